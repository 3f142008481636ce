// The orb's states (seed 000's app states without its two sign-in states: no sign-in is configured):
// what the caption says and what the orb button is called in each.

/**
 * @typedef {"idle" | "connecting" | "connected" | "starting" | "listening" | "user-speaking" | "processing"
 *   | "ai-speaking" | "swapping-character" | "swapping-story" | "error"} OrbState
 */

/**
 * The seed's captions. An empty one shows the conversation instead: the line being spoken, the player's
 * own words.
 * @type {Record<OrbState, string>}
 */
export const CAPTIONS = {
  idle: "Tap to start",
  connecting: "Connecting…",
  connected: "Choose a Reachy",
  starting: "Starting…",
  listening: "",
  "user-speaking": "",
  processing: "",
  "ai-speaking": "",
  "swapping-character": "Changing voice…",
  "swapping-story": "Loading story…",
  error: "Tap to retry",
};

/** The orb button's accessible name in each state: what a tap does, and what is happening. @type {Record<OrbState, string>} */
export const ORB_NAMES = {
  idle: "Start talking",
  connected: "Start talking",
  connecting: "Stop (connecting)",
  starting: "Stop (starting)",
  listening: "Stop (listening)",
  "user-speaking": "Stop (hearing you)",
  processing: "Stop (thinking)",
  "ai-speaking": "Stop (speaking)",
  "swapping-character": "Stop (changing voice)",
  "swapping-story": "Stop (loading story)",
  error: "Retry",
};

/** What the orb says while the conversation shows nothing else. @type {Partial<Record<OrbState, string>>} */
export const QUIET_WORDS = {
  listening: "Listening…",
  "user-speaking": "Hearing you…",
  processing: "Thinking…",
  "ai-speaking": "Speaking…",
};

/** States in which a tap starts (or restarts) the conversation. @param {OrbState} state */
export const isAtRest = (state) => state === "idle" || state === "connected" || state === "error";

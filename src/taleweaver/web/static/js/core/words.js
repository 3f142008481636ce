// The page's vocabulary in one place: the player's commands, the error codes and what players read.

/** The option kind an `intent` event's key prefix names (`go:harbour` → a scene). */
export const INTENT_KINDS = /** @type {const} */ ({
  do: "action",
  go: "scene",
  act: "scene_action",
  select: "story",
});

/** What a player can do on the play page (the server's `/help` also lists commands the page refuses). */
export const PAGE_HELP =
  "Pick an option (or press its number), or type what you do in your own words. " +
  "Save, Load, Back and Restart are above the story.";

/** What the page answers when the terminal's command help would show (it lists /save, /quit: refused here). */
export const COMMAND_NOT_HERE = `That command is not available here. ${PAGE_HELP}`;

/** Errors after which a session token cannot be used again (`token_*`; `/story/*` still says `session_*`). */
export const TOKEN_CODES = new Set([
  "token_tampered", "token_expired", "token_version", "token_wrong_story", "token_too_large", "token_invalid",
  "session_tampered", "session_expired", "session_version", "session_too_large", "session_invalid",
  "session_missing",
]);

/** Expired: the story can go on from the sealed save the page kept (`POST /play/load`). */
export const EXPIRED_CODES = new Set(["token_expired", "session_expired"]);

/** @type {Record<string, string>} what a player reads for each error code; the rest hides under "details" */
const SAID = {
  network: "The story server cannot be reached. Check that it is running, then try again.",
  token_tampered: "This saved game was changed outside the game, so it cannot go on.",
  session_tampered: "This story's progress was changed outside the game, so it cannot go on.",
  token_expired: "This game has been waiting too long to go on from where it was.",
  session_expired: "This story has been waiting too long to go on.",
  token_version: "This game was saved by an older version of the server.",
  session_version: "This story was made by an older version of the server.",
  token_wrong_story: "This story has changed since your game began.",
  token_too_large: "This game has grown too large to continue.",
  session_too_large: "This story has grown too large to continue.",
  token_invalid: "This game's progress could not be read.",
  session_invalid: "This story's progress could not be read.",
  session_missing: "This story's progress is missing.",
  save_invalid: "That save file does not fit this story.",
  save_tampered: "That save file does not fit this story: it was changed, or saved by another server.",
  token_missing: "This story's progress is missing.",
  audio_too_long: "That recording is too long; say it in a shorter take.",
  unknown_story: "This story is not in the library.",
  command_refused: "That command is not available here; use the buttons above the story.",
  scenes_mismatch: "The story could not be exported: its scenes do not match. Start a new story and try again.",
  story_not_finished: "The story can be exported once it has ended.",
  choice_not_available: "That choice is no longer open.",
  unknown_npc: "That character is not here.",
  voice_unavailable: "Voice input is not available on this server; type instead.",
  voice_busy: "The voice is busy; try again in a moment.",
  body_too_large: "That was too long to send.",
  realtime_key_missing: "Talking with OpenAI Realtime needs an OpenAI key: add one in the orb's settings, or play offline.",
  realtime_key_invalid: "OpenAI refused the key: check it in the orb's settings, or play offline.",
  realtime_unreachable: "OpenAI Realtime cannot be reached from the story server right now; play offline, or try again.",
  realtime_bad_request: "OpenAI Realtime refused the session settings (check the models in the orb's settings).",
  realtime_lost: "The connection to the voice server was lost and did not come back.",
};

/** @param {number} status */
function byStatus(status) {
  if (status === 0) return SAID.network;
  if (status === 422 || status === 400) return "That could not be understood. Try again another way.";
  if (status === 404) return "That could not be found.";
  if (status >= 500) return "Something went wrong on the story server. Try again in a moment.";
  return "That did not work. Try again.";
}

/**
 * What a player reads for an error: a sentence in the page's words, never the raw code.
 * @param {unknown} err
 * @returns {string}
 */
export function playerMessage(err) {
  if (typeof err === "string") return err; // the page's own words
  const e = /** @type {{code?: unknown, status?: unknown} | null} */ (typeof err === "object" ? err : null);
  const code = e && typeof e.code === "string" ? e.code : "";
  if (code && SAID[code]) return SAID[code];
  if (e && typeof e.status === "number") return byStatus(e.status);
  return "Something went wrong on this page. Reload it to go on.";
}

/**
 * The technical text kept behind the "details" toggle (code, status, the server's own message).
 * @param {unknown} err
 * @returns {string}
 */
export function technicalDetails(err) {
  if (typeof err === "string") return "";
  if (err && typeof err === "object" && "details" in err && typeof err.details === "function") return String(err.details());
  if (err instanceof Error) return err.message;
  return String(err);
}

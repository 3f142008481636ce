// The orb page's HTTP calls: the Reachy daemons the server can reach (and driving the chosen one), and
// hearing an utterance.
import { getJson, postForBlob, postJson } from "../core/http.js";

/** @typedef {import("../motion-track.js").Track} Track */

/**
 * @typedef {object} Robot  GET /robots
 * @property {string} id  HOST:PORT
 * @property {string} host
 * @property {number} port
 * @property {string} state  the daemon's own state (running…)
 */

/** @param {AbortSignal} signal @returns {Promise<Robot[]>} */
export async function reachableRobots(signal) {
  const answer = /** @type {{robots?: Robot[]} | null} */ (await getJson("/robots", { signal }));
  return Array.isArray(answer?.robots) ? answer.robots : [];
}

/**
 * Play a line's motion track on the robot from now (sent as the line starts playing). Rows the page cut
 * with the clip's leading silence (t < 0) are left out.
 * @param {string} robotId @param {Track} track @param {AbortSignal} signal
 */
export async function driveRobot(robotId, track, signal) {
  const rows = track.rows.filter((row) => row.t >= 0).map((row) => ({ ...row, events: row.events || [] }));
  if (!rows.length) return;
  await postJson(`/robots/${encodeURIComponent(robotId)}/track`, { hz: track.hz || 50, rows }, { signal });
}

/** The line was cut off: the robot goes back to breathing. @param {string} robotId @param {AbortSignal} signal */
export async function stopRobot(robotId, signal) {
  await postJson(`/robots/${encodeURIComponent(robotId)}/stop`, {}, { signal });
}

/** What the server heard in a WAV ("" for nothing). @param {Blob} wav @param {AbortSignal} signal */
export async function transcribe(wav, signal) {
  const result = await postForBlob("/voice/transcribe", wav, { contentType: "audio/wav", signal });
  if (!result) return "";
  const data = /** @type {{text?: unknown}} */ (JSON.parse(await result.blob.text()));
  return typeof data.text === "string" ? data.text.trim() : "";
}

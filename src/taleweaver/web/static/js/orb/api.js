// The orb page's HTTP calls: the Reachy daemons the server can reach, and hearing an utterance.
import { getJson, postForBlob } from "../core/http.js";

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

/** What the server heard in a WAV ("" for nothing). @param {Blob} wav @param {AbortSignal} signal */
export async function transcribe(wav, signal) {
  const result = await postForBlob("/voice/transcribe", wav, { contentType: "audio/wav", signal });
  if (!result) return "";
  const data = /** @type {{text?: unknown}} */ (JSON.parse(await result.blob.text()));
  return typeof data.text === "string" ? data.text.trim() : "";
}

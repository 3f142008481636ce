// The /play routes: a story's card, start, turn, the sealed save and loading it.
import { getJson, postJson } from "../core/http.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/**
 * @typedef {object} StoryCard  GET /play/stories/{id}
 * @property {string} id
 * @property {string} title
 * @property {Record<string, string>} speakers  display names by speaker id
 * @property {Record<string, string>} scenes  scene names by id
 * @property {Record<string, number>} [places]  each speaker's place around the avatar (head yaw, rad)
 */

/** @param {string} storyId @param {AbortSignal} signal */
export async function storyCard(storyId, signal) {
  return /** @type {StoryCard} */ (await getJson(`/play/stories/${encodeURIComponent(storyId)}`, { signal }));
}

/** @param {string | null} storyId  null: the narrator's menu @param {AbortSignal} signal */
export async function startStory(storyId, signal) {
  return /** @type {TurnRow} */ (await postJson("/play/start", storyId ? { story_id: storyId } : {}, { signal }));
}

/** @param {string} session @param {string} input @param {AbortSignal} signal */
export async function playTurn(session, input, signal) {
  return /** @type {TurnRow} */ (await postJson("/play/turn", { session, input }, { signal }));
}

/**
 * The save of the session's state (sealed by the server: it is kept as is and sent back as is).
 * @param {string} session @param {AbortSignal} signal
 */
export async function fetchSave(session, signal) {
  return await getJson("/play/save", { headers: { "x-taleweaver-session": session }, signal });
}

/** @param {unknown} save  the save JSON, as an object or as text @param {AbortSignal} signal */
export async function loadSave(save, signal) {
  return /** @type {TurnRow} */ (await postJson("/play/load", { save }, { signal }));
}

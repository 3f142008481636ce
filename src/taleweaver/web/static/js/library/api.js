// GET /play/stories: the stories this server plays, and the folders that failed to load.
import { getJson } from "../core/http.js";

/**
 * @typedef {object} Library
 * @property {{id: string, title: string, description: string}[]} stories
 * @property {{folder: string, message: string}[]} broken
 * @property {boolean} free_text
 * @property {string | null} model
 */

/** @param {AbortSignal} signal */
export async function fetchLibrary(signal) {
  return /** @type {Library} */ (await getJson("/play/stories", { signal }));
}

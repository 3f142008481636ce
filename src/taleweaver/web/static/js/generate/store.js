// A generated story in progress, kept in browser storage under `tw.generate`.
import { forget, readJson, writeJson } from "../core/store.js";

/** @typedef {import("./api.js").Scene} Scene */
/** @typedef {import("./api.js").StoryStep} StoryStep */
/**
 * @typedef {object} GenerateRecord
 * @property {string | null} session
 * @property {Scene[]} scenes  the scene packages received, in order (each anchor once)
 * @property {Scene | null} ending  the scene the ending is told in
 * @property {StoryStep | null} last  the last step's result (shown again after a reload)
 * @property {string[]} path  the labels of the choices taken, in order
 */

const KEY = "tw.generate";

/** @returns {GenerateRecord} */
export function emptyStory() {
  return { session: null, scenes: [], ending: null, last: null, path: [] };
}

/** @returns {GenerateRecord} */
export function loadStory() {
  const data = /** @type {Partial<GenerateRecord> | null} */ (readJson(KEY));
  if (!data) return emptyStory();
  return {
    session: typeof data.session === "string" ? data.session : null,
    scenes: Array.isArray(data.scenes) ? data.scenes : [],
    ending: data.ending || null,
    last: data.last || null,
    path: Array.isArray(data.path) ? data.path : [],
  };
}

/** @param {GenerateRecord} record */
export function storeStory(record) {
  writeJson(KEY, record);
}

export function forgetStory() {
  forget(KEY);
}

/**
 * Take a step's result in: a scene is stored once, however often it arrives.
 * @param {GenerateRecord} record @param {StoryStep} result
 */
export function takeStep(record, result) {
  record.session = result.session;
  record.last = result;
  const scene = result.scene;
  if (scene && !record.scenes.some((s) => s.anchor_id === scene.anchor_id)) record.scenes.push(scene);
  if (result.ending) record.ending = result.ending.scene;
}

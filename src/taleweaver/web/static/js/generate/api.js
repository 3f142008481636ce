// The story pipeline's routes: start, clarify and choose (each a progress stream), and the export.
import { errorFrom, postForBlob, postStream } from "../core/http.js";

/**
 * @typedef {object} ScenePanel
 * @property {string} speaker
 * @property {string} text
 * @typedef {object} SceneChoice
 * @property {string} id
 * @property {string} label
 * @typedef {object} Scene  a scene package (an anchor's, or the one an ending is told in)
 * @property {string} anchor_id
 * @property {string} title
 * @property {string} location
 * @property {string | null} question
 * @property {SceneChoice[]} choices
 * @property {string | null} [continue_id]
 * @property {ScenePanel[]} panels
 * @property {{lines?: {panel: number, voice: string}[]}} [audio]
 * @property {Record<string, string>} [asset_status]
 * @typedef {object} Ending
 * @property {string} ending_id
 * @property {string} title
 * @property {string[]} path
 * @property {Scene} scene
 * @typedef {object} StoryStep  what each stream ends with (`event: result`)
 * @property {"needs_clarification" | "scene" | "ending"} status
 * @property {string | null} question
 * @property {Scene | null} scene
 * @property {Ending | null} ending
 * @property {string} session
 * @typedef {object} Progress  a progress event of the stream
 * @property {string} kind  plan, stage, retry, fallback, scene_ready, ending, done
 * @property {string} [message]
 * @property {string | null} [anchor_id]
 */

/**
 * Run one step; `onProgress` hears the progress events; resolves to the result, rejects with an ApiError.
 * @param {string} path
 * @param {Record<string, string>} body
 * @param {(event: Progress) => void} onProgress
 * @param {AbortSignal} signal
 * @returns {Promise<StoryStep>}
 */
export async function runStep(path, body, onProgress, signal) {
  /** @type {StoryStep | null} */
  let result = null;
  /** @type {unknown} */
  let failure = null;
  await postStream(path, body, (name, data) => {
    if (name === "result") result = /** @type {StoryStep} */ (data);
    else if (name === "error") failure = data;
    else onProgress({ ...(typeof data === "object" && data ? data : {}), kind: name });
  }, { signal });
  if (failure) throw errorFrom(500, { detail: failure });
  if (!result) throw new Error("the story server stopped before the step was done; try again");
  return result;
}

/** @param {string} intake @param {(event: Progress) => void} onProgress @param {AbortSignal} signal */
export const startStep = (intake, onProgress, signal) => runStep("/story/start/stream", { intake }, onProgress, signal);
/** @param {string} session @param {string} answer @param {(event: Progress) => void} onProgress @param {AbortSignal} signal */
export const clarifyStep = (session, answer, onProgress, signal) =>
  runStep("/story/clarify/stream", { answer, session }, onProgress, signal);
/** @param {string} session @param {string} choiceId @param {(event: Progress) => void} onProgress @param {AbortSignal} signal */
export const chooseStep = (session, choiceId, onProgress, signal) =>
  runStep("/story/choose/stream", { choice_id: choiceId, session }, onProgress, signal);

/**
 * The finished story as a zip: {blob, name}.
 * @param {{session: string, scenes: Scene[], ending: Scene}} body
 * @param {AbortSignal} signal
 */
export async function exportStory(body, signal) {
  const result = await postForBlob("/story/export", body, { signal });
  if (!result) throw new Error("the story server sent no file");
  const name = /filename="([^"]+)"/.exec(result.response.headers.get("content-disposition") || "")?.[1] || "story.zip";
  return { blob: result.blob, name };
}

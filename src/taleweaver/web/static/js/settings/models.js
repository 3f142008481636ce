// Which model serves each role (GET /healthz), and what the page tells players about it.
//
// /healthz answers `models: {role: name | null}` (older servers) or `models: {role: {name, demo}}`:
// both are read. `demo` marks a tiny demonstration model (SmolLM2): it works, slowly and poorly.
import { getJson, isObject } from "../core/http.js";
import { h } from "../core/dom.js";

/** @typedef {{name: string | null, demo: boolean}} RoleModel */

const DEMO_NAMES = /smollm/i; // an older server says no `demo`: its one demo model is known by name

/** @param {unknown} value @returns {RoleModel} */
export function roleModel(value) {
  if (typeof value === "string") return { name: value, demo: DEMO_NAMES.test(value) };
  if (isObject(value)) {
    const name = typeof value.name === "string" ? value.name : null;
    return { name, demo: typeof value.demo === "boolean" ? value.demo : DEMO_NAMES.test(name || "") };
  }
  return { name: null, demo: false };
}

/** @param {{signal?: AbortSignal}} [options] @returns {Promise<Record<string, RoleModel>>} */
export async function roleModels(options = {}) {
  const health = await getJson("/healthz", options);
  const models = isObject(health) && isObject(health.models) ? health.models : {};
  return Object.fromEntries(Object.entries(models).map(([role, value]) => [role, roleModel(value)]));
}

/** How to plug a real model in (docs/web.md says the same). */
export function plugInHelp() {
  return h("details", { class: "plug-in" },
    h("summary", { text: "How to plug in a real model" }),
    h("ul", {},
      h("li", {}, "Any OpenAI-compatible server: ", h("code", { text: "taleweaver serve --model openai:MODEL" }),
        " (with TALEWEAVER_API_KEY, and TALEWEAVER_BASE_URL for your own server)"),
      h("li", {}, "Ollama on this machine: ", h("code", { text: "taleweaver serve --model ollama:MODEL" })),
      h("li", {}, "A GGUF file, run in process: ", h("code", { text: "taleweaver serve --model local:PATH.gguf" }))));
}

/**
 * The note a page shows about the model behind `role`: none (the offline writer), a demo model (slow;
 * `estimate` says how slow), or nothing for a real model.
 * @param {RoleModel | undefined} model
 * @param {{none: string, demo: string}} words
 * @returns {HTMLElement | null}
 */
export function modelNote(model, words) {
  if (!model || !model.name) {
    return h("div", { class: "model-note", role: "note" }, h("p", { text: words.none }), plugInHelp());
  }
  if (model.demo) {
    return h("div", { class: "model-note demo", role: "note" },
      h("p", { text: `${words.demo} (demo model: ${model.name})` }), plugInHelp());
  }
  return null;
}

// The NPC game state and the conversation, kept in browser storage (the client owns the state: seed 002).
import { forget, readJson, writeJson } from "../core/store.js";

/** @typedef {import("./api.js").GameState} GameState */
/** @typedef {{speaker: string, text: string, you?: boolean, note?: boolean}} Said */

const STATE_KEY = "tw.npc.state";
const LOG_KEY = "tw.npc.log";
const MAX_LOG = 200;

/** @returns {GameState | null} */
export function loadState() {
  const data = readJson(STATE_KEY);
  return data && typeof data === "object" && "canon_log" in data && "game" in data ? /** @type {GameState} */ (data) : null;
}

/** @param {GameState} state */
export function storeState(state) {
  writeJson(STATE_KEY, state);
}

/** @returns {Said[]} */
export function loadLog() {
  const data = readJson(LOG_KEY);
  return Array.isArray(data) ? data : [];
}

/** @param {Said[]} log */
export function storeLog(log) {
  writeJson(LOG_KEY, log.slice(-MAX_LOG));
}

export function forgetGame() {
  forget(STATE_KEY);
  forget(LOG_KEY);
}

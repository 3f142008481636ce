// What the orb page keeps in browser storage: its settings under `tw.orb.settings` (the OpenAI key only
// when the player ticked "remember on this device"; otherwise it lives in this page's memory and is sent
// once per connection), and the conversation under `tw.orb.session` (the sealed token and the last row,
// so a reload or a tap on Start goes on where the story was).
import { forget, readJson, writeJson } from "../core/store.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/**
 * @typedef {object} OrbSettings
 * @property {string} realtime_model  the Realtime model (empty: the server's default)
 * @property {string} summary_model  the model that writes the handoff summary (empty: the server's)
 * @property {string} voice  the narrator's voice (empty: the story's own)
 * @property {boolean} remember  keep the key in this browser
 * @property {string} robot  the Reachy picked (HOST:PORT), or empty
 *
 * @typedef {object} OrbSession
 * @property {string} token
 * @property {TurnRow} row
 */

const SETTINGS_KEY = "tw.orb.settings";
const KEY_KEY = "tw.orb.key";
const SESSION_KEY = "tw.orb.session";

/** @param {unknown} value */
const text = (value) => (typeof value === "string" ? value : "");

/** @returns {OrbSettings} */
export function loadSettings() {
  const saved = /** @type {Record<string, unknown> | null} */ (readJson(SETTINGS_KEY)) || {};
  return {
    realtime_model: text(saved.realtime_model),
    summary_model: text(saved.summary_model),
    voice: text(saved.voice),
    remember: saved.remember === true,
    robot: text(saved.robot),
  };
}

/** @param {OrbSettings} settings */
export function storeSettings(settings) {
  writeJson(SETTINGS_KEY, settings);
}

let keyInMemory = "";

/** The OpenAI key typed on this page (or remembered on this device); empty: none. */
export function openAiKey() {
  return keyInMemory || text(readJson(KEY_KEY));
}

/** @param {string} key @param {boolean} remember */
export function setOpenAiKey(key, remember) {
  keyInMemory = key;
  if (remember && key) writeJson(KEY_KEY, key);
  else forget(KEY_KEY);
}

/** @returns {OrbSession | null} */
export function loadSession() {
  const saved = /** @type {Partial<OrbSession> | null} */ (readJson(SESSION_KEY));
  if (!saved || typeof saved.token !== "string" || !saved.row) return null;
  return { token: saved.token, row: saved.row };
}

/** @param {string} token @param {TurnRow} row */
export function storeSession(token, row) {
  const kept = { ...row };
  delete kept.session; // the token is kept beside it
  writeJson(SESSION_KEY, { token, row: kept });
}

export function forgetSession() {
  forget(SESSION_KEY);
}

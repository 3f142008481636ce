// Player settings (voice on/off, speech speed), kept in browser storage.
import { readJson, writeJson } from "../core/store.js";

const KEY = "tw.settings";
const saved = /** @type {{voice?: unknown, speed?: unknown} | null} */ (readJson(KEY)) || {};

export const settings = {
  voice: typeof saved.voice === "boolean" ? saved.voice : true,
  speed: typeof saved.speed === "number" ? saved.speed : 1,
};

export function storeSettings() {
  writeJson(KEY, settings);
}

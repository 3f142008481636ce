// The settings drawer: voice on/off, speech speed, and which model serves each role.
import { getJson, isObject } from "../core/http.js";
import { clear, h } from "../core/dom.js";
import { playerMessage } from "../core/words.js";
import { roleModels } from "./models.js";
import { settings, storeSettings } from "./store.js";

/** @param {string} id */
function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

export function setupDrawer() {
  const button = byId("settings-button");
  const drawer = byId("settings");
  const voice = /** @type {HTMLInputElement} */ (byId("setting-voice"));
  const speed = /** @type {HTMLInputElement} */ (byId("setting-speed"));
  const speedOut = byId("setting-speed-value");
  const models = byId("setting-models");
  voice.checked = settings.voice;
  speed.value = String(settings.speed);
  speedOut.textContent = `${settings.speed}×`;
  voice.addEventListener("change", () => {
    settings.voice = voice.checked;
    storeSettings();
  });
  speed.addEventListener("input", () => {
    settings.speed = Number(speed.value);
    speedOut.textContent = `${settings.speed}×`;
    storeSettings();
  });
  function close() {
    drawer.hidden = true;
    button.setAttribute("aria-expanded", "false");
    button.focus();
  }
  button.addEventListener("click", async () => {
    const open = drawer.hidden;
    drawer.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (!open) return;
    voice.focus();
    clear(models).append(h("li", { text: "Asking the server…" }));
    try {
      const [roles, library] = await Promise.all([roleModels(), getJson("/play/stories")]);
      clear(models);
      const authored = isObject(library) && typeof library.model === "string" ? library.model : null;
      models.append(h("li", { text: `authored stories: ${authored || "offline player (no model)"}` }));
      for (const [role, model] of Object.entries(roles)) {
        models.append(h("li", { text: `${role}: ${model.name || "no model"}${model.demo ? " (demo model: slow)" : ""}` }));
      }
    } catch (err) {
      clear(models).append(h("li", { text: playerMessage(err) }));
    }
  });
  byId("settings-close").addEventListener("click", close);
  drawer.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
}

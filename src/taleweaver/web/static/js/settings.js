// Player settings (voice on/off, speed), kept in localStorage, and the drawer that edits them.
import { getJson } from "./api.js";
import { clear, h } from "./dom.js";

const KEY = "tw.settings";
const saved = (() => {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "{}");
  } catch {
    return {};
  }
})();

export const settings = { voice: saved.voice ?? true, speed: saved.speed ?? 1 };

function store() {
  localStorage.setItem(KEY, JSON.stringify(settings));
}

export function setupDrawer() {
  const button = document.getElementById("settings-button");
  const drawer = document.getElementById("settings");
  const voice = document.getElementById("setting-voice");
  const speed = document.getElementById("setting-speed");
  const speedOut = document.getElementById("setting-speed-value");
  const models = document.getElementById("setting-models");
  voice.checked = settings.voice;
  speed.value = String(settings.speed);
  speedOut.textContent = `${settings.speed}×`;
  voice.addEventListener("change", () => {
    settings.voice = voice.checked;
    store();
  });
  speed.addEventListener("input", () => {
    settings.speed = Number(speed.value);
    speedOut.textContent = `${settings.speed}×`;
    store();
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
      const health = await getJson("/healthz");
      const library = await getJson("/play/stories");
      clear(models);
      models.append(h("li", { text: `authored stories: ${library.model || "offline player (no model)"}` }));
      for (const [role, model] of Object.entries(health.models || {})) {
        const named = model ? `${model.name}${model.demo ? " (the small demo model: slow, rough text)" : ""}` : "no model";
        models.append(h("li", { text: `${role}: ${named}` }));
      }
    } catch (err) {
      clear(models).append(h("li", { text: err.readable ? err.readable() : String(err) }));
    }
  });
  document.getElementById("settings-close").addEventListener("click", close);
  drawer.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
}

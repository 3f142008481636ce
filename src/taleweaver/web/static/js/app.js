// The single-page app: a hash router over four views (library, play, generate, NPC chat).
import { setupDrawer } from "./settings.js";
import { showLibrary } from "./library.js";
import { showPlay } from "./play.js";
import { showGenerate } from "./generate.js";
import { showNpc } from "./npc.js";
import { stopSpeaking } from "./voice.js";

const view = document.getElementById("view");
const errorBox = document.getElementById("error");

// Every API error ends here as a readable message (never a blank page or a console-only error).
export function showError(err) {
  const text = err && err.readable ? err.readable() : String(err && err.message ? err.message : err);
  errorBox.textContent = text;
  errorBox.hidden = false;
}

export function clearError() {
  errorBox.hidden = true;
  errorBox.textContent = "";
}

async function route() {
  stopSpeaking();
  clearError();
  const [, page, arg] = (location.hash || "#/").split("/");
  for (const link of document.querySelectorAll("nav a")) {
    link.toggleAttribute("aria-current", link.getAttribute("href") === `#/${page || ""}`);
    if (link.hasAttribute("aria-current")) link.setAttribute("aria-current", "page");
  }
  view.replaceChildren();
  try {
    if (page === "play" && arg) await showPlay(view, decodeURIComponent(arg), { showError, clearError });
    else if (page === "generate") await showGenerate(view, { showError, clearError });
    else if (page === "npc") await showNpc(view, { showError, clearError });
    else await showLibrary(view, { showError, clearError });
  } catch (err) {
    showError(err);
  }
  view.dataset.ready = page || "library";
}

window.addEventListener("hashchange", route);
window.addEventListener("unhandledrejection", (e) => showError(e.reason));
window.addEventListener("error", (e) => showError(e.error || e.message));
setupDrawer();
route();

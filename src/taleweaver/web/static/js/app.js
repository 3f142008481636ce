// The single-page app: a hash router over the views (library, play, the narrator's menu, the orb,
// generate, NPC chat). An address without "#/…" opens the server's start page (`serve --start-page`).
//
// A view is `(root, {signal, ui, arg}) => Promise<teardown>`: it builds its page in `root`, ties every
// listener and request to `signal`, and returns what to undo beyond that. Leaving a view aborts its
// AbortController (requests, listeners, speech) and runs its teardown before the next view starts.
import { alertBox } from "./core/alert.js";
import { isAbort } from "./core/http.js";
import { setupDrawer } from "./settings/drawer.js";
import { showGenerate } from "./generate/view.js";
import { showLibrary } from "./library/view.js";
import { showNpc } from "./npc/view.js";
import { showOrb } from "./orb/view.js";
import { showMenu, showPlay } from "./play/view.js";

/**
 * @typedef {object} ViewContext
 * @property {AbortSignal} signal  aborted when the player leaves the view
 * @property {import("./core/alert.js").Ui} ui
 * @property {string} arg  the route's argument (the story id of #/play/ID)
 * @typedef {(root: HTMLElement, context: ViewContext) => Promise<(() => void) | void>} View
 */

const root = /** @type {HTMLElement} */ (document.getElementById("view"));
const ui = alertBox(/** @type {HTMLElement} */ (document.getElementById("error")));

/** @type {Record<string, View>} */
const VIEWS = { play: showPlay, narrator: showMenu, orb: showOrb, generate: showGenerate, npc: showNpc, library: showLibrary };
/** What an address without "#/…" opens: the library, or the orb (`serve --start-page orb`). */
const START = document.documentElement.dataset.startPage === "orb" ? "#/orb" : "#/";

/** @type {{controller: AbortController, teardown: (() => void) | void} | null} */
let current = null;

function leave() {
  if (!current) return;
  const { controller, teardown } = current;
  current = null;
  controller.abort();
  if (teardown) teardown();
}

async function route() {
  leave();
  ui.clearError();
  const [, page = "", arg = ""] = (location.hash.length > 1 ? location.hash : START).split("/");
  const name = page === "play" && !arg ? "library" : page in VIEWS ? page : "library";
  for (const link of document.querySelectorAll("nav a")) {
    if (link.getAttribute("href") === `#/${page}`) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  root.replaceChildren();
  delete root.dataset.ready;
  const controller = new AbortController();
  const mine = { controller, teardown: /** @type {(() => void) | void} */ (undefined) };
  current = mine;
  const view = /** @type {View} */ (VIEWS[name]);
  try {
    mine.teardown = await view(root, { signal: controller.signal, ui, arg: decodeURIComponent(arg) });
  } catch (err) {
    if (!isAbort(err) && !controller.signal.aborted) ui.showError(err);
  }
  if (controller.signal.aborted) {
    if (mine.teardown) mine.teardown(); // left while it was starting
    return;
  }
  root.dataset.ready = page || "library";
}

window.addEventListener("hashchange", route);
window.addEventListener("unhandledrejection", (e) => {
  if (!isAbort(e.reason)) ui.showError(e.reason);
});
window.addEventListener("error", (e) => ui.showError(e.error || new Error(e.message)));
setupDrawer();
route();

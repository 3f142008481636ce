// The page's one error box (role=alert): a player-facing sentence, the technical text behind "details".
import { h } from "./dom.js";
import { playerMessage, technicalDetails } from "./words.js";

/**
 * @typedef {object} Ui
 * @property {(err: unknown, action?: Node | null) => void} showError  show an error (and an action, e.g. "Start again")
 * @property {() => void} clearError
 */

/** @param {HTMLElement} box @returns {Ui} */
export function alertBox(box) {
  return {
    showError(err, action = null) {
      const details = technicalDetails(err);
      const said = playerMessage(err);
      box.replaceChildren(h("p", { class: "error-text", text: said }));
      if (action) box.append(action);
      if (details && details !== said) {
        box.append(h("details", { class: "error-details" }, h("summary", { text: "Details" }), h("code", { text: details })));
      }
      box.hidden = false;
    },
    clearError() {
      box.hidden = true;
      box.replaceChildren();
    },
  };
}

// Asking before anything that wipes progress: a modal <dialog> with a clear yes and a clear no.
import { h } from "./dom.js";

/**
 * Resolves true when the player confirms. Escape or the "keep" button resolves false.
 * @param {{title: string, body: string, yes: string, no: string}} words
 * @returns {Promise<boolean>}
 */
export function confirmWipe({ title, body, yes, no }) {
  const back = /** @type {HTMLElement | null} */ (document.activeElement);
  const dialog = /** @type {HTMLDialogElement} */ (h("dialog", { class: "confirm", "aria-labelledby": "confirm-title" },
    h("h2", { id: "confirm-title", text: title }),
    h("p", { text: body }),
    h("form", { method: "dialog", class: "confirm-buttons" },
      h("button", { value: "no", text: no, autofocus: true }),
      h("button", { value: "yes", class: "danger", text: yes }))));
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      const yesChosen = dialog.returnValue === "yes";
      dialog.remove();
      if (!yesChosen) back?.focus();
      resolve(yesChosen);
    }, { once: true });
    dialog.showModal();
  });
}

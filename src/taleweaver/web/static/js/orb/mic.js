// Opening the microphone, the first step of both orb conversations (offline and Realtime).
import { micProblem } from "../voice/listen.js";

/** @typedef {import("./states.js").OrbState} OrbState */

/**
 * Show "Connecting…" and open `talk`'s microphone; when it cannot be opened, close the conversation and
 * say why ("Tap to retry").
 * @param {{ui: {set: (state: OrbState) => void, fail: (err: unknown) => void},
 *   listener: {open: () => Promise<unknown>}, close: () => void}} talk
 * @returns {Promise<boolean>} whether the microphone is open
 */
export async function openMicrophone(talk) {
  talk.ui.set("connecting");
  try {
    await talk.listener.open();
    return true;
  } catch (err) {
    talk.close();
    talk.ui.fail(micProblem(err));
    return false;
  }
}

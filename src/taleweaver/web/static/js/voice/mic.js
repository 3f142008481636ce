// Push-to-talk: hold the button (or Space/Enter on it) to record; release to transcribe.
import { postForBlob } from "../core/http.js";
import { playerMessage } from "../core/words.js";
import { setOrb } from "./orb.js";
import { stopSpeaking } from "./speech.js";

/**
 * @param {(text: string) => void} onText  what was heard, to send like typed text
 * @param {(note: string) => void} onNote  why nothing was heard (the text box still works)
 * @param {AbortSignal} signal  the view's lifetime: a recording under way stops with it
 */
export function micButton(onText, onNote, signal) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mic";
  button.textContent = "Hold to talk";
  button.setAttribute("aria-pressed", "false");
  /** @type {MediaRecorder | null} */
  let recorder = null;
  /** @type {Blob[]} */
  let chunks = [];

  async function start() {
    if (recorder) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      onNote("This browser cannot record audio here; type instead.");
      return;
    }
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      const denied = err instanceof DOMException && err.name === "NotAllowedError";
      onNote(`The microphone is ${denied ? "not allowed" : "not available"}; type instead.`);
      return;
    }
    stopSpeaking();
    chunks = [];
    const mine = new MediaRecorder(stream);
    recorder = mine;
    mine.addEventListener("dataavailable", (e) => chunks.push(e.data));
    mine.addEventListener("stop", async () => {
      stream.getTracks().forEach((t) => t.stop());
      const blob = new Blob(chunks, { type: mine.mimeType || "audio/webm" });
      recorder = null;
      button.setAttribute("aria-pressed", "false");
      if (signal.aborted) return;
      setOrb("thinking");
      try {
        const result = await postForBlob("/voice/transcribe", blob, { contentType: blob.type || "application/octet-stream", signal });
        const data = result ? JSON.parse(await result.blob.text()) : null;
        setOrb("idle");
        if (data?.text) onText(String(data.text));
        else onNote("Nothing was heard; try again or type.");
      } catch (err) {
        setOrb("idle");
        if (!signal.aborted) onNote(`${playerMessage(err)} Type instead.`);
      }
    });
    mine.start();
    button.setAttribute("aria-pressed", "true");
    setOrb("listening");
  }

  function stop() {
    if (recorder && recorder.state === "recording") recorder.stop();
  }

  signal.addEventListener("abort", stop, { once: true });
  button.addEventListener("pointerdown", start);
  button.addEventListener("pointerup", stop);
  button.addEventListener("pointerleave", stop);
  button.addEventListener("keydown", (e) => {
    if ((e.key === " " || e.key === "Enter") && !e.repeat) {
      e.preventDefault();
      start();
    }
  });
  button.addEventListener("keyup", (e) => {
    if (e.key === " " || e.key === "Enter") stop();
  });
  return button;
}

// The orb: idle / listening / thinking / speaking, in a shape and in words, and the "Play voice" button.
import { isHeld, playHeld, speechListeners } from "./speech.js";

/** @typedef {"idle" | "listening" | "thinking" | "speaking"} OrbState */
const LABELS = { idle: "Idle", listening: "Listening", thinking: "Thinking", speaking: "Speaking" };

/** @param {OrbState} state */
export function setOrb(state) {
  for (const orb of document.querySelectorAll("[data-orb]")) {
    if (!(orb instanceof HTMLElement)) continue;
    orb.dataset.state = state;
    const label = orb.querySelector(".orb-label");
    if (label) label.textContent = LABELS[state];
  }
}

/** A new orb (the views each show one). */
export function orb() {
  const wrap = document.createElement("div");
  wrap.className = "orb";
  wrap.dataset.orb = "";
  wrap.dataset.state = "idle";
  const ball = document.createElement("span");
  ball.className = "orb-ball";
  ball.setAttribute("aria-hidden", "true");
  const label = document.createElement("span");
  label.className = "orb-label";
  label.setAttribute("aria-live", "polite");
  label.setAttribute("role", "status");
  label.textContent = LABELS.idle;
  const play = document.createElement("button");
  play.type = "button";
  play.className = "play-voice";
  play.dataset.playVoice = "";
  play.textContent = "Play voice";
  play.title = "The browser holds back sound until you tap the page";
  play.hidden = !isHeld();
  play.addEventListener("click", playHeld);
  wrap.append(ball, label, play);
  return wrap;
}

// The orb follows the speech for as long as the page lives (it finds the orbs on the page each time).
speechListeners.add((event) => {
  if (event.type === "line") setOrb("speaking");
  else if (event.type === "end" || event.type === "stop") setOrb("idle");
  else if (event.type === "held") {
    for (const control of document.querySelectorAll("[data-play-voice]")) {
      if (control instanceof HTMLElement) control.hidden = !event.held;
    }
  }
});

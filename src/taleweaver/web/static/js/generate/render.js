// Drawing a generated story: progress in the player's words, a scene's panels and choices, the ending;
// the intake and the answer said by voice.
import { h, lineElement } from "../core/dom.js";
import { micButton } from "../voice/mic.js";

/** @typedef {import("./api.js").Scene} Scene */
/** @typedef {import("./api.js").Ending} Ending */
/** @typedef {import("./api.js").Progress} Progress */

/** Every generated story has five scenes (A1–A5) and ends in one of four endings (E1–E4): see the bible contract. */
export const SCENES_IN_A_STORY = 5;

/** "sea_witch" → "Sea Witch" @param {string} id */
export const displayName = (id) => id.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");

/** @param {string | null | undefined} anchorId */
function sceneNumber(anchorId) {
  const match = /^A(\d+)$/.exec(anchorId || "");
  return match ? Number(match[1]) : null;
}

/**
 * A progress event as a line a player reads ("Writing scene 2 of 5…"), or null for the pipeline's
 * internals (its stages, the checks it repeats, the messages that name fields and numbers).
 * @param {Progress} event
 * @returns {string | null}
 */
export function progressLine(event) {
  const n = sceneNumber(event.anchor_id);
  const what = n ? `scene ${n} of ${SCENES_IN_A_STORY}` : event.anchor_id ? "your ending" : "the story";
  switch (event.kind) {
    case "plan":
      if (event.anchor_id) return `Writing ${what}…`;
      return event.message || "Planning the story…"; // the plan's own sentences are written for players
    case "retry":
      return `Polishing ${what}…`;
    case "fallback":
      return `Keeping part of ${what} simple.`;
    case "scene_ready":
      return n ? `Scene ${n} of ${SCENES_IN_A_STORY} is ready.` : "Your ending is ready.";
    case "ending":
      return event.message || "The story reaches its ending.";
    default:
      return null;
  }
}

/** One scene's panels (an anchor's or the ending's), as a log a screen reader follows. @param {Scene} scene @param {string} label */
export function panelsOf(scene, label) {
  const panels = h("div", { class: "panels log", role: "log", "aria-label": label, tabindex: "0" });
  for (const panel of scene.panels) panels.append(lineElement(panel.speaker, displayName(panel.speaker), panel.text));
  return panels;
}

/** A sentence when pictures or sound could not be made (never the pipeline's status words). @param {Scene} scene */
export function assetNote(scene) {
  const missing = Object.values(scene.asset_status || {}).some((status) => status !== "ready");
  return missing ? h("p", { class: "note", text: "Some pictures or sounds could not be made for this scene; the story is told in words." }) : null;
}

/**
 * The clarifying question and a form for the answer.
 * @param {string} question @param {(answer: string) => void} onAnswer
 */
export function clarifyForm(question, onAnswer) {
  const answer = /** @type {HTMLInputElement} */ (h("input", { id: "answer", type: "text", maxlength: "2000" }));
  const form = h("form", { class: "clarify" },
    h("p", { class: "question", text: question }),
    h("label", { for: "answer", text: "Your answer" }), answer,
    h("p", {}, h("button", { type: "submit", text: "Answer" })));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = answer.value.trim();
    if (text) onAnswer(text);
  });
  return { element: form, focus: answer };
}

/**
 * A scene: its heading, panels, question and choices ("Continue" when the story simply goes on).
 * @param {Scene} scene @param {(choiceId: string, label: string | null) => void} onChoose
 */
export function sceneView(scene, onChoose) {
  const choices = h("ul", { class: "choices-list", "aria-label": "What happens next?" });
  if (scene.continue_id) {
    const id = scene.continue_id;
    choices.append(h("li", {}, h("button", { type: "button", class: "option", text: "Continue", onclick: () => onChoose(id, null) })));
  }
  for (const c of scene.choices) {
    choices.append(h("li", {}, h("button", { type: "button", class: "option", text: c.label, onclick: () => onChoose(c.id, c.label) })));
  }
  const heading = h("h2", { tabindex: "-1", text: `${scene.title} — ${scene.location}` });
  const element = h("div", { class: "scene" }, heading, panelsOf(scene, "Scene"),
    scene.question ? h("p", { class: "question", text: scene.question }) : null,
    choices, assetNote(scene));
  return { element, focus: choices.querySelector("button") || heading };
}

/**
 * The ending, told in its own panels, the path taken (in the choices' words) and the export button.
 * @param {Ending} ending @param {string[]} path @param {() => void} onExport
 */
export function endingView(ending, path, onExport) {
  const scene = ending.scene;
  const exportButton = h("button", { type: "button", text: "Export story (zip)", onclick: onExport });
  const element = h("section", { class: "ending", "aria-labelledby": "ending-title" },
    h("h2", { id: "ending-title", text: `The end: ${ending.title} — ${scene.location}` }),
    panelsOf(scene, "Ending"),
    path.length ? h("p", { class: "note", text: `Your path: ${path.join(" → ")}` }) : null,
    assetNote(scene),
    exportButton);
  return { element, focus: exportButton };
}

// Say it instead of typing it: the push-to-talk button of js/voice/mic.js (recorded in the browser,
// POST /voice/transcribe) puts the transcript into a text field, for the player to check and edit
// before sending it. The button's name follows its state (idle, recording, transcribing) and a
// status line says what happened, announced politely.

const IDLE = "Hold to talk";
const TRANSCRIBING = "Transcribing…";

/**
 * @param {HTMLInputElement | HTMLTextAreaElement} field  where the transcript goes (added to what is there)
 * @param {string} confirm  what the player does next, said after the transcript ("press Make my story")
 * @param {AbortSignal} signal  the view's lifetime
 * @returns {{button: HTMLButtonElement, status: HTMLElement}}
 */
export function voiceInput(field, confirm, signal) {
  const status = h("p", { class: "note voice-status", role: "status", "aria-live": "polite" });
  /** @param {string} text */
  const say = (text) => { status.textContent = text; };

  /** Back to idle: the button can record again (unless the form is locked meanwhile). */
  function ready() {
    button.textContent = IDLE;
    button.removeAttribute("aria-busy");
    if (button.dataset.transcribing) {
      delete button.dataset.transcribing;
      button.disabled = false;
    }
  }

  const button = /** @type {HTMLButtonElement} */ (micButton((text) => {
    ready();
    const before = field.value.trim();
    field.value = before ? `${before} ${text}` : text;
    field.focus();
    say(`Heard “${text}” — check it (you can edit it), then ${confirm}.`);
  }, (note) => {
    ready();
    say(note);
  }, signal));
  button.textContent = IDLE;

  // mic.js flips aria-pressed: true while recording, false once the recording goes to be transcribed.
  const watcher = new MutationObserver(() => {
    if (button.getAttribute("aria-pressed") === "true") {
      say("Recording… release the button when you are done.");
    } else if (!signal.aborted && button.textContent === IDLE) {
      button.textContent = TRANSCRIBING;
      button.setAttribute("aria-busy", "true");
      button.dataset.transcribing = "1";
      button.disabled = true;
      say("Transcribing what you said…");
    }
  });
  watcher.observe(button, { attributes: true, attributeFilter: ["aria-pressed"] });
  signal.addEventListener("abort", () => watcher.disconnect(), { once: true });
  return { button, status };
}

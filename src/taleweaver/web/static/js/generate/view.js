// Generate a story from how the player feels: intake → (one question) → live progress → scenes → ending
// → export. The ending is told in its own scene package (result.ending.scene), shown and spoken like a scene.
import { confirmWipe } from "../core/confirm.js";
import { clear, download, follow, h } from "../core/dom.js";
import { isAbort } from "../core/http.js";
import { modelNote, roleModels } from "../settings/models.js";
import { orb, setOrb } from "../voice/orb.js";
import { speakLines, stopSpeaking } from "../voice/speech.js";
import { chooseStep, clarifyStep, exportStory, startStep } from "./api.js";
import { clarifyForm, endingView, progressLine, sceneView, voiceInput } from "./render.js";
import { emptyStory, forgetStory, loadStory, storeStory, takeStep } from "./store.js";

/** @typedef {import("./api.js").Scene} Scene */
/** @typedef {import("./api.js").StoryStep} StoryStep */

/** @type {import("../app.js").View} */
export async function showGenerate(view, { signal, ui }) {
  let record = loadStory();
  /** @type {AbortController | null} the step under way (Cancel aborts it; so does leaving the page) */
  let step = null;

  const intake = h("textarea", { id: "intake", rows: "3", maxlength: "4000" });
  const makeButton = h("button", { type: "submit", text: "Make my story" });
  // Or say it: the transcript lands in the field, to be checked and edited before the story is made.
  const spoken = voiceInput(/** @type {HTMLTextAreaElement} */ (intake), "press Make my story", signal);
  const startForm = h("form", { class: "intake" },
    h("label", { for: "intake", text: "How are you feeling? What would you like a story about?" }), intake,
    h("p", {}, makeButton, " ", spoken.button), spoken.status);
  const progress = h("div", { class: "progress log", role: "log", "aria-label": "Progress", "aria-live": "polite", tabindex: "0" });
  const cancel = h("button", { type: "button", class: "cancel", text: "Cancel", hidden: true, onclick: () => step?.abort() });
  const stage = h("div", { class: "stage" });
  const note = h("div", { class: "model-notes" });
  const restart = h("button", { type: "button", text: "New story", onclick: askNewStory });
  view.append(
    h("section", { class: "generate" },
      h("div", { class: "play-head" }, h("h1", { text: "Generate a story" }), orb(), restart),
      note, startForm, h("h2", { text: "Progress" }), progress, cancel, stage),
  );

  // What writes the story: none (the offline writer), a demo model (slow: say so), or a real one.
  roleModels({ signal }).then((roles) => {
    const said = modelNote(roles.pipeline, {
      none: "No story model is plugged in: stories are written by the offline writer (the same few every time).",
      demo: "This server writes stories with a tiny demo model: a five-scene story takes about 25 minutes and reads poorly. You can cancel while it writes",
    });
    if (said) note.append(said);
  }, () => {});

  /** While a step runs nothing else can be sent (no choice twice, no second story). @param {boolean} on */
  function lock(on) {
    for (const control of view.querySelectorAll(".stage button, .stage input, .intake button, .intake textarea")) {
      if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        control.disabled = on;
      }
    }
    stage.setAttribute("aria-busy", String(on));
    cancel.hidden = !on;
  }

  /** @param {string} text */
  function progressSays(text) {
    progress.append(h("p", { text }));
    follow(progress);
  }

  /**
   * Run a step of the pipeline (one at a time), then show what it made.
   * @param {(onProgress: (e: import("./api.js").Progress) => void, signal: AbortSignal) => Promise<StoryStep>} run
   */
  async function go(run) {
    if (step) return;
    stopSpeaking(); // the player acted: cut the scene's speech and the lines requested ahead
    ui.clearError();
    const mine = new AbortController();
    step = mine;
    signal.addEventListener("abort", () => mine.abort(), { once: true, signal: mine.signal });
    lock(true);
    setOrb("thinking");
    try {
      const result = await run((event) => {
        const line = progressLine(event);
        if (line) progressSays(line);
      }, mine.signal);
      takeStep(record, result);
      storeStory(record);
      show(result);
    } catch (err) {
      if (signal.aborted) return;
      if (isAbort(err)) progressSays("Cancelled.");
      else ui.showError(err);
      lock(false);
    } finally {
      step = null;
      if (!signal.aborted) {
        setOrb("idle");
        cancel.hidden = true;
        stage.setAttribute("aria-busy", "false");
      }
    }
  }

  /** Each panel in the voice the scene's cast gave it (audio.lines), else the narrator's. @param {Scene} scene */
  function speak(scene) {
    const cast = new Map((scene.audio?.lines || []).map((l) => [l.panel, l.voice]));
    speakLines(scene.panels.map((p, i) => ({ speaker: p.speaker, text: p.text, voice: cast.get(i) || null })));
  }

  /** @param {StoryStep} result */
  function show(result) {
    clear(stage);
    startForm.hidden = true;
    let shown = null;
    if (result.status === "needs_clarification") {
      shown = clarifyForm(result.question || "", (answer) => {
        const session = record.session;
        if (session) go((onProgress, s) => clarifyStep(session, answer, onProgress, s));
      });
      const answerVoice = voiceInput(/** @type {HTMLInputElement} */ (shown.focus), "press Answer", signal);
      shown.element.querySelector("p:last-of-type")?.append(" ", answerVoice.button);
      shown.element.append(answerVoice.status);
    } else if (result.status === "scene" && result.scene) {
      shown = sceneView(result.scene, choose);
      speak(result.scene);
    } else if (result.status === "ending" && result.ending) {
      shown = endingView(result.ending, record.path, exportZip);
      speak(result.ending.scene);
    }
    if (!shown) return;
    stage.append(shown.element);
    shown.focus.focus();
  }

  /** @param {string} choiceId @param {string | null} label */
  function choose(choiceId, label) {
    const session = record.session;
    if (!session || step) return;
    go(async (onProgress, s) => {
      const result = await chooseStep(session, choiceId, onProgress, s);
      if (label) record.path.push(label);
      return result;
    });
  }

  async function exportZip() {
    ui.clearError();
    if (!record.session || !record.ending) return;
    try {
      const { blob, name } = await exportStory({ session: record.session, scenes: record.scenes, ending: record.ending }, signal);
      download(blob, name);
      stage.append(h("p", { class: "note", role: "status", text: `Exported ${name}. Play it with: taleweaver serve --stories FOLDER` }));
    } catch (err) {
      if (!isAbort(err)) ui.showError(err);
    }
  }

  async function askNewStory() {
    const begun = record.scenes.length > 0 || record.last !== null;
    if (begun && !(await confirmWipe({
      title: "Start a new story?",
      body: "This story will be lost (export it first to keep it).",
      yes: "New story",
      no: "Keep this story",
    }))) return;
    step?.abort();
    stopSpeaking();
    forgetStory();
    record = emptyStory();
    clear(stage);
    clear(progress);
    startForm.hidden = false;
    lock(false);
    intake.focus();
  }

  startForm.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = /** @type {HTMLTextAreaElement} */ (intake).value.trim();
    if (!text) {
      ui.showError("Tell the story-maker something first: how you feel, or what the story should be about.");
      return;
    }
    if (step) return;
    record = emptyStory();
    clear(progress);
    go((onProgress, s) => startStep(text, onProgress, s));
  }, { signal });

  if (record.last) show(record.last);
  return stopSpeaking; // the scene's voice ends with the page (the step under way goes with the signal)
}

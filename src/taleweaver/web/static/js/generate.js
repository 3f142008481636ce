// Generate a story from how the player feels: intake → (one question) → live progress → scenes → ending → export.
// The ending is told in its own scene package (result.ending.scene): shown and spoken like every scene.
import { postForBlob, postStream } from "./api.js";
import { clear, download, h, speakerBadge, speakerColour } from "./dom.js";
import { orb, setOrb, speakLines, stopSpeaking } from "./voice.js";

const KEY = "tw.generate";
const displayName = (id) => id.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");

export async function showGenerate(view, ui) {
  let saved = (() => {
    try {
      return JSON.parse(localStorage.getItem(KEY) || "null");
    } catch {
      return null;
    }
  })() || { session: null, scenes: [], ending: null, last: null };

  const intake = h("textarea", { id: "intake", rows: "3", maxlength: "4000" });
  const startForm = h("form", { class: "intake" },
    h("label", { for: "intake", text: "How are you feeling? What would you like a story about?" }), intake,
    h("p", {}, h("button", { type: "submit", text: "Make my story" })));
  const progress = h("ol", { class: "progress", role: "log", "aria-label": "Progress", "aria-live": "polite" });
  const stage = h("div", { class: "stage" });
  const restart = h("button", { type: "button", text: "New story", onclick: () => {
    stopSpeaking();
    localStorage.removeItem(KEY);
    saved = { session: null, scenes: [], ending: null, last: null };
    clear(stage);
    clear(progress);
    startForm.hidden = false;
    intake.focus();
  } });
  view.append(
    h("section", { class: "generate" },
      h("div", { class: "play-head" }, h("h1", { text: "Generate a story" }), orb(), restart),
      startForm, h("h2", { text: "Progress" }), progress, stage),
  );

  function remember() {
    localStorage.setItem(KEY, JSON.stringify(saved));
  }

  function onEvent(name, data) {
    if (name === "result") return;
    if (name === "error") return;
    const text = (data && data.message) || name;
    progress.append(h("li", { class: name, text }));
    progress.scrollTop = progress.scrollHeight;
  }

  async function step(path, body) {
    stopSpeaking(); // the player acted: cut the scene's speech and the lines requested ahead
    ui.clearError();
    setOrb("thinking");
    let result = null;
    let failure = null;
    try {
      await postStream(path, body, (name, data) => {
        if (name === "result") result = data;
        else if (name === "error") failure = data;
        onEvent(name, data);
      });
    } catch (err) {
      setOrb("idle");
      ui.showError(err);
      return;
    }
    setOrb("idle");
    if (failure) {
      const { errorFrom } = await import("./api.js");
      ui.showError(errorFrom(500, { detail: failure }));
      return;
    }
    if (!result) {
      ui.showError(new Error("the server closed the progress stream without a result; try again"));
      return;
    }
    saved.session = result.session;
    saved.last = result;
    if (result.scene) saved.scenes.push(result.scene);
    if (result.ending) saved.ending = result.ending.scene;
    remember();
    show(result);
  }

  // One scene's panels (an anchor's or the ending's), as a log a screen reader follows.
  function panelsOf(scene, label) {
    const panels = h("div", { class: "panels log", role: "log", "aria-label": label });
    for (const panel of scene.panels) {
      const name = displayName(panel.speaker);
      const line = h("p", { class: "line" }, speakerBadge(panel.speaker, name),
        h("b", { class: "speaker-name", text: `${name}:` }), " ", h("span", { text: panel.text }));
      line.style.setProperty("--speaker", speakerColour(panel.speaker));
      panels.append(line);
    }
    return panels;
  }

  function assetNote(scene) {
    return scene.asset_status ? h("p", { class: "note", text: `Assets: ${Object.entries(scene.asset_status).map(([k, v]) => `${k} ${v}`).join(", ")}` }) : null;
  }

  // Each panel in the voice the scene's cast gave it (audio.lines), else the narrator's.
  function speak(scene) {
    const cast = new Map((scene.audio?.lines || []).map((l) => [l.panel, l.voice]));
    speakLines(scene.panels.map((p, i) => ({ speaker: p.speaker, text: p.text, voice: cast.get(i) || null })), {});
  }

  function show(result) {
    clear(stage);
    startForm.hidden = true;
    if (result.status === "needs_clarification") {
      const answer = h("input", { id: "answer", type: "text", maxlength: "2000" });
      const form = h("form", { class: "clarify" },
        h("p", { class: "question", text: result.question }),
        h("label", { for: "answer", text: "Your answer" }), answer,
        h("p", {}, h("button", { type: "submit", text: "Answer" })));
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        if (answer.value.trim()) step("/story/clarify/stream", { answer: answer.value.trim(), session: saved.session });
      });
      stage.append(form);
      answer.focus();
      return;
    }
    if (result.status === "scene") {
      const scene = result.scene;
      const panels = panelsOf(scene, "Scene");
      const choices = h("ul", { class: "choices-list" });
      if (scene.continue_id) {
        choices.append(h("li", {}, h("button", { type: "button", class: "option", text: "Continue", onclick: () => choose(scene.continue_id) })));
      }
      for (const c of scene.choices) {
        choices.append(h("li", {}, h("button", { type: "button", class: "option", text: c.label, onclick: () => choose(c.id) })));
      }
      stage.append(
        h("h2", { text: `${scene.title} — ${scene.location}` }),
        panels,
        scene.question ? h("p", { class: "question", text: scene.question }) : null,
        choices,
        assetNote(scene),
      );
      choices.querySelector("button")?.focus();
      speak(scene);
      return;
    }
    if (result.status === "ending") {
      const ending = result.ending;
      const scene = ending.scene;
      const exportButton = h("button", { type: "button", text: "Export story (zip)", onclick: exportZip });
      stage.append(h("section", { class: "ending", "aria-labelledby": "ending-title" },
        h("h2", { id: "ending-title", text: `The end: ${ending.title} — ${scene.location}` }),
        panelsOf(scene, "Ending"),
        h("p", { class: "note", text: `Your path: ${ending.path.join(" → ") || "—"}` }),
        assetNote(scene),
        exportButton));
      exportButton.focus();
      speak(scene);
    }
  }

  async function choose(choiceId) {
    await step("/story/choose/stream", { choice_id: choiceId, session: saved.session });
  }

  async function exportZip() {
    ui.clearError();
    try {
      const result = await postForBlob("/story/export", { session: saved.session, scenes: saved.scenes, ending: saved.ending });
      const name = /filename="([^"]+)"/.exec(result.response.headers.get("content-disposition") || "")?.[1] || "story.zip";
      download(result.blob, name);
      stage.append(h("p", { class: "note", role: "status", text: `Exported ${name}. Play it with: taleweaver serve --stories FOLDER` }));
    } catch (err) {
      ui.showError(err);
    }
  }

  startForm.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = intake.value.trim();
    if (!text) {
      ui.showError(new Error("Tell the story-maker something first: how you feel, or what the story should be about."));
      return;
    }
    saved = { session: null, scenes: [], ending: null, last: null };
    clear(progress);
    step("/story/start/stream", { intake: text });
  });

  if (saved.last) show(saved.last);
}

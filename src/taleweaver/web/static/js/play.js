// Playing an authored story: POST /play/start, /play/turn; the sealed session lives in localStorage.
import { errorFrom, getJson, postJson } from "./api.js";
import { clear, download, h, speakerBadge, speakerColour } from "./dom.js";
import { avatarFigure } from "./avatar.js";
import { micButton, orb, setOrb, speakLines, speechListeners, stopSpeaking } from "./voice.js";

const MAX_LOG = 200;
const TOKEN_CODES = new Set(["token_tampered", "token_expired", "token_version", "token_wrong_story", "token_too_large", "save_invalid"]);
const storeKey = (id) => `tw.play.${id}`;

function loadStored(id) {
  try {
    const data = JSON.parse(localStorage.getItem(storeKey(id)) || "null");
    return data && typeof data.session === "string" ? data : null;
  } catch {
    return null;
  }
}

export async function showPlay(view, storyId, ui) {
  let card;
  try {
    card = await getJson(`/play/stories/${encodeURIComponent(storyId)}`);
  } catch (err) {
    view.append(h("h1", { text: "Story not available" }), h("p", {}, h("a", { href: "#/", text: "Back to the library" })));
    throw err;
  }
  const speakers = card.speakers || {};
  const nameOf = (id) => speakers[id] || id;
  let saved = loadStored(storyId) || { session: null, log: [], row: null };

  // ── layout ───────────────────────────────────────────────────────────
  const title = h("h1", { text: card.title });
  const avatar = avatarFigure();
  const current = h("p", { class: "current-speaker" });
  const log = h("div", { class: "log", role: "log", "aria-label": "Story so far", "aria-live": "polite", tabindex: "0" });
  const note = h("p", { class: "note", role: "status", "aria-live": "polite" });
  const optionsTitle = h("h2", { id: "options-title", text: "What do you do?" });
  const options = h("ol", { class: "options", "aria-labelledby": "options-title" });
  const input = h("input", { id: "say", name: "say", type: "text", autocomplete: "off", maxlength: "2000" });
  const form = h("form", { class: "say" },
    h("label", { for: "say", text: "Say what you do" }), input, h("button", { type: "submit", text: "Send" }));
  form.append(micButton((text) => send(text), (text) => showNote(text)));
  const mapList = h("ul", { class: "scene-map" });
  const map = h("section", { class: "map", "aria-labelledby": "map-title" }, h("h2", { id: "map-title", text: "Scene map" }), mapList);
  const modelList = h("ol", { class: "model-calls" });
  const modelPanel = h("details", { class: "model-panel", hidden: true }, h("summary", { text: "What the model did" }), modelList);
  const fileInput = h("input", { type: "file", id: "load-file", accept: ".json,application/json", class: "visually-hidden" });
  const tools = h("div", { class: "toolbar", role: "group", "aria-label": "Game" },
    h("button", { type: "button", text: "Save", onclick: save }),
    h("label", { for: "load-file", class: "button", tabindex: "0", role: "button", text: "Load", onkeydown: (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fileInput.click(); }
    } }),
    fileInput,
    h("button", { type: "button", text: "Restart", onclick: restart }),
    h("a", { href: "#/", class: "button", text: "Library" }));
  fileInput.addEventListener("change", load);
  view.append(
    h("section", { class: "play" },
      h("div", { class: "play-head" }, avatar, title, orb(), tools),
      current, log, note,
      h("div", { class: "choices" }, optionsTitle, options, form),
      h("div", { class: "side" }, map, modelPanel)),
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = "";
    send(text);
  });

  // Keys 1–9 choose an option (not while typing in the text box).
  function onKey(e) {
    if (!document.body.contains(view) || !view.contains(options)) {
      document.removeEventListener("keydown", onKey);
      return;
    }
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return;
    const button = options.querySelector(`button[data-number="${e.key}"]`);
    if (button) {
      e.preventDefault();
      button.click();
    }
  }
  document.addEventListener("keydown", onKey);

  // ── rendering ────────────────────────────────────────────────────────
  function showNote(text, extra) {
    clear(note);
    if (text) note.append(text);
    if (extra) note.append(" ", extra);
  }

  function lineElement(line) {
    const p = h("p", { class: "line" }, speakerBadge(line.speaker, nameOf(line.speaker)),
      h("b", { class: "speaker-name", text: `${nameOf(line.speaker)}:` }), " ", h("span", { text: line.text }));
    p.style.setProperty("--speaker", speakerColour(line.speaker));
    return p;
  }

  function appendLines(lines, playerInput) {
    if (playerInput !== null && playerInput !== undefined) {
      const said = { speaker: "you", text: playerInput, you: true };
      saved.log.push(said);
      log.append(h("p", { class: "line you" }, h("b", { text: "You:" }), " ", h("span", { text: playerInput })));
    }
    for (const line of lines) {
      saved.log.push(line);
      log.append(lineElement(line));
    }
    saved.log = saved.log.slice(-MAX_LOG);
    log.scrollTop = log.scrollHeight;
  }

  function renderLog() {
    clear(log);
    for (const line of saved.log) {
      if (line.you) log.append(h("p", { class: "line you" }, h("b", { text: "You:" }), " ", h("span", { text: line.text })));
      else log.append(lineElement(line));
    }
    log.scrollTop = log.scrollHeight;
  }

  function renderOptions(row) {
    clear(options);
    const ended = row.state?.ended;
    for (const o of ended ? [] : row.options || []) {
      const blocked = o.available === false;
      const reasonId = `reason-${o.number}`;
      const button = h("button", {
        type: "button",
        class: blocked ? "option blocked" : "option",
        dataset: { number: String(o.number), kind: o.kind },
        "aria-disabled": blocked ? "true" : null,
        "aria-describedby": blocked ? reasonId : null,
        "aria-keyshortcuts": o.number <= 9 ? String(o.number) : null,
        text: o.label,
        onclick: () => send(String(o.number)),
      });
      options.append(h("li", { class: blocked ? "blocked" : "" },
        h("kbd", { "aria-hidden": "true", text: String(o.number) }), button,
        blocked ? h("span", { class: "reason", id: reasonId, text: `Blocked: ${o.reason || "not possible yet"}` }) : null));
    }
    if (ended) {
      options.append(h("li", { class: "the-end" }, h("p", { text: "The end." }),
        h("button", { type: "button", text: "Play again", onclick: restart }), " ",
        h("a", { href: "#/", class: "button", text: "Back to the library" })));
    }
  }

  function renderMap(row) {
    clear(mapList);
    const state = row.state || {};
    const here = state.scene_id;
    if (here) mapList.append(h("li", { class: "here" }, h("span", { "aria-hidden": "true", text: "● " }), `${card.scenes[here] || here} (you are here)`));
    for (const o of row.options || []) {
      if (o.kind !== "scene") continue;
      const name = card.scenes[o.id] || o.id;
      if (o.available === false) mapList.append(h("li", { class: "blocked" }, h("span", { "aria-hidden": "true", text: "✕ " }), `${name} (blocked: ${o.reason})`));
      else mapList.append(h("li", { class: "reachable" }, h("span", { "aria-hidden": "true", text: "→ " }), `${name} (reachable)`));
    }
    if (!mapList.children.length) mapList.append(h("li", { text: "No scenes to show." }));
  }

  function renderModel(row) {
    const calls = (row.events || []).filter((e) => e.type === "tool_call" || e.type === "fallback" || e.type === "handoff");
    if (!calls.length) return;
    modelPanel.hidden = false;
    for (const e of calls) {
      let text;
      if (e.type === "tool_call") text = `${e.accepted ? "✓ accepted" : "✗ refused"}: ${e.name}(${JSON.stringify(e.args)})${e.reason ? ` — ${e.reason}` : ""}`;
      else if (e.type === "fallback") text = `↺ fallback to the offline player: ${e.reason}`;
      else text = `↪ handoff: ${JSON.stringify(e)}`;
      modelList.append(h("li", { text }));
    }
  }

  let previousOptions = [];
  function renderNotes(row) {
    const notes = [];
    for (const e of row.events || []) {
      if (e.type === "clarify") {
        const closest = (e.options || []).map((o) => `“${o.label}”`);
        const hint = closest.length ? ` Did you mean ${closest.slice(0, -1).join(", ")}${closest.length > 1 ? " or " : ""}${closest.at(-1)}?` : "";
        notes.push(`I'm not sure which you mean.${hint} Pick an option, or say it another way.`);
      }
      else if (e.type === "error") notes.push(e.message);
      else if (e.type === "blocked") notes.push(`Blocked: ${e.reason}`);
      else if (e.type === "intent") {
        const [prefix, ...rest] = e.key.split(":");
        const kind = { do: "action", go: "scene", act: "scene_action", select: "story" }[prefix];
        const chosen = previousOptions.find((o) => o.kind === kind && o.id === rest.join(":"));
        notes.push(`Understood as “${e.label || (chosen ? chosen.label : e.key)}”.`);
      } else if (e.type === "help") notes.push(`Commands: ${Object.keys(e.commands).join(", ")}`);
      else if (e.type === "ended") notes.push("The story has ended.");
    }
    showNote(notes.filter(Boolean).join(" "));
  }

  // "Speaking:" names whoever says the current line: the line being spoken aloud, else the last
  // line shown (a narrator's line after a character's node is the narrator's), else the node's speaker.
  function showSpeaker(id) {
    clear(current).append(speakerBadge(id, nameOf(id)), h("span", { text: `Speaking: ${nameOf(id)}` }));
    current.dataset.speaker = id;
  }

  function renderSpeaker(row) {
    const said = [...(row?.lines || [])].reverse().find((line) => line.speaker);
    const logged = [...saved.log].reverse().find((line) => !line.you && line.speaker);
    const id = said?.speaker || logged?.speaker || row?.state?.speaker || "narrator";
    showSpeaker(id);
    avatar.face(card.places?.[id] ?? 0, id); // with voice off the avatar still turns to who speaks
  }

  const onSpeech = (event) => {
    if (!document.body.contains(current)) speechListeners.delete(onSpeech);
    else if (event.type === "line") showSpeaker(event.line.speaker);
  };
  speechListeners.add(onSpeech);

  function render(row, playerInput) {
    appendLines(row.lines || [], playerInput);
    renderOptions(row);
    renderMap(row);
    renderNotes(row);
    renderModel(row);
    renderSpeaker(row);
  }

  function remember(row) {
    const { session, ...rest } = row;
    saved.session = session;
    saved.row = rest;
    localStorage.setItem(storeKey(storyId), JSON.stringify(saved));
  }

  function recover(err) {
    ui.showError(err);
    if (TOKEN_CODES.has(err.code)) {
      showNote("This session cannot continue.", h("button", { type: "button", text: "Start again", onclick: restart }));
    }
  }

  // ── actions ──────────────────────────────────────────────────────────
  async function begin() {
    setOrb("thinking");
    try {
      const row = await postJson("/play/start", { story_id: storyId });
      saved = { session: null, log: [], row: null };
      clear(log);
      render(row, null);
      remember(row);
      setOrb("idle");
      speakLines(row.lines || [], { storyId, nodeId: row.state?.node_id });
    } catch (err) {
      setOrb("idle");
      recover(err);
    }
  }

  async function send(text) {
    ui.clearError();
    stopSpeaking();
    setOrb("thinking");
    const said = /^[0-9]+$/.test(text) ? labelFor(text) : text;
    try {
      const row = await postJson("/play/turn", { session: saved.session, input: text });
      previousOptions = saved.row?.options || [];
      const before = saved.row?.state?.node_id;
      render(row, said);
      remember(row);
      setOrb("idle");
      const reached = row.state?.node_id && row.state.node_id !== before ? row.state.node_id : null;
      speakLines(row.lines || [], { storyId, nodeId: reached });
    } catch (err) {
      setOrb("idle");
      recover(err);
    }
  }

  function labelFor(number) {
    const option = (saved.row?.options || []).find((o) => String(o.number) === number);
    return option ? option.label : number;
  }

  async function restart() {
    stopSpeaking();
    ui.clearError();
    localStorage.removeItem(storeKey(storyId));
    await begin();
    options.querySelector("button")?.focus();
  }

  async function save() {
    ui.clearError();
    try {
      const response = await fetch("/play/save", { headers: { "x-taleweaver-session": saved.session || "" } });
      if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => null));
      download(await response.blob(), `${storyId}.save.json`);
      showNote("Saved: the save file is downloading.");
    } catch (err) {
      recover(err);
    }
  }

  async function load() {
    const file = fileInput.files?.[0];
    fileInput.value = "";
    if (!file) return;
    ui.clearError();
    try {
      const text = await file.text();
      const row = await postJson("/play/load", { save: text });
      saved = { session: null, log: [], row: null };
      clear(log);
      render(row, null);
      remember(row);
      showNote(`Loaded ${file.name}.`);
    } catch (err) {
      recover(err);
    }
  }

  if (saved.session && saved.row) {
    renderLog();
    renderOptions(saved.row);
    renderMap(saved.row);
    renderSpeaker(saved.row);
    showNote("Welcome back: your story continues where you left it.");
  } else {
    await begin();
  }
}

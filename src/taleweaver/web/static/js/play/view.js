// Playing an authored story: the page's layout and its actions (start, turn, Back, Restart, Save, Load).
// The HTTP calls are in api.js, what the browser keeps in store.js, the drawing in render.js.
import { avatarFigure } from "../avatar.js";
import { confirmWipe } from "../core/confirm.js";
import { clear, download, h, follow, speakerBadge } from "../core/dom.js";
import { isAbort } from "../core/http.js";
import { EXPIRED_CODES, TOKEN_CODES } from "../core/words.js";
import { micButton } from "../voice/mic.js";
import { orb, setOrb } from "../voice/orb.js";
import { listenToSpeech, speakLines, stopSpeaking } from "../voice/speech.js";
import { fetchSave, loadSave, playTurn, startStory, storyCard } from "./api.js";
import { logEntryElement, modelLines, renderMap, renderOptions, sayings } from "./render.js";
import { emptyRecord, forgetRecord, loadRecord, momentOf, popMoment, storeRecord } from "./store.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/** @typedef {import("./store.js").LogEntry} LogEntry */

/** @type {import("../app.js").View} */
export async function showPlay(view, { signal, ui, arg: storyId }) {
  let card;
  try {
    card = await storyCard(storyId, signal);
  } catch (err) {
    view.append(h("h1", { text: "Story not available" }), h("p", {}, h("a", { href: "#/", text: "Back to the library" })));
    throw err;
  }
  const story = card;
  /** @param {string} id */
  const nameOf = (id) => story.speakers[id] || id;
  let record = loadRecord(storyId) || emptyRecord();
  let busy = false;

  // ── layout ───────────────────────────────────────────────────────────
  const avatar = avatarFigure(signal);
  const current = h("p", { class: "current-speaker" });
  const log = h("div", { class: "log", role: "log", "aria-label": "Story so far", "aria-live": "polite", tabindex: "0" });
  const note = h("p", { class: "note", role: "status", "aria-live": "polite" });
  const optionsTitle = h("h2", { id: "options-title", text: "What do you do?" });
  const options = h("ol", { class: "options", "aria-labelledby": "options-title" });
  const input = /** @type {HTMLInputElement} */ (h("input", { id: "say", name: "say", type: "text", autocomplete: "off", maxlength: "2000" }));
  const sendButton = /** @type {HTMLButtonElement} */ (h("button", { type: "submit", text: "Send" }));
  const mic = micButton((text) => send(text), (text) => showNote(text), signal);
  const form = h("form", { class: "say" }, h("label", { for: "say", text: "Say what you do" }), input, sendButton, mic);
  const choices = h("div", { class: "choices" }, optionsTitle, options, form);
  const mapList = h("ul", { class: "scene-map" });
  const map = h("section", { class: "map", "aria-labelledby": "map-title" }, h("h2", { id: "map-title", text: "Scene map" }), mapList);
  const modelList = h("ol", { class: "model-calls" });
  const modelPanel = h("details", { class: "model-panel", hidden: true }, h("summary", { text: "What the model did" }), modelList);
  const fileInput = /** @type {HTMLInputElement} */ (h("input", { type: "file", id: "load-file", accept: ".json,application/json", class: "visually-hidden", tabindex: "-1", "aria-label": "Save file to load" }));
  const backButton = /** @type {HTMLButtonElement} */ (h("button", { type: "button", text: "Back", title: "Undo the last turn", onclick: back }));
  const tools = h("div", { class: "toolbar", role: "group", "aria-label": "Game" },
    backButton,
    h("button", { type: "button", text: "Save", onclick: save }),
    h("button", { type: "button", text: "Load", onclick: () => fileInput.click() }),
    fileInput,
    h("button", { type: "button", text: "Restart", onclick: askRestart }),
    h("a", { href: "#/", class: "button", text: "Library" }));
  fileInput.addEventListener("change", load, { signal });
  view.append(
    h("section", { class: "play" },
      h("div", { class: "play-head" }, avatar.figure, h("h1", { text: story.title }), orb(), tools),
      current, log, note, choices,
      h("div", { class: "side" }, map, modelPanel)),
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text || busy) return;
    input.value = "";
    send(text);
  }, { signal });

  // Keys 1–9 choose an option (not while typing in a text box).
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return;
    const button = options.querySelector(`button[data-number="${e.key}"]`);
    if (button instanceof HTMLButtonElement) {
      e.preventDefault();
      button.click();
    }
  }, { signal });

  // "Speaking:" names whoever says the line being spoken aloud.
  listenToSpeech((event) => {
    if (event.type === "line") showSpeaker(event.line.speaker);
  }, signal);

  // ── drawing ──────────────────────────────────────────────────────────
  /** @param {string} text @param {Node} [extra] */
  function showNote(text, extra) {
    clear(note);
    if (text) note.append(text);
    if (extra) note.append(" ", extra);
  }

  /** While a turn is in flight nothing else can be sent: options, text box, mic, Back. @param {boolean} on */
  function lock(on) {
    busy = on;
    choices.setAttribute("aria-busy", String(on));
    for (const control of [...options.querySelectorAll("button"), input, sendButton, mic, backButton]) {
      if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) control.disabled = on;
    }
    if (!on) backButton.disabled = record.history.length === 0;
  }

  /** @param {LogEntry} entry */
  function addToLog(entry) {
    record.log.push(entry);
    log.append(logEntryElement(entry, nameOf));
  }

  function redrawLog() {
    clear(log);
    for (const entry of record.log) log.append(logEntryElement(entry, nameOf));
    follow(log);
  }

  /** @param {string} id */
  function showSpeaker(id) {
    clear(current).append(speakerBadge(id, nameOf(id)), h("span", { text: `Speaking: ${nameOf(id)}` }));
    current.dataset.speaker = id;
  }

  /** The speaker of the current line: the last line said, else the last logged, else the node's. @param {TurnRow} row */
  function speakerOf(row) {
    const said = [...row.lines].reverse().find((line) => line.speaker);
    const logged = [...record.log].reverse().find((line) => !line.you && line.speaker);
    return said?.speaker || logged?.speaker || row.state.speaker || "narrator";
  }

  /** @param {TurnRow} row */
  function drawTurn(row) {
    renderOptions(options, row, { choose: (number) => send(number), playAgain: restart });
    renderMap(mapList, row, story);
    const id = speakerOf(row);
    showSpeaker(id);
    avatar.face(story.places?.[id] ?? 0, id); // with voice off the avatar still turns to who speaks
    lock(false);
  }

  /** @param {TurnRow} row @param {string | null} said  the player's words (null: the opening) @param {import("../types.js").Option[]} before */
  function show(row, said, before) {
    if (said !== null) addToLog({ speaker: "you", text: said, you: true });
    for (const line of row.lines) addToLog({ speaker: line.speaker, text: line.text });
    const { replies, notes } = sayings(row, before);
    const speaker = speakerOf(row);
    for (const text of replies) addToLog({ speaker, text, reply: true });
    follow(log);
    showNote(notes.join(" "));
    const calls = modelLines(row);
    if (calls.length) {
      modelPanel.hidden = false;
      for (const text of calls) modelList.append(h("li", { text }));
    }
    drawTurn(row);
  }

  /** Keep the row and its token, then ask for the sealed save of the new state (in the background). @param {TurnRow} row */
  function remember(row) {
    const { session, ...rest } = row;
    record.session = session || null;
    record.row = rest;
    record.save = null;
    storeRecord(storyId, record);
    const token = record.session;
    if (!token) return;
    const mine = record;
    fetchSave(token, signal).then((saved) => {
      if (mine !== record || record.session !== token) return;
      record.save = saved;
      storeRecord(storyId, record);
    }, () => {}); // no save this turn: the previous moment's save still brings the player back
  }

  /** Focus the new turn: its first option, else the ending's heading. */
  function focusTurn() {
    const target = options.querySelector("button:not([aria-disabled]), .end-title") || options.querySelector("button");
    if (target instanceof HTMLElement) target.focus();
  }

  /** @param {unknown} err */
  function fail(err) {
    if (isAbort(err) || signal.aborted) return;
    const code = err && typeof err === "object" && "code" in err ? String(err.code) : "";
    const again = TOKEN_CODES.has(code) ? h("button", { type: "button", text: "Start again", onclick: restart }) : null;
    ui.showError(err, again);
  }

  // ── actions ──────────────────────────────────────────────────────────
  async function begin() {
    stopSpeaking();
    lock(true);
    setOrb("thinking");
    try {
      const row = await startStory(storyId, signal);
      record = emptyRecord();
      clear(log);
      clear(modelList);
      modelPanel.hidden = true;
      show(row, null, []);
      remember(row);
      backButton.disabled = true;
      speakLines(row.lines, { storyId, nodeId: row.state.node_id });
    } catch (err) {
      lock(false);
      fail(err);
    } finally {
      if (!signal.aborted) setOrb(busy ? "thinking" : "idle");
    }
  }

  /**
   * A turn, resumed from the sealed save once if the token has expired.
   * @param {string} text @returns {Promise<{row: TurnRow, resumed: boolean}>}
   */
  async function turn(text) {
    const session = record.session || "";
    try {
      return { row: await playTurn(session, text, signal), resumed: false };
    } catch (err) {
      const code = err && typeof err === "object" && "code" in err ? String(err.code) : "";
      if (!EXPIRED_CODES.has(code) || !record.save) throw err;
      const resumed = await loadSave(record.save, signal); // the save does not expire: go on from it
      record.session = resumed.session || null;
      return { row: await playTurn(record.session || "", text, signal), resumed: true };
    }
  }

  /** @param {string} text  an option's number, or the player's words */
  async function send(text) {
    if (busy || !record.row) return;
    ui.clearError();
    stopSpeaking();
    lock(true);
    setOrb("thinking");
    const before = record.row;
    const said = /^[0-9]+$/.test(text) ? labelFor(text) : text;
    const moment = momentOf(record); // as it stood: Back returns here
    try {
      const { row, resumed } = await turn(text);
      if (moment) record.history.push(moment);
      show(row, said, before.options);
      if (resumed) note.prepend("Welcome back: your story goes on from where you left it. ");
      remember(row);
      setOrb("idle");
      focusTurn();
      const reached = row.state.node_id && row.state.node_id !== before.state.node_id ? row.state.node_id : null;
      speakLines(row.lines, { storyId, nodeId: reached });
    } catch (err) {
      lock(false);
      setOrb("idle");
      fail(err);
    }
  }

  /** @param {string} number */
  function labelFor(number) {
    const option = (record.row?.options || []).find((o) => String(o.number) === number);
    return option ? option.label : number;
  }

  /** Back: the game as it stood before the last turn (the tokens of earlier turns are kept here). */
  function back() {
    if (busy || !popMoment(record)) return;
    stopSpeaking();
    ui.clearError();
    storeRecord(storyId, record);
    redrawLog();
    if (record.row) drawTurn(record.row);
    showNote("Back one turn.");
    focusTurn();
  }

  async function askRestart() {
    if (busy) return;
    const played = record.log.some((entry) => entry.you);
    if (played && !(await confirmWipe({
      title: "Start this story again?",
      body: "Your progress in this story will be lost (download a save first to keep it).",
      yes: "Start again",
      no: "Keep playing",
    }))) return;
    await restart();
  }

  async function restart() {
    ui.clearError();
    forgetRecord(storyId);
    record = emptyRecord();
    await begin();
    focusTurn();
  }

  async function save() {
    ui.clearError();
    try {
      const saved = await fetchSave(record.session || "", signal);
      download(new Blob([JSON.stringify(saved, null, 2)], { type: "application/json" }), `${storyId}.save.json`);
      showNote("Saved: the save file is downloading.");
    } catch (err) {
      fail(err);
    }
  }

  async function load() {
    const file = fileInput.files?.[0];
    fileInput.value = "";
    if (!file || busy) return;
    ui.clearError();
    lock(true);
    try {
      const row = await loadSave(await file.text(), signal);
      stopSpeaking();
      record = emptyRecord();
      clear(log);
      show(row, null, []);
      remember(row);
      backButton.disabled = true;
      showNote(`Loaded ${file.name}.`);
    } catch (err) {
      lock(false);
      fail(err);
    }
  }

  if (record.session && record.row) {
    redrawLog();
    drawTurn(record.row);
    showNote("Welcome back: your story continues where you left it.");
  } else {
    await begin();
  }
  return stopSpeaking; // the story's voice ends with the page (requests and listeners go with the signal)
}

// The play page's screen: its layout, and drawing a turn onto it (no requests, no storage).
import { avatarFigure } from "../avatar.js";
import { clear, follow, h, speakerBadge } from "../core/dom.js";
import { micButton } from "../voice/mic.js";
import { orb } from "../voice/orb.js";
import { logEntryElement, modelLines, renderMap, renderOptions, sayings } from "./render.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/** @typedef {import("../types.js").OptionRow} Option */
/** @typedef {import("./store.js").LogEntry} LogEntry */
/** @typedef {import("./api.js").StoryCard} StoryCard */
/**
 * @typedef {object} PlayActions  what the screen's controls ask for
 * @property {(text: string) => void} send  an option's number, or the player's words
 * @property {() => void} back
 * @property {() => void} askRestart
 * @property {() => void} playAgain
 * @property {() => void} save
 * @property {(file: File) => void} load
 * @property {() => void} cancel  stop waiting for the turn under way
 */

export class PlayScreen {
  /** @param {StoryCard} story @param {AbortSignal} signal @param {PlayActions} actions */
  constructor(story, signal, actions) {
    this.story = story;
    this.actions = actions;
    this.title = h("h1", { text: story.title });
    this.avatar = avatarFigure(signal);
    this.current = h("p", { class: "current-speaker" });
    this.log = h("div", { class: "log", role: "log", "aria-label": "Story so far", "aria-live": "polite", tabindex: "0" });
    this.note = h("p", { class: "note", role: "status", "aria-live": "polite" });
    this.options = h("ol", { class: "options", "aria-labelledby": "options-title" });
    this.input = /** @type {HTMLInputElement} */ (h("input", { id: "say", name: "say", type: "text", autocomplete: "off", maxlength: "2000" }));
    this.sendButton = /** @type {HTMLButtonElement} */ (h("button", { type: "submit", text: "Send" }));
    this.mic = micButton((text) => actions.send(text), (text) => this.showNote(text), signal);
    const form = h("form", { class: "say" }, h("label", { for: "say", text: "Say what you do" }), this.input, this.sendButton, this.mic);
    this.cancel = h("button", { type: "button", class: "cancel", text: "Cancel", hidden: true, onclick: actions.cancel });
    this.modelNote = h("div", { class: "model-notes" });
    this.choices = h("div", { class: "choices" }, h("h2", { id: "options-title", text: "What do you do?" }), this.options, form, this.cancel);
    this.mapList = h("ul", { class: "scene-map" });
    this.modelList = h("ol", { class: "model-calls" });
    this.modelPanel = h("details", { class: "model-panel", hidden: true }, h("summary", { text: "What the model did" }), this.modelList);
    const fileInput = /** @type {HTMLInputElement} */ (h("input", { type: "file", id: "load-file", accept: ".json,application/json",
      class: "visually-hidden", tabindex: "-1", "aria-label": "Game file to open" }));
    this.backButton = /** @type {HTMLButtonElement} */ (h("button", { type: "button", text: "Back", title: "Undo the last turn", onclick: actions.back }));
    const tools = h("div", { class: "toolbar", role: "group", "aria-label": "Game" },
      this.backButton,
      h("button", { type: "button", text: "Save", onclick: actions.save }),
      h("button", { type: "button", text: "Load", onclick: () => fileInput.click() }),
      fileInput,
      h("button", { type: "button", text: "Restart", onclick: actions.askRestart }),
      h("a", { href: "#/", class: "button", text: "Library" }));
    fileInput.addEventListener("change", () => {
      const file = fileInput.files?.[0];
      fileInput.value = "";
      if (file) actions.load(file);
    }, { signal });
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (!text || this.input.disabled) return;
      this.input.value = "";
      actions.send(text);
    }, { signal });
    this.element = h("section", { class: "play" },
      h("div", { class: "play-head" }, this.avatar.figure, this.title, orb(), tools),
      this.modelNote, this.current, this.log, this.note, this.choices,
      h("div", { class: "side" },
        h("section", { class: "map", "aria-labelledby": "map-title" }, h("h2", { id: "map-title", text: "Scene map" }), this.mapList),
        this.modelPanel));
  }

  /** Another story's card (at the narrator's menu: the story entered, or the menu's again). @param {StoryCard} story */
  setStory(story) {
    this.story = story;
    this.title.textContent = story.title;
  }

  /** @param {string} id */
  nameOf(id) {
    return this.story.speakers[id] || id;
  }

  /** @param {string} text @param {string} [before]  said first (e.g. "Welcome back") */
  showNote(text, before = "") {
    this.note.textContent = [before, text].filter(Boolean).join(" ");
  }

  /** While a turn is in flight nothing else can be sent: options, text box, mic, Back. @param {boolean} on @param {boolean} canGoBack */
  lock(on, canGoBack) {
    this.choices.setAttribute("aria-busy", String(on));
    for (const control of [...this.options.querySelectorAll("button"), this.input, this.sendButton, this.mic]) {
      if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) control.disabled = on;
    }
    this.backButton.disabled = on || !canGoBack;
    this.cancel.hidden = !on;
  }

  /** The number keys choose (not while typing in a text box). @param {string} key */
  choose(key) {
    const button = this.options.querySelector(`button[data-number="${key}"]`);
    if (!(button instanceof HTMLButtonElement)) return false;
    button.click();
    return true;
  }

  /** @param {LogEntry} entry */
  addToLog(entry) {
    this.log.append(logEntryElement(entry, (id) => this.nameOf(id)));
  }

  /** @param {LogEntry[]} entries */
  redrawLog(entries) {
    clear(this.log);
    for (const entry of entries) this.addToLog(entry);
    follow(this.log);
  }

  /** @param {string} id */
  showSpeaker(id) {
    clear(this.current).append(speakerBadge(id, this.nameOf(id)), h("span", { text: `Speaking: ${this.nameOf(id)}` }));
    this.current.dataset.speaker = id;
  }

  /** The options, the map and who speaks, for a row (the log is drawn as the turn is taken). @param {TurnRow} row @param {string} speaker */
  drawTurn(row, speaker) {
    renderOptions(this.options, row, { choose: (number) => this.actions.send(number), playAgain: this.actions.playAgain });
    renderMap(this.mapList, row, this.story);
    this.showSpeaker(speaker);
    this.avatar.face(this.story.places?.[speaker] ?? 0, speaker); // with voice off the avatar still turns to who speaks
  }

  /**
   * The log entries a turn adds (the player's words, the lines, the replies in the current speaker's
   * voice), and the note; the model panel grows.
   * @param {TurnRow} row @param {string | null} said @param {Option[]} before @param {string} speaker
   * @returns {LogEntry[]}
   */
  entriesOf(row, said, before, speaker) {
    /** @type {LogEntry[]} */
    const entries = [];
    if (said !== null) entries.push({ speaker: "you", text: said, you: true });
    for (const line of row.lines) entries.push({ speaker: line.speaker, text: line.text });
    const { replies, notes } = sayings(row, before);
    for (const text of replies) entries.push({ speaker, text, reply: true });
    this.showNote(notes.join(" "));
    const calls = modelLines(row);
    if (calls.length) {
      this.modelPanel.hidden = false;
      for (const text of calls) this.modelList.append(h("li", { text }));
    }
    return entries;
  }

  resetModelPanel() {
    clear(this.modelList);
    this.modelPanel.hidden = true;
  }

  /** Focus the new turn: its first option, else the ending's heading. */
  focusTurn() {
    const target = this.options.querySelector("button:not([aria-disabled]), .end-title") || this.options.querySelector("button");
    if (target instanceof HTMLElement) target.focus();
  }
}

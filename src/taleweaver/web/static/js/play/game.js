// A story being played: the record the browser keeps, and the player's actions on it (start, turn,
// Back, Restart, Save, Load), drawn on a PlayScreen.
import { confirmWipe } from "../core/confirm.js";
import { download, follow, h } from "../core/dom.js";
import { isAbort } from "../core/http.js";
import { EXPIRED_CODES, TOKEN_CODES } from "../core/words.js";
import { setOrb } from "../voice/orb.js";
import { speakLines, stopSpeaking } from "../voice/speech.js";
import { fetchSave, loadSave, playTurn, startStory } from "./api.js";
import { emptyRecord, forgetRecord, loadRecord, momentOf, popMoment, storeRecord } from "./store.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/** @typedef {import("../types.js").OptionRow} Option */
/** @typedef {import("./screen.js").PlayScreen} PlayScreen */

/** Where the narrator's menu keeps its record (no story id has an "@"). */
const MENU_KEY = "@narrator";

/** @param {unknown} err */
const codeOf = (err) => (err && typeof err === "object" && "code" in err ? String(err.code) : "");

export class PlayGame {
  /**
   * @param {string} storyId  empty: the narrator's menu (kept under `tw.play.@narrator`)
   * @param {AbortSignal} signal  the view's lifetime: every request goes with it
   * @param {import("../core/alert.js").Ui} ui
   */
  constructor(storyId, signal, ui) {
    this.storyId = storyId;
    this.key = storyId || MENU_KEY;
    this.signal = signal;
    this.ui = ui;
    this.record = loadRecord(this.key) || emptyRecord();
    /** @type {((storyId: string) => Promise<void>) | null} at the menu: the story entered (or "" back at the menu) */
    this.onStory = null;
    this.shownStory = storyId;
    this.busy = false;
    /** @type {AbortController | null} the turn under way (Cancel aborts it; so does leaving the page) */
    this.pending = null;
    /** @type {PlayScreen | null} */
    this.screen = null;
  }

  /** @returns {PlayScreen} */
  get view() {
    if (!this.screen) throw new Error("the game has no screen yet");
    return this.screen;
  }

  /** Show the kept story again (after a reload), or start it. */
  async open() {
    const { row, log } = this.record;
    if (this.record.session && row) {
      await this.syncStory(row);
      this.view.redrawLog(log);
      this.drawTurn(row);
      this.view.showNote("Welcome back: your story continues where you left it.");
    } else {
      await this.begin();
    }
  }

  /** @param {boolean} on */
  lock(on) {
    this.busy = on;
    this.view.lock(on, this.record.history.length > 0);
  }

  /** The speaker of the current line: the last line said, else the last logged, else the node's. @param {TurnRow} row */
  speakerOf(row) {
    const said = [...row.lines].reverse().find((line) => line.speaker);
    const logged = [...this.record.log].reverse().find((line) => !line.you && line.speaker);
    return said?.speaker || logged?.speaker || row.state.speaker || "narrator";
  }

  /** At the menu: the card of the story the row is in (its names and scenes), before the row is drawn. @param {TurnRow} row */
  async syncStory(row) {
    const id = row.state.story_id || "";
    if (!this.onStory || id === this.shownStory) return;
    this.shownStory = id;
    try {
      await this.onStory(id);
    } catch (err) {
      if (isAbort(err)) throw err; // otherwise the speakers go by their ids
    }
  }

  /** The story a row's lines belong to (at the menu: the one entered, if any). @param {TurnRow} row */
  storyOf(row) {
    return row.state.story_id || this.storyId || null;
  }

  /** @param {TurnRow} row */
  drawTurn(row) {
    this.view.drawTurn(row, this.speakerOf(row));
    this.lock(false);
  }

  /** @param {TurnRow} row @param {string | null} said @param {Option[]} before */
  show(row, said, before) {
    const entries = this.view.entriesOf(row, said, before, this.speakerOf(row));
    for (const entry of entries) {
      this.record.log.push(entry);
      this.view.addToLog(entry);
    }
    follow(this.view.log);
    this.drawTurn(row);
  }

  /** Keep the row and its token, then ask for the sealed save of the new state (in the background). @param {TurnRow} row */
  remember(row) {
    const { session, ...rest } = row;
    const record = this.record;
    record.session = session || null;
    record.row = rest;
    record.save = null;
    storeRecord(this.key, record);
    const token = record.session;
    if (!token) return;
    fetchSave(token, this.signal).then((saved) => {
      if (record !== this.record || record.session !== token) return;
      record.save = saved;
      storeRecord(this.key, record);
    }, () => {}); // no save this turn: the moment before still brings the player back
  }

  /** @param {unknown} err */
  fail(err) {
    if (isAbort(err) || this.signal.aborted) return;
    const again = TOKEN_CODES.has(codeOf(err)) ? h("button", { type: "button", text: "Start again", onclick: () => this.restart() }) : null;
    this.ui.showError(err, again);
  }

  async begin() {
    stopSpeaking();
    this.lock(true);
    setOrb("thinking");
    try {
      const row = await startStory(this.storyId || null, this.signal);
      await this.syncStory(row);
      this.record = emptyRecord();
      this.view.redrawLog([]);
      this.view.resetModelPanel();
      this.show(row, null, []);
      this.remember(row);
      speakLines(row.lines, { storyId: this.storyOf(row), nodeId: row.state.node_id });
    } catch (err) {
      this.lock(false);
      this.fail(err);
    } finally {
      if (!this.signal.aborted) setOrb("idle");
    }
  }

  /**
   * A turn, resumed from the sealed save once if the token has expired.
   * @param {string} text @returns {Promise<{row: TurnRow, resumed: boolean}>}
   */
  async turn(text) {
    const pending = new AbortController();
    this.pending = pending;
    this.signal.addEventListener("abort", () => pending.abort(), { once: true, signal: pending.signal });
    const signal = pending.signal;
    try {
      return { row: await playTurn(this.record.session || "", text, signal), resumed: false };
    } catch (err) {
      if (!EXPIRED_CODES.has(codeOf(err)) || !this.record.save) throw err;
      const resumed = await loadSave(this.record.save, signal); // the save does not expire: go on from it
      this.record.session = resumed.session || null;
      return { row: await playTurn(this.record.session || "", text, signal), resumed: true };
    } finally {
      this.pending = null;
    }
  }

  /** Stop waiting for the turn under way (a slow model): nothing changes, the player can act again. */
  cancel() {
    this.pending?.abort();
  }

  /** @param {string} text  an option's number, or the player's words */
  async send(text) {
    const before = this.record.row;
    if (this.busy || !before) return;
    this.ui.clearError();
    stopSpeaking();
    this.lock(true);
    setOrb("thinking");
    const said = /^[0-9]+$/.test(text) ? this.labelFor(text) : text;
    const moment = momentOf(this.record); // as it stood: Back returns here
    try {
      const { row, resumed } = await this.turn(text);
      if (moment) this.record.history.push(moment);
      await this.syncStory(row);
      this.show(row, said, before.options);
      if (resumed) this.view.showNote(this.view.note.textContent || "", "Welcome back: your story goes on from where you left it.");
      this.remember(row);
      setOrb("idle");
      this.view.focusTurn();
      const reached = row.state.node_id && row.state.node_id !== before.state.node_id ? row.state.node_id : null;
      speakLines(row.lines, { storyId: this.storyOf(row), nodeId: reached });
    } catch (err) {
      this.lock(false);
      setOrb("idle");
      if (isAbort(err) && !this.signal.aborted) this.view.showNote("Cancelled: nothing happened.");
      this.fail(err);
    }
  }

  /** @param {string} number */
  labelFor(number) {
    const option = (this.record.row?.options || []).find((o) => String(o.number) === number);
    return option ? option.label : number;
  }

  /** Back: the game as it stood before the last turn (the tokens of earlier turns are kept here). */
  async back() {
    if (this.busy || !popMoment(this.record)) return;
    stopSpeaking();
    this.ui.clearError();
    storeRecord(this.key, this.record);
    if (this.record.row) await this.syncStory(this.record.row);
    this.view.redrawLog(this.record.log);
    if (this.record.row) this.drawTurn(this.record.row);
    this.view.showNote("Back one turn.");
    this.view.focusTurn();
  }

  async askRestart() {
    if (this.busy) return;
    const played = this.record.log.some((entry) => entry.you);
    if (played && !(await confirmWipe({
      title: "Start this story again?",
      body: "Your progress in this story will be lost (download a save first to keep it).",
      yes: "Start again",
      no: "Keep playing",
    }))) return;
    await this.restart();
  }

  async restart() {
    this.ui.clearError();
    forgetRecord(this.key);
    this.record = emptyRecord();
    await this.begin();
    this.view.focusTurn();
  }

  async save() {
    this.ui.clearError();
    try {
      const saved = await fetchSave(this.record.session || "", this.signal);
      download(new Blob([JSON.stringify(saved, null, 2)], { type: "application/json" }), `${this.record.row?.state.story_id || this.storyId || "menu"}.save.json`);
      this.view.showNote("Saved: the save file is downloading.");
    } catch (err) {
      this.fail(err);
    }
  }

  /** @param {File} file */
  async load(file) {
    if (this.busy) return;
    this.ui.clearError();
    this.lock(true);
    try {
      const row = await loadSave(await file.text(), this.signal);
      stopSpeaking();
      await this.syncStory(row);
      this.record = emptyRecord();
      this.view.redrawLog([]);
      this.show(row, null, []);
      this.remember(row);
      this.view.showNote(`Loaded ${file.name}.`);
    } catch (err) {
      this.lock(false);
      this.fail(err);
    }
  }
}

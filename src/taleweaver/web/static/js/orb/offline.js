// The orb on the offline stack (no OpenAI key: the default): the browser's microphone → each utterance
// as a WAV to /voice/transcribe → /play/turn (matcher first; the session opens at the narrator's menu
// with POST /play/start and no story) → the reply spoken by /voice/say in each speaker's voice.
import { isAbort } from "../core/http.js";
import { TOKEN_CODES } from "../core/words.js";
import { playTurn, startStory } from "../play/api.js";
import { Listener } from "../voice/listen.js";
import { resample, wavBlob } from "../voice/pcm.js";
import { speakLines, stopSpeaking } from "../voice/speech.js";
import { openMicrophone } from "./mic.js";
import { transcribe } from "./api.js";
import { forgetSession, loadSession, storeSession } from "./store.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/** @typedef {import("./states.js").OrbState} OrbState */
/**
 * @typedef {object} OrbUi  what a conversation tells the page
 * @property {(state: OrbState, caption?: string) => void} set  the orb's state (caption: the words shown in
 *   a state whose seed caption is empty)
 * @property {() => OrbState} state
 * @property {(row: TurnRow) => Promise<void>} row  a row arrived: toast its moves, learn its names, load
 *   an entered story's card
 * @property {(text: string) => void} said  the player's words, as heard
 * @property {(text: string, refused: boolean) => void} notice  a toast (kept under "Moves so far")
 * @property {(speaker: string) => string} nameOf  a speaker's display name
 * @property {(err: unknown) => void} fail  stop with "Tap to retry" and the reason
 * @property {string} voice  the narrator's voice chosen in the settings (empty: the story's own)
 */

const TRANSCRIBE_RATE = 16000;

/** @param {unknown} err */
const codeOf = (err) => (err && typeof err === "object" && "code" in err ? String(err.code) : "");

export class OfflineTalk {
  /** @param {OrbUi} ui */
  constructor(ui) {
    this.ui = ui;
    this.controller = new AbortController();
    this.listener = new Listener({
      speechStart: () => this.speechStarted(),
      utterance: (samples, rate) => this.heard(samples, rate),
    });
    /** @type {{samples: Float32Array, rate: number}[]} utterances waiting for the turn before them */
    this.queue = [];
    this.busy = false;
    this.speaking = false;
    this.token = "";
    this.stopped = false;
  }

  get signal() {
    return this.controller.signal;
  }

  async start() {
    if (!(await openMicrophone(this))) return;
    if (this.stopped) return;
    this.ui.set("starting");
    this.busy = true;
    try {
      const kept = loadSession();
      if (kept) {
        this.token = kept.token;
        await this.play(kept.row, null);
      } else {
        await this.play(await this.open(), null);
      }
    } catch (err) {
      this.failed(err);
    } finally {
      this.busy = false;
    }
    this.next();
  }

  /** A new session at the narrator's menu. */
  async open() {
    const row = await startStory(null, this.signal);
    this.keep(row);
    return row;
  }

  /** @param {TurnRow} row */
  keep(row) {
    this.token = row.session || this.token;
    if (this.token) storeSession(this.token, row);
  }

  /** @param {boolean} muted */
  mute(muted) {
    this.listener.muted = muted;
    this.listener.reset();
  }

  speechStarted() {
    if (this.stopped) return;
    if (this.speaking) stopSpeaking(); // barge-in: the player talks over the reply
    if (!this.busy) this.ui.set("user-speaking");
  }

  /** @param {Float32Array} samples @param {number} rate */
  heard(samples, rate) {
    if (this.stopped) return;
    this.queue.push({ samples, rate });
    this.next();
  }

  /** Take the next utterance, one turn at a time (none is dropped while a turn is under way). */
  async next() {
    if (this.busy || this.stopped) return;
    const utterance = this.queue.shift();
    if (!utterance) {
      this.ui.set(this.listener.speaking ? "user-speaking" : "listening");
      return;
    }
    this.busy = true;
    try {
      this.ui.set("processing", "…");
      const wav = wavBlob(resample(utterance.samples, utterance.rate, TRANSCRIBE_RATE), TRANSCRIBE_RATE);
      const text = await transcribe(wav, this.signal);
      if (!text) {
        this.ui.set("listening", "Nothing was heard; say it again.");
      } else {
        this.ui.said(text);
        this.ui.set("processing", `You: “${text}”`);
        await this.play(await this.turn(text), text);
      }
    } catch (err) {
      this.failed(err);
    } finally {
      this.busy = false;
    }
    this.next();
  }

  /** @param {string} text */
  async turn(text) {
    try {
      const row = await playTurn(this.token, text, this.signal);
      this.keep(row);
      return row;
    } catch (err) {
      if (!TOKEN_CODES.has(codeOf(err))) throw err;
      forgetSession(); // this session cannot go on: back at the menu, said so by the narrator's greeting
      return await this.open();
    }
  }

  /** Show a row and speak its lines (the voice changes hands on the way). @param {TurnRow} row @param {string | null} said */
  async play(row, said) {
    if (this.stopped) return;
    const entered = row.events.some((e) => e.type === "storyEntered");
    if (entered) this.ui.set("swapping-story");
    await this.ui.row(row);
    if (this.stopped) return;
    if (row.events.some((e) => e.type === "speakerChanged")) this.ui.set("swapping-character");
    else if (!row.lines.length) this.ui.set("listening", said === null ? "" : "Nothing changed; say it another way.");
    const lines = row.lines.map((line) => ({
      ...line, voice: line.speaker === "narrator" && this.ui.voice ? this.ui.voice : null,
    }));
    this.speaking = true;
    try {
      await speakLines(lines, { storyId: row.state.story_id, nodeId: row.state.node_id });
    } finally {
      this.speaking = false;
    }
  }

  /** @param {unknown} err */
  failed(err) {
    if (this.stopped || isAbort(err)) return;
    this.close();
    this.ui.fail(err);
  }

  close() {
    this.stopped = true;
    this.controller.abort();
    this.listener.close();
    this.queue = [];
    stopSpeaking();
  }
}

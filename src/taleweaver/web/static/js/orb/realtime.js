// The orb with an OpenAI key: speech to speech through the server's /realtime WebSocket (WS_PROTOCOL:
// docs/realtime.md). The microphone goes up as PCM16 24 kHz binary frames, the model's voice comes back
// the same way; the server re-validates every tool call and sends each row (the page toasts its
// tool_call events). The key is sent in the first frame of each connection and never in the URL.
// A dropped connection comes back within 5 s with the last token: the story goes on from the last move.
import { ApiError } from "../core/http.js";
import { Listener } from "../voice/listen.js";
import { PcmPlayer, resample, toPcm16 } from "../voice/pcm.js";
import { openMicrophone } from "./mic.js";
import { storeSession } from "./store.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/** @typedef {import("./offline.js").OrbUi} OrbUi */
/** @typedef {import("./states.js").OrbState} OrbState */
/**
 * @typedef {object} RealtimeOptions
 * @property {string} key  the OpenAI key the player typed (empty: the server's own)
 * @property {string} model  the Realtime model (empty: the server's default)
 * @property {string} summaryModel
 * @property {string} voice
 * @property {string} token  a sealed play token to resume (empty: the narrator's menu)
 * @property {string} robot  the Reachy chosen in the picker (HOST:PORT; empty: none): it moves with the voice
 */

const RATE = 24000;
const BACKOFF_MS = [250, 500, 1000, 1500, 1750]; // 5 s in all
/** The server's states (WS_PROTOCOL) as the orb's. @type {Record<string, OrbState>} */
const STATES = {
  connecting: "connecting",
  listening: "listening",
  thinking: "processing",
  speaking: "ai-speaking",
  changing_voice: "swapping-character",
  loading_story: "swapping-story",
  ended: "idle",
};

export class RealtimeTalk {
  /** @param {OrbUi} ui @param {RealtimeOptions} options */
  constructor(ui, options) {
    this.ui = ui;
    this.options = options;
    this.token = options.token;
    /** @type {WebSocket | null} */
    this.socket = null;
    this.stopped = false;
    this.muted = false;
    this.retries = 0;
    this.partial = "";
    /** @type {PcmPlayer | null} */
    this.player = null;
    this.listener = new Listener({
      frame: (samples, rate) => this.send(samples, rate),
      speechStart: () => {
        this.player?.stop(); // barge-in: the player talks over the model (the server's VAD cuts it there too)
        if (this.ui.state() === "listening" || this.ui.state() === "ai-speaking") this.ui.set("user-speaking");
      },
    });
  }

  async start() {
    if (!(await openMicrophone(this))) return;
    if (this.stopped || !this.listener.context) return;
    this.player = new PcmPlayer(this.listener.context, RATE);
    this.connect();
  }

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/realtime`);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      /** @type {Record<string, string>} */
      const start = { type: "start" };
      if (this.token) start.token = this.token;
      if (this.options.model) start.model = this.options.model;
      if (this.options.summaryModel) start.summary_model = this.options.summaryModel;
      if (this.options.voice) start.voice = this.options.voice;
      if (this.options.key) start.key = this.options.key; // once per connection, never in the URL
      if (this.options.robot) start.robot = this.options.robot;
      socket.send(JSON.stringify(start));
      if (this.muted) socket.send(JSON.stringify({ type: "mute", muted: true }));
    });
    socket.addEventListener("message", (e) => {
      if (e.data instanceof ArrayBuffer) this.player?.enqueue(e.data);
      else this.message(String(e.data));
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (!opened && this.retries === 0) {
        this.fail(new ApiError(0, "realtime_unreachable", "the /realtime WebSocket did not open", null));
        return;
      }
      this.reconnect();
    });
  }

  /** A dropped connection: again with the last token, backing off, 5 s in all. */
  reconnect() {
    const wait = BACKOFF_MS[this.retries];
    if (wait === undefined) {
      this.fail(new ApiError(0, "realtime_lost", "the /realtime WebSocket dropped and did not reopen", null));
      return;
    }
    this.retries += 1;
    this.ui.set("connecting");
    setTimeout(() => {
      if (!this.stopped) this.connect();
    }, wait);
  }

  /** @param {string} text */
  message(text) {
    let frame;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (!frame || typeof frame !== "object") return;
    if (frame.type === "status") {
      const state = STATES[String(frame.state)];
      if (!state) return;
      this.retries = 0; // a status: the connection is good again
      if (state === "idle") {
        this.close();
        this.ui.set("idle");
      } else if (state === "listening" && this.listener.speaking) this.ui.set("user-speaking");
      else this.ui.set(state, typeof frame.caption === "string" ? frame.caption : undefined);
    } else if (frame.type === "turn" && frame.row) {
      const row = /** @type {TurnRow} */ (frame.row);
      if (typeof frame.token === "string" && frame.token) {
        this.token = frame.token;
        storeSession(this.token, row);
      }
      this.ui.row(row);
      // a move to another speaker: the next voice is being opened (the server's status follows)
      if (row.events.some((e) => e.type === "speakerChanged")) this.ui.set("swapping-character");
    } else if (frame.type === "transcript" && typeof frame.text === "string") {
      if (frame.speaker === "player") {
        if (frame.final) this.ui.said(frame.text);
        else this.ui.set(this.ui.state(), `You: “${frame.text}”`);
        return;
      }
      // the model's line: deltas (final false) add up, then the whole line (final true) replaces them
      this.partial = frame.final ? frame.text : this.partial + frame.text;
      this.ui.set(this.ui.state(), `${this.ui.nameOf(String(frame.speaker || "narrator"))}: ${this.partial}`);
      if (frame.final) this.partial = "";
    } else if (frame.type === "robot" && frame.state !== "moving") {
      this.ui.notice(`✗ The Reachy at ${String(frame.robot)} is not moving: ${String(frame.message || frame.state)}`, true);
    } else if (frame.type === "error") {
      const code = typeof frame.code === "string" ? frame.code : "error";
      this.fail(new ApiError(0, code, typeof frame.message === "string" ? frame.message : code, null));
    }
  }

  /** The microphone's frames, as PCM16 24 kHz. @param {Float32Array} samples @param {number} rate */
  send(samples, rate) {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.muted) return;
    socket.send(toPcm16(resample(samples, rate, RATE)));
  }

  /** @param {boolean} muted */
  mute(muted) {
    this.muted = muted;
    this.listener.muted = muted;
    this.listener.reset();
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: "mute", muted }));
  }

  /** @param {unknown} err */
  fail(err) {
    if (this.stopped) return;
    this.close();
    this.ui.fail(err);
  }

  close() {
    this.stopped = true;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ type: "stop" }));
      socket.close();
    } else socket?.close();
    this.player?.stop();
    this.listener.close();
  }
}

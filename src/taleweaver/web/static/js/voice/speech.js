// The speech queue: lines spoken one after another with no gap between them.
//
// While line N plays, the next lines are synthesized (one request at a time, at most AHEAD lines beyond
// the one playing) and their audio elements loaded, so line N+1 starts from its "ended" handler, the
// moment line N ends. A new turn, the player acting or speaking, or leaving the page cancels the
// outstanding requests (AbortController). When the browser refuses to play before the player has touched
// the page (autoplay policy), nothing more is synthesized: the lines are held for the "Play voice" button.
import { postJson } from "../core/http.js";
import { settings } from "../settings/store.js";
import { silentWav, trimmedClip, wavBytes } from "./wav.js";

/**
 * @typedef {object} SpokenLine  a line to speak
 * @property {string} speaker
 * @property {string} text
 * @property {string | null} [voice]  a voice name that overrides the speaker's
 *
 * @typedef {object} Said  the /voice/say?track=true answer (docs/web.md)
 * @property {string} audio
 * @property {string} [media_type]
 * @property {string | null} [emotion]
 * @property {import("../motion-track.js").Track | null} [track]
 *
 * @typedef {object} LineTiming  one line's way through the queue: performance.now() times (null: not reached)
 * @property {number} run
 * @property {number} index
 * @property {string} speaker
 * @property {number} requested  the /voice/say request
 * @property {number | null} received  its answer
 * @property {number | null} started  the audio's "playing"
 * @property {number | null} ended  the audio's "ended"
 * @property {boolean} stopped  cut off before its end
 * @property {number | null} lead_ms  the silence left at the clip's start
 * @property {number | null} trail_ms  and at its end
 * @property {number} rate  the playback rate
 *
 * @typedef {{type: "queued", line: SpokenLine, timing: LineTiming}
 *   | {type: "line", line: SpokenLine, audio: HTMLAudioElement, said: Said}
 *   | {type: "end"} | {type: "stop"} | {type: "held", held: boolean}} SpeechEvent
 *   queued: a line was requested (its timing fills in as it goes); line: it started playing (said.track
 *   shifted to the cut clip); end: the lines are all said (or held back); stop: cut off; held: the
 *   "Play voice" button is needed (or no longer)
 */

/** Whatever follows the speech (orb, avatar, "Speaking:" label) listens here. @type {Set<(e: SpeechEvent) => void>} */
export const speechListeners = new Set();

/**
 * Listen until `signal` aborts (a view's lifetime).
 * @param {(e: SpeechEvent) => void} listener
 * @param {AbortSignal} signal
 */
export function listenToSpeech(listener, signal) {
  speechListeners.add(listener);
  signal.addEventListener("abort", () => speechListeners.delete(listener), { once: true });
}

const AHEAD = 2;

/**
 * @typedef {{line: SpokenLine, storyId: string | null, nodeId: string | null}} Item
 * @typedef {{audio: HTMLAudioElement, said: Said, line: SpokenLine, timing: LineTiming}} Ready
 * @typedef {Ready | {error: "silent" | "network" | "refused" | "stopped"}} Fetched
 * @typedef {object} Run
 * @property {number} id
 * @property {Item[]} items
 * @property {AbortController} controller
 * @property {Promise<Fetched>[]} fetched  line i's request
 * @property {boolean} inFlight
 * @property {number} playing  the index of the line playing (or next to play)
 * @property {HTMLAudioElement[]} audios
 * @property {string[]} urls
 * @property {LineTiming | null} timing  the line playing
 */

/** @type {Run | null} */
let run = null;
let runs = 0;
/** @type {Item[] | null} the lines the browser would not play */
let held = null;
let autoplayKnown = false; // a play() has succeeded in this document: the browser allows sound

/** @param {SpeechEvent} event */
function tell(event) {
  for (const listener of [...speechListeners]) listener(event);
}

/** Let go of an audio element that never played: stop its loading first. @param {HTMLAudioElement} audio */
function unload(audio) {
  audio.removeAttribute("src");
  audio.load();
}

/** @param {Run} me */
function release(me) {
  me.controller.abort();
  for (const audio of me.audios) {
    audio.pause();
    if (!audio.ended && audio.currentTime === 0) unload(audio); // one that played keeps its clock
  }
  for (const url of me.urls) URL.revokeObjectURL(url);
  me.audios = [];
  me.urls = [];
}

/** @param {Item[] | null} items */
function setHeld(items) {
  const was = held !== null;
  held = items;
  if (was !== (held !== null)) tell({ type: "held", held: held !== null });
}

export function isHeld() {
  return held !== null;
}

/** Cut the speech off: the line playing pauses, the lines requested ahead are never played. */
export function stopSpeaking() {
  setHeld(null);
  if (!run) return;
  const me = run;
  run = null;
  if (me.timing && me.timing.ended === null) me.timing.stopped = true;
  release(me);
  tell({ type: "stop" });
}

/** @param {import("../motion-track.js").Track | null | undefined} track @param {number} offset_s */
function shiftedTrack(track, offset_s) {
  if (!offset_s || !track || !Array.isArray(track.rows)) return track;
  return { ...track, rows: track.rows.map((row) => ({ ...row, t: row.t - offset_s })) };
}

/** Whether the browser will play sound now (a silent clip is tried before the player touched the page). */
async function mayPlay() {
  if (autoplayKnown || navigator.userActivation?.hasBeenActive) return true;
  const url = URL.createObjectURL(silentWav());
  const probe = new Audio(url);
  try {
    await probe.play();
    autoplayKnown = true;
    return true;
  } catch (err) {
    return !(err instanceof DOMException && err.name === "NotAllowedError"); // another failure: let the line try
  } finally {
    probe.pause();
    unload(probe);
    URL.revokeObjectURL(url);
  }
}

/**
 * Speak `lines` in order; `nodeId` goes with the first line only (the node's emotion plays with it, as on
 * the robot when a node is reached). Resolves when the lines are said, cut off or held back.
 * @param {SpokenLine[]} lines
 * @param {{storyId?: string | null, nodeId?: string | null}} [context]
 */
export function speakLines(lines, context = {}) {
  stopSpeaking();
  if (!settings.voice || !lines.length) return Promise.resolve();
  const storyId = context.storyId || null;
  return speak(lines.map((line, i) => ({ line, storyId, nodeId: i === 0 ? context.nodeId || null : null })));
}

/** @param {Item[]} items */
async function speak(items) {
  runs += 1;
  /** @type {Run} */
  const me = { id: runs, items, controller: new AbortController(), fetched: [], inFlight: false,
    playing: 0, audios: [], urls: [], timing: null };
  run = me;
  if (!(await mayPlay())) {
    if (run === me) hold(me, 0);
    return;
  }
  try {
    for (let i = 0; i < items.length && run === me; i += 1) {
      me.playing = i;
      pump(me);
      const request = me.fetched[i];
      if (!request) break;
      const ready = await request;
      if (run !== me) return;
      if ("error" in ready) {
        if (ready.error === "silent" || ready.error === "network") break; // no voice: the text is on the page
        continue; // this line cannot be voiced: on with the next
      }
      const outcome = await playLine(me, ready);
      if (outcome === "held") {
        hold(me, i);
        return;
      }
      if (outcome === "stopped") return;
      // "ended", or "failed" (it would not decode): on with the next line
    }
  } finally {
    if (run === me) {
      run = null;
      release(me);
      tell({ type: "end" });
    }
  }
}

/** Keep the requests going: one at a time, up to AHEAD lines beyond the one playing. @param {Run} me */
function pump(me) {
  if (me.inFlight || run !== me) return;
  const next = me.fetched.length;
  if (next >= me.items.length || next > me.playing + AHEAD) return;
  me.inFlight = true;
  me.fetched.push(fetchLine(me, next).then((ready) => {
    me.inFlight = false;
    if (!("error" in ready) || ready.error === "refused") pump(me);
    return ready;
  }));
}

/** Line i's audio, loaded and ready to play, or why not (never rejects). @param {Run} me @param {number} i @returns {Promise<Fetched>} */
async function fetchLine(me, i) {
  const item = /** @type {Item} */ (me.items[i]);
  const { line, storyId, nodeId } = item;
  /** @type {LineTiming} */
  const timing = { run: me.id, index: i, speaker: line.speaker, requested: performance.now(), received: null,
    started: null, ended: null, stopped: false, lead_ms: null, trail_ms: null, rate: settings.speed };
  tell({ type: "queued", line, timing });
  let said;
  try {
    said = /** @type {Said | null} */ (await postJson("/voice/say?track=true", {
      text: line.text, speaker: line.speaker, story_id: storyId, node_id: nodeId, voice: line.voice || null,
    }, { signal: me.controller.signal }));
  } catch (err) {
    timing.stopped = run !== me;
    return { error: err && typeof err === "object" && "status" in err && err.status ? "refused" : "network" };
  }
  timing.received = performance.now();
  if (run !== me) return { error: "stopped" };
  if (!said) return { error: "silent" }; // 204: no synthesizer installed
  const clip = trimmedClip(wavBytes(said.audio), said.media_type || "audio/wav");
  timing.lead_ms = clip.lead_s === null ? null : Math.round(clip.lead_s * 10000) / 10;
  timing.trail_ms = clip.trail_s === null ? null : Math.round(clip.trail_s * 10000) / 10;
  said = { ...said, track: shiftedTrack(said.track, clip.offset_s) }; // the avatar follows the cut clip
  const url = URL.createObjectURL(clip.blob);
  const audio = new Audio();
  audio.preload = "auto";
  audio.src = url;
  audio.load(); // decoded while the line before plays
  me.urls.push(url);
  me.audios.push(audio);
  return { audio, said, line, timing };
}

/**
 * Play one line: "ended", "stopped" (cut off), "held" (the browser refused: autoplay) or "failed".
 * @param {Run} me @param {Ready} ready
 * @returns {Promise<"ended" | "stopped" | "held" | "failed">}
 */
function playLine(me, { audio, said, line, timing }) {
  me.timing = timing;
  audio.playbackRate = settings.speed; // after load(), which resets it
  timing.rate = audio.playbackRate;
  return new Promise((resolve) => {
    const signal = me.controller.signal;
    signal.addEventListener("abort", () => resolve("stopped"), { once: true });
    audio.addEventListener("playing", () => {
      if (timing.started === null) timing.started = performance.now();
    }, { once: true, signal });
    audio.addEventListener("ended", () => {
      timing.ended = performance.now();
      resolve("ended");
    }, { once: true, signal });
    audio.addEventListener("error", () => resolve("failed"), { once: true, signal });
    audio.play().then(() => {
      autoplayKnown = true;
      if (run === me) tell({ type: "line", line, audio, said });
    }, (err) => resolve(err instanceof DOMException && err.name === "NotAllowedError" ? "held" : "failed"));
  });
}

/** The browser would not play line i: stop synthesizing, keep the lines from i for the button. @param {Run} me @param {number} i */
function hold(me, i) {
  run = null;
  release(me);
  tell({ type: "end" });
  setHeld(me.items.slice(i));
}

/** "Play voice": speak the held-back lines (the press is the gesture the browser waits for). */
export function playHeld() {
  const items = held;
  stopSpeaking(); // hides the button
  if (items && settings.voice) speak(items);
}

// Speech stops when the page goes away (another page, the tab closed or put in the back/forward cache).
window.addEventListener("pagehide", stopSpeaking);

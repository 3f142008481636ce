// The orb (idle / listening / thinking / speaking), spoken lines and the push-to-talk microphone.
import { postForBlob, postJson } from "./api.js";
import { settings } from "./settings.js";

const LABELS = { idle: "Idle", listening: "Listening", thinking: "Thinking", speaking: "Speaking" };

export function setOrb(state) {
  for (const orb of document.querySelectorAll("[data-orb]")) {
    orb.dataset.state = state;
    const label = orb.querySelector(".orb-label");
    if (label) label.textContent = LABELS[state] || state;
  }
}

export function orb() {
  const wrap = document.createElement("div");
  wrap.className = "orb";
  wrap.dataset.orb = "";
  wrap.dataset.state = "idle";
  const ball = document.createElement("span");
  ball.className = "orb-ball";
  ball.setAttribute("aria-hidden", "true");
  const label = document.createElement("span");
  label.className = "orb-label";
  label.setAttribute("aria-live", "polite");
  label.setAttribute("role", "status");
  label.textContent = LABELS.idle;
  const play = document.createElement("button");
  play.type = "button";
  play.className = "play-voice";
  play.dataset.playVoice = "";
  play.textContent = "Play voice";
  play.title = "The browser holds back sound until you tap the page";
  play.hidden = !held;
  play.addEventListener("click", playHeld);
  wrap.append(ball, label, play);
  return wrap;
}

// ── speech ───────────────────────────────────────────────────────────
// Lines are spoken one after another with no gap between them: while line N plays, the next lines
// are synthesized (one request at a time, at most AHEAD lines beyond the one playing) and their audio
// elements loaded, so line N+1 starts from its "ended" handler, the moment line N ends. A new turn,
// the player acting or speaking, or leaving the page cancels the outstanding requests (AbortController).
// When the browser refuses to play before the player has touched the page (autoplay policy), nothing
// more is synthesized: a "Play voice" button appears and, pressed, speaks from the line held back.

const AHEAD = 2;
const LOG_ITEMS = 200;
let run = null; // the speech under way: see speak()
let runs = 0;
let held = null; // the lines the browser would not play: {items}
let autoplayKnown = false; // a play() has succeeded in this document: the browser allows sound

// Whatever follows the speech (the avatar, the "Speaking:" label) listens here. Each listener gets
//   {type: "line", line, audio, said}  when a line starts playing (said: the /voice/say JSON —
//                                       speaker, voice, duration_s, emotion, track),
//   {type: "end"}                      when speaking is over (all lines said, no voice, or held back),
//   {type: "stop"}                     when speech is cut off (the player acted, the view changed).
export const speechListeners = new Set();

// Per line: {run, index, speaker, requested, received, started, ended} — performance.now() times of
// the /voice/say request, its answer, the audio's "playing" and "ended" events (null: not reached;
// stopped: true when it was cut off) — and lead_ms, trail_ms: the silence left at the clip's start and
// end, rate: the playback rate. The page's gap between lines is started(N+1) - ended(N); the silence
// heard is that plus (trail(N) + lead(N+1)) / rate. Kept for the browser tests and
// `taleweaver bench web`; the newest LOG_ITEMS lines.
export const speechLog = [];
window.__tw_speech_log = speechLog;

function tell(event) {
  for (const listener of [...speechListeners]) listener(event);
}

// Let go of an audio element that never played: stop its loading first, so that revoking its blob
// URL does not fail a load under way. (One that played keeps its source: the avatar reads its clock.)
function unload(audio) {
  audio.removeAttribute("src");
  audio.load();
}

function release(me) {
  me.controller.abort();
  for (const audio of me.audios) {
    audio.pause();
    if (!audio.ended && audio.currentTime === 0) unload(audio);
  }
  for (const url of me.urls) URL.revokeObjectURL(url);
  me.audios = [];
  me.urls = [];
}

export function stopSpeaking() {
  showHeld(null);
  if (!run) return;
  const me = run;
  run = null;
  if (me.entry && me.entry.ended === null) me.entry.stopped = true;
  release(me);
  tell({ type: "stop" });
}

// The WAV bytes of a /voice/say JSON answer (the base64 text decoded).
function wavBytes(said) {
  const text = atob(said.audio);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

// The synthesizer pads each line with silence (0.05-0.5 s at either end, measured with Piper): heard
// between two lines, that is the gap. Each clip is cut to its speech plus EDGE_PAD_S of that silence.
const EDGE_PAD_S = 0.02;
const SILENT = 32768 * 10 ** (-60 / 20); // -60 dBFS: the synthesizers' silence is digital zero

function fourcc(view, at) {
  return String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));
}

// A 16-bit PCM WAV's layout: {channels, rate, start, end} (the data chunk's bytes), else null.
function pcmLayout(view) {
  if (view.byteLength < 12 || fourcc(view, 0) !== "RIFF" || fourcc(view, 8) !== "WAVE") return null;
  let fmt = null;
  for (let at = 12; at + 8 <= view.byteLength;) {
    const id = fourcc(view, at);
    const size = view.getUint32(at + 4, true);
    if (id === "fmt " && size >= 16) {
      fmt = { format: view.getUint16(at + 8, true), channels: view.getUint16(at + 10, true),
        rate: view.getUint32(at + 12, true), bits: view.getUint16(at + 22, true) };
    } else if (id === "data") {
      if (!fmt || fmt.format !== 1 || fmt.bits !== 16 || !fmt.channels) return null;
      return { channels: fmt.channels, rate: fmt.rate, start: at + 8, end: Math.min(view.byteLength, at + 8 + size) };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

function wavHeader(channels, rate, dataBytes) {
  const view = new DataView(new ArrayBuffer(44));
  const ascii = (at, text) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  return view.buffer;
}

// The line's audio cut to its speech: {blob, offset_s (cut from the front), lead_s and trail_s (the
// silence left at either end)}. Anything but 16-bit PCM WAV, or pure silence, is played as it came.
export function trimmedClip(bytes, type = "audio/wav") {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pcm = pcmLayout(view);
  const whole = { blob: new Blob([bytes], { type }), offset_s: 0, lead_s: null, trail_s: null };
  if (!pcm) return whole;
  const frameBytes = 2 * pcm.channels;
  const frames = Math.floor((pcm.end - pcm.start) / frameBytes);
  const loud = (f) => {
    for (let c = 0; c < pcm.channels; c += 1) {
      if (Math.abs(view.getInt16(pcm.start + f * frameBytes + 2 * c, true)) > SILENT) return true;
    }
    return false;
  };
  let first = 0;
  while (first < frames && !loud(first)) first += 1;
  if (first === frames) return whole;
  let last = frames - 1;
  while (last > first && !loud(last)) last -= 1;
  const pad = Math.round(EDGE_PAD_S * pcm.rate);
  const from = Math.max(0, first - pad);
  const to = Math.min(frames, last + 1 + pad);
  const data = bytes.subarray(pcm.start + from * frameBytes, pcm.start + to * frameBytes);
  return {
    blob: new Blob([wavHeader(pcm.channels, pcm.rate, data.byteLength), data], { type: "audio/wav" }),
    offset_s: from / pcm.rate,
    lead_s: (first - from) / pcm.rate,
    trail_s: (to - last - 1) / pcm.rate,
  };
}

// The motion track of a clip cut `offset_s` from the front: every row that much earlier.
function shiftedTrack(track, offset_s) {
  if (!offset_s || !track || !Array.isArray(track.rows)) return track;
  return { ...track, rows: track.rows.map((row) => ({ ...row, t: row.t - offset_s })) };
}

// 20 ms of silence as a WAV (8 kHz, 16-bit mono): plays nothing, but tells whether the browser plays.
function silentWav() {
  return new Blob([wavHeader(1, 8000, 320), new ArrayBuffer(320)], { type: "audio/wav" });
}

// Whether the browser will play sound now. Known once anything has played, or once the player has
// touched the page; before that a silent clip is tried, so no line is synthesized in vain.
async function mayPlay() {
  if (autoplayKnown || navigator.userActivation?.hasBeenActive) return true;
  const url = URL.createObjectURL(silentWav());
  const probe = new Audio(url);
  try {
    await probe.play();
    autoplayKnown = true;
    return true;
  } catch (err) {
    return err?.name !== "NotAllowedError"; // another failure: let the real line try
  } finally {
    probe.pause();
    unload(probe);
    URL.revokeObjectURL(url);
  }
}

// Speak `lines` ({speaker, text}) in order. context: {storyId, nodeId}; nodeId goes with the first
// line only (the node's emotion plays with it, as on the robot when a node is reached). Resolves when
// the lines are said, cut off or held back.
export function speakLines(lines, context) {
  stopSpeaking();
  if (!settings.voice || !lines?.length) return Promise.resolve();
  const storyId = context?.storyId || null;
  return speak(lines.map((line, i) => ({ line, storyId, nodeId: i === 0 ? context?.nodeId || null : null })));
}

async function speak(items) {
  runs += 1;
  // playing: the index of the line playing (or next to play); fetched[i]: line i's request.
  const me = { id: runs, items, controller: new AbortController(), fetched: [], inFlight: false,
    playing: 0, audios: [], urls: [], entry: null };
  run = me;
  if (!(await mayPlay())) {
    if (run === me) hold(me, 0);
    return;
  }
  try {
    for (let i = 0; i < items.length && run === me; i += 1) {
      me.playing = i;
      pump(me);
      if (!me.fetched[i]) break;
      const ready = await me.fetched[i];
      if (run !== me) return;
      if (ready.error === "silent" || ready.error === "network") break; // no voice: the text is on the page
      if (ready.error) continue; // this line cannot be voiced: go on with the next
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
      setOrb("idle");
      tell({ type: "end" });
    }
  }
}

// Keep the requests going: one at a time, up to AHEAD lines beyond the one playing.
function pump(me) {
  if (me.inFlight || run !== me) return;
  const next = me.fetched.length;
  if (next >= me.items.length || next > me.playing + AHEAD) return;
  me.inFlight = true;
  me.fetched.push(fetchLine(me, next).then((ready) => {
    me.inFlight = false;
    if (!ready.error || ready.error === "refused") pump(me);
    return ready;
  }));
}

// Line i's audio, loaded and ready to play: {audio, said, line, entry}, or {error} (never rejects).
async function fetchLine(me, i) {
  const { line, storyId, nodeId } = me.items[i];
  const entry = { run: me.id, index: i, speaker: line.speaker, requested: performance.now(), received: null,
    started: null, ended: null, stopped: false, lead_ms: null, trail_ms: null, rate: settings.speed };
  speechLog.push(entry);
  if (speechLog.length > LOG_ITEMS) speechLog.splice(0, speechLog.length - LOG_ITEMS);
  let said;
  try {
    said = await postJson("/voice/say?track=true", {
      text: line.text, speaker: line.speaker, story_id: storyId, node_id: nodeId, voice: line.voice || null,
    }, { signal: me.controller.signal });
  } catch (err) {
    entry.stopped = run !== me;
    return { error: err?.status ? "refused" : "network" };
  }
  entry.received = performance.now();
  if (run !== me) return { error: "stopped" };
  if (!said) return { error: "silent" }; // 204: no synthesizer installed
  const clip = trimmedClip(wavBytes(said), said.media_type || "audio/wav");
  entry.lead_ms = clip.lead_s === null ? null : Math.round(clip.lead_s * 10000) / 10;
  entry.trail_ms = clip.trail_s === null ? null : Math.round(clip.trail_s * 10000) / 10;
  said = { ...said, track: shiftedTrack(said.track, clip.offset_s) }; // the avatar follows the cut clip
  const url = URL.createObjectURL(clip.blob);
  const audio = new Audio();
  audio.preload = "auto";
  audio.src = url;
  audio.load(); // decoded while the line before plays
  me.urls.push(url);
  me.audios.push(audio);
  return { audio, said, line, entry };
}

// Play one line: "ended", "stopped" (cut off), "held" (the browser refused: autoplay) or "failed".
function playLine(me, { audio, said, line, entry }) {
  me.entry = entry;
  audio.playbackRate = settings.speed; // after load(), which resets it
  entry.rate = audio.playbackRate;
  return new Promise((resolve) => {
    me.controller.signal.addEventListener("abort", () => resolve("stopped"), { once: true });
    audio.addEventListener("playing", () => {
      if (entry.started === null) entry.started = performance.now();
    }, { once: true });
    audio.addEventListener("ended", () => {
      entry.ended = performance.now();
      resolve("ended");
    }, { once: true });
    audio.addEventListener("error", () => resolve("failed"), { once: true });
    audio.play().then(() => {
      autoplayKnown = true;
      if (run !== me) return;
      setOrb("speaking");
      tell({ type: "line", line, audio, said });
    }, (err) => resolve(err?.name === "NotAllowedError" ? "held" : "failed"));
  });
}

// The browser would not play line i: stop synthesizing, keep the lines from i for the button.
function hold(me, i) {
  run = null;
  release(me);
  setOrb("idle");
  tell({ type: "end" });
  showHeld({ items: me.items.slice(i) });
}

function showHeld(lines) {
  held = lines;
  for (const control of document.querySelectorAll("[data-play-voice]")) control.hidden = !held;
}

// "Play voice": speak the held-back lines (the press is the gesture the browser waits for).
function playHeld() {
  const items = held?.items;
  stopSpeaking(); // hides the button
  if (items && settings.voice) speak(items);
}

// Speech stops when the page goes away (another page, the tab closed or put in the back/forward cache).
window.addEventListener("pagehide", stopSpeaking);

// Push-to-talk: hold the button (or Space/Enter on it) to record; release to transcribe.
export function micButton(onText, onNote) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mic";
  button.textContent = "Hold to talk";
  button.setAttribute("aria-pressed", "false");
  let recorder = null;
  let chunks = [];

  async function start() {
    if (recorder) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      onNote("This browser cannot record audio here; type instead.");
      return;
    }
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      onNote(`Microphone unavailable (${err.name === "NotAllowedError" ? "permission denied" : err.message}); type instead.`);
      return;
    }
    stopSpeaking();
    chunks = [];
    recorder = new MediaRecorder(stream);
    recorder.addEventListener("dataavailable", (e) => chunks.push(e.data));
    recorder.addEventListener("stop", async () => {
      stream.getTracks().forEach((t) => t.stop());
      const blob = new Blob(chunks, { type: recorder.mimeType || "audio/webm" });
      recorder = null;
      button.setAttribute("aria-pressed", "false");
      setOrb("thinking");
      try {
        const result = await postForBlob("/voice/transcribe", blob, blob.type || "application/octet-stream");
        const data = result ? JSON.parse(await result.blob.text()) : null;
        setOrb("idle");
        if (data?.text) onText(data.text);
        else onNote("Nothing was heard; try again or type.");
      } catch (err) {
        setOrb("idle");
        onNote(`Could not transcribe: ${err.readable ? err.readable() : err.message}. Type instead.`);
      }
    });
    recorder.start();
    button.setAttribute("aria-pressed", "true");
    setOrb("listening");
  }

  function stop() {
    if (recorder && recorder.state === "recording") recorder.stop();
  }

  button.addEventListener("pointerdown", start);
  button.addEventListener("pointerup", stop);
  button.addEventListener("pointerleave", stop);
  button.addEventListener("keydown", (e) => {
    if ((e.key === " " || e.key === "Enter") && !e.repeat) {
      e.preventDefault();
      start();
    }
  });
  button.addEventListener("keyup", (e) => {
    if (e.key === " " || e.key === "Enter") stop();
  });
  return button;
}

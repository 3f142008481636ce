// Hands-free listening for the orb: one microphone stream for the whole conversation, every frame handed
// on (the Realtime relay streams them), and the player's utterances cut out by their loudness (the
// offline stack transcribes each one). The samples are gathered on the audio thread by an AudioWorklet
// (capture.worklet.js) and posted here a frame at a time.
//
// An utterance starts after START_FRAMES loud frames in a row (loud: above MIN_RMS and FLOOR_FACTOR times
// the room's noise floor, which follows the quiet frames) and ends after END_S of quiet; PRE_ROLL_S of
// audio before the start is kept, so its first syllable is not lost. Shorter than MIN_SPEECH_S: a click,
// dropped. Longer than MAX_S: cut there (the server transcribes at most 30 s).

const BUFFER = 2048;
const WORKLET = new URL("./capture.worklet.js", import.meta.url);
const MIN_RMS = 0.012;
const FLOOR_FACTOR = 3;
const START_FRAMES = 3;
const END_S = 0.8;
const PRE_ROLL_S = 0.35;
const MIN_SPEECH_S = 0.25;
const MAX_S = 15;

/**
 * @typedef {object} ListenerEvents
 * @property {(samples: Float32Array, rate: number) => void} [frame]  every frame while not muted
 * @property {() => void} [speechStart]  the player started speaking
 * @property {(samples: Float32Array, rate: number) => void} [utterance]  a whole utterance
 */

/** Why the microphone could not be opened, in words for players. @param {unknown} err */
export function micProblem(err) {
  if (!navigator.mediaDevices?.getUserMedia) return "This browser cannot use a microphone here.";
  if (err instanceof DOMException && (err.name === "NotAllowedError" || err.name === "SecurityError")) {
    return "The microphone is not allowed: allow it for this page in the browser, then tap to retry.";
  }
  if (err instanceof DOMException && err.name === "NotFoundError") return "No microphone was found.";
  return "The microphone could not be opened.";
}

export class Listener {
  /** @param {ListenerEvents} on */
  constructor(on) {
    this.on = on;
    this.muted = false;
    /** @type {AudioContext | null} */
    this.context = null;
    /** @type {MediaStream | null} */
    this.stream = null;
    /** @type {AudioWorkletNode | null} */
    this.node = null;
    this.floor = 0.003;
    this.loud = 0;
    this.quiet = 0;
    this.speaking = false;
    /** @type {Float32Array[]} */
    this.frames = [];
    /** @type {Float32Array[]} */
    this.preRoll = [];
  }

  get rate() {
    return this.context ? this.context.sampleRate : 48000;
  }

  /** Ask for the microphone and start listening (call it from a tap: the AudioContext needs one). */
  async open() {
    const context = new AudioContext();
    this.context = context;
    await context.resume();
    await context.audioWorklet.addModule(WORKLET); // before the browser asks for the microphone
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: false, channelCount: 1 },
    });
    if (this.context !== context) {
      for (const track of stream.getTracks()) track.stop();
      return; // closed while the browser asked
    }
    this.stream = stream;
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, "taleweaver-capture", {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: "explicit",
      processorOptions: { size: BUFFER },
    });
    const sink = context.createGain();
    sink.gain.value = 0; // rendered only when it reaches the output: connected silently
    node.port.onmessage = (e) => this.frame(/** @type {Float32Array} */ (e.data));
    source.connect(node);
    node.connect(sink);
    sink.connect(context.destination);
    this.node = node;
  }

  /** Forget what was being heard (a turn began elsewhere, the mic was muted). */
  reset() {
    this.speaking = false;
    this.loud = 0;
    this.quiet = 0;
    this.frames = [];
  }

  /** @param {Float32Array} samples */
  frame(samples) {
    if (this.muted) return;
    this.on.frame?.(samples, this.rate);
    let sum = 0;
    for (const s of samples) sum += s * s;
    const rms = Math.sqrt(sum / samples.length);
    const loud = rms > Math.max(MIN_RMS, this.floor * FLOOR_FACTOR);
    const seconds = samples.length / this.rate;
    if (!this.speaking) {
      if (!loud) this.floor = this.floor * 0.95 + rms * 0.05;
      this.loud = loud ? this.loud + 1 : 0;
      this.preRoll.push(samples);
      while (this.preRoll.length * seconds > PRE_ROLL_S + seconds * START_FRAMES) this.preRoll.shift();
      if (this.loud >= START_FRAMES) {
        this.speaking = true;
        this.quiet = 0;
        this.frames = [...this.preRoll];
        this.preRoll = [];
        this.on.speechStart?.();
      }
      return;
    }
    this.frames.push(samples);
    this.quiet = loud ? 0 : this.quiet + seconds;
    const length = this.frames.length * seconds;
    if (this.quiet >= END_S || length >= MAX_S) {
      const frames = this.frames;
      const speech = length - this.quiet;
      this.reset();
      if (speech >= MIN_SPEECH_S) this.on.utterance?.(join(frames), this.rate);
    }
  }

  close() {
    if (this.node) this.node.port.onmessage = null;
    this.node?.disconnect();
    this.node = null;
    for (const track of this.stream?.getTracks() || []) track.stop();
    this.stream = null;
    const context = this.context;
    this.context = null;
    if (context && context.state !== "closed") context.close().catch(() => {});
    this.reset();
  }
}

/** @param {Float32Array[]} frames */
function join(frames) {
  const out = new Float32Array(frames.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const f of frames) {
    out.set(f, at);
    at += f.length;
  }
  return out;
}

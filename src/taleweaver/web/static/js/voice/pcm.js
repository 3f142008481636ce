// Raw audio for the orb: resampling, 16-bit PCM both ways, a WAV to upload, and a player for streamed PCM.

/**
 * Linear resampling (speech only: no filter is needed for whisper or the Realtime API at these rates).
 * @param {Float32Array} input @param {number} from  its rate (Hz) @param {number} to  the rate wanted
 * @returns {Float32Array}
 */
export function resample(input, from, to) {
  if (from === to || !input.length) return input;
  const out = new Float32Array(Math.max(1, Math.round((input.length * to) / from)));
  const step = from / to;
  for (let i = 0; i < out.length; i += 1) {
    const at = i * step;
    const left = Math.floor(at);
    const right = Math.min(left + 1, input.length - 1);
    const a = input[left] ?? 0;
    const b = input[right] ?? a;
    out[i] = a + (b - a) * (at - left);
  }
  return out;
}

/** Float samples (-1..1) as 16-bit little-endian PCM. @param {Float32Array} samples @returns {ArrayBuffer} */
export function toPcm16(samples) {
  const buffer = new ArrayBuffer(samples.length * 2);
  const view = new DataView(buffer);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return buffer;
}

/** 16-bit little-endian PCM as float samples. @param {ArrayBuffer} buffer @returns {Float32Array<ArrayBuffer>} */
export function fromPcm16(buffer) {
  const view = new DataView(buffer);
  const out = new Float32Array(Math.floor(buffer.byteLength / 2));
  for (let i = 0; i < out.length; i += 1) out[i] = view.getInt16(i * 2, true) / 0x8000;
  return out;
}

/** A mono 16-bit WAV of `samples` at `rate` (what /voice/transcribe reads first). @param {Float32Array} samples @param {number} rate */
export function wavBlob(samples, rate) {
  const pcm = toPcm16(samples);
  const header = new DataView(new ArrayBuffer(44));
  const text = (/** @type {number} */ at, /** @type {string} */ s) => {
    for (let i = 0; i < s.length; i += 1) header.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, "RIFF");
  header.setUint32(4, 36 + pcm.byteLength, true);
  text(8, "WAVE");
  text(12, "fmt ");
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true); // PCM
  header.setUint16(22, 1, true); // mono
  header.setUint32(24, rate, true);
  header.setUint32(28, rate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  text(36, "data");
  header.setUint32(40, pcm.byteLength, true);
  return new Blob([header.buffer, pcm], { type: "audio/wav" });
}

/** Plays streamed 16-bit PCM chunks back to back on an AudioContext (the Realtime model's voice). */
export class PcmPlayer {
  /** @param {AudioContext} context @param {number} rate  the chunks' rate */
  constructor(context, rate) {
    this.context = context;
    this.rate = rate;
    this.next = 0;
    /** @type {Set<AudioBufferSourceNode>} */
    this.playing = new Set();
  }

  /** @param {ArrayBuffer} chunk */
  enqueue(chunk) {
    const samples = fromPcm16(chunk);
    if (!samples.length) return;
    const buffer = this.context.createBuffer(1, samples.length, this.rate);
    buffer.copyToChannel(samples, 0);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    const at = Math.max(this.context.currentTime + 0.02, this.next);
    source.start(at);
    this.next = at + buffer.duration;
    this.playing.add(source);
    source.addEventListener("ended", () => this.playing.delete(source));
  }

  /** Whether audio is still queued or playing. */
  get busy() {
    return this.playing.size > 0;
  }

  /** Cut the voice off (stop, barge-in). */
  stop() {
    for (const source of this.playing) {
      try {
        source.stop();
      } catch {
        // never started: nothing to stop
      }
    }
    this.playing.clear();
    this.next = 0;
  }
}

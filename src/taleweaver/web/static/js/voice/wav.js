// WAV bytes: read a 16-bit PCM layout, cut a clip to its speech, make a silent probe clip.

/** The WAV bytes of a /voice/say JSON answer (its base64 text decoded). @param {string} base64 */
export function wavBytes(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

// The synthesizer pads each line with silence (0.05-0.5 s at either end, measured with Piper): heard
// between two lines, that is the gap. Each clip is cut to its speech plus EDGE_PAD_S of that silence.
const EDGE_PAD_S = 0.02;
const SILENT = 32768 * 10 ** (-60 / 20); // -60 dBFS: the synthesizers' silence is digital zero

/** @param {DataView} view @param {number} at */
function fourcc(view, at) {
  return String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));
}

/**
 * A 16-bit PCM WAV's layout (the data chunk's bytes), else null.
 * @param {DataView} view
 * @returns {{channels: number, rate: number, start: number, end: number} | null}
 */
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

/** @param {number} channels @param {number} rate @param {number} dataBytes */
function wavHeader(channels, rate, dataBytes) {
  const view = new DataView(new ArrayBuffer(44));
  /** @param {number} at @param {string} text */
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

/**
 * @typedef {object} Clip
 * @property {Blob} blob
 * @property {number} offset_s  cut from the front
 * @property {number | null} lead_s  the silence left at the start (null: not a PCM WAV, played as it came)
 * @property {number | null} trail_s  the silence left at the end
 */

/**
 * The line's audio cut to its speech. Anything but 16-bit PCM WAV, or pure silence, plays as it came.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {string} [type]
 * @returns {Clip}
 */
export function trimmedClip(bytes, type = "audio/wav") {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pcm = pcmLayout(view);
  /** @type {Clip} */
  const whole = { blob: new Blob([bytes], { type }), offset_s: 0, lead_s: null, trail_s: null };
  if (!pcm) return whole;
  const frameBytes = 2 * pcm.channels;
  const frames = Math.floor((pcm.end - pcm.start) / frameBytes);
  /** @param {number} f */
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

/** 20 ms of silence as a WAV (8 kHz, 16-bit mono): plays nothing, but tells whether the browser plays. */
export function silentWav() {
  return new Blob([wavHeader(1, 8000, 320), new ArrayBuffer(320)], { type: "audio/wav" });
}

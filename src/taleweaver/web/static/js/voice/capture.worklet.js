// The audio thread's half of the orb's listener (listen.js): the microphone's samples gathered into frames
// of `size` samples and posted to the page, where the listener judges their loudness. It runs on the
// browser's audio rendering thread (an AudioWorklet), so nothing here may block or allocate per sample.

class CaptureProcessor extends AudioWorkletProcessor {
  /** @param {AudioWorkletNodeOptions} options */
  constructor(options) {
    super(options);
    /** @type {number} */
    this.size = options.processorOptions?.size ?? 2048;
    this.frame = new Float32Array(this.size);
    this.filled = 0;
  }

  /** @param {Float32Array[][]} inputs */
  process(inputs) {
    const samples = inputs[0]?.[0];
    if (!samples) return true; // no input yet (the stream is starting): keep the node alive
    let from = 0;
    while (from < samples.length) {
      const take = Math.min(samples.length - from, this.size - this.filled);
      this.frame.set(samples.subarray(from, from + take), this.filled);
      this.filled += take;
      from += take;
      if (this.filled === this.size) {
        const full = this.frame;
        this.port.postMessage(full, [full.buffer]); // handed over, not copied
        this.frame = new Float32Array(this.size);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor("taleweaver-capture", CaptureProcessor);

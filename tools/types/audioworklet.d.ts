// What an AudioWorklet module sees (the DOM library does not describe the audio rendering thread's scope).
// Only the names capture.worklet.js uses.

declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: AudioWorkletNodeOptions);
}

declare function registerProcessor(
  name: string,
  processor: new (options: AudioWorkletNodeOptions) => AudioWorkletProcessor,
): void;

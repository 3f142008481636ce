"""A fake ``sounddevice`` module: a sound card in memory, for testing the microphone/speaker edge.

Give it what the room says (chunks of audio, played into the microphone in order, then silence) and
read back what the speaker played. Streams run their callbacks on a thread, one block at a time, at
``speed`` times real time::

    device = FakeSoundDevice(room=[speech], speed=4.0)
    speaker = SpeakerSink(device)       # taleweaver.voice.device
    microphone = Microphone(device)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from taleweaver.voice.audio import AudioChunk


class FakeSoundDevice:
    def __init__(
        self,
        room: Iterable[AudioChunk] = (),
        *,
        speed: float = 1.0,
        has_input: bool = True,
        has_output: bool = True,
        tail_s: float = 1.0,
    ) -> None:
        self.room = list(room)
        self.speed = speed
        self.has_input = has_input
        self.has_output = has_output
        self.tail_s = tail_s
        self.played: list[np.ndarray[Any, Any]] = []
        """Every output block, in order (silence included)."""
        self.input_done = threading.Event()
        self.heard_at: list[float] = []
        """Wall time each input block was delivered."""
        self.played_at: list[float] = []

    def query_devices(self, kind: str | None = None) -> dict[str, Any]:
        if (kind == "input" and not self.has_input) or (kind == "output" and not self.has_output):
            raise ValueError(f"no default {kind} device")
        return {"name": "fake", "max_input_channels": 1, "max_output_channels": 1}

    def OutputStream(self, **kwargs: Any) -> _Stream:
        return _Stream(self, kwargs, self._output_block)

    def InputStream(self, **kwargs: Any) -> _Stream:
        return _Stream(self, kwargs, self._input_block)

    def _output_block(self, stream: _Stream) -> bool:
        frames = stream.blocksize
        out = np.zeros((frames, 1), dtype=np.float32)
        stream.callback(out, frames, None, None)
        self.played.append(out[:, 0].copy())
        self.played_at.append(time.perf_counter())
        return True

    def _input_block(self, stream: _Stream) -> bool:
        frames, rate = stream.blocksize, stream.samplerate
        if stream.source is None:
            parts = [c.resampled(rate).samples for c in self.room]
            parts.append(np.zeros(int(self.tail_s * rate), dtype=np.float32))
            stream.source = np.concatenate(parts)
        if stream.position >= len(stream.source):
            self.input_done.set()
            return False
        block = stream.source[stream.position : stream.position + frames]
        block = np.pad(block, (0, frames - len(block)))
        stream.position += frames
        stream.callback(block.reshape(-1, 1), frames, None, None)
        self.heard_at.append(time.perf_counter())
        return True


class _Stream:
    def __init__(
        self, device: FakeSoundDevice, options: dict[str, Any], step: Callable[[_Stream], bool]
    ) -> None:
        self.device = device
        self.samplerate = int(options["samplerate"])
        self.blocksize = int(options.get("blocksize") or self.samplerate // 50)
        self.callback = options["callback"]
        self.source: np.ndarray[Any, Any] | None = None
        self.position = 0
        self._step = step
        self._running = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._running.set()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        period = self.blocksize / self.samplerate / self.device.speed
        next_at = time.perf_counter()
        while self._running.is_set() and self._step(self):
            next_at += period
            time.sleep(max(0.0, next_at - time.perf_counter()))

    def stop(self) -> None:
        self._running.clear()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=2)

    def close(self) -> None:
        self.stop()

"""``play --voice --model realtime:MODEL``: a Realtime story from the terminal.

Input is recorded speech (``--audio-in``: one utterance per wav file, each sent, committed and answered),
typed lines (``--script``, or stdin when it is not a terminal), else the microphone (utterances endpointed
here, then committed). The model's voice goes to the speaker, or to one wav per reply in ``--audio-out``.
With ``--json`` each turn row (the opening, then one per tool call) is printed as the server's ``turn``
frames carry it; otherwise what is said is printed as ``speaker: text``.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from typing import Any, TextIO

import numpy as np

from taleweaver.apps.realtime.listener import PLAYER, QuietListener, Status
from taleweaver.apps.realtime.session import REALTIME_RATE, RealtimeStory
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ChatModel
from taleweaver.player.output import TurnOutput
from taleweaver.player.rows import turn_row
from taleweaver.player.session import PlaySession
from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.edge import AudioSink, Utterance


def pcm16(audio: AudioChunk) -> bytes:
    """Any mono audio as the Realtime API's PCM16 LE 24 kHz."""
    samples = audio.resampled(REALTIME_RATE).samples
    return (np.clip(samples, -1.0, 1.0) * 32767).astype("<i2").tobytes()


class TerminalListener(QuietListener):
    """Replies to the sink (one line per reply), rows or spoken lines to ``out``, heard words to ``notes``."""

    def __init__(self, sink: AudioSink, *, json_output: bool, out: TextIO, notes: TextIO) -> None:
        self.sink = sink
        self.json_output = json_output
        self.out = out
        self.notes = notes
        self.story: RealtimeStory | None = None
        self.replies = 0
        self.files: list[str] = []
        self._open = False

    async def status(self, state: Status) -> None:
        if state != "speaking":
            self.end_line()

    async def audio(self, pcm: bytes) -> None:
        if not self._open:
            self.replies += 1
            speaker = self.story.speaker() if self.story is not None else "model"
            voice = self.story.sessions[-1].voice if self.story is not None and self.story.sessions else ""
            self.sink.begin_line(self.replies, speaker, voice)
            self._open = True
        samples = np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768.0
        self.sink.play(AudioChunk(samples, REALTIME_RATE))

    def end_line(self) -> None:
        if self._open:
            self._open = False
            written = self.sink.end_line()
            if written:
                self.files.append(written)

    async def transcript(self, speaker: str, text: str, final: bool) -> None:
        if not final or self.json_output:
            return
        if speaker == PLAYER:
            print(f"(heard) {text}", file=self.notes, flush=True)
        else:
            print(f"{speaker}: {text}", file=self.out, flush=True)

    async def turn(self, out: TurnOutput) -> None:
        if self.json_output:
            self.show(out)

    def show(self, out: TurnOutput) -> None:
        self.out.write(json.dumps(turn_row(out).to_json()) + "\n")
        self.out.flush()

    async def barge_in(self) -> None:
        self.sink.stop()


def play_realtime(
    engine: StoryEngine,
    client: Any,
    state: StoryState | None,
    story_id: str | None,
    *,
    model: str,
    summarizer: ChatModel | None,
    sink: AudioSink,
    utterances: Iterator[Utterance] | None,
    script: list[str] | None,
    json_output: bool,
    out: TextIO | None = None,
    notes: TextIO | None = None,
) -> None:
    """Play until the input ends; raises :class:`~taleweaver.apps.realtime.RealtimeError` (no key, a refused
    key, an unreachable API) with its code and a message that says what to do."""
    shown, noted = out or sys.stdout, notes or sys.stderr  # looked up now: a test may have replaced them
    run = _play(
        engine,
        client,
        state,
        story_id,
        model,
        summarizer,
        sink,
        utterances,
        script,
        json_output,
        shown,
        noted,
    )
    asyncio.run(run)


async def _play(
    engine: StoryEngine,
    client: Any,
    state: StoryState | None,
    story_id: str | None,
    model: str,
    summarizer: ChatModel | None,
    sink: AudioSink,
    utterances: Iterator[Utterance] | None,
    script: list[str] | None,
    json_output: bool,
    out: TextIO,
    notes: TextIO,
) -> None:
    resumed = state is not None
    opening = PlaySession(engine, state=state).opening(None if resumed else story_id)
    opening.lines = []  # the model speaks the opening
    listener = TerminalListener(sink, json_output=json_output, out=out, notes=notes)
    story = RealtimeStory(
        engine, client, opening.state, model=model, summarizer=summarizer, listener=listener, server_vad=False
    )
    listener.story = story
    try:
        await story.open()
        if json_output:
            listener.show(opening)
        if not resumed:
            await story.speak()
            await story.wait_idle()
        while utterances is not None:
            # Read on a thread: a microphone blocks until the player speaks, the session must keep reading.
            utterance = await asyncio.to_thread(next, utterances, None)
            if utterance is None:
                break
            await story.send_audio(pcm16(utterance.audio))
            await story.commit()
            await story.wait_idle()
        for line in script or []:
            await story.say(line)
    finally:
        await story.close()
        listener.end_line()

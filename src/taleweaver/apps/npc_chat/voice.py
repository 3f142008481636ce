"""``npc chat --voice``: the NPC's replies spoken in its voice (``voice`` in its file), speech heard in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from taleweaver.apps.console import make_console
from taleweaver.content.npc import World
from taleweaver.voice import VoiceBank, load_synthesizer, load_transcriber
from taleweaver.voice.bank import DEFAULT_FALLBACK
from taleweaver.voice.device import SpeakerSink
from taleweaver.voice.edge import AudioSink, WavDirSink, file_utterances, wav_inputs
from taleweaver.voice.ports import Bias
from taleweaver.voice.speech import NOT_HEARD, Say, speak


class NpcVoice:
    """Speaks each reply in the NPC's voice; turns ``--audio-in`` speech into the player's lines."""

    def __init__(
        self,
        world: World,
        npc_id: str,
        audio_in: Path | None,
        audio_out: Path | None,
        *,
        notes: Console | None = None,
    ) -> None:
        self.notes = notes or make_console(stderr=True)
        npc = world.npcs.get(npc_id)
        self.name = npc.name if npc else npc_id
        self.voice = VoiceBank().for_name((npc.voice if npc else None) or DEFAULT_FALLBACK)
        self.inputs = wav_inputs(audio_in) if audio_in is not None else None
        synth = load_synthesizer()
        assert synth is not None
        self.synth = synth
        self.transcriber = load_transcriber() if self.inputs is not None else None
        self.sink: AudioSink = WavDirSink(audio_out) if audio_out is not None else SpeakerSink()
        self.bias = Bias(prompt=f"Talking to {self.name}.", hotwords=(self.name,))
        self.turn = 0
        self.last_transcript: str | None = None

    def lines(self, audio_in: Path) -> Iterator[str]:
        assert self.transcriber is not None
        for utterance in file_utterances(audio_in):
            heard = self.transcriber.transcribe(utterance.audio, self.bias)
            self.last_transcript = heard.text
            self.notes.print(
                f"[dim]{escape(Path(utterance.source).name)}: heard[/] {escape(heard.text or '(nothing)')}"
            )
            if heard.empty:
                self.say(NOT_HEARD)
                continue
            yield heard.text

    def say(self, text: str) -> list[str]:
        self.turn += 1
        return speak(self.synth, self.sink, [Say("npc", text, self.voice)], self.turn).files

    def extra(self, text: str) -> dict[str, Any]:
        return {"transcript": self.last_transcript, "audio": self.say(text) if text else []}

    def close(self) -> None:
        if isinstance(self.sink, SpeakerSink):
            self.sink.close()

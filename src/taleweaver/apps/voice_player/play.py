"""The voice player's wiring (``play --voice``): speech or typed input in, every line spoken.

Input is recorded speech (``audio_in``: a wav file or a folder, one utterance per file), typed lines
(``script``, or stdin when it is not a terminal), else the microphone with barge-in. Lines go to the
speaker, or to one wav per line in ``audio_out``. Raises :class:`~taleweaver.voice.VoiceError` (with
its fix) when a voice part cannot load or a device fails.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.markup import escape

from taleweaver.apps.console import make_console
from taleweaver.apps.voice_player.loop import VoicePlayer
from taleweaver.player.session import PlaySession
from taleweaver.voice import load_synthesizer, load_transcriber
from taleweaver.voice.device import Microphone, SpeakerSink
from taleweaver.voice.edge import AudioSink, Utterance, WavDirSink, file_utterances, wav_inputs
from taleweaver.voice.files import load_bank

if TYPE_CHECKING:
    from taleweaver.apps.turn_shower import TurnShower


def run_voice(
    session: PlaySession,
    story_id: str | None,
    *,
    content: Path | None,
    audio_in: Path | None,
    audio_out: Path | None,
    script: list[str] | None,
    realtime: bool,
    json_output: bool,
    synthesizer: str,
    transcriber: str,
    body: TurnShower | None = None,
    notes: Console | None = None,
) -> None:
    """Play by voice until the input ends or the player quits (says "stop playing", or types ``/quit``);
    ``notes`` (stderr) hears what was heard."""
    notes = notes or make_console(stderr=True)
    inputs = wav_inputs(audio_in) if audio_in is not None else None
    synth = load_synthesizer(synthesizer)
    assert synth is not None
    bank = load_bank(session.engine.library, content, synthesizer=synthesizer)
    stt = load_transcriber(transcriber) if inputs is not None else None
    sink = _sink(audio_out)
    if inputs is None and script is None and not sys.stdin.isatty():
        script = [line.rstrip("\n") for line in sys.stdin if line.strip()]
    observer = None
    if body is not None:  # the wobble follows the PCM actually played; turns stage and listen
        from taleweaver.apps.voice_player.body import BodySink, BodyTurns

        sink, observer = BodySink(sink, body), BodyTurns(body)
    player = VoicePlayer(session, synth, bank, sink, transcriber=stt, realtime=realtime, observer=observer)
    try:
        utterances: Iterator[Utterance] = iter(())
        if audio_in is not None:
            utterances = file_utterances(audio_in)
        elif script is None:  # speak to the story: the microphone, with barge-in
            player.transcriber = load_transcriber(transcriber)
            utterances = Microphone(
                on_speech_start=player.barge_in,
                transcribe=player.transcribe,
                screen=player.screen,
                prepare=player.prepare_reply,
            ).utterances()
        _show(player.opening(story_id), json_output, notes)
        asyncio.run(_turns(player, utterances, script, json_output, notes))
    finally:
        device = getattr(sink, "inner", sink)  # a body sink wraps the real one
        if isinstance(device, SpeakerSink):
            device.close()


def _sink(audio_out: Path | None) -> AudioSink:
    return WavDirSink(audio_out) if audio_out is not None else SpeakerSink()


async def _turns(
    player: VoicePlayer,
    utterances: Iterator[Utterance],
    script: list[str] | None,
    json_output: bool,
    notes: Console,
) -> None:
    for utterance in utterances:
        row = await player.heard(utterance)
        _show(row, json_output, notes, source=utterance.source)
        if _quits(row):  # "stop playing" said
            return
    for line in script or []:
        row = await player.typed(line)
        _show(row, json_output, notes)
        if _quits(row):
            return


def _quits(row: dict[str, Any]) -> bool:
    return any(e.get("type") == "quit" for e in row["events"])


def _show(row: dict[str, Any], json_output: bool, notes: Console, *, source: str | None = None) -> None:
    if json_output:
        sys.stdout.write(json.dumps(row) + "\n")
        sys.stdout.flush()
        return
    if source is not None:
        heard = row.get("transcript") or "(nothing)"
        notes.print(f"[dim]{escape(Path(source).name)}: heard[/] {escape(heard)}")
    for line in row["lines"]:
        print(f"{line['speaker']}: {line['text']}", flush=True)
    for number, option in enumerate(o for o in row["options"] if o.get("available", True)):
        print(f"  {number + 1}. {option['label']}", flush=True)
    if row.get("audio"):
        notes.print(f"[dim]wrote {', '.join(Path(p).name for p in row['audio'])}[/]", highlight=False)

"""``taleweaver play --voice``: the voice front end's wiring (speech or typed input, spoken lines)."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer
from rich.markup import escape

from taleweaver.cli.common import err_console, fail
from taleweaver.player.session import PlaySession
from taleweaver.voice import VoiceError, load_synthesizer, load_transcriber
from taleweaver.voice.device import Microphone, SpeakerSink
from taleweaver.voice.edge import AudioSink, Utterance, WavDirSink, file_utterances, wav_inputs
from taleweaver.voice.files import load_bank
from taleweaver.voice.loop import VoicePlayer

if TYPE_CHECKING:
    from taleweaver.body.play import TurnShower


def check_voice_flags(voice: bool, audio_in: Path | None, audio_out: Path | None, realtime: bool) -> None:
    if not voice and (audio_in is not None or audio_out is not None or realtime):
        fail("--audio-in, --audio-out and --realtime need --voice")
    if realtime and audio_in is None:
        fail("--realtime paces --audio-in; give --audio-in FILE.wav|DIR")


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
) -> None:
    try:
        inputs = wav_inputs(audio_in) if audio_in is not None else None
        synth = load_synthesizer(synthesizer)
        assert synth is not None
        bank = load_bank(session.engine.library, content, synthesizer=synthesizer)
        stt = load_transcriber(transcriber) if inputs is not None else None
        sink = _sink(audio_out)
    except VoiceError as exc:
        fail(str(exc))
    if inputs is None and script is None and not sys.stdin.isatty():
        script = [line.rstrip("\n") for line in sys.stdin if line.strip()]
    observer = None
    if body is not None:  # the wobble follows the PCM actually played; turns stage and listen
        from taleweaver.body.voice import BodySink, BodyTurns

        sink, observer = BodySink(sink, body), BodyTurns(body)
    player = VoicePlayer(session, synth, bank, sink, transcriber=stt, realtime=realtime, observer=observer)
    try:
        utterances: Iterator[Utterance] = iter(())
        if audio_in is not None:
            utterances = file_utterances(audio_in)
        elif script is None:  # speak to the story: the microphone, with barge-in
            player.transcriber = load_transcriber(transcriber)
            utterances = Microphone(
                on_speech_start=player.barge_in, transcribe=player.transcribe
            ).utterances()
        _show(player.opening(story_id), json_output)
        asyncio.run(_turns(player, utterances, script, json_output))
    except VoiceError as exc:
        fail(str(exc))
    finally:
        device = getattr(sink, "inner", sink)  # a body sink wraps the real one
        if isinstance(device, SpeakerSink):
            device.close()


def _sink(audio_out: Path | None) -> AudioSink:
    return WavDirSink(audio_out) if audio_out is not None else SpeakerSink()


async def _turns(
    player: VoicePlayer, utterances: Iterator[Utterance], script: list[str] | None, json_output: bool
) -> None:
    for utterance in utterances:
        row = await player.heard(utterance)
        _show(row, json_output, source=utterance.source)
    for line in script or []:
        row = await player.typed(line)
        _show(row, json_output)
        if any(e.get("type") == "quit" for e in row["events"]):
            return


def _show(row: dict[str, Any], json_output: bool, *, source: str | None = None) -> None:
    if json_output:
        sys.stdout.write(json.dumps(row) + "\n")
        sys.stdout.flush()
        return
    if source is not None:
        heard = row.get("transcript") or "(nothing)"
        err_console.print(f"[dim]{escape(Path(source).name)}: heard[/] {escape(heard)}")
    for line in row["lines"]:
        typer.echo(f"{line['speaker']}: {line['text']}")
    for number, option in enumerate(o for o in row["options"] if o.get("available", True)):
        typer.echo(f"  {number + 1}. {option['label']}")
    if row.get("audio"):
        err_console.print(f"[dim]wrote {', '.join(Path(p).name for p in row['audio'])}[/]", highlight=False)

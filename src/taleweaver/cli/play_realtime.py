"""``play --voice --model realtime:MODEL``: the flags checked, then the Realtime story (``apps.realtime``).

``realtime:MODEL`` names an OpenAI Realtime model (``realtime`` alone: ``TALEWEAVER_REALTIME_MODEL``, else
``gpt-realtime``); it is unrelated to the ``--realtime`` pacing flag. The key is ``--api-key``, else
``TALEWEAVER_API_KEY``/``OPENAI_API_KEY``; the endpoint ``TALEWEAVER_REALTIME_URL`` (docs/realtime.md).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from taleweaver.apps.realtime import DEFAULT_MODEL, RealtimeError, realtime_client
from taleweaver.apps.realtime.play import play_realtime
from taleweaver.cli.common import fail, load_state_or_exit, resolve_target, settings
from taleweaver.cli.play_ink import is_ink_target
from taleweaver.engine.engine import StoryEngine
from taleweaver.models import ModelConfigError, choose_model
from taleweaver.models.port import ChatModel
from taleweaver.voice.edge import AudioSink, Utterance, WavDirSink, file_utterances
from taleweaver.voice.errors import VoiceError


def is_realtime_spec(model: str | None) -> bool:
    return model is not None and model.strip().partition(":")[0].lower() == "realtime"


def play_realtime_command(
    story: str | None,
    content: Path | None,
    model: str,
    *,
    voice: bool,
    load: Path | None,
    script: list[str] | None,
    json_output: bool,
    audio_in: Path | None,
    audio_out: Path | None,
    api_key: str | None,
    summary_model: str | None,
    body: str | None,
    realtime: bool,
) -> None:
    if not voice:
        fail(
            "--model realtime:MODEL is speech to speech: add --voice (sound card, or --audio-in/--audio-out)"
        )
    if body is not None or realtime:
        fail("--body and the --realtime pacing flag do not apply to --model realtime:MODEL yet")
    if is_ink_target(story):
        fail("--model realtime:MODEL plays taleweaver stories, not ink ones yet (docs/realtime.md)")
    name = model.strip().partition(":")[2] or settings().realtime_model or DEFAULT_MODEL
    library, story_id = resolve_target(story, content)
    engine = StoryEngine(library)
    state = load_state_or_exit(load, library)
    key = api_key or settings().api_key
    try:
        client = realtime_client(key, settings().realtime_url)
        summarizer = _summarizer(summary_model, key)
        sink = _sink(audio_out)
        utterances = _utterances(audio_in, script)
        if utterances is None and script is None:
            script = [line.rstrip("\n") for line in sys.stdin if line.strip()]
        play_realtime(
            engine,
            client,
            state,
            story_id,
            model=name,
            summarizer=summarizer,
            sink=sink,
            utterances=utterances,
            script=script,
            json_output=json_output,
        )
    except RealtimeError as exc:
        fail(f"{exc.code}: {exc.message}")
    except VoiceError as exc:
        fail(str(exc))


def _summarizer(spec: str | None, key: str | None) -> ChatModel | None:
    spec = spec or settings().summary_model
    if not spec:
        return None
    try:
        return choose_model(spec, settings=settings(), api_key=key).model
    except ModelConfigError as exc:
        fail(f"summary model {spec!r}: {exc}")


def _sink(audio_out: Path | None) -> AudioSink:
    if audio_out is not None:
        return WavDirSink(audio_out)
    from taleweaver.voice.device import SpeakerSink

    return SpeakerSink()


def _utterances(audio_in: Path | None, script: list[str] | None) -> Iterator[Utterance] | None:
    if audio_in is not None:
        return file_utterances(audio_in)
    if script is not None or not sys.stdin.isatty():
        return None  # typed lines
    from taleweaver.voice.device import Microphone

    return Microphone().utterances()

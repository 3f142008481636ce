"""``taleweaver play``: the flags, then the terminal player or the voice player (``taleweaver.apps``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape

from taleweaver.apps.terminal import load_matcher, play_in_terminal, write_save
from taleweaver.body.port import BodyError
from taleweaver.cli.common import err_console, fail, load_state_or_exit, resolve_target, settings
from taleweaver.cli.play_ink import VoiceOptions, is_ink_target, play_ink
from taleweaver.cli.play_realtime import is_realtime_spec, play_realtime_command
from taleweaver.director import AuditLog, Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.intent import IntentMatcher
from taleweaver.models import ModelConfigError, choose_model
from taleweaver.player.session import ROUTES, PlaySession, Route
from taleweaver.voice.errors import VoiceError


def choose_route(route: str | None, backend: str) -> Route:
    """The ``--route`` given, else matcher-first for local models and model-first for remote ones."""
    if route is None:
        return "model-first" if backend == "openai" else "matcher-first"
    for known in ROUTES:
        if route == known:
            return known
    fail(f"--route {route!r}: use one of {', '.join(ROUTES)}")


app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""

if TYPE_CHECKING:
    from taleweaver.apps.turn_shower import TurnShower


def check_voice_flags(voice: bool, audio_in: Path | None, audio_out: Path | None, realtime: bool) -> None:
    if not voice and (audio_in is not None or audio_out is not None or realtime):
        fail("--audio-in, --audio-out and --realtime need --voice")
    if realtime and audio_in is None:
        fail("--realtime paces --audio-in; give --audio-in FILE.wav|DIR")


def _matcher(quiet: bool) -> IntentMatcher | None:
    def off(why: str) -> None:
        err_console.print(f"[yellow]free text is off:[/] {escape(why)}")

    return load_matcher(None if quiet else off)


def _script_lines(script: Path | None) -> list[str] | None:
    """The script's inputs, read before anything is printed (a missing script prints no rows)."""
    if script is None:
        return None
    try:
        lines = script.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        fail(f"cannot read script {script}: {exc.strerror}")
    return [line for line in lines if line.strip()]


@app.command("play")
def play(
    story: Annotated[
        str | None, typer.Argument(help="Story id, or a path to a story folder or content root.")
    ] = None,
    content: Annotated[
        Path | None, typer.Option(help="Content root (or story folder) to load stories from.")
    ] = None,
    script: Annotated[
        Path | None, typer.Option(help="Read inputs from FILE, one per line; no prompts.")
    ] = None,
    json_output: Annotated[
        bool,
        typer.Option(
            "--json",
            help="JSON rows on stdout: one for the opening (input null), then one per input line.",
        ),
    ] = False,
    load: Annotated[Path | None, typer.Option(help="Resume from a save file made with /save.")] = None,
    model: Annotated[
        str | None,
        typer.Option(
            help="Let a model voice the story: openai:MODEL, ollama:MODEL, local, local:PATH.gguf, "
            "auto, offline (default; env TALEWEAVER_MODEL); with --voice, realtime:MODEL (OpenAI Realtime, "
            "speech to speech; docs/realtime.md)."
        ),
    ] = None,
    summary_model: Annotated[
        str | None,
        typer.Option(
            help="The model that writes the handoff summary when the voice changes (a spec like --model; "
            "env TALEWEAVER_SUMMARY_MODEL; default: the --model itself)."
        ),
    ] = None,
    base_url: Annotated[str | None, typer.Option(help="Base URL of an OpenAI-compatible server.")] = None,
    api_key: Annotated[str | None, typer.Option(help="API key for the OpenAI-compatible server.")] = None,
    audit: Annotated[
        Path | None, typer.Option(help="Record every model turn (prompt, tools, calls) here.")
    ] = None,
    call_log: Annotated[Path | None, typer.Option(help="Append one JSONL line per model call here.")] = None,
    route: Annotated[
        str | None,
        typer.Option(
            help="Who judges free text first: matcher-first (the offline matcher; the model only for unclear "
            "input — default for local models) or model-first (default for remote models)."
        ),
    ] = None,
    body: Annotated[
        str | None,
        typer.Option(
            help="Move a body with the story: reachy[:HOST[:PORT]] (a Reachy Mini; extra 'reachy'), "
            "record:FILE (a JSONL motion timeline), null. See docs/body.md."
        ),
    ] = None,
    voice: Annotated[
        bool, typer.Option("--voice", help="Speak every line in its speaker's voice; hear --audio-in speech.")
    ] = False,
    audio_in: Annotated[
        Path | None,
        typer.Option(help="With --voice: recorded speech, FILE.wav or a DIR (one utterance per file)."),
    ] = None,
    audio_out: Annotated[
        Path | None,
        typer.Option(help="With --voice: write one wav per spoken line into DIR (turn, speaker)."),
    ] = None,
    realtime: Annotated[
        bool, typer.Option("--realtime", help="With --audio-in: feed the speech at real-time pace (latency).")
    ] = False,
    synthesizer: Annotated[
        str, typer.Option(help="With --voice: offline (piper, hibari, espeak) or openai[:MODEL].")
    ] = "offline",
    transcriber: Annotated[
        str, typer.Option(help="With --voice: whisper (tiny.en, offline), whisper:PATH or openai[:MODEL].")
    ] = "whisper",
) -> None:
    """Play a story in the terminal. With no STORY, start at the menu.

    Type a number, free text, or a command: /do ACTION_ID, /go SCENE_ID, /act SCENE_ACTION_ID, /options,
    /save FILE, /select STORY_ID, /exit, /quit, /help.
    """
    check_voice_flags(voice, audio_in, audio_out, realtime)
    if is_realtime_spec(model):  # speech to speech through OpenAI Realtime (docs/realtime.md)
        assert model is not None
        return play_realtime_command(
            story, content, model, voice=voice, load=load, script=_script_lines(script),
            json_output=json_output, audio_in=audio_in, audio_out=audio_out, api_key=api_key,
            summary_model=summary_model, body=body, realtime=realtime,
        )  # fmt: skip
    if is_ink_target(story):  # an ink story: the runtime session over the ink runtime (docs/import.md)
        assert story is not None
        try:
            ink_model = choose_model(
                model, settings=settings(), base_url=base_url, api_key=api_key, call_log=call_log
            )
        except ModelConfigError as exc:
            fail(str(exc))
        return play_ink(
            story,
            script=_script_lines(script),
            json_output=json_output,
            load=load,
            matcher=_matcher(json_output),
            model=ink_model.model,
            route=choose_route(route, ink_model.backend),
            voice=VoiceOptions(audio_in, audio_out, realtime, synthesizer, transcriber) if voice else None,
            body=body,
            audit=audit,
        )
    library, story_id = resolve_target(story, content)
    scripted = _script_lines(script)
    engine = StoryEngine(library)
    state = load_state_or_exit(load, library)
    try:
        choice = choose_model(
            model, settings=settings(), base_url=base_url, api_key=api_key, call_log=call_log
        )
        summary_spec = summary_model or settings().summary_model
        summarizer = None
        if summary_spec and choice.model is not None:
            summarizer = choose_model(
                summary_spec, settings=settings(), base_url=base_url, api_key=api_key, call_log=call_log
            ).model
            if summarizer is None:
                fail(f"summary model {summary_spec!r}: name a model (openai:MODEL, ollama:MODEL, local)")
    except ModelConfigError as exc:
        fail(str(exc))
    shower = _open_body(body, engine)
    director = None
    if choice.model is not None:
        director = Director(
            engine,
            choice.model,
            audit=AuditLog(audit) if audit else None,
            embodied=shower is not None,
            summarizer=summarizer,
        )
    if not json_output and (model or choice.model is not None):
        err_console.print(f"[dim]{escape(choice.describe())}[/]")
    session = PlaySession(
        engine,
        matcher=_matcher(json_output),
        state=state,
        write_save=write_save,
        director=director,
        route=choose_route(route, choice.backend),
    )
    opening = story_id if load is None else None
    try:
        if voice:
            from taleweaver.apps.voice_player import run_voice

            target = Path(story) if story is not None and Path(story).exists() else content
            try:
                run_voice(
                    session,
                    opening,
                    content=target,
                    audio_in=audio_in,
                    audio_out=audio_out,
                    script=scripted,
                    realtime=realtime,
                    json_output=json_output,
                    synthesizer=synthesizer,
                    transcriber=transcriber,
                    body=shower,
                    notes=err_console,
                )
            except VoiceError as exc:
                fail(str(exc))
        else:
            play_in_terminal(session, opening, script=scripted, json_output=json_output, shower=shower)
    finally:
        if shower is not None:
            shower.motion.close()


def _open_body(spec: str | None, engine: StoryEngine) -> TurnShower | None:
    if spec is None:
        return None
    from taleweaver.apps.turn_shower import open_shower

    def lost(why: str) -> None:
        err_console.print(
            f"[yellow]the body is gone ({escape(str(why))}); the story goes on without motion[/]"
        )

    try:
        return open_shower(spec, engine, on_lost=lost)
    except BodyError as exc:
        fail(str(exc))

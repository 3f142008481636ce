"""``taleweaver generate "INTAKE" --out DIR``: runs the story pipeline to the end and writes a story
folder that ``taleweaver check`` and ``taleweaver play`` accept (progress on stderr; the summary, with
every ending's panels, on stderr or as JSON on stdout). With ``--voice`` the intake (and the answer
to the clarifying question) is spoken instead: the microphone, or ``--audio-in`` recordings, transcribed
offline (:mod:`taleweaver.cli.generate_voice`)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Annotated

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn

from taleweaver.cli.common import EXIT_CONTENT, fail, make_console, settings
from taleweaver.cli.generate_voice import Heard, SpokenInput
from taleweaver.content.check import check_story
from taleweaver.content.findings import Finding
from taleweaver.files import read_tree
from taleweaver.models.port import ModelError
from taleweaver.models.spec import choose_model
from taleweaver.pipeline import (
    GeneratedStory,
    Pipeline,
    PipelineConfig,
    ProgressEvent,
    generate_story,
    write_story,
)
from taleweaver.pipeline.events import PLAN_MESSAGES
from taleweaver.pipeline.generate import AnswerProvider
from taleweaver.pipeline.scene.contracts import Panel, ScenePackage
from taleweaver.prompt_files import PromptError
from taleweaver.voice.errors import VoiceError
from taleweaver.voice.ports import Synthesizer

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""

MAJOR_STEPS = 2 + 5 + 4  # emotional map, story bible, five anchors, four endings


class ProgressDisplay:
    """Plan events as lines above a progress bar; retries in yellow, fallbacks in magenta."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.progress = Progress(
            SpinnerColumn(),
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            console=console,
            transient=True,
        )
        self.task = self.progress.add_task("starting", total=MAJOR_STEPS)
        self.steps = 0

    def __call__(self, event: ProgressEvent) -> None:
        where = f"[{event.anchor_id}] " if event.anchor_id else ""
        if event.kind == "plan" and event.message != PLAN_MESSAGES["clarify"]:
            if self.steps:
                self.progress.advance(self.task)
            self.steps += 1
            self.progress.update(self.task, description=event.message.split(":")[0])
            self.console.print(f"[bold cyan]›[/] {escape(where + event.message)}")
        elif event.kind == "retry":
            self.console.print(f"  [yellow]↻ {escape(where + event.message)}[/]")
        elif event.kind == "fallback":
            self.console.print(f"  [magenta]⤓ {escape(where + event.message)}[/]")
        elif event.kind == "done":
            self.progress.update(self.task, completed=MAJOR_STEPS)
            self.console.print(f"[green]✓[/] {escape(event.message)}")


def _ask(answer: str | None, console: Console, spoken: SpokenInput | None = None) -> AnswerProvider:
    def provide(question: str) -> str | None:
        console.print(f"[bold]?[/] {escape(question)}")
        if answer is not None:
            return answer
        if spoken is not None:  # the next take answers it (silence, or no file left: no answer)
            if not spoken.recorded:
                console.print("  (say your answer; stay silent to skip)")
            try:
                heard = spoken.answer()
            except VoiceError as exc:
                fail(str(exc))
            if heard is None:
                console.print("  (no answer heard: going on with what I have)")
                return None
            _show_heard(console, heard)
            return heard.text
        if sys.stdin.isatty():
            return typer.prompt("Your answer (Enter to skip)", default="", show_default=False) or None
        console.print("  (no answer given: going on with what I have)")
        return None

    return provide


def _show_heard(console: Console, heard: Heard) -> None:
    console.print(f"[dim]heard ({escape(Path(heard.source).name)}):[/] {escape(heard.text)}", highlight=False)


@app.command("generate")
def generate_command(
    out: Annotated[Path, typer.Option("--out", help="Story folder to write (created; must be empty).")],
    intake: Annotated[
        str | None,
        typer.Argument(
            help="How the player feels, in their own words (or say it: --voice).", show_default=False
        ),
    ] = None,
    model: Annotated[
        str | None,
        typer.Option(
            "--model", help="Model spec (openai:M, ollama:M, local, auto, offline); default offline."
        ),
    ] = None,
    answer: Annotated[
        str | None, typer.Option("--answer", help="Answer to the clarifying question, if one is asked.")
    ] = None,
    base_url: Annotated[str | None, typer.Option("--base-url", help="OpenAI-compatible base URL.")] = None,
    clarify_below: Annotated[
        float,
        typer.Option(min=0.0, max=1.0, help="Ask one question when the map's confidence is below this."),
    ] = 0.5,
    json_output: Annotated[bool, typer.Option("--json", help="Print a JSON summary on stdout.")] = False,
    audio: Annotated[
        bool,
        typer.Option(
            "--audio", help="Render the voice plan: one wav per panel in the story folder (voice extra)."
        ),
    ] = False,
    voice: Annotated[
        bool,
        typer.Option(
            "--voice",
            help="Say the intake instead of typing it (and the answer, if a question is asked): the "
            "microphone, ended when you stop speaking, or --audio-in; transcribed by --transcriber "
            "(voice extra).",
        ),
    ] = False,
    audio_in: Annotated[
        Path | None,
        typer.Option(
            "--audio-in",
            help="With --voice: recorded speech, FILE.wav or a DIR (*.wav in name order: the intake, "
            "then the answer); at most 30 s each.",
        ),
    ] = None,
    transcriber: Annotated[
        str, typer.Option(help="With --voice: whisper (tiny.en, offline), whisper:PATH or openai[:MODEL].")
    ] = "whisper",
) -> None:
    """Generate a story from feelings: 5 anchors, 4 decisions, 4 endings (each told as a scene), then
    export it."""
    console = make_console(stderr=True)
    if audio_in is not None and not voice:
        fail("--audio-in needs --voice")
    if voice and intake is not None:
        fail("give the intake as text or say it with --voice, not both")
    if not voice and not (intake or "").strip():
        fail('the intake is empty; describe how you feel, e.g. "I\'m nervous about moving away" (or --voice)')
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        fail(f"{out} already exists and is not an empty folder; choose a new --out folder")
    spoken = _spoken_input(transcriber, audio_in) if voice else None
    synth = _synthesizer() if audio else None
    try:
        choice = choose_model(model, settings=settings(), base_url=base_url, retries=0)
    except ModelError as exc:
        fail(str(exc))
    console.print(escape(choice.describe()))
    if spoken is not None:  # every other part is ready: only now is the player asked to speak
        if not spoken.recorded:
            console.print("[bold]?[/] How are you feeling? What would you like a story about? (speak now)")
        try:
            heard = spoken.intake()
        except VoiceError as exc:
            fail(str(exc))
        _show_heard(console, heard)
        intake = heard.text
    assert intake is not None
    display = ProgressDisplay(console)
    # An in-process model serves one request at a time: running its stages one after another keeps
    # each agent's retries on llama.cpp's cached prompt prefix instead of interleaving agents.
    config = PipelineConfig(clarify_below=clarify_below, concurrent=choice.backend != "local")
    pipeline = Pipeline(choice.model, config, on_event=display)
    try:
        with display.progress:
            story = asyncio.run(generate_story(pipeline, intake, answer=_ask(answer, console, spoken)))
    except PromptError as exc:
        fail(str(exc))
    if synth is not None:
        from taleweaver.voice.pipeline_audio import render_story_audio

        try:
            story = render_story_audio(story, out, synth)
        except (VoiceError, OSError) as exc:
            fail(f"rendering the audio failed: {exc}")
    write_story(story, out)
    findings = _check(out)
    summary = _summary(story, out, choice.model.name if choice.model else None, findings)
    summary.transcripts = [] if spoken is None else spoken.heard
    if json_output:
        typer.echo(summary.model_dump_json())
    else:
        _print_summary(console, summary)
    if summary.errors:
        raise typer.Exit(EXIT_CONTENT)


class EndingSummary(BaseModel):
    """One ending as the terminal shows it: its title and the panels of the scene it is told in."""

    ending_id: str
    title: str
    panels: list[Panel]
    audio_files: list[str]


class GenerateSummary(BaseModel):
    out: str
    model: str | None
    title: str
    intake: str
    """The intake the story was made from (with ``--voice``: the transcript)."""
    clarifying_question: str | None
    clarification_answer: str | None = None
    retry_counts: dict[str, int]
    fallback_stages: list[str]
    asset_status: dict[str, dict[str, str]]
    """Per anchor and per ending (``E1``…): ``ready`` or the fallback that stood in."""
    endings: list[EndingSummary]
    cast: dict[str, str] = {}
    """Speaker id → name (the narrator and every character), to show panels by name."""
    errors: list[str]
    warnings: list[str]
    transcripts: list[Heard] = []
    """With ``--voice``: each take heard (``source``: the file or ``microphone``) and its transcript."""


def _check(out: Path) -> list[Finding]:
    """The same checker as ``taleweaver check``: generation is held to the authors' standard."""
    return check_story(read_tree(out))


def _summary(story: GeneratedStory, out: Path, model: str | None, findings: list[Finding]) -> GenerateSummary:
    return GenerateSummary(
        out=str(out),
        model=model,
        title=story.bible.title,
        intake=story.intake,
        clarifying_question=story.clarifying_question,
        clarification_answer=story.clarification_answer,
        retry_counts=story.retry_counts(),
        fallback_stages=story.fallback_stages(),
        asset_status={p.anchor_id: p.asset_status.model_dump() for p in [*story.packages, *story.endings]},
        endings=[_ending(package) for package in story.endings],
        cast={"narrator": story.bible.narrator.name} | {c.id: c.name for c in story.bible.characters},
        errors=[f.render() for f in findings if f.severity == "error"],
        warnings=[f.render() for f in findings if f.severity != "error"],
    )


def _ending(package: ScenePackage) -> EndingSummary:
    return EndingSummary(
        ending_id=package.anchor_id,
        title=package.title,
        panels=package.panels,
        audio_files=package.audio_files,
    )


def _print_endings(console: Console, summary: GenerateSummary) -> None:
    for ending in summary.endings:
        console.print(f"[bold]Ending {escape(ending.ending_id)}: {escape(ending.title)}[/]")
        for panel in ending.panels:
            name = summary.cast.get(panel.speaker, panel.speaker)
            who = "" if panel.kind == "narration" else f"[cyan]{escape(name)}:[/] "
            console.print(f"  {who}{escape(panel.text)}")


def _print_summary(console: Console, summary: GenerateSummary) -> None:
    _print_endings(console, summary)
    console.print(f"[bold]{escape(summary.title)}[/] written to {escape(str(summary.out))}")
    retries = {agent: n for agent, n in summary.retry_counts.items() if n}
    console.print(f"retries: {retries or 'none'}", highlight=False)
    console.print(f"fallback content: {_stages(summary)}", highlight=False)
    for error in summary.errors:
        console.print(f"[red]error:[/] {escape(str(error))}")
    for warning in summary.warnings:
        console.print(f"[yellow]warning:[/] {escape(str(warning))}")
    verdict = f"{len(summary.errors)} error(s), {len(summary.warnings)} warning(s)"
    console.print(f"checked like an authored story: {verdict}", highlight=False)
    console.print(
        escape(f"Check it: taleweaver check {summary.out}   Play it: taleweaver play {summary.out}")
    )


def _stages(summary: GenerateSummary) -> str:
    if summary.model is None:
        return "every stage (no model: offline templates)"
    return ", ".join(summary.fallback_stages) or "none"


def _spoken_input(spec: str, audio_in: Path | None) -> SpokenInput:
    """The voice intake's input and transcriber, loaded before anything is recorded (a missing voice
    extra or a bad --audio-in is said at once)."""
    from taleweaver.voice.factory import load_transcriber

    try:
        stt = load_transcriber(spec)
        spoken = SpokenInput(stt, audio_in)  # a missing file or an empty folder is said before loading
        load = getattr(stt, "load", None)
        if load is not None:
            load()
    except VoiceError as exc:
        fail(str(exc))
    return spoken


def _synthesizer() -> Synthesizer:
    from taleweaver.voice.factory import load_synthesizer

    try:
        synth = load_synthesizer()
    except VoiceError as exc:
        fail(str(exc))
    assert synth is not None
    return synth

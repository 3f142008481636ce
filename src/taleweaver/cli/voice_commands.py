"""``taleweaver voices``: list the voice bank, or audition one voice into a wav file."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from taleweaver.cli.common import fail, resolve_target
from taleweaver.content.models import Library
from taleweaver.voice import VoiceBank, VoiceError, join, load_synthesizer, write_wav
from taleweaver.voice.bank import speaker_voices
from taleweaver.voice.files import load_bank

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""


def bank_or_exit(library: Library, content: Path | None, synthesizer: str = "offline") -> VoiceBank:
    try:
        return load_bank(library, content, synthesizer=synthesizer)
    except VoiceError as exc:
        fail(str(exc))


def _users(library: Library) -> dict[str, list[str]]:
    users: dict[str, list[str]] = {library.narrator.voice: ["menu narrator"]}
    for story in library.stories.values():
        for speaker, name in speaker_voices(story).items():
            users.setdefault(name, []).append(f"{story.id}:{speaker}")
    return users


@app.command("voices")
def voices(
    story: Annotated[
        str | None, typer.Argument(help="Apply this story's voices.json (id or folder).")
    ] = None,
    content: Annotated[Path | None, typer.Option(help="Content root to load stories from.")] = None,
    say: Annotated[str | None, typer.Option(help="Audition: speak TEXT (needs --voice and --out).")] = None,
    voice: Annotated[str | None, typer.Option(help="Voice name to audition, e.g. cedar, ash, coral.")] = None,
    out: Annotated[Path | None, typer.Option(help="Write the audition to FILE.wav.")] = None,
    synthesizer: Annotated[
        str, typer.Option(help="Synthesizer: offline (piper, hibari, espeak) or openai[:MODEL].")
    ] = "offline",
    json_output: Annotated[bool, typer.Option("--json", help="Machine-readable bank.")] = False,
) -> None:
    """List the voice bank (every voice name, its offline voice and who uses it), or audition a voice."""
    library, story_id = resolve_target(story, content)
    path = Path(story) if story is not None and Path(story).exists() else content
    bank = bank_or_exit(library, path, synthesizer)
    target = library.stories.get(story_id) if story_id else None
    if say is not None or voice is not None or out is not None:
        _audition(bank, target, say, voice, out, synthesizer)
        return
    users = _users(library)
    table = bank.names(target)
    if json_output:
        rows = [
            {"name": name, **spec.model_dump(), "used_by": users.get(name, [])}
            for name, spec in table.items()
        ]
        typer.echo(json.dumps({"voices": rows}, indent=2))
        return
    view = Table("voice", "engine", "engine voice", "speed", "pitch", "used by", title="voice bank")
    for name, spec in table.items():
        view.add_row(name, spec.engine, spec.voice, f"{spec.speed:g}", f"{spec.pitch:g}",
                     ", ".join(users.get(name, [])))  # fmt: skip
    Console(highlight=False).print(view)


def _audition(
    bank: VoiceBank, story: object, text: str | None, name: str | None, out: Path | None, synthesizer: str
) -> None:
    if not text or not name or out is None:
        fail("to audition a voice give all three: --say TEXT --voice NAME --out FILE.wav")
    if out.suffix.lower() != ".wav":
        fail(f"--out {out}: give a .wav file name")
    table = bank.names(story)  # type: ignore[arg-type]
    if name not in table:
        fail(f"no voice named {name!r}; voices: {', '.join(table)}")
    try:
        synth = load_synthesizer(synthesizer)
        assert synth is not None
        started = time.perf_counter()
        audio = join(synth.stream(text, bank.for_name(name, story)))  # type: ignore[arg-type]
        elapsed = time.perf_counter() - started
        write_wav(out, audio)
    except VoiceError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(f"cannot write {out}: {exc.strerror}")
    typer.echo(
        f"{out}: {audio.duration_s:.2f} s of {name} ({bank.for_name(name).describe()}) in {elapsed:.2f} s"
    )

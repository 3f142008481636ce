"""Bringing stories in and out: ``taleweaver import`` (Twine) and ``taleweaver export --format twee``."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape

from taleweaver.cli.common import EXIT_CONTENT, EXIT_USAGE, fail, make_console, print_findings, resolve_target

if TYPE_CHECKING:
    from taleweaver.formats.twine.importer import ImportResult

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""


class TwineFormat(StrEnum):
    harlowe = "harlowe-3"
    sugarcube = "sugarcube-2"
    chapbook = "chapbook-1"


@app.command("import")
def import_story(
    source: Annotated[
        Path,
        typer.Argument(
            help="A Twee 3 file (.twee/.tw) or a folder of them, a Twine 2 published .html or archive."
        ),
    ],
    out: Annotated[Path, typer.Option("--out", help="The story folder to write; its name is the story id.")],
    force: Annotated[bool, typer.Option("--force", help="Replace --out if it exists.")] = False,
    story_format: Annotated[
        TwineFormat | None,
        typer.Option(
            "--format", help="The story format, when the file does not say (Twee without StoryData)."
        ),
    ] = None,
    story: Annotated[
        str | None, typer.Option("--story", help="The story to take from a Twine 2 archive.")
    ] = None,
    drop_broken_links: Annotated[
        bool,
        typer.Option(
            "--drop-broken-links",
            help="Import even when links go to missing passages: drop those links (check reports each one).",
        ),
    ] = False,
) -> None:
    """Import a Twine story as a native story folder (passages → nodes, links → actions, macros translated).

    Macros without a native equivalent are kept as text and reported by `taleweaver check`. Nothing is
    written when there is an error (exit 3); an existing --out is refused unless --force.
    """
    from taleweaver.formats.twine.importer import import_twine

    if not source.exists():
        fail(f"{source}: no such file or folder")
    result = import_twine(
        source,
        out,
        force=force,
        story_format=story_format.value if story_format else None,
        story=story,
        drop_broken_links=drop_broken_links,
    )
    console = make_console(stderr=True)
    print_findings(console, result.findings)
    if not result.written:
        code = (
            EXIT_USAGE
            if any(f.code in ("exists", "twine_unknown_file") for f in result.findings)
            else EXIT_CONTENT
        )
        fail(f"{source}: nothing written to {out}", code)
    clean = result.passages - result.untranslated
    make_console().print(
        f"{escape(str(out))}: {result.passages} passage(s) imported ({_read_as(result, story_format)}), "
        f"{clean} with every macro "
        f"translated; run `taleweaver check {escape(str(out))}` for what was kept as text"
    )


def _read_as(result: ImportResult, chosen: object) -> str:
    """The reader used, and what the story calls its format when that says more (``Chapbook 2.0.0``)."""
    if chosen:
        return f"{result.format}, as --format asked"
    if not result.source_format:
        return f"{result.format}, guessed: the story names no format"
    return f"{result.format} reader; the story says {escape(result.source_format)}"


class ExportFormat(StrEnum):
    twee = "twee"


@app.command("export")
def export_story(
    story: Annotated[str, typer.Argument(help="Story id, or a path to a story folder.")],
    out: Annotated[Path, typer.Option("--out", help="The file to write.")],
    fmt: Annotated[
        ExportFormat, typer.Option("--format", help="twee (Twee 3, SugarCube 2 syntax).")
    ] = ExportFormat.twee,
    content: Annotated[Path | None, typer.Option(help="Content root to look the story id up in.")] = None,
) -> None:
    """Write a story out for another tool: Twee 3 that Twine and tweego read back."""
    from taleweaver.formats.twine.export import export_twee

    library, story_id = resolve_target(story, content)
    if story_id is None:
        fail(f"{story} is a content root; name one story: {', '.join(sorted(library.stories))}")
    assert fmt is ExportFormat.twee
    out.write_text(export_twee(library.stories[story_id]), encoding="utf-8")
    make_console().print(
        f"{escape(str(out))}: {len(library.stories[story_id].storylines)} passage(s) written"
    )

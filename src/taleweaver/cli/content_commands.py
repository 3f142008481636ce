"""Author tools: ``taleweaver check``, ``taleweaver schema`` and ``taleweaver graph``."""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from taleweaver.checks import check_ink_or_twine, check_path, is_ink_or_twine
from taleweaver.cli.common import (
    EXIT_CONTENT,
    EXIT_USAGE,
    fail,
    make_console,
    print_findings,
    resolve_target,
    sort_findings,
)
from taleweaver.content.findings import ContentError, Finding
from taleweaver.content.graph import render_graph
from taleweaver.content.positions import with_positions
from taleweaver.content.schema import FILE_MODELS, content_schema, field_reference_markdown, file_schema
from taleweaver.files import NothingToCheck
from taleweaver.formats.sidecar import SIDECAR

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""


def _check_or_fail(path: Path) -> list[Finding]:
    try:
        return check_path(path)
    except NothingToCheck as exc:
        fail(str(exc))


@app.command("check")
def check(
    path: Annotated[
        Path,
        typer.Argument(
            help="A story folder, a content root, or an ink (.ink, .ink.json) or Twine (.twee, .tw, .html) "
            "story file."
        ),
    ],
    json_output: Annotated[bool, typer.Option("--json", help="Machine-readable findings.")] = False,
    intents: Annotated[
        bool,
        typer.Option(
            "--intents",
            help="Also warn of options the intent matcher may confuse, with lines to add (ink and Twine: "
            "choices to reword).",
        ),
    ] = False,
) -> None:
    """Report every problem in a story folder or content root at once. Exit 3 when there are errors.

    An ink story is compiled and played down every branch; a Twine story is imported (nothing is written)
    and checked as its story folder, each finding naming its passage.
    """
    story_file = is_ink_or_twine(path)
    try:
        findings = check_ink_or_twine(path, intents=intents) if story_file else _check_or_fail(path)
    except ContentError as exc:
        findings = list(exc.findings)
    if intents and not story_file and not any(f.severity == "error" for f in findings):
        from taleweaver.player.intent_eval import intent_findings

        findings += intent_findings(path)
    findings = sort_findings(findings)
    errors = sum(f.severity == "error" for f in findings)
    warnings = len(findings) - errors
    if json_output:
        body = {
            "path": str(path),
            "errors": errors,
            "warnings": warnings,
            "findings": [
                f.model_dump()
                for f in with_positions(findings, _texts(path, findings, story_file=story_file))
            ],
        }
        typer.echo(json.dumps(body, indent=2))
    else:
        console = make_console()
        print_findings(console, findings)
        verdict = "[green]ok[/]" if not findings else f"{errors} error(s), {warnings} warning(s)"
        console.print(f"{escape(str(path))}: {verdict}")
        with_examples, actions = _examples_count(path)
        if not intents and not errors and actions and with_examples * 2 < actions:
            console.print(
                f"[dim]{with_examples} of {actions} storyline action(s) have example lines; free text is "
                "matched on their descriptions alone. `taleweaver check --intents` names the options "
                "players' lines may confuse, with lines to add.[/]"
            )
    if not path.is_dir() and not story_file:
        raise typer.Exit(EXIT_USAGE)  # nothing to check: a usage mistake, not a content error
    if errors:
        raise typer.Exit(EXIT_CONTENT)


def _examples_count(path: Path) -> tuple[int, int]:
    """(storyline actions with ``examples``, all storyline actions) under ``path``; unreadable files are
    skipped (check has reported them)."""
    with_examples = actions = 0
    for file in sorted(path.glob("**/storylines/**/*.json")) if path.is_dir() else []:
        try:
            node = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            continue
        listed = node.get("actions") if isinstance(node, dict) else None
        for action in listed if isinstance(listed, list) else []:
            actions += 1
            with_examples += bool(isinstance(action, dict) and action.get("examples"))
    return with_examples, actions


def _texts(path: Path, findings: list[Finding], *, story_file: bool) -> dict[str, str | None]:
    """The text of every file the findings name, for line/column: relative to ``path`` for a story folder
    or content root; for an ink or Twine story only its sidecar's (the story's own findings carry their
    line, or are no place in a JSON file)."""
    root = Path() if story_file else path
    texts: dict[str, str | None] = {}
    for name in {f.file for f in findings}:
        try:
            known = not story_file or Path(name).name == SIDECAR
            texts[name] = (root / name).read_text(encoding="utf-8") if known else None
        except (OSError, UnicodeDecodeError):
            texts[name] = None
    return texts


class SchemaKind(StrEnum):
    all = "all"
    narrator = "narrator"
    character = "character"
    manifest = "manifest"
    scene = "scene"
    storyline = "storyline"
    map = "map"
    flags = "flags"
    variables = "variables"
    turn = "turn"


@app.command("schema")
def schema(
    kind: Annotated[
        SchemaKind,
        typer.Option("--file", help="One file kind, or all of them; `turn`: the row every front end emits."),
    ] = SchemaKind.all,
    reference: Annotated[
        bool, typer.Option("--reference", help="Print the field reference (Markdown) of the docs instead.")
    ] = False,
) -> None:
    """Print the JSON Schema of the story file formats (for editors; unknown fields are refused), or with
    ``--file turn`` of the turn row that ``play --json``, the voice loop and ``/play/*`` emit."""
    assert set(FILE_MODELS) <= {k.value for k in SchemaKind}
    if reference:
        typer.echo(field_reference_markdown(), nl=False)
        return
    if kind is SchemaKind.turn:
        from taleweaver.turn import turn_schema

        doc = turn_schema()
    else:
        doc = content_schema() if kind is SchemaKind.all else file_schema(kind.value)
    typer.echo(json.dumps(doc, indent=2, ensure_ascii=False))


class GraphFormatChoice(StrEnum):
    mermaid = "mermaid"
    dot = "dot"


@app.command("graph")
def graph(
    story: Annotated[str, typer.Argument(help="Story id, or a path to a story folder.")],
    fmt: Annotated[
        GraphFormatChoice, typer.Option("--format", help="mermaid or dot.")
    ] = GraphFormatChoice.mermaid,
    content: Annotated[Path | None, typer.Option(help="Content root to look the story id up in.")] = None,
    ids: Annotated[
        bool, typer.Option("--ids", help="Label edges with action ids and places with scene ids.")
    ] = False,
) -> None:
    """Print the storyline graph (by chapter; edges labelled with the option text), the scene map with its
    gates, and the flags with the actions that set them and the gates that read them."""
    library, story_id = resolve_target(story, content)
    if story_id is None:
        fail(f"{story} is a content root; name one story: {', '.join(sorted(library.stories))}")
    typer.echo(render_graph(library.stories[story_id], fmt.value, ids=ids), nl=False)

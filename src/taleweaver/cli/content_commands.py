"""Author tools: ``taleweaver check``, ``taleweaver schema`` and ``taleweaver graph``."""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from taleweaver.cli.app import app
from taleweaver.cli.common import EXIT_CONTENT, EXIT_USAGE, fail, resolve_target
from taleweaver.content.check import ExtraCheck, check_content, check_story
from taleweaver.content.findings import ContentError, Finding
from taleweaver.content.graph import render_graph
from taleweaver.content.schema import FILE_MODELS, content_schema, file_schema
from taleweaver.files import is_story_folder, read_tree
from taleweaver.npc.world import check_world_dir
from taleweaver.voice.check import check_content_voices, check_story_voices


def check_path(path: Path) -> list[Finding]:
    """Every finding for a story folder or a content root (stories, and an NPC world if present)."""
    tree = read_tree(path)
    if is_story_folder(path):
        return check_story(tree) + check_story_voices(tree)
    # NPC files are checked laid over the bundled world, as `taleweaver serve` loads them.
    world: dict[str, ExtraCheck] = {"npcs": lambda _tree: check_world_dir(path)}
    findings = check_content(tree, extra=world) + check_content_voices(tree)
    if not findings and not any(p.endswith("manifest.json") or p.startswith("npcs/") for p in tree):
        fail(
            f"{path} holds no story (manifest.json) and no NPCs (npcs/); give a story folder or content root"
        )
    return findings


@app.command("check")
def check(
    path: Annotated[Path, typer.Argument(help="A story folder or a content root.")],
    json_output: Annotated[bool, typer.Option("--json", help="Machine-readable findings.")] = False,
) -> None:
    """Report every problem in a story folder or content root at once. Exit 3 when there are errors."""
    try:
        findings = check_path(path)
    except ContentError as exc:
        findings = list(exc.findings)
    findings.sort(key=lambda f: (f.severity != "error", f.file, f.location))
    errors = sum(f.severity == "error" for f in findings)
    warnings = len(findings) - errors
    if json_output:
        body = {
            "path": str(path),
            "errors": errors,
            "warnings": warnings,
            "findings": [f.model_dump() for f in findings],
        }
        typer.echo(json.dumps(body, indent=2))
    else:
        console = Console(highlight=False)
        for f in findings:
            colour = "red" if f.severity == "error" else "yellow"
            where = f"{f.file}:{f.location}" if f.location else f.file
            hint = f" [dim]— {escape(f.hint)}[/]" if f.hint else ""
            console.print(
                f"[{colour}]{f.severity}[/] [bold]{escape(where)}[/]: {escape(f.message)}{hint}",
                soft_wrap=True,
            )
        verdict = "[green]ok[/]" if not findings else f"{errors} error(s), {warnings} warning(s)"
        console.print(f"{escape(str(path))}: {verdict}")
    if not path.is_dir():
        raise typer.Exit(EXIT_USAGE)  # nothing to check: a usage mistake, not a content error
    if errors:
        raise typer.Exit(EXIT_CONTENT)


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


@app.command("schema")
def schema(
    kind: Annotated[
        SchemaKind, typer.Option("--file", help="One file kind, or all of them.")
    ] = SchemaKind.all,
) -> None:
    """Print the JSON Schema of the story file formats (for editors)."""
    assert set(FILE_MODELS) <= {k.value for k in SchemaKind}
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
) -> None:
    """Print the storyline graph (by chapter) and the scene map with its gates."""
    library, story_id = resolve_target(story, content)
    if story_id is None:
        fail(f"{story} is a content root; name one story: {', '.join(sorted(library.stories))}")
    typer.echo(render_graph(library.stories[story_id], fmt.value), nl=False)

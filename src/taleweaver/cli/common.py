"""Helpers shared by CLI commands: loading content with clear errors, exit codes, consoles."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import typer
from rich.console import Console

from taleweaver.content.findings import ContentError
from taleweaver.content.models import Library
from taleweaver.files import is_story_folder, load_library_from
from taleweaver.settings import Settings, SettingsError, load_settings

EXIT_USAGE = 2
EXIT_CONTENT = 3

err_console = Console(stderr=True, highlight=False)
_settings: list[Settings] = []


def read_settings() -> Settings:
    """Read the environment once for this command run (the CLI's edge) and apply what is global."""
    from taleweaver.models.guard import set_model_requests_allowed

    try:
        settings = load_settings()
    except SettingsError as exc:
        fail(str(exc))
    set_model_requests_allowed(settings.allow_model_requests)
    _settings[:] = [settings]
    return settings


def settings() -> Settings:
    """The settings this command run read at its start."""
    return _settings[0] if _settings else read_settings()


def fail(message: str, code: int = EXIT_USAGE) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {message}", markup=True, soft_wrap=True)
    raise typer.Exit(code)


def load_library_or_exit(path: Path | None) -> Library:
    try:
        return load_library_from(path)
    except ContentError as exc:
        for finding in exc.findings:
            if finding.severity == "error":
                err_console.print(f"[red]{finding.render()}[/]", soft_wrap=True)
        fail(
            f"content at {path or 'the bundled stories'} has errors; run `taleweaver check` for details",
            EXIT_CONTENT,
        )


def resolve_target(target: str | None, content: Path | None) -> tuple[Library, str | None]:
    """The library to play and the story to start in (None = the menu).

    ``target`` is a story id (in ``content`` or the bundled stories) or a path to a story folder or
    content root.
    """
    if target is not None and Path(target).exists():
        path = Path(target)
        library = load_library_or_exit(path)
        if is_story_folder(path):
            return library, next(iter(library.stories))
        return library, None
    library = load_library_or_exit(content)
    if target is not None and target not in library.stories:
        known = ", ".join(sorted(library.stories)) or "none"
        fail(f"no story or folder named {target!r}. Stories: {known}. Or give a path to a story folder.")
    return library, target

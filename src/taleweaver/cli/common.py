"""Helpers shared by CLI commands: loading content with clear errors, exit codes, consoles."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from rich.console import Console
from rich.markup import escape

from taleweaver.apps.console import make_console as make_console  # the CLI's consoles are the apps'
from taleweaver.content.findings import ContentError, Finding
from taleweaver.content.models import Library
from taleweaver.engine.save import SaveError, load_save
from taleweaver.engine.state import StoryState
from taleweaver.files import is_story_folder, load_library_from
from taleweaver.settings import Settings, SettingsError, load_settings

EXIT_OK = 0
EXIT_FAILURE = 1
"""A measurement or run that completed but missed its goal (``bench … --check``, a broken encoder)."""
EXIT_USAGE = 2
"""The user asked for something impossible: bad flags, missing files, unknown ids, bad settings."""
EXIT_CONTENT = 3
"""The content itself has errors (``check``, ``generate``, loading a story to play)."""


class CliError(Exception):
    """What a command tells the user when it stops, and the exit code it stops with.

    Raise it anywhere under a command (:func:`fail` does); :mod:`taleweaver.cli.app` renders every
    one the same way, in one place (``error: …`` on stderr), and exits with :attr:`exit_code`.
    """

    def __init__(self, message: str, exit_code: int = EXIT_USAGE) -> None:
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code

    def render(self) -> None:
        err_console.print(f"[bold red]error:[/] {escape(self.message)}", markup=True, soft_wrap=True)


err_console = make_console(stderr=True)
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
    """Stop the command with ``message`` and ``code`` (see :class:`CliError`)."""
    raise CliError(message, code)


def print_findings(console: Console, findings: Sequence[Finding]) -> None:
    """Findings as ``taleweaver check`` prints them: one line each, severity, place, message, fix."""
    for f in findings:
        colour = "red" if f.severity == "error" else "yellow"
        where = f"{f.file}:{f.location}" if f.location else f.file
        hint = f" [dim]— {escape(f.hint)}[/]" if f.hint else ""
        console.print(
            f"[{colour}]{f.severity}[/] [bold]{escape(where)}[/]: {escape(f.message)}{hint}", soft_wrap=True
        )


def sort_findings(findings: Sequence[Finding]) -> list[Finding]:
    return sorted(findings, key=lambda f: (f.severity != "error", f.file, f.location))


def load_library_or_exit(path: Path | None) -> Library:
    """The library at ``path``; on content errors, every finding printed as ``check`` prints it, exit 3."""
    try:
        return load_library_from(path)
    except ContentError as exc:
        findings = exc.findings
        if path is not None and is_story_folder(path):
            # A story folder alone: name files as `check PATH` does, relative to the folder.
            prefix = f"{path.resolve().name}/"
            findings = [f.model_copy(update={"file": f.file.removeprefix(prefix)}) for f in findings]
        print_findings(err_console, sort_findings(findings))
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


def load_state_or_exit(load: Path | None, library: Library) -> StoryState | None:
    """The state a ``--load FILE`` save holds (``None`` without one); exits naming the file when it cannot
    be read or does not fit the library."""
    if load is None:
        return None
    try:
        return load_save(load.read_text(encoding="utf-8"), library)
    except OSError as exc:
        fail(f"cannot read save {load}: {exc.strerror}")
    except SaveError as exc:
        fail(f"{load}: {exc}")

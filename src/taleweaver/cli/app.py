"""The ``taleweaver`` command: a thin skin over the library.

Each command module holds its commands on its own ``app`` (a Typer with no name) and imports
nothing from here; this module lists them in one place and merges them into the ``taleweaver``
command, so there is no import cycle and a module's commands cannot be registered twice.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib import import_module
from typing import Any

import typer

from taleweaver.cli.common import CliError

COMMAND_MODULES = (
    "taleweaver.cli.audit_commands",
    "taleweaver.cli.bench_commands",
    "taleweaver.cli.bench_ink",
    "taleweaver.cli.bench_server",
    "taleweaver.cli.bench_voice",
    "taleweaver.cli.body_commands",
    "taleweaver.cli.content_commands",
    "taleweaver.cli.generate_commands",
    "taleweaver.cli.import_commands",
    "taleweaver.cli.npc_commands",
    "taleweaver.cli.play_commands",
    "taleweaver.cli.serve_commands",
    "taleweaver.cli.voice_commands",
)
"""Every module whose ``app`` holds ``taleweaver`` commands (one line each, keep sorted)."""

app = typer.Typer(
    name="taleweaver",
    help="Bounded AI storytelling: the model writes the words, code owns the state.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _read_settings() -> None:
    """Bounded AI storytelling: the model writes the words, code owns the state."""
    from taleweaver.cli.common import read_settings

    _render_errors(read_settings)()


def _render_errors(callback: Callable[..., Any]) -> Callable[..., Any]:
    """``callback``, with a :class:`CliError` rendered and turned into its exit code."""

    @functools.wraps(callback)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return callback(*args, **kwargs)
        except CliError as exc:
            exc.render()
            raise typer.Exit(exc.exit_code) from None

    return run


def _with_error_rendering(commands: typer.Typer) -> typer.Typer:
    for info in commands.registered_commands:
        if info.callback is not None:
            info.callback = _render_errors(info.callback)
    for group in commands.registered_groups:
        if group.typer_instance is not None:
            _with_error_rendering(group.typer_instance)
    return commands


# Import every module first: one may add a subcommand to another's group (``bench body``).
for _commands in [import_module(name).app for name in COMMAND_MODULES]:
    app.add_typer(_with_error_rendering(_commands))


def main() -> None:
    """The console script: run the command line (a :class:`~taleweaver.cli.common.CliError` ends it
    with its message and exit code)."""
    app()

"""The ``taleweaver`` command: a thin skin over the library. Each command lives in its own module."""

from __future__ import annotations

import typer

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

    read_settings()


# Command modules register themselves on `app` when imported (one line each, keep sorted).
# --- command registrations ---
import taleweaver.cli.audit_commands  # noqa: E402
import taleweaver.cli.bench_commands  # noqa: E402
import taleweaver.cli.body_commands  # noqa: E402, F401
import taleweaver.cli.content_commands  # noqa: E402
import taleweaver.cli.generate_commands  # noqa: E402
import taleweaver.cli.npc_commands  # noqa: E402
import taleweaver.cli.play_commands  # noqa: E402
import taleweaver.cli.serve_commands  # noqa: E402
import taleweaver.cli.voice_commands  # noqa: E402, F401

# --- end command registrations ---


def main() -> None:
    app()

"""``taleweaver serve``: the stateless HTTP server (NPC dialogue, narration, the story pipeline)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from taleweaver.cli.app import app
from taleweaver.cli.common import settings
from taleweaver.models.port import ModelError
from taleweaver.npc.world import WorldInvalid
from taleweaver.server.prompts import PromptError
from taleweaver.signing import SECRET_SETTING

DEFAULT_CALL_LOG = Path("taleweaver-calls.jsonl")


@app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    model: Annotated[
        str | None, typer.Option("--model", help="Model spec for every role (default: auto).")
    ] = None,
    npc_model: Annotated[str | None, typer.Option("--npc-model", help="Model spec for the npc role.")] = None,
    narrator_model: Annotated[
        str | None, typer.Option("--narrator-model", help="Model spec for the narrator role.")
    ] = None,
    content: Annotated[
        list[Path] | None, typer.Option("--content", help="Extra world content dir; repeatable.")
    ] = None,
    prompts: Annotated[
        Path | None, typer.Option("--prompts", help="Dir of <role>.md prompt overrides.")
    ] = None,
    base_url: Annotated[str | None, typer.Option("--base-url", help="OpenAI-compatible base URL.")] = None,
    call_log: Annotated[
        Path, typer.Option("--call-log", help="JSONL log of every model call.")
    ] = DEFAULT_CALL_LOG,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
) -> None:
    """Serve the stateless API: POST /npc/speak, POST /dm/narrate, GET /npcs, GET /npcs/{id} (docs/npc.md)
    and the story pipeline POST /story/start, /story/clarify, /story/choose (+ /stream SSE variants;
    docs/pipeline.md)."""
    import uvicorn

    from taleweaver.server.app import create_app
    from taleweaver.server.config import ServerConfig

    config = ServerConfig.from_settings(
        settings(),
        content_dirs=tuple(content) if content else None,
        prompts_dir=prompts,
        model=model,
        role_models={"npc": npc_model, "narrator": narrator_model},
        base_url=base_url,
        call_log=call_log,
    )
    if config.model is None:
        config = config.model_copy(update={"model": "auto"})
    try:
        server_app = create_app(config)
    except (WorldInvalid, PromptError, ModelError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    for role, routed in server_app.state.role_models.items():
        typer.echo(f"{role}: {routed.name if routed else 'no model (answers 502)'}", err=True)
    if server_app.state.story_service.signer.development:
        typer.echo(
            f"warning: story sessions are sealed with the built-in DEVELOPMENT secret; set {SECRET_SETTING} "
            "before serving anyone else",
            err=True,
        )
    uvicorn.run(server_app, host=host, port=port, log_level=log_level)

"""``taleweaver serve``: the stateless HTTP server (NPC dialogue, narration, the story pipeline)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from taleweaver.cli.common import fail, settings
from taleweaver.models.port import ModelError
from taleweaver.models.spec import is_demo_model
from taleweaver.npc.world import WorldInvalid
from taleweaver.prompt_files import PromptError
from taleweaver.signing import SECRET_SETTING

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""

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
    stories: Annotated[
        list[Path] | None,
        typer.Option(
            "--stories",
            help="A story folder or content root to play in the web app (/play routes); repeatable.",
        ),
    ] = None,
    cors: Annotated[
        list[str] | None,
        typer.Option(
            "--cors", help="Allow browser calls from this origin (e.g. http://localhost:5173); repeatable."
        ),
    ] = None,
    prompts: Annotated[
        Path | None, typer.Option("--prompts", help="Dir of <role>.md prompt overrides.")
    ] = None,
    base_url: Annotated[str | None, typer.Option("--base-url", help="OpenAI-compatible base URL.")] = None,
    call_log: Annotated[
        Path, typer.Option("--call-log", help="JSONL log of every model call.")
    ] = DEFAULT_CALL_LOG,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
    docs: Annotated[
        bool,
        typer.Option(
            "--docs",
            help="Also serve the interactive API browsers /docs and /redoc (they load scripts from a CDN); "
            "/openapi.json is always served.",
        ),
    ] = False,
    start_page: Annotated[
        str,
        typer.Option(
            "--start-page",
            help="The web app's landing page: library (the stories) or orb (tap the orb and talk; "
            "docs/web.md). Every page stays linked.",
        ),
    ] = "library",
    robot: Annotated[
        list[str] | None,
        typer.Option(
            "--robot",
            envvar="TALEWEAVER_ROBOTS",
            help="A Reachy Mini daemon (HOST:PORT) the orb page's robot picker offers when it answers; "
            "the chosen robot moves with every line the page speaks (needs the reachy extra); "
            "repeatable (env TALEWEAVER_ROBOTS, space-separated).",
        ),
    ] = None,
    workers: Annotated[
        int,
        typer.Option(
            min=1,
            help="Worker processes (each loads its own app and models; the server is stateless, so any "
            "worker serves any session). Measure with `taleweaver bench server --workers N`.",
        ),
    ] = 1,
) -> None:
    """Serve the web app at / and the stateless API: authored stories POST /play/start, /play/turn,
    GET /play/save, POST /play/load, GET /play/stories (docs/web.md); POST /npc/speak, /npc/turn,
    /dm/narrate, GET /npcs (docs/npc.md); the story pipeline POST /story/start, /story/clarify,
    /story/choose (+ /stream SSE variants), /story/export (docs/pipeline.md); POST /voice/say,
    /voice/transcribe. With --model, a model also voices the authored stories (the director)."""
    import uvicorn

    from taleweaver.pipeline.prepared_store import StoreUnavailable, ensure_reachable
    from taleweaver.server.app import create_app
    from taleweaver.server.config import ServerConfig
    from taleweaver.server.web import START_PAGES, parse_daemon

    if start_page not in START_PAGES:
        fail(f"--start-page {start_page!r}: choose one of {', '.join(START_PAGES)}")
    for address in robot or []:
        try:
            parse_daemon(address)
        except ValueError as exc:
            fail(f"--robot: {exc}")
    if robot and workers > 1:
        fail(
            "--robot with --workers: a robot is driven by one process (each worker would stream it its "
            "own targets); serve the robot with --workers 1"
        )
    config = ServerConfig.from_settings(
        settings(),
        content_dirs=tuple(content) if content else None,
        prompts_dir=prompts,
        model=model,
        role_models={"npc": npc_model, "narrator": narrator_model},
        base_url=base_url,
        call_log=call_log,
        stories_dirs=tuple(stories) if stories else None,
        cors_origins=tuple(cors) if cors else None,
        play_model=model,
        docs=docs or None,
        start_page=start_page,
        robot_daemons=tuple(robot) if robot else None,
    )
    if config.model is None:
        config = config.model_copy(update={"model": "auto"})
    try:
        ensure_reachable(config.redis_url if config.pipeline_prefetch else None)  # shared store: fail now
        server_app = create_app(config)
    except (WorldInvalid, PromptError, ModelError, StoreUnavailable) as exc:
        fail(str(exc))
    for role, routed in server_app.state.services.role_models.items():
        typer.echo(f"{role}: {routed.name if routed else 'no model (answers 502)'}", err=True)
        if is_demo_model(routed):
            typer.echo(
                f"warning: the {role} role runs the shipped demo model (SmolLM2-135M): slow, repetitive "
                "prose; plug in a real one (--model openai:MODEL, ollama:MODEL or local:PATH.gguf)",
                err=True,
            )
    catalog = server_app.state.services.play.catalog
    typer.echo(f"stories: {', '.join(sorted(catalog.library.stories)) or 'none'}", err=True)
    for broken in catalog.broken:
        typer.echo(f"warning: {broken.message()}", err=True)
    if server_app.state.services.signer.development:
        typer.echo(
            f"warning: sessions are sealed with the built-in DEVELOPMENT secret; set {SECRET_SETTING} "
            "before serving anyone else",
            err=True,
        )
    if workers == 1:
        from taleweaver.server.voice_routes import voice_service

        warmed = voice_service(server_app).warm()  # before listening: loading stalls the interpreter
        typer.echo("voice: loaded" if warmed else "voice: off (no synthesizer installed)", err=True)
    typer.echo(f"web app: http://{host}:{port}/ (start page: {start_page})", err=True)
    from taleweaver.server.http_limits import uvicorn_options

    limits = uvicorn_options()
    if workers == 1:
        uvicorn.run(server_app, host=host, port=port, log_level=log_level, **limits)
        return
    import os

    from taleweaver.server.app import SERVE_CONFIG_ENV

    os.environ[SERVE_CONFIG_ENV] = config.model_dump_json()
    uvicorn.run(
        "taleweaver.server.app:app_from_env",
        factory=True,
        workers=workers,
        host=host,
        port=port,
        log_level=log_level,
        **limits,
    )

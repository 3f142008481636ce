"""The FastAPI app factory behind ``taleweaver serve``.

The server is stateless for game state: it loads static authored material (world content, role
prompts) once into memory and routes each role to its model. Capabilities add their routers in
:func:`create_app`, between the router markers; every router's errors go through the one handler.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request

from taleweaver.content.npc import World
from taleweaver.models.http_client import close_all
from taleweaver.models.port import ChatModel
from taleweaver.npc.speaker import NpcSpeaker
from taleweaver.npc.world import load_world
from taleweaver.server import (
    npc_routes,
    npc_turn_routes,
    pipeline_routes,
    play_routes,
    story_export_routes,
    voice_routes,
)
from taleweaver.server.config import ROLES, ServerConfig
from taleweaver.server.errors import install_error_handlers
from taleweaver.server.openapi import install_openapi
from taleweaver.server.play_catalog import StoryCatalog, load_catalog
from taleweaver.server.play_service import PlayService
from taleweaver.server.prompts import load_prompts
from taleweaver.server.routing import Resolver, build_role_models
from taleweaver.server.web import install_web
from taleweaver.settings import load_settings


def create_app(
    config: ServerConfig | None = None,
    *,
    models: Mapping[str, ChatModel | None] | None = None,
    resolve: Resolver | None = None,
    world: World | None = None,
    catalog: StoryCatalog | None = None,
) -> FastAPI:
    """Build the app. ``models`` (role → model), ``world`` and ``catalog`` (the playable stories)
    replace resolving specs and loading files.

    Without ``config`` the environment is read here, once (:func:`~taleweaver.settings.load_settings`).
    """
    config = config or ServerConfig.from_settings(load_settings())
    app = FastAPI(
        title="taleweaver", summary="Bounded AI storytelling server", version="0.1.0", lifespan=_lifespan
    )
    install_error_handlers(app)
    app.state.config = config
    role_models = build_role_models(config, ROLES, models=models, resolve=resolve)
    app.state.role_models = role_models
    world = (
        world
        if world is not None
        else load_world(config.content_dirs, include_bundled=config.include_bundled)
    )
    app.state.npc_speaker = NpcSpeaker(world, load_prompts(ROLES, config.prompts_dir), role_models)

    @app.get("/healthz", tags=["server"])
    async def healthz(request: Request) -> dict[str, object]:
        routed: Mapping[str, ChatModel | None] = request.app.state.role_models
        health: dict[str, object] = {
            "status": "ok",
            "models": {role: m.name if m else None for role, m in routed.items()},
        }
        prefetch = request.app.state.story_service.prefetch
        if prefetch is not None:  # prepared scenes used here (hits) or built on demand (misses)
            health["prefetch"] = prefetch.stats.as_dict()
        return health

    # --- routers (one line per capability) ---
    app.include_router(npc_routes.seed_router)
    app.include_router(npc_routes.router)
    app.state.play_service = PlayService(
        catalog or load_catalog(config.stories_dirs, include_bundled=config.include_bundled),
        config.signer(),
        _play_model(config, models=models, resolve=resolve),
    )
    app.include_router(play_routes.router)  # before the pipeline's: /play/turn is matched on every turn
    app.include_router(pipeline_routes.pipeline_router(app.state, config, models=models, resolve=resolve))
    app.include_router(npc_turn_routes.router)
    app.include_router(story_export_routes.router)
    app.include_router(voice_routes.router)
    # --- end routers ---
    install_openapi(app, npc_ids=world.npcs, story_ids=lambda: app.state.play_service.catalog.library.stories)
    install_web(
        app,
        cors_origins=config.cors_origins,
        max_body_bytes=config.max_body_bytes,
        max_audio_bytes=config.max_audio_bytes,
    )
    return app


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """On startup, check the prepared-scene store answers; on shutdown, close it and every kept-open HTTP
    client (model adapters, the in-process NPC transport)."""
    prefetch = app.state.story_service.prefetch
    if prefetch is not None:
        await prefetch.store.check()
    yield
    if prefetch is not None:
        await prefetch.close()
    state = app.state
    models = [*state.role_models.values(), state.play_service.model, state.story_service.model]
    await close_all([*models, getattr(state, "npc_transport", None)])


SERVE_CONFIG_ENV = "TALEWEAVER_SERVE_CONFIG"
"""The ``ServerConfig`` as JSON, handed by ``taleweaver serve --workers N`` to each worker process."""


def app_from_env() -> FastAPI:
    """The uvicorn factory each worker of ``taleweaver serve --workers N`` calls (one app per process)."""
    import os

    raw = os.environ.get(SERVE_CONFIG_ENV)
    return create_app(ServerConfig.model_validate_json(raw) if raw else None)


def _play_model(
    config: ServerConfig,
    *,
    models: Mapping[str, ChatModel | None] | None,
    resolve: Resolver | None,
) -> ChatModel | None:
    """The director's model for ``/play``: ``models["play"]`` (tests), else ``config.play_model``."""
    if models is not None:
        return models.get("play")
    if config.play_model is None:
        return None
    from taleweaver.models.spec import choose_model

    if resolve is not None:
        return resolve(config.play_model)
    return choose_model(config.play_model, settings=config.model_settings()).model

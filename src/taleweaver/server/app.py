"""The FastAPI app factory behind ``taleweaver serve``.

The server is stateless for game state: it loads static authored material (world content, role
prompts) once into memory and routes each role to its model. Capabilities add their routers in
:func:`create_app`, between the router markers; every router's errors go through the one handler.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request

from taleweaver.apps.http_play.catalog import StoryCatalog
from taleweaver.apps.http_play.refusal import AREA
from taleweaver.content.npc import World
from taleweaver.models.http_client import close_all
from taleweaver.models.port import ChatModel
from taleweaver.models.spec import is_demo_model
from taleweaver.server import (
    npc_routes,
    npc_turn_routes,
    pipeline_routes,
    play_routes,
    realtime_routes,
    robot_routes,
    story_export_routes,
    voice_routes,
)
from taleweaver.server.config import ServerConfig
from taleweaver.server.errors import install_error_handlers
from taleweaver.server.hot_routes import HotRoute, HotRoutes
from taleweaver.server.openapi import install_openapi
from taleweaver.server.routing import Resolver
from taleweaver.server.services import Services, build_services
from taleweaver.server.web import install_web
from taleweaver.settings import load_settings
from taleweaver.signing import SessionSigner
from taleweaver.voice.ports import Synthesizer, Transcriber


def create_app(
    config: ServerConfig | None = None,
    *,
    models: Mapping[str, ChatModel | None] | None = None,
    resolve: Resolver | None = None,
    world: World | None = None,
    catalog: StoryCatalog | None = None,
    signer: SessionSigner | None = None,
    synthesizer: Synthesizer | None = None,
    transcriber: Transcriber | None = None,
) -> FastAPI:
    """Build the app and, once, every service it uses (:func:`~taleweaver.server.services.build_services`).

    ``models`` (role → model), ``world``, ``catalog`` (the playable stories), ``signer`` and the voice
    parts (``synthesizer``, ``transcriber``) replace resolving specs, loading files and deriving keys.
    Without ``config`` the environment is read here, once (:func:`~taleweaver.settings.load_settings`).
    The lifespan closes what the services opened.
    """
    config = config or ServerConfig.from_settings(load_settings())
    services = build_services(
        config,
        models=models,
        resolve=resolve,
        world=world,
        catalog=catalog,
        signer=signer,
        synthesizer=synthesizer,
        transcriber=transcriber,
    )
    app = FastAPI(
        title="taleweaver",
        summary="Bounded AI storytelling server",
        version="0.1.0",
        lifespan=_lifespan,
        docs_url="/docs" if config.docs else None,  # API browsers load CDN scripts: only with serve --docs
        redoc_url="/redoc" if config.docs else None,
    )
    install_error_handlers(app)
    app.state.config = config
    app.state.services = services

    @app.get("/healthz", tags=["server"])
    async def healthz(request: Request) -> dict[str, object]:
        """Each role's model as ``{name, demo}`` (``demo``: the shipped SmolLM2), ``null`` for none."""
        found: Services = request.app.state.services
        routed = found.role_models
        health: dict[str, object] = {
            "status": "ok",
            "models": {role: model_health(m) for role, m in routed.items()},
        }
        if found.story.prefetch is not None:  # prepared scenes used (hits) or built on demand (misses)
            health["prefetch"] = found.story.prefetch.stats.as_dict()
        return health

    # --- routers (one line per capability) ---
    app.include_router(npc_routes.seed_router)
    app.include_router(npc_routes.router)
    app.include_router(play_routes.router)  # before the pipeline's: /play/turn is matched on every turn
    app.include_router(pipeline_routes.router)
    app.include_router(npc_turn_routes.router)
    app.include_router(story_export_routes.router)
    app.include_router(voice_routes.router)
    app.include_router(realtime_routes.router)
    app.include_router(robot_routes.router)
    # --- end routers ---
    app.add_middleware(HotRoutes, routes=hot_routes(services))  # inside the browser edge and CORS
    install_openapi(
        app,
        npc_ids=services.npc_speaker.world.npcs,
        story_ids=lambda: services.play.catalog.library.stories,
    )
    install_web(
        app,
        cors_origins=config.cors_origins,
        max_body_bytes=config.max_body_bytes,
        max_audio_bytes=config.max_audio_bytes,
        docs=config.docs,
        start_page=config.start_page,
        robot_daemons=config.robot_daemons,
    )
    return app


def model_health(model: ChatModel | None) -> dict[str, object] | None:
    """A role's model on ``/healthz``: its name and whether it is the shipped demo model."""
    return None if model is None else {"name": model.name, "demo": is_demo_model(model)}


def hot_routes(services: Services) -> tuple[HotRoute, ...]:
    """``POST /play/turn`` and ``POST /npc/speak``, answered below the router (every turn of a story and
    every NPC line goes through them; :mod:`~taleweaver.server.hot_routes`)."""
    return (
        HotRoute("/play/turn", AREA, play_routes.turn_answer(services.play)),
        HotRoute("/npc/speak", "npc", npc_routes.speak_answer(services.npc_speaker), seed_keys=True),
    )


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """On startup, check the prepared-scene store answers; on shutdown, close it, every kept-open HTTP
    client (the model adapters) and the robots' connections."""
    services: Services = app.state.services
    prefetch = services.story.prefetch
    if prefetch is not None:
        await prefetch.store.check()
    yield
    if prefetch is not None:
        await prefetch.close()
    await close_all(services.models())
    await services.robots.close()


SERVE_CONFIG_ENV = "TALEWEAVER_SERVE_CONFIG"
"""The ``ServerConfig`` as JSON, handed by ``taleweaver serve --workers N`` to each worker process."""


def app_from_env() -> FastAPI:
    """The uvicorn factory each worker of ``taleweaver serve --workers N`` calls (one app per process)."""
    import os

    raw = os.environ.get(SERVE_CONFIG_ENV)
    return create_app(ServerConfig.model_validate_json(raw) if raw else None)

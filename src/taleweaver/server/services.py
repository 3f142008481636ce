"""The server's services, built once per app by :func:`build_services` — the one composition root.

Every route reads what it needs from the typed :class:`Services` on ``app.state.services`` (hot routes
read it directly, the others through :func:`services` as a dependency). The test seams — ready models
(``models``/``resolve``), the NPC world, the story catalog and the token signer — are passed here once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from fastapi import Request

from taleweaver.apps.http_play.catalog import StoryCatalog, load_catalog
from taleweaver.apps.http_play.service import PlayService
from taleweaver.content.npc import World
from taleweaver.models.port import ChatModel
from taleweaver.models.spec import choose_model
from taleweaver.npc.speaker import NpcSpeaker
from taleweaver.npc.world import load_world
from taleweaver.pipeline import PipelineConfig
from taleweaver.pipeline.prepared_store import open_store
from taleweaver.server.config import ROLES, ServerConfig
from taleweaver.server.pipeline_routes import ROLE as PIPELINE_ROLE
from taleweaver.server.pipeline_routes import StoryService
from taleweaver.server.prompts import load_prompts
from taleweaver.server.robot_routes import RobotStage
from taleweaver.server.routing import Resolver, build_role_models
from taleweaver.server.voice_routes import VoiceService
from taleweaver.signing import SessionSigner
from taleweaver.voice.ports import Synthesizer, Transcriber


@dataclass(frozen=True, slots=True)
class Services:
    """Everything the routes use, made once: models by role, NPCs, stories, the pipeline, voice."""

    config: ServerConfig
    signer: SessionSigner
    role_models: Mapping[str, ChatModel | None]
    npc_speaker: NpcSpeaker
    play: PlayService
    story: StoryService
    voice: VoiceService
    robots: RobotStage

    def models(self) -> list[ChatModel | None]:
        """Every model the services hold (closed on shutdown)."""
        return [*self.role_models.values(), self.play.model, self.story.model]


def build_services(
    config: ServerConfig,
    *,
    models: Mapping[str, ChatModel | None] | None = None,
    resolve: Resolver | None = None,
    world: World | None = None,
    catalog: StoryCatalog | None = None,
    signer: SessionSigner | None = None,
    synthesizer: Synthesizer | None = None,
    transcriber: Transcriber | None = None,
) -> Services:
    """Build every service. ``models`` (role → model) replaces resolving specs; ``world``, ``catalog``,
    ``signer``, ``synthesizer`` and ``transcriber`` replace loading files, deriving keys from
    ``config``'s secrets and loading the offline voice packages."""
    signer = signer or config.signer()
    role_models = build_role_models(config, ROLES, models=models, resolve=resolve)
    world = (
        world
        if world is not None
        else load_world(config.content_dirs, include_bundled=config.include_bundled)
    )
    play = PlayService(
        catalog or load_catalog(config.stories_dirs, include_bundled=config.include_bundled),
        signer,
        _model_for("play", config.play_model, config, models=models, resolve=resolve, retries=1),
    )
    story = StoryService(
        _model_for(
            PIPELINE_ROLE, config.spec_for(PIPELINE_ROLE), config, models=models, resolve=resolve, retries=0
        ),
        signer,
        PipelineConfig(clarify_below=config.clarify_below),
        prefetch=config.pipeline_prefetch,
        store=open_store(config.redis_url, ttl_s=config.prepared_ttl_s) if config.pipeline_prefetch else None,
    )
    return Services(
        config=config,
        signer=signer,
        role_models=role_models,
        npc_speaker=NpcSpeaker(world, load_prompts(ROLES, config.prompts_dir), role_models),
        play=play,
        story=story,
        voice=VoiceService(play, synthesizer=synthesizer, transcriber=transcriber),
        robots=RobotStage(config.robot_daemons),
    )


def _model_for(
    role: str,
    spec: str | None,
    config: ServerConfig,
    *,
    models: Mapping[str, ChatModel | None] | None,
    resolve: Resolver | None,
    retries: int,
) -> ChatModel | None:
    """``models[role]`` (tests), else ``spec`` resolved (the pipeline's with no transport retries: its
    own targeted retries are the ones ``retry_counts`` reports)."""
    if models is not None:
        return models.get(role)
    if spec is None:
        return None
    if resolve is not None:
        return resolve(spec)
    return choose_model(spec, settings=config.model_settings(), retries=retries).model


async def services(request: Request) -> Services:
    """The app's services, as a route dependency."""
    found: Services = request.app.state.services
    return found

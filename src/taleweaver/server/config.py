"""Operator configuration of ``taleweaver serve``: content dirs, prompts, model per role, call log.

Every field can come from a flag or from the environment (:meth:`ServerConfig.from_settings` over
:class:`~taleweaver.settings.Settings`, read once by the caller); flags win.
Model routing is per role: ``npc`` and ``narrator`` may use different model specs; a role without its
own spec uses ``model``; no spec at all means the role has no model and answers ``502``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from taleweaver.settings import Settings
from taleweaver.signing import SessionSigner

ROLES = ("npc", "narrator")
"""Roles served by the NPC routes (each has a prompt file and a model)."""
MODEL_ROLES = (*ROLES, "pipeline")
"""Every role whose model can be chosen with ``TALEWEAVER_<ROLE>_MODEL``."""


class ServerConfig(BaseModel):
    model_config = ConfigDict(frozen=True)

    content_dirs: tuple[Path, ...] = ()
    """World content dirs (``npcs/``, ``quests/``…) loaded over the bundled world; later dirs win by id."""
    include_bundled: bool = True
    prompts_dir: Path | None = None
    """A folder with ``<role>.md`` files that replace the bundled prompts of those roles."""
    model: str | None = None
    """The default model spec for every role (``openai:MODEL``, ``ollama:MODEL``, ``local``, ``auto``…)."""
    role_models: dict[str, str] = Field(default_factory=dict)
    """Per-role model specs, e.g. ``{"npc": "local", "narrator": "openai:gpt-4o-mini"}``."""
    base_url: str | None = None
    api_key: str | None = Field(default=None, repr=False)
    call_log: Path | None = None
    """JSONL file that records every model call (role, model, latency, tokens, outcome)."""
    retries: int = Field(default=1, ge=0, le=5)
    openai_model: str | None = None
    ollama_host: str | None = None
    secret: str | None = Field(default=None, repr=False)
    """Seals story sessions; ``None`` means the built-in development secret (``serve`` warns)."""
    secrets: tuple[str, ...] = Field(default=(), repr=False)
    """Key rotation: every secret newest first (the newest seals, all open); wins over :attr:`secret`."""
    redis_url: str | None = Field(default=None, repr=False)
    """Redis shared by the replicas for prepared scenes; ``None`` keeps them in this process."""
    prepared_ttl_s: float = Field(default=1800.0, gt=0)
    """Seconds a prepared scene waits for its player before it expires."""
    pipeline_prefetch: bool = True
    """Prepare the next anchor while the player reads."""
    clarify_below: float = Field(default=0.5, ge=0.0, le=1.0)
    """Emotional maps less confident than this get one clarifying question."""
    stories_dirs: tuple[Path, ...] = ()
    """Story folders or content roots played by the ``/play`` routes, after the bundled stories."""
    play_model: str | None = None
    """Model spec of the director that voices authored stories over ``/play`` (None: offline player)."""
    cors_origins: tuple[str, ...] = ()
    """Origins allowed to call the API from another site (``--cors ORIGIN``); none by default."""
    max_body_bytes: int = Field(default=1024 * 1024, ge=1024)
    """Largest request body accepted (audio uploads get :attr:`max_audio_bytes`)."""
    max_audio_bytes: int = Field(default=10 * 1024 * 1024, ge=1024)
    docs: bool = False
    realtime_url: str | None = None
    """The Realtime API's WebSocket base URL for ``/realtime`` (docs/realtime.md); ``None``: OpenAI's."""
    realtime_model: str | None = None
    summary_model: str | None = None
    """The spec of the model that writes ``/realtime``'s handoff summaries (``None``: deterministic)."""
    """Serve FastAPI's ``/docs`` and ``/redoc`` (``serve --docs``); ``/openapi.json`` is always served."""
    start_page: Literal["library", "orb"] = "library"
    """The web app's landing page (``serve --start-page``): the library, or the orb (talk by voice)."""
    robot_daemons: tuple[str, ...] = ()
    """Reachy Mini daemons (``HOST:PORT``) the orb page may offer (``serve --robot``); ``GET /robots``
    lists those that answer."""

    def signing_secrets(self) -> tuple[str, ...]:
        """The secrets tokens are sealed and opened with, newest first (empty: the development secret)."""
        return self.secrets or ((self.secret,) if self.secret else ())

    def signer(self) -> SessionSigner:
        """A signer over :meth:`signing_secrets`: every token kind the server seals is made with it."""
        return SessionSigner(self.signing_secrets())

    def spec_for(self, role: str) -> str | None:
        return self.role_models.get(role) or self.model

    def model_settings(self) -> Settings:
        """The backend settings :func:`~taleweaver.models.spec.choose_model` resolves specs with."""
        return Settings.defaults(
            base_url=self.base_url,
            api_key=self.api_key,
            openai_model=self.openai_model,
            ollama_host=self.ollama_host,
        )

    @classmethod
    def from_settings(cls, settings: Settings, **overrides: object) -> ServerConfig:
        """The settings read at the edge, then ``overrides`` (flags) whose value is not ``None``."""
        values: dict[str, object] = {
            "content_dirs": settings.content_dirs,
            "prompts_dir": settings.prompts_dir,
            "model": settings.model,
            "base_url": settings.base_url,
            "api_key": settings.api_key,
            "openai_model": settings.openai_model,
            "ollama_host": settings.ollama_host,
            "call_log": settings.call_log,
            "secret": settings.secret,
            "secrets": settings.signing_secrets,
            "redis_url": settings.redis_url,
            "prepared_ttl_s": settings.prepared_ttl,
            "pipeline_prefetch": settings.pipeline_prefetch,
            "clarify_below": settings.clarify_below,
            "stories_dirs": settings.stories_dirs,
            "cors_origins": settings.cors_origins,
            "realtime_url": settings.realtime_url,
            "realtime_model": settings.realtime_model,
            "summary_model": settings.summary_model,
        }
        role_models = settings.role_models()
        extra_roles = overrides.pop("role_models", None)
        if isinstance(extra_roles, Mapping):
            role_models.update({role: str(spec) for role, spec in extra_roles.items() if spec})
        values["role_models"] = role_models
        values.update({key: value for key, value in overrides.items() if value is not None})
        return cls.model_validate(values)

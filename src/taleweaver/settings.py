"""Every setting taleweaver reads from the environment, in one typed object.

The environment is read once, at the edge — ``taleweaver``'s ``main()`` and the server's app
factory call :func:`load_settings` — and the values are passed in from there; library functions
never look at ``os.environ``. A library user builds ``Settings(model="ollama:llama3.2", …)``
(which also reads the environment) or :meth:`Settings.defaults` (which does not).

=============================== ===============================================================
Variable                        Setting
=============================== ===============================================================
``TALEWEAVER_MODEL``            default model spec for every role (``openai:MODEL``, ``ollama:…``)
``TALEWEAVER_<ROLE>_MODEL``     per-role spec for ``npc``, ``narrator``, ``pipeline``
``TALEWEAVER_SUMMARY_MODEL``    the model that writes the speaker-handoff summary (default: the director's)
``TALEWEAVER_OPENAI_MODEL``     the model a bare ``openai`` spec uses (default ``gpt-4o-mini``)
``TALEWEAVER_BASE_URL``         OpenAI-compatible base URL, else ``OPENAI_BASE_URL``
``TALEWEAVER_API_KEY``          API key, else ``OPENAI_API_KEY``
``OLLAMA_HOST``                 the Ollama server (default ``http://localhost:11434``)
``TALEWEAVER_CONTENT_DIR``      extra world content dirs, ``:``-separated (``serve``)
``TALEWEAVER_PROMPTS_DIR``      a folder of ``<role>.md`` prompt overrides (``serve``)
``TALEWEAVER_STORIES``          story folders or content roots the ``/play`` routes serve, ``:``-separated
``TALEWEAVER_CORS``             origins allowed to call the server from another site, ``,``-separated
``TALEWEAVER_CALL_LOG``         JSONL file recording every model call
``TALEWEAVER_SECRET``           the secret that seals session tokens (a development secret if unset)
``TALEWEAVER_SECRETS``          ``newest,older,…``: the newest seals, every one opens (wins over ``SECRET``)
``TALEWEAVER_REDIS_URL``        Redis shared by the replicas for prepared scenes (unset: in memory)
``TALEWEAVER_PREPARED_TTL``     seconds a prepared scene is kept for its player (default 1800)
``TALEWEAVER_PIPELINE_PREFETCH`` ``0`` stops the server preparing the next anchor while a player reads
``TALEWEAVER_CLARIFY_BELOW``    emotional-map confidence below which one clarifying question is asked
``TALEWEAVER_ALLOW_MODEL_REQUESTS`` ``0`` refuses every real model request (test suites)
``TALEWEAVER_STORY``            the story the Reachy Mini dashboard app opens, an id or an ink story's path
                                (unset: the narrator's menu)
``TALEWEAVER_REALTIME_URL``     the OpenAI Realtime API's WebSocket base URL (default ``wss://api.openai.com/v1``)
``TALEWEAVER_REALTIME_MODEL``   the default Realtime model of ``/realtime`` (default ``gpt-realtime``)
=============================== ===============================================================
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import AliasChoices, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

ENV_PREFIX = "TALEWEAVER_"


class SettingsError(ValueError):
    """An environment variable holds a value taleweaver cannot use; the message names it."""

    code = "settings_invalid"


class Settings(BaseSettings):
    """Operator settings; each field's environment variable is listed in the module docstring."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, env_ignore_empty=True, frozen=True, extra="ignore", populate_by_name=True
    )

    model: str | None = None
    """The default model spec for every role; ``None`` lets each command pick its default."""
    npc_model: str | None = None
    narrator_model: str | None = None
    pipeline_model: str | None = None
    summary_model: str | None = None
    """The model spec that writes handoff summaries (``play --summary-model``); unset: the director's."""
    openai_model: str | None = None
    """The model a bare ``openai`` spec uses."""
    base_url: str | None = Field(
        default=None, validation_alias=AliasChoices("TALEWEAVER_BASE_URL", "OPENAI_BASE_URL", "base_url")
    )
    api_key: str | None = Field(
        default=None,
        repr=False,
        validation_alias=AliasChoices("TALEWEAVER_API_KEY", "OPENAI_API_KEY", "api_key"),
    )
    ollama_host: str | None = Field(default=None, validation_alias=AliasChoices("OLLAMA_HOST", "ollama_host"))
    content_dir: str | None = None
    """Extra world content dirs separated by ``os.pathsep``; see :attr:`content_dirs`."""
    prompts_dir: Path | None = None
    stories: str | None = None
    """Story folders or content roots for ``/play``, separated by ``os.pathsep``; see :attr:`stories_dirs`."""
    cors: str | None = None
    """Origins allowed to call the server from another site, comma-separated; see :attr:`cors_origins`."""
    call_log: Path | None = None
    secret: str | None = Field(default=None, repr=False)
    secrets: str | None = Field(default=None, repr=False)
    """Every secret that opens tokens, comma-separated, newest first; see :attr:`signing_secrets`."""
    redis_url: str | None = Field(default=None, repr=False)
    """Redis for state the replicas share (prepared scenes); ``None`` keeps it in each process."""
    prepared_ttl: float = Field(default=1800.0, gt=0)
    pipeline_prefetch: bool = True
    clarify_below: float = Field(default=0.5, ge=0.0, le=1.0)
    allow_model_requests: bool = True
    story: str | None = None
    """The story the Reachy Mini dashboard app opens (it has no command line to name one); ``None``:
    the narrator's menu, where the player picks one by voice."""
    realtime_url: str | None = None
    """The Realtime API's WebSocket base URL (docs/realtime.md); ``None``: OpenAI's."""
    realtime_model: str | None = None
    """The Realtime model ``/realtime`` uses when the page names none; ``None``: ``gpt-realtime``."""

    @property
    def content_dirs(self) -> tuple[Path, ...]:
        return tuple(Path(part) for part in (self.content_dir or "").split(os.pathsep) if part)

    @property
    def stories_dirs(self) -> tuple[Path, ...]:
        return tuple(Path(part) for part in (self.stories or "").split(os.pathsep) if part)

    @property
    def cors_origins(self) -> tuple[str, ...]:
        return tuple(origin.strip() for origin in (self.cors or "").split(",") if origin.strip())

    @property
    def signing_secrets(self) -> tuple[str, ...]:
        """The secrets newest first: ``TALEWEAVER_SECRETS`` when set, else ``TALEWEAVER_SECRET``."""
        if self.secrets:
            return tuple(part.strip() for part in self.secrets.split(",") if part.strip())
        return (self.secret,) if self.secret else ()

    @field_validator("secrets")
    @classmethod
    def _some_secret(cls, value: str | None) -> str | None:
        if value is not None and not any(part.strip() for part in value.split(",")):
            raise ValueError("list at least one secret, newest first, comma-separated")
        return value

    def role_models(self) -> dict[str, str]:
        """The per-role model specs that are set, e.g. ``{"npc": "local"}``."""
        roles = {"npc": self.npc_model, "narrator": self.narrator_model, "pipeline": self.pipeline_model}
        return {role: spec for role, spec in roles.items() if spec}

    @classmethod
    def defaults(cls, **values: object) -> Settings:
        """Settings built from ``values`` and the defaults only, never from the environment."""
        return _Isolated.model_validate(values)


class _Isolated(Settings):
    """:class:`Settings` whose only source is the constructor's arguments."""

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings,)


def _variable(location: str) -> str:
    return location if location.isupper() else f"{ENV_PREFIX}{location.upper()}"


def load_settings() -> Settings:
    """Read the settings from the process environment: call it once, at the edge.

    A value that does not parse raises :class:`SettingsError` naming the variable and what it takes.
    """
    try:
        return Settings()
    except ValidationError as exc:
        problems = [
            f"{_variable(str(error['loc'][0]))}: {error['msg']}" if error.get("loc") else error["msg"]
            for error in exc.errors()
        ]
        raise SettingsError("invalid environment setting: " + "; ".join(problems)) from exc


__all__ = ["Settings", "SettingsError", "load_settings"]

"""Operator configuration of ``taleweaver serve``: content dirs, prompts, model per role, call log.

Every field can come from a flag or from the environment (:meth:`ServerConfig.from_env`); flags win.
Model routing is per role: ``npc`` and ``narrator`` may use different model specs; a role without its
own spec uses ``model``; no spec at all means the role has no model and answers ``502``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

ROLES = ("npc", "narrator")
"""Roles served by the NPC routes (each has a prompt file and a model)."""
MODEL_ROLES = (*ROLES, "pipeline")
"""Every role whose model can be chosen with ``TALEWEAVER_<ROLE>_MODEL``."""
ENV_PREFIX = "TALEWEAVER_"


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
    stories_dirs: tuple[Path, ...] = ()
    """Story folders or content roots played by the ``/play`` routes, after the bundled stories."""
    play_model: str | None = None
    """Model spec of the director that voices authored stories over ``/play`` (None: offline player)."""
    cors_origins: tuple[str, ...] = ()
    """Origins allowed to call the API from another site (``--cors ORIGIN``); none by default."""
    max_body_bytes: int = Field(default=1024 * 1024, ge=1024)
    """Largest request body accepted (audio uploads get :attr:`max_audio_bytes`)."""
    max_audio_bytes: int = Field(default=10 * 1024 * 1024, ge=1024)

    def spec_for(self, role: str) -> str | None:
        return self.role_models.get(role) or self.model

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: object) -> ServerConfig:
        """Read ``TALEWEAVER_*`` variables, then apply ``overrides`` whose value is not ``None``."""
        env = os.environ if environ is None else environ
        values: dict[str, object] = {}
        if env.get(f"{ENV_PREFIX}CONTENT_DIR"):
            values["content_dirs"] = tuple(
                Path(p) for p in env[f"{ENV_PREFIX}CONTENT_DIR"].split(os.pathsep) if p
            )
        if env.get(f"{ENV_PREFIX}PROMPTS_DIR"):
            values["prompts_dir"] = Path(env[f"{ENV_PREFIX}PROMPTS_DIR"])
        if env.get(f"{ENV_PREFIX}MODEL"):
            values["model"] = env[f"{ENV_PREFIX}MODEL"]
        role_models = {
            role: env[f"{ENV_PREFIX}{role.upper()}_MODEL"]
            for role in MODEL_ROLES
            if env.get(f"{ENV_PREFIX}{role.upper()}_MODEL")
        }
        if env.get(f"{ENV_PREFIX}BASE_URL"):
            values["base_url"] = env[f"{ENV_PREFIX}BASE_URL"]
        if env.get(f"{ENV_PREFIX}API_KEY"):
            values["api_key"] = env[f"{ENV_PREFIX}API_KEY"]
        if env.get(f"{ENV_PREFIX}STORIES"):
            values["stories_dirs"] = tuple(Path(p) for p in env[f"{ENV_PREFIX}STORIES"].split(os.pathsep) if p)
        if env.get(f"{ENV_PREFIX}CORS"):
            values["cors_origins"] = tuple(o for o in env[f"{ENV_PREFIX}CORS"].split(",") if o.strip())
        if env.get(f"{ENV_PREFIX}CALL_LOG"):
            values["call_log"] = Path(env[f"{ENV_PREFIX}CALL_LOG"])
        extra_roles = overrides.pop("role_models", None)
        if isinstance(extra_roles, Mapping):
            role_models.update({role: str(spec) for role, spec in extra_roles.items() if spec})
        values["role_models"] = role_models
        values.update({key: value for key, value in overrides.items() if value is not None})
        return cls.model_validate(values)

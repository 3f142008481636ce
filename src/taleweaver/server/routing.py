"""Model routing per role: resolve each role's spec once, then wrap it for the server.

Every role model is ``RetryingModel(RequireProse(LoggingModel(model)))``: each attempt is logged as
one JSONL line, an empty reply counts as a (retryable) malformed output, and a failure after the one
retry reaches the error handler as a ``502``. Roles that share a spec share one model instance, so
an in-process model (``local``) is loaded once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from taleweaver.models.calllog import CallLog, LoggingModel
from taleweaver.models.port import ChatModel
from taleweaver.models.retry import RetryingModel
from taleweaver.models.spec import choose_model
from taleweaver.npc.speaker import RequireProse
from taleweaver.server.config import ServerConfig

Resolver = Callable[[str], "ChatModel | None"]


def default_resolver(config: ServerConfig) -> Resolver:
    """Resolve a spec with the configured base URL and key, unwrapped (this module adds retry and log)."""

    def resolve(spec: str) -> ChatModel | None:
        choice = choose_model(spec, settings=config.model_settings(), retries=0)
        return choice.model

    return resolve


def build_role_models(
    config: ServerConfig,
    roles: Iterable[str],
    *,
    models: Mapping[str, ChatModel | None] | None = None,
    resolve: Resolver | None = None,
) -> dict[str, ChatModel | None]:
    """Each role's wrapped model; ``models`` supplies ready models (tests) instead of resolving specs."""
    resolver = resolve or default_resolver(config)
    log = CallLog(config.call_log) if config.call_log is not None else None
    resolved: dict[str, ChatModel | None] = {}
    routed: dict[str, ChatModel | None] = {}
    for role in roles:
        if models is not None:
            base = models.get(role)
        else:
            spec = config.spec_for(role)
            if spec is None:
                base = None
            else:
                if spec not in resolved:
                    resolved[spec] = resolver(spec)
                base = resolved[spec]
        routed[role] = None if base is None else wrap(base, log, retries=config.retries)
    return routed


def wrap(model: ChatModel, log: CallLog | None, *, retries: int) -> ChatModel:
    logged: ChatModel = LoggingModel(model, log) if log is not None else model
    return RetryingModel(RequireProse(logged), retries=retries)

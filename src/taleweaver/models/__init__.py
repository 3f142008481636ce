"""The model port (:class:`ChatModel`), its wrappers, the spec resolver and the backends.

The backends (:class:`OpenAICompatModel`, :class:`OllamaModel`, :class:`LocalModel`) are imported
on first use, so ``import taleweaver.models`` loads no HTTP client or SDK.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from taleweaver.models.calllog import CallLog, CallRecord, LoggingModel
from taleweaver.models.port import (
    ChatModel,
    ChatRequest,
    ChatResult,
    MalformedOutput,
    Message,
    ModelConfigError,
    ModelError,
    ModelHTTPError,
    ModelRequestError,
    ModelRequestsNotAllowed,
    ModelTimeout,
    ModelUnavailable,
    ToolCall,
    ToolSpec,
    Usage,
)
from taleweaver.models.retry import RetryingModel
from taleweaver.models.spec import ModelChoice, ModelSpecError, choose_model, register_model, resolve_model

if TYPE_CHECKING:
    from taleweaver.models.local import LocalModel
    from taleweaver.models.ollama import OllamaModel
    from taleweaver.models.openai_compat import OpenAICompatModel

_ADAPTERS = {
    "LocalModel": "taleweaver.models.local",
    "OllamaModel": "taleweaver.models.ollama",
    "OpenAICompatModel": "taleweaver.models.openai_compat",
}


def __getattr__(name: str) -> Any:
    """Import a backend adapter when it is first asked for."""
    if name in _ADAPTERS:
        from importlib import import_module

        return getattr(import_module(_ADAPTERS[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CallLog",
    "CallRecord",
    "ChatModel",
    "ChatRequest",
    "ChatResult",
    "LocalModel",
    "LoggingModel",
    "MalformedOutput",
    "Message",
    "ModelChoice",
    "ModelConfigError",
    "ModelError",
    "ModelHTTPError",
    "ModelRequestError",
    "ModelRequestsNotAllowed",
    "ModelSpecError",
    "ModelTimeout",
    "ModelUnavailable",
    "OllamaModel",
    "OpenAICompatModel",
    "RetryingModel",
    "ToolCall",
    "ToolSpec",
    "Usage",
    "choose_model",
    "register_model",
    "resolve_model",
]

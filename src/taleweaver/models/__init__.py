"""Model port and backends. Adapters import their third-party libraries lazily."""

from taleweaver.models.calllog import CallLog, CallRecord, LoggingModel
from taleweaver.models.local import LocalModel
from taleweaver.models.ollama import OllamaModel
from taleweaver.models.openai_compat import OpenAICompatModel
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
from taleweaver.models.spec import ModelChoice, ModelSpecError, choose_model, resolve_model

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
    "resolve_model",
]

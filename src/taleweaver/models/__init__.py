"""Model port and backends. Adapters import their third-party libraries lazily."""

from taleweaver.models.port import (
    ChatModel,
    ChatRequest,
    ChatResult,
    MalformedOutput,
    Message,
    ModelError,
    ModelHTTPError,
    ModelRequestsNotAllowed,
    ModelTimeout,
    ModelUnavailable,
    ToolCall,
    ToolSpec,
    Usage,
)

__all__ = [
    "ChatModel",
    "ChatRequest",
    "ChatResult",
    "MalformedOutput",
    "Message",
    "ModelError",
    "ModelHTTPError",
    "ModelRequestsNotAllowed",
    "ModelTimeout",
    "ModelUnavailable",
    "ToolCall",
    "ToolSpec",
    "Usage",
]

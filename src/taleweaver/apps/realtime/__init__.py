"""Speech-to-speech through OpenAI Realtime (seed 000): :class:`RealtimeStory`, the session class the
server's ``/realtime`` WebSocket, ``play --voice --model realtime:MODEL`` and the robot app share."""

from taleweaver.apps.realtime.client import DEFAULT_URL, realtime_client
from taleweaver.apps.realtime.errors import RealtimeError
from taleweaver.apps.realtime.listener import CAPTIONS, PLAYER, QuietListener, RealtimeListener, Status
from taleweaver.apps.realtime.session import (
    DEFAULT_MODEL,
    REALTIME_RATE,
    OpenedSession,
    RealtimeStory,
    RealtimeTurn,
)

__all__ = [
    "CAPTIONS",
    "DEFAULT_MODEL",
    "DEFAULT_URL",
    "PLAYER",
    "REALTIME_RATE",
    "OpenedSession",
    "QuietListener",
    "RealtimeError",
    "RealtimeListener",
    "RealtimeStory",
    "RealtimeTurn",
    "Status",
    "realtime_client",
]

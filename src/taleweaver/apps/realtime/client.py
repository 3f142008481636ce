"""The Realtime client: the official ``openai`` SDK, pointed at ``TALEWEAVER_REALTIME_URL`` when set."""

from __future__ import annotations

from typing import Any

from taleweaver.apps.realtime.errors import key_missing

DEFAULT_URL = "wss://api.openai.com/v1"


def realtime_client(key: str | None, url: str | None = None) -> Any:
    """An ``openai.AsyncOpenAI`` for Realtime sessions; :class:`RealtimeError` ``realtime_key_missing``
    without a key. ``url`` is the WebSocket base URL (the SDK appends ``/realtime?model=…``)."""
    if not key or not key.strip():
        raise key_missing()
    from openai import AsyncOpenAI

    return AsyncOpenAI(api_key=key.strip(), websocket_base_url=url or DEFAULT_URL, max_retries=0)

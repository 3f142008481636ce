"""Prepared scenes in Redis, shared by every replica (``TALEWEAVER_REDIS_URL``; the ``scale`` extra).

A scene prepared on replica A is taken by replica B when the player's next request lands there:
``SET key value PX ttl`` to keep it, ``GETDEL`` to take it exactly once. Short socket timeouts keep a
lost Redis from holding a request: the caller sees :class:`StoreUnavailable` and builds on demand.
"""

from __future__ import annotations

import logging
from urllib.parse import urlsplit, urlunsplit

from pydantic import ValidationError

from taleweaver.pipeline.prepared_store import DEFAULT_TTL_S, PreparedScene, StoreUnavailable

REDIS_SETTING = "TALEWEAVER_REDIS_URL"
KEY_PREFIX = "taleweaver:prepared:"
TIMEOUT_S = 1.0
"""Connect and read timeout of each Redis call."""
_log = logging.getLogger(__name__)


def redacted(url: str) -> str:
    """``url`` without its password (for logs and error messages)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<unparsable URL>"
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username or ''}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


class RedisPreparedStore:
    """Prepared scenes under ``taleweaver:prepared:<session>:<scene>``, expiring after ``ttl_s``."""

    def __init__(self, url: str, *, ttl_s: float = DEFAULT_TTL_S, timeout_s: float = TIMEOUT_S) -> None:
        try:
            from redis.asyncio import Redis
        except ImportError as exc:  # pragma: no cover - the extra is part of the test environment
            raise StoreUnavailable(
                f"{REDIS_SETTING} is set but the Redis client is not installed: "
                "pip install 'taleweaver[scale]'"
            ) from exc
        self.name = redacted(url)
        self.ttl_s = ttl_s
        try:
            self._redis = Redis.from_url(url, socket_timeout=timeout_s, socket_connect_timeout=timeout_s)
        except ValueError as exc:
            raise StoreUnavailable(
                f"{REDIS_SETTING}: {self.name} is not a Redis URL ({exc}); "
                "use redis://HOST:PORT/DB (or rediss:// for TLS, unix:///path/to/socket)"
            ) from exc

    def _failed(self, exc: Exception) -> StoreUnavailable:
        return StoreUnavailable(
            f"{REDIS_SETTING}: Redis at {self.name} does not answer ({type(exc).__name__}: {exc}); "
            f"start it there, or unset {REDIS_SETTING} to keep prepared scenes in each process"
        )

    async def put(self, key: str, scene: PreparedScene) -> None:
        from redis.exceptions import RedisError

        try:
            await self._redis.set(
                KEY_PREFIX + key, scene.model_dump_json(), px=max(1, int(self.ttl_s * 1000))
            )
        except (RedisError, OSError) as exc:
            raise self._failed(exc) from exc

    async def take(self, key: str) -> PreparedScene | None:
        from redis.exceptions import RedisError

        try:
            raw = await self._redis.getdel(KEY_PREFIX + key)
        except (RedisError, OSError) as exc:
            raise self._failed(exc) from exc
        if raw is None:
            return None
        try:
            return PreparedScene.model_validate_json(raw)
        except ValidationError:  # written by another version of taleweaver: build it again
            _log.warning("prepared scene %s in Redis is not one this version reads; building it now", key)
            return None

    async def check(self) -> None:
        from redis.exceptions import RedisError

        try:
            await self._redis.ping()
        except (RedisError, OSError) as exc:
            raise self._failed(exc) from exc

    async def close(self) -> None:
        await self._redis.aclose()


__all__ = ["KEY_PREFIX", "REDIS_SETTING", "RedisPreparedStore", "redacted"]

"""The ``Body`` port (pose targets in, at the loop's rate) and the adapters that need no hardware."""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TextIO

from taleweaver.body.pose import Row


class BodyError(Exception):
    """A body that cannot be opened; the message says how to fix it (or to use ``--body null``)."""


class BodyLost(BodyError):
    """The body stopped answering mid-story (the loop goes on without it)."""


class Body(Protocol):
    name: str

    def send(self, row: Row) -> None:
        """Take one tick's target (already clamped); raise :class:`BodyLost` when gone."""

    def close(self) -> None: ...


class NullBody:
    """No body: targets are dropped (the story plays exactly as without ``--body``)."""

    name = "null"

    def send(self, row: Row) -> None:
        return None

    def close(self) -> None:
        return None


class RecordBody:
    """``record:FILE``: one JSONL row per tick — ``{"t", "head", "antennas", "body_yaw", "events"}``."""

    name = "record"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self._file: TextIO = self.path.open("w", encoding="utf-8")
        except OSError as exc:
            raise BodyError(f"cannot write the motion timeline {self.path}: {exc.strerror}") from exc

    def send(self, row: Row) -> None:
        self._file.write(json.dumps(row.to_json()) + "\n")

    def close(self) -> None:
        if not self._file.closed:
            self._file.close()


class AvatarBody:
    """``avatar``: targets for the web app's on-screen head, kept in a bounded buffer for subscribers."""

    name = "avatar"

    def __init__(self, *, keep: int = 500) -> None:
        self._rows: deque[dict[str, Any]] = deque(maxlen=keep)
        self._lock = threading.Lock()
        self._listeners: list[Callable[[dict[str, Any]], None]] = []

    def subscribe(self, listener: Callable[[dict[str, Any]], None]) -> None:
        with self._lock:
            self._listeners.append(listener)

    def send(self, row: Row) -> None:
        data = row.to_json()
        with self._lock:
            self._rows.append(data)
            listeners = list(self._listeners)
        for listener in listeners:
            listener(data)

    def rows(self) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._rows)

    def close(self) -> None:
        with self._lock:
            self._listeners.clear()

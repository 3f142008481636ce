"""``--body reachy``: a Reachy Mini (or its simulator) through the official SDK (extra ``reachy``).

The loop streams ``set_target`` at 50 Hz from one thread and never mixes in ``goto_target`` or
daemon-side moves (the daemon ignores streamed targets while one runs). Body yaw is ours: the SDK's
automatic body yaw is switched off. The SDK is imported lazily; the daemon is probed first over HTTP
so a missing robot is a clear error in well under 5 s, never a hang.

The SDK calls the connection lost when no state message arrived in the last second, which also
happens when this process is busy for a moment (loading a voice or speech model holds the GIL).
So a failed send drops that tick, and the robot counts as lost only after ``lost_after_s`` of
failed sends in a row.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import httpx

from taleweaver.body.port import BodyError, BodyLost
from taleweaver.body.pose import Pose, Row, from_matrix, head_matrix

NO_BODY_HINT = "or play without a robot: --body null (or --body record:FILE to see the motion)"
APT = "libgirepository1.0-dev libcairo2-dev pkg-config gir1.2-gstreamer-1.0 gir1.2-gst-plugins-base-1.0"
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


def probe(host: str, port: int, timeout_s: float) -> str:
    """The daemon's state (``running``…), or :class:`BodyError` when nothing answers in time."""
    url = f"http://{host}:{port}/api/daemon/status"
    try:
        response = httpx.get(url, timeout=timeout_s)
        response.raise_for_status()
        return str(response.json().get("state", "unknown"))
    except (httpx.HTTPError, ValueError) as exc:
        raise BodyError(
            f"no Reachy Mini daemon answers at {host}:{port} ({exc.__class__.__name__}); start it "
            f"(reachy-mini-daemon, or reachy-mini-daemon --mockup-sim --no-media to simulate) {NO_BODY_HINT}"
        ) from exc


def _sdk() -> Any:
    try:
        import reachy_mini
    except ImportError as exc:
        raise BodyError(
            f"the Reachy Mini SDK is not installed ({exc}): install the extra with "
            f"pip install 'taleweaver[reachy]' (it needs apt packages: {APT}) {NO_BODY_HINT}"
        ) from exc
    return reachy_mini


class ReachyBody:
    name = "reachy"

    def __init__(
        self,
        *,
        host: str = "localhost",
        port: int = 8000,
        timeout_s: float = 5.0,
        mini: Any = None,
        lost_after_s: float = 3.0,
    ) -> None:
        """Connect to the daemon at ``host:port``, or wrap ``mini`` (a ReachyMini the dashboard gave us)."""
        self._owned = mini is None
        self._lost_after_s = lost_after_s
        self._failing_since: float | None = None
        if mini is None:
            state = probe(host, port, min(2.0, timeout_s))
            if state not in {"running", "starting"}:
                raise BodyError(
                    f"the Reachy Mini daemon at {host}:{port} is {state!r}, not running {NO_BODY_HINT}"
                )
            sdk = _sdk()
            logging.getLogger("reachy_mini").setLevel(logging.WARNING)
            mode = "localhost_only" if host in LOCAL_HOSTS else "network"
            try:
                mini = sdk.ReachyMini(
                    host=host,
                    port=port,
                    connection_mode=mode,
                    media_backend="no_media",
                    timeout=max(0.5, timeout_s - 2.0),
                    log_level="WARNING",
                )
            except (ConnectionError, TimeoutError, OSError) as exc:
                raise BodyError(
                    f"cannot connect to the Reachy Mini at {host}:{port}: {exc} {NO_BODY_HINT}"
                ) from exc
        self.mini = mini
        try:
            self.mini.set_automatic_body_yaw(False)
        except (ConnectionError, TimeoutError, OSError) as exc:
            raise BodyError(f"the Reachy Mini does not answer: {exc} {NO_BODY_HINT}") from exc

    def send(self, row: Row) -> None:
        pose = row.pose
        try:
            self.mini.set_target(head=head_matrix(pose), antennas=list(pose.antennas), body_yaw=pose.body_yaw)
        except Exception as exc:  # the SDK's transport raises its own (websockets) errors too
            now = time.monotonic()
            if self._failing_since is None:
                self._failing_since = now
            if now - self._failing_since >= self._lost_after_s:
                raise BodyLost(f"lost the Reachy Mini: {exc}") from exc
            return
        self._failing_since = None

    def read_back(self) -> Pose:
        """What the robot reports now: head pose, antennas, body yaw (for tests and benchmarks)."""
        head = self.mini.get_current_head_pose()
        joints, antennas = self.mini.get_current_joint_positions()
        return from_matrix(head, (float(antennas[0]), float(antennas[1])), float(joints[0]))

    def close(self) -> None:
        if self._owned:
            try:
                self.mini.client.disconnect()
            except Exception:  # closing a connection that may already be gone
                return

"""The ``reachy`` body against the real ``reachy-mini-daemon --mockup-sim --no-media`` on loopback.

The daemon runs with telemetry and mDNS off and a temporary HOME, and is stopped at the end. What
the robot did is read back through the SDK (head pose, antennas, body yaw).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from taleweaver.body.loop import MonotonicClock, MotionLoop
from taleweaver.body.mixer import LISTENING_ANTENNAS, MotionMixer
from taleweaver.body.moves import library
from taleweaver.body.port import BodyError
from taleweaver.body.pose import Pose, Row, within_limits
from taleweaver.body.reachy import ReachyBody
from taleweaver.body.sim import MockupDaemon, free_port
from taleweaver.body.staging import story_places

from .test_wobble import speech

APT = (
    "needs the reachy extra and apt-get install libgirepository1.0-dev libcairo2-dev pkg-config "
    "gir1.2-gstreamer-1.0 gir1.2-gst-plugins-base-1.0 gstreamer1.0-plugins-base"
)


def _sdk_ready() -> bool:
    try:
        import gi
        import reachy_mini  # noqa: F401

        gi.require_version("Gst", "1.0")
        from gi.repository import Gst  # noqa: F401
    except (ImportError, ValueError):
        return False
    return True


pytestmark = [pytest.mark.reachy, pytest.mark.skipif(not _sdk_ready(), reason=APT)]
PLACES = {"narrator": 0.0, "captain": 0.6}


@pytest.fixture(scope="module")
def daemon() -> Iterator[MockupDaemon]:
    with MockupDaemon() as running:
        yield running


class Tee:
    """The reachy body, keeping what was sent (to compare with what the robot reports)."""

    name = "reachy"

    def __init__(self, body: ReachyBody) -> None:
        self.body = body
        self.rows: list[Row] = []

    def send(self, row: Row) -> None:
        self.body.send(row)
        self.rows.append(row)

    def close(self) -> None:
        self.body.close()


@pytest.fixture
def robot(daemon: MockupDaemon) -> Iterator[tuple[MotionLoop, Tee]]:
    tee = Tee(ReachyBody(port=daemon.port))
    loop = MotionLoop(tee, MotionMixer(PLACES), clock=MonotonicClock())
    loop.start()
    yield loop, tee
    loop.close()


def sample(body: ReachyBody, seconds: float, every: float = 0.04) -> list[Pose]:
    out = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        out.append(body.read_back())
        time.sleep(every)
    return out


def events(tee: Tee, kind: str) -> list[dict[str, Any]]:
    return [e for row in tee.rows for e in row.events if e["type"] == kind]


def test_wobble_while_a_line_plays(robot: tuple[MotionLoop, Tee]) -> None:
    loop, tee = robot
    loop.speaker("narrator")
    still = sample(tee.body, 0.4)
    loop.speech(speech(2.0), 16000)
    moving = sample(tee.body, 1.5)
    pitches = [p.pitch for p in moving]
    assert max(pitches) - min(pitches) > 0.04
    assert max(p.pitch for p in still) - min(p.pitch for p in still) < 0.01
    assert all(within_limits(p) for p in still + moving)


def test_gaze_changes_on_a_speaker_change(robot: tuple[MotionLoop, Tee]) -> None:
    loop, tee = robot
    loop.speaker("narrator")
    time.sleep(0.8)
    before = tee.body.read_back().yaw
    loop.speaker("captain")
    time.sleep(1.2)
    after = tee.body.read_back().yaw
    assert before == pytest.approx(0.0, abs=0.05)
    assert after == pytest.approx(0.6, abs=0.05)


def test_antennas_in_the_listening_pose(robot: tuple[MotionLoop, Tee]) -> None:
    loop, tee = robot
    loop.listening(True)
    time.sleep(0.9)
    assert tee.body.read_back().antennas == pytest.approx(LISTENING_ANTENNAS, abs=0.03)
    loop.listening(False)


def test_an_emotion_move_plays_to_its_end(robot: tuple[MotionLoop, Tee]) -> None:
    loop, tee = robot
    move = library()["surprised"]
    loop.emotion("surprised")
    during = sample(tee.body, move.duration + 0.3)
    assert min(p.pitch for p in during) < -0.2  # the jolt up was shown
    assert max(p.antennas[1] for p in during) > 1.0  # antennas straight up
    assert [e["name"] for e in events(tee, "emotion_end")] == ["surprised"]
    assert tee.body.read_back().pitch == pytest.approx(0.0, abs=0.03)


def test_no_target_outside_the_limits(robot: tuple[MotionLoop, Tee]) -> None:
    loop, tee = robot
    loop.mixer.set_places({"far": 3.0})  # staged beyond the head's reach: clamped
    loop.speaker("far")
    loop.speech(speech(1.0), 16000)
    loop.emotion("fear")
    seen = sample(tee.body, 2.5)
    assert all(within_limits(row.pose) for row in tee.rows)
    assert all(within_limits(p, tolerance=0.02) for p in seen)


def test_no_daemon_is_a_clear_error_within_5_s() -> None:
    started = time.monotonic()
    with pytest.raises(BodyError, match="--body null"):
        ReachyBody(port=free_port())
    assert time.monotonic() - started < 5.0


def test_daemon_lost_mid_story_goes_on_without_motion() -> None:
    told: list[str] = []
    with MockupDaemon() as own:
        loop = MotionLoop(ReachyBody(port=own.port), clock=MonotonicClock(), on_lost=told.append)
        loop.start()
        time.sleep(0.3)
    loop.speaker("narrator")
    deadline = time.monotonic() + 15
    while not told and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(0.3)
    loop.close()
    assert len(told) == 1
    assert "lost the Reachy Mini" in told[0]


def test_the_dashboard_app_tells_a_story_and_stops(
    daemon: MockupDaemon, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The registered ReachyMiniApp runs the story on the robot and returns soon after stop."""
    import threading
    from importlib.metadata import entry_points

    from reachy_mini import ReachyMiniApp

    from taleweaver.files import load_library_from

    (entry,) = [e for e in entry_points(group="reachy_mini_apps") if e.name == "taleweaver"]
    app_class = entry.load()
    assert issubclass(app_class, ReachyMiniApp)
    monkeypatch.setenv("TALEWEAVER_STORY", "pirates")
    app = app_class()
    app.daemon_on_localhost, app.media_backend = True, "no_media"
    runner = threading.Thread(target=app.wrapped_run, kwargs={"port": daemon.port}, daemon=True)
    runner.start()
    watcher = ReachyBody(port=daemon.port)
    sparrow = story_places(load_library_from().stories["pirates"])["sparrow"]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and abs(watcher.read_back().yaw - sparrow) > 0.05:
        time.sleep(0.2)
    assert watcher.read_back().yaw == pytest.approx(sparrow, abs=0.05)  # faces the opening's speaker
    app.stop()
    runner.join(timeout=15)
    watcher.close()
    assert not runner.is_alive()
    assert not app.error

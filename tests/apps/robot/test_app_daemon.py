"""The dashboard app, as the dashboard runs it, on the real mockup-sim daemon — with a model.

The app subclass here only swaps what cannot run without a robot's sound card: the microphone (a
stand-in that says the test's lines) and the voices (the shipped fakes). Settings come from the
environment, the model from ``TALEWEAVER_MODEL``: here a scripted one (registered under a spec
name) that uses the robot's tools; ``test_app_llama.py`` runs SmolLM2 behind a real llama.cpp server.
What the robot did is read back from the daemon.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from body.test_reachy_daemon import APT, _sdk_ready, daemon  # noqa: F401  (the daemon fixture)
from taleweaver.apps.robot.story import lost_notice
from taleweaver.body.pose import Pose, within_limits
from taleweaver.body.reachy import ReachyBody
from taleweaver.body.sim import MockupDaemon
from taleweaver.body.staging import story_places
from taleweaver.files import load_library_from
from taleweaver.models.spec import register_model
from taleweaver.testing import FakeSynthesizer, FakeTranscriber

from .robot_model import MENU_LINE, STORY_LINE, offered, robot_model
from .test_story import Media, ferry_folder

pytestmark = [pytest.mark.reachy, pytest.mark.skipif(not _sdk_ready(), reason=APT)]
SPARROW = story_places(load_library_from().stories["pirates"])["sparrow"]
TILT_LEFT = -15 * np.pi / 180


def app_class() -> type[Any]:
    from taleweaver.apps.robot.app import TaleweaverApp

    class HeardApp(TaleweaverApp):
        """The dashboard app, hearing ``heard`` through ``mic`` and speaking with the fake voices."""

        def __init__(self, heard: list[str], mic: Callable[[threading.Event], Any] | None = None) -> None:
            super().__init__()
            self.daemon_on_localhost, self.media_backend = True, "no_media"
            self.heard, self.said, self.synth = heard, list[str](), FakeSynthesizer()
            self.mic = mic or (lambda stop: Media(stop, utterances=len(heard)))

        def say(self, text: str) -> None:
            self.said.append(text)

        def story_media(self, reachy_mini: Any) -> Any:
            return self.mic(self.stop_event)

        def voices(self) -> tuple[Any, Any]:
            return self.synth, FakeTranscriber(self.heard)

    return HeardApp


def run_app(app: Any, port: int, *, timeout_s: float = 120.0) -> list[Pose]:
    """Run ``app`` on the daemon until its microphone runs dry; what the robot showed meanwhile."""
    runner = threading.Thread(target=app.wrapped_run, kwargs={"port": port}, daemon=True)
    watcher = ReachyBody(port=port)
    seen: list[Pose] = []
    runner.start()
    deadline = time.monotonic() + timeout_s
    while runner.is_alive() and time.monotonic() < deadline:
        seen.append(watcher.read_back())
        time.sleep(0.04)
    app.stop()
    runner.join(timeout=15)
    watcher.close()
    assert not runner.is_alive()
    assert not app.error, app.error
    return seen


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[pytest.MonkeyPatch]:
    for name in (
        "TALEWEAVER_STORY",
        "TALEWEAVER_MODEL",
        "TALEWEAVER_SUMMARY_MODEL",
        "TALEWEAVER_BASE_URL",
        "TALEWEAVER_CALL_LOG",
    ):
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_with_a_model_the_menu_then_the_story_move_the_robot(daemon: MockupDaemon, env: Any) -> None:  # noqa: F811
    model = robot_model()
    register_model("robot-app", lambda: model)
    env.setenv("TALEWEAVER_MODEL", "robot-app")
    app = app_class()(["how are you today, robot?", "let's play the pirate story", "can you dance for me?"])
    seen = run_app(app, daemon.port)

    spoken = [text for _, text in app.synth.spoken]
    assert spoken[0]
    assert MENU_LINE in spoken
    assert STORY_LINE in spoken
    assert any("robot-script" in line for line in app.said)  # which model, in the app's log
    tools = offered(model)
    assert tools[0][0]  # the first model turn was at the menu (TALEWEAVER_STORY unset)
    assert any(not menu for menu, _ in tools)
    assert all({"move_head", "play_move"} <= names for _, names in tools)  # offered at the menu too
    assert min(p.roll for p in seen) == pytest.approx(TILT_LEFT, abs=0.05)  # move_head tilt_left, shown
    assert any(abs(p.yaw - SPARROW) < 0.05 for p in seen)  # in the story: faced its first speaker
    assert max(p.body_yaw for p in seen) - min(p.body_yaw for p in seen) > 0.2  # play_move twist, shown
    assert all(within_limits(p, tolerance=0.02) for p in seen)


def test_an_ink_story_named_by_its_path_plays_on_the_robot(
    daemon: MockupDaemon,  # noqa: F811
    env: Any,
    tmp_path: Path,
) -> None:
    folder = ferry_folder(tmp_path)
    env.setenv("TALEWEAVER_STORY", str(folder))
    app = app_class()(["I'll swim"])
    seen = run_app(app, daemon.port)

    assert f"Playing the ink story {folder}." in app.said
    assert app.said.index("ferryman: Cross the river, Ana?") < app.said.index("> I'll swim")
    assert "ana: Cold water, 2 coins left." in app.said  # the spoken choice, taken by the matcher
    spoken = [text for _, text in app.synth.spoken]
    assert spoken[:1] == ["Cross the river, Ana?"]
    yaws = [p.yaw for p in seen]
    assert max(yaws) > 0.3  # faced the ferryman (left) …
    assert min(yaws) < -0.3  # … then Ana (right)
    assert all(within_limits(p, tolerance=0.02) for p in seen)


class GatedMic(Media):
    """Silent until ``go`` is set, then says its lines."""

    def __init__(self, stop: threading.Event, utterances: int, go: threading.Event) -> None:
        super().__init__(stop, utterances)
        self.go = go

    def get_audio_sample(self) -> np.ndarray | None:
        if not self.go.is_set():
            return None
        return super().get_audio_sample()


def test_a_daemon_that_vanishes_mid_story_leaves_the_null_body_said_once(env: Any) -> None:
    model = robot_model()
    register_model("robot-lost", lambda: model)
    env.setenv("TALEWEAVER_MODEL", "robot-lost")
    env.setenv("TALEWEAVER_STORY", "pirates")
    go = threading.Event()
    app = app_class()(["can you dance for me?"], mic=lambda stop: GatedMic(stop, 1, go))
    gone = lost_notice("").partition(" (")[0]  # "the robot is gone"

    def told() -> list[str]:
        return [line for line in app.said if line.startswith(gone)]

    with MockupDaemon() as own:
        runner = threading.Thread(target=app.wrapped_run, kwargs={"port": own.port}, daemon=True)
        runner.start()
        deadline = time.monotonic() + 60
        while not app.synth.spoken and time.monotonic() < deadline:  # the story's first line began
            time.sleep(0.1)
        assert app.synth.spoken
    deadline = time.monotonic() + 30
    while not told() and time.monotonic() < deadline:
        time.sleep(0.1)
    go.set()  # the player speaks after the robot is gone
    runner.join(timeout=60)
    app.stop()
    assert not runner.is_alive()
    assert not app.error, app.error
    (notice,) = told()  # said once
    assert notice.endswith("the story goes on without motion")
    after = app.said[app.said.index(notice) :]
    assert "> can you dance for me?" in after  # heard after the loss …
    assert f"sparrow: {STORY_LINE}" in after  # … the model answered (its play_move on the null body)
    assert told() == [notice]

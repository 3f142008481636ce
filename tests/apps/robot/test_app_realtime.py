"""The dashboard app's speech-to-speech mode on the real mockup-sim daemon, against the shipped fake
Realtime server (``taleweaver.testing.realtime_server``: the real event protocol on loopback).

``TALEWEAVER_MODEL=realtime:…`` with a key and ``TALEWEAVER_REALTIME_URL`` pointing at the fake. The
microphone stand-in takes turns like a player: it waits for the robot's audio to end, then says its
line (a tone the fake's voice detector hears; the fake "transcribes" it as the scripted words).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import numpy as np
import pytest

from body.test_reachy_daemon import APT, _sdk_ready, daemon  # noqa: F401  (the daemon fixture)
from taleweaver.apps.robot.story import ROBOT_RATE
from taleweaver.body.pose import within_limits
from taleweaver.body.sim import MockupDaemon
from taleweaver.testing.realtime_server import Reply

from .realtime_fakes import KEY, FakeInThread
from .test_app_daemon import SPARROW, TILT_LEFT, app_class, env, run_app  # noqa: F401  (env: a fixture)

pytestmark = [pytest.mark.reachy, pytest.mark.skipif(not _sdk_ready(), reason=APT)]
WAIT_AFTER_REPLY_S = 0.6
DONE_AFTER_S = 1.5


class TurnTakingMic:
    """The robot's media: the speaker keeps time like a real one (pushed audio plays in real time);
    the player speaks each line once the robot has answered and gone quiet, then stops the app."""

    def __init__(self, stop: threading.Event, lines: int) -> None:
        self.stop = stop
        self.left = lines
        self.frames: list[np.ndarray] = []
        self.answered = False  # the robot spoke since the player's last line
        self.plays_until = 0.0
        self.pushed = 0

    def start_playing(self) -> None: ...
    def stop_playing(self) -> None: ...
    def start_recording(self) -> None: ...
    def stop_recording(self) -> None: ...

    def push_audio_sample(self, samples: np.ndarray) -> None:
        assert samples.dtype == np.float32
        self.pushed += 1
        self.plays_until = max(self.plays_until, time.monotonic()) + len(samples) / ROBOT_RATE
        if not self.frames:
            self.answered = True

    def get_audio_sample(self) -> np.ndarray | None:
        if self.frames:  # saying a line
            return self.frames.pop(0)
        now = time.monotonic()
        if not self.answered or now < self.plays_until + WAIT_AFTER_REPLY_S:
            return None  # the robot has not answered yet, or is speaking
        if self.left:
            self.left -= 1
            self.answered = False
            t = np.arange(int(0.8 * ROBOT_RATE)) / ROBOT_RATE
            voice = (0.2 * np.sin(2 * np.pi * 180 * t)).astype(np.float32)
            self.frames = [*np.array_split(voice, 8), *[np.zeros(ROBOT_RATE // 10, np.float32)] * 10]
            return self.frames.pop(0)
        if now > self.plays_until + DONE_AFTER_S:
            self.stop.set()
        return None


@pytest.fixture
def realtime_env(env: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:  # noqa: F811
    env.setenv("TALEWEAVER_MODEL", "realtime:gpt-realtime")
    env.setenv("TALEWEAVER_API_KEY", KEY)
    return env


def test_speech_to_speech_from_the_menu_into_the_story_moves_the_robot(
    daemon: MockupDaemon,  # noqa: F811
    realtime_env: pytest.MonkeyPatch,
) -> None:
    replies = [
        Reply(
            say="Welcome aboard! I know a pirate story.", calls=[("move_head", {"direction": "tilt_left"})]
        ),
        Reply(say="Shall we play it?"),
        Reply(
            heard="let's play the pirate story",
            say="Then we sail.",
            calls=[("select_story", {"storyId": "pirates"})],
        ),
        Reply(
            say="Ahoy, I am the captain.",
            calls=[("play_move", {"name": "twist"}), ("look", {"target": "moon"})],
        ),
        Reply(say="Arr, a little dance."),
    ]
    with FakeInThread(replies) as fake:
        realtime_env.setenv("TALEWEAVER_REALTIME_URL", fake.url)
        app = app_class()([], mic=lambda stop: TurnTakingMic(stop, lines=1))
        seen = run_app(app, daemon.port)
        connections = list(fake.connections)

    assert any("Realtime model gpt-realtime" in line for line in app.said)
    assert "> let's play the pirate story" in app.said  # the player's words, heard through the session
    menu, story = connections[0], connections[-1]
    assert menu.model == "gpt-realtime"
    menu_tools = {tool["name"] for tool in menu.of("session.update")[0]["session"]["tools"]}
    assert {
        "select_story",
        "describe_story",
        "move_head",
        "play_move",
    } <= menu_tools  # robot tools at the menu
    assert story.voice != menu.voice  # the captain's voice: a new session after select_story
    assert menu.audio_bytes > 0  # the microphone reached the session
    assert min(p.roll for p in seen) == pytest.approx(TILT_LEFT, abs=0.05)  # move_head tilt_left
    assert any(abs(p.yaw - SPARROW) < 0.05 for p in seen)  # faced the story's speaker
    assert max(p.body_yaw for p in seen) - min(p.body_yaw for p in seen) > 0.2  # play_move twist
    assert all(within_limits(p, tolerance=0.02) for p in seen)  # ``look moon`` refused; all in limits


def test_a_refused_key_is_said_and_the_offline_voices_go_on(
    daemon: MockupDaemon,  # noqa: F811
    realtime_env: pytest.MonkeyPatch,
) -> None:
    from .test_story import Media

    with FakeInThread([]) as fake:
        realtime_env.setenv("TALEWEAVER_REALTIME_URL", fake.url)
        realtime_env.setenv("TALEWEAVER_API_KEY", "sk-wrong")
        heard = ["let's play the pirate story"]
        app = app_class()(heard, mic=lambda stop: Media(stop, utterances=len(heard)))
        seen = run_app(app, daemon.port)

    stopped = [line for line in app.said if line.startswith("realtime on the robot stopped")]
    assert len(stopped) == 1
    assert "refused the OpenAI key" in stopped[0]
    assert "sk-wrong" not in stopped[0]
    assert "> let's play the pirate story" in app.said  # heard by the offline stack
    assert any(line.startswith("sparrow:") for line in app.said)  # and the story began
    assert any(abs(p.yaw - SPARROW) < 0.05 for p in seen)

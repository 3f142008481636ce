"""The motion loop's layering, through the real ``record:`` adapter on a seeded virtual clock."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from taleweaver.body.loop import (
    PERIOD_S,
    RT_PRIORITY,
    MonotonicClock,
    MotionLoop,
    VirtualClock,
    ask_realtime,
)
from taleweaver.body.mixer import LISTENING_ANTENNAS, MotionMixer
from taleweaver.body.moves import library
from taleweaver.body.port import AvatarBody, BodyLost, RecordBody
from taleweaver.body.pose import NEUTRAL_ANTENNAS, Row, pose_from_row, within_limits

from .test_wobble import speech

PLACES = {"narrator": 0.0, "captain": 0.6, "cook": -0.5}


def run(path: Path, script: list[tuple[float, str, Any]], until: float) -> list[dict[str, Any]]:
    """Play a script of (time, command, argument) on a loop recording to ``path``; the rows."""
    loop = MotionLoop(RecordBody(path), MotionMixer(PLACES), clock=VirtualClock(1234.5))
    for at, command, arg in sorted(script, key=lambda s: s[0]):
        loop.advance(at - loop.now())
        if command == "speech":
            loop.speech(arg, 16000)
        else:
            getattr(loop, command)(*([] if arg is None else [arg]))
    loop.advance(until - loop.now())
    loop.close()
    return [json.loads(line) for line in path.read_text().splitlines()]


def window(rows: list[dict[str, Any]], start: float, end: float) -> list[dict[str, Any]]:
    return [r for r in rows if start <= r["t"] < end]


def events(rows: list[dict[str, Any]], kind: str) -> list[tuple[float, dict[str, Any]]]:
    return [(r["t"], e) for r in rows for e in r["events"] if e["type"] == kind]


SCRIPT: list[tuple[float, str, Any]] = [
    (0.0, "speaker", "narrator"),
    (0.5, "speaker", "captain"),
    (0.5, "speech", speech(2.0)),
    (3.0, "speaker", "cook"),
    (3.0, "emotion", "happy"),
    (5.0, "listening", True),
    (6.0, "listening", False),
]
"""Speakers, a speech, an emotion and a listening spell: the timeline the tests below read."""


@pytest.fixture
def story(tmp_path: Path) -> list[dict[str, Any]]:
    return run(
        tmp_path / "t.jsonl",
        SCRIPT,
        until=12.0,
    )


def test_one_row_per_tick_at_50_hz(story: list[dict[str, Any]]) -> None:
    ts = [r["t"] for r in story]
    assert len(ts) == 600
    assert np.allclose(np.diff(ts), PERIOD_S)


def test_gaze_turns_to_each_speaker(story: list[dict[str, Any]]) -> None:
    speakers = events(story, "speaker")
    assert [(t, e["id"]) for t, e in speakers] == [(0.0, "narrator"), (0.5, "captain"), (3.0, "cook")]
    at_captain = window(story, 1.4, 1.5)[0]["head"]["yaw"]
    assert at_captain == pytest.approx(0.6, abs=0.15)  # turned (the wobble adds a little yaw)
    assert window(story, 4.5, 4.6)[0]["head"]["yaw"] == pytest.approx(-0.5, abs=0.05)


def test_wobble_only_while_speaking(story: list[dict[str, Any]]) -> None:
    assert [t for t, _ in events(story, "speech")] == [0.5]
    assert [t for t, _ in events(story, "speech_end")] == [pytest.approx(2.5, abs=0.03)]
    during = [r["head"]["pitch"] for r in window(story, 0.6, 2.4)]
    assert max(during) - min(during) > 0.05
    before = [r["head"]["pitch"] for r in window(story, 0.0, 0.5)]
    assert max(before) - min(before) < 1e-9


def test_emotion_move_plays_to_its_end(story: list[dict[str, Any]]) -> None:
    duration = library()["happy"].duration
    ((start, started),) = events(story, "emotion")
    ((end, ended),) = events(story, "emotion_end")
    assert started["name"] == ended["name"] == "happy"
    assert end - start == pytest.approx(duration, abs=PERIOD_S)
    raised = max(-r["antennas"][0] for r in window(story, start, end))
    assert raised > 0.5  # the happy antennas go up


def test_listening_pose_and_back(story: list[dict[str, Any]]) -> None:
    assert [(t, e["on"]) for t, e in events(story, "listening")] == [(5.0, True), (6.0, False)]
    held = window(story, 5.5, 6.0)
    assert all(r["antennas"] == pytest.approx(list(LISTENING_ANTENNAS), abs=1e-4) for r in held)


def test_breathing_when_idle(story: list[dict[str, Any]]) -> None:
    idle = window(story, 7.0, 12.0)
    zs = [r["head"]["z"] for r in idle]
    assert max(zs) - min(zs) > 0.002
    antennas = [r["antennas"][0] for r in idle]
    assert max(antennas) - min(antennas) > 0.2
    assert NEUTRAL_ANTENNAS[0] - 0.3 < min(antennas)


def test_nothing_outside_the_limits(story: list[dict[str, Any]]) -> None:
    assert all(within_limits(pose_from_row(r)) for r in story)


def test_the_same_script_gives_the_same_timeline(tmp_path: Path, story: list[dict[str, Any]]) -> None:
    again = run(
        tmp_path / "again.jsonl",
        SCRIPT,
        until=12.0,
    )
    assert again == story


def test_a_barge_in_stops_the_wobble(tmp_path: Path) -> None:
    rows = run(
        tmp_path / "t.jsonl",
        [(0.0, "speech", speech(3.0)), (1.0, "stop_speech", None)],
        until=2.0,
    )
    assert [t for t, _ in events(rows, "speech_end")] == [pytest.approx(1.0, abs=0.03)]


class Dies:
    name = "dies"

    def __init__(self) -> None:
        self.sent = 0

    def send(self, row: Row) -> None:
        self.sent += 1
        if self.sent > 3:
            raise BodyLost("connection reset")

    def close(self) -> None:
        return None


def test_a_lost_body_is_said_once_and_the_loop_goes_on() -> None:
    told: list[str] = []
    loop = MotionLoop(Dies(), clock=VirtualClock(), on_lost=told.append)
    loop.advance(1.0)
    loop.speaker("narrator")
    loop.advance(1.0)
    assert told == ["connection reset"]
    assert loop.lost == "connection reset"


def test_the_avatar_body_streams_rows_to_subscribers() -> None:
    body = AvatarBody(keep=10)
    seen: list[dict[str, Any]] = []
    body.subscribe(seen.append)
    loop = MotionLoop(body, MotionMixer(PLACES), clock=VirtualClock())
    loop.speaker("captain")
    loop.advance(1.0)
    loop.close()
    assert len(seen) == 50
    assert body.rows() == seen[-10:]
    assert seen[0]["events"] == [{"type": "speaker", "id": "captain", "yaw": 0.6}]


def _in_a_thread(job: Callable[[], str]) -> str:
    """Run ``job`` on a throwaway thread (a scheduling change must not stick to the test runner)."""
    out: list[str] = []
    worker = threading.Thread(target=lambda: out.append(job()))
    worker.start()
    worker.join()
    return out[0]


def test_a_refused_real_time_request_leaves_a_normal_thread_and_says_why() -> None:
    answer = _in_a_thread(lambda: ask_realtime(1000))  # no such SCHED_FIFO priority: always refused

    assert answer.startswith("normal (")
    assert answer.endswith(")")


def test_a_granted_real_time_request_names_the_policy_and_priority() -> None:
    def ask() -> str:
        answer = ask_realtime(RT_PRIORITY)
        if answer.startswith("fifo:"):
            assert os.sched_getscheduler(0) == os.SCHED_FIFO
            assert os.sched_getparam(0).sched_priority == RT_PRIORITY
        return answer

    answer = _in_a_thread(ask)
    assert answer == f"fifo:{RT_PRIORITY}" or answer.startswith("normal (")


def test_the_real_time_loop_says_how_its_thread_is_scheduled() -> None:
    asked = MotionLoop(AvatarBody(), clock=MonotonicClock())
    not_asked = MotionLoop(AvatarBody(), clock=MonotonicClock(), rt_priority=None)
    assert asked.stats.scheduling == "virtual"
    for loop in (asked, not_asked):
        loop.start()
        loop.advance(0.1)
        loop.close()

    assert asked.stats.scheduling == f"fifo:{RT_PRIORITY}" or asked.stats.scheduling.startswith("normal (")
    assert not_asked.stats.scheduling == "normal (not asked)"
    assert len(asked.stats.periods_s) >= 2

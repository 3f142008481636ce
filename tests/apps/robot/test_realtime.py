"""The robot's Realtime wiring without a robot: a ``record:`` body, the shipped fake Realtime server.

The robot's microphone hears its own speaker; what it records while the robot speaks must not reach
the session (half duplex), and what it records after must.
"""

from __future__ import annotations

import threading
import time

import numpy as np

from taleweaver.apps.robot.realtime import robot_realtime
from taleweaver.apps.robot.story import ROBOT_RATE, robot_motion
from taleweaver.body.port import RecordBody
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.testing.realtime_server import Reply

from .realtime_fakes import KEY, FakeInThread

FRAME = ROBOT_RATE // 10
SENT_PER_FRAME = 2 * FRAME * 24000 // ROBOT_RATE  # PCM16 at 24 kHz


class RoomMic:
    """A microphone in the room: it always hears something loud (the robot's own voice while it speaks)."""

    def __init__(self, stop: threading.Event, seconds: float) -> None:
        self.stop = stop
        self.plays_until = 0.0
        self.first_push: float | None = None
        self.seconds = seconds
        self.while_speaking = 0
        self.while_quiet = 0

    def start_playing(self) -> None: ...
    def stop_playing(self) -> None: ...
    def start_recording(self) -> None: ...
    def stop_recording(self) -> None: ...

    def push_audio_sample(self, samples: np.ndarray) -> None:
        now = time.monotonic()
        self.first_push = self.first_push or now
        self.plays_until = max(self.plays_until, now) + len(samples) / ROBOT_RATE

    def get_audio_sample(self) -> np.ndarray | None:
        now = time.monotonic()
        if self.first_push is None:
            return None
        if now > self.first_push + self.seconds:
            self.stop.set()
            return None
        time.sleep(FRAME / ROBOT_RATE)  # a frame takes its time to record
        if now < self.plays_until:
            self.while_speaking += 1
        else:
            self.while_quiet += 1
        t = np.arange(FRAME) / ROBOT_RATE
        return (0.3 * np.sin(2 * np.pi * 200 * t)).astype(np.float32)


def test_the_robot_does_not_send_what_it_hears_of_itself(tmp_path: object) -> None:
    engine = StoryEngine(load_library_from())
    said: list[str] = []
    with FakeInThread([Reply(say="Welcome aboard, traveller, to a tale of pirates.")]) as fake:
        stop = threading.Event()
        mic = RoomMic(stop, seconds=6.0)
        shower = robot_motion(RecordBody(f"{tmp_path}/robot.jsonl"), engine)
        talk = robot_realtime(
            mic,
            engine,
            engine.initial_state(),
            shower,
            key=KEY,
            url=fake.url,
            model=None,
            summarizer=None,
            stop=stop,
            say=said.append,
        )
        talk.run()
        shower.motion.loop.close()
        sent = fake.connections[0].audio_bytes

    assert said == ["narrator: Welcome aboard, traveller, to a tale of pirates."]
    assert mic.while_speaking > 0  # it heard the robot speak …
    assert 0 < sent <= mic.while_quiet * SENT_PER_FRAME  # … and only what came after reached the session

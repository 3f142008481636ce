"""The robot's voice story loop with a stand-in for the robot's media (mic and speaker).

The synthesizer and transcriber are the shipped fakes; the motion goes to a ``record:`` body, so the
test sees the wobble follow the pushed speech and the antennas listen while the mic is read.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from conftest import FERRY
from taleweaver.apps.robot.config import robot_config, robot_ink_session
from taleweaver.apps.robot.story import ROBOT_RATE, RobotStory, robot_motion
from taleweaver.body.port import RecordBody
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.session import PlaySession
from taleweaver.settings import Settings
from taleweaver.testing import FakeSynthesizer, FakeTranscriber, HashingEncoder


def ferry_folder(root: Path) -> Path:
    """A folder holding the ferry ink story and its sidecar: the ferryman's name, voice and place."""
    folder = root / "ferry"
    folder.mkdir()
    (folder / "ferry.ink.json").write_text(FERRY.read_text(encoding="utf-8"), encoding="utf-8")
    sidecar = {
        "title": "The Ferry",
        "characters": {
            "ferryman": {"name": "The Ferryman", "voice": "verse", "place": "pier"},
            "ana": {"name": "Ana", "voice": "coral", "place": "boat"},
        },
        "places": {"pier": "The pier, to the left.", "boat": "The boat, to the right."},
    }
    (folder / "taleweaver.json").write_text(json.dumps(sidecar), encoding="utf-8")
    return folder


class Media:
    """The robot's media: what was pushed to the speaker, and a mic that says one thing then stops."""

    def __init__(self, stop: threading.Event, utterances: int) -> None:
        self.pushed: list[np.ndarray] = []
        self.stop = stop
        self.mic: list[np.ndarray | None] = []
        for _ in range(utterances):
            t = np.arange(int(0.8 * ROBOT_RATE)) / ROBOT_RATE
            voice = (0.2 * np.sin(2 * np.pi * 180 * t)).astype(np.float32)
            quiet = np.zeros(int(0.1 * ROBOT_RATE), dtype=np.float32)
            self.mic += [None, *np.array_split(voice, 8), *[quiet] * 10]
        self.calls: list[str] = []

    def start_playing(self) -> None:
        self.calls.append("start_playing")

    def stop_playing(self) -> None:
        self.calls.append("stop_playing")

    def start_recording(self) -> None:
        self.calls.append("start_recording")

    def stop_recording(self) -> None:
        self.calls.append("stop_recording")

    def push_audio_sample(self, samples: np.ndarray) -> None:
        self.pushed.append(samples)

    def get_audio_sample(self) -> np.ndarray | None:
        if not self.mic:
            self.stop.set()
            return None
        return self.mic.pop(0)


def tell(
    session: PlaySession,
    timeline: Path,
    heard: list[str],
    story_id: str | None = None,
    *,
    voiced: bool = True,
) -> tuple[Media, FakeSynthesizer, list[str]]:
    """Run ``session`` on the robot's loop (a ``record:`` body writing ``timeline``) until the mic has said
    ``heard``; the media, the synthesizer and the app's log. ``voiced=False``: no voices, so no waiting for
    the lines to play (a test of what is said, not how)."""
    stop = threading.Event()
    media = Media(stop, utterances=len(heard))
    shower = robot_motion(RecordBody(timeline), session.engine)
    said: list[str] = []
    synth = FakeSynthesizer()
    story = RobotStory(
        media,
        session,
        shower,
        synthesizer=synth if voiced else None,
        transcriber=FakeTranscriber(heard),
        stop=stop,
        say=said.append,
    )
    story.run(story_id)
    shower.motion.loop.close()
    return media, synth, said


def test_a_voice_story_on_the_robot(tmp_path: Path) -> None:
    timeline = tmp_path / "robot.jsonl"
    media, synth, said = tell(
        PlaySession(StoryEngine(load_library_from())), timeline, ["/do hear_job"], "pirates"
    )
    assert media.calls == ["start_playing", "start_recording", "stop_recording", "stop_playing"]
    assert "> /do hear_job" in said
    assert len(synth.spoken) >= 2  # the opening line and the answer
    assert all(p.dtype == np.float32 for p in media.pushed)
    rows: list[dict[str, Any]] = [json.loads(line) for line in timeline.read_text().splitlines()]
    kinds = [e["type"] for r in rows for e in r["events"]]
    assert kinds.count("speech") >= 2
    assert "listening" in kinds
    start = next(i for i, r in enumerate(rows) if any(e["type"] == "speech" for e in r["events"]))
    end = next(
        i for i, r in enumerate(rows) if i > start and any(e["type"] == "speech_end" for e in r["events"])
    )
    pitches = [r["head"]["pitch"] for r in rows[start:end]]
    assert max(pitches) - min(pitches) > 0.02  # the wobble followed the pushed speech


def test_with_no_story_named_the_robot_opens_at_the_narrators_menu(tmp_path: Path) -> None:
    engine = StoryEngine(load_library_from())
    session = PlaySession(engine)
    _, synth, _ = tell(session, tmp_path / "robot.jsonl", ["/select pirates"])
    greeting = synth.spoken[0][1] if synth.spoken else ""
    assert engine.library.stories["pirates"].title in " ".join(text for _, text in synth.spoken)
    assert greeting  # the narrator greeted and listed the stories before the player spoke
    assert session.state.mode == "story"
    assert session.state.story_id == "pirates"  # picked by voice at the menu


def test_at_the_menu_the_robot_tells_a_goodbye_to_say_stop_playing_and_that_stops_it(tmp_path: Path) -> None:
    session = PlaySession(StoryEngine(load_library_from()), matcher=IntentMatcher(HashingEncoder()))
    heard = ["bye", "Stop playing.", "/select pirates"]
    media, _, said = tell(session, tmp_path / "robot.jsonl", heard, voiced=False)
    hint = next(line for line in said if line.startswith("narrator: To stop"))
    assert hint.startswith('narrator: To stop playing, say "stop playing".')
    assert "> /select pirates" not in said  # it stopped at "stop playing", before the next line was heard
    assert session.state.mode == "menu"
    assert media.calls[-2:] == ["stop_recording", "stop_playing"]


def test_an_ink_story_on_the_robot(tmp_path: Path) -> None:
    folder = ferry_folder(tmp_path)
    config = robot_config(Settings.defaults(story=str(folder)), StoryEngine(load_library_from()))
    session = robot_ink_session(folder, config, IntentMatcher(HashingEncoder()))
    timeline = tmp_path / "robot.jsonl"
    _, synth, said = tell(session, timeline, ["I'll swim"])
    assert said[:2] == ["ferryman: Cross the river, Ana?", "> I'll swim"]
    assert "ana: Cold water, 2 coins left." in said  # the choice the player said was taken
    assert session.state.ended
    voices = {text: voice for voice, text in synth.spoken}
    assert voices["Cross the river, Ana?"] != voices["Cold water, 2 coins left."]  # each in their own voice
    rows: list[dict[str, Any]] = [json.loads(line) for line in timeline.read_text().splitlines()]
    turns = {e["id"]: e["yaw"] for r in rows for e in r["events"] if e["type"] == "speaker"}
    assert list(turns) == ["ferryman", "player", "ana"]  # the body faced each speaker in turn …
    assert turns["ferryman"] != turns["ana"]  # … the ink story's two people at two places
    assert max(r["head"]["yaw"] for r in rows) == pytest.approx(turns["ferryman"], abs=0.05)

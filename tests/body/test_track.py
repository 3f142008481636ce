"""``render_motion_track``: the web avatar's rows for one line, from its PCM, same layers."""

from __future__ import annotations

import numpy as np
import pytest

from taleweaver.body import line_track, render_motion_track
from taleweaver.body.moves import library
from taleweaver.body.pose import pose_from_row, within_limits
from taleweaver.body.staging import story_places
from taleweaver.files import load_library_from

from .test_wobble import speech


def test_rows_at_50_hz_from_audio_start_through_the_tail() -> None:
    rows = render_motion_track(speech(1.5), 16000, speaker_place_yaw=0.4)
    assert rows[0]["t"] == 0.0
    assert np.allclose(np.diff([r["t"] for r in rows]), 0.02)
    assert rows[-1]["t"] == pytest.approx(1.5 + 0.5 - 0.02, abs=0.021)
    assert all(within_limits(pose_from_row(r)) for r in rows)


def test_the_head_faces_the_speaker_and_wobbles_while_speaking() -> None:
    rows = render_motion_track(speech(1.5), 16000, speaker_place_yaw=0.4)
    assert rows[0]["head"]["yaw"] == pytest.approx(0.4, abs=0.01)  # no turn: the avatar already faces them
    during = [r["head"]["pitch"] for r in rows if 0.1 < r["t"] < 1.4]
    assert max(during) - min(during) > 0.05
    assert [e["type"] for e in rows[0]["events"]] == ["speaker", "speech"]


def test_silence_only_breathes_and_an_emotion_plays_through() -> None:
    rows = render_motion_track(np.zeros(16000, dtype=np.float32), 16000, emotion="yes")
    assert rows[-1]["t"] >= library()["yes"].duration
    assert any(e["type"] == "emotion_end" for r in rows for e in r["events"])


def test_line_track_uses_the_story_staging() -> None:
    story = load_library_from().stories["pirates"]
    rows = line_track(speech(0.5), 22050, story=story, speaker="vell")
    assert rows[0]["head"]["yaw"] == pytest.approx(story_places(story)["vell"], abs=0.01)

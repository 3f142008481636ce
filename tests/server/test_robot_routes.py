"""``POST /robots/{id}/track`` and ``/stop``: the orb page drives the robot ``serve --robot`` names."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from fastapi.testclient import TestClient

from taleweaver.body import AvatarBody, line_track
from taleweaver.body.loop import VirtualClock
from taleweaver.body.port import Body, BodyError
from taleweaver.body.pose import pose_from_row
from taleweaver.body.track_player import TrackPlayer
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.server.robot_routes import RobotStage

ROBOT = "127.0.0.1:8765"


def track(seconds: float = 0.6) -> dict[str, Any]:
    rate = 16000
    t = np.arange(int(seconds * rate)) / rate
    pcm = (0.4 * np.sin(2 * np.pi * 200 * t)).astype(np.float32)
    return {"hz": 50, "rows": line_track(pcm, rate, story=None, speaker="narrator")}


class Stage:
    """The app with its robot stage connecting to in-memory bodies (each played on a virtual clock)."""

    def __init__(self, connect: Callable[[str, int], Body] | None = None) -> None:
        self.bodies: list[AvatarBody] = []
        self.players: list[TrackPlayer] = []
        app = create_app(
            ServerConfig(robot_daemons=(ROBOT,)), models={"npc": None, "narrator": None, "pipeline": None}
        )
        stage = RobotStage((ROBOT,), connect=connect or self.connect, player=self.player)
        app.state.services = dataclasses.replace(app.state.services, robots=stage)
        self.client = TestClient(app, raise_server_exceptions=False)

    def connect(self, host: str, port: int) -> Body:
        assert (host, port) == ("127.0.0.1", 8765)
        body = AvatarBody(keep=10_000)
        self.bodies.append(body)
        return body

    def player(self, body: Body) -> TrackPlayer:
        made = TrackPlayer(body, clock=VirtualClock(), start=False)
        self.players.append(made)
        return made


def test_a_track_is_played_on_the_robot_from_when_it_arrives() -> None:
    stage = Stage()
    sent = track()
    answer = stage.client.post(f"/robots/{ROBOT}/track", json=sent)
    assert answer.status_code == 202, answer.text
    assert answer.json() == {"robot": ROBOT, "seconds": pytest.approx(len(sent["rows"]) / 50, abs=0.001)}
    [played] = stage.players
    played.loop.advance(answer.json()["seconds"])
    got = [pose_from_row(row) for row in stage.bodies[0].rows()]
    want = [pose_from_row(row) for row in sent["rows"]]
    assert [p.pitch for p in got[15:]] == pytest.approx(
        [p.pitch for p in want[15:]]
    )  # blended in, then the track
    # a second line reuses the connection
    assert stage.client.post(f"/robots/{ROBOT}/track", json=track()).status_code == 202
    assert len(stage.bodies) == 1


def test_stop_returns_the_robot_to_its_idle_motion_and_connects_nothing() -> None:
    stage = Stage()
    assert stage.client.post(f"/robots/{ROBOT}/stop").status_code == 202
    assert stage.bodies == []
    stage.client.post(f"/robots/{ROBOT}/track", json=track(3.0))
    assert stage.players[0].mixer.playing
    assert stage.client.post(f"/robots/{ROBOT}/stop").json() == {"robot": ROBOT, "seconds": 0.0}
    assert not stage.players[0].mixer.playing


def test_only_a_configured_robot_is_driven() -> None:
    stage = Stage()
    for path in ("/robots/10.0.0.9:8000/track", "/robots/10.0.0.9:8000/stop"):
        answer = stage.client.post(path, json=track())
        assert answer.status_code == 404
        assert answer.json()["detail"]["robot_error"]["code"] == "robot_unknown"
    assert stage.bodies == []


def test_an_unreachable_robot_is_a_clear_refusal_that_names_no_internals() -> None:
    def down(host: str, port: int) -> Body:
        raise BodyError("no Reachy Mini daemon answers at 127.0.0.1:8765 (ConnectError) secret-detail")

    stage = Stage(down)
    answer = stage.client.post(f"/robots/{ROBOT}/track", json=track())
    assert answer.status_code == 503
    error = answer.json()["detail"]["robot_error"]
    assert error["code"] == "robot_unreachable"
    assert "secret-detail" not in answer.text
    assert "reachy" in error["hint"]


def test_a_lost_robot_is_connected_again_on_the_next_line() -> None:
    stage = Stage()
    stage.client.post(f"/robots/{ROBOT}/track", json=track())
    stage.players[0].loop._lose("lost the Reachy Mini: gone")
    assert stage.client.post(f"/robots/{ROBOT}/track", json=track()).status_code == 202
    assert len(stage.bodies) == 2


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda t: t["rows"][0]["head"].update(pitch="NaN"), "track_invalid"),
        (lambda t: t.update(rows=t["rows"] * 60), "track_too_long"),
        (lambda t: t.update(hz=0), None),
        (lambda t: t.update(extra=1), None),
        (lambda t: t["rows"][0].pop("head"), None),
    ],
)
def test_a_broken_track_is_refused_and_the_robot_is_not_touched(change: Any, code: str | None) -> None:
    stage = Stage()
    sent = track()
    change(sent)
    answer = stage.client.post(f"/robots/{ROBOT}/track", json=sent)
    assert answer.status_code == 422, answer.text
    if code is not None:
        assert answer.json()["detail"]["robot_error"]["code"] == code
    assert stage.bodies == []

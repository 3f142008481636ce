"""``ReachyBody`` rides out a short stall of the SDK's connection check; a long one is a lost robot."""

from __future__ import annotations

import time
from typing import Any

import pytest

from taleweaver.body.port import BodyLost
from taleweaver.body.pose import Pose, Row
from taleweaver.body.reachy import ReachyBody


class StallingMini:
    """A stand-in for the SDK's ReachyMini whose sends fail while ``down`` is set (as its check does)."""

    def __init__(self) -> None:
        self.down = False
        self.sent = 0

    def set_automatic_body_yaw(self, on: bool) -> None:
        assert on is False

    def set_target(self, **_: Any) -> None:
        if self.down:
            raise ConnectionError("Lost connection with the server.")
        self.sent += 1


def row() -> Row:
    return Row(t=0.0, pose=Pose())


def test_a_short_stall_drops_ticks_and_the_robot_keeps_moving() -> None:
    mini = StallingMini()
    body = ReachyBody(mini=mini, lost_after_s=0.5)
    body.send(row())
    mini.down = True
    for _ in range(5):
        body.send(row())  # dropped, not lost
    mini.down = False
    body.send(row())
    assert mini.sent == 2


def test_failing_longer_than_the_grace_is_a_lost_robot() -> None:
    mini = StallingMini()
    body = ReachyBody(mini=mini, lost_after_s=0.2)
    mini.down = True
    body.send(row())
    time.sleep(0.25)
    with pytest.raises(BodyLost, match="lost the Reachy Mini"):
        body.send(row())


def test_the_grace_starts_again_after_a_good_send() -> None:
    mini = StallingMini()
    body = ReachyBody(mini=mini, lost_after_s=0.2)
    mini.down = True
    body.send(row())
    time.sleep(0.25)
    mini.down = False
    body.send(row())
    mini.down = True
    body.send(row())  # a new stall, its own grace

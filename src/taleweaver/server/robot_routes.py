"""``POST /robots/{robot_id}/track`` and ``/stop``: the orb page drives the Reachy Mini it has chosen.

The page speaks each line itself (``POST /voice/say?track=true`` gives the WAV and the motion track
rendered from it); with a robot chosen in its picker it sends that track here the moment the line
starts playing, and ``/stop`` when the line is cut off. The server holds one connection per robot
(``serve --robot HOST:PORT``; only those, never an address from the request), opened on first use with
the Reachy SDK (extra ``reachy``) and reopened after the robot was lost, and streams the poses at the
track's rate (:class:`~taleweaver.body.track_player.TrackPlayer`). Between lines the robot breathes.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, Literal, NoReturn

import anyio.to_thread
from fastapi import Request
from pydantic import BaseModel, ConfigDict, Field

from taleweaver.body.port import Body, BodyError
from taleweaver.body.story import StoryMotion
from taleweaver.body.track_player import TrackPlayer, track_poses
from taleweaver.server.errors import api_error, area_router, error_responses
from taleweaver.server.voice_track import MotionTrack
from taleweaver.server.web import parse_daemon

log = logging.getLogger(__name__)

AREA = "robot"
MAX_TRACK_S = 60.0
"""The longest track accepted (a line is at most 500 characters: well under a minute of speech)."""
CONNECT_TIMEOUT_S = 5.0
UNKNOWN_HINT = "choose one GET /robots lists (the server offers those named by serve --robot HOST:PORT)"
UNREACHABLE_HINT = (
    "check that its daemon runs and that the server has the reachy extra "
    "(pip install 'taleweaver[reachy]'); the story goes on without it"
)


def reachy_body(host: str, port: int) -> Body:
    """A :class:`~taleweaver.body.reachy.ReachyBody` on the daemon at ``host:port``."""
    from taleweaver.body.reachy import ReachyBody  # the SDK is imported only when a robot is driven

    return ReachyBody(host=host, port=port, timeout_s=CONNECT_TIMEOUT_S)


class RobotStage:
    """The robots ``serve --robot`` names, each driven by one :class:`TrackPlayer` once first used."""

    def __init__(
        self,
        daemons: tuple[str, ...],
        *,
        connect: Callable[[str, int], Body] = reachy_body,
        player: Callable[[Body], TrackPlayer] = TrackPlayer,
    ) -> None:
        self._addresses = {f"{host}:{port}": (host, port) for host, port in map(parse_daemon, daemons)}
        self._connect = connect
        self._player = player
        self._players: dict[str, TrackPlayer] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    def known(self, robot_id: str) -> bool:
        return robot_id in self._addresses

    async def player(self, robot_id: str) -> TrackPlayer:
        """The robot's player, connecting first (in a thread: the SDK blocks) when there is none or the
        last one lost the robot. Raises :class:`KeyError` for a robot not configured, :class:`BodyError`
        when it cannot be reached."""
        host, port = self._addresses[robot_id]
        async with self._locks.setdefault(robot_id, asyncio.Lock()):
            found = self._players.get(robot_id)
            if found is not None and found.lost is None:
                return found
            if found is not None:
                log.info("robot %s was lost (%s): connecting again", robot_id, found.lost)
                await anyio.to_thread.run_sync(found.close)
            body = await anyio.to_thread.run_sync(self._connect, host, port)
            self._players[robot_id] = made = self._player(body)
            return made

    async def reach(self, robot_id: str) -> TrackPlayer | Literal["unknown", "unreachable"]:
        """The robot's player, or why there is none: not configured, or not reachable now (logged)."""
        if not self.known(robot_id):
            return "unknown"
        try:
            return await self.player(robot_id)
        except BodyError as exc:
            log.warning("robot %s: %s", robot_id, exc)
            return "unreachable"

    def stop(self, robot_id: str) -> None:
        """Stop the track playing on ``robot_id``, if it is connected (stopping connects nothing)."""
        found = self._players.get(robot_id)
        if found is not None:
            found.stop()

    async def close(self) -> None:
        players, self._players = list(self._players.values()), {}
        for player in players:
            await anyio.to_thread.run_sync(player.close)


async def story_motion(stage: RobotStage, robot_id: str) -> tuple[StoryMotion | None, dict[str, str]]:
    """For the ``/realtime`` relay: the robot's story motion (gaze, wobble with the streamed audio, the
    director's moves) and the ``robot`` frame telling the page whether it moves, and if not, why."""
    frame = {"type": "robot", "robot": robot_id}
    player = await stage.reach(robot_id)
    if player == "unknown":
        return None, {**frame, "state": "unknown", "message": UNKNOWN_HINT}
    if player == "unreachable":
        return None, {**frame, "state": "unreachable", "message": UNREACHABLE_HINT}
    player.stop()  # a line the page was showing on it is over
    return StoryMotion(player.loop), {**frame, "state": "moving", "message": ""}


class TrackBody(MotionTrack):
    """A line's motion track, as ``POST /voice/say?track=true`` rendered it."""

    model_config = ConfigDict(extra="forbid")
    hz: int = Field(gt=0, le=200, description="Rows per second; row i is at t = i / hz.")


class Driving(BaseModel):
    robot: str
    seconds: float = Field(description="How long the track plays from now.")


router = area_router(AREA, tags=["web"])


def robot_stage(app: Any) -> RobotStage:
    stage: RobotStage = app.state.services.robots
    return stage


def _unknown(robot_id: str) -> NoReturn:
    api_error(
        404,
        AREA,
        "robot_unknown",
        f"no robot {robot_id!r} is configured",
        UNKNOWN_HINT,
    )


async def _player(request: Request, robot_id: str) -> TrackPlayer:
    player = await robot_stage(request.app).reach(robot_id)
    if player == "unknown":
        _unknown(robot_id)
    if player == "unreachable":
        api_error(
            503,
            AREA,
            "robot_unreachable",
            f"the Reachy Mini at {robot_id} cannot be driven now",
            UNREACHABLE_HINT,
        )
    return player


@router.post(
    "/robots/{robot_id}/track",
    response_model=Driving,
    status_code=202,
    responses=error_responses(AREA, 404, 503),
)
async def play_track(robot_id: str, body: TrackBody, request: Request) -> Driving:
    """Play a line's motion track on the chosen robot from now (the page sends it as the line starts);
    a new track replaces the one playing."""
    if len(body.rows) > MAX_TRACK_S * body.hz:
        api_error(
            422,
            AREA,
            "track_too_long",
            f"the track is longer than {MAX_TRACK_S:.0f} s",
            "send one line's track",
        )
    try:
        poses = track_poses([row.model_dump() for row in body.rows])
    except ValueError as exc:
        api_error(422, AREA, "track_invalid", str(exc), "send the track /voice/say?track=true rendered")
    player = await _player(request, robot_id)
    seconds = player.play(poses, body.hz)
    return Driving(robot=robot_id, seconds=round(seconds, 3))


@router.post(
    "/robots/{robot_id}/stop", response_model=Driving, status_code=202, responses=error_responses(AREA, 404)
)
async def stop_track(robot_id: str, request: Request) -> Driving:
    """Stop the robot's track (the line was cut off): it goes back to breathing."""
    stage = robot_stage(request.app)
    if not stage.known(robot_id):
        _unknown(robot_id)
    stage.stop(robot_id)
    return Driving(robot=robot_id, seconds=0.0)

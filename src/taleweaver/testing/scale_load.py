"""Players through a load balancer: authored play sessions and generated-story sessions side by side.

Each session is one player: it starts, reads (a short random pause), answers, and goes on until its
story ends or ``turns`` requests were made. What clients see is counted — every status that is not
2xx, every turn that answered no line/scene (lost), every session that did not reach its ending —
and nothing is retried by the client: retrying is the balancer's job. Used by ``tests/scale`` and
``taleweaver bench scale``.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

PLAY_STORIES = ("pirates", "bramble_books")
"""Bundled stories that end within 10 turns when the first option is always taken."""
INTAKE = "I feel lonely since my best friend moved away."


@dataclass
class LoadReport:
    sessions: Counter[str] = field(default_factory=Counter)
    requests: Counter[str] = field(default_factory=Counter)
    """Requests made by kind (``play``, ``story``)."""
    endings: Counter[str] = field(default_factory=Counter)
    non_2xx: list[str] = field(default_factory=list)
    lost_turns: list[str] = field(default_factory=list)
    unfinished: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0

    @property
    def done(self) -> int:
        return sum(self.requests.values())

    @property
    def clean(self) -> bool:
        return not (self.non_2xx or self.lost_turns or self.unfinished)

    def summary(self) -> dict[str, Any]:
        return {
            "sessions": dict(self.sessions),
            "requests": dict(self.requests),
            "endings": dict(self.endings),
            "non_2xx": len(self.non_2xx),
            "lost_turns": len(self.lost_turns),
            "unfinished": len(self.unfinished),
            "elapsed_s": round(self.elapsed_s, 2),
            "requests_per_s": round(self.done / self.elapsed_s, 1) if self.elapsed_s else 0.0,
            "examples": (self.non_2xx + self.lost_turns + self.unfinished)[:5],
        }


class Players:
    """Drives sessions through the balancer (the client :func:`drive` opens) and fills :attr:`report`."""

    client: httpx.AsyncClient

    def __init__(self, *, turns: int = 10, reading_s: float = 0.05, seed: int = 0) -> None:
        self.turns = turns
        self.reading_s = reading_s
        self.random = random.Random(seed)
        self.report = LoadReport()
        self.holds: dict[int, asyncio.Event] = {}
        """Turn number → an event every session waits for before that turn (to line up a deploy)."""

    async def _turn(self, number: int) -> None:
        """Before turn ``number`` (1-based): wait for its hold if any, then read."""
        if (hold := self.holds.get(number)) is not None:
            await hold.wait()
        await self._read()

    async def _read(self) -> None:
        if self.reading_s:
            await asyncio.sleep(self.random.uniform(0.5, 1.5) * self.reading_s)

    async def _post(self, kind: str, path: str, body: dict[str, Any]) -> dict[str, Any] | None:
        self.report.requests[kind] += 1
        try:
            response = await self.client.post(path, json=body)
        except httpx.HTTPError as exc:
            self.report.non_2xx.append(f"{kind} {path}: {type(exc).__name__}: {exc}")
            return None
        if not 200 <= response.status_code < 300:
            self.report.non_2xx.append(f"{kind} {path}: {response.status_code} {response.text[:200]}")
            return None
        answer: dict[str, Any] = response.json()
        return answer

    async def play(self, index: int) -> None:
        story = PLAY_STORIES[index % len(PLAY_STORIES)]
        self.report.sessions["play"] += 1
        row = await self._post("play", "/play/start", {"story_id": story})
        if row is None:
            self.report.unfinished.append(f"play {index} {story}: could not start")
            return
        for number in range(1, self.turns + 1):
            await self._turn(number)
            answer = await self._post("play", "/play/turn", {"session": row["session"], "input": "1"})
            if answer is None:
                self.report.unfinished.append(f"play {index} {story}: a turn was refused")
                return
            if not answer["lines"] and not answer["options"]:
                self.report.lost_turns.append(f"play {index} {story}: no line and no option")
            row = answer
            if row["state"].get("ended"):
                self.report.endings["play"] += 1
                return
        self.report.unfinished.append(f"play {index} {story}: no ending after {self.turns} turns")

    async def story(self, index: int) -> None:
        self.report.sessions["story"] += 1
        reply = await self._post("story", "/story/start", {"intake": INTAKE})
        for number in range(1, self.turns + 1):
            if reply is None:
                self.report.unfinished.append(f"story {index}: a step was refused")
                return
            if reply["status"] == "ending":
                if not ((reply.get("ending") or {}).get("scene") or {}).get("panels"):
                    self.report.lost_turns.append(f"story {index}: an ending without its scene")
                self.report.endings["story"] += 1
                return
            await self._turn(number)
            if reply["status"] == "needs_clarification":
                body = {"answer": "I want to feel brave again.", "session": reply["session"]}
                reply = await self._post("story", "/story/clarify", body)
                continue
            scene = reply.get("scene")
            if not scene or not scene.get("panels"):
                self.report.lost_turns.append(f"story {index}: a step without its scene")
                return
            offered = [choice["id"] for choice in scene["choices"]] or [scene["continue_id"]]
            choice = self.random.choice(offered)
            reply = await self._post(
                "story", "/story/choose", {"choice_id": choice, "session": reply["session"]}
            )
        self.report.unfinished.append(f"story {index}: no ending after {self.turns} steps")


async def drive(
    url: str,
    *,
    play_sessions: int,
    story_sessions: int,
    turns: int = 10,
    reading_s: float = 0.05,
    concurrency: int = 64,
    seed: int = 0,
    players: Players | None = None,
) -> LoadReport:
    """Run ``play_sessions`` + ``story_sessions`` players against ``url`` (at most ``concurrency`` at a
    time) and return what they saw. Pass ``players`` to watch its report while it runs."""
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(base_url=url, timeout=120.0, limits=limits) as client:
        driver = players or Players(turns=turns, reading_s=reading_s, seed=seed)
        driver.client = client
        gate = asyncio.Semaphore(concurrency)
        kinds = [driver.play] * play_sessions + [driver.story] * story_sessions
        order = list(range(len(kinds)))
        random.Random(seed).shuffle(order)

        async def one(position: int) -> None:
            async with gate:
                await kinds[position](position)

        begun = time.monotonic()
        await asyncio.gather(*(one(position) for position in order))
        driver.report.elapsed_s = time.monotonic() - begun
        return driver.report


__all__ = ["LoadReport", "Players", "drive"]

"""A fault-injection soak: many sessions against the real server on loopback, a share of model calls
failing on purpose (``faulty:RATE``), and four invariants checked on every turn.

Three kinds of session run side by side over HTTP: authored play (``/play/start`` + ``/play/turn``,
the player and the LLM director), NPC talk (``/npc/turn``) and the generative pipeline
(``/story/start`` … ``/story/choose`` to the ending). The soak asserts:

- **0 server errors**: no 5xx answer at all;
- **0 lost turns**: every turn answers with a line or a scene (degraded is fine, silent is not);
- **0 illegal state changes**: each accepted transition is replayed through the engine (authored
  play) or the move applier (NPC talk) from the state before it, and must give the state after it;
  the pipeline must move anchor by anchor through choices it offered;
- **0 secret text**: no response carries any NPC's persona or knowledge.

``python -m taleweaver.bench.soak --sessions 200 --turns 20 --rate 0.3`` is the long form
(``make soak``); the test suite runs a short one.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

from taleweaver.content.npc import World
from taleweaver.engine.state import StoryState
from taleweaver.models.faulty import FaultyModel
from taleweaver.npc.applier import MoveApplier
from taleweaver.npc.conversation import exchange
from taleweaver.npc.state import ClientSave
from taleweaver.npc.tags import parse_move
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.settings import load_settings
from taleweaver.testing.fake import FakeModel

UTTERANCES = (
    "Hello there.",
    "What do you know about the ledger?",
    "Can you give me something useful?",
    "I don't trust you.",
    "Tell me about the twins.",
    "Goodbye.",
)
PLAY_INPUTS = ("1", "2", "/look", "go to the tavern", "ask about the job", "3", "/help", "1")


@dataclass
class SoakReport:
    turns: Counter[str] = field(default_factory=Counter)
    server_errors: list[str] = field(default_factory=list)
    lost_turns: list[str] = field(default_factory=list)
    illegal_changes: list[str] = field(default_factory=list)
    secret_leaks: list[str] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    faults: Counter[str] = field(default_factory=Counter)

    @property
    def clean(self) -> bool:
        return not (self.server_errors or self.lost_turns or self.illegal_changes or self.secret_leaks)

    def summary(self) -> dict[str, Any]:
        return {
            "turns": dict(self.turns),
            "statuses": {str(k): v for k, v in sorted(self.statuses.items())},
            "faults_injected": dict(self.faults),
            "server_errors": len(self.server_errors),
            "lost_turns": len(self.lost_turns),
            "illegal_changes": len(self.illegal_changes),
            "secret_leaks": len(self.secret_leaks),
            "examples": (self.server_errors + self.lost_turns + self.illegal_changes + self.secret_leaks)[:5],
        }


class Soak:
    def __init__(self, app: Any, client: httpx.AsyncClient, world: World, seed: int) -> None:
        self.app = app
        self.client = client
        self.world = world
        self.random = random.Random(seed)
        self.report = SoakReport()
        self.secrets = [s for npc in world.npcs.values() for s in npc.secrets() if len(s) >= 12]
        self.applier = MoveApplier.for_world(world)

    async def post(self, kind: str, path: str, body: dict[str, Any]) -> httpx.Response:
        response = await self.client.post(path, json=body)
        self.report.statuses[response.status_code] += 1
        if response.status_code >= 500:
            self.report.server_errors.append(f"{kind} {path}: {response.status_code} {response.text[:200]}")
        for secret in self.secrets:
            if secret in response.text:
                self.report.secret_leaks.append(f"{kind} {path}: {secret[:40]}…")
        return response

    # ── authored play ────────────────────────────────────────────────────
    def _open(self, token: str) -> StoryState:
        state: StoryState = self.app.state.services.play.open(token)
        return state

    async def play(self, turns: int) -> None:
        stories = sorted(self.app.state.services.play.catalog.library.stories)
        story = self.random.choice(stories)
        row = (await self.post("play", "/play/start", {"story_id": story})).json()
        token = row["session"]
        for _ in range(turns):
            text = self.random.choice(PLAY_INPUTS)
            response = await self.post("play", "/play/turn", {"session": token, "input": text})
            self.report.turns["play"] += 1
            if response.status_code != 200:
                self.report.lost_turns.append(
                    f"play {story} {text!r}: {response.status_code} {response.text[:200]}"
                )
                continue
            new = response.json()
            if not new["lines"] and not new["options"]:
                self.report.lost_turns.append(f"play {story} {text!r}: no line and no option")
            self._check_play(token, new, story, text)
            token = new["session"]
            if new["state"].get("ended"):
                break

    def _check_play(self, token: str, row: dict[str, Any], story: str, text: str) -> None:
        engine = self.app.state.services.play.catalog.engine
        before, after = self._open(token), self._open(row["session"])
        replayed = before
        for event in row["events"]:
            if event.get("type") != "chosen":
                continue
            step = {"action": engine.advance, "scene": engine.navigate, "scene_action": engine.perform}
            replayed = step[event["kind"]](replayed, event["id"]).state
        if _story_view(replayed) != _story_view(after):
            self.report.illegal_changes.append(
                f"play {story} {text!r}: replaying {row['events']} gives {_story_view(replayed)}, "
                f"the server says {_story_view(after)}"
            )

    # ── NPC talk ─────────────────────────────────────────────────────────
    async def npc(self, turns: int) -> None:
        npc_id = self.random.choice(sorted(self.world.npcs))
        save: ClientSave | None = None
        for _ in range(turns):
            utterance = self.random.choice(UTTERANCES)
            body = {
                "npc_id": npc_id,
                "utterance": utterance,
                "state": save.model_dump(mode="json") if save else None,
            }
            response = await self.post("npc", "/npc/turn", body)
            self.report.turns["npc"] += 1
            if response.status_code == 409:  # hostile: the conversation is over, as the contract says
                break
            if response.status_code != 200:
                self.report.lost_turns.append(f"npc {npc_id}: {response.status_code} {response.text[:200]}")
                continue
            answer = response.json()
            turn = answer["turn"]
            if not turn["display_text"].strip():
                self.report.lost_turns.append(f"npc {npc_id} {utterance!r}: empty display text")
            if "[" in turn["display_text"]:
                self.report.illegal_changes.append(
                    f"npc {npc_id}: a tag reached the display text: {turn['display_text']!r}"
                )
            previous = save or ClientSave.new(self.world.start)
            after = ClientSave.model_validate(answer["state"])
            self._check_npc(npc_id, utterance, previous, turn, after)
            save = after
            if turn["ended"]:
                save = after
                break

    def _check_npc(
        self, npc_id: str, utterance: str, before: ClientSave, turn: dict[str, Any], after: ClientSave
    ) -> None:
        where = f"npc {npc_id} {utterance!r}"
        if turn["degraded"]:
            if after != before:
                self.report.illegal_changes.append(f"{where}: a degraded turn changed the state")
            return
        moves = [parse_move(m) for m in turn["valid_moves"]]
        offered = set(turn["available_moves"])
        for move in moves:
            if move is None or (move.signature not in offered and move.name not in offered):
                self.report.illegal_changes.append(f"{where}: applied {move} that was not offered")
        said = exchange(self.world.npcs[npc_id].name, utterance, turn["display_text"])
        replay = self.applier.apply(
            npc_id,
            [m for m in moves if m],
            before.canon_log.with_event(said),
            before.game,
            facts=turn["facts"],
        )
        if (replay.canon_log, replay.game) != (after.canon_log, after.game):
            self.report.illegal_changes.append(
                f"{where}: replaying {turn['valid_moves']} gives another state"
            )

    # ── the pipeline ─────────────────────────────────────────────────────
    async def story(self, turns: int) -> None:
        response = await self.post(
            "story", "/story/start", {"intake": "I feel lonely since my friend moved away."}
        )
        self.report.turns["story"] += 1
        if response.status_code != 200:
            self.report.lost_turns.append(f"story start: {response.status_code} {response.text[:200]}")
            return
        reply = response.json()
        if reply["status"] == "needs_clarification":
            body = {"answer": "I want to feel brave again.", "session": reply["session"]}
            reply = (await self.post("story", "/story/clarify", body)).json()
        anchors: list[str] = []
        for _ in range(turns):
            if reply.get("status") != "scene" or not reply.get("scene"):
                self.report.lost_turns.append(f"story: no scene in {str(reply)[:200]}")
                return
            scene = reply["scene"]
            anchors.append(scene["anchor_id"])
            offered = [c["id"] for c in scene["choices"]] or [scene["continue_id"]]
            choice = self.random.choice(offered)
            response = await self.post(
                "story", "/story/choose", {"choice_id": choice, "session": reply["session"]}
            )
            self.report.turns["story"] += 1
            if response.status_code != 200:
                self.report.lost_turns.append(
                    f"story choose {choice}: {response.status_code} {response.text[:200]}"
                )
                return
            reply = response.json()
            if reply["status"] == "ending":  # the ending is a returned scene: its package holds panels
                told = (reply.get("ending") or {}).get("scene") or {}
                if not told.get("panels"):
                    self.report.lost_turns.append("story: an ending without its scene package")
                break
        expected = [f"A{i}" for i in range(1, len(anchors) + 1)]
        if anchors != expected:
            self.report.illegal_changes.append(f"story: anchors {anchors}, expected {expected}")


def _story_view(state: StoryState) -> tuple[Any, ...]:
    return (
        state.mode,
        state.story_id,
        state.scene_id,
        state.node_id,
        dict(state.flags),
        dict(state.variables),
        state.ended,
    )


async def _run(soak: Soak, sessions: int, turns: int, concurrency: int) -> None:
    kinds = [soak.play, soak.npc, soak.story]
    gate = asyncio.Semaphore(concurrency)

    async def one(index: int) -> None:
        async with gate:
            await kinds[index % len(kinds)](turns)

    await asyncio.gather(*(one(i) for i in range(sessions)))


def run_soak(
    *,
    sessions: int = 30,
    turns: int = 8,
    rate: float = 0.3,
    seed: int = 0,
    concurrency: int = 16,
    secret: str = "soak-secret",
) -> SoakReport:
    """Serve the app on loopback with faulty instant models and drive ``sessions`` sessions."""
    from taleweaver.npc.world import load_world

    world = load_world()
    faulty = {  # the shipped instant fake (spec ``fake``) behind faults, one seeded stream per role
        role: FaultyModel(FakeModel(), rate, seed=seed + index, delay_s=0.005)
        for index, role in enumerate(("npc", "narrator", "pipeline", "play"))
    }
    app = create_app(
        ServerConfig(secret=secret),
        models=dict(faulty),
        world=world,
    )
    with serve_in_background(app) as url:

        async def drive() -> SoakReport:
            limits = httpx.Limits(max_connections=concurrency)
            async with httpx.AsyncClient(base_url=url, timeout=60.0, limits=limits) as client:
                soak = Soak(app, client, world, seed)
                await _run(soak, sessions, turns, concurrency)
                return soak.report

        report = asyncio.run(drive())
    for model in faulty.values():
        report.faults.update(model.injected)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m taleweaver.bench.soak", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--rate", type=float, default=0.3, help="share of model calls that fail (0-1)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--concurrency", type=int, default=32)
    args = parser.parse_args(argv)
    report = run_soak(
        sessions=args.sessions,
        turns=args.turns,
        rate=args.rate,
        seed=args.seed,
        concurrency=args.concurrency,
        secret=load_settings().secret or "soak-secret",
    )
    print(json.dumps(report.summary(), indent=2))
    return 0 if report.clean else 1


if __name__ == "__main__":
    sys.exit(main())

"""How long are NPC replies with the bundled prompt, and how often would a token cap cut them?

Every bundled NPC answers a fixed set of player lines through the real server path (the bundled
``npc`` prompt, the NPC digest, the same request ``/npc/speak`` sends) with the cap raised to
``--ceiling``, so no reply is cut; the completion token counts then say how many replies a cap of
N tokens would cut (a cut reply loses its closing ``[MOVE: …]`` tag, which comes last). The model
is the in-process SmolLM2 (``local``) unless ``--model`` names another.

``python -m taleweaver.bench.npc_tokens [--model SPEC] [--ceiling 400] [--cap 160]``
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from taleweaver.models.spec import choose_model
from taleweaver.npc.contract import SpeakRequest
from taleweaver.npc.speaker import NPC_ROLE, NpcSpeaker
from taleweaver.npc.world import load_world
from taleweaver.server.config import ROLES
from taleweaver.server.prompts import load_prompts

UTTERANCES = (
    "Hello. Who are you?",
    "I heard you lost something. Tell me everything.",
    "What do you know about the people in this town?",
    "Can you give me anything that would help me?",
    "I don't trust you. Why should I?",
)
MOVES = ("refuse", "end_conversation", "become_hostile", "adjust_disposition")


async def measure(spec: str, ceiling: int, limit: int | None = None) -> list[dict[str, Any]]:
    model = choose_model(spec, retries=0).model
    if model is None:
        raise SystemExit(f"{spec}: no model")
    world = load_world()
    speaker = NpcSpeaker(world, load_prompts(ROLES, None), {NPC_ROLE: model})
    rows: list[dict[str, Any]] = []
    pairs = [(npc_id, utterance) for utterance in UTTERANCES for npc_id in sorted(world.npcs)]
    for npc_id, utterance in pairs[:limit]:
        request = SpeakRequest(
            canon_log=world.start.canon_log, npc_id=npc_id, utterance=utterance, available_moves=MOVES
        )
        chat = speaker.speak_request(request).model_copy(update={"max_tokens": ceiling})
        result = await model.chat(chat)
        rows.append({"npc": npc_id, "tokens": result.usage.completion_tokens, "finish": result.finish_reason})
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)  # progress, and figures if cut short
    return rows


def summarise(rows: list[dict[str, Any]], caps: list[int]) -> dict[str, Any]:
    tokens: list[int] = sorted(int(row["tokens"]) for row in rows)

    def pct(q: float) -> int:
        return tokens[min(len(tokens) - 1, round(q * (len(tokens) - 1)))]

    return {
        "replies": len(rows),
        "tokens_p50": pct(0.5),
        "tokens_p95": pct(0.95),
        "tokens_max": tokens[-1],
        "hit_ceiling": sum(row["finish"] == "length" for row in rows),
        "would_be_cut": {str(cap): sum(t > cap for t in tokens) for cap in caps},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m taleweaver.bench.npc_tokens", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--model", default="local")
    parser.add_argument("--ceiling", type=int, default=400)
    parser.add_argument("--limit", type=int, help="measure only this many replies (NPC × line pairs)")
    parser.add_argument(
        "--cap", type=int, action="append", help="caps to report (default 120, 160, 200, 240)"
    )
    args = parser.parse_args(argv)
    rows = asyncio.run(measure(args.model, args.ceiling, args.limit))
    print(json.dumps(summarise(rows, args.cap or [120, 160, 200, 240]), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

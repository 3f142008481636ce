"""The client HTTP transport against real servers on loopback: uvicorn in a thread, `taleweaver serve`."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from taleweaver.content.canon import CanonLog
from taleweaver.models.port import ChatRequest
from taleweaver.npc import HttpTransport, MoveApplier, NpcConversation, NpcService
from taleweaver.npc.state import ClientSave, GameState
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.testing import FunctionModel

from .conftest import bundled_world


def fenn_reply(request: ChatRequest) -> str:
    said = request.messages[-1].content
    if "Where is your ledger?" in said:
        return '"Gone. Find it." [MOVE: offer_quest(find_the_ledger)] [MOVE: give_item(gold_crown)]'
    return '"Good day." [MOVE: end_conversation]'


def test_a_conversation_over_real_http_applies_valid_moves_and_drops_the_rest() -> None:
    world = bundled_world()
    app = create_app(models={"npc": FunctionModel(fenn_reply)}, world=world)

    with serve_in_background(app) as url:
        transport = HttpTransport(url, timeout_s=10)
        talk = NpcConversation(
            "fenn",
            NpcService.for_world(world, transport),
            MoveApplier.for_world(world),
            ClientSave.new(world.start),
        )
        first = asyncio.run(talk.turn("Where is your ledger?"))
        second = asyncio.run(talk.turn("Farewell."))

    assert first.valid_moves == ("offer_quest(find_the_ledger)",)
    assert [d.move for d in first.dropped_moves] == ["give_item(gold_crown)"]
    assert first.display_text == '"Gone. Find it."'
    assert talk.save.canon_log.quest_status("find_the_ledger") == "active"
    assert second.ended


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def test_taleweaver_serve_answers_the_client_and_degrades_without_a_model(tmp_path: Path) -> None:
    port = _free_port()
    command = [
        sys.executable,
        "-c",
        "from taleweaver.cli.app import main; main()",
        "serve",
        "--port",
        str(port),
        "--model",
        "offline",
        "--call-log",
        str(tmp_path / "calls.jsonl"),
        "--log-level",
        "warning",
    ]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    env.pop("TALEWEAVER_SECRET", None)
    process = subprocess.Popen(
        command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert process.poll() is None, process.stdout.read().decode() if process.stdout else ""
            assert time.monotonic() < deadline, "taleweaver serve did not come up"
            time.sleep(0.1)

        service = NpcService.for_world(bundled_world(), HttpTransport(url, timeout_s=10))
        card = asyncio.run(service.card("odile_marsh"))
        result = asyncio.run(service.speak("fenn", "Hello?", CanonLog(), GameState()))
    finally:
        process.terminate()
        process.wait(timeout=10)
    said = process.stdout.read().decode() if process.stdout else ""

    assert "DEVELOPMENT secret" in said  # the operator is told, once, at start
    assert card is not None
    assert card.capabilities.giveable_items == ("cellar_key",)
    assert result.degraded
    assert "HTTP 502" in (result.degraded_reason or "")
    assert result.display_text in bundled_world().npcs["fenn"].fallback_lines

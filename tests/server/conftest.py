"""Server test helpers: the bundled world loaded once, an app factory over fake role models."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from taleweaver.content.npc import World
from taleweaver.models.port import ChatModel
from taleweaver.npc.world import load_world
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig

_WORLD: list[World] = []


def bundled_world() -> World:
    if not _WORLD:
        _WORLD.append(load_world())
    return _WORLD[0]


def start_log() -> dict[str, Any]:
    return bundled_world().start.canon_log.model_dump(mode="json")


def speak_body(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "canon_log": start_log(),
        "npc_id": "fenn",
        "disposition": -20,
        "available_moves": [
            "offer_quest(find_the_ledger)",
            "reveal(varrell_twins)",
            "refuse",
            "end_conversation",
        ],
        "utterance": "I heard you lost something.",
    }
    body.update(changes)
    return body


MakeClient = Callable[..., TestClient]


@pytest.fixture
def make_client(tmp_path: Path) -> MakeClient:
    def make(
        npc: ChatModel | None = None, narrator: ChatModel | None = None, *, call_log: bool = False
    ) -> TestClient:
        config = ServerConfig(call_log=tmp_path / "calls.jsonl" if call_log else None)
        app = create_app(config, models={"npc": npc, "narrator": narrator}, world=bundled_world())
        return TestClient(app, raise_server_exceptions=False)

    return make

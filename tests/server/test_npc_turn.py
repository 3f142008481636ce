"""``POST /npc/turn``: the NPC client library run server-side on the state the browser carries."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

from taleweaver.models.port import ChatRequest
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.server.play_catalog import load_catalog
from taleweaver.testing import FunctionModel, HashingEncoder, ScriptedModel

from .conftest import bundled_world


def fenn(_: ChatRequest) -> str:
    return "Find my ledger. [MOVE: offer_quest(find_the_ledger)] [MOVE: give_item(silver_mark)]"


def make() -> TestClient:
    app = create_app(
        ServerConfig(),
        models={"npc": FunctionModel(fenn), "narrator": None, "pipeline": None},
        world=bundled_world(),
        catalog=load_catalog(encoder=HashingEncoder()),
    )
    return TestClient(app, raise_server_exceptions=False)


def test_a_turn_applies_valid_moves_drops_the_rest_and_returns_the_new_state() -> None:
    client = make()
    begin = client.get("/npc/start").json()
    answer = client.post("/npc/turn", json={"state": begin["state"], "npc_id": "fenn", "utterance": "Work?"})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["turn"]["valid_moves"] == ["offer_quest(find_the_ledger)"]
    assert [d["move"] for d in body["turn"]["dropped_moves"]] == ["give_item(silver_mark)"]
    assert body["state"]["canon_log"]["active_quests"][0]["id"] == "find_the_ledger"
    assert body["standing"] in {"hostile", "cold", "neutral", "warm", "devoted"}
    again = client.post("/npc/turn", json={"state": body["state"], "npc_id": "fenn", "utterance": "And?"})
    assert again.json()["turn"]["valid_moves"] == []  # the quest is already given: dropped now
    assert again.json()["turn"]["dropped_moves"][0]["move"] == "offer_quest(find_the_ledger)"


def test_no_persona_or_knowledge_reaches_the_browser() -> None:
    client = make()
    begin = client.get("/npc/start")
    turn = client.post("/npc/turn", json={"npc_id": "fenn", "utterance": "Hello"})
    for npc in bundled_world().npcs.values():
        for secret in npc.secrets():
            assert secret not in begin.text
            assert secret not in turn.text
    assert "persona" not in json.dumps(begin.json())


def test_bad_input_is_a_clear_error() -> None:
    client = make()
    unknown = client.post("/npc/turn", json={"npc_id": "nobody", "utterance": "hi"})
    assert unknown.status_code == 404
    assert unknown.json()["detail"]["npc_error"]["code"] == "unknown_npc"
    broken = client.post("/npc/turn", json={"state": {"kind": "x"}, "npc_id": "fenn", "utterance": "hi"})
    assert broken.status_code == 422


def test_the_in_process_npc_client_is_kept_open_and_closed_on_shutdown() -> None:
    app = create_app(ServerConfig(), models={"npc": ScriptedModel(then='"Hm."')}, world=bundled_world())
    with TestClient(app) as client:
        for _ in range(2):
            client.post("/npc/turn", json={"npc_id": "fenn", "utterance": "Hello."})
        transport = app.state.npc_transport
        inner = transport._client._client
        assert inner is not None
        assert not inner.is_closed
    assert inner.is_closed

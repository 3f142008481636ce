"""An ink story over the HTTP play API: the same routes, rows and sealed sessions as a native story."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from conftest import FERRY, INTERCEPT, TURN_VALIDATOR, intercept
from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.testing import HashingEncoder


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    folder = tmp_path / "ferry"
    folder.mkdir()
    shutil.copy(FERRY, folder / "ferry.ink.json")
    (folder / "taleweaver.json").write_text(
        json.dumps({"title": "The Ferry", "characters": {"ferryman": {"name": "The Ferryman"}}})
    )
    if INTERCEPT.exists():
        shutil.copy(INTERCEPT, tmp_path / "TheIntercept.ink.json")
    catalog = load_catalog([tmp_path], encoder=HashingEncoder())
    app = create_app(
        ServerConfig(secret="s" * 32),
        models={"npc": None, "narrator": None, "pipeline": None},
        catalog=catalog,
    )
    return TestClient(app, raise_server_exceptions=False)


def _post(client: TestClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code == 200, response.text
    row = response.json()
    TURN_VALIDATOR.validate(row)
    return row


def test_an_ink_story_is_listed_started_and_played(client: TestClient) -> None:
    library = client.get("/play/stories").json()
    card = next(c for c in library["stories"] if c["id"] == "ferry")
    assert card["title"] == "The Ferry"
    assert card["speakers"]["ferryman"] == "The Ferryman"
    row = _post(client, "/play/start", {"story_id": "ferry"})
    assert row["lines"] == [{"speaker": "ferryman", "text": "Cross the river, Ana?"}]
    assert "variables" not in row["state"]  # hidden until the end, as for native stories
    assert {"type": "tags", "tags": ["mood: grim"]} in row["events"]
    row = _post(client, "/play/turn", {"session": row["session"], "input": "2"})
    assert row["lines"][0] == {"speaker": "player", "text": "Swim"}
    assert row["state"]["ended"]
    assert row["state"]["variables"] == {"coins": 2, "name": "Ana"}
    saved = client.get("/play/save", headers={"X-Taleweaver-Session": row["session"]})  # never in a URL
    assert saved.status_code == 200
    assert json.loads(saved.text)["story_id"] == "ferry"


def _error_code(response: Any) -> str:
    return str(response.json()["detail"]["play_error"]["code"])


def test_an_ink_save_is_sealed_and_loads_back_where_it_was(client: TestClient) -> None:
    row = _post(client, "/play/start", {"story_id": "ferry"})
    saved = client.get("/play/save", headers={"X-Taleweaver-Session": row["session"]})
    assert saved.status_code == 200
    assert "attachment" in saved.headers["content-disposition"]
    save = saved.json()
    assert set(save) == {"format", "version", "story_id", "seal"}
    assert save["format"] == "taleweaver-sealed-save"
    assert save["story_id"] == "ferry"
    for hidden in ("coins", "Ana", "inkSaveVersion", "callstack", "taleweaver-runtime-save"):
        assert hidden not in saved.text  # ink's state (variables included) is not in the clear

    loaded = _post(client, "/play/load", {"save": save})
    assert loaded["input"] is None
    assert loaded["lines"] == [{"speaker": "ferryman", "text": "Cross the river, Ana?"}]  # said again
    assert loaded["options"] == row["options"]
    assert loaded["state"] == row["state"]
    as_text = _post(client, "/play/load", {"save": saved.text})
    assert as_text["options"] == row["options"]
    ended = _post(client, "/play/turn", {"session": loaded["session"], "input": "2"})
    assert ended["lines"][0] == {"speaker": "player", "text": "Swim"}
    assert ended["state"]["variables"] == {"coins": 2, "name": "Ana"}


def test_an_edited_or_foreign_ink_save_is_refused(client: TestClient) -> None:
    row = _post(client, "/play/start", {"story_id": "ferry"})
    save = client.get("/play/save", headers={"X-Taleweaver-Session": row["session"]}).json()
    seal = save["seal"]
    edited = {**save, "seal": seal[:40] + ("A" if seal[40] != "A" else "B") + seal[41:]}
    plain = {"format": "taleweaver-runtime-save/1", "story_id": "ferry", "state": "{}"}
    for bad in (edited, {**save, "story_id": "theintercept"}, {**save, "extra": 1}, plain):
        refused = client.post("/play/load", json={"save": bad})
        assert refused.status_code == 422, refused.text
        assert _error_code(refused) == "save_tampered"
        assert "Traceback" not in refused.text


def test_an_ink_save_of_a_changed_story_is_invalid(tmp_path: Path, client: TestClient) -> None:
    row = _post(client, "/play/start", {"story_id": "ferry"})
    save = client.get("/play/save", headers={"X-Taleweaver-Session": row["session"]}).json()
    sidecar = tmp_path / "ferry" / "taleweaver.json"
    sidecar.write_text(json.dumps({"title": "The Ferry, revised"}))
    changed = create_app(
        ServerConfig(secret="s" * 32),
        models={"npc": None, "narrator": None, "pipeline": None},
        catalog=load_catalog([tmp_path], encoder=HashingEncoder()),
    )
    refused = TestClient(changed, raise_server_exceptions=False).post("/play/load", json={"save": save})
    assert refused.status_code == 422
    assert _error_code(refused) == "save_invalid"
    assert "changed since" in refused.json()["detail"]["play_error"]["message"]


def test_a_tampered_or_foreign_session_is_refused(client: TestClient) -> None:
    row = _post(client, "/play/start", {"story_id": "ferry"})
    bad = client.post("/play/turn", json={"session": row["session"][:-4] + "AAAA", "input": "1"})
    assert bad.status_code in (400, 401, 403, 409, 422)
    assert "Traceback" not in bad.text


def test_the_intercept_over_http_to_an_ending(client: TestClient) -> None:
    intercept()
    row = _post(client, "/play/start", {"story_id": "theintercept"})
    sizes = []
    for _ in range(60):
        row = _post(client, "/play/turn", {"session": row["session"], "input": "1"})
        sizes.append(len(row["session"]))
        if row["state"]["ended"]:
            break
    assert row["state"]["ended"]
    assert max(sizes) < 8000


def test_with_a_model_free_text_may_take_only_this_turns_choices(tmp_path: Path) -> None:
    from taleweaver.testing.models import ScriptedModel, tool_call

    folder = tmp_path / "ferry"
    folder.mkdir()
    shutil.copy(FERRY, folder / "ferry.ink.json")
    model = ScriptedModel(
        [tool_call("take_choice", choice_id="far.0"), tool_call("take_choice", choice_id="0.c-1")]
    )
    app = create_app(
        ServerConfig(secret="s" * 32),
        models={"npc": None, "narrator": None, "pipeline": None, "play": model},
        catalog=load_catalog([tmp_path], encoder=HashingEncoder()),
    )
    client = TestClient(app, raise_server_exceptions=False)
    row = _post(client, "/play/start", {"story_id": "ferry"})
    refused = _post(client, "/play/turn", {"session": row["session"], "input": "zzz qqq"})
    assert refused["events"][0]["type"] == "tool_call"
    assert refused["events"][0]["accepted"] is False
    assert not refused["state"]["ended"]
    taken = _post(client, "/play/turn", {"session": refused["session"], "input": "zzz qqq"})
    assert taken["events"][0]["accepted"] is True
    assert taken["events"][1] == {"type": "chosen", "kind": "choice", "id": "0.c-1", "via": "model"}
    assert taken["state"]["ended"]
    prompt = model.requests[-1].messages[-1].content
    assert "ferryman: Cross the river, Ana?" in prompt  # the line said last, as what the model heard

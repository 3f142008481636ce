"""An ink story over the HTTP play API: the same routes, rows and sealed sessions as a native story."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from jsonschema import Draft202012Validator

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.testing import HashingEncoder
from taleweaver.turn import turn_schema

INTERCEPT = (
    Path(__file__).resolve().parents[2].parent
    / "shared"
    / "corpus"
    / "the-intercept"
    / "TheIntercept.ink.json"
)
FERRY = Path(__file__).resolve().parents[1] / "formats" / "ink" / "ferry.ink.json"
VALIDATOR = Draft202012Validator(turn_schema())


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
    VALIDATOR.validate(row)
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


def test_a_tampered_or_foreign_session_is_refused(client: TestClient) -> None:
    row = _post(client, "/play/start", {"story_id": "ferry"})
    bad = client.post("/play/turn", json={"session": row["session"][:-4] + "AAAA", "input": "1"})
    assert bad.status_code in (400, 401, 403, 409, 422)
    assert "Traceback" not in bad.text


def test_the_intercept_over_http_to_an_ending(client: TestClient) -> None:
    if not INTERCEPT.exists():
        pytest.skip(f"The Intercept not found at {INTERCEPT}")
    row = _post(client, "/play/start", {"story_id": "theintercept"})
    sizes = []
    for _ in range(60):
        row = _post(client, "/play/turn", {"session": row["session"], "input": "1"})
        sizes.append(len(row["session"]))
        if row["state"]["ended"]:
            break
    assert row["state"]["ended"]
    assert max(sizes) < 8000

"""``POST /story/export``: a finished generated story downloads as a zip the checker accepts."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.files import load_library_from
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.testing import FakeModel, HashingEncoder


def play_to_the_end(client: TestClient) -> tuple[str, list[dict[str, object]], dict[str, Any]]:
    step = client.post("/story/start", json={"intake": "I feel brave but a little lonely"}).json()
    if step["status"] == "needs_clarification":
        step = client.post("/story/clarify", json={"answer": "both", "session": step["session"]}).json()
    scenes = []
    while step["status"] == "scene":
        scenes.append(step["scene"])
        assert "hidden_state" not in step["state"]  # no spoilers before the ending
        choice = step["scene"]["continue_id"] or step["scene"]["choices"][0]["id"]
        step = client.post("/story/choose", json={"choice_id": choice, "session": step["session"]}).json()
    assert step["status"] == "ending"
    assert "hidden_state" in step["state"]
    return step["session"], scenes, step["ending"]


def test_export_zips_a_story_folder_that_loads(tmp_path: Path) -> None:
    app = create_app(
        ServerConfig(),
        models={"npc": None, "narrator": None, "pipeline": FakeModel()},
        catalog=load_catalog(encoder=HashingEncoder()),
    )
    client = TestClient(app, raise_server_exceptions=False)
    session, scenes, ending = play_to_the_end(client)
    early = client.post("/story/export", json={"session": session, "scenes": scenes[:2]})
    assert early.status_code == 422
    assert early.json()["detail"]["story_error"]["code"] == "scenes_mismatch"
    other = next(e for e in ("E1", "E2", "E3", "E4") if e != ending["ending_id"])
    wrong = client.post(
        "/story/export",
        json={"session": session, "scenes": scenes, "ending": ending["scene"] | {"anchor_id": other}},
    )
    assert wrong.status_code == 422
    assert wrong.json()["detail"]["story_error"]["code"] == "ending_mismatch"
    answer = client.post(
        "/story/export", json={"session": session, "scenes": scenes, "ending": ending["scene"]}
    )
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "application/zip"
    with zipfile.ZipFile(io.BytesIO(answer.content)) as archive:
        archive.extractall(tmp_path)
    (folder,) = list(tmp_path.iterdir())
    library = load_library_from(folder)
    assert list(library.stories) == [folder.name]
    # the ending reached is told in its scene's panels, chained to the node where play ends
    reached = f"ending_{ending['ending_id'].lower()}"
    story = library.stories[folder.name]
    node = story.storylines[f"{reached}_p1"]
    told = [node.text]
    while node.actions:
        node = story.storylines[node.actions[0].next]
        told.append(node.text)
    assert node.id == reached
    assert told == [panel["text"] for panel in ending["scene"]["panels"]]
    report = json.loads((folder / "generation.json").read_text())
    assert list(report["endings"]) == [ending["ending_id"]]

"""/story/start, /story/clarify, /story/choose and their SSE twins, on the real app factory."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from taleweaver.models.port import ChatModel
from taleweaver.pipeline.story.fallbacks import fallback_emotional_map
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.settings import SettingsError
from taleweaver.testing import FakeModel

from .conftest import bundled_world

INTAKE = "I feel lonely and scared since my best friend moved away, and unsure of myself."


def _client(model: ChatModel | None, config: ServerConfig | None = None) -> Iterator[TestClient]:
    config = config or ServerConfig(secret="test-secret")
    app = create_app(config, models={"pipeline": model}, world=bundled_world())
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def echo() -> FakeModel:
    return FakeModel()


@pytest.fixture
def client(echo: FakeModel) -> Iterator[TestClient]:
    yield from _client(echo)


def _play_to_the_end(client: TestClient, first: dict[str, Any]) -> dict[str, Any]:
    reply = first
    for _ in range(5):
        scene = reply["scene"]
        choice = scene["choices"][0]["id"] if scene["choices"] else scene["continue_id"]
        response = client.post("/story/choose", json={"choice_id": choice, "session": reply["session"]})
        assert response.status_code == 200, response.text
        reply = response.json()
    return reply


def test_start_then_choose_to_the_ending(client: TestClient) -> None:
    response = client.post("/story/start", json={"intake": INTAKE})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["status"] == "scene"
    assert body["scene"]["anchor_id"] == "A1"
    assert body["state"]["current_decision"] == "D1"
    assert body["state"]["next_step"] == "render_scene"
    assert set(body["state"]["asset_status"]) == {"images", "motion", "voice", "music"}
    assert "bible" not in body["state"]  # the bible travels inside the signed token only
    end = _play_to_the_end(client, body)
    assert end["status"] == "ending"
    assert end["ending"]["ending_id"] in {"E1", "E2", "E3", "E4"}
    assert end["state"]["next_step"] == "show_ending"
    told = end["ending"]["scene"]  # the ending's scene package, like every anchor's
    assert (told["kind"], told["anchor_id"], told["title"]) == (
        "ending",
        end["ending"]["ending_id"],
        end["ending"]["title"],
    )
    assert told["panels"][0]["text"] == end["ending"]["text"]
    assert {line["panel"] for line in told["audio"]["lines"]} == set(range(len(told["panels"])))
    assert told["visual"]["shots"]
    assert told["sources"]["ending_director"] == "model"
    assert any("Writing the ending" in line for line in end["plan"])


def test_clarifying_question_then_clarify(monkeypatch: pytest.MonkeyPatch) -> None:
    vague = fallback_emotional_map("meh").model_dump(mode="json")
    for client in _client(FakeModel(overrides={"emotional_cartographer": [vague]})):
        body = client.post("/story/start", json={"intake": "meh"}).json()
        assert body["status"] == "needs_clarification"
        assert body["question"]
        assert body["state"]["next_step"] == "answer_clarification"
        again = client.post("/story/clarify", json={"answer": "I miss my dog", "session": body["session"]})
        assert again.status_code == 200, again.text
        assert again.json()["status"] == "scene"


def test_tampered_session_is_refused_with_a_clear_error(client: TestClient) -> None:
    body = client.post("/story/start", json={"intake": INTAKE}).json()
    token = body["session"]
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    response = client.post("/story/choose", json={"choice_id": "x", "session": forged})
    assert response.status_code == 403
    error = response.json()["detail"]["story_error"]
    assert error["code"] == "session_tampered"
    assert "POST /story/start" in error["hint"]


def test_expired_session_is_refused(client: TestClient) -> None:
    body = client.post("/story/start", json={"intake": INTAKE}).json()
    client.app.state.services.story.signer.max_age_s = -1  # type: ignore[attr-defined]
    response = client.post("/story/choose", json={"choice_id": "x", "session": body["session"]})
    assert response.status_code == 401
    assert response.json()["detail"]["story_error"]["code"] == "session_expired"


def test_unknown_choice_and_wrong_step(client: TestClient) -> None:
    body = client.post("/story/start", json={"intake": INTAKE}).json()
    response = client.post("/story/choose", json={"choice_id": "fly_away", "session": body["session"]})
    assert response.status_code == 409
    error = response.json()["detail"]["story_error"]
    assert error["code"] == "choice_not_available"
    assert body["scene"]["choices"][0]["id"] in error["message"]
    response = client.post("/story/clarify", json={"answer": "hm", "session": body["session"]})
    assert response.status_code == 409
    assert response.json()["detail"]["story_error"]["code"] == "invalid_step"


def test_empty_intake_is_a_validation_error(client: TestClient) -> None:
    response = client.post("/story/start", json={"intake": ""})
    assert response.status_code == 422


def test_the_next_anchor_is_prepared_while_the_player_reads(client: TestClient, echo: FakeModel) -> None:
    body = client.post("/story/start", json={"intake": INTAKE}).json()
    service = client.app.state.services.story  # type: ignore[attr-defined]
    assert len(service.prefetch._prepared) == 1  # A2 is being prepared
    reply = client.post(
        "/story/choose", json={"choice_id": body["scene"]["choices"][0]["id"], "session": body["session"]}
    ).json()
    assert reply["scene"]["anchor_id"] == "A2"
    assert len(echo.calls("scene_director")) == 3  # A1, A2 (prepared once), A3 (now being prepared)


def _events(text: str) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for block in text.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines())
        out.append((lines["event"], json.loads(lines["data"])))
    return out


def test_stream_explains_the_plan_then_returns_the_result(client: TestClient) -> None:
    with client.stream("POST", "/story/start/stream", json={"intake": INTAKE}) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        events = _events(response.read().decode())
    kinds = [kind for kind, _ in events]
    assert kinds[0] == "plan"
    assert kinds[-1] == "result"
    assert "scene_ready" in kinds
    plans = [data["message"] for kind, data in events if kind == "plan"]
    assert plans[0].startswith("Reading how you feel")
    result = events[-1][1]
    choice = result["scene"]["choices"][0]["id"]
    with client.stream(
        "POST", "/story/choose/stream", json={"choice_id": choice, "session": result["session"]}
    ) as r:
        events = _events(r.read().decode())
    assert events[-1][0] == "result"
    assert events[-1][1]["scene"]["anchor_id"] == "A2"
    # A2 was prepared while the player read A1: what that preparation planned is streamed too.
    streamed = [data["message"] for kind, data in events if kind == "plan"]
    assert any("Writing scene" in message for message in streamed)


def test_stream_reports_step_errors_in_band_and_token_errors_up_front(client: TestClient) -> None:
    body = client.post("/story/start", json={"intake": INTAKE}).json()
    with client.stream(
        "POST", "/story/choose/stream", json={"choice_id": "nope", "session": body["session"]}
    ) as r:
        events = _events(r.read().decode())
    assert events[-1][0] == "error"
    assert events[-1][1]["story_error"]["code"] == "choice_not_available"
    response = client.post("/story/choose/stream", json={"choice_id": "nope", "session": "garbage"})
    assert response.status_code == 403


def test_no_model_still_tells_a_story() -> None:
    for client in _client(None):
        body = client.post("/story/start", json={"intake": INTAKE}).json()
        assert body["status"] == "scene"
        assert set(body["scene"]["sources"].values()) == {"fallback"}
        assert body["state"]["asset_status"]["images"] == "fallback_static"


def test_clarify_threshold_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_CLARIFY_BELOW", "0.99")
    app = create_app(models={"pipeline": FakeModel()}, world=bundled_world())  # no config: reads the env
    with TestClient(app) as client:
        assert client.post("/story/start", json={"intake": INTAKE}).json()["status"] == "needs_clarification"
    monkeypatch.setenv("TALEWEAVER_CLARIFY_BELOW", "lots")
    with pytest.raises(SettingsError, match="TALEWEAVER_CLARIFY_BELOW: Input should be a valid number"):
        create_app(models={"pipeline": None}, world=bundled_world())
    monkeypatch.setenv("TALEWEAVER_CLARIFY_BELOW", "1.5")
    with pytest.raises(
        SettingsError, match="TALEWEAVER_CLARIFY_BELOW: Input should be less than or equal to 1"
    ):
        create_app(models={"pipeline": None}, world=bundled_world())


def test_the_clarify_threshold_is_a_config_value() -> None:
    for client in _client(FakeModel(), ServerConfig(secret="s", clarify_below=0.99)):
        assert client.post("/story/start", json={"intake": INTAKE}).json()["status"] == "needs_clarification"


def test_plain_json_answers_carry_the_plan_messages(client: TestClient) -> None:
    body = client.post("/story/start", json={"intake": INTAKE}).json()

    assert body["plan"]
    assert any("Planning the story" in message for message in body["plan"])
    scene = body["scene"]
    choice = scene["choices"][0]["id"] if scene["choices"] else scene["continue_id"]
    after = client.post("/story/choose", json={"choice_id": choice, "session": body["session"]}).json()
    assert any("Writing scene" in message for message in after["plan"])

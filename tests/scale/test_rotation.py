"""A rolling deploy keeps every live session: tokens sealed with the old secret open on a server that
seals with the new one (play and pipeline tokens alike); a secret dropped from the list refuses them."""

from __future__ import annotations

from fastapi.testclient import TestClient

from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.settings import Settings

OLD, NEW = "rotation-old-secret", "rotation-new-secret"


def _client(*secrets: str) -> TestClient:
    return TestClient(create_app(ServerConfig(model="fake", secrets=secrets)))


def test_the_settings_reach_every_signer_of_the_server() -> None:
    config = ServerConfig.from_settings(Settings.defaults(secret="single", secrets=f"{NEW},{OLD}"))
    assert config.signing_secrets() == (NEW, OLD)
    assert config.signer().secret_count == 2
    assert ServerConfig.from_settings(Settings.defaults(secret="single")).signing_secrets() == ("single",)
    assert ServerConfig().signer().development


def test_a_play_session_survives_the_rotation_and_not_the_retirement() -> None:
    before = _client(OLD).post("/play/start", json={"story_id": "pirates"}).json()["session"]
    rotated = _client(NEW, OLD)
    turn = rotated.post("/play/turn", json={"session": before, "input": "1"})
    assert turn.status_code == 200
    after = turn.json()["session"]
    assert _client(NEW).post("/play/turn", json={"session": after, "input": "1"}).status_code == 200
    refused = _client(NEW).post("/play/turn", json={"session": before, "input": "1"})
    assert refused.status_code == 403
    assert refused.json()["detail"]["play_error"]["code"] == "token_tampered"


def test_a_story_session_survives_the_rotation_and_not_the_retirement() -> None:
    start = _client(OLD).post("/story/start", json={"intake": "I feel lonely since my friend moved away."})
    reply = start.json()
    if reply["status"] == "needs_clarification":
        reply = (
            _client(OLD)
            .post("/story/clarify", json={"answer": "I want to be brave.", "session": reply["session"]})
            .json()
        )
    scene = reply["scene"]
    choice = scene["choices"][0]["id"] if scene["choices"] else scene["continue_id"]
    body = {"choice_id": choice, "session": reply["session"]}
    assert _client(NEW, OLD).post("/story/choose", json=body).status_code == 200
    refused = _client(NEW).post("/story/choose", json=body)
    assert refused.status_code == 403
    assert refused.json()["detail"]["story_error"]["code"] in {"token_tampered", "session_tampered"}

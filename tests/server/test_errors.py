"""The one error contract: seed keys on the seed routes, ``<area>_error`` everywhere else."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from taleweaver.models.port import ModelTimeout
from taleweaver.server.errors import (
    ErrorInfo,
    api_error,
    area_router,
    envelope,
    error_responses,
    install_error_handlers,
)
from taleweaver.testing import ScriptedModel

from .conftest import MakeClient, speak_body


def _generic(body: dict[str, Any], area: str) -> dict[str, Any]:
    assert list(body) == ["detail"]
    assert list(body["detail"]) == [f"{area}_error"]
    info: dict[str, Any] = body["detail"][f"{area}_error"]
    ErrorInfo.model_validate(info)
    return info


def test_story_validation_errors_answer_in_the_story_envelope(make_client: MakeClient) -> None:
    response = make_client().post("/story/start", json={"intake": 5})

    assert response.status_code == 422
    info = _generic(response.json(), "story")
    assert info["code"] == "invalid_request"
    assert info["message"].startswith("intake: ")


def test_seed_routes_keep_canon_log_errors_and_model_error(make_client: MakeClient) -> None:
    client = make_client(npc=ScriptedModel([ModelTimeout("slow"), ModelTimeout("still slow")]))

    invalid = client.post("/npc/speak", json={"npc_id": 5})
    failed = client.post("/npc/speak", json=speak_body())

    assert invalid.status_code == 422
    assert set(invalid.json()["detail"]) == {"canon_log_errors"}
    assert failed.status_code == 502
    assert failed.json() == {"detail": {"model_error": "timeout: the model did not answer in time"}}


def test_unknown_paths_and_methods_get_the_generic_request_envelope(make_client: MakeClient) -> None:
    client = make_client()

    missing = client.get("/nowhere")
    wrong = client.request("TRACE", "/npc/speak")

    assert missing.status_code == 404
    assert _generic(missing.json(), "request")["code"] == "not_found"
    assert wrong.status_code == 405
    assert wrong.headers["allow"] == "POST"
    info = _generic(wrong.json(), "request")
    assert info["code"] == "method_not_allowed"
    assert info["hint"] == "use POST"


def test_a_new_area_router_gets_the_contract_and_declares_it() -> None:
    app = FastAPI()
    install_error_handlers(app)
    router = area_router("play")

    @router.post("/play/turn", responses=error_responses("play", 409))
    async def turn(body: dict[str, int]) -> dict[str, str]:
        if body.get("n") == 1:
            api_error(409, "play", "wrong_story", "that token belongs to another story", "start again")
        raise RuntimeError("boom")

    app.include_router(router)
    client = TestClient(app, raise_server_exceptions=False)

    conflict = client.post("/play/turn", json={"n": 1})
    invalid = client.post("/play/turn", json={"n": "x"})
    crashed = client.post("/play/turn", json={"n": 2})

    assert conflict.status_code == 409
    assert _generic(conflict.json(), "play") == {
        "code": "wrong_story",
        "message": "that token belongs to another story",
        "hint": "start again",
    }
    assert _generic(invalid.json(), "play")["code"] == "invalid_request"
    assert crashed.status_code == 500
    assert _generic(crashed.json(), "play")["code"] == "internal_error"
    declared = app.openapi()["paths"]["/play/turn"]["post"]["responses"]
    assert declared["409"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/PlayErrorEnvelope"
    }
    assert declared["422"]["content"]["application/json"]["schema"]["$ref"].endswith("PlayErrorEnvelope")


@pytest.mark.parametrize("area", ["story", "npc", "play_voice"])
def test_envelope_models_are_one_class_per_area(area: str) -> None:
    model = envelope(area)
    assert model is envelope(area)
    body = {"detail": {f"{area}_error": {"code": "x", "message": "y", "hint": None}}}
    assert model.model_validate(body).model_dump() == body

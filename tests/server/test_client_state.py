"""Client-carried state, stated (docs/server.md): what a replayed, oversize, foreign or forged token gets."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from taleweaver.server.status_codes import http_status
from taleweaver.signing import DEFAULT_MAX_BYTES, SessionSigner, TokenTooLarge

from .test_play_routes import client, error_of, start, turn  # noqa: F401 — the module's client fixture


def _payload(client: TestClient, token: str) -> dict[str, Any]:  # noqa: F811
    sealed = client.app.state.services.play.signer.open("play", token)  # type: ignore[attr-defined]
    return dict(sealed.payload)


def test_replaying_an_older_token_rewinds_the_story(client: TestClient) -> None:  # noqa: F811
    opening = start(client)
    first = turn(client, opening["session"], "1").json()
    again = turn(client, opening["session"], "1").json()  # the same older token, sent twice

    assert first["state"] == again["state"]
    assert first["lines"] == again["lines"]
    onward = turn(client, first["session"], "1").json()
    rewound = turn(client, opening["session"], "1").json()
    assert rewound["state"] == first["state"] != onward["state"]


def test_a_token_sealed_with_another_secret_is_403(client: TestClient) -> None:  # noqa: F811
    opening = start(client)
    forged = SessionSigner("another-secret").seal(
        "play", _payload(client, opening["session"]), story_id="pirates", content_hash="x"
    )

    refused = turn(client, forged, "1")

    assert refused.status_code == 403
    assert error_of(refused)["code"] == "token_tampered"


def test_a_token_of_a_story_this_server_does_not_serve_is_409(client: TestClient) -> None:  # noqa: F811
    opening = start(client)
    signer = client.app.state.services.play.signer  # type: ignore[attr-defined]
    foreign = signer.seal(
        "play", _payload(client, opening["session"]), story_id="elsewhere", content_hash="0" * 64
    )

    refused = turn(client, foreign, "1")

    assert refused.status_code == 409
    assert error_of(refused)["code"] == "token_wrong_story"


def test_a_token_of_another_kind_never_opens_as_a_play_token(client: TestClient) -> None:  # noqa: F811
    signer = client.app.state.services.play.signer  # type: ignore[attr-defined]
    story_token = signer.seal("story", {"a": 1}, story_id="", content_hash="")

    refused = turn(client, story_token, "1")

    assert refused.status_code == 403


def test_oversize_tokens_are_refused_before_anything_is_opened(client: TestClient) -> None:  # noqa: F811
    huge = "v1." + "A" * DEFAULT_MAX_BYTES

    refused = client.post("/play/turn", json={"session": huge, "input": "1"})

    assert refused.status_code == 422  # over the declared maxLength: a schema violation like any other
    info = refused.json()["detail"]["play_error"]
    assert info["code"] == "invalid_request"
    assert info["message"].startswith("session: ")
    with pytest.raises(TokenTooLarge) as caught:  # the signer's own guard, for library callers
        SessionSigner("s", max_bytes=100).open("play", "v1." + "A" * 200)
    assert http_status(caught.value.code) == 413

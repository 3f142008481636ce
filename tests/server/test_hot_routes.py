"""The hot routes (``POST /play/turn``, ``POST /npc/speak``) answer below FastAPI's router exactly as the
declared routes do: the same rows and prose, the same refusals word for word, the same headers.

Each request goes to two apps built alike — one as served, one with the hot layer taken out — and the
answers are compared.
"""

from __future__ import annotations

import json
from typing import Any, cast

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.server.hot_routes import HotRoutes
from taleweaver.server.web import SECURITY_HEADERS
from taleweaver.signing import SessionSigner
from taleweaver.testing import FakeModel, HashingEncoder

from .conftest import bundled_world, speak_body

SIGNER = SessionSigner("hot-routes-test")


def _app(*, hot: bool) -> FastAPI:
    app = create_app(
        ServerConfig(cors_origins=("https://example.test",)),
        models={"npc": FakeModel(), "narrator": None, "pipeline": None},
        world=bundled_world(),
        catalog=load_catalog(encoder=HashingEncoder()),
        signer=SIGNER,
    )
    if not hot:  # the middleware stack is built on the first request: take the hot layer out before it
        app.user_middleware = [m for m in app.user_middleware if cast(object, m.cls) is not HotRoutes]
    return app


@pytest.fixture(scope="module")
def clients() -> tuple[TestClient, TestClient]:
    return (
        TestClient(_app(hot=True), raise_server_exceptions=False),
        TestClient(_app(hot=False), raise_server_exceptions=False),
    )


def _same(hot: Any, declared: Any, *, session: bool = False) -> None:
    assert hot.status_code == declared.status_code, (hot.text, declared.text)
    for name in ("content-type", "allow", "access-control-allow-origin", *SECURITY_HEADERS):
        assert hot.headers.get(name) == declared.headers.get(name), name
    if not session:
        assert hot.content == declared.content
        return
    hot_row, declared_row = hot.json(), declared.json()
    assert hot_row.pop("session")  # sealed with a fresh nonce each time: compared by what they open to
    assert declared_row.pop("session")
    assert hot_row == declared_row


def _post(client: TestClient, path: str, body: Any, headers: dict[str, str] | None = None) -> Any:
    if isinstance(body, bytes):
        return client.post(path, content=body, headers=headers or {"content-type": "application/json"})
    return client.post(path, json=body, headers=headers)


SPEAK_CASES: list[tuple[str, Any, dict[str, str] | None]] = [
    ("valid", speak_body(), None),
    ("valid, from a browser origin", speak_body(), {"origin": "https://example.test"}),
    (
        "valid, charset named",
        json.dumps(speak_body()).encode(),
        {"content-type": "application/json; charset=utf-8"},
    ),
    ("valid, +json", json.dumps(speak_body()).encode(), {"content-type": "application/vnd.taleweaver+json"}),
    ("valid JSON sent as text/plain", json.dumps(speak_body()).encode(), {"content-type": "text/plain"}),
    ("valid JSON, no content type", json.dumps(speak_body()).encode(), {"content-type": ""}),
    ("unknown NPC", speak_body(npc_id="nobody"), None),
    ("npc_id of the wrong type", speak_body(npc_id=5), None),
    ("disposition as text", speak_body(disposition="5"), None),
    ("disposition as a whole float", speak_body(disposition=5.0), None),
    ("disposition true", speak_body(disposition=True), None),
    ("disposition out of range", speak_body(disposition=101), None),
    ("an extra field", {**speak_body(), "mood": "grim"}, None),
    ("missing fields", {"npc_id": "fenn"}, None),
    ("a list", [1, 2], None),
    ("empty body", b"", None),
    ("not JSON", b"{not json", None),
    ("not UTF-8", b'{"npc_id": "\xff"}', None),
    (
        "duplicate party ids",
        speak_body(canon_log={**speak_body()["canon_log"], "party": [{"id": "a", "name": "A"}] * 2}),
        None,
    ),
]


@pytest.mark.parametrize(("body", "headers"), [c[1:] for c in SPEAK_CASES], ids=[c[0] for c in SPEAK_CASES])
def test_npc_speak_answers_as_the_declared_route(
    clients: tuple[TestClient, TestClient], body: Any, headers: dict[str, str] | None
) -> None:
    hot, declared = clients
    _same(_post(hot, "/npc/speak", body, headers), _post(declared, "/npc/speak", body, headers))


def _opening(client: TestClient) -> str:
    response = client.post("/play/start", json={"story_id": "pirates"})
    assert response.status_code == 200
    session: str = response.json()["session"]
    return session


TURN_INPUTS = ["1", "2", "99", "/options", "/help", "/look", "/save", "/quit", "board the ship", ""]


@pytest.mark.parametrize("text", TURN_INPUTS)
def test_play_turn_answers_as_the_declared_route(clients: tuple[TestClient, TestClient], text: str) -> None:
    hot, declared = clients
    session = _opening(hot)
    body = {"session": session, "input": text}
    first_hot, first_declared = _post(hot, "/play/turn", body), _post(declared, "/play/turn", body)
    _same(first_hot, first_declared, session=first_hot.status_code == 200)
    if first_hot.status_code == 200:  # and each app opens the token the other sealed
        again = {"session": first_declared.json()["session"], "input": "1"}
        _same(_post(hot, "/play/turn", again), _post(declared, "/play/turn", again), session=True)


def _tampered(session: str) -> str:
    return session[:-2] + ("AA" if not session.endswith("AA") else "BB")


TURN_REFUSALS: list[tuple[str, Any]] = [
    ("tampered token", lambda s: {"session": _tampered(s), "input": "1"}),
    ("not a token", lambda s: {"session": "hello", "input": "1"}),
    ("version 9", lambda s: {"session": "v9." + s.partition(".")[2], "input": "1"}),
    ("empty session", lambda s: {"session": "", "input": "1"}),
    ("missing input", lambda s: {"session": s}),
    ("input too long", lambda s: {"session": s, "input": "x" * 2001}),
    ("input of the wrong type", lambda s: {"session": s, "input": 1}),
    ("an extra field (ignored)", lambda s: {"session": s, "input": "1", "more": True}),
    ("empty body", lambda s: b""),
    ("not JSON", lambda s: b"{not json"),
    ("not UTF-8", lambda s: b'{"session": "\xff", "input": "1"}'),
]


@pytest.mark.parametrize("make", [c[1] for c in TURN_REFUSALS], ids=[c[0] for c in TURN_REFUSALS])
def test_play_turn_refuses_as_the_declared_route(clients: tuple[TestClient, TestClient], make: Any) -> None:
    hot, declared = clients
    body = make(_opening(hot))
    answers = _post(hot, "/play/turn", body), _post(declared, "/play/turn", body)
    _same(*answers, session=answers[0].status_code == 200)


@pytest.mark.parametrize("path", ["/play/turn", "/npc/speak"])
def test_other_methods_and_trailing_slashes_reach_the_router(
    clients: tuple[TestClient, TestClient], path: str
) -> None:
    hot, declared = clients
    for method, where in (("GET", path), ("PUT", path), ("POST", path + "/")):
        _same(
            hot.request(method, where, follow_redirects=False),
            declared.request(method, where, follow_redirects=False),
        )


def test_a_body_over_the_limit_is_refused_before_the_hot_route() -> None:
    app = create_app(
        ServerConfig(max_body_bytes=2048),
        models={"npc": FakeModel()},
        world=bundled_world(),
        catalog=load_catalog(encoder=HashingEncoder()),
    )
    response = TestClient(app).post(
        "/npc/speak", json=speak_body(utterance="x" * 1900, available_moves=["refuse"] * 30)
    )
    assert response.status_code == 413
    assert response.json()["detail"]["request_error"]["code"] == "body_too_large"
    assert response.headers["x-content-type-options"] == "nosniff"

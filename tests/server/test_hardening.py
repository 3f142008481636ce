"""Hardening (issue 17): no body answers 5xx, errors carry no secrets, docs pages off by default."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.models.port import ModelUnavailable
from taleweaver.redact import strip_credentials
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.testing import FakeModel, HashingEncoder, ScriptedModel
from taleweaver.testing.voice import FakeSynthesizer, FakeTranscriber

from .conftest import bundled_world, speak_body

HUGE_VERSION = "v" + "9" * 5000 + "."


def make(**config: Any) -> TestClient:
    synth = FakeSynthesizer()
    app = create_app(
        ServerConfig(**config),
        models={"npc": FakeModel(), "narrator": FakeModel(), "pipeline": FakeModel()},
        world=bundled_world(),
        catalog=load_catalog(encoder=HashingEncoder()),
        synthesizer=synth,
        transcriber=FakeTranscriber(echo=synth),
    )
    return TestClient(app, raise_server_exceptions=False)


@pytest.fixture(scope="module")
def client() -> TestClient:
    return make()


def test_a_session_with_a_huge_version_number_is_refused_not_a_crash(client: TestClient) -> None:
    answers = [
        client.post("/play/turn", json={"session": HUGE_VERSION, "input": "1"}),
        client.post("/story/choose", json={"session": HUGE_VERSION, "choice_id": "x"}),
        client.get("/play/save", headers={"x-taleweaver-session": HUGE_VERSION}),
    ]
    for answer in answers:
        assert 400 <= answer.status_code < 500, answer.text
        code = next(iter(answer.json()["detail"].values()))["code"]
        assert code in {"token_tampered", "token_version", "invalid_request"}


def test_a_deeply_nested_save_is_refused_not_a_crash(client: TestClient) -> None:
    answer = client.post("/play/load", json={"save": "[" * 300_000})

    assert answer.status_code == 422
    assert "Traceback" not in answer.text


def test_a_disposition_out_of_range_on_npc_turn_is_422(client: TestClient) -> None:
    state = client.get("/npc/start").json()["state"]
    state["game"]["npc_dispositions"] = {"fenn": 101}

    answer = client.post("/npc/turn", json={"state": state, "npc_id": "fenn", "utterance": "hi"})

    assert answer.status_code == 422


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("party", [{"id": f"m_{n}", "name": "M"} for n in range(51)]),
        ("active_quests", [{"id": f"q_{n}"} for n in range(51)]),
        ("facts", ["x" * 501]),
        ("recent_events", ["x" * 501]),
    ],
)
def test_canon_log_lists_and_texts_are_capped_on_the_npc_routes(
    client: TestClient, field: str, value: Any
) -> None:
    body = speak_body()
    body["canon_log"][field] = value

    for path, sent in (("/npc/speak", body), ("/dm/narrate", {"canon_log": body["canon_log"]})):
        answer = client.post(path, json=sent)
        assert answer.status_code == 422, path
        assert any(
            line.startswith(f"canon_log.{field}") for line in answer.json()["detail"]["canon_log_errors"]
        )


def test_an_available_move_is_capped_in_length(client: TestClient) -> None:
    answer = client.post("/npc/speak", json=speak_body(available_moves=["refuse", "x" * 501]))

    assert answer.status_code == 422


def test_the_caps_are_declared_in_the_schema(client: TestClient) -> None:
    schemas = client.get("/openapi.json").json()["components"]["schemas"]
    canon = schemas["CanonLog"]["properties"]

    assert canon["party"]["maxItems"] == 50
    assert canon["active_quests"]["maxItems"] == 50
    assert canon["facts"]["items"]["maxLength"] == 500
    assert canon["recent_events"]["items"]["maxLength"] == 500
    assert "once" in canon["party"]["description"]
    assert schemas["SpeakRequest"]["properties"]["available_moves"]["items"]["maxLength"] == 500


def test_model_errors_reach_the_client_as_a_fixed_sentence_per_kind() -> None:
    persona = bundled_world().npcs["fenn"].persona
    leak = f"cannot reach http://operator:hunter2@127.0.0.1:9/v1 while sending: {persona}"
    model = ScriptedModel([ModelUnavailable(leak), ModelUnavailable(leak)])
    app = create_app(ServerConfig(), models={"npc": model}, world=bundled_world())

    answer = TestClient(app, raise_server_exceptions=False).post("/npc/speak", json=speak_body())

    assert answer.status_code == 502
    assert answer.json() == {"detail": {"model_error": "unavailable: the model server could not be reached"}}


def test_credentials_are_stripped_from_urls() -> None:
    text = "cannot reach http://operator:hunter2@127.0.0.1:9/v1 or https://key@api.example/v1 (ok: a@b.c)"

    cleaned = strip_credentials(text)

    assert cleaned == "cannot reach http://127.0.0.1:9/v1 or https://api.example/v1 (ok: a@b.c)"


def test_docs_pages_are_off_unless_asked_and_the_schema_stays(client: TestClient) -> None:
    assert client.get("/docs").status_code == 404
    assert client.get("/redoc").status_code == 404
    assert client.get("/openapi.json").status_code == 200
    with_docs = make(docs=True)
    assert with_docs.get("/docs").status_code == 200
    assert "content-security-policy" not in with_docs.get("/docs").headers


@pytest.mark.parametrize("path", ["/docsXYZ", "/docs/../", "/redocs", "/docs/x", "/openapi.json", "/"])
def test_security_headers_are_on_every_path_but_the_exact_docs_pages(path: str) -> None:
    answer = make(docs=True).get(path)

    assert "default-src 'self'" in answer.headers["content-security-policy"]


def test_broken_story_reports_show_relative_paths_and_symlinks_stay_inside(tmp_path: Path) -> None:
    outside = tmp_path / "outside.json"
    outside.write_text('{"secret": "operator notes"}', encoding="utf-8")
    root = tmp_path / "stories"
    broken = root / "broken_tale"
    broken.mkdir(parents=True)
    (broken / "manifest.json").write_text('{"id": "broken_tale"}', encoding="utf-8")
    (broken / "notes.json").symlink_to(outside)

    catalog = load_catalog([root], include_bundled=False, encoder=HashingEncoder())

    assert [b.folder for b in catalog.broken] == ["stories/broken_tale"]
    message = catalog.broken[0].message()
    assert str(tmp_path) not in message
    assert "notes.json" not in message  # the link out of the folder was never read


# --- no body answers 5xx -----------------------------------------------------------------------

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)


def _routes(client: TestClient) -> list[tuple[str, str]]:
    paths = client.get("/openapi.json").json()["paths"]
    return [
        (method.upper(), path.replace("{npc_id}", "fenn"))
        for path, operations in paths.items()
        for method in operations
        if method in {"get", "post"}
    ]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), payload=st.one_of(st.binary(max_size=200), _JSON))
def test_random_bytes_or_json_never_get_a_5xx(client: TestClient, data: st.DataObject, payload: Any) -> None:
    method, path = data.draw(st.sampled_from(_routes(client)))
    if isinstance(payload, bytes):
        answer = client.request(method, path, content=payload, headers={"content-type": "application/json"})
    else:
        answer = client.request(
            method, path, content=json.dumps(payload), headers={"content-type": "application/json"}
        )

    model_failed = answer.status_code == 502 and path in {"/npc/speak", "/dm/narrate"}
    assert answer.status_code < 500 or model_failed, (
        method,
        path,
        answer.status_code,
        answer.text[:300],
    )


def test_model_and_transport_errors_never_render_credentials() -> None:
    from taleweaver.npc.transport import TransportError

    url = "http://operator:hunter2@127.0.0.1:9/v1"

    assert "hunter2" not in str(ModelUnavailable(f"cannot reach {url}"))
    assert "127.0.0.1:9/v1" in str(ModelUnavailable(f"cannot reach {url}"))
    assert "hunter2" not in str(TransportError(f"{url}/npc/speak: ConnectError"))

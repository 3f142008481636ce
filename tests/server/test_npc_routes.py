from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.models.port import ModelHTTPError, ModelRequestError, ModelTimeout
from taleweaver.testing import FunctionModel, ScriptedModel

from .conftest import MakeClient, bundled_world, speak_body, start_log

PROSE = '"Lost? Stolen, more like." [MOVE: offer_quest(find_the_ledger)] [FACT: the Varrell twins drink here]'


def test_speak_returns_the_raw_prose_with_tags_intact(make_client: MakeClient) -> None:
    model = ScriptedModel([PROSE])

    response = make_client(npc=model).post("/npc/speak", json=speak_body())

    assert response.status_code == 200
    assert response.json() == {"prose": PROSE}


def test_the_npc_digest_has_persona_knowledge_disposition_moves_and_utterance(
    make_client: MakeClient,
) -> None:
    model = ScriptedModel([PROSE])
    make_client(npc=model).post("/npc/speak", json=speak_body())

    request = model.requests[0]
    prompt = "\n".join(message.content for message in request.messages)
    fenn = bundled_world().npcs["fenn"]
    assert request.role == "npc"
    assert fenn.persona in prompt
    assert all(line in prompt for line in fenn.knowledge)
    assert "disposition toward the player: -20" in prompt
    assert "- offer_quest(find_the_ledger)\n- reveal(varrell_twins)\n- refuse\n- end_conversation" in prompt
    assert request.messages[-1].model_dump(include={"role", "content"}) == {
        "role": "user",
        "content": "I heard you lost something.",
    }
    assert "[MOVE: name(argument)]" in prompt  # the canonical form is taught
    assert "Location: The Brackwater docks, at dusk" in prompt
    assert request.messages[0].role == "system"
    assert fenn.persona in request.messages[0].content  # stable per NPC: cached prefix


def test_unknown_npc_is_422_in_the_unified_envelope(make_client: MakeClient) -> None:
    response = make_client(npc=ScriptedModel([PROSE])).post("/npc/speak", json=speak_body(npc_id="bob"))

    assert response.status_code == 422
    errors = response.json()["detail"]["canon_log_errors"]
    assert errors[0].startswith("npc_id: no NPC 'bob'")
    assert list(response.json()) == ["detail"]


def test_an_invalid_canon_log_is_422_listing_every_problem(make_client: MakeClient) -> None:
    log = start_log()
    log["party"][0]["disposition"] = 300
    log["active_quests"] = [{"id": "x", "status": "someday"}]

    response = make_client(npc=ScriptedModel([PROSE])).post("/npc/speak", json=speak_body(canon_log=log))

    assert response.status_code == 422
    errors = response.json()["detail"]["canon_log_errors"]
    assert any(e.startswith("canon_log.party[0].disposition:") for e in errors)
    assert any(e.startswith("canon_log.active_quests[0].status:") for e in errors)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (json.dumps({"npc_id": "fenn"}), "canon_log: Field required"),
        (json.dumps(speak_body(disposition=150)), "disposition:"),
        (json.dumps(speak_body(available_moves="refuse")), "available_moves:"),
        (json.dumps(speak_body(extra=True)), "extra:"),
        ("{not json", "JSON decode error"),
        ("[]", "Input should be a valid dictionary"),
    ],
)
def test_a_malformed_body_is_mapped_into_the_same_422_envelope(
    make_client: MakeClient, content: str, fragment: str
) -> None:
    client = make_client(npc=ScriptedModel([PROSE]))

    response = client.post("/npc/speak", content=content, headers={"content-type": "application/json"})

    assert response.status_code == 422
    assert set(response.json()) == {"detail"}
    assert set(response.json()["detail"]) == {"canon_log_errors"}
    assert any(fragment in error for error in response.json()["detail"]["canon_log_errors"])


def test_a_model_failure_is_retried_once_then_502(make_client: MakeClient) -> None:
    model = ScriptedModel([ModelTimeout("slow"), ModelTimeout("still slow")])

    response = make_client(npc=model).post("/npc/speak", json=speak_body())

    assert response.status_code == 502
    assert response.json() == {"detail": {"model_error": "timeout: the model did not answer in time"}}
    assert len(model.requests) == 2


def test_one_failure_then_success_is_a_200(make_client: MakeClient) -> None:
    model = ScriptedModel([ModelHTTPError(503, "busy"), PROSE])

    response = make_client(npc=model).post("/npc/speak", json=speak_body())

    assert response.json() == {"prose": PROSE}


def test_a_non_retryable_failure_is_502_at_once(make_client: MakeClient) -> None:
    model = ScriptedModel([ModelRequestError("context too long"), PROSE])

    response = make_client(npc=model).post("/npc/speak", json=speak_body())

    assert response.status_code == 502
    assert len(model.requests) == 1


def test_an_empty_reply_is_retried_and_then_502(make_client: MakeClient) -> None:
    model = ScriptedModel(["  ", ""])

    response = make_client(npc=model).post("/npc/speak", json=speak_body())

    assert response.status_code == 502
    assert "malformed_output" in response.json()["detail"]["model_error"]
    assert len(model.requests) == 2


def test_no_model_for_the_role_is_502(make_client: MakeClient) -> None:
    response = make_client(npc=None).post("/npc/speak", json=speak_body())

    assert response.status_code == 502
    assert response.json()["detail"]["model_error"].startswith("config: no model configured for this role")


def test_narrate_uses_the_narrator_role_and_a_canon_log_digest(make_client: MakeClient) -> None:
    narrator = FunctionModel(lambda request: "Gulls wheel over the quay. [FACT: the quay smells of tar]")

    response = make_client(npc=None, narrator=narrator).post("/dm/narrate", json={"canon_log": start_log()})

    assert response.json() == {"prose": "Gulls wheel over the quay. [FACT: the quay smells of tar]"}
    request = narrator.requests[0]
    assert request.role == "narrator"
    digest = request.messages[-1].content
    assert "Cadwyn Vell (neutral)" in digest
    assert "10" not in digest  # the narrator never sees numbers


def test_narrate_shares_the_envelopes(make_client: MakeClient) -> None:
    client = make_client(narrator=ScriptedModel([ModelTimeout("a"), ModelTimeout("b")]))

    assert client.post("/dm/narrate", json={"canon_log": {"version": 9}}).status_code == 422
    assert client.post("/dm/narrate", json={}).json()["detail"]["canon_log_errors"] == [
        "canon_log: Field required"
    ]
    assert client.post("/dm/narrate", json={"canon_log": start_log()}).status_code == 502


def test_npc_card_and_list_carry_no_secrets(make_client: MakeClient) -> None:
    client = make_client()

    card = client.get("/npcs/fenn").json()
    listing = client.get("/npcs").json()

    assert card == {
        "id": "fenn",
        "name": "Fenn",
        "role": "townsfolk",
        "capabilities": {
            "offerable_quests": ["find_the_ledger"],
            "giveable_items": [],
            "revealable_topics": ["varrell_twins", "fenns_debt"],
        },
        "voice": "sage",  # client-visible: the web page speaks Fenn in it
    }
    assert {"id": "odile_marsh", "name": "Odile Marsh", "role": "townsfolk"} in listing
    missing = client.get("/npcs/nobody")
    assert missing.status_code == 404
    error = missing.json()["detail"]["npc_error"]
    assert error["code"] == "unknown_npc"
    assert "no NPC 'nobody'" in error["message"]


def test_every_model_call_is_logged_as_jsonl(make_client: MakeClient, tmp_path: Path) -> None:
    client = make_client(npc=ScriptedModel([ModelTimeout("slow"), PROSE]), call_log=True)

    client.post("/npc/speak", json=speak_body())

    records = [json.loads(line) for line in (tmp_path / "calls.jsonl").read_text().splitlines()]
    assert [(r["role"], r["outcome"]) for r in records] == [("npc", "error"), ("npc", "ok")]
    assert all(r["latency_s"] >= 0 and r["model"] == "scripted" for r in records)


def test_healthz_names_the_role_models(make_client: MakeClient) -> None:
    health = make_client(npc=ScriptedModel()).get("/healthz").json()
    assert health["status"] == "ok"
    assert health["models"] == {"npc": {"name": "scripted", "demo": False}, "narrator": None}


def test_healthz_marks_the_demo_model(make_client: MakeClient) -> None:
    demo = FunctionModel(lambda _r: "Hm.", name="local")  # the shipped SmolLM2 spec's name

    assert make_client(npc=demo).get("/healthz").json()["models"]["npc"] == {"name": "local", "demo": True}

"""No response body of any endpoint, other than the model's own prose, ever carries persona or knowledge.

Every route the app has is probed (so a router added later is covered too), with valid bodies, empty
bodies, broken bodies and failing models, including a backend whose error text quotes the prompt.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from starlette.routing import Route

from taleweaver.models.port import ChatRequest, ModelHTTPError
from taleweaver.server.errors import MAX_MODEL_ERROR
from taleweaver.testing import FunctionModel

from .conftest import MakeClient, bundled_world, speak_body, start_log

SAFE_PROSE = "The clerk squints at you. [MOVE: refuse]"


def secrets() -> list[str]:
    found = []
    for npc in bundled_world().npcs.values():
        found.extend(secret for secret in npc.secrets() if secret)
    return found


def echoing_error(request: ChatRequest) -> str:
    raise ModelHTTPError(500, "rejected prompt: " + "\n".join(m.content for m in request.messages))


def probes(client: TestClient) -> Iterator[httpx.Response]:
    """Specific requests for the known routes, then generic ones for every route and method."""
    yield client.post("/npc/speak", json=speak_body())
    for npc_id in bundled_world().npcs:
        yield client.post("/npc/speak", json=speak_body(npc_id=npc_id))
        yield client.get(f"/npcs/{npc_id}")
    yield client.post("/npc/speak", json=speak_body(npc_id="nobody"))
    yield client.post("/npc/speak", json=speak_body(disposition="warm"))
    yield client.post("/dm/narrate", json={"canon_log": start_log()})
    yield client.get("/npcs")
    bodies: list[Any] = [{}, [], {"canon_log": start_log(), "npc_id": "fenn"}]
    for route in client.app.routes:  # type: ignore[attr-defined]
        if not isinstance(route, APIRoute | Route):
            continue
        path = route.path.replace("{npc_id}", "fenn")
        for segment in ("{", "}"):
            path = path.replace(segment, "")
        for method in sorted(route.methods or {"GET"}):
            if method in ("GET", "HEAD", "DELETE"):
                yield client.request(method, path)
            else:
                for body in bodies:
                    yield client.request(method, path, json=body)
                yield client.request(method, path, content=b"{", headers={"content-type": "application/json"})


@pytest.mark.parametrize("mode", ["prose", "echoing-error", "no-model"])
def test_no_endpoint_leaks_persona_or_knowledge(make_client: MakeClient, mode: str) -> None:
    model = {
        "prose": FunctionModel(lambda _r: SAFE_PROSE),
        "echoing-error": FunctionModel(echoing_error),
        "no-model": None,
    }[mode]
    client = make_client(npc=model, narrator=model)
    texts = secrets()

    responses = list(probes(client))

    assert len(responses) > 15
    for response in responses:
        body = response.text
        leaked = [secret for secret in texts if secret in body]
        assert not leaked, f"{response.request.method} {response.request.url.path} leaked {leaked[:1]}"
        if (
            mode == "echoing-error"
            and response.request.url.path == "/npc/speak"
            and response.status_code == 502
        ):
            assert len(response.json()["detail"]["model_error"]) <= MAX_MODEL_ERROR


def test_the_secrets_do_reach_the_model(make_client: MakeClient) -> None:
    """The other half of the bargain: the model does get persona and knowledge, server-side."""
    model = FunctionModel(lambda _r: SAFE_PROSE)
    make_client(npc=model).post("/npc/speak", json=speak_body())

    prompt = "\n".join(m.content for m in model.requests[0].messages)
    fenn = bundled_world().npcs["fenn"]
    assert all(secret in prompt for secret in fenn.secrets())

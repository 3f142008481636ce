"""Real adapters refuse to run in the unit-test suite unless a test allows model requests."""

from __future__ import annotations

import pytest

from taleweaver.models import (
    ChatModel,
    ChatRequest,
    LocalModel,
    Message,
    ModelRequestsNotAllowed,
    OllamaModel,
    OpenAICompatModel,
)
from taleweaver.models.guard import allow_model_requests, model_requests_allowed

REQUEST = ChatRequest(messages=[Message(role="user", content="hi")])

ADAPTERS = [
    pytest.param(lambda: OpenAICompatModel("m", base_url="http://127.0.0.1:9/v1"), id="openai"),
    pytest.param(lambda: OllamaModel("m", host="http://127.0.0.1:9"), id="ollama"),
    pytest.param(lambda: LocalModel("/nonexistent/model.gguf"), id="local"),
]


@pytest.mark.parametrize("make", ADAPTERS)
async def test_real_adapters_refuse_while_requests_are_switched_off(make) -> None:  # type: ignore[no-untyped-def]
    model: ChatModel = make()
    assert not model_requests_allowed()
    with pytest.raises(ModelRequestsNotAllowed, match="real model requests are switched off"):
        await model.chat(REQUEST)


def test_allowing_is_scoped_and_nests() -> None:
    assert not model_requests_allowed()
    with allow_model_requests():
        assert model_requests_allowed()
        with allow_model_requests(False):
            assert not model_requests_allowed()
        assert model_requests_allowed()
    assert not model_requests_allowed()

"""Earlier replies are shown to the local model exactly as it generated them (prefix-cache reuse)."""

from __future__ import annotations

import json

from taleweaver.models.local import LocalModel


def test_a_remembered_reply_is_replayed_as_its_raw_envelope() -> None:
    model = LocalModel()
    raw = '{"reply":"Ahoy there."}'
    model._remember_raw({"role": "assistant", "content": "Ahoy there."}, raw)
    shown = model._as_generated({"role": "assistant", "content": "Ahoy there."}, tools=True)
    assert shown["content"] == raw


def test_an_unknown_reply_is_wrapped_like_an_envelope_when_tools_are_on() -> None:
    model = LocalModel()
    shown = model._as_generated({"role": "assistant", "content": "Welcome aboard."}, tools=True)
    assert json.loads(shown["content"]) == {"reply": "Welcome aboard."}


def test_without_tools_and_for_other_roles_messages_are_unchanged() -> None:
    model = LocalModel()
    plain = {"role": "assistant", "content": "Welcome aboard."}
    assert model._as_generated(plain, tools=False) == plain
    user = {"role": "user", "content": "hello"}
    assert model._as_generated(user, tools=True) == user


def test_the_memory_is_bounded() -> None:
    model = LocalModel()
    for i in range(200):
        model._remember_raw({"role": "assistant", "content": f"line {i}"}, f'{{"reply": "line {i}"}}')
    assert len(model._raw) == 64
    assert "line 199" in model._raw
    assert "line 0" not in model._raw

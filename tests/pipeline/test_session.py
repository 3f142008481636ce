from __future__ import annotations

import time

import pytest

from taleweaver.pipeline.session import (
    SECRET_ENV,
    SessionError,
    SessionExpired,
    SessionSigner,
    SessionState,
    SessionTampered,
    SessionVersionMismatch,
)


def _state() -> SessionState:
    return SessionState(
        intake="I feel lost", current_anchor="A2", current_decision="D2", retry_counts={"x": 1}
    )


def test_round_trip_keeps_everything() -> None:
    signer = SessionSigner("s3cret")
    state = _state()
    assert signer.load(signer.sign(state)) == state
    assert set(state.public()) == {
        "session_id",
        "current_anchor",
        "current_decision",
        "asset_status",
        "retry_counts",
        "next_step",
    }
    ended = state.model_copy(update={"next_step": "show_ending"})
    assert "hidden_state" in ended.public()  # shown only once the story has ended


def test_tampered_token_is_refused() -> None:
    signer = SessionSigner("s3cret")
    token = signer.sign(_state())
    forged = token[:-3] + ("AAA" if not token.endswith("AAA") else "BBB")
    with pytest.raises(SessionTampered) as caught:
        signer.load(forged)
    assert caught.value.status == 403
    with pytest.raises(SessionTampered):
        SessionSigner("another secret").load(token)


def test_expired_token_is_refused() -> None:
    token = SessionSigner("s3cret").sign(_state())
    time.sleep(1.1)
    with pytest.raises(SessionExpired) as caught:
        SessionSigner("s3cret", max_age_s=0).load(token)
    assert caught.value.status == 401


def test_foreign_version_is_refused_with_what_was_seen() -> None:
    signer = SessionSigner("s3cret")
    token = signer.sign(_state().model_copy(update={"version": 99}))
    with pytest.raises(SessionVersionMismatch, match="version 99; this server reads 1"):
        signer.load(token)


def test_signed_garbage_payload_is_a_session_error() -> None:
    signer = SessionSigner("s3cret")
    token = signer._serializer.dumps({"version": 1, "intake": 5, "hidden_state": "x"})
    with pytest.raises(SessionError, match="not a valid session"):
        signer.load(str(token))


def test_development_secret_is_flagged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SECRET_ENV, raising=False)
    assert SessionSigner().development
    monkeypatch.setenv(SECRET_ENV, "from-env")
    signer = SessionSigner()
    assert not signer.development
    assert SessionSigner("from-env").load(signer.sign(_state())).intake == "I feel lost"

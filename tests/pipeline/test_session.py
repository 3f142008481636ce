"""Pipeline sessions travel as sealed tokens: round trip, refusals with codes, nothing readable."""

from __future__ import annotations

import pytest

from taleweaver.pipeline.session import (
    SESSION_KIND,
    SessionInvalid,
    SessionState,
    SessionVersionMismatch,
    open_session,
    seal_session,
)
from taleweaver.signing import SessionSigner, TokenExpired, TokenTampered


def _state() -> SessionState:
    return SessionState(
        intake="I feel lost", current_anchor="A2", current_decision="D2", retry_counts={"x": 1}
    )


def test_round_trip_keeps_everything() -> None:
    signer = SessionSigner("s3cret")
    state = _state()
    assert open_session(signer, seal_session(signer, state)) == state
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


def test_the_token_does_not_reveal_the_intake() -> None:
    import base64

    token = seal_session(SessionSigner("s3cret"), _state())
    body = token.split(".", 1)[1]
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    assert b"lost" not in raw
    assert b"hidden_state" not in raw


def test_tampered_token_is_refused() -> None:
    signer = SessionSigner("s3cret")
    token = seal_session(signer, _state())
    forged = token[:-3] + ("AAA" if not token.endswith("AAA") else "BBB")
    with pytest.raises(TokenTampered) as caught:
        open_session(signer, forged)
    assert caught.value.code == "token_tampered"
    with pytest.raises(TokenTampered):
        open_session(SessionSigner("another secret"), token)


def test_expired_token_is_refused() -> None:
    now = [1000.0]
    signer = SessionSigner("s3cret", max_age_s=60, clock=lambda: now[0])
    token = seal_session(signer, _state())
    now[0] += 61
    with pytest.raises(TokenExpired) as caught:
        open_session(signer, token)
    assert caught.value.code == "token_expired"


def test_foreign_version_is_refused_with_what_was_seen() -> None:
    signer = SessionSigner("s3cret")
    token = seal_session(signer, _state().model_copy(update={"version": 99}))
    with pytest.raises(SessionVersionMismatch, match="version 99; this server reads 1") as caught:
        open_session(signer, token)
    assert caught.value.code == "token_version"


def test_sealed_garbage_payload_is_a_session_error() -> None:
    from taleweaver.pipeline.session import PIPELINE_STORY_ID, SESSION_SCHEMA_HASH

    signer = SessionSigner("s3cret")
    token = signer.seal(
        SESSION_KIND,
        {"version": 1, "intake": 5, "hidden_state": "x"},
        story_id=PIPELINE_STORY_ID,
        content_hash=SESSION_SCHEMA_HASH,
    )
    with pytest.raises(SessionInvalid, match="not a valid session"):
        open_session(signer, token)


def test_a_token_of_another_session_format_is_refused() -> None:
    from taleweaver.pipeline.session import PIPELINE_STORY_ID

    signer = SessionSigner("s3cret")
    token = signer.seal(
        SESSION_KIND, _state().model_dump(mode="json"), story_id=PIPELINE_STORY_ID, content_hash="old-format"
    )
    with pytest.raises(SessionVersionMismatch) as caught:
        open_session(signer, token)
    assert caught.value.code == "token_version"


def test_development_secret_is_flagged() -> None:
    assert SessionSigner().development
    assert SessionSigner("").development
    signer = SessionSigner("from-settings")
    assert not signer.development
    assert (
        open_session(SessionSigner("from-settings"), seal_session(signer, _state())).intake == "I feel lost"
    )

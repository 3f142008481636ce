"""Client-carried pipeline session state, sealed by the server (no database).

The state is what a client displays (``session_id, current_anchor, current_decision, hidden_state,
asset_status, retry_counts, next_step``) plus what is needed to continue: the emotional map, the
bible, the choice sets offered so far and short summaries of earlier scenes. It travels as a token
of :class:`~taleweaver.signing.SessionSigner` — encrypted, authenticated and dated — so a tampered,
expired or foreign-version token is refused and the hidden state cannot be read from it.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from taleweaver.pipeline.scene.contracts import AssetStatus, Choice, ChoiceSet, SceneSummary
from taleweaver.pipeline.story.contracts import EmotionalMap, HiddenState, StoryBible
from taleweaver.pipeline.story.regions import select_ending
from taleweaver.signing import (
    SessionSigner,
    TokenError,
    TokenExpired,
    TokenTampered,
    TokenTooLarge,
    TokenVersion,
    TokenWrongStory,
    check_story,
)

SESSION_VERSION = 1
SESSION_KIND = "pipeline.session"
"""The token kind (and so the key) of pipeline sessions."""
PIPELINE_STORY_ID = "pipeline"
NextStep = Literal["answer_clarification", "render_scene", "show_ending"]


class SessionState(BaseModel):
    version: int = SESSION_VERSION
    session_id: str = Field(default_factory=lambda: f"sess_{uuid.uuid4().hex[:12]}")
    current_anchor: str | None = None
    current_decision: str | None = None
    hidden_state: HiddenState = Field(default_factory=HiddenState)
    asset_status: AssetStatus = Field(default_factory=AssetStatus)
    retry_counts: dict[str, int] = Field(default_factory=dict)
    next_step: NextStep = "render_scene"
    intake: str
    clarification_asked: bool = False
    emotional_map: EmotionalMap | None = None
    bible: StoryBible | None = None
    decisions: list[ChoiceSet] = Field(default_factory=list)
    """Choice sets offered so far, in order; the last one is the current decision's."""
    scenes: list[SceneSummary] = Field(default_factory=list)
    path: list[str] = Field(default_factory=list)
    ending_id: str | None = None

    def public(self) -> dict[str, object]:
        """The part of the state a client may display; ``hidden_state`` only once the story ends
        (before that it would tell the player which ending their choices are heading for)."""
        shown = {
            "session_id",
            "current_anchor",
            "current_decision",
            "asset_status",
            "retry_counts",
            "next_step",
        }
        if self.next_step == "show_ending":
            shown.add("hidden_state")
        return self.model_dump(mode="json", include=shown)

    def next_anchor(self) -> str | None:
        """The anchor after the current one (``None`` before the bible, or at the last anchor)."""
        if self.bible is None or self.current_anchor is None:
            return None
        return self.bible.next_anchor(self.current_anchor)

    def next_scene(self) -> str | None:
        """The scene that follows the current one: the next anchor; after the last anchor, the ending
        the hidden state selects (``None`` while a decision there could still change it)."""
        following = self.next_anchor()
        if following is not None or self.bible is None or self.current_anchor is None:
            return following
        if self.bible.decision_at(self.current_anchor) is not None:
            return None
        return select_ending(self.bible.endings, self.hidden_state).id

    def taken_choices(self) -> list[Choice]:
        """The choices taken so far, in order (``path`` resolved against the choice sets offered)."""
        offered = {choice.id: choice for choice_set in self.decisions for choice in choice_set.choices}
        return [offered[choice_id] for choice_id in self.path if choice_id in offered]

    def add_retries(self, counts: dict[str, int]) -> dict[str, int]:
        merged = dict(self.retry_counts)
        for agent, count in counts.items():
            merged[agent] = merged.get(agent, 0) + count
        return merged


class SessionInvalid(TokenError):
    """A token that opened but does not hold a session this code reads."""

    code = "token_invalid"


class SessionTampered(TokenTampered):
    code = "token_tampered"


class SessionExpired(TokenExpired):
    code = "token_expired"


class SessionVersionMismatch(TokenVersion):
    """The token, or the session inside it, was written by another version of the format."""

    code = "token_version"


class SessionTooLarge(TokenTooLarge):
    code = "token_too_large"


_SESSION_ERRORS: tuple[tuple[type[TokenError], type[TokenError]], ...] = (
    (TokenTampered, SessionTampered),
    (TokenExpired, SessionExpired),
    (TokenVersion, SessionVersionMismatch),
    (TokenWrongStory, SessionVersionMismatch),  # bound to another session schema: another format
    (TokenTooLarge, SessionTooLarge),
)


def _session_error(exc: TokenError) -> TokenError:
    """The pipeline's ``session_*`` error for a token error (codes the story routes have always used)."""
    for token_error, session_error in _SESSION_ERRORS:
        if isinstance(exc, token_error):
            return session_error(str(exc))
    return SessionInvalid(str(exc))


def seal_session(signer: SessionSigner, state: SessionState) -> str:
    """The token a client carries to the next request: ``state`` encrypted and authenticated."""
    try:
        return signer.seal(
            SESSION_KIND,
            state.model_dump(mode="json"),
            story_id=PIPELINE_STORY_ID,
            content_hash=SESSION_SCHEMA_HASH,
        )
    except TokenError as exc:
        raise _session_error(exc) from exc


def open_session(signer: SessionSigner, token: str) -> SessionState:
    """The state a token from :func:`seal_session` carries; ``session_*`` :class:`TokenError` otherwise."""
    try:
        sealed = check_story(
            signer.open(SESSION_KIND, token), story_id=PIPELINE_STORY_ID, content_hash=SESSION_SCHEMA_HASH
        )
    except TokenError as exc:
        raise _session_error(exc) from exc
    seen = sealed.payload.get("version")
    if seen != SESSION_VERSION:
        raise SessionVersionMismatch(f"session format version {seen!r}; this server reads {SESSION_VERSION}")
    try:
        return SessionState.model_validate(sealed.payload)
    except ValidationError as exc:
        raise SessionInvalid(
            f"the session payload is not a valid session: {exc.error_count()} error(s)"
        ) from exc


SESSION_SCHEMA_HASH = hashlib.sha256(
    json.dumps(SessionState.model_json_schema(), sort_keys=True).encode()
).hexdigest()
"""Binds tokens to the session format: a token from a build with another session shape is refused."""

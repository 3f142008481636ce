"""Client-carried pipeline session state, signed by the server (no database).

The payload is the seed's (``session_id, current_anchor, current_decision, hidden_state,
asset_status, retry_counts, next_step``) plus what is needed to continue: the emotional map, the
bible, the choice sets offered so far and short summaries of earlier scenes. It is signed and
timestamped with :mod:`itsdangerous`; a tampered, expired or foreign-version token is refused.
"""

from __future__ import annotations

import logging
import os
import uuid
from typing import Literal

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer
from pydantic import BaseModel, Field, ValidationError

from taleweaver.pipeline.contracts import EmotionalMap, HiddenState, StoryBible
from taleweaver.pipeline.scene_contracts import AssetStatus, ChoiceSet, SceneSummary

SESSION_VERSION = 1
SECRET_ENV = "TALEWEAVER_SECRET"
DEVELOPMENT_SECRET = "taleweaver-development-secret-NOT-FOR-PRODUCTION"
DEFAULT_MAX_AGE_S = 6 * 60 * 60
NextStep = Literal["answer_clarification", "render_scene", "show_ending"]
_log = logging.getLogger(__name__)


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
        """The seed's state payload, for clients to display; ``hidden_state`` only once the story ends
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

    def add_retries(self, counts: dict[str, int]) -> dict[str, int]:
        merged = dict(self.retry_counts)
        for agent, count in counts.items():
            merged[agent] = merged.get(agent, 0) + count
        return merged


class SessionError(Exception):
    """A client sent a session token the server cannot accept; ``status`` is the HTTP status."""

    code = "session_invalid"
    status = 400
    hint = "start a new story with POST /story/start"


class SessionTampered(SessionError):
    code = "session_tampered"
    status = 403


class SessionExpired(SessionError):
    code = "session_expired"
    status = 401


class SessionVersionMismatch(SessionError):
    code = "session_version"
    status = 409


class SessionSigner:
    """Signs and verifies session tokens; ``max_age_s`` bounds how long a token stays valid."""

    def __init__(self, secret: str | None = None, *, max_age_s: int = DEFAULT_MAX_AGE_S) -> None:
        chosen = secret or os.environ.get(SECRET_ENV)
        self.development = not chosen
        if self.development:
            _log.info(
                "pipeline sessions are signed with the built-in DEVELOPMENT secret; set %s in production",
                SECRET_ENV,
            )
        self._serializer = URLSafeTimedSerializer(
            chosen or DEVELOPMENT_SECRET, salt="taleweaver.pipeline.session"
        )
        self.max_age_s = max_age_s

    def sign(self, state: SessionState) -> str:
        return str(self._serializer.dumps(state.model_dump(mode="json", exclude_defaults=False)))

    def load(self, token: str) -> SessionState:
        try:
            data = self._serializer.loads(token, max_age=self.max_age_s)
        except SignatureExpired as exc:
            raise SessionExpired(f"the session expired (older than {self.max_age_s} s)") from exc
        except BadSignature as exc:
            raise SessionTampered("the session token was altered or not signed by this server") from exc
        if not isinstance(data, dict) or data.get("version") != SESSION_VERSION:
            seen = data.get("version") if isinstance(data, dict) else None
            raise SessionVersionMismatch(
                f"session format version {seen!r}; this server reads {SESSION_VERSION}"
            )
        try:
            return SessionState.model_validate(data)
        except ValidationError as exc:
            raise SessionError(
                f"the session payload is not a valid session: {exc.error_count()} error(s)"
            ) from exc

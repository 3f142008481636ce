"""The wire contract between the NPC client and ``taleweaver serve`` (stable: client and server ship apart).

``POST /npc/speak`` takes :class:`SpeakRequest`, ``POST /dm/narrate`` takes :class:`NarrateRequest`;
both answer ``200`` :class:`ProseResponse` with the raw prose, tags intact. Errors use one envelope:
``422 {"detail": {"canon_log_errors": [...]}}`` and ``502 {"detail": {"model_error": "..."}}``.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from taleweaver.content.canon import DISPOSITION_MAX, DISPOSITION_MIN, CanonLog, JsonInt, Text

MAX_UTTERANCE = 2000
MAX_AVAILABLE_MOVES = 64


class SpeakRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    canon_log: CanonLog
    npc_id: str = Field(min_length=1, max_length=64)
    disposition: JsonInt = Field(default=0, ge=DISPOSITION_MIN, le=DISPOSITION_MAX)
    available_moves: tuple[Text, ...] = Field(default=(), max_length=MAX_AVAILABLE_MOVES)
    utterance: str = Field(max_length=MAX_UTTERANCE)


class NarrateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    canon_log: CanonLog


class ProseResponse(BaseModel):
    prose: str

"""What the story-level agents are shown: the intake (and the answer to the clarifying question) for
the Emotional Cartographer, the intake and its emotional map for the Story Architect."""

from __future__ import annotations

from pydantic import BaseModel

from taleweaver.pipeline.story.contracts import EmotionalMap


class CartographerInput(BaseModel):
    intake: str
    clarification_answer: str | None = None


class ArchitectInput(BaseModel):
    intake: str
    emotional_map: EmotionalMap

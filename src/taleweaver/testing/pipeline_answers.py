"""Good answers for every pipeline agent, computed from the stage's typed input.

Each agent gets the deterministic fallback content for the input it was shown, so a pipeline run on
:class:`~taleweaver.testing.FakeModel` is complete, valid and counted as ``model`` content. The ending
director and the media agents are answered from their input alone (the place, the cast, the panels).
The choice designer and the scene director see one anchor of the story, not its whole bible: the
bibles (and choice sets) this fake produced or was scripted with are remembered, for the most recent
stories, and found by that anchor.
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict

from pydantic import BaseModel, ValidationError

from taleweaver.models.port import MalformedOutput
from taleweaver.pipeline.scene import choice_fallbacks
from taleweaver.pipeline.scene import fallbacks as scene_fallbacks
from taleweaver.pipeline.scene.contracts import ChoiceSet, ContinuityReport
from taleweaver.pipeline.scene.inputs import (
    AudioInput,
    ChoiceInput,
    ContinuityInput,
    EndingInput,
    SceneInput,
    VisualInput,
)
from taleweaver.pipeline.story import fallbacks
from taleweaver.pipeline.story.contracts import Anchor, StoryBible
from taleweaver.pipeline.story.inputs import ArchitectInput, CartographerInput

PIPELINE_INPUTS = (
    CartographerInput,
    ArchitectInput,
    ChoiceInput,
    SceneInput,
    VisualInput,
    AudioInput,
    ContinuityInput,
    EndingInput,
)
"""The typed inputs this module answers."""
MAX_STORIES = 256


class _Story:
    def __init__(self, bible: StoryBible) -> None:
        self.bible = bible
        self.choices: dict[str, ChoiceSet] = {}


class PipelineAnswers:
    """Answers pipeline stages; remembers the last :data:`MAX_STORIES` stories it planned."""

    def __init__(self) -> None:
        self._stories: OrderedDict[str, _Story] = OrderedDict()

    def learn(self, role: str, reply: object) -> None:
        """Remember a scripted story bible that is valid, so later answers agree with it."""
        if role == "story_architect" and isinstance(reply, dict):
            with contextlib.suppress(ValidationError):
                self.remember(StoryBible.model_validate(reply))

    def answer(self, payload: BaseModel) -> BaseModel:
        if isinstance(payload, CartographerInput):
            return fallbacks.fallback_emotional_map(payload.intake, payload.clarification_answer)
        if isinstance(payload, ArchitectInput):
            bible = fallbacks.fallback_bible(payload.intake, payload.emotional_map)
            self.remember(bible)
            return bible
        if isinstance(payload, ChoiceInput):
            story = self._story(payload.anchor)
            anchor_id = payload.anchor.id
            earlier = [cs for cs in story.choices.values() if cs.anchor_id < anchor_id]
            choices = choice_fallbacks.fallback_choices(story.bible, anchor_id, earlier)
            story.choices[anchor_id] = choices
            return choices
        if isinstance(payload, SceneInput):
            return scene_fallbacks.fallback_panels(self._story(payload.anchor).bible, payload.anchor.id)
        if isinstance(payload, VisualInput):
            place, count = payload.anchor, len(payload.panels.panels)
            return scene_fallbacks.visual_plan(place.id, place, payload.setting, count)
        if isinstance(payload, AudioInput):
            voices = {member.id: member.voice for member in payload.cast}
            mood = (payload.feelings or ["calm"])[0]
            return scene_fallbacks.audio_plan(
                payload.anchor.id, payload.panels, voices, payload.narrator_voice, mood
            )
        if isinstance(payload, EndingInput):
            return scene_fallbacks.ending_panels(payload.ending, [member.id for member in payload.cast])
        if isinstance(payload, ContinuityInput):
            return ContinuityReport(anchor_id=payload.anchor.id, verdict="pass", findings=[])
        raise MalformedOutput(f"fake: no pipeline agent takes a {type(payload).__name__}")

    def remember(self, bible: StoryBible) -> None:
        """Answer scene agents of this story from now on (as if this model had planned it)."""
        key = bible.model_dump_json()
        self._stories[key] = _Story(bible)
        self._stories.move_to_end(key)
        while len(self._stories) > MAX_STORIES:
            self._stories.popitem(last=False)

    def _story(self, anchor: Anchor) -> _Story:
        for story in reversed(self._stories.values()):
            if anchor in story.bible.anchors:
                return story
        raise MalformedOutput(f"fake: anchor {anchor.id} belongs to no story bible this model planned")

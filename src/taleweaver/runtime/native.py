"""The native graph engine as a story runtime: one story's storyline actions as its choices.

Map walking and scene actions are native extras the port does not carry; the player session offers them
through the engine directly. This adapter is what a front end that only knows the port (bench ink, an
external driver) uses to play a native story the same way it plays an ink one.
"""

from __future__ import annotations

from typing import Any

from taleweaver.content.models import NARRATOR_ID
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.save import dump_save, load_save
from taleweaver.engine.state import StoryState, Transition
from taleweaver.runtime.port import RuntimeChoice, Step


class NativeRuntime:
    def __init__(self, engine: StoryEngine, story_id: str) -> None:
        story = engine.library.stories[story_id]
        self.engine = engine
        self.story_id = story_id
        self.title = story.title
        self.state: StoryState = engine.initial_state()

    def start(self) -> Step:
        return self._step(self.engine.enter(self.state, self.story_id))

    def choices(self) -> list[RuntimeChoice]:
        return [
            RuntimeChoice(a.id, a.description, (a.description, *a.examples))
            for a in self.engine.available_actions(self.state)
        ]

    def choose(self, choice_id: str) -> Step:
        return self._step(self.engine.advance(self.state, choice_id))

    def _step(self, transition: Transition) -> Step:
        before, self.state = self.state, transition.state
        step = Step(events=[e.to_json() for e in transition.events])
        if transition.blocked:
            step.lines = [(NARRATOR_ID, e.reason) for e in transition.events if e.type == "blocked"]  # type: ignore[union-attr]
        elif self.state.node_id is not None and self.state.node_visits.get(
            self.state.node_id
        ) != before.node_visits.get(self.state.node_id):
            step.lines = [(self.state.speaker, self.engine.node_text(self.state))]
        return step

    @property
    def ended(self) -> bool:
        return self.state.ended

    def public_state(self) -> dict[str, Any]:
        return self.state.public_view()

    def save(self) -> str:
        return dump_save(self.state, self.engine.library)

    def restore(self, saved: str) -> None:
        self.state = load_save(saved, self.engine.library)

    def resumed(self) -> Step:
        if self.engine.current_node(self.state) is None:
            return Step()
        return Step([(self.state.speaker, self.engine.node_text(self.state))])

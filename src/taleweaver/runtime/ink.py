"""The ink implementation of the story-runtime port.

``node_id`` is the current ink path, ``scene_id`` its knot; ``variables`` are ink's globals (mixed types).
A line that repeats the text of the choice just taken is the player's (speaker ``player``). Tags are passed
on as one ``{"type": "tags", "tags": [...]}`` event per move.
"""

from __future__ import annotations

from typing import Any

from taleweaver.content.models import NARRATOR_ID
from taleweaver.formats.ink.runtime import InkLine
from taleweaver.formats.ink.story import PLAYER, InkStory
from taleweaver.runtime.port import RuntimeChoice, Step


class InkStoryRuntime:
    def __init__(self, story: InkStory) -> None:
        self.story = story
        self.story_id = story.id
        self.title = story.title
        self._runtime = story.new_runtime()
        self._speaker = NARRATOR_ID

    # ── moves ──────────────────────────────────────────────────────────────
    def start(self) -> Step:
        step = self._run(echo=None)
        step.events.insert(0, {"type": "storyEntered", "story_id": self.story_id})
        return step

    def choices(self) -> list[RuntimeChoice]:
        return [RuntimeChoice(c.path, c.text, (c.text,)) for c in self._runtime.choices]

    def choose(self, choice_id: str) -> Step:
        current = self._runtime.choices
        picked = next((c for c in current if c.path == choice_id), None)
        if picked is None:
            allowed = ", ".join(c.path for c in current) or "none"
            reason = f"Choice {choice_id!r} is not available here. Available: {allowed}."
            return Step([(NARRATOR_ID, reason)], [{"type": "blocked", "reason": reason}])
        before = self._runtime.variables()
        self._runtime.choose(picked.index)
        step = self._run(echo=picked.text)
        after = self._runtime.variables()
        changed = [
            {"type": "inkVariableChanged", "name": name, "value": value}
            for name, value in after.items()
            if before.get(name) != value
        ]
        step.events[:0] = changed
        return step

    def _run(self, echo: str | None) -> Step:
        step = Step()
        tags: list[str] = []
        lines: list[InkLine] = self._runtime.continue_maximally()
        for i, line in enumerate(lines):
            tags.extend(line.tags)
            if not line.text:
                continue
            if i == 0 and echo is not None and line.text == echo.strip():
                step.lines.append((PLAYER, line.text))
                continue
            speaker, text = self.story.speaker(line)
            if speaker != self._speaker:
                self._speaker = speaker
            step.lines.append((speaker, text))
        if tags:
            step.events.append({"type": "tags", "tags": tags})
        if self._runtime.ended:
            step.events.append({"type": "ended", "story_id": self.story_id, "node_id": self._runtime.path})
        return step

    # ── state ──────────────────────────────────────────────────────────────
    @property
    def ended(self) -> bool:
        return self._runtime.ended

    def public_state(self) -> dict[str, Any]:
        return {
            "mode": "story",
            "story_id": self.story_id,
            "scene_id": self._runtime.knot,
            "node_id": self._runtime.path,
            "speaker": self._speaker,
            "flags": {},
            "variables": self._runtime.variables(),
            "ended": self._runtime.ended,
        }

    def save(self) -> str:
        return self._runtime.save()

    def restore(self, saved: str) -> None:
        self._runtime.restore(saved)

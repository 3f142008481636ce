"""Typed transition events. Each knows its wire name (``type``) and its JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias


@dataclass(frozen=True, slots=True)
class SpeakerInfo:
    id: str
    name: str
    voice: str
    voice_tone: str = ""


@dataclass(frozen=True, slots=True)
class StoryEntered:
    type: ClassVar[str] = "storyEntered"
    story_id: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "story_id": self.story_id}


@dataclass(frozen=True, slots=True)
class StoryDescribed:
    """At the menu, the narrator described a story (without entering it)."""

    type: ClassVar[str] = "storyDescribed"
    story_id: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "story_id": self.story_id}


@dataclass(frozen=True, slots=True)
class StoryExited:
    type: ClassVar[str] = "storyExited"
    story_id: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "story_id": self.story_id}


@dataclass(frozen=True, slots=True)
class SceneChanged:
    type: ClassVar[str] = "sceneChanged"
    source: str | None
    to: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "from": self.source, "to": self.to}


@dataclass(frozen=True, slots=True)
class SpeakerChanged:
    type: ClassVar[str] = "speakerChanged"
    source: str | None
    to: str
    character: SpeakerInfo

    def to_json(self) -> dict[str, Any]:
        c = self.character
        return {
            "type": self.type,
            "from": self.source,
            "to": self.to,
            "character": {"id": c.id, "name": c.name, "voice": c.voice, "voice_tone": c.voice_tone},
        }


@dataclass(frozen=True, slots=True)
class FlagSet:
    type: ClassVar[str] = "flagSet"
    name: str
    value: bool

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "name": self.name, "value": self.value}


@dataclass(frozen=True, slots=True)
class VariableChanged:
    type: ClassVar[str] = "variableChanged"
    name: str
    delta: int
    value: int

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "name": self.name, "delta": self.delta, "value": self.value}


@dataclass(frozen=True, slots=True)
class SceneActionPerformed:
    type: ClassVar[str] = "sceneActionPerformed"
    action_id: str
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "action_id": self.action_id, "text": self.text}


@dataclass(frozen=True, slots=True)
class Blocked:
    type: ClassVar[str] = "blocked"
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Ended:
    type: ClassVar[str] = "ended"
    story_id: str
    node_id: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "story_id": self.story_id, "node_id": self.node_id}


Event: TypeAlias = (
    StoryEntered
    | StoryDescribed
    | StoryExited
    | SceneChanged
    | SpeakerChanged
    | FlagSet
    | VariableChanged
    | SceneActionPerformed
    | Blocked
    | Ended
)


_BY_TYPE: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (
        StoryEntered,
        StoryDescribed,
        StoryExited,
        SceneChanged,
        SpeakerChanged,
        FlagSet,
        VariableChanged,
        SceneActionPerformed,
        Blocked,
        Ended,
    )
}


def event_from_json(data: dict[str, Any]) -> Event:
    """The event a :meth:`to_json` dict describes; raises ValueError (naming the problem) otherwise."""
    kind = data.get("type")
    cls = _BY_TYPE.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown event type {kind!r}")
    fields = {k: v for k, v in data.items() if k != "type"}
    if "from" in fields:
        fields["source"] = fields.pop("from")
    if cls is SpeakerChanged:
        fields["character"] = SpeakerInfo(**fields["character"])
    try:
        return cls(**fields)
    except TypeError as exc:
        raise ValueError(f"bad {kind} event: {exc}") from exc

"""Lookup tables built once per story, so every transition is a few dict lookups."""

from __future__ import annotations

from dataclasses import dataclass

from taleweaver.content.models import (
    NARRATOR_ID,
    Condition,
    Effects,
    MapEdge,
    Persona,
    SceneAction,
    Story,
    StorylineAction,
)
from taleweaver.engine.events import FlagSet, SpeakerInfo


@dataclass(frozen=True, slots=True)
class ActionPlan:
    """Everything ``advance`` needs about one storyline action, resolved once at load."""

    action: StorylineAction
    requires: tuple[Condition, ...]
    set_flags: tuple[tuple[str, bool], ...]
    flag_events: tuple[FlagSet, ...]
    add_variables: tuple[tuple[str, int], ...]
    variable_ops: tuple[tuple[str, bool, int], ...]
    """(name, is_set, value) in order: the action's set/add, then the next node's ``on_enter`` set/add."""
    next_id: str | None
    scene: str
    speaker: str
    speaker_info: SpeakerInfo | None
    ends: bool
    """True when the action leads to an ending (or has no ``next``)."""


@dataclass(frozen=True, slots=True)
class StoryIndex:
    story: Story
    plans: dict[str, dict[str, ActionPlan]]
    """node id → action id → the action's resolved plan."""
    edges: dict[str, dict[str, MapEdge]]
    """scene id → destination scene id → edge (the first edge wins, as Reachy Tales stories expect)."""
    scene_actions: dict[str, dict[str, SceneAction]]
    speakers: dict[str, SpeakerInfo]

    @classmethod
    def build(cls, story: Story) -> StoryIndex:
        edges: dict[str, dict[str, MapEdge]] = {sid: {} for sid in story.scenes}
        for edge in story.map:
            edges.setdefault(edge.source, {}).setdefault(edge.to, edge)
        speakers = {cid: speaker_info(cid, c) for cid, c in story.characters.items()}
        speakers[NARRATOR_ID] = speaker_info(NARRATOR_ID, story.narrator)
        return cls(
            story=story,
            plans={
                nid: {a.id: _plan(story, a, speakers) for a in n.actions}
                for nid, n in story.storylines.items()
            },
            edges=edges,
            scene_actions={sid: {a.id: a for a in s.actions} for sid, s in story.scenes.items()},
            speakers=speakers,
        )


def variable_ops(*effects: Effects) -> tuple[tuple[str, bool, int], ...]:
    """Each effect's ``set_variables`` then its ``add_variables``, as (name, is_set, value), in order."""
    ops: list[tuple[str, bool, int]] = []
    for e in effects:
        ops += [(name, True, value) for name, value in e.set_variables.items()]
        ops += [(name, False, delta) for name, delta in e.add_variables.items()]
    return tuple(ops)


def speaker_info(character_id: str, persona: Persona) -> SpeakerInfo:
    return SpeakerInfo(id=character_id, name=persona.name, voice=persona.voice, voice_tone=persona.voice_tone)


def _plan(story: Story, action: StorylineAction, speakers: dict[str, SpeakerInfo]) -> ActionPlan:
    node = story.storylines[action.next] if action.next is not None else None
    effects = (action.effects, node.on_enter) if node else (action.effects,)
    flags = tuple(item for e in effects for item in e.set_flags.items())
    return ActionPlan(
        action=action,
        requires=action.requires,
        set_flags=flags,
        flag_events=tuple(FlagSet(name, value) for name, value in flags),
        add_variables=tuple(action.effects.add_variables.items()),
        variable_ops=variable_ops(*effects),
        next_id=action.next,
        scene=node.scene if node else "",
        speaker=node.speaker if node else "",
        speaker_info=speakers[node.speaker] if node else None,
        ends=node.is_ending if node else True,
    )

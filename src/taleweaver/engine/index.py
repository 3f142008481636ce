"""Lookup tables built once per story, so every transition is a few dict lookups."""

from __future__ import annotations

from dataclasses import dataclass

from taleweaver.content.models import (
    NARRATOR_ID,
    MapEdge,
    Persona,
    SceneAction,
    Story,
    StorylineAction,
)
from taleweaver.engine.events import SpeakerInfo


@dataclass(frozen=True, slots=True)
class StoryIndex:
    story: Story
    actions: dict[str, dict[str, StorylineAction]]
    """node id → action id → action."""
    edges: dict[str, dict[str, MapEdge]]
    """scene id → destination scene id → edge (the first edge wins, as in the seed)."""
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
            actions={nid: {a.id: a for a in n.actions} for nid, n in story.storylines.items()},
            edges=edges,
            scene_actions={sid: {a.id: a for a in s.actions} for sid, s in story.scenes.items()},
            speakers=speakers,
        )


def speaker_info(character_id: str, persona: Persona) -> SpeakerInfo:
    return SpeakerInfo(id=character_id, name=persona.name, voice=persona.voice, voice_tone=persona.voice_tone)

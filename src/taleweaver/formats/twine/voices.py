"""Who speaks in an imported Twine story: the sidecar's cast and passages tagged ``speaker:ID``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taleweaver.formats.sidecar import Sidecar, assign_voices, character_id, narrator_voice, persona
from taleweaver.formats.twine.source import Passage, TwineStory

SPEAKER_TAG = "speaker:"


@dataclass
class Cast:
    narrator: dict[str, Any]
    characters: dict[str, dict[str, Any]] = field(default_factory=dict)
    description: str = ""

    def speaker_for(self, passage: Passage) -> str:
        for tag in passage.tags:
            if tag.startswith(SPEAKER_TAG):
                return character_id(tag[len(SPEAKER_TAG) :])
        return ""


def build_cast(story: TwineStory, sidecar: Sidecar) -> Cast:
    ids = set(sidecar.characters)
    for p in story.passages:
        for tag in p.tags:
            if tag.startswith(SPEAKER_TAG) and tag[len(SPEAKER_TAG) :]:
                ids.add(character_id(tag[len(SPEAKER_TAG) :]))
    voices = assign_voices(sorted(ids), sidecar)
    narrator = sidecar.narrator
    return Cast(
        narrator={
            "name": narrator.name or "Narrator",
            "description": narrator.description or "The voice telling the story.",
            "voice": narrator_voice(sidecar),
        }
        | {
            key: value
            for key in ("voice_tone", "introduction", "background", "goal")
            if (value := getattr(narrator, key))
        },
        characters={cid: persona(cid, sidecar, voices[cid]) for cid in sorted(ids)},
        description=sidecar.description,
    )

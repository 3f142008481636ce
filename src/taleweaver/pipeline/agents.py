"""The pipeline's agents by name, and where a stage's accepted content came from.

Shared by both levels (the story-level stages in :mod:`.story`, the scene-level ones in :mod:`.scene`)
and by the machinery that runs them (:mod:`.stage`, :mod:`.prompts`, :mod:`.orchestrator`).
"""

from __future__ import annotations

from typing import Literal

StageName = Literal[
    "emotional_cartographer",
    "story_architect",
    "choice_designer",
    "scene_director",
    "visual_motion_director",
    "voice_sound_designer",
    "continuity_editor",
]
STAGE_NAMES: tuple[StageName, ...] = (
    "emotional_cartographer",
    "story_architect",
    "choice_designer",
    "scene_director",
    "visual_motion_director",
    "voice_sound_designer",
    "continuity_editor",
)
Source = Literal["model", "fallback"]
"""``fallback`` marks deterministic stand-in content."""

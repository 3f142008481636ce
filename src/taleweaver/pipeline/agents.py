"""The pipeline's agents by name, and where a stage's accepted content came from.

Shared by both levels (the story-level stages in :mod:`.story`, the scene-level ones in :mod:`.scene`)
and by the machinery that runs them (:mod:`.stage`, :mod:`.prompts`, :mod:`.orchestrator`).
"""

from __future__ import annotations

from typing import Literal, get_args

StageName = Literal[
    "emotional_cartographer",
    "story_architect",
    "choice_designer",
    "scene_director",
    "visual_motion_director",
    "voice_sound_designer",
    "continuity_editor",
    "ending_director",
]
STAGE_NAMES: tuple[StageName, ...] = get_args(StageName)
Source = Literal["model", "fallback"]
"""``fallback`` marks deterministic stand-in content."""
ANCHOR_STAGES: tuple[StageName, ...] = (
    "choice_designer",
    "scene_director",
    "visual_motion_director",
    "voice_sound_designer",
)
"""The stages of an anchor's scene package: the ones its continuity findings may blame and send back."""
ENDING_STAGES: tuple[StageName, ...] = ("ending_director", "visual_motion_director", "voice_sound_designer")
"""The stages of an ending's scene package: the ones its continuity findings may blame and send back."""

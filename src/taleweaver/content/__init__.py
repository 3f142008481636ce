"""Story content: typed models, loading from texts (no I/O), checking, and the authored NPC world.

Everything here takes file texts (a ``{relative path: text}`` mapping) and returns values; reading
files is :mod:`taleweaver.files`' job.
"""

from taleweaver.content.check import check_content, check_story
from taleweaver.content.findings import ContentError, Finding
from taleweaver.content.loader import Files, load_library, load_story
from taleweaver.content.models import (
    Character,
    Library,
    Manifest,
    MapEdge,
    Persona,
    Scene,
    SceneAction,
    Story,
    StorylineAction,
    StorylineNode,
)

__all__ = [
    "Character",
    "ContentError",
    "Files",
    "Finding",
    "Library",
    "Manifest",
    "MapEdge",
    "Persona",
    "Scene",
    "SceneAction",
    "Story",
    "StorylineAction",
    "StorylineNode",
    "check_content",
    "check_story",
    "load_library",
    "load_story",
]

"""What ``taleweaver check`` runs: every check of a story folder or content root (:mod:`.folders`), and of an
ink or Twine story file (:mod:`.story_files`). Above the voice, NPC, format and runtime layers, so it can
pass their checks in."""

from __future__ import annotations

from taleweaver.checks.folders import check_path
from taleweaver.checks.story_files import check_story_file, is_story_file

__all__ = ["check_path", "check_story_file", "is_story_file"]

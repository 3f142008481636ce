"""What ``taleweaver check`` runs: every check of a story folder or content root (:mod:`.folders`), and of an
ink or Twine story file (:mod:`.story_files`). Above the voice, NPC, format and runtime layers, so it can
pass their checks in."""

from __future__ import annotations

from taleweaver.checks.folders import check_path
from taleweaver.checks.story_files import check_ink_or_twine, is_ink_or_twine

__all__ = ["check_ink_or_twine", "check_path", "is_ink_or_twine"]

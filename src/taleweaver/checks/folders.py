"""Every check of a folder, as ``taleweaver check`` runs them: its stories, its voices and its NPC world.

:func:`taleweaver.files.check_path` holds the content layer's checks and takes the others from its
caller; this module, above the voice and NPC layers, passes them in.
"""

from __future__ import annotations

from pathlib import Path

from taleweaver.content.findings import Finding
from taleweaver.files import check_path as check_content_path
from taleweaver.npc.world import check_world_dir
from taleweaver.voice.check import check_content_voices, check_story_voices


def check_path(path: Path) -> list[Finding]:
    """Every finding for a story folder or a content root: its stories, voices and NPC world.

    NPC files are checked laid over the bundled world, as ``taleweaver serve`` loads them. Raises
    :class:`~taleweaver.files.NothingToCheck` for a folder with neither stories nor NPCs, and
    :class:`~taleweaver.content.findings.ContentError` when ``path`` is not a folder.
    """
    return check_content_path(
        path,
        story_checks=[check_story_voices],
        content_checks=[check_content_voices],
        folders={"npcs": check_world_dir},
    )

"""Role prompts: markdown files with front matter above a ``---`` line (``prompts/<role>.md``).

The front matter holds settings (``role``, ``temperature``, ``max_tokens``); the text below the
delimiter is the system prompt (read by :mod:`taleweaver.prompt_files`). Bundled prompts ship in
``taleweaver/bundled/prompts``; an operator's prompts dir replaces them role by role.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from taleweaver.npc.speaker import RolePrompt
from taleweaver.prompt_files import PromptError, bundled_prompt, split_front_matter, validate_front_matter


def parse_prompt(text: str, *, role: str, source: str) -> RolePrompt:
    """Split front matter from the body and validate the settings."""
    meta, body = split_front_matter(text, source=source)
    declared = meta.pop("role", role)
    if declared != role:
        raise PromptError(f"{source}: front matter says role {declared!r}, the file is for role {role!r}")
    return validate_front_matter(RolePrompt, {**meta, "role": role, "text": body}, source=source)


def load_prompts(roles: Iterable[str], prompts_dir: Path | None = None) -> dict[str, RolePrompt]:
    """Each role's prompt from ``prompts_dir`` when it has ``<role>.md``, else the bundled one."""
    prompts = {}
    for role in roles:
        override = prompts_dir / f"{role}.md" if prompts_dir is not None else None
        if override is not None and override.is_file():
            prompts[role] = parse_prompt(
                override.read_text(encoding="utf-8"), role=role, source=str(override)
            )
            continue
        shipped = bundled_prompt(f"{role}.md")
        if shipped is None:
            raise PromptError(f"no prompt for role {role!r}: add {role}.md to the prompts dir")
        prompts[role] = parse_prompt(shipped[0], role=role, source=shipped[1])
    return prompts

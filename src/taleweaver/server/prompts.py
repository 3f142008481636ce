"""Role prompts: markdown files with front matter above a ``---`` line (``prompts/<role>.md``).

The front matter holds settings (``role``, ``temperature``, ``max_tokens``); the text below the
delimiter is the system prompt. Both the usual ``---``-fenced form and the older "settings, then a
``---`` line" form are read. Bundled prompts ship in ``taleweaver/bundled/prompts``; an operator's
prompts dir replaces them role by role.
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import Any

import frontmatter
import yaml
from pydantic import ValidationError

from taleweaver.npc.speaker import RolePrompt
from taleweaver.validation import describe


class PromptError(ValueError):
    """A prompt file that is missing or malformed; the message names the file and the fix."""


def parse_prompt(text: str, *, role: str, source: str) -> RolePrompt:
    """Split front matter from the body and validate the settings."""
    meta, body = _split(text, source)
    if not body.strip():
        raise PromptError(f"{source}: the prompt text below the front matter is empty")
    declared = meta.pop("role", role)
    if declared != role:
        raise PromptError(f"{source}: front matter says role {declared!r}, the file is for role {role!r}")
    try:
        return RolePrompt.model_validate({**meta, "role": role, "text": body.strip()})
    except ValidationError as exc:
        raise PromptError(f"{source}: {describe(exc)}") from exc


def load_prompts(roles: Iterable[str], prompts_dir: Path | None = None) -> dict[str, RolePrompt]:
    """Each role's prompt from ``prompts_dir`` when it has ``<role>.md``, else the bundled one."""
    bundled = resources.files("taleweaver.bundled") / "prompts"
    prompts = {}
    for role in roles:
        override = prompts_dir / f"{role}.md" if prompts_dir is not None else None
        if override is not None and override.is_file():
            prompts[role] = parse_prompt(
                override.read_text(encoding="utf-8"), role=role, source=str(override)
            )
            continue
        shipped = bundled / f"{role}.md"
        if not shipped.is_file():
            raise PromptError(f"no prompt for role {role!r}: add {role}.md to the prompts dir")
        prompts[role] = parse_prompt(
            shipped.read_text(encoding="utf-8"), role=role, source=f"bundled/{role}.md"
        )
    return prompts


def _split(text: str, source: str) -> tuple[dict[str, Any], str]:
    try:
        if text.lstrip().startswith("---"):
            post = frontmatter.loads(text)
            return dict(post.metadata), str(post.content)
        head, sep, body = text.partition("\n---\n")
        if not sep:
            return {}, text
        meta = yaml.safe_load(head) or {}
    except yaml.YAMLError as exc:
        raise PromptError(f"{source}: front matter is not valid YAML ({exc})") from exc
    if not isinstance(meta, dict):
        raise PromptError(f"{source}: front matter must be `key: value` lines above the `---` line")
    return meta, body

"""Prompt files: markdown with front matter (settings) above the prompt text, read one way everywhere.

Both the usual ``---``-fenced front matter and the older "settings, then a ``---`` line" form are
read. Errors are :class:`PromptError` and name the file and what to fix. Used by the server's role
prompts (:mod:`taleweaver.server.prompts`) and the pipeline's agent prompts
(:mod:`taleweaver.pipeline.prompts`).
"""

from __future__ import annotations

from importlib import resources
from typing import Any, TypeVar

import frontmatter
import yaml
from pydantic import BaseModel, ValidationError

from taleweaver.validation import describe

M = TypeVar("M", bound=BaseModel)


class PromptError(ValueError):
    """A prompt file that is missing or malformed (an operator or author mistake); the message says
    which file and what to fix."""


def split_front_matter(text: str, *, source: str) -> tuple[dict[str, Any], str]:
    """The settings and the prompt text (stripped, never empty) of a prompt file."""
    try:
        if text.lstrip().startswith("---"):
            post = frontmatter.loads(text)
            meta: object = dict(post.metadata)
            body = str(post.content)
        else:
            head, sep, body = text.partition("\n---\n")
            meta = (yaml.safe_load(head) or {}) if sep else {}
            body = body if sep else text
    except yaml.YAMLError as exc:
        raise PromptError(f"{source}: front matter is not valid YAML ({exc})") from exc
    if not isinstance(meta, dict):
        raise PromptError(f"{source}: front matter must be `key: value` lines above the `---` line")
    if not body.strip():
        raise PromptError(f"{source}: the prompt body below the front matter is empty")
    return meta, body.strip()


def validate_front_matter(model: type[M], values: dict[str, Any], *, source: str) -> M:
    """``values`` as ``model``; a bad setting is a :class:`PromptError` naming the field."""
    try:
        return model.model_validate(values)
    except ValidationError as exc:
        raise PromptError(f"{source}: bad front matter ({describe(exc)})") from exc


def bundled_prompt(*parts: str) -> tuple[str, str] | None:
    """The text and display name of a prompt shipped in ``taleweaver/bundled/prompts``, if present."""
    resource = resources.files("taleweaver.bundled").joinpath("prompts", *parts)
    if not resource.is_file():
        return None
    return resource.read_text(encoding="utf-8"), "bundled/prompts/" + "/".join(parts)

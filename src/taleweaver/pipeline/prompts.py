"""Agent prompts: markdown files with front matter (role, output model) shipped in ``bundled/prompts``,
read by :mod:`taleweaver.prompt_files`.

The body is the stable system prompt (cache-friendly); the per-call input goes in the user message
as JSON, and retry feedback is appended as one more user message.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from taleweaver.models.port import Message
from taleweaver.pipeline.agents import StageName
from taleweaver.prompt_files import PromptError, bundled_prompt, split_front_matter, validate_front_matter


class AgentPrompt(BaseModel):
    """One agent's instructions and call settings."""

    model_config = ConfigDict(frozen=True)

    role: StageName
    output: str = Field(description="Name of the pydantic model the agent must produce.")
    temperature: float = 0.7
    max_tokens: int = 900
    body: str

    def messages(self, payload: BaseModel) -> list[Message]:
        return [
            Message(role="system", content=self.body),
            Message(
                role="user",
                content="Input:\n"
                + payload.model_dump_json(exclude_none=True)
                + f"\n\nReply with one JSON object: the {self.output}.",
            ),
        ]


def parse_prompt(text: str, *, source: str) -> AgentPrompt:
    """Parse a prompt file's text; errors name the file and the field to fix."""
    meta, body = split_front_matter(text, source=source)
    return validate_front_matter(AgentPrompt, {**meta, "body": body}, source=source)


@cache
def load_prompt(role: StageName, directory: Path | None = None) -> AgentPrompt:
    """The prompt for ``role`` from ``directory`` (default: the bundled prompts)."""
    name = f"{role}.md"
    if directory is not None:
        path = directory / name
        if not path.is_file():
            raise PromptError(f"{path}: prompt file not found")
        text, source = path.read_text(encoding="utf-8"), str(path)
    else:
        shipped = bundled_prompt("pipeline", name)
        if shipped is None:
            raise PromptError(f"bundled prompt prompts/pipeline/{name} is missing from the package")
        text, source = shipped
    prompt = parse_prompt(text, source=source)
    if prompt.role != role:
        raise PromptError(f"{source}: front matter says role {prompt.role!r}, expected {role!r}")
    return prompt

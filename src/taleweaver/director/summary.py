"""Summaries of recent transitions, handed to the next voice when the speaker changes.

The model writes the summary (2–3 spoken sentences); when it fails, answers nothing or rambles, a
deterministic summary built from the transition log is used instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.content.models import Library
from taleweaver.engine.events import Event
from taleweaver.models.port import ChatModel, ChatRequest, Message, ModelError

MAX_SUMMARY_CHARS = 600
SUMMARY_MAX_TOKENS = 200
"""The handoff summary's token budget (seed 000: 200)."""


def _event_line(event: Event, library: Library) -> str | None:
    match event.type:
        case "storyEntered":
            story = library.stories.get(event.story_id)  # type: ignore[union-attr]
            return f'The story "{story.title if story else event.story_id}" began.'  # type: ignore[union-attr]
        case "storyExited":
            return "The player left the story."
        case "sceneChanged":
            return f"The scene moved to {event.to.replace('_', ' ')}."  # type: ignore[union-attr]
        case "speakerChanged":
            return f"{event.character.name} began to speak."  # type: ignore[union-attr]
        case "flagSet":
            verb = "is now true" if event.value else "is now false"  # type: ignore[union-attr]
            return f"{event.name.replace('_', ' ').capitalize()} {verb}."  # type: ignore[union-attr]
        case "variableChanged":
            return f"{event.name.capitalize()} changed by {event.delta:+d}."  # type: ignore[union-attr]
        case "sceneActionPerformed":
            return f"The player paused to {event.action_id.replace('_', ' ')}."  # type: ignore[union-attr]
        case "ended":
            return "The story reached an ending."
    return None


def log_lines(events: Sequence[Event], library: Library) -> list[str]:
    return [line for e in events if (line := _event_line(e, library)) is not None]


def deterministic_summary(events: Sequence[Event], library: Library, *, sentences: int = 3) -> str:
    """A plain summary of the last few transitions (at most ``sentences`` sentences)."""
    lines = log_lines(events, library)
    if not lines:
        return "The story is just beginning."
    return " ".join(lines[-sentences:])


async def summarize(model: ChatModel | None, events: Sequence[Event], library: Library) -> tuple[str, bool]:
    """The summary text and whether the model wrote it (False = deterministic fallback)."""
    fallback = deterministic_summary(events, library)
    lines = log_lines(events, library)
    if model is None or not lines:
        return fallback, False
    prompt = (
        "Given these recent story events, write a 2-3 sentence summary for the character who speaks next. "
        "Say what just happened and what the player was doing. Plain spoken English, no markdown.\n\n"
        "Events:\n" + "\n".join(lines)
    )
    request = ChatRequest(
        messages=[Message(role="user", content=prompt)],
        max_tokens=SUMMARY_MAX_TOKENS,
        temperature=0.4,
        role="summary",
    )
    try:
        result = await model.chat(request)
    except ModelError:
        return fallback, False
    text = " ".join(result.text.split())
    if not text or len(text) > MAX_SUMMARY_CHARS or result.tool_calls:
        return fallback, False
    return text, True

"""What the robot app plays with, from the settings: the story, the voice mode and the model.

The dashboard starts the app with no command line, so everything comes from the environment
(:class:`~taleweaver.settings.Settings`, read once by the app):

- ``TALEWEAVER_STORY``: the story to open — a bundled story's id, or the path of an ink story (a compiled
  ``.ink.json``, an ``.ink`` source with the ink compiler installed, or a folder holding one and its
  ``taleweaver.json`` sidecar); unset, the narrator's menu.
- ``TALEWEAVER_MODEL`` (with ``TALEWEAVER_BASE_URL``/``…_API_KEY``/``OLLAMA_HOST``): unset or ``offline``,
  the offline stack (matcher-first, scripted lines); a text model spec (``openai:MODEL``,
  ``ollama:MODEL``, ``local``…), the director voices the story and its lines are spoken by the offline
  voices; ``realtime`` / ``realtime:MODEL``, speech to speech through a Realtime session (it needs
  ``TALEWEAVER_API_KEY`` or ``OPENAI_API_KEY``; ``TALEWEAVER_REALTIME_URL`` and
  ``TALEWEAVER_REALTIME_MODEL`` as for ``/realtime``).
- ``TALEWEAVER_SUMMARY_MODEL``: the model that writes the handoff summary (default: the story's model).
- ``TALEWEAVER_CALL_LOG``: a JSONL line per model call (who asked, latency, tokens, outcome).

This module needs no SDK, so it is tested without one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from taleweaver.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import is_ink_path, load_ink_story
from taleweaver.intent import IntentMatcher
from taleweaver.models import ModelConfigError, choose_model
from taleweaver.models.port import ChatModel
from taleweaver.player.session import PlaySession
from taleweaver.runtime.director import RuntimeDirector
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.play import RuntimePlaySession
from taleweaver.runtime.session import RuntimeSession
from taleweaver.settings import Settings

VoiceMode = Literal["offline", "text", "realtime"]
"""``offline``: no model; ``text``: a text model, offline voices; ``realtime``: speech to speech."""

REALTIME_PREFIX = "realtime"
REALTIME_NEEDS_KEY = (
    "TALEWEAVER_MODEL={spec!r}: realtime on the robot needs an OpenAI key: set TALEWEAVER_API_KEY (or "
    "OPENAI_API_KEY); or set TALEWEAVER_MODEL to a text model (openai:MODEL, ollama:MODEL, local) to have "
    "the story voiced with the offline voices, or unset it to play offline"
)


class RobotConfigError(ValueError):
    """A setting the robot app cannot start with; the message names the variable and the fix."""


@dataclass(frozen=True)
class RobotConfig:
    story_id: str | None
    """The story to open, ``None`` for the narrator's menu."""
    mode: VoiceMode
    model: ChatModel | None
    """The text model (mode ``text``); ``None`` offline and in realtime."""
    summarizer: ChatModel | None
    described: str
    """One sentence for the app's log: which model, and why."""
    realtime_model: str | None = None
    """The Realtime model (mode ``realtime``): ``realtime:MODEL``'s, else ``TALEWEAVER_REALTIME_MODEL``
    (``None``: the session class's default)."""
    ink: Path | None = None
    """An ink story to play instead of the library (``TALEWEAVER_STORY`` naming one); ``story_id`` is
    then ``None``."""


def realtime_spec(spec: str | None) -> bool:
    """Whether a model spec asks for speech to speech (``realtime`` or ``realtime:MODEL``)."""
    kind = (spec or "").strip().partition(":")[0].lower()
    return kind == REALTIME_PREFIX


def robot_config(settings: Settings, engine: StoryEngine) -> RobotConfig:
    """The robot app's configuration from ``settings``; raises :class:`RobotConfigError` with the fix."""
    story_id = settings.story
    realtime = realtime_spec(settings.model)
    ink = ink_story(story_id, realtime) if story_id is not None else None
    if ink is not None:
        story_id = None
    elif story_id is not None and story_id not in engine.library.stories:
        known = ", ".join(engine.library.stories)
        raise RobotConfigError(
            f"TALEWEAVER_STORY={story_id!r} is not a story; known: {known}, or the path of an ink story "
            "(.ink.json, .ink, or a folder holding one); or unset it for the menu"
        )
    if realtime and not settings.api_key:
        raise RobotConfigError(REALTIME_NEEDS_KEY.format(spec=settings.model))
    try:
        choice = None if realtime else choose_model(None, settings=settings, call_log=settings.call_log)
        summarizer = None
        if settings.summary_model and (realtime or (choice is not None and choice.model is not None)):
            summarizer = choose_model(
                settings.summary_model, settings=settings, call_log=settings.call_log
            ).model
            if summarizer is None:
                raise RobotConfigError(
                    f"TALEWEAVER_SUMMARY_MODEL={settings.summary_model!r}: name a model "
                    "(openai:MODEL, ollama:MODEL, local) or unset it"
                )
    except ModelConfigError as exc:
        raise RobotConfigError(f"TALEWEAVER_MODEL / TALEWEAVER_SUMMARY_MODEL: {exc}") from exc
    if choice is None:
        name = (settings.model or "").partition(":")[2].strip() or settings.realtime_model
        said = f"Using the Realtime model {name or 'default'} (speech to speech, TALEWEAVER_MODEL)."
        return RobotConfig(story_id, "realtime", None, summarizer, said, realtime_model=name)
    mode: VoiceMode = "offline" if choice.model is None else "text"
    return RobotConfig(story_id, mode, choice.model, summarizer, choice.describe(), ink=ink)


def ink_story(story: str, realtime: bool) -> Path | None:
    """``TALEWEAVER_STORY`` as an ink story's path, or ``None`` when it names none (a story id)."""
    path = Path(story).expanduser()
    if not is_ink_path(path):
        return None
    if realtime:
        raise RobotConfigError(
            f"TALEWEAVER_STORY={story!r} is an ink story, and a Realtime session plays the bundled "
            "stories only: unset TALEWEAVER_MODEL (offline voices) or set it to a text model "
            "(openai:MODEL, ollama:MODEL, local) to play it on the robot"
        )
    return path


def robot_session(
    engine: StoryEngine, config: RobotConfig, matcher: IntentMatcher | None, state: StoryState | None = None
) -> PlaySession:
    """The player session the robot plays: with a model, the director voices it with the body tools.

    The robot has a body, so the director is *embodied*: ``move_head`` and ``play_move`` are offered
    at the menu and in every story, ``look`` and ``play_emotion`` inside a story. The route is
    matcher-first: a spoken line the matcher is sure of (a story's name, an option) is acted on at once,
    with no model round trip; the model answers the rest.
    """
    director = None
    if config.model is not None:
        director = Director(engine, config.model, embodied=True, summarizer=config.summarizer)
    return PlaySession(engine, matcher=matcher, state=state, director=director, route="matcher-first")


def robot_ink_session(path: Path, config: RobotConfig, matcher: IntentMatcher | None) -> RuntimePlaySession:
    """The player session over an ink story (its cast and voices from its sidecar); with a text model the
    director voices the choices (``take_choice``; an ink story offers the robot no body tools — its
    ``emotion:`` tags and speakers move the body). Raises :class:`RobotConfigError` naming the file."""
    try:
        story = load_ink_story(path)
    except InkError as exc:
        raise RobotConfigError(f"TALEWEAVER_STORY={str(path)!r}: {exc}") from exc
    director = None if config.model is None else RuntimeDirector(config.model, title=story.title)
    inner = RuntimeSession(InkStoryRuntime(story), matcher=matcher, director=director, route="matcher-first")
    return RuntimePlaySession(inner, story)


__all__ = [
    "REALTIME_NEEDS_KEY",
    "RobotConfig",
    "RobotConfigError",
    "VoiceMode",
    "ink_story",
    "realtime_spec",
    "robot_config",
    "robot_ink_session",
    "robot_session",
]

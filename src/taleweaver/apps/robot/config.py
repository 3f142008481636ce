"""What the robot app plays with, from the settings: the story, the voice mode and the model.

The dashboard starts the app with no command line, so everything comes from the environment
(:class:`~taleweaver.settings.Settings`, read once by the app):

- ``TALEWEAVER_STORY``: the story to open; unset, the narrator's menu.
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
from typing import Literal

from taleweaver.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.intent import IntentMatcher
from taleweaver.models import ModelConfigError, choose_model
from taleweaver.models.port import ChatModel
from taleweaver.player.session import PlaySession
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


def realtime_spec(spec: str | None) -> bool:
    """Whether a model spec asks for speech to speech (``realtime`` or ``realtime:MODEL``)."""
    kind = (spec or "").strip().partition(":")[0].lower()
    return kind == REALTIME_PREFIX


def robot_config(settings: Settings, engine: StoryEngine) -> RobotConfig:
    """The robot app's configuration from ``settings``; raises :class:`RobotConfigError` with the fix."""
    story_id = settings.story
    if story_id is not None and story_id not in engine.library.stories:
        known = ", ".join(engine.library.stories)
        raise RobotConfigError(
            f"TALEWEAVER_STORY={story_id!r} is not a story; known: {known} (or unset it for the menu)"
        )
    realtime = realtime_spec(settings.model)
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
    return RobotConfig(story_id, mode, choice.model, summarizer, choice.describe())


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


__all__ = [
    "REALTIME_NEEDS_KEY",
    "RobotConfig",
    "RobotConfigError",
    "VoiceMode",
    "realtime_spec",
    "robot_config",
    "robot_session",
]

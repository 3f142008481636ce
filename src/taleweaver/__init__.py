"""taleweaver: bounded AI storytelling. The model writes the words, code owns the state.

The names below are what a program needs; each is imported on first use, so ``import taleweaver``
stays instant and loads no HTTP client, server or model SDK.

- **Content**: :func:`load_library_from` (a story folder, a content root, or the bundled stories),
  :func:`check_path` (every finding, as ``taleweaver check`` prints them), :class:`Library`,
  :class:`Story`, :class:`Finding`, :class:`ContentError`.
- **Engine**: :class:`StoryEngine` (pure: state in, :class:`Transition` with events out),
  :class:`StoryState`, :data:`Event`, :func:`dump_save` / :func:`load_save`.
- **Player**: :class:`PlaySession` — what ``taleweaver play`` runs: numbers, commands, free text.
- **Models and the director**: :func:`choose_model` (spec strings such as ``ollama:llama3.2`` or
  ``fake``), :class:`Director`, :class:`Settings` / :func:`load_settings`.
- **NPCs**: :class:`NpcService` and :class:`NpcConversation` over :class:`HttpTransport` or
  :func:`in_process`.
- **Pipeline**: :class:`Pipeline`, :class:`StoryFlow`, :func:`generate_story`, :func:`write_story`.
- **Sessions**: :class:`SessionSigner` seals state a client carries between requests.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_EXPORTS: dict[str, str] = {
    # content
    "load_library_from": "taleweaver.files",
    "check_path": "taleweaver.checks",
    "bundled_root": "taleweaver.files",
    "Library": "taleweaver.content.models",
    "Story": "taleweaver.content.models",
    "Finding": "taleweaver.content.findings",
    "ContentError": "taleweaver.content.findings",
    # engine
    "StoryEngine": "taleweaver.engine.engine",
    "StoryState": "taleweaver.engine.state",
    "Transition": "taleweaver.engine.state",
    "Event": "taleweaver.engine.events",
    "dump_save": "taleweaver.engine.save",
    "load_save": "taleweaver.engine.save",
    # player
    "PlaySession": "taleweaver.player.session",
    "TurnOutput": "taleweaver.player.session",
    # models and the director
    "choose_model": "taleweaver.models.spec",
    "ChatModel": "taleweaver.models.port",
    "Director": "taleweaver.director.director",
    "Settings": "taleweaver.settings",
    "load_settings": "taleweaver.settings",
    # NPCs
    "NpcService": "taleweaver.npc.service",
    "NpcConversation": "taleweaver.npc.conversation",
    "HttpTransport": "taleweaver.npc.transport",
    "in_process": "taleweaver.npc.transport",
    # pipeline
    "Pipeline": "taleweaver.pipeline.orchestrator",
    "StoryFlow": "taleweaver.pipeline.flow",
    "generate_story": "taleweaver.pipeline.generate",
    "write_story": "taleweaver.pipeline.export",
    # sessions
    "SessionSigner": "taleweaver.signing",
}

__all__ = [
    "ChatModel",
    "ContentError",
    "Director",
    "Event",
    "Finding",
    "HttpTransport",
    "Library",
    "NpcConversation",
    "NpcService",
    "Pipeline",
    "PlaySession",
    "SessionSigner",
    "Settings",
    "Story",
    "StoryEngine",
    "StoryFlow",
    "StoryState",
    "Transition",
    "TurnOutput",
    "__version__",
    "bundled_root",
    "check_path",
    "choose_model",
    "dump_save",
    "generate_story",
    "in_process",
    "load_library_from",
    "load_save",
    "load_settings",
    "write_story",
]
"""Kept literal for type checkers and linters; a test checks it matches ``_EXPORTS``."""

if TYPE_CHECKING:
    from taleweaver.checks import check_path
    from taleweaver.content.findings import ContentError, Finding
    from taleweaver.content.models import Library, Story
    from taleweaver.director.director import Director
    from taleweaver.engine.engine import StoryEngine
    from taleweaver.engine.events import Event
    from taleweaver.engine.save import dump_save, load_save
    from taleweaver.engine.state import StoryState, Transition
    from taleweaver.files import bundled_root, load_library_from
    from taleweaver.models.port import ChatModel
    from taleweaver.models.spec import choose_model
    from taleweaver.npc.conversation import NpcConversation
    from taleweaver.npc.service import NpcService
    from taleweaver.npc.transport import HttpTransport, in_process
    from taleweaver.pipeline.export import write_story
    from taleweaver.pipeline.flow import StoryFlow
    from taleweaver.pipeline.generate import generate_story
    from taleweaver.pipeline.orchestrator import Pipeline
    from taleweaver.player.output import TurnOutput
    from taleweaver.player.session import PlaySession
    from taleweaver.settings import Settings, load_settings
    from taleweaver.signing import SessionSigner


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'taleweaver' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)

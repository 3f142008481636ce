"""The story engine: pure and deterministic. A state and a move in, a :class:`Transition` out.

:class:`StoryEngine` answers what is possible now (actions, reachable scenes, scene actions) and
applies moves; each :class:`Transition` carries the new :class:`StoryState` and the events that
happened. Saves are versioned JSON (:func:`dump_save` / :func:`load_save`).
"""

from taleweaver.engine.engine import ReachableScene, StoryEngine, StorySummary
from taleweaver.engine.events import (
    Blocked,
    Ended,
    Event,
    FlagSet,
    SceneActionPerformed,
    SceneChanged,
    SpeakerChanged,
    StoryDescribed,
    StoryEntered,
    StoryExited,
    VariableChanged,
    event_from_json,
)
from taleweaver.engine.save import SaveError, dump_save, load_save
from taleweaver.engine.state import StoryState, Transition

__all__ = [
    "Blocked",
    "Ended",
    "Event",
    "FlagSet",
    "ReachableScene",
    "SaveError",
    "SceneActionPerformed",
    "SceneChanged",
    "SpeakerChanged",
    "StoryDescribed",
    "StoryEngine",
    "StoryEntered",
    "StoryExited",
    "StoryState",
    "StorySummary",
    "Transition",
    "VariableChanged",
    "dump_save",
    "event_from_json",
    "load_save",
]

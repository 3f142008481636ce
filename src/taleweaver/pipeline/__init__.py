"""The generative story pipeline: from a player's feelings to a playable, checkable story.

Eight agents (emotional cartographer, story architect, choice designer, scene director, visual &
motion director, voice & sound designer, continuity editor, ending director) each run through one
bounded step — build request → call model → parse → validate (schema + semantics) → accept, retry
narrowly with typed feedback, or fall back → record — so the pipeline completes with any model, or
none. Story-level stages live in :mod:`.story`, scene-level ones (a scene package per anchor, and one
for the ending) in :mod:`.scene`; the flow that runs them is at the top of the package.
"""

from taleweaver.pipeline.events import EventLog, EventSink, ProgressEvent
from taleweaver.pipeline.export import export_files, write_story
from taleweaver.pipeline.feedback import Feedback, Problem
from taleweaver.pipeline.flow import ChoiceNotAvailable, FlowError, StepResult, StoryFlow
from taleweaver.pipeline.generate import GeneratedStory, generate_story
from taleweaver.pipeline.orchestrator import AnchorResult, Pipeline, PipelineConfig, StageRecord
from taleweaver.pipeline.scene.contracts import (
    CONTINUE,
    AssetStatus,
    ChoiceSet,
    EndingPackage,
    ScenePackage,
)
from taleweaver.pipeline.session import (
    SessionInvalid,
    SessionState,
    SessionVersionMismatch,
    open_session,
    seal_session,
)
from taleweaver.pipeline.stage import StageOutcome, StageSpec, run_stage
from taleweaver.pipeline.story.contracts import (
    ANCHOR_IDS,
    DECISION_IDS,
    ENDING_IDS,
    HIDDEN_VARIABLES,
    EmotionalMap,
    Ending,
    HiddenState,
    StoryBible,
)

__all__ = [
    "ANCHOR_IDS",
    "CONTINUE",
    "DECISION_IDS",
    "ENDING_IDS",
    "HIDDEN_VARIABLES",
    "AnchorResult",
    "AssetStatus",
    "ChoiceNotAvailable",
    "ChoiceSet",
    "EmotionalMap",
    "Ending",
    "EndingPackage",
    "EventLog",
    "EventSink",
    "Feedback",
    "FlowError",
    "GeneratedStory",
    "HiddenState",
    "Pipeline",
    "PipelineConfig",
    "Problem",
    "ProgressEvent",
    "ScenePackage",
    "SessionInvalid",
    "SessionState",
    "SessionVersionMismatch",
    "StageOutcome",
    "StageRecord",
    "StageSpec",
    "StepResult",
    "StoryBible",
    "StoryFlow",
    "export_files",
    "generate_story",
    "open_session",
    "run_stage",
    "seal_session",
    "write_story",
]

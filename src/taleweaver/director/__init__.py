"""The bounded LLM director: prompts, per-transition tools, re-validated dispatch, speaker handoff."""

from taleweaver.director.audit import AuditLog, AuditRound, AuditTurn, read_audit
from taleweaver.director.bridge import Handoff, SpeakerConversation, StoryBridge
from taleweaver.director.director import Director, DirectorTurn
from taleweaver.director.dispatch import ToolOutcome, dispatch
from taleweaver.director.prompt import menu_prompt, options_recap, stable_prompt, turn_state
from taleweaver.director.summary import deterministic_summary, summarize
from taleweaver.director.tools import STORY_TOOL_NAMES, build_tools, legal_ids

__all__ = [
    "STORY_TOOL_NAMES",
    "AuditLog",
    "AuditRound",
    "AuditTurn",
    "Director",
    "DirectorTurn",
    "Handoff",
    "SpeakerConversation",
    "StoryBridge",
    "ToolOutcome",
    "build_tools",
    "deterministic_summary",
    "dispatch",
    "legal_ids",
    "menu_prompt",
    "options_recap",
    "read_audit",
    "stable_prompt",
    "summarize",
    "turn_state",
]

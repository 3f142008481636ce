"""A scripted director model for the robot tests: it uses the robot's tools and says one line.

At the menu it tilts the head (``move_head tilt_left``) and tries ``look``, which is not offered there
(refused); inside a story it dances (``play_move twist``). After its calls it speaks.
"""

from __future__ import annotations

from taleweaver.models.port import ChatRequest
from taleweaver.testing import FunctionModel, tool_call
from taleweaver.testing.models import Reply

MENU_LINE = "I am very well, thank you. Which story shall we play?"
STORY_LINE = "Aye, a little jig for the crew!"


def answer(request: ChatRequest) -> Reply:
    offered = {tool.name for tool in request.tools}
    if request.role != "director":  # the handoff summary
        return "The player chose a story."
    if request.messages[-1].role == "tool":
        return MENU_LINE if "select_story" in offered else STORY_LINE
    if "select_story" in offered:
        return [tool_call("move_head", direction="tilt_left"), tool_call("look", target="sparrow")]
    return [tool_call("play_move", name="twist")]


def robot_model() -> FunctionModel:
    return FunctionModel(answer, name="robot-script")


def offered(model: FunctionModel) -> list[tuple[bool, set[str]]]:
    """Per director request (not the handoff summaries): (at the menu, the tools offered)."""
    return [
        ("select_story" in (names := {t.name for t in r.tools}), names)
        for r in model.requests
        if r.role == "director"
    ]

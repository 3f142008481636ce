"""How a line's outcome is scored (`player.intent_eval.line_result`): resolved, wrong, its ``also`` keys."""

from __future__ import annotations

import pytest

from taleweaver.intent.evalsets import EvalLine
from taleweaver.player.intent_eval import Outcome, line_result


def _line(expect: str, also: tuple[str, ...] = ()) -> EvalLine:
    return EvalLine(
        node="lift_stops", text="Go over to the patrol hut", expect=expect, style="plain", also=also
    )


@pytest.mark.parametrize(
    ("line", "outcome", "key", "right", "wrong"),
    [
        (_line("do:go_morag"), "acted", "do:go_morag", True, False),
        (_line("do:go_morag"), "acted", "go:patrol_hut", False, True),
        # a storyline move and the map move to the same place: either resolves the line
        (_line("do:go_morag", ("go:patrol_hut",)), "acted", "go:patrol_hut", True, False),
        (_line("do:go_morag", ("go:patrol_hut",)), "acted", "do:find_ewan", False, True),
        (_line("do:go_morag", ("go:patrol_hut",)), "clarify", None, False, False),
        (_line("do:go_morag"), "blocked", "do:go_morag", False, False),
        # a clarify line: acting is wrong, except on an also option (a refusal it may take)
        (_line("clarify", ("do:refuse_cal",)), "clarify", None, True, False),
        (_line("clarify", ("do:refuse_cal",)), "acted", "do:refuse_cal", True, False),
        (_line("clarify", ("do:refuse_cal",)), "acted", "do:accept_cal", False, True),
        (_line("off_topic"), "acted", "act:stamp_feet", False, True),
    ],
)
def test_line_result(line: EvalLine, outcome: Outcome, key: str | None, right: bool, wrong: bool) -> None:
    result = line_result(line, outcome, key)
    assert (result.right, result.wrong) == (right, wrong)

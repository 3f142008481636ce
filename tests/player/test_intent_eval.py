"""How a line's outcome is scored (`player.intent_eval.line_result`): resolved, wrong, its ``also`` keys; and
where it is played (`refusal_eval.state_offering`): where its option is open."""

from __future__ import annotations

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.intent.evalsets import EvalLine
from taleweaver.player.intent_eval import Outcome, engine_for, line_result, run_line
from taleweaver.player.options import current_options
from taleweaver.player.refusal_eval import state_at, state_offering


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


def _open(engine: StoryEngine, state: StoryState, key: str) -> bool:
    return any(o.key == key and o.available for o in current_options(engine, state))


def test_a_line_is_played_where_its_option_is_open() -> None:
    # science_fair's *Show her the proof* needs the footage, which the shortest way in never gets
    engine = engine_for("science_fair")
    first = state_at(engine, "science_fair", "okonjo_sabotage")
    assert not _open(engine, first, "do:show_proof")
    state = state_offering(engine, "science_fair", "okonjo_sabotage", ("do:show_proof",))
    assert state.node_id == "okonjo_sabotage"
    assert _open(engine, state, "do:show_proof")
    # no option named, one open already, or one never open: the shortest way in, as before
    assert state_offering(engine, "science_fair", "okonjo_sabotage") == first
    assert state_offering(engine, "science_fair", "arrival", ("do:find_stan",)) == state_at(
        engine, "science_fair", "arrival"
    )
    assert state_offering(engine, "science_fair", "okonjo_sabotage", ("do:no_such_thing",)) == first


def test_run_line_scores_a_gated_option_where_it_is_open(minilm: MiniLMEncoder) -> None:
    line = EvalLine(node="okonjo_sabotage", text="show her the proof", expect="do:show_proof", style="plain")
    result = run_line(engine_for("science_fair"), "science_fair", line, IntentMatcher(minilm))
    assert (result.outcome, result.key, result.right) == ("acted", "do:show_proof", True)

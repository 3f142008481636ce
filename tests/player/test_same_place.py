"""`player.same_place`: a line held between a storyline action and the move to the place it leads to, that
names the place, is the action."""

from __future__ import annotations

import pytest

from taleweaver.intent.candidate import IntentDecision, RankedOption
from taleweaver.intent.encoder import MiniLMEncoder
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.player.intent_eval import engine_for
from taleweaver.player.options import current_options
from taleweaver.player.refusal_eval import state_offering
from taleweaver.player.same_place import the_storys_way_there
from taleweaver.player.session import PlaySession

# moving_day (an evaluation story): at thwaites_go, in the new house, "Race down to the estate agent's" leads
# into the estate agent's (scene estate_agent, "Booth & Roper Estate Agents"), as the map move there does.
STORY, NODE = "moving_day", "thwaites_go"
RACE, AGENT, BARRY = "do:race_to_agent", "go:estate_agent", "do:follow_barry"


def asked(*scores: tuple[str, float]) -> IntentDecision:
    options = tuple(RankedOption(key=key, label=key, score=score) for key, score in scores)
    return IntentDecision(outcome="clarify", reason="ambiguous", options=options)


def way(text: str, decision: IntentDecision) -> IntentDecision | None:
    engine = engine_for(STORY)
    state = state_offering(engine, STORY, NODE, ())
    story = engine.story(state)
    assert story is not None
    offered = current_options(engine, state)
    return the_storys_way_there(engine, state, story, text, decision, offered)


def test_held_between_the_action_and_its_place_named_takes_the_action() -> None:
    taken = way("Run down to Booth & Roper's", asked((AGENT, 0.88), (RACE, 0.81), ("go:van", 0.36)))
    assert taken is not None
    assert (taken.outcome, taken.key, taken.score) == ("matched", RACE, 0.81)
    assert [o.key for o in taken.options] == [RACE, AGENT, "go:van"]


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        # the place is not named: the line may mean something else that leads the same way
        ("run down there as fast as I can", asked((AGENT, 0.88), (RACE, 0.81))),
        # a third option as close: the line is not held between these two
        ("Run down to Booth & Roper's", asked((AGENT, 0.88), (RACE, 0.81), ("go:van", 0.79))),
        # the two are not close: the matcher asked for another reason
        ("Run down to Booth & Roper's", asked((AGENT, 0.88), (RACE, 0.60))),
        # two actions, no move
        ("Run down to Booth & Roper's", asked((RACE, 0.88), (BARRY, 0.85))),
        # a move to a place the action does not lead to
        ("the van at Booth & Roper's", asked(("go:van", 0.88), (RACE, 0.85))),
    ],
)
def test_otherwise_the_question_stands(text: str, decision: IntentDecision) -> None:
    assert way(text, decision) is None


def test_a_match_is_left_alone() -> None:
    matched = IntentDecision(outcome="matched", key=AGENT, score=0.9, options=())
    assert way("Run down to Booth & Roper's", matched) is None


@pytest.mark.minilm
def test_a_player_naming_the_place_takes_the_storys_way_there(minilm: MiniLMEncoder) -> None:
    engine = engine_for(STORY)
    session = PlaySession(
        engine, matcher=IntentMatcher(minilm), state=state_offering(engine, STORY, NODE, ())
    )
    out = session.handle("Run down to Booth & Roper's as fast as I can")
    chosen = [e for e in out.events if e.type == "chosen"]
    assert [(e.kind, e.id) for e in chosen] == [("action", "race_to_agent")]
    assert session.state.node_id == "agent_counter"

"""Negated and refusing utterances at real points of the bundled stories, and how the player handles them.

Each case names a story, a storyline node, what the player types, and the options that are acceptable to
take (refusing/leaving options that fit, or the option a "…, just X" clause names). Anything else taken is
*wrong* — the costly mistake; asking to clarify is always safe. ``taleweaver bench intent`` prints the tally.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from pydantic import BaseModel

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.intent.refusal import match_respecting_refusal
from taleweaver.player.options import current_options, intent_candidates, out_of_reach

RefusalCase = tuple[str, str, str, frozenset[str]]
"""(story id, storyline node id, utterance, option keys acceptable to take)."""


def _case(story: str, node: str, utterance: str, *ok: str) -> RefusalCase:
    return (story, node, utterance, frozenset(ok))


REFUSAL_CASES: tuple[RefusalCase, ...] = (
    _case("pirates", "meet_sparrow", "I don't want to hear the sad story", "do:hear_job"),
    _case("pirates", "meet_sparrow", "no sad story, please", "do:hear_job"),
    _case("pirates", "meet_sparrow", "don't tell me about your ship", "do:hear_job"),
    _case("pirates", "meet_sparrow", "I won't listen to the story of your ship", "do:hear_job"),
    _case("pirates", "meet_sparrow", "I don't care about the job"),
    _case("pirates", "meet_sparrow", "I don't want to leave the tavern"),
    _case("pirates", "sparrow_story", "I won't pledge my loyalty to anyone"),
    _case("pirates", "sparrow_story", "I don't want half the treasure"),
    _case("pirates", "sparrow_story", "no, I'm not giving you my word"),
    _case("pirates", "sparrow_job", "I'm not going to find Aria"),
    _case("pirates", "sparrow_job", "don't make me win over the chartmaker"),
    _case("pirates", "meet_aria", "I don't want to buy the chart"),
    _case("pirates", "meet_aria", "I won't invite her to join the crew"),
    _case("pirates", "meet_aria", "not paying silver for that chart"),
    _case("pirates", "aria_joins", "let's not bother Old Tam"),
    _case("pirates", "aria_joins", "I refuse to bribe the clerk"),
    _case("pirates", "aria_joins", "don't bribe anyone, ask the lighthouse keeper", "do:climb_to_lighthouse"),
    _case("pirates", "tam_lighthouse", "don't ask him about the lantern"),
    _case("pirates", "tam_lighthouse", "I don't want to sneak into the yard"),
    _case("pirates", "vell_on_deck", "don't keep bluffing"),
    _case("pirates", "vell_on_deck", "don't whistle for Sparrow, nod to Aria instead", "do:nod_to_aria"),
    _case("pirates", "vell_on_deck", "I won't nod to Aria"),
    _case("pirates", "lantern_chamber", "don't grab the lantern", "do:leave_it_burning"),
    _case("pirates", "lantern_chamber", "I won't steal the lantern", "do:leave_it_burning"),
    _case("pirates", "lantern_chamber", "no, I don't want half"),
    _case("pirates", "lantern_chamber", "don't trade my lamp for it"),
    _case("pirates", "the_teeth", "I'm not letting Aria steer"),
    _case("pirates", "the_teeth", "don't read the chart myself, let Aria steer", "do:let_aria_steer"),
    _case("pirates", "cast_off", "don't set a course for the Teeth"),
    _case("pirates", "yard_pass", "I won't bluff my way past Vell"),
    _case("bramble_books", "first_night", "I don't want to creep downstairs"),
    _case("bramble_books", "first_night", "don't call out"),
    _case("bramble_books", "books_moving", "I won't order the ghost out"),
    _case("bramble_books", "books_moving", "don't ask her name"),
    _case("bramble_books", "winnie_offended", "I'm not going to apologise"),
    _case("bramble_books", "winnie_offended", "don't burn the sage"),
    _case("bramble_books", "bakery_morning", "I don't need the attic key"),
    _case("bramble_books", "attic", "don't force the drawer, read the ledger", "do:read_ledger"),
    _case("bramble_books", "final_night", "I won't ask her to stay"),
    _case(
        "bramble_books",
        "final_night",
        "don't read it aloud, just give her the envelope",
        "do:hand_over_letter",
    ),
)


class RefusalTally(BaseModel):
    cases: int
    taken_right: int
    """Took an acceptable option (a refusing one, or the one a "…, just X" clause names)."""
    clarified: int
    wrong: int
    """Took an option the utterance did not ask for: the goal is 0."""
    wrong_cases: list[str]


def state_at(engine: StoryEngine, story_id: str, node_id: str) -> StoryState:
    """The first state at ``node_id`` reached by storyline actions from the story's entry (breadth first)."""
    start = engine.enter(engine.initial_state(), story_id).state
    queue, seen = deque([start]), {start.node_id}
    while queue:
        state = queue.popleft()
        if state.node_id == node_id:
            return state
        for action in engine.available_actions(state):
            nxt = engine.advance(state, action.id).state
            if nxt.node_id not in seen:
                seen.add(nxt.node_id)
                queue.append(nxt)
    raise ValueError(f"node {node_id!r} is not reachable in story {story_id!r}")


STATE_SEARCH_LIMIT = 20_000
"""The most states :func:`state_offering` walks through before it settles for the first one at the node."""


@cache
def state_offering(
    engine: StoryEngine, story_id: str, node_id: str, keys: tuple[str, ...] = ()
) -> StoryState:
    """The first state at ``node_id`` (breadth first over states: node, scene, flags and variables) in
    which one of ``keys`` is on offer and not blocked; :func:`state_at`'s state when ``keys`` is empty, when
    it already offers one, or when none is found within :data:`STATE_SEARCH_LIMIT` states. An evaluation
    line is written for its option as the listing shows it; where a gate hides that option on the shortest
    way in, the line is played where the option is open, so it measures the words, not the way in."""
    first = state_at(engine, story_id, node_id)
    if not keys or _offers(engine, first, keys):
        return first
    start = engine.enter(engine.initial_state(), story_id).state
    queue, seen = deque([start]), {_signature(start)}
    while queue and len(seen) < STATE_SEARCH_LIMIT:
        state = queue.popleft()
        if state.node_id == node_id and _offers(engine, state, keys):
            return state
        for action in engine.available_actions(state):
            nxt = engine.advance(state, action.id).state
            if (signature := _signature(nxt)) not in seen:
                seen.add(signature)
                queue.append(nxt)
    return first


def _signature(state: StoryState) -> tuple[object, ...]:
    return (state.node_id, state.scene_id, state.flags, state.variables)


def _offers(engine: StoryEngine, state: StoryState, keys: tuple[str, ...]) -> bool:
    return any(option.key in keys and option.available for option in current_options(engine, state))


def evaluate_refusals(
    engine: StoryEngine, matcher: IntentMatcher, cases: tuple[RefusalCase, ...] = REFUSAL_CASES
) -> RefusalTally:
    """Run every case through the player's own matching (options plus out-of-reach actions)."""
    right = clarified = 0
    wrong: list[str] = []
    for story, node, utterance, ok in cases:
        state = state_at(engine, story, node)
        options = current_options(engine, state) + out_of_reach(engine, state)
        decision = match_respecting_refusal(matcher, utterance, intent_candidates(options))
        if not decision.matched:
            clarified += 1
        elif decision.key in ok:
            right += 1
        else:
            wrong.append(f"{story}/{node}: {utterance!r} -> {decision.key}")
    return RefusalTally(
        cases=len(cases), taken_right=right, clarified=clarified, wrong=len(wrong), wrong_cases=wrong
    )

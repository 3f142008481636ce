"""Dispatch: every tool call is re-validated against the live state; refusals change nothing."""

from __future__ import annotations

import json

import pytest

from taleweaver.content.models import Library
from taleweaver.director import ToolOutcome, dispatch, turn_state
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ToolCall
from taleweaver.testing import tool_call

from .conftest import walk

TO_CAST_OFF = (
    ("do", "hear_job"),
    ("do", "go_find_aria"),
    ("do", "buy_the_chart"),
    ("do", "bribe_harbour_clerk"),
    ("do", "walk_up_to_vell"),
)


def raw(name: str, arguments: str) -> ToolCall:
    return ToolCall(id="call_raw", name=name, arguments=arguments)


def refused(engine: StoryEngine, state: StoryState, call: ToolCall) -> ToolOutcome:
    outcome = dispatch(engine, state, call)
    assert not outcome.accepted
    assert outcome.transition is None
    assert outcome.reason
    assert outcome.result == f"Cannot do that: {outcome.reason}"
    assert outcome.call_id == call.id
    assert outcome.to_event() == {
        "type": "tool_call",
        "name": call.name,
        "args": outcome.args,
        "accepted": False,
        "reason": outcome.reason,
    }
    return outcome


@pytest.mark.parametrize(
    ("call", "reason"),
    [
        (tool_call("fly_away"), "there is no tool 'fly_away'"),
        (raw("advance_storyline", "{actionId: hear_job"), "arguments are not JSON"),
        (raw("advance_storyline", "[1, 2]"), "arguments must be a JSON object"),
        (raw("advance_storyline", '"hear_job"'), "arguments must be a JSON object"),
        (tool_call("advance_storyline"), "advance_storyline needs the argument actionId"),
        (
            tool_call("advance_storyline", actionId="hear_job", why="because"),
            "unexpected argument(s) why; advance_storyline takes only actionId",
        ),
        (tool_call("advance_storyline", actionId=3), "actionId must be a string id, not int"),
        (tool_call("advance_storyline", actionId=None), "actionId must be a string id, not NoneType"),
        (tool_call("navigate_scene", sceneId=["harbor"]), "sceneId must be a string id, not list"),
        (
            tool_call("advance_storyline", actionId="pledge_loyalty"),
            "'pledge_loyalty' is not one of the ids allowed now (hear_job, ask_about_ship)",
        ),
        (
            tool_call("advance_storyline", actionId="ask_for_attic_key"),
            "'ask_for_attic_key' is not one of the ids allowed now (hear_job, ask_about_ship)",
        ),
        (
            tool_call("navigate_scene", sceneId="grotto"),
            "'grotto' is not one of the ids allowed now (harbor)",
        ),
        (tool_call("perform_scene_action", actionId="hear_job"), "is not one of the ids allowed now"),
        (tool_call("select_story", storyId="pirates"), "a story is already being played; exit_story first"),
        (tool_call("request_options", verbose=True), "request_options takes no arguments"),
        (tool_call("exit_story", now="yes"), "exit_story takes no arguments"),
    ],
)
def test_bad_calls_in_a_story_are_refused_with_a_reason(
    engine: StoryEngine, call: ToolCall, reason: str
) -> None:
    outcome = refused(engine, walk(engine, "pirates"), call)
    assert reason in outcome.reason  # type: ignore[operator]


@pytest.mark.parametrize(
    ("call", "reason"),
    [
        (
            tool_call("advance_storyline", actionId="hear_job"),
            "advance_storyline is for inside a story; the player is at the menu",
        ),
        (tool_call("navigate_scene", sceneId="harbor"), "navigate_scene is for inside a story"),
        (tool_call("request_options"), "request_options is for inside a story"),
        (tool_call("exit_story"), "exit_story is for inside a story"),
        (tool_call("select_story", storyId="atlantis"), "'atlantis' is not one of the ids allowed now"),
        (tool_call("select_story", story="pirates"), "unexpected argument(s) story"),
    ],
)
def test_bad_calls_at_the_menu_are_refused(engine: StoryEngine, call: ToolCall, reason: str) -> None:
    outcome = refused(engine, engine.initial_state(), call)
    assert reason in outcome.reason  # type: ignore[operator]


def test_refused_arguments_are_kept_for_the_record(engine: StoryEngine) -> None:
    outcome = refused(engine, walk(engine, "pirates"), tool_call("advance_storyline", actionId="x", y=1))
    assert outcome.args == {"actionId": "x", "y": 1}
    assert refused(engine, walk(engine, "pirates"), raw("exit_story", "{oops")).args == {}


def test_a_blocked_scene_is_refused_with_the_authors_reason(engine: StoryEngine, library: Library) -> None:
    state = walk(engine, "pirates", ("go", "harbor"))
    edge = next(e for e in library.stories["pirates"].map if (e.source, e.to) == ("harbor", "lighthouse"))
    outcome = refused(engine, state, tool_call("navigate_scene", sceneId="lighthouse"))
    assert outcome.reason == edge.conditions[0].condition_failed


def test_a_blocked_scene_is_explained_even_when_no_scene_is_open(
    engine: StoryEngine, library: Library
) -> None:
    """At the ship every way out is still blocked, so navigate_scene is not offered at all."""
    state = walk(
        engine,
        "pirates",
        ("do", "ask_about_ship"),
        ("do", "pledge_loyalty"),
        *TO_CAST_OFF[1:],
        ("do", "whistle_for_sparrow"),
    )
    assert state.scene_id == "ship"
    edge = next(e for e in library.stories["pirates"].map if (e.source, e.to) == ("ship", "reef"))
    outcome = refused(engine, state, tool_call("navigate_scene", sceneId="reef"))
    assert outcome.reason == edge.conditions[0].condition_failed


def test_a_gated_action_is_refused_as_not_allowed_now(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", *TO_CAST_OFF)
    outcome = refused(engine, state, tool_call("advance_storyline", actionId="whistle_for_sparrow"))
    assert outcome.reason == "'whistle_for_sparrow' is not one of the ids allowed now (keep_bluffing)"


def test_snake_case_argument_names_are_accepted(engine: StoryEngine) -> None:
    outcome = dispatch(engine, walk(engine, "pirates"), tool_call("advance_storyline", action_id="hear_job"))
    assert outcome.accepted
    assert outcome.args == {"action_id": "hear_job"}


def test_select_story_enters_and_tells_the_first_line(engine: StoryEngine, library: Library) -> None:
    outcome = dispatch(engine, engine.initial_state(), tool_call("select_story", storyId="pirates"))
    assert outcome.accepted
    assert outcome.reason is None
    assert outcome.transition is not None
    assert outcome.transition.state.node_id == "meet_sparrow"
    assert outcome.result.startswith("Done. Scene: The Brass Barnacle.")
    assert library.stories["pirates"].storylines["meet_sparrow"].text in outcome.result
    assert "You could skip the backstory" in outcome.result


def test_advance_tells_the_new_scripted_line(engine: StoryEngine, library: Library) -> None:
    outcome = dispatch(engine, walk(engine, "pirates"), tool_call("advance_storyline", actionId="hear_job"))
    assert outcome.accepted
    assert outcome.transition is not None
    assert outcome.transition.state.node_id == "sparrow_job"
    line = library.stories["pirates"].storylines["sparrow_job"].text
    assert f'Captain Sparrow speaks now. Scripted line: "{line}"' in outcome.result


def test_advance_to_a_new_speaker_names_them(engine: StoryEngine, library: Library) -> None:
    state = walk(engine, "pirates", ("do", "hear_job"))
    outcome = dispatch(engine, state, tool_call("advance_storyline", actionId="go_find_aria"))
    line = library.stories["pirates"].storylines["meet_aria"].text
    assert f'Aria speaks now. Scripted line: "{line}"' in outcome.result
    assert "Scene: Saltmere Harbour." in outcome.result


def test_advance_into_an_ending_says_so(engine: StoryEngine) -> None:
    outcome = dispatch(
        engine,
        walk(engine, "pirates", *TO_CAST_OFF),
        tool_call("advance_storyline", actionId="keep_bluffing"),
    )
    assert outcome.accepted
    assert "The story has ended" in outcome.result
    assert "You could" not in outcome.result


def test_after_an_ending_the_map_stays_open_and_the_ending_is_not_said_again(engine: StoryEngine) -> None:
    ended = dispatch(
        engine,
        walk(engine, "pirates", *TO_CAST_OFF),
        tool_call("advance_storyline", actionId="keep_bluffing"),
    )
    state = ended.transition.state  # type: ignore[union-attr]
    assert state.ended
    again = dispatch(engine, state, tool_call("advance_storyline", actionId="keep_bluffing"))
    assert not again.accepted
    walked = dispatch(engine, state, tool_call("navigate_scene", sceneId="harbor"))
    assert walked.accepted, walked.reason
    assert walked.transition is not None
    assert walked.transition.state.scene_id == "harbor"
    assert walked.transition.state.ended
    ending_line = engine.current_node(state).text  # type: ignore[union-attr]
    assert ending_line not in walked.result
    assert "Scene: Saltmere Harbour." in walked.result
    assert "The story has already ended: offer to return to the menu." in walked.result


def test_navigate_moves_and_recaps(engine: StoryEngine) -> None:
    outcome = dispatch(engine, walk(engine, "pirates"), tool_call("navigate_scene", sceneId="harbor"))
    assert outcome.accepted
    assert outcome.transition is not None
    assert outcome.transition.state.scene_id == "harbor"
    assert "Scene: Saltmere Harbour." in outcome.result
    assert "You could" in outcome.result


def test_scene_action_gives_the_narration_only(engine: StoryEngine, library: Library) -> None:
    outcome = dispatch(
        engine, walk(engine, "pirates"), tool_call("perform_scene_action", actionId="sample_grog")
    )
    effects = next(
        a.effects for a in library.stories["pirates"].scenes["tavern"].actions if a.id == "sample_grog"
    )
    assert outcome.accepted
    assert outcome.result == f"Done. Narrate this in character: {effects}"


def test_request_options_recaps_without_moving(engine: StoryEngine) -> None:
    state = walk(engine, "pirates")
    outcome = dispatch(engine, state, tool_call("request_options"))
    assert outcome.accepted
    assert outcome.transition is None
    assert outcome.result.startswith("Tell the player: You could skip the backstory")
    assert outcome.result.endswith("From here one can go to: Saltmere Harbour.")


def test_exit_story_returns_to_the_menu(engine: StoryEngine) -> None:
    outcome = dispatch(engine, walk(engine, "pirates"), tool_call("exit_story"))
    assert outcome.accepted
    assert outcome.transition is not None
    assert outcome.transition.state.mode == "menu"
    assert outcome.result == "Done. The player is back at the story menu."


def test_empty_arguments_text_counts_as_no_arguments(engine: StoryEngine) -> None:
    outcome = dispatch(engine, walk(engine, "pirates"), raw("request_options", ""))
    assert outcome.accepted
    assert json.loads(outcome.to_event().model_dump_json())["args"] == {}


def test_describe_story_tells_about_it_without_entering(engine: StoryEngine, library: Library) -> None:
    menu = engine.initial_state()
    outcome = dispatch(engine, menu, tool_call("describe_story", storyId="pirates"))
    assert outcome.accepted
    assert outcome.transition is not None
    state = outcome.transition.state
    assert (state.mode, state.talked_about) == ("menu", "pirates")
    story = library.stories["pirates"]
    assert f'Tell the player about "{story.title}": {story.description}' in outcome.result
    assert "select_story" in outcome.result
    assert 'id "pirates"' in turn_state(engine, state)  # what "let's play it" means
    refused = dispatch(engine, walk(engine, "pirates"), tool_call("describe_story", storyId="pirates"))
    assert not refused.accepted
    assert refused.reason == "a story is already being played; exit_story first"
    unknown = dispatch(engine, menu, tool_call("describe_story", storyId="dragons"))
    assert not unknown.accepted
    assert "'dragons' is not one of the ids allowed now (bramble_books, pirates)" in (unknown.reason or "")

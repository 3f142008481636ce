"""Prompt builder: the menu prompt, the story prompt (stable part + per-turn state), the options recap."""

from __future__ import annotations

import re

from taleweaver.content.models import Library
from taleweaver.director import menu_prompt, options_recap, stable_prompt, turn_state
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState

from .conftest import walk

PIRATE_PLEDGE = (("do", "ask_about_ship"), ("do", "pledge_loyalty"))
TO_VELL_WITHOUT_TRUST = (
    ("do", "hear_job"),
    ("do", "go_find_aria"),
    ("do", "buy_the_chart"),
    ("do", "bribe_harbour_clerk"),
    ("do", "walk_up_to_vell"),
)


def story_prompt(engine: StoryEngine, state: StoryState) -> str:
    """Everything the model reads about the story on one turn."""
    return f"{stable_prompt(engine, state)}\n\n{turn_state(engine, state)}"


def test_menu_prompt_has_the_narrator_persona_greeting_and_every_story(
    engine: StoryEngine, library: Library
) -> None:
    prompt = menu_prompt(engine)
    narrator = library.narrator
    for text in (
        narrator.name,
        narrator.description,
        narrator.voice_tone,
        narrator.background,
        narrator.goal,
    ):
        assert text in prompt
    assert narrator.introduction in prompt
    for story in library.stories.values():
        assert f'id: "{story.id}"' in prompt
        assert story.title in prompt
        assert story.description in prompt
    assert "select_story" in prompt


def test_menu_prompt_is_what_the_menu_state_gets(engine: StoryEngine) -> None:
    state = engine.initial_state()
    assert stable_prompt(engine, state) == menu_prompt(engine)
    assert "story menu" in turn_state(engine, state)


def test_story_prompt_has_persona_scene_line_actions_scenes_and_rules(
    engine: StoryEngine, library: Library
) -> None:
    state = walk(engine, "pirates")
    prompt = story_prompt(engine, state)
    sparrow = library.stories["pirates"].characters["sparrow"]
    for text in (sparrow.name, sparrow.description, sparrow.voice_tone, sparrow.background, sparrow.goal):
        assert text in prompt
    tavern = library.stories["pirates"].scenes["tavern"]
    assert tavern.name in prompt
    assert tavern.description in prompt
    assert library.stories["pirates"].storylines["meet_sparrow"].text in prompt
    assert 'id: "hear_job"' in prompt
    assert 'id: "ask_about_ship"' in prompt
    assert 'id: "harbor"' in prompt
    for action_id in ("read_wanted_posters", "listen_to_fiddler", "sample_grog"):
        assert f'id: "{action_id}"' in prompt
    assert "(none yet)" in prompt
    assert re.search(r"never advance the plot without calling `advance_storyline`", prompt, re.IGNORECASE)
    for rule_tool in ("request_options", "navigate_scene", "perform_scene_action", "exit_story"):
        assert rule_tool in prompt
    assert "Stay in character" in prompt


def test_blocked_scenes_are_listed_with_their_reason(engine: StoryEngine, library: Library) -> None:
    state = walk(engine, "pirates", ("go", "harbor"))
    text = turn_state(engine, state)
    edge = next(e for e in library.stories["pirates"].map if (e.source, e.to) == ("harbor", "lighthouse"))
    lighthouse_gate = edge.conditions[0].condition_failed
    assert f'id: "lighthouse" — Take the cliff path up to Gannet Point (BLOCKED: {lighthouse_gate})' in text
    assert "(BLOCKED: The sentries turn away anyone who can't show a yard pass.)" in text
    assert 'id: "tavern" — Head back up to the tavern\n' in text


def test_set_flags_are_listed_and_unset_ones_are_not(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", *PIRATE_PLEDGE)
    text = turn_state(engine, state)
    flags = text.split("# Story flags set so far\n", 1)[1]
    assert "- trust_sparrow" in flags
    assert "wants_half" not in flags


def test_gated_actions_never_reach_the_prompt(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", *TO_VELL_WITHOUT_TRUST)
    text = turn_state(engine, state)
    assert 'id: "keep_bluffing"' in text
    assert "whistle_for_sparrow" not in text
    assert "nod_to_aria" not in text


def test_variables_appear_when_the_story_has_them(engine: StoryEngine) -> None:
    state = walk(engine, "bramble_books", ("do", "call_out_hello"))
    assert "# Story variables\n- clues = 0\n- kindness = 1" in turn_state(engine, state)
    assert "# Story variables" not in turn_state(engine, walk(engine, "pirates"))


def test_an_ending_offers_no_actions_and_asks_for_a_farewell(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", *TO_VELL_WITHOUT_TRUST, ("do", "keep_bluffing"))
    assert state.ended
    text = turn_state(engine, state)
    assert "(none — the story has reached an ending)" in text
    assert "# The story has ended" in text
    assert "exit_story" in text


def test_the_stable_part_carries_no_per_turn_state(engine: StoryEngine, library: Library) -> None:
    state = walk(engine, "pirates", *PIRATE_PLEDGE)
    stable = stable_prompt(engine, state)
    story = library.stories["pirates"]
    assert story.storylines[state.node_id or ""].text not in stable
    assert story.scenes["tavern"].description not in stable
    for marker in ("# Current scene", "# Scripted line", "# Available actions", "trust_sparrow", "BLOCKED"):
        assert marker not in stable


def test_the_stable_part_is_the_same_at_every_node_with_the_same_speaker(engine: StoryEngine) -> None:
    first = walk(engine, "pirates")
    later = walk(engine, "pirates", *PIRATE_PLEDGE, ("act", "sample_grog"), ("go", "harbor"))
    assert (first.node_id, first.scene_id) != (later.node_id, later.scene_id)
    assert first.speaker == later.speaker == "sparrow"
    assert stable_prompt(engine, first) == stable_prompt(engine, later)
    assert turn_state(engine, first) != turn_state(engine, later)


def test_the_stable_part_changes_with_the_speaker(engine: StoryEngine) -> None:
    sparrow = walk(engine, "pirates", ("do", "hear_job"))
    aria = walk(engine, "pirates", ("do", "hear_job"), ("do", "go_find_aria"))
    assert aria.speaker == "aria"
    assert "Name: Aria" in stable_prompt(engine, aria)
    assert stable_prompt(engine, sparrow) != stable_prompt(engine, aria)


def test_options_recap_is_one_spoken_sentence(engine: StoryEngine) -> None:
    recap = options_recap(engine, walk(engine, "pirates"))
    assert recap == (
        "You could skip the backstory and ask Sparrow what the job is, "
        "or ask Sparrow to tell the sad story of how she lost her ship."
    )
    single = options_recap(engine, walk(engine, "pirates", ("do", "hear_job")))
    assert single.startswith("You could ")
    assert ", or " not in single
    menu = options_recap(engine, engine.initial_state())
    assert menu == "You could play The Quiet Guest of Bramble Books, or The Drowned Lantern."


def test_options_recap_at_an_ending(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", *TO_VELL_WITHOUT_TRUST, ("do", "keep_bluffing"))
    assert options_recap(engine, state) == "There's nothing more to do here right now."


def test_persona_fields_are_used_when_present_and_left_out_when_empty(library: Library) -> None:
    story = library.stories["pirates"]
    sparrow = story.characters["sparrow"]
    full = StoryEngine(library)
    prompt = stable_prompt(full, walk(full, "pirates"))
    for title, text in (
        ("Voice tone", sparrow.voice_tone),
        ("Background", sparrow.background),
        ("Goal", sparrow.goal),
        ("How you introduce yourself", sparrow.introduction),
    ):
        assert f"# {title}\n{text}" in prompt
    bare = sparrow.model_copy(update={"background": "", "goal": "  ", "introduction": "", "voice_tone": ""})
    stories = {
        **library.stories,
        "pirates": story.model_copy(update={"characters": {**story.characters, "sparrow": bare}}),
    }
    narrator = library.narrator.model_copy(update={"introduction": ""})
    sparse = StoryEngine(library.model_copy(update={"stories": stories, "narrator": narrator}))
    prompt = stable_prompt(sparse, walk(sparse, "pirates"))
    assert f"Name: {sparrow.name}" in prompt
    for title in ("Voice tone", "Background", "Goal", "How you introduce yourself"):
        assert f"# {title}" not in prompt
    assert "# Greeting" not in menu_prompt(sparse)
    assert f'answer with: "{library.narrator.introduction}"' in menu_prompt(full)

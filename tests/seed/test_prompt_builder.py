"""Port of seed 000 ``tests/prompt-builder.test.ts`` (buildSystemPrompt, formatOptionsRecap).

The director splits the seed's system prompt in two for prefix caching: the stable part (rules,
persona, story) and the turn state (scene, scripted line, options, flags); the seed's prompt is both.
"""

from __future__ import annotations

import re

from taleweaver.director.prompt import options_recap, stable_prompt, turn_state
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState


def build_system_prompt(engine: StoryEngine, state: StoryState) -> str:
    return f"{stable_prompt(engine, state)}\n\n{turn_state(engine, state)}"


# describe("buildSystemPrompt — menu mode")
def test_includes_narrator_persona_intro_and_the_list_of_available_stories(engine: StoryEngine) -> None:
    prompt = build_system_prompt(engine, engine.initial_state())
    assert "The Narrator" in prompt
    assert "Welcome adventurer!" in prompt
    assert re.search("Test Story", prompt)
    assert "select_story" in prompt


# describe("buildSystemPrompt — story mode")
def test_includes_character_persona_scene_scripted_line_actions_and_rules(
    engine: StoryEngine, entered: StoryState
) -> None:
    prompt = build_system_prompt(engine, entered)
    assert "Sparrow" in prompt  # character name
    assert "Notorious pirate" in prompt  # background
    assert "Rusty Anchor Tavern" in prompt  # scene name
    assert "Friend or foe?" in prompt  # scripted line
    assert "greet_respectfully" in prompt  # action id
    assert "mock_sparrow" in prompt  # action id
    assert re.search("never advance the plot", prompt, re.IGNORECASE)  # rules block


def test_renders_set_flags_as_plain_english(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.advance(entered, "greet_respectfully").state
    prompt = build_system_prompt(engine, state)
    assert "trust_sparrow" in prompt  # mentioned somewhere in flag list


# describe("formatOptionsRecap")
def test_renders_the_available_actions_as_a_short_spoken_style_sentence(
    engine: StoryEngine, entered: StoryState
) -> None:
    recap = options_recap(engine, entered)
    assert re.search("show respect", recap, re.IGNORECASE)
    assert re.search("mock", recap, re.IGNORECASE)

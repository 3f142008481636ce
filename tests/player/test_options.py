"""Numbered options: stories in the menu; storyline actions, reachable scenes and scene actions in a story."""

from __future__ import annotations

from pathlib import Path

from taleweaver.engine.engine import StoryEngine
from taleweaver.player.options import current_options, first_person, intent_candidates

from .conftest import STORY


def test_menu_options_are_the_stories(engine: StoryEngine) -> None:
    (option,) = current_options(engine, engine.initial_state())
    assert (option.number, option.kind, option.id, option.label) == (1, "story", STORY, "Smugglers' Cove")
    assert option.key == "select:story_cove"
    assert "Smugglers' Cove: A short tale" in option.texts[1]


def test_story_options_in_order_with_blocked_scenes_marked(engine: StoryEngine) -> None:
    state = engine.enter(engine.initial_state(), STORY).state
    options = current_options(engine, state)
    assert [(o.number, o.kind, o.id, o.available) for o in options] == [
        (1, "action", "offer_help", True),
        (2, "action", "insult_morrow", True),
        (3, "scene", "quay", True),
        (4, "scene", "cellar", False),
        (5, "scene_action", "examine_nets", True),
    ]
    cellar = options[3]
    assert cellar.reason == "Morrow blocks the stairs: she doesn't trust you yet."
    assert cellar.to_json() == {
        "number": 4,
        "kind": "scene",
        "id": "cellar",
        "label": "Slip down the cellar stairs",
        "available": False,
        "reason": "Morrow blocks the stairs: she doesn't trust you yet.",
    }
    assert options[0].to_json() == {
        "number": 1,
        "kind": "action",
        "id": "offer_help",
        "label": "Offer to help the captain",
    }
    assert [o.key for o in options] == [
        "do:offer_help",
        "do:insult_morrow",
        "go:quay",
        "go:cellar",
        "act:examine_nets",
    ]


def test_after_the_end_only_the_map_and_scene_actions_are_offered(engine: StoryEngine) -> None:
    state = engine.enter(engine.initial_state(), STORY).state
    ended = engine.advance(state, "insult_morrow").state
    assert [o.key for o in current_options(engine, ended)] == ["go:quay", "go:cellar", "act:examine_nets"]


def test_first_person_turns_your_into_my() -> None:
    assert first_person("Show Brann your ticket") == "I'll show Brann my ticket"
    assert first_person("Promise you will look") == "I'll promise I will look"


def test_first_person_keeps_the_grammar() -> None:
    assert first_person("Tell Oddny you are sorry for her loss") == "I'll tell Oddny I am sorry for her loss"
    assert first_person("Ask Tam to help you") == "I'll ask Tam to help me"
    assert first_person("You run for the door") == "I'll run for the door"


def test_intent_candidates_carry_the_texts_to_match(engine: StoryEngine) -> None:
    state = engine.enter(engine.initial_state(), STORY).state
    candidates = intent_candidates(current_options(engine, state))
    by_key = {c.key: c for c in candidates}
    # An action is also said the way a player says it, in the first person.
    assert by_key["do:offer_help"].texts == ("Offer to help the captain", "I'll offer to help the captain")
    assert by_key["go:quay"].texts == ("Walk down to the quay", "go to The Quay")
    # A place's description is context: its words count (half) for the move there, it is not a phrasing.
    assert by_key["go:quay"].context
    assert not by_key["do:offer_help"].context
    assert by_key["act:examine_nets"].label == "examine the fishing nets on the ceiling"


def test_an_action_carries_the_first_sentence_of_where_it_leads() -> None:
    from taleweaver.engine.engine import StoryEngine
    from taleweaver.files import load_library_from
    from taleweaver.intent.evalsets import story_folder
    from taleweaver.player.options import current_options, intent_candidates

    folder = story_folder("night_ferry")
    assert folder is not None
    engine = StoryEngine(load_library_from(folder))
    state = engine.enter(engine.initial_state(), "night_ferry").state
    work = next(o for o in current_options(engine, state) if o.id == "offer_to_work")
    # The node's first sentence, and its name (a Twine passage's name: "Stranger's Table" → "stranger table").
    assert work.follows == ("Work, is it?", "deckhand")
    assert "follows" not in work.to_json()
    assert next(c for c in intent_candidates([work])).follows == ("Work, is it?", "deckhand")


def test_a_later_template_tag_does_not_hide_the_first_sentence_of_where_it_leads() -> None:
    from taleweaver.bench.intent import imported_twine
    from taleweaver.player.intent_eval import engine_for
    from taleweaver.player.refusal_eval import state_at

    # A Twine passage that prints a variable after its first sentence, imported as `taleweaver import` does.
    engine = engine_for("snow_inn", imported_twine("snow_inn"))
    state = state_at(engine, "snow_inn", "inn_door")
    pay = next(o for o in current_options(engine, state) if o.id == "pay")
    assert pay.follows == ("You press two silver coins into the innkeeper's cold palm.", "paid")
    state = state_at(engine, "snow_inn", "stranger_s_table")
    haggle = next(o for o in current_options(engine, state) if o.id == "haggle")
    assert haggle.follows == ("You ask for twice the gold, and half of it paid tonight.", "haggling")
    # The passage's name, as words: a one-letter piece of its id ("stranger_s_table") says nothing.
    state = state_at(engine, "snow_inn", "common_room")
    stranger = next(o for o in current_options(engine, state) if o.id == "stranger")
    assert stranger.follows == ("You sit down across from the hooded stranger.", "stranger table")


def test_a_node_id_said_as_a_name() -> None:
    from taleweaver.player.options import node_name

    assert node_name("stranger_s_table") == "stranger table"
    assert node_name("upstairs") == "upstairs"
    # A numbered id ("passage_12", "n3", Twine's "Untitled Passage 2") names nothing.
    assert node_name("passage_12") == ""
    assert node_name("n3") == ""


def test_an_imported_link_hidden_by_its_condition_is_not_out_of_reach(tmp_path: Path) -> None:
    from taleweaver.files import load_library_from
    from taleweaver.formats.twine.importer import import_twine
    from taleweaver.player.options import out_of_reach

    # [if] / [else] in a Twine passage: the reader sees one link or the other, never a locked one.
    (tmp_path / "hook.twee").write_text(
        ':: StoryData\n{"ifid": "8A2C1F9E-1111-4A5B-9C3D-2E4F6A8B0C1D", "format": "Harlowe", '
        '"format-version": "3.3.8", "start": "Hook"}\n\n'
        ":: Hook\n(if: $cloak is true)[You could [[hang->Hung]] your cloak here.]"
        "(else:)[You could [[pick up your cloak->Worn]].]\n\n"
        ":: Hung\n(set: $cloak to false)The cloak hangs on the hook.\n\n"
        ":: Worn\n(set: $cloak to true)You wear the cloak again.\n",
        encoding="utf-8",
    )
    result = import_twine(tmp_path / "hook.twee", tmp_path / "hook")
    assert result.written, result.findings
    engine = StoryEngine(load_library_from(tmp_path / "hook"))
    state = engine.initial_state()
    state = engine.enter(state, next(iter(engine.library.stories))).state
    hidden = [o.id for o in out_of_reach(engine, state)]
    shown = [o.id for o in current_options(engine, state)]
    node = engine.current_node(state)
    assert node is not None
    assert len(node.actions) == 2  # both links were imported, one behind a condition
    assert len(shown) == 1
    assert hidden == []


def test_a_deed_written_twice_for_two_branches_is_not_out_of_reach() -> None:
    from taleweaver.player.intent_eval import engine_for
    from taleweaver.player.options import out_of_reach
    from taleweaver.player.refusal_eval import state_at

    # bakery_dawn's "Leave him a minute and fetch another sack of flour…" is written once with the card in
    # your pocket and once without: the one on offer is the one "grab another bag of flour" names
    engine = engine_for("bakery_dawn", None)
    state = state_at(engine, "bakery_dawn", "silas_inside")
    shown = [o.id for o in current_options(engine, state)]
    assert "fetch_flour_safe" in shown
    assert "fetch_flour" not in shown
    assert "fetch_flour" not in [o.id for o in out_of_reach(engine, state)]

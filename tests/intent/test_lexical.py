"""Word overlap, weighted by how rare a word is among the options."""

from __future__ import annotations

import pytest

from taleweaver.intent.lexical import content_words, overlap_scores, stem


def test_stems_and_stop_words() -> None:
    assert stem("sneaking") == stem("sneaks") == stem("sneaked") == "sneak"
    assert content_words("Go back to Granny's cottage") == {"back", "granny", "cottage"}


def test_the_first_content_word() -> None:
    from taleweaver.intent.lexical import first_content_word

    assert first_content_word("I'll hang up my cloak") == "hang"
    assert first_content_word("let's just go and ram them") == "ram"
    assert first_content_word("the the") is None


def test_a_word_only_one_option_has_counts_most() -> None:
    texts = [("Take the lamp",), ("Leave the lamp on the hook",), ("Ring the bell",)]
    hook, lamp, chat = (overlap_scores(u, texts) for u in ("the hook", "the lamp", "I like turtles"))
    assert hook == pytest.approx([0.0, 1.0, 0.0])
    assert lamp[0] == lamp[1] > 0.0 == lamp[2]
    assert chat == [0.0, 0.0, 0.0]


def test_a_synonym_counts_its_share_and_only_when_asked() -> None:
    texts = [("Row the dinghy ashore",), ("Climb the mast",)]
    assert overlap_scores("take the skiff", texts) == [0.0, 0.0]
    assert overlap_scores("take the skiff", texts, synonym_share=1.0)[0] > 0.0
    half = overlap_scores("take the skiff", texts, synonym_share=0.5)[0]
    assert half == pytest.approx(overlap_scores("take the skiff", texts, synonym_share=1.0)[0] / 2)
    assert overlap_scores("take the skiff", texts, synonym_share=1.0)[1] == 0.0


def test_the_synonym_table_groups_words_once() -> None:
    from taleweaver.intent.lexical import synonym_mates

    mates = synonym_mates()
    assert stem("dinghy") in mates[stem("boat")]
    assert stem("examine") in mates[stem("look")]
    assert stem("boat") not in mates[stem("boat")]
    assert "light" not in mates[stem("lamp")]
    # a word of two senses is in both groups, and the senses stay apart
    assert {stem("run"), stem("lock")} <= mates[stem("bolt")]
    assert stem("lock") not in mates[stem("run")]
    assert stem("graft") in mates[stem("work")]
    assert stem("longboat") in mates[stem("dinghy")]
    assert stem("twice") in mates[stem("double")]


def test_a_manner_said_in_a_phrase_is_its_word() -> None:
    assert "quiet" in content_words("Climb down into the hold without a sound")
    assert "quiet" in content_words("creep past on tiptoe")
    # "sneak down real quiet" finds its "quiet" in both quiet options, not in the softly one only
    climb, call = overlap_scores(
        "sneak down real quiet",
        [["Climb down into the hold without a sound"], ["Call down softly that you mean no harm"]],
        synonym_share=1.0,
    )
    assert climb == call > 0


def test_tracks_are_prints_and_a_purge_is_a_vent() -> None:
    texts = [("Follow the paw prints",), ("Vent the bay",), ("Check the monitors",)]
    assert overlap_scores("follow the tracks", texts, synonym_share=1.0)[0] > 0.0
    assert overlap_scores("purge it", texts, synonym_share=1.0)[1] > 0.0
    assert overlap_scores("peep the cameras", texts, synonym_share=1.0)[2] > 0.0


def test_a_transceiver_is_a_beacon_and_a_cuff_a_sleeve() -> None:
    beacon = overlap_scores(
        "does he have a transceiver on him?",
        [["Ask Priya whether he carries a beacon"], ["Go to the gear room"]],
        synonym_share=1.0,
    )
    assert beacon[0] > 0.0
    assert beacon[1] == 0.0
    cuff = overlap_scores(
        "what's that on your sleeve", [["That's marrow on your cuff"], ["Offer a scone"]], synonym_share=1.0
    )
    assert cuff[0] > 0.0
    assert cuff[1] == 0.0


def test_to_enhance_is_to_zoom_in() -> None:
    scores = overlap_scores(
        "ooh, enhance that bit", [['"Can you zoom in?"'], ['"Who took these?"']], synonym_share=1.0
    )
    assert scores[0] > 0.0
    assert scores[1] == 0.0

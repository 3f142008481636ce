"""Dialogue-act cues: questions, agreements, and which options are that kind of move."""

from __future__ import annotations

from taleweaver.intent.cues import accepting_option, agrees, asking_option, is_question, says_no


def test_questions() -> None:
    assert is_question("who do you think is taking them")
    assert is_question("the lantern?")
    assert not is_question("take the lantern")


def test_agreements_and_the_offer_on_the_table() -> None:
    assert agrees("deal, you won't regret it")
    assert agrees("consider it done")
    assert not agrees("cut the chains")
    assert accepting_option("Agree to keep watch in the orchard tonight")
    assert accepting_option("Take the tower key from Hesper's hook")
    assert not accepting_option("Chase the badger out of the orchard")


def test_asking_options_and_negative_descriptions() -> None:
    assert asking_option("Ask Otis for a spare key")
    assert asking_option("Politely ask the ghost her name")
    assert not asking_option("Burn sage")
    assert says_no("Admit you have no ticket")
    assert says_no("I won't tell")
    assert not says_no("Show Captain Brann your ticket")

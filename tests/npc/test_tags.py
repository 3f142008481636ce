from __future__ import annotations

from taleweaver.npc.tags import Move, extract_tags, parse_delta, parse_move


def test_canonical_moves_facts_and_alias_are_extracted_in_order() -> None:
    prose = (
        'Fenn sighs. "Fine." [MOVE: offer_quest(find_the_ledger)] '
        "[FACT: Harrow's Gate is the east entrance] [ADJUST_DISPOSITION: +5] [MOVE: end_conversation]"
    )

    tags = extract_tags(prose)

    assert tags.clean_text == 'Fenn sighs. "Fine."'
    assert tags.facts == ("Harrow's Gate is the east entrance",)
    assert tags.dispositions == (5,)
    assert tags.moves == (
        Move(name="offer_quest", args=("find_the_ledger",)),
        Move(name="adjust_disposition", args=("5",)),
        Move(name="end_conversation"),
    )
    assert tags.malformed == ()


def test_spacing_case_and_quotes_are_tolerated() -> None:
    tags = extract_tags(
        "Hm. [ move :  Offer_Quest ( 'Find_The_Ledger' ) ] [Fact:  the  quay ] [adjust disposition: -3]"
    )

    assert tags.moves == (
        Move(name="offer_quest", args=("find_the_ledger",)),
        Move(name="adjust_disposition", args=("-3",)),
    )
    assert tags.facts == ("the quay",)
    assert tags.clean_text == "Hm."


def test_keyword_arguments_and_empty_parentheses() -> None:
    assert parse_move("offer_quest(quest=find_the_ledger)") == Move(
        name="offer_quest", args=("find_the_ledger",)
    )
    assert parse_move("refuse()") == Move(name="refuse")
    assert parse_move("adjust_disposition( + 7 )") == Move(name="adjust_disposition", args=("+7",))


def test_unreadable_moves_are_reported_as_malformed_and_cut_from_the_text() -> None:
    tags = extract_tags("No. [MOVE: ] [MOVE: give(a,,b)] [ADJUST_DISPOSITION: lots] [MOVE: 123go]")

    assert tags.moves == ()
    assert len(tags.malformed) == 4
    assert tags.clean_text == "No."


def test_prose_without_tags_is_kept_verbatim_paragraphs_included() -> None:
    prose = "First line, with [brackets] of its own.\n\nSecond paragraph."

    tags = extract_tags(prose)

    assert tags.clean_text == prose
    assert tags.moves == ()
    assert tags.facts == ()


def test_duplicate_facts_are_harvested_once() -> None:
    assert extract_tags("[FACT: a pier] and [FACT:  a pier ]").facts == ("a pier",)


def test_parse_delta() -> None:
    assert parse_delta("+15") == 15
    assert parse_delta(" -4 ") == -4
    assert parse_delta("4.5") is None
    assert parse_delta("x") is None


def test_move_signature() -> None:
    assert Move(name="reveal", args=("fenns_debt",)).signature == "reveal(fenns_debt)"
    assert str(Move(name="refuse")) == "refuse"


def test_nested_brackets_cannot_smuggle_a_tag_into_the_clean_text() -> None:
    tags = extract_tags("Hi [[MOVE: refuse]MOVE: become_hostile] there")

    assert "MOVE" not in tags.clean_text
    assert tags.moves == (Move(name="refuse"),)


def test_a_stray_tag_like_bracket_is_dropped_and_reported() -> None:
    tags = extract_tags('"No." [REFUSE]')

    assert tags.clean_text == '"No."'
    assert tags.malformed == ("[REFUSE]",)
    assert tags.moves == ()


def test_a_tag_cut_off_by_the_token_cap_never_reaches_the_text() -> None:
    tags = extract_tags('"Take it" [MOVE: give_item(cellar_k')

    assert tags.clean_text == '"Take it"'
    assert tags.malformed == ("[MOVE: give_item(cellar_k",)
    assert tags.moves == ()


def test_complete_tags_before_a_cut_off_one_still_count() -> None:
    tags = extract_tags("Fine. [FACT: the cellar is locked] [MOVE: refuse] Take the [fac")

    assert tags.clean_text == "Fine. Take the"
    assert tags.facts == ("the cellar is locked",)
    assert [move.name for move in tags.moves] == ["refuse"]
    assert tags.malformed == ("[fac",)


def test_lower_case_asides_in_brackets_stay_prose() -> None:
    tags = extract_tags("Well [laughs] fine. [OK]")

    assert tags.clean_text == "Well [laughs] fine. [OK]"
    assert tags.malformed == ()


def test_a_tag_cut_inside_another_cut_tag_is_dropped_whole() -> None:
    tags = extract_tags('"Hm." [MOVE: [MOVE: give_item(cell')

    assert tags.clean_text == '"Hm."'
    assert tags.malformed == ("[MOVE:", "[MOVE: give_item(cell")

"""What a line's no says of each option (taleweaver.intent.no_asserts): pure predicates, no encoder."""

from __future__ import annotations

from taleweaver.intent.candidate import IntentCandidate
from taleweaver.intent.no_asserts import (
    asserts,
    in_other_company,
    keeps_off,
    lets_go_of,
    near_the_refused,
    only_says_no,
    refuses_its_deed,
    says_no_itself,
)


def option(label: str, *, follows: tuple[str, ...] = ()) -> IntentCandidate:
    return IntentCandidate(
        key=f"do:{label.casefold().replace(' ', '_')}", label=label, texts=(label,), follows=follows
    )


def test_an_option_that_only_says_no() -> None:
    assert only_says_no(option("Not for twenty, not for two hundred."))
    assert not only_says_no(option("No. Keep it burning."))


def test_an_option_says_no_itself_by_its_label_or_the_players_next_line() -> None:
    assert says_no_itself(option("Don't say a word"))
    assert says_no_itself(option("Stay put", follows=("I do not move a muscle.",)))
    assert not says_no_itself(option("See to the lift", follows=("The lift is not at the ground floor.",)))


def test_an_option_whose_next_line_says_the_same_no_is_asserted() -> None:
    stay = option("Stay put", follows=("I do not move a muscle.",))
    assert asserts(stay, ["don't move a muscle"])
    chart = option("Buy the chart", follows=("Aria hands it over. So don't come crying to me.",))
    assert not asserts(chart, ["don't buy the chart"])


def test_a_no_to_a_refusing_options_own_first_deed() -> None:
    leave = option("Leave it dripping and carry on")
    assert refuses_its_deed(leave, ["I'm not leaving that thing live"])
    assert not refuses_its_deed(leave, ["I'm not switching it off"])


def test_going_alone_refused_is_going_together() -> None:
    together = option("Shout for Dr. Marsh and go after Walter together")
    alone = option("Go after Walter alone")
    assert in_other_company(together, ["not going out there on my own"])
    assert not in_other_company(alone, ["not going out there on my own"])


def test_letting_go_of_what_the_no_names() -> None:
    assert lets_go_of(option("Put the walkie down and answer the phone"), "forget the walkie")
    assert not lets_go_of(option("Put the walkie down and answer the phone"), "forget the phone")


def test_a_way_out_near_what_was_refused_by_a_word() -> None:
    granny = option("Go back inside Granny Ash's cottage")
    assert near_the_refused(granny.key, ["no, I'm not fetching granny"], [granny])
    assert not near_the_refused(granny.key, ["no, I'm not climbing"], [granny])


def test_a_no_told_to_someone_is_the_option_that_keeps_them_off() -> None:
    gully = option("Tell him to stay off the gully")
    assert keeps_off(gully, "Do NOT go down that gully")
    assert keeps_off(option("Keep her away from the dashboard"), "you're not touching my dashboard")
    assert not keeps_off(gully, "I won't go down that gully")  # the player's own no
    assert not keeps_off(gully, "don't worry about the rope")  # says no word of it

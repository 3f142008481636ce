from __future__ import annotations

import pytest

from taleweaver.content.canon import (
    MAX_RECENT_EVENTS,
    CanonLog,
    CanonLogInvalid,
    PartyMember,
    parse_canon_log,
)

VALID = {
    "version": 1,
    "location": "Brackwater docks",
    "party": [{"id": "cadwyn_vell", "name": "Cadwyn Vell", "disposition": 10}],
    "active_quests": [{"id": "find_the_ledger", "status": "active", "giver": "fenn"}],
    "facts": ["Brackwater is a port."],
    "recent_events": ["You arrived."],
}


def test_a_valid_log_parses_and_round_trips() -> None:
    log = parse_canon_log(VALID)

    assert log.quest_status("find_the_ledger") == "active"
    assert log.party_member("cadwyn_vell") == PartyMember(
        id="cadwyn_vell", name="Cadwyn Vell", disposition=10
    )
    assert parse_canon_log(log.model_dump(mode="json")) == log


def test_every_problem_is_listed_with_its_location() -> None:
    bad = {
        **VALID,
        "party": [{"id": "Cadwyn Vell", "name": "", "disposition": 101}],
        "active_quests": [{"id": "q", "status": "lost"}],
        "mood": "grim",
    }

    with pytest.raises(CanonLogInvalid) as info:
        parse_canon_log(bad)

    errors = info.value.errors
    assert any(e.startswith("canon_log.party[0].id:") for e in errors)
    assert any(e.startswith("canon_log.party[0].name:") for e in errors)
    assert any(e.startswith("canon_log.party[0].disposition:") and "100" in e for e in errors)
    assert any(e.startswith("canon_log.active_quests[0].status:") for e in errors)
    assert any(e.startswith("canon_log.mood:") for e in errors)


def test_another_version_is_refused_with_what_was_seen() -> None:
    with pytest.raises(CanonLogInvalid, match="reads version 1, got 2"):
        parse_canon_log({**VALID, "version": 2})


def test_duplicate_ids_are_refused() -> None:
    twice = [VALID["party"][0], VALID["party"][0]]  # type: ignore[index]

    with pytest.raises(CanonLogInvalid, match="duplicate id"):
        parse_canon_log({**VALID, "party": twice})


def test_party_and_quests_are_capped_in_count() -> None:
    many = [{"id": f"member_{n}", "name": "M"} for n in range(51)]
    quests = [{"id": f"quest_{n}"} for n in range(51)]

    with pytest.raises(CanonLogInvalid) as info:
        parse_canon_log({**VALID, "party": many, "active_quests": quests})

    assert any(e.startswith("canon_log.party:") for e in info.value.errors)
    assert any(e.startswith("canon_log.active_quests:") for e in info.value.errors)


def test_each_fact_and_event_is_capped_in_length() -> None:
    with pytest.raises(CanonLogInvalid) as info:
        parse_canon_log({**VALID, "facts": ["x" * 501], "recent_events": ["ok", "y" * 501]})

    assert any(e.startswith("canon_log.facts[0]:") for e in info.value.errors)
    assert any(e.startswith("canon_log.recent_events[1]:") for e in info.value.errors)


def test_duplicates_are_all_named_once_each() -> None:
    members = [{"id": i, "name": "M"} for i in ("b", "a", "b", "c", "a", "b")]

    with pytest.raises(CanonLogInvalid, match=r"duplicate id\(s\) a, b;"):
        parse_canon_log({**VALID, "party": members})


def test_not_an_object_is_a_clear_error() -> None:
    with pytest.raises(CanonLogInvalid) as info:
        parse_canon_log(["not", "a", "log"])
    assert info.value.errors[0].startswith("canon_log")


def test_mutators_return_new_logs() -> None:
    log = CanonLog()

    with_quest = log.with_quest("find_the_ledger", giver="fenn").with_quest("find_the_ledger", "complete")

    assert log.active_quests == ()
    assert [(q.id, q.status) for q in with_quest.active_quests] == [("find_the_ledger", "complete")]
    assert log.with_facts(["  a   fact ", "a fact", ""]).facts == ("a fact",)


def test_recent_events_are_bounded_to_the_newest() -> None:
    log = CanonLog()
    for index in range(MAX_RECENT_EVENTS + 5):
        log = log.with_event(f"event {index}")

    assert len(log.recent_events) == MAX_RECENT_EVENTS
    assert log.recent_events[-1] == f"event {MAX_RECENT_EVENTS + 4}"


def test_party_disposition_is_kept_in_range() -> None:
    log = CanonLog(party=(PartyMember(id="a", name="A"),))

    assert log.with_party_disposition("a", -400).party[0].disposition == -100

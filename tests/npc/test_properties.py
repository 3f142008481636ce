"""Property tests: garbage and tag soup never crash the extractor nor apply a move that was not available."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from taleweaver.content.canon import DISPOSITION_MAX, DISPOSITION_MIN
from taleweaver.content.npc import Capabilities
from taleweaver.npc.applier import MoveApplier
from taleweaver.npc.moves import MAX_DISPOSITION_STEP, available_moves, validate_moves
from taleweaver.npc.tags import _TAG, extract_tags, parse_move

from .conftest import view

IDS = ["find_the_ledger", "varrell_twins", "fenns_debt", "harbour_pass", "silver_mark", "gold_crown", "x"]
NAMES = [
    "offer_quest",
    "reveal",
    "give_item",
    "accept_item",
    "adjust_disposition",
    "refuse",
    "end_conversation",
    "become_hostile",
    "teleport",
    "Offer Quest",
    "REVEAL",
]
FRAGMENTS = st.one_of(
    st.sampled_from(
        [
            "[MOVE:",
            "[ move :",
            "[FACT:",
            "[ADJUST_DISPOSITION:",
            "[adjust disposition:",
            "(",
            ")",
            "]",
            "[",
            ",",
            " ",
            "=",
            "'",
            '"',
            "\n\n",
            "+",
            "-",
        ]
    ),
    st.sampled_from(IDS),
    st.sampled_from(NAMES),
    st.integers(-1000, 1000).map(str),
    st.text(max_size=12),
)
TAG = st.builds(
    lambda name, args, sep: f"[MOVE:{sep}{name}({', '.join(args)})]",
    st.sampled_from(NAMES),
    st.lists(st.one_of(st.sampled_from(IDS), st.integers(-500, 500).map(str)), max_size=2),
    st.sampled_from(["", " ", "  "]),
)
SOUP = st.lists(st.one_of(FRAGMENTS, TAG), max_size=40).map("".join)
CAPS = Capabilities(
    offerable_quests=("find_the_ledger",),
    giveable_items=("harbour_pass",),
    revealable_topics=("varrell_twins", "fenns_debt"),
)


@given(st.text())
@settings(max_examples=400)
def test_arbitrary_text_never_crashes_and_leaves_no_tag_in_the_clean_text(text: str) -> None:
    tags = extract_tags(text)

    assert (
        _TAG.search(tags.clean_text) is None or "[" in text
    )  # a tag can only be rebuilt from nested brackets
    for move in tags.moves:
        assert move.name


@given(
    SOUP,
    st.sampled_from([(), (("find_the_ledger", "active"),), (("find_the_ledger", "complete"),)]),
    st.dictionaries(st.sampled_from(IDS), st.integers(0, 2), max_size=3),
    st.sets(st.sampled_from(["varrell_twins", "fenns_debt"])),
    st.integers(DISPOSITION_MIN, DISPOSITION_MAX),
)
@settings(max_examples=300)
def test_tag_soup_never_applies_a_move_that_was_not_available(
    soup: str, quests: tuple[tuple[str, str], ...], inventory: dict[str, int], revealed: set[str], start: int
) -> None:
    state = view(
        quests=quests, inventory=inventory, revealed=tuple(sorted(revealed)), dispositions={"fenn": start}
    )
    available = available_moves(CAPS, state)
    offered = {parse_move(entry).signature for entry in available}  # type: ignore[union-attr]

    tags = extract_tags(soup)
    checked = validate_moves(tags.moves, available, state, malformed=tags.malformed)
    out = MoveApplier({}).apply("fenn", checked.valid, state.canon_log, state.game, facts=tags.facts)

    assert len(checked.valid) + len(checked.dropped) == len(tags.moves) + len(tags.malformed)
    for move in checked.valid:
        assert move.signature in offered or move.name in offered
        if move.name == "accept_item":
            assert state.game.holds(move.args[0])
    assert DISPOSITION_MIN <= out.disposition <= DISPOSITION_MAX
    if not out.hostile:
        assert abs(out.disposition - start) <= MAX_DISPOSITION_STEP
    new_quests = {q.id for q in out.canon_log.active_quests} - {q for q, _ in quests}
    assert new_quests <= {"find_the_ledger"}
    assert set(out.game.revealed_topics) - revealed <= {"varrell_twins", "fenns_debt"} - revealed
    assert all(count >= 0 for count in out.game.inventory.values())

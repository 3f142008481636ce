from __future__ import annotations

from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from taleweaver.pipeline.story.contracts import (
    ENDING_IDS,
    HIDDEN_VARIABLES,
    Bound,
    Effects,
    Ending,
    HiddenState,
)
from taleweaver.pipeline.story.regions import (
    box_of,
    complement,
    ending_regions,
    endings_reached,
    feasible_box,
    final_states,
    select_ending,
)

VARIABLES = ("courage", "truth")  # two axes keep the exhaustive grid small
bounds = st.builds(
    Bound,
    variable=st.sampled_from(VARIABLES),
    op=st.sampled_from(["at_least", "at_most"]),
    value=st.integers(-3, 3),
)
ending_lists = st.lists(st.lists(bounds, max_size=3), min_size=4, max_size=4).map(
    lambda conditions: [
        Ending(id=ending_id, title=ending_id, summary="s", conditions=c)
        for ending_id, c in zip(ENDING_IDS, conditions, strict=True)
    ]
)


def _grid() -> list[HiddenState]:
    return [HiddenState(courage=c, truth=t) for c, t in product(range(-5, 6), repeat=2)]


def test_contradictory_bounds_make_no_box() -> None:
    assert (
        box_of(
            [Bound(variable="truth", op="at_least", value=3), Bound(variable="truth", op="at_most", value=1)]
        )
        is None
    )


def test_complement_is_disjoint_and_exact() -> None:
    box = box_of(
        [Bound(variable="courage", op="at_least", value=1), Bound(variable="truth", op="at_most", value=0)]
    )
    assert box is not None
    pieces = complement(box)
    for state in _grid():
        inside = [piece for piece in pieces if piece.contains(state)]
        assert len(inside) == (0 if box.contains(state) else 1)


@given(ending_lists)
def test_exactly_one_region_holds_each_state_and_it_is_the_selected_ending(endings: list[Ending]) -> None:
    regions = ending_regions(endings)
    for state in _grid():
        holders = [eid for eid, boxes in regions.items() for box in boxes if box.contains(state)]
        selected = select_ending(endings, state).id
        if any(box_of(e.conditions) and box_of(e.conditions).contains(state) for e in endings):  # type: ignore[union-attr]
            assert holders == [selected]
        else:
            assert holders == []  # no ending's conditions hold: the last ending is the default


def test_final_states_walk_every_path() -> None:
    up, down = Effects(courage=1), Effects(courage=-1, truth=1)
    states = final_states(HiddenState(), [[up, down], [up, down]])
    assert states == {
        HiddenState(courage=2),
        HiddenState(courage=0, truth=1),
        HiddenState(courage=-2, truth=2),
    }
    endings = [
        Ending(
            id="E1", title="t", summary="s", conditions=[Bound(variable="courage", op="at_least", value=2)]
        ),
        Ending(id="E2", title="t", summary="s", conditions=[Bound(variable="truth", op="at_least", value=2)]),
        Ending(id="E3", title="t", summary="s", conditions=[Bound(variable="truth", op="at_least", value=5)]),
        Ending(id="E4", title="t", summary="s"),
    ]
    assert endings_reached(endings, states) == {"E1": 1, "E2": 1, "E3": 0, "E4": 1}


def test_feasible_box_spans_every_variable() -> None:
    box = feasible_box(HiddenState(truth=1), decisions=4)
    assert box.bounds["truth"] == (-7, 9)
    assert set(box.bounds) == set(HIDDEN_VARIABLES)

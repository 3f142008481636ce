"""``turn_row_json`` (the HTTP play route's hot path) writes exactly the bytes of the typed row."""

from __future__ import annotations

import random

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.output import TurnOutput
from taleweaver.player.rows import turn_row, turn_row_json
from taleweaver.player.session import PlaySession
from taleweaver.testing import HashingEncoder

LIBRARY = load_library_from()
INPUTS = ["/options", "/help", "/look", "/go nowhere", "99", "tell me about it", "go back", "yes", ""]


def _turns(story_id: str, seed: int) -> list[TurnOutput]:
    """A random walk through ``story_id`` from the menu: numbers, commands, free text and refusals."""
    session = PlaySession(StoryEngine(LIBRARY), matcher=IntentMatcher(HashingEncoder()))
    rng = random.Random(f"{story_id}-{seed}")
    outs = [session.opening(), session.handle(f"/select {story_id}")]
    for _ in range(25):
        options = [o for o in outs[-1].options if o.available]
        if options and rng.random() < 0.7:
            text = str(rng.choice(options).number)
        elif options and rng.random() < 0.5:
            text = rng.choice(options).label
        else:
            text = rng.choice(INPUTS)
        outs.append(session.handle(text))
    return outs


@pytest.mark.parametrize("story_id", sorted(LIBRARY.stories))
def test_the_json_is_the_typed_rows_byte_for_byte(story_id: str) -> None:
    kinds: set[str] = set()
    for seed in range(4):
        for out in _turns(story_id, seed):
            kinds.update(e.type for e in out.events)
            for session in (None, "v1.token"):
                for variables in (True, False):
                    typed = turn_row(out, session=session, variables=variables).to_json_bytes()
                    assert turn_row_json(out, session=session, variables=variables) == typed
    assert {"chosen", "sceneChanged"} <= kinds  # the walks reach the events a row carries most

"""Play tokens stay small (≤ 1,536 characters after every turn of any walk of up to 20 turns: ids, not
copies, compressed before sealing) and carry the state exactly: what a token opens to is what was sealed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from taleweaver.apps.http_play.catalog import StoryCatalog
from taleweaver.apps.http_play.service import PlayService
from taleweaver.bench.engine import synthetic_library
from taleweaver.content.models import Library
from taleweaver.engine.packed import pack_state, unpack_state
from taleweaver.engine.save import SaveError
from taleweaver.files import load_library_from
from taleweaver.signing import SessionSigner
from taleweaver.testing import HashingEncoder

MAX_TOKEN_CHARS = 1536
WALKS = 40


def _libraries() -> dict[str, Library]:
    fixtures = Path(__file__).parents[1] / "content" / "fixtures"
    return {
        "bundled": load_library_from(),
        "seed": load_library_from(fixtures / "seed_root"),
        "synthetic-200": synthetic_library(200),
    }


LIBRARIES = _libraries()


def _service(library: Library) -> PlayService:
    return PlayService(StoryCatalog(library, encoder=HashingEncoder()), SessionSigner("test-secret"))


@pytest.mark.parametrize("name", sorted(LIBRARIES))
async def test_every_turn_of_random_walks_keeps_the_token_small_and_exact(name: str) -> None:
    library = LIBRARIES[name]
    service = _service(library)
    cold = _service(library)  # opens each token as a server that did not seal it (unpacked, not kept)
    rng = random.Random(f"tokens-{name}")
    longest = 0
    for story_id in sorted(library.stories):
        for _ in range(WALKS):
            row = service.start(story_id)
            for _ in range(20):
                assert row.session is not None
                longest = max(longest, len(row.session))
                state = cold.open(row.session)
                assert state == service.open(row.session)
                assert state.node_id == row.state.node_id
                assert dict(state.flags) == row.state.flags
                options = [o for o in row.options if o.available]
                if not options:
                    break
                row = await service.turn(row.session, str(rng.choice(options).number))
    assert 0 < longest <= MAX_TOKEN_CHARS


def test_packing_round_trips_the_whole_state_including_the_recent_log() -> None:
    library = LIBRARIES["bundled"]
    service = _service(library)
    engine = service.catalog.engine
    state = engine.enter(engine.initial_state(), "pirates").state
    for action in ("hear_job", "ask_about_ship"):
        if action in engine.available_action_ids(state):
            state = engine.advance(state, action).state
    story = library.stories["pirates"]
    packed = pack_state(state, library)
    assert unpack_state(packed, library, story_id="pirates", content_hash=story.content_hash) == state


@pytest.mark.parametrize(
    "packed",
    [None, [], [1], "story", [2] + [None] * 14, [1, "story", "pirates"], "edited"],
)
def test_a_packed_state_of_another_shape_is_a_save_error(packed: object) -> None:
    with pytest.raises(SaveError):
        unpack_state(packed, LIBRARIES["bundled"], story_id="pirates", content_hash="x")

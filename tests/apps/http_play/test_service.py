"""The play service keeps the tokens it lately sealed with the state each carries (by the token's exact
text), so a player's next turn does not parse and unpack its state again — and still checks everything:
the token's authenticity and age, its story binding, and the state against the story as served."""

from __future__ import annotations

import pytest

from taleweaver.apps.http_play.catalog import StoryCatalog
from taleweaver.apps.http_play.refusal import PlayRefused
from taleweaver.apps.http_play.service import ISSUED_KEPT, PlayService
from taleweaver.content.models import Library
from taleweaver.engine.packed import pack_state
from taleweaver.files import load_library_from
from taleweaver.signing import SessionSigner
from taleweaver.testing import HashingEncoder

LIBRARY = load_library_from()


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def _service(library: Library = LIBRARY, clock: Clock | None = None) -> PlayService:
    signer = SessionSigner("service-test", max_age_s=60, clock=clock)
    return PlayService(StoryCatalog(library, encoder=HashingEncoder()), signer)


async def _played(service: PlayService, turns: int) -> str:
    row = service.start("pirates")
    for _ in range(turns):
        assert row.session is not None
        row = await service.turn(row.session, "1")
    assert row.session is not None
    return row.session


def _refusal(service: PlayService, token: str) -> PlayRefused:
    with pytest.raises(PlayRefused) as caught:
        service.open(token)
    return caught.value


def _with_pirates(**changes: object) -> Library:
    pirates = LIBRARY.stories["pirates"].model_copy(update=changes)
    return LIBRARY.model_copy(update={"stories": {**LIBRARY.stories, "pirates": pirates}})


async def test_a_kept_token_opens_to_what_a_server_that_never_saw_it_unpacks() -> None:
    service, cold = _service(), _service()
    token = await _played(service, 4)
    kept = service.open(token)
    assert kept is service.open(token)  # the kept state, not unpacked again
    assert kept == cold.open(token)  # exactly what the token carries
    assert pack_state(kept, LIBRARY) == pack_state(cold.open(token), LIBRARY)


async def test_playing_on_never_changes_a_kept_state() -> None:
    service, cold = _service(), _service()
    token = await _played(service, 2)
    before = pack_state(service.open(token), LIBRARY)
    for _ in range(3):  # the same token played again and again (a retried request, a second tab)
        row = await service.turn(token, "1")
        assert row.session != token
    assert pack_state(service.open(token), LIBRARY) == before == pack_state(cold.open(token), LIBRARY)


async def test_a_kept_token_still_expires() -> None:
    clock = Clock()
    service = _service(clock=clock)
    token = await _played(service, 1)
    clock.now += 61
    assert _refusal(service, token).code == "token_expired"


async def test_a_kept_token_is_still_authenticated() -> None:
    service = _service()
    token = await _played(service, 1)
    other = PlayService(service.catalog, SessionSigner("another-secret"))
    other._issued = service._issued  # even were the kept list shared, another key does not open the token
    assert _refusal(other, token).code == "token_tampered"


async def test_a_kept_token_is_refused_once_its_story_changed_or_left() -> None:
    service = _service()
    token = await _played(service, 2)
    service.catalog = StoryCatalog(_with_pirates(content_hash="0" * 64), encoder=HashingEncoder())
    refused = _refusal(service, token)
    assert (refused.code, "changed since this session began" in str(refused)) == ("token_wrong_story", True)
    gone = {k: v for k, v in LIBRARY.stories.items() if k != "pirates"}
    service.catalog = StoryCatalog(LIBRARY.model_copy(update={"stories": gone}), encoder=HashingEncoder())
    assert _refusal(service, token).code == "token_wrong_story"


async def test_a_kept_state_is_checked_against_the_story_as_served() -> None:
    service = _service()
    token = await _played(service, 3)
    state = service.open(token)
    pirates = LIBRARY.stories["pirates"]
    # the same content hash, yet the scene the state is in is gone: the state no longer fits the story
    scenes = {sid: scene for sid, scene in pirates.scenes.items() if sid != state.scene_id}
    service.catalog = StoryCatalog(_with_pirates(scenes=scenes), encoder=HashingEncoder())
    refused = _refusal(service, token)
    assert refused.code == "token_tampered"
    assert "does not fit this server's stories" in str(refused)


async def test_only_the_latest_tokens_are_kept() -> None:
    service = _service()
    first = await _played(service, 0)
    for _ in range(ISSUED_KEPT + 5):
        service.seal(service.open(first))  # `first` opened each time: kept as the most recently used
    assert len(service._issued) == ISSUED_KEPT
    assert first in service._issued

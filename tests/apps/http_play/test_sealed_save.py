"""Sealed saves: unreadable, uneditable, never expiring, and only the server's own."""

from __future__ import annotations

import json

import pytest

from taleweaver.apps.http_play.sealed_save import SaveTampered, dump_sealed, open_save, seal_save
from taleweaver.signing import SessionSigner

SAVE = {
    "format": "taleweaver-save",
    "version": 1,
    "story_id": "lighthouse",
    "content_hash": "abc123",
    "state": {"scene_id": "final_night", "variables": {"suspicion": 7}, "ended": False},
}


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def test_a_sealed_save_opens_to_the_save_it_was_made_from() -> None:
    signer = SessionSigner("secret")

    assert open_save(signer, seal_save(signer, SAVE)) == SAVE
    assert open_save(signer, dump_sealed(signer, SAVE)) == SAVE


def test_nothing_of_the_state_is_in_the_clear() -> None:
    text = dump_sealed(SessionSigner("secret"), SAVE)

    for hidden in ("variables", "suspicion", "final_night", "scene_id"):
        assert hidden not in text
    assert json.loads(text)["story_id"] == "lighthouse"


def test_a_sealed_save_does_not_expire() -> None:
    clock = Clock()
    signer = SessionSigner("secret", max_age_s=60, clock=clock)
    sealed = seal_save(signer, SAVE)

    clock.now += 90 * 24 * 3600

    assert open_save(signer, sealed) == SAVE


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(seal=d["seal"][:-4] + ("AAAA" if not d["seal"].endswith("AAAA") else "BBBB")),
        lambda d: d.update(story_id="other_story"),
        lambda d: d.update(extra=1),
        lambda d: d.update(version=2),
        lambda d: d.pop("seal"),
        lambda d: d.update(seal="v" + "9" * 5000 + ".AAAA"),
    ],
)
def test_an_edited_sealed_save_is_refused(edit: object) -> None:
    signer = SessionSigner("secret")
    document = seal_save(signer, SAVE)
    edit(document)  # type: ignore[operator]

    with pytest.raises(SaveTampered):
        open_save(signer, document)


def test_a_plain_save_or_another_servers_save_or_a_session_token_is_refused() -> None:
    signer = SessionSigner("secret")
    session = signer.seal("play", SAVE, story_id="lighthouse", content_hash="abc123")

    with pytest.raises(SaveTampered, match="not a sealed save"):
        open_save(signer, SAVE)
    with pytest.raises(SaveTampered, match="another server"):
        open_save(signer, seal_save(SessionSigner("other secret"), SAVE))
    with pytest.raises(SaveTampered):
        open_save(
            signer,
            {"format": "taleweaver-sealed-save", "version": 1, "story_id": "lighthouse", "seal": session},
        )
    with pytest.raises(SaveTampered, match="not JSON"):
        open_save(signer, "[" * 200_000)

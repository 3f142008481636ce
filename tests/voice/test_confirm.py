"""Confirm, don't guess: only a confident match on words the transcriber was unsure of is confirmed."""

from __future__ import annotations

from taleweaver.voice.confirm import CONFIRM_BELOW, should_confirm
from taleweaver.voice.ports import Transcript


def test_a_low_confidence_transcript_that_matches_is_confirmed() -> None:
    assert should_confirm(Transcript("read the wanted posters", confidence=CONFIRM_BELOW - 0.1), matched=True)


def test_a_sure_transcript_or_no_match_or_no_confidence_is_not_confirmed() -> None:
    assert not should_confirm(Transcript("read the wanted posters", confidence=0.9), matched=True)
    assert not should_confirm(Transcript("tell me a joke", confidence=0.2), matched=False)
    assert not should_confirm(Transcript("typed line"), matched=True)  # typed: no confidence at all

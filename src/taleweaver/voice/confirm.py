"""Confirm, don't guess: a spoken line the transcriber was unsure of is confirmed before it acts.

The matcher can only be as right as the words it is given. When whisper was unsure of the words
(:attr:`~taleweaver.voice.ports.Transcript.confidence` below :data:`CONFIRM_BELOW`) and the line still
matches one option well, acting at once risks a wrong action on a mishearing; asking "Did you mean X?"
costs one short beat. :func:`should_confirm` is that rule; ``bench voice`` measures how many spoken
lines it confirms and how many wrong actions it would have caught.
"""

from __future__ import annotations

from taleweaver.voice.ports import Transcript

CONFIRM_BELOW = 0.55
"""Transcript confidence under which a confident match is confirmed rather than acted on."""


def should_confirm(transcript: Transcript, *, matched: bool, below: float = CONFIRM_BELOW) -> bool:
    """True when the line matched an option but the transcriber was unsure of its words."""
    confidence = transcript.confidence
    return matched and confidence is not None and confidence < below

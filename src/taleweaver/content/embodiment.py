"""What content may say about a body: the known emotion moves and staging values, and their checks. Pure.

The emotion names are the moves shipped in ``taleweaver/body/moves/`` (a test keeps the two equal).
"""

from __future__ import annotations

from taleweaver.content.findings import Finding, suggest, warning

EMOTIONS = ("angry", "curious", "fear", "happy", "laugh", "no", "sad", "surprised", "thinking", "yes")
NAMED_PLACES = {"left": 35.0, "centre": 0.0, "center": 0.0, "right": -35.0}
MAX_STAGING_DEG = 180.0


def staging_degrees(value: str | float | int) -> float | None:
    """The yaw (degrees, + is the robot's left) a ``staging`` value names, or ``None`` when it is not one."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value) if -MAX_STAGING_DEG <= value <= MAX_STAGING_DEG else None
    return NAMED_PLACES.get(value.strip().lower())


def emotion_finding(file: str, emotion: str | None) -> Finding | None:
    if emotion is None or emotion in EMOTIONS:
        return None
    return warning(
        "unknown_emotion",
        file,
        "emotion",
        f"emotion {emotion!r} is not one of the shipped moves",
        f"use one of {', '.join(EMOTIONS)} ({suggest(emotion, EMOTIONS, 'emotions')})",
    )


def staging_finding(file: str, staging: str | float | None) -> Finding | None:
    if staging is None or staging_degrees(staging) is not None:
        return None
    return warning(
        "unknown_staging",
        file,
        "staging",
        f"staging {staging!r} is neither a yaw in degrees (-180..180) nor left/centre/right",
        'write e.g. "left", "centre", "right" or 30 (degrees, + is the robot\'s left); '
        "leave it out to place the character automatically",
    )

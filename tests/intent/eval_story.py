"""The calibration set now lives in the package (``taleweaver bench intent`` prints its figures)."""

from taleweaver.intent.evalset import SCENES, SHOULD_MATCH, SHOULD_NOT_MATCH, TURNS, Turn

__all__ = ["SCENES", "SHOULD_MATCH", "SHOULD_NOT_MATCH", "TURNS", "Turn"]

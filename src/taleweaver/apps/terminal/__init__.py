"""The terminal player (``taleweaver play``): typed input, lines in colour or one JSON row per turn."""

from taleweaver.apps.terminal.player import load_matcher, play_in_terminal, write_save
from taleweaver.apps.terminal.view import PlayView

__all__ = ["PlayView", "load_matcher", "play_in_terminal", "write_save"]

"""The terminal player's logic: options, commands and a session loop, independent of the terminal."""

from taleweaver.player.commands import Command, parse_command
from taleweaver.player.options import Option, current_options
from taleweaver.player.output import Line, TurnOutput
from taleweaver.player.session import PlaySession

__all__ = ["Command", "Line", "Option", "PlaySession", "TurnOutput", "current_options", "parse_command"]

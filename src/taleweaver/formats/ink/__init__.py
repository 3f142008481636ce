"""ink stories: compiled ink JSON played by the pinned runtime (inkpython); ``.ink`` compiled by inkjs."""

from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.runtime import InkChoice, InkLine, InkRuntime

__all__ = ["InkChoice", "InkError", "InkLine", "InkRuntime"]

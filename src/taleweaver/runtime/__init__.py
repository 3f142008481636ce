"""The story-runtime port: what a player session needs from whatever runs the story.

Two implementations: :class:`~taleweaver.runtime.native.NativeRuntime` (the graph engine, one story) and
:class:`~taleweaver.runtime.ink.InkStoryRuntime` (an ink story through the pinned ink runtime).
"""

from taleweaver.runtime.port import RuntimeChoice, Step, StoryRuntime

__all__ = ["RuntimeChoice", "Step", "StoryRuntime"]

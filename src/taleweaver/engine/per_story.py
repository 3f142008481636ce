"""Facts derived once per story content: a small LRU keyed by the story's content hash.

A stateless server opens a token (and checks a save) on every request; what it derives from the story —
the names it declares, the texts an id stands for — must cost once per story content, not per request.
An edited story has another content hash, so nothing stale is ever read. Pure (no I/O).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

from taleweaver.content.models import Story

T = TypeVar("T")


class PerStory(Generic[T]):
    """``get(story)`` → ``derive(story)``, computed once per content hash; the ``size`` latest are kept."""

    def __init__(self, derive: Callable[[Story], T], size: int = 64) -> None:
        self._derive = derive
        self._size = size
        self._kept: OrderedDict[str, T] = OrderedDict()

    def get(self, story: Story) -> T:
        key = story.content_hash
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        value = self._kept[key] = self._derive(story)
        while len(self._kept) > self._size:
            self._kept.popitem(last=False)
        return value

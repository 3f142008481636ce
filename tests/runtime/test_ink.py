"""The ink runtime's peek at what follows a choice: the line said after it, the playthrough untouched
(free text finding a choice by it: tests/runtime/test_session.py)."""

from __future__ import annotations

from taleweaver.formats.ink.story import load_ink_story
from taleweaver.intent.evalsets import corpus_file
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.port import Peeks


def _canal() -> InkStoryRuntime:
    path = corpus_file("lantern_canal")
    assert path is not None
    return InkStoryRuntime(load_ink_story(path))


def test_follows_is_the_line_after_the_choice_and_changes_nothing() -> None:
    runtime = _canal()
    runtime.start()
    assert isinstance(runtime, Peeks)
    saved, state, choices = runtime.save(), runtime.public_state(), runtime.choices()
    hide = next(c for c in choices if c.label == "Hide")
    (said,) = runtime.follows(hide.id)
    assert said.startswith("You crouch behind the crates of tea and hold your breath")
    assert runtime.follows("no.such.choice") == ()
    assert runtime.save() == saved
    assert runtime.public_state() == state
    assert runtime.choices() == choices
    step = runtime.choose(hide.id)  # the real move still says it, once
    assert next(text for _, text in step.lines).startswith("You crouch behind the crates")

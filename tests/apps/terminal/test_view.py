"""The terminal view names each speaker as the current story knows them."""

from __future__ import annotations

from rich.console import Console

from taleweaver.apps.terminal.view import PlayView
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.player import PlaySession


def _view() -> tuple[PlayView, PlaySession, Console]:
    engine = StoryEngine(load_library_from())
    console = Console(record=True, width=200)
    return PlayView(engine, interactive=False, console=console), PlaySession(engine), console


def test_the_menu_narrator_is_called_by_its_name() -> None:
    view, session, console = _view()
    view.opening(session)
    assert f"{session.engine.library.narrator.name}:" in console.export_text()


def test_the_story_narrator_and_characters_are_called_by_their_names() -> None:
    view, session, console = _view()
    view.show(session.start_story("pirates"))
    view.show(session.handle("/act read_wanted_posters"))
    story = session.engine.library.stories["pirates"]
    text = console.export_text()
    assert f"{story.characters['sparrow'].name}:" in text
    assert f"{story.narrator.name}:" in text

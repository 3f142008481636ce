"""An ink story's people, named by what they do: the session hears "Dougie, the mate" and takes "pass the
radio to the mate" as the choice that names Dougie; and by how they look ("the bloke in the camel coat")."""

from __future__ import annotations

from pathlib import Path

from taleweaver.formats.ink.story import load_ink_story
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.intent.evalsets import corpus_file
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.session import RuntimeSession


def _at(path: str, matcher: IntentMatcher) -> RuntimeSession:
    story = corpus_file("storm_trawler")
    assert story is not None
    session = RuntimeSession(InkStoryRuntime(load_ink_story(story)), matcher=matcher)
    session.opening()
    for number in path.split("."):
        session.handle(number)
    return session


def test_a_person_said_by_role_in_an_ink_story(minilm: MiniLMEncoder) -> None:
    session = _at("1.2", IntentMatcher(minilm))
    labels = {c.id: c.label for c in session.runtime.choices()}
    chosen = next(e for e in session.handle("pass the radio to the mate").events if e["type"] == "chosen")
    assert labels[chosen["id"]] == "Hand the handset to Dougie"


def test_a_person_the_player_has_not_heard_of_is_left_as_said(minilm: MiniLMEncoder) -> None:
    # a fresh session has heard nothing of the mate: the line is matched as said
    session = _at("1.2", IntentMatcher(minilm))
    session._people = {}
    events = session.handle("pass the radio to the mate").events
    assert not any(e["type"] == "chosen" for e in events)


def test_a_person_said_by_how_they_look_in_an_ink_story(minilm: MiniLMEncoder) -> None:
    # the story's text dresses Mr Hale in a camel coat and sets Mrs Gillies knitting; the choices name them
    quay = Path(__file__).parent / "fixtures" / "quay.ink.json"
    session = RuntimeSession(InkStoryRuntime(load_ink_story(quay)), matcher=IntentMatcher(minilm))
    session.opening()
    here = session.mark()
    labels = {c.id: c.label for c in session.runtime.choices()}
    for line, label in (
        ("have a word with the bloke in the camel coat", "Ask Hale about the ferry"),
        ("ask the old woman who's knitting", "Ask Gillies about the ferry"),
    ):
        session.rewind(here)
        chosen = next(e for e in session.handle(line).events if e["type"] == "chosen")
        assert labels[chosen["id"]] == label, line
    # a session that has heard nothing of them matches the line as said
    session.rewind(here)
    session._faces = {}
    assert not any(e["type"] == "chosen" for e in session.handle("ask the old woman who's knitting").events)

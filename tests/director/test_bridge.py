"""Speaker handoff (StoryBridge): a new voice restarts the conversation with a summary; no transport."""

from __future__ import annotations

from taleweaver.content.models import Library
from taleweaver.director import StoryBridge
from taleweaver.engine.engine import StoryEngine
from taleweaver.models.port import Message, ModelTimeout
from taleweaver.testing import ScriptedModel

from .conftest import walk, with_voice


def started(engine: StoryEngine, summarizer: ScriptedModel | None = None) -> StoryBridge:
    bridge = StoryBridge(engine, summarizer)
    bridge.sync(engine.initial_state())
    bridge.conversation.history.append(Message(role="user", content="hello"))
    return bridge


def test_sync_starts_the_conversation_of_the_current_speaker(engine: StoryEngine, library: Library) -> None:
    bridge = StoryBridge(engine)
    bridge.sync(walk(engine, "pirates"))
    assert (bridge.conversation.speaker, bridge.conversation.voice) == ("sparrow", "ash")
    bridge.sync(engine.initial_state())  # a running conversation is kept
    assert bridge.conversation.speaker == "sparrow"


async def test_entering_a_story_hands_off_to_the_first_speaker(engine: StoryEngine, library: Library) -> None:
    summarizer = ScriptedModel(["The player picked the pirate tale."])
    bridge = started(engine, summarizer)
    handoff = await bridge.after(engine.enter(engine.initial_state(), "pirates"))
    assert handoff is not None
    assert (handoff.from_speaker, handoff.to_speaker, handoff.voice) == ("narrator", "sparrow", "ash")
    assert handoff.summary == "The player picked the pirate tale."
    assert handoff.summary_by_model is True
    sparrow = library.stories["pirates"].characters["sparrow"]
    assert f"Name: {sparrow.name}" in handoff.instructions
    assert sparrow.background in handoff.instructions
    assert handoff.instructions.endswith("# What just happened\nThe player picked the pirate tale.")
    assert bridge.conversation.history == []
    assert (bridge.conversation.speaker, bridge.conversation.voice) == ("sparrow", "ash")
    assert bridge.instructions(walk(engine, "pirates")) == handoff.instructions


async def test_a_move_by_the_same_speaker_keeps_the_conversation(engine: StoryEngine) -> None:
    summarizer = ScriptedModel()
    bridge = StoryBridge(engine, summarizer)
    state = walk(engine, "pirates")
    bridge.sync(state)
    bridge.conversation.history.append(Message(role="user", content="tell me the job"))
    assert await bridge.after(engine.advance(state, "hear_job")) is None
    assert [m.content for m in bridge.conversation.history] == ["tell me the job"]
    assert summarizer.requests == []


async def test_a_new_speaker_with_the_same_voice_keeps_the_conversation(library: Library) -> None:
    same_voice = StoryEngine(with_voice(library, "pirates", "aria", "ash"))
    summarizer = ScriptedModel()
    bridge = StoryBridge(same_voice, summarizer)
    state = walk(same_voice, "pirates", ("do", "hear_job"))
    bridge.sync(state)
    bridge.conversation.history.append(Message(role="user", content="where is she?"))
    transition = same_voice.advance(state, "go_find_aria")
    assert transition.state.speaker == "aria"
    assert await bridge.after(transition) is None
    assert (bridge.conversation.speaker, bridge.conversation.voice) == ("aria", "ash")
    assert len(bridge.conversation.history) == 1
    assert summarizer.requests == []
    assert "Name: Aria" in bridge.instructions(transition.state)


async def test_a_new_voice_inside_a_story_restarts_with_the_new_persona(
    engine: StoryEngine, library: Library
) -> None:
    summarizer = ScriptedModel(["Sparrow sent you to find Aria on the quay."])
    bridge = StoryBridge(engine, summarizer)
    state = walk(engine, "pirates", ("do", "hear_job"))
    bridge.sync(state)
    bridge.conversation.history.append(Message(role="user", content="I'll go"))
    handoff = await bridge.after(engine.advance(state, "go_find_aria"))
    assert handoff is not None
    assert (handoff.from_speaker, handoff.to_speaker, handoff.voice) == ("sparrow", "aria", "coral")
    assert "Name: Aria" in handoff.instructions
    assert "Name: Captain Sparrow" not in handoff.instructions
    assert "Sparrow sent you to find Aria on the quay." in handoff.instructions
    assert bridge.conversation.history == []
    (request,) = summarizer.requests
    assert "Aria began to speak." in request.messages[-1].content


async def test_a_failing_summarizer_still_hands_off_with_the_log_summary(engine: StoryEngine) -> None:
    bridge = started(engine, ScriptedModel([ModelTimeout("slow")]))
    handoff = await bridge.after(engine.enter(engine.initial_state(), "pirates"))
    assert handoff is not None
    assert handoff.summary_by_model is False
    assert handoff.summary == (
        'The story "The Drowned Lantern" began. The scene moved to tavern. Captain Sparrow began to speak.'
    )
    assert handoff.summary in handoff.instructions


async def test_exiting_hands_back_to_the_menu_narrator(engine: StoryEngine, library: Library) -> None:
    bridge = StoryBridge(engine, None)
    state = walk(engine, "pirates")
    bridge.sync(state)
    handoff = await bridge.after(engine.exit(state))
    assert handoff is not None
    assert (handoff.to_speaker, handoff.voice) == ("narrator", library.narrator.voice)
    assert "# Available stories" in handoff.instructions
    assert handoff.summary_by_model is False

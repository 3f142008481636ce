"""Port of seed 000's app test ``tests/story-bridge.test.ts``.

The seed's ``StoryBridge`` opens one OpenAI Realtime client per voice (a fake records them) and asks a
``SummaryBuilder`` (stubbed: "Stub summary.") for the handoff. Here the director drives the same engine
with a scripted model; a new voice is a ``handoff`` (the new conversation: its voice, the summary from
the separate summary model), and the voice of the running conversation is ``bridge.conversation.voice``.
"""

from __future__ import annotations

from taleweaver.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.testing import ScriptedModel, tool_call


def _bridge(engine: StoryEngine, replies: list[object]) -> tuple[Director, ScriptedModel]:
    summary = ScriptedModel(["Stub summary."], then="Stub summary.")
    return Director(engine, ScriptedModel(replies), summarizer=summary), summary  # type: ignore[arg-type]


def test_starts_a_session_in_menu_mode_with_the_narrators_voice(engine: StoryEngine) -> None:
    director, _ = _bridge(engine, [])
    director.bridge.sync(engine.initial_state())  # bridge.start()
    assert director.bridge.conversation.voice == "cedar"
    assert director.bridge.conversation.speaker == "narrator"


async def test_on_select_story_transitions_to_story_and_swaps_voice_to_character(engine: StoryEngine) -> None:
    director, summary = _bridge(
        engine, [tool_call("select_story", storyId="story_test"), "Captain Sparrow at your service."]
    )
    out = await director.turn(engine.initial_state(), "let's play the test story")
    assert out.state.mode == "story"
    (handoff,) = out.handoffs  # the second session = post-swap
    assert handoff.voice == "ash"  # Sparrow's voice
    assert handoff.summary == "Stub summary."
    assert len(summary.requests) == 1
    assert director.bridge.conversation.voice == "ash"


async def test_on_advance_storyline_no_voice_swap_when_speaker_unchanged(engine: StoryEngine) -> None:
    director, _ = _bridge(
        engine,
        [
            tool_call("select_story", storyId="story_test"),
            "Friend or foe?",
            tool_call("advance_storyline", actionId="greet_respectfully"),
            "Aye, that's the spirit!",
        ],
    )
    first = await director.turn(engine.initial_state(), "let's play the test story")
    count_before = len(first.handoffs)
    second = await director.turn(first.state, "I show him respect")
    assert second.state.node_id == "friendly_response"
    assert len(second.handoffs) == 0  # no new session opened
    assert count_before == 1
    assert director.bridge.conversation.voice == "ash"

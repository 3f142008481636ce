"""The director's turn loop with fake models: request layout, dispatch, handoffs, fallbacks."""

from __future__ import annotations

import pytest

from taleweaver.content.models import Library
from taleweaver.director import Director
from taleweaver.director.director import MAX_HISTORY
from taleweaver.engine.engine import StoryEngine
from taleweaver.models.port import ChatRequest, ChatResult, ModelHTTPError, ModelTimeout, ToolCall
from taleweaver.player.session import PlaySession
from taleweaver.testing import ScriptedModel, tool_call
from taleweaver.testing.models import Reply

from .conftest import walk, with_voice

TURN_STATE_MARKERS = ("# Current scene", "# Scripted line to speak now", "# Available actions")


def turn_state_holders(request: ChatRequest) -> list[int]:
    """Indexes of the messages that carry the per-turn state block."""
    return [
        i for i, m in enumerate(request.messages) if any(marker in m.content for marker in TURN_STATE_MARKERS)
    ]


def enum_of(request: ChatRequest, name: str) -> list[str]:
    tool = next(t for t in request.tools if t.name == name)
    (prop,) = tool.parameters["properties"].values()
    return list(prop["enum"])


async def test_stable_prompt_leads_and_repeats_across_nodes_with_the_same_speaker(
    engine: StoryEngine,
) -> None:
    model = ScriptedModel([tool_call("advance_storyline", actionId="hear_job"), "The job, then.", "Aye."])
    director = Director(engine, model)
    first = await director.turn(walk(engine, "pirates"), "just tell me the job")
    assert first.state.node_id == "sparrow_job"
    second = await director.turn(first.state, "sounds dangerous")
    assert second.fallback is None
    assert len(model.requests) == 3
    systems = [r.messages[0] for r in model.requests]
    assert all(m.role == "system" for m in systems)
    assert len({m.content for m in systems}) == 1
    for request in model.requests:
        assert [m.role for m in request.messages].count("system") == 1


async def test_the_turn_state_is_shown_once_and_only_again_when_it_changes(
    engine: StoryEngine, library: Library
) -> None:
    model = ScriptedModel(
        ["Sit, then.", "Fair question.", tool_call("request_options"), "Two roads, friend."]
    )
    director = Director(engine, model)
    state = walk(engine, "pirates")
    for said in ("hello", "who are you?", "what can I do?"):
        state = (await director.turn(state, said)).state
    line = library.stories["pirates"].storylines["meet_sparrow"].text
    for request in model.requests:
        (holder,) = turn_state_holders(request)
        assert request.messages[holder].role == "user"
        assert line in request.messages[holder].content
    first = model.requests[0]
    assert turn_state_holders(first) == [len(first.messages) - 1]
    last = model.requests[-1]
    assert [m.role for m in last.messages] == [
        "system", "user", "assistant", "user", "assistant", "user", "assistant", "tool"
    ]  # fmt: skip
    assert turn_state_holders(last) == [1]
    assert last.messages[1].content.endswith("# The player says\nhello")
    assert [m.content for m in last.messages[2:6]] == [
        "Sit, then.",
        "# The player says\nwho are you?",
        "Fair question.",
        "# The player says\nwhat can I do?",
    ]


async def test_between_transitions_the_conversation_only_grows_at_its_end(engine: StoryEngine) -> None:
    """What a turn sent is the start of what the next turn sends: a prefix cache covers it all."""
    model = ScriptedModel(["Sit.", "Aye.", "Go on.", "Mm.", "Right."])
    director = Director(engine, model)
    state = walk(engine, "pirates")
    for said in ("hi", "who are you?", "nice coat", "the weather?", "hmm"):
        await director.turn(state, said)
    for before, after in zip(model.requests, model.requests[1:], strict=False):
        assert after.messages[: len(before.messages)] == before.messages
        assert after.tools == before.tools


async def test_a_transition_sends_the_new_state_and_drops_the_old_one(
    engine: StoryEngine, library: Library
) -> None:
    model = ScriptedModel(
        ["Sit.", tool_call("advance_storyline", actionId="hear_job"), "The job, then.", "Aye."]
    )
    director = Director(engine, model)
    state = (await director.turn(walk(engine, "pirates"), "hi")).state
    state = (await director.turn(state, "just the job")).state
    await director.turn(state, "sounds risky")
    old_line = library.stories["pirates"].storylines["meet_sparrow"].text
    new_line = library.stories["pirates"].storylines["sparrow_job"].text
    after_move = model.requests[2]
    (holder,) = turn_state_holders(after_move)
    assert holder == 3
    assert new_line in after_move.messages[holder].content
    last = model.requests[-1]
    (holder,) = turn_state_holders(last)
    assert new_line in last.messages[holder].content
    assert all(old_line not in m.content for m in last.messages)
    assert last.messages[1].content == "# The player says\nhi"


async def test_long_chats_keep_a_bounded_history_that_still_shows_the_state(engine: StoryEngine) -> None:
    model = ScriptedModel(then="Aye.")
    director = Director(engine, model)
    state = walk(engine, "pirates")
    sizes = []
    for i in range(40):
        await director.turn(state, f"line {i}")
        sizes.append(len(model.requests[-1].messages))
        (holder,) = turn_state_holders(model.requests[-1])
        assert model.requests[-1].messages[holder].role == "user"
        assert model.requests[-1].messages[1].role == "user"
    assert max(sizes) <= MAX_HISTORY + 2
    breaks = sum(
        1
        for a, b in zip(model.requests, model.requests[1:], strict=False)
        if b.messages[: len(a.messages)] != a.messages
    )
    assert 0 < breaks <= 40 // 3


async def test_tools_are_rebuilt_after_every_transition(engine: StoryEngine) -> None:
    model = ScriptedModel([tool_call("advance_storyline", actionId="hear_job"), "Here's the job."])
    turn = await Director(engine, model).turn(walk(engine, "pirates"), "the job")
    assert [o.accepted for o in turn.outcomes] == [True]
    assert enum_of(model.requests[0], "advance_storyline") == ["hear_job", "ask_about_ship"]
    assert enum_of(model.requests[1], "advance_storyline") == ["go_find_aria"]
    assert "You there, with the honest face" in model.requests[0].messages[-1].content
    assert "Here's the shape of it" in model.requests[1].messages[1].content


async def test_refusals_change_nothing_and_are_recorded(engine: StoryEngine) -> None:
    bad_json = ToolCall(id="c2", name="navigate_scene", arguments="{sceneId: lighthouse")
    model = ScriptedModel(
        [
            ChatResult(tool_calls=[tool_call("advance_storyline", actionId="claim_my_half"), bad_json]),
            tool_call("select_story", storyId="bramble_books"),
            "Not tonight, friend.",
        ]
    )
    state = walk(engine, "pirates")
    turn = await Director(engine, model).turn(state, "I want half, and the lighthouse, and another story")
    assert turn.state is state
    assert turn.fallback is None
    assert [(o.name, o.accepted) for o in turn.outcomes] == [
        ("advance_storyline", False),
        ("navigate_scene", False),
        ("select_story", False),
    ]
    assert "'claim_my_half' is not one of the ids allowed now" in (turn.outcomes[0].reason or "")
    assert "arguments are not JSON" in (turn.outcomes[1].reason or "")
    assert turn.outcomes[2].reason == "a story is already being played; exit_story first"
    calls = [e for e in turn.events if e["type"] == "tool_call"]
    assert calls == [o.to_event() for o in turn.outcomes]
    assert [e["type"] for e in turn.events] == ["tool_call"] * 3
    tool_messages = [m for m in model.requests[1].messages if m.role == "tool"]
    assert [m.tool_call_id for m in tool_messages] == ["call_advance_storyline", "c2"]
    assert all(m.content.startswith("Cannot do that: ") for m in tool_messages)
    assert turn.lines == [("sparrow", "Not tonight, friend.")]


async def test_accepted_calls_move_the_state_and_tell_the_model(
    engine: StoryEngine, library: Library
) -> None:
    model = ScriptedModel(
        [
            ChatResult(
                text="Down the hill we go.",
                tool_calls=[
                    tool_call("perform_scene_action", actionId="sample_grog"),
                    tool_call("navigate_scene", sceneId="harbor"),
                ],
            ),
            "Smell that salt air.",
        ]
    )
    turn = await Director(engine, model).turn(walk(engine, "pirates"), "drink up and let's go to the harbour")
    assert turn.state.scene_id == "harbor"
    assert turn.state.scene_actions_done.get("tavern/sample_grog") == 1
    assert [e["type"] for e in turn.events] == [
        "tool_call",
        "sceneActionPerformed",
        "tool_call",
        "sceneChanged",
    ]
    results = [m.content for m in model.requests[1].messages if m.role == "tool"]
    assert results[0].startswith("Done. Narrate this in character: It tastes of lime")
    assert "Scene: Saltmere Harbour." in results[1]
    assert turn.lines == [("sparrow", "Down the hill we go."), ("sparrow", "Smell that salt air.")]


async def test_a_new_voice_restarts_the_conversation_with_persona_and_summary(
    engine: StoryEngine, library: Library
) -> None:
    model = ScriptedModel(
        ["Welcome in!", tool_call("select_story", storyId="pirates"), "You chose pirates.", "Ahoy."]
    )
    director = Director(engine, model)
    menu = await director.turn(engine.initial_state(), "hello")
    turn = await director.turn(menu.state, "the pirate one please")
    (handoff,) = turn.handoffs
    assert (handoff.from_speaker, handoff.to_speaker, handoff.voice) == ("narrator", "sparrow", "ash")
    assert (handoff.summary, handoff.summary_by_model) == ("You chose pirates.", True)
    assert {
        "type": "handoff",
        "from": "narrator",
        "to": "sparrow",
        "voice": "ash",
        "summary": "You chose pirates.",
    } in turn.events
    after = model.requests[-1]
    assert after.role == "director"
    system = after.messages[0].content
    assert "Name: Captain Sparrow" in system
    assert "You chose pirates." in system
    assert "Welcome in!" not in [m.content for m in after.messages]
    assert [m.role for m in after.messages] == ["system", "user", "assistant"]
    assert after.messages[2].content == "(The story moved on. You chose pirates.)"
    assert turn.lines == [("sparrow", "Ahoy.")]
    said, reply = director.bridge.conversation.history
    assert "Name: Captain Sparrow" not in said.content
    assert said.content.endswith(
        "# The player says\nthe pirate one please\n(Speak your scripted line to the player now.)"
    )
    assert reply.content == "Ahoy."


async def test_the_same_voice_keeps_the_conversation(library: Library) -> None:
    same_voice = StoryEngine(with_voice(library, "pirates", "aria", "ash"))
    model = ScriptedModel(
        ["A job, eh?", tool_call("advance_storyline", actionId="go_find_aria"), "Aria here."]
    )
    director = Director(same_voice, model)
    state = walk(same_voice, "pirates", ("do", "hear_job"))
    state = (await director.turn(state, "what job?")).state
    turn = await director.turn(state, "I'll find her")
    assert turn.state.speaker == "aria"
    assert turn.handoffs == []
    last = model.requests[-1]
    assert "Name: Aria" in last.messages[0].content
    assert [m.content for m in last.messages[1:3]] == ["# The player says\nwhat job?", "A job, eh?"]


async def test_the_summary_falls_back_when_the_summarizer_fails(engine: StoryEngine) -> None:
    model = ScriptedModel([tool_call("advance_storyline", actionId="go_find_aria"), "I'm Aria."])
    director = Director(engine, model, summarizer=ScriptedModel([ModelHTTPError(503, "busy")]))
    turn = await director.turn(walk(engine, "pirates", ("do", "hear_job")), "off to find Aria")
    (handoff,) = turn.handoffs
    assert handoff.summary_by_model is False
    assert handoff.summary.endswith("Aria began to speak.")
    assert handoff.summary in model.requests[-1].messages[0].content


async def test_the_player_commands_bypass_the_model(engine: StoryEngine) -> None:
    model = ScriptedModel()
    session = PlaySession(engine, state=walk(engine, "pirates"), director=Director(engine, model))
    out = await session.handle_async("/do hear_job")
    assert out.state.node_id == "sparrow_job"
    assert model.requests == []


async def test_the_models_lines_reach_the_player(engine: StoryEngine) -> None:
    model = ScriptedModel(
        [tool_call("advance_storyline", actionId="hear_job"), "Here's the shape of it, mate."]
    )
    session = PlaySession(engine, state=walk(engine, "pirates"), director=Director(engine, model))
    out = await session.handle_async("what's the job?")
    assert out.state.node_id == "sparrow_job"
    assert [line.to_json() for line in out.lines] == [
        {"speaker": "sparrow", "text": "Here's the shape of it, mate."}
    ]
    assert out.to_json()["events"][0] == {
        "type": "tool_call",
        "name": "advance_storyline",
        "args": {"actionId": "hear_job"},
        "accepted": True,
        "reason": None,
    }
    assert out.options
    assert out.options[0].id == "go_find_aria"


FALLBACKS: list[tuple[list[Reply], Reply, str]] = [
    ([ModelTimeout("no answer in 30 s")], "", "model_error"),
    ([ModelHTTPError(500, "server error")], "", "model_error"),
    ([""], "", "no_speech"),
    ([], tool_call("request_options"), "tool_loop"),
    ([tool_call("advance_storyline", actionId="hear_job")], tool_call("request_options"), "tool_loop"),
    ([tool_call("advance_storyline", actionId="hear_job"), ""], "", "no_speech"),
    ([tool_call("advance_storyline", actionId="hear_job"), ModelTimeout("slow")], "", "model_error"),
]


@pytest.mark.parametrize(("replies", "then", "reason"), FALLBACKS)
async def test_a_misbehaving_model_falls_back_to_the_scripted_line(
    engine: StoryEngine, library: Library, replies: list[Reply], then: Reply, reason: str
) -> None:
    model = ScriptedModel(replies, then=then)
    state = walk(engine, "pirates")
    session = PlaySession(engine, state=state, director=Director(engine, model, max_rounds=3))
    out = await session.handle_async("hmm, what now?")
    assert session.state is state
    assert out.state is state
    assert {"type": "fallback", "reason": reason} in out.events
    line = library.stories["pirates"].storylines["meet_sparrow"].text
    assert [(x.speaker, x.text) for x in out.lines] == [("sparrow", line)]
    shown = next(e for e in out.events if e["type"] in ("clarify", "options"))
    assert [o["id"] for o in shown["options"]][:2] == ["hear_job", "ask_about_ship"]
    assert len(model.requests) <= 3


async def test_the_tool_round_cap_bounds_the_model_calls(engine: StoryEngine) -> None:
    model = ScriptedModel(then=tool_call("request_options"))
    turn = await Director(engine, model, max_rounds=5).turn(walk(engine, "pirates"), "?")
    assert turn.fallback == "tool_loop"
    assert len(model.requests) == 5
    assert len(turn.outcomes) == 5


async def test_a_fallback_at_the_menu_lists_the_stories(engine: StoryEngine, library: Library) -> None:
    session = PlaySession(engine, director=Director(engine, ScriptedModel([ModelTimeout("slow")])))
    out = await session.handle_async("hello?")
    assert {"type": "fallback", "reason": "model_error"} in out.events
    assert [x.speaker for x in out.lines] == ["narrator"]
    assert all(story.title in out.lines[0].text for story in library.stories.values())
    assert session.state.mode == "menu"


async def test_a_rolled_back_turn_does_not_leave_the_voice_behind(engine: StoryEngine) -> None:
    """A fallback discards the turn's moves; the next real move must still hand off the voice."""
    model = ScriptedModel(
        [
            tool_call("select_story", storyId="pirates"),
            "You chose pirates.",
            ModelTimeout("slow"),
            tool_call("select_story", storyId="pirates"),
            "Pirates again.",
            "Ahoy.",
        ]
    )
    session = PlaySession(engine, director=Director(engine, model))
    # Words the offline path cannot place (no story named), so the fallback stays at the menu.
    first = await session.handle_async("something with the sea in it")
    assert {"type": "fallback", "reason": "model_error"} in first.events
    assert session.state.mode == "menu"
    second = await session.handle_async("something with the sea in it")
    assert second.state.node_id == "meet_sparrow"
    assert [e for e in second.events if e["type"] == "handoff"] != []
    assert "Name: Captain Sparrow" in model.requests[-1].messages[0].content


async def test_the_history_repeats_the_reply_as_the_model_wrote_it(engine: StoryEngine) -> None:
    model = ScriptedModel(["  Aye,\n  friend.  ", "Mm."])
    director = Director(engine, model)
    state = walk(engine, "pirates")
    first = await director.turn(state, "hi")
    assert first.lines == [("sparrow", "Aye, friend.")]
    await director.turn(state, "and?")
    assert model.requests[-1].messages[2].content == "Aye,\n  friend."


async def test_a_fallback_turn_leaves_no_model_reply_in_the_history(engine: StoryEngine) -> None:
    model = ScriptedModel(
        [
            ChatResult(text="Let me check.", tool_calls=[tool_call("request_options")]),
            ModelTimeout("slow"),
            "Aye.",
        ]
    )
    director = Director(engine, model)
    state = walk(engine, "pirates")
    assert (await director.turn(state, "what now?")).fallback == "model_error"
    await director.turn(state, "hello?")
    assert [m.role for m in model.requests[-1].messages] == ["system", "user", "user"]

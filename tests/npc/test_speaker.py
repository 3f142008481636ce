from __future__ import annotations

import pytest

from taleweaver.content.canon import CanonLog
from taleweaver.content.npc import NpcFile, World
from taleweaver.models.port import ModelConfigError, ModelError, ModelHTTPError
from taleweaver.npc.contract import NarrateRequest, SpeakRequest
from taleweaver.npc.speaker import NpcSpeaker, RolePrompt, UnknownNpc
from taleweaver.testing import FunctionModel, ScriptedModel

SECRET = "Fenn owes forty marks to the harbourmaster"
WORLD = World(
    npcs={"fenn": NpcFile(id="fenn", name="Fenn", persona="A clerk. " + SECRET + ".", knowledge=(SECRET,))}
)
PROMPTS = {
    "npc": RolePrompt(role="npc", text="Be an NPC.", temperature=0.5, max_tokens=99),
    "narrator": RolePrompt(role="narrator", text="Narrate."),
}
REQUEST = SpeakRequest(canon_log=CanonLog(), npc_id="fenn", available_moves=("refuse",), utterance="hi")


async def test_speak_builds_one_system_and_one_user_message_with_prompt_settings() -> None:
    model = ScriptedModel(["Hello. [MOVE: refuse]"])
    speaker = NpcSpeaker(WORLD, PROMPTS, {"npc": model})

    assert await speaker.speak(REQUEST) == "Hello. [MOVE: refuse]"
    request = model.requests[0]
    assert [m.role for m in request.messages] == ["system", "user"]
    assert request.messages[0].content.startswith("Be an NPC.")
    assert (request.temperature, request.max_tokens, request.role) == (0.5, 99, "npc")


async def test_unknown_npc_and_missing_model_are_typed_errors() -> None:
    speaker = NpcSpeaker(WORLD, PROMPTS, {"npc": None})

    with pytest.raises(UnknownNpc, match="known: fenn"):
        await speaker.speak(REQUEST.model_copy(update={"npc_id": "bob"}))
    with pytest.raises(ModelConfigError, match="'npc' role"):
        await speaker.speak(REQUEST)


async def test_model_errors_keep_their_kind_and_lose_the_secrets() -> None:
    model = FunctionModel(lambda request: ModelHTTPError(500, "echo: " + request.messages[0].content))
    speaker = NpcSpeaker(WORLD, PROMPTS, {"npc": model})

    with pytest.raises(ModelError) as info:
        await speaker.speak(REQUEST)

    assert info.value.kind == "http_status"
    assert SECRET not in str(info.value)
    assert "[redacted]" in str(info.value)


async def test_narrate_uses_the_narrator_prompt() -> None:
    model = ScriptedModel(["The tide turns."])
    speaker = NpcSpeaker(WORLD, PROMPTS, {"narrator": model})

    assert await speaker.narrate(NarrateRequest(canon_log=CanonLog(location="the quay"))) == "The tide turns."
    assert model.requests[0].messages[0].content == "Narrate."
    assert "Location: the quay" in model.requests[0].messages[1].content

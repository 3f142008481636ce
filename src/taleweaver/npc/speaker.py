"""The server side of NPC dialogue and narration: digest → model → raw prose.

This is where the secret text is used. :class:`NpcSpeaker` holds the world (persona and knowledge
included) in memory, builds the request for the right role's model and returns the prose untouched
(tags intact): extracting and validating moves is the client's job, because legality depends on
state only the client holds.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict

from taleweaver.content.npc import NpcFile, World
from taleweaver.models.port import (
    ChatModel,
    ChatRequest,
    ChatResult,
    MalformedOutput,
    Message,
    ModelConfigError,
    ModelError,
    TextSink,
)
from taleweaver.npc.contract import NarrateRequest, SpeakRequest
from taleweaver.npc.digest import narrator_digest, npc_system_digest, npc_turn_digest, npc_utterance

NPC_ROLE = "npc"
NARRATOR_ROLE = "narrator"


class RolePrompt(BaseModel):
    """A role's system prompt and its sampling settings (from ``prompts/<role>.md``)."""

    model_config = ConfigDict(frozen=True)

    role: str
    text: str
    temperature: float | None = None
    max_tokens: int | None = None


class UnknownNpc(LookupError):
    """``npc_id`` resolves to no content file."""

    def __init__(self, npc_id: str, known: list[str]) -> None:
        super().__init__(
            f"npc_id: no NPC {npc_id!r} on this server (known: {', '.join(sorted(known)) or 'none'})"
        )
        self.npc_id = npc_id


class NpcSpeaker:
    """Runs the ``npc`` and ``narrator`` roles; ``models`` maps a role to its model (``None``: no model)."""

    def __init__(
        self,
        world: World,
        prompts: Mapping[str, RolePrompt],
        models: Mapping[str, ChatModel | None],
    ) -> None:
        self.world = world
        self._prompts = dict(prompts)
        self._models = dict(models)

    def npc(self, npc_id: str) -> NpcFile:
        npc = self.world.npcs.get(npc_id)
        if npc is None:
            raise UnknownNpc(npc_id, list(self.world.npcs))
        return npc

    def speak_request(self, request: SpeakRequest) -> ChatRequest:
        """Build the model request for one NPC turn (the first step of the bounded turn)."""
        npc = self.npc(request.npc_id)
        prompt = self._prompts[NPC_ROLE]
        turn = npc_turn_digest(
            npc,
            request.canon_log,
            disposition=request.disposition,
            available_moves=request.available_moves,
            quests=self.world.quests,
        )
        system = f"{prompt.text}\n\n{npc_system_digest(npc)}\n\n{turn}"
        return ChatRequest(
            messages=[
                Message(role="system", content=system),
                Message(role="user", content=npc_utterance(request.utterance)),
            ],
            temperature=prompt.temperature,
            max_tokens=prompt.max_tokens,
            role=NPC_ROLE,
            typed_input=request,
        )

    def narrate_request(self, request: NarrateRequest) -> ChatRequest:
        prompt = self._prompts[NARRATOR_ROLE]
        return ChatRequest(
            messages=[
                Message(role="system", content=prompt.text),
                Message(role="user", content=narrator_digest(request.canon_log, self.world.quests)),
            ],
            temperature=prompt.temperature,
            max_tokens=prompt.max_tokens,
            role=NARRATOR_ROLE,
            typed_input=request,
        )

    async def speak(self, request: SpeakRequest) -> str:
        """The NPC's raw prose, tags intact. Raises :class:`UnknownNpc` or a ``ModelError``."""
        return await self._run(NPC_ROLE, self.speak_request(request))

    async def narrate(self, request: NarrateRequest) -> str:
        return await self._run(NARRATOR_ROLE, self.narrate_request(request))

    async def _run(self, role: str, chat: ChatRequest) -> str:
        model = self._models.get(role)
        if model is None:
            raise ModelConfigError(
                f"no model configured for the {role!r} role (set --model or TALEWEAVER_MODEL)"
            )
        try:
            result = await model.chat(chat)
        except ModelError as exc:
            # A backend's error text may quote the prompt; the secrets must not ride out in a 502.
            failure = ModelError(self._redact(str(exc)))
            failure.kind = exc.kind
            raise failure from exc
        return result.text

    def _redact(self, text: str) -> str:
        for npc in self.world.npcs.values():
            for secret in npc.secrets():
                for piece in (secret, *secret.split(". ")):
                    if len(piece) >= 12:
                        text = text.replace(piece, "[redacted]")
        return text


class RequireProse:
    """Wraps a model so an empty reply is a retryable :class:`MalformedOutput`, not a 200 with no prose."""

    def __init__(self, inner: ChatModel) -> None:
        self.inner = inner
        self.name = inner.name

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        result = await self.inner.chat(request, on_text=on_text)
        if not result.text.strip():
            raise MalformedOutput(f"{self.name}: the {request.role} model returned no prose")
        return result

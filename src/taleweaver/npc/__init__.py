"""Bounded NPC conversation: the model writes the NPC's words, code owns the moves.

Client side: :func:`extract_tags` → :func:`available_moves` / :func:`validate_moves` →
:class:`MoveApplier`, driven by :class:`NpcService` over an :class:`NpcTransport`, and
:class:`NpcConversation` for a multi-turn exchange; :class:`DmService` asks for narration over the same
transport. Server side: :class:`NpcSpeaker` renders the digests (persona and knowledge stay on the
server) and calls the ``npc`` / ``narrator`` role models.
"""

from taleweaver.npc.applier import Applied, MoveApplier
from taleweaver.npc.contract import NarrateRequest, ProseResponse, SpeakRequest
from taleweaver.npc.conversation import NpcConversation, TurnRecord
from taleweaver.npc.dm import DmResult, DmService, NarrationFallback
from taleweaver.npc.fallback import FallbackLibrary
from taleweaver.npc.moves import DroppedMove, Validation, available_moves, validate_moves
from taleweaver.npc.service import NpcResult, NpcService
from taleweaver.npc.speaker import NpcSpeaker, RolePrompt, UnknownNpc
from taleweaver.npc.state import ClientSave, GameState, StateView
from taleweaver.npc.tags import ExtractedTags, Move, extract_tags
from taleweaver.npc.transport import HttpTransport, NpcTransport, TransportError, in_process

__all__ = [
    "Applied",
    "ClientSave",
    "DmResult",
    "DmService",
    "DroppedMove",
    "ExtractedTags",
    "FallbackLibrary",
    "GameState",
    "HttpTransport",
    "Move",
    "MoveApplier",
    "NarrateRequest",
    "NarrationFallback",
    "NpcConversation",
    "NpcResult",
    "NpcService",
    "NpcSpeaker",
    "NpcTransport",
    "ProseResponse",
    "RolePrompt",
    "SpeakRequest",
    "StateView",
    "TransportError",
    "TurnRecord",
    "UnknownNpc",
    "Validation",
    "available_moves",
    "extract_tags",
    "in_process",
    "validate_moves",
]

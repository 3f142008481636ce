"""Digests: the per-request text the NPC and narrator prompts are built from (pure).

The NPC digest carries everything the model needs — canon-log context, persona, disposition,
knowledge, ``available_moves`` verbatim, the utterance. Ordered for prefix caching: what is stable
for an NPC (prompt, persona, knowledge) first, this turn's situation after it, all in the system
message; the player's words alone are the user message, so the model answers them. The
narrator digest hides numbers: it describes standing in words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from taleweaver.content.canon import CanonLog
from taleweaver.content.npc import NpcFile, Quest
from taleweaver.npc.tags import neutralise_tags

_STANDING = ((-60, "hostile"), (-20, "cold"), (20, "neutral"), (60, "warm"), (101, "devoted"))
RECENT_FACTS = 12
RECENT_EVENTS = 8


def standing(disposition: int) -> str:
    """A word for a disposition: hostile, cold, neutral, warm or devoted."""
    return next(word for bound, word in _STANDING if disposition < bound)


def npc_system_digest(npc: NpcFile) -> str:
    """Who the NPC is and what it knows: stable across every turn with this NPC."""
    knowledge = "\n".join(f"- {line}" for line in npc.knowledge) or "- (nothing beyond ordinary small talk)"
    return (
        f"## You are {npc.name} ({npc.role})\n{npc.persona}\n\n"
        f"## What {npc.name} knows (the only things you may state as fact)\n{knowledge}"
    )


def npc_turn_digest(
    npc: NpcFile,
    canon_log: CanonLog,
    *,
    disposition: int,
    available_moves: Sequence[str],
    quests: Mapping[str, Quest],
) -> str:
    """This turn's situation: the world so far, the NPC's standing with the player, its legal moves."""
    moves = "\n".join(f"- {move}" for move in available_moves) or "- (none)"
    return (
        f"## The world so far\n{canon_context(canon_log, quests)}\n\n"
        f"## Disposition\n{npc.name}'s disposition toward the player: {disposition} "
        f"on a scale from -100 to 100 ({standing(disposition)}). Let it colour your tone.\n\n"
        f"## available_moves (the only moves you may make this turn)\n{moves}"
    )


def npc_utterance(utterance: str) -> str:
    """The player's words, as the user turn of the chat (what the NPC answers)."""
    return neutralise_tags(utterance.strip()) or "(The player says nothing and waits.)"


def narrator_digest(canon_log: CanonLog, quests: Mapping[str, Quest]) -> str:
    """The canon log for the narrator, with standing in words rather than numbers."""
    return f"## The story so far\n{canon_context(canon_log, quests)}\n\nNarrate what happens next."


def canon_context(canon_log: CanonLog, quests: Mapping[str, Quest]) -> str:
    """Location, party, quests, the newest facts and events, as short bullet lists."""
    parts = [f"Location: {canon_log.location or 'unknown'}"]
    if canon_log.party:
        party = ", ".join(f"{member.name} ({standing(member.disposition)})" for member in canon_log.party)
        parts.append(f"Travelling with the player: {party}")
    if canon_log.active_quests:
        lines = [f"- {_quest_title(quest.id, quests)}: {quest.status}" for quest in canon_log.active_quests]
        parts.append("Quests:\n" + "\n".join(lines))
    if canon_log.facts:
        parts.append("Known facts:\n" + "\n".join(f"- {fact}" for fact in canon_log.facts[-RECENT_FACTS:]))
    if canon_log.recent_events:
        events = canon_log.recent_events[-RECENT_EVENTS:]
        parts.append("Recent events:\n" + "\n".join(f"- {event}" for event in events))
    return neutralise_tags("\n".join(parts))  # the canon log is client-written: no tag may ride in it


def _quest_title(quest_id: str, quests: Mapping[str, Quest]) -> str:
    quest = quests.get(quest_id)
    return f"{quest.title} ({quest_id})" if quest else quest_id

"""NPC world content: NPC files, quests, topics, items and the starting state (pure models, no I/O).

An NPC file has three sections split by who reads them: ``persona`` and ``knowledge`` are the
spoilers, read by the server only; ``capabilities`` (ids, never content) and ``fallback_lines``
are what a client may see. :meth:`NpcFile.card` is the client's view of it.

World layout (a content dir, ``bundled/world`` for the shipped one)::

    npcs/<id>.json   quests/<id>.json   topics/<id>.json   items/<id>.json   start.json
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from taleweaver.content.canon import CanonLog, Id

NpcRole = Literal["townsfolk", "companion", "merchant", "official"]
WORLD_FOLDERS = ("npcs", "quests", "topics", "items")


class Capabilities(BaseModel):
    """The non-spoiler handles a client turns into ``available_moves``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    offerable_quests: tuple[Id, ...] = ()
    giveable_items: tuple[Id, ...] = ()
    revealable_topics: tuple[Id, ...] = ()


class NpcCard(BaseModel):
    """What a client may know about an NPC: no persona, no knowledge."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Id
    name: str
    role: NpcRole
    capabilities: Capabilities = Capabilities()
    voice: str | None = None
    """The voice name the NPC speaks in (``None``: the narrator's)."""


class NpcFile(BaseModel):
    """``npcs/<id>.json``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Id
    name: str = Field(min_length=1, max_length=80)
    role: NpcRole = "townsfolk"
    voice: str | None = Field(
        default=None,
        description="Voice name from the voice bank (cedar, ash, coral…) for `npc chat --voice`.",
    )
    persona: str = Field(min_length=1, description="Server-only: who the NPC is and how they talk.")
    knowledge: tuple[str, ...] = Field(
        default=(), description="Server-only: the only things the NPC may state as fact."
    )
    capabilities: Capabilities = Capabilities()
    fallback_lines: tuple[str, ...] = Field(
        default=(), description="In-voice lines shown when the model cannot answer; client-visible."
    )

    def card(self) -> NpcCard:
        return NpcCard(
            id=self.id, name=self.name, role=self.role, capabilities=self.capabilities, voice=self.voice
        )

    def secrets(self) -> tuple[str, ...]:
        """Every server-only text of this NPC (what must never reach a client)."""
        return (self.persona, *self.knowledge)


class Quest(BaseModel):
    """``quests/<id>.json``: a quest an NPC can offer."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Id
    title: str = Field(min_length=1, max_length=120)
    summary: str = ""
    giver: Id | None = None


class Topic(BaseModel):
    """``topics/<id>.json``: something an NPC can reveal; ``fact`` joins the canon log when it does."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Id
    title: str = Field(min_length=1, max_length=120)
    fact: str = Field(min_length=1, max_length=500)


class Item(BaseModel):
    """``items/<id>.json``: something an NPC can give or accept."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Id
    name: str = Field(min_length=1, max_length=80)
    description: str = ""


class StartState(BaseModel):
    """``start.json``: the canon log and inventory a new player begins with."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    canon_log: CanonLog = CanonLog()
    inventory: dict[Id, int] = Field(default_factory=dict)


class World(BaseModel):
    """Every piece of NPC world content, keyed by id."""

    model_config = ConfigDict(frozen=True)

    npcs: dict[str, NpcFile] = Field(default_factory=dict)
    quests: dict[str, Quest] = Field(default_factory=dict)
    topics: dict[str, Topic] = Field(default_factory=dict)
    items: dict[str, Item] = Field(default_factory=dict)
    start: StartState = StartState()

    def cards(self) -> dict[str, NpcCard]:
        return {npc_id: npc.card() for npc_id, npc in self.npcs.items()}

"""The client side of narration (seed 002's ``DmService``): canon log → ``POST /dm/narrate`` → prose.

``DmService.narrate`` posts the canon log through the same :class:`~taleweaver.npc.transport.NpcTransport`
as the NPC client, reads the answer, harvests ``[FACT: …]`` tags and returns a :class:`DmResult` the
caller applies (it writes no state). It never raises: a network error, a timeout, any non-200 (the
server's ``502 model_error``), an invalid body or empty prose give a *degraded* result whose text is an
authored line, written by :class:`NarrationFallback` from the world's own words — the canon log's
location, its newest event, a known fact, an active quest's title — dealt so the same line never comes
twice in a row.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping, Sequence

from pydantic import BaseModel, ConfigDict

from taleweaver.content.canon import CanonLog
from taleweaver.content.npc import Quest, World
from taleweaver.npc.contract import NarrateRequest
from taleweaver.npc.service import prose_of
from taleweaver.npc.tags import extract_tags
from taleweaver.npc.transport import NpcTransport, TransportError
from taleweaver.redact import strip_credentials

log = logging.getLogger("taleweaver.npc.dm")

NARRATE_PATH = "/dm/narrate"
QUIET_LINES = (
    "For a moment nothing stirs, and the world waits to see what you will do.",
    "The moment stretches; whatever comes next, it is yours to begin.",
)
"""Authored narrator lines for a canon log with nothing in it to tell."""


class DmResult(BaseModel):
    """One narration as the client sees it; ``prose`` is the raw model text (empty when degraded)."""

    model_config = ConfigDict(frozen=True)

    display_text: str
    prose: str = ""
    facts: tuple[str, ...] = ()
    """``[FACT: …]`` tags for the caller to add to the canon log (none when degraded)."""
    degraded: bool = False
    degraded_reason: str | None = None
    """Short and fixed: ``HTTP 502: timeout``, ``transport: the server could not be reached`` …"""


class NarrationFallback:
    """Narrator lines from authored content, for when the server cannot narrate.

    ``lines`` (a story's own narrator lines) are used as they are; otherwise each line is made of the
    canon log's own words: where the player is and what happened last, a fact they know, or the title
    of a quest still open (``quests``: the world's quest files).
    """

    def __init__(
        self,
        quests: Mapping[str, Quest] | None = None,
        *,
        lines: Sequence[str] = (),
        rng: random.Random | None = None,
    ) -> None:
        self._quests = dict(quests or {})
        self._lines = tuple(dict.fromkeys(line for line in lines if line.strip()))
        self._rng = rng or random.Random()
        self._last: str | None = None

    def lines_for(self, canon_log: CanonLog) -> tuple[str, ...]:
        """Every line that could stand in for a narration of ``canon_log``."""
        if self._lines:
            return self._lines
        place = _sentence(canon_log.location)
        lines: list[str] = []
        if canon_log.recent_events:
            lines.append(" ".join(filter(None, (place, _sentence(canon_log.recent_events[-1])))))
        for quest in canon_log.active_quests:
            if quest.status == "active":
                known = self._quests.get(quest.id)
                title = known.title if known else quest.id.replace("_", " ")
                lines.append(" ".join(filter(None, (place, _sentence(f"Still before you: {title}")))))
                break
        if canon_log.facts:
            lines.append(" ".join(filter(None, (place, _sentence(canon_log.facts[-1])))))
        if not lines and place:
            lines.append(f"{place} {QUIET_LINES[0]}")
        return tuple(dict.fromkeys(lines)) or QUIET_LINES

    def line(self, canon_log: CanonLog) -> str:
        """A line for ``canon_log``, never the one given last time while another is possible."""
        choices = [line for line in self.lines_for(canon_log) if line != self._last] or [self._last or ""]
        chosen = self._rng.choice(choices)
        self._last = chosen
        return chosen


class DmService:
    """Asks the server to narrate; falls back to :class:`NarrationFallback` on any failure."""

    def __init__(self, transport: NpcTransport | None, fallback: NarrationFallback | None = None) -> None:
        self._transport = transport
        self._fallback = fallback or NarrationFallback()

    @classmethod
    def for_world(
        cls, world: World, transport: NpcTransport | None = None, *, rng: random.Random | None = None
    ) -> DmService:
        """A service whose fallback lines name ``world``'s quests by their titles."""
        return cls(transport, NarrationFallback(world.quests, rng=rng))

    async def narrate(self, canon_log: CanonLog) -> DmResult:
        """The narrator's words for ``canon_log``, or an authored line; never raises."""
        prose, failure = await self._prose(canon_log)
        if failure is not None:
            log.info("narrate: degraded (%s)", failure)
            return DmResult(
                display_text=self._fallback.line(canon_log), degraded=True, degraded_reason=failure
            )
        tags = extract_tags(prose)
        if tags.moves:  # the narrator makes no moves: a tag is shown nowhere and applied never
            log.info("narrate: ignored %d move tag(s)", len(tags.moves))
        return DmResult(display_text=tags.clean_text, prose=prose, facts=tuple(tags.facts))

    async def _prose(self, canon_log: CanonLog) -> tuple[str, str | None]:
        """The prose, or a short fixed reason why there is none (details go to the log only)."""
        if self._transport is None:
            return "", "no transport"
        payload = NarrateRequest(canon_log=canon_log).model_dump(mode="json")
        try:
            response = await self._transport.request("POST", NARRATE_PATH, payload)
        except TransportError as exc:
            log.info("narrate: transport failed: %s", strip_credentials(str(exc)))
            return "", "transport: the server could not be reached"
        except Exception as exc:  # a caller's own transport: whatever it raises, narration goes on
            log.warning("narrate: the transport raised %s", type(exc).__name__, exc_info=True)
            return "", f"transport: {type(exc).__name__}"
        if response.status != 200:
            log.info("narrate: HTTP %s", response.status)
        return prose_of(response)


def _sentence(text: str) -> str:
    """``text`` trimmed, capitalised and ending in a full stop (empty stays empty)."""
    text = " ".join(text.split())
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?\"'”’" else f"{text}."

"""ink stories over the HTTP play API: the same routes and rows as native stories, stateless.

The session token carries ink's own save JSON (``{"ink": …}``), bound to the story id and the hash of its
compiled JSON and sidecar. Each request borrows a runtime from the story's pool, restores the save, hands
the input to the runtime session exactly as the terminal player does, and seals the new save.

``GET /play/save`` hands out a sealed save (:mod:`~taleweaver.apps.http_play.sealed_save`) like a native
session's: the runtime save document (``taleweaver-runtime-save/1``, with the story's content hash) encrypted
under the server's secret, never expiring; ``POST /play/load`` opens it (``save_tampered`` when edited).
The terminal player keeps its own plain ``/save`` files: a sealed save opens only on the server.
"""

from __future__ import annotations

from typing import Any

from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import InkStory
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.models.port import ChatModel
from taleweaver.runtime.director import RuntimeDirector
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.session import SAVE_FORMAT, RuntimeSession, RuntimeTurn
from taleweaver.signing import SessionSigner, TokenError, TokenTampered
from taleweaver.turn import TurnRow

KIND = "play"
HASH_CHARS = 16
PAYLOAD_KEY = "ink"


def seal_ink(signer: SessionSigner, story: InkStory, save: str) -> str:
    return signer.seal(
        KIND, {PAYLOAD_KEY: save}, story_id=story.id, content_hash=story.content_hash[:HASH_CHARS]
    )


def ink_row(signer: SessionSigner, story: InkStory, session: RuntimeSession, out: RuntimeTurn) -> TurnRow:
    """The row plus the sealed session; the story's variables stay out until it ends (as for native)."""
    if not out.state.get("ended"):
        out.state = {k: v for k, v in out.state.items() if k != "variables"}
    return out.row(session=seal_ink(signer, story, session.runtime.save()))


def ink_start(signer: SessionSigner, story: InkStory, matcher: IntentMatcher | None) -> TurnRow:
    with story.borrow() as runtime:
        session = RuntimeSession(InkStoryRuntime(story, runtime), matcher=matcher)
        return ink_row(signer, story, session, session.opening())


async def ink_turn(
    signer: SessionSigner,
    story: InkStory,
    save: str,
    raw: str,
    matcher: IntentMatcher | None,
    model: ChatModel | None = None,
) -> TurnRow:
    """One turn; with ``model`` free text may go to it (its one tool's enum is this turn's choices), the
    line said last given as what it heard (the server keeps no conversation between requests)."""
    with story.borrow() as runtime:
        director = RuntimeDirector(model, title=story.title) if model is not None else None
        session = RuntimeSession(InkStoryRuntime(story, runtime), matcher=matcher, director=director)
        try:
            session.runtime.restore(save)
        except InkError as exc:  # sealed by this server's key, yet not a state of this story
            raise TokenTampered(f"the session does not fit the story {story.id!r}: {exc.message}") from exc
        if director is not None:
            director.heard(session.runtime.resumed().lines)
        return ink_row(signer, story, session, await session.handle_async(raw))


def ink_save_data(story: InkStory, save: str) -> dict[str, Any]:
    """What a sealed save of an ink session holds: the runtime save document, bound to the story's content."""
    return {"format": SAVE_FORMAT, "story_id": story.id, "content_hash": story.content_hash, "state": save}


def is_ink_save(plain: dict[str, Any]) -> bool:
    """True for an opened sealed save of an ink session (a native one is ``taleweaver-save``)."""
    return plain.get("format") == SAVE_FORMAT


def ink_saved_state(story: InkStory | None, plain: dict[str, Any]) -> str:
    """The ink save inside an opened sealed save, checked against the story served now; ``ValueError``
    saying why it no longer fits (the story is gone or changed since the save was made)."""
    story_id = plain.get("story_id")
    if story is None:
        raise ValueError(f"this server no longer serves the story {story_id!r}")
    if plain.get("content_hash") != story.content_hash:
        raise ValueError(f"the story {story.id!r} changed since this save was made")
    state = plain.get("state")
    if not isinstance(state, str):
        raise ValueError("the save holds no ink state")
    return state


def ink_resume(signer: SessionSigner, story: InkStory, save: str, matcher: IntentMatcher | None) -> TurnRow:
    """The opening row of a loaded save: the line said last and the choices (``input`` null), new session.
    ``ValueError`` when the ink state does not fit the story."""
    with story.borrow() as runtime:
        session = RuntimeSession(InkStoryRuntime(story, runtime), matcher=matcher)
        try:
            session.runtime.restore(save)
        except InkError as exc:
            raise ValueError(f"the saved ink state does not fit the story {story.id!r}") from exc
        return ink_row(signer, story, session, session.resume())


def ink_payload(payload: dict[str, Any]) -> str | None:
    """The ink save a token carries, or None for a native session's token."""
    value = payload.get(PAYLOAD_KEY)
    if value is None:
        return None
    if not isinstance(value, str):
        raise TokenTampered("the session's ink state is not a save")
    return value


__all__ = [
    "TokenError",
    "ink_payload",
    "ink_resume",
    "ink_save_data",
    "ink_saved_state",
    "ink_start",
    "ink_turn",
    "is_ink_save",
]

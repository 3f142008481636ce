"""ink stories over the HTTP play API: the same routes and rows as native stories, stateless.

The session token carries ink's own save JSON (``{"ink": …}``), bound to the story id and the hash of its
compiled JSON and sidecar. Each request borrows a runtime from the story's pool, restores the save, hands
the input to the runtime session exactly as the terminal player does, and seals the new save.
"""

from __future__ import annotations

from typing import Any

from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import InkStory
from taleweaver.intent.matcher import IntentMatcher
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
    signer: SessionSigner, story: InkStory, save: str, raw: str, matcher: IntentMatcher | None
) -> TurnRow:
    with story.borrow() as runtime:
        session = RuntimeSession(InkStoryRuntime(story, runtime), matcher=matcher)
        try:
            session.runtime.restore(save)
        except InkError as exc:  # sealed by this server's key, yet not a state of this story
            raise TokenTampered(f"the session does not fit the story {story.id!r}: {exc.message}") from exc
        return ink_row(signer, story, session, await session.handle_async(raw))


def ink_save_text(story: InkStory, save: str) -> str:
    """The ``GET /play/save`` download: the runtime session's save (``taleweaver play --load`` reads it)."""
    import json

    return json.dumps({"format": SAVE_FORMAT, "story_id": story.id, "state": save})


def ink_payload(payload: dict[str, Any]) -> str | None:
    """The ink save a token carries, or None for a native session's token."""
    value = payload.get(PAYLOAD_KEY)
    if value is None:
        return None
    if not isinstance(value, str):
        raise TokenTampered("the session's ink state is not a save")
    return value


__all__ = ["TokenError", "ink_payload", "ink_save_text", "ink_start", "ink_turn"]

"""Authored stories over HTTP, stateless: one sealed session in, one ``--json`` row + sealed session out.

Every request rebuilds a :class:`~taleweaver.player.session.PlaySession` from the session token (the
versioned save JSON, encrypted and signed), hands it the input exactly as the terminal player would,
and seals the new state. Nothing is kept between requests except each story's intent matcher (its
embedding cache is shared by every session of that story). ``/save`` and ``/quit`` are refused: the
page downloads saves through ``GET /play/save`` and simply stops.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from taleweaver.apps.http_play.catalog import StoryCatalog
from taleweaver.apps.http_play.ink import (
    ink_payload,
    ink_resume,
    ink_save_data,
    ink_saved_state,
    ink_start,
    ink_turn,
    is_ink_save,
)
from taleweaver.apps.http_play.match_offload import OffloadedEncoder
from taleweaver.apps.http_play.refusal import PlayRefused
from taleweaver.apps.http_play.sealed_save import SaveTampered, dump_sealed, open_save
from taleweaver.content.models import Story
from taleweaver.director import Director
from taleweaver.engine.packed import pack_state, unpack_state
from taleweaver.engine.save import SaveError, check_state, load_save_data, save_data
from taleweaver.engine.state import StoryState
from taleweaver.formats.ink.story import InkStory
from taleweaver.models.port import ChatModel
from taleweaver.player.commands import parse_command
from taleweaver.player.output import TurnOutput
from taleweaver.player.rows import turn_row, turn_row_json
from taleweaver.player.session import PlaySession
from taleweaver.signing import Sealed, SessionSigner, TokenError, TokenTampered, TokenVersion, TokenWrongStory
from taleweaver.turn import TurnRow

KIND = "play"
HASH_CHARS = 16
"""A token is bound to the first 16 hex digits of its story's content hash (64 bits: enough to tell an
edited story from the one the session began in; the token itself is authenticated by the key)."""
ISSUED_KEPT = 4096
"""How many tokens sealed or opened here are kept with the state they carry, the least recently used
dropped first (~1.8 KiB each, ~7 MiB): a player's next turn brings the token the last one issued."""
PAGE_QUIT_HINT = "To stop playing, close the page, or press Library for the list of stories."
"""How a player stops in the browser, said to a goodbye typed at the menu (``/quit`` is refused here): the
play page has a Library button (and the Library link above every page)."""
REFUSED = {
    "save": "saving to a file is not available in the browser: use the Save button (GET /play/save)",
    "quit": "there is nothing to quit in the browser: close the page or pick another story",
}


def _check_bound(sealed: Sealed | _Issued, content_hash: str | None) -> None:
    """:class:`TokenWrongStory` unless the token's story is served (``content_hash`` not ``None``) with the
    content the session began in (native and ink sessions alike)."""
    if content_hash is None:
        raise TokenWrongStory(f"this server no longer serves the story {sealed.story_id!r}")
    if content_hash[:HASH_CHARS] != sealed.content_hash:
        raise TokenWrongStory(
            f"the story {sealed.story_id!r} changed since this session began "
            f"(content hash {sealed.content_hash[:12]}…, now {content_hash[:12]}…)"
        )


def _unfit(exc: SaveError) -> PlayRefused:
    """The refusal of a token this server sealed whose state no longer fits the story as served."""
    return token_error(TokenTampered(f"the session does not fit this server's stories: {exc}"))


@dataclass(frozen=True, slots=True)
class _Issued:
    """A token this server sealed, as it sealed it: the story binding and the (immutable) state."""

    story_id: str
    content_hash: str
    state: StoryState


@dataclass(frozen=True, slots=True)
class InkLoaded:
    """A loaded sealed save of an ink session: the story and ink's save, checked against its content."""

    story: InkStory
    save: str


def token_error(exc: TokenError, *, hint: str = "start the story again from the library") -> PlayRefused:
    return PlayRefused(exc.code, str(exc), hint)


class PlayService:
    """Per app: the story catalog, the signer and (with ``--model``) the director's model."""

    def __init__(self, catalog: StoryCatalog, signer: SessionSigner, model: ChatModel | None = None) -> None:
        self.catalog = catalog
        self.signer = signer
        self.model = model
        self._issued: OrderedDict[str, _Issued] = OrderedDict()
        """The latest :data:`ISSUED_KEPT` tokens sealed, by their exact text (see :meth:`_opened`)."""

    # ── tokens ────────────────────────────────────────────────────────────
    def seal(self, state: StoryState) -> str:
        """The session token: the packed state (ids, not copies), bound to the story and its content."""
        story = self.catalog.story(state.story_id or "")
        story_id = story.id if story else ""
        content_hash = story.content_hash[:HASH_CHARS] if story else ""
        packed = pack_state(state, self.catalog.library)
        try:
            token = self.signer.seal(KIND, {"s": packed}, story_id=story_id, content_hash=content_hash)
        except TokenError as exc:
            raise token_error(exc) from exc
        self._keep(token, _Issued(story_id, content_hash, state))
        return token

    def _keep(self, token: str, issued: _Issued) -> None:
        kept = self._issued
        kept[token] = issued
        if len(kept) > ISSUED_KEPT:
            kept.popitem(last=False)

    def open(self, token: str) -> StoryState:
        """The state a token carries, checked as a save file is (every id, the story and its content)."""
        opened = self._opened(token)
        if isinstance(opened, StoryState):
            return opened
        return self._state(self._unseal(token))  # an ink session's token: refused as not a packed state

    def _opened(self, token: str) -> StoryState | tuple[InkStory, str]:
        """The native state (checked as a save file is) or the ink story and save a token carries.

        A token this server sealed lately (:data:`ISSUED_KEPT`, by its exact text) is still authenticated,
        checked for age and for its story binding, and its state checked against the story as served, like
        any other; only its content is not parsed and unpacked again: the state it was sealed from is what
        unpacking would give (packing is exact), and states are immutable values, shared, never changed.
        """
        issued = self._issued.get(token)
        if issued is None:
            sealed = self._unseal(token)
            if (ink := self._ink_session(sealed)) is not None:
                return ink
            state = self._state(sealed)
            self._keep(token, _Issued(sealed.story_id, sealed.content_hash, state))
            return state
        self._issued.move_to_end(token)
        try:
            self.signer.verify(KIND, token)
            story = self._bound_story(issued)
        except TokenError as exc:
            raise token_error(exc) from exc
        try:
            check_state(
                issued.state,
                self.catalog.library,
                story_id=story.id if story else None,
                content_hash=story.content_hash if story else None,
            )
        except SaveError as exc:  # as _state: the story is served with other content
            raise _unfit(exc) from exc
        return issued.state

    def _bound_story(self, token: Sealed | _Issued) -> Story | None:
        """The served story a token names (``None`` at the menu), once :func:`_check_bound` passes."""
        if not token.story_id:
            return None
        story = self.catalog.story(token.story_id)
        _check_bound(token, story.content_hash if story else None)
        return story

    def _unseal(self, token: str) -> Sealed:
        """The token opened (decrypted, authenticated, not expired) — once per request."""
        try:
            return self.signer.open(KIND, token)
        except TokenError as exc:
            raise token_error(exc) from exc

    def _state(self, sealed: Sealed) -> StoryState:
        """The native state an opened token carries, checked as a save file is."""
        try:
            story = self._bound_story(sealed)
            if "s" not in sealed.payload:
                raise TokenVersion(
                    "this session was made by an older taleweaver (a whole save, not a packed state)"
                )
        except TokenError as exc:
            raise token_error(exc) from exc
        try:
            return unpack_state(
                sealed.payload.get("s"),
                self.catalog.library,
                story_id=story.id if story else None,
                content_hash=story.content_hash if story else None,
            )
        except SaveError as exc:  # sealed by this server's key, yet not a state it can use: refuse it
            raise _unfit(exc) from exc

    def load_save(self, save: dict[str, Any] | str) -> StoryState | InkLoaded:
        """The state inside a sealed save (``GET /play/save``): ``422 save_tampered`` when it was
        edited, sealed by another server or is no sealed save; ``422 save_invalid`` when it no longer
        fits the story (its content changed since). An ink session's save gives an :class:`InkLoaded`."""
        try:
            plain = open_save(self.signer, save)
        except SaveTampered as exc:
            raise PlayRefused(
                SaveTampered.code, str(exc), "upload a save downloaded from this server, unedited"
            ) from exc
        if is_ink_save(plain):
            story = self.catalog.ink.get(str(plain.get("story_id")))
            try:
                state = ink_saved_state(story, plain)
            except ValueError as exc:
                raise PlayRefused(
                    "save_invalid", str(exc), "upload a save made by GET /play/save for this story"
                ) from exc
            assert story is not None  # ink_saved_state refused a story this server does not serve
            return InkLoaded(story, state)
        try:
            return load_save_data(plain, self.catalog.library)
        except SaveError as exc:
            raise PlayRefused(
                "save_invalid", str(exc), "upload a save made by GET /play/save for this story"
            ) from exc

    def save_text(self, token: str) -> tuple[str, str | None]:
        """The save download and its story id: a sealed save (no state in the clear; it does not expire),
        of a native session's state or an ink session's runtime save."""
        opened = self._opened(token)
        if not isinstance(opened, StoryState):
            return dump_sealed(self.signer, ink_save_data(*opened)), opened[0].id
        return dump_sealed(self.signer, save_data(opened, self.catalog.library)), opened.story_id

    # ── turns ─────────────────────────────────────────────────────────────
    def session(self, state: StoryState, *, directed: bool = True) -> PlaySession:
        """A player session in ``state``; ``directed=False`` leaves the director out (a number or a
        command never reaches the model)."""
        director = Director(self.catalog.engine, self.model) if directed and self.model is not None else None
        return PlaySession(
            self.catalog.engine,
            matcher=self.catalog.matcher(state.story_id),
            state=state,
            director=director,
            quit_hint=PAGE_QUIT_HINT,
        )

    def _ink_session(self, sealed: Sealed) -> tuple[InkStory, str] | None:
        """The ink story and save an opened token carries; None for a native session's token."""
        try:
            save = ink_payload(sealed.payload)
            if save is None:
                return None
            story = self.catalog.ink.get(sealed.story_id)
            _check_bound(sealed, story.content_hash if story else None)
        except TokenError as exc:
            raise token_error(exc) from exc
        assert story is not None  # _check_bound refused a story this server does not serve
        return story, save

    def start(self, story_id: str | None) -> TurnRow:
        """The opening row of ``story_id``, or of the narrator's menu when it is ``None``."""
        if story_id is not None and (ink := self.catalog.ink.get(story_id)) is not None:
            return ink_start(self.signer, ink, self.catalog.matcher(story_id))
        if story_id is None:
            return self.row(self.session(self.catalog.engine.initial_state()).opening())
        story = self.catalog.story(story_id)
        if story is None:
            broken = next((b for b in self.catalog.broken if Path(b.folder).name == story_id), None)
            if broken is not None:
                raise PlayRefused("story_broken", broken.message(), "run `taleweaver check` on it")
            known = ", ".join(sorted(self.catalog.library.stories)) or "none"
            raise PlayRefused("unknown_story", f"no story {story_id!r}", f"stories: {known}")
        return self.row(self.session(self.catalog.engine.initial_state()).opening(story_id))

    def resume(self, loaded: StoryState | InkLoaded) -> TurnRow:
        """The opening row of a loaded save: the current line and options, no input."""
        if isinstance(loaded, InkLoaded):
            try:
                return ink_resume(
                    self.signer, loaded.story, loaded.save, self.catalog.matcher(loaded.story.id)
                )
            except ValueError as exc:
                raise PlayRefused(
                    "save_invalid", str(exc), "upload a save made by GET /play/save for this story"
                ) from exc
        return self.row(self.session(loaded).opening())

    async def turn(self, token: str, raw: str) -> TurnRow:
        """One input in the session ``token`` carries: the row, with the new session."""
        played = await self._play(token, raw)
        return played if isinstance(played, TurnRow) else self.row(played)

    async def turn_json(self, token: str, raw: str) -> bytes:
        """:meth:`turn`'s row as JSON (a native row is serialised without building its models first)."""
        played = await self._play(token, raw)
        if isinstance(played, TurnRow):
            return played.to_json_bytes()
        return turn_row_json(played, session=self.seal(played.state), variables=played.state.ended)

    async def _play(self, token: str, raw: str) -> TurnRow | TurnOutput:
        """The ink story's row, or the native session's turn (its row not built yet)."""
        command = parse_command(raw)
        if command.verb in REFUSED:
            raise PlayRefused("command_refused", f"/{command.verb}: {REFUSED[command.verb]}", None)
        opened = self._opened(token)
        if not isinstance(opened, StoryState):  # an ink story (apps/http_play/ink.py)
            story, save = opened
            try:
                matcher = self.catalog.matcher(story.id)
                return await ink_turn(self.signer, story, save, raw, matcher, self.model)
            except TokenError as exc:
                raise token_error(exc) from exc
        session = self.session(opened, directed=command.verb == "text" and bool(command.arg))
        if command.verb == "text" and session.matcher is not None:  # numbers and commands stay on the loop
            encoder = session.matcher.encoder
            if isinstance(encoder, OffloadedEncoder):
                await encoder.prepare(command.arg)
        return await session.handle_async(raw, command)

    def row(self, out: TurnOutput) -> TurnRow:
        """The terminal's ``--json`` row (the player's :func:`turn_row`) plus the sealed ``session``.

        The story's variables (a generated story's hidden values) stay out until the story ends.
        """
        return turn_row(out, session=self.seal(out.state), variables=out.state.ended)

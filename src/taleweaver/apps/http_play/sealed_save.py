"""Sealed saves: the file ``GET /play/save`` hands a player, which ``POST /play/load`` takes back.

A sealed save is a small JSON document whose whole engine state is encrypted and authenticated with
the server's secret (:class:`~taleweaver.signing.SessionSigner`, its own token kind ``save``, so a
session token can never pass for a save or the reverse). Nothing in it is readable or editable:
hidden story ``variables`` are not in the clear, and a save edited to jump scenes, raise a counter
or mark the story ended is refused (``save_tampered``). It never expires — it is how a player comes
back days later — and it opens with any secret the signer opens tokens with.

An ink session's save is sealed the same way: its plain save is the runtime save document
(``taleweaver-runtime-save/1``: ink's own state JSON, the story id and its content hash).

Only the server's saves are sealed: the terminal player and the library keep writing plain save
files (:func:`taleweaver.engine.save.dump_save`), which are the player's own.
"""

from __future__ import annotations

import json
from typing import Any

from taleweaver.signing import SessionSigner, TokenError

SEALED_FORMAT = "taleweaver-sealed-save"
SEALED_VERSION = 1
SAVE_KIND = "save"
MAX_SEALED_CHARS = 256 * 1024


class SaveTampered(ValueError):
    """Not a sealed save this server made, or one changed since; the message says which."""

    code = "save_tampered"


def seal_save(signer: SessionSigner, save: dict[str, Any]) -> dict[str, Any]:
    """A plain save (:func:`~taleweaver.engine.save.save_data`, or an ink session's runtime save document)
    as a sealed save document."""
    story_id = str(save.get("story_id") or "")
    sealed = signer.seal(SAVE_KIND, save, story_id=story_id, content_hash=str(save.get("content_hash") or ""))
    return {"format": SEALED_FORMAT, "version": SEALED_VERSION, "story_id": story_id, "seal": sealed}


def dump_sealed(signer: SessionSigner, save: dict[str, Any]) -> str:
    """:func:`seal_save` as the text of a download (stable key order, one trailing newline)."""
    return json.dumps(seal_save(signer, save), indent=2, sort_keys=True) + "\n"


def open_save(signer: SessionSigner, document: object) -> dict[str, Any]:
    """The plain save inside a sealed save (a dict, or its JSON text); :class:`SaveTampered` otherwise."""
    if isinstance(document, str):
        if len(document) > MAX_SEALED_CHARS:
            raise SaveTampered(
                f"the save is {len(document)} characters; a sealed save is at most {MAX_SEALED_CHARS}"
            )
        try:
            document = json.loads(document)
        except (ValueError, RecursionError) as exc:
            raise SaveTampered("the save is not JSON") from exc
    if not isinstance(document, dict) or document.get("format") != SEALED_FORMAT:
        raise SaveTampered(
            f'not a sealed save (expected "format": "{SEALED_FORMAT}"); '
            "only saves downloaded from this server load here"
        )
    if document.get("version") != SEALED_VERSION:
        raise SaveTampered(
            f"sealed save version {document.get('version')!r}; this server reads {SEALED_VERSION}"
        )
    seal = document.get("seal")
    if not isinstance(seal, str) or set(document) != {"format", "version", "story_id", "seal"}:
        raise SaveTampered("the save was edited (its fields are not the ones this server wrote)")
    try:
        opened = signer.open(SAVE_KIND, seal, expires=False)
    except TokenError as exc:
        raise SaveTampered("the save was edited, or sealed by another server") from exc
    if opened.story_id != document.get("story_id"):
        raise SaveTampered("the save was edited (its story id does not match its seal)")
    return opened.payload

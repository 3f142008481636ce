"""Sealed session tokens: state a client carries between requests, encrypted and authenticated.

A token is ``v<version>.<base64url>`` of ``issued-at (8 bytes) | nonce (12) | AES-GCM ciphertext``; the
plaintext is the JSON as it is (version 1) or, when compressing pays, zlib-compressed (version 2).
The key is derived from the server secret with HKDF, with a salt per token *kind* (the pipeline's
session and the play route's session can never be swapped). The issued-at time and the kind are
authenticated along with the payload, so a token cannot be re-dated. Each token is bound to the
story id and content hash it was made for; callers compare them with what they serve and raise
:class:`TokenWrongStory` when they differ. Errors carry a ``code``; the server maps codes to HTTP.

Encryption, not only a signature: a token must not reveal what it carries (hidden story variables,
the player's own words) to whoever holds it.

Key rotation: a signer holds a list of secrets, newest first (``TALEWEAVER_SECRETS=newest,older,…``).
The newest seals; every listed one opens, so a rolling deploy that adds a new secret in front keeps
every live session, and a secret dropped from the list stops opening the tokens only it sealed
(:class:`TokenTampered`, like any token this server did not issue).
"""

from __future__ import annotations

import base64
import binascii
import logging
import os
import struct
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from pydantic_core import from_json, to_json

TOKEN_VERSION = 2
"""The newest token format, which this code writes for every plaintext larger than
:data:`COMPRESS_ABOVE` (smaller ones as version 1); it reads :data:`READABLE_VERSIONS` and refuses
others (``TokenVersion``)."""
READABLE_VERSIONS = frozenset({1, 2})
"""1: the plaintext is JSON; 2: zlib-compressed JSON."""
MAX_PLAINTEXT_BYTES = 4 * 1024 * 1024
"""The most a token's plaintext may inflate to: a small token cannot be a decompression bomb."""
DEVELOPMENT_SECRET = "taleweaver-development-secret-NOT-FOR-PRODUCTION"
SECRET_SETTING = "TALEWEAVER_SECRET"
SECRETS_SETTING = "TALEWEAVER_SECRETS"
DEFAULT_MAX_AGE_S = 6 * 60 * 60
DEFAULT_MAX_BYTES = 256 * 1024
_HEADER = struct.Struct(">Q")
_NONCE_BYTES = 12
_log = logging.getLogger(__name__)


class TokenError(Exception):
    """A token this server cannot accept; ``code`` names the reason for clients and logs."""

    code = "token_invalid"


class TokenTampered(TokenError):
    code = "token_tampered"


class TokenExpired(TokenError):
    code = "token_expired"


class TokenVersion(TokenError):
    code = "token_version"


class TokenTooLarge(TokenError):
    code = "token_too_large"


class TokenWrongStory(TokenError):
    """The token was made for another story, or for other content of the same story."""

    code = "token_wrong_story"


@dataclass(frozen=True)
class Sealed:
    """What an opened token carried."""

    story_id: str
    content_hash: str
    payload: dict[str, Any]
    issued_at: float


def _now() -> float:
    return time.time()


_PREFIXES = {version: f"v{version}." for version in (1, 2)}


class SessionSigner:
    """Seals and opens tokens with keys derived from ``secret``: one secret, or a list of them newest
    first (the newest seals, every one opens — key rotation).

    Without a secret a built-in development secret is used and :attr:`development` is ``True``:
    anyone can forge such tokens, so a server must warn before serving others.
    """

    def __init__(
        self,
        secret: str | Sequence[str] | None = None,
        *,
        max_age_s: float = DEFAULT_MAX_AGE_S,
        max_bytes: int = DEFAULT_MAX_BYTES,
        clock: Callable[[], float] | None = None,
    ) -> None:
        listed = (secret,) if isinstance(secret, str) else tuple(secret or ())
        secrets = tuple(item for item in listed if item)
        self.development = not secrets
        self._secrets = tuple(item.encode() for item in secrets or (DEVELOPMENT_SECRET,))
        self.max_age_s = max_age_s
        self.max_bytes = max_bytes
        self._clock = clock or _now
        self._keys: dict[tuple[int, str], AESGCM] = {}

    @property
    def secret_count(self) -> int:
        """How many secrets open tokens (1 without rotation)."""
        return len(self._secrets)

    def _cipher(self, kind: str, index: int = 0) -> AESGCM:
        if (index, kind) not in self._keys:
            key = HKDF(
                algorithm=hashes.SHA256(),
                length=32,
                salt=f"taleweaver.token.{kind}".encode(),
                info=f"taleweaver token v{TOKEN_VERSION}".encode(),
            ).derive(self._secrets[index])
            self._keys[(index, kind)] = AESGCM(key)
        return self._keys[(index, kind)]

    def _decrypt(self, kind: str, nonce: bytes, sealed: bytes, associated: bytes) -> bytes:
        """The plaintext under the first listed secret that opens it (the newest is tried first)."""
        for index in range(len(self._secrets)):
            try:
                return self._cipher(kind, index).decrypt(nonce, sealed, associated)
            except InvalidTag:
                continue
        raise TokenTampered("the token was altered or not issued by this server")

    def seal(self, kind: str, payload: dict[str, Any], *, story_id: str, content_hash: str) -> str:
        """Encrypt and authenticate ``payload`` for ``kind``, bound to the story and its content: as
        version 1 (the JSON as it is) when it is small, else version 2 (compressed; see
        :data:`COMPRESS_ABOVE`)."""
        body = to_json({"story_id": story_id, "content_hash": content_hash, "payload": payload})
        version = 1 if len(body) <= COMPRESS_ABOVE else TOKEN_VERSION
        if version == 2:
            body = _deflate(body)
        header = _HEADER.pack(int(self._clock()))
        nonce = os.urandom(_NONCE_BYTES)
        sealed = self._cipher(kind).encrypt(nonce, body, header + kind.encode())
        token = _PREFIXES[version] + base64.urlsafe_b64encode(header + nonce + sealed).decode().rstrip("=")
        if len(token) > self.max_bytes:
            raise TokenTooLarge(f"the sealed state grew to {len(token)} bytes; the limit is {self.max_bytes}")
        return token

    def open(self, kind: str, token: str, *, expires: bool = True) -> Sealed:
        """Verify, decrypt and check the age of a token made by :meth:`seal` for the same ``kind``.

        ``expires=False`` skips the age check: for kinds that are kept, not carried (sealed saves).
        """
        number, body, issued_at = self._authentic(kind, token, expires=expires)
        if number >= 2:
            body = _inflate(body)
        try:
            data = from_json(body)
            return Sealed(
                story_id=str(data["story_id"]),
                content_hash=str(data["content_hash"]),
                payload=dict(data["payload"]),
                issued_at=float(issued_at),
            )
        except (ValueError, TypeError, KeyError) as exc:
            # authenticated, so only a relabelled version (the prefix is not encrypted) gets here
            raise TokenTampered("the token's content is not readable") from exc

    def verify(self, kind: str, token: str, *, expires: bool = True) -> None:
        """Every check :meth:`open` makes but reading the content: the token is one this server sealed for
        ``kind`` (authenticated and decrypted under a listed secret), in a readable format, not expired.

        For a caller that already knows what the token carries because it sealed it (a cache keyed by the
        token's exact text): its content needs no parsing, its authenticity still needs proving."""
        self._authentic(kind, token, expires=expires)

    def _authentic(self, kind: str, token: str, *, expires: bool) -> tuple[int, bytes, int]:
        """The token's format version, authenticated plaintext (compressed for version 2) and issue time;
        raises the :class:`TokenError` that says why not."""
        if len(token) > self.max_bytes:
            raise TokenTooLarge(f"the token is {len(token)} bytes; the limit is {self.max_bytes}")
        version, dot, encoded = token.partition(".")
        digits = version[1:]
        if not dot or not version.startswith("v") or not (digits.isascii() and digits.isdigit()):
            raise TokenTampered("the token is not one this server issued")
        number = int(version[1:]) if len(version) <= 4 else -1
        if number not in READABLE_VERSIONS:
            readable = ", ".join(str(v) for v in sorted(READABLE_VERSIONS))
            raise TokenVersion(f"token format version {version[1:12]}; this server reads {readable}")
        raw = _decode(encoded)
        if len(raw) < _HEADER.size + _NONCE_BYTES + 16:
            raise TokenTampered("the token was altered (too short)")
        header, nonce, sealed = (
            raw[: _HEADER.size],
            raw[_HEADER.size : _HEADER.size + _NONCE_BYTES],
            raw[_HEADER.size + _NONCE_BYTES :],
        )
        body = self._decrypt(kind, nonce, sealed, header + kind.encode())
        (issued_at,) = _HEADER.unpack(header)
        age = self._clock() - issued_at
        if expires and age > self.max_age_s:
            raise TokenExpired(
                f"the token expired (issued {int(age)} s ago; tokens last {self.max_age_s:g} s)"
            )
        return number, body, issued_at


_FROM_URLSAFE = bytes.maketrans(b"-_", b"+/")
_LAST_BITS = {2: 0b1111, 3: 0b11}
"""The bits of the last character a base64 text of ``len % 4`` characters leaves unused (zero when the
text is the one :meth:`SessionSigner.seal` wrote)."""
_ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _decode(encoded: str) -> bytes:
    """The bytes of unpadded url-safe base64 in exactly the encoding :meth:`SessionSigner.seal` writes;
    :class:`TokenTampered` for anything else (other characters, padding, a non-zero unused bit)."""
    text = encoded.encode("ascii", "replace")
    if b"+" in text or b"/" in text or b"=" in text:  # the standard alphabet's, or padding: never written
        raise TokenTampered("the token was altered (not the encoding this server writes)")
    text = text.translate(_FROM_URLSAFE)
    unused = _LAST_BITS.get(len(text) % 4, 0)
    if unused and _ALPHABET.find(text[-1:]) & unused:  # -1 (not base64) has every bit set
        # the last character's unused bits changed (or it is no base64 at all): still an alteration
        raise TokenTampered("the token was altered (not the encoding this server writes)")
    try:
        return binascii.a2b_base64(text + b"=" * (-len(text) % 4), strict_mode=True)
    except (binascii.Error, ValueError) as exc:
        raise TokenTampered("the token was altered (not valid base64)") from exc


COMPRESS_ABOVE = 1024
"""Plaintexts up to this many bytes are sealed as they are (version 1): their token stays under the
1,536 characters a play token may take (≤ 1,417), and compressing costs about as much CPU as the rest
of sealing and opening together. Larger ones are compressed (version 2)."""
ZLIB_WINDOW_BITS = 11
ZLIB_MEM_LEVEL = 2
"""Level 1 (within 5 % of level 6 on a token, at half the time), a 2 KiB window and a small hash table:
a token's JSON is a few KiB at most, so a bigger window finds almost nothing more (1–2 % larger output),
while zlib's defaults set up ~256 KiB of state — and clear 64 KiB of it — for every token sealed. Any
zlib reader opens the result (the window size is in the stream's header): still format 2."""


def _deflate(body: bytes) -> bytes:
    deflater = zlib.compressobj(1, zlib.DEFLATED, ZLIB_WINDOW_BITS, ZLIB_MEM_LEVEL)
    return deflater.compress(body) + deflater.flush()


def _inflate(body: bytes) -> bytes:
    inflater = zlib.decompressobj(0)  # the window the stream's header names (32 KiB before, 2 KiB now)
    try:
        out = inflater.decompress(body, MAX_PLAINTEXT_BYTES)
    except zlib.error as exc:  # authenticated, so this is our own bug or a key reuse, never a client's
        raise TokenTampered("the token's content is not readable") from exc
    if inflater.unconsumed_tail:
        raise TokenTooLarge(f"the token's content inflates past {MAX_PLAINTEXT_BYTES} bytes")
    return out


def check_story(sealed: Sealed, *, story_id: str, content_hash: str) -> Sealed:
    """``sealed`` when it was made for this story and content, else :class:`TokenWrongStory`."""
    if sealed.story_id != story_id:
        raise TokenWrongStory(f"the token belongs to story {sealed.story_id!r}, not {story_id!r}")
    if sealed.content_hash != content_hash:
        raise TokenWrongStory(
            f"story {story_id!r} changed since this token was made (content {sealed.content_hash[:12]}, "
            f"now {content_hash[:12]})"
        )
    return sealed


__all__ = [
    "COMPRESS_ABOVE",
    "DEVELOPMENT_SECRET",
    "SECRETS_SETTING",
    "TOKEN_VERSION",
    "Sealed",
    "SessionSigner",
    "TokenError",
    "TokenExpired",
    "TokenTampered",
    "TokenTooLarge",
    "TokenVersion",
    "TokenWrongStory",
    "check_story",
]

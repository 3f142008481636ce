"""Sealed client-carried tokens: encrypted AND signed, versioned, expiring, bound to a story.

A token is ``v1.`` + base64url(nonce ‖ AES-GCM(zlib(json))). AES-GCM authenticates what it
encrypts, so an altered token fails to open (:class:`TokenTampered`) and nothing inside — hidden
state, intake, saves — can be read by the client. Each ``kind`` (``play``, ``story`` …) has its own
key derived from the secret (HKDF with the kind as salt), so a token of one kind never opens as
another. The secret comes from ``TALEWEAVER_SECRET``; without it a clearly named development secret
is used and ``development`` is True (``taleweaver serve`` warns).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import time
import zlib
from dataclasses import dataclass
from typing import Any

SECRET_ENV = "TALEWEAVER_SECRET"
DEVELOPMENT_SECRET = "taleweaver-development-secret-NOT-FOR-PRODUCTION"
TOKEN_VERSION = 1
DEFAULT_MAX_AGE_S = 6 * 60 * 60
DEFAULT_MAX_BYTES = 64 * 1024
_PREFIX = f"v{TOKEN_VERSION}."


class TokenError(Exception):
    """A token the server cannot accept; ``code`` names the problem, ``status`` its HTTP status."""

    code = "token_invalid"
    status = 400


class TokenTampered(TokenError):
    code = "token_tampered"
    status = 403


class TokenExpired(TokenError):
    code = "token_expired"
    status = 401


class TokenVersion(TokenError):
    code = "token_version"
    status = 409


class TokenTooLarge(TokenError):
    code = "token_too_large"
    status = 413


class TokenWrongStory(TokenError):
    """Raised by callers when a token's story id or content hash is not what they serve."""

    code = "token_wrong_story"
    status = 409


@dataclass(frozen=True)
class Sealed:
    story_id: str
    content_hash: str
    payload: dict[str, Any]


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class SessionSigner:
    def __init__(
        self,
        secret: str | None = None,
        *,
        max_age_s: int = DEFAULT_MAX_AGE_S,
        max_bytes: int = DEFAULT_MAX_BYTES,
    ) -> None:
        chosen = secret or os.environ.get(SECRET_ENV)
        self.development = not chosen
        self._secret = (chosen or DEVELOPMENT_SECRET).encode("utf-8")
        self.max_age_s = max_age_s
        self.max_bytes = max_bytes
        self._keys: dict[str, Any] = {}

    def _aead(self, kind: str) -> Any:
        if kind not in self._keys:
            from cryptography.hazmat.primitives import hashes
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM
            from cryptography.hazmat.primitives.kdf.hkdf import HKDF

            key = HKDF(
                algorithm=hashes.SHA256(), length=32, salt=f"taleweaver.{kind}".encode(), info=b"seal"
            ).derive(self._secret)
            self._keys[kind] = AESGCM(key)
        return self._keys[kind]

    def seal(self, kind: str, payload: dict[str, Any], *, story_id: str, content_hash: str) -> str:
        body = {"iat": int(time.time()), "story_id": story_id, "content_hash": content_hash, "payload": payload}
        plain = zlib.compress(json.dumps(body, separators=(",", ":")).encode("utf-8"), 6)
        nonce = os.urandom(12)
        token = _PREFIX + _b64(nonce + self._aead(kind).encrypt(nonce, plain, _PREFIX.encode()))
        if len(token) > self.max_bytes:
            raise TokenTooLarge(f"the sealed state is {len(token)} bytes; the limit is {self.max_bytes}")
        return token

    def open(self, kind: str, token: str) -> Sealed:
        if len(token) > self.max_bytes:
            raise TokenTooLarge(f"the token is {len(token)} bytes; the limit is {self.max_bytes}")
        head, dot, rest = token.partition(".")
        if not dot or not head.startswith("v") or not head[1:].isdigit():
            raise TokenTampered("the token was altered or not made by this server")
        if head != _PREFIX[:-1]:
            raise TokenVersion(f"token format {head}; this server reads v{TOKEN_VERSION}")
        from cryptography.exceptions import InvalidTag

        try:
            raw = _unb64(rest)
            plain = self._aead(kind).decrypt(raw[:12], raw[12:], _PREFIX.encode())
            body = json.loads(zlib.decompress(plain))
        except (InvalidTag, ValueError, binascii.Error, zlib.error) as exc:
            raise TokenTampered("the token was altered or not made by this server") from exc
        if time.time() - float(body.get("iat", 0)) > self.max_age_s:
            raise TokenExpired(f"the token expired (older than {self.max_age_s} s)")
        return Sealed(str(body["story_id"]), str(body["content_hash"]), dict(body["payload"]))

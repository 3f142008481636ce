"""Sealed tokens: encrypted and authenticated, versioned, dated, sized, per kind, bound to a story."""

from __future__ import annotations

import base64
import json
import os
import struct
import time
import zlib

import pytest

from taleweaver.signing import (
    COMPRESS_ABOVE,
    TOKEN_VERSION,
    SessionSigner,
    TokenExpired,
    TokenTampered,
    TokenTooLarge,
    TokenVersion,
    TokenWrongStory,
    check_story,
)

BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
PAYLOAD = {"hidden_state": {"courage": 3}, "intake": "my secret worry", "turn": 4}


def _seal(signer: SessionSigner, kind: str = "play.session") -> str:
    return signer.seal(kind, PAYLOAD, story_id="pirates", content_hash="abc123")


def test_round_trip_returns_payload_story_and_hash() -> None:
    signer = SessionSigner("s3cret")
    sealed = signer.open("play.session", _seal(signer))
    assert (sealed.story_id, sealed.content_hash, sealed.payload) == ("pirates", "abc123", PAYLOAD)
    assert check_story(sealed, story_id="pirates", content_hash="abc123") is sealed


def test_the_payload_cannot_be_read_from_the_token() -> None:
    token = _seal(SessionSigner("s3cret"))
    assert token.startswith("v1.")  # a small payload goes as it is: encrypted all the same
    body = token.split(".", 1)[1]
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    for secret in (b"secret worry", b"hidden_state", b"courage", b"pirates"):
        assert secret not in raw


@pytest.mark.parametrize("position", [5, 20, -1, -10])
def test_any_altered_character_is_tampering(position: int) -> None:
    signer = SessionSigner("s3cret")
    token = _seal(signer)
    # flip the top bit of the character's 6: always a bit that carries data (the last character's low
    # bits can be padding, which decodes to the same bytes)
    flipped = BASE64URL[BASE64URL.index(token[position]) ^ 0b100000]
    forged = token[:position] + flipped + (token[position + 1 :] if position != -1 else "")
    with pytest.raises(TokenTampered) as caught:
        signer.open("play.session", forged)
    assert caught.value.code == "token_tampered"


def test_other_secret_other_kind_and_garbage_are_tampering() -> None:
    token = _seal(SessionSigner("s3cret"))
    with pytest.raises(TokenTampered):
        SessionSigner("other").open("play.session", token)
    with pytest.raises(TokenTampered):
        SessionSigner("s3cret").open("pipeline.session", token)  # salt per kind: no swapping
    for garbage in ("", "garbage", "v1.", "v1.!!!", "v1.AAAA"):
        with pytest.raises(TokenTampered):
            SessionSigner("s3cret").open("play.session", garbage)


def test_age_is_authenticated_and_bounded() -> None:
    now = [1_000_000.0]
    signer = SessionSigner("s3cret", max_age_s=30, clock=lambda: now[0])
    token = _seal(signer)
    now[0] += 30
    assert signer.open("play.session", token).issued_at == 1_000_000.0
    now[0] += 1
    with pytest.raises(TokenExpired, match="tokens last 30 s") as caught:
        signer.open("play.session", token)
    assert caught.value.code == "token_expired"


def test_another_format_version_is_named() -> None:
    signer = SessionSigner("s3cret")
    token = f"v{TOKEN_VERSION + 1}." + _seal(signer).partition(".")[2]
    with pytest.raises(TokenVersion, match=f"version {TOKEN_VERSION + 1}; this server reads 1, 2"):
        signer.open("play.session", token)
    with pytest.raises(TokenVersion):  # a version number too long to be one (no int parsing of it)
        signer.open("play.session", "v" + "9" * 5000 + "." + token.partition(".")[2])


def test_tokens_are_compressed_and_version_1_tokens_still_open() -> None:
    signer = SessionSigner("s3cret")
    payload: dict[str, object] = {"visits": {f"node_{i}": 1 for i in range(100)}}
    token = signer.seal("play.session", payload, story_id="pirates", content_hash="abc")
    assert token.startswith(f"v{TOKEN_VERSION}.")
    assert len(token) < len(json.dumps(payload))
    assert signer.open("play.session", token).payload == payload
    old = _version_1_token(signer, "play.session", payload)
    assert signer.open("play.session", old).payload == payload


@pytest.mark.parametrize("level", [1, 6, 9])
def test_version_2_tokens_deflated_with_any_window_open(level: int) -> None:
    """Tokens sealed before the window shrank (zlib's default 32 KiB) open as before: the same format."""
    signer = SessionSigner("s3cret")
    payload = {"visits": {f"node_{i}": 1 for i in range(100)}}
    body = json.dumps({"story_id": "pirates", "content_hash": "abc", "payload": payload}).encode()
    header = struct.pack(">Q", int(time.time()))
    nonce = os.urandom(12)
    sealed = signer._cipher("play.session").encrypt(
        nonce, zlib.compress(body, level), header + b"play.session"
    )
    token = "v2." + base64.urlsafe_b64encode(header + nonce + sealed).decode().rstrip("=")
    assert signer.open("play.session", token).payload == payload


def test_small_plaintexts_are_sealed_as_they_are_and_larger_ones_compressed() -> None:
    """Up to COMPRESS_ABOVE bytes of JSON go as version 1 (compressing them costs more CPU than it saves
    bytes); the largest such token still fits a play token's 1,536 characters."""
    signer = SessionSigner("s3cret")
    overhead = len(
        json.dumps(
            {"story_id": "pirates", "content_hash": "abc", "payload": {"x": ""}}, separators=(",", ":")
        )
    )
    plain = {"x": "a" * (COMPRESS_ABOVE - overhead)}
    compressed = {"x": "a" * (COMPRESS_ABOVE - overhead + 1)}
    largest = signer.seal("play", plain, story_id="pirates", content_hash="abc")
    assert largest.startswith("v1.")
    assert 1400 < len(largest) <= 1536
    small = signer.seal("play", compressed, story_id="pirates", content_hash="abc")
    assert small.startswith("v2.")
    assert len(small) < 200
    assert signer.open("play", largest).payload == plain
    assert signer.open("play", small).payload == compressed


@pytest.mark.parametrize("relabel", [("v1.", "v2."), ("v2.", "v1.")])
def test_a_relabelled_version_is_tampering_not_a_crash(relabel: tuple[str, str]) -> None:
    """The version prefix is not encrypted: a token relabelled to the other version is refused cleanly."""
    signer = SessionSigner("s3cret")
    size = 10 if relabel[0] == "v1." else 2000
    token = signer.seal("play", {"x": "a" * size}, story_id="pirates", content_hash="abc")
    assert token.startswith(relabel[0])
    with pytest.raises(TokenTampered):
        signer.open("play", relabel[1] + token.partition(".")[2])


def test_a_token_that_inflates_past_the_cap_is_refused() -> None:
    signer = SessionSigner("s3cret")
    token = signer.seal("k", {"text": "x" * (5 * 1024 * 1024)}, story_id="s", content_hash="h")
    assert len(token) < 64 * 1024  # 5 MiB of one letter compresses to a few dozen KiB
    with pytest.raises(TokenTooLarge, match="inflates past"):
        signer.open("k", token)


def _version_1_token(signer: SessionSigner, kind: str, payload: dict[str, object]) -> str:
    """A token as taleweaver sealed them before compression (version 1: the plaintext is JSON)."""
    body = json.dumps({"story_id": "pirates", "content_hash": "abc", "payload": payload}).encode()
    header = struct.pack(">Q", int(time.time()))
    nonce = os.urandom(12)
    sealed = signer._cipher(kind).encrypt(nonce, body, header + kind.encode())
    return "v1." + base64.urlsafe_b64encode(header + nonce + sealed).decode().rstrip("=")


@pytest.mark.parametrize("version", ["v²", "v١", "v" + "٣" * 5000])
def test_a_version_in_other_digits_is_tampering_not_a_crash(version: str) -> None:
    with pytest.raises(TokenTampered):  # str.isdigit() takes them, int() would raise
        SessionSigner("s3cret").open("play.session", f"{version}.AAAA")


def test_age_can_be_left_unchecked_for_kept_kinds() -> None:
    now = [1_000_000.0]
    signer = SessionSigner("s3cret", max_age_s=30, clock=lambda: now[0])
    token = _seal(signer)
    now[0] += 10**7
    assert signer.open("play.session", token, expires=False).issued_at == 1_000_000.0


def test_size_is_bounded_both_ways() -> None:
    signer = SessionSigner("s3cret", max_bytes=400)
    with pytest.raises(TokenTooLarge, match="limit is 400") as caught:
        signer.seal("k", {"text": os.urandom(600).hex()}, story_id="s", content_hash="h")
    assert caught.value.code == "token_too_large"
    with pytest.raises(TokenTooLarge):
        signer.open("k", "v1." + "A" * 500)


def test_a_token_for_another_story_or_content_is_refused() -> None:
    signer = SessionSigner("s3cret")
    sealed = signer.open("play.session", _seal(signer))
    with pytest.raises(TokenWrongStory, match="belongs to story 'pirates'") as caught:
        check_story(sealed, story_id="lighthouse", content_hash="abc123")
    assert caught.value.code == "token_wrong_story"
    with pytest.raises(TokenWrongStory, match="changed since this token was made"):
        check_story(sealed, story_id="pirates", content_hash="def456")


def test_without_a_secret_the_development_secret_is_flagged() -> None:
    assert SessionSigner(None).development
    assert not SessionSigner("s3cret").development
    token = _seal(SessionSigner(None))
    assert SessionSigner(None).open("play.session", token).payload == PAYLOAD


def test_rotation_the_newest_seals_and_every_listed_secret_opens() -> None:
    old = SessionSigner("old-secret")
    rotated = SessionSigner(["new-secret", "old-secret"])
    assert (rotated.secret_count, rotated.development) == (2, False)
    from_old = _seal(old)
    assert rotated.open("play.session", from_old).payload == PAYLOAD  # live sessions survive the deploy
    from_rotated = _seal(rotated)
    assert SessionSigner("new-secret").open("play.session", from_rotated).payload == PAYLOAD  # newest seals
    with pytest.raises(TokenTampered):
        old.open("play.session", from_rotated)


def test_a_token_sealed_only_with_a_retired_secret_is_tampering() -> None:
    token = _seal(SessionSigner(["old-secret"]))
    retired = SessionSigner(("newest", "newer"))
    with pytest.raises(TokenTampered) as caught:
        retired.open("play.session", token)
    assert caught.value.code == "token_tampered"


def test_rotation_keeps_the_kinds_apart() -> None:
    signer = SessionSigner(["new-secret", "old-secret"])
    token = SessionSigner("old-secret").seal("pipeline.session", PAYLOAD, story_id="p", content_hash="h")
    with pytest.raises(TokenTampered):
        signer.open("play.session", token)


def test_an_empty_list_is_the_development_secret() -> None:
    assert SessionSigner([]).development
    assert SessionSigner(["", ""]).development


def test_verify_makes_every_check_open_makes_but_reading_the_content() -> None:
    now = [1_000_000.0]
    signer = SessionSigner("s3cret", max_age_s=30, clock=lambda: now[0])
    token = _seal(signer)
    signer.verify("play.session", token)  # no error: authentic, of this kind, not expired
    with pytest.raises(TokenTampered):
        SessionSigner("other").verify("play.session", token)
    with pytest.raises(TokenTampered):
        signer.verify("pipeline.session", token)
    with pytest.raises(TokenTampered):
        signer.verify("play.session", token[:-6] + ("A" if token[-6] != "A" else "B") + token[-5:])
    with pytest.raises(TokenVersion):
        signer.verify("play.session", "v9." + token.partition(".")[2])
    now[0] += 31
    with pytest.raises(TokenExpired):
        signer.verify("play.session", token)
    signer.verify("play.session", token, expires=False)


@pytest.mark.parametrize(
    "edit",
    [
        lambda body: body + "=",  # padding is never written
        lambda body: body + "==",
        lambda body: body.replace("-", "+").replace("_", "/"),  # the standard alphabet
        lambda body: body[:10] + "!" + body[10:],  # a character base64 has not
        lambda body: body[:10] + "é" + body[10:],
        lambda body: body[:10] + " " + body[10:],
    ],
)
def test_only_the_encoding_this_server_writes_opens(edit: object) -> None:
    signer = SessionSigner("s3cret")
    prefix, _, body = _seal(signer).partition(".")
    while "-" not in body and "_" not in body:  # the standard-alphabet edit needs one to change
        prefix, _, body = _seal(signer).partition(".")
    forged = f"{prefix}.{edit(body)}"  # type: ignore[operator]
    assert forged != f"{prefix}.{body}"
    with pytest.raises(TokenTampered):
        signer.open("play.session", forged)


def test_the_unused_bits_of_the_last_character_are_authenticated_too() -> None:
    signer = SessionSigner("s3cret")
    tokens = (signer.seal("play.session", {"pad": "x" * n}, story_id="p", content_hash="c") for n in range(3))
    token = next(
        t for t in tokens if len(t.partition(".")[2]) % 4 in (2, 3)
    )  # the last character has unused bits
    last = BASE64URL.index(token[-1])
    forged = token[:-1] + BASE64URL[last | 1 if not last & 1 else last & ~1]  # decodes to the same bytes
    with pytest.raises(TokenTampered, match="not the encoding this server writes"):
        signer.open("play.session", forged)

"""``POST /voice/say`` (a line in its speaker's voice) and ``POST /voice/transcribe`` (speech → text).

Both run the voice package (``taleweaver.voice``: the voice bank picks the speaker's voice, the
synthesizer renders it; whisper transcribes). Rendered lines are cached in memory by a hash of the
voice and the text, so a line heard twice is synthesized once. Without the ``voice`` extra installed,
``/voice/say`` answers ``204 No Content`` (the page stays silent and shows the text) and
``/voice/transcribe`` answers ``503`` with a ``voice_error`` naming the extra.

``/voice/say`` has two forms of the same line: ``audio/wav`` (speaker and voice in the
:data:`AUDIO_HEADERS`), or with ``?track=true`` a JSON :class:`~taleweaver.server.voice_track.SpokenLine`:
the same WAV (base64) and the on-screen avatar's motion track rendered from its PCM — never a
second synthesis (see :mod:`taleweaver.server.voice_track`).
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from collections import OrderedDict
from typing import Any
from urllib.parse import quote

from fastapi import Query, Request
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, Field

from taleweaver.server.errors import GENERIC_AREA, api_error, area_router, error_response, error_responses
from taleweaver.server.voice_track import SpokenLine, node_emotion, spoken_line

router = area_router("voice")
_WAV = {
    "responses": {
        "200": {
            "description": "The line as WAV; with `track=true`, JSON: that WAV (base64) and its motion track",
            "content": {"audio/wav": {"schema": {"type": "string", "format": "binary"}}},
        },
        "204": {"description": "No synthesizer is installed: show the text only"},
    }
}
_AUDIO_IN = {
    "requestBody": {
        "required": True,
        "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}},
        "description": "A recording in any format the browser records (webm/ogg/wav).",
    }
}
CACHE_ITEMS = 256
AUDIO_HEADERS = ("x-taleweaver-speaker", "x-taleweaver-voice")
VOICE_EXTRA_HINT = "install the voice extra: pip install 'taleweaver[voice]'"


class Transcript(BaseModel):
    text: str


NO_CONTROL_CHARACTERS = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$"
"""Text to speak: any characters but control characters (tab and line breaks are fine)."""


class SayBody(BaseModel):
    text: str = Field(
        min_length=1,
        max_length=2000,
        pattern=NO_CONTROL_CHARACTERS,
        description="The line; no control characters except tab and line breaks.",
    )
    speaker: str = Field(default="narrator", max_length=64)
    story_id: str | None = Field(
        default=None,
        max_length=200,
        description="The story being played: its voices and staging (unknown: default voices, centre).",
    )
    node_id: str | None = Field(
        default=None,
        max_length=200,
        description="The story node this line opens: its `emotion` move plays in the motion track "
        "(send it with the first line of a turn that reaches a new node); unknown → no move.",
    )
    voice: str | None = Field(
        default=None,
        max_length=64,
        pattern=r"^[A-Za-z0-9_.-]+$",
        description="A voice name of the bank (cedar, coral…) that speaks this line instead of the "
        "speaker's: a generated panel's cast voice (its scene package's `audio.lines`) or an NPC's "
        "`voice`; an unknown name gets the fallback voice.",
    )


class VoiceService:
    """Lazily loaded synthesizer, voice bank and transcriber, and the rendered-line cache."""

    def __init__(
        self, play_service: Any, *, synthesizer: Any = None, bank: Any = None, transcriber: Any = None
    ) -> None:
        """``synthesizer``, ``bank`` and ``transcriber`` replace loading the voice package (tests, demos)."""
        self._play = play_service
        self._lock = threading.Lock()
        self._synth: Any = synthesizer
        self._bank: Any = bank
        self._transcriber: Any = transcriber
        self.synth_note: str | None = None
        if synthesizer is not None and bank is None:
            from taleweaver.voice.factory import bank_for  # type: ignore[import-not-found,unused-ignore]

            self._bank = bank_for("offline", menu_narrator=play_service.catalog.library.narrator)
        self._cache: OrderedDict[str, bytes] = OrderedDict()

    def _synthesizer(self) -> tuple[Any, Any] | None:
        with self._lock:
            if self._synth is None and self.synth_note is None:
                try:
                    from taleweaver.voice.factory import (  # type: ignore[import-not-found,unused-ignore]
                        bank_for,
                        load_synthesizer,
                    )

                    self._synth = load_synthesizer("offline", required=False)
                    library = self._play.catalog.library
                    self._bank = bank_for("offline", menu_narrator=library.narrator)
                except (ImportError, AttributeError) as exc:
                    self.synth_note = f"no voice package ({exc})"
                if self._synth is None and self.synth_note is None:
                    self.synth_note = "no synthesizer installed"
            return None if self._synth is None else (self._synth, self._bank)

    def say(self, body: SayBody) -> tuple[bytes, str] | None:
        """The line's WAV and voice name (synthesized once per voice and text); None without a synthesizer."""
        loaded = self._synthesizer()
        if loaded is None:
            return None
        synth, bank = loaded
        story = self._play.catalog.story(body.story_id) if body.story_id else None
        voice = bank.for_name(body.voice, story) if body.voice else bank.for_speaker(story, body.speaker)
        key = hashlib.sha256(f"{voice.model_dump_json()}\n{body.text}".encode()).hexdigest()
        with self._lock:
            cached = self._cache.get(key)
            if cached is not None:
                self._cache.move_to_end(key)
                return cached, voice.name
        from taleweaver.voice.audio import (  # type: ignore[import-not-found,unused-ignore]
            join,
            write_wav_bytes,
        )

        wav: bytes = write_wav_bytes(join(synth.stream(body.text, voice)))
        with self._lock:
            self._cache[key] = wav
            while len(self._cache) > CACHE_ITEMS:
                self._cache.popitem(last=False)
        return wav, voice.name

    def say_with_track(self, body: SayBody) -> dict[str, Any] | None:
        """The :class:`SpokenLine` JSON: the WAV of :meth:`say` and a track rendered from its PCM."""
        said = self.say(body)
        if said is None:
            return None
        wav, voice = said
        story = self._play.catalog.story(body.story_id) if body.story_id else None
        emotion = node_emotion(story, body.node_id)
        return spoken_line(wav, voice=voice, speaker=body.speaker, story=story, emotion=emotion)

    def transcribe(self, data: bytes) -> str:
        with self._lock:
            if self._transcriber is None:
                self._transcriber = self._load_transcriber()
        audio = _decode(data)
        return str(self._transcriber.transcribe(audio).text).strip()

    def _load_transcriber(self) -> Any:
        try:
            from taleweaver.voice.errors import VoiceUnavailable  # type: ignore[import-not-found,unused-ignore]
            from taleweaver.voice.factory import (  # type: ignore[import-not-found,unused-ignore]
                load_transcriber,
            )
        except ImportError as exc:
            raise api_error(
                503,
                "voice",
                "voice_unavailable",
                f"speech recognition is not installed ({exc})",
                VOICE_EXTRA_HINT,
            ) from exc
        try:
            return load_transcriber("whisper")
        except VoiceUnavailable as exc:
            raise api_error(503, "voice", "voice_unavailable", str(exc), VOICE_EXTRA_HINT) from exc


def _decode(data: bytes) -> Any:
    """16 kHz mono samples from a WAV (read directly) or any format PyAV decodes (webm/ogg from browsers)."""
    from taleweaver.voice.errors import AudioFileError, VoiceUnavailable
    from taleweaver.voice.whisper_stt import decode_recording

    if data[:4] == b"RIFF":
        import tempfile
        from pathlib import Path

        from taleweaver.voice.audio import read_wav

        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "upload.wav"
            path.write_bytes(data)
            try:
                return read_wav(path)
            except AudioFileError as exc:
                raise api_error(
                    422, "voice", "audio_invalid", "the WAV upload is not usable", "record again"
                ) from exc
    try:
        return decode_recording(data)
    except VoiceUnavailable as exc:
        raise api_error(503, "voice", "voice_unavailable", str(exc), VOICE_EXTRA_HINT) from exc
    except AudioFileError as exc:
        raise api_error(422, "voice", "audio_invalid", str(exc), "record again") from exc


def _service(request: Request) -> VoiceService:
    service: VoiceService = request.app.state.services.voice
    return service


@router.post(
    "/voice/say",
    response_model=SpokenLine,
    # bodies over the size limit are refused by the web edge, before the route, in its envelope
    responses={413: error_response(GENERIC_AREA, 413)},
    openapi_extra=_WAV,
)
async def say(
    body: SayBody,
    request: Request,
    track: bool = Query(
        False, description="Answer JSON: the WAV (base64) with the avatar's motion track rendered from it."
    ),
) -> Any:
    """The line as ``audio/wav`` in its speaker's voice, or with ``track=true`` as a JSON
    :class:`SpokenLine` (the same WAV and its motion track); ``204`` when no synthesizer is installed."""
    service = _service(request)
    if track:
        line = await asyncio.to_thread(service.say_with_track, body)
        return Response(status_code=204) if line is None else line
    result = await asyncio.to_thread(service.say, body)
    if result is None:
        return Response(status_code=204)
    wav, voice = result
    return Response(
        wav,
        media_type="audio/wav",
        headers={
            # percent-encoded: header values are latin-1, a speaker id may be any text
            "x-taleweaver-speaker": quote(body.speaker, safe=""),
            "x-taleweaver-voice": quote(voice, safe=""),
            "cache-control": "private, max-age=3600",
        },
    )


@router.post(
    "/voice/transcribe",
    response_model=Transcript,
    responses=error_responses("voice", 422, 503),
    openapi_extra=_AUDIO_IN,
)
async def transcribe(request: Request) -> JSONResponse:
    """The recording (any format the browser's MediaRecorder makes) as ``{"text": ...}``."""
    data = await request.body()
    if not data:
        raise api_error(
            422, "voice", "audio_missing", "the request has no audio", "hold the button while you speak"
        )
    text = await asyncio.to_thread(_service(request).transcribe, data)
    return JSONResponse({"text": text})

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

Bounded per request, so no line or recording can hold the server: a line is at most 500 characters
and is synthesized in pieces of at most 200 (:func:`taleweaver.voice._text.sentences`); at most two
syntheses or transcriptions run at a time, one thread each, and four more wait — past that, ``503
voice_busy`` with ``Retry-After``; a synthesis stops between pieces once its client has gone; the
line cache is capped in bytes; a recording is at most 30 s of audio, checked while decoding
(``422 audio_too_long``), never after decoding all of it.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import threading
import wave
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, TypeVar
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
_BUSY: dict[int | str, dict[str, Any]] = {
    503: {
        **error_response(
            "voice", 503, description="Busy (`voice_busy`: retry after `Retry-After` s) or not installed"
        ),
        "headers": {
            "Retry-After": {
                "description": "Seconds to wait before retrying (with `voice_busy`)",
                "schema": {"type": "integer"},
            }
        },
    }
}
CACHE_ITEMS = 256
CACHE_BYTES = 32 * 1024 * 1024
"""The rendered-line cache keeps at most this many bytes of WAV (and at most ``CACHE_ITEMS`` lines)."""
MAX_SAY_CHARS = 500
MAX_RUNNING = 2
"""Syntheses and transcriptions running at once (each on one thread: one request never takes two cores)."""
MAX_WAITING = 4
"""Requests queued behind them; one more is ``503 voice_busy``."""
RETRY_AFTER_S = 2
MAX_AUDIO_S = 30.0
"""Longest recording ``/voice/transcribe`` decodes; longer ones are ``422 audio_too_long``."""
SAMPLE_RATE = 16000
_POLL_S = 0.1
T = TypeVar("T")
AUDIO_HEADERS = ("x-taleweaver-speaker", "x-taleweaver-voice")
VOICE_EXTRA_HINT = "install the voice extra: pip install 'taleweaver[voice]'"


class Transcript(BaseModel):
    text: str


NO_CONTROL_CHARACTERS = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$"
"""Text to speak: any characters but control characters (tab and line breaks are fine)."""


class SayBody(BaseModel):
    text: str = Field(
        min_length=1,
        max_length=MAX_SAY_CHARS,
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


class Cancelled(Exception):
    """The client left; the synthesis stopped between pieces."""


def voice_busy() -> Any:
    return api_error(
        503,
        "voice",
        "voice_busy",
        "the voice is busy with other lines",
        f"retry after {RETRY_AFTER_S} s",
        headers={"Retry-After": str(RETRY_AFTER_S)},
    )


class VoiceGate:
    """At most ``running`` jobs at once and ``waiting`` queued; beyond that :func:`voice_busy` (503)."""

    def __init__(self, running: int = MAX_RUNNING, waiting: int = MAX_WAITING) -> None:
        self._slots = asyncio.Semaphore(running)
        self._limit = running + waiting
        self.inside = 0
        """Requests running or queued now."""

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        if self.inside >= self._limit:
            voice_busy()
        self.inside += 1
        try:
            async with self._slots:
                yield
        finally:
            self.inside -= 1


async def run_while_connected(
    job: Callable[[threading.Event], T], is_disconnected: Callable[[], Awaitable[bool]]
) -> T:
    """``job(cancel)`` on a worker thread; ``cancel`` is set once the client has gone (the job stops
    at its next piece). The slot stays held until the thread has really stopped."""
    cancel = threading.Event()
    task = asyncio.ensure_future(asyncio.to_thread(job, cancel))
    try:
        while True:
            done, _ = await asyncio.wait({task}, timeout=_POLL_S)
            if done:
                return task.result()
            if not cancel.is_set() and await is_disconnected():
                cancel.set()
    finally:
        cancel.set()
        if not task.done():
            await asyncio.shield(task)


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
        self._cache_bytes = 0
        self.gate = VoiceGate()

    def _synthesizer(self) -> tuple[Any, Any] | None:
        with self._lock:
            if self._synth is None and self.synth_note is None:
                try:
                    from taleweaver.voice.factory import (  # type: ignore[import-not-found,unused-ignore]
                        bank_for,
                        load_synthesizer,
                    )

                    self._synth = load_synthesizer("offline", required=False, threads=1)
                    library = self._play.catalog.library
                    self._bank = bank_for("offline", menu_narrator=library.narrator)
                except (ImportError, AttributeError) as exc:
                    self.synth_note = f"no voice package ({exc})"
                if self._synth is None and self.synth_note is None:
                    self.synth_note = "no synthesizer installed"
            return None if self._synth is None else (self._synth, self._bank)

    def warm(self) -> bool:
        """Load the synthesizer and every engine voice of the bank now (``serve`` calls it before it
        listens): building an engine's session holds the interpreter for seconds, which must not
        happen while requests are being served. ``False`` when no synthesizer is installed."""
        loaded = self._synthesizer()
        if loaded is None:
            return False
        synth, bank = loaded
        engines = getattr(synth, "engines", {})
        seen: set[tuple[str, str]] = set()
        for spec in bank.names().values():
            engine = engines.get(spec.engine)
            if engine is not None and hasattr(engine, "load") and (spec.engine, spec.voice) not in seen:
                seen.add((spec.engine, spec.voice))
                engine.load(spec.voice)
        return True

    def say(self, body: SayBody, cancel: threading.Event | None = None) -> tuple[bytes, str] | None:
        """The line's WAV and voice name (synthesized once per voice and text); None without a synthesizer.

        Synthesized piece by piece (at most 200 characters each); :class:`Cancelled` once ``cancel`` is set.
        """
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
        from taleweaver.voice._text import sentences  # type: ignore[import-not-found,unused-ignore]
        from taleweaver.voice.audio import (  # type: ignore[import-not-found,unused-ignore]
            join,
            write_wav_bytes,
        )

        chunks = []
        for part in sentences(body.text):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            chunks.extend(synth.stream(part, voice))
        wav: bytes = write_wav_bytes(join(chunks))
        self._remember(key, wav)
        return wav, voice.name

    def _remember(self, key: str, wav: bytes) -> None:
        with self._lock:
            if key in self._cache:
                return
            self._cache[key] = wav
            self._cache_bytes += len(wav)
            while self._cache and (len(self._cache) > CACHE_ITEMS or self._cache_bytes > CACHE_BYTES):
                _, dropped = self._cache.popitem(last=False)
                self._cache_bytes -= len(dropped)

    @property
    def cache_bytes(self) -> int:
        return self._cache_bytes

    def say_with_track(self, body: SayBody, cancel: threading.Event | None = None) -> dict[str, Any] | None:
        """The :class:`SpokenLine` JSON: the WAV of :meth:`say` and a track rendered from its PCM."""
        said = self.say(body, cancel)
        if said is None:
            return None
        wav, voice = said
        story = self._play.catalog.story(body.story_id) if body.story_id else None
        emotion = node_emotion(story, body.node_id)
        return spoken_line(wav, voice=voice, speaker=body.speaker, story=story, emotion=emotion)

    def transcribe(self, data: bytes, cancel: threading.Event | None = None) -> str:
        with self._lock:
            if self._transcriber is None:
                self._transcriber = self._load_transcriber()
        audio = _decode(data)
        if cancel is not None and cancel.is_set():
            raise Cancelled
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
            return load_transcriber("whisper", threads=1)
        except VoiceUnavailable as exc:
            raise api_error(503, "voice", "voice_unavailable", str(exc), VOICE_EXTRA_HINT) from exc


def audio_too_long(seconds: float | None = None) -> Any:
    said = f"{seconds:.0f} s" if seconds is not None else f"over {MAX_AUDIO_S:.0f} s"
    return api_error(
        422,
        "voice",
        "audio_too_long",
        f"the recording is {said}; at most {MAX_AUDIO_S:.0f} s is transcribed",
        "say it in a shorter take",
    )


def _decode(data: bytes) -> Any:
    """16 kHz mono samples from a WAV (its length read from the header first) or any format PyAV
    decodes (webm/ogg from browsers), refused as soon as more than :data:`MAX_AUDIO_S` seconds came out."""
    from taleweaver.voice.errors import AudioFileError, AudioTooLong, VoiceUnavailable
    from taleweaver.voice.whisper_stt import decode_recording

    if data[:4] == b"RIFF":
        return _decode_wav(data)
    try:
        return decode_recording(data, SAMPLE_RATE, max_seconds=MAX_AUDIO_S)
    except AudioTooLong:
        audio_too_long()
    except VoiceUnavailable as exc:
        raise api_error(503, "voice", "voice_unavailable", str(exc), VOICE_EXTRA_HINT) from exc
    except AudioFileError as exc:
        raise api_error(422, "voice", "audio_invalid", str(exc), "record again") from exc


def _decode_wav(data: bytes) -> Any:
    """A WAV upload: its length is read from the header before any sample is."""
    try:
        with wave.open(io.BytesIO(data)) as reader:
            rate, frames = reader.getframerate(), reader.getnframes()
    except (wave.Error, EOFError) as exc:
        raise api_error(
            422, "voice", "audio_invalid", "the WAV upload is not usable", "record again"
        ) from exc
    if rate <= 0 or frames / rate > MAX_AUDIO_S:
        audio_too_long(frames / rate if rate > 0 else None)
    import tempfile
    from pathlib import Path

    from taleweaver.voice.audio import read_wav
    from taleweaver.voice.errors import AudioFileError

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "upload.wav"
        path.write_bytes(data)
        try:
            return read_wav(path)
        except AudioFileError as exc:
            raise api_error(
                422, "voice", "audio_invalid", "the WAV upload is not usable", "record again"
            ) from exc


def voice_service(app: Any) -> VoiceService:
    """The app's voice service (built by the composition root)."""
    service: VoiceService = app.state.services.voice
    return service


def _service(request: Request) -> VoiceService:
    return voice_service(request.app)


@router.post(
    "/voice/say",
    response_model=SpokenLine,
    # bodies over the size limit are refused by the web edge, before the route, in its envelope
    responses={413: error_response(GENERIC_AREA, 413), **_BUSY},
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
    async with service.gate.slot():
        try:
            if track:
                line = await run_while_connected(
                    lambda cancel: service.say_with_track(body, cancel), request.is_disconnected
                )
                return Response(status_code=204) if line is None else line
            result = await run_while_connected(
                lambda cancel: service.say(body, cancel), request.is_disconnected
            )
        except Cancelled:
            return Response(status_code=204)  # nobody is listening any more
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
    responses={**error_responses("voice", 422), **_BUSY},
    openapi_extra=_AUDIO_IN,
)
async def transcribe(request: Request) -> JSONResponse:
    """The recording (any format the browser's MediaRecorder makes) as ``{"text": ...}``."""
    data = await request.body()
    if not data:
        raise api_error(
            422, "voice", "audio_missing", "the request has no audio", "hold the button while you speak"
        )
    service = _service(request)
    async with service.gate.slot():
        try:
            text = await run_while_connected(
                lambda cancel: service.transcribe(data, cancel), request.is_disconnected
            )
        except Cancelled:
            return JSONResponse({"text": ""})
    return JSONResponse({"text": text})

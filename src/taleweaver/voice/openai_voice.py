"""OpenAI-compatible speech (``/audio/speech``) and transcription through the official SDK."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import numpy as np

from taleweaver.voice._text import sentences
from taleweaver.voice.audio import AudioChunk, write_wav_bytes
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.ports import Bias, Segment, Transcript

PCM_RATE = 24000  # the speech API's raw "pcm" format: 24 kHz 16-bit little-endian mono


def _client(base_url: str | None, api_key: str | None) -> Any:
    from openai import OpenAI

    return OpenAI(base_url=base_url, api_key=api_key)


class OpenAISynthesizer:
    name = "openai"

    def __init__(
        self, model: str = "gpt-4o-mini-tts", *, base_url: str | None = None, api_key: str | None = None
    ) -> None:
        self.model = model
        self._client = _client(base_url, api_key)

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        for sentence in sentences(text):
            with self._client.audio.speech.with_streaming_response.create(
                model=self.model, voice=voice.spec.voice, input=sentence, response_format="pcm",
                speed=voice.spec.speed,
            ) as response:  # fmt: skip
                rest = b""
                for data in response.iter_bytes(4800):
                    data = rest + data
                    usable = len(data) - len(data) % 2
                    rest = data[usable:]
                    if usable:
                        pcm = np.frombuffer(data[:usable], dtype="<i2").astype(np.float32) / 32768.0
                        yield AudioChunk(pcm, PCM_RATE)


class OpenAITranscriber:
    name = "openai"

    def __init__(
        self,
        model: str = "gpt-4o-mini-transcribe",
        *,
        base_url: str | None = None,
        api_key: str | None = None,
    ) -> None:
        self.model = model
        self._client = _client(base_url, api_key)

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        data = io.BytesIO(write_wav_bytes(audio))
        prompt = bias.prompt if bias else ""
        result = self._client.audio.transcriptions.create(
            model=self.model, file=("speech.wav", data, "audio/wav"), prompt=prompt or None, language="en"
        )
        text = str(getattr(result, "text", "")).strip()
        return Transcript(text, (Segment(0.0, round(audio.duration_s, 2), text),) if text else ())

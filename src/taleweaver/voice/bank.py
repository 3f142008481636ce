"""The voice bank: every content voice name → a concrete offline voice (engine, voice, speed, pitch).

Only two natural English voices ship on PyPI (Piper "joe", hibari "heart"), so the ten content voice
names are those two at different pitch/pace plus espeak-ng variants — audibly different, all offline.
A story may override or extend the bank with a ``voices.json`` next to its manifest::

    {"fallback": "cedar",
     "voices": {"grumble": {"engine": "espeak", "voice": "en+m7", "speed": 0.9, "pitch": 0.8},
                "cedar": {"engine": "hibari", "voice": "heart"}}}

Two characters with the same voice name share the voice; an unknown name falls back to the
narrator's voice (and ``taleweaver check`` warns about it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from taleweaver.content.models import NARRATOR_ID, Persona, Story
from taleweaver.validation import describe
from taleweaver.voice.catalog import PITCH_RANGE, SPEED_RANGE, voice_problem
from taleweaver.voice.errors import VoiceError


class VoiceSpec(BaseModel):
    """One concrete voice: which engine, which of its voices, at what pace and pitch (1.0 = natural)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    engine: str = Field(min_length=1, description="piper, hibari, espeak, openai or fake")
    voice: str = Field(min_length=1, description="the engine's voice: joe, heart, en-us+m3, alloy…")
    speed: float = Field(default=1.0, ge=SPEED_RANGE[0], le=SPEED_RANGE[1])
    pitch: float = Field(default=1.0, ge=PITCH_RANGE[0], le=PITCH_RANGE[1])


class VoiceChoice(BaseModel):
    """The voice a speaker gets: the content voice name and the concrete voice it resolves to."""

    model_config = ConfigDict(frozen=True)

    name: str
    spec: VoiceSpec
    fallback: bool = Field(default=False, description="True when the name was unknown to the bank")

    @property
    def engine(self) -> str:
        return self.spec.engine

    def describe(self) -> str:
        s = self.spec
        return f"{s.engine}:{s.voice} speed {s.speed:g} pitch {s.pitch:g}"


def _spec(engine: str, voice: str, speed: float = 1.0, pitch: float = 1.0) -> VoiceSpec:
    return VoiceSpec(engine=engine, voice=voice, speed=speed, pitch=pitch)


DEFAULT_VOICES: Mapping[str, VoiceSpec] = {
    "cedar": _spec("piper", "joe"),  # warm male narrator: the natural Piper voice as it is
    "coral": _spec("hibari", "heart"),  # bright female: hibari's natural voice as it is
    "ash": _spec("piper", "joe", 0.92, 0.84),  # deep, slower male
    "ballad": _spec("hibari", "heart", 0.92, 0.9),  # lower, unhurried female storyteller
    "echo": _spec("piper", "joe", 1.06, 1.14),  # lighter, quicker male
    "shimmer": _spec("hibari", "heart", 1.05, 1.12),  # high, lively female
    "sage": _spec("espeak", "en+m3", 0.95, 0.8),  # old, dry British voice (espeak "en" is British)
    "marin": _spec("hibari", "heart", 0.95, 0.75),  # calm, low alto
    "verse": _spec("espeak", "en-us+f3", 1.0, 1.1),  # clipped female
    "alloy": _spec("espeak", "en-us+m1", 1.0, 1.0),  # neutral synthetic voice
}
DEFAULT_FALLBACK = "cedar"


class VoicesFile(BaseModel):
    """``voices.json``: bank overrides for one story."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    fallback: str | None = Field(
        default=None, description="voice name for unknown names (default: narrator's)"
    )
    voices: dict[str, VoiceSpec] = Field(default_factory=dict)


class VoiceBank:
    """Resolves speakers and voice names to concrete voices. Pure: give it parsed overrides."""

    def __init__(
        self,
        voices: Mapping[str, VoiceSpec] | None = None,
        *,
        menu_narrator: Persona | None = None,
        overrides: Mapping[str, VoicesFile] | None = None,
    ) -> None:
        self.voices: dict[str, VoiceSpec] = dict(DEFAULT_VOICES if voices is None else voices)
        self.menu_narrator = menu_narrator
        self.overrides: dict[str, VoicesFile] = dict(overrides or {})

    def names(self, story: Story | None = None) -> dict[str, VoiceSpec]:
        """Every voice name known (for ``story``, with its ``voices.json`` applied)."""
        table = dict(self.voices)
        if story is not None and story.id in self.overrides:
            table.update(self.overrides[story.id].voices)
        return table

    def for_name(self, name: str, story: Story | None = None) -> VoiceChoice:
        table = self.names(story)
        if name in table:
            return VoiceChoice(name=name, spec=table[name])
        fallback = self._fallback_name(story)
        return VoiceChoice(
            name=name, spec=table.get(fallback, DEFAULT_VOICES[DEFAULT_FALLBACK]), fallback=True
        )

    def for_speaker(self, story: Story | None, speaker_id: str) -> VoiceChoice:
        """The voice of ``speaker_id`` (``narrator`` or a character id) in ``story`` (None: the menu)."""
        if story is None:
            name = self.menu_narrator.voice if self.menu_narrator else DEFAULT_FALLBACK
        elif speaker_id in story.characters:
            name = story.characters[speaker_id].voice
        else:
            name = story.narrator.voice
        return self.for_name(name, story)

    def _fallback_name(self, story: Story | None) -> str:
        if story is None:
            return self.menu_narrator.voice if self.menu_narrator else DEFAULT_FALLBACK
        override = self.overrides.get(story.id)
        if override is not None and override.fallback:
            return override.fallback
        narrator = story.narrator.voice
        return narrator if narrator in self.names(story) else DEFAULT_FALLBACK


def parse_voices_file(data: Any, where: str = "voices.json") -> VoicesFile:
    """A checked :class:`VoicesFile` from parsed JSON; :class:`VoiceError` naming the field otherwise."""
    try:
        parsed = VoicesFile.model_validate(data)
    except ValidationError as exc:
        raise VoiceError(f"{where}: {describe(exc, most=1)}") from exc
    for name, spec in parsed.voices.items():
        problem = voice_problem(spec.engine, spec.voice)
        if problem:
            raise VoiceError(f"{where}: voices.{name}: {problem}")
    return parsed


def speaker_voices(story: Story) -> dict[str, str]:
    """Speaker id → content voice name for the narrator and every character of ``story``."""
    return {NARRATOR_ID: story.narrator.voice, **{cid: c.voice for cid, c in story.characters.items()}}

"""``taleweaver.json`` next to an imported story: who speaks, in which voice, and how lines name speakers.

Optional; everything has a deterministic default. Voices not given are drawn from the voice bank's preset
names by a hash of the character id (stable when characters are added), never the narrator's voice while
another is free.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from taleweaver.voice.bank import DEFAULT_FALLBACK, DEFAULT_VOICES

SIDECAR = "taleweaver.json"

_NAME_WORD = r"[^\W\d_a-z][\w'’.-]*"
_PARTICLE = r"(?:of|the|de|del|della|da|di|du|la|le|van|von|der|den|al|bin|ibn) "
DEFAULT_SPEAKER_PREFIX = (
    rf"^(?=[^:]{{1,31}}:)(?P<name>{_NAME_WORD}(?: (?:{_PARTICLE})*{_NAME_WORD})*):\s+(?P<text>\S.*)$"
)
"""``Name: text``: a name of at most 31 characters whose every word starts with a capital (any script's;
``Élodie:``, ``Sister Mary-Jane:``) or an uncased letter (``李:``), bar a particle between two (``Captain of
the Guard:``). A line of narration that opens with a colon after a lower-case word ("Left pocket: a bus
ticket", "Priya texts: on my way") is the narrator's."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SidecarPerson(_Model):
    name: str = Field(default="", description="Display name (default: the id, capitalised).")
    description: str = Field(default="", description="Who this is, in a sentence.")
    voice: str = Field(default="", description="A voice preset name (default: drawn from the bank).")
    voice_tone: str = Field(default="", description="How they sound.")
    introduction: str = Field(default="", description="How they introduce themselves (first words).")
    background: str = Field(default="", description="Their history; the model uses it to stay in character.")
    goal: str = Field(default="", description="What they want in the story.")
    place: str = Field(default="", description="(ink) the knot or scene they are found in, for staging.")


class Sidecar(_Model):
    """The whole ``taleweaver.json``."""

    title: str = Field(default="", description="The story's title (default: the file's or the story's own).")
    description: str = Field(default="", description="One sentence for the menu.")
    narrator: SidecarPerson = Field(default_factory=SidecarPerson, description="The story's narrator.")
    characters: dict[str, SidecarPerson] = Field(default_factory=dict, description="Characters by id.")
    places: dict[str, str] = Field(
        default_factory=dict, description="(ink) knot → place description, for staging and the web view."
    )
    speaker_prefix: str | None = Field(
        default=DEFAULT_SPEAKER_PREFIX,
        description="(ink) regex with groups name and text that finds a speaker at the start of a line; "
        "null turns the convention off.",
    )
    speaker_tag: str = Field(
        default="speaker", description="(ink) the tag naming a line's speaker: # speaker: id"
    )
    externals: dict[str, str] = Field(
        default_factory=dict, description="(ink) EXTERNAL function → the safe built-in it is bound to."
    )

    @field_validator("speaker_prefix")
    @classmethod
    def _prefix_is_a_regex_with_name(cls, value: str | None) -> str | None:
        if value is None:
            return value
        try:
            pattern = re.compile(value)
        except re.error as err:
            raise ValueError(f"not a regular expression ({err})") from None
        if "name" not in pattern.groupindex:
            raise ValueError("needs a group named 'name', e.g. ^(?P<name>[A-Z]\\w+):\\s+(?P<text>.*)$")
        return value


class SidecarError(ValueError):
    pass


def load_sidecar(folder: Path) -> Sidecar:
    """The sidecar in ``folder`` (an empty one when absent); :class:`SidecarError` naming the field if bad."""
    path = folder / SIDECAR
    if not path.is_file():
        return Sidecar()
    try:
        return Sidecar.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except json.JSONDecodeError as err:
        raise SidecarError(f"{path}: not valid JSON (line {err.lineno}: {err.msg})") from None
    except RecursionError:
        raise SidecarError(f"{path}: nested too deeply to read") from None
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "the top level"
        message = first["msg"].removeprefix("Value error, ")
        if first["type"] == "extra_forbidden":
            model: type[BaseModel] = Sidecar if len(first["loc"]) == 1 else SidecarPerson
            message = f"unknown field (allowed here: {', '.join(model.model_fields)})"
        elif first["type"] in ("dict_type", "model_type"):
            message = "should be a JSON object"
        raise SidecarError(f"{path}: {where}: {message}") from None


def character_id(name: str) -> str:
    """``Old Ferryman`` → ``old_ferryman`` (the speaker-prefix convention)."""
    return "_".join(name.strip().lower().split())


def narrator_voice(sidecar: Sidecar) -> str:
    return sidecar.narrator.voice or DEFAULT_FALLBACK


def assign_voices(ids: list[str], sidecar: Sidecar) -> dict[str, str]:
    """Character id → voice preset: the sidecar's, else a stable hash-drawn free preset."""
    pool = sorted(DEFAULT_VOICES)
    taken = {narrator_voice(sidecar)}
    out: dict[str, str] = {}
    for cid in sorted(ids):
        given = sidecar.characters.get(cid)
        if given is not None and given.voice:
            out[cid] = given.voice
            taken.add(given.voice)
    for cid in sorted(ids):
        if cid in out:
            continue
        start = int(hashlib.sha256(cid.encode()).hexdigest(), 16) % len(pool)
        order = pool[start:] + pool[:start]
        choice = next(
            (v for v in order if v not in taken),
            order[0] if order[0] != narrator_voice(sidecar) else order[1],
        )
        out[cid] = choice
        taken.add(choice)
    return out


def persona(cid: str, sidecar: Sidecar, voice: str, written: str = "") -> dict[str, str]:
    """A character or narrator file's fields; the name is the sidecar's, else as the story wrote it
    (``Ship's Boy:``), else the id with each word capitalised."""
    person = sidecar.characters.get(cid, SidecarPerson())
    name = person.name or written or " ".join(w[:1].upper() + w[1:] for w in cid.split("_"))
    data = {"name": name, "description": person.description or f"{name}.", "voice": voice}
    for key in ("voice_tone", "introduction", "background", "goal"):
        if value := getattr(person, key):
            data[key] = value
    return data

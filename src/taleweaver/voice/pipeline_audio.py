"""Rendering a generated story's voice plan to audio: one wav per panel, with the same voice bank.

Each panel is spoken in the voice the Voice & Sound Designer cast for it (its ``VoiceLine``), else its
speaker's voice from the bible. Files go under ``audio/<anchor>/`` (``audio/<ending>/`` for the scene
an ending is told in) in the exported story folder; each scene package lists them, and its
``asset_status.voice`` is ``ready`` only when every file exists.
"""

from __future__ import annotations

from pathlib import Path

from taleweaver.pipeline.generate import GeneratedStory
from taleweaver.pipeline.scene.contracts import ScenePackage
from taleweaver.voice.audio import join, write_wav
from taleweaver.voice.bank import VoiceBank
from taleweaver.voice.ports import Synthesizer

AUDIO_DIR = "audio"


def _voice_name(story: GeneratedStory, package: ScenePackage, index: int) -> str:
    for line in package.audio.lines:
        if line.panel == index:
            return str(line.voice)
    speaker = package.panels[index].speaker
    cast = {c.id: c.voice for c in story.bible.characters}
    return str(cast.get(speaker, story.bible.narrator.voice))


def render_story_audio(
    story: GeneratedStory, out_dir: Path, synth: Synthesizer, bank: VoiceBank | None = None
) -> GeneratedStory:
    """Write every panel's wav (every anchor's and every ending's) into ``out_dir`` and return the story
    with paths and asset status set."""
    bank = bank or VoiceBank()
    packages = [_render(story, package, out_dir, synth, bank) for package in story.packages]
    endings = [_render(story, package, out_dir, synth, bank) for package in story.endings]
    return story.model_copy(update={"packages": packages, "endings": endings})


def _render(
    story: GeneratedStory, package: ScenePackage, out_dir: Path, synth: Synthesizer, bank: VoiceBank
) -> ScenePackage:
    files: list[str] = []
    for index, panel in enumerate(package.panels):
        relative = f"{AUDIO_DIR}/{package.anchor_id.lower()}/panel_{index:02d}_{panel.speaker}.wav"
        voice = bank.for_name(_voice_name(story, package, index))
        write_wav(out_dir / relative, join(synth.stream(panel.text, voice)))
        files.append(relative)
    ready = bool(files) and all((out_dir / f).is_file() for f in files)
    status = package.asset_status.model_copy(update={"voice": "ready"}) if ready else package.asset_status
    return package.model_copy(update={"audio_files": files, "asset_status": status})

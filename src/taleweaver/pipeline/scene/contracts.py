"""Typed handoffs of the scene loop: choices, panels, media plans, continuity, and the packages returned.

Downstream agents echo the anchor they were asked about (``anchor_id``) and every choice names the
anchor it leads to (``leads_to``); :mod:`.semantics` and :mod:`.choice_semantics` refuse any anchor the
bible does not hold.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from taleweaver.pipeline.agents import Source, StageName
from taleweaver.pipeline.story.contracts import (
    SLUG_PATTERN,
    Contract,
    Effects,
    HiddenState,
    VoicePreset,
    schema_range,
)

SceneKind = Literal["anchor", "ending"]
AssetState = Literal["ready", "fallback_static", "fallback_default_voice", "fallback_ambient", "pending"]
CONTINUE = "continue"
"""The choice id that moves on from an anchor without a decision point."""
MAX_PANELS = 6
SHOT_SECONDS = (1.0, 12.0)
TEMPO_BPM = (40, 180)


class Choice(Contract):
    id: str = Field(pattern=SLUG_PATTERN, description="lower_snake_case, unique in the story")
    label: str = Field(min_length=1, max_length=120, description="What the player does, as a short phrase.")
    outcome: str = Field(min_length=1, max_length=300, description="One or two sentences of consequence.")
    examples: list[str] = Field(min_length=2, max_length=5, description="Ways a player might say it.")
    effects: Effects
    leads_to: str = Field(description="The next anchor id; every choice reconverges there.")


class ChoiceSet(Contract):
    """The Choice Designer's options for one decision point."""

    anchor_id: str
    decision_id: str
    choices: list[Choice] = Field(json_schema_extra={"minItems": 2, "maxItems": 3})


class Panel(Contract):
    kind: Literal["narration", "dialogue"]
    speaker: str = Field(description='A character id, or "narrator".')
    text: str = Field(min_length=1, max_length=320)


class ScenePanels(Contract):
    """The Scene Director's beats for one anchor."""

    anchor_id: str
    panels: list[Panel] = Field(json_schema_extra={"minItems": 2, "maxItems": MAX_PANELS})


class Shot(Contract):
    panel: int = Field(description="Index of the panel this shot covers (0-based).")
    camera: Literal["static", "pan_left", "pan_right", "zoom_in", "zoom_out", "dolly"]
    duration_s: float = Field(json_schema_extra=schema_range(*SHOT_SECONDS))


class VisualPlan(Contract):
    """The Visual & Motion Director's image prompt and camera plan."""

    anchor_id: str
    image_prompt: str = Field(min_length=1, max_length=320)
    style: str = Field(min_length=1, max_length=80)
    shots: list[Shot] = Field(json_schema_extra={"minItems": 1, "maxItems": MAX_PANELS})


class VoiceLine(Contract):
    panel: int
    voice: VoicePreset
    delivery: str = Field(min_length=1, max_length=80)


class MusicCue(Contract):
    mood: str = Field(min_length=1, max_length=60)
    tempo_bpm: int = Field(json_schema_extra=schema_range(*TEMPO_BPM))
    instruments: list[str] = Field(min_length=1, max_length=4)


class AudioPlan(Contract):
    """The Voice & Sound Designer's casting and score for one anchor."""

    anchor_id: str
    lines: list[VoiceLine] = Field(json_schema_extra={"minItems": 1, "maxItems": MAX_PANELS})
    music: MusicCue


class ContinuityFinding(Contract):
    stage: StageName
    severity: Literal["error", "warning"]
    message: str = Field(min_length=1, max_length=300)


class ContinuityReport(Contract):
    """The Continuity Editor's verdict on one anchor's package against the bible and earlier scenes."""

    anchor_id: str
    verdict: Literal["pass", "revise"]
    findings: list[ContinuityFinding] = Field(default_factory=list, max_length=6)


class AssetStatus(BaseModel):
    """Per media kind: ``ready`` or the fallback that stood in (the story goes on either way)."""

    images: AssetState = "pending"
    motion: AssetState = "pending"
    voice: AssetState = "pending"
    music: AssetState = "pending"


class SceneSummary(BaseModel):
    """What later continuity checks remember of an earlier scene."""

    anchor_id: str
    gist: str
    speakers: list[str] = Field(default_factory=list)
    choice_ids: list[str] = Field(default_factory=list)


class EndingScene(BaseModel):
    """An ending shown as a scene: its words from the bible, at the place where the story ends."""

    id: str
    title: str
    location: str
    summary: str
    characters: list[str] = Field(default_factory=list)
    """Character ids present: those of the last anchor."""


class ScenePackage(BaseModel):
    """Everything a client needs to render one anchor (or an ending), plus where each part came from."""

    kind: SceneKind = "anchor"
    """``ending`` for the scene an ending is told in; its ``anchor_id`` is then the ending's id."""
    anchor_id: str
    title: str
    location: str
    decision_id: str | None
    question: str | None
    choices: list[Choice]
    continue_id: str | None = None
    """Set when the anchor has no decision: send it as ``choice_id`` to move on."""
    panels: list[Panel]
    visual: VisualPlan
    audio: AudioPlan
    continuity: ContinuityReport
    asset_status: AssetStatus
    sources: dict[str, Source] = Field(default_factory=dict)
    """``fallback`` marks deterministic stand-in content for that stage."""
    audio_files: list[str] = Field(default_factory=list)
    """One wav per panel (relative to the exported story folder), written by ``generate --audio``."""

    def summary(self) -> SceneSummary:
        gist = " ".join(panel.text for panel in self.panels)[:240]
        speakers = sorted({panel.speaker for panel in self.panels})
        return SceneSummary(
            anchor_id=self.anchor_id, gist=gist, speakers=speakers, choice_ids=[c.id for c in self.choices]
        )


class ChoiceView(BaseModel):
    """A choice as the player sees it: what it is called and says, never the hidden ``effects``
    (summed over a path they would tell which ending the player is heading for)."""

    id: str
    label: str
    outcome: str
    examples: list[str]
    leads_to: str


class SceneView(ScenePackage):
    """A scene package as sent to a client: its choices as :class:`ChoiceView` (no effects). The
    effects stay in the sealed session, which the server opens on the next choice."""

    choices: list[ChoiceView]  # type: ignore[assignment]

    @classmethod
    def of(cls, package: ScenePackage) -> SceneView:
        views = [ChoiceView(**choice.model_dump(exclude={"effects"})) for choice in package.choices]
        return cls.model_validate({**dict(package), "choices": views})

    def signed(self, choices: list[Choice]) -> ScenePackage:
        """This scene as the server's own package again, with the ``choices`` the session holds."""
        return ScenePackage.model_validate({**dict(self), "choices": choices})


class EndingPackage(BaseModel):
    """The ending the hidden state selected: its title and summary, the final hidden state, the path of
    choices taken, and the scene package it is told in (panels, media plan, audio, continuity)."""

    ending_id: str
    title: str
    text: str
    hidden_state: HiddenState
    path: list[str] = Field(default_factory=list)
    scene: ScenePackage

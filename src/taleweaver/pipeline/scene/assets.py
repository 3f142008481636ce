"""What a scene's media stages delivered: the visual plan (salvaged part by part when its stage fell
back), the audio plan, and the asset status that says which media are the model's own."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from taleweaver.pipeline.scene.contracts import AssetStatus, AudioPlan, VisualPlan
from taleweaver.pipeline.stage import StageOutcome

IMAGE_FIELDS = ("image_prompt", "style")
MOTION_FIELDS = ("shots",)


def salvage_visual(outcome: StageOutcome[Any]) -> tuple[VisualPlan, bool, bool]:
    """The visual plan and whether its images and its motion are the model's own.

    Images (``image_prompt``, ``style``) and motion (``shots``) degrade independently: when the
    visual stage fell back but its last refused reply had one part without a problem, that part is
    kept over the fallback's, and only the other one is reported as ``fallback_static``.
    """
    value: VisualPlan = outcome.value
    if outcome.source == "model":
        return value, True, True
    last = outcome.last_reply
    paths = [problem.path for problem in outcome.last_problems]
    if last is None or any(not path.startswith(IMAGE_FIELDS + MOTION_FIELDS) for path in paths):
        return value, False, False

    def clean(fields: tuple[str, ...]) -> bool:
        return all(name in last for name in fields) and not any(path.startswith(fields) for path in paths)

    images_ok, motion_ok = clean(IMAGE_FIELDS), clean(MOTION_FIELDS)
    merged = value.model_dump()
    merged.update(
        {
            name: last[name]
            for name in (IMAGE_FIELDS if images_ok else ()) + (MOTION_FIELDS if motion_ok else ())
        }
    )
    try:
        return VisualPlan.model_validate(merged), images_ok, motion_ok
    except ValidationError:
        return value, False, False


def media_of(
    visual: StageOutcome[Any], audio: StageOutcome[Any]
) -> tuple[VisualPlan, AudioPlan, AssetStatus]:
    """The visual and audio plans a scene package carries, and its asset status: ``ready`` per medium
    that is the model's own, else the fallback that stood in (images and motion independently)."""
    visual_plan, images_ok, motion_ok = salvage_visual(visual)
    status = AssetStatus(
        images="ready" if images_ok else "fallback_static",
        motion="ready" if motion_ok else "fallback_static",
        voice="ready" if audio.source == "model" else "fallback_default_voice",
        music="ready" if audio.source == "model" else "fallback_ambient",
    )
    return visual_plan, audio.value, status

"""``POST /story/export``: a finished generated story as a zip of its story folder.

The signed session holds the bible, the emotional map, the choice sets and the ending reached; the
scene packages (and the ending's) were sent to the browser one by one and come back with the request.
The server trusts only what it signed: the anchors must be the bible's, in order, the ending's scene
must be the ending the session reached, and every decision's choices are taken from the session, not
from the browser. The ending reached is told in its panels; the others by their title and summary.
The folder is checked with the same checker as hand-written stories before it is zipped, so what
downloads is what ``taleweaver check`` accepts.
"""

from __future__ import annotations

import io
import json
import zipfile

from fastapi import Request
from fastapi.responses import Response
from pydantic import BaseModel, Field

from taleweaver.content.findings import has_errors
from taleweaver.content.loader import load_story_parts
from taleweaver.pipeline.export import export_files, story_id
from taleweaver.pipeline.generate import GeneratedStory
from taleweaver.pipeline.scene.contracts import ScenePackage
from taleweaver.server.errors import api_error, area_router, error_responses
from taleweaver.server.pipeline_routes import StoryService

router = area_router("story")
_ZIP = {
    "responses": {
        "200": {
            "description": "The story folder as a zip",
            "content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}},
        }
    }
}


class ExportBody(BaseModel):
    session: str = Field(min_length=1)
    scenes: list[ScenePackage] = Field(max_length=12, description="The scene packages, in the order played.")
    ending: ScenePackage | None = Field(
        default=None,
        description="The scene package the ending was told in (``ending.scene`` of the last answer).",
    )


def _error(code: str, message: str, hint: str, status: int = 409) -> Exception:
    return api_error(status, "story", code, message, hint)


@router.post(
    "/story/export",
    response_class=Response,
    responses=error_responses("story", 400, 401, 403, 409, 500),
    openapi_extra=_ZIP,
)
async def export(body: ExportBody, request: Request) -> Response:
    """The story folder (manifest, scenes, storylines, ``generation.json``) as ``<story_id>.zip``."""
    service: StoryService = request.app.state.services.story
    state = service.load(body.session)
    if state.next_step != "show_ending" or state.bible is None or state.emotional_map is None:
        raise _error(
            "story_not_finished", "the story has not reached its ending yet", "play to the ending first"
        )
    anchors = [a.id for a in state.bible.anchors]
    sent = [p.anchor_id for p in body.scenes]
    if sent != anchors:
        raise _error(
            "scenes_mismatch",
            f"the scenes sent are {sent or 'none'}; this story's anchors are {anchors}",
            "send every scene package received, in order",
            422,
        )
    if body.ending is not None and (body.ending.kind, body.ending.anchor_id) != ("ending", state.ending_id):
        raise _error(
            "ending_mismatch",
            f"the ending scene sent is {body.ending.anchor_id}; this story ended at {state.ending_id}",
            "send the ending's scene package received with the last answer (ending.scene)",
            422,
        )
    offered = {cs.decision_id: cs for cs in state.decisions}
    packages = []
    for package in body.scenes:
        signed = offered.get(package.decision_id or "")
        packages.append(package.model_copy(update={"choices": signed.choices if signed else []}))
    story = GeneratedStory(
        intake=state.intake,
        emotional_map=state.emotional_map,
        bible=state.bible,
        packages=packages,
        choice_sets=state.decisions,
        endings=[body.ending] if body.ending is not None else [],
    )
    ident = story_id(state.bible.title)
    files = {
        path: json.dumps(value, indent=2, ensure_ascii=False) + "\n"
        for path, value in export_files(story, ident).items()
    }
    _, loaded, findings = load_story_parts(dict(files))
    if loaded is None or has_errors(findings):
        problems = "; ".join(f.render() for f in findings if f.severity == "error")[:500]
        raise _error(
            "export_invalid", f"the exported story does not pass the checker: {problems}", "report this", 500
        )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, text in sorted(files.items()):
            archive.writestr(f"{ident}/{path}", text)
    return Response(
        buffer.getvalue(),
        media_type="application/zip",
        headers={"Content-Disposition": f'attachment; filename="{ident}.zip"'},
    )

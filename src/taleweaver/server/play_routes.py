"""Authored-story routes: ``GET /play/stories``, ``GET /play/stories/{id}``, ``POST /play/start``,
``POST /play/turn``, ``GET /play/save``, ``POST /play/load`` (docs/web.md).

Thin: validate the body, hand it to :class:`~taleweaver.apps.http_play.service.PlayService`, return its
row. The session token travels in the body (``turn``), or for ``GET /play/save`` in the
``X-Taleweaver-Session`` header — never in a URL, which access logs and proxies keep.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from pydantic import BaseModel, Field, ValidationError

from taleweaver.apps.http_play.refusal import AREA
from taleweaver.apps.http_play.service import PlayService
from taleweaver.body.staging import story_places
from taleweaver.content.models import NARRATOR_ID
from taleweaver.server.errors import api_error, area_router, error_responses
from taleweaver.server.hot_routes import Answer, Scope
from taleweaver.turn import TurnRow

MAX_INPUT = 2000
MAX_TOKEN = 64 * 1024
MAX_URL_TOKEN = 6000
"""A token in a header or query string: uvicorn refuses request heads over 16 KiB before the app sees them."""
TOKEN_PATTERN = r"^[A-Za-z0-9_.=-]+$"

router = area_router(AREA)
_TOKEN_ERRORS = error_responses(AREA, 400, 401, 403, 409, 413)
"""What a session token can be refused with (docs/server.md)."""


class StartBody(BaseModel):
    story_id: str | None = Field(
        default=None,
        min_length=1,
        max_length=200,
        description="The story to enter; absent: start at the menu.",
    )


class TurnBody(BaseModel):
    session: str = Field(min_length=1, max_length=MAX_TOKEN)
    input: str = Field(
        max_length=MAX_INPUT, description="A number, a slash command or free text, as typed in the terminal."
    )


class LoadBody(BaseModel):
    save: dict[str, Any] | str = Field(
        description="The sealed save from GET /play/save (object or text); an edited one is refused "
        "(422 save_tampered)."
    )


class StoryCard(BaseModel):
    id: str
    title: str
    description: str
    speakers: dict[str, str] = Field(default_factory=dict)
    """Display names by speaker id (characters and ``narrator``), for the page's speaker labels."""
    scenes: dict[str, str] = Field(default_factory=dict)
    """Scene names by id, for the scene map (the page shows only discovered and reachable ones)."""
    places: dict[str, float] = Field(default_factory=dict)
    """Where each speaker stands around the storyteller, by speaker id: head yaw in radians (+: its
    left), from the characters' ``staging``; the avatar turns there when that speaker talks."""


class BrokenCard(BaseModel):
    folder: str
    message: str


class Library(BaseModel):
    stories: list[StoryCard]
    broken: list[BrokenCard]
    free_text: bool
    model: str | None = None


async def play_service(request: Request) -> PlayService:
    service: PlayService = request.app.state.services.play
    return service


Service = Annotated[PlayService, Depends(play_service)]


def _card(service: PlayService, story_id: str) -> StoryCard:
    if (ink := service.catalog.ink.get(story_id)) is not None:
        return StoryCard(
            id=ink.id,
            title=ink.title,
            description=ink.description,
            speakers={NARRATOR_ID: ink.narrator["name"]}
            | {cid: c["name"] for cid, c in ink.characters.items()},
            scenes=dict(ink.sidecar.places),
            places={},
        )
    story = service.catalog.story(story_id)
    if story is None:
        raise api_error(404, AREA, "unknown_story", f"no story {story_id!r}", "see GET /play/stories")
    speakers = {NARRATOR_ID: story.narrator.name}
    speakers.update({cid: c.name for cid, c in story.characters.items()})
    return StoryCard(
        id=story.id,
        title=story.title,
        description=story.description,
        speakers=speakers,
        scenes={sid: scene.name for sid, scene in story.scenes.items()},
        places={sid: round(yaw, 4) for sid, yaw in story_places(story).items()},
    )


@router.get("/play/stories", response_model=Library)
async def stories(service: Service) -> Library:
    """The library: every playable story, and every story folder that failed to load (with why)."""
    catalog = service.catalog
    return Library(
        stories=[_card(service, sid) for sid in sorted({*catalog.library.stories, *catalog.ink})],
        broken=[BrokenCard(folder=b.folder, message=b.message()) for b in catalog.broken],
        free_text=catalog.free_text,
        model=service.model.name if service.model is not None else None,
    )


@router.get("/play/stories/{story_id}", response_model=StoryCard, responses=error_responses(AREA, 404))
async def story_card(story_id: str, service: Service) -> StoryCard:
    return _card(service, story_id)


def _row(row: TurnRow) -> Response:
    """A typed row, serialised once by pydantic-core straight to bytes."""
    return Response(row.to_json_bytes(), media_type="application/json")


_ROW: dict[int | str, dict[str, Any]] = {
    200: {"model": TurnRow, "description": "The turn's row (docs/turn.md, `taleweaver schema --file turn`)."}
}
"""Rows are declared to OpenAPI as :class:`TurnRow` and serialised by pydantic-core (no ``response_model``
re-validation on the hot path)."""


@router.post("/play/start", response_class=Response, responses={**_ROW, **error_responses(AREA, 404)})
async def start(service: Service, body: StartBody | None = None) -> Response:
    """Enter the story, or without ``story_id`` open at the narrator's menu:
    ``{input: null, lines, options, events, state, session}``."""
    return _row(service.start(body.story_id if body is not None else None))


_TURN_BODY = {
    "requestBody": {
        "required": True,
        "content": {"application/json": {"schema": TurnBody.model_json_schema(ref_template="{model}")}},
    }
}


@router.post(
    "/play/turn", response_class=Response, responses={**_ROW, **_TOKEN_ERRORS}, openapi_extra=_TURN_BODY
)
async def turn(request: Request) -> Response:
    """One input, handled as the terminal player handles it; ``/save`` and ``/quit`` are refused.

    The hot route: :func:`turn_answer` answers it below the router
    (:mod:`~taleweaver.server.hot_routes`); this endpoint describes it to OpenAPI and answers the bodies
    the hot path hands on — validated by pydantic-core straight from their bytes (as strictly as a
    declared body parameter, in the same 422 envelope).
    """
    try:
        body = TurnBody.model_validate_json(await request.body())
    except ValidationError as exc:
        errors = [
            {**e, "loc": ("body", *e["loc"])} for e in exc.errors(include_url=False, include_input=False)
        ]
        raise RequestValidationError(errors) from None
    service: PlayService = request.app.state.services.play
    return _row(await service.turn(body.session, body.input))


def turn_answer(service: PlayService) -> Answer:
    """``POST /play/turn`` on the hot path: the row's JSON, or ``None`` for a body :func:`turn` refuses."""

    async def answer(scope: Scope, raw: bytes) -> bytes | None:
        try:
            body = TurnBody.model_validate_json(raw)
        except ValidationError:
            return None
        return await service.turn_json(body.session, body.input)

    return answer


@router.get(
    "/play/save",
    responses=_TOKEN_ERRORS,
    openapi_extra={"responses": {"200": {"content": {"application/json": {"schema": {"type": "object"}}}}}},
)
async def save(
    service: Service,
    x_taleweaver_session: Annotated[
        str | None, Header(max_length=MAX_URL_TOKEN, pattern=TOKEN_PATTERN)
    ] = None,
) -> Response:
    """The session as a sealed save (the state encrypted under the server's secret), as a download."""
    token = x_taleweaver_session
    if not token:
        raise api_error(  # 401: the request lacks the credential-like token, it is not malformed
            401, AREA, "token_missing", "no session given", "send it in the X-Taleweaver-Session header"
        )
    text, story_id = service.save_text(token)
    name = f"{story_id or 'menu'}.save.json"
    return Response(
        text,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


@router.post("/play/load", response_class=Response, responses={**_ROW, **error_responses(AREA, 413)})
async def load(body: LoadBody, service: Service) -> Response:
    """Resume from a save: the current line and options (``input`` null) and a new session."""
    return _row(service.resume(service.load_save(body.save)))

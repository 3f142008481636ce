"""Generative story routes: ``POST /story/start``, ``/story/clarify``, ``/story/choose`` and their
``…/stream`` twins (server-sent events: the plan/progress events, then the result).

Thin: the session arrives sealed, is opened, goes through :class:`~taleweaver.pipeline.StoryFlow`,
and comes back sealed with the next scene package (or the ending, told in its own scene package);
errors become HTTP statuses here. No database: besides the token the server only keeps, in memory and
best-effort, the next scene (anchor or ending) :class:`~taleweaver.pipeline.prefetch.AnchorPrefetch`
prepares while the player reads
(``ServerConfig.pipeline_prefetch``; ``TALEWEAVER_PIPELINE_PREFETCH=0`` turns it off).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Annotated, Any, Literal, get_args

from fastapi import Depends, Request
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

from taleweaver.models.port import ChatModel
from taleweaver.pipeline import (
    EndingPackage,
    Pipeline,
    PipelineConfig,
    ProgressEvent,
    ScenePackage,
    StepResult,
    StoryFlow,
)
from taleweaver.pipeline.events import EventKind
from taleweaver.pipeline.flow import FlowError
from taleweaver.pipeline.prefetch import AnchorPrefetch
from taleweaver.pipeline.prepared_store import PreparedStore
from taleweaver.pipeline.session import SessionState, open_session, seal_session
from taleweaver.server.errors import ApiError, AreaError, area_router, error_responses
from taleweaver.server.openapi import event_stream_extra
from taleweaver.server.status_codes import http_status
from taleweaver.signing import SessionSigner, TokenError

log = logging.getLogger("taleweaver.server")
ROLE = "pipeline"
NEW_SESSION_HINT = "start a new story with POST /story/start"


class StartBody(BaseModel):
    intake: str = Field(
        min_length=1, max_length=4000, description="The player's words, or a voice transcript."
    )


class ClarifyBody(BaseModel):
    answer: str = Field(min_length=1, max_length=2000)
    session: str = Field(min_length=1)


class ChooseBody(BaseModel):
    choice_id: str = Field(min_length=1, max_length=80)
    session: str = Field(min_length=1)


class StoryResponse(BaseModel):
    status: Literal["needs_clarification", "scene", "ending"]
    question: str | None = None
    scene: ScenePackage | None = None
    """The next anchor's scene package (``status: scene``)."""
    ending: EndingPackage | None = None
    """The ending (``status: ending``), with the scene package it is told in under ``ending.scene``."""
    state: dict[str, object]
    """The part of the session a client may display (session_id, current_anchor, …)."""
    session: str
    """The signed session token: send it back unchanged with the next request."""
    plan: list[str] = Field(default_factory=list)
    """What the pipeline said it would do before each major step (the stream's ``plan`` events)."""


AREA = "story"
"""Errors of these routes answer ``{"detail": {"story_error": {code, message, hint}}}``."""


def _api_error(exc: TokenError | FlowError) -> AreaError:
    hint = exc.hint if isinstance(exc, FlowError) and exc.hint else NEW_SESSION_HINT
    return AreaError(http_status(exc.code), AREA, exc.code, str(exc), hint)


class PlanLog:
    """Collects the ``plan`` messages of one step for the plain JSON answer (seed 001: explain the plan)."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def __call__(self, event: ProgressEvent) -> None:
        if event.kind == "plan":
            self.messages.append(event.message)


class StoryService:
    """Per app: the model, the signer and (unless switched off) the next-anchor prefetch."""

    def __init__(
        self,
        model: ChatModel | None,
        signer: SessionSigner,
        config: PipelineConfig | None = None,
        *,
        prefetch: bool = True,
        store: PreparedStore | None = None,
    ) -> None:
        """``store``: where finished preparations wait (shared by replicas with Redis); memory if None."""
        self.model = model
        self.signer = signer
        self.config = config or PipelineConfig()
        self.prefetch = AnchorPrefetch(self.flow, store=store) if prefetch else None

    def flow(self, on_event: Callable[[ProgressEvent], None] | None = None) -> StoryFlow:
        if on_event is None:
            return StoryFlow(Pipeline(self.model, self.config))
        return StoryFlow(Pipeline(self.model, self.config, on_event=on_event))

    def load(self, token: str) -> SessionState:
        try:
            return open_session(self.signer, token)
        except TokenError as exc:
            raise _api_error(exc) from exc

    def respond(self, result: StepResult, plan: list[str] | None = None) -> StoryResponse:
        if self.prefetch is not None and result.status == "scene":
            self.prefetch.start(result.state)
        return StoryResponse(
            status=result.status,
            question=result.question,
            scene=result.scene,
            ending=result.ending,
            state=result.state.public(),
            session=seal_session(self.signer, result.state),
            plan=plan or [],
        )

    async def choose(self, flow: StoryFlow, body: ChooseBody) -> StepResult:
        state = self.load(body.session)
        said: list[str] = []
        prepared = await self.prefetch.take(state, said) if self.prefetch is not None else None
        for message in said:  # what the preparation said it would do, before the step's own: told now,
            flow.pipeline.plan(message)  # to the JSON answer's plan and the stream's plan events alike
        return await flow.choose(state, body.choice_id, prepared=prepared)


async def story_service(request: Request) -> StoryService:
    service: StoryService = request.app.state.services.story
    return service


Service = Annotated[StoryService, Depends(story_service)]


async def _run(step: Awaitable[StepResult]) -> StepResult:
    try:
        return await step
    except (TokenError, FlowError) as exc:
        raise _api_error(exc) from exc


def _sse(event: str, data: Any) -> str:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def _stream(
    service: StoryService, step: Callable[[StoryFlow], Awaitable[StepResult]], session_id: str | None
) -> StreamingResponse:
    """Progress events as they happen, then ``event: result`` (or ``event: error``)."""
    queue: asyncio.Queue[ProgressEvent | None] = asyncio.Queue()
    flow = service.flow(queue.put_nowait)

    async def events() -> AsyncIterator[str]:
        task = asyncio.create_task(_run(step(flow)))
        task.add_done_callback(lambda _: queue.put_nowait(None))
        while (event := await queue.get()) is not None:
            yield _sse(event.kind, event.model_dump(mode="json", exclude={"at"}, exclude_none=True))
        try:
            yield _sse("result", service.respond(task.result()).model_dump(mode="json"))
        except ApiError as exc:
            yield _sse("error", exc.body()["detail"])
        except Exception:  # headers are sent: report in-band instead of breaking the stream
            log.exception("story stream failed (session %s)", session_id or "new")
            yield _sse(
                "error", AreaError(500, AREA, "internal_error", "the story step failed").body()["detail"]
            )

    return EventStream(events(), headers={"Cache-Control": "no-cache"})


router = area_router(AREA)
_SESSION_ERRORS = error_responses(AREA, 400, 401, 403, 409, 413)


class EventStream(StreamingResponse):
    """Server-sent events (declared as ``text/event-stream`` in the OpenAPI document)."""

    media_type = "text/event-stream"


_NEXT = {
    "choose_first": {
        "operationId": "story_choose",
        "description": "Take the first choice offered by the scene.",
        "requestBody": {
            "session": "$response.body#/session",
            "choice_id": "$response.body#/scene/choices/0/id",
        },
    },
    "continue": {
        "operationId": "story_choose",
        "description": "Move on from a scene without a decision.",
        "requestBody": {
            "session": "$response.body#/session",
            "choice_id": "$response.body#/scene/continue_id",
        },
    },
    "clarify": {
        "operationId": "story_clarify",
        "description": "Answer the clarifying question.",
        "requestBody": {"session": "$response.body#/session"},
    },
}
_LINKS = {"responses": {"200": {"links": _NEXT}}}
"""OpenAPI links: how a response's ``session`` (and choice ids) feed the next request."""

_STREAM = event_stream_extra(
    get_args(EventKind), "StoryResponse", "Server-sent events: progress events, then `result` or `error`."
)


@router.post("/story/start", response_model=StoryResponse, operation_id="story_start", openapi_extra=_LINKS)
async def start(body: StartBody, service: Service) -> StoryResponse:
    """Map the intake; ask one clarifying question or return the first scene and the signed session."""
    plan = PlanLog()
    return service.respond(await _run(service.flow(plan).start(body.intake)), plan.messages)


@router.post(
    "/story/clarify",
    response_model=StoryResponse,
    responses=_SESSION_ERRORS,
    operation_id="story_clarify",
    openapi_extra=_LINKS,
)
async def clarify(body: ClarifyBody, service: Service) -> StoryResponse:
    state = service.load(body.session)
    plan = PlanLog()
    return service.respond(await _run(service.flow(plan).clarify(state, body.answer)), plan.messages)


@router.post(
    "/story/choose",
    response_model=StoryResponse,
    responses=_SESSION_ERRORS,
    operation_id="story_choose",
    openapi_extra=_LINKS,
)
async def choose(body: ChooseBody, service: Service) -> StoryResponse:
    """Apply the choice; return the next anchor's scene package, or after the last anchor the ending
    and the scene package it is told in."""
    plan = PlanLog()
    return service.respond(await _run(service.choose(service.flow(plan), body)), plan.messages)


@router.post("/story/start/stream", openapi_extra=_STREAM)
async def start_stream(body: StartBody, service: Service) -> StreamingResponse:
    return _stream(service, lambda flow: flow.start(body.intake), None)


@router.post("/story/clarify/stream", openapi_extra=_STREAM, responses=_SESSION_ERRORS)
async def clarify_stream(body: ClarifyBody, service: Service) -> StreamingResponse:
    state = service.load(body.session)
    return _stream(service, lambda flow: flow.clarify(state, body.answer), state.session_id)


@router.post("/story/choose/stream", openapi_extra=_STREAM, responses=_SESSION_ERRORS)
async def choose_stream(body: ChooseBody, service: Service) -> StreamingResponse:
    state = service.load(body.session)  # refuse a bad token with a plain 4xx before streaming starts
    return _stream(service, lambda flow: service.choose(flow, body), state.session_id)

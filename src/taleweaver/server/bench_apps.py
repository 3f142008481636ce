"""The two apps ``taleweaver bench server`` loads into uvicorn (as factories, so ``--workers N`` works).

- :func:`bench_app`: the real app (:func:`~taleweaver.server.app.create_app`) with instant fake
  models for every role, so the figures are the server's own cost;
- :func:`bare_app`: a bare FastAPI endpoint ``POST /bare`` that takes the same JSON body as
  ``/npc/speak`` and answers a constant ``{"prose": …}``: the framework's floor on this machine.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from taleweaver.models.port import ChatModel
from taleweaver.pipeline.echo_model import EchoModel
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.testing.instant import InstantDirector, npc_reply
from taleweaver.testing.models import FunctionModel

BARE_PROSE = '"Hm. Maybe." [MOVE: refuse]'


def bench_app() -> FastAPI:
    prose = FunctionModel(npc_reply, name="instant-npc")
    models: dict[str, ChatModel | None] = {"npc": prose, "narrator": prose, "pipeline": EchoModel(), "play": InstantDirector()}
    return create_app(ServerConfig(call_log=None), models=models)


def bare_app() -> FastAPI:
    app = FastAPI()

    @app.post("/bare")
    async def bare(body: dict[str, Any]) -> dict[str, str]:
        return {"prose": BARE_PROSE}

    return app

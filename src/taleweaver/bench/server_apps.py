"""The two apps ``taleweaver bench server`` loads into uvicorn (as factories, so ``--workers N`` works).

- :func:`bench_app`: the real app (:func:`~taleweaver.server.app.create_app`) with the shipped
  instant fake model (spec ``fake``) for every role, so the figures are the server's own cost;
- :func:`bare_app`: a bare FastAPI endpoint ``POST /bare`` that takes the same JSON body as
  ``/npc/speak`` and answers a constant ``{"prose": …}``: the framework's floor on this machine.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

import taleweaver.testing  # noqa: F401  # registers the spec `fake` in each worker, whatever the metadata says
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.settings import load_settings

BARE_PROSE = '"Hm. Maybe." [MOVE: refuse]'


def bench_app() -> FastAPI:
    """Settings from the environment (``TALEWEAVER_PIPELINE_PREFETCH``…), every role on ``fake``."""
    config = ServerConfig.from_settings(load_settings(), model="fake", play_model="fake", call_log=None)
    return create_app(config)


def bare_app() -> FastAPI:
    app = FastAPI()

    @app.post("/bare")
    async def bare(body: dict[str, Any]) -> dict[str, str]:
        return {"prose": BARE_PROSE}

    return app

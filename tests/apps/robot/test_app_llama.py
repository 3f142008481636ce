"""The dashboard app on the real mockup-sim daemon with SmolLM2 behind a real llama.cpp server.

``TALEWEAVER_MODEL=openai:smollm2`` and ``TALEWEAVER_BASE_URL`` point the app at the loopback server;
``TALEWEAVER_CALL_LOG`` records its calls. The tiny model's words are not judged, only that the app
asked it, the menu led to the story and every target stayed in the limits.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from body.test_reachy_daemon import APT, _sdk_ready, daemon  # noqa: F401  (the daemon fixture)
from models.conftest import llama_server, smollm2_gguf  # noqa: F401  (the llama.cpp server fixture)
from taleweaver.body.pose import within_limits
from taleweaver.body.sim import MockupDaemon
from taleweaver.models.guard import allow_model_requests

from .test_app_daemon import SPARROW, app_class, env, run_app  # noqa: F401  (env: a fixture)

pytestmark = [pytest.mark.reachy, pytest.mark.skipif(not _sdk_ready(), reason=APT)]


@pytest.mark.live
def test_with_smollm2_behind_llama_cpp_the_menu_leads_to_the_story(
    daemon: MockupDaemon,  # noqa: F811
    llama_server: str,  # noqa: F811
    env: Any,  # noqa: F811
    tmp_path: Path,
) -> None:
    calls = tmp_path / "calls.jsonl"
    env.setenv("TALEWEAVER_MODEL", "openai:smollm2")
    env.setenv("TALEWEAVER_BASE_URL", llama_server)
    env.setenv("TALEWEAVER_API_KEY", "loopback")
    env.setenv("TALEWEAVER_CALL_LOG", str(calls))
    app = app_class()(["how are you today, robot?", "let's play the pirate story"])
    with allow_model_requests():
        seen = run_app(app, daemon.port, timeout_s=240)

    assert calls.exists(), app.said
    records = [json.loads(line) for line in calls.read_text().splitlines()]
    asked = [r for r in records if r["role"] == "director"]
    assert asked
    assert all(r["model"] == "openai:smollm2" for r in asked)
    # (on a loaded machine a call may time out: the turn then falls back offline, and the story goes on)
    assert "> let's play the pirate story" in app.said
    assert any(abs(p.yaw - SPARROW) < 0.05 for p in seen)  # the story began: it faced its speaker
    assert all(within_limits(p, tolerance=0.02) for p in seen)

"""The OpenAPI document tells the truth: ``schemathesis run --checks all`` against the real server.

uvicorn serves the app on loopback with the instant fake model (spec ``fake``); schemathesis
generates requests from ``/openapi.json`` (examples, coverage, fuzzing and the stateful phase
following the story links) and checks every answer: documented status, content type and body
schema, no 5xx, invalid input refused, valid input accepted, 405 with ``Allow``. The CI run is bounded
(``TALEWEAVER_API_EXAMPLES``, default 8 per operation, fixed seed); ``make api-check`` runs a
longer one with a fresh seed.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.server.voice_routes import voice_service

from .conftest import bundled_world

HERE = Path(__file__).parent
EXAMPLES = int(os.environ.get("TALEWEAVER_API_EXAMPLES", "8"))
SEED = os.environ.get("TALEWEAVER_API_SEED", "20261201")


@pytest.fixture(scope="module")
def server_url() -> Iterator[str]:
    if shutil.which("schemathesis", path=str(Path(sys.executable).parent)) is None:
        pytest.skip("schemathesis is not installed (it is in the dev group: make test-env)")
    # The shipped instant fake model (spec ``fake``) for every role, resolved like any served spec.
    config = ServerConfig(model="fake", play_model="fake", secret="api-contract-test-secret")
    app = create_app(config, world=bundled_world())
    voice_service(app).warm()  # as `serve` does before it listens: loading the voices is not a request
    with serve_in_background(app) as url:
        yield url


def test_schemathesis_finds_no_failure_on_any_route(server_url: str, tmp_path: Path) -> None:
    command = [
        str(Path(sys.executable).parent / "schemathesis"),
        "--config-file",
        str(HERE / "schemathesis.toml"),
        "run",
        f"{server_url}/openapi.json",
        "--checks",
        "all",
        "--max-examples",
        str(EXAMPLES),
        "--no-color",
        # No response-time limit: a slow answer on a busy machine is no contract failure (response
        # times are measured by the benchmarks: bench server, bench.attack). schemathesis's own 10 s
        # request timeout is lifted to 10 min, which only stops a run that hangs.
        "--request-timeout",
        "600",
    ]
    if SEED:
        command += ["--seed", SEED]
    skipped = 0
    if importlib.util.find_spec("faster_whisper") is None:  # without the voice extra it answers 503
        command += ["--exclude-path", "/voice/transcribe"]
        skipped = 1
    env = {
        **os.environ,
        "PYTHONPATH": f"{HERE}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
        "SCHEMATHESIS_HOOKS": "schemathesis_hooks",
    }
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=900)
    report = done.stdout + done.stderr
    assert done.returncode == 0, report[-6000:]
    assert "failure" not in report.rsplit("Test cases:", 1)[-1], report[-3000:]
    paths = httpx.get(f"{server_url}/openapi.json").json()["paths"]
    operations = sum(len(methods) for methods in paths.values()) - skipped
    assert f"Tested: {operations}" in report, report[-3000:]  # every operation, none skipped

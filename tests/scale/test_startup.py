"""``serve`` with a Redis it cannot reach stops at startup with one line naming the setting."""

from __future__ import annotations

import os
import subprocess
import sys

from taleweaver.testing.cluster import free_port


def _serve(redis_url: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from taleweaver.cli.app import main; main()", "serve", "--model", "fake",
         "--port", str(free_port())],
        env={**os.environ, "TALEWEAVER_REDIS_URL": redis_url, "TALEWEAVER_SECRET": "startup-test"},
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_an_unreachable_redis_stops_serve_naming_the_setting() -> None:
    done = _serve(f"redis://127.0.0.1:{free_port()}/0")
    assert done.returncode != 0
    assert "TALEWEAVER_REDIS_URL: Redis at redis://127.0.0.1:" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_url_that_is_not_redis_stops_serve_naming_the_setting() -> None:
    done = _serve("http://cache:6379")
    assert done.returncode != 0
    assert "TALEWEAVER_REDIS_URL: http://cache:6379 is not a Redis URL" in done.stderr
    assert "Traceback" not in done.stderr

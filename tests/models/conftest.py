"""Fixtures for real backends: the SmolLM2 GGUF and a llama.cpp OpenAI-compatible server on loopback.

Tests that use them are marked ``live``; they skip only when llama-cpp-python is not importable.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from taleweaver.models.local import llama_cpp_available, smollm2_path

SERVER_START_TIMEOUT_S = 180.0


@pytest.fixture(scope="session")
def smollm2_gguf() -> Path:
    if not llama_cpp_available():
        pytest.skip("llama-cpp-python is not installed (dev group / extra 'local')")
    return smollm2_path()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def llama_server(smollm2_gguf: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``python -m llama_cpp.server`` serving SmolLM2; yields its ``/v1`` base URL.

    ``chatml-function-calling`` is the server's chat format that supports tools (SmolLM2 speaks
    ChatML) and a named ``tool_choice``; ``tool_choice="required"`` is not supported by it.
    """
    port = _free_port()
    log_path = tmp_path_factory.mktemp("llama-server") / "server.log"
    command = [
        sys.executable, "-m", "llama_cpp.server",
        "--model", str(smollm2_gguf),
        "--model_alias", "smollm2",
        "--host", "127.0.0.1",
        "--port", str(port),
        "--n_ctx", "2048",
        "--chat_format", "chatml-function-calling",
        "--verbose", "False",
    ]  # fmt: skip
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while True:
            if process.poll() is not None:
                pytest.fail(
                    f"llama_cpp.server exited with {process.returncode}:\n{log_path.read_text()[-2000:]}"
                )
            try:
                if httpx.get(f"{base_url}/models", timeout=1.0).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"llama_cpp.server did not answer within {SERVER_START_TIMEOUT_S:g} s")
            time.sleep(0.25)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

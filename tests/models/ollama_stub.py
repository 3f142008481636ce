"""A loopback HTTP server that speaks Ollama's documented ``/api/chat`` and ``/api/tags`` contract.

No Ollama can be installed here, so the adapter is tested against this stub over real HTTP. It
checks requests the way Ollama does (known model, message shape, tool-call arguments as objects),
answers the way Ollama does (one JSON object, or NDJSON lines ending with ``done: true`` and token
counts), and records every request, so tests can assert that ``tools`` and ``format`` never travel
together.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ROLES = {"system", "user", "assistant", "tool"}


@dataclass
class StubReply:
    """What the stub answers to the next ``/api/chat`` request."""

    content: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    delay_s: float = 0.0
    status: int = 200
    error: str | None = None
    error_mid_stream: str | None = None
    garbage_line: str | None = None


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S.000000Z", time.gmtime())


class OllamaStub:
    def __init__(self, models: tuple[str, ...] = ("llama3.2:latest", "qwen3:4b")) -> None:
        self.models = models
        self.requests: list[dict[str, Any]] = []
        self.replies: list[StubReply] = []
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> OllamaStub:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def both_tools_and_format(self) -> list[dict[str, Any]]:
        return [body for body in self.requests if "tools" in body and "format" in body]

    def known(self, name: str) -> bool:
        return name in self.models or f"{name}:latest" in self.models

    def check(self, body: dict[str, Any]) -> tuple[int, str] | None:
        """Ollama's own refusals, with its wording: 400 for a bad body, 404 for an unknown model."""
        if not isinstance(body.get("model"), str) or not body["model"]:
            return 400, "model is required"
        if not self.known(body["model"]):
            return 404, f"model '{body['model']}' not found"
        for message in body.get("messages", []):
            if message.get("role") not in ROLES or not isinstance(message.get("content", ""), str):
                return 400, f"invalid message: {json.dumps(message)[:80]}"
            for call in message.get("tool_calls", []):
                if not isinstance(call.get("function", {}).get("arguments"), dict):
                    return 400, "json: cannot unmarshal string into Go struct field .arguments"
        return None

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                return

            def _json(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path != "/api/tags":
                    self._json(404, {"error": "404 page not found"})
                    return
                models = [
                    {"name": name, "model": name, "size": 1, "digest": "0" * 12} for name in stub.models
                ]
                self._json(200, {"models": models})

            def do_POST(self) -> None:
                if self.path != "/api/chat":
                    self._json(404, {"error": "404 page not found"})
                    return
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append(body)
                refusal = stub.check(body)
                if refusal is not None:
                    self._json(refusal[0], {"error": refusal[1]})
                    return
                reply = stub.replies.pop(0) if stub.replies else StubReply(content="Hello.")
                time.sleep(reply.delay_s)
                if reply.status != 200:
                    self._json(reply.status, {"error": reply.error or "internal error"})
                    return
                if body.get("stream", True):
                    self._stream(body, reply)
                else:
                    self._json(200, self._final(body, reply, reply.content, reply.tool_calls))

            def _final(
                self, body: dict[str, Any], reply: StubReply, content: str, calls: list[dict[str, Any]]
            ) -> dict[str, Any]:
                message: dict[str, Any] = {"role": "assistant", "content": content}
                if calls:
                    message["tool_calls"] = calls
                prompt = sum(len(str(m.get("content", "")).split()) for m in body.get("messages", []))
                return {
                    "model": body["model"],
                    "created_at": _now(),
                    "message": message,
                    "done": True,
                    "done_reason": "stop",
                    "total_duration": 1000,
                    "prompt_eval_count": prompt,
                    "eval_count": max(1, len(reply.content.split())),
                }

            def _stream(self, body: dict[str, Any], reply: StubReply) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "application/x-ndjson")
                self.end_headers()
                lines: list[dict[str, Any] | str] = []
                for word in reply.content.split(" "):
                    piece = word if not lines else " " + word
                    lines.append(
                        {
                            "model": body["model"],
                            "created_at": _now(),
                            "message": {"role": "assistant", "content": piece},
                            "done": False,
                        }
                    )
                if reply.tool_calls:
                    message = {"role": "assistant", "content": "", "tool_calls": reply.tool_calls}
                    lines.append(
                        {"model": body["model"], "created_at": _now(), "message": message, "done": False}
                    )
                if reply.garbage_line is not None:
                    lines.append(reply.garbage_line)
                if reply.error_mid_stream is not None:
                    lines.append({"error": reply.error_mid_stream})
                lines.append(self._final(body, reply, "", []))
                for line in lines:
                    text = line if isinstance(line, str) else json.dumps(line)
                    self.wfile.write(text.encode() + b"\n")
                    self.wfile.flush()

        return Handler

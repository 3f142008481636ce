"""The browser edge: the app at /, its Content-Security-Policy, no CORS unless asked, body limits,
and static files that need no inline script or style."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from fastapi.testclient import TestClient

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.server.web import static_dir
from taleweaver.testing import HashingEncoder

MODELS = {"npc": None, "narrator": None, "pipeline": None}


def client_for(**config: object) -> TestClient:
    app = create_app(ServerConfig(**config), models=MODELS, catalog=load_catalog(encoder=HashingEncoder()))  # type: ignore[arg-type]
    return TestClient(app, raise_server_exceptions=False)


@pytest.fixture(scope="module")
def client() -> TestClient:
    return client_for()


def test_the_app_is_served_at_the_root_with_a_strict_policy(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert "text/html" in page.headers["content-type"]
    csp = page.headers["content-security-policy"]
    assert "script-src 'self'" in csp
    assert "unsafe-inline" not in csp
    assert "unsafe-eval" not in csp
    assert "frame-ancestors 'none'" in csp
    script = client.get("/static/js/app.js")
    assert script.status_code == 200
    assert "javascript" in script.headers["content-type"]
    assert client.get("/play/stories").headers["content-security-policy"] == csp


class _Inline(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = {name for name, _ in attrs}
        if tag == "script" and "src" not in names:
            self.problems.append("inline <script>")
        if tag == "style":
            self.problems.append("inline <style>")
        self.problems += [f"<{tag} {n}=…>" for n in names if n == "style" or n.startswith("on")]


def test_static_files_need_no_inline_script_or_style() -> None:
    root = static_dir()
    for html in root.rglob("*.html"):
        parser = _Inline()
        parser.feed(html.read_text(encoding="utf-8"))
        assert parser.problems == [], f"{html.name}: {parser.problems}"
    for script in root.rglob("*.js"):
        text = script.read_text(encoding="utf-8")
        assert not re.search(r"\binnerHTML\b|\beval\(|new Function\(|setAttribute\(\"style\"", text), (
            script.name
        )
        urls = [
            u for u in re.findall(r"https?://[^\s\"'`)]+", text) if not u.startswith("http://www.w3.org/")
        ]
        assert urls == [], f"{script.name} requests another origin"  # XML namespace names are not requests


def test_no_cors_unless_an_origin_is_given(client: TestClient) -> None:
    asked = {"Origin": "https://elsewhere.example", "Access-Control-Request-Method": "POST"}
    assert "access-control-allow-origin" not in client.options("/play/start", headers=asked).headers
    allowed = client_for(cors_origins=("https://elsewhere.example",))
    answer = allowed.options("/play/start", headers=asked)
    assert answer.headers["access-control-allow-origin"] == "https://elsewhere.example"


def test_bodies_over_the_limit_are_refused_with_an_envelope(client: TestClient) -> None:
    big = b'{"story_id": "' + b"x" * 2_000_000 + b'"}'
    declared = client.post("/play/start", content=big, headers={"content-type": "application/json"})
    assert declared.status_code == 413
    assert declared.json()["detail"]["request_error"]["code"] == "body_too_large"

    def chunks():  # no content-length: counted while read
        for _ in range(40):
            yield b"x" * 65536

    streamed = client.post("/play/start", content=chunks(), headers={"content-type": "application/json"})
    assert streamed.status_code == 413


def test_voice_say_is_silent_without_a_synthesizer(client: TestClient) -> None:
    answer = client.post("/voice/say", json={"text": "Hello there.", "speaker": "narrator"})
    assert answer.status_code in (200, 204)
    if answer.status_code == 200:
        assert answer.headers["content-type"] == "audio/wav"
        assert answer.content[:4] == b"RIFF"

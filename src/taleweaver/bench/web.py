"""``taleweaver bench web``: what the browser and the ``/play`` routes cost, on a real loopback server.

- **page weight**: every byte Chromium fetches for ``/#/play/pirates`` until the first option is
  interactive (audio excluded), and whether any request leaves the origin;
- **first option interactive**: wall time from navigation start (fresh context, empty cache) until the
  first option button is visible, the ``/play/start`` round trip included;
- **turns per second**: sequential ``POST /play/turn`` clicks against a bare FastAPI endpoint taking
  the same body, same run, interleaved rounds — in process through the whole ASGI stack (default), or
  over keep-alive HTTP on loopback (``--loopback``; on this sandbox every loopback request costs a
  flat ~40 ms of TCP delayed-ACK latency, which hides the server's own cost);
- **flat in story size**: the same turns on a 10-node and a 10,000-node synthetic story, interleaved
  rounds (single runs on a shared machine vary by ±40%); each round replays the same short walk from
  the opening, so both stories carry sessions of the same size;
- **silence between spoken lines**: the generate page speaks a scene's panels (narrator, characters,
  narrator) with the real synthesizer; the speech log (``window.__tw_speech_log``, filled by
  ``speech_probe.js``, which the bench injects: the page ships no test hook) gives each
  line's ``playing`` and ``ended`` times and the silence left at its clip's edges; the silence heard is
  the next line's start minus the line's end plus those edges (goal ≤ 50 ms at the worst change).
The browser parts are skipped (with the reason) when Debian's chromium or playwright is missing; the
gap also when no synthesizer is installed (the ``voice`` extra).
"""

from __future__ import annotations

import asyncio
import itertools
import statistics
import time
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel

from taleweaver.apps.http_play.catalog import StoryCatalog, load_catalog
from taleweaver.bench.engine import STORY_ID, synthetic_library
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.server.play_routes import TurnBody
from taleweaver.testing import HashingEncoder

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
GESTURE_AUTOPLAY = "--autoplay-policy=document-user-activation-required"
"""A desktop browser's rule: sound plays only after the player touched the page (launch without
Playwright's ``--mute-audio`` too: muted media may always autoplay)."""
GOAL_PAGE_BYTES = 300_000
GOAL_FIRST_OPTION_S = 1.0
GOAL_TURN_RATIO = 0.5
GOAL_FLAT_RATIO = 1.3
GOAL_GAP_MS = 50.0
SIZES = (10, 10_000)
MODELS: dict[str, Any] = {"npc": None, "narrator": None, "pipeline": None}


class PageResult(BaseModel):
    bytes: int
    requests: int
    external_requests: list[str]
    first_option_s: list[float]
    first_option_median_s: float
    meets_goal: bool


class TurnResult(BaseModel):
    transport: str
    turns: int
    rounds: int
    play_turns_per_s: float
    bare_turns_per_s: float
    ratio: float
    meets_goal: bool


class SizeResult(BaseModel):
    nodes: list[int]
    median_ms: dict[int, float]
    ratio: float
    meets_goal: bool


class GapResult(BaseModel):
    scenes: int
    lines: int
    speaker_changes: int
    gaps_ms: list[float]
    """The page's own gaps: the next line's ``playing`` event minus this line's ``ended`` event."""
    silence_ms: list[float]
    """What is heard: the gap plus the silence left at the clips' edges."""
    gap_max_ms: float
    silence_median_ms: float
    silence_max_ms: float
    meets_goal: bool


class WebBenchResult(BaseModel):
    page: PageResult | None
    page_skipped: str | None = None
    turns: TurnResult
    sizes: SizeResult
    gap: GapResult | None = None
    gap_skipped: str | None = None


def _app(catalog: StoryCatalog) -> FastAPI:
    return create_app(ServerConfig(), models=MODELS, catalog=catalog)


def _bare_app(row: dict[str, Any]) -> FastAPI:
    bare = FastAPI()

    @bare.post("/bare")
    async def answer(body: TurnBody) -> dict[str, Any]:
        return {**row, "input": body.input, "session": body.session}

    return bare


async def _walk(client: httpx.AsyncClient, story_id: str, turns: int) -> float:
    """Seconds for ``turns`` clicks on option 1 from the story's opening (the opening is untimed)."""
    session = (await client.post("/play/start", json={"story_id": story_id})).json()["session"]
    started = time.perf_counter()
    for _ in range(turns):
        response = await client.post("/play/turn", json={"session": session, "input": "1"})
        session = response.json()["session"]
    return time.perf_counter() - started


async def _bare(client: httpx.AsyncClient, session: str, turns: int) -> float:
    started = time.perf_counter()
    for _ in range(turns):
        (await client.post("/bare", json={"session": session, "input": "1"})).json()
    return time.perf_counter() - started


def _in_process(app: FastAPI) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bench", timeout=30)


async def _measure(
    apps: dict[str, FastAPI], turns: int, rounds: int, *, loopback: bool
) -> dict[str, list[float]]:
    """Seconds per round for each app: ``pirates`` and ``bare`` (the same body), and every story size."""
    async with AsyncExitStack() as stack:
        clients: dict[str, httpx.AsyncClient] = {}
        for name, app in apps.items():
            if loopback:
                url = stack.enter_context(serve_in_background(app))
                clients[name] = await stack.enter_async_context(httpx.AsyncClient(base_url=url, timeout=30))
            else:
                clients[name] = await stack.enter_async_context(_in_process(app))
        opening = (await clients["pirates"].post("/play/start", json={"story_id": "pirates"})).json()
        await _walk(clients["pirates"], "pirates", 3)  # warm up: imports, caches, connections
        await _bare(clients["bare"], opening["session"], 3)
        for n in SIZES:  # and each size's first walk (its story index is built then)
            await _walk(clients[str(n)], STORY_ID, 3)
        spent: dict[str, list[float]] = {name: [] for name in apps}
        for _ in range(rounds):
            spent["pirates"].append(await _walk(clients["pirates"], "pirates", turns))
            spent["bare"].append(await _bare(clients["bare"], opening["session"], turns))
            for n in SIZES:
                spent[str(n)].append(await _walk(clients[str(n)], STORY_ID, turns))
    return spent


def measure_turns(turns: int, rounds: int, *, loopback: bool = False) -> tuple[TurnResult, SizeResult]:
    pirates = _app(load_catalog(encoder=HashingEncoder()))
    with TestClient(pirates) as probe:
        opening = probe.post("/play/start", json={"story_id": "pirates"}).json()
        row = probe.post("/play/turn", json={"session": opening["session"], "input": "1"}).json()
    apps: dict[str, FastAPI] = {"pirates": pirates, "bare": _bare_app(row)}
    for n in SIZES:
        apps[str(n)] = _app(
            StoryCatalog(library=synthetic_library(n), encoder=HashingEncoder(), free_text=False)
        )
    spent = asyncio.run(_measure(apps, turns, rounds, loopback=loopback))
    play_rate = turns / statistics.median(spent["pirates"])
    bare_rate = turns / statistics.median(spent["bare"])
    median_ms = {n: round(statistics.median(spent[str(n)]) / turns * 1000, 3) for n in SIZES}
    size_ratio = median_ms[SIZES[-1]] / median_ms[SIZES[0]]
    return (
        TurnResult(
            transport="loopback HTTP" if loopback else "in-process ASGI",
            turns=turns,
            rounds=rounds,
            play_turns_per_s=round(play_rate, 1),
            bare_turns_per_s=round(bare_rate, 1),
            ratio=round(play_rate / bare_rate, 3),
            meets_goal=play_rate / bare_rate >= GOAL_TURN_RATIO,
        ),
        SizeResult(
            nodes=list(SIZES),
            median_ms=median_ms,
            ratio=round(size_ratio, 3),
            meets_goal=size_ratio <= GOAL_FLAT_RATIO,
        ),
    )


def page_skip_reason() -> str | None:
    if not CHROMIUM.exists():
        return "needs Debian's chromium: apt-get install -y --no-install-recommends chromium"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "needs playwright (pip install playwright; the dev group has it)"
    return None


def measure_page(loads: int) -> PageResult:
    from playwright.sync_api import Request, sync_playwright

    with (
        serve_in_background(_app(load_catalog(encoder=HashingEncoder()))) as url,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        times: list[float] = []
        sizes: list[int] = []
        external: set[str] = set()
        counts: list[int] = []
        for _ in range(loads):
            context = browser.new_context()
            page = context.new_page()
            fetched: list[Request] = []

            def keep(request: Request, into: list[Request] = fetched) -> None:
                into.append(request)

            page.on("requestfinished", keep)
            started = time.perf_counter()
            page.goto(f"{url}/#/play/pirates")
            page.locator("ol.options button").first.wait_for(state="visible")
            times.append(time.perf_counter() - started)
            total = 0
            kept = [r for r in fetched if "/voice/" not in r.url]
            for request in kept:
                if not request.url.startswith(url):
                    external.add(request.url)
                response = request.response()
                total += len(response.body()) if response is not None else 0
            sizes.append(total)
            counts.append(len(kept))
            context.close()
        browser.close()
    median = statistics.median(times)
    weight = max(sizes)
    return PageResult(
        bytes=weight,
        requests=max(counts),
        external_requests=sorted(external),
        first_option_s=[round(t, 3) for t in times],
        first_option_median_s=round(median, 3),
        meets_goal=weight <= GOAL_PAGE_BYTES and not external and median <= GOAL_FIRST_OPTION_S,
    )


def speech_gaps(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``{from, to, gap_ms, silence_ms}`` between consecutive lines of one run of the page's speech log
    that both played: ``gap_ms`` is the page's own gap (the next line's ``playing`` time minus this
    line's ``ended`` time), ``silence_ms`` what is heard: the gap plus the silence left at the end of
    this clip and the start of the next (at the playback rate); None when a clip's edges are unknown."""
    gaps = []
    for a, b in itertools.pairwise(entries):
        if a["run"] != b["run"] or a["ended"] is None or b["started"] is None:
            continue
        gap = b["started"] - a["ended"]
        trail, lead = a.get("trail_ms"), b.get("lead_ms")
        silence = None
        if trail is not None and lead is not None:
            silence = round(gap + trail / (a.get("rate") or 1) + lead / (b.get("rate") or 1), 1)
        gaps.append(
            {"from": a["speaker"], "to": b["speaker"], "gap_ms": round(gap, 1), "silence_ms": silence}
        )
    return gaps


SPEECH_PROBE = Path(__file__).with_name("speech_probe.js")
"""The script that collects the page's per-line speech timings (injected before the page loads)."""


class GapUnavailable(Exception):
    """The gap cannot be measured here (no synthesizer)."""


def _listen(page: Any, after: int, timeout_s: float = 180.0) -> list[dict[str, Any]]:
    """The first speech run newer than run ``after``, once every line of it has ended (polled: the
    page's CSP forbids eval'd waits)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        log = page.evaluate("window.__tw_speech_log")
        run = [e for e in log if e["run"] == log[-1]["run"]] if log and log[-1]["run"] > after else []
        if run and all(e["ended"] is not None or e["stopped"] for e in run):
            if any(e["started"] is None and not e["stopped"] for e in run):
                raise GapUnavailable("a line was not played (no synthesizer?)")
            return run
        time.sleep(0.25)
    raise GapUnavailable(f"the scene's speech did not end within {timeout_s:.0f} s")


def measure_gap(scenes: int) -> GapResult:
    """Listen to ``scenes`` generated scenes (fake pipeline model, real voices) and collect the gaps."""
    from playwright.sync_api import sync_playwright

    from taleweaver.testing import FakeModel

    app = create_app(ServerConfig(), models={**MODELS, "pipeline": FakeModel()}, catalog=load_catalog())
    with serve_in_background(app) as url, sync_playwright() as playwright:
        warm = httpx.post(f"{url}/voice/say", json={"text": "Ready."}, timeout=120)  # loads the voices
        if warm.status_code == 204:
            raise GapUnavailable("no synthesizer installed (the voice extra)")
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=[*CHROMIUM_ARGS, GESTURE_AUTOPLAY],
            ignore_default_args=["--mute-audio"],
        )
        context = browser.new_context(base_url=url)
        context.add_init_script(path=str(SPEECH_PROBE))
        page = context.new_page()
        page.set_default_timeout(120_000)
        page.goto("/#/generate")
        page.get_by_label("How are you feeling?").fill("I feel lonely since my best friend moved away")
        page.get_by_role("button", name="Make my story").click()
        runs: list[list[dict[str, Any]]] = []
        while len(runs) < scenes:
            page.locator(".stage .option, .stage form").first.wait_for()
            if page.get_by_label("Your answer").count():
                page.get_by_label("Your answer").fill("I miss talking every day")
                page.get_by_role("button", name="Answer").click()
                page.get_by_label("Your answer").wait_for(state="detached")
                continue
            runs.append(_listen(page, after=runs[-1][0]["run"] if runs else 0))
            choices = page.locator(".stage .option")
            if len(runs) == scenes or not choices.count():
                break  # enough, or the story ended
            choices.first.click()
        browser.close()
    gaps = [gap for run in runs for gap in speech_gaps(run) if gap["silence_ms"] is not None]
    if not gaps:
        raise GapUnavailable("no scene had two spoken lines")
    silence = [g["silence_ms"] for g in gaps]
    return GapResult(
        scenes=len(runs),
        lines=sum(len(run) for run in runs),
        speaker_changes=sum(g["from"] != g["to"] for g in gaps),
        gaps_ms=[g["gap_ms"] for g in gaps],
        silence_ms=silence,
        gap_max_ms=max(g["gap_ms"] for g in gaps),
        silence_median_ms=round(statistics.median(silence), 1),
        silence_max_ms=max(silence),
        meets_goal=max(silence) <= GOAL_GAP_MS,
    )


def run_web_bench(
    *,
    turns: int = 50,
    rounds: int = 5,
    loads: int = 5,
    browser: bool = True,
    loopback: bool = False,
    gap_scenes: int = 2,
) -> WebBenchResult:
    turn_result, size_result = measure_turns(turns, rounds, loopback=loopback)
    skipped = None if browser else "--no-browser"
    skipped = skipped or page_skip_reason()
    page = measure_page(loads) if skipped is None else None
    gap, gap_skipped = None, skipped
    if skipped is None:
        try:
            gap = measure_gap(gap_scenes)
        except GapUnavailable as exc:
            gap_skipped = str(exc)
    return WebBenchResult(
        page=page,
        page_skipped=skipped,
        turns=turn_result,
        sizes=size_result,
        gap=gap,
        gap_skipped=gap_skipped,
    )

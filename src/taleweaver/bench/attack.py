"""Load while attacked: honest players keep playing while two clients send every known worst case.

``python -m taleweaver.bench.attack`` (``make soak``) starts ``taleweaver serve`` in its own process on
loopback (spec ``fake`` for every role, the real HTTP limits of ``serve``), then for ``--seconds``:

- **20 honest clients** (``--players``) each play an authored story (``/play/start`` + ``/play/turn``
  with numbers, commands and short free text) and poll ``GET /healthz``, timing every answer;
- **2 attackers** (``--attackers``) loop over the worst cases hardening issue 17 found: the largest
  canon log the schema admits (and one past each cap), a 500-character line without punctuation to
  ``/voice/say`` (and 501), a long recording to ``/voice/transcribe`` (a WAV header claiming an hour,
  and compressed silence when PyAV can make it), 2,000 characters of free text to ``/play/turn``,
  ``"v" + 5000 digits`` as a session, ``"[" * 300000`` as a save, an 8 MiB header and a slow-header
  (slowloris) connection.

It reports p50/p99 of ``/healthz`` and ``/play/turn`` for the honest clients, their errors (any
non-2xx or transport failure) and what the attacks got back, and fails (exit 1) unless the honest
clients saw 0 errors and both p99s are under the goal (1 s) and no attack got a 5xx.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import os
import socket
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

GOAL_S = 1.0
STORY = "pirates"
PLAY_INPUTS = ("1", "/look", "2", "ask about the ship", "/help", "1", "3", "go to the harbour")
LONG_TEXT = ("the fog rolled over the quay and the gulls cried " * 50)[:2000]


@dataclass
class Report:
    healthz: list[float] = field(default_factory=list)
    turns: list[float] = field(default_factory=list)
    honest_errors: Counter[str] = field(default_factory=Counter)
    attacks: Counter[str] = field(default_factory=Counter)
    attack_5xx: Counter[str] = field(default_factory=Counter)

    def summary(self) -> dict[str, Any]:
        return {
            "healthz": _stats(self.healthz),
            "play_turn": _stats(self.turns),
            "honest_errors": dict(self.honest_errors),
            "attacks": dict(sorted(self.attacks.items())),
            "attack_5xx": dict(self.attack_5xx),
        }

    def holds(self) -> bool:
        stats = (_stats(self.healthz), _stats(self.turns))
        return (
            not self.honest_errors
            and not self.attack_5xx
            and all(s["count"] > 0 and s["p99_s"] < GOAL_S for s in stats)
        )


def _stats(samples: list[float]) -> dict[str, Any]:
    if not samples:
        return {"count": 0, "p50_s": None, "p99_s": None}
    ordered = sorted(samples)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 4)

    return {"count": len(ordered), "p50_s": at(0.5), "p99_s": at(0.99), "max_s": round(ordered[-1], 4)}


# --- the server ----------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_server(port: int) -> subprocess.Popen[bytes]:
    command = [
        sys.executable,
        "-c",
        "from taleweaver.cli.app import main; main()",
        "serve",
        "--port",
        str(port),
        "--model",
        "fake",
        "--call-log",
        os.devnull,
        "--log-level",
        "warning",
    ]
    env = {**os.environ, "TALEWEAVER_SECRET": os.environ.get("TALEWEAVER_SECRET", "attack-soak-secret")}
    return subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_up(url: str, process: subprocess.Popen[bytes], timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"taleweaver serve exited with {process.returncode}")
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise SystemExit("taleweaver serve did not come up")


# --- honest players ------------------------------------------------------------------------------


async def player(client: httpx.AsyncClient, report: Report, until: float, index: int) -> None:
    session: str | None = None
    step = index
    while time.monotonic() < until:
        started = time.monotonic()
        try:
            health = await client.get("/healthz")
            report.healthz.append(time.monotonic() - started)
            if health.status_code != 200:
                report.honest_errors[f"healthz {health.status_code}"] += 1
            if session is None:
                answer = await client.post("/play/start", json={"story_id": STORY})
            else:
                said = PLAY_INPUTS[step % len(PLAY_INPUTS)]
                step += 1
                started = time.monotonic()
                answer = await client.post("/play/turn", json={"session": session, "input": said})
                report.turns.append(time.monotonic() - started)
            if answer.status_code != 200:
                report.honest_errors[f"{answer.request.url.path} {answer.status_code}"] += 1
                session = None
                continue
            row = answer.json()
            session = None if row.get("state", {}).get("ended") else row.get("session")
        except httpx.HTTPError as exc:
            report.honest_errors[type(exc).__name__] += 1
            session = None


# --- attackers -----------------------------------------------------------------------------------


def biggest_canon_log(over: str | None = None) -> dict[str, Any]:
    text = "x" * 500
    log: dict[str, Any] = {
        "version": 1,
        "location": text,
        "party": [{"id": f"member_{n}", "name": "M" * 80, "disposition": 0} for n in range(50)],
        "active_quests": [{"id": f"quest_{n}", "status": "active"} for n in range(50)],
        "facts": [text] * 200,
        "recent_events": [text] * 20,
    }
    if over == "party":
        log["party"] = [{"id": f"member_{n}", "name": "M"} for n in range(32_000)]
    elif over == "facts":
        log["facts"] = ["y" * 5000] * 200
    return log


def speak_body(log: dict[str, Any]) -> dict[str, Any]:
    return {
        "canon_log": log,
        "npc_id": "fenn",
        "disposition": 0,
        "available_moves": ["refuse", "end_conversation"],
        "utterance": "hello " * 300,
    }


def long_wav_header(seconds: int = 3600) -> bytes:
    """A WAV whose header claims ``seconds`` of 16 kHz mono audio, followed by a little of it."""
    import struct

    rate, data = 16000, seconds * 16000 * 2
    header = (
        b"RIFF"
        + struct.pack("<I", 36 + data)
        + b"WAVEfmt "
        + struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16)
    )
    return header + b"data" + struct.pack("<I", data) + b"\0" * 64_000


def silent_ogg(seconds: int = 600) -> bytes | None:
    """``seconds`` of Opus silence in Ogg (tiny, decodes to a lot), or None without PyAV."""
    try:
        import av
        import numpy as np
    except ImportError:
        return None
    buffer = io.BytesIO()
    with av.open(buffer, mode="w", format="ogg") as container:
        stream = container.add_stream("libopus", rate=48000)
        stream.layout = "mono"
        frame_samples = 960
        silence = np.zeros((1, frame_samples), dtype=np.int16)
        for index in range(seconds * 48000 // frame_samples):
            frame = av.AudioFrame.from_ndarray(silence, format="s16", layout="mono")
            frame.sample_rate = 48000
            frame.pts = index * frame_samples
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    return buffer.getvalue()


async def raw_exchange(
    host: str, port: int, payload: bytes, *, slow: bool = False, hold_s: float = 0.0
) -> str:
    """Send raw bytes (or trickle them, ``slow``) and return the status line, or how the server closed."""
    try:
        reader, writer = await asyncio.open_connection(host, port)
    except OSError as exc:
        return f"connect {type(exc).__name__}"
    try:
        if slow:
            for byte in payload:
                writer.write(bytes([byte]))
                await writer.drain()
                await asyncio.sleep(hold_s)
        else:
            writer.write(payload)
            await writer.drain()
        line = await asyncio.wait_for(reader.readline(), timeout=60)
        return line.decode(errors="replace").strip()[:40] or "closed"
    except (TimeoutError, ConnectionError) as exc:
        return f"closed ({type(exc).__name__})"
    finally:
        writer.close()


async def attacker(
    client: httpx.AsyncClient, report: Report, until: float, host: str, port: int, ogg: bytes | None
) -> None:
    started = await client.post("/play/start", json={"story_id": STORY})
    session = started.json().get("session", "") if started.status_code == 200 else ""
    cases: list[tuple[str, Any]] = [
        ("npc_speak_biggest", lambda: client.post("/npc/speak", json=speak_body(biggest_canon_log()))),
        (
            "npc_speak_party_32k",
            lambda: client.post("/npc/speak", json=speak_body(biggest_canon_log("party"))),
        ),
        (
            "npc_speak_long_facts",
            lambda: client.post("/npc/speak", json=speak_body(biggest_canon_log("facts"))),
        ),
        ("voice_say_500", lambda: client.post("/voice/say", json={"text": "a" * 500})),
        ("voice_say_501", lambda: client.post("/voice/say", json={"text": "a" * 501})),
        (
            "transcribe_long_wav",
            lambda: client.post(
                "/voice/transcribe", content=long_wav_header(), headers={"content-type": "audio/wav"}
            ),
        ),
        (
            "play_turn_2000_chars",
            lambda: client.post("/play/turn", json={"session": session, "input": LONG_TEXT}),
        ),
        (
            "session_5000_digits",
            lambda: client.post("/play/turn", json={"session": "v" + "9" * 5000 + ".", "input": "1"}),
        ),
        ("load_deep_save", lambda: client.post("/play/load", json={"save": "[" * 300_000})),
        (
            "npc_turn_disposition_101",
            lambda: client.post(
                "/npc/turn",
                json={
                    "npc_id": "fenn",
                    "utterance": "hi",
                    "state": {"game": {"npc_dispositions": {"fenn": 101}}},
                },
            ),
        ),
    ]
    if ogg is not None:
        cases.append(
            (
                "transcribe_silent_ogg",
                lambda: client.post("/voice/transcribe", content=ogg, headers={"content-type": "audio/ogg"}),
            )
        )
    huge_header = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (8 * 1024 * 1024) + b"\r\n\r\n"
    slow_head = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"s" * 40
    index = 0
    slow: set[asyncio.Future[None]] = set()
    while time.monotonic() < until:
        name, send = cases[index % len(cases)]
        index += 1
        try:
            answer = await send()
            report.attacks[f"{name} {answer.status_code}"] += 1
            if answer.status_code >= 500 and answer.status_code != 503:
                report.attack_5xx[f"{name} {answer.status_code}"] += 1
        except httpx.HTTPError as exc:
            report.attacks[f"{name} {type(exc).__name__}"] += 1
        if index % len(cases) == 0:
            status = await raw_exchange(host, port, huge_header)
            report.attacks[f"header_8mib {status}"] += 1
            slow.add(asyncio.ensure_future(_slowloris(report, host, port, slow_head)))
    await asyncio.gather(*slow, return_exceptions=True)


async def _slowloris(report: Report, host: str, port: int, head: bytes) -> None:
    status = await raw_exchange(host, port, head, slow=True, hold_s=1.0)
    report.attacks[f"slow_header {status}"] += 1


async def run(seconds: float, players: int, attackers: int, url: str) -> Report:
    report = Report()
    ogg = silent_ogg()  # made before the clock starts
    host, port = url.removeprefix("http://").split(":")
    limits = httpx.Limits(max_connections=players + attackers + 4)
    timeout = httpx.Timeout(120.0)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=timeout) as client:
        until = time.monotonic() + seconds
        await asyncio.gather(
            *(player(client, report, until, index) for index in range(players)),
            *(attacker(client, report, until, host, int(port), ogg) for _ in range(attackers)),
        )
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m taleweaver.bench.attack", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to run (default 60)")
    parser.add_argument("--players", type=int, default=20, help="honest clients (default 20)")
    parser.add_argument("--attackers", type=int, default=2, help="attacking clients (default 2)")
    parser.add_argument("--url", help="attack a server already running here instead of starting one")
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    args = parser.parse_args(argv)
    process = None
    url = args.url
    if url is None:
        port = _free_port()
        url = f"http://127.0.0.1:{port}"
        process = start_server(port)
    try:
        wait_up(url, process) if process is not None else None
        report = asyncio.run(run(args.seconds, args.players, args.attackers, url))
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
    summary = report.summary()
    holds = report.holds()
    if args.json:
        print(json.dumps({**summary, "goal_s": GOAL_S, "holds": holds}))
    else:
        for name in ("healthz", "play_turn"):
            s = summary[name]
            print(
                f"{name}: {s['count']} answers, p50 {s['p50_s']} s, p99 {s['p99_s']} s (goal < {GOAL_S:g} s)"
            )
        print(f"honest errors: {summary['honest_errors'] or 0}")
        for case, count in summary["attacks"].items():
            print(f"  attack {case}: {count}")
        print("goal held" if holds else "goal MISSED")
    return 0 if holds else 1


if __name__ == "__main__":
    raise SystemExit(main())

"""bench npc_tokens: reply lengths through the real NPC request path, and what a cap would cut."""

from __future__ import annotations

from taleweaver.bench.npc_tokens import measure, summarise


async def test_replies_are_measured_through_the_npc_request_path() -> None:
    rows = await measure("fake", 300, limit=3)

    assert len(rows) == 3
    assert {row["npc"] for row in rows} <= {"brannoc_thane", "cadwyn_vell", "fenn", "odile_marsh"}
    assert all(isinstance(row["tokens"], int) for row in rows)


def test_the_summary_counts_what_each_cap_would_cut() -> None:
    rows = [{"npc": "a", "tokens": t, "finish": "stop"} for t in (50, 100, 150, 170, 250)]

    summary = summarise(rows, [160, 200])

    assert summary["would_be_cut"] == {"160": 2, "200": 1}
    assert summary["tokens_max"] == 250
    assert summary["tokens_p50"] == 150

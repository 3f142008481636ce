"""Issue 20's ink contract, checked against inkjs itself: ``taleweaver play PATH.ink.json --script FILE
--json`` gives one row per turn (the opening first) whose ``lines`` are ink's lines with the speaker the
convention resolves and the prefix removed, whose ``options`` are ink's current choices (``kind: "choice"``,
``id`` = the choice's path, ``label`` = its text) and whose ``state.variables`` are ink's globals — on random
walks through stories written here, compiled with the pinned inkjs."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from .conftest import Row, invoke, run_cli, write_script

PREFIX = re.compile(r"^(?P<name>[^\W\d_a-z][\w'’. -]{0,30}):\s+(?P<text>\S.*)$")
PARTICLES = {
    "of",
    "the",
    "de",
    "del",
    "della",
    "da",
    "di",
    "du",
    "la",
    "le",
    "van",
    "von",
    "der",
    "den",
    "al",
    "bin",
    "ibn",
}


def a_name(said: str) -> bool:
    """Every word of a speaker's name starts with a capital or an uncased letter, bar particles between."""
    words = said.split(" ")
    return all(w and not w[0].islower() for w in words[:1] + words[-1:]) and all(
        w and (not w[0].islower() or w in PARTICLES) for w in words
    )


WALKS = {"lighthouse": range(4), "night_market_json": range(4), "voices": range(2)}


def expected_lines(lines: list[list[Any]]) -> list[tuple[str, str]]:
    """The contract's speaker rule, applied to what inkjs printed."""
    out = []
    for text, tags in lines:
        text = text.strip()
        if not text:
            continue
        speaker = "narrator"
        if (m := PREFIX.match(text)) and a_name(m["name"]):
            speaker, text = m["name"].lower().replace(" ", "_"), m["text"]
        for tag in tags:
            key, _, value = tag.partition(":")
            if key.strip().lower() == "speaker" and value.strip():
                speaker = value.strip().lower().replace(" ", "_")
        out.append((speaker, text))
    return out


@pytest.fixture(scope="module")
def reference(ink_stories: dict[str, Path], inkjs_dir: Path) -> dict[tuple[str, int], list[dict[str, Any]]]:
    """inkjs's walks, all in one Node process."""
    walks = [[str(ink_stories[name]), seed + 1, 25] for name, seeds in WALKS.items() for seed in seeds]
    done = subprocess.run(
        ["node", str(Path(__file__).with_name("inkwalk.js")), str(inkjs_dir), json.dumps(walks)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=True,
    )
    results = json.loads(done.stdout)
    keys = [(name, seed) for name, seeds in WALKS.items() for seed in seeds]
    return dict(zip(keys, results, strict=True))


@pytest.mark.parametrize(("name", "seed"), [(n, s) for n, seeds in WALKS.items() for s in seeds])
def test_rows_follow_inkjs_turn_by_turn(
    tmp_path: Path, ink_stories: dict[str, Path], reference: Any, validate: Any, name: str, seed: int
) -> None:
    steps = reference[(name, seed)]
    script = write_script(tmp_path, [str(step["pick"] + 1) for step in steps[1:]])
    done = invoke("play", str(ink_stories[name]), "--script", str(script), "--json")
    assert done.code == 0, done.stdout
    rows = validate(done.rows)
    assert len(rows) == len(steps)
    for number, (step, row) in enumerate(zip(steps, rows, strict=True)):
        where = f"{name} walk {seed}, turn {number} ({row['input']!r})"
        got = [(line["speaker"], line["text"]) for line in row["lines"]]
        want = expected_lines(step["lines"])
        if step["pick"] is not None and got and got[0][0] == "player":
            chosen = next(c for c in steps[number - 1]["choices"] if c[1] == got[0][1])
            assert want[0] == ("narrator", chosen[1]), where  # the echo of the choice: the player's
            got[0] = want[0]
        assert got == want, where
        assert [(o["number"], o["kind"], o["id"], o["label"]) for o in row["options"]] == [
            (i, "choice", path, text) for i, (path, text) in enumerate(step["choices"], start=1)
        ], where
        assert row["state"]["variables"] == step["vars"], where
        assert row["state"]["mode"] == "story"
        assert row["state"]["ended"] is (not step["choices"]), where
        if step["pick"] is not None:
            taken = steps[number - 1]["choices"][step["pick"]][0]
            assert {"type": "chosen", "kind": "choice", "id": taken, "via": "number"} in row["events"], where
    assert rows[0]["input"] is None
    assert rows[0]["events"][0] == {"type": "storyEntered", "story_id": rows[0]["state"]["story_id"]}


@pytest.fixture(scope="module")
def market_rows(
    tmp_path_factory: pytest.TempPathFactory, ink_stories: dict[str, Path], validate: Any
) -> list[Row]:
    """The folder with its sidecar, in a subprocess: numbers, /do ID and free text."""
    script = write_script(
        tmp_path_factory.mktemp("market"),
        [
            "/do market.0.loop.c-3",  # 1: ask about the maker (a tunnel, a speaker tag)
            "haggle with Zoë",  # 2: free text
            "1",  # 3: buy (the first option now)
            "/do market.0.loop.c-0",  # 4: gone (once-only): blocked, nothing changes
            "look at the lanterns",  # 5: sticky: still there
        ],
    )
    done = run_cli("play", str(ink_stories["night_market"]), "--script", str(script), "--json")
    assert done.code == 0, done.stderr
    rows: list[Row] = validate(done.rows)
    return rows


def test_the_sidecar_names_and_voices_the_speakers(market_rows: list[Row]) -> None:
    opening = market_rows[0]
    assert opening["lines"][1] == {"speaker": "zoë_quill", "text": "Fresh ink! Fresh ink for fresh stories!"}
    changed = {e["to"]: e["character"] for e in opening["events"] if e["type"] == "speakerChanged"}
    assert changed["zoë_quill"]["name"] == "Zoë Quill"
    assert changed["zoë_quill"]["voice"] == "coral"
    assert changed["madame_àurelie"]["name"] == "Madame Àurelie"  # not in the sidecar: as written
    maker = market_rows[1]
    assert maker["lines"][0]["speaker"] == "madame_aurelie"  # the tag names her
    (who,) = [e["character"] for e in maker["events"] if e["type"] == "speakerChanged"]
    assert (who["name"], who["voice"]) == ("Madame Aurélie", "verse")
    assert {"type": "tags", "tags": ["location: market", "music: drums"]} in opening["events"]
    assert opening["state"]["story_id"] == "market"


def test_numbers_commands_and_free_text_take_choices(market_rows: list[Row]) -> None:
    _, maker, haggle, buy, gone, look = market_rows
    assert {"type": "chosen", "kind": "choice", "id": "market.0.loop.c-3", "via": "command"} in maker[
        "events"
    ]
    intent = next(e for e in haggle["events"] if e["type"] == "intent")
    assert intent["key"] == "choice:market.0.loop.c-0"
    assert any(e["type"] == "chosen" and e["via"] == "text" for e in haggle["events"])
    assert haggle["lines"] == [{"speaker": "zoë_quill", "text": "Fine, fine. 1.5 a bottle."}]
    assert {"type": "chosen", "kind": "choice", "id": "market.0.loop.c-1", "via": "number"} in buy["events"]
    assert [e["type"] for e in gone["events"]] == ["blocked"]
    assert gone["state"] == buy["state"]
    assert look["options"] == buy["options"]  # sticky choices stay


def test_variables_keep_their_ink_types(market_rows: list[Row]) -> None:
    start, end = market_rows[0]["state"]["variables"], market_rows[3]["state"]["variables"]
    assert start == {
        "Pockets": "coin, key",
        "gold": 5,
        "haggled": False,
        "last_place": "market",
        "price": 2.5,
        "stall": "lanterns",
    }
    assert end["gold"] == 3
    assert isinstance(end["gold"], int)
    assert end["price"] == 1.5
    assert end["haggled"] is True
    assert end["Pockets"] == "coin, ribbon, key"


def test_speakers_as_written(tmp_path: Path, ink_stories: dict[str, Path], validate: Any) -> None:
    done = invoke(
        "play", str(ink_stories["voices"]), "--script", str(write_script(tmp_path, ["1"])), "--json"
    )
    assert done.code == 0, done.stdout
    opening, greeted = validate(done.rows)
    assert [(line["speaker"], line["text"]) for line in opening["lines"]] == [
        ("élodie", "Bonjour, traveller."),
        ("ship's_boy", "Ahoy there!"),
        ("captain_o'hara", "At 10:30 we sail."),
        ("李", "你好。"),
        ("narrator", "note: this lowercase line is the narrator's."),
        ("narrator", "Left pocket: a bus ticket, the narrator's too."),  # a name's every word is capitalised
        ("old_keeper", "Nobody speaks here."),
        ("sister_mary-jane", "You'll want a coat."),
    ]
    names = {e["to"]: e["character"]["name"] for e in opening["events"] if e["type"] == "speakerChanged"}
    assert names["ship's_boy"] == "Ship's Boy"
    assert names["élodie"] == "Élodie"
    assert names["old_keeper"] == "Old Keeper"
    voices = {e["to"]: e["character"]["voice"] for e in opening["events"] if e["type"] == "speakerChanged"}
    assert len(set(voices.values())) == len(voices)  # distinct voices on first run
    assert greeted["lines"] == [
        {"speaker": "narrator", "text": "Hello, everyone!"},
        {"speaker": "élodie", "text": "Such manners."},
    ]
    assert greeted["state"]["variables"] == {"met": True}


@pytest.mark.parametrize(
    ("answer", "label", "said"),
    [
        ("nope", "No, by boat.", "I came by boat."),
        ("yeah, I did", "Yes, the north path.", "Yes, the north path."),
    ],
)
def test_a_bare_yes_or_no_answers_a_yes_or_no_choice(
    tmp_path: Path, ink_stories: dict[str, Path], validate: Any, answer: str, label: str, said: str
) -> None:
    # "You came by the north path, didn't you?" — the choices are the answers.
    done = run_cli(
        "play", str(ink_stories["lighthouse"]), "--script", str(write_script(tmp_path, [answer])), "--json"
    )
    assert done.code == 0, done.stderr
    opening, reply = validate(done.rows)[:2]
    option = next(o for o in opening["options"] if o["label"] == label)
    intent, chosen = reply["events"][:2]
    assert intent == {"type": "intent", "key": f"choice:{option['id']}", "label": label, "score": 1.0}
    assert (chosen["type"], chosen["id"], chosen["via"]) == ("chosen", option["id"], "text")
    assert said in [line["text"] for line in reply["lines"]]

"""``POST /play/start`` without ``story_id`` opens at the narrator's menu; the story talked about rides in the
sealed session token from turn to turn."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from taleweaver.files import load_library_from

from .test_play_routes import make_client

LIBRARY = load_library_from()


@pytest.fixture(scope="module")
def client() -> TestClient:
    return make_client()


def _turn(client: TestClient, session: str, text: str) -> dict[str, Any]:
    response = client.post("/play/turn", json={"session": session, "input": text})
    assert response.status_code == 200, response.text
    return dict(response.json())


@pytest.mark.parametrize("body", [{}, None])
def test_start_without_a_story_opens_at_the_menu(client: TestClient, body: dict[str, Any] | None) -> None:
    response = client.post("/play/start", json=body) if body is not None else client.post("/play/start")
    assert response.status_code == 200, response.text
    row = response.json()
    assert row["input"] is None
    assert row["state"]["mode"] == "menu"
    said = " ".join(line["text"] for line in row["lines"])
    assert {line["speaker"] for line in row["lines"]} == {"narrator"}
    assert LIBRARY.narrator.introduction in said
    assert all(story.title in said for story in LIBRARY.stories.values())
    assert [o["kind"] for o in row["options"]] == ["story"] * len(LIBRARY.stories)


def test_describe_then_play_it_across_sealed_turns(client: TestClient) -> None:
    menu = client.post("/play/start", json={}).json()
    about = _turn(client, menu["session"], "Tell me about the pirate story")
    assert about["events"] == [{"type": "storyDescribed", "story_id": "pirates"}]
    assert about["state"]["mode"] == "menu"
    assert LIBRARY.stories["pirates"].description in about["lines"][0]["text"]
    entered = _turn(client, about["session"], "let's play it")
    assert {"type": "storyEntered", "story_id": "pirates"} in entered["events"]
    assert entered["state"]["mode"] == "story"
    left = _turn(client, entered["session"], "I'm bored, exit")
    assert {"type": "storyExited", "story_id": "pirates"} in left["events"]
    assert left["state"]["mode"] == "menu"


def test_a_story_id_still_enters_it_and_a_bad_one_is_refused(client: TestClient) -> None:
    assert client.post("/play/start", json={"story_id": "pirates"}).json()["state"]["mode"] == "story"
    assert client.post("/play/start", json={"story_id": "atlantis"}).status_code == 404
    assert client.post("/play/start", json={"story_id": ""}).status_code == 422


@pytest.mark.parametrize("typed", ["-1", "+2", "1.5", "option -1"])
def test_a_number_that_is_not_plain_enters_no_story(client: TestClient, typed: str) -> None:
    menu = client.post("/play/start", json={}).json()
    row = _turn(client, menu["session"], typed)
    assert row["state"]["mode"] == "menu"
    assert [e["type"] for e in row["events"]] == ["clarify"]


@pytest.mark.parametrize("typed", ["0", "99", "9" * 2000])
def test_a_number_out_of_range_is_refused_in_a_short_message(client: TestClient, typed: str) -> None:
    menu = client.post("/play/start", json={}).json()
    row = _turn(client, menu["session"], typed)
    assert row["state"]["mode"] == "menu"
    assert [e["type"] for e in row["events"]] == ["error"]
    assert len(row["events"][0]["message"]) < 80  # 2,000 digits are not said back


def test_a_story_turned_down_rides_in_the_sealed_session_and_in_a_sealed_save(client: TestClient) -> None:
    menu = client.post("/play/start", json={}).json()
    declined = _turn(client, menu["session"], "not the pirate one")
    assert declined["state"]["mode"] == "menu"
    other = _turn(client, declined["session"], "the other one")
    assert {"type": "storyEntered", "story_id": "bramble_books"} in other["events"]
    saved = client.get("/play/save", headers={"X-Taleweaver-Session": declined["session"]})
    assert saved.status_code == 200
    loaded = client.post("/play/load", json={"save": saved.text}).json()
    other = _turn(client, loaded["session"], "something else")  # with nothing turned down: "which?"
    assert {"type": "storyEntered", "story_id": "bramble_books"} in other["events"]


HOSTILE = [
    "x" * 2000,
    "\x00\x01\x1b[2J",
    "😀👻📚",
    "?!?! ...",
    "\u200b",
    "<script>alert(1)</script>",
    "raconte-moi une histoire",
    "exit",
    "quit",
    "/exit",
    "/select ../etc",
]


@pytest.mark.parametrize("typed", HOSTILE)
def test_a_hostile_line_at_the_menu_is_answered_and_stays_at_the_menu(client: TestClient, typed: str) -> None:
    menu = client.post("/play/start", json={}).json()
    row = _turn(client, menu["session"], typed)
    assert row["state"]["mode"] == "menu"
    assert row["events"], "every line is answered"
    assert row["lines"], "the narrator says something"
    said = " ".join(line["text"] for line in row["lines"])
    assert typed.strip() not in said or len(typed.strip()) < 4  # the line is not said back
    assert _turn(client, row["session"], "1")["state"]["mode"] == "story"  # the session plays on


@pytest.mark.parametrize("typed", ["quit", "bye"])
def test_a_goodbye_at_the_menu_is_told_how_the_page_stops_not_slash_quit(
    client: TestClient, typed: str
) -> None:
    """``/quit`` is refused here, so the page's player is told what the page has: close it, or Library."""
    menu = client.post("/play/start", json={}).json()
    row = _turn(client, menu["session"], typed)
    assert [(e["type"], e["reason"]) for e in row["events"]] == [("clarify", "how_to_quit")]
    said = row["lines"][0]["text"]
    assert said.startswith("To stop playing, close the page, or press Library for the list of stories.")
    assert "/quit" not in said
    assert row["state"]["mode"] == "menu"
    refused = client.post("/play/turn", json={"session": row["session"], "input": "/quit"})
    assert refused.status_code == 422  # the terminal's way to stop is not this front end's

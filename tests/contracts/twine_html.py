"""Twee 3 → a Twine 2 published HTML file or archive, written as Twine 2.6 writes them (the test's own
writer, so the held-out checks read HTML no fixture in the repository holds)."""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass


@dataclass
class TweeStory:
    title: str
    data: dict[str, object]
    passages: list[tuple[str, list[str], str]]
    """(name, tags, text) in file order."""


_HEADER = re.compile(r"^::\s*(?P<name>(?:\\.|[^\[{\\])*?)\s*(?:\[(?P<tags>[^\]]*)\])?\s*(?:\{.*\})?\s*$")


def parse_twee(text: str) -> TweeStory:
    """Enough of Twee 3 to convert the contract fixtures (names, tags, bodies, StoryTitle/StoryData)."""
    story = TweeStory("", {}, [])
    current: tuple[str, list[str]] | None = None
    body: list[str] = []

    def close() -> None:
        if current is None:
            return
        name, tags = current
        content = "\n".join(body).strip("\n")
        if name == "StoryTitle":
            story.title = content.strip()
        elif name == "StoryData":
            story.data = json.loads(content)
        else:
            story.passages.append((name, tags, content))

    for line in text.splitlines():
        m = _HEADER.match(line) if line.startswith("::") else None
        if m is None:
            body.append(line)
            continue
        close()
        body = []
        current = (re.sub(r"\\(.)", r"\1", m.group("name")), (m.group("tags") or "").split())
    close()
    return story


def storydata(story: TweeStory) -> str:
    """One ``<tw-storydata>`` element with its passages, escaped as Twine escapes them."""
    start = str(story.data.get("start", story.passages[0][0]))
    pids = {name: str(i) for i, (name, _tags, _text) in enumerate(story.passages, start=1)}
    attr = html.escape
    colors = story.data.get("tag-colors", {})
    assert isinstance(colors, dict)
    parts = [
        f'<tw-storydata name="{attr(story.title)}" startnode="{pids[start]}" creator="Twine" '
        f'creator-version="2.6.2" format="{attr(str(story.data.get("format", "")))}" '
        f'format-version="{attr(str(story.data.get("format-version", "")))}" '
        f'ifid="{attr(str(story.data.get("ifid", "")))}" options="" tags="" zoom="1" hidden>'
        '<style role="stylesheet" id="twine-user-stylesheet" type="text/twine-css">'
        "tw-story { font-family: serif; }</style>"
        '<script role="script" id="twine-user-script" type="text/twine-javascript">'
        'if (document.querySelector("tw-storydata")) { window.ready = "<tw-passagedata>"; }</script>'
    ]
    parts += [f'<tw-tag name="{attr(tag)}" color="{attr(str(c))}"></tw-tag>' for tag, c in colors.items()]
    for i, (name, tags, text) in enumerate(story.passages):
        parts.append(
            f'<tw-passagedata pid="{pids[name]}" name="{attr(name)}" tags="{attr(" ".join(tags))}" '
            f'position="{100 + 150 * (i % 5)},{100 + 150 * (i // 5)}" size="100,100">'
            f"{attr(text)}</tw-passagedata>"
        )
    parts.append("</tw-storydata>")
    return "".join(parts)


def published_html(story: TweeStory) -> str:
    """A "Publish to File" page: the story format's page with the story data in its body."""
    return (
        '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(story.title)}</title>\n"
        "<script>/* the story format's engine; it looks its story up: */ "
        "var data = document.querySelector('tw-storydata'); var p = '<tw-passagedata name=\"x\">';</script>\n"
        "</head>\n<body>\n"
        f"{storydata(story)}\n"
        "<script>window.onload = function () { /* start */ };</script>\n</body>\n</html>\n"
    )


def archive_html(stories: list[TweeStory]) -> str:
    """Twine 2's "Library → Archive": the stories' elements one after another, no page around them."""
    return "\n\n".join(storydata(s) for s in stories) + "\n"

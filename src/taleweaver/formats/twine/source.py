"""Read Twine stories: Twee 3 text, a Twine 2 published HTML file, or a Twine 2 archive (several stories).

Pure: takes the file's text, returns passages and findings (file, passage/line, message, fix).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from taleweaver.content.findings import Finding, error, warning


@dataclass(frozen=True, slots=True)
class Passage:
    name: str
    tags: tuple[str, ...]
    text: str
    line: int
    """1-based line of its header in a Twee file (0 for HTML)."""


@dataclass
class TwineStory:
    title: str
    format: str = ""
    """The story format's name as Twine writes it (Harlowe, SugarCube, Chapbook), "" when not said."""
    format_version: str = ""
    start: str = ""
    passages: list[Passage] = field(default_factory=list)

    def passage(self, name: str) -> Passage | None:
        return next((p for p in self.passages if p.name == name), None)


_HEADER = re.compile(r"^::(.*)$")
_SPECIAL = {"StoryTitle", "StoryData"}


def _unescape_twee(name: str) -> str:
    return re.sub(r"\\(.)", r"\1", name)


def _split_header(raw: str) -> tuple[str, str, str] | None:
    """``Name [tags] {meta}`` → (name, tags, meta); None when brackets are unbalanced."""
    text = raw.strip()
    meta = ""
    if text.endswith("}"):
        depth = 0
        for i in range(len(text) - 1, -1, -1):
            if text[i] == "}" and (i == 0 or text[i - 1] != "\\"):
                depth += 1
            elif text[i] == "{" and (i == 0 or text[i - 1] != "\\"):
                depth -= 1
                if depth == 0:
                    meta, text = text[i:], text[:i].rstrip()
                    break
        else:
            return None
    tags = ""
    if text.endswith("]") and not text.endswith("\\]"):
        start = text.rfind("[")
        while start > 0 and text[start - 1] == "\\":
            start = text.rfind("[", 0, start - 1)
        if start < 0:
            return None
        tags, text = text[start + 1 : -1], text[:start].rstrip()
    if re.search(r"(?<!\\)[\[\]{}]", text):
        return None
    return _unescape_twee(text).strip(), tags, meta


def read_twee(text: str, file: str) -> tuple[TwineStory, list[Finding]]:
    """Twee 3 (``:: Name [tags] {metadata}``), with StoryTitle and StoryData passages."""
    findings: list[Finding] = []
    story = TwineStory(title="")
    current: tuple[str, tuple[str, ...], int] | None = None
    body: list[str] = []
    seen: dict[str, int] = {}
    broken = False
    """After a header that cannot be read: its lines belong to it (already reported), not "before"."""

    def close() -> None:
        if current is None:
            return
        name, tags, line = current
        content = "\n".join(body).strip("\n")
        if name == "StoryTitle":
            story.title = content.strip()
        elif name == "StoryData":
            try:
                data = json.loads(content or "{}")
            except json.JSONDecodeError as err:
                findings.append(
                    error(
                        "twine_story_data",
                        file,
                        f"line {line + err.lineno}",
                        f"StoryData is not valid JSON ({err.msg})",
                        'write it as JSON, e.g. {"format": "Harlowe", "start": "Start"}',
                    )
                )
                data = {}
            story.format = str(data.get("format", ""))
            story.format_version = str(data.get("format-version", ""))
            story.start = str(data.get("start", ""))
        elif name in seen:
            findings.append(
                error(
                    "twine_duplicate_passage",
                    file,
                    f"line {line}",
                    f"passage {name!r} is defined twice (first on line {seen[name]})",
                    "rename one of them; passage names must be unique",
                )
            )
        else:
            seen[name] = line
            story.passages.append(Passage(name, tags, content, line))

    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        m = _HEADER.match(raw)
        if m is None:
            if current is None and raw.strip() and not broken:
                findings.append(
                    warning(
                        "twine_text_outside_passage",
                        file,
                        f"line {number}",
                        "text before the first passage header is ignored",
                        "start the file with a passage header such as ':: Start'",
                    )
                )
            body.append(raw)
            continue
        close()
        body = []
        parts = _split_header(m.group(1))
        if parts is None or not parts[0]:
            findings.append(
                error(
                    "twine_bad_header",
                    file,
                    f"line {number}",
                    f"cannot read the passage header {raw.strip()!r}",
                    'write \':: Name [tag1 tag2] {"position":"0,0"}\' — escape [ ] { } in names with \\',
                )
            )
            current = None
            broken = True
            continue
        broken = False
        name, tags, _meta = parts
        current = (name, tuple(tags.split()), number)
    close()
    return story, findings


class _HTMLStories(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stories: list[tuple[dict[str, str], list[tuple[dict[str, str], str]]]] = []
        self._passage: dict[str, str] | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "tw-storydata":
            self.stories.append((values, []))
        elif tag == "tw-passagedata" and self.stories:
            self._passage, self._text = values, []

    def handle_endtag(self, tag: str) -> None:
        if tag == "tw-passagedata" and self._passage is not None:
            self.stories[-1][1].append((self._passage, "".join(self._text)))
            self._passage = None

    def handle_data(self, data: str) -> None:
        if self._passage is not None:
            self._text.append(data)


def read_html(text: str, file: str) -> tuple[list[TwineStory], list[Finding]]:
    """Every ``<tw-storydata>`` in a published story (one) or an archive (any number)."""
    parser = _HTMLStories()
    parser.feed(text)
    parser.close()
    if not parser.stories:
        return [], [
            error(
                "twine_no_story",
                file,
                "",
                "no <tw-storydata> element: not a Twine 2 published story or archive",
                "in Twine 2 use 'Publish to File' (or 'Archive'), or export Twee",
            )
        ]
    out: list[TwineStory] = []
    for attrs, passages in parser.stories:
        story = TwineStory(
            title=attrs.get("name", ""),
            format=attrs.get("format", ""),
            format_version=attrs.get("format-version", ""),
        )
        start_pid = attrs.get("startnode", "")
        for values, body in passages:
            story.passages.append(
                Passage(values.get("name", ""), tuple(values.get("tags", "").split()), body, 0)
            )
            if values.get("pid") == start_pid:
                story.start = values.get("name", "")
        out.append(story)
    return out, []


def read_source(text: str, file: str) -> tuple[list[TwineStory], list[Finding]]:
    """By content: HTML (published or archive) when it holds ``<tw-storydata``, Twee otherwise."""
    if "<tw-storydata" in text:
        return read_html(text, file)
    story, findings = read_twee(text, file)
    return [story], findings

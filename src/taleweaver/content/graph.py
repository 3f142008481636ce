"""Draw a story for its author, as Mermaid or DOT. Pure.

Three parts: the storyline graph by chapter (edges labelled with what the player sees, shortened — or
the action ids with ``ids=True``), the scene map with its gates (scene names), and the flags: each flag
drawn once, with an edge from every node whose action sets it and an edge to every scene and node it
gates, so an author can trace where ``has_key`` comes from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from taleweaver.content.conditions import condition_flags
from taleweaver.content.models import NARRATOR_ID, Condition, Story, StorylineAction, StorylineNode

GraphFormat = Literal["mermaid", "dot"]
LABEL_CHARS = 32
"""Edge labels longer than this are shortened at a word boundary."""


def _gate(conditions: tuple[Condition, ...]) -> str:
    parts = []
    for c in conditions:
        target = getattr(c, "flag", None) or getattr(c, "variable", "")
        op = {"requires_flag": "", "requires_at_least": "≥", "requires_at_most": "≤"}
        value = f" {c.value}" if hasattr(c, "value") else ""
        parts.append(f"not {target}" if c.type == "requires_not_flag" else f"{op[c.type]}{target}{value}")
    return "🔒 " + ", ".join(parts) if parts else ""


def _q(text: str) -> str:
    return text.replace('"', "'").replace("\n", " ").replace("|", "/")


def shorten(text: str, limit: int = LABEL_CHARS) -> str:
    """``text`` cut at a word boundary to at most ``limit`` characters, with an ellipsis when cut."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:.—-")
    return f"{cut or text[: limit - 1]}…"


@dataclass(frozen=True)
class _View:
    story: Story
    ids: bool

    def chapters(self) -> dict[str, list[str]]:
        """Chapter folder → node ids, in file order."""
        chapters: dict[str, list[str]] = {}
        for node in self.story.storylines.values():
            chapters.setdefault(node.chapter or "storylines", []).append(node.id)
        return chapters

    def action(self, action: StorylineAction) -> str:
        said = action.id if self.ids else shorten(action.description or action.id)
        return _q(" ".join(filter(None, [said, _gate(action.requires)])))

    def node(self, node: StorylineNode) -> tuple[str, str]:
        """The node's title (its id) and where it happens (speaker @ scene, as names unless ``ids``)."""
        if self.ids:
            return node.id, f"{node.speaker} @ {node.scene}"
        story = self.story
        if node.speaker == NARRATOR_ID:
            speaker = story.narrator.name
        else:
            character = story.characters.get(node.speaker)
            speaker = character.name if character else node.speaker
        scene = story.scenes.get(node.scene)
        return node.id, f"{speaker} @ {scene.name if scene else node.scene}"

    def flags(self) -> dict[str, tuple[list[tuple[str, bool]], list[str], list[str]]]:
        """Flag → (setting node ids with the value set, gated scene ids, gated node ids)."""
        out: dict[str, tuple[list[tuple[str, bool]], list[str], list[str]]] = {}
        for flag in self.story.flags:
            out.setdefault(flag, ([], [], []))
        for node in self.story.storylines.values():
            for a in node.actions:
                for flag, value in a.effects.set_flags.items():
                    setters = out.setdefault(flag, ([], [], []))[0]
                    if (node.id, value) not in setters:
                        setters.append((node.id, value))
                for flag in condition_flags(a.requires):
                    gated = out.setdefault(flag, ([], [], []))[2]
                    if node.id not in gated:
                        gated.append(node.id)
        for e in self.story.map:
            for flag in condition_flags(e.conditions):
                scenes = out.setdefault(flag, ([], [], []))[1]
                if e.to not in scenes:
                    scenes.append(e.to)
        return out


Kind = Literal["node", "ending", "scene", "flag", "start", "end"]
Line = Literal["solid", "dashed", "dotted"]
Key = tuple[str, ...]
"""A shape's identity: ``("n", node_id)``, ``("s", scene_id)``, ``("f", flag)``, ``("end", node, action)``…"""


@dataclass(frozen=True)
class _Shape:
    key: Key
    kind: Kind
    label: str
    where: str = ""


@dataclass(frozen=True)
class _Edge:
    source: Key
    target: Key
    label: str = ""
    line: Line = "solid"


@dataclass
class _Group:
    key: str
    label: str
    line: Line
    shapes: list[_Shape]


@dataclass
class _Diagram:
    """What is drawn, independent of the notation: groups of shapes, loose shapes, edges in order."""

    title: str
    groups: list[_Group]
    loose: list[_Shape]
    edges: list[_Edge]


def _diagram(view: _View) -> _Diagram:
    story = view.story
    groups = []
    for chapter, ids in sorted(view.chapters().items()):
        shapes = []
        for nid in ids:
            node = story.storylines[nid]
            title, where = view.node(node)
            shapes.append(_Shape(("n", nid), "ending" if node.is_ending else "node", title, where))
        groups.append(_Group(chapter, chapter, "solid", shapes))
    loose = [_Shape(("start",), "start", "start")]
    edges = [_Edge(("start",), ("n", story.entry_node))]
    for node in story.storylines.values():
        for a in node.actions:
            target: Key = ("n", a.next) if a.next else ("end", node.id, a.id)
            if not a.next:
                loose.append(_Shape(target, "end", "end"))
            edges.append(_Edge(("n", node.id), target, view.action(a)))
    scenes = [
        _Shape(("s", sid), "scene", sid if view.ids else scene.name) for sid, scene in story.scenes.items()
    ]
    groups.append(_Group("map", "scene map", "dashed", scenes))
    for e in story.map:
        gate = _gate(e.conditions)
        edges.append(_Edge(("s", e.source), ("s", e.to), gate, "dashed" if gate else "solid"))
    flags = view.flags()
    if flags:
        groups.append(_Group("flags", "flags", "dotted", [_Shape(("f", f), "flag", f"⚑ {f}") for f in flags]))
    for flag, (setters, gated_scenes, gated_nodes) in flags.items():
        edges += [_Edge(("n", nid), ("f", flag), "sets" if v else "clears", "dotted") for nid, v in setters]
        edges += [_Edge(("f", flag), ("s", sid), "gates", "dotted") for sid in gated_scenes]
        edges += [_Edge(("f", flag), ("n", nid), "gates", "dotted") for nid in gated_nodes]
    return _Diagram(story.id, groups, loose, edges)


_MERMAID_SHAPES: dict[Kind, str] = {
    "node": '["{}"]',
    "ending": '(["{}"])',
    "scene": '{{{{"{}"}}}}',
    "flag": '[/"{}"/]',
    "start": "(({}))",
    "end": "(({}))",
}


def _mermaid(diagram: _Diagram, title: str) -> str:
    def name(key: Key) -> str:
        return "_".join(key)

    def shape(s: _Shape) -> str:
        label = f"{s.label}<br/><i>{s.where}</i>" if s.where else s.label
        return name(s.key) + _MERMAID_SHAPES[s.kind].format(_q(label))

    inline = {s.key: shape(s) for s in diagram.loose}  # start and end points are drawn on their edge
    out = ["flowchart TD", f"  %% {_q(title)}"]
    for group in diagram.groups:
        out.append(f'  subgraph {group.key.replace("/", "_")}["{_q(group.label)}"]')
        out += [f"    {shape(s)}" for s in group.shapes]
        out.append("  end")
    for e in diagram.edges:
        arrow = "-->" if e.line == "solid" else "-.->"
        label = f'|"{_q(e.label)}"|' if e.label else ""
        source, target = inline.pop(e.source, name(e.source)), inline.pop(e.target, name(e.target))
        out.append(f"  {source} {arrow}{label} {target}")
    return "\n".join(out) + "\n"


_DOT_SHAPES: dict[Kind, str] = {
    "node": "box",
    "ending": "doubleoctagon",
    "scene": "ellipse",
    "flag": "parallelogram",
    "start": "circle",
    "end": "point",
}


def _dot(diagram: _Diagram, title: str) -> str:
    def name(key: Key) -> str:
        return f'"{":".join(key)}"'

    def shape(s: _Shape) -> str:
        if s.kind == "end":
            return f"{name(s.key)} [shape={_DOT_SHAPES[s.kind]}];"
        label = _q(s.label) + (f"\\n{_q(s.where)}" if s.where else "")
        return f'{name(s.key)} [shape={_DOT_SHAPES[s.kind]}, label="{label}"];'

    out = [f'digraph "{_q(diagram.title)}" {{', "  rankdir=TB;", f'  label="{_q(title)}";']
    for i, group in enumerate(diagram.groups):
        key = f"cluster_{group.key}" if group.key in {"map", "flags"} else f"cluster_{i}"
        style = "" if group.line == "solid" else f" style={group.line};"
        out.append(f'  subgraph {key} {{ label="{_q(group.label)}";{style}')
        out += [f"    {shape(s)}" for s in group.shapes]
        out.append("  }")
    out += [f"  {shape(s)}" for s in diagram.loose]
    for e in diagram.edges:
        attributes = [f"style={e.line}"] if e.line != "solid" else []
        attributes += [f'label="{_q(e.label)}"'] if e.label else []
        out.append(f"  {name(e.source)} -> {name(e.target)} [{', '.join(attributes)}];")
    out.append("}")
    return "\n".join(out) + "\n"


def render_graph(story: Story, fmt: GraphFormat = "mermaid", *, ids: bool = False) -> str:
    """The story as Mermaid or DOT: option texts on edges and names on nodes, or the ids with ``ids``."""
    diagram = _diagram(_View(story, ids))
    return _mermaid(diagram, story.title) if fmt == "mermaid" else _dot(diagram, story.title)

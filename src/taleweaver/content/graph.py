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


def _mermaid(view: _View) -> str:
    story = view.story
    out = ["flowchart TD", f"  %% {_q(story.title)}"]
    for chapter, ids in sorted(view.chapters().items()):
        out.append(f'  subgraph {chapter.replace("/", "_")}["{_q(chapter)}"]')
        for nid in ids:
            node = story.storylines[nid]
            title, where = view.node(node)
            label = f"{title}<br/><i>{where}</i>"
            shape = f'(["{_q(label)}"])' if node.is_ending else f'["{_q(label)}"]'
            out.append(f"    n_{nid}{shape}")
        out.append("  end")
    out.append(f"  start((start)) --> n_{story.entry_node}")
    for node in story.storylines.values():
        for a in node.actions:
            target = f"n_{a.next}" if a.next else f"end_{node.id}_{a.id}((end))"
            out.append(f'  n_{node.id} -->|"{view.action(a)}"| {target}')
    out.append('  subgraph map["scene map"]')
    for sid, scene in story.scenes.items():
        out.append(f'    s_{sid}{{{{"{_q(sid if view.ids else scene.name)}"}}}}')
    for e in story.map:
        gate = _gate(e.conditions)
        arrow = f'-.->|"{_q(gate)}"|' if gate else "-->"
        out.append(f"    s_{e.source} {arrow} s_{e.to}")
    out.append("  end")
    flags = view.flags()
    if flags:
        out.append('  subgraph flags["flags"]')
        out += [f'    f_{flag}[/"⚑ {_q(flag)}"/]' for flag in flags]
        out.append("  end")
    for flag, (setters, scenes, nodes) in flags.items():
        out += [f'  n_{nid} -.->|"{"sets" if v else "clears"}"| f_{flag}' for nid, v in setters]
        out += [f'  f_{flag} -.->|"gates"| s_{sid}' for sid in scenes]
        out += [f'  f_{flag} -.->|"gates"| n_{nid}' for nid in nodes]
    return "\n".join(out) + "\n"


def _dot(view: _View) -> str:
    story = view.story
    out = [f'digraph "{_q(story.id)}" {{', "  rankdir=TB;", f'  label="{_q(story.title)}";']
    for i, (chapter, ids) in enumerate(sorted(view.chapters().items())):
        out.append(f'  subgraph cluster_{i} {{ label="{_q(chapter)}";')
        for nid in ids:
            node = story.storylines[nid]
            shape = "doubleoctagon" if node.is_ending else "box"
            title, where = view.node(node)
            out.append(f'    "n:{nid}" [shape={shape}, label="{_q(title)}\\n{_q(where)}"];')
        out.append("  }")
    for node in story.storylines.values():
        for a in node.actions:
            target = f'"n:{a.next}"' if a.next else f'"end:{node.id}:{a.id}"'
            if not a.next:
                out.append(f'  "end:{node.id}:{a.id}" [shape=point];')
            out.append(f'  "n:{node.id}" -> {target} [label="{view.action(a)}"];')
    out.append('  subgraph cluster_map { label="scene map"; style=dashed;')
    for sid, scene in story.scenes.items():
        out.append(f'    "s:{sid}" [shape=ellipse, label="{_q(sid if view.ids else scene.name)}"];')
    for e in story.map:
        gate = _gate(e.conditions)
        style = f', style=dashed, label="{_q(gate)}"' if gate else ""
        out.append(f'    "s:{e.source}" -> "s:{e.to}" [{style.lstrip(", ")}];')
    out.append("  }")
    flags = view.flags()
    if flags:
        out.append('  subgraph cluster_flags { label="flags"; style=dotted;')
        out += [f'    "f:{flag}" [shape=parallelogram, label="⚑ {_q(flag)}"];' for flag in flags]
        out.append("  }")
    for flag, (setters, scenes, nodes) in flags.items():
        for nid, value in setters:
            out.append(f'  "n:{nid}" -> "f:{flag}" [style=dotted, label="{"sets" if value else "clears"}"];')
        out += [f'  "f:{flag}" -> "s:{sid}" [style=dotted, label="gates"];' for sid in scenes]
        out += [f'  "f:{flag}" -> "n:{nid}" [style=dotted, label="gates"];' for nid in nodes]
    out.append("}")
    return "\n".join(out) + "\n"


def render_graph(story: Story, fmt: GraphFormat = "mermaid", *, ids: bool = False) -> str:
    """The story as Mermaid or DOT: option texts on edges and names on nodes, or the ids with ``ids``."""
    view = _View(story, ids)
    return _mermaid(view) if fmt == "mermaid" else _dot(view)

"""Draw a story: its storyline graph (by chapter) and its scene map with gates, as Mermaid or DOT. Pure."""

from __future__ import annotations

from typing import Literal

from taleweaver.content.models import Condition, Story, StorylineAction

GraphFormat = Literal["mermaid", "dot"]


def _gate(conditions: tuple[Condition, ...]) -> str:
    parts = []
    for c in conditions:
        target = getattr(c, "flag", None) or getattr(c, "variable", "")
        op = {
            "requires_flag": "",
            "requires_not_flag": "not ",
            "requires_at_least": "≥",
            "requires_at_most": "≤",
        }
        value = f" {c.value}" if hasattr(c, "value") else ""
        parts.append(f"{op[c.type]}{target}{value}" if c.type != "requires_not_flag" else f"not {target}")
    return "🔒 " + ", ".join(parts) if parts else ""


def _q(text: str) -> str:
    return text.replace('"', "'").replace("\n", " ")


def _chapters(story: Story) -> dict[str, list[str]]:
    """Chapter folder → node ids, in file order."""
    chapters: dict[str, list[str]] = {}
    for node in story.storylines.values():
        chapters.setdefault(node.chapter or "storylines", []).append(node.id)
    return chapters


def _action_label(action: StorylineAction) -> str:
    return _q(" ".join(filter(None, [action.id, _gate(action.requires)])))


def _mermaid(story: Story) -> str:
    out = ["flowchart TD", f"  %% {story.title}"]
    chapters = _chapters(story)
    for chapter, ids in sorted(chapters.items()):
        out.append(f'  subgraph {chapter.replace("/", "_")}["{_q(chapter)}"]')
        for nid in ids:
            node = story.storylines[nid]
            label = f"{nid}<br/><i>{node.speaker} @ {node.scene}</i>"
            shape = f'(["{_q(label)}"])' if node.is_ending else f'["{_q(label)}"]'
            out.append(f"    n_{nid}{shape}")
        out.append("  end")
    out.append(f"  start((start)) --> n_{story.entry_node}")
    for node in story.storylines.values():
        for a in node.actions:
            label = _action_label(a)
            target = f"n_{a.next}" if a.next else f"end_{node.id}_{a.id}((end))"
            out.append(f'  n_{node.id} -->|"{label}"| {target}')
    out.append('  subgraph map["scene map"]')
    for sid, scene in story.scenes.items():
        out.append(f'    s_{sid}{{{{"{_q(scene.name)}"}}}}')
    for e in story.map:
        gate = _gate(e.conditions)
        arrow = f'-.->|"{_q(gate)}"|' if gate else "-->"
        out.append(f"    s_{e.source} {arrow} s_{e.to}")
    out.append("  end")
    return "\n".join(out) + "\n"


def _dot(story: Story) -> str:
    out = [f'digraph "{_q(story.id)}" {{', "  rankdir=TB;", f'  label="{_q(story.title)}";']
    chapters = _chapters(story)
    for i, (chapter, ids) in enumerate(sorted(chapters.items())):
        out.append(f'  subgraph cluster_{i} {{ label="{_q(chapter)}";')
        for nid in ids:
            node = story.storylines[nid]
            shape = "doubleoctagon" if node.is_ending else "box"
            out.append(f'    "n:{nid}" [shape={shape}, label="{nid}\\n{node.speaker} @ {node.scene}"];')
        out.append("  }")
    for node in story.storylines.values():
        for a in node.actions:
            target = f'"n:{a.next}"' if a.next else f'"end:{node.id}:{a.id}"'
            if not a.next:
                out.append(f'  "end:{node.id}:{a.id}" [shape=point];')
            out.append(f'  "n:{node.id}" -> {target} [label="{_action_label(a)}"];')
    out.append('  subgraph cluster_map { label="scene map"; style=dashed;')
    for sid, scene in story.scenes.items():
        out.append(f'    "s:{sid}" [shape=ellipse, label="{_q(scene.name)}"];')
    for e in story.map:
        gate = _gate(e.conditions)
        style = f', style=dashed, label="{_q(gate)}"' if gate else ""
        out.append(f'    "s:{e.source}" -> "s:{e.to}" [{style.lstrip(", ")}];')
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def render_graph(story: Story, fmt: GraphFormat = "mermaid") -> str:
    return _mermaid(story) if fmt == "mermaid" else _dot(story)

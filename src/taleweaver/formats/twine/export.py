"""A native story → Twee 3 in SugarCube 2 syntax (``taleweaver export --format twee``). Pure.

Each storyline node is a passage (named as it was imported, else by its id; tagged ``place`` when it is its
scene's place passage): ``on_enter`` effects as ``<<set>>``, text templates as ``<<if>>``/``<<print>>``, each
action as a link with its effects as setters, wrapped in ``<<if>>`` when it has ``requires``. Importing the
result gives the same passages, links, conditions and effects.
"""

from __future__ import annotations

import json
import uuid

from taleweaver.content import template
from taleweaver.content.models import Condition, Effects, Story, StorylineNode

FORMAT = "SugarCube"
FORMAT_VERSION = "2.36.1"


def _passage_name(node: StorylineNode) -> str:
    return node.imported.passage if node.imported is not None else node.id


def _escape_name(name: str) -> str:
    return "".join("\\" + ch if ch in "[]{}\\" else ch for ch in name)


def _cond(conditions: tuple[Condition, ...]) -> str:
    """A native condition in SugarCube spelling (variables with ``$``)."""
    out = []
    for clause in template.condition_source(conditions).split(" and "):
        words = clause.split(" ")
        if words[0] == "not":
            out.append(f"not ${words[1]}")
        elif len(words) == 3:
            out.append(f"${words[0]} {words[1]} {words[2]}")
        else:
            out.append(f"${words[0]}")
    return " and ".join(out)


def _sets(effects: Effects) -> list[str]:
    sets = [f"${name} to {'true' if value else 'false'}" for name, value in effects.set_flags.items()]
    sets += [f"${name} to {value}" for name, value in effects.set_variables.items()]
    sets += [
        f"${name} += {delta}" if delta >= 0 else f"${name} -= {-delta}"
        for name, delta in effects.add_variables.items()
    ]
    return sets


def _text(parts: tuple[template.Part, ...]) -> str:
    out: list[str] = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, template.Var):
            out.append(f"<<print ${part.name}>>")
        else:
            for i, branch in enumerate(part.branches):
                if branch.conditions is None:
                    out.append("<<else>>")
                else:
                    out.append(f"<<{'if' if i == 0 else 'elseif'} {_cond(branch.conditions)}>>")
                out.append(_text(branch.parts))
            out.append("<</if>>")
    return "".join(out)


def export_twee(story: Story) -> str:
    """The story as one Twee 3 file."""
    names = {nid: _passage_name(node) for nid, node in story.storylines.items()}
    ifid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"taleweaver:story:{story.id}")).upper()
    data = {
        "ifid": ifid,
        "format": FORMAT,
        "format-version": FORMAT_VERSION,
        "start": names[story.entry_node],
    }
    out = [":: StoryTitle", story.title, "", ":: StoryData", json.dumps(data, indent=2), ""]
    starting = [f"${name} to {value}" for name, value in sorted(story.variables.items()) if value != 0]
    if starting:  # the variables' starting values: SugarCube sets them once, before the first passage
        out += [":: StoryInit", f"<<set {', '.join(starting)}>>", ""]
    for nid, node in story.storylines.items():
        tags = []
        if node.scene == nid:
            tags.append("place")
        if node.speaker and node.speaker != "narrator":
            tags.append(f"speaker:{node.speaker}")
        header = f":: {_escape_name(names[nid])}" + (f" [{' '.join(tags)}]" if tags else "")
        body: list[str] = []
        sets = _sets(node.on_enter)
        if sets:
            body.append(f"<<set {', '.join(sets)}>>")
        body.append(_text(template.parse(node.text)))
        for action in node.actions:
            if action.next is None:
                continue
            setter = _sets(action.effects)
            link = f"[[{action.description}|{names[action.next]}]" + (
                f"[{'; '.join(setter)}]]" if setter else "]"
            )
            if action.requires:
                link = f"<<if {_cond(action.requires)}>>{link}<</if>>"
            body.append(link)
        out += [header, "\n".join(body), ""]
    return "\n".join(out)

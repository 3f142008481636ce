"""A Twine story → the files of a native story folder (path → JSON text) and findings. Pure.

Passages become storyline nodes, links become actions (inside a conditional their conditions become the
action's ``requires``), assignments outside conditionals become the node's ``on_enter`` effects, printed
variables and conditional text become a text template. A passage tagged ``place`` is a scene; every other
passage is said in the scene of the nearest place passage on the way from the start.
"""

from __future__ import annotations

import difflib
import json
import re
from collections import deque
from dataclasses import dataclass
from typing import Any

from taleweaver.content.findings import Finding, error, warning
from taleweaver.formats.twine import tokens as tk
from taleweaver.formats.twine.back_links import go_back
from taleweaver.formats.twine.dialects import TOKENIZERS
from taleweaver.formats.twine.source import Passage, TwineStory
from taleweaver.formats.twine.translated import Action, Translated
from taleweaver.formats.twine.voices import Cast

CHAPTER = "passages"
DEFAULT_SCENE = "story"


def slug(name: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return s or "passage"


def negate(cond: str) -> str | None:
    """The native negation of a single-clause condition, or None."""
    if " and " in cond:
        return None
    m = re.fullmatch(r"(\w+) (>=|<=|>|<|==) (-?\d+)", cond)
    if m is None:
        return cond[4:] if cond.startswith("not ") else f"not {cond}"
    name, op, n = m.group(1), m.group(2), int(m.group(3))
    return {
        ">=": f"{name} <= {n - 1}",
        "<=": f"{name} >= {n + 1}",
        ">": f"{name} <= {n}",
        "<": f"{name} >= {n}",
    }.get(op)


@dataclass
class _Frame:
    previous: list[str | None]
    current: str | None
    translated: bool


def translate(passage: Passage, fmt: str, story: TwineStory, depth: int = 0) -> Translated:
    """One passage's tokens → text template, effects, actions and what was kept as text."""
    out = Translated(passage)
    _walk(TOKENIZERS[fmt](passage.text), out, fmt, story, [], depth)
    out.text = _tidy(_drop_menu_links("".join(out.pieces)))
    return out


_LINK_OPEN, _LINK_CLOSE = "\x00", "\x01"
_LINK = re.compile("\x00([^\x01]*)\x01")
_TAG = re.compile(r"\{\{[^}]*\}\}")


def _drop_menu_links(text: str) -> str:
    """A link alone on its line (a menu, said again as the options) leaves the text, and so do the list
    bullets or separators around it ("- ", "|"); a link inside a sentence keeps its words there."""
    lines = []
    for line in text.split("\n"):
        if _LINK.search(line) and not _TAG.sub("", _LINK.sub("", line)).strip(" \t-*•|"):
            line = "".join(_TAG.findall(line))  # its conditions stay, to be tidied if left empty
        lines.append(_LINK.sub(r"\1", line))
    return "\n".join(lines)


def _walk(
    tokens: list[tk.Token], out: Translated, fmt: str, story: TwineStory, frames: list[_Frame], depth: int
) -> None:
    pieces = out.pieces
    for token in tokens:
        if isinstance(token, tk.Text):
            pieces.append(token.text.replace("{{", "{ {"))
        elif isinstance(token, tk.Print):
            pieces.append("{{" + token.name + "}}")
            out.printed.add(token.name)
        elif isinstance(token, tk.Assign):
            if frames:
                out.untranslated.append(f"assignment to {token.name} inside a conditional")
            else:
                out.on_enter.append(token)
        elif isinstance(token, tk.Link):
            pieces.append(f"{_LINK_OPEN}{token.label}{_LINK_CLOSE}")
            requires = _requires(frames, token.label, out)
            out.actions.append(Action(token.label, token.target, requires, token.setters))
        elif isinstance(token, tk.Back):
            if token.at_once:
                out.untranslated.append(
                    f"{token.macro} (goes back at once; imported as a {token.label!r} choice)"
                )
            else:
                pieces.append(f"{_LINK_OPEN}{token.label}{_LINK_CLOSE}")
            requires = _requires(frames, token.label, out)
            out.actions.append(Action(token.label, "", requires, token.setters, back=token))
        elif isinstance(token, tk.If):
            cond = token.cond
            if cond is not None and token.negate:
                cond = negate(cond)
            if cond is None:
                out.untranslated.append(f"condition {token.source.strip()!r}")
                frames.append(_Frame([], None, False))
            else:
                pieces.append("{{if " + cond + "}}")
                frames.append(_Frame([], cond, True))
        elif isinstance(token, tk.ElseIf | tk.Else):
            if not frames:
                out.untranslated.append("else without if")
                continue
            frame = frames[-1]
            frame.previous.append(frame.current)
            negations = [negate(c) if c is not None else None for c in frame.previous]
            known = all(n is not None for n in negations)
            if isinstance(token, tk.ElseIf):
                cond = token.cond
                if cond is None:
                    out.untranslated.append(f"condition {token.source.strip()!r}")
                if frame.translated and cond is not None:
                    pieces.append("{{elif " + cond + "}}")
                frame.current = " and ".join([*(n for n in negations if n), cond]) if known and cond else None
            else:
                if frame.translated:
                    pieces.append("{{else}}")
                frame.current = " and ".join(n for n in negations if n) if known else None
        elif isinstance(token, tk.End):
            if frames:
                frame = frames.pop()
                if frame.translated:
                    pieces.append("{{end}}")
        elif isinstance(token, tk.Embed):
            target = story.passage(token.passage)
            if target is None or depth >= 5:
                out.untranslated.append(f"embed of {token.passage!r}")
                continue
            out.embeds.append(token.passage)
            _walk(TOKENIZERS[fmt](target.text), out, fmt, story, frames, depth + 1)
        else:
            out.untranslated.append(token.macro)
            if token.text:
                pieces.append(token.text.replace("{{", "{ {"))
    while frames and depth == 0:
        frames.pop()
        pieces.append("{{end}}")


def _requires(frames: list[_Frame], label: str, out: Translated) -> list[str]:
    """A link's conditions: those of the conditionals around it (one that was not translated is reported)."""
    if any(not f.translated or f.current is None for f in frames):
        out.untranslated.append(f"link {label!r} inside a condition that could not be translated")
    return [f.current for f in frames if f.translated and f.current is not None]


_EMPTY_IF = re.compile(r"\{\{if [^}]*\}\}\s*(?:\{\{(?:elif [^}]*|else)\}\}\s*)*\{\{end\}\}")


def _tidy(text: str) -> str:
    while _EMPTY_IF.search(text):
        text = _EMPTY_IF.sub("", text)
    text = re.sub(r"[ \t]+\n", "\n", text)
    text = re.sub(r"\n[ \t]+", "\n", text)  # indentation (of nested macros) is not read out
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip()


@dataclass
class Built:
    files: dict[str, str]
    findings: list[Finding]
    untranslated: int
    """Passages with at least one macro kept as text."""


_INIT_NAMES = {"sugarcube-2": {"StoryInit"}}
"""Passages whose assignments are the story's starting state (run once, before the first passage)."""
_INIT_TAGS = {"harlowe-3": {"startup"}}
_UI_NAMES = {
    "sugarcube-2": {
        "StoryCaption",
        "StoryMenu",
        "StoryBanner",
        "StorySubtitle",
        "StoryAuthor",
        "StoryDisplayTitle",
        "StoryInterface",
        "StoryShare",
        "PassageReady",
        "PassageDone",
        "PassageHeader",
        "PassageFooter",
    }
}
"""Passages the story format shows around every passage (sidebar, header, footer): page furniture."""
_UI_TAGS = {
    "harlowe-3": {"header", "footer", "debug-header", "debug-footer", "debug-startup"},
    "sugarcube-2": {"widget"},
}


def _is_init(p: Passage, fmt: str) -> bool:
    return p.name in _INIT_NAMES.get(fmt, set()) or bool(set(p.tags) & _INIT_TAGS.get(fmt, set()))


def _is_ui(p: Passage, fmt: str) -> bool:
    return p.name in _UI_NAMES.get(fmt, set()) or bool(set(p.tags) & _UI_TAGS.get(fmt, set()))


def build_story(
    story: TwineStory, fmt: str, story_id: str, file: str, cast: Cast, *, drop_broken_links: bool = False
) -> Built:
    """The native story folder's files; errors in ``findings`` mean nothing should be written."""
    findings: list[Finding] = []
    passages = [p for p in story.passages if "script" not in p.tags and "stylesheet" not in p.tags]
    inits = [p for p in passages if _is_init(p, fmt)]
    for p in passages:
        if _is_ui(p, fmt) and not _is_init(p, fmt):
            findings.append(
                warning(
                    "twine_page_passage",
                    file,
                    f"passage {p.name!r}" + (f" (line {p.line})" if p.line else ""),
                    f"{p.name!r} is shown around every passage by the story format (sidebar, header, "
                    "footer or widgets); a spoken story has no page, so it was not imported",
                    "move anything the story needs into its passages",
                )
            )
    passages = [p for p in passages if not _is_init(p, fmt) and not _is_ui(p, fmt)]
    if not passages:
        findings.append(error("twine_empty", file, "", "the story has no passages", "add a passage"))
        return Built({}, findings, 0)
    start = story.start or ("Start" if story.passage("Start") else passages[0].name)
    if story.passage(start) is None or start not in {p.name for p in passages}:
        near = difflib.get_close_matches(start, [p.name for p in passages], n=1)
        findings.append(
            error(
                "twine_missing_start",
                file,
                "StoryData.start",
                f"start passage {start!r} "
                + ("does not exist" if story.passage(start) is None else "is not a story passage"),
                f"set StoryData.start to {near[0]!r}"
                if near
                else "set StoryData.start to the name of the first passage",
            )
        )
        return Built({}, findings, 0)
    ids: dict[str, str] = {}
    for p in passages:
        base = slug(p.name)
        node_id, n = base, 2
        while node_id in ids.values():
            node_id, n = f"{base}_{n}", n + 1
        ids[p.name] = node_id
    done = {p.name: translate(p, fmt, story) for p in passages}
    go_back(done, ids)
    initial = _initial_state(inits, fmt, story, done, start)
    # kinds: a name assigned a bool is a flag, an int a variable
    flags: set[str] = set()
    variables: set[str] = set()
    for t in done.values():
        for a in [*t.on_enter, *(s for act in t.actions for s in act.setters)]:
            (variables if isinstance(a.value, int) and not isinstance(a.value, bool) else flags).add(a.name)
    for t in done.values():
        for cond in (c for act in t.actions for c in act.requires):
            for clause in cond.split(" and "):
                m = re.fullmatch(r"(?:not )?(\w+)", clause)
                if m and m.group(1) not in variables:
                    flags.add(m.group(1))
                elif m is None:
                    variables.add(clause.split(" ", 1)[0])
        for m in re.finditer(r"\{\{(?:if|elif) ([^}]*)\}\}", t.text):
            for clause in m.group(1).split(" and "):
                word = re.fullmatch(r"(?:not )?(\w+)", clause)
                if word and word.group(1) not in variables:
                    flags.add(word.group(1))
                elif word is None:
                    variables.add(clause.split(" ", 1)[0])
        for name in t.printed:
            if name not in flags:
                variables.add(name)
    assigned = {a.name for t in done.values() for a in t.on_enter}
    assigned |= {a.name for t in done.values() for act in t.actions for a in act.setters}
    assigned |= set(initial)
    for p in passages:
        _keep_unset_prints(done[p.name], assigned, fmt)
    variables -= {n for n in variables if n not in assigned and not _read_in_conditions(n, done)}
    # scenes: place passages, inherited along links from the start
    places = {p.name: slug(p.name) for p in passages if "place" in p.tags}
    scene_of: dict[str, str] = {}
    queue = deque([(start, places.get(start, DEFAULT_SCENE))])
    while queue:
        name, inherited = queue.popleft()
        if name in scene_of or name not in done:
            continue
        scene_of[name] = places.get(name, inherited)
        for act in done[name].actions:
            if act.back is None:
                queue.append((act.target, scene_of[name]))
    for p in passages:
        scene_of.setdefault(p.name, places.get(p.name, DEFAULT_SCENE))
    placeless = [p.name for p in passages if scene_of[p.name] == DEFAULT_SCENE]
    if places and placeless:
        findings.append(_placeless_warning(placeless, start, file))
    files: dict[str, str] = {}
    used_scenes = set(scene_of.values())
    for scene_id in sorted(used_scenes):
        place = next((p for p in passages if places.get(p.name) == scene_id), None)
        if place is not None:
            description = re.sub(r"\{\{[^}]*\}\}", "", done[place.name].text).strip()[:400] or place.name
            scene: dict[str, Any] = {"name": place.name, "description": description}
        else:
            scene = {
                "name": story.title or "The story",
                "description": story.title or "Where the story happens.",
            }
        cast_here = sorted(cast.characters)
        if cast_here:
            scene["characters_present"] = cast_here
        files[f"scenes/{scene_id}.json"] = _dump(scene)
    untranslated = 0
    for p in passages:
        t = done[p.name]
        node: dict[str, Any] = {
            "id": ids[p.name],
            "scene": scene_of[p.name],
            "type": "narration",
            "speaker": cast.speaker_for(p),
            "text": t.text,
        }
        if node["speaker"]:
            node["type"] = "dialogue"
        actions: list[dict[str, Any]] = []
        action_ids: set[str] = set()
        for act in t.actions:
            if act.target not in ids:
                near = [n for n in ids if n.lower() == act.target.lower()] or difflib.get_close_matches(
                    act.target, list(ids), n=1
                )
                if drop_broken_links:
                    t.untranslated.append(
                        f"link {act.label!r} to the missing passage {act.target!r} (dropped)"
                    )
                    continue
                findings.append(
                    error(
                        "twine_missing_passage",
                        file,
                        f"passage {p.name!r}" + (f" (line {p.line})" if p.line else ""),
                        f"the link {act.label!r} goes to {act.target!r}, which is not a passage",
                        f"link to {near[0]!r}"
                        if near
                        else f"add a passage named {act.target!r} or fix the link",
                    )
                )
                continue
            base = act.id or slug(act.label)
            aid, n = base, 2
            while aid in action_ids:
                aid, n = f"{base}_{n}", n + 1
            action_ids.add(aid)
            action: dict[str, Any] = {"id": aid, "description": act.label, "next": ids[act.target]}
            effects = _effects(act.setters)
            if effects:
                action["effects"] = effects
            requires = [
                c.model_dump(exclude_defaults=True) | {"type": c.type} for c in _conditions(act.requires)
            ]
            if requires:
                action["requires"] = requires
            actions.append(action)
        if actions:
            node["actions"] = actions
        on_enter = _effects(tuple(t.on_enter))
        if on_enter:
            node["on_enter"] = on_enter
        node["imported"] = {"format": fmt, "passage": p.name}
        if t.untranslated:
            untranslated += 1
            node["imported"]["untranslated"] = list(dict.fromkeys(t.untranslated))
        files[f"storylines/{CHAPTER}/{ids[p.name]}.json"] = _dump(node)
    title = story.title or story_id
    files["manifest.json"] = _dump(
        {
            "id": story_id,
            "title": title,
            "description": cast.description or f"{title}, imported from Twine ({fmt}).",
            "languages": ["en"],
            "entry_point": f"storylines/{CHAPTER}/{ids[start]}.json",
            "narrator": cast.narrator,
        }
    )
    for cid, character in sorted(cast.characters.items()):
        files[f"characters/{cid}.json"] = _dump(character)
    files["map.json"] = _dump([])
    for name, value in initial.items():
        (flags if isinstance(value, bool) else variables).add(name)
    files["flags.json"] = _dump(sorted(flags))
    files["variables.json"] = _dump(
        {n: v for n in sorted(variables) if not isinstance(v := initial.get(n, 0), bool)}
    )
    for name in sorted(flags & variables):
        findings.append(
            warning(
                "twine_mixed_variable",
                file,
                f"${name}",
                f"{name} is used both as true/false and as a number",
                "use one kind per variable",
            )
        )
    return Built(files, findings, untranslated)


def _placeless_warning(placeless: list[str], start: str, file: str) -> Finding:
    """Passages before any ``place`` passage (when there are some) share a scene named after the story."""
    shown = ", ".join(repr(n) for n in placeless[:3]) + (
        f" and {len(placeless) - 3} more" if len(placeless) > 3 else ""
    )
    return warning(
        "twine_no_place",
        file,
        f"passage {placeless[0]!r}",
        f"{len(placeless)} passage(s) ({shown}) come before any passage tagged place, so they are said in a "
        f"scene named after the story ({DEFAULT_SCENE!r}), with no place of its own to show or describe",
        f"tag the start passage {start!r} place (or the first passage the player stands in)"
        if start in placeless
        else "tag a passage that links to them place",
    )


def _initial_state(
    inits: list[Passage], fmt: str, story: TwineStory, done: dict[str, Translated], start: str
) -> dict[str, bool | int]:
    """The starting values set by ``StoryInit`` (SugarCube) or ``startup`` passages (Harlowe), which run
    once before the first passage: numbers become ``variables.json`` values; a flag set true becomes an
    ``on_enter`` effect of the entry node when nothing links back to it (flags start false). What cannot
    be translated is listed on the entry node, so ``check`` reports it."""
    values: dict[str, bool | int] = {}
    entry = done[start]
    for p in inits:
        t = translate(p, fmt, story)
        for a in t.on_enter:
            if a.add and not isinstance(a.value, bool):
                before = values.get(a.name, 0)
                values[a.name] = (before if not isinstance(before, bool) else 0) + a.value
            else:
                values[a.name] = a.value
        entry.untranslated += [f"{p.name}: {macro}" for macro in t.untranslated]
    linked_back = any(act.target == start for t in done.values() for act in t.actions)
    for name, value in list(values.items()):
        if value is True:
            if linked_back:
                entry.untranslated.append(
                    f"{inits[0].name}: ${name} set to true at the start (flags start false, and "
                    f"{entry.passage.name!r} is visited again)"
                )
            elif not any(a.name == name for a in entry.on_enter):
                entry.on_enter.insert(0, tk.Assign(name, True))
    return values


def _keep_unset_prints(t: Translated, assigned: set[str], fmt: str) -> None:
    """A variable printed but set by no translated macro (a string, a list…) is not a native variable:
    it is kept as text and reported, rather than printed as 0."""
    for name in sorted(t.printed - assigned):
        shown = "{" + name + "}" if fmt == "chapbook-1" else f"${name}"
        t.text = t.text.replace("{{" + name + "}}", shown)
        t.printed.discard(name)
        t.untranslated.append(f"{shown} (printed, but no translated macro sets it)")


def _read_in_conditions(name: str, done: dict[str, Translated]) -> bool:
    pattern = re.compile(rf"\b{re.escape(name)}\b")
    return any(pattern.search(c) for t in done.values() for act in t.actions for c in act.requires) or any(
        pattern.search(m.group(1))
        for t in done.values()
        for m in re.finditer(r"\{\{(?:if|elif) ([^}]*)\}\}", t.text)
    )


def _conditions(clauses: list[str]) -> list[Any]:
    from taleweaver.content.template import parse_condition

    out: list[Any] = []
    for clause in clauses:
        out.extend(parse_condition(clause))
    return out


def _effects(assigns: tuple[tk.Assign, ...]) -> dict[str, dict[str, Any]]:
    effects: dict[str, dict[str, Any]] = {}
    for a in assigns:
        if isinstance(a.value, bool):
            effects.setdefault("set_flags", {})[a.name] = a.value
        elif a.add:
            adds = effects.setdefault("add_variables", {})
            adds[a.name] = adds.get(a.name, 0) + a.value
        else:
            effects.setdefault("set_variables", {})[a.name] = a.value
    return effects


def _dump(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"

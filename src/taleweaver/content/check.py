"""The author's checker: every problem in a story folder or content root, in one run. Pure."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from taleweaver.content import template
from taleweaver.content.conditions import condition_flags, condition_variables
from taleweaver.content.embodiment import emotion_finding, staging_finding
from taleweaver.content.findings import Finding, error, suggest, warning
from taleweaver.content.loader import Files, StoryParts, load_story_parts, split_tree
from taleweaver.content.models import (
    EXAMPLES_MAX,
    EXAMPLES_MIN,
    Effects,
    FlagCondition,
    NotFlagCondition,
    Persona,
    Story,
)
from taleweaver.content.parse import parse_json, validate_as
from taleweaver.content.reach import STATE_LIMIT, explore

ExtraCheck = Callable[[Files], list[Finding]]
"""A checker for other files in a content root (e.g. NPCs), given the whole tree."""


def check_story(files: Files, *, folder: str | None = None) -> list[Finding]:
    """Errors and warnings for one story folder (paths relative to the folder, named ``folder``)."""
    parts, findings = _check_parts(files)
    if folder is not None and parts.manifest is not None:
        findings.extend(_folder_mismatch(parts.manifest.id, folder, "manifest.json"))
    return findings


def _folder_mismatch(story_id: str, folder: str, file: str) -> list[Finding]:
    if story_id == folder:
        return []
    return [
        warning(
            "id_mismatch",
            file,
            "id",
            f"story id {story_id!r} differs from its folder name {folder!r}",
            "use the folder name as the id",
        )
    ]


def _check_parts(files: Files) -> tuple[StoryParts, list[Finding]]:
    parts, story, findings = load_story_parts(files)
    findings.extend(_declarations(parts))
    findings.extend(_example_counts(parts))
    findings.extend(_templates(parts))
    findings.extend(_embodiment(parts))
    findings.extend(_persona_fields(parts))
    if story is not None:
        findings.extend(_reachability(story, parts))
    return parts, findings


def check_content(tree: Files, *, extra: Mapping[str, ExtraCheck] | None = None) -> list[Finding]:
    """Findings for a content root: the menu narrator, every story folder, and ``extra`` checkers."""
    findings: list[Finding] = []
    narrator_files, stories = split_tree(tree)
    if "narrator.json" in narrator_files:
        narrator = validate_as(
            Persona,
            "narrator/narrator.json",
            parse_json("narrator/narrator.json", narrator_files["narrator.json"], findings),
            findings,
        )
        if narrator is not None:
            findings.extend(
                persona_field_findings(narrator, "narrator/narrator.json", "", "the menu narrator")
            )
    ids: dict[str, str] = {}
    for folder, files in sorted(stories.items()):
        parts, story_findings = _check_parts(files)
        findings.extend(f.model_copy(update={"file": f"{folder}/{f.file}"}) for f in story_findings)
        story_id = parts.manifest.id if parts.manifest else None
        if story_id:
            findings.extend(_folder_mismatch(story_id, folder, f"{folder}/manifest.json"))
        if story_id and story_id in ids:
            findings.append(
                error(
                    "duplicate_id",
                    f"{folder}/manifest.json",
                    "id",
                    f"story id {story_id!r} is also used by {ids[story_id]}/",
                    "ids must be unique",
                )
            )
        elif story_id:
            ids[story_id] = folder
    for name, check in (extra or {}).items():
        findings.extend(check(tree) if any(p.startswith(f"{name}/") for p in tree) else [])
    return findings


def _uses(parts: StoryParts) -> Iterator[tuple[str, str, str, str, bool]]:
    """(kind flag|variable, name, file, location, is_gate) for every use of a flag or variable."""
    for node_id, node in parts.nodes.items():
        file = parts.node_files[node_id]
        yield from _effect_uses(node.on_enter, file, "on_enter")
        yield from _template_uses(node.text, parts, file)
        for i, action in enumerate(node.actions):
            yield from _effect_uses(action.effects, file, f"actions[{i}].effects")
            for j, cond in enumerate(action.requires):
                for name in condition_flags([cond]):
                    yield (
                        "flag",
                        name,
                        file,
                        f"actions[{i}].requires[{j}].flag",
                        isinstance(cond, FlagCondition),
                    )
                for name in condition_variables([cond]):
                    yield "variable", name, file, f"actions[{i}].requires[{j}].variable", False
    for i, edge in enumerate(parts.edges):
        for j, cond in enumerate(edge.conditions):
            for name in condition_flags([cond]):
                yield "flag", name, "map.json", f"[{i}].conditions[{j}].flag", isinstance(cond, FlagCondition)
            for name in condition_variables([cond]):
                yield "variable", name, "map.json", f"[{i}].conditions[{j}].variable", False


def _effect_uses(effects: Effects, file: str, where: str) -> Iterator[tuple[str, str, str, str, bool]]:
    for name in effects.set_flags:
        yield "flag", name, file, f"{where}.set_flags.{name}", False
    for name in effects.set_variables:
        yield "variable", name, file, f"{where}.set_variables.{name}", False
    for name in effects.add_variables:
        yield "variable", name, file, f"{where}.add_variables.{name}", False


def _template_uses(text: str, parts: StoryParts, file: str) -> Iterator[tuple[str, str, str, str, bool]]:
    """Names a node's text template reads: a printed name may be a flag or a variable."""
    if "{{" not in text:
        return
    try:
        parsed = template.parse(text)
    except template.TemplateError:
        return
    for name, cond in template.names(parsed):
        if cond is None:
            kind = "variable" if name in parts.variables or name not in parts.flags else "flag"
        else:
            kind = "flag" if isinstance(cond, FlagCondition | NotFlagCondition) else "variable"
        yield kind, name, file, "text", False


def _templates(parts: StoryParts) -> list[Finding]:
    """Malformed node text templates (extension) and macros an import kept as text."""
    out: list[Finding] = []
    for node_id, node in parts.nodes.items():
        file = parts.node_files[node_id]
        if "{{" in node.text:
            try:
                template.parse(node.text)
            except template.TemplateError as err:
                out.append(
                    error(
                        "bad_template",
                        file,
                        "text",
                        f"{err.message} (at character {err.offset + 1} of the text)",
                        "see 'Text templates' in docs/content-format.md",
                    )
                )
        if node.imported is not None:
            for macro in node.imported.untranslated:
                out.append(
                    warning(
                        "untranslated_macro",
                        file,
                        "imported.untranslated",
                        f"passage {node.imported.passage!r} ({node.imported.format}) uses {macro}, which has "
                        "no native equivalent and was kept as text",
                        "rewrite it with node effects, conditions or a text template, then remove it from "
                        "imported.untranslated (docs/import.md lists what is translated)",
                    )
                )
    return out


def _example_counts(parts: StoryParts) -> list[Finding]:
    """The documented 2–5 ``examples`` per action (none is fine: the description alone is matched)."""
    out: list[Finding] = []
    for node_id, node in parts.nodes.items():
        for i, action in enumerate(node.actions):
            count = len(action.examples)
            if count and not EXAMPLES_MIN <= count <= EXAMPLES_MAX:
                out.append(
                    warning(
                        "examples_count",
                        parts.node_files[node_id],
                        f"actions[{i}].examples",
                        f"{count} example(s); write {EXAMPLES_MIN}–{EXAMPLES_MAX} phrasings a player may use",
                        "more varied phrasings help the intent matcher; more than five mostly add noise",
                    )
                )
    return out


def _declarations(parts: StoryParts) -> list[Finding]:
    out: list[Finding] = []
    set_true = {
        n for node in parts.nodes.values() for a in node.actions for n, v in a.effects.set_flags.items() if v
    } | {n for node in parts.nodes.values() for n, v in node.on_enter.set_flags.items() if v}
    used = {(kind, name) for kind, name, *_ in _uses(parts)}
    for i, name in enumerate(parts.flags):
        if ("flag", name) not in used:
            out.append(
                warning(
                    "unused_flag",
                    "flags.json",
                    f"[{i}]",
                    f"flag {name!r} is declared but never used",
                    "set or test it somewhere, or remove it",
                )
            )
    for kind, name, file, location, is_gate in _uses(parts):
        declared = parts.flags if kind == "flag" else parts.variables
        where = "flags.json" if kind == "flag" else "variables.json"
        if name not in declared:
            out.append(
                warning(
                    f"undeclared_{kind}",
                    file,
                    location,
                    f"{kind} {name!r} is not declared in {where}",
                    f"add it to {where} ({suggest(name, declared, kind + 's')})",
                )
            )
        if is_gate and name not in set_true:
            out.append(
                warning(
                    "gate_never_set",
                    file,
                    location,
                    f"gate on flag {name!r} can never open: no action sets it to true",
                    "set it with effects.set_flags on some storyline action",
                )
            )
    return out


PERSONA_FIELDS = {
    "introduction": "how they introduce themselves (their first words)",
    "background": "their history, which the model uses to stay in character",
    "goal": "what they want in the story",
    "voice_tone": "how they sound: pace, warmth, accent",
}
"""Persona fields the seed format requires (non-empty) and the loader lets default to empty."""


def persona_field_findings(persona: Persona, file: str, prefix: str, who: str) -> list[Finding]:
    """A ``missing_persona_field`` warning for each seed persona field that is missing or empty."""
    return [
        warning(
            "missing_persona_field",
            file,
            f"{prefix}{name}",
            f"{who} has no {name} (missing or empty); the seed format requires it",
            f'write "{name}": {meaning} — prompts use it to voice {who}',
        )
        for name, meaning in PERSONA_FIELDS.items()
        if not getattr(persona, name).strip()
    ]


def _persona_fields(parts: StoryParts) -> list[Finding]:
    out: list[Finding] = []
    if parts.manifest is not None:
        out += persona_field_findings(
            parts.manifest.narrator, "manifest.json", "narrator.", "the story narrator"
        )
    for cid, character in sorted(parts.characters.items()):
        out += persona_field_findings(character, f"characters/{cid}.json", "", f"character {cid!r}")
    return out


def _embodiment(parts: StoryParts) -> list[Finding]:
    """Unknown emotion moves on nodes and unusable staging on characters."""
    found = [emotion_finding(parts.node_files[nid], node.emotion) for nid, node in parts.nodes.items()]
    found += [staging_finding(f"characters/{cid}.json", c.staging) for cid, c in parts.characters.items()]
    return [f for f in found if f is not None]


def _reachability(story: Story, parts: StoryParts) -> list[Finding]:
    reach = explore(story)
    out: list[Finding] = []
    for node_id, node in story.storylines.items():
        file = parts.node_files[node_id]
        if node_id not in reach.nodes:
            code, what = ("unreachable_ending", "ending") if node.is_ending else ("unreachable_node", "node")
            out.append(
                warning(
                    code,
                    file,
                    "",
                    f"{what} {node_id!r} can never be reached",
                    "link to it with an action's next, or remove it",
                )
            )
        elif not node.is_ending and not reach.taken.get(node_id):
            out.append(
                warning(
                    "dead_end",
                    file,
                    "actions",
                    f"none of the actions of {node_id!r} can ever be taken",
                    "loosen an action's requires, or make this node an ending (no actions)",
                )
            )
    for (node_id, action_id), scene_id in sorted(reach.bypasses.items()):
        node = story.storylines[node_id]
        i = next(i for i, a in enumerate(node.actions) if a.id == action_id)
        target = node.actions[i].next
        out.append(
            warning(
                "gate_bypass",
                parts.node_files[node_id],
                f"actions[{i}].next",
                f"action {action_id!r} leads to {target!r} in scene {scene_id!r}, past the map gate into "
                f"{scene_id!r}: on some path to this action every map edge into {scene_id!r} is still closed",
                "set the gate's flag in this action's effects, give the action the same requires, or let "
                f"{target!r} happen in a scene the player can walk to (see 'Node scenes and the map' in "
                "docs/content-format.md)",
            )
        )
    for scene_id in story.scenes:
        if scene_id not in reach.scenes:
            out.append(
                warning(
                    "unreachable_scene",
                    f"scenes/{scene_id}.json",
                    "",
                    f"scene {scene_id!r} can never be reached",
                    "use it in a storyline node or connect it in map.json",
                )
            )
    if not reach.endings:
        out.append(
            warning(
                "no_ending",
                "manifest.json",
                "",
                "no ending can ever be reached",
                "add a node with no actions, or an action without next",
            )
        )
    if not reach.exact:
        out.append(
            warning(
                "approximate",
                "manifest.json",
                "",
                f"story too large to explore every state (over {STATE_LIMIT:,} combinations of node, flags "
                "and variables); reachability warnings ignore conditions and gate_bypass is not checked",
                "fewer flags or variables, counters with fewer values, or flags cleared once nothing reads "
                "them bring it under",
            )
        )
    return out

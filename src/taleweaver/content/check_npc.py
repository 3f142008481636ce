"""Checks NPC world content (NPCs, quests, topics, items, start state) and reports every problem at once.

Pure: it takes file texts keyed by their path relative to the world root (``npcs/fenn.json``,
``quests/find_the_ledger.json``, ``start.json`` …) and returns findings. Errors: malformed JSON, wrong
fields or types, an id that differs from its file name, unknown quest/topic/item/NPC ids anywhere.
Warnings: content nothing uses, NPCs with too few fallback lines, a fallback line that leaks knowledge.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import PurePosixPath
from typing import Any

from pydantic import BaseModel, ValidationError

from taleweaver.content.fields import unknown_field_findings
from taleweaver.content.findings import Finding, error, suggest, warning
from taleweaver.content.npc import WORLD_FOLDERS, Item, NpcFile, Quest, StartState, Topic, World
from taleweaver.content.parse import parse_json
from taleweaver.validation import location_text

MIN_FALLBACK_LINES = 3
_MODELS: dict[str, type[BaseModel]] = {"npcs": NpcFile, "quests": Quest, "topics": Topic, "items": Item}


def check_npc_content(files: Mapping[str, str]) -> list[Finding]:
    """Every finding for the NPC world in ``files`` (path relative to the world root → text)."""
    return read_world(files)[1]


def read_world(files: Mapping[str, str]) -> tuple[World, list[Finding]]:
    """The world built from every valid file, and the findings for all files (invalid ones are skipped)."""
    findings: list[Finding] = []
    parsed: dict[str, dict[str, Any]] = {folder: {} for folder in WORLD_FOLDERS}
    start = StartState()
    for path in sorted(files):
        parts = PurePosixPath(path).parts
        if len(parts) == 2 and parts[0] in _MODELS and parts[1].endswith(".json"):
            stem = parts[1][: -len(".json")]
            entry = _parse(path, files[path], _MODELS[parts[0]], findings, default_id=stem)
            if entry is not None and _id_matches(path, stem, entry, findings):
                parsed[parts[0]][stem] = entry
        elif path == "start.json":
            start_entry = _parse(path, files[path], StartState, findings)
            if isinstance(start_entry, StartState):
                start = start_entry
    world = World(**parsed, start=start)
    findings += _cross_references(world)
    return world, sorted(findings, key=lambda f: (f.severity != "error", f.file, f.location))


def _parse(
    path: str, text: str, model: type[BaseModel], findings: list[Finding], *, default_id: str | None = None
) -> Any:
    data = parse_json(path, text, findings)
    if data is None:
        return None
    if not isinstance(data, dict):
        findings.append(error("wrong_type", path, "", "expected a JSON object", "wrap the fields in { … }"))
        return None
    if default_id is not None:
        data.setdefault("id", default_id)
    # NPC files refuse unknown fields (errors), named with a did-you-mean against the fields valid there.
    unknown = {f.location: f for f in unknown_field_findings(model, path, data)}
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        for problem in exc.errors():
            where = location_text(problem["loc"])
            if problem["type"] == "extra_forbidden" and where in unknown:
                name = str(problem["loc"][-1])
                message = f"unknown field {name!r} (NPC files refuse unknown fields)"
                findings.append(error("unknown_field", path, where, message, unknown[where].hint))
                continue
            hint = _hint(problem["type"], model)
            findings.append(error("wrong_type", path, where, problem["msg"], hint))
        return None


def _id_matches(path: str, stem: str, entry: Any, findings: list[Finding]) -> bool:
    if entry.id == stem:
        return True
    message = f"id {entry.id!r} does not match the file name {stem!r}"
    hint = f"rename the file to {entry.id}.json or set id to {stem!r}"
    findings.append(error("id_mismatch", path, "id", message, hint))
    return False


def _cross_references(world: World) -> list[Finding]:
    findings: list[Finding] = []
    used: dict[str, set[str]] = {"quests": set(), "topics": set(), "items": set()}
    for npc in world.npcs.values():
        path = f"npcs/{npc.id}.json"
        caps = npc.capabilities
        for field, folder, ids in (
            ("offerable_quests", "quests", caps.offerable_quests),
            ("giveable_items", "items", caps.giveable_items),
            ("revealable_topics", "topics", caps.revealable_topics),
        ):
            known: Mapping[str, object] = getattr(world, folder)
            for index, item in enumerate(ids):
                used[folder].add(item)
                if item not in known:
                    findings.append(_unknown(path, f"capabilities.{field}[{index}]", folder, item, known))
                elif item in ids[:index]:
                    where = f"capabilities.{field}[{index}]"
                    findings.append(
                        warning("duplicate_id", path, where, f"{item!r} listed twice", "remove one")
                    )
        findings += _npc_warnings(npc, path)
    for quest in world.quests.values():
        path = f"quests/{quest.id}.json"
        if quest.giver is not None and quest.giver not in world.npcs:
            findings.append(_unknown(path, "giver", "npcs", quest.giver, world.npcs))
        elif (
            quest.giver is not None and quest.id not in world.npcs[quest.giver].capabilities.offerable_quests
        ):
            hint = f"add {quest.id!r} to {quest.giver}'s capabilities.offerable_quests"
            message = f"{quest.giver} cannot offer this quest"
            findings.append(warning("giver_cannot_offer", path, "giver", message, hint))
    findings += _start_findings(world, used)
    for folder in ("quests", "topics", "items"):
        for item in sorted(set(getattr(world, folder)) - used[folder]):
            message = f"no NPC can offer, reveal or give {item!r}"
            hint = "list it in some NPC's capabilities, or delete the file"
            findings.append(warning("unused", f"{folder}/{item}.json", "id", message, hint))
    return findings


def _npc_warnings(npc: NpcFile, path: str) -> list[Finding]:
    findings = []
    if len(npc.fallback_lines) < MIN_FALLBACK_LINES:
        count = len(npc.fallback_lines)
        message = (
            f"only {count} fallback line(s); degraded turns will repeat themselves"
            if count
            else "no fallback lines; degraded turns fall back to generic, out-of-voice lines"
        )
        hint = f"write at least {MIN_FALLBACK_LINES} in-voice fallback_lines"
        findings.append(warning("few_fallback_lines", path, "fallback_lines", message, hint))
    if npc.role != "companion" and not npc.knowledge:
        hint = "add knowledge lines: the only things this NPC may state as fact"
        findings.append(warning("no_knowledge", path, "knowledge", "no knowledge", hint))
    secrets = [line.lower() for line in npc.knowledge]
    for index, line in enumerate(npc.fallback_lines):
        if any(secret in line.lower() for secret in secrets):
            message = "fallback line repeats a knowledge line; fallback lines are client-visible"
            findings.append(warning("leaky_fallback", path, f"fallback_lines[{index}]", message, "reword it"))
    return findings


def _start_findings(world: World, used: dict[str, set[str]]) -> list[Finding]:
    findings = []
    log = world.start.canon_log
    for index, member in enumerate(log.party):
        npc = world.npcs.get(member.id)
        if npc is None:
            findings.append(
                _unknown("start.json", f"canon_log.party[{index}].id", "npcs", member.id, world.npcs)
            )
        elif npc.role != "companion":
            message = f"{member.id} is in the party but has role {npc.role!r}"
            where = f"canon_log.party[{index}].id"
            findings.append(warning("not_companion", "start.json", where, message, "set role: companion"))
    for index, quest in enumerate(log.active_quests):
        used["quests"].add(quest.id)
        if quest.id not in world.quests:
            where = f"canon_log.active_quests[{index}].id"
            findings.append(_unknown("start.json", where, "quests", quest.id, world.quests))
    for item in world.start.inventory:
        used["items"].add(item)
        if item not in world.items:
            findings.append(_unknown("start.json", f"inventory.{item}", "items", item, world.items))
    return findings


def _unknown(path: str, location: str, folder: str, item: str, known: Mapping[str, object]) -> Finding:
    kind = folder[:-1]
    hint = f"add {folder}/{item}.json, or {suggest(item, known, folder)}"
    return error(f"unknown_{kind}", path, location, f"unknown {kind} id {item!r}", hint)


def _hint(error_type: str, model: type[BaseModel]) -> str:
    if error_type == "extra_forbidden":
        return f"remove it; allowed fields: {', '.join(model.model_fields)}"
    if error_type == "string_pattern_mismatch":
        return "ids are lower-case snake_case, like find_the_ledger"
    if error_type == "missing":
        return "add the field"
    return "see docs/npc.md for the file format"

"""Explore every state a story can reach, to find unreachable content and dead ends. Pure.

The explored state is (node, flags that are true, variables): scenes do not change which storyline
actions are possible, so navigation only matters for which scenes can be visited. Stories whose state
space exceeds ``limit`` are explored approximately (conditions assumed satisfiable) and say so.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from taleweaver.content.conditions import first_failed
from taleweaver.content.models import Story

_Key = tuple[str, frozenset[str], tuple[tuple[str, int], ...]]

STATE_LIMIT = 50_000
"""The most states (node, true flags, variables) explored exactly; past it the exploration is approximate."""


@dataclass
class Reach:
    nodes: set[str] = field(default_factory=set)
    scenes: set[str] = field(default_factory=set)
    taken: dict[str, set[str]] = field(default_factory=dict)
    """node id → ids of actions that could be taken there in some reachable state."""
    endings: set[str] = field(default_factory=set)
    """Nodes where the story can end (nodes without actions, or an action without ``next``)."""
    exact: bool = True
    states: int = 0
    bypasses: dict[tuple[str, str], str] = field(default_factory=dict)
    """(node id, action id) → the gated scene the action's next node lies in, for actions that carry the
    player into another scene while every map edge into it is closed (after the action's own effects) in some
    reachable state. Only found by the exact exploration."""


def explore(story: Story, *, limit: int = STATE_LIMIT) -> Reach:
    reach = Reach()
    entry = story.storylines[story.entry_node].on_enter
    start_values = {**story.variables, **entry.set_variables}
    for name, delta in entry.add_variables.items():
        start_values[name] = start_values.get(name, 0) + delta
    start_flags = frozenset(n for n, v in entry.set_flags.items() if v)
    start: _Key = (story.entry_node, start_flags, tuple(sorted(start_values.items())))
    seen: set[_Key] = {start}
    queue = deque([start])
    scene_cache: dict[tuple[str, frozenset[str], tuple[tuple[str, int], ...]], frozenset[str]] = {}
    doors = {scene: [e for e in story.map if e.to == scene and e.source != scene] for scene in story.scenes}
    while queue:
        node_id, true_flags, variables = queue.popleft()
        node = story.storylines[node_id]
        reach.nodes.add(node_id)
        flags = dict.fromkeys(true_flags, True)
        values = dict(variables)
        key = (node.scene, true_flags, variables)
        if key not in scene_cache:
            scene_cache[key] = _scene_closure(story, node.scene, flags, values)
        reach.scenes |= scene_cache[key]
        if node.is_ending:
            reach.endings.add(node_id)
        for action in node.actions:
            if first_failed(action.requires, flags, values) is not None:
                continue
            reach.taken.setdefault(node_id, set()).add(action.id)
            after_node = story.storylines[action.next].on_enter if action.next is not None else None
            effects = (action.effects, after_node) if after_node is not None else (action.effects,)
            new_flags = set(true_flags)
            new_values = dict(values)
            for e in effects:
                for name, value in e.set_flags.items():
                    (new_flags.add if value else new_flags.discard)(name)
                new_values.update(e.set_variables)
                for name, delta in e.add_variables.items():
                    new_values[name] = new_values.get(name, 0) + delta
            if action.next is None:
                reach.endings.add(node_id)
                continue
            target = story.storylines[action.next].scene
            if target != node.scene and (node_id, action.id) not in reach.bypasses:
                after = dict.fromkeys(new_flags, True)
                gates = doors.get(target, [])
                if gates and all(first_failed(e.conditions, after, new_values) is not None for e in gates):
                    reach.bypasses[(node_id, action.id)] = target
            nxt: _Key = (action.next, frozenset(new_flags), tuple(sorted(new_values.items())))
            if nxt not in seen:
                if len(seen) >= limit:
                    return _approximate(story)
                seen.add(nxt)
                queue.append(nxt)
    reach.states = len(seen)
    return reach


def _scene_closure(
    story: Story, start: str, flags: dict[str, bool], values: dict[str, int]
) -> frozenset[str]:
    found = {start}
    stack = [start]
    while stack:
        here = stack.pop()
        for edge in story.map:
            if (
                edge.source == here
                and edge.to not in found
                and first_failed(edge.conditions, flags, values) is None
            ):
                found.add(edge.to)
                stack.append(edge.to)
    return frozenset(found)


def _approximate(story: Story) -> Reach:
    """Graph reachability ignoring conditions: an over-approximation for huge state spaces."""
    reach = Reach(exact=False)
    stack = [story.entry_node]
    while stack:
        node_id = stack.pop()
        if node_id in reach.nodes:
            continue
        reach.nodes.add(node_id)
        node = story.storylines[node_id]
        reach.taken[node_id] = {a.id for a in node.actions}
        if node.is_ending or any(a.next is None for a in node.actions):
            reach.endings.add(node_id)
        stack.extend(a.next for a in node.actions if a.next is not None)
    scenes = {story.storylines[n].scene for n in reach.nodes}
    stack2 = list(scenes)
    while stack2:
        here = stack2.pop()
        for edge in story.map:
            if edge.source == here and edge.to not in scenes:
                scenes.add(edge.to)
                stack2.append(edge.to)
    reach.scenes = scenes
    return reach

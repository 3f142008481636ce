"""The story engine: a pure state machine over a :class:`Library`.

The engine holds only content (immutable). Every operation takes a :class:`StoryState` and returns a
:class:`Transition` — the new state and the typed events. A refused operation returns the *same* state
object with one :class:`Blocked` event: nothing changes, nothing is logged.

Reaching an ending closes the *storyline*, not the map (seed 000): ``ended`` stays true and
:meth:`StoryEngine.advance` is refused from then on, but :meth:`StoryEngine.navigate` and
:meth:`StoryEngine.perform` keep working until the player exits to the menu.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from taleweaver.content.conditions import describe_failure, first_failed
from taleweaver.content.models import (
    NARRATOR_ID,
    Library,
    MapEdge,
    Persona,
    Scene,
    SceneAction,
    Story,
    StorylineAction,
    StorylineNode,
)
from taleweaver.content.template import render
from taleweaver.engine.events import (
    Blocked,
    Ended,
    Event,
    SceneActionPerformed,
    SceneChanged,
    SpeakerChanged,
    StoryDescribed,
    StoryEntered,
    StoryExited,
    VariableChanged,
)
from taleweaver.engine.index import StoryIndex, speaker_info, variable_ops
from taleweaver.engine.state import StoryState, Transition, bump, with_recent

ENDED_REFUSAL = (
    "The story has ended: the storyline goes no further. You may still look around, or exit to the menu."
)
"""Why :meth:`StoryEngine.advance` is refused once the story has reached an ending."""
NOT_PLAYING = "Not in a story: choose one from the menu first."
"""Why a move inside a story (an action, a walk, a scene action) is refused at the menu."""


@dataclass(frozen=True, slots=True)
class ReachableScene:
    scene: Scene
    description: str
    available: bool
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class StorySummary:
    id: str
    title: str
    description: str


class StoryEngine:
    def __init__(self, library: Library) -> None:
        self.library = library
        self._index = {sid: StoryIndex.build(story) for sid, story in library.stories.items()}
        self._menu_speaker = speaker_info(NARRATOR_ID, library.narrator)

    # ── lifecycle ────────────────────────────────────────────────────────────
    def initial_state(self) -> StoryState:
        return StoryState()

    def reset(self) -> Transition:
        return Transition(StoryState(), ())

    def stories(self) -> list[StorySummary]:
        return [StorySummary(s.id, s.title, s.description) for s in self.library.stories.values()]

    def enter(self, state: StoryState, story_id: str) -> Transition:
        if state.mode == "story":
            return _blocked(state, f"Already playing {state.story_id!r}; exit the story first.")
        index = self._index.get(story_id)
        if index is None:
            known = ", ".join(sorted(self._index)) or "none"
            return _blocked(state, f"Unknown story {said_id(story_id)}. Available stories: {known}.")
        story = index.story
        node = story.storylines[story.entry_node]
        events: list[Event] = [StoryEntered(story_id), SceneChanged(None, node.scene)]
        events.append(SpeakerChanged(state.speaker, node.speaker, index.speakers[node.speaker]))
        new = StoryState(
            mode="story",
            story_id=story_id,
            scene_id=node.scene,
            node_id=node.id,
            speaker=node.speaker,
            variables=StoryState().variables.update(story.variables),
            flags=StoryState().flags.update(node.on_enter.set_flags),
            node_visits=StoryState().node_visits.set(node.id, 1),
            scene_visits=StoryState().scene_visits.set(node.scene, 1),
            met_characters=(node.speaker,) if node.speaker != NARRATOR_ID else (),
            discovered_scenes=(node.scene,),
            recent=state.recent,
        )
        if ops := variable_ops(node.on_enter):
            new = new.evolve(variables=_apply_ops(new.variables, ops, events))
        if node.is_ending:
            events.append(Ended(story_id, node.id))
        return _done(new, events, ended=node.is_ending)

    def describe(self, state: StoryState, story_id: str) -> Transition:
        """At the menu: the narrator tells the player about ``story_id`` without entering it.

        The story is remembered as the one last talked about (``talked_about``), so "let's play it"
        can enter it; entering any story or exiting forgets it.
        """
        if state.mode == "story":
            return _blocked(state, f"Already playing {state.story_id!r}; exit the story first.")
        if story_id not in self._index:
            known = ", ".join(sorted(self._index)) or "none"
            return _blocked(state, f"Unknown story {said_id(story_id)}. Available stories: {known}.")
        return _done(state, [StoryDescribed(story_id)], talked_about=story_id)

    def exit(self, state: StoryState) -> Transition:
        if state.mode != "story" or state.story_id is None:
            return Transition(state, ())
        events: list[Event] = [
            StoryExited(state.story_id),
            SpeakerChanged(state.speaker, NARRATOR_ID, self._menu_speaker),
        ]
        return _done(StoryState(recent=state.recent), events)

    # ── moves ────────────────────────────────────────────────────────────────
    def advance(self, state: StoryState, action_id: str) -> Transition:
        index, refusal = self._playing(state)
        if index is None:
            return _blocked(state, refusal)
        if state.ended:
            return _blocked(state, ENDED_REFUSAL)
        assert state.node_id is not None
        assert state.story_id is not None
        plan = index.plans[state.node_id].get(action_id)
        if plan is None:
            return _blocked(state, _unknown("Action", action_id, self.available_action_ids(state)))
        if (
            plan.requires
            and (failed := first_failed(plan.requires, state.flags, state.variables)) is not None
        ):
            return _blocked(state, describe_failure(failed))
        events: list[Event] = list(plan.flag_events)
        flags, variables = state.flags, state.variables
        for name, value in plan.set_flags:
            flags = flags.set(name, value)
        variables = _apply_ops(variables, plan.variable_ops, events)
        if plan.next_id is None:
            events.append(Ended(state.story_id, state.node_id))
            return _done(state, events, flags=flags, variables=variables, ended=True)
        scene, speaker = plan.scene, plan.speaker
        scene_visits, discovered = state.scene_visits, state.discovered_scenes
        if scene != state.scene_id:
            events.append(SceneChanged(state.scene_id, scene))
            scene_visits = bump(scene_visits, scene)
            discovered = _discover(state, scene)
        met = state.met_characters
        if speaker != state.speaker:
            assert plan.speaker_info is not None
            events.append(SpeakerChanged(state.speaker, speaker, plan.speaker_info))
            if speaker != NARRATOR_ID and speaker not in met:
                met = (*met, speaker)
        if plan.ends:
            events.append(Ended(state.story_id, plan.next_id))
        return _done(
            state,
            events,
            scene_id=scene,
            node_id=plan.next_id,
            speaker=speaker,
            flags=flags,
            variables=variables,
            node_visits=bump(state.node_visits, plan.next_id),
            scene_visits=scene_visits,
            discovered_scenes=discovered,
            met_characters=met,
            ended=plan.ends,
        )

    def navigate(self, state: StoryState, scene_id: str) -> Transition:
        index, refusal = self._playing(state)
        if index is None:
            return _blocked(state, refusal)
        assert state.scene_id is not None
        edge = index.edges[state.scene_id].get(scene_id)
        if edge is None:
            here = index.story.scenes[state.scene_id].name
            if scene_id == state.scene_id:
                return _blocked(state, f"You are already at {here}.")
            reachable = ", ".join(index.edges[state.scene_id]) or "none"
            return _blocked(
                state, f"No path from {here} to {said_id(scene_id)}. Reachable from here: {reachable}."
            )
        failed = first_failed(edge.conditions, state.flags, state.variables)
        if failed is not None:
            return _blocked(state, describe_failure(failed))
        events: list[Event] = [SceneChanged(state.scene_id, scene_id)]
        return _done(
            state,
            events,
            scene_id=scene_id,
            scene_visits=bump(state.scene_visits, scene_id),
            discovered_scenes=_discover(state, scene_id),
        )

    def perform(self, state: StoryState, scene_action_id: str) -> Transition:
        index, refusal = self._playing(state)
        if index is None:
            return _blocked(state, refusal)
        assert state.scene_id is not None
        action = index.scene_actions[state.scene_id].get(scene_action_id)
        key = f"{state.scene_id}/{scene_action_id}"
        if action is None or (action.once and key in state.scene_actions_done):
            return _blocked(state, _unknown("Scene action", scene_action_id, self._scene_action_ids(state)))
        events: list[Event] = [SceneActionPerformed(action.id, action.effects or action.description)]
        return _done(state, events, scene_actions_done=bump(state.scene_actions_done, key))

    # ── queries ──────────────────────────────────────────────────────────────
    def story(self, state: StoryState) -> Story | None:
        index = self._index.get(state.story_id or "")
        return index.story if index and state.mode == "story" else None

    def current_node(self, state: StoryState) -> StorylineNode | None:
        story = self.story(state)
        return story.storylines.get(state.node_id or "") if story else None

    def current_scene(self, state: StoryState) -> Scene | None:
        story = self.story(state)
        return story.scenes.get(state.scene_id or "") if story else None

    def current_character(self, state: StoryState) -> tuple[str, Persona]:
        """The speaker's id and persona: the menu narrator in menu mode."""
        story = self.story(state)
        if story is None:
            return NARRATOR_ID, self.library.narrator
        if state.speaker == NARRATOR_ID:
            return NARRATOR_ID, story.narrator
        return state.speaker, story.characters[state.speaker]

    def node_text(self, state: StoryState) -> str:
        """The current node's text as the player reads it now (its template rendered; extension)."""
        node = self.current_node(state)
        return render(node.text, state.flags, state.variables) if node else ""

    def available_actions(self, state: StoryState) -> list[StorylineAction]:
        """Storyline actions that can be taken now (``requires`` met; none once the story ended)."""
        node = self.current_node(state)
        if node is None or state.ended:
            return []
        return [a for a in node.actions if first_failed(a.requires, state.flags, state.variables) is None]

    def available_action_ids(self, state: StoryState) -> list[str]:
        return [a.id for a in self.available_actions(state)]

    def reachable_scenes(self, state: StoryState) -> list[ReachableScene]:
        """The map edges out of the current scene (also after an ending: the map stays open)."""
        index = self._index.get(state.story_id or "")
        if index is None or state.mode != "story" or state.scene_id is None:
            return []
        return [_reachable(index.story, edge, state) for edge in index.edges[state.scene_id].values()]

    def scene_actions(self, state: StoryState) -> list[SceneAction]:
        """The current scene's actions (also after an ending), less ``once`` actions already done."""
        scene = self.current_scene(state)
        if scene is None:
            return []
        done = state.scene_actions_done
        return [a for a in scene.actions if not (a.once and f"{scene.id}/{a.id}" in done)]

    def _scene_action_ids(self, state: StoryState) -> list[str]:
        return [a.id for a in self.scene_actions(state)]

    def _playing(self, state: StoryState) -> tuple[StoryIndex | None, str]:
        if state.mode != "story":
            return None, NOT_PLAYING
        index = self._index.get(state.story_id or "")
        if index is None:
            return None, f"Unknown story {state.story_id!r}."
        return index, ""


def _reachable(story: Story, edge: MapEdge, state: StoryState) -> ReachableScene:
    failed = first_failed(edge.conditions, state.flags, state.variables)
    scene = story.scenes[edge.to]
    if failed is None:
        return ReachableScene(scene, edge.description, True)
    return ReachableScene(scene, edge.description, False, describe_failure(failed))


def _unknown(what: str, value: str, allowed: list[str]) -> str:
    names = ", ".join(allowed) if allowed else "none"
    return f"{what} {said_id(value)} is not available here. Available: {names}."


SAID_ID_CHARS = 40
"""The longest id a refusal says back: one typed longer (a pasted paragraph after ``/select``) is named by
its length instead (:func:`said_id`)."""


def said_id(value: str) -> str:
    """An id as a refusal says it back: quoted, or — longer than :data:`SAID_ID_CHARS` — only its length
    ("an id of 2,000 characters"), so a line of thousands of characters is never repeated whole."""
    return repr(value) if len(value) <= SAID_ID_CHARS else f"(an id of {len(value):,} characters)"


def _discover(state: StoryState, scene_id: str) -> tuple[str, ...]:
    """Discovered scenes after visiting ``scene_id`` (checked in the visit map, not the tuple)."""
    seen = state.discovered_scenes
    return seen if scene_id in state.scene_visits else (*seen, scene_id)


def _apply_ops(variables: Any, ops: tuple[tuple[str, bool, int], ...], events: list[Event]) -> Any:
    for name, is_set, value in ops:
        before = variables.get(name, 0)
        total = value if is_set else before + value
        variables = variables.set(name, total)
        events.append(VariableChanged(name, total - before, total))
    return variables


def _blocked(state: StoryState, reason: str) -> Transition:
    return Transition(state, (Blocked(reason),))


def _done(state: StoryState, events: list[Event], **changes: Any) -> Transition:
    """The state after ``events``: ``changes`` applied and the events appended to the recent log."""
    frozen = tuple(events)
    return Transition(state.evolve(**changes, recent=with_recent(state.recent, frozen)), frozen)

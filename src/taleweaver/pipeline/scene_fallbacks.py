"""Deterministic stand-ins for the scene-loop agents, derived from the bible's anchor.

The choice fallback steers each option toward one ending; at the last decision it searches for
effects that let every ending be reached by some path, given the choices already made. Offline text is
written to be read: a decision's question is built from the very variables its choices move (one clause per
choice, the same words as its label), character lines come from the character's goal and the intake's
themes at this place, and every line names its anchor's place so none repeats verbatim across anchors.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from taleweaver.pipeline.contracts import (
    EFFECT_LIMIT,
    HIDDEN_VARIABLES,
    DecisionPoint,
    Effects,
    HiddenState,
    HiddenVariable,
    StoryBible,
)
from taleweaver.pipeline.regions import endings_reached, final_states, select_ending
from taleweaver.pipeline.scene_contracts import (
    AudioPlan,
    Choice,
    ChoiceSet,
    MusicCue,
    Panel,
    ScenePanels,
    Shot,
    VisualPlan,
    VoiceLine,
)
from taleweaver.pipeline.semantics import NARRATOR
from taleweaver.pipeline.stage import StageOutcome

_PHRASES: dict[HiddenVariable, tuple[tuple[str, list[str]], tuple[str, list[str]]]] = {
    "courage": (
        ("Step forward despite the fear", ["I'll go first", "step forward", "face it"]),
        ("Wait and keep yourself safe", ["wait here", "stay back", "not yet"]),
    ),
    "compassion": (
        ("Stop to help the one who is struggling", ["help them", "I'll stop and help", "reach out"]),
        ("Keep your eyes on your own path", ["keep going", "not my problem", "walk on"]),
    ),
    "truth": (
        ("Say what really happened", ["tell the truth", "I'll be honest", "say it"]),
        ("Keep the secret a little longer", ["keep quiet", "say nothing", "not now"]),
    ),
    "attachment": (
        ("Hold on to what you love", ["hold on", "keep it close", "don't let go"]),
        ("Let it go, gently", ["let it go", "release it", "set it down"]),
    ),
    "self_trust": (
        ("Trust your own judgement", ["I trust myself", "my way", "follow my gut"]),
        ("Ask someone else to decide", ["you decide", "what should I do", "ask for advice"]),
    ),
}


_ASK: dict[HiddenVariable, tuple[str, str]] = {
    "courage": ("step forward despite the fear", "wait and keep yourself safe"),
    "compassion": ("stop to help the one who is struggling", "keep your eyes on your own path"),
    "truth": ("say what really happened", "keep the secret a little longer"),
    "attachment": ("hold on to what you love", "let it go, gently"),
    "self_trust": ("trust your own judgement", "ask someone else to decide"),
}
"""The question's clause for a variable moved up or down: the choice label's own words, lower-cased."""


def _moves(effects: Effects) -> list[tuple[HiddenVariable, int]]:
    """The (at most two) variables a choice moves most: what its label and its question clause name."""
    moved = sorted(effects.nonzero().items(), key=lambda item: (-abs(item[1]), item[0]))[:2]
    return [(name, amount) for name, amount in moved]  # type: ignore[misc]


def choice_clause(effects: Effects) -> str:
    """What choosing ``effects`` means, in the words of its label: "hold on to what you love and …"."""
    return " and ".join(_ASK[name][0 if amount > 0 else 1] for name, amount in _moves(effects))


def decision_question(location: str, options: Sequence[Effects]) -> str:
    """The decision's question from the choices' own variables: one clause per choice, in order."""
    clauses = [choice_clause(effects) for effects in options]
    body = clauses[0] if len(clauses) == 1 else ", ".join(clauses[:-1]) + f", or {clauses[-1]}"
    question = f"Here at {location}, do you {body}?"
    return question if len(question) <= 200 else f"Do you {body}?"[:200]


def _direction(bible: StoryBible, ending_index: int) -> Effects:
    """A one-step push toward an ending: +1 per at_least bound, -1 per at_most bound."""
    push: dict[str, int] = {}
    for bound in bible.endings[ending_index].conditions:
        push[bound.variable] = 1 if bound.op == "at_least" else -1
    return Effects(**push) if push else Effects(**{HIDDEN_VARIABLES[ending_index]: 1})


def _choice(decision_id: str, effects: Effects, next_anchor: str, taken: set[str], place: str) -> Choice:
    """A choice phrased from the variables it moves most (at most two)."""
    moves = _moves(effects)
    phrases = [_PHRASES[name][0 if amount > 0 else 1] for name, amount in moves]
    label = phrases[0][0] + "".join(f", and {phrase[0][0].lower()}{phrase[0][1:]}" for phrase in phrases[1:])
    examples = [example for phrase in phrases for example in phrase[1]][:5]
    base = decision_id.lower() + "".join(f"_{name}_{'up' if n > 0 else 'down'}" for name, n in moves)
    choice_id, suffix = base, 2
    while choice_id in taken:
        choice_id, suffix = f"{base}_{suffix}", suffix + 1
    taken.add(choice_id)
    moved = ", ".join(
        f"{name.replace('_', '-')} {'grows' if n > 0 else 'fades'}" for name, n in effects.nonzero().items()
    )
    return Choice(
        id=choice_id,
        label=label,
        outcome=f"At {place} you {choice_clause(effects)}; something in you shifts: {moved}."[:300],
        examples=examples,
        effects=effects,
        leads_to=next_anchor,
    )


def fallback_choices(bible: StoryBible, anchor_id: str, earlier: Sequence[ChoiceSet]) -> ChoiceSet:
    decision = bible.decision_at(anchor_id)
    if decision is None:
        raise ValueError(f"{anchor_id} holds no decision point")
    if decision.id == bible.decision_points[-1].id:
        options = covering_effects(bible, [[c.effects for c in cs.choices] for cs in earlier])
    else:
        options = []
        for index in range(len(bible.endings) - 1):
            effects = _direction(bible, index)
            if effects.nonzero() and effects not in options:
                options.append(effects)
        options = options[:3] or [Effects(courage=1), Effects(compassion=1)]
        if len(options) < 2:
            options.append(Effects(**{n: -v for n, v in options[0].nonzero().items()}))
    taken = {choice.id for choice_set in earlier for choice in choice_set.choices}
    next_anchor = bible.next_anchor(anchor_id) or anchor_id
    return ChoiceSet(
        anchor_id=anchor_id,
        decision_id=decision.id,
        choices=[
            _choice(decision.id, effects, next_anchor, taken, bible.anchor(anchor_id).location)
            for effects in options
        ],
    )


def covering_effects(bible: StoryBible, earlier: Sequence[Sequence[Effects]]) -> list[Effects]:
    """2–3 distinct effects for the last decision that together let every ending be reached
    (greedy cover over candidate effects on the variables the endings test)."""
    starts = final_states(bible.initial_state, earlier) if earlier else {bible.initial_state}
    tested = sorted({b.variable for e in bible.endings for b in e.conditions}) or ["courage"]
    steps = range(-EFFECT_LIMIT, EFFECT_LIMIT + 1)
    candidates = [
        Effects(**dict(zip(tested, amounts, strict=True)))
        for amounts in sorted(product(steps, repeat=len(tested)), key=lambda a: (sum(map(abs, a)), a))
        if any(amounts)
    ]
    reach = {id(c): _reached(bible, starts, c) for c in candidates}
    chosen: list[Effects] = []
    uncovered = {ending.id for ending in bible.endings}
    while uncovered and len(chosen) < 3:
        best = max(candidates, key=lambda c: len(reach[id(c)] & uncovered))
        if not reach[id(best)] & uncovered:
            break
        chosen.append(best)
        uncovered -= reach[id(best)]
    for candidate in candidates:
        if len(chosen) >= 2:
            break
        if candidate not in chosen:
            chosen.append(candidate)
    return chosen


def _reached(bible: StoryBible, starts: set[HiddenState], effects: Effects) -> set[str]:
    return {select_ending(bible.endings, start.plus(effects)).id for start in starts}


def coverage(bible: StoryBible, decisions: Sequence[ChoiceSet]) -> dict[str, int]:
    """Paths reaching each ending, for reports and tests."""
    effects = [[choice.effects for choice in choice_set.choices] for choice_set in decisions]
    return endings_reached(bible.endings, final_states(bible.initial_state, effects))


_COMPANION_LINES = (
    "So this is {place}. I'm {name}, and what I want is simple: {goal}",
    "Nobody crosses {place} unchanged. Whatever you decide about {theme}, I'll be beside you.",
    "{place} is so quiet I can almost hear you thinking about {theme}. Say it out loud, if it helps.",
    "Hold on to me! All of {place} is coming apart, and I can't get through this without you.",
    "Look how far you've come to reach {place}. Does the {feeling} weigh the same as it did?",
)
_GUARDIAN_LINES = (
    "Few travellers reach {place}. I am {name}. What do you hope to find here?",
    "At {place} every step costs something. Are you ready to pay it for {theme}?",
    "You carry {feeling} the way a lantern carries its flame. Here at {place}, tell me: what has {theme} "
    "cost you?",
    "Even at {place}, in all this noise, I am watching what you do. My task: {goal}",
    "{place} remembers everyone who passes. It will remember that you came looking for {theme}.",
)


def _line(template: str, **words: str) -> str:
    text = template.format(**words)
    text = text[0].upper() + text[1:]
    return text if len(text) <= 320 else text[:319].rsplit(" ", 1)[0] + "…"


def fallback_panels(
    bible: StoryBible, anchor_id: str, themes: Sequence[str] = (), feelings: Sequence[str] = ()
) -> ScenePanels:
    """The anchor's summary, a line from each character present (from their goal and the intake's
    themes at this place), and the decision's question (or a closing line)."""
    anchor = bible.anchor(anchor_id)
    index = [str(a.id) for a in bible.anchors].index(anchor_id)
    panels = [Panel(kind="narration", speaker=NARRATOR, text=anchor.summary)]
    theme = themes[index % len(themes)] if themes else "the way ahead"
    for character in (c for c in bible.characters if c.id in anchor.characters):
        role = [c.id for c in bible.characters].index(character.id) % 2
        lines = _GUARDIAN_LINES if role else _COMPANION_LINES
        goal = character.goal[:1].lower() + character.goal[1:]
        words = {"place": anchor.location, "name": character.name, "goal": goal, "theme": theme}
        words["feeling"] = feelings[0] if feelings else "what you carry"
        panels.append(Panel(kind="dialogue", speaker=character.id, text=_line(lines[index % 5], **words)))
    decision = bible.decision_at(anchor_id)
    closing = (
        decision.question if decision else f"The path ends at {anchor.location}, and it begins to answer you."
    )
    panels.append(Panel(kind="narration", speaker=NARRATOR, text=closing))
    return ScenePanels(anchor_id=anchor_id, panels=panels[:6])


def fallback_visual(bible: StoryBible, anchor_id: str, panel_count: int) -> VisualPlan:
    anchor = bible.anchor(anchor_id)
    return VisualPlan(
        anchor_id=anchor_id,
        image_prompt=f"{anchor.location}, {bible.setting} {anchor.summary}"[:320],
        style="soft storybook illustration",
        shots=[Shot(panel=index, camera="static", duration_s=4.0) for index in range(min(panel_count, 6))],
    )


def fallback_audio(bible: StoryBible, anchor_id: str, panels: ScenePanels, mood: str) -> AudioPlan:
    voices = {character.id: character.voice for character in bible.characters}
    return AudioPlan(
        anchor_id=anchor_id,
        lines=[
            VoiceLine(
                panel=index, voice=voices.get(panel.speaker, bible.narrator.voice), delivery="calm, unhurried"
            )
            for index, panel in enumerate(panels.panels[:6])
        ],
        music=MusicCue(mood=mood, tempo_bpm=72, instruments=["ambient pad"]),
    )


def asked(
    location: str,
    decision: DecisionPoint | None,
    choices: StageOutcome[ChoiceSet] | None,
    panels: StageOutcome[ScenePanels],
) -> tuple[str | None, list[Panel]]:
    """The decision's question and the scene's panels, kept consistent with the choices offered.

    When the choices are fallback content, the question is rebuilt from their variables; when the panels
    are fallback content too, their closing line is that question (a model's own wording is kept).
    """
    lines = list(panels.value.panels)
    if decision is None:
        return None, lines
    question = decision.question
    if choices is not None and choices.source == "fallback":
        question = decision_question(location, [c.effects for c in choices.value.choices])
        if panels.source == "fallback" and lines:
            lines[-1] = lines[-1].model_copy(update={"text": question})
    return question, lines

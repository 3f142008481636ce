"""Deterministic stand-ins for the Emotional Cartographer and the Story Architect.

Same intake, same result: a keyword reading of the intake and a story bible built from templates
seeded by a hash of it. Used when no model is configured or a model's retries run out, so the pipeline
always completes; every consumer marks these as ``fallback`` content.
"""

from __future__ import annotations

import hashlib
import random
import re

from taleweaver.pipeline.story.choice_words import decision_question
from taleweaver.pipeline.story.contracts import (
    ANCHOR_IDS,
    DECISION_IDS,
    Anchor,
    BibleCharacter,
    BiblePersona,
    Bound,
    DecisionPoint,
    Effects,
    EmotionalMap,
    Ending,
    Feeling,
    HiddenVariable,
    StoryBible,
    VoicePreset,
)

# keyword → (feeling, theme, need, hidden variable it points at)
_LEXICON: dict[str, tuple[str, str, str, HiddenVariable]] = {
    "afraid": ("fear", "facing the unknown", "courage to take a first step", "courage"),
    "scared": ("fear", "facing the unknown", "courage to take a first step", "courage"),
    "anxious": ("anxiety", "uncertainty", "a steady place to stand", "courage"),
    "nervous": ("anxiety", "uncertainty", "a steady place to stand", "courage"),
    "worried": ("worry", "uncertainty", "reassurance", "courage"),
    "lonely": ("loneliness", "belonging", "connection", "attachment"),
    "alone": ("loneliness", "belonging", "connection", "attachment"),
    "miss": ("longing", "letting go", "comfort", "attachment"),
    "sad": ("sadness", "letting go", "comfort", "attachment"),
    "grief": ("grief", "loss", "comfort", "attachment"),
    "lost": ("grief", "loss", "a way forward", "attachment"),
    "angry": ("anger", "fairness", "to be heard", "truth"),
    "frustrated": ("frustration", "fairness", "to be heard", "truth"),
    "guilty": ("guilt", "honesty", "forgiveness", "truth"),
    "ashamed": ("shame", "honesty", "forgiveness", "truth"),
    "lied": ("guilt", "honesty", "forgiveness", "truth"),
    "doubt": ("doubt", "choosing your own way", "trust in yourself", "self_trust"),
    "unsure": ("doubt", "choosing your own way", "trust in yourself", "self_trust"),
    "stuck": ("restlessness", "change", "trust in yourself", "self_trust"),
    "confused": ("confusion", "choosing your own way", "clarity", "self_trust"),
    "tired": ("exhaustion", "rest", "gentleness", "compassion"),
    "hurt": ("hurt", "kindness", "gentleness", "compassion"),
    "care": ("tenderness", "kindness", "someone to care for", "compassion"),
    "hope": ("hope", "new beginnings", "a sign that it can get better", "courage"),
    "excited": ("excitement", "adventure", "something to explore", "courage"),
    "happy": ("joy", "celebration", "to share it", "compassion"),
}
_INTENSIFIERS = ("very", "so ", "really", "extremely", "completely", "!")
_DEFAULT_FOCUS: tuple[HiddenVariable, HiddenVariable] = ("self_trust", "courage")


def fallback_emotional_map(intake: str, clarification_answer: str | None = None) -> EmotionalMap:
    """A keyword reading of the intake; confidence grows with how much it recognised."""
    text = f"{intake} {clarification_answer or ''}".lower()
    words = set(re.findall(r"[a-z']+", text))
    hits = [entry for key, entry in _LEXICON.items() if key in words]
    intensity = min(5, 3 + sum(text.count(mark) for mark in _INTENSIFIERS))
    feelings = list(dict.fromkeys(hit[0] for hit in hits))[:4] or ["uncertainty"]
    themes = list(dict.fromkeys(hit[1] for hit in hits))[:4] or ["finding your way"]
    needs = list(dict.fromkeys(hit[2] for hit in hits))[:3] or ["a gentle adventure"]
    focus = list(dict.fromkeys(hit[3] for hit in hits))
    focus += [name for name in _DEFAULT_FOCUS if name not in focus]
    confidence = min(0.9, 0.3 + 0.2 * len(feelings if hits else []))
    if len(words) < 4:
        confidence = min(confidence, 0.3)
    return EmotionalMap(
        summary=f"You seem to be carrying {', '.join(feelings)}, and looking for {needs[0]}.",
        feelings=[Feeling(name=name, intensity=intensity) for name in feelings],
        themes=themes,
        needs=needs,
        focus=focus[:2],
        confidence=round(confidence, 2),
        clarifying_question="What is weighing on you most right now, and what would feel like relief?",
    )


# setting name, description, narrator (name, voice), companion, guardian, five locations
_Voiced = tuple[str, VoicePreset]
_WORLDS: tuple[tuple[str, str, _Voiced, _Voiced, _Voiced, tuple[str, ...]], ...] = (
    (
        "Lantern Harbour",
        "A fishing town where every window keeps a lantern lit for someone still at sea.",
        ("The Harbour Keeper", "sage"),
        ("Mira", "coral"),
        ("Old Tomas", "cedar"),
        ("the quay at dusk", "the fog bank", "the lighthouse stair", "the storm wall", "the morning beach"),
    ),
    (
        "The Quiet Forest",
        "An old forest where the paths move when no one is looking and the trees remember names.",
        ("The Forest Voice", "ballad"),
        ("Wren", "shimmer"),
        ("The Stag Warden", "ash"),
        (
            "the forest edge",
            "the whispering hollow",
            "the fallen oak",
            "the dark thicket",
            "the sunlit clearing",
        ),
    ),
    (
        "The Glass City",
        "A city of mirrors and rooftops where people trade secrets for light.",
        ("The City Chronicler", "verse"),
        ("Juno", "marin"),
        ("The Clockmaker", "echo"),
        (
            "the rooftop garden",
            "the mirror market",
            "the clock tower",
            "the flooded arcade",
            "the dawn bridge",
        ),
    ),
    (
        "The Salt Road",
        "A caravan road across a white desert, marked by cairns that travellers leave for each other.",
        ("The Caravan Singer", "alloy"),
        ("Idris", "ash"),
        ("Grandmother Sela", "sage"),
        ("the last well", "the cairn field", "the ruined inn", "the sandstorm", "the far oasis"),
    ),
)
_BEATS = (
    ("The Threshold", "You arrive at {place}, carrying {feeling}. {companion} is waiting, as if expected."),
    ("The Crossing", "The way into {place} asks something of you; {companion} watches what you do."),
    ("The Mirror", "At {place}, {guardian} shows you what {theme} has cost you so far."),
    ("The Storm", "At {place} everything you carried comes loose at once, and {companion} needs you."),
    ("The Return", "At {place} the journey gathers itself; what you chose begins to show."),
)


def fallback_bible(intake: str, emotional_map: EmotionalMap) -> StoryBible:
    """A complete, valid bible from templates; endings split on the map's two focus variables."""
    seed = int.from_bytes(hashlib.sha256(intake.encode("utf-8")).digest()[:8], "big")
    rng = random.Random(seed)
    name, description, narrator, companion, guardian, places = rng.choice(_WORLDS)
    first: HiddenVariable = emotional_map.focus[0]
    second: HiddenVariable = next(v for v in (*emotional_map.focus[1:], *_DEFAULT_FOCUS) if v != first)
    feeling, theme, need = emotional_map.feelings[0].name, emotional_map.themes[0], emotional_map.needs[0]
    cast = [
        BibleCharacter(
            id=companion[0].lower().replace(" ", "_"),
            name=companion[0],
            description=f"A traveller of {name} who seems to know the way, and not to mind the company.",
            voice=companion[1],
            voice_tone="Warm, curious, quick to laugh.",
            goal=f"Help you find {need}.",
        ),
        BibleCharacter(
            id=re.sub(r"[^a-z]+", "_", guardian[0].lower()).strip("_"),
            name=guardian[0],
            description=f"An old guardian of {name} who answers questions with questions.",
            voice=guardian[1],
            voice_tone="Slow, low, patient.",
            goal=f"Test whether you are ready to face {theme}.",
        ),
    ]
    words = {"feeling": feeling, "theme": theme, "companion": cast[0].name, "guardian": cast[1].name}
    anchors = [
        Anchor(
            id=anchor_id,
            title=title,
            location=place,
            summary=summary.format(place=place, **words),
            characters=[cast[0].id] if index != 2 else [cast[1].id],
        )
        for index, (anchor_id, (title, summary), place) in enumerate(
            zip(ANCHOR_IDS, _BEATS, places, strict=True)
        )
    ]
    # The fallback choices move these variables (one push per ending region), so the questions ask about them;
    # the last decision's choices are recomputed to cover every ending, and its question with them.
    planned = [Effects(**{first: 1, second: 1}), Effects(**{first: 1}), Effects(**{second: 1})]
    decisions = [
        DecisionPoint(
            id=decision_id,
            anchor=ANCHOR_IDS[index],
            question=decision_question(places[index], planned),
        )
        for index, decision_id in enumerate(DECISION_IDS)
    ]
    label = {name: name.replace("_", "-") for name in (first, second)}
    endings = [
        Ending(
            id="E1",
            title="Both Hands Open",
            summary=f"With {label[first]} and {label[second]} together, you find {need}, and keep it.",
            conditions=[_at_least(first), _at_least(second)],
        ),
        Ending(
            id="E2",
            title="The Bold Road",
            summary=f"Your {label[first]} carries you through; {theme} is behind you, not fully healed.",
            conditions=[_at_least(first)],
        ),
        Ending(
            id="E3",
            title="The Gentle Road",
            summary=f"Your {label[second]} opens a quieter door; you leave {name} lighter than you came.",
            conditions=[_at_least(second)],
        ),
        Ending(
            id="E4",
            title="Another Dawn",
            summary=f"The journey ends where it began, but you know now that {need} is possible.",
        ),
    ]
    return StoryBible(
        title=f"{_TITLES[seed % len(_TITLES)]} {name}",
        premise=f"Carrying {feeling}, you travel through {name} looking for {need}.",
        setting=description,
        narrator=BiblePersona(
            name=narrator[0],
            description=f"The one who has told the stories of {name} for longer than anyone remembers.",
            voice=narrator[1],
            voice_tone="Calm, kind, unhurried.",
        ),
        characters=cast,
        anchors=anchors,
        decision_points=decisions,
        endings=endings,
    )


_TITLES = ("A Night in", "Lanterns for", "The Long Way Through", "What Waits in")
ENDING_THRESHOLD = 2


def _at_least(variable: HiddenVariable) -> Bound:
    return Bound(variable=variable, op="at_least", value=ENDING_THRESHOLD)

"""The words a decision is asked in: a choice's label and examples and the question's clause for it,
from the (at most two) hidden variables the choice moves most.

Shared by the bible fallback (its decision questions) and the choice fallback (labels, and the
question rebuilt from the choices actually offered), so a question always names its choices' own words.
"""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.pipeline.story.contracts import Effects, HiddenVariable

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


def moves(effects: Effects) -> list[tuple[HiddenVariable, int]]:
    """The (at most two) variables a choice moves most: what its label and its question clause name."""
    moved = sorted(effects.nonzero().items(), key=lambda item: (-abs(item[1]), item[0]))[:2]
    return [(name, amount) for name, amount in moved]  # type: ignore[misc]


def choice_clause(effects: Effects) -> str:
    """What choosing ``effects`` means, in the words of its label: "hold on to what you love and …"."""
    return " and ".join(_ASK[name][0 if amount > 0 else 1] for name, amount in moves(effects))


def decision_question(location: str, options: Sequence[Effects]) -> str:
    """The decision's question from the choices' own variables: one clause per choice, in order."""
    clauses = [choice_clause(effects) for effects in options]
    body = clauses[0] if len(clauses) == 1 else ", ".join(clauses[:-1]) + f", or {clauses[-1]}"
    question = f"Here at {location}, do you {body}?"
    return question if len(question) <= 200 else f"Do you {body}?"[:200]


def choice_label(effects: Effects) -> tuple[str, list[str]]:
    """The label of a choice moving ``effects`` ("Step forward despite the fear, and …") and up to five
    ways a player might say it."""
    phrases = [_PHRASES[name][0 if amount > 0 else 1] for name, amount in moves(effects)]
    label = phrases[0][0] + "".join(f", and {phrase[0][0].lower()}{phrase[0][1:]}" for phrase in phrases[1:])
    return label, [example for phrase in phrases for example in phrase[1]][:5]

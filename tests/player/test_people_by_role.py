"""The player names a story's people by what they do, and the session matches the person the options name."""

from __future__ import annotations

from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.player.intent_eval import engine_for
from taleweaver.player.refusal_eval import state_at
from taleweaver.player.session import PlaySession


def test_a_character_said_by_role_is_the_option_naming_them(minilm: MiniLMEncoder) -> None:
    # observatory's Theo Marsh is "A reporter from the Coast Herald…"; the option says "Theo"
    engine = engine_for("observatory")
    session = PlaySession(
        engine, matcher=IntentMatcher(minilm), state=state_at(engine, "observatory", "hallvard_agrees")
    )
    events = [
        e.model_dump(mode="json") for e in session.handle("first I need to sort out the reporter").events
    ]
    assert {"type": "chosen", "id": "deal_theo"}.items() <= next(
        e for e in events if e["type"] == "chosen"
    ).items()

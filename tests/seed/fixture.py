"""Seed 000's test fixtures (``packages/story-engine/tests/fixtures``), written by the tests into a folder.

The JSON below is the seed's, field for field: the menu narrator and ``story_test`` (Sparrow in the Rusty
Anchor Tavern, the harbor, and the old docks behind a ``trust_sparrow`` gate).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

NARRATOR: dict[str, Any] = {
    "name": "The Narrator",
    "description": "A cheerful storyteller",
    "introduction": "Welcome adventurer!",
    "background": "An entity who guides players through stories.",
    "goal": "Help the player pick a story.",
    "voice": "cedar",
    "voice_tone": "Warm, enthusiastic, brief.",
}

SPARROW: dict[str, Any] = {
    "name": "Sparrow",
    "description": "A ruthless pirate captain.",
    "introduction": "Captain Sparrow at your service.",
    "background": "Notorious pirate of the seven seas.",
    "goal": "Amass wealth through piracy.",
    "voice": "ash",
    "voice_tone": "Deep, raspy, threatening but conversational.",
}

TAVERN: dict[str, Any] = {
    "name": "The Rusty Anchor Tavern",
    "description": "A dimly lit tavern, thick with pipe smoke.",
    "actions": [
        {
            "id": "examine_memorabilia",
            "description": "examine the nautical memorabilia",
            "effects": "the user examines old maps and rusted cutlasses on the walls.",
        }
    ],
    "characters_present": ["Sparrow"],
    "picture": "tavern.png",
}

HARBOR: dict[str, Any] = {
    "name": "Port Royal Harbor",
    "description": "A bustling harbor smelling of salt and tar.",
    "actions": [],
    "characters_present": [],
}

DOCKS: dict[str, Any] = {
    "name": "Old Docks",
    "description": "Splintered planks and shadowy crates.",
    "actions": [],
    "characters_present": [],
}

MEET_SPARROW: dict[str, Any] = {
    "id": "meet_sparrow",
    "scene": "tavern",
    "type": "dialogue",
    "speaker": "Sparrow",
    "text": "Captain Sparrow at your service. Friend or foe?",
    "actions": [
        {
            "id": "greet_respectfully",
            "next": "friendly_response",
            "effects": {"set_flags": {"trust_sparrow": True}},
            "description": "Show respect to the captain",
        },
        {
            "id": "mock_sparrow",
            "next": "hostile_response",
            "effects": {"set_flags": {"trust_sparrow": False}},
            "description": "Mock the so-called captain",
        },
    ],
}

FRIENDLY_RESPONSE: dict[str, Any] = {
    "id": "friendly_response",
    "scene": "tavern",
    "type": "dialogue",
    "speaker": "Sparrow",
    "text": "Aye, that's the spirit!",
    "actions": [],
}

HOSTILE_RESPONSE: dict[str, Any] = {
    "id": "hostile_response",
    "scene": "tavern",
    "type": "dialogue",
    "speaker": "Sparrow",
    "text": "Bold of you, scallywag!",
    "actions": [],
}

MANIFEST: dict[str, Any] = {
    "id": "story_test",
    "title": "Test Story",
    "description": "A short test story.",
    "languages": ["en"],
    "entry_point": "storylines/chapter1/meet_sparrow.json",
    "narrator": {
        "name": "Test Narrator",
        "description": "story-specific narrator",
        "introduction": "Ahoy!",
        "background": "Pirate storyteller.",
        "goal": "Tell the pirate tale.",
        "voice": "ballad",
        "voice_tone": "Salty and brief.",
    },
}

MAP: list[dict[str, Any]] = [
    {"from": "tavern", "to": "harbor", "description": "Head to the harbor"},
    {"from": "harbor", "to": "tavern", "description": "Return to the tavern"},
    {
        "from": "tavern",
        "to": "docks",
        "description": "Sneak to the docks",
        "conditions": [
            {
                "type": "requires_flag",
                "flag": "trust_sparrow",
                "condition_failed": "You don't trust him enough to follow yet.",
            }
        ],
    },
]

FLAGS: list[str] = ["trust_sparrow", "found_treasure"]

FILES: dict[str, Any] = {
    "narrator/narrator.json": NARRATOR,
    "story_test/manifest.json": MANIFEST,
    "story_test/map.json": MAP,
    "story_test/flags.json": FLAGS,
    "story_test/characters/sparrow.json": SPARROW,
    "story_test/scenes/tavern.json": TAVERN,
    "story_test/scenes/harbor.json": HARBOR,
    "story_test/scenes/docks.json": DOCKS,
    "story_test/storylines/chapter1/meet_sparrow.json": MEET_SPARROW,
    "story_test/storylines/chapter1/friendly_response.json": FRIENDLY_RESPONSE,
    "story_test/storylines/chapter1/hostile_response.json": HOSTILE_RESPONSE,
}


def write_fixtures(root: Path) -> Path:
    """Write the seed's ``fixtures/`` folder under ``root``; returns it (a content root)."""
    fixtures = root / "fixtures"
    for relative, data in FILES.items():
        path = fixtures / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return fixtures

"""The calibration set of the intent matcher: what a player types at three points of a story.

The default thresholds were calibrated on it (tests/intent/test_calibration.py); ``taleweaver bench intent``
prints its figures.

Candidates are built the way the player builds them: a storyline action offers its description and examples,
a reachable scene its map edge description and the scene name, a scene action its description. Utterances are
written as players phrase things (not copies of the examples). ``SHOULD_NOT_MATCH`` holds off-topic chat and
inputs that fit two options equally well: the matcher must ask, not act.
"""

from __future__ import annotations

from dataclasses import dataclass

from taleweaver.intent import IntentCandidate

SCENES = {
    "tavern": "The Rusty Anchor",
    "harbor": "The Harbor",
    "market": "Market Square",
    "lighthouse": "The Old Lighthouse",
}


@dataclass(frozen=True)
class Turn:
    """The options at one storyline node: its actions, the map edges out of its scene, its scene actions."""

    node: str
    actions: tuple[tuple[str, str, tuple[str, ...]], ...]  # (id, description, examples)
    edges: tuple[tuple[str, str], ...]  # (scene id, edge description)
    scene_actions: tuple[tuple[str, str], ...]  # (id, description)

    def candidates(self) -> list[IntentCandidate]:
        out = [
            IntentCandidate(key=f"do:{action_id}", label=description, texts=(description, *examples))
            for action_id, description, examples in self.actions
        ]
        out += [
            IntentCandidate(key=f"go:{scene}", label=description, texts=(description, SCENES[scene]))
            for scene, description in self.edges
        ]
        out += [
            IntentCandidate(key=f"act:{action_id}", label=description, texts=(description,))
            for action_id, description in self.scene_actions
        ]
        return out


TURNS = {
    "meet_captain": Turn(
        node="meet_captain",
        actions=(
            (
                "greet_captain",
                "Greet the captain respectfully",
                (
                    "nice to meet you, captain",
                    "hello captain, I come as a friend",
                    "bow and introduce myself",
                ),
            ),
            (
                "accuse_captain",
                "Accuse the captain of stealing the lantern",
                ("you stole the lantern, didn't you", "I know you're the thief", "admit that you took it"),
            ),
            (
                "ask_about_map",
                "Ask about the old map on the table",
                (
                    "what's that map?",
                    "tell me about the chart",
                    "where does that map lead",
                    "can I see the map",
                ),
            ),
        ),
        edges=(
            ("harbor", "Head down to the harbor"),
            ("market", "Walk out into the market square"),
            ("lighthouse", "Take the cliff path to the lighthouse"),
        ),
        scene_actions=(
            ("examine_fireplace", "look into the fireplace"),
            ("listen_gossip", "listen to the gossip at the bar"),
            ("order_drink", "order a drink from the barkeep"),
        ),
    ),
    "harbor_guard": Turn(
        node="harbor_guard",
        actions=(
            (
                "bribe_guard",
                "Bribe the harbor guard with a silver coin",
                ("here's a coin for your trouble", "slip him some money", "pay the guard to look away"),
            ),
            (
                "sneak_past",
                "Sneak past the guard in the shadows",
                ("creep by quietly", "stay hidden and slip past him", "sneak onto the pier"),
            ),
            (
                "ask_guard",
                "Ask the guard about the missing ship",
                ("have you seen the Gull?", "what happened to the ship", "where did the ship go"),
            ),
        ),
        edges=(
            ("tavern", "Go back to the tavern"),
            ("lighthouse", "Row a boat out to the lighthouse"),
        ),
        scene_actions=(
            ("watch_ships", "watch the ships in the bay"),
            ("check_nets", "inspect the fishing nets"),
        ),
    ),
    "lighthouse_top": Turn(
        node="lighthouse_top",
        actions=(
            (
                "light_lamp",
                "Light the great lamp to signal the fleet",
                ("light it up", "signal the ships", "set the lamp burning"),
            ),
            (
                "smash_lamp",
                "Smash the lamp so the smugglers sail blind",
                ("break the lamp", "wreck the light", "shatter the glass"),
            ),
            (
                "read_logbook",
                "Read the keeper's logbook",
                ("open the logbook", "what does the journal say", "read the keeper's notes"),
            ),
        ),
        edges=(("harbor", "Climb down and row back to the harbor"),),
        scene_actions=(
            ("gaze_sea", "gaze out over the dark sea"),
            ("count_steps", "count the steps of the spiral stair"),
        ),
    ),
}

# (turn, utterance, expected key) — phrasings a player might type, not copies of the authored examples.
SHOULD_MATCH: tuple[tuple[str, str, str], ...] = (
    ("meet_captain", "good evening captain, pleased to meet you", "do:greet_captain"),
    ("meet_captain", "I salute the captain", "do:greet_captain"),
    ("meet_captain", "you're the one who stole the lantern", "do:accuse_captain"),
    ("meet_captain", "thief! give back the lantern", "do:accuse_captain"),
    ("meet_captain", "what is that map on the table?", "do:ask_about_map"),
    ("meet_captain", "show me the chart", "do:ask_about_map"),
    ("meet_captain", "let's go to the harbor", "go:harbor"),
    ("meet_captain", "I walk to the docks", "go:harbor"),
    ("meet_captain", "visit the market", "go:market"),
    ("meet_captain", "climb up to the lighthouse", "go:lighthouse"),
    ("meet_captain", "warm my hands by the fire", "act:examine_fireplace"),
    ("meet_captain", "eavesdrop on the people at the bar", "act:listen_gossip"),
    ("meet_captain", "I'd like a pint of ale", "act:order_drink"),
    ("meet_captain", "I'm thirsty, barkeep!", "act:order_drink"),
    ("meet_captain", "hello there, captain", "do:greet_captain"),
    ("meet_captain", "I know you took it, confess!", "do:accuse_captain"),
    ("meet_captain", "where does this map go?", "do:ask_about_map"),
    ("meet_captain", "I'll go shopping at the market", "go:market"),
    ("harbor_guard", "offer the guard some money", "do:bribe_guard"),
    ("harbor_guard", "sneak past him quietly", "do:sneak_past"),
    ("harbor_guard", "ask him where the missing ship went", "do:ask_guard"),
    ("harbor_guard", "head back to the tavern", "go:tavern"),
    ("harbor_guard", "take a boat to the lighthouse", "go:lighthouse"),
    ("harbor_guard", "look at the boats in the bay", "act:watch_ships"),
    ("harbor_guard", "check the nets", "act:check_nets"),
    ("harbor_guard", "bribe him", "do:bribe_guard"),
    ("harbor_guard", "tiptoe past the guard", "do:sneak_past"),
    ("harbor_guard", "what happened to the Gull?", "do:ask_guard"),
    ("harbor_guard", "return to the Rusty Anchor", "go:tavern"),
    ("lighthouse_top", "light the lamp", "do:light_lamp"),
    ("lighthouse_top", "signal the fleet with the light", "do:light_lamp"),
    ("lighthouse_top", "smash it to pieces", "do:smash_lamp"),
    ("lighthouse_top", "read the logbook", "do:read_logbook"),
    ("lighthouse_top", "go back down to the harbor", "go:harbor"),
    ("lighthouse_top", "stare out at the ocean", "act:gaze_sea"),
    ("lighthouse_top", "read the journal", "do:read_logbook"),
    ("lighthouse_top", "destroy the lamp", "do:smash_lamp"),
    ("lighthouse_top", "set the lamp alight to warn the ships", "do:light_lamp"),
    ("lighthouse_top", "how many steps are on this staircase?", "act:count_steps"),
    ("lighthouse_top", "leave the lighthouse", "go:harbor"),
)

# (turn, utterance) — the matcher must clarify: nothing fits, or two options fit equally.
SHOULD_NOT_MATCH: tuple[tuple[str, str], ...] = (
    ("meet_captain", "what's the weather like in Paris?"),
    ("meet_captain", "tell me a joke"),
    ("meet_captain", "asdf qwerty"),
    ("meet_captain", "how do I install python"),
    ("meet_captain", "go somewhere"),
    ("meet_captain", "what's your favourite colour?"),
    ("harbor_guard", "I like turtles"),
    ("harbor_guard", "deal with the guard"),
    ("harbor_guard", "what time is it"),
    ("harbor_guard", "I want to leave"),
    ("harbor_guard", "the guard"),
    ("lighthouse_top", "do something with the lamp"),
    ("lighthouse_top", "my cat is sleeping"),
    ("lighthouse_top", "ok"),
    ("lighthouse_top", "blow out the lamp"),
    ("lighthouse_top", "hmm, let me think"),
)

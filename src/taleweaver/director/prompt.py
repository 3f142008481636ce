"""System prompts for the model, ordered for cache reuse: stable text first, per-turn state last.

``stable_prompt`` (rules, persona, story) changes only when the speaker or the story changes, so a
backend's prefix cache is reused across turns; ``turn_state`` (scene, scripted line, options, flags)
rides in the player's message whenever it changed, and exactly one copy of it is ever in the
conversation (see :class:`~taleweaver.director.director.Director`).
"""

from __future__ import annotations

from taleweaver.content.models import Persona
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState

CONVERSATION_RULES = """# Conversation rules
- This is a spoken conversation. Keep replies short and warm: one to three sentences.
- No markdown, lists, asterisks or emojis. Speak as if to a real person."""

MENU_RULES = """# Menu rules
- The player is choosing a story. Describe the stories briefly and help them decide.
- When the player asks about a story ("tell me about…", "what is it about?"), call `describe_story` with
  its id and tell them about it in a sentence or two. Do not start it.
- When the player clearly picks a story, call `select_story` with its id. "Let's play it" or "that one"
  means the story last talked about. Never invent a story; if they name one that is not listed, say
  which stories there are."""

STORY_RULES = """# Story rules
- You voice one character. Stay in character at all times.
- Speak the SCRIPTED LINE in your own voice. You may paraphrase, but never invent new plot.
- Never advance the plot without calling `advance_storyline` with one of the AVAILABLE ACTION ids.
- When the player clearly chooses one of the available actions, call `advance_storyline` at once.
- When the player just chats, answer in character without calling a tool.
- When the player is lost or asks what they can do, call `request_options`.
- When the player wants to go to another place, call `navigate_scene` with a reachable scene id.
- When the player does something atmospheric listed under SCENE ACTIONS, call `perform_scene_action`.
- When the player wants to stop or go back to the menu, call `exit_story`.
- A tool result that starts with "Cannot do that" means nothing happened; tell the player in character."""


def _persona(p: Persona) -> str:
    """Who the model voices: name and description, then each seed persona field the author wrote."""
    sections = [f"# You are\nName: {p.name}\nDescription: {p.description}"]
    for title, text in (
        ("Voice tone", p.voice_tone),
        ("Background", p.background),
        ("Goal", p.goal),
        ("How you introduce yourself", p.introduction),
    ):
        if text.strip():
            sections.append(f"# {title}\n{text.strip()}")
    return "\n\n".join(sections)


def menu_prompt(engine: StoryEngine) -> str:
    narrator = engine.library.narrator
    stories = "\n".join(f'- id: "{s.id}" — {s.title}: {s.description}' for s in engine.stories())
    greeting = narrator.introduction.strip()
    return "\n\n".join(
        [
            CONVERSATION_RULES,
            _persona(narrator.model_copy(update={"introduction": ""})),
            *([f'# Greeting\nWhen the player says hello, answer with: "{greeting}"'] if greeting else []),
            f"# Available stories\n{stories or '(none)'}",
            MENU_RULES,
        ]
    )


def stable_prompt(engine: StoryEngine, state: StoryState) -> str:
    """Rules, persona and story: the part of the prompt that stays the same turn after turn."""
    story = engine.story(state)
    if story is None:
        return menu_prompt(engine)
    _, persona = engine.current_character(state)
    return "\n\n".join(
        [
            CONVERSATION_RULES,
            STORY_RULES,
            _persona(persona),
            f"# The story\n{story.title}: {story.description}",
        ]
    )


def _bullets(items: list[str], empty: str) -> str:
    return "\n".join(f"- {item}" for item in items) if items else empty


def turn_state(engine: StoryEngine, state: StoryState) -> str:
    """The per-turn part: where we are, what to say, what can happen now."""
    node, scene = engine.current_node(state), engine.current_scene(state)
    if node is None or scene is None:
        return _menu_now(engine, state)
    actions = [f'id: "{a.id}" — {a.description}' for a in engine.available_actions(state)]
    reachable = [
        f'id: "{r.scene.id}" — {r.description}' + ("" if r.available else f" (BLOCKED: {r.reason})")
        for r in engine.reachable_scenes(state)
    ]
    scene_actions = [f'id: "{a.id}" — {a.description}' for a in engine.scene_actions(state)]
    flags = [name for name, value in sorted(state.flags.items()) if value]
    variables = [f"{k} = {v}" for k, v in sorted(state.variables.items())]
    parts = [
        f"# Current scene\n{scene.name}\n{scene.description}",
        f'# Scripted line to speak now (paraphrase in character)\n"{engine.node_text(state)}"',
        "# Available actions (the player must clearly pick one before you call advance_storyline)\n"
        + _bullets(actions, "(none — the story has reached an ending)"),
        "# Reachable scenes (for navigate_scene)\n" + _bullets(reachable, "(none)"),
        "# Scene actions (for perform_scene_action)\n" + _bullets(scene_actions, "(none)"),
        "# Story flags set so far\n" + _bullets(flags, "(none yet)"),
    ]
    if variables:
        parts.append("# Story variables\n" + _bullets(variables, ""))
    if state.ended:
        parts.append(
            "# The story has ended\nThe storyline is over; the player may still walk the map and look "
            "around. Say a short farewell and offer to return to the menu (exit_story)."
        )
    return "\n\n".join(parts)


def _menu_now(engine: StoryEngine, state: StoryState) -> str:
    """The per-turn part at the menu: the story last talked about, and the stories turned down."""
    now = "# Now\nThe player is at the story menu."
    story = engine.library.stories.get(state.talked_about or "")
    if story is not None:
        now += f' The story last talked about (what "let\'s play it" means): id "{story.id}" — {story.title}.'
    declined = [engine.library.stories[sid] for sid in state.declined if sid in engine.library.stories]
    if declined:
        named = "; ".join(f'id "{s.id}" — {s.title}' for s in declined)
        it = "it" if len(declined) == 1 else "them"
        now += f" The player turned down: {named}. Do not offer {it} again unless the player asks for {it}."
    return now


def options_recap(engine: StoryEngine, state: StoryState) -> str:
    """The available actions as one spoken sentence (said when the player asks what they can do)."""
    if state.mode == "menu":
        titles = [s.title for s in engine.stories()]
        return _spoken_list("You could play", titles) if titles else "There are no stories yet."
    phrases = [a.description[:1].lower() + a.description[1:] for a in engine.available_actions(state)]
    if not phrases:
        return "There's nothing more to do here right now."
    return _spoken_list("You could", phrases)


def _spoken_list(lead: str, items: list[str]) -> str:
    if len(items) == 1:
        return f"{lead} {items[0]}."
    return f"{lead} {', '.join(items[:-1])}, or {items[-1]}."

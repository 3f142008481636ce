"""The speaker handoff: when the speaker changes, a new conversation in the new voice, with a summary.

A conversation belongs to one voice. When a transition hands the story to a character whose voice
differs, the conversation restarts: fresh history, the new character's instructions, and a short
summary of what just happened. The terminal, a web page, a robot or a realtime voice session all use
this same object; they only differ in what they do with a :class:`Handoff`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from taleweaver.director.prompt import stable_prompt, turn_state
from taleweaver.director.summary import summarize
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState, Transition
from taleweaver.models.port import ChatModel, Message
from taleweaver.turn import HandoffEvent


@dataclass(frozen=True)
class Handoff:
    from_speaker: str
    to_speaker: str
    voice: str
    summary: str
    summary_by_model: bool
    instructions: str
    """The new voice's full system prompt (stable part + summary), e.g. for a realtime session update."""
    turn_state: str = ""
    """The current turn: scene, scripted line to speak now, the action/scene ids that can be called."""

    @property
    def session_instructions(self) -> str:
        """Everything a fresh speech-to-speech session needs: instructions, summary and the turn state.

        A realtime session cannot change voice once it spoke, so a speaker change opens a new session;
        without the turn state it would have nothing to say and no ids to call.
        """
        return f"{self.instructions}\n\n{self.turn_state}" if self.turn_state else self.instructions

    def to_event(self) -> HandoffEvent:
        """The ``handoff`` event of a turn's JSON row."""
        return HandoffEvent(
            source=self.from_speaker, to=self.to_speaker, voice=self.voice, summary=self.summary
        )


@dataclass
class SpeakerConversation:
    """The director's running exchange with the model in one speaker's voice (a handoff starts a new one)."""

    speaker: str
    voice: str
    summary: str | None = None
    history: list[Message] = field(default_factory=list)
    shown_state: str | None = None
    """The turn state the model last saw in ``history``; it is sent again only when it changes."""


class StoryBridge:
    def __init__(self, engine: StoryEngine, summarizer: ChatModel | None = None) -> None:
        self.engine = engine
        self.summarizer = summarizer
        self.conversation = SpeakerConversation(speaker="", voice="")

    def sync(self, state: StoryState) -> None:
        """Start a conversation for the current speaker if none is running (session start, load)."""
        speaker, persona = self.engine.current_character(state)
        if not self.conversation.voice:
            self.conversation = SpeakerConversation(speaker=speaker, voice=persona.voice)

    def instructions(self, state: StoryState) -> str:
        base = stable_prompt(self.engine, state)
        summary = self.conversation.summary
        return f"{base}\n\n# What just happened\n{summary}" if summary else base

    async def after(self, transition: Transition) -> Handoff | None:
        """Restart the conversation when the speaker changed to a different voice; say so."""
        state = transition.state
        speaker, persona = self.engine.current_character(state)
        old = self.conversation
        if speaker == old.speaker:
            return None
        if persona.voice == old.voice:
            self.conversation.speaker = speaker
            return None
        summary, by_model = await summarize(self.summarizer, state.recent, self.engine.library)
        self.conversation = SpeakerConversation(speaker=speaker, voice=persona.voice, summary=summary)
        return Handoff(
            old.speaker,
            speaker,
            persona.voice,
            summary,
            by_model,
            self.instructions(state),
            turn_state(self.engine, state),
        )

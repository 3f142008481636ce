"""The terminal player's rich rendering: scene header, coloured speaker lines, numbered options."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.rule import Rule

from taleweaver.apps.console import make_console
from taleweaver.content.models import NARRATOR_ID
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.player.options import Option
from taleweaver.player.output import Line, TurnOutput
from taleweaver.player.session import PlaySession
from taleweaver.turn import ClarifyEvent, ErrorEvent, HelpEvent, IntentEvent, SavedEvent

PALETTE = ("bright_yellow", "bright_magenta", "bright_green", "bright_blue", "bright_red", "cyan", "yellow")


class PlayView:
    def __init__(self, engine: StoryEngine, *, interactive: bool, console: Console | None = None) -> None:
        self.engine = engine
        self.interactive = interactive
        self.console = console or make_console()
        self._colours: dict[str, str] = {NARRATOR_ID: "italic bright_cyan"}
        self._scene: str | None = None

    def prompt(self) -> None:
        if self.interactive:
            self.console.print("[bold]›[/] ", end="")

    def opening(self, session: PlaySession) -> None:
        self.console.print(Rule("taleweaver"))
        self._say_lines(session.opening_lines(), session.state)
        self._options(session.options())
        self.console.print("[dim]Type a number, say what you do, or /help.[/]")

    def show(self, out: TurnOutput) -> None:
        state = out.state
        for event in out.events:
            match event:
                case ErrorEvent(message=message):
                    self.console.print(f"[red]{escape(message)}[/]")
                case SavedEvent(file=file):
                    self.console.print(f"[green]Saved to {escape(file)}.[/]")
                case IntentEvent(label=label, key=key):
                    self.console.print(f"[dim]→ {escape(label or key)}[/]")
                case ClarifyEvent():
                    self._clarify(event)
                case HelpEvent(commands=commands):
                    for usage, what in commands.items():
                        self.console.print(f"  [bold]{escape(usage)}[/]  {what}")
        scene = self.engine.current_scene(state)
        if scene is not None and scene.id != self._scene:
            self.console.print(Rule(f"[bold]{escape(scene.name)}[/]"))
        self._scene = scene.id if scene else None
        self._say_lines(out.lines, state)
        if out.has("ended"):
            self.console.print(Rule("[bold]THE END[/]"))
            self.console.print("[dim]/exit returns to the menu, /quit stops.[/]")
        elif not out.quit and not out.has("clarify"):
            self._options(out.options)

    def _say_lines(self, lines: list[Line], state: StoryState) -> None:
        for line in lines:
            name = self._name(line.speaker, state)
            colour = self._colours.setdefault(line.speaker, PALETTE[(len(self._colours) - 1) % len(PALETTE)])
            self.console.print(f"[{colour}][bold]{escape(name)}:[/bold] {escape(line.text)}[/]")

    def _name(self, speaker: str, state: StoryState) -> str:
        """The display name of a speaker of the current story (its narrator, or the menu narrator)."""
        story = self.engine.story(state)
        if speaker == NARRATOR_ID:
            return (story.narrator if story else self.engine.library.narrator).name
        character = story.characters.get(speaker) if story else None
        return character.name if character else speaker

    def _clarify(self, event: ClarifyEvent) -> None:
        if not event.options:
            return  # a nudge, or "English only": the speaker's line says it
        if event.reason == "negated":
            self.console.print("[yellow]Then what do you do instead?[/]")
        else:
            self.console.print("[yellow]I'm not sure which you mean. Did you mean:[/]")
        for o in event.options:
            self.console.print(f"  [bold]{o.number}.[/] {escape(o.label)}")
        self.console.print("[dim]Type a number, say it another way, or /options for everything.[/]")

    def _options(self, options: list[Option]) -> None:
        for o in options:
            tag = {"action": "", "scene": "go: ", "scene_action": "look: ", "story": "", "choice": ""}[o.kind]
            if o.available:
                self.console.print(f"  [bold]{o.number}.[/] {tag}{escape(o.label)}")
            else:
                self.console.print(
                    f"  [dim]{o.number}. {tag}{escape(o.label)} — blocked: {escape(o.reason or '')}[/]"
                )

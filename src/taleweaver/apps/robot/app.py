"""The Reachy Mini dashboard app: a voice story with the robot's microphone, speaker and body.

Registered under the ``reachy_mini_apps`` entry-point group (name ``taleweaver``). The dashboard
starts it as ``python -u -m taleweaver.apps.robot.app`` (``taleweaver.body.app`` still works) and
stops it with SIGINT; ``run`` returns soon after ``stop_event`` is set and never closes the robot it
was given. What it plays comes from the settings, read once through :func:`load_settings` when the
app starts (:mod:`taleweaver.apps.robot.config`): ``TALEWEAVER_STORY`` (a story's id or an ink story's
path; unset: the narrator's menu) and
``TALEWEAVER_MODEL`` (unset: offline; a text model: the director voices the story, with the robot's
tools, in the offline voices; ``realtime[:MODEL]``: speech to speech through a Realtime session, and
should it fail, the offline voices go on from where it was). A setting it cannot use stops it at once
with a message naming the variable. This module needs the SDK (extra ``reachy``).
"""

from __future__ import annotations

import threading
from typing import Any

from reachy_mini import ReachyMini, ReachyMiniApp

from taleweaver.apps.robot.config import (
    RobotConfig,
    RobotConfigError,
    robot_config,
    robot_ink_session,
    robot_session,
)
from taleweaver.apps.robot.story import RobotStory, lost_notice, robot_motion
from taleweaver.apps.turn_shower import TurnShower
from taleweaver.body.reachy import ReachyBody
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from
from taleweaver.intent import EncoderError, IntentMatcher, MiniLMEncoder
from taleweaver.models.guard import set_model_requests_allowed
from taleweaver.settings import Settings, SettingsError, load_settings
from taleweaver.voice import Synthesizer, Transcriber, VoiceError, load_synthesizer, load_transcriber


class TaleweaverApp(ReachyMiniApp):  # type: ignore[misc]
    """Tell a taleweaver story on the robot."""

    custom_app_url: str | None = None

    def run(self, reachy_mini: ReachyMini, stop_event: threading.Event) -> None:
        engine = StoryEngine(load_library_from())
        try:
            settings = load_settings()
            config = robot_config(settings, engine)
        except (SettingsError, RobotConfigError) as exc:
            raise SystemExit(str(exc)) from exc
        set_model_requests_allowed(settings.allow_model_requests)
        self.say(config.described)
        ink = None
        if config.ink is not None:  # an ink story: its own cast, voices and places
            try:
                ink = robot_ink_session(config.ink, config, self.matcher())
            except RobotConfigError as exc:
                raise SystemExit(str(exc)) from exc
            self.say(f"Playing the ink story {config.ink}.")
        shower = robot_motion(
            ReachyBody(mini=reachy_mini),
            engine if ink is None else ink.engine,
            on_lost=lambda why: self.say(lost_notice(why)),
        )
        try:
            media = self.story_media(reachy_mini)
            state = None
            if config.mode == "realtime":
                state = self._realtime(media, engine, config, settings, shower, stop_event)
                if state is None:
                    return
            synthesizer, transcriber = self.voices()
            story = RobotStory(
                media,
                ink or robot_session(engine, config, self.matcher(), state),
                shower,
                synthesizer=synthesizer,
                transcriber=transcriber,
                stop=stop_event,
                say=self.say,
            )
            story.run(config.story_id if state is None else None)
        finally:
            shower.motion.loop.close()

    def _realtime(
        self,
        media: Any,
        engine: StoryEngine,
        config: RobotConfig,
        settings: Settings,
        shower: TurnShower,
        stop_event: threading.Event,
    ) -> StoryState | None:
        """Speech to speech until stopped (``None``); when the session fails, the state it reached (the
        offline stack goes on from there, after saying why)."""
        from taleweaver.apps.robot.realtime import RealtimeError, robot_realtime

        state = engine.initial_state()
        if config.story_id is not None:
            state = engine.enter(state, config.story_id).state
        assert settings.api_key is not None  # robot_config refuses realtime without one
        talk = robot_realtime(
            media,
            engine,
            state,
            shower,
            key=settings.api_key,
            url=settings.realtime_url,
            model=config.realtime_model,
            summarizer=config.summarizer,
            stop=stop_event,
            say=self.say,
        )
        try:
            talk.run()
        except RealtimeError as exc:
            self.say(
                f"realtime on the robot stopped: {exc.message}; the story goes on with the offline voices"
            )
            return talk.story.state
        return None

    # What the app hears and speaks with (a test gives its own: the rest is the app as the dashboard runs it).
    def say(self, text: str) -> None:
        """A line for the app's log (the dashboard shows its output)."""
        print(text, flush=True)

    def story_media(self, reachy_mini: ReachyMini) -> Any:
        """The robot's microphone and speaker."""
        return reachy_mini.media

    def matcher(self) -> IntentMatcher | None:
        """The offline intent matcher (None, free text off, when its model cannot load)."""
        try:
            encoder = MiniLMEncoder()
            encoder.load()
        except EncoderError as exc:
            self.say(f"free text is off: {exc}")
            return None
        return IntentMatcher(encoder)

    def voices(self) -> tuple[Synthesizer | None, Transcriber | None]:
        """The offline voices and the offline transcriber, each None when not installed."""
        synthesizer = load_synthesizer("offline", required=False)
        try:
            transcriber = load_transcriber("whisper")
        except VoiceError:
            transcriber = None
        return synthesizer, transcriber


if __name__ == "__main__":
    app = TaleweaverApp()
    try:
        app.wrapped_run()
    except KeyboardInterrupt:
        app.stop()

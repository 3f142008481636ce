"""The Reachy Mini dashboard app: a voice story with the robot's microphone, speaker and body.

Registered under the ``reachy_mini_apps`` entry-point group (name ``taleweaver``). The dashboard
starts it as ``python -u -m taleweaver.apps.robot.app`` (``taleweaver.body.app`` still works) and
stops it with SIGINT; ``run`` returns soon after ``stop_event`` is set and never closes the robot it
was given. What it plays comes from the settings, read once through :func:`load_settings` when the
app starts (:mod:`taleweaver.apps.robot.config`): ``TALEWEAVER_STORY`` (unset: the narrator's menu) and
``TALEWEAVER_MODEL`` (unset: offline; a text model: the director voices the story, with the robot's
tools, in the offline voices). A setting it cannot use stops it at once with a message naming the
variable. This module needs the SDK (extra ``reachy``).
"""

from __future__ import annotations

import threading
from typing import Any

from reachy_mini import ReachyMini, ReachyMiniApp

from taleweaver.apps.robot.config import RobotConfigError, robot_config, robot_session
from taleweaver.apps.robot.story import RobotStory, lost_notice, robot_motion
from taleweaver.body.reachy import ReachyBody
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import EncoderError, IntentMatcher, MiniLMEncoder
from taleweaver.models.guard import set_model_requests_allowed
from taleweaver.settings import SettingsError, load_settings
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
        session = robot_session(engine, config, self.matcher())
        synthesizer, transcriber = self.voices()
        shower = robot_motion(
            ReachyBody(mini=reachy_mini), engine, on_lost=lambda why: self.say(lost_notice(why))
        )
        try:
            story = RobotStory(
                self.story_media(reachy_mini),
                session,
                shower,
                synthesizer=synthesizer,
                transcriber=transcriber,
                stop=stop_event,
                say=self.say,
            )
            story.run(config.story_id)
        finally:
            shower.motion.loop.close()

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

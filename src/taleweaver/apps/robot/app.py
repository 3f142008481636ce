"""The Reachy Mini dashboard app: a voice story with the robot's microphone, speaker and body.

Registered under the ``reachy_mini_apps`` entry-point group (name ``taleweaver``). The dashboard
starts it as ``python -u -m taleweaver.apps.robot.app`` (``taleweaver.body.app`` still works) and
stops it with SIGINT; ``run`` returns soon after ``stop_event`` is set and never closes the robot it
was given. It opens ``TALEWEAVER_STORY`` (unset: the narrator's menu), read once through
:func:`load_settings` when the app starts. This module needs the SDK (extra ``reachy``).
"""

from __future__ import annotations

import threading
from typing import Any

from reachy_mini import ReachyMini, ReachyMiniApp

from taleweaver.apps.robot.story import RobotStory, robot_motion
from taleweaver.body.reachy import ReachyBody
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import EncoderError, IntentMatcher, MiniLMEncoder
from taleweaver.player.session import PlaySession
from taleweaver.settings import SettingsError, load_settings
from taleweaver.voice import VoiceError, load_synthesizer, load_transcriber


class TaleweaverApp(ReachyMiniApp):  # type: ignore[misc]
    """Tell a taleweaver story on the robot."""

    custom_app_url: str | None = None

    def run(self, reachy_mini: ReachyMini, stop_event: threading.Event) -> None:
        try:
            story_id = load_settings().story
        except SettingsError as exc:
            raise SystemExit(str(exc)) from exc
        engine = StoryEngine(load_library_from())
        if story_id is not None and story_id not in engine.library.stories:
            raise SystemExit(
                f"TALEWEAVER_STORY={story_id!r} is not a story; known: {', '.join(engine.library.stories)}"
            )
        try:
            encoder = MiniLMEncoder()
            encoder.load()
            matcher: IntentMatcher | None = IntentMatcher(encoder)
        except EncoderError:
            matcher = None
        synthesizer: Any = load_synthesizer("offline", required=False)
        try:
            transcriber: Any = load_transcriber("whisper")
        except VoiceError:
            transcriber = None
        shower = robot_motion(ReachyBody(mini=reachy_mini), engine, on_lost=print)
        try:
            story = RobotStory(
                reachy_mini.media,
                PlaySession(engine, matcher=matcher),
                shower,
                synthesizer=synthesizer,
                transcriber=transcriber,
                stop=stop_event,
            )
            story.run(story_id)
        finally:
            shower.motion.loop.close()


if __name__ == "__main__":
    app = TaleweaverApp()
    try:
        app.wrapped_run()
    except KeyboardInterrupt:
        app.stop()

"""The robot app: a voice story on a Reachy Mini (its microphone, speaker and body).

:class:`~taleweaver.apps.robot.story.RobotStory` is the loop, :func:`robot_config` reads what to play
with (story, voice mode, model) from the settings — a bundled story, or an ink story by its path
(:func:`robot_ink_session`); :mod:`taleweaver.apps.robot.app` is the
dashboard app (it needs the SDK, extra ``reachy``, so it is not imported here).
"""

from taleweaver.apps.robot.config import (
    RobotConfig,
    RobotConfigError,
    robot_config,
    robot_ink_session,
    robot_session,
)
from taleweaver.apps.robot.story import ROBOT_RATE, RobotStory, lost_notice, robot_motion

__all__ = [
    "ROBOT_RATE",
    "RobotConfig",
    "RobotConfigError",
    "RobotStory",
    "lost_notice",
    "robot_config",
    "robot_ink_session",
    "robot_motion",
    "robot_session",
]

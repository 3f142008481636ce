"""The robot app: a voice story on a Reachy Mini (its microphone, speaker and body).

:class:`~taleweaver.apps.robot.story.RobotStory` is the loop; :mod:`taleweaver.apps.robot.app` is the
dashboard app (it needs the SDK, extra ``reachy``, so it is not imported here).
"""

from taleweaver.apps.robot.story import ROBOT_RATE, RobotStory, robot_motion

__all__ = ["ROBOT_RATE", "RobotStory", "robot_motion"]

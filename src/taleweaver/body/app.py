"""Moved to :mod:`taleweaver.apps.robot.app`; kept so ``python -m taleweaver.body.app`` and the
``taleweaver.body.app:TaleweaverApp`` entry point of installs made before the move keep working."""

from taleweaver.apps.robot.app import TaleweaverApp

__all__ = ["TaleweaverApp"]

if __name__ == "__main__":
    app = TaleweaverApp()
    try:
        app.wrapped_run()
    except KeyboardInterrupt:
        app.stop()

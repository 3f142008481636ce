"""The voice player (``play --voice``): speech in, every line spoken in its speaker's voice.

:class:`VoicePlayer` is one turn at a time over the player session; :func:`run_voice` wires it to the
devices (microphone or recorded speech, speaker or wav files) and an optional body.
"""

from taleweaver.apps.voice_player.loop import TurnObserver, VoicePlayer, spoken_command
from taleweaver.apps.voice_player.play import run_voice
from taleweaver.voice.speech import NOT_HEARD

__all__ = ["NOT_HEARD", "TurnObserver", "VoicePlayer", "run_voice", "spoken_command"]

"""The applications: each composes the player session (or an NPC conversation) with device ports.

- :mod:`taleweaver.apps.terminal` — the terminal player (``taleweaver play``): typed input, rich output.
- :mod:`taleweaver.apps.voice_player` — the voice player (``play --voice``): speech in, every line spoken.
- :mod:`taleweaver.apps.realtime` — an OpenAI Realtime session voices the story, code owns the state.
- :mod:`taleweaver.apps.robot` — the Reachy Mini dashboard app: a voice story on the robot.
- :mod:`taleweaver.apps.npc_chat` — ``npc chat``: talk to one NPC, typed or by voice (replies in its voice).

The front ends import nothing from each other (an import contract in ``pyproject.toml`` says so);
what two of them share lives beside them (:mod:`~taleweaver.apps.turn_shower`,
:mod:`~taleweaver.apps.console`). Below them sit the session (``player``, ``director``) and the device
ports and adapters (``voice``, ``body``); above them only the skins (``cli``, ``server``).
Importing this package imports none of them.
"""

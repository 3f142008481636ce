"""The HTTP play service: authored stories played statelessly, one sealed token in and one row out.

The fifth front end beside the terminal, voice, Realtime and robot players: it composes the player
session with the story catalog, the offloaded intent encoder and the signer. ``server/play_routes.py``
is its HTTP skin (bodies, headers, statuses); nothing here knows HTTP.
"""

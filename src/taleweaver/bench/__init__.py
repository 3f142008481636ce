"""Benchmarks (``taleweaver bench …``, ``make bench``): measured figures, kept out of the runtime packages.

- :mod:`taleweaver.bench.engine` — engine step time and memory against story size (synthetic stories)
- :mod:`taleweaver.bench.intent` — the offline intent matcher's speed and accuracy on a held-out set
- :mod:`taleweaver.bench.director` — director overhead per turn, prompt size against story size, and
  prefix-cache reuse of the in-process model
- :mod:`taleweaver.bench.pipeline` — the story pipeline's orchestration with a fixed-latency fake model
- :mod:`taleweaver.bench.local_model` — raw llama.cpp prefix-cache reuse (plain chat and with tools)
- :mod:`taleweaver.bench.server` — server load with wrk: hot routes beside a bare endpoint, 1/50/200
  concurrent clients, ``--workers N`` (:mod:`taleweaver.bench.server_apps` holds the two apps)
- :mod:`taleweaver.bench.npc_tokens` — how long bundled-prompt NPC replies are against the token cap
- :mod:`taleweaver.bench.web` — the HTTP play routes and the browser page under load
- :mod:`taleweaver.bench.body` — the 50 Hz motion loop's period and CPU under voice load, and the
  audio-to-wobble offset

Importing this package imports none of them; each is loaded by the command that runs it.
"""

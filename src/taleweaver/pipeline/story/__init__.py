"""Story-level stages: what is decided once per story, before any scene is written.

- :mod:`.contracts` — the typed handoffs: the emotional map and the story bible (anchors, decision
  points, endings, hidden state);
- :mod:`.inputs` — what the Emotional Cartographer and the Story Architect are shown;
- :mod:`.semantics` — checks beyond the schema (counts, references, reachable endings);
- :mod:`.regions` — hidden-state geometry: which ending a state selects, which states are reachable;
- :mod:`.choice_words` — the words a decision is asked in, from the variables its choices move;
- :mod:`.fallbacks` — the deterministic emotional map and bible used when no model answers.
"""

"""Scene-level stages: one scene package per anchor, built from the bible.

- :mod:`.contracts` — the typed handoffs of the scene loop (choices, panels, media plans, continuity)
  and the packages returned to clients;
- :mod:`.inputs` — what each scene agent is shown;
- :mod:`.choice_semantics`, :mod:`.semantics` — checks beyond the schema for choices, panels and media;
- :mod:`.choice_fallbacks`, :mod:`.fallbacks` — deterministic stand-ins derived from the bible's anchor;
- :mod:`.continuity` — code checks of a whole package and routing of the editor's findings;
- :mod:`.assets` — what the media stages delivered: the salvaged visual plan and the asset status;
- :mod:`.anchor_stages` — the stages of one anchor wired to their context, run, checked and repaired.
"""

"""Back links (``{back link}``, ``<<back>>``, ``<<return>>``, ``previous()``, ``(history:)``'s last,
``(link-undo:)``) → native actions, with came-from flags: the story runs without history. Pure.
"""

from __future__ import annotations

import re

from taleweaver.formats.twine import tokens as tk
from taleweaver.formats.twine.translated import Action, Translated


def go_back(done: dict[str, Translated], ids: dict[str, str]) -> None:
    """Back links → native actions, with no engine support for history: every link into a passage P that
    has a back link also sets the flag ``came_from_<A>_to_<P>`` of the passage A it is in (and clears P's
    other came-from flags), and the back link becomes one action per such A, ``back_to_<A>``, leading to A
    and requiring its flag — so exactly one shows. Going back is itself no link into A, so A's own flags
    stay as they were: back twice retraces two steps, like a browser's back button. A back link in a
    passage nothing links to has nowhere to go: it is dropped and reported."""
    taken = _names(done)
    for name, t in done.items():
        if not any(a.back is not None for a in t.actions):
            continue
        sources = [
            src
            for src, other in done.items()
            if any(a.back is None and a.target == name for a in other.actions)
        ]
        incoming = [a for src in sources for a in done[src].actions if a.back is None and a.target == name]
        changes = bool(t.on_enter) or any(a.setters for a in incoming)
        flags: dict[str, str] = {}
        for src in sources:
            flag = base = f"came_from_{ids[src]}_to_{ids[name]}"
            n = 2
            while flag in taken:
                flag, n = f"{base}_{n}", n + 1
            taken.add(flag)
            flags[src] = flag
        for src in sources:
            for a in done[src].actions:
                if a.back is None and a.target == name:
                    a.setters = (*a.setters, *(tk.Assign(f, s == src) for s, f in flags.items()))
        actions: list[Action] = []
        for a in t.actions:
            if a.back is None or a.target:
                actions.append(a)
                continue
            if not sources:
                t.untranslated.append(
                    f"{a.back.macro} (no passage links to {name!r}, so there is nowhere to go back to; "
                    "dropped)"
                )
                continue
            if a.back.undo and changes:
                t.untranslated.append(
                    f"{a.back.macro} (the format also undoes what {name!r} changed; going back keeps it)"
                )
            actions += [
                Action(a.label, src, [*a.requires, flags[src]], a.setters, a.back, f"back_to_{ids[src]}")
                for src in sources
            ]
        t.actions = actions


def _names(done: dict[str, Translated]) -> set[str]:
    """Every flag and variable name the passages use, so a came-from flag never takes one."""
    names = {
        a.name for t in done.values() for a in [*t.on_enter, *(s for act in t.actions for s in act.setters)]
    }
    for t in done.values():
        conditions = [c for act in t.actions for c in act.requires]
        conditions += re.findall(r"\{\{([^}]*)\}\}", t.text)
        names |= {w for c in conditions for w in re.findall(r"[A-Za-z_]\w*", c)}
    return names

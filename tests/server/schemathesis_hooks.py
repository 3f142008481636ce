"""Schemathesis hooks for the API contract test: rules the OpenAPI document states in words only.

JSON Schema cannot say "each ``id`` in this list once" (the canon log's ``party`` and
``active_quests`` descriptions say it); without this filter, generated bodies with repeated ids
would be counted as schema-valid requests wrongly refused.
"""

from __future__ import annotations

from typing import Any

import schemathesis


@schemathesis.hook
def filter_body(_ctx: Any, body: Any) -> bool:
    log = body.get("canon_log") if isinstance(body, dict) else None
    if not isinstance(log, dict):
        return True
    for key in ("party", "active_quests"):
        rows = log.get(key)
        if isinstance(rows, list):
            ids = [str(row.get("id")) for row in rows if isinstance(row, dict)]
            if len(ids) != len(set(ids)):
                return False
    return True

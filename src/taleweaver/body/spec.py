"""``--body SPEC``: ``null``, ``record:FILE``, ``reachy[:HOST[:PORT]]``, ``avatar``."""

from __future__ import annotations

from taleweaver.body.port import AvatarBody, Body, BodyError, NullBody, RecordBody

BODY_SPECS = "null, record:FILE, reachy[:HOST[:PORT]], avatar"
DEFAULT_PORT = 8000


def open_body(spec: str, *, timeout_s: float = 5.0) -> Body:
    """The body a spec names; :class:`BodyError` (with a fix) when it cannot be opened."""
    kind, _, rest = spec.strip().partition(":")
    if kind == "null" and not rest:
        return NullBody()
    if kind == "avatar" and not rest:
        return AvatarBody()
    if kind == "record":
        if not rest:
            raise BodyError("record: needs a file, e.g. --body record:timeline.jsonl")
        return RecordBody(rest)
    if kind == "reachy":
        host, _, port_text = rest.partition(":")
        try:
            port = int(port_text) if port_text else DEFAULT_PORT
        except ValueError:
            raise BodyError(f"bad port {port_text!r} in --body {spec}; e.g. reachy:localhost:8000") from None
        from taleweaver.body.reachy import ReachyBody

        return ReachyBody(host=host or "localhost", port=port, timeout_s=timeout_s)
    raise BodyError(f"unknown body {spec!r}; use one of: {BODY_SPECS}")


def is_realtime(body: Body) -> bool:
    """Whether the loop must tick in real time (a robot) rather than virtual time (a file, nothing)."""
    return body.name == "reachy"

"""Scrub credentials out of text that may reach a log or a person: ``scheme://user:password@host``.

Model and server URLs may carry basic-auth credentials (``http://operator:hunter2@host/v1``); any
error text that quotes such a URL keeps the host and loses the ``user:password@`` part.
"""

from __future__ import annotations

import re

_USERINFO = re.compile(r"(?P<scheme>\b[a-zA-Z][a-zA-Z0-9+.-]{0,20}://)[^/\s@]{1,256}@")


def strip_credentials(text: str) -> str:
    """``text`` with every URL's ``user[:password]@`` removed (``http://a:b@h/`` → ``http://h/``)."""
    return _USERINFO.sub(r"\g<scheme>", text)

"""The browser app served by ``taleweaver serve`` at ``/``: static files in ``static/`` (no build step)."""

"""Suite-wide fixtures. Real model backends are switched off unless a test allows them."""

from __future__ import annotations

import os

# Must happen before any adapter is used: the unit-test suite never talks to a real model by accident.
os.environ["TALEWEAVER_ALLOW_MODEL_REQUESTS"] = "0"
os.environ.setdefault("HF_HUB_OFFLINE", "1")

"""Suite-wide fixtures. Real model backends are switched off unless a test allows them."""

from __future__ import annotations

import os

from taleweaver.models.guard import set_model_requests_allowed

# Must happen before any adapter is used: the unit-test suite never talks to a real model by accident.
# The variable reaches commands run in a subprocess (their main() reads it); the call covers this one.
os.environ["TALEWEAVER_ALLOW_MODEL_REQUESTS"] = "0"
os.environ.setdefault("HF_HUB_OFFLINE", "1")
set_model_requests_allowed(False)

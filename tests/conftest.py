"""Suite-wide fixtures and the files several test folders play. Real model backends are switched off unless
a test allows them.

The ink stories and the turn schema's validator are shared by the runtime, server and app tests: import them
from here (``from conftest import FERRY``), not again by path.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from taleweaver.bench.intent import IntentBenchResult, run_intent_bench
from taleweaver.intent import MiniLMEncoder
from taleweaver.models.guard import set_model_requests_allowed
from taleweaver.turn import turn_schema

TESTS = Path(__file__).resolve().parent
CORPUS = TESTS.parent.parent / "shared" / "corpus"
"""The shared third-party corpus (``../shared/corpus`` from the repository root); absent from a bare checkout:
the tests that read it skip."""
FERRY = TESTS / "formats" / "ink" / "ferry.ink.json"
"""The suite's own ink story (compiled): the ferryman asks Ana to cross the river; two choices, an end."""
INTERCEPT = CORPUS / "the-intercept" / "TheIntercept.ink.json"
"""The shared corpus's ink story, The Intercept (see :data:`CORPUS`; :func:`intercept` skips when absent)."""
TURN_VALIDATOR = Draft202012Validator(turn_schema())
"""Checks a row against the published turn schema (``taleweaver schema --file turn``)."""


def intercept() -> Path:
    """The Intercept's compiled story, or a skip saying where it was looked for."""
    if not INTERCEPT.exists():
        pytest.skip(f"The Intercept not found at {INTERCEPT} (see ../shared/corpus/README.md)")
    return INTERCEPT


# Must happen before any adapter is used: the unit-test suite never talks to a real model by accident.
# The variable reaches commands run in a subprocess (their main() reads it); the call covers this one.
os.environ["TALEWEAVER_ALLOW_MODEL_REQUESTS"] = "0"
os.environ.setdefault("HF_HUB_OFFLINE", "1")
set_model_requests_allowed(False)


@pytest.fixture(scope="session")
def minilm() -> MiniLMEncoder:
    """The real all-MiniLM-L6-v2 encoder, loaded once per session (about 0.2 s)."""
    encoder = MiniLMEncoder()
    encoder.load()
    return encoder


@pytest.fixture(scope="session")
def minilm_intent_bench(minilm: MiniLMEncoder) -> IntentBenchResult:
    """One run of the intent benchmark with the real encoder (the tuning and held-out sets, one round), read
    by the benchmark's tests (tests/bench) and by ``bench intent``'s table (tests/cli). The first-contact sets
    (held to no goal) and the held-out small-talk sweep are left to ``bench intent`` for time; the fake
    encoder's run below still plays every set."""
    return run_intent_bench(minilm, rounds=1, held_out_small_talk=False, splits=("tuning", "held_out"))


@pytest.fixture(scope="session")
def hashing_intent_bench() -> IntentBenchResult:
    """One run of the intent benchmark with the shipped fake encoder (every evaluation set, one round, the
    small-talk sweep), read by the benchmark's tests and by ``bench intent --json``'s. The held-out small
    talk's sweep (~9,900 more tries, ~100 s) is left to a run over the held-out split alone
    (tests/bench/test_intent.py): its figures with the fake encoder mean nothing, its wiring is tested."""
    from taleweaver.testing import HashingEncoder

    return run_intent_bench(HashingEncoder(), rounds=1, held_out_small_talk=False)

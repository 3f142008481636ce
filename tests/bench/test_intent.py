"""The intent benchmark: figures are measured, sane, and the held-out set resolves safely."""

from __future__ import annotations

import pytest

from taleweaver.bench.intent import BENCH_CANDIDATES, BENCH_UTTERANCES, IntentBenchResult, run_intent_bench
from taleweaver.intent import MiniLMEncoder
from taleweaver.intent.evalsets import SETS, corpus_file, twine_source
from taleweaver.testing import HashingEncoder


def test_runs_with_the_fake_encoder() -> None:
    encoder = HashingEncoder()
    result = run_intent_bench(encoder, rounds=2, sets=False)
    assert result.sets == []
    assert result.encoder == "HashingEncoder"
    assert result.load_seconds == 0.0
    assert result.utterances == len(BENCH_UTTERANCES)
    assert result.rounds == 2
    assert result.candidates == len(BENCH_CANDIDATES)
    assert 0.0 < result.median_ms <= result.p95_ms <= result.max_ms
    assert result.correct + result.wrong + result.clarified == result.utterances
    # Candidates (and the chat class) are embedded once (prime); every timed match encodes only its utterance.
    timed = encoder.calls[2 : 3 + 2 * len(BENCH_UTTERANCES)]  # the warm-up and the timed matches
    assert all(len(batch) == 1 for batch in timed)
    assert result.calibration is not None
    assert result.calibration.should_match == result.calibration.correct + result.calibration.wrong + (
        result.calibration.clarified
    )
    assert result.refusal is not None
    assert result.refusal.cases >= 30


def test_rejects_zero_rounds() -> None:
    with pytest.raises(ValueError, match="rounds"):
        run_intent_bench(HashingEncoder(), rounds=0)


@pytest.mark.parametrize("splits", [(), ("tuning", "tunning")])
def test_rejects_splits_it_does_not_have(splits: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="tuning, held_out, first_contact"):
        run_intent_bench(HashingEncoder(), rounds=1, splits=splits)  # type: ignore[arg-type]


@pytest.mark.minilm
@pytest.mark.timeout(900)  # its fixture runs every evaluation set with the real model: ~260 s on two cores
def test_real_model_on_the_held_out_set(minilm_intent_bench: IntentBenchResult) -> None:
    # This set was not used to pick the thresholds. Measured: 11 of 14 right, 0 wrong, 6 of 6 off-topic asked.
    result = minilm_intent_bench  # (run once: conftest.py; bench intent's table shows the same run)
    assert result.wrong == 0
    assert result.clarified_off_topic == result.utterances - result.should_match
    assert result.correct >= 10
    assert result.load_seconds > 0.0
    # The calibration set keeps its figures through the refusal-aware matching; no negation is taken wrongly.
    assert result.calibration is not None
    assert (result.calibration.correct, result.calibration.wrong) == (38, 0)
    assert result.calibration.off_topic_clarified == result.calibration.off_topic
    assert result.refusal is not None
    assert result.refusal.wrong == 0, result.refusal.wrong_cases
    # The evaluation sets (intent/evalsets): wrong actions at most 1% on tuning and none on held-out,
    # off-topic never acted on. Measured (docs/intent.md, session 37): tuning 3,122 of 3,722 resolved (84%;
    # 43 wrong of 4,307 lines — twenty-one stories joined it after a first contact), held-out 123 of 137
    # (90%; 0 wrong of 162), with the shared corpus's ink and Twine stories
    # (each skipped when the corpus is absent). A line labelled ``clarify`` that is acted on counts as wrong.
    tuning, held_out = result.split("tuning"), result.split("held_out")
    corpus = twine_source("cloak") is not None
    assert (tuning.stories, held_out.stories) == (
        30 if corpus else 29,
        3 if corpus_file("intercept") else 2,
    )
    assert tuning.lines + held_out.lines >= 400
    assert tuning.wrong <= 0.01 * tuning.lines, [m for t in result.sets for m in t.misses if m.wrong]
    assert held_out.wrong == 0, [m for t in result.sets for m in t.misses if m.wrong]
    # off-topic never acted on, in the splits held to a goal (first contact is reported as it came,
    # docs/intent.md)
    chat = [
        m
        for t in result.sets
        if t.split != "first_contact"
        for m in t.misses
        if m.expect == "off_topic" and m.outcome == "acted"
    ]
    assert chat == []
    assert held_out.off_topic_kept == held_out.off_topic
    # small talk said at two points of every native and Twine story (session 44: 189 of 4,620 tries acted
    # on, 4.1%, mostly lines with a story's word: "let me grab a drink real quick" by the grog)
    talk = result.small_talk
    assert talk is not None
    assert talk.tries == talk.lines * talk.points
    assert talk.acted_rate < 0.06, [(a.story, a.text, a.key) for a in talk.acted]
    # the small talk no lever was fitted on is swept by bench intent only (session 50: 412 of 6,790 tries
    # acted on, 6.1%, docs/intent.md); this run leaves it out for time
    assert result.small_talk_held_out is None
    assert tuning.resolution >= 0.83
    assert held_out.resolution >= 0.80
    # The first-contact stories (held to no goal) are left out of this run for time; bench intent reports them
    assert result.split("first_contact").stories == 0


@pytest.mark.timeout(900)  # its setup plays every evaluation set once (217–300+ s in CI)
def test_the_evaluation_sets_run_with_the_fake_encoder(hashing_intent_bench: IntentBenchResult) -> None:
    result = hashing_intent_bench  # (run once: conftest.py; bench intent --json prints the same run)
    # every set runs; the two read from the shared corpus only when it is beside the checkout
    absent = {"intercept"} if corpus_file("intercept") is None else set()
    absent |= {"cloak"} if twine_source("cloak") is None else set()
    assert {t.story for t in result.sets} == set(SETS) - absent
    assert len(SETS) == 73
    assert result.small_talk is not None
    assert result.small_talk_held_out is None  # (left out of this run for time: the test below)
    for tally in result.sets:
        assert tally.resolved + tally.blocked + tally.clarified + tally.wrong >= tally.on_topic
        assert tally.off_topic_kept <= tally.off_topic
        assert len(tally.misses) == tally.lines - tally.resolved - tally.off_topic_kept
    # Stories no one tuned on, as they came (session 37's four: 273 of 354 resolved, 77%, 16 wrong of 420;
    # session 38's four, untouched: 257 of 357, 72%, 10 wrong of 420; session 39's two, untouched: 124 of
    # 178, 70%, 5 wrong of 210; session 40's two, untouched: 147 of 180, 82%, 7 wrong of 210; session 41's
    # two, untouched: 129 of 179, 72%, 5 wrong of 210; session 50's two, untouched: 143 of 180, 79%, 2 wrong
    # of 210; session 51's two, untouched: 138 of 180, 77%, 10 wrong of 210; session 52's two, untouched: 128
    # of 180, 71%, 12 wrong of 210; session 53's two, untouched: 124 of 180, 69%, 9 wrong of 210, and two more
    # after its levers: 133 of 180, 74%, 11 wrong of 210; session 54's two, untouched: 151 of 180, 84%, 7
    # wrong of 210; session 57's two, untouched: 153 of 180, 85%, 3 wrong of 210; session 58's two, untouched:
    # 152 of 180, 84%, 5 wrong of 210; session 59's two, untouched: 151 of 180, 84%, 8 wrong of 210; session
    # 60's two, untouched: 139 of 180, 77%, 7 wrong of 210; session 62's two, untouched: 153 of 180, 85%, 7
    # wrong of 210): reported on their own,
    # held to no goal until they are read and join the tuning split.
    first = result.split("first_contact")  # the fake encoder's run plays them, held to no goal
    assert (first.stories, first.lines) == (40, 4200)


def test_the_held_out_small_talk_is_swept_at_the_same_points() -> None:
    result = run_intent_bench(HashingEncoder(), rounds=1, splits=("held_out",))
    assert {t.split for t in result.sets} == {"held_out"}
    talk, held = result.small_talk, result.small_talk_held_out
    assert talk is not None
    assert held is not None  # the held-out small talk, swept at the same points
    assert talk.points > 0
    assert (held.lines, held.points, held.tries) == (97, talk.points, 97 * talk.points)


@pytest.mark.bench
@pytest.mark.minilm
def test_real_model_matches_fast_enough(minilm: MiniLMEncoder) -> None:
    result = run_intent_bench(minilm, rounds=1)
    assert result.median_ms < 250.0  # about 10-20 ms here; a generous bound for slow shared CI machines


@pytest.mark.bench
@pytest.mark.minilm
def test_the_real_model_loads_within_seconds() -> None:
    encoder = MiniLMEncoder()
    assert 0.0 < encoder.load() < 10.0

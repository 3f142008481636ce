"""Benchmark of the offline voice stack: synthesis, transcription, a voice turn, the voice swap.

* Synthesis real-time factor per engine (seconds of work per second of audio) and the time to the first
  chunk of a 20-word line.
* Transcription real-time factor and word error rate on utterances made by *other* engines than the one
  listening (every option label of the bundled stories' routes, one bank voice each), with and without
  the options prompt.
* Voice-turn latency: bundled-story routes played from recorded speech fed at real-time pace,
  matcher-first; end of speech in the input → first sample of the reply, every stage reported
  (``stt_ms`` is the transcription left after the end of speech was detected, ``stt_total_ms`` all of
  it: transcription starts speculatively at the first pause), and how many turns used the speculation.
  Measured under each end-of-turn policy back to back (``VoicePlayer(end_of_turn=…)``): the fixed
  300 ms hangover (the baseline), the words-only judge and the words + matcher judge (the loop's default,
  :func:`taleweaver.voice.turn_end.matcher_judge`), with how many turns took a reply decided ahead and how
  many replies played a first chunk made ahead (the prepared reply).
* False cut-offs on lines with a 300–700 ms pause inside, and spoken vs typed accuracy with and without
  noise (:mod:`taleweaver.bench.voice_spoken`).
* Voice swap gap: silence between one speaker's last sample and the next speaker's first.

``parts`` picks sections (``synthesis``, ``wer``, ``turn``, ``cutoff``, ``spoken``); all by default.
"""

from __future__ import annotations

import asyncio
import os
import re
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel

from taleweaver.apps.voice_player.loop import VoicePlayer
from taleweaver.bench.voice_spoken import (
    AccuracyFigures,
    AnswerFigures,
    CutoffFigures,
    accuracy,
    answer_source,
    answer_waits,
    cutoffs,
    pause_set,
    phrasing_sources,
    route_sources,
    whisper_word_times,
)
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import bundled_root, load_library_from
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.player.session import PlaySession
from taleweaver.voice.audio import join
from taleweaver.voice.bank import DEFAULT_VOICES, VoiceBank, VoiceChoice
from taleweaver.voice.bias import bias_for
from taleweaver.voice.edge import WavDirSink, file_utterances
from taleweaver.voice.factory import BankSynthesizer, load_synthesizer, load_transcriber
from taleweaver.voice.ports import Bias, Transcriber
from taleweaver.voice.rehearse import Step, spoken_route, synthesize_utterances
from taleweaver.voice.whisper_stt import WhisperTranscriber

GOALS = {
    "rtf_piper": 0.1,
    "rtf_espeak": 0.02,
    "first_chunk_ms_piper": 250.0,
    "rtf_whisper": 0.2,
    "wer_natural": 0.08,
    "turn_median_ms": 400.0,
    "false_cutoff_rate": 0.10,
    "swap_gap_ms": 50.0,
}
PARTS = ("synthesis", "wer", "turn", "cutoff", "spoken")
TURN_JUDGES = ("fixed", "words", "words+matcher")
LINES = (
    "The harbour lights flicker as Captain Sparrow studies the chart by candlelight.",
    "Where shall we sail tonight, sailor? The tide will not wait for us.",
    "Commodore Vell stands at the rail, watching the fog roll in from the Drowned Teeth.",
)
TWENTY_WORDS = (
    "Keep your voice down, friend, the Navy has ears in every tavern on this quay, and they pay well."
)
ROUTES: tuple[tuple[str, tuple[str, ...]], ...] = (
    # Routes to an ending of each bundled story (as in tests/content/playthroughs): 29 turns in all.
    ("pirates", (
        "/go harbor", "/act watch_gulls", "/go tavern", "/do ask_about_ship", "/do pledge_loyalty",
        "/do go_find_aria", "/act read_tide_board", "/do offer_navigator_berth", "/do climb_to_lighthouse",
        "/act use_telescope", "/do ask_about_lantern", "/do heed_the_warning", "/do cut_the_chains",
        "/do set_course_for_teeth", "/do follow_the_chart", "/act read_carvings", "/do walk_toward_glow",
        "/do leave_a_light",
    )),
    ("pirates", (
        "/act read_wanted_posters", "/do hear_job", "/do go_find_aria", "/do buy_the_chart",
        "/do bribe_harbour_clerk", "/act read_impound_notice", "/do walk_up_to_vell", "/do keep_bluffing",
    )),
    ("bramble_books", ("/do creep_downstairs", "/do tell_her_to_leave", "/do smudge_the_shop")),
)  # fmt: skip
SPEAKERS_FOR_WER = ("cedar", "coral", "sage")  # piper, hibari, espeak: natural, natural, robotic


class EngineFigures(BaseModel):
    engine: str
    voice: str
    rtf: float
    first_chunk_ms: float
    goal_rtf: float | None


class WerFigures(BaseModel):
    voice: str
    engine: str
    natural: bool
    utterances: int
    wer_plain: float
    wer_prompted: float
    wer_prompted_full_window: float | None = None
    """With the options prompt, whisper's own 30 s window (the default encodes short lines in 15 s)."""


class TurnFigures(BaseModel):
    judge: str = "words"
    """End-of-turn policy: ``fixed`` 300 ms hangover, ``words``, ``words+matcher``."""
    turns: int
    median_ms: float
    p95_ms: float
    stages_median_ms: dict[str, float]
    speculative: int
    """Turns whose transcript was started at a pause, before the endpointer ended."""
    wrong_actions: int
    needed_model: int
    not_heard: int
    prepared_replies: int = 0
    """Turns that took the reply decided ahead at the pause (the same transcript, the same state)."""
    prepared_first_chunks: int = 0
    """Replies whose first chunk was made ahead (an option's, while the player spoke, or at the pause)."""


class VoiceBenchResult(BaseModel):
    synthesis: list[EngineFigures]
    whisper_rtf: float | None
    """Transcription real-time factor as used (short lines in the 15 s window)."""
    whisper_rtf_full_window: float | None = None
    """The same with whisper's own 30 s window, for comparison."""
    whisper_load_s: float
    wer: list[WerFigures]
    turn: TurnFigures | None
    """The default policy's turns (``words+matcher``)."""
    turns_by_judge: list[TurnFigures] = []
    """Every policy, measured back to back in the same run."""
    cutoffs: list[CutoffFigures] = []
    answers: list[AnswerFigures] = []
    """Short answers to a clarify question: what the end-of-turn judge costs them."""
    spoken: list[AccuracyFigures] = []
    swap_gap_ms_max: float | None
    swap_gap_ms_median: float | None
    swaps: int
    goals: dict[str, float]
    load_average: tuple[float, float, float]
    """The machine's 1/5/15-minute load average at the end of the run (the goals are for an idle one)."""


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower().replace("-", " "))


def word_error_rate(reference: str, hypothesis: str) -> tuple[int, int]:
    """(edits, reference words): Levenshtein distance over words."""
    ref, hyp = _words(reference), _words(hypothesis)
    previous = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        current = [i]
        for j, h in enumerate(hyp, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (r != h)))
        previous = current
    return previous[-1], len(ref)


def _synthesis(synth: BankSynthesizer, bank: VoiceBank) -> list[EngineFigures]:
    figures = []
    for name, goal in (("cedar", GOALS["rtf_piper"]), ("coral", None), ("sage", GOALS["rtf_espeak"])):
        voice = bank.for_name(name)
        list(synth.stream("Warm up.", voice))  # load the model outside the timing
        started = time.perf_counter()
        audio = join(c for line in LINES for c in synth.stream(line, voice))
        rtf = (time.perf_counter() - started) / audio.duration_s
        started = time.perf_counter()
        next(iter(synth.stream(TWENTY_WORDS, voice)))
        first = (time.perf_counter() - started) * 1000
        figures.append(
            EngineFigures(
                engine=voice.engine, voice=voice.spec.voice, rtf=rtf, first_chunk_ms=first, goal_rtf=goal
            )
        )
    return figures


def _routes(engine: StoryEngine) -> list[tuple[str, list[Step]]]:
    return [(story_id, spoken_route(engine, story_id, commands)) for story_id, commands in ROUTES]


def _wer(
    synth: BankSynthesizer,
    whisper: Transcriber,
    engine: StoryEngine,
    routes: Sequence[tuple[str, list[Step]]],
    full_window: Transcriber | None = None,
) -> tuple[list[WerFigures], float, float | None]:
    """WER per voice with and without the prompt (and in the full window); RTF short and full window."""
    bank = VoiceBank()
    items: list[tuple[str, Bias]] = []
    for story_id, steps in routes:
        session = PlaySession(engine)
        session.start_story(story_id)
        story = engine.library.stories[story_id]
        for step in steps:
            items.append((step.said, bias_for(session.options(), story, engine.library)))
            session.handle(step.command)
    figures, work, full_work, heard = [], 0.0, 0.0, 0.0
    for name in SPEAKERS_FOR_WER:
        voice = bank.for_name(name)
        plain = prompted = full = words = 0
        for text, bias in items:
            audio = join(synth.stream(text, voice))
            started = time.perf_counter()
            edits, count = word_error_rate(text, whisper.transcribe(audio).text)
            work += time.perf_counter() - started
            heard += audio.duration_s
            plain += edits
            prompted += word_error_rate(text, whisper.transcribe(audio, bias).text)[0]
            if full_window is not None:
                started = time.perf_counter()
                full += word_error_rate(text, full_window.transcribe(audio, bias).text)[0]
                full_work += time.perf_counter() - started
            words += count
        figures.append(
            WerFigures(
                voice=name,
                engine=voice.engine,
                natural=voice.engine != "espeak",
                utterances=len(items),
                wer_plain=plain / words,
                wer_prompted=prompted / words,
                wer_prompted_full_window=full / words if full_window is not None else None,
            )
        )
    return figures, work / heard, full_work / heard if full_window is not None else None


async def _turns(
    synth: BankSynthesizer,
    whisper: Transcriber,
    engine: StoryEngine,
    routes: Sequence[tuple[str, list[Step]]],
    folder: Path,
    encoder: MiniLMEncoder,
    judge: str = "words",
    prepare: bool = True,
) -> tuple[TurnFigures, list[float]]:
    player_voice = VoiceChoice(name="player", spec=DEFAULT_VOICES["echo"].model_copy(update={"pitch": 1.05}))
    latencies: list[float] = []
    stages: dict[str, list[float]] = {
        "stt_ms": [],
        "stt_total_ms": [],
        "decide_ms": [],
        "tts_first_chunk_ms": [],
        "end_of_turn_ms": [],
    }
    gaps: list[float] = []
    wrong = needed = missed = speculative = prepared = first_chunks = 0
    for index, (story_id, steps) in enumerate(routes):
        speech = folder / f"speech{index}"
        if not speech.exists():
            speech.mkdir()
            synthesize_utterances(synth, player_voice, [s.said for s in steps], speech)
        session = PlaySession(engine, matcher=IntentMatcher(encoder))
        sink = WavDirSink(folder / f"out{index}-{judge}")
        player = VoicePlayer(
            session,
            synth,
            VoiceBank(menu_narrator=engine.library.narrator),
            sink,
            transcriber=whisper,
            realtime=True,
            end_of_turn=judge,  # type: ignore[arg-type]
            prepare=prepare,
        )
        player.opening(story_id)
        for step, utterance in zip(steps, file_utterances(speech), strict=True):
            row = await player.heard(utterance)
            timings = row["timings"]
            latencies.append(timings["first_audio_ms"])
            for key in ("stt_ms", "stt_total_ms", "decide_ms", "tts_first_chunk_ms"):
                stages[key].append(timings[key] or 0.0)
            # What is left of first audio: the wait for the end of turn (hangover or the judge) and glue.
            stages["end_of_turn_ms"].append(
                timings["first_audio_ms"]
                - sum(timings[k] or 0.0 for k in ("stt_ms", "decide_ms", "tts_first_chunk_ms"))
            )
            speculative += bool(timings["stt_speculative"])
            types = {e["type"] for e in row["events"]}
            missed += "not_heard" in types
            needed += "clarify" in types
            if row["state"]["node_id"] != step.node_after:
                wrong += "clarify" not in types and "not_heard" not in types
                session.handle(step.command)  # keep to the route: the next utterance fits the next turn
        gaps.extend(g * 1000 for g in sink.timeline.gaps_s)
        prepared += player.prepared["replies"]
        first_chunks += player.prepared["first_chunks"]
    ordered = sorted(latencies)
    figures = TurnFigures(
        judge=judge,
        turns=len(latencies),
        median_ms=statistics.median(latencies),
        p95_ms=ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))],
        stages_median_ms={k: statistics.median(v) for k, v in stages.items()},
        speculative=speculative,
        wrong_actions=wrong,
        needed_model=needed,
        not_heard=missed,
        prepared_replies=prepared,
        prepared_first_chunks=first_chunks,
    )
    return figures, gaps


def run_voice_bench(parts: Sequence[str] = PARTS) -> VoiceBenchResult:
    """The sections named in ``parts`` with the offline stack (needs the ``voice`` extra)."""
    unknown = sorted(set(parts) - set(PARTS))
    if unknown:
        raise ValueError(f"unknown part(s) {', '.join(unknown)}: choose from {', '.join(PARTS)}")
    synth = load_synthesizer()
    assert synth is not None
    started = time.perf_counter()
    whisper = load_transcriber("whisper")
    if (load := getattr(whisper, "load", None)) is not None:
        load()
    load_s = time.perf_counter() - started
    library = load_library_from(bundled_root())
    engine = StoryEngine(library)
    synthesis = _synthesis(synth, VoiceBank()) if "synthesis" in parts else []
    routes = _routes(engine)
    wer: list[WerFigures] = []
    whisper_rtf = whisper_rtf_full = None
    if "wer" in parts:
        full_window = WhisperTranscriber(context_s=None)
        wer, whisper_rtf, whisper_rtf_full = _wer(synth, whisper, engine, routes, full_window)
    encoder = MiniLMEncoder()
    encoder.load()
    turns: list[TurnFigures] = []
    gaps: list[float] = []
    if "turn" in parts:
        with tempfile.TemporaryDirectory(prefix="taleweaver-bench-voice-") as tmp:
            for judge in TURN_JUDGES:  # back to back, the same recordings
                figures, judge_gaps = asyncio.run(
                    _turns(synth, whisper, engine, routes, Path(tmp), encoder, judge)
                )
                turns.append(figures)
                gaps.extend(judge_gaps)
    cut: list[CutoffFigures] = []
    answers: list[AnswerFigures] = []
    if "cutoff" in parts:
        player_voice = VoiceChoice(
            name="player", spec=DEFAULT_VOICES["echo"].model_copy(update={"pitch": 1.05})
        )
        matcher = IntentMatcher(encoder)
        lines = pause_set(synth, player_voice, route_sources(engine, routes, matcher))
        cut = [cutoffs(lines, whisper, mode, "routes") for mode in TURN_JUDGES]
        phrasings = phrasing_sources(matcher)
        lines = pause_set(synth, player_voice, phrasings)
        cut += [cutoffs(lines, whisper, mode, "phrasings") for mode in ("fixed", "words+matcher")]
        # The same cuts and pauses in the line synthesized whole: the first half ends mid-sentence.
        if isinstance(whisper, WhisperTranscriber):
            lines = pause_set(synth, player_voice, phrasings, word_times=whisper_word_times(whisper))
            cut.append(cutoffs(lines, whisper, "words+matcher", "phrasings, cut from the whole line"))
        answering = answer_source(engine, matcher)
        answers = [answer_waits(synth, player_voice, answering, whisper, mode) for mode in TURN_JUDGES]
    spoken = accuracy(synth, whisper, IntentMatcher(encoder)) if "spoken" in parts else []
    return VoiceBenchResult(
        synthesis=synthesis,
        whisper_rtf=whisper_rtf,
        whisper_rtf_full_window=whisper_rtf_full,
        whisper_load_s=load_s,
        wer=wer,
        turn=next((t for t in turns if t.judge == "words+matcher"), None),
        turns_by_judge=turns,
        cutoffs=cut,
        answers=answers,
        spoken=spoken,
        swap_gap_ms_max=max(gaps) if gaps else None,
        swap_gap_ms_median=statistics.median(gaps) if gaps else None,
        swaps=len(gaps),
        goals=GOALS,
        load_average=os.getloadavg(),
    )

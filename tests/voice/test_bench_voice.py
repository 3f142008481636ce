"""`taleweaver bench voice`: the word error rate, and the table with its goals (a real run takes minutes)."""

from __future__ import annotations

import dataclasses
import json

import pytest
from typer.testing import CliRunner

import taleweaver.bench.voice as bench
from taleweaver.bench.voice_spoken import AccuracyFigures, AnswerFigures, CutoffFigures
from taleweaver.cli.app import app

runner = CliRunner()


def test_word_error_rate_counts_word_edits() -> None:
    assert bench.word_error_rate(
        "Show Commodore Vell the forged papers", "show commodore bell the forge papers."
    ) == (2, 6)
    assert bench.word_error_rate("Sail into the Drowned Teeth", "Sail into the Drowned Teeth!") == (0, 5)
    assert bench.word_error_rate("a b c", "") == (3, 3)


def _result(parts: object = None) -> bench.VoiceBenchResult:
    turn = bench.TurnFigures(
        judge="words",
        turns=29,
        median_ms=700,
        p95_ms=900,
        stages_median_ms={"stt_ms": 40, "stt_total_ms": 300},
        speculative=25,
        wrong_actions=0,
        needed_model=1,
        not_heard=0,
        prepared_replies=22,
        prepared_first_chunks=24,
    )
    return bench.VoiceBenchResult(
        synthesis=[
            bench.EngineFigures(engine="piper", voice="joe", rtf=0.05, first_chunk_ms=200, goal_rtf=0.1)
        ],
        whisper_rtf=0.05,
        whisper_rtf_full_window=0.15,
        whisper_load_s=0.3,
        wer=[
            bench.WerFigures(
                voice="cedar",
                engine="piper",
                natural=True,
                utterances=29,
                wer_plain=0.1,
                wer_prompted=0.01,
                wer_prompted_full_window=0.01,
            )
        ],
        turn=turn,
        turns_by_judge=[turn.model_copy(update={"judge": "fixed", "median_ms": 900}), turn],
        cutoffs=[
            CutoffFigures(judge="fixed", utterances=25, false_cutoffs=20, rate=0.8, end_ms_median=330),
            CutoffFigures(
                judge="words",
                utterances=25,
                false_cutoffs=2,
                rate=0.08,
                end_ms_median=410,
                fast_machine_cutoffs=3,
            ),
            CutoffFigures(
                judge="words+matcher",
                set="phrasings",
                utterances=30,
                false_cutoffs=4,
                rate=0.13,
                end_ms_median=400,
                fast_machine_cutoffs=4,
            ),
        ],
        answers=[
            AnswerFigures(
                judge="words+matcher",
                answers=12,
                complete=7,
                unfinished=0,
                no_opinion=5,
                end_ms_median=180,
                end_ms_max=830,
            )
        ],
        spoken=[
            AccuracyFigures(
                input="ballad noisy",
                lines=56,
                should_act=40,
                resolved=30,
                wrong=1,
                clarified=25,
                off_topic_acted=0,
                confirmed=3,
                wrong_unconfirmed=0,
            )
        ],
        swap_gap_ms_max=0.0,
        swap_gap_ms_median=0.0,
        swaps=12,
        goals=bench.GOALS,
        load_average=(2.5, 2.0, 1.5),
    )


def test_the_table_prints_every_figure_with_its_goal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "run_voice_bench", _result)
    result = runner.invoke(app, ["bench", "voice"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    for text in (
        "synthesis RTF piper:joe",
        "≤ 0.1",
        "WER cedar",
        "voice turn (fixed end of turn)",
        "voice turn (words end of turn)",
        "median (29 turns)",
        "≤ 400 ms",
        "false cut-offs (fixed end of turn), 25 routes lines with a 300–700 ms pause",
        "20 (80%)",
        "false cut-offs (words+matcher end of turn), 30 phrasings lines",
        "(words, routes) cut-offs if the pause's transcript came in time",
        "(options prompt, whisper's own 30 s window: cedar)",
        "(whisper's own 30 s window)",
        "ballad noisy: resolved / wrong / clarified of 56",
        "30 / 1 / 25",
        "load average",
        "stage median stt_total_ms",
        "started at a pause (speculative)",
        "25 of 29",
        "reply decided ahead / first chunk made ahead (prepared)",
        "22 / 24 of 29",
        "swap gap",
        "short answers to a clarify (words+matcher end of turn): complete / unfinished / no opinion of 12",
        "7 / 0 / 5",
        "180 / 830 ms",
    ):
        assert text in result.output
    as_json = json.loads(runner.invoke(app, ["bench", "voice", "--json"]).stdout)
    assert as_json["turn"]["median_ms"] == 700
    assert as_json["goals"]["swap_gap_ms"] == 50
    assert as_json["cutoffs"][1]["false_cutoffs"] == 2


def test_an_unknown_section_is_refused_with_the_choices() -> None:
    result = runner.invoke(app, ["bench", "voice", "--only", "turn,speed"])
    assert result.exit_code != 0
    assert "speed" in result.output
    assert "synthesis, wer, turn, cutoff, spoken" in result.output


def _word_times(heard: list[str] | None = None):  # type: ignore[no-untyped-def]
    """Even word timings over the line (the fake synthesizer's words are equally long)."""

    def times(audio, text):  # type: ignore[no-untyped-def]
        words = heard if heard is not None else text.split()
        step = audio.duration_s / len(words)
        return [(w, i * step, (i + 1) * step) for i, w in enumerate(words)]

    return times


def test_the_pause_set_cuts_the_line_synthesized_whole_at_the_word_boundary() -> None:
    import numpy as np

    from taleweaver.bench.voice_spoken import PauseSource, pause_set
    from taleweaver.testing import FakeSynthesizer
    from taleweaver.voice import VoiceBank, join
    from taleweaver.voice.ports import Bias

    synth = FakeSynthesizer()
    voice = VoiceBank().for_name("alloy")
    source = PauseSource("take the brass key", Bias(""), lambda _text: True, ())
    halves = pause_set(synth, voice, [source])  # type: ignore[arg-type]
    (line,) = pause_set(synth, voice, [source], word_times=_word_times())  # type: ignore[arg-type]
    assert line.whole
    assert not halves[0].whole
    rate = line.audio.sample_rate
    whole = join(synth.stream("take the brass key", voice))
    # The same seeded cut and pause both ways; here the words after the cut are those of the whole line.
    assert line.second_at == pytest.approx(halves[0].second_at, abs=0.02)
    first_s = line.second_at - 0.3 - (line.audio.duration_s - 0.3 - whole.duration_s)
    words_before = round(first_s / (whole.duration_s / 4))
    assert 1 <= words_before <= 3
    pause = line.audio.samples[int((0.3 + first_s) * rate) + 1 : int(line.second_at * rate) - 1]
    assert len(pause) > 0.29 * rate
    assert not np.any(pause)
    np.testing.assert_allclose(
        line.audio.samples[int(line.second_at * rate) :], whole.samples[int(first_s * rate) :], atol=1e-6
    )
    # Words not heard as said: no reliable boundary, so the halves are synthesized on their own.
    (fallback,) = pause_set(synth, voice, [source], word_times=_word_times(["take", "the", "grass"]))  # type: ignore[arg-type]
    assert not fallback.whole


def test_short_answers_are_timed_from_the_voice_stopping_to_the_end_of_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import taleweaver.bench.voice_spoken as spoken
    from taleweaver.testing import FakeSynthesizer, FakeTranscriber
    from taleweaver.voice import VoiceBank
    from taleweaver.voice.ports import Bias

    monkeypatch.setattr(spoken, "SHORT_ANSWERS", ("the first", "yes"))  # fed at real-time pace: keep it short
    synth = FakeSynthesizer()
    voice = VoiceBank().for_name("alloy")
    source = spoken.PauseSource("", Bias(""), lambda text: text == "The first", ("Go north", "Go south"))
    fixed = spoken.answer_waits(synth, voice, source, FakeTranscriber(), "fixed")  # type: ignore[arg-type]
    assert fixed.answers == 2
    assert fixed.complete == fixed.unfinished == fixed.no_opinion == 0  # no judge: nothing judged
    assert fixed.end_ms_median is not None
    assert fixed.end_ms_median >= 300  # the whole hangover, counted in audio fed (not wall time)
    heard = FakeTranscriber(["The first.", "The first.", "Yes.", "Yes."], confidence=0.9)
    judged = spoken.answer_waits(synth, voice, source, heard, "words+matcher")  # type: ignore[arg-type]
    assert (judged.complete, judged.unfinished, judged.no_opinion) == (1, 0, 1)  # "Yes." matches nothing here
    assert judged.end_ms_median is not None


def test_a_cut_off_is_acted_on_only_when_resume_cannot_undo_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the fixed 300 ms hangover both lines below are cut off at the pause; resume undoes the one
    whose second half comes while little of the reply could have played (RESUME_HEARD_MS)."""
    import numpy as np

    import taleweaver.bench.voice_spoken as spoken
    from taleweaver.apps.voice_player.loop import RESUME_HEARD_MS
    from taleweaver.testing import FakeSynthesizer, FakeTranscriber
    from taleweaver.voice import VoiceBank, join
    from taleweaver.voice.audio import AudioChunk
    from taleweaver.voice.ports import Bias
    from taleweaver.voice.vad import START_MS, energy_spans

    monkeypatch.setattr(spoken, "speech_spans", lambda audio, **_: energy_spans(audio))  # fake tones
    synth = FakeSynthesizer()
    voice = VoiceBank().for_name("alloy")
    first, second = join(synth.stream("take the", voice)), join(synth.stream("brass key", voice))
    rate = first.sample_rate
    source = spoken.PauseSource("take the brass key", Bias(""), lambda _text: True, ())

    def line(pause_s: float) -> spoken.PauseLine:
        parts = [
            np.zeros(int(0.3 * rate), np.float32),
            first.samples,
            np.zeros(int(pause_s * rate), np.float32),
        ]
        second_at = sum(len(p) for p in parts) / rate
        samples = np.concatenate([*parts, second.samples])
        return spoken.PauseLine(
            AudioChunk(samples, rate), second_at, len(samples) / rate, source, pause_s=pause_s
        )

    pauses = (0.45, 0.3 + RESUME_HEARD_MS / 1000 + 0.2)
    figures = spoken.cutoffs([line(p) for p in pauses], FakeTranscriber(), "fixed", "test")
    assert figures.false_cutoffs == 2  # judged complete at the pause (the fixed hangover ends both)
    assert figures.acted_on_half == 1  # the long pause's half stood
    # End of turn (the hangover after the voice stopped) → the second half detected START_MS into it.
    short, long = figures.undone_reply_ms
    assert short < RESUME_HEARD_MS < long
    assert long - short == pytest.approx((pauses[1] - pauses[0]) * 1000, abs=15)
    assert short >= START_MS
    assert figures.cut_other_option == figures.acted_other_option == 0  # the source names no meaning

    # What each cut-off's half, as heard when the turn ended, would act on: the short pause's half takes
    # the option the whole line means, the long pause's (the one that stood) another.
    takes = {"take the": "do:take_key", "take the box": "do:take_box"}.get
    source = dataclasses.replace(source, takes=takes, means="do:take_key")
    heard = FakeTranscriber(["take the", "take the box"])
    figures = spoken.cutoffs([line(p) for p in pauses], heard, "fixed", "test")
    assert (figures.false_cutoffs, figures.acted_on_half) == (2, 1)
    assert (figures.cut_other_option, figures.acted_other_option) == (1, 1)

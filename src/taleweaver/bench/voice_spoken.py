"""Spoken-input figures of ``bench voice``: the mid-sentence-pause set and spoken vs typed accuracy.

* **Pauses** (issue 19, item 6): two sets of lines, each split at a seeded word boundary, both halves
  synthesized by the player's voice with their own silence trimmed, and a seeded 300–700 ms pause put
  between them — ``routes``: the option labels of the bundled stories' routes (a player reading the
  options out), ``phrasings``: the intent calibration set's player phrasings (their own words, which no
  option label starts). Each line is fed at real-time pace through the speculative listener; a
  **false cut-off** is an end of turn declared before the second half starts ("judged complete at the
  pause"). With resume (:mod:`taleweaver.apps.voice_player.loop`) such a turn is undone when the second
  half's voice comes within ``RESUME_PAUSE_MS`` of the first's end and before ``RESUME_HEARD_MS`` of the
  reply could have played (counted from the end of turn itself, to the second half's detection
  ``START_MS`` into it); the cut-offs left are the ones where the half's action stood ("acted on the
  half"). Measured with the fixed 300 ms hangover and the words + matcher judge (the routes also with the
  words-only judge). The
  phrasings are measured a second way too, the same cuts and pauses cut out of the line synthesized
  whole (:func:`pause_set` with ``word_times``), so the first half ends mid-sentence.
* **Short answers** (what a longer wait would cost): answers to a pending clarify question ("yes", "the
  first", "two" …, :data:`SHORT_ANSWERS`), said whole, fed at real-time pace: how the judge calls each
  and how long after the voice stops the turn ends (:func:`answer_waits`). The pause sets have no line
  under three words, so a rule that waits on short lines would pass them without showing its cost.
* **Spoken accuracy** (item 4): the intent calibration set's utterances (``intent/evalset.py``:
  player phrasings, not the authored examples, and off-topic lines that must be clarified), typed and
  spoken — synthesized by voices the bench never tuned the transcriber's prompt on, clean and with
  white noise at 10 dB SNR — through the same refusal-aware matcher. Resolved / wrong / clarified, and
  what confirming low-confidence transcripts (:mod:`taleweaver.voice.confirm`) does to the wrong ones.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from pydantic import BaseModel

from taleweaver.apps.voice_player.loop import RESUME_HEARD_MS, RESUME_PAUSE_MS, spoken_command
from taleweaver.engine.engine import StoryEngine
from taleweaver.intent import IntentCandidate, IntentMatcher
from taleweaver.intent.evalset import SCENES, SHOULD_MATCH, SHOULD_NOT_MATCH, TURNS
from taleweaver.intent.refusal import match_respecting_refusal
from taleweaver.player.commands import parse_command
from taleweaver.player.session import PlaySession
from taleweaver.voice.audio import AudioChunk, join
from taleweaver.voice.bank import VoiceBank, VoiceChoice
from taleweaver.voice.bias import bias_for
from taleweaver.voice.confirm import should_confirm
from taleweaver.voice.factory import BankSynthesizer
from taleweaver.voice.ports import Bias, Transcriber, Transcript
from taleweaver.voice.rehearse import Step
from taleweaver.voice.speculate import PAUSE_MS, SpeculativeListener
from taleweaver.voice.turn_end import TurnJudge, looks_complete, matcher_judge
from taleweaver.voice.vad import FRAME_MS, START_MS, speech_spans
from taleweaver.voice.whisper_stt import WhisperTranscriber

PAUSE_RANGE_S = (0.3, 0.7)
NOISE_SNR_DB = 10.0
SPOKEN_VOICES = ("ballad",)
"""A natural voice the bench tunes nothing on (the WER figures use cedar, coral and sage; the turns a
pitched echo). Add "verse" (espeak) for a robotic one; each voice adds 112 transcriptions."""


class CutoffFigures(BaseModel):
    judge: str
    set: str = "routes"
    """``routes`` (option labels read out) or ``phrasings`` (the player's own words)."""
    utterances: int
    false_cutoffs: int
    rate: float
    end_ms_median: float | None
    """Voice stopped → end of turn declared, median over the lines not cut off."""
    whole_lines: int = 0
    """Lines cut out of the line synthesized whole (the rest: halves synthesized on their own)."""
    fast_machine_cutoffs: int | None = None
    """Lines whose first half (up to the pause, plus the ``PAUSE_MS`` that starts a speculation) the judge
    calls complete: the cut-offs where the pause's transcript arrives before the pause is over (an idle
    machine, long pauses). On a busy machine the transcript comes later and the 900 ms wait decides."""
    acted_on_half: int = 0
    """False cut-offs whose half's turn stood: resume did not undo it (the pause longer than
    ``RESUME_PAUSE_MS``, or more than ``RESUME_HEARD_MS`` of the reply could have played)."""
    cut_other_option: int = 0
    """False cut-offs whose half, as heard when the turn ended, the session would act on at once on another
    option than the one the whole line means: the cut-offs that would do something else (the rest take
    the same option, or ask, or clarify). Counted where the set knows what each line means."""
    acted_other_option: int = 0
    """Of :attr:`acted_on_half`, those on another option: what a cut-off costs the player, at worst."""
    undone_reply_ms: list[float] = []
    """For each false cut-off: how much of the half's reply could have played when the second half was
    detected (end of turn → the second half's start + ``START_MS``; no time counted for deciding and
    the first chunk, so the most it could be). Resume undoes the turns at most ``RESUME_HEARD_MS``."""


@dataclass(frozen=True)
class PauseSource:
    """A line to say with a pause inside, and what the session knows when it is said."""

    said: str
    bias: Bias
    confident: Callable[[str], bool]
    labels: tuple[str, ...]
    takes: Callable[[str], str | None] | None = None
    """Text → the key of the option the session would act on at once (None: it would not act at once)."""
    means: str | None = None
    """The key of the option the whole line means."""


@dataclass(frozen=True)
class PauseLine:
    audio: AudioChunk
    second_at: float
    """Seconds into ``audio`` where the second half starts."""
    voice_end: float
    source: PauseSource
    whole: bool = False
    """Cut out of the line synthesized whole (else its halves were synthesized on their own)."""
    pause_s: float = 0.0
    """The silence put between the halves."""


SHORT_ANSWERS = (
    *("yes", "no", "yes please", "the first", "the second one", "the last one", "that one", "one"),
    *("two", "neither", "option one", "the other one"),
)
"""Answers a player gives to "Do you mean X, or Y?" (issue 19, item 3), not split: each must end its turn
as soon as it can."""


class AnswerFigures(BaseModel):
    """Short answers to a pending clarify question under one end-of-turn policy."""

    judge: str
    answers: int
    complete: int
    """Answers the judge calls complete (the turn ends as soon as the transcript is in)."""
    unfinished: int
    no_opinion: int
    end_ms_median: float | None
    """Voice stopped → end of turn declared, median (at real-time pace, as the listener runs it)."""
    end_ms_max: float | None


class AccuracyFigures(BaseModel):
    input: str
    """``typed``, or ``VOICE clean`` / ``VOICE noisy``."""
    lines: int
    should_act: int
    resolved: int
    wrong: int
    clarified: int
    off_topic_acted: int
    confirmed: int
    """Lines the confirm rule would ask about (low transcript confidence, a confident match)."""
    wrong_unconfirmed: int
    """Wrong actions the confirm rule would not have caught."""


def _trim(audio: AudioChunk) -> AudioChunk:
    spans = speech_spans(audio, min_silence_ms=100)
    if not spans:
        return audio
    rate = audio.sample_rate
    return AudioChunk(audio.samples[int(spans[0][0] * rate) : int(spans[-1][1] * rate)], rate)


def _paced(listener: SpeculativeListener, audio: AudioChunk, tail_s: float, realtime: bool) -> float | None:
    """Feed ``audio`` then ``tail_s`` of silence, 30 ms at a time; seconds into it when the turn ended."""
    rate = audio.sample_rate
    samples = np.concatenate([audio.samples, np.zeros(int(tail_s * rate), np.float32)])
    step = rate * FRAME_MS // 1000
    started = time.perf_counter()
    for fed in range(0, len(samples), step):
        if realtime and (wait := started + fed / rate - time.perf_counter()) > 0:
            time.sleep(wait)
        listener.feed(AudioChunk(samples[fed : fed + step], rate))
        if listener.endpointer.ended:
            listener.close()
            return (fed + step) / rate
    listener.close()
    return None


WordTimes = Callable[[AudioChunk, str], list[tuple[str, float, float]]]
"""Audio of a line and its text → (word, start s, end s) of each word heard (:func:`whisper_word_times`)."""


def pause_set(
    synth: BankSynthesizer,
    voice: VoiceChoice,
    sources: Sequence[PauseSource],
    *,
    seed: int = 19,
    word_times: WordTimes | None = None,
) -> list[PauseLine]:
    """Each source line of 3+ words split at a seeded word boundary with a seeded 300–700 ms pause.

    Without ``word_times`` the two halves are synthesized on their own (the first then ends as a whole
    sentence does, falling). With it the whole line is synthesized once and the pause is cut in at the
    boundary ``word_times`` finds (the quietest 10 ms near it), so the first half ends mid-sentence as a
    player's pause does; a line whose words are not all heard falls back to separate halves
    (:attr:`PauseLine.whole` says which). The seeded cuts and pauses are the same both ways.
    """
    rng = random.Random(seed)
    out = []
    for source in sources:
        words = source.said.split()
        if len(words) < 3:
            continue
        cut = rng.randint(1, len(words) - 1)
        pause_s = rng.uniform(*PAUSE_RANGE_S)
        halves = _cut_whole(synth, voice, words, cut, word_times) if word_times is not None else None
        whole = halves is not None
        if halves is None:
            first = _trim(join(synth.stream(" ".join(words[:cut]), voice)))
            halves = (
                first,
                _trim(join(synth.stream(" ".join(words[cut:]), voice))).resampled(first.sample_rate),
            )
        first, second = halves
        rate = first.sample_rate
        pause = np.zeros(int(pause_s * rate), np.float32)
        lead = np.zeros(int(0.3 * rate), np.float32)
        samples = np.concatenate([lead, first.samples, pause, second.samples])
        second_at = (len(lead) + len(first.samples) + len(pause)) / rate
        line = AudioChunk(samples, rate)
        out.append(PauseLine(line, second_at, len(samples) / rate, source, whole, pause_s))
    return out


def _cut_whole(
    synth: BankSynthesizer, voice: VoiceChoice, words: list[str], cut: int, word_times: WordTimes
) -> tuple[AudioChunk, AudioChunk] | None:
    """The whole line synthesized, split between ``words[cut - 1]`` and ``words[cut]``; None when the
    words heard in it are not the words said (no reliable boundary)."""
    line = _trim(join(synth.stream(" ".join(words), voice)))
    heard = word_times(line, " ".join(words))
    if [_plain_word(w) for w, _, _ in heard] != [_plain_word(w) for w in words]:
        return None
    rate = line.sample_rate
    boundary = min(heard[cut - 1][2], heard[cut][1])
    # Never past the boundary: a cut inside the next word's first closure ("the | c-aptain") leaves
    # its onset in the first half, and whisper, prompted with the options, then says the whole word.
    at = _quietest(line, max(0.0, boundary - 0.06), min(line.duration_s, boundary + 0.01))
    split = int(at * rate)
    return AudioChunk(line.samples[:split], rate), AudioChunk(line.samples[split:], rate)


def _plain_word(word: str) -> str:
    return "".join(ch for ch in word.casefold() if ch.isalnum())


def _quietest(audio: AudioChunk, low_s: float, high_s: float, frame_s: float = 0.01) -> float:
    """The middle of the quietest ``frame_s`` stretch of ``audio`` between ``low_s`` and ``high_s``."""
    rate = audio.sample_rate
    size = max(1, int(frame_s * rate))
    best, best_energy = (low_s + high_s) / 2, float("inf")
    start = int(low_s * rate)
    while start + size <= int(high_s * rate):
        energy = float(np.mean(np.square(audio.samples[start : start + size], dtype=np.float64)))
        if energy < best_energy:
            best, best_energy = (start + size / 2) / rate, energy
        start += size // 2
    return best


def whisper_word_times(whisper: WhisperTranscriber) -> WordTimes:
    """Word timings from faster-whisper's own alignment (``word_timestamps``), the line's text as the
    prompt: only to find where to cut a synthesized line, never as a transcription to score."""

    def times(audio: AudioChunk, text: str) -> list[tuple[str, float, float]]:
        model = whisper.load()
        samples = audio.resampled(16000).samples
        segments, _ = model.transcribe(
            samples, language="en", beam_size=1, initial_prompt=text, word_timestamps=True, vad_filter=False
        )
        return [(w.word.strip(), w.start, w.end) for seg in segments for w in (seg.words or [])]

    return times


def _judge(mode: str, source: PauseSource) -> TurnJudge | None:
    if mode == "words":
        return looks_complete
    if mode == "words+matcher":
        return matcher_judge(
            source.confident, labels=lambda: source.labels, names=lambda: source.bias.hotwords
        )
    return None


def answer_source(engine: StoryEngine, matcher: IntentMatcher, story_id: str = "pirates") -> PauseSource:
    """The opening of ``story_id`` with a clarify question pending between its first two options."""
    session = PlaySession(engine, matcher=matcher)
    session.start_story(story_id)
    options = [o for o in session.options() if o.available]
    session.state = session.state.evolve(pending_clarify=tuple(o.key for o in options[:2]))
    bias = bias_for(options, engine.library.stories[story_id], engine.library)
    return PauseSource("", bias, confident_in(session), tuple(o.label for o in options))


def answer_waits(
    synth: BankSynthesizer, voice: VoiceChoice, source: PauseSource, whisper: Transcriber, mode: str
) -> AnswerFigures:
    """Each of :data:`SHORT_ANSWERS` said whole after 300 ms of silence, fed at real-time pace."""
    verdicts = {True: 0, False: 0, None: 0}
    ends: list[float] = []
    for said in SHORT_ANSWERS:
        spoken = _trim(join(synth.stream(said, voice)))
        rate = spoken.sample_rate
        audio = AudioChunk(np.concatenate([np.zeros(int(0.3 * rate), np.float32), spoken.samples]), rate)
        judge = _judge(mode, source)
        if judge is not None:
            verdicts[judge(whisper.transcribe(audio, source.bias))] += 1
        transcribe = None if judge is None else (lambda a: whisper.transcribe(a, source.bias))
        listener = SpeculativeListener(transcribe, rate, judge=judge)
        ended = _paced(listener, audio, 1.5, realtime=judge is not None)
        if ended is not None:
            ends.append((ended - audio.duration_s) * 1000)
    return AnswerFigures(
        judge=mode,
        answers=len(SHORT_ANSWERS),
        complete=verdicts[True],
        unfinished=verdicts[False],
        no_opinion=verdicts[None],
        end_ms_median=statistics.median(ends) if ends else None,
        end_ms_max=max(ends) if ends else None,
    )


def cutoffs(lines: Sequence[PauseLine], whisper: Transcriber, mode: str, set_name: str) -> CutoffFigures:
    """False cut-offs under one end-of-turn policy: ``fixed`` (300 ms), ``words``, ``words+matcher``."""
    cut = stood = other = stood_other = 0
    fast_cut: int | None = None if mode == "fixed" else 0
    ends: list[float] = []
    undone: list[float] = []
    for line in lines:
        bias = line.source.bias
        judge = _judge(mode, line.source)
        if judge is not None and fast_cut is not None:
            first = _first_half(line.audio, line.second_at)
            fast_cut += judge(whisper.transcribe(first, bias)) is True
        transcribe = None if judge is None else (lambda a, b=bias: whisper.transcribe(a, b))
        listener = SpeculativeListener(transcribe, line.audio.sample_rate, judge=judge)
        ended = _paced(listener, line.audio, 1.5, realtime=judge is not None)
        if ended is not None and ended < line.second_at:
            cut += 1
            # Resume: the second half's voice is detected START_MS after it begins; by then the reply, at
            # most, has played since the end of turn. Undone if soon enough after the first half stopped.
            played = line.second_at + START_MS / 1000 - ended
            undone.append(round(played * 1000, 1))
            pause = line.second_at - _first_voice_end(line.audio, line.second_at)
            stands = pause > RESUME_PAUSE_MS / 1000 or played > RESUME_HEARD_MS / 1000
            elsewhere = _takes_another(line, whisper, ended)
            stood += stands
            other += elsewhere
            stood_other += stands and elsewhere
        elif ended is not None:
            ends.append((ended - line.voice_end) * 1000)
    return CutoffFigures(
        judge=mode,
        set=set_name,
        utterances=len(lines),
        false_cutoffs=cut,
        rate=cut / len(lines) if lines else 0.0,
        end_ms_median=statistics.median(ends) if ends else None,
        whole_lines=sum(line.whole for line in lines),
        fast_machine_cutoffs=fast_cut,
        acted_on_half=stood,
        cut_other_option=other,
        acted_other_option=stood_other,
        undone_reply_ms=undone,
    )


def _takes_another(line: PauseLine, whisper: Transcriber, ended: float) -> bool:
    """Whether the audio captured when the turn ended, transcribed as the turn would be, acts at once on
    another option than the one the whole line means (False where the source does not say)."""
    source = line.source
    if source.takes is None or source.means is None:
        return False
    rate = line.audio.sample_rate
    heard = whisper.transcribe(AudioChunk(line.audio.samples[: int(ended * rate)], rate), source.bias)
    took = source.takes(heard.text)
    return took is not None and took != source.means


def _first_voice_end(audio: AudioChunk, second_at: float) -> float:
    """Where the first half's voice stops (Silero, as the voice player's ``speech_end``)."""
    rate = audio.sample_rate
    spans = speech_spans(AudioChunk(audio.samples[: int(second_at * rate)], rate), min_silence_ms=100)
    return spans[-1][1] if spans else second_at


def _first_half(audio: AudioChunk, second_at: float) -> AudioChunk:
    """The audio a speculation at the pause would hear: up to where the pause's silence reaches
    ``PAUSE_MS``."""
    stop = _first_voice_end(audio, second_at) + PAUSE_MS / 1000
    return AudioChunk(audio.samples[: int(min(stop, second_at) * audio.sample_rate)], audio.sample_rate)


def route_sources(
    engine: StoryEngine, routes: Sequence[tuple[str, list[Step]]], matcher: IntentMatcher
) -> list[PauseSource]:
    """Each route step with its transcription bias, the matcher-first test and the labels on offer."""
    out: list[PauseSource] = []
    for story_id, steps in routes:
        story = engine.library.stories[story_id]
        for index, step in enumerate(steps):
            session = PlaySession(engine, matcher=matcher)
            session.start_story(story_id)
            for earlier in steps[:index]:
                session.handle(earlier.command)
            bias = bias_for(session.options(), story, engine.library)
            labels = tuple(o.label for o in session.options() if o.available)
            command = parse_command(step.command)
            means = f"{command.verb}:{command.arg}"
            out.append(PauseSource(step.said, bias, confident_in(session), labels, session.acts_on, means))
    return out


def phrasing_sources(matcher: IntentMatcher) -> list[PauseSource]:
    """The calibration set's player phrasings (``SHOULD_MATCH``), each with its turn's options."""
    biases = _eval_biases()
    out = []
    for turn, text, key in SHOULD_MATCH:
        candidates = TURNS[turn].candidates()

        def takes(said: str, candidates: list[IntentCandidate] = candidates) -> str | None:
            decision = match_respecting_refusal(matcher, said, candidates)
            return decision.key if decision.matched else None

        def confident(said: str, takes: Callable[[str], str | None] = takes) -> bool:
            return takes(said) is not None

        labels = tuple(c.label for c in candidates)
        out.append(PauseSource(text, biases[turn], confident, labels, takes, key))
    return out


def confident_in(session: PlaySession) -> Callable[[str], bool]:
    """The session's matcher-first test: would this text act at once?"""
    return session.confident


def _eval_biases() -> dict[str, Bias]:
    """The transcription bias at each calibration turn: its options' labels and the scene names."""
    return {
        name: Bias(
            prompt=". ".join([*(c.label for c in turn.candidates()), ", ".join(SCENES.values())]),
            hotwords=tuple(SCENES.values()),
        )
        for name, turn in TURNS.items()
    }


def _noisy(audio: AudioChunk, rng: np.random.Generator) -> AudioChunk:
    power = float(np.mean(np.square(audio.samples, dtype=np.float64)))
    noise = rng.normal(0.0, np.sqrt(power / 10 ** (NOISE_SNR_DB / 10)), len(audio.samples))
    return AudioChunk((audio.samples + noise).astype(np.float32), audio.sample_rate)


def accuracy(synth: BankSynthesizer, whisper: Transcriber, matcher: IntentMatcher) -> list[AccuracyFigures]:
    """Typed, then each voice clean and noisy, over the calibration set (see the module docstring)."""
    lines: list[tuple[str, str, str | None]] = [(t, u, k) for t, u, k in SHOULD_MATCH]
    lines += [(t, u, None) for t, u in SHOULD_NOT_MATCH]
    biases = _eval_biases()
    rng = np.random.default_rng(19)
    inputs: list[tuple[str, Callable[[str, str], Transcript]]] = [
        ("typed", lambda _t, text: Transcript(text))
    ]
    bank = VoiceBank()
    for name in SPOKEN_VOICES:
        voice = bank.for_name(name)
        for noisy in (False, True):

            def heard(turn: str, text: str, voice: VoiceChoice = voice, noisy: bool = noisy) -> Transcript:
                audio = join(synth.stream(text, voice))
                return whisper.transcribe(_noisy(audio, rng) if noisy else audio, biases[turn])

            inputs.append((f"{name} {'noisy' if noisy else 'clean'}", heard))
    figures = []
    for label, hear in inputs:
        resolved = wrong = clarified = off_acted = confirmed = wrong_unconfirmed = 0
        for turn, text, expected in lines:
            transcript = hear(turn, text)
            said = spoken_command(transcript.text)
            decision = match_respecting_refusal(matcher, said, TURNS[turn].candidates()) if said else None
            acted = decision is not None and decision.matched
            asks = should_confirm(transcript, matched=acted)
            confirmed += asks
            if not acted:
                clarified += 1
            elif expected is None:
                off_acted += 1
                wrong_unconfirmed += not asks
            elif decision is not None and decision.key == expected:
                resolved += 1
            else:
                wrong += 1
                wrong_unconfirmed += not asks
        figures.append(
            AccuracyFigures(
                input=label,
                lines=len(lines),
                should_act=len(SHOULD_MATCH),
                resolved=resolved,
                wrong=wrong,
                clarified=clarified,
                off_topic_acted=off_acted,
                confirmed=confirmed,
                wrong_unconfirmed=wrong_unconfirmed,
            )
        )
    return figures

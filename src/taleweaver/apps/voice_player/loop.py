"""The voice player over the shared player session: speech in, every line spoken in its voice.

One turn: end of speech → transcribe (biased to what can be said now) → the session decides
(matcher-first routing) → lines spoken in each speaker's voice, then a short spoken recap of the options.
Silence or noise gets "I didn't catch that" and changes nothing. Each turn's row is the ``play --json``
row (``player/rows.py``) plus ``transcript``, ``audio`` (files written) and ``timings`` (ms).

**Resume**: a player at a live edge (the microphone) who goes on speaking soon after the end of turn was
declared — within :data:`RESUME_PAUSE_MS` of the voice stopping, before :data:`RESUME_HEARD_MS` of the
reply has played — was not done: the reply stops (barge-in), the session is rewound to its checkpoint from
before that turn, and the whole line (both stretches of audio, transcribed together with the bias of
before) is one turn, whose row carries ``timings.resumed_after_ms`` (docs/voice.md, "Resume: the turn
that continues").

**The prepared reply** (docs/voice.md, "The prepared reply"; its machinery is
:class:`~taleweaver.apps.voice_player.prepared.ReplyAhead`): while the player speaks, the first chunk of
each option's reply is synthesized on a thread of its own, and when a pause's transcript is in, the turn is
decided on a scratch copy of the session on the listener's worker (:meth:`VoicePlayer.prepare_reply`).
When the turn ends on that very transcript and the session has not moved, the decision is taken as it was
made and the prepared first chunk plays at once; a line that went on (a later voiced frame, a resume) or
any other transcript discards it and is decided as before.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, Protocol, get_args

from taleweaver.apps.voice_player.prepared import PreparedReply, ReplyAhead
from taleweaver.content.models import NARRATOR_ID, Story
from taleweaver.player.commands import said_number, said_stop
from taleweaver.player.menu import SPOKEN_QUIT_HINT
from taleweaver.player.options import intent_candidates, out_of_reach
from taleweaver.player.output import Line, TurnOutput
from taleweaver.player.rows import voice_row
from taleweaver.player.session import Checkpoint, PlaySession
from taleweaver.turn import NotHeardEvent
from taleweaver.voice.audio import AudioChunk, join
from taleweaver.voice.bank import VoiceBank
from taleweaver.voice.bias import bias_for, story_names
from taleweaver.voice.confirm import should_confirm
from taleweaver.voice.edge import AudioSink, Clock, Utterance
from taleweaver.voice.ports import Bias, Synthesizer, Transcriber, Transcript
from taleweaver.voice.speculate import EarlyTranscript, SpeculativeListener
from taleweaver.voice.speech import NOT_HEARD, Prepared, Say, Spoken, speak
from taleweaver.voice.turn_end import TurnJudge, looks_complete, matcher_judge
from taleweaver.voice.vad import FRAME_MS, START_MS, speech_spans

RECAP_OPTIONS = 3
EndOfTurn = Literal["fixed", "words", "words+matcher"]
"""How the end of a spoken turn is judged: the fixed 300 ms hangover, the pause's words, or its words and
what the session knows (the default; docs/voice.md, "End of turn")."""
END_OF_TURN: tuple[str, ...] = get_args(EndOfTurn)
RESUME_PAUSE_MS = 1000
"""A voice that comes back within this long of stopping (voice stopped → voice began again) may go on with
the turn just ended; later it is a new turn."""
RESUME_HEARD_MS = 600
"""…and only while at most this much of that turn's reply has played when the voice is detected (the
endpointer's ``START_MS`` after it began): the voice came back within ~0.5 s of the reply's first sound,
too soon to be an answer to it. A reply played for longer is never taken back."""


def spoken_command(transcript: str) -> str:
    """What the session gets: "Option two." → "2" (:func:`said_number`); "Stop playing." → ``/quit``
    (:func:`said_stop`); anything else as heard, without end punctuation."""
    if said_stop(transcript):
        return "/quit"
    number = said_number(transcript)
    return str(number) if number is not None else transcript.strip().rstrip(".!?").strip()


class TurnObserver(Protocol):
    """Told around each spoken turn (a robot body turns, plays the node's emotion, then listens)."""

    def before_speaking(self, out: TurnOutput) -> None: ...

    def after_speaking(self) -> None: ...


@dataclass
class Heard:
    audio: AudioChunk
    speech_end_s: float | None
    ended_at: float
    """Clock time the end of speech is taken to have happened (latency is measured from here)."""
    early: EarlyTranscript | None = None
    """The transcript made while endpointing (real-time input with ``speculative``), if any."""


@dataclass
class _Undoable:
    """The last spoken turn, while a continuation may still undo it."""

    checkpoint: Checkpoint
    """The session before the turn (for a merged turn: before the first of the turns merged)."""
    audio: AudioChunk
    """What was heard (the continuation is joined to it and transcribed as one)."""
    bias: Bias | None
    """The transcription bias of before the turn (the options then on offer)."""
    voice_stopped: float
    """Clock time the player's voice stopped."""
    spoken: Spoken
    """The reply: its ``first_audio_at`` is filled in while it plays."""


class VoicePlayer:
    def __init__(
        self,
        session: PlaySession,
        synth: Synthesizer,
        bank: VoiceBank,
        sink: AudioSink,
        *,
        transcriber: Transcriber | None = None,
        realtime: bool = False,
        recap: bool = True,
        clock: Clock = time.perf_counter,
        sleep: Any = time.sleep,
        vad: Callable[[AudioChunk], list[tuple[float, float]]] = speech_spans,
        observer: TurnObserver | None = None,
        speculative: bool = True,
        end_of_turn: EndOfTurn = "words+matcher",
        resume: bool = True,
        prepare: bool = True,
    ) -> None:
        self.session = session
        session.quit_hint = SPOKEN_QUIT_HINT  # a goodbye at the menu is told to say "stop playing"
        self.synth = synth
        self.bank = bank
        self.sink = sink
        self.transcriber = transcriber
        self.realtime = realtime
        self.recap = recap
        self.clock = clock
        self.sleep = sleep
        self.vad = vad
        self.observer = observer
        self.speculative = speculative
        if end_of_turn not in END_OF_TURN:
            raise ValueError(f"end_of_turn {end_of_turn!r}: choose from {', '.join(END_OF_TURN)}")
        self.end_of_turn = end_of_turn
        self.resume = resume
        self.turn = 0
        self._stop = threading.Event()
        self._undoable: _Undoable | None = None
        """The last spoken turn, kept with its checkpoint while a continuation may undo it."""
        self._continuing: _Undoable | None = None
        """Set at barge-in when the voice that began goes on with ``_undoable``'s line."""
        self._barged_at: float | None = None
        self.prepare = prepare
        """Prepare replies ahead (module docstring, "The prepared reply"); False: decide and synthesize
        after the end of turn only."""
        self.prepared = {"replies": 0, "first_chunks": 0}
        """Turns that took a reply decided ahead, and replies whose first chunk was made ahead."""
        self._ahead = ReplyAhead(
            self,
            says=lambda lines, session: self._says(lines, recap=True, session=session),
            decide=self._decide,
        )
        """The first chunks made ahead while the player speaks, and the turns decided ahead at pauses."""

    # -- what the session says ----------------------------------------------------------------------
    def _story(self, session: PlaySession | None = None) -> Story | None:
        session = session or self.session
        state = session.state
        return session.engine.library.stories.get(state.story_id or "") if state.mode == "story" else None

    def _says(self, lines: list[Line], *, recap: bool, session: PlaySession | None = None) -> list[Say]:
        """What is said for ``lines`` in ``session``'s state (default: the session's own)."""
        story = self._story(session)
        says = [Say(ln.speaker, ln.text, self.bank.for_speaker(story, ln.speaker)) for ln in lines if ln.text]
        if recap and self.recap and (text := self._recap(session)):
            says.append(Say("options", text, self.bank.for_speaker(story, NARRATOR_ID)))
        return says

    def _labels(self) -> list[str]:
        """The labels of the options on offer (the end-of-turn judge waits for a line that starts one)."""
        return [o.label for o in self.session.options() if o.available]

    def _names(self) -> tuple[str, ...]:
        """The story's names (the end-of-turn judge waits for a line that stops inside one)."""
        return story_names(self._story(), self.session.engine.library)

    def _recap(self, session: PlaySession | None = None) -> str:
        labels = [o.label.rstrip(".") for o in (session or self.session).options() if o.available]
        labels = labels[:RECAP_OPTIONS]
        if not labels:
            return ""
        if len(labels) == 1:
            return f"You could {labels[0][0].lower()}{labels[0][1:]}."
        return "You could: " + "; ".join(labels[:-1]) + "; or " + labels[-1] + "."

    def _speak(
        self,
        out: TurnOutput,
        *,
        recap: bool = True,
        spoken: Spoken | None = None,
        first: Prepared | None = None,
    ) -> Spoken:
        """Say ``out``'s lines (and the recap); ``first`` is the reply's first chunk if it was made ahead
        (else one of the options' made while the player spoke is looked for)."""
        self.turn += 1
        self._stop = threading.Event()
        if self._continuing is not None:  # the player went on before this reply began: it is never said
            self._stop.set()
        self._ahead.stop_warming()
        if self.observer is not None:
            self.observer.before_speaking(out)
        says = self._says(out.lines, recap=recap)
        if says:  # (a first chunk made ahead is still among the options' until it is taken)
            first = self._ahead.take(says[0]) if first is None else self._ahead.take(first.say) or first
        if first is not None and says and first.say == says[0]:
            self.prepared["first_chunks"] += 1
        with self._ahead.synth_lock:
            spoken = speak(
                self.synth,
                self.sink,
                says,
                self.turn,
                clock=self.clock,
                stop=self._stop,
                out=spoken,
                prepared=first,
            )
        self._prime()
        self._ahead.start_warming()
        if self.observer is not None:
            self.observer.after_speaking()
        return spoken

    # -- the prepared reply (prepared.py) ----------------------------------------------------------------
    def prepare_reply(self, transcript: Transcript, verdict: bool | None = True) -> PreparedReply | None:
        """Decide the turn for a pause's ``transcript`` ahead, on a scratch copy of the session (the
        speculative listener calls this on its worker, right after the judge's ``verdict``): the reply's
        first chunk is taken from those made for the options, or — when the end of turn has a wait
        before it (``verdict`` not True) and the synthesizer is free — made now. None when nothing can
        be prepared (no copy, nothing heard, a line that goes on the one before)."""
        if transcript.empty or self._continuing is not None:
            return None
        return self._ahead.reply(transcript, verdict)

    def _decide(self, session: PlaySession, transcript: Transcript) -> TurnOutput:
        """The turn for ``transcript`` in a session with no model director (:meth:`heard`'s decision)."""
        text = spoken_command(transcript.text)
        out = None
        if should_confirm(transcript, matched=not text.isdigit()):
            out = session.confirm(text, text)
        return out if out is not None else session.handle(text)

    def _prime(self) -> None:
        """Embed the options on offer now, while the reply is still playing, so the next turn's decision
        (and the end-of-turn judge) only has to encode what the player says."""
        session = self.session
        options = session.options()
        if session.matcher is None or not options:
            return
        session.matcher.prime(intent_candidates(options + out_of_reach(session.engine, session.state)))

    def barge_in(self) -> None:
        """The player started speaking: stop talking at once (the audio edge calls this when it detects the
        voice, ``START_MS`` after it began). Soon enough after the last turn, the voice goes on with that
        turn's line (:meth:`_goes_on`): what it says is transcribed joined to the line, as one."""
        self._stop.set()
        self.sink.stop()
        now = self.clock()
        last = self._undoable
        if last is not None and self._goes_on(last, now):
            self._continuing, self._barged_at = last, now

    def _goes_on(self, last: _Undoable, detected_at: float) -> bool:
        """A voice detected at ``detected_at`` continues ``last``'s line: it began again within
        ``RESUME_PAUSE_MS`` of stopping, and at most ``RESUME_HEARD_MS`` of the reply had played."""
        began = detected_at - START_MS / 1000
        played = 0.0 if last.spoken.first_audio_at is None else detected_at - last.spoken.first_audio_at
        return (
            self.resume
            and began - last.voice_stopped <= RESUME_PAUSE_MS / 1000
            and played <= RESUME_HEARD_MS / 1000
        )

    # -- turns ----------------------------------------------------------------------------------------
    def opening(self, story_id: str | None) -> dict[str, Any]:
        self._undoable = self._continuing = None
        out = self.session.opening(story_id)
        spoken = self._speak(out)
        return voice_row(out, transcript=None, audio=spoken.files, timings=None).to_json()

    async def typed(self, text: str) -> dict[str, Any]:
        self._undoable = self._continuing = None  # a typed line is its own turn, never undone
        started = self.clock()
        out = await self.session.handle_async("/quit" if said_stop(text) else text)
        decided = self.clock()
        spoken = self._speak(out)
        timings = _timings(None, None, decided - started, spoken, started)
        return voice_row(out, transcript=None, audio=spoken.files, timings=timings).to_json()

    async def heard(self, utterance: Utterance) -> dict[str, Any]:
        continued = self._continuing  # (set at barge-in: transcriptions of this utterance join the line)
        heard = self._listen(utterance)
        if heard.speech_end_s is None:  # noise: the turn before stands (its reply was stopped)
            self._continuing = None
            return self._not_heard(heard, EarlyTranscript(Transcript(""), 0.0, 0.0, speculative=False))
        early = heard.early or utterance.early
        if early is None:  # nothing transcribed while listening: all of it is on the critical path
            stt_from = self.clock()
            transcript = self.transcribe(heard.audio)
            stt_s = self.clock() - stt_from
            early = EarlyTranscript(transcript, stt_s, stt_s, speculative=False)
        self._continuing = None
        if early.transcript.empty:
            return self._not_heard(heard, early)
        decide_from = self.clock()
        resumed: dict[str, float] = {}
        if continued is not None:  # the line goes on: the turn before is undone, the whole line is this one
            self.session.rewind(continued.checkpoint)
            played = continued.spoken.first_audio_at
            barged = self._barged_at if self._barged_at is not None else heard.ended_at
            self._barged_at = None
            resumed = {
                "resumed_after_ms": _ms(barged - START_MS / 1000 - continued.voice_stopped),
                "undone_reply_ms": 0.0 if played is None else _ms(max(0.0, barged - played)),
            }
            undo = _Undoable(
                continued.checkpoint,
                join([continued.audio, heard.audio]),
                continued.bias,
                heard.ended_at,
                Spoken(),
            )
        else:
            checkpoint = self.session.checkpoint() if self.resume else None
            undo = None
            if checkpoint is not None:
                undo = _Undoable(checkpoint, heard.audio, self._bias(), heard.ended_at, Spoken())
        self._undoable = undo
        reply = early.prepared if isinstance(early.prepared, PreparedReply) else None
        first = None
        if (
            reply is not None
            and continued is None
            and reply.transcript is early.transcript
            and reply.before is self.session.state
        ):  # decided ahead for this very transcript, in this very state: taken as it was made
            self.session.state = reply.after.state
            out, first = reply.out, reply.first
            self.prepared["replies"] += 1
        else:
            if reply is not None:  # a line that went on, or the session moved: decided anew
                self._ahead.give_back(reply.first)
            text = spoken_command(early.transcript.text)
            asked = None
            # unsure of the words: if they would act, ask (a number said is no guess of the matcher's)
            if should_confirm(early.transcript, matched=not text.isdigit()):
                asked = self.session.confirm(text, text)  # (None when nothing matches; "yes" takes it)
            out = asked if asked is not None else await self.session.handle_async(text)
        decide_s = self.clock() - decide_from
        spoken = self._speak(out, spoken=undo.spoken if undo is not None else None, first=first)
        timings = _timings(heard.speech_end_s, early, decide_s, spoken, heard.ended_at) | resumed
        return voice_row(out, transcript=early.transcript.text, audio=spoken.files, timings=timings).to_json()

    def transcribe(self, audio: AudioChunk) -> Transcript:
        """``audio`` transcribed, biased to what can be said now (the microphone calls this too). While the
        player goes on with the last turn's line (a resume), the line's audio comes first and the bias is
        the one of before that turn."""
        if self.transcriber is None:
            raise RuntimeError("no transcriber: speech input needs one")
        line = self._continuing
        if line is not None:
            return self.transcriber.transcribe(join([line.audio, audio]), line.bias)
        return self.transcriber.transcribe(audio, self._bias())

    def screen(self, audio: AudioChunk) -> bool | None:
        """Have the transcriber screen ``audio`` for speech ahead of its pass (a speculative listener calls
        this while the player speaks; the microphone too), joined to the line it goes on with as
        :meth:`transcribe` joins it; None when the transcriber has no screen to remember."""
        screen = getattr(self.transcriber, "screen", None)
        if screen is None:
            return None
        line = self._continuing
        return bool(screen(join([line.audio, audio]) if line is not None else audio))

    def _bias(self) -> Bias:
        return bias_for(self.session.options(), self._story(), self.session.engine.library)

    def _not_heard(self, heard: Heard, early: EarlyTranscript) -> dict[str, Any]:
        """Silence or noise: "I didn't catch that", the state unchanged; ``early`` is what was heard."""
        state = self.session.state
        out = TurnOutput("", state, [NotHeardEvent()], [Line(NARRATOR_ID, NOT_HEARD)])
        out.options = self.session.options()
        spoken = self._speak(out, recap=False)
        timings = _timings(heard.speech_end_s, early, 0.0, spoken, heard.ended_at)
        return voice_row(out, transcript=early.transcript.text, audio=spoken.files, timings=timings).to_json()

    def _listen(self, utterance: Utterance) -> Heard:
        """Find the end of speech; with ``realtime`` the audio arrives at its own pace, endpointed live.

        With ``speculative`` (and a transcriber), transcription starts at the first pause while the
        endpointer waits out its hangover, as the microphone does.
        """
        audio = utterance.audio
        spans = self.vad(audio)
        speech_end = spans[-1][1] if spans else None
        if not self.realtime:  # a live edge (the microphone) says when the voice stopped
            return Heard(audio, speech_end, utterance.ended_at or self.clock())
        started = self.clock()
        speculate = self.transcribe if self.speculative and self.transcriber is not None else None
        # The end of a turn is judged from the pause's transcript: an unfinished-looking line or the start
        # of an option's label is waited for, a line the matcher would act on at once ends the turn
        # (docs/voice.md, "End of turn").
        judge: TurnJudge | None = None
        if self.end_of_turn == "words":
            judge = looks_complete
        elif self.end_of_turn == "words+matcher":
            judge = matcher_judge(self.session.confident, labels=self._labels, names=self._names)
        listener = SpeculativeListener(
            speculate,
            audio.sample_rate,
            clock=self.clock,
            judge=judge,
            screen=self.screen,
            prepare=self.prepare_reply if self.prepare else None,
        )
        step = audio.sample_rate * FRAME_MS // 1000
        fed = 0
        while fed < len(audio.samples) and not listener.endpointer.ended:
            piece = AudioChunk(audio.samples[fed : fed + step], audio.sample_rate)
            fed += len(piece.samples)
            if self._until(started + fed / audio.sample_rate, listener):
                break  # the pause's verdict came in before this frame: the turn is over
            listener.feed(piece)
        ended_at = started + (speech_end if speech_end is not None else fed / audio.sample_rate)
        if speech_end is None:  # no speech in the input: not heard, whatever was transcribed meanwhile
            listener.close()
            return Heard(listener.audio, speech_end, ended_at)
        return Heard(listener.audio, speech_end, ended_at, listener.finish())

    def _until(self, arrives: float, listener: SpeculativeListener) -> bool:
        """Wait for the next frame (it ``arrives`` then, clock time); True when the pause's verdict ended
        the turn meanwhile. Real-time waits wake the moment the worker has the verdict rather than at the
        next frame; a caller's own ``sleep`` (tests) just sleeps."""
        while (wait := arrives - self.clock()) > 0:
            if self.sleep is not time.sleep or not listener.judging:
                self.sleep(wait)
                return False
            if listener.ready.wait(wait) and listener.poll():
                return True
        return False


def _timings(
    speech_end_s: float | None,
    early: EarlyTranscript | None,
    decide_s: float,
    spoken: Spoken,
    ended_at: float,
) -> dict[str, float | bool | None]:
    """The row's ``timings``: milliseconds, plus ``stt_speculative`` (the transcript came from a pause)."""

    def ms(seconds: float | None) -> float | None:
        return None if seconds is None else _ms(seconds)

    first_audio = None if spoken.first_audio_at is None else spoken.first_audio_at - ended_at
    return {
        "speech_end": ms(speech_end_s),
        "stt_ms": ms(early.stt_s if early else None),
        "stt_total_ms": ms(early.stt_total_s if early else None),
        "stt_speculative": early.speculative if early else None,
        "decide_ms": ms(decide_s),
        "tts_first_chunk_ms": ms(spoken.first_chunk_s),
        "first_audio_ms": ms(first_audio),
    }


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 1)

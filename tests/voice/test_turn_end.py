"""The end-of-turn judge: a pause's transcript ends the turn early, or makes the endpointer wait longer."""

from __future__ import annotations

import pytest

from taleweaver.testing import FakeSynthesizer, FakeTranscriber
from taleweaver.voice import AudioChunk, VoiceBank, join
from taleweaver.voice.audio import silence
from taleweaver.voice.ports import Transcript
from taleweaver.voice.speculate import HANGOVER_MS, UNSURE_MS, WAIT_MS, SpeculativeListener
from taleweaver.voice.turn_end import (
    begins_an_option,
    ends_inside_a_name,
    looks_complete,
    matcher_judge,
    names_in,
    starts_an_option,
    unsure,
)
from taleweaver.voice.vad import FRAME_MS

RATE = 16000


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Read the wanted posters.", True),
        ("Sail into the Drowned Teeth", True),
        ("Read the", False),
        ("Take the key and", False),
        ("Go to...", False),
        ("Um", False),
        ("Well,", False),
        ("Ask Tam what", False),
        ("Read.", False),
        ("Offer", False),
        ("Take a light, leave a light.", True),
        ("Keep your promise", True),
        ("I know you took", False),  # a verb done that still needs its object
        ("I know you took it", True),
        ("Look what I found", True),  # the thing named first
        ("Thief! Give back", False),  # a verb and its particle, the object still to come
        ("Give it back", True),
        ("Climb up", True),  # a particle after a verb that needs no object
        ("Tiptoe past", False),
        ("Destroy", False),
        ("Smash it", True),
        ("", None),
    ],
)
def test_the_words_judge_waits_for_lines_that_stop_on_a_function_word(
    text: str, verdict: bool | None
) -> None:
    assert looks_complete(Transcript(text)) is verdict


def test_the_matcher_judge_ends_only_confident_lines_and_still_waits_for_unfinished_ones() -> None:
    asked: list[str] = []

    def confident(text: str) -> bool:
        asked.append(text)
        return text == "Read the wanted posters"

    judge = matcher_judge(confident)
    assert judge(Transcript("Read the wanted posters.")) is True
    assert asked == ["Read the wanted posters"]  # end punctuation stripped, as the session gets it
    assert judge(Transcript("Tell me a joke.")) is None  # no confident match: the ordinary hangover
    assert judge(Transcript("Read the")) is False  # unfinished words never reach the matcher
    assert asked == ["Read the wanted posters", "Tell me a joke"]


def test_the_matcher_judge_waits_for_the_start_of_an_option_and_ends_on_all_of_it() -> None:
    labels = ["Keep bluffing and insist that the pass is genuine", "Give Sparrow your word"]
    judge = matcher_judge(lambda _text: True, labels=lambda: labels)
    assert judge(Transcript("Keep bluffing.")) is False  # reading the option out, more to come
    assert judge(Transcript("keep bluffing and insist that the pass is genuine")) is True
    assert judge(Transcript("Give Sparrow your word.")) is True
    assert judge(Transcript("Give Sparrow your")) is False  # the words judge still waits
    assert starts_an_option("keep bluffing", labels)
    assert not starts_an_option("keep bluffing and insist that the pass is genuine", labels)
    assert not starts_an_option("bluffing", labels)
    assert not starts_an_option("", labels)


def _speech(text: str) -> AudioChunk:
    return join(FakeSynthesizer().stream(text, VoiceBank().for_name("alloy")))


def _feed(listener: SpeculativeListener, audio: AudioChunk, *, settle: bool = True) -> None:
    """Feed 30 ms at a time; with ``settle`` a running speculation finishes before the next frame, as it
    would in real time on an idle machine (the fake transcriber is instant)."""
    step = RATE * FRAME_MS // 1000
    for start in range(0, len(audio.samples), step):
        if listener.endpointer.ended:
            return
        listener.feed(AudioChunk(audio.samples[start : start + step], RATE))
        job = listener._job
        if settle and job is not None:
            job.future.result()


def test_a_complete_looking_pause_ends_the_turn_before_the_hangover() -> None:
    listener = SpeculativeListener(FakeTranscriber(["Read the wanted posters."]).transcribe, RATE)
    _feed(listener, join([silence(0.3, RATE), _speech("read the wanted posters"), silence(0.25, RATE)]))
    assert listener.endpointer.ended
    assert listener.endpointer.silent_ms < HANGOVER_MS
    assert listener.verdicts == {"complete": 1, "unfinished": 0, "none": 0}
    early = listener.finish()
    assert early is not None
    assert early.speculative
    assert early.transcript.text == "Read the wanted posters."


def test_an_unfinished_looking_pause_is_waited_for_and_the_whole_line_is_heard() -> None:
    transcriber = FakeTranscriber(["Read the", "Read the wanted posters."])
    listener = SpeculativeListener(transcriber.transcribe, RATE)
    pause = silence(0.6, RATE)  # twice the ordinary hangover: a fixed endpointer would cut here
    _feed(listener, join([silence(0.3, RATE), _speech("read the"), pause]))
    assert not listener.endpointer.ended
    assert listener.endpointer.hangover_ms == WAIT_MS
    assert listener.verdicts["unfinished"] == 1
    _feed(listener, join([_speech("wanted posters"), silence(0.3, RATE)]))
    assert listener.endpointer.ended
    assert listener.dropped_jobs == 1
    early = listener.finish()
    assert early is not None
    assert early.transcript.text == "Read the wanted posters."


def test_with_no_judge_the_same_pause_is_cut_off_after_the_fixed_hangover() -> None:
    listener = SpeculativeListener(FakeTranscriber(["Read the"]).transcribe, RATE, judge=None)
    _feed(listener, join([silence(0.3, RATE), _speech("read the"), silence(0.6, RATE)]))
    assert listener.endpointer.ended
    assert listener.endpointer.hangover_ms == HANGOVER_MS


def test_a_pause_the_judge_has_no_opinion_on_waits_longer_than_the_ordinary_hangover() -> None:
    transcriber = FakeTranscriber(["Tell me a joke.", "Tell me a joke about pirates."])
    judge = matcher_judge(lambda _text: False)  # not a confident match: no opinion
    listener = SpeculativeListener(transcriber.transcribe, RATE, judge=judge)
    # The longest ordinary pause inside a line, 700 ms, as the endpointer counts it on a real
    # voice: from webrtcvad's last voiced frame, up to ~110 ms before the voice stops (docs/voice.md).
    _feed(listener, join([silence(0.3, RATE), _speech("tell me a joke"), silence(0.8, RATE)]))
    assert listener.verdicts["none"] == 1
    assert listener.endpointer.hangover_ms == UNSURE_MS
    assert not listener.endpointer.ended  # a 300 ms hangover would have ended it long ago
    _feed(listener, join([_speech("about pirates"), silence(1.0, RATE)]))
    assert listener.endpointer.ended
    early = listener.finish()
    assert early is not None
    assert early.transcript.text == "Tell me a joke about pirates."


def test_names_are_found_in_labels_as_runs_of_capitalised_words() -> None:
    labels = ["Ask Tam what he knows about the Drowned Lantern", "Sail for Saltmere Harbour at dawn", "Wait"]
    assert names_in(labels) == ["Drowned Lantern", "Saltmere Harbour"]  # a label's first word is no name


@pytest.mark.parametrize(
    ("text", "inside"),
    [
        ("Return to the Rusty.", True),  # "The Rusty Anchor" begun, written as a name
        ("Return to the Rusty Anchor.", False),  # all of it
        ("visit the market", False),  # not written as a name: "Market Square" is not begun
        ("Ask Tam about the Drowned Lantern.", False),  # ends a name, though "The Lantern Grotto" starts so
        ("Rusty", False),  # one word alone: nothing before it to place it in a sentence
    ],
)
def test_a_line_that_stops_inside_a_known_name_is_unfinished(text: str, inside: bool) -> None:
    names = ["The Rusty Anchor", "Market Square", "The Lantern Grotto", "Drowned Lantern"]
    assert ends_inside_a_name(text, names) is inside


def test_the_matcher_judge_waits_for_a_name_begun_in_the_names_or_the_labels() -> None:
    judge = matcher_judge(lambda _text: True, names=lambda: ["The Rusty Anchor"])
    assert judge(Transcript("Return to the Rusty.", confidence=0.7)) is False
    assert judge(Transcript("Return to the Rusty Anchor.", confidence=0.9)) is True
    by_label = matcher_judge(lambda _text: True, labels=lambda: ["Ask about the Drowned Lantern"])
    assert by_label(Transcript("What of the Drowned.", confidence=0.9)) is False


def test_a_line_whisper_was_unsure_of_gets_no_opinion_but_one_word_is_spared() -> None:
    judge = matcher_judge(lambda _text: True)
    assert unsure(Transcript("Check the net.", confidence=0.5))
    assert judge(Transcript("Check the net.", confidence=0.5)) is None  # perhaps a half line misheard
    assert judge(Transcript("Check the nets.", confidence=0.8)) is True
    assert judge(Transcript("Yes.", confidence=0.4)) is True  # a short answer ends its turn at once
    assert judge(Transcript("Check the net.")) is True  # no confidence given: no opinion on it
    assert matcher_judge(lambda _text: True, unsure_below=None)(Transcript("Check the net.", confidence=0.5))


def test_an_option_read_out_and_partly_misheard_is_still_waited_for() -> None:
    labels = ["Trade your own lamp for it, as the old rule says: take a light, leave a light"]
    assert begins_an_option("Ride your own lamp for it.", labels)  # 5 of 6 words, the option goes on
    # whisper writing a compound apart ("back story") is one word of the label read out
    skip = ["Skip the backstory and ask Sparrow what the job is"]
    assert begins_an_option("Get the back story and ask Sparrow what the job.", skip)
    assert starts_an_option("skip the back story", skip)
    assert starts_an_option("climb the light house", ["Climb the lighthouse stairs"])
    assert not starts_an_option("skip the back story and ask sparrow what the job is", skip)
    assert starts_an_option("Row to the lighthouse", ["Row to the light house and wait"])  # the other way
    # two words heard as one ("Ask Old" as "Escold"): the read-out still begins the option
    tam = ["Ask Old Tam the lighthouse keeper to darken his lamp at midnight"]
    assert begins_an_option("Escold Tam the Lighthouse", tam)
    assert not begins_an_option("Escold Tam the Lighthouse keeper to darken his lamp at midnight", tam)
    # a merge that would align fewer words is not taken ("drowned" is like "down the" run together)
    assert begins_an_option("Drowned down the hill to the", ["Stroll down the hill to the harbour"])
    unsure_of_it = matcher_judge(lambda _text: False, labels=lambda: skip)
    assert unsure_of_it(Transcript("Skip the back story and ask Sparrow what the job is.")) is True
    assert not begins_an_option(
        "Trade your own lamp for it as the old rule says take a light leave a light", labels
    )
    assert not begins_an_option(
        "Light the lamp.", ["Light the great lamp to warn the ships"]
    )  # under 4 words
    assert not begins_an_option(
        "Dipto past the guard now", ["Sneak past the guard"]
    )  # the option said, all of it
    judge = matcher_judge(lambda _text: True, labels=lambda: labels)
    assert judge(Transcript("Ride your own lamp for it.", confidence=0.8)) is False

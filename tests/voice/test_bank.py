from __future__ import annotations

import pytest

from taleweaver.content.models import NARRATOR_ID
from taleweaver.files import load_library_from
from taleweaver.voice import DEFAULT_VOICES, VoiceBank, VoiceError, VoicesFile, VoiceSpec, parse_voices_file
from taleweaver.voice.bank import speaker_voices

CONTENT_VOICES = ("alloy", "ash", "ballad", "cedar", "coral", "echo", "marin", "sage", "shimmer", "verse")


def test_every_content_voice_name_maps_to_a_distinct_offline_voice() -> None:
    assert set(DEFAULT_VOICES) == set(CONTENT_VOICES)
    concrete = {(s.engine, s.voice, s.speed, s.pitch) for s in DEFAULT_VOICES.values()}
    assert len(concrete) == len(CONTENT_VOICES)
    assert {s.engine for s in DEFAULT_VOICES.values()} == {"piper", "hibari", "espeak"}


def test_narrator_and_every_character_of_each_bundled_story_sound_different() -> None:
    library = load_library_from()
    bank = VoiceBank(menu_narrator=library.narrator)
    for story in library.stories.values():
        choices = [bank.for_speaker(story, speaker) for speaker in speaker_voices(story)]
        assert not any(c.fallback for c in choices), story.id
        assert len({c.spec for c in choices}) == len(choices), story.id


def test_speakers_resolve_through_their_voice_names_and_unknowns_fall_back_to_the_narrator() -> None:
    library = load_library_from()
    story = library.stories["pirates"]
    bank = VoiceBank(menu_narrator=library.narrator)
    assert bank.for_speaker(story, NARRATOR_ID).name == story.narrator.voice
    character = next(iter(story.characters.values()))
    assert bank.for_speaker(story, character.id).name == character.voice
    unknown = bank.for_name("gravel", story)
    assert unknown.fallback
    assert unknown.spec == DEFAULT_VOICES[story.narrator.voice]
    assert bank.for_speaker(None, NARRATOR_ID).name == library.narrator.voice


def test_a_story_override_replaces_and_extends_the_bank_for_that_story_only() -> None:
    library = load_library_from()
    story = library.stories["pirates"]
    gravel = VoiceSpec(engine="espeak", voice="en+m7", speed=0.9, pitch=0.7)
    override = VoicesFile(fallback="gravel", voices={"gravel": gravel})
    bank = VoiceBank(overrides={"pirates": override})
    assert bank.for_name("gravel", story).spec == gravel
    assert bank.for_name("nobody", story).spec == gravel
    assert bank.for_name("gravel", library.stories["bramble_books"]).fallback


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"voices": {"x": {"engine": "loud", "voice": "joe"}}}, "voices.x"),
        ({"voices": {"x": {"engine": "piper", "voice": "amy"}}}, "voices.x"),
        ({"voices": {"x": {"engine": "espeak", "voice": "en-us+zz"}}}, "voices.x"),
        ({"voices": {"x": {"engine": "piper", "voice": "joe", "speed": 9}}}, "voices.x.speed"),
        ({"voice": {}}, "voice"),
    ],
)
def test_a_bad_voices_file_names_the_field(data: object, field: str) -> None:
    with pytest.raises(VoiceError, match=rf"voices.json: {field}"):
        parse_voices_file(data)

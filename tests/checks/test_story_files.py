"""`taleweaver.checks.check_ink_or_twine`: an ink story compiled and played down every branch, a Twine story
imported and checked as its folder, each finding said of the file the author writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FERRY
from taleweaver.checks import check_ink_or_twine, is_ink_or_twine
from taleweaver.intent import IntentMatcher, MiniLMEncoder

FIXTURES = Path(__file__).parent / "fixtures"
DOORS = FIXTURES / "doors.ink.json"
TWEE_HEAD = (
    ':: StoryData\n{"ifid": "0B8E5A53-8B5A-4E0B-9C39-3E0F1E7A9D11", "format": "SugarCube", '
    '"format-version": "2.36.1", "start": "Shop"}\n\n'
)
FLOODED_SHOP = TWEE_HEAD + (
    ":: Shop\nWater is coming under the door of the bookshop.\n"
    "[[Move the poetry shelves->Shelves]]\n[[Move the poetry books->Books]]\n"
    "[[Phone the landlord->Phone]]\n\n"
    ":: Shelves\nThe shelves are too heavy.\n\n:: Books\nThe books are safe.\n\n:: Phone\nNo answer.\n"
)


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_story_files_are_told_from_folders(tmp_path: Path) -> None:
    assert is_ink_or_twine(DOORS)
    assert is_ink_or_twine(write(tmp_path, "shop.twee", FLOODED_SHOP))
    (tmp_path / "root").mkdir()
    assert not is_ink_or_twine(tmp_path / "root")  # a folder without one: a story folder or content root
    assert not is_ink_or_twine(write(tmp_path, "notes.txt", "hello"))


def test_a_clean_ink_story_has_no_findings() -> None:
    assert check_ink_or_twine(FERRY) == []


def test_an_ink_branch_that_fails_is_an_error_naming_the_choices_to_it() -> None:
    (finding,) = check_ink_or_twine(DOORS)
    assert (finding.severity, finding.code, finding.file) == ("error", "ink_runtime", str(DOORS))
    assert finding.location == "choices 1.2"  # the red door, then the sum
    assert "division or modulo by zero" in finding.message


def test_an_ink_file_that_does_not_load_is_one_error(tmp_path: Path) -> None:
    broken = write(tmp_path, "broken.ink.json", '{"inkVersion": 21, "root": [')
    (finding,) = check_ink_or_twine(broken)
    assert (finding.severity, finding.code, finding.file) == ("error", "ink_story", str(broken))
    assert "Traceback" not in finding.message


def test_a_walk_cut_short_says_so() -> None:
    findings = check_ink_or_twine(FERRY, limit=0)
    assert [f.code for f in findings] == ["walk_incomplete"]
    assert findings[0].severity == "warning"


def test_a_twine_link_to_no_passage_names_the_passage_and_its_line(tmp_path: Path) -> None:
    story = write(
        tmp_path,
        "shop.twee",
        TWEE_HEAD + ":: Shop\nWet floor. [[Bail out->Bucket]] [[Wait]]\n\n:: Wait\nOk.\n",
    )
    (finding,) = check_ink_or_twine(story)
    assert (finding.severity, finding.code, finding.file) == ("error", "twine_missing_passage", str(story))
    assert finding.location == "passage 'Shop' (line 4)"
    assert not (tmp_path / "shop").exists()  # the import went to a scratch folder: nothing beside the file


def test_twine_findings_name_the_passage_and_the_sidecar(tmp_path: Path) -> None:
    story = write(tmp_path, "shop.twee", FLOODED_SHOP)
    findings = check_ink_or_twine(story)
    assert findings
    assert not [f for f in findings if f.severity == "error"]
    for finding in findings:  # none names a file of the scratch folder the story was imported to
        assert finding.file in (str(story), str(tmp_path / "taleweaver.json"))
    (narrator,) = [f for f in findings if f.file.endswith("taleweaver.json")]  # a sidecar sets them
    assert (narrator.code, narrator.location) == ("missing_persona_field", "narrator")
    assert "no introduction, background, goal or voice_tone" in narrator.message  # one finding, four fields
    assert (
        '{"narrator": {"introduction": "…", "background": "…", "goal": "…", "voice_tone": "…"}}'
        in narrator.hint
    )
    unreachable = [f for f in findings if "never be reached" in f.message]
    assert unreachable == []


def test_a_passage_no_link_reaches_is_named_with_its_line(tmp_path: Path) -> None:
    story = write(tmp_path, "shop.twee", FLOODED_SHOP + "\n:: Attic\nDusty and dry.\n")
    (finding,) = [f for f in check_ink_or_twine(story) if "never be reached" in f.message]
    assert (finding.file, finding.location, finding.line) == (str(story), "passage 'Attic' (line 19)", 19)


def test_a_twine_macro_kept_as_text_says_how_to_mend_it_in_twine(tmp_path: Path) -> None:
    story = write(
        tmp_path,
        "shop.twee",
        TWEE_HEAD + ':: Shop\n<<audio "rain" play>>Rain. [[Leave->Out]]\n\n:: Out\nGone.\n',
    )
    (kept,) = [f for f in check_ink_or_twine(story) if f.code == "untranslated_macro"]
    assert kept.location == "passage 'Shop' (line 4)"
    assert "imported.untranslated" not in kept.hint  # a field of the imported folder, not of the Twine file
    assert "docs/import.md" in kept.hint


@pytest.mark.minilm
def test_twin_ink_choices_are_warned_of_with_a_reword(minilm: MiniLMEncoder, tmp_path: Path) -> None:
    story = write(tmp_path, "shop.twee", FLOODED_SHOP)
    found = [f for f in check_ink_or_twine(story, intents=True, matcher=IntentMatcher(minilm))]
    (twin,) = [f for f in found if f.code == "intent_confusable"]
    assert twin.severity == "warning"
    assert (twin.file, twin.line) == (str(story), 4)
    assert "Move the poetry shelves" in twin.message
    assert "Move the poetry books" in twin.message
    assert twin.hint.startswith('reword "Move the poetry')
    assert "add example lines" not in twin.hint  # Twine links take no example lines


@pytest.mark.minilm
def test_ink_intents_name_the_point_and_the_choices_to_it(minilm: MiniLMEncoder, tmp_path: Path) -> None:
    source = (FIXTURES / "doors.ink.json").read_text(encoding="utf-8")
    twins = write(tmp_path, "doors.ink.json", source.replace("Open the blue door", "Open the red doors"))
    found = check_ink_or_twine(twins, intents=True, matcher=IntentMatcher(minilm))
    assert [f.code for f in found if f.severity == "error"] == ["ink_runtime"]
    assert not [f for f in found if f.code == "intent_confusable"]  # with an error, as for folders: none
    mended = source.replace("Open the blue door", "Open the red doors").replace('{"VAR?":"n"}', "2")  # 10 / 2
    fixed = write(tmp_path, "fine.ink.json", mended)
    found = check_ink_or_twine(fixed, intents=True, matcher=IntentMatcher(minilm))
    (twin,) = [f for f in found if f.code == "intent_confusable"]
    assert twin.location == "node hall.0, reached by choices the start"
    assert "reword" in twin.hint


def test_without_the_sentence_model_intents_is_one_warning(tmp_path: Path) -> None:
    missing = IntentMatcher(MiniLMEncoder(tmp_path / "no_model", second=None))
    (finding,) = check_ink_or_twine(FERRY, intents=True, matcher=missing)
    assert (finding.severity, finding.code, finding.file) == ("warning", "intent_model_missing", str(FERRY))


def test_folders_holding_an_ink_or_twine_story_are_checked_as_it(tmp_path: Path) -> None:
    ink, twine = tmp_path / "ink", tmp_path / "twine"
    ink.mkdir()
    twine.mkdir()
    write(ink, "doors.ink.json", DOORS.read_text(encoding="utf-8"))
    write(twine, "shop.twee", TWEE_HEAD + ":: Shop\nWet floor. [[Bail out->Bucket]]\n")
    assert is_ink_or_twine(ink)
    assert is_ink_or_twine(twine)
    (failed,) = check_ink_or_twine(ink)
    assert (failed.code, failed.file) == ("ink_runtime", str(ink / "doors.ink.json"))  # the file found there
    (broken,) = check_ink_or_twine(twine)
    assert (broken.code, broken.file) == ("twine_missing_passage", str(twine / "shop.twee"))
    (twine / "manifest.json").write_text("{}", encoding="utf-8")
    assert not is_ink_or_twine(twine)  # a native story folder (however broken) is checked as one


def test_a_passage_named_with_an_apostrophe_is_found(tmp_path: Path) -> None:
    head = TWEE_HEAD.replace('"start": "Shop"', '"start": "Jo\'s Bar"')
    story = write(tmp_path, "inn.twee", head + ":: Jo's Bar\nDark. [[Out->Yard]]\n")
    (finding,) = check_ink_or_twine(story)
    assert (finding.code, finding.line) == ("twine_missing_passage", 4)
    assert finding.location == 'passage "Jo\'s Bar" (line 4)'


def test_a_twine_folders_persona_warning_names_the_sidecar_it_reads(tmp_path: Path) -> None:
    folder = tmp_path / "src"
    folder.mkdir()
    write(folder, "shop.twee", FLOODED_SHOP)
    (beside,) = [f for f in check_ink_or_twine(folder) if f.code == "missing_persona_field"]
    assert beside.file == str(tmp_path / "taleweaver.json")  # none in the folder: the one beside it
    write(folder, "taleweaver.json", '{"narrator": {"voice_tone": "dry"}}')
    (inside,) = [f for f in check_ink_or_twine(folder) if f.code == "missing_persona_field"]
    assert inside.file == str(folder / "taleweaver.json")
    assert "voice_tone" not in inside.message  # the sidecar in the folder was read

"""Twine import: each story format's supported macros become native content that checks and plays."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import check_path, load_library_from
from taleweaver.formats.twine.importer import import_twine


def _import(tmp_path: Path, text: str, name: str = "story.twee", **kw: Any) -> tuple[Path, Any]:
    src = tmp_path / name
    src.write_text(text, encoding="utf-8")
    out = tmp_path / "imported"
    return out, import_twine(src, out, **kw)


def _node(out: Path, node_id: str) -> dict[str, Any]:
    return json.loads((out / "storylines" / "passages" / f"{node_id}.json").read_text())


HARLOWE = """:: StoryTitle
Lamp

:: StoryData
{"format": "Harlowe", "format-version": "3.3.8", "start": "Start"}

:: Start
(set: $gold to 2)(set: $lamp to false)
You have $gold coins. [[Go to the shop->Shop]]

:: Shop [place]
(set: $gold to it + 1)
A shop. You have (print: $gold) coins.
(if: $gold >= 3)[You can afford the (link-goto: "lamp", "Buy")]
(else:)[Too poor. [[Leave->End]]]
(if: $lamp)[Lamp lit.]

:: Buy
(set: $lamp to true)(set: $gold to it - 3)
You buy it. [[Leave->End]]

:: End
The end. (link-reveal: "more")[secret]
"""


def test_harlowe_macros_become_effects_conditions_and_templates(tmp_path: Path) -> None:
    out, result = _import(tmp_path, HARLOWE)
    assert result.written
    assert result.format == "harlowe-3"
    start = _node(out, "start")
    assert start["on_enter"] == {"set_flags": {"lamp": False}, "set_variables": {"gold": 2}}
    assert start["text"] == "You have {{gold}} coins. Go to the shop"
    shop = _node(out, "shop")
    assert shop["scene"] == "shop"
    assert shop["on_enter"] == {"add_variables": {"gold": 1}}
    assert "{{if gold >= 3}}" in shop["text"]
    assert "{{else}}" in shop["text"]
    assert "{{if lamp}}" in shop["text"]
    buy, leave = shop["actions"]
    assert buy["next"] == "buy"
    assert buy["requires"] == [{"type": "requires_at_least", "variable": "gold", "value": 3}]
    assert leave["requires"] == [{"type": "requires_at_most", "variable": "gold", "value": 2}]
    assert _node(out, "end")["imported"]["untranslated"] == ["(link-reveal:)"]
    assert json.loads((out / "flags.json").read_text()) == ["lamp"]
    assert json.loads((out / "variables.json").read_text()) == {"gold": 0}
    findings = check_path(out)
    assert not [f for f in findings if f.severity == "error"]
    untranslated = [f for f in findings if f.code == "untranslated_macro"]
    assert len(untranslated) == 1
    assert "'End'" in untranslated[0].message
    assert "(link-reveal:)" in untranslated[0].message


def test_an_imported_story_plays_with_its_effects_and_text(tmp_path: Path) -> None:
    out, _ = _import(tmp_path, HARLOWE)
    library = load_library_from(out)
    engine = StoryEngine(library)
    state = engine.enter(engine.initial_state(), "imported").state
    assert engine.node_text(state) == "You have 2 coins. Go to the shop"
    state = engine.advance(state, "go_to_the_shop").state
    assert state.variables["gold"] == 3
    assert engine.available_action_ids(state) == ["lamp"]
    state = engine.advance(state, "lamp").state
    assert state.flags["lamp"] is True
    assert state.variables["gold"] == 0
    state = engine.advance(state, "leave").state
    assert state.ended
    assert state.node_id == "end"


SUGARCUBE = """:: StoryData
{"format": "SugarCube", "format-version": "2.36.1", "start": "Gate"}

:: Gate
<<set $key to false, $tries to 0>>A gate. Tries: <<= $tries>>.
<<if $key>>It is open.<<elseif $tries gte 2>>You are tired.<<else>>It is locked.<</if>>
[[Search the grass|Grass][$key to true; $tries += 1]]
<<if $key>>[[Go through|Beyond]]<</if>>
<<goto "Beyond">>

:: Grass
You find a key. <<print $tries>> [[Back|Gate]]

:: Beyond
Beyond the gate.
"""


def test_sugarcube_setter_links_and_conditional_links(tmp_path: Path) -> None:
    out, result = _import(tmp_path, SUGARCUBE)
    assert result.written
    assert result.format == "sugarcube-2"
    gate = _node(out, "gate")
    assert gate["on_enter"] == {"set_flags": {"key": False}, "set_variables": {"tries": 0}}
    search, through = gate["actions"]
    assert search["effects"] == {"set_flags": {"key": True}, "add_variables": {"tries": 1}}
    assert through["requires"] == [{"type": "requires_flag", "flag": "key"}]
    assert gate["imported"]["untranslated"] == ["<<goto>>"]
    assert (
        "{{if key}}It is open.{{elif tries >= 2}}You are tired.{{else}}It is locked.{{end}}" in gate["text"]
    )


CHAPBOOK = """:: Start
hasCloak: true
count: 1
--
You have {count} things.

[if hasCloak]
You wear a cloak. [[Hang it->Hook]]

[else]
Your cloak hangs here.

[continue]
[[Bar]]

:: Hook
hasCloak: false
--
{embed passage: 'Start'}

:: Bar
[note]
an author's note, not shown
[continue]
The bar. {back link}
"""


def test_chapbook_vars_inserts_modifiers_and_embeds(tmp_path: Path) -> None:
    out, result = _import(tmp_path, CHAPBOOK, story_format="chapbook-1")
    assert result.written
    start = _node(out, "start")
    assert start["on_enter"] == {"set_flags": {"hasCloak": True}, "set_variables": {"count": 1}}
    assert start["text"].startswith("You have {{count}} things.")
    assert [a["id"] for a in start["actions"]] == ["hang_it", "bar"]
    assert start["actions"][0]["requires"] == [{"type": "requires_flag", "flag": "hasCloak"}]
    hook = _node(out, "hook")
    assert [a["next"] for a in hook["actions"]] == ["hook", "bar"]  # the embedded passage's links
    bar = _node(out, "bar")
    assert "author's note" not in bar["text"]
    assert "untranslated" not in bar["imported"]  # {back link}: back to whichever passage led here
    assert [(a["id"], a["next"]) for a in bar["actions"]] == [
        ("back_to_start", "start"),
        ("back_to_hook", "hook"),
    ]


def test_chapbook_format_is_guessed_without_story_data(tmp_path: Path) -> None:
    _, result = _import(tmp_path, CHAPBOOK)
    assert result.format == "chapbook-1"


PUBLISHED = """<html><body>
<tw-storydata name="Tiny &amp; Bright" startnode="2" format="Harlowe" format-version="3.3.8">
<tw-passagedata pid="1" name="End" tags="" position="0,0">Done.</tw-passagedata>
<tw-passagedata pid="2" name="Begin" tags="place" position="0,0">(set: $x to 1)Go [[on-&gt;End]]
</tw-passagedata>
</tw-storydata></body></html>"""


def test_chapbook_markup_around_a_link_leaves_no_empty_markers(tmp_path: Path) -> None:
    # The Cloak of Darkness demo's title passage ends "**[[Begin->Outside]]**": the link is an action, and
    # its bold markers used to stay behind as "****".
    text = (
        ":: Start\n# Lamp\n\n_after [[Someone->https://example.org]]_\n\n**[[Begin->Next]]**\n"
        "***[[Later->Next]]***\nGo _[[on->Next]]_ now.\n\n:: Next\n~~{back link}~~\nThe end.\n"
    )
    out, _ = _import(tmp_path, text, story_format="chapbook-1")
    start = _node(out, "start")
    assert start["text"] == "# Lamp\n\n_after Someone_\n\nGo on now."
    assert [a["description"] for a in start["actions"]] == ["Begin", "Later", "on"]
    back = _node(out, "next")
    assert back["text"] == "The end."
    assert [a["description"] for a in back["actions"]] == ["Back"]


def test_the_bullets_of_a_menu_of_links_leave_with_it(tmp_path: Path) -> None:
    text = (
        ':: StoryData\n{"format": "Harlowe", "format-version": "3.3.8", "start": "Start"}\n\n'
        ":: Start\nWhere now?\n- [[North]]\n* [[South]]\n[[East]] | [[West]]\n\n"
        ":: North\nN.\n\n:: South\nS.\n\n:: East\nE.\n\n:: West\nW.\n"
    )
    out, _ = _import(tmp_path, text)
    start = _node(out, "start")
    assert start["text"] == "Where now?"
    assert [a["description"] for a in start["actions"]] == ["North", "South", "East", "West"]


def test_a_published_html_story_imports(tmp_path: Path) -> None:
    out, result = _import(tmp_path, PUBLISHED, name="tiny.html")
    assert result.written, result.findings
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["title"] == "Tiny & Bright"
    assert manifest["entry_point"].endswith("/begin.json")
    assert _node(out, "begin")["actions"][0]["next"] == "end"


def test_an_archive_with_several_stories_needs_story(tmp_path: Path) -> None:
    archive = PUBLISHED + PUBLISHED.replace("Tiny &amp; Bright", "Other")
    _, result = _import(tmp_path, archive, name="archive.html")
    assert not result.written
    assert result.findings[0].code == "twine_archive"
    out, result = _import(tmp_path, archive, name="archive.html", story="Other")
    assert result.written
    assert json.loads((out / "manifest.json").read_text())["title"] == "Other"


def test_a_broken_header_is_an_error_with_its_line_and_nothing_is_written(tmp_path: Path) -> None:
    out, result = _import(tmp_path, ":: Start\nHi [[Next]]\n\n:: Next [unclosed\nThere.\n")
    assert not result.written
    assert not out.exists()
    (finding,) = [f for f in result.findings if f.severity == "error"]
    assert finding.code == "twine_bad_header"
    assert finding.location == "line 4"
    assert finding.hint


def test_a_link_to_a_missing_passage_names_the_passage_and_the_fix(tmp_path: Path) -> None:
    out, result = _import(tmp_path, ":: Start\nGo [[north->Hall]]\n\n:: hall\nA hall.\n")
    assert not result.written
    assert not out.exists()
    (finding,) = result.findings
    assert finding.code == "twine_missing_passage"
    assert "'Start'" in finding.location
    assert "'Hall'" in finding.message
    assert "'hall'" in finding.hint


def test_an_existing_out_is_refused_unless_force(tmp_path: Path) -> None:
    _out, _ = _import(tmp_path, HARLOWE)
    _, again = _import(tmp_path, HARLOWE)
    assert not again.written
    assert again.findings[0].code == "exists"
    _, forced = _import(tmp_path, HARLOWE, force=True)
    assert forced.written


def test_an_unsupported_story_format_is_refused(tmp_path: Path) -> None:
    _, result = _import(tmp_path, ':: StoryData\n{"format": "Snowman", "start": "A"}\n\n:: A\nHi\n')
    assert not result.written
    assert result.findings[0].code == "twine_format"


def test_speaker_tags_and_sidecar_give_characters_distinct_voices(tmp_path: Path) -> None:
    (tmp_path / "taleweaver.json").write_text(
        json.dumps({"characters": {"ferryman": {"name": "The Ferryman", "voice": "ash"}}})
    )
    text = ":: Start [speaker:ferryman]\nCross? [[Yes->Dock]]\n\n:: Dock [speaker:Dock_Hand]\nMind the gap.\n"
    out, result = _import(tmp_path, text)
    assert result.written
    ferryman = json.loads((out / "characters" / "ferryman.json").read_text())
    hand = json.loads((out / "characters" / "dock_hand.json").read_text())
    narrator = json.loads((out / "manifest.json").read_text())["narrator"]
    assert ferryman["name"] == "The Ferryman"
    assert ferryman["voice"] == "ash"
    assert len({ferryman["voice"], hand["voice"], narrator["voice"]}) == 3
    _, _again = _import(tmp_path, text, force=True)
    assert json.loads((out / "characters" / "dock_hand.json").read_text())["voice"] == hand["voice"]
    assert _node(out, "start")["speaker"] == "ferryman"
    assert _node(out, "start")["type"] == "dialogue"


def test_passages_before_any_place_are_warned_of_and_the_fix_names_the_start(tmp_path: Path) -> None:
    out, result = _import(tmp_path, HARLOWE)
    assert result.written
    [finding] = [f for f in result.findings if f.code == "twine_no_place"]
    assert finding.severity == "warning"
    assert "1 passage(s) ('Start')" in finding.message
    assert "tag the start passage 'Start' place" in finding.hint
    assert _node(out, "start")["scene"] == "story"
    assert _node(out, "buy")["scene"] == "shop"


def test_a_story_without_places_is_one_scene_and_no_warning(tmp_path: Path) -> None:
    _, result = _import(tmp_path, ":: Start\nA room. [[On->End]]\n\n:: End\nDone.\n")
    assert result.written
    assert not [f for f in result.findings if f.code == "twine_no_place"]


def test_the_format_the_story_names_is_kept_beside_the_reader_used(tmp_path: Path) -> None:
    text = (
        ':: StoryData\n{"format": "Chapbook", "format-version": "2.0.0", "start": "A"}\n\n:: A [place]\nHi\n'
    )
    _, named = _import(tmp_path, text)
    assert (named.format, named.source_format) == ("chapbook-1", "Chapbook 2.0.0")
    _, guessed = _import(tmp_path, CHAPBOOK, force=True)
    assert (guessed.format, guessed.source_format) == ("chapbook-1", "")


def test_the_sidecars_narrator_persona_reaches_the_manifest(tmp_path: Path) -> None:
    persona = {
        "introduction": "Ten to eleven, and the snow isn't stopping.",
        "background": "Tells of one winter night on the last bus.",
        "goal": "Keep the player in the driver's seat.",
        "voice_tone": "Warm, dry, unhurried.",
    }
    (tmp_path / "taleweaver.json").write_text(json.dumps({"narrator": {"name": "Teller", **persona}}))
    out, result = _import(tmp_path, ":: Start [place]\nSnow. [[On->End]]\n\n:: End\nDone.\n")
    assert result.written
    narrator = json.loads((out / "manifest.json").read_text())["narrator"]
    assert {key: narrator[key] for key in persona} == persona
    assert narrator["name"] == "Teller"


def test_a_folder_of_twee_files_reads_its_own_sidecar_first(tmp_path: Path) -> None:
    folder = tmp_path / "src"
    folder.mkdir()
    (folder / "story.twee").write_text(":: Start [speaker:ferryman]\nCross? [[Yes->Dock]]\n\n:: Dock\nOk.\n")
    (tmp_path / "taleweaver.json").write_text(json.dumps({"title": "Beside the folder"}))
    import_twine(folder, tmp_path / "a")
    assert json.loads((tmp_path / "a" / "manifest.json").read_text())["title"] == "Beside the folder"
    (folder / "taleweaver.json").write_text(json.dumps({"title": "In the folder"}))
    import_twine(folder, tmp_path / "b")
    assert json.loads((tmp_path / "b" / "manifest.json").read_text())["title"] == "In the folder"

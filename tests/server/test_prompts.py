from __future__ import annotations

from pathlib import Path

import pytest

from taleweaver.server.prompts import PromptError, load_prompts, parse_prompt


def test_fenced_front_matter_is_read() -> None:
    prompt = parse_prompt(
        "---\nrole: npc\ntemperature: 0.3\nmax_tokens: 50\n---\nBe brief.\n", role="npc", source="x"
    )

    assert (prompt.text, prompt.temperature, prompt.max_tokens) == ("Be brief.", 0.3, 50)


def test_the_seed_form_settings_above_a_dash_line_is_read() -> None:
    prompt = parse_prompt("temperature: 0.9\n---\nNarrate.\n", role="narrator", source="x")

    assert (prompt.role, prompt.text, prompt.temperature) == ("narrator", "Narrate.", 0.9)


def test_no_front_matter_at_all_is_just_text() -> None:
    assert parse_prompt("Just talk.", role="npc", source="x").text == "Just talk."


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("---\nrole: narrator\n---\nHi", "front matter says role 'narrator'"),
        ("---\ntemperature: hot\n---\nHi", "temperature"),
        ("---\nrole: npc\n---\n   \n", "empty"),
        ("temperature: [\n---\nHi", "not valid YAML"),
        ("- a list\n---\nHi", "key: value"),
    ],
)
def test_bad_prompt_files_name_the_file_and_the_problem(text: str, fragment: str) -> None:
    with pytest.raises(PromptError, match=r"prompts/npc\.md") as info:
        parse_prompt(text, role="npc", source="prompts/npc.md")
    assert fragment in str(info.value)


def test_bundled_prompts_load_and_a_prompts_dir_overrides_per_role(tmp_path: Path) -> None:
    bundled = load_prompts(["npc", "narrator"])
    (tmp_path / "npc.md").write_text("---\nrole: npc\n---\nOverride.", encoding="utf-8")

    mixed = load_prompts(["npc", "narrator"], tmp_path)

    assert "[MOVE: name(argument)]" in bundled["npc"].text
    assert bundled["npc"].max_tokens is not None
    assert mixed["npc"].text == "Override."
    assert mixed["narrator"] == bundled["narrator"]


def test_a_role_with_no_prompt_anywhere_is_a_clear_error() -> None:
    with pytest.raises(PromptError, match="no prompt for role 'bard'"):
        load_prompts(["bard"])

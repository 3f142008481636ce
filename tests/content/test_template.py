"""Node text templates: parse, render, and what check says about them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.content.check import check_story
from taleweaver.content.template import TemplateError, condition_source, parse, parse_condition, render
from taleweaver.files import read_tree

FIXTURE_STORY = Path(__file__).parent / "fixtures" / "seed_root" / "story_cove"


def test_render_prints_and_picks_the_first_branch_that_holds() -> None:
    text = "Gold: {{gold}}. {{if key}}Open.{{elif gold > 2}}Buy one.{{else}}Shut.{{end}}"
    assert render(text, {"key": True}, {"gold": 1}) == "Gold: 1. Open."
    assert render(text, {}, {"gold": 3}) == "Gold: 3. Buy one."
    assert render(text, {}, {"gold": 2}) == "Gold: 2. Shut."
    assert render("{{if a}}{{if b}}ab{{else}}a{{end}}{{end}}", {"a": True}, {}) == "a"
    assert render("plain {text}", {}, {}) == "plain {text}"


def test_conditions_are_native_and_spell_back() -> None:
    conds = parse_condition("a and not b and n >= 2 and m < 4 and k == 1")
    assert [c.type for c in conds] == [
        "requires_flag",
        "requires_not_flag",
        "requires_at_least",
        "requires_at_most",
        "requires_at_least",
        "requires_at_most",
    ]
    assert condition_source(conds) == "a and not b and n >= 2 and m <= 3 and k >= 1 and k <= 1"


@pytest.mark.parametrize(
    "bad",
    [
        "{{if a}}unclosed",
        "{{end}}",
        "{{if a or b}}x{{end}}",
        "{{else}}",
        "{{if a}}x{{else}}y{{elif b}}z{{end}}",
        "{{ 1 + 2 }}",
    ],
)
def test_malformed_templates_raise_with_an_offset(bad: str) -> None:
    with pytest.raises(TemplateError) as err:
        parse(bad)
    assert err.value.offset >= 0
    assert err.value.message


def test_check_reports_a_bad_template_and_undeclared_names() -> None:
    files = dict(read_tree(FIXTURE_STORY))
    path = next(p for p in files if p.startswith("storylines/"))
    node = json.loads(files[path] or "")
    node["text"] = "{{ghost}} {{if nope}}x"
    files[path] = json.dumps(node)
    codes = {f.code for f in check_story(files)}
    assert "bad_template" in codes
    node["text"] = "{{ghost}} {{if nope}}x{{end}}"
    files[path] = json.dumps(node)
    found = {(f.code, f.message.split("'")[1]) for f in check_story(files) if f.code.startswith("undeclared")}
    assert ("undeclared_variable", "ghost") in found
    assert ("undeclared_flag", "nope") in found

from __future__ import annotations

from pathlib import Path

import pytest

from taleweaver.pipeline.agents import STAGE_NAMES
from taleweaver.pipeline.prompts import PromptError, load_prompt, parse_prompt
from taleweaver.pipeline.story.contracts import EmotionalMap
from taleweaver.pipeline.story.inputs import CartographerInput

OUTPUTS = {
    "emotional_cartographer": "EmotionalMap",
    "story_architect": "StoryBible",
    "choice_designer": "ChoiceSet",
    "scene_director": "ScenePanels",
    "visual_motion_director": "VisualPlan",
    "voice_sound_designer": "AudioPlan",
    "continuity_editor": "ContinuityReport",
    "ending_director": "ScenePanels",
}


@pytest.mark.parametrize("role", STAGE_NAMES)
def test_every_agent_has_a_bundled_prompt_naming_its_output_model(role: str) -> None:
    prompt = load_prompt(role)  # type: ignore[arg-type]
    assert prompt.role == role
    assert prompt.output == OUTPUTS[role]
    assert len(prompt.body) > 200


def test_messages_put_the_stable_prompt_first_and_the_input_as_json() -> None:
    prompt = load_prompt("emotional_cartographer")
    system, user = prompt.messages(CartographerInput(intake="I am tired"))
    assert system.role == "system"
    assert system.content == prompt.body
    assert user.content.startswith('Input:\n{"intake":"I am tired"}')
    assert EmotionalMap.__name__ in user.content


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("---\nrole: scene_director\n---\n", "body below the front matter is empty"),
        ("---\nrole: poet\noutput: X\n---\nWrite.", "bad front matter (role"),
        ("---\nrole: [unclosed\n---\nWrite.", "front matter is not valid YAML"),
    ],
)
def test_bad_prompt_files_name_the_file_and_the_fix(text: str, message: str) -> None:
    with pytest.raises(PromptError, match=r"^custom\.md: ") as caught:
        parse_prompt(text, source="custom.md")
    assert message in str(caught.value)


def test_prompt_directory_overrides_and_role_mismatch(tmp_path: Path) -> None:
    (tmp_path / "scene_director.md").write_text("---\nrole: scene_director\noutput: ScenePanels\n---\nShort.")
    assert load_prompt("scene_director", tmp_path).body == "Short."
    (tmp_path / "choice_designer.md").write_text("---\nrole: scene_director\noutput: ChoiceSet\n---\nX.")
    with pytest.raises(PromptError, match="expected 'choice_designer'"):
        load_prompt("choice_designer", tmp_path)
    with pytest.raises(PromptError, match="prompt file not found"):
        load_prompt("continuity_editor", tmp_path)

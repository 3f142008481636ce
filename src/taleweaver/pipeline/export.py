"""Export a generated story to the authored content format, so the same checker and player run it.

Every file is built as its content model (:mod:`taleweaver.content.models`) and written through
:func:`~taleweaver.content.schema.file_json`, so an export cannot drift from what the loader reads.

Layout: one scene and one storyline chapter per anchor; each panel is a node chained by ``continue``;
a decision's choices are actions on the anchor's last node (``add_variables`` effects, ``examples``)
leading to a short outcome node that reconverges on the next anchor; the last anchor's final node
offers the four endings, each gated by ``requires_at_least`` / ``requires_at_most`` conditions on
the disjoint region of hidden states that selects it — so exactly one ending is ever available. An
ending told in a scene package is its panels chained by ``continue`` (the last node is
``ending_<id>``, where play ends); an ending without one is that single node: its title and summary.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from taleweaver.content.models import (
    AtLeastCondition,
    AtMostCondition,
    Character,
    Effects,
    Manifest,
    Persona,
    Scene,
    SceneAction,
    StorylineAction,
    StorylineNode,
    StorylineType,
)
from taleweaver.content.schema import FlagsFile, MapFile, VariablesFile, file_json
from taleweaver.pipeline.generate import GeneratedStory
from taleweaver.pipeline.scene.contracts import Choice, ScenePackage
from taleweaver.pipeline.story.contracts import (
    HIDDEN_VARIABLES,
    BibleCharacter,
    BiblePersona,
    Bound,
    Ending,
    StoryBible,
)
from taleweaver.pipeline.story.regions import ending_regions

JsonFiles = dict[str, Any]
_CONTINUE_EXAMPLES = ["continue", "go on", "what happens next"]
_ENDING_EXAMPLES = ["continue", "go on", "see how it ends"]
REPORT_FILE = "generation.json"


def story_id(title: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_")
    return slug[:40] or "generated_story"


def _persona(persona: BiblePersona, goal: str, introduction: str) -> Persona:
    return Persona(
        name=persona.name,
        description=persona.description,
        introduction=introduction,
        background=persona.description,
        goal=goal,
        voice=persona.voice,
        voice_tone=persona.voice_tone,
    )


def _character(character: BibleCharacter) -> Character:
    persona = _persona(character, character.goal, f"I'm {character.name}.")
    return Character(id=character.id, **persona.model_dump())


def _node_id(anchor_id: str, index: int) -> str:
    return f"{anchor_id.lower()}_{index + 1}"


def _continue(next_node: str) -> StorylineAction:
    return StorylineAction(id="continue", description="Continue", next=next_node, examples=_CONTINUE_EXAMPLES)


def _condition(bound: Bound) -> AtLeastCondition | AtMostCondition:
    word = "at least" if bound.op == "at_least" else "at most"
    failed = f"This ending needs {bound.variable.replace('_', '-')} {word} {bound.value}."
    kind = AtLeastCondition if bound.op == "at_least" else AtMostCondition
    return kind(
        type=f"requires_{bound.op}", variable=bound.variable, value=bound.value, condition_failed=failed
    )


def _choice_action(anchor_id: str, choice: Choice) -> StorylineAction:
    return StorylineAction(
        id=choice.id,
        description=choice.label,
        next=f"{anchor_id.lower()}_{choice.id}",
        effects=Effects(set_flags={f"chose_{choice.id}": True}, add_variables=choice.effects.nonzero()),
        examples=tuple(choice.examples),
    )


def _ending_nodes(ending_id: str, package: ScenePackage | None) -> list[str]:
    """The node ids an ending is played through, in order; the last one ends the story."""
    last = f"ending_{ending_id.lower()}"
    count = len(package.panels) if package is not None and package.panels else 1
    return [f"{last}_p{index + 1}" for index in range(count - 1)] + [last]


def _ending_actions(bible: StoryBible, told: dict[str, ScenePackage]) -> list[StorylineAction]:
    actions: list[StorylineAction] = []
    for ending in bible.endings:
        for index, box in enumerate(ending_regions(bible.endings)[ending.id]):
            actions.append(
                StorylineAction(
                    id=f"ending_{ending.id.lower()}" + (f"_{index + 1}" if index else ""),
                    description=ending.title,
                    next=_ending_nodes(ending.id, told.get(ending.id))[0],
                    requires=tuple(_condition(bound) for bound in box.conditions()),
                    examples=_ENDING_EXAMPLES,
                )
            )
    return actions


def _node(
    node_id: str, scene: str, kind: StorylineType, speaker: str, text: str, actions: list[StorylineAction]
) -> StorylineNode:
    return StorylineNode(
        id=node_id, scene=scene, type=kind, speaker=speaker, text=text, actions=tuple(actions)
    )


def _ending_files(bible: StoryBible, ending: Ending, package: ScenePackage | None) -> dict[str, BaseModel]:
    """An ending's storyline nodes: its scene's panels chained by ``continue``, or its title and summary."""
    scene = bible.anchors[-1].id.lower()
    nodes = _ending_nodes(ending.id, package)
    if package is None or not package.panels:
        text = f"{ending.title}. {ending.summary}"
        return {
            f"storylines/endings/{nodes[0]}.json": _node(nodes[0], scene, "narration", "narrator", text, [])
        }
    files: dict[str, BaseModel] = {}
    for index, (node, panel) in enumerate(zip(nodes, package.panels, strict=True)):
        actions = [_continue(nodes[index + 1])] if index + 1 < len(nodes) else []
        kind: StorylineType = "narration" if panel.kind == "narration" else "dialogue"
        files[f"storylines/endings/{node}.json"] = _node(
            node, scene, kind, panel.speaker, panel.text, actions
        )
    return files


def _anchor_files(
    bible: StoryBible, package: ScenePackage, told: dict[str, ScenePackage]
) -> dict[str, BaseModel]:
    anchor = bible.anchor(package.anchor_id)
    chapter, scene = f"storylines/{anchor.id.lower()}", anchor.id.lower()
    following = bible.next_anchor(anchor.id)
    files: dict[str, BaseModel] = {}
    last = len(package.panels) - 1
    for index, panel in enumerate(package.panels):
        node = _node_id(anchor.id, index)
        if index < last:
            actions = [_continue(_node_id(anchor.id, index + 1))]
        elif package.choices:
            actions = [_choice_action(anchor.id, choice) for choice in package.choices]
        elif following is not None:
            actions = [_continue(_node_id(following, 0))]
        else:
            actions = _ending_actions(bible, told)
        kind: StorylineType = "narration" if panel.kind == "narration" else "dialogue"
        files[f"{chapter}/{node}.json"] = _node(node, scene, kind, panel.speaker, panel.text, actions)
    for choice in package.choices:
        node = f"{anchor.id.lower()}_{choice.id}"
        outcome = [_continue(_node_id(following or anchor.id, 0))]
        files[f"{chapter}/{node}.json"] = _node(node, scene, "narration", "narrator", choice.outcome, outcome)
    endings = list(told.values()) if following is None else []
    spoken = {p.speaker for scene in (package, *endings) for p in scene.panels if p.kind == "dialogue"}
    speakers = sorted(spoken | set(anchor.characters))
    files[f"scenes/{scene}.json"] = Scene(
        id=scene,
        name=anchor.location[:1].upper() + anchor.location[1:],
        description=anchor.summary,
        actions=(
            SceneAction(id="look_around", description="look around", effects=package.visual.image_prompt),
        ),
        characters_present=tuple(speakers),
    )
    return files


def export_files(story: GeneratedStory, story_id_: str | None = None) -> JsonFiles:
    """The story folder as ``{relative path: JSON value}`` (pure; :func:`write_story` writes it)."""
    bible = story.bible
    ident = story_id_ or story_id(bible.title)
    fallback = story.sources.get("story_architect") == "fallback"
    description = bible.premise + (" (Offline template story: fallback content.)" if fallback else "")
    narrator = _persona(bible.narrator, "Tell the story gently and let the player choose.", bible.premise)
    entry = bible.anchors[0].id
    models: dict[str, BaseModel] = {
        "manifest.json": Manifest(
            id=ident,
            title=bible.title,
            description=description,
            languages=("en",),
            entry_point=f"storylines/{entry.lower()}/{_node_id(entry, 0)}.json",
            narrator=narrator,
        ),
        "map.json": MapFile([]),
        "flags.json": FlagsFile(
            [f"chose_{c.id}" for choice_set in story.choice_sets for c in choice_set.choices]
        ),
        "variables.json": VariablesFile({name: bible.initial_state.value(name) for name in HIDDEN_VARIABLES}),
    }
    for character in bible.characters:
        models[f"characters/{character.id}.json"] = _character(character)
    told = {package.anchor_id: package for package in story.endings}
    for package in story.packages:
        models.update(_anchor_files(bible, package, told))
    for ending in bible.endings:
        models.update(_ending_files(bible, ending, told.get(ending.id)))
    files: JsonFiles = {path: file_json(model) for path, model in models.items()}
    files[REPORT_FILE] = _report(story)
    return files


def _report(story: GeneratedStory) -> dict[str, Any]:
    """Provenance kept beside the story (the loader ignores it): sources, retries, feedback, media plans."""
    return {
        "intake": story.intake,
        "clarifying_question": story.clarifying_question,
        "emotional_map": story.emotional_map.model_dump(mode="json"),
        "bible": story.bible.model_dump(mode="json"),
        "retry_counts": story.retry_counts(),
        "fallback_stages": story.fallback_stages(),
        "anchors": {p.anchor_id: _provenance(p) for p in story.packages},
        "endings": {p.anchor_id: _provenance(p) for p in story.endings},
        "feedback": [f.model_dump(mode="json") for record in story.records for f in record.feedback],
    }


def _provenance(package: ScenePackage) -> dict[str, Any]:
    return {
        "sources": package.sources,
        "asset_status": package.asset_status.model_dump(),
        "visual": package.visual.model_dump(mode="json"),
        "audio": package.audio.model_dump(mode="json"),
        "audio_files": package.audio_files,
        "continuity": package.continuity.model_dump(mode="json"),
    }


def write_story(story: GeneratedStory, out_dir: Path) -> Path:
    """Write the story folder; its manifest id is the folder's name (as the content format asks)."""
    ident = story_id(out_dir.resolve().name)
    for relative, value in export_files(story, ident).items():
        path = out_dir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return out_dir

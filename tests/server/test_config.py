from __future__ import annotations

import os
from pathlib import Path

import pytest

from taleweaver.server.config import ServerConfig
from taleweaver.server.routing import build_role_models
from taleweaver.settings import Settings, load_settings
from taleweaver.testing import ScriptedModel


def test_environment_then_flags(monkeypatch: pytest.MonkeyPatch) -> None:
    env = {
        "TALEWEAVER_MODEL": "offline",
        "TALEWEAVER_NPC_MODEL": "local",
        "TALEWEAVER_CONTENT_DIR": os.pathsep.join(["a", "b"]),
        "TALEWEAVER_CALL_LOG": "calls.jsonl",
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)

    config = ServerConfig.from_settings(
        load_settings(), model="ollama:x", role_models={"narrator": "openai:gpt", "npc": None}
    )

    assert config.content_dirs == (Path("a"), Path("b"))
    assert config.call_log == Path("calls.jsonl")
    assert config.spec_for("npc") == "local"
    assert config.spec_for("narrator") == "openai:gpt"
    assert config.model == "ollama:x"


def test_roles_sharing_a_spec_share_one_model_and_unset_roles_get_none() -> None:
    made: list[str] = []

    def resolve(spec: str) -> ScriptedModel:
        made.append(spec)
        return ScriptedModel(name=spec)

    shared = build_role_models(ServerConfig(model="a"), ["npc", "narrator"], resolve=resolve)
    split = build_role_models(ServerConfig(role_models={"npc": "b"}), ["npc", "narrator"], resolve=resolve)

    assert made == ["a", "b"]
    assert shared["npc"] is not None
    assert shared["npc"].name == "a"
    assert split["narrator"] is None


def test_the_offline_spec_resolves_to_no_model() -> None:
    routed = build_role_models(ServerConfig(model="offline"), ["npc"])

    assert routed == {"npc": None}


def test_the_pipeline_model_can_be_chosen_by_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_MODEL", "offline")
    monkeypatch.setenv("TALEWEAVER_PIPELINE_MODEL", "local")
    config = ServerConfig.from_settings(load_settings())
    assert config.spec_for("pipeline") == "local"
    assert config.spec_for("npc") == "offline"


def test_session_and_pipeline_settings_reach_the_server_config() -> None:
    settings = Settings.defaults(secret="s3", pipeline_prefetch=False, clarify_below=0.2, ollama_host="h:1")
    config = ServerConfig.from_settings(settings)
    assert (config.secret, config.pipeline_prefetch, config.clarify_below) == ("s3", False, 0.2)
    assert config.model_settings().ollama_host == "h:1"

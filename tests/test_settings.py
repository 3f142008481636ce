"""Settings come from the environment once, at the edge; every documented variable still works."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from taleweaver.settings import Settings, SettingsError, load_settings

DOCUMENTED = (
    "TALEWEAVER_MODEL",
    "TALEWEAVER_NPC_MODEL",
    "TALEWEAVER_NARRATOR_MODEL",
    "TALEWEAVER_PIPELINE_MODEL",
    "TALEWEAVER_OPENAI_MODEL",
    "TALEWEAVER_BASE_URL",
    "TALEWEAVER_API_KEY",
    "OPENAI_BASE_URL",
    "OPENAI_API_KEY",
    "OLLAMA_HOST",
    "TALEWEAVER_CONTENT_DIR",
    "TALEWEAVER_PROMPTS_DIR",
    "TALEWEAVER_CALL_LOG",
    "TALEWEAVER_SECRET",
    "TALEWEAVER_PIPELINE_PREFETCH",
    "TALEWEAVER_CLARIFY_BELOW",
    "TALEWEAVER_ALLOW_MODEL_REQUESTS",
)


@pytest.fixture(autouse=True)
def clean(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in DOCUMENTED:
        monkeypatch.delenv(name, raising=False)


def test_every_documented_variable_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    values = {
        "TALEWEAVER_MODEL": "fake",
        "TALEWEAVER_NPC_MODEL": "local",
        "TALEWEAVER_NARRATOR_MODEL": "offline",
        "TALEWEAVER_PIPELINE_MODEL": "ollama:x",
        "TALEWEAVER_OPENAI_MODEL": "gpt-x",
        "TALEWEAVER_BASE_URL": "http://ours/v1",
        "TALEWEAVER_API_KEY": "k-ours",
        "OLLAMA_HOST": "h:1",
        "TALEWEAVER_CONTENT_DIR": os.pathsep.join(["a", "b"]),
        "TALEWEAVER_PROMPTS_DIR": "prompts",
        "TALEWEAVER_CALL_LOG": "calls.jsonl",
        "TALEWEAVER_SECRET": "s3",
        "TALEWEAVER_PIPELINE_PREFETCH": "0",
        "TALEWEAVER_CLARIFY_BELOW": "0.25",
        "TALEWEAVER_ALLOW_MODEL_REQUESTS": "no",
    }
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    settings = load_settings()
    assert settings.model == "fake"
    assert settings.role_models() == {"npc": "local", "narrator": "offline", "pipeline": "ollama:x"}
    assert (settings.openai_model, settings.base_url, settings.api_key) == (
        "gpt-x",
        "http://ours/v1",
        "k-ours",
    )
    assert settings.ollama_host == "h:1"
    assert settings.content_dirs == (Path("a"), Path("b"))
    assert (settings.prompts_dir, settings.call_log) == (Path("prompts"), Path("calls.jsonl"))
    assert (settings.secret, settings.pipeline_prefetch, settings.clarify_below) == ("s3", False, 0.25)
    assert settings.allow_model_requests is False
    assert "s3" not in repr(settings)
    assert "k-ours" not in repr(settings)


def test_the_openai_sdk_variables_are_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://sdk/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "k-sdk")
    assert (load_settings().base_url, load_settings().api_key) == ("http://sdk/v1", "k-sdk")
    monkeypatch.setenv("TALEWEAVER_BASE_URL", "http://ours/v1")
    assert load_settings().base_url == "http://ours/v1"


def test_defaults_and_empty_values(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_MODEL", "")
    settings = load_settings()
    assert settings.model is None
    assert settings.pipeline_prefetch
    assert settings.allow_model_requests
    assert settings.clarify_below == 0.5
    assert settings.content_dirs == ()


def test_a_bad_value_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_PIPELINE_PREFETCH", "sometimes")
    with pytest.raises(SettingsError, match="TALEWEAVER_PIPELINE_PREFETCH: Input should be a valid boolean"):
        load_settings()


def test_defaults_never_read_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_MODEL", "fake")
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    settings = Settings.defaults(secret="given")
    assert (settings.model, settings.api_key, settings.secret) == (None, None, "given")


@pytest.fixture
def no_rotation(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("TALEWEAVER_SECRETS", "TALEWEAVER_REDIS_URL", "TALEWEAVER_PREPARED_TTL"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.usefixtures("no_rotation")
def test_the_secrets_list_wins_over_the_one_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_SECRET", "single")
    assert load_settings().signing_secrets == ("single",)
    monkeypatch.setenv("TALEWEAVER_SECRETS", " newest, older ,,oldest")
    settings = load_settings()
    assert settings.signing_secrets == ("newest", "older", "oldest")
    assert "newest" not in repr(settings)


@pytest.mark.usefixtures("no_rotation")
def test_a_secrets_list_with_no_secret_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_SECRETS", " , ,")
    with pytest.raises(SettingsError, match="TALEWEAVER_SECRETS: Value error, list at least one secret"):
        load_settings()


@pytest.mark.usefixtures("no_rotation")
def test_the_shared_store_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    assert (load_settings().redis_url, load_settings().prepared_ttl) == (None, 1800.0)
    monkeypatch.setenv("TALEWEAVER_REDIS_URL", "redis://:pw@cache:6379/2")
    monkeypatch.setenv("TALEWEAVER_PREPARED_TTL", "60")
    settings = load_settings()
    assert (settings.redis_url, settings.prepared_ttl) == ("redis://:pw@cache:6379/2", 60.0)
    assert "pw" not in repr(settings)

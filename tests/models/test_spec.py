"""Spec strings resolve to the right backend, and `auto` says why it picked what it picked."""

from __future__ import annotations

from pathlib import Path

import pytest

from taleweaver.models import (
    CallLog,
    LocalModel,
    LoggingModel,
    ModelConfigError,
    ModelSpecError,
    OllamaModel,
    OpenAICompatModel,
    RetryingModel,
    choose_model,
    resolve_model,
)
from taleweaver.models import spec as spec_module
from taleweaver.models.local import llama_cpp_available
from taleweaver.models.spec import is_demo_model
from taleweaver.settings import Settings, load_settings

ENV = (
    "TALEWEAVER_MODEL",
    "TALEWEAVER_OPENAI_MODEL",
    "TALEWEAVER_BASE_URL",
    "TALEWEAVER_API_KEY",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "OLLAMA_HOST",
)


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV:
        monkeypatch.delenv(name, raising=False)


def no_ollama() -> list[str] | None:
    return None


def unwrap(model: object) -> object:
    while isinstance(model, RetryingModel | LoggingModel):
        model = model.inner
    return model


def test_openai_spec_with_base_url_and_key() -> None:
    choice = choose_model("openai:qwen2.5", base_url="http://127.0.0.1:8080/v1", api_key="k")
    inner = unwrap(choice.model)
    assert isinstance(inner, OpenAICompatModel)
    assert (inner.model, inner.base_url, choice.backend) == ("qwen2.5", "http://127.0.0.1:8080/v1", "openai")
    assert isinstance(choice.model, RetryingModel)
    assert choice.describe() == "Using openai:qwen2.5 (spec 'openai:qwen2.5')."


def test_openai_takes_our_env_before_the_sdk_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://sdk/v1")
    monkeypatch.setenv("TALEWEAVER_BASE_URL", "http://ours/v1")
    monkeypatch.setenv("TALEWEAVER_OPENAI_MODEL", "my-model")
    inner = unwrap(resolve_model("openai", settings=load_settings()))
    assert isinstance(inner, OpenAICompatModel)
    assert (inner.model, inner.base_url) == ("my-model", "http://ours/v1")


def test_without_settings_the_environment_is_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_MODEL", "ollama:phi4")
    monkeypatch.setenv("TALEWEAVER_BASE_URL", "http://ours/v1")
    assert choose_model(None).backend == "offline"
    with pytest.raises(ModelConfigError, match="no API key"):
        resolve_model("openai")
    inner = unwrap(resolve_model("openai", settings=Settings.defaults(base_url="http://given/v1")))
    assert isinstance(inner, OpenAICompatModel)
    assert inner.base_url == "http://given/v1"


def test_openai_without_key_or_base_url_says_how_to_configure() -> None:
    with pytest.raises(ModelConfigError, match=r"no API key\. Set OPENAI_API_KEY"):
        resolve_model("openai:gpt-4o-mini")


def test_ollama_spec_uses_ollama_host(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", "0.0.0.0:11500")
    inner = unwrap(resolve_model("ollama:llama3.2", settings=load_settings()))
    assert isinstance(inner, OllamaModel)
    assert (inner.model, inner.host) == ("llama3.2", "http://localhost:11500")


def test_bare_ollama_takes_the_first_listed_model_or_explains() -> None:
    choice = choose_model("ollama", probe_ollama=lambda: ["qwen3:4b", "llama3.2"])
    assert unwrap(choice.model).name == "ollama:qwen3:4b"  # type: ignore[attr-defined]
    with pytest.raises(ModelConfigError, match="use ollama:MODEL"):
        choose_model("ollama", probe_ollama=no_ollama)


def test_spec_comes_from_env_when_absent_and_defaults_to_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    assert choose_model(None).backend == "offline"
    assert choose_model(None).describe() == "Using the offline director (no model) (spec 'offline')."
    monkeypatch.setenv("TALEWEAVER_MODEL", "ollama:phi4")
    assert choose_model(None, settings=load_settings()).backend == "ollama"
    assert choose_model("offline").model is None


@pytest.mark.parametrize("bad", ["gpt-4", "openai-compat:x", "offline:now", "auto:x", "scripted", ""])
def test_unknown_specs_list_the_valid_forms(bad: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_MODEL", bad or " ")
    with pytest.raises(
        ModelSpecError, match=r"valid forms: openai:MODEL, ollama:MODEL, local, local:PATH\.gguf"
    ):
        choose_model(bad or None, settings=load_settings())


def test_local_path_must_be_an_existing_gguf(tmp_path: Path) -> None:
    if not llama_cpp_available():
        with pytest.raises(ModelConfigError, match="pip install 'taleweaver\\[local\\]'"):
            resolve_model("local")
        return
    with pytest.raises(ModelSpecError, match=r"must be a \.gguf file"):
        resolve_model(f"local:{tmp_path / 'model.bin'}")
    with pytest.raises(ModelSpecError, match="no such file"):
        resolve_model(f"local:{tmp_path / 'missing.gguf'}")
    gguf = tmp_path / "any.gguf"
    gguf.write_bytes(b"")
    inner = unwrap(resolve_model(f"local:{gguf}"))
    assert isinstance(inner, LocalModel)
    assert inner.path == gguf


def test_auto_prefers_an_openai_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    choice = choose_model("auto", settings=load_settings(), probe_ollama=lambda: ["llama3.2"])
    assert choice.backend == "openai"
    assert unwrap(choice.model).name == "openai:gpt-4o-mini"  # type: ignore[attr-defined]
    assert "an OpenAI API key or base URL is set" in choice.describe()


def test_auto_then_a_local_ollama_server() -> None:
    choice = choose_model("auto", probe_ollama=lambda: ["llama3.2", "phi4"])
    assert choice.backend == "ollama"
    assert choice.describe() == ("Using ollama:llama3.2 (auto: Ollama answered at http://localhost:11434).")


def test_auto_never_picks_the_demo_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("taleweaver.models.local.llama_cpp_available", lambda: True)
    monkeypatch.setattr("taleweaver.models.local.smollm2_path", lambda: Path("smollm2.gguf"))
    offline = choose_model("auto", probe_ollama=no_ollama)
    assert (offline.backend, offline.model) == ("offline", None)
    assert "no API key and no Ollama server" in offline.describe()
    local = choose_model("local", probe_ollama=no_ollama)  # by name it still runs
    assert local.backend == "local"
    assert isinstance(unwrap(local.model), LocalModel)
    assert is_demo_model(local.model)
    assert not is_demo_model(choose_model("ollama:llama3.2").model)


def test_auto_probes_the_real_ollama_endpoint_briefly(monkeypatch: pytest.MonkeyPatch) -> None:
    # Nothing listens on this port: the probe must give up quickly and auto must move on.
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:9")
    monkeypatch.setattr("taleweaver.models.local.llama_cpp_available", lambda: False)
    assert choose_model("auto", settings=load_settings()).backend == "offline"


def test_call_log_and_retries_wrap_the_adapter(tmp_path: Path) -> None:
    model = choose_model("ollama:m", call_log=tmp_path / "calls.jsonl", retries=2).model
    assert isinstance(model, RetryingModel)
    assert model.retries == 2
    assert isinstance(model.inner, LoggingModel)
    assert model.inner.log.path == tmp_path / "calls.jsonl"
    bare = choose_model("ollama:m", retries=0).model
    assert isinstance(bare, OllamaModel)
    assert spec_module.VALID_FORMS.startswith("openai:MODEL")


def test_log_passed_as_object_is_used_as_is(tmp_path: Path) -> None:
    log = CallLog(tmp_path / "x.jsonl")
    model = choose_model("ollama:m", call_log=log).model
    assert isinstance(model, RetryingModel)
    assert isinstance(model.inner, LoggingModel)
    assert model.inner.log is log


def test_the_fake_spec_is_the_shipped_instant_model() -> None:
    from taleweaver.testing import FakeModel

    choice = choose_model("fake", retries=0)
    assert (choice.backend, type(choice.model)) == ("fake", FakeModel)

"""Spec strings resolve to the right backend, and `auto` says why it picked what it picked."""

from __future__ import annotations

import importlib.metadata
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


def test_auto_then_llama_cpp_then_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("taleweaver.models.local.llama_cpp_available", lambda: False)
    offline = choose_model("auto", probe_ollama=no_ollama)
    assert (offline.backend, offline.model) == ("offline", None)
    assert "no API key, no Ollama server and no llama-cpp-python" in offline.describe()
    monkeypatch.setattr("taleweaver.models.local.llama_cpp_available", lambda: True)
    monkeypatch.setattr("taleweaver.models.local.smollm2_path", lambda: Path("smollm2.gguf"))
    local = choose_model("auto", probe_ollama=no_ollama)
    assert local.backend == "local"
    assert isinstance(unwrap(local.model), LocalModel)


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


def test_faulty_fake_wraps_the_registered_fake() -> None:
    from taleweaver.models.faulty import FaultyModel
    from taleweaver.testing import FakeModel

    choice = choose_model("faulty:0.3:fake", retries=0)
    assert choice.backend == "fake"
    assert isinstance(choice.model, FaultyModel)
    assert isinstance(choice.model.inner, FakeModel)


def test_a_registered_name_builds_its_model(monkeypatch: pytest.MonkeyPatch) -> None:
    from taleweaver.testing import ScriptedModel

    monkeypatch.setattr(spec_module, "_registered", {})
    spec_module.register_model("Scripted", lambda: ScriptedModel(["hello"]))
    choice = choose_model("scripted", retries=0)
    assert (choice.backend, type(choice.model)) == ("fake", ScriptedModel)
    with pytest.raises(ModelSpecError, match="unknown model spec 'scripted:x'"):
        choose_model("scripted:x")


@pytest.mark.parametrize("name", ["openai", "local", "faulty", "two:words", " "])
def test_built_in_or_malformed_names_cannot_be_registered(name: str) -> None:
    with pytest.raises(ValueError, match="cannot register the model spec"):
        spec_module.register_model(name, lambda: None)  # type: ignore[arg-type,return-value]


def test_an_entry_point_registers_a_model_in_a_process_that_never_imported_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What `fake` does in a worker or a program that never imports taleweaver.testing."""
    (tmp_path / "plugged_model.py").write_text(
        "from taleweaver.testing import ScriptedModel\n\n\n"
        "def make():\n    return ScriptedModel(['plugged'])\n",
        encoding="utf-8",
    )
    info = tmp_path / "plugged_model-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: plugged-model\nVersion: 1.0\n", encoding="utf-8"
    )
    (info / "entry_points.txt").write_text(
        f"[{spec_module.MODEL_ENTRY_POINTS}]\nplugged = plugged_model:make\n", encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(spec_module, "_registered", {})
    choice = choose_model("plugged", retries=0)
    assert choice.backend == "fake"
    assert choice.model is not None
    assert choice.model.name == "scripted"
    assert "plugged" in spec_module._registered


def test_taleweaver_declares_its_fake_as_an_entry_point() -> None:
    """The metadata names the shipped fake, so `fake` needs no import of taleweaver.testing at run time."""
    import tomllib
    from importlib import import_module

    from taleweaver.testing import FakeModel

    pyproject = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    target = pyproject["project"]["entry-points"][spec_module.MODEL_ENTRY_POINTS]["fake"]
    module, _, attribute = target.partition(":")
    assert getattr(import_module(module), attribute) is FakeModel


def test_without_the_fakes_registered_fake_names_where_it_comes_from(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spec_module, "_registered", {})
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda **_: [])
    with pytest.raises(ModelSpecError, match=r"`fake` comes with taleweaver\.testing"):
        choose_model("fake")


def test_a_fresh_process_resolves_fake_through_the_installed_entry_point() -> None:
    """`import taleweaver` alone, as a `serve --workers N` worker or the README's example does."""
    import subprocess
    import sys

    code = (
        "import sys, taleweaver as tw\n"
        "assert 'taleweaver.testing' not in sys.modules\n"
        "print(type(tw.choose_model('faulty:0.2:fake', retries=0).model.inner).__name__)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, (
        f"{result.stderr}\n(an install made before the `taleweaver.models` entry point? run `make test-env`)"
    )
    assert result.stdout.strip() == "FakeModel"

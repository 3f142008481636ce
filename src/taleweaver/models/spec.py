"""Model spec strings → a ready model, and a sentence saying which one was picked and why.

Specs (flag ``--model``, else ``Settings.model``, i.e. env ``TALEWEAVER_MODEL``):

- ``openai:MODEL`` — any OpenAI-compatible server; ``openai`` alone uses ``Settings.openai_model``
- ``ollama:MODEL`` — Ollama at ``Settings.ollama_host`` (default http://localhost:11434); ``ollama``
  alone takes the first model the server lists
- ``local`` / ``local:PATH.gguf`` — in-process llama.cpp (SmolLM2 shipped on PyPI, or any GGUF)
- ``auto`` — openai when a key or base URL is configured, else a local Ollama that answers within
  0.3 s, else in-process llama.cpp when installed, else offline
- ``offline`` — no model (the offline director)
- ``fake`` — :class:`~taleweaver.testing.FakeModel`: instant, deterministic, valid for every role; a
  *registered* model (see below)
- ``faulty:RATE[@SEED]:SPEC`` — SPEC with faults injected on a RATE share of calls (timeouts, 5xx,
  resets, malformed JSON, bad tool calls, cut-off tags, slow streams; see ``models/faulty.py``)

Registered models: a package adds a spec name with :func:`register_model` (``taleweaver.testing`` adds
``fake`` when imported), or declares it in the ``taleweaver.models`` entry-point group, read on first use
of an unknown name (taleweaver's own metadata declares ``fake`` there, so a program that never imports
``taleweaver.testing`` still gets it). So this module imports no fake: the arrow points from the
test package down to the models, never up.

Nothing here reads the environment: backend settings come in as a :class:`~taleweaver.settings.Settings`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from taleweaver.models.calllog import CallLog, LoggingModel
from taleweaver.models.port import ChatModel, ModelConfigError
from taleweaver.models.retry import RetryingModel
from taleweaver.settings import Settings

DEFAULT_OPENAI_MODEL = "gpt-4o-mini"
VALID_FORMS = "openai:MODEL, ollama:MODEL, local, local:PATH.gguf, auto, offline, fake, faulty:RATE:SPEC"
_BUILT_IN = frozenset({"openai", "ollama", "local", "auto", "offline", "faulty"})

Backend = Literal["openai", "ollama", "local", "offline", "fake"]
"""``fake`` is every registered model's backend (they stand in for a real one)."""

MODEL_ENTRY_POINTS = "taleweaver.models"
"""The entry-point group naming registered models: ``NAME = "module:factory"`` (a zero-argument callable)."""

_registered: dict[str, Callable[[], ChatModel]] = {}


class ModelSpecError(ModelConfigError, ValueError):
    """A spec string that names no known backend, or names one wrongly."""


@dataclass(frozen=True)
class ModelChoice:
    """What a spec resolved to: the model (``None`` for offline) and why it was picked."""

    spec: str
    backend: Backend
    model: ChatModel | None
    reason: str

    def describe(self) -> str:
        """One sentence for the terminal, e.g. ``Using ollama:llama3.2 (auto: Ollama answered …).``"""
        label = "the offline director (no model)" if self.model is None else self.model.name
        return f"Using {label} ({self.reason})."


def _openai(model: str, base_url: str | None, api_key: str | None) -> ChatModel:
    from taleweaver.models.openai_compat import OpenAICompatModel

    return OpenAICompatModel(model, base_url=base_url, api_key=api_key)


def _local(path: str | None) -> ChatModel:
    from taleweaver.models.local import LocalModel, llama_cpp_available, smollm2_path

    if not llama_cpp_available():
        raise ModelConfigError(
            "local: llama-cpp-python is not installed; install the optional extra: "
            "pip install 'taleweaver[local]'"
        )
    if path is None:
        smollm2_path()  # fail now, with the install hint, rather than on the first turn
        return LocalModel()
    if not path.endswith(".gguf"):
        raise ModelSpecError(f"local:{path}: the model file must be a .gguf file")
    if not Path(path).is_file():
        raise ModelSpecError(f"local:{path}: no such file (give the path of an existing .gguf)")
    return LocalModel(path)


def _ollama(model: str | None, host: str | None, probe: Callable[[], list[str] | None]) -> ChatModel:
    from taleweaver.models.ollama import OllamaModel, ollama_host

    if model:
        return OllamaModel(model, host=host)
    models = probe()
    if not models:
        raise ModelConfigError(
            f"ollama: no model named and no model listed by {ollama_host(host)} (use ollama:MODEL, "
            "e.g. ollama:llama3.2, after `ollama pull llama3.2`)"
        )
    return OllamaModel(models[0], host=host)


def _list_ollama_models(host: str | None) -> list[str] | None:
    from taleweaver.models.ollama import list_ollama_models

    return list_ollama_models(host, timeout_s=0.3)


def register_model(name: str, factory: Callable[[], ChatModel]) -> None:
    """Make the spec ``name`` (one word, any case) build a model with ``factory`` (backend ``fake``)."""
    key = name.strip().lower()
    if not key or ":" in key or key in _BUILT_IN:
        raise ValueError(f"cannot register the model spec {name!r}: give one new word (not {VALID_FORMS})")
    _registered[key] = factory


def _registered_factory(name: str) -> Callable[[], ChatModel] | None:
    """The factory registered for ``name``, else the one its entry point names (then registered)."""
    if name in _registered:
        return _registered[name]
    from importlib.metadata import entry_points  # only for a name nothing registered in this process

    for point in entry_points(group=MODEL_ENTRY_POINTS, name=name):
        factory: Callable[[], ChatModel] = point.load()
        _registered[name] = factory
        return factory
    return None


def _auto(
    base_url: str | None, api_key: str | None, settings: Settings, probe: Callable[[], list[str] | None]
) -> tuple[Backend, ChatModel | None, str]:
    from taleweaver.models.local import llama_cpp_available

    if api_key or base_url:
        model = settings.openai_model or DEFAULT_OPENAI_MODEL
        return "openai", _openai(model, base_url, api_key), "auto: an OpenAI API key or base URL is set"
    models = probe()
    if models:
        from taleweaver.models.ollama import OllamaModel, ollama_host

        host = settings.ollama_host
        return "ollama", OllamaModel(models[0], host=host), f"auto: Ollama answered at {ollama_host(host)}"
    if llama_cpp_available():
        return "local", _local(None), "auto: llama-cpp-python is installed; no key or Ollama server found"
    return "offline", None, "auto: no API key, no Ollama server and no llama-cpp-python"


def choose_model(
    spec: str | None = None,
    *,
    settings: Settings | None = None,
    base_url: str | None = None,
    api_key: str | None = None,
    default: str = "offline",
    retries: int = 1,
    call_log: CallLog | str | Path | None = None,
    probe_ollama: Callable[[], list[str] | None] | None = None,
) -> ModelChoice:
    """Resolve ``spec`` (else ``settings.model``, else ``default``) into a :class:`ModelChoice`.

    ``settings`` supplies the backend endpoints (base URL, key, Ollama host, the bare ``openai``
    model); ``base_url`` and ``api_key`` override it. The model comes wrapped for use: a call log per
    attempt when ``call_log`` is given, and ``retries`` retries (one by default). Raises
    :class:`ModelSpecError` / :class:`ModelConfigError`.
    """
    settings = settings or Settings.defaults()
    base_url = base_url or settings.base_url
    api_key = api_key or settings.api_key
    text = (spec or settings.model or default).strip()
    probe = probe_ollama or (lambda: _list_ollama_models(settings.ollama_host))
    kind, _, rest = text.partition(":")
    kind = kind.lower()
    reason = f"spec {text!r}"
    backend: Backend
    model: ChatModel | None
    if kind == "openai":
        backend = "openai"
        model = _openai(rest or settings.openai_model or DEFAULT_OPENAI_MODEL, base_url, api_key)
    elif kind == "ollama":
        backend, model = "ollama", _ollama(rest or None, settings.ollama_host, probe)
    elif kind == "local":
        backend, model = "local", _local(rest or None)
    elif text.lower() == "auto":
        backend, model, reason = _auto(base_url, api_key, settings, probe)
    elif text.lower() == "offline":
        backend, model = "offline", None
    elif kind == "faulty":
        from taleweaver.models.faulty import FaultSpec, FaultyModel

        fault = FaultSpec.parse(text)
        inner = choose_model(
            fault.inner,
            settings=settings,
            base_url=base_url,
            api_key=api_key,
            default=default,
            retries=0,
            probe_ollama=probe,
        )
        if inner.model is None:
            raise ModelSpecError(f"{text!r}: {fault.inner!r} is no model; faults need one to wrap")
        backend = inner.backend
        model = FaultyModel(inner.model, fault.rate, seed=fault.seed)
        reason = f"spec {text!r}: {fault.rate:.0%} of calls fail on purpose"
    elif ":" not in text and (factory := _registered_factory(kind)) is not None:
        backend, model = "fake", factory()
    else:
        hint = " (`fake` comes with taleweaver.testing: import it)" if kind == "fake" else ""
        raise ModelSpecError(f"unknown model spec {text!r}; valid forms: {VALID_FORMS}{hint}")
    if model is not None:
        if call_log is not None:
            model = LoggingModel(model, call_log if isinstance(call_log, CallLog) else CallLog(call_log))
        if retries:
            model = RetryingModel(model, retries=retries)
    return ModelChoice(spec=text, backend=backend, model=model, reason=reason)


def resolve_model(
    spec: str | None,
    *,
    settings: Settings | None = None,
    base_url: str | None = None,
    api_key: str | None = None,
) -> ChatModel | None:
    """The model a spec names, ready to use (one retry); ``None`` means the offline director."""
    return choose_model(spec, settings=settings, base_url=base_url, api_key=api_key).model

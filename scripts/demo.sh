#!/usr/bin/env bash
# The demo command: sets up .venv if needed, then runs `python -m torch_cdna demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
. .venv/bin/activate
exec python -m torch_cdna demo "$@"

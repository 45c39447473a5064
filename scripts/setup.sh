#!/usr/bin/env bash
# Create .venv (if missing) with the CPU build of PyTorch and torch_cdna's test dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
. .venv/bin/activate
if ! python -c "import torch" 2>/dev/null; then
  pip install -q "torch==2.13.0"     # the CPU build (a plain 'torch' would pull a multi-GB CUDA build)
fi
python -c "import triton, hip, expecttest, hypothesis, pytest, xdist, numpy, matplotlib, transformers" 2>/dev/null || \
  pip install -q "triton>=3.6,<3.10" hip-python expecttest hypothesis pytest pytest-xdist numpy matplotlib transformers
pip install -q --no-deps -e .

"""The README's usage examples run as written (kernel mode: the simulator), so the first thing a user copies works."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import torch

README = Path(__file__).resolve().parents[1] / "README.md"


def _python_block(section: str) -> str:
    text = README.read_text()
    body = text[text.index(section):]
    body = body[:body.find("\n## ", 1)]
    match = re.search(r"```python\n(.*?)```", body, re.S)
    assert match, f"no python example under {section!r}"
    return match.group(1)


@pytest.mark.parametrize("section", ["## Using the ops", "## A kernel in 20 lines"])
def test_readme_example_runs(section, rng_seed):
    torch.manual_seed(rng_seed)
    namespace: dict = {}
    exec(compile(_python_block(section), f"README.md {section}", "exec"), namespace)  # noqa: S102
    if section == "## Using the ops":
        x, w, y = namespace["x"], namespace["w"], namespace["y"]
        ref = x.double() * torch.rsqrt(x.double().square().mean(-1, keepdim=True) + 1e-6) * w.double()
        torch.testing.assert_close(y.double(), ref, atol=3e-2, rtol=2e-2)

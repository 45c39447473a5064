"""Fixtures for the AITER code-object tests: the unpacked wheel, or a skip that says why it is missing."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from . import wheel


@pytest.fixture
def aiter_hsa() -> Callable[[str], Path]:
    """``aiter_hsa(arch)`` -> the ``hsa/<arch>`` folder of the cached AITER wheel (skips when unavailable)."""

    def get(arch: str) -> Path:
        try:
            return wheel.hsa_dir(arch)
        except wheel.WheelUnavailable as exc:
            pytest.skip(f"AITER code objects unavailable: {exc}")

    return get

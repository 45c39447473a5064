"""The process-wide allocator tuning (glibc mallopt) happens only when ``sim_keep_freed_memory`` is on."""

from __future__ import annotations

import pytest

from torch_cdna import _config
from torch_cdna.sim import state


@pytest.mark.parametrize("on", [False, True])
def test_wave_batch_tunes_the_allocator_only_when_asked(monkeypatch, on):
    calls = []
    monkeypatch.setattr(state, "keep_freed_memory", lambda: calls.append(1))
    with _config.override(sim_keep_freed_memory=on):
        state.WaveBatch(1, 4, 0, 0, 1, "gfx942")
    assert calls == ([1] if on else [])


def test_default_is_off():
    # the test session itself turns it on (tests/conftest.py), so the declared default is what is checked
    assert _config.VARIABLES["sim_keep_freed_memory"].default() is False

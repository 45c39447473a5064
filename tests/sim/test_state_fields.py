"""``WaveBatch`` declares its state: every field is a slot initialised by the constructor, and a field that is
not declared cannot be attached from outside (a misspelt or undeclared attribute raises instead of silently
creating state that the rest of the simulator never reads)."""

from __future__ import annotations

import pytest

from torch_cdna.sim.state import WaveBatch


def _batch() -> WaveBatch:
    return WaveBatch(3, num_vgprs=4, num_agprs=2, lds_bytes=16, num_groups=1, arch="gfx942")


def test_undeclared_attribute_raises():
    b = _batch()
    with pytest.raises(AttributeError):
        b.lds_races = None  # one letter off a declared field
    with pytest.raises(AttributeError):
        b.launch_extra = 1
    assert not hasattr(b, "__dict__")


def test_every_declared_field_is_initialised():
    b = _batch()
    unset = [name for name in WaveBatch.__slots__ if not hasattr(b, name)]
    assert unset == []
    assert set(WaveBatch.__slots__) == set(WaveBatch.__annotations__)
    assert b.waiting.shape == (3,) and not b.waiting.any()
    assert b.v.shape == (6, 3, 64) and b.lds.shape == (1, 16)
    assert (b.lds_race, b.wave_modes, b.private, b.step_hook) == (None, None, None, None)


def test_operand_transforms_sit_below_state():
    """sim/state.py imports the DPP/SDWA transforms at top level; they import nothing of the simulator's state
    or semantics back (no import loop)."""
    import ast
    from pathlib import Path
    import importlib

    for name in ("torch_cdna.sim.operand_mods", "torch_cdna.sim.value_types"):
        path = importlib.import_module(name).__file__
        imported = {node.module for node in ast.walk(ast.parse(Path(path).read_text()))
                    if isinstance(node, ast.ImportFrom) and node.level > 0}
        assert imported <= {"operands", "value_types"}, (name, imported)

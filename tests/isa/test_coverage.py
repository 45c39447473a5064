"""The ISA table and the simulator agree: every instruction record has semantics, and the records are well formed."""

import pytest

from torch_cdna import isa
from torch_cdna.isa.records import ARCHS, FORMATS, OPERAND_KINDS
from torch_cdna.sim.semantics import registered


def test_every_record_has_simulator_semantics():
    missing = sorted(m for m in isa.table() if m not in registered())
    assert not missing, f"ISA records without simulator semantics: {missing}"


def test_registered_semantics_all_have_records():
    assert set(registered()) <= set(isa.table())


@pytest.mark.parametrize("arch", ARCHS)
def test_records_are_well_formed(arch):
    for rec in isa.table().values():
        assert rec.fmt in FORMATS and rec.archs <= set(ARCHS)
        assert all(op.kind in OPERAND_KINDS and op.dwords >= 1 for op in rec.operands)
        if arch in rec.archs:
            assert isa.lookup(rec.mnemonic, arch) is rec


def test_lookup_strips_encoding_suffixes_and_rejects_unknown():
    assert isa.lookup("v_add_f32_e64", "gfx942").mnemonic == "v_add_f32"
    with pytest.raises(Exception, match="unknown instruction"):
        isa.lookup("v_frobnicate_b32", "gfx942")
    with pytest.raises(Exception, match="only on gfx950"):
        isa.lookup("v_permlane32_swap_b32", "gfx942")

"""A DSL kernel around gfx950's scaled MFMA with fp4 A (4 registers) and fp8 B (8 registers): the operand
widths follow cbsz/blgp, LLVM assembles it without diagnostics, and the simulator matches the MX definition."""

import pytest
import torch

from tests.asm.helpers import assemble, build, run
from tests.sim.test_mfma_scale import _block_scaled, _random_codes, _registers, _scale_words, _unpack_d, _values
from torch_cdna.errors import CompileError


def mx_tile(J, out: "float*", a: "int*", b: "int*", sa: "int*", sb: "int*", MOD):
    """One 16x16x128 scaled MFMA: per-lane A (fp4) and B (fp8) registers and scale words come from memory."""
    tid = J.threadIdx.x
    ra, rb, acc = J.gpr(4, "vi32"), J.gpr(8, "vi32"), J.gpr(4, "vf32")
    scale_a, scale_b = J.gpr("vi32"), J.gpr("vi32")
    J.global_load(ra, a + tid * 16)
    J.global_load(rb[0:3], b + tid * 32)
    J.global_load(rb[4:7], b + tid * 32, offset=16)
    J.global_load(scale_a, sa + tid * 4)
    J.global_load(scale_b, sb + tid * 4)
    J.s_waitcnt(vmcnt=0)
    J.v_mfma_scale_f32_16x16x128_f8f6f4(acc, ra, rb, 0, scale_a, scale_b, mod=MOD)
    J.s_nop(7)
    J.s_nop(7)
    J.s_nop(7)
    J.global_store(out + tid * 16, acc)


def test_scaled_mfma_from_the_dsl(rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    codes_a, codes_b = _random_codes(gen, "fp4", 16, 128), _random_codes(gen, "fp8", 16, 128)
    sa, ea = _scale_words(gen, 1)
    sb, eb = _scale_words(gen, 2)
    k = build(mx_tile, "gfx950", MOD="op_sel:[1,0,0] op_sel_hi:[0,1,0] cbsz:4 blgp:0")
    assert assemble(k)[:4] == b"\x7fELF"  # any LLVM diagnostic raises
    out = torch.full((64, 4), float("nan"))
    run(k, [out, _registers(codes_a, "fp4", 128).contiguous(), _registers(codes_b, "fp8", 128).contiguous(),
            sa, sb])
    want = _block_scaled(_values(codes_a, "fp4"), ea) @ _block_scaled(_values(codes_b, "fp8"), eb).t()
    assert torch.equal(_unpack_d(out, 16), want.float())


def test_operand_width_follows_the_format():
    with pytest.raises(CompileError, match=r"operand 2: .* is 4 dword\(s\); this slot takes 8"):
        build(mx_tile, "gfx950", MOD="cbsz:0")  # A as fp8 takes 8 registers, the kernel passes 4
    with pytest.raises(CompileError, match=r"operand 3: .* is 8 dword\(s\); this slot takes 4"):
        build(mx_tile, "gfx950", MOD="cbsz:4 blgp:4")  # B as fp4 takes 4 registers, the kernel passes 8
    with pytest.raises(CompileError, match="cbsz:5 is not a format"):
        build(mx_tile, "gfx950", MOD="cbsz:5")

"""User text that reaches the assembly file is checked (issue 15, item 14: a newline in ``mod=`` injected raw
instructions).

``mod=`` must be space-separated modifiers that the instruction's encoding accepts; anything else is a
CompileError naming the user's file:line. Kernel and argument names must be assembler symbols.
"""

import pytest

from torch_cdna.errors import CompileError
from tests.asm.helpers import assemble, build

_FILE = "test_dsl_modifiers.py:"


def _with_mod(mod):
    def kernel(J, out: "int*"):
        v = J.gpr("vu32", 1)
        J.v_add_u32(v, v, v, mod=mod)
        J.global_store(out + J.threadIdx.x * 4, v)
        J.s_waitcnt(vmcnt=0)
    return kernel


@pytest.mark.parametrize("mod", ["\nv_mov_b32 v0, 7", "clamp\nv_mov_b32 v0, 7", "clamp; v_mov_b32 v0, 7",
                                 "clamp\rs_endpgm", "clamp\u2028s_endpgm", "clamp # x", "clamp\ts_endpgm"])
def test_separator_in_modifier_is_refused_at_the_users_line(mod):
    with pytest.raises(CompileError) as info:
        build(_with_mod(mod))
    first = str(info.value).splitlines()[0]
    assert "v_add_u32: bad modifier" in first and "mod=" in first
    assert _FILE in first


@pytest.mark.parametrize("mod,needle", [
    ("bogus", "unknown modifier 'bogus'"),
    ("offset:16", "unknown modifier 'offset'"),   # a memory modifier on a VALU instruction
    ("clamp sc0", "unknown modifier 'sc0'"),
])
def test_modifier_the_instruction_does_not_take_is_refused(mod, needle):
    with pytest.raises(CompileError) as info:
        build(_with_mod(mod))
    first = str(info.value).splitlines()[0]
    assert needle in first and "accepts clamp, div, mul, op_sel" in first
    assert _FILE in first


def test_waitcnt_counters_must_be_ints():
    def kernel(J, out: "int*"):
        J.s_waitcnt(vmcnt="0)\nv_mov_b32 v0, 7\ns_waitcnt vmcnt(0")
    with pytest.raises(CompileError, match=_FILE + r".*vmcnt must be a non-negative int"):
        build(kernel)

    def by_mod(J, out: "int*"):
        J.s_waitcnt(mod="vmcnt(0)\nlgkmcnt(0)")
    with pytest.raises(CompileError, match=_FILE + r".*bad s_waitcnt counters"):
        build(by_mod)


def _accepted_modifiers(J, out: "int*", buf: "int*"):
    tid = J.threadIdx.x
    base = J.lds_alloc(256)
    v = J.gpr(2, "vu32", 1)
    old = J.gpr("vu32")
    J.global_atomic_add(old, out + tid * 4, v[0], "off", mod="sc0 sc1")
    J.ds_write_b32(tid * 4, v[0], mod=f"offset:{base}")
    J.s_waitcnt(mod="vmcnt(0) lgkmcnt(0)")
    J.ds_read2_b32(v, tid * 4, mod=f"offset0:{base // 4} offset1:{base // 4 + 1}")
    J.s_waitcnt(lgkmcnt=0)
    f = J.gpr(2, "vf32", 1.0)
    J.v_pk_mul_f32(f, f, f, mod="op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0]")
    J.v_add_f32_dpp(f[0], f[1], f[0], mod="row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1")
    J.v_cvt_f16_f32_sdwa(v[0], f[0], mod="dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD")
    J.v_add_u32(v[1], v[0], old, mod="clamp")
    J.global_store_dword(buf + tid * 4, v[1], "off", mod="nt")
    J.s_waitcnt(vmcnt=0)


def test_modifiers_of_each_encoding_still_assemble():
    for arch in ("gfx942", "gfx950"):
        assemble(build(_accepted_modifiers, arch))


def test_kernel_name_with_a_newline_is_refused():
    def kernel(J, out: "int*"):
        J.s_waitcnt(lgkmcnt=0)
    with pytest.raises(CompileError, match=r"kernel name 'k\\nv_mov_b32 v0, 7' cannot be written"):
        build(kernel, name="k\nv_mov_b32 v0, 7")

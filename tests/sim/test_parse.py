"""The assembly parser: operands, modifiers, labels, descriptors and metadata as LLVM prints them."""

import pytest

from torch_cdna.errors import UnsupportedInstruction
from torch_cdna.sim.operands import Const, Label, Off, Reg
from torch_cdna.sim.parse import decode_line, parse_metadata_kernels, parse_operand, parse_program


@pytest.mark.parametrize("text, expected", [
    ("v7", Reg("v", 7)),
    ("s[2:3]", Reg("s", 2, 2)),
    ("a[0:15]", Reg("a", 0, 16)),
    ("vcc", Reg("s", 106, 2)),
    ("exec_hi", Reg("s", 127, 1)),
    ("m0", Reg("s", 124, 1)),
    ("ttmp[4:5]", Reg("s", 112, 2)),
    ("-v1", Reg("v", 1, neg=True)),
    ("|v2|", Reg("v", 2, abs=True)),
    ("-|s3|", Reg("s", 3, neg=True, abs=True)),
    ("neg(v4)", Reg("v", 4, neg=True)),
    ("sext(v5)", Reg("v", 5, sext=True)),
    ("64", Const(64)),
    ("-16", Const(-16)),
    ("65", Const(65, literal=True)),
    ("0x3fb8aa3b", Const(0x3FB8AA3B, literal=True)),
    ("-0.5", Const(-0.5)),
    ("0.15915494", Const(0.15915494)),
    ("off", Off()),
    (".LBB0_2", Label(".LBB0_2")),
])
def test_operands(text, expected):
    assert parse_operand(text) == expected


def test_modifiers_are_separated_from_operands():
    ins = decode_line(0, "buffer_load_dwordx4 v[0:3], v4, s[8:11], 0 offen offset:16 sc0 sc1")
    assert ins.operands == [Reg("v", 0, 4), Reg("v", 4), Reg("s", 8, 4), Const(0)]
    assert ins.mods == {"offen": True, "offset": 16, "sc0": True, "sc1": True}
    dpp = decode_line(1, "v_add_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xa bound_ctrl:1")
    assert dpp.mods == {"quad_perm": [1, 0, 3, 2], "row_mask": 15, "bank_mask": 10, "bound_ctrl": 1}
    sdwa = decode_line(2, "v_cvt_f32_f16_sdwa v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1")
    assert sdwa.mods["src0_sel"] == "WORD_1" and sdwa.operands == [Reg("v", 0), Reg("v", 1)]
    wait = decode_line(3, "s_waitcnt vmcnt(3) lgkmcnt(0)")
    assert wait.operands == [] and wait.mods == {"vmcnt": 3, "lgkmcnt": 0}
    glob = decode_line(4, "global_load_dword v4, v[2:3], off")
    assert glob.operands == [Reg("v", 4), Reg("v", 2, 2), Off()]


def test_bad_operand_is_reported():
    with pytest.raises(UnsupportedInstruction, match="cannot decode operand"):
        parse_operand("v[1:")


_SRC = """
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.text
other:
\ts_endpgm
\t.size other, 4
k:                                      ; @k
\t.file\t1 "/src" "kern.py"
\t.loc\t1 12 0
\ts_mov_b32 s4, 1 ; comment
.LBB0_1:
\ts_add_u32 s4, s4, -1
\ts_cbranch_scc1 .LBB0_1
\ts_endpgm
\t.size k, .Lfunc_end0-k
\t.amdhsa_kernel k
\t\t.amdhsa_user_sgpr_count 14
\t\t.amdhsa_user_sgpr_kernarg_preload_length 12
\t\t.amdhsa_next_free_vgpr 5
\t.end_amdhsa_kernel
\t.amdhsa_kernel other
\t\t.amdhsa_user_sgpr_count 2
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .kernarg_segment_size: 16
    .name:           k
  - .args:           []
    .name:           other
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
...
\t.end_amdgpu_metadata
"""


def test_program_selects_kernel_and_reads_launch_state():
    prog = parse_program(_SRC, "k")
    assert prog.arch == "gfx950"
    assert [i.mnemonic for i in prog.instrs] == ["s_mov_b32", "s_add_u32", "s_cbranch_scc1", "s_endpgm"]
    assert prog.labels[".LBB0_1"] == 1
    assert prog.descriptor["user_sgpr_count"] == 14 and prog.descriptor["next_free_vgpr"] == 5
    assert [(a.offset, a.size, a.value_kind) for a in prog.kernargs] == [(0, 8, "global_buffer"), (8, 4, "by_value")]
    assert prog.kernarg_size == 16
    assert prog.instrs[0].source == "/src/kern.py:12"
    other = parse_program(_SRC, "other")
    assert [i.mnemonic for i in other.instrs] == ["s_endpgm"] and other.descriptor["user_sgpr_count"] == 2


def test_several_kernels_need_a_name():
    with pytest.raises(ValueError, match="several kernels"):
        parse_program(_SRC)


def test_metadata_subset():
    kernels = parse_metadata_kernels("---\namdhsa.kernels:\n  - .args:\n      - .offset: 0\n        .size: 4\n"
                                     "        .value_kind: by_value\n    .name: x\n...\n")
    assert kernels == [{".args": [{".offset": 0, ".size": 4, ".value_kind": "by_value"}], ".name": "x"}]

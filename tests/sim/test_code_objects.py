"""The simulator runs code objects (ELF): ``sim.launch``/``sim.Module`` on bytes and paths, and the decoder's
instruction stream equals the text parser's for every kernel the project can assemble: the DSL's kernels, the
Triton peer suite and LLVM-IR fuzz programs, on gfx942 and gfx950."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import torch

from torch_cdna import sim
from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.errors import InvalidKernel
from torch_cdna.sim.binary import program_from_code_object
from torch_cdna.sim.parse import kernel_names, parse_program

from tests.isa.roundtrip import normalized

ARCHS = ("gfx942", "gfx950")
PEER_ASM = Path(__file__).parent / "peer" / "asm"

COUNTER = '''
.amdgcn_target "amdgcn-amd-amdhsa--{arch}"
.text
.globl bump
.p2align 8
.type bump,@function
bump:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_getpc_b64 s[2:3]
  s_add_u32 s2, s2, counter@rel32@lo+4
  s_addc_u32 s3, s3, counter@rel32@hi+12
  s_load_dword s6, s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  s_add_u32 s6, s6, 1
  s_cmp_lt_u32 s6, 100
  s_cbranch_scc1 .Lstore
  s_mov_b32 s6, 0
.Lstore:
  s_store_dword s6, s[2:3], 0x0 glc
  v_mov_b32 v1, s6
  v_mov_b32 v2, 0
  global_store_dword v2, v1, s[4:5]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_endpgm
.Lend:
.size bump, .Lend-bump
.rodata
.p2align 6
.amdhsa_kernel bump
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.data
.type counter,@object
.p2align 2
counter:
  .long {start}
.size counter, 4
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: bump
    .symbol: bump.kd
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
...
.end_amdgpu_metadata
'''


@pytest.mark.parametrize("arch", ARCHS)
def test_module_of_a_code_object_keeps_globals_and_pc_relative_addresses(arch, rng_seed, tmp_path):
    """getpc + the linker's rel32 literals reach .data at the code object's own layout; the global persists
    across launches of a Module; bytes, str paths and Path objects all load."""
    start = random.Random(rng_seed).randrange(0, 90)
    co = find_toolchain(arch).assemble(COUNTER.format(arch=arch, start=start), arch)
    path = tmp_path / "bump.co"
    path.write_bytes(co)
    mod = sim.Module(path)
    assert mod.kernels == ["bump"] and int(mod.get_global("counter").view(torch.int32)[0]) == start
    out = torch.full((1,), -1, dtype=torch.int32)
    for i in range(3):
        mod.launch("bump", [1], [64], [out])
        assert int(out[0]) == start + i + 1
    assert int(mod.get_global("counter").view(torch.int32)[0]) == start + 3
    for code in (co, str(path), path):  # a plain launch starts from the initial value every time
        out[0] = -1
        sim.launch(code, "bump", [1], [64], [out])
        assert int(out[0]) == start + 1


def test_code_object_inputs_are_checked(tmp_path):
    with pytest.raises(InvalidKernel, match="without the ELF magic"):
        sim.launch(b"not an elf", "k", [1], [64], [])
    (tmp_path / "x.co").write_bytes(b"garbage!")
    with pytest.raises(InvalidKernel, match="not a code object file"):
        sim.launch(tmp_path / "x.co", "k", [1], [64], [])
    co = find_toolchain("gfx942").assemble(COUNTER.format(arch="gfx942", start=0), "gfx942")
    with pytest.raises(InvalidKernel, match="built for gfx942"):
        sim.launch(co, "bump", [1], [64], [torch.zeros(1, dtype=torch.int32)], arch="gfx950")
    with pytest.raises(InvalidKernel, match="no kernel 'nope'.*bump"):
        sim.launch(co, "nope", [1], [64], [])


def _compare(text: str, co: bytes, kernel: str) -> list[str]:
    """Differences between the text parser's and the decoder's instructions of ``kernel``. Every instruction of
    the text must come, in order, from the decoder; the decoder may have extra ``s_nop 0`` where the assembler
    filled a ``.p2align`` in code (e.g. before the aligned entry after the kernarg-preload prologue): those are
    bytes of the object that the text spells as a directive, not as instructions."""
    want = parse_program(text, kernel).instrs
    got = program_from_code_object(co, kernel).instrs
    problems, j = [], 0
    for i, w in enumerate(want):
        mask = "@" in w.text  # a symbol@rel32 literal: its value depends on the layout (8-byte slots vs real)
        while j < len(got) and normalized(w, mask) != normalized(got[j], mask) and got[j].text == "s_nop 0":
            j += 1
        if j == len(got):
            return problems + [f"{kernel}: the decoded code ends before text instruction #{i} `{w.text}`"]
        if normalized(w, mask) != normalized(got[j], mask):
            problems.append(f"{kernel} #{i}: `{w.text}` vs decoded `{got[j].text}`")
        j += 1
    extra = [g.text for g in got[j:] if g.text != "s_nop 0"]
    return (problems + ([f"{kernel}: decoded instructions after the text's: {extra[:3]}"] if extra else []))[:5]


@pytest.mark.parametrize("arch", ARCHS)
def test_triton_peer_suite_decodes_as_its_text(arch):
    """Every Triton peer kernel (LLVM's own output: DPP, SDWA, MFMA, buffer/global memory, branches): the decoded
    code object gives the instruction stream the text parser gives."""
    files = sorted((PEER_ASM / arch).glob("*.s"))
    assert len(files) > 70
    tc = find_toolchain(arch)
    problems = []
    for path in files:
        text = path.read_text()
        co = tc.assemble(text, arch)
        for kernel in kernel_names(text):
            problems += _compare(text, co, kernel)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("arch", ARCHS)
def test_llvm_ir_fuzz_programs_decode_as_their_text(arch, rng_seed):
    from tests.sim import irfuzz
    from tests.sim.llvmkit import llvm_asm
    tc = find_toolchain(arch)
    for k in range(3):
        prog = irfuzz.generate(rng_seed + k)
        text = llvm_asm(prog.ir, arch)
        co = tc.assemble(text, arch)
        for kernel in kernel_names(text):
            assert not _compare(text, co, kernel), (rng_seed + k, _compare(text, co, kernel))


def _dsl_kernels(arch: str):
    """Every kernel each cdna op compiles on its example inputs (``asm`` CLI's op_kernels), plus variants."""
    from tests.ops.test_row_limits import _norm_variants
    from torch_cdna._cli_asm import EXAMPLES, op_kernels
    from torch_cdna.ops.kernels import activations as K, attention as A, attention_bwd as B
    for op in EXAMPLES:
        yield from op_kernels(op, arch, torch.bfloat16)
    yield A.attn_fwd.compile("bf16", 128, 4, 32, True, 4, arch=arch)
    yield B.attn_bwd_dq.compile("bf16", 64, 2, 64, False, 1, arch=arch)
    yield B.attn_bwd_dkv.compile("f16", 64, 4, 64, True, 8, arch=arch)
    yield K.act_mul_fwd.compile("silu", "bf16", 2, 16, arch=arch)
    yield K.act_mul_bwd.compile("gelu_tanh", "bf16", 2, 16, arch=arch)
    for op in ("rmsnorm", "layernorm_backward"):
        _, kernel, consts = next(iter(_norm_variants(op, "bf16", True)))
        yield kernel.compile(*consts, arch=arch)
    from torch_cdna.ops.kernels import scaled_mm as S  # fp8 inputs: not in the bf16 EXAMPLES
    yield S.scaled_mm_kernel.compile("fp8", "bf8", "bf16", S.CONFIGS["f8t128"], "block", "bf16", arch=arch)
    yield S.scaled_mm_kernel.compile("fp8", "fp8", "f32", S.CONFIGS["f8m32"], "row", "f32", arch=arch)
    if arch == "gfx950":
        yield S.scaled_mm_kernel.compile("fp4", "fp4", "f16", S.CONFIGS["f8t64"], "mx", None, arch=arch)


@pytest.mark.parametrize("arch", ARCHS)
def test_dsl_kernels_decode_as_their_text(arch):
    """The project's own kernels (every op's, attention fwd/bwd variants, gated activations, norms): decoding their
    code object gives what parsing their assembly gives."""
    problems = []
    for ck in _dsl_kernels(arch):
        problems += _compare(ck.asm, ck.code_object, ck.name)
    assert not problems, "\n".join(problems)

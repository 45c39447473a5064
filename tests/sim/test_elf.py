"""``sim.elf.read_code_object`` reads a code object LLVM assembled and linked (gfx942, gfx950) into the same
kernel descriptor, argument layout and data the text path (``parse.parse_program``) takes from the assembly, and
refuses hostile bytes with ``CodeObjectInvalid`` naming what is wrong. Code objects are assembled here, at test
time, by the project's toolchain."""

from __future__ import annotations

import functools
import random
import struct
from pathlib import Path
from types import SimpleNamespace

import pytest

from torch_cdna.asm.codeobject import CodeObjectError
from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.errors import InvalidKernel
from torch_cdna.sim import elf
from torch_cdna.sim.elf import CodeObjectInvalid, decode_descriptor, is_code_object, read_code_object
from torch_cdna.sim.launch_checks import check_descriptor, implied_user_sgprs
from torch_cdna.sim.parse import data_object, parse_program
from torch_cdna.sim.semantics.vcommon import MODE_DEFAULTS

ARCHS = ["gfx942", "gfx950"]
LDS = {"gfx942": 4096, "gfx950": 98304}  # gfx950 has 160 KiB per workgroup: a size only it allows

# Every descriptor key the executor and launch checks read (grep ``descriptor.get(`` / ``desc.get(`` in sim/):
# the reader must always supply them, so the executor never falls back to a default a code object contradicts.
CONSUMED = {
    "next_free_vgpr", "next_free_sgpr", "accum_offset", "user_sgpr_count", "user_sgpr_private_segment_buffer",
    "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr", "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_id",
    "user_sgpr_flat_scratch_init", "user_sgpr_private_segment_size", "user_sgpr_kernarg_preload_length",
    "user_sgpr_kernarg_preload_offset", "system_sgpr_workgroup_id_x", "system_sgpr_workgroup_id_y",
    "system_sgpr_workgroup_id_z", "system_sgpr_workgroup_info", "enable_private_segment",
    "system_vgpr_workitem_id", "group_segment_fixed_size", "private_segment_fixed_size", "uses_dynamic_stack",
    "float_round_mode_32", "float_round_mode_16_64", "float_denorm_mode_32", "float_denorm_mode_16_64",
    "dx10_clamp", "ieee_mode", "fp16_overflow",
}
# Directives the 64-byte descriptor has no field for (folded into the SGPR granule).
NOT_IN_DESCRIPTOR = {"reserve_vcc", "reserve_xnack_mask", "reserve_flat_scratch"}


def _kernel_code(name: str, body: str) -> str:
    return (f".globl {name}\n.p2align 8\n.type {name},@function\n{name}:\n{body}\n"
            f".L{name}_end:\n.size {name}, .L{name}_end-{name}\n")


def _descriptor(name: str, directives: dict[str, int]) -> str:
    lines = "".join(f"  .amdhsa_{k} {v}\n" for k, v in directives.items())
    return f".amdhsa_kernel {name}\n{lines}.end_amdhsa_kernel\n"


def _args_yaml(args: list[tuple[str | None, int, int, str]]) -> str:
    if not args:
        return "  - .args: []\n"
    out = "  - .args:\n"
    for name, offset, size, kind in args:
        out += (f"      - .offset: {offset}\n        .size: {size}\n        .value_kind: {kind}\n"
                + (f"        .name: {name}\n" if name else ""))
    return out


def _kernel_meta(name: str, args: list, kernarg_size: int) -> str:
    return (_args_yaml(args) + f"    .group_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n"
            f"    .kernarg_segment_size: {kernarg_size}\n    .max_flat_workgroup_size: 1024\n    .name: {name}\n"
            f"    .private_segment_fixed_size: 0\n    .sgpr_count: 32\n    .sgpr_spill_count: 0\n"
            f"    .symbol: {name}.kd\n    .vgpr_count: 40\n    .vgpr_spill_count: 0\n    .wavefront_size: 64\n")


# Kernels: (name, code, directives, metadata args, kernarg size). k_main sets every directive to a value that
# is not its default; k_small omits all but the required ones (defaults); k_wide uses AGPRs past accum_offset,
# more user SGPRs than its enable bits need, no workgroup id x, a round mode.
KERNELS = [
    ("k_main", """  s_getpc_b64 s[20:21]
  s_add_u32 s20, s20, gvar@rel32@lo+4
  s_addc_u32 s21, s21, gvar@rel32@hi+12
loop_a:
  s_add_u32 s22, s22, 1
  s_cbranch_scc0 loop_a
  s_endpgm""",
     {"group_segment_fixed_size": "LDS", "private_segment_fixed_size": 48, "kernarg_size": 40,
      "user_sgpr_count": 12, "user_sgpr_dispatch_ptr": 1, "user_sgpr_queue_ptr": 1,
      "user_sgpr_kernarg_segment_ptr": 1, "user_sgpr_dispatch_id": 1, "user_sgpr_private_segment_size": 1,
      "user_sgpr_kernarg_preload_length": 2, "user_sgpr_kernarg_preload_offset": 1, "uses_dynamic_stack": 1,
      "enable_private_segment": 1, "system_sgpr_workgroup_id_x": 1, "system_sgpr_workgroup_id_y": 1,
      "system_sgpr_workgroup_id_z": 1, "system_sgpr_workgroup_info": 1, "system_vgpr_workitem_id": 2,
      "next_free_vgpr": 37, "next_free_sgpr": 23, "accum_offset": 20, "reserve_vcc": 1,
      "float_round_mode_32": 0, "float_round_mode_16_64": 0, "float_denorm_mode_32": 1,
      "float_denorm_mode_16_64": 2, "dx10_clamp": 0, "ieee_mode": 0, "fp16_overflow": 1, "tg_split": 1,
      "exception_fp_ieee_invalid_op": 1, "exception_fp_denorm_src": 1, "exception_fp_ieee_div_zero": 1,
      "exception_fp_ieee_overflow": 1, "exception_fp_ieee_underflow": 1, "exception_fp_ieee_inexact": 1,
      "exception_int_div_zero": 1},
     [("out", 0, 8, "global_buffer"), ("n", 8, 4, "by_value"), (None, 16, 4, "hidden_block_count_x"),
      (None, 24, 8, "hidden_global_offset_x")], 40),
    ("k_small", "  v_mov_b32 v1, 0\n  s_endpgm",
     {"next_free_vgpr": 2, "next_free_sgpr": 0, "accum_offset": 4}, [], 0),
    ("k_wide", "  v_accvgpr_write_b32 a3, v0\nwide_exit:\n  s_endpgm",
     {"kernarg_size": 16, "user_sgpr_count": 10, "user_sgpr_kernarg_segment_ptr": 1,
      "system_sgpr_workgroup_id_x": 0, "system_sgpr_workgroup_id_z": 1, "system_vgpr_workitem_id": 1,
      "next_free_vgpr": 260, "next_free_sgpr": 97, "accum_offset": 256, "float_round_mode_32": 1,
      "float_round_mode_16_64": 3, "float_denorm_mode_32": 3, "reserve_vcc": 0},
     [("x", 0, 8, "global_buffer"), ("y", 8, 8, "global_buffer")], 16),
]

DATA = """
.p2align 2
.type helper,@function
helper:
  s_setpc_b64 s[30:31]
.size helper, .-helper

.data
.globl gvar
.hidden gvar
.p2align 2
.type gvar,@object
gvar:
  .long 0x11223344, 7
.size gvar, 8

.p2align 3
.type table,@object
table:
  .quad gvar
  .quad gexp+4
.size table, 16

.globl gexp
.p2align 2
.type gexp,@object
gexp:
  .long 5
.size gexp, 4

.bss
.globl counter
.p2align 2
.type counter,@object
counter:
  .zero 12
.size counter, 12
"""


def source(arch: str) -> str:
    """The assembly file with every kernel of ``KERNELS``, the data objects and the metadata."""
    text = f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.amdhsa_code_object_version 5\n.text\n'
    text += "".join(_kernel_code(name, code) for name, code, *_ in KERNELS) + DATA + "\n.rodata\n.p2align 6\n"
    for name, _, directives, _, _ in KERNELS:
        text += _descriptor(name, {k: LDS[arch] if v == "LDS" else v for k, v in directives.items()})
    text += ".amdgpu_metadata\n---\namdhsa.kernels:\n"
    text += "".join(_kernel_meta(name, args, size) for name, _, _, args, size in KERNELS)
    text += f"amdhsa.target: amdgcn-amd-amdhsa--{arch}\n"
    return text + "amdhsa.version:\n  - 1\n  - 2\n...\n.end_amdgpu_metadata\n"


@functools.lru_cache(maxsize=None)
def linked(arch: str) -> bytes:
    return find_toolchain(arch).assemble(source(arch), arch)


@functools.lru_cache(maxsize=None)
def relocatable(arch: str) -> bytes:
    return find_toolchain(arch)._assemble_object(source(arch), arch, "")


def executor_default(key: str, desc: dict[str, int]) -> int:
    """What the simulator assumes for a directive the text leaves out (executor._init_sgprs, vcommon.MODE_DEFAULTS)."""
    if key == "user_sgpr_count":
        return implied_user_sgprs(desc)
    return {**MODE_DEFAULTS, "system_sgpr_workgroup_id_x": 1}.get(key, 0)


def assert_same_descriptor(from_elf: dict[str, int], from_text: dict[str, int], kernel: str) -> None:
    assert CONSUMED <= from_elf.keys(), f"{kernel}: the reader leaves out {CONSUMED - from_elf.keys()}"
    for key, value in from_text.items():
        if key in NOT_IN_DESCRIPTOR:
            assert key not in from_elf
        elif key == "next_free_vgpr":  # stored in granules of 8 (VGPRs and AccVGPRs together)
            assert from_elf[key] == -(-max(value, 1) // 8) * 8, kernel
        elif key == "next_free_sgpr":  # stored in granules of 8 with the reserved SGPRs: an upper bound
            assert value <= from_elf[key] <= 102 and (from_elf[key] % 8 == 0 or from_elf[key] == 102), kernel
        else:
            assert from_elf[key] == value, f"{kernel}: .amdhsa_{key} {value} reads back as {from_elf[key]}"
    for key in from_elf.keys() - from_text.keys():
        assert from_elf[key] == executor_default(key, from_elf), f"{kernel}: omitted .amdhsa_{key} reads back " \
                                                                  f"as {from_elf[key]}"


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("form", ["linked", "relocatable"])
def test_kernels_match_the_text_path(arch, form):
    text = source(arch)
    co = read_code_object(linked(arch) if form == "linked" else relocatable(arch))
    assert (co.arch, co.version, co.elf_kind) == (arch, 5, "shared" if form == "linked" else "relocatable")
    assert sorted(co.kernels) == sorted(name for name, *_ in KERNELS)
    for name, *_ in KERNELS:
        k, prog = co.kernels[name], parse_program(text, name)
        assert_same_descriptor(k.descriptor, prog.descriptor, name)
        check_descriptor(k.descriptor, arch, name)
        assert k.kernargs == prog.kernargs and k.kernarg_size == prog.kernarg_size
        assert k.metadata[".name"] == name and k.metadata[".args"] == (prog.metadata.get(".args") or [])
        assert co.labels[k.entry] == name  # the entry is the kernel's first instruction
        assert co.symbols[name].address == k.entry and co.symbols[name + ".kd"].address == k.descriptor_address
    # instruction counts of the three kernels: 3 + 2 + 1 with literals of 8 bytes: the code sizes follow
    main = co.kernels["k_main"].entry
    assert {co.labels[a] for a in co.labels} >= {"loop_a", "wide_exit", "helper"}
    assert [a for a, n in co.labels.items() if n == "loop_a"] == [main + 20]  # after 4 + 8 + 8 bytes


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("form", ["linked", "relocatable"])
def test_pc_relative_literals_point_at_the_data(arch, form):
    """s_getpc_b64 + gvar@rel32@lo/hi: the literals (applied by ld.lld, or by the reader for a relocatable
    object) are gvar's address minus the address after s_getpc_b64, in the reader's own layout."""
    co = read_code_object(linked(arch) if form == "linked" else relocatable(arch))
    entry = co.kernels["k_main"].entry
    at = entry - co.text_address
    lo, = struct.unpack_from("<I", co.text, at + 8)
    hi, = struct.unpack_from("<I", co.text, at + 16)
    assert (hi << 32 | lo) == (co.symbols["gvar"].address - (entry + 4)) % 2**64


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("form", ["linked", "relocatable"])
def test_data_sections_and_relocations(arch, form):
    text = source(arch)
    co = read_code_object(linked(arch) if form == "linked" else relocatable(arch))
    sections = {s.name: s for s in co.data}
    assert {".data", ".bss", ".rodata"} <= sections.keys() and all(not s.name.startswith(".text") for s in co.data)

    def read(sections, name, size):
        sym = co.symbols[name]
        sec = next(s for s in sections.values() if s.address <= sym.address < s.address + len(s.data))
        return sec.data[sym.address - sec.address:][:size]

    assert read(sections, "gvar", 8) == data_object(text, "gvar", arch)
    assert read(sections, "counter", 12) == bytes(12) and sections[".bss"].writable
    kinds = sorted((r.kind, r.symbol) for r in co.relocations)
    assert len(kinds) == 2 and ("abs64", "gexp") in kinds  # the table's two pointers
    base = 0x7F00_0000_0000
    loaded = {s.name: s for s in co.relocated_data(base)}
    assert struct.unpack("<QQ", read(loaded, "table", 16)) == (base + co.symbols["gvar"].address,
                                                               base + co.symbols["gexp"].address + 4)
    assert read(loaded, "gvar", 8) == read(sections, "gvar", 8)  # nothing else moves


@pytest.mark.parametrize("arch", ARCHS)
def test_relocatable_and_linked_agree(arch):
    a, b = read_code_object(linked(arch)), read_code_object(relocatable(arch))
    for name in a.kernels:
        ka, kb = a.kernels[name], b.kernels[name]
        assert (ka.descriptor, ka.kernargs, ka.metadata) == (kb.descriptor, kb.kernargs, kb.metadata)
        assert a.text[ka.entry - a.text_address:][:4] == b.text[kb.entry - b.text_address:][:4]
    assert sorted(a.labels.values()) == sorted(b.labels.values())


def test_descriptor_fields_at_their_bits():
    """Each field read from its documented bits (AMDGPUUsage, kernel descriptor for GFX90A-GFX950), one at a time."""
    def kd(rsrc1=0, rsrc2=0, rsrc3=0, props=0, preload=0, head=(0, 0, 0, 0), entry=256):
        return struct.pack("<IIIIq20sIIIHH4s", *head, entry, bytes(20), rsrc3, rsrc1, rsrc2, props, preload, bytes(4))

    d, entry = decode_descriptor(kd(head=(65536, 48, 24, 0), entry=-64), "gfx950")
    assert (d["group_segment_fixed_size"], d["private_segment_fixed_size"], d["kernarg_size"], entry) == \
        (65536, 48, 24, -64)
    cases = [  # (word, value, key, expected)
        ("rsrc1", 63, "next_free_vgpr", 512), ("rsrc1", 12 << 6, "next_free_sgpr", 102),
        ("rsrc1", 2 << 6, "next_free_sgpr", 24), ("rsrc1", 3 << 12, "float_round_mode_32", 3),
        ("rsrc1", 2 << 14, "float_round_mode_16_64", 2), ("rsrc1", 1 << 16, "float_denorm_mode_32", 1),
        ("rsrc1", 2 << 18, "float_denorm_mode_16_64", 2), ("rsrc1", 1 << 21, "dx10_clamp", 1),
        ("rsrc1", 1 << 23, "ieee_mode", 1), ("rsrc1", 1 << 26, "fp16_overflow", 1),
        ("rsrc2", 1, "enable_private_segment", 1), ("rsrc2", 16 << 1, "user_sgpr_count", 16),
        ("rsrc2", 1 << 7, "system_sgpr_workgroup_id_x", 1), ("rsrc2", 1 << 8, "system_sgpr_workgroup_id_y", 1),
        ("rsrc2", 1 << 9, "system_sgpr_workgroup_id_z", 1), ("rsrc2", 1 << 10, "system_sgpr_workgroup_info", 1),
        ("rsrc2", 2 << 11, "system_vgpr_workitem_id", 2), ("rsrc2", 1 << 30, "exception_int_div_zero", 1),
        ("rsrc3", 63, "accum_offset", 256), ("rsrc3", 1 << 16, "tg_split", 1),
        ("props", 1, "user_sgpr_private_segment_buffer", 1), ("props", 8, "user_sgpr_kernarg_segment_ptr", 1),
        ("props", 1 << 6, "user_sgpr_private_segment_size", 1), ("props", 1 << 11, "uses_dynamic_stack", 1),
        ("preload", 16, "user_sgpr_kernarg_preload_length", 16),
        ("preload", 3 << 7, "user_sgpr_kernarg_preload_offset", 3),
    ]
    zero, _ = decode_descriptor(kd(), "gfx942")
    for word, value, key, expected in cases:
        got, _ = decode_descriptor(kd(**{word: value}), "gfx942")
        assert got[key] == expected, (word, value, key)
        assert {k for k in got if got[k] != zero[k]} == {key}, f"{word}={value:#x} changed more than {key}"


@pytest.mark.parametrize("word,bit", [("rsrc1", 10), ("rsrc1", 20), ("rsrc1", 22), ("rsrc2", 6), ("rsrc2", 15),
                                      ("rsrc3", 6), ("props", 10)])
def test_descriptor_bits_with_unknown_meaning_are_refused(word, bit):
    words = {"rsrc3": 0, "rsrc1": 0, "rsrc2": 0, "props": 0}
    words[word] = 1 << bit
    kd = struct.pack("<IIIIq20sIIIHH4s", 0, 0, 0, 0, 0, bytes(20), words["rsrc3"], words["rsrc1"], words["rsrc2"],
                     words["props"], 0, bytes(4))
    with pytest.raises(CodeObjectInvalid, match=f"kernel k: kernel descriptor {word.upper()} has bits"):
        decode_descriptor(kd, "gfx942", "k")


# ---------------------------------------------------------------------------------------------------------
# Inputs


def test_input_forms(tmp_path):
    co_bytes = linked("gfx942")
    path = tmp_path / "k.co"
    path.write_bytes(co_bytes)
    triton_like = SimpleNamespace(asm={"amdgcn": "...", "hsaco": co_bytes})
    ours = SimpleNamespace(asm=source("gfx942"), code_object=co_bytes)
    for form in (co_bytes, bytearray(co_bytes), memoryview(co_bytes), str(path), path, SimpleNamespace(hsaco=co_bytes),
                 triton_like, ours):
        assert is_code_object(form)
        assert sorted(read_code_object(form).kernels) == ["k_main", "k_small", "k_wide"]
    for other in (source("gfx942"), "s_endpgm", str(tmp_path / "missing.co"), b"MZ\x90\x00", 42, Path(__file__)):
        assert not is_code_object(other)
    with pytest.raises(TypeError, match="read_code_object takes ELF bytes"):
        read_code_object(42)
    with pytest.raises(CodeObjectInvalid, match="cannot read code object file"):
        read_code_object(tmp_path / "missing.co")


def test_kernel_lookup_and_target():
    co = read_code_object(linked("gfx950"))
    assert co.kernel("k_small").name == "k_small"
    with pytest.raises(CodeObjectInvalid, match="holds 3 kernels .*pass kernel="):
        co.kernel()
    with pytest.raises(CodeObjectInvalid, match="no kernel 'nope'.*k_main"):
        co.kernel("nope")
    assert co.target_id == "gfx950" and co.xnack == "any" and co.sramecc == "any"


def test_triton_compiled_kernel():
    """A Triton CompiledKernel's hsaco: the kernel, descriptor and arguments its own assembly gives."""
    triton = pytest.importorskip("triton", reason="the test extra installs triton (scripts/setup.sh)")
    import triton.language as tl
    from triton.backends.compiler import GPUTarget

    @triton.jit
    def scale(x, out, n, BLOCK: tl.constexpr):
        i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(out + i, tl.load(x + i, mask=i < n) * 3.0, mask=i < n)

    src = triton.compiler.ASTSource(fn=scale, signature={"x": "*fp32", "out": "*fp32", "n": "i32"},
                                    constexprs={"BLOCK": 256})
    compiled = triton.compile(src, target=GPUTarget("hip", "gfx950", 64), options={"num_warps": 4})
    co = read_code_object(compiled)
    k = co.kernel()
    prog = parse_program(compiled.asm["amdgcn"], k.name)
    assert k.name == compiled.metadata.name and co.arch == "gfx950"
    assert_same_descriptor(k.descriptor, prog.descriptor, k.name)
    assert k.kernargs == prog.kernargs and k.kernarg_size == prog.kernarg_size


# ---------------------------------------------------------------------------------------------------------
# Hostile inputs


def _refused(blob: bytes, match: str) -> None:
    with pytest.raises(CodeObjectInvalid, match=match) as info:
        read_code_object(blob)
    assert isinstance(info.value, InvalidKernel) and isinstance(info.value, CodeObjectError)


def _patched(blob: bytes, at: int, new: bytes) -> bytes:
    return blob[:at] + new + blob[at + len(new):]


def test_non_elf_and_wrong_class_or_machine():
    blob = linked("gfx942")
    _refused(b"", "not an ELF file")
    _refused(b"hello, world\n" * 10, "not an ELF file")
    _refused(_patched(blob, 4, b"\x01"), "EI_CLASS is 1 .ELF32.")
    _refused(_patched(blob, 5, b"\x02"), "not a little-endian ELF")
    _refused(_patched(blob, 18, struct.pack("<H", 62)), "machine 62 .e_machine., not AMDGPU")
    _refused(_patched(blob, 7, b"\x00"), "EI_OSABI is 0")
    _refused(_patched(blob, 8, b"\x00"), "EI_ABIVERSION 0")
    flags, = struct.unpack_from("<I", blob, 48)
    _refused(_patched(blob, 48, struct.pack("<I", flags & ~0xFF | 0x41)), "for gfx1100; the simulator reads")
    _refused(_patched(blob, 48, struct.pack("<I", flags & ~0xFF | 0xEE)), "unknown target .EF_AMDGPU_MACH 0xee.")


def test_every_truncation_is_refused():
    blob = linked("gfx942")
    for size in range(0, len(blob)):
        with pytest.raises(CodeObjectInvalid):
            read_code_object(blob[:size])


def test_metadata_kernel_without_descriptor_symbol():
    blob = linked("gfx942")
    renamed = blob.replace(b"k_small.kd\0", b"k_small.kx\0")  # in .dynstr and .strtab
    assert renamed != blob
    _refused(renamed, "kernel k_small: the metadata names it but the code object has no symbol 'k_small.kd'")


def test_descriptor_without_metadata_entry():
    blob = linked("gfx942")
    # rename the kernel in the metadata note only (MessagePack strings "k_wide" and "k_wide.kd")
    note_at = blob.index(b"AMDGPU\0")
    descsz, = struct.unpack_from("<I", blob, note_at - 8)
    end = note_at + 8 + descsz
    note = blob[note_at:end].replace(b"k_wide", b"k_wode")
    _refused(blob[:note_at] + note + blob[end:], "kernel descriptor.s. k_wide.kd have no amdhsa.kernels metadata entry")


def test_entry_outside_the_code_and_broken_note():
    blob = linked("gfx942")
    co = read_code_object(blob)
    kd_file_offset = co.kernels["k_small"].descriptor_address  # .rodata: file offset == address in this layout
    assert blob[kd_file_offset:kd_file_offset + 64] == co.kernels["k_small"].descriptor_bytes
    _refused(_patched(blob, kd_file_offset + 16, struct.pack("<q", 1 << 40)), "kernel k_small: its entry point")
    note_at = blob.index(b"AMDGPU\0") - 12
    _refused(_patched(blob, note_at + 4, struct.pack("<I", 1 << 20)), "metadata note is truncated or malformed")


def test_random_corruption_is_read_or_refused(rng_seed):
    """Bytes flipped anywhere: the reader returns a code object or raises CodeObjectInvalid, nothing else."""
    rng = random.Random(rng_seed)
    blob = linked("gfx942")
    for _ in range(300):
        data = bytearray(blob)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        try:
            read_code_object(bytes(data))
        except CodeObjectInvalid:
            pass


def test_a_100kb_code_object_with_750_labels_reads():
    lines = []
    for i in range(12_000):
        if i % 16 == 8:  # not at the kernel's entry, where the kernel's name is the label
            lines.append(f"label_{i:04X}:")
        lines.append(f"  v_add_u32_e32 v1, 0x{i + 0x1000:x}, v1")
    big = source("gfx942").replace("  v_mov_b32 v1, 0\n", "\n".join(lines) + "\n", 1)
    blob = find_toolchain("gfx942").assemble(big, "gfx942")
    assert len(blob) > 100_000
    co = read_code_object(blob)  # its speed is measured by benchmarks/code_object_load.py, not asserted here
    assert sum(1 for n in co.labels.values() if n.startswith("label_")) == 750


def test_elf_module_names_the_supported_targets():
    assert {"gfx942", "gfx950"} <= set(elf.CDNA_MACHS.values())

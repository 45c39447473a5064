"""Read an AMDGPU code object (an ELF64 file: ``.co``, ``.hsaco``) into what the simulator needs besides the
instructions: the code bytes and their address, each kernel's entry point, kernel descriptor, metadata and
argument layout, the code labels, the loadable data and the dynamic relocations.

Accepted: code object v3-v6 (``EI_ABIVERSION`` 1-4) for the CDNA targets (gfx90a, gfx940/941/942, gfx950,
gfx9-4-generic), linked (``ET_DYN``/``ET_EXEC``: what ld.lld, hipcc, Triton and AITER ship) or relocatable
(``ET_REL``, llvm-mc's output: its sections are laid out here and its PC-relative relocations applied).
Anything else is refused with a ``CodeObjectInvalid`` (an ``InvalidKernel`` and a ``CodeObjectError``) that
names what is wrong; no ``IndexError``/``struct.error`` escapes.

The descriptor of each kernel is decoded into the ``{NAME: value}`` dict that ``parse._parse_descriptor`` builds
from the ``.amdhsa_NAME value`` directives, so the executor consumes either the same way. Facts only a
directive carries and the 64-byte descriptor does not (see ``decode_descriptor``): the exact
``next_free_vgpr``/``next_free_sgpr`` (the descriptor holds them in granules) and ``reserve_vcc``,
``reserve_xnack_mask``, ``reserve_flat_scratch`` (folded into the SGPR granule).

Example:
    >>> co = read_code_object("/tmp/kernel.co")                       # doctest: +SKIP
    >>> k = co.kernels["store_value"]                                  # doctest: +SKIP
    >>> co.arch, hex(k.entry), k.descriptor["user_sgpr_count"], [a.name for a in k.kernargs]  # doctest: +SKIP
    ('gfx942', '0x1500', 2, ['out'])
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from ..asm.codeobject import CodeObjectError, metadata_from_notes
from ..errors import InvalidKernel
from ..isa.targets import arch_info
from ..runtime.kernargs import KernArg
from .launch_checks import arch_limit

ELF_MAGIC = b"\x7fELF"
EM_AMDGPU = 224
ELFOSABI_AMDGPU_HSA = 64
# EI_ABIVERSION -> code object version (v2 and older carry no MessagePack metadata: not read)
CODE_OBJECT_VERSIONS = {1: 3, 2: 4, 3: 5, 4: 6}
ELF_KINDS = {1: "relocatable", 2: "executable", 3: "shared"}

SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_NOTE, SHT_NOBITS, SHT_REL, SHT_DYNSYM = 1, 2, 3, 4, 7, 8, 9, 11
# sections whose bytes a kernel may read: program data, zero-filled data, constructor tables
_DATA_SECTION_TYPES = frozenset({SHT_PROGBITS, SHT_NOBITS, 14, 15, 16})
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
SHN_UNDEF, SHN_LORESERVE, SHN_ABS, SHN_COMMON, SHN_XINDEX = 0, 0xFF00, 0xFFF1, 0xFFF2, 0xFFFF

_EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
_SHDR = struct.Struct("<IIQQQQIIQQ")
_SYM = struct.Struct("<IBBHQQ")
_RELA = struct.Struct("<QQq")

# EF_AMDGPU_MACH (e_flags bits 0-7) of the targets whose descriptor this module decodes: all have the unified
# VGPR/AccVGPR file (FeatureGFX90AInsts), COMPUTE_PGM_RSRC3 with ACCUM_OFFSET/TG_SPLIT and kernarg preload.
CDNA_MACHS = {0x3F: "gfx90a", 0x40: "gfx940", 0x4B: "gfx941", 0x4C: "gfx942", 0x4F: "gfx950",
              0x5F: "gfx9-4-generic"}
# Other targets, named in the refusal (LLVM's ELF.h / AMDGPUUsage "AMDGPU EF_AMDGPU_MACH Values").
OTHER_MACHS = {0x2C: "gfx900", 0x2D: "gfx902", 0x2E: "gfx904", 0x2F: "gfx906", 0x30: "gfx908", 0x31: "gfx909",
               0x32: "gfx90c", 0x33: "gfx1010", 0x34: "gfx1011", 0x35: "gfx1012", 0x36: "gfx1030",
               0x37: "gfx1031", 0x38: "gfx1032", 0x39: "gfx1033", 0x3D: "gfx1035", 0x3E: "gfx1034",
               0x41: "gfx1100", 0x42: "gfx1013", 0x43: "gfx1150", 0x44: "gfx1103", 0x45: "gfx1036",
               0x46: "gfx1101", 0x47: "gfx1102", 0x48: "gfx1200", 0x49: "gfx1250", 0x4A: "gfx1151",
               0x4E: "gfx1201", 0x51: "gfx9-generic", 0x52: "gfx10-1-generic", 0x53: "gfx10-3-generic",
               0x54: "gfx11-generic", 0x55: "gfx1152", 0x59: "gfx12-generic"}
# Whether the CDNA machines read here but not run have architected flat scratch (the supported archs say it in
# their ArchInfo record): RSRC2 bit 0 is ``.amdhsa_enable_private_segment`` on those that do, and
# ``.amdhsa_system_sgpr_private_segment_wavefront_offset`` on the others.
_OTHER_CDNA_FLAT_SCRATCH = {"gfx90a": False, "gfx940": True, "gfx941": True, "gfx9-4-generic": True}
# e_flags feature fields. v4+: 2-bit settings; v3: one bit each, set = on.
_FEATURE_V4 = {0: None, 1: "any", 2: "off", 3: "on"}
_XNACK_SHIFT, _SRAMECC_SHIFT = 8, 10

# R_AMDGPU_* relocation types (AMDGPUUsage, "Relocation Records") and how each computes its value:
# S symbol address, A addend, P place address, B load base.
R_AMDGPU = {0: "none", 1: "abs32_lo", 2: "abs32_hi", 3: "abs64", 4: "rel32", 5: "rel64", 6: "abs32",
            7: "gotpcrel", 8: "gotpcrel32_lo", 9: "gotpcrel32_hi", 10: "rel32_lo", 11: "rel32_hi",
            13: "relative64", 14: "rel16"}
_RELOC_VALUE: dict[str, tuple[int, Callable[[int, int, int, int], int]]] = {  # kind: (bytes written, value)
    "abs32_lo": (4, lambda s, a, p, b: s + a), "abs32_hi": (4, lambda s, a, p, b: (s + a) >> 32),
    "abs64": (8, lambda s, a, p, b: s + a), "abs32": (4, lambda s, a, p, b: s + a),
    "rel32": (4, lambda s, a, p, b: s + a - p), "rel64": (8, lambda s, a, p, b: s + a - p),
    "rel32_lo": (4, lambda s, a, p, b: s + a - p), "rel32_hi": (4, lambda s, a, p, b: (s + a - p) >> 32),
    "relative64": (8, lambda s, a, p, b: b + a),
}
_PC_RELATIVE = frozenset({"rel32", "rel64", "rel32_lo", "rel32_hi"})

KERNEL_DESCRIPTOR_BYTES = 64
MAX_SECTION_BYTES = 1 << 30  # a zero-filled section or the code span beyond this is refused, not allocated


class CodeObjectInvalid(InvalidKernel, CodeObjectError):
    """The bytes are not a code object the simulator can read; the message names the field or section."""


def _fail(message: str) -> CodeObjectInvalid:
    return CodeObjectInvalid(message)


# ----------------------------------------------------------------------------------------------------------
# Public records


@dataclass(frozen=True)
class Section:
    """A loadable section other than code: its bytes (zeros for ``.bss``) at virtual ``address``."""

    name: str
    address: int
    data: bytes
    writable: bool


@dataclass(frozen=True)
class Symbol:
    """An ELF symbol defined in the code object: ``kind`` 'func'/'object'/'notype'/..., ``binding``
    'local'/'global'/'weak', ``section`` the name of its section ('' for an absolute symbol)."""

    name: str
    address: int
    size: int
    kind: str
    binding: str
    section: str


@dataclass(frozen=True)
class Relocation:
    """A relocation the loader applies: write ``kind``'s value (``R_AMDGPU``) for ``symbol`` (None: the load
    base, ``relative64``), whose virtual address is ``target``, plus ``addend`` at virtual ``address``, which
    lies in section ``section``."""

    address: int
    kind: str
    symbol: str | None
    target: int
    addend: int
    section: str


@dataclass(frozen=True)
class KernelImage:
    """One kernel: ``entry`` is the virtual address of its first instruction (its ``.kd`` symbol's address plus
    the descriptor's KERNEL_CODE_ENTRY_BYTE_OFFSET); ``descriptor`` the ``{NAME: value}`` of the
    ``.amdhsa_NAME`` directives (see ``decode_descriptor``); ``metadata`` its ``amdhsa.kernels`` entry;
    ``kernargs``/``kernarg_size`` as ``parse.parse_program`` builds them (hidden arguments included)."""

    name: str
    entry: int
    descriptor: dict[str, int]
    metadata: dict[str, Any]
    kernargs: list[KernArg]
    kernarg_size: int
    descriptor_address: int
    descriptor_bytes: bytes = field(repr=False)


@dataclass(frozen=True)
class CodeObject:
    """A read AMDGPU code object (see the module docstring). ``text`` holds the executable sections from
    ``text_address`` on (gaps between them zero-filled); ``labels`` maps the address of every named code symbol
    (functions, kernels, local labels such as AITER's ``label_008A``) to its name; ``data`` holds the other
    loadable sections; ``relocations`` the dynamic relocations (``relocated_data`` applies them)."""

    arch: str
    xnack: str | None  # 'on' | 'off' | 'any'; None: the target does not support XNACK
    sramecc: str | None  # likewise
    version: int  # code object version, 3-6
    elf_kind: str  # 'shared' | 'executable' | 'relocatable'
    e_flags: int
    text: bytes
    text_address: int
    kernels: dict[str, KernelImage]
    labels: dict[int, str]
    symbols: dict[str, Symbol]
    data: tuple[Section, ...]
    relocations: tuple[Relocation, ...]
    metadata: dict[str, Any] = field(repr=False)

    @property
    def target_id(self) -> str:
        """The target id, e.g. ``gfx942:sramecc+:xnack-`` (features the object leaves as 'any' are omitted)."""
        feats = [f"{n}{'+' if v == 'on' else '-'}" for n, v in (("sramecc", self.sramecc), ("xnack", self.xnack))
                 if v in ("on", "off")]
        return ":".join([self.arch] + feats)

    def kernel(self, name: str | None = None) -> KernelImage:
        """The kernel ``name`` (default: the only one); the error lists the kernels there are."""
        if name is None:
            if len(self.kernels) != 1:
                raise _fail(f"the code object holds {len(self.kernels)} kernels ({', '.join(self.kernels)}); "
                            "pass kernel=<name>")
            return next(iter(self.kernels.values()))
        if name not in self.kernels:
            raise _fail(f"no kernel {name!r} in the code object; it holds {', '.join(self.kernels) or 'none'}")
        return self.kernels[name]

    def relocated_data(self, base: int) -> tuple[Section, ...]:
        """``data`` as loaded at ``base`` (virtual address 0 of the object at ``base``) with ``relocations``
        applied; the section addresses stay virtual (add ``base`` for the loaded address)."""
        images = {s.name: bytearray(s.data) for s in self.data}
        where = {s.name: s for s in self.data}
        for r in self.relocations:
            if r.section not in where:
                raise _fail(f"dynamic relocation {r.kind} at {r.address:#x} patches section {r.section}, which "
                            "is code: text relocations are not supported")
            sym = 0 if r.symbol is None else r.target + base
            _patch(images[r.section], r.address - where[r.section].address, r.kind, sym, r.addend,
                   base + r.address, base)
        return tuple(Section(s.name, s.address, bytes(images[s.name]), s.writable) for s in self.data)


# ----------------------------------------------------------------------------------------------------------
# Inputs


def code_object_bytes(x: Any) -> bytes | None:
    """The ELF bytes ``x`` carries, or None: bytes-like data, a ``.hsaco`` or ``.code_object`` attribute
    (torch_cdna's ``CompiledKernel``), a Triton ``CompiledKernel``'s ``asm["hsaco"]``. Paths are not read here.

    Example:
        >>> code_object_bytes(b"\\x7fELF...") is not None, code_object_bytes("s_endpgm")
        (True, None)
    """
    if isinstance(x, (bytes, bytearray, memoryview)):
        return bytes(x)
    for attr in ("hsaco", "code_object"):
        value = getattr(x, attr, None)
        if isinstance(value, (bytes, bytearray, memoryview)):
            return bytes(value)
    asm = getattr(x, "asm", None)
    if hasattr(asm, "get") and not isinstance(asm, str):
        value = asm.get("hsaco")
        if isinstance(value, (bytes, bytearray, memoryview)):
            return bytes(value)
    return None


def _path_of(x: Any) -> str | None:
    if isinstance(x, os.PathLike):
        return os.fspath(x)
    # a str is a path only when it looks like one: assembly text (the simulator's other input) has newlines
    if isinstance(x, str) and "\n" not in x and len(x) < 4096:
        return x
    return None


def is_code_object(x: Any) -> bool:
    """Whether ``x`` is (or carries, or names a file holding) ELF bytes: for dispatch between code objects and
    assembly text. Only the ELF magic is checked; ``read_code_object`` checks the rest.

    Example:
        >>> is_code_object(b"\\x7fELF\\x02\\x01"), is_code_object(".text\\ns_endpgm\\n"), is_code_object(b"MZ")
        (True, False, False)
    """
    data = code_object_bytes(x)
    if data is not None:
        return data[:4] == ELF_MAGIC
    path = _path_of(x)
    if path is None:
        return False
    try:
        with open(path, "rb") as f:
            return f.read(4) == ELF_MAGIC
    except (OSError, ValueError):
        return False


def read_code_object(data: bytes | str | os.PathLike | Any) -> CodeObject:
    """Read an AMDGPU code object from bytes, a file path, or an object carrying the bytes (see
    ``code_object_bytes``). Raises ``CodeObjectInvalid`` naming what is wrong or not supported.

    Example:
        >>> read_code_object(b"\\x7fELF\\x01")
        Traceback (most recent call last):
        ...
        torch_cdna.sim.elf.CodeObjectInvalid: not a 64-bit little-endian ELF file: EI_CLASS is 1 (ELF32), expected 2 (ELF64)
    """
    blob = code_object_bytes(data)
    if blob is None:
        path = _path_of(data)
        if path is None:
            raise TypeError(f"read_code_object takes ELF bytes, a path, or an object with a code object "
                            f"(.hsaco, .code_object, Triton's asm['hsaco']); got {type(data).__name__}")
        try:
            with open(path, "rb") as f:
                blob = f.read()
        except OSError as exc:
            raise _fail(f"cannot read code object file {path!r}: {exc.strerror or exc}") from None
    return _Reader(blob).read()


def read_code(data: bytes) -> tuple[bytes, int]:
    """(executable bytes, their virtual address) of an AMDGPU ELF object, kernels and metadata not required:
    for machine code assembled without a kernel (the decoder's round trips and the opcode survey).

    Example:
        >>> read_code(b"MZ")
        Traceback (most recent call last):
        ...
        torch_cdna.sim.elf.CodeObjectInvalid: not an ELF file (it starts with b'MZ', not b'\\x7fELF'): expected an AMDGPU code object (.co/.hsaco)
    """
    reader = _Reader(bytes(data))
    _, _, _, _, kind, _ = reader._header()
    reader._layout(kind)
    reader._symbols(kind)
    return reader._text()


# ----------------------------------------------------------------------------------------------------------
# The kernel descriptor (AMDGPUUsage, "Kernel Descriptor" for GFX90A/GFX940/GFX950; byte offsets:
# 0 GROUP_SEGMENT_FIXED_SIZE, 4 PRIVATE_SEGMENT_FIXED_SIZE, 8 KERNARG_SIZE, 16 KERNEL_CODE_ENTRY_BYTE_OFFSET
# (int64), 44 COMPUTE_PGM_RSRC3, 48 COMPUTE_PGM_RSRC1, 52 COMPUTE_PGM_RSRC2, 56 KERNEL_CODE_PROPERTIES (16 bits),
# 58 KERNARG_PRELOAD (16 bits)).
_KD = struct.Struct("<IIIIq20sIIIHH4s")

# (directive name, word, first bit, width): fields copied as they are
_FIELDS = (
    ("float_round_mode_32", "rsrc1", 12, 2), ("float_round_mode_16_64", "rsrc1", 14, 2),
    ("float_denorm_mode_32", "rsrc1", 16, 2), ("float_denorm_mode_16_64", "rsrc1", 18, 2),
    ("dx10_clamp", "rsrc1", 21, 1), ("ieee_mode", "rsrc1", 23, 1), ("fp16_overflow", "rsrc1", 26, 1),
    ("user_sgpr_count", "rsrc2", 1, 5),
    ("system_sgpr_workgroup_id_x", "rsrc2", 7, 1), ("system_sgpr_workgroup_id_y", "rsrc2", 8, 1),
    ("system_sgpr_workgroup_id_z", "rsrc2", 9, 1), ("system_sgpr_workgroup_info", "rsrc2", 10, 1),
    ("system_vgpr_workitem_id", "rsrc2", 11, 2),
    ("exception_fp_ieee_invalid_op", "rsrc2", 24, 1), ("exception_fp_denorm_src", "rsrc2", 25, 1),
    ("exception_fp_ieee_div_zero", "rsrc2", 26, 1), ("exception_fp_ieee_overflow", "rsrc2", 27, 1),
    ("exception_fp_ieee_underflow", "rsrc2", 28, 1), ("exception_fp_ieee_inexact", "rsrc2", 29, 1),
    ("exception_int_div_zero", "rsrc2", 30, 1),
    ("tg_split", "rsrc3", 16, 1),
    ("user_sgpr_private_segment_buffer", "props", 0, 1), ("user_sgpr_dispatch_ptr", "props", 1, 1),
    ("user_sgpr_queue_ptr", "props", 2, 1), ("user_sgpr_kernarg_segment_ptr", "props", 3, 1),
    ("user_sgpr_dispatch_id", "props", 4, 1), ("user_sgpr_flat_scratch_init", "props", 5, 1),
    ("user_sgpr_private_segment_size", "props", 6, 1), ("uses_dynamic_stack", "props", 11, 1),
    ("user_sgpr_kernarg_preload_length", "preload", 0, 7), ("user_sgpr_kernarg_preload_offset", "preload", 7, 9),
)
# Bits that must be 0 in a GFX90A/GFX940/GFX950 descriptor (reserved, or hardware state the CP sets itself:
# RSRC1 PRIORITY/PRIV/DEBUG_MODE/BULKY/CDBG_USER and bits 27-31, RSRC2 ENABLE_TRAP_HANDLER, the exception
# address-watch/memory bits, GRANULATED_LDS_SIZE and bit 31, RSRC3 outside ACCUM_OFFSET/TG_SPLIT,
# KERNEL_CODE_PROPERTIES 7-10 (10: wave32, GFX10+) and 12-15): a kernel relying on them is refused.
_MUST_BE_ZERO = {"rsrc1": 0xFB500C00, "rsrc2": 0x80FFE040, "rsrc3": 0xFFFEFFC0,
                 "props": 0xF780}
VGPR_ENCODING_GRANULE = 8  # GFX90A+: GRANULATED_WORKITEM_VGPR_COUNT counts VGPRs + AccVGPRs in blocks of 8
SGPR_ENCODING_GRANULE = 8  # GFX9: GRANULATED_WAVEFRONT_SGPR_COUNT in blocks of 8
ACCUM_OFFSET_GRANULE = 4


def architected_flat_scratch(arch: str) -> bool:
    """Whether ``arch`` sets up flat scratch in hardware (``ArchInfo.architected_flat_scratch``; for the CDNA
    machines the simulator reads but does not run, this module's table; False for others).

    Example:
        >>> architected_flat_scratch("gfx942"), architected_flat_scratch("gfx90a")
        (True, False)
    """
    if arch in _OTHER_CDNA_FLAT_SCRATCH:
        return _OTHER_CDNA_FLAT_SCRATCH[arch]
    try:
        return arch_info(arch).architected_flat_scratch
    except ValueError:
        return False


def decode_descriptor(kd: bytes, arch: str, kernel: str = "kernel") -> tuple[dict[str, int], int]:
    """(``{NAME: value}`` of the ``.amdhsa_NAME`` directives, KERNEL_CODE_ENTRY_BYTE_OFFSET) of a 64-byte
    GFX90A/GFX940/GFX950 kernel descriptor.

    What the descriptor cannot give back exactly:

    - ``next_free_vgpr``: the descriptor stores ``ceil(max(1, n) / 8) - 1`` (VGPRs and AccVGPRs together), so
      this is the directive's value rounded up to a multiple of 8 (a kernel then gets up to 7 VGPRs more,
      which the hardware allocates anyway: the allocation granule is 8 too);
    - ``next_free_sgpr``: the stored granule (8 SGPRs) also counts the SGPRs the assembler reserves after the
      kernel's own (VCC, XNACK mask, flat scratch), so this is ``min(8 * (granule + 1), 102)``, an upper bound;
    - ``reserve_vcc``, ``reserve_xnack_mask``, ``reserve_flat_scratch``: folded into that granule, left out.

    Example:
        >>> kd = bytes(44) + struct.pack("<IIIHH", 4, 0x00AF0004, 0x84, 8, 0) + bytes(4)
        >>> d, entry_offset = decode_descriptor(kd, "gfx942")
        >>> d["next_free_vgpr"], d["accum_offset"], d["user_sgpr_count"], d["system_sgpr_workgroup_id_x"]
        (40, 20, 2, 1)
    """
    if len(kd) != KERNEL_DESCRIPTOR_BYTES:
        raise _fail(f"kernel {kernel}: the kernel descriptor is {len(kd)} bytes, expected {KERNEL_DESCRIPTOR_BYTES}")
    (lds, private, kernarg, _r0, entry_offset, _r1, rsrc3, rsrc1, rsrc2, props, preload, _r2) = _KD.unpack(kd)
    words = {"rsrc1": rsrc1, "rsrc2": rsrc2, "rsrc3": rsrc3, "props": props, "preload": preload}
    for word, mask in _MUST_BE_ZERO.items():
        if words[word] & mask:
            raise _fail(f"kernel {kernel}: kernel descriptor {word.upper()} has bits {words[word] & mask:#x} set "
                        f"that a {arch} kernel descriptor keeps 0 (reserved or set by the command processor); "
                        "the simulator does not know their meaning")
    desc = {"group_segment_fixed_size": lds, "private_segment_fixed_size": private, "kernarg_size": kernarg}
    for name, word, shift, width in _FIELDS:
        desc[name] = (words[word] >> shift) & ((1 << width) - 1)
    private_name = ("enable_private_segment" if architected_flat_scratch(arch)
                    else "system_sgpr_private_segment_wavefront_offset")
    desc[private_name] = rsrc2 & 1
    desc["next_free_vgpr"] = ((rsrc1 & 0x3F) + 1) * VGPR_ENCODING_GRANULE
    desc["next_free_sgpr"] = min((((rsrc1 >> 6) & 0xF) + 1) * SGPR_ENCODING_GRANULE, arch_limit(arch, "max_sgprs"))
    desc["accum_offset"] = ((rsrc3 & 0x3F) + 1) * ACCUM_OFFSET_GRANULE
    return desc, entry_offset


# ----------------------------------------------------------------------------------------------------------
# The ELF reader


@dataclass
class _Shdr:
    index: int
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int
    info: int
    align: int
    entsize: int


def _patch(buf: bytearray, at: int, kind: str, sym: int, addend: int, place: int, base: int) -> None:
    if kind not in _RELOC_VALUE:
        raise _fail(f"relocation {kind} is not supported")
    width, value = _RELOC_VALUE[kind]
    if at < 0 or at + width > len(buf):
        raise _fail(f"relocation {kind} at offset {at:#x} writes past the end of its section")
    buf[at:at + width] = (value(sym, addend, place, base) & ((1 << (8 * width)) - 1)).to_bytes(width, "little")


class _Reader:
    """One pass over the ELF bytes; every read is bounds-checked and names what it read."""

    def __init__(self, blob: bytes) -> None:
        self.blob = blob
        self.sections: list[_Shdr] = []
        self.base: dict[int, int] = {}  # section index -> virtual address (ET_REL: assigned here)
        self.images: dict[int, bytearray] = {}  # SHF_ALLOC section index -> contents (relocated for ET_REL)

    # -- primitives -------------------------------------------------------------------------------------

    def _bytes(self, offset: int, size: int, what: str) -> bytes:
        if offset < 0 or size < 0 or offset + size > len(self.blob):
            raise _fail(f"{what} (bytes {offset:#x}-{offset + size:#x}) lies past the end of the "
                        f"{len(self.blob)}-byte file: is the file truncated?")
        return self.blob[offset:offset + size]

    def _table(self, sec: _Shdr, record: struct.Struct, what: str) -> Iterable[tuple]:
        if sec.entsize not in (0, record.size) or sec.size % record.size:
            raise _fail(f"{what} section {sec.name!r}: entries of {sec.entsize} bytes in {sec.size} bytes, "
                        f"expected {record.size}-byte entries")
        return record.iter_unpack(self._bytes(sec.offset, sec.size, f"{what} section {sec.name!r}"))

    @staticmethod
    def _string(table: bytes, offset: int, what: str) -> str:
        end = table.find(b"\0", offset)
        if offset >= len(table) or end < 0:
            raise _fail(f"{what}: name offset {offset} lies outside its string table")
        return table[offset:end].decode("utf-8", "replace")

    # -- header and sections ----------------------------------------------------------------------------

    def read(self) -> CodeObject:
        arch, xnack, sramecc, version, kind, e_flags = self._header()
        self._layout(kind)
        symbols, by_index = self._symbols(kind)
        relocations = self._relocations(kind, symbols, by_index)
        text, text_address = self._text()
        meta = self._metadata()
        kernels = self._kernels(meta, symbols, arch, text_address, len(text))
        return CodeObject(arch, xnack, sramecc, version, kind, e_flags, text, text_address, kernels,
                          self._labels(symbols), symbols, self._data(), tuple(relocations), meta)

    def _header(self) -> tuple[str, str | None, str | None, int, str, int]:
        blob = self.blob
        if blob[:4] != ELF_MAGIC:
            raise _fail(f"not an ELF file (it starts with {blob[:4]!r}, not b'\\x7fELF'): expected an AMDGPU "
                        "code object (.co/.hsaco)")
        if blob[4:5] != b"\x02":
            cls = blob[4] if len(blob) > 4 else None
            raise _fail(f"not a 64-bit little-endian ELF file: EI_CLASS is {cls} (ELF32), expected 2 (ELF64)"
                        if cls == 1 else f"not a 64-bit little-endian ELF file: EI_CLASS is {cls}, expected 2")
        if blob[5:6] != b"\x01":
            raise _fail("not a little-endian ELF file (EI_DATA is not 1): AMDGPU code objects are little-endian")
        (ident, e_type, machine, _ver, _entry, _phoff, shoff, e_flags, _ehsize, _phentsize, _phnum, shentsize,
         shnum, shstrndx) = _EHDR.unpack(self._bytes(0, _EHDR.size, "the ELF header"))
        if machine != EM_AMDGPU:
            raise _fail(f"the ELF file is for machine {machine} (e_machine), not AMDGPU ({EM_AMDGPU}): not a GPU "
                        "code object")
        if ident[7] != ELFOSABI_AMDGPU_HSA:
            raise _fail(f"EI_OSABI is {ident[7]}, not {ELFOSABI_AMDGPU_HSA} (AMDGPU HSA): only HSA code objects "
                        "(ROCm, hipcc, Triton) are read, not PAL or Mesa ones")
        version = CODE_OBJECT_VERSIONS.get(ident[8])
        if version is None:
            raise _fail(f"EI_ABIVERSION {ident[8]} is not a code object version this reader knows (v3-v6: 1-4); "
                        "code object v2 and older carry no MessagePack metadata")
        if e_type not in ELF_KINDS:
            raise _fail(f"ELF type {e_type} is not a relocatable, executable or shared object")
        mach = e_flags & 0xFF
        arch = CDNA_MACHS.get(mach)
        if arch is None:
            named = OTHER_MACHS.get(mach, f"an unknown target (EF_AMDGPU_MACH {mach:#x})")
            raise _fail(f"the code object is for {named}; the simulator reads code objects for CDNA targets "
                        f"({', '.join(CDNA_MACHS.values())})")
        if version == 3:  # one bit each: set means on
            xnack, sramecc = ("on" if e_flags & 0x100 else "off"), ("on" if e_flags & 0x200 else "off")
        else:
            xnack = _FEATURE_V4[(e_flags >> _XNACK_SHIFT) & 3]
            sramecc = _FEATURE_V4[(e_flags >> _SRAMECC_SHIFT) & 3]
        if shentsize != _SHDR.size or shnum == 0:
            raise _fail(f"the ELF file has {shnum} section headers of {shentsize} bytes; a code object has "
                        f"sections of {_SHDR.size}-byte headers (its symbols and notes are found through them)")
        raw = self._bytes(shoff, shnum * _SHDR.size, "the section header table")
        headers = list(_SHDR.iter_unpack(raw))
        if shstrndx >= shnum:
            raise _fail(f"e_shstrndx {shstrndx} names no section (there are {shnum})")
        names = self._bytes(headers[shstrndx][4], headers[shstrndx][5], "the section name table")
        for i, (name, typ, flags, addr, off, size, link, info, align, entsize) in enumerate(headers):
            label = self._string(names, name, f"section #{i}") if i else ""
            self.sections.append(_Shdr(i, label, typ, flags, addr, off, size, link, info, align, entsize))
        return arch, xnack, sramecc, version, ELF_KINDS[e_type], e_flags

    def _layout(self, kind: str) -> None:
        """Virtual addresses and contents of the SHF_ALLOC sections. A relocatable object's are all 0: lay its
        sections out one after another, each at its alignment, as a linker would."""
        at = 0
        for sec in self.sections:
            if not sec.flags & SHF_ALLOC:
                continue
            if kind == "relocatable":
                align = max(sec.align, 1)
                at = -(-at // align) * align
                self.base[sec.index] = at
                at += sec.size
            else:
                self.base[sec.index] = sec.addr
            if sec.type == SHT_NOBITS and sec.size > MAX_SECTION_BYTES:
                raise _fail(f"section {sec.name!r} is {sec.size} bytes of zeros; more than "
                            f"{MAX_SECTION_BYTES >> 20} MiB is not a code object the simulator can hold")
            self.images[sec.index] = (bytearray(sec.size) if sec.type == SHT_NOBITS
                                      else bytearray(self._bytes(sec.offset, sec.size, f"section {sec.name!r}")))

    def _section(self, index: int, what: str) -> _Shdr:
        if not 0 <= index < len(self.sections):
            raise _fail(f"{what} names section #{index}, which does not exist (there are {len(self.sections)})")
        return self.sections[index]

    # -- symbols and relocations ------------------------------------------------------------------------

    _KINDS = {0: "notype", 1: "object", 2: "func", 3: "section", 4: "file", 5: "common", 6: "tls"}
    _BINDINGS = {0: "local", 1: "global", 2: "weak", 10: "gnu_unique"}

    def _symbols(self, kind: str) -> tuple[dict[str, Symbol], dict[tuple[int, int], str | None]]:
        """Defined symbols by name (``.symtab`` and ``.dynsym``), and (table, index) -> name for relocations
        (None: a section symbol, whose address is its section's)."""
        symbols: dict[str, Symbol] = {}
        by_index: dict[tuple[int, int], str | None] = {}
        self.addresses: dict[tuple[int, int], int] = {}  # (table, index) -> address of a defined symbol
        self.undefined: set[tuple[int, int]] = set()
        for table in self.sections:
            if table.type not in (SHT_SYMTAB, SHT_DYNSYM):
                continue
            strtab = self._section(table.link, f"symbol table {table.name!r}")
            names = self._bytes(strtab.offset, strtab.size, f"string table {strtab.name!r}")
            for n, (name_at, info, _other, shndx, value, size) in enumerate(self._table(table, _SYM, "symbol table")):
                if n == 0:
                    continue
                name = self._string(names, name_at, f"symbol #{n} of {table.name}")
                typ, bind = self._KINDS.get(info & 0xF, str(info & 0xF)), self._BINDINGS.get(info >> 4, str(info >> 4))
                by_index[(table.index, n)] = name
                if shndx == SHN_UNDEF:
                    self.undefined.add((table.index, n))
                    continue
                if shndx == SHN_XINDEX or (SHN_LORESERVE <= shndx and shndx != SHN_ABS):
                    raise _fail(f"symbol {name!r} lives in special section index {shndx:#x} (common or extended "
                                "section numbering), which is not supported: link the object with ld.lld")
                if shndx == SHN_ABS:
                    address, section = value, ""
                else:
                    sec = self._section(shndx, f"symbol {name!r}")
                    if not sec.flags & SHF_ALLOC:
                        continue  # debug-info symbols and the like
                    address = self.base[shndx] + value if kind == "relocatable" else value
                    section = sec.name
                self.addresses[(table.index, n)] = address
                if typ == "section":
                    by_index[(table.index, n)] = None
                    continue
                if not name or typ == "file":
                    continue
                old = symbols.get(name)
                # a local symbol may repeat (one per file); the first, or a global one, wins
                if old is None or (old.binding == "local" and bind != "local"):
                    symbols[name] = Symbol(name, address, size, typ, bind, section)
        return symbols, by_index

    def _relocations(self, kind: str, symbols: dict[str, Symbol],
                     by_index: dict[tuple[int, int], str | None]) -> list[Relocation]:
        """A linked object's dynamic relocations, recorded for the loader. A relocatable object's relocations:
        PC-relative ones applied now (they do not depend on where the object is loaded), absolute ones
        recorded as for a linked object."""
        out: list[Relocation] = []
        for sec in self.sections:
            if sec.type == SHT_REL:
                raise _fail(f"relocation section {sec.name!r} is SHT_REL (no addends); AMDGPU code objects use "
                            "SHT_RELA, and this reader supports only those")
            if sec.type != SHT_RELA:
                continue
            if kind == "relocatable":
                target = self._section(sec.info, f"relocation section {sec.name!r}")
                if not target.flags & SHF_ALLOC:
                    continue  # relocations of debug sections
            elif not sec.flags & SHF_ALLOC:
                continue  # static relocations kept by --emit-relocs: already applied by the linker
            for off, info, addend in self._table(sec, _RELA, "relocation"):
                typ, symi = info & 0xFFFFFFFF, info >> 32
                rkind = R_AMDGPU.get(typ)
                where = f"relocation #{typ} ({rkind or 'unknown'}) at {off:#x} in {sec.name!r}"
                if rkind is None or rkind in ("gotpcrel", "gotpcrel32_lo", "gotpcrel32_hi", "rel16"):
                    raise _fail(f"{where}: this relocation type is not supported"
                                + (": link the object with ld.lld, which builds the GOT" if rkind and "got" in rkind
                                   else ""))
                if rkind == "none":
                    continue
                key = (sec.link, symi)
                if symi and key in self.undefined:
                    raise _fail(f"{where} refers to {by_index[key]!r}, which the code object does not define: "
                                "imported symbols cannot be resolved by the simulator")
                if symi and key not in self.addresses:
                    raise _fail(f"{where} refers to symbol #{symi}, which its symbol table does not define in a "
                                "loadable section")
                name = by_index.get(key) if symi else None
                if kind == "relocatable":
                    target_index = sec.info
                    address = self.base[target_index] + off
                    sym = self.addresses.get(key, 0)
                    if rkind in _PC_RELATIVE:
                        _patch(self.images[target_index], off, rkind, sym, addend, address, 0)
                        continue
                    if name is None and symi:  # an absolute relocation against a section: symbol-less form
                        name, addend = None, sym + addend
                        rkind = "relative64" if rkind == "abs64" else rkind
                        if rkind != "relative64":
                            raise _fail(f"{where}: a 32-bit absolute relocation against a section is not "
                                        "supported: link the object with ld.lld")
                    out.append(Relocation(address, rkind, name, sym if name else 0, addend,
                                          self.sections[target_index].name))
                    continue
                if name is None and symi:
                    raise _fail(f"{where}: a dynamic relocation against a section symbol is not supported")
                if rkind != "relative64" and name is None:
                    raise _fail(f"{where}: an {rkind} relocation needs a symbol")
                out.append(Relocation(off, rkind, name, self.addresses.get(key, 0) if name else 0, addend,
                                      self._section_at(off, where).name))
        return out

    def _section_at(self, address: int, what: str) -> _Shdr:
        for sec in self.sections:
            if sec.index in self.base and self.base[sec.index] <= address < self.base[sec.index] + sec.size:
                return sec
        raise _fail(f"{what}: address {address:#x} lies in no loadable section")

    # -- code, data, metadata ---------------------------------------------------------------------------

    def _text(self) -> tuple[bytes, int]:
        code = [s for s in self.sections if s.flags & SHF_ALLOC and s.flags & SHF_EXECINSTR and s.size]
        if not code:
            raise _fail("the code object has no executable section (.text): no kernel code to run")
        start = min(self.base[s.index] for s in code)
        end = max(self.base[s.index] + s.size for s in code)
        if end - start > MAX_SECTION_BYTES:
            raise _fail(f"the executable sections span {end - start} bytes ({start:#x}-{end:#x}); more than 1 GiB "
                        "of code is not a code object the simulator can hold")
        if len(code) == 1:
            return bytes(self.images[code[0].index]), start
        text = bytearray(end - start)  # gaps between executable sections: zero-filled, never executed
        for s in code:
            at = self.base[s.index] - start
            text[at:at + s.size] = self.images[s.index]
        return bytes(text), start

    # bookkeeping sections of a linked object: loaded, but no kernel reads them as program data
    _NOT_DATA = frozenset({".relro_padding"})

    def _data(self) -> tuple[Section, ...]:
        return tuple(Section(s.name, self.base[s.index], bytes(self.images[s.index]), bool(s.flags & SHF_WRITE))
                     for s in self.sections
                     if s.index in self.base and not s.flags & SHF_EXECINSTR and s.type in _DATA_SECTION_TYPES
                     and s.size and s.name not in self._NOT_DATA)

    def _metadata(self) -> dict[str, Any]:
        for sec in self.sections:
            if sec.type != SHT_NOTE:
                continue
            notes = self._bytes(sec.offset, sec.size, f"note section {sec.name!r}")
            try:
                found = metadata_from_notes(notes)
            except CodeObjectError as exc:
                raise _fail(f"note section {sec.name!r}: {exc}") from None
            if found is not None:
                if not isinstance(found, dict):
                    raise _fail("the AMDGPU metadata note does not hold a map (amdhsa.kernels, amdhsa.version)")
                return found
        raise _fail("the code object has no AMDGPU metadata note (NT_AMDGPU_METADATA): code object v3 or later "
                    "is required")

    def _read_at(self, address: int, size: int, what: str) -> bytes:
        for sec in self.sections:
            start = self.base.get(sec.index)
            if start is not None and start <= address and address + size <= start + sec.size:
                at = address - start
                return bytes(self.images[sec.index][at:at + size])
        raise _fail(f"{what} ({size} bytes at {address:#x}) lies in no loadable section")

    def _kernels(self, meta: dict[str, Any], symbols: dict[str, Symbol], arch: str, text_address: int,
                 text_size: int) -> dict[str, KernelImage]:
        entries = meta.get("amdhsa.kernels", [])
        if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
            raise _fail("the metadata's amdhsa.kernels is not a list of kernel maps")
        named = {e.get(".symbol", f"{e.get('.name')}.kd") for e in entries if isinstance(e.get(".symbol", ""), str)}
        described = {s.name for s in symbols.values() if s.name.endswith(".kd") and s.kind == "object"}
        if described - named:
            raise _fail(f"kernel descriptor(s) {', '.join(sorted(described - named))} have no amdhsa.kernels "
                        "metadata entry (their arguments' layout): is the metadata note incomplete?")
        kernels: dict[str, KernelImage] = {}
        for entry in entries:
            name = entry.get(".name")
            if not isinstance(name, str):
                raise _fail(f"an amdhsa.kernels entry has no .name (it has {', '.join(map(str, entry))})")
            kd_name = entry.get(".symbol", name + ".kd")
            if not isinstance(kd_name, str):
                raise _fail(f"kernel {name}: its metadata .symbol is {kd_name!r}, not a symbol name")
            sym = symbols.get(kd_name)
            if sym is None:
                raise _fail(f"kernel {name}: the metadata names it but the code object has no symbol {kd_name!r} "
                            "(its 64-byte kernel descriptor): is the file stripped or truncated?")
            kd = self._read_at(sym.address, KERNEL_DESCRIPTOR_BYTES, f"kernel {name}: descriptor {kd_name}")
            desc, entry_offset = decode_descriptor(kd, arch, name)
            entry_address = sym.address + entry_offset
            if not text_address <= entry_address < text_address + text_size:
                raise _fail(f"kernel {name}: its entry point {entry_address:#x} (descriptor {kd_name} at "
                            f"{sym.address:#x} + KERNEL_CODE_ENTRY_BYTE_OFFSET {entry_offset}) lies outside the "
                            f"code ({text_address:#x}-{text_address + text_size:#x})")
            kernargs, size = _kernargs(entry, desc, name)
            kernels[name] = KernelImage(name, entry_address, desc, entry, kernargs, size, sym.address, kd)
        return kernels

    def _labels(self, symbols: dict[str, Symbol]) -> dict[int, str]:
        code = {s.name for s in self.sections if s.flags & SHF_EXECINSTR}
        # several names at one address: a function (kernel) name before a global label before a local one
        rank = {"func": 0, "notype": 1}
        labels: dict[int, tuple[tuple[int, int], str]] = {}
        for sym in symbols.values():
            if sym.section in code and sym.kind in rank:
                key = (rank[sym.kind], sym.binding == "local")
                if sym.address not in labels or key < labels[sym.address][0]:
                    labels[sym.address] = (key, sym.name)
        return {address: name for address, (_, name) in sorted(labels.items())}


def _kernargs(entry: dict[str, Any], desc: dict[str, int], kernel: str) -> tuple[list[KernArg], int]:
    """The argument list and kernarg segment size exactly as ``parse.parse_program`` builds them from text
    metadata: every ``.args`` entry (hidden ones included), the size from ``.kernarg_segment_size`` or else the
    descriptor's ``kernarg_size``."""
    try:
        args = [KernArg(str(a.get(".name", f"arg{i}")), int(a[".offset"]), int(a[".size"]),
                        str(a.get(".value_kind", "by_value")))
                for i, a in enumerate(entry.get(".args", []))]
        return args, int(entry.get(".kernarg_segment_size", desc.get("kernarg_size", 0)))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise _fail(f"kernel {kernel}: an argument in its metadata lacks a valid .offset/.size ({exc!r})") from None

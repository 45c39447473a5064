"""Read the AMDGPU metadata note (MessagePack inside an ELF note) of a code object.

Hand-written and foreign code objects (``.s``, ``.co``, hipcc output) describe their kernels there: names,
argument offsets/sizes/kinds, register counts, LDS size. ``kernels(co)`` returns one ``KernelInfo`` per kernel.

Example:
    >>> info = kernels(open("kernel.co", "rb").read())[0]      # doctest: +SKIP
    >>> info.name, [a.name for a in info.args], info.kernarg_size  # doctest: +SKIP
    ('store_value', ['out'], 8)
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any

from ..errors import CdnaError
from ..runtime.kernargs import KernArg, parse_hip_type

NT_AMDGPU_METADATA = 32
SHT_NOTE = 7
EM_AMDGPU = 224


class CodeObjectError(CdnaError):
    """The bytes are not an AMDGPU code object with readable metadata."""


@dataclass(frozen=True)
class KernelInfo:
    """One kernel's facts from the metadata; ``args`` excludes the runtime-filled ``hidden_*`` arguments."""

    name: str
    args: list[KernArg]
    kernarg_size: int
    sgprs: int
    vgprs: int
    agprs: int
    lds_bytes: int
    raw: dict


def kernels(code_object: bytes) -> list[KernelInfo]:
    """Every kernel described by the code object's ``amdhsa.kernels`` metadata."""
    meta = metadata(code_object)
    return [_kernel_info(k) for k in meta.get("amdhsa.kernels", [])]


def find_kernel(code_object: bytes, name: str | None) -> KernelInfo:
    """The kernel called ``name`` (or the only kernel when ``name`` is None)."""
    found = kernels(code_object)
    if name is None:
        if len(found) != 1:
            raise CodeObjectError(f"the code object holds {len(found)} kernels "
                                  f"({', '.join(k.name for k in found)}); pass kernel=<name>")
        return found[0]
    for k in found:
        if k.name == name:
            return k
    raise CodeObjectError(f"no kernel {name!r} in the code object; it holds {', '.join(k.name for k in found)}")


def _kernel_info(k: dict) -> KernelInfo:
    args = []
    for i, a in enumerate(k.get(".args", [])):
        kind = a.get(".value_kind", "by_value")
        if kind.startswith("hidden_"):
            continue
        args.append(KernArg(a.get(".name", f"arg{i}"), a[".offset"], a[".size"], kind, _arg_type(a, kind)))
    return KernelInfo(k[".name"], args, k.get(".kernarg_segment_size", 0), k.get(".sgpr_count", 0),
                      k.get(".vgpr_count", 0), k.get(".agpr_count", 0), k.get(".group_segment_fixed_size", 0), k)


def _arg_type(a: dict, kind: str):
    spelled = a.get(".type_name")
    if spelled:
        try:
            ty = parse_hip_type(str(spelled))
            if ty.size == a[".size"]:
                return ty
        except TypeError:
            pass  # a C++ type we don't model (struct, template): packed by size only
    return parse_hip_type("void*") if kind == "global_buffer" else None


def metadata(code_object: bytes) -> dict:
    """The decoded NT_AMDGPU_METADATA note."""
    co = bytes(code_object)
    if co[:4] != b"\x7fELF" or co[4:5] != b"\x02" or co[5:6] != b"\x01":
        raise CodeObjectError("not a 64-bit little-endian ELF file (expected an AMDGPU code object)")
    try:
        if struct.unpack_from("<H", co, 18)[0] != EM_AMDGPU:
            raise CodeObjectError("ELF file is not for AMDGPU (e_machine != EM_AMDGPU)")
        shoff, = struct.unpack_from("<Q", co, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", co, 0x3A)
        for i in range(shnum):
            base = shoff + i * shentsize
            sh_type, = struct.unpack_from("<I", co, base + 4)
            if sh_type != SHT_NOTE:
                continue
            off, size = struct.unpack_from("<QQ", co, base + 0x18)
            found = metadata_from_notes(co[off:off + size])
            if found is not None:
                return found
    except struct.error:
        raise CodeObjectError(f"the ELF file is truncated ({len(co)} bytes): its section headers lie past "
                              "its end") from None
    raise CodeObjectError("the code object has no AMDGPU metadata note (code object v3+ required)")


def metadata_from_notes(notes: bytes) -> dict | None:
    """The decoded NT_AMDGPU_METADATA note among the ELF notes ``notes`` (a note section's bytes), or None when
    there is none; a truncated or malformed note raises CodeObjectError.

    Example:
        >>> note = struct.pack("<III", 7, 4, NT_AMDGPU_METADATA) + b"AMDGPU\\0\\0" + bytes([0x81, 0xA1, 0x61, 0x01])
        >>> metadata_from_notes(note)
        {'a': 1}
    """
    try:
        return _find_note(bytes(notes))
    except (IndexError, struct.error, RecursionError, TypeError):
        raise CodeObjectError("the AMDGPU metadata note is truncated or malformed (its MessagePack ends early)") \
            from None


def _find_note(notes: bytes) -> dict | None:
    pos = 0
    while pos + 12 <= len(notes):
        namesz, descsz, ntype = struct.unpack_from("<III", notes, pos)
        name_at = pos + 12
        desc_at = name_at + (namesz + 3) // 4 * 4
        if notes[name_at:name_at + namesz].rstrip(b"\0") == b"AMDGPU" and ntype == NT_AMDGPU_METADATA:
            if desc_at + descsz > len(notes):
                raise IndexError("the note's descriptor runs past the note section")
            value, _ = _unpack(notes[:desc_at + descsz], desc_at)
            return value
        pos = desc_at + (descsz + 3) // 4 * 4
    return None


# ----------------------------------------------------------------------------------------------------------
# A minimal MessagePack decoder (the subset LLVM emits, plus the rest of the format for robustness)

_FIXED = {0xC0: None, 0xC2: False, 0xC3: True}
_NUMS = {0xCA: ">f", 0xCB: ">d", 0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q",
         0xD0: ">b", 0xD1: ">h", 0xD2: ">i", 0xD3: ">q"}
_LENGTHS = {0xC4: (">B", "bin"), 0xC5: (">H", "bin"), 0xC6: (">I", "bin"), 0xD9: (">B", "str"),
            0xDA: (">H", "str"), 0xDB: (">I", "str"), 0xDC: (">H", "array"), 0xDD: (">I", "array"),
            0xDE: (">H", "map"), 0xDF: (">I", "map")}


def _unpack(buf: bytes, pos: int) -> tuple[Any, int]:
    b = buf[pos]
    pos += 1
    if b <= 0x7F:
        return b, pos
    if b >= 0xE0:
        return b - 0x100, pos
    if 0x80 <= b <= 0x8F:
        return _container(buf, pos, "map", b & 0x0F)
    if 0x90 <= b <= 0x9F:
        return _container(buf, pos, "array", b & 0x0F)
    if 0xA0 <= b <= 0xBF:
        n = b & 0x1F
        return buf[pos:pos + n].decode("utf-8", "replace"), pos + n
    if b in _FIXED:
        return _FIXED[b], pos
    if b in _NUMS:
        fmt = _NUMS[b]
        return struct.unpack_from(fmt, buf, pos)[0], pos + struct.calcsize(fmt)
    if b in _LENGTHS:
        fmt, kind = _LENGTHS[b]
        n = struct.unpack_from(fmt, buf, pos)[0]
        pos += struct.calcsize(fmt)
        if kind in ("map", "array"):
            return _container(buf, pos, kind, n)
        data = buf[pos:pos + n]
        return (data.decode("utf-8", "replace") if kind == "str" else bytes(data)), pos + n
    raise CodeObjectError(f"unsupported MessagePack byte {b:#x} at offset {pos - 1} of the metadata note")


def _container(buf: bytes, pos: int, kind: str, n: int) -> tuple[Any, int]:
    if kind == "array":
        items = []
        for _ in range(n):
            v, pos = _unpack(buf, pos)
            items.append(v)
        return items, pos
    out = {}
    for _ in range(n):
        k, pos = _unpack(buf, pos)
        v, pos = _unpack(buf, pos)
        out[k] = v
    return out, pos

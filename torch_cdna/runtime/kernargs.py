"""Kernel arguments: HIP type spellings, the kernarg segment layout, and packing values into it.

One code path for both back ends: the HIP launcher and the simulator both call ``pack`` on the argument list
(from a DSL signature via ``layout``, or from a code object's ``.amdgpu_metadata``).

Example:
    >>> args, size = layout([("out", parse_hip_type("int*")), ("n", parse_hip_type("int"))])
    >>> [(a.name, a.offset, a.size) for a in args], size
    ([('out', 0, 8), ('n', 8, 4)], 12)
    >>> pack(args, [0x1000, 7], size).hex()
    '001000000000000007000000'
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from typing import Sequence

import torch


@dataclass(frozen=True)
class HipType:
    """A HIP parameter type: ``kind`` is 'pointer', 'int' or 'float'; pointers carry their element dtype."""

    spelling: str
    kind: str
    size: int
    signed: bool = True
    dtype: torch.dtype | None = None  # scalar dtype, or pointee dtype for pointers (None: void*)

    @property
    def is_pointer(self) -> bool:
        return self.kind == "pointer"


_SCALARS: dict[str, tuple[str, int, bool, torch.dtype | None]] = {}
for _names, _entry in (
    (("int", "int32_t", "i32", "signed int"), ("int", 4, True, torch.int32)),
    (("uint", "unsigned", "unsigned int", "uint32_t", "u32"), ("int", 4, False, torch.int32)),
    (("long", "int64_t", "long long", "i64"), ("int", 8, True, torch.int64)),
    (("ulong", "uint64_t", "unsigned long", "unsigned long long", "size_t", "u64"), ("int", 8, False, torch.int64)),
    (("short", "int16_t", "i16"), ("int", 2, True, torch.int16)),
    (("ushort", "uint16_t", "unsigned short", "u16"), ("int", 2, False, torch.int16)),
    (("char", "int8_t", "signed char", "i8"), ("int", 1, True, torch.int8)),
    (("uchar", "uint8_t", "unsigned char", "u8", "bool"), ("int", 1, False, torch.uint8)),
    (("float", "f32"), ("float", 4, True, torch.float32)),
    (("double", "f64"), ("float", 8, True, torch.float64)),
    (("half", "__half", "_Float16", "f16"), ("float", 2, True, torch.float16)),
    (("bfloat16", "__bf16", "hip_bfloat16", "__hip_bfloat16", "bf16"), ("float", 2, True, torch.bfloat16)),
    (("fp8", "__hip_fp8_e4m3", "fp8_e4m3"), ("float", 1, True, None)),
):
    for _name in _names:
        _SCALARS[_name] = _entry

# Pointee dtypes that a tensor of another dtype may legitimately be passed as (same element size, raw bits).
_COMPATIBLE_POINTEE = {
    torch.int32: {torch.int32, torch.uint32},
    torch.int16: {torch.int16, torch.uint16},
    torch.int8: {torch.int8, torch.uint8},
    torch.uint8: {torch.uint8, torch.int8, torch.bool, torch.float8_e4m3fn, torch.float8_e4m3fnuz,
                  torch.float8_e5m2, torch.float8_e5m2fnuz},
    torch.int64: {torch.int64, torch.uint64},
}


def parse_hip_type(spelling: str) -> HipType:
    """Parse a HIP type annotation such as ``"int*"``, ``"const __bf16*"``, ``"uint"`` or ``"float"``."""
    text = " ".join(spelling.replace("const ", " ").replace("__restrict__", " ").split())
    pointer = text.endswith("*")
    base = text.rstrip("*").strip()
    if pointer and base == "void":
        return HipType(spelling, "pointer", 8, False, None)
    if base not in _SCALARS:
        raise TypeError(f"unknown HIP type {spelling!r}; use e.g. 'int*', 'float*', '__bf16*', 'half*', 'void*', "
                        f"'int', 'uint', 'int64_t', 'float'")
    kind, size, signed, dtype = _SCALARS[base]
    if pointer:
        return HipType(spelling, "pointer", 8, signed, dtype)
    return HipType(spelling, kind, size, signed, dtype)


_VOID_POINTER = parse_hip_type("void*")


def pointee_accepts(hip_type: HipType, dtype: torch.dtype) -> bool:
    """Whether a tensor of ``dtype`` may be passed for pointer parameter ``hip_type``."""
    if hip_type.dtype is None:
        return True
    return dtype == hip_type.dtype or dtype in _COMPATIBLE_POINTEE.get(hip_type.dtype, ())


@dataclass(frozen=True)
class KernArg:
    """One argument in the kernarg segment (``value_kind`` as in AMDGPU metadata)."""

    name: str
    offset: int
    size: int
    value_kind: str  # 'global_buffer' | 'by_value' | hidden kinds from metadata
    hip_type: HipType | None = None


def layout(params: Sequence[tuple[str, HipType]]) -> tuple[list[KernArg], int]:
    """Natural-alignment layout of the kernarg segment for a parameter list; returns (args, segment size)."""
    args, offset = [], 0
    for name, ty in params:
        offset = (offset + ty.size - 1) // ty.size * ty.size
        args.append(KernArg(name, offset, ty.size, "global_buffer" if ty.is_pointer else "by_value", ty))
        offset += ty.size
    return args, offset


def int_range(size: int, signed: bool) -> tuple[int, int]:
    """The integers a ``size``-byte signed or unsigned argument holds."""
    bits = 8 * size
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


def check_value(name: str, ty: HipType, value: object) -> None:
    """Refuse a Python value that parameter ``name`` of type ``ty`` cannot hold, naming the parameter.

    Integers must lie in the declared type's range (an ``int`` of 2**31 would arrive as -2**31, a ``uint`` of -1
    as 2**32 - 1), pointers are non-negative 64-bit addresses (a float is not one), and a finite float must stay
    finite in the declared width. Raises TypeError, like every other argument error of ``pack``."""
    if isinstance(value, bool) and ty.kind != "int":  # True as a pointer or a float is a slip, not a value
        raise TypeError(f"parameter {name!r} is {ty.spelling!r}: got bool {value!r}")
    if ty.is_pointer:
        if not isinstance(value, int):
            raise TypeError(f"parameter {name!r} is {ty.spelling!r}: pass a tensor or an int address, got "
                            f"{type(value).__name__} {value!r}")
        _check_int_range(name, ty.spelling, value, 8, False)
        return
    if ty.kind == "int":
        if not isinstance(value, int):
            raise TypeError(f"parameter {name!r} is {ty.spelling!r}: pass an int, got {type(value).__name__} "
                            f"{value!r}")
        _check_int_range(name, ty.spelling, value, ty.size, ty.signed)
        return
    if not isinstance(value, (int, float)):
        raise TypeError(f"parameter {name!r} is {ty.spelling!r}: pass a float, got {type(value).__name__} {value!r}")
    _check_float_range(name, ty, value)


def _check_int_range(name: str, spelling: str, value: int, size: int, signed: bool) -> None:
    lo, hi = int_range(size, signed)
    if not lo <= value <= hi:
        raise TypeError(f"argument {name!r} ({spelling}): {value} is out of range [{lo}, {hi}]")


_FLOAT_MAX = {torch.float16: 65504.0, torch.bfloat16: 3.3895313892515355e38, torch.float32: 3.4028234663852886e38}


def _check_float_range(name: str, ty: HipType, value: int | float) -> None:
    """A finite value beyond the type's largest finite one (after rounding) would silently become inf
    (inf and nan themselves pass: they are what the caller asked for)."""
    if isinstance(value, int) and abs(value) >= 2**1024:
        raise TypeError(f"argument {name!r} ({ty.spelling}): the int {value} does not fit a float")
    as_float = float(value)
    top = _FLOAT_MAX.get(ty.dtype) if ty.dtype is not None else None
    if top is not None and math.isfinite(as_float) and abs(as_float) > top and \
            math.isinf(torch.tensor(as_float, dtype=torch.float64).to(ty.dtype).item()):
        raise TypeError(f"argument {name!r} ({ty.spelling}): {value!r} is beyond the largest finite "
                        f"{ty.spelling} ({top}) and would become inf")


def _encode(arg: KernArg, value: int | float | bool) -> bytes:
    ty = arg.hip_type
    if ty is None and arg.value_kind == "global_buffer":
        ty = _VOID_POINTER  # untyped metadata (foreign code objects): still an address, never a float
    if ty is not None:  # (a bool packs as 0/1 here, as the struct fast path of ``packer`` packs it)
        check_value(arg.name, ty, int(value) if isinstance(value, bool) else value)
    if isinstance(value, float) or (ty is not None and ty.kind == "float"):
        fmt = {2: "<e", 4: "<f", 8: "<d"}.get(arg.size)
        if ty is not None and ty.dtype == torch.bfloat16:
            bits = torch.tensor([float(value)], dtype=torch.bfloat16).view(torch.int16).item() & 0xFFFF
            return bits.to_bytes(2, "little")
        if fmt is None:
            raise TypeError(f"argument {arg.name!r}: cannot pack a float into {arg.size} bytes")
        try:
            return struct.pack(fmt, float(value))
        except OverflowError:
            raise TypeError(f"argument {arg.name!r}: {value!r} does not fit a {arg.size}-byte float") from None
    value = int(value)
    signed = ty.signed if ty is not None and ty.kind == "int" else value < 0
    lo, hi = int_range(arg.size, signed)
    if not lo <= value <= hi:
        spelled = ty.spelling if ty is not None else f"{arg.size}-byte value"
        raise TypeError(f"argument {arg.name!r} ({spelled}): {value} is out of range [{lo}, {hi}]")
    return value.to_bytes(arg.size, "little", signed=signed)


def pack(args: Sequence[KernArg], values: Sequence[int | float | bool], size: int) -> bytes:
    """Pack argument values (pointers already converted to integer addresses) into a kernarg segment."""
    if len(values) != len(args):
        raise TypeError(f"expected {len(args)} kernel arguments ({', '.join(a.name for a in args)}), "
                        f"got {len(values)}")
    buf = bytearray(max(size, max((a.offset + a.size for a in args), default=0)))
    for arg, value in zip(args, values):
        buf[arg.offset:arg.offset + arg.size] = _encode(arg, value)
    return bytes(buf)


_STRUCT_CODES = {("pointer", 8, False): "Q", ("pointer", 8, True): "Q",
                 ("int", 1, True): "b", ("int", 2, True): "h", ("int", 4, True): "i", ("int", 8, True): "q",
                 ("int", 1, False): "B", ("int", 2, False): "H", ("int", 4, False): "I", ("int", 8, False): "Q",
                 ("float", 2, True): "e", ("float", 4, True): "f", ("float", 8, True): "d"}


def packer(args: Sequence[KernArg], size: int):
    """A fast ``pack`` for a fixed argument list (for launch hot paths): same bytes, same errors.

    In-range values go through one precompiled ``struct.Struct``; anything it refuses (wrong count, out of range,
    a float for an int) is handed to ``pack``, which raises its usual error. Layouts with bfloat16 or untyped
    by-value arguments use ``pack`` directly.

    Example:
        >>> args, size = layout([("out", parse_hip_type("int*")), ("n", parse_hip_type("int"))])
        >>> packer(args, size)([0x1000, 7]) == pack(args, [0x1000, 7], size)
        True
    """
    def generic(values: Sequence[int | float | bool]) -> bytes:
        return pack(args, values, size)

    fmt, offset = ["<"], 0
    for a in args:  # struct fields follow the argument order, so offsets must increase
        ty = a.hip_type
        code = None if ty is None or ty.dtype == torch.bfloat16 else _STRUCT_CODES.get((ty.kind, ty.size, ty.signed))
        if code is None or a.offset < offset:
            return generic
        fmt.append("x" * (a.offset - offset) + code)
        offset = a.offset + a.size
    total = max(size, offset)
    fmt.append("x" * (total - offset))
    compiled = struct.Struct("".join(fmt))

    def fast(values: Sequence[int | float | bool]) -> bytes:
        try:
            return compiled.pack(*values)
        except (struct.error, OverflowError, TypeError):
            return generic(values)
    return fast

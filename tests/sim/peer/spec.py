"""Launch specs, checks and input helpers shared by the peer-kernel families.

A peer kernel is a Triton kernel compiled by Triton's AMD backend (code nobody in this project wrote). Each
one comes with a ``build(arch, gen) -> Case`` that makes fresh random CPU inputs, output tensors already
poisoned with NaN / sentinel values, and the torch reference the simulator's result must match.

Example::

    >>> from tests.sim.peer.spec import ARCHS, fp8_torch_dtype
    >>> ARCHS
    ('gfx942', 'gfx950')
    >>> fp8_torch_dtype("gfx942", "e4")
    torch.float8_e4m3fnuz
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np
import torch

ARCHS = ("gfx942", "gfx950")

# Triton's fp8 types per arch: FNUZ (one NaN code 0x80, bias +1) is native on gfx942 (CDNA3),
# the OCP formats are native on gfx950 (CDNA4).
_FP8_TRITON = {
    "gfx942": {"e4": "fp8e4b8", "e5": "fp8e5b16"},
    "gfx950": {"e4": "fp8e4nv", "e5": "fp8e5"},
}
_FP8_TORCH = {
    "fp8e4b8": torch.float8_e4m3fnuz,
    "fp8e5b16": torch.float8_e5m2fnuz,
    "fp8e4nv": torch.float8_e4m3fn,
    "fp8e5": torch.float8_e5m2,
}

# Poison written into outputs before a launch: an output the kernel forgets to write keeps it.
INT_SENTINEL = -0x21524111  # 0xdeadbeef as int32


def fp8_triton_type(arch: str, kind: str) -> str:
    """Triton's name of the native fp8 type of ``kind`` ("e4" or "e5") on ``arch``."""
    try:
        return _FP8_TRITON[arch][kind]
    except KeyError:
        raise ValueError(f"no fp8 type for arch={arch!r} kind={kind!r}; archs {ARCHS}, kinds 'e4'/'e5'") from None


def fp8_torch_dtype(arch: str, kind: str) -> torch.dtype:
    """The torch dtype with the same encoding as ``fp8_triton_type(arch, kind)``."""
    return _FP8_TORCH[fp8_triton_type(arch, kind)]


@dataclass(frozen=True)
class Check:
    """One output argument and what it must hold after the launch.

    ``mode``: "close" (assert_close with atol/rtol, NaN equal to NaN), "exact" (bitwise equal), or
    "bits_nan" (bitwise equal where the reference is not NaN; any NaN where it is).
    """

    index: int
    expected: torch.Tensor
    atol: float = 0.0
    rtol: float = 0.0
    mode: str = "close"
    label: str = ""


@dataclass(frozen=True)
class Case:
    """Arguments for ``torch_cdna.sim.launch`` (tensors are CPU) and the checks of the outputs among them."""

    args: list
    checks: list[Check]


@dataclass(frozen=True)
class PeerKernel:
    """A Triton kernel with everything needed to compile it and check it in the simulator.

    ``signature`` values may hold ``{e4}`` / ``{e5}``, replaced by the arch's native fp8 type name.
    ``attrs`` maps a parameter name to Triton attributes (e.g. ``[["tt.divisibility", 16]]``). ``options`` are
    extra Triton compile options for this kernel (e.g. ``{"enable_fp_fusion": False}``). ``archs`` are the
    targets it is compiled and checked for.
    """

    name: str
    fn: object
    signature: dict[str, str]
    constexprs: dict[str, object]
    num_warps: int
    grid: tuple[int, ...]
    build: Callable[[str, torch.Generator], Case]
    attrs: dict[str, list] = field(default_factory=dict)
    options: dict[str, object] = field(default_factory=dict)
    archs: tuple[str, ...] = ARCHS  # where the kernel compiles (tf32 dots: gfx942 only, gfx950 has no xf32)

    def signature_for(self, arch: str) -> dict[str, str]:
        return {k: v.format(e4=fp8_triton_type(arch, "e4"), e5=fp8_triton_type(arch, "e5"))
                for k, v in self.signature.items()}

    @property
    def kernel_name(self) -> str:
        """The symbol Triton gives the kernel: the Python function's name."""
        return self.fn.__name__

    @property
    def block(self) -> tuple[int]:
        return (self.num_warps * 64,)


def json_constexprs(spec: PeerKernel) -> dict[str, object]:
    return {k: v if isinstance(v, (int, float, bool)) else str(v) for k, v in spec.constexprs.items()}


def spec_digest(spec: PeerKernel, arch: str) -> str:
    """Hash of everything the compiled assembly depends on that lives in this repository."""
    key = {"src": spec.fn.src, "sig": spec.signature_for(arch), "const": json_constexprs(spec),
           "attrs": spec.attrs, "warps": spec.num_warps}
    if spec.options:  # only when set, so the digests of kernels without options stay as they were
        key["options"] = spec.options
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()


# ----------------------------------------------------------------------------------------------- inputs

def randn(gen: torch.Generator, *shape: int, dtype=torch.float32, scale: float = 1.0) -> torch.Tensor:
    """Normal random values rounded to ``dtype``."""
    return (torch.randn(*shape, generator=gen) * scale).to(dtype)


def uniform(gen: torch.Generator, *shape: int, lo: float, hi: float) -> torch.Tensor:
    return torch.rand(*shape, generator=gen) * (hi - lo) + lo


def randint(gen: torch.Generator, lo: int, hi: int, *shape: int, dtype=torch.int32) -> torch.Tensor:
    return torch.randint(lo, hi, shape, generator=gen, dtype=torch.int64).to(dtype)


def poison(shape: Sequence[int] | int, dtype: torch.dtype) -> torch.Tensor:
    """An output tensor full of NaN (floats) or INT_SENTINEL (ints): unwritten elements stand out."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if dtype.is_floating_point and dtype.itemsize == 1:
        # fp8: 0x7f is NaN in e4m3fn / a large value in others, 0x80 is NaN in FNUZ; either is a poison.
        return torch.full(shape, 0x7F, dtype=torch.uint8).view(dtype)
    if dtype.is_floating_point:
        return torch.full(shape, float("nan"), dtype=dtype)
    small = {torch.uint8: 0xA5, torch.int8: -0x5B, torch.int16: -0x4111}  # 0xa5, 0xa5, 0xbeef
    return torch.full(shape, small.get(dtype, INT_SENTINEL), dtype=dtype)


def f64_to_f16_rne(x: torch.Tensor) -> torch.Tensor:
    """float64 -> float16 with one rounding (numpy converts directly; torch goes through float32)."""
    return torch.from_numpy(x.numpy().astype(np.float16))


def special_f32() -> torch.Tensor:
    """Float32 values that exercise rounding, overflow, subnormals, zeros, infinities and NaN."""
    bits = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001,
            0x00000001, 0x807FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF,
            0x3F808000, 0x3F818000, 0x3F808001, 0x3F817FFF, 0xBF808000, 0xBF818000,  # bf16 ties
            0x3F801000, 0x3F803000, 0x3F801001, 0xC77FF000, 0x477FF000, 0x477FEFFF,  # f16 ties/overflow
            0x33800000, 0x33800001, 0x33000000, 0x387FC000, 0x38800000, 0xB3C00000]  # f16 subnormals
    return torch.tensor(bits, dtype=torch.int64).to(torch.int32).view(torch.float32)

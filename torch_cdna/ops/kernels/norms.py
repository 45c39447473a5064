"""DSL kernels of the normalisation ops (``cdna::rmsnorm``, ``fused_add_rmsnorm``, ``layernorm`` and their
backwards) and their launchers for the simulator ("sim") and HIP ("hip"), gfx942 and gfx950.

Design (``rowops`` has the layout): a workgroup of ``plan.waves`` waves owns one row at a time and loops over
rows ``blockIdx.x + i * grid``; the row is read once with 16-byte buffer loads into registers, reduced in
fp32 (packed ``v_pk_fma_f32``, DPP inside a wave, LDS only between waves, one barrier per row), scaled and
written once, rounded to the output dtype (nearest even). Weights (and bias) are loaded once per workgroup
and kept in registers as fp32. Row strides are kernel arguments, so row-strided inputs are not copied.

Backward kernels write per-workgroup column partials of dweight/dbias (fp32, [grid, D]); a second small
kernel adds them in a fixed order (deterministic, no atomics).

Example:
    >>> import torch, torch_cdna.ops
    >>> x, w = torch.randn(4, 896, dtype=torch.bfloat16), torch.randn(896, dtype=torch.bfloat16)
    >>> y = torch.ops.cdna.rmsnorm(x, w, 1e-6)         # doctest: +SKIP  (runs the kernel on the simulator)
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .rowops import ESIZE, RowKit, RowPlan, aligned4, dtype_name, grid, plan

ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)


# ---------------------------------------------------------------------------------------------- helpers
def _load_vector(J: Any, kit: RowKit, base: Any, d: Any, dt: str, split: bool) -> Any:
    """A [D] vector (weight/bias) of ``dt`` as fp32 registers laid out like the row chunks (loaded once)."""
    data = kit.alloc_data(dt, kit.p.elems, split)
    rsrc = J.buffer_resource(base, d * ESIZE[dt])
    kit.load(data, rsrc, dt, kit.p.elems, split)
    J.s_waitcnt(vmcnt=0)
    return kit.to_f32(dt, data, split)


def _pairs(f: Any) -> list:
    """64-bit-aligned fp32 pairs of a register array (and a trailing single element, if any)."""
    out = [f[i:i + 1] for i in range(0, f.n - 1, 2)]
    if f.n % 2:
        out.append(f[f.n - 1])
    return out


def _sum_products(J: Any, a: Any, b: Any) -> Any:
    """A VGPR holding this lane's sum of ``a[i] * b[i]`` (packed fp32 FMAs, two chains)."""
    pa, pb = _pairs(a), _pairs(b)
    accs = [J.gpr(2, "vf32") for _ in range(min(2, len(pa)))]
    for i, (x, y) in enumerate(zip(pa, pb)):
        acc = accs[i % len(accs)]
        if x.n == 1:
            J.v_fmac_f32(acc[0], x, y)
        elif i < len(accs):
            J.v_pk_mul_f32(acc, x, y)
        else:
            J.v_pk_fma_f32(acc, x, y, acc)
    s = J.gpr("vf32")
    if len(accs) == 2:
        J.v_pk_add_f32(accs[0], accs[0], accs[1])
    s[0] = accs[0][0] + accs[0][1]
    return s


def _pk_mul(J: Any, dst: Any, a: Any, b: Any) -> None:
    """dst[i] = a[i] * b[i] over pairs; ``b`` may be a 2-register broadcast pair (same value twice)."""
    pd, pa = _pairs(dst), _pairs(a)
    pb = _pairs(b) if b.n == a.n else [b] * len(pd)
    for x, y, z in zip(pd, pa, pb):
        if x.n == 1:
            J.v_mul_f32(x, y, z if z.n == 1 else z[0])
        else:
            J.v_pk_mul_f32(x, y, z)


def _rstd(J: Any, total: Any, inv_d: Any, eps: Any) -> Any:
    """A register pair holding rsqrt(total * inv_d + eps) twice (a packed-multiply operand)."""
    r = J.gpr(2, "vf32")
    J.v_fma_f32(r[0], total, inv_d, eps)
    J.v_rsq_f32(r[0], r[0])
    J.v_mov_b32(r[1], r[0])
    return r


class _Rows:
    """The row loop shared by the norm kernels: row index, V# advance, LDS parity."""

    def __init__(self, J: Any, kit: RowKit, nvals: int) -> None:
        self.J, self.kit = J, kit
        self.row = J.gpr("si32")
        self.row[0] = J.blockIdx.x
        self.lds, self.half = kit.reduce_lds(nvals)
        self.parity = J.gpr("su32", 0) if kit.p.waves > 1 else None

    def reduce(self, vals: list) -> list:
        return self.kit.block_sum(vals, self.lds, self.parity)

    def next(self, n_groups: Any, *moves: tuple) -> None:
        J = self.J
        self.row[0] = self.row[0] + n_groups
        for rsrc, step in moves:
            RowKit.advance(J, rsrc, step)
        if self.parity is not None:
            self.parity[0] = self.parity[0] ^ self.half


# ---------------------------------------------------------------------------------------------- rmsnorm
@jit()
def rmsnorm_fwd(J, DT, WT, WAVES, NCH, CHUNK, WSPLIT, x: "void*", w: "void*", out: "void*", n_rows: "int",
                d: "int", n_groups: "int", sx: "uint", so: "uint", step_x: "ulong", step_o: "ulong",
                eps: "float", inv_d: "float"):
    """y = x * rsqrt(mean(x^2) + eps) * w, one row per workgroup iteration."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH))
    wf = _load_vector(J, kit, w, d, WT, WSPLIT)
    rx, ro = kit.row_resource(x, d, sx, ESIZE[DT]), kit.row_resource(out, d, so, ESIZE[DT])
    v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
    xd = kit.alloc_data(DT)
    kit.prepare_from_f32(DT)
    rows = _Rows(J, kit, 1)
    with J.While(rows.row[0] < n_rows):
        kit.load(xd, rx, DT)
        J.s_waitcnt(vmcnt=0)
        f = kit.to_f32(DT, xd)
        total, = rows.reduce([_sum_products(J, f, f)])
        rstd = _rstd(J, total, v_inv, v_eps)
        _pk_mul(J, f, f, rstd)
        _pk_mul(J, f, f, wf)
        kit.store(kit.from_f32(DT, f), ro, DT)
        rows.next(n_groups, (rx, step_x), (ro, step_o))


def _vec_split(d: int, v: torch.Tensor) -> bool:
    """Whether vector ``v`` must be loaded one 16-bit element at a time (odd byte size or address)."""
    return (d * v.element_size()) % 4 != 0 or v.data_ptr() % 4 != 0


def _row_args(t: torch.Tensor, g: int) -> tuple[int, int]:
    """(row stride in bytes, bytes per grid step) of an [N, D] tensor."""
    sb = t.stride(0) * t.element_size()
    return sb, sb * g


def launch_rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float, out: torch.Tensor) -> Any:
    """Run the rmsnorm kernel on [N, D] rows; returns the simulator's LaunchStats (None on HIP)."""
    n, d = x.shape
    p = plan(d, dtype_name(x.dtype), aligned4(d, x, out))
    g = grid(n, p.waves)
    sx, stx = _row_args(x, g)
    so, sto = _row_args(out, g)
    return rmsnorm_fwd(g, p.lanes, p.dt, dtype_name(weight.dtype), p.waves, p.nch, p.chunk,
                       _vec_split(d, weight), x, weight, out, n, d, g, sx, so, stx, sto, float(eps), 1.0 / d)


for _kind in ("sim", "hip"):
    register("rmsnorm", _kind, ARCHS, dtypes=DTYPES)(launch_rmsnorm)

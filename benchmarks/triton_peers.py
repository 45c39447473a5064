"""Triton kernels equivalent to what TorchInductor generates for the norm ops, compiled for gfx942/gfx950 by
Triton's AMD backend and run on the simulator on the same inputs as our kernels (benchmarks/ops.py).

The kernels follow Inductor's persistent-reduction shape for static shapes: one program per row, the whole
row in one ``RBLOCK = next_power_of_2(D)`` block (masked), ``D`` and the row strides compile-time constants,
fp32 math, the weight loaded per row. Backward follows Inductor's two-kernel split: a per-row kernel for dx
(it also writes rstd, which Inductor would have saved from the forward) and a column-reduction kernel for
dweight that re-reads grad and x. ``num_warps``: 4 for RBLOCK <= 1024, else 8 (Inductor's AMD choices for
persistent reductions of this size lie in that range).

Example:
    >>> import torch
    >>> from benchmarks.triton_peers import run_peer
    >>> x, w = torch.randn(4, 896, dtype=torch.bfloat16), torch.randn(896, dtype=torch.bfloat16)
    >>> out = torch.empty_like(x)
    >>> stats = run_peer("rmsnorm", "gfx942", x, w, 1e-6, out)   # doctest: +SKIP
"""

from __future__ import annotations

import functools
import os
from typing import Any

import torch

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton's default, set to silence its warning

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

_TL = {torch.bfloat16: "bf16", torch.float16: "fp16", torch.float32: "fp32"}


@triton.jit
def rmsnorm_fwd(x_ptr, w_ptr, out_ptr, eps, D: tl.constexpr, SX: tl.constexpr, SO: tl.constexpr,
                RBLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, RBLOCK)
    mask = cols < D
    x = tl.load(x_ptr + row * SX + cols, mask=mask, other=0.0).to(tl.float32)
    ms = tl.sum(x * x, 0) / D
    rstd = tl.math.rsqrt(ms + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * SO + cols, (x * rstd * w).to(out_ptr.dtype.element_ty), mask=mask)


@triton.jit
def fused_add_rmsnorm_fwd(x_ptr, r_ptr, w_ptr, out_ptr, rout_ptr, eps, D: tl.constexpr, SX: tl.constexpr,
                          SR: tl.constexpr, SO: tl.constexpr, SRO: tl.constexpr, RBLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, RBLOCK)
    mask = cols < D
    x = tl.load(x_ptr + row * SX + cols, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * SR + cols, mask=mask, other=0.0).to(tl.float32)
    s = (x + r).to(rout_ptr.dtype.element_ty)
    tl.store(rout_ptr + row * SRO + cols, s, mask=mask)
    sf = s.to(tl.float32)
    rstd = tl.math.rsqrt(tl.sum(sf * sf, 0) / D + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * SO + cols, (sf * rstd * w).to(out_ptr.dtype.element_ty), mask=mask)


@triton.jit
def layernorm_fwd(x_ptr, w_ptr, b_ptr, out_ptr, eps, D: tl.constexpr, SX: tl.constexpr, SO: tl.constexpr,
                  RBLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, RBLOCK)
    mask = cols < D
    x = tl.load(x_ptr + row * SX + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, 0) / D
    c = tl.where(mask, x - mean, 0.0)
    rstd = tl.math.rsqrt(tl.sum(c * c, 0) / D + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * SO + cols, (c * rstd * w + b).to(out_ptr.dtype.element_ty), mask=mask)


@triton.jit
def rmsnorm_bwd_dx(g_ptr, x_ptr, w_ptr, dx_ptr, rstd_ptr, eps, D: tl.constexpr, SG: tl.constexpr,
                   SX: tl.constexpr, SD: tl.constexpr, RBLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, RBLOCK)
    mask = cols < D
    x = tl.load(x_ptr + row * SX + cols, mask=mask, other=0.0).to(tl.float32)
    g = tl.load(g_ptr + row * SG + cols, mask=mask, other=0.0).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    rstd = tl.math.rsqrt(tl.sum(x * x, 0) / D + eps)
    u = g * w
    c = tl.sum(u * x, 0) / D
    dx = rstd * (u - x * rstd * rstd * c)
    tl.store(dx_ptr + row * SD + cols, dx.to(dx_ptr.dtype.element_ty), mask=mask)
    tl.store(rstd_ptr + row, rstd)


@triton.jit
def rmsnorm_bwd_dw(g_ptr, x_ptr, rstd_ptr, dw_ptr, N, D: tl.constexpr, SG: tl.constexpr, SX: tl.constexpr,
                   XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    cols = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)[:, None]
    cmask = cols < D
    acc = tl.zeros((XBLOCK, RBLOCK), dtype=tl.float32)
    for r0 in range(0, N, RBLOCK):
        rows = r0 + tl.arange(0, RBLOCK)[None, :]
        m = cmask & (rows < N)
        g = tl.load(g_ptr + rows * SG + cols, mask=m, other=0.0).to(tl.float32)
        x = tl.load(x_ptr + rows * SX + cols, mask=m, other=0.0).to(tl.float32)
        rs = tl.load(rstd_ptr + rows, mask=rows < N, other=0.0)
        acc += g * x * rs
    tl.store(dw_ptr + cols, tl.sum(acc, 1)[:, None].to(dw_ptr.dtype.element_ty), mask=cmask)


def _warps(rblock: int) -> int:
    return 4 if rblock <= 1024 else 8


@functools.lru_cache(maxsize=None)
def compile_peer(fn: Any, arch: str, signature: tuple, constexprs: tuple, num_warps: int) -> tuple[str, str, int]:
    """(assembly text, kernel symbol, launch-time LDS bytes) of ``fn`` compiled by Triton for ``arch``."""
    sig = dict(signature)
    for name, _ in constexprs:
        sig[name] = "constexpr"
    src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=dict(constexprs))
    k = triton.compile(src, target=GPUTarget("hip", arch, 64), options={"num_warps": num_warps})
    return k.asm["amdgcn"], k.metadata.name, int(k.metadata.shared)


def _launch(fn: Any, arch: str, grid: int, args: list, signature: dict, constexprs: dict, num_warps: int) -> Any:
    from torch_cdna import sim
    asm, name, shared = compile_peer(fn, arch, tuple(signature.items()), tuple(constexprs.items()), num_warps)
    return sim.launch(asm, name, (grid,), (64 * num_warps,), args, arch=arch, shared_mem=shared)


def _ptr(t: torch.Tensor) -> str:
    return "*" + _TL[t.dtype]


def _sig(names: str, tensors: list, scalars: dict) -> dict:
    out = {n: _ptr(t) for n, t in zip(names.split(), tensors)}
    out.update(scalars)
    return out


def peer_resources(fn: Any, arch: str, signature: dict, constexprs: dict, num_warps: int) -> dict:
    """VGPRs / SGPRs / occupancy-relevant numbers of a compiled peer (from its kernel descriptor)."""
    import re
    asm, _, shared = compile_peer(fn, arch, tuple(signature.items()), tuple(constexprs.items()), num_warps)
    vgpr = int(re.search(r"\.amdhsa_next_free_vgpr\s+(\d+)", asm).group(1))
    sgpr = int(re.search(r"\.amdhsa_next_free_sgpr\s+(\d+)", asm).group(1))
    return {"vgprs": vgpr, "sgprs": sgpr, "lds": shared}


# ---------------------------------------------------------------------------------------------- per op
def run_rmsnorm(arch: str, x: torch.Tensor, w: torch.Tensor, eps: float, out: torch.Tensor) -> list:
    n, d = x.shape
    rb = triton.next_power_of_2(d)
    sig = _sig("x_ptr w_ptr out_ptr", [x, w, out], {"eps": "fp32"})
    ce = {"D": d, "SX": x.stride(0), "SO": out.stride(0), "RBLOCK": rb}
    return [_launch(rmsnorm_fwd, arch, n, [x, w, out, eps], sig, ce, _warps(rb))]


def run_fused_add_rmsnorm(arch: str, x, r, w, eps, out, rout) -> list:
    n, d = x.shape
    rb = triton.next_power_of_2(d)
    sig = _sig("x_ptr r_ptr w_ptr out_ptr rout_ptr", [x, r, w, out, rout], {"eps": "fp32"})
    ce = {"D": d, "SX": x.stride(0), "SR": r.stride(0), "SO": out.stride(0), "SRO": rout.stride(0), "RBLOCK": rb}
    return [_launch(fused_add_rmsnorm_fwd, arch, n, [x, r, w, out, rout, eps], sig, ce, _warps(rb))]


def run_layernorm(arch: str, x, w, b, eps, out) -> list:
    n, d = x.shape
    rb = triton.next_power_of_2(d)
    sig = _sig("x_ptr w_ptr b_ptr out_ptr", [x, w, b, out], {"eps": "fp32"})
    ce = {"D": d, "SX": x.stride(0), "SO": out.stride(0), "RBLOCK": rb}
    return [_launch(layernorm_fwd, arch, n, [x, w, b, out, eps], sig, ce, _warps(rb))]


def run_rmsnorm_backward(arch: str, g, x, w, eps, dx, dw) -> list:
    n, d = x.shape
    rb = triton.next_power_of_2(d)
    rstd = torch.empty(n, dtype=torch.float32)
    sig = _sig("g_ptr x_ptr w_ptr dx_ptr rstd_ptr", [g, x, w, dx, rstd], {"eps": "fp32"})
    ce = {"D": d, "SG": g.stride(0), "SX": x.stride(0), "SD": dx.stride(0), "RBLOCK": rb}
    stats = [_launch(rmsnorm_bwd_dx, arch, n, [g, x, w, dx, rstd, eps], sig, ce, _warps(rb))]
    xb, rbk = 64, 64
    sig2 = _sig("g_ptr x_ptr rstd_ptr dw_ptr", [g, x, rstd, dw], {"N": "i32"})
    ce2 = {"D": d, "SG": g.stride(0), "SX": x.stride(0), "XBLOCK": xb, "RBLOCK": rbk}
    stats.append(_launch(rmsnorm_bwd_dw, arch, triton.cdiv(d, xb), [g, x, rstd, dw, n], sig2, ce2, 8))
    return stats


PEERS = {"rmsnorm": run_rmsnorm, "fused_add_rmsnorm": run_fused_add_rmsnorm, "layernorm": run_layernorm,
         "rmsnorm_backward": run_rmsnorm_backward}


def run_peer(op: str, arch: str, *args: Any) -> list:
    """Run the Triton peer of ``op`` on the simulator with the launcher-contract arguments; LaunchStats list."""
    return PEERS[op](arch, *args)

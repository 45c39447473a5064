"""A tuned Triton flash-attention forward (the structure of Triton's tutorial 06, written here), compiled for
gfx942/gfx950 by Triton's AMD backend and run on the simulator: the attention benchmark's Triton peer.

Structure: one program per (BLOCK_M query rows, batch x query head); Q stays in registers; K^T and V tiles of
BLOCK_N keys stream through an online softmax in base 2 (``log2(e)`` folded into the scale, so each score costs
one multiply and one ``exp2``); with ``causal``, the key blocks wholly left of the diagonal run in a loop without
any mask and only the BLOCK_M / BLOCK_N blocks on the diagonal band run the masked loop. GQA maps query head
``h`` to key/value head ``h // (H_q / H_kv)``. Besides ``out`` it writes the row log-sum-exp (natural log, fp32),
as a forward for training does (and as torch_cdna's kernel does). ``CONFIGS`` are the shapes ROCm tunes over
(BLOCK_M 128/256, BLOCK_N 64/128, ``num_warps`` 4/8, ``waves_per_eu`` 2/3, ``num_stages`` 1); autotuning cannot
run here, so a benchmark runs each and keeps the best (see docs/peers.md).

Layouts: q [B, H_q, S_q, D], k/v [B, H_kv, S_k, D], out like q, lse [B, H_q, S_q]; any strides with a unit last
dim. S_q and S_k must be multiples of the config's BLOCK_M and BLOCK_N; causal needs S_q == S_k.

Example:
    >>> import torch
    >>> from benchmarks.flash_peer import run_flash_peer
    >>> q = torch.randn(1, 2, 256, 64).to(torch.bfloat16)
    >>> k, v = (torch.randn(1, 1, 256, 64).to(torch.bfloat16) for _ in range(2))
    >>> out = torch.full_like(q, float("nan"))
    >>> stats = run_flash_peer("gfx942", q, k, v, True, "m128_n64_w4", out=out)
    >>> stats.workgroups, bool(out.isnan().any())
    (4, False)
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from typing import Any

import torch

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton's default, set to silence its warning

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

LOG2E = 1.4426950408889634


@triton.jit
def _kv_sweep(acc, row_sum, row_max, q, k_tile, v_tile, stride_kn, stride_vn, rows, lo, hi, scale2,
              BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr, ON_BAND: tl.constexpr):
    """Online softmax over key blocks [lo, hi): scores in log2 units, rescaling acc when the max moves."""
    cols = tl.arange(0, BLOCK_N)
    dims = tl.arange(0, HEAD_DIM)
    for n0 in range(lo, hi, BLOCK_N):
        n0 = tl.multiple_of(n0, BLOCK_N)
        kt = tl.load(k_tile + (n0 + cols)[None, :] * stride_kn + dims[:, None])      # [HEAD_DIM, BLOCK_N]
        s = tl.dot(q, kt)                                                            # [BLOCK_M, BLOCK_N] fp32
        if ON_BAND:
            s = tl.where(rows[:, None] >= (n0 + cols)[None, :], s * scale2, float("-inf"))
            new_max = tl.maximum(row_max, tl.max(s, 1))
            s = s - new_max[:, None]
        else:  # no mask: fold the scale into the subtraction (one FMA per score)
            new_max = tl.maximum(row_max, tl.max(s, 1) * scale2)
            s = s * scale2 - new_max[:, None]
        p = tl.math.exp2(s)
        shrink = tl.math.exp2(row_max - new_max)
        row_sum = row_sum * shrink + tl.sum(p, 1)
        vt = tl.load(v_tile + (n0 + cols)[:, None] * stride_vn + dims[None, :])      # [BLOCK_N, HEAD_DIM]
        acc = tl.dot(p.to(vt.dtype), vt, acc * shrink[:, None])
        row_max = new_max
    return acc, row_sum, row_max


@triton.jit
def flash_fwd(q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr, sm_scale,
              sqb, sqh, sqm, skb, skh, skn, svb, svh, svn, sob, soh, som, slb, slh,
              H_Q, S_K,
              GROUP: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
              CAUSAL: tl.constexpr):
    m_blk = tl.program_id(0)
    bh = tl.program_id(1)
    b = (bh // H_Q).to(tl.int64)
    h = (bh % H_Q).to(tl.int64)
    hk = h // GROUP
    rows = m_blk * BLOCK_M + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + b * sqb + h * sqh + rows[:, None] * sqm + dims[None, :])
    k_tile = k_ptr + b * skb + hk * skh
    v_tile = v_ptr + b * svb + hk * svh
    scale2 = sm_scale * 1.4426950408889634  # exp(x) = exp2(x log2 e)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    row_sum = tl.zeros([BLOCK_M], dtype=tl.float32)
    row_max = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    if CAUSAL:
        band = m_blk * BLOCK_M
        acc, row_sum, row_max = _kv_sweep(acc, row_sum, row_max, q, k_tile, v_tile, skn, svn, rows, 0, band,
                                          scale2, BLOCK_N, HEAD_DIM, False)
        acc, row_sum, row_max = _kv_sweep(acc, row_sum, row_max, q, k_tile, v_tile, skn, svn, rows, band,
                                          band + BLOCK_M, scale2, BLOCK_N, HEAD_DIM, True)
    else:
        acc, row_sum, row_max = _kv_sweep(acc, row_sum, row_max, q, k_tile, v_tile, skn, svn, rows, 0, S_K,
                                          scale2, BLOCK_N, HEAD_DIM, False)
    out = acc / row_sum[:, None]
    tl.store(o_ptr + b * sob + h * soh + rows[:, None] * som + dims[None, :], out.to(o_ptr.dtype.element_ty))
    lse = (row_max + tl.math.log2(row_sum)) * 0.6931471805599453  # back to natural log
    tl.store(lse_ptr + b * slb + h * slh + rows, lse)


@dataclass(frozen=True)
class FlashConfig:
    """One tuning point: tile sizes and the HIP launch options Triton's ROCm tuning space varies."""

    block_m: int
    block_n: int
    num_warps: int
    waves_per_eu: int
    num_stages: int = 1


CONFIGS: dict[str, FlashConfig] = {
    "m128_n64_w4": FlashConfig(128, 64, 4, 2),
    "m128_n64_w4_e3": FlashConfig(128, 64, 4, 3),
    "m128_n128_w8": FlashConfig(128, 128, 8, 2),
    "m256_n64_w8": FlashConfig(256, 64, 8, 2),
    "m256_n128_w8": FlashConfig(256, 128, 8, 2),
}
DEFAULT = "m128_n64_w4"

_TL = {torch.bfloat16: "bf16", torch.float16: "fp16"}
_INTS = ("sqb", "sqh", "sqm", "skb", "skh", "skn", "svb", "svh", "svn", "sob", "soh", "som", "slb", "slh",
         "H_Q", "S_K")


@functools.lru_cache(maxsize=None)
def compile_flash(arch: str, dtype: str, head_dim: int, group: int, causal: bool, config: str,
                  divisible: tuple[str, ...]) -> Any:
    """Triton ``CompiledKernel`` of ``flash_fwd`` for ``arch``; ``divisible``: the integer arguments that are
    multiples of 16, given ``tt.divisibility`` 16 as Triton's launcher would (all pointers are 16-aligned)."""
    c = CONFIGS[config]
    names = ["q_ptr", "k_ptr", "v_ptr", "o_ptr", "lse_ptr", "sm_scale", *_INTS]
    sig = {"q_ptr": f"*{dtype}", "k_ptr": f"*{dtype}", "v_ptr": f"*{dtype}", "o_ptr": f"*{dtype}",
           "lse_ptr": "*fp32", "sm_scale": "fp32", **{n: "i32" for n in _INTS}}
    consts = {"GROUP": group, "HEAD_DIM": head_dim, "BLOCK_M": c.block_m, "BLOCK_N": c.block_n, "CAUSAL": causal}
    sig.update({n: "constexpr" for n in consts})
    attrs = {(i,): [("tt.divisibility", 16)] for i, n in enumerate(names) if n.endswith("_ptr") or n in divisible}
    src = triton.compiler.ASTSource(fn=flash_fwd, signature=sig, constexprs=consts, attrs=attrs)
    opts = {"num_warps": c.num_warps, "num_stages": c.num_stages, "waves_per_eu": c.waves_per_eu}
    return triton.compile(src, target=GPUTarget("hip", arch, 64), options=opts)


def _check(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool, c: FlashConfig) -> None:
    if q.dim() != 4 or k.shape != v.shape or k.dim() != 4:
        raise ValueError(f"flash peer: q [B,H_q,S_q,D], k and v [B,H_kv,S_k,D]; got {tuple(q.shape)}, "
                         f"{tuple(k.shape)}, {tuple(v.shape)}")
    if q.dtype not in _TL or k.dtype != q.dtype or v.dtype != q.dtype:
        raise ValueError(f"flash peer: q, k, v must share dtype bf16 or fp16; got {q.dtype}, {k.dtype}, {v.dtype}")
    if q.shape[1] % k.shape[1]:
        raise ValueError(f"flash peer: H_q={q.shape[1]} must be a multiple of H_kv={k.shape[1]}")
    if q.shape[2] % c.block_m or k.shape[2] % c.block_n:
        raise ValueError(f"flash peer: S_q={q.shape[2]} must be a multiple of BLOCK_M={c.block_m} and "
                         f"S_k={k.shape[2]} of BLOCK_N={c.block_n}; pick another config")
    if causal and q.shape[2] != k.shape[2]:
        raise ValueError(f"flash peer: causal needs S_q == S_k; got {q.shape[2]} and {k.shape[2]}")
    for name, t in (("q", q), ("k", k), ("v", v)):
        if t.stride(-1) != 1:
            raise ValueError(f"flash peer: {name} needs a unit stride in its last dim (.contiguous())")


def run_flash_peer(arch: str, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool,
                   config: str = DEFAULT, *, out: torch.Tensor | None = None, lse: torch.Tensor | None = None,
                   sm_scale: float | None = None) -> Any:
    """Run the flash-attention forward peer on the simulator; returns its LaunchStats. ``out`` (like q) and
    ``lse`` ([B, H_q, S_q] fp32) receive the results (NaN-filled ones are made when not given);
    ``sm_scale`` defaults to D**-0.5.

    Example:
        >>> import torch
        >>> q = k = v = torch.randn(1, 1, 128, 64).to(torch.bfloat16)
        >>> run_flash_peer("gfx942", q, k, v, False, "m128_n64_w4").waves
        4
    """
    from torch_cdna import sim
    if config not in CONFIGS:
        raise KeyError(f"flash peer: unknown config {config!r}; known: {sorted(CONFIGS)}")
    c = CONFIGS[config]
    _check(q, k, v, causal, c)
    b, hq, sq, d = q.shape
    out = torch.full_like(q, float("nan")) if out is None else out
    lse = torch.full((b, hq, sq), float("nan"), dtype=torch.float32) if lse is None else lse
    scale = d ** -0.5 if sm_scale is None else sm_scale
    ints = dict(zip(_INTS, [*q.stride()[:3], *k.stride()[:3], *v.stride()[:3], *out.stride()[:3],
                            *lse.stride()[:2], hq, k.shape[2]]))
    divisible = tuple(n for n, val in ints.items() if val % 16 == 0)
    ck = compile_flash(arch, _TL[q.dtype], d, hq // k.shape[1], bool(causal), config, divisible)
    args = [q, k, v, out, lse, scale, *ints.values()]
    return sim.launch(ck, grid=(sq // c.block_m, b * hq), args=args, arch=arch)


def reference(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool,
              sm_scale: float | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """float64 attention output and natural-log row log-sum-exp (GQA by repeating k/v heads).

    Example:
        >>> q = torch.randn(1, 2, 4, 8); kv = torch.randn(1, 1, 4, 8)
        >>> o, l = reference(q, kv, kv, True)
        >>> tuple(o.shape), tuple(l.shape)
        ((1, 2, 4, 8), (1, 2, 4))
    """
    g = q.shape[1] // k.shape[1]
    qd, kd, vd = q.double(), k.double().repeat_interleave(g, 1), v.double().repeat_interleave(g, 1)
    s = qd @ kd.transpose(-1, -2) * (q.shape[-1] ** -0.5 if sm_scale is None else sm_scale)
    if causal:
        s = s.masked_fill(torch.ones(s.shape[-2:], dtype=torch.bool).triu(1), float("-inf"))
    return torch.softmax(s, -1) @ vd, torch.logsumexp(s, -1)


def flops(q: torch.Tensor, k: torch.Tensor, causal: bool) -> float:
    """Matmul FLOPs of the forward (4 B H_q S_q S_k D, halved when causal), the figure TFLOPs are quoted in."""
    b, h, sq, d = q.shape
    return 4 * b * h * sq * k.shape[2] * d / (2 if causal else 1)


__all__ = ["CONFIGS", "DEFAULT", "FlashConfig", "compile_flash", "flops", "reference", "run_flash_peer"]

"""``cdna::fused_moe`` with fp8 block-scale weights (DeepSeek-V3 / AITER / vLLM "w8a8 block 128x128"): the checks,
the reference and the kernel-path composition; ``ops/moe.py`` routes a call here when ``w13_scale`` is given.

Definition (vLLM's ``fused_experts(..., use_fp8_w8a8=True, block_shape=[128, 128])``):

- w13 [E, 2I, H] and w2 [E, H, I] hold fp8 e4m3 codes (``float8_e4m3fnuz`` on gfx942, ``float8_e4m3fn`` on
  gfx950; the reference takes either), one fp32 scale per 128 x 128 block: ``w13_scale`` [E, ceil(2I/128),
  ceil(H/128)], ``w2_scale`` [E, ceil(H/128), ceil(I/128)]; a weight's value is ``code * scale[e, n // 128,
  k // 128]``.
- Activations are quantised dynamically per token and 128-wide group of the reduction dim to the weights'
  fp8 dtype: ``s = max(amax / fmax, 1e-10 / fmax)`` (vLLM's ``max(amax, 1e-10) / fmax``), ``q = (v * (1 /
  s)).clamp(-fmax, fmax)`` rounded to nearest even, with ``fmax`` = 224 for e4m3fnuz (vLLM's choice on ROCm)
  and 448 for e4m3fn. ``cdna::quantize_fp8``'s per-token kernel does this on rows of 128 (its reciprocal then
  product, where vLLM divides: the two differ in the last bit of the quotient in rare cases, which can move a
  code by one step).
- Per routed (token, slot) with expert e: ``h = dequant(q(x)) @ dequant(w13[e])^T`` (fp32 accumulation, each K
  block's products scaled before they are summed), ``act = act(gate) * up`` rounded to x's dtype, ``y =
  dequant(q(act)) @ dequant(w2[e])^T``; ``out[t] = sum_j topk_weights[t, j] * y`` in fp32, rounded once to
  x's dtype (vLLM rounds each slot's y to x's dtype before its sum; here only the sum is rounded).

Inference only: a gradient through it raises naming the op. Kernel path: ``cdna::quantize_fp8``'s kernel
(x, then act), the gated fp8 grouped GEMM (``kernels/moe_fp8.py``, the activation in its epilogue) and the
weighted one; the kernels need ``I % 32 == 0`` (the up rows' scale blocks, ``kernels/moe_fp8.py``).

Example:
    >>> import torch
    >>> q, s = group_quant(torch.tensor([[1.0, -448.0, 2.0]]), torch.float8_e4m3fn)
    >>> q.float().tolist(), s.tolist()
    ([[1.0, -448.0, 2.0]], [[1.0]])
"""

from __future__ import annotations

from typing import Any

import torch

from ..errors import MissingKernel
from . import _checks as C
from ._layout import output

BLOCK = 128
EPS = 1e-10                      # vLLM's floor on a group's amax
FP8_WEIGHTS = (torch.float8_e4m3fnuz, torch.float8_e4m3fn)
ARCH_WEIGHTS = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def fmax(dtype: torch.dtype) -> float:
    """The activations' clamp: 224 for e4m3fnuz (vLLM on ROCm), the format's largest value otherwise.

    >>> fmax(torch.float8_e4m3fnuz), fmax(torch.float8_e4m3fn)
    (224.0, 448.0)
    """
    return 224.0 if dtype == torch.float8_e4m3fnuz else float(torch.finfo(dtype).max)


def _padded_groups(x: torch.Tensor) -> torch.Tensor:
    """x [R, K] as [R, ceil(K/128), 128] (a zero-padded copy unless K % 128 == 0 and x is contiguous)."""
    r, k = x.shape
    kp = _cdiv(k, BLOCK) * BLOCK
    if kp != k or not x.is_contiguous():
        p = x.new_zeros(r, kp)
        p[:, :k] = x
        x = p
    return x.view(r, kp // BLOCK, BLOCK)


def group_quant(x: torch.Tensor, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """(q [R, K] fp8, s [R, ceil(K/128)] fp32): x [R, K] quantised per row and 128-wide group (module
    docstring), in torch ops."""
    r, k = x.shape
    g = _padded_groups(x).float()
    top = fmax(dtype)
    s = torch.clamp_min(g.abs().amax(-1) / top, EPS / top) if g.numel() else g.new_zeros(r, g.shape[1])
    inv = torch.ones((), dtype=torch.float32, device=x.device) / s
    q = (g * inv[..., None]).clamp(-top, top).to(dtype)
    return q.reshape(r, g.shape[1] * BLOCK)[:, :k].contiguous(), s


def group_quant_kernel(x: torch.Tensor, dtype: torch.dtype, arch: str) -> tuple[torch.Tensor, torch.Tensor]:
    """``group_quant`` by ``cdna::quantize_fp8``'s per-token kernel over rows of 128 (x [R, K] -> q [R,
    128 ceil(K/128)] with zeros past K, s [R, ceil(K/128)])."""
    from .kernels.quantize import launch_quantize_fp8
    g = _padded_groups(x)
    r, n = g.shape[:2]
    q = torch.empty(r * n, BLOCK, dtype=dtype, device=x.device)
    s = torch.empty(r * n, dtype=torch.float32, device=x.device)
    top = fmax(dtype)
    launch_quantize_fp8(g.view(r * n, BLOCK), None, "token", q, s, top, EPS / top, arch=arch)
    return q.view(r, n * BLOCK), s.view(r, n)


def dequant_weight(w: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    """w [E, N, K] fp8 codes times their 128 x 128 block scales, float64."""
    n, k = w.shape[1:]
    s = scale.double().repeat_interleave(BLOCK, 1)[:, :n].repeat_interleave(BLOCK, 2)[:, :, :k]
    return w.double() * s


def _dequant_rows(q: torch.Tensor, s: torch.Tensor) -> torch.Tensor:
    return q.double() * s.double().repeat_interleave(BLOCK, 1)[:, :q.shape[1]]


# ---------------------------------------------------------------------------------------------- checks
def check(op: str, x: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor, w13_scale: Any, w2_scale: Any) -> None:
    """The fp8 form's dtypes and scale shapes (the shapes of x, w13, w2 are checked by the caller)."""
    for name, t in (("w13", w13), ("w2", w2)):
        if t.dtype not in FP8_WEIGHTS:
            raise TypeError(f"cdna::{op}: with w13_scale/w2_scale, {name} must be fp8 e4m3 codes (float8_e4m3fnuz "
                            f"on gfx942, float8_e4m3fn on gfx950); got {t.dtype}")
        C.check_device(op, name, t, "x", x)
    if w2.dtype != w13.dtype:
        raise TypeError(f"cdna::{op}: w13 ({w13.dtype}) and w2 ({w2.dtype}) must have one fp8 dtype")
    e, two_i, h = w13.shape
    want = {"w13_scale": (e, _cdiv(two_i, BLOCK), _cdiv(h, BLOCK)),
            "w2_scale": (e, _cdiv(h, BLOCK), _cdiv(two_i // 2, BLOCK))}
    for name, t in (("w13_scale", w13_scale), ("w2_scale", w2_scale)):
        if not isinstance(t, torch.Tensor) or t.dtype != torch.float32:
            got = t.dtype if isinstance(t, torch.Tensor) else type(t).__name__
            raise TypeError(f"cdna::{op}: fp8 weights need {name} as a float32 tensor of 128x128 block scales; "
                            f"got {got}")
        C.check_device(op, name, t, "x", x)
        if tuple(t.shape) != want[name]:
            raise ValueError(f"cdna::{op}: {name} must be [E, ceil(rows/128), ceil(cols/128)] = "
                             f"{list(want[name])} for w13 {list(w13.shape)} and w2 {list(w2.shape)}; got "
                             f"{list(t.shape)}")


def kernel_check(arch: str, w13: torch.Tensor) -> None:
    """MissingKernel unless the kernels cover these fp8 weights on ``arch``."""
    want = ARCH_WEIGHTS.get(arch)
    if w13.dtype != want:
        raise MissingKernel(f"cdna::fused_moe: fp8 weights of {w13.dtype} have no kernel on {arch} (its MFMAs "
                            f"read {want}); convert the codes (and scales), or set TORCH_CDNA_OPS_IMPL=reference")
    if (w13.shape[1] // 2) % 32:
        raise MissingKernel(f"cdna::fused_moe: the fp8 kernels need the intermediate size I = w13.shape[1] / 2 "
                            f"to be a multiple of 32; got I = {w13.shape[1] // 2}. Pad w13's gate and up rows "
                            f"and w2's columns with zeros, or set TORCH_CDNA_OPS_IMPL=reference")


# ---------------------------------------------------------------------------------------------- reference
def reference(x, w13, w2, topk_weights, topk_ids, activation, w13_scale, w2_scale, gated) -> torch.Tensor:
    """The module docstring's definition in float64 (the activations quantised by ``group_quant``);
    ``gated(h, activation)`` is ``moe._gated``."""
    t, k = topk_ids.shape
    xd = _dequant_rows(*group_quant(x, w13.dtype))
    w13d, w2d = dequant_weight(w13, w13_scale), dequant_weight(w2, w2_scale)
    flat = topk_ids.reshape(-1).long()
    wts = topk_weights.reshape(-1).double()
    out = torch.zeros(t * k, x.shape[1], dtype=torch.float64, device=x.device)
    for ex in range(w13.shape[0]):
        rr = (flat == ex).nonzero().flatten()
        if rr.numel():
            act = gated(xd[rr // k] @ w13d[ex].t(), activation).to(x.dtype)
            y = _dequant_rows(*group_quant(act, w13.dtype)) @ w2d[ex].t()
            out[rr] = y * wts[rr, None]
    return out.view(t, k, x.shape[1]).sum(1).to(x.dtype)


def kernels(x, w13, w2, topk_weights, topk_ids, activation, w13_scale, w2_scale, block_m: int) -> torch.Tensor:
    """The kernel path (module docstring): quantise x, gated fp8 grouped GEMM, quantise act, weighted one."""
    from .kernels.moe_fp8 import launch_grouped_fp8
    from .quantize import arch_of
    t, k = topk_ids.shape
    arch = arch_of(x)   # the ROCm device's, else the configured (simulated) one
    s, eids, npad = torch.ops.cdna.moe_align(topk_ids, w13.shape[0], block_m)
    xq, xs = group_quant_kernel(x, w13.dtype, arch)
    i = w13.shape[1] // 2
    act = output((t * k, i), x)   # rows no position names stay unset: GEMM 2 reads only the named ones
    launch_grouped_fp8(xq, xs, w13, w13_scale, s, eids, npad, k, None, act, activation)
    aq, as_ = group_quant_kernel(act, w13.dtype, arch)
    y = torch.zeros(t * k, x.shape[1], dtype=torch.float32, device=x.device)
    launch_grouped_fp8(aq, as_, w2, w2_scale, s, eids, npad, 1, topk_weights.reshape(-1).float().contiguous(), y)
    return y.view(t, k, x.shape[1]).sum(1).to(x.dtype)

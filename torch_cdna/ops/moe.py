"""MoE expert ops: ``cdna::moe_align`` (sort and pad token ids per expert block), ``cdna::grouped_gemm`` (one
GEMM per expert over gathered rows) and ``cdna::fused_moe`` (the experts of a MoE layer), as vLLM and AITER
define them, with ``cdna::fused_moe_backward`` for training.

Schemas::

    moe_align(Tensor topk_ids, int num_experts, int block_m)
        -> (Tensor sorted_token_ids, Tensor expert_ids, Tensor num_tokens_post_pad)
    grouped_gemm(Tensor a, Tensor w, Tensor sorted_token_ids, Tensor expert_ids, *,
                 Tensor? num_tokens_post_pad=None, int topk=1, Tensor? row_weights=None,
                 ScalarType? out_dtype=None) -> Tensor
    fused_moe(Tensor x, Tensor w13, Tensor w2, Tensor topk_weights, Tensor topk_ids, *,
              str activation="silu", Tensor? w13_scale=None, Tensor? w2_scale=None) -> Tensor
    fused_moe_backward(Tensor grad, Tensor x, Tensor w13, Tensor w2, Tensor topk_weights, Tensor topk_ids, *,
                       str activation="silu") -> (Tensor dx, Tensor dw13, Tensor dw2, Tensor dtopk_weights)

``moe_align`` (vLLM's ``moe_align_block_size``): ``topk_ids`` [T, k] (any int dtype, any shape: flattened to
``n = T * k`` entries) names each (token, slot)'s expert. ``sorted_token_ids`` (int32) lists the flat
positions ``0..n-1`` grouped by expert (experts ascending, positions ascending within one), each expert's
group padded to a multiple of ``block_m`` with the sentinel ``n``; ``expert_ids`` (int32) gives each
``block_m`` block's expert; ``num_tokens_post_pad`` (int32 [1]) the padded total. The buffers have the
worst-case size (shapes must not depend on values): ``n + min(n, E) * (block_m - 1)`` rounded up to
``block_m``; blocks past the total hold the sentinel and expert -1. Ids outside ``0..E-1`` (expert
parallelism's tokens of another rank) are left out: their positions appear nowhere.

``grouped_gemm``: a [M, K] (bf16/fp16; fp32/fp64 run the reference only), w [E, N, K] (the ``nn.Linear``
layout per expert, e.g. ``w13`` [E, 2I, H]; ``w.transpose(1, 2)`` of an [E, K, N] tensor is read in place),
out [M * topk, N] (``out_dtype``, default a's): for every sorted position p with ``r = sorted_token_ids[p] <
M * topk`` and ``e = expert_ids[p // block_m]`` in 0..E-1, ``out[r] = a[r // topk] @ w[e].T`` (times
``row_weights[r]``, fp32 [M * topk], when given), accumulated in fp32 and rounded once; rows no position names
are 0 (so each row must be named at most once, as moe_align's output does). ``block_m =
len(sorted_token_ids) // len(expert_ids)``; the kernel takes multiples of 16. ``num_tokens_post_pad`` (None:
every position) lets the kernel skip the padding blocks.

``fused_moe``: x [T, H], w13 [E, 2I, H] ([gate | up] rows, Mixtral/Qwen-MoE's ``gate_up_proj``), w2 [E, H, I]
(``down_proj``), topk_weights [T, k] (any float dtype), topk_ids [T, k] (ints; outside 0..E-1: no
contribution); ``out[t] = sum_j topk_weights[t, j] * w2[e] @ act(w13[e] @ x[t])`` with e = topk_ids[t, j] and
act the gated activation of ``[gate | up]`` (``ACTIVATIONS``: silu, gelu, gelu_tanh) of the fp32 h, rounded once to
x's dtype. Kernel path (``fused_moe_kernels``, the launcher kernels/moe.py registers): moe_align, the gated
grouped GEMM (the w13 tile of an output block holds the gate rows and the matching up rows, so the epilogue
writes ``act(gate) * up`` [T * k, I] straight from the fp32 accumulators: no h in memory, no separate
activation launch), the grouped GEMM on w2 with the routing weight applied in its epilogue (fp32 out), and the
sum over the k slots in fp32, rounded once to x's dtype. fp8 weights (``w13_scale``/``w2_scale``: 128 x 128
block scales, activations quantised per token and 128-group; inference only): ``ops/moe_fp8.py``.

Gradients (``fused_moe_backward``, a composition of cdna ops on the kernel path, which recomputes h with
grouped_gemm, rounded to x's dtype, and a from it with the activation op): with a = act(h), h = x W13^T per
routed row, y = a W2^T (unweighted): ``dtopk_weights = <grad[t], y>``; ``da = topk_weight * grad @ W2``
(grouped_gemm on ``w2.transpose(1, 2)``); ``dh`` = the activation's backward op; ``dx = sum_j dh @ W13``
(grouped_gemm on ``w13.transpose(1, 2)``, fp32, summed over k); ``dW2[e] = (topk_weight * grad)^T a`` and
``dW13[e] = dh^T x`` over expert e's rows (both in one launch each, kernels/moe_dw.py: the rows gathered into
moe_align's sorted order, each expert's segment reduced by its workgroups; no host sync). grad is rounded to
x's dtype before the GEMMs, as ``cdna::gemm``'s backward does.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> with _config.override(ops_impl="reference"):
    ...     s, e, n = torch.ops.cdna.moe_align(torch.tensor([[1, 0], [1, 2]]), 3, 2)
    >>> s.tolist(), e.tolist(), n.tolist()
    ([1, 4, 0, 2, 3, 4, 4, 4], [0, 1, 2, -1], [6])
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from . import moe_fp8 as F8
from ._no_grad import refuse_gradients
from ._registry import Autograd, OpDef, define
from .gemm import OUT_DTYPES

ALIGN, GG, FUSED, FUSED_BWD = "moe_align", "grouped_gemm", "fused_moe", "fused_moe_backward"
INT_DTYPES = (torch.int32, torch.int64)
# gated activation name -> (the cdna op on [..., 2I] = [gate | up], its extra arguments); the same names as
# torch_cdna.nn.patch's activation probe
ACTIVATIONS: dict[str, tuple[str, tuple]] = {
    "silu": ("silu_and_mul", ()), "gelu": ("gelu_and_mul", ("none",)), "gelu_tanh": ("gelu_and_mul", ("tanh",)),
}


def capacity(n: int, num_experts: int, block_m: int) -> int:
    """Length of moe_align's ``sorted_token_ids`` for ``n`` ids: each non-empty expert (at most min(n, E))
    pads by at most ``block_m - 1``; rounded up to ``block_m``.

    Example:
        >>> capacity(16, 4, 32)
        160
    """
    total = n + min(n, num_experts) * (block_m - 1)
    return -(-total // block_m) * block_m


def block_for(rows: int, num_experts: int, fp8: bool = False) -> int:
    """fused_moe's ``block_m``: the smallest kernel tile (16 (bf16/fp16; not ``fp8``: the block-scale tiles
    start at 32), 32, 64, 128 rows) that holds the mean rows per expert (small blocks waste less padding on
    decode-sized batches).

    Example:
        >>> [block_for(rows, 8) for rows in (8, 128, 256, 512, 1024)], block_for(8, 8, fp8=True)
        ([16, 16, 32, 64, 128], 32)
    """
    mean = rows / max(num_experts, 1)
    return 16 if mean <= 16 and not fp8 else 32 if mean <= 32 else 64 if mean <= 64 else 128


# ---------------------------------------------------------------------------------------------- moe_align
def check_moe_align(topk_ids: torch.Tensor, num_experts: int, block_m: int) -> None:
    if not isinstance(topk_ids, torch.Tensor):
        raise TypeError(f"cdna::{ALIGN}: topk_ids must be a Tensor (the router's int32/int64 expert ids); got "
                        f"{'None' if topk_ids is None else type(topk_ids).__name__}")
    if topk_ids.dtype not in INT_DTYPES:
        raise TypeError(f"cdna::{ALIGN}: topk_ids must be an int32 or int64 tensor (the router's expert ids); "
                        f"got {topk_ids.dtype}")
    if num_experts < 1:
        raise ValueError(f"cdna::{ALIGN}: num_experts={num_experts} must be >= 1")
    if block_m < 1:
        raise ValueError(f"cdna::{ALIGN}: block_m={block_m} must be >= 1 (the kernels take multiples of 16)")


def moe_align_reference(topk_ids: torch.Tensor, num_experts: int, block_m: int
                        ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """A counting sort in torch ops, no host sync (also the kernel path's launcher: see kernels/moe.py)."""
    if topk_ids.is_meta:
        return moe_align_fake(topk_ids, num_experts, block_m)
    flat = topk_ids.reshape(-1).long()
    n, dev = flat.numel(), flat.device
    cap = capacity(n, num_experts, block_m)
    key = torch.where((flat >= 0) & (flat < num_experts), flat, num_experts)   # left-out ids sort last
    counts = torch.bincount(key, minlength=num_experts + 1)
    padded = (counts[:num_experts] + block_m - 1) // block_m * block_m
    ends = torch.cumsum(padded, 0)
    starts = torch.cat((ends.new_zeros(1), ends))          # [E + 1]: the left-out ids start at the total
    first = torch.cumsum(counts, 0) - counts               # each key's first rank in the sorted order
    order = torch.sort(key, stable=True).indices
    skey = key[order]
    dest = starts[skey] + torch.arange(n, device=dev) - first[skey]
    dest = torch.where(skey < num_experts, dest, cap)      # left out: the spare slot past the end
    sorted_ids = torch.full((cap + 1,), n, dtype=torch.int32, device=dev)
    sorted_ids.scatter_(0, dest, order.to(torch.int32))
    block_start = torch.arange(cap // block_m, device=dev) * block_m
    expert_ids = torch.searchsorted(ends, block_start, right=True)
    expert_ids = torch.where(expert_ids < num_experts, expert_ids, -1).to(torch.int32)
    return sorted_ids[:cap].clone(), expert_ids, ends[-1:].to(torch.int32)


def moe_align_fake(topk_ids, num_experts, block_m):
    check_moe_align(topk_ids, num_experts, block_m)
    cap = capacity(topk_ids.numel(), num_experts, block_m)
    new = lambda *s: topk_ids.new_empty(s, dtype=torch.int32)  # noqa: E731
    return new(cap), new(cap // block_m), new(1)


def moe_align_launch(launcher, topk_ids, num_experts, block_m):
    return launcher(topk_ids, num_experts, block_m)


define(OpDef(ALIGN, "moe_align(Tensor topk_ids, int num_experts, int block_m) -> "
                    "(Tensor sorted_token_ids, Tensor expert_ids, Tensor num_tokens_post_pad)",
             check_moe_align, moe_align_reference, moe_align_fake, moe_align_launch))
refuse_gradients(ALIGN, in_place=False)


# ---------------------------------------------------------------------------------------------- grouped_gemm
def _check_index(op: str, name: str, t: Any, ref: torch.Tensor) -> None:
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"cdna::{op}: {name} must be a Tensor (1-D int32, as cdna::moe_align returns it); got "
                        f"{'None' if t is None else type(t).__name__}")
    if t.dtype != torch.int32 or t.dim() != 1:
        raise TypeError(f"cdna::{op}: {name} must be a 1-D int32 tensor (as cdna::moe_align returns it); got "
                        f"{t.dtype} {tuple(t.shape)}")
    C.check_device(op, name, t, "a", ref)


def check_grouped_gemm(a: torch.Tensor, w: torch.Tensor, sorted_token_ids: torch.Tensor,
                       expert_ids: torch.Tensor, *, num_tokens_post_pad: torch.Tensor | None = None, topk: int = 1,
                       row_weights: torch.Tensor | None = None, out_dtype: torch.dtype | None = None) -> None:
    op = GG
    C.check_float(op, "a", a)
    C.check_float(op, "w", w)
    C.check_same_dtype(op, "w", w, "a", a)
    C.check_device(op, "w", w, "a", a)
    if a.dim() != 2 or w.dim() != 3:
        raise ValueError(f"cdna::{op}: a must be [M, K] and w [E, N, K]; got shapes {tuple(a.shape)} and "
                         f"{tuple(w.shape)}")
    if w.shape[2] != a.shape[1]:
        raise ValueError(f"cdna::{op}: w [E, N, K] = {tuple(w.shape)} and a [M, K] = {tuple(a.shape)} disagree on "
                         f"K (for a [E, K, N] weight pass w.transpose(1, 2))")
    _check_index(op, "sorted_token_ids", sorted_token_ids, a)
    _check_index(op, "expert_ids", expert_ids, a)
    if (sorted_token_ids.numel() % expert_ids.numel() if expert_ids.numel() else sorted_token_ids.numel()):
        raise ValueError(f"cdna::{op}: len(sorted_token_ids) = {sorted_token_ids.numel()} must be a multiple of "
                         f"len(expert_ids) = {expert_ids.numel()} (block_m rows per expert id)")
    if num_tokens_post_pad is not None:
        _check_index(op, "num_tokens_post_pad", num_tokens_post_pad, a)
        if num_tokens_post_pad.numel() != 1:
            raise ValueError(f"cdna::{op}: num_tokens_post_pad must have one element; got "
                             f"{tuple(num_tokens_post_pad.shape)}")
    if topk < 1:
        raise ValueError(f"cdna::{op}: topk={topk} must be >= 1 (out has M * topk rows; row r reads a[r // topk])")
    if row_weights is not None:
        C.check_float(op, "row_weights", row_weights)
        C.check_device(op, "row_weights", row_weights, "a", a)
        if row_weights.dim() != 1 or row_weights.shape[0] != a.shape[0] * topk:
            raise ValueError(f"cdna::{op}: row_weights must have shape [M * topk] = [{a.shape[0] * topk}]; got "
                             f"{tuple(row_weights.shape)}")
    if out_dtype is not None and out_dtype not in OUT_DTYPES:
        raise TypeError(f"cdna::{op}: out_dtype is {out_dtype}; allowed: None (a's dtype), torch.bfloat16, "
                        f"torch.float16, torch.float32")


def grouped_gemm_reference(a, w, sorted_token_ids, expert_ids, *, num_tokens_post_pad=None, topk=1,
                           row_weights=None, out_dtype=None):
    if a.is_meta or expert_ids.numel() == 0:
        return torch.zeros((a.shape[0] * topk, w.shape[1]), dtype=out_dtype or a.dtype, device=a.device)
    acc = torch.float64 if a.dtype == torch.float64 else torch.float32
    rows, num_experts = a.shape[0] * topk, w.shape[0]
    block_m = sorted_token_ids.numel() // expert_ids.numel()
    r = sorted_token_ids.long()
    e = expert_ids.long().repeat_interleave(block_m)
    live = (r >= 0) & (r < rows) & (e >= 0) & (e < num_experts)   # others: padding, no row
    if num_tokens_post_pad is not None:
        live &= torch.arange(r.numel(), device=r.device) < num_tokens_post_pad.long()
    out = torch.zeros(rows + 1, w.shape[1], dtype=acc, device=a.device)   # the last row takes the dead ones
    for ex in range(num_experts):   # eager by nature: the reference is never traced (the fake is)
        sel = live & (e == ex)
        rr = r[sel]
        if rr.numel():
            y = a[rr // topk].to(acc) @ w[ex].to(acc).t()
            if row_weights is not None:
                y = y * row_weights[rr].to(acc)[:, None]
            out[rr] = y
    return out[:rows].to(out_dtype or a.dtype)


def grouped_gemm_fake(a, w, sorted_token_ids, expert_ids, *, num_tokens_post_pad=None, topk=1, row_weights=None,
                      out_dtype=None):
    check_grouped_gemm(a, w, sorted_token_ids, expert_ids, num_tokens_post_pad=num_tokens_post_pad,
                       topk=topk, row_weights=row_weights, out_dtype=out_dtype)
    return a.new_empty((a.shape[0] * topk, w.shape[1]), dtype=out_dtype or a.dtype)


def grouped_gemm_launch(launcher, a, w, sorted_token_ids, expert_ids, *, num_tokens_post_pad=None, topk=1,
                        row_weights=None, out_dtype=None):
    # rows no position names are 0 by definition: a zeroed buffer (NaN poisoning cannot apply to them)
    out = torch.zeros((a.shape[0] * topk, w.shape[1]), dtype=out_dtype or a.dtype, device=a.device)
    if num_tokens_post_pad is None:
        num_tokens_post_pad = torch.full((1,), sorted_token_ids.numel(), dtype=torch.int32, device=a.device)
    if a.stride(-1) != 1:
        a = a.contiguous()
    if row_weights is not None:
        row_weights = row_weights.float().contiguous()
    launcher(a, w, sorted_token_ids.contiguous(), expert_ids.contiguous(), num_tokens_post_pad.contiguous(), topk,
             row_weights, out)
    return out


def grouped_gemm_kernel_check(arch: str, a, w, sorted_token_ids, expert_ids, *rest: Any) -> None:
    from ..errors import MissingKernel
    block_m = sorted_token_ids.numel() // max(expert_ids.numel(), 1)
    if block_m % 16 and expert_ids.numel():
        raise MissingKernel(f"cdna::{GG}: no kernel on arch {arch} for block_m={block_m} (len(sorted_token_ids) / "
                            f"len(expert_ids)): the kernels take multiples of 16. Align with block_m=16, 32, 64 "
                            f"or 128, or set TORCH_CDNA_OPS_IMPL=reference")


define(OpDef(GG, "grouped_gemm(Tensor a, Tensor w, Tensor sorted_token_ids, Tensor expert_ids, "
                 "*, Tensor? num_tokens_post_pad=None, int topk=1, Tensor? row_weights=None, "
                 "ScalarType? out_dtype=None) -> Tensor",
             check_grouped_gemm, grouped_gemm_reference, grouped_gemm_fake, grouped_gemm_launch,
             kernel_check=grouped_gemm_kernel_check))
refuse_gradients(GG, in_place=False)   # fused_moe carries the gradients (fused_moe_backward)


# ---------------------------------------------------------------------------------------------- fused_moe
def check_fused_moe(x: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor, topk_weights: torch.Tensor,
                    topk_ids: torch.Tensor, *, activation: str = "silu", w13_scale: torch.Tensor | None = None,
                    w2_scale: torch.Tensor | None = None, op: str = FUSED) -> None:
    C.check_float(op, "x", x)
    fp8 = w13_scale is not None or w2_scale is not None
    for name, t in (("w13", w13), ("w2", w2)):
        if not fp8 or not isinstance(t, torch.Tensor):
            C.check_float(op, name, t)
            C.check_same_dtype(op, name, t, "x", x)
            C.check_device(op, name, t, "x", x)
    C.check_float(op, "topk_weights", topk_weights)
    C.check_device(op, "topk_weights", topk_weights, "x", x)
    if not isinstance(topk_ids, torch.Tensor):
        raise TypeError(f"cdna::{op}: topk_ids must be a Tensor (int32 or int64 expert ids); got "
                        f"{'None' if topk_ids is None else type(topk_ids).__name__}")
    if topk_ids.dtype not in INT_DTYPES:
        raise TypeError(f"cdna::{op}: topk_ids must be an int32 or int64 tensor; got {topk_ids.dtype}")
    C.check_device(op, "topk_ids", topk_ids, "x", x)
    C.check_choice(op, "activation", activation, tuple(ACTIVATIONS))
    if x.dim() != 2 or w13.dim() != 3 or w2.dim() != 3:
        raise ValueError(f"cdna::{op}: x must be [T, H], w13 [E, 2I, H] and w2 [E, H, I]; got shapes "
                         f"{tuple(x.shape)}, {tuple(w13.shape)}, {tuple(w2.shape)}")
    e, two_i, h = w13.shape
    if h != x.shape[1] or two_i % 2 or tuple(w2.shape) != (e, h, two_i // 2):
        raise ValueError(f"cdna::{op}: w13 {tuple(w13.shape)} must be [E, 2I, H] and w2 {tuple(w2.shape)} [E, H, I] "
                         f"with H = x.shape[1] = {x.shape[1]}")
    if topk_ids.dim() != 2 or topk_ids.shape[0] != x.shape[0] or tuple(topk_weights.shape) != tuple(topk_ids.shape):
        raise ValueError(f"cdna::{op}: topk_ids {tuple(topk_ids.shape)} and topk_weights "
                         f"{tuple(topk_weights.shape)} must both be [T, k] with T = x.shape[0] = {x.shape[0]}")
    if fp8:
        F8.check(op, x, w13, w2, w13_scale, w2_scale)


def _gated(h: torch.Tensor, activation: str) -> torch.Tensor:
    gate, up = h.chunk(2, -1)
    if activation == "silu":
        return torch.nn.functional.silu(gate) * up
    return torch.nn.functional.gelu(gate, approximate="tanh" if activation == "gelu_tanh" else "none") * up


def _dense(x, w13, w2, topk_weights, topk_ids, activation, rounded: bool):
    """The MoE layer in differentiable torch ops (per expert), in fp32 (fp64 for fp64 x); ``rounded``: act(h)
    rounded to x's dtype, where the kernel path stores it (h stays in fp32: the gated GEMM's epilogue)."""
    acc = torch.float64 if x.dtype == torch.float64 else torch.float32
    t, k = topk_ids.shape
    flat = topk_ids.reshape(-1).long()
    wts = topk_weights.reshape(-1).to(acc)
    out = torch.zeros(t * k, x.shape[1], dtype=acc, device=x.device)
    rnd = (lambda v: v.to(x.dtype).to(acc)) if rounded else (lambda v: v)
    for ex in range(w13.shape[0]):
        rr = (flat == ex).nonzero().flatten()
        if rr.numel():
            h = x[rr // k].to(acc) @ w13[ex].to(acc).t()
            a = rnd(_gated(h, activation))
            out = out.index_add(0, rr, (a @ w2[ex].to(acc).t()) * wts[rr, None])
    return out.view(t, k, x.shape[1]).sum(1)


def fused_moe_reference(x, w13, w2, topk_weights, topk_ids, *, activation="silu", w13_scale=None, w2_scale=None):
    if x.is_meta:
        return fused_moe_fake(x, w13, w2, topk_weights, topk_ids, activation=activation, w13_scale=w13_scale,
                              w2_scale=w2_scale)
    with torch.no_grad():
        if w13_scale is not None:
            return F8.reference(x, w13, w2, topk_weights, topk_ids, activation, w13_scale, w2_scale, _gated)
        return _dense(x, w13, w2, topk_weights, topk_ids, activation, True).to(x.dtype)


def fused_moe_fake(x, w13, w2, topk_weights, topk_ids, *, activation="silu", w13_scale=None, w2_scale=None):
    check_fused_moe(x, w13, w2, topk_weights, topk_ids, activation=activation, w13_scale=w13_scale,
                    w2_scale=w2_scale)
    return x.new_empty(x.shape)


def fused_moe_launch(launcher, x, w13, w2, topk_weights, topk_ids, *, activation="silu", w13_scale=None,
                     w2_scale=None):
    return launcher(x, w13, w2, topk_weights, topk_ids, activation, w13_scale, w2_scale)


def fused_moe_kernel_check(arch: str, x, w13, *rest: Any, **kwargs: Any) -> None:
    """fp8 weights: the arch's e4m3 format and I % 32 == 0 (``moe_fp8.kernel_check``)."""
    if w13.dtype in F8.FP8_WEIGHTS:
        F8.kernel_check(arch, w13)


def fused_moe_kernels(x, w13, w2, topk_weights, topk_ids, activation, w13_scale=None, w2_scale=None
                      ) -> torch.Tensor:
    """The kernel path's forward (registered as fused_moe's launcher by kernels/moe.py): moe_align, the gated
    grouped GEMM (the activation in its epilogue) and the weighted grouped GEMM; fp8 weights: moe_fp8."""
    from .kernels import moe as K
    t, k = topk_ids.shape
    if t == 0:
        return torch.zeros_like(x)
    if w13_scale is not None:
        return F8.kernels(x, w13, w2, topk_weights, topk_ids, activation, w13_scale, w2_scale,
                          block_for(t * k, w13.shape[0], fp8=True))
    s, eids, npad = torch.ops.cdna.moe_align(topk_ids, w13.shape[0], block_for(t * k, w13.shape[0]))
    act = K.grouped(x, w13, s, eids, npad, k, activation=activation)
    y = K.grouped(act, w2, s, eids, npad, row_weights=topk_weights.reshape(-1).float().contiguous(),
                  out_dtype=torch.float32)
    return y.view(t, k, x.shape[1]).sum(1).to(x.dtype)


# ---------------------------------------------------------------------------------------------- backward
def check_fused_moe_backward(grad, x, w13, w2, topk_weights, topk_ids, *, activation="silu") -> None:
    check_fused_moe(x, w13, w2, topk_weights, topk_ids, activation=activation, op=FUSED_BWD)
    C.check_float(FUSED_BWD, "grad", grad)
    C.check_device(FUSED_BWD, "grad", grad, "x", x)
    C.check_same_shape(FUSED_BWD, "grad", grad, "x", x)


def fused_moe_backward_reference(grad, x, w13, w2, topk_weights, topk_ids, *, activation="silu"):
    """The module docstring's formulas per expert, in fp32 (fp64 for fp64 x); explicit, as an op's body runs
    below autograd."""
    from ._registry import OPS
    if x.is_meta:
        return fused_moe_backward_fake(grad, x, w13, w2, topk_weights, topk_ids, activation=activation)
    acc = torch.float64 if x.dtype == torch.float64 else torch.float32
    t, k = topk_ids.shape
    op, extra = ACTIVATIONS[activation]
    act_bwd = OPS[f"{op}_backward"].reference
    xs, g, w13s, w2s = x.to(acc), grad.to(acc), w13.to(acc), w2.to(acc)
    flat = topk_ids.reshape(-1).long()
    wts = topk_weights.reshape(-1).to(acc)
    dx, dw13, dw2 = torch.zeros_like(xs), torch.zeros_like(w13s), torch.zeros_like(w2s)
    dtw = torch.zeros(t * k, dtype=acc, device=x.device)
    for ex in range(w13.shape[0]):
        rr = (flat == ex).nonzero().flatten()
        if not rr.numel():
            continue
        tok = rr // k
        h = xs[tok] @ w13s[ex].t()
        a = _gated(h, activation)
        dtw[rr] = (g[tok] * (a @ w2s[ex].t())).sum(-1)
        gw = g[tok] * wts[rr, None]
        dw2[ex] = gw.t() @ a
        dh = act_bwd(gw @ w2s[ex], h, *extra)
        dw13[ex] = dh.t() @ xs[tok]
        dx.index_add_(0, tok, dh @ w13s[ex])
    return tuple(v.to(ref.dtype) for v, ref in ((dx, x), (dw13, w13), (dw2, w2), (dtw.view(t, k), topk_weights)))


def fused_moe_backward_fake(grad, x, w13, w2, topk_weights, topk_ids, *, activation="silu"):
    check_fused_moe_backward(grad, x, w13, w2, topk_weights, topk_ids, activation=activation)
    return tuple(t.new_empty(t.shape) for t in (x, w13, w2, topk_weights))


def fused_moe_backward_launch(launcher, grad, x, w13, w2, topk_weights, topk_ids, *, activation="silu"):
    return launcher(grad, x, w13, w2, topk_weights, topk_ids, activation)


def fused_moe_backward_kernels(grad, x, w13, w2, topk_weights, topk_ids, activation) -> tuple:
    """The kernel path's backward (module docstring): cdna ops, and the grouped dW kernel for the weights."""
    cdna = torch.ops.cdna
    t, k = topk_ids.shape
    num_experts = w13.shape[0]
    dt = x.dtype
    if t == 0:
        return torch.zeros_like(x), torch.zeros_like(w13), torch.zeros_like(w2), torch.zeros_like(topk_weights)
    s, eids, npad = cdna.moe_align(topk_ids, num_experts, block_for(t * k, num_experts))
    op, extra = ACTIVATIONS[activation]
    h = cdna.grouped_gemm(x, w13, s, eids, num_tokens_post_pad=npad, topk=k)
    act = getattr(cdna, op)(h, *extra)
    y = cdna.grouped_gemm(act, w2, s, eids, num_tokens_post_pad=npad, out_dtype=torch.float32)   # unweighted
    g32 = grad.float().repeat_interleave(k, 0)                                       # [T * k, H]
    dtw = (y * g32).sum(-1).view(t, k).to(topk_weights.dtype)
    wts = topk_weights.reshape(-1).float()
    g = grad.to(dt)
    da = cdna.grouped_gemm(g, w2.transpose(1, 2), s, eids, num_tokens_post_pad=npad, topk=k, row_weights=wts)
    dh = getattr(cdna, f"{op}_backward")(da, h, *extra)
    dxr = cdna.grouped_gemm(dh, w13.transpose(1, 2), s, eids, num_tokens_post_pad=npad,
                            out_dtype=torch.float32)
    dx = dxr.view(t, k, x.shape[1]).sum(1).to(dt)
    gw = (g32 * wts[:, None]).to(dt)                                                 # weighted grad per row
    dw2 = _grouped_dw(gw, act, s, topk_ids, num_experts, eids, w2, None)
    dw13 = _grouped_dw(dh, x, s, topk_ids, num_experts, eids, w13, k)
    return dx, dw13, dw2, dtw


def _grouped_dw(a: torch.Tensor, b: torch.Tensor, s: torch.Tensor, topk_ids: torch.Tensor, num_experts: int,
                eids: torch.Tensor, like: torch.Tensor, b_topk: int | None) -> torch.Tensor:
    """dW[e] = a[rows of e]^T @ b[rows of e] (rows of b: ``// b_topk`` when b is per token) for every expert in
    one launch (kernels/moe_dw.py): both gathered into moe_align's sorted order, zero rows for padding."""
    from .kernels import moe_dw as D
    rows = a.shape[0]
    valid = s < rows
    ids = s.long()
    m8, n8 = -(-a.shape[1] // 8) * 8, -(-b.shape[1] // 8) * 8
    ga = D.gather_sorted(a, ids, valid, m8)
    gb = D.gather_sorted(b, ids // b_topk if b_topk else ids, valid, n8)
    seg = D.segments(topk_ids, num_experts, s.numel() // eids.numel())
    out = like.new_empty(num_experts, m8, n8)
    D.launch_grouped_dw(ga, gb, seg, out)
    return out if (m8, n8) == tuple(like.shape[1:]) else out[:, :like.shape[1], :like.shape[2]].contiguous()


def _setup(ctx: Any, inputs: tuple, output: Any) -> None:
    ctx.activation, ctx.fp8 = inputs[5], inputs[6] is not None
    ctx.save_for_backward(*inputs[:5])


def _backward(ctx: Any, grad: torch.Tensor) -> tuple:
    if ctx.fp8:
        raise RuntimeError("cdna::fused_moe with fp8 weights (w13_scale/w2_scale given) has no backward: the fp8 "
                           "block-scale form is inference only; detach its inputs, or call it under "
                           "torch.no_grad() / torch.inference_mode()")
    x, w13, w2, topk_weights, topk_ids = ctx.saved_tensors
    dx, dw13, dw2, dtw = ctx.cdna.fused_moe_backward(grad.contiguous(), x, w13, w2, topk_weights, topk_ids,
                                                     activation=ctx.activation)
    need = ctx.needs_input_grad
    return (dx if need[0] else None, dw13 if need[1] else None, dw2 if need[2] else None,
            dtw if need[3] else None, None, None, None, None)


define(OpDef(FUSED, "fused_moe(Tensor x, Tensor w13, Tensor w2, Tensor topk_weights, Tensor topk_ids, *, "
                    "str activation=\"silu\", Tensor? w13_scale=None, Tensor? w2_scale=None) -> Tensor",
             check_fused_moe, fused_moe_reference, fused_moe_fake, fused_moe_launch, Autograd(_setup, _backward),
             kernel_check=fused_moe_kernel_check))
define(OpDef(FUSED_BWD, "fused_moe_backward(Tensor grad, Tensor x, Tensor w13, Tensor w2, Tensor topk_weights, "
                        "Tensor topk_ids, *, str activation=\"silu\") -> (Tensor dx, Tensor dw13, Tensor dw2, "
                        "Tensor dtopk_weights)",
             check_fused_moe_backward, fused_moe_backward_reference, fused_moe_backward_fake,
             fused_moe_backward_launch))

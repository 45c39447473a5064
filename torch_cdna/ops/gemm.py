"""``cdna::gemm(a, b, *, bias=None, out_dtype=None) -> out``: out = a @ b (+ bias), fp32 accumulation.

a [M, K], b [K, N] (any strides: a row-major b and a column-major one, ``w.t()`` of an ``nn.Linear`` weight
``w`` [N, K], both run without a copy when K and N are multiples of 8), bias [N] (any float dtype, added in
fp32), out [M, N] contiguous in ``out_dtype`` (default a's dtype; bf16/fp16/fp32), rounded once. a and b share
one dtype; the kernels take bf16/fp16 (fp32 inputs run the reference only). Any M (decode-sized 1..16
included), N, K; K == 0 gives bias (or zeros). The kernel config is ``kernels/gemm.py``'s ``RULE``: 16x16 MFMA
tiles for M <= 16, split-K (fp32 partials, then a fixed-order reduce: deterministic) when the one-pass grid
fills at most half the GPU's CUs, 32x32 tiles otherwise.

Autograd: grad_a = gemm(grad, b.t()), grad_b = gemm(a.t(), grad) (two calls of this op; a grad in another
dtype than a's, e.g. from ``out_dtype=float32``, is rounded to a's dtype first, as mixed-precision training
does), grad_bias = grad summed over rows in fp32, in bias's dtype. ``a.t()`` (column-major) is read in
place when its dims are multiples of 8 (the kernel transposes it on its way to LDS), else copied.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> a, w = torch.ones(3, 4), torch.ones(5, 4)          # nn.Linear weight [N, K]
    >>> with _config.override(ops_impl="reference"):
    ...     out = torch.ops.cdna.gemm(a, w.t(), bias=torch.ones(5))
    >>> out.shape, float(out[0, 0])
    (torch.Size([3, 5]), 5.0)
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from ._layout import output
from ._registry import Autograd, OpDef, define

OUT_DTYPES = (torch.bfloat16, torch.float16, torch.float32)


def check_gemm(a: torch.Tensor, b: torch.Tensor, bias: torch.Tensor | None = None,
               out_dtype: torch.dtype | None = None) -> None:
    op = "gemm"
    C.check_float(op, "a", a)
    C.check_float(op, "b", b)
    C.check_same_dtype(op, "b", b, "a", a)
    C.check_device(op, "b", b, "a", a)
    if a.dim() != 2 or b.dim() != 2:
        raise ValueError(f"cdna::{op}: a and b must be 2-D ([M, K] and [K, N]); got shapes {tuple(a.shape)} and "
                         f"{tuple(b.shape)} (flatten leading dims of a into M)")
    if a.shape[1] != b.shape[0]:
        raise ValueError(f"cdna::{op}: a [M, K] = {tuple(a.shape)} and b [K, N] = {tuple(b.shape)} disagree on K "
                         f"(a.shape[1] must equal b.shape[0]; for an nn.Linear weight w [N, K] pass w.t())")
    if bias is not None:
        C.check_float(op, "bias", bias)
        C.check_device(op, "bias", bias, "a", a)
        if bias.dim() != 1 or bias.shape[0] != b.shape[1]:
            raise ValueError(f"cdna::{op}: bias must have shape [N] = [{b.shape[1]}] (b's last dim); got "
                             f"{tuple(bias.shape)}")
    if out_dtype is not None and out_dtype not in OUT_DTYPES:
        raise TypeError(f"cdna::{op}: out_dtype is {out_dtype}; allowed: None (a's dtype), torch.bfloat16, "
                        f"torch.float16, torch.float32")


def gemm_reference(a, b, bias=None, out_dtype=None):
    out = a.float() @ b.float()
    if bias is not None:
        out = out + bias.float()
    return out.to(out_dtype or a.dtype).contiguous()


def gemm_fake(a, b, bias=None, out_dtype=None):
    check_gemm(a, b, bias, out_dtype)
    return a.new_empty((a.shape[0], b.shape[1]), dtype=out_dtype or a.dtype)


def gemm_launch(launcher, a, b, bias=None, out_dtype=None):
    out = output((a.shape[0], b.shape[1]), a, out_dtype or a.dtype)
    launcher(a, b, bias, out)
    return out


# ---------------------------------------------------------------------------------------------- autograd
def _setup(ctx: Any, inputs: tuple, output: Any) -> None:
    a, b, bias, _ = inputs
    ctx.bias_dtype = None if bias is None else bias.dtype
    ctx.in_dtype = a.dtype
    ctx.save_for_backward(a if ctx.needs_input_grad[1] else None, b if ctx.needs_input_grad[0] else None)


def _backward(ctx: Any, grad: torch.Tensor) -> tuple:
    a, b = ctx.saved_tensors
    gemm = torch.ops.cdna.gemm.default
    need_a, need_b, need_bias = ctx.needs_input_grad[:3]
    g = grad if grad.dtype == ctx.in_dtype else grad.to(ctx.in_dtype)
    da = gemm(g, b.t()) if need_a else None
    db = gemm(a.t(), g) if need_b else None
    dbias = grad.float().sum(0).to(ctx.bias_dtype) if need_bias else None
    return da, db, dbias, None


SCHEMA = "gemm(Tensor a, Tensor b, *, Tensor? bias=None, ScalarType? out_dtype=None) -> Tensor"

define(OpDef("gemm", SCHEMA, check_gemm, gemm_reference, gemm_fake, gemm_launch, Autograd(_setup, _backward)))


# ---------------------------------------------------------------------------------------------- sharding
def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``gemm`` on one mesh dim (``_sharding.Family.rule``): everything Replicate; rows of
    a (``Shard(0)``, b and bias Replicate) give rows of out; columns of b (``Shard(1)``, bias ``Shard(0)``)
    give columns of out; K split (a ``Shard(1)``, b ``Shard(0)``) gives ``Partial`` sums, and so do a or b
    ``Partial`` (the op is linear in each) — in these three the bias is ``Partial`` too, so that it is counted
    once in the sum."""
    from torch.distributed.tensor import Partial, Replicate, Shard
    has_bias = hasattr(args.get("bias"), "placements")
    rep = Replicate()

    def inputs(pa: Any, pb: Any, pbias: Any) -> list:
        return [pa, pb, pbias if has_bias else None, None]

    return [
        ([rep], inputs(rep, rep, rep)),
        ([Shard(0)], inputs(Shard(0), rep, rep)),
        ([Shard(1)], inputs(rep, Shard(1), Shard(0))),
        ([Partial()], inputs(Shard(1), Shard(0), Partial())),
        ([Partial()], inputs(Partial(), rep, Partial())),
        ([Partial()], inputs(rep, Partial(), Partial())),
    ]

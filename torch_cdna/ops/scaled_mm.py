"""``cdna::scaled_mm(a, b, scale_a, scale_b, *, out_dtype, bias=None) -> out``: fp8 GEMM with scales,
``out = (a * scale_a) @ (b * scale_b) (+ bias)``, fp32 accumulation, rounded once to ``out_dtype``.

a [M, K] and b [K, N] fp8 (``b`` column-major, ``w.t()`` of an [N, K] weight, as ``torch._scaled_mm`` takes
it; other layouts are copied): ``float8_e4m3fnuz``/``float8_e5m2fnuz`` on gfx942, ``float8_e4m3fn``/
``float8_e5m2`` on gfx950 (the formats each arch's MFMAs read; a and b may differ in e4m3/e5m2). Scales
(fp32; their form picks the granularity, ``scale_mode``):

- per tensor: ``scale_a`` and ``scale_b`` of one element (``[]`` or ``[1]``);
- per token x per channel: ``scale_a`` [M, 1], ``scale_b`` [1, N] (torch._scaled_mm's row-wise form);
- 128 x 128 blocks (DeepSeek-V3): ``scale_a`` [M, ceil(K/128)] per row and 128-wide K block, ``scale_b``
  [ceil(K/128), ceil(N/128)] per 128 x 128 block of b; each K block is scaled before the blocks are summed;
- MXFP4 (gfx950): a [M, K/2] and b [K/2, N] (``w.t()`` of a packed [N, K/2] weight) of
  ``torch.float4_e2m1fn_x2`` (two E2M1 values per byte, low nibble first), ``scale_a`` [M, K/32] and
  ``scale_b`` [N, K/32] of ``torch.float8_e8m0fnu``, one per row and 32 values along K (OCP MX; row-major,
  not cuBLAS's swizzled layout, so ``torch._scaled_mm``'s MX calls are not rewritten to it). K % 32 == 0.

``out_dtype`` bf16/fp16/fp32; ``bias`` [N] (any float dtype) is added in fp32 after the scales. Inference
only: a gradient through the op raises an error naming it (``_no_grad``). The reference dequantizes in
float64. The kernel config is ``kernels/scaled_mm.py``'s ``RULE`` (``cdna::gemm``'s logic): 16x16 MFMA tiles
for M <= 16, split-K (fp32 partials, then a fixed-order reduce: deterministic) when the one-pass grid fills
at most half the GPU's CUs, 32x32 tiles otherwise.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> a = torch.full((2, 32), 0.5).to(torch.float8_e4m3fn)
    >>> w = torch.ones(3, 32).to(torch.float8_e4m3fn)        # a weight [N, K]
    >>> with _config.override(ops_impl="reference"):
    ...     out = torch.ops.cdna.scaled_mm(a, w.t(), torch.tensor(2.0), torch.tensor(0.5), out_dtype=torch.float32)
    >>> out.shape, float(out[0, 0])
    (torch.Size([2, 3]), 16.0)
"""

from __future__ import annotations

from typing import Any

import torch

from ..errors import MissingKernel
from . import _checks as C
from ._layout import output
from ._no_grad import refuse_gradients
from ._registry import OpDef, define

OP = "scaled_mm"
FP8_DTYPES = (torch.float8_e4m3fnuz, torch.float8_e5m2fnuz, torch.float8_e4m3fn, torch.float8_e5m2)
FP4 = torch.float4_e2m1fn_x2  # MXFP4 values, two E2M1 codes per byte (low nibble first: the lower k)
E8M0 = torch.float8_e8m0fnu   # MX block scales, 2**(e - 127)
MX_BLOCK = 32
# E2M1 code -> value
FP4_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0)
OUT_DTYPES = (torch.bfloat16, torch.float16, torch.float32)
BLOCK = 128
FORMS = ("scale_a and scale_b of one element ([] or [1]: per tensor); scale_a [M, 1] and scale_b [1, N] (per "
         "token x per channel); or scale_a [M, ceil(K/128)] and scale_b [ceil(K/128), ceil(N/128)] (128x128 "
         "blocks)")


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def scale_mode(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor) -> str:
    """"tensor", "row" or "block" from the scales' shapes (module docstring); ValueError naming the accepted
    forms otherwise. Where two forms coincide (M = N = 1, or K <= 128 with N = 1) they compute the same.

    Example:
        >>> a, b = torch.empty(4, 256), torch.empty(256, 8)
        >>> [scale_mode(a, b, torch.ones(sa), torch.ones(sb)) for sa, sb in (((), (1,)), ((4, 1), (1, 8)),
        ...                                                               ((4, 2), (2, 1)))]
        ['tensor', 'row', 'block']
    """
    (m, k), n = a.shape, b.shape[1]
    sa, sb = tuple(scale_a.shape), tuple(scale_b.shape)
    if a.dtype == FP4 or b.dtype == FP4:
        kk = 2 * k
        if a.dtype != b.dtype or kk % MX_BLOCK or sa != (m, kk // MX_BLOCK) or sb != (n, kk // MX_BLOCK):
            raise ValueError(f"cdna::{OP}: MXFP4 takes a [M, K/2] and b [K/2, N] both float4_e2m1fn_x2 with K a "
                             f"multiple of 32, scale_a [M, K/32] and scale_b [N, K/32]; got a {a.dtype} "
                             f"{(m, k)}, b {b.dtype} {tuple(b.shape)}, scale_a {sa}, scale_b {sb}")
        return "mx"
    if scale_a.dim() <= 1 and scale_b.dim() <= 1 and scale_a.numel() == 1 and scale_b.numel() == 1:
        return "tensor"
    if sa == (m, 1) and sb == (1, n):
        return "row"
    if sa == (m, _cdiv(k, BLOCK)) and sb == (_cdiv(k, BLOCK), _cdiv(n, BLOCK)):
        return "block"
    raise ValueError(f"cdna::{OP}: scale_a {sa} and scale_b {sb} match no scale form for a [M, K] = {(m, k)} and "
                     f"b [K, N] = {(k, n)}; pass {FORMS}")


def check_scaled_mm(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor, *,
                    out_dtype: torch.dtype, bias: torch.Tensor | None = None) -> None:
    for name, t in (("a", a), ("b", b), ("scale_a", scale_a), ("scale_b", scale_b)):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"cdna::{OP}: {name} must be a Tensor; got {type(t).__name__}")
    for name, t in (("a", a), ("b", b)):
        if t.dtype not in FP8_DTYPES + (FP4,):
            got = t.dtype if isinstance(t, torch.Tensor) else type(t).__name__
            raise TypeError(f"cdna::{OP}: {name} must be an fp8 tensor (float8_e4m3fnuz/float8_e5m2fnuz on "
                            f"gfx942, float8_e4m3fn/float8_e5m2 on gfx950) or MXFP4 (float4_e2m1fn_x2, gfx950); "
                            f"got {got}. For bf16/fp16 inputs use cdna::gemm")
    C.check_device(OP, "b", b, "a", a)
    if a.dim() != 2 or b.dim() != 2:
        raise ValueError(f"cdna::{OP}: a and b must be 2-D ([M, K] and [K, N]); got shapes {tuple(a.shape)} and "
                         f"{tuple(b.shape)} (flatten leading dims of a into M)")
    if a.shape[1] != b.shape[0]:
        raise ValueError(f"cdna::{OP}: a [M, K] = {tuple(a.shape)} and b [K, N] = {tuple(b.shape)} disagree on K "
                         f"(a.shape[1] must equal b.shape[0]; for a weight w [N, K] pass w.t())")
    want = E8M0 if a.dtype == FP4 else torch.float32
    for name, t in (("scale_a", scale_a), ("scale_b", scale_b)):
        if not isinstance(t, torch.Tensor) or t.dtype != want:
            got = t.dtype if isinstance(t, torch.Tensor) else type(t).__name__
            what = "MX block scales" if want == E8M0 else "as torch._scaled_mm takes"
            raise TypeError(f"cdna::{OP}: {name} must be a {want} tensor ({what} for {a.dtype} inputs); got {got}")
        C.check_device(OP, name, t, "a", a)
    scale_mode(a, b, scale_a, scale_b)
    if bias is not None:
        C.check_float(OP, "bias", bias)
        C.check_device(OP, "bias", bias, "a", a)
        if bias.dim() != 1 or bias.shape[0] != b.shape[1]:
            raise ValueError(f"cdna::{OP}: bias must have shape [N] = [{b.shape[1]}] (b's last dim); got "
                             f"{tuple(bias.shape)}")
    if out_dtype not in OUT_DTYPES:
        raise TypeError(f"cdna::{OP}: out_dtype is {out_dtype}; allowed: torch.bfloat16, torch.float16, "
                        f"torch.float32")


def dequantized(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor]:
    """a and b in float64 times their scales (any form), the values the op multiplies."""
    mode = scale_mode(a, b, scale_a, scale_b)
    if mode == "mx":
        return (_mx_values(a, scale_a), _mx_values(b.t(), scale_b).t())
    (m, k), n = a.shape, b.shape[1]
    sa, sb = scale_a.double(), scale_b.double()
    if mode == "tensor":
        sa, sb = sa.reshape(()), sb.reshape(())
    elif mode == "block":
        sa = sa.repeat_interleave(BLOCK, 1)[:, :k]
        sb = sb.repeat_interleave(BLOCK, 0).repeat_interleave(BLOCK, 1)[:k, :n]
    return a.double() * sa, b.double() * sb


def _mx_values(packed: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    """[R, K/2] E2M1 pairs and [R, K/32] E8M0 scales -> [R, K] float64 values (scale byte 255: NaN)."""
    codes = packed.view(torch.uint8).long()
    table = torch.tensor(FP4_VALUES, dtype=torch.float64, device=packed.device)
    vals = torch.stack([table[codes & 15], table[codes >> 4]], -1).reshape(codes.shape[0], -1)
    e = scale.view(torch.uint8).double()
    s = torch.where(e == 255, torch.nan, torch.exp2(e - 127))
    return vals * s.repeat_interleave(MX_BLOCK, 1)


def scaled_mm_reference(a, b, scale_a, scale_b, *, out_dtype, bias=None):
    da, db = dequantized(a, b, scale_a, scale_b)
    out = da @ db
    if bias is not None:
        out = out + bias.double()
    return out.to(out_dtype).contiguous()


def scaled_mm_fake(a, b, scale_a, scale_b, *, out_dtype, bias=None):
    check_scaled_mm(a, b, scale_a, scale_b, out_dtype=out_dtype, bias=bias)
    return a.new_empty((a.shape[0], b.shape[1]), dtype=out_dtype)


def scaled_mm_launch(launcher, a, b, scale_a, scale_b, *, out_dtype, bias=None):
    out = output((a.shape[0], b.shape[1]), a, out_dtype)
    launcher(a, b, scale_a, scale_b, scale_mode(a, b, scale_a, scale_b), bias, out)
    return out


def kernel_check(arch: str, a: torch.Tensor, b: torch.Tensor, *_: Any, **__: Any) -> None:
    """MissingKernel unless b's format is one ``arch``'s MFMAs read (a's was checked by the launcher lookup)."""
    from .kernels.scaled_mm import FORMATS
    if b.dtype not in FORMATS[arch]:
        fix = ", ".join(str(d).replace("torch.", "") for d in FORMATS[arch])
        raise MissingKernel(f"cdna::{OP}: b is {b.dtype}, which {arch}'s fp8 MFMAs do not read ({arch} takes "
                            f"{fix}); quantize b to one of those, or set TORCH_CDNA_OPS_IMPL=reference")


SCHEMA = ("scaled_mm(Tensor a, Tensor b, Tensor scale_a, Tensor scale_b, *, ScalarType out_dtype, "
          "Tensor? bias=None) -> Tensor")

define(OpDef(OP, SCHEMA, check_scaled_mm, scaled_mm_reference, scaled_mm_fake, scaled_mm_launch,
             kernel_check=kernel_check))
refuse_gradients(OP, in_place=False)  # inference op: a backward raises naming it


# ---------------------------------------------------------------------------------------------- sharding
def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``scaled_mm`` on one mesh dim: everything Replicate, or rows of a and of per-row
    scales (``Shard(0)``; b, scale_b, bias Replicate) giving rows of out. Column and K splits would need the
    scale forms split alike (a per-tensor scale stays whole), so they are left to redistribution."""
    from torch.distributed.tensor import Replicate, Shard
    has_bias = hasattr(args.get("bias"), "placements")
    rep = Replicate()
    row_scale = args["scale_a"].ndim == 2

    def inputs(pa: Any, psa: Any) -> list:
        return [pa, rep, psa, rep, None, rep if has_bias else None]

    out = [([rep], inputs(rep, rep))]
    if row_scale:
        out.append(([Shard(0)], inputs(Shard(0), Shard(0))))
    return out

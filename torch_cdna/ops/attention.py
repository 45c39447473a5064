"""``cdna::attention(q, k, v, causal, scale, enable_gqa, window_left=-1, window_right=-1,
bottom_right=False, softcap=0.0, sinks=None) -> (out, lse)`` and ``cdna::attention_backward`` (the same
flags but ``sinks``).

The flags may be passed by position or by keyword (``causal=True``). They are not keyword-only in the schema:
the dispatcher hands a Python kernel its keyword-only arguments as a keyword dict, which cost about 1.4 us per
call on a 2-core VM (benchmarks/dispatch_overhead.py, issue 18), and Inductor's generated code passes
positional schema arguments by position.

Semantics of ``torch.nn.functional.scaled_dot_product_attention`` for [B, H, S, D] tensors: ``scale=None``
means 1/sqrt(D); ``causal`` masks top-left aligned (query i sees keys j <= i, also when S_q != S_kv);
``enable_gqa`` lets H_q be a multiple of H_kv (query head h uses kv head h // (H_q // H_kv), i.e.
``repeat_interleave``). ``lse`` is the fp32 natural-log sum of exp of the scaled, masked scores,
[B, H_q, S_q]; it gets no gradient (like the flash/efficient aten ops). BSHD callers pass
``x.transpose(1, 2)`` views: the kernels take full strides (only the head dim must be unit-stride).
The kernels cover bf16/fp16 and head dims 64, 80, 96, 128 and 256 (80/96 on the tensors in place, over 128-wide
LDS tiles), and also q/k vs v head dims (64, 128), (128, 64), (256, 128) and DeepSeek-V3's (192, 128) (q/k in
place over 256-wide LDS tiles) (``KERNEL_DV_DIMS``; the backward too, every tensor in place); the backward
kernels cover the same equal head dims (``BACKWARD_HEAD_DIMS``). The reference covers all float dtypes and
shapes.

Serving extensions (flash-attention / CK conventions), with defaults that change nothing:

- ``bottom_right``: the alignment offset ``off = S_kv - S_q`` instead of 0, for ``causal`` and the window
  (the last query row is aligned with the last key: prefill with a cache, speculative decoding).
- ``window_left``/``window_right``: query i sees key j iff ``i + off - window_left <= j <= i + off +
  window_right``; -1 leaves that side unbounded (values below -1 are refused). ``causal`` intersects the
  band with ``j <= i + off``, i.e. it is ``window_right = 0``.
- ``softcap`` > 0: scores ``s`` (after ``scale``) become ``softcap * tanh(s / softcap)`` before masking
  (Gemma 2, Grok); 0 turns it off.
- A query row that sees no key (possible with ``bottom_right`` and S_q > S_kv, or a window) gets out 0 and
  lse -inf, and zero gradients (flash-attention's convention; softmax over an empty set is otherwise NaN).
- ``sinks``: attention sinks (gpt-oss, StreamingLLM), a per-query-head logit ``[H_q]`` (float32 or q's dtype)
  that joins every row's softmax denominator with no value: ``out_i = sum_j exp(s_ij) v_j / (exp(sink_h) +
  sum_j exp(s_ij))`` (not scaled, masked or soft-capped). ``lse`` includes it, ``log(exp(sink_h) + sum_j
  exp(s_ij))``, so a row that sees no key gets out 0 and lse = sink. ``attention_backward`` needs no sinks
  (P = exp(s - lse) already carries them); the autograd formula adds ``d sinks_h = -sum_{b,i} exp(sink_h -
  lse_bhi) * rowsum(dO * O)_bhi`` (``sinks_grad``).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> q = k = v = torch.randn(1, 2, 5, 64)
    >>> with _config.override(ops_impl="reference"):
    ...     out, lse = torch.ops.cdna.attention(q, k, v, causal=True, scale=None, enable_gqa=False)
    >>> out.shape, lse.shape, lse.dtype
    (torch.Size([1, 2, 5, 64]), torch.Size([1, 2, 5]), torch.float32)
"""

from __future__ import annotations

import math
from typing import Any

import torch

from . import _checks as C
from ..errors import MissingKernel
from ._layout import output, output_like
from ._registry import Autograd, OpDef, define
from .norms import acc_dtype

KERNEL_HEAD_DIMS = (64, 80, 96, 128, 256)  # = kernels.attn_kit.HEAD_DIMS (not imported: the kernels import this)
# (q/k head dim, v head dim) pairs beyond equal ones that the forward kernel takes (v/out in 64/128 slices)
KERNEL_DV_DIMS = ((64, 128), (128, 64), (256, 128), (192, 128))  # 192: DeepSeek-V3 (128 nope + 64 rope)


def _scale(q: torch.Tensor, scale: float | None) -> float:
    return 1.0 / math.sqrt(q.shape[-1]) if scale is None else scale


def _expand_kv(t: torch.Tensor, group: int) -> torch.Tensor:
    return t if group == 1 else t.repeat_interleave(group, dim=1)


def band(sq: int, skv: int, causal: bool, window_left: int = -1, window_right: int = -1,
         bottom_right: bool = False) -> tuple[int | None, int | None]:
    """``(lo, hi)``: query i sees key j iff ``j >= i + lo`` and ``j < i + hi`` (None: that side unbounded).

    Example:
        >>> band(4, 10, causal=True), band(4, 10, True, bottom_right=True), band(4, 10, False, 2, 1, True)
        ((None, 1), (None, 7), (4, 8))
    """
    off = skv - sq if bottom_right else 0
    right = 0 if causal else window_right
    return (off - window_left if window_left >= 0 else None), (off + right + 1 if right >= 0 else None)


def band_mask(sq: int, skv: int, lo: int | None, hi: int | None, device: Any = None) -> torch.Tensor | None:
    """[Sq, Skv] bool, True where the key is visible; None when every key is."""
    if lo is None and hi is None:
        return None
    i = torch.arange(sq, device=device).unsqueeze(1)
    j = torch.arange(skv, device=device).unsqueeze(0)
    keep = torch.ones(sq, skv, dtype=torch.bool, device=device)
    if lo is not None:
        keep &= j >= i + lo
    if hi is not None:
        keep &= j < i + hi
    return keep


def _probabilities_inputs(q, k, causal, scale, window_left=-1, window_right=-1, bottom_right=False, softcap=0.0):
    """fp32 (or fp64) scaled, soft-capped, masked scores [B, Hq, Sq, Skv], the kv-head group size and the
    capped tanh (None without ``softcap``) for the backward's chain rule."""
    acc = acc_dtype(q)
    group = q.shape[1] // k.shape[1]
    scores = (q.to(acc) @ _expand_kv(k.to(acc), group).transpose(-2, -1)) * _scale(q, scale)
    tanh = None
    if softcap:
        tanh = torch.tanh(scores / softcap)
        scores = softcap * tanh
    keep = band_mask(q.shape[2], k.shape[2], *band(q.shape[2], k.shape[2], causal, window_left, window_right,
                                                   bottom_right), device=q.device)
    if keep is not None:
        scores = scores.masked_fill(~keep, float("-inf"))
    return scores, group, tanh


def _finite_lse(lse: torch.Tensor) -> torch.Tensor:
    """lse with -inf (rows seeing no key) replaced by 0: exp(-inf - 0) = 0 gives those rows P = 0, not NaN."""
    return lse.masked_fill(lse == float("-inf"), 0.0)


def attention_reference(q, k, v, causal, scale, enable_gqa, window_left=-1, window_right=-1,
                        bottom_right=False, softcap=0.0, sinks=None):
    scores, group, _ = _probabilities_inputs(q, k, causal, scale, window_left, window_right, bottom_right,
                                             softcap)
    lse = torch.logsumexp(scores, -1)
    if sinks is not None:  # the sink joins the denominator: lse = log(exp(sink) + sum exp(s))
        lse = torch.logaddexp(lse, sinks.to(scores.dtype).view(1, -1, 1).expand_as(lse))
    out = torch.exp(scores - _finite_lse(lse).unsqueeze(-1)) @ _expand_kv(v.to(scores.dtype), group)
    lse_dtype = torch.float64 if q.dtype == torch.float64 else torch.float32
    return out.to(q.dtype).contiguous(), lse.to(lse_dtype).contiguous()


def _sum_groups(t: torch.Tensor, group: int) -> torch.Tensor:
    if group == 1:
        return t
    b, h, s, d = t.shape
    return t.view(b, h // group, group, s, d).sum(2)


def attention_backward_reference(grad_out, q, k, v, out, lse, causal, scale, enable_gqa, window_left=-1,
                                 window_right=-1, bottom_right=False, softcap=0.0):
    scores, group, tanh = _probabilities_inputs(q, k, causal, scale, window_left, window_right, bottom_right,
                                                softcap)
    acc = scores.dtype
    p = torch.exp(scores - _finite_lse(lse.to(acc)).unsqueeze(-1))
    g, kf, vf = grad_out.to(acc), _expand_kv(k.to(acc), group), _expand_kv(v.to(acc), group)
    delta = (g * out.to(acc)).sum(-1, keepdim=True)  # rowwise dot(dO, O)
    ds = p * (g @ vf.transpose(-2, -1) - delta) * _scale(q, scale)
    if tanh is not None:  # d(c tanh(s / c)) / ds = 1 - tanh^2
        ds = ds * (1 - tanh * tanh)
    dq = ds @ kf
    dk = _sum_groups(ds.transpose(-2, -1) @ q.to(acc), group)
    dv = _sum_groups(p.transpose(-2, -1) @ g, group)
    return dq.to(q.dtype).contiguous(), dk.to(k.dtype).contiguous(), dv.to(v.dtype).contiguous()


def sinks_grad(grad_out: torch.Tensor, out: torch.Tensor, lse: torch.Tensor, sinks: torch.Tensor) -> torch.Tensor:
    """d sinks for ``cdna::attention``'s ``sinks``: with P_sink = exp(sink_h - lse) the sink's share of row i's
    denominator, d out_i / d sink_h = -P_sink out_i, so ``d sinks_h = -sum_{b,i} P_sink * rowsum(dO * O)``
    (in fp32; rows with lse = -inf, i.e. a -inf sink and no key, contribute 0).

    Example:
        >>> o, g, lse = torch.ones(1, 2, 3, 4), torch.ones(1, 2, 3, 4), torch.zeros(1, 2, 3)
        >>> sinks_grad(g, o, lse, torch.zeros(2))
        tensor([-12., -12.])
    """
    acc = torch.float64 if lse.dtype == torch.float64 else torch.float32
    delta = (grad_out.to(acc) * out.to(acc)).sum(-1)
    lse = lse.to(acc)
    p = torch.exp(sinks.to(acc).view(1, -1, 1) - lse.masked_fill(lse == float("-inf"), float("inf")))
    return (-(p * delta).sum((0, 2))).to(sinks.dtype)


# ---------------------------------------------------------------- validation

def _check_qkv(op: str, q, k, v, enable_gqa: bool) -> None:
    for name, t in (("q", q), ("k", k), ("v", v)):
        C.check_float(op, name, t)
        if t.dim() != 4:
            raise ValueError(f"cdna::{op}: {name} must be 4-D [B, H, S, D]; got shape {tuple(t.shape)} "
                             f"(BSHD tensors: pass x.transpose(1, 2))")
    for name, t in (("k", k), ("v", v)):
        C.check_same_dtype(op, name, t, "q", q)
        C.check_device(op, name, t, "q", q)
    if k.shape[:3] != v.shape[:3] or k.shape[0] != q.shape[0]:
        raise ValueError(f"cdna::{op}: batch/heads/sequence must agree: q {tuple(q.shape)}, k {tuple(k.shape)}, "
                         f"v {tuple(v.shape)} (q [B, Hq, Sq, D], k [B, Hkv, Skv, D], v [B, Hkv, Skv, Dv])")
    if k.shape[-1] != q.shape[-1]:
        raise ValueError(f"cdna::{op}: k's head dim {k.shape[-1]} differs from q's {q.shape[-1]}")
    hq, hkv = q.shape[1], k.shape[1]
    if enable_gqa:
        if hkv == 0 or hq % hkv != 0:
            raise ValueError(f"cdna::{op}: with enable_gqa=True, q's heads ({hq}) must be a multiple of k/v's "
                             f"heads ({hkv})")
    elif hq != hkv:
        raise ValueError(f"cdna::{op}: q has {hq} heads but k/v have {hkv}; pass enable_gqa=True for "
                         f"grouped-query attention (heads a multiple of k/v's)")


def _qkv_ok(q, k, v, enable_gqa: bool) -> bool:
    """The common case of ``_check_qkv`` but the devices, in one expression (False: the detailed checks run
    and explain). Shapes are compared as ``shape[i]`` (cheaper than ``size(i)``; this runs on every call)."""
    qs, ks, vs = q.shape, k.shape, v.shape
    return (q.dtype in C.FLOAT_DTYPES and k.dtype == q.dtype and v.dtype == q.dtype and len(qs) == 4
            and len(ks) == 4 and len(vs) == 4 and ks[0] == qs[0] and ks[3] == qs[3] and vs[0] == ks[0]
            and vs[1] == ks[1] and vs[2] == ks[2]
            and (ks[1] > 0 and qs[1] % ks[1] == 0 if enable_gqa else qs[1] == ks[1]))


def _check_extras(op: str, window_left: int, window_right: int, softcap: float) -> None:
    """The serving keywords: windows >= -1 (-1: unbounded), softcap finite and >= 0 (0: off)."""
    for name, w in (("window_left", window_left), ("window_right", window_right)):
        if w < -1:
            raise ValueError(f"cdna::{op}: {name}={w}; pass a key count >= 0, or -1 for no bound on that side")
    if not (softcap >= 0 and math.isfinite(softcap)):
        raise ValueError(f"cdna::{op}: softcap={softcap}; pass a finite cap > 0 (scores -> softcap * "
                         f"tanh(scores / softcap)), or 0 to turn soft-capping off")


def check_sinks(op: str, sinks: Any, q: torch.Tensor, heads: int) -> None:
    """``sinks``: a [H_q] tensor, float32 or q's dtype, on q's device (None: no sinks)."""
    if sinks is None:
        return
    if not isinstance(sinks, torch.Tensor):
        raise TypeError(f"cdna::{op}: sinks must be a Tensor [num_heads] (or None); got {type(sinks).__name__}")
    if sinks.dim() != 1 or sinks.shape[0] != heads or sinks.dtype not in (torch.float32, q.dtype):
        raise ValueError(f"cdna::{op}: sinks must be a 1-D tensor of one logit per query head ([{heads}]) in "
                         f"float32 or q's dtype {q.dtype}; got {sinks.dtype} {tuple(sinks.shape)}")
    C.check_device(op, "sinks", sinks, "q", q)


def check_attention(q, k, v, causal, scale, enable_gqa, window_left=-1, window_right=-1, bottom_right=False,
                    softcap=0.0, sinks=None):
    if not (_qkv_ok(q, k, v, enable_gqa) and k.device == q.device and v.device == q.device):
        _check_qkv("attention", q, k, v, enable_gqa)
    if window_left < -1 or window_right < -1 or softcap:
        _check_extras("attention", window_left, window_right, softcap)
    if sinks is not None:
        check_sinks("attention", sinks, q, q.shape[1])


def check_attention_plain(q, k, v, causal, scale, enable_gqa, window_left=-1, window_right=-1,
                          bottom_right=False, softcap=0.0, sinks=None):
    """``check_attention`` for tensors known to share one device (the Autograd kernel's plain path)."""
    if not _qkv_ok(q, k, v, enable_gqa):
        _check_qkv("attention", q, k, v, enable_gqa)
    if window_left < -1 or window_right < -1 or softcap:
        _check_extras("attention", window_left, window_right, softcap)
    if sinks is not None:
        check_sinks("attention", sinks, q, q.shape[1])


def check_attention_backward(grad_out, q, k, v, out, lse, causal, scale, enable_gqa, window_left=-1,
                             window_right=-1, bottom_right=False, softcap=0.0):
    op = "attention_backward"
    _check_qkv(op, q, k, v, enable_gqa)
    _check_extras(op, window_left, window_right, softcap)
    out_shape = (*q.shape[:3], v.shape[-1])
    for name, t in (("grad_out", grad_out), ("out", out)):
        C.check_float(op, name, t)
        C.check_device(op, name, t, "q", q)
        C.check_same_dtype(op, name, t, "q", q)
        if t.shape != out_shape:
            raise ValueError(f"cdna::{op}: {name} must have shape [B, Hq, Sq, Dv] = {out_shape}; got "
                             f"{tuple(t.shape)}")
    if not isinstance(lse, torch.Tensor):
        raise TypeError(f"cdna::{op}: lse must be a Tensor (float32 [B, Hq, Sq], the second output of "
                        f"cdna::attention); got {type(lse).__name__}")
    C.check_device(op, "lse", lse, "q", q)
    if lse.shape != q.shape[:3] or lse.dtype != torch.float32:
        raise ValueError(f"cdna::{op}: lse must be float32 of shape [B, Hq, Sq] = {tuple(q.shape[:3])}; got "
                         f"{lse.dtype} {tuple(lse.shape)}")


def kernel_check(arch: str, q, k, v, *rest, **kwargs) -> None:
    """The forward kernels cover head dims ``KERNEL_HEAD_DIMS`` with equal q/k/v head dims, and the (q/k, v)
    head-dim pairs ``KERNEL_DV_DIMS``."""
    d, dv = q.shape[-1], v.shape[-1]
    if not ((dv == d and d in KERNEL_HEAD_DIMS) or (d, dv) in KERNEL_DV_DIMS):
        raise MissingKernel(
            f"cdna::attention: no kernel for head dim {d} (v head dim {dv}) on arch {arch}; the kernels cover "
            f"head dims {KERNEL_HEAD_DIMS} with equal q/k/v head dims and the (q/k, v) pairs {KERNEL_DV_DIMS}. "
            f"Set TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config.override(ops_impl='reference')`) "
            f"to run the pure-PyTorch reference")


BACKWARD_HEAD_DIMS = (64, 80, 96, 128, 256)


def _backward_kernel_check(arch: str, grad_out, q, k, v, *rest, **kwargs) -> None:
    """The backward kernels cover head dims ``BACKWARD_HEAD_DIMS`` with equal q/k/v head dims, and the
    forward's (q/k, v) pairs ``KERNEL_DV_DIMS`` (the kernels take both head dims; the tensors in place)."""
    d, dv = q.shape[-1], v.shape[-1]
    if not ((dv == d and d in BACKWARD_HEAD_DIMS) or (d, dv) in KERNEL_DV_DIMS):
        raise MissingKernel(
            f"cdna::attention_backward: no kernel for head dim {d} (v head dim {dv}) on arch {arch}; the "
            f"backward kernels cover head dims {BACKWARD_HEAD_DIMS} with equal q/k/v head dims and the (q/k, v) "
            f"pairs {KERNEL_DV_DIMS}. Set "
            f"TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config.override(ops_impl='reference')`) to "
            f"run the pure-PyTorch reference")


# ---------------------------------------------------------------- fakes

def attention_fake(q, k, v, causal, scale, enable_gqa, *extras, **keywords):
    check_attention(q, k, v, causal, scale, enable_gqa, *extras, **keywords)
    out = torch.empty((*q.shape[:3], v.shape[-1]), dtype=q.dtype, device=q.device)
    return out, torch.empty(q.shape[:3], dtype=torch.float32, device=q.device)


def attention_backward_fake(grad_out, q, k, v, out, lse, causal, scale, enable_gqa, *extras, **keywords):
    check_attention_backward(grad_out, q, k, v, out, lse, causal, scale, enable_gqa, *extras, **keywords)
    return tuple(torch.empty(t.shape, dtype=t.dtype, device=t.device) for t in (q, k, v))


# ---------------------------------------------------------------- kernel launches

def _unit_last(t: torch.Tensor) -> torch.Tensor:
    return t if t.stride(-1) == 1 else t.contiguous()


def _extras(window_left: int, window_right: int, bottom_right: bool, softcap: float, sinks: Any = None) -> dict:
    """The launchers' keywords for the serving extensions (empty for the defaults: the plain call)."""
    extra = {} if sinks is None else {"sinks": sinks if sinks.is_contiguous() else sinks.contiguous()}
    if window_left == -1 and window_right == -1 and not bottom_right and not softcap:
        return extra
    return {"window": (int(window_left), int(window_right)), "bottom_right": bool(bottom_right),
            "softcap": float(softcap), **extra}


def attention_launch(launcher, q, k, v, causal, scale, enable_gqa, window_left=-1, window_right=-1,
                     bottom_right=False, softcap=0.0, sinks=None):
    (b, hq, sq, d), dv = q.shape, v.shape[-1]
    out = output_like(q) if dv == d else output((b, hq, sq, dv), q)
    lse = output((b, hq, sq), q, torch.float32)
    if out.numel():
        if not (q.is_contiguous() and k.is_contiguous() and v.is_contiguous()):  # else unit-stride already
            q, k, v = _unit_last(q), _unit_last(k), _unit_last(v)
        launcher(q, k, v, out, lse, bool(causal), 1.0 / math.sqrt(d) if scale is None else float(scale),
                 hq // k.shape[1], **_extras(window_left, window_right, bottom_right, softcap, sinks))
    return out, lse


def attention_backward_launch(launcher, grad_out, q, k, v, out, lse, causal, scale, enable_gqa, window_left=-1,
                              window_right=-1, bottom_right=False, softcap=0.0):
    dq, dk, dv = (output_like(t) for t in (q, k, v))
    if dq.numel():
        launcher(*(_unit_last(t) for t in (grad_out, q, k, v, out)), lse.contiguous(), dq, dk, dv,
                 bool(causal), float(_scale(q, scale)), q.shape[1] // k.shape[1],
                 **_extras(window_left, window_right, bottom_right, softcap))
    return dq, dk, dv


# ---------------------------------------------------------------- autograd formula

KEYWORDS = ("causal", "scale", "enable_gqa", "window_left", "window_right", "bottom_right", "softcap")


def _setup(ctx: Any, inputs: tuple, output: tuple) -> None:
    q, k, v, *rest = inputs
    ctx.kw = dict(zip(KEYWORDS, rest))
    sinks = rest[len(KEYWORDS)] if len(rest) > len(KEYWORDS) else None
    out, lse = output
    ctx.mark_non_differentiable(lse)
    ctx.save_for_backward(q, k, v, out, lse, *(() if sinks is None else (sinks,)))  # no None: saved tensors are read


def _backward(ctx: Any, grad_out: torch.Tensor, grad_lse: Any) -> tuple:
    q, k, v, out, lse, *rest = ctx.saved_tensors
    sinks = rest[0] if rest else None
    need = ctx.needs_input_grad
    dq = dk = dv = None
    if any(need[:3]):  # P = exp(s - lse): lse carries the sinks, so the backward op needs none
        dq, dk, dv = torch.ops.cdna.attention_backward.default(grad_out, q, k, v, out, lse, **ctx.kw)
    dsinks = sinks_grad(grad_out, out, lse, sinks) if sinks is not None and need[3 + len(KEYWORDS)] else None
    return ((dq if need[0] else None), (dk if need[1] else None), (dv if need[2] else None),
            *(None for _ in KEYWORDS), dsinks)


def backward_args(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> tuple:
    """``cdna::attention_backward``'s positional arguments for this forward's q/k/v, as uninitialised stand-ins
    (``grad_out``/``out`` [B, Hq, Sq, Dv] in q's dtype, ``lse`` fp32 [B, Hq, Sq]): what asking whether the
    backward can run needs before the forward has run. ``new_empty`` keeps q's device, and symbolic sizes for
    FakeTensors."""
    out_shape, lse_shape = (*q.shape[:3], v.shape[-1]), tuple(q.shape[:3])
    grad_out, out = q.new_empty(out_shape), q.new_empty(out_shape)
    lse = q.new_empty(lse_shape, dtype=torch.float32)
    return grad_out, q, k, v, out, lse


define(OpDef(
    "attention",
    "attention(Tensor q, Tensor k, Tensor v, bool causal, float? scale, bool enable_gqa, int window_left=-1, "
    "int window_right=-1, bool bottom_right=False, float softcap=0.0, Tensor? sinks=None) -> (Tensor out, "
    "Tensor lse)",
    check_attention, attention_reference, attention_fake, attention_launch, Autograd(_setup, _backward),
    kernel_check, check_plain=check_attention_plain))
define(OpDef(
    "attention_backward",
    "attention_backward(Tensor grad_out, Tensor q, Tensor k, Tensor v, Tensor out, Tensor lse, bool causal, "
    "float? scale, bool enable_gqa, int window_left=-1, int window_right=-1, bool bottom_right=False, "
    "float softcap=0.0) -> (Tensor dq, Tensor dk, Tensor dv)",
    check_attention_backward, attention_backward_reference, attention_backward_fake, attention_backward_launch,
    kernel_check=_backward_kernel_check))

"""``cdna::moe_topk_softmax`` (MoE router: softmax over the experts, then the k largest probabilities and
their expert ids, optionally renormalised to sum to 1) and its backward op; ``cdna::moe_topk_sigmoid`` (the
sigmoid routers of DeepSeek-V3 and Llama-4, described at the end) and its backward op.

Schema::

    moe_topk_softmax(Tensor logits, int k, *, bool renormalize=False) -> (Tensor weights, Tensor ids)
    moe_topk_softmax_backward(Tensor grad, Tensor ids, Tensor logits, *, bool renormalize=False) -> Tensor

``logits`` [..., E] (bf16/fp16/fp32), ``1 <= k <= E``; ``weights`` [..., k] fp32 (fp64 for the float64 test
reference) in descending order, ``ids`` [..., k] int64: Hugging Face's experts index with ``top_k_index`` as
torch.topk returns it (int64), so the op substitutes for ``torch.topk`` without a cast (vLLM's kernels keep
int32 ids; a cast is one small pass where a caller needs them). The softmax is computed in fp32 whatever the
logits' dtype, as the HF routers do (``softmax(logits, dtype=torch.float)``); the experts are selected on the
fp32 probabilities.

Ties: among equal probabilities the lowest expert id comes first (a stable descending sort). ``torch.topk``
does not define an order for ties (on CPU it returns ids [2, 4, 1] for three equal values at 1, 2, 4, and 133
first for 200 equal values), so the op equals ``torch.topk`` exactly wherever the k largest probabilities and
the k-th/(k+1)-th boundary are free of ties (every router with random weights), and is deterministic where they
are not. A row with a NaN or +inf logit has NaN probabilities (as in torch.softmax): its weights are NaN and
its ids 0..k-1 (a descending sort puts NaN first).

``renormalize=True`` divides the k weights by their sum (Mixtral always; Qwen2/3-MoE per
``config.norm_topk_prob``).

Gradient (the router is trained): with p = softmax(logits) and g the gradient of ``weights``,
without renormalisation dx = p * (G - sum_j g_j w_j) where G scatters g to the selected ids; with it
(w = p_sel / S), dx = w * (g - sum_j g_j w_j) scattered to the selected ids, 0 elsewhere (renormalised weights
are a softmax over the selected logits only). ``ids`` carry no gradient. The backward op recomputes p from the
logits (one read of a [..., E] row; nothing [..., E]-sized is saved). It takes any ids in 0..E-1: a repeated
id adds its gradients up (the gradient of a gather), so it is the derivative of the weights as a function of the
logits for those ids, whichever op chose them.

Kernels: ``kernels/moe_routing.py`` (E <= 256, k <= 8; larger ones raise ``MissingKernel`` before anything
compiles, the reference serves them).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> with _config.override(ops_impl="reference"):
    ...     w, ids = torch.ops.cdna.moe_topk_softmax(torch.tensor([[0.0, 2.0, 1.0, 2.0]]), 2, renormalize=True)
    >>> ids.tolist(), [round(v, 4) for v in w[0].tolist()]
    ([[1, 3]], [0.5, 0.5])

Sigmoid routing::

    moe_topk_sigmoid(Tensor logits, int k, *, Tensor? bias=None, int n_group=1, int topk_group=1,
                     bool renormalize=False, float routed_scaling_factor=1.0) -> (Tensor weights, Tensor ids)
    moe_topk_sigmoid_backward(Tensor grad, Tensor ids, Tensor logits, *, bool renormalize=False,
                              float routed_scaling_factor=1.0) -> Tensor

In fp32 (as HF's routers): scores ``s = sigmoid(logits)``; selection keys ``s + bias`` (``bias`` [E], DeepSeek-V3's
``e_score_correction_bias``: it steers the choice only, the weights never see it), or plain ``s`` with groups and
no bias. With ``n_group > 1`` the E experts form ``n_group`` consecutive groups, each scored by the sum of its two
largest keys; only the experts of the ``topk_group`` best groups stay candidates. Then the k largest keys give
``ids`` (descending by key), and ``weights = s[ids]`` (unbiased), divided by ``sum + 1e-20`` with
``renormalize`` (``norm_topk_prob``), times ``routed_scaling_factor`` (DeepSeek-V3: 2.5). That is
``DeepseekV3TopkRouter.forward`` after its linear layer. Llama-4 (``Llama4Router``) is the plain form:
``moe_topk_sigmoid(logits, k)``; without bias and groups the experts are ranked by the logits themselves (the
order of s, sigmoid being increasing, but exact where two fp32 sigmoids round equal, e.g. logits above ~17, as
Llama-4's ``torch.topk`` of the logits is); its dense [T, E] scores are ``weights`` at ``ids`` and 0
(sigmoid(-inf)) elsewhere, and its ``.to(logits.dtype)`` is the caller's.

Ties (HF's ``torch.topk(..., sorted=False)`` leaves the order unspecified): among equal keys the lowest expert id
first, among equal group scores the lowest group index first. A NaN key ranks as +inf (as torch.topk ranks NaN),
lowest id first; its weight is NaN (sigmoid(NaN)).

Gradient (``bias`` gets none: it moves the selection only, a piecewise-constant function): with c the scaling
factor, dx[id_r] += c g_r s_r (1 - s_r); renormalised (D = sum s + 1e-20), the g_r are replaced by
(g_r - sum_j g_j s_j / D) / D first. Repeated ids add up. Kernels: ``moe_topk_sigmoid_fwd`` (``E <= 256``,
``k <= 8``, ``n_group <= 16``; else ``MissingKernel``); the backward's kernel path is a composition of torch ops
(``kernels/moe_routing.moe_topk_sigmoid_backward_torch`` says why).

    >>> with _config.override(ops_impl="reference"):
    ...     w, ids = torch.ops.cdna.moe_topk_sigmoid(torch.tensor([[0.0, 2.0, 1.0, 3.0]]), 2, n_group=2,
    ...                                              topk_group=1, routed_scaling_factor=2.0)
    >>> ids.tolist(), [round(v, 4) for v in w[0].tolist()]
    ([[3, 2]], [1.9051, 1.4621])
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from . import _layout
from ._layout import output, rows
from ._registry import Autograd, OpDef, define
from ..errors import MissingKernel
from .norms import acc_dtype

OP = "moe_topk_softmax"
BWD = "moe_topk_softmax_backward"
# What the kernels cover (kernels/moe_routing.py): a row of E experts is held by one wave, at most 4 a lane;
# k rounds of a wave max select the experts.
MAX_EXPERTS = 256
MAX_K = 8


def _probs(logits: torch.Tensor) -> torch.Tensor:
    return torch.softmax(logits.to(acc_dtype(logits)), -1)


def _topk(p: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The k largest of ``p`` over the last dim, descending, lowest index first among equal values."""
    vals, idx = torch.sort(p, dim=-1, descending=True, stable=True)
    return vals[..., :k].contiguous(), idx[..., :k].contiguous()


def moe_topk_softmax_reference(logits: torch.Tensor, k: int, *, renormalize: bool = False
                               ) -> tuple[torch.Tensor, torch.Tensor]:
    w, ids = _topk(_probs(logits), k)
    if renormalize:
        w = w / w.sum(-1, keepdim=True)
    return w, ids


def moe_topk_softmax_backward_reference(grad: torch.Tensor, ids: torch.Tensor, logits: torch.Tensor, *,
                                        renormalize: bool = False) -> torch.Tensor:
    p = _probs(logits)
    g = grad.to(p.dtype)
    p_sel = p.gather(-1, ids)
    if renormalize:   # dL/dp at the selected experts, (g - sum(g w)) / S, then p times it (its sum(. p) is 0)
        total = p_sel.sum(-1, keepdim=True)
        dot = (g * p_sel).sum(-1, keepdim=True) / total
        dx = p * torch.zeros_like(p).scatter_add(-1, ids, (g - dot) / total)
    else:
        dot = (g * p_sel).sum(-1, keepdim=True)
        dx = p * (torch.zeros_like(p).scatter_add(-1, ids, g) - dot)
    return dx.to(logits.dtype).contiguous()


def check_moe_topk_softmax(logits: torch.Tensor, k: int, *, renormalize: bool = False) -> None:
    C.check_float(OP, "logits", logits)
    C.check_min_dim(OP, "logits", logits, 1)
    n = logits.shape[-1]
    if not 1 <= k <= n:
        raise ValueError(f"cdna::{OP}: k={k} must be in 1..E, E = logits.shape[-1] = {n} (the number of experts)")


def check_moe_topk_softmax_backward(grad: torch.Tensor, ids: torch.Tensor, logits: torch.Tensor, *,
                                    renormalize: bool = False, op: str = BWD) -> None:
    for name, t in (("grad", grad), ("ids", ids)):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"cdna::{op}: {name} must be a Tensor; got {type(t).__name__}")
    C.check_float(op, "logits", logits)
    C.check_min_dim(op, "logits", logits, 1)
    if grad.dtype != torch.float32:
        raise TypeError(f"cdna::{op}: grad must be a float32 tensor (the gradient of the fp32 weights); got "
                        f"{grad.dtype}")
    if ids.dtype != torch.int64:
        raise TypeError(f"cdna::{op}: ids must be an int64 tensor (the op's ids output); got {ids.dtype}")
    C.check_device(op, "grad", grad, "logits", logits)
    C.check_device(op, "ids", ids, "logits", logits)
    C.check_same_shape(op, "ids", ids, "grad", grad)
    if grad.shape[:-1] != logits.shape[:-1] or not 1 <= grad.shape[-1] <= logits.shape[-1]:
        raise ValueError(f"cdna::{op}: grad has shape {tuple(grad.shape)}; expected [..., k] with the leading "
                         f"dims of logits {tuple(logits.shape)} and 1 <= k <= E")


def moe_topk_softmax_fake(logits, k, *, renormalize=False):
    check_moe_topk_softmax(logits, k, renormalize=renormalize)
    shape = (*logits.shape[:-1], k)
    return (torch.empty(shape, dtype=torch.float32, device=logits.device),
            torch.empty(shape, dtype=torch.int64, device=logits.device))


def moe_topk_softmax_backward_fake(grad, ids, logits, *, renormalize=False):
    check_moe_topk_softmax_backward(grad, ids, logits, renormalize=renormalize)
    return torch.empty(logits.shape, dtype=logits.dtype, device=logits.device)


def kernel_check(arch: str, first: torch.Tensor, second: Any, *rest: Any) -> None:
    """No kernel for more than ``MAX_EXPERTS`` experts or ``k`` above ``MAX_K``: forward ``(logits, k)``,
    backward ``(grad, ids, logits)`` (k is the width of grad)."""
    logits, k = (first, second) if isinstance(second, int) else (rest[0], first.shape[-1])
    n = logits.shape[-1]
    if n > MAX_EXPERTS or k > MAX_K:
        raise MissingKernel(f"cdna::{OP}: no kernel on arch {arch} for E={n} experts and k={k}: the kernels take "
                            f"E <= {MAX_EXPERTS} and k <= {MAX_K}. Set TORCH_CDNA_OPS_IMPL=reference (or `with "
                            f"torch_cdna._config.override(ops_impl='reference')`) to run the pure-PyTorch reference")


# An unwritten id shows up as this under ``poisoned_outputs`` (NaN has no int64 value).
ID_POISON = -1


def _ids_output(shape: tuple, like: torch.Tensor) -> torch.Tensor:
    out = like.new_empty(shape, dtype=torch.int64)
    return out.fill_(ID_POISON) if _layout._poison else out


def moe_topk_softmax_launch(launcher, logits, k, *, renormalize=False):
    x = rows(logits)
    shape = (*logits.shape[:-1], k)
    w, ids = output(shape, logits, torch.float32), _ids_output(shape, logits)
    if w.numel():
        launcher(x, w.view(-1, k), ids.view(-1, k), renormalize)
    return w, ids


def moe_topk_softmax_backward_launch(launcher, grad, ids, logits, *, renormalize=False):
    dx = output(logits.shape, logits)
    if dx.numel():
        k = grad.shape[-1]
        g2, i2 = grad.reshape(-1, k).contiguous(), ids.reshape(-1, k).contiguous()
        launcher(g2, i2, rows(logits), dx.view(-1, logits.shape[-1]), renormalize)
    return dx


def _setup(ctx: Any, inputs: tuple, output: tuple) -> None:
    ctx.renormalize = inputs[2]
    ctx.mark_non_differentiable(output[1])
    ctx.save_for_backward(inputs[0], output[1])


def _backward(ctx: Any, grad_w: torch.Tensor, grad_ids: Any) -> tuple:
    logits, ids = ctx.saved_tensors
    dx = ctx.cdna.moe_topk_softmax_backward(grad_w.float().contiguous(), ids, logits,
                                            renormalize=ctx.renormalize)
    return dx, None, None


define(OpDef(
    OP, "moe_topk_softmax(Tensor logits, int k, *, bool renormalize=False) -> (Tensor weights, Tensor ids)",
    check_moe_topk_softmax, moe_topk_softmax_reference, moe_topk_softmax_fake, moe_topk_softmax_launch,
    Autograd(_setup, _backward), kernel_check=kernel_check))
define(OpDef(
    BWD, "moe_topk_softmax_backward(Tensor grad, Tensor ids, Tensor logits, *, bool renormalize=False) -> Tensor",
    check_moe_topk_softmax_backward, moe_topk_softmax_backward_reference, moe_topk_softmax_backward_fake,
    moe_topk_softmax_backward_launch, kernel_check=kernel_check))


# --------------------------------------------------------------------------------------------- sigmoid routing
SIG = "moe_topk_sigmoid"
SIG_BWD = "moe_topk_sigmoid_backward"
MAX_GROUPS = 16          # the kernel unrolls its group scores (DeepSeek-V3: 8 groups of 32 experts)
SIG_SCHEMA = ("moe_topk_sigmoid(Tensor logits, int k, *, Tensor? bias=None, int n_group=1, int topk_group=1, "
              "bool renormalize=False, float routed_scaling_factor=1.0) -> (Tensor weights, Tensor ids)")
SIG_BWD_SCHEMA = ("moe_topk_sigmoid_backward(Tensor grad, Tensor ids, Tensor logits, *, bool renormalize=False, "
                  "float routed_scaling_factor=1.0) -> Tensor")
RENORM_EPS = 1e-20       # DeepSeek-V3's router adds it to the denominator of the renormalisation


def _sigmoid_keys(logits: torch.Tensor, bias: torch.Tensor | None, n_group: int
                  ) -> tuple[torch.Tensor, torch.Tensor]:
    """(scores = sigmoid(logits), selection keys) in the accumulation dtype (moe_topk_sigmoid's docstring)."""
    x = logits.to(acc_dtype(logits))
    s = torch.sigmoid(x)
    if bias is None and n_group == 1:
        key = x
    else:
        key = s if bias is None else s + bias.to(x.dtype)
    return s, torch.where(torch.isnan(key), float("inf"), key)


def _group_restrict(key: torch.Tensor, n_group: int, topk_group: int) -> torch.Tensor:
    """``key`` with -inf outside the ``topk_group`` groups whose two largest keys sum highest (ties: the lowest
    group index first)."""
    e = key.shape[-1]
    top2 = torch.sort(key.unflatten(-1, (n_group, e // n_group)), dim=-1, descending=True).values
    score = top2[..., 0] + top2[..., 1]
    _, chosen = _topk(score, topk_group)
    keep = torch.zeros_like(score, dtype=torch.bool).scatter_(-1, chosen, True)
    return key.masked_fill(~keep.repeat_interleave(e // n_group, -1), float("-inf"))


def moe_topk_sigmoid_reference(logits: torch.Tensor, k: int, *, bias: torch.Tensor | None = None, n_group: int = 1,
                               topk_group: int = 1, renormalize: bool = False, routed_scaling_factor: float = 1.0
                               ) -> tuple[torch.Tensor, torch.Tensor]:
    s, key = _sigmoid_keys(logits, bias, n_group)
    if n_group > 1:
        key = _group_restrict(key, n_group, topk_group)
    ids = _topk(key, k)[1]
    w = s.gather(-1, ids)
    if renormalize:
        w = w / (w.sum(-1, keepdim=True) + RENORM_EPS)
    return (w * routed_scaling_factor).contiguous(), ids


def moe_topk_sigmoid_backward_reference(grad: torch.Tensor, ids: torch.Tensor, logits: torch.Tensor, *,
                                        renormalize: bool = False, routed_scaling_factor: float = 1.0
                                        ) -> torch.Tensor:
    x = logits.to(acc_dtype(logits))
    s = torch.sigmoid(x.gather(-1, ids))
    g = grad.to(x.dtype) * routed_scaling_factor
    if renormalize:   # w = c s / D, D = sum(s) + eps: dL/ds_j = c (g_j - sum_r g_r s_r / D) / D
        d = s.sum(-1, keepdim=True) + RENORM_EPS
        g = (g - (g * s).sum(-1, keepdim=True) / d) / d
    dx = torch.zeros_like(x).scatter_add(-1, ids, g * s * (1 - s))
    return dx.to(logits.dtype).contiguous()


def check_moe_topk_sigmoid(logits: torch.Tensor, k: int, *, bias: torch.Tensor | None = None, n_group: int = 1,
                           topk_group: int = 1, renormalize: bool = False, routed_scaling_factor: float = 1.0) -> None:
    C.check_float(SIG, "logits", logits)
    C.check_min_dim(SIG, "logits", logits, 1)
    e = logits.shape[-1]
    if bias is not None:
        C.check_float(SIG, "bias", bias)
        C.check_device(SIG, "bias", bias, "logits", logits)
        if tuple(bias.shape) != (e,):
            raise ValueError(f"cdna::{SIG}: bias has shape {tuple(bias.shape)}; expected [E] = [{e}] (one "
                             f"correction per expert, e_score_correction_bias)")
    if n_group < 1 or e % n_group or (n_group > 1 and e // n_group < 2):
        raise ValueError(f"cdna::{SIG}: n_group={n_group} must divide E={e} into groups of at least 2 experts "
                         f"(the group score sums a group's two largest scores); use n_group=1 for no groups")
    if not 1 <= topk_group <= n_group:
        raise ValueError(f"cdna::{SIG}: topk_group={topk_group} must be in 1..n_group={n_group}")
    avail = topk_group * (e // n_group)
    if not 1 <= k <= avail:
        raise ValueError(f"cdna::{SIG}: k={k} must be in 1..{avail} (E = logits.shape[-1] = {e}, restricted to "
                         f"topk_group={topk_group} of n_group={n_group} groups)")


def check_moe_topk_sigmoid_backward(grad: torch.Tensor, ids: torch.Tensor, logits: torch.Tensor, *,
                                    renormalize: bool = False, routed_scaling_factor: float = 1.0) -> None:
    check_moe_topk_softmax_backward(grad, ids, logits, op=SIG_BWD)


def moe_topk_sigmoid_fake(logits, k, *, bias=None, n_group=1, topk_group=1, renormalize=False,
                          routed_scaling_factor=1.0):
    check_moe_topk_sigmoid(logits, k, bias=bias, n_group=n_group, topk_group=topk_group)
    return moe_topk_softmax_fake(logits, k)


def moe_topk_sigmoid_backward_fake(grad, ids, logits, *, renormalize=False, routed_scaling_factor=1.0):
    check_moe_topk_sigmoid_backward(grad, ids, logits)
    return torch.empty(logits.shape, dtype=logits.dtype, device=logits.device)


def moe_topk_sigmoid_launch(launcher, logits, k, *, bias=None, n_group=1, topk_group=1, renormalize=False,
                            routed_scaling_factor=1.0):
    if n_group > MAX_GROUPS:
        raise MissingKernel(f"cdna::{SIG}: no kernel for n_group={n_group}: the kernels take n_group <= "
                            f"{MAX_GROUPS}. Set TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config."
                            f"override(ops_impl='reference')`) to run the pure-PyTorch reference")
    x = rows(logits)
    shape = (*logits.shape[:-1], k)
    w, ids = output(shape, logits, torch.float32), _ids_output(shape, logits)
    if w.numel():
        b = None if bias is None else bias.to(torch.float32).contiguous()
        launcher(x, b, w.view(-1, k), ids.view(-1, k), n_group, topk_group, renormalize,
                 float(routed_scaling_factor))
    return w, ids


def moe_topk_sigmoid_backward_launch(launcher, grad, ids, logits, *, renormalize=False, routed_scaling_factor=1.0):
    return launcher(grad, ids, logits, renormalize=renormalize, routed_scaling_factor=routed_scaling_factor)


def _sig_setup(ctx: Any, inputs: tuple, output: tuple) -> None:
    ctx.renormalize, ctx.scale = inputs[5], inputs[6]
    ctx.mark_non_differentiable(output[1])
    ctx.save_for_backward(inputs[0], output[1])


def _sig_backward(ctx: Any, grad_w: torch.Tensor, grad_ids: Any) -> tuple:
    logits, ids = ctx.saved_tensors
    dx = ctx.cdna.moe_topk_sigmoid_backward(grad_w.float().contiguous(), ids, logits, renormalize=ctx.renormalize,
                                            routed_scaling_factor=ctx.scale)
    return dx, None, None, None, None, None, None   # bias: selection only, no gradient (a buffer in HF)


define(OpDef(SIG, SIG_SCHEMA, check_moe_topk_sigmoid, moe_topk_sigmoid_reference, moe_topk_sigmoid_fake,
             moe_topk_sigmoid_launch, Autograd(_sig_setup, _sig_backward), kernel_check=kernel_check))
define(OpDef(SIG_BWD, SIG_BWD_SCHEMA, check_moe_topk_sigmoid_backward, moe_topk_sigmoid_backward_reference,
             moe_topk_sigmoid_backward_fake, moe_topk_sigmoid_backward_launch))

"""RMSNorm -> ``cdna::rmsnorm`` (and, in training graphs, its backward -> ``cdna::rmsnorm_backward``).

Spellings (each as written in user code; ``h`` is ``x.float()`` in the upcast forms):

- ``hf``: HF LlamaRMSNorm (also Mistral, Qwen2/3): ``weight * (h * rsqrt(h.pow(2).mean(-1, keepdim=True)
  + eps)).to(x.dtype)`` — the weight applied after the downcast; ``hf_rhs`` the same with ``* weight`` last;
- ``weight_first``: the weight applied in fp32 before the downcast (``(h * rstd * weight.float()).to(dt)``;
  Gemma's ``1 + weight`` arrives as the weight argument); ``weight_first_promoted`` without the weight cast;
- ``functional``: ``F.rms_norm`` / ``torch.nn.RMSNorm`` (positive reduction dim, ``add.Scalar``);
- every spelling also without the casts (``plain``: fp32 graphs, where the upcast disappears, and
  ``x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * w`` in any dtype);
- ``eps`` as a 0-d tensor graph input (``dynamic=True`` can turn float attributes into tensor inputs):
  graphs call the ``cdna::rmsnorm.tensor_eps`` overload, which reads the float at run time (an unbacked
  SymFloat from ``.item()`` would not pass the op's ``float`` schema); in training graphs its backward is
  ``cdna::rmsnorm_backward.tensor_eps``.

The replacement returns what the pattern returned: ``cdna::rmsnorm`` computes in fp32 and rounds once to
x's dtype (more accurate than a bf16 pattern without upcast), then casts to the pattern's output dtype when
the weight's dtype promoted it (fp32 weight times a bf16 ``x``).

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def norm(x, w): return w * (x.float() * torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + 1e-6)).to(x.dtype)
    >>> f = torch.compile(norm, options=ti.options(["rmsnorm"]))   # the compiled graph calls cdna::rmsnorm
"""

from __future__ import annotations

import functools
from typing import Any, Callable

import torch

from . import _support
from ._patterns import SCALAR_SENTINELS, Spelling, bind, empty, register_spellings, value

_F32 = torch.float32
_GRADS = ((True, True, False), (False, True, False), (True, False, False))


def _rstd(h: torch.Tensor, eps: Any, dim: int) -> torch.Tensor:
    return torch.rsqrt(h.pow(2).mean(dim, keepdim=True) + eps)


def _dim(x: torch.Tensor, positive: bool) -> int:
    return x.dim() - 1 if positive else -1


# ---------------------------------------------------------------- search functions (eager code)

def rmsnorm_pattern_hf(x, weight, eps, *, upcast=True, positive=False):
    h = x.to(_F32) if upcast else x
    y = h * _rstd(h, eps, _dim(x, positive))
    return weight * (y.to(x.dtype) if upcast else y)


def rmsnorm_pattern_hf_rhs(x, weight, eps, *, upcast=True, positive=False):
    h = x.to(_F32) if upcast else x
    y = h * _rstd(h, eps, _dim(x, positive))
    return (y.to(x.dtype) if upcast else y) * weight


def rmsnorm_pattern_weight_first(x, weight, eps, *, upcast=True, positive=False):
    h = x.to(_F32) if upcast else x
    y = h * _rstd(h, eps, _dim(x, positive)) * (weight.to(_F32) if upcast else weight)
    return y.to(x.dtype) if upcast else y


def rmsnorm_pattern_weight_first_promoted(x, weight, eps, *, upcast=True, positive=False):
    h = x.to(_F32) if upcast else x
    y = h * _rstd(h, eps, _dim(x, positive)) * weight
    return y.to(x.dtype) if upcast else y


def rmsnorm_pattern_functional(x, weight, eps, *, upcast=True, positive=True):
    """What ``F.rms_norm`` decomposes to: positive dim, ``add.Scalar``, weight multiplied in fp32."""
    h = x.to(_F32) if upcast else x
    dim = _dim(x, positive)
    rstd = torch.rsqrt(torch.ops.aten.add.Scalar(h.pow(2).mean(dim, keepdim=True), eps))
    y = h * rstd * weight
    return y.to(x.dtype) if upcast else y


def rmsnorm_pattern_tensor_eps(x, weight, eps_tensor, *, upcast=True, positive=False):
    """HF spelling with ``eps`` a 0-d (float64) tensor graph input, as ``dynamic=True`` makes it."""
    h = x.to(_F32) if upcast else x
    var = h.pow(2).mean(_dim(x, positive), keepdim=True)
    y = h * torch.rsqrt(var + eps_tensor.to(var.dtype))
    return weight * (y.to(x.dtype) if upcast else y)


def rmsnorm_pattern_residual_use(x, weight, eps, other, *, form="hf", upcast=True, positive=False):
    """Training only: ``x`` also feeds a later residual add. Autograd then accumulates x's gradient as
    (residual grad + first norm term) + second norm term, which the isolated pattern's single add misses.
    ``form`` names the norm's spelling in ``_SEARCH`` (HF's ``weight * y``, ``y * weight``, Gemma's fp32
    ``1 + weight`` multiplied before the downcast)."""
    return _SEARCH[form](x, weight, eps, upcast=upcast, positive=positive), x + other


def rmsnorm_replacement_residual_use(x, weight, eps, other, *, weight_last=True):
    return rmsnorm_replacement(x, weight, eps, weight_last=weight_last), x + other


# ---------------------------------------------------------------- replacements

def _out_dtype(x: torch.Tensor, weight: torch.Tensor, weight_last: bool) -> torch.dtype:
    return torch.promote_types(x.dtype, weight.dtype) if weight_last else x.dtype


def rmsnorm_replacement(x, weight, eps, *, weight_last=True):
    y = torch.ops.cdna.rmsnorm.default(x, weight, eps)
    dtype = _out_dtype(x, weight, weight_last)
    return y if y.dtype == dtype else y.to(dtype)


def rmsnorm_replacement_tensor_eps(x, weight, eps_tensor, *, weight_last=True):
    """``cdna::rmsnorm.tensor_eps`` reads the 0-d eps at run time (its backward too)."""
    y = torch.ops.cdna.rmsnorm.tensor_eps(x, weight, eps_tensor)
    dtype = _out_dtype(x, weight, weight_last)
    return y if y.dtype == dtype else y.to(dtype)


# ---------------------------------------------------------------- check

def eps_tensor_reason(match: Any) -> str | None:
    """Why a match's ``eps_tensor`` (tensor-eps spellings) cannot be read at run time, or None."""
    if "eps_tensor" not in match.kwargs:
        return None
    eps = value(match, "eps_tensor")
    if not isinstance(eps, torch.Tensor) or eps.dim() != 0 or eps.device.type != "cpu":
        return f"eps is not a 0-d CPU tensor ({eps!r})"
    return None


def rmsnorm_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x, weight = value(match, "x"), value(match, "weight")
    if not isinstance(x, torch.Tensor) or not isinstance(weight, torch.Tensor):
        return "x or weight has no tensor metadata"
    if isinstance(match.kwargs.get("eps"), torch.fx.Node):
        return "eps is a graph value here, not a constant"
    reason = eps_tensor_reason(match)
    if reason:
        return reason
    if x.dim() < 1 or weight.dim() != 1 or weight.shape[0] != x.shape[-1]:
        return f"weight {tuple(weight.shape)} is not a [D] vector for x {tuple(x.shape)}"
    for op in ("rmsnorm", "rmsnorm_backward") if stage == "joint" else ("rmsnorm",):
        reason = _support.unsupported(op, x, weight, args=_support.row_op_args(op, x, weight))
        if reason:
            return reason
    return None


# ---------------------------------------------------------------- registration

def _examples(dtype: torch.dtype, tensor_eps: bool = False) -> list:
    tensors = [empty(2, 8, 64, dtype=dtype), empty(64, dtype=dtype)]
    return [*tensors, torch.tensor(SCALAR_SENTINELS["eps"], dtype=torch.float64)] if tensor_eps else tensors


# Training (joint) variants are traced for the spellings real models use; each costs ~3 traces.
_TRAINED = {("hf", "upcast"), ("hf", "plain"), ("hf_rhs", "plain"), ("functional", "upcast_posdim"),
            ("functional", "plain_posdim"), ("weight_first_promoted", "upcast"), ("tensor_eps", "upcast"),
            ("tensor_eps", "plain")}


def _residual_examples(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype), empty(64, dtype=dtype), empty(2, 8, 64, dtype=dtype)]


def _residual_spelling(form: str, weight_last: bool, upcast: bool) -> Spelling:
    args = ("x", "weight", "eps", "other")
    return Spelling(
        name=f"{form}_residual_use/{'upcast' if upcast else 'plain'}",
        search=bind(rmsnorm_pattern_residual_use, args, form=form, upcast=upcast, positive=False),
        replacement=bind(rmsnorm_replacement_residual_use, args, weight_last=weight_last),
        inputs=_residual_examples, dtypes=(torch.bfloat16,), grads=((True, True, False, True),),
        scalars={"eps": SCALAR_SENTINELS["eps"]}, stages=("joint",))


def _spelling(name: str, search: Callable, upcast: bool, positive: bool, weight_last: bool,
              tensor_eps: bool = False) -> Spelling:
    form = ("upcast" if upcast else "plain") + ("_posdim" if positive else "")
    replacement = rmsnorm_replacement_tensor_eps if tensor_eps else rmsnorm_replacement
    args = ("x", "weight", "eps_tensor" if tensor_eps else "eps")
    return Spelling(
        name=f"{name}/{form}",
        search=bind(search, args, upcast=upcast, positive=positive),
        replacement=bind(replacement, args, weight_last=weight_last),
        inputs=functools.partial(_examples, tensor_eps=tensor_eps),
        dtypes=(torch.bfloat16,),  # plain forms have no dtype literal; upcast forms cover bf16 and fp16
        grads=_GRADS if (name, form) in _TRAINED else (),
        scalars={} if tensor_eps else {"eps": SCALAR_SENTINELS["eps"]})


_FORMS = (  # (name, search, weight multiplies the downcast result)
    ("hf", rmsnorm_pattern_hf, True),
    ("hf_rhs", rmsnorm_pattern_hf_rhs, True),
    ("weight_first", rmsnorm_pattern_weight_first, False),
    ("weight_first_promoted", rmsnorm_pattern_weight_first_promoted, False),
    ("functional", rmsnorm_pattern_functional, False),
)
_SEARCH = {name: search for name, search, _ in _FORMS}


# The residual-use forms real models train with (each ~3 traces): Llama's ``weight * y`` (bf16 and fp32), in
# fp32 also ``y * weight`` (Gemma's ``1 + weight`` last; the same graph as every weight-first form without the
# casts), and Gemma's bf16 form (``(1 + weight.float())`` multiplied in fp32 before the downcast).
_RESIDUAL_FORMS = (("hf", True, True), ("hf", True, False), ("hf_rhs", True, False),
                   ("weight_first_promoted", False, True))  # (form, weight multiplies last, upcast)


def spellings() -> list[Spelling]:
    out = [_residual_spelling(*form) for form in _RESIDUAL_FORMS]
    for name, search, weight_last in _FORMS:
        for positive in (False, True):
            for upcast in (True, False):
                # without the downcast the "weight first" forms promote like the others
                out.append(_spelling(name, search, upcast, positive, weight_last or not upcast))
    for upcast in (True, False):
        out.append(_spelling("tensor_eps", rmsnorm_pattern_tensor_eps, upcast, False, True, tensor_eps=True))
    return out


def register(stage: str, passes: Any) -> None:
    """Register every RMSNorm spelling for ``stage`` ("post_grad" or "joint") into ``passes``."""
    register_spellings("rmsnorm", spellings(), functools.partial(rmsnorm_check, stage=stage), stage, passes)

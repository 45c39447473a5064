"""Drop-in ``nn.Module``s calling the ``cdna::`` ops.

Each module takes its counterpart's constructor arguments, has the same parameters (so the same state_dict
keys) and matches its numerics within dtype tolerance (the ops compute in fp32 and round once to x's dtype).
Gradients come from the ops' autograd formulas (the ``cdna::*_backward`` kernels).

Example:
    >>> import torch, torch_cdna.nn as cnn
    >>> from torch_cdna import _config
    >>> norm = cnn.RMSNorm(64, eps=1e-6)
    >>> with _config.override(ops_impl="reference"):
    ...     norm(torch.randn(2, 64)).shape
    torch.Size([2, 64])
"""

from __future__ import annotations

import numbers
from typing import Any, Sequence

import torch
from torch import nn

import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna

OUT_DTYPES = ("input", "promote")


def _last_dim(normalized_shape: int | Sequence[int], what: str) -> int:
    """The single normalised size; the cdna norms normalise the last dim only."""
    if isinstance(normalized_shape, numbers.Integral):
        return int(normalized_shape)
    shape = tuple(normalized_shape)
    if len(shape) != 1:
        raise ValueError(f"torch_cdna.nn.{what}: normalized_shape {shape} has {len(shape)} dims; the cdna "
                         f"ops normalise the last dim only (pass one size), or keep torch.nn.{what}")
    return int(shape[0])


class RMSNorm(nn.Module):
    """RMSNorm over the last dim via ``cdna::rmsnorm``; drop-in for HF ``LlamaRMSNorm`` (Qwen2, Mistral, ...),
    ``torch.nn.RMSNorm`` and, with ``offset=1.0``, Gemma's ``(1 + weight)`` RMSNorm.

    ``eps=None`` uses ``torch.finfo(x.dtype).eps`` (as ``torch.nn.RMSNorm``). ``out_dtype="promote"``
    returns ``promote_types(x, weight)`` like HF's ``weight * h.to(dtype)``; ``"input"`` returns x's dtype
    like ``F.rms_norm`` and Gemma. ``variance_epsilon`` is an alias of ``eps`` (HF's attribute name).

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> m = cnn.RMSNorm(8, eps=1e-6)
        >>> with _config.override(ops_impl="reference"):
        ...     y = m(torch.ones(3, 8))
        >>> torch.allclose(y, torch.ones(3, 8), atol=1e-5)
        True
    """

    def __init__(self, normalized_shape: int | Sequence[int], eps: float | None = 1e-6,
                 elementwise_affine: bool = True, *, offset: float = 0.0, out_dtype: str = "promote",
                 device: Any = None, dtype: torch.dtype | None = None) -> None:
        super().__init__()
        if out_dtype not in OUT_DTYPES:
            raise ValueError(f"torch_cdna.nn.RMSNorm: out_dtype {out_dtype!r} is not one of {OUT_DTYPES}")
        self.hidden_size = _last_dim(normalized_shape, "RMSNorm")
        self.normalized_shape = (self.hidden_size,)
        self.eps, self.offset, self.out_dtype = eps, float(offset), out_dtype
        self.elementwise_affine = elementwise_affine
        init = torch.zeros if offset else torch.ones
        if elementwise_affine:
            self.weight = nn.Parameter(init(self.hidden_size, device=device, dtype=dtype))
        else:
            self.register_parameter("weight", None)

    @property
    def variance_epsilon(self) -> float | None:
        return self.eps

    def effective_weight(self, x: torch.Tensor) -> torch.Tensor:
        """The [D] vector ``cdna::rmsnorm`` multiplies by (``offset + weight``, ones without a weight)."""
        if self.weight is None:
            return torch.full((self.hidden_size,), 1.0 + self.offset, dtype=x.dtype, device=x.device)
        return self.weight.float() + self.offset if self.offset else self.weight

    def resolved_eps(self, x: torch.Tensor) -> float:
        return torch.finfo(x.dtype).eps if self.eps is None else float(self.eps)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.ops.cdna.rmsnorm(x, self.effective_weight(x), self.resolved_eps(x))
        if self.out_dtype == "promote" and self.weight is not None and not self.offset:
            dtype = torch.promote_types(x.dtype, self.weight.dtype)
            return y if y.dtype == dtype else y.to(dtype)
        return y

    def extra_repr(self) -> str:
        return f"{self.hidden_size}, eps={self.eps}, offset={self.offset}, out_dtype={self.out_dtype!r}"


class FusedAddRMSNorm(RMSNorm):
    """``forward(x, residual) -> (rmsnorm(x + residual), x + residual)`` in one ``cdna::fused_add_rmsnorm``
    (the sum rounded to x's dtype, then normalised: what HF decoder layers compute in two steps).
    Same parameters and state_dict as ``RMSNorm``; ``out_dtype`` is x's dtype.

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> m, x = cnn.FusedAddRMSNorm(8), torch.randn(2, 8)
        >>> with _config.override(ops_impl="reference"):
        ...     y, s = m(x, x)
        >>> torch.equal(s, x + x)
        True
    """

    def __init__(self, normalized_shape: int | Sequence[int], eps: float | None = 1e-6,
                 elementwise_affine: bool = True, *, offset: float = 0.0, device: Any = None,
                 dtype: torch.dtype | None = None) -> None:
        super().__init__(normalized_shape, eps, elementwise_affine, offset=offset, out_dtype="input",
                         device=device, dtype=dtype)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:  # type: ignore[override]
        return torch.ops.cdna.fused_add_rmsnorm(x, residual, self.effective_weight(x), self.resolved_eps(x))


class LayerNorm(nn.Module):
    """LayerNorm over the last dim via ``cdna::layernorm``; drop-in for ``torch.nn.LayerNorm`` (same
    arguments, ``weight``/``bias`` parameters; without them, ones/zeros are passed to the op).

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> m, x = cnn.LayerNorm(16), torch.randn(4, 16)
        >>> with _config.override(ops_impl="reference"):
        ...     torch.allclose(m(x), torch.nn.functional.layer_norm(x, (16,)), atol=1e-5)
        True
    """

    def __init__(self, normalized_shape: int | Sequence[int], eps: float = 1e-5, elementwise_affine: bool = True,
                 bias: bool = True, device: Any = None, dtype: torch.dtype | None = None) -> None:
        super().__init__()
        d = _last_dim(normalized_shape, "LayerNorm")
        self.normalized_shape, self.eps, self.elementwise_affine = (d,), float(eps), elementwise_affine
        kw = dict(device=device, dtype=dtype)
        self.weight = nn.Parameter(torch.ones(d, **kw)) if elementwise_affine else None
        self.bias = nn.Parameter(torch.zeros(d, **kw)) if elementwise_affine and bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = self.normalized_shape[0]
        weight = self.weight if self.weight is not None else torch.ones(d, dtype=x.dtype, device=x.device)
        bias = self.bias if self.bias is not None else torch.zeros(d, dtype=weight.dtype, device=x.device)
        return torch.ops.cdna.layernorm(x, weight, bias, self.eps)

    def extra_repr(self) -> str:
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class FusedAddLayerNorm(LayerNorm):
    """``forward(x, residual) -> (layer_norm(x + residual), x + residual)`` in one ``cdna::fused_add_layernorm``
    (the sum rounded to x's dtype, then normalised: a GPT-2/GPT-NeoX block's residual add and the next
    LayerNorm). Same arguments, parameters and state_dict as ``LayerNorm``; the output has x's dtype.

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> m, x = cnn.FusedAddLayerNorm(8), torch.randn(2, 8)
        >>> with _config.override(ops_impl="reference"):
        ...     y, s = m(x, x)
        >>> torch.equal(s, x + x), torch.allclose(y, torch.nn.functional.layer_norm(x + x, (8,)), atol=1e-5)
        (True, True)
    """

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:  # type: ignore[override]
        weight = self.weight
        if weight is None:  # LayerNorm(elementwise_affine=False): the op takes a weight
            weight = torch.ones(self.normalized_shape[0], dtype=x.dtype, device=x.device)
        return torch.ops.cdna.fused_add_layernorm(x, residual, weight, self.bias, self.eps)


class SiluAndMul(nn.Module):
    """``silu(x[..., :d]) * x[..., d:]`` for ``x = [..., 2d]`` (gate first), via ``cdna::silu_and_mul``.

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> with _config.override(ops_impl="reference"):
        ...     cnn.SiluAndMul()(torch.zeros(2, 8)).shape
        torch.Size([2, 4])
    """

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.cdna.silu_and_mul(x)


class GeluAndMul(nn.Module):
    """``gelu(x[..., :d], approximate) * x[..., d:]`` (gate first) via ``cdna::gelu_and_mul``;
    ``approximate`` is ``"none"`` or ``"tanh"`` as in ``F.gelu``.

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> with _config.override(ops_impl="reference"):
        ...     cnn.GeluAndMul("tanh")(torch.zeros(2, 8)).shape
        torch.Size([2, 4])
    """

    def __init__(self, approximate: str = "none") -> None:
        super().__init__()
        if approximate not in ("none", "tanh"):
            raise ValueError(f"torch_cdna.nn.GeluAndMul: approximate {approximate!r} is not 'none' or 'tanh'")
        self.approximate = approximate

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.cdna.gelu_and_mul(x, self.approximate)

    def extra_repr(self) -> str:
        return f"approximate={self.approximate!r}"


class GELU(nn.Module):
    """Drop-in ``torch.nn.GELU``: ``gelu(x, approximate)`` via ``cdna::gelu`` (``approximate`` "none" or
    "tanh"; HF's ``NewGELUActivation``, GPT-2's ``gelu_new``, is "tanh"). No parameters.

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> with _config.override(ops_impl="reference"):
        ...     cnn.GELU("tanh")(torch.zeros(2, 8)).shape
        torch.Size([2, 8])
    """

    def __init__(self, approximate: str = "none") -> None:
        super().__init__()
        if approximate not in ("none", "tanh"):
            raise ValueError(f"torch_cdna.nn.GELU: approximate {approximate!r} is not 'none' or 'tanh'")
        self.approximate = approximate

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.cdna.gelu(x, approximate=self.approximate)

    def extra_repr(self) -> str:
        return f"approximate={self.approximate!r}"


# activation name -> act(gate) * up on the two projections
_GATED: dict[str, Any] = {
    "silu": lambda gate, up: torch.ops.cdna.silu_mul(gate, up),
    "gelu": lambda gate, up: torch.ops.cdna.gelu_mul(gate, up, "none"),
    "gelu_tanh": lambda gate, up: torch.ops.cdna.gelu_mul(gate, up, "tanh"),
}
ACTIVATIONS = tuple(_GATED)


class GatedMLP(nn.Module):
    """HF ``LlamaMLP``-style ``down_proj(act(gate_proj(x)) * up_proj(x))`` with the same submodules (and
    state_dict keys); the activation and product run as ``cdna::silu_mul`` / ``cdna::gelu_mul`` on the two
    projections (no concatenation).

    ``GatedMLP.wrap(mlp, activation)`` reuses an existing module's ``gate_proj/up_proj/down_proj``.

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> m = cnn.GatedMLP(16, 32)
        >>> with _config.override(ops_impl="reference"):
        ...     m(torch.randn(3, 16)).shape
        torch.Size([3, 16])
    """

    def __init__(self, hidden_size: int, intermediate_size: int, activation: str = "silu", bias: bool = False,
                 device: Any = None, dtype: torch.dtype | None = None) -> None:
        super().__init__()
        if activation not in ACTIVATIONS:
            raise ValueError(f"torch_cdna.nn.GatedMLP: activation {activation!r} is not one of {ACTIVATIONS}")
        kw = dict(bias=bias, device=device, dtype=dtype)
        self.hidden_size, self.intermediate_size, self.activation = hidden_size, intermediate_size, activation
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, **kw)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, **kw)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, **kw)

    @classmethod
    def wrap(cls, mlp: nn.Module, activation: str = "silu") -> "GatedMLP":
        """A ``GatedMLP`` sharing ``mlp``'s projection modules (no copies; same parameters and keys)."""
        if activation not in ACTIVATIONS:
            raise ValueError(f"torch_cdna.nn.GatedMLP: activation {activation!r} is not one of {ACTIVATIONS}")
        new = cls.__new__(cls)
        nn.Module.__init__(new)
        new.activation = activation
        new.gate_proj, new.up_proj, new.down_proj = mlp.gate_proj, mlp.up_proj, mlp.down_proj
        new.hidden_size, new.intermediate_size = mlp.gate_proj.in_features, mlp.gate_proj.out_features
        return new

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_proj(x), self.up_proj(x)
        return self.down_proj(_GATED[self.activation](gate, up))

    def extra_repr(self) -> str:
        return f"activation={self.activation!r}"


SwiGLUMLP = GatedMLP


def scaled_dot_product_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, is_causal: bool = False,
                                 scale: float | None = None, enable_gqa: bool = False) -> torch.Tensor:
    """``F.scaled_dot_product_attention`` for [B, H, S, D] without mask or dropout, via ``cdna::attention``
    (causal is top-left aligned, as SDPA's ``is_causal``).

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> q = torch.randn(1, 2, 5, 16)
        >>> with _config.override(ops_impl="reference"):
        ...     out = cnn.scaled_dot_product_attention(q, q, q, is_causal=True)
        >>> torch.allclose(out, torch.nn.functional.scaled_dot_product_attention(q, q, q, is_causal=True), atol=1e-5)
        True
    """
    return torch.ops.cdna.attention(q, k, v, causal=is_causal, scale=scale, enable_gqa=enable_gqa)[0]


class ScaledDotProductAttention(nn.Module):
    """Module form of ``scaled_dot_product_attention`` (no parameters): ``forward(q, k, v)`` with the
    causal flag, scale and GQA fixed at construction.

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> from torch_cdna import _config
        >>> q, kv = torch.randn(1, 4, 6, 16), torch.randn(1, 2, 6, 16)
        >>> with _config.override(ops_impl="reference"):
        ...     cnn.ScaledDotProductAttention(is_causal=True, enable_gqa=True)(q, kv, kv).shape
        torch.Size([1, 4, 6, 16])
    """

    def __init__(self, is_causal: bool = False, scale: float | None = None, enable_gqa: bool = False) -> None:
        super().__init__()
        self.is_causal, self.scale, self.enable_gqa = is_causal, scale, enable_gqa

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        return scaled_dot_product_attention(q, k, v, is_causal=self.is_causal, scale=self.scale,
                                            enable_gqa=self.enable_gqa)

    def extra_repr(self) -> str:
        return f"is_causal={self.is_causal}, scale={self.scale}, enable_gqa={self.enable_gqa}"

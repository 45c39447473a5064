"""The ``cdna`` custom ops: importing this package registers ``torch.ops.cdna.*`` (quietly and cheaply).

Forward ops: ``rmsnorm``, ``fused_add_rmsnorm``, ``layernorm``, ``fused_add_layernorm``, ``silu_and_mul``,
``gelu_and_mul``, ``silu_mul``, ``softmax``, ``rope``, ``qkv_rope``, ``attention``, ``moe_topk_softmax`` (MoE
routing); each has a ``*_backward`` op its autograd formula calls (the fused-add norms reuse their plain norm's).
Schemas, numerics and device handling: docs/architecture.md ("ops") and ``_registry.py``. Call them as
``torch.ops.cdna.<name>.default(...)`` (the overload object: the cheapest call) or ``torch.ops.cdna.<name>``.
Submodules: ``norms``, ``activations``, ``softmax``, ``rope``, ``qkv_rope``, ``attention`` (references, fakes, checks,
autograd formulas, kernel launch preparation) and ``kernels`` (the launcher table).

``supports(op, *args, **kwargs)`` says whether a call would run (None) or why not, by dispatch's own rules.
``TORCH_CDNA_OPS_IMPL=reference`` (or ``torch_cdna._config.override(ops_impl="reference")``) runs the
pure-PyTorch references instead of the kernels.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> with _config.override(ops_impl="reference"):
    ...     torch.ops.cdna.silu_mul.default(torch.zeros(3), torch.ones(3))
    tensor([0., 0., 0.])
"""

from __future__ import annotations

from . import activations, attention, gemm, kernels, kv_cache, mla, moe, moe_routing, norms, paged_attention, qkv_rope, quantize, rope, scaled_mm, softmax, varlen_attention  # noqa: F401 - importing registers
from ._registry import OPS
from ._support import supports
from . import _sharding  # noqa: F401,E402 - DTensor sharding rules (registered when torch.distributed.tensor loads)

__all__ = ["OPS", "activations", "attention", "gemm", "kernels", "kv_cache", "mla", "moe", "moe_routing", "norms", "paged_attention", "qkv_rope", "quantize", "rope", "scaled_mm", "softmax", "supports", "varlen_attention"]

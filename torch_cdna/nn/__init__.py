"""torch_cdna.nn: drop-in modules calling the ``cdna::`` ops, and ``patch(model)`` to swap them in.

Two ways to get cdna kernels into a model:

- ``torch_cdna.inductor``: ``torch.compile`` rewrites aten patterns into cdna ops (no model changes);
- ``torch_cdna.nn``: explicit modules (``RMSNorm``, ``FusedAddRMSNorm``, ``LayerNorm``, ``FusedAddLayerNorm``,
  ``SiluAndMul``, ``GeluAndMul``, ``GELU``, ``GatedMLP``/``SwiGLUMLP``, ``ScaledDotProductAttention``), or
  ``patch(model)``, which swaps a model's norms (RMSNorm and LayerNorm spellings, found by probing), gated MLPs,
  GeLU activation modules (GPT-2/GPT-NeoX MLPs) and HF attention function in place and reports what it replaced, or ``patch_transformers()``, which swaps
  the norm and MLP classes and the ``apply_rotary_pos_emb`` function of 16 HF families before models are
  built (Liger-style; ``hf_families.FAMILIES`` lists them and what each leaves alone, and why). These work
  eagerly and under ``torch.compile``, in training too (the ops' autograd formulas call the cdna
  backward kernels), so training users should prefer them wherever a joint-graph pattern may not match.

Example:
    >>> import torch, torch_cdna.nn as cnn
    >>> model = torch.nn.Sequential(torch.nn.Linear(16, 16), torch.nn.RMSNorm(16))
    >>> cnn.patch(model).counts()["rmsnorm"]
    1
"""

from __future__ import annotations

from .modules import (GELU, FusedAddLayerNorm, FusedAddRMSNorm, GatedMLP, GeluAndMul, LayerNorm, RMSNorm,
                      ScaledDotProductAttention, SiluAndMul, SwiGLUMLP, scaled_dot_product_attention)
from .hf_patch import TransformersPatch, patch_transformers
from .hf_router import TopKRouter
from .patch import RULES, TARGETS, PatchReport, Replacement, Rule, patch, unpatch

__all__ = ["GELU", "FusedAddLayerNorm", "FusedAddRMSNorm", "GatedMLP", "GeluAndMul", "LayerNorm", "PatchReport", "RMSNorm",
           "RULES", "Replacement", "Rule", "ScaledDotProductAttention", "SiluAndMul", "SwiGLUMLP", "TARGETS", "TopKRouter",
           "TransformersPatch", "patch", "patch_transformers", "scaled_dot_product_attention", "unpatch"]

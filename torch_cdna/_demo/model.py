"""The demo's small transformer: 2 Llama-style layers, hidden 256, random weights.

``builtin`` is written here in plain PyTorch the way HF's Llama code spells it (RMSNorm with the fp32
upcast, rotate-half RoPE, ``F.scaled_dot_product_attention`` with GQA, SwiGLU MLP ``down(silu(gate) *
up)``); ``hf`` builds ``transformers.LlamaForCausalLM`` from a config with the same sizes (no download).
Both take token ids ``[B, S]`` and return logits ``[B, S, vocab]``.

Example:
    >>> import torch
    >>> m = build("builtin", torch.float32)
    >>> m(torch.zeros(1, 8, dtype=torch.long)).shape
    torch.Size([1, 8, 1024])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import torch
import torch.nn.functional as F
from torch import nn


@dataclass(frozen=True)
class Sizes:
    """Model sizes (Llama naming)."""
    vocab: int = 1024
    hidden: int = 256
    layers: int = 2
    heads: int = 4
    kv_heads: int = 2
    intermediate: int = 688   # ~8/3 x hidden rounded to 16, as Llama sizes its MLP
    eps: float = 1e-6
    rope_theta: float = 10000.0

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


class RMSNorm(nn.Module):
    def __init__(self, d: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = x.to(torch.float32)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * h.to(x.dtype)


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    a, b = x.chunk(2, dim=-1)
    return torch.cat((-b, a), dim=-1)


class Attention(nn.Module):
    def __init__(self, s: Sizes) -> None:
        super().__init__()
        self.s = s
        hd = s.head_dim
        self.q_proj = nn.Linear(s.hidden, s.heads * hd, bias=False)
        self.k_proj = nn.Linear(s.hidden, s.kv_heads * hd, bias=False)
        self.v_proj = nn.Linear(s.hidden, s.kv_heads * hd, bias=False)
        self.o_proj = nn.Linear(s.heads * hd, s.hidden, bias=False)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        b, n, _ = x.shape
        hd = self.s.head_dim
        q = self.q_proj(x).view(b, n, self.s.heads, hd).transpose(1, 2)
        k = self.k_proj(x).view(b, n, self.s.kv_heads, hd).transpose(1, 2)
        v = self.v_proj(x).view(b, n, self.s.kv_heads, hd).transpose(1, 2)
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        return self.o_proj(o.transpose(1, 2).reshape(b, n, -1))


class MLP(nn.Module):
    def __init__(self, s: Sizes) -> None:
        super().__init__()
        self.gate_proj = nn.Linear(s.hidden, s.intermediate, bias=False)
        self.up_proj = nn.Linear(s.hidden, s.intermediate, bias=False)
        self.down_proj = nn.Linear(s.intermediate, s.hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class Layer(nn.Module):
    def __init__(self, s: Sizes) -> None:
        super().__init__()
        self.input_layernorm = RMSNorm(s.hidden, s.eps)
        self.self_attn = Attention(s)
        self.post_attention_layernorm = RMSNorm(s.hidden, s.eps)
        self.mlp = MLP(s)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x = x + self.self_attn(self.input_layernorm(x), cos, sin)
        return x + self.mlp(self.post_attention_layernorm(x))


class TinyLlama(nn.Module):
    """Embedding, ``layers`` decoder layers, final RMSNorm, LM head."""

    def __init__(self, s: Sizes = Sizes()) -> None:
        super().__init__()
        self.s = s
        self.embed_tokens = nn.Embedding(s.vocab, s.hidden)
        self.layers = nn.ModuleList(Layer(s) for _ in range(s.layers))
        self.norm = RMSNorm(s.hidden, s.eps)
        self.lm_head = nn.Linear(s.hidden, s.vocab, bias=False)
        inv = 1.0 / (s.rope_theta ** (torch.arange(0, s.head_dim, 2, dtype=torch.float32) / s.head_dim))
        self.register_buffer("inv_freq", inv, persistent=False)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        x = self.embed_tokens(ids)
        t = torch.arange(ids.shape[1], device=ids.device, dtype=torch.float32)
        ang = torch.outer(t, self.inv_freq)
        ang = torch.cat((ang, ang), dim=-1)
        cos, sin = ang.cos().to(x.dtype), ang.sin().to(x.dtype)
        for layer in self.layers:
            x = layer(x, cos, sin)
        return self.lm_head(self.norm(x))


def _builtin(s: Sizes) -> nn.Module:
    return TinyLlama(s)


class _LogitsOnly(nn.Module):
    """``LlamaForCausalLM`` returning the logits tensor (the demo compares tensors)."""

    def __init__(self, model: nn.Module) -> None:
        super().__init__()
        self.model = model

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return self.model(input_ids=ids, use_cache=False).logits


def _hf(s: Sizes) -> nn.Module:
    from transformers import LlamaConfig, LlamaForCausalLM
    cfg = LlamaConfig(vocab_size=s.vocab, hidden_size=s.hidden, intermediate_size=s.intermediate,
                      num_hidden_layers=s.layers, num_attention_heads=s.heads, num_key_value_heads=s.kv_heads,
                      rms_norm_eps=s.eps, max_position_embeddings=256, attn_implementation="sdpa")
    return _LogitsOnly(LlamaForCausalLM(cfg))


BUILDERS: dict[str, Callable[[Sizes], nn.Module]] = {"builtin": _builtin, "hf": _hf}


def hf_available() -> bool:
    import importlib.util
    return importlib.util.find_spec("transformers") is not None


def build(kind: str, dtype: torch.dtype, device: str = "cpu", sizes: Sizes = Sizes(), seed: int = 0) -> nn.Module:
    """The model ``kind`` ("builtin" or "hf") with seeded random weights, in eval mode."""
    if kind not in BUILDERS:
        raise ValueError(f"demo model {kind!r} is not one of {sorted(BUILDERS)}")
    torch.manual_seed(seed)
    model = BUILDERS[kind](sizes)
    with torch.no_grad():  # RMSNorm weights start at 1; random ones make the check see the weight
        for name, p in model.named_parameters():
            if name.endswith("norm.weight") or "layernorm" in name:
                p.uniform_(0.5, 1.5)
    return model.to(device=device, dtype=dtype).eval()

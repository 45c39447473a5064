"""Representative inputs for every cdna op (shared by the registry, compile and overhead tests)."""

from __future__ import annotations

from typing import Callable

import torch

from torch_cdna.ops import attention as attn

Case = tuple[tuple, dict]


def rand(*shape: int, dtype: torch.dtype = torch.float32, grad: bool = False) -> torch.Tensor:
    return torch.randn(*shape, dtype=dtype).requires_grad_(grad)


def _attention_backward(dtype: torch.dtype) -> Case:
    q, k, v = rand(1, 4, 5, 8, dtype=dtype), rand(1, 2, 7, 8, dtype=dtype), rand(1, 2, 7, 8, dtype=dtype)
    kw = dict(causal=True, scale=0.3, enable_gqa=True)
    out, lse = attn.attention_reference(q, k, v, **kw)
    return (rand(1, 4, 5, 8, dtype=dtype), q, k, v, out, lse), kw


_CU_SEQLENS = (torch.tensor([0, 4, 4, 9], dtype=torch.int32), torch.tensor([0, 6, 7, 12], dtype=torch.int32))


def _varlen_attention_backward(dtype: torch.dtype) -> Case:
    from torch_cdna.ops import varlen_attention as va
    q, k, v = rand(9, 4, 8, dtype=dtype), rand(12, 2, 8, dtype=dtype), rand(12, 2, 8, dtype=dtype)
    kw = dict(causal=True, window_left=3, scale=0.3)
    out, lse = va.varlen_attention_reference(q, k, v, *_CU_SEQLENS, 5, 6, **kw)
    return (rand(9, 4, 8, dtype=dtype), q, k, v, out, lse, *_CU_SEQLENS, 5, 6), kw


def _moe_topk_softmax_backward(dtype: torch.dtype) -> Case:
    logits = rand(3, 5, 8, dtype=dtype)
    _, ids = torch.topk(torch.softmax(logits.float(), -1), 2)
    return (rand(3, 5, 2), ids, logits), dict(renormalize=True)


_MOE_IDS = ((1, 0), (1, 2), (3, 1))   # 3 tokens, top-2 of 4 experts (expert 1 thrice, none for none)


def _grouped_gemm(dtype: torch.dtype) -> Case:
    from torch_cdna.ops import moe
    s, e, n = moe.moe_align_reference(torch.tensor(_MOE_IDS), 4, 2)
    return (rand(3, 8, dtype=dtype), rand(4, 5, 8, dtype=dtype), s, e), dict(num_tokens_post_pad=n, topk=2,
                                                                            row_weights=rand(6))


def cases(dtype: torch.dtype = torch.float32, grad: bool = True) -> dict[str, Callable[[], Case]]:
    """op name -> factory of (args, kwargs); forward ops' inputs require grad when ``grad``."""
    def r(*s: int, g: bool = False) -> torch.Tensor:
        return rand(*s, dtype=dtype, grad=g and grad)
    return {
        "rmsnorm": lambda: ((r(3, 5, 16, g=True), rand(16, grad=grad), 1e-6), {}),
        "rmsnorm_backward": lambda: ((r(3, 16), r(3, 16), r(16), 1e-6), {}),
        "fused_add_rmsnorm": lambda: ((r(3, 16, g=True), r(3, 16, g=True), r(16, g=True), 1e-6), {}),
        "layernorm": lambda: ((r(3, 16, g=True), r(16, g=True), r(16, g=True), 1e-5), {}),
        "layernorm_backward": lambda: ((r(3, 16), r(3, 16), r(16), 1e-5), {}),
        "fused_add_layernorm": lambda: ((r(3, 16, g=True), r(3, 16, g=True), r(16, g=True), r(16, g=True), 1e-5),
                                        {}),
        "silu_and_mul": lambda: ((r(3, 16, g=True),), {}),
        "silu_and_mul_backward": lambda: ((r(3, 8), r(3, 16)), {}),
        "gelu_and_mul": lambda: ((r(3, 16, g=True), "tanh"), {}),
        "gelu_and_mul_backward": lambda: ((r(3, 8), r(3, 16), "none"), {}),
        "silu_mul": lambda: ((r(3, 8, g=True), r(3, 8, g=True)), {}),
        "silu_mul_backward": lambda: ((r(3, 8), r(3, 8), r(3, 8)), {}),
        "gelu_mul": lambda: ((r(3, 8, g=True), r(3, 8, g=True), "tanh"), {}),
        "gelu_mul_backward": lambda: ((r(3, 8), r(3, 8), r(3, 8), "none"), {}),
        "gelu": lambda: ((r(3, 8, g=True),), dict(approximate="tanh")),
        "gelu_backward": lambda: ((r(3, 8), r(3, 8)), {}),
        "softmax": lambda: ((r(3, 8, g=True), 0), {}),
        "softmax_backward": lambda: ((r(3, 8), r(3, 8), -1), {}),
        "rope": lambda: ((r(2, 5, 3, 8, g=True), rand(2, 5, 1, 4), rand(2, 5, 1, 4), False), {}),
        "rope_backward": lambda: ((r(2, 5, 3, 8), rand(2, 5, 1, 4), rand(2, 5, 1, 4), True), {}),
        "attention": lambda: ((r(1, 4, 5, 8, g=True), r(1, 2, 7, 8, g=True), r(1, 2, 7, 8, g=True)),
                              dict(causal=True, scale=None, enable_gqa=True)),
        "attention_backward": lambda: _attention_backward(dtype),
        "gemm": lambda: ((r(3, 8, g=True), r(8, 5, g=True)), dict(bias=r(5, g=True), out_dtype=None)),
        "qkv_rope": lambda: ((r(2, 5, (4 + 2 * 2) * 8, g=True), rand(2, 1, 5, 2), rand(2, 1, 5, 2), 4, 2, 4, False,
                              "grouped"), {}),
        "qkv_rope_backward": lambda: ((r(2, 3, 5, 8), r(2, 3, 5, 8), r(2, 3, 5, 8), rand(5, 4), rand(5, 4), 8, True,
                                       "per_head"), {}),
        "moe_topk_softmax": lambda: ((r(3, 5, 8, g=True), 2), dict(renormalize=True)),
        "moe_topk_softmax_backward": lambda: _moe_topk_softmax_backward(dtype),
        "moe_topk_sigmoid": lambda: ((r(3, 5, 8, g=True), 2), dict(bias=rand(8), n_group=4, topk_group=2,
                                                                     renormalize=True, routed_scaling_factor=2.5)),
        "moe_topk_sigmoid_backward": lambda: ((rand(3, 5, 2), _moe_topk_softmax_backward(dtype)[0][1], r(3, 5, 8)),
                                              dict(renormalize=True, routed_scaling_factor=2.5)),
        "append_kv": lambda: ((rand(3, 16, 2, 8, dtype=dtype), rand(3, 16, 2, 8, dtype=dtype), r(4, 2, 8), r(4, 2, 8),
                               torch.tensor([5, -1, 40, 17])), {}),
        "paged_attention": lambda: ((r(2, 4, 8), rand(3, 16, 2, 8, dtype=dtype), rand(3, 16, 2, 8, dtype=dtype),
                                     torch.tensor([[2, 0], [1, -1]], dtype=torch.int32),
                                     torch.tensor([20, 3], dtype=torch.int32)), dict(scale=0.3, window_left=9)),
        "mla_decode": lambda: ((r(2, 4, 24), rand(3, 16, 1, 24, dtype=dtype),
                                torch.tensor([[2, 0], [1, -1]], dtype=torch.int32),
                                torch.tensor([20, 3], dtype=torch.int32), 0.3), dict(kv_lora_rank=16)),
        "varlen_attention": lambda: ((r(9, 4, 8, g=True), r(12, 2, 8, g=True), r(12, 2, 8, g=True),
                                      *_CU_SEQLENS, 5, 6), dict(causal=True, window_left=3)),
        "varlen_attention_backward": lambda: _varlen_attention_backward(dtype),
        "quantize_fp8": lambda: ((r(3, 5, 16),), dict(granularity="token")),   # inference ops: no grad
        "rmsnorm_quant_fp8": lambda: ((r(3, 16), rand(16), 1e-6), {}),
        "quantize_mxfp4": lambda: ((r(3, 64),), {}),
        "scaled_mm": lambda: ((rand(3, 32).to(torch.float8_e4m3fnuz), rand(5, 32).to(torch.float8_e4m3fnuz).t(),
                               rand(3, 1).abs(), rand(1, 5).abs()), dict(out_dtype=dtype, bias=r(5))),
        "moe_align": lambda: ((torch.tensor(_MOE_IDS), 4, 2), {}),
        "grouped_gemm": lambda: _grouped_gemm(dtype),
        "fused_moe": lambda: ((r(3, 8, g=True), r(4, 10, 8, g=True), r(4, 8, 5, g=True), rand(3, 2, grad=grad),
                               torch.tensor(_MOE_IDS)), dict(activation="silu")),
        "fused_moe_backward": lambda: ((r(3, 8), r(3, 8), r(4, 10, 8), r(4, 8, 5), rand(3, 2), torch.tensor(_MOE_IDS)),
                                       dict(activation="gelu_tanh")),
    }

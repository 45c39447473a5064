"""Tensors whose elements lie 2**32 bytes or more apart (a KV cache with 1 MiB between positions, rows 4 GiB
apart): the kernels address memory through buffer resources with 32-bit sizes and offsets, and such spans
used to wrap silently. Now each launcher either handles them (row ops: the rows are copied together first) or
raises a ValueError naming the argument (attention: one head must span less than 4 GiB).

The large tensors are views over storages that are allocated but never touched beyond the few elements the
test writes, so the operating system backs only those pages."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import rand

cdna = torch.ops.cdna
MIB = 1 << 20


@pytest.fixture
def kernel_mode():
    arch = random.choice(("gfx942", "gfx950"))
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        yield arch


def _spread(values: torch.Tensor, dim: int, stride_bytes: int) -> torch.Tensor:
    """``values`` copied into a view whose ``dim`` has ``stride_bytes`` between elements, the other dims laid
    out contiguously inside one step of ``dim`` (as a [S, B, H, D] KV cache seen as [B, H, S, D]), over a fresh
    storage that is large but untouched elsewhere."""
    es = values.element_size()
    assert stride_bytes % es == 0
    others = [n for i, n in enumerate(values.shape) if i != dim]
    inner = list(torch.empty(others).stride()) if others else []
    strides = inner[:dim] + [stride_bytes // es] + inner[dim:]
    extent = 1 + sum((n - 1) * s for n, s in zip(values.shape, strides))
    view = torch.empty(extent, dtype=values.dtype).as_strided(values.shape, strides)
    view.copy_(values)
    return view


# 33 positions 128 MiB apart span 4 GiB + one row per head (the 4097 positions 1 MiB apart, in fewer
# keys for the simulator); 128 bytes less between positions keeps the span just below 4 GiB.
POSITIONS, STEP = 33, 128 * MIB


def _kv_cache(d: int, dtype: torch.dtype, step: int = STEP) -> torch.Tensor:
    """[1, 1, POSITIONS, D] keys with ``step`` bytes between positions."""
    return _spread(rand((1, 1, POSITIONS, d), dtype), 2, step)


@pytest.mark.parametrize("sq", [32, 1])   # the forward kernel, and the split-KV decode path
@pytest.mark.parametrize("which", ["k", "v"])
def test_attention_refuses_a_head_spanning_4_gib(kernel_mode, sq, which):
    d, dtype = 64, torch.bfloat16
    q = rand((1, 1, sq, d), dtype)
    big, small = _kv_cache(d, dtype), rand((1, 1, POSITIONS, d), dtype)
    k, v = (big, small) if which == "k" else (small, big)
    with pytest.raises(ValueError, match=rf"attention kernels: {which} spans 4294967424 bytes"):
        cdna.attention(q, k, v, causal=False, scale=None, enable_gqa=False)


def test_attention_backward_refuses_a_head_spanning_4_gib(kernel_mode):
    d, dtype = 64, torch.bfloat16
    q, g = rand((1, 1, 32, d), dtype), rand((1, 1, 32, d), dtype)
    k, v = _kv_cache(d, dtype), rand((1, 1, POSITIONS, d), dtype)
    out, lse = torch.zeros_like(q), torch.zeros((1, 1, 32), dtype=torch.float32)
    with pytest.raises(ValueError, match=r"attention kernels: k spans 4294967424 bytes"):
        cdna.attention_backward(g, q, k, v, out, lse, causal=False, scale=None, enable_gqa=False)


@pytest.mark.slow  # ~20 s: two forward launches over a 4 GiB view
def test_attention_just_below_4_gib_per_head_still_runs(kernel_mode):
    """Positions 128 bytes closer span just under 4 GiB: accepted, and the result matches the same keys stored
    contiguously."""
    d, dtype = 64, torch.bfloat16
    q = rand((1, 1, 17, d), dtype)
    k, v = rand((1, 1, POSITIONS, d), dtype), rand((1, 1, POSITIONS, d), dtype)
    far = _spread(k, 2, STEP - 128)
    assert (POSITIONS - 1) * (STEP - 128) + d * 2 < 1 << 32
    out, lse = cdna.attention(q, far, v, causal=False, scale=None, enable_gqa=False)
    ref_out, ref_lse = cdna.attention(q, k, v, causal=False, scale=None, enable_gqa=False)
    torch.testing.assert_close(out, ref_out, rtol=0, atol=0)
    torch.testing.assert_close(lse, ref_lse, rtol=0, atol=0)


ROW_OPS = {
    "rmsnorm": lambda x, w: cdna.rmsnorm(x, w, 1e-6),
    "layernorm": lambda x, w: cdna.layernorm(x, w, w, 1e-5),
    "softmax": lambda x, w: cdna.softmax(x, -1),
    "silu_and_mul": lambda x, w: cdna.silu_and_mul(x),
    "silu_mul": lambda x, w: cdna.silu_mul(x, x),
}


@pytest.mark.parametrize("op", sorted(ROW_OPS))
def test_row_ops_take_rows_4_gib_apart(kernel_mode, op):
    """Two rows 2**32 bytes apart (the kernels' row stride argument is 32-bit): the result equals the op on
    the same rows stored contiguously."""
    d, dtype = 64, torch.bfloat16
    x, w = rand((2, d), dtype), rand((d,), dtype) + 1
    far = _spread(x, 0, 1 << 32)
    assert far.stride(0) * far.element_size() == 1 << 32
    torch.testing.assert_close(ROW_OPS[op](far, w), ROW_OPS[op](x, w), rtol=0, atol=0)

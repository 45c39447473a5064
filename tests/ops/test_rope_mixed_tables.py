"""``cdna::rope`` / ``rope_backward`` with cos and sin of different dtypes (kernel mode on the simulator).

Eager ``x * cos + rotate(x) * sin`` promotes types, so each table counts at its own precision: an fp32 sin
next to an fp16 cos must not be rounded to fp16 (it was: the launcher cast sin to cos's dtype, up to 7e-4
off for fp32 x). Every pair of distinct table dtypes, fp32 and bf16 x, both rotations; outputs poisoned with
NaN; against a float64 rotation of the tables as given, at x's forward tolerance."""

from __future__ import annotations

import itertools
import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import rope as K

from .numerics import assert_close64, rand
from .test_rope_kernels import ARCHS, rot64

cdna = torch.ops.cdna
TABLE_DTYPES = (torch.float16, torch.bfloat16, torch.float32)
MIXED = list(itertools.permutations(TABLE_DTYPES, 2))


def _tables(shape: tuple, cos_dtype: torch.dtype, sin_dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    angles = torch.rand(shape, dtype=torch.float64) * 6.3
    return angles.cos().to(cos_dtype), angles.sin().to(sin_dtype)


@pytest.mark.parametrize("cos_dtype,sin_dtype", MIXED, ids=[f"{c}-{s}" for c, s in MIXED])
@pytest.mark.parametrize("dtype", (torch.float32, torch.bfloat16))
def test_mixed_table_dtypes_keep_each_tables_precision(dtype, cos_dtype, sin_dtype):
    x = rand((2, 3, 2, 16), dtype)                                   # BSHD, one table per (batch, position)
    cos, sin = _tables((2, 3, 1, 8), cos_dtype, sin_dtype)
    inter, arch = random.choice((False, True)), random.choice(ARCHS)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.rope(x, cos, sin, inter)
        dx = cdna.rope_backward(x, cos, sin, inter)
    scale = 2 * float(x.abs().max())
    assert_close64(y, rot64(x, cos, sin, inter), dtype, scale=scale)
    assert_close64(dx, rot64(x, cos, -sin.double(), inter), dtype, scale=scale)


def test_mixed_tables_are_promoted_exactly():
    """The launcher's copy holds both tables in their promoted dtype with the values unchanged."""
    cos, sin = _tables((3, 1, 8), torch.float16, torch.float32)
    fixed_cos, fixed_sin = K._fix_tables(cos, sin, 8)
    assert fixed_cos.dtype == fixed_sin.dtype == torch.float32
    assert torch.equal(fixed_sin, sin) and torch.equal(fixed_cos, cos.float())
    cos, sin = _tables((3, 1, 8), torch.bfloat16, torch.float16)
    fixed_cos, fixed_sin = K._fix_tables(cos, sin, 8)
    assert fixed_cos.dtype == fixed_sin.dtype == torch.float32       # neither holds the other
    assert torch.equal(fixed_cos, cos.float()) and torch.equal(fixed_sin, sin.float())

"""cdna::rope / rope_backward against a float64 complex-number composition, BSHD and BHSD layouts."""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings, strategies as st

from torch_cdna.ops import OPS, rope as rope_module

from .numerics import assert_close64, assert_grad_close, dtypes, grads64, op_grads, rand

cdna = torch.ops.cdna


def rope64(x, cos, sin, interleaved):
    """Rotation as multiplication by cos + i sin of complex pairs (independent of the reference's code)."""
    half = x.shape[-1] // 2
    re, im = (x[..., 0::2], x[..., 1::2]) if interleaved else (x[..., :half], x[..., half:])
    z = torch.complex(re, im) * torch.complex(cos, sin)
    if interleaved:
        return torch.stack((z.real, z.imag), -1).flatten(-2)
    return torch.cat((z.real, z.imag), -1)


def _tables(layout: str, b: int, s: int, half: int, dtype: torch.dtype, full_batch: bool):
    full_batch = full_batch and layout != "bhsd_2d"  # a 2-D table has no batch dim
    angles = torch.rand(b if full_batch else 1, s, half, dtype=torch.float64) * 6.3
    shape = {"bshd": (angles.shape[0], s, 1, half), "bhsd": (angles.shape[0], 1, s, half),
             "bhsd_2d": (s, half)}[layout]
    return angles.cos().reshape(shape).to(dtype), angles.sin().reshape(shape).to(dtype)


def _x(layout: str, b: int, s: int, h: int, d: int, dtype: torch.dtype) -> torch.Tensor:
    return rand((b, s, h, d) if layout == "bshd" else (b, h, s, d), dtype)


layouts = st.sampled_from(("bshd", "bhsd", "bhsd_2d"))
table_dtypes = st.sampled_from(("same", torch.float32))


@settings(max_examples=25, deadline=None)
@given(layout=layouts, b=st.integers(1, 2), s=st.integers(1, 5), h=st.integers(1, 3),
       half=st.sampled_from((1, 4, 32)), dtype=dtypes, tdtype=table_dtypes, interleaved=st.booleans(),
       full_batch=st.booleans())
def test_rope_matches_float64(layout, b, s, h, half, dtype, tdtype, interleaved, full_batch):
    x = _x(layout, b, s, h, 2 * half, dtype)
    cos, sin = _tables(layout, b, s, half, dtype if tdtype == "same" else tdtype, full_batch)
    y = cdna.rope(x, cos, sin, interleaved)
    assert_close64(y, rope64(x.double(), cos.double(), sin.double(), interleaved), dtype, scale=2)


@settings(max_examples=12, deadline=None)
@given(layout=layouts, s=st.integers(1, 5), half=st.sampled_from((1, 4)), dtype=dtypes, interleaved=st.booleans())
def test_rope_grad_matches_float64_autograd(layout, s, half, dtype, interleaved):
    x = _x(layout, 2, s, 3, 2 * half, dtype)
    cos, sin = _tables(layout, 2, s, half, torch.float32, True)
    g = rand(x.shape, dtype)
    got = op_grads(lambda x: cdna.rope(x, cos, sin, interleaved), [x], g)[0]
    expected = grads64(lambda x: rope64(x, cos.double(), sin.double(), interleaved), [x], g)[0]
    assert_grad_close(got, expected, dtype)


@pytest.mark.parametrize("interleaved", [False, True])
def test_backward_is_exact_inverse_rotation_in_float64(interleaved):
    x, g = rand((2, 5, 3, 8), torch.float64), rand((2, 5, 3, 8), torch.float64)
    cos, sin = _tables("bshd", 2, 5, 4, torch.float64, True)
    expected = grads64(lambda x: rope64(x, cos, sin, interleaved), [x], g)[0]
    torch.testing.assert_close(OPS["rope_backward"].reference(g, cos, sin, interleaved), expected,
                               rtol=1e-12, atol=1e-12)


def test_transposed_bshd_view_matches_contiguous_bhsd():
    x = rand((2, 6, 4, 16), torch.bfloat16)  # BSHD
    cos, sin = _tables("bhsd", 2, 6, 8, torch.float32, True)
    y = cdna.rope(x.transpose(1, 2), cos, sin, False)  # BHSD view of BSHD memory
    assert y.is_contiguous()
    assert torch.equal(y, cdna.rope(x.transpose(1, 2).contiguous(), cos, sin, False))


def test_cos_sin_requiring_grad_is_an_error_not_a_silent_zero():
    x = rand((1, 3, 2, 8), torch.float32).requires_grad_()
    cos, sin = _tables("bshd", 1, 3, 4, torch.float32, True)
    with pytest.raises(ValueError, match=r"cos/sin require grad.*detach"):
        cdna.rope(x, cos.requires_grad_(), sin, False)


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.rope(torch.ones(1, 3, 2, 7), torch.ones(3, 1, 3), torch.ones(3, 1, 3), False), ValueError,
     r"cdna::rope: the head dim \(last dim\) of x must be even; got shape \(1, 3, 2, 7\)"),
    (lambda: cdna.rope(torch.ones(1, 3, 2, 8), torch.ones(1, 1, 3, 4), torch.ones(1, 1, 3, 4), False), ValueError,
     r"cdna::rope: cos of shape \(1, 1, 3, 4\) does not broadcast to x.shape\[:-1\] \+ \(D/2,\) = \(1, 3, 2, 4\)"),
    (lambda: cdna.rope(torch.ones(1, 3, 2, 8), torch.ones(3, 1, 4), torch.ones(3, 1, 8), False), ValueError,
     r"cdna::rope: sin of shape \(3, 1, 8\) does not broadcast"),
    (lambda: cdna.rope(torch.ones(2, 8), torch.ones(2, 4, dtype=torch.int64), torch.ones(2, 4), True), TypeError,
     r"cdna::rope: cos has dtype torch.int64"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()


@pytest.mark.parametrize("table", ["low", "shared", "batch", "full"])
@pytest.mark.parametrize("layout", ["bshd", "bhsd"])
def test_table_shapes(layout, table):
    """cos/sin of [S, D/2] (BHSD) / [S, 1, D/2] (BSHD), [1, S, 1, D/2], [B, S, 1, D/2] and x.shape[:-1] + (D/2,)."""
    b, s, h, half = 2, 5, 3, 4
    x = _x(layout, b, s, h, 2 * half, torch.float32)
    seq = (s, 1) if layout == "bshd" else (1, s)
    shape = {"low": seq[seq.index(s):] + (half,), "shared": (1, *seq, half), "batch": (b, *seq, half),
             "full": (*x.shape[:-1], half)}[table]
    ang = torch.rand(shape, dtype=torch.float64) * 6.3
    cos, sin = ang.cos().float(), ang.sin().float()
    assert_close64(cdna.rope(x, cos, sin, False), rope64(x.double(), ang.cos(), ang.sin(), False), torch.float32)


def test_accepted_signatures_still_reject_bad_inputs():
    """A signature that passed once is looked up, not re-derived; inputs that differ in shape, dtype or device
    are still checked (devices per call on the non-plain path)."""
    x, cos, sin = torch.ones(1, 3, 2, 8), torch.ones(1, 3, 1, 4), torch.ones(1, 3, 1, 4)
    cdna.rope(x, cos, sin, False)
    assert (x.shape, cos.shape, sin.shape, x.dtype, cos.dtype, sin.dtype) in rope_module._ACCEPTED
    with pytest.raises(ValueError, match=r"cos of shape \(1, 2, 1, 4\) does not broadcast"):
        cdna.rope(x, torch.ones(1, 2, 1, 4), sin, False)
    with pytest.raises(TypeError, match="cos has dtype torch.int64"):
        cdna.rope(x, cos.long(), sin, False)
    with pytest.raises(ValueError, match="sin is on meta but x is on cpu"):
        OPS["rope"].check(x, cos, sin.to("meta"), False)
    with pytest.raises(ValueError, match="cos is on meta but grad is on cpu"):
        OPS["rope_backward"].check(x, cos.to("meta"), sin, False)


def test_dynamic_shapes_compile():
    """Under torch.compile(dynamic=True) the fake kernel sees symbolic sizes (unhashable): checked, not cached."""
    f = torch.compile(lambda x, c, s: cdna.rope(x, c, s, True), dynamic=True, backend="aot_eager", fullgraph=True)
    for s in (3, 5, 7):
        x, ang = rand((2, s, 4, 8), torch.float32), torch.rand(s, 1, 4, dtype=torch.float64)
        cos, sin = ang.cos().float(), ang.sin().float()
        torch.testing.assert_close(f(x, cos, sin), cdna.rope(x, cos, sin, True))
    assert all(type(d) is int for key in rope_module._ACCEPTED for shape in key[:3] for d in shape)

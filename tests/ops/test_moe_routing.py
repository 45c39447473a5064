"""cdna::moe_topk_softmax (MoE router: fp32 softmax over E experts, top-k, optional renormalisation) and its
backward: the reference against a float64 composition with torch.topk, the DSL kernels on the simulator
(gfx942 and gfx950, bf16/fp16/fp32, E in {4, 8, 60, 128, 256} and k in {1, 2, 4, 8}, ragged token counts
including 1, row-strided and misaligned 16-bit row views, outputs poisoned before each launch) against float64; the tie rule (lowest
expert id first) in both modes; validation errors; opcheck in kernel mode.

Inputs are tie-free where compared with torch.topk (whose order among equal values is unspecified): logits on a
grid of 1/16 (exact in bf16/fp16), a random permutation per row, so neighbouring probabilities differ by a
factor e^(1/16).
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.moe_routing import ID_POISON

from .numerics import assert_grad_close, grads64

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# (E, k, dtype, tokens, renormalize, layout): every E and k of the brief, each dtype, ragged token counts incl. 1;
# "strided": every other row of a wider tensor (read in place), "misaligned": a 16-bit view 2 bytes into its
# storage (one element per load); 256 experts: 4 a lane, 8-byte loads and packed 16-bit stores
KERNEL_CASES = [(4, 1, torch.bfloat16, 1, True, "contiguous"), (8, 2, torch.float16, 5, False, "misaligned"),
                (60, 4, torch.float32, 13, True, "strided"), (128, 8, torch.bfloat16, 3, False, "misaligned"),
                (256, 2, torch.float16, 2, True, "contiguous")]
WEIGHT_TOL = dict(rtol=2e-6, atol=1e-7)   # fp32 weights: exp2/rcp ~1 ulp each, vs float64


def grid_logits(gen: torch.Generator, t: int, e: int, dtype: torch.dtype) -> torch.Tensor:
    """[t, e] logits, each row a random permutation of (0..e-1 - e/2) / 16: distinct, exact in every dtype."""
    rows = [torch.randperm(e, generator=gen) for _ in range(t)]
    return ((torch.stack(rows).double() - e // 2) / 16).to(dtype)


def layout_logits(gen: torch.Generator, t: int, e: int, dtype: torch.dtype, layout: str) -> torch.Tensor:
    """``grid_logits`` [t, e] as a "contiguous" tensor, a "strided" view (every other row of a wider tensor) or
    a "misaligned" one (starting one element into each row)."""
    if layout == "strided":
        return grid_logits(gen, 2 * t, e + 3, dtype)[::2, :e]
    if layout == "misaligned":
        return grid_logits(gen, t, e + 1, dtype)[:, 1:]
    return grid_logits(gen, t, e, dtype)


def topk64(x: torch.Tensor, k: int, renormalize: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """float64 softmax, torch.topk, optional renormalisation (independent of the op's reference)."""
    p = torch.softmax(x.double(), -1)
    w, ids = torch.topk(p, k, dim=-1)
    return (w / w.sum(-1, keepdim=True) if renormalize else w), ids


def weights64(ids: torch.Tensor, renormalize: bool):
    """The weights as a float64 function of the logits for fixed ids (for autograd)."""
    def fn(x: torch.Tensor) -> torch.Tensor:
        w = torch.softmax(x, -1).gather(-1, ids)
        return w / w.sum(-1, keepdim=True) if renormalize else w
    return fn


def _route(x: torch.Tensor, k: int, renormalize: bool, g: torch.Tensor):
    xg = x.detach().clone().requires_grad_()
    w, ids = cdna.moe_topk_softmax(xg, k, renormalize=renormalize)
    (dx,) = torch.autograd.grad(w, xg, g)
    return w, ids, dx


def _check(x, k, renormalize, w, ids, dx, g) -> None:
    ew, eids = topk64(x, k, renormalize)
    assert w.dtype == torch.float32 and ids.dtype == torch.int64 and dx.dtype == x.dtype
    assert not torch.isnan(w).any() and not torch.isnan(dx).any(), "an output was not written (NaN poison)"
    assert not (ids == ID_POISON).any(), "an id was not written (poison)"
    assert torch.equal(ids, eids), (ids, eids)
    torch.testing.assert_close(w.double(), ew, **WEIGHT_TOL)
    (edx,) = grads64(weights64(eids, renormalize), [x], g)
    # k = 1 renormalised: the weight is 1 whatever the logits, its gradient 0 (compared against |g| instead)
    assert_grad_close(dx, edx, x.dtype, scale=float(g.double().norm()) * 1e-3)


@pytest.mark.parametrize("renormalize", (False, True))
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_reference_matches_float64(dtype, renormalize, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x, g = grid_logits(gen, 6, 60, dtype).view(2, 3, 60), torch.randn(2, 3, 4, generator=gen)
    w, ids, dx = _route(x, 4, renormalize, g)
    _check(x, 4, renormalize, w, ids, dx, g)


@pytest.mark.parametrize("arch", ARCHS)
def test_kernels_match_float64(arch, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    for e, k, dtype, t, renormalize, layout in KERNEL_CASES:
        x = layout_logits(gen, t, e, dtype, layout)
        assert x.is_contiguous() == (layout == "contiguous")
        g = torch.randn(t, k, generator=gen)
        with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
            w, ids, dx = _route(x, k, renormalize, g)
        _check(x, k, renormalize, w, ids, dx, g)


@pytest.mark.parametrize("mode", ("reference", "gfx942", "gfx950"))
def test_backward_adds_up_repeated_ids(mode, rng_seed):
    """The backward op is the gradient of the weights as a function of the logits for any ids in range: a repeated
    id (which the forward never returns) adds its gradients up, as a gather's gradient does."""
    gen = torch.Generator().manual_seed(rng_seed)
    x, g = grid_logits(gen, 3, 8, torch.float16), torch.randn(3, 2, generator=gen)
    ids = torch.tensor([[5, 5], [0, 7], [2, 2]])
    config = dict(ops_impl="reference") if mode == "reference" else dict(ops_impl="kernel", arch=mode)
    for renormalize in (False, True):
        with _config.override(**config), poisoned_outputs():
            dx = cdna.moe_topk_softmax_backward(g, ids, x, renormalize=renormalize)
        (expected,) = grads64(weights64(ids, renormalize), [x], g)
        assert_grad_close(dx, expected, x.dtype, scale=float(g.double().norm()) * 1e-3)


@pytest.mark.parametrize("mode", ("reference", "gfx942", "gfx950"))
def test_ties_take_the_lowest_expert_id_first(mode):
    """Equal probabilities: lowest expert id first (torch.topk gives [2, 4, 1] on CPU for the first row)."""
    x = torch.full((3, 60), -4.0)
    x[0, :5] = torch.tensor([1.0, 3.0, 3.0, 2.0, 3.0])
    x[1] = 0.0                                            # all equal
    x[2, 59], x[2, 7], x[2, 30] = 5.0, 2.0, 2.0           # a winner, then a tie
    config = dict(ops_impl="reference") if mode == "reference" else dict(ops_impl="kernel", arch=mode)
    with _config.override(**config), poisoned_outputs():
        w, ids = cdna.moe_topk_softmax(x, 3)
    assert ids.tolist() == [[1, 2, 4], [0, 1, 2], [59, 7, 30]]
    p = torch.softmax(x.double(), -1)
    torch.testing.assert_close(w.double(), p.gather(-1, ids), **WEIGHT_TOL)


@pytest.mark.parametrize("arch", ARCHS)
def test_nan_rows_rank_nan_first_like_the_reference(arch):
    x = torch.randn(3, 8)
    x[0, 5], x[2, 1] = float("nan"), float("inf")
    with _config.override(ops_impl="kernel", arch=arch):
        w, ids = cdna.moe_topk_softmax(x, 2, renormalize=True)
    rw, rids = OPS["moe_topk_softmax"].reference(x, 2, renormalize=True)
    assert torch.equal(ids, rids) and ids[0].tolist() == [0, 1] and ids[2].tolist() == [0, 1]
    torch.testing.assert_close(w, rw, equal_nan=True)
    assert torch.isnan(w[0]).all() and torch.isnan(w[2]).all() and not torch.isnan(w[1]).any()


def test_beyond_the_kernels_is_a_clear_error_and_the_reference_serves():
    x = torch.randn(2, 300)
    with _config.override(ops_impl="kernel", arch="gfx942"), pytest.raises(MissingKernel, match="E=300"):
        cdna.moe_topk_softmax(x, 2)
    w, ids = cdna.moe_topk_softmax(x, 9)               # reference mode (the op tests' default)
    assert ids.shape == (2, 9) and torch.equal(ids, torch.topk(x, 9).indices)


def test_opcheck_kernel_mode(rng_seed):
    """(tests/ops/test_registry.py runs the full opcheck in reference mode.)"""
    gen = torch.Generator().manual_seed(rng_seed)
    x = grid_logits(gen, 3, 8, torch.bfloat16)
    tests = ("test_schema", "test_faketensor")
    with _config.override(ops_impl="kernel", arch="gfx942"):
        torch.library.opcheck(cdna.moe_topk_softmax.default, (x, 2), {"renormalize": True}, test_utils=tests)
        ids = cdna.moe_topk_softmax(x, 2)[1]
        torch.library.opcheck(cdna.moe_topk_softmax_backward.default, (torch.randn(3, 2), ids, x),
                              {"renormalize": False}, test_utils=tests)


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.moe_topk_softmax(torch.ones(2, 8), 9), ValueError, r"k=9 must be in 1..E.*= 8"),
    (lambda: cdna.moe_topk_softmax(torch.ones(2, 8), 0), ValueError, r"k=0 must be in 1..E"),
    (lambda: cdna.moe_topk_softmax(torch.ones(2, 8, dtype=torch.int32), 2), TypeError, r"logits has dtype"),
    (lambda: cdna.moe_topk_softmax(torch.tensor(1.0), 1), ValueError, r"logits must have at least 1 dim"),
    (lambda: cdna.moe_topk_softmax_backward(torch.ones(2, 2, dtype=torch.bfloat16), torch.zeros(2, 2).long(),
                                            torch.ones(2, 8)), TypeError, r"grad must be a float32 tensor"),
    (lambda: cdna.moe_topk_softmax_backward(torch.ones(2, 2), torch.zeros(2, 2).int(), torch.ones(2, 8)),
     TypeError, r"ids must be an int64 tensor"),
    (lambda: cdna.moe_topk_softmax_backward(torch.ones(2, 2), torch.zeros(2, 3).long(), torch.ones(2, 8)),
     ValueError, r"ids has shape \(2, 3\) but grad has \(2, 2\)"),
    (lambda: cdna.moe_topk_softmax_backward(torch.ones(3, 2), torch.zeros(3, 2).long(), torch.ones(2, 8)),
     ValueError, r"grad has shape \(3, 2\); expected \[..., k\]"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()

"""cdna::moe_topk_sigmoid (sigmoid MoE routing: DeepSeek-V3's grouped, bias-corrected router and Llama-4's) and
its backward: the reference against Hugging Face's own router modules (tiny random configs, nothing
downloaded) and an independent float64 composition; the DSL kernels on the simulator (gfx942 and gfx950,
bf16/fp16/fp32, with and without bias, groups, renormalisation and scaling, ragged token counts including 1,
strided and misaligned rows, NaN-poisoned outputs) against float64; the tie rules; validation errors; opcheck.

Near-ties: the kernels' keys (sigmoid through ``v_exp_f32``/``v_rcp_f32``, ~1 ulp) may order two experts whose
float64 keys differ by less than that the other way; ``assert_same_choice`` accepts a different id only where
the float64 keys of the two choices agree within ``KEY_TOL``.
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.moe_routing import ID_POISON

from .numerics import assert_grad_close, grads64
from .test_moe_routing import grid_logits, layout_logits

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
WEIGHT_TOL = dict(rtol=4e-6, atol=1e-7)   # fp32 weights: exp2, rcp (and the renormalising rcp) ~1 ulp each
KEY_TOL = 1e-5


def keys64(x: torch.Tensor, bias: torch.Tensor | None, n_group: int) -> torch.Tensor:
    """float64 selection keys as the op defines them (logits without bias and groups, else sigmoid + bias)."""
    x = x.double()
    if bias is None and n_group == 1:
        return x
    return torch.sigmoid(x) + (0 if bias is None else bias.double())


def route64(x, k, bias, n_group, topk_group, renormalize, scale):
    """DeepSeek-V3's router written out in float64 with torch.topk (sorted), independent of the op's code."""
    key = keys64(x, bias, n_group).reshape(-1, x.shape[-1])
    e = key.shape[-1]
    if n_group > 1:
        gs = key.view(-1, n_group, e // n_group).topk(2, dim=-1).values.sum(-1)
        gi = gs.topk(topk_group, dim=-1).indices
        mask = torch.zeros_like(gs).scatter_(1, gi, 1).repeat_interleave(e // n_group, -1)
        key = key.masked_fill(mask == 0, float("-inf"))
    ids = key.topk(k, dim=-1).indices
    return ids.view(*x.shape[:-1], k)


def weights64(ids: torch.Tensor, renormalize: bool, scale: float):
    def fn(x: torch.Tensor) -> torch.Tensor:
        w = torch.sigmoid(x).gather(-1, ids)
        return (w / (w.sum(-1, keepdim=True) + 1e-20) if renormalize else w) * scale
    return fn


def assert_same_choice(ids, eids, x, bias, n_group) -> None:
    """Equal ids, or (near-ties) ids whose float64 keys equal the expected ones' within KEY_TOL, in order."""
    if torch.equal(ids, eids):
        return
    key = keys64(x, bias, n_group)
    got, want = key.gather(-1, ids), key.gather(-1, eids)
    torch.testing.assert_close(got, want, rtol=0, atol=KEY_TOL, msg=lambda m: f"ids {ids} vs {eids}: {m}")


def _route(x, k, g, **kw):
    xg = x.detach().clone().requires_grad_()
    w, ids = cdna.moe_topk_sigmoid(xg, k, **kw)
    (dx,) = torch.autograd.grad(w, xg, g)
    return w, ids, dx


def _check(x, k, g, w, ids, dx, bias=None, n_group=1, topk_group=1, renormalize=False, routed_scaling_factor=1.0):
    assert w.dtype == torch.float32 and ids.dtype == torch.int64 and dx.dtype == x.dtype
    assert not torch.isnan(w).any() and not torch.isnan(dx).any(), "an output was not written (NaN poison)"
    assert not (ids == ID_POISON).any(), "an id was not written (poison)"
    eids = route64(x, k, bias, n_group, topk_group, renormalize, routed_scaling_factor)
    assert_same_choice(ids, eids, x, bias, n_group)
    fn = weights64(ids, renormalize, routed_scaling_factor)
    torch.testing.assert_close(w.double(), fn(x.double()), **WEIGHT_TOL)
    (edx,) = grads64(fn, [x], g)
    assert_grad_close(dx, edx, x.dtype, scale=float(g.double().norm()) * 1e-3)


# (E, k, n_group, topk_group, bias, renormalize, scale, dtype, tokens, layout): Llama-4 (no bias, no groups,
# no renormalisation), DeepSeek-V3 (256 experts in 8 groups, top-4 groups, k 8, bias, renormalised, 2.5) and
# smaller relatives; groups that split a lane's experts (E 160: 3 a lane (f32) / 4 (bf16) across groups of 32,
# E 96 in 3 groups), a group size of 2, 16 groups
KERNEL_CASES = [
    (16, 1, 1, 1, False, False, 1.0, torch.bfloat16, 1, "contiguous"),
    (128, 8, 1, 1, False, False, 1.0, torch.float16, 5, "misaligned"),
    (256, 8, 8, 4, True, True, 2.5, torch.float32, 6, "contiguous"),
    (256, 8, 8, 4, True, True, 2.5, torch.bfloat16, 3, "strided"),
    (160, 6, 5, 2, True, False, 1.5, torch.float32, 4, "strided"),
    (96, 4, 3, 1, False, True, 1.0, torch.float16, 2, "contiguous"),
    (32, 3, 16, 3, True, True, 1.0, torch.float32, 3, "contiguous"),
    (60, 2, 1, 1, True, True, 1.0, torch.bfloat16, 7, "misaligned"),
]


def _case_inputs(gen, e, bias, dtype, t, layout):
    x = layout_logits(gen, t, e, dtype, layout)
    b = torch.randn(e, generator=gen) * 0.05 if bias else None
    return x, b


@pytest.mark.parametrize("arch", ARCHS)
def test_kernels_match_float64(arch, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    for e, k, ng, tg, bias, renorm, scale, dtype, t, layout in KERNEL_CASES:
        x, b = _case_inputs(gen, e, bias, dtype, t, layout)
        g = torch.randn(t, k, generator=gen)
        kw = dict(bias=b, n_group=ng, topk_group=tg, renormalize=renorm, routed_scaling_factor=scale)
        with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
            w, ids, dx = _route(x, k, g, **kw)
        _check(x, k, g, w, ids, dx, **kw)


@pytest.mark.parametrize("dtype", (torch.bfloat16, torch.float32), ids=str)
def test_reference_matches_float64(dtype, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    for e, k, ng, tg, bias, renorm, scale, _, t, layout in KERNEL_CASES[:4]:
        x, b = _case_inputs(gen, e, bias, dtype, t, layout)
        x = x.unsqueeze(0)                                  # a leading batch dim
        g = torch.randn(1, t, k, generator=gen)
        kw = dict(bias=b, n_group=ng, topk_group=tg, renormalize=renorm, routed_scaling_factor=scale)
        _check(x, k, g, *_route(x, k, g, **kw), **kw)


def _deepseek_router(gen, e, k, n_group, topk_group, norm, scale):
    from transformers import DeepseekV3Config
    from transformers.models.deepseek_v3.modeling_deepseek_v3 import DeepseekV3TopkRouter
    cfg = DeepseekV3Config(hidden_size=32, n_routed_experts=e, num_experts_per_tok=k, n_group=n_group,
                           topk_group=topk_group, norm_topk_prob=norm, routed_scaling_factor=scale)
    cfg.num_local_experts = e
    router = DeepseekV3TopkRouter(cfg)
    with torch.no_grad():
        router.weight.copy_(torch.randn(e, 32, generator=gen) * 0.3)
        router.e_score_correction_bias.copy_(torch.randn(e, generator=gen) * 0.05)
    return router


@pytest.mark.parametrize("mode", ("reference", "gfx942"))
@pytest.mark.parametrize("e, k, n_group, topk_group, norm, scale", [(64, 6, 8, 3, True, 2.5), (32, 4, 1, 1, False, 1.0)])
def test_matches_hf_deepseek_v3_router(mode, e, k, n_group, topk_group, norm, scale, rng_seed):
    """HF's DeepseekV3TopkRouter (its own forward) and the op on its logits choose the same experts (HF's topk is
    unsorted: compared as sets) with the same weights."""
    gen = torch.Generator().manual_seed(rng_seed)
    router = _deepseek_router(gen, e, k, n_group, topk_group, norm, scale)
    h = torch.randn(9, 32, generator=gen)
    logits, hw, hids = router(h)
    config = dict(ops_impl="reference") if mode == "reference" else dict(ops_impl="kernel", arch=mode)
    with _config.override(**config), torch.no_grad():
        w, ids = cdna.moe_topk_sigmoid(logits, k, bias=router.e_score_correction_bias, n_group=n_group,
                                       topk_group=topk_group, renormalize=norm, routed_scaling_factor=scale)
    order = hids.argsort(-1)
    assert torch.equal(ids.sort(-1).values, hids.gather(-1, order))
    torch.testing.assert_close(w.gather(-1, ids.argsort(-1)), hw.gather(-1, order), **WEIGHT_TOL)


@pytest.mark.parametrize("mode", ("reference", "gfx950"))
def test_matches_hf_llama4_router(mode, rng_seed):
    """Llama4Router: sigmoid of the top-k logits (its dense [T, E] scores hold them at the chosen experts)."""
    from transformers import Llama4TextConfig
    from transformers.models.llama4.modeling_llama4 import Llama4Router
    gen = torch.Generator().manual_seed(rng_seed)
    router = Llama4Router(Llama4TextConfig(hidden_size=32, num_local_experts=16, num_experts_per_tok=2))
    with torch.no_grad():
        router.weight.copy_(torch.randn(16, 32, generator=gen))
    h = torch.randn(5, 32, generator=gen)
    scores, logits = router(h)
    config = dict(ops_impl="reference") if mode == "reference" else dict(ops_impl="kernel", arch=mode)
    with _config.override(**config), torch.no_grad():
        w, ids = cdna.moe_topk_sigmoid(logits, 2)
    assert torch.equal(ids, torch.topk(logits, 2).indices)
    torch.testing.assert_close(w, scores.gather(-1, ids), **WEIGHT_TOL)
    assert torch.equal(scores.scatter(-1, ids, 0.0), torch.zeros_like(scores))


@pytest.mark.parametrize("mode", ("reference", "gfx942", "gfx950"))
def test_ties_take_the_lowest_expert_and_group_first(mode):
    """Equal keys: the lowest expert id first; equal group scores: the lowest group index first."""
    x = torch.full((3, 16), -4.0)
    x[0, :5] = torch.tensor([1.0, 3.0, 3.0, 2.0, 3.0])      # Llama-4 form: ids 1, 2, 4
    x[1] = 0.0                                             # all equal: groups 0, 1 of 4; experts 0, 1, 2
    x[2, 12], x[2, 13], x[2, 1], x[2, 2] = 1.0, 1.0, 1.0, 1.0   # groups 0 and 3 tie; group 0 first
    config = dict(ops_impl="reference") if mode == "reference" else dict(ops_impl="kernel", arch=mode)
    with _config.override(**config), poisoned_outputs():
        w0, ids0 = cdna.moe_topk_sigmoid(x[:1], 3)
        w1, ids1 = cdna.moe_topk_sigmoid(x[1:], 3, n_group=4, topk_group=1)
    assert ids0.tolist() == [[1, 2, 4]]
    assert ids1.tolist() == [[0, 1, 2], [1, 2, 0]]
    torch.testing.assert_close(w1.double(), torch.sigmoid(x[1:].double()).gather(-1, ids1), **WEIGHT_TOL)


@pytest.mark.parametrize("mode", ("reference", "gfx942"))
def test_nan_and_inf_logits_rank_first(mode):
    """A NaN key ranks as +inf (as torch.topk ranks NaN first); its weight is NaN; +inf logits weigh 1."""
    x = torch.randn(3, 8)
    x[0, 5], x[2, 6] = float("nan"), float("inf")
    config = dict(ops_impl="reference") if mode == "reference" else dict(ops_impl="kernel", arch=mode)
    with _config.override(**config):
        w, ids = cdna.moe_topk_sigmoid(x, 2, bias=torch.zeros(8))
    assert ids[0, 0] == 5 and ids[2, 0] == 6 and torch.isnan(w[0, 0]) and w[2, 0] == 1.0
    assert not torch.isnan(w[1]).any() and not torch.isnan(w[0, 1])


@pytest.mark.parametrize("mode", ("reference", "gfx942"))
def test_backward_adds_up_repeated_ids(mode, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x, g = grid_logits(gen, 3, 8, torch.float16), torch.randn(3, 2, generator=gen)
    ids = torch.tensor([[5, 5], [0, 7], [2, 2]])
    config = dict(ops_impl="reference") if mode == "reference" else dict(ops_impl="kernel", arch=mode)
    for renormalize in (False, True):
        with _config.override(**config), poisoned_outputs():
            dx = cdna.moe_topk_sigmoid_backward(g, ids, x, renormalize=renormalize, routed_scaling_factor=1.5)
        (expected,) = grads64(weights64(ids, renormalize, 1.5), [x], g)
        assert_grad_close(dx, expected, x.dtype, scale=float(g.double().norm()) * 1e-3)


def test_beyond_the_kernels_is_a_clear_error_and_the_reference_serves():
    with _config.override(ops_impl="kernel", arch="gfx942"):
        with pytest.raises(MissingKernel, match="E=300"):
            cdna.moe_topk_sigmoid(torch.randn(2, 300), 2)
        with pytest.raises(MissingKernel, match="n_group=32"):
            cdna.moe_topk_sigmoid(torch.randn(2, 64), 2, n_group=32, topk_group=2)
    w, ids = cdna.moe_topk_sigmoid(torch.randn(2, 64), 2, n_group=32, topk_group=2)    # reference mode
    assert ids.shape == (2, 2)


def test_opcheck_kernel_mode(rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x = grid_logits(gen, 3, 16, torch.bfloat16)
    tests = ("test_schema", "test_faketensor")
    kw = dict(bias=torch.randn(16, generator=gen), n_group=4, topk_group=2, renormalize=True,
              routed_scaling_factor=2.0)
    with _config.override(ops_impl="kernel", arch="gfx942"):
        torch.library.opcheck(cdna.moe_topk_sigmoid.default, (x, 3), kw, test_utils=tests)
        ids = cdna.moe_topk_sigmoid(x, 3, **kw)[1]
        torch.library.opcheck(cdna.moe_topk_sigmoid_backward.default, (torch.randn(3, 3), ids, x),
                              {"renormalize": True, "routed_scaling_factor": 2.0}, test_utils=tests)


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.moe_topk_sigmoid(torch.ones(2, 8), 9), ValueError, r"k=9 must be in 1..8"),
    (lambda: cdna.moe_topk_sigmoid(torch.ones(2, 8), 5, n_group=4, topk_group=2), ValueError,
     r"k=5 must be in 1..4 .*topk_group=2 of n_group=4"),
    (lambda: cdna.moe_topk_sigmoid(torch.ones(2, 8), 2, n_group=3), ValueError, r"n_group=3 must divide E=8"),
    (lambda: cdna.moe_topk_sigmoid(torch.ones(2, 8), 2, n_group=8), ValueError, r"groups of at least 2"),
    (lambda: cdna.moe_topk_sigmoid(torch.ones(2, 8), 2, n_group=2, topk_group=3), ValueError,
     r"topk_group=3 must be in 1..n_group=2"),
    (lambda: cdna.moe_topk_sigmoid(torch.ones(2, 8), 2, bias=torch.ones(7)), ValueError,
     r"bias has shape \(7,\); expected \[E\] = \[8\]"),
    (lambda: cdna.moe_topk_sigmoid(torch.ones(2, 8, dtype=torch.int32), 2), TypeError, r"logits has dtype"),
    (lambda: cdna.moe_topk_sigmoid_backward(torch.ones(2, 2), torch.zeros(2, 2).int(), torch.ones(2, 8)),
     TypeError, r"ids must be an int64 tensor"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()


@pytest.mark.parametrize("e, k, bias, n_group, topk_group, dt", [(64, 2, False, 1, 1, torch.bfloat16),
                                                                  (256, 8, True, 8, 4, torch.float32),
                                                                  (96, 4, False, 3, 1, torch.float16)])
def test_variant_pick_matches_the_launcher(e, k, bias, n_group, topk_group, dt):
    """``python -m torch_cdna kernels`` lists the kernel the launcher compiles (its compile-time arguments)."""
    from torch_cdna.ops import variants as V
    from torch_cdna.ops.kernels import moe_routing, rowops
    x = torch.zeros(3, e, dtype=dt)
    consts = moe_routing.sigmoid_consts(x, k, True, bias, n_group, topk_group)
    (pick,) = V.select("moe_topk_softmax", op="moe_topk_sigmoid", n=3, e=e, k=k, dtype=dt, renormalize=True,
                       aligned=rowops.aligned4(e, x), bias=bias, n_group=n_group, topk_group=topk_group)
    assert pick.consts == consts and pick.variant.kernel == "moe_routing:moe_topk_sigmoid_fwd"

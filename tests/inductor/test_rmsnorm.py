"""RMSNorm spellings become cdna::rmsnorm (inference) and cdna::rmsnorm + cdna::rmsnorm_backward (training)."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti

from .helpers import cdna, compile_graphs

DTYPES = (torch.bfloat16, torch.float16, torch.float32)
TOL = {torch.bfloat16: 3e-2, torch.float16: 4e-3, torch.float32: 1e-5}


def hf(x, w):
    h = x.to(torch.float32)
    h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)
    return w * h.to(x.dtype)


def hf_rhs(x, w):
    h = x.float()
    return (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-5)).to(x.dtype) * w


def plain(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def functional(x, w):
    return F.rms_norm(x, (x.shape[-1],), w, 1e-5)


def gemma(x, w):  # weight applied in fp32 before the downcast, with Gemma's 1 + weight
    h = x.float()
    h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)
    return (h * (1.0 + w.float())).type_as(x)


def module_rmsnorm(x, w):
    m = torch.nn.RMSNorm(x.shape[-1], eps=1e-5, dtype=x.dtype)
    with torch.no_grad():
        m.weight.copy_(w)
    return m(x)


SPELLINGS = [hf, hf_rhs, plain, functional, gemma]


def close(a, b, dtype):
    torch.testing.assert_close(a.float(), b.float(), atol=TOL[dtype], rtol=TOL[dtype])


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("fn", SPELLINGS, ids=lambda f: f.__name__)
def test_inference_spellings(fn, dtype):
    f, graphs = compile_graphs(fn, fusions=["rmsnorm"])
    x, w = torch.randn(3, 5, 64, dtype=dtype), torch.randn(64, dtype=dtype)
    with torch.no_grad():
        y = f(x, w)
    assert graphs.count(cdna("rmsnorm")) == 1, graphs.code()
    assert torch.ops.aten.rsqrt.default not in graphs.targets()
    assert y.dtype == fn(x, w).dtype
    close(y, fn(x, w), dtype)
    assert sum(ti.stats().values()) == 1


def test_nn_rmsnorm_module():
    m = torch.nn.RMSNorm(64, eps=1e-5).to(torch.bfloat16).requires_grad_(False)
    f, graphs = compile_graphs(m, fusions=["rmsnorm"])
    x = torch.randn(2, 7, 64, dtype=torch.bfloat16)
    close(f(x), m(x), torch.bfloat16)
    assert graphs.count(cdna("rmsnorm")) == 1


def test_mixed_dtypes_fp32_weight_promotes_like_eager():
    f, graphs = compile_graphs(hf, fusions=["rmsnorm"])
    x, w = torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64)
    y = f(x, w)
    assert graphs.count(cdna("rmsnorm")) == 1
    assert y.dtype == torch.float32  # bf16 normalised x times an fp32 weight promotes, as in eager
    close(y, hf(x, w), torch.bfloat16)


@pytest.mark.parametrize("grads", [(True, True), (False, True), (True, False)], ids=["x_w", "w", "x"])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("fn", [hf, functional], ids=lambda f: f.__name__)
def test_training_replaces_forward_and_backward(fn, dtype, grads):
    f, graphs = compile_graphs(fn, fusions=["rmsnorm"])
    x, w, gy = torch.randn(3, 5, 64, dtype=dtype), torch.randn(64, dtype=dtype), torch.randn(3, 5, 64)
    leaves = [(x.clone().requires_grad_(grads[0]), w.clone().requires_grad_(grads[1])) for _ in range(2)]
    (f(*leaves[0]).float() * gy).sum().backward()
    (fn(*leaves[1]).float() * gy).sum().backward()
    assert graphs.count(cdna("rmsnorm")) == 1 and graphs.count(cdna("rmsnorm_backward")) == 1, graphs.code()
    for a, b, g in zip(leaves[0], leaves[1], grads):
        if g:
            close(a.grad, b.grad, dtype)


class _LlamaStyleNorm(torch.nn.Module):
    """HF Llama's RMSNorm spelling with a float ``eps`` attribute and a ``weight_dtype`` weight."""

    def __init__(self, weight_dtype: torch.dtype):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(64, dtype=weight_dtype))
        self.eps = 1e-6

    def forward(self, x):
        h = x.float()
        return self.weight * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)).to(x.dtype)


def test_dynamic_shapes():
    """dynamic=True: sizes are symbolic. Dynamo may also turn the float eps into a tensor input (see
    test_tensor_eps_is_left_alone_with_a_reason); specialising floats keeps this test about sizes."""
    m = _LlamaStyleNorm(torch.bfloat16).requires_grad_(False)
    f, graphs = compile_graphs(m, fusions=["rmsnorm"], dynamic=True)
    with torch._dynamo.config.patch(specialize_float=True):
        for seq in (5, 9):
            x = torch.randn(2, seq, 64, dtype=torch.bfloat16)
            close(f(x), m(x), torch.bfloat16)
    assert graphs.count(cdna("rmsnorm")) == len(graphs) >= 1


def test_mark_dynamic_sequence_length():
    f, graphs = compile_graphs(hf, fusions=["rmsnorm"])
    w = torch.randn(64, dtype=torch.bfloat16)
    for seq in (6, 11):
        x = torch.randn(2, seq, 64, dtype=torch.bfloat16)
        torch._dynamo.mark_dynamic(x, 1)
        close(f(x, w), hf(x, w), torch.bfloat16)
    assert len(graphs) == 1 and graphs.count(cdna("rmsnorm")) == 1


@pytest.mark.parametrize("case", ["float64", "weight_not_vector", "other_dim"])
def test_non_matches_leave_the_graph_alone(case):
    x, w = torch.randn(3, 64, dtype=torch.float64), torch.randn(64, dtype=torch.float64)
    fn = hf
    if case == "weight_not_vector":
        x, w = torch.randn(3, 64), torch.randn(3, 64)
    elif case == "other_dim":
        def fn(x, w):
            return x * torch.rsqrt(x.pow(2).mean(0, keepdim=True) + 1e-6) * w
        x, w = torch.randn(64, 3), torch.randn(3)
    f, graphs = compile_graphs(fn, fusions=["rmsnorm"])
    torch.testing.assert_close(f(x, w), fn(x, w))
    assert graphs.count(cdna("rmsnorm")) == 0
    assert torch.ops.aten.rsqrt.default in graphs.targets()


@pytest.mark.parametrize("dim", [-1, 0], ids=["last_dim", "dim0_must_not_match"])
def test_training_with_dynamic_shapes(dim):
    def fn(x, w):
        h = x.float()
        return w * (h * torch.rsqrt(h.pow(2).mean(dim, keepdim=True) + 1e-6)).to(x.dtype)

    f, graphs = compile_graphs(fn, fusions=["rmsnorm"], dynamic=True)
    x, w = torch.randn(6, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16)
    leaves = [(x.clone().requires_grad_(), w.clone().requires_grad_()) for _ in range(2)]
    f(*leaves[0]).float().sum().backward()
    fn(*leaves[1]).float().sum().backward()
    expected = 1 if dim == -1 else 0
    assert graphs.count(cdna("rmsnorm")) == expected and graphs.count(cdna("rmsnorm_backward")) == expected
    for a, b in zip(leaves[0], leaves[1]):
        close(a.grad, b.grad, torch.bfloat16)


def test_tensor_eps_inference_uses_the_tensor_eps_overload():
    """What Dynamo makes of an unspecialised float eps: a 0-d float64 graph input cast to fp32. Inference
    graphs call cdna::rmsnorm.tensor_eps (the float read at run time, so other eps values reuse the graph)."""
    def fn(x, w, eps):
        h = x.float()
        return w * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps.to(torch.float32))).to(x.dtype)

    f, graphs = compile_graphs(fn, fusions=["rmsnorm"], dynamic=True)
    x, w = torch.randn(2, 8, 64), torch.randn(64)
    with torch.no_grad():
        for value in (0.25, 3.0):
            eps = torch.tensor(value, dtype=torch.float64)
            torch.testing.assert_close(f(x, w, eps), fn(x, w, eps))
    assert len(graphs) == 1 and graphs.count(torch.ops.cdna.rmsnorm.tensor_eps) == 1, graphs.code()


@pytest.mark.parametrize("upcast", [True, False], ids=["upcast", "plain"])
def test_tensor_eps_training_uses_the_tensor_eps_backward(upcast):
    """Training graphs with a tensor eps: cdna::rmsnorm.tensor_eps forward and its backward overload; x and
    weight gradients match eager, and another eps value reuses the graph."""
    def fn(x, w, eps):
        h = x.float() if upcast else x
        y = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps.to(torch.float32))
        return w * (y.to(x.dtype) if upcast else y)

    f, graphs = compile_graphs(fn, fusions=["rmsnorm"], dynamic=True)
    dtype = torch.bfloat16 if upcast else torch.float32
    for value in (0.25, 3.0):
        x, w = torch.randn(2, 8, 64, dtype=dtype), torch.randn(64, dtype=dtype)
        eps, gy = torch.tensor(value, dtype=torch.float64), torch.randn(2, 8, 64, dtype=dtype)
        leaves = [(x.clone().requires_grad_(), w.clone().requires_grad_()) for _ in range(2)]
        (f(*leaves[0], eps) * gy).sum().backward()
        (fn(*leaves[1], eps) * gy).sum().backward()
        for a, b in zip(*leaves):
            close(a.grad, b.grad, dtype)
    assert graphs.count(torch.ops.cdna.rmsnorm.tensor_eps) == 1, graphs.code()
    assert graphs.count(torch.ops.cdna.rmsnorm_backward.tensor_eps) == 1, graphs.code()
    assert torch.ops.aten.rsqrt.default not in graphs.targets()


def test_module_float_eps_under_dynamic_true():
    """A module's float eps attribute with dynamic=True and Dynamo's default float handling."""
    m = _LlamaStyleNorm(torch.float32).requires_grad_(False)
    f, graphs = compile_graphs(m, fusions=["rmsnorm"], dynamic=True)
    for seq in (5, 9):
        x = torch.randn(2, seq, 64, dtype=torch.bfloat16)
        close(f(x), m(x), torch.bfloat16)
    substituted = graphs.count(cdna("rmsnorm")) + graphs.count(torch.ops.cdna.rmsnorm.tensor_eps)
    assert substituted == len(graphs) >= 1, graphs.code()


def _residual_step(f, fn, x, w, other, gy, kernel=None):
    """One backward through ``(fn(x, w), x + other)`` (a decoder layer's norm whose input x also feeds the
    residual add) compiled and eager; returns both sets of leaf gradients."""
    leaves = [(x.clone().requires_grad_(), w.clone().requires_grad_(), other.clone().requires_grad_())
              for _ in range(2)]
    for g, run in zip(leaves, (f, lambda *a: (fn(*a[:2]), a[0] + a[2]))):
        y, r = run(*g)
        ((y.float() * gy).sum() + (r.float() * gy).sum()).backward()
    return leaves


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
def test_training_gemma_norm_whose_input_feeds_the_residual(dtype, rng_seed):
    """Gemma's norm (``1 + weight`` in fp32) on the residual stream: x's gradient accumulates the residual's
    too, which only the residual-use spellings match (HF Gemma 1/2/3 training missed 2 of 3 norms before)."""
    gen = torch.Generator().manual_seed(rng_seed)
    x, other, gy = (torch.randn(3, 5, 64, generator=gen).to(dtype) for _ in range(3))
    w = (torch.rand(64, generator=gen) - 0.5).to(dtype)
    f, graphs = compile_graphs(lambda x, w, o: (gemma(x, w), x + o), fusions=["rmsnorm"])
    got, want = _residual_step(f, gemma, x, w, other, gy.float())
    assert graphs.count(cdna("rmsnorm")) == 1 and graphs.count(cdna("rmsnorm_backward")) == 1, graphs.code()
    form = "weight_first_promoted_residual_use/upcast" if dtype == torch.bfloat16 else "hf_rhs_residual_use/plain"
    assert ti.stats()[f"rmsnorm/{form}"] == 1, ti.stats()
    for a, b in zip(got, want):
        close(a.grad, b.grad, dtype)


def test_training_gemma_residual_norm_in_kernel_mode(rng_seed):
    """The bf16 Gemma residual-use spelling runs the simulator kernels (rmsnorm_fwd / rmsnorm_bwd, NaN-poisoned
    outputs); gradients as close to eager bf16 as the tolerance of the bf16 spellings."""
    from .kernel_mode import assert_ran, kernel_mode
    gen = torch.Generator().manual_seed(rng_seed)
    x, other, gy = (torch.randn(2, 4, 64, generator=gen).to(torch.bfloat16) for _ in range(3))
    w = (torch.rand(64, generator=gen) - 0.5).to(torch.bfloat16)
    f, graphs = compile_graphs(lambda x, w, o: (gemma(x, w), x + o), fusions=["rmsnorm"])
    with kernel_mode() as launches:
        got, want = _residual_step(f, gemma, x, w, other, gy.float())
    assert graphs.count(cdna("rmsnorm_backward")) == 1, graphs.code()
    assert_ran(launches, ("rmsnorm_fwd", "rmsnorm_bwd"))
    for a, b in zip(got, want):
        close(a.grad, b.grad, torch.bfloat16)

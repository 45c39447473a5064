"""LayerNorm spellings (F.layer_norm / nn.LayerNorm, with and without bias) become cdna::layernorm (inference)
and cdna::layernorm + cdna::layernorm_backward (training); LayerNorm without affine stays on aten with a reason."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti
from torch_cdna.inductor import _log
from torch_cdna import _config
from torch_cdna.inductor.layernorm import NO_AFFINE_REASON

from .helpers import cdna, compile_graphs, hf_twins

DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# the cdna op rounds once from fp32 (the decomposed aten graph does too): differences are a rounding step
TOL = {torch.bfloat16: 3e-2, torch.float16: 4e-3, torch.float32: 1e-5}


def affine(x, w, b):
    return F.layer_norm(x, (x.shape[-1],), w, b, 1e-5)


def no_bias(x, w, b):
    return F.layer_norm(x, (x.shape[-1],), w, None, 1e-6)


def close(a, b, dtype):
    torch.testing.assert_close(a.float(), b.float(), atol=TOL[dtype], rtol=TOL[dtype])


def _inputs(gen, dtype, *shape):
    d = shape[-1]
    return (torch.randn(*shape, generator=gen, dtype=dtype), 1 + 0.1 * torch.randn(d, generator=gen, dtype=dtype),
            torch.randn(d, generator=gen, dtype=dtype))


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("fn", [affine, no_bias], ids=lambda f: f.__name__)
def test_inference_spellings(fn, dtype, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    f, graphs = compile_graphs(fn, fusions=["layernorm"])
    args = _inputs(gen, dtype, 3, 5, 64)
    with torch.no_grad():
        y = f(*args)
    assert graphs.count(cdna("layernorm")) == 1, graphs.code()
    assert torch.ops.aten.var_mean.correction not in graphs.targets()
    node = next(iter(graphs[0].graph.find_nodes(op="call_function", target=cdna("layernorm"))))
    assert (node.args[2] is None) == (fn is no_bias) and node.args[3] == (1e-5 if fn is affine else 1e-6)
    assert y.dtype == dtype
    close(y, fn(*args), dtype)


@pytest.mark.parametrize("bias", [True, False], ids=["bias", "no_bias"])
def test_nn_layernorm_module_2d_input(bias, rng_seed):
    torch.manual_seed(rng_seed)
    m = torch.nn.LayerNorm(96, eps=1e-5, bias=bias, dtype=torch.bfloat16).requires_grad_(False)
    torch.nn.init.normal_(m.weight)
    f, graphs = compile_graphs(m, fusions=["layernorm"])
    x = torch.randn(7, 96, generator=torch.Generator().manual_seed(rng_seed), dtype=torch.bfloat16)
    close(f(x), m(x), torch.bfloat16)
    assert graphs.count(cdna("layernorm")) == 1, graphs.code()


def test_no_affine_is_left_alone_with_a_reason(rng_seed):
    m = torch.nn.LayerNorm(64, elementwise_affine=False)
    f, graphs = compile_graphs(m, fusions=["layernorm"])
    x = torch.randn(4, 64, generator=torch.Generator().manual_seed(rng_seed))
    torch.testing.assert_close(f(x), m(x))
    assert graphs.count(cdna("layernorm")) == 0
    assert torch.ops.aten.var_mean.correction in graphs.targets()
    assert any(NO_AFFINE_REASON in k for k in _log.REJECTS), dict(_log.REJECTS)


@pytest.mark.parametrize("case", ["float64", "two_dims"])
def test_non_matches_leave_the_graph_alone(case, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    if case == "float64":
        fn, args = affine, _inputs(gen, torch.float64, 3, 64)
    else:
        def fn(x, w, b):  # normalised over the last two dims: no row op
            return F.layer_norm(x, x.shape[-2:], w, b, 1e-5)
        args = (torch.randn(3, 4, 16, generator=gen), torch.randn(4, 16, generator=gen),
                torch.randn(4, 16, generator=gen))
    f, graphs = compile_graphs(fn, fusions=["layernorm"])
    torch.testing.assert_close(f(*args), fn(*args))
    assert graphs.count(cdna("layernorm")) == 0, graphs.code()


GRADS = [(True, True, True), (False, True, True), (True, False, False)]


@pytest.mark.parametrize("grads", GRADS, ids=["x_w_b", "w_b", "x"])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("fn", [affine, no_bias], ids=lambda f: f.__name__)
def test_training_replaces_forward_and_backward(fn, dtype, grads, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    f, graphs = compile_graphs(fn, fusions=["layernorm"])
    args = _inputs(gen, dtype, 3, 5, 64)
    gy = torch.randn(3, 5, 64, generator=gen)
    leaves = [[a.clone().requires_grad_(g) for a, g in zip(args, grads)] for _ in range(2)]
    (f(*leaves[0]).float() * gy).sum().backward()
    (fn(*leaves[1]).float() * gy).sum().backward()
    assert graphs.count(cdna("layernorm")) == 1 and graphs.count(cdna("layernorm_backward")) == 1, graphs.code()
    used = (True, True, fn is affine)
    for a, b, g, u in zip(leaves[0], leaves[1], grads, used):
        if g and u:
            # weight/bias gradients sum 15 rows: allow a few rounding steps of the sum
            close(a.grad, b.grad, dtype) if a.dim() > 1 else torch.testing.assert_close(
                a.grad.float(), b.grad.float(), atol=4 * TOL[dtype], rtol=TOL[dtype])


class _Gpt2Block(torch.nn.Module):
    """GPT-2's pre-norm residual block: x feeds the norm and the residual add (two gradient paths into x)."""

    def __init__(self, d: int):
        super().__init__()
        self.ln = torch.nn.LayerNorm(d)
        self.fc = torch.nn.Linear(d, d)
        self.ln_f = torch.nn.LayerNorm(d, bias=False)

    def forward(self, x):
        x = x + self.fc(self.ln(x))
        return self.ln_f(x)


def test_residual_block_training(rng_seed):
    """Residual add + LayerNorm: both norms are substituted (there is no fused add + LayerNorm op, the add stays
    aten) and every gradient matches eager."""
    torch.manual_seed(rng_seed)
    m = _Gpt2Block(64)
    twin = _Gpt2Block(64)
    twin.load_state_dict(m.state_dict())
    f, graphs = compile_graphs(m, fusions=["layernorm"])
    x = torch.randn(2, 6, 64, generator=torch.Generator().manual_seed(rng_seed))
    leaves = [x.clone().requires_grad_() for _ in range(2)]
    f(leaves[0]).square().sum().backward()
    twin(leaves[1]).square().sum().backward()
    assert graphs.count(cdna("layernorm")) == 2 and graphs.count(cdna("layernorm_backward")) == 2, graphs.code()
    torch.testing.assert_close(leaves[0].grad, leaves[1].grad, atol=1e-4, rtol=1e-4)
    for (name, p), q in zip(m.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-4, msg=name)


def test_mark_dynamic_sequence_length(rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    f, graphs = compile_graphs(affine, fusions=["layernorm"])
    _, w, b = _inputs(gen, torch.bfloat16, 64)
    for seq in (6, 11):
        x = torch.randn(2, seq, 64, generator=gen, dtype=torch.bfloat16)
        torch._dynamo.mark_dynamic(x, 1)
        close(f(x, w, b), affine(x, w, b), torch.bfloat16)
    assert len(graphs) == 1 and graphs.count(cdna("layernorm")) == 1, graphs.code()


@pytest.mark.slow  # simulator kernels: a few seconds each
@pytest.mark.parametrize("fn", [affine, no_bias], ids=lambda f: f.__name__)
def test_kernel_mode_training(fn, rng_seed):
    """The kernels (simulator, NaN-poisoned outputs) behind the substituted graph: as accurate as eager bf16
    against an fp32 truth, forward and every gradient."""
    from .kernel_mode import assert_as_accurate_as_eager, kernel_mode
    gen = torch.Generator().manual_seed(rng_seed)
    args = _inputs(gen, torch.bfloat16, 2, 8, 128)
    gy = torch.randn(2, 8, 128, generator=gen, dtype=torch.bfloat16)
    f, graphs = compile_graphs(fn, fusions=["layernorm"])
    results = {}
    for route in ("cdna", "eager", "fp32"):
        xs = [a.float().requires_grad_() if route == "fp32" else a.clone().requires_grad_() for a in args]
        if route == "cdna":
            with kernel_mode() as launches:
                out = f(*xs)
                out.backward(gy)
        else:
            out = fn(*xs)
            out.backward(gy.to(out.dtype))
        results[route] = [out] + [x.grad for x in xs[:3 if fn is affine else 2]]
    assert launches["layernorm_fwd"] == 1 and launches["layernorm_bwd"] == 1, dict(launches)
    assert graphs.count(cdna("layernorm")) == 1 and graphs.count(cdna("layernorm_backward")) == 1, graphs.code()
    for what, got, want, truth in zip(("out", "dx", "dweight", "dbias"), *results.values()):
        assert_as_accurate_as_eager(got, want, truth, what)


@pytest.mark.slow
def test_kernel_mode_inference(rng_seed):
    from .kernel_mode import assert_as_accurate_as_eager, kernel_mode
    gen = torch.Generator().manual_seed(rng_seed)
    args = _inputs(gen, torch.bfloat16, 3, 5, 96)
    f, graphs = compile_graphs(affine, fusions=["layernorm"])
    with torch.no_grad(), kernel_mode() as launches:
        y = f(*args)
    assert dict(launches) == {"layernorm_fwd": 1}, dict(launches)
    assert graphs.count(cdna("layernorm")) == 1
    assert_as_accurate_as_eager(y, affine(*args), affine(*(a.float() for a in args)), "out")
    assert ti.stats()["layernorm/affine"] == 1


def test_hf_gpt2_training(rng_seed):
    """A tiny random-weight GPT-2 (2 layers, no dropout) from its config: all five LayerNorms (two per layer and
    ln_f) become cdna::layernorm forward and backward; logits, loss and every parameter gradient match eager."""
    transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")
    config = transformers.GPT2Config(n_embd=128, n_layer=2, n_head=2, vocab_size=256, n_positions=32,
                                     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    model, twin = hf_twins(transformers.GPT2LMHeadModel, config, rng_seed)
    ids = torch.randint(0, 256, (2, 16), generator=torch.Generator().manual_seed(rng_seed))
    f, graphs = compile_graphs(model, fusions=["layernorm"])
    out, ref = f(ids, labels=ids), twin(ids, labels=ids)
    out.loss.backward()
    ref.loss.backward()
    assert graphs.count(cdna("layernorm")) == 5 and graphs.count(cdna("layernorm_backward")) == 5, graphs.code()
    torch.testing.assert_close(out.logits, ref.logits, atol=1e-4, rtol=1e-4)
    for (name, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-3, msg=name)


COHERE = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=2,
              num_key_value_heads=1, vocab_size=128, max_position_embeddings=32, use_qk_norm=False,
              pad_token_id=0, bos_token_id=1, eos_token_id=1)


def _cohere(dtype, seed):
    transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

    def randomise_norms(model):  # HF inits the norm weights to ones: random ones make a wrong substitution visible
        with torch.no_grad():
            for name, p in model.named_parameters():
                if "norm" in name:
                    p.add_(torch.rand_like(p) * 0.5)
    model, twin = hf_twins(transformers.CohereForCausalLM, transformers.CohereConfig(**COHERE), seed, randomise_norms)
    return model.to(dtype), twin.to(dtype)


def test_hf_cohere_training(rng_seed):
    """CohereLayerNorm (mean and biased variance by hand, no bias) in an fp32 training graph: the layer's input
    norm (x also feeds the parallel block's residual add) and the final norm become cdna::layernorm forward and
    cdna::layernorm_backward; the final norm's input ``residual + attn + mlp`` fuses into
    cdna::fused_add_layernorm. Logits, loss and every parameter gradient match eager."""
    model, twin = _cohere(torch.float32, rng_seed)
    ids = torch.randint(0, 128, (2, 8), generator=torch.Generator().manual_seed(rng_seed))
    f, graphs = compile_graphs(model, fusions=["layernorm", "fused_add_layernorm"])
    out, ref = f(ids, labels=ids), twin(ids, labels=ids)
    out.loss.backward()
    ref.loss.backward()
    assert graphs.count(cdna("layernorm")) == 1 and graphs.count(cdna("fused_add_layernorm")) == 1, graphs.code()
    assert graphs.count(cdna("layernorm_backward")) == 2, graphs.code()
    assert ti.stats().get("layernorm/hand/plain") == 1, ti.stats()
    assert ti.stats().get("layernorm/hand_residual_use/plain") == 1, ti.stats()
    torch.testing.assert_close(out.logits, ref.logits, atol=1e-5, rtol=1e-5)
    for (name, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-3, msg=name)


def test_hf_cohere_bf16_inference_and_kernels(rng_seed):
    """bf16 CohereLayerNorm (x and the weight cast to fp32, one rounding back): both norms substituted, logits
    equal to eager (the op computes what the graph does), then the same graph on the simulator kernels."""
    model, twin = _cohere(torch.bfloat16, rng_seed)
    ids = torch.randint(0, 128, (2, 8), generator=torch.Generator().manual_seed(rng_seed))
    f, graphs = compile_graphs(model, fusions=["layernorm", "fused_add_layernorm"])
    with torch.no_grad():
        out, ref = f(ids), twin(ids)
        with _config.override(ops_impl="kernel", arch="gfx950"):
            out_kernel = f(ids)
    assert graphs.count(cdna("layernorm")) == 1 and graphs.count(cdna("fused_add_layernorm")) == 1, graphs.code()
    assert ti.stats().get("layernorm/hand/upcast") == 2, ti.stats()
    close(out.logits, ref.logits, torch.bfloat16)
    close(out_kernel.logits, ref.logits, torch.bfloat16)


def test_hand_written_bf16_without_upcast_stays(rng_seed):
    """The same code without the fp32 upcast computes in bf16, which cdna::layernorm does not: left alone."""
    def norm(x, w):
        mean = x.mean(-1, keepdim=True)
        var = (x - mean).pow(2).mean(-1, keepdim=True)
        return w * ((x - mean) * torch.rsqrt(var + 1e-5))

    gen = torch.Generator().manual_seed(rng_seed)
    x, w = torch.randn(4, 64, generator=gen, dtype=torch.bfloat16), torch.randn(64, generator=gen, dtype=torch.bfloat16)
    f, graphs = compile_graphs(norm, fusions=["layernorm"])
    torch.testing.assert_close(f(x, w), norm(x, w))
    assert graphs.count(cdna("layernorm")) == 0, graphs.code()
    assert any("no fp32 upcast" in k for k in _log.REJECTS), dict(_log.REJECTS)

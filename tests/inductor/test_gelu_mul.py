"""Two-projection GeGLU spellings (``F.gelu(a, approximate) * b`` and ``b * F.gelu(a, approximate)``, exact and
tanh) become cdna::gelu_mul, forward and backward; broadcasting operands stay as they are; a tiny random-weight
Gemma / Gemma2 (built from its config: no downloads) gets every MLP's GeGLU as cdna::gelu_mul in inference and
training, logits and gradients matching eager (reference mode, and the DSL kernels on the simulator)."""

import pytest
import torch
import torch.nn.functional as F

from .helpers import cdna, compile_graphs
from .kernel_mode import assert_ran, assert_step_as_accurate_as_eager, build_tiny, kernel_mode, token_ids
from .test_silu_and_mul import close


def two_projections(a, b, approximate):
    return F.gelu(a, approximate=approximate) * b


def two_projections_rhs(a, b, approximate):
    return b * F.gelu(a, approximate=approximate)


def _pair(gen: torch.Generator, dtype: torch.dtype, shape=(3, 5, 48)) -> list[torch.Tensor]:
    return [torch.randn(shape, generator=gen).to(dtype) for _ in range(2)]


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32], ids=str)
@pytest.mark.parametrize("approximate", ["none", "tanh"])
@pytest.mark.parametrize("spelling", [two_projections, two_projections_rhs], ids=lambda f: f.__name__)
def test_inference(spelling, approximate, dtype, rng_seed):
    def fn(a, b):
        return spelling(a, b, approximate)
    f, graphs = compile_graphs(fn, fusions=["gelu_and_mul"])
    a, b = _pair(torch.Generator().manual_seed(rng_seed), dtype)
    close(f(a, b), fn(a, b), dtype)
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("gelu_mul"))]
    assert len(nodes) == 1 and nodes[0].args[2] == approximate, graphs.code()
    assert not {torch.ops.aten.erf.default, torch.ops.aten.tanh.default} & graphs.targets(), graphs.code()


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("approximate", ["none", "tanh"])
@pytest.mark.parametrize("spelling", [two_projections, two_projections_rhs], ids=lambda f: f.__name__)
def test_training(spelling, approximate, dtype, rng_seed):
    def fn(a, b):
        return spelling(a, b, approximate)
    f, graphs = compile_graphs(fn, fusions=["gelu_and_mul"])
    gen = torch.Generator().manual_seed(rng_seed)
    args = _pair(gen, dtype)
    leaves = [[t.clone().requires_grad_() for t in args] for _ in range(2)]
    gy = torch.randn(args[0].shape, generator=gen)
    (f(*leaves[0]).float() * gy).sum().backward()
    (fn(*leaves[1]).float() * gy).sum().backward()
    assert graphs.count(cdna("gelu_mul")) == 1 and graphs.count(cdna("gelu_mul_backward")) == 1, graphs.code()
    for a, b in zip(*leaves):
        close(a.grad, b.grad, dtype)


def test_broadcasting_operands_stay(rng_seed):
    def broadcast(a, b):
        return F.gelu(a, approximate="tanh") * b[:1]

    f, graphs = compile_graphs(broadcast, fusions=["gelu_and_mul"])
    a, b = _pair(torch.Generator().manual_seed(rng_seed), torch.float32)
    torch.testing.assert_close(f(a, b), broadcast(a, b))
    assert not {cdna("gelu_mul"), cdna("gelu_and_mul")} & graphs.targets(), graphs.code()


# ------------------------------------------------------------------------------------------------ HF Gemma
transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")
LAYERS = 2


# family -> (config class, model class, attention implementation): Gemma2's transformers refuses SDPA
# (soft-capped attention scores); Gemma3's text-only model has its own config class
MODELS = {"Gemma": ("GemmaConfig", "GemmaForCausalLM", "sdpa"),
          "Gemma2": ("Gemma2Config", "Gemma2ForCausalLM", "eager"),
          "Gemma3": ("Gemma3TextConfig", "Gemma3ForCausalLM", "sdpa")}


def build(name: str, seed: int) -> torch.nn.Module:
    """The 2-layer random-weight ``name`` (gelu_pytorch_tanh GeGLU MLP) in fp32, weights drawn from ``seed``."""
    config_cls, model_cls, attn = MODELS[name]
    config = getattr(transformers, config_cls)(
        hidden_size=256, intermediate_size=512, num_hidden_layers=LAYERS, num_attention_heads=4,
        num_key_value_heads=2, head_dim=64, vocab_size=512, max_position_embeddings=64, attn_implementation=attn,
        hidden_activation="gelu_pytorch_tanh")
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return getattr(transformers, model_cls)(config)


def _ids(seed: int) -> torch.Tensor:
    return torch.randint(0, 512, (2, 16), generator=torch.Generator().manual_seed(seed))


@pytest.mark.parametrize("name", sorted(MODELS))
def test_gemma_inference_mlp_is_gelu_mul(name, rng_seed):
    model = build(name, rng_seed).eval()
    f, graphs = compile_graphs(model, fusions=["gelu_and_mul"])
    ids = _ids(rng_seed)
    with torch.no_grad():
        logits, ref = f(ids).logits, model(ids).logits
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("gelu_mul"))]
    assert len(nodes) == LAYERS and all(n.args[2] == "tanh" for n in nodes), graphs.code()
    # Gemma2 soft-caps attention scores and logits with tanh: only the MLPs' gelu tanh must be gone
    assert graphs.count(torch.ops.aten.tanh.default) == (LAYERS + 1 if name == "Gemma2" else 0), graphs.code()
    torch.testing.assert_close(logits, ref, atol=2e-4, rtol=2e-4)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(MODELS))
def test_gemma_training_mlp_is_gelu_mul(name, rng_seed):
    model, twin = build(name, rng_seed).train(), build(name, rng_seed).train()
    f, graphs = compile_graphs(model, fusions=["gelu_and_mul"])
    ids = _ids(rng_seed)
    loss = f(ids, labels=ids).loss
    loss.backward()
    ref = twin(ids, labels=ids).loss
    ref.backward()
    torch.testing.assert_close(loss, ref, atol=1e-4, rtol=1e-4)
    assert graphs.count(cdna("gelu_mul")) == LAYERS, graphs.code()
    assert graphs.count(cdna("gelu_mul_backward")) == LAYERS, graphs.code()
    for (pname, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=2e-4, rtol=2e-3, msg=pname)


@pytest.mark.slow
def test_gemma_training_in_kernel_mode(rng_seed):
    """bf16 Gemma, only the GeGLU fusion on: cdna::gelu_mul and its backward run their simulator kernels
    (act_mul_fwd / act_mul_bwd, NaN-poisoned outputs); logits, loss and every gradient are as close to the
    fp32 model as eager bf16 is."""
    kw = dict(head_dim=64, hidden_activation="gelu_pytorch_tanh")
    model, truth = build_tiny("Gemma", rng_seed, **kw)
    eager, _ = build_tiny("Gemma", rng_seed, **kw)
    ids = token_ids(rng_seed)
    f, graphs = compile_graphs(model.train(), fusions=["gelu_and_mul"])
    with kernel_mode() as launches:
        out = f(ids, labels=ids)
        out.loss.backward()
    assert graphs.count(cdna("gelu_mul")) == 1 and graphs.count(cdna("gelu_mul_backward")) == 1, graphs.code()
    assert_ran(launches, ("act_mul_fwd", "act_mul_bwd"))
    assert_step_as_accurate_as_eager(model, out, eager, truth, ids)

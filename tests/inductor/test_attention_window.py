"""Bands and soft-capping under torch.compile: masks proven to be a band ``lo <= j - i <= hi`` (sliding windows,
bottom-right causal, shifted diagonals; constant or symbolic sizes) become ``cdna::attention``'s
``causal``/``window_left``/``window_right``/``bottom_right``, and Gemma 2's eager ``cap * tanh(s / cap)`` chain
its ``softcap``; masks that are no band stay on aten. HF models are built from tiny configs (no downloads)."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti

from .helpers import cdna, compile_graphs, op_arg
from .test_attention import close, qkv

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")


def _ij(q, k):
    return torch.arange(q.shape[-2])[:, None], torch.arange(k.shape[-2])[None, :]


def _window(q, k):  # HF's sliding window of 4 keys: kv_idx > q_idx - 4 and kv_idx <= q_idx
    i, j = _ij(q, k)
    return (j > i - 4) & (j <= i)


def _window_additive(q, k):  # the same, as HF's additive mask broadcast to [B, 1, L, S]
    return torch.where(_window(q, k), 0.0, torch.finfo(q.dtype).min)[None, None].expand(q.shape[0], 1, -1, -1)


def _bottom_right(q, k):  # prefill with a cache: the last query row is aligned with the last key
    i, j = _ij(q, k)
    return j <= i + (k.shape[-2] - q.shape[-2])


def _bottom_right_window(q, k):
    i, j = _ij(q, k)
    off = k.shape[-2] - q.shape[-2]
    return (j <= i + off) & (j > i + off - 4)


def _shifted(q, k):
    i, j = _ij(q, k)
    return j <= i + 1


# mask, query length (keys: 16), the keywords cdna::attention must get
BANDS = [
    (_window, 16, dict(causal=True, window_left=3)),
    (_window_additive, 16, dict(causal=True, window_left=3)),
    (_bottom_right, 8, dict(causal=True, bottom_right=True)),
    (_bottom_right_window, 8, dict(causal=True, window_left=3, bottom_right=True)),
    (_shifted, 16, dict(causal=False, window_right=1)),
]


def _attention_nodes(graphs):
    return [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("attention"))]


def _assert_band(graphs, want: dict) -> None:
    nodes = _attention_nodes(graphs)
    assert nodes and all({k: op_arg(n, k) for k in want} == want for n in nodes), graphs.code()
    unset = {"window_left", "window_right", "bottom_right"} - set(want)  # and nothing else is set
    assert all(op_arg(n, k) in (None, -1, False) for n in nodes for k in unset), graphs.code()


@pytest.mark.parametrize("make_mask,length,want", BANDS, ids=lambda x: getattr(x, "__name__", "")[1:] or None)
def test_band_masks_become_windows(make_mask, length, want):
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=make_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"])
    q, k, v = qkv(torch.float32)
    q = q[:, :, :length]
    close(f(q, k, v), fn(q, k, v), torch.float32)
    _assert_band(graphs, want)


@pytest.mark.parametrize("make_mask,want", [(_window, dict(causal=True, window_left=3)),
                                            (_shifted, dict(causal=False, window_right=1))],
                         ids=["window", "shifted"])
def test_band_masks_with_symbolic_sizes_become_windows(make_mask, want):
    """dynamic=True: the band is proven for every size from the mask's index arithmetic."""
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=make_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"], dynamic=True)
    for s in (16, 11):
        args = qkv(torch.float32, s=s)
        close(f(*args), fn(*args), torch.float32)
    _assert_band(graphs, want)


def test_window_through_the_math_fallback():
    """With only the math backend (CUDA's fp32 + GQA) the decomposed SDPA's additive mask is proven a band too;
    the replacement gets the keywords its own check proved."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=_window(q, k), enable_gqa=True)
    f, graphs = compile_graphs(fn, fusions=["attention"])
    args = qkv(torch.float32, hkv=2)
    with sdpa_kernel(SDPBackend.MATH):
        close(f(*args), fn(*args), torch.float32)
    _assert_band(graphs, dict(causal=True, window_left=3, enable_gqa=True))
    assert ti.stats()["attention/masked/gqa"] == 1, ti.stats()  # the math spelling matched, not an SDPA op

def _sink(q, k):  # a sliding window plus the first key (StreamingLLM's sink): a union of two bands
    i, j = _ij(q, k)
    return _window(q, k) | (j == 0)


def _dilated(q, k):  # every other key, causally
    i, j = _ij(q, k)
    return (j <= i) & ((i - j) % 2 == 0)


def _empty_row(q, k):  # query 0 sees no key: SDPA's row is NaN, cdna::attention's would be 0
    i, j = _ij(q, k)
    return j < i


RANDOM = torch.rand(16, 16, generator=torch.Generator().manual_seed(0)) > 0.5


def _random(q, k):
    return RANDOM | torch.eye(16, dtype=torch.bool)


@pytest.mark.parametrize("make_mask,dynamic", [(_sink, False), (_dilated, False), (_empty_row, False),
                                               (_random, False), (_sink, True), (_dilated, True)],
                         ids=["sink", "dilated", "empty_row", "random", "sink-dynamic", "dilated-dynamic"])
def test_masks_that_are_no_band_stay(make_mask, dynamic):
    """A union of bands, a strided band, a row that sees no key, random keys; each stays SDPA with its mask."""
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=make_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"], dynamic=dynamic)
    args = qkv(torch.float32)
    torch.testing.assert_close(f(*args), fn(*args), atol=1e-4, rtol=1e-4, equal_nan=True)
    assert graphs.count(cdna("attention")) == 0, graphs.code()


def test_window_training():
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=_window(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"])
    leaves = [a.requires_grad_() for a in qkv(torch.float32)]
    twins = [a.detach().clone().requires_grad_() for a in leaves]
    gy = torch.randn(2, 4, 16, 32)
    (f(*leaves) * gy).sum().backward()
    (fn(*twins) * gy).sum().backward()
    for a, b in zip(leaves, twins):
        close(a.grad, b.grad, torch.float32)
    bwd = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("attention_backward"))]
    assert len(bwd) == 1 and op_arg(bwd[0], "window_left") == 3, graphs.code()
    _assert_band(graphs, dict(causal=True, window_left=3))


# ---------------------------------------------------------------- tiny HF models (1 layer, hidden 64, seq 8)

# config class, model class, config extras, the keywords cdna::attention must get (Mistral's sdpa path is the
# same as Gemma 3's: test_hf_models.py and the coverage table run it)
MODELS = {
    "gemma3": ("Gemma3TextConfig", "Gemma3ForCausalLM", dict(attn_implementation="sdpa",
                                                            layer_types=["sliding_attention"]),
               dict(causal=True, window_left=3)),
    "gemma2": ("Gemma2Config", "Gemma2ForCausalLM", dict(attn_implementation="eager", layer_types=["sliding_attention"],
                                                         attn_logit_softcapping=30.0, query_pre_attn_scalar=16),
               dict(causal=True, window_left=3, softcap=30.0, scale=0.25)),
}


def _model(key: str, seed: int) -> tuple[torch.nn.Module, dict]:
    """The 1-layer ``key`` model (hidden 64, sliding window 4: shorter than the 8 tokens), weights from ``seed``."""
    config_cls, model_cls, extra, want = MODELS[key]
    config = getattr(transformers, config_cls)(
        hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=4, head_dim=16,
        num_key_value_heads=2, vocab_size=128, max_position_embeddings=64, sliding_window=4, **extra)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return getattr(transformers, model_cls)(config), want


@pytest.mark.parametrize("key", ["gemma2", "gemma3"])
def test_hf_sliding_window_and_softcap_inference(key, rng_seed):
    model, want = _model(key, rng_seed)
    model.eval()
    ids = torch.randint(0, 128, (2, 8), generator=torch.Generator().manual_seed(rng_seed))
    f, graphs = compile_graphs(model, fusions=["attention"])
    with torch.no_grad():
        torch.testing.assert_close(f(ids).logits, model(ids).logits, atol=2e-4, rtol=2e-4)
    assert graphs.count(cdna("attention")) == 1, graphs.code()
    _assert_band(graphs, want)


def test_hf_sliding_window_and_softcap_training(rng_seed):
    """Gemma 2 eager attention (soft-capped, sliding) in the joint graph: forward and backward kernels."""
    model, want = _model("gemma2", rng_seed)
    twin, _ = _model("gemma2", rng_seed)
    ids = torch.randint(0, 128, (2, 8), generator=torch.Generator().manual_seed(rng_seed))
    f, graphs = compile_graphs(model.train(), fusions=["attention"])
    out, ref = f(ids, labels=ids), twin.train()(ids, labels=ids)
    out.loss.backward(), ref.loss.backward()
    close(out.loss, ref.loss, torch.float32)
    for (name, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=2e-4, rtol=2e-4, msg=name)
    bwd = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("attention_backward"))]
    assert graphs.count(cdna("attention")) == 1 and len(bwd) == 1, graphs.code()
    assert {k: op_arg(bwd[0], k) for k in want} == want, graphs.code()
    _assert_band(graphs, want)


def test_gemma2_softcap_window_kernel_mode(rng_seed):
    """Kernel mode (simulator, bf16, head dim 64): the soft-capped sliding-window attention kernel runs and
    the logits are as accurate as eager bf16's against the fp32 twin."""
    from .kernel_mode import LENGTH, assert_as_accurate_as_eager, assert_ran, build_tiny, kernel_mode, token_ids
    model, truth = build_tiny("Gemma2", rng_seed, attn="eager", head_dim=64, sliding_window=LENGTH // 2,
                              layer_types=["sliding_attention"], attn_logit_softcapping=30.0,
                              query_pre_attn_scalar=64)
    ids = token_ids(rng_seed)
    f, graphs = compile_graphs(model.eval(), fusions=["attention"])
    with torch.no_grad():
        with kernel_mode() as launches:
            logits = f(ids).logits
        want, ref = model(ids).logits, truth.eval()(ids).logits
    _assert_band(graphs, dict(causal=True, window_left=LENGTH // 2 - 1, softcap=30.0))
    assert_ran(launches, ("attn_fwd",))
    assert_as_accurate_as_eager(logits, want, ref, "logits")

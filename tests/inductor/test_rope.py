"""RoPE spellings (HF rotate_half, GPT-J rotate_every_two, partial rotary) become cdna::rope (+ rope_backward in
training) only where the graph proves the cos/sin tables repeat their D/2 angles; other tables stay on aten."""

import pytest
import torch

from torch_cdna.inductor import _log

from .helpers import cdna, compile_graphs, hf_twins

TOL = {torch.bfloat16: 3e-2, torch.float32: 1e-5}


@pytest.fixture(autouse=True)
def fresh_dynamo():
    """Tests reuse spelling functions with other sizes: without a reset Dynamo would recompile them with
    symbolic sizes (automatic dynamic shapes), which test_dynamic_sequence_length covers on purpose."""
    torch._dynamo.reset()


def rotate_half(x):  # HF's spelling
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def rotate_every_two(x):  # HF GPT-J's spelling
    x1 = x[:, :, :, ::2]
    x2 = x[:, :, :, 1::2]
    return torch.stack((-x2, x1), dim=-1).flatten(-2)


def rotate_half_neg_first(x):
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


def rotate_every_two_neg_first(x):
    return torch.stack((-x[..., 1::2], x[..., ::2]), dim=-1).flatten(-2)


def hf_tables(x, inv_freq, position_ids, scaling=1.0):
    """HF LlamaRotaryEmbedding.forward: [B, S, D] tables with duplicated halves."""
    freqs = position_ids[..., None].float() * inv_freq.float()
    emb = torch.cat((freqs, freqs), dim=-1)
    return (emb.cos() * scaling).to(x.dtype), (emb.sin() * scaling).to(x.dtype)


def llama(q, k, inv_freq, position_ids):
    """HF Llama: tables built in the graph, unsqueezed at dim 1 and broadcast over BHSD heads."""
    cos, sin = hf_tables(q, inv_freq, position_ids)
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


def neox_partial(q, k, inv_freq, position_ids):
    """GPT-NeoX/Phi partial rotary: the first rot = 2 * len(inv_freq) dims rotated, the rest passed through."""
    cos, sin = hf_tables(q, inv_freq, position_ids)
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
    rot = cos.shape[-1]
    out = []
    for t in (q, k):
        t_rot, t_pass = t[..., :rot], t[..., rot:]
        out.append(torch.cat([t_rot * cos + rotate_half(t_rot) * sin, t_pass], dim=-1))
    return tuple(out)


def fp32_tables(q, k, inv_freq, position_ids):
    """Tables left in fp32 with bf16 q/k: eager promotes the result to fp32."""
    freqs = position_ids[..., None].float() * inv_freq.float()
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos().unsqueeze(1), emb.sin().unsqueeze(1)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


def gptj(q, k, inv_freq, position_ids):
    """HF GPT-J: BSHD q/k, [B, S, D/2] tables repeat-interleaved to [B, S, 1, D]."""
    freqs = position_ids[..., None].float() * inv_freq.float()
    sin, cos = freqs.sin().to(q.dtype), freqs.cos().to(q.dtype)
    sin = torch.repeat_interleave(sin[:, :, None, :], 2, 3)
    cos = torch.repeat_interleave(cos[:, :, None, :], 2, 3)
    return q * cos + rotate_every_two(q) * sin, k * cos + rotate_every_two(k) * sin


def llama_neg_first(q, k, inv_freq, position_ids):
    cos, sin = hf_tables(q, inv_freq, position_ids)
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
    return q * cos + rotate_half_neg_first(q) * sin, k * cos + rotate_half_neg_first(k) * sin


def gptj_neg_first(q, k, inv_freq, position_ids):
    freqs = position_ids[..., None].float() * inv_freq.float()
    sin = torch.repeat_interleave(freqs.sin().to(q.dtype)[:, :, None, :], 2, 3)
    cos = torch.repeat_interleave(freqs.cos().to(q.dtype)[:, :, None, :], 2, 3)
    return q * cos + rotate_every_two_neg_first(q) * sin, k * cos + rotate_every_two_neg_first(k) * sin


# ----- tables whose halves (pairs) differ: cdna::rope would be wrong, nothing may be substituted

def distinct_halves(q, k, inv_freq, position_ids):
    freqs = position_ids[..., None].float() * inv_freq.float()
    emb = torch.cat((freqs, 2 * freqs), dim=-1)  # a different angle per half
    cos, sin = emb.cos().to(q.dtype).unsqueeze(1), emb.sin().to(q.dtype).unsqueeze(1)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


def interleaved_tables_in_halves_spelling(q, k, inv_freq, position_ids):
    """Pairs repeated (repeat_interleave) but rotated as halves: the halves of the table differ."""
    freqs = position_ids[..., None].float() * inv_freq.float()
    cos = torch.repeat_interleave(freqs.cos(), 2, -1).to(q.dtype).unsqueeze(1)
    sin = torch.repeat_interleave(freqs.sin(), 2, -1).to(q.dtype).unsqueeze(1)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


def gptj_halves_tables(q, k, inv_freq, position_ids):
    """Halves repeated (cat) but rotated as pairs: the pairs of the table differ."""
    freqs = position_ids[..., None].float() * inv_freq.float()
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos().to(q.dtype)[:, :, None, :], emb.sin().to(q.dtype)[:, :, None, :]
    return q * cos + rotate_every_two(q) * sin, k * cos + rotate_every_two(k) * sin


def tables_as_inputs(q, k, cos, sin):
    """Tables computed outside the graph (here duplicated, but the graph cannot show it)."""
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


BHSD = {"llama", "llama_neg_first", "neox_partial", "fp32_tables", "distinct_halves",
        "interleaved_tables_in_halves_spelling"}


def _inputs(fn, gen, dtype, *, batch=2, heads=4, kv_heads=2, seq=8, dim=64, rot=None):
    """q [B, H, S, D] and k [B, Hkv, S, D] (BSHD for the GPT-J spellings), inv_freq, position ids."""
    half = (rot or dim) // 2
    shape = (lambda h: (batch, h, seq, dim)) if fn.__name__ in BHSD else (lambda h: (batch, seq, h, dim))
    q = torch.randn(*shape(heads), generator=gen, dtype=dtype)
    k = torch.randn(*shape(kv_heads), generator=gen, dtype=dtype)
    inv_freq = 1.0 / (10000 ** (torch.arange(0, half, dtype=torch.float32) / half))
    position_ids = torch.randint(0, 64, (batch, seq), generator=gen)
    return q, k, inv_freq, position_ids


def close(a, b, dtype):
    torch.testing.assert_close(a.float(), b.float(), atol=TOL[dtype], rtol=TOL[dtype])


MATCHES = [llama, gptj, fp32_tables, llama_neg_first, gptj_neg_first]
INTERLEAVED = {"gptj", "gptj_neg_first"}
NON_MATCHES = [distinct_halves, interleaved_tables_in_halves_spelling, gptj_halves_tables]


def _rope_nodes(graphs, interleaved):
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("rope"))]
    assert all(n.args[3] is interleaved for n in nodes), [n.args for n in nodes]
    return len(nodes)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("fn", MATCHES, ids=lambda f: f.__name__)
def test_inference_spellings(fn, dtype, rng_seed):
    args = _inputs(fn, torch.Generator().manual_seed(rng_seed), dtype)
    f, graphs = compile_graphs(fn, fusions=["rope"])
    with torch.no_grad():
        got = f(*args)
    want = fn(*args)
    assert _rope_nodes(graphs, fn.__name__ in INTERLEAVED) == 2, graphs.code()
    assert torch.ops.aten.neg.default not in graphs.targets(), graphs.code()
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        close(g, w, dtype)


def test_partial_rotary(rng_seed):
    args = _inputs(neox_partial, torch.Generator().manual_seed(rng_seed), torch.bfloat16, dim=64, rot=16)
    f, graphs = compile_graphs(neox_partial, fusions=["rope"])
    with torch.no_grad():
        got = f(*args)
    assert _rope_nodes(graphs, False) == 2, graphs.code()
    for g, w in zip(got, neox_partial(*args)):
        close(g, w, torch.bfloat16)


@pytest.mark.parametrize("fn", NON_MATCHES, ids=lambda f: f.__name__)
@pytest.mark.parametrize("train", [False, True], ids=["inference", "training"])
def test_tables_without_repeated_angles_stay_on_aten(fn, train, rng_seed):
    """Substituting these would be wrong (cdna::rope uses one angle per pair): the graph must keep aten, and
    the result (and gradient) equals eager."""
    gen = torch.Generator().manual_seed(rng_seed)
    q, k, inv_freq, pos = _inputs(fn, gen, torch.float32)
    f, graphs = compile_graphs(fn, fusions=["rope"])
    leaves = [(q.clone().requires_grad_(train), k.clone().requires_grad_(train)) for _ in range(2)]
    with torch.set_grad_enabled(train):
        got, want = f(*leaves[0], inv_freq, pos), fn(*leaves[1], inv_freq, pos)
    assert graphs.count(cdna("rope")) == 0 and graphs.count(cdna("rope_backward")) == 0, graphs.code()
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w)
    if train:
        sum(t.square().sum() for t in got).backward()
        sum(t.square().sum() for t in want).backward()
        for a, b in zip(*leaves):
            torch.testing.assert_close(a.grad, b.grad)
    assert any("not provably made of repeated" in k for k in _log.REJECTS), dict(_log.REJECTS)


def test_tables_as_graph_inputs_stay_on_aten(rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    q, k, inv_freq, pos = _inputs(llama, gen, torch.float32)
    cos, sin = (t.unsqueeze(1) for t in hf_tables(q, inv_freq, pos))
    f, graphs = compile_graphs(tables_as_inputs, fusions=["rope"])
    for g, w in zip(f(q, k, cos, sin), tables_as_inputs(q, k, cos, sin)):
        torch.testing.assert_close(g, w)
    assert graphs.count(cdna("rope")) == 0, graphs.code()
    assert any("(a graph input) is not provably" in k for k in _log.REJECTS), dict(_log.REJECTS)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("fn", [llama, gptj, neox_partial, llama_neg_first, gptj_neg_first, fp32_tables],
                         ids=lambda f: f.__name__)
def test_training_replaces_forward_and_backward(fn, dtype, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    q, k, inv_freq, pos = _inputs(fn, gen, dtype, rot=32 if fn is neox_partial else None)
    f, graphs = compile_graphs(fn, fusions=["rope"])
    leaves = [(q.clone().requires_grad_(), k.clone().requires_grad_()) for _ in range(2)]
    grads = [torch.randn(t.shape, generator=gen) for t in (q, k)]
    got, want = f(*leaves[0], inv_freq, pos), fn(*leaves[1], inv_freq, pos)
    sum((t.float() * g).sum() for t, g in zip(got, grads)).backward()
    sum((t.float() * g).sum() for t, g in zip(want, grads)).backward()
    assert graphs.count(cdna("rope")) == 2 and graphs.count(cdna("rope_backward")) == 2, graphs.code()
    for a, b, g, w in zip(*leaves, got, want):
        close(g, w, dtype)
        close(a.grad, b.grad, dtype)


@pytest.mark.parametrize("train", [False, True], ids=["inference", "training"])
def test_hf_llama_attention_projections(train, rng_seed):
    """The real transformers code (LlamaRotaryEmbedding + apply_rotary_pos_emb) on q/k projected, viewed and
    transposed as LlamaAttention does, tiny config."""
    transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")
    from transformers.models.llama import modeling_llama as ml
    config = transformers.LlamaConfig(hidden_size=128, num_attention_heads=2, num_key_value_heads=1,
                                      head_dim=64, max_position_embeddings=32)
    rotary = ml.LlamaRotaryEmbedding(config)
    gen = torch.Generator().manual_seed(rng_seed)
    wq, wk = torch.randn(128, 128, generator=gen) / 12, torch.randn(128, 64, generator=gen) / 12

    def fn(x, wq, wk, position_ids):
        q = (x @ wq).view(1, 16, 2, 64).transpose(1, 2)
        k = (x @ wk).view(1, 16, 1, 64).transpose(1, 2)
        cos, sin = rotary(q, position_ids)
        return ml.apply_rotary_pos_emb(q, k, cos, sin)

    x, pos = torch.randn(1, 16, 128, generator=gen), torch.arange(16)[None]
    f, graphs = compile_graphs(fn, fusions=["rope"])
    leaves = [(wq.clone().requires_grad_(train), wk.clone().requires_grad_(train)) for _ in range(2)]
    with torch.set_grad_enabled(train):
        got, want = f(x, *leaves[0], pos), fn(x, *leaves[1], pos)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, atol=1e-5, rtol=1e-5)
    assert graphs.count(cdna("rope")) == 2, graphs.code()
    if train:
        sum(t.square().sum() for t in got).backward()
        sum(t.square().sum() for t in want).backward()
        for a, b in zip(*leaves):
            torch.testing.assert_close(a.grad, b.grad, atol=1e-4, rtol=1e-4)
        assert graphs.count(cdna("rope_backward")) == 2, graphs.code()


@pytest.mark.slow  # simulator kernels
@pytest.mark.parametrize("fn", [llama, gptj], ids=lambda f: f.__name__)
def test_kernel_mode_training(fn, rng_seed):
    """The rope kernels (simulator, NaN-poisoned outputs) behind the substituted graph: forward and q/k
    gradients as accurate as eager bf16 against an fp32 truth."""
    from .kernel_mode import assert_as_accurate_as_eager, kernel_mode
    gen = torch.Generator().manual_seed(rng_seed)
    q, k, inv_freq, pos = _inputs(fn, gen, torch.bfloat16, batch=1, heads=2, kv_heads=1, seq=16)
    grads = [torch.randn(t.shape, generator=gen, dtype=torch.bfloat16) for t in (q, k)]
    f, graphs = compile_graphs(fn, fusions=["rope"])
    results = {}
    for route in ("cdna", "eager", "fp32"):
        xs = [t.float().requires_grad_() if route == "fp32" else t.clone().requires_grad_() for t in (q, k)]
        if route == "cdna":
            with kernel_mode() as launches:
                outs = f(*xs, inv_freq, pos)
                torch.autograd.backward(outs, grads)
        else:
            outs = fn(*xs, inv_freq, pos)
            torch.autograd.backward(outs, [g.to(o.dtype) for g, o in zip(grads, outs)])
        results[route] = [*outs, *(x.grad for x in xs)]
    assert launches["rope_kernel"] == 4, dict(launches)  # q and k, forward and backward
    assert graphs.count(cdna("rope")) == 2 and graphs.count(cdna("rope_backward")) == 2, graphs.code()
    for what, got, want, truth in zip(("q_embed", "k_embed", "dq", "dk"), *results.values()):
        assert_as_accurate_as_eager(got, want, truth, what)


MODELS = {  # tiny random-weight configs, no dropout: partial rotary (NeoX) and interleaved (GPT-J)
    "GPTNeoX": ("GPTNeoXForCausalLM", dict(hidden_size=128, intermediate_size=256, num_hidden_layers=1,
                                           num_attention_heads=2, rotary_pct=0.25, vocab_size=128,
                                           max_position_embeddings=32, attention_dropout=0.0, hidden_dropout=0.0)),
    "GPTJ": ("GPTJForCausalLM", dict(n_embd=128, n_layer=1, n_head=2, rotary_dim=32, vocab_size=128, n_positions=32,
                                     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)),
}


@pytest.mark.parametrize("name", sorted(MODELS))
def test_hf_model_training(name, rng_seed):
    """The real model code: q and k of the layer get cdna::rope and cdna::rope_backward; loss and every
    parameter gradient match eager."""
    transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")
    cls, kwargs = MODELS[name]
    model, twin = hf_twins(getattr(transformers, cls), getattr(transformers, f"{name}Config")(**kwargs), rng_seed)
    ids = torch.randint(0, 128, (2, 16), generator=torch.Generator().manual_seed(rng_seed))
    f, graphs = compile_graphs(model, fusions=["rope"])
    out, ref = f(ids, labels=ids), twin(ids, labels=ids)
    out.loss.backward()
    ref.loss.backward()
    assert graphs.count(cdna("rope")) == 2 and graphs.count(cdna("rope_backward")) == 2, graphs.code()
    assert _rope_nodes(graphs, name == "GPTJ") == 2
    torch.testing.assert_close(out.loss, ref.loss, atol=1e-5, rtol=1e-5)
    for (pname, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-3, msg=pname)

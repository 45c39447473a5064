"""Small Hugging Face models (random weights, 2 layers, hidden 256, built from configs: no downloads) compiled
with torch_cdna: every RMSNorm, SiLU-and-mul, RoPE and attention becomes a cdna op; logits and gradients match."""

import pytest
import torch

from .helpers import cdna, compile_graphs

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

LAYERS = 2


def build(name: str, dtype: torch.dtype, seed: int = 0) -> torch.nn.Module:
    """The 2-layer ``name`` model with weights drawn from ``seed`` (the same seed builds identical twins); the
    global torch generator is left as it was. Tests pass their ``rng_seed``; the default 0 is for
    ``gpu_check.py``, a script with no fixtures."""
    common = dict(hidden_size=256, intermediate_size=512, num_hidden_layers=LAYERS, num_attention_heads=4,
                  num_key_value_heads=2, vocab_size=512, max_position_embeddings=64, attn_implementation="sdpa")
    config = getattr(transformers, f"{name}Config")(**common)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return getattr(transformers, f"{name}ForCausalLM")(config).to(dtype)


def _ids(gen: torch.Generator, length: int = 16) -> torch.Tensor:
    return torch.randint(0, 512, (2, length), generator=gen)


def expected_counts(layers: int = LAYERS) -> dict[str, int]:
    # per layer: input/post-attention RMSNorm, one attention, one SiLU-and-mul, RoPE on q and on k; plus the final
    # norm. Every norm but the first layer's input norm follows a residual add and fuses with it.
    return {"rmsnorm": 1, "fused_add_rmsnorm": 2 * layers, "attention": layers, "silu_mul": layers,
            "rope": 2 * layers}


@pytest.mark.parametrize("name", ["Llama", "Qwen2", "Mistral"])
def test_inference_every_module_substituted(name, rng_seed):
    graphs = _compiled_inference_matches_eager(name, rng_seed)
    assert torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default not in graphs.targets()


def _compiled_inference_matches_eager(name: str, seed: int):
    """Compile the 2-layer ``name`` model (weights and inputs drawn from ``seed``) for inference: every targeted
    module is a cdna op and the logits match eager; returns the captured graphs."""
    model = build(name, torch.float32, seed).eval()
    f, graphs = compile_graphs(model)
    ids = _ids(torch.Generator().manual_seed(seed))
    with torch.no_grad():
        logits, ref = f(ids).logits, model(ids).logits
    for op, n in expected_counts().items():
        assert graphs.count(cdna(op)) == n, (op, graphs.code())
    torch.testing.assert_close(logits, ref, atol=2e-4, rtol=2e-4)
    return graphs


@pytest.fixture
def explicit_causal_mask(monkeypatch):
    """What transformers does under Dynamo on PyTorch < 2.14 (the lent CUDA machine's 2.11): Dynamo reads
    ``torch.compiler.is_exporting()`` as True, so ``sdpa_mask`` never skips the mask and SDPA gets an explicit
    ``iota``/``le``/``expand`` causal mask instead of ``is_causal=True``."""
    import transformers.masking_utils as masking_utils
    monkeypatch.setattr(masking_utils, "is_torchdynamo_exporting", lambda: True)


@pytest.mark.parametrize("name", ["Llama", "Qwen2", "Mistral"])
def test_explicit_causal_mask_is_substituted(name, explicit_causal_mask, rng_seed):
    graphs = _compiled_inference_matches_eager(name, rng_seed)
    assert not [t for t in graphs.targets() if "scaled_dot_product" in str(t)], graphs.code()


def test_padding_mask_is_not_substituted(rng_seed):
    """A padding mask depends on the attention_mask input: attention stays SDPA, everything else is cdna."""
    model = build("Llama", torch.float32, rng_seed).eval()
    f, graphs = compile_graphs(model)
    ids, keep = _ids(torch.Generator().manual_seed(rng_seed)), torch.ones(2, 16, dtype=torch.long)
    keep[1, 11:] = 0  # right padding: every query still sees key 0
    with torch.no_grad():
        logits, ref = f(ids, attention_mask=keep).logits, model(ids, attention_mask=keep).logits
    assert graphs.count(cdna("attention")) == 0 and graphs.count(cdna("silu_mul")) == LAYERS, graphs.code()
    torch.testing.assert_close(logits[keep.bool()], ref[keep.bool()], atol=2e-4, rtol=2e-4)


@pytest.mark.slow
def test_training_step_llama(rng_seed):
    model = build("Llama", torch.float32, rng_seed).train()
    twin = build("Llama", torch.float32, rng_seed).train()  # the same seed: identical weights
    for (name, p), q in zip(model.named_parameters(), twin.parameters()):
        assert torch.equal(p, q), name
    f, graphs = compile_graphs(model)
    ids = _ids(torch.Generator().manual_seed(rng_seed))
    loss = f(ids, labels=ids).loss
    loss.backward()
    ref = twin(ids, labels=ids).loss
    ref.backward()
    torch.testing.assert_close(loss, ref, atol=1e-4, rtol=1e-4)
    for op, n in expected_counts().items():
        backward = "rmsnorm_backward" if op == "fused_add_rmsnorm" else op + "_backward"
        assert graphs.count(cdna(op)) == n, (op, graphs.code())
        assert graphs.count(cdna(backward)) == (2 * LAYERS + 1 if op.endswith("rmsnorm") else n), (op, graphs.code())
    for (name, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=2e-4, rtol=2e-3, msg=name)


@pytest.mark.parametrize("name", ["Llama"])  # the mask code is transformers' own, the same for every model
def test_explicit_causal_mask_with_dynamic_sizes_is_substituted(name, explicit_causal_mask, rng_seed):
    """The sequence length marked dynamic (``mark_dynamic``; test_attention.py covers ``dynamic=True``) with
    transformers' explicit mask (PyTorch < 2.14): the mask's sizes are symbols, proven causal for every length
    (``inductor/_causal_symbolic.py``); two lengths, one graph."""
    model = build(name, torch.float32, rng_seed).eval()
    f, graphs = compile_graphs(model)
    gen = torch.Generator().manual_seed(rng_seed)
    for length in (16, 11):
        ids = _ids(gen, length)
        torch._dynamo.mark_dynamic(ids, 1)
        with torch.no_grad():
            torch.testing.assert_close(f(ids).logits, model(ids).logits, atol=2e-4, rtol=2e-4)
    counts = expected_counts()
    assert len(graphs) == 1, "the second length recompiled: the length was not symbolic"
    for op in ("attention", "silu_mul"):
        assert graphs.count(cdna(op)) == counts[op] * len(graphs), (op, len(graphs), graphs.code())
    assert not [t for t in graphs.targets() if "scaled_dot_product" in str(t)], graphs.code()
    # Dynamo passes eps as a float or (after other compiles in the process) as a 0-d tensor: either overload
    for op in ("rmsnorm", "fused_add_rmsnorm"):
        packet = getattr(torch.ops.cdna, op)
        found = graphs.count(packet.default) + graphs.count(packet.tensor_eps)
        assert found == counts[op] * len(graphs), (op, graphs.code())
    assert torch.ops.aten.rsqrt.default not in graphs.targets(), graphs.code()

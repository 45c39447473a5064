"""Kernel mode (the DSL kernels on the simulator) for the user-route tests: tiny HF models, launch counts and
the bf16 accuracy rule.

The conftests of tests/inductor and tests/nn put the ops in reference mode; ``kernel_mode()`` switches them
back to the kernels for a block (outputs poisoned with NaN before every launch) and counts the simulator
launches per kernel, so a test can assert that the cdna kernels really ran rather than a fallback.

Sizes: the attention kernels take bf16/fp16 with head dim 64 or 128, so the tiny models are bf16 with two
query heads of 64 (hidden 128) sharing one kv head (GQA), one layer, 16 tokens: every kernel runs, and the
simulator stays in seconds.
"""

from __future__ import annotations

import collections
import contextlib
import copy
import importlib
from typing import Iterator, Sequence

import torch

from torch_cdna import _config
from torch_cdna.ops import _layout

asm_jit = importlib.import_module("torch_cdna.asm.jit")  # the module (torch_cdna.asm.jit is the decorator)

TINY = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=1, num_attention_heads=2,
            num_key_value_heads=1, vocab_size=128, max_position_embeddings=32)
LENGTH = 16

# the simulator kernels behind the cdna ops of a Llama-style layer (tests assert each ran); the compile route
# also fuses residual adds into the norms (fused_add_rmsnorm_fwd), the nn modules do not
FORWARD_KERNELS = ("rmsnorm_fwd", "act_mul_fwd", "attn_fwd")
BACKWARD_KERNELS = ("rmsnorm_bwd", "act_mul_bwd", "attn_bwd_dq", "attn_bwd_dkv")


def build_tiny(name: str, seed: int, *, attn: str = "sdpa", **overrides) -> tuple[torch.nn.Module, torch.nn.Module]:
    """The tiny bf16 ``name`` model with weights drawn from ``seed``, and its fp32 twin holding the same
    (bf16-rounded) weights: the accuracy yardstick for both eager bf16 and the cdna kernels."""
    import transformers
    config = getattr(transformers, f"{name}Config")(**dict(TINY, attn_implementation=attn, **overrides))
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = getattr(transformers, f"{name}ForCausalLM")(config).to(torch.bfloat16)
    truth = getattr(transformers, f"{name}ForCausalLM")(copy.deepcopy(config))  # patching switches a config
    truth.load_state_dict({k: v.float() for k, v in model.state_dict().items()})
    return model, truth


def token_ids(seed: int, batch: int = 1, length: int = LENGTH) -> torch.Tensor:
    return torch.randint(0, TINY["vocab_size"], (batch, length), generator=torch.Generator().manual_seed(seed))


@contextlib.contextmanager
def kernel_mode() -> Iterator[collections.Counter[str]]:
    """The ops run their simulator kernels (outputs NaN-poisoned); yields the launch count per kernel name."""
    launches: collections.Counter[str] = collections.Counter()
    real = asm_jit._launch_sim

    def counting(ck, *args, **kwargs):
        launches[ck.name] += 1
        return real(ck, *args, **kwargs)
    asm_jit._launch_sim = counting
    try:
        with _config.override(ops_impl="kernel"), _layout.poisoned_outputs():
            yield launches
    finally:
        asm_jit._launch_sim = real


def assert_ran(launches: collections.Counter[str], kernels: Sequence[str]) -> None:
    missing = [k for k in kernels if not launches[k]]
    assert not missing, f"kernels {missing} never launched; launches: {dict(launches)}"


def assert_as_accurate_as_eager(got: torch.Tensor, eager: torch.Tensor, truth: torch.Tensor, what: str, *,
                                eager_err: float | None = None, factor: float = 2.0) -> None:
    """``got`` (bf16 through cdna) is within twice eager bf16's largest error against the fp32 ``truth``, plus
    one bf16 step (2**-8) at the tensor's scale. Both round differently (the kernels accumulate in fp32 and
    round once; eager rounds between its ops), so neither is bit-exact; a wrong kernel result (a missing
    mask, a wrong gradient term) is off by the size of the values, far beyond this bound. ``eager_err`` (default:
    eager's error here) and ``factor`` (default 2) replace eager's error and the twice where a caller has a
    better measure of the noise (tests/nn/test_generation.py)."""
    got, eager, truth = got.float(), eager.float(), truth.float()
    assert torch.isfinite(got).all(), f"{what}: non-finite values"
    err = (got - truth).abs().max().item()
    if eager_err is None:
        eager_err = (eager - truth).abs().max().item()
    bound = factor * eager_err + 2**-8 * truth.abs().max().item()
    assert err <= bound, (f"{what}: max error {err:.3g} vs fp32 > bound {bound:.3g} ({factor:g} x eager bf16's "
                          f"error {eager_err:.3g} + one bf16 step)")


def assert_step_as_accurate_as_eager(model: torch.nn.Module, out, eager: torch.nn.Module, truth: torch.nn.Module,
                                     ids: torch.Tensor) -> None:
    """``model``'s training step (``out``, its backward done) against one step of the eager bf16 twin and the
    fp32 ``truth``: logits, loss and every parameter's gradient pass ``assert_as_accurate_as_eager``."""
    want, ref = eager.train()(ids, labels=ids), truth.train()(ids, labels=ids)
    want.loss.backward(), ref.loss.backward()
    assert_as_accurate_as_eager(out.logits, want.logits, ref.logits, "logits")
    assert_as_accurate_as_eager(out.loss, want.loss, ref.loss, "loss")
    for (name, p), e, t in zip(model.named_parameters(), eager.parameters(), truth.parameters()):
        assert p.grad is not None, name
        assert_as_accurate_as_eager(p.grad, e.grad, t.grad, f"grad of {name}")

"""A Hugging Face Llama, patched with ``torch_cdna.nn.patch``, trained one step under tensor parallelism and under
FSDP2 on 2 gloo CPU processes with the simulator kernels: loss and gradients equal the 1-process run.

Tensor parallelism follows the model's own ``config.base_model_tp_plan`` (q/k/v and gate/up column-parallel,
o/down row-parallel) applied with ``parallelize_module``, as transformers' ``tp_plan`` does: each rank runs
the cdna norms, SiLU-and-mul and attention kernels on its heads and features. The model is bf16 (the attention
kernel's dtypes) and built from its config (no downloads); inputs come from ``rng_seed``.
"""

from __future__ import annotations

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna import _config

from .test_sharding import WORLD, _full, _mesh, spawn

transformers = pytest.importorskip("transformers")
pytestmark = pytest.mark.skipif(not torch.distributed.is_available() or not torch.distributed.is_gloo_available(),
                                reason="needs torch.distributed with the gloo backend")

# head_dim 64: a size the attention kernel has; 4 query and 2 key/value heads: one kv head per rank under TP
CONFIG = dict(hidden_size=128, intermediate_size=256, num_attention_heads=4, num_key_value_heads=2, head_dim=64,
              num_hidden_layers=1, vocab_size=128, max_position_embeddings=32, attn_implementation="sdpa",
              dtype=torch.bfloat16)
BATCH, SEQ = 2, 8
SUBSTITUTED = {"rmsnorm": 3, "mlp": 1, "attention": 1}  # input/post-attention norms + the final norm


def _model(seed: int) -> tuple[torch.nn.Module, torch.Tensor, dict]:
    torch.manual_seed(seed)
    model = transformers.LlamaForCausalLM(transformers.LlamaConfig(**CONFIG)).to(torch.bfloat16)
    with torch.no_grad():  # norms away from 1, so a norm that is skipped or doubled shows
        for name, p in model.named_parameters():
            if "norm" in name:
                p.uniform_(0.5, 1.5)
    report = cnn.patch(model)
    ids = torch.randint(0, CONFIG["vocab_size"], (BATCH, SEQ), generator=torch.Generator().manual_seed(seed + 1))
    return model, ids, dict(report.counts())


def _step(model: torch.nn.Module, ids: torch.Tensor, data_parallel: bool = False) -> dict:
    """One SGD step on the causal-LM loss: loss, gradients and updated parameters as full fp32 tensors."""
    out = model(input_ids=ids, labels=ids)
    out.loss.backward()
    grads = {n: _full(p.grad).float().clone() for n, p in model.named_parameters()}
    torch.optim.SGD(model.parameters(), lr=0.1).step()
    loss = out.loss.detach().float()
    if data_parallel:
        torch.distributed.all_reduce(loss)
        loss /= WORLD
    return {"loss": loss, "grad": grads,
            "param": {n: _full(p.detach()).float().clone() for n, p in model.named_parameters()},
            "logits": _full(out.logits.detach()).float()}


def _tp_worker(rank: int, seed: int) -> dict:
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module
    styles = {"colwise": ColwiseParallel, "rowwise": RowwiseParallel}
    model, ids, counts = _model(seed)
    plan = {f"model.{path}": styles[style]() for path, style in model.config.base_model_tp_plan.items()}
    parallelize_module(model, _mesh(), plan)
    return dict(_step(model, ids), counts=counts)


def _fsdp2_worker(rank: int, seed: int) -> dict:
    from torch.distributed.fsdp import fully_shard
    model, ids, counts = _model(seed)
    for layer in model.model.layers:
        fully_shard(layer, mesh=_mesh())
    fully_shard(model, mesh=_mesh())
    result = _step(model, ids.chunk(WORLD)[rank], data_parallel=True)
    result.pop("logits")  # each rank saw half the batch
    return dict(result, counts=counts)


def _one_process(seed: int) -> dict:
    model, ids, counts = _model(seed)
    with _config.override(ops_impl="kernel"):
        return dict(_step(model, ids), counts=counts)


# Tolerance (bf16 model): a row-parallel projection rounds each rank's partial sum to bf16 before the all-reduce
# adds them (one process rounds once), so activations differ by about one bf16 ulp, and the loss, logits and
# gradients by a few ulps of their largest magnitude. Measured (seeds 1-4): at most 3.2 ulps of the max (TP gradients); a
# sharding mistake (a head or feature on the wrong rank, a missing reduction) moves them by O(1).
ULPS, ULP_BF16 = 8, 2.0 ** -8


def _close(got: torch.Tensor, ref: torch.Tensor, what: str) -> None:
    tol = ULPS * ULP_BF16
    torch.testing.assert_close(got, ref, rtol=tol, atol=tol * ref.abs().max().item(), msg=lambda m: f"{what}: {m}")


def _assert_same(got: dict, want: dict, what: str) -> None:
    assert got["counts"] == want["counts"]
    for category, n in SUBSTITUTED.items():
        assert want["counts"].get(category) == n, (category, want["counts"])
    _close(got["loss"], want["loss"], f"{what} loss")
    if "logits" in got:
        _close(got["logits"], want["logits"], f"{what} logits")
    for kind in ("grad", "param"):
        assert got[kind].keys() == want[kind].keys()
        for name, ref in want[kind].items():
            _close(got[kind][name], ref, f"{what} {kind} of {name}")


def _worker(rank: int, seed: int) -> dict:
    return {"tp": _tp_worker(rank, seed), "fsdp2": _fsdp2_worker(rank, seed)}


@pytest.mark.slow  # ~60 s: 2 spawned workers importing transformers, the kernels on the simulator
def test_hf_llama_tensor_parallel_and_fsdp2_train_like_one_process(tmp_path, rng_seed):
    """HF Llama patched with torch_cdna.nn on 2 ranks, (1) parallelized with its own tp_plan: the cdna kernels
    run per rank on their heads/features; (2) under FSDP2 (fully_shard per layer and at the root), each rank on
    half the batch. Loss, logits (TP), gradients and updated parameters equal one process."""
    got, want = spawn(tmp_path, _worker, rng_seed), _one_process(rng_seed)
    for what, result in got.items():
        _assert_same(result, want, what)

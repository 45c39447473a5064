"""The TP/FSDP2 column of ``benchmarks/coverage.py``: a family's tiny model, patched with ``torch_cdna.nn.patch``,
trained one SGD step on 2 gloo CPU processes under tensor parallelism (the config's own ``base_model_tp_plan``
applied with ``parallelize_module``, as transformers' ``tp_plan`` does) and under FSDP2 (``fully_shard`` per
decoder layer and at the root, each rank on half the batch); loss and gradients are compared with one process.
The cdna ops run in reference mode (tests/ops/test_sharding_hf.py runs the same setup with the simulator
kernels). Only ``RUN`` families are run; the others' cells say "not run".

Example:
    >>> sorted(RUN)
    ['llama']
"""

from __future__ import annotations

import datetime
import tempfile
from pathlib import Path
from typing import Any

import torch

WORLD = 2
RUN = {"llama"}
# 4 query and 2 key/value heads: one kv head per rank under TP
OVERRIDES = dict(num_attention_heads=4, num_key_value_heads=2, head_dim=32)
BATCH, SEQ = 2, 8
TOL = 1e-4  # fp32: reduction order only, relative to each tensor's max


def _model(name: str, seed: int, dtype: torch.dtype) -> torch.nn.Module:
    from dataclasses import replace

    import torch_cdna.nn as cnn
    from benchmarks import coverage as C
    family = C.FAMILIES[name]
    family = replace(family, kwargs={**family.kwargs, **OVERRIDES})
    model = C.build(family, seed, dtype).train()
    cnn.patch(model)
    return model


def _full(t: torch.Tensor) -> torch.Tensor:
    from torch.distributed.tensor import DTensor
    return t.full_tensor() if isinstance(t, DTensor) else t


def _step(model: torch.nn.Module, ids: torch.Tensor, data_parallel: bool = False) -> dict:
    loss = model(input_ids=ids, labels=ids).loss
    loss.backward()
    grads = {n: _full(p.grad).float().clone() for n, p in model.named_parameters() if p.grad is not None}
    loss = loss.detach().float()
    if data_parallel:
        torch.distributed.all_reduce(loss)
        loss /= WORLD
    return {"loss": loss, "grad": grads}


def _ids(seed: int) -> torch.Tensor:
    return torch.randint(0, 128, (BATCH, SEQ), generator=torch.Generator().manual_seed(seed + 1))


def _worker(rank: int, name: str, seed: int, dtype: torch.dtype) -> dict:
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module
    mesh = init_device_mesh("cpu", (WORLD,))
    styles = {"colwise": ColwiseParallel, "rowwise": RowwiseParallel}
    model = _model(name, seed, dtype)
    plan = {f"model.{path}": styles[style]() for path, style in model.config.base_model_tp_plan.items()}
    parallelize_module(model, mesh, plan)
    out = {"tp": _step(model, _ids(seed))}
    model = _model(name, seed, dtype)
    for layer in model.model.layers:
        fully_shard(layer, mesh=mesh)
    fully_shard(model, mesh=mesh)
    out["fsdp2"] = _step(model, _ids(seed).chunk(WORLD)[rank], data_parallel=True)
    return out


def _entry(rank: int, store: str, out: str, name: str, seed: int, dtype: torch.dtype) -> None:
    from torch_cdna import _config
    torch.set_num_threads(1)
    _config.set_config(ops_impl="reference")
    torch.distributed.init_process_group("gloo", init_method=f"file://{store}", rank=rank, world_size=WORLD,
                                         timeout=datetime.timedelta(seconds=120))
    try:
        result = _worker(rank, name, seed, dtype)
        if rank == 0:
            torch.save(result, out)
    finally:
        torch.distributed.destroy_process_group()


def _differs(got: dict, want: dict) -> str:
    pairs = [("loss", got["loss"], want["loss"])] + [(n, got["grad"][n], g) for n, g in want["grad"].items()]
    for what, a, b in pairs:
        err = (a - b).abs().max().item()
        if err > TOL * max(1.0, b.abs().max().item()):
            return f"{what} differs from one process by {err:.2e}"
    return ""


def run(family: Any, seed: int, dtype: torch.dtype) -> Any:
    """The coverage cells of ``family`` under TP and FSDP2 (``benchmarks.coverage.Result``)."""
    import torch.multiprocessing as mp

    from benchmarks import coverage as C
    from torch_cdna import _config
    if family.name not in RUN:
        return C.run_not_run(family, seed, dtype)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "result.pt"
        mp.spawn(_entry, args=(str(Path(tmp) / "store"), str(out), family.name, seed, dtype), nprocs=WORLD,
                 join=True)
        got = torch.load(out, weights_only=False)
    model = _model(family.name, seed, dtype)
    with _config.override(ops_impl="reference"), C.CdnaCalls() as calls:  # the cdna ops one process calls
        want = _step(model, _ids(seed))
    notes = []
    for mode, result in got.items():
        why = _differs(result, want)
        notes.append(f"{mode}: {'loss and gradients ' + why if why else 'loss and gradients match one process'}")
    cells = C._nn_cells("TP/FSDP2", family.name, model, C._categories(calls.counts), [])
    return C.Result(cells, "torch_cdna.nn.patch, 2 gloo processes; " + "; ".join(notes))

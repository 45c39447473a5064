"""Paged-attention decode on the simulator: ``cdna::paged_attention``'s kernels beside AITER's production asm
kernel (``pa_<dtype>_noquant_gqa{8,16}_1tg_4w.co``, the one AITER's launcher picks from ``pa_asm.csv`` for bf16
queries and caches, no quantisation, one query token, block size 16) and vLLM's Triton unified attention (its
``TRITON_ATTN`` backend's decode: the split-KV kernel and ``reduce_segments``, ``benchmarks/vllm_paged_peer.py``),
on the same inputs, side by side.

Method:
- Inputs: random bf16 q [S, Hq, 128], K/V caches of ``blocks`` 16-token blocks, each sequence's blocks in a
  random order (``randperm``), sequence lengths drawn in [ctx/2, ctx] (ragged), seed printed. The caches are
  vLLM's layout for cdna ([blocks, 16, Hkv, D], K and V separate), AITER's own for its kernel (K [blocks, Hkv,
  D/8, 16, 8], V [blocks, Hkv, 16/8, D, 8]: ``tests/sim/aiter/layouts.py``) and vLLM 0.33's default allocation
  for vLLM's (one [blocks, 16, Hkv, 2 D] tensor, K and V halves of the last axis): each kernel reads the layout
  it was written for, holding the same values.
- Each kernel runs in full once: its output is checked against a float64 reference (max abs error in the
  table; a NaN-poisoned output that stays NaN fails), and the simulator counts its instructions (summed over
  waves and, for cdna, over its split and combine launches), MFMAs, global bytes and LDS bytes.
  ``glob/min``: bytes moved over the minimum (q and out once, each sequence's K/V rows up to its length once).
- ``pred us``: the timing model's prediction (``sim.launch(..., timing=GPU, sample="auto")``: MI300X for gfx942,
  MI355X for gfx950; docs/timing-model.md says how far it is validated: AITER's fmha_v3 kernels within its
  stated error). It is a prediction, not a measurement; nothing here ran on a GPU.
- The AITER code objects come from the ``amd-aiter`` wheel (fetched into the cache by ``tests/sim/aiter/wheel.py``,
  never committed), vLLM's Triton kernels from the vllm sdist (``benchmarks/vllm_source.py``, never committed;
  compiled by the installed Triton for the arch with vLLM's launch choices re-implemented); without one, its
  rows are skipped with the reason printed.

Run: ``python -m benchmarks.paged_attention [--arch gfx942] [--quick]`` prints a table, writes
``benchmarks/results/paged_attention_<arch>.json`` and a chart ``paged_attention_<arch>.png``.

Example:
    >>> SHAPES[0]
    (1, 8, 1, 256)
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any, Callable

import torch

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from torch_cdna import _config, sim  # noqa: E402
from torch_cdna.asm import codeobject  # noqa: E402
from torch_cdna.ops.kernels import paged_attention as PA  # noqa: E402
from tests.sim.aiter import layouts as L, wheel  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
BF16 = torch.bfloat16
D, BLOCK = 128, 16
SHAPES = [(1, 8, 1, 256), (4, 8, 1, 512), (2, 16, 1, 1024), (4, 32, 4, 1024)]  # (seqs, Hq, Hkv, max context)
QUICK = SHAPES[:1]
GPU = {"gfx942": "mi300x", "gfx950": "mi355x"}
COLUMNS = (("launches", "launches", "{}"), ("instructions", "instr", "{:,}"), ("mfma", "mfma", "{:,}"),
           ("global_vs_min", "glob/min", "{:.2f}"), ("lds_bytes", "lds B", "{:,}"), ("max_err", "max err", "{:.1e}"),
           ("predicted_us", "pred us", "{:.2f}"), ("sim_seconds", "sim s", "{:.1f}"))


def problem(seqs: int, hq: int, hkv: int, ctx: int, seed: int) -> dict:
    """Random inputs: q, per-block K/V [blocks, Hkv, 16, D], shuffled block tables, ragged lengths."""
    g = torch.Generator().manual_seed(seed)
    width = ctx // BLOCK
    blocks = seqs * width
    lens = torch.randint(ctx // 2, ctx + 1, (seqs,), generator=g).to(torch.int32)
    table = torch.randperm(blocks, generator=g).to(torch.int32).reshape(seqs, width)
    q = torch.randn(seqs, hq, D, generator=g).to(BF16)
    k_blocks = torch.randn(blocks, hkv, BLOCK, D, generator=g).to(BF16)
    v_blocks = torch.randn(blocks, hkv, BLOCK, D, generator=g).to(BF16)
    return dict(q=q, k_blocks=k_blocks, v_blocks=v_blocks, table=table, lens=lens)


def reference(p: dict) -> torch.Tensor:
    """float64 decode attention of each sequence's last token over its first ``lens[i]`` keys."""
    q, kb, vb, table, lens = p["q"], p["k_blocks"], p["v_blocks"], p["table"], p["lens"]
    out = torch.empty(q.shape, dtype=torch.float64)
    group = q.shape[1] // kb.shape[1]
    for i in range(q.shape[0]):
        ids = table[i].long()
        keys = kb[ids].double().permute(1, 0, 2, 3).reshape(kb.shape[1], -1, D)[:, : int(lens[i])]
        vals = vb[ids].double().permute(1, 0, 2, 3).reshape(vb.shape[1], -1, D)[:, : int(lens[i])]
        keys, vals = keys.repeat_interleave(group, 0), vals.repeat_interleave(group, 0)
        scores = torch.einsum("hd,hkd->hk", q[i].double(), keys) / math.sqrt(D)
        out[i] = torch.einsum("hk,hkd->hd", scores.softmax(-1), vals)
    return out


def minimum_bytes(p: dict) -> int:
    """q and out once, and each sequence's K and V rows up to its length once (2 bytes each)."""
    hkv = p["k_blocks"].shape[1]
    return 2 * (2 * p["q"].numel() + 2 * int(p["lens"].sum()) * hkv * D)


def _row(stats: list, out: torch.Tensor, ref: torch.Tensor, minimum: int, seconds: float, us: float) -> dict:
    counts = {k: sum(s.counts.get(k, 0) for s in stats) for k in stats[0].counts if k != "total"}
    moved = sum(s.global_bytes_read + s.global_bytes_written for s in stats)
    err = float((out.double() - ref).abs().max())
    if not err < 3e-2:  # NaN fails too
        raise AssertionError(f"output differs from the float64 reference by {err}")
    return {"instructions": sum(counts.values()), "mfma": counts["mfma"], "global_bytes": moved,
            "global_vs_min": moved / minimum, "lds_bytes": sum(s.lds_bytes for s in stats), "max_err": err,
            "sim_seconds": seconds, "predicted_us": us, "launches": len(stats)}


def _timed(fn: Callable[[], Any]) -> tuple[list, float]:
    t = time.perf_counter()
    stats = fn()
    return (stats if isinstance(stats, list) else [stats]), time.perf_counter() - t


def run_cdna(arch: str, p: dict) -> dict:
    kc = p["k_blocks"].permute(0, 2, 1, 3).contiguous()     # vLLM's [blocks, 16, Hkv, D]
    vc = p["v_blocks"].permute(0, 2, 1, 3).contiguous()

    def launch(out: torch.Tensor) -> list:
        return PA.launch_paged_attention(p["q"], kc, vc, p["table"], p["lens"], out, D ** -0.5)
    with _config.override(arch=arch):
        launch(torch.empty_like(p["q"]))                      # compile
        out = torch.full_like(p["q"], float("nan"))
        stats, seconds = _timed(lambda: launch(out))
    with _config.override(arch=arch, sim_timing=GPU[arch], sim_timing_sample="auto", sim_time_limit=0):
        us = sum(s.timing.microseconds for s in launch(torch.empty_like(p["q"])))
    return _row(stats, out, reference(p), minimum_bytes(p), seconds, us)


def aiter_kernel(hq: int, hkv: int) -> tuple[str, str]:
    """AITER's pa_asm.csv choice for bf16 q and cache, no quantisation, mtp 0, block 16: gqa 8 or 16."""
    gqa = hq // hkv
    name = f"pa_bf16_noquant_gqa{8 if gqa <= 8 else 16}_1tg_4w"
    return f"pa/{name}.co", L.mangle(name)


def run_aiter(arch: str, p: dict) -> dict:
    q, table, lens = p["q"], p["table"], p["lens"]
    hq, hkv = q.shape[1], p["k_blocks"].shape[1]
    k_cache = L.pa_key_layout(p["k_blocks"])
    v_cache = L.pa_value_layout(p["v_blocks"].transpose(2, 3).contiguous())
    rel, kernel = aiter_kernel(hq, hkv)
    path = wheel.hsa_dir(arch) / rel
    info = codeobject.find_kernel(path.read_bytes(), kernel)
    grid, block = L.grid_block("pa", kv_heads=hkv, num_seqs=q.shape[0])
    sclg2e = float(torch.tensor(L.LOG2E / math.sqrt(D), dtype=torch.float32))

    def launch(out: torch.Tensor, **timing: Any) -> Any:
        args = L.pack_args("pa", meta=info.args, O=out, Q=q, K=k_cache, V=v_cache, BT=table, CL=lens,
                           sclg2e=sclg2e, mblk=table.stride(0), kv_nheads=hkv, Qs=q.stride(0) * 2,
                           Bs=k_cache.stride(0) * 2, KVs=k_cache.stride(1) * 2, GQA=hq // hkv)
        return sim.launch(path, kernel=kernel, grid=list(grid), block=list(block), args=args, arch=arch,
                          hazards="warn", **timing)
    out = torch.full_like(q, float("nan"))
    stats, seconds = _timed(lambda: launch(out, time_limit=0))
    us = launch(torch.empty_like(q), timing=GPU[arch], sample="auto", time_limit=0).timing.microseconds
    return _row(stats, out, reference(p), minimum_bytes(p), seconds, us)


def run_vllm(arch: str, p: dict) -> dict:
    """vLLM's TRITON_ATTN decode (split-KV kernel + reduce_segments) on vLLM's packed K|V cache layout."""
    from benchmarks import vllm_paged_peer as VP
    kc, vc = VP.pack_kv(p["k_blocks"].permute(0, 2, 1, 3), p["v_blocks"].permute(0, 2, 1, 3))

    def launch(out: torch.Tensor, **options: Any) -> list:
        return VP.run_vllm_paged(arch, p["q"], kc, vc, p["table"], p["lens"], out, D ** -0.5, time_limit=0,
                                 **options)
    # the prediction first: it compiles the kernels, so the full run's seconds are simulation only
    us = sum(s.timing.microseconds for s in launch(torch.empty_like(p["q"]), timing=GPU[arch], sample="auto"))
    out = torch.full_like(p["q"], float("nan"))
    stats, seconds = _timed(lambda: launch(out))
    return _row(stats, out, reference(p), minimum_bytes(p), seconds, us)


def _available(arch: str) -> dict[str, str]:
    """Why each peer's rows cannot run (no network and nothing cached), by kernel name; empty when all can."""
    def aiter() -> None:
        wheel.hsa_dir(arch)

    def vllm() -> None:
        from benchmarks import vllm_paged_peer as VP
        VP.kernels(arch)
    reasons = {}
    for who, probe in (("aiter asm", aiter), ("vllm triton", vllm)):
        try:
            probe()
        except Exception as e:  # the cdna rows still run
            reasons[who] = f"{who} rows skipped: {type(e).__name__}: {e}"
            print(reasons[who])
    return reasons


KERNELS: tuple[tuple[str, Callable[[str, dict], dict]], ...] = (
    ("cdna", run_cdna), ("aiter asm", run_aiter), ("vllm triton", run_vllm))


def run(arch: str, shapes: list, seed: int) -> list[dict]:
    rows = []
    skipped = _available(arch)
    for shape in shapes:
        p = problem(*shape, seed=seed)
        for who, fn in KERNELS:
            if who in skipped:
                continue
            r = fn(arch, p)
            rows.append({"shape": list(shape), "kernel": who, **r})
            cells = " ".join(f"{c[2].format(r[c[0]]):>12}" for c in COLUMNS)
            print(f"{str(shape):18} {who:12} {cells}", flush=True)
    return rows


def chart(arch: str, rows: list[dict], path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    shapes = sorted({tuple(r["shape"]) for r in rows}, key=SHAPES.index)
    fig, axes = plt.subplots(1, 2, figsize=(11, 3.8))
    for ax, key, label in ((axes[0], "predicted_us", "predicted µs (timing model, not measured)"),
                           (axes[1], "instructions", "instructions executed (all waves)")):
        for i, (who, _) in enumerate(KERNELS):
            vals = [next((r[key] for r in rows if tuple(r["shape"]) == s and r["kernel"] == who), 0) for s in shapes]
            ax.bar([x + 0.27 * i for x in range(len(shapes))], vals, width=0.27, label=who)
        ax.set_xticks([x + 0.27 for x in range(len(shapes))], [str(s) for s in shapes], fontsize=7)
        ax.set_title(label, fontsize=9)
        ax.set_xlabel("(seqs, Hq, Hkv, max context), D 128, bf16, block 16", fontsize=8)
    axes[0].legend()
    fig.suptitle(f"Paged-attention decode on the CDNA simulator ({arch}, {GPU[arch]} timing model)", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--arch", choices=list(GPU), default="gfx942")
    ap.add_argument("--quick", action="store_true", help="the smallest shape only")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    print(f"seed {args.seed}; {'shape (S,Hq,Hkv,ctx)':18} {'kernel':12} "
          + " ".join(f"{c[1]:>12}" for c in COLUMNS))
    rows = run(args.arch, QUICK if args.quick else SHAPES, args.seed)
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"paged_attention_{args.arch}.json"
    meta = {"arch": args.arch, "timing_gpu": GPU[args.arch], "seed": args.seed, "torch": torch.__version__,
            "note": "simulator counts and timing-model predictions, not GPU measurements"}
    out.write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    chart(args.arch, rows, out.with_suffix(".png"))
    print(f"wrote {out} and {out.with_suffix('.png')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

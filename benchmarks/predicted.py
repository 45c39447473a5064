"""Predicted time on MI300X and MI355X, side by side with the strongest peer available for each op, in one run.

Every kernel runs on the simulator with the timing model (``sim.launch(timing=GPU, sample="auto")``,
``docs/timing-model.md``); the figures are **predictions** of that model (its error on AMD's published AITER
numbers is in the anchors table of that document), not measurements.

Peers:
- **Inductor**: the Triton kernels TorchInductor itself generates for the op on ROCm (captured with its ROCm
  heuristics and divisibility hints: ``benchmarks/inductor_peers.py``, ``docs/peers.md``). Inductor would
  autotune over its candidate configs; autotuning cannot run here, so every candidate is predicted and the
  fastest kept.
- **flash (Triton)**: a tuned Triton flash-attention forward in the structure of Triton's tutorial
  (``benchmarks/flash_peer.py``), every config predicted, the fastest kept.
- **AITER**: AMD's hand-written fmha_v3 forward and a16 backward (the wheel's code objects, as its launchers
  call them; the backward's small dO·O preprocessing kernel is not in the wheel and not counted). AITER's
  other asm kernels have no torch_cdna counterpart yet: layer_norm (fused with a residual add), bf16gemm,
  paged attention and topk-softmax (issues 20 and 21); they are not compared.

Columns: predicted microseconds; for memory-bound ops TB/s = every tensor's bytes once / time and the % of the
GPU's achievable HBM bandwidth; for attention TFLOPs = 4·B·Hq·S²·D / t (halved when causal) and the % of the
dense bf16 peak at the peak clock (backward: 2.5x the forward's FLOPs); ``ours/best`` = our time over the best
peer's (below 1: we are faster).

Usage:
    python -m benchmarks.predicted                 # everything (about 20-40 minutes on 2 cores)
    python -m benchmarks.predicted --only rmsnorm  # rows whose op contains the text
Writes ``benchmarks/results/predicted.json``, ``predicted.png`` and the table in ``docs/benchmarks-predicted.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable

import torch

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import flash_peer, inductor_peers  # noqa: E402
from benchmarks.report import replace_between  # noqa: E402
from torch_cdna import _config  # noqa: E402
from torch_cdna.isa.targets import peak_tflops, target  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "predicted.json"
DOC = ROOT / "docs" / "benchmarks-predicted.md"
START, END = "<!-- predicted:start -->", "<!-- predicted:end -->"
GPUS = ("mi300x", "mi355x")
ROW_OPS = {  # op -> shape (rows, D) (rope: (S, D) with x [2, S, 8, D])
    "rmsnorm": (8192, 4096), "fused_add_rmsnorm": (8192, 4096), "layernorm": (8192, 4096),
    "softmax": (8192, 4096), "silu_and_mul": (8192, 14336), "gelu_and_mul_tanh": (8192, 14336),
    "rope": (8192, 128),
}
ATTENTION = ((1, 32, 8, 1024, False), (8, 64, 8, 8192, False), (8, 64, 8, 8192, True))  # B, Hq, Hkv, S, causal
ATTENTION_BWD = ((1, 32, 8, 1024),)
LARGE_BWD = (8, 64, 8, 8192)  # --large-backward: ~10 min of simulation for ours and ~6 for AITER's, per GPU


def _ours(op: str) -> Callable[..., list]:
    """Our launcher for ``op`` on launcher-contract arguments; returns its LaunchStats."""
    from benchmarks import ops_pointwise as PW
    from torch_cdna.ops.kernels import norms as K
    table: dict[str, Callable[..., Any]] = {
        "rmsnorm": K.launch_rmsnorm, "fused_add_rmsnorm": K.launch_fused_add_rmsnorm, "layernorm": K.launch_layernorm,
        "softmax": PW._ours_softmax, "silu_and_mul": PW._ours_act("silu", "packed"),
        "gelu_and_mul_tanh": PW._ours_act("gelu_tanh", "packed"), "rope": PW._ours_rope,
    }
    return lambda *args: table[op](*args).stats


def _timed(gpu: str, fn: Callable[[], list]) -> float:
    """Predicted microseconds of the launches ``fn`` makes on ``gpu`` (one CU's sample of workgroups)."""
    with _config.override(sim_timing=gpu, sim_timing_sample="auto", arch=target(gpu).arch, sim_time_limit=0):
        stats = fn()
    stats = stats if isinstance(stats, list) else [stats]
    return sum(s.timing.microseconds for s in stats)


def _op_time(gpu: str, call: Callable[[], Any]) -> float:
    """Predicted microseconds of every simulator launch a ``torch.ops.cdna`` call makes on ``gpu``."""
    from torch_cdna import sim
    launches: list = []
    real = sim.launch

    def record(*a: Any, **kw: Any) -> Any:
        launches.append(real(*a, **kw))
        return launches[-1]

    sim.launch = record
    try:
        _timed(gpu, lambda: call() and [])
    finally:
        sim.launch = real
    return sum(st.timing.microseconds for st in launches)


def _bytes(args: list) -> int:
    return sum(a.numel() * a.element_size() for a in args if isinstance(a, torch.Tensor))


def row_op(op: str, gpu: str, seed: int) -> dict:
    arch = target(gpu).arch
    shape = ROW_OPS[op]
    args = inductor_peers.contract_args(op, shape, gen=torch.Generator().manual_seed(seed))
    fresh = lambda: [a.clone() if isinstance(a, torch.Tensor) else a for a in args]  # noqa: E731
    ours = _timed(gpu, lambda: _ours(op)(*fresh()))
    peers = {}
    cands = inductor_peers.candidates(op, arch, *args)
    count = max(len(c) for c in cands.values())
    for i in range(count):
        cfg = {name: min(i, len(c) - 1) for name, c in cands.items()}
        peers[f"inductor config {i}"] = _timed(gpu, lambda cfg=cfg: inductor_peers.run_inductor_peer(
            op, arch, *fresh(), config=cfg))
    best = min(peers, key=peers.get)
    nbytes = _bytes(args)
    tbs = lambda us: nbytes / (us * 1e-6) / 1e12  # noqa: E731
    t = target(gpu)
    return {"op": op, "gpu": gpu, "shape": list(shape), "unit": "TB/s", "ours_us": ours, "ours_rate": tbs(ours),
            "ours_roofline": tbs(ours) / t.hbm_achievable_tbs, "peers_us": peers, "best_peer": f"Inductor ({best})",
            "best_peer_us": peers[best], "best_peer_rate": tbs(peers[best]), "ratio": ours / peers[best]}


def _aiter_fwd(gpu: str, b: int, hq: int, hk: int, s: int, causal: bool) -> float:
    from benchmarks import timing_anchors as TA
    return _timed(gpu, lambda: TA.run_fwd(TA.Anchor("fwd", gpu, 0.0, b, hq, hk, s, causal)))


def attention(b: int, hq: int, hk: int, s: int, causal: bool, gpu: str, seed: int) -> dict:
    import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(b, hq, s, 128, generator=g).to(torch.bfloat16)
    k, v = (torch.randn(b, hk, s, 128, generator=g).to(torch.bfloat16) for _ in range(2))
    ours = _op_time(gpu, lambda: torch.ops.cdna.attention(q, k, v, causal=causal, scale=None, enable_gqa=hq != hk))
    peers = {f"flash {name}": _timed(gpu, lambda name=name: flash_peer.run_flash_peer(target(gpu).arch, q, k, v, causal,
                                                                                       name))
             for name in flash_peer.CONFIGS}
    peers["AITER fmha_v3"] = _aiter_fwd(gpu, b, hq, hk, s, causal)
    best = min(peers, key=peers.get)
    flops = 4 * b * hq * s * s * 128 / (2 if causal else 1)
    tflops = lambda us: flops / (us * 1e-6) / 1e12  # noqa: E731
    return {"op": f"attention fwd B{b} H{hq}/{hk} S{s}{' causal' if causal else ''}", "gpu": gpu,
            "shape": [b, hq, hk, s, 128], "unit": "TFLOPs", "ours_us": ours, "ours_rate": tflops(ours),
            "ours_roofline": tflops(ours) / peak_tflops(target(gpu), "bf16"), "peers_us": peers, "best_peer": best,
            "best_peer_us": peers[best], "best_peer_rate": tflops(peers[best]), "ratio": ours / peers[best]}


def attention_backward(b: int, hq: int, hk: int, s: int, gpu: str, seed: int) -> dict:
    """Our backward (dQ and dK/dV kernels) vs AITER's fmha_v3 a16 backward (gfx950: plus its dq_shuffle);
    non-causal. Inputs are random (out and lse too: no value steers either kernel's schedule)."""
    import torch_cdna.ops  # noqa: F401
    from benchmarks import timing_anchors as TA
    g = torch.Generator().manual_seed(seed)
    q, do, out = (torch.randn(b, hq, s, 128, generator=g).to(torch.bfloat16) for _ in range(3))
    k, v = (torch.randn(b, hk, s, 128, generator=g).to(torch.bfloat16) for _ in range(2))
    lse = torch.randn(b, hq, s, generator=g) + 5
    ours = _op_time(gpu, lambda: torch.ops.cdna.attention_backward(do, q, k, v, out, lse, causal=False, scale=None,
                                                                    enable_gqa=hq != hk))
    peers = {"AITER fmha_v3 bwd a16": _timed(gpu, lambda: TA.run_bwd(TA.Anchor("bwd", gpu, 0.0, b, hq, hk, s)))}
    flops = 2.5 * 4 * b * hq * s * s * 128
    tflops = lambda us: flops / (us * 1e-6) / 1e12  # noqa: E731
    return {"op": f"attention bwd B{b} H{hq}/{hk} S{s}", "gpu": gpu, "shape": [b, hq, hk, s, 128], "unit": "TFLOPs",
            "ours_us": ours, "ours_rate": tflops(ours), "ours_roofline": tflops(ours) / peak_tflops(target(gpu), "bf16"),
            "peers_us": peers, "best_peer": "AITER fmha_v3 bwd a16", "best_peer_us": peers["AITER fmha_v3 bwd a16"],
            "best_peer_rate": tflops(peers["AITER fmha_v3 bwd a16"]), "ratio": ours / peers["AITER fmha_v3 bwd a16"]}


def table(rows: list[dict]) -> str:
    lines = ["| op | GPU | ours µs | ours rate | % roofline | best peer | peer µs | peer rate | ours/best |",
             "|---|---|---:|---:|---:|---|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['op']} {'x'.join(map(str, r['shape'])) if r['unit'] == 'TB/s' else ''} | {r['gpu']} | "
                     f"{r['ours_us']:.1f} | {r['ours_rate']:.3g} {r['unit']} | {r['ours_roofline']:.0%} | "
                     f"{r['best_peer']} | {r['best_peer_us']:.1f} | {r['best_peer_rate']:.3g} | {r['ratio']:.2f} |")
    return "\n".join(lines)


def chart(rows: list[dict], path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(10, 0.4 * len(rows) + 1.5))
    labels = [f"{r['op']} {r['gpu']}" for r in rows]
    ax.barh(range(len(rows)), [r["ratio"] for r in rows], color=["tab:green" if r["ratio"] <= 1 else "tab:red"
                                                                for r in rows])
    ax.axvline(1, color="black", lw=0.8)
    ax.set_yticks(range(len(rows)), labels, fontsize=8)
    ax.set_xlabel("our predicted time / best peer's (below 1: faster)")
    ax.set_title("Predicted time vs the strongest peer (timing model, not measurements)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_doc(rows: list[dict]) -> None:
    text = DOC.read_text() if DOC.exists() else f"# Predicted time vs peers\n\n{START}\n{END}\n"
    DOC.write_text(replace_between(text, START, END, table(rows)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default=None, help="rows whose op contains this text")
    parser.add_argument("--gpu", choices=GPUS, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kind", choices=("rows", "attention"), default=None, help="only the row ops / attention")
    parser.add_argument("--large-backward", action="store_true", help=f"also the backward at B, Hq, Hkv, S = {LARGE_BWD}")
    ns = parser.parse_args(argv)
    old = {(r["op"], r["gpu"]): r for r in json.loads(RESULTS.read_text())} if RESULTS.exists() else {}
    jobs: list[tuple[str, Callable[[], dict]]] = []
    for gpu in (ns.gpu,) if ns.gpu else GPUS:
        for op in ROW_OPS if ns.kind != "attention" else ():
            jobs.append((op, lambda op=op, gpu=gpu: row_op(op, gpu, ns.seed)))
        for b, hq, hk, s, causal in ATTENTION if ns.kind != "rows" else ():
            jobs.append((f"attention fwd B{b} H{hq}/{hk} S{s}{' causal' if causal else ''}",
                         lambda a=(b, hq, hk, s, causal), gpu=gpu: attention(*a, gpu, ns.seed)))
        for b, hq, hk, s in (ATTENTION_BWD + ((LARGE_BWD,) if ns.large_backward else ())) if ns.kind != "rows" else ():
            jobs.append((f"attention bwd B{b} H{hq}/{hk} S{s}",
                         lambda a=(b, hq, hk, s), gpu=gpu: attention_backward(*a, gpu, ns.seed)))
    for label, job in jobs:
        if ns.only and ns.only not in label:
            continue
        start = time.perf_counter()
        r = job()
        r["sim_seconds"] = round(time.perf_counter() - start, 1)
        old[(r["op"], r["gpu"])] = r
        print(f"{r['op']:<40} {r['gpu']}: ours {r['ours_us']:.1f} us, best peer {r['best_peer']} "
              f"{r['best_peer_us']:.1f} us, ours/best {r['ratio']:.2f} ({r['sim_seconds']} s)", flush=True)
    rows = sorted(old.values(), key=lambda r: (r["gpu"], r["unit"], r["op"]))
    RESULTS.write_text(json.dumps(rows, indent=1) + "\n")
    chart(rows, RESULTS.with_suffix(".png"))
    write_doc(rows)
    print()
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

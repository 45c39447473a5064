"""Flash-attention forward on the simulator: torch_cdna's DSL kernel vs a tuned Triton flash attention
(``benchmarks/flash_peer.py``: tutorial-06 structure, on/off-band split for causal, ROCm's tuning space as
``CONFIGS``), both on the same inputs, side by side.

Peer config (autotuning cannot run without a GPU): every ``flash_peer.CONFIGS`` entry whose BLOCK_M divides S_q
and BLOCK_N divides S_k is run with the timing model (MI300X for gfx942, MI355X for gfx950, one CU's sample of
workgroups) and the lowest predicted time is kept (ties to the earlier config). At S 128 that leaves the
BLOCK_M 128 configs (``m128_n64_w4``, ``m128_n64_w4_e3``, ``m128_n128_w8``); at S 256 all five. The kept config
then runs in full for the counts; its out and lse are checked against a float64 reference.

Per shape and kernel: MFMA instructions as a fraction of all issued instructions (summed over waves), global
bytes moved vs the minimum (Q, K, V read once, O and lse written once: both kernels write lse), LDS bytes moved,
VGPRs / AGPRs, occupancy (waves per SIMD from registers and LDS), simulator wall time per launch (the assembly's
execution on the CPU, excluding compilation) and the timing model's predicted time (``predicted_us``: a
prediction, docs/timing-model.md, not a measurement). Nothing here is a GPU measurement.

Decode rows (``--decode``): the split-KV decode path (split + combine kernels, statistics summed) vs the forward
kernel forced on the same S_q <= 16 shapes. Minimum global bytes: Q, K, V read once (K/V once per *kv* head),
out and lse written once; the decode path's extra traffic is Q once per partial and the fp32 partials (written
by the split kernel, read by the combine kernel). MFMA fraction is given for the split kernel alone and for
both kernels together.

``glob/min`` counts every access (K/V tiles re-read by each query block count each time, as L2 sees them);
``uniq/min`` counts the distinct bytes each launch reads plus those it writes (``LaunchStats.
global_unique_bytes_read`` + ``global_unique_bytes_written``, summed over the launches): the DRAM footprint
under an ideal cache, 1.00 for a kernel that touches each input and output byte and nothing else.

Run: ``python benchmarks/attention.py [--arch gfx942] [--decode]`` (prints a table; writes
benchmarks/results/attention_<arch>.json, or attention_decode_<arch>.json).

Example:
    >>> fitting_configs(128, 128)
    ['m128_n64_w4', 'm128_n64_w4_e3', 'm128_n128_w8']
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import torch  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks import flash_peer  # noqa: E402
from benchmarks.report import write_chart  # noqa: E402
from torch_cdna import _config  # noqa: E402
from torch_cdna.asm.emit import occupancy  # noqa: E402
from torch_cdna.ops.kernels import attention as A  # noqa: E402
from torch_cdna.ops.kernels import attention_decode as AD  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
SHAPES = [  # (B, H, S, D, causal)
    (1, 2, 128, 64, False), (1, 2, 256, 64, False), (1, 2, 256, 64, True),
    (1, 2, 128, 128, False), (1, 2, 256, 128, False), (1, 2, 256, 128, True),
]
LDS_PER_CU = {"gfx942": 65536, "gfx950": 163840}
TIMING_GPU = {"gfx942": "mi300x", "gfx950": "mi355x"}  # the GPU whose time the timing model predicts per arch
RANKING = ("flash_peer.CONFIGS that divide S, each run with the timing model (MI300X for gfx942, MI355X for "
           "gfx950, one CU's sample of workgroups); lowest predicted time kept")


def predicted_us(arch: str, fn: Any) -> float:
    """The timing model's predicted microseconds of the launch(es) ``fn`` makes (one CU's sample of workgroups:
    the others' outputs are not written, so ``fn`` must write into scratch tensors)."""
    with _config.override(sim_timing=TIMING_GPU[arch], sim_timing_sample="auto", arch=arch, sim_time_limit=0):
        st = fn()
    return sum(s.timing.microseconds for s in (st if isinstance(st, list) else [st]))


def fitting_configs(sq: int, sk: int) -> list[str]:
    """``flash_peer.CONFIGS`` whose BLOCK_M divides ``sq`` and BLOCK_N divides ``sk`` (the peer's requirement)."""
    return [n for n, c in flash_peer.CONFIGS.items() if sq % c.block_m == 0 and sk % c.block_n == 0]


def lds_occupancy(arch: str, lds: int, waves_per_group: int) -> int:
    """Waves per SIMD the LDS allows: workgroups per CU x waves per workgroup spread over 4 SIMDs, rounded up
    (one 2-wave workgroup per CU puts one wave on each of two SIMDs: 1, not 0.5 rounded down to 0)."""
    if lds == 0:
        return 8
    return max(0, min(8, -(-(LDS_PER_CU[arch] // lds) * waves_per_group // 4)))


def summarize(stats, minimum: int, vgprs: int, agprs: int, sgprs: int, lds: int, waves: int, arch: str,
              seconds: float) -> dict:
    counts = {k: v for k, v in stats.counts.items() if k != "total"}
    total = sum(counts.values())
    moved = stats.global_bytes_read + stats.global_bytes_written
    unique = stats.global_unique_bytes_read + stats.global_unique_bytes_written
    return {"mfma_fraction": counts["mfma"] / total, "instructions": total, "mfma": counts["mfma"],
            "valu": counts["valu"], "lds_ops": counts["lds"], "global_bytes": moved, "min_global_bytes": minimum,
            "global_vs_min": moved / minimum, "unique_global_bytes": unique, "unique_vs_min": unique / minimum,
            "lds_bytes": stats.lds_bytes, "vgprs": vgprs, "agprs": agprs,
            "occupancy": min(occupancy(sgprs, vgprs, agprs), lds_occupancy(arch, lds, waves)),
            "lds_alloc": lds, "sim_seconds": seconds}


def _check(out: torch.Tensor, lse: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool,
           who: str) -> None:
    ref_out, ref_lse = flash_peer.reference(q, k, v, causal)
    err = max(float((out.double() - ref_out).abs().max()), float((lse.double() - ref_lse).abs().max()))
    if not err < 3e-2:  # NaN fails too
        raise AssertionError(f"{who}: out/lse differ from the float64 reference by {err:.3g}")


def _scratch(q: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    return torch.full_like(q, float("nan")), torch.full(q.shape[:3], float("nan"))


def run_ours(arch: str, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool) -> dict:
    b, h, s, d = q.shape
    out, lse = _scratch(q)
    p = A.plan_for("bf16", d, s, causal, 1)
    us = predicted_us(arch, lambda: A.launch_attention(q, k, v, *_scratch(q), causal, d ** -0.5, 1))  # + compiles
    with _config.override(arch=arch):
        t = time.perf_counter()
        st = A.launch_attention(q, k, v, out, lse, causal, d ** -0.5, 1)
        seconds = time.perf_counter() - t
    ck = A.attn_fwd.compile("bf16", d, p.waves, p.bn, causal, 1, arch=arch)
    _check(out, lse, q, k, v, causal, "cdna")
    minimum = 4 * q.numel() * 2 + lse.numel() * 4
    return {**summarize(st, minimum, ck.vgprs, ck.agprs, ck.sgprs, ck.lds_bytes, p.waves, arch, seconds),
            "predicted_us": us, "timing_gpu": TIMING_GPU[arch]}


def _directive(text: str, name: str) -> int:
    m = re.search(rf"\.{name}:\s+(\d+)", text)
    return int(m.group(1)) if m else 0


def _flash_kernel(arch: str, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor,
                  lse: torch.Tensor, causal: bool, config: str) -> Any:
    """The CompiledKernel ``run_flash_peer`` launches for these tensors (same divisibility specialisation)."""
    ints = [*q.stride()[:3], *k.stride()[:3], *v.stride()[:3], *out.stride()[:3], *lse.stride()[:2], q.shape[1],
            k.shape[2]]
    divisible = tuple(n for n, val in zip(flash_peer._INTS, ints) if val % 16 == 0)
    return flash_peer.compile_flash(arch, "bf16", q.shape[3], q.shape[1] // k.shape[1], bool(causal), config,
                                    divisible)


def run_flash(arch: str, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool) -> dict:
    """The flash peer at its best fitting config by ``RANKING``, run in full for the counts."""
    s = q.shape[2]
    cands = {name: predicted_us(arch, lambda name=name: flash_peer.run_flash_peer(arch, q, k, v, causal, name))
             for name in fitting_configs(s, k.shape[2])}
    best = min(cands, key=lambda n: (cands[n], list(cands).index(n)))
    out, lse = _scratch(q)
    t = time.perf_counter()
    st = flash_peer.run_flash_peer(arch, q, k, v, causal, best, out=out, lse=lse)
    seconds = time.perf_counter() - t
    _check(out, lse, q, k, v, causal, f"flash peer {best}")
    ck = _flash_kernel(arch, q, k, v, out, lse, causal, best)
    text, c = ck.asm["amdgcn"], flash_peer.CONFIGS[best]
    vg, ag, sg = _directive(text, "vgpr_count"), _directive(text, "agpr_count"), _directive(text, "sgpr_count")
    minimum = 4 * q.numel() * 2 + lse.numel() * 4
    return {**summarize(st, minimum, vg, ag, sg, int(ck.metadata.shared), c.num_warps, arch, seconds),
            "config": best, "candidates_predicted_us": cands, "predicted_us": cands[best],
            "timing_gpu": TIMING_GPU[arch], "ranking": RANKING}


COLUMNS = [("config", "config", "{}"), ("mfma_fraction", "MFMA frac", "{:.3f}"), ("instructions", "instrs", "{}"),
           ("global_vs_min", "glob/min", "{:.2f}"), ("unique_vs_min", "uniq/min", "{:.2f}"), ("lds_bytes", "LDS bytes", "{}"), ("vgprs", "VGPR", "{}"),
           ("agprs", "AGPR", "{}"), ("occupancy", "occ", "{}"), ("sim_seconds", "sim s", "{:.2f}"),
           ("predicted_us", "pred. us", "{:.2f}"), ("instr_vs_peer", "instr/peer", "{:.3f}"),
           ("predicted_vs_peer", "pred/peer", "{:.3f}")]


DECODE_SHAPES = [  # (B, H_q, H_kv, S_q, S_kv, D)
    (1, 2, 2, 1, 2048, 64), (1, 8, 1, 1, 2048, 128), (1, 8, 2, 4, 2048, 128), (1, 8, 1, 16, 2048, 128),
    (2, 4, 1, 1, 4096, 64),
]
DECODE_COLUMNS = [("partials", "parts", "{}"), ("mfma_fraction", "MFMA frac", "{:.3f}"),
                  ("split_mfma_fraction", "split MFMA", "{:.3f}"), ("instructions", "instrs", "{}"),
                  ("global_vs_min", "glob/min", "{:.3f}"), ("unique_vs_min", "uniq/min", "{:.3f}"), ("waves", "waves", "{}"), ("vgprs", "VGPR", "{}"), ("agprs", "AGPR", "{}"),
                  ("lds_alloc", "LDS", "{}"),
                  ("occupancy", "occ", "{}"), ("sim_seconds", "sim s", "{:.2f}")]


def _sum_stats(stats: list) -> Any:
    class S:  # the fields ``summarize`` reads, summed over the kernels
        counts = {k: sum(s.counts.get(k, 0) for s in stats) for k in stats[0].counts}
        global_bytes_read = sum(s.global_bytes_read for s in stats)
        global_bytes_written = sum(s.global_bytes_written for s in stats)
        global_unique_bytes_read = sum(s.global_unique_bytes_read for s in stats)
        global_unique_bytes_written = sum(s.global_unique_bytes_written for s in stats)
        lds_bytes = sum(s.lds_bytes for s in stats)
    return S


def run_decode_shape(arch: str, b: int, hq: int, hkv: int, sq: int, skv: int, d: int, path: str) -> dict:
    """One decode shape through the op's launcher: ``path`` 'decode' (the dispatch rule) or 'forward'."""
    q = torch.randn(b, hq, sq, d).to(torch.bfloat16)
    k, v = (torch.randn(b, hkv, skv, d).to(torch.bfloat16) for _ in range(2))
    out, lse = torch.empty_like(q), torch.empty(b, hq, sq)
    group, parts = hq // hkv, AD.decode_partials(b, hkv, sq, skv, hq // hkv, False)
    real = AD.decode_partials
    if path == "forward":
        AD.decode_partials = lambda *a, **kw: 0
    try:
        with _config.override(arch=arch):
            A.launch_attention(q, k, v, out, lse, False, d ** -0.5, group)  # compile + warm
            t = time.perf_counter()
            st = A.launch_attention(q, k, v, out, lse, False, d ** -0.5, group)
            seconds = time.perf_counter() - t
    finally:
        AD.decode_partials = real
    stats = st if isinstance(st, list) else [st]
    if path == "forward":
        p = A.plan_for("bf16", d, sq, False, group)
        ck, waves = A.attn_fwd.compile("bf16", d, p.waves, p.bn, False, group, arch=arch), p.waves
    else:
        qt = AD.query_tiles(group * sq)
        consts = ("bf16", d, sq, group, qt, AD._block_keys(d, qt), False)
        ck, waves = AD.split_kernel(arch, *consts).compile(*consts, arch=arch), qt
    ref = torch.nn.functional.scaled_dot_product_attention(q.double(), k.double(), v.double(), enable_gqa=True)
    assert (out.double() - ref).abs().max() < 3e-2
    minimum = (q.numel() + k.numel() + v.numel() + out.numel()) * 2 + lse.numel() * 4
    # ck.vgprs is the unified VGPR + AGPR count; summarize (occupancy) adds the AGPRs itself
    r = summarize(_sum_stats(stats), minimum, ck.vgprs - ck.agprs, ck.agprs, ck.sgprs, ck.lds_bytes, waves, arch,
                  seconds)
    first = {k: v for k, v in stats[0].counts.items() if k != "total"}
    r.update(partials=parts if path == "decode" else 0, waves=stats[0].waves,
             split_mfma_fraction=first["mfma"] / sum(first.values()))
    return r


def main_decode(arch: str) -> None:
    rows = []
    head = f"{'shape (B,Hq,Hkv,Sq,Skv,D)':28} {'path':8} " + " ".join(f"{c[1]:>10}" for c in DECODE_COLUMNS)
    print(head)
    print("-" * len(head))
    for shape in DECODE_SHAPES:
        for path in ("decode", "forward"):
            r = run_decode_shape(arch, *shape, path)
            rows.append({"shape": list(shape), "path": path, **r})
            cells = " ".join(f"{c[2].format(r[c[0]]):>10}" for c in DECODE_COLUMNS)
            print(f"{str(shape):28} {path:8} {cells}", flush=True)
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"attention_decode_{arch}.json"
    meta = {"arch": arch, "python": platform.python_version(), "torch": torch.__version__,
            "note": "simulator statistics (instruction counts summed over waves and over the split and combine "
                    "kernels), not GPU timings; global_vs_min counts K/V once per kv head"}
    path.write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    print(f"wrote {path}")
    write_chart("attention")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", default="gfx942", choices=("gfx942", "gfx950"))
    ap.add_argument("--decode", action="store_true", help="the split-KV decode rows instead")
    ap.add_argument("--seed", type=int, default=0, help="torch.manual_seed of the inputs")
    args = ap.parse_args()
    if args.decode:
        main_decode(args.arch)
        return
    torch.manual_seed(args.seed)
    rows = []
    head = f"{'shape (B,H,S,D,causal)':26} {'kernel':10} " + " ".join(f"{c[1]:>10}" for c in COLUMNS)
    print(head)
    print("-" * len(head))
    for b, h, s, d, causal in SHAPES:
        q, k, v = (torch.randn(b, h, s, d).to(torch.bfloat16) for _ in range(3))
        ours, peer = run_ours(args.arch, q, k, v, causal), run_flash(args.arch, q, k, v, causal)
        ours.update(config="-", instr_vs_peer=ours["instructions"] / peer["instructions"],
                    predicted_vs_peer=ours["predicted_us"] / peer["predicted_us"])
        for name, r in (("cdna", ours), ("flash peer", peer)):
            rows.append({"shape": [b, h, s, d, causal], "kernel": name, **r})
            cells = " ".join(f"{c[2].format(r[c[0]]) if c[0] in r else '-':>10}" for c in COLUMNS)
            print(f"{str((b, h, s, d, causal)):26} {name:10} {cells}", flush=True)
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"attention_{args.arch}.json"
    meta = {"arch": args.arch, "python": platform.python_version(), "torch": torch.__version__, "seed": args.seed,
            "peer": "benchmarks/flash_peer.py (tuned Triton flash attention)", "peer_ranking": RANKING,
            "note": "simulator statistics (instruction counts summed over waves), not GPU timings; predicted_us: "
                    f"the timing model's prediction on {TIMING_GPU[args.arch]}, not a measurement"}
    path.write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    print(f"wrote {path}")
    write_chart("attention")


if __name__ == "__main__":
    main()

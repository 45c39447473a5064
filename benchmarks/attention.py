"""Flash-attention forward on the simulator: torch_cdna's DSL kernel vs Triton's flash-attention forward (the
peer kernel of tests/sim/peer/k_matmul.py, compiled here for the same arch and shapes), side by side.

Per shape and kernel: MFMA instructions as a fraction of all issued instructions (summed over waves), global
bytes moved vs the minimum (Q, K, V read once, O written once, plus lse for ours), LDS bytes moved, VGPRs /
AGPRs, occupancy (waves per SIMD from registers and LDS), and simulator wall time per launch (the assembly's
execution on the CPU, excluding compilation). Nothing here is a GPU measurement.

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
"""

from __future__ import annotations

import argparse
import json
import math
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
from benchmarks.report import write_chart  # noqa: E402
from torch_cdna import _config, sim  # noqa: E402
from torch_cdna.asm.emit import occupancy  # noqa: E402
from torch_cdna.ops.kernels import attention as A  # noqa: E402
from torch_cdna.ops.kernels import attention_decode as AD  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
SHAPES = [  # (B, H, S, D, causal)
    (1, 2, 128, 64, False), (1, 2, 256, 64, False), (1, 2, 256, 64, True),
    (1, 2, 128, 128, False), (1, 2, 256, 128, False), (1, 2, 256, 128, True),
]
LDS_PER_CU = {"gfx942": 65536, "gfx950": 163840}


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


def run_ours(arch: str, b: int, h: int, s: int, d: int, causal: bool) -> dict:
    q, k, v = (torch.randn(b, h, s, d).to(torch.bfloat16) for _ in range(3))
    out, lse = torch.empty_like(q), torch.empty(b, h, s)
    p = A.plan_for("bf16", d, s, causal, 1)
    with _config.override(arch=arch):
        A.launch_attention(q, k, v, out, lse, causal, d ** -0.5, 1)  # compile + warm
        t = time.perf_counter()
        st = A.launch_attention(q, k, v, out, lse, causal, d ** -0.5, 1)
        seconds = time.perf_counter() - t
    ck = A.attn_fwd.compile("bf16", d, p.waves, p.bn, causal, 1, arch=arch)
    ref = torch.nn.functional.scaled_dot_product_attention(q.double(), k.double(), v.double(), is_causal=causal)
    assert (out.double() - ref).abs().max() < 3e-2
    minimum = 4 * q.numel() * 2 + lse.numel() * 4
    return summarize(st, minimum, ck.vgprs, ck.agprs, ck.sgprs, ck.lds_bytes, p.waves, arch, seconds)


def _directive(text: str, name: str) -> int:
    m = re.search(rf"\.{name}:\s+(\d+)", text)
    return int(m.group(1)) if m else 0


def run_triton(arch: str, b: int, h: int, s: int, d: int, causal: bool) -> dict:
    import triton
    from triton.backends.compiler import GPUTarget
    from tests.sim.peer.k_matmul import attn_fwd
    bm, bn, warps = 64, (64 if causal else 32), 4
    sig = {"q_ptr": "*bf16", "k_ptr": "*bf16", "v_ptr": "*bf16", "o_ptr": "*bf16", "sm_scale": "fp32",
           "N_CTX": "i32"}
    src = triton.compiler.ASTSource(fn=attn_fwd, signature=sig, constexprs={"BLOCK_M": bm, "BLOCK_N": bn,
                                    "HEAD_DIM": d, "CAUSAL": causal})
    ck = triton.compile(src, target=GPUTarget("hip", arch, 64), options={"num_warps": warps})
    text, shared = ck.asm["amdgcn"], int(ck.metadata.shared)
    q, k, v = (torch.randn(b * h, s, d).to(torch.bfloat16) for _ in range(3))
    out = torch.empty_like(q)
    grid, args = (s // bm, b * h), [q, k, v, out, d ** -0.5, s]
    kw = {"shared_mem": shared} if shared else {}
    sim.launch(text, "attn_fwd", grid, (64 * warps,), args, arch=arch, **kw)
    t = time.perf_counter()
    st = sim.launch(text, "attn_fwd", grid, (64 * warps,), args, arch=arch, **kw)
    seconds = time.perf_counter() - t
    ref = torch.nn.functional.scaled_dot_product_attention(q.double(), k.double(), v.double(), is_causal=causal)
    assert (out.double() - ref).abs().max() < 3e-2
    vg, ag, sg = _directive(text, "vgpr_count"), _directive(text, "agpr_count"), _directive(text, "sgpr_count")
    return summarize(st, 4 * q.numel() * 2, vg, ag, sg, shared, warps, arch, seconds)


COLUMNS = [("mfma_fraction", "MFMA frac", "{:.3f}"), ("instructions", "instrs", "{}"),
           ("global_vs_min", "glob/min", "{:.2f}"), ("unique_vs_min", "uniq/min", "{:.2f}"), ("lds_bytes", "LDS bytes", "{}"), ("vgprs", "VGPR", "{}"),
           ("agprs", "AGPR", "{}"), ("occupancy", "occ", "{}"), ("sim_seconds", "sim s", "{:.2f}")]


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
    args = ap.parse_args()
    if args.decode:
        main_decode(args.arch)
        return
    rows = []
    head = f"{'shape (B,H,S,D,causal)':26} {'kernel':8} " + " ".join(f"{c[1]:>10}" for c in COLUMNS)
    print(head)
    print("-" * len(head))
    for shape in SHAPES:
        for name, fn in (("cdna", run_ours), ("triton", run_triton)):
            r = fn(args.arch, *shape)
            rows.append({"shape": list(shape), "kernel": name, **r})
            cells = " ".join(f"{c[2].format(r[c[0]]):>10}" for c in COLUMNS)
            print(f"{str(shape):26} {name:8} {cells}", flush=True)
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"attention_{args.arch}.json"
    meta = {"arch": args.arch, "python": platform.python_version(), "torch": torch.__version__,
            "note": "simulator statistics (instruction counts summed over waves), not GPU timings"}
    path.write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()

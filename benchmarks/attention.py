"""Flash-attention forward on the simulator: torch_cdna's DSL kernel vs Triton's flash-attention forward (the
peer kernel of tests/sim/peer/k_matmul.py, compiled here for the same arch and shapes), side by side.

Per shape and kernel: MFMA instructions as a fraction of all issued instructions (summed over waves), global
bytes moved vs the minimum (Q, K, V read once, O written once, plus lse for ours), LDS bytes moved, VGPRs /
AGPRs, occupancy (waves per SIMD from registers and LDS), and simulator wall time per launch (the assembly's
execution on the CPU, excluding compilation). Nothing here is a GPU measurement.

Run: ``python benchmarks/attention.py [--arch gfx942]`` (prints a table; writes
benchmarks/results/attention_<arch>.json).
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

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import torch  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from torch_cdna import _config, sim  # noqa: E402
from torch_cdna.asm.emit import occupancy  # noqa: E402
from torch_cdna.ops.kernels import attention as A  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
SHAPES = [  # (B, H, S, D, causal)
    (1, 2, 128, 64, False), (1, 2, 256, 64, False), (1, 2, 256, 64, True),
    (1, 2, 128, 128, False), (1, 2, 256, 128, False), (1, 2, 256, 128, True),
]
LDS_PER_CU = {"gfx942": 65536, "gfx950": 163840}


def lds_occupancy(arch: str, lds: int, waves_per_group: int) -> int:
    """Waves per SIMD the LDS allows (workgroups per CU x waves per workgroup / 4 SIMDs)."""
    if lds == 0:
        return 8
    return max(0, min(8, LDS_PER_CU[arch] // lds * waves_per_group // 4))


def summarize(stats, minimum: int, vgprs: int, agprs: int, sgprs: int, lds: int, waves: int, arch: str,
              seconds: float) -> dict:
    counts = {k: v for k, v in stats.counts.items() if k != "total"}
    total = sum(counts.values())
    moved = stats.global_bytes_read + stats.global_bytes_written
    return {"mfma_fraction": counts["mfma"] / total, "instructions": total, "mfma": counts["mfma"],
            "valu": counts["valu"], "lds_ops": counts["lds"], "global_bytes": moved, "min_global_bytes": minimum,
            "global_vs_min": moved / minimum, "lds_bytes": stats.lds_bytes, "vgprs": vgprs, "agprs": agprs,
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
           ("global_vs_min", "glob/min", "{:.2f}"), ("lds_bytes", "LDS bytes", "{}"), ("vgprs", "VGPR", "{}"),
           ("agprs", "AGPR", "{}"), ("occupancy", "occ", "{}"), ("sim_seconds", "sim s", "{:.2f}")]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", default="gfx942", choices=("gfx942", "gfx950"))
    args = ap.parse_args()
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

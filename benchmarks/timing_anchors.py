"""The timing model against AMD's published numbers: AITER's own fmha_v3 attention kernels (forward and a16
backward, bf16, BSHD, D=128, GQA) and asm MXFP4 GEMMs (``f4gemm_bf16_per1x32Fp4_BpreShuffle_*``, MI355X) run
through ``sim.launch(..., timing=GPU)`` at the shapes AMD published, and a streaming copy against the
achievable bandwidth issue 17 quotes. Nothing here is fitted: every GPU parameter comes from
``isa/targets.py`` with its source, the same for every kernel.

Method:
- The code objects are AITER's, from the ``amd-aiter`` wheel (fetched into the cache, never committed); the
  argument layouts and grids are AITER's launchers' (``tests/sim/aiter/layouts.py``).
- Inputs are random bf16 at the full published shape; ``sample="auto"`` simulates the workgroups of one CU's
  queue needed to extrapolate (``sim/timing/model.py``), so the other workgroups' outputs are not computed.
- TFLOPs = 4·B·Hq·S²·D / t (halved when causal) for the forward, 2.5x that for the backward (its five GEMMs
  against the forward's two: the convention of flash-attention benchmarks; AITER's README states no formula).
  The backward's time is the main kernel's (gfx950: plus its dq_shuffle kernel); the small dO·O preprocessing
  kernel that AITER also runs is not in the wheel and not counted.
- The copy kernel (``tests/sim/timing/kernels.py``) moves 16 bytes per work-item; TB/s = bytes read + written
  over the predicted time.
- GEMM anchors: the times AMD's tuner measured for the wheel's own asm f4gemm code objects, shipped in the same
  wheel (``aiter/configs/a4w4_blockscale_tuned_gemm.csv``, rows with ``cu_num`` 256 and an ``f4gemm`` kernel,
  ``splitK`` 0). The CSV names no product; 256 CUs is MI350X or MI355X, and its best row (5781 TFLOPs) is
  above the best MI350X figure of a later AITER tuning PR for these GEMMs (5094, ROCm/aiter PR 2037) and at
  its MI355X figure (5775), so the rows are taken as MI355X. Each anchor runs the row's kernel at the row's (M, N, K)
  with the launcher's grid (``asm_gemm_a4w4.cu``: N/tileN x M/tileM workgroups of 256 lanes, log2_k_split 0);
  inputs are random fp4 with E8M0 scales near 1 (values do not steer the kernel). TFLOPs = 2·M·N·K / t.
  Which rows: the N=8192, K=28672 rows for M = 16..1024 (one tile kernel each, from 32x128 to 128x256:
  decode to prefill on one weight) and two 256x256 rows with more than one workgroup per CU; chosen by
  simulation cost (a few minutes each on 2 cores), before their predictions were known, except M=64, added
  after M=16's error was seen (docs/timing-model.md, "GEMM anchors").

Usage:
    python -m benchmarks.timing_anchors             # every anchor (about 25-35 minutes on 2 cores)
    python -m benchmarks.timing_anchors --quick     # the two smallest attention anchors, the copies, one GEMM
Writes ``benchmarks/results/timing_anchors.json``, its chart, and the table in ``docs/timing-model.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import torch

from torch_cdna import sim
from torch_cdna.asm import codeobject

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tests.sim.aiter import layouts as L, wheel  # noqa: E402
from tests.sim.timing.kernels import stream_copy  # noqa: E402
from benchmarks.report import replace_between  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "timing_anchors.json"
DOC = ROOT / "docs" / "timing-model.md"
START, END = "<!-- anchors:start -->", "<!-- anchors:end -->"
BF16 = torch.bfloat16
GPU = {"gfx942": "mi300x", "gfx950": "mi355x"}


@dataclass(frozen=True)
class Anchor:
    """One published figure: ``kind`` fwd/bwd/copy, shape, the GPU, and AMD's number (TFLOPs or TB/s)."""

    kind: str
    gpu: str
    published: float
    batch: int = 1
    hq: int = 1
    hk: int = 1
    seqlen: int = 0
    causal: bool = False
    source: str = "ROCm/aiter op_tests/cpp/mha/README.md @0403bcd"
    gemm: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)  # f4gemm: M, N, K, tileM, tileN

    @property
    def label(self) -> str:
        if self.kind == "copy":
            return f"stream copy {self.gpu}"
        if self.kind == "f4gemm":
            m, n, k, tm, tn = self.gemm
            return f"f4gemm {m}x{n}x{k} {tm}x{tn} {self.gpu}"
        return (f"fmha {self.kind} B{self.batch} H{self.hq}/{self.hk} S{self.seqlen}"
                f"{' causal' if self.causal else ''} {self.gpu}")


ANCHORS = (
    Anchor("fwd", "mi300x", 338.07, 1, 32, 8, 1024), Anchor("fwd", "mi355x", 613.48, 1, 32, 8, 1024),
    Anchor("fwd", "mi300x", 577.45, 8, 64, 8, 8192), Anchor("fwd", "mi355x", 1322.77, 8, 64, 8, 8192),
    Anchor("fwd", "mi300x", 550.67, 8, 64, 8, 8192, True), Anchor("fwd", "mi355x", 1311.955, 8, 64, 8, 8192, True),
    Anchor("fwd", "mi300x", 547.78, 1, 64, 8, 16384), Anchor("fwd", "mi355x", 1437.62, 1, 64, 8, 16384),
    Anchor("bwd", "mi300x", 537.04, 8, 64, 8, 8192), Anchor("bwd", "mi355x", 1182.59, 8, 64, 8, 8192),
    Anchor("copy", "mi300x", 3.9, source="issue 17 (streaming copy, MI300X)"),
    Anchor("copy", "mi325x", 4.3, source="issue 17 (streaming copy, MI325X)"),
)
F4GEMM_SOURCE = "amd-aiter 0.1.7.post2.dev18 wheel, aiter/configs/a4w4_blockscale_tuned_gemm.csv (cu_num 256)"
# (M, N, K, tileM, tileN, TFLOPs) of that CSV's rows (its `us` column: the TFLOPs' time).
F4GEMM_ROWS = ((16, 8192, 28672, 32, 128, 162.02), (64, 8192, 28672, 32, 128, 622.29),
               (128, 8192, 28672, 32, 128, 1240.24), (256, 8192, 28672, 64, 128, 2042.06),
               (384, 8192, 28672, 96, 128, 2604.46), (512, 8192, 28672, 128, 128, 3044.61),
               (1024, 8192, 28672, 128, 256, 4255.1), (4096, 8192, 8192, 256, 256, 4671.34),
               (16384, 16384, 4096, 256, 256, 4595.11))
ANCHORS = ANCHORS + tuple(Anchor("f4gemm", "mi355x", tf, source=F4GEMM_SOURCE, gemm=(m, n, k, tm, tn))
                          for m, n, k, tm, tn, tf in F4GEMM_ROWS)
QUICK = {0, 1, 10, 11, 14}  # + f4gemm M=128 (17 s)


def _arch(gpu: str) -> str:
    from torch_cdna.isa.targets import target
    return target(gpu).arch


def _launch(arch: str, rel: str, kernel: str, family: str, grid, block, gpu: str, sample: str = "auto", **fields):
    """``sample="auto"`` (the anchors) computes no outputs (``sim.launch``); "full" runs every workgroup."""
    path = wheel.hsa_dir(arch) / rel
    info = codeobject.find_kernel(path.read_bytes(), kernel)
    args = L.pack_args(family, meta=info.args, **fields)
    return sim.launch(path, kernel=kernel, grid=list(grid), block=list(block), args=args, arch=arch,
                      hazards="warn", timing=gpu, sample=sample, time_limit=0)


def _qkv(a: Anchor, d: int = 128):
    q = torch.empty(a.batch, a.seqlen, a.hq, d, dtype=BF16).normal_()
    k, v = (torch.empty(a.batch, a.seqlen, a.hk, d, dtype=BF16).normal_() for _ in range(2))
    return q, k, v


def run_fwd(a: Anchor) -> list:
    arch, d = _arch(a.gpu), 128
    q, k, v = _qkv(a)
    out = torch.full_like(q, float("nan"))
    lse = torch.full((a.batch, a.hq, a.seqlen), float("nan"))
    rel, kernel = L.fmha_fwd_kernel(arch, causal=a.causal)
    grid, block = L.grid_block("fmha_fwd", batch=a.batch, heads=a.hq, seqlen_q=a.seqlen, causal=a.causal)
    return [_launch(arch, rel, kernel, "fmha_fwd", grid, block, a.gpu,
                    **L.fmha_fwd_fields(q, k, v, out, lse, d ** -0.5, 256, a.causal))]


def run_bwd(a: Anchor) -> list:
    arch, d = _arch(a.gpu), 128
    q, k, v = _qkv(a)
    do = torch.empty_like(q).normal_()
    lse = torch.empty(a.batch, a.hq, a.seqlen).normal_()
    dsum = torch.empty(a.batch, a.hq, a.seqlen).normal_()
    dk, dv = (torch.full_like(q, float("nan")) for _ in range(2))  # per q head, as the launchers pass them
    if arch == "gfx942":
        dq = torch.zeros_like(q)
        grid, block = L.grid_block("fmha_bwd", batch=a.batch, heads=a.hq, seqlen_k=a.seqlen, causal=False)
        return [_launch(arch, "fmha_v3_bwd/bwd_hd128_bf16_a16_rtne.co", L.mangle("fmha_bwd_hd128_bf16_a16_rtne"),
                        "fmha_bwd", grid, block, a.gpu,
                        **L.fmha_bwd_gfx942_fields(q, k, v, do, dq, dk, dv, lse, dsum, d ** -0.5))]
    rows = -(-a.seqlen // 16) * 16
    dq_acc = torch.zeros(1, a.batch, a.hq, rows, d, dtype=BF16)
    dq = torch.full_like(q, float("nan"))
    name = "fmha_bwd_hd128_bf16_a16_psskddv"
    grid, block = L.grid_block("fmha_bwd_gfx950", batch=a.batch, heads=a.hq, seqlen_k=a.seqlen, causal=False)
    main = _launch(arch, f"fmha_v3_bwd/{name[5:]}.co", L.mangle(name), "fmha_bwd_gfx950", grid, block, a.gpu,
                   dq_acc=dq_acc, **L.fmha_bwd_gfx950_fields(q, k, v, do, dk, dv, lse, dsum, d ** -0.5, rows))
    e = 2
    grid, block = L.grid_block("fmha_bwd_dq_shuffle", batch=a.batch, heads=a.hq, seqlen_q=a.seqlen)
    shuffle = _launch(arch, "fmha_v3_bwd/bwd_hd128_dq_shuffle.co", L.mangle("fmha_bwd_hd128_dq_shuffle"),
                      "fmha_bwd_dq_shuffle", grid, block, a.gpu, dq_acc=dq_acc, dq=dq, Ts=64 * dq.stride(1) * e,
                      Hs_dq_acc=dq_acc.stride(2) * e, BAs_dq_acc=dq_acc.stride(1) * e,
                      Seqs_dq_acc=dq_acc.stride(3) * e, Hs_dq=dq.stride(2) * e, BAs_dq=dq.stride(0) * e,
                      Seqs_dq=dq.stride(1) * e, seqlen_q=a.seqlen, head_dim=d, qseq=0, qseq_padded=0,
                      max_seqlen_dq=rows)
    return [main, shuffle]


def f4gemm_inputs(m: int, n: int, k: int, gen: torch.Generator | None = None) -> dict:
    """Random packed fp4 ``a`` [m, k/2] and ``b`` [n, k/2], E8M0 scales ``sa``/``sb`` [rows, k/32] near 1 (their
    plain layout), and a NaN-poisoned bf16 ``out`` [m, n]."""
    a, b = (torch.randint(0, 256, (rows, k // 2), dtype=torch.uint8, generator=gen) for rows in (m, n))
    sa, sb = (torch.randint(124, 131, (rows, k // 32), dtype=torch.uint8, generator=gen) for rows in (m, n))
    return {"a": a, "b": b, "sa": sa, "sb": sb, "out": torch.full((m, n), float("nan"), dtype=BF16)}


def run_f4gemm(a: Anchor, inputs: dict | None = None, sample: str = "auto") -> list:
    """AITER's asm MXFP4 GEMM ``out[M, N] bf16 = (A * sA) @ (B * sB)^T`` at the anchor's shape and tile, packed
    as ``gemm_a4w4_asm`` packs it (B pre-shuffled, E8M0 scales in AITER's shuffled layout); ``inputs``: as
    ``f4gemm_inputs`` returns (default: fresh random ones); ``sample``: "full" to compute ``out``."""
    m, n, k, tm, tn = a.gemm
    x = inputs or f4gemm_inputs(m, n, k)
    sa, sb = L.e8m0_shuffle(x["sa"]), L.e8m0_shuffle(x["sb"])
    name = f"f4gemm_bf16_per1x32Fp4_BpreShuffle_{tm}x{tn}"
    grid, block = L.grid_block("f4gemm", M=m, N=n, tile_m=tm, tile_n=tn)
    return [_launch("gfx950", f"f4gemm/{name}.co", L.mangle(name), "f4gemm", grid, block, a.gpu, sample, D=x["out"],
                    A=x["a"], B=L.fp4_shuffle_b(x["b"]), alpha=1.0, beta=0.0, stride_D0=n, stride_D1=n,
                    stride_C0=n, stride_C1=n, stride_A0=k, stride_A1=k, stride_B0=k, stride_B1=k, M=m, N=n, K=k,
                    ScaleA=sa, ScaleB=sb, stride_ScaleA0=sa.stride(0), stride_ScaleA1=sa.stride(0),
                    stride_ScaleB0=sb.stride(0), stride_ScaleB1=sb.stride(0), log2_k_split=0)]


COPY_BYTES = 1 << 30  # read 1 GiB, write 1 GiB


def run_copy(a: Anchor) -> list:
    text, name = stream_copy(_arch(a.gpu))
    src = torch.empty(COPY_BYTES // 4, dtype=torch.int32)
    dst = torch.empty_like(src)
    return [sim.launch(text, name, [COPY_BYTES // 4096], [256], [src, dst], timing=a.gpu, sample="auto")]


def _flops(a: Anchor) -> float:
    if a.kind == "f4gemm":
        m, n, k = a.gemm[:3]
        return 2.0 * m * n * k
    return 4 * a.batch * a.hq * a.seqlen ** 2 * 128 / (2 if a.causal else 1) * (2.5 if a.kind == "bwd" else 1)


def measure(a: Anchor) -> dict:
    start = time.perf_counter()
    stats = {"fwd": run_fwd, "bwd": run_bwd, "copy": run_copy, "f4gemm": run_f4gemm}[a.kind](a)
    wall = time.perf_counter() - start
    us = sum(s.timing.microseconds for s in stats)
    if a.kind == "copy":
        predicted = 2 * COPY_BYTES / (us * 1e-6) / 1e12
    else:
        predicted = _flops(a) / (us * 1e-6) / 1e12
    main = stats[0].timing
    return {"label": a.label, "kind": a.kind, "gpu": a.gpu, "published": a.published, "predicted": predicted,
            "error": predicted / a.published - 1, "unit": "TB/s" if a.kind == "copy" else "TFLOPs",
            "microseconds": us, "clock_mhz": main.clock_mhz, "mfma_busy": main.mfma_busy, "bound": main.bound,
            "occupancy": main.occupancy, "simulated": main.simulated_workgroups, "workgroups": main.workgroups,
            "top_stalls": sorted(((k, round(v, 3)) for k, v in main.stalls.items() if v), key=lambda kv: -kv[1])[:3],
            "source": a.source, "sim_seconds": round(wall, 1)}


def table(rows: list[dict]) -> str:
    lines = ["| anchor | published | predicted | error | clock MHz | MFMA busy | bound | top stalls | sim s |",
             "|---|---:|---:|---:|---:|---:|---|---|---:|"]
    for r in rows:
        stalls = ", ".join(f"{k} {v:.0%}" for k, v in r["top_stalls"])
        lines.append(f"| {r['label']} | {r['published']:.4g} {r['unit']} | {r['predicted']:.4g} | {r['error']:+.0%} | "
                     f"{r['clock_mhz']:.0f} | {r['mfma_busy']:.0%} | {r['bound']} | {stalls} | {r['sim_seconds']} |")
    within = sum(abs(r["error"]) <= 0.20 for r in rows)
    lines.append(f"\n{within} of {len(rows)} anchors within ±20%.")
    return "\n".join(lines)


def chart(rows: list[dict], path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(10, 0.45 * len(rows) + 1.5))
    ys = range(len(rows))
    ax.barh([y + 0.2 for y in ys], [r["error"] * 100 for r in rows], height=0.4, color="tab:blue")
    ax.axvspan(-20, 20, color="tab:green", alpha=0.1, label="±20% goal")
    ax.set_yticks(list(ys), [r["label"] for r in rows], fontsize=8)
    ax.axvline(0, color="black", lw=0.8)
    ax.set_xlabel("predicted / published - 1 (%)")
    ax.set_title("Timing model vs AMD's published numbers (AITER fmha_v3, f4gemm, stream copy)")
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_doc(rows: list[dict]) -> None:
    DOC.write_text(replace_between(DOC.read_text(), START, END, table(rows)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="the two smallest attention anchors, the copies and one GEMM")
    parser.add_argument("--only", default=None, help="anchors whose label contains this text")
    ns = parser.parse_args(argv)
    torch.manual_seed(0)
    chosen = [a for i, a in enumerate(ANCHORS) if (not ns.quick or i in QUICK) and (ns.only is None or ns.only in a.label)]
    old = {r["label"]: r for r in json.loads(RESULTS.read_text())} if RESULTS.exists() else {}
    for a in chosen:
        r = measure(a)
        old[a.label] = r
        print(f"{r['label']:<42} published {r['published']:>8.4g} {r['unit']:<6} predicted {r['predicted']:>8.4g} "
              f"({r['error']:+.0%}), {r['sim_seconds']} s", flush=True)
    rows = [old[a.label] for a in ANCHORS if a.label in old]
    RESULTS.write_text(json.dumps(rows, indent=1) + "\n")
    chart(rows, RESULTS.with_suffix(".png"))
    write_doc(rows)
    print()
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

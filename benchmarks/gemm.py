"""``cdna::gemm`` beside the strongest GEMM peers that run on the simulator: Inductor's own ``mm`` template (what
``torch.compile(mode="max-autotune")`` generates on ROCm) and AITER's hand-written asm bf16 GEMM. **Counts, not
times**: every kernel executes on the simulator; nothing was measured on a GPU, and no time is predicted: the
timing model's GEMM anchors (``docs/timing-model.md``: AITER's asm MXFP4 GEMMs on MI355X) hold within ±20% only
when every CU is busy with a moderate MFMA load, and are +62% optimistic for a decode launch on a quarter of
the CUs, the kind of launch most rows here are.

Problem: ``out = a @ w.t()``, a [M, K] and w [N, K] bf16 row-major (an nn.Linear weight), at decode (M = 1,
16), prefill (M = 256) and ragged shapes, on gfx942 (MI300X) and gfx950 (MI355X).

Rows of ours: **cdna::gemm** as ``gemm.RULE`` picks (M <= 16: the 16x16-MFMA ``s16``/``s16k`` tile; a grid
under half the CUs: split-K, ``(S K slices + reduce)``: the slice kernel's and the reduce kernel's counts summed,
``cu_instr`` as the two launches one after the other), and for M <= 32 each other decode config **[forced]**
(``m32``: the rule's pick before the 16-row and split-K configs existed) so that the configs compare on one
shape. Whether split-K pays on a GPU depends on times the counts do not give (the reduce launch, the fp32
partials' traffic against more CUs reading b); the rule's threshold (grid <= CUs / 2) is a count argument,
not a measured one.

Peers:
- **Inductor** (``benchmarks.gemm_inductor``): plain ``torch.compile`` calls ``extern_kernels.mm`` (the
  platform BLAS, hipBLASLt/rocBLAS: a closed library the simulator cannot run); ``mode="max-autotune"`` adds
  the Triton ``mm`` template at each ROCm config. Each template candidate was captured (committed in
  ``benchmarks/data/inductor_mm_<arch>.json``) and every one is run; rows: *Inductor first* (candidate 0, the
  first of ``ROCmConfigHeuristic.mm_configs`` that survives) and *Inductor best* (fewest ``cu_instr``, the
  benchmark's metric; Inductor would pick by GPU time, which we lack).
- **AITER** (``benchmarks.gemm_aiter``): ``bf16gemm_outf32_tn_{32,48,64,96}x64_pf3.co`` as its launcher selects
  (tile and split-K from the CU count). It writes float32 (its launcher's only output); it needs N and K
  multiples of 64, and its automatic split-K is only right when K/64 >= split (checked here: at M=16,
  N=256, K=256 the launcher's split 64 leaves errors of ~2e3), so the shapes use K = 2048/4096 and rows
  outside its range say why.
- The hand-written Triton ``tl.dot`` peer of earlier versions is dropped: Inductor's template is the same
  algorithm with Inductor's own configs and hints, which is the stronger and the more honest peer.

Columns: ``workgroups``; ``instructions`` (executed wave-instructions summed over the launch); ``cu_instr``
(those on the busiest CU: instructions per workgroup x ceil(workgroups / CUs), CUs = 304 (MI300X) or 256
(MI355X); a count that sees whether a kernel spreads over the chip, not a time); ``mfma`` (MFMA
wave-instructions), ``mfma_cycles`` (matrix-pipe cycles those MFMAs occupy: passes x 4 each, summed over
waves; the launch needs at least ``mfma_cycles / (4 SIMDs x CUs)`` cycles, given as ``mfma_floor_cyc``),
``mfma_useful`` (2MNK / the FLOPs the issued MFMAs compute: below 1 means padded tiles), global bytes read and
written (every access), LDS bytes, and the max abs error against a float64 product (bf16 outputs are rounded:
|error| up to ~1 bf16 ulp of the largest output; AITER's f32 output is exact to f32 rounding). **MFMA
utilisation** (MFMA busy cycles / kernel cycles) needs a time the model does not validate for these GEMMs, so it is
not given; ``mfma_floor_cyc`` is a count-derived lower bound, not a prediction.

Usage:
    python -m benchmarks.gemm                        # both archs, SHAPES; writes results/gemm.{json,png}, docs
    python -m benchmarks.gemm --arch gfx942 --shapes 16x64x64
    python -m benchmarks.gemm --peers ours,configs     # our rows only (the peers' rows kept from the last run)
    python -m benchmarks.gemm --capture              # re-capture Inductor's mm records (child processes)

Example:
    >>> rows = measure("gfx942", (16, 64, 64))   # doctest: +SKIP
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any, Callable

import torch

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import gemm_inductor as GI  # noqa: E402
from benchmarks.report import replace_between  # noqa: E402

SHAPES = ((1, 256, 4096), (16, 256, 4096), (256, 256, 2048), (70, 72, 40))
CAPTURED = SHAPES + ((16, 64, 64),)  # + the test's shape
ARCHS = ("gfx942", "gfx950")
CUS = {"gfx942": 304, "gfx950": 256}
RESULTS = ROOT / "benchmarks" / "results" / "gemm.json"
DOC = ROOT / "docs" / "benchmarks.md"
START, END = "<!-- gemm:start -->", "<!-- gemm:end -->"
COLS = ("kernel", "workgroups", "instructions", "cu_instr", "mfma", "mfma_cycles", "mfma_floor_cyc", "mfma_useful",
        "read", "written", "lds_bytes", "out", "max_err")


def mfma_work(stats: Any, arch: str) -> tuple[int, int]:
    """(matrix-pipe cycles, multiply-add FLOPs) of the MFMAs a launch executed, from its mnemonic counts."""
    from torch_cdna.isa.hazards import mfma_passes
    from torch_cdna.isa.mfma import shape_of
    cycles = flops = 0
    for name, count in stats.mnemonics.items():
        if name.startswith("v_mfma"):
            sh = shape_of(name)
            cycles += count * 4 * mfma_passes(name, arch)
            flops += count * 2 * sh.m * sh.n * sh.k * sh.blocks
    return cycles, flops


def _row(who: str, arch: str, shape: tuple[int, int, int], stats: list, out: torch.Tensor,
         ref: torch.Tensor) -> dict:
    m, n, k = shape
    cycles, flops = map(sum, zip(*(mfma_work(s, arch) for s in stats)))
    # busiest CU: equal workgroups dealt round-robin, ceil(workgroups / CUs) of them on CU 0
    cu_instr = sum(math.ceil(s.total / s.workgroups * math.ceil(s.workgroups / CUS[arch])) for s in stats)
    return dict(kernel=who, workgroups=sum(s.workgroups for s in stats), instructions=sum(s.total for s in stats),
                cu_instr=cu_instr, mfma=sum(s.counts["mfma"] for s in stats),
                mfma_cycles=cycles, mfma_floor_cyc=math.ceil(cycles / (4 * CUS[arch])),
                mfma_useful=round(2 * m * n * k / flops, 3) if flops else 0.0,
                read=sum(s.global_bytes_read for s in stats), written=sum(s.global_bytes_written for s in stats),
                lds_bytes=sum(s.lds_bytes for s in stats), out=str(out.dtype).split(".")[-1],
                max_err=float((out.double() - ref).abs().max()))


def _ours(arch: str, a: torch.Tensor, w: torch.Tensor, rule: tuple[str, ...] | None = None
          ) -> tuple[list, torch.Tensor, str]:
    """cdna::gemm's launches (one, or split-K's two) with ``gemm.RULE`` (or ``rule`` in its place)."""
    from torch_cdna import _config
    from torch_cdna.ops.kernels import gemm as K
    m, k = a.shape
    out = torch.full((m, w.shape[0]), float("nan"), dtype=torch.bfloat16)
    saved = K.RULE
    try:
        K.RULE = rule or saved
        cfg = K.config_for(m, w.shape[0], k, arch)
        with _config.override(arch=arch):
            stats = K.launch_gemm(a, w.t(), None, out)
    finally:
        K.RULE = saved
    split = K.split_count(cfg, m, w.shape[0], k, arch)
    label = f"cdna::gemm {cfg.name}" + (f" ({split} K slices + reduce)" if split > 1 else "")
    return stats if isinstance(stats, list) else [stats], out, label


def config_rows(arch: str, shape: tuple[int, int, int], a: torch.Tensor, w: torch.Tensor,
                ref: torch.Tensor) -> list[dict]:
    """cdna::gemm with each decode config forced (M <= 32: the one-pass m32 that was the rule's pick before the
    16-row and split-K configs, s16, and the split-K ones where they split), besides the rule's own row; rows
    the rule already gives are left out."""
    from torch_cdna.ops.kernels import gemm as K
    m, n, k = shape
    if m > 32:
        return []
    picked = K.config_for(m, n, k, arch).name
    rows = []
    for name in ("m32", "s16", "s16k", "m32k"):
        c = K.ALL_CONFIGS[name]
        if name == picked or m > c.max_m or (c.splits > 1 and K.split_count(c, m, n, k, arch) == 1):
            continue
        stats, out, label = _ours(arch, a, w, (name, *K.RULE))
        rows.append(_row(label + " [forced]", arch, shape, stats, out, ref))
    return rows


def inductor_rows(arch: str, shape: tuple[int, int, int], a: torch.Tensor, w: torch.Tensor,
                  ref: torch.Tensor) -> list[dict]:
    """Every captured template candidate run; rows for candidate 0 and for the one with the fewest instructions
    on the busiest CU (``cu_instr``; ties: fewer instructions in all, then the lower index)."""
    m, n, _ = shape
    rows = []
    for i, desc in enumerate(GI.candidates(arch, *shape)):
        out = torch.full((m, n), float("nan"), dtype=torch.bfloat16)
        stats = GI.run_candidate(arch, a, w, out, i)
        cfg = dict(kv.split("=") for kv in desc.replace(" ", "").split(","))
        label = (f"BM{cfg['BLOCK_M']} BN{cfg['BLOCK_N']} BK{cfg['BLOCK_K']} w{cfg['num_warps']} "
                 f"wpe{cfg['waves_per_eu']}")
        rows.append(_row(f"Inductor #{i}/{len(GI.candidates(arch, *shape))} {label}", arch, shape, stats, out, ref))
        print(f"  {arch} {shape} {rows[-1]['kernel']}: {rows[-1]['instructions']} instructions", file=sys.stderr,
              flush=True)
    best = min(range(len(rows)), key=lambda i: (rows[i]["cu_instr"], rows[i]["instructions"], i))
    first = {**rows[0], "kernel": rows[0]["kernel"].replace("Inductor", "Inductor first"), "all_candidates": rows}
    fewest = {**rows[best], "kernel": rows[best]["kernel"].replace("Inductor", "Inductor best")}
    return [first, fewest]


def aiter_row(arch: str, shape: tuple[int, int, int], a: torch.Tensor, w: torch.Tensor,
              ref: torch.Tensor) -> dict | None:
    """AITER's row, or a row saying why it is absent (shape outside the launcher's range, wheel unavailable)."""
    from benchmarks import gemm_aiter as GA
    why = GA.supported(*shape)
    if why is None:
        _, tm, split = GA.select(arch, *shape)
        if split > shape[2] // 64:
            why = f"launcher's split-K {split} > K/64 (wrong results)"
    if why is None:
        out = torch.full(shape[:1] + shape[1:2], float("nan"), dtype=torch.float32)
        try:
            stats, label = GA.run(arch, a, w, out)
        except GA.Unavailable as exc:
            why = f"AITER wheel unavailable: {exc}"
        else:
            return _row(label, arch, shape, [stats], out, ref)
    return {"kernel": f"AITER bf16gemm: n/a ({why})"}


PEERS: dict[str, Callable[..., list[dict]]] = {
    "ours": lambda arch, shape, a, w, ref: [_row(label, arch, shape, stats, out, ref)
                                            for stats, out, label in [_ours(arch, a, w)]],
    "configs": config_rows,
    "inductor": inductor_rows,
    "aiter": lambda *args: [aiter_row(*args)],
}


def measure(arch: str, shape: tuple[int, int, int], seed: int = 0, peers: tuple[str, ...] = tuple(PEERS)) -> list[dict]:
    """Rows of ``peers`` on one (M, N, K): a, w ~ N(0, 1) in bf16 from ``seed``; reference in float64."""
    m, n, k = shape
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(m, k, generator=g).to(torch.bfloat16)
    w = torch.randn(n, k, generator=g).to(torch.bfloat16)
    ref = a.double() @ w.double().t()
    rows = []
    for p in peers:
        rows += [{"arch": arch, "shape": "x".join(map(str, shape)), "peer": p, **r}
                 for r in PEERS[p](arch, shape, a, w, ref)]
    return rows


def peer_of(row: dict) -> str:
    """The ``PEERS`` key of a row (rows written before rows carried it: from the kernel label)."""
    if "peer" in row:
        return row["peer"]
    kernel = row["kernel"]
    return "configs" if "[forced]" in kernel else "ours" if kernel.startswith("cdna::gemm") else \
        "inductor" if kernel.startswith("Inductor") else "aiter"


def table(rows: list[dict]) -> str:
    lines = ["| arch | M x N x K | " + " | ".join(COLS) + " |", "|---|---|" + "---|" + "---:|" * (len(COLS) - 1)]
    for r in rows:
        cells = [f"{r[c]:.3g}" if c == "max_err" and c in r else str(r.get(c, "-")) for c in COLS]
        lines.append(f"| {r['arch']} | {r['shape']} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def chart(rows: list[dict], path: Path) -> None:
    """Busiest-CU instructions and global bytes per kernel kind, one group per (arch, shape), log scale."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    kinds = (("cdna::gemm", "tab:green"), ("Inductor first", "tab:blue"), ("Inductor best", "tab:cyan"),
             ("AITER", "tab:red"))
    groups = sorted({(r["arch"], r["shape"]) for r in rows}, key=lambda g: (g[0], [int(v) for v in g[1].split("x")]))
    fig, axes = plt.subplots(2, 1, figsize=(11, 7), sharex=True)
    for ax, col, title in ((axes[0], "cu_instr", "wave-instructions on the busiest CU"),
                           (axes[1], "global_bytes", "global bytes moved (read + written)")):
        for j, (kind, color) in enumerate(kinds):
            xs, ys = [], []
            for gi, (arch, shape) in enumerate(groups):
                r = next((r for r in rows if r["arch"] == arch and r["shape"] == shape
                          and r["kernel"].startswith(kind) and "instructions" in r), None)
                if r:
                    xs.append(gi + (j - 1.5) * 0.2)
                    ys.append(r["cu_instr"] if col == "cu_instr" else r["read"] + r["written"])
            ax.bar(xs, ys, width=0.2, color=color, label=kind)
        ax.set_yscale("log")
        ax.set_ylabel(title)
    axes[0].legend(fontsize=8, ncol=4)
    axes[1].set_xticks(range(len(groups)), [f"{a}\n{s}" for a, s in groups], fontsize=8)
    axes[0].set_title("bf16 GEMM a @ w.t() on the simulator: counts, not times (missing bar: peer n/a)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_doc(rows: list[dict]) -> None:
    text = DOC.read_text()
    DOC.write_text(replace_between(text, START, END, table(rows)))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--arch", action="append", choices=ARCHS)
    p.add_argument("--shapes", default=None, help="e.g. 16x64x64,256x256x2048 (default: SHAPES)")
    p.add_argument("--capture", action="store_true", help="re-capture Inductor's mm records for CAPTURED")
    p.add_argument("--no-write", action="store_true", help="print only (no results/docs update)")
    p.add_argument("--peers", default=",".join(PEERS), help=f"comma list of {', '.join(PEERS)} (default: all); "
                   "rows of the others are kept from the last run")
    ns = p.parse_args(argv)
    peers = tuple(ns.peers.split(","))
    if not set(peers) <= set(PEERS):
        p.error(f"--peers {ns.peers}: choose from {', '.join(PEERS)}")
    archs = ns.arch or list(ARCHS)
    shapes = [tuple(int(v) for v in s.split("x")) for s in ns.shapes.split(",")] if ns.shapes else list(SHAPES)
    if ns.capture:
        GI.capture(archs, CAPTURED)
        return 0
    rows = []
    for arch in archs:
        for shape in shapes:
            rows += measure(arch, shape, peers=peers)
            print(table(rows[-4:]), flush=True)
    for r in rows:
        if "max_err" in r and not r["max_err"] < 0.05 * math.sqrt(int(r["shape"].split("x")[2])):
            raise AssertionError(f"gemm benchmark: {r['kernel']} on {r['arch']} {r['shape']} does not compute the "
                                 f"product (max error {r['max_err']})")
    if not ns.no_write:  # rows of (arch, shape, peer) not run now are kept from the last run
        done = {(r["arch"], r["shape"], r["peer"]) for r in rows} | {(a, "x".join(map(str, s)), p)
                                                                    for a in archs for s in shapes for p in peers}
        old = json.loads(RESULTS.read_text()) if RESULTS.exists() else []
        order = list(PEERS)
        rows = sorted([{**r, "peer": peer_of(r)} for r in old if (r["arch"], r["shape"], peer_of(r)) not in done]
                      + rows, key=lambda r: (r["arch"], [int(v) for v in r["shape"].split("x")],
                                             order.index(r["peer"])))
        RESULTS.write_text(json.dumps(rows, indent=1) + "\n")
        chart(rows, RESULTS.with_suffix(".png"))
        write_doc(rows)
    print("\n" + table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

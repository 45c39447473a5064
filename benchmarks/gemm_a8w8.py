"""8-bit GEMM with per-token x per-channel scales: ``cdna::scaled_mm`` (fp8) beside AITER's asm a8w8 GEMM
(``gemm_a8w8_m128_noSplitK.co``, int8), both run on the simulator, gfx942 (the wheel has that code object for
gfx942 only).

**Counts, not times.** Nothing was measured on a GPU and no time is predicted: the timing model
(``docs/timing-model.md``) is not validated for GEMMs, so its numbers would be unvalidated and are not given.

Problem: ``out[M, N] = (A @ B^T) * scale_a[M, 1] * scale_b[1, N] (+ bias[N])`` in bf16, A [M, K] and B [N, K]
8-bit. The two rows differ in element type: AITER's asm kernel is int8 x int8 (i32 accumulation, the i8 MFMA),
ours fp8 e4m3fnuz x e4m3fnuz (f32 accumulation, the fp8 MFMA); on MI300X both MFMAs have the same rate (2x
bf16's), so instruction, MFMA and byte counts compare, values do not (each row is checked against its own
float64 product). AITER's launcher (``gemm_a8w8_asm``) facts used here: B pre-shuffled with layout (32, 16)
(tiles of 32 rows x 16-byte chunks), strides lda = ldb = K (no padding), ldc = N * 2 bytes, grid
(N / 128, ceil(M / 128)) of 256 lanes, split-K off (the noSplitK object); it needs N % 128 == 0. It reads
scale_a for all 128 rows of a tile, so a, scale_a and out are padded to whole tiles here (M = 1 faulted on
the simulator without that).

K >= 384 for the AITER row: the kernel needs K >= 260. Each wave loads A row r at VGPR offset
``v + r * (K - 260)`` with instruction offset ``260 * r`` (rows 260 bytes apart in LDS); at K = 256 that VGPR
offset is negative for some lanes, which fails the buffer range check, so those A bytes read as 0 (rows 1-7 of
the tile come out wrong; ``tests/sim/aiter/test_a8w8.py`` reproduces float64 with exactly those bytes zeroed).
The range-check rule is LLVM's and piglit's for MUBUF negative offsets; not checked on hardware. The next
multiple of 128 is 384; rows with a smaller K are skipped with that reason.

Columns as ``benchmarks/moe.py`` (``launches``, ``workgroups``, ``instructions``, ``mfma``, ``bytes``,
``lds_bytes``, ``flops`` = 2MNK), ``mfma_passes`` (matrix-pipeline passes of 4 cycles: ``mfma_passes``) and
``max_err`` relative to the float64 product's largest value; ``config``
(ours): the ``kernels/scaled_mm.RULE`` tile and its K slices. Decode-sized M (1, 16) also gets the row
``cdna::scaled_mm fp8 32-row tile``: the same op with RULE cut to the one-pass 32x32 tiles (what M <= 32 ran
before the 16x16-MFMA and split-K configs), so the counts show what those configs change.

Usage:
    python -m benchmarks.gemm_a8w8 --shapes 128x256x512 --no-write

Example:
    >>> rows = measure("gfx942", (128, 128, 256))              # doctest: +SKIP
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import torch

from benchmarks.moe import capture, chart as _moe_chart, totals

RESULTS = Path(__file__).parent / "results" / "gemm_a8w8.json"
SHAPES = ((1, 512, 1024), (16, 1024, 2048), (128, 256, 512), (256, 512, 1024))
ONE_PASS_32 = ("f8m32", "f8t64", "f8t128")   # scaled_mm's rule before the 16-row and split-K configs
BF16 = torch.bfloat16
FP8 = torch.float8_e4m3fnuz
KERNEL = "gemm_a8w8_m128_noSplitK.co"
TILE_M, TILE_N = 128, 128
MIN_K = 384


class Unsupported(ValueError):
    """A problem the AITER row does not run (the reason is the row's ``skipped``)."""


def shuffle_b(w: torch.Tensor, rows: int = 32, chunk: int = 16) -> torch.Tensor:
    """B [N, K] of 1-byte elements in tiles of ``rows`` rows x 32 bytes, each tile stored chunk by chunk
    (``chunk`` bytes of every row, rows in order), AITER's layout (32, 16) for int8."""
    n, k = w.shape
    return (w.reshape(n // rows, rows, k // 32, 32 // chunk, chunk).permute(0, 2, 3, 1, 4).contiguous()
            .reshape(n, k))


def _err(out: torch.Tensor, ref: torch.Tensor) -> float:
    return float((out.double() - ref).abs().max() / ref.abs().max().clamp_min(1e-30))


def ours(arch: str, m: int, n: int, k: int, g: torch.Generator, rule: tuple[str, ...] | None = None
         ) -> tuple[list, float, dict]:
    """Our row: stats, error and the config (``rule``: a replacement for ``scaled_mm.RULE``)."""
    from torch_cdna import _config
    from torch_cdna.ops.kernels import scaled_mm as K
    if rule is not None and m > 32:
        raise Unsupported("the 32-row comparison row is for decode-sized M (<= 32) only")
    a = (torch.randn(m, k, generator=g) * 4).to(FP8)
    b = (torch.randn(n, k, generator=g) * 4).to(FP8)
    sa, sb = torch.rand(m, 1, generator=g) * 0.01 + 0.01, torch.rand(1, n, generator=g) * 0.01 + 0.01
    saved = K.RULE
    K.RULE = rule or saved
    try:
        n8, units = -(-n // 8) * 8, -(-k // 16) * 8
        cfg = K.config_for(m, n8, units, arch)
        splits = K.split_count(cfg, m, n8, units, arch)
        with _config.override(ops_impl="kernel", arch=arch), capture() as stats:
            out = torch.ops.cdna.scaled_mm(a, b.t(), sa, sb, out_dtype=BF16)
    finally:
        K.RULE = saved
    ref = (a.double() @ b.double().t()) * sa.double() * sb.double()
    return stats, _err(out, ref), {"config": cfg.name + (f" x{splits} K slices" if splits > 1 else "")}


def ours_32(arch: str, m: int, n: int, k: int, g: torch.Generator) -> tuple[list, float, dict]:
    return ours(arch, m, n, k, g, ONE_PASS_32)


def aiter(arch: str, m: int, n: int, k: int, g: torch.Generator) -> tuple[list, float]:
    from tests.sim.aiter import wheel
    from torch_cdna import sim
    from torch_cdna.asm import codeobject
    if n % TILE_N:
        raise ValueError(f"AITER a8w8: N={n} must be a multiple of {TILE_N}")
    if k < MIN_K:
        raise Unsupported(f"K={k} < {MIN_K}: AITER's a8w8 kernel needs K >= 260 (module docstring)")
    # a, scale_a and out padded to whole 128-row tiles: the kernel reads scale_a of all 128 rows (out of bounds
    # at M = 1 otherwise); rows past M are zeros and are not compared
    mp = -(-m // TILE_M) * TILE_M
    a = torch.zeros(mp, k, dtype=torch.int8)
    a[:m] = torch.randint(-8, 8, (m, k), generator=g, dtype=torch.int8)
    b = torch.randint(-8, 8, (n, k), generator=g, dtype=torch.int8)
    sa, sb = torch.rand(mp, 1, generator=g) * 0.01 + 0.01, torch.rand(1, n, generator=g) * 0.01 + 0.01
    bias = torch.zeros(1, n)
    out = torch.full((mp, n), float("nan"), dtype=BF16)
    path = wheel.hsa_dir(arch) / KERNEL
    info = codeobject.find_kernel(path.read_bytes(), "gemm_kernel_func")
    values = dict(C=out, A=a, B=shuffle_b(b), SA=sa, SB=sb, BIAS=bias, M=m, N=n, K=k, PA=k, PB=k, PC=n * 2, KS=0)
    args = [values[p.name] if p.name in values else 0 for p in info.args]
    stats = sim.launch(path, kernel="gemm_kernel_func", grid=[n // TILE_N, -(-m // TILE_M), 1], block=[256, 1, 1],
                       args=args, arch=arch, hazards="warn", time_limit=600)
    ref = (a.double() @ b.double().t()) * sa.double() * sb.double()
    return [stats], _err(out[:m], ref[:m])


PEERS = (("cdna::scaled_mm fp8 per-token x per-channel", ours), ("cdna::scaled_mm fp8 32-row tile", ours_32),
         ("AITER asm a8w8 int8 m128 noSplitK", aiter))


def measure(arch: str, shape: tuple[int, int, int], seed: int = 0) -> list[dict]:
    """One row per peer for (M, N, K) on ``arch``; a peer that cannot run gives a row with ``skipped``."""
    from tests.sim.aiter import wheel
    rows = []
    for label, run in PEERS:
        row = {"arch": arch, "shape": "x".join(map(str, shape)), "kernel": label}
        try:
            stats, err, *extra = run(arch, *shape, torch.Generator().manual_seed(seed))
        except wheel.WheelUnavailable as exc:
            rows.append({**row, "skipped": f"AITER wheel unavailable: {exc}"})
            continue
        except Unsupported as exc:
            rows.append({**row, "skipped": str(exc)})
            continue
        m, n, k = shape
        rows.append({**row, **totals(stats), "flops": 2 * m * n * k, "mfma_passes": mfma_passes(stats, arch),
                     "max_err": err, **(extra[0] if extra else {})})
    return rows


def mfma_passes(stats: list, arch: str) -> int:
    """Matrix-pipeline passes (4 cycles each; ``isa.mfma`` records, LLVM's scheduling models) of every executed
    MFMA: a 16x16x32 fp8 MFMA takes 4, a 32x32x16 fp8 or i8 one 8, so at equal MFMA counts the 16-row tile
    keeps the matrix pipe busy half as long (fp4 operands for the gfx950 f8f6f4 forms)."""
    from torch_cdna.isa.mfma import shape_of
    total = 0
    for st in stats:
        for name, count in st.mnemonics.items():
            if name.startswith("v_mfma"):
                sh = shape_of(name)
                total += count * (sh.passes_gfx950 if arch == "gfx950" and sh.passes_gfx950 else sh.passes)
    return total


def table(rows: list[dict]) -> str:
    """``benchmarks/moe.py``'s table with an ``mfma_passes`` column."""
    from benchmarks.moe import HEADERS
    from benchmarks.report import md_table
    heads = ["arch", "M x N x K", *HEADERS[2:10], "mfma_passes", *HEADERS[10:]]
    cells = [[r["arch"], r["shape"], r["kernel"], *([r["skipped"]] + [""] * 9 if "skipped" in r else
             [r["launches"], r["workgroups"], r["instructions"], r["mfma"], r["bytes"], r["lds_bytes"], r["flops"],
              r["mfma_passes"], r["max_err"], r.get("config", "")])] for r in rows]
    return md_table(heads, cells)


def main(argv: list[str] | None = None) -> list[dict]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--shapes", default=None, help="MxNxK list (default: SHAPES)")
    p.add_argument("--no-write", action="store_true")
    ns = p.parse_args(argv)
    shapes = [tuple(int(v) for v in s.split("x")) for s in ns.shapes.split(",")] if ns.shapes else list(SHAPES)
    rows = [r for s in shapes for r in measure("gfx942", s)]
    print(table(rows))
    if not ns.no_write:
        RESULTS.write_text(json.dumps(rows, indent=1) + "\n")
        chart(rows, RESULTS.with_suffix(".png"))
    return rows


def chart(rows: list[dict], path: Path) -> None:
    """Instructions and MFMAs per 1e6 FLOPs per row (``benchmarks/moe.py``'s chart)."""
    _moe_chart(rows, path, "8-bit GEMM on the simulator: executed wave-instructions and MFMAs per FLOP x 1e6 "
               "(counts, not times)")


if __name__ == "__main__":
    main()

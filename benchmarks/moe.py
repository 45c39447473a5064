"""``cdna::fused_moe`` beside vLLM's Triton fused-MoE kernel and AITER's hand-written fused-MoE kernels
(``fmoe*``), all run on the simulator.

**Counts, not times.** Every kernel executes on the simulator; nothing was measured on a GPU, and no time is
predicted: the timing model (``docs/timing-model.md``) is validated against AITER attention and copy figures
only, not against GEMMs or fused MoE, so its numbers for these kernels would be unvalidated and are not given.

Problem: a Mixtral-style MoE layer, ``out = sum_k w_k * down_e(act(x @ W1_e^T))`` over each token's top-k
experts, for T tokens of width ``dim``, ``experts`` experts of ``inter`` columns, top-k 2. Rows:

- **cdna::fused_moe** (ours, bf16): align, the gated grouped GEMM with SiLU(gate) * up in its epilogue (g1u1:
  W13 [E, 2I, D]), the down grouped GEMM; every launch of the op is counted (``capture``).
- **vLLM Triton fused_moe_kernel** (both archs, bf16 g1u1 SiLU, the same weights as ours):
  ``benchmarks/vllm_moe_peer.py`` (vLLM 0.33.0's kernel fetched from PyPI at run time, compiled by Triton's AMD
  backend with the config vLLM picks on ROCm: its tuned MI300X table where the sdist has one for (E, I), e.g.
  32x512x2048x8 on gfx942, else its default rule; the ``config`` column says which). Three counted launches:
  GEMM1 ([gate | up] rounded to bf16), ``cdna::silu_and_mul`` standing in for vLLM's HIP ``silu_and_mul``
  kernel, GEMM2 with the routing weight. Not counted, as for ours: moe_align (torch in both rows; vLLM runs a
  HIP kernel) and the final sum over the k slots (torch in both rows; vLLM's ``moe_sum`` kernel).
- **AITER fmoe_b16** (gfx942) and **AITER noquant g1u0 32x512** (both archs): bf16, gate-only (g1u0: W1
  [E, I, D], GELU) - half the first GEMM of a g1u1 layer, so compare ``flops`` as well as counts. The wheel has
  no bf16 g1u1 asm fused MoE (its bf16 ``fmoe`` kernels are all ``noquant ... g1u0``), so no bf16 g1u1 peer.
- **AITER pertokenFp8 g1u1 32x512** (gfx942): fp8 e4m3fnuz x with per-token scales, fp8 W13/W2 with per-channel
  scales, SiLU, the intermediate re-quantised to fp8 per (token, expert).

The AITER launches are packed exactly as ``tests/sim/aiter/test_kernels.py`` packs them (its layouts, sorting
and shuffled weights; the fixture's wheel); a row whose wheel or sdist cannot be fetched says so (``skipped``).
Problem sizes are bounded by the AITER kernels: ``dim >= 384`` (they load three 128-column steps of x first),
``inter`` a multiple of 512 (their 32x512 tile); ``dim`` 512 (one trip round their down-projection loop: at
dim 1024, 32 tokens, 8 experts, fmoe_b16's output on the simulator is wrong, a relative error of 0.47, not
investigated; ``main`` refuses rows that do not compute the layer).

Columns: ``launches``, ``workgroups`` (summed), ``instructions`` (executed wave-instructions), ``mfma``
(MFMA wave-instructions), ``bytes`` (global bytes read + written), ``lds_bytes``, ``flops`` (2 x the useful
multiply-adds of the layer the row computes), ``max_err`` (against a float64 reference of that row's layer,
relative to the reference's largest value), ``config`` (the vLLM row's tiles, options and their source).

Usage:
    python -m benchmarks.moe                                  # both archs, SHAPES; writes results/moe.{json,png}
    python -m benchmarks.moe --arch gfx942 --shapes 4x512x512x4 --no-write

Example:
    >>> rows = measure("gfx942", (2, 512, 512, 2))           # doctest: +SKIP
"""

from __future__ import annotations

import argparse
import contextlib
import json
from pathlib import Path
from typing import Any, Callable, Iterator

import torch

RESULTS = Path(__file__).parent / "results" / "moe.json"
ARCHS = ("gfx942", "gfx950")
# (tokens, dim, inter, experts), top-k 2; 32x512x2048x8 has a tuned vLLM table on MI300X (E=8, N=2048)
SHAPES = ((4, 512, 512, 4), (32, 512, 512, 8), (32, 512, 2048, 8))
TOPK, BLOCK_M = 2, 32
BF16 = torch.bfloat16


@contextlib.contextmanager
def capture() -> Iterator[list]:
    """Every ``torch_cdna.sim.launch`` inside the block appends its LaunchStats to the yielded list."""
    from torch_cdna import sim
    launched: list = []
    real = sim.launch

    def launch(*args: Any, **kwargs: Any) -> Any:
        stats = real(*args, **kwargs)
        launched.append(stats)
        return stats
    sim.launch = launch
    try:
        yield launched
    finally:
        sim.launch = real


def totals(stats: list) -> dict:
    return {"launches": len(stats), "workgroups": sum(s.workgroups for s in stats),
            "instructions": sum(s.total for s in stats), "mfma": sum(s.counts["mfma"] for s in stats),
            "bytes": sum(s.global_bytes_read + s.global_bytes_written for s in stats),
            "lds_bytes": sum(s.lds_bytes for s in stats)}


def _problem(g: torch.Generator, t: int, dim: int, inter: int, experts: int) -> dict:
    from tests.sim.aiter import references as R
    x = (torch.randn(t, dim, generator=g) * 0.5).to(BF16)
    topk_w, topk_ids = R.topk_softmax(torch.randn(t, experts, generator=g), TOPK, renormalize=True)
    return dict(x=x, topk_w=topk_w, topk_ids=topk_ids, t=t, dim=dim, inter=inter, experts=experts)


def _err(out: torch.Tensor, ref: torch.Tensor) -> float:
    return float((out.double() - ref).abs().max() / ref.abs().max().clamp_min(1e-30))


def _bf16_silu_layer(p: dict, g: torch.Generator) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, int]:
    """(w13 [E, 2I, D], w2 [E, D, I] in bf16, drawn from ``g`` in this order; the reference output; the flop
    count) of the bf16 g1u1 SiLU layer that ``ours_bf16`` and ``vllm_triton`` both run."""
    from tests.sim.aiter import references as R
    e, d, i = p["experts"], p["dim"], p["inter"]
    w13 = (torch.randn(e, 2 * i, d, generator=g) * d ** -0.5).to(BF16)
    w2 = (torch.randn(e, d, i, generator=g) * i ** -0.5).to(BF16)
    ref = R.fused_moe(p["x"], w13, w2, p["topk_w"], p["topk_ids"], activation="silu")
    return w13, w2, ref, 2 * p["t"] * TOPK * 3 * d * i


def ours_bf16(arch: str, p: dict, g: torch.Generator) -> tuple[list, float, int]:
    from torch_cdna import _config
    w13, w2, ref, flops = _bf16_silu_layer(p, g)
    with _config.override(ops_impl="kernel", arch=arch), capture() as stats:
        out = torch.ops.cdna.fused_moe(p["x"], w13, w2, p["topk_w"].float(), p["topk_ids"].long())
    return stats, _err(out, ref), flops


def vllm_triton(arch: str, p: dict, g: torch.Generator) -> tuple[list, float, int, dict]:
    """vLLM's Triton ``fused_moe_kernel`` (benchmarks/vllm_moe_peer.py): same weights as ``ours_bf16`` (the
    generator is re-seeded per row and ``_bf16_silu_layer`` draws them)."""
    from benchmarks import vllm_moe_peer as V
    w13, w2, ref, flops = _bf16_silu_layer(p, g)
    out, stats, info = V.run_vllm_moe(arch, p["x"], w13, w2, p["topk_w"].float(), p["topk_ids"].long())
    c = info["config"]
    note = (f"M{c['BLOCK_SIZE_M']} N{c['BLOCK_SIZE_N']} K{c['BLOCK_SIZE_K']} G{c['GROUP_SIZE_M']} "
            f"w{c['num_warps']} s{c['num_stages']}"
            + "".join(f" {k}={c[k]}" for k in ("waves_per_eu", "matrix_instr_nonkdim", "kpack") if k in c)
            + f"; {info['config_source']}" + ("; naive routing" if info["naive"] else ""))
    return stats, _err(out, ref), flops, {"config": note}


def _aiter_g1u0(rel: str, kernel: str) -> Callable:
    def run(arch: str, p: dict, g: torch.Generator) -> tuple[list, float, int]:
        from tests.sim.aiter import layouts as L, references as R, wheel
        from torch_cdna import sim
        from torch_cdna.asm import codeobject
        e, d, i, t = p["experts"], p["dim"], p["inter"], p["t"]
        w1 = (torch.randn(e, i, d, generator=g) * d ** -0.5).to(BF16)
        w2 = (torch.randn(e, d, i, generator=g) * i ** -0.5).to(BF16)
        ids, sw, eids, valid = R.moe_sort(p["topk_ids"], p["topk_w"].float(), e, BLOCK_M)
        out = torch.zeros(t, d, dtype=BF16)          # zeroed as AITER's sorting step does; the kernel adds
        path = wheel.hsa_dir(arch) / rel
        name = kernel or L.mangle(Path(rel).stem)
        info = codeobject.find_kernel(path.read_bytes(), name)
        b = 2
        args = L.pack_args("fmoe", meta=info.args, O=out, X=p["x"], GU=L.shuffle_weight(w1), XC=valid,
                           D=L.shuffle_weight(w2), STP=ids, SW=sw, SEP=eids, dim=d, inter_dim=i, token_cnt=t,
                           eprt_cnt=e, Xs=p["x"].stride(0) * b, GUs=d * b, Ds=i * b, Os=d * b, eGUs=d * b * i,
                           eDs=i * b * d, eGUQs=0, eDQs=0, eSMQs=i * 4, topk=TOPK, total_tgs=0,
                           ps_deno=-(-i // 512))
        grid, block = L.grid_block("fmoe", inter_dim=i, m_blocks=eids.numel())
        stats = sim.launch(path, kernel=name, grid=list(grid), block=list(block), args=args, arch=arch,
                           hazards="warn", time_limit=600)
        ref = R.fused_moe(p["x"], w1, w2, p["topk_w"], p["topk_ids"], activation="gelu")
        return [stats], _err(out, ref), 2 * t * TOPK * 2 * d * i
    return run


def aiter_fp8_g1u1(arch: str, p: dict, g: torch.Generator) -> tuple[list, float, int]:
    from tests.sim.aiter import layouts as L, references as R, wheel
    from torch_cdna import sim
    from torch_cdna.asm import codeobject
    f8 = torch.float8_e4m3fnuz
    e, d, i, t = p["experts"], p["dim"], p["inter"], p["t"]
    xq = (torch.randn(t, d, generator=g) * 4).to(f8)
    x_scale = torch.rand(t, generator=g) * 0.1 + 0.1
    w1q = (torch.randn(e, 2 * i, d, generator=g) * 4).to(f8)
    w1_scale = (torch.rand(e, 2 * i, 1, generator=g) + 1) * d ** -0.5 / 2
    w2q = (torch.randn(e, d, i, generator=g) * 4).to(f8)
    w2_scale = (torch.rand(e, d, 1, generator=g) + 1) * i ** -0.5 / 2
    ids, sw, eids, valid = R.moe_sort(p["topk_ids"], p["topk_w"].float(), e, BLOCK_M)
    out = torch.zeros(t, d, dtype=BF16)
    stem = "fmoe_bf16_pertokenFp8_g1u1_vs_silu_1tg_32x512"
    path = wheel.hsa_dir(arch) / f"fmoe/silu/{stem}.co"
    info = codeobject.find_kernel(path.read_bytes(), L.mangle(stem))
    u8 = lambda v: v.view(torch.uint8)  # noqa: E731 - the simulator takes the fp8 bytes
    args = L.pack_args("fmoe", meta=info.args, O=out, X=u8(xq), GU=L.shuffle_weight(u8(w1q)), XC=valid,
                       D=L.shuffle_weight(u8(w2q)), XQ=x_scale, GUQ=w1_scale, DQ=w2_scale, STP=ids, SW=sw, SEP=eids,
                       dim=d, inter_dim=i, token_cnt=t, eprt_cnt=e, Xs=xq.stride(0), GUs=d, Ds=i, Os=d * 2,
                       eGUs=d * i * 2, eDs=i * d, eGUQs=w1_scale.stride(0) * 4, eDQs=w2_scale.stride(0) * 4,
                       eSMQs=i * 4, topk=TOPK, total_tgs=0, ps_deno=1)
    grid, block = L.grid_block("fmoe", inter_dim=i, m_blocks=eids.numel())
    stats = sim.launch(path, kernel=L.mangle(stem), grid=list(grid), block=list(block), args=args, arch=arch,
                       hazards="warn", time_limit=600)
    x = xq.double() * x_scale.double()[:, None]
    ref = R.fused_moe(x, w1q.double() * w1_scale.double(), w2q.double() * w2_scale.double(), p["topk_w"],
                      p["topk_ids"], activation="silu", requant=f8)
    return [stats], _err(out, ref), 2 * t * TOPK * 3 * d * i


VLLM = "vLLM Triton fused_moe_kernel bf16 g1u1 silu"
# (label, runner, archs): ours first; a runner returns (stats, max_err, flops) or (..., extra row fields)
PEERS: tuple[tuple[str, Callable, tuple[str, ...]], ...] = (
    ("cdna::fused_moe bf16 g1u1 silu", ours_bf16, ARCHS),
    (VLLM, vllm_triton, ARCHS),
    ("AITER fmoe_b16 bf16 g1u0 gelu", _aiter_g1u0("fmoe_b16.co", "fmoe_kernel_func"), ("gfx942",)),
    ("AITER noquant bf16 g1u0 gelu 32x512",
     _aiter_g1u0("fmoe/gelu/fmoe_bf16_noquantBf16_g1u0_vs_atm_inlv_gelu_1tg_32x512.co", ""), ARCHS),
    ("AITER pertokenFp8 g1u1 silu 32x512", aiter_fp8_g1u1, ("gfx942",)),
)


def measure(arch: str, shape: tuple[int, int, int, int], seed: int = 0,
            peers: tuple[str, ...] | None = None) -> list[dict]:
    """One row per peer that runs on ``arch`` for (tokens, dim, inter, experts); a peer that cannot run (no
    AITER wheel) gives a row with ``skipped``: why."""
    from benchmarks import vllm_source
    from tests.sim.aiter import wheel
    rows = []
    for label, run, archs in PEERS:
        if arch not in archs or (peers is not None and label not in peers):
            continue
        g = torch.Generator().manual_seed(seed)
        p = _problem(g, *shape)
        row = {"arch": arch, "shape": "x".join(map(str, shape)), "kernel": label}
        try:
            stats, err, flops, *extra = run(arch, p, g)
        except wheel.WheelUnavailable as exc:
            rows.append({**row, "skipped": f"AITER wheel unavailable: {exc}"})
            continue
        except vllm_source.VllmUnavailable as exc:
            rows.append({**row, "skipped": f"vLLM sdist unavailable: {exc}"})
            continue
        rows.append({**row, **totals(stats), "flops": flops, "max_err": err, **(extra[0] if extra else {})})
    return rows


HEADERS = ["arch", "T x dim x inter x E", "kernel", "launches", "workgroups", "instructions", "mfma", "bytes",
           "lds_bytes", "flops", "max_err", "config"]


def table(rows: list[dict]) -> str:
    from benchmarks.report import md_table
    cells = [[r["arch"], r["shape"], r["kernel"], *([r["skipped"]] + [""] * 8 if "skipped" in r else
             [r["launches"], r["workgroups"], r["instructions"], r["mfma"], r["bytes"], r["lds_bytes"], r["flops"],
              r["max_err"], r.get("config", "")])] for r in rows]
    return md_table(HEADERS, cells)


def chart(rows: list[dict], path: Path, title: str = "fused MoE on the simulator: executed wave-instructions "
          "and MFMAs per FLOP x 1e6 (counts, not times)") -> None:
    from benchmarks.report import _bar_chart
    done = [r for r in rows if "skipped" not in r]
    labels = [f"{r['arch']} {r['shape']} {r['kernel']}" for r in done]
    _bar_chart(path, title, labels,
               {"instructions / MFLOP": [r["instructions"] / r["flops"] * 1e6 for r in done],
                "mfma / MFLOP": [r["mfma"] / r["flops"] * 1e6 for r in done]}, "per 1e6 FLOPs", log=True)


def main(argv: list[str] | None = None) -> list[dict]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--arch", action="append", choices=ARCHS)
    p.add_argument("--shapes", default=None, help="TxDIMxINTERxE list, e.g. 4x512x512x4 (default: SHAPES)")
    p.add_argument("--no-write", action="store_true", help="print only (no results update)")
    ns = p.parse_args(argv)
    shapes = [tuple(int(v) for v in s.split("x")) for s in ns.shapes.split(",")] if ns.shapes else list(SHAPES)
    rows = [r for arch in ns.arch or ARCHS for s in shapes for r in measure(arch, s)]
    print(table(rows))
    for r in rows:
        if "max_err" in r and not r["max_err"] < 5e-2:
            raise AssertionError(f"moe benchmark: {r['kernel']} on {r['arch']} {r['shape']} does not compute the "
                                 f"layer (relative max error {r['max_err']:.3g})")
    if not ns.no_write:
        RESULTS.write_text(json.dumps(rows, indent=1) + "\n")
        chart(rows, RESULTS.with_suffix(".png"))
    return rows


if __name__ == "__main__":
    main()

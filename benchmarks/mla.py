"""MLA decode on the simulator: ``cdna::mla_decode``'s kernels beside AITER's production asm kernels (the bf16
stage-1 decode kernels AITER's ``mla_decode_stage1_asm_fwd`` launches: ``mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co``
for 16 heads, ``..._subQ128_mqa128.co`` for 128, one workgroup per 16 or 128 heads), on the same problem, side by
side.

Method:
- Problem: DeepSeek's absorbed decode: random bf16 q [B, Hq, 576], a latent cache of page size 1 (AITER's MLA
  layout, which vLLM's cache also uses for these kernels): pages in random order (``randperm``), sequence lengths
  drawn in [ctx/2, ctx] (ragged), softmax scale 192 ** -0.5 (DeepSeek V3's qk head dim), seed printed. cdna
  reads it as [pages, 1, 1, 576] through a block table; AITER through kv_indptr / kv_page_indices, the same rows.
- AITER runs with ``kv_split = 1`` (one workgroup per 16 or 128 heads and sequence; its normalised stage-1
  output is then the answer, no reduce stage). The two kernels leave it in different forms (``aiter_kernel``):
  the 16-head one as fp32 rows of its split buffer, the 128-head one as bf16 rows packed at the start of that
  same fp32 buffer, with no lse (AITER's stage 2, ``aiter/mla.py`` ``_fwd_kernel_stage2_asm``, reads the buffer
  as the output dtype when every sequence has one split and the heads are not 16: ``FINAL_OUT``). With more
  splits AITER adds a separate reduce kernel that is not in the asm wheel (a Triton kernel), so it could not be
  counted here; cdna's rows count both of its launches (split + combine). At 128 heads one split is one
  workgroup per sequence (few CUs busy at small batch): AITER's ``get_meta_param`` would pick more splits there
  (plus that reduce), so its 128-head time here is an upper bound, not its best configuration.
- Each kernel runs in full once: its output is checked against a float64 reference (max abs error in the table;
  a NaN-poisoned output that stays NaN fails), and the simulator counts its instructions (summed over waves and
  launches), MFMAs, global bytes and LDS bytes. ``glob/min``: bytes moved over the minimum (q and out once, each
  sequence's latent rows up to its length once).
- ``pred us``: the timing model's prediction (``sim.launch(..., timing=GPU, sample="auto")``: MI300X for gfx942,
  MI355X for gfx950). docs/timing-model.md says where the model is validated (AITER's fmha_v3 kernels within
  its stated error); MLA kernels are not among the validated ones. It is a prediction, not a measurement;
  nothing here ran on a GPU.
- The AITER code objects come from the ``amd-aiter`` wheel (fetched into the cache by ``tests/sim/aiter/wheel.py``,
  never committed); without it the AITER rows are skipped with the reason printed.

Run: ``python -m benchmarks.mla [--arch gfx942] [--quick]`` prints a table and writes
``benchmarks/results/mla_<arch>.json``.

Example:
    >>> SHAPES[0]
    (1, 16, 256)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import torch

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from torch_cdna import _config, sim  # noqa: E402
from torch_cdna.asm import codeobject  # noqa: E402
from torch_cdna.ops.kernels import mla as MK  # noqa: E402
from tests.sim.aiter import layouts as L, wheel  # noqa: E402
from benchmarks.paged_attention import _row, _timed  # noqa: E402  (the same row and timing as paged decode)

RESULTS = ROOT / "benchmarks" / "results"
BF16 = torch.bfloat16
D, DV = 576, 512
SCALE = 192 ** -0.5
SHAPES = [(1, 16, 256), (4, 16, 512), (1, 128, 256), (4, 128, 512)]  # (batch, Hq, max context)
QUICK = SHAPES[:1]
GPU = {"gfx942": "mi300x", "gfx950": "mi355x"}
COLUMNS = (("instructions", "instr", "{:,}"), ("mfma", "mfma", "{:,}"), ("global_vs_min", "glob/min", "{:.2f}"),
           ("lds_bytes", "lds B", "{:,}"), ("max_err", "max err", "{:.1e}"), ("predicted_us", "pred us", "{:.2f}"),
           ("sim_seconds", "sim s", "{:.1f}"))


def problem(batch: int, hq: int, ctx: int, seed: int) -> dict:
    """Random inputs: q, a page-size-1 latent cache, shuffled pages per sequence, ragged lengths."""
    g = torch.Generator().manual_seed(seed)
    lens = torch.randint(ctx // 2, ctx + 1, (batch,), generator=g).to(torch.int32)
    pages = int(lens.sum())
    order = torch.randperm(pages, generator=g).to(torch.int32)
    table = torch.zeros(batch, ctx, dtype=torch.int32)
    start = 0
    for i, n in enumerate(lens.tolist()):
        table[i, :n] = order[start:start + n]
        start += n
    return dict(q=torch.randn(batch, hq, D, generator=g).to(BF16),
                kv=torch.randn(pages, 1, 1, D, generator=g).to(BF16), table=table, lens=lens, order=order)


def reference(p: dict) -> torch.Tensor:
    """float64 absorbed MLA decode of each sequence over its first ``lens[i]`` latent rows."""
    q, kv, table, lens = p["q"], p["kv"], p["table"], p["lens"]
    out = torch.empty(*q.shape[:2], DV, dtype=torch.float64)
    for i, n in enumerate(lens.tolist()):
        rows = kv[table[i, :n].long()].double().reshape(n, D)
        out[i] = torch.softmax(q[i].double() @ rows.T * SCALE, -1) @ rows[:, :DV]
    return out


def minimum_bytes(p: dict) -> int:
    """q, out and each sequence's latent rows once (2 bytes each)."""
    return 2 * (p["q"].numel() + p["q"].shape[0] * p["q"].shape[1] * DV + int(p["lens"].sum()) * D)


def run_cdna(arch: str, p: dict) -> dict:
    def launch(out: torch.Tensor) -> list:
        return MK.launch_mla_decode(p["q"], p["kv"], p["table"], p["lens"], out, SCALE)
    shape = (*p["q"].shape[:2], DV)
    with _config.override(arch=arch):
        launch(torch.empty(shape, dtype=BF16))                    # compile
        out = torch.full(shape, float("nan"), dtype=BF16)
        stats, seconds = _timed(lambda: launch(out))
    with _config.override(arch=arch, sim_timing=GPU[arch], sim_timing_sample="auto", sim_time_limit=0):
        us = sum(s.timing.microseconds for s in launch(torch.empty(shape, dtype=BF16)))
    return _row(stats, out, reference(p), minimum_bytes(p), seconds, us)


AITER_KERNELS = {16: "mla_dec_stage1_bf16_a16w16_subQ16_mqa16", 128: "mla_dec_stage1_bf16_a16w16_subQ128_mqa128"}


def aiter_kernel(hq: int) -> tuple[str, str, int]:
    """(file, symbol, heads per workgroup) of the bf16 stage-1 kernel ``mla_decode_stage1_asm_fwd`` picks for
    ``hq`` heads (one kv head): 16 or 128 per workgroup (AITER's grid: ``ceil(hq / heads)`` x batch x splits).
    With one split the 128-head kernel writes bf16 output rows [b, hq, dv] at the start of the fp32 split buffer
    and no lse (``aiter_output``); the 16-head one fp32 rows and the lse.

    Example:
        >>> aiter_kernel(128)[2], aiter_kernel(16)[0]
        (128, 'mla/mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co')
    """
    if hq not in AITER_KERNELS:
        raise ValueError(f"AITER's bf16 MLA stage-1 kernels take {sorted(AITER_KERNELS)} heads, not {hq}")
    name = AITER_KERNELS[hq]
    return f"mla/{name}.co", L.mangle(name), hq


def aiter_output(split_out: torch.Tensor, heads: int) -> torch.Tensor:
    """The answer [b, hq, dv] in the fp32 split buffer ``split_out`` [b, 1, hq, dv] a one-split launch filled:
    its fp32 rows (16 heads per workgroup), or the bf16 rows packed in its first half (128: the rest of the
    buffer stays as it was, which is why reading it as fp32 showed half the rows unwritten)."""
    b, _, hq, dv = split_out.shape
    if heads == 16:
        return split_out[:, 0]
    return split_out.view(torch.bfloat16).reshape(-1)[:b * hq * dv].view(b, hq, dv)


def run_aiter(arch: str, p: dict) -> dict:
    q, kv, lens = p["q"], p["kv"], p["lens"]
    b, hq, _ = q.shape
    rel, kernel, sub = aiter_kernel(hq)
    path = wheel.hsa_dir(arch) / rel
    info = codeobject.find_kernel(path.read_bytes(), kernel)
    grid, block = L.grid_block("mla", batch=b, kv_split=1, gqa=hq, sub_q=sub)
    indptr = torch.cat([torch.zeros(1, dtype=torch.int32), lens.cumsum(0).to(torch.int32)])
    ones = torch.ones(b, dtype=torch.int32)
    qo, splits = torch.arange(b + 1, dtype=torch.int32), torch.arange(b + 1, dtype=torch.int32)

    def launch(split_out: torch.Tensor, **extra: Any) -> Any:
        lse = torch.empty(b, 1, hq, 1)
        final = torch.empty(b, hq, DV, dtype=BF16)
        args = L.pack_args("mla", meta=info.args, R=split_out, LSE=lse, Q=q, KV=kv, LTP=indptr, LTD=p["order"],
                           LTL=ones, scalar=SCALE, MQA=hq, kv_split=1, Q_Bs=q.stride(0) * 2, Bs=kv.stride(0) * 2,
                           log2_plen=0, QTP=qo, STP=splits, RP=final, out_16_nosplit=1)
        return sim.launch(path, kernel=kernel, grid=list(grid), block=list(block), args=args, arch=arch,
                          hazards="warn", **extra)
    out = torch.full((b, 1, hq, DV), float("nan"))
    stats, seconds = _timed(lambda: launch(out, time_limit=0))
    us = launch(torch.empty(b, 1, hq, DV), timing=GPU[arch], sample="auto", time_limit=0).timing.microseconds
    return _row(stats, aiter_output(out, sub), reference(p), minimum_bytes(p), seconds, us)


def run(arch: str, shapes: list, seed: int) -> list[dict]:
    rows = []
    try:
        wheel.hsa_dir(arch)
        aiter_reason = None
    except Exception as e:  # no network, no cached wheel: the cdna rows still run
        aiter_reason = f"AITER rows skipped: {type(e).__name__}: {e}"
        print(aiter_reason)
    for shape in shapes:
        p = problem(*shape, seed=seed)
        for who, fn in (("cdna", run_cdna), ("aiter asm", run_aiter)):
            if who == "aiter asm" and aiter_reason:
                continue
            r = fn(arch, p)
            rows.append({"shape": list(shape), "kernel": who, **r})
            cells = " ".join(f"{c[2].format(r[c[0]]):>12}" for c in COLUMNS)
            print(f"{str(shape):16} {who:10} {cells}", flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--arch", choices=list(GPU), default="gfx942")
    ap.add_argument("--quick", action="store_true", help="the smallest shape only")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    print(f"seed {args.seed}; {'(B, Hq, ctx)':16} {'kernel':10} " + " ".join(f"{c[1]:>12}" for c in COLUMNS))
    rows = run(args.arch, QUICK if args.quick else SHAPES, args.seed)
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"mla_{args.arch}.json"
    meta = {"arch": args.arch, "timing_gpu": GPU[args.arch], "seed": args.seed, "torch": torch.__version__,
            "note": "simulator counts and timing-model predictions, not GPU measurements; AITER kv_split=1"}
    out.write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

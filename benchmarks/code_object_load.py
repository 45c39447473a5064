"""How long the simulator takes to load a code object: read the ELF, decode the machine code, parse the decoded
lines into instructions and prepare their semantics (``sim.load_program`` on bytes, its program cache cleared).

Method: each object is loaded 5 times in this process after one warm-up load (the ISA and semantics tables
load once per process and are not counted); the table gives the median and the fastest run of the whole load, and
the median time of each stage (read, decode, parse = building the program minus decoding, prepare), each timed
separately with the functions ``load_program`` calls, so the stages need not add up to the total exactly.
Objects: a synthetic 20,000-instruction gfx942 kernel with little repetition (a mix of VALU, DPP, LDS, MFMA,
buffer and SALU instructions over varying registers: the decoder's and parser's memos help least there), and the largest
gfx942 and gfx950 code objects of AMD's AITER wheel when it is in the test cache (``tests/sim/aiter/wheel.py``;
``--fetch`` downloads it). Target (issue 16): decoding + loading a 20k-instruction object in under 1 s.

    python benchmarks/code_object_load.py [--fetch]    # table + benchmarks/results/code_object_load.{json,png}
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.report import _bar_chart, md_table  # noqa: E402

from torch_cdna import sim  # noqa: E402
from torch_cdna.asm.toolchain import find_toolchain  # noqa: E402
from torch_cdna.sim import executor  # noqa: E402
from torch_cdna.sim.binary import decode_kernel, gc_paused, program_from_code_object  # noqa: E402
from torch_cdna.sim.elf import read_code_object  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
RUNS = 5

KERNEL = '''
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl k
.p2align 8
.type k,@function
k:
{body}
  s_endpgm
.Lend:
.size k, .Lend-k
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 512
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 256
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 100
    .vgpr_count: 512
    .max_flat_workgroup_size: 256
...
.end_amdgpu_metadata
'''


def synthetic(n: int = 20_000, seed: int = 0) -> bytes:
    """A gfx942 code object of ``n`` varied instructions (assembled by LLVM)."""
    rng = random.Random(seed)
    lines = []
    for i in range(n):
        r = rng.randrange(0, 200)
        q, p = r // 4 * 4, r // 2 * 2
        lines.append(rng.choice([
            f"  v_add_f32_e32 v{r}, v{r + 1}, v{(r + 7) % 200}",
            f"  v_fma_f32 v{r}, -v{r + 2}, s{r % 90}, |v{(r + 3) % 200}|",
            f"  ds_read_b128 v[{q}:{q + 3}], v{r % 50} offset:{16 * (i % 4096)}",
            f"  v_mfma_f32_16x16x16_bf16 a[{q}:{q + 3}], v[{p}:{p + 1}], v[0:1], a[{q}:{q + 3}]",
            f"  v_mov_b32_dpp v{r}, v{r + 1} row_shr:{1 + i % 15} row_mask:0xf bank_mask:0xf",
            f"  buffer_load_dword v{r}, v{r % 30}, s[8:11], 0 offen offset:{i % 4096}",
            f"  s_add_u32 s{r % 90}, s{r % 80}, 0x{i:x}",
        ]))
    return find_toolchain("gfx942").assemble(KERNEL.format(body="\n".join(lines)), "gfx942")


def aiter_objects(fetch: bool) -> list[tuple[str, bytes]]:
    """The largest gfx942 and gfx950 AITER code objects, if the wheel is cached (or ``fetch``)."""
    from tests.sim.aiter import wheel
    if not fetch and not (wheel.cache_dir() / wheel.WHEEL_NAME).exists():
        print(f"(AITER rows skipped: the wheel is not in {wheel.cache_dir()}; pass --fetch)")
        return []
    try:
        dirs = [(arch, wheel.hsa_dir(arch)) for arch in ("gfx942", "gfx950")]
    except wheel.WheelUnavailable as exc:  # no network: the synthetic row still stands
        print(f"(AITER rows skipped: {exc})")
        return []
    out = []
    for arch, folder in dirs:
        largest = max(folder.rglob("*.co"), key=lambda p: p.stat().st_size)
        out.append((f"AITER {arch} {largest.name}", largest.read_bytes()))
    return out


def _time(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def measure(name: str, co: bytes) -> dict:
    kernel = next(iter(read_code_object(co).kernels))
    sim.load_program(co, kernel)  # warm-up: tables and semantics

    def load():
        executor._PROGRAM_CACHE.clear()
        sim.load_program(co, kernel)

    totals = [_time(load) for _ in range(RUNS)]
    obj = read_code_object(co)
    with gc_paused():
        read_s = statistics.median(_time(lambda: read_code_object(co)) for _ in range(RUNS))
        decode_s = statistics.median(_time(lambda: decode_kernel(obj, kernel)) for _ in range(RUNS))
        program_s = statistics.median(_time(lambda: program_from_code_object(obj, kernel)) for _ in range(RUNS))
        prepare_s = statistics.median(_prepare_time(obj, kernel) for _ in range(RUNS))
    n = len(sim.load_program(co, kernel).instrs)
    median = statistics.median(totals)
    return {"object": name, "bytes": len(co), "instructions": n, "median_s": median, "best_s": min(totals),
            "read_s": read_s, "decode_s": decode_s, "parse_s": max(program_s - decode_s, 0.0),
            "prepare_s": prepare_s, "us_per_instruction": 1e6 * median / n}


def _prepare_time(obj, kernel: str) -> float:
    """Seconds to attach semantics to every instruction of a freshly built program (load_program's last step)."""
    prog = program_from_code_object(obj, kernel)
    return _time(lambda: [executor._prepare(ins, prog.arch) for ins in prog.instrs])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fetch", action="store_true", help="download the AITER wheel into the test cache if absent")
    ns = ap.parse_args(argv)
    rows = [measure("synthetic gfx942, 20k varied instructions", synthetic())]
    rows += [measure(name, co) for name, co in aiter_objects(ns.fetch)]
    print(md_table(["object", "instructions", "median ms", "best ms", "read ms", "decode ms", "parse ms",
                    "prepare ms", "us/instr"],
                   [[r["object"], r["instructions"], f"{1e3 * r['median_s']:.0f}", f"{1e3 * r['best_s']:.0f}",
                     f"{1e3 * r['read_s']:.1f}", f"{1e3 * r['decode_s']:.0f}", f"{1e3 * r['parse_s']:.0f}",
                     f"{1e3 * r['prepare_s']:.0f}", f"{r['us_per_instruction']:.1f}"] for r in rows]))
    RESULTS.mkdir(exist_ok=True)
    meta = {"machine": platform.processor() or platform.machine(), "python": platform.python_version(),
            "runs": RUNS, "target_s_for_20k": 1.0}
    (RESULTS / "code_object_load.json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    _bar_chart(RESULTS / "code_object_load.png", "sim.load_program of a code object (median of 5)",
               [r["object"].replace(", ", "\n") for r in rows],
               {"read": [1e3 * r["read_s"] for r in rows], "decode": [1e3 * r["decode_s"] for r in rows],
                "parse": [1e3 * r["parse_s"] for r in rows], "prepare": [1e3 * r["prepare_s"] for r in rows],
                "total": [1e3 * r["median_s"] for r in rows]}, "milliseconds", hline=1000.0)
    print(f"chart: {RESULTS / 'code_object_load.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Hash the assembly of every kernel the ops and the variant registry compile, for both archs, so a compiler
change can be shown to leave every kernel's text byte-identical.

Sources of kernels: every registered variant's example problem (``ops/variants.precompile``'s job list, every
dtype and arch), the example inputs of every cdna op (``tests/ops/cases.py``) in f32/bf16/f16, a few
model-sized row and attention problems, and the ``poly`` kernel of ``benchmarks/compile_latency.py``. Only the
DSL pipeline runs: assembly, the disk cache (a fresh temporary folder) and simulator launches are stubbed, so
outputs are garbage and an op that reads a kernel's output on the host may refuse (recorded, not fatal).

Run it from the tree to test (``PYTHONPATH`` first), e.g. a copy of the base commit with only ``torch_cdna/asm``
replaced, so kernel changes made by others meanwhile do not show up as differences:

    python scripts/asm_identity.py --out /tmp/base.json                    # ~1-2 min on 2 cores
    python scripts/asm_identity.py --out /tmp/new.json --compare /tmp/base.json   # exit 1 on any difference
    python scripts/asm_identity.py --out /tmp/new.json --compare /tmp/base.json --ignore-locations
                                  # the same, ignoring the '; file.py:line' comments (a kernel file was edited)

Besides the hashes the file stores the pipeline's total seconds (a coarse, whole-registry compile benchmark).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

os.environ["TORCH_CDNA_CACHE_DIR"] = tempfile.mkdtemp(prefix="asm_identity_")  # every compile misses

ROOT = Path(os.getcwd())  # the tree under test (also on PYTHONPATH)
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

import torch_cdna.ops  # noqa: E402,F401  (registers torch.ops.cdna)
from torch_cdna import _config  # noqa: E402
from torch_cdna.asm import pipeline  # noqa: E402

jitmod = importlib.import_module("torch_cdna.asm.jit")
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.float32, torch.bfloat16, torch.float16)


# The DSL source-line comment the emitter appends ('\tv_add_u32 v0, 0x100, v0  ; rowops.py:522'): an edit
# that moves a kernel's lines changes it, not the code (``--ignore-locations``).
_LOCATION = re.compile(r"  ; [\w.-]+\.py:\d+")  # also before a suffix ("  ; gemm.py:389 hazard": an s_nop)


class Recorder:
    """Replaces the JIT's compiler entry: compiles, hashes the assembly, sums the pipeline's time."""

    def __init__(self) -> None:
        self.hashes: dict[str, str] = {}
        self.code_hashes: dict[str, str] = {}  # the same without the '; file.py:line' comments
        self.seconds = 0.0

    def __call__(self, fn: Callable, **kw: Any) -> Any:
        t0 = time.perf_counter()
        k = pipeline.compile_to_asm(fn, **kw)
        self.seconds += time.perf_counter() - t0
        label = f"{fn.__module__}.{fn.__name__}|{kw['arch']}|{sorted(kw['constants'].items())!r}"
        self.hashes[label] = hashlib.sha256(k.asm.encode()).hexdigest()
        self.code_hashes[label] = hashlib.sha256(_LOCATION.sub("", k.asm).encode()).hexdigest()
        return k


def _model_cases() -> list[tuple[str, Callable[[], Any]]]:
    """Model-sized problems (row kernels plan by D; attention by S and D)."""
    C, out = torch.ops.cdna, []

    def r(*s: int, dt: torch.dtype = torch.bfloat16) -> torch.Tensor:
        return torch.randn(*s).to(dt)
    for dt in (torch.bfloat16, torch.float16):
        for rows, d in ((64, 4096), (16, 8192), (4, 1000)):
            out += [(f"rmsnorm {dt} {rows}x{d}", lambda dt=dt, rows=rows, d=d: C.rmsnorm(r(rows, d, dt=dt),
                                                                                          r(d, dt=dt), 1e-6)),
                    (f"silu_and_mul {dt} {rows}x{d}", lambda dt=dt, rows=rows, d=d: C.silu_and_mul(r(rows, 2 * d,
                                                                                                     dt=dt))),
                    (f"softmax {dt} {rows}x{d}", lambda dt=dt, rows=rows, d=d: C.softmax(r(rows, d, dt=dt), -1))]
        for (b, hq, hkv, sq, skv, d, causal) in ((1, 8, 8, 1024, 1024, 128, False), (1, 8, 8, 256, 256, 64, True),
                                                 (1, 32, 8, 1, 8192, 128, False)):
            out.append((f"attention {dt} {b},{hq},{hkv},{sq},{skv},{d},{causal}",
                        lambda dt=dt, b=b, hq=hq, hkv=hkv, sq=sq, skv=skv, d=d, causal=causal: C.attention(
                            r(b, hq, sq, d, dt=dt), r(b, hkv, skv, d, dt=dt), r(b, hkv, skv, d, dt=dt),
                            causal=causal, scale=None, enable_gqa=hq != hkv)))
    return out


def _op_cases() -> list[tuple[str, Callable[[], Any]]]:
    sys.path.insert(0, str(ROOT / "tests" / "ops"))
    import cases as op_cases  # tests/ops/cases.py
    out = []
    for dt in DTYPES:
        for name, make in op_cases.cases(dt, grad=False).items():
            def call(name: str = name, make: Callable = make) -> Any:
                args, kwargs = make()
                return getattr(torch.ops.cdna, name)(*args, **kwargs)
            out.append((f"{name} {dt}", call))
    return out


def _registry_jobs() -> list[tuple[str, Callable[[], Any]]]:
    from torch_cdna.ops import variants
    out = []
    for v in variants.variants():
        for a in v.archs:
            for dt in v.dtypes:
                for p in variants.select(v.family, **dict(v.example), dtype=dt, arch=a):
                    out.append((f"{v.family}/{v.name} {a} {dt}", lambda p=p, a=a: p.compile(a)))
    return out


def snapshot() -> tuple[dict[str, str], float, list[str]]:
    """(label -> sha256 of the assembly, pipeline seconds, refused cases)."""
    rec = Recorder()
    jitmod._compile_to_asm = rec
    jitmod._launch_sim = lambda *a, **k: None
    jitmod.find_toolchain = jitmod.available_toolchain = lambda arch: None
    failures = []
    torch.manual_seed(0)
    for label, job in _registry_jobs():
        try:
            job()
        except Exception as exc:  # noqa: BLE001 - recorded: a refusal is a fact to compare, not a crash
            failures.append(f"{label}: {type(exc).__name__}: {str(exc)[:120]}")
    bench = importlib.import_module("benchmarks.compile_latency")
    for arch in ARCHS:
        bench.poly.compile(256, arch=arch)
        with _config.override(arch=arch):
            for label, job in _op_cases() + _model_cases():
                try:
                    job()
                except Exception as exc:  # noqa: BLE001
                    failures.append(f"{arch} {label}: {type(exc).__name__}: {str(exc)[:120]}")
    return rec.hashes, rec.code_hashes, rec.seconds, failures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="JSON file to write (hashes, pipeline seconds, refusals)")
    ap.add_argument("--compare", help="a previous --out file: print the differences, exit 1 if any")
    ap.add_argument("--ignore-locations", action="store_true",
                    help="compare the assembly without its '; file.py:line' comments (a kernel file's lines moved)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    hashes, code_hashes, seconds, failures = snapshot()
    Path(args.out).write_text(json.dumps({"hashes": dict(sorted(hashes.items())),
                                          "code_hashes": dict(sorted(code_hashes.items())), "pipeline_s": seconds,
                                          "refused": failures}, indent=1))
    print(f"{len(hashes)} kernels, pipeline {seconds:.1f} s, wall {time.perf_counter() - t0:.1f} s, "
          f"{len(failures)} refused cases")
    if not args.compare:
        return 0
    base = json.loads(Path(args.compare).read_text())
    key = "code_hashes" if args.ignore_locations else "hashes"
    if key not in base:
        raise SystemExit(f"{args.compare} has no {key!r} (made by an older asm_identity.py): make it again")
    old, bad = base[key], 0
    if args.ignore_locations:
        hashes = code_hashes
    for label in sorted(set(old) | set(hashes)):
        if old.get(label) != hashes.get(label):
            bad += 1
            print(f"DIFFERENT {label}: {old.get(label, 'missing')[:12]} -> {hashes.get(label, 'missing')[:12]}")
    if base["refused"] != failures:
        bad += 1
        print(f"refusals differ: {len(base['refused'])} -> {len(failures)}")
    print("IDENTICAL" if not bad else f"{bad} differences")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

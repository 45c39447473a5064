"""The demo's model part: build a 2-layer transformer, substitute cdna ops, check against eager, report.

Steps (each a function returning data; ``run`` prints them):
1. build the model and the eager references (bf16 as compiled, and fp32 for the scale of bf16 rounding);
2. substitute (``substitute.choose``) and run once under a ``Recorder`` (compiles and simulates kernels);
3. print what was substituted, the kernels (arch, instructions, registers, LDS, occupancy), the errors
   against eager, the simulator's counters per op (instruction classes, global bytes vs the minimum), and
   GPU timings (ROCm only).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

import torch

from ..errors import MissingKernel
from . import model as models
from . import substitute, timing
from .progress import Progress
from .record import Recorder
from .tables import kib, table

FORWARD_OPS = {"rmsnorm": ("rmsnorm",), "fused_add_rmsnorm": ("fused_add_rmsnorm",),
               "silu_and_mul": ("silu_and_mul", "silu_mul"), "gelu_and_mul": ("gelu_and_mul", "gelu_mul"),
               "attention": ("attention",), "softmax": ("softmax",)}
# bf16 logits of a random 2-layer model: compiled vs eager may differ by a few bf16 ulps of the logits' scale
REL_TOL = {torch.bfloat16: 3e-2, torch.float16: 5e-3, torch.float32: 1e-4}


@dataclass
class Errors:
    max_abs: float
    max_rel: float   # max |a - b| / max |b|

    def __str__(self) -> str:
        return f"max abs {self.max_abs:.3g}, max rel {self.max_rel:.3g}"


def errors(a: torch.Tensor, b: torch.Tensor) -> Errors:
    d = (a.float() - b.float()).abs().max().item()
    return Errors(d, d / max(b.float().abs().max().item(), 1e-30))


def coverage(fusions: tuple[str, ...], kind: str, arch: str, dtype: torch.dtype) -> list[str]:
    """One line per forward op the enabled fusions can produce: kernel present or not (never hidden)."""
    from ..ops import kernels
    lines = []
    for f in fusions:
        for op in FORWARD_OPS.get(f, ()):
            ok = kernels.lookup(op, kind, arch, dtype) is not None
            lines.append(f"cdna::{op}: " + ("kernel for " if ok else "NO KERNEL YET for ") +
                         f"{str(dtype).replace('torch.', '')} on {kind}/{arch}" +
                         ("" if ok else f" (kernels: {kernels.describe(op)}); left as aten"))
    return lines


def _missing_op(exc: MissingKernel) -> str | None:
    text = str(exc)
    return text.split(":")[0].replace("cdna::", "") if text.startswith("cdna::") else None


def _run_substituted(model: Any, ids: torch.Tensor, ns: argparse.Namespace, progress: Progress,
                     on_gpu: bool) -> tuple[Any, Recorder, Any, list[str]]:
    """Compile and run once under a Recorder; on MissingKernel drop that fusion and retry (said so)."""
    drop: set[str] = set()
    notes: list[str] = []
    while True:
        sub, more = substitute.choose(model, ns.inductor, on_gpu)
        notes += more
        if sub is None:
            return None, Recorder(), None, notes
        if drop and sub.path.startswith("inductor"):
            sub = substitute.via_inductor(model, sub.path == "inductor",
                                          tuple(f for f in sub.fusions if f not in drop))
        rec = Recorder(on_launch=lambda k, op: progress.detail(f"compiling/simulating {k} (cdna::{op})"))
        progress.detail("Dynamo tracing and Inductor passes")
        try:
            with rec, torch.no_grad():
                out = sub.compiled(ids)
        except MissingKernel as exc:
            op = _missing_op(exc)
            fusion = next((f for f, ops in FORWARD_OPS.items() if op in ops), None)
            if fusion is None or fusion in drop or not sub.path.startswith("inductor"):
                raise
            notes.append(f"cdna::{op} has no kernel for these inputs ({str(exc).split('. Set')[0]}); "
                         f"compiling again without the {fusion} fusion")
            drop.add(fusion)
            torch._dynamo.reset()
            continue
        sub.finish()
        return sub, rec, out, notes


def _print_substitution(sub: Any, notes: list[str], cover: list[str]) -> None:
    for n in notes:
        print(f"  note: {n}")
    print(f"  path: {sub.path}: {sub.description}")
    if sub.fusions:
        print(f"  fusions enabled: {', '.join(sub.fusions)}")
    for f, why in sub.unavailable.items():
        print(f"  fusion {f}: not available: {why}")
    for line in cover:
        print(f"  {line}")
    for line in sub.patched:
        print(f"  patched: {line}")
    if sub.matches:
        print("  pattern matches (fusion/spelling): " + ", ".join(f"{k} x{v}" for k, v in sorted(sub.matches.items())))
    for k, v in sorted(sub.rejects.items()):
        print(f"  not substituted x{v}: {k}")
    if sub.cdna_calls:
        print("  cdna ops in the compiled graphs: " + ", ".join(f"cdna::{k} x{v}" for k, v in sorted(sub.cdna_calls.items())))
    elif sub.path.startswith("inductor"):
        print("  NO cdna op in the compiled graphs")
    for f, n in sorted(sub.left_aten.items()):
        print(f"  left as aten: {n} {f} candidate(s)" + (" (no pattern module yet)" if f in sub.unavailable else ""))


def _print_kernels(rec: Recorder) -> None:
    if not rec.kernels:
        print("  no cdna kernel was launched")
        return
    rows = []
    for use in rec.kernels.values():
        ck = use.ck
        rows.append([ck.name, f"cdna::{use.op}", ck.arch, use.static_instructions, ck.sgprs, ck.vgprs, ck.agprs,
                     ck.lds_bytes, f"{ck.occupancy}/8", use.launches])
    print(table(["kernel", "op", "arch", "instrs", "SGPRs", "VGPRs", "AGPRs", "LDS B", "waves/SIMD", "launches"],
                rows))
    print("  (instrs: instructions in the code; waves/SIMD: occupancy the registers allow)")


def _print_counters(rec: Recorder) -> None:
    classes = ("valu", "salu", "mfma", "vmem_load", "vmem_store", "smem", "lds", "branch", "waitcnt_nop")
    rows = []
    for use in rec.ops.values():
        total = sum(use.counts.values())
        ratio = use.bytes_moved / use.min_bytes if use.min_bytes else float("nan")
        rows.append([f"cdna::{use.op}", use.calls, total, *(use.counts.get(c, 0) for c in classes),
                     kib(use.bytes_moved), kib(use.min_bytes), f"{ratio:.3f}"])
    if not rows:
        print("  (no simulated launches)")
        return
    print(table(["op", "calls", "instrs", "valu", "salu", "mfma", "vm_ld", "vm_st", "smem", "lds", "branch",
                 "wait/nop", "global", "minimum", "ratio"], rows))
    print("  (instrs: dynamic instructions, per wave, summed over the waves; global: bytes the kernels moved;\n"
          "   minimum: every input read once, every output written once. Norm kernels re-read the weight vector\n"
          "   once per workgroup, which shows at the demo's few rows and vanishes at real sizes; attention\n"
          "   reads K/V once per query head of a GQA group)")
    warnings = [w for u in rec.kernels.values() for w in u.warnings]
    if warnings:
        print(f"  simulator sanitizer warnings ({len(warnings)}): " + "; ".join(warnings[:3]))


def _print_timing(device: str, model: Any, compiled: Any, ids: torch.Tensor) -> None:
    why = timing.skip_reason(device)
    if why is not None:
        print(f"  skipped: {why}")
        return
    plain = torch.compile(model)
    with torch.no_grad():
        res = timing.compare({"eager": lambda: model(ids), "torch.compile": lambda: plain(ids),
                              "torch.compile + torch_cdna": lambda: compiled(ids)})
    base = res["eager"]
    print(table(["variant", "median ms", "speedup vs eager"], [[k, v, f"{base / v:.2f}x"] for k, v in res.items()]))


def run(ns: argparse.Namespace, device: str, arch: str, progress: Progress) -> bool:
    """The model part of the demo; returns whether the compiled model matched eager."""
    dtype = getattr(torch, ns.dtype)
    kind = "hip" if device == "cuda" else "sim"
    with progress.step(f"build a {ns.layers}-layer transformer (hidden 256, random weights), run it eagerly"):
        name = ns.model if ns.model != "auto" else ("hf" if models.hf_available() else "builtin")
        progress.detail(f"building {name}")
        sizes = models.Sizes(layers=ns.layers)
        model = models.build(name, dtype, device, sizes)
        ids = torch.randint(0, sizes.vocab, (ns.batch, ns.seq), device=device)
        with torch.no_grad():
            ref = model(ids)
            ref32 = models.build(name, torch.float32, device, sizes)(ids)
        what = "HF transformers LlamaForCausalLM from a LlamaConfig" if name == "hf" else \
            "Llama-style modules written in torch_cdna/_demo/model.py"
        print(f"  model: {what}; {sum(p.numel() for p in model.parameters()) / 1e6:.2f} M parameters, "
              f"{str(dtype).replace('torch.', '')}, tokens [{ns.batch}, {ns.seq}], logits {list(ref.shape)}")
    with progress.step("compile with torch_cdna and run once (kernels compiled for the arch, then "
                       + ("launched on the GPU)" if device == "cuda" else "simulated)")):
        sub, rec, out, notes = _run_substituted(model, ids, ns, progress, device == "cuda")
    print("\n== what was substituted")
    if sub is None:
        for n in notes:
            print(f"  note: {n}")
        print("  no substitution path is available yet: nothing to compare")
        return False
    _print_substitution(sub, notes, coverage(sub.fusions, kind, arch, dtype))
    print(f"\n== kernels compiled ({arch})")
    _print_kernels(rec)
    print("\n== correctness against eager")
    err, scale = errors(out, ref), errors(ref, ref32)
    ok = bool(torch.isfinite(out).all()) and err.max_rel <= REL_TOL[dtype]
    print(f"  logits, compiled vs eager ({str(dtype).replace('torch.', '')}): {err}  "
          f"[{'OK' if ok else 'MISMATCH'}: tolerance rel {REL_TOL[dtype]:g}]")
    print(f"  for scale, eager {str(dtype).replace('torch.', '')} vs eager fp32: {scale}")
    print("\n== simulator counters per op" if device != "cuda" else "\n== launches per op")
    _print_counters(rec)
    print("\n== GPU timing (device events, median)")
    _print_timing(device, model, sub.compiled, ids)
    return ok

"""Cross-check the peer kernels' torch references with Triton's CPU interpreter (``TRITON_INTERPRET=1``).

This checks the references and the kernels' logic against each other, independently of both the AMD code
generator and torch_cdna.sim. The interpreter is not faithful everywhere; the cases in ``INTERPRETER_GAPS``
fail there for the reason given, and their references were checked by reading the assembly instead.

Usage (from the repository root; takes a few seconds)::

    python -m tests.sim.peer.interpret
"""

from __future__ import annotations

import os
import sys

# Must be set before triton.jit decorates the kernels, i.e. before kernels.py is imported.
os.environ["TRITON_INTERPRET"] = "1"

import torch  # noqa: E402

from .kernels import KERNELS  # noqa: E402
from .runner import compare  # noqa: E402

INTERPRETER_GAPS = {
    "fma_bf16": "the interpreter rounds f32->bf16 toward zero (Triton's default and the hardware: RTNE)",
    "fma_f16": "the interpreter rounds x*y before +z; the AMD code is v_pk_fma_f16 (one rounding)",
    "cvt_f32_to_bf16_f16": "the interpreter truncates f32->bf16 (NaN becomes inf)",
    "cvt_bf16_f16_to_f32": "the interpreter mishandles bf16 subnormals",
    "cvt_f32_to_fp8e4": "the interpreter truncates f32->fp8 even with fp_downcast_rounding='rtne'",
    "cvt_f32_to_fp8e5": "the interpreter truncates f32->fp8 even with fp_downcast_rounding='rtne'",
    "cvt_fp8e4_to_f32": "the interpreter decodes FNUZ 0x80 as -0 and OCP e4m3 0x7f/0xff as +-480 (both NaN)",
    "cvt_fp8e5_to_f32": "the interpreter decodes FNUZ 0x80 as -0 and OCP e5m2 inf/NaN codes as numbers",
    "matmul_bf16": "the interpreter's tl.dot on bf16 operands returns garbage",
    "attn_fwd_bf16_causal": "the interpreter's tl.dot on bf16 operands returns garbage",
    "matmul_bf16_16x16": "the interpreter's tl.dot on bf16 operands returns garbage",
}


def check(name: str, arch: str, seed: int) -> str:
    """'ok', or what differs between the interpreter's result and the reference."""
    spec = next(k for k in KERNELS if k.name == name)
    case = spec.build(arch, torch.Generator().manual_seed(seed))
    spec.fn[spec.grid](*case.args, **spec.constexprs, num_warps=spec.num_warps)
    bad = [m for c in case.checks if (m := compare(case.args[c.index], c))]
    return "; ".join(m[:300] for m in bad) or "ok"


def main() -> int:
    seed = int.from_bytes(os.urandom(4), "little")
    unexpected = 0
    for spec in KERNELS:
        for arch in spec.archs:
            result = check(spec.name, arch, seed)
            gap = INTERPRETER_GAPS.get(spec.name)
            verdict = "ok" if result == "ok" else ("known gap" if gap else "MISMATCH")
            unexpected += verdict == "MISMATCH"
            print(f"{spec.name:26s} {arch} {verdict:9s} {'' if result == 'ok' else (gap or result)}")
    print(f"seed {seed}: {unexpected} unexpected mismatches")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())

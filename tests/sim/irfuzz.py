"""Random straight-line LLVM IR kernels with their reference values: a differential fuzzer of the simulator
against LLVM's AMDGPU instruction selection.

Each program loads 4 values of each type (i32, i64, float, double) per lane, applies a random chain of
operations (integer arithmetic incl. 64-bit division, shifts, bit counts, saturating and funnel ops;
conversions between every pair of types; IEEE float and double arithmetic incl. division, square root, fma,
rounding) and stores every result. LLVM compiles it for gfx942/gfx950 (division, i64<->float conversion, sqrt
and rounding expand into long sequences: v_div_scale/fmas/fixup, v_rcp_iflag, carry chains, v_cvt with
correction steps); the reference is numpy's IEEE arithmetic, or exact rational arithmetic where numpy has no
single-rounding form (fma). Every operation is defined for every input (divisors are made nonzero and never
-1 for a minimal dividend, shift amounts masked, float->int conversions saturate), so any difference is a
simulator bug (or a wrong reference here).

Reproduce a failure (the test prints its seed)::

    python -m tests.sim.irfuzz --seed 1234 --arch gfx950      # prints the IR and the first differences
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field

import numpy as np

from . import irfuzz_narrow  # noqa: F401 - registers the narrow and packed operations and types
from .irfuzz_ops import BITS, DERIVED, INPUT_TYPES, LANES, N_IN, OPS, SAME_NAN, TYPES, WORD, Op, as_words

# ---------------------------------------------------------------------------------------------- programs
@dataclass
class Program:
    """A generated kernel ``@k(ptr %i32in, ptr %i64in, ptr %f32in, ptr %f64in, ptr %out)``, its inputs and the
    expected output words (one i64 per operation per lane)."""

    seed: int
    ir: str
    ops: list[str]
    inputs: dict[str, np.ndarray]
    expected: np.ndarray  # (LANES, len(ops)) uint64
    kinds: list[str] = field(default_factory=list)  # result type per operation


def _inputs(rng: random.Random) -> dict[str, np.ndarray]:
    n = LANES * N_IN
    ints32 = [0, 1, 2, 3, 31, 32, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0xFFFFFFFE, 0x80000001, 1 << 16, 12345678]
    ints64 = [0, 1, 63, 64, (1 << 64) - 1, 1 << 63, (1 << 63) - 1, 1 << 32, (1 << 32) - 1, 0xFFFFFFFF00000000]
    f32 = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, float("inf"), float("-inf"), float("nan"), 1e-45, -3e-39,
           1.17549435e-38, 3.4028235e38, 16777217.0, 2.0**31, -2.0**31, 2.0**63, 1e10]

    def pick(edges, rand):
        return [rng.choice(edges) if rng.random() < 0.3 else rand() for _ in range(n)]

    def rand_float(bits):
        kind = rng.random()
        if kind < 0.4:
            return rng.uniform(-100, 100)
        if kind < 0.6:
            return float(rng.randint(-2**40, 2**40))
        e = rng.randint(-1074 if bits == 64 else -149, 1023 if bits == 64 else 127)
        return rng.choice((-1, 1)) * rng.random() * 2.0 ** e

    return {  # the kernel's input types (INPUT_TYPES); narrower types derive from them (DERIVED)
        "i32": np.array(pick(ints32, lambda: rng.getrandbits(32) >> rng.randrange(32)), dtype=np.uint32),
        "i64": np.array(pick(ints64, lambda: rng.getrandbits(64) >> rng.randrange(64)), dtype=np.uint64),
        "float": np.array(pick(f32, lambda: rand_float(32)), dtype=np.float32),
        "double": np.array(pick(f32, lambda: rand_float(64)), dtype=np.float64),
    }


def generate_all(seed: int) -> Program:
    """A program applying every operation of ``OPS`` once (in a random order, on random operands)."""
    order = list(OPS)
    random.Random(seed).shuffle(order)
    return generate(seed, len(order), order)


def generate(seed: int, n_ops: int = 24, ops: list[Op] | None = None) -> Program:
    """A random program of ``n_ops`` operations (each an IR chain with its reference value per lane); ``ops``
    fixes the sequence of operations instead of drawing them."""
    rng = random.Random(seed)
    inputs = _inputs(rng)
    pool: dict[str, list[str]] = {ty: [] for ty in TYPES}
    values: dict[str, np.ndarray] = {}
    body = ["  %tid = call i32 @llvm.amdgcn.workitem.id.x()", f"  %base = mul i32 %tid, {N_IN}"]
    for ti, ty in enumerate(INPUT_TYPES):
        for j in range(N_IN):
            name = f"%in.{ti}.{j}"
            body += [f"  %ix.{ti}.{j} = add i32 %base, {j}",
                     f"  %p.{ti}.{j} = getelementptr {ty}, ptr addrspace(1) %a{ti}, i32 %ix.{ti}.{j}",
                     f"  {name} = load {ty}, ptr addrspace(1) %p.{ti}.{j}"]
            pool[ty].append(name)
            values[name] = inputs[ty].reshape(LANES, N_IN)[:, j].copy()
    for ty, (emit, ref) in DERIVED.items():  # seeds of the narrow types, from the i32 and float inputs
        for j in range(N_IN):
            name = f"%dv.{ty.replace(' ', '')}.{j}".replace("<", "").replace(">", "")
            body += [f"  {ln}" for ln in emit(name, f"%in.0.{j}", f"%in.2.{j}", j)]
            pool[ty].append(name)
            with np.errstate(all="ignore"):
                values[name] = ref(values[f"%in.0.{j}"], values[f"%in.2.{j}"], j)
    declares = {"declare i32 @llvm.amdgcn.workitem.id.x()"}
    names, kinds, expected = [], [], []
    for k in range(n_ops):
        op = ops[k] if ops is not None else rng.choice(OPS)
        args = [rng.choice(pool[t][-6:]) if rng.random() < 0.7 else rng.choice(pool[t]) for t in op.args]
        dst = f"%v{k}"
        body += [f"  {ln}" for ln in op.emit(dst, args)]
        declares.update(op.declares)
        with np.errstate(all="ignore"):
            values[dst] = np.asarray(op.ref(*(values[a] for a in args))).astype(TYPES[op.result])
        pool[op.result].append(dst)
        names.append(op.name)
        kinds.append(op.result)
        body += [f"  {ln}" for ln in WORD[op.result](dst)]
        body += [f"  {dst}.slot0 = mul i32 %tid, {n_ops}", f"  {dst}.slot = add i32 {dst}.slot0, {k}",
                 f"  {dst}.addr = getelementptr i64, ptr addrspace(1) %out, i32 {dst}.slot",
                 f"  store i64 {dst}.w, ptr addrspace(1) {dst}.addr"]
        expected.append(as_words(values[dst]))
    ir = "\n".join(['target triple = "amdgcn-amd-amdhsa"', *sorted(declares), "",
                    "define amdgpu_kernel void @k(ptr addrspace(1) %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, "
                    "ptr addrspace(1) %a3, ptr addrspace(1) %out) {", *body, "  ret void", "}", ""])
    return Program(seed, ir, names, inputs, np.stack(expected, axis=1), kinds)


def differences(prog: Program, got: np.ndarray, limit: int = 5) -> list[str]:
    """Mismatching (lane, operation) entries, NaNs of any payload counting as equal (``SAME_NAN`` per type)."""
    exp = prog.expected
    bad = got != exp
    for k, kind in enumerate(prog.kinds):
        if kind in SAME_NAN:
            bad[:, k] &= ~SAME_NAN[kind](got[:, k], exp[:, k])
    out = []
    for lane, k in np.argwhere(bad)[:limit]:
        inputs = {ty: prog.inputs[ty].reshape(LANES, N_IN)[lane].tolist() for ty in INPUT_TYPES}
        out.append(f"lane {lane} op {k} ({prog.ops[k]}): got {int(got[lane, k]):#x}, expected {int(exp[lane, k]):#x}"
                   f"; lane inputs {inputs}")
    return out


def run(prog: Program, arch: str) -> np.ndarray:
    """Compile ``prog`` with LLVM for ``arch`` and run it in the simulator: (LANES, n_ops) uint64 words."""
    import torch

    from torch_cdna import sim

    from .test_calls import llvm_asm
    tensors = [torch.from_numpy(prog.inputs[ty].view(np.int32 if BITS[ty] == 32 else np.int64).copy())
               for ty in INPUT_TYPES]
    out = torch.full((LANES * len(prog.ops),), -0x5A5A5A5A5A5A5A5A, dtype=torch.int64)
    sim.launch(llvm_asm(prog.ir, arch), "k", [1], [LANES], [*tensors, out], strict=False)  # LLVM copies undefined registers (spills of undef halves)
    return out.numpy().view(np.uint64).reshape(LANES, len(prog.ops))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--arch", default="gfx942")
    ap.add_argument("--ops", type=int, default=24)
    ns = ap.parse_args()
    prog = generate(ns.seed, ns.ops)
    print(prog.ir)
    diffs = differences(prog, run(prog, ns.arch))
    print("\n".join(diffs) if diffs else "all values match")


if __name__ == "__main__":
    main()

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

    python -m tests.sim.irfuzz --seed 1234 --arch gfx950 [--general]   # prints the IR and the first differences
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field

import numpy as np

from . import irfuzz_lanes, irfuzz_narrow  # noqa: F401 - register the cross-lane and narrow operations
from .irfuzz_memory import SCRATCH_BYTES
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


class _Builder:
    """The kernel body under construction: IR lines, the current block's label, values by type (``pool``) and
    their reference arrays, and the recorded results (one stored word per result)."""

    def __init__(self, rng: random.Random, n_ops: int) -> None:
        self.rng, self.n_ops = rng, n_ops
        self.body = ["entry:", "  %tid = call i32 @llvm.amdgcn.workitem.id.x()", f"  %base = mul i32 %tid, {N_IN}"]
        self.block = "entry"
        self.pool: dict[str, list[str]] = {ty: [] for ty in TYPES}
        self.values: dict[str, np.ndarray] = {}
        self.declares = {"declare i32 @llvm.amdgcn.workitem.id.x()"}
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.expected: list[np.ndarray] = []

    def add(self, name: str, ty: str, value: np.ndarray) -> None:
        self.pool[ty].append(name)
        self.values[name] = value

    def args(self, op: Op) -> list[str]:
        return [self.rng.choice(self.pool[t][-6:]) if self.rng.random() < 0.7 else self.rng.choice(self.pool[t])
                for t in op.args]

    def emit(self, op: Op, dst: str, args: list[str]) -> np.ndarray:
        """``op``'s lines into the current block; its reference value (not yet in the pool)."""
        self.body += [f"  {ln}" for ln in op.emit(dst, args)]
        self.declares.update(op.declares)
        with np.errstate(all="ignore"):
            return np.asarray(op.ref(*(self.values[a] for a in args))).astype(TYPES[op.result])

    def label(self, name: str) -> None:
        self.body.append(f"{name}:")
        self.block = name

    def record(self, dst: str, name: str, ty: str, value: np.ndarray) -> None:
        """Put ``dst`` in the pool and store its word in the result slot of operation number len(names)."""
        k = len(self.names)
        self.add(dst, ty, value)
        self.names.append(name)
        self.kinds.append(ty)
        self.body += [f"  {ln}" for ln in WORD[ty](dst)]
        self.body += [f"  {dst}.slot0 = mul i32 %tid, {self.n_ops}", f"  {dst}.slot = add i32 {dst}.slot0, {k}",
                      f"  {dst}.addr = getelementptr i64, ptr addrspace(1) %out, i32 {dst}.slot",
                      f"  store i64 {dst}.w, ptr addrspace(1) {dst}.addr"]
        self.expected.append(as_words(value))

    def lane_bits(self, dst: str, bits: int) -> tuple[str, np.ndarray]:
        """An i32 of the low ``bits`` bits of a pool value (lane-varying: conditions, trip counts)."""
        x = self.rng.choice(self.pool["i32"])
        self.body.append(f"  {dst} = and i32 {x}, {(1 << bits) - 1}")
        return dst, self.values[x] & np.uint32((1 << bits) - 1)


def _pure(ops: list[Op], result: str | None = None, arg: str | None = None) -> list[Op]:
    return [o for o in ops if not o.crosslane and (result is None or o.result == result)
            and (arg is None or arg in o.args)]


def _if_region(b: _Builder, k: int) -> None:
    """if (x & 7) < (y & 7) then op1 else op2, merged by a phi: EXEC-masked halves of a wave."""
    op1 = b.rng.choice(_pure(OPS))
    op2 = b.rng.choice(_pure(OPS, op1.result))
    x, xv = b.lane_bits(f"%v{k}.cx", 3)
    y, yv = b.lane_bits(f"%v{k}.cy", 3)
    b.body += [f"  %v{k}.c = icmp ult i32 {x}, {y}", f"  br i1 %v{k}.c, label %then.{k}, label %else.{k}"]
    b.label(f"then.{k}")
    tv = b.emit(op1, f"%v{k}.t", b.args(op1))
    b.body.append(f"  br label %join.{k}")
    b.label(f"else.{k}")
    ev = b.emit(op2, f"%v{k}.e", b.args(op2))
    b.body.append(f"  br label %join.{k}")
    b.label(f"join.{k}")
    b.body.append(f"  %v{k} = phi {op1.result} [ %v{k}.t, %then.{k} ], [ %v{k}.e, %else.{k} ]")
    b.record(f"%v{k}", f"if({op1.name}|{op2.name})", op1.result, np.where(xv < yv, tv, ev))


def _loop_region(b: _Builder, k: int) -> None:
    """acc = op(acc, ...) repeated (x & 7) times per lane: a loop whose trip count differs between lanes."""
    op = b.rng.choice([o for o in _pure(OPS) if o.result in o.args])
    ty = op.result
    slot = op.args.index(ty)
    n, nv = b.lane_bits(f"%v{k}.n", 3)
    init = b.rng.choice(b.pool[ty])
    args = b.args(op)
    args[slot] = f"%v{k}.acc"
    before = b.block
    b.body.append(f"  br label %head.{k}")
    b.label(f"head.{k}")
    b.body += [f"  %v{k}.i = phi i32 [ 0, %{before} ], [ %v{k}.i1, %body.{k} ]",
               f"  %v{k}.acc = phi {ty} [ {init}, %{before} ], [ %v{k}.b, %body.{k} ]",
               f"  %v{k}.go = icmp ult i32 %v{k}.i, {n}", f"  br i1 %v{k}.go, label %body.{k}, label %exit.{k}"]
    b.label(f"body.{k}")
    acc = b.values[init]
    for i in range(8):
        b.values[f"%v{k}.acc"] = acc
        step = b.emit(op, f"%v{k}.b", args) if i == 0 else _ref(op, [b.values[a] for a in args])
        acc = np.where(np.uint32(i) < nv, step, acc)
    del b.values[f"%v{k}.acc"]
    b.body += [f"  %v{k}.i1 = add i32 %v{k}.i, 1", f"  br label %head.{k}"]
    b.label(f"exit.{k}")
    b.record(f"%v{k}.acc", f"loop({op.name})", ty, acc)


def _ref(op: Op, arrays: list[np.ndarray]) -> np.ndarray:
    with np.errstate(all="ignore"):
        return np.asarray(op.ref(*arrays)).astype(TYPES[op.result])


def generate(seed: int, n_ops: int = 24, ops: list[Op] | None = None) -> Program:
    """A random program of ``n_ops`` results: single operations, and (when ``ops`` is not given) if/else
    regions and loops with lane-dependent conditions and trip counts; ``ops`` fixes a straight-line sequence."""
    rng = random.Random(seed)
    inputs = _inputs(rng)
    b = _Builder(rng, n_ops)
    for ti, ty in enumerate(INPUT_TYPES):
        for j in range(N_IN):
            name = f"%in.{ti}.{j}"
            b.body += [f"  %ix.{ti}.{j} = add i32 %base, {j}",
                       f"  %p.{ti}.{j} = getelementptr {ty}, ptr addrspace(1) %a{ti}, i32 %ix.{ti}.{j}",
                       f"  {name} = load {ty}, ptr addrspace(1) %p.{ti}.{j}"]
            b.add(name, ty, inputs[ty].reshape(LANES, N_IN)[:, j].copy())
    for ty, (emit, ref) in DERIVED.items():  # seeds of the narrow types, from the i32 and float inputs
        for j in range(N_IN):
            name = f"%dv.{ty.replace(' ', '')}.{j}".replace("<", "").replace(">", "")
            b.body += [f"  {ln}" for ln in emit(name, f"%in.0.{j}", f"%in.2.{j}", j)]
            with np.errstate(all="ignore"):
                b.add(name, ty, ref(b.values[f"%in.0.{j}"], b.values[f"%in.2.{j}"], j))
    for k in range(n_ops):
        roll = rng.random()
        if ops is None and roll < 0.12:
            _if_region(b, k)
        elif ops is None and roll < 0.2:
            _loop_region(b, k)
        else:
            op = ops[k] if ops is not None else rng.choice(OPS)
            dst = f"%v{k}"
            b.record(dst, op.name, op.result, b.emit(op, dst, b.args(op)))
    ir = "\n".join(['target triple = "amdgcn-amd-amdhsa"', *sorted(b.declares), "",
                    "define amdgpu_kernel void @k(ptr addrspace(1) %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, "
                    "ptr addrspace(1) %a3, ptr addrspace(1) %out, ptr addrspace(1) %scr) {", *b.body, "  ret void", "}", ""])
    return Program(seed, ir, b.names, inputs, np.stack(b.expected, axis=1), b.kinds)


def differences(prog: Program, got: np.ndarray, limit: int = 5) -> list[str]:
    """Mismatching (lane, operation) entries, NaNs of any payload counting as equal (``SAME_NAN`` per type)."""
    exp = prog.expected
    bad = got != exp
    for k, kind in enumerate(prog.kinds):
        if kind in SAME_NAN:
            bad[:, k] &= ~SAME_NAN[kind](got[:, k], exp[:, k])
        if any(name in prog.ops[k] for name in irfuzz_narrow.EITHER_ZERO_SIGN):  # see irfuzz_narrow
            bad[:, k] &= ~(((got[:, k] | exp[:, k]) & np.uint64(0x7FFF)) == 0)
    out = []
    for lane, k in np.argwhere(bad)[:limit]:
        inputs = {ty: prog.inputs[ty].reshape(LANES, N_IN)[lane].tolist() for ty in INPUT_TYPES}
        out.append(f"lane {lane} op {k} ({prog.ops[k]}): got {int(got[lane, k]):#x}, expected {int(exp[lane, k]):#x}"
                   f"; lane inputs {inputs}")
    return out


def run(prog: Program, arch: str, fastpath: bool = True) -> np.ndarray:
    """Compile ``prog`` with LLVM for ``arch`` and run it in the simulator: (LANES, n_ops) uint64 words.
    ``fastpath=False`` runs the general executor instead of the one-wave fast path (``sim/fastpath.py``)."""
    import torch

    from torch_cdna import _config, sim

    from .llvmkit import llvm_asm
    tensors = [torch.from_numpy(prog.inputs[ty].view(np.int32 if BITS[ty] == 32 else np.int64).copy())
               for ty in INPUT_TYPES]
    out = torch.full((LANES * len(prog.ops),), -0x5A5A5A5A5A5A5A5A, dtype=torch.int64)
    scratch = torch.zeros(LANES * SCRATCH_BYTES // 8, dtype=torch.int64)  # global memory of irfuzz_memory's ops
    # not strict: LLVM copies undefined registers (e.g. spills of undefined halves), which strict mode reports
    with _config.override(sim_fastpath=fastpath):
        sim.launch(llvm_asm(prog.ir, arch), "k", [1], [LANES], [*tensors, out, scratch], strict=False)
    return out.numpy().view(np.uint64).reshape(LANES, len(prog.ops))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--arch", default="gfx942")
    ap.add_argument("--ops", type=int, default=32)
    ap.add_argument("--general", action="store_true", help="the general executor instead of the fast path")
    ns = ap.parse_args()
    prog = generate(ns.seed, ns.ops)
    print(prog.ir)
    diffs = differences(prog, run(prog, ns.arch, fastpath=not ns.general))
    print("\n".join(diffs) if diffs else "all values match")


if __name__ == "__main__":
    main()

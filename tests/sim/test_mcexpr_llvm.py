"""The directive-expression evaluator (``sim/mcexpr.py``) against LLVM's own assembler: random expressions (fresh
each run) are assembled as ``.quad`` data by llvm-mc and evaluated by the simulator's evaluator; every value must
agree. This pins precedence, logical ``>>``, C division and the AMDGPU functions to what LLVM computes."""

from __future__ import annotations

import random
import struct

from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.sim.mcexpr import Symbols, evaluate

_BINARY = ["||", "&&", "==", "!=", "<", "<=", ">", ">=", "+", "-", "|", "&", "^", "*", "/", "%", "<<", ">>"]


def _expr(rng: random.Random, depth: int) -> str:
    """A random expression whose value stays far from int64 overflow (small leaves, small shift counts)."""
    if depth == 0 or rng.random() < 0.2:
        return str(rng.randrange(0, 21))
    kind = rng.random()
    if kind < 0.12:
        inner = _expr(rng, depth - 1)  # llvm-mc reads an AMDGPU function right after a unary operator as an error
        return rng.choice("-~!") + (f"({inner})" if inner[0].isalpha() else _wrap(rng, inner))
    if kind < 0.27:
        fn = rng.choice(["max", "or", "alignto", "totalnumvgprs", "extrasgprs"])
        if fn == "alignto":
            # alignments that are not powers of two, and negative values, show alignTo's unsigned arithmetic
            args = [_expr(rng, depth - 1), rng.choice([str(1 << rng.randrange(0, 7)), "3", "5", "7", "12"])]
        elif fn == "extrasgprs":
            args = [str(rng.randrange(2)) for _ in range(3)]
        elif fn == "totalnumvgprs":
            args = [str(rng.randrange(0, 64)), str(rng.randrange(0, 256))]
        else:
            args = [_expr(rng, depth - 1) for _ in range(rng.randrange(1, 4))]
        return f"{fn}({', '.join(args)})"
    op = rng.choice(_BINARY)
    left = _expr(rng, depth - 1)
    if op in ("<<", ">>"):
        right = str(rng.randrange(0, 9))
    elif op in ("/", "%"):
        right = str(rng.choice([-7, -3, -1, 1, 2, 5, 16]))
    else:
        right = _expr(rng, depth - 1)
    return f"{_wrap(rng, left)}{op}{_wrap(rng, right)}"


def _wrap(rng: random.Random, text: str) -> str:
    """Parenthesise a subexpression most of the time; leaving it bare tests precedence."""
    return f"({text})" if rng.random() < 0.7 else text


def _section(obj: bytes, name: bytes) -> bytes:
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", obj, 0x3A)

    def header(i: int) -> tuple[int, int, int]:
        base = shoff + i * shentsize
        off, size = struct.unpack_from("<QQ", obj, base + 0x18)
        return struct.unpack_from("<I", obj, base)[0], off, size

    strtab = header(shstrndx)[1]
    for i in range(shnum):
        n, off, size = header(i)
        if obj[strtab + n:obj.index(b"\0", strtab + n)] == name:
            return obj[off:off + size]
    raise AssertionError(f"section {name!r} not in the object")


def _llvm_values(exprs: list[str]) -> tuple[int, ...]:
    """What llvm-mc assembles each expression to, as ``.quad`` data in a relocatable object."""
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n.section .rodata.exprs,"a",@progbits\n' +
            "".join(f".quad {e}\n" for e in exprs))
    obj = find_toolchain("gfx942")._assemble_object(text, "gfx942", "")
    return struct.unpack(f"<{len(exprs)}q", _section(obj, b".rodata.exprs"))


def _disagreements(exprs: list[str]) -> list[tuple[str, int, int]]:
    """(expression, LLVM's value, ours) wherever the two differ."""
    ours = [evaluate(e, Symbols(), "gfx942") for e in exprs]
    return [(e, v, o) for e, v, o in zip(exprs, _llvm_values(exprs), ours) if v != o]


def test_random_expressions_evaluate_as_llvm_assembles_them() -> None:
    seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    wrong = _disagreements([_expr(rng, 3) for _ in range(300)])
    assert not wrong, f"seed={seed}: (expression, LLVM, ours) {wrong[:5]}"


def test_edge_expressions_evaluate_like_llvm() -> None:
    """Values at the edges of int64, kept out of the random draw because some of them would reach INT64_MIN/-1,
    which kills the process (SIGFPE in the in-process LLVM).

    alignTo works on uint64: a value near 2**63 rounds up into the sign bit (CI seed 114556392 found
    ``alignto((-(4))>>1, 32)``), negative values are huge unsigned ones, and the product wraps at 64 bits.
    Shift counts are taken modulo 64 (C++ UB, which llvm-mc on x86-64 computes as the shift instruction does)."""
    edge = ["alignto((-(4))>>1, 32)", "alignto(((0-1)>>1)+1, 64)", "alignto(0-40, 32)", "alignto(0-40, 3)",
            "alignto(0-2, 3)", "alignto(0-3, 5)", "alignto(7, 0-8)", "alignto(0-9, 0-8)", "alignto(13, 12)",
            "max((0-1)>>1, 0-1)", "max(0-3, 2)",
            "5<<(0-1)", "5<<63", "5<<64", "5<<65", "5<<127", "5<<128", "(0-5)>>(0-1)", "(0-5)>>65", "(0-5)>>63",
            "12>>64", "12>>66", "3<<(0-62)", "(1<<62)*4", "((0-1)>>1)+1"]
    assert not _disagreements(edge)

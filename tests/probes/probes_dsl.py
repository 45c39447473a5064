"""Probes of the ``torch_cdna.asm`` ``@jit`` DSL as a careless author uses it: wrong argument counts and types,
bad registers, constants and modifiers, unwritten registers, stale memoised kernels. Errors must be
``CdnaError``s (or TypeErrors from the argument checks) naming the argument, and for mistakes in kernel code
the author's file:line (this file's)."""

from __future__ import annotations

import inspect
import math
from pathlib import Path
from typing import Any, Callable

import numpy as np
import torch

import torch_cdna
from torch_cdna import _config
from torch_cdna.errors import CdnaError

from .model import Ctx, Either, Probe, Raises, Succeeds, WrongValue

ARG_ERRORS = (TypeError, ValueError, CdnaError)
jit = torch_cdna.asm.jit


def line_of(fn: Callable, marker: str) -> str:
    """``probes_dsl.py:N`` of the line of ``fn`` containing ``marker`` (what an error must point at)."""
    fn = getattr(fn, "fn", fn)  # a JitFunction: its Python function
    lines, first = inspect.getsourcelines(fn)
    index = next(i for i, text in enumerate(lines) if marker in text)
    return f"{Path(inspect.getsourcefile(fn)).name}:{first + index}"


def _out() -> torch.Tensor:
    return torch.full((64,), -1, dtype=torch.int32)


def _stored(kernel: Callable, *args: Any) -> int:
    """Launch ``kernel`` (one wave) with the compile-time ``args`` and an int output; the value it stored."""
    out = torch.full((256,), -1, dtype=torch.int32)
    kernel([1], [64], *args, out)
    return int(out[0])


@jit()
def store_n(J, out: "int*", n: "int"):
    s = J.gpr("su32", 0)
    s[0] = n
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


@jit()
def store_u(J, out: "int*", n: "uint"):
    s = J.gpr("su32", 0)
    s[0] = n
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


def _call_store_n(*args: Any, grid: Any = (1,)) -> Callable[[Ctx], Any]:
    def probe(ctx: Ctx) -> Any:
        out = _out()
        store_n(list(grid), [64], *[out if a is _OUT else a for a in args])
        return int(out[0])
    return probe


_OUT = object()  # stands for a fresh int32 output tensor in an argument list


def _int_arg_wraps(ctx: Ctx) -> Any:
    """2**31 for an 'int' parameter: refused by name (it does not fit), never stored as -2**31."""
    out = _out()
    store_n([1], [64], out, 2**31)
    return int(out[0])


def _uint_negative(ctx: Ctx) -> Any:
    out = _out()
    store_u([1], [64], out, -5)
    return int(out[0])


# ------------------------------------------------------------------ mistakes inside kernel code

@jit()
def bad_register_type(J, out: "int*"):
    v = J.gpr("vq32", 1.0)  # MARK
    J.global_store(out, v)


@jit()
def constant_too_wide(J, out: "int*"):
    s = J.gpr("su32", 0)
    s[0] = 2**32 + 5  # MARK
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


@jit()
def condition_constant_too_wide(J, out: "int*"):
    s = J.gpr("su32", 1)
    with J.If(s < 2**32):  # MARK
        s[0] = 2
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


@jit()
def bad_modifier(J, out: "int*"):
    v = J.gpr("vu32", 1)
    J.v_add_u32(v, v, v, mod="bogus")  # MARK
    J.global_store(out + J.threadIdx.x * 4, v)
    J.s_waitcnt(vmcnt=0)


@jit()
def newline_in_modifier(J, out: "int*"):
    v = J.gpr("vu32", 1)
    J.v_add_u32(v, v, v, mod="\nv_mov_b32 v0, 7")  # MARK
    J.global_store(out + J.threadIdx.x * 4, v)
    J.s_waitcnt(vmcnt=0)


@jit()
def unknown_instruction(J, out: "int*"):
    J.s_frobnicate_b32(out, 1)  # MARK


@jit()
def reads_unwritten(J, out: "int*"):
    v = J.gpr(4, "vu32")  # never written: (SGPRs would land on hardware-initialised ones)
    J.global_store(out + J.threadIdx.x * 16, v)  # MARK
    J.s_waitcnt(vmcnt=0)


@jit()
def wrong_operand_count(J, out: "int*"):
    v = J.gpr("vu32", 1)
    J.v_add_u32(v, v)  # MARK
    J.global_store(out + J.threadIdx.x * 4, v)


def _compile_error(kernel: Callable, strict: bool | None = None) -> Callable[[Ctx], Any]:
    def probe(ctx: Ctx) -> Any:
        with _config.override(sim_strict=bool(strict)):
            return _stored(kernel)
    return probe


def _at(fn: Any, *mention: str) -> Raises:
    return Raises(CdnaError, (*mention, line_of(fn, "# MARK")))


# ------------------------------------------------------------------ the in-process memo and the disk cache

@jit()
def store_kind(J, C, out: "int*"):
    s = J.gpr("su32", 7 if isinstance(C, float) else 3)
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


@jit()
def store_sign(J, C, out: "int*"):
    s = J.gpr("su32", 2 if math.copysign(1.0, C) < 0 else 1)
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


GLOBAL_VALUE = 11


@jit()
def store_global(J, out: "int*"):
    s = J.gpr("su32", GLOBAL_VALUE)
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


TABLE = np.arange(2000, dtype=np.int64)


@jit()
def store_table(J, out: "int*"):
    s = J.gpr("su32", int(TABLE[1000]))
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


def _int_then_float(ctx: Ctx) -> bool:
    """C=1 then C=1.0: the float call must run the float kernel (7), not the memoised int one (3)."""
    first, second = _stored(store_kind, 1), _stored(store_kind, 1.0)
    return _same_or_wrong((first, second), (3, 7))


def _zero_then_negative_zero(ctx: Ctx) -> bool:
    first, second = _stored(store_sign, 0.0), _stored(store_sign, -0.0)
    return _same_or_wrong((first, second), (1, 2))


def _rebound_global(ctx: Ctx) -> bool:
    global GLOBAL_VALUE
    old = GLOBAL_VALUE
    first = _stored(store_global)
    GLOBAL_VALUE = old + 1 + ctx.seed % 1000
    try:
        second = _stored(store_global)
    finally:
        GLOBAL_VALUE = old
    return _same_or_wrong((first, second), (old, old + 1 + ctx.seed % 1000))


def _edited_big_table(ctx: Ctx) -> bool:
    """Element 1000 of a 2000-element global table edited: a fresh process (memo cleared) must not take the
    stale kernel from the disk cache."""
    new = 5000 + ctx.seed % 1000
    with _config.override(cache_dir=ctx.tmp / "cache"):
        store_table.clear_memo()
        first = _stored(store_table)
        TABLE[1000] = new
        try:
            store_table.clear_memo()
            second = _stored(store_table)
        finally:
            TABLE[1000] = 1000
            store_table.clear_memo()
    return _same_or_wrong((first, second), (1000, new))


def _same_or_wrong(got: tuple, want: tuple) -> bool:
    if got != want:
        raise WrongValue(f"got {got}, expected {want}")
    return True


def probes() -> list[Probe]:
    def p(pid: str, fn: Callable, expect: Any, xfail: str | None = None) -> Probe:
        return Probe(f"dsl.{pid}", "dsl misuse", fn, expect, xfail=xfail)
    memo = Raises(CdnaError, ("fingerprint",))  # refusing what cannot be fingerprinted is also fine
    return [
        p("missing_argument", _call_store_n(_OUT), Raises(ARG_ERRORS, ("'n'",))),
        p("extra_argument", _call_store_n(_OUT, 1, 2), Raises(ARG_ERRORS, ("too many",))),
        p("wrong_pointee_dtype", lambda ctx: store_n([1], [64], torch.zeros(4), 1), Raises(ARG_ERRORS, ("'out'", "float32"))),
        p("float_as_pointer", _call_store_n(1.5, 1), Raises(ARG_ERRORS, ("'out'",))),
        p("float_for_int", _call_store_n(_OUT, 1.5), Raises(ARG_ERRORS, ("'n'",))),
        p("string_for_int", _call_store_n(_OUT, "7"), Raises(ARG_ERRORS, ("'n'",))),
        p("fractional_grid", _call_store_n(_OUT, 1, grid=(1.5,)), Raises(ARG_ERRORS, ("grid",))),
        p("zero_grid", _call_store_n(_OUT, 1, grid=(0,)), Raises(ARG_ERRORS, ("grid",))),
        p("int_argument_2_31", _int_arg_wraps, Raises(ARG_ERRORS, ("'n'",))),
        p("uint_argument_negative", _uint_negative, Raises(ARG_ERRORS, ("'n'",))),
        p("bad_register_type", _compile_error(bad_register_type), _at(bad_register_type, "vq32")),
        p("unknown_instruction", _compile_error(unknown_instruction), _at(unknown_instruction, "s_frobnicate_b32")),
        p("wrong_operand_count", _compile_error(wrong_operand_count), _at(wrong_operand_count)),
        p("constant_over_32_bits", _compile_error(constant_too_wide), _at(constant_too_wide, "4294967301")),
        p("condition_constant_over_32_bits", _compile_error(condition_constant_too_wide),
          _at(condition_constant_too_wide, "4294967296")),
        p("bad_modifier", _compile_error(bad_modifier), _at(bad_modifier, "bogus")),
        p("newline_in_modifier", _compile_error(newline_in_modifier), _at(newline_in_modifier, "mod")),
        p("reads_unwritten_register_strict", _compile_error(reads_unwritten, strict=True), _at(reads_unwritten)),
        p("reads_unwritten_register", _compile_error(reads_unwritten), _at(reads_unwritten)),
        p("memo_int_then_float_constant", _int_then_float, _ok_or(memo)),
        p("memo_zero_then_negative_zero", _zero_then_negative_zero, _ok_or(memo)),
        p("memo_rebound_global", _rebound_global, _ok_or(memo)),
        p("disk_cache_big_numpy_global", _edited_big_table, _ok_or(memo)),
    ]


def _ok_or(error: Raises) -> Either:
    return Either(Succeeds(), error)

"""Every row length a row op advertises runs, and longer ones are refused before anything compiles.

At the limit a row kernel runs 16 waves, 4 on each SIMD of a CU, so each wave may be allocated at most 128
VGPRs or a GPU refuses the launch (``sim/launch_checks.check_workgroup_fits_cu``; the simulator refuses it
too now). The norms' old limits needed up to 238 (bf16 layernorm at 49,152 elements):
``test_norm_kernels_fit_a_cu_at_their_limit`` compiles every variant at the limit and checks the allocation.

A row kernel holds its row in registers: ``rowops.LANE_ELEMS`` bounds the elements per lane of each op's
kernel, ``rowops.max_row`` is the advertised longest row. The kernels at that boundary must compile (the
register allocator used to fail well inside the old limit: bf16 rmsnorm from 73,728 columns,
layernorm_backward from 32,768), one more element must be refused by the op's ``kernel_check`` (the
planner the launcher uses) with ``MissingKernel``, and the Inductor pass's ``_support.unsupported`` must
say no for it. Softmax and its backward stream rows longer than the registers hold
(``rowops.STREAMING_OPS``): their advertised limit is what their 32-bit row offsets address, and
``rowops.register_row`` is where the streaming kernel takes over (tests/ops/test_softmax_long_rows.py runs
it)."""

from __future__ import annotations

import contextlib
import random

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.inductor import _support
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import norms as N
from torch_cdna.ops.kernels import rowops
from torch_cdna.ops.kernels import softmax as S
from torch_cdna.sim import launch_checks

from .numerics import rand

DTYPES = {"bf16": torch.bfloat16, "f32": torch.float32}


def _compile_at(op: str, dt: str, arch: str) -> None:
    """Compile ``op``'s kernel(s) for the plan of its longest row held in registers (16 waves, the most chunks
    per lane), and softmax's streaming kernels."""
    d = rowops.register_row(op, dt)
    target = 2 if op.endswith("backward") and op != "softmax_backward" else rowops.TARGET_CHUNKS
    p = rowops.plan(d, dt, target_chunks=target, op=op)
    assert (p.waves, p.nch) == (rowops.MAX_WAVES, rowops.max_chunks(op, p.elems))
    base = (p.waves, 1, p.nch, p.chunk, False)
    if op == "rmsnorm":
        N.rmsnorm_fwd.compile(dt, dt, *base, arch=arch)
    elif op == "fused_add_rmsnorm":
        N.fused_add_rmsnorm_fwd.compile(dt, dt, *base, arch=arch)
    elif op == "layernorm":
        N.layernorm_fwd.compile(dt, dt, dt, *base, False, arch=arch)
    elif op == "fused_add_layernorm":
        N.fused_add_layernorm_fwd.compile(dt, dt, dt, *base, False, arch=arch)
    elif op == "rmsnorm_backward":
        for atomic in (True, False):
            N.rmsnorm_bwd.compile(dt, dt, *base, atomic, False, arch=arch)
    elif op == "layernorm_backward":
        for atomic in (True, False):
            N.layernorm_bwd.compile(dt, dt, *base, atomic, False, dt, arch=arch)
    elif op == "softmax":
        S.softmax_fwd.compile(dt, p.waves, p.nch, p.chunk, True, arch=arch)
    else:
        S.softmax_bwd.compile(dt, p.waves, p.nch, p.chunk, arch=arch)
    if op in rowops.STREAMING_OPS:
        s = rowops.plan(d + 1, dt, op=op)
        kernel = S.softmax_stream_fwd if op == "softmax" else S.softmax_stream_bwd
        kernel.compile(dt, s.waves, s.nch, s.chunk, arch=arch)


@pytest.mark.slow  # 14 kernels at their largest, compiled once each (about a minute)
@pytest.mark.parametrize("dt", sorted(DTYPES))
@pytest.mark.parametrize("op", sorted(rowops.LANE_ELEMS))
def test_kernel_compiles_at_the_advertised_limit(op, dt):
    _compile_at(op, dt, random.choice(("gfx942", "gfx950")))


NORM_OPS = sorted(set(rowops.LANE_ELEMS) - rowops.STREAMING_OPS)
ARCHS = ("gfx942", "gfx950")
OTHER_WEIGHT = {"bf16": "f32", "f16": "f32", "f32": "bf16"}


def _norm_variants(op: str, dt: str, aligned: bool):
    """(plan, jit kernel, compile-time args) of every kernel ``op``'s launcher may run at its longest row of
    ``dt`` (``aligned``: 16-byte chunks, else 2-byte ones): weights (and bias) of x's dtype or another, loaded
    whole or one 16-bit element at a time, the atomic and the deterministic backward."""
    d = rowops.register_row(op, dt, aligned)
    p = rowops.plan(d, dt, aligned, target_chunks=2 if op.endswith("backward") else rowops.TARGET_CHUNKS, op=op)
    base = (p.waves, 1, p.nch, p.chunk)
    for wt in (dt, OTHER_WEIGHT[dt]):
        for split in ((False, True) if wt != "f32" else (False,)):
            if op == "rmsnorm":
                yield p, N.rmsnorm_fwd, (dt, wt, *base, split)
            elif op == "fused_add_rmsnorm":
                yield p, N.fused_add_rmsnorm_fwd, (dt, wt, *base, split)
            elif op in ("layernorm", "fused_add_layernorm"):
                kernel = N.layernorm_fwd if op == "layernorm" else N.fused_add_layernorm_fwd
                for bt in (None, wt):
                    yield p, kernel, (dt, wt, bt, *base, split, split and bt is not None)
            elif op == "rmsnorm_backward":
                for atomic in (True, False):
                    yield p, N.rmsnorm_bwd, (dt, wt, *base, split, atomic, atomic and split)
            else:
                for atomic in (True, False):
                    yield p, N.layernorm_bwd, (dt, wt, *base, split, atomic, atomic and split, wt)


def _check_fits_cu(op: str, dt: str, aligned: bool, arch: str) -> None:
    for p, kernel, consts in _norm_variants(op, dt, aligned):
        assert (p.waves, p.nch) == (rowops.MAX_WAVES, rowops.max_chunks(op, p.elems)), p
        ck = kernel.compile(*consts, arch=arch)
        alloc = launch_checks.wave_vgpr_allocation({"next_free_vgpr": ck.vgprs}, ck.vgprs, ck.agprs)
        assert alloc <= launch_checks.max_wave_vgprs(p.waves), (op, consts, arch, ck.vgprs, ck.agprs)
        launch_checks.check_workgroup_fits_cu(kernel.fn.__name__, p.block, alloc)   # what the simulator checks


@pytest.mark.parametrize("dt", ["bf16", "f16", "f32"])
@pytest.mark.parametrize("op", NORM_OPS)
def test_norm_kernels_fit_a_cu_at_their_limit(op, dt, rng_seed):
    """Every kernel variant at the longest row of ``op`` (16 waves) is allocated at most 128 VGPRs a wave, on
    one arch and layout drawn per run (the slow test below takes them all)."""
    rng = random.Random(rng_seed)
    aligned = dt == "f32" or rng.random() < 0.5
    _check_fits_cu(op, dt, aligned, rng.choice(ARCHS))


@pytest.mark.slow  # about 200 compiles
@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("op", NORM_OPS)
def test_norm_kernels_fit_a_cu_everywhere(op, arch):
    for dt in ("bf16", "f16", "f32"):
        for aligned in ((True, False) if dt != "f32" else (True,)):
            _check_fits_cu(op, dt, aligned, arch)


def test_norms_keep_common_hidden_sizes():
    """Hidden sizes up to 16,384 (every norm, backward included, on 16-byte chunks) and 32,768 for rmsnorm
    stay within the kernels' limits."""
    for op in NORM_OPS:
        for dt in ("bf16", "f16", "f32"):
            assert rowops.max_row(op, dt) >= 16384, (op, dt)
    assert rowops.max_row("rmsnorm", "bf16") >= 32768


def _args(op: str, d: int, dtype: torch.dtype) -> tuple:
    """``op``'s positional arguments for one row of ``d`` elements (storage-less values are not needed: the
    check reads shapes, strides and addresses only; the streaming ops' rows of up to 2 GiB are FakeTensors, as
    the Inductor pass passes)."""
    with FakeTensorMode() if op in rowops.STREAMING_OPS else contextlib.nullcontext():
        x, w = torch.empty(1, d, dtype=dtype), torch.empty(d, dtype=dtype)
    return {"rmsnorm": (x, w, 1e-6), "fused_add_rmsnorm": (x, x, w, 1e-6), "layernorm": (x, w, w, 1e-5),
            "fused_add_layernorm": (x, x, w, w, 1e-5), "rmsnorm_backward": (x, x, w, 1e-6),
            "layernorm_backward": (x, x, w, 1e-5),
            "softmax": (x, -1), "softmax_backward": (x, x, -1)}[op]


@pytest.mark.parametrize("dt", sorted(DTYPES))
@pytest.mark.parametrize("op", sorted(rowops.LANE_ELEMS))
def test_kernel_check_asks_the_planner(op, dt):
    d = rowops.max_row(op, dt)
    check = OPS[op].kernel_check
    check("gfx942", *_args(op, d, DTYPES[dt]))                         # the limit itself: accepted
    with pytest.raises(MissingKernel, match=rf"cdna::{op}: no kernel for rows of {d + 1} "):
        check("gfx942", *_args(op, d + 1, DTYPES[dt]))
    with pytest.raises(rowops.RowTooLong, match=f"cdna::{op} kernel"):  # what the launcher would raise
        rowops.plan(d + 1, dt, op=op)


@pytest.mark.parametrize("op", ["rmsnorm", "softmax", "layernorm_backward"])
def test_inductor_support_refuses_what_the_planner_refuses(op):
    dtype = random.choice(list(DTYPES.values()))
    with _config.override(ops_impl="kernel"):
        too_long = _args(op, rowops.max_row(op, rowops.DTYPE_NAMES[dtype]) + 1, dtype)
        reason = _support.unsupported(op, *[a for a in too_long if isinstance(a, torch.Tensor)], args=too_long)
        assert reason is not None and "no kernel for rows of" in reason
        fits = _args(op, 4096, dtype)
        assert _support.unsupported(op, *[a for a in fits if isinstance(a, torch.Tensor)], args=fits) is None


@pytest.mark.parametrize("op", sorted(rowops.STREAMING_OPS))
def test_softmax_streams_past_the_register_limit(op):
    dt = random.choice(sorted(DTYPES))
    for aligned in (True, False):
        d = rowops.register_row(op, dt, aligned)
        assert not rowops.plan(d, dt, aligned, op=op).stream
        assert rowops.plan(d + 1, dt, aligned, op=op).stream
    OPS[op].kernel_check("gfx950", *_args(op, rowops.register_row(op, dt) + 1, DTYPES[dt]))


@pytest.mark.slow  # one 64K-element row through 16 waves on the simulator
def test_rmsnorm_runs_at_its_limit_on_the_simulator():
    d = rowops.max_row("rmsnorm", "bf16")
    x, w = rand((1, d), torch.bfloat16), rand((d,), torch.bfloat16) + 1
    arch = random.choice(("gfx942", "gfx950"))
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = torch.ops.cdna.rmsnorm(x, w, 1e-6)
    xf = x.double()
    expected = xf * torch.rsqrt(xf.square().mean(-1, keepdim=True) + 1e-6) * w.double()
    torch.testing.assert_close(y.double(), expected, rtol=1.6e-2, atol=1.6e-2 * float(w.abs().max()))

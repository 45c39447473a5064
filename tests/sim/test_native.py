"""The compiled fma of the one-wave fast path (torch_cdna/sim/_native.c) against the semantic it stands for.

``FmaF32`` must give, bit for bit, what ``vcommon.fma_f32`` (the v_fma_f32 semantic) gives on every active lane,
or write nothing and say so. Kernel-level runs with the helper on and off are compared in
test_fastpath_denorm.py and below.
"""

from __future__ import annotations

import shutil
import sysconfig
import uuid

import numpy as np
import pytest
import torch

from torch_cdna import _config, sim
from torch_cdna.sim import native, semantics
from torch_cdna.sim.semantics.vcommon import fma_f32, fma_f32_exact

needs_native = pytest.mark.skipif(not native.built(), reason=f"torch_cdna.sim._native: {native.status()}")

_TINY = np.float32(2.0 ** -126)


def test_extension_is_built_where_a_compiler_is():
    """setup.py builds it as optional: a missing module must be a machine without a C compiler, not a silent
    loss of the fast path (a stale editable install needs ``pip install -e .`` again)."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        assert not native.enabled()
        return
    assert native.built(), native.status()
    assert native.status() == "in use"
    with _config.override(sim_native=False):
        assert not native.enabled() and native.status().startswith("off")


def _specials(rng: np.random.Generator, n: int) -> np.ndarray:
    """f32 values drawn from normals of every scale, denormals, zeros, infinities, NaNs (quiet and signalling,
    both signs, random payloads), and values next to the smallest normal."""
    kind = rng.integers(0, 8, n)
    normal = (rng.standard_normal(n) * 2.0 ** rng.integers(-60, 60, n)).astype(np.float32)
    denorm = (rng.integers(1, 1 << 23, n, dtype=np.uint32) | (rng.integers(0, 2, n, dtype=np.uint32) << 31))
    nan = (np.uint32(0x7F800000) | rng.integers(1, 1 << 23, n, dtype=np.uint32)
           | (rng.integers(0, 2, n, dtype=np.uint32) << 31))
    edge = np.array([0.0, -0.0, np.inf, -np.inf, _TINY, -_TINY, np.nextafter(_TINY, 1), 1.0], np.float32)
    near = rng.choice(edge, n)
    bits = np.where(kind == 0, denorm, np.where(kind == 1, nan, np.where(kind == 2, near.view(np.uint32),
                                                                          normal.view(np.uint32))))
    return bits.astype(np.uint32).view(np.float32)


def _ties(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Double-rounding traps: a*b an exact f32 rounding midpoint (an odd 24-bit a times 1.5 has 25 significant
    bits for about half the draws) and c far below half an f64 ulp of it, so the f64 sum is the midpoint itself
    and rounding that to f32 ties to even, where one rounding goes c's way."""
    a = ((rng.integers(1 << 22, 1 << 23, n) * 2 + 1) * 2.0 ** rng.integers(-40, -10, n)).astype(np.float32)
    b = (1.5 * rng.choice([1.0, -1.0], n) * 2.0 ** rng.integers(-8, 8, n)).astype(np.float32)
    c = (a.astype(np.float64) * b * rng.choice([1.0, -1.0], n) * 2.0 ** rng.integers(-90, -56, n)).astype(np.float32)
    return a, b, c


@needs_native
@pytest.mark.parametrize("flush_in,flush_out", [(False, False), (True, False), (False, True), (True, True)])
def test_fma_matches_the_semantic_lane_for_lane(flush_in, flush_out, rng_seed):
    rng = np.random.default_rng(rng_seed)
    for trial in range(200):
        if trial % 3 == 2:
            a, b, c = _ties(rng, 64)
        else:
            a, b, c = (_specials(rng, 64) for _ in range(3))
        active = rng.random(64) < 0.8 if trial % 2 else None
        dst = np.full(64, np.nan, np.float32)
        poison = dst.copy()
        done = native.FmaF32(dst, a, b, c)(active, flush_in, flush_out)
        lanes = np.ones(64, bool) if active is None else active
        with np.errstate(invalid="ignore"):  # NaN operands widened by the round-to-odd reference
            want, exact = fma_f32(a, b, c), fma_f32_exact(a, b, c)
        assert np.array_equal(exact.view(np.uint32), want.view(np.uint32))
        denormal = lambda x: (x != 0) & (np.abs(x) < _TINY)  # noqa: E731
        refuse = (flush_in & (denormal(a) | denormal(b) | denormal(c))) | (
            flush_out & (want != 0) & (np.abs(want) <= _TINY))
        assert done == (not (refuse & lanes).any()), (trial, np.flatnonzero(refuse & lanes))
        if done:
            np.testing.assert_array_equal(dst.view(np.uint32)[lanes], want.view(np.uint32)[lanes])
            np.testing.assert_array_equal(dst.view(np.uint32)[~lanes], poison.view(np.uint32)[~lanes])
        else:
            np.testing.assert_array_equal(dst.view(np.uint32), poison.view(np.uint32))  # nothing written


@needs_native
def test_scalar_operands_and_aliasing(rng_seed):
    """0-d sources broadcast; a destination that is also a source reads the old values on every lane."""
    rng = np.random.default_rng(rng_seed)
    v = _specials(rng, 64)
    k, c = np.array(rng.standard_normal(), np.float32), np.array(np.float32(3.25))
    want = fma_f32(v, k, c)
    assert native.FmaF32(v, v, k, c)(None, False, False)
    np.testing.assert_array_equal(v.view(np.uint32), want.view(np.uint32))


@needs_native
@pytest.mark.parametrize("args,error,match", [
    ((np.zeros(64, np.float64),) * 4, TypeError, "float32"),
    ((np.zeros(32, np.float32),) * 4, ValueError, "64 float32 lanes"),
    ((np.zeros((), np.float32), np.zeros(64, np.float32), np.zeros(64, np.float32), np.zeros(64, np.float32)),
     ValueError, "dst"),
    ((np.zeros(128, np.float32)[::2],) * 4, (BufferError, ValueError, TypeError), None),
])
def test_bad_operands_are_refused_by_name(args, error, match):
    with pytest.raises(error, match=match):
        native.FmaF32(*args)


@needs_native
def test_bad_exec_and_read_only_destination_are_refused():
    x = np.zeros(64, np.float32)
    with pytest.raises(ValueError, match="64 bool lanes"):
        native.FmaF32(x, x, x, x)(np.ones(32, bool), False, False)
    ro = np.zeros(64, np.float32)
    ro.setflags(write=False)
    with pytest.raises((BufferError, ValueError, TypeError)):
        native.FmaF32(ro, x, x, x)


_LOOP = """
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
k:
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_load_dword s2, s[0:1], 0x10
  s_mov_b32 s3, 0
  v_lshlrev_b32_e32 v5, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v1, v5, s[4:5]
  global_load_dword v2, v5, s[6:7]
  s_waitcnt vmcnt(0)
  v_and_b32_e32 v6, 1, v0
  v_mov_b32_e32 v3, 1.0
  v_cmp_eq_u32_e32 vcc, 0, v6
  s_and_saveexec_b64 s[8:9], vcc
.Lloop:
  v_fma_f32 v3, v1, v2, v3
  v_fmac_f32_e32 v1, 0.5, v3
  v_fma_f32 v2, v2, -1.0, v1
  s_add_u32 s3, s3, 1
  s_cmp_lt_u32 s3, s2
  s_cbranch_scc1 .Lloop
  s_mov_b64 exec, s[8:9]
  global_store_dword v5, v3, s[6:7]
  global_store_dword v5, v1, s[4:5]
  s_endpgm
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 16
  {modes}
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
      - .offset: 8
        .size: 8
        .value_kind: global_buffer
      - .offset: 16
        .size: 4
        .value_kind: by_value
    .kernarg_segment_size: 20
    .name: k
...
.end_amdgpu_metadata
"""


@needs_native
@pytest.mark.parametrize("modes", ["", ".amdhsa_float_denorm_mode_32 3"])
def test_loop_kernel_same_with_the_helper_on_and_off(modes, rng_seed, monkeypatch):
    """The pass's differential test: one fma loop (half the lanes off, fma/fmac with constants, NaN and
    denormal sources) run by the general executor, the fast path on numpy, and the fast path with the helper;
    results and counters agree bit for bit. Keeping denormals (mode 3), the helper leaves nothing to the
    semantics (NaNs included); flushing, it hands the iterations with denormals to them."""
    calls: dict[str, int] = {}
    for name in ("v_fma_f32", "v_fmac_f32"):
        fn, mods = semantics.semantics_for(name)
        monkeypatch.setitem(semantics._REGISTRY, name,
                            (lambda b, i, _f=fn, _n=name: (calls.__setitem__(_n, calls.get(_n, 0) + 1), _f(b, i)),
                             mods))
    text = _LOOP.format(modes=modes) + f"\n// {uuid.uuid4().hex}\n"  # fresh text: decoded with the counters
    rng = np.random.default_rng(rng_seed)
    x, y = _specials(rng, 64), _specials(rng, 64)
    results = []
    for fast, use_native in ((False, False), (True, False), (True, True)):
        a, b = torch.from_numpy(x.copy()), torch.from_numpy(y.copy())
        calls.clear()
        with _config.override(sim_fastpath=fast, sim_native=use_native):
            stats = sim.launch(text, "k", [1], [64], [a, b, 7])
        results.append((a.view(torch.int32).clone(), b.view(torch.int32).clone(), dict(stats.counts)))
    for other in results[1:]:
        assert torch.equal(results[0][0], other[0]) and torch.equal(results[0][1], other[1])
        assert results[0][2] == other[2]
    if modes:
        assert calls == {}, f"semantic calls with the helper on: {calls}"

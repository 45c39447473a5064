"""The fast path's float forms (v_add/sub/subrev/mul_f32, v_fma_f32, v_fmac_f32) under every f32 denormal mode
(``float_denorm_mode_32``: bit 0 keeps denormal inputs, bit 1 denormal outputs; 0, what a descriptor without the
directive gets, flushes both): the same register results as the semantics on states full of denormals, signed
zeros, infinities, NaNs and sums that land in the denormal range, and the semantic called only where a flush
could matter (a denormal in an active lane of a source under input flushing, or of the result under output
flushing). Whole kernels (directive absent, or 0, 1, 2) agree with the fast path on and off."""

from __future__ import annotations

import uuid

import numpy as np
import pytest
import torch

from tests.sim import asmkit
from tests.sim.test_fastpath import _used_fast_path, assert_same
from torch_cdna import sim
from torch_cdna.sim import semantics
from torch_cdna.sim.blocks import FastProgram
from torch_cdna.sim.executor import _prepare
from torch_cdna.sim.fastpath import _Env
from torch_cdna.sim.parse import parse_program
from torch_cdna.sim.sanitizers import Sanitizer
from torch_cdna.sim.operands import Const
from torch_cdna.sim.state import WaveBatch, _const_bits

NV = 8
TINY = 2.0 ** -126


@pytest.fixture(autouse=True, params=["native", "numpy"])
def fma_impl(request):
    """Every test twice: v_fma_f32/v_fmac_f32's fast form as the compiled helper (sim/native.py; where built)
    and as numpy lines."""
    from torch_cdna import _config
    from torch_cdna.sim import native
    if request.param == "native" and not native.built():
        pytest.skip(f"torch_cdna.sim._native: {native.status()}")
    with _config.override(sim_native=request.param == "native"):
        yield request.param
# (line, destination, register sources, whether it is an fma); integer inline constants are f32 bit patterns
# (``1`` is the denormal 2**-149), literals 0x00000010 / 0x807fffff are denormals too
FORMS = [
    ("v_add_f32_e32 v1, v2, v3", 1, (2, 3), False), ("v_sub_f32_e32 v1, v2, v3", 1, (2, 3), False),
    ("v_subrev_f32_e32 v1, v2, v3", 1, (2, 3), False), ("v_mul_f32_e32 v1, v2, v3", 1, (2, 3), False),
    ("v_mul_f32_e32 v2, v2, v2", 2, (2,), False), ("v_add_f32_e32 v3, v2, v3", 3, (2, 3), False),
    ("v_add_f32_e32 v1, 1.0, v3", 1, (3,), False), ("v_mul_f32_e32 v1, 1, v3", 1, (3,), False),
    ("v_sub_f32_e32 v1, 0x807fffff, v3", 1, (3,), False), ("v_subrev_f32_e32 v1, 0x00000010, v3", 1, (3,), False),
    ("v_mul_f32_e32 v1, 0x3e800001, v3", 1, (3,), False),
    ("v_fma_f32 v1, v2, v3, v4", 1, (2, 3, 4), True), ("v_fma_f32 v1, v2, 0.5, v4", 1, (2, 4), True),
    ("v_fma_f32 v1, v2, v3, 1.0", 1, (2, 3), True), ("v_fma_f32 v4, v4, v4, v4", 4, (4,), True),
    ("v_fma_f32 v1, 2.0, v3, v4", 1, (3, 4), True), ("v_fma_f32 v1, v2, v3, 0x00000010", 1, (2, 3), True),
    ("v_fma_f32 v2, v2, v3, v2", 2, (2, 3), True), ("v_fmac_f32_e32 v1, v2, v3", 1, (1, 2, 3), True),
    ("v_fmac_f32_e32 v1, 0x2f800000, v3", 1, (1, 3), True), ("v_fmac_f32_e32 v1, 0x807fffff, v3", 1, (1, 3), True),
]
_EDGE = np.array([0, 0x80000000, 1, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00400000, 0x00800000, 0x80800000,
                  0x7F800000, 0xFF800000, 0x7FC00000, 0x7FA00000, 0xFFC00001, 0x3F800000, 0xBF800000,
                  0x7F7FFFFF, 0x20000000, 0x1F800000, 0x00800001, 0x80FFFFFF], dtype=np.uint32)


def _denormal(bits: np.ndarray) -> np.ndarray:
    bits = np.asarray(bits, dtype=np.uint32)
    return ((bits & 0x7F800000) == 0) & ((bits & 0x007FFFFF) != 0)


_TAME = _EDGE[(_EDGE & 0x7F800000 == 0x7F800000) | (_EDGE & 0x7FFFFFFF == 0) | (_EDGE & 0x7F800000 > 0x30000000)]


def _values(rng: np.random.Generator, n: int, dirty: bool, tiny: bool = True) -> np.ndarray:
    """f32 bit patterns: edge values, denormals (``dirty`` only), normals near 2**-63 (products of two land in
    or next to the denormal range) and near 2**-126 (differences do; both only with ``tiny``), and ordinary
    ones. Clean draws hold no denormal; clean draws without ``tiny`` give no denormal results either."""
    kind = rng.integers(0, 5, n) if tiny else rng.choice([0, 4], n)
    edge = rng.choice(_EDGE if dirty else _EDGE[~_denormal(_EDGE)] if tiny else _TAME, n)
    sign = rng.integers(0, 2, n).astype(np.uint32) << np.uint32(31)
    denorm = sign | rng.integers(1, 1 << 23, n).astype(np.uint32)
    near63 = (rng.uniform(1, 2, n) * 2.0 ** rng.integers(-66, -60, n)).astype(np.float32).view(np.uint32) | sign
    near126 = (rng.uniform(1, 2, n) * 2.0 ** rng.integers(-126, -122, n)).astype(np.float32).view(np.uint32) | sign
    plain = (rng.standard_normal(n) * 2.0 ** rng.integers(-20, 20, n)).astype(np.float32).view(np.uint32)
    out = np.choose(kind, [edge, denorm if dirty else plain, near63, near126, plain])
    return out.astype(np.uint32)


def _below(bits: np.ndarray, limit: float) -> bool:
    """Whether some f32 in ``bits`` is nonzero and below ``limit`` in size."""
    x = np.abs(np.asarray(bits, dtype=np.uint32).view(np.float32))
    return bool(((x > 0) & (x < limit)).any())


def _plant_denormal_results(v: np.ndarray, rng: np.random.Generator, srcs: tuple[int, ...], fma: bool) -> None:
    """Some lanes whose result is an f32 denormal from normal sources: products ~2**-130, x - (x + ulps) near
    2**-126, and a*b + c cancelling to a denormal."""
    lanes = rng.choice(64, size=12, replace=False)
    for lane in lanes:
        x = np.float32(rng.uniform(1, 2) * 2.0 ** -65)
        y = np.float32(rng.uniform(1, 2) * 2.0 ** -65)
        vals = [x, y, np.float32(-float(x) * float(y) + float(rng.choice([2.0 ** -140, -2.0 ** -135, 0.0])))] \
            if fma else [x, y]
        if not fma and rng.random() < 0.5:
            a = np.float32(rng.uniform(1, 2) * TINY)
            vals = [a, np.nextafter(a, np.float32(1))]
        for reg, val in zip(srcs, vals):
            v[reg, lane] = np.float32(val).view(np.uint32)


def _state(prog, v: np.ndarray, exec_bits: tuple[int, int], mode: int) -> WaveBatch:
    b = WaveBatch(1, NV, 0, 0, 1, prog.arch)
    b.labels, b.modes = prog.labels, {"float_denorm_mode_32": mode}
    b.v[:, 0, :] = v
    b.s[0, 126:128] = exec_bits
    b.waiting = np.zeros(1, dtype=bool)
    b.step_count, b.lds_bytes_moved = 0, 0
    san = Sanitizer(1, NV, NV, True)
    for f, rows in (("s", 128), ("v", NV)):
        san.mark_written(slice(None), f, 0, rows)
    b.sanitizer = san
    return b


def _semantic(prog, ins, v, exec_bits, mode) -> np.ndarray:
    ref = _state(prog, v, exec_bits, mode)
    ref.pc[0] = 1
    ref.select(slice(None), ins)
    with np.errstate(all="ignore"):
        ins.fn(ref, ins)
    return ref.v[:, 0].copy()


@pytest.mark.parametrize("line,dst,srcs,fma", FORMS, ids=[f[0] for f in FORMS])
def test_float_form_under_every_denorm_mode(line, dst, srcs, fma, rng_seed):
    prog = parse_program(f'.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\nk:\n  {line}\n  s_endpgm\n', "k")
    for ins in prog.instrs:
        _prepare(ins, prog.arch)
    ins, semantic = prog.instrs[0], prog.instrs[0].fn
    code = FastProgram.of(prog, NV).block(0)  # with the compiled helper where the fixture enables it
    assert "F0(b, I0)" in code.source and code.reads, f"{line}: no fast form"
    consts = [abs(np.float32(_const_bits(op, "f32"))) for op in ins.operands[1:] if op.__class__ is Const]
    const_dn, const_small = any(0 < c < TINY for c in consts), any(0 < c < 2.0 ** -102 for c in consts)
    rng = np.random.default_rng(rng_seed)
    fast_runs = {m: 0 for m in range(4)}
    for trial in range(48):
        dirty = trial % 3 != 0
        v = _values(rng, NV * 64, dirty, tiny=trial % 6 != 0).reshape(NV, 64)
        if trial % 2:
            _plant_denormal_results(v, rng, srcs, fma)
        if trial % 8 == 5:  # integers: fma sums exact on f32 midpoints (ties), with a few denormals
            v[:] = rng.integers(1, 2**24, (NV, 64)).astype(np.float32).view(np.uint32)
            v[rng.integers(0, NV, 3), rng.integers(0, 64, 3)] = rng.integers(1, 1 << 23, 3).astype(np.uint32)
        if dst not in srcs:  # poison: a lane the fast form fails to write keeps it
            v[dst] = 0x7FBADBAD
        exec_bits = (0xFFFFFFFF, 0xFFFFFFFF) if trial % 4 < 2 else tuple(int(x) for x in rng.integers(0, 2**32, 2))
        active = np.array([(exec_bits[i // 32] >> (i % 32)) & 1 for i in range(64)], dtype=bool)
        kept = _semantic(prog, ins, v, exec_bits, 3)  # unflushed result: the sources' flush is checked apart
        for mode in range(4):
            calls = []
            fast = _state(prog, v, exec_bits, mode)
            ins.fn = lambda b, i: (calls.append(1), semantic(b, i))  # what the block's fallback calls
            try:
                run = code.make(_Env(fast, prog), code.consts, [True] * len(code.reads), None)[0]
            finally:
                ins.fn = semantic
            run(False, 0)
            want = _semantic(prog, ins, v, exec_bits, mode)
            where = f"`{line}` trial {trial} mode {mode}"
            diff = np.argwhere(fast.v[:, 0] != want)
            assert diff.size == 0, f"{where}: (row, lane) {diff[:4].tolist()} fast " \
                                   f"{fast.v[:, 0][tuple(diff[0])]:#x} semantic {want[tuple(diff[0])]:#x}"
            flush_in, flush_out = not mode & 1, not mode & 2
            dn_in = const_dn or any(_denormal(v[r][active]).any() for r in srcs)
            dn_out = _denormal(kept[dst][active]).any()
            needed = (flush_in and dn_in) or (flush_out and dn_out)
            if line.startswith("v_mul"):
                assert bool(calls) == needed, f"{where}: {len(calls)} semantic calls, flush could matter: {needed}"
            elif not fma:  # add/sub: a source below 2**-102 stands for a possibly denormal result (see fastvalu)
                small = const_small or any(_below(v[r][active], 2.0 ** -102) for r in srcs)
                assert needed <= ((flush_in and dn_in) or (flush_out and small)), where
                assert bool(calls) == ((flush_in and dn_in) or (flush_out and small)), \
                    f"{where}: {len(calls)} semantic calls"
            else:  # the fma also defers on f32-midpoint / denormal-range sums of any lane (mode 3's rules)
                a, b_, c = (_fma_operand(line, v, k) for k in range(3))
                with np.errstate(all="ignore"):
                    s = np.abs(a.astype(np.float64) * b_ + c)
                assert bool(calls) >= needed, where
                # the compiled helper defers on an f32 result at or below 2**-126 (s up to 2**-126 + 2**-150)
                tiny = ((s > 0) & (s <= TINY * (1 + 2.0 ** -24))).any()
                if not needed and not tiny and not _inexact_midpoint(a, b_, c):
                    assert not calls, f"{where}: the fast form fell back without a denormal"
            fast_runs[mode] += not calls
    if not const_dn:  # (a denormal constant always takes the semantic under input flushing)
        assert all(fast_runs.values()), f"{line}: some mode never ran fast: {fast_runs}"


def test_fma_block_keeps_matching_across_inputs_under_flushing_modes(rng_seed):
    """One block instance per mode run on inputs that switch between inexact sums, exact ties, ties with a
    denormal source, and denormal results (the fma's check order adapts per instance): always the semantic's
    registers, and no semantic call on the clean kinds."""
    prog = parse_program('.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\nk:\n  v_fma_f32 v1, v2, v3, v4\n'
                         "  s_endpgm\n", "k")
    for ins in prog.instrs:
        _prepare(ins, prog.arch)
    ins, semantic = prog.instrs[0], prog.instrs[0].fn
    code = FastProgram.of(prog, NV).block(0)  # with the compiled helper where the fixture enables it
    rng = np.random.default_rng(rng_seed)
    full = (0xFFFFFFFF, 0xFFFFFFFF)
    for mode in (0, 1, 2):
        fast, calls = _state(prog, np.zeros((NV, 64), np.uint32), full, mode), []
        ins.fn = lambda b, i: (calls.append(1), semantic(b, i))
        try:
            run = code.make(_Env(fast, prog), code.consts, [True] * len(code.reads), None)[0]
        finally:
            ins.fn = semantic
        for step, kind in enumerate(["random", "ties", "ties_dn", "random", "dn_result", "ties", "random"] * 2):
            v = _values(rng, NV * 64, False, tiny=False).reshape(NV, 64)
            if kind.startswith("ties"):  # a * 0.5 + c for 24-bit integers: exact, often on an f32 midpoint
                v[2] = rng.integers(1, 2**24, 64).astype(np.float32).view(np.uint32)
                v[3] = np.full(64, 0.5, np.float32).view(np.uint32)
                v[4] = rng.integers(0, 2**16, 64).astype(np.float32).view(np.uint32)
            if kind == "ties_dn":
                v[4, rng.integers(0, 64)] = rng.integers(1, 1 << 23)
            if kind == "dn_result":
                _plant_denormal_results(v, rng, (2, 3, 4), True)
            v[1] = 0x7FBADBAD
            fast.v[:, 0] = v
            fast.done[0] = False
            calls.clear()
            run(False, 0)
            want = _semantic(prog, ins, v, full, mode)
            assert np.array_equal(fast.v[:, 0], want), f"mode {mode} step {step} ({kind})"
            if kind in ("random", "ties"):
                assert not calls, f"mode {mode} step {step} ({kind}): {len(calls)} semantic calls"
            if kind == "ties_dn" and not mode & 1:
                assert calls, f"mode {mode} step {step}: a denormal source under input flushing"


def _inexact_midpoint(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> bool:
    """Whether some lane's f64 sum ``a*b + c`` is inexact and on an f32 rounding midpoint (low 29 fraction bits
    0x10000000): the fast form must then defer to the semantic in every mode (seed 4002567539: integer products
    on a midpoint plus the denormal constant 0x10)."""
    with np.errstate(all="ignore"):
        p = a.astype(np.float64) * b
        s = p + c
        inexact = (s - p != c) | (s - c != p)
    midpoint = (np.abs(s).view(np.uint64) & np.uint64((1 << 29) - 1)) == np.uint64(1 << 28)
    return bool((inexact & midpoint).any())


def _fma_operand(line: str, v: np.ndarray, k: int) -> np.ndarray:
    """Source k (a, b, c) of an fma form in ``FORMS`` as f32 lanes."""
    ops = [o.strip() for o in line.split(None, 1)[1].split(",")]
    order = (1, 2, 0) if line.startswith("v_fmac") else (1, 2, 3)
    op = ops[order[k]]
    if op.startswith("v"):
        return v[int(op[1:])].view(np.float32)
    bits = {"0.5": 0x3F000000, "1.0": 0x3F800000, "2.0": 0x40000000}.get(op)
    return np.full(64, np.uint32(bits if bits is not None else int(op, 16))).view(np.float32)


# ---------------------------------------------------------------- whole kernels
_LOOP = """
    s_mov_b32 s96, 5
    .Lloop:
    v_fma_f32 v8, v1, v2, v3
    v_fmac_f32_e32 v9, v1, v4
    v_add_f32_e32 v10, v2, v3
    v_sub_f32_e32 v11, v4, v3
    v_subrev_f32_e32 v12, v1, v2
    v_mul_f32_e32 v13, v1, v2
    v_fma_f32 v14, v2, 0.5, v4
    v_mul_f32_e32 v4, 0x3f000000, v4
    s_sub_u32 s96, s96, 1
    s_cmp_lg_u32 s96, 0
    s_cbranch_scc1 .Lloop
    {tail}
"""
_TAIL_REGS = ["v8", "v9", "v10", "v11", "v12", "v13", "v14", "v4"]


def _mode_text(text: str, mode: int | None) -> str:
    """The kernel with ``.amdhsa_float_denorm_mode_32`` set to ``mode``, or without the directive (None)."""
    line = "  .amdhsa_float_denorm_mode_32 3\n"
    assert line in text
    return text.replace(line, "" if mode is None else line.replace("3", str(mode)))


def _kernel(mode: int | None, exec_mask: str | None, token: str) -> str:
    tail = f"; {token}"
    body = _LOOP.format(tail=tail)
    if exec_mask:
        body = f"s_mov_b64 exec, {exec_mask}\n" + body
    loads = {"v1": 0, "v2": 1, "v3": 2, "v4": 3, "v9": 4}
    stores = {r: len(loads) + k for k, r in enumerate(_TAIL_REGS)}
    text = asmkit.kernel(body, len(loads) + len(_TAIL_REGS), loads=loads, stores=stores)
    return _mode_text(text, mode)


def _inputs(rng_seed: int, dirty: bool) -> list[torch.Tensor]:
    rng = np.random.default_rng(rng_seed)
    v = _values(rng, 5 * 64, dirty).reshape(5, 64)
    _plant_denormal_results(v, rng, (0, 1, 2), True)
    return [torch.from_numpy(v[i].view(np.int32).copy()) for i in range(5)]


@pytest.mark.parametrize("mode", [None, 0, 1, 2, 3])
@pytest.mark.parametrize("exec_mask", [None, "0x5555f0f0ff00aa01"])
def test_kernels_agree_with_the_fast_path_off(mode, exec_mask, rng_seed):
    text = _kernel(mode, exec_mask, f"agree {uuid.uuid4().hex}")

    def launch():  # the same inputs for both paths
        outs = [torch.full((64,), -1, dtype=torch.int32) for _ in _TAIL_REGS]
        args = _inputs(rng_seed, True) + outs
        return outs, sim.launch(text, "k", [1], [64], args)
    _, stats, err = assert_same(launch)
    assert err is None and _used_fast_path(text, "k")


def test_directive_less_kernel_flushes_f32_denormals():
    """The mode the kernels above get without the directive: denormal sources and results become signed zeros."""
    text = _mode_text(asmkit.kernel("v_add_f32_e32 v3, v1, v2\nv_mul_f32_e32 v4, v1, v2", 4,
                                    loads={"v1": 0, "v2": 1}, stores={"v3": 2, "v4": 3}), None)
    x = torch.tensor([2.0 ** -130, -2.0 ** -140, 1.0, 2.0 ** -70] * 16)
    y = torch.tensor([0.0, -0.0, 2.0 ** -130, 2.0 ** -70] * 16)
    s, p = torch.full((64,), -1.0), torch.full((64,), -1.0)
    sim.launch(text, "k", [1], [64], [x, y, s, p])
    assert s[:4].tolist() == [0.0, 0.0, 1.0, 2.0 ** -69] and torch.signbit(s[1])  # -0 + -0
    assert p[:4].tolist() == [0.0, 0.0, 0.0, 0.0] and not torch.signbit(p[1])  # 2**-140 flushed to +0


_FLOAT_FORMS = ("v_fma_f32", "v_fmac_f32", "v_add_f32", "v_sub_f32", "v_subrev_f32", "v_mul_f32")


@pytest.mark.parametrize("mode", [None, 0])
def test_flushing_mode_runs_the_fast_forms(mode, rng_seed, monkeypatch):
    """Without denormals around, a directive-less (or mode 0) kernel's float instructions never call their
    semantic with the fast path on: the loop runs in the fast forms. With it off every execution calls it."""
    calls: dict[str, int] = {}
    for name in _FLOAT_FORMS:
        fn, mods = semantics.semantics_for(name)
        monkeypatch.setitem(semantics._REGISTRY, name,
                            (lambda b, i, _f=fn, _n=name: (calls.__setitem__(_n, calls.get(_n, 0) + 1), _f(b, i)),
                             mods))
    text = _kernel(mode, None, f"counted {uuid.uuid4().hex}")  # fresh text: decoded with the counting semantics

    def launch(fast: bool) -> list[torch.Tensor]:
        from torch_cdna import _config
        calls.clear()
        outs = [torch.full((64,), -1, dtype=torch.int32) for _ in _TAIL_REGS]
        with _config.override(sim_fastpath=fast):
            sim.launch(text, "k", [1], [64], _clean_inputs(rng_seed) + outs)
        return outs
    slow = launch(False)
    assert calls and calls["v_fma_f32"] == 10 and calls["v_mul_f32"] == 10, calls
    fast = launch(True)
    assert calls == {}, f"semantic calls with the fast path on: {calls}"
    assert all(torch.equal(a, b) for a, b in zip(slow, fast))


def _clean_inputs(rng_seed: int) -> list[torch.Tensor]:
    """Sources whose every result in the loop above stays normal, zero, infinite or NaN."""
    rng = np.random.default_rng(rng_seed)
    xs = [(rng.standard_normal(64) * 2.0 ** rng.integers(-8, 8, 64)).astype(np.float32) for _ in range(5)]
    xs[0][:6] = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0]
    xs[1][:6] = [-0.0, 3.0, 2.0, np.nan, 1.0, -np.inf]
    return [torch.from_numpy(x.view(np.int32).copy()) for x in xs]

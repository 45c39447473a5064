"""DSL kernels of the quantisation ops (``cdna::quantize_fp8``, ``cdna::rmsnorm_quant_fp8``,
``cdna::quantize_mxfp4``) and their launchers for the simulator ("sim") and HIP ("hip").

fp8 (gfx942 and gfx950), one row kernel ``quant_fp8`` in five modes (``MODES``), on ``rowops``' layout (a
workgroup of ``plan.waves`` waves per row, rows ``blockIdx.x + i * grid``, 16-byte loads into registers):

- ``static``: the scale is read from memory once (``s_load_dword``), ``inv = 1 / scale``;
- ``token``: per row, ``amax`` (wave max by DPP, LDS between waves), ``scale = max(amax / fmax, floor)``
  written to ``scale[row]``, ``inv = 1 / scale``;
- ``rms``: ``token`` after RMSNorm of the row (the norm kernels' reduction and scaling, ``norms._rms_scale``),
  the normalised row rounded to x's dtype first, exactly like ``quantize_fp8(rmsnorm(x))``; ``rms_static``:
  the same norm, then ``static``'s given scale;
- ``amax`` + ``tensor`` (dynamic per-tensor, two launches): ``amax`` keeps each wave's running max over its
  rows and adds it with one ``global_atomic_umax`` per wave into a zeroed fp32 word (non-negative floats order
  like their bits); ``tensor`` then reads that word as ``static`` reads a scale, derives scale and inv, and
  workgroup 0 writes the scale. The launch boundary is the grid-wide barrier the dependency needs.

Both divisions are IEEE (correctly rounded): the ``v_div_scale``/``v_rcp``/fma/``v_div_fmas``/``v_div_fixup``
sequence of an fp32 ``fdiv`` (``fdiv``), so scale and inv equal torch's fp32 ``amax / fmax`` and ``1 / scale``
bit for bit. Each value is then ``x * inv`` (one fp32 rounding; ``DIVIDE``: ``x / scale`` by the same IEEE
division, the spelling ``(x / scale).clamp(...).to(fp8)`` of vLLM's and HF's references, which can differ from
``x * inv`` by one fp32 rounding and so, at an fp8 rounding boundary, by one code), clamped to ``[-fmax, fmax]`` (``v_med3_f32``)
and converted by ``v_cvt_pk_fp8_f32`` / ``v_cvt_pk_bf8_f32`` (round to nearest even; the arch's format:
FNUZ on gfx942, OCP on gfx950), four values per dword. Rows whose length is a multiple of a chunk's elements
store whole chunks (``buffer_store_dwordx2`` for 16-bit x); other lengths store one byte per value, so a
row's last, partial dword is never subject to the buffer's per-dword range check.

MXFP4 (gfx950 only), kernel ``quant_mxfp4``: one lane per block of 32 consecutive values of a contiguous
tensor (``M * K / 32`` blocks, workgroups of 256 lanes, each workgroup's V# based at its first block so
offsets stay 32-bit): the lane's amax over its 32 values, the shared exponent ``E = max(exp(amax) - 2, -127)``
(``exp``: the biased exponent field, so no log2 is computed; a subnormal or zero amax gives code 0, 2^-127),
stored as the E8M0 byte ``E + 127``, and 16 ``v_cvt_scalef32_pk_fp4_f32`` (two values each, the even one in
the low nibble, ``op_sel`` picking the byte) with the scale ``2^E`` as an fp32 whose bits are ``code << 23``.

Example:
    >>> import torch, torch_cdna.ops
    >>> q, s = torch.ops.cdna.quantize_fp8(torch.randn(4, 96, dtype=torch.bfloat16), granularity="token")
    >>> q.dtype, s.shape                                                        # doctest: +SKIP
    (torch.float8_e4m3fnuz, torch.Size([4, 1]))
"""

from __future__ import annotations

import functools
from typing import Any

import torch

from ...asm.jit import jit
from .. import _fp8
from . import register
from .norms import Launch, _load_vector, _rms_scale, _Rows, _vec_split
from .rowops import ESIZE, RowKit, RowPlan, aligned4, dtype_name, grid, plan

DTYPES = (torch.bfloat16, torch.float16, torch.float32)
MODES = ("static", "token", "rms", "rms_static", "amax", "tensor")
# Rows are held in registers like rmsnorm's (the row, its fp32 copy and, for ``rms``, the weight): the same
# per-lane element budget (rowops.LANE_ELEMS) bounds them.
ROW_OP = "rmsnorm"
MX_BLOCK = 32           # values sharing one E8M0 scale (OCP MX v1.0)
MX_LANES = 256          # lanes (blocks) per workgroup of the MXFP4 kernel
_ABS = 0x7FFFFFFF


# ------------------------------------------------------------------------------------------------ helpers
def fdiv(J: Any, num: Any, den: Any) -> Any:
    """A VGPR holding ``num / den`` correctly rounded (IEEE fp32 division), for VGPR/SGPR operands."""
    n, d = J.gpr("vf32", num), J.gpr("vf32", den)
    dsc, nsc, r, e, t, q = (J.gpr("vf32") for _ in range(6))
    J.v_div_scale_f32(dsc, J.vcc, d, d, n)
    J.v_div_scale_f32(nsc, J.vcc, n, d, n)          # VCC: the lanes whose quotient was pre-scaled
    J.v_rcp_f32(r, dsc)
    J.v_fma_f32(e, -dsc, r, 1.0)
    J.v_fma_f32(r, e, r, r)                         # refined reciprocal
    J.v_mul_f32(q, nsc, r)
    J.v_fma_f32(e, -dsc, q, nsc)
    J.v_fma_f32(q, e, r, q)                         # refined quotient
    J.v_fma_f32(t, -dsc, q, nsc)                    # its remainder
    J.v_div_fmas_f32(t, t, r, q)                    # last fma, scaling undone with one rounding
    out = J.gpr("vf32")
    J.v_div_fixup_f32(out, t, d, n)
    return out


def _scale_of(J: Any, amax: Any, fmax: Any, floor: Any) -> tuple[Any, Any]:
    """(scale, inv) VGPRs: ``scale = max(amax / fmax, floor)``, ``inv = 1 / scale`` (both IEEE divisions);
    a NaN amax stays NaN (torch.clamp_min propagates it; v_max_f32 would return the floor)."""
    raw = fdiv(J, amax, fmax)
    scale = J.gpr("vf32")
    J.v_max_f32(scale, floor, raw)
    J.v_cmp_u_f32(J.vcc, raw, raw)
    J.v_cndmask_b32(scale, scale, raw, J.vcc)
    one = J.gpr("vf32", 1.0)
    return scale, fdiv(J, one, scale)


def _lane_amax(J: Any, f: Any) -> Any:
    """A VGPR holding the lane's max of |f[i]| as fp32 bits, taken as unsigned integers: for non-negative
    floats the same order, and a NaN (bits above +inf's) wins, so the amax propagates NaN like torch's."""
    m, t = J.gpr("vu32"), J.gpr("vu32")
    msk = J.gpr("su32", _ABS)
    J.v_and_b32(m, msk, f[0])
    for i in range(1, f.n):
        J.v_and_b32(t, msk, f[i])
        J.v_max_u32(m, m, t)
    return m


def _block_max(J: Any, kit: RowKit, v: Any, lds: int, parity: Any) -> Any:
    """A VGPR (uniform) holding the workgroup's max of ``v`` (fp32 bits compared as unsigned, ``_lane_amax``):
    DPP inside a wave, then lane 0 of each wave writes its max to LDS (``parity``: double-buffered slots per
    row, one barrier)."""
    m = J.wave_reduce(v, "max", dtype="u32")
    out = J.gpr("vu32", m)
    waves = kit.p.waves
    if waves == 1:
        return out
    with J.If(kit.lane == 0):
        addr = J.gpr("vu32", kit.wave * 4 + parity + lds)
        J.ds_write(addr, out)
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()
    raddr = J.gpr("vu32", parity + lds)
    parts = J.gpr(waves, "vu32")
    for o in range(0, waves, 4):
        n = min(4, waves - o)
        J.ds_read(parts[o:o + n - 1], raddr, offset=4 * o)
    J.s_waitcnt(lgkmcnt=0)
    for i in range(waves):
        J.v_max_u32(out, out, parts[i])
    return out


def _quantize(J: Any, kind: str, f: Any, inv: Any, nfmax: Any, fmax: Any, scale: Any = None) -> Any:
    """fp8 codes of ``clamp(f * inv, -fmax, fmax)`` (with ``scale``: ``clamp(f / scale, ...)``, the IEEE
    division), four per dword (element 4j + b in byte b of dword j)."""
    nd = -(-f.n // 4)
    out = J.gpr(nd, "vu32", 0)                      # the converts keep the other half of their dword
    cvt = J.v_cvt_pk_fp8_f32 if kind == "fp8" else J.v_cvt_pk_bf8_f32
    y = J.gpr(f.n, "vf32")
    p = J.gpr("vf32")
    for i in range(f.n):
        if scale is None:
            J.v_mul_f32(p, f[i], inv)
        else:
            J.v_mov_b32(p, fdiv(J, f[i], scale))
        J.v_med3_f32(y[i], p, nfmax, fmax)
        J.v_cmp_u_f32(J.vcc, p, p)                  # NaN stays NaN (torch's clamp), whatever med3 does
        J.v_cndmask_b32(y[i], y[i], p, J.vcc)
    for j in range(nd):
        for h in range(2):
            a = 4 * j + 2 * h
            if a >= f.n:
                break
            b = y[a + 1] if a + 1 < f.n else y[a]
            cvt(out[j], y[a], b, mod="op_sel:[0,0,1]" if h else "")
    return out


def _store_codes(J: Any, kit: RowKit, codes: Any, rq: Any, elems: int, wide: bool) -> None:
    """Store one row's fp8 codes (``elems`` per chunk) through V# ``rq``: whole chunks (``wide``: the row length
    is a multiple of ``elems``) or one byte at a time."""
    offs = kit.voffsets(elems)
    per = -(-elems // 4)
    for k in range(kit.p.nch):
        chunk = codes[k * per: k * per + per - 1] if per > 1 else codes[k * per]
        if wide and elems % 4 == 0:
            J.buffer_store(chunk, rq, offs[k])
            continue
        for i in range(elems):
            src = codes[k * per + i // 4]
            if i % 4:
                t = J.gpr("vu32")
                J.v_lshrrev_b32(t, 8 * (i % 4), src)
                src = t
            J.buffer_store_byte(src, offs[k], rq, 0, mod=f"offen offset:{i}" if i else "offen")


def _fp8_setup(J: Any, scale_src: Any, fmax: Any, floor: Any, mode: str) -> tuple[Any, Any]:
    """(scale, inv) of the modes whose scale is one value per launch: ``static`` reads it, ``tensor`` derives
    it from the amax word the ``amax`` launch left."""
    s = J.gpr("sf32")
    J.s_load_dword(s, scale_src, 0)
    J.s_waitcnt(lgkmcnt=0)
    if mode in ("static", "rms_static"):
        scale = J.gpr("vf32", s)
        return scale, fdiv(J, J.gpr("vf32", 1.0), scale)
    return _scale_of(J, J.gpr("vf32", s), fmax, floor)


# ------------------------------------------------------------------------------------------------ fp8 rows
@jit()
def quant_fp8(J, DT, WT, MODE, KIND, WAVES, NCH, CHUNK, WIDE, WSPLIT, DIVIDE, x: "void*", w: "void*", q: "void*",
              src: "float*", dst: "float*", n_rows: "int", d: "int", n_groups: "int", sx: "uint", sq: "uint",
              step_x: "ulong", step_q: "ulong", eps: "float", inv_d: "float", fmax: "float", floor: "float"):
    """Quantise rows of x (``MODE``, module docstring): q = fp8(clamp(x * inv)), scales to ``dst``."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH))
    elems = kit.p.elems
    rx = kit.row_resource(x, d, sx, ESIZE[DT])
    rq = kit.row_resource(q, d, sq, 1)
    v_fmax, v_nfmax, v_floor = J.gpr("vf32", fmax), J.gpr("vf32", -fmax), J.gpr("vf32", floor)
    norm = MODE in ("rms", "rms_static")
    if norm:
        wf = _load_vector(J, kit, w, d, WT, WSPLIT)
        v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
        kit.prepare_from_f32(DT)
    if MODE in ("static", "tensor", "rms_static"):
        scale, inv = _fp8_setup(J, src, v_fmax, v_floor, MODE)
        if MODE == "tensor":
            with J.If(J.blockIdx.x == 0):
                with J.If(kit.raw_tid == 0):
                    J.global_store_dword(J.gpr("vu32", 0), scale, dst)
    if MODE in ("token", "rms"):
        rs = J.buffer_resource(dst, n_rows * 4)
        lds = J.lds_alloc(2 * 4 * 16) if WAVES > 1 else 0
        parity = J.gpr("su32", 0)
    if MODE == "amax":
        running = J.gpr("vu32", 0)
    xd = kit.alloc_data(DT)
    rows = _Rows(J, kit, d, 1)
    with J.While(rows.more(n_rows)):
        kit.load(xd, rx, DT)
        J.s_waitcnt(vmcnt=0)
        f = kit.to_f32(DT, xd)
        if norm:
            _rms_scale(J, rows, f, wf, v_inv, v_eps)
            if DT != "f32":                         # rounded to x's dtype, as rmsnorm's output is
                f = kit.to_f32(DT, kit.from_f32(DT, f), out=f)
        if MODE == "amax":
            J.v_max_u32(running, running, _lane_amax(J, f))
        else:
            if MODE in ("token", "rms"):
                amax = _block_max(J, kit, _lane_amax(J, f), lds, parity)
                scale, inv = _scale_of(J, amax.view("f32"), v_fmax, v_floor)
                with J.If(kit.raw_tid == 0):
                    J.buffer_store(scale, rs, J.gpr("vu32", rows.row[0] << 2))
                parity[0] = parity[0] ^ 64
            codes = _quantize(J, KIND, f, inv, v_nfmax, v_fmax, scale if DIVIDE else None)
            _store_codes(J, kit, codes, rq, elems, WIDE)
        rows.next(n_groups, (rx, step_x), (rq, step_q))
    if MODE == "amax":
        m = J.wave_reduce(running, "max", dtype="u32")
        with J.If(kit.lane == 0):
            J.global_atomic_umax(J.gpr("vu32", 0), J.gpr("vu32", m), dst)


def _fp8_launch(mode: str, x: torch.Tensor, weight: torch.Tensor | None, q: torch.Tensor, src: Any, dst: Any,
                eps: float, fmax: float, floor: float, res: Launch, divide: bool = False) -> None:
    n, d = x.shape
    dt = dtype_name(x.dtype)
    aligned = aligned4(d, x)
    p = plan(d, dt, aligned, op=ROW_OP)
    wsplit = weight is not None and _vec_split(d, weight)
    g = grid(n, p.waves)
    wide = d % p.elems == 0
    kind = _fp8.KIND[q.dtype]
    wt = dtype_name(weight.dtype) if weight is not None else None
    res.run(quant_fp8, g, p.block, (p.dt, wt, mode, kind, p.waves, p.nch, p.chunk, wide, wsplit, bool(divide)),
            x, 0 if weight is None else weight, q.view(torch.uint8), src, dst, n, d, g,
            x.stride(0) * x.element_size(), q.stride(0), x.stride(0) * x.element_size() * g, q.stride(0) * g,
            float(eps), 1.0 / d, float(fmax), float(floor))


def _check_arch(arch: str, op: str, dtype: torch.dtype) -> None:
    if dtype not in _fp8.arch_fp8(arch):
        raise TypeError(f"cdna::{op}: {arch} converts to {', '.join(map(str, _fp8.arch_fp8(arch)))}, not {dtype}; "
                        f"pass one of those as dtype (or None: {_fp8.default_fp8(arch)})")


def launch_quantize_fp8(x: torch.Tensor, scale: torch.Tensor | None, granularity: str, q: torch.Tensor,
                        scale_out: torch.Tensor, fmax: float, floor: float, *, arch: str) -> Launch:
    """Quantise rows ``x`` [N, D] into ``q`` [N, D] (fp8): ``scale`` given (a contiguous one-element fp32
    tensor): static; else ``granularity`` "token" (``scale_out`` [N] fp32) or "tensor" (``scale_out`` [1]
    fp32; two launches through a zeroed amax word). ``arch``: the launcher's (its fp8 formats)."""
    _check_arch(arch, "quantize_fp8", q.dtype)
    res = Launch()
    if scale is not None:
        _fp8_launch("static", x, None, q, scale, 0, 0.0, fmax, floor, res)
    elif granularity == "token":
        _fp8_launch("token", x, None, q, 0, scale_out, 0.0, fmax, floor, res)
    else:
        amax = torch.zeros(1, dtype=torch.float32, device=x.device)
        _fp8_launch("amax", x, None, q, 0, amax, 0.0, fmax, floor, res)
        _fp8_launch("tensor", x, None, q, amax, scale_out, 0.0, fmax, floor, res)
    return res


def launch_rmsnorm_quant_fp8(x: torch.Tensor, weight: torch.Tensor, eps: float, q: torch.Tensor,
                             scale_out: torch.Tensor, fmax: float, floor: float, *, arch: str,
                             scale: torch.Tensor | None = None, divide: bool = False) -> Launch:
    """RMSNorm of rows ``x`` [N, D] with ``weight`` [D], then per-token quantisation into ``q`` and
    ``scale_out`` [N] fp32 (``scale`` given: a contiguous one-element fp32 tensor, static, nothing written to
    ``scale_out``), one launch; ``divide``: ``x / scale`` instead of ``x * (1 / scale)``."""
    _check_arch(arch, "rmsnorm_quant_fp8", q.dtype)
    res = Launch()
    if scale is not None:
        _fp8_launch("rms_static", x, weight, q, scale, 0, eps, fmax, floor, res, divide)
    else:
        _fp8_launch("rms", x, weight, q, 0, scale_out, eps, fmax, floor, res, divide)
    return res


# ------------------------------------------------------------------------------------------------ MXFP4
@jit()
def quant_mxfp4(J, DT, x: "void*", q: "void*", s: "void*", n_blocks: "int"):
    """Per lane one block of 32 values: E8M0 scale byte and 16 packed E2M1 bytes (module docstring)."""
    es = ESIZE[DT]
    first = J.gpr("su32", J.blockIdx.x * MX_LANES)
    left = J.gpr("si32", n_blocks - first)
    rx = J.buffer_resource(x, left * (MX_BLOCK * es))
    rq = J.buffer_resource(q, left * (MX_BLOCK // 2))
    rs = J.buffer_resource(s, left)
    for r, size in ((rx, MX_BLOCK * es), (rq, MX_BLOCK // 2), (rs, 1)):
        lo, hi = J.gpr("su32"), J.gpr("su32")
        J.s_mul_i32(lo, first, size)
        J.s_mul_hi_u32(hi, first, size)
        J.s_add_u32(r[0], r[0], lo)
        J.s_addc_u32(r[1], r[1], hi)
    tid = J.threadIdx.x
    kit = RowKit(J, RowPlan(DT, 16, 1, MX_BLOCK * es // 16))
    nd = MX_BLOCK * es // 4
    data = J.gpr(nd, "vu32")
    voff = J.gpr("vu32", tid * (MX_BLOCK * es))
    for o in range(0, nd, 4):
        J.buffer_load(data[o:o + 3], rx, voff, offset=4 * o)
    J.s_waitcnt(vmcnt=0)
    f = kit.to_f32(DT, data)
    amax = _lane_amax(J, f)
    code = J.gpr("vu32")
    J.v_bfe_u32(code, amax, 23, 8)                  # biased exponent of amax: floor(log2) + 127 for normals
    J.v_max_i32(code, 2, code)
    J.v_subrev_u32(code, 2, code)                   # E + 127, at least 0 (2^-127)
    inf, nan_code, zero = J.gpr("vu32", 0x7F800000), J.gpr("vu32", 0xFF), J.gpr("vf32", 0.0)
    J.v_cmp_ge_u32(J.vcc, amax, inf)                # a NaN or inf in the block: scale NaN, codes 0
    J.v_cndmask_b32(code, code, nan_code, J.vcc)
    for i in range(f.n):
        J.v_cndmask_b32(f[i], f[i], zero, J.vcc)
    J.buffer_store_byte(code, tid, rs, 0, mod="offen")
    sc = J.gpr("vu32")
    J.v_lshlrev_b32(sc, 23, code)                   # 2^E as fp32 bits (code 0: 2^-127; 0xFF: NaN, values 0)
    out = J.gpr(4, "vu32", 0)                       # each convert keeps the other bytes
    for i in range(0, MX_BLOCK, 2):
        byte = (i // 2) % 4
        sel = f"op_sel:[0,0,{byte & 1},{byte >> 1}]"
        J.v_cvt_scalef32_pk_fp4_f32(out[i // 8], f[i], f[i + 1], sc, mod=sel)
    J.buffer_store(out, rq, J.gpr("vu32", tid << 4))


def launch_quantize_mxfp4(x: torch.Tensor, q: torch.Tensor, scales: torch.Tensor) -> Launch:
    """``x`` contiguous [M, K] (K a multiple of 32) into ``q`` [M, K/2] uint8 and ``scales`` [M, K/32] uint8."""
    n_blocks = x.numel() // MX_BLOCK
    res = Launch()
    res.run(quant_mxfp4, -(-n_blocks // MX_LANES), MX_LANES, (dtype_name(x.dtype),), x, q, scales, n_blocks)
    return res


for _kind in ("sim", "hip"):
    for _arch in _fp8.ARCH_FP8:
        register("quantize_fp8", _kind, _arch, dtypes=DTYPES)(functools.partial(launch_quantize_fp8, arch=_arch))
        register("rmsnorm_quant_fp8", _kind, _arch, dtypes=DTYPES)(
            functools.partial(launch_rmsnorm_quant_fp8, arch=_arch))
    register("quantize_mxfp4", _kind, "gfx950", dtypes=DTYPES)(launch_quantize_mxfp4)  # MX converts: CDNA4

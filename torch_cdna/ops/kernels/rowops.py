"""Building blocks of row kernels (norms, softmax, gated activations): layout plans, chunked row loads and
stores through buffer resources, bf16/fp16/fp32 <-> fp32 conversion (round to nearest even), and
wave/workgroup sums (DPP inside a wave, LDS only between waves).

Layout: a row of ``D`` elements is cut into lane *chunks* of ``plan.chunk`` bytes (16 on the main path:
one ``buffer_load_dwordx4`` per chunk; 2 for 16-bit rows that are not 4-byte aligned). A workgroup of
``plan.waves`` waves works on one row at a time; lane ``t`` (``0 <= t < 64 * waves``) owns chunks
``t + k * 64 * waves`` for ``k < plan.nch``, so one row is ``plan.nch`` loads per lane and consecutive lanes
touch consecutive 16-byte pieces (coalesced). Workgroups loop over rows ``blockIdx.x + i * gridDim.x``,
keeping per-column data (a norm's weight, converted to fp32) in registers across rows.

Row groups (``plan.groups`` > 1, see ``row_groups``): a workgroup of ``groups * waves`` waves works on
``groups`` rows at a time (row ``blockIdx.x * groups + group``, step ``groups * gridDim.x``); per-column
vectors are read from global memory once per workgroup and shared through LDS (``load_shared``), so a grid
of one workgroup per CU reads them once per CU. All waves run the same number of trips (barriers stay
uniform); a group past the last row works on an empty row (``clamp_rows``).

Masked tails without EXEC masks: a row is read and written through a buffer resource whose base is the
row's first byte and whose ``num_records`` is the row's byte size; chunks past the end read as 0 and their
stores are dropped (the range check is per dword), so ``D`` is a runtime value and needs no padding.
Moving to the next row adds the row step to the resource's 48-bit base (two SALU instructions).

Example (a kernel body scaling fp32 rows by 2; ``norms.py`` has complete kernels)::

    def scale2(J, WAVES, NCH, x: "void*", out: "void*", n_rows: "int", d: "int", n_groups: "int",
               sx: "uint", so: "uint", step_x: "ulong", step_o: "ulong"):
        kit = RowKit(J, RowPlan("f32", 16, WAVES, NCH))
        rx, ro = kit.row_resource(x, d, sx, 4), kit.row_resource(out, d, so, 4)
        data = kit.alloc_data("f32")
        row = J.gpr("si32", J.blockIdx.x)
        with J.While(row[0] < n_rows):
            kit.load(data, rx, "f32")
            J.s_waitcnt(vmcnt=0)
            f = kit.to_f32("f32", data)
            for i in range(f.n):
                f[i] = f[i] * 2.0
            kit.store(kit.from_f32("f32", f), ro, "f32")
            row[0] = row[0] + n_groups
            kit.advance(J, rx, step_x)
            kit.advance(J, ro, step_o)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

import torch

from ... import errors, isa
from ...asm.crosslane import DPP_STEPS

DTYPE_NAMES = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}
ESIZE = {"bf16": 2, "f16": 2, "f32": 4}
MAX_WAVES = 16
# Chunks per lane before another wave is added: 4 x 16 B in flight per lane per row.
TARGET_CHUNKS = 4
MAX_CHUNKS = 16
# Grid policy: about four streaming waves per SIMD of an MI300X (304 CUs x 4 SIMDs x 4); each workgroup loops
# over rows, so the per-workgroup data (weights) is read once per workgroup, not once per row. The timing model
# (docs/timing-model.md) chose it: one wave per SIMD leaves HBM latency exposed (rmsnorm 8192x4096 bf16
# predicted 46.2 us on MI300X / 37.7 on MI355X, waves waiting on vmcnt 70% of the time); four reach the
# bandwidth bound (34.5 / 26.1 us; two: 34.5 / 28.0).
WAVES_IN_FLIGHT = 4864

# the butterfly of a 64-lane reduction, shared with J.wave_reduce
_DPP_STEPS = DPP_STEPS


@dataclass(frozen=True)
class RowPlan:
    """Compile-time layout of a row kernel: x dtype name, chunk bytes, waves per workgroup, chunks per lane."""

    dt: str
    chunk: int
    waves: int
    nch: int
    groups: int = 1   # row groups: independent rows in flight per workgroup, each on ``waves`` waves
    stream: bool = False  # rows longer than the registers hold: walked in tiles of ``max_d`` elements

    @property
    def elems(self) -> int:
        """Elements of ``dt`` per chunk."""
        return self.chunk // ESIZE[self.dt]

    @property
    def lanes(self) -> int:
        """Lanes working on one row."""
        return 64 * self.waves

    @property
    def block(self) -> int:
        """Lanes of the workgroup (``groups`` rows at a time)."""
        return self.lanes * self.groups

    @property
    def max_d(self) -> int:
        """Largest row length this plan holds in registers (a streaming plan's tile)."""
        return self.lanes * self.nch * self.elems


def dtype_name(dtype: torch.dtype) -> str:
    """'bf16' | 'f16' | 'f32' for a supported torch dtype; ValueError naming the allowed ones otherwise."""
    try:
        return DTYPE_NAMES[dtype]
    except KeyError:
        raise ValueError(f"row kernels take bfloat16, float16 or float32 tensors, got {dtype}") from None


def aligned4(d: int, *tensors: torch.Tensor) -> bool:
    """Whether every row of every [N, D] tensor starts at a 4-byte boundary and has 4-byte-multiple size."""
    for t in tensors:
        es = t.element_size()
        if t.data_ptr() % 4 or (d * es) % 4 or (t.stride(0) * es) % 4 and t.shape[0] > 1:
            return False
    return True


# Row elements one lane of each kernel can hold in registers (a row is read once into registers). The register
# budget and the wave count go together: a plan holds more than TARGET_CHUNKS chunks a lane only at MAX_WAVES
# waves, 4 on each SIMD of the CU, where a wave may be allocated at most 128 VGPRs (512 per SIMD lane;
# sim/launch_checks.max_wave_vgprs) or the GPU refuses the launch. So each entry is the most elements whose
# kernel stays within 128 VGPRs for every dtype, weight dtype and both archs (tests/ops/test_row_limits.py
# compiles each kernel at its limit and checks its allocation); fewer waves have more VGPRs each. Keyed by
# the op the kernel computes. Softmax's longer rows stream (STREAMING_OPS).
LANE_ELEMS = {"rmsnorm": 32, "fused_add_rmsnorm": 16, "layernorm": 24, "fused_add_layernorm": 16,
              "rmsnorm_backward": 16, "layernorm_backward": 16, "softmax": 32, "softmax_backward": 32}
# The same on 2-byte chunks (16-bit rows that are not 4-byte aligned: one element per dword), where it is less.
SPLIT_LANE_ELEMS = {"rmsnorm_backward": 8, "layernorm_backward": 8}


# Ops whose kernels also stream a row too long for the registers: tiles of a register plan's size, one pass to
# reduce and one to write (softmax.py), so their rows are bounded only by the 32-bit byte offsets below.
STREAMING_OPS = frozenset({"softmax", "softmax_backward"})
# Longest row in bytes a streaming kernel takes: the buffer resource's num_records and the remaining-element
# counter are 32-bit, and the counter is signed (it goes below zero after the last, partial tile).
MAX_STREAM_ROW_BYTES = 2**31 - 1


RowTooLong = errors.RowTooLong  # a row longer than a row kernel holds (``plan``); see torch_cdna/errors.py


def plan(d: int, dt: str, aligned: bool = True, target_chunks: int = TARGET_CHUNKS,
         op: str | None = None) -> RowPlan:
    """The layout for rows of ``d`` elements of ``dt``: 16-byte chunks when ``aligned``, else 2-byte ones;
    waves are added until a lane holds at most ``target_chunks`` chunks (fewer: fewer registers per lane).
    ``op``: the kernel's op, whose ``LANE_ELEMS`` bounds the chunks per lane; ``RowTooLong`` beyond it, except
    for ``STREAMING_OPS``, which get a streaming plan (``stream_plan``) instead.

    >>> plan(896, "bf16"), plan(14336, "bf16").waves, plan(14336, "f32").waves
    (RowPlan(dt='bf16', chunk=16, waves=1, nch=2, groups=1, stream=False), 7, 14)
    """
    chunk = 16 if aligned or ESIZE[dt] == 4 else 2
    elems = chunk // ESIZE[dt]
    chunks = max(1, math.ceil(d / elems))
    limit = max_chunks(op, elems)
    per_lane = min(target_chunks, limit)  # more waves before a lane holds more than the kernel fits
    waves = min(MAX_WAVES, max(1, math.ceil(chunks / (64 * per_lane))))
    nch = math.ceil(chunks / (64 * waves))
    if nch > limit:
        if op in STREAMING_OPS:
            return stream_plan(d, dt, chunk, op)
        what = f"the cdna::{op} kernel" if op else "the row kernels"
        raise RowTooLong(f"row length {d} ({dt}) is too long for {what}: at most {64 * MAX_WAVES * limit * elems} "
                         f"elements (a row is held in registers); split the row or use the reference")
    return RowPlan(dt, chunk, waves, nch)


def stream_plan(d: int, dt: str, chunk: int, op: str) -> RowPlan:
    """The streaming layout of ``op`` for a row of ``d`` elements beyond its register limit: ``MAX_WAVES``
    waves walk the row in tiles of half the chunks a lane of the register kernel holds (a streaming kernel
    keeps about twice the registers per element live: running state, masks, both inputs of the backward;
    its 16 waves must fit a CU at 128 VGPRs each); ``RowTooLong`` past ``MAX_STREAM_ROW_BYTES``.

    >>> p = stream_plan(128256, "bf16", 16, "softmax"); (p.waves, p.nch, p.max_d, p.stream)
    (16, 2, 16384, True)
    """
    if d * ESIZE[dt] > MAX_STREAM_ROW_BYTES:
        raise RowTooLong(f"row length {d} ({dt}) is too long for the cdna::{op} kernel: at most "
                         f"{MAX_STREAM_ROW_BYTES // ESIZE[dt]} elements (its row offsets are 32-bit); split the row "
                         f"or use the reference")
    nch = max(1, max_chunks(op, chunk // ESIZE[dt]) // 2)
    return RowPlan(dt, chunk, MAX_WAVES, nch, stream=True)


def max_chunks(op: str | None, elems: int) -> int:
    """Chunks of ``elems`` elements one lane of ``op``'s kernel can hold (``MAX_CHUNKS`` without an op)."""
    if op is None:
        return MAX_CHUNKS
    lane_elems = SPLIT_LANE_ELEMS.get(op, LANE_ELEMS[op]) if elems == 1 else LANE_ELEMS[op]
    return max(1, min(MAX_CHUNKS, lane_elems // elems))


def max_row(op: str, dt: str, aligned: bool = True) -> int:
    """The longest row ``plan(..., op=op)`` accepts: ``register_row``, or for ``STREAMING_OPS`` the longest
    row their 32-bit offsets address.

    >>> max_row("rmsnorm", "bf16"), max_row("rmsnorm", "f32"), max_row("rmsnorm", "bf16", aligned=False)
    (32768, 32768, 16384)
    >>> max_row("layernorm_backward", "bf16"), max_row("layernorm_backward", "bf16", aligned=False)
    (16384, 8192)
    >>> max_row("softmax", "bf16"), max_row("softmax", "f32")
    (1073741823, 536870911)
    """
    if op in STREAMING_OPS:
        return MAX_STREAM_ROW_BYTES // ESIZE[dt]
    return register_row(op, dt, aligned)


def register_row(op: str, dt: str, aligned: bool = True) -> int:
    """The longest row ``op``'s kernel holds in registers (one read of the row; longer rows of
    ``STREAMING_OPS`` take the streaming kernel).

    >>> register_row("softmax", "bf16"), register_row("softmax", "bf16", aligned=False)
    (32768, 16384)
    """
    chunk = 16 if aligned or ESIZE[dt] == 4 else 2
    elems = chunk // ESIZE[dt]
    return 64 * MAX_WAVES * max_chunks(op, elems) * elems


def grid(n_rows: int, waves: int, min_rows: int = 1, groups: int = 1) -> int:
    """Workgroups to launch for ``n_rows`` rows (each loops over rows ``g, g + grid, ...``, ``groups`` rows at
    a time): about ``WAVES_IN_FLIGHT`` waves, and at least ``min_rows`` rows per workgroup (kernels writing
    per-workgroup partials use more, so the partials stay small next to the rows)."""
    return max(1, min(math.ceil(n_rows / (min_rows * groups)), math.ceil(WAVES_IN_FLIGHT / (waves * groups))))


def row_groups(waves: int) -> int:
    """Row groups per workgroup for rows of ``waves`` waves: about ``GROUP_WAVES`` waves per workgroup, so a
    per-column vector staged once per workgroup (``RowKit.load_shared``) serves one row per SIMD.

    >>> row_groups(1), row_groups(2), row_groups(3), row_groups(7)
    (4, 2, 1, 1)
    """
    return max(1, GROUP_WAVES // waves)


# Waves per workgroup the forward norm kernels aim for (one per SIMD of a CU) by running several rows at once.
GROUP_WAVES = 4
# Rows per workgroup at least, for the backward kernels' fp32 dweight/dbias partials (one row per workgroup).
BACKWARD_MIN_ROWS = 8
# The same for the atomic backward path (each workgroup adds one fp32 row of partials into a [D] buffer).
ATOMIC_MIN_ROWS = 8


class RowKit:
    """Trace-time helper bound to a kernel's ``J`` and its ``RowPlan`` (see the module docstring)."""

    def __init__(self, J: Any, p: RowPlan) -> None:
        self.J, self.p = J, p
        self.raw_tid = J.threadIdx.x
        self._wave = None
        self.group = None                  # the row group of this wave (SGPR), with ``p.groups > 1``
        if p.groups > 1:
            self.group = J.gpr("su32", self.wave // p.waves)
            self.tid = J.gpr("vu32", self.raw_tid - self.group * p.lanes)   # lane within the row's lanes
        else:
            self.tid = self.raw_tid
        self._voff: dict[int, list] = {}
        self._consts: dict[int, Any] = {}
        self._lane = None

    # -- registers and constants ---------------------------------------------------------------------
    def sconst(self, value: int) -> Any:
        """An SGPR holding ``value`` (for VOP3 operands, which take no literal on gfx9)."""
        if value not in self._consts:
            self._consts[value] = self.J.gpr("su32", value)
        return self._consts[value]

    def alloc_data(self, dt: str, elems: int | None = None, split: bool = False) -> Any:
        """Registers for one row's chunks of ``elems`` (default ``plan.elems``) ``dt`` elements per chunk;
        ``split``: one 16-bit element per dword (rows that are not 4-byte aligned)."""
        e = elems or self.p.elems
        split = split or e * ESIZE[dt] < 4
        return self.J.gpr(self.p.nch * (e if split else e * ESIZE[dt] // 4), "vu32")

    def voffsets(self, chunk_bytes: int) -> list:
        """Per chunk, the lane's byte offset in a row whose chunks are ``chunk_bytes`` long (cached)."""
        if chunk_bytes not in self._voff:
            J, out = self.J, []
            for k in range(self.p.nch):
                v = J.gpr("vu32")
                if chunk_bytes & (chunk_bytes - 1) == 0:
                    v[0] = (self.tid + k * self.p.lanes) << (chunk_bytes.bit_length() - 1)
                else:
                    v[0] = (self.tid + k * self.p.lanes) * chunk_bytes
                out.append(v)
            self._voff[chunk_bytes] = out
        return self._voff[chunk_bytes]

    @property
    def lane(self) -> Any:
        if self._lane is None:
            self._lane = self.J.gpr("vu32", self.tid & 63)
        return self._lane

    @property
    def wave(self) -> Any:
        """The wave's index in the workgroup (SGPR)."""
        if self._wave is None:
            self._wave = self.J.readfirstlane(self.raw_tid >> 6)
        return self._wave

    def first_row(self) -> Any:
        """This wave's first row: ``blockIdx.x`` (or ``blockIdx.x * groups + group``)."""
        if self.group is None:
            return self.J.blockIdx.x
        return self.J.gpr("si32", self.J.blockIdx.x * self.p.groups + self.group)

    # -- rows through buffer resources -----------------------------------------------------------------
    def row_resource(self, base: Any, d: Any, stride_bytes: Any, esize: int, first_row: Any = None) -> Any:
        """A V# over row ``first_row`` (default blockIdx.x) of a tensor at ``base``: ``d * esize`` bytes."""
        J = self.J
        r = J.buffer_resource(base, d * esize)
        row = self.first_row() if first_row is None else first_row
        lo, hi = J.gpr("su32"), J.gpr("su32")
        J.s_mul_i32(lo, row, stride_bytes)
        J.s_mul_hi_u32(hi, row, stride_bytes)
        J.s_add_u32(r[0], r[0], lo)
        J.s_addc_u32(r[1], r[1], hi)
        return r

    @staticmethod
    def advance(J: Any, rsrc: Any, step: Any) -> None:
        """Move a row V#'s base by ``step`` bytes (a 64-bit kernel argument)."""
        J.s_add_u32(rsrc[0], rsrc[0], step.dword(0))
        J.s_addc_u32(rsrc[1], rsrc[1], step.dword(1))

    def load(self, data: Any, rsrc: Any, dt: str, elems: int | None = None, split: bool = False) -> None:
        """Issue the loads of one row's chunks into ``data`` (from ``alloc_data`` with the same arguments);
        the caller waits (``s_waitcnt vmcnt``)."""
        self._move(data, rsrc, dt, elems, split, store=False)

    def store(self, data: Any, rsrc: Any, dt: str, elems: int | None = None, split: bool = False) -> None:
        """Store one row's chunks from ``data`` (split layout: the low half of each dword)."""
        self._move(data, rsrc, dt, elems, split, store=True)

    def _move(self, data: Any, rsrc: Any, dt: str, elems: int | None, split: bool, store: bool) -> None:
        J = self.J
        e = elems or self.p.elems
        cb = e * ESIZE[dt]
        offs = self.voffsets(cb)
        if split or cb < 4:
            op = J.buffer_store_short if store else J.buffer_load_ushort
            for k in range(self.p.nch):
                for i in range(e):
                    mod = f"offen offset:{2 * i}" if i else "offen"
                    op(data[k * e + i], offs[k], rsrc, 0, mod=mod)
            return
        per = cb // 4
        for k in range(self.p.nch):
            for o in range(0, cb, 16):
                n = min(4, (cb - o) // 4)
                view = data[k * per + o // 4: k * per + o // 4 + n - 1]
                if store:
                    J.buffer_store(view, rsrc, offs[k], offset=o)
                else:
                    J.buffer_load(view, rsrc, offs[k], offset=o)

    # -- conversions -------------------------------------------------------------------------------------
    def to_f32(self, dt: str, data: Any, split: bool = False, out: Any = None) -> Any:
        """fp32 values of the chunks in ``data`` (``data`` itself for f32), in element order; ``split``:
        one 16-bit element per dword (as ``alloc_data(split=True)``; implied by 2-byte chunks)."""
        J = self.J
        if dt == "f32":
            return data.view("f32")
        split = split or self.p.chunk < 4
        n = data.n
        f = out if out is not None else J.gpr(n if split else 2 * n, "vf32")
        for i in range(n):
            d = data[i]
            lo = f[i] if split else f[2 * i]
            if dt == "bf16":
                J.v_lshlrev_b32(lo, 16, d)
            else:
                J.v_cvt_f32_f16(lo, d)
            if split:
                continue
            if dt == "bf16":
                J.v_and_b32(f[2 * i + 1], -65536, d)
            else:
                J.v_cvt_f32_f16_sdwa(f[2 * i + 1], d, mod="dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1")
        return f

    def prepare_from_f32(self, dt: str) -> None:
        """Create ``from_f32``'s constants now (call before a row loop so they are set once)."""
        if dt == "bf16" and not isa.has("v_cvt_pk_bf16_f32", self.J.arch):  # round_bf16_hi's constants
            self.sconst(0x7FFF)
            self.sconst(0x07060302)

    def from_f32(self, dt: str, f: Any, out: Any = None) -> Any:
        """``f`` rounded to ``dt`` (nearest even, NaN kept) and packed like ``alloc_data``'s registers."""
        J = self.J
        if dt == "f32":
            return f
        split = self.p.chunk < 4
        n = f.n if split else f.n // 2
        o = out if out is not None else J.gpr(n, "vu32")
        for i in range(n):
            if split:
                self.round1(dt, o[i], f[i])
            elif isa.has(f"v_cvt_pk_{dt}_f32", J.arch):  # CDNA4's packed conversions
                op = J.v_cvt_pk_bf16_f32 if dt == "bf16" else J.v_cvt_pk_f16_f32
                op(o[i], f[2 * i], f[2 * i + 1])
            elif dt == "f16":
                J.v_cvt_f16_f32(o[i], f[2 * i])
                J.v_cvt_f16_f32_sdwa(o[i], f[2 * i + 1], mod="dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
                                                              "src0_sel:DWORD")
            else:
                r0, r1 = self.round_bf16_hi(f[2 * i]), self.round_bf16_hi(f[2 * i + 1])
                J.v_perm_b32(o[i], r1, r0, self.sconst(0x07060302))
        return o

    def round_bf16_hi(self, x: Any) -> Any:
        """gfx942: a VGPR whose high half is ``x`` rounded to bf16 (nearest even; NaN stays a quiet NaN)."""
        J = self.J
        t, r = J.gpr("vu32"), J.gpr("vu32")
        J.v_bfe_u32(t, x, 16, 1)
        J.v_add3_u32(r, x, t, self.sconst(0x7FFF))
        J.v_cmp_u_f32(J.vcc, x, x)
        J.v_cndmask_b32(r, r, x, J.vcc)   # NaN: keep x (a quiet NaN truncates to a NaN)
        return r

    def round1(self, dt: str, dst: Any, x: Any) -> None:
        """One value rounded to ``dt`` into the low half of ``dst`` (2-byte chunks)."""
        J = self.J
        if dt == "f16":
            J.v_cvt_f16_f32(dst, x)
        elif isa.has("v_cvt_pk_bf16_f32", J.arch):
            J.v_cvt_pk_bf16_f32(dst, x, x)
        else:
            J.v_lshrrev_b32(dst, 16, self.round_bf16_hi(x))

    # -- reductions --------------------------------------------------------------------------------------
    def wave_sum(self, vals: Sequence[Any]) -> None:
        """In place: lane 63 of each VGPR in ``vals`` gets the sum over the wave's 64 lanes (DPP adds;
        several values are interleaved so they fill each other's DPP wait states)."""
        J = self.J
        for step in _DPP_STEPS:
            for v in vals:
                J.v_add_f32_dpp(v, v, v, mod=step)

    def block_sum(self, vals: Sequence[Any], lds: int | None = None, parity: Any = None,
                  live_waves: int | None = None) -> list:
        """Sums over the workgroup of each VGPR in ``vals`` (clobbered): SGPRs (one wave) or uniform VGPRs.

        With several waves, lane 63 of each wave writes its partials to LDS at ``lds`` (from
        ``reduce_lds``), one barrier, and every lane adds all partials; ``parity`` (an SGPR toggled by
        the caller per row, 0 or ``reduce_lds`` half size) double-buffers the slots so one barrier per row
        suffices. ``live_waves``: the partials of that many waves are read into registers at a time (default:
        all at once, ``waves * len(vals)`` VGPRs, 48 for 3 values of 16 waves; kernels near a CU's register
        budget read them 4 waves at a time, a multiple of 16 bytes); the additions run in the same order.
        """
        J, p = self.J, self.p
        self.wave_sum(vals)
        nv = len(vals)
        if p.waves == 1:
            return [J.readlane(v, 63).view("f32") for v in vals]
        base = J.gpr("su32")
        base[0] = self.wave * (4 * nv) + (lds if parity is None else parity + lds)
        with J.If(self.lane == 63):
            addr = J.gpr("vu32", base)
            for j, v in enumerate(vals):
                J.ds_write(addr, v, offset=4 * j)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        live = p.waves if live_waves is None else max(1, min(live_waves, p.waves))
        parts = J.gpr(live * nv, "vf32")
        raddr = J.gpr("vu32")
        raddr[0] = lds if parity is None else parity + lds
        if self.group is not None:         # this row's waves' slots
            raddr[0] = raddr + self.group * (4 * nv * p.waves)
        out = [J.gpr("vf32") for _ in range(nv)]
        for first in range(0, p.waves, live):
            count = min(live, p.waves - first)
            for o in range(0, count * nv, 4):
                n = min(4, count * nv - o)
                J.ds_read(parts[o:o + n - 1], raddr, offset=4 * (first * nv + o))
            J.s_waitcnt(lgkmcnt=0)
            for j, acc in enumerate(out):
                for w in range(count):
                    wave, part = first + w, parts[w * nv + j]
                    if wave == 0:
                        if count == 1:     # wave 1's partial comes with the next batch
                            acc[0] = part
                    elif wave == 1 and first == 0:
                        acc[0] = parts[j] + part
                    else:
                        acc[0] = acc + part
        return out

    def reduce_lds(self, nvals: int) -> tuple[int, int]:
        """(LDS offset, parity step) for ``block_sum`` of ``nvals`` values, double-buffered per row."""
        if self.p.waves == 1:
            return 0, 0
        half = 4 * nvals * self.p.waves * self.p.groups
        return self.J.lds_alloc(2 * half), half

    # -- per-column vectors shared by the row groups ---------------------------------------------------------
    def shared_bytes(self, dt: str, elems: int | None = None) -> int:
        """LDS bytes ``load_shared`` stages a vector of ``dt`` through."""
        p = self.p
        cb = (elems or p.elems) * ESIZE[dt]
        return 16 * p.block * math.ceil(p.lanes * p.nch * cb / (16 * p.block))

    def load_shared(self, data: Any, base: Any, d: Any, dt: str, elems: int | None = None,
                    lds: int | None = None) -> None:
        """Like ``load`` of a [D] vector of ``dt`` at ``base`` into ``data`` (``alloc_data(dt, elems)``), but
        read from global memory once per workgroup: every lane loads 16-byte pieces into LDS, one barrier,
        then each wave reads its chunks from LDS. The vector's byte size must be a multiple of 4 and its
        address 4-byte aligned (else ``load`` with ``split``). Waits for its loads. ``lds``: an LDS offset of
        ``shared_bytes`` to use (the caller's scratch; default: a new allocation)."""
        J, p = self.J, self.p
        e = elems or p.elems
        cb = e * ESIZE[dt]
        nbytes = self.shared_bytes(dt, elems)                         # pieces past D read as 0 (LDS all set)
        rounds = nbytes // (16 * p.block)
        off = J.lds_alloc(nbytes) if lds is None else lds
        rsrc = J.buffer_resource(base, d * ESIZE[dt])
        voff = [J.gpr("vu32", (self.raw_tid + k * p.block) << 4) for k in range(rounds)]  # range-checked
        tmp = J.gpr(rounds, 4, "vu32")
        for k in range(rounds):
            J.buffer_load(tmp[k], rsrc, voff[k])
        J.s_waitcnt(vmcnt=0)
        for k in range(rounds):
            J.ds_write(voff[k], tmp[k], offset=off)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        offs, per = self.voffsets(cb), cb // 4
        for k in range(p.nch):
            for o in range(0, cb, 16):
                n = min(4, (cb - o) // 4)
                J.ds_read(data[k * per + o // 4: k * per + o // 4 + n - 1], offs[k], offset=off + o)
        J.s_waitcnt(lgkmcnt=0)

    def clamp_rows(self, row: Any, n_rows: Any, nbytes: Any, rsrcs: Sequence[Any]) -> None:
        """Row groups past the last row work on empty rows: the row V#s (of ``nbytes``-byte rows, an SGPR set
        before the loop) get ``num_records`` 0 when ``row >= n_rows`` (loads read 0, stores are dropped), so
        every wave runs the same loop trips."""
        J = self.J
        size = J.gpr("su32")
        size[0] = J.select(row < n_rows, nbytes, 0)
        for rsrc in rsrcs:
            rsrc[2] = size


def _dwords(nbytes: int) -> int:
    return max(1, nbytes // 4)

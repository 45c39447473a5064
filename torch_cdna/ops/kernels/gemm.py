"""DSL kernel of ``cdna::gemm`` (out = a @ b (+ bias), fp32 accumulation) for gfx942 and gfx950, bf16/fp16
inputs, bf16/fp16/fp32 output; "sim" and "hip" launchers.

Design. A workgroup of ``waves_m x waves_n`` waves owns a ``bm x bn`` output tile; each wave a ``wm x wn``
piece of it as 32x32 MFMA tiles (``attn_kit.ARCH``: ``v_mfma_f32_32x32x8`` on gfx942, ``32x32x16`` on gfx950;
``AttnKit.mfma_chunk`` takes 16 reduction elements per call). The kernel computes the transpose,
``C^T = B^T A^T``, as the attention kernels do: B^T tile rows (n) are the MFMA A operand, read through
``attn_kit.rowmap`` so that each output register run of 8 is 8 consecutive n of one output row m (the lane's
column): the epilogue stores 16 bytes (bf16/fp16) or 32 bytes (fp32) per run, row-major, no LDS round trip.

- LDS staging, double-buffered: per K step of ``bk`` a ``[bm][bk]`` A tile and a ``[bn][bk]`` B^T tile (rows
  padded by 16 bytes). The global loads of step j+1 are issued before step j's MFMAs and written to the other
  stage after them; one barrier per step (the loop body is unrolled twice so that stage offsets are
  immediates). Operands whose rows run along K (a; b given column-major, i.e. ``b.t()`` contiguous, the
  ``nn.Linear`` weight) are moved in 16-byte pieces (``KRowStager``); a row-major b ``[K, N]`` and a
  column-major a (``x.t()``, as in grad_b = a^T grad) are transposed on their way to LDS by
  ``attn_kit.TileStager`` (4x4 blocks rearranged with ``v_perm_b32``, ``NRowStager``).
- Ragged edges: rows past M (a), N (b^T) or K (row-major b) lie past the end of their buffer resource and read
  0; pieces past K in a row (and, transposed operands, past N or M) get an offset beyond every resource
  (``OFF``) and read 0, so both operands are 0 past K (no 0 * inf); stores past M are dropped by the range
  check and those past N get ``OFF``. The launcher pads K and N to multiples of 8 (16-byte pieces) with copies
  when they are not (and copies a column-major a unless M is a multiple of 8).
- Epilogue: optional bias per column (``bias`` [N] in fp32 or a's dtype, read as it is and widened; another
  dtype is converted to fp32 by the launcher), added in fp32 before the one rounding, packed with
  ``ARCH[arch].pack`` (nearest even) or stored as fp32.

Tile shapes are data: ``GemmConfig`` records in ``CONFIGS``, chosen by ``config_for`` from ``RULE`` (the
first config whose ``max_m`` covers M); a kernel registry may later choose by predicted time instead.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> a, b = torch.randn(5, 40, dtype=torch.bfloat16), torch.randn(40, 72, dtype=torch.bfloat16)
    >>> with _config.override(ops_impl="kernel"):
    ...     out = torch.ops.cdna.gemm(a, b)   # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from ...asm.jit import jit
from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
from ...runtime.device import target_arch
from . import register
from .attn_kit import AttnKit, TileStager, cdiv, log2_ceil, read_a
from .gemm16 import epilogue16, mainloop16
from .kloop import first_stage, hand_over, k_steps, prefetch, step_count

DTYPES = (torch.bfloat16, torch.float16)
DT_NAMES = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}
OUT_BYTES = {"bf16": 2, "f16": 2, "f32": 4}
# A buffer offset past every resource (operands span < 2**31 bytes, checked): loads read 0, stores drop.
OFF = 0x80000000
PIECE = 8  # elements per 16-byte piece: K and N are padded to multiples of it


@dataclass(frozen=True)
class GemmConfig:
    """A tile shape: ``bm x bn`` outputs per workgroup, ``bk`` reduction elements per step, ``waves_m x
    waves_n`` waves (each ``wm x wn``, multiples of ``mfma``). ``max_m``: the largest M ``RULE`` gives it.
    ``mfma``: the MFMA tile edge, 32 (``32x32x8``/``32x32x16``) or 16 (``16x16x16``/``16x16x32``: decode-sized M,
    ``kernels/gemm16.py``). ``splits``: the most K slices (split-K: ``kernels/gemm_splitk.py``; 1: one pass).

    Example:
        >>> c = GemmConfig("t128", 128, 128, 32, 2, 2)
        >>> c.wm, c.wn, c.lanes, c.row_bytes, c.stage
        (64, 64, 256, 80, 20480)
    """

    name: str
    bm: int
    bn: int
    bk: int
    waves_m: int
    waves_n: int
    max_m: int | None = None
    mfma: int = 32
    splits: int = 1

    def __post_init__(self) -> None:
        # a K chunk is 8 elements (16 bytes) per lane group: 2 groups of 32 lanes (32x32) or 4 of 16 (16x16)
        chunk = 16 if self.mfma == 32 else 32
        assert self.mfma in (16, 32) and self.splits >= 1, self
        assert self.wm % self.mfma == 0 and self.wn % self.mfma == 0 and self.bk % chunk == 0, self
        lanes = self.lanes
        assert (self.bm * self.bk // PIECE) % lanes == 0 and (self.bn * self.bk // PIECE) % lanes == 0, self
        assert self.transposes(self.bn), self  # row-major b goes through TileStager
        assert self.mfma == 16 or self.transposes(self.bm), self

    def transposes(self, cols: int) -> bool:
        """Whether ``attn_kit.TileStager`` can stage a ``[bk][cols]`` tile (column-major a: ``cols = bm``;
        row-major b: ``bn``) with this config's lanes. The 16-row configs cannot for a: their launcher copies a
        column-major a (at most 16 rows of K) into row-major."""
        return (cols * self.bk // 16) % self.lanes == 0 and self.lanes % (cols // 4) == 0

    @property
    def wm(self) -> int:
        return self.bm // self.waves_m

    @property
    def wn(self) -> int:
        return self.bn // self.waves_n

    @property
    def lanes(self) -> int:
        return 64 * self.waves_m * self.waves_n

    @property
    def row_bytes(self) -> int:
        """LDS row stride of both tiles: ``bk`` elements and 16 bytes of padding."""
        return 2 * self.bk + 16

    @property
    def a_bytes(self) -> int:
        return self.bm * self.row_bytes

    @property
    def stage(self) -> int:
        return (self.bm + self.bn) * self.row_bytes


# Every config, in listing order (``python -m torch_cdna kernels``). The 16-row ones: one 16x16 MFMA tile per
# wave, 4 waves side by side along N (64 columns), bk 128 (4 chunks of 32 per LDS step); for M <= 16 a 32x32
# tile computes at least half zero rows. The 4x4x4_16b MFMAs were not chosen: they reduce 4 K per instruction
# (4x the issues of 16x16x16) and decode GEMMs are bound by reading b, not by the matrix pipe (M=16, N=K=4096:
# 65,536 16x16x16 MFMAs = 16 cycles x 65,536 / (4 SIMDs x 304 CUs) = 862 cycles against 32 MiB of b).
ALL_CONFIGS: dict[str, GemmConfig] = {c.name: c for c in (
    GemmConfig("s16", 16, 64, 128, 1, 4, max_m=16, mfma=16),                # decode M (1..16), 16x16 MFMA
    GemmConfig("s16k", 16, 64, 128, 1, 4, max_m=16, mfma=16, splits=16),    # the same, split-K
    GemmConfig("m32k", 32, 64, 64, 1, 2, max_m=32, splits=16),              # m32, split-K (M 17..32)
    GemmConfig("m32", 32, 64, 64, 1, 2, max_m=32),      # decode-sized M (1..32): 2 waves, 64 columns each
    GemmConfig("t64", 64, 64, 64, 2, 2, max_m=64),      # one 32x32 MFMA tile per wave
    GemmConfig("t128", 128, 128, 32, 2, 2),             # 2x2 MFMA tiles per wave
)}
# The one-pass 32x32 tiles (``gemm_kernel`` as it was first written): kernels/moe.py's grouped GEMM picks from
# these by ``bm`` (its epilogue reads the 32x32 layout), so the 16-row and split-K configs stay out of it.
CONFIGS: dict[str, GemmConfig] = {n: c for n, c in ALL_CONFIGS.items() if c.mfma == 32 and c.splits == 1}

# The selection rule, in order: the first row whose config's ``max_m`` covers M (None: any) and, for a split-K
# config, whose ``split_count`` is at least 2, wins. Split-K is taken when the one-pass grid
# ``cdiv(M, bm) * cdiv(N, bn)`` is at most half the GPU's CUs (``isa.targets.target(arch).cus``: 304 on gfx942's
# MI300X, 256 on gfx950's MI350X/MI355X): the slices then bring the workgroups up to about one per CU, each
# slice at least ``MIN_SLICE_STEPS`` K steps, at most ``splits`` slices.
RULE: tuple[str, ...] = ("s16k", "s16", "m32k", "m32", "t64", "t128")
MIN_SLICE_STEPS = 2


def cu_count(arch: str) -> int:
    """CUs of ``arch``'s first product record (``isa.targets``): 304 (gfx942, MI300X), 256 (gfx950).

    Example:
        >>> cu_count("gfx942"), cu_count("gfx950")
        (304, 256)
    """
    from ...isa.targets import target
    return target(arch).cus


def split_count(cfg: GemmConfig, m: int, n: int, k: int, arch: str) -> int:
    """K slices ``RULE`` gives ``cfg`` for out[M, N] with K ``k`` on ``arch`` (1: no split): 1 unless
    ``cfg.splits`` > 1 and the grid is at most half the CUs; else ``min(splits, CUs // grid, k steps //
    MIN_SLICE_STEPS)``, then reduced so that no slice is empty (slices are whole K steps).

    Example:
        >>> c = ALL_CONFIGS["s16k"]
        >>> [split_count(c, m, n, 4096, arch) for m, n, arch in ((16, 4096, "gfx942"), (1, 256, "gfx950"),
        ...                                                      (1, 16384, "gfx942"))]
        [4, 16, 1]
    """
    if cfg.splits == 1:
        return 1
    grid = cdiv(m, cfg.bm) * cdiv(n, cfg.bn)
    cus = cu_count(arch)
    if 2 * grid > cus:
        return 1
    steps = cdiv(k, cfg.bk)
    s = max(1, min(cfg.splits, cus // grid, steps // MIN_SLICE_STEPS))
    return cdiv(steps, cdiv(steps, s))  # slices of cdiv(steps, s) steps each: none empty


def config_for(m: int, n: int, k: int, arch: str | None = None) -> GemmConfig:
    """The config ``RULE`` picks for out[M, N] = a[M, K] @ b[K, N] on ``arch`` (None: the configured arch).

    Example:
        >>> [config_for(m, 4096, 4096, "gfx942").name for m in (1, 16, 17, 64, 65)]
        ['s16k', 's16k', 'm32k', 't64', 't128']
        >>> config_for(16, 65536, 4096, "gfx942").name
        's16'
    """
    if arch is None:
        arch = target_arch()
    for name in RULE:
        c = ALL_CONFIGS[name]
        if (c.max_m is None or m <= c.max_m) and (c.splits == 1 or split_count(c, m, n, k, arch) > 1):
            return c
    raise AssertionError("RULE must end with a config for any M")


# ---------------------------------------------------------------------------------------------- staging
class KRowStager:
    """Global -> registers -> LDS for a ``[rows][bk]`` tile whose global rows run along K: 16-byte pieces
    (8 elements), lane ``u`` of each round owning row ``u // (bk/8)``, piece ``u % (bk/8)``; pieces at or past
    K (``krem``: K minus the step's first k) read 0."""

    def __init__(self, J: Any, cfg: GemmConfig, rows: int, ss: Any, lds_at: int) -> None:
        self.J = J
        per_row = cfg.bk // PIECE
        sh = log2_ceil(per_row)
        self.units = rows * per_row // cfg.lanes
        step_rows = cfg.lanes // per_row
        tid = J.threadIdx.x
        row, piece = J.gpr("vu32", tid >> sh), J.gpr("vu32", tid & (per_row - 1))
        self.k0 = J.gpr("vu32", piece << 3)
        self.off = [J.gpr("vu32", (row + step_rows * n) * ss + (piece << 4)) for n in range(self.units)]
        self.lds = J.gpr("vu32", row * cfg.row_bytes + (piece << 4))
        self.imm = [lds_at + n * step_rows * cfg.row_bytes for n in range(self.units)]
        self.data = [J.gpr(4, "vu32") for _ in range(self.units)]

    def load(self, rsrc: Any, krem: Any) -> None:
        J = self.J
        for n in range(self.units):
            J.buffer_load(self.data[n], rsrc, J.gpr("vu32", J.select(self.k0 < krem, self.off[n], OFF)))

    def write(self, stage: int) -> None:
        for n in range(self.units):
            self.J.ds_write(self.lds, self.data[n], offset=stage + self.imm[n])


class NRowStager:
    """A tile whose global rows run along the output dim (row-major b ``[K, N]``, column-major a): ``bk`` rows
    of ``cols`` columns, transposed by ``attn_kit.TileStager`` into a ``[cols][bk]`` region; columns at or past
    the operand's extent (``nrem``: N or M minus the tile's first column) read 0 (rows past K lie past the
    resource)."""

    def __init__(self, J: Any, kit: AttnKit, cfg: GemmConfig, ss: Any, nrem: Any, lds_at: int, cols: int) -> None:
        self.lds_at = lds_at
        self.st = TileStager(J, kit, cfg.lanes, cfg.bk, cols, ss, None, lds_at)
        c4 = cols // 4
        col = J.gpr("vu32", (kit.tid & (c4 - 1)) << 2)   # the lane's first column (same in every unit)
        ok = col < nrem
        self.st.off = [[J.gpr("vu32", J.select(ok, o, OFF)) for o in offs] for offs in self.st.off]

    def load(self, rsrc: Any, krem: Any) -> None:
        self.st.load(rsrc)

    def write(self, stage: int) -> None:
        self.st.cols_at = self.lds_at + stage  # the region's immediate offset, per unrolled stage
        self.st.write()


def _rows_resource(J: Any, base: Any, row0: Any, ss: Any, rows: Any, row_bytes: Any) -> Any:
    """A V# over rows ``row0 ..`` of a row-strided operand: base + row0 * ss, ``(rows - row0 - 1) * ss +
    row_bytes`` bytes (rows past ``rows`` read 0)."""
    size = J.gpr("su32", (rows - row0 - 1) * ss + row_bytes)
    r = J.buffer_resource(base, size)
    lo, hi = J.gpr("su32"), J.gpr("su32")
    J.s_mul_i32(lo, row0, ss)
    J.s_mul_hi_u32(hi, row0, ss)
    J.s_add_u32(r[0], r[0], lo)
    J.s_addc_u32(r[1], r[1], hi)
    return r


def _cols_resource(J: Any, base: Any, col0: Any, ss: Any, cols: Any, rows: Any) -> Any:
    """A V# over columns ``col0 ..`` of ``rows`` rows (stride ``ss`` bytes) of 16-bit elements: base + 2 col0,
    ``(rows - 1) * ss + 2 (cols - col0)`` bytes (rows past ``rows`` read 0)."""
    r = J.buffer_resource(base, J.gpr("su32", (rows - 1) * ss + (cols - col0) * 2))
    J.s_add_u32(r[0], r[0], J.gpr("su32", col0 * 2))
    J.s_addc_u32(r[1], r[1], 0)
    return r


# ---------------------------------------------------------------------------------------------- kernel
@jit()
def gemm_kernel(J, DT, OT, CFG, A_KMAJOR, B_KMAJOR, BIAS, a: "void*", b: "void*", bias: "void*", out: "void*",
                m: "int", n: "int", k: "int", a_ss: "uint", b_ss: "uint", o_ss: "uint"):
    """One ``bm x bn`` tile of out = a @ b (+ bias). a: rows m along K (``A_KMAJOR``, stride ``a_ss`` bytes
    between m) or rows k along M (stride ``a_ss`` between k); b: rows n along
    K (``B_KMAJOR``, stride ``b_ss`` between n) or rows k along N (stride ``b_ss`` between k); out: rows m,
    stride ``o_ss`` bytes; bias [N] in fp32 or DT (``BIAS``: "f32", DT's name, or None: no bias)."""
    cfg = CFG
    assert A_KMAJOR or cfg.transposes(cfg.bm), f"{cfg.name} stages a row-major a only (the launcher copies)"
    kit = AttnKit(J, DT)
    assert J.lds_alloc(2 * cfg.stage) == 0, "the stages are addressed from LDS offset 0"
    n0, m0, wm_off, wn_off = tile_origin(J, kit, cfg)
    krem = J.gpr("su32", k)
    ra, sa, astep = a_operand(J, kit, cfg, A_KMAJOR, a, m0, a_ss, m, k)
    rb, sb, bstep = b_operand(J, kit, cfg, B_KMAJOR, b, n0, b_ss, n, k)
    loop, epilogue = tile_parts(cfg)
    acc = loop(J, kit, cfg, sa, sb, ra, rb, astep, bstep, k, krem, wm_off, wn_off)
    epilogue(J, kit, cfg, OT, BIAS, acc, bias, out, m, n, o_ss, m0, n0, wm_off, wn_off)


def tile_origin(J: Any, kit: AttnKit, cfg: GemmConfig) -> tuple[Any, Any, Any, Any]:
    """SGPRs (n0, m0, wm_off, wn_off): the workgroup's first output column and row (``blockIdx.x/y``) and the
    wave's offsets in its tile."""
    n0 = J.gpr("su32", J.blockIdx.x * cfg.bn)
    m0 = J.gpr("su32", J.blockIdx.y * cfg.bm)
    wave_m = J.gpr("su32", kit.wave % cfg.waves_m if cfg.waves_m > 1 else 0)
    wave_n = J.gpr("su32", kit.wave // cfg.waves_m)
    wm_off = J.gpr("su32", wave_m * cfg.wm)
    wn_off = J.gpr("su32", wave_n * cfg.wn)
    return n0, m0, wm_off, wn_off


def a_operand(J: Any, kit: AttnKit, cfg: GemmConfig, kmajor: bool, a: Any, m0: Any, a_ss: Any, m: Any, k: Any
              ) -> tuple[Any, Any, Any]:
    """The A operand's resource (from row ``m0`` on), stager (A tile at LDS 0) and per-step advance: rows m
    along K (``kmajor``, stride ``a_ss`` between m) or rows k along M (stride ``a_ss`` between k)."""
    if kmajor:
        ra = _rows_resource(J, a, m0, a_ss, m, k * 2)
        sa = KRowStager(J, cfg, cfg.bm, a_ss, 0)
        astep = J.gpr("su32", 2 * cfg.bk)
    else:
        ra = _cols_resource(J, a, m0, a_ss, m, k)
        sa = NRowStager(J, kit, cfg, a_ss, J.gpr("su32", m - m0), 0, cfg.bm)
        astep = J.gpr("su32", a_ss * cfg.bk)
    return ra, sa, astep


def tile_parts(cfg: GemmConfig) -> tuple[Any, Any]:
    """(K loop, epilogue) of ``cfg``'s MFMA tile: gemm.py's 32x32 ones or kernels/gemm16.py's 16x16 ones."""
    return (mainloop, _epilogue) if cfg.mfma == 32 else (mainloop16, epilogue16)


def b_operand(J: Any, kit: AttnKit, cfg: GemmConfig, kmajor: bool, b: Any, n0: Any, b_ss: Any, n: Any, k: Any
              ) -> tuple[Any, Any, Any]:
    """The B operand's resource (from column ``n0`` on), stager (B^T tile at LDS ``cfg.a_bytes``) and per-step
    advance: rows n along K (``kmajor``, stride ``b_ss`` between n) or rows k along N (stride ``b_ss``)."""
    if kmajor:
        rb = _rows_resource(J, b, n0, b_ss, n, k * 2)
        sb = KRowStager(J, cfg, cfg.bn, b_ss, cfg.a_bytes)
        bstep = J.gpr("su32", 2 * cfg.bk)
    else:
        rb = _cols_resource(J, b, n0, b_ss, n, k)
        sb = NRowStager(J, kit, cfg, b_ss, J.gpr("su32", n - n0), cfg.a_bytes, cfg.bn)
        bstep = J.gpr("su32", b_ss * cfg.bk)
    return rb, sb, bstep


def mainloop(J: Any, kit: AttnKit, cfg: GemmConfig, sa: Any, sb: Any, ra: Any, rb: Any, astep: Any, bstep: Any,
             k: Any, krem: Any, wm_off: Any, wn_off: Any) -> list:
    """The K loop (shared with the grouped GEMM of kernels/moe.py): stagers ``sa`` (A tile at LDS 0) and ``sb``
    (B^T tile at ``cfg.a_bytes``) over resources ``ra``/``rb`` moved by ``astep``/``bstep`` per step; returns the
    wave's fp32 accumulators ``acc[nb][mb]`` (32x32 tiles of C^T)."""
    S, rb_ = cfg.stage, cfg.row_bytes
    sa.load(ra, krem)
    sb.load(rb, krem)
    # LDS read bases per stage: A rows (the MFMA B operand, lane column = m) and B^T rows through rowmap
    a_base = [J.gpr("vu32", (kit.col + wm_off) * rb_ + (kit.half << 4) + st) for st in (0, S)]
    b_base = [J.gpr("vu32", (kit.rowmap_col() + wn_off) * rb_ + (kit.half << 4) + cfg.a_bytes + st)
              for st in (0, S)]
    nmb, nnb, nch = cfg.wm // 32, cfg.wn // 32, cfg.bk // 16
    acc = [[J.gpr(16, "vf32", 0.0) for _ in range(nmb)] for _ in range(nnb)]
    nk, j = step_count(J, k, cfg.bk), J.gpr("si32", 0)
    first_stage(J, (sa, sb))

    def compute(st: int) -> None:
        reads = []  # (chunk, B^T blocks' registers, A blocks' registers), issued in chunk order
        for ch in range(nch):
            br = read_a(J, b_base[st], rb_, [(nb, ch) for nb in range(nnb)])
            ar = read_a(J, a_base[st], rb_, [(mb, ch) for mb in range(nmb)])
            reads.append((br, ar))
        per = nnb + nmb
        for ch, (br, ar) in enumerate(reads):
            J.s_waitcnt(lgkmcnt=min(15, per * (nch - 1 - ch)))
            for nb in range(nnb):
                for mb in range(nmb):
                    kit.mfma_chunk(acc[nb][mb], br[nb], ar[mb], first=False)

    def step(st: int) -> None:
        prefetch(J, j, nk, krem, cfg.bk, ((sa, ra, astep), (sb, rb, bstep)))
        compute(st)
        hand_over(J, j, nk, (sa, sb), S, st)

    k_steps(J, j, nk, step)
    return acc


def _epilogue(J: Any, kit: AttnKit, cfg: GemmConfig, OT: str, BIAS: str | None, acc: list, bias: Any, out: Any,
              m: Any, n: Any, o_ss: Any, m0: Any, n0: Any, wm_off: Any, wn_off: Any, scale: Any = None) -> None:
    """Registers ``8g .. 8g + 7`` of tile ``acc[nb][mb]`` are columns ``32 nb + 16 g + 8 half + 0..7`` of row
    ``32 mb + col`` (of the wave's piece): (times ``scale``,) + bias, rounded once, 16-byte stores.

    ``scale`` (None for ``cdna::gemm``, whose code it leaves unchanged) is a hook of ``cdna::scaled_mm``:
    ``scale.columns(c)`` per run of 8 columns starting at VGPR ``c`` returns what ``scale.apply(cols, mb, run)``
    needs to scale the 8 fp32 registers ``run`` of row block ``mb`` in place."""
    es = OUT_BYTES[OT]
    ro = J.buffer_resource(out, J.gpr("su32", (m - 1) * o_ss + n * es))
    bes = OUT_BYTES[BIAS] if BIAS else 0
    rbias = J.buffer_resource(bias, J.gpr("su32", n * bes)) if BIAS else None
    row = J.gpr("vu32", m0 + wm_off + kit.col)
    col0 = J.gpr("vu32", n0 + wn_off + (kit.half << 3))
    for nb in range(len(acc)):
        for g in range(2):
            c = J.gpr("vu32", col0 + (32 * nb + 16 * g))
            ok = c < n
            cols = scale.columns(c) if scale is not None else None
            if BIAS == "f32":
                bv = J.gpr(8, "vf32")
                J.buffer_load(bv[0:3], rbias, c << 2)
                J.buffer_load(bv[4:7], rbias, c << 2, offset=16)
                J.s_waitcnt(vmcnt=0)
            elif BIAS:  # the input dtype: 8 values in one 16-byte load, widened to fp32
                raw, bv = J.gpr(4, "vu32"), J.gpr(8, "vf32")
                J.buffer_load(raw, rbias, c << 1)
                J.s_waitcnt(vmcnt=0)
                for i in range(4):
                    kit.to_f32(bv[2 * i], bv[2 * i + 1], raw[i])
            for mb, t in enumerate(acc[nb]):
                if scale is not None:
                    scale.apply(cols, mb, t[8 * g:8 * g + 7])
                if BIAS:
                    for i in range(4):
                        J.v_pk_add_f32(t[8 * g + 2 * i:8 * g + 2 * i + 1], t[8 * g + 2 * i:8 * g + 2 * i + 1],
                                       bv[2 * i:2 * i + 1])
                off = J.gpr("vu32", J.select(ok, (row + 32 * mb) * o_ss + c * es, OFF))
                if OT == "f32":
                    J.buffer_store(t[8 * g:8 * g + 3], ro, off)
                    J.buffer_store(t[8 * g + 4:8 * g + 7], ro, off, offset=16)
                else:
                    d = J.gpr(4, "vu32")
                    for i in range(4):
                        kit.arch.pack(J, kit, d[i], t[8 * g + 2 * i], t[8 * g + 2 * i + 1], OT)
                    J.buffer_store(d, ro, off)


# ---------------------------------------------------------------------------------------------- launcher
def _span(t: torch.Tensor) -> int:
    return (sum((s - 1) * st for s, st in zip(t.shape, t.stride())) + 1) * t.element_size()


def _check_spans(tensors: dict) -> None:
    for name, t in tensors.items():
        if _span(t) >= 2 ** 31:
            raise ValueError(f"cdna::gemm kernel: {name} spans {_span(t)} bytes; the kernel's 32-bit buffer "
                             f"offsets cover < 2 GiB; split the call along M or N, or use the reference "
                             f"(TORCH_CDNA_OPS_IMPL=reference)")


def _aligned(t: torch.Tensor, unit_dim: int) -> bool:
    """Unit stride on ``unit_dim``, the other stride a multiple of 8 elements, 16-byte aligned base."""
    other = 1 - unit_dim
    return (t.stride(unit_dim) == 1 and t.stride(other) % PIECE == 0 and t.stride(other) >= t.shape[unit_dim]
            and t.data_ptr() % 16 == 0)


def _padded(t: torch.Tensor, rows: int, cols: int) -> torch.Tensor:
    """``t`` copied into zeros [rows, cols] (row-major)."""
    p = t.new_zeros(rows, cols)
    p[:t.shape[0], :t.shape[1]] = t
    return p


def _row_strides(a: torch.Tensor, a_kmajor: bool, b: torch.Tensor, b_kmajor: bool) -> tuple[int, int]:
    """The kernels' ``a_ss``/``b_ss``: bytes between a's rows m (``a_kmajor``) or rows k, and between b's rows
    n (``b_kmajor``) or rows k; a dim of one element gets the dense stride (its stride is arbitrary)."""
    es = a.element_size()
    (mm, k8), n8 = a.shape, b.shape[1]
    if a_kmajor:
        a_ss = a.stride(0) * es if mm > 1 else k8 * es
    else:
        a_ss = a.stride(1) * es if k8 > 1 else mm * es
    if b_kmajor:
        b_ss = b.stride(1) * es if n8 > 1 else k8 * es
    else:
        b_ss = b.stride(0) * es if k8 > 1 else n8 * es
    return a_ss, b_ss


def launch_gemm(a: torch.Tensor, b: torch.Tensor, bias: torch.Tensor | None, out: torch.Tensor) -> Any:
    """out [M, N] (contiguous, dtype bf16/fp16/fp32) = a [M, K] @ b [K, N] (+ bias [N]); a, b bf16/fp16 of one
    dtype, any strides (copied only when K or N is not a multiple of 8 or the layout is unusable: see the
    module docstring). The config is ``RULE``'s for the device's arch. Returns the simulator's LaunchStats (a
    list of the two launches' for split-K; None when nothing was launched)."""
    mm, kk = a.shape
    nn = b.shape[1]
    if mm == 0 or nn == 0:
        return None
    if kk == 0:
        out.copy_(bias.expand(mm, nn) if bias is not None else torch.zeros((), dtype=out.dtype))
        return None
    k8, n8 = cdiv(kk, PIECE) * PIECE, cdiv(nn, PIECE) * PIECE
    arch = target_arch(a.device)
    cfg = config_for(mm, n8, k8, arch)
    a_kmajor = _aligned(a, 1) and k8 == kk
    # column-major a (a.t() in grad_b = a^T grad): M a multiple of 8, so that no 4-byte word straddles M, and
    # a config that can transpose it (not the 16-row ones: there a is at most 16 rows)
    if not a_kmajor and not (_aligned(a, 0) and k8 == kk and mm % PIECE == 0 and cfg.transposes(cfg.bm)):
        a, a_kmajor = _padded(a, mm, k8), True
    kmajor = _aligned(b, 0) and k8 == kk and n8 == nn   # b.t() contiguous-like: rows n along K
    if not kmajor and (not _aligned(b, 1) or k8 != kk or n8 != nn):
        b = _padded(b, k8, n8)
    dst = out if n8 == nn else out.new_empty(mm, n8)
    bt = None if bias is None else DT_NAMES[a.dtype] if bias.dtype == a.dtype else "f32"
    if bias is not None:
        bias = bias if bt != "f32" else bias.float()   # a third dtype (fp16 bias, bf16 a): fp32 copy
        if n8 != nn:
            bias = torch.nn.functional.pad(bias, (0, n8 - nn))
        elif bias.stride(0) != 1 or bias.data_ptr() % 16:
            bias = bias.clone(memory_format=torch.contiguous_format)
    _check_spans({"a": a, "b": b, "out": dst})
    a_ss, b_ss = _row_strides(a, a_kmajor, b, kmajor)
    consts = (DT_NAMES[a.dtype], DT_NAMES[out.dtype], cfg, a_kmajor, kmajor, bt)
    splits = split_count(cfg, mm, n8, k8, arch)
    if splits > 1:
        from .gemm_splitk import launch_split   # imports this module
        stats = launch_split(cfg, splits, consts, a, b, bias, dst, a_ss, b_ss)
    else:
        stats = gemm_kernel((cdiv(n8, cfg.bn), cdiv(mm, cfg.bm)), cfg.lanes, *consts, a, b,
                            bias if bias is not None else dst, dst, mm, n8, k8, a_ss, b_ss,
                            dst.stride(0) * dst.element_size())
    if dst is not out:
        out.copy_(dst[:, :nn])
    return stats


for _kind in ("sim", "hip"):
    register("gemm", _kind, ARCHS, dtypes=DTYPES)(launch_gemm)

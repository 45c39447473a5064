"""DSL kernel of ``cdna::scaled_mm`` (out = (a * scale_a) @ (b * scale_b) (+ bias), fp8 inputs, fp32
accumulation) for gfx942 and gfx950; "sim" and "hip" launchers.

Design: ``cdna::gemm``'s kernel (``kernels/gemm.py``) with its pieces imported, not copied: tile configs
(``GemmConfig``), K-major staging (``KRowStager``), buffer resources and the epilogue. Both operands run along
K (a [M, K] row-major, b [K, N] column-major: ``w.t()`` of an [N, K] weight, as ``torch._scaled_mm`` takes
it; other layouts are copied by the launcher). The staging moves bytes, so fp8 rows are staged as rows of
16-bit *units* (two fp8 values each): a config's ``bk`` units are ``2 bk`` fp8 values, and one 4-dword MFMA
chunk (16 bytes per half-wave) is 32 fp8 values, taken by ``v_mfma_f32_32x32x16_{fp8,bf8}_{fp8,bf8}`` (k = 16,
2 dwords per lane and step) in two steps on both archs. A and B read the same byte order, so the k
permutation this implies cancels in the sum. The MFMA's A operand is b's rows (the kernel computes
``C^T = B^T A^T`` as ``cdna::gemm`` does), so its mnemonic names b's format first.

Scales (``MODES``), all fp32:
- ``tensor``: one scale each; the epilogue multiplies by ``scale_a * scale_b``.
- ``row``: ``scale_a`` [M] per row, ``scale_b`` [N] per column, multiplied in the epilogue (per lane one
  row, per register run 8 columns; ``scale_b`` is padded to N's 8-element grid by the launcher).
- ``block``: ``scale_a`` [M, ceil(K/128)] per row and 128-wide K block, ``scale_b`` [ceil(K/128),
  ceil(N/128)] per 128 x 128 block (DeepSeek-V3's layout). A K step is one 128-wide block (configs with
  ``bk`` = 64 units); its products go to fresh accumulators which are then added into the running sums times
  ``scale_a[m, kb] * scale_b[kb, n // 128]``, so each block is scaled before the blocks are summed. Tiles
  are at most 128 columns wide and start at multiples of their width, so one tile lies in one column block.
- ``mx`` (gfx950, MXFP4): a and b packed E2M1 (two per byte), E8M0 scales [rows, K/32] (the launcher pads
  them to 8 bytes per row and K step, zeros past K). One 4-dword chunk is 64 fp4 values, half h holding k =
  32h .. 32h + 31 of it: exactly the fp4 operand of ``v_mfma_scale_f32_32x32x64_f8f6f4`` (cbsz/blgp 4), whose
  scale for a lane's row and block is a byte of a scale VGPR picked by op_sel/op_sel_hi. Per K step each
  lane loads its row's 8 scale bytes and ``v_perm_b32`` keeps its half's 4 (blocks h, 2 + h, 4 + h, 6 + h),
  so chunk c reads byte c of that dword in every lane (b's rows through ``rowmap``, like its values).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> a = torch.randn(5, 64).to(torch.float8_e4m3fnuz)
    >>> w = torch.randn(24, 64).to(torch.float8_e4m3fnuz)
    >>> one = torch.ones(())
    >>> with _config.override(ops_impl="kernel", arch="gfx942"):
    ...     out = torch.ops.cdna.scaled_mm(a, w.t(), one, one, out_dtype=torch.bfloat16)  # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .attn_kit import AttnKit, advance, cdiv, log2_ceil, read_a
from .gemm import PIECE, GemmConfig, KRowStager, _epilogue, _rows_resource, _span

# Per arch, the fp8 dtypes its MFMAs read and the MFMA operand name of each (FNUZ on gfx942, OCP on gfx950).
FORMATS: dict[str, dict[torch.dtype, str]] = {
    "gfx942": {torch.float8_e4m3fnuz: "fp8", torch.float8_e5m2fnuz: "bf8"},
    "gfx950": {torch.float8_e4m3fn: "fp8", torch.float8_e5m2: "bf8", torch.float4_e2m1fn_x2: "fp4"},
}
OUT_NAMES = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}
MODES = ("tensor", "row", "block", "mx")
BLOCK = 128  # fp8 values per block-scale block along K and along N

# bk = 64 units = 128 fp8 values per K step: one block of the block scales per step.
CONFIGS: dict[str, GemmConfig] = {c.name: c for c in (
    GemmConfig("f8m32", 32, 64, 64, 1, 2, max_m=32),     # decode-sized M: 2 waves of 32 x 32
    GemmConfig("f8t64", 64, 64, 64, 2, 2, max_m=64),     # one 32x32 MFMA tile per wave
    GemmConfig("f8t128", 128, 64, 64, 2, 2),             # 2 x 1 tiles per wave (LDS: 2 stages of 27 KiB)
)}


def config_for(m: int) -> GemmConfig:
    """The first config (in ``CONFIGS`` order) whose ``max_m`` covers ``m`` (None: any).

    Example:
        >>> config_for(1).name, config_for(64).name, config_for(65).name
        ('f8m32', 'f8t64', 'f8t128')
    """
    return next(c for c in CONFIGS.values() if c.max_m is None or m <= c.max_m)


def mfma_name(ta: str, tb: str) -> str:
    """The 32x32x16 fp8 MFMA for a of format ``ta`` and b of ``tb`` (b is the MFMA's A operand)."""
    return f"v_mfma_f32_32x32x16_{tb}_{ta}"


# ---------------------------------------------------------------------------------------------- scales
def _mx_mod(ch: int) -> str:
    """Modifiers of chunk ``ch``'s ``v_mfma_scale_f32_32x32x64_f8f6f4``: fp4 A and B (cbsz/blgp 4), scale
    byte ``ch`` (= op_sel + 2 op_sel_hi) of both scale words."""
    lo, hi = ch & 1, ch >> 1
    return " ".join([f"op_sel:[{lo},{lo},0]"] * lo + [f"op_sel_hi:[{hi},{hi},0]"] * hi + ["cbsz:4 blgp:4"])


class _EpilogueScale:
    """The ``scale`` hook of ``gemm._epilogue`` for the ``tensor`` and ``row`` modes."""

    def __init__(self, J: Any, mode: str, sa: Any, sb: Any, m: Any, n: Any, rows: list) -> None:
        self.J, self.mode = J, mode
        if mode == "tensor":  # one product, the same in every lane
            ra, rb = J.buffer_resource(sa, 4), J.buffer_resource(sb, 4)
            x, y = J.gpr("vf32"), J.gpr("vf32")
            zero = J.gpr("vu32", 0)
            J.buffer_load(x, ra, zero)
            J.buffer_load(y, rb, zero)
            J.s_waitcnt(vmcnt=0)
            self.s = J.gpr(2, "vf32")
            J.v_mul_f32(self.s[0], x, y)
            J.v_mov_b32(self.s[1], self.s[0])
        else:  # per lane its rows' scale_a (one per row block), per column run 8 of scale_b
            ra = J.buffer_resource(sa, J.gpr("su32", m * 4))
            self.rb = J.buffer_resource(sb, J.gpr("su32", n * 4))
            self.sa = []
            for r in rows:
                v = J.gpr(2, "vf32")
                J.buffer_load(v[0], ra, J.gpr("vu32", r << 2))
                self.sa.append(v)
            J.s_waitcnt(vmcnt=0)
            for v in self.sa:
                J.v_mov_b32(v[1], v[0])

    def columns(self, c: Any) -> Any:
        if self.mode == "tensor":
            return None
        J = self.J
        cols = J.gpr(8, "vf32")
        J.buffer_load(cols[0:3], self.rb, c << 2)
        J.buffer_load(cols[4:7], self.rb, c << 2, offset=16)
        J.s_waitcnt(vmcnt=0)
        return cols

    def apply(self, cols: Any, mb: int, run: Any) -> None:
        J = self.J
        for i in range(4):
            p = run[2 * i:2 * i + 1]
            if self.mode == "tensor":
                J.v_pk_mul_f32(p, p, self.s)
            else:
                w = J.gpr(2, "vf32")
                J.v_pk_mul_f32(w, cols[2 * i:2 * i + 1], self.sa[mb])
                J.v_pk_mul_f32(p, p, w)


# ---------------------------------------------------------------------------------------------- kernel
@jit()
def scaled_mm_kernel(J, TA, TB, OT, CFG, MODE, BIAS, a: "void*", b: "void*", sa: "void*", sb: "void*",
                     bias: "void*", out: "void*", m: "int", n: "int", k: "int", a_ss: "uint", b_ss: "uint",
                     o_ss: "uint", sa_ss: "uint", sb_ss: "uint"):
    """One ``bm x bn`` tile of out = a @ b with scales (module docstring). ``k``: K in 16-bit units (K / 2);
    a: rows m of K bytes, stride ``a_ss``; b: rows n, stride ``b_ss``; out: rows m, stride ``o_ss`` bytes;
    ``sa_ss``/``sb_ss``: byte strides of the block scales' rows (unused in the other modes); bias [N] in fp32
    or OT (``BIAS``: its name, or None)."""
    cfg = CFG
    kit = AttnKit(J, OT if OT != "f32" else "bf16")  # its dtype only converts a bias of OT's dtype
    assert J.lds_alloc(2 * cfg.stage) == 0, "the stages are addressed from LDS offset 0"
    S, rb_ = cfg.stage, cfg.row_bytes
    n0 = J.gpr("su32", J.blockIdx.x * cfg.bn)
    m0 = J.gpr("su32", J.blockIdx.y * cfg.bm)
    wave_m = J.gpr("su32", kit.wave % cfg.waves_m if cfg.waves_m > 1 else 0)
    wave_n = J.gpr("su32", kit.wave // cfg.waves_m)
    wm_off = J.gpr("su32", wave_m * cfg.wm)
    wn_off = J.gpr("su32", wave_n * cfg.wn)
    nmb, nnb, nch = cfg.wm // 32, cfg.wn // 32, cfg.bk // 16
    rows = [J.gpr("vu32", m0 + wm_off + kit.col + 32 * mb) for mb in range(nmb)]

    krem = J.gpr("su32", k)
    ra = _rows_resource(J, a, m0, a_ss, m, k * 2)
    sta = KRowStager(J, cfg, cfg.bm, a_ss, 0)
    rb = _rows_resource(J, b, n0, b_ss, n, k * 2)
    stb = KRowStager(J, cfg, cfg.bn, b_ss, cfg.a_bytes)
    kstep = J.gpr("su32", 2 * cfg.bk)
    sta.load(ra, krem)
    stb.load(rb, krem)
    a_base = [J.gpr("vu32", (kit.col + wm_off) * rb_ + (kit.half << 4) + st) for st in (0, S)]
    b_base = [J.gpr("vu32", (kit.rowmap_col() + wn_off) * rb_ + (kit.half << 4) + cfg.a_bytes + st)
              for st in (0, S)]
    acc = [[J.gpr(16, "vf32", 0.0) for _ in range(nmb)] for _ in range(nnb)]
    blocked = MODE == "block"
    if blocked:  # this step's products, scaled into acc after the step
        part = [[J.gpr(16, "vf32") for _ in range(nmb)] for _ in range(nnb)]
        rsa = J.buffer_resource(sa, J.gpr("su32", m * sa_ss))
        rsb = J.buffer_resource(sb, J.gpr("su32", ((k + (cfg.bk - 1)) >> log2_ceil(cfg.bk)) * sb_ss))
        sa_off = [J.gpr("vu32", r * sa_ss) for r in rows]
        sb_off = J.gpr("vu32", (n0 >> log2_ceil(BLOCK)) << 2)
    mx = MODE == "mx"
    if mx:  # E8M0 scales [rows][8 per K step]: per lane its a row's (rows) and b row's (rowmap) bytes
        mx_rsa = J.buffer_resource(sa, J.gpr("su32", m * sa_ss))
        mx_rsb = J.buffer_resource(sb, J.gpr("su32", n * sb_ss))
        mx_off_a = [J.gpr("vu32", r * sa_ss) for r in rows]
        mx_off_b = [J.gpr("vu32", (n0 + wn_off + kit.rowmap_col() + 32 * nb) * sb_ss) for nb in range(nnb)]
        mx_a, mx_b = [J.gpr("vu32") for _ in range(nmb)], [J.gpr("vu32") for _ in range(nnb)]
        mx_sel = J.gpr("vu32", J.select(kit.half == 0, 0x06040200, 0x07050301))  # bytes h, 2+h, 4+h, 6+h
    mfma = None if mx else getattr(J, mfma_name(TA, TB))
    nk = J.gpr("si32", (k + (cfg.bk - 1)) >> log2_ceil(cfg.bk))
    j = J.gpr("si32", 0)
    J.s_waitcnt(vmcnt=0)
    sta.write(0)
    stb.write(0)
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()

    def compute(st: int, dst: list) -> None:
        reads = []
        for ch in range(nch):
            br = read_a(J, b_base[st], rb_, [(nb, ch) for nb in range(nnb)])
            ar = read_a(J, a_base[st], rb_, [(mb, ch) for mb in range(nmb)])
            reads.append((br, ar))
        per = nnb + nmb
        for ch, (br, ar) in enumerate(reads):
            J.s_waitcnt(lgkmcnt=min(15, per * (nch - 1 - ch)))
            for nb in range(nnb):
                for mb in range(nmb):
                    t = dst[nb][mb]
                    if mx:  # one k = 64 step per chunk: 32 fp4 per lane, its block's E8M0 scale byte ch
                        J.v_mfma_scale_f32_32x32x64_f8f6f4(t, br[nb], ar[mb], t, mx_b[nb], mx_a[mb],
                                                           mod=_mx_mod(ch))
                        continue
                    for s in range(2):  # two k = 16 steps (2 dwords = 8 fp8 per lane) per chunk
                        fresh = blocked and ch == 0 and s == 0
                        mfma(t, br[nb][2 * s:2 * s + 1], ar[mb][2 * s:2 * s + 1], 0 if fresh else t)

    def step(st: int) -> None:
        if mx:  # this step's 8 E8M0 bytes per row, this half's 4 (blocks h, 2 + h, 4 + h, 6 + h) in one dword
            raw = [J.gpr(2, "vu32") for _ in range(nmb + nnb)]
            for r, o, rs in zip(raw, mx_off_a + mx_off_b, [mx_rsa] * nmb + [mx_rsb] * nnb):
                J.buffer_load(r, rs, J.gpr("vu32", o + (j << 3)))
            J.s_waitcnt(vmcnt=0)
            for d, r in zip(mx_a + mx_b, raw):
                J.v_perm_b32(d, r[1], r[0], mx_sel)
        if blocked:  # this K block's scales, in flight during the MFMAs
            sav = [J.gpr("vf32") for _ in rows]
            sbv = J.gpr("vf32")
            for v, o in zip(sav, sa_off):
                J.buffer_load(v, rsa, J.gpr("vu32", o + (j << 2)))
            J.buffer_load(sbv, rsb, J.gpr("vu32", sb_off + j * sb_ss))
        with J.If(j[0] + 1 < nk):
            advance(J, ra, kstep)
            advance(J, rb, kstep)
            krem[0] = krem - cfg.bk
            sta.load(ra, krem)
            stb.load(rb, krem)
        compute(st, part if blocked else acc)
        J.s_waitcnt(vmcnt=0)
        if blocked:
            for mb, v in enumerate(sav):
                s = J.gpr("vf32")
                J.v_mul_f32(s, v, sbv)
                for nb in range(nnb):
                    for r in range(16):
                        J.v_fmac_f32(acc[nb][mb][r], part[nb][mb][r], s)
        with J.If(j[0] + 1 < nk):
            sta.write(S - st * S)
            stb.write(S - st * S)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        j[0] = j + 1

    with J.While(j[0] < nk):
        step(0)
        with J.If(j[0] < nk):
            step(1)

    scale = None if blocked or mx else _EpilogueScale(J, MODE, sa, sb, m, n, rows)
    _epilogue(J, kit, cfg, OT, BIAS, acc, bias, out, m, n, o_ss, m0, n0, wm_off, wn_off, scale=scale)


# ---------------------------------------------------------------------------------------------- launcher
KIND = {dt: kind for fmts in FORMATS.values() for dt, kind in fmts.items()}  # e4m3 -> "fp8", e5m2 -> "bf8"


def _kmajor(t: torch.Tensor, rows8: int, k16: int) -> torch.Tensor:
    """``t`` [rows, K] with unit stride along K and 16-byte aligned rows, as it is or copied into zeros
    [rows8, k16] (rows and K padded)."""
    rows, kk = t.shape
    if (rows == rows8 and kk == k16 and t.stride(1) == 1 and (t.stride(0) % 16 == 0 or rows == 1)
            and t.stride(0) >= kk and t.data_ptr() % 16 == 0):
        return t
    p = torch.zeros(rows8, k16, dtype=torch.uint8, device=t.device).view(t.dtype)
    p[:rows, :kk] = t
    return p


def _scale_rows(t: torch.Tensor, rows8: int, width: int) -> torch.Tensor:
    """E8M0 scales [rows, K/32] as bytes [rows8, width] (rows of ``width`` bytes: whole K steps), as they are
    when already so laid out (no copy: a launch plan can replay it), else copied into zeros."""
    u = t.view(torch.uint8)
    if u.shape == (rows8, width) and u.is_contiguous() and u.data_ptr() % 8 == 0:
        return u
    p = torch.zeros(rows8, width, dtype=torch.uint8, device=t.device)
    p[:u.shape[0], :u.shape[1]] = u
    return p


def _f32(t: torch.Tensor, shape: tuple[int, ...]) -> torch.Tensor:
    return t.reshape(shape).to(torch.float32).contiguous()


def launch_scaled_mm(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor, mode: str,
                     bias: torch.Tensor | None, out: torch.Tensor) -> Any:
    """out [M, N] (contiguous, bf16/fp16/fp32) = scaled a [M, K] @ scaled b [K, N] (+ bias [N]); a, b fp8 of the
    arch's formats (the op's ``kernel_check`` refuses others); ``mode`` one of ``MODES`` with scales shaped as
    the module docstring says (any float dtype and strides: converted to contiguous fp32 here). Returns the
    simulator's LaunchStats (None when nothing was launched)."""
    mm, kk = a.shape
    nn = b.shape[1]
    if mm == 0 or nn == 0:
        return None
    if kk == 0:
        out.copy_(bias.expand(mm, nn) if bias is not None else torch.zeros((), dtype=out.dtype))
        return None
    k16 = cdiv(kk, 16) * 16           # 16 fp8 values = one 16-byte piece (PIECE 16-bit units)
    n8 = cdiv(nn, PIECE) * PIECE
    a = _kmajor(a, mm, k16)
    bt = _kmajor(b.t(), n8, k16)      # [N, K], rows along K (the weight itself for b = w.t())
    kb, nb_ = cdiv(kk, BLOCK), cdiv(nn, BLOCK)
    sa_ss = sb_ss = 0
    if mode == "tensor":
        sa, sb = _f32(scale_a, (1,)), _f32(scale_b, (1,))
    elif mode == "row":
        sa, sb = _f32(scale_a, (mm,)), _f32(scale_b, (nn,))
        sb = sb if n8 == nn else torch.nn.functional.pad(sb, (0, n8 - nn))
    elif mode == "block":
        sa, sb = _f32(scale_a, (mm, kb)), _f32(scale_b, (kb, nb_))
        sa_ss, sb_ss = kb * 4, nb_ * 4
    else:  # mx: E8M0 bytes per row and 32 fp4, padded to whole K steps (8 per step) and b's rows to n8
        sa_ss = sb_ss = cdiv(k16, 2 * 64) * 8
        sa, sb = _scale_rows(scale_a, mm, sa_ss), _scale_rows(scale_b, n8, sb_ss)
    dst = out if n8 == nn else out.new_empty(mm, n8)
    bias_t = None
    if bias is not None:
        bias_t = OUT_NAMES[bias.dtype] if bias.dtype == out.dtype and out.dtype != torch.float32 else "f32"
        bias = bias.float() if bias_t == "f32" else bias
        bias = torch.nn.functional.pad(bias, (0, n8 - nn)) if n8 != nn else bias.contiguous()
    for name, t in {"a": a, "b": bt, "out": dst}.items():
        if _span(t) >= 2 ** 31:
            raise ValueError(f"cdna::scaled_mm kernel: {name} spans {_span(t)} bytes; the kernel's 32-bit buffer "
                             f"offsets cover < 2 GiB; split the call along M or N, or use the reference "
                             f"(TORCH_CDNA_OPS_IMPL=reference)")
    cfg = config_for(mm)
    grid = (cdiv(n8, cfg.bn), cdiv(mm, cfg.bm))
    stats = scaled_mm_kernel(grid, cfg.lanes, KIND[a.dtype], KIND[bt.dtype], OUT_NAMES[out.dtype], cfg, mode,
                             bias_t, a, bt, sa, sb, bias if bias is not None else dst, dst, mm, n8, k16 // 2,
                             a.stride(0) if mm > 1 else k16, bt.stride(0) if n8 > 1 else k16,
                             dst.stride(0) * dst.element_size(), sa_ss, sb_ss)
    if dst is not out:
        out.copy_(dst[:, :nn])
    return stats


for _arch, _fmts in FORMATS.items():
    for _kind in ("sim", "hip"):
        register("scaled_mm", _kind, _arch, dtypes=tuple(_fmts))(launch_scaled_mm)

"""DSL kernel of ``cdna::append_kv`` (scatter new K/V rows into a paged cache, vLLM's layout) with "sim" and
"hip" launchers for gfx942 and gfx950 (bf16/fp16/fp32: the kernel moves bytes, the dtype only sets sizes).

Design: workgroup ``(t, y)`` of 64 lanes handles token t. Its slot is one scalar load (int64); a slot whose
high dword is not 0 (negative: skip) or whose low dword is not below ``num_blocks * block_size`` (out of range)
skips the whole workgroup, so nothing is written outside the caches. Lane ``c = 64 y + tid`` owns ``W`` bytes
(16, 8 or 4: the widest piece that divides the head row and every stride/address) of head ``c // CPH``, piece
``c % CPH`` (``CPH = row bytes / W``); it loads that piece of k and v and stores it at
``cache + block * stride(0) + row * stride(1) + head * stride(2)``. The per-token base addresses are 64-bit
SGPR pairs (a cache is usually larger than 4 GiB); the per-lane offsets within one token's heads are 32-bit.

fp8 caches (``append_kv_fp8_kernel``, the arch's e4m3: FNUZ on gfx942, OCP on gfx950): the same grid, a lane
quantising 4 values (one output dword) of its head: k/v bf16/f16/f32 to fp32 exactly, an IEEE division by the
head's scale (``quantize.fdiv``), a NaN-keeping clamp to the format's max and two ``v_cvt_pk_fp8_f32`` (round
to nearest even): torch's ``(x.float() / scale).clamp(-max, max).to(fp8)`` bit for bit.

Example:
    >>> import torch, torch_cdna.ops
    >>> kc = vc = torch.zeros(2, 16, 1, 64, dtype=torch.bfloat16)
    >>> k = v = torch.ones(1, 1, 64, dtype=torch.bfloat16)
    >>> torch.ops.cdna.append_kv(kc, vc, k, v, torch.tensor([3]))   # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .attn_kit import cdiv
from .quantize import fdiv  # IEEE fp32 division: x / scale equals torch's bit for bit

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# fp8 caches: the arch's e4m3 format (gfx942 FNUZ, gfx950 OCP; _fp8.ARCH_FP8); the op layer refuses the other
# arch's one by name before a launch
FP8_CACHE_DTYPES = (torch.float8_e4m3fnuz, torch.float8_e4m3fn)
_WIDTH = {16: "dwordx4", 8: "dwordx2", 4: "dword"}
_IN_DT = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}


def _base(J: Any, ptr: Any, index: Any, stride: Any, acc: Any = None) -> Any:
    """An SGPR pair ``(acc or ptr) + index * stride`` (64-bit product of two 32-bit values)."""
    b = J.gpr("su64")
    src = ptr if acc is None else acc
    lo, hi = J.gpr("su32"), J.gpr("su32")
    J.s_mul_i32(lo, index, stride)
    J.s_mul_hi_u32(hi, index, stride)
    J.s_add_u32(b.dword(0), src.dword(0), lo)
    J.s_addc_u32(b.dword(1), src.dword(1), hi)
    return b


@jit()
def append_kv_kernel(J, BS, CPH, W, kc: "void*", vc: "void*", k: "void*", v: "void*", slots: "void*",
                     pieces: "uint", nslots: "uint", kc_sb: "uint", kc_ss: "uint", kc_sh: "uint", vc_sb: "uint",
                     vc_ss: "uint", vc_sh: "uint", k_st: "uint", k_sh: "uint", v_st: "uint", v_sh: "uint"):
    """Token blockIdx.x, pieces 64 * blockIdx.y + tid of its heads (module docstring)."""
    t = J.blockIdx.x
    slot = J.gpr(2, "su32")
    J.s_load_dwordx2(slot, slots, J.gpr("su32", t << 3))
    c = J.gpr("vu32", (J.blockIdx.y << 6) + J.threadIdx.x)
    J.s_waitcnt(lgkmcnt=0)
    with J.If(slot[1] == 0):                     # negative (or >= 2**32): skipped
        with J.If(slot[0] < nslots):             # past the cache: skipped (the reference raises)
            blk, row = J.gpr("su32", slot[0] // BS), J.gpr("su32", slot[0] % BS)
            with J.If(c < pieces):
                h, p = J.gpr("vu32", c // CPH), J.gpr("vu32", (c % CPH) * W)
                op_l, op_s = f"global_load_{_WIDTH[W]}", f"global_store_{_WIDTH[W]}"
                n = W // 4
                data = []
                for src, st, sh in ((k, k_st, k_sh), (v, v_st, v_sh)):
                    regs = J.gpr(n, "vu32")
                    view = regs[0:n - 1] if n > 1 else regs[0]
                    getattr(J, op_l)(view, J.gpr("vu32", h * sh + p), _base(J, src, t, st))
                    data.append(view)
                J.s_waitcnt(vmcnt=0)
                for dst, view, sb, ss, sh in ((kc, data[0], kc_sb, kc_ss, kc_sh), (vc, data[1], vc_sb, vc_ss, vc_sh)):
                    base = _base(J, dst, row, ss, _base(J, dst, blk, sb))
                    getattr(J, op_s)(J.gpr("vu32", h * sh + p), view, base)


def _to_f32(J: Any, IN: str, words: list) -> list:
    """The fp32 values of ``words`` (dwords of bf16/f16 pairs, low half first, or f32), exactly."""
    if IN == "f32":
        return [w.view("f32") for w in words]
    out = []
    for w in words:
        lo, hi = J.gpr("vf32"), J.gpr("vf32")
        if IN == "bf16":  # a bf16 is the high half of its f32
            J.v_lshlrev_b32(lo, 16, w)
            J.v_and_b32(hi, J.gpr("su32", 0xFFFF0000), w)
        else:
            J.v_cvt_f32_f16(lo, w)
            J.v_cvt_f32_f16_sdwa(hi, w, mod="dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1")
        out += [lo, hi]
    return out


def _saturate(J: Any, y: Any, fmax: Any) -> Any:
    """``y`` clamped to ``[-fmax, fmax]`` with NaN kept NaN (torch's ``clamp``; ``v_med3_f32`` alone would
    turn a NaN into a bound). LLVM has no clamp modifier on ``v_cvt_pk_fp8_f32``."""
    out = J.gpr("vf32")
    J.v_med3_f32(out, y, -fmax, fmax)
    J.v_cmp_u_f32(J.vcc, y, y)
    J.v_cndmask_b32(out, out, y, J.vcc)
    return out


@jit()
def append_kv_fp8_kernel(J, IN, BS, CPH, W, kc: "void*", vc: "void*", k: "void*", v: "void*", slots: "void*",
                         ks: "void*", vs: "void*", pieces: "uint", nslots: "uint", kc_sb: "uint", kc_ss: "uint",
                         kc_sh: "uint", vc_sb: "uint", vc_ss: "uint", vc_sh: "uint", k_st: "uint", k_sh: "uint",
                         v_st: "uint", v_sh: "uint", s_sh: "uint", fmax: "float"):
    """fp8 caches: token blockIdx.x, lane ``c = 64 * blockIdx.y + tid`` quantises 4 values (piece ``c % CPH``
    of head ``c // CPH``; one output dword) of k and v: ``clamp(x / scale[head], +-max)`` to the arch's e4m3
    (``v_med3_f32`` to ``[-fmax, fmax]``, NaN kept, then ``v_cvt_pk_fp8_f32``: round to nearest even). ``IN``: k/v's dtype; ``W``: bytes per
    input load (4 values are ``4 * esize`` bytes); ``s_sh``: the scales' byte stride per head (0: per-tensor)."""
    t = J.blockIdx.x
    slot = J.gpr(2, "su32")
    J.s_load_dwordx2(slot, slots, J.gpr("su32", t << 3))
    c = J.gpr("vu32", (J.blockIdx.y << 6) + J.threadIdx.x)
    J.s_waitcnt(lgkmcnt=0)
    es = {"bf16": 2, "f16": 2, "f32": 4}[IN]
    nin = 4 * es // W  # loads per tensor
    n = W // 4
    with J.If(slot[1] == 0):                     # negative (or >= 2**32): skipped
        with J.If(slot[0] < nslots):             # past the cache: skipped (the reference raises)
            blk, row = J.gpr("su32", slot[0] // BS), J.gpr("su32", slot[0] % BS)
            with J.If(c < pieces):
                h, p = J.gpr("vu32", c // CPH), J.gpr("vu32", c % CPH)
                soff = J.gpr("vu32", h * s_sh)
                data, scales = [], []
                for src, st, sh, sp in ((k, k_st, k_sh, ks), (v, v_st, v_sh, vs)):
                    words = []
                    base = _base(J, src, t, st)
                    for i in range(nin):
                        regs = J.gpr(n, "vu32")
                        view = regs[0:n - 1] if n > 1 else regs[0]
                        getattr(J, f"global_load_{_WIDTH[W]}")(view, J.gpr("vu32", h * sh + p * (4 * es) + i * W),
                                                               base)
                        words += [regs[j] for j in range(n)]
                    sc = J.gpr("vf32")
                    J.global_load_dword(sc, soff, sp)
                    data.append(words)
                    scales.append(sc)
                vmax = J.gpr("vf32", fmax)
                J.s_waitcnt(vmcnt=0)
                for dst, words, sc, sb, ss, sh in ((kc, data[0], scales[0], kc_sb, kc_ss, kc_sh),
                                                   (vc, data[1], scales[1], vc_sb, vc_ss, vc_sh)):
                    y = [_saturate(J, fdiv(J, xi, sc), vmax) for xi in _to_f32(J, IN, words)]
                    code = J.gpr("vu32")
                    J.v_cvt_pk_fp8_f32(code, y[0], y[1])
                    J.v_cvt_pk_fp8_f32(code, y[2], y[3], mod="op_sel:[0,0,1]")
                    base = _base(J, dst, row, ss, _base(J, dst, blk, sb))
                    J.global_store_dword(J.gpr("vu32", h * sh + (p << 2)), code, base)


def _width(row_bytes: int, values: list[int]) -> int:
    """The widest piece (16, 8, 4 bytes) dividing the head row and every byte stride/address in ``values``."""
    for w in (16, 8, 4):
        if row_bytes % w == 0 and all(x % w == 0 for x in values):
            return w
    raise ValueError(f"append_kv kernel: head rows of {row_bytes} bytes or strides/addresses {values} are not "
                     f"whole dwords (the op layer's kernel_check refuses these)")


def _strides32(t: torch.Tensor, what: str, dims: int) -> list[int]:
    es = t.element_size()
    out = [s * es for s in t.stride()[:dims]]
    if any(s < 0 or s >= 1 << 32 for s in out):
        raise ValueError(f"append_kv kernel: {what}'s byte strides {out} must be below 2**32; use the reference "
                         f"(TORCH_CDNA_OPS_IMPL=reference)")
    return out


def _launch_fp8(k_cache, v_cache, k, v, slot_mapping, k_scale, v_scale) -> Any:
    nb, bs, h, d = k_cache.shape
    es = k.element_size()
    kcs, vcs = _strides32(k_cache, "k_cache", 3), _strides32(v_cache, "v_cache", 3)
    ks, vs = _strides32(k, "k", 2), _strides32(v, "v", 2)
    if d % 4:
        raise ValueError(f"append_kv kernel: an fp8 cache's head dim {d} must be a multiple of 4")
    if (h - 1) * max(kcs[2], vcs[2], ks[1], vs[1]) + d * es >= 1 << 32:
        raise ValueError("append_kv kernel: one token's heads must span less than 2**32 bytes")
    if nb * bs >= 1 << 32:
        raise ValueError(f"append_kv kernel: {nb} * {bs} slots must be below 2**32")
    for name, s in (("k_scale", k_scale), ("v_scale", v_scale)):
        if s.dtype != torch.float32 or not s.is_contiguous() or s.numel() not in (1, h):
            raise ValueError(f"append_kv kernel: {name} must be contiguous float32 with 1 or {h} elements")
    w = _width(4 * es, [*ks, *vs, k.data_ptr(), v.data_ptr()])
    cph = d // 4
    pieces = h * cph
    per_head = 4 if k_scale.numel() == h and h > 1 else 0
    if (v_scale.numel() == h and h > 1) != bool(per_head):  # one stride for both: expand the per-tensor one
        k_scale, v_scale = (s.expand(h).contiguous() for s in (k_scale.reshape(-1), v_scale.reshape(-1)))
        per_head = 4
    return append_kv_fp8_kernel((k.shape[0], cdiv(pieces, 64)), 64, _IN_DT[k.dtype], bs, cph, w, k_cache, v_cache,
                                k, v, slot_mapping, k_scale, v_scale, pieces, nb * bs, *kcs, *vcs, *ks, *vs, per_head,
                                float(torch.finfo(k_cache.dtype).max))


def launch_append_kv(k_cache: torch.Tensor, v_cache: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                     slot_mapping: torch.Tensor, k_scale: torch.Tensor | None = None,
                     v_scale: torch.Tensor | None = None) -> Any:
    """k_cache/v_cache [NB, BS, H, D] (unit-stride D), k/v [T, H, D] (unit-stride D), slot_mapping int64 [T]
    contiguous; writes the caches in place. fp8 caches (``FP8_CACHE_DTYPES``) quantise k/v (bf16/f16/f32)
    with ``k_scale``/``v_scale`` (contiguous float32, 1 or H elements). Returns the simulator's LaunchStats."""
    if k_cache.dtype in FP8_CACHE_DTYPES:
        return _launch_fp8(k_cache, v_cache, k, v, slot_mapping, k_scale, v_scale)
    nb, bs, h, d = k_cache.shape
    t = k.shape[0]
    es = k_cache.element_size()
    row = d * es
    kcs, vcs = _strides32(k_cache, "k_cache", 3), _strides32(v_cache, "v_cache", 3)
    ks, vs = _strides32(k, "k", 2), _strides32(v, "v", 2)
    if (h - 1) * max(kcs[2], vcs[2], ks[1], vs[1]) + row >= 1 << 32:
        raise ValueError("append_kv kernel: one token's heads must span less than 2**32 bytes")
    if nb * bs >= 1 << 32:
        raise ValueError(f"append_kv kernel: {nb} * {bs} slots must be below 2**32")
    w = _width(row, [*kcs, *vcs, *ks, *vs, *(x.data_ptr() for x in (k_cache, v_cache, k, v))])
    cph = row // w
    pieces = h * cph
    return append_kv_kernel((t, cdiv(pieces, 64)), 64, bs, cph, w, k_cache, v_cache, k, v, slot_mapping,
                            pieces, nb * bs, *kcs, *vcs, *ks, *vs)


for _kind in ("sim", "hip"):
    register("append_kv", _kind, ARCHS, dtypes=DTYPES + FP8_CACHE_DTYPES)(launch_append_kv)

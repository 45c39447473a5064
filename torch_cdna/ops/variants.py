"""Kernel-variant registry: every kernel family's variants as frozen records, one selection rule per family,
and lazy compilation of the selected variants in a thread pool.

A *variant* (``Variant``) is one compiled shape of a family's kernel: its tile (named numbers), waves per
workgroup, pipeline, the features it supports and when its family's rule picks it. A *family* (``Family``)
groups a cdna op's variants with its rule: ``select(family, **problem)`` returns the ``Pick``s (variant and
the kernel's compile-time arguments, exactly as the op's launcher passes them) of the kernels the op launches
for that problem, in launch order (split-KV decode and the backward are two kernels). The rules are the ones
the launchers use (``gemm.config_for``, ``attention.plan_for``, ``attention_decode.decode_partials``, ...):
this module calls them and maps their plans onto the registered records, so the registry and the ops cannot
drift apart (``tests/ops/test_variants.py`` checks the picks against what the launchers pass). The rules are
the same on gfx942 and gfx950 today except gemm's split-K condition (the arch's CU count, ``gemm.split_count``;
otherwise only the kernel bodies differ, through ``attn_kit.ARCH`` data). Where a launcher has a free knob and
the timing model has been run over it, the rule reads the prediction-tuned table first (``ops/tuned.py``: paged
attention's KV partials on the tuned archs), so the registry and the launcher pick by predicted time there.

The serving ops' families (``paged_attention``, ``append_kv``) live in ``variants_serving.py``, softmax's and
``moe_topk_softmax``'s in ``variants_rows.py``. Not registered yet: the gated activations, rope and qkv_rope
(their plans are computed in their launchers from the tensors' layouts).

``python -m torch_cdna kernels [--family F] [--arch A]`` prints the table (``format_table``).

Example:
    >>> from torch_cdna.ops import variants
    >>> [p.variant.name for p in variants.select("gemm", m=16, n=4096, k=4096)]
    ['s16k', 'reduce']
    >>> [p.variant.name for p in variants.select("attention", b=1, hq=32, hkv=8, sq=1, skv=4096, d=128)]
    ['split_d128_qt1', 'combine']
    >>> variants.select("attention", b=1, hq=32, hkv=8, sq=512, skv=512, d=64)[0].consts
    ('bf16', 64, 4, 64, False, 4)
"""

from __future__ import annotations

import dataclasses
import importlib
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

import torch

from ..asm.cache import default_cache
from ..isa.targets import SUPPORTED_ARCHS

_KERNELS = "torch_cdna.ops.kernels"
ATTN_DTYPES = ("bf16", "f16")
ROW_DTYPES = ("bf16", "f16", "f32")
_DTYPE_NAMES = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}


@dataclass(frozen=True)
class Variant:
    """One kernel variant. ``kernel``: ``"module:function"`` of its jit kernel under ``ops/kernels``;
    ``tile``: named sizes (empty for a row family, whose plan is computed per problem); ``waves`` per
    workgroup (0: chosen per problem, see ``constraints``); ``example``: a problem its family's rule answers
    with this variant (``precompile`` compiles that one).

    Example:
        >>> v = families()["gemm"].variants[3]
        >>> v.name, dict(v.tile), v.waves, v.constraints
        ('m32', {'bm': 32, 'bn': 64, 'bk': 64, 'waves_m': 1, 'waves_n': 2}, 2, '16 < M <= 32')
    """

    family: str
    name: str
    kernel: str
    archs: tuple[str, ...]
    dtypes: tuple[str, ...]
    tile: tuple[tuple[str, int], ...]
    waves: int
    pipeline: str
    features: tuple[str, ...] = ()
    constraints: str = ""
    example: tuple[tuple[str, Any], ...] = ()

    def jit(self, arch: str, consts: tuple) -> Any:
        """The jit function that compiles this variant for ``consts`` on ``arch``."""
        mod, fn = self.kernel.split(":")
        module = importlib.import_module(f"{_KERNELS}.{mod}")
        if (mod, fn) == ("attention_decode", "attn_decode_split"):
            # two schedules of one kernel; the launcher's split_kernel picks one per (arch, consts) by occupancy
            return module.split_kernel(arch, *consts)
        return getattr(module, fn)


@dataclass(frozen=True)
class Pick:
    """A selected variant and its kernel's compile-time arguments (as the launcher passes them).

    Example:
        >>> p = select("gemm", m=4096, n=4096, k=4096)[0]
        >>> p.variant.name, p.consts[:2], p.consts[3:]
        ('t128', ('bf16', 'bf16'), (True, True, None))
    """

    variant: Variant
    consts: tuple

    def compile(self, arch: str) -> Any:
        """Compile (or fetch from the code-object cache) for ``arch``; returns the ``CompiledKernel``."""
        return self.variant.jit(arch, self.consts).compile(*self.consts, arch=arch)


@dataclass(frozen=True)
class Family:
    """A kernel family: the cdna op(s) it serves, its variants, its selection rule (``select(**problem)`` ->
    picks) in one line, and the problem's arguments."""

    name: str
    ops: tuple[str, ...]
    rule: str
    problem: str
    variants: tuple[Variant, ...]
    select: Callable[..., list[Pick]] = field(repr=False)

    def variant(self, name: str) -> Variant:
        for v in self.variants:
            if v.name == name:
                return v
        raise KeyError(f"family {self.name!r} has no variant {name!r}; it has "
                       f"{', '.join(v.name for v in self.variants)}")


def _k(mod: str) -> Any:
    return importlib.import_module(f"{_KERNELS}.{mod}")


def _dt(dtype: str | torch.dtype) -> str:
    """'bf16' | 'f16' | 'f32' for a dtype or its short name."""
    if isinstance(dtype, torch.dtype):
        return _DTYPE_NAMES[dtype]
    if dtype in ROW_DTYPES:
        return dtype
    names = {str(d).replace("torch.", ""): n for d, n in _DTYPE_NAMES.items()}
    if dtype in names:
        return names[dtype]
    raise ValueError(f"dtype {dtype!r}: use one of {ROW_DTYPES} or a torch float dtype name (bfloat16, ...)")


def _check(fam: str, arch: str, dt: str, v: Variant) -> None:
    if arch not in v.archs:
        raise ValueError(f"{fam} variant {v.name}: arch {arch!r} is not one of {v.archs}")
    if dt not in v.dtypes:
        raise ValueError(f"{fam} variant {v.name}: dtype {dt!r} is not one of {v.dtypes}")


def _by_key(variants: Iterable[Variant], key: Callable[[Variant], Any], want: Any, fam: str) -> Variant:
    """The registered variant whose ``key`` is ``want``: a plan the rule made that no record describes is a
    registry bug (tests catch it), not a user error."""
    for v in variants:
        if key(v) == want:
            return v
    raise LookupError(f"variants: family {fam!r} has no registered variant for the plan {want}; add its record "
                      f"to torch_cdna/ops/variants.py")


# ---------------------------------------------------------------------------------------------- gemm
def _gemm_when(configs: Any, c: Any) -> str:
    """A gemm config's constraint as text: its M range (below the next smaller ``max_m``) and, for split-K,
    the grid condition of ``gemm.split_count``."""
    lower = max((o.max_m for o in configs.values() if o.max_m is not None and (c.max_m is None or o.max_m < c.max_m)),
                default=0)
    when = (f"{lower} < M <= {c.max_m}" if lower else f"M <= {c.max_m}") if c.max_m else f"M > {lower}"
    return when + (f", grid <= CUs/2 (<= {c.splits} K slices)" if c.splits > 1 else "")


_GEMM_PIPE = "LDS double-buffered K steps, 1 barrier/step, {t}x{t} MFMA (C^T = B^T A^T)"


def _gemm_family() -> Family:
    g, sk = _k("gemm"), _k("gemm_splitk")
    recs = []
    for c in g.ALL_CONFIGS.values():
        split = c.splits > 1
        n = 16384 if c.max_m is not None and not split else 4096  # a grid past half the CUs: one pass
        recs.append(Variant(
            "gemm", c.name, "gemm_splitk:gemm_split_kernel" if split else "gemm:gemm_kernel", tuple(g.ARCHS),
            ATTN_DTYPES, (("bm", c.bm), ("bn", c.bn), ("bk", c.bk), ("waves_m", c.waves_m), ("waves_n", c.waves_n)),
            c.waves_m * c.waves_n, _GEMM_PIPE.format(t=c.mfma) + (", K slices on grid z -> fp32 partials" if split
                                                                    else ""),
            ("bias", "out bf16/f16/f32", "a/b row- or column-major" if c.transposes(c.bm) else
             "b row- or column-major (a column-major: copied)"),
            _gemm_when(g.ALL_CONFIGS, c), (("m", c.max_m or 4096), ("n", n), ("k", 4096))))
    recs.append(Variant("gemm", "reduce", "gemm_splitk:gemm_reduce_kernel", tuple(g.ARCHS), ATTN_DTYPES,
                        (("cols_per_lane", 4),), sk.REDUCE_LANES // 64,
                        "split-K second pass: fp32 sum of the slices in a fixed order, + bias, one rounding",
                        ("bias", "out bf16/f16/f32"), "after a split-K config", (("m", 16), ("n", 4096), ("k", 4096))))
    by_name = {v.name: v for v in recs}

    def select(m: int, n: int, k: int, dtype: str = "bf16", out_dtype: str | None = None, a_kmajor: bool = True,
               b_kmajor: bool = True, bias: str | None = None, arch: str = "gfx942") -> list[Pick]:
        """``launch_gemm``'s kernels for out[M, N] = a[M, K] @ b[K, N]: ``a_kmajor`` (a's rows run along K,
        row-major a), ``b_kmajor`` (b's columns contiguous: ``weight.t()``), ``bias`` None | 'f32' | dtype; N and
        K as the launcher sees them (multiples of 8)."""
        dt = _dt(dtype)
        _check("gemm", arch, dt, recs[-1])   # every gemm variant has the same archs and dtypes; before the CUs
        cfg = g.config_for(m, n, k, arch)
        v = by_name[cfg.name]
        a_kmajor = a_kmajor or not cfg.transposes(cfg.bm)   # the launcher copies a for the 16-row tile
        ot = _dt(out_dtype or dt)
        if g.split_count(cfg, m, n, k, arch) == 1:
            return [Pick(v, (dt, ot, cfg, a_kmajor, b_kmajor, bias))]
        return [Pick(v, (dt, cfg, a_kmajor, b_kmajor)), Pick(by_name["reduce"], (dt, ot, bias))]

    return Family("gemm", ("gemm",), "the first config in gemm.RULE whose max_m covers M and, for split-K, whose "
                  "grid is <= CUs/2 (gemm.config_for, gemm.split_count)",
                  "m, n, k, dtype, out_dtype, a_kmajor, b_kmajor, bias", tuple(recs), select)


# ---------------------------------------------------------------------------------------------- attention
_ATTN_FEATURES = ("causal", "window", "bottom_right", "softcap", "gqa")


def _attention_families() -> list[Family]:
    a, dec, bwd = _k("attention"), _k("attention_decode"), _k("attention_bwd")
    from .attention import band
    from .kernels.attn_kit import (DECODE_DIMS, HEAD_DIMS, PAD_DIMS, V_SLICE, SINK_DT, SINK_F32, SINK_NONE, MaskFlags,
                                   tile_dim)
    native = [d for d in HEAD_DIMS if d not in PAD_DIMS]  # 80/96 run the 128 records' kernels (128-wide tiles)
    fwd = []
    for d in native:
        for w in (a.MIN_WAVES, a.MAX_WAVES):
            p = a.plan_for("bf16", d, 64 if w == a.MIN_WAVES else 256, False, 1, min(d, V_SLICE))
            if p.waves != w:  # d=256: 4 waves only
                continue
            fwd.append(Variant(
                "attention", f"fwd_d{d}_w{w}", "attention:attn_fwd", tuple(a.ARCHS), ATTN_DTYPES,
                (("bm", p.bm), ("bn", p.bn), ("d", d)) + ((("dv", p.vd),) if p.vd != d else ()), w,
                "K/V double-buffered in LDS (swizzled gfx942, padded gfx950)" + (", P V deferred" if p.defer else "")
                + (f", v/out in {p.vd}-column slices (one launch each)" if p.vd != d else ""),
                _ATTN_FEATURES, ("S_q <= 64" if w == a.MIN_WAVES and d <= 128 else "S_q > 64" if d <= 128 else
                                 "any S_q") + " (not split-KV decode)",
                (("b", 1), ("hq", 8), ("hkv", 8), ("sq", 64 if w == a.MIN_WAVES else 256), ("skv", 256), ("d", d))))
    split = []
    for d in sorted({dd for dd, _ in DECODE_DIMS} | set(PAD_DIMS)):
        for qt in (1, 2, 4):
            if not dec.decode_dims(d, d, 32 * qt):
                continue
            bn = dec._block_keys(d, qt)
            rows = 32 * qt
            split.append(Variant(
                "attention", f"split_d{d}_qt{qt}", "attention_decode:attn_decode_split", tuple(dec.ARCHS),
                ATTN_DTYPES, (("rows", rows), ("bn", bn), ("d", d)) + ((("dv", V_SLICE),) if d > V_SLICE else ()), qt,
                ("K direct to registers, V via LDS" if qt == 1 else "K/V staged once per workgroup in LDS")
                + (f", v/out in {V_SLICE}-column slices (one split + combine each)" if d > V_SLICE else ""),
                _ATTN_FEATURES, f"decode: S_q <= 16, {rows // 2 + 1 if qt > 1 else 1} <= G*S_q <= {rows}",
                (("b", 1), ("hq", 8 * qt), ("hkv", 1), ("sq", 4), ("skv", 4096), ("d", d))))
    combine = Variant("attention", "combine", "attention_decode:attn_decode_combine", tuple(dec.ARCHS), ATTN_DTYPES,
                      (("rows", 1),), 1, "one wave per output row, lse-weighted sum of the partials", (),
                      "after every split kernel", (("b", 1), ("hq", 8), ("hkv", 8), ("sq", 1), ("skv", 4096), ("d", 64)))
    combine_sinks = Variant("attention", "combine_sinks", "attention_decode:attn_decode_combine_sinks",
                            tuple(dec.ARCHS), ATTN_DTYPES, (("rows", 1),), 1,
                            "combine with each head's sink as one more partial (no value)", ("sinks",),
                            "after every split kernel, with sinks",
                            (("b", 1), ("hq", 8), ("hkv", 8), ("sq", 1), ("skv", 4096), ("d", 64), ("sinks", "f32")))
    fwd_recs = tuple(fwd) + tuple(split) + (combine, combine_sinks)

    def select_fwd(b: int, hq: int, hkv: int, sq: int, skv: int, d: int, dtype: str = "bf16", causal: bool = False,
                   window: tuple[int, int] = (-1, -1), bottom_right: bool = False, softcap: float = 0.0,
                   sinks: str | None = None, arch: str = "gfx942", dv: int | None = None) -> list[Pick]:
        """``launch_attention``'s kernels: q [b, hq, sq, d], k [b, hkv, skv, d], v [b, hkv, skv, dv] (dv None:
        d; no kernel when skv == 0); ``sinks``: None, 'f32' or q's dtype (the forward's sink flag; decode:
        combine_sinks)."""
        dt, group, vdim = _dt(dtype), hq // hkv, d if dv is None else dv
        if sinks not in (None, "f32", dt):
            raise ValueError(f"attention: sinks={sinks!r}: None, 'f32' or q's dtype {dt!r}")
        sink = SINK_NONE if sinks is None else SINK_F32 if sinks == "f32" else SINK_DT
        if skv == 0:
            return []
        lo, hi = band(sq, skv, causal, *window, bottom_right)
        flags = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap)).const()
        k_lo, k_hi = dec.key_range(sq, skv, causal, window, bottom_right)
        dv = min(d, V_SLICE)  # d=256: one split + combine per 128 columns of v; 80/96: in place
        if dec.decode_dims(d, dv, group * sq) and dec.decode_partials(b, hkv, sq, k_hi - k_lo, group, False):
            qt = dec.query_tiles(group * sq)
            bn = dec._block_keys(d, qt)
            v = _by_key(split, lambda r: (dict(r.tile)["d"], r.waves), (d, qt), "attention")
            _check("attention", arch, dt, v)
            last = Pick(combine, (dt, dv, sq, group)) if sinks is None else \
                Pick(combine_sinks, (dt, dv, sq, group, sink))
            return [Pick(v, (dt, d if dv == d else (d, dv), sq, group, qt, bn, flags)), last] * (d // dv)
        flags = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap), sink=sink).const()
        p = a.plan_for(dt, d, sq, causal, group, min(vdim, V_SLICE))  # 80/96 (192): in place, 128 (256)-wide tiles
        v = _by_key(fwd, lambda r: (dict(r.tile)["d"], r.waves, dict(r.tile)["bn"]), (p.d, p.waves, p.bn),
                    "attention")
        _check("attention", arch, dt, v)
        dims = p.dm if p.vm == p.dm else (p.dm, p.vm)
        return [Pick(v, (p.dt, dims, p.waves, p.bn, flags, p.group)) for _ in range(-(-vdim // V_SLICE))]

    bwd_recs = []
    for kind, kern in (("dq", "attn_bwd_dq"), ("dkv", "attn_bwd_dkv")):
        for d in (64, 128, 256):  # 80/96 run the 128 records' kernels (in place over 128-wide tiles)
            for w in (2, 4) if d <= 128 else (4,):
                rows = "sq" if kind == "dq" else "skv"
                wide = (", one LDS stage on gfx942" if kind == "dq" else
                        ", two workgroups per key block (128-column halves of dK/dV)") if d > 128 else ""
                bwd_recs.append(Variant(
                    "attention_backward", f"{kind}_d{d}_w{w}", f"attention_bwd:{kern}", tuple(bwd.ARCHS),
                    ATTN_DTYPES, (("rows", 32 * w), ("bn", 64 if d == 64 else 32), ("d", d)), w,
                    ("delta + dQ; K, K^T, V tiles via LDS" if kind == "dq" else
                     "dK/dV per kv head (GQA summed in registers); Q, dO tiles via LDS") + ", AccVGPR accumulators"
                    + wide, _ATTN_FEATURES,
                    f"{'S_q' if kind == 'dq' else 'S_kv'} {'<= 64' if w == 2 else '> 64' if d <= 128 else 'any'}",
                    (("b", 1), ("hq", 2), ("hkv", 2), ("sq", 64 if (kind, w) == ("dq", 2) else 256),
                     ("skv", 64 if (kind, w) == ("dkv", 2) else 256), ("d", d))))
    bwd_recs = tuple(bwd_recs)

    def select_bwd(b: int, hq: int, hkv: int, sq: int, skv: int, d: int, dtype: str = "bf16", causal: bool = False,
                   window: tuple[int, int] = (-1, -1), bottom_right: bool = False, softcap: float = 0.0,
                   arch: str = "gfx942", dv: int | None = None) -> list[Pick]:
        """``launch_attention_backward``'s two kernels (none when sq or skv is 0); a (d, dv) pair runs them with
        both head dims in place (the record of the larger one)."""
        dt, group, vd = _dt(dtype), hq // hkv, d if dv is None else dv
        if sq == 0 or skv == 0:
            return []
        lo, hi = band(sq, skv, causal, *window, bottom_right)
        mask = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap)).const()
        wq, wk, bn, bq, _ = bwd.bwd_grids(d, sq, skv, vd)
        dims = d if vd == d else (d, vd)
        picks = []
        for kind, w, tile in (("dq", wq, bn), ("dkv", wk, bq)):
            v = _by_key(bwd_recs, lambda r: r.name, f"{kind}_d{tile_dim(max(d, vd))}_w{w}", "attention_backward")
            _check("attention_backward", arch, dt, v)
            picks.append(Pick(v, (dt, dims, w, tile, mask, group)))
        return picks

    return [
        Family("attention", ("attention",),
               "split-KV decode (split + combine, QT = pow2(ceil(G*S_q/32)) waves) when decode_partials > 0 "
               "(S_q <= 16, visible keys >= 256, G*S_q <= 128), else the forward with min(4, max(2, "
               "pow2(ceil(S_q/32)))) waves and 64-key (d64) / 32-key (d128) tiles; d256: 4 waves, 32-key tiles, "
               "one launch per 128 columns of v; d80/d96: in place over d128's tiles (split-KV decode too)"
               "; q/k d192 with v 128: in place over d256's tiles",
               "b, hq, hkv, sq, skv, d, dtype, causal, window, bottom_right, softcap, sinks, dv", fwd_recs,
               select_fwd),
        Family("attention_backward", ("attention_backward",),
               "dQ with min(4, max(2, pow2(ceil(S_q/32)))) waves, then dK/dV with the same of S_kv; "
               "64-key tiles for d64, 32 for d128; d80/d96: in place over d128's tiles (d192 over d256's); d256: "
               "4 waves, 32-key tiles, dK/dV in two 128-column workgroups per key block; (d, dv) pairs in place (the "
               "kernels take both; records by the larger)",
               "b, hq, hkv, sq, skv, d, dtype, causal, window, bottom_right, softcap, dv", bwd_recs, select_bwd),
    ]


# ---------------------------------------------------------------------------------------------- norms
_NORM_FWD = {"rmsnorm": "rmsnorm_fwd", "fused_add_rmsnorm": "fused_add_rmsnorm_fwd", "layernorm": "layernorm_fwd",
             "fused_add_layernorm": "fused_add_layernorm_fwd"}
_NORM_BWD = {"rmsnorm_backward": "rmsnorm_bwd", "layernorm_backward": "layernorm_bwd"}


def _norm_family() -> Family:
    n_, rows = _k("norms"), _k("rowops")
    recs = []
    for op, kern in {**_NORM_FWD, **_NORM_BWD}.items():
        bwd = op in _NORM_BWD
        recs.append(Variant(
            "norm", op, f"norms:{kern}", tuple(n_.ARCHS), ROW_DTYPES,
            (("chunk_bytes", 16), ("lane_elems", rows.LANE_ELEMS[op])), 0,
            "row in registers, 16 B loads (2 B unaligned), DPP + LDS sums" +
            (", fp32 dweight partials: atomics (default) or column_sum (deterministic)" if bwd else ""),
            ("row groups",) + (("bias",) if "layernorm" in op else ()) + (("residual",) if "fused" in op else ()),
            f"waves 1-16 and chunks/lane by D; D <= {rows.register_row(op, 'bf16')} (bf16)",
            (("op", op), ("n", 64), ("d", 4096))))
    recs.append(Variant("norm", "column_sum", "norms:column_sum", tuple(n_.ARCHS), ROW_DTYPES, (("cols_per_lane", 4),),
                        0, "ordered fp32 sum of per-workgroup partials", (),
                        "after a backward under torch.use_deterministic_algorithms",
                        (("op", "rmsnorm_backward"), ("n", 64), ("d", 4096), ("deterministic", True))))
    recs = tuple(recs)
    by_name = {v.name: v for v in recs}

    def select(op: str, n: int, d: int, dtype: str = "bf16", weight_dtype: str | None = None,
               bias_dtype: str | None = None, aligned: bool = True, vec_split: bool = False,
               deterministic: bool = False, arch: str = "gfx942") -> list[Pick]:
        """The norm launchers' kernels for [n, d] rows: ``aligned`` (``rowops.aligned4`` of the rows),
        ``vec_split`` (weight/bias/dweight loaded per 16-bit element: odd byte size or address),
        ``bias_dtype`` (layernorm: None for no bias; layernorm_backward: dbias's dtype), ``deterministic``
        (backward: ``torch.are_deterministic_algorithms_enabled()``)."""
        if op not in by_name or op == "column_sum":
            raise ValueError(f"norm op {op!r}: use one of {', '.join(list(_NORM_FWD) + list(_NORM_BWD))}")
        v = by_name[op]
        dt = _dt(dtype)
        _check("norm", arch, dt, v)
        wt = _dt(weight_dtype or dt)
        bt = None if bias_dtype is None else _dt(bias_dtype)
        if op in _NORM_FWD:
            p, _, _ = n_._grouped(rows.plan(d, dt, aligned, op=op), n, vec_split)
            if "layernorm" in op:
                return [Pick(v, (dt, wt, bt, p.waves, p.groups, p.nch, p.chunk, vec_split,
                                 bt is not None and vec_split))]
            return [Pick(v, (dt, wt, p.waves, p.groups, p.nch, p.chunk, vec_split))]
        # norms._bwd_plan's rule with the deterministic flag as an argument instead of torch's global setting
        # (tests/ops/test_variants.py checks both settings against the launcher)
        p, atomic = rows.plan(d, dt, aligned, target_chunks=2, op=op), not deterministic
        if atomic:
            p = dataclasses.replace(p, groups=1 if p.chunk < 16 or vec_split else rows.row_groups(p.waves))
        consts = (dt, wt, p.waves, p.groups, p.nch, p.chunk, vec_split, atomic, atomic and vec_split)
        if op == "layernorm_backward":
            consts += (bt or wt,)
        picks = [Pick(v, consts)]
        if not atomic:  # column_sum per vector (dweight, and dbias), as norms._column_sum computes its plan
            for ot in ([wt] if op == "rmsnorm_backward" else [wt, bt or wt]):
                split = ot != "f32" and (d % 2 == 1 or vec_split)
                cols = -(-d // 4)  # 4 columns per lane
                picks.append(Pick(by_name["column_sum"], (ot, split, min(4, -(-cols // 64)))))
        return picks

    return Family("norm", tuple(_NORM_FWD) + tuple(_NORM_BWD),
                  "rowops.plan: waves until a lane holds <= 4 (backward 2) 16-byte chunks, row groups 4 // waves "
                  "(16-byte path, aligned vectors); backward: atomics unless deterministic, then + column_sum",
                  "op, n, d, dtype, weight_dtype, bias_dtype, aligned, vec_split, deterministic", recs, select)


# ---------------------------------------------------------------------------------------------- registry
NOT_REGISTERED = {
    "activations, rope, qkv_rope": "plans computed in the launchers from tensor layouts",
}
_FAMILIES: dict[str, Family] = {}
_LOCK = threading.Lock()


def families() -> dict[str, Family]:
    """``{name: Family}`` of every registered family (kernel modules imported on the first call)."""
    with _LOCK:
        if not _FAMILIES:
            from . import variants_moe, variants_rows, variants_serving
            makers = variants_serving.FAMILIES + variants_rows.FAMILIES + variants_moe.FAMILIES
            for fam in (_gemm_family(), *_attention_families(), _norm_family(), *(make() for make in makers)):
                _FAMILIES[fam.name] = fam
    return dict(_FAMILIES)


def family(name: str) -> Family:
    """The family ``name``; ValueError naming the registered ones otherwise."""
    fams = families()
    if name not in fams:
        raise ValueError(f"no kernel family {name!r}; registered: {', '.join(fams)}")
    return fams[name]


def variants(family_name: str | None = None, arch: str | None = None, dtypes: Iterable[str] | None = None
             ) -> list[Variant]:
    """Registered variants, optionally of one family, arch and dtypes (a variant with any of them)."""
    fams = [family(family_name)] if family_name else list(families().values())
    if arch is not None and arch not in SUPPORTED_ARCHS:
        raise ValueError(f"arch {arch!r}: use one of {SUPPORTED_ARCHS}")
    want = None if dtypes is None else {_dt(d) for d in dtypes}
    return [v for f in fams for v in f.variants
            if (arch is None or arch in v.archs) and (want is None or want & set(v.dtypes))]


def select(family_name: str, **problem: Any) -> list[Pick]:
    """The picks (variant + compile-time arguments) of the kernels ``family_name``'s op launches for
    ``problem`` (``Family.problem`` names the arguments; ``arch`` defaults to gfx942), in launch order."""
    return family(family_name).select(**problem)


@dataclass(frozen=True)
class Compiled:
    """One kernel ``precompile`` produced: its variant, arch, dtype, kernel name, VGPRs, ``status``
    ("compiled": its cache entry was written during this call; "cached": it was there already) and seconds
    (including the wait for the compile lock)."""

    family: str
    variant: str
    arch: str
    dtype: str
    kernel: str
    vgprs: int
    status: str
    seconds: float


def precompile(family: str | None = None, arch: str | None = None, dtypes: Iterable[str] | None = None,
               names: Iterable[str] | None = None, workers: int = 4) -> list[Compiled]:
    """Compile the selected variants (each for its ``example`` problem, every arch and dtype that the filters
    leave) in a thread pool of ``workers``; returns what was compiled or found in the code-object cache.

    The jit compiler serialises compilation and assembly under one lock (``asm/jit.py``), so the pool's gain is
    the overlap of the work around it; the cache is thread- and process-safe, and a second call is served from
    it (fast). The variants' kernel modules are imported before the pool starts (first use from threads is
    safe too: tests/test_threads_first_use.py).

    Example:
        >>> done = precompile("gemm", arch="gfx942", dtypes=["bf16"], names=["m32"])   # doctest: +SKIP
        >>> [(c.variant, c.kernel) for c in done]                                      # doctest: +SKIP
        [('m32', 'gemm_kernel')]
    """
    archs = [arch] if arch else list(SUPPORTED_ARCHS)
    wanted = None if names is None else set(names)
    jobs: dict[tuple, tuple[str, str, Pick]] = {}
    for v in variants(family, arch, dtypes):
        if wanted is not None and v.name not in wanted:
            continue
        for a in archs:
            if a not in v.archs:
                continue
            for dt in v.dtypes if dtypes is None else [d for d in map(_dt, dtypes) if d in v.dtypes]:
                for p in select(v.family, **dict(v.example), dtype=dt, arch=a):
                    if p.variant == v:  # the example's other stages are compiled with their own variants
                        jobs.setdefault((v.kernel, a, p.consts), (a, dt, p))
    if wanted is not None and not jobs:
        raise ValueError(f"precompile: no variant named {sorted(wanted)} for family={family!r}, arch={arch!r}, "
                         f"dtypes={dtypes!r}; `python -m torch_cdna kernels` lists them")

    def run(job: tuple[str, str, Pick]) -> Compiled:
        a, dt, p = job
        t0, wall0 = time.perf_counter(), time.time()
        ck = p.compile(a)
        entry = default_cache().path(ck.key)
        # written during this call: file times come from a coarse clock that lags time.time() by at most a
        # tick, so an entry written before the call never looks fresh; a compile takes far longer than a tick
        fresh = entry.exists() and entry.stat().st_mtime >= wall0
        return Compiled(p.variant.family, p.variant.name, a, dt, ck.name, ck.vgprs,
                        "compiled" if fresh else "cached", time.perf_counter() - t0)

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        return list(pool.map(run, jobs.values()))


# ---------------------------------------------------------------------------------------------- table
def _tile_text(v: Variant) -> str:
    return " ".join(f"{k}={x}" for k, x in v.tile)


def format_table(family_name: str | None = None, arch: str | None = None) -> str:
    """The variants as a text table (family, name, archs, dtypes, tile, waves, features, constraints) and
    each family's rule in one line (``python -m torch_cdna kernels``)."""
    rows = [("family", "variant", "archs", "dtypes", "tile", "waves", "features", "picked when")]
    for v in variants(family_name, arch):
        rows.append((v.family, v.name, ",".join(v.archs), ",".join(v.dtypes), _tile_text(v),
                     str(v.waves) if v.waves else "per D", ",".join(v.features) or "-", v.constraints))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r[:-1], widths)) + "  " + r[-1] for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths) + "  " + "-" * 11)
    fams = [family(family_name)] if family_name else list(families().values())
    lines.append("")
    lines.append("selection rules (the launchers' own; same on every arch but gemm's split-K CU count):")
    for f in fams:
        lines.append(f"  {f.name}: {f.rule}")
    if not family_name:
        lines.append("")
        lines.append("not registered yet:")
        for what, why in NOT_REGISTERED.items():
            lines.append(f"  {what}: {why}")
    return "\n".join(lines)

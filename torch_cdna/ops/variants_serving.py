"""Kernel-variant families of the serving ops for the registry (``variants.py``): ``paged_attention`` (split
kernels bf16/f16 and fp8-cache, the combine kernels with and without sinks), ``append_kv`` (the scatter and
the fp8 quantising scatter) and ``varlen_attention`` (forward with or without sinks, and backward: the
attention kernels in their packed-sequence mode).

Each ``select`` applies its launcher's own rule to the problem (``kernels/paged_attention.launch_paged_attention``,
``kernels/kv_cache.launch_append_kv``) and returns the picks with exactly the compile-time arguments the
launcher passes (``tests/ops/test_variants.py`` checks that against the launchers). ``kv_cache="fp8"`` means
the arch's e4m3 format (``_fp8.default_fp8``), so one example problem compiles on both archs.

Example:
    >>> from torch_cdna.ops import variants
    >>> [p.variant.name for p in variants.select("paged_attention", num_seqs=4, hq=32, hkv=8, d=128,
    ...                                          kv_cache="fp8", arch="gfx950")]
    ['split_fp8_d128', 'combine']
    >>> variants.select("append_kv", t=3, hkv=8, d=128, dtype="bf16")[0].consts
    (16, 16, 16)
"""

from __future__ import annotations

from typing import Any

from .variants import ATTN_DTYPES, ROW_DTYPES, Family, Pick, Variant, _check, _dt, _k

_PAGED_FEATURES = ("gqa", "q_len", "window", "softcap", "sinks", "block tables")
_ESIZE = {"bf16": 2, "f16": 2, "f32": 4}


def _kv(kv_cache: str | None) -> str | None:
    if kv_cache not in (None, "fp8"):
        raise ValueError(f"kv_cache={kv_cache!r}: use None (the caches in q's dtype) or 'fp8' (the arch's e4m3)")
    return kv_cache


def paged_family() -> Family:
    """``cdna::paged_attention``: one split kernel per (head dim, cache kind), then a combine kernel."""
    pa, dec = _k("paged_attention"), _k("attention_decode")
    from .kernels.attn_kit import SINK_DT, SINK_F32, MaskFlags
    split = []
    for fp8 in (False, True):
        for d in pa.FP8_HEAD_DIMS if fp8 else pa.HEAD_DIMS:
            tag = "fp8_" if fp8 else ""
            split.append(Variant(
                "paged_attention", f"split_{tag}d{d}", f"paged_attention:paged_decode_split{'_fp8' if fp8 else ''}",
                tuple(pa.ARCHS), ATTN_DTYPES, (("rows", pa.MAX_ROWS), ("bn", pa.BN), ("d", d)), 1,
                "K direct to registers, V via LDS, segments per cache block" +
                (", fp8 codes dequantised in registers, scales folded into score scale and O" if fp8 else ""),
                _PAGED_FEATURES + (("fp8 kv",) if fp8 else ()),
                f"G*q_len <= {pa.MAX_ROWS}, power-of-two block size >= 8" + (", fp8 caches" if fp8 else ""),
                (("num_seqs", 2), ("hq", 8), ("hkv", 2), ("d", d), ("kv_cache", "fp8" if fp8 else None))))
    single = [Variant("paged_attention", f"single_d{d}", "paged_attention:paged_decode_single", tuple(pa.ARCHS),
                      ATTN_DTYPES, (("rows", pa.MAX_ROWS), ("bn", pa.BN), ("d", d)), 1,
                      "the split kernel writing out itself (one partial: no combine launch)", _PAGED_FEATURES[:-2]
                      + _PAGED_FEATURES[-1:], "one partial by the rule, no sinks, caches in q's dtype",
                      (("num_seqs", 512), ("hq", 8), ("hkv", 8), ("d", d), ("max_blocks", 2)))
              for d in pa.HEAD_DIMS]
    comb = Variant("paged_attention", "combine", "attention_decode:attn_decode_combine", tuple(dec.ARCHS),
                   ATTN_DTYPES, (("rows", 1),), 1, "one wave per output row, lse-weighted sum of the partials", (),
                   "after every split kernel, no sinks", (("num_seqs", 2), ("hq", 8), ("hkv", 2), ("d", 64)))
    comb_s = Variant("paged_attention", "combine_sinks", "attention_decode:attn_decode_combine_sinks",
                     tuple(dec.ARCHS), ATTN_DTYPES, (("rows", 1),), 1,
                     "combine with each head's sink as one more partial (no value)", ("sinks",),
                     "after every split kernel, with sinks",
                     (("num_seqs", 2), ("hq", 8), ("hkv", 2), ("d", 64), ("sinks", "f32")))
    recs = tuple(split) + tuple(single) + (comb, comb_s)
    by_name = {v.name: v for v in recs}

    def select(num_seqs: int, hq: int, hkv: int, d: int, q_len: int = 1, block_size: int = 16,
               max_blocks: int = 8, dtype: str = "bf16", window_left: int = -1, softcap: float = 0.0,
               sinks: str | None = None, kv_cache: str | None = None, arch: str = "gfx942",
               max_q: int = 0) -> list[Pick]:
        """``launch_paged_attention``'s kernels: q [num_seqs, (q_len,) hq, d], caches [*, block_size, hkv, d]
        (``kv_cache``: None or 'fp8'), block table width ``max_blocks``; ``sinks``: None, 'f32' or q's dtype.
        d=256 runs each kernel once per 128-column slice of V: the split picks, then the combine picks.
        ``max_q`` > 0: packed queries (cu_seqlens_q) of at most max_q tokens per sequence, run in chunks of
        ``varlen_chunk(max_q, G)`` tokens, one grid row per (sequence, chunk); q_len is then ignored."""
        dt, group = _dt(dtype), hq // hkv
        rows = num_seqs
        if max_q > 0:
            q_len = pa.varlen_chunk(max_q, group)
            rows = num_seqs * -(-max_q // q_len)
        if group * q_len > pa.MAX_ROWS:
            raise ValueError(f"paged_attention: {group} query heads per kv head times q_len {q_len} exceed "
                             f"{pa.MAX_ROWS} rows (no kernel)")
        if num_seqs == 0 or max_blocks == 0:
            return []
        v = by_name.get(f"split_{'fp8_' if _kv(kv_cache) else ''}d{d}")
        if v is None:
            dims = pa.FP8_HEAD_DIMS if kv_cache else pa.HEAD_DIMS
            raise ValueError(f"paged_attention: head dim {d}{' with fp8 caches' if kv_cache else ''}: kernels for "
                             f"{dims}")
        _check("paged_attention", arch, dt, v)
        flags = MaskFlags(lo=window_left >= 0, softcap=bool(softcap), varlen=max_q > 0).const()
        dv = min(d, pa.V_SLICE)  # d=256: each 128-column slice of V and out is one launch of the same kernels
        consts = (dt, d if dv == d else (d, dv), q_len, group, block_size, flags)
        partials, _ = pa.launch_plan(rows, hkv, group * q_len, max_blocks, block_size, q_len, window_left, d=d,
                                     arch=arch)
        n = d // dv  # launches of each kernel (d=256: 2 slices)
        if partials == 1 and sinks is None and not kv_cache:
            return [Pick(by_name[f"single_d{d}"], consts)] * n
        picks = [Pick(v, consts)] * n
        if sinks is None:
            return picks + [Pick(comb, (dt, dv, q_len, group))] * n
        if sinks not in ("f32", dt):
            raise ValueError(f"paged_attention: sinks={sinks!r}: None, 'f32' or q's dtype {dt!r}")
        return picks + [Pick(comb_s, (dt, dv, q_len, group, SINK_F32 if sinks == "f32" else SINK_DT))] * n

    return Family("paged_attention", ("paged_attention",),
                  "one split kernel (R = G*q_len <= 32 packed rows, 32-key blocks, partials by PAGED_RULE over the "
                  "table's keys; fp8 caches: the fp8 split) then combine (combine_sinks with sinks); one partial, "
                  "no sinks, no fp8: the single kernel alone",
                  "num_seqs, hq, hkv, d, q_len, block_size, max_blocks, dtype, window_left, softcap, sinks, kv_cache, "
                  "max_q",
                  recs, select)


def append_kv_family() -> Family:
    """``cdna::append_kv``: the byte-moving scatter, or the fp8 quantising scatter."""
    kv = _k("kv_cache")
    plain = Variant("append_kv", "scatter", "kv_cache:append_kv_kernel", tuple(kv.ARCHS), ROW_DTYPES,
                    (("lanes", 64),), 1, "one workgroup per token and 64 pieces, 16/8/4-byte loads and stores",
                    ("skipped slots", "strided caches"), "caches in k's dtype",
                    (("t", 3), ("hkv", 8), ("d", 128)))
    fp8 = Variant("append_kv", "quantize_fp8", "kv_cache:append_kv_fp8_kernel", tuple(kv.ARCHS), ROW_DTYPES,
                  (("lanes", 64), ("values_per_lane", 4)), 1,
                  "4 values per lane: IEEE x / scale, clamp, v_cvt_pk_fp8_f32 (bit-exact with torch)",
                  ("skipped slots", "per-tensor/per-head scales"), "fp8 caches (the arch's e4m3)",
                  (("t", 3), ("hkv", 8), ("d", 128), ("kv_cache", "fp8")))

    def select(t: int, hkv: int, d: int, block_size: int = 16, dtype: str = "bf16", kv_cache: str | None = None,
               arch: str = "gfx942") -> list[Pick]:
        """``launch_append_kv``'s kernel for contiguous caches [*, block_size, hkv, d] and k/v [t, hkv, d] of
        ``dtype`` at 16-byte aligned addresses (fresh allocations); ``kv_cache='fp8'``: fp8 caches."""
        dt = _dt(dtype)
        es = _ESIZE[dt]
        if not (t and hkv and d):
            return []
        if _kv(kv_cache):
            _check("append_kv", arch, dt, fp8)
            w = kv._width(4 * es, [hkv * d * es, d * es])
            return [Pick(fp8, (dt, block_size, d // 4, w))]
        _check("append_kv", arch, dt, plain)
        row = d * es
        w = kv._width(row, [block_size * hkv * row, hkv * row, row])
        return [Pick(plain, (block_size, row // w, w))]

    return Family("append_kv", ("append_kv",),
                  "scatter with the widest piece (16/8/4 B) dividing the head row, strides and addresses; fp8 caches: "
                  "the quantising scatter (4 values per lane)",
                  "t, hkv, d, block_size, dtype, kv_cache", (plain, fp8), select)


def varlen_family() -> Family:
    """``cdna::varlen_attention`` / ``varlen_attention_backward``: ``attention``'s forward and backward kernels
    with ``MaskFlags.varlen`` (per-sequence bounds from cu_seqlens), head dims 64, 128 and 256 (80/96 run the 128
    records' kernels in place over 128-wide tiles; 256: 4 waves, the forward's v/out in 128-column launches, the
    dK/dV kernel in two 128-column workgroups per key block)."""
    a, bwd = _k("attention"), _k("attention_bwd")
    from . import attention as ops_attention
    from .kernels import attn_kit
    from .kernels.attn_kit import SINK_DT, SINK_F32, SINK_NONE, V_SLICE, MaskFlags
    pad = getattr(attn_kit, "PAD_DIMS", {})  # 80/96: the 128 records' kernels (128-wide tiles, tensors in place)
    feats = ("causal", "window", "softcap", "gqa", "packed sequences")
    fwd, back = [], []
    for d in (64, 128, 256):
        for w in (a.MIN_WAVES, a.MAX_WAVES) if d <= 128 else (a.MAX_WAVES,):  # d=256: 4 waves only
            p = a.plan_for("bf16", d, 32 * w, False, 1, min(d, V_SLICE))
            wide = d > V_SLICE
            when = "any max_seqlen_" if wide else "max_seqlen_"
            fwd.append(Variant("varlen_attention", f"fwd_d{d}_w{w}", "attention:attn_fwd", tuple(a.ARCHS), ATTN_DTYPES,
                               (("bm", p.bm), ("bn", p.bn), ("d", d)) + ((("dv", p.vd),) if wide else ()), w,
                               "attention's forward, rows and keys bounded per sequence by cu_seqlens"
                               + (f", v/out in {p.vd}-column slices (one launch each)" if wide else ""),
                               feats + ("sinks",), when + "q" + ("" if wide else
                                                                 " <= 64" if w == a.MIN_WAVES else " > 64"),
                               (("b", 2), ("hq", 4), ("hkv", 2), ("max_q", 32 * w), ("max_k", 32 * w), ("d", d))))
            for kind, kern in (("dq", "attn_bwd_dq"), ("dkv", "attn_bwd_dkv")):
                rows = "q" if kind == "dq" else "k"
                back.append(Variant(
                    "varlen_attention", f"{kind}_d{d}_w{w}", f"attention_bwd:{kern}", tuple(bwd.ARCHS), ATTN_DTYPES,
                    (("rows", 32 * w), ("bn", 64 if d == 64 else 32), ("d", d)), w,
                    "attention's backward kernel, packed sequences"
                    + (", two workgroups per key block (128-column halves of dK/dV)" if wide and kind == "dkv"
                       else ""), feats,
                    when + rows + ("" if wide else " <= 64" if w == 2 else " > 64"),
                    (("b", 2), ("hq", 4), ("hkv", 2), ("max_q", 32 * w), ("max_k", 32 * w), ("d", d),
                     ("backward", True))))
    recs = tuple(fwd + back)
    by_name = {v.name: v for v in recs}

    def select(b: int, hq: int, hkv: int, max_q: int, max_k: int, d: int, dtype: str = "bf16", causal: bool = False,
               window: tuple[int, int] = (-1, -1), softcap: float = 0.0, sinks: str | None = None,
               backward: bool = False, arch: str = "gfx942") -> list[Pick]:
        """``launch_varlen_attention``'s kernel (``backward``: ``launch_varlen_attention_backward``'s two) for
        ``b`` sequences of at most ``max_q`` queries / ``max_k`` keys; ``sinks``: None, 'f32' or q's dtype."""
        dt, group = _dt(dtype), hq // hkv
        dk = pad.get(d, d)  # the record's head dim; the kernels' constant is d itself
        if dk not in (64, 128, 256):
            raise ValueError(f"varlen_attention: head dim {d}: registered for 64, 128, 256 (80/96 on d128's "
                             f"kernels)")
        lo, hi = ops_attention.band(0, 0, causal, *window, False)
        if not backward:
            if b <= 0 or max_q <= 0:
                return []
            if sinks not in (None, "f32", dt):
                raise ValueError(f"varlen_attention: sinks={sinks!r}: None, 'f32' or q's dtype {dt!r}")
            sink = SINK_NONE if sinks is None else SINK_F32 if sinks == "f32" else SINK_DT
            flags = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap), sink=sink,
                              varlen=True).const()
            p = a.plan_for(dt, d, max_q, causal, group, min(d, V_SLICE))
            v = by_name[f"fwd_d{dk}_w{p.waves}"]
            _check("varlen_attention", arch, dt, v)
            dims = p.dm if p.vm == p.dm else (p.dm, p.vm)  # d=256: (256, 128), one launch per 128 columns of v
            return [Pick(v, (p.dt, dims, p.waves, p.bn, flags, p.group))] * -(-d // V_SLICE)
        if b <= 0 or max_q <= 0 or max_k <= 0:
            return []
        mask = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap), varlen=True).const()
        picks = []
        wq, wk, bn, bq, _ = bwd.bwd_grids(d, max_q, max_k)
        for kind, w, tile in (("dq", wq, bn), ("dkv", wk, bq)):
            v = by_name[f"{kind}_d{dk}_w{w}"]
            _check("varlen_attention", arch, dt, v)
            picks.append(Pick(v, (dt, d, w, tile, mask, group)))
        return picks

    return Family("varlen_attention", ("varlen_attention", "varlen_attention_backward"),
                  "attention.plan_for on max_seqlen_q (2 or 4 waves; 64-key tiles d64, 32 d128; d256: 4 waves, "
                  "v/out in 128-column launches) with varlen masks; backward (attention_bwd.bwd_grids): dQ by "
                  "max_seqlen_q's waves, dK/dV by max_seqlen_k's (d256: 4 waves each)",
                  "b, hq, hkv, max_q, max_k, d, dtype, causal, window, softcap, sinks, backward", recs, select)


def mla_family() -> Family:
    """``cdna::mla_decode``: the split kernel (heads of one group as the MFMA columns), then the decode combine
    over 128-dim quarter rows."""
    mk, dec = _k("mla"), _k("attention_decode")
    split, split8 = (Variant(
        "mla_decode", f"split{'_fp8' if fp8 else ''}", f"mla:mla_decode_split{'_fp8' if fp8 else ''}",
        tuple(mk.ARCHS), ATTN_DTYPES, (("heads", mk.MAX_HEADS_PER_GROUP), ("bn", mk.BN), ("d", mk.D), ("dv", mk.DV)),
        mk.WAVES, "latent rows per lane through the block table; row-major LDS tile for the scores (144 dims per "
        "wave, partial tiles summed in LDS), the same registers transposed as V^T; 128 O dims per wave"
        + (", fp8 codes widened in registers, the scale folded into the score scale and O" if fp8 else ""),
        ("mqa latent cache", "block tables") + (("fp8 kv",) if fp8 else ()),
        "head dim 576 with kv_lora_rank 512, hq <= 32 or a multiple of 32, power-of-two block size <= 1024, "
        + ("the arch's e4m3 cache" if fp8 else "caches in q's dtype"),
        (("num_seqs", 2), ("hq", 16), ("max_blocks", 64), ("kv_cache", "fp8" if fp8 else None)))
        for fp8 in (False, True))
    single = Variant("mla_decode", "single", "mla:mla_decode_single", tuple(mk.ARCHS), ATTN_DTYPES, split.tile,
                     mk.WAVES, "the split kernel writing out itself (one partial: no combine launch)",
                     split.features, "one partial by the rule, caches in q's dtype",
                     (("num_seqs", 512), ("hq", 128), ("max_blocks", 2)))
    comb = Variant("mla_decode", "combine", "attention_decode:attn_decode_combine", tuple(dec.ARCHS), ATTN_DTYPES,
                   (("rows", 1),), 1, "decode's combine, out viewed as [B, Hq * 4, 128] (one wave per quarter row)",
                   (), "after every split kernel", (("num_seqs", 2), ("hq", 16), ("max_blocks", 64)))

    def select(num_seqs: int, hq: int, block_size: int = 16, max_blocks: int = 8, dtype: str = "bf16",
               kv_cache: str | None = None, arch: str = "gfx942") -> list[Pick]:
        """``launch_mla_decode``'s kernels: q [num_seqs, hq, 576], cache [*, block_size, 1, 576] (``kv_cache``:
        None or 'fp8'), block table width ``max_blocks``."""
        dt, gh = _dt(dtype), mk.heads_per_group(hq)
        if hq % gh:
            raise ValueError(f"mla_decode: {hq} heads: kernels for up to {mk.MAX_HEADS_PER_GROUP} or a multiple")
        if num_seqs == 0 or max_blocks == 0:
            return []
        v = split8 if _kv(kv_cache) else split
        _check("mla_decode", arch, dt, v)
        if mk.launch_plan(num_seqs, hq, max_blocks, block_size)[0] == 1 and not kv_cache:
            return [Pick(single, (dt, gh, block_size))]
        return [Pick(v, (dt, gh, block_size)), Pick(comb, (dt, 128, 1, gh * 4))]

    return Family("mla_decode", ("mla_decode",),
                  "one split kernel per (partial, group of <= 32 heads, sequence), partials by MLA_RULE over the "
                  "table's keys (fp8 caches: the fp8 split), then combine; one partial and no fp8: the single kernel alone",
                  "num_seqs, hq, block_size, max_blocks, dtype, kv_cache", (split, split8, single, comb), select)


FAMILIES = (paged_family, append_kv_family, varlen_family, mla_family)

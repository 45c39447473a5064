"""Kernel-variant families of two row ops for the registry (``variants.py``): ``softmax`` (register and
streaming kernels, forward and backward) and ``moe_topk_softmax`` (the MoE routers: the top-k softmax and its
backward, the sigmoid router ``moe_topk_sigmoid``); and ``scaled_mm`` (the fp8 GEMM's tiles, gemm's rule).

A row family's variants have no fixed tile: ``rowops.plan`` sizes waves and chunks per lane from the row length
(``waves`` 0 in the table). Each ``select`` applies its launcher's rule (``kernels/softmax.prepare``,
``kernels/moe_routing._plan``) and returns exactly the compile-time arguments the launcher passes
(``tests/ops/test_variants.py`` checks that against the launchers).

Example:
    >>> from torch_cdna.ops import variants
    >>> [p.variant.name for p in variants.select("softmax", op="softmax", n=4, d=128256)]
    ['stream_fwd']
    >>> variants.select("moe_topk_softmax", op="moe_topk_softmax", n=8, e=64, k=2)[0].consts
    ('bf16', 1, False, 2, True)
"""

from __future__ import annotations

from .variants import ROW_DTYPES, Family, Pick, Variant, _check, _dt, _k

_SOFTMAX = {  # variant -> (op, kernel, streaming)
    "fwd": ("softmax", "softmax_fwd", False), "bwd": ("softmax_backward", "softmax_bwd", False),
    "stream_fwd": ("softmax", "softmax_stream_fwd", True), "stream_bwd": ("softmax_backward", "softmax_stream_bwd", True),
}
_LONG_ROW = 128256  # a vocabulary-sized row (Llama 3): past every register plan, so it streams


def softmax_family() -> Family:
    """``cdna::softmax`` / ``softmax_backward``: a register kernel while the row fits, else the streaming one."""
    sm, rows = _k("softmax"), _k("rowops")
    recs = []
    for name, (op, kern, stream) in _SOFTMAX.items():
        limit = rows.register_row(op, "bf16")
        recs.append(Variant(
            "softmax", name, f"softmax:{kern}", tuple(sm.ARCHS), ROW_DTYPES, (("chunk_bytes", 16),), 0,
            "row walked in tiles: pass 1 running max/sum (dot), pass 2 writes" if stream else
            "row in registers, DPP + LDS reductions", ("row groups",) if not stream else ("long rows",),
            f"D > {limit} (bf16)" if stream else f"D <= {limit} (bf16)",
            (("op", op), ("n", 4), ("d", _LONG_ROW if stream else 4096))))
    recs = tuple(recs)
    by_name = {v.name: v for v in recs}

    def select(op: str, n: int, d: int, dtype: str = "bf16", aligned: bool = True, arch: str = "gfx942"
               ) -> list[Pick]:
        """``launch_softmax`` (``op='softmax'``) / ``launch_softmax_backward``'s kernel for [n, d] rows;
        ``aligned``: ``rowops.aligned4`` of the rows (every row's bytes and address a multiple of 4)."""
        if op not in ("softmax", "softmax_backward"):
            raise ValueError(f"softmax op {op!r}: use 'softmax' or 'softmax_backward'")
        dt = _dt(dtype)
        p = rows.plan(d, dt, aligned, op=op)
        fwd = op == "softmax"
        v = by_name[("stream_" if p.stream else "") + ("fwd" if fwd else "bwd")]
        _check("softmax", arch, dt, v)
        consts = (p.dt, p.waves, p.nch, p.chunk)
        if fwd and not p.stream:
            consts += (d % (p.lanes * p.nch * p.elems) != 0,)
        return [Pick(v, consts)]

    return Family("softmax", ("softmax", "softmax_backward"),
                  "rowops.plan: the register kernel (waves until a lane holds <= 4 chunks) while the row fits, "
                  "else the streaming kernel (max waves, tiles of half a lane's chunks)",
                  "op, n, d, dtype, aligned", recs, select)


def moe_family() -> Family:
    """``cdna::moe_topk_softmax`` / ``moe_topk_softmax_backward`` and ``moe_topk_sigmoid`` (whose backward is a
    composition of torch ops, no kernel): one wave per row of experts."""
    moe, rows = _k("moe_routing"), _k("rowops")
    ops = {"moe_topk_softmax": ("topk_fwd", "moe_topk_fwd"), "moe_topk_softmax_backward": ("topk_bwd", "moe_topk_bwd"),
           "moe_topk_sigmoid": ("sigmoid_fwd", "moe_topk_sigmoid_fwd")}
    what = {"topk_fwd": "softmax by DPP, k rounds of argmax",
            "topk_bwd": "softmax by DPP, k rounds of argmax (backward: fp32 grad, repeated ids summed)",
            "sigmoid_fwd": "sigmoid (+ bias) keys, optional group restriction (sum of each group's top 2), k rounds "
                           "of argmax, weights = unbiased scores"}
    recs = tuple(Variant(
        "moe_topk_softmax", name, f"moe_routing:{kern}", tuple(moe.ARCHS), ROW_DTYPES, (("rows_per_wg", moe.GROUPS),),
        moe.GROUPS, "a row of experts per wave, " + what[name],
        ("renormalize",) + (("bias", "groups", "scaling") if "sigmoid" in name else ()),
        "experts per lane by E", (("op", op), ("n", 8), ("e", 64), ("k", 2))) for op, (name, kern) in ops.items())
    by_op = dict(zip(ops, recs))

    def select(op: str, n: int, e: int, k: int, dtype: str = "bf16", renormalize: bool = True, aligned: bool = True,
               arch: str = "gfx942", bias: bool = False, n_group: int = 1, topk_group: int = 1) -> list[Pick]:
        """The launcher's kernel for [n, e] router logits of ``dtype`` and top ``k``; ``aligned``:
        ``rowops.aligned4`` of the rows (16-bit rows that are not take one element per dword); ``bias``,
        ``n_group``, ``topk_group``: moe_topk_sigmoid's (a bias given or not)."""
        if op not in by_op:
            raise ValueError(f"moe op {op!r}: use one of {', '.join(by_op)}")
        dt = _dt(dtype)
        v = by_op[op]
        _check("moe_topk_softmax", arch, dt, v)
        per = moe.lane_elems(e, dt)
        split = rows.ESIZE[dt] == 2 and per > 1 and not aligned
        if op == "moe_topk_sigmoid":
            grouped = n_group > 1
            return [Pick(v, (dt, per, split, k, bool(renormalize), not bias and not grouped, bool(bias),
                             n_group if grouped else 1, e // n_group if grouped else 1,
                             topk_group if grouped else 1))]
        return [Pick(v, (dt, per, split, k, bool(renormalize)))]

    return Family("moe_topk_softmax", tuple(ops),
                  f"one wave per row ({moe.GROUPS} rows per workgroup), experts per lane = moe_routing.lane_elems(E)",
                  "op, n, e, k, dtype, renormalize, aligned, bias, n_group, topk_group", recs, select)


_F8_PIPE = "LDS double-buffered K steps of 128 fp8, 1 barrier/step, {t}x{t} fp8 MFMA (C^T = B^T A^T)"


def scaled_mm_family() -> Family:
    """``cdna::scaled_mm`` (fp8; MXFP4 on gfx950): ``kernels/scaled_mm.py``'s configs by ``RULE`` (gemm's
    logic: 16x16 MFMAs for M <= 16, split-K while the grid is <= CUs/2), and the split-K reduces."""
    from .variants import _gemm_when
    sm, sk = _k("scaled_mm"), _k("gemm_splitk")
    archs, fmts = tuple(sm.FORMATS), ("fp8", "bf8")
    recs = []
    for c in sm.ALL_CONFIGS.values():
        split = c.splits > 1
        n = 16384 if c.max_m is not None and not split else 4096   # a grid past half the CUs: one pass
        recs.append(Variant(
            "scaled_mm", c.name, "scaled_mm:scaled_split_kernel" if split else "scaled_mm:scaled_mm_kernel", archs,
            fmts, (("bm", c.bm), ("bn", c.bn), ("bk_fp8", 2 * c.bk), ("waves_m", c.waves_m), ("waves_n", c.waves_n)),
            c.waves_m * c.waves_n, _F8_PIPE.format(t=c.mfma) + (", K slices on grid z -> fp32 partials" if split
                                                                   else ""),
            ("tensor/row/128x128-block scales", "mx (gfx950)", "bias", "out bf16/f16/f32"),
            _gemm_when(sm.ALL_CONFIGS, c), (("m", c.max_m or 4096), ("n", n), ("k", 4096))))
    example = (("m", 16), ("n", 4096), ("k", 4096))
    recs.append(Variant("scaled_mm", "reduce_scaled", "scaled_mm:scaled_reduce_kernel", archs, fmts,
                        (("cols_per_lane", 4),), sk.REDUCE_LANES // 64,
                        "split-K second pass: fixed-order fp32 sum, x tensor/row scales, + bias, one rounding",
                        ("tensor/row scales", "bias"), "after a split-K config, tensor or row scales", example))
    recs.append(Variant("scaled_mm", "reduce", "gemm_splitk:gemm_reduce_kernel", archs, fmts,
                        (("cols_per_lane", 4),), sk.REDUCE_LANES // 64,
                        "gemm's split-K reduce (block / MX scales were applied per K block in the slices)",
                        ("bias",), "after a split-K config, block or MX scales", example + (("mode", "block"),)))
    by_name = {v.name: v for v in recs}

    def select(m: int, n: int, k: int, dtype: str = "fp8", b_dtype: str | None = None, mode: str = "row",
               out_dtype: str = "bf16", bias: str | None = None, arch: str = "gfx942") -> list[Pick]:
        """``launch_scaled_mm``'s kernels for out[M, N] of a [M, K] (``dtype``: 'fp8' e4m3, 'bf8' e5m2, 'fp4'
        for ``mode='mx'``) and b (``b_dtype``, default a's); ``mode`` tensor | row | block | mx; ``bias`` None,
        'f32' or ``out_dtype`` (a bias in out's 16-bit dtype is read as it is, any other as fp32)."""
        ta, tb = dtype, b_dtype or dtype
        if mode not in sm.MODES or (mode == "mx") != (ta == "fp4") or (ta == "fp4") != (tb == "fp4") \
                or arch not in archs:
            raise ValueError(f"scaled_mm: mode {mode!r} with a {ta!r}, b {tb!r} on {arch!r}: use a mode of {sm.MODES}, "
                             f"'fp8'/'bf8' formats (mx: 'fp4' on gfx950) and an arch of {archs}")
        if ta == "fp4" and "fp4" not in sm.FORMATS[arch].values():   # the arch's MFMAs read no E2M1
            raise ValueError(f"scaled_mm: MXFP4 runs on {[a for a, f in sm.FORMATS.items() if 'fp4' in f.values()]} "
                             f"only; got arch {arch!r}")
        ot = _dt(out_dtype)
        n8, units = -(-n // 8) * 8, -(-(k // 2 if ta == "fp4" else k) // 16) * 8
        cfg = sm.config_for(m, n8, units, arch)
        if sm.split_count(cfg, m, n8, units, arch) == 1:
            return [Pick(by_name[cfg.name], (ta, tb, ot, cfg, mode, bias))]
        if mode in ("tensor", "row"):
            return [Pick(by_name[cfg.name], (ta, tb, cfg, mode)), Pick(by_name["reduce_scaled"], (ot, mode, bias))]
        dt = ot if ot != "f32" else "bf16"
        return [Pick(by_name[cfg.name], (ta, tb, cfg, mode)), Pick(by_name["reduce"], (dt, ot, bias))]

    return Family("scaled_mm", ("scaled_mm",), "the first config in scaled_mm.RULE whose max_m covers M and, for "
                  "split-K, whose grid is <= CUs/2 (gemm.split_count); tensor/row scales reduce with "
                  "scaled_reduce_kernel, block/mx with gemm's", "m, n, k, dtype, b_dtype, mode, out_dtype, bias",
                  tuple(recs), select)


FAMILIES = (softmax_family, moe_family, scaled_mm_family)

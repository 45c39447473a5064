"""Kernel-variant families of two row ops for the registry (``variants.py``): ``softmax`` (register and
streaming kernels, forward and backward) and ``moe_topk_softmax`` (the MoE routers: the top-k softmax and its
backward, the sigmoid router ``moe_topk_sigmoid``).

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


FAMILIES = (softmax_family, moe_family)

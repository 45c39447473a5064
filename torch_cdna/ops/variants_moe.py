"""Kernel-variant records of ``cdna::fused_moe`` (and the ``grouped_gemm`` tiles it shares): the gated grouped GEMM
(activation in the epilogue), the weighted grouped GEMM, their fp8 block-scale forms, and the backward's grouped
dW GEMM. ``select`` answers with exactly the compile-time arguments ``ops/moe.py``'s kernel path passes for a
problem (``tests/ops/test_moe_variants.py`` records the launches and compares).

Example:
    >>> from torch_cdna.ops import variants
    >>> [p.variant.name for p in variants.select("fused_moe", t=8, k=2, e=8, h=4096, i=1024)]
    ['gated_g16', 'grouped_s16']
"""

from __future__ import annotations

from typing import Any

from .variants import ATTN_DTYPES, Family, Pick, Variant, _check, _dt, _k

_PIPE = "LDS double-buffered K steps, 32x32 MFMA, rows gathered through moe_align's sorted ids"
_F8_PIPE = "fp8 32x32x16 MFMA, one 128-value K block per step, block scales applied per K block"


def _tile(c: Any) -> tuple:
    return (("bm", c.bm), ("bn", c.bn), ("bk", c.bk), ("waves_m", c.waves_m), ("waves_n", c.waves_n))


def _block_example(bm: int) -> tuple:
    """A problem whose moe_align block is ``bm`` rows (ops/moe.block_for: mean rows per expert)."""
    t = {16: 8, 32: 24, 64: 48, 128: 96}[bm]
    return (("t", t), ("k", 1), ("e", 1), ("h", 256), ("i", 128))


def moe_family() -> Family:
    """``cdna::fused_moe`` forward (gated + weighted grouped GEMMs, bf16/fp16 or fp8) and backward dW."""
    m, f8, dw = _k("moe"), _k("moe_fp8"), _k("moe_dw")
    recs = []
    for c in m.GATED_BY_BM.values():
        recs.append(Variant("fused_moe", f"gated_{c.name}", "moe:grouped_gemm_kernel", tuple(m.ARCHS), ATTN_DTYPES,
                            _tile(c), c.waves_m * c.waves_n, _PIPE + "; act(gate) * up in the epilogue",
                            ("silu/gelu/gelu_tanh", "32 gate + 32 up rows per wave"), f"block_m % {c.bm} == 0",
                            _block_example(c.bm)))
    for c in m.CONFIG_BY_BM.values():
        recs.append(Variant("fused_moe", f"grouped_{c.name}", "moe:grouped_gemm_kernel", tuple(m.ARCHS), ATTN_DTYPES,
                            _tile(c), c.waves_m * c.waves_n, _PIPE + "; routing weight in the epilogue",
                            ("row weights", "fp32 out", "w row- or column-major"), f"block_m % {c.bm} == 0",
                            _block_example(c.bm)))
    for gated, c in m.SMALL_BY_GATED.items():   # block_m 16: decode-sized batches (bf16/fp16)
        recs.append(Variant("fused_moe", f"{'gated' if gated else 'grouped'}_{c.name}", "moe:grouped_gemm_kernel",
                            tuple(m.ARCHS), ATTN_DTYPES, _tile(c), c.waves_m * c.waves_n,
                            _PIPE.replace("32x32", "16x16") + ("; act(gate) * up in the epilogue" if gated else
                                                               "; routing weight in the epilogue"),
                            ("16 gate + 16 up rows per wave",) if gated else ("row weights", "fp32 out"),
                            "block_m % 16 == 0, block_m % 32 != 0", _block_example(16)))
    for c in list(f8.GATED_BY_BM.values()) + list(f8.PLAIN_BY_BM.values()):
        gated = c in f8.GATED_BY_BM.values()
        recs.append(Variant("fused_moe", f"fp8_{c.name}", "moe_fp8:grouped_fp8_kernel", tuple(m.ARCHS),
                            ATTN_DTYPES, _tile(c), c.waves_m * c.waves_n,
                            _F8_PIPE + ("; act(gate) * up in the epilogue" if gated else "; routing weight"),
                            ("e4m3 of the arch", "128x128 weight scales", "per-token-group activation scales"),
                            f"fp8 weights, block_m % {c.bm} == 0" + (", I % 32 == 0" if gated else ""),
                            _block_example(c.bm) + (("fp8", True),)))
    for c in dw.CONFIGS.values():
        recs.append(Variant("fused_moe", f"dw_{c.name}", "moe_dw:grouped_dw_kernel", tuple(m.ARCHS), ATTN_DTYPES,
                            _tile(c), c.waves_m * c.waves_n, "gemm's transposed staging; one expert per grid z, "
                            "its sorted-row segment is K", ("empty experts: zeros",), dw_when(c),
                            (("t", 8), ("k", 2), ("e", 4), ("h", c.max_m or 256), ("i", 16), ("backward", True))))
    by_name = {v.name: v for v in recs}

    def select(t: int, k: int, e: int, h: int, i: int, dtype: str = "bf16", activation: str = "silu",
               fp8: bool = False, backward: bool = False, arch: str = "gfx942", block_m: int | None = None
               ) -> list[Pick]:
        """The kernel path's grouped GEMMs for x [t, h], w13 [e, 2i, h], w2 [e, h, i] (contiguous), top-``k``:
        forward (gated, then weighted; ``fp8``: the block-scale forms, around the quantisation kernels), or
        ``backward``'s two dW GEMMs (dW2 [h, i], then dW13 [2i, h]). ``block_m``: the moe_align block of a
        ``cdna::grouped_gemm`` caller (default fused_moe's ``block_for``: 16 for decode-sized bf16/fp16)."""
        from .kernels.moe_dw import config_for as dw_config
        from .moe import block_for
        dt = _dt(dtype)
        if not (t and k and e and h and i):
            return []
        if backward:
            picks = [Pick(by_name[f"dw_{dw_config(rows).name}"], (dt, dt, dw_config(rows))) for rows in (h, 2 * i)]
            _check("fused_moe", arch, dt, picks[0].variant)
            return picks
        block = block_m or block_for(t * k, e, fp8)
        if fp8 and block % 32:
            raise ValueError(f"fused_moe fp8: block_m={block} must be a multiple of 32 (the block-scale tiles)")
        act = m.KERNEL_ACT[activation]
        if fp8:
            g, p = f8.config_for_block(block, gated=True), f8.config_for_block(block)
            picks = [Pick(by_name[f"fp8_{g.name}"], ("fp8", "fp8", dt, g, False, act)),
                     Pick(by_name[f"fp8_{p.name}"], ("fp8", "fp8", "f32", p, True, None))]
        else:
            g, p = m.config_for_block(block, gated=True), m.config_for_block(block)
            picks = [Pick(by_name[f"gated_{g.name}"], (dt, dt, g, True, False, act)),
                     Pick(by_name[f"grouped_{p.name}"], (dt, "f32", p, True, True, None))]
        _check("fused_moe", arch, dt, picks[0].variant)
        return picks

    return Family("fused_moe", ("fused_moe", "fused_moe_backward"),
                  "block_m = ops/moe.block_for(rows / E); the gated and weighted tiles of the largest bm dividing it "
                  "(fp8 weights: the block-scale tiles); backward dW: the gemm config covering the dW rows",
                  "t, k, e, h, i, dtype, activation, fp8, backward", tuple(recs), select)


def dw_when(c: Any) -> str:
    return f"dW rows <= {c.max_m}" if c.max_m else "dW rows > 64"


FAMILIES = (moe_family,)

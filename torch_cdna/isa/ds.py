"""LDS (DS encoding) instructions of gfx942/gfx950: reads, writes, the two-address ``read2``/``write2``
forms, atomics (with and without ``_rtn``), the cross-lane ``ds_permute``/``ds_bpermute``/``ds_swizzle`` and
the gfx950 transposing reads (``ds_read_b64_tr_b16`` ...). Every DS instruction is counted by ``lgkmcnt``.

Operand order is LLVM's: reads ``vdst, vaddr``; writes ``vaddr, vdata``; two-data forms ``vaddr, vdata0,
vdata1``; returning atomics ``vdst, vaddr, vdata[, vdata1]``; permutes ``vdst, vaddr, vdata``.

Example:
    >>> from torch_cdna import isa
    >>> rec = isa.lookup("ds_read2st64_b64", "gfx942")
    >>> rec.fmt, rec.operands[0].dwords, rec.counter
    ('DS', 4, 'lgkm')
"""

from __future__ import annotations

from .records import parse_table

READS = {"b32": 1, "b64": 2, "b96": 3, "b128": 4, "u8": 1, "i8": 1, "u16": 1, "i16": 1, "u8_d16": 1,
         "u8_d16_hi": 1, "i8_d16": 1, "i8_d16_hi": 1, "u16_d16": 1, "u16_d16_hi": 1}
WRITES = {"b8": 1, "b16": 1, "b32": 1, "b64": 2, "b96": 3, "b128": 4, "b8_d16_hi": 1, "b16_d16_hi": 1}
# atomic op -> number of data operands (1 or 2); element width comes from the type suffix
ATOMIC_OPS_32 = {"add_u32": 1, "sub_u32": 1, "rsub_u32": 1, "inc_u32": 1, "dec_u32": 1, "min_i32": 1,
                 "max_i32": 1, "min_u32": 1, "max_u32": 1, "and_b32": 1, "or_b32": 1, "xor_b32": 1,
                 "mskor_b32": 2, "cmpst_b32": 2, "cmpst_f32": 2, "min_f32": 1, "max_f32": 1, "add_f32": 1,
                 "pk_add_f16": 1, "pk_add_bf16": 1}
ATOMIC_OPS_64 = {"add_u64": 1, "sub_u64": 1, "rsub_u64": 1, "inc_u64": 1, "dec_u64": 1, "min_i64": 1,
                 "max_i64": 1, "min_u64": 1, "max_u64": 1, "and_b64": 1, "or_b64": 1, "xor_b64": 1,
                 "mskor_b64": 2, "cmpst_b64": 2, "cmpst_f64": 2, "min_f64": 1, "max_f64": 1, "add_f64": 1}
TRANSPOSE_READS = {"b64_tr_b4": 2, "b64_tr_b8": 2, "b64_tr_b16": 2}  # b96_tr_b6 (fp6) not simulated


def _rtn_name(op: str) -> str:
    """``add_u32`` -> ``add_rtn_u32`` (LLVM spells the returning form with ``_rtn`` before the type)."""
    head, _, ty = op.rpartition("_")
    return f"{head}_rtn_{ty}"


def _lines() -> list[str]:
    lines = []
    for suffix, n in READS.items():
        half = " !reads_dst" if "d16" in suffix else ""  # d16 reads write one half of the destination
        lines.append(f"ds_read_{suffix} DS avdst:{n} vgpr:1 !lgkm{half}")
    for suffix, n in WRITES.items():
        lines.append(f"ds_write_{suffix} DS vgpr:1 avsrc:{n} !lgkm !store")
    for stride in ("", "st64"):
        for ty, n in (("b32", 1), ("b64", 2)):
            lines.append(f"ds_read2{stride}_{ty} DS avdst:{2 * n} vgpr:1 !lgkm")
            lines.append(f"ds_write2{stride}_{ty} DS vgpr:1 avsrc:{n} avsrc:{n} !lgkm !store")
    for table, n in ((ATOMIC_OPS_32, 1), (ATOMIC_OPS_64, 2)):
        for op, ndata in table.items():
            data = " ".join(f"avsrc:{n}" for _ in range(ndata))
            cas = " !cmpswap" if op.startswith("cmpst") else ""
            lines.append(f"ds_{op} DS vgpr:1 {data} !lgkm !atomic{cas}")
            lines.append(f"ds_{_rtn_name(op)} DS avdst:{n} vgpr:1 {data} !lgkm !atomic{cas}")
    lines.append("ds_wrxchg_rtn_b32 DS avdst:1 vgpr:1 avsrc:1 !lgkm !atomic")
    lines.append("ds_wrxchg_rtn_b64 DS avdst:2 vgpr:1 avsrc:2 !lgkm !atomic")
    lines += ["ds_swizzle_b32 DS avdst:1 vgpr:1 !lgkm", "ds_permute_b32 DS avdst:1 vgpr:1 avsrc:1 !lgkm",
              "ds_bpermute_b32 DS avdst:1 vgpr:1 avsrc:1 !lgkm", "ds_nop DS !lgkm"]
    for suffix, n in TRANSPOSE_READS.items():
        lines.append(f"ds_read_{suffix} DS avdst:{n} vgpr:1 !lgkm @gfx950")
    return lines


RECORDS = parse_table("\n".join(_lines()))

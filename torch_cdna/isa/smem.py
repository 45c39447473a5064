"""Scalar memory (SMEM) instructions: loads through the scalar cache, stores, cache control."""

from .records import parse_table


SMEM_ATOMIC_OPS = ("swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or", "xor", "inc",
                   "dec")


def _lines() -> str:
    lines = []
    for suffix, n in (("dword", 1), ("dwordx2", 2), ("dwordx4", 4), ("dwordx8", 8), ("dwordx16", 16)):
        lines.append(f"s_load_{suffix} SMEM sdst:{n} sgpr:2 soffset:1 !lgkm !smem")
        lines.append(f"s_buffer_load_{suffix} SMEM sdst:{n} sgpr:4 soffset:1 !lgkm !smem")
    for suffix, n in (("dword", 1), ("dwordx2", 2), ("dwordx4", 4)):
        lines.append(f"s_store_{suffix} SMEM ssrc:{n} sgpr:2 soffset:1 !lgkm !smem !store")
        lines.append(f"s_buffer_store_{suffix} SMEM ssrc:{n} sgpr:4 soffset:1 !lgkm !smem !store")
    # Scalar atomics (CDNA3/CDNA4 ISA "SMEM Instructions": S_ATOMIC_* / S_BUFFER_ATOMIC_*, 32- and 64-bit; the data
    # SGPRs get the pre-op value with glc). cmpswap's data is {src, cmp}: twice the width.
    for op in SMEM_ATOMIC_OPS:
        for x2, n in (("", 1), ("_x2", 2)):
            width = 2 * n if op == "cmpswap" else n
            cas = " !cmpswap" if op == "cmpswap" else ""
            lines.append(f"s_atomic_{op}{x2} SMEM sdst:{width} sgpr:2 soffset:1 !lgkm !smem !atomic{cas}")
            lines.append(f"s_buffer_atomic_{op}{x2} SMEM sdst:{width} sgpr:4 soffset:1 !lgkm !smem !atomic{cas}")
    lines += ["s_dcache_wb SMEM !lgkm !smem !side_effect", "s_dcache_inv SMEM !lgkm !smem !side_effect",
              "s_memtime SMEM sdst:2 !lgkm !smem", "s_memrealtime SMEM sdst:2 !lgkm !smem"]
    return "\n".join(lines)


RECORDS = parse_table(_lines())

"""Scalar memory (SMEM) instructions: loads through the scalar cache, stores, cache control."""

from .records import parse_table


def _lines() -> str:
    lines = []
    for suffix, n in (("dword", 1), ("dwordx2", 2), ("dwordx4", 4), ("dwordx8", 8), ("dwordx16", 16)):
        lines.append(f"s_load_{suffix} SMEM sdst:{n} sgpr:2 soffset:1 !lgkm !smem")
        lines.append(f"s_buffer_load_{suffix} SMEM sdst:{n} sgpr:4 soffset:1 !lgkm !smem")
    for suffix, n in (("dword", 1), ("dwordx2", 2), ("dwordx4", 4)):
        lines.append(f"s_store_{suffix} SMEM ssrc:{n} sgpr:2 soffset:1 !lgkm !smem !store")
        lines.append(f"s_buffer_store_{suffix} SMEM ssrc:{n} sgpr:4 soffset:1 !lgkm !smem !store")
    lines += ["s_dcache_wb SMEM !lgkm !smem !side_effect", "s_dcache_inv SMEM !lgkm !smem !side_effect",
              "s_memtime SMEM sdst:2 !lgkm !smem", "s_memrealtime SMEM sdst:2 !lgkm !smem"]
    return "\n".join(lines)


RECORDS = parse_table(_lines())

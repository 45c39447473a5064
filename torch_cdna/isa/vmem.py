"""Vector memory instructions: MUBUF (``buffer_*``), GLOBAL (``global_*``) and FLAT (``flat_*``) loads, stores,
atomics and cache controls of gfx942 (CDNA3) and gfx950 (CDNA4).

Operand slots follow the assembly order LLVM prints for the *common* form; variants differ only in ways the
simulator reads from the operand list itself:

- GLOBAL: ``vaddr:2 ... saddr:2``; with an SGPR base (``saddr`` not ``off``) ``vaddr`` is a single VGPR
  holding an unsigned 32-bit offset.
- MUBUF: ``vaddr`` is ``off``, one VGPR (``offen`` or ``idxen``) or two (``idxen offen``); the ``lds`` forms
  have no data register: ``buffer_load_dword v1, s[4:7], 0 offen lds`` reads its *offset* from ``v1``.
- SCRATCH (FLAT encoding, private segment): ``scratch_load_* vdst, vaddr, saddr`` and
  ``scratch_store_* vaddr, vdata, saddr`` where ``vaddr`` is one VGPR or ``off`` and ``saddr`` one SGPR or
  ``off`` (both may be given on gfx940+); the private address is ``vaddr + saddr + offset`` (signed 13-bit
  instruction offset), counted by ``vmcnt`` only.
- Atomics are listed in their non-returning form (``vaddr, vdata, saddr``); the returning form (``sc0`` on
  gfx942/gfx950, printed with a leading ``vdst``) has one more operand.

Example:
    >>> from torch_cdna import isa
    >>> rec = isa.lookup("global_load_dwordx4", "gfx942")
    >>> rec.fmt, rec.operands[0].dwords, sorted(rec.flags)
    ('GLOBAL', 4, ['vm'])
"""

from __future__ import annotations

from .records import parse_table

# suffix -> data dwords
LOADS = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4, "ubyte": 1, "sbyte": 1, "ushort": 1, "sshort": 1,
         "ubyte_d16": 1, "ubyte_d16_hi": 1, "sbyte_d16": 1, "sbyte_d16_hi": 1, "short_d16": 1, "short_d16_hi": 1}
STORES = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4, "byte": 1, "short": 1, "byte_d16_hi": 1,
          "short_d16_hi": 1}
# atomic name -> data dwords (the returning form returns the same width, cmpswap returns half its data)
ATOMICS_32 = ("swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or", "xor", "inc", "dec")
ATOMICS_FLOAT = {"add_f32": 1, "pk_add_f16": 1, "pk_add_bf16": 1, "add_f64": 2, "min_f64": 2, "max_f64": 2}
LDS_DMA = {"dword": 1, "ubyte": 1, "sbyte": 1, "ushort": 1, "sshort": 1}
LDS_DMA_GFX950 = {"dwordx3": 3, "dwordx4": 4}


def atomic_widths() -> dict[str, int]:
    """Every atomic suffix with its data width in dwords (``cmpswap`` carries compare + swap values)."""
    widths: dict[str, int] = {}
    for name in ATOMICS_32:
        widths[name] = 2 if name == "cmpswap" else 1
        widths[f"{name}_x2"] = 4 if name == "cmpswap" else 2
    widths.update(ATOMICS_FLOAT)
    return widths


def _lines() -> list[str]:
    lines = []
    for suffix, n in LOADS.items():
        half = " !reads_dst" if "d16" in suffix else ""  # d16 loads write one half of the destination
        lines.append(f"global_load_{suffix} GLOBAL avdst:{n} vaddr:2 saddr:2 !vm{half}")
        lines.append(f"buffer_load_{suffix} MUBUF avdst:{n} vaddr:1 sgpr:4 soffset:1 !vm{half}")
        lines.append(f"flat_load_{suffix} FLAT avdst:{n} vaddr:2 !vm !lgkm{half}")
    for suffix, n in STORES.items():
        lines.append(f"global_store_{suffix} GLOBAL vaddr:2 avsrc:{n} saddr:2 !vm !store")
        lines.append(f"buffer_store_{suffix} MUBUF avsrc:{n} vaddr:1 sgpr:4 soffset:1 !vm !store")
        lines.append(f"flat_store_{suffix} FLAT vaddr:2 avsrc:{n} !vm !lgkm !store")
    for name, n in atomic_widths().items():
        cas = " !cmpswap" if name.startswith("cmpswap") else ""
        lines.append(f"global_atomic_{name} GLOBAL vaddr:2 avsrc:{n} saddr:2 !vm !atomic{cas}")
        only = " @gfx950" if name == "pk_add_bf16" else ""  # gfx942 has the global/flat forms only
        lines.append(f"buffer_atomic_{name} MUBUF avsrc:{n} vaddr:1 sgpr:4 soffset:1 !vm !atomic{cas}{only}")
        lines.append(f"flat_atomic_{name} FLAT vaddr:2 avsrc:{n} !vm !lgkm !atomic{cas}")
    for suffix, n in LOADS.items():
        half = " !reads_dst" if "d16" in suffix else ""
        lines.append(f"scratch_load_{suffix} FLAT avdst:{n} vaddr:1 saddr:1 !vm !scratch{half}")
    for suffix, n in STORES.items():
        lines.append(f"scratch_store_{suffix} FLAT vaddr:1 avsrc:{n} saddr:1 !vm !store !scratch")
    for suffix in LDS_DMA:
        lines.append(f"global_load_lds_{suffix} GLOBAL vaddr:2 saddr:2 !vm !lgkm !lds_dma !reads_m0")
    for suffix in LDS_DMA_GFX950:
        lines.append(f"global_load_lds_{suffix} GLOBAL vaddr:2 saddr:2 !vm !lgkm !lds_dma !reads_m0 @gfx950")
    # cache controls (gfx940+: buffer_wbinvl1* no longer exist)
    for op in ("buffer_inv", "buffer_wbl2"):
        lines.append(f"{op} MUBUF !vm !side_effect")
    return lines


RECORDS = parse_table("\n".join(_lines()))

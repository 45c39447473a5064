"""List the instruction mnemonics (and their modifiers) that LLVM-printed AMDGPU assembly uses.

Example::

    >>> text = "k:\\n\\tv_add_f32_e32 v0, v1, v2\\n\\tv_mov_b32_dpp v1, v2 row_shr:1 bound_ctrl:0\\n\\ts_endpgm\\n"
    >>> sorted(mnemonics(text))
    ['s_endpgm', 'v_add_f32_e32', 'v_mov_b32_dpp']
    >>> sorted(modifiers(text)["v_mov_b32_dpp"])
    ['bound_ctrl', 'row_shr']
"""

from __future__ import annotations

import re
from collections import defaultdict

# Operand modifiers written as bare words or key:value after the operands.
_MODIFIER = re.compile(r"^(row_\w+|quad_perm|wave_\w+|bound_ctrl|bank_mask|row_mask|dst_sel|dst_unused|"
                       r"src\d_sel|op_sel(?:_hi)?|neg_lo|neg_hi|abs|clamp|mul|div|offset\d?|sc0|sc1|nt|glc|slc|"
                       r"lds|offen|idxen|gds|cbsz|abid|blgp|swizzle|lgkmcnt|vmcnt|expcnt|row_newbcast|"
                       r"fi|off|byte_sel)\b")


def instructions(asm_text: str):
    """Yield (mnemonic, operand text) for each instruction line of the assembly text."""
    for raw in asm_text.splitlines():
        line = raw.split(";", 1)[0].strip()
        if not line or line.startswith(".") or line.endswith(":"):
            continue
        if not re.match(r"^[sv]_|^(ds|buffer|global|flat|scratch)_", line):
            continue  # data directives of other sections never start like an instruction
        mnemonic, _, operands = line.partition(" ")
        yield mnemonic, operands.strip()


def mnemonics(asm_text: str) -> set[str]:
    """Distinct mnemonics, with their encoding suffix (``_e32``, ``_e64``, ``_dpp``, ``_sdwa``) as printed."""
    return {m for m, _ in instructions(asm_text)}


def modifiers(asm_text: str) -> dict[str, set[str]]:
    """For each mnemonic, the modifier keywords its operands use (``row_shr``, ``op_sel``, ``offset``...)."""
    found: dict[str, set[str]] = defaultdict(set)
    for mnemonic, operands in instructions(asm_text):
        for token in re.split(r"[\s,]+", operands):
            token = token.lstrip("-|")
            hit = _MODIFIER.match(token)
            if hit and (":" in token or "(" in token or token == hit.group(1)):
                found[mnemonic].add(hit.group(1))
    return found

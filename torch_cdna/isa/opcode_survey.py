"""Where ``isa/data/opcodes.txt`` comes from: every record of the ISA table assembled by LLVM, one sample line per
instruction and encoding form, with the opcode read back from the encoding.

The opcodes are facts of the hardware; LLVM's assembler is the most reliable witness of them for both gfx942 and
gfx950 (the ISA documents' opcode tables are long and have typos). ``python -m torch_cdna.isa.opcode_survey``
rewrites the data file (it needs the LLVM that ships in Triton, ~1-2 minutes); ``tests/isa/test_encoding.py``
re-assembles a random sample every run and checks the file against it.

Example:
    >>> from torch_cdna import isa
    >>> sample_line(isa.lookup("v_add_f32", "gfx942"), "VOP3")
    'v_add_f32_e64 v4, v8, v12'
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Iterable

from .encoding import opcode_form
from .records import ARCHS, InstrRecord

# Records kept only so that the simulator refuses them by name: no gfx9 encoding exists (LLVM: "instruction not
# supported on this GPU")
NOT_ENCODABLE = {"s_denorm_mode": "GFX10+ only", "s_round_mode": "GFX10+ only"}

# gfx950's v_mfma_ld_scale_b32: the VOP3P instruction that carries a scaled MFMA's scale operands, placed right
# before the MFMA (LLVM encodes ``v_mfma_scale_*`` as the pair)
SCALE_PREFIX_OPCODE = 44
DATA_FILE = Path(__file__).with_name("data") / "opcodes.txt"

# register numbers for the sample operands: distinct per slot so that a mix-up shows in the encoding
_VBASE = {"vdst": 4, "adst": 4, "avdst": 4, "vsrc": 8, "vgpr": 12, "avsrc": 8, "avc": 20, "vaddr": 16}
_SBASE = {"sdst": 10, "ssrc": 20, "sgpr": 24, "saddr": 24, "soffset": 30, "sdst_or_vcc": 40}


def _reg(file: str, base: int, n: int) -> str:
    if n == 1:
        return f"{file}{base}"
    base = -(-base // n) * n if file == "s" else base  # SGPR tuples are aligned
    return f"{file}[{base}:{base + n - 1}]"


def _sample_operands(rec: InstrRecord, form: str) -> list[str] | None:
    out: list[str] = []
    srcs_seen = 0
    for i, op in enumerate(rec.operands):
        k, n = op.kind, op.dwords
        # MFMA destinations, and the accvgpr moves' AGPR sources
        if (k == "avdst" and rec.fmt == "VOP3P_MAI") or (k == "avsrc" and rec.fmt in ("VOP3P", "VOP1")):
            out.append(_reg("a", 4 + 4 * (k == "avsrc"), n))
        elif k == "ssrc" and rec.mnemonic == "v_writelane_b32" and srcs_seen == 1:  # one SGPR per instruction
            out.append("1")
        elif k == "avdst" and rec.fmt == "VOP3P_MAI":
            out.append(_reg("a", 4, n))
        elif k in ("vdst", "vsrc", "vgpr", "avdst", "avsrc", "vaddr"):
            base = _VBASE[k] + 8 * (k == "avsrc" and srcs_seen > 0) + 8 * (k == "vsrc" and srcs_seen > 0)
            out.append(_reg("v", base + 4 * srcs_seen if k == "vsrc" else base, n))
        elif k == "adst":
            out.append(_reg("a", 4, n))
        elif k == "avc":
            out.append(_reg("a", 4, n) if rec.fmt == "VOP3P_MAI" else "v20")
        elif k == "sdst_or_vcc":
            out.append("vcc" if form in ("VOP2", "VOPC") else _reg("s", 40, n))
        elif k == "sgpr" and rec.fmt == "VOP2":  # the carry-in / mask source of v_cndmask/v_addc
            out.append("vcc" if form == "VOP2" else _reg("s", 44, n))
        elif k in ("sdst", "ssrc", "sgpr"):
            out.append(_reg("s", _SBASE[k] + 4 * srcs_seen * (k == "ssrc"), n))
        elif k == "saddr":
            out.append("off" if form == "GLOBAL" else "s24")
        elif k == "soffset":
            out.append("s30" if rec.fmt == "MUBUF" else "0x10")
        elif k == "simm":
            out.append(_simm(rec, i))
        elif k == "label":
            out.append("L")
        else:
            return None
        if not op.is_dst:
            srcs_seen += 1
    return out


def _simm(rec: InstrRecord, index: int) -> str:
    name = rec.mnemonic
    if name.startswith(("s_setreg", "s_getreg")) and index == (0 if name.startswith("s_setreg") else 1):
        return "hwreg(HW_REG_MODE)"
    if name == "s_sendmsg" or name == "s_sendmsghalt":
        return "sendmsg(MSG_INTERRUPT)"
    if rec.fmt == "VOP2":  # fmamk / fmaak constant
        return "0x4900" if name.endswith("f16") else "0x41200000"
    return "0x1"


def _suffix(rec: InstrRecord, form: str) -> str:
    if rec.fmt in ("VOP1", "VOP2", "VOPC") and "e64_ok" in rec.flags:
        return "_e64" if form == "VOP3" else "_e32"
    return ""


def _mods(rec: InstrRecord, form: str) -> str:
    if rec.fmt == "MUBUF" and rec.operands:
        return " offen"
    return ""


def sample_line(rec: InstrRecord, form: str) -> str | None:
    """An assembly line for ``rec`` in encoding ``form`` (None when the record's operands are not sampled)."""
    ops = _sample_operands(rec, form)
    if ops is None:
        return None
    text = rec.mnemonic + _suffix(rec, form)
    return (text + (" " + ", ".join(ops) if ops else "") + _mods(rec, form)).rstrip()


def forms(rec: InstrRecord) -> list[str]:
    """The encoding forms an instruction has: its own format (FLAT split by segment), and VOP3 for the VOP1/VOP2/
    VOPC instructions that have an e64 form."""
    return list(rec.forms)


def assemble_opcode(line: str, arch: str, assemble: Callable[[str, str], bytes]) -> tuple[str, int] | str:
    """(form, opcode) LLVM gives ``line`` on ``arch``, or the error text."""
    text = f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.text\nL:\n  {line}\n'
    try:
        code = assemble(text, arch)
    except Exception as exc:  # an assembler diagnostic: reported by the caller
        lines = [ln for ln in str(exc).splitlines() if "error" in ln or "warning" in ln]
        return (lines or [str(exc)])[0].strip()[:200]
    word0 = int.from_bytes(code[:4], "little")
    form, opcode = opcode_form(word0)
    if form == "VOP3P" and opcode == SCALE_PREFIX_OPCODE and len(code) >= 16:
        # v_mfma_scale_*: the v_mfma_ld_scale_b32 prefix (the scales) followed by the f8f6f4 MFMA itself
        return "VOP3P_SCALED", opcode_form(int.from_bytes(code[8:12], "little"))[1]
    return form, opcode


def text_section_assembler() -> Callable[[str, str], bytes]:
    """``assemble(text, arch) -> bytes of .text`` with the project's toolchain (relocatable object, no link)."""
    from ..asm.toolchain import find_toolchain
    from ..sim.elf import read_code

    def assemble(text: str, arch: str) -> bytes:
        return read_code(find_toolchain(arch).assemble(text, arch))[0]

    return assemble


def survey(records: Iterable[InstrRecord], archs: Iterable[str] = ARCHS,
           assemble: Callable[[str, str], bytes] | None = None) -> tuple[list[tuple[str, str, str, int]], list[str]]:
    """((mnemonic, arch, form, opcode) rows, problems) for ``records`` on ``archs``."""
    assemble = assemble or text_section_assembler()
    from .mfma import ALIASES
    rows, problems = [], []
    for rec in records:
        if rec.mnemonic in ALIASES or rec.mnemonic in NOT_ENCODABLE:  # aliases: the same opcode as another record
            continue
        for arch in archs:
            if arch not in rec.archs:
                continue
            for form in forms(rec):
                line = sample_line(rec, form)
                if line is None:
                    problems.append(f"{arch} {rec.mnemonic} {form}: no sample line")
                    continue
                got = assemble_opcode(line, arch, assemble)
                if isinstance(got, str):
                    problems.append(f"{arch} {rec.mnemonic} {form}: `{line}`: {got}")
                    continue
                got_form, op = got
                if got_form != form:
                    problems.append(f"{arch} {rec.mnemonic} {form}: `{line}` assembled as {got_form}")
                    continue
                rows.append((rec.mnemonic, arch, form, op))
    return rows, problems


HEADER = """\
# Opcodes of torch_cdna's ISA table, per arch and encoding form (generated by
# `python -m torch_cdna.isa.opcode_survey`: each record assembled by LLVM, the opcode read back).
# mnemonic arch form opcode
"""


def write(rows: list[tuple[str, str, str, int]], path: Path = DATA_FILE) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    body = "".join(f"{m} {a} {f} {op}\n" for m, a, f, op in sorted(rows))
    path.write_text(HEADER + body)


def main(argv: list[str] | None = None) -> int:
    from . import table
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the data file instead of writing it")
    args = parser.parse_args(argv)
    rows, problems = survey(table().values())
    for p in problems:
        print("problem:", p, file=sys.stderr)
    if args.check:
        from .opcodes import load_rows
        old = set(load_rows())
        new = set(rows)
        print(f"{len(new - old)} new, {len(old - new)} missing")
        return int(bool(new ^ old))
    write(rows)
    print(f"wrote {len(rows)} opcodes to {DATA_FILE} ({len(problems)} problems)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The consumers of the ISA records (hazard rules, the simulator's dispatch and statistics, the timing model, the
compiler's IR, operand checks, register allocator and passes) read ``InstrRecord`` fields, never the mnemonic's spelling
(issue 22).

The scan finds, in each consumer module's syntax tree: string literals spelled like an instruction or a prefix of
one (``v_``, ``s_``, ``ds_``, ``buffer_``, ``global_``, ``flat_``, ``scratch_``; docstrings and f-string messages
excepted), ``startswith``/``endswith`` on a ``mnemonic``/``base``/``op``, ``re`` calls on one, and comparisons
with one. Each finding that remains is listed in ``ALLOWED`` with the reason; a new one fails the test (put the
fact in the record table instead: ``torch_cdna/isa/records.py`` and the family modules).

``torch_cdna/isa/guess.py`` is the one module that reads spellings, for instructions the table lacks; its
findings are counted so that a new rule there is a deliberate change too.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "torch_cdna"
CONSUMERS = ("isa/hazards.py", "isa/records.py", "isa/targets.py", "sim/hazards.py", "sim/executor.py",
             "sim/stats.py", "sim/timing/static.py", "sim/timing/engine.py", "sim/timing/model.py",
             "sim/timing/late.py", "sim/timing/trace.py", "asm/passes/hazards.py", "asm/ir.py",
             "asm/operands.py", "asm/regalloc.py", "asm/passes/schedule.py", "asm/passes/dce.py", "asm/dataflow.py",
             "asm/passes/kernarg_batch.py", "asm/passes/kernarg_loads.py", "asm/passes/a2v.py", "sim/blocks.py",
             "sim/parse.py")
SPELLING = re.compile(r"^\^?(v|s|ds|buffer|global|flat|scratch)_[\w\\\[\]()|?*+{}.,:^$-]*$")
MNEMONIC_IDS = {"mnemonic", "base", ".op"}  # variables, attributes (".op": only as an attribute, asm's Instr.op)

ALLOWED: dict[tuple[str, str, str], str] = {
    ("isa/hazards.py", "literal", "flat_scratch"): "a special register's name in operand text, not an instruction",
    ("isa/hazards.py", "compare", "c.base == p.base"): "same opcode as the producer (a dot op accumulating in place)",
    ("isa/hazards.py", "compare", "c.base != p.base"): "same opcode as the producer (a dot op accumulating in place)",
    ("sim/executor.py", "literal", "global_buffer"): "a kernel argument's value kind (code object metadata)",
    ("asm/passes/hazards.py", "literal", "s_nop"): "the instruction the pass inserts",
    ("asm/ir.py", "literal", "flat_scratch"): "a special register's width (SPECIAL_WIDTH), not an instruction",
    ("asm/ir.py", "compare", "a.base == b.base"): "two special registers alias (vcc_lo and vcc), not mnemonics",
    ("asm/operands.py", "literal", "flat_scratch"): "a special register an operand may name, not an instruction",
    ("asm/operands.py", "compare", "o.base in ('vcc', 'm0', 'exec', 'flat_scratch')"):
        "special registers an operand may name (Special.base), not instructions",
    ("asm/regalloc.py", "compare", "base is None"): "a register range's first index (base), not a mnemonic",
    ("asm/regalloc.py", "compare", "base >= self.limit"): "a register range's first index (base), not a mnemonic",
    ("asm/dataflow.py", "literal", "flat_scratch"): "a special register DCE never deletes a write to",
    **{("asm/passes/kernarg_batch.py", "literal", w): "a load width the pass emits (and the tracer's loads it merges)"
       for w in ("s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8", "s_load_dwordx16")},
    ("asm/passes/kernarg_batch.py", "compare", "base.vreg.fixed == 0"): "the load's address register, not a mnemonic",
    ("asm/passes/kernarg_batch.py", "compare", "base.file == 's'"): "the load's address register, not a mnemonic",
    **{("asm/passes/a2v.py", "literal", m): "the AccVGPR moves the pass rewrites into v_mov_b32"
       for m in ("v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32", "v_mov_b32")},
    ("asm/passes/a2v.py", "compare", "ins.base in _MOVES"): "the AccVGPR moves the pass rewrites into v_mov_b32",
}
# isa/guess.py: kind prefixes, SOPP/DS/MFMA spellings, M0 readers, flow ends (see its module docstring)
GUESS_FINDINGS = {"literal": 68, "prefix": 15, "regex": 2, "compare": 11}


def _ids(node: ast.AST) -> set[str]:
    names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
    attrs = {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)}
    return names | attrs | {"." + a for a in attrs}


def name_rules(path: Path) -> list[tuple[str, str]]:
    """(kind, source text) of every spelling-based rule in a module (see the module docstring)."""
    tree = ast.parse(path.read_text())
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and \
                isinstance(body[0].value, ast.Constant):
            skip.add(id(body[0].value))  # docstring
        if isinstance(node, ast.JoinedStr):
            skip |= {id(v) for v in ast.walk(node)}  # message text
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip and \
                SPELLING.match(node.value):
            out.append(("literal", node.value))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            f = node.func
            if f.attr in ("startswith", "endswith") and _ids(f.value) & MNEMONIC_IDS:
                out.append(("prefix", ast.unparse(node)))
            elif isinstance(f.value, ast.Name) and f.value.id == "re" and any(_ids(a) & MNEMONIC_IDS for a in node.args):
                out.append(("regex", ast.unparse(node)))
        elif isinstance(node, ast.Compare) and any(isinstance(s, (ast.Name, ast.Attribute)) and _ids(s) & MNEMONIC_IDS
                                                   for s in [node.left, *node.comparators]):
            out.append(("compare", ast.unparse(node)))
    return out


def test_scan_finds_name_rules(tmp_path):
    # the detector itself: each form of rule the consumers used to have is found
    src = ('import re\nOPS = {"v_exp_f32"}\ndef f(base, rec):\n    a = base.startswith(("v_mfma", "v_smfmac"))\n'
           '    b = rec.mnemonic in ("s_nop", "s_waitcnt")\n    c = re.match(r"^v_mfma_f64", base)\n'
           '    """not a docstring"""\n    return f"{base}: use v_add_f32"\n')
    path = tmp_path / "probe.py"
    path.write_text(src)
    kinds = Counter(kind for kind, _ in name_rules(path))
    assert kinds == {"literal": 6, "prefix": 1, "compare": 1, "regex": 1}


def test_consumers_read_fields_not_names():
    found = {(rel, kind, text) for rel in CONSUMERS for kind, text in name_rules(ROOT / rel)}
    new = sorted(found - set(ALLOWED))
    assert not new, ("name-based instruction rules in ISA record consumers; describe the instruction in its "
                     f"record (torch_cdna/isa/records.py, the family tables) instead: {new}")
    assert not set(ALLOWED) - found, f"ALLOWED lists rules that are gone: {sorted(set(ALLOWED) - found)}"


def test_guess_module_rules_are_counted():
    assert dict(Counter(kind for kind, _ in name_rules(ROOT / "isa/guess.py"))) == GUESS_FINDINGS

"""The hazard pass's fast forms stand for the hazard table exactly: ``isa.hazards.MASK_RELATIONS`` holds exactly
where ``RELATIONS`` finds registers, ``AccessForm`` rebuilds ``access``'s register fields from an instruction's
operands, and the pass's per-instruction views (role and masks) are those of ``access`` on real kernels."""

import random

import pytest

from torch_cdna.asm import regalloc
from torch_cdna.asm.kernel import CompileOptions
from torch_cdna.asm.passes import hazards
from torch_cdna.isa import hazards as H
from tests.asm import kernels, test_crosslane
from tests.asm.test_fast_analyses import _traced

# (mnemonic, operand forms, modifiers): Vn/An/Sn a random n-dword range of a small pool (so operands of
# different instructions overlap often), "=k" the same text as operand k, anything else as written
TEMPLATES = [
    ("v_add_f32", ["V1", "V1", "S1"], {}), ("v_add_f32", ["V1", "V1", "V1"], {}),
    ("v_cmp_gt_f32_e64", ["S2", "V1", "V1"], {}), ("v_cmp_gt_f32_e32", ["vcc", "V1", "V1"], {}),
    ("v_cndmask_b32_e64", ["V1", "V1", "V1", "S2"], {}), ("v_cndmask_b32_e32", ["V1", "V1", "V1", "vcc"], {}),
    ("v_addc_co_u32_e32", ["V1", "vcc", "V1", "V1", "vcc"], {}), ("v_add_co_u32_e64", ["V1", "S2", "V1", "V1"], {}),
    ("v_readlane_b32", ["S1", "V1", "S1"], {}), ("v_writelane_b32", ["V1", "S1", "S1"], {}),
    ("v_readfirstlane_b32", ["S1", "V1"], {}), ("v_div_scale_f32", ["V1", "vcc", "V1", "V1", "V1"], {}),
    ("v_div_fmas_f32", ["V1", "V1", "V1", "V1"], {}), ("v_mov_b32_dpp", ["V1", "V1"], {"row_shr": 1}),
    ("v_exp_f32", ["V1", "V1"], {}), ("v_cmpx_gt_f32_e64", ["S2", "V1", "V1"], {}),
    ("v_dot2_f32_f16", ["V1", "V1", "V1", "V1"], {}), ("v_dot2_f32_f16", ["V1", "V1", "V1", "=0"], {}),
    ("v_mfma_f32_16x16x16_f16", ["A4", "V2", "V2", "A4"], {}),
    ("v_mfma_f32_16x16x16_f16", ["A4", "V2", "V2", "=0"], {}),
    ("v_mfma_f32_4x4x4_16b_f16", ["A4", "V2", "V2", "=0"], {}),
    ("v_mfma_f32_32x32x8_f16", ["V16", "V2", "V2", "V16"], {}),
    ("v_mfma_f32_32x32x2_f32", ["A16", "V1", "V1", "=0"], {}),
    ("v_mfma_f64_16x16x4_f64", ["V8", "V2", "V2", "=0"], {}),
    ("v_mfma_f64_4x4x4_4b_f64", ["V2", "V2", "V2", "V2"], {}), ("v_fma_f64", ["V2", "V2", "V2", "V2"], {}),
    ("v_accvgpr_read_b32", ["V1", "A1"], {}), ("v_accvgpr_write_b32", ["A1", "V1"], {}),
    ("v_cvt_pk_fp8_f32", ["V1", "V1", "V1"], {"op_sel": [0, 0, 1]}),
    ("v_mov_b32_sdwa", ["V1", "V1"], {"dst_sel": "WORD_1"}),
    ("buffer_store_dwordx4", ["V4", "V1", "S4", "S1"], {"offen": True}),
    ("buffer_store_dwordx4", ["V4", "V1", "S4", "0"], {"offen": True}),
    ("global_store_dwordx4", ["V2", "V4", "off"], {}), ("global_load_dword", ["V1", "V2", "off"], {}),
    ("buffer_load_dword", ["V1", "V1", "S4", "0"], {"offen": True, "lds": True}),
    ("s_mov_b32", ["m0", "S1"], {}), ("s_add_u32", ["S1", "S1", "S1"], {}), ("ds_read_b32", ["V1", "V1"], {}),
    ("ds_write_b128", ["V1", "V4"], {}), ("s_nop", ["1"], {}), ("v_permlane32_swap_b32", ["V1", "V1"], {}),
]
POOL = {"V": (0, 24), "A": (0, 24), "S": (0, 16)}


def _operand(form: str, done: list[str], rng: random.Random) -> str:
    if form.startswith("="):
        return done[int(form[1:])]
    if form[:1] in POOL and form[1:].isdigit():
        n = int(form[1:])
        lo = rng.randrange(0, POOL[form[0]][1] - n + 1, min(n, 4))
        file = form[0].lower()
        return f"{file}{lo}" if n == 1 else f"{file}[{lo}:{lo + n - 1}]"
    return form


def _shape(text: str):
    keys = H.reg_keys(text)
    if text[:1] in "sva" and keys and text not in ("vcc", "exec"):
        return (text[0], len(keys))
    return text if keys or text in ("off", "scc") else None


def _random_corpus(arch: str, rng: random.Random, n: int = 250) -> list:
    """(mnemonic, operand texts, modifiers, Access) of random instructions ``access`` describes on ``arch``."""
    out = []
    for k in range(n + len(TEMPLATES)):  # every template once, then random ones
        op, forms, mods = TEMPLATES[k] if k < len(TEMPLATES) else rng.choice(TEMPLATES)
        ops: list[str] = []
        for f in forms:
            ops.append(_operand(f, ops, rng))
        try:
            out.append((op, ops, mods, H.access(op, ops, arch, mods)))
        except (ValueError, KeyError):
            continue  # not on this arch
    assert {op for op, *_ in out} == {t[0] for t in TEMPLATES}  # every template describes on both archs
    return out


def _same_relations(pairs, arch: str) -> int:
    """Asserts each relation agrees on every (producer, consumer) pair, and holds only where one of its
    ``MASK_CONSUMER_FIELDS`` has registers; returns how many held."""
    held = 0
    for p, c in pairs:
        pm, cm = H.mask_access(p), H.mask_access(c)
        for name, rel in H.RELATIONS.items():
            want = bool(rel(p, c))
            assert bool(H.MASK_RELATIONS[name](pm, cm)) == want, (name, p.mnemonic, c.mnemonic, arch)
            if want and name in H.MASK_CONSUMER_FIELDS:
                assert any(getattr(cm, f) for f in H.MASK_CONSUMER_FIELDS[name]), (name, c.mnemonic)
            held += want
    return held


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_mask_relations_match_relations(arch):
    rng = random.Random()
    corpus = [a for *_, a in _random_corpus(arch, rng)]
    pairs = [(rng.choice(corpus), rng.choice(corpus)) for _ in range(4000)]
    held = _same_relations(pairs, arch)
    assert held > 500  # the corpus does relate (overlapping registers are common in the small pools)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_access_form_rebuilds_access(arch):
    rng = random.Random()
    for op, ops, mods, acc in _random_corpus(arch, rng):
        form = H.access_form(op, [_shape(t) for t in ops], arch, mods)
        assert form is not None, (op, ops)
        masks = form.masks([H.mask_of(H.reg_keys(t)) if _shape(t).__class__ is tuple else 0 for t in ops])
        want = H.mask_access(acc)
        assert masks == [getattr(want, f) for f in H.MASK_FIELDS], (op, ops, mods)
        for field in ("kind", "tags", "passes", "wide_store", "base"):
            assert getattr(form.access, field) == getattr(acc, field), (op, ops, field)


def test_mask_of_layout():
    assert H.mask_of(H.reg_keys("s[2:3]")) == 0b1100 and H.mask_of(H.reg_keys("vcc")) == 0b11 << 106
    assert H.mask_of(H.reg_keys("v[1:2]")) == 0b11 << (H.V_BIT + 1)
    assert H.mask_of(H.reg_keys("a511")) == 1 << (H.A_BIT + 511)
    assert H.mask_of(H.reg_keys("v5")) & H.VEC_MASK and not H.mask_of(H.reg_keys("s5")) & H.VEC_MASK


@pytest.mark.parametrize("fn", [kernels.lane_branches, kernels.lds_shuffle, kernels.scalar_mix,
                                test_crosslane.reduce_kernel], ids=lambda f: f.__name__)
def test_pass_views_are_access(fn):
    func = _traced(fn)
    alloc = regalloc.allocate(func, CompileOptions())
    arch = func.arch
    instrs = [i for b in func.blocks for i in b.instrs]
    views, _ = hazards._views(instrs, alloc, arch, {})
    accs = []
    for ins, view in zip(instrs, views):
        acc = None if ins.pseudo else hazards._access(ins, alloc, arch)
        role = hazards._role_of(acc, arch)  # the view's: the same but rules its empty fields rule out
        assert (view.role.id, view.role.prod) == (role.id, role.prod) and view.role.cons <= role.cons, str(ins)
        if acc is not None and (view.role.consumes or view.role.produces):  # others: no registers kept
            want = H.mask_access(acc)
            assert [getattr(view, f) for f in H.MASK_FIELDS] == [getattr(want, f) for f in H.MASK_FIELDS], str(ins)
            accs.append(acc)
    assert accs
    _same_relations([(p, c) for i, p in enumerate(accs) for c in accs[i + 1:i + 8]], arch)

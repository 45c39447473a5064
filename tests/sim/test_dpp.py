"""DPP16 lane maps, row/bank masks and bound_ctrl; SDWA source selects and destination placement. Reference
lane maps are written out here per control, from the ISA's description, independently of sim/operand_mods.py."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tests.sim.asmkit import lanes

POISON_OLD = 1000  # value of the destination before the DPP move


def ref_source(ctrl: str, lane: int) -> int | None:
    """Source lane of ``lane`` for a DPP control, None when out of range."""
    row, pos = lane // 16, lane % 16
    kind, _, arg = ctrl.partition(":")
    if kind == "quad_perm":
        perm = [int(x) for x in arg.strip("[]").split(",")]
        return lane - lane % 4 + perm[lane % 4]
    if kind == "row_shl":
        return lane + int(arg) if pos + int(arg) < 16 else None
    if kind == "row_shr":
        return lane - int(arg) if pos - int(arg) >= 0 else None
    if kind == "row_ror":
        return row * 16 + (pos - int(arg)) % 16
    if kind == "wave_shl":
        return lane + 1 if lane < 63 else None
    if kind == "wave_shr":
        return lane - 1 if lane > 0 else None
    if kind == "wave_rol":
        return (lane + 1) % 64
    if kind == "wave_ror":
        return (lane - 1) % 64
    if kind == "row_mirror":
        return row * 16 + 15 - pos
    if kind == "row_half_mirror":
        return lane - lane % 8 + 7 - lane % 8
    if ctrl == "row_bcast:15":
        return row * 16 - 1 if row > 0 else None
    if ctrl == "row_bcast:31":
        return 31 if row >= 2 else None
    raise AssertionError(ctrl)


CONTROLS = ["quad_perm:[1,0,3,2]", "quad_perm:[3,3,0,1]", "row_shl:1", "row_shl:7", "row_shr:1", "row_shr:8",
            "row_shr:15", "row_ror:3", "row_ror:12", "wave_shl:1", "wave_shr:1", "wave_rol:1", "wave_ror:1",
            "row_mirror", "row_half_mirror", "row_bcast:15", "row_bcast:31"]


def _run(ctrl: str, tail: str, exec_mask: int | None = None):
    src = torch.arange(64, dtype=torch.int32) * 3 + 7
    body = f"v_mov_b32_e32 v2, {POISON_OLD}\n"
    if exec_mask is not None:
        body += f"s_mov_b32 s20, {exec_mask & 0xFFFFFFFF:#x}\ns_mov_b32 s21, {exec_mask >> 32:#x}\n" \
                "s_mov_b64 exec, s[20:21]\n"
    body += f"v_mov_b32_dpp v2, v1 {ctrl} {tail}\ns_mov_b64 exec, -1"
    return src.tolist(), lanes(body, {"v1": src}, {"v2": torch.int32})["v2"].tolist()


@pytest.mark.parametrize("ctrl", CONTROLS)
@pytest.mark.parametrize("bound_ctrl", [False, True])
def test_dpp_lane_maps(ctrl, bound_ctrl):
    src, got = _run(ctrl, "row_mask:0xf bank_mask:0xf" + (" bound_ctrl:1" if bound_ctrl else ""))
    for lane in range(64):
        s = ref_source(ctrl, lane)
        expected = src[s] if s is not None else (0 if bound_ctrl else POISON_OLD)
        assert got[lane] == expected, (ctrl, lane)


@pytest.mark.parametrize("row_mask,bank_mask", [(0xA, 0xF), (0xC, 0xF), (0xF, 0xE), (0xF, 0xC), (0x5, 0x3)])
def test_row_and_bank_masks_disable_writes(row_mask, bank_mask):
    ctrl = "row_shr:4"
    src, got = _run(ctrl, f"row_mask:{row_mask:#x} bank_mask:{bank_mask:#x} bound_ctrl:1")
    for lane in range(64):
        enabled = (row_mask >> (lane // 16)) & 1 and (bank_mask >> (lane % 16 // 4)) & 1
        s = ref_source(ctrl, lane)
        expected = (src[s] if s is not None else 0) if enabled else POISON_OLD
        assert got[lane] == expected, lane


def test_disabled_source_lane_is_invalid():
    exec_mask = 0xFFFFFFFF_FFFFFFFE  # lane 0 off: lane 1 (row_shr:1) reads a disabled lane
    src, got = _run("row_shr:1", "row_mask:0xf bank_mask:0xf", exec_mask)
    assert got[0] == POISON_OLD and got[1] == POISON_OLD and got[2] == src[1]
    src, got = _run("row_shr:1", "row_mask:0xf bank_mask:0xf bound_ctrl:1", exec_mask)
    assert got[1] == 0 and got[2] == src[1]


def test_dpp_on_vop2_reads_src0_moved_and_src1_plain():
    g = np.random.default_rng()
    a = torch.from_numpy(g.standard_normal(64).astype(np.float32))
    b = torch.from_numpy(g.standard_normal(64).astype(np.float32))
    out = lanes("v_add_f32_dpp v3, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1\n"
                "v_sub_f32_dpp v4, -v1, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf",
                {"v1": a, "v2": b}, {"v3": torch.float32, "v4": torch.float32})
    for lane in range(64):
        moved = a[lane - 1].item() if lane % 16 else 0.0
        assert out["v3"][lane].item() == np.float32(moved) + np.float32(b[lane].item())
        q = lane - lane % 4 + [2, 3, 0, 1][lane % 4]
        assert out["v4"][lane].item() == np.float32(-a[q].item()) - np.float32(b[lane].item())


def test_dpp_with_the_same_register_twice_moves_only_src0(rng_seed):
    """``v_add_f32_dpp v3, v1, v1``: src0 is read through the DPP lane map, src1 (the same register) plainly;
    twice-written operands must stay two slots (the parser memoises operands)."""
    g = np.random.default_rng(rng_seed)
    a = torch.from_numpy(g.standard_normal(64).astype(np.float32))
    out = lanes("v_add_f32_dpp v3, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
                {"v1": a}, {"v3": torch.float32})
    for lane in range(64):
        moved = a[lane - 1].item() if lane % 16 else 0.0
        assert out["v3"][lane].item() == np.float32(moved) + np.float32(a[lane].item())


def test_row_bcast_scan_pattern():
    """A scan-like chain (row_shr, then row_bcast:15 and :31 with row/bank masks) against a lane-by-lane model."""
    x = torch.randint(0, 100, (64,), dtype=torch.int32)
    body = """
    v_mov_b32_e32 v2, v1
    s_nop 1
    v_add_u32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
    s_nop 1
    v_add_u32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
    s_nop 1
    v_add_u32_dpp v2, v2, v2 row_shr:3 row_mask:0xf bank_mask:0xf bound_ctrl:1
    s_nop 1
    v_add_u32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xe
    s_nop 1
    v_add_u32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xc
    s_nop 1
    v_add_u32_dpp v2, v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
    s_nop 1
    v_add_u32_dpp v2, v2, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
    s_nop 1
    """
    # the row_shr:1,2,3 steps with bound_ctrl add 0 past the row start, so each lane sums itself and its 3 (then
    # 6) predecessors; check the end result against an exact model of the sequence instead of a plain cumsum
    v = x.tolist()
    def step(vals, ctrl, row_mask, bank_mask, bound):
        out = list(vals)
        for lane in range(64):
            if not ((row_mask >> (lane // 16)) & 1 and (bank_mask >> (lane % 16 // 4)) & 1):
                continue
            s = ref_source(ctrl, lane)
            if s is None and not bound:
                continue
            out[lane] = (vals[s] if s is not None else 0) + vals[lane]
        return out
    for ctrl, rm, bm, bound in (("row_shr:1", 15, 15, 1), ("row_shr:2", 15, 15, 1), ("row_shr:3", 15, 15, 1),
                                ("row_shr:4", 15, 0xE, 0), ("row_shr:8", 15, 0xC, 0), ("row_bcast:15", 0xA, 15, 0),
                                ("row_bcast:31", 0xC, 15, 0)):
        v = step(v, ctrl, rm, bm, bound)
    got = lanes(body, {"v1": x}, {"v2": torch.int32})["v2"].tolist()
    assert got == v


SELS = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8), "WORD_0": (0, 16),
        "WORD_1": (16, 16), "DWORD": (0, 32)}


@pytest.mark.parametrize("sel", list(SELS))
@pytest.mark.parametrize("sext", [False, True])
def test_sdwa_source_select(sel, sext):
    g = np.random.default_rng()
    a = torch.from_numpy(g.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32).view(np.int32))
    b = torch.from_numpy(g.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32).view(np.int32))
    src0 = "sext(v1)" if sext else "v1"
    out = lanes(f"v_add_u32_sdwa v3, {src0}, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:{sel} src1_sel:DWORD",
                {"v1": a, "v2": b}, {"v3": torch.int32})["v3"]
    shift, width = SELS[sel]
    for x, y, r in zip(a.tolist(), b.tolist(), out.tolist()):
        f = ((x & 0xFFFFFFFF) >> shift) & ((1 << width) - 1)
        if sext and width < 32 and f >> (width - 1):
            f -= 1 << width
        assert r & 0xFFFFFFFF == (f + y) & 0xFFFFFFFF


@pytest.mark.parametrize("sel", list(SELS))
@pytest.mark.parametrize("unused", ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"])
def test_sdwa_dest_placement(sel, unused):
    g = np.random.default_rng()
    a = torch.from_numpy(g.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32).view(np.int32))
    old = torch.from_numpy(g.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32).view(np.int32))
    out = lanes(f"v_mov_b32_sdwa v2, v1 dst_sel:{sel} dst_unused:{unused} src0_sel:DWORD",
                {"v1": a, "v2": old}, {"v2": torch.int32})["v2"]
    shift, width = SELS[sel]
    for x, o, r in zip(a.tolist(), old.tolist(), out.tolist()):
        x, o = x & 0xFFFFFFFF, o & 0xFFFFFFFF
        field = (x & ((1 << width) - 1)) << shift
        fmask = ((1 << width) - 1) << shift
        if width == 32:
            exp = x
        elif unused == "UNUSED_PRESERVE":
            exp = (o & ~fmask & 0xFFFFFFFF) | field
        elif unused == "UNUSED_SEXT" and (field >> (shift + width - 1)) & 1:
            exp = field | (0xFFFFFFFF & ~((1 << (shift + width)) - 1))
        else:
            exp = field
        assert r & 0xFFFFFFFF == exp, (sel, unused, hex(x), hex(o))


def test_sdwa_compare_and_cndmask_forms_from_triton():
    g = np.random.default_rng()
    a = torch.from_numpy(g.integers(0, 1 << 31, 64).astype(np.int32))
    b = torch.from_numpy(g.integers(0, 256, 64).astype(np.int32))
    body = """
    v_cmp_gt_u32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
    s_nop 4
    v_cndmask_b32_sdwa v3, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
    """
    out = lanes(body, {"v1": a, "v2": b}, {"v3": torch.int32})["v3"].tolist()
    for x, y, r in zip(a.tolist(), b.tolist(), out):
        assert r == ((y >> 16) & 0xFFFF if ((x >> 8) & 0xFF) > y else x)

"""Golden tests of the emitted assembly (update with EXPECTTEST_ACCEPT=1 after an intended change).

Source annotations (``; file.py:line``) are shown relative to the kernel's ``def`` line (``; +3``), so adding
a test above a kernel does not change every expectation below it.
"""

import os
import re

import expecttest
import torch

from tests.asm import kernels
from tests.asm.helpers import build, run


def body(asm: str, fn=None) -> str:
    """The instructions between the kernel label and its end label; ``fn``'s source lines as ``+offset``."""
    lines = asm.splitlines()
    start = next(i for i, line in enumerate(lines) if line.endswith(":") and not line.startswith((".", "\t")))
    end = next(i for i, line in enumerate(lines) if line.startswith(".Lfunc_end"))
    text = "\n".join(line.strip() for line in lines[start + 1:end]) + "\n"
    if fn is not None:
        name, first = os.path.basename(fn.__code__.co_filename), fn.__code__.co_firstlineno
        text = re.sub(rf"; {re.escape(name)}:(\d+)", lambda m: f"; +{int(m.group(1)) - first}", text)
    return text


def descriptor(asm: str) -> str:
    keep = ("next_free", "accum_offset", "kernarg_size", "group_segment", "workgroup_id", "workitem_id")
    return "\n".join(line.strip() for line in asm.splitlines() if ".amdhsa_" in line and any(k in line for k in keep)) + "\n"


def vector_if(J, x: "int*", y: "int*", n: "int"):
    gid = J.gpr("vu32")
    gid[0] = J.blockIdx.x * 64 + J.threadIdx.x
    v = J.gpr("vi32", 0)
    with J.If(gid[0] < n):
        J.global_load(v, x + gid[0] * 4)
        J.s_waitcnt(vmcnt=0)
        v[0] = v[0] * 3 + 1
        J.global_store(y + gid[0] * 4, v)


class TestGolden(expecttest.TestCase):
    def test_acceptance_kernel(self):
        k = build(kernels.even_sum, N=32)
        self.assertExpectedInline(body(k.asm, kernels.even_sum), """\
s_load_dwordx2 s[0:1], s[0:1], 0  ; +0
s_mov_b32 s2, 0  ; +3
s_mov_b32 s3, 0  ; +4
s_waitcnt lgkmcnt(0)  ; +0
.Lk_loop_1:
s_cmp_lt_i32 s2, 32  ; +5
s_cbranch_scc0 .Lk_endloop_2  ; +5
s_and_b32 s4, s2, 1  ; +6
s_cmp_eq_i32 s4, 0  ; +6
s_cbranch_scc0 .Lk_else_4  ; +6
s_add_u32 s3, s3, s2  ; +7
.Lk_else_4:
s_add_u32 s2, s2, 1  ; +8
s_branch .Lk_loop_1  ; +5
.Lk_endloop_2:
s_store_dword s3, s[0:1], 0 glc  ; +9
s_waitcnt lgkmcnt(0)  ; +10
s_endpgm  ; +0
""")
        self.assertExpectedInline(descriptor(k.asm), """\
.amdhsa_group_segment_fixed_size 0
.amdhsa_kernarg_size 8
.amdhsa_system_sgpr_workgroup_id_x 1
.amdhsa_system_sgpr_workgroup_id_y 0
.amdhsa_system_sgpr_workgroup_id_z 0
.amdhsa_system_vgpr_workitem_id 0
.amdhsa_next_free_vgpr 1
.amdhsa_next_free_sgpr 5
.amdhsa_accum_offset 4
""")

    def test_vector_if(self):
        k = build(vector_if)
        self.assertExpectedInline(body(k.asm, vector_if), """\
s_load_dwordx4 s[4:7], s[0:1], 0  ; +0
s_load_dword s8, s[0:1], 16  ; +0
v_and_b32 v0, 0x3ff, v0  ; +2
s_mul_i32 s0, s2, 64  ; +2
v_mov_b32 v1, s0  ; +2
v_add_u32 v0, v1, v0  ; +2
v_mov_b32 v1, 0  ; +3
s_waitcnt lgkmcnt(0)  ; +0
v_cmp_lt_u32_e64 s[0:1], v0, s8  ; +4
s_and_saveexec_b64 s[0:1], s[0:1]  ; +4
s_cbranch_execz .Lk_else_1  ; +4
v_lshlrev_b32 v0, 2, v0  ; +5
v_mov_b32 v2, v0  ; +5
v_mov_b32 v3, 0  ; +5
v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]  ; +5
global_load_dword v1, v[2:3], off  ; +5
s_waitcnt vmcnt(0)  ; +6
v_mov_b32 v2, v0  ; +8
v_mov_b32 v3, 0  ; +8
v_mul_lo_u32 v0, v1, 3  ; +7
v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]  ; +8
v_add_u32 v1, 1, v0  ; +7
global_store_dword v[2:3], v1, off  ; +8
.Lk_else_1:
s_mov_b64 exec, s[0:1]  ; +4
s_endpgm  ; +0
""")
        self.assertExpectedInline(descriptor(k.asm), """\
.amdhsa_group_segment_fixed_size 0
.amdhsa_kernarg_size 20
.amdhsa_system_sgpr_workgroup_id_x 1
.amdhsa_system_sgpr_workgroup_id_y 0
.amdhsa_system_sgpr_workgroup_id_z 0
.amdhsa_system_vgpr_workitem_id 0
.amdhsa_next_free_vgpr 4
.amdhsa_next_free_sgpr 9
.amdhsa_accum_offset 4
""")

    def test_constant_division(self):
        def k(J, out: "int*", a: "int"):
            r = J.gpr(2, "si32")
            r[0] = a // 7
            r[1] = a % -3
            J.s_store_dwordx2(r, out, 0)
        self.assertExpectedInline(body(build(k).asm, k), """\
s_load_dwordx2 s[2:3], s[0:1], 0  ; +0
s_load_dword s0, s[0:1], 8  ; +0
s_waitcnt lgkmcnt(0)  ; +0
s_ashr_i32 s1, s0, 31  ; +2
s_xor_b32 s4, s0, s1  ; +2
s_mul_hi_u32 s5, s4, 0x24924925  ; +2
s_sub_u32 s4, s4, s5  ; +2
s_lshr_b32 s4, s4, 1  ; +2
s_add_u32 s4, s4, s5  ; +2
s_lshr_b32 s4, s4, 2  ; +2
s_xor_b32 s4, s4, s1  ; +2
s_cmp_le_i32 s0, 0  ; +3
s_cselect_b32 s1, -1, 0  ; +3
s_sub_u32 s6, s0, 1  ; +3
s_xor_b32 s6, s6, s1  ; +3
s_mul_hi_u32 s6, s6, 0xaaaaaaab  ; +3
s_lshr_b32 s6, s6, 1  ; +3
s_xor_b32 s1, s6, s1  ; +3
s_xor_b32 s1, s1, -1  ; +3
s_mul_i32 s1, s1, -3  ; +3
s_sub_u32 s5, s0, s1  ; +3
s_store_dwordx2 s[4:5], s[2:3], 0  ; +4
s_endpgm  ; +0
""")


def lane_loop(J, out: "int*", x: "int*"):
    """Per-lane While with a per-lane break and continue (divergent trip counts)."""
    tid = J.threadIdx.x
    v = J.gpr("vi32")
    J.global_load(v, x + tid * 4)
    J.s_waitcnt(vmcnt=0)
    i, acc = J.gpr("vi32", 0), J.gpr("vi32", 0)
    with J.While(i[0] < v[0]):
        i[0] = i[0] + 1
        with J.If((i[0] & 1) == 0):
            J.Continue()
        with J.If(acc[0] > 100):
            J.Break()
        acc[0] = acc[0] + i[0]
    J.global_store(out + tid * 4, acc)


def lds_reduce(J, out: "float*", x: "float*"):
    """Two waves: each lane writes LDS, a barrier, each lane reads its mirror slot, a DPP wave sum."""
    tid = J.threadIdx.x
    base = J.lds_alloc(128 * 4)
    v = J.gpr("vf32")
    J.global_load(v, x + tid * 4)
    J.s_waitcnt(vmcnt=0)
    J.ds_write(tid * 4, v, offset=base)
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()
    w = J.gpr("vf32")
    J.ds_read(w, (127 - tid) * 4, offset=base)
    J.s_waitcnt(lgkmcnt=0)
    total = J.wave_reduce(w * v, "sum")
    J.s_store_dword(total, out, J.readfirstlane(tid >> 6) * 4)


class TestGoldenVector(expecttest.TestCase):
    def test_lane_loop(self):
        self.assertExpectedInline(body(build(lane_loop).asm, lane_loop), """\
s_load_dwordx4 s[4:7], s[0:1], 0  ; +0
v_and_b32 v0, 0x3ff, v0  ; +2
v_lshlrev_b32 v1, 2, v0  ; +4
v_mov_b32 v2, v1  ; +4
v_mov_b32 v3, 0  ; +4
s_waitcnt lgkmcnt(0)  ; +0
v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]  ; +4
global_load_dword v1, v[2:3], off  ; +4
s_waitcnt vmcnt(0)  ; +5
v_mov_b32 v2, 0  ; +6
v_mov_b32 v3, 0  ; +6
s_mov_b64 s[0:1], exec  ; +7
.Lk_loop_1:
v_cmp_lt_i32_e64 s[2:3], v2, v1  ; +7
s_and_b64 exec, exec, s[2:3]  ; +7
s_cbranch_execz .Lk_endloop_2  ; +7
v_add_u32 v2, 1, v2  ; +8
v_and_b32 v4, 1, v2  ; +9
v_cmp_eq_i32_e64 s[2:3], v4, 0  ; +9
s_mov_b64 s[6:7], 0  ; +10
s_and_saveexec_b64 s[2:3], s[2:3]  ; +9
s_cbranch_execz .Lk_else_4  ; +9
s_or_b64 s[6:7], s[6:7], exec  ; +10
s_andn2_b64 s[2:3], s[2:3], exec  ; +10
s_mov_b64 exec, 0  ; +10
.Lk_else_4:
s_mov_b64 exec, s[2:3]  ; +9
s_mov_b32 s2, 0x64  ; +11
v_cmp_gt_i32_e64 s[2:3], v3, s2  ; +11
s_and_saveexec_b64 s[2:3], s[2:3]  ; +11
s_cbranch_execz .Lk_else_7  ; +11
s_andn2_b64 s[2:3], s[2:3], exec  ; +12
s_mov_b64 exec, 0  ; +12
.Lk_else_7:
s_mov_b64 exec, s[2:3]  ; +11
v_add_u32 v3, v3, v2  ; +13
s_or_b64 exec, exec, s[6:7]  ; +7
s_branch .Lk_loop_1  ; +7
.Lk_endloop_2:
s_mov_b64 exec, s[0:1]  ; +7
v_lshlrev_b32 v0, 2, v0  ; +14
v_mov_b32 v1, 0  ; +14
v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]  ; +14
global_store_dword v[0:1], v3, off  ; +14
s_endpgm  ; +0
""")

    def test_lds_reduce(self):
        k = build(lds_reduce)
        self.assertExpectedInline(body(k.asm, lds_reduce), """\
s_load_dwordx4 s[4:7], s[0:1], 0  ; +0
v_and_b32 v0, 0x3ff, v0  ; +2
v_lshlrev_b32 v1, 2, v0  ; +5
v_mov_b32 v2, v1  ; +5
v_mov_b32 v3, 0  ; +5
s_waitcnt lgkmcnt(0)  ; +0
v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]  ; +5
global_load_dword v1, v[2:3], off  ; +5
s_waitcnt vmcnt(0)  ; +6
v_lshlrev_b32 v2, 2, v0  ; +7
ds_write_b32 v2, v1  ; +7
s_waitcnt lgkmcnt(0)  ; +8
s_barrier  ; +9
v_sub_u32 v2, 0x7f, v0  ; +11
v_lshlrev_b32 v2, 2, v2  ; +11
ds_read_b32 v2, v2  ; +11
s_waitcnt lgkmcnt(0)  ; +12
v_mul_f32 v1, v2, v1  ; +13
s_mov_b64 s[0:1], exec  ; +13
s_mov_b64 exec, -1  ; +13
v_mov_b32 v2, 0  ; +13
s_mov_b64 exec, s[0:1]  ; +13
v_mov_b32 v2, v1  ; +13
s_mov_b64 exec, -1  ; +13
s_nop 0  ; +13 hazard
v_add_f32_dpp v2, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf  ; +13
s_nop 1  ; +13 hazard
v_add_f32_dpp v2, v2, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf  ; +13
s_nop 1  ; +13 hazard
v_add_f32_dpp v2, v2, v2 row_half_mirror row_mask:0xf bank_mask:0xf  ; +13
s_nop 1  ; +13 hazard
v_add_f32_dpp v2, v2, v2 row_mirror row_mask:0xf bank_mask:0xf  ; +13
s_nop 1  ; +13 hazard
v_add_f32_dpp v2, v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf  ; +13
s_nop 1  ; +13 hazard
v_add_f32_dpp v2, v2, v2 row_bcast:31 row_mask:0xc bank_mask:0xf  ; +13
s_nop 0  ; +13 hazard
v_readlane_b32 s2, v2, 63  ; +13
s_mov_b64 exec, s[0:1]  ; +13
v_lshrrev_b32 v0, 6, v0  ; +14
s_nop 0  ; +14 hazard
v_readfirstlane_b32 s0, v0  ; +14
s_mul_i32 s0, s0, 4  ; +14
s_store_dword s2, s[4:5], s0  ; +14
s_endpgm  ; +0
""")
        self.assertEqual(k.lds_bytes, 512)
        x = torch.randn(128)
        out = torch.full((2,), float("nan"))
        run(k, [out, x], block=(128,))
        prod = x.flip(0) * x
        torch.testing.assert_close(out, torch.stack([prod[:64].sum(), prod[64:].sum()]))

    def test_lane_loop_runs(self):
        x = torch.randint(-3, 40, (64,), dtype=torch.int32)
        out = torch.full((64,), -1, dtype=torch.int32)
        run(build(lane_loop), [out, x])
        want = []
        for n in x.tolist():
            i = acc = 0
            while i < n:
                i += 1
                if i % 2 == 0:
                    continue
                if acc > 100:
                    break
                acc += i
            want.append(acc)
        self.assertEqual(out.tolist(), want)


if __name__ == "__main__":
    expecttest.run_tests()

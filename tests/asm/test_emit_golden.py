"""Golden tests of the emitted assembly (update with EXPECTTEST_ACCEPT=1 after an intended change)."""

import expecttest
import torch

from tests.asm import kernels
from tests.asm.helpers import build, run


def body(asm: str) -> str:
    """The instructions between the kernel label and its end label."""
    lines = asm.splitlines()
    start = next(i for i, line in enumerate(lines) if line.endswith(":") and not line.startswith((".", "\t")))
    end = next(i for i, line in enumerate(lines) if line.startswith(".Lfunc_end"))
    return "\n".join(line.strip() for line in lines[start + 1:end]) + "\n"


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
        self.assertExpectedInline(body(k.asm), """\
s_load_dwordx2 s[0:1], s[0:1], 0
s_mov_b32 s2, 0
s_mov_b32 s3, 0
s_waitcnt lgkmcnt(0)
.Lk_loop_1:
s_cmp_lt_i32 s2, 32
s_cbranch_scc0 .Lk_endloop_2
s_and_b32 s4, s2, 1
s_cmp_eq_i32 s4, 0
s_cbranch_scc0 .Lk_else_4
s_add_u32 s3, s3, s2
.Lk_else_4:
s_add_u32 s2, s2, 1
s_branch .Lk_loop_1
.Lk_endloop_2:
s_store_dword s3, s[0:1], 0 glc
s_waitcnt lgkmcnt(0)
s_endpgm
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
        self.assertExpectedInline(body(k.asm), """\
s_load_dwordx2 s[4:5], s[0:1], 0
s_load_dwordx2 s[6:7], s[0:1], 8
s_load_dword s0, s[0:1], 16
v_and_b32 v0, 0x3ff, v0
s_mul_i32 s1, s2, 64
v_mov_b32 v1, s1
v_add_u32 v0, v1, v0
v_mov_b32 v1, 0
s_waitcnt lgkmcnt(0)
v_cmp_lt_u32_e64 s[0:1], v0, s0
s_and_saveexec_b64 s[0:1], s[0:1]
s_cbranch_execz .Lk_else_1
v_lshlrev_b32 v0, 2, v0
v_mov_b32 v2, v0
v_mov_b32 v3, 0
v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
global_load_dword v1, v[2:3], off
s_waitcnt vmcnt(0)
v_mov_b32 v2, v0
v_mov_b32 v3, 0
v_mul_lo_u32 v0, v1, 3
v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
v_add_u32 v1, 1, v0
global_store_dword v[2:3], v1, off
.Lk_else_1:
s_mov_b64 exec, s[0:1]
s_endpgm
""")
        self.assertExpectedInline(descriptor(k.asm), """\
.amdhsa_group_segment_fixed_size 0
.amdhsa_kernarg_size 20
.amdhsa_system_sgpr_workgroup_id_x 1
.amdhsa_system_sgpr_workgroup_id_y 0
.amdhsa_system_sgpr_workgroup_id_z 0
.amdhsa_system_vgpr_workitem_id 0
.amdhsa_next_free_vgpr 4
.amdhsa_next_free_sgpr 8
.amdhsa_accum_offset 4
""")

    def test_constant_division(self):
        def k(J, out: "int*", a: "int"):
            r = J.gpr(2, "si32")
            r[0] = a // 7
            r[1] = a % -3
            J.s_store_dwordx2(r, out, 0)
        self.assertExpectedInline(body(build(k).asm), """\
s_load_dwordx2 s[2:3], s[0:1], 0
s_load_dword s0, s[0:1], 8
s_waitcnt lgkmcnt(0)
s_ashr_i32 s1, s0, 31
s_xor_b32 s4, s0, s1
s_mul_hi_u32 s5, s4, 0x24924925
s_sub_u32 s4, s4, s5
s_lshr_b32 s4, s4, 1
s_add_u32 s4, s4, s5
s_lshr_b32 s4, s4, 2
s_xor_b32 s4, s4, s1
s_cmp_le_i32 s0, 0
s_cselect_b32 s1, -1, 0
s_sub_u32 s6, s0, 1
s_xor_b32 s6, s6, s1
s_mul_hi_u32 s6, s6, 0xaaaaaaab
s_lshr_b32 s6, s6, 1
s_xor_b32 s1, s6, s1
s_xor_b32 s1, s1, -1
s_mul_i32 s1, s1, -3
s_sub_u32 s5, s0, s1
s_store_dwordx2 s[4:5], s[2:3], 0
s_endpgm
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
        self.assertExpectedInline(body(build(lane_loop).asm), """\
s_load_dwordx2 s[2:3], s[0:1], 0
s_load_dwordx2 s[0:1], s[0:1], 8
v_and_b32 v0, 0x3ff, v0
v_lshlrev_b32 v1, 2, v0
v_mov_b32 v2, v1
v_mov_b32 v3, 0
s_waitcnt lgkmcnt(0)
v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
global_load_dword v1, v[2:3], off
s_waitcnt vmcnt(0)
v_mov_b32 v2, 0
v_mov_b32 v3, 0
s_mov_b64 s[0:1], exec
.Lk_loop_1:
v_cmp_lt_i32_e64 s[4:5], v2, v1
s_and_b64 exec, exec, s[4:5]
s_cbranch_execz .Lk_endloop_2
v_add_u32 v2, 1, v2
v_and_b32 v4, 1, v2
v_cmp_eq_i32_e64 s[4:5], v4, 0
s_mov_b64 s[6:7], 0
s_and_saveexec_b64 s[4:5], s[4:5]
s_cbranch_execz .Lk_else_4
s_or_b64 s[6:7], s[6:7], exec
s_andn2_b64 s[4:5], s[4:5], exec
s_mov_b64 exec, 0
.Lk_else_4:
s_mov_b64 exec, s[4:5]
s_mov_b32 s4, 0x64
v_cmp_gt_i32_e64 s[4:5], v3, s4
s_and_saveexec_b64 s[4:5], s[4:5]
s_cbranch_execz .Lk_else_7
s_andn2_b64 s[4:5], s[4:5], exec
s_mov_b64 exec, 0
.Lk_else_7:
s_mov_b64 exec, s[4:5]
v_add_u32 v3, v3, v2
s_or_b64 exec, exec, s[6:7]
s_branch .Lk_loop_1
.Lk_endloop_2:
s_mov_b64 exec, s[0:1]
v_lshlrev_b32 v0, 2, v0
v_mov_b32 v1, 0
v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
global_store_dword v[0:1], v3, off
s_endpgm
""")

    def test_lds_reduce(self):
        k = build(lds_reduce)
        self.assertExpectedInline(body(k.asm), """\
s_load_dwordx2 s[2:3], s[0:1], 0
s_load_dwordx2 s[0:1], s[0:1], 8
v_and_b32 v0, 0x3ff, v0
v_lshlrev_b32 v1, 2, v0
v_mov_b32 v2, v1
v_mov_b32 v3, 0
s_waitcnt lgkmcnt(0)
v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
global_load_dword v1, v[2:3], off
s_waitcnt vmcnt(0)
v_lshlrev_b32 v2, 2, v0
ds_write_b32 v2, v1
s_waitcnt lgkmcnt(0)
s_barrier
v_sub_u32 v2, 0x7f, v0
v_lshlrev_b32 v2, 2, v2
ds_read_b32 v2, v2
s_waitcnt lgkmcnt(0)
v_mul_f32 v1, v2, v1
s_mov_b64 s[0:1], exec
s_mov_b64 exec, -1
v_mov_b32 v2, 0
s_mov_b64 exec, s[0:1]
v_mov_b32 v2, v1
s_mov_b64 exec, -1
s_nop 0  ; hazard
v_add_f32_dpp v2, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
s_nop 1  ; hazard
v_add_f32_dpp v2, v2, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
s_nop 1  ; hazard
v_add_f32_dpp v2, v2, v2 row_half_mirror row_mask:0xf bank_mask:0xf
s_nop 1  ; hazard
v_add_f32_dpp v2, v2, v2 row_mirror row_mask:0xf bank_mask:0xf
s_nop 1  ; hazard
v_add_f32_dpp v2, v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
s_nop 1  ; hazard
v_add_f32_dpp v2, v2, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
s_nop 0  ; hazard
v_readlane_b32 s4, v2, 63
s_mov_b64 exec, s[0:1]
v_lshrrev_b32 v0, 6, v0
s_nop 0  ; hazard
v_readfirstlane_b32 s0, v0
s_mul_i32 s0, s0, 4
s_store_dword s4, s[2:3], s0
s_endpgm
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

	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	atomic_max_f32                  ; -- Begin function atomic_max_f32
	.p2align	8
	.type	atomic_max_f32,@function
atomic_max_f32:                         ; @atomic_max_f32
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.23:
	.file	1 "/work/main/tests/sim/peer" "k_atomic.py"
	.loc	1 38 0 prologue_end             ; k_atomic.py:38:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.24:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 39 39 is_stmt 1               ; k_atomic.py:39:39
	v_readfirstlane_b32 s0, v0
	.loc	1 43 5                          ; k_atomic.py:43:5
	s_and_b32 s0, s0, 0xc0
	.loc	1 39 12                         ; k_atomic.py:39:12
	s_lshl_b32 s1, s14, 8
	.loc	1 39 39 is_stmt 0               ; k_atomic.py:39:39
	v_and_b32_e32 v6, 63, v0
	.loc	1 39 12                         ; k_atomic.py:39:12
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v2, s0, v6
	.loc	1 41 9 is_stmt 1                ; k_atomic.py:41:9
	v_mov_b32_e32 v0, 0
	.loc	1 40 12                         ; k_atomic.py:40:12
	v_cmp_gt_i32_e64 s[0:1], s8, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v7, v0
	.loc	1 41 9                          ; k_atomic.py:41:9
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; k_atomic.py:0:9
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
	.loc	1 41 9                          ; k_atomic.py:41:9
	global_load_dword v7, v[4:5], off
.LBB0_2:
	.loc	1 0 9                           ; k_atomic.py:0:9
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v4, 0
	.loc	1 42 11 is_stmt 1               ; k_atomic.py:42:11
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 0 11 is_stmt 0                ; k_atomic.py:0:11
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	.loc	1 42 11                         ; k_atomic.py:42:11
	global_load_dword v0, v[0:1], off
.LBB0_4:
	.loc	1 0 11                          ; k_atomic.py:0:11
	s_or_b64 exec, exec, s[2:3]
	.loc	1 43 5 is_stmt 1                ; k_atomic.py:43:5
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v7
	s_and_b64 vcc, s[0:1], vcc
	v_mov_b32_e32 v3, 0
	v_cndmask_b32_e64 v5, 0, 1, vcc
	.loc	1 43 19 is_stmt 0               ; k_atomic.py:43:19
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 43 5                          ; k_atomic.py:43:5
	v_bfrev_b32_e32 v8, 0.5
	v_add_u32_dpp v2, v5, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v5 row_shr:2 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v4, v5 row_shr:3 row_mask:0xf bank_mask:0xf
	v_add3_u32 v2, v2, v3, v4
	.loc	1 43 19                         ; k_atomic.py:43:19
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	.loc	1 43 5                          ; k_atomic.py:43:5
	v_cmp_gt_i32_e64 s[2:3], 0, v7
	v_add_u32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xe
	s_barrier
	s_nop 0
	v_add_u32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xc
	s_nop 1
	v_add_u32_dpp v2, v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
	s_nop 1
	v_add_u32_dpp v2, v2, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_lshl_add_u32 v3, v2, 2, -4
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_nop 1
	v_cndmask_b32_e32 v3, v8, v3, vcc
	ds_permute_b32 v9, v3, v7
	ds_permute_b32 v2, v3, v0
	ds_permute_b32 v3, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_bcnt1_i32_b64 s4, vcc
	v_cmp_gt_u32_e32 vcc, s4, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_13
; %bb.5:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[2:3], 0, 4
	v_mov_b32_dpp v5, v3 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v4, v2 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_eq_u64_e32 vcc, v[10:11], v[4:5]
	s_lshr_b64 s[6:7], vcc, 1
	s_and_b32 s7, s7, 0x55555555
	s_and_b32 s6, s6, 0x55555555
	s_sub_u32 s6, vcc_lo, s6
	s_mov_b32 s8, 0x33333333
	s_subb_u32 s7, vcc_hi, s7
	s_mov_b32 s9, s8
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_lshr_b64 s[6:7], s[6:7], 2
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_add_u32 s6, s6, s10
	s_addc_u32 s7, s7, s11
	s_lshr_b64 s[8:9], s[6:7], 4
	s_add_u32 s6, s8, s6
	s_addc_u32 s7, s9, s7
	s_and_b32 s6, s6, 0xf0f0f0f
	s_and_b32 s7, s7, 0xf0f0f0f
	s_mul_i32 s8, s6, 0x1010101
	s_mul_hi_u32 s6, s6, 0x1010101
	s_add_i32 s6, s6, s8
	s_mul_i32 s7, s7, 0x1010101
	s_add_i32 s6, s6, s7
	s_cmp_gt_u32 s6, 0x1fffffff
	s_cbranch_scc1 .LBB0_11
; %bb.6:                                ; %.preheader4.preheader
	.loc	1 0 5                           ; k_atomic.py:0:5
	s_mov_b32 s8, 0
	s_mov_b64 s[6:7], 0
.LBB0_7:                                ; %.preheader4
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 43 5 is_stmt 1                ; k_atomic.py:43:5
	v_readfirstlane_b32 s10, v2
	v_readfirstlane_b32 s11, v3
	v_mov_b32_e32 v10, s8
	s_nop 0
	v_cmp_eq_u64_e64 s[10:11], s[10:11], v[2:3]
	s_bcnt1_i32_b64 s9, s[10:11]
	s_add_i32 s8, s8, s9
	v_mov_b64_e32 v[4:5], s[10:11]
	v_mov_b32_e32 v11, s9
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_7
; %bb.8:
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 43 5                          ; k_atomic.py:43:5
	v_mbcnt_lo_u32_b32 v4, v4, 0
	v_mbcnt_hi_u32_b32 v4, v5, v4
	v_sub_u32_e32 v5, v11, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_add_lshl_u32 v10, v4, v10, 2
	v_lshlrev_b32_e32 v5, 8, v5
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_or3_b32 v4, v5, v4, v10
	ds_permute_b32 v4, v10, v4
	ds_permute_b32 v2, v10, v2
	ds_permute_b32 v3, v10, v3
	ds_permute_b32 v9, v10, v9
	v_mov_b32_e32 v5, 1
	s_waitcnt lgkmcnt(3)
	v_cmp_ne_u32_sdwa vcc, v4, v5 src0_sel:BYTE_1 src1_sel:DWORD
	s_cbranch_vccz .LBB0_10
; %bb.9:
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v10, v4, v9 offset:128
	v_mov_b32_e32 v11, 32
	v_cmp_gt_u32_sdwa vcc, v4, v11 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v12, 16
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v10, v10, v9
	v_cndmask_b32_e32 v10, v9, v10, vcc
	ds_bpermute_b32 v11, v4, v10 offset:64
	v_cmp_gt_u32_sdwa vcc, v4, v12 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v12, 8
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v10, v11, v10
	v_cndmask_b32_e32 v10, v9, v10, vcc
	ds_bpermute_b32 v11, v4, v10 offset:32
	v_cmp_gt_u32_sdwa vcc, v4, v12 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v12, 4
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v10, v11, v10
	v_cndmask_b32_e32 v10, v9, v10, vcc
	ds_bpermute_b32 v11, v4, v10 offset:16
	v_cmp_gt_u32_sdwa vcc, v4, v12 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v12, 2
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v10, v11, v10
	v_cndmask_b32_e32 v10, v9, v10, vcc
	ds_bpermute_b32 v11, v4, v10 offset:8
	v_cmp_gt_u32_sdwa vcc, v4, v12 src0_sel:BYTE_1 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v10, v11, v10
	v_cndmask_b32_e32 v10, v9, v10, vcc
	ds_bpermute_b32 v11, v4, v10 offset:4
	v_cmp_gt_u32_sdwa vcc, v4, v5 src0_sel:BYTE_1 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v10, v11, v10
	v_cndmask_b32_e32 v9, v9, v10, vcc
.LBB0_10:
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[6:7], 1, v4
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_12
	s_branch .LBB0_13
.LBB0_11:
	.loc	1 0 5                           ; k_atomic.py:0:5
	s_mov_b64 s[6:7], -1
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_13
.LBB0_12:
	.loc	1 43 5 is_stmt 1                ; k_atomic.py:43:5
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_smax v[2:3], v9, off
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_13:
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 43 5 is_stmt 1                ; k_atomic.py:43:5
	s_and_b64 vcc, s[0:1], s[2:3]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_dpp v3, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v2 row_shr:2 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v2 row_shr:3 row_mask:0xf bank_mask:0xf
	v_add3_u32 v3, v3, v4, v5
	s_barrier
	s_nop 0
	v_add_u32_dpp v3, v3, v3 row_shr:4 row_mask:0xf bank_mask:0xe
	s_nop 1
	v_add_u32_dpp v3, v3, v3 row_shr:8 row_mask:0xf bank_mask:0xc
	s_barrier
	s_nop 0
	v_add_u32_dpp v3, v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf
	s_nop 1
	v_add_u32_dpp v3, v3, v3 row_bcast:31 row_mask:0xc bank_mask:0xf
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_lshl_add_u32 v4, v3, 2, -4
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v8, v4, vcc
	ds_permute_b32 v4, v3, v7
	ds_permute_b32 v0, v3, v0
	ds_permute_b32 v1, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_bcnt1_i32_b64 s0, vcc
	v_mov_b32_e32 v3, 0
	v_cmp_gt_u32_e32 vcc, s0, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_22
; %bb.14:
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v3, v1 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_lshl_add_u64 v[6:7], v[0:1], 0, 4
	v_mov_b32_dpp v2, v0 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_eq_u64_e32 vcc, v[6:7], v[2:3]
	s_lshr_b64 s[2:3], vcc, 1
	s_and_b32 s3, s3, 0x55555555
	s_and_b32 s2, s2, 0x55555555
	s_sub_u32 s2, vcc_lo, s2
	s_mov_b32 s4, 0x33333333
	s_subb_u32 s3, vcc_hi, s3
	s_mov_b32 s5, s4
	s_and_b64 s[6:7], s[2:3], s[4:5]
	s_lshr_b64 s[2:3], s[2:3], 2
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_add_u32 s2, s2, s6
	s_addc_u32 s3, s3, s7
	s_lshr_b64 s[4:5], s[2:3], 4
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_and_b32 s2, s2, 0xf0f0f0f
	s_and_b32 s3, s3, 0xf0f0f0f
	s_mul_i32 s4, s2, 0x1010101
	s_mul_hi_u32 s2, s2, 0x1010101
	s_add_i32 s2, s2, s4
	s_mul_i32 s3, s3, 0x1010101
	s_add_i32 s2, s2, s3
	s_cmp_gt_u32 s2, 0x1fffffff
	s_cbranch_scc1 .LBB0_20
; %bb.15:                               ; %.preheader.preheader
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_mov_b32 s4, 0
	s_mov_b64 s[2:3], 0
.LBB0_16:                               ; %.preheader
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 43 5 is_stmt 1                ; k_atomic.py:43:5
	v_readfirstlane_b32 s6, v0
	v_readfirstlane_b32 s7, v1
	v_mov_b32_e32 v5, s4
	s_nop 0
	v_cmp_eq_u64_e64 s[6:7], s[6:7], v[0:1]
	s_bcnt1_i32_b64 s5, s[6:7]
	s_add_i32 s4, s4, s5
	v_mov_b64_e32 v[2:3], s[6:7]
	v_mov_b32_e32 v6, s5
	s_or_b64 s[2:3], s[6:7], s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_16
; %bb.17:
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 43 5                          ; k_atomic.py:43:5
	v_mbcnt_lo_u32_b32 v2, v2, 0
	v_mbcnt_hi_u32_b32 v2, v3, v2
	v_sub_u32_e32 v3, v6, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_add_lshl_u32 v5, v2, v5, 2
	v_lshlrev_b32_e32 v3, 8, v3
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_or3_b32 v2, v3, v2, v5
	ds_permute_b32 v2, v5, v2
	ds_permute_b32 v0, v5, v0
	ds_permute_b32 v1, v5, v1
	ds_permute_b32 v4, v5, v4
	v_mov_b32_e32 v3, 1
	s_waitcnt lgkmcnt(3)
	v_cmp_ne_u32_sdwa vcc, v2, v3 src0_sel:BYTE_1 src1_sel:DWORD
	s_cbranch_vccz .LBB0_19
; %bb.18:
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v5, v2, v4 offset:128
	v_mov_b32_e32 v6, 32
	v_cmp_gt_u32_sdwa vcc, v2, v6 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 16
	s_waitcnt lgkmcnt(0)
	v_min_u32_e32 v5, v5, v4
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:64
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 8
	s_waitcnt lgkmcnt(0)
	v_min_u32_e32 v5, v6, v5
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:32
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 4
	s_waitcnt lgkmcnt(0)
	v_min_u32_e32 v5, v6, v5
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:16
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 2
	s_waitcnt lgkmcnt(0)
	v_min_u32_e32 v5, v6, v5
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:8
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_min_u32_e32 v5, v6, v5
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:4
	v_cmp_gt_u32_sdwa vcc, v2, v3 src0_sel:BYTE_1 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_min_u32_e32 v5, v6, v5
	v_cndmask_b32_e32 v4, v4, v5, vcc
.LBB0_19:
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_and_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_21
	s_branch .LBB0_22
.LBB0_20:
	.loc	1 0 5                           ; k_atomic.py:0:5
	s_mov_b64 s[2:3], -1
	s_and_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_22
.LBB0_21:
	.loc	1 43 5 is_stmt 1                ; k_atomic.py:43:5
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_umin v[0:1], v4, off
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_22:
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 43 5 is_stmt 1                ; k_atomic.py:43:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 38 1                          ; k_atomic.py:38:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	atomic_max_f32, .Lfunc_end0-atomic_max_f32
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_max_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
                                        ; -- End function
	.set .Latomic_max_f32.num_vgpr, 13
	.set .Latomic_max_f32.num_agpr, 0
	.set .Latomic_max_f32.numbered_sgpr, 15
	.set .Latomic_max_f32.num_named_barrier, 0
	.set .Latomic_max_f32.private_seg_size, 0
	.set .Latomic_max_f32.uses_vcc, 1
	.set .Latomic_max_f32.uses_flat_scratch, 0
	.set .Latomic_max_f32.has_dyn_sized_stack, 0
	.set .Latomic_max_f32.has_recursion, 0
	.set .Latomic_max_f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1964
; TotalNumSgprs: 21
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"k_atomic.py"                   ; string offset=7 ; k_atomic.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=19 ; /work/main/tests/sim/peer
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           atomic_max_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         atomic_max_f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:

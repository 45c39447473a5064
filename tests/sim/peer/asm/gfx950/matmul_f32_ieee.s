	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.167:
	.file	1 "/work/main/tests/sim/peer" "k_matmul.py"
	.loc	1 42 0 prologue_end             ; k_matmul.py:42:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.168:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	v_and_b32_e32 v2, 0x3ff, v0
	s_load_dwordx2 s[28:29], s[4:5], 0x20
.Ltmp1:
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_readfirstlane_b32 s0, v2
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_bfe_u32 s36, s0, 0x20006
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v53, 63, v0
	s_lshl_b32 s38, s36, 6
	v_or_b32_e32 v7, s38, v53
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_lshl_b32 s33, s16, 6
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v1, 5, v7
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v8, s33, v1
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_mov_b32_e32 v3, s36
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v52, 31, v0
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v8, s29
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	v_bitop3_b32 v9, s38, v3, v53 bitop3:0x36
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_sub_u32_e32 v3, v9, v7
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s14, v8
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[8:9]
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[22:23], s28, v52
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 2, v52
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v54, v3, v53
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[0:1], s[22:23], vcc
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v55, 2, v54
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	ds_bpermute_b32 v0, v55, v0
	ds_bpermute_b32 v1, v55, v1
	s_xor_b64 s[2:3], s[0:1], -1
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_lshl_b32 s37, s36, 8
	s_nop 0
	v_lshrrev_b64 v[4:5], v54, s[0:1]
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[0:1], 1, v4
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mov_b32 m0, s37
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v56, 2, v53
	v_lshlrev_b32_e32 v57, 2, v3
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v0, s37, v56, v57
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 8, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s14, v0
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v0, v0, s29
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v5, 0x104, v9
	v_or_b32_e32 v3, 0x100, v7
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_sub_u32_e32 v5, v5, v3
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[20:21], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v17, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v58, v5, v53
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[2:3], s[22:23], s[0:1]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[20:21], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v59, 2, v58
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	ds_bpermute_b32 v0, v59, v0
	ds_bpermute_b32 v1, v59, v1
	s_xor_b64 s[6:7], s[2:3], -1
	v_cmp_ne_u32_e64 s[2:3], 0, v4
	s_nop 1
	v_lshrrev_b64 v[4:5], v58, s[2:3]
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_add_i32 m0, s37, 0x400
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_6:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[18:19]
	v_xor_b32_e32 v4, 4, v9
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_sub_u32_e32 v0, v4, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_add3_u32 v0, s37, v56, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:2048
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 16, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[2:3], s14, v0
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v0, v0, s29
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[22:23], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v17, 0
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[22:23], s[2:3]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[22:23], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_cndmask_b32_e64 v5, 0, 1, s[6:7]
	ds_bpermute_b32 v0, v55, v0
	ds_bpermute_b32 v1, v55, v1
	s_xor_b64 s[18:19], s[6:7], -1
	v_cmp_ne_u32_e64 s[6:7], 0, v5
	s_nop 1
	v_lshrrev_b64 v[10:11], v54, s[6:7]
	v_and_b32_e32 v5, 1, v10
	v_cmp_eq_u32_e64 s[6:7], 1, v5
	s_and_saveexec_b64 s[20:21], s[6:7]
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_add_i32 m0, s37, 0x800
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v0, s37, v56, v57
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:2048
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 24, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[6:7], s14, v0
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v0, v0, s29
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v10, 0x304, v9
	v_or_b32_e32 v5, 0x300, v7
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_sub_u32_e32 v10, v10, v5
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[24:25], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v17, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v60, v10, v53
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[22:23], s[6:7]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[24:25], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v61, 2, v60
	v_cndmask_b32_e64 v6, 0, 1, s[18:19]
	ds_bpermute_b32 v0, v61, v0
	ds_bpermute_b32 v1, v61, v1
	s_xor_b64 s[20:21], s[18:19], -1
	v_cmp_ne_u32_e64 s[18:19], 0, v6
	s_nop 1
	v_lshrrev_b64 v[10:11], v60, s[18:19]
	v_and_b32_e32 v6, 1, v10
	v_cmp_eq_u32_e64 s[18:19], 1, v6
	s_and_saveexec_b64 s[24:25], s[18:19]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_add_i32 m0, s37, 0xc00
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_sub_u32_e32 v0, v4, v5
	v_lshlrev_b32_e32 v0, 2, v0
	v_add3_u32 v0, s37, v56, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:6144
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 32, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[20:21], s14, v0
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v0, v0, s29
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[26:27], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v17, 0
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[22:23], s[20:21]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[26:27], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_cndmask_b32_e64 v6, 0, 1, s[18:19]
	ds_bpermute_b32 v0, v55, v0
	ds_bpermute_b32 v1, v55, v1
	s_xor_b64 s[24:25], s[18:19], -1
	v_cmp_ne_u32_e64 s[18:19], 0, v6
	s_nop 1
	v_lshrrev_b64 v[10:11], v54, s[18:19]
	v_and_b32_e32 v6, 1, v10
	v_cmp_eq_u32_e64 s[18:19], 1, v6
	s_and_saveexec_b64 s[26:27], s[18:19]
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_add_i32 m0, s37, 0x1000
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_18:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[18:19], s[24:25]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v0, s37, v56, v57
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:4096
.LBB0_20:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 40, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[18:19], s14, v0
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v0, v0, s29
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v11, 0x504, v9
	v_or_b32_e32 v6, 0x500, v7
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_sub_u32_e32 v11, v11, v6
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[28:29], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v17, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v62, v11, v53
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[22:23], s[18:19]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[28:29], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v63, 2, v62
	v_cndmask_b32_e64 v10, 0, 1, s[24:25]
	ds_bpermute_b32 v0, v63, v0
	ds_bpermute_b32 v1, v63, v1
	s_xor_b64 s[26:27], s[24:25], -1
	v_cmp_ne_u32_e64 s[24:25], 0, v10
	s_nop 1
	v_lshrrev_b64 v[10:11], v62, s[24:25]
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[24:25], 1, v10
	s_and_saveexec_b64 s[30:31], s[24:25]
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_add_i32 m0, s37, 0x1400
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_22:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_sub_u32_e32 v0, v4, v6
	v_lshlrev_b32_e32 v0, 2, v0
	v_add3_u32 v0, s37, v56, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:10240
.LBB0_24:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 48, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[24:25], s14, v0
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v0, v0, s29
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[30:31], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v17, 0
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[26:27], s[22:23], s[24:25]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[30:31], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_cndmask_b32_e64 v10, 0, 1, s[26:27]
	ds_bpermute_b32 v0, v55, v0
	ds_bpermute_b32 v1, v55, v1
	s_xor_b64 s[30:31], s[26:27], -1
	v_cmp_ne_u32_e64 s[26:27], 0, v10
	s_nop 1
	v_lshrrev_b64 v[10:11], v54, s[26:27]
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[26:27], 1, v10
	s_and_saveexec_b64 s[34:35], s[26:27]
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_add_i32 m0, s37, 0x1800
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[34:35]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v0, s37, v56, v57
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:6144
.LBB0_28:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 56, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[26:27], s14, v0
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v0, v0, s29
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v9, 0x704, v9
	v_or_b32_e32 v7, 0x700, v7
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[32:33], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v17, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_sub_u32_e32 v9, v9, v7
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[0:1], v[32:33], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v17, v9, v53
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[8:9], s[22:23], s[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v64, 2, v17
	v_cndmask_b32_e64 v8, 0, 1, s[8:9]
	ds_bpermute_b32 v0, v64, v0
	ds_bpermute_b32 v1, v64, v1
	s_xor_b64 s[22:23], s[8:9], -1
	v_cmp_ne_u32_e64 s[8:9], 0, v8
	s_nop 1
	v_lshrrev_b64 v[8:9], v17, s[8:9]
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[8:9], 1, v8
	s_and_saveexec_b64 s[30:31], s[8:9]
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_add_i32 m0, s37, 0x1c00
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_30:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[8:9], s[22:23]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_sub_u32_e32 v0, v4, v7
	v_lshlrev_b32_e32 v0, 2, v0
	v_add3_u32 v0, s37, v56, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:14336
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s29, s17, 6
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, s29, v53
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s36, s28
	.loc	1 52 94 is_stmt 0               ; k_matmul.py:52:94
	v_cmp_le_i32_e64 s[16:17], s15, v0
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[8:9], s15, v0
	s_or_b64 s[16:17], s[16:17], s[22:23]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	; asyncmark
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[16:17]
	s_xor_b64 s[16:17], exec, s[22:23]
; %bb.33:                               ; %.critedge
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:16384
; %bb.34:                               ; %Flow103
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_saveexec_b64 s[16:17], s[16:17]
	s_load_dword s49, s[4:5], 0x28
	s_xor_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s22, s36, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s10, s22
	s_addc_u32 s23, s11, s23
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x4000
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_36:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s30, s36, 4
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s28, 0
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s30, s28
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[22:23], s[8:9], s[22:23]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[22:23], s[16:17], s[22:23]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[34:35], s[22:23]
	s_xor_b64 s[22:23], exec, s[34:35]
; %bb.37:                               ; %.critedge17
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:17408
; %bb.38:                               ; %Flow101
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s30, s30, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s10, s30
	s_addc_u32 s31, s11, s31
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x4400
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_40:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s30, s36, 8
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s30, s28
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[22:23], s[8:9], s[22:23]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[22:23], s[16:17], s[22:23]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[34:35], s[22:23]
	s_xor_b64 s[22:23], exec, s[34:35]
; %bb.41:                               ; %.critedge19
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:18432
; %bb.42:                               ; %Flow99
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s30, s30, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s10, s30
	s_addc_u32 s31, s11, s31
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x4800
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_44:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s30, s36, 12
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s30, s28
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[22:23], s[8:9], s[22:23]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[22:23], s[16:17], s[22:23]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[34:35], s[22:23]
	s_xor_b64 s[22:23], exec, s[34:35]
; %bb.45:                               ; %.critedge21
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:19456
; %bb.46:                               ; %Flow97
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s30, s30, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s10, s30
	s_addc_u32 s31, s11, s31
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x4c00
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_48:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s30, s36, 16
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s30, s28
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[22:23], s[8:9], s[22:23]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[22:23], s[16:17], s[22:23]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[34:35], s[22:23]
	s_xor_b64 s[22:23], exec, s[34:35]
; %bb.49:                               ; %.critedge23
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:20480
; %bb.50:                               ; %Flow95
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s30, s30, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s10, s30
	s_addc_u32 s31, s11, s31
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x5000
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_52:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s30, s36, 20
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s30, s28
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[22:23], s[8:9], s[22:23]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[22:23], s[16:17], s[22:23]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[34:35], s[22:23]
	s_xor_b64 s[22:23], exec, s[34:35]
; %bb.53:                               ; %.critedge25
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:21504
; %bb.54:                               ; %Flow93
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s30, s30, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s10, s30
	s_addc_u32 s31, s11, s31
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x5400
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_56:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s30, s36, 24
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s30, s28
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[22:23], s[8:9], s[22:23]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[22:23], s[16:17], s[22:23]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[34:35], s[22:23]
	s_xor_b64 s[22:23], exec, s[34:35]
; %bb.57:                               ; %.critedge27
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:22528
; %bb.58:                               ; %Flow91
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s30, s30, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s10, s30
	s_addc_u32 s31, s11, s31
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x5800
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_60:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s22, s36, 28
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s22, s28
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[30:31], s[8:9], s[30:31]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[16:17], s[16:17], s[30:31]
	s_xor_b64 s[16:17], s[16:17], -1
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[30:31], s[16:17]
	s_xor_b64 s[16:17], exec, s[30:31]
; %bb.61:                               ; %.critedge29
	v_lshl_add_u32 v8, v53, 2, s37
	v_mov_b32_e32 v9, 0
	ds_write_b32 v8, v9 offset:23552
; %bb.62:                               ; %Flow89
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s22, s22, s49
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s10, s22
	s_addc_u32 s23, s11, s23
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s37, 0x5c00
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_64:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_and_b32 s34, s38, 0x80
	v_and_b32_e32 v8, 32, v2
	s_and_b32 s35, s38, 64
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_sub_i32 s39, s28, 32
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v65, 3, v8
	v_mov_b32_e32 v69, 0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s39, 1
	v_lshlrev_b32_e32 v66, 7, v52
	v_lshlrev_b32_e32 v67, 1, v2
	v_lshlrev_b32_e32 v68, 3, v8
	; asyncmark
	s_cbranch_scc1 .LBB0_131
; %bb.65:                               ; %.lr.ph
	v_lshl_add_u64 v[34:35], v[0:1], 2, s[10:11]
	s_or_b32 s10, s36, 60
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s41, s49, s10
	s_or_b32 s10, s36, 56
	s_mul_i32 s43, s49, s10
	s_or_b32 s10, s36, 52
	s_mul_i32 s44, s49, s10
	s_or_b32 s10, s36, 48
	s_mul_i32 s45, s49, s10
	s_or_b32 s10, s36, 44
	s_mul_i32 s46, s49, s10
	s_or_b32 s10, s36, 40
	v_lshl_or_b32 v0, s34, 5, v66
	v_bitop3_b32 v1, v67, v65, 28 bitop3:0x6c
	s_mul_i32 s47, s49, s10
	s_or_b32 s10, s36, 36
	v_or_b32_e32 v70, v0, v1
	v_bitop3_b32 v71, v0, 8, v1 bitop3:0x36
	v_bitop3_b32 v72, v0, 16, v1 bitop3:0x36
	v_bitop3_b32 v73, v0, 24, v1 bitop3:0x36
	v_sub_u32_e32 v1, v4, v3
	v_sub_u32_e32 v2, v4, v5
	v_sub_u32_e32 v3, v4, v6
	v_sub_u32_e32 v4, v4, v7
	s_mul_i32 s48, s49, s10
	s_or_b32 s10, s36, 32
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s40, s35, 1
	v_or_b32_e32 v74, 32, v52
	s_lshl_b32 s42, s49, 5
	s_mov_b32 s55, 0
	s_movk_i32 s53, 0x4000
	s_mul_i32 s49, s49, s10
	v_lshlrev_b32_e32 v75, 2, v1
	v_lshlrev_b32_e32 v76, 2, v2
	v_lshlrev_b32_e32 v77, 2, v3
	v_lshlrev_b32_e32 v78, 2, v4
	s_xor_b64 s[16:17], s[8:9], -1
	s_mov_b32 s50, 0
	s_mov_b32 s51, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s52, 0
	s_branch .LBB0_67
.LBB0_66:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_add_i32 s8, s40, s53
	v_add3_u32 v79, s8, v68, v16
	; asyncmark
	ds_read2st64_b32 v[80:81], v79 offset1:2
	s_add_i32 s8, s38, 0x4000
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s52, s52, 32
	s_add_i32 s50, s50, s42
	s_cmp_lt_i32 s52, s39
	s_mov_b32 s53, s8
	s_mov_b32 s55, s38
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v80, v44, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v81, v46, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[80:81], v79 offset0:4 offset1:6
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v80, v48, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v81, v50, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[80:81], v79 offset0:8 offset1:10
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v80, v45, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[44:45], v79 offset0:12 offset1:14
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x2_f32 v[0:15], v81, v47, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v44, v49, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v45, v51, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[44:45], v79 offset0:16 offset1:18
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v44, v38, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v45, v40, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[44:45], v79 offset0:20 offset1:22
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v44, v42, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v45, v36, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[44:45], v79 offset0:24 offset1:26
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v44, v39, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[38:39], v79 offset0:28 offset1:30
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x2_f32 v[0:15], v45, v41, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v38, v43, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v39, v37, v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_132
.LBB0_67:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s8, s51, 1
	s_cmp_lt_i32 s8, 2
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v36, s52, v74
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cselect_b32 s51, s8, 0
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[8:9], s28, v36
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[18:19]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], vcc, s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v38, v55, v38
	ds_bpermute_b32 v39, v55, v39
	v_cndmask_b32_e64 v40, 0, 1, s[22:23]
	v_cmp_ne_u32_e64 s[10:11], 0, v40
	s_lshl_b32 s38, s51, 13
	s_add_i32 s54, s38, s37
	v_lshrrev_b64 v[40:41], v54, s[10:11]
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[10:11], 1, v40
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_cbranch_execz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mov_b32 m0, s54
	s_nop 0
	global_load_lds_dword v[38:39], off
.LBB0_69:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	v_add3_u32 v40, s54, v56, v57
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[10:11], s[22:23]
; %bb.70:                               ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v40, v69
; %bb.71:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[20:21]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[0:1], s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v38, v59, v38
	ds_bpermute_b32 v39, v59, v39
	v_cndmask_b32_e64 v41, 0, 1, s[22:23]
	v_cmp_ne_u32_e64 s[10:11], 0, v41
	s_nop 1
	v_lshrrev_b64 v[42:43], v58, s[10:11]
	v_and_b32_e32 v41, 1, v42
	v_cmp_eq_u32_e64 s[10:11], 1, v41
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_67 Depth=1
	s_add_i32 m0, s54, 0x400
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[38:39], off
.LBB0_73:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[10:11], s[22:23]
	s_cbranch_execz .LBB0_75
; %bb.74:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v38, s54, v56, v75
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b32 v38, v69 offset:2048
.LBB0_75:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[22:23]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[2:3], s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v38, v55, v38
	ds_bpermute_b32 v39, v55, v39
	v_cndmask_b32_e64 v41, 0, 1, s[22:23]
	v_cmp_ne_u32_e64 s[10:11], 0, v41
	s_nop 1
	v_lshrrev_b64 v[42:43], v54, s[10:11]
	v_and_b32_e32 v41, 1, v42
	v_cmp_eq_u32_e64 s[10:11], 1, v41
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_67 Depth=1
	s_add_i32 m0, s54, 0x800
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[38:39], off
.LBB0_77:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[10:11], s[22:23]
; %bb.78:                               ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v40, v69 offset:2048
; %bb.79:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[24:25]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[6:7], s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v38, v61, v38
	ds_bpermute_b32 v39, v61, v39
	v_cndmask_b32_e64 v41, 0, 1, s[22:23]
	v_cmp_ne_u32_e64 s[10:11], 0, v41
	s_nop 1
	v_lshrrev_b64 v[42:43], v60, s[10:11]
	v_and_b32_e32 v41, 1, v42
	v_cmp_eq_u32_e64 s[10:11], 1, v41
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_67 Depth=1
	s_add_i32 m0, s54, 0xc00
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[38:39], off
.LBB0_81:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[10:11], s[22:23]
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v38, s54, v56, v76
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b32 v38, v69 offset:6144
.LBB0_83:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[26:27]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[20:21], s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v38, v55, v38
	ds_bpermute_b32 v39, v55, v39
	v_cndmask_b32_e64 v41, 0, 1, s[22:23]
	v_cmp_ne_u32_e64 s[10:11], 0, v41
	s_nop 1
	v_lshrrev_b64 v[42:43], v54, s[10:11]
	v_and_b32_e32 v41, 1, v42
	v_cmp_eq_u32_e64 s[10:11], 1, v41
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_67 Depth=1
	s_add_i32 m0, s54, 0x1000
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[38:39], off
.LBB0_85:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[10:11], s[22:23]
; %bb.86:                               ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v40, v69 offset:4096
; %bb.87:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[18:19], s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v38, v63, v38
	ds_bpermute_b32 v39, v63, v39
	v_cndmask_b32_e64 v41, 0, 1, s[22:23]
	v_cmp_ne_u32_e64 s[10:11], 0, v41
	s_nop 1
	v_lshrrev_b64 v[42:43], v62, s[10:11]
	v_and_b32_e32 v41, 1, v42
	v_cmp_eq_u32_e64 s[10:11], 1, v41
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_67 Depth=1
	s_add_i32 m0, s54, 0x1400
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[38:39], off
.LBB0_89:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[10:11], s[22:23]
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v38, s54, v56, v77
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b32 v38, v69 offset:10240
.LBB0_91:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[30:31]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[24:25], s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v38, v55, v38
	ds_bpermute_b32 v39, v55, v39
	v_cndmask_b32_e64 v41, 0, 1, s[22:23]
	v_cmp_ne_u32_e64 s[10:11], 0, v41
	s_nop 1
	v_lshrrev_b64 v[42:43], v54, s[10:11]
	v_and_b32_e32 v41, 1, v42
	v_cmp_eq_u32_e64 s[10:11], 1, v41
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_67 Depth=1
	s_add_i32 m0, s54, 0x1800
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[38:39], off
.LBB0_93:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[10:11], s[22:23]
; %bb.94:                               ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v40, v69 offset:6144
; %bb.95:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[32:33]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[10:11], s[26:27], s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_bpermute_b32 v36, v64, v36
	ds_bpermute_b32 v37, v64, v37
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e64 v38, 0, 1, s[10:11]
	v_cmp_ne_u32_e64 s[8:9], 0, v38
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_lshrrev_b64 v[38:39], v17, s[8:9]
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[8:9], 1, v38
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execz .LBB0_97
; %bb.96:                               ;   in Loop: Header=BB0_67 Depth=1
	s_add_i32 m0, s54, 0x1c00
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[36:37], off
.LBB0_97:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	s_xor_b64 s[10:11], s[10:11], -1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_99
; %bb.98:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v36, s54, v56, v78
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b32 v36, v69 offset:14336
.LBB0_99:                               ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v36, s55, v70
	; asyncmark
	ds_read2_b32 v[44:45], v36 offset1:8
	ds_read2_b32 v[38:39], v36 offset0:16 offset1:24
	v_add_u32_e32 v36, s55, v71
	ds_read2_b32 v[46:47], v36 offset1:8
	ds_read2_b32 v[40:41], v36 offset0:16 offset1:24
	v_add_u32_e32 v36, s55, v72
	ds_read2_b32 v[48:49], v36 offset1:8
	ds_read2_b32 v[42:43], v36 offset0:16 offset1:24
	v_add_u32_e32 v36, s55, v73
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s10, s36, s52
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2_b32 v[50:51], v36 offset1:8
	s_waitcnt lgkmcnt(7)
	ds_read2_b32 v[36:37], v36 offset0:16 offset1:24
	.loc	1 49 14                         ; k_matmul.py:49:14
	s_add_i32 s8, s10, 32
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s8, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	v_lshl_add_u32 v79, v53, 2, s54
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_xor_b64 s[8:9], exec, s[22:23]
; %bb.100:                              ; %.critedge31
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:16384
; %bb.101:                              ; %Flow76
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_103
; %bb.102:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 21 is_stmt 1               ; k_matmul.py:52:21
	s_add_i32 s22, s49, s50
	s_ashr_i32 s23, s22, 31
	v_lshl_add_u64 v[80:81], s[22:23], 2, v[34:35]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x4000
	s_nop 0
	global_load_lds_dword v[80:81], off
.LBB0_103:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s8, s10, 36
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s8, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_xor_b64 s[8:9], exec, s[22:23]
; %bb.104:                              ; %.critedge33
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:17408
; %bb.105:                              ; %Flow74
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_107
; %bb.106:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_add_i32 s22, s48, s50
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	v_lshl_add_u64 v[80:81], s[22:23], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x4400
	s_nop 0
	global_load_lds_dword v[80:81], off
.LBB0_107:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s8, s10, 40
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s8, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_xor_b64 s[8:9], exec, s[22:23]
; %bb.108:                              ; %.critedge35
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:18432
; %bb.109:                              ; %Flow72
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_111
; %bb.110:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_add_i32 s22, s47, s50
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	v_lshl_add_u64 v[80:81], s[22:23], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x4800
	s_nop 0
	global_load_lds_dword v[80:81], off
.LBB0_111:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s8, s10, 44
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s8, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_xor_b64 s[8:9], exec, s[22:23]
; %bb.112:                              ; %.critedge37
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:19456
; %bb.113:                              ; %Flow70
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_115
; %bb.114:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_add_i32 s22, s46, s50
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	v_lshl_add_u64 v[80:81], s[22:23], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x4c00
	s_nop 0
	global_load_lds_dword v[80:81], off
.LBB0_115:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s8, s10, 48
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s8, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_xor_b64 s[8:9], exec, s[22:23]
; %bb.116:                              ; %.critedge39
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:20480
; %bb.117:                              ; %Flow68
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_119
; %bb.118:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_add_i32 s22, s45, s50
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	v_lshl_add_u64 v[80:81], s[22:23], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x5000
	s_nop 0
	global_load_lds_dword v[80:81], off
.LBB0_119:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s8, s10, 52
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s8, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_xor_b64 s[8:9], exec, s[22:23]
; %bb.120:                              ; %.critedge41
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:21504
; %bb.121:                              ; %Flow66
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_123
; %bb.122:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_add_i32 s22, s44, s50
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	v_lshl_add_u64 v[80:81], s[22:23], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x5400
	s_nop 0
	global_load_lds_dword v[80:81], off
.LBB0_123:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s8, s10, 56
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s8, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_xor_b64 s[8:9], exec, s[22:23]
; %bb.124:                              ; %.critedge43
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:22528
; %bb.125:                              ; %Flow64
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_127
; %bb.126:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	s_add_i32 s22, s43, s50
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_ashr_i32 s23, s22, 31
	v_lshl_add_u64 v[80:81], s[22:23], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x5800
	s_nop 0
	global_load_lds_dword v[80:81], off
.LBB0_127:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s10, s10, 60
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_ge_i32 s10, s28
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[16:17], s[8:9]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[8:9], exec, s[10:11]
; %bb.128:                              ; %.critedge45
                                        ;   in Loop: Header=BB0_67 Depth=1
	ds_write_b32 v79, v69 offset:23552
; %bb.129:                              ; %Flow
                                        ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_66
; %bb.130:                              ;   in Loop: Header=BB0_67 Depth=1
	.loc	1 52 21 is_stmt 1               ; k_matmul.py:52:21
	s_add_i32 s10, s41, s50
	s_ashr_i32 s11, s10, 31
	v_lshl_add_u64 v[80:81], s[10:11], 2, v[34:35]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_add_i32 m0, s54, 0x5c00
	s_nop 0
	global_load_lds_dword v[80:81], off
	s_branch .LBB0_66
.LBB0_131:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v15, 0
	s_mov_b32 s38, 0
	s_movk_i32 s8, 0x4000
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_132:                              ; %Flow87
	s_load_dword s2, s[4:5], 0x2c
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_add_i32 s0, s28, 31
	s_cmp_lt_i32 s0, 32
	; wait_asyncmark(0)
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_134
; %bb.133:
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_lshl1_add_u32 s0, s35, s8
	v_add3_u32 v26, s0, v68, v16
	ds_read2st64_b32 v[16:17], v26 offset1:2
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_lshl_b32 s0, s34, 5
	v_bitop3_b32 v18, v67, v65, 28 bitop3:0x6c
	v_or3_b32 v24, s0, v66, v18
	v_add_u32_e32 v27, s38, v24
	ds_read2_b32 v[18:19], v27 offset1:8
	v_xad_u32 v28, v24, 8, s38
	ds_read2_b32 v[20:21], v28 offset1:8
	v_xad_u32 v29, v24, 16, s38
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v18, v[0:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2_b32 v[22:23], v29 offset1:8
	v_xad_u32 v30, v24, 24, s38
	ds_read2_b32 v[24:25], v30 offset1:8
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v20, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[16:17], v26 offset0:4 offset1:6
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v22, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v24, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[16:17], v26 offset0:8 offset1:10
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v19, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v21, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[16:17], v26 offset0:12 offset1:14
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2_b32 v[20:21], v28 offset0:16 offset1:24
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v23, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v25, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[16:17], v26 offset0:16 offset1:18
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2_b32 v[18:19], v27 offset0:16 offset1:24
	ds_read2_b32 v[24:25], v30 offset0:16 offset1:24
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v18, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v20, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[16:17], v26 offset0:20 offset1:22
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2_b32 v[22:23], v29 offset0:16 offset1:24
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v22, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v24, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[16:17], v26 offset0:24 offset1:26
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v19, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v21, v[0:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b32 v[16:17], v26 offset0:28 offset1:30
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v23, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v25, v[0:15]
.LBB0_134:                              ; %._crit_edge._crit_edge
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_lshr_b32 s0, s34, 2
	s_or_b32 s0, s0, s33
	s_lshr_b32 s1, s35, 1
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v17, s0, v52
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_or_b32_e32 v16, s1, v65
	.loc	1 56 22 is_stmt 1               ; k_matmul.py:56:22
	v_mul_lo_u32 v18, v17, s2
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v16, s29, v16
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s14, v17
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v16
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_136
; %bb.135:
	s_nop 1
	global_store_dword v[18:19], v0, off
.LBB0_136:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_nop 0
	v_or_b32_e32 v0, 1, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_138
; %bb.137:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_138:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 2, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_140
; %bb.139:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_140:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 3, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_142
; %bb.141:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_142:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 8, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_144
; %bb.143:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_144:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 9, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_146
; %bb.145:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_146:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 10, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_148
; %bb.147:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_148:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 11, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_150
; %bb.149:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_150:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 16, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_152
; %bb.151:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_152:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 17, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_154
; %bb.153:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_154:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 18, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_156
; %bb.155:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_156:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 19, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_158
; %bb.157:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_158:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 24, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_160
; %bb.159:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_160:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 25, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_162
; %bb.161:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_162:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 26, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_164
; %bb.163:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_164:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 27, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_166
; %bb.165:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_166:
	.loc	1 42 1 is_stmt 1                ; k_matmul.py:42:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 82
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 84
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
	.set .Lmatmul.num_vgpr, 82
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 56
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6472
; TotalNumSgprs: 62
; NumVgprs: 82
; NumAgprs: 0
; TotalNumVgprs: 82
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 82
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 20
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
	.asciz	"k_matmul.py"                   ; string offset=7 ; k_matmul.py
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
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 256
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     82
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:

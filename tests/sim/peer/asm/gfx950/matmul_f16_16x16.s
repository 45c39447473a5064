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
; %bb.82:
	.file	1 "/work/main/tests/sim/peer" "k_matmul.py"
	.loc	1 42 0 prologue_end             ; k_matmul.py:42:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.83:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_lshl_b32 s30, s16, 4
	.loc	1 44 39 is_stmt 0               ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v1, 5, v0
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v1, s30, v1
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_and_b32_e32 v36, 31, v0
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v2, s11, v1
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[28:29], s10, v36
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[14:15], vcc, s[28:29]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v36
	v_mov_b32_e32 v28, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v28, v[4:5], off
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 2, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, s11, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[0:1], s[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v3, v[4:5], off
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 4, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[20:21], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, s11, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[10:11], v[4:5], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[20:21], s[28:29]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v29, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v4, v2
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[4:5]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v29, v[12:13], off
.LBB0_6:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 6, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v12, s11, v4
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[18:19], s8, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[18:19], s[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[22:23]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v4, v2
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[4:5]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v5, v[4:5], off
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 8, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v14, s11, v4
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[22:23], s8, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[22:23], s[28:29]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v4, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[24:25]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v22, v2
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v4, v[16:17], off
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v16, 10, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[26:27], s8, v16
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v16, s11, v16
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[26:27], s[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[24:25]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v22, v2
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v23, v[18:19], off
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v18, 12, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[24:25], s8, v18
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v18, s11, v18
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], s[24:25], s[28:29]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v22, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[34:35]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v26, v2
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v22, v[20:21], off
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v1, 14, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v20, s11, v1
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[14:15], s8, v1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[14:15], s[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v26, v2
	v_lshl_add_u64 v[24:25], v[20:21], 0, v[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v27, v[24:25], off
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	v_and_b32_e32 v1, 15, v0
	.loc	1 45 10                         ; k_matmul.py:45:10
	s_lshl_b32 s11, s17, 4
	v_or_b32_e32 v24, s11, v1
	.loc	1 46 10                         ; k_matmul.py:46:10
	v_lshrrev_b32_e32 v26, 4, v0
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[16:17], s9, v24
	.loc	1 52 74 is_stmt 0               ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mul_lo_u32 v32, s12, v26
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[24:25], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v32, v[32:33], off
.LBB0_18:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v2, 4, v26
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s10, 0
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_and_b64 s[34:35], s[28:29], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	v_mul_lo_u32 v30, s12, v2
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[24:25], 1, v[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v31, v[30:31], off
.LBB0_20:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v2, 8, v26
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[34:35], s[28:29], s[2:3]
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	v_mul_lo_u32 v34, s12, v2
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[24:25], 1, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v38, v[34:35], off
.LBB0_22:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v2, 12, v26
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[34:35], s[28:29], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	v_mul_lo_u32 v34, s12, v2
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[24:25], 1, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v37, v[34:35], off
.LBB0_24:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v2, 16, v26
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[34:35], s[28:29], s[2:3]
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	v_mul_lo_u32 v34, s12, v2
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[24:25], 1, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v40, v[34:35], off
.LBB0_26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v2, 20, v26
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[34:35], s[28:29], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	v_mul_lo_u32 v34, s12, v2
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[24:25], 1, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v39, v[34:35], off
.LBB0_28:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v2, 24, v26
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[34:35], s[28:29], s[2:3]
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	v_mul_lo_u32 v34, s12, v2
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[24:25], 1, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v42, v[34:35], off
.LBB0_30:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v2, 28, v26
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[28:29], s[28:29], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	v_mul_lo_u32 v34, s12, v2
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[24:25], 1, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v41, v[34:35], off
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v30, 1, v0
	v_add_u32_e32 v43, 0, v30
	v_xor_b32_e32 v33, 16, v30
	s_waitcnt vmcnt(0)
	ds_write_b16 v43, v28
	ds_write_b16 v43, v3 offset:128
	v_add_u32_e32 v3, 0, v33
	v_xor_b32_e32 v34, 32, v30
	ds_write_b16 v3, v29 offset:256
	ds_write_b16 v3, v5 offset:384
	v_add_u32_e32 v5, 0, v34
	v_xor_b32_e32 v35, 48, v30
	.loc	1 0 0 is_stmt 0                 ; k_matmul.py:0
	v_and_b32_e32 v2, 32, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b16 v5, v4 offset:512
	ds_write_b16 v5, v23 offset:640
	v_add_u32_e32 v4, 0, v35
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_sub_i32 s28, s10, 32
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_mov_b32 s35, 0
	ds_write_b16 v4, v22 offset:768
	ds_write_b16 v4, v27 offset:896
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v43, v32 offset:2048
	ds_write_b16 v43, v31 offset:2176
	ds_write_b16 v43, v40 offset:2560
	ds_write_b16 v43, v39 offset:2688
	ds_write_b16 v3, v38 offset:2304
	ds_write_b16 v3, v37 offset:2432
	ds_write_b16 v3, v42 offset:2816
	ds_write_b16 v3, v41 offset:2944
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s28, 0
	v_lshlrev_b32_e32 v27, 3, v1
	v_and_b32_e32 v29, 16, v0
	v_lshlrev_b32_e32 v28, 4, v2
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_35
.LBB0_34:
	s_mov_b64 s[2:3], -1
.LBB0_35:                               ; %Flow22
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v31, 6, v1
	v_lshlrev_b32_e32 v32, 2, v0
	s_cbranch_scc1 .LBB0_70
; %bb.36:                               ; %.lr.ph
	v_bfe_i32 v2, v0, 4, 1
	s_movk_i32 s2, 0x110
	v_bitop3_b32 v38, v2, v27, s2 bitop3:0x6c
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	v_or_b32_e32 v2, 60, v26
	v_mul_lo_u32 v39, s12, v2
	v_or_b32_e32 v2, 56, v26
	v_mul_lo_u32 v40, s12, v2
	v_or_b32_e32 v2, 52, v26
	v_mul_lo_u32 v41, s12, v2
	v_or_b32_e32 v2, 48, v26
	v_mul_lo_u32 v42, s12, v2
	v_or_b32_e32 v2, 44, v26
	v_mul_lo_u32 v43, s12, v2
	v_or_b32_e32 v2, 40, v26
	v_mul_lo_u32 v44, s12, v2
	v_or_b32_e32 v2, 36, v26
	v_mul_lo_u32 v45, s12, v2
	v_or_b32_e32 v2, 32, v26
	v_mul_lo_u32 v46, s12, v2
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[22:23], v[24:25], 1, s[4:5]
	v_bitop3_b32 v37, v32, 48, v0 bitop3:0x48
	v_or_b32_e32 v36, 32, v36
	s_lshl_b32 s29, s12, 5
	s_movk_i32 s31, 0x800
	s_mov_b32 s12, 0
	s_mov_b32 s34, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	s_mov_b32 s33, 0
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_add3_u32 v65, s31, v28, v38
	ds_read_b64_tr_b16 v[66:67], v65
	ds_read_b64_tr_b16 v[68:69], v65 offset:128
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s33, s33, 32
	s_add_i32 s2, s34, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s34, s2, 0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[66:69], v[48:51], v[2:5]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_lshl_b32 s35, s34, 10
	v_add_u32_e32 v48, s35, v30
	v_add_u32_e32 v49, s35, v34
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 s31, s35, 0x800
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s12, s12, s29
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt vmcnt(0)
	; wave barrier
	ds_write_b16 v48, v47
	ds_write_b16 v48, v53 offset:128
	v_add_u32_e32 v47, s35, v33
	ds_write_b16 v49, v54 offset:512
	ds_write_b16 v49, v57 offset:640
	v_add_u32_e32 v49, s35, v35
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s33, s28
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b16 v47, v52 offset:256
	ds_write_b16 v47, v55 offset:384
	ds_write_b16 v49, v56 offset:768
	ds_write_b16 v49, v58 offset:896
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v48, v59 offset:2048
	ds_write_b16 v48, v60 offset:2176
	ds_write_b16 v48, v62 offset:2560
	ds_write_b16 v48, v64 offset:2688
	ds_write_b16 v47, v25 offset:2304
	ds_write_b16 v47, v61 offset:2432
	ds_write_b16 v47, v63 offset:2816
	ds_write_b16 v47, v24 offset:2944
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_71
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v24, s33, v36
	v_cmp_gt_i32_e64 s[2:3], s10, v24
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[36:37], vcc, s[2:3]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_mov_b32_e32 v47, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[48:49], v[24:25], 1, v[6:7]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v47, v[48:49], off
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[0:1], s[2:3]
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[48:49], v[24:25], 1, v[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v53, v[48:49], off
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[20:21], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[48:49], v[24:25], 1, v[10:11]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v52, v[48:49], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[18:19], s[2:3]
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[48:49], v[24:25], 1, v[12:13]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v55, v[48:49], off
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[22:23], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[48:49], v[24:25], 1, v[14:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v54, v[48:49], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[26:27], s[2:3]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[48:49], v[24:25], 1, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v57, v[48:49], off
.LBB0_50:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[24:25], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[48:49], v[24:25], 1, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v56, v[48:49], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[24:25], v[24:25], 1, v[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v58, v[24:25], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add3_u32 v24, s35, v31, v37
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b128 v[48:51], v24
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v24, s33, v26
	v_add_u32_e32 v25, 32, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v25
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_add_u32_e32 v60, s12, v46
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v59, v[60:61], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v25, 36, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v25
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v60, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v60, s12, v45
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v60, v[60:61], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v61, 40, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v61
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v62, s12, v44
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v25, v[62:63], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v61, 44, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v61
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v64, s12, v43
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[64:65], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v61, v[64:65], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v63, 48, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v63
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v62, s12, v42
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v62, v[62:63], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v63, 52, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v63
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v64, s12, v41
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[64:65], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v64, v[64:65], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v65, 56, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v65
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v66, s12, v40
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v63, v[66:67], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v24, 60, v24
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v24
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v24, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_add_u32_e32 v66, s12, v39
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v24, v[66:67], off
	s_branch .LBB0_37
.LBB0_70:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v5, 0
	s_movk_i32 s31, 0x800
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_71:                               ; %Flow23
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_mov_b32_e32 v7, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v29
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_nop 0
	v_cndmask_b32_e64 v7, v7, 0, vcc
	v_xor_b32_e32 v7, v7, v27
	v_add3_u32 v7, s31, v28, v7
	ds_read_b64_tr_b16 v[8:9], v7
	ds_read_b64_tr_b16 v[10:11], v7 offset:128
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s10, s10, 31
	v_and_b32_e32 v6, 48, v0
	s_cmp_lt_i32 s10, 32
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_bitop3_b32 v0, v32, 48, v0 bitop3:0x48
	v_add3_u32 v0, s35, v31, v0
	ds_read_b128 v[12:15], v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[8:11], v[12:15], v[2:5]
.LBB0_73:                               ; %._crit_edge._crit_edge
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v1, s30, v1
	.loc	1 44 39 is_stmt 0               ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v0, 2, v6
	.loc	1 56 22 is_stmt 1               ; k_matmul.py:56:22
	v_mul_lo_u32 v6, s13, v1
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v0, s11, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[6:7], v[0:1], 2, v[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_75
; %bb.74:
	global_store_dword v[6:7], v2, off
.LBB0_75:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 1, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_77
; %bb.76:
	global_store_dword v[6:7], v3, off offset:4
.LBB0_77:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 2, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_79
; %bb.78:
	global_store_dword v[6:7], v4, off offset:8
.LBB0_79:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 3, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_81
; %bb.80:
	global_store_dword v[6:7], v5, off offset:12
.LBB0_81:
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
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 72
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
	.set .Lmatmul.num_vgpr, 70
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 38
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3176
; TotalNumSgprs: 44
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 64
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     70
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

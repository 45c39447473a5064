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
; %bb.106:
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
; %bb.107:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_readfirstlane_b32 s34, v0
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_b32 s31, s34, 0xc0
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v8, 63, v0
	v_or_b32_e32 v1, s31, v8
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_lshl_b32 s30, s16, 6
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v2, 5, v1
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v9, s30, v2
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v36, 31, v0
	.loc	1 50 29 is_stmt 1               ; k_matmul.py:50:29
	v_mul_lo_u32 v2, v9, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s8, v9
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[28:29], s10, v36
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[14:15], s[28:29], vcc
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v36
	v_mov_b32_e32 v12, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[4:5], v[16:17], 0, v[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v12, v[4:5], off
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 8, v9
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, v4, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[18:19], v[4:5], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[28:29], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[4:5], v[18:19], 0, v[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v3, v[4:5], off
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 16, v9
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[20:21], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, v4, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[20:21], v[4:5], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[28:29], s[20:21]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v13, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v4, v2
	v_lshl_add_u64 v[6:7], v[20:21], 0, v[4:5]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v13, v[6:7], off
.LBB0_6:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 24, v9
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v6, v4, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[18:19], s8, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[22:23], v[6:7], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[28:29], s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[22:23]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v4, v2
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[4:5]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v5, v[4:5], off
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 32, v9
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v6, v4, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[22:23], s8, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[24:25], v[6:7], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[28:29], s[22:23]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[24:25]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v6, v2
	v_lshl_add_u64 v[10:11], v[24:25], 0, v[6:7]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v4, v[10:11], off
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v6, 40, v9
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v10, v6, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[26:27], s8, v6
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[26:27], v[10:11], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[28:29], s[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[24:25]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v6, v2
	v_lshl_add_u64 v[6:7], v[26:27], 0, v[6:7]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v7, v[6:7], off
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v6, 48, v9
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v10, v6, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[24:25], s8, v6
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[28:29], v[10:11], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[28:29], s[24:25]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v6, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[36:37]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v10, v2
	v_lshl_add_u64 v[14:15], v[28:29], 0, v[10:11]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v6, v[14:15], off
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v9, 56, v9
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v14, v9, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[14:15], s8, v9
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[30:31], v[14:15], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[28:29], s[14:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v10, v2
	v_lshl_add_u64 v[10:11], v[30:31], 0, v[10:11]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v11, v[10:11], off
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s11, s17, 6
	.loc	1 46 10                         ; k_matmul.py:46:10
	s_lshr_b32 s31, s31, 6
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v8, s11, v8
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s31, s10
	.loc	1 52 94 is_stmt 0               ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[16:17], s9, v8
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v10, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_mul_i32 s28, s31, s12
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	v_lshl_add_u64 v[14:15], v[8:9], 1, s[28:29]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v10, v[14:15], off
.LBB0_18:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s33, s31, 4
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s33, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s33, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[14:15], v[8:9], 1, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v2, v[14:15], off
.LBB0_20:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s33, s31, 8
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s33, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s33, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[32:33], v[8:9], 1, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v15, v[32:33], off
.LBB0_22:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s33, s31, 12
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s33, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s33, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[32:33], v[8:9], 1, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v14, v[32:33], off
.LBB0_24:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s33, s31, 16
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s33, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s33, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[34:35], v[8:9], 1, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v33, v[34:35], off
.LBB0_26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s33, s31, 20
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s33, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s33, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[34:35], v[8:9], 1, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v32, v[34:35], off
.LBB0_28:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s33, s31, 24
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s33, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s33, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[38:39], v[8:9], 1, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v35, v[38:39], off
.LBB0_30:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s28, s31, 28
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s28, s10
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[36:37], s[16:17], s[36:37]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s28, s28, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	v_lshl_add_u64 v[38:39], v[8:9], 1, s[28:29]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v34, v[38:39], off
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_bfe_i32 s2, s34, 0x10007
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v1, 1, v1
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v37, 0xfe
	v_bitop3_b32 v43, v1, s2, v37 bitop3:0x6c
	v_add_u32_e32 v1, 0, v43
	v_xor_b32_e32 v44, 32, v43
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v12
	ds_write_b16 v1, v13 offset:1024
	ds_write_b16 v1, v4 offset:2048
	ds_write_b16 v1, v6 offset:3072
	v_add_u32_e32 v4, 0, v44
	v_xor_b32_e32 v45, 64, v43
	ds_write_b16 v4, v3 offset:512
	ds_write_b16 v4, v5 offset:1536
	ds_write_b16 v4, v7 offset:2560
	ds_write_b16 v4, v11 offset:3584
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v1, v10 offset:8192
	ds_write_b16 v1, v33 offset:10240
	ds_write_b16 v4, v2 offset:8704
	ds_write_b16 v4, v32 offset:10752
	v_add_u32_e32 v1, 0, v45
	v_xor_b32_e32 v46, 0x60, v43
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_and_b32 s28, s34, 64
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v1, v15 offset:9216
	ds_write_b16 v1, v35 offset:11264
	v_add_u32_e32 v1, 0, v46
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_sub_i32 s33, s10, 32
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_mov_b32 s46, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v1, v14 offset:9728
	ds_write_b16 v1, v34 offset:11776
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s33, 0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_and_b32_e32 v4, 24, v3
	s_movk_i32 s2, 0x580
	v_and_or_b32 v4, v1, s2, v4
	s_movk_i32 s2, 0x70
	v_bitop3_b32 v4, v2, v4, s2 bitop3:0x6c
	v_xor_b32_e32 v40, s28, v4
	v_xor_b32_e32 v42, 0x220, v40
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_35
.LBB0_34:
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr42
.LBB0_35:                               ; %Flow46
	s_and_b32 s29, s34, 0x80
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v37, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v38, 6, v36
	v_lshlrev_b32_e32 v39, 2, v0
	v_lshrrev_b32_e32 v41, 1, v37
	s_cbranch_scc1 .LBB0_70
; %bb.36:                               ; %.lr.ph
	v_lshl_or_b32 v0, s29, 4, v38
	v_bitop3_b32 v4, v39, v41, 48 bitop3:0x6c
	v_or_b32_e32 v47, v0, v4
	v_bitop3_b32 v48, v0, 32, v4 bitop3:0x36
	v_and_b32_e32 v0, 24, v3
	s_movk_i32 s2, 0x580
	v_and_or_b32 v0, v1, s2, v0
	s_movk_i32 s2, 0x70
	v_bitop3_b32 v0, v2, v0, s2 bitop3:0x6c
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_or_b32 s2, s31, 60
	s_mul_i32 s34, s12, s2
	s_or_b32 s2, s31, 56
	s_mul_i32 s36, s12, s2
	s_or_b32 s2, s31, 52
	s_mul_i32 s37, s12, s2
	s_or_b32 s2, s31, 48
	s_mul_i32 s38, s12, s2
	s_or_b32 s2, s31, 44
	s_mul_i32 s39, s12, s2
	s_or_b32 s2, s31, 40
	s_mul_i32 s40, s12, s2
	s_or_b32 s2, s31, 36
	v_xor_b32_e32 v40, s28, v0
	s_mul_i32 s41, s12, s2
	s_or_b32 s2, s31, 32
	v_mov_b32_e32 v0, 0
	v_lshl_add_u64 v[32:33], v[8:9], 1, s[4:5]
	v_xor_b32_e32 v42, 0x220, v40
	v_xor_b32_e32 v49, 32, v40
	v_or_b32_e32 v50, 32, v36
	s_lshl_b32 s35, s12, 5
	s_movk_i32 s42, 0x2000
	s_mul_i32 s12, s12, s2
	s_mov_b32 s43, 0
	s_mov_b32 s44, 0
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
	s_mov_b32 s45, 0
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_add_u32_e32 v73, s42, v40
	v_add_u32_e32 v74, s42, v49
	ds_read_b64_tr_b16 v[76:77], v73
	ds_read_b64_tr_b16 v[78:79], v74 offset:512
	ds_read_b64_tr_b16 v[80:81], v73 offset:2048
	ds_read_b64_tr_b16 v[82:83], v74 offset:2560
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s45, s45, 32
	s_add_i32 s2, s44, 1
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[76:79], v[56:59], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s44, s2, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_lshl_b32 s46, s44, 12
	v_add_u32_e32 v56, s46, v43
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[0:15], v[80:83], v[52:55], v[0:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt vmcnt(0)
	ds_write_b16 v56, v51
	ds_write_b16 v56, v61 offset:1024
	v_add_u32_e32 v51, s46, v44
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 s42, s46, 0x2000
	ds_write_b16 v56, v67 offset:8192
	ds_write_b16 v56, v69 offset:10240
	ds_write_b16 v51, v35 offset:8704
	ds_write_b16 v51, v71 offset:10752
	v_add_u32_e32 v35, s46, v45
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s43, s43, s35
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v35, v34 offset:9216
	ds_write_b16 v35, v70 offset:11264
	v_add_u32_e32 v34, s46, v46
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s45, s33
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b16 v56, v63 offset:2048
	ds_write_b16 v56, v65 offset:3072
	ds_write_b16 v51, v60 offset:512
	ds_write_b16 v51, v62 offset:1536
	ds_write_b16 v51, v64 offset:2560
	ds_write_b16 v51, v66 offset:3584
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v34, v68 offset:9728
	ds_write_b16 v34, v72 offset:11776
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_71
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v34, s45, v50
	v_cmp_gt_i32_e64 s[2:3], s10, v34
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[48:49], vcc, s[2:3]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_mov_b32_e32 v51, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[52:53], v[34:35], 1, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v51, v[52:53], off
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[48:49], s[0:1], s[2:3]
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[34:35], 1, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v60, v[52:53], off
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[48:49], s[20:21], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[34:35], 1, v[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v61, v[52:53], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[48:49], s[18:19], s[2:3]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[34:35], 1, v[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v62, v[52:53], off
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[48:49], s[22:23], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[34:35], 1, v[24:25]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v63, v[52:53], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[48:49], s[26:27], s[2:3]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[34:35], 1, v[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v64, v[52:53], off
.LBB0_50:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[48:49], s[24:25], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[34:35], 1, v[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v65, v[52:53], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[34:35], v[34:35], 1, v[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v66, v[34:35], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v34, s46, v47
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s4, s31, s45
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v35, s46, v48
	ds_read_b128 v[56:59], v34
	ds_read_b128 v[52:55], v35
	.loc	1 49 14                         ; k_matmul.py:49:14
	s_add_i32 s2, s4, 32
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_add_i32 s46, s12, s43
	s_ashr_i32 s47, s46, 31
	v_lshl_add_u64 v[34:35], s[46:47], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v67, v[34:35], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 36
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[16:17], s[2:3]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s46, s41, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_lshl_add_u64 v[68:69], s[46:47], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v35, v[68:69], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 40
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s46, s40, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_lshl_add_u64 v[68:69], s[46:47], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v34, v[68:69], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 44
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[16:17], s[2:3]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s46, s39, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_lshl_add_u64 v[70:71], s[46:47], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v68, v[70:71], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 48
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s46, s38, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_lshl_add_u64 v[70:71], s[46:47], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v69, v[70:71], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 52
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[16:17], s[2:3]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s46, s37, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_lshl_add_u64 v[72:73], s[46:47], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v71, v[72:73], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 56
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s46, s36, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_lshl_add_u64 v[72:73], s[46:47], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v70, v[72:73], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s4, s4, 60
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v72, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_add_i32 s4, s34, s43
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[72:73], s[4:5], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v72, v[72:73], off
	s_branch .LBB0_37
.LBB0_70:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v15, 0
	s_movk_i32 s42, 0x2000
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
.LBB0_71:                               ; %._crit_edge
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_add_u32_e32 v16, s42, v40
	v_add_u32_e32 v18, s42, v42
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64_tr_b16 v[20:21], v16
	ds_read_b64_tr_b16 v[16:17], v16 offset:2048
	ds_read_b64_tr_b16 v[22:23], v18
	ds_read_b64_tr_b16 v[18:19], v18 offset:2048
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_lshl_b32 s0, s29, 4
	v_bitop3_b32 v24, v39, v41, 48 bitop3:0x6c
	v_or3_b32 v24, s0, v38, v24
	v_add_u32_e32 v25, s46, v24
	ds_read_b128 v[26:29], v25
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[26:29], v[0:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xad_u32 v20, v24, 32, s46
	ds_read_b128 v[20:23], v20
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[16:19], v[20:23], v[0:15]
.LBB0_73:                               ; %._crit_edge._crit_edge
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v16, 2, v37
	s_lshr_b32 s0, s28, 1
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v19, s0, v16
	s_lshr_b32 s0, s29, 2
	s_or_b32 s0, s0, s30
	.loc	1 55 9                          ; k_matmul.py:55:9
	s_nop 4
	v_cvt_pk_f16_f32 v18, v0, v1
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v1, s0, v36
	.loc	1 55 9                          ; k_matmul.py:55:9
	v_cvt_pk_f16_f32 v17, v2, v3
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v2, v1, s13
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v0, s11, v19
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 55 9                          ; k_matmul.py:55:9
	v_cvt_pk_f16_f32 v16, v4, v5
	v_cvt_pk_f16_f32 v7, v6, v7
	v_cvt_pk_f16_f32 v8, v8, v9
	v_cvt_pk_f16_f32 v6, v10, v11
	v_cvt_pk_f16_f32 v5, v12, v13
	v_cvt_pk_f16_f32 v4, v14, v15
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 56 90 is_stmt 0               ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 55 9 is_stmt 1                ; k_matmul.py:55:9
	v_permlane32_swap_b32_e32 v18, v16
	v_permlane32_swap_b32_e32 v17, v7
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[2:3], v[0:1], 1, v[2:3]
	.loc	1 55 9                          ; k_matmul.py:55:9
	v_permlane32_swap_b32_e32 v8, v5
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 55 9                          ; k_matmul.py:55:9
	v_permlane32_swap_b32_e32 v6, v4
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_75
; %bb.74:
	global_store_short v[2:3], v18, off
.LBB0_75:
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
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
	global_store_short_d16_hi v[2:3], v18, off offset:2
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
	global_store_short v[2:3], v17, off offset:4
.LBB0_79:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 3, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_81
; %bb.80:
	global_store_short_d16_hi v[2:3], v17, off offset:6
.LBB0_81:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 4, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_83
; %bb.82:
	global_store_short v[2:3], v16, off offset:8
.LBB0_83:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 5, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_85
; %bb.84:
	global_store_short_d16_hi v[2:3], v16, off offset:10
.LBB0_85:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 6, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_87
; %bb.86:
	global_store_short v[2:3], v7, off offset:12
.LBB0_87:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 7, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_89
; %bb.88:
	global_store_short_d16_hi v[2:3], v7, off offset:14
.LBB0_89:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 16, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_91
; %bb.90:
	global_store_short v[2:3], v8, off offset:32
.LBB0_91:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 17, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_93
; %bb.92:
	global_store_short_d16_hi v[2:3], v8, off offset:34
.LBB0_93:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 18, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_95
; %bb.94:
	global_store_short v[2:3], v6, off offset:36
.LBB0_95:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 19, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_97
; %bb.96:
	global_store_short_d16_hi v[2:3], v6, off offset:38
.LBB0_97:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 20, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_99
; %bb.98:
	global_store_short v[2:3], v5, off offset:40
.LBB0_99:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 21, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_101
; %bb.100:
	global_store_short_d16_hi v[2:3], v5, off offset:42
.LBB0_101:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 22, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_103
; %bb.102:
	global_store_short v[2:3], v4, off offset:44
.LBB0_103:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 23, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_105
; %bb.104:
	global_store_short_d16_hi v[2:3], v4, off offset:46
.LBB0_105:
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
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 50
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
	.set .Lmatmul.num_vgpr, 84
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 50
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4000
; TotalNumSgprs: 56
; NumVgprs: 84
; NumAgprs: 0
; TotalNumVgprs: 84
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 84
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     84
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

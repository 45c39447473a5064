	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.136:
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
; %bb.137:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_readfirstlane_b32 s33, v0
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_b32 s35, s33, 0xc0
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v34, 63, v0
	v_or_b32_e32 v35, s35, v34
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_lshl_b32 s30, s16, 6
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v2, 5, v35
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v14, s30, v2
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v1, 31, v0
	.loc	1 50 29 is_stmt 1               ; k_matmul.py:50:29
	v_mul_lo_u32 v2, v14, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s8, v14
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[28:29], s10, v1
	v_mov_b32_e32 v37, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[18:19], v[2:3], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[14:15], s[28:29], vcc
	v_lshlrev_b32_e32 v36, 2, v1
	v_mov_b32_e32 v38, v37
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[2:3], v[18:19], 0, v[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v38, v[2:3], off
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v2, 8, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v2
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v2, v2, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[20:21], v[2:3], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[28:29], s[0:1]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[2:3], v[20:21], 0, v[36:37]
	v_mov_b32_e32 v39, v37
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_dword v39, v[2:3], off
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 16, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[20:21], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, v4, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[22:23], v[4:5], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[28:29], s[20:21]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[36:37]
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v40, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_dword v40, v[4:5], off
.LBB0_6:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v6, 24, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[18:19], s8, v6
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v6, v6, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[24:25], v[6:7], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[28:29], s[18:19]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[24:25], 0, v[36:37]
	v_mov_b32_e32 v41, v37
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[22:23]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_dword v41, v[6:7], off
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v8, 32, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[22:23], s8, v8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v8, v8, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[26:27], v[8:9], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[28:29], s[22:23]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[8:9], v[26:27], 0, v[36:37]
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v42, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[24:25]
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_dword v42, v[8:9], off
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v10, 40, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[26:27], s8, v10
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v10, v10, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[28:29], v[10:11], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[28:29], s[26:27]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[10:11], v[28:29], 0, v[36:37]
	v_mov_b32_e32 v43, v37
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[24:25]
	s_cbranch_execz .LBB0_12
; %bb.11:
	global_load_dword v43, v[10:11], off
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v12, 48, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[24:25], s8, v12
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v12, v12, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[30:31], v[12:13], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[28:29], s[24:25]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[12:13], v[30:31], 0, v[36:37]
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v44, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[36:37]
	s_cbranch_execz .LBB0_14
; %bb.13:
	global_load_dword v44, v[12:13], off
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v14, 56, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[14:15], s8, v14
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v14, v14, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[32:33], v[14:15], 2, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[28:29], s[14:15]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[16:17], v[32:33], 0, v[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_16
; %bb.15:
	global_load_dword v37, v[16:17], off
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s11, s17, 6
	.loc	1 46 10                         ; k_matmul.py:46:10
	s_lshr_b32 s34, s35, 5
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v14, s11, v34
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s34, s10
	.loc	1 52 94 is_stmt 0               ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[16:17], s9, v14
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_mul_i32 s28, s34, s12
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	v_lshl_add_u64 v[48:49], v[14:15], 2, s[28:29]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v46, v[48:49], off
.LBB0_18:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s31, s34, 1
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s31, s10
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
	s_mul_i32 s36, s31, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[48:49], v[14:15], 2, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v47, v[48:49], off
.LBB0_20:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s31, s34, 8
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s31, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s31, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[50:51], v[14:15], 2, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v48, v[50:51], off
.LBB0_22:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s31, s34, 9
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s31, s10
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
	s_mul_i32 s36, s31, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[50:51], v[14:15], 2, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v49, v[50:51], off
.LBB0_24:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s31, s34, 16
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s31, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s31, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[52:53], v[14:15], 2, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v50, v[52:53], off
.LBB0_26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s31, s34, 17
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s31, s10
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
	s_mul_i32 s36, s31, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[52:53], v[14:15], 2, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v51, v[52:53], off
.LBB0_28:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s31, s34, 24
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s31, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[28:29]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[36:37], s[2:3], s[28:29]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s36, s31, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	v_lshl_add_u64 v[52:53], v[14:15], 2, s[36:37]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v62, v[52:53], off
.LBB0_30:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_or_b32 s28, s34, 25
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
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s28, s4, s28
	s_addc_u32 s29, s5, s29
	v_lshl_add_u64 v[52:53], v[14:15], 2, s[28:29]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v63, v[52:53], off
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v45, 2, v35
	v_lshrrev_b32_e32 v35, 2, v35
	v_and_b32_e32 v35, 56, v35
	v_xor_b32_e32 v35, v35, v45
	v_add_u32_e32 v55, 0, v35
	v_xor_b32_e32 v35, 64, v35
	v_add_u32_e32 v56, 0, v35
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_lshrrev_b32_e32 v35, 1, v0
	v_and_b32_e32 v54, 15, v0
	v_and_b32_e32 v35, 24, v35
	s_lshr_b32 s2, s35, 3
	v_lshlrev_b32_e32 v53, 3, v54
	v_xor_b32_e32 v35, s2, v35
	v_xor_b32_e32 v35, v35, v53
	v_lshl_or_b32 v34, v34, 7, v35
	v_xor_b32_e32 v35, 32, v34
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_and_b32 s31, s33, 0x80
	s_and_b32 s33, s33, 64
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v57, 0, v34
	v_add_u32_e32 v58, 0, v35
	v_xor_b32_e32 v35, 64, v34
	v_xor_b32_e32 v34, 0x60, v34
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_sub_i32 s35, s10, 32
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v52, 32, v0
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v59, 0, v35
	v_add_u32_e32 v60, 0, v34
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s35, 1
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v55, v38, v40 offset1:8
	ds_write2st64_b32 v55, v42, v44 offset0:16 offset1:24
	ds_write2st64_b32 v56, v39, v41 offset0:4 offset1:12
	ds_write2st64_b32 v56, v43, v37 offset0:20 offset1:28
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v57, v[46:47] offset:8192
	ds_write_b64 v58, v[48:49] offset:8192
	ds_write_b64 v59, v[50:51] offset:8192
	ds_write_b64 v60, v[62:63] offset:8192
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_100
; %bb.33:                               ; %.lr.ph
	.loc	1 49 14                         ; k_matmul.py:49:14
	v_or_b32_e32 v34, 32, v1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[2:3], s10, v34
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[36:37], vcc, s[2:3]
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v77, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_35
; %bb.34:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[34:35], v[18:19], 0, v[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v77, v[34:35], off offset:128
.LBB0_35:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[0:1], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_37
; %bb.36:
	global_load_dword v37, v[2:3], off offset:128
.LBB0_37:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[20:21], s[2:3]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v78, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_39
; %bb.38:
	global_load_dword v78, v[4:5], off offset:128
.LBB0_39:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[18:19], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_41
; %bb.40:
	global_load_dword v36, v[6:7], off offset:128
.LBB0_41:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[22:23], s[2:3]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_43
; %bb.42:
	global_load_dword v80, v[8:9], off offset:128
.LBB0_43:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[26:27], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_45
; %bb.44:
	global_load_dword v79, v[10:11], off offset:128
.LBB0_45:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[36:37], s[24:25], s[2:3]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_47
; %bb.46:
	global_load_dword v82, v[12:13], off offset:128
.LBB0_47:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[14:15], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_49
; %bb.48:
	global_load_dword v81, v[16:17], off offset:128
.LBB0_49:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v4, 2, v52
	v_lshlrev_b32_e32 v2, 7, v1
	s_lshl_b32 s2, s31, 5
	v_xor_b32_e32 v3, v53, v4
	v_or3_b32 v2, s2, v2, v3
	v_xor_b32_e32 v7, 64, v2
	v_xor_b32_e32 v3, 16, v2
	v_xor_b32_e32 v5, 32, v2
	v_xor_b32_e32 v6, 48, v2
	v_xor_b32_e32 v8, 0x50, v2
	v_xor_b32_e32 v9, 0x60, v2
	v_xor_b32_e32 v10, 0x70, v2
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v61, 0, v2
	v_add_u32_e32 v65, 0, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v62, 0, v3
	v_add_u32_e32 v63, 0, v5
	v_add_u32_e32 v64, 0, v6
	ds_read_b64 v[2:3], v61
	ds_read_b64 v[50:51], v62
	ds_read_b64 v[48:49], v63
	ds_read_b64 v[46:47], v64
	v_add_u32_e32 v66, 0, v8
	v_add_u32_e32 v67, 0, v9
	v_add_u32_e32 v68, 0, v10
	ds_read_b64 v[44:45], v65
	ds_read_b64 v[42:43], v66
	ds_read_b64 v[40:41], v67
	ds_read_b64 v[38:39], v68
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s28, s34, 32
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s28, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 48 5                          ; k_matmul.py:48:5
	v_lshl_add_u64 v[34:35], v[14:15], 2, s[4:5]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_51
; %bb.50:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_mul_i32 s4, s28, s12
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v84, v[6:7], off
.LBB0_51:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s4, s34, 33
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_53
; %bb.52:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s4, s4, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v85, v[6:7], off
.LBB0_53:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s4, s34, 40
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_55
; %bb.54:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s4, s4, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v86, v[6:7], off
.LBB0_55:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s4, s34, 41
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_57
; %bb.56:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s4, s4, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v87, v[6:7], off
.LBB0_57:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s4, s34, 48
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_59
; %bb.58:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s4, s4, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v88, v[6:7], off
.LBB0_59:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s4, s34, 49
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_61
; %bb.60:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s4, s4, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v89, v[6:7], off
.LBB0_61:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s4, s34, 56
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_63
; %bb.62:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s4, s4, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v90, v[6:7], off
.LBB0_63:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_or_b32 s4, s34, 57
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[28:29], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_65
; %bb.64:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s4, s4, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v91, v[6:7], off
.LBB0_65:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	s_cmp_eq_u32 s33, 0
	v_bfe_i32 v5, v0, 4, 1
	s_cselect_b32 s2, 0, 0x1010
	v_and_b32_e32 v5, 0x808, v5
	v_or_b32_e32 v4, s2, v4
	v_xor_b32_e32 v4, v5, v4
	v_xor_b32_e32 v4, v4, v53
	v_lshl_or_b32 v73, v54, 7, v4
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v69, 0, v73
	ds_read_b64 v[4:5], v69 offset:8192
	v_xor_b32_e32 v6, 16, v73
	v_xor_b32_e32 v7, 32, v73
	v_xor_b32_e32 v8, 48, v73
	v_add_u32_e32 v70, 0, v6
	.loc	1 54 15 is_stmt 1               ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v97, v5, v5
	v_max_f32_e32 v96, v4, v4
	v_max_f32_e32 v99, v3, v3
	v_max_f32_e32 v98, v2, v2
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v71, 0, v7
	v_add_u32_e32 v72, 0, v8
	ds_read_b64 v[74:75], v70 offset:8192
	ds_read_b64 v[92:93], v71 offset:8192
	ds_read_b64 v[94:95], v72 offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[96:97], v[98:99], 0
	v_max_f32_e32 v51, v51, v51
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v75, v75, v75
	v_max_f32_e32 v74, v74, v74
	v_max_f32_e32 v50, v50, v50
	v_max_f32_e32 v49, v49, v49
	v_max_f32_e32 v48, v48, v48
	v_xor_b32_e32 v76, 64, v73
	v_mfma_f32_32x32x4_xf32 v[2:17], v[74:75], v[50:51], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v51, v93, v93
	v_max_f32_e32 v50, v92, v92
	v_xor_b32_e32 v83, 0x50, v73
	v_xor_b32_e32 v96, 0x60, v73
	v_xor_b32_e32 v97, 0x70, v73
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v73, 0, v76
	ds_read_b64 v[92:93], v73 offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[50:51], v[48:49], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v49, v95, v95
	v_max_f32_e32 v48, v94, v94
	v_max_f32_e32 v47, v47, v47
	v_max_f32_e32 v46, v46, v46
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v93, v93, v93
	v_max_f32_e32 v92, v92, v92
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v74, 0, v83
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[48:49], v[46:47], v[2:17]
	v_max_f32_e32 v45, v45, v45
	v_max_f32_e32 v44, v44, v44
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v75, 0, v96
	v_add_u32_e32 v76, 0, v97
	ds_read_b64 v[46:47], v74 offset:8192
	ds_read_b64 v[48:49], v75 offset:8192
	ds_read_b64 v[50:51], v76 offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_max_f32_e32 v43, v43, v43
	v_max_f32_e32 v42, v42, v42
	v_mfma_f32_32x32x4_xf32 v[2:17], v[92:93], v[44:45], v[2:17]
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v45, v47, v47
	v_max_f32_e32 v44, v46, v46
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v40, v40, v40
	v_max_f32_e32 v39, v39, v39
	v_max_f32_e32 v38, v38, v38
	s_mov_b32 s28, 0
	v_mfma_f32_32x32x4_xf32 v[2:17], v[44:45], v[42:43], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v43, v49, v49
	v_max_f32_e32 v42, v48, v48
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_u32 s35, 33
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v55, v77, v78 offset1:8
	ds_write2st64_b32 v55, v80, v82 offset0:16 offset1:24
	ds_write2st64_b32 v56, v37, v36 offset0:4 offset1:12
	ds_write2st64_b32 v56, v79, v81 offset0:20 offset1:28
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v57, v[84:85] offset:8192
	ds_write_b64 v58, v[86:87] offset:8192
	ds_write_b64 v59, v[88:89] offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[42:43], v[40:41], v[2:17]
	v_max_f32_e32 v41, v51, v51
	v_max_f32_e32 v40, v50, v50
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v60, v[90:91] offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_nop 0
	v_mfma_f32_32x32x4_xf32 v[2:17], v[40:41], v[38:39], v[2:17]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_101
; %bb.66:                               ; %.peel.next
	s_add_i32 s2, s34, 0x59
	s_mul_i32 s29, s12, s2
	s_or_b32 s2, s34, 0x58
	s_mul_i32 s37, s12, s2
	s_add_i32 s2, s34, 0x51
	s_mul_i32 s38, s12, s2
	s_or_b32 s2, s34, 0x50
	s_mul_i32 s39, s12, s2
	s_add_i32 s2, s34, 0x49
	s_mul_i32 s40, s12, s2
	s_or_b32 s2, s34, 0x48
	s_mul_i32 s41, s12, s2
	s_add_i32 s2, s34, 0x41
	s_mul_i32 s42, s12, s2
	s_or_b32 s2, s34, 64
	v_or_b32_e32 v77, 64, v1
	s_lshl_b32 s36, s12, 5
	s_mul_i32 s12, s12, s2
	s_mov_b32 s43, 0
	s_branch .LBB0_68
.LBB0_67:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	ds_read_b64 v[94:95], v69 offset:8192
	ds_read_b64 v[96:97], v70 offset:8192
	ds_read_b64 v[98:99], v71 offset:8192
	ds_read_b64 v[100:101], v72 offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(11)
	v_max_f32_e32 v51, v51, v51
	s_waitcnt lgkmcnt(3)
	v_max_f32_e32 v95, v95, v95
	v_max_f32_e32 v94, v94, v94
	v_max_f32_e32 v50, v50, v50
	v_max_f32_e32 v49, v49, v49
	v_max_f32_e32 v48, v48, v48
	v_mfma_f32_32x32x4_xf32 v[2:17], v[94:95], v[50:51], v[2:17]
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v51, v97, v97
	v_max_f32_e32 v50, v96, v96
	v_max_f32_e32 v47, v47, v47
	v_max_f32_e32 v46, v46, v46
	v_max_f32_e32 v45, v45, v45
	v_max_f32_e32 v44, v44, v44
	v_max_f32_e32 v43, v43, v43
	v_mfma_f32_32x32x4_xf32 v[2:17], v[50:51], v[48:49], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v49, v99, v99
	v_max_f32_e32 v48, v98, v98
	v_max_f32_e32 v42, v42, v42
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v40, v40, v40
	v_max_f32_e32 v39, v39, v39
	v_max_f32_e32 v38, v38, v38
	v_mfma_f32_32x32x4_xf32 v[2:17], v[48:49], v[46:47], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v47, v101, v101
	v_max_f32_e32 v46, v100, v100
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64 v[48:49], v73 offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v36, v36, v36
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s2, s28, 32
	s_add_i32 s3, s28, 64
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[46:47], v[44:45], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v49, v49, v49
	v_max_f32_e32 v48, v48, v48
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64 v[44:45], v74 offset:8192
	ds_read_b64 v[46:47], v75 offset:8192
	ds_read_b64 v[50:51], v76 offset:8192
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s43, s43, s36
	s_cmp_lt_i32 s3, s35
	s_mov_b32 s28, s2
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[48:49], v[42:43], v[2:17]
	v_max_f32_e32 v43, v45, v45
	v_max_f32_e32 v42, v44, v44
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v55, v79, v81 offset1:8
	ds_write2st64_b32 v55, v83, v85 offset0:16 offset1:24
	ds_write2st64_b32 v56, v78, v80 offset0:4 offset1:12
	ds_write2st64_b32 v56, v82, v84 offset0:20 offset1:28
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v57, v[86:87] offset:8192
	ds_write_b64 v58, v[88:89] offset:8192
	ds_write_b64 v59, v[90:91] offset:8192
	ds_write_b64 v60, v[92:93] offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[42:43], v[40:41], v[2:17]
	v_max_f32_e32 v41, v47, v47
	v_max_f32_e32 v40, v46, v46
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[2:17], v[40:41], v[38:39], v[2:17]
	v_max_f32_e32 v39, v51, v51
	v_max_f32_e32 v38, v50, v50
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[2:17], v[38:39], v[36:37], v[2:17]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_101
.LBB0_68:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v36, s28, v77
	v_cmp_gt_i32_e64 s[2:3], s10, v36
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[44:45], vcc, s[2:3]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB0_70
; %bb.69:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v79, v[38:39], off
.LBB0_70:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[0:1], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v78, v[38:39], off
.LBB0_72:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[20:21], s[2:3]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v81, v[38:39], off
.LBB0_74:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[18:19], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[24:25]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v80, v[38:39], off
.LBB0_76:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[22:23], s[2:3]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v83, v[38:39], off
.LBB0_78:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[26:27], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v82, v[38:39], off
.LBB0_80:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[24:25], s[2:3]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[36:37], 2, v[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v85, v[38:39], off
.LBB0_82:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dword v84, v[36:37], off
.LBB0_84:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[50:51], v61
	ds_read_b64 v[48:49], v62
	ds_read_b64 v[46:47], v63
	ds_read_b64 v[44:45], v64
	ds_read_b64 v[42:43], v65
	ds_read_b64 v[40:41], v66
	ds_read_b64 v[38:39], v67
	ds_read_b64 v[36:37], v68
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s4, s34, s28
	s_add_i32 s2, s4, 64
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_add_i32 s44, s12, s43
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[88:89], s[44:45], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v86, v[88:89], off
.LBB0_86:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 0x41
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s42, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[88:89], s[44:45], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v87, v[88:89], off
.LBB0_88:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 0x48
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s41, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[90:91], s[44:45], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v88, v[90:91], off
.LBB0_90:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 0x49
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s40, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[90:91], s[44:45], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v89, v[90:91], off
.LBB0_92:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 0x50
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s39, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[92:93], s[44:45], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v90, v[92:93], off
.LBB0_94:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 0x51
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s38, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[92:93], s[44:45], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v91, v[92:93], off
.LBB0_96:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s4, 0x58
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s37, s43
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[94:95], s[44:45], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v92, v[94:95], off
.LBB0_98:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_addk_i32 s4, 0x59
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_67
; %bb.99:                               ;   in Loop: Header=BB0_68 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_add_i32 s4, s29, s43
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[94:95], s[4:5], 2, v[34:35]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dword v93, v[94:95], off
	s_branch .LBB0_67
.LBB0_100:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
.LBB0_101:                              ; %._crit_edge
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_cbranch_scc1 .LBB0_103
; %bb.102:
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_cmp_eq_u32 s33, 0
	v_bfe_i32 v0, v0, 4, 1
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshrrev_b32_e32 v26, 2, v52
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_cselect_b32 s0, 0, 0x1010
	v_and_b32_e32 v0, 0x808, v0
	v_or_b32_e32 v18, s0, v26
	v_xor_b32_e32 v0, v0, v18
	v_xor_b32_e32 v0, v0, v53
	v_lshl_or_b32 v0, v54, 7, v0
	v_xad_u32 v18, v0, 48, 0
	v_xad_u32 v20, v0, 32, 0
	v_xad_u32 v22, v0, 16, 0
	v_add_u32_e32 v24, 0, v0
	ds_read_b64 v[18:19], v18 offset:8192
	ds_read_b64 v[20:21], v20 offset:8192
	ds_read_b64 v[22:23], v22 offset:8192
	ds_read_b64 v[24:25], v24 offset:8192
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v27, 7, v1
	s_lshl_b32 s0, s31, 5
	v_xor_b32_e32 v26, v53, v26
	v_or3_b32 v35, s0, v27, v26
	v_xad_u32 v26, v35, 48, 0
	v_xad_u32 v28, v35, 32, 0
	v_xad_u32 v30, v35, 16, 0
	v_add_u32_e32 v32, 0, v35
	ds_read_b64 v[26:27], v26
	ds_read_b64 v[28:29], v28
	ds_read_b64 v[30:31], v30
	ds_read_b64 v[32:33], v32
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(4)
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v24
	v_max_f32_e32 v23, v23, v23
	v_max_f32_e32 v22, v22, v22
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v33, v33, v33
	v_max_f32_e32 v32, v32, v32
	v_max_f32_e32 v21, v21, v21
	v_max_f32_e32 v20, v20, v20
	v_mfma_f32_32x32x4_xf32 v[2:17], v[24:25], v[32:33], v[2:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_xor_b32_e32 v24, 0x50, v0
	v_add_u32_e32 v33, 0, v24
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_max_f32_e32 v25, v31, v31
	v_max_f32_e32 v24, v30, v30
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_xor_b32_e32 v34, 0x70, v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x4_xf32 v[2:17], v[22:23], v[24:25], v[2:17]
	v_max_f32_e32 v23, v29, v29
	v_max_f32_e32 v22, v28, v28
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v34, 0, v34
	v_xor_b32_e32 v36, 0x60, v0
	v_add_u32_e32 v32, 0, v36
	v_xad_u32 v0, v0, 64, 0
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_max_f32_e32 v27, v27, v27
	v_mfma_f32_32x32x4_xf32 v[2:17], v[20:21], v[22:23], v[2:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64 v[20:21], v34 offset:8192
	ds_read_b64 v[22:23], v32 offset:8192
	ds_read_b64 v[24:25], v33 offset:8192
	ds_read_b64 v[28:29], v0 offset:8192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_max_f32_e32 v26, v26, v26
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xad_u32 v0, v35, 64, 0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v23, v23, v23
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v24
	v_max_f32_e32 v22, v22, v22
	v_mfma_f32_32x32x4_xf32 v[2:17], v[18:19], v[26:27], v[2:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b64 v[18:19], v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v27, v29, v29
	v_max_f32_e32 v26, v28, v28
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v0, 0x50, v35
	v_add_u32_e32 v0, 0, v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	v_max_f32_e32 v21, v21, v21
	v_max_f32_e32 v20, v20, v20
	v_mfma_f32_32x32x4_xf32 v[2:17], v[26:27], v[18:19], v[2:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b64 v[18:19], v0
	v_xor_b32_e32 v0, 0x60, v35
	v_add_u32_e32 v0, 0, v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[2:17], v[24:25], v[18:19], v[2:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b64 v[18:19], v0
	v_xor_b32_e32 v0, 0x70, v35
	v_add_u32_e32 v0, 0, v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[2:17], v[22:23], v[18:19], v[2:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b64 v[18:19], v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[2:17], v[20:21], v[18:19], v[2:17]
.LBB0_103:                              ; %._crit_edge._crit_edge
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_lshr_b32 s0, s31, 2
	s_or_b32 s0, s0, s30
	v_lshrrev_b32_e32 v0, 3, v52
	s_lshr_b32 s1, s33, 1
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v1, s0, v1
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_or_b32_e32 v0, s1, v0
	.loc	1 56 22 is_stmt 1               ; k_matmul.py:56:22
	v_mul_lo_u32 v18, v1, s13
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v0, s11, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[18:19], v[0:1], 2, v[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_105
; %bb.104:
	global_store_dword v[18:19], v2, off
.LBB0_105:
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
	s_cbranch_execz .LBB0_107
; %bb.106:
	global_store_dword v[18:19], v3, off offset:4
.LBB0_107:
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
	s_cbranch_execz .LBB0_109
; %bb.108:
	global_store_dword v[18:19], v4, off offset:8
.LBB0_109:
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
	s_cbranch_execz .LBB0_111
; %bb.110:
	global_store_dword v[18:19], v5, off offset:12
.LBB0_111:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 8, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_113
; %bb.112:
	global_store_dword v[18:19], v6, off offset:32
.LBB0_113:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 9, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_115
; %bb.114:
	global_store_dword v[18:19], v7, off offset:36
.LBB0_115:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 10, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_117
; %bb.116:
	global_store_dword v[18:19], v8, off offset:40
.LBB0_117:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 11, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_119
; %bb.118:
	global_store_dword v[18:19], v9, off offset:44
.LBB0_119:
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
	s_cbranch_execz .LBB0_121
; %bb.120:
	global_store_dword v[18:19], v10, off offset:64
.LBB0_121:
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
	s_cbranch_execz .LBB0_123
; %bb.122:
	global_store_dword v[18:19], v11, off offset:68
.LBB0_123:
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
	s_cbranch_execz .LBB0_125
; %bb.124:
	global_store_dword v[18:19], v12, off offset:72
.LBB0_125:
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
	s_cbranch_execz .LBB0_127
; %bb.126:
	global_store_dword v[18:19], v13, off offset:76
.LBB0_127:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 24, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_129
; %bb.128:
	global_store_dword v[18:19], v14, off offset:96
.LBB0_129:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 25, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_131
; %bb.130:
	global_store_dword v[18:19], v15, off offset:100
.LBB0_131:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 26, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_133
; %bb.132:
	global_store_dword v[18:19], v16, off offset:104
.LBB0_133:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 27, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_135
; %bb.134:
	global_store_dword v[18:19], v17, off offset:108
.LBB0_135:
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
		.amdhsa_next_free_vgpr 102
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 104
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
	.set .Lmatmul.num_vgpr, 102
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 46
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5664
; TotalNumSgprs: 52
; NumVgprs: 102
; NumAgprs: 0
; TotalNumVgprs: 102
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 102
; AccumOffset: 104
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 25
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
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     102
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

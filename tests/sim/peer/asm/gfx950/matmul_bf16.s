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
; %bb.171:
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
; %bb.172:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_readfirstlane_b32 s81, v0
	.loc	1 44 10                         ; k_matmul.py:44:10
	s_lshl_b32 s33, s16, 6
	.loc	1 44 39 is_stmt 0               ; k_matmul.py:44:39
	s_lshr_b32 s80, s81, 6
	.loc	1 44 10                         ; k_matmul.py:44:10
	s_or_b32 s0, s80, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
                                        ; implicit-def: $vgpr85 : SGPR spill to VGPR lane
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	v_writelane_b32 v85, s13, 0
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	v_and_b32_e32 v1, 63, v0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_lshl_b64 s[0:1], s[0:1], 1
	v_writelane_b32 v85, s6, 1
	s_add_u32 s18, s2, s0
	.loc	1 50 94 is_stmt 0               ; k_matmul.py:50:94
	v_cmp_gt_i32_e32 vcc, s10, v1
	v_writelane_b32 v85, s7, 2
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_addc_u32 s19, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], vcc, s[14:15]
	v_mov_b32_e32 v4, 0
	v_lshlrev_b32_e32 v2, 1, v1
	v_mov_b32_e32 v5, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ushort v5, v2, s[18:19]
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s88, s80, 4
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s88, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s22, s2, s0
	s_addc_u32 s23, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], vcc, s[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ushort v4, v2, s[22:23]
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s7, s80, 8
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s7, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s26, s2, s0
	s_addc_u32 s27, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], vcc, s[24:25]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ushort v7, v2, s[26:27]
.LBB0_6:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s89, s80, 12
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s89, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s30, s2, s0
	s_addc_u32 s31, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[34:35]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ushort v6, v2, s[30:31]
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s13, s80, 16
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s13, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s36, s2, s0
	s_addc_u32 s37, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[38:39], vcc, s[34:35]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[38:39]
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_ushort v9, v2, s[36:37]
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s90, s80, 20
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s90, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s40, s2, s0
	s_addc_u32 s41, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[42:43], vcc, s[38:39]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[42:43]
	s_cbranch_execz .LBB0_12
; %bb.11:
	global_load_ushort v8, v2, s[40:41]
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s82, s80, 24
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s82, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s44, s2, s0
	s_addc_u32 s45, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[46:47], vcc, s[42:43]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[46:47]
	s_cbranch_execz .LBB0_14
; %bb.13:
	global_load_ushort v11, v2, s[44:45]
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s91, s80, 28
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s91, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s48, s2, s0
	s_addc_u32 s49, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[50:51], vcc, s[46:47]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[50:51]
	s_cbranch_execz .LBB0_16
; %bb.15:
	global_load_ushort v10, v2, s[48:49]
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s83, s80, 32
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s83, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s52, s2, s0
	s_addc_u32 s53, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[54:55], vcc, s[50:51]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[54:55]
	s_cbranch_execz .LBB0_18
; %bb.17:
	global_load_ushort v13, v2, s[52:53]
.LBB0_18:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s92, s80, 36
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s92, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[54:55], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s56, s2, s0
	s_addc_u32 s57, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[58:59], vcc, s[54:55]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[58:59]
	s_cbranch_execz .LBB0_20
; %bb.19:
	global_load_ushort v12, v2, s[56:57]
.LBB0_20:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s84, s80, 40
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s84, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s60, s2, s0
	s_addc_u32 s61, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[62:63], vcc, s[58:59]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[62:63]
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_load_ushort v15, v2, s[60:61]
.LBB0_22:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s93, s80, 44
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s93, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[62:63], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s64, s2, s0
	s_addc_u32 s65, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[66:67], vcc, s[62:63]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[66:67]
	s_cbranch_execz .LBB0_24
; %bb.23:
	global_load_ushort v14, v2, s[64:65]
.LBB0_24:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s85, s80, 48
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s85, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[66:67], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s68, s2, s0
	s_addc_u32 s69, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[70:71], vcc, s[66:67]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[70:71]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_load_ushort v17, v2, s[68:69]
.LBB0_26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s94, s80, 52
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s94, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s72, s2, s0
	s_addc_u32 s73, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[74:75], vcc, s[70:71]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[74:75]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_load_ushort v16, v2, s[72:73]
.LBB0_28:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s86, s80, 56
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s86, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[74:75], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s76, s2, s0
	s_addc_u32 s77, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], vcc, s[74:75]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_load_ushort v19, v2, s[76:77]
.LBB0_30:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_or_b32 s87, s80, 60
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s0, s87, s33
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s0, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s0, s0, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[78:79], -1, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[96:97], vcc, s[78:79]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[96:97]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_ushort v18, v2, s[2:3]
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s0, s17, 6
	v_or_b32_e32 v2, s0, v1
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s80, s10
	v_writelane_b32 v85, s0, 3
	.loc	1 52 94 is_stmt 0               ; k_matmul.py:52:94
	v_cmp_gt_i32_e32 vcc, s9, v2
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_mul_i32 s16, s80, s12
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[22:23], v[2:3], 1, s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v21, v[22:23], off
.LBB0_34:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s88, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[96:97], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[96:97]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s96, s88, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s97, s96, 31
	s_lshl_b64 s[96:97], s[96:97], 1
	s_add_u32 s96, s4, s96
	s_addc_u32 s97, s5, s97
	v_lshl_add_u64 v[22:23], v[2:3], 1, s[96:97]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v20, v[22:23], off
.LBB0_36:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s7, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[96:97], s[0:1], s[16:17]
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[96:97]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s96, s7, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s97, s96, 31
	s_lshl_b64 s[96:97], s[96:97], 1
	s_add_u32 s96, s4, s96
	s_addc_u32 s97, s5, s97
	v_lshl_add_u64 v[24:25], v[2:3], 1, s[96:97]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v23, v[24:25], off
.LBB0_38:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s89, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[96:97], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[96:97]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s88, s89, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s89, s88, 31
	s_lshl_b64 s[88:89], s[88:89], 1
	s_add_u32 s88, s4, s88
	s_addc_u32 s89, s5, s89
	v_lshl_add_u64 v[24:25], v[2:3], 1, s[88:89]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v22, v[24:25], off
.LBB0_40:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s13, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[88:89], s[0:1], s[16:17]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[88:89]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s88, s13, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s89, s88, 31
	s_lshl_b64 s[88:89], s[88:89], 1
	s_add_u32 s88, s4, s88
	s_addc_u32 s89, s5, s89
	v_lshl_add_u64 v[26:27], v[2:3], 1, s[88:89]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v25, v[26:27], off
.LBB0_42:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s90, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[88:89], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[88:89]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s88, s90, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s89, s88, 31
	s_lshl_b64 s[88:89], s[88:89], 1
	s_add_u32 s88, s4, s88
	s_addc_u32 s89, s5, s89
	v_lshl_add_u64 v[26:27], v[2:3], 1, s[88:89]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v24, v[26:27], off
.LBB0_44:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s82, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[88:89], s[0:1], s[16:17]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v31, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[88:89]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s88, s82, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s89, s88, 31
	s_lshl_b64 s[88:89], s[88:89], 1
	s_add_u32 s88, s4, s88
	s_addc_u32 s89, s5, s89
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[88:89]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v31, v[28:29], off
.LBB0_46:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s91, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[88:89], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[88:89]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s88, s91, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s89, s88, 31
	s_lshl_b64 s[88:89], s[88:89], 1
	s_add_u32 s88, s4, s88
	s_addc_u32 s89, s5, s89
	v_lshl_add_u64 v[26:27], v[2:3], 1, s[88:89]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v26, v[26:27], off
.LBB0_48:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s83, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[88:89], s[0:1], s[16:17]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[88:89]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s82, s83, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s4, s82
	s_addc_u32 s83, s5, s83
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[82:83]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v33, v[28:29], off
.LBB0_50:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s92, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[82:83], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[82:83]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s82, s92, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s4, s82
	s_addc_u32 s83, s5, s83
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[82:83]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v32, v[28:29], off
.LBB0_52:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s84, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[82:83], s[0:1], s[16:17]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[82:83]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s82, s84, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s4, s82
	s_addc_u32 s83, s5, s83
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[82:83]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v35, v[28:29], off
.LBB0_54:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s93, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[82:83], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[82:83]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s82, s93, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s4, s82
	s_addc_u32 s83, s5, s83
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[82:83]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v34, v[28:29], off
.LBB0_56:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s85, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[82:83], s[0:1], s[16:17]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[82:83]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s82, s85, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s4, s82
	s_addc_u32 s83, s5, s83
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[82:83]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v37, v[28:29], off
.LBB0_58:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s94, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[82:83], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[82:83]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s82, s94, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s4, s82
	s_addc_u32 s83, s5, s83
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[82:83]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v36, v[28:29], off
.LBB0_60:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s86, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[82:83], s[0:1], s[16:17]
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[82:83]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s82, s86, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s83, s82, 31
	s_lshl_b64 s[82:83], s[82:83], 1
	s_add_u32 s82, s4, s82
	s_addc_u32 s83, s5, s83
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[82:83]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v39, v[28:29], off
.LBB0_62:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	s_and_b32 s7, s81, 0xc0
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s87, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_and_b64 s[16:17], s[0:1], s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_mul_i32 s16, s87, s12
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], v[2:3], 1, s[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v38, v[28:29], off
.LBB0_64:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	v_or_b32_e32 v27, s7, v1
	s_bfe_i32 s0, s81, 0x10007
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v27, 1, v27
	s_and_b32 s0, s0, 0x110
	v_mov_b32_e32 v28, 0xfe
	v_bitop3_b32 v27, v27, s0, v28 bitop3:0x6c
	v_add_u32_e32 v40, 0, v27
	v_xor_b32_e32 v28, 32, v27
	s_waitcnt vmcnt(0)
	ds_write_b16 v40, v5
	ds_write_b16 v40, v9 offset:2048
	ds_write_b16 v40, v13 offset:4096
	ds_write_b16 v40, v17 offset:6144
	v_add_u32_e32 v5, 0, v28
	v_xor_b32_e32 v29, 64, v27
	ds_write_b16 v5, v4 offset:512
	ds_write_b16 v5, v8 offset:2560
	ds_write_b16 v5, v12 offset:4608
	ds_write_b16 v5, v16 offset:6656
	v_add_u32_e32 v4, 0, v29
	v_xor_b32_e32 v30, 0x60, v27
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_and_b32 s6, s81, 64
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b16 v4, v7 offset:1024
	ds_write_b16 v4, v11 offset:3072
	ds_write_b16 v4, v15 offset:5120
	ds_write_b16 v4, v19 offset:7168
	v_add_u32_e32 v7, 0, v30
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_sub_i32 s82, s10, 64
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_mov_b32 s7, 0
	ds_write_b16 v7, v6 offset:1536
	ds_write_b16 v7, v10 offset:3584
	ds_write_b16 v7, v14 offset:5632
	ds_write_b16 v7, v18 offset:7680
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v40, v21 offset:16384
	ds_write_b16 v40, v25 offset:18432
	ds_write_b16 v40, v33 offset:20480
	ds_write_b16 v40, v37 offset:22528
	ds_write_b16 v5, v20 offset:16896
	ds_write_b16 v5, v24 offset:18944
	ds_write_b16 v5, v32 offset:20992
	ds_write_b16 v5, v36 offset:23040
	ds_write_b16 v4, v23 offset:17408
	ds_write_b16 v4, v31 offset:19456
	ds_write_b16 v4, v35 offset:21504
	ds_write_b16 v4, v39 offset:23552
	ds_write_b16 v7, v22 offset:17920
	ds_write_b16 v7, v26 offset:19968
	ds_write_b16 v7, v34 offset:22016
	ds_write_b16 v7, v38 offset:24064
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s82, 0
	v_lshlrev_b32_e32 v4, 5, v0
	v_lshlrev_b32_e32 v22, 3, v0
	v_lshlrev_b32_e32 v5, 1, v0
	s_cbranch_scc1 .LBB0_66
; %bb.65:                               ; %.._crit_edge_crit_edge
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_and_b32_e32 v6, 24, v22
	s_movk_i32 s0, 0x580
	v_and_or_b32 v6, v4, s0, v6
	s_movk_i32 s0, 0x70
	v_bitop3_b32 v6, v5, v6, s0 bitop3:0x6c
	v_xor_b32_e32 v25, s6, v6
	v_xor_b32_e32 v26, 0x220, v25
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_67
.LBB0_66:
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
.LBB0_67:                               ; %Flow70
	s_and_b32 s13, s81, 0x80
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v20, 31, v0
	v_and_b32_e32 v21, 32, v0
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v24, 7, v20
	v_lshrrev_b32_e32 v23, 1, v21
	s_cbranch_scc1 .LBB0_134
; %bb.68:                               ; %.lr.ph
	s_movk_i32 s0, 0x70
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[4:5]
	v_lshl_or_b32 v0, s13, 5, v24
	v_bitop3_b32 v2, v22, v23, s0 bitop3:0x6c
	s_movk_i32 s1, 0x60
	v_or_b32_e32 v31, v0, v2
	v_bitop3_b32 v32, v0, 32, v2 bitop3:0x36
	v_bitop3_b32 v33, v0, 64, v2 bitop3:0x36
	v_bitop3_b32 v34, v0, s1, v2 bitop3:0x36
	v_and_b32_e32 v0, 24, v22
	s_movk_i32 s1, 0x580
	v_and_or_b32 v0, v4, s1, v0
	v_bitop3_b32 v0, v5, v0, s0 bitop3:0x6c
	s_add_i32 s0, s80, 0x7c
	s_mul_i32 s81, s12, s0
	s_add_i32 s0, s80, 0x78
	s_mul_i32 s84, s12, s0
	s_add_i32 s0, s80, 0x74
	s_mul_i32 s85, s12, s0
	s_add_i32 s0, s80, 0x70
	s_mul_i32 s86, s12, s0
	s_add_i32 s0, s80, 0x6c
	s_mul_i32 s87, s12, s0
	s_add_i32 s0, s80, 0x68
	s_mul_i32 s88, s12, s0
	s_add_i32 s0, s80, 0x64
	s_mul_i32 s89, s12, s0
	s_add_i32 s0, s80, 0x60
	s_mul_i32 s90, s12, s0
	s_add_i32 s0, s80, 0x5c
	s_mul_i32 s91, s12, s0
	s_add_i32 s0, s80, 0x58
	s_mul_i32 s92, s12, s0
	s_add_i32 s0, s80, 0x54
	s_mul_i32 s93, s12, s0
	s_add_i32 s0, s80, 0x50
	s_mul_i32 s94, s12, s0
	s_add_i32 s0, s80, 0x4c
	s_mul_i32 s95, s12, s0
	s_add_i32 s0, s80, 0x48
	s_mul_i32 s96, s12, s0
	s_add_i32 s0, s80, 0x44
	v_xor_b32_e32 v25, s6, v0
	s_mul_i32 s97, s12, s0
	s_add_i32 s0, s80, 64
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v85, s13, 4
	v_xor_b32_e32 v26, 0x220, v25
	v_xor_b32_e32 v35, 32, v25
	v_or_b32_e32 v36, 64, v1
	s_lshl_b32 s83, s12, 6
	s_movk_i32 s11, 0x4000
	s_mul_i32 s12, s12, s0
	s_mov_b32 s98, 0
	s_mov_b32 s13, 0
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
	s_mov_b32 s99, 0
	s_branch .LBB0_70
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_add_u32_e32 v84, s11, v35
	v_add_u32_e32 v83, s11, v25
	ds_read_b64_tr_b16 v[88:89], v84 offset:512
	ds_read_b64_tr_b16 v[86:87], v83
	ds_read_b64_tr_b16 v[90:91], v83 offset:2048
	ds_read_b64_tr_b16 v[94:95], v83 offset:4096
	ds_read_b64_tr_b16 v[98:99], v83 offset:6144
	ds_read_b64_tr_b16 v[92:93], v84 offset:2560
	ds_read_b64_tr_b16 v[96:97], v84 offset:4608
	ds_read_b64_tr_b16 v[100:101], v84 offset:6656
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s99, s99, 64
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[86:89], v[50:53], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s0, s13, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s13, s0, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_lshl_b32 s7, s13, 13
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 s11, s7, 0x4000
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s98, s98, s83
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[90:93], v[46:49], v[0:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v46, s7, v27
	s_barrier
	v_add_u32_e32 v48, s7, v29
	s_waitcnt vmcnt(0)
	ds_write_b16 v46, v37
	ds_write_b16 v46, v57 offset:2048
	ds_write_b16 v46, v61 offset:4096
	v_add_u32_e32 v37, s7, v30
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s99, s82
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[94:97], v[42:45], v[0:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v47, s7, v28
	ds_write_b16 v46, v65 offset:6144
	ds_write_b16 v47, v55 offset:512
	ds_write_b16 v47, v59 offset:2560
	ds_write_b16 v47, v63 offset:4608
	ds_write_b16 v47, v67 offset:6656
	ds_write_b16 v48, v54 offset:1024
	ds_write_b16 v48, v58 offset:3072
	ds_write_b16 v48, v62 offset:5120
	ds_write_b16 v48, v66 offset:7168
	ds_write_b16 v37, v56 offset:1536
	ds_write_b16 v37, v60 offset:3584
	ds_write_b16 v37, v64 offset:5632
	ds_write_b16 v37, v68 offset:7680
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v46, v69 offset:16384
	ds_write_b16 v46, v71 offset:18432
	ds_write_b16 v46, v75 offset:20480
	ds_write_b16 v46, v79 offset:22528
	ds_write_b16 v47, v19 offset:16896
	ds_write_b16 v47, v73 offset:18944
	ds_write_b16 v47, v77 offset:20992
	ds_write_b16 v47, v81 offset:23040
	ds_write_b16 v48, v18 offset:17408
	ds_write_b16 v48, v72 offset:19456
	ds_write_b16 v48, v76 offset:21504
	ds_write_b16 v48, v80 offset:23552
	ds_write_b16 v37, v70 offset:17920
	ds_write_b16 v37, v74 offset:19968
	ds_write_b16 v37, v78 offset:22016
	ds_write_b16 v37, v82 offset:24064
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[98:101], v[38:41], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_135
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v18, s99, v36
	v_cmp_gt_i32_e64 s[0:1], s10, v18
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[14:15], s[0:1]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_mov_b32_e32 v37, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v37, v[38:39], off
.LBB0_72:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[20:21], s[0:1]
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v55, v[38:39], off
.LBB0_74:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[24:25], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v54, v[38:39], off
.LBB0_76:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[28:29], s[0:1]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v56, v[38:39], off
.LBB0_78:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[34:35], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v57, v[38:39], off
.LBB0_80:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[38:39], s[0:1]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[40:41]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v59, v[38:39], off
.LBB0_82:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[42:43], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[44:45]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v58, v[38:39], off
.LBB0_84:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[46:47], s[0:1]
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[48:49]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v60, v[38:39], off
.LBB0_86:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[50:51], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[52:53]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v61, v[38:39], off
.LBB0_88:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[54:55], s[0:1]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[56:57]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v63, v[38:39], off
.LBB0_90:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[58:59], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[60:61]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v62, v[38:39], off
.LBB0_92:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[62:63], s[0:1]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[64:65]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v64, v[38:39], off
.LBB0_94:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[66:67], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[68:69]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v65, v[38:39], off
.LBB0_96:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[70:71], s[0:1]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[72:73]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v67, v[38:39], off
.LBB0_98:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[16:17], s[74:75], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[18:19], 1, s[76:77]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v66, v[38:39], off
.LBB0_100:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[4:5], s[78:79], s[0:1]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_102
; %bb.101:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v68, v[18:19], off
.LBB0_102:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v18, s7, v31
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v19, s7, v32
	ds_read_b128 v[50:53], v18
	ds_read_b128 v[46:49], v19
	v_add_u32_e32 v18, s7, v33
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s4, s80, s99
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v19, s7, v34
	ds_read_b128 v[42:45], v18
	ds_read_b128 v[38:41], v19
	.loc	1 49 14                         ; k_matmul.py:49:14
	s_add_i32 s0, s4, 64
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_add_i32 s16, s12, s98
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[18:19], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v69, v[18:19], off
.LBB0_104:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x44
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_106
; %bb.105:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s97, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[70:71], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v19, v[70:71], off
.LBB0_106:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x48
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_108
; %bb.107:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s96, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[70:71], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v18, v[70:71], off
.LBB0_108:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x4c
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_110
; %bb.109:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s95, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[72:73], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v70, v[72:73], off
.LBB0_110:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x50
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_112
; %bb.111:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s94, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[72:73], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v71, v[72:73], off
.LBB0_112:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x54
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s93, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[74:75], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v73, v[74:75], off
.LBB0_114:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x58
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_116
; %bb.115:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s92, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[74:75], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v72, v[74:75], off
.LBB0_116:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x5c
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_118
; %bb.117:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s91, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[76:77], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v74, v[76:77], off
.LBB0_118:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x60
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_120
; %bb.119:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s90, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[76:77], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v75, v[76:77], off
.LBB0_120:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x64
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s89, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[78:79], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v77, v[78:79], off
.LBB0_122:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x68
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_124
; %bb.123:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s88, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[78:79], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v76, v[78:79], off
.LBB0_124:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x6c
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s87, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[80:81], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v78, v[80:81], off
.LBB0_126:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x70
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s86, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[80:81], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v79, v[80:81], off
.LBB0_128:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x74
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_130
; %bb.129:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s85, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[82:83], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v81, v[82:83], off
.LBB0_130:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 0x78
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s16, s84, s98
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[82:83], s[16:17], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v80, v[82:83], off
.LBB0_132:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_addk_i32 s4, 0x7c
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], vcc, s[0:1]
	v_mov_b32_e32 v82, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_69
; %bb.133:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_add_i32 s4, s81, s98
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[82:83], s[4:5], 1, v[16:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v82, v[82:83], off
	s_branch .LBB0_69
.LBB0_134:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v15, 0
	s_movk_i32 s11, 0x4000
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
	s_branch .LBB0_136
.LBB0_135:                              ; %Flow
	v_readlane_b32 s13, v85, 4
.LBB0_136:                              ; %._crit_edge
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_add_u32_e32 v16, s11, v25
	v_add_u32_e32 v18, s11, v26
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64_tr_b16 v[36:37], v16
	ds_read_b64_tr_b16 v[32:33], v16 offset:2048
	ds_read_b64_tr_b16 v[28:29], v16 offset:4096
	ds_read_b64_tr_b16 v[16:17], v16 offset:6144
	ds_read_b64_tr_b16 v[38:39], v18
	ds_read_b64_tr_b16 v[34:35], v18 offset:2048
	ds_read_b64_tr_b16 v[30:31], v18 offset:4096
	ds_read_b64_tr_b16 v[18:19], v18 offset:6144
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_cbranch_scc1 .LBB0_138
; %bb.137:
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_movk_i32 s0, 0x70
	v_lshl_or_b32 v24, s13, 5, v24
	v_bitop3_b32 v22, v22, v23, s0 bitop3:0x6c
	v_or_b32_e32 v23, v24, v22
	v_add_u32_e32 v25, s7, v23
	ds_read_b128 v[40:43], v25
	v_xad_u32 v25, v23, 32, s7
	v_xad_u32 v23, v23, 64, s7
	s_movk_i32 s0, 0x60
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[36:39], v[40:43], v[0:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b128 v[36:39], v25
	v_bitop3_b32 v22, v24, s0, v22 bitop3:0x36
	v_add_u32_e32 v22, s7, v22
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[32:35], v[36:39], v[0:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b128 v[32:35], v23
	ds_read_b128 v[22:25], v22
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[28:31], v[32:35], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[22:25], v[0:15]
.LBB0_138:                              ; %._crit_edge._crit_edge
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_lshr_b32 s0, s13, 2
	s_waitcnt lgkmcnt(4)
	v_lshrrev_b32_e32 v16, 3, v21
	s_lshr_b32 s1, s6, 1
	s_or_b32 s0, s0, s33
	v_or_b32_e32 v16, s1, v16
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v17, s0, v20
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_readlane_b32 s0, v85, 3
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v17
	.loc	1 45 10                         ; k_matmul.py:45:10
	s_nop 0
	v_or_b32_e32 v16, s0, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_readlane_b32 s0, v85, 0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mul_lo_u32 v18, v17, s0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s0, v85, 1
	v_ashrrev_i32_e32 v19, 31, v18
	v_readlane_b32 s1, v85, 2
	v_ashrrev_i32_e32 v17, 31, v16
	s_nop 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[0:1]
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_140
; %bb.139:
	global_store_dword v[18:19], v0, off
.LBB0_140:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 1, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_142
; %bb.141:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_142:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 2, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_144
; %bb.143:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_144:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 3, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_146
; %bb.145:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_146:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 8, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_148
; %bb.147:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_148:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 9, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_150
; %bb.149:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_150:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 10, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_152
; %bb.151:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_152:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 11, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_154
; %bb.153:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_154:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 16, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_156
; %bb.155:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_156:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 17, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_158
; %bb.157:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_158:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 18, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_160
; %bb.159:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_160:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 19, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_162
; %bb.161:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_162:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 24, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_164
; %bb.163:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_164:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 25, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_166
; %bb.165:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_166:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 26, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_168
; %bb.167:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_168:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 27, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_170
; %bb.169:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_170:
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
		.amdhsa_next_free_sgpr 100
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
	.set .Lmatmul.numbered_sgpr, 100
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6332
; TotalNumSgprs: 106
; NumVgprs: 102
; NumAgprs: 0
; TotalNumVgprs: 102
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 106
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
    .sgpr_count:     106
    .sgpr_spill_count: 5
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     102
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

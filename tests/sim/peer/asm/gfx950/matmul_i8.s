	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_i8                       ; -- Begin function matmul_i8
	.p2align	8
	.type	matmul_i8,@function
matmul_i8:                              ; @matmul_i8
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.92:
	.file	1 "/work/main/tests/sim/peer" "k_misc.py"
	.loc	1 85 0 prologue_end             ; k_misc.py:85:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.93:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 92 13 is_stmt 1               ; k_misc.py:92:13
	v_readfirstlane_b32 s46, v0
	.loc	1 86 10                         ; k_misc.py:86:10
	s_lshl_b32 s8, s16, 6
	.loc	1 86 39 is_stmt 0               ; k_misc.py:86:39
	s_lshr_b32 s33, s46, 6
	.loc	1 86 10                         ; k_misc.py:86:10
	s_or_b32 s0, s33, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s0, s0, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 90 5 is_stmt 1                ; k_misc.py:90:5
	s_cmp_gt_i32 s10, 0
	.loc	1 86 39                         ; k_misc.py:86:39
	v_and_b32_e32 v4, 63, v0
	.loc	1 90 5                          ; k_misc.py:90:5
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 91 21                         ; k_misc.py:91:21
	v_mov_b32_e32 v5, 0
	.loc	1 91 13 is_stmt 0               ; k_misc.py:91:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v1, v[2:3], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v1, 0
.LBB0_3:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s16, s33, 4
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s16, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s13, s11, 31
	s_add_u32 s12, s2, s11
	s_addc_u32 s13, s3, s13
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[14:15], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[2:3], s[12:13], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v2, v[2:3], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v2, 0
.LBB0_6:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s47, s33, 8
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s47, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s15, s11, 31
	s_add_u32 s14, s2, s11
	s_addc_u32 s15, s3, s15
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[18:19], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[14:15], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v3, v[6:7], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v3, 0
.LBB0_9:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s48, s33, 12
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s48, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s19, s11, 31
	s_add_u32 s18, s2, s11
	s_addc_u32 s19, s3, s19
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[20:21], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[18:19], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v8, v[6:7], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_12:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s49, s33, 16
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s49, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s21, s11, 31
	s_add_u32 s20, s2, s11
	s_addc_u32 s21, s3, s21
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[22:23], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[20:21], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v9, v[6:7], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_15:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s50, s33, 20
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s50, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s23, s11, 31
	s_add_u32 s22, s2, s11
	s_addc_u32 s23, s3, s23
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[24:25], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[22:23], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v10, v[6:7], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_18:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s51, s33, 24
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s51, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s25, s11, 31
	s_add_u32 s24, s2, s11
	s_addc_u32 s25, s3, s25
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[26:27], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[24:25], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v11, v[6:7], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_21:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s52, s33, 28
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s52, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s27, s11, 31
	s_add_u32 s26, s2, s11
	s_addc_u32 s27, s3, s27
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[28:29], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[26:27], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v12, v[6:7], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_24:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s53, s33, 32
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s53, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s29, s11, 31
	s_add_u32 s28, s2, s11
	s_addc_u32 s29, s3, s29
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[30:31], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[28:29], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v13, v[6:7], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_27:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s54, s33, 36
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s54, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s31, s11, 31
	s_add_u32 s30, s2, s11
	s_addc_u32 s31, s3, s31
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[34:35], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[30:31], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v14, v[6:7], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_30:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s55, s33, 40
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s55, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s35, s11, 31
	s_add_u32 s34, s2, s11
	s_addc_u32 s35, s3, s35
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[36:37], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[34:35], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v15, v[6:7], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_33:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s56, s33, 44
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s56, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s37, s11, 31
	s_add_u32 s36, s2, s11
	s_addc_u32 s37, s3, s37
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[38:39], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[36:37], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v16, v[6:7], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_36:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s57, s33, 48
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s57, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s39, s11, 31
	s_add_u32 s38, s2, s11
	s_addc_u32 s39, s3, s39
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[40:41], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[38:39], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v17, v[6:7], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_39:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s58, s33, 52
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s58, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s41, s11, 31
	s_add_u32 s40, s2, s11
	s_addc_u32 s41, s3, s41
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[42:43], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[40:41], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v18, v[6:7], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_42:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s59, s33, 56
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s59, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s43, s11, 31
	s_add_u32 s42, s2, s11
	s_addc_u32 s43, s3, s43
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[60:61], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[42:43], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v19, v[6:7], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_45:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	s_or_b32 s60, s33, 60
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	s_or_b32 s11, s60, s8
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s11, s11, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s61, s11, 31
	s_add_u32 s2, s2, s11
	s_addc_u32 s3, s3, s61
	.loc	1 91 13                         ; k_misc.py:91:13
	s_and_b64 s[62:63], s[44:45], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[4:5]
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v5, v[6:7], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_48:
	.loc	1 87 10 is_stmt 1               ; k_misc.py:87:10
	s_lshl_b32 s11, s17, 6
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[62:63], s[44:45], exec
	.loc	1 87 10                         ; k_misc.py:87:10
	v_or_b32_e32 v6, s11, v4
	.loc	1 92 13                         ; k_misc.py:92:13
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 92 21 is_stmt 0               ; k_misc.py:92:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 92 13                         ; k_misc.py:92:13
	s_cbranch_scc1 .LBB0_64
; %bb.49:
	.loc	1 0 13                          ; k_misc.py:0:13
	s_mul_i32 s17, s33, s9
	s_ashr_i32 s61, s17, 31
	s_add_u32 s62, s4, s17
	s_addc_u32 s63, s5, s61
	v_lshl_add_u64 v[20:21], s[62:63], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v20, v[20:21], off
	s_and_b64 s[62:63], s[44:45], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_65
.LBB0_50:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s16, s16, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[22:23], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v21, v[22:23], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_66
.LBB0_51:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s47, s47, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s47, 31
	s_add_u32 s16, s4, s47
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[22:23], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v22, v[22:23], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_67
.LBB0_52:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s48, s48, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s48, 31
	s_add_u32 s16, s4, s48
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[24:25], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v23, v[24:25], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_68
.LBB0_53:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s49, s49, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s49, 31
	s_add_u32 s16, s4, s49
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[24:25], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v24, v[24:25], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_69
.LBB0_54:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s50, s50, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s50, 31
	s_add_u32 s16, s4, s50
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[26:27], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v25, v[26:27], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_70
.LBB0_55:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s51, s51, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s51, 31
	s_add_u32 s16, s4, s51
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[26:27], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v26, v[26:27], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_71
.LBB0_56:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s52, s52, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s52, 31
	s_add_u32 s16, s4, s52
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v27, v[28:29], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_72
.LBB0_57:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s53, s53, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s53, 31
	s_add_u32 s16, s4, s53
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v32, v[28:29], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_73
.LBB0_58:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s54, s54, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s54, 31
	s_add_u32 s16, s4, s54
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v33, v[28:29], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_74
.LBB0_59:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s55, s55, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s55, 31
	s_add_u32 s16, s4, s55
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v34, v[28:29], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_75
.LBB0_60:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s56, s56, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s56, 31
	s_add_u32 s16, s4, s56
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v35, v[28:29], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_76
.LBB0_61:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s57, s57, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s57, 31
	s_add_u32 s16, s4, s57
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v36, v[28:29], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_77
.LBB0_62:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s58, s58, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s58, 31
	s_add_u32 s16, s4, s58
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v37, v[28:29], off
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_78
.LBB0_63:
	.loc	1 92 29                         ; k_misc.py:92:29
	s_mul_i32 s59, s59, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s59, 31
	s_add_u32 s16, s4, s59
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v38, v[28:29], off
	s_branch .LBB0_79
.LBB0_64:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v20, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[62:63], s[44:45], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_50
.LBB0_65:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v21, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_51
.LBB0_66:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v22, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_52
.LBB0_67:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v23, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_53
.LBB0_68:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v24, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_54
.LBB0_69:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v25, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_55
.LBB0_70:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v26, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_56
.LBB0_71:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v27, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_57
.LBB0_72:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_58
.LBB0_73:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_59
.LBB0_74:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v34, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_60
.LBB0_75:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v35, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_61
.LBB0_76:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v36, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_62
.LBB0_77:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v37, 0
	.loc	1 92 13                         ; k_misc.py:92:13
	s_and_b64 s[16:17], s[44:45], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_63
.LBB0_78:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v38, 0
.LBB0_79:
	s_and_b32 s16, s46, 0xc0
	.loc	1 92 13 is_stmt 1               ; k_misc.py:92:13
	s_and_b64 s[44:45], s[44:45], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_81
; %bb.80:
	.loc	1 92 29 is_stmt 0               ; k_misc.py:92:29
	s_mul_i32 s60, s60, s9
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s17, s60, 31
	s_add_u32 s44, s4, s60
	s_addc_u32 s45, s5, s17
	v_lshl_add_u64 v[28:29], s[44:45], 0, v[6:7]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v39, v[28:29], off
	s_branch .LBB0_82
.LBB0_81:
	.loc	1 0 13                          ; k_misc.py:0:13
	v_mov_b32_e32 v39, 0
.LBB0_82:
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	v_or_b32_e32 v28, s16, v4
	.loc	1 91 13                         ; k_misc.py:91:13
	v_add_u32_e32 v40, 0, v28
	v_bitop3_b32 v29, s16, 16, v4 bitop3:0x36
	s_waitcnt vmcnt(0)
	ds_write_b8 v40, v1
	ds_write_b8 v40, v9 offset:1024
	ds_write_b8 v40, v13 offset:2048
	ds_write_b8 v40, v17 offset:3072
	v_add_u32_e32 v1, 0, v29
	v_bitop3_b32 v30, s16, 32, v4 bitop3:0x36
	ds_write_b8 v1, v2 offset:256
	ds_write_b8 v1, v10 offset:1280
	ds_write_b8 v1, v14 offset:2304
	ds_write_b8 v1, v18 offset:3328
	v_add_u32_e32 v2, 0, v30
	v_bitop3_b32 v31, s16, 48, v4 bitop3:0x36
	.loc	1 86 39                         ; k_misc.py:86:39
	s_lshr_b32 s45, s46, 1
	.loc	1 91 13                         ; k_misc.py:91:13
	ds_write_b8 v2, v3 offset:512
	ds_write_b8 v2, v11 offset:1536
	ds_write_b8 v2, v15 offset:2560
	ds_write_b8 v2, v19 offset:3584
	v_add_u32_e32 v3, 0, v31
	.loc	1 90 5                          ; k_misc.py:90:5
	s_sub_i32 s47, s10, 64
	.loc	1 91 13                         ; k_misc.py:91:13
	s_mov_b32 s60, 0
	ds_write_b8 v3, v8 offset:768
	ds_write_b8 v3, v12 offset:1792
	ds_write_b8 v3, v16 offset:2816
	ds_write_b8 v3, v5 offset:3840
	.loc	1 92 13                         ; k_misc.py:92:13
	ds_write_b8 v40, v20 offset:8192
	ds_write_b8 v40, v24 offset:9216
	ds_write_b8 v40, v32 offset:10240
	ds_write_b8 v40, v36 offset:11264
	ds_write_b8 v1, v21 offset:8448
	ds_write_b8 v1, v25 offset:9472
	ds_write_b8 v1, v33 offset:10496
	ds_write_b8 v1, v37 offset:11520
	ds_write_b8 v2, v22 offset:8704
	ds_write_b8 v2, v26 offset:9728
	ds_write_b8 v2, v34 offset:10752
	ds_write_b8 v2, v38 offset:11776
	ds_write_b8 v3, v23 offset:8960
	ds_write_b8 v3, v27 offset:9984
	ds_write_b8 v3, v35 offset:11008
	ds_write_b8 v3, v39 offset:12032
	.loc	1 90 5                          ; k_misc.py:90:5
	s_cmp_gt_i32 s47, 0
	v_lshlrev_b32_e32 v3, 5, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_and_b32_e32 v22, 8, v0
	v_and_b32_e32 v21, 16, v0
	s_cbranch_scc1 .LBB0_84
; %bb.83:                               ; %.._crit_edge_crit_edge
	.loc	1 92 13                         ; k_misc.py:92:13
	v_and_b32_e32 v23, 0x4c0, v3
	v_and_b32_e32 v24, 8, v5
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_85
.LBB0_84:
	.loc	1 0 13 is_stmt 0                ; k_misc.py:0:13
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr24
.LBB0_85:                               ; %Flow309
	s_and_b32 s44, s46, 0x80
	s_and_b32 s45, s45, 32
	s_and_b64 s[16:17], s[16:17], exec
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v20, 32, v0
	s_cselect_b32 s16, 1, 0
	v_mov_b32_e32 v2, 0
	s_cmp_lg_u32 s16, 1
	v_lshlrev_b32_e32 v25, 6, v1
	v_lshlrev_b32_e32 v26, 2, v0
	v_lshrrev_b32_e32 v27, 1, v20
	s_cbranch_scc1 .LBB0_88
; %bb.86:                               ; %.lr.ph
	v_bfe_i32 v0, v0, 3, 1
	v_and_b32_e32 v23, 0x4c0, v3
	v_and_b32_e32 v0, 0x110, v0
	v_and_b32_e32 v24, 8, v5
	v_bitop3_b32 v0, v0, v21, v23 bitop3:0x36
	.loc	1 90 5 is_stmt 1                ; k_misc.py:90:5
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[6:7]
	v_lshl_or_b32 v6, s44, 4, v25
	v_bitop3_b32 v7, v26, v27, 48 bitop3:0x6c
	v_or_b32_e32 v3, v24, v0
	s_add_i32 s4, s33, 0x7c
	s_add_i32 s16, s33, 0x78
	s_add_i32 s17, s33, 0x74
	s_add_i32 s46, s33, 0x70
	s_add_i32 s48, s33, 0x6c
	s_add_i32 s49, s33, 0x68
	s_add_i32 s50, s33, 0x64
	s_add_i32 s51, s33, 0x60
	s_add_i32 s52, s33, 0x5c
	s_add_i32 s53, s33, 0x58
	s_add_i32 s54, s33, 0x54
	s_add_i32 s55, s33, 0x50
	s_add_i32 s56, s33, 0x4c
	s_add_i32 s57, s33, 0x48
	s_add_i32 s58, s33, 0x44
	s_add_i32 s33, s33, 64
	v_or_b32_e32 v32, v6, v7
	v_bitop3_b32 v33, v6, 32, v7 bitop3:0x36
	v_or_b32_e32 v0, s45, v3
	v_bitop3_b32 v34, v3, 32, s45 bitop3:0x36
	v_or_b32_e32 v35, 64, v4
	s_mul_i32 s4, s9, s4
	s_lshl_b32 s5, s9, 6
	s_mul_i32 s16, s9, s16
	s_mul_i32 s17, s9, s17
	s_mul_i32 s46, s9, s46
	s_mul_i32 s48, s9, s48
	s_mul_i32 s49, s9, s49
	s_mul_i32 s50, s9, s50
	s_mul_i32 s51, s9, s51
	s_mul_i32 s52, s9, s52
	s_mul_i32 s53, s9, s53
	s_mul_i32 s54, s9, s54
	s_mul_i32 s55, s9, s55
	s_mul_i32 s56, s9, s56
	s_mul_i32 s57, s9, s57
	s_mul_i32 s58, s9, s58
	s_movk_i32 s63, 0x2000
	s_mul_i32 s33, s9, s33
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_mov_b32 s59, 0
	s_mov_b32 s62, 0
	s_mov_b32 s64, 0
.LBB0_87:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 91 13                         ; k_misc.py:91:13
	v_add_u32_e32 v62, s60, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v63, s60, v33
	ds_read_b128 v[68:71], v62
	ds_read_b128 v[72:75], v63
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	v_add_u32_e32 v36, s64, v35
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 90 5 is_stmt 1                ; k_misc.py:90:5
	s_add_i32 s61, s64, 64
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[36:37]
	v_lshl_add_u64 v[40:41], s[12:13], 0, v[36:37]
	v_lshl_add_u64 v[42:43], s[14:15], 0, v[36:37]
	v_lshl_add_u64 v[44:45], s[18:19], 0, v[36:37]
	v_lshl_add_u64 v[46:47], s[20:21], 0, v[36:37]
	v_lshl_add_u64 v[48:49], s[22:23], 0, v[36:37]
	v_lshl_add_u64 v[50:51], s[24:25], 0, v[36:37]
	v_lshl_add_u64 v[52:53], s[26:27], 0, v[36:37]
	v_lshl_add_u64 v[54:55], s[28:29], 0, v[36:37]
	v_lshl_add_u64 v[56:57], s[30:31], 0, v[36:37]
	v_lshl_add_u64 v[58:59], s[34:35], 0, v[36:37]
	v_lshl_add_u64 v[60:61], s[36:37], 0, v[36:37]
	v_lshl_add_u64 v[62:63], s[38:39], 0, v[36:37]
	v_lshl_add_u64 v[64:65], s[40:41], 0, v[36:37]
	v_lshl_add_u64 v[66:67], s[42:43], 0, v[36:37]
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[36:37]
	.loc	1 90 5                          ; k_misc.py:90:5
	s_setprio 1
	.loc	1 91 13                         ; k_misc.py:91:13
	global_load_ubyte v84, v[38:39], off
	global_load_ubyte v85, v[40:41], off
	global_load_ubyte v86, v[42:43], off
	global_load_ubyte v87, v[44:45], off
	global_load_ubyte v88, v[46:47], off
	global_load_ubyte v89, v[48:49], off
	global_load_ubyte v90, v[50:51], off
	global_load_ubyte v91, v[52:53], off
	global_load_ubyte v92, v[54:55], off
	global_load_ubyte v93, v[56:57], off
	global_load_ubyte v94, v[58:59], off
	global_load_ubyte v95, v[60:61], off
	global_load_ubyte v96, v[62:63], off
	global_load_ubyte v97, v[64:65], off
	global_load_ubyte v98, v[66:67], off
	global_load_ubyte v99, v[36:37], off
	; sched_barrier mask(0x00000000)
	.loc	1 92 13                         ; k_misc.py:92:13
	v_add_u32_e32 v36, s63, v0
	v_add_u32_e32 v37, s63, v34
	ds_read_b64_tr_b8 v[76:77], v36
	ds_read_b64_tr_b8 v[80:81], v36 offset:2048
	ds_read_b64_tr_b8 v[78:79], v37 offset:512
	ds_read_b64_tr_b8 v[82:83], v37 offset:2560
	.loc	1 90 5                          ; k_misc.py:90:5
	s_setprio 0
	.loc	1 92 29                         ; k_misc.py:92:29
	s_add_i32 s64, s33, s59
	s_add_i32 s68, s57, s59
	s_add_i32 s70, s56, s59
	s_add_i32 s72, s55, s59
	s_add_i32 s74, s54, s59
	s_add_i32 s76, s53, s59
	s_add_i32 s78, s52, s59
	s_add_i32 s80, s51, s59
	s_add_i32 s66, s58, s59
	s_add_i32 s82, s50, s59
	s_add_i32 s84, s49, s59
	s_add_i32 s86, s48, s59
	s_add_i32 s88, s46, s59
	s_add_i32 s90, s17, s59
	s_add_i32 s92, s16, s59
	.loc	1 92 21 is_stmt 0               ; k_misc.py:92:21
	s_add_i32 s94, s4, s59
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s75, s74, 31
	s_ashr_i32 s77, s76, 31
	s_ashr_i32 s79, s78, 31
	s_ashr_i32 s81, s80, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s83, s82, 31
	s_ashr_i32 s85, s84, 31
	s_ashr_i32 s87, s86, 31
	s_ashr_i32 s89, s88, 31
	s_ashr_i32 s91, s90, 31
	s_ashr_i32 s93, s92, 31
	s_ashr_i32 s95, s94, 31
	v_lshl_add_u64 v[36:37], v[18:19], 0, s[64:65]
	v_lshl_add_u64 v[40:41], v[18:19], 0, s[68:69]
	v_lshl_add_u64 v[42:43], v[18:19], 0, s[70:71]
	v_lshl_add_u64 v[44:45], v[18:19], 0, s[72:73]
	v_lshl_add_u64 v[46:47], v[18:19], 0, s[74:75]
	v_lshl_add_u64 v[48:49], v[18:19], 0, s[76:77]
	v_lshl_add_u64 v[50:51], v[18:19], 0, s[78:79]
	v_lshl_add_u64 v[52:53], v[18:19], 0, s[80:81]
	v_lshl_add_u64 v[38:39], v[18:19], 0, s[66:67]
	v_lshl_add_u64 v[54:55], v[18:19], 0, s[82:83]
	v_lshl_add_u64 v[56:57], v[18:19], 0, s[84:85]
	v_lshl_add_u64 v[58:59], v[18:19], 0, s[86:87]
	v_lshl_add_u64 v[60:61], v[18:19], 0, s[88:89]
	v_lshl_add_u64 v[62:63], v[18:19], 0, s[90:91]
	v_lshl_add_u64 v[64:65], v[18:19], 0, s[92:93]
	v_lshl_add_u64 v[66:67], v[18:19], 0, s[94:95]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v100, v[36:37], off
	global_load_ubyte v101, v[38:39], off
	s_nop 0
	global_load_ubyte v40, v[40:41], off
	s_nop 0
	global_load_ubyte v41, v[42:43], off
	s_nop 0
	global_load_ubyte v42, v[44:45], off
	global_load_ubyte v43, v[46:47], off
	s_nop 0
	global_load_ubyte v44, v[48:49], off
	global_load_ubyte v45, v[50:51], off
	global_load_ubyte v46, v[52:53], off
	global_load_ubyte v47, v[54:55], off
	s_nop 0
	global_load_ubyte v48, v[56:57], off
	global_load_ubyte v49, v[58:59], off
	global_load_ubyte v50, v[60:61], off
	global_load_ubyte v51, v[62:63], off
	global_load_ubyte v52, v[64:65], off
	global_load_ubyte v53, v[66:67], off
	.loc	1 93 15 is_stmt 1               ; k_misc.py:93:15
	s_waitcnt lgkmcnt(1)
	v_mfma_i32_32x32x32_i8 v[2:17], v[76:79], v[68:71], v[2:17]
	; sched_barrier mask(0x00000001)
	.loc	1 90 5                          ; k_misc.py:90:5
	s_setprio 1
	.loc	1 93 15                         ; k_misc.py:93:15
	s_waitcnt lgkmcnt(0)
	v_mfma_i32_32x32x32_i8 v[2:17], v[80:83], v[72:75], v[2:17]
	.loc	1 90 5                          ; k_misc.py:90:5
	s_setprio 0
	s_add_i32 s60, s62, 1
	s_cmp_lt_i32 s60, 2
	s_cselect_b32 s62, s60, 0
	.loc	1 91 13                         ; k_misc.py:91:13
	s_lshl_b32 s60, s62, 12
	.loc	1 90 5                          ; k_misc.py:90:5
	s_add_i32 s59, s59, s5
	.loc	1 92 13                         ; k_misc.py:92:13
	s_add_i32 s63, s60, 0x2000
	s_mov_b32 s64, s61
	.loc	1 91 13                         ; k_misc.py:91:13
	v_add_u32_e32 v36, s60, v28
	v_add_u32_e32 v39, s60, v31
	.loc	1 90 5                          ; k_misc.py:90:5
	s_cmp_lt_i32 s61, s47
	.loc	1 91 13                         ; k_misc.py:91:13
	s_barrier
	v_add_u32_e32 v37, s60, v29
	v_add_u32_e32 v38, s60, v30
	s_waitcnt vmcnt(31)
	ds_write_b8 v36, v84
	s_waitcnt vmcnt(27)
	ds_write_b8 v36, v88 offset:1024
	s_waitcnt vmcnt(23)
	ds_write_b8 v36, v92 offset:2048
	s_waitcnt vmcnt(19)
	ds_write_b8 v36, v96 offset:3072
	ds_write_b8 v37, v85 offset:256
	ds_write_b8 v37, v89 offset:1280
	ds_write_b8 v37, v93 offset:2304
	s_waitcnt vmcnt(18)
	ds_write_b8 v37, v97 offset:3328
	ds_write_b8 v38, v86 offset:512
	ds_write_b8 v38, v90 offset:1536
	ds_write_b8 v38, v94 offset:2560
	s_waitcnt vmcnt(17)
	ds_write_b8 v38, v98 offset:3584
	ds_write_b8 v39, v87 offset:768
	ds_write_b8 v39, v91 offset:1792
	ds_write_b8 v39, v95 offset:2816
	s_waitcnt vmcnt(16)
	ds_write_b8 v39, v99 offset:3840
	.loc	1 92 13                         ; k_misc.py:92:13
	s_waitcnt vmcnt(15)
	ds_write_b8 v36, v100 offset:8192
	s_waitcnt vmcnt(11)
	ds_write_b8 v36, v42 offset:9216
	s_waitcnt vmcnt(7)
	ds_write_b8 v36, v46 offset:10240
	s_waitcnt vmcnt(3)
	ds_write_b8 v36, v50 offset:11264
	ds_write_b8 v37, v101 offset:8448
	ds_write_b8 v37, v43 offset:9472
	ds_write_b8 v37, v47 offset:10496
	s_waitcnt vmcnt(2)
	ds_write_b8 v37, v51 offset:11520
	ds_write_b8 v38, v40 offset:8704
	ds_write_b8 v38, v44 offset:9728
	ds_write_b8 v38, v48 offset:10752
	s_waitcnt vmcnt(1)
	ds_write_b8 v38, v52 offset:11776
	ds_write_b8 v39, v41 offset:8960
	ds_write_b8 v39, v45 offset:9984
	ds_write_b8 v39, v49 offset:11008
	s_waitcnt vmcnt(0)
	ds_write_b8 v39, v53 offset:12032
	.loc	1 90 5                          ; k_misc.py:90:5
	s_cbranch_scc1 .LBB0_87
	s_branch .LBB0_89
.LBB0_88:
	.loc	1 0 5 is_stmt 0                 ; k_misc.py:0:5
	v_mov_b32_e32 v17, 0
	s_movk_i32 s63, 0x2000
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
.LBB0_89:                               ; %._crit_edge
	.loc	1 90 5 is_stmt 1                ; k_misc.py:90:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 91 13                         ; k_misc.py:91:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 93 15                         ; k_misc.py:93:15
	s_cbranch_scc1 .LBB0_91
; %bb.90:
	.loc	1 0 15 is_stmt 0                ; k_misc.py:0:15
	v_mov_b32_e32 v0, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v22
	.loc	1 91 13 is_stmt 1               ; k_misc.py:91:13
	s_lshl_b32 s0, s44, 4
	v_bitop3_b32 v19, v26, v27, 48 bitop3:0x6c
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_bitop3_b32 v0, v0, v21, v23 bitop3:0x36
	v_or3_b32 v0, v24, v0, s45
	v_add_u32_e32 v18, s63, v0
	.loc	1 92 13                         ; k_misc.py:92:13
	v_xad_u32 v0, v0, 32, s63
	ds_read_b64_tr_b8 v[28:29], v18
	ds_read_b64_tr_b8 v[30:31], v0 offset:512
	.loc	1 91 13                         ; k_misc.py:91:13
	v_or3_b32 v19, s0, v25, v19
	v_add_u32_e32 v21, s60, v19
	ds_read_b128 v[22:25], v21
	ds_read_b64_tr_b8 v[32:33], v18 offset:2048
	.loc	1 92 13                         ; k_misc.py:92:13
	ds_read_b64_tr_b8 v[34:35], v0 offset:2560
	.loc	1 93 15                         ; k_misc.py:93:15
	s_waitcnt lgkmcnt(2)
	v_mfma_i32_32x32x32_i8 v[2:17], v[28:31], v[22:25], v[2:17]
	.loc	1 91 13                         ; k_misc.py:91:13
	v_xad_u32 v0, v19, 32, s60
	ds_read_b128 v[22:25], v0
	.loc	1 93 15                         ; k_misc.py:93:15
	s_waitcnt lgkmcnt(0)
	v_mfma_i32_32x32x32_i8 v[2:17], v[32:35], v[22:25], v[2:17]
.LBB0_91:                               ; %._crit_edge._crit_edge
	.loc	1 86 39                         ; k_misc.py:86:39
	s_lshr_b32 s0, s44, 2
	v_or_b32_e32 v1, s0, v1
	v_lshrrev_b32_e32 v0, 3, v20
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	v_or_b32_e32 v1, s8, v1
	.loc	1 86 39                         ; k_misc.py:86:39
	v_or_b32_e32 v0, s45, v0
	.loc	1 94 22 is_stmt 1               ; k_misc.py:94:22
	v_mul_lo_u32 v18, v1, s9
	.loc	1 87 10                         ; k_misc.py:87:10
	v_or_b32_e32 v0, s11, v0
	.loc	1 94 14                         ; k_misc.py:94:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	.loc	1 94 5 is_stmt 0                ; k_misc.py:94:5
	s_nop 0
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[6:9], off offset:32
	global_store_dwordx4 v[0:1], v[10:13], off offset:64
	global_store_dwordx4 v[0:1], v[14:17], off offset:96
	.loc	1 85 1 is_stmt 1                ; k_misc.py:85:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul_i8, .Lfunc_end0-matmul_i8
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_next_free_sgpr 96
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
	.set .Lmatmul_i8.num_vgpr, 102
	.set .Lmatmul_i8.num_agpr, 0
	.set .Lmatmul_i8.numbered_sgpr, 96
	.set .Lmatmul_i8.num_named_barrier, 0
	.set .Lmatmul_i8.private_seg_size, 0
	.set .Lmatmul_i8.uses_vcc, 1
	.set .Lmatmul_i8.uses_flat_scratch, 0
	.set .Lmatmul_i8.has_dyn_sized_stack, 0
	.set .Lmatmul_i8.has_recursion, 0
	.set .Lmatmul_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4652
; TotalNumSgprs: 102
; NumVgprs: 102
; NumAgprs: 0
; TotalNumVgprs: 102
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 102
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
	.asciz	"k_misc.py"                     ; string offset=7 ; k_misc.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=17 ; /work/main/tests/sim/peer
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
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           matmul_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         matmul_i8.kd
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

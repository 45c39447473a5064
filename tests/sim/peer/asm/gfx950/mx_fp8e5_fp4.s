	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	mx_matmul                       ; -- Begin function mx_matmul
	.p2align	8
	.type	mx_matmul,@function
mx_matmul:                              ; @mx_matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.95:
	.file	1 "/work/main/tests/sim/peer" "k_mx.py"
	.loc	1 26 0 prologue_end             ; k_mx.py:26:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.96:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	v_readfirstlane_b32 s12, v0
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s17, s15, 5
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	s_lshr_b32 s33, s12, 7
	.loc	1 29 10                         ; k_mx.py:29:10
	s_or_b32 s33, s33, s17
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s0, s33, s14
	.loc	1 29 34                         ; k_mx.py:29:34
	s_and_b32 s15, s12, 0xc0
	.loc	1 36 21                         ; k_mx.py:36:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_mov_b32_e32 v2, 0x7f
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s14, 0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_bitop3_b32 v2, s15, v2, v1 bitop3:0xc8
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_lt_i32 s14, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_mov_b32_e32 v3, 0
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v6, v[4:5], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_3:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s18, s33, 2
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s18, s18, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s19, s18, 31
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[20:21], s[48:49], exec
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[18:19], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v7, v[4:5], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_6:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s20, s33, 4
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s20, s20, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[22:23], s[48:49], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[20:21], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v8, v[4:5], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_9:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s22, s33, 6
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s22, s22, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[24:25], s[48:49], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v9, v[4:5], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_12:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s24, s33, 8
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s24, s24, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s25, s24, 31
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[26:27], s[48:49], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[24:25], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v10, v[4:5], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_15:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s26, s33, 10
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s26, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[28:29], s[48:49], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[26:27], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v11, v[4:5], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_18:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s28, s33, 12
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s28, s28, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s29, s28, 31
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[30:31], s[48:49], exec
	s_cselect_b32 s30, 1, 0
	s_cmp_lg_u32 s30, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[28:29], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v12, v[4:5], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_21:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s30, s33, 14
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s30, s30, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s31, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[34:35], s[48:49], exec
	s_cselect_b32 s34, 1, 0
	s_cmp_lg_u32 s34, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[30:31], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v13, v[4:5], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_24:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s34, s33, 16
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s34, s34, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s35, s34, 31
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[36:37], s[48:49], exec
	s_cselect_b32 s36, 1, 0
	s_cmp_lg_u32 s36, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[34:35], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v14, v[4:5], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_27:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s36, s33, 18
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s36, s36, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s37, s36, 31
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[38:39], s[48:49], exec
	s_cselect_b32 s38, 1, 0
	s_cmp_lg_u32 s38, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[36:37], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v15, v[4:5], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_30:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s38, s33, 20
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s38, s38, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s39, s38, 31
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[40:41], s[48:49], exec
	s_cselect_b32 s40, 1, 0
	s_cmp_lg_u32 s40, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[38:39], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v22, v[4:5], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_33:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s40, s33, 22
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s40, s40, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s41, s40, 31
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[42:43], s[48:49], exec
	s_cselect_b32 s42, 1, 0
	s_cmp_lg_u32 s42, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v23, v[4:5], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_36:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s42, s33, 24
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s42, s42, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s43, s42, 31
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[44:45], s[48:49], exec
	s_cselect_b32 s44, 1, 0
	s_cmp_lg_u32 s44, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[42:43], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v30, v[4:5], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v30, 0
.LBB0_39:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s44, s33, 26
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s44, s44, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s45, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[46:47], s[48:49], exec
	s_cselect_b32 s46, 1, 0
	s_cmp_lg_u32 s46, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v33, v[4:5], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v33, 0
.LBB0_42:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s46, s33, 28
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s46, s46, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s47, s46, 31
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s50, 1, 0
	s_cmp_lg_u32 s50, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[4:5], s[46:47], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v36, v[4:5], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_45:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s33, s33, 30
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s33, s33, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s50, s33, 31
	s_add_u32 s2, s2, s33
	s_addc_u32 s3, s3, s50
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	.loc	1 29 0 is_stmt 1                ; k_mx.py:29
	v_or_b32_e32 v25, s15, v1
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v37, v[2:3], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v37, 0
.LBB0_48:
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v1, 31, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v1
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cselect_b32 s16, 1, 0
	.loc	1 34 30                         ; k_mx.py:34:30
	v_lshrrev_b32_e32 v26, 5, v25
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mul_lo_u32 v4, v26, s13
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v38, v[4:5], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v38, 0
.LBB0_51:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v27, 8, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v27, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v46, v[4:5], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v46, 0
.LBB0_54:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v28, 16, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v28, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v47, v[4:5], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v47, 0
.LBB0_57:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v29, 24, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v29, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v48, v[4:5], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v48, 0
.LBB0_60:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v31, 32, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v31, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v49, v[4:5], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v49, 0
.LBB0_63:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v32, 40, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v32, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v54, v[4:5], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v54, 0
.LBB0_66:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v34, 48, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v34, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v55, v[4:5], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v55, 0
.LBB0_69:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[50:51], s[48:49], exec
	s_cselect_b32 s16, 1, 0
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v35, 56, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	v_mov_b32_e32 v17, 0
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v35, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v56, v[4:5], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v56, 0
.LBB0_72:
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s16, s14, 31
	s_lshr_b32 s16, s16, 27
	s_add_i32 s16, s14, s16
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v24, s17, v1
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s16, s16, 5
	.loc	1 39 35 is_stmt 0               ; k_mx.py:39:35
	v_mul_lo_u32 v4, s16, v24
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[4:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_and_b64 s[4:5], s[48:49], exec
	.loc	1 35 25 is_stmt 1               ; k_mx.py:35:25
	v_bfe_u32 v16, v0, 5, 1
	.loc	1 39 18                         ; k_mx.py:39:18
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 39 26 is_stmt 0               ; k_mx.py:39:26
	v_lshl_add_u64 v[4:5], v[18:19], 0, v[16:17]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_cbranch_scc1 .LBB0_75
; %bb.73:
	global_load_ubyte v50, v[4:5], off
	s_and_b64 s[4:5], s[48:49], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_76
.LBB0_74:
	global_load_ubyte v51, v[4:5], off offset:2
	s_branch .LBB0_77
.LBB0_75:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v50, 0
	.loc	1 39 18                         ; k_mx.py:39:18
	s_and_b64 s[4:5], s[48:49], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_74
.LBB0_76:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v51, 0
.LBB0_77:
	.loc	1 43 35 is_stmt 1               ; k_mx.py:43:35
	v_mul_lo_u32 v4, s16, v2
	.loc	1 43 26 is_stmt 0               ; k_mx.py:43:26
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 43 18                         ; k_mx.py:43:18
	s_and_b64 s[4:5], s[48:49], exec
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[20:21], s[8:9], 0, v[4:5]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[4:5], v[20:21], 0, v[16:17]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cbranch_scc1 .LBB0_80
; %bb.78:
	global_load_ubyte v52, v[4:5], off
	s_and_b64 s[4:5], s[48:49], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_81
.LBB0_79:
	global_load_ubyte v53, v[4:5], off offset:2
	s_branch .LBB0_82
.LBB0_80:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v52, 0
	.loc	1 43 18                         ; k_mx.py:43:18
	s_and_b64 s[4:5], s[48:49], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_79
.LBB0_81:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v53, 0
.LBB0_82:
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v4, 0, v25
	v_xor_b32_e32 v40, 32, v25
	s_waitcnt vmcnt(0)
	ds_write_b8 v4, v6
	ds_write_b8 v4, v14 offset:2048
	v_add_u32_e32 v6, 0, v40
	v_xor_b32_e32 v41, 48, v25
	ds_write_b8 v6, v8 offset:512
	ds_write_b8 v6, v22 offset:2560
	v_add_u32_e32 v6, 0, v41
	v_xor_b32_e32 v42, 64, v25
	ds_write_b8 v6, v9 offset:768
	ds_write_b8 v6, v23 offset:2816
	v_add_u32_e32 v6, 0, v42
	v_xor_b32_e32 v43, 0x50, v25
	ds_write_b8 v6, v10 offset:1024
	ds_write_b8 v6, v30 offset:3072
	v_add_u32_e32 v6, 0, v43
	v_xor_b32_e32 v44, 0x60, v25
	v_xor_b32_e32 v39, 16, v25
	ds_write_b8 v6, v11 offset:1280
	ds_write_b8 v6, v33 offset:3328
	v_add_u32_e32 v6, 0, v44
	v_xor_b32_e32 v45, 0x70, v25
	v_add_u32_e32 v5, 0, v39
	ds_write_b8 v6, v12 offset:1536
	ds_write_b8 v6, v36 offset:3584
	v_add_u32_e32 v6, 0, v45
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s9, s14, 0xffffff80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_mov_b32 s8, 0
	ds_write_b8 v5, v7 offset:256
	ds_write_b8 v5, v15 offset:2304
	ds_write_b8 v6, v13 offset:1792
	ds_write_b8 v6, v37 offset:3840
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v4, v38 offset:8192
	ds_write_b8 v4, v47 offset:8704
	ds_write_b8 v4, v49 offset:9216
	ds_write_b8 v4, v55 offset:9728
	ds_write_b8 v5, v46 offset:8448
	ds_write_b8 v5, v48 offset:8960
	ds_write_b8 v5, v54 offset:9472
	ds_write_b8 v5, v56 offset:9984
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s9, 0
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v33, 3, v0
	v_and_b32_e32 v5, 16, v0
	s_cbranch_scc1 .LBB0_84
; %bb.83:                               ; %.._crit_edge_crit_edge
	.loc	1 37 13                         ; k_mx.py:37:13
	v_and_b32_e32 v6, 0x2e0, v4
	v_and_or_b32 v7, v33, 8, v5
	s_movk_i32 s4, 0x110
	v_or_b32_e32 v38, v7, v6
	v_bitop3_b32 v22, v7, s4, v6 bitop3:0x36
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_85
.LBB0_84:
	.loc	1 0 13 is_stmt 0                ; k_mx.py:0:13
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr38
                                        ; implicit-def: $vgpr22
.LBB0_85:                               ; %Flow
	s_and_b64 s[4:5], s[4:5], exec
	v_and_b32_e32 v30, 32, v0
	s_cselect_b32 s4, 1, 0
	v_mov_b32_e32 v17, 0
	s_cmp_lg_u32 s4, 1
	v_lshlrev_b32_e32 v36, 7, v1
	v_lshrrev_b32_e32 v37, 1, v30
	s_cbranch_scc1 .LBB0_89
; %bb.86:                               ; %.lr.ph
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[2:3]
	v_lshlrev_b16_e32 v3, 8, v53
	s_movk_i32 s4, 0x70
	v_or_b32_e32 v3, v52, v3
	v_and_b32_e32 v1, 0x70, v33
	v_bitop3_b32 v2, v33, v37, s4 bitop3:0x6c
	s_movk_i32 s4, 0x60
	v_and_b32_e32 v52, 0xffff, v3
	v_lshlrev_b16_e32 v3, 8, v51
	v_bitop3_b32 v46, v1, v36, v37 bitop3:0xde
	v_bitop3_b32 v47, v2, 32, v36 bitop3:0x36
	v_bitop3_b32 v48, v2, 64, v36 bitop3:0x36
	v_bitop3_b32 v49, v2, s4, v36 bitop3:0x36
	v_and_b32_e32 v1, 0x2e0, v4
	v_and_or_b32 v2, v33, 8, v5
	v_or_b32_e32 v3, v50, v3
	s_and_b32 s4, s12, 64
	v_or_b32_e32 v38, v2, v1
	v_and_b32_e32 v53, 0xffff, v3
	v_bitop3_b32 v50, v2, 16, v1 bitop3:0x36
	v_bitop3_b16 v51, s4, v0, 63 bitop3:0xf8
	s_movk_i32 s17, 0x2000
	s_movk_i32 s7, 0x80
	s_mov_b32 s6, 0xc0c0004
	s_mov_b32 s16, 0
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v2, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v17
	.loc	1 0 5 is_stmt 0                 ; :0:5
.Ltmp2:
	.p2align	5, , 4
.LBB0_87:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_add_u32_sdwa v54, v51, s7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[56:57], s[0:1], 0, v[54:55]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ubyte v84, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[18:19], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v85, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[20:21], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v86, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[22:23], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v87, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[24:25], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v88, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[26:27], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v89, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[28:29], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v90, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[30:31], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v91, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[34:35], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v92, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[36:37], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v93, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[38:39], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v94, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[40:41], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v95, v[56:57], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[42:43], 0, v[54:55]
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	s_ashr_i32 s5, s7, 1
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v96, v[56:57], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[44:45], 0, v[54:55]
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_or_b32_e32 v58, s5, v26
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v97, v[56:57], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[56:57], s[46:47], 0, v[54:55]
	v_lshl_add_u64 v[54:55], s[2:3], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v98, v[56:57], off
	global_load_ubyte v99, v[54:55], off
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_mul_lo_u32 v54, v58, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_or_b32_e32 v59, s5, v27
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[54:55], v[22:23], 0, v[54:55]
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v60, s5, v28
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v100, v[54:55], off
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v54, v59, s13
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_or_b32_e32 v62, s5, v31
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v58, v60, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	s_ashr_i32 s4, s7, 5
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v63, s5, v32
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[54:55], v[22:23], 0, v[54:55]
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v62, v62, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v59, 31, v58
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	v_or_b32_e32 v56, s4, v16
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v101, v[54:55], off
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_lshl_add_u64 v[54:55], v[22:23], 0, v[58:59]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v58, v63, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v63, 31, v62
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[62:63], v[22:23], 0, v[62:63]
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v64, s5, v34
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v102, v[54:55], off
	global_load_ubyte v103, v[62:63], off
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[54:55], v[18:19], 0, v[56:57]
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[56:57], v[20:21], 0, v[56:57]
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v54, v[54:55], off
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v61, s5, v29
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v55, v[56:57], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v56, v64, s13
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v65, s5, v35
	.loc	1 39 26                         ; k_mx.py:39:26
	s_ashr_i32 s5, s4, 31
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v60, v61, s13
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[16:17]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[56:57]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v104, v[56:57], off
	.loc	1 43 26 is_stmt 1               ; k_mx.py:43:26
	v_lshl_add_u64 v[56:57], v[20:21], 0, v[62:63]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v64, v65, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v61, 31, v60
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_lshl_add_u64 v[62:63], v[18:19], 0, v[62:63]
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v56, v[56:57], off offset:2
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v57, v[62:63], off offset:2
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[60:61], v[22:23], 0, v[60:61]
	v_lshl_add_u64 v[58:59], v[22:23], 0, v[58:59]
	v_lshl_add_u64 v[62:63], v[22:23], 0, v[64:65]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v105, v[60:61], off
	global_load_ubyte v106, v[58:59], off
	global_load_ubyte v107, v[62:63], off
	v_add_u32_e32 v62, s17, v38
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v58, s8, v46
	v_add_u32_e32 v59, s8, v47
	v_add_u32_e32 v60, s8, v48
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v63, s17, v50
	ds_read_b64_tr_b8 v[76:77], v62
	ds_read_b64_tr_b8 v[78:79], v63 offset:256
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[64:67], v58
	ds_read_b128 v[68:71], v59
	ds_read_b128 v[72:75], v60
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[80:81], v62 offset:1024
	ds_read_b64_tr_b8 v[82:83], v63 offset:1280
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v53, 0xffff, v53
	v_and_b32_e32 v52, 0xffff, v52
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v61, s8, v49
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s4, s16, 1
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(3)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[76:79], v[64:71], v[0:15], v52, v53 op_sel_hi:[0,0,0] cbsz:4 blgp:1
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[76:79], v61
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s4, 2
	s_cselect_b32 s16, s4, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_lshl_b32 s8, s16, 12
	.loc	1 37 13                         ; k_mx.py:37:13
	s_lshl_b32 s5, s16, 11
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s4, s7, 0x80
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v58, s8, v25
	v_add_u32_e32 v59, s8, v39
	.loc	1 37 13                         ; k_mx.py:37:13
	s_add_i32 s17, s5, 0x2000
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v60, s8, v40
	v_add_u32_e32 v61, s8, v41
	v_add_u32_e32 v62, s8, v42
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[80:83], v[72:79], v[0:15], v52, v53 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:1
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v52, s8, v45
	v_add_u32_e32 v63, s8, v43
	v_add_u32_e32 v64, s8, v44
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v65, s5, v25
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt vmcnt(27)
	ds_write_b8 v58, v84
	s_waitcnt vmcnt(19)
	ds_write_b8 v58, v92 offset:2048
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s7, s9
	s_mov_b32 s7, s4
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b8 v59, v85 offset:256
	s_waitcnt vmcnt(18)
	ds_write_b8 v59, v93 offset:2304
	ds_write_b8 v60, v86 offset:512
	s_waitcnt vmcnt(17)
	ds_write_b8 v60, v94 offset:2560
	ds_write_b8 v61, v87 offset:768
	s_waitcnt vmcnt(16)
	ds_write_b8 v61, v95 offset:2816
	ds_write_b8 v62, v88 offset:1024
	s_waitcnt vmcnt(15)
	ds_write_b8 v62, v96 offset:3072
	ds_write_b8 v63, v89 offset:1280
	s_waitcnt vmcnt(14)
	ds_write_b8 v63, v97 offset:3328
	ds_write_b8 v64, v90 offset:1536
	s_waitcnt vmcnt(13)
	ds_write_b8 v64, v98 offset:3584
	ds_write_b8 v52, v91 offset:1792
	s_waitcnt vmcnt(12)
	ds_write_b8 v52, v99 offset:3840
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v58, s5, v39
	s_waitcnt vmcnt(11)
	ds_write_b8 v65, v100 offset:8192
	s_waitcnt vmcnt(9)
	ds_write_b8 v65, v102 offset:8704
	s_waitcnt vmcnt(8)
	ds_write_b8 v65, v103 offset:9216
	s_waitcnt vmcnt(5)
	ds_write_b8 v65, v104 offset:9728
	ds_write_b8 v58, v101 offset:8448
	s_waitcnt vmcnt(2)
	ds_write_b8 v58, v105 offset:8960
	s_waitcnt vmcnt(1)
	ds_write_b8 v58, v106 offset:9472
	s_waitcnt vmcnt(0)
	ds_write_b8 v58, v107 offset:9984
	v_perm_b32 v52, v55, v56, s6
	.loc	1 32 5                          ; k_mx.py:32:5
	v_perm_b32 v53, v54, v57, s6
	s_cbranch_scc1 .LBB0_87
; %bb.88:                               ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_and_b32_e32 v50, 0xffff, v54
	v_and_b32_e32 v51, 0xffff, v57
	v_and_b32_e32 v52, 0xffff, v55
	v_and_b32_e32 v53, 0xffff, v56
	v_xor_b32_e32 v22, 0x110, v38
	.loc	1 32 5                          ; k_mx.py:32:5
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 5                           ; k_mx.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s17, 0x2000
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
.LBB0_90:                               ; %Flow260
	s_lshr_b32 s0, s12, 6
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_93
; %bb.91:
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc0 .LBB0_94
.LBB0_92:                               ; %.critedge28
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_93:
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v16, s17, v38
	.loc	1 36 13                         ; k_mx.py:36:13
	v_and_b32_e32 v18, 0x70, v33
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v17, s17, v22
	ds_read_b64_tr_b8 v[26:27], v16
	ds_read_b64_tr_b8 v[28:29], v17
	.loc	1 36 13                         ; k_mx.py:36:13
	v_bitop3_b32 v18, v18, v36, v37 bitop3:0xde
	v_xad_u32 v19, v18, 32, s8
	v_add_u32_e32 v20, s8, v18
	ds_read_b128 v[42:45], v19
	ds_read_b128 v[38:41], v20
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[20:21], v16 offset:1024
	ds_read_b64_tr_b8 v[22:23], v17 offset:1024
	.loc	1 46 15                         ; k_mx.py:46:15
	s_mov_b32 s1, 0xc0c0004
	v_perm_b32 v16, v50, v51, s1
	v_perm_b32 v17, v52, v53, s1
	.loc	1 36 13                         ; k_mx.py:36:13
	s_movk_i32 s1, 0x70
	v_bitop3_b32 v19, v33, v37, s1 bitop3:0x6c
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[26:29], v[38:45], v[0:15], v17, v16 op_sel_hi:[0,0,0] cbsz:4 blgp:1
	.loc	1 36 13                         ; k_mx.py:36:13
	s_movk_i32 s1, 0x60
	v_bitop3_b32 v19, v19, s1, v36 bitop3:0x36
	v_add_u32_e32 v19, s8, v19
	v_xad_u32 v18, v18, 64, s8
	ds_read_b128 v[36:39], v19
	ds_read_b128 v[32:35], v18
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[20:23], v[32:39], v[0:15], v17, v16 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:1
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_92
.LBB0_94:                               ; %.critedge
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v30
	.loc	1 47 22                         ; k_mx.py:47:22
	v_mul_lo_u32 v18, s13, v24
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v16, s15, v16
	.loc	1 47 14                         ; k_mx.py:47:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 47 5 is_stmt 0                ; k_mx.py:47:5
	s_nop 10
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 26 1 is_stmt 1                ; k_mx.py:26:1
	s_endpgm
.Ltmp3:
.Lfunc_end0:
	.size	mx_matmul, .Lfunc_end0-mx_matmul
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mx_matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 108
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 108
		.amdhsa_reserve_vcc 0
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
	.set .Lmx_matmul.num_vgpr, 108
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 52
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 0
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4224
; TotalNumSgprs: 58
; NumVgprs: 108
; NumAgprs: 0
; TotalNumVgprs: 108
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 108
; AccumOffset: 108
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 26
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
	.asciz	"k_mx.py"                       ; string offset=7 ; k_mx.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=15 ; /work/main/tests/sim/peer
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           mx_matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     108
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

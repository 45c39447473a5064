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
; %bb.71:
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
; %bb.72:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s12, s0, 6
	.loc	1 36 44                         ; k_mx.py:36:44
	s_lshr_b32 s0, s14, 31
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s17, s15, 5
	.loc	1 36 44                         ; k_mx.py:36:44
	s_add_i32 s0, s14, s0
	.loc	1 29 10                         ; k_mx.py:29:10
	s_or_b32 s15, s12, s17
	.loc	1 36 44                         ; k_mx.py:36:44
	s_ashr_i32 s33, s0, 1
	.loc	1 36 29 is_stmt 0               ; k_mx.py:36:29
	s_mul_i32 s0, s15, s33
	.loc	1 36 21                         ; k_mx.py:36:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_cmp_gt_i32 s14, 0
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v16, 63, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_lt_i32 s14, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_mov_b32_e32 v17, 0
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v6, v[2:3], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_3:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s18, s15, 4
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s18, s18, s33
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s19, s18, 31
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[20:21], s[30:31], exec
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v7, v[2:3], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_6:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s20, s15, 8
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s20, s20, s33
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[22:23], s[30:31], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[20:21], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v8, v[2:3], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_9:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s22, s15, 12
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s22, s22, s33
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[24:25], s[30:31], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[22:23], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v9, v[2:3], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_12:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s24, s15, 16
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s24, s24, s33
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s25, s24, 31
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[26:27], s[30:31], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[24:25], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v10, v[2:3], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_15:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s26, s15, 20
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s26, s33
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[28:29], s[30:31], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[26:27], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v11, v[2:3], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_18:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s28, s15, 24
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s28, s28, s33
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s29, s28, 31
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s34, 1, 0
	s_cmp_lg_u32 s34, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[28:29], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v12, v[2:3], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_21:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s15, s15, 28
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s15, s15, s33
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s33, s15, 31
	s_add_u32 s2, s2, s15
	s_addc_u32 s3, s3, s33
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v13, v[2:3], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_24:
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v1, 31, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v26, s12, 6, v16
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v1
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cselect_b32 s16, 1, 0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v27, 5, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mul_lo_u32 v4, v27, s13
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v14, v[4:5], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_27:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v28, 8, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v28, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v15, v[4:5], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_30:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v29, 16, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v29, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v24, v[4:5], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_33:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v30, 24, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v30, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v25, v[4:5], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_36:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v31, 32, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v31, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v32, v[4:5], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v32, 0
.LBB0_39:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v33, 40, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v33, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v36, v[4:5], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_42:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v34, 48, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v34, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v37, v[4:5], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v37, 0
.LBB0_45:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v35, 56, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	v_mov_b32_e32 v19, 0
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v4, v35, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v38, v[4:5], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v38, 0
.LBB0_48:
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s16, s14, 31
	s_lshr_b32 s16, s16, 27
	s_add_i32 s16, s14, s16
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v17, s17, v1
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s16, s16, 5
	.loc	1 39 35 is_stmt 0               ; k_mx.py:39:35
	v_mul_lo_u32 v4, s16, v17
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[4:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_and_b64 s[4:5], s[30:31], exec
	.loc	1 35 25 is_stmt 1               ; k_mx.py:35:25
	v_bfe_u32 v18, v0, 5, 1
	.loc	1 39 18                         ; k_mx.py:39:18
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 39 26 is_stmt 0               ; k_mx.py:39:26
	v_lshl_add_u64 v[4:5], v[20:21], 0, v[18:19]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_cbranch_scc1 .LBB0_51
; %bb.49:
	global_load_ubyte v45, v[4:5], off
	s_and_b64 s[4:5], s[30:31], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_52
.LBB0_50:
	global_load_ubyte v47, v[4:5], off offset:2
	s_branch .LBB0_53
.LBB0_51:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v45, 0
	.loc	1 39 18                         ; k_mx.py:39:18
	s_and_b64 s[4:5], s[30:31], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_50
.LBB0_52:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v47, 0
.LBB0_53:
	.loc	1 43 35 is_stmt 1               ; k_mx.py:43:35
	v_mul_lo_u32 v4, s16, v2
	.loc	1 43 26 is_stmt 0               ; k_mx.py:43:26
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 43 18                         ; k_mx.py:43:18
	s_and_b64 s[4:5], s[30:31], exec
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[4:5]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[18:19]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cbranch_scc1 .LBB0_56
; %bb.54:
	global_load_ubyte v46, v[4:5], off
	s_and_b64 s[4:5], s[30:31], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_57
.LBB0_55:
	global_load_ubyte v48, v[4:5], off offset:2
	s_branch .LBB0_58
.LBB0_56:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v46, 0
	.loc	1 43 18                         ; k_mx.py:43:18
	s_and_b64 s[4:5], s[30:31], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_55
.LBB0_57:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v48, 0
.LBB0_58:
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v4, 0, v26
	v_xor_b32_e32 v41, 32, v26
	s_waitcnt vmcnt(0)
	ds_write_b8 v4, v6
	ds_write_b8 v4, v10 offset:1024
	v_xor_b32_e32 v40, 16, v26
	v_add_u32_e32 v6, 0, v41
	v_xor_b32_e32 v42, 48, v26
	v_add_u32_e32 v5, 0, v40
	ds_write_b8 v6, v8 offset:512
	ds_write_b8 v6, v12 offset:1536
	v_add_u32_e32 v6, 0, v42
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s9, s14, 0xffffff80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_mov_b32 s8, 0
	ds_write_b8 v5, v7 offset:256
	ds_write_b8 v5, v11 offset:1280
	ds_write_b8 v6, v9 offset:768
	ds_write_b8 v6, v13 offset:1792
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v4, v14 offset:4096
	ds_write_b8 v4, v24 offset:4608
	ds_write_b8 v4, v32 offset:5120
	ds_write_b8 v4, v37 offset:5632
	ds_write_b8 v5, v15 offset:4352
	ds_write_b8 v5, v25 offset:4864
	ds_write_b8 v5, v36 offset:5376
	ds_write_b8 v5, v38 offset:5888
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s9, 0
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_and_b32_e32 v6, 16, v0
	s_cbranch_scc1 .LBB0_60
; %bb.59:                               ; %.._crit_edge_crit_edge
	.loc	1 37 13                         ; k_mx.py:37:13
	v_and_b32_e32 v7, 0x2e0, v4
	v_and_or_b32 v8, v5, 8, v6
	s_movk_i32 s4, 0x110
	v_or_b32_e32 v36, v8, v7
	v_bitop3_b32 v24, v8, s4, v7 bitop3:0x36
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_61
.LBB0_60:
	.loc	1 0 13 is_stmt 0                ; k_mx.py:0:13
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr36
                                        ; implicit-def: $vgpr24
.LBB0_61:                               ; %Flow
	s_and_b64 s[4:5], s[4:5], exec
	v_and_b32_e32 v32, 32, v0
	s_cselect_b32 s4, 1, 0
	v_mov_b32_e32 v19, 0
	s_cmp_lg_u32 s4, 1
	v_lshlrev_b32_e32 v37, 6, v1
	v_lshlrev_b32_e32 v38, 2, v0
	v_lshrrev_b32_e32 v39, 1, v32
	s_cbranch_scc1 .LBB0_65
; %bb.62:                               ; %.lr.ph
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[2:3]
	v_lshlrev_b16_e32 v2, 8, v48
	v_or_b32_e32 v2, v46, v2
	v_and_b32_e32 v0, 48, v38
	v_bitop3_b32 v1, v38, v39, 48 bitop3:0x6c
	v_and_b32_e32 v46, 0xffff, v2
	v_lshlrev_b16_e32 v2, 8, v47
	v_bitop3_b32 v43, v0, v37, v39 bitop3:0xde
	v_bitop3_b32 v44, v1, 32, v37 bitop3:0x36
	v_and_b32_e32 v0, 0x2e0, v4
	v_and_or_b32 v1, v5, 8, v6
	v_or_b32_e32 v2, v45, v2
	v_or_b32_e32 v36, v1, v0
	v_and_b32_e32 v47, 0xffff, v2
	v_bitop3_b32 v45, v1, 16, v0 bitop3:0x36
	s_movk_i32 s6, 0x1000
	s_mov_b32 s7, 0xc0c0004
	s_mov_b32 s16, 0
	v_mov_b32_e32 v0, v19
	v_mov_b32_e32 v1, v19
	v_mov_b32_e32 v2, v19
	v_mov_b32_e32 v3, v19
	v_mov_b32_e32 v4, v19
	v_mov_b32_e32 v5, v19
	v_mov_b32_e32 v6, v19
	v_mov_b32_e32 v7, v19
	v_mov_b32_e32 v8, v19
	v_mov_b32_e32 v9, v19
	v_mov_b32_e32 v10, v19
	v_mov_b32_e32 v11, v19
	v_mov_b32_e32 v12, v19
	v_mov_b32_e32 v13, v19
	v_mov_b32_e32 v14, v19
	v_mov_b32_e32 v15, v19
	s_mov_b32 s17, 0
.LBB0_63:                               ; =>This Inner Loop Header: Depth=1
	s_addk_i32 s17, 0x80
	.loc	1 33 15                         ; k_mx.py:33:15
	s_ashr_i32 s5, s17, 1
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s4, s17, 5
	.loc	1 33 15                         ; k_mx.py:33:15
	v_or_b32_e32 v51, s5, v27
	v_or_b32_e32 v48, s5, v16
	.loc	1 35 14                         ; k_mx.py:35:14
	v_or_b32_e32 v50, s4, v18
	.loc	1 33 15                         ; k_mx.py:33:15
	v_or_b32_e32 v53, s5, v28
	v_or_b32_e32 v55, s5, v29
	v_or_b32_e32 v57, s5, v30
	v_or_b32_e32 v59, s5, v31
	v_or_b32_e32 v61, s5, v33
	v_or_b32_e32 v65, s5, v34
	v_or_b32_e32 v67, s5, v35
	.loc	1 39 26                         ; k_mx.py:39:26
	s_ashr_i32 s5, s4, 31
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v52, v51, s13
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v54, v53, s13
	v_mul_lo_u32 v56, v55, s13
	v_mul_lo_u32 v58, v57, s13
	v_mul_lo_u32 v60, v59, s13
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[18:19]
	v_mul_lo_u32 v64, v61, s13
	v_mul_lo_u32 v66, v65, s13
	v_mul_lo_u32 v68, v67, s13
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[70:71], s[0:1], 0, v[48:49]
	v_lshl_add_u64 v[72:73], s[18:19], 0, v[48:49]
	v_lshl_add_u64 v[74:75], s[20:21], 0, v[48:49]
	v_lshl_add_u64 v[76:77], s[22:23], 0, v[48:49]
	v_lshl_add_u64 v[78:79], s[24:25], 0, v[48:49]
	v_lshl_add_u64 v[80:81], s[26:27], 0, v[48:49]
	v_lshl_add_u64 v[82:83], s[28:29], 0, v[48:49]
	v_lshl_add_u64 v[48:49], s[2:3], 0, v[48:49]
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[84:85], v[20:21], 0, v[50:51]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[86:87], v[20:21], 0, v[62:63]
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[88:89], v[22:23], 0, v[50:51]
	v_lshl_add_u64 v[62:63], v[22:23], 0, v[62:63]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_ashrrev_i32_e32 v65, 31, v64
	v_ashrrev_i32_e32 v67, 31, v66
	v_ashrrev_i32_e32 v69, 31, v68
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v90, v[70:71], off
	global_load_ubyte v91, v[72:73], off
	global_load_ubyte v92, v[74:75], off
	global_load_ubyte v93, v[76:77], off
	global_load_ubyte v94, v[78:79], off
	global_load_ubyte v95, v[80:81], off
	global_load_ubyte v96, v[82:83], off
	global_load_ubyte v97, v[48:49], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[52:53], v[24:25], 0, v[52:53]
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v48, v[84:85], off
	global_load_ubyte v49, v[86:87], off offset:2
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v50, v[88:89], off
	global_load_ubyte v51, v[62:63], off offset:2
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[56:57], v[24:25], 0, v[56:57]
	v_lshl_add_u64 v[54:55], v[24:25], 0, v[54:55]
	v_lshl_add_u64 v[58:59], v[24:25], 0, v[58:59]
	v_lshl_add_u64 v[60:61], v[24:25], 0, v[60:61]
	v_lshl_add_u64 v[62:63], v[24:25], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[24:25], 0, v[66:67]
	v_lshl_add_u64 v[66:67], v[24:25], 0, v[68:69]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v72, v[52:53], off
	global_load_ubyte v73, v[56:57], off
	global_load_ubyte v74, v[60:61], off
	global_load_ubyte v75, v[64:65], off
	global_load_ubyte v76, v[66:67], off
	global_load_ubyte v77, v[62:63], off
	global_load_ubyte v78, v[58:59], off
	global_load_ubyte v79, v[54:55], off
	v_add_u32_e32 v54, s6, v36
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v52, s8, v43
	v_add_u32_e32 v53, s8, v44
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v55, s6, v45
	ds_read_b64_tr_b8 v[56:57], v54
	ds_read_b64_tr_b8 v[58:59], v55 offset:256
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[60:63], v52
	ds_read_b128 v[64:67], v53
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[70:71], v55 offset:1280
	ds_read_b64_tr_b8 v[68:69], v54 offset:1024
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v47, 0xffff, v47
	v_and_b32_e32 v46, 0xffff, v46
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s4, s16, 1
	s_cmp_lt_i32 s4, 2
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(3)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[56:59], v[60:63], v[0:15], v46, v47 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cselect_b32 s16, s4, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_lshl_b32 s8, s16, 11
	.loc	1 37 13                         ; k_mx.py:37:13
	s_add_i32 s6, s8, 0x1000
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v52, s8, v26
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s17, s9
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[68:71], v[64:67], v[0:15], v46, v47 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v53, s8, v40
	v_add_u32_e32 v54, s8, v41
	v_add_u32_e32 v55, s8, v42
	s_waitcnt vmcnt(19)
	ds_write_b8 v52, v90
	s_waitcnt vmcnt(15)
	ds_write_b8 v52, v94 offset:1024
	ds_write_b8 v53, v91 offset:256
	s_waitcnt vmcnt(14)
	ds_write_b8 v53, v95 offset:1280
	ds_write_b8 v54, v92 offset:512
	s_waitcnt vmcnt(13)
	ds_write_b8 v54, v96 offset:1536
	ds_write_b8 v55, v93 offset:768
	s_waitcnt vmcnt(12)
	ds_write_b8 v55, v97 offset:1792
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(7)
	ds_write_b8 v52, v72 offset:4096
	s_waitcnt vmcnt(6)
	ds_write_b8 v52, v73 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b8 v52, v74 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b8 v52, v75 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b8 v53, v79 offset:4352
	ds_write_b8 v53, v78 offset:4864
	ds_write_b8 v53, v77 offset:5376
	ds_write_b8 v53, v76 offset:5888
	v_perm_b32 v46, v50, v51, s7
	.loc	1 32 5                          ; k_mx.py:32:5
	v_perm_b32 v47, v48, v49, s7
	s_cbranch_scc1 .LBB0_63
; %bb.64:                               ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_and_b32_e32 v45, 0xffff, v48
	v_and_b32_e32 v47, 0xffff, v49
	v_and_b32_e32 v46, 0xffff, v50
	v_and_b32_e32 v48, 0xffff, v51
	v_xor_b32_e32 v24, 0x110, v36
	s_branch .LBB0_66
.LBB0_65:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s6, 0x1000
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
.LBB0_66:                               ; %._crit_edge
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 46 15                         ; k_mx.py:46:15
	s_cbranch_scc0 .LBB0_69
; %bb.67:
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc0 .LBB0_70
.LBB0_68:                               ; %.critedge28
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_69:
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v16, s6, v36
	.loc	1 36 13                         ; k_mx.py:36:13
	v_and_b32_e32 v19, 48, v38
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v18, s6, v24
	ds_read_b64_tr_b8 v[22:23], v16
	ds_read_b64_tr_b8 v[24:25], v18
	.loc	1 36 13                         ; k_mx.py:36:13
	v_bitop3_b32 v19, v19, v37, v39 bitop3:0xde
	v_add_u32_e32 v20, s8, v19
	ds_read_b128 v[26:29], v20
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[34:35], v16 offset:1024
	ds_read_b64_tr_b8 v[36:37], v18 offset:1024
	.loc	1 46 15                         ; k_mx.py:46:15
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v16, v45, v47, s0
	v_perm_b32 v18, v46, v48, s0
	.loc	1 36 13                         ; k_mx.py:36:13
	v_xad_u32 v19, v19, 32, s8
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[22:25], v[26:29], v[0:15], v18, v16 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[20:23], v19
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[34:37], v[20:23], v[0:15], v18, v16 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc1 .LBB0_68
.LBB0_70:                               ; %.critedge
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v32
	.loc	1 47 22                         ; k_mx.py:47:22
	v_mul_lo_u32 v18, s13, v17
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v16, s15, v16
	.loc	1 47 14                         ; k_mx.py:47:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 47 5 is_stmt 0                ; k_mx.py:47:5
	s_nop 2
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 26 1 is_stmt 1                ; k_mx.py:26:1
	s_endpgm
.Ltmp2:
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
		.amdhsa_next_free_vgpr 98
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 100
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
	.set .Lmx_matmul.num_vgpr, 98
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 36
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 0
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3224
; TotalNumSgprs: 42
; NumVgprs: 98
; NumAgprs: 0
; TotalNumVgprs: 98
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 98
; AccumOffset: 100
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     98
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

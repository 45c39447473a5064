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
; %bb.59:
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
; %bb.60:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	v_readfirstlane_b32 s12, v0
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s33, s15, 4
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	s_lshr_b32 s15, s12, 7
	.loc	1 29 10                         ; k_mx.py:29:10
	s_or_b32 s15, s15, s33
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s0, s15, s14
	.loc	1 29 34                         ; k_mx.py:29:34
	s_and_b32 s17, s12, 0xc0
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
	v_bitop3_b32 v2, s17, v2, v1 bitop3:0xc8
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_lt_i32 s14, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_mov_b32_e32 v3, 0
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v11, v[4:5], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_3:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s18, s15, 2
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s18, s18, s14
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
	v_lshl_add_u64 v[4:5], s[18:19], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v14, v[4:5], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_6:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s20, s15, 4
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s20, s20, s14
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
	v_lshl_add_u64 v[4:5], s[20:21], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v15, v[4:5], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_9:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s22, s15, 6
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s22, s22, s14
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
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v16, v[4:5], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_12:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s24, s15, 8
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s24, s24, s14
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
	v_lshl_add_u64 v[4:5], s[24:25], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v18, v[4:5], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_15:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s26, s15, 10
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s26, s14
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
	v_lshl_add_u64 v[4:5], s[26:27], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v23, v[4:5], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_18:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s28, s15, 12
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s28, s28, s14
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
	v_lshl_add_u64 v[4:5], s[28:29], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v24, v[4:5], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_21:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s15, s15, 14
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s15, s15, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s34, s15, 31
	s_add_u32 s2, s2, s15
	s_addc_u32 s3, s3, s34
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	.loc	1 29 0 is_stmt 1                ; k_mx.py:29
	v_or_b32_e32 v12, s17, v1
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v26, v[2:3], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_24:
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 4
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v10, 15, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v10
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cselect_b32 s16, 1, 0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v4, 4, v12
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_33
; %bb.25:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mul_lo_u32 v6, v4, s13
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v28, v[6:7], off
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_34
.LBB0_26:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 16, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v6, v5, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v29, v[6:7], off
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_35
.LBB0_27:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 32, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v6, v5, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v30, v[6:7], off
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_36
.LBB0_28:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 48, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v6, v5, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v31, v[6:7], off
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_37
.LBB0_29:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 64, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v6, v5, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v32, v[6:7], off
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_38
.LBB0_30:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x50, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v6, v5, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v33, v[6:7], off
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_39
.LBB0_31:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x60, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v6, v5, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v34, v[6:7], off
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_40
.LBB0_32:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v4, 0x70, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v4, v4, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v35, v[4:5], off
	s_branch .LBB0_41
.LBB0_33:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v28, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_26
.LBB0_34:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v29, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_27
.LBB0_35:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v30, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_28
.LBB0_36:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v31, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_29
.LBB0_37:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_30
.LBB0_38:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_31
.LBB0_39:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v34, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_32
.LBB0_40:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v35, 0
.LBB0_41:
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s16, s14, 31
	s_lshr_b32 s16, s16, 27
	s_add_i32 s16, s14, s16
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v13, s33, v10
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s16, s16, 5
	.loc	1 39 35 is_stmt 0               ; k_mx.py:39:35
	v_mul_lo_u32 v6, s16, v13
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_and_b64 s[4:5], s[30:31], exec
	s_cselect_b32 s4, 1, 0
	.loc	1 35 25 is_stmt 1               ; k_mx.py:35:25
	v_bfe_u32 v4, v0, 4, 2
	.loc	1 39 18                         ; k_mx.py:39:18
	s_cmp_lg_u32 s4, 1
	v_mov_b32_e32 v5, 0
	s_cbranch_scc1 .LBB0_43
; %bb.42:
	.loc	1 0 18 is_stmt 0                ; k_mx.py:0:18
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[4:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v25, v[8:9], off
	s_branch .LBB0_44
.LBB0_43:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v25, 0
.LBB0_44:
	.loc	1 43 35 is_stmt 1               ; k_mx.py:43:35
	v_mul_lo_u32 v8, s16, v2
	.loc	1 43 18 is_stmt 0               ; k_mx.py:43:18
	s_and_b64 s[4:5], s[30:31], exec
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cselect_b32 s4, 1, 0
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[8:9]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cmp_lg_u32 s4, 1
	v_mov_b32_e32 v5, 0
	s_cbranch_scc1 .LBB0_46
; %bb.45:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_lshl_add_u64 v[20:21], v[8:9], 0, v[4:5]
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v27, v[20:21], off
	s_branch .LBB0_47
.LBB0_46:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v27, 0
.LBB0_47:
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v36, 0, v12
	v_xor_b32_e32 v17, 16, v12
	s_waitcnt vmcnt(0)
	ds_write_b8 v36, v11
	v_add_u32_e32 v11, 0, v17
	v_xor_b32_e32 v19, 32, v12
	ds_write_b8 v11, v14 offset:256
	v_add_u32_e32 v11, 0, v19
	v_xor_b32_e32 v20, 48, v12
	ds_write_b8 v11, v15 offset:512
	v_add_u32_e32 v11, 0, v20
	v_xor_b32_e32 v21, 64, v12
	ds_write_b8 v11, v16 offset:768
	v_add_u32_e32 v11, 0, v21
	v_xor_b32_e32 v22, 0x50, v12
	ds_write_b8 v11, v18 offset:1024
	v_add_u32_e32 v11, 0, v22
	ds_write_b8 v11, v23 offset:1280
	v_xor_b32_e32 v23, 0x60, v12
	v_add_u32_e32 v11, 0, v23
	.loc	1 0 0 is_stmt 0                 ; k_mx.py:0
	v_and_b32_e32 v5, 48, v0
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b8 v11, v24 offset:1536
	v_xor_b32_e32 v24, 0x70, v12
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_add_i32 s8, s14, 0xffffff80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_mov_b32 s9, 0
	v_add_u32_e32 v11, 0, v24
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s8, 0
	v_lshlrev_b32_e32 v14, 4, v5
	v_lshlrev_b32_e32 v15, 3, v10
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b8 v11, v26 offset:1792
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v36, v28 offset:4096
	ds_write_b8 v36, v29 offset:4352
	ds_write_b8 v36, v30 offset:4608
	ds_write_b8 v36, v31 offset:4864
	ds_write_b8 v36, v32 offset:5120
	ds_write_b8 v36, v33 offset:5376
	ds_write_b8 v36, v34 offset:5632
	ds_write_b8 v36, v35 offset:5888
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_49
; %bb.48:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_50
.LBB0_49:
	s_mov_b64 s[4:5], -1
.LBB0_50:                               ; %Flow190
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	v_lshlrev_b32_e32 v16, 7, v10
	v_lshlrev_b32_e32 v18, 3, v0
	s_cbranch_scc1 .LBB0_53
; %bb.51:                               ; %.lr.ph
	s_movk_i32 s4, 0x70
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[2:3]
	v_bitop3_b32 v3, v18, v5, s4 bitop3:0x6c
	s_and_b32 s4, s12, 64
	v_bitop3_b16 v29, s4, v0, 63 bitop3:0xf8
	v_add_u32_e32 v0, s17, v1
	v_lshrrev_b32_e32 v0, 4, v0
	v_add_u32_e32 v1, 0xf0, v0
	v_mul_lo_u32 v30, s13, v1
	v_or_b32_e32 v1, 0xe0, v0
	v_mul_lo_u32 v31, s13, v1
	v_add_u32_e32 v1, 0xd0, v0
	v_mul_lo_u32 v32, s13, v1
	v_or_b32_e32 v1, 0xc0, v0
	v_mul_lo_u32 v33, s13, v1
	v_add_u32_e32 v1, 0xb0, v0
	v_mul_lo_u32 v34, s13, v1
	v_or_b32_e32 v1, 0xa0, v0
	v_mul_lo_u32 v35, s13, v1
	v_add_u32_e32 v1, 0x90, v0
	v_or_b32_e32 v0, 0x80, v0
	v_and_b32_e32 v2, 0x70, v18
	v_mul_lo_u32 v37, s13, v0
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v26, v2, v16, v5 bitop3:0xde
	v_bitop3_b32 v28, v3, 64, v16 bitop3:0x36
	s_lshl_b32 s4, s13, 7
	v_mul_lo_u32 v36, s13, v1
	s_movk_i32 s5, 0x80
	s_movk_i32 s16, 0x1000
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	.loc	1 0 5 is_stmt 0                 ; :0:5
.Ltmp2:
	.p2align	5, , 4
.LBB0_52:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	v_add_u32_sdwa v38, v29, s5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[58:59], s[0:1], 0, v[38:39]
	v_lshl_add_u64 v[60:61], s[18:19], 0, v[38:39]
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s17, s5, 5
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v64, v[58:59], off
	global_load_ubyte v65, v[60:61], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[58:59], s[20:21], 0, v[38:39]
	v_lshl_add_u64 v[60:61], s[22:23], 0, v[38:39]
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_add_u32_e32 v40, s6, v37
	.loc	1 35 14                         ; k_mx.py:35:14
	v_or_b32_e32 v56, s17, v4
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v66, v[58:59], off
	global_load_ubyte v67, v[60:61], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[58:59], s[24:25], 0, v[38:39]
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_add_u32_e32 v42, s6, v36
	v_add_u32_e32 v44, s6, v35
	v_add_u32_e32 v46, s6, v34
	v_add_u32_e32 v48, s6, v33
	v_add_u32_e32 v50, s6, v32
	v_add_u32_e32 v52, s6, v31
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_add_u32_e32 v54, s6, v30
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 36 21 is_stmt 1               ; k_mx.py:36:21
	v_lshl_add_u64 v[60:61], s[26:27], 0, v[38:39]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ubyte v68, v[58:59], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[58:59], s[28:29], 0, v[38:39]
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[38:39]
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[40:41], v[10:11], 0, v[40:41]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v69, v[60:61], off
	global_load_ubyte v70, v[58:59], off
	global_load_ubyte v71, v[38:39], off
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[38:39], v[6:7], 0, v[56:57]
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v62, v25
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v63, v27
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[42:43], v[10:11], 0, v[42:43]
	v_lshl_add_u64 v[44:45], v[10:11], 0, v[44:45]
	v_lshl_add_u64 v[46:47], v[10:11], 0, v[46:47]
	v_lshl_add_u64 v[48:49], v[10:11], 0, v[48:49]
	v_lshl_add_u64 v[50:51], v[10:11], 0, v[50:51]
	v_lshl_add_u64 v[52:53], v[10:11], 0, v[52:53]
	v_lshl_add_u64 v[54:55], v[10:11], 0, v[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v72, v[40:41], off
	global_load_ubyte v73, v[42:43], off
	global_load_ubyte v74, v[44:45], off
	global_load_ubyte v75, v[46:47], off
	global_load_ubyte v76, v[48:49], off
	global_load_ubyte v77, v[50:51], off
	global_load_ubyte v78, v[52:53], off
	global_load_ubyte v79, v[54:55], off
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[40:41], v[8:9], 0, v[56:57]
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v25, v[38:39], off
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v27, v[40:41], off
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v38, s9, v26
	v_add_u32_e32 v39, s9, v28
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add3_u32 v40, s16, v14, v15
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xff, v62
	v_and_b32_e32 v42, 0xff, v63
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[48:51], v38
	ds_read_b128 v[52:55], v39
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[56:57], v40
	ds_read_b64_tr_b8 v[58:59], v40 offset:128
	ds_read_b64_tr_b8 v[60:61], v40 offset:1024
	ds_read_b64_tr_b8 v[62:63], v40 offset:1152
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[56:63], v[48:55], v[0:3], v42, v41 op_sel_hi:[0,0,0]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s7, s7, 1
	s_cmp_lt_i32 s7, 2
	s_cselect_b32 s7, s7, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_lshl_b32 s9, s7, 11
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s17, s5, 0x80
	s_add_i32 s6, s6, s4
	.loc	1 37 13                         ; k_mx.py:37:13
	s_add_i32 s16, s9, 0x1000
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v38, s9, v12
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s5, s8
	s_mov_b32 s5, s17
	.loc	1 36 13                         ; k_mx.py:36:13
	s_barrier
	v_add_u32_e32 v39, s9, v17
	v_add_u32_e32 v40, s9, v19
	v_add_u32_e32 v43, s9, v20
	v_add_u32_e32 v44, s9, v21
	v_add_u32_e32 v45, s9, v22
	v_add_u32_e32 v46, s9, v23
	v_add_u32_e32 v47, s9, v24
	s_waitcnt vmcnt(17)
	ds_write_b8 v38, v64
	s_waitcnt vmcnt(16)
	ds_write_b8 v39, v65 offset:256
	s_waitcnt vmcnt(15)
	ds_write_b8 v40, v66 offset:512
	s_waitcnt vmcnt(14)
	ds_write_b8 v43, v67 offset:768
	s_waitcnt vmcnt(13)
	ds_write_b8 v44, v68 offset:1024
	s_waitcnt vmcnt(12)
	ds_write_b8 v45, v69 offset:1280
	s_waitcnt vmcnt(11)
	ds_write_b8 v46, v70 offset:1536
	s_waitcnt vmcnt(10)
	ds_write_b8 v47, v71 offset:1792
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(9)
	ds_write_b8 v38, v72 offset:4096
	s_waitcnt vmcnt(8)
	ds_write_b8 v38, v73 offset:4352
	s_waitcnt vmcnt(7)
	ds_write_b8 v38, v74 offset:4608
	s_waitcnt vmcnt(6)
	ds_write_b8 v38, v75 offset:4864
	s_waitcnt vmcnt(5)
	ds_write_b8 v38, v76 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b8 v38, v77 offset:5376
	s_waitcnt vmcnt(3)
	ds_write_b8 v38, v78 offset:5632
	s_waitcnt vmcnt(2)
	ds_write_b8 v38, v79 offset:5888
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_52
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_mov_b32_e32 v3, 0
	s_movk_i32 s16, 0x1000
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v0, v3
.LBB0_54:                               ; %Flow191
	s_lshr_b32 s0, s12, 6
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_57
; %bb.55:
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc0 .LBB0_58
.LBB0_56:                               ; %.critedge4
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_57:
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add3_u32 v4, s16, v14, v15
	ds_read_b64_tr_b8 v[28:29], v4
	ds_read_b64_tr_b8 v[30:31], v4 offset:128
	ds_read_b64_tr_b8 v[32:33], v4 offset:1024
	ds_read_b64_tr_b8 v[34:35], v4 offset:1152
	.loc	1 36 13                         ; k_mx.py:36:13
	v_and_b32_e32 v4, 0x70, v18
	v_bitop3_b32 v4, v4, v16, v5 bitop3:0xde
	v_xad_u32 v6, v4, 64, s9
	v_add_u32_e32 v4, s9, v4
	ds_read_b128 v[18:21], v6
	ds_read_b128 v[14:17], v4
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v4, 0xff, v25
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 0xff, v27
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[28:35], v[14:21], v[0:3], v6, v4 op_sel_hi:[0,0,0]
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_56
.LBB0_58:                               ; %.critedge
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v4, 2, v5
	.loc	1 47 22                         ; k_mx.py:47:22
	v_mul_lo_u32 v6, s13, v13
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v4, s15, v4
	.loc	1 47 14                         ; k_mx.py:47:14
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[6:7]
	.loc	1 47 5 is_stmt 0                ; k_mx.py:47:5
	s_nop 2
	global_store_dwordx4 v[4:5], v[0:3], off
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 80
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
	.set .Lmx_matmul.num_vgpr, 80
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
; codeLenInByte = 3112
; TotalNumSgprs: 42
; NumVgprs: 80
; NumAgprs: 0
; TotalNumVgprs: 80
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 80
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
    .vgpr_count:     80
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

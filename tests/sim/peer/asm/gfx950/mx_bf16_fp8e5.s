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
; %bb.58:
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
; %bb.59:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s17, s0, 6
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s12, s15, 5
	s_or_b32 s15, s17, s12
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s0, s15, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s4, s2, s0
	s_addc_u32 s5, s3, s1
	.loc	1 29 34 is_stmt 1               ; k_mx.py:29:34
	v_and_b32_e32 v25, 63, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s14, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s14, 1
	v_lshlrev_b32_e32 v1, 1, v25
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v4, v1, s[4:5]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; k_mx.py:0:13
	v_mov_b32_e32 v4, 0
.LBB0_3:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s18, s15, 4
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s18, s18, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[20:21], s[0:1], exec
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v5, v1, s[18:19]
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_6:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s20, s15, 8
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s20, s20, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[22:23], s[0:1], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v6, v1, s[20:21]
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_9:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s22, s15, 12
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s22, s22, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[24:25], s[0:1], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v7, v1, s[22:23]
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_12:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s24, s15, 16
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s24, s24, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[26:27], s[0:1], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v8, v1, s[24:25]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_15:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s26, s15, 20
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s26, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[28:29], s[0:1], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v9, v1, s[26:27]
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_18:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s28, s15, 24
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s28, s28, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[30:31], s[0:1], exec
	s_cselect_b32 s30, 1, 0
	s_cmp_lg_u32 s30, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v10, v1, s[28:29]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_21:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s15, s15, 28
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s30, s15, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s2, s2, s30
	s_addc_u32 s3, s3, s31
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[30:31], s[0:1], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v11, v1, s[2:3]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_24:
	.loc	1 29 34 is_stmt 1               ; k_mx.py:29:34
	s_lshl_b32 s30, s17, 6
	.loc	1 30 10                         ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v24, 31, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	.loc	1 29 34                         ; k_mx.py:29:34
	v_or_b32_e32 v27, s30, v25
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v24
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cselect_b32 s16, 1, 0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v1, 5, v27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_33
; %bb.25:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mul_lo_u32 v12, v1, s13
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v12, v[12:13], off
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_34
.LBB0_26:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v13, 8, v1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v14, v13, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v13, v[14:15], off
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_35
.LBB0_27:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v14, 16, v1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v14, v14, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v14, v[14:15], off
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_36
.LBB0_28:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v15, 24, v1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v16, v15, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v15, v[16:17], off
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_37
.LBB0_29:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v16, 32, v1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v16, v16, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v16, v[16:17], off
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_38
.LBB0_30:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v17, 40, v1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v18, v17, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v17, v[18:19], off
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_39
.LBB0_31:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v18, 48, v1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v18, v18, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v18, v[18:19], off
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_40
.LBB0_32:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v1, 56, v1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v20, v1, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v1, v[20:21], off
	s_branch .LBB0_41
.LBB0_33:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v12, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_26
.LBB0_34:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v13, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_27
.LBB0_35:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v14, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_28
.LBB0_36:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v15, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_29
.LBB0_37:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v16, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_30
.LBB0_38:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v17, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_31
.LBB0_39:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v18, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[34:35], s[0:1], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_32
.LBB0_40:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v1, 0
.LBB0_41:
	.loc	1 43 50 is_stmt 1               ; k_mx.py:43:50
	s_ashr_i32 s16, s14, 31
	s_lshr_b32 s16, s16, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_bfe_u32 v32, v0, 1, 5
	.loc	1 43 50                         ; k_mx.py:43:50
	s_add_i32 s16, s14, s16
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v19, s15, v32
	.loc	1 43 50                         ; k_mx.py:43:50
	s_ashr_i32 s16, s16, 5
	.loc	1 43 35 is_stmt 0               ; k_mx.py:43:35
	v_mul_lo_u32 v20, s16, v19
	.loc	1 43 18                         ; k_mx.py:43:18
	s_and_b64 s[34:35], s[0:1], exec
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[20:21], s[8:9], 0, v[20:21]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cbranch_scc1 .LBB0_44
; %bb.42:
	global_load_ubyte v19, v[20:21], off
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_45
.LBB0_43:
	global_load_ubyte v22, v[20:21], off offset:1
	s_branch .LBB0_46
.LBB0_44:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v19, 0
	.loc	1 43 18                         ; k_mx.py:43:18
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_43
.LBB0_45:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v22, 0
.LBB0_46:
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	s_cmp_lt_u32 s17, 2
	v_lshlrev_b32_e32 v23, 1, v27
	s_cselect_b32 s0, 0, 0x110
	v_mov_b32_e32 v26, 0xfe
	v_bitop3_b32 v34, v23, s0, v26 bitop3:0x6c
	v_add_u32_e32 v23, 0, v34
	v_xor_b32_e32 v35, 32, v34
	s_waitcnt vmcnt(0)
	ds_write_b16 v23, v4
	ds_write_b16 v23, v8 offset:2048
	v_add_u32_e32 v4, 0, v35
	v_xor_b32_e32 v36, 64, v34
	ds_write_b16 v4, v5 offset:512
	ds_write_b16 v4, v9 offset:2560
	v_add_u32_e32 v4, 0, v36
	v_xor_b32_e32 v37, 0x60, v34
	ds_write_b16 v4, v6 offset:1024
	ds_write_b16 v4, v10 offset:3072
	v_add_u32_e32 v4, 0, v37
	ds_write_b16 v4, v7 offset:1536
	ds_write_b16 v4, v11 offset:3584
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v4, 0, v27
	v_xor_b32_e32 v38, 8, v27
	ds_write_b8 v4, v12 offset:8192
	ds_write_b8 v4, v14 offset:8704
	ds_write_b8 v4, v16 offset:9216
	ds_write_b8 v4, v18 offset:9728
	v_add_u32_e32 v4, 0, v38
	ds_write_b8 v4, v13 offset:8448
	ds_write_b8 v4, v15 offset:8960
	ds_write_b8 v4, v17 offset:9472
	ds_write_b8 v4, v1 offset:9984
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v1, 0, v32
	.loc	1 32 5                          ; k_mx.py:32:5
	s_sub_i32 s9, s14, 64
	s_mov_b32 s8, 0
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_write_b8 v1, v19 offset:12288
	ds_write_b8 v1, v22 offset:12320
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s9, 0
	v_and_b32_e32 v30, 14, v0
	v_lshlrev_b32_e32 v1, 3, v0
	v_and_b32_e32 v31, 16, v0
	s_cbranch_scc1 .LBB0_48
; %bb.47:                               ; %.._crit_edge_crit_edge
	.loc	1 37 13                         ; k_mx.py:37:13
	v_and_b32_e32 v4, 8, v1
	v_lshl_or_b32 v33, v30, 4, v4
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_49
.LBB0_48:
	.loc	1 0 13 is_stmt 0                ; k_mx.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr33
.LBB0_49:                               ; %Flow116
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v26, 32, v0
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v28, 7, v24
	v_lshrrev_b32_e32 v29, 1, v26
	v_cmp_eq_u32_e32 vcc, 0, v26
	s_cbranch_scc1 .LBB0_52
; %bb.50:                               ; %.lr.ph
	v_lshlrev_b32_e32 v0, 3, v30
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[2:3]
	v_xor_b32_e32 v2, v0, v29
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v40, v2, 32, v28 bitop3:0x36
	v_bitop3_b32 v41, v2, 64, v28 bitop3:0x36
	v_bitop3_b32 v42, v2, s0, v28 bitop3:0x36
	v_mov_b32_e32 v2, 0x108
	v_bitop3_b32 v39, v0, v28, v29 bitop3:0xde
	v_lshlrev_b32_e32 v0, 4, v30
	v_and_b32_e32 v1, 8, v1
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_or_b32_e32 v33, v0, v1
	v_bitop3_b32 v43, v0, v2, v1 bitop3:0x36
	v_add_u32_e32 v0, s30, v25
	v_lshrrev_b32_e32 v0, 5, v0
	v_add_u32_e32 v1, 0x78, v0
	v_mul_lo_u32 v44, s13, v1
	v_add_u32_e32 v1, 0x70, v0
	v_mul_lo_u32 v45, s13, v1
	v_add_u32_e32 v1, 0x68, v0
	v_mul_lo_u32 v46, s13, v1
	v_add_u32_e32 v1, 0x60, v0
	v_mul_lo_u32 v47, s13, v1
	v_add_u32_e32 v1, 0x58, v0
	v_mul_lo_u32 v48, s13, v1
	v_add_u32_e32 v1, 0x50, v0
	v_mul_lo_u32 v49, s13, v1
	v_add_u32_e32 v1, 0x48, v0
	v_add_u32_e32 v0, 64, v0
	v_mul_lo_u32 v51, s13, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s6, 64
	s_lshl_b32 s7, s13, 6
	v_mul_lo_u32 v50, s13, v1
	s_movk_i32 s35, 0x2000
	s_movk_i32 s34, 0x3000
	s_movk_i32 s16, 0xff
	v_mov_b32_e32 v52, 0x7fc0
	s_mov_b32 s30, 0x5040100
	v_mov_b32_e32 v53, 64
	s_mov_b32 s31, 0
	s_mov_b32 s33, 0
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
.LBB0_51:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 35 14                         ; k_mx.py:35:14
	v_add_u32_e32 v16, s6, v25
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v18, s31, v51
	v_add_u32_e32 v54, s31, v50
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[62:63], s[18:19], 0, v[16:17]
	v_lshl_add_u64 v[64:65], s[20:21], 0, v[16:17]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ushort v61, v[60:61], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[66:67], s[24:25], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v62, v[62:63], off
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v63, v[64:65], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[64:65], s[22:23], 0, v[16:17]
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v64, v[64:65], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[68:69], s[28:29], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v65, v[66:67], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[66:67], s[26:27], 0, v[16:17]
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[18:19]
	v_lshl_add_u64 v[54:55], v[22:23], 0, v[54:55]
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_add_u32_e32 v56, s31, v49
	v_add_u32_e32 v58, s31, v48
	v_add_u32_e32 v72, s31, v47
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	global_load_ushort v66, v[66:67], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v74, s31, v46
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v67, v[68:69], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v68, v[16:17], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v16, s31, v45
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v69, v[18:19], off
	global_load_ubyte v70, v[54:55], off
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_add_u32_e32 v18, s31, v44
	v_ashrrev_i32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v73, 31, v72
	v_ashrrev_i32_e32 v75, 31, v74
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 43 18 is_stmt 1               ; k_mx.py:43:18
	v_add_u32_e32 v77, s34, v24
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[54:55], v[22:23], 0, v[56:57]
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[58:59]
	v_lshl_add_u64 v[58:59], v[22:23], 0, v[72:73]
	v_lshl_add_u64 v[78:79], v[22:23], 0, v[74:75]
	v_lshl_add_u64 v[16:17], v[22:23], 0, v[16:17]
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[18:19]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	v_add3_u32 v60, s35, v31, v43
	global_load_ubyte v74, v[54:55], off
	global_load_ubyte v71, v[56:57], off
	global_load_ubyte v75, v[58:59], off
	global_load_ubyte v72, v[78:79], off
	global_load_ubyte v76, v[16:17], off
	global_load_ubyte v73, v[18:19], off
	.loc	1 43 18 is_stmt 1               ; k_mx.py:43:18
	ds_read_u8 v56, v77
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[16:17], v60
	ds_read_b64_tr_b8 v[18:19], v60 offset:512
	ds_read_b64_tr_b8 v[54:55], v60 offset:1024
	ds_read_b64_tr_b8 v[78:79], v60 offset:1536
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_read_u8 v57, v77 offset:32
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b16_e32 v58, 7, v56
	v_max_u16_sdwa v58, v58, v53 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u16_e64 s[0:1], s16, v56
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(4)
	v_cvt_scalef32_pk_bf16_bf8 v60, v17, v58
	v_cvt_scalef32_pk_bf16_bf8 v59, v16, v58
	v_cvt_scalef32_pk_bf16_bf8 v16, v16, v58 op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_cvt_scalef32_pk_bf16_bf8 v82, v19, v58
	v_cvt_scalef32_pk_bf16_bf8 v83, v19, v58 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v19, 16, v60
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v77, v17, v58 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_bf8 v80, v18, v58
	v_cvt_scalef32_pk_bf16_bf8 v81, v18, v58 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v17, v16, v52, s[0:1]
	v_lshrrev_b32_e32 v16, 16, v16
	v_cndmask_b32_e64 v18, v60, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_cndmask_b32_e64 v16, v16, v52, s[0:1]
	v_perm_b32 v18, v19, v18, s30
	v_lshrrev_b32_e32 v19, 16, v77
	v_perm_b32 v17, v16, v17, s30
	v_cndmask_b32_e64 v16, v77, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_perm_b32 v19, v19, v16, s30
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v16, s8, v39
	ds_read_b128 v[84:87], v16
	v_add_u32_e32 v16, s8, v40
	ds_read_b128 v[88:91], v16
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v16, 16, v59
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v56, v59, v52, s[0:1]
	v_cndmask_b32_e64 v16, v16, v52, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v16, v56, s30
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b16_e32 v56, 7, v57
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s34, s6, 5
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[84:87], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v19, 16, v82
	v_lshrrev_b32_e32 v17, 16, v81
	v_cndmask_b32_e64 v18, v82, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_cndmask_b32_e64 v16, v81, v52, s[0:1]
	v_cndmask_b32_e64 v17, v17, v52, s[0:1]
	v_perm_b32 v18, v19, v18, s30
	v_lshrrev_b32_e32 v19, 16, v83
	v_perm_b32 v17, v17, v16, s30
	v_cndmask_b32_e64 v16, v83, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_max_u16_sdwa v56, v56, v53 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_perm_b32 v19, v19, v16, s30
	.loc	1 43 26 is_stmt 0               ; k_mx.py:43:26
	s_ashr_i32 s35, s34, 31
	.loc	1 46 15 is_stmt 1               ; k_mx.py:46:15
	v_lshrrev_b32_e32 v16, 16, v80
	v_cvt_scalef32_pk_bf16_bf8 v60, v54, v56
	v_cvt_scalef32_pk_bf16_bf8 v77, v54, v56 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_bf8 v84, v55, v56
	v_cvt_scalef32_pk_bf16_bf8 v85, v55, v56 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_bf8 v54, v78, v56
	v_cvt_scalef32_pk_bf16_bf8 v59, v78, v56 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_bf8 v58, v79, v56
	v_cvt_scalef32_pk_bf16_bf8 v55, v79, v56 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v56, v80, v52, s[0:1]
	v_cndmask_b32_e64 v16, v16, v52, s[0:1]
	.loc	1 43 26 is_stmt 0               ; k_mx.py:43:26
	v_lshl_add_u64 v[78:79], v[20:21], 0, s[34:35]
	.loc	1 46 15 is_stmt 1               ; k_mx.py:46:15
	v_perm_b32 v16, v16, v56, s30
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ushort v56, v[78:79], off
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s0, s33, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s33, s0, 0
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[0:1], s16, v57
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[88:91], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v19, 16, v84
	v_lshrrev_b32_e32 v17, 16, v77
	v_cndmask_b32_e64 v18, v84, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_cndmask_b32_e64 v16, v77, v52, s[0:1]
	v_cndmask_b32_e64 v17, v17, v52, s[0:1]
	v_perm_b32 v18, v19, v18, s30
	v_lshrrev_b32_e32 v19, 16, v85
	v_perm_b32 v17, v17, v16, s30
	v_cndmask_b32_e64 v16, v85, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_perm_b32 v19, v19, v16, s30
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v16, 16, v60
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v78, s8, v41
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v57, v60, v52, s[0:1]
	v_cndmask_b32_e64 v16, v16, v52, s[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[92:95], v78
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v16, v57, s30
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v78, s8, v42
	ds_read_b128 v[96:99], v78
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[92:95], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v19, 16, v58
	v_lshrrev_b32_e32 v17, 16, v59
	v_cndmask_b32_e64 v18, v58, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_cndmask_b32_e64 v16, v59, v52, s[0:1]
	v_cndmask_b32_e64 v17, v17, v52, s[0:1]
	v_perm_b32 v18, v19, v18, s30
	v_lshrrev_b32_e32 v19, 16, v55
	v_perm_b32 v17, v17, v16, s30
	v_cndmask_b32_e64 v16, v55, v52, s[0:1]
	v_cndmask_b32_e64 v19, v19, v52, s[0:1]
	v_perm_b32 v19, v19, v16, s30
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v16, 16, v54
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v54, v54, v52, s[0:1]
	v_cndmask_b32_e64 v16, v16, v52, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v16, v54, s30
	.loc	1 36 13                         ; k_mx.py:36:13
	s_lshl_b32 s34, s33, 11
	s_lshl_b32 s8, s33, 12
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[96:99], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_lshl_b32 s35, s33, 6
	.loc	1 37 13                         ; k_mx.py:37:13
	s_sub_i32 s37, s8, s34
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s36, s6, 64
	s_add_i32 s31, s31, s7
	.loc	1 43 18                         ; k_mx.py:43:18
	s_add_i32 s34, s35, 0x3000
	v_add_u32_e32 v57, s35, v32
	.loc	1 37 13                         ; k_mx.py:37:13
	s_add_i32 s35, s37, 0x2000
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v78, s8, v34
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s6, s9
	s_mov_b32 s6, s36
	.loc	1 36 13                         ; k_mx.py:36:13
	s_barrier
	v_add_u32_e32 v77, s8, v35
	v_add_u32_e32 v79, s8, v36
	v_add_u32_e32 v80, s8, v37
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v60, s37, v27
	v_add_u32_e32 v58, s37, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(0)
	v_lshrrev_b16_e32 v16, 8, v56
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b16 v78, v61
	ds_write_b16 v78, v65 offset:2048
	ds_write_b16 v77, v62 offset:512
	ds_write_b16 v77, v66 offset:2560
	ds_write_b16 v79, v63 offset:1024
	ds_write_b16 v79, v67 offset:3072
	ds_write_b16 v80, v64 offset:1536
	ds_write_b16 v80, v68 offset:3584
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v60, v69 offset:8192
	ds_write_b8 v60, v74 offset:8704
	ds_write_b8 v60, v75 offset:9216
	ds_write_b8 v60, v76 offset:9728
	ds_write_b8 v58, v70 offset:8448
	ds_write_b8 v58, v71 offset:8960
	ds_write_b8 v58, v72 offset:9472
	ds_write_b8 v58, v73 offset:9984
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_write_b8 v57, v56 offset:12288
	ds_write_b8 v57, v16 offset:12320
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_51
	s_branch .LBB0_53
.LBB0_52:
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s35, 0x2000
	s_movk_i32 s34, 0x3000
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
.LBB0_53:                               ; %._crit_edge
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_add_i32 s14, s14, 63
	s_cmp_lt_i32 s14, 64
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 46 15                         ; k_mx.py:46:15
	s_cbranch_scc0 .LBB0_56
; %bb.54:
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s17, 0
	s_cbranch_scc0 .LBB0_57
.LBB0_55:                               ; %.critedge28
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_56:
	.loc	1 0 0 is_stmt 0                 ; k_mx.py:0
	v_mov_b32_e32 v16, 0x108
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_xor_b32_e32 v16, v33, v16
	v_add3_u32 v18, s35, v31, v16
	.loc	1 43 18 is_stmt 1               ; k_mx.py:43:18
	v_add_u32_e32 v16, s34, v24
	ds_read_u8 v25, v16
	ds_read_u8 v19, v16 offset:32
	.loc	1 0 0 is_stmt 0                 ; k_mx.py:0
	ds_read_b64_tr_b8 v[16:17], v18
	ds_read_b64_tr_b8 v[38:39], v18 offset:512
	ds_read_b64_tr_b8 v[20:21], v18 offset:1024
	ds_read_b64_tr_b8 v[40:41], v18 offset:1536
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b16_e32 v18, 7, v19
	v_mov_b32_e32 v27, 64
	s_movk_i32 s0, 0xff
	v_max_u16_sdwa v42, v18, v27 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_e32 v43, 0x7fc0
	.loc	1 46 15 is_stmt 1               ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_cvt_scalef32_pk_bf16_bf8 v18, v41, v42 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e32 vcc, s0, v19
	s_mov_b32 s2, 0x5040100
	v_cmp_eq_u16_e64 s[0:1], s0, v25
	v_cndmask_b32_e32 v19, v18, v43, vcc
	v_lshrrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e32 v18, v18, v43, vcc
	v_perm_b32 v19, v18, v19, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v18, v41, v42
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v22, v18, v43, vcc
	v_lshrrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e32 v18, v18, v43, vcc
	v_perm_b32 v18, v18, v22, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v22, v40, v42 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v41, v22, v43, vcc
	v_lshrrev_b32_e32 v44, 16, v22
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v22, v21, v42 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v23, v22, v43, vcc
	v_lshrrev_b32_e32 v22, 16, v22
	v_cndmask_b32_e32 v22, v22, v43, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v21, v21, v42
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v23, v22, v23, s2
	v_cndmask_b32_e32 v22, v21, v43, vcc
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v21, v21, v43, vcc
	v_perm_b32 v22, v21, v22, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v21, v20, v42 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v31, v21, v43, vcc
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v21, v21, v43, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v20, v20, v42
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v21, v21, v31, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v31, 16, v20
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v45, v31, v43, vcc
	v_lshlrev_b16_e32 v31, 7, v25
	v_max_u16_sdwa v27, v31, v27 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshlrev_b32_e32 v30, 3, v30
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v34, v17, v27 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v35, v34, v43, s[0:1]
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e64 v34, v34, v43, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v17, v17, v27
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v37, v34, v35, s2
	v_cndmask_b32_e64 v34, v17, v43, s[0:1]
	v_lshrrev_b32_e32 v17, 16, v17
	v_cndmask_b32_e64 v17, v17, v43, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v31, v39, v27 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v36, v17, v34, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v17, v16, v27 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v25, v31, v43, s[0:1]
	v_lshrrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e64 v34, v17, v43, s[0:1]
	v_lshrrev_b32_e32 v17, 16, v17
	v_cndmask_b32_e64 v31, v31, v43, s[0:1]
	v_cndmask_b32_e64 v17, v17, v43, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v16, v16, v27
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v33, v31, v25, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v25, v39, v27
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v35, v17, v34, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v17, 16, v16
	.loc	1 36 13                         ; k_mx.py:36:13
	v_bitop3_b32 v39, v30, v28, v29 bitop3:0xde
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v17, v17, v43, s[0:1]
	v_cndmask_b32_e64 v16, v16, v43, s[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	v_xad_u32 v34, v39, 32, s8
	v_add_u32_e32 v46, s8, v39
	ds_read_b128 v[48:51], v34
	ds_read_b128 v[52:55], v46
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v34, v17, v16, s2
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v31, v25, v43, s[0:1]
	v_lshrrev_b32_e32 v25, 16, v25
	v_cndmask_b32_e64 v25, v25, v43, s[0:1]
	v_perm_b32 v32, v25, v31, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v25, v38, v27 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_bf8 v16, v38, v27
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[34:37], v[52:55], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v31, v25, v43, s[0:1]
	v_lshrrev_b32_e32 v25, 16, v25
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v17, 16, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v25, v25, v43, s[0:1]
	v_cndmask_b32_e64 v17, v17, v43, s[0:1]
	v_cndmask_b32_e64 v16, v16, v43, s[0:1]
	v_perm_b32 v31, v25, v31, s2
	.loc	1 36 13                         ; k_mx.py:36:13
	v_xor_b32_e32 v25, v30, v29
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v30, v17, v16, s2
	.loc	1 36 13                         ; k_mx.py:36:13
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v16, v25, s0, v28 bitop3:0x36
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[48:51], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v20, v20, v43, vcc
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v16, s8, v16
	v_xad_u32 v17, v39, 64, s8
	ds_read_b128 v[28:31], v16
	ds_read_b128 v[32:35], v17
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v20, v45, v20, s2
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v16, v44, v43, vcc
	v_perm_b32 v17, v16, v41, s2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_bf8 v16, v40, v42
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[20:23], v[32:35], v[0:15]
	v_lshrrev_b32_e32 v25, 16, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v20, v25, v43, vcc
	v_cndmask_b32_e32 v16, v16, v43, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v20, v16, s2
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[28:31], v[0:15]
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s17, 0
	s_cbranch_scc1 .LBB0_55
.LBB0_57:                               ; %.critedge
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v17, s12, v24
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v26
	.loc	1 47 22 is_stmt 1               ; k_mx.py:47:22
	v_mul_lo_u32 v18, s13, v17
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v16, s15, v16
	.loc	1 47 14                         ; k_mx.py:47:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 47 5 is_stmt 0                ; k_mx.py:47:5
	s_nop 1
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
		.amdhsa_next_free_vgpr 100
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 100
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
	.set .Lmx_matmul.num_vgpr, 100
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 38
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4504
; TotalNumSgprs: 44
; NumVgprs: 100
; NumAgprs: 0
; TotalNumVgprs: 100
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 100
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
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     100
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

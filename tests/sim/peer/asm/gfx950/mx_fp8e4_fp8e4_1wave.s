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
; %bb.161:
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
; %bb.162:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_lshl_b32 s12, s15, 4
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s15, s14, s12
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s0, s15, 31
	s_add_u32 s20, s2, s15
	s_addc_u32 s21, s3, s0
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_cmp_gt_i32 s14, 0
	.loc	1 36 21                         ; k_mx.py:36:21
	v_mov_b32_e32 v1, 0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s14, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[14:15], s[20:21], 0, v[0:1]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	global_load_ubyte v6, v[14:15], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_4
.LBB0_2:
	global_load_ubyte v7, v[14:15], off offset:64
	s_branch .LBB0_5
.LBB0_3:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v6, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_2
.LBB0_4:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_5:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_add_i32 s17, s15, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s22, s2, s17
	s_addc_u32 s23, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[16:17], s[22:23], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_8
; %bb.6:
	global_load_ubyte v8, v[16:17], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_9
.LBB0_7:
	global_load_ubyte v9, v[16:17], off offset:64
	s_branch .LBB0_10
.LBB0_8:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v8, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_7
.LBB0_9:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_10:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_lshl1_add_u32 s17, s14, s15
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s24, s2, s17
	s_addc_u32 s25, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[18:19], s[24:25], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_13
; %bb.11:
	global_load_ubyte v10, v[18:19], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_14
.LBB0_12:
	global_load_ubyte v11, v[18:19], off offset:64
	s_branch .LBB0_15
.LBB0_13:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v10, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_12
.LBB0_14:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_15:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 3
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s26, s2, s17
	s_addc_u32 s27, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[20:21], s[26:27], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_18
; %bb.16:
	global_load_ubyte v12, v[20:21], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_19
.LBB0_17:
	global_load_ubyte v13, v[20:21], off offset:64
	s_branch .LBB0_20
.LBB0_18:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v12, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_17
.LBB0_19:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_20:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_lshl2_add_u32 s17, s14, s15
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s28, s2, s17
	s_addc_u32 s29, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[28:29], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_23
; %bb.21:
	global_load_ubyte v52, v[22:23], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_24
.LBB0_22:
	global_load_ubyte v53, v[22:23], off offset:64
	s_branch .LBB0_25
.LBB0_23:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v52, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_22
.LBB0_24:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v53, 0
.LBB0_25:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 5
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s30, s2, s17
	s_addc_u32 s31, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[24:25], s[30:31], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_28
; %bb.26:
	global_load_ubyte v54, v[24:25], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_29
.LBB0_27:
	global_load_ubyte v55, v[24:25], off offset:64
	s_branch .LBB0_30
.LBB0_28:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v54, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_27
.LBB0_29:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v55, 0
.LBB0_30:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 6
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s34, s2, s17
	s_addc_u32 s35, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[26:27], s[34:35], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_33
; %bb.31:
	global_load_ubyte v56, v[26:27], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_34
.LBB0_32:
	global_load_ubyte v57, v[26:27], off offset:64
	s_branch .LBB0_35
.LBB0_33:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v56, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_32
.LBB0_34:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v57, 0
.LBB0_35:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 7
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s36, s2, s17
	s_addc_u32 s37, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[28:29], s[36:37], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_38
; %bb.36:
	global_load_ubyte v58, v[28:29], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_39
.LBB0_37:
	global_load_ubyte v59, v[28:29], off offset:64
	s_branch .LBB0_40
.LBB0_38:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v58, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_37
.LBB0_39:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v59, 0
.LBB0_40:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_lshl3_add_u32 s17, s14, s15
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s38, s2, s17
	s_addc_u32 s39, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[30:31], s[38:39], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_43
; %bb.41:
	global_load_ubyte v60, v[30:31], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_44
.LBB0_42:
	global_load_ubyte v61, v[30:31], off offset:64
	s_branch .LBB0_45
.LBB0_43:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v60, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_42
.LBB0_44:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v61, 0
.LBB0_45:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 9
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s40, s2, s17
	s_addc_u32 s41, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[32:33], s[40:41], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_48
; %bb.46:
	global_load_ubyte v62, v[32:33], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_49
.LBB0_47:
	global_load_ubyte v63, v[32:33], off offset:64
	s_branch .LBB0_50
.LBB0_48:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v62, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_47
.LBB0_49:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v63, 0
.LBB0_50:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 10
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s42, s2, s17
	s_addc_u32 s43, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[34:35], s[42:43], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_53
; %bb.51:
	global_load_ubyte v64, v[34:35], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_54
.LBB0_52:
	global_load_ubyte v65, v[34:35], off offset:64
	s_branch .LBB0_55
.LBB0_53:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v64, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_52
.LBB0_54:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v65, 0
.LBB0_55:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 11
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s44, s2, s17
	s_addc_u32 s45, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[36:37], s[44:45], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_58
; %bb.56:
	global_load_ubyte v66, v[36:37], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_59
.LBB0_57:
	global_load_ubyte v67, v[36:37], off offset:64
	s_branch .LBB0_60
.LBB0_58:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v66, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_57
.LBB0_59:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v67, 0
.LBB0_60:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 12
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s46, s2, s17
	s_addc_u32 s47, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[38:39], s[46:47], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_63
; %bb.61:
	global_load_ubyte v68, v[38:39], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_64
.LBB0_62:
	global_load_ubyte v69, v[38:39], off offset:64
	s_branch .LBB0_65
.LBB0_63:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v68, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_62
.LBB0_64:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v69, 0
.LBB0_65:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 13
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s48, s2, s17
	s_addc_u32 s49, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[48:49], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_68
; %bb.66:
	global_load_ubyte v70, v[40:41], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_69
.LBB0_67:
	global_load_ubyte v71, v[40:41], off offset:64
	s_branch .LBB0_70
.LBB0_68:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v70, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_67
.LBB0_69:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v71, 0
.LBB0_70:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 14
	s_add_i32 s17, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s18, s17, 31
	s_add_u32 s50, s2, s17
	s_addc_u32 s51, s3, s18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[42:43], s[50:51], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_73
; %bb.71:
	global_load_ubyte v72, v[42:43], off
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_74
.LBB0_72:
	global_load_ubyte v73, v[42:43], off offset:64
	s_branch .LBB0_75
.LBB0_73:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v72, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[0:1], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc0 .LBB0_72
.LBB0_74:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v73, 0
.LBB0_75:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s17, s14, 15
	s_add_i32 s15, s15, s17
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s52, s2, s15
	s_addc_u32 s53, s3, s17
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[44:45], s[52:53], 0, v[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_78
; %bb.76:
	global_load_ubyte v74, v[44:45], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_79
.LBB0_77:
	global_load_ubyte v75, v[44:45], off offset:64
	s_branch .LBB0_80
.LBB0_78:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v74, 0
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_77
.LBB0_79:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v75, 0
.LBB0_80:
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 4
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v1, 15, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v1
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cselect_b32 s2, 1, 0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v4, 4, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s2, 1
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_113
; %bb.81:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mul_lo_u32 v46, s13, v4
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v76, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_114
.LBB0_82:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 4, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v77, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_115
.LBB0_83:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 8, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v78, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_116
.LBB0_84:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 12, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v79, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_117
.LBB0_85:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 16, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v80, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_118
.LBB0_86:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 20, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v81, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_119
.LBB0_87:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 24, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v82, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_120
.LBB0_88:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 28, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v83, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_121
.LBB0_89:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 32, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v84, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_122
.LBB0_90:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 36, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v85, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_123
.LBB0_91:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 40, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v86, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_124
.LBB0_92:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 44, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v87, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_125
.LBB0_93:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 48, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v88, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_126
.LBB0_94:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 52, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v89, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_127
.LBB0_95:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 56, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v90, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_128
.LBB0_96:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 60, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v91, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_129
.LBB0_97:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 64, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v92, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_130
.LBB0_98:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x44, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v93, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_131
.LBB0_99:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x48, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v94, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_132
.LBB0_100:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x4c, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v95, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_133
.LBB0_101:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x50, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v96, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_134
.LBB0_102:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x54, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v97, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_135
.LBB0_103:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x58, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v98, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_136
.LBB0_104:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x5c, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v99, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_137
.LBB0_105:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x60, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v100, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_138
.LBB0_106:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x64, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v101, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_139
.LBB0_107:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x68, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v102, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_140
.LBB0_108:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x6c, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v103, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_141
.LBB0_109:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x70, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v104, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_142
.LBB0_110:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x74, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v105, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_143
.LBB0_111:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x78, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v106, v[46:47], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_144
.LBB0_112:
	.loc	1 33 30 is_stmt 1               ; k_mx.py:33:30
	v_or_b32_e32 v5, 0x7c, v4
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v46, s13, v5
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[6:7], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v107, v[46:47], off
	s_branch .LBB0_145
.LBB0_113:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v76, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_82
.LBB0_114:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v77, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_83
.LBB0_115:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v78, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_84
.LBB0_116:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v79, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_85
.LBB0_117:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v80, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_86
.LBB0_118:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v81, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_87
.LBB0_119:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v82, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_88
.LBB0_120:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v83, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_89
.LBB0_121:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v84, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_90
.LBB0_122:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v85, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_91
.LBB0_123:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v86, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_92
.LBB0_124:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v87, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_93
.LBB0_125:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v88, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_94
.LBB0_126:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v89, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_95
.LBB0_127:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v90, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_96
.LBB0_128:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v91, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_97
.LBB0_129:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v92, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_98
.LBB0_130:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v93, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_99
.LBB0_131:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v94, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_100
.LBB0_132:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v95, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_101
.LBB0_133:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v96, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_102
.LBB0_134:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v97, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_103
.LBB0_135:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v98, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_104
.LBB0_136:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v99, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_105
.LBB0_137:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v100, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_106
.LBB0_138:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v101, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_107
.LBB0_139:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v102, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_108
.LBB0_140:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v103, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_109
.LBB0_141:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v104, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_110
.LBB0_142:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v105, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_111
.LBB0_143:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v106, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_112
.LBB0_144:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v107, 0
.LBB0_145:
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s2, s14, 31
	s_lshr_b32 s2, s2, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v5, 2, v0
	.loc	1 39 50                         ; k_mx.py:39:50
	s_add_i32 s2, s14, s2
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v47, s12, v5
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s2, s2, 5
	.loc	1 39 35 is_stmt 0               ; k_mx.py:39:35
	v_mul_lo_u32 v48, s2, v47
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[48:49]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	.loc	1 35 25 is_stmt 1               ; k_mx.py:35:25
	v_and_b32_e32 v46, 3, v0
	.loc	1 39 18                         ; k_mx.py:39:18
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v47, 0
	s_cbranch_scc1 .LBB0_147
; %bb.146:
	.loc	1 0 18 is_stmt 0                ; k_mx.py:0:18
	v_lshl_add_u64 v[50:51], v[48:49], 0, v[46:47]
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v108, v[50:51], off
	s_branch .LBB0_148
.LBB0_147:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v108, 0
.LBB0_148:
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	v_or_b32_e32 v5, s15, v5
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v50, s2, v5
	.loc	1 43 18 is_stmt 0               ; k_mx.py:43:18
	s_and_b64 s[0:1], s[0:1], exec
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cselect_b32 s0, 1, 0
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[50:51], s[8:9], 0, v[50:51]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v47, 0
	s_cbranch_scc1 .LBB0_150
; %bb.149:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_lshl_add_u64 v[110:111], v[50:51], 0, v[46:47]
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v5, v[110:111], off
	s_branch .LBB0_151
.LBB0_150:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v5, 0
.LBB0_151:
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v47, 0, v0
	v_xor_b32_e32 v110, 8, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v47, v6
	ds_write_b8 v47, v7 offset:64
	ds_write_b8 v47, v8 offset:128
	ds_write_b8 v47, v9 offset:192
	v_add_u32_e32 v6, 0, v110
	v_xor_b32_e32 v111, 16, v0
	ds_write_b8 v6, v10 offset:256
	ds_write_b8 v6, v11 offset:320
	ds_write_b8 v6, v12 offset:384
	ds_write_b8 v6, v13 offset:448
	v_add_u32_e32 v6, 0, v111
	v_xor_b32_e32 v112, 24, v0
	ds_write_b8 v6, v52 offset:512
	ds_write_b8 v6, v53 offset:576
	ds_write_b8 v6, v54 offset:640
	ds_write_b8 v6, v55 offset:704
	v_add_u32_e32 v6, 0, v112
	v_xor_b32_e32 v113, 32, v0
	ds_write_b8 v6, v56 offset:768
	ds_write_b8 v6, v57 offset:832
	ds_write_b8 v6, v58 offset:896
	ds_write_b8 v6, v59 offset:960
	v_add_u32_e32 v6, 0, v113
	v_xor_b32_e32 v114, 40, v0
	ds_write_b8 v6, v60 offset:1024
	ds_write_b8 v6, v61 offset:1088
	ds_write_b8 v6, v62 offset:1152
	ds_write_b8 v6, v63 offset:1216
	v_add_u32_e32 v6, 0, v114
	v_xor_b32_e32 v115, 48, v0
	ds_write_b8 v6, v64 offset:1280
	ds_write_b8 v6, v65 offset:1344
	ds_write_b8 v6, v66 offset:1408
	ds_write_b8 v6, v67 offset:1472
	v_add_u32_e32 v6, 0, v115
	v_xor_b32_e32 v116, 56, v0
	ds_write_b8 v6, v68 offset:1536
	ds_write_b8 v6, v69 offset:1600
	ds_write_b8 v6, v70 offset:1664
	ds_write_b8 v6, v71 offset:1728
	v_add_u32_e32 v6, 0, v116
	.loc	1 37 13                         ; k_mx.py:37:13
	v_or_b32_e32 v118, 0x3c0, v0
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b8 v6, v72 offset:1792
	ds_write_b8 v6, v73 offset:1856
	ds_write_b8 v6, v74 offset:1920
	ds_write_b8 v6, v75 offset:1984
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v47, v76 offset:4096
	ds_write_b8 v47, v77 offset:4160
	ds_write_b8 v47, v78 offset:4224
	ds_write_b8 v47, v79 offset:4288
	ds_write_b8 v47, v80 offset:4352
	ds_write_b8 v47, v81 offset:4416
	ds_write_b8 v47, v82 offset:4480
	ds_write_b8 v47, v83 offset:4544
	ds_write_b8 v47, v84 offset:4608
	ds_write_b8 v47, v85 offset:4672
	ds_write_b8 v47, v86 offset:4736
	ds_write_b8 v47, v87 offset:4800
	ds_write_b8 v47, v88 offset:4864
	ds_write_b8 v47, v89 offset:4928
	ds_write_b8 v47, v90 offset:4992
	v_add_u32_e32 v6, 0, v118
	v_or_b32_e32 v119, 0x7c0, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s33, s14, 0xffffff80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_mov_b32 s64, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v6, v91 offset:4096
	ds_write_b8 v47, v92 offset:5120
	ds_write_b8 v47, v93 offset:5184
	ds_write_b8 v47, v94 offset:5248
	ds_write_b8 v47, v95 offset:5312
	ds_write_b8 v47, v96 offset:5376
	ds_write_b8 v47, v97 offset:5440
	ds_write_b8 v47, v98 offset:5504
	ds_write_b8 v47, v99 offset:5568
	ds_write_b8 v47, v100 offset:5632
	ds_write_b8 v47, v101 offset:5696
	ds_write_b8 v47, v102 offset:5760
	ds_write_b8 v47, v103 offset:5824
	ds_write_b8 v47, v104 offset:5888
	ds_write_b8 v47, v105 offset:5952
	ds_write_b8 v47, v106 offset:6016
	v_add_u32_e32 v6, 0, v119
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s33, 0
	v_lshlrev_b32_e32 v117, 3, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v6, v107 offset:4096
	.loc	1 39 18                         ; k_mx.py:39:18
	ds_write_b8 v47, v108 offset:8192
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_write_b8 v47, v5 offset:8320
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_153
; %bb.152:                              ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_154
.LBB0_153:
	s_mov_b64 s[0:1], -1
.LBB0_154:                              ; %Flow662
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v47, 48, v0
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v106, 7, v1
	v_lshlrev_b32_e32 v107, 2, v0
	v_lshrrev_b32_e32 v108, 1, v47
	v_lshlrev_b32_e32 v109, 2, v1
	s_cbranch_scc1 .LBB0_157
; %bb.155:                              ; %.lr.ph
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	v_lshl_add_u64 v[52:53], s[6:7], 0, v[2:3]
	v_and_b32_e32 v2, 56, v107
	v_bitop3_b32 v120, v2, v106, v108 bitop3:0xde
	v_or_b32_e32 v2, 0xfc, v4
	v_mul_lo_u32 v122, s13, v2
	v_or_b32_e32 v2, 0xf8, v4
	v_mul_lo_u32 v123, s13, v2
	v_or_b32_e32 v2, 0xf4, v4
	v_mul_lo_u32 v124, s13, v2
	v_or_b32_e32 v2, 0xf0, v4
	v_mul_lo_u32 v125, s13, v2
	v_or_b32_e32 v2, 0xec, v4
	v_mul_lo_u32 v126, s13, v2
	v_or_b32_e32 v2, 0xe8, v4
	v_mul_lo_u32 v127, s13, v2
	v_or_b32_e32 v2, 0xe4, v4
	v_mul_lo_u32 v128, s13, v2
	v_or_b32_e32 v2, 0xe0, v4
	v_mul_lo_u32 v129, s13, v2
	v_or_b32_e32 v2, 0xdc, v4
	v_mul_lo_u32 v130, s13, v2
	v_or_b32_e32 v2, 0xd8, v4
	v_mul_lo_u32 v131, s13, v2
	v_or_b32_e32 v2, 0xd4, v4
	v_mul_lo_u32 v132, s13, v2
	v_or_b32_e32 v2, 0xd0, v4
	v_mul_lo_u32 v133, s13, v2
	v_or_b32_e32 v2, 0xcc, v4
	v_mul_lo_u32 v134, s13, v2
	v_or_b32_e32 v2, 0xc8, v4
	v_mul_lo_u32 v135, s13, v2
	v_or_b32_e32 v2, 0xc4, v4
	v_mul_lo_u32 v136, s13, v2
	v_or_b32_e32 v2, 0xc0, v4
	v_mul_lo_u32 v137, s13, v2
	v_or_b32_e32 v2, 0xbc, v4
	v_mul_lo_u32 v138, s13, v2
	v_or_b32_e32 v2, 0xb8, v4
	v_mul_lo_u32 v139, s13, v2
	v_or_b32_e32 v2, 0xb4, v4
	v_mul_lo_u32 v140, s13, v2
	v_or_b32_e32 v2, 0xb0, v4
	v_mul_lo_u32 v141, s13, v2
	v_or_b32_e32 v2, 0xac, v4
	v_mul_lo_u32 v142, s13, v2
	v_or_b32_e32 v2, 0xa8, v4
	v_mul_lo_u32 v143, s13, v2
	v_or_b32_e32 v2, 0xa4, v4
	v_mul_lo_u32 v144, s13, v2
	v_or_b32_e32 v2, 0xa0, v4
	v_mul_lo_u32 v145, s13, v2
	v_or_b32_e32 v2, 0x9c, v4
	v_mul_lo_u32 v146, s13, v2
	v_or_b32_e32 v2, 0x98, v4
	v_mul_lo_u32 v147, s13, v2
	v_or_b32_e32 v2, 0x94, v4
	v_mul_lo_u32 v148, s13, v2
	v_or_b32_e32 v2, 0x90, v4
	v_mul_lo_u32 v149, s13, v2
	v_or_b32_e32 v2, 0x8c, v4
	v_mul_lo_u32 v150, s13, v2
	v_or_b32_e32 v2, 0x88, v4
	v_mul_lo_u32 v151, s13, v2
	v_or_b32_e32 v2, 0x84, v4
	v_mul_lo_u32 v152, s13, v2
	v_or_b32_e32 v2, 0x80, v4
	v_bitop3_b32 v3, v107, v108, 56 bitop3:0x6c
	v_mul_lo_u32 v153, s13, v2
	v_mov_b32_e32 v2, 0
	v_bitop3_b32 v121, v3, 32, v106 bitop3:0x36
	s_lshl_b32 s56, s13, 7
	s_movk_i32 s54, 0x80
	s_movk_i32 s63, 0x1000
	s_movk_i32 s61, 0x2000
	s_movk_i32 s62, 0x2080
	s_movk_i32 s57, 0xff
	v_mov_b32_e32 v154, 0x7fc0
	s_mov_b32 s58, 0x5040100
	v_mov_b32_e32 v155, 7
	v_mov_b32_e32 v156, 64
	s_mov_b32 s59, 0
	s_mov_b32 s60, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
.LBB0_156:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 36 21                         ; k_mx.py:36:21
	s_ashr_i32 s55, s54, 31
	v_lshl_add_u64 v[104:105], v[14:15], 0, s[54:55]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ubyte v159, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[16:17], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v160, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[18:19], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v161, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[20:21], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v162, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[22:23], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v163, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[24:25], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v164, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[26:27], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v165, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[28:29], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v166, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[30:31], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v167, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[32:33], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v168, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[34:35], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v169, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[36:37], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v170, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[38:39], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v171, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[40:41], 0, s[54:55]
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	v_add_u32_e32 v96, s54, v0
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v172, v[104:105], off offset:64
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[42:43], 0, s[54:55]
	v_ashrrev_i32_e32 v97, 31, v96
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v173, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], v[44:45], 0, s[54:55]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v174, v[104:105], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[20:21], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v175, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[22:23], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v176, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[24:25], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v177, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[26:27], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v178, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[28:29], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v179, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[30:31], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v180, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[34:35], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v181, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[36:37], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v182, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[38:39], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v183, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[40:41], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v184, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[42:43], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v185, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[44:45], 0, v[96:97]
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_add_u32_e32 v102, s59, v153
	v_add_u32_e32 v100, s59, v152
	v_add_u32_e32 v98, s59, v151
	v_add_u32_e32 v62, s59, v150
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v186, v[104:105], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[46:47], 0, v[96:97]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v187, v[104:105], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[48:49], 0, v[96:97]
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v103, 31, v102
	v_ashrrev_i32_e32 v101, 31, v100
	v_ashrrev_i32_e32 v99, 31, v98
	v_ashrrev_i32_e32 v63, 31, v62
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s0, s54, 5
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v6, s59, v149
	v_add_u32_e32 v64, s59, v141
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v188, v[104:105], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[104:105], s[50:51], 0, v[96:97]
	v_lshl_add_u64 v[96:97], s[52:53], 0, v[96:97]
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_lshl_add_u64 v[102:103], v[52:53], 0, v[102:103]
	v_lshl_add_u64 v[100:101], v[52:53], 0, v[100:101]
	v_lshl_add_u64 v[98:99], v[52:53], 0, v[98:99]
	v_lshl_add_u64 v[62:63], v[52:53], 0, v[62:63]
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_add_u32_e32 v8, s59, v148
	v_add_u32_e32 v10, s59, v147
	v_add_u32_e32 v12, s59, v146
	v_add_u32_e32 v54, s59, v145
	v_add_u32_e32 v56, s59, v144
	v_add_u32_e32 v58, s59, v143
	v_add_u32_e32 v60, s59, v142
	v_add_u32_e32 v66, s59, v140
	v_add_u32_e32 v68, s59, v139
	v_add_u32_e32 v70, s59, v138
	v_add_u32_e32 v72, s59, v137
	v_add_u32_e32 v74, s59, v136
	v_add_u32_e32 v76, s59, v135
	v_add_u32_e32 v78, s59, v134
	v_add_u32_e32 v80, s59, v133
	v_add_u32_e32 v82, s59, v132
	v_add_u32_e32 v84, s59, v131
	v_add_u32_e32 v86, s59, v130
	v_add_u32_e32 v88, s59, v129
	v_add_u32_e32 v90, s59, v128
	v_add_u32_e32 v92, s59, v127
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	global_load_ubyte v189, v[104:105], off
	global_load_ubyte v190, v[96:97], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v104, s59, v125
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v191, v[102:103], off
	global_load_ubyte v192, v[100:101], off
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v98, v[98:99], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v99, v[62:63], off
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	v_or_b32_e32 v62, s0, v46
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v94, s59, v126
	v_add_u32_e32 v96, s59, v124
	v_add_u32_e32 v102, s59, v123
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_add_u32_e32 v100, s59, v122
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_ashrrev_i32_e32 v67, 31, v66
	v_ashrrev_i32_e32 v69, 31, v68
	v_ashrrev_i32_e32 v71, 31, v70
	v_ashrrev_i32_e32 v73, 31, v72
	v_ashrrev_i32_e32 v75, 31, v74
	v_ashrrev_i32_e32 v77, 31, v76
	v_ashrrev_i32_e32 v79, 31, v78
	v_ashrrev_i32_e32 v81, 31, v80
	v_ashrrev_i32_e32 v83, 31, v82
	v_ashrrev_i32_e32 v85, 31, v84
	v_ashrrev_i32_e32 v87, 31, v86
	v_ashrrev_i32_e32 v89, 31, v88
	v_ashrrev_i32_e32 v91, 31, v90
	v_ashrrev_i32_e32 v93, 31, v92
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshl_add_u64 v[6:7], v[52:53], 0, v[6:7]
	v_lshl_add_u64 v[64:65], v[52:53], 0, v[64:65]
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_ashrrev_i32_e32 v63, 31, v62
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v157, s64, v121
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v95, 31, v94
	v_ashrrev_i32_e32 v97, 31, v96
	v_ashrrev_i32_e32 v103, 31, v102
	v_ashrrev_i32_e32 v101, 31, v100
	v_lshl_add_u64 v[8:9], v[52:53], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[52:53], 0, v[10:11]
	v_lshl_add_u64 v[12:13], v[52:53], 0, v[12:13]
	v_lshl_add_u64 v[54:55], v[52:53], 0, v[54:55]
	v_lshl_add_u64 v[56:57], v[52:53], 0, v[56:57]
	v_lshl_add_u64 v[58:59], v[52:53], 0, v[58:59]
	v_lshl_add_u64 v[60:61], v[52:53], 0, v[60:61]
	v_lshl_add_u64 v[66:67], v[52:53], 0, v[66:67]
	v_lshl_add_u64 v[68:69], v[52:53], 0, v[68:69]
	v_lshl_add_u64 v[70:71], v[52:53], 0, v[70:71]
	v_lshl_add_u64 v[72:73], v[52:53], 0, v[72:73]
	v_lshl_add_u64 v[194:195], v[52:53], 0, v[74:75]
	v_lshl_add_u64 v[196:197], v[52:53], 0, v[76:77]
	v_lshl_add_u64 v[198:199], v[52:53], 0, v[78:79]
	v_lshl_add_u64 v[200:201], v[52:53], 0, v[80:81]
	v_lshl_add_u64 v[202:203], v[52:53], 0, v[82:83]
	v_lshl_add_u64 v[204:205], v[52:53], 0, v[84:85]
	v_lshl_add_u64 v[206:207], v[52:53], 0, v[86:87]
	v_lshl_add_u64 v[208:209], v[52:53], 0, v[88:89]
	v_lshl_add_u64 v[210:211], v[52:53], 0, v[90:91]
	v_lshl_add_u64 v[212:213], v[52:53], 0, v[92:93]
	v_lshl_add_u64 v[104:105], v[52:53], 0, v[104:105]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v75, v[6:7], off
	global_load_ubyte v76, v[8:9], off
	global_load_ubyte v77, v[10:11], off
	global_load_ubyte v78, v[12:13], off
	global_load_ubyte v79, v[54:55], off
	global_load_ubyte v80, v[56:57], off
	global_load_ubyte v81, v[58:59], off
	global_load_ubyte v82, v[60:61], off
	global_load_ubyte v83, v[64:65], off
	global_load_ubyte v84, v[66:67], off
	global_load_ubyte v85, v[68:69], off
	global_load_ubyte v86, v[70:71], off
	global_load_ubyte v87, v[72:73], off
	global_load_ubyte v88, v[194:195], off
	global_load_ubyte v89, v[196:197], off
	global_load_ubyte v90, v[198:199], off
	global_load_ubyte v91, v[200:201], off
	global_load_ubyte v92, v[202:203], off
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_lshl_add_u64 v[64:65], v[48:49], 0, v[62:63]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[214:215], v[52:53], 0, v[94:95]
	v_lshl_add_u64 v[216:217], v[52:53], 0, v[96:97]
	v_lshl_add_u64 v[218:219], v[52:53], 0, v[102:103]
	v_lshl_add_u64 v[220:221], v[52:53], 0, v[100:101]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v93, v[204:205], off
	global_load_ubyte v94, v[206:207], off
	global_load_ubyte v95, v[208:209], off
	global_load_ubyte v96, v[210:211], off
	global_load_ubyte v97, v[212:213], off
	global_load_ubyte v100, v[214:215], off
	global_load_ubyte v101, v[104:105], off
	global_load_ubyte v102, v[216:217], off
	global_load_ubyte v103, v[218:219], off
	s_nop 0
	global_load_ubyte v104, v[220:221], off
	.loc	1 43 26 is_stmt 1               ; k_mx.py:43:26
	v_lshl_add_u64 v[62:63], v[50:51], 0, v[62:63]
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read2_b64 v[10:13], v157 offset1:8
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v105, v[64:65], off
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v157, v[62:63], off
	.loc	1 39 18                         ; k_mx.py:39:18
	v_add_u32_e32 v222, s61, v109
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v223, s62, v109
	.loc	1 39 18                         ; k_mx.py:39:18
	ds_read_b32 v73, v222
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_read_b32 v74, v223
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v158, s64, v120
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s1, s60, 1
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read2_b64 v[6:9], v158 offset1:8
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v193, s63, v117
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s1, 2
	s_cselect_b32 s60, s1, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[60:61], v193
	ds_read_b64_tr_b8 v[56:57], v193 offset:512
	ds_read_b64_tr_b8 v[54:55], v193 offset:1024
	ds_read_b64_tr_b8 v[58:59], v193 offset:1536
	.loc	1 36 13                         ; k_mx.py:36:13
	s_lshl_b32 s64, s60, 11
	.loc	1 39 18                         ; k_mx.py:39:18
	s_lshl_b32 s1, s60, 6
	s_waitcnt lgkmcnt(6)
	v_lshlrev_b16_sdwa v158, v155, v73 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b16_sdwa v193, v155, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s0, s54, 0x80
	s_add_i32 s59, s59, s56
	.loc	1 37 13                         ; k_mx.py:37:13
	s_add_i32 s63, s64, 0x1000
	.loc	1 39 18                         ; k_mx.py:39:18
	s_add_i32 s61, s1, 0x2000
	.loc	1 43 18                         ; k_mx.py:43:18
	s_add_i32 s62, s1, 0x2080
	v_cmp_eq_u16_sdwa s[16:17], v74, s57 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[18:19], v73, s57 src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v194, 8, v73
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v195, 8, v74
	.loc	1 39 18                         ; k_mx.py:39:18
	v_and_b32_sdwa v196, v73, s57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshlrev_b16_sdwa v197, v155, v73 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 43 18                         ; k_mx.py:43:18
	v_and_b32_sdwa v198, v74, s57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshlrev_b16_sdwa v199, v155, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[6:7], v73, s57 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa s[8:9], v74, s57 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v73, v158, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v74, v193, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_add_u32_e32 v64, s1, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s54, s33
	s_mov_b32 s54, s0
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v158, v155, v194 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v193, v155, v195 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_eq_u16_sdwa s[4:5], v195, s57 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[2:3], v194, s57 src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v194, 7, v196
	v_max_u16_sdwa v195, v197, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v197, 7, v198
	v_cmp_eq_u16_e32 vcc, s57, v198
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_e64 s[0:1], s57, v196
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(4)
	v_cvt_scalef32_pk_bf16_fp8 v196, v6, v73
	v_cvt_scalef32_pk_bf16_fp8 v6, v6, v73 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v198, v7, v73
	v_cvt_scalef32_pk_bf16_fp8 v7, v7, v73 op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_cvt_scalef32_pk_bf16_fp8 v73, v60, v74
	v_cvt_scalef32_pk_bf16_fp8 v60, v60, v74 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v200, v61, v74
	v_cvt_scalef32_pk_bf16_fp8 v61, v61, v74 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v199, v199, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v74, v158, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v158, v193, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v193, v194, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v194, v12, v195
	v_cvt_scalef32_pk_bf16_fp8 v12, v12, v195 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v201, v13, v195
	v_cvt_scalef32_pk_bf16_fp8 v13, v13, v195 op_sel:[1,0,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v203, v6, v154, s[18:19]
	v_lshrrev_b32_e32 v6, 16, v6
	v_cndmask_b32_e64 v204, v198, v154, s[18:19]
	v_lshrrev_b32_e32 v198, 16, v198
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v206, v73, v154, s[16:17]
	v_cndmask_b32_e64 v207, v60, v154, s[16:17]
	v_lshrrev_b32_e32 v60, 16, v60
	v_cndmask_b32_e64 v208, v200, v154, s[16:17]
	v_lshrrev_b32_e32 v200, 16, v200
	v_cndmask_b32_e64 v209, v61, v154, s[16:17]
	v_lshrrev_b32_e32 v61, 16, v61
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v73, 16, v73
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v195, v197, v156 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_cvt_scalef32_pk_bf16_fp8 v197, v58, v199
	v_cvt_scalef32_pk_bf16_fp8 v58, v58, v199 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v202, v59, v199
	v_cvt_scalef32_pk_bf16_fp8 v59, v59, v199 op_sel:[1,0,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v199, v196, v154, s[18:19]
	v_cndmask_b32_e64 v205, v7, v154, s[18:19]
	v_lshrrev_b32_e32 v7, 16, v7
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v196, 16, v196
	v_cvt_scalef32_pk_bf16_fp8 v210, v10, v74
	v_cvt_scalef32_pk_bf16_fp8 v10, v10, v74 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v211, v11, v74
	v_cvt_scalef32_pk_bf16_fp8 v11, v11, v74 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v74, v56, v158
	v_cvt_scalef32_pk_bf16_fp8 v56, v56, v158 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v212, v57, v158
	v_cvt_scalef32_pk_bf16_fp8 v57, v57, v158 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v158, v8, v193
	v_cvt_scalef32_pk_bf16_fp8 v213, v8, v193 op_sel:[1,0,0]
	v_lshrrev_b32_e32 v217, 16, v194
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v218, v194, v154, s[6:7]
	v_cndmask_b32_e64 v194, v12, v154, s[6:7]
	v_lshrrev_b32_e32 v219, 16, v12
	v_cndmask_b32_e64 v221, v13, v154, s[6:7]
	v_lshrrev_b32_e32 v222, 16, v13
	v_cndmask_b32_e64 v6, v6, v154, s[18:19]
	v_cndmask_b32_e64 v8, v198, v154, s[18:19]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v12, v60, v154, s[16:17]
	v_cndmask_b32_e64 v13, v200, v154, s[16:17]
	v_cndmask_b32_e64 v60, v61, v154, s[16:17]
	v_cndmask_b32_e64 v73, v73, v154, s[16:17]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v214, v9, v193
	v_cvt_scalef32_pk_bf16_fp8 v193, v9, v193 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v215, v54, v195
	v_cvt_scalef32_pk_bf16_fp8 v54, v54, v195 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v216, v55, v195
	v_cvt_scalef32_pk_bf16_fp8 v195, v55, v195 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v55, v58, v154, s[8:9]
	v_lshrrev_b32_e32 v58, 16, v58
	v_cndmask_b32_e64 v224, v202, v154, s[8:9]
	v_lshrrev_b32_e32 v202, 16, v202
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v9, v7, v154, s[18:19]
	v_cndmask_b32_e64 v61, v196, v154, s[18:19]
	v_cndmask_b32_e64 v196, v10, v154, s[2:3]
	v_lshrrev_b32_e32 v200, 16, v10
	v_perm_b32 v7, v6, v203, s58
	v_perm_b32 v8, v8, v204, s58
	v_cndmask_b32_e64 v203, v211, v154, s[2:3]
	v_lshrrev_b32_e32 v204, 16, v211
	v_cndmask_b32_e64 v211, v11, v154, s[2:3]
	v_lshrrev_b32_e32 v226, 16, v11
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v11, v12, v207, s58
	v_perm_b32 v12, v13, v208, s58
	v_perm_b32 v13, v60, v209, s58
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v10, v73, v206, s58
	v_lshrrev_b32_e32 v223, 16, v197
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v225, v59, v154, s[8:9]
	v_lshrrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v207, v56, v154, s[4:5]
	v_lshrrev_b32_e32 v208, 16, v56
	v_cndmask_b32_e64 v227, v57, v154, s[4:5]
	v_lshrrev_b32_e32 v228, 16, v57
	v_cndmask_b32_e64 v56, v58, v154, s[8:9]
	v_cndmask_b32_e64 v57, v202, v154, s[8:9]
	v_cndmask_b32_e64 v197, v197, v154, s[8:9]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v9, v9, v205, s58
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v205, v74, v154, s[4:5]
	v_cndmask_b32_e64 v209, v212, v154, s[4:5]
	v_lshrrev_b32_e32 v212, 16, v212
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v74, 16, v74
	v_perm_b32 v6, v61, v199, s58
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v55, v56, v55, s58
	v_perm_b32 v56, v57, v224, s58
	v_cndmask_b32_e64 v57, v59, v154, s[8:9]
	v_cndmask_b32_e32 v206, v54, v154, vcc
	v_lshrrev_b32_e32 v199, 16, v54
	v_cndmask_b32_e64 v54, v223, v154, s[8:9]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v59, v200, v154, s[2:3]
	v_cndmask_b32_e64 v60, v204, v154, s[2:3]
	v_cndmask_b32_e64 v220, v201, v154, s[6:7]
	v_lshrrev_b32_e32 v201, 16, v201
	v_cndmask_b32_e64 v73, v214, v154, s[0:1]
	v_lshrrev_b32_e32 v58, 16, v214
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v54, v54, v197, s58
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v59, v59, v196, s58
	v_perm_b32 v60, v60, v203, s58
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v196, 16, v216
	v_cndmask_b32_e32 v203, v195, v154, vcc
	v_lshrrev_b32_e32 v195, 16, v195
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v197, 16, v215
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v214, v217, v154, s[6:7]
	v_cndmask_b32_e64 v204, v219, v154, s[6:7]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v208, v208, v154, s[4:5]
	v_cndmask_b32_e64 v212, v212, v154, s[4:5]
	v_cndmask_b32_e64 v217, v228, v154, s[4:5]
	v_cndmask_b32_e64 v74, v74, v154, s[4:5]
	v_perm_b32 v57, v57, v225, s58
	v_cndmask_b32_e32 v202, v215, v154, vcc
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v215, v201, v154, s[6:7]
	v_cndmask_b32_e64 v201, v226, v154, s[2:3]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v223, v199, v154, vcc
	v_cndmask_b32_e32 v224, v196, v154, vcc
	v_cndmask_b32_e32 v225, v195, v154, vcc
	v_cndmask_b32_e32 v226, v197, v154, vcc
	v_perm_b32 v195, v208, v207, s58
	v_perm_b32 v196, v212, v209, s58
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v199, v204, v194, s58
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v197, v217, v227, s58
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v194, v74, v205, s58
	v_mfma_f32_16x16x32_bf16 v[2:5], v[10:13], v[6:9], v[2:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v198, v210, v154, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v210, 16, v210
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshrrev_b32_e32 v61, 16, v213
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v200, v216, v154, vcc
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v210, v210, v154, s[2:3]
	v_cndmask_b32_e64 v216, v222, v154, s[6:7]
	v_cndmask_b32_e64 v219, v61, v154, s[0:1]
	v_cndmask_b32_e64 v222, v58, v154, s[0:1]
	v_perm_b32 v61, v201, v211, s58
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v58, v210, v198, s58
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v205, v223, v206, s58
	v_perm_b32 v206, v224, v200, s58
	v_perm_b32 v207, v225, v203, s58
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v204, v226, v202, s58
	v_mfma_f32_16x16x32_bf16 v[2:5], v[194:197], v[58:61], v[2:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v229, v158, v154, s[0:1]
	v_cndmask_b32_e64 v230, v213, v154, s[0:1]
	v_cndmask_b32_e64 v213, v193, v154, s[0:1]
	v_lshrrev_b32_e32 v193, 16, v193
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v158, 16, v158
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v193, v193, v154, s[0:1]
	v_cndmask_b32_e64 v158, v158, v154, s[0:1]
	v_perm_b32 v201, v219, v230, s58
	v_perm_b32 v202, v222, v73, s58
	v_perm_b32 v203, v193, v213, s58
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v200, v158, v229, s58
	v_perm_b32 v198, v214, v218, s58
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v62, s64, v0
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_16x16x32_bf16 v[2:5], v[204:207], v[200:203], v[2:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v200, v215, v220, s58
	v_perm_b32 v201, v216, v221, s58
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	; wave barrier
	.loc	1 46 15                         ; k_mx.py:46:15
	s_nop 0
	v_mfma_f32_16x16x32_bf16 v[2:5], v[54:57], v[198:201], v[2:5]
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v72, s64, v110
	v_add_u32_e32 v71, s64, v111
	v_add_u32_e32 v70, s64, v112
	v_add_u32_e32 v69, s64, v113
	v_add_u32_e32 v68, s64, v114
	v_add_u32_e32 v67, s64, v115
	v_add_u32_e32 v66, s64, v116
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v65, s64, v118
	v_add_u32_e32 v63, s64, v119
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b8 v62, v159 offset:64
	ds_write_b8 v62, v160 offset:192
	ds_write_b8 v72, v161 offset:320
	s_waitcnt vmcnt(62)
	ds_write_b8 v72, v162 offset:448
	s_waitcnt vmcnt(61)
	ds_write_b8 v71, v163 offset:576
	s_waitcnt vmcnt(60)
	ds_write_b8 v71, v164 offset:704
	s_waitcnt vmcnt(59)
	ds_write_b8 v70, v165 offset:832
	s_waitcnt vmcnt(58)
	ds_write_b8 v70, v166 offset:960
	s_waitcnt vmcnt(57)
	ds_write_b8 v69, v167 offset:1088
	s_waitcnt vmcnt(56)
	ds_write_b8 v69, v168 offset:1216
	s_waitcnt vmcnt(55)
	ds_write_b8 v68, v169 offset:1344
	s_waitcnt vmcnt(54)
	ds_write_b8 v68, v170 offset:1472
	s_waitcnt vmcnt(53)
	ds_write_b8 v67, v171 offset:1600
	s_waitcnt vmcnt(52)
	ds_write_b8 v67, v172 offset:1728
	s_waitcnt vmcnt(51)
	ds_write_b8 v66, v173 offset:1856
	s_waitcnt vmcnt(50)
	ds_write_b8 v66, v174 offset:1984
	s_waitcnt vmcnt(49)
	ds_write_b8 v62, v175
	s_waitcnt vmcnt(48)
	ds_write_b8 v62, v176 offset:128
	s_waitcnt vmcnt(47)
	ds_write_b8 v72, v177 offset:256
	s_waitcnt vmcnt(46)
	ds_write_b8 v72, v178 offset:384
	s_waitcnt vmcnt(45)
	ds_write_b8 v71, v179 offset:512
	s_waitcnt vmcnt(44)
	ds_write_b8 v71, v180 offset:640
	s_waitcnt vmcnt(43)
	ds_write_b8 v70, v181 offset:768
	s_waitcnt vmcnt(42)
	ds_write_b8 v70, v182 offset:896
	s_waitcnt vmcnt(41)
	ds_write_b8 v69, v183 offset:1024
	s_waitcnt vmcnt(40)
	ds_write_b8 v69, v184 offset:1152
	s_waitcnt vmcnt(39)
	ds_write_b8 v68, v185 offset:1280
	s_waitcnt vmcnt(38)
	ds_write_b8 v68, v186 offset:1408
	s_waitcnt vmcnt(37)
	ds_write_b8 v67, v187 offset:1536
	s_waitcnt vmcnt(36)
	ds_write_b8 v67, v188 offset:1664
	s_waitcnt vmcnt(35)
	ds_write_b8 v66, v189 offset:1792
	s_waitcnt vmcnt(34)
	ds_write_b8 v66, v190 offset:1920
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(33)
	ds_write_b8 v62, v191 offset:4096
	s_waitcnt vmcnt(32)
	ds_write_b8 v62, v192 offset:4160
	s_waitcnt vmcnt(31)
	ds_write_b8 v62, v98 offset:4224
	s_waitcnt vmcnt(30)
	ds_write_b8 v62, v99 offset:4288
	s_waitcnt vmcnt(29)
	ds_write_b8 v62, v75 offset:4352
	s_waitcnt vmcnt(28)
	ds_write_b8 v62, v76 offset:4416
	s_waitcnt vmcnt(27)
	ds_write_b8 v62, v77 offset:4480
	s_waitcnt vmcnt(26)
	ds_write_b8 v62, v78 offset:4544
	s_waitcnt vmcnt(25)
	ds_write_b8 v62, v79 offset:4608
	s_waitcnt vmcnt(24)
	ds_write_b8 v62, v80 offset:4672
	s_waitcnt vmcnt(23)
	ds_write_b8 v62, v81 offset:4736
	s_waitcnt vmcnt(22)
	ds_write_b8 v62, v82 offset:4800
	s_waitcnt vmcnt(21)
	ds_write_b8 v62, v83 offset:4864
	s_waitcnt vmcnt(20)
	ds_write_b8 v62, v84 offset:4928
	s_waitcnt vmcnt(19)
	ds_write_b8 v62, v85 offset:4992
	s_waitcnt vmcnt(18)
	ds_write_b8 v65, v86 offset:4096
	s_waitcnt vmcnt(17)
	ds_write_b8 v62, v87 offset:5120
	s_waitcnt vmcnt(16)
	ds_write_b8 v62, v88 offset:5184
	s_waitcnt vmcnt(15)
	ds_write_b8 v62, v89 offset:5248
	s_waitcnt vmcnt(14)
	ds_write_b8 v62, v90 offset:5312
	s_waitcnt vmcnt(13)
	ds_write_b8 v62, v91 offset:5376
	s_waitcnt vmcnt(12)
	ds_write_b8 v62, v92 offset:5440
	s_waitcnt vmcnt(11)
	ds_write_b8 v62, v93 offset:5504
	s_waitcnt vmcnt(10)
	ds_write_b8 v62, v94 offset:5568
	s_waitcnt vmcnt(9)
	ds_write_b8 v62, v95 offset:5632
	s_waitcnt vmcnt(8)
	ds_write_b8 v62, v96 offset:5696
	s_waitcnt vmcnt(7)
	ds_write_b8 v62, v97 offset:5760
	s_waitcnt vmcnt(6)
	ds_write_b8 v62, v100 offset:5824
	s_waitcnt vmcnt(5)
	ds_write_b8 v62, v101 offset:5888
	s_waitcnt vmcnt(4)
	ds_write_b8 v62, v102 offset:5952
	s_waitcnt vmcnt(3)
	ds_write_b8 v62, v103 offset:6016
	s_waitcnt vmcnt(2)
	ds_write_b8 v63, v104 offset:4096
	.loc	1 39 18                         ; k_mx.py:39:18
	s_waitcnt vmcnt(1)
	ds_write_b8 v64, v105 offset:8192
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(0)
	ds_write_b8 v64, v157 offset:8320
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_156
	s_branch .LBB0_158
.LBB0_157:
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_mov_b32_e32 v5, 0
	s_movk_i32 s63, 0x1000
	s_movk_i32 s61, 0x2000
	s_movk_i32 s62, 0x2080
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_158:                              ; %._crit_edge
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 46 15                         ; k_mx.py:46:15
	s_cbranch_scc1 .LBB0_160
; %bb.159:
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v6, s62, v109
	v_add_u32_e32 v0, s63, v117
	ds_read_b32 v20, v6
	ds_read_b64_tr_b8 v[18:19], v0
	ds_read_b64_tr_b8 v[14:15], v0 offset:512
	ds_read_b64_tr_b8 v[10:11], v0 offset:1024
	ds_read_b64_tr_b8 v[6:7], v0 offset:1536
	v_mov_b32_e32 v0, 7
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b16_sdwa v8, v0, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_mov_b32_e32 v34, 64
	s_movk_i32 s4, 0xff
	v_max_u16_sdwa v12, v8, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_e32 v42, 0x7fc0
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_cvt_scalef32_pk_bf16_fp8 v8, v7, v12 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v20, s4 src0_sel:BYTE_3 src1_sel:DWORD
	s_mov_b32 s6, 0x5040100
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v7, v7, v12
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v9, v8, v42, vcc
	v_lshrrev_b32_e32 v8, 16, v8
	v_cndmask_b32_e32 v8, v8, v42, vcc
	v_perm_b32 v9, v8, v9, s6
	v_cndmask_b32_e32 v8, v7, v42, vcc
	v_lshrrev_b32_e32 v7, 16, v7
	v_cndmask_b32_e32 v7, v7, v42, vcc
	v_perm_b32 v8, v7, v8, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v7, v6, v12 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v6, v6, v12
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v13, v7, v42, vcc
	v_lshrrev_b32_e32 v7, 16, v7
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v12, 16, v6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v7, v7, v42, vcc
	v_cndmask_b32_e32 v43, v12, v42, vcc
	v_and_b32_sdwa v12, v20, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_perm_b32 v7, v7, v13, s6
	v_lshlrev_b16_e32 v13, 7, v12
	v_max_u16_sdwa v16, v13, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cndmask_b32_e32 v6, v6, v42, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v13, v11, v16 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e32 vcc, s4, v12
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v11, v11, v16
	v_perm_b32 v6, v43, v6, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v12, v13, v42, vcc
	v_lshrrev_b32_e32 v13, 16, v13
	v_cndmask_b32_e32 v13, v13, v42, vcc
	v_perm_b32 v13, v13, v12, s6
	v_cndmask_b32_e32 v12, v11, v42, vcc
	v_lshrrev_b32_e32 v11, 16, v11
	v_cndmask_b32_e32 v11, v11, v42, vcc
	v_perm_b32 v12, v11, v12, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v11, v10, v16 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v10, v10, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v17, v11, v42, vcc
	v_lshrrev_b32_e32 v11, 16, v11
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v16, 16, v10
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v11, v11, v42, vcc
	v_cndmask_b32_e32 v44, v16, v42, vcc
	v_lshrrev_b32_e32 v16, 8, v20
	v_perm_b32 v11, v11, v17, s6
	v_lshlrev_b16_sdwa v17, v0, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v21, v17, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cndmask_b32_e32 v10, v10, v42, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v17, v15, v21 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v16, s4 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v15, v15, v21
	v_perm_b32 v10, v44, v10, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v16, v17, v42, vcc
	v_lshrrev_b32_e32 v17, 16, v17
	v_cndmask_b32_e32 v17, v17, v42, vcc
	v_perm_b32 v17, v17, v16, s6
	v_cndmask_b32_e32 v16, v15, v42, vcc
	v_lshrrev_b32_e32 v15, 16, v15
	v_cndmask_b32_e32 v15, v15, v42, vcc
	v_perm_b32 v16, v15, v16, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v15, v14, v21 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v14, v14, v21
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v22, v15, v42, vcc
	v_lshrrev_b32_e32 v15, 16, v15
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v21, 16, v14
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v15, v15, v42, vcc
	v_cndmask_b32_e32 v45, v21, v42, vcc
	v_lshlrev_b16_sdwa v21, v0, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_perm_b32 v15, v15, v22, s6
	v_max_u16_sdwa v22, v21, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cndmask_b32_e32 v14, v14, v42, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v21, v19, v22 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v20, s4 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v19, v19, v22
	v_perm_b32 v14, v45, v14, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v20, v21, v42, vcc
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v21, v21, v42, vcc
	v_perm_b32 v21, v21, v20, s6
	v_cndmask_b32_e32 v20, v19, v42, vcc
	v_lshrrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e32 v19, v19, v42, vcc
	v_perm_b32 v20, v19, v20, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v19, v18, v22 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v18, v18, v22
	.loc	1 39 18                         ; k_mx.py:39:18
	v_add_u32_e32 v22, s61, v109
	ds_read_b32 v38, v22
	.loc	1 36 13                         ; k_mx.py:36:13
	v_and_b32_e32 v22, 56, v107
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v23, v19, v42, vcc
	v_lshrrev_b32_e32 v19, 16, v19
	.loc	1 36 13                         ; k_mx.py:36:13
	v_bitop3_b32 v28, v22, v106, v108 bitop3:0xde
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v19, v19, v42, vcc
	.loc	1 36 13                         ; k_mx.py:36:13
	v_xad_u32 v22, v28, 32, s64
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v19, v19, v23, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read2_b64 v[22:25], v22 offset1:8
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v26, 16, v18
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v46, v26, v42, vcc
	.loc	1 39 18                         ; k_mx.py:39:18
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b16_sdwa v26, v0, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_max_u16_sdwa v29, v26, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v18, v18, v42, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_cvt_scalef32_pk_bf16_fp8 v26, v25, v29 op_sel:[1,0,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa vcc, v38, s4 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v25, v25, v29
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v28, s64, v28
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v27, v26, v42, vcc
	v_lshrrev_b32_e32 v26, 16, v26
	v_cndmask_b32_e32 v26, v26, v42, vcc
	v_perm_b32 v27, v26, v27, s6
	v_cndmask_b32_e32 v26, v25, v42, vcc
	v_lshrrev_b32_e32 v25, 16, v25
	v_cndmask_b32_e32 v25, v25, v42, vcc
	v_perm_b32 v26, v25, v26, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v25, v24, v29 op_sel:[1,0,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v30, v25, v42, vcc
	v_lshrrev_b32_e32 v25, 16, v25
	v_cndmask_b32_e32 v25, v25, v42, vcc
	v_perm_b32 v25, v25, v30, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v24, v24, v29
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read2_b64 v[28:31], v28 offset1:8
	.loc	1 39 18                         ; k_mx.py:39:18
	v_and_b32_sdwa v32, v38, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshlrev_b16_e32 v33, 7, v32
	v_max_u16_sdwa v35, v33, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u16_e64 s[0:1], s4, v32
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_cvt_scalef32_pk_bf16_fp8 v33, v31, v35 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v31, v31, v35
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v32, v33, v42, s[0:1]
	v_lshrrev_b32_e32 v33, 16, v33
	v_cndmask_b32_e64 v33, v33, v42, s[0:1]
	v_perm_b32 v33, v33, v32, s6
	v_cndmask_b32_e64 v32, v31, v42, s[0:1]
	v_lshrrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e64 v31, v31, v42, s[0:1]
	v_perm_b32 v32, v31, v32, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v31, v30, v35 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v30, v30, v35
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v36, v31, v42, s[0:1]
	v_lshrrev_b32_e32 v31, 16, v31
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v35, 16, v30
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v31, v31, v42, s[0:1]
	v_cndmask_b32_e64 v49, v35, v42, s[0:1]
	v_lshrrev_b32_e32 v35, 8, v38
	v_perm_b32 v31, v31, v36, s6
	v_lshlrev_b16_sdwa v36, v0, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b16_sdwa v0, v0, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v0, v0, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u16_sdwa v39, v36, v34 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u16_sdwa s[2:3], v35, s4 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v34, v29, v0 op_sel:[1,0,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[4:5], v38, s4 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v36, v23, v39 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v29, v29, v0
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v34, v42, s[4:5]
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e64 v34, v34, v42, s[4:5]
	v_cndmask_b32_e64 v35, v36, v42, s[2:3]
	v_lshrrev_b32_e32 v36, 16, v36
	v_perm_b32 v41, v34, v38, s6
	v_cndmask_b32_e64 v34, v29, v42, s[4:5]
	v_lshrrev_b32_e32 v29, 16, v29
	v_cndmask_b32_e64 v36, v36, v42, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v23, v23, v39
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v29, v29, v42, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v18, v46, v18, s6
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v37, v36, v35, s6
	v_cndmask_b32_e64 v35, v23, v42, s[2:3]
	v_lshrrev_b32_e32 v23, 16, v23
	v_perm_b32 v40, v29, v34, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v29, v28, v0 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp8 v0, v28, v0
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v23, v23, v42, s[2:3]
	v_cndmask_b32_e64 v34, v29, v42, s[4:5]
	v_lshrrev_b32_e32 v29, 16, v29
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v28, 16, v0
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v36, v23, v35, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v23, v22, v39 op_sel:[1,0,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v29, v29, v42, s[4:5]
	v_cndmask_b32_e64 v28, v28, v42, s[4:5]
	v_cndmask_b32_e64 v0, v0, v42, s[4:5]
	v_cndmask_b32_e64 v35, v23, v42, s[2:3]
	v_lshrrev_b32_e32 v23, 16, v23
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp8 v22, v22, v39
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v39, v29, v34, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v28, v0, s6
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v23, v23, v42, s[2:3]
	v_perm_b32 v35, v23, v35, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_16x16x32_bf16 v[2:5], v[18:21], v[38:41], v[2:5]
	v_lshrrev_b32_e32 v23, 16, v22
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v23, v23, v42, s[2:3]
	v_cndmask_b32_e64 v0, v22, v42, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v34, v23, v0, s6
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v0, v30, v42, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v30, v49, v0, s6
	v_mfma_f32_16x16x32_bf16 v[2:5], v[14:17], v[34:37], v[2:5]
	v_lshrrev_b32_e32 v48, 16, v24
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v0, v48, v42, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_16x16x32_bf16 v[2:5], v[10:13], v[30:33], v[2:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v10, v24, v42, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v24, v0, v10, s6
	s_nop 1
	v_mfma_f32_16x16x32_bf16 v[2:5], v[6:9], v[24:27], v[2:5]
.LBB0_160:                              ; %._crit_edge._crit_edge
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v1, s12, v1
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_lshrrev_b32_e32 v0, 2, v47
	.loc	1 47 22 is_stmt 1               ; k_mx.py:47:22
	v_mul_lo_u32 v6, s13, v1
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v0, s15, v0
	.loc	1 47 14                         ; k_mx.py:47:14
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[6:7]
	.loc	1 47 5 is_stmt 0                ; k_mx.py:47:5
	global_store_dwordx4 v[0:1], v[2:5], off
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
		.amdhsa_next_free_vgpr 231
		.amdhsa_next_free_sgpr 65
		.amdhsa_accum_offset 232
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
	.set .Lmx_matmul.num_vgpr, 231
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 65
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11060
; TotalNumSgprs: 71
; NumVgprs: 231
; NumAgprs: 0
; TotalNumVgprs: 231
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 28
; NumSGPRsForWavesPerEU: 71
; NumVGPRsForWavesPerEU: 231
; AccumOffset: 232
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 57
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
    .max_flat_workgroup_size: 64
    .name:           mx_matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     71
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     231
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

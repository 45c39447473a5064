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
; %bb.162:
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
; %bb.163:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_lshl_b32 s12, s15, 5
	.loc	1 47 5                          ; k_mx.py:47:5
	v_readfirstlane_b32 s17, v0
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s15, s14, s12
	.loc	1 29 34                         ; k_mx.py:29:34
	s_and_b32 s33, s17, 0xc0
	.loc	1 36 21                         ; k_mx.py:36:21
	s_ashr_i32 s1, s15, 31
	s_add_u32 s0, s2, s15
	s_addc_u32 s1, s3, s1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s14, 0
	.loc	1 29 34                         ; k_mx.py:29:34
	v_or_b32_e32 v16, s33, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cselect_b64 s[80:81], -1, 0
	s_cmp_lt_i32 s14, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_mov_b32_e32 v17, 0
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v5, v[2:3], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_3:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_add_i32 s18, s15, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s19, s18, 31
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[20:21], s[80:81], exec
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v6, v[2:3], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_6:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_lshl1_add_u32 s20, s14, s15
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[22:23], s[80:81], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[20:21], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v7, v[2:3], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_9:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s22, s14, 3
	s_add_i32 s22, s15, s22
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[24:25], s[80:81], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[22:23], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v8, v[2:3], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_12:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_lshl2_add_u32 s24, s14, s15
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s25, s24, 31
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[26:27], s[80:81], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[24:25], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v9, v[2:3], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_15:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s26, s14, 5
	s_add_i32 s26, s15, s26
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[28:29], s[80:81], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[26:27], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v10, v[2:3], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_18:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s28, s14, 6
	s_add_i32 s28, s15, s28
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s29, s28, 31
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[30:31], s[80:81], exec
	s_cselect_b32 s30, 1, 0
	s_cmp_lg_u32 s30, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[28:29], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v11, v[2:3], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_21:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s30, s14, 7
	s_add_i32 s30, s15, s30
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s31, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[34:35], s[80:81], exec
	s_cselect_b32 s34, 1, 0
	s_cmp_lg_u32 s34, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[30:31], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v12, v[2:3], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_24:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_lshl3_add_u32 s34, s14, s15
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s35, s34, 31
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[36:37], s[80:81], exec
	s_cselect_b32 s36, 1, 0
	s_cmp_lg_u32 s36, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[34:35], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v13, v[2:3], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_27:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s36, s14, 9
	s_add_i32 s36, s15, s36
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s37, s36, 31
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[38:39], s[80:81], exec
	s_cselect_b32 s38, 1, 0
	s_cmp_lg_u32 s38, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[36:37], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v14, v[2:3], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_30:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s38, s14, 10
	s_add_i32 s38, s15, s38
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s39, s38, 31
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[40:41], s[80:81], exec
	s_cselect_b32 s40, 1, 0
	s_cmp_lg_u32 s40, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[38:39], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v15, v[2:3], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_33:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s40, s14, 11
	s_add_i32 s40, s15, s40
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s41, s40, 31
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[42:43], s[80:81], exec
	s_cselect_b32 s42, 1, 0
	s_cmp_lg_u32 s42, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[40:41], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v24, v[2:3], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_36:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s42, s14, 12
	s_add_i32 s42, s15, s42
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s43, s42, 31
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[44:45], s[80:81], exec
	s_cselect_b32 s44, 1, 0
	s_cmp_lg_u32 s44, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[42:43], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v25, v[2:3], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_39:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s44, s14, 13
	s_add_i32 s44, s15, s44
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s45, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[46:47], s[80:81], exec
	s_cselect_b32 s46, 1, 0
	s_cmp_lg_u32 s46, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[44:45], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v26, v[2:3], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_42:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s46, s14, 14
	s_add_i32 s46, s15, s46
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s47, s46, 31
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[48:49], s[80:81], exec
	s_cselect_b32 s48, 1, 0
	s_cmp_lg_u32 s48, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[46:47], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v27, v[2:3], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_45:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s48, s14, 15
	s_add_i32 s48, s15, s48
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s49, s48, 31
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[50:51], s[80:81], exec
	s_cselect_b32 s50, 1, 0
	s_cmp_lg_u32 s50, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[48:49], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v28, v[2:3], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_48:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_lshl4_add_u32 s50, s14, s15
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s51, s50, 31
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[52:53], s[80:81], exec
	s_cselect_b32 s52, 1, 0
	s_cmp_lg_u32 s52, 1
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[50:51], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v29, v[2:3], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_51:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s52, s14, 17
	s_add_i32 s52, s15, s52
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s53, s52, 31
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[54:55], s[80:81], exec
	s_cselect_b32 s54, 1, 0
	s_cmp_lg_u32 s54, 1
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[52:53], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v42, v[2:3], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v42, 0
.LBB0_54:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s54, s14, 18
	s_add_i32 s54, s15, s54
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s55, s54, 31
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[56:57], s[80:81], exec
	s_cselect_b32 s56, 1, 0
	s_cmp_lg_u32 s56, 1
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[54:55], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v44, v[2:3], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v44, 0
.LBB0_57:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s56, s14, 19
	s_add_i32 s56, s15, s56
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s57, s56, 31
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[58:59], s[80:81], exec
	s_cselect_b32 s58, 1, 0
	s_cmp_lg_u32 s58, 1
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[56:57], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v46, v[2:3], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v46, 0
.LBB0_60:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s58, s14, 20
	s_add_i32 s58, s15, s58
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s59, s58, 31
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[60:61], s[80:81], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[58:59], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v53, v[2:3], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v53, 0
.LBB0_63:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s60, s14, 21
	s_add_i32 s60, s15, s60
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s61, s60, 31
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[62:63], s[80:81], exec
	s_cselect_b32 s62, 1, 0
	s_cmp_lg_u32 s62, 1
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[60:61], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v55, v[2:3], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v55, 0
.LBB0_66:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s62, s14, 22
	s_add_i32 s62, s15, s62
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s63, s62, 31
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[64:65], s[80:81], exec
	s_cselect_b32 s64, 1, 0
	s_cmp_lg_u32 s64, 1
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[62:63], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v57, v[2:3], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v57, 0
.LBB0_69:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s64, s14, 23
	s_add_i32 s64, s15, s64
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s65, s64, 31
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[66:67], s[80:81], exec
	s_cselect_b32 s66, 1, 0
	s_cmp_lg_u32 s66, 1
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[64:65], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v59, v[2:3], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v59, 0
.LBB0_72:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s66, s14, 24
	s_add_i32 s66, s15, s66
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s67, s66, 31
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[68:69], s[80:81], exec
	s_cselect_b32 s68, 1, 0
	s_cmp_lg_u32 s68, 1
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[66:67], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v60, v[2:3], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v60, 0
.LBB0_75:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s68, s14, 25
	s_add_i32 s68, s15, s68
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s69, s68, 31
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[70:71], s[80:81], exec
	s_cselect_b32 s70, 1, 0
	s_cmp_lg_u32 s70, 1
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[68:69], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v61, v[2:3], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v61, 0
.LBB0_78:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s70, s14, 26
	s_add_i32 s70, s15, s70
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s71, s70, 31
	s_add_u32 s70, s2, s70
	s_addc_u32 s71, s3, s71
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[72:73], s[80:81], exec
	s_cselect_b32 s72, 1, 0
	s_cmp_lg_u32 s72, 1
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[70:71], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v62, v[2:3], off
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v62, 0
.LBB0_81:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s72, s14, 27
	s_add_i32 s72, s15, s72
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s73, s72, 31
	s_add_u32 s72, s2, s72
	s_addc_u32 s73, s3, s73
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[74:75], s[80:81], exec
	s_cselect_b32 s74, 1, 0
	s_cmp_lg_u32 s74, 1
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[72:73], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v63, v[2:3], off
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v63, 0
.LBB0_84:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s74, s14, 28
	s_add_i32 s74, s15, s74
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s75, s74, 31
	s_add_u32 s74, s2, s74
	s_addc_u32 s75, s3, s75
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[76:77], s[80:81], exec
	s_cselect_b32 s76, 1, 0
	s_cmp_lg_u32 s76, 1
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[74:75], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v64, v[2:3], off
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v64, 0
.LBB0_87:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s76, s14, 29
	s_add_i32 s76, s15, s76
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s77, s76, 31
	s_add_u32 s76, s2, s76
	s_addc_u32 s77, s3, s77
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[78:79], s[80:81], exec
	s_cselect_b32 s78, 1, 0
	s_cmp_lg_u32 s78, 1
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[76:77], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v65, v[2:3], off
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v65, 0
.LBB0_90:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s78, s14, 30
	s_add_i32 s78, s15, s78
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s79, s78, 31
	s_add_u32 s78, s2, s78
	s_addc_u32 s79, s3, s79
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s82, 1, 0
	s_cmp_lg_u32 s82, 1
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[78:79], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v66, v[2:3], off
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v66, 0
.LBB0_93:
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s82, s14, 31
	s_add_i32 s15, s15, s82
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s82, s15, 31
	s_add_u32 s2, s2, s15
	s_addc_u32 s3, s3, s82
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[16:17]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v67, v[2:3], off
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v67, 0
.LBB0_96:
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v17, 31, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v17
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cselect_b32 s16, 1, 0
	.loc	1 34 30                         ; k_mx.py:34:30
	v_lshrrev_b32_e32 v30, 5, v16
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_98
; %bb.97:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mul_lo_u32 v18, v30, s13
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v68, v[18:19], off
	s_branch .LBB0_99
.LBB0_98:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v68, 0
.LBB0_99:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v31, 8, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_101
; %bb.100:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v31, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v69, v[18:19], off
	s_branch .LBB0_102
.LBB0_101:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v69, 0
.LBB0_102:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v32, 16, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_104
; %bb.103:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v32, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v70, v[18:19], off
	s_branch .LBB0_105
.LBB0_104:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v70, 0
.LBB0_105:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v33, 24, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_107
; %bb.106:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v33, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v71, v[18:19], off
	s_branch .LBB0_108
.LBB0_107:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v71, 0
.LBB0_108:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v34, 32, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_110
; %bb.109:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v34, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v72, v[18:19], off
	s_branch .LBB0_111
.LBB0_110:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v72, 0
.LBB0_111:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v35, 40, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_113
; %bb.112:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v35, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v73, v[18:19], off
	s_branch .LBB0_114
.LBB0_113:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v73, 0
.LBB0_114:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v36, 48, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_116
; %bb.115:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v36, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v74, v[18:19], off
	s_branch .LBB0_117
.LBB0_116:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v74, 0
.LBB0_117:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v37, 56, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_119
; %bb.118:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v37, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v75, v[18:19], off
	s_branch .LBB0_120
.LBB0_119:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v75, 0
.LBB0_120:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v38, 64, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_122
; %bb.121:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v38, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v76, v[18:19], off
	s_branch .LBB0_123
.LBB0_122:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v76, 0
.LBB0_123:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v39, 0x48, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_125
; %bb.124:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v39, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v77, v[18:19], off
	s_branch .LBB0_126
.LBB0_125:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v77, 0
.LBB0_126:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v40, 0x50, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_128
; %bb.127:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v40, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v78, v[18:19], off
	s_branch .LBB0_129
.LBB0_128:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v78, 0
.LBB0_129:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v41, 0x58, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_131
; %bb.130:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v41, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v79, v[18:19], off
	s_branch .LBB0_132
.LBB0_131:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v79, 0
.LBB0_132:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v43, 0x60, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_134
; %bb.133:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v43, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v80, v[18:19], off
	s_branch .LBB0_135
.LBB0_134:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v80, 0
.LBB0_135:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v45, 0x68, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v45, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v81, v[18:19], off
	s_branch .LBB0_138
.LBB0_137:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v81, 0
.LBB0_138:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v47, 0x70, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_140
; %bb.139:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v47, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v82, v[18:19], off
	s_branch .LBB0_141
.LBB0_140:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v82, 0
.LBB0_141:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[82:83], s[80:81], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v48, 0x78, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_143
; %bb.142:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v18, v48, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v83, v[18:19], off
	s_branch .LBB0_144
.LBB0_143:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v83, 0
.LBB0_144:
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s16, s14, 31
	s_lshr_b32 s16, s16, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v4, 3, v16
	.loc	1 39 50                         ; k_mx.py:39:50
	s_add_i32 s16, s14, s16
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v19, s12, v4
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s16, s16, 5
	.loc	1 39 35 is_stmt 0               ; k_mx.py:39:35
	v_mul_lo_u32 v20, v19, s16
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[20:21]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_and_b64 s[4:5], s[80:81], exec
	s_cselect_b32 s4, 1, 0
	.loc	1 35 25 is_stmt 1               ; k_mx.py:35:25
	v_and_b32_e32 v18, 7, v0
	.loc	1 39 18                         ; k_mx.py:39:18
	s_cmp_lg_u32 s4, 1
	v_mov_b32_e32 v19, 0
	s_cbranch_scc1 .LBB0_146
; %bb.145:
	.loc	1 0 18 is_stmt 0                ; k_mx.py:0:18
	v_lshl_add_u64 v[22:23], v[20:21], 0, v[18:19]
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v84, v[22:23], off
	s_branch .LBB0_147
.LBB0_146:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v84, 0
.LBB0_147:
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	v_or_b32_e32 v4, s15, v4
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v22, v4, s16
	.loc	1 43 18 is_stmt 0               ; k_mx.py:43:18
	s_and_b64 s[4:5], s[80:81], exec
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cselect_b32 s4, 1, 0
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[22:23]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cmp_lg_u32 s4, 1
	v_mov_b32_e32 v19, 0
	s_cbranch_scc1 .LBB0_149
; %bb.148:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_lshl_add_u64 v[50:51], v[22:23], 0, v[18:19]
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v4, v[50:51], off
	s_branch .LBB0_150
.LBB0_149:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v4, 0
.LBB0_150:
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v19, 0, v16
	v_xor_b32_e32 v49, 16, v16
	s_waitcnt vmcnt(0)
	ds_write_b8 v19, v5
	ds_write_b8 v19, v29 offset:4096
	v_add_u32_e32 v5, 0, v49
	v_xor_b32_e32 v50, 32, v16
	ds_write_b8 v5, v6 offset:256
	ds_write_b8 v5, v42 offset:4352
	v_add_u32_e32 v6, 0, v50
	v_xor_b32_e32 v51, 48, v16
	ds_write_b8 v6, v7 offset:512
	ds_write_b8 v6, v44 offset:4608
	v_add_u32_e32 v6, 0, v51
	v_xor_b32_e32 v52, 64, v16
	ds_write_b8 v6, v8 offset:768
	ds_write_b8 v6, v46 offset:4864
	v_add_u32_e32 v6, 0, v52
	v_xor_b32_e32 v54, 0x50, v16
	ds_write_b8 v6, v9 offset:1024
	ds_write_b8 v6, v53 offset:5120
	v_add_u32_e32 v6, 0, v54
	v_xor_b32_e32 v56, 0x60, v16
	ds_write_b8 v6, v10 offset:1280
	ds_write_b8 v6, v55 offset:5376
	v_add_u32_e32 v6, 0, v56
	v_xor_b32_e32 v58, 0x70, v16
	ds_write_b8 v6, v11 offset:1536
	ds_write_b8 v6, v57 offset:5632
	v_add_u32_e32 v6, 0, v58
	ds_write_b8 v6, v12 offset:1792
	ds_write_b8 v6, v59 offset:5888
	v_xor_b32_e32 v59, 0x80, v16
	v_add_u32_e32 v6, 0, v59
	ds_write_b8 v6, v13 offset:2048
	ds_write_b8 v6, v60 offset:6144
	v_xor_b32_e32 v60, 0x90, v16
	v_add_u32_e32 v6, 0, v60
	ds_write_b8 v6, v14 offset:2304
	ds_write_b8 v6, v61 offset:6400
	v_xor_b32_e32 v61, 0xa0, v16
	v_add_u32_e32 v6, 0, v61
	ds_write_b8 v6, v15 offset:2560
	ds_write_b8 v6, v62 offset:6656
	v_xor_b32_e32 v62, 0xb0, v16
	v_add_u32_e32 v6, 0, v62
	ds_write_b8 v6, v24 offset:2816
	ds_write_b8 v6, v63 offset:6912
	v_xor_b32_e32 v63, 0xc0, v16
	v_add_u32_e32 v6, 0, v63
	ds_write_b8 v6, v25 offset:3072
	ds_write_b8 v6, v64 offset:7168
	v_xor_b32_e32 v64, 0xd0, v16
	v_add_u32_e32 v6, 0, v64
	ds_write_b8 v6, v26 offset:3328
	ds_write_b8 v6, v65 offset:7424
	v_xor_b32_e32 v65, 0xe0, v16
	v_add_u32_e32 v6, 0, v65
	ds_write_b8 v6, v27 offset:3584
	ds_write_b8 v6, v66 offset:7680
	v_xor_b32_e32 v66, 0xf0, v16
	v_add_u32_e32 v6, 0, v66
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s8, s14, 0xffffff00
	.loc	1 36 13                         ; k_mx.py:36:13
	s_mov_b32 s9, 0
	ds_write_b8 v6, v28 offset:3840
	ds_write_b8 v6, v67 offset:7936
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v19, v68 offset:16384
	ds_write_b8 v19, v70 offset:16896
	ds_write_b8 v19, v72 offset:17408
	ds_write_b8 v19, v74 offset:17920
	ds_write_b8 v19, v76 offset:18432
	ds_write_b8 v19, v78 offset:18944
	ds_write_b8 v19, v80 offset:19456
	ds_write_b8 v19, v82 offset:19968
	ds_write_b8 v5, v69 offset:16640
	ds_write_b8 v5, v71 offset:17152
	ds_write_b8 v5, v73 offset:17664
	ds_write_b8 v5, v75 offset:18176
	ds_write_b8 v5, v77 offset:18688
	ds_write_b8 v5, v79 offset:19200
	ds_write_b8 v5, v81 offset:19712
	ds_write_b8 v5, v83 offset:20224
	.loc	1 39 18                         ; k_mx.py:39:18
	ds_write_b8 v19, v84 offset:24576
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_write_b8 v19, v4 offset:25088
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s8, 0
	v_lshlrev_b32_e32 v42, 4, v0
	v_lshlrev_b32_e32 v4, 3, v0
	v_and_b32_e32 v5, 16, v0
	s_cbranch_scc1 .LBB0_152
; %bb.151:                              ; %.._crit_edge_crit_edge
	.loc	1 37 13                         ; k_mx.py:37:13
	v_and_b32_e32 v6, 0x2e0, v42
	v_and_or_b32 v7, v4, 8, v5
	s_movk_i32 s4, 0x110
	v_or_b32_e32 v55, v7, v6
	v_bitop3_b32 v57, v7, s4, v6 bitop3:0x36
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_153
.LBB0_152:
	.loc	1 0 13 is_stmt 0                ; k_mx.py:0:13
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr55
                                        ; implicit-def: $vgpr57
.LBB0_153:                              ; %Flow562
	s_and_b64 s[4:5], s[4:5], exec
	v_and_b32_e32 v19, 32, v0
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	v_lshlrev_b32_e32 v44, 8, v17
	v_lshrrev_b32_e32 v46, 1, v19
	v_lshrrev_b32_e32 v53, 5, v19
	s_cbranch_scc1 .LBB0_156
; %bb.154:                              ; %.lr.ph
	s_movk_i32 s4, 0xf0
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[2:3]
	v_bitop3_b32 v2, v42, v46, s4 bitop3:0x6c
	s_movk_i32 s4, 0x60
	v_bitop3_b32 v70, v2, s4, v44 bitop3:0x36
	s_movk_i32 s4, 0x80
	v_bitop3_b32 v71, v2, s4, v44 bitop3:0x36
	s_movk_i32 s4, 0xa0
	v_bitop3_b32 v72, v2, s4, v44 bitop3:0x36
	s_movk_i32 s4, 0xc0
	v_and_b32_e32 v0, 0xf0, v42
	v_bitop3_b32 v73, v2, s4, v44 bitop3:0x36
	s_movk_i32 s4, 0xe0
	v_bitop3_b32 v67, v0, v44, v46 bitop3:0xde
	v_bitop3_b32 v68, v2, 32, v44 bitop3:0x36
	v_bitop3_b32 v69, v2, 64, v44 bitop3:0x36
	v_bitop3_b32 v74, v2, s4, v44 bitop3:0x36
	v_and_b32_e32 v0, 0x2e0, v42
	v_and_or_b32 v2, v4, 8, v5
	s_movk_i32 s4, 0x110
	v_or_b32_e32 v55, v2, v0
	v_bitop3_b32 v57, v2, s4, v0 bitop3:0x36
	v_bitop3_b32 v76, v2, 16, v0 bitop3:0x36
	v_mov_b32_e32 v0, 0
	v_lshl_or_b32 v75, v17, 3, v53
	s_movk_i32 s80, 0x4000
	s_movk_i32 s7, 0x6000
	s_movk_i32 s16, 0x6200
	v_add_u32_e32 v77, s33, v1
	s_movk_i32 s5, 0x100
	s_mov_b32 s4, 0xc0c0004
	s_mov_b32 s6, 0
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
.LBB0_155:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 34 15                         ; k_mx.py:34:15
	v_add_u32_e32 v26, s5, v77
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v161, s80, v55
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[86:87], s[0:1], 0, v[26:27]
	v_lshl_add_u64 v[106:107], s[38:39], 0, v[26:27]
	v_lshl_add_u64 v[108:109], s[40:41], 0, v[26:27]
	v_lshl_add_u64 v[110:111], s[42:43], 0, v[26:27]
	v_lshl_add_u64 v[112:113], s[44:45], 0, v[26:27]
	v_lshl_add_u64 v[146:147], s[78:79], 0, v[26:27]
	v_lshl_add_u64 v[148:149], s[2:3], 0, v[26:27]
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v163, s80, v76
	.loc	1 39 18                         ; k_mx.py:39:18
	v_add_u32_e32 v165, s7, v75
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v167, s16, v75
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[88:89], s[18:19], 0, v[26:27]
	v_lshl_add_u64 v[90:91], s[20:21], 0, v[26:27]
	v_lshl_add_u64 v[92:93], s[22:23], 0, v[26:27]
	v_lshl_add_u64 v[94:95], s[24:25], 0, v[26:27]
	v_lshl_add_u64 v[96:97], s[26:27], 0, v[26:27]
	v_lshl_add_u64 v[98:99], s[28:29], 0, v[26:27]
	v_lshl_add_u64 v[100:101], s[30:31], 0, v[26:27]
	v_lshl_add_u64 v[102:103], s[34:35], 0, v[26:27]
	v_lshl_add_u64 v[104:105], s[36:37], 0, v[26:27]
	v_lshl_add_u64 v[114:115], s[46:47], 0, v[26:27]
	v_lshl_add_u64 v[116:117], s[48:49], 0, v[26:27]
	v_lshl_add_u64 v[118:119], s[50:51], 0, v[26:27]
	v_lshl_add_u64 v[120:121], s[52:53], 0, v[26:27]
	v_lshl_add_u64 v[122:123], s[54:55], 0, v[26:27]
	v_lshl_add_u64 v[124:125], s[56:57], 0, v[26:27]
	v_lshl_add_u64 v[126:127], s[58:59], 0, v[26:27]
	v_lshl_add_u64 v[128:129], s[60:61], 0, v[26:27]
	v_lshl_add_u64 v[130:131], s[62:63], 0, v[26:27]
	v_lshl_add_u64 v[132:133], s[64:65], 0, v[26:27]
	v_lshl_add_u64 v[134:135], s[66:67], 0, v[26:27]
	v_lshl_add_u64 v[136:137], s[68:69], 0, v[26:27]
	v_lshl_add_u64 v[138:139], s[70:71], 0, v[26:27]
	v_lshl_add_u64 v[140:141], s[72:73], 0, v[26:27]
	v_lshl_add_u64 v[142:143], s[74:75], 0, v[26:27]
	v_lshl_add_u64 v[144:145], s[76:77], 0, v[26:27]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ubyte v192, v[86:87], off
	global_load_ubyte v193, v[88:89], off
	global_load_ubyte v194, v[90:91], off
	global_load_ubyte v195, v[92:93], off
	global_load_ubyte v196, v[94:95], off
	global_load_ubyte v197, v[96:97], off
	global_load_ubyte v198, v[98:99], off
	global_load_ubyte v199, v[100:101], off
	global_load_ubyte v200, v[102:103], off
	global_load_ubyte v201, v[104:105], off
	global_load_ubyte v202, v[106:107], off
	global_load_ubyte v203, v[108:109], off
	global_load_ubyte v204, v[110:111], off
	global_load_ubyte v205, v[112:113], off
	global_load_ubyte v206, v[114:115], off
	global_load_ubyte v207, v[116:117], off
	global_load_ubyte v208, v[118:119], off
	global_load_ubyte v209, v[120:121], off
	global_load_ubyte v210, v[122:123], off
	global_load_ubyte v211, v[124:125], off
	global_load_ubyte v212, v[126:127], off
	global_load_ubyte v213, v[128:129], off
	global_load_ubyte v214, v[130:131], off
	global_load_ubyte v215, v[132:133], off
	global_load_ubyte v216, v[134:135], off
	global_load_ubyte v217, v[136:137], off
	global_load_ubyte v218, v[138:139], off
	global_load_ubyte v219, v[140:141], off
	global_load_ubyte v220, v[142:143], off
	global_load_ubyte v221, v[144:145], off
	global_load_ubyte v222, v[146:147], off
	global_load_ubyte v223, v[148:149], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[146:147], v161
	ds_read_b64_tr_b8 v[180:181], v161 offset:1024
	ds_read_b64_tr_b8 v[184:185], v161 offset:2048
	ds_read_b64_tr_b8 v[188:189], v161 offset:3072
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v106, v165
	ds_read_u8 v107, v165 offset:2
	ds_read_u8 v108, v165 offset:4
	ds_read_u8 v109, v165 offset:6
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_b64_tr_b8 v[148:149], v163 offset:256
	ds_read_b64_tr_b8 v[182:183], v163 offset:1280
	ds_read_b64_tr_b8 v[186:187], v163 offset:2304
	ds_read_b64_tr_b8 v[190:191], v163 offset:3328
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v110, v167
	ds_read_u8 v111, v167 offset:2
	ds_read_u8 v112, v167 offset:4
	ds_read_u8 v113, v167 offset:6
	.loc	1 34 15                         ; k_mx.py:34:15
	s_ashr_i32 s33, s5, 1
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s81, s5, 5
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v150, s33, v30
	v_or_b32_e32 v155, s33, v35
	.loc	1 35 14                         ; k_mx.py:35:14
	v_or_b32_e32 v28, s81, v18
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v157, s33, v37
	v_or_b32_e32 v169, s33, v41
	v_or_b32_e32 v171, s33, v43
	v_or_b32_e32 v173, s33, v45
	v_or_b32_e32 v175, s33, v47
	v_or_b32_e32 v151, s33, v31
	v_or_b32_e32 v152, s33, v32
	v_or_b32_e32 v153, s33, v33
	v_or_b32_e32 v154, s33, v34
	v_or_b32_e32 v156, s33, v36
	v_or_b32_e32 v158, s33, v38
	v_or_b32_e32 v168, s33, v40
	v_or_b32_e32 v177, s33, v48
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v150, v150, s13
	v_mul_lo_u32 v164, v155, s13
	v_mul_lo_u32 v166, v157, s13
	v_mul_lo_u32 v170, v169, s13
	v_mul_lo_u32 v172, v171, s13
	v_mul_lo_u32 v174, v173, s13
	v_mul_lo_u32 v176, v175, s13
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v78, s9, v67
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v159, s33, v39
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v152, v152, s13
	v_mul_lo_u32 v154, v154, s13
	v_mul_lo_u32 v156, v156, s13
	v_mul_lo_u32 v158, v158, s13
	v_mul_lo_u32 v160, v151, s13
	v_mul_lo_u32 v162, v153, s13
	v_mul_lo_u32 v168, v168, s13
	v_mul_lo_u32 v178, v177, s13
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[86:87], v[20:21], 0, v[28:29]
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[28:29], v[22:23], 0, v[28:29]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v151, 31, v150
	v_ashrrev_i32_e32 v165, 31, v164
	v_ashrrev_i32_e32 v167, 31, v166
	v_ashrrev_i32_e32 v171, 31, v170
	v_ashrrev_i32_e32 v173, 31, v172
	v_ashrrev_i32_e32 v175, 31, v174
	v_ashrrev_i32_e32 v177, 31, v176
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(10)
	v_perm_b32 v106, v106, v107, s4
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v107, v108, v109, s4
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v108, v110, v111, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v109, v112, v113, s4
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v79, s9, v68
	v_add_u32_e32 v80, s9, v69
	v_add_u32_e32 v81, s9, v70
	v_add_u32_e32 v82, s9, v71
	v_add_u32_e32 v83, s9, v72
	v_add_u32_e32 v84, s9, v73
	v_add_u32_e32 v85, s9, v74
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v26, v159, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v153, 31, v152
	v_ashrrev_i32_e32 v155, 31, v154
	v_ashrrev_i32_e32 v157, 31, v156
	v_ashrrev_i32_e32 v159, 31, v158
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	ds_read_b128 v[114:117], v78
	ds_read_b128 v[118:121], v79
	ds_read_b128 v[122:125], v80
	ds_read_b128 v[126:129], v81
	ds_read_b128 v[130:133], v82
	ds_read_b128 v[134:137], v83
	ds_read_b128 v[138:141], v84
	ds_read_b128 v[142:145], v85
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v169, 31, v168
	v_ashrrev_i32_e32 v161, 31, v160
	v_ashrrev_i32_e32 v163, 31, v162
	v_ashrrev_i32_e32 v179, 31, v178
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_ubyte v224, v[86:87], off
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v225, v[28:29], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[28:29], v[24:25], 0, v[150:151]
	v_lshl_add_u64 v[92:93], v[24:25], 0, v[164:165]
	v_lshl_add_u64 v[94:95], v[24:25], 0, v[166:167]
	v_lshl_add_u64 v[96:97], v[24:25], 0, v[170:171]
	v_lshl_add_u64 v[98:99], v[24:25], 0, v[172:173]
	v_lshl_add_u64 v[100:101], v[24:25], 0, v[174:175]
	v_lshl_add_u64 v[102:103], v[24:25], 0, v[176:177]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshl_or_b32 v106, v107, 16, v106
	v_lshl_or_b32 v107, v109, 16, v108
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[78:79], v[24:25], 0, v[152:153]
	v_lshl_add_u64 v[80:81], v[24:25], 0, v[154:155]
	v_lshl_add_u64 v[82:83], v[24:25], 0, v[156:157]
	v_lshl_add_u64 v[84:85], v[24:25], 0, v[158:159]
	v_lshl_add_u64 v[86:87], v[24:25], 0, v[168:169]
	v_lshl_add_u64 v[88:89], v[24:25], 0, v[160:161]
	v_lshl_add_u64 v[90:91], v[24:25], 0, v[162:163]
	v_lshl_add_u64 v[104:105], v[24:25], 0, v[178:179]
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(6)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[146:149], v[114:121], v[0:15], v107, v106 op_sel_hi:[0,0,0] cbsz:4
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v108, v[28:29], off
	global_load_ubyte v109, v[78:79], off
	global_load_ubyte v110, v[80:81], off
	global_load_ubyte v111, v[82:83], off
	s_nop 0
	global_load_ubyte v94, v[94:95], off
	s_nop 0
	global_load_ubyte v93, v[92:93], off
	s_nop 0
	global_load_ubyte v95, v[90:91], off
	global_load_ubyte v112, v[88:89], off
	global_load_ubyte v113, v[84:85], off
	global_load_ubyte v114, v[86:87], off
	s_nop 0
	global_load_ubyte v98, v[98:99], off
	s_nop 0
	global_load_ubyte v99, v[102:103], off
	s_nop 0
	global_load_ubyte v102, v[104:105], off
	s_nop 0
	global_load_ubyte v100, v[100:101], off
	s_nop 0
	global_load_ubyte v96, v[96:97], off
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[24:25], 0, v[26:27]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v97, v[26:27], off
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_add_i32 s6, s6, 1
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s6, s6, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_lshl_b32 s7, s6, 12
	.loc	1 39 18                         ; k_mx.py:39:18
	s_lshl_b32 s16, s6, 8
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s33, s5, 0x100
	.loc	1 36 13                         ; k_mx.py:36:13
	s_lshl_b32 s9, s6, 13
	.loc	1 37 13                         ; k_mx.py:37:13
	s_add_i32 s80, s7, 0x4000
	v_add_u32_e32 v90, s7, v16
	v_add_u32_e32 v91, s7, v49
	.loc	1 39 18                         ; k_mx.py:39:18
	s_add_i32 s7, s16, 0x6000
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(4)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[180:183], v[122:129], v[0:15], v107, v106 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4
	.loc	1 39 18                         ; k_mx.py:39:18
	v_add_u32_e32 v92, s16, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	s_addk_i32 s16, 0x6200
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v26, s9, v16
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s5, s8
	s_mov_b32 s5, s33
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v27, s9, v49
	v_add_u32_e32 v28, s9, v50
	v_add_u32_e32 v29, s9, v51
	v_add_u32_e32 v78, s9, v52
	v_add_u32_e32 v79, s9, v54
	v_add_u32_e32 v80, s9, v56
	v_add_u32_e32 v81, s9, v58
	v_add_u32_e32 v82, s9, v59
	v_add_u32_e32 v83, s9, v60
	v_add_u32_e32 v84, s9, v61
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[184:187], v[130:137], v[0:15], v107, v106 op_sel_hi:[1,1,0] cbsz:4
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v85, s9, v62
	v_add_u32_e32 v86, s9, v63
	v_add_u32_e32 v87, s9, v64
	v_add_u32_e32 v88, s9, v65
	v_add_u32_e32 v89, s9, v66
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(49)
	ds_write_b8 v26, v192
	s_waitcnt vmcnt(33)
	ds_write_b8 v26, v208 offset:4096
	ds_write_b8 v27, v193 offset:256
	s_waitcnt vmcnt(32)
	ds_write_b8 v27, v209 offset:4352
	ds_write_b8 v28, v194 offset:512
	s_waitcnt vmcnt(31)
	ds_write_b8 v28, v210 offset:4608
	ds_write_b8 v29, v195 offset:768
	s_waitcnt vmcnt(30)
	ds_write_b8 v29, v211 offset:4864
	ds_write_b8 v78, v196 offset:1024
	s_waitcnt vmcnt(29)
	ds_write_b8 v78, v212 offset:5120
	ds_write_b8 v79, v197 offset:1280
	s_waitcnt vmcnt(28)
	ds_write_b8 v79, v213 offset:5376
	ds_write_b8 v80, v198 offset:1536
	s_waitcnt vmcnt(27)
	ds_write_b8 v80, v214 offset:5632
	ds_write_b8 v81, v199 offset:1792
	s_waitcnt vmcnt(26)
	ds_write_b8 v81, v215 offset:5888
	ds_write_b8 v82, v200 offset:2048
	s_waitcnt vmcnt(25)
	ds_write_b8 v82, v216 offset:6144
	ds_write_b8 v83, v201 offset:2304
	s_waitcnt vmcnt(24)
	ds_write_b8 v83, v217 offset:6400
	ds_write_b8 v84, v202 offset:2560
	s_waitcnt vmcnt(23)
	ds_write_b8 v84, v218 offset:6656
	ds_write_b8 v85, v203 offset:2816
	s_waitcnt vmcnt(22)
	ds_write_b8 v85, v219 offset:6912
	ds_write_b8 v86, v204 offset:3072
	s_waitcnt vmcnt(21)
	ds_write_b8 v86, v220 offset:7168
	ds_write_b8 v87, v205 offset:3328
	s_waitcnt vmcnt(20)
	ds_write_b8 v87, v221 offset:7424
	ds_write_b8 v88, v206 offset:3584
	s_waitcnt vmcnt(19)
	ds_write_b8 v88, v222 offset:7680
	ds_write_b8 v89, v207 offset:3840
	s_waitcnt vmcnt(18)
	ds_write_b8 v89, v223 offset:7936
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(15)
	ds_write_b8 v90, v108 offset:16384
	s_waitcnt vmcnt(14)
	ds_write_b8 v90, v109 offset:16896
	s_waitcnt vmcnt(13)
	ds_write_b8 v90, v110 offset:17408
	s_waitcnt vmcnt(12)
	ds_write_b8 v90, v111 offset:17920
	s_waitcnt vmcnt(7)
	ds_write_b8 v90, v113 offset:18432
	s_waitcnt vmcnt(6)
	ds_write_b8 v90, v114 offset:18944
	s_waitcnt vmcnt(5)
	ds_write_b8 v90, v98 offset:19456
	s_waitcnt vmcnt(4)
	ds_write_b8 v90, v99 offset:19968
	ds_write_b8 v91, v112 offset:16640
	ds_write_b8 v91, v95 offset:17152
	ds_write_b8 v91, v93 offset:17664
	ds_write_b8 v91, v94 offset:18176
	s_waitcnt vmcnt(0)
	ds_write_b8 v91, v97 offset:18688
	ds_write_b8 v91, v96 offset:19200
	ds_write_b8 v91, v100 offset:19712
	ds_write_b8 v91, v102 offset:20224
	.loc	1 39 18                         ; k_mx.py:39:18
	ds_write_b8 v92, v224 offset:24576
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_write_b8 v92, v225 offset:25088
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[188:191], v[138:145], v[0:15], v107, v106 op_sel:[1,1,0] op_sel_hi:[1,1,0] cbsz:4
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_155
	s_branch .LBB0_157
.LBB0_156:
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s80, 0x4000
	s_movk_i32 s7, 0x6000
	s_movk_i32 s16, 0x6200
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
.LBB0_157:                              ; %Flow563
	s_lshr_b32 s0, s17, 6
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_addk_i32 s14, 0xff
	s_cmpk_lt_i32 s14, 0x100
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_160
; %bb.158:
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc0 .LBB0_161
.LBB0_159:                              ; %.critedge28
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_160:
	.loc	1 0 1 is_stmt 0                 ; k_mx.py:0:1
	v_add_u32_e32 v16, s80, v55
	ds_read_b64_tr_b8 v[36:37], v16
	ds_read_b64_tr_b8 v[48:49], v16 offset:1024
	ds_read_b64_tr_b8 v[54:55], v16 offset:2048
	ds_read_b64_tr_b8 v[58:59], v16 offset:3072
	v_add_u32_e32 v16, s80, v57
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_and_b32_e32 v20, 0xf0, v42
	ds_read_b64_tr_b8 v[38:39], v16
	ds_read_b64_tr_b8 v[50:51], v16 offset:1024
	ds_read_b64_tr_b8 v[56:57], v16 offset:2048
	ds_read_b64_tr_b8 v[60:61], v16 offset:3072
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshl_or_b32 v16, v17, 3, v53
	.loc	1 36 13                         ; k_mx.py:36:13
	v_bitop3_b32 v20, v20, v44, v46 bitop3:0xde
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v18, s16, v16
	.loc	1 39 18                         ; k_mx.py:39:18
	v_add_u32_e32 v16, s7, v16
	.loc	1 36 13                         ; k_mx.py:36:13
	v_xad_u32 v21, v20, 32, s9
	v_add_u32_e32 v22, s9, v20
	ds_read_b128 v[32:35], v21
	ds_read_b128 v[28:31], v22
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v21, v16
	ds_read_u8 v22, v16 offset:2
	ds_read_u8 v23, v16 offset:4
	ds_read_u8 v16, v16 offset:6
	ds_read_u8 v24, v18
	ds_read_u8 v25, v18 offset:2
	ds_read_u8 v26, v18 offset:4
	ds_read_u8 v18, v18 offset:6
	s_mov_b32 s1, 0xc0c0004
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v21, v21, v22, s1
	.loc	1 36 13                         ; k_mx.py:36:13
	v_xad_u32 v20, v20, 64, s9
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v16, v23, v16, s1
	v_lshl_or_b32 v16, v16, 16, v21
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v21, v24, v25, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v26, v18, s1
	v_lshl_or_b32 v18, v18, 16, v21
	.loc	1 36 13                         ; k_mx.py:36:13
	s_movk_i32 s1, 0xf0
	v_bitop3_b32 v21, v42, v46, s1 bitop3:0x6c
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[36:39], v[28:35], v[0:15], v18, v16 op_sel_hi:[0,0,0] cbsz:4
	.loc	1 36 13                         ; k_mx.py:36:13
	s_movk_i32 s1, 0x60
	v_bitop3_b32 v22, v21, s1, v44 bitop3:0x36
	v_add_u32_e32 v22, s9, v22
	ds_read_b128 v[26:29], v22
	ds_read_b128 v[22:25], v20
	s_movk_i32 s1, 0xa0
	v_bitop3_b32 v20, v21, s1, v44 bitop3:0x36
	s_movk_i32 s1, 0x80
	v_add_u32_e32 v20, s9, v20
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[48:51], v[22:29], v[0:15], v18, v16 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4
	.loc	1 36 13                         ; k_mx.py:36:13
	v_bitop3_b32 v22, v21, s1, v44 bitop3:0x36
	v_add_u32_e32 v22, s9, v22
	ds_read_b128 v[26:29], v20
	ds_read_b128 v[22:25], v22
	s_movk_i32 s1, 0xe0
	v_bitop3_b32 v20, v21, s1, v44 bitop3:0x36
	s_movk_i32 s1, 0xc0
	v_bitop3_b32 v21, v21, s1, v44 bitop3:0x36
	v_add_u32_e32 v20, s9, v20
	v_add_u32_e32 v21, s9, v21
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[54:57], v[22:29], v[0:15], v18, v16 op_sel_hi:[1,1,0] cbsz:4
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[24:27], v20
	ds_read_b128 v[20:23], v21
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[58:61], v[20:27], v[0:15], v18, v16 op_sel:[1,1,0] op_sel_hi:[1,1,0] cbsz:4
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_159
.LBB0_161:                              ; %.critedge
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v17, s12, v17
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v19
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
	s_nop 9
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
		.amdhsa_next_free_vgpr 226
		.amdhsa_next_free_sgpr 84
		.amdhsa_accum_offset 228
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
	.set .Lmx_matmul.num_vgpr, 226
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 84
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 0
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7196
; TotalNumSgprs: 90
; NumVgprs: 226
; NumAgprs: 0
; TotalNumVgprs: 226
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 28
; NumSGPRsForWavesPerEU: 90
; NumVGPRsForWavesPerEU: 226
; AccumOffset: 228
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 56
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
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     226
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

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
; %bb.48:
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
; %bb.49:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s30, s0, 6
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s12, s15, 5
	s_or_b32 s15, s30, s12
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s0, s15, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 29 34 is_stmt 1               ; k_mx.py:29:34
	v_and_b32_e32 v26, 63, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_gt_i32 s14, 0
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_lt_i32 s14, 1
	v_lshlrev_b32_e32 v1, 1, v26
	.loc	1 36 13                         ; k_mx.py:36:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v4, v1, s[0:1]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; k_mx.py:0:13
	v_mov_b32_e32 v4, 0
.LBB0_3:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s4, s15, 4
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s4, s4, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[18:19], s[28:29], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v5, v1, s[4:5]
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_6:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s17, s15, 8
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s18, s17, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[20:21], s[28:29], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v6, v1, s[18:19]
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_9:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s17, s15, 12
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s20, s17, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[22:23], s[28:29], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v7, v1, s[20:21]
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_12:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s17, s15, 16
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s22, s17, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[24:25], s[28:29], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v8, v1, s[22:23]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_15:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s17, s15, 20
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s24, s17, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[26:27], s[28:29], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v9, v1, s[24:25]
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_18:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s17, s15, 24
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s17, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[34:35], s[28:29], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v10, v1, s[26:27]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_21:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_or_b32 s15, s15, 28
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s34, s15, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s2, s2, s34
	s_addc_u32 s3, s3, s35
	.loc	1 36 13                         ; k_mx.py:36:13
	s_and_b64 s[34:35], s[28:29], exec
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
	s_lshl_b32 s31, s30, 6
	.loc	1 30 10                         ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v24, 31, v0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_and_b64 s[16:17], s[28:29], exec
	.loc	1 29 34                         ; k_mx.py:29:34
	v_or_b32_e32 v30, s31, v26
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v24
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cselect_b32 s16, 1, 0
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v31, 5, v30
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cmp_lg_u32 s16, 1
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mul_lo_u32 v12, v31, s13
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v12, v[12:13], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_27:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[16:17], s[28:29], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_or_b32_e32 v32, 8, v31
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v14, v32, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v13, v[14:15], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_30:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[16:17], s[28:29], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_or_b32_e32 v33, 16, v31
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v14, v33, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v14, v[14:15], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_33:
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_and_b64 s[16:17], s[28:29], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_or_b32_e32 v34, 24, v31
	.loc	1 37 13                         ; k_mx.py:37:13
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 37 29 is_stmt 0               ; k_mx.py:37:29
	v_mul_lo_u32 v16, v34, s13
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v15, v[16:17], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; k_mx.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_36:
	.loc	1 43 50 is_stmt 1               ; k_mx.py:43:50
	s_ashr_i32 s17, s14, 31
	s_lshr_b32 s17, s17, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_bfe_u32 v1, v0, 1, 5
	.loc	1 43 50                         ; k_mx.py:43:50
	s_add_i32 s17, s14, s17
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v16, s15, v1
	.loc	1 35 25                         ; k_mx.py:35:25
	s_lshr_b32 s16, s30, 1
	.loc	1 43 50                         ; k_mx.py:43:50
	s_ashr_i32 s17, s17, 5
	.loc	1 43 35 is_stmt 0               ; k_mx.py:43:35
	v_mul_lo_u32 v16, s17, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	s_and_b64 s[28:29], s[28:29], exec
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[20:21], s[8:9], 0, v[16:17]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 0 18                          ; k_mx.py:0:18
	s_mov_b32 s17, 0
	v_lshl_add_u64 v[16:17], v[20:21], 0, s[16:17]
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v16, v[16:17], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 18                          ; k_mx.py:0:18
	v_mov_b32_e32 v16, 0
.LBB0_39:
	.loc	1 35 25 is_stmt 1               ; k_mx.py:35:25
	s_bfe_i32 s8, s31, 0x10007
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshlrev_b32_e32 v17, 1, v30
	s_and_b32 s8, s8, 0x110
	v_mov_b32_e32 v18, 0xfe
	v_bitop3_b32 v35, v17, s8, v18 bitop3:0x6c
	v_add_u32_e32 v17, 0, v35
	v_xor_b32_e32 v36, 32, v35
	s_waitcnt vmcnt(0)
	ds_write_b16 v17, v4
	ds_write_b16 v17, v8 offset:2048
	v_add_u32_e32 v4, 0, v36
	v_xor_b32_e32 v37, 64, v35
	.loc	1 35 25                         ; k_mx.py:35:25
	s_and_b32 s9, s31, 0x80
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b16 v4, v5 offset:512
	ds_write_b16 v4, v9 offset:2560
	v_add_u32_e32 v4, 0, v37
	v_xor_b32_e32 v38, 0x60, v35
	ds_write_b16 v4, v6 offset:1024
	ds_write_b16 v4, v10 offset:3072
	v_add_u32_e32 v4, 0, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	s_lshr_b32 s9, s9, 2
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v25, 32, v0
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_write_b16 v4, v7 offset:1536
	ds_write_b16 v4, v11 offset:3584
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v4, 0, v30
	v_xor_b32_e32 v39, 4, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_or_b32_e32 v40, s9, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	s_sub_i32 s9, s14, 64
	.loc	1 36 13                         ; k_mx.py:36:13
	s_mov_b32 s28, 0
	s_mov_b32 s8, 64
	s_movk_i32 s17, 0x60
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v4, v12 offset:8192
	ds_write_b8 v4, v14 offset:8704
	v_add_u32_e32 v4, 0, v39
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v1, 0, v40
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s9, 1
	v_lshlrev_b32_e32 v27, 7, v24
	v_lshlrev_b32_e32 v28, 3, v0
	v_lshrrev_b32_e32 v29, 1, v25
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b8 v4, v13 offset:8448
	ds_write_b8 v4, v15 offset:8960
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_write_b8 v1, v16 offset:10240
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_42
; %bb.40:                               ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_and_b32_e32 v0, 0x70, v28
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[2:3]
	s_movk_i32 s6, 0x70
	v_bitop3_b32 v41, v0, v27, v29 bitop3:0xde
	v_lshlrev_b32_e32 v0, 2, v25
	v_bitop3_b32 v1, v28, v29, s6 bitop3:0x6c
	v_or_b32_e32 v45, v0, v24
	v_bitop3_b32 v46, v0, 4, v24 bitop3:0x36
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v42, v1, 32, v27 bitop3:0x36
	v_bitop3_b32 v43, v1, 64, v27 bitop3:0x36
	v_bitop3_b32 v44, v1, s17, v27 bitop3:0x36
	s_movk_i32 s31, 0x2000
	s_movk_i32 s33, 0x2800
	s_movk_i32 s6, 0xff
	s_mov_b32 s7, 0xc0c0004
	v_mov_b32_e32 v47, 0x7fc0
	s_mov_b32 s17, 0x5040100
	v_mov_b32_e32 v48, 64
	s_mov_b32 s29, 0
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
.LBB0_41:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_add_u32_e32 v18, s8, v26
	s_ashr_i32 s34, s8, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v50, s34, v31
	v_or_b32_e32 v51, s34, v32
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v62, v50, s13
	v_mul_lo_u32 v64, v51, s13
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[50:51], s[0:1], 0, v[18:19]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ushort v82, v[50:51], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[18:19]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v83, v[50:51], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[50:51], s[18:19], 0, v[18:19]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v84, v[50:51], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[50:51], s[20:21], 0, v[18:19]
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_or_b32_e32 v54, s34, v33
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v85, v[50:51], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[50:51], s[22:23], 0, v[18:19]
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_or_b32_e32 v55, s34, v34
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v66, v54, s13
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v86, v[50:51], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[50:51], s[24:25], 0, v[18:19]
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_mul_lo_u32 v68, v55, s13
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v87, v[50:51], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[50:51], s[26:27], 0, v[18:19]
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_ashrrev_i32_e32 v65, 31, v64
	v_ashrrev_i32_e32 v67, 31, v66
	v_ashrrev_i32_e32 v69, 31, v68
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v88, v[50:51], off
	global_load_ushort v89, v[18:19], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[62:63]
	v_lshl_add_u64 v[62:63], v[22:23], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[22:23], 0, v[66:67]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[66:67], v[22:23], 0, v[68:69]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v93, v[64:65], off
	global_load_ubyte v94, v[66:67], off
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	s_ashr_i32 s35, s8, 5
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v91, v[18:19], off
	global_load_ubyte v92, v[62:63], off
	.loc	1 35 14                         ; k_mx.py:35:14
	s_or_b32 s34, s35, s16
	.loc	1 43 26                         ; k_mx.py:43:26
	s_ashr_i32 s35, s34, 31
	v_lshl_add_u64 v[70:71], v[20:21], 0, s[34:35]
	.loc	1 43 18 is_stmt 0               ; k_mx.py:43:18
	global_load_ubyte v90, v[70:71], off
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	v_add_u32_e32 v17, s28, v41
	v_add_u32_e32 v49, s28, v42
	v_add_u32_e32 v52, s28, v43
	v_add_u32_e32 v53, s28, v44
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v72, s31, v45
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v73, s33, v24
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b128 v[78:81], v17
	ds_read_b128 v[58:61], v49
	ds_read_b128 v[54:57], v52
	ds_read_b128 v[50:53], v53
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_read_u8 v17, v73
	ds_read_u8 v49, v73 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v68, v72 offset:96
	ds_read_u8 v69, v72 offset:544
	ds_read_u8 v70, v72 offset:608
	ds_read_u8 v71, v72 offset:576
	ds_read_u8 v73, v72 offset:512
	ds_read_u8 v74, v72 offset:64
	ds_read_u8 v75, v72
	ds_read_u8 v72, v72 offset:32
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt lgkmcnt(9)
	v_lshlrev_b16_e32 v18, 7, v17
	v_max_u16_sdwa v64, v18, v48 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v19, v74, v68, s7
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e32 vcc, s6, v17
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v63, v75, v72, s7
	v_lshl_or_b32 v19, v19, 16, v63
	v_cvt_scalef32_pk_bf16_fp4 v18, v19, v64 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp4 v65, v19, v64 op_sel:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v17, v18, v47, vcc
	v_lshrrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e32 v67, v65, v47, vcc
	v_lshrrev_b32_e32 v65, 16, v65
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v63, v19, v64
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v18, v18, v47, vcc
	v_cndmask_b32_e32 v65, v65, v47, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v19, v19, v64 op_sel:[1,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v17, v18, v17, s17
	v_perm_b32 v18, v65, v67, s17
	v_cndmask_b32_e32 v67, v19, v47, vcc
	v_lshrrev_b32_e32 v19, 16, v19
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v16, s31, v46
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v19, v19, v47, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v76, v16 offset:352
	ds_read_u8 v77, v16 offset:832
	ds_read_u8 v62, v16 offset:768
	ds_read_u8 v65, v16 offset:320
	.loc	1 43 18                         ; k_mx.py:43:18
	v_perm_b32 v19, v19, v67, s17
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v67, v16 offset:800
	ds_read_u8 v68, v16 offset:288
	ds_read_u8 v72, v16 offset:256
	ds_read_u8 v16, v16 offset:864
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v66, v63, v47, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v65, v65, v76, s7
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v62, v62, v67, s7
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v68, v72, v68, s7
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v77, v16, s7
	v_lshl_or_b32 v62, v16, 16, v62
	v_lshrrev_b32_e32 v16, 16, v63
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v16, v16, v47, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v16, v66, s17
	v_lshl_or_b32 v65, v65, 16, v68
	v_cvt_scalef32_pk_bf16_fp4 v66, v65, v64 op_sel:[0,1,0]
	v_cvt_scalef32_pk_bf16_fp4 v63, v65, v64 op_sel:[1,0,0]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[78:81], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v19, 16, v66
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v75, v65, v64
	v_cvt_scalef32_pk_bf16_fp4 v64, v65, v64 op_sel:[1,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v17, 16, v63
	v_cndmask_b32_e32 v18, v66, v47, vcc
	v_cndmask_b32_e32 v19, v19, v47, vcc
	v_cndmask_b32_e32 v16, v63, v47, vcc
	v_cndmask_b32_e32 v17, v17, v47, vcc
	v_perm_b32 v18, v19, v18, s17
	v_lshrrev_b32_e32 v19, 16, v64
	v_perm_b32 v17, v17, v16, s17
	v_cndmask_b32_e32 v16, v64, v47, vcc
	v_cndmask_b32_e32 v19, v19, v47, vcc
	v_perm_b32 v19, v19, v16, s17
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v16, 16, v75
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v66, v75, v47, vcc
	v_cndmask_b32_e32 v16, v16, v47, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v16, v66, s17
	v_perm_b32 v69, v73, v69, s7
	v_perm_b32 v70, v71, v70, s7
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v65, 7, v49
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshl_or_b32 v69, v70, 16, v69
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v65, v65, v48 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u16_e32 vcc, s6, v49
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v64, v69, v65 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp4 v66, v69, v65 op_sel:[0,1,0]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[58:61], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v17, 16, v64
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v63, v69, v65
	v_cvt_scalef32_pk_bf16_fp4 v69, v69, v65 op_sel:[1,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v16, v64, v47, vcc
	v_lshrrev_b32_e32 v19, 16, v66
	v_cndmask_b32_e32 v17, v17, v47, vcc
	v_cndmask_b32_e32 v18, v66, v47, vcc
	v_cndmask_b32_e32 v19, v19, v47, vcc
	v_perm_b32 v17, v17, v16, s17
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v16, v62, v65 op_sel:[1,0,0]
	v_lshrrev_b32_e32 v60, 16, v63
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v61, 16, v69
	v_cndmask_b32_e32 v49, v63, v47, vcc
	v_perm_b32 v18, v19, v18, s17
	v_cndmask_b32_e32 v19, v69, v47, vcc
	v_cndmask_b32_e32 v61, v61, v47, vcc
	v_cndmask_b32_e32 v63, v16, v47, vcc
	v_lshrrev_b32_e32 v64, 16, v16
	v_cndmask_b32_e32 v16, v60, v47, vcc
	v_perm_b32 v19, v61, v19, s17
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v16, v49, s17
	v_cvt_scalef32_pk_bf16_fp4 v75, v62, v65
	v_cvt_scalef32_pk_bf16_fp4 v58, v62, v65 op_sel:[0,1,0]
	v_cvt_scalef32_pk_bf16_fp4 v59, v62, v65 op_sel:[1,1,0]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[54:57], v[0:15]
	v_lshrrev_b32_e32 v61, 16, v75
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v49, v58, v47, vcc
	v_lshrrev_b32_e32 v58, 16, v58
	v_cndmask_b32_e32 v60, v59, v47, vcc
	v_lshrrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e32 v62, v75, v47, vcc
	v_cndmask_b32_e32 v61, v61, v47, vcc
	v_cndmask_b32_e32 v64, v64, v47, vcc
	v_cndmask_b32_e32 v58, v58, v47, vcc
	v_cndmask_b32_e32 v59, v59, v47, vcc
	v_perm_b32 v17, v64, v63, s17
	v_perm_b32 v18, v58, v49, s17
	v_perm_b32 v19, v59, v60, s17
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v61, v62, s17
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s28, s29, 1
	s_cmp_lt_i32 s28, 2
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[50:53], v[0:15]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cselect_b32 s29, s28, 0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_lshl_b32 s33, s29, 10
	.loc	1 43 18                         ; k_mx.py:43:18
	s_lshl_b32 s35, s29, 6
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s34, s8, 64
	.loc	1 36 13                         ; k_mx.py:36:13
	s_lshl_b32 s28, s29, 12
	.loc	1 37 13                         ; k_mx.py:37:13
	s_add_i32 s31, s33, 0x2000
	v_add_u32_e32 v74, s33, v30
	v_add_u32_e32 v68, s33, v39
	.loc	1 43 18                         ; k_mx.py:43:18
	s_add_i32 s33, s35, 0x2800
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v72, s28, v35
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s8, s9
	s_mov_b32 s8, s34
	.loc	1 36 13                         ; k_mx.py:36:13
	s_barrier
	v_add_u32_e32 v73, s28, v36
	v_add_u32_e32 v71, s28, v37
	v_add_u32_e32 v67, s28, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v70, s35, v40
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt vmcnt(12)
	ds_write_b16 v72, v82
	s_waitcnt vmcnt(8)
	ds_write_b16 v72, v86 offset:2048
	ds_write_b16 v73, v83 offset:512
	s_waitcnt vmcnt(7)
	ds_write_b16 v73, v87 offset:2560
	ds_write_b16 v71, v84 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v71, v88 offset:3072
	ds_write_b16 v67, v85 offset:1536
	s_waitcnt vmcnt(5)
	ds_write_b16 v67, v89 offset:3584
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(2)
	ds_write_b8 v74, v91 offset:8192
	ds_write_b8 v74, v93 offset:8704
	s_waitcnt vmcnt(1)
	ds_write_b8 v68, v92 offset:8448
	ds_write_b8 v68, v94 offset:8960
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(0)
	ds_write_b8 v70, v90 offset:10240
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_41
	s_branch .LBB0_43
.LBB0_42:
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s31, 0x2000
	s_movk_i32 s33, 0x2800
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
.LBB0_43:                               ; %._crit_edge
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_add_i32 s14, s14, 63
	s_cmp_lt_i32 s14, 64
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 46 15                         ; k_mx.py:46:15
	s_cbranch_scc0 .LBB0_46
; %bb.44:
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s30, 0
	s_cbranch_scc0 .LBB0_47
.LBB0_45:                               ; %.critedge28
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_46:
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshl_or_b32 v17, v25, 2, v24
	.loc	1 43 18                         ; k_mx.py:43:18
	v_add_u32_e32 v16, s33, v24
	.loc	1 37 13                         ; k_mx.py:37:13
	v_xad_u32 v20, v17, 4, s31
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v18, v20 offset:800
	ds_read_u8 v19, v20 offset:864
	ds_read_u8 v21, v20 offset:832
	ds_read_u8 v22, v20 offset:768
	.loc	1 43 18                         ; k_mx.py:43:18
	ds_read_u8 v26, v16
	ds_read_u8 v16, v16 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	s_mov_b32 s2, 0xc0c0004
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v21, v19, s2
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v18, v22, v18, s2
	v_lshl_or_b32 v38, v19, 16, v18
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b16_e32 v18, 7, v16
	v_mov_b32_e32 v31, 64
	s_movk_i32 s0, 0xff
	v_max_u16_sdwa v39, v18, v31 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_e32 v40, 0x7fc0
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v18, v38, v39 op_sel:[1,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e32 vcc, s0, v16
	s_mov_b32 s3, 0x5040100
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v32, v38, v39 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v16, v18, v40, vcc
	v_lshrrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e32 v18, v18, v40, vcc
	v_perm_b32 v19, v18, v16, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v16, v38, v39 op_sel:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v18, v16, v40, vcc
	v_lshrrev_b32_e32 v16, 16, v16
	v_cndmask_b32_e32 v16, v16, v40, vcc
	v_perm_b32 v18, v16, v18, s3
	.loc	1 37 13                         ; k_mx.py:37:13
	v_add_u32_e32 v16, s31, v17
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v17, v16 offset:544
	ds_read_u8 v21, v16 offset:608
	ds_read_u8 v22, v16 offset:576
	ds_read_u8 v23, v16 offset:512
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v41, v32, v40, vcc
	v_lshrrev_b32_e32 v42, 16, v32
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v30, v20 offset:352
	ds_read_u8 v34, v16 offset:96
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v17, v23, v17, s2
	v_perm_b32 v21, v22, v21, s2
	v_lshl_or_b32 v17, v21, 16, v17
	v_cvt_scalef32_pk_bf16_fp4 v21, v17, v39 op_sel:[1,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v22, v21, v40, vcc
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v21, v21, v40, vcc
	v_perm_b32 v23, v21, v22, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v21, v17, v39 op_sel:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v22, v21, v40, vcc
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v21, v21, v40, vcc
	v_perm_b32 v22, v21, v22, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v21, v17, v39 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v32, v21, v40, vcc
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v21, v21, v40, vcc
	v_perm_b32 v21, v21, v32, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v32, v20 offset:320
	ds_read_u8 v33, v20 offset:256
	ds_read_u8 v20, v20 offset:288
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[0:1], s0, v26
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v17, v17, v39
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v30, v32, v30, s2
	v_lshrrev_b32_e32 v35, 16, v17
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v20, v33, v20, s2
	v_lshl_or_b32 v20, v30, 16, v20
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v30, 7, v26
	v_max_u16_sdwa v30, v30, v31 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cndmask_b32_e32 v43, v35, v40, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v31, v20, v30 op_sel:[1,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v31, v40, s[0:1]
	v_lshrrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e64 v31, v31, v40, s[0:1]
	v_perm_b32 v33, v31, v26, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v26, v20, v30 op_sel:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v31, v26, v40, s[0:1]
	v_lshrrev_b32_e32 v26, 16, v26
	.loc	1 46 15                         ; k_mx.py:46:15
	ds_read_u8 v35, v16 offset:64
	ds_read_u8 v36, v16
	ds_read_u8 v16, v16 offset:32
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v26, v40, s[0:1]
	v_perm_b32 v32, v26, v31, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v26, v20, v30 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v31, v26, v40, s[0:1]
	v_lshrrev_b32_e32 v26, 16, v26
	v_cndmask_b32_e64 v26, v26, v40, s[0:1]
	v_perm_b32 v31, v26, v31, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v26, v35, v34, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v36, v16, s2
	v_lshl_or_b32 v16, v26, 16, v16
	v_cvt_scalef32_pk_bf16_fp4 v26, v16, v30 op_sel:[1,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v34, v26, v40, s[0:1]
	v_lshrrev_b32_e32 v26, 16, v26
	v_cndmask_b32_e64 v26, v26, v40, s[0:1]
	v_perm_b32 v37, v26, v34, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v26, v16, v30 op_sel:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v34, v26, v40, s[0:1]
	v_lshrrev_b32_e32 v26, 16, v26
	v_cndmask_b32_e64 v26, v26, v40, s[0:1]
	v_perm_b32 v36, v26, v34, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v26, v16, v30 op_sel:[1,0,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v34, v26, v40, s[0:1]
	v_lshrrev_b32_e32 v26, 16, v26
	v_cndmask_b32_e64 v26, v26, v40, s[0:1]
	v_perm_b32 v35, v26, v34, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v16, v16, v30
	.loc	1 36 13                         ; k_mx.py:36:13
	v_and_b32_e32 v34, 0x70, v28
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v26, 16, v16
	.loc	1 36 13                         ; k_mx.py:36:13
	v_bitop3_b32 v44, v34, v27, v29 bitop3:0xde
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v26, v40, s[0:1]
	v_cndmask_b32_e64 v16, v16, v40, s[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	v_xad_u32 v34, v44, 32, s28
	v_add_u32_e32 v45, s28, v44
	ds_read_b128 v[46:49], v34
	ds_read_b128 v[50:53], v45
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v34, v26, v16, s3
	v_cvt_scalef32_pk_bf16_fp4 v16, v20, v30
	v_lshrrev_b32_e32 v20, 16, v16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[34:37], v[50:53], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v20, v20, v40, s[0:1]
	v_cndmask_b32_e64 v16, v16, v40, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v30, v20, v16, s3
	.loc	1 36 13                         ; k_mx.py:36:13
	s_movk_i32 s0, 0x70
	v_bitop3_b32 v26, v28, v29, s0 bitop3:0x6c
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v16, v26, s0, v27 bitop3:0x36
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[46:49], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v17, v17, v40, vcc
	.loc	1 36 13                         ; k_mx.py:36:13
	v_add_u32_e32 v16, s28, v16
	v_xad_u32 v20, v44, 64, s28
	ds_read_b128 v[28:31], v16
	ds_read_b128 v[32:35], v20
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v20, v43, v17, s3
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v16, v42, v40, vcc
	v_perm_b32 v17, v16, v41, s3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_scalef32_pk_bf16_fp4 v16, v38, v39
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[20:23], v[32:35], v[0:15]
	v_lshrrev_b32_e32 v26, 16, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v20, v26, v40, vcc
	v_cndmask_b32_e32 v16, v16, v40, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v16, v20, v16, s3
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[28:31], v[0:15]
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s30, 0
	s_cbranch_scc1 .LBB0_45
.LBB0_47:                               ; %.critedge
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v17, s12, v24
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v25
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
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 96
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
	.set .Lmx_matmul.num_vgpr, 95
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 36
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4124
; TotalNumSgprs: 42
; NumVgprs: 95
; NumAgprs: 0
; TotalNumVgprs: 95
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 95
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
    .vgpr_count:     95
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

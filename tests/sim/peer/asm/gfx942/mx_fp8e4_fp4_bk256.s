	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	mx_matmul                       ; -- Begin function mx_matmul
	.p2align	8
	.type	mx_matmul,@function
mx_matmul:                              ; @mx_matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.7:
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
; %bb.8:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s33, s0, 6
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s15, s15, 5
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_and_b32_e32 v1, 32, v0
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s82, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v122, 31, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v123, 3, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s0, s14, s15
	s_mul_i32 s16, s14, 3
	s_add_i32 s22, s0, s16
	s_mul_i32 s16, s14, 5
	s_add_i32 s26, s0, s16
	s_mul_i32 s16, s14, 6
	s_add_i32 s28, s0, s16
	s_mul_i32 s16, s14, 7
	s_add_i32 s30, s0, s16
	s_mul_i32 s16, s14, 9
	s_add_i32 s36, s0, s16
	s_mul_i32 s16, s14, 10
	s_add_i32 s38, s0, s16
	s_mul_i32 s16, s14, 11
	s_add_i32 s40, s0, s16
	s_mul_i32 s16, s14, 12
	s_add_i32 s42, s0, s16
	s_mul_i32 s16, s14, 13
	s_add_i32 s44, s0, s16
	s_mul_i32 s16, s14, 14
	s_add_i32 s46, s0, s16
	s_mul_i32 s16, s14, 15
	s_add_i32 s48, s0, s16
	s_mul_i32 s16, s14, 17
	s_add_i32 s52, s0, s16
	s_mul_i32 s16, s14, 18
	s_add_i32 s54, s0, s16
	s_mul_i32 s16, s14, 19
	s_add_i32 s56, s0, s16
	s_mul_i32 s16, s14, 20
	s_add_i32 s58, s0, s16
	s_mul_i32 s16, s14, 21
	s_add_i32 s60, s0, s16
	s_mul_i32 s16, s14, 22
	s_add_i32 s62, s0, s16
	s_mul_i32 s16, s14, 23
	s_add_i32 s64, s0, s16
	s_mul_i32 s16, s14, 24
	s_add_i32 s66, s0, s16
	s_mul_i32 s16, s14, 25
	s_add_i32 s68, s0, s16
	s_mul_i32 s16, s14, 26
	s_add_i32 s70, s0, s16
	s_mul_i32 s16, s14, 27
	s_add_i32 s72, s0, s16
	s_mul_i32 s16, s14, 28
	s_add_i32 s74, s0, s16
	s_mul_i32 s16, s14, 29
	s_add_i32 s76, s0, s16
	s_mul_i32 s16, s14, 30
	s_add_i32 s78, s0, s16
	s_mul_i32 s16, s14, 31
	s_add_i32 s1, s0, s14
	s_lshl1_add_u32 s12, s14, s0
	s_lshl2_add_u32 s24, s14, s0
	s_lshl3_add_u32 s34, s14, s0
	s_lshl4_add_u32 s50, s14, s0
	s_add_i32 s80, s0, s16
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s17, s0, 31
	s_add_u32 s16, s2, s0
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s0, s1, 31
	s_add_u32 s18, s2, s1
	s_addc_u32 s19, s3, s0
	s_ashr_i32 s0, s12, 31
	s_add_u32 s20, s2, s12
	s_addc_u32 s21, s3, s0
	s_ashr_i32 s0, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s0
	s_ashr_i32 s0, s24, 31
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s0
	s_ashr_i32 s0, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s0
	s_ashr_i32 s0, s28, 31
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s0
	s_ashr_i32 s0, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s0
	s_ashr_i32 s0, s34, 31
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s0
	s_ashr_i32 s0, s36, 31
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s0
	s_ashr_i32 s0, s38, 31
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s0
	s_ashr_i32 s0, s40, 31
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s0
	s_ashr_i32 s0, s42, 31
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s0
	s_ashr_i32 s0, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s0
	s_ashr_i32 s0, s46, 31
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s0
	s_ashr_i32 s0, s48, 31
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s0
	s_ashr_i32 s0, s50, 31
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s0
	s_ashr_i32 s0, s52, 31
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s0
	s_ashr_i32 s0, s54, 31
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s0
	s_ashr_i32 s0, s56, 31
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s0
	s_ashr_i32 s0, s58, 31
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s0
	s_ashr_i32 s0, s60, 31
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s0
	s_ashr_i32 s0, s62, 31
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s0
	s_ashr_i32 s0, s64, 31
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s0
	s_ashr_i32 s0, s66, 31
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s0
	s_ashr_i32 s0, s68, 31
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s0
	s_ashr_i32 s0, s70, 31
	s_add_u32 s70, s2, s70
	s_addc_u32 s71, s3, s0
	s_ashr_i32 s0, s72, 31
	s_add_u32 s72, s2, s72
	s_addc_u32 s73, s3, s0
	s_ashr_i32 s0, s74, 31
	s_add_u32 s74, s2, s74
	s_addc_u32 s75, s3, s0
	s_ashr_i32 s0, s76, 31
	s_add_u32 s76, s2, s76
	s_addc_u32 s77, s3, s0
	s_ashr_i32 s0, s78, 31
	s_add_u32 s78, s2, s78
	s_addc_u32 s79, s3, s0
	s_ashr_i32 s0, s80, 31
	s_add_u32 s80, s2, s80
	s_addc_u32 s81, s3, s0
	.loc	1 29 34 is_stmt 1               ; k_mx.py:29:34
	v_and_b32_e32 v2, 63, v0
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s0, s14, 31
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v124, s33, 6, v2
	.loc	1 39 50                         ; k_mx.py:39:50
	s_lshr_b32 s0, s0, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v2, 3, v124
	.loc	1 39 50                         ; k_mx.py:39:50
	s_add_i32 s0, s14, s0
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v3, s15, v2
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v4, s82, v2
	.loc	1 34 30                         ; k_mx.py:34:30
	v_lshrrev_b32_e32 v2, 2, v124
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s0, s0, 5
	.loc	1 34 30                         ; k_mx.py:34:30
	v_and_b32_e32 v125, 56, v2
	v_or_b32_e32 v126, 7, v2
	v_or_b32_e32 v127, 0x47, v2
	.loc	1 39 35                         ; k_mx.py:39:35
	v_mul_lo_u32 v2, v3, s0
	.loc	1 39 26 is_stmt 0               ; k_mx.py:39:26
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[2:3]
	.loc	1 43 35 is_stmt 1               ; k_mx.py:43:35
	v_mul_lo_u32 v2, v4, s0
	.loc	1 43 26 is_stmt 0               ; k_mx.py:43:26
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[2:3]
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	v_or_b32_e32 v2, s82, v122
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[2:3]
	v_mov_b32_e32 v3, 0x84
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshlrev_b32_e32 v2, 2, v122
	.loc	1 35 25                         ; k_mx.py:35:25
	v_and_b32_e32 v128, 7, v0
	v_cndmask_b32_e64 v3, v3, 0, vcc
	v_xor_b32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v3, 3, v0
	v_lshl_or_b32 v3, v0, 5, v3
	v_bfe_i32 v4, v0, 2, 1
	v_and_b32_e32 v26, 15, v0
	v_bfe_i32 v0, v0, 4, 1
	v_lshlrev_b32_e32 v27, 2, v26
	v_lshlrev_b32_e32 v35, 7, v26
	v_lshlrev_b32_e32 v26, 1, v26
	v_and_b32_e32 v0, 0x802, v0
	v_lshrrev_b32_e32 v1, 4, v1
	v_xor_b32_e32 v36, v0, v26
	v_xor_b32_e32 v1, v26, v1
	v_and_b32_e32 v4, 0x84, v4
	s_movk_i32 s0, 0x63
	v_xor_b32_e32 v27, v27, v123
	v_xor_b32_e32 v36, v36, v125
	v_xor_b32_e32 v0, v1, v0
	v_and_or_b32 v3, v3, s0, v4
	v_lshl_or_b32 v27, v122, 8, v27
	v_or_b32_e32 v36, v36, v35
	v_or_b32_e32 v0, v0, v35
	v_xor_b32_e32 v4, 4, v3
	v_xor_b32_e32 v5, 4, v124
	v_xor_b32_e32 v6, 8, v124
	v_xor_b32_e32 v7, 12, v124
	v_xor_b32_e32 v8, 16, v124
	v_xor_b32_e32 v9, 20, v124
	v_xor_b32_e32 v10, 24, v124
	v_xor_b32_e32 v11, 28, v124
	v_xor_b32_e32 v12, 32, v124
	v_xor_b32_e32 v13, 36, v124
	v_xor_b32_e32 v14, 40, v124
	v_xor_b32_e32 v15, 44, v124
	v_xor_b32_e32 v22, 48, v124
	v_xor_b32_e32 v23, 52, v124
	v_xor_b32_e32 v24, 56, v124
	v_xor_b32_e32 v25, 60, v124
	v_xor_b32_e32 v28, 8, v27
	v_xor_b32_e32 v29, 16, v27
	v_xor_b32_e32 v30, 24, v27
	v_xor_b32_e32 v31, 32, v27
	v_xor_b32_e32 v32, 40, v27
	v_xor_b32_e32 v33, 48, v27
	v_xor_b32_e32 v34, 56, v27
	v_xor_b32_e32 v37, 2, v36
	v_xor_b32_e32 v38, 4, v36
	v_xor_b32_e32 v39, 6, v36
	v_xor_b32_e32 v1, 4, v0
	v_xor_b32_e32 v26, 8, v0
	v_xor_b32_e32 v35, 12, v0
	v_xor_b32_e32 v40, 16, v0
	v_xor_b32_e32 v41, 20, v0
	v_xor_b32_e32 v42, 24, v0
	v_xor_b32_e32 v43, 28, v0
	v_add_u32_e32 v159, 0, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s83, 0
	v_add_u32_e32 v129, s33, v2
	v_add_u32_e32 v130, 0, v3
	s_movk_i32 s84, 0xff
	v_add_u32_e32 v131, 0, v4
	v_add_u32_e32 v132, 0, v5
	v_add_u32_e32 v133, 0, v6
	v_add_u32_e32 v134, 0, v7
	v_add_u32_e32 v135, 0, v8
	v_add_u32_e32 v136, 0, v9
	v_add_u32_e32 v137, 0, v10
	v_add_u32_e32 v138, 0, v11
	v_add_u32_e32 v139, 0, v12
	v_add_u32_e32 v140, 0, v13
	v_add_u32_e32 v141, 0, v14
	v_add_u32_e32 v142, 0, v15
	v_add_u32_e32 v143, 0, v22
	v_add_u32_e32 v144, 0, v23
	v_add_u32_e32 v145, 0, v24
	v_add_u32_e32 v146, 0, v25
	v_add_u32_e32 v147, 0, v27
	v_add_u32_e32 v148, 0, v28
	v_add_u32_e32 v149, 0, v29
	v_add_u32_e32 v150, 0, v30
	v_add_u32_e32 v151, 0, v31
	v_add_u32_e32 v152, 0, v32
	v_add_u32_e32 v153, 0, v33
	v_add_u32_e32 v154, 0, v34
	v_add_u32_e32 v155, 0, v36
	v_add_u32_e32 v156, 0, v37
	v_add_u32_e32 v157, 0, v38
	v_add_u32_e32 v158, 0, v39
	v_add_u32_e32 v160, 0, v1
	v_add_u32_e32 v161, 0, v26
	v_add_u32_e32 v162, 0, v35
	v_add_u32_e32 v163, 0, v40
	v_add_u32_e32 v164, 0, v41
	v_add_u32_e32 v165, 0, v42
	v_add_u32_e32 v166, 0, v43
	s_mov_b32 s85, 0x5040100
	s_mov_b32 s86, 0xd4d0ccc8
	s_mov_b32 s87, 0x7060302
	s_mov_b32 s12, 0x7b800000
	s_movk_i32 s88, 0x80
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
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v167, 1, v125
	v_or_b32_e32 v168, 2, v125
	v_or_b32_e32 v169, 3, v125
	v_or_b32_e32 v170, 4, v125
	v_or_b32_e32 v171, 5, v125
	v_or_b32_e32 v172, 6, v125
	v_or_b32_e32 v173, 64, v125
	v_or_b32_e32 v174, 0x41, v125
	v_or_b32_e32 v175, 0x42, v125
	v_or_b32_e32 v176, 0x43, v125
	v_or_b32_e32 v177, 0x44, v125
	v_or_b32_e32 v178, 0x45, v125
	v_or_b32_e32 v179, 0x46, v125
	v_add_u32_e32 v180, 0, v124
	v_mov_b32_e32 v181, 64
	v_mov_b32_e32 v182, 0xc4c0b800
	v_mov_b32_e32 v183, 0x7f7f7f7f
	v_mov_b32_e32 v184, 0x7fc0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 34 15                         ; k_mx.py:34:15
	v_add_u32_e32 v24, s83, v124
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s1, s83, 5
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 34 15                         ; k_mx.py:34:15
	s_ashr_i32 s0, s83, 1
	.loc	1 35 14                         ; k_mx.py:35:14
	v_or_b32_e32 v22, s1, v128
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[26:27], s[16:17], 0, v[24:25]
	v_lshl_add_u64 v[28:29], s[18:19], 0, v[24:25]
	v_lshl_add_u64 v[30:31], s[20:21], 0, v[24:25]
	v_lshl_add_u64 v[36:37], s[22:23], 0, v[24:25]
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v56, s0, v125
	v_or_b32_e32 v57, s0, v167
	v_or_b32_e32 v70, s0, v168
	v_or_b32_e32 v71, s0, v169
	v_or_b32_e32 v72, s0, v170
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[38:39], s[24:25], 0, v[24:25]
	v_lshl_add_u64 v[40:41], s[26:27], 0, v[24:25]
	v_lshl_add_u64 v[42:43], s[28:29], 0, v[24:25]
	v_lshl_add_u64 v[44:45], s[30:31], 0, v[24:25]
	v_lshl_add_u64 v[46:47], s[34:35], 0, v[24:25]
	v_lshl_add_u64 v[48:49], s[36:37], 0, v[24:25]
	v_lshl_add_u64 v[50:51], s[38:39], 0, v[24:25]
	v_lshl_add_u64 v[52:53], s[40:41], 0, v[24:25]
	v_lshl_add_u64 v[54:55], s[42:43], 0, v[24:25]
	v_lshl_add_u64 v[58:59], s[44:45], 0, v[24:25]
	v_lshl_add_u64 v[60:61], s[46:47], 0, v[24:25]
	v_lshl_add_u64 v[62:63], s[48:49], 0, v[24:25]
	v_lshl_add_u64 v[64:65], s[50:51], 0, v[24:25]
	v_lshl_add_u64 v[66:67], s[52:53], 0, v[24:25]
	v_lshl_add_u64 v[68:69], s[54:55], 0, v[24:25]
	v_lshl_add_u64 v[74:75], s[56:57], 0, v[24:25]
	v_lshl_add_u64 v[76:77], s[58:59], 0, v[24:25]
	v_lshl_add_u64 v[78:79], s[60:61], 0, v[24:25]
	v_lshl_add_u64 v[80:81], s[62:63], 0, v[24:25]
	v_lshl_add_u64 v[82:83], s[64:65], 0, v[24:25]
	v_lshl_add_u64 v[84:85], s[66:67], 0, v[24:25]
	v_lshl_add_u64 v[86:87], s[68:69], 0, v[24:25]
	v_lshl_add_u64 v[88:89], s[70:71], 0, v[24:25]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ubyte v32, v[26:27], off
	global_load_ubyte v33, v[28:29], off
	global_load_ubyte v34, v[30:31], off
	global_load_ubyte v35, v[36:37], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[26:27], s[72:73], 0, v[24:25]
	v_lshl_add_u64 v[28:29], s[74:75], 0, v[24:25]
	v_lshl_add_u64 v[30:31], s[76:77], 0, v[24:25]
	v_lshl_add_u64 v[90:91], s[78:79], 0, v[24:25]
	v_lshl_add_u64 v[24:25], s[80:81], 0, v[24:25]
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v36, v[38:39], off
	global_load_ubyte v37, v[40:41], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v92, v56, s13
	v_mul_lo_u32 v94, v57, s13
	v_mul_lo_u32 v96, v70, s13
	v_mul_lo_u32 v98, v71, s13
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v38, v[42:43], off
	global_load_ubyte v39, v[44:45], off
	global_load_ubyte v40, v[46:47], off
	global_load_ubyte v41, v[48:49], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v100, v72, s13
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v56, v[54:55], off
	s_nop 0
	global_load_ubyte v55, v[58:59], off
	global_load_ubyte v44, v[60:61], off
	global_load_ubyte v42, v[62:63], off
	global_load_ubyte v72, v[64:65], off
	global_load_ubyte v71, v[66:67], off
	global_load_ubyte v70, v[68:69], off
	s_nop 0
	global_load_ubyte v69, v[74:75], off
	global_load_ubyte v68, v[76:77], off
	global_load_ubyte v67, v[78:79], off
	global_load_ubyte v66, v[80:81], off
	global_load_ubyte v65, v[82:83], off
	global_load_ubyte v64, v[84:85], off
	global_load_ubyte v63, v[86:87], off
	global_load_ubyte v62, v[88:89], off
	global_load_ubyte v61, v[26:27], off
	global_load_ubyte v60, v[28:29], off
	global_load_ubyte v59, v[30:31], off
	global_load_ubyte v58, v[90:91], off
	global_load_ubyte v57, v[24:25], off
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[24:25], v[16:17], 0, v[22:23]
	.loc	1 39 18 is_stmt 0               ; k_mx.py:39:18
	global_load_ubyte v90, v[24:25], off
	.loc	1 34 15 is_stmt 1               ; k_mx.py:34:15
	v_or_b32_e32 v73, s0, v171
	v_or_b32_e32 v97, s0, v173
	v_or_b32_e32 v101, s0, v175
	v_or_b32_e32 v105, s0, v177
	v_or_b32_e32 v93, s0, v172
	v_or_b32_e32 v95, s0, v126
	v_or_b32_e32 v99, s0, v174
	v_or_b32_e32 v103, s0, v176
	v_or_b32_e32 v107, s0, v178
	v_or_b32_e32 v109, s0, v179
	v_or_b32_e32 v111, s0, v127
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v102, v73, s13
	v_mul_lo_u32 v46, v97, s13
	v_mul_lo_u32 v48, v101, s13
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v43, v[50:51], off
	global_load_ubyte v45, v[52:53], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v50, v105, s13
	v_mul_lo_u32 v104, v93, s13
	v_mul_lo_u32 v106, v95, s13
	v_mul_lo_u32 v108, v99, s13
	v_mul_lo_u32 v110, v103, s13
	v_mul_lo_u32 v112, v107, s13
	v_mul_lo_u32 v52, v109, s13
	v_mul_lo_u32 v114, v111, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v93, 31, v92
	v_ashrrev_i32_e32 v95, 31, v94
	v_ashrrev_i32_e32 v97, 31, v96
	v_ashrrev_i32_e32 v99, 31, v98
	v_ashrrev_i32_e32 v103, 31, v102
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v101, 31, v100
	v_ashrrev_i32_e32 v105, 31, v104
	v_ashrrev_i32_e32 v107, 31, v106
	v_ashrrev_i32_e32 v109, 31, v108
	v_ashrrev_i32_e32 v111, 31, v110
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[24:25], v[20:21], 0, v[92:93]
	v_lshl_add_u64 v[26:27], v[20:21], 0, v[94:95]
	v_lshl_add_u64 v[28:29], v[20:21], 0, v[96:97]
	v_lshl_add_u64 v[30:31], v[20:21], 0, v[98:99]
	v_lshl_add_u64 v[76:77], v[20:21], 0, v[102:103]
	v_lshl_add_u64 v[46:47], v[20:21], 0, v[46:47]
	v_lshl_add_u64 v[48:49], v[20:21], 0, v[48:49]
	v_lshl_add_u64 v[50:51], v[20:21], 0, v[50:51]
	.loc	1 43 26 is_stmt 1               ; k_mx.py:43:26
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[74:75], v[20:21], 0, v[100:101]
	v_lshl_add_u64 v[78:79], v[20:21], 0, v[104:105]
	v_lshl_add_u64 v[80:81], v[20:21], 0, v[106:107]
	v_lshl_add_u64 v[82:83], v[20:21], 0, v[108:109]
	v_lshl_add_u64 v[84:85], v[20:21], 0, v[110:111]
	v_lshl_add_u64 v[86:87], v[20:21], 0, v[112:113]
	v_lshl_add_u64 v[52:53], v[20:21], 0, v[52:53]
	v_lshl_add_u64 v[88:89], v[20:21], 0, v[114:115]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v26, v[26:27], off
	s_nop 0
	global_load_ubyte v27, v[82:83], off
	s_nop 0
	global_load_ubyte v30, v[30:31], off
	s_nop 0
	global_load_ubyte v31, v[84:85], off
	global_load_ubyte v54, v[76:77], off
	global_load_ubyte v73, v[86:87], off
	s_nop 0
	global_load_ubyte v76, v[80:81], off
	global_load_ubyte v77, v[88:89], off
	s_nop 0
	global_load_ubyte v24, v[24:25], off
	s_nop 0
	global_load_ubyte v46, v[46:47], off
	s_nop 0
	global_load_ubyte v28, v[28:29], off
	s_nop 0
	global_load_ubyte v47, v[48:49], off
	s_nop 0
	global_load_ubyte v48, v[74:75], off
	global_load_ubyte v49, v[50:51], off
	s_nop 0
	global_load_ubyte v50, v[78:79], off
	global_load_ubyte v51, v[52:53], off
	.loc	1 39 18 is_stmt 1               ; k_mx.py:39:18
	s_barrier
	.loc	1 32 5                          ; k_mx.py:32:5
	s_addk_i32 s83, 0x100
	s_cmp_lt_i32 s83, s14
	.loc	1 39 18                         ; k_mx.py:39:18
	s_waitcnt vmcnt(18)
	ds_write_b8 v129, v90
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v78, v[22:23], off
	.loc	1 39 18                         ; k_mx.py:39:18
	ds_read_u8 v52, v130
	ds_read_u8 v53, v130 offset:8
	ds_read_u8 v187, v130 offset:16
	ds_read_u8 v185, v130 offset:24
	ds_read_u8 v74, v131
	ds_read_u8 v75, v131 offset:8
	ds_read_u8 v186, v131 offset:16
	ds_read_u8 v25, v131 offset:24
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_e64 s[4:5], s84, v52
	v_cmp_eq_u16_e64 s[2:3], s84, v53
	v_cmp_eq_u16_e64 s[0:1], s84, v74
	v_cmp_eq_u16_e32 vcc, s84, v75
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(16)
	v_lshlrev_b16_e32 v22, 8, v26
	s_waitcnt vmcnt(15)
	v_lshlrev_b16_e32 v26, 8, v27
	s_waitcnt vmcnt(14)
	v_lshlrev_b16_e32 v29, 8, v30
	s_waitcnt vmcnt(13)
	v_lshlrev_b16_e32 v30, 8, v31
	s_waitcnt vmcnt(12)
	v_lshlrev_b16_e32 v31, 8, v54
	s_waitcnt vmcnt(11)
	v_lshlrev_b16_e32 v54, 8, v73
	s_waitcnt vmcnt(10)
	v_lshlrev_b16_e32 v73, 8, v76
	s_waitcnt vmcnt(9)
	v_lshlrev_b16_e32 v76, 8, v77
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v23, v24, v22
	s_waitcnt vmcnt(7)
	v_or_b32_e32 v27, v46, v26
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v29, v28, v29
	s_waitcnt vmcnt(5)
	v_or_b32_e32 v46, v47, v30
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v47, v48, v31
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v48, v49, v54
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v49, v50, v73
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v50, v51, v76
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_e32 v22, 7, v52
	v_lshlrev_b16_e32 v24, 7, v74
	v_lshlrev_b16_e32 v30, 7, v53
	v_lshlrev_b16_e32 v31, 7, v75
	v_max_u16_sdwa v28, v22, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u16_sdwa v26, v24, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u16_sdwa v24, v30, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u16_sdwa v22, v31, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v28, 0, v28
	v_fmac_f32_e32 v26, 0, v26
	v_fmac_f32_e32 v24, 0, v24
	v_fmac_f32_e32 v22, 0, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(0)
	ds_write_b8 v129, v78
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u8 v54, v130
	ds_read_u8 v52, v130 offset:8
	ds_read_u8 v191, v130 offset:16
	ds_read_u8 v188, v130 offset:24
	ds_read_u8 v53, v131
	ds_read_u8 v51, v131 offset:8
	ds_read_u8 v190, v131 offset:16
	ds_read_u8 v189, v131 offset:24
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v180, v32
	ds_write_b8 v180, v72 offset:4096
	ds_write_b8 v132, v33 offset:256
	ds_write_b8 v132, v71 offset:4352
	ds_write_b8 v133, v34 offset:512
	ds_write_b8 v133, v70 offset:4608
	ds_write_b8 v134, v35 offset:768
	ds_write_b8 v134, v69 offset:4864
	ds_write_b8 v135, v36 offset:1024
	ds_write_b8 v135, v68 offset:5120
	ds_write_b8 v136, v37 offset:1280
	ds_write_b8 v136, v67 offset:5376
	ds_write_b8 v137, v38 offset:1536
	ds_write_b8 v137, v66 offset:5632
	ds_write_b8 v138, v39 offset:1792
	ds_write_b8 v138, v65 offset:5888
	ds_write_b8 v139, v40 offset:2048
	ds_write_b8 v139, v64 offset:6144
	ds_write_b8 v140, v41 offset:2304
	ds_write_b8 v140, v63 offset:6400
	ds_write_b8 v141, v43 offset:2560
	ds_write_b8 v141, v62 offset:6656
	ds_write_b8 v142, v45 offset:2816
	ds_write_b8 v142, v61 offset:6912
	ds_write_b8 v143, v56 offset:3072
	ds_write_b8 v143, v60 offset:7168
	ds_write_b8 v144, v55 offset:3328
	ds_write_b8 v144, v59 offset:7424
	ds_write_b8 v145, v44 offset:3584
	ds_write_b8 v145, v58 offset:7680
	ds_write_b8 v146, v42 offset:3840
	ds_write_b8 v146, v57 offset:7936
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[44:45], v147 offset1:16
	ds_read2_b32 v[62:63], v147 offset0:32 offset1:48
	ds_read2_b32 v[42:43], v148 offset1:16
	ds_read2_b32 v[68:69], v148 offset0:32 offset1:48
	ds_read2_b32 v[40:41], v149 offset1:16
	ds_read2_b32 v[72:73], v149 offset0:32 offset1:48
	ds_read2_b32 v[38:39], v150 offset1:16
	ds_read2_b32 v[76:77], v150 offset0:32 offset1:48
	ds_read2_b32 v[36:37], v151 offset1:16
	ds_read2_b32 v[80:81], v151 offset0:32 offset1:48
	ds_read2_b32 v[34:35], v152 offset1:16
	ds_read2_b32 v[84:85], v152 offset0:32 offset1:48
	ds_read2_b32 v[32:33], v153 offset1:16
	ds_read2_b32 v[88:89], v153 offset0:32 offset1:48
	ds_read2_b32 v[30:31], v154 offset1:16
	ds_read2_b32 v[92:93], v154 offset0:32 offset1:48
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v155, v23
	ds_write_b16 v155, v27 offset:64
	ds_write_b16 v156, v29
	ds_write_b16 v156, v46 offset:64
	ds_write_b16 v157, v47
	ds_write_b16 v157, v48 offset:64
	ds_write_b16 v158, v49
	ds_write_b16 v158, v50 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v47, v159
	ds_read_u16 v29, v159 offset:32
	ds_read_u16 v48, v160
	ds_read_u16 v46, v160 offset:32
	ds_read_u16 v50, v161
	ds_read_u16 v23, v161 offset:32
	ds_read_u16 v58, v162
	ds_read_u16 v27, v162 offset:32
	ds_read_u16 v59, v163
	ds_read_u16 v60, v164
	ds_read_u16 v61, v165
	ds_read_u16 v64, v166
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v55, 0x7f, v44
	v_lshlrev_b32_e32 v49, 12, v44
	v_lshrrev_b32_e32 v65, 4, v44
	v_lshlrev_b32_e32 v66, 4, v44
	v_lshlrev_b32_e32 v56, 16, v44
	v_lshlrev_b32_e32 v67, 8, v44
	s_waitcnt lgkmcnt(9)
	v_perm_b32 v47, v48, v47, s85
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v70, 7, v54
	v_cmp_eq_u16_e64 s[6:7], s84, v54
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v49, 0x7f00000, v49
	v_lshlrev_b32_e32 v48, 20, v55
	v_and_b32_e32 v55, 0x7f00000, v65
	v_and_b32_e32 v54, 0x7f00000, v66
	v_and_b32_sdwa v57, v44, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v44, 0x80000000, v44
	v_and_b32_e32 v56, 0x80000000, v56
	v_and_b32_e32 v65, 0x80000000, v67
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v49, v56, v49
	v_or_b32_e32 v48, v57, v48
	v_and_b32_e32 v56, 0x7070707, v47
	v_or_b32_e32 v55, v44, v55
	v_or_b32_e32 v54, v65, v54
	v_lshrrev_b32_e32 v65, 4, v47
	v_lshl_or_b32 v57, v47, 4, v183
	v_perm_b32 v56, s86, v182, v56
	v_and_b32_e32 v65, 0x7070707, v65
	v_pk_mul_f32 v[48:49], v[28:29], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[28:29], v[54:55] op_sel_hi:[0,1]
	v_or_b32_e32 v47, 0x7f7f7f7f, v47
	v_and_b32_e32 v66, v56, v57
	v_perm_b32 v56, s86, v182, v65
	v_lshrrev_b32_e32 v49, 16, v49
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	v_and_b32_e32 v47, v56, v47
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v65, v49, v184, s[4:5]
	v_cndmask_b32_e64 v49, v54, v184, s[4:5]
	v_cndmask_b32_e64 v54, v55, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_e32 v[56:57], v66
	v_perm_b32 v49, v54, v49, s85
	v_cvt_pk_f32_fp8_e32 v[54:55], v47
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v44, v70, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v48, 16, v48
	v_fmac_f32_e32 v44, 0, v44
	v_perm_b32 v54, v54, v56, s87
	v_perm_b32 v56, v55, v57, s87
	v_and_b32_e32 v55, 0xffff0000, v54
	v_lshlrev_b32_e32 v54, 16, v54
	v_and_b32_e32 v57, 0xffff0000, v56
	v_lshlrev_b32_e32 v56, 16, v56
	v_pk_mul_f32 v[54:55], v[44:45], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[44:45], v[56:57] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	v_lshrrev_b32_e32 v57, 16, v57
	v_lshrrev_b32_e32 v56, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v54, v54, v184, s[6:7]
	v_cndmask_b32_e64 v67, v55, v184, s[6:7]
	v_cndmask_b32_e64 v55, v56, v184, s[6:7]
	v_cndmask_b32_e64 v56, v57, v184, s[6:7]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v55, v56, v55, s85
	v_perm_b32 v54, v67, v54, s85
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v48, v48, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v71, 0x7f, v42
	v_lshlrev_b32_e32 v74, 12, v42
	v_perm_b32 v48, v65, v48, s85
	v_lshlrev_b32_e32 v65, 16, v42
	v_lshrrev_b32_e32 v57, 4, v42
	v_mfma_f32_32x32x8_bf16 v[0:15], v[54:55], v[48:49], v[0:15]
	v_and_b32_e32 v49, 0x7f00000, v74
	v_lshlrev_b32_e32 v48, 20, v71
	v_lshlrev_b32_e32 v54, 4, v42
	v_and_b32_e32 v55, 0x80000000, v65
	v_mul_f32_e64 v48, v48, s12
	v_mul_f32_e64 v49, v49, s12
	v_and_b32_sdwa v56, v42, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v67, 8, v42
	v_or_b32_e32 v49, v55, v49
	v_and_b32_e32 v55, 0x7f00000, v57
	v_and_b32_e32 v54, 0x7f00000, v54
	v_and_b32_e32 v42, 0x80000000, v42
	v_or_b32_e32 v48, v56, v48
	v_and_b32_e32 v56, 0x80000000, v67
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[28:29], v[48:49] op_sel_hi:[0,1]
	v_or_b32_e32 v55, v42, v55
	v_or_b32_e32 v54, v56, v54
	v_pk_mul_f32 v[54:55], v[28:29], v[54:55] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v56, 16, v49
	v_lshrrev_b32_e32 v57, 16, v48
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v57, v57, v184, s[4:5]
	v_cndmask_b32_e64 v56, v56, v184, s[4:5]
	v_cndmask_b32_e64 v54, v54, v184, s[4:5]
	v_cndmask_b32_e64 v55, v55, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_sdwa v[48:49], v66 src0_sel:WORD_1
	v_perm_b32 v55, v55, v54, s85
	v_perm_b32 v54, v56, v57, s85
	v_cvt_pk_f32_fp8_sdwa v[56:57], v47 src0_sel:WORD_1
	v_and_b32_e32 v65, 0x7f, v40
	v_lshlrev_b32_e32 v70, 12, v40
	v_lshlrev_b32_e32 v42, 16, v40
	v_perm_b32 v47, v56, v48, s87
	v_perm_b32 v56, v57, v49, s87
	v_and_b32_e32 v49, 0xffff0000, v47
	v_lshlrev_b32_e32 v48, 16, v47
	v_and_b32_e32 v57, 0xffff0000, v56
	v_lshlrev_b32_e32 v56, 16, v56
	v_pk_mul_f32 v[48:49], v[44:45], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[44:45], v[56:57] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v47, 16, v49
	v_lshrrev_b32_e32 v48, 16, v48
	v_lshrrev_b32_e32 v49, 16, v57
	v_lshrrev_b32_e32 v56, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v48, v48, v184, s[6:7]
	v_cndmask_b32_e64 v47, v47, v184, s[6:7]
	v_cndmask_b32_e64 v56, v56, v184, s[6:7]
	v_cndmask_b32_e64 v49, v49, v184, s[6:7]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v49, v49, v56, s85
	v_perm_b32 v48, v47, v48, s85
	v_lshrrev_b32_e32 v57, 4, v40
	v_lshlrev_b32_e32 v47, 4, v40
	v_lshlrev_b32_e32 v56, 8, v40
	v_mfma_f32_32x32x8_bf16 v[0:15], v[48:49], v[54:55], v[0:15]
	v_and_b32_e32 v49, 0x7f00000, v70
	v_lshlrev_b32_e32 v48, 20, v65
	v_and_b32_e32 v55, 0x7f00000, v57
	v_and_b32_e32 v54, 0x7f00000, v47
	v_and_b32_sdwa v67, v40, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v50, v58, v50, s85
	v_and_b32_e32 v42, 0x80000000, v42
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v47, 0x80000000, v56
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v40, 0x80000000, v40
	v_or_b32_e32 v49, v42, v49
	v_or_b32_e32 v48, v67, v48
	v_or_b32_e32 v54, v47, v54
	v_lshrrev_b32_e32 v47, 4, v50
	v_and_b32_e32 v56, 0x7070707, v50
	v_or_b32_e32 v55, v40, v55
	v_and_b32_e32 v47, 0x7070707, v47
	v_pk_mul_f32 v[48:49], v[28:29], v[48:49] op_sel_hi:[0,1]
	v_lshl_or_b32 v40, v50, 4, v183
	v_or_b32_e32 v50, 0x7f7f7f7f, v50
	v_perm_b32 v56, s86, v182, v56
	v_perm_b32 v47, s86, v182, v47
	v_pk_mul_f32 v[54:55], v[28:29], v[54:55] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v49, 16, v49
	v_lshrrev_b32_e32 v48, 16, v48
	v_and_b32_e32 v40, v56, v40
	v_and_b32_e32 v47, v47, v50
	v_lshrrev_b32_e32 v50, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v48, v48, v184, s[4:5]
	v_cndmask_b32_e64 v55, v49, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_e32 v[56:57], v40
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v49, v54, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v48, v55, v48, s85
	v_cvt_pk_f32_fp8_e32 v[54:55], v47
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v50, v50, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v49, v50, v49, s85
	v_and_b32_e32 v58, 0x7f, v38
	v_perm_b32 v50, v54, v56, s87
	v_perm_b32 v56, v55, v57, s87
	v_and_b32_e32 v55, 0xffff0000, v50
	v_lshlrev_b32_e32 v54, 16, v50
	v_and_b32_e32 v57, 0xffff0000, v56
	v_lshlrev_b32_e32 v56, 16, v56
	v_pk_mul_f32 v[54:55], v[44:45], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[44:45], v[56:57] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v50, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	v_lshrrev_b32_e32 v55, 16, v57
	v_lshrrev_b32_e32 v56, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v54, v54, v184, s[6:7]
	v_cndmask_b32_e64 v50, v50, v184, s[6:7]
	v_cndmask_b32_e64 v56, v56, v184, s[6:7]
	v_cndmask_b32_e64 v55, v55, v184, s[6:7]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v55, v55, v56, s85
	v_perm_b32 v54, v50, v54, s85
	v_lshlrev_b32_e32 v66, 12, v38
	v_lshlrev_b32_e32 v71, 16, v38
	v_mfma_f32_32x32x8_bf16 v[0:15], v[54:55], v[48:49], v[0:15]
	v_and_b32_e32 v49, 0x7f00000, v66
	v_lshlrev_b32_e32 v48, 20, v58
	v_and_b32_sdwa v42, v38, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v57, 4, v38
	v_lshlrev_b32_e32 v50, 4, v38
	v_and_b32_e32 v54, 0x80000000, v71
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v56, 8, v38
	v_or_b32_e32 v49, v54, v49
	v_or_b32_e32 v48, v42, v48
	v_and_b32_e32 v55, 0x7f00000, v57
	v_and_b32_e32 v54, 0x7f00000, v50
	v_and_b32_e32 v38, 0x80000000, v38
	v_and_b32_e32 v50, 0x80000000, v56
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[28:29], v[48:49] op_sel_hi:[0,1]
	v_or_b32_e32 v55, v38, v55
	v_or_b32_e32 v54, v50, v54
	v_lshrrev_b32_e32 v56, 16, v48
	v_pk_mul_f32 v[54:55], v[28:29], v[54:55] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v28, 16, v49
	v_cvt_pk_f32_fp8_sdwa v[48:49], v40 src0_sel:WORD_1
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v40, v56, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_sdwa v[56:57], v47 src0_sel:WORD_1
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v28, v28, v184, s[4:5]
	v_cndmask_b32_e64 v54, v54, v184, s[4:5]
	v_cndmask_b32_e64 v55, v55, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v55, v55, v54, s85
	v_perm_b32 v54, v28, v40, s85
	v_perm_b32 v28, v56, v48, s87
	v_perm_b32 v40, v57, v49, s87
	v_and_b32_e32 v49, 0xffff0000, v28
	v_lshlrev_b32_e32 v48, 16, v28
	v_and_b32_e32 v57, 0xffff0000, v40
	v_lshlrev_b32_e32 v56, 16, v40
	v_pk_mul_f32 v[48:49], v[44:45], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[44:45], v[56:57] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v28, 16, v49
	v_lshrrev_b32_e32 v47, 16, v48
	v_lshrrev_b32_e32 v48, 16, v57
	v_lshrrev_b32_e32 v49, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v47, v47, v184, s[6:7]
	v_cndmask_b32_e64 v28, v28, v184, s[6:7]
	v_cndmask_b32_e64 v49, v49, v184, s[6:7]
	v_cndmask_b32_e64 v48, v48, v184, s[6:7]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v49, v48, v49, s85
	v_perm_b32 v48, v28, v47, s85
	v_lshrrev_b32_e32 v38, 4, v36
	v_lshlrev_b32_e32 v50, 4, v36
	v_mfma_f32_32x32x8_bf16 v[0:15], v[48:49], v[54:55], v[0:15]
	v_and_b32_e32 v55, 0x7f00000, v38
	v_and_b32_e32 v54, 0x7f00000, v50
	v_and_b32_e32 v65, 0x7f, v36
	v_lshlrev_b32_e32 v67, 12, v36
	v_lshlrev_b32_e32 v42, 16, v36
	v_and_b32_sdwa v58, v36, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v66, 8, v36
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v59, v60, v59, s85
	v_and_b32_e32 v36, 0x80000000, v36
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v49, 0x7f00000, v67
	v_lshlrev_b32_e32 v48, 20, v65
	v_or_b32_e32 v55, v36, v55
	v_lshrrev_b32_e32 v36, 4, v59
	v_and_b32_e32 v28, 0x80000000, v42
	v_and_b32_e32 v38, 0x80000000, v66
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v42, 0x7070707, v59
	v_and_b32_e32 v36, 0x7070707, v36
	v_or_b32_e32 v49, v28, v49
	v_or_b32_e32 v48, v58, v48
	v_lshl_or_b32 v50, v59, 4, v183
	v_or_b32_e32 v54, v38, v54
	v_or_b32_e32 v38, 0x7f7f7f7f, v59
	v_perm_b32 v42, s86, v182, v42
	v_perm_b32 v36, s86, v182, v36
	v_and_b32_e32 v42, v42, v50
	v_and_b32_e32 v36, v36, v38
	v_pk_mul_f32 v[48:49], v[26:27], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[26:27], v[54:55] op_sel_hi:[0,1]
	v_cvt_pk_f32_fp8_e32 v[56:57], v42
	v_lshrrev_b32_e32 v38, 16, v49
	v_lshrrev_b32_e32 v49, 16, v55
	v_lshrrev_b32_e32 v50, 16, v54
	v_cvt_pk_f32_fp8_e32 v[54:55], v36
	v_lshrrev_b32_e32 v48, 16, v48
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[8:9], s84, v53
	v_lshlrev_b16_e32 v53, 7, v53
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v48, v48, v184, s[0:1]
	v_cndmask_b32_e64 v38, v38, v184, s[0:1]
	v_cndmask_b32_e64 v50, v50, v184, s[0:1]
	v_cndmask_b32_e64 v49, v49, v184, s[0:1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v28, v53, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v49, v49, v50, s85
	v_perm_b32 v48, v38, v48, s85
	v_perm_b32 v38, v54, v56, s87
	v_perm_b32 v50, v55, v57, s87
	v_fmac_f32_e32 v28, 0, v28
	v_and_b32_e32 v55, 0xffff0000, v38
	v_lshlrev_b32_e32 v54, 16, v38
	v_and_b32_e32 v57, 0xffff0000, v50
	v_lshlrev_b32_e32 v56, 16, v50
	v_pk_mul_f32 v[54:55], v[28:29], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[28:29], v[56:57] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v38, 16, v55
	v_lshrrev_b32_e32 v50, 16, v54
	v_lshrrev_b32_e32 v53, 16, v57
	v_lshrrev_b32_e32 v54, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v50, v50, v184, s[8:9]
	v_cndmask_b32_e64 v38, v38, v184, s[8:9]
	v_cndmask_b32_e64 v54, v54, v184, s[8:9]
	v_cndmask_b32_e64 v53, v53, v184, s[8:9]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v55, v53, v54, s85
	v_perm_b32 v54, v38, v50, s85
	v_and_b32_e32 v60, 0x7f, v34
	v_lshlrev_b32_e32 v40, 12, v34
	v_lshrrev_b32_e32 v47, 4, v34
	v_lshlrev_b32_e32 v71, 4, v34
	v_lshlrev_b32_e32 v44, 16, v34
	v_lshlrev_b32_e32 v74, 8, v34
	v_mfma_f32_32x32x8_bf16 v[0:15], v[54:55], v[48:49], v[0:15]
	v_and_b32_e32 v49, 0x7f00000, v40
	v_lshlrev_b32_e32 v48, 20, v60
	v_and_b32_e32 v55, 0x7f00000, v47
	v_and_b32_e32 v54, 0x7f00000, v71
	v_and_b32_sdwa v70, v34, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v34, 0x80000000, v34
	v_and_b32_e32 v40, 0x80000000, v44
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v47, 0x80000000, v74
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v49, v40, v49
	v_or_b32_e32 v48, v70, v48
	v_or_b32_e32 v55, v34, v55
	v_or_b32_e32 v54, v47, v54
	v_pk_mul_f32 v[48:49], v[26:27], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[26:27], v[54:55] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v56, 16, v49
	v_lshrrev_b32_e32 v57, 16, v48
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	v_cvt_pk_f32_fp8_sdwa v[48:49], v42 src0_sel:WORD_1
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v42, v57, v184, s[0:1]
	v_cndmask_b32_e64 v56, v56, v184, s[0:1]
	v_cndmask_b32_e64 v54, v54, v184, s[0:1]
	v_cndmask_b32_e64 v55, v55, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v55, v55, v54, s85
	v_perm_b32 v54, v56, v42, s85
	v_cvt_pk_f32_fp8_sdwa v[56:57], v36 src0_sel:WORD_1
	v_lshrrev_b32_e32 v53, 4, v32
	v_lshlrev_b32_e32 v59, 4, v32
	v_and_b32_e32 v75, 0x7f, v32
	v_perm_b32 v36, v56, v48, s87
	v_perm_b32 v42, v57, v49, s87
	v_and_b32_e32 v49, 0xffff0000, v36
	v_lshlrev_b32_e32 v48, 16, v36
	v_and_b32_e32 v57, 0xffff0000, v42
	v_lshlrev_b32_e32 v56, 16, v42
	v_pk_mul_f32 v[48:49], v[28:29], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[28:29], v[56:57] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v36, 16, v49
	v_lshrrev_b32_e32 v42, 16, v48
	v_lshrrev_b32_e32 v48, 16, v57
	v_lshrrev_b32_e32 v49, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v42, v42, v184, s[8:9]
	v_cndmask_b32_e64 v36, v36, v184, s[8:9]
	v_cndmask_b32_e64 v49, v49, v184, s[8:9]
	v_cndmask_b32_e64 v48, v48, v184, s[8:9]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v49, v48, v49, s85
	v_perm_b32 v48, v36, v42, s85
	v_lshlrev_b32_e32 v58, 12, v32
	v_lshlrev_b32_e32 v65, 8, v32
	v_mfma_f32_32x32x8_bf16 v[0:15], v[48:49], v[54:55], v[0:15]
	v_and_b32_e32 v55, 0x7f00000, v53
	v_and_b32_e32 v54, 0x7f00000, v59
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v64, v61, s85
	v_and_b32_e32 v49, 0x7f00000, v58
	v_lshlrev_b32_e32 v48, 20, v75
	v_and_b32_e32 v42, 0x80000000, v65
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v38, 16, v32
	v_and_b32_sdwa v50, v32, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v54, v42, v54
	v_lshrrev_b32_e32 v42, 4, v61
	v_and_b32_e32 v32, 0x80000000, v32
	v_and_b32_e32 v38, 0x80000000, v38
	v_or_b32_e32 v48, v50, v48
	v_and_b32_e32 v50, 0x7070707, v61
	v_and_b32_e32 v42, 0x7070707, v42
	v_or_b32_e32 v49, v38, v49
	v_or_b32_e32 v55, v32, v55
	v_lshl_or_b32 v32, v61, 4, v183
	v_or_b32_e32 v53, 0x7f7f7f7f, v61
	v_perm_b32 v50, s86, v182, v50
	v_perm_b32 v42, s86, v182, v42
	v_and_b32_e32 v32, v50, v32
	v_and_b32_e32 v50, v42, v53
	v_pk_mul_f32 v[48:49], v[26:27], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[26:27], v[54:55] op_sel_hi:[0,1]
	v_cvt_pk_f32_fp8_e32 v[56:57], v32
	v_lshrrev_b32_e32 v42, 16, v49
	v_lshrrev_b32_e32 v49, 16, v55
	v_lshrrev_b32_e32 v53, 16, v54
	v_cvt_pk_f32_fp8_e32 v[54:55], v50
	v_lshrrev_b32_e32 v48, 16, v48
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v48, v48, v184, s[0:1]
	v_cndmask_b32_e64 v42, v42, v184, s[0:1]
	v_cndmask_b32_e64 v53, v53, v184, s[0:1]
	v_cndmask_b32_e64 v49, v49, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v49, v49, v53, s85
	v_perm_b32 v48, v42, v48, s85
	v_perm_b32 v42, v54, v56, s87
	v_perm_b32 v53, v55, v57, s87
	v_and_b32_e32 v55, 0xffff0000, v42
	v_lshlrev_b32_e32 v54, 16, v42
	v_and_b32_e32 v57, 0xffff0000, v53
	v_lshlrev_b32_e32 v56, 16, v53
	v_pk_mul_f32 v[54:55], v[28:29], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[28:29], v[56:57] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v42, 16, v55
	v_lshrrev_b32_e32 v53, 16, v54
	v_lshrrev_b32_e32 v54, 16, v57
	v_lshrrev_b32_e32 v55, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v53, v53, v184, s[8:9]
	v_cndmask_b32_e64 v42, v42, v184, s[8:9]
	v_cndmask_b32_e64 v55, v55, v184, s[8:9]
	v_cndmask_b32_e64 v54, v54, v184, s[8:9]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v55, v54, v55, s85
	v_perm_b32 v54, v42, v53, s85
	v_and_b32_e32 v40, 0x7f, v30
	v_lshlrev_b32_e32 v44, 12, v30
	v_lshlrev_b32_e32 v34, 16, v30
	v_lshrrev_b32_e32 v60, 4, v30
	v_lshlrev_b32_e32 v36, 4, v30
	v_and_b32_e32 v66, 0x7f, v45
	v_lshlrev_b32_e32 v67, 12, v45
	v_lshlrev_b32_e32 v70, 16, v45
	v_and_b32_sdwa v38, v45, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v56, 4, v45
	v_lshlrev_b32_e32 v53, 4, v45
	v_and_b32_e32 v57, 0x80000000, v45
	v_lshlrev_b32_e32 v58, 8, v45
	v_and_b32_e32 v45, 0x7f00000, v44
	v_lshlrev_b32_e32 v44, 20, v40
	v_lshlrev_b32_e32 v64, 8, v30
	v_perm_b32 v59, v46, v29, s85
	v_and_b32_e32 v61, 0x7f, v43
	v_mfma_f32_32x32x8_bf16 v[0:15], v[54:55], v[48:49], v[0:15]
	v_lshlrev_b32_e32 v48, 12, v43
	v_lshlrev_b32_e32 v49, 16, v43
	v_and_b32_sdwa v54, v43, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v29, 0x80000000, v34
	v_mul_f32_e64 v44, v44, s12
	v_mul_f32_e64 v45, v45, s12
	v_lshrrev_b32_e32 v34, 4, v43
	v_lshlrev_b32_e32 v40, 4, v43
	v_and_b32_e32 v55, 0x80000000, v43
	v_lshlrev_b32_e32 v65, 8, v43
	v_and_b32_e32 v43, 0x7f00000, v60
	v_and_b32_e32 v42, 0x7f00000, v36
	v_and_b32_sdwa v47, v30, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v30, 0x80000000, v30
	v_or_b32_e32 v45, v29, v45
	v_and_b32_e32 v29, 0x80000000, v64
	v_pk_mul_f32 v[42:43], v[42:43], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v44, v47, v44
	v_or_b32_e32 v43, v30, v43
	v_or_b32_e32 v42, v29, v42
	v_pk_mul_f32 v[42:43], v[26:27], v[42:43] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v30, 16, v43
	v_lshrrev_b32_e32 v36, 16, v42
	v_cvt_pk_f32_fp8_sdwa v[42:43], v32 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[46:47], v50 src0_sel:WORD_1
	v_pk_mul_f32 v[44:45], v[26:27], v[44:45] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v26, 16, v45
	v_lshrrev_b32_e32 v29, 16, v44
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v29, v29, v184, s[0:1]
	v_cndmask_b32_e64 v26, v26, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v44, v26, v29, s85
	v_perm_b32 v26, v46, v42, s87
	v_perm_b32 v29, v47, v43, s87
	v_and_b32_e32 v43, 0xffff0000, v26
	v_lshlrev_b32_e32 v42, 16, v26
	v_and_b32_e32 v47, 0xffff0000, v29
	v_lshlrev_b32_e32 v46, 16, v29
	v_pk_mul_f32 v[42:43], v[28:29], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[28:29], v[46:47] op_sel_hi:[0,1]
	v_perm_b32 v23, v27, v23, s85
	v_lshrrev_b32_e32 v26, 16, v43
	v_lshrrev_b32_e32 v27, 16, v42
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v43, v27, v184, s[8:9]
	v_cndmask_b32_e64 v26, v26, v184, s[8:9]
	v_cndmask_b32_e64 v27, v28, v184, s[8:9]
	v_cndmask_b32_e64 v28, v29, v184, s[8:9]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v28, v27, s85
	v_perm_b32 v26, v26, v43, s85
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v32, v36, v184, s[0:1]
	v_cndmask_b32_e64 v30, v30, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v45, v30, v32, s85
	v_and_b32_e32 v29, 0x7f00000, v56
	v_and_b32_e32 v28, 0x7f00000, v53
	v_mfma_f32_32x32x8_bf16 v[0:15], v[26:27], v[44:45], v[0:15]
	v_and_b32_e32 v27, 0x7f00000, v67
	v_lshlrev_b32_e32 v26, 20, v66
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[4:5], s84, v52
	v_lshlrev_b16_e32 v30, 7, v52
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v42, 0x7f, v39
	v_lshlrev_b32_e32 v43, 12, v39
	v_lshlrev_b32_e32 v50, 16, v39
	v_and_b32_sdwa v44, v39, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v45, 4, v39
	v_lshlrev_b32_e32 v52, 4, v39
	v_and_b32_e32 v75, 0x80000000, v39
	v_lshlrev_b32_e32 v78, 8, v39
	v_and_b32_e32 v39, 0x80000000, v70
	v_and_b32_e32 v53, 0x80000000, v58
	v_pk_mul_f32 v[26:27], v[26:27], s[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v27, v39, v27
	v_or_b32_e32 v26, v38, v26
	v_and_b32_e32 v38, 0x7070707, v59
	v_or_b32_e32 v29, v57, v29
	v_or_b32_e32 v28, v53, v28
	v_lshrrev_b32_e32 v53, 4, v59
	v_lshl_or_b32 v39, v59, 4, v183
	v_perm_b32 v38, s86, v182, v38
	v_and_b32_e32 v53, 0x7070707, v53
	v_pk_mul_f32 v[26:27], v[24:25], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_or_b32_e32 v56, 0x7f7f7f7f, v59
	v_and_b32_e32 v57, v38, v39
	v_perm_b32 v38, s86, v182, v53
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v53, v38, v56
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v56, v27, v184, s[2:3]
	v_cndmask_b32_e64 v27, v28, v184, s[2:3]
	v_cndmask_b32_e64 v28, v29, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_e32 v[38:39], v57
	v_perm_b32 v27, v28, v27, s85
	v_cvt_pk_f32_fp8_e32 v[28:29], v53
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v30, v30, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v26, 16, v26
	v_fmac_f32_e32 v30, 0, v30
	v_perm_b32 v28, v28, v38, s87
	v_perm_b32 v38, v29, v39, s87
	v_and_b32_e32 v29, 0xffff0000, v28
	v_lshlrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v39, 0xffff0000, v38
	v_lshlrev_b32_e32 v38, 16, v38
	v_pk_mul_f32 v[28:29], v[30:31], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[30:31], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v28, v28, v184, s[4:5]
	v_cndmask_b32_e64 v58, v29, v184, s[4:5]
	v_cndmask_b32_e64 v29, v38, v184, s[4:5]
	v_cndmask_b32_e64 v38, v39, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v38, v29, s85
	v_perm_b32 v28, v58, v28, s85
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v26, v26, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v26, v56, v26, s85
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v36, v163 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v56, 0x7f, v37
	v_mfma_f32_32x32x8_bf16 v[0:15], v[28:29], v[26:27], v[0:15]
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v26, v164 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v27, 0x7f00000, v48
	v_and_b32_e32 v28, 0x80000000, v49
	v_and_b32_e32 v29, 0x7f00000, v34
	v_and_b32_e32 v34, 0x80000000, v65
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v79, v26, v36, s85
	v_lshlrev_b32_e32 v26, 20, v61
	v_pk_mul_f32 v[26:27], v[26:27], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v38, 12, v37
	v_or_b32_e32 v27, v28, v27
	v_and_b32_e32 v28, 0x7f00000, v40
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v26, v54, v26
	v_or_b32_e32 v29, v55, v29
	v_or_b32_e32 v28, v34, v28
	v_pk_mul_f32 v[26:27], v[24:25], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v34, 16, v27
	v_lshrrev_b32_e32 v36, 16, v26
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v36, v36, v184, s[2:3]
	v_cndmask_b32_e64 v34, v34, v184, s[2:3]
	v_cndmask_b32_e64 v28, v28, v184, s[2:3]
	v_cndmask_b32_e64 v29, v29, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshlrev_b32_e32 v39, 16, v37
	v_and_b32_sdwa v58, v37, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v59, 4, v37
	v_lshlrev_b32_e32 v66, 4, v37
	v_and_b32_e32 v67, 0x80000000, v37
	v_lshlrev_b32_e32 v70, 8, v37
	v_cvt_pk_f32_fp8_sdwa v[26:27], v57 src0_sel:WORD_1
	v_perm_b32 v29, v29, v28, s85
	v_perm_b32 v28, v34, v36, s85
	v_cvt_pk_f32_fp8_sdwa v[36:37], v53 src0_sel:WORD_1
	v_and_b32_e32 v60, 0x7f, v41
	v_lshlrev_b32_e32 v64, 12, v41
	v_lshlrev_b32_e32 v71, 16, v41
	v_perm_b32 v26, v36, v26, s87
	v_perm_b32 v34, v37, v27, s87
	v_and_b32_e32 v27, 0xffff0000, v26
	v_lshlrev_b32_e32 v26, 16, v26
	v_and_b32_e32 v37, 0xffff0000, v34
	v_lshlrev_b32_e32 v36, 16, v34
	v_pk_mul_f32 v[26:27], v[30:31], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[30:31], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v34, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v26, v184, s[4:5]
	v_cndmask_b32_e64 v53, v27, v184, s[4:5]
	v_cndmask_b32_e64 v27, v36, v184, s[4:5]
	v_cndmask_b32_e64 v34, v34, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v34, v27, s85
	v_perm_b32 v26, v53, v26, s85
	v_lshrrev_b32_e32 v32, 4, v41
	v_lshlrev_b32_e32 v46, 4, v41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[26:27], v[28:29], v[0:15]
	v_and_b32_e32 v27, 0x7f00000, v64
	v_lshlrev_b32_e32 v26, 20, v60
	v_and_b32_e32 v28, 0x80000000, v71
	v_mul_f32_e64 v26, v26, s12
	v_mul_f32_e64 v27, v27, s12
	v_and_b32_sdwa v74, v41, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v47, 0x80000000, v41
	v_lshlrev_b32_e32 v41, 8, v41
	v_or_b32_e32 v27, v28, v27
	v_and_b32_e32 v29, 0x7f00000, v32
	v_and_b32_e32 v28, 0x7f00000, v46
	v_and_b32_e32 v32, 0x80000000, v41
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v48, 0x7f, v35
	v_lshlrev_b32_e32 v49, 12, v35
	v_lshlrev_b32_e32 v40, 16, v35
	v_and_b32_sdwa v54, v35, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v37, 4, v35
	v_lshlrev_b32_e32 v36, 4, v35
	v_and_b32_e32 v53, 0x80000000, v35
	v_lshlrev_b32_e32 v55, 8, v35
	v_or_b32_e32 v26, v74, v26
	v_and_b32_e32 v34, 0x7070707, v23
	v_or_b32_e32 v29, v47, v29
	v_or_b32_e32 v28, v32, v28
	v_lshrrev_b32_e32 v35, 4, v23
	v_lshl_or_b32 v32, v23, 4, v183
	v_perm_b32 v34, s86, v182, v34
	v_and_b32_e32 v35, 0x7070707, v35
	v_pk_mul_f32 v[26:27], v[24:25], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_and_b32_e32 v32, v34, v32
	v_perm_b32 v34, s86, v182, v35
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v23, v34, v23
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v41, v27, v184, s[2:3]
	v_cndmask_b32_e64 v27, v28, v184, s[2:3]
	v_cndmask_b32_e64 v28, v29, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_e32 v[34:35], v32
	v_perm_b32 v27, v28, v27, s85
	v_cvt_pk_f32_fp8_e32 v[28:29], v23
	v_lshrrev_b32_e32 v26, 16, v26
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v26, v26, v184, s[2:3]
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v57, v165 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v28, v28, v34, s87
	v_perm_b32 v34, v29, v35, s87
	v_and_b32_e32 v29, 0xffff0000, v28
	v_lshlrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v35, 0xffff0000, v34
	v_lshlrev_b32_e32 v34, 16, v34
	v_pk_mul_f32 v[28:29], v[30:31], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[30:31], v[34:35] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v28, v28, v184, s[4:5]
	v_cndmask_b32_e64 v46, v29, v184, s[4:5]
	v_cndmask_b32_e64 v29, v34, v184, s[4:5]
	v_cndmask_b32_e64 v34, v35, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v34, v29, s85
	v_perm_b32 v28, v46, v28, s85
	v_and_b32_e32 v61, 0x7f, v33
	v_lshlrev_b32_e32 v65, 12, v33
	v_lshlrev_b32_e32 v82, 16, v33
	v_and_b32_sdwa v60, v33, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_perm_b32 v26, v41, v26, s85
	v_lshrrev_b32_e32 v41, 4, v33
	v_lshlrev_b32_e32 v34, 4, v33
	v_and_b32_e32 v35, 0x80000000, v33
	v_lshlrev_b32_e32 v46, 8, v33
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v33, v166 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x8_bf16 v[0:15], v[28:29], v[26:27], v[0:15]
	v_and_b32_e32 v27, 0x7f00000, v43
	v_lshlrev_b32_e32 v26, 20, v42
	v_and_b32_e32 v28, 0x80000000, v50
	v_mul_f32_e64 v26, v26, s12
	v_mul_f32_e64 v27, v27, s12
	v_and_b32_e32 v29, 0x7f00000, v45
	v_or_b32_e32 v27, v28, v27
	v_and_b32_e32 v28, 0x7f00000, v52
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[0:1], s84, v51
	v_lshlrev_b16_e32 v47, 7, v51
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v51, v33, v57, s85
	v_and_b32_e32 v57, 0x7f, v31
	v_lshlrev_b32_e32 v64, 12, v31
	v_lshlrev_b32_e32 v71, 16, v31
	v_and_b32_sdwa v74, v31, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v26, v44, v26
	v_lshrrev_b32_e32 v42, 4, v31
	v_lshlrev_b32_e32 v43, 4, v31
	v_and_b32_e32 v44, 0x80000000, v31
	v_lshlrev_b32_e32 v50, 8, v31
	v_and_b32_e32 v31, 0x80000000, v78
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[24:25], v[26:27] op_sel_hi:[0,1]
	v_or_b32_e32 v29, v75, v29
	v_or_b32_e32 v28, v31, v28
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v24, 16, v27
	v_lshrrev_b32_e32 v31, 16, v26
	v_cvt_pk_f32_fp8_sdwa v[26:27], v32 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[32:33], v23 src0_sel:WORD_1
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v31, v31, v184, s[2:3]
	v_cndmask_b32_e64 v24, v24, v184, s[2:3]
	v_cndmask_b32_e64 v28, v28, v184, s[2:3]
	v_cndmask_b32_e64 v29, v29, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v29, v28, s85
	v_perm_b32 v28, v24, v31, s85
	v_perm_b32 v23, v32, v26, s87
	v_perm_b32 v24, v33, v27, s87
	v_and_b32_e32 v27, 0xffff0000, v23
	v_lshlrev_b32_e32 v26, 16, v23
	v_and_b32_e32 v33, 0xffff0000, v24
	v_lshlrev_b32_e32 v32, 16, v24
	v_pk_mul_f32 v[26:27], v[30:31], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v24, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v27, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v26, v184, s[4:5]
	v_cndmask_b32_e64 v24, v24, v184, s[4:5]
	v_cndmask_b32_e64 v30, v30, v184, s[4:5]
	v_cndmask_b32_e64 v27, v27, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v27, v30, s85
	v_perm_b32 v26, v24, v26, s85
	v_and_b32_e32 v24, 0x80000000, v39
	v_and_b32_e32 v30, 0x80000000, v70
	v_mfma_f32_32x32x8_bf16 v[0:15], v[26:27], v[28:29], v[0:15]
	v_and_b32_e32 v27, 0x7f00000, v38
	v_lshlrev_b32_e32 v26, 20, v56
	v_and_b32_e32 v29, 0x7f00000, v59
	v_and_b32_e32 v28, 0x7f00000, v66
	v_mul_f32_e64 v26, v26, s12
	v_mul_f32_e64 v27, v27, s12
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v27, v24, v27
	v_or_b32_e32 v26, v58, v26
	v_or_b32_e32 v29, v67, v29
	v_or_b32_e32 v28, v30, v28
	v_lshrrev_b32_e32 v30, 4, v79
	v_lshrrev_b32_e32 v23, 4, v62
	v_and_b32_e32 v31, 0x7070707, v79
	v_and_b32_e32 v30, 0x7070707, v30
	v_pk_mul_f32 v[26:27], v[22:23], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[22:23], v[28:29] op_sel_hi:[0,1]
	v_lshl_or_b32 v33, v79, 4, v183
	v_or_b32_e32 v38, 0x7f7f7f7f, v79
	v_perm_b32 v31, s86, v182, v31
	v_perm_b32 v30, s86, v182, v30
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v33, v31, v33
	v_and_b32_e32 v38, v30, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v39, v27, v184, vcc
	v_cndmask_b32_e32 v27, v28, v184, vcc
	v_cndmask_b32_e32 v28, v29, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_e32 v[30:31], v33
	v_perm_b32 v27, v28, v27, s85
	v_cvt_pk_f32_fp8_e32 v[28:29], v38
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v24, v47, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v26, 16, v26
	v_fmac_f32_e32 v24, 0, v24
	v_perm_b32 v28, v28, v30, s87
	v_perm_b32 v30, v29, v31, s87
	v_and_b32_e32 v29, 0xffff0000, v28
	v_lshlrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v31, 0xffff0000, v30
	v_lshlrev_b32_e32 v30, 16, v30
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[24:25], v[30:31] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v28, v28, v184, s[0:1]
	v_cndmask_b32_e64 v47, v29, v184, s[0:1]
	v_cndmask_b32_e64 v29, v30, v184, s[0:1]
	v_cndmask_b32_e64 v30, v31, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v30, v29, s85
	v_perm_b32 v28, v47, v28, s85
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v26, v26, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v26, v39, v26, s85
	v_and_b32_e32 v30, 0x80000000, v55
	v_and_b32_e32 v86, 0x7f, v68
	v_mfma_f32_32x32x8_bf16 v[0:15], v[28:29], v[26:27], v[0:15]
	v_and_b32_e32 v27, 0x7f00000, v49
	v_lshlrev_b32_e32 v26, 20, v48
	v_and_b32_e32 v28, 0x80000000, v40
	v_mul_f32_e64 v26, v26, s12
	v_mul_f32_e64 v27, v27, s12
	v_and_b32_e32 v29, 0x7f00000, v37
	v_or_b32_e32 v27, v28, v27
	v_and_b32_e32 v28, 0x7f00000, v36
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v26, v54, v26
	v_or_b32_e32 v29, v53, v29
	v_or_b32_e32 v28, v30, v28
	v_pk_mul_f32 v[26:27], v[22:23], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[22:23], v[28:29] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v30, 16, v27
	v_lshrrev_b32_e32 v31, 16, v26
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v31, v31, v184, vcc
	v_cndmask_b32_e32 v30, v30, v184, vcc
	v_cndmask_b32_e32 v28, v28, v184, vcc
	v_cndmask_b32_e32 v29, v29, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_sdwa v[26:27], v33 src0_sel:WORD_1
	v_perm_b32 v29, v29, v28, s85
	v_perm_b32 v28, v30, v31, s85
	v_cvt_pk_f32_fp8_sdwa v[30:31], v38 src0_sel:WORD_1
	v_lshlrev_b32_e32 v87, 12, v68
	v_lshlrev_b32_e32 v90, 16, v68
	v_lshrrev_b32_e32 v39, 4, v68
	v_perm_b32 v26, v30, v26, s87
	v_perm_b32 v30, v31, v27, s87
	v_and_b32_e32 v27, 0xffff0000, v26
	v_lshlrev_b32_e32 v26, 16, v26
	v_and_b32_e32 v31, 0xffff0000, v30
	v_lshlrev_b32_e32 v30, 16, v30
	v_pk_mul_f32 v[26:27], v[24:25], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[24:25], v[30:31] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v26, v184, s[0:1]
	v_cndmask_b32_e64 v33, v27, v184, s[0:1]
	v_cndmask_b32_e64 v27, v30, v184, s[0:1]
	v_cndmask_b32_e64 v30, v31, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v30, v27, s85
	v_perm_b32 v26, v33, v26, s85
	v_and_b32_e32 v30, 0x80000000, v46
	v_and_b32_e32 v31, 0x7070707, v51
	v_mfma_f32_32x32x8_bf16 v[0:15], v[26:27], v[28:29], v[0:15]
	v_and_b32_e32 v27, 0x7f00000, v65
	v_lshlrev_b32_e32 v26, 20, v61
	v_and_b32_e32 v28, 0x80000000, v82
	v_mul_f32_e64 v26, v26, s12
	v_mul_f32_e64 v27, v27, s12
	v_and_b32_e32 v29, 0x7f00000, v41
	v_or_b32_e32 v27, v28, v27
	v_and_b32_e32 v28, 0x7f00000, v34
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v26, v60, v26
	v_or_b32_e32 v29, v35, v29
	v_or_b32_e32 v28, v30, v28
	v_lshrrev_b32_e32 v33, 4, v51
	v_lshl_or_b32 v30, v51, 4, v183
	v_perm_b32 v31, s86, v182, v31
	v_and_b32_e32 v33, 0x7070707, v33
	v_pk_mul_f32 v[26:27], v[22:23], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[22:23], v[28:29] op_sel_hi:[0,1]
	v_or_b32_e32 v34, 0x7f7f7f7f, v51
	v_and_b32_e32 v94, v31, v30
	v_perm_b32 v30, s86, v182, v33
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v96, v30, v34
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v33, v27, v184, vcc
	v_cndmask_b32_e32 v27, v28, v184, vcc
	v_cndmask_b32_e32 v28, v29, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_e32 v[30:31], v94
	v_perm_b32 v27, v28, v27, s85
	v_cvt_pk_f32_fp8_e32 v[28:29], v96
	v_lshrrev_b32_e32 v26, 16, v26
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v26, v26, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v26, v33, v26, s85
	v_perm_b32 v28, v28, v30, s87
	v_perm_b32 v30, v29, v31, s87
	v_and_b32_e32 v29, 0xffff0000, v28
	v_lshlrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v31, 0xffff0000, v30
	v_lshlrev_b32_e32 v30, 16, v30
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[24:25], v[30:31] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v28, v28, v184, s[0:1]
	v_cndmask_b32_e64 v33, v29, v184, s[0:1]
	v_cndmask_b32_e64 v29, v30, v184, s[0:1]
	v_cndmask_b32_e64 v30, v31, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v30, v29, s85
	v_perm_b32 v28, v33, v28, s85
	v_and_b32_e32 v35, 0x7f00000, v87
	v_lshlrev_b32_e32 v34, 20, v86
	v_lshlrev_b32_e32 v47, 4, v68
	v_and_b32_e32 v36, 0x80000000, v90
	v_pk_mul_f32 v[34:35], v[34:35], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v56, 8, v68
	v_or_b32_e32 v35, v36, v35
	v_and_b32_e32 v37, 0x7f00000, v39
	v_and_b32_e32 v36, 0x7f00000, v47
	v_and_b32_e32 v59, 0x7f, v72
	v_lshlrev_b32_e32 v66, 12, v72
	v_and_b32_e32 v38, 0x80000000, v56
	v_pk_mul_f32 v[36:37], v[36:37], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v40, 16, v72
	v_or_b32_e32 v36, v38, v36
	v_and_b32_e32 v39, 0x7f00000, v66
	v_lshlrev_b32_e32 v38, 20, v59
	v_lshrrev_b32_e32 v49, 4, v72
	v_lshlrev_b32_e32 v53, 4, v72
	v_mfma_f32_32x32x8_bf16 v[0:15], v[28:29], v[26:27], v[0:15]
	v_and_b32_e32 v27, 0x7f00000, v64
	v_lshlrev_b32_e32 v26, 20, v57
	v_and_b32_e32 v40, 0x80000000, v40
	v_mul_f32_e64 v38, v38, s12
	v_mul_f32_e64 v39, v39, s12
	v_lshlrev_b32_e32 v54, 8, v72
	v_and_b32_e32 v28, 0x80000000, v71
	v_pk_mul_f32 v[26:27], v[26:27], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v39, v40, v39
	v_and_b32_e32 v41, 0x7f00000, v49
	v_and_b32_e32 v40, 0x7f00000, v53
	v_and_b32_sdwa v91, v68, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v58, 0x80000000, v68
	v_and_b32_e32 v67, 0x7f, v76
	v_lshlrev_b32_e32 v68, 12, v76
	v_or_b32_e32 v27, v28, v27
	v_and_b32_e32 v29, 0x7f00000, v42
	v_and_b32_e32 v28, 0x7f00000, v43
	v_and_b32_e32 v42, 0x80000000, v54
	v_pk_mul_f32 v[40:41], v[40:41], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v70, 16, v76
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v40, v42, v40
	v_and_b32_e32 v43, 0x7f00000, v68
	v_lshlrev_b32_e32 v42, 20, v67
	v_and_b32_e32 v45, 0x7f, v62
	v_lshrrev_b32_e32 v60, 4, v76
	v_lshlrev_b32_e32 v46, 4, v76
	v_and_b32_e32 v30, 0x80000000, v50
	v_or_b32_e32 v29, v44, v29
	v_and_b32_e32 v44, 0x80000000, v70
	v_pk_mul_f32 v[42:43], v[42:43], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v51, 8, v76
	v_or_b32_e32 v28, v30, v28
	v_lshlrev_b32_e32 v30, 20, v45
	v_or_b32_e32 v43, v44, v43
	v_and_b32_e32 v45, 0x7f00000, v60
	v_and_b32_e32 v44, 0x7f00000, v46
	v_and_b32_sdwa v48, v72, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v55, 0x80000000, v72
	v_and_b32_sdwa v72, v76, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v61, 0x80000000, v76
	v_and_b32_e32 v65, 0x7f, v80
	v_lshlrev_b32_e32 v76, 12, v80
	v_and_b32_e32 v46, 0x80000000, v51
	v_pk_mul_f32 v[44:45], v[44:45], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v52, 12, v62
	v_lshlrev_b32_e32 v79, 16, v80
	v_or_b32_e32 v44, v46, v44
	v_and_b32_e32 v47, 0x7f00000, v76
	v_lshlrev_b32_e32 v46, 20, v65
	v_lshrrev_b32_e32 v64, 4, v80
	v_lshlrev_b32_e32 v50, 4, v80
	v_and_b32_e32 v31, 0x7f00000, v52
	v_or_b32_e32 v38, v48, v38
	v_and_b32_e32 v48, 0x80000000, v79
	v_pk_mul_f32 v[46:47], v[46:47], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v78, v62, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_pk_mul_f32 v[30:31], v[30:31], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v47, v48, v47
	v_and_b32_e32 v49, 0x7f00000, v64
	v_and_b32_e32 v48, 0x7f00000, v50
	v_or_b32_e32 v30, v78, v30
	v_and_b32_e32 v52, 0x80000000, v80
	v_lshrrev_b32_e32 v78, 4, v84
	v_lshlrev_b32_e32 v56, 4, v84
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v37, v58, v37
	v_lshlrev_b32_e32 v58, 8, v84
	v_or_b32_e32 v49, v52, v49
	v_and_b32_e32 v53, 0x7f00000, v78
	v_and_b32_e32 v52, 0x7f00000, v56
	v_and_b32_e32 v66, 0x7f, v88
	v_or_b32_e32 v41, v55, v41
	v_lshlrev_b32_e32 v54, 12, v88
	v_and_b32_e32 v55, 0x80000000, v58
	v_pk_mul_f32 v[52:53], v[52:53], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v75, 16, v62
	v_and_b32_sdwa v57, v80, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v71, 8, v80
	v_lshlrev_b32_e32 v80, 16, v88
	v_or_b32_e32 v52, v55, v52
	v_and_b32_e32 v55, 0x7f00000, v54
	v_lshlrev_b32_e32 v54, 20, v66
	v_lshlrev_b32_e32 v32, 4, v62
	v_and_b32_e32 v33, 0x80000000, v75
	v_lshrrev_b32_e32 v68, 4, v88
	v_lshlrev_b32_e32 v60, 4, v88
	v_and_b32_e32 v56, 0x80000000, v80
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v83, 8, v62
	v_or_b32_e32 v31, v33, v31
	v_and_b32_e32 v33, 0x7f00000, v23
	v_and_b32_e32 v32, 0x7f00000, v32
	v_or_b32_e32 v45, v61, v45
	v_lshlrev_b32_e32 v61, 8, v88
	v_or_b32_e32 v46, v57, v46
	v_or_b32_e32 v55, v56, v55
	v_and_b32_e32 v57, 0x7f00000, v68
	v_and_b32_e32 v56, 0x7f00000, v60
	v_and_b32_e32 v62, 0x80000000, v62
	v_and_b32_e32 v23, 0x80000000, v83
	v_pk_mul_f32 v[32:33], v[32:33], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v59, 0x80000000, v84
	v_and_b32_e32 v70, 0x7f, v92
	v_lshlrev_b32_e32 v64, 12, v92
	v_and_b32_e32 v58, 0x80000000, v61
	v_pk_mul_f32 v[56:57], v[56:57], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v26, v74, v26
	v_and_b32_e32 v74, 0x7f, v84
	v_or_b32_e32 v33, v62, v33
	v_or_b32_e32 v32, v23, v32
	v_lshlrev_b32_e32 v23, 12, v84
	v_lshlrev_b32_e32 v62, 16, v84
	v_and_b32_e32 v50, 0x80000000, v71
	v_lshlrev_b32_e32 v71, 16, v92
	v_or_b32_e32 v53, v59, v53
	v_or_b32_e32 v56, v58, v56
	v_and_b32_e32 v59, 0x7f00000, v64
	v_lshlrev_b32_e32 v58, 20, v70
	v_or_b32_e32 v42, v72, v42
	v_or_b32_e32 v48, v50, v48
	v_and_b32_e32 v51, 0x7f00000, v23
	v_lshlrev_b32_e32 v50, 20, v74
	v_and_b32_e32 v23, 0x80000000, v62
	v_lshrrev_b32_e32 v62, 4, v92
	v_lshlrev_b32_e32 v72, 4, v92
	v_and_b32_e32 v60, 0x80000000, v71
	v_pk_mul_f32 v[58:59], v[58:59], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v67, v88, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v65, 0x80000000, v88
	v_pk_mul_f32 v[50:51], v[50:51], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v74, 8, v92
	v_or_b32_e32 v59, v60, v59
	v_and_b32_e32 v61, 0x7f00000, v62
	v_and_b32_e32 v60, 0x7f00000, v72
	v_or_b32_e32 v51, v23, v51
	v_and_b32_sdwa v23, v92, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v54, v67, v54
	v_and_b32_e32 v66, 0x80000000, v92
	v_and_b32_e32 v67, 0x7f, v63
	v_or_b32_e32 v57, v65, v57
	v_lshlrev_b32_e32 v65, 12, v63
	v_and_b32_e32 v62, 0x80000000, v74
	v_pk_mul_f32 v[60:61], v[60:61], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v68, 16, v63
	v_or_b32_e32 v58, v23, v58
	v_and_b32_sdwa v23, v63, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v64, 4, v63
	v_or_b32_e32 v61, v66, v61
	v_or_b32_e32 v60, v62, v60
	v_lshlrev_b32_e32 v66, 4, v63
	v_and_b32_e32 v70, 0x80000000, v63
	v_lshlrev_b32_e32 v71, 8, v63
	v_and_b32_e32 v63, 0x7f00000, v65
	v_lshlrev_b32_e32 v62, 20, v67
	v_and_b32_e32 v65, 0x80000000, v68
	v_pk_mul_f32 v[62:63], v[62:63], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v72, 0x7f, v69
	v_or_b32_e32 v63, v65, v63
	v_and_b32_e32 v65, 0x7f00000, v64
	v_and_b32_e32 v64, 0x7f00000, v66
	v_or_b32_e32 v62, v23, v62
	v_lshlrev_b32_e32 v23, 12, v69
	v_and_b32_e32 v66, 0x80000000, v71
	v_pk_mul_f32 v[64:65], v[64:65], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v68, 16, v69
	v_or_b32_e32 v64, v66, v64
	v_and_b32_e32 v67, 0x7f00000, v23
	v_lshlrev_b32_e32 v66, 20, v72
	v_and_b32_e32 v23, 0x80000000, v68
	v_pk_mul_f32 v[66:67], v[66:67], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v65, v70, v65
	v_and_b32_sdwa v70, v69, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v71, 4, v69
	v_or_b32_e32 v67, v23, v67
	v_lshlrev_b32_e32 v23, 4, v69
	v_or_b32_e32 v66, v70, v66
	v_and_b32_e32 v70, 0x80000000, v69
	v_lshlrev_b32_e32 v72, 8, v69
	v_and_b32_e32 v69, 0x7f00000, v71
	v_and_b32_e32 v68, 0x7f00000, v23
	v_and_b32_e32 v23, 0x80000000, v72
	v_pk_mul_f32 v[68:69], v[68:69], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v74, 0x7f, v73
	v_or_b32_e32 v68, v23, v68
	v_lshlrev_b32_e32 v23, 12, v73
	v_or_b32_e32 v69, v70, v69
	v_lshlrev_b32_e32 v72, 16, v73
	v_and_b32_e32 v71, 0x7f00000, v23
	v_lshlrev_b32_e32 v70, 20, v74
	v_and_b32_sdwa v23, v73, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v72, 0x80000000, v72
	v_pk_mul_f32 v[70:71], v[70:71], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v75, v84, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v71, v72, v71
	v_or_b32_e32 v70, v23, v70
	v_lshrrev_b32_e32 v23, 4, v73
	v_lshlrev_b32_e32 v72, 4, v73
	v_or_b32_e32 v50, v75, v50
	v_and_b32_e32 v74, 0x80000000, v73
	v_lshlrev_b32_e32 v75, 8, v73
	v_and_b32_e32 v73, 0x7f00000, v23
	v_and_b32_e32 v72, 0x7f00000, v72
	v_and_b32_e32 v23, 0x80000000, v75
	v_pk_mul_f32 v[72:73], v[72:73], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v76, v77, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v73, v74, v73
	v_or_b32_e32 v72, v23, v72
	v_and_b32_e32 v23, 0x7f, v77
	v_lshlrev_b32_e32 v74, 12, v77
	v_and_b32_e32 v75, 0x7f00000, v74
	v_lshlrev_b32_e32 v74, 20, v23
	v_lshlrev_b32_e32 v23, 16, v77
	v_and_b32_e32 v23, 0x80000000, v23
	v_pk_mul_f32 v[74:75], v[74:75], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v78, 0x80000000, v77
	v_or_b32_e32 v75, v23, v75
	v_or_b32_e32 v74, v76, v74
	v_lshrrev_b32_e32 v23, 4, v77
	v_lshlrev_b32_e32 v76, 4, v77
	v_lshlrev_b32_e32 v79, 8, v77
	v_and_b32_e32 v77, 0x7f00000, v23
	v_and_b32_e32 v76, 0x7f00000, v76
	v_and_b32_e32 v23, 0x80000000, v79
	v_pk_mul_f32 v[76:77], v[76:77], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v80, v81, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v77, v78, v77
	v_or_b32_e32 v76, v23, v76
	v_and_b32_e32 v23, 0x7f, v81
	v_lshlrev_b32_e32 v78, 12, v81
	v_and_b32_e32 v79, 0x7f00000, v78
	v_lshlrev_b32_e32 v78, 20, v23
	v_lshlrev_b32_e32 v23, 16, v81
	v_and_b32_e32 v23, 0x80000000, v23
	v_pk_mul_f32 v[78:79], v[78:79], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v82, 0x80000000, v81
	v_or_b32_e32 v79, v23, v79
	v_or_b32_e32 v78, v80, v78
	v_lshrrev_b32_e32 v23, 4, v81
	v_lshlrev_b32_e32 v80, 4, v81
	v_lshlrev_b32_e32 v83, 8, v81
	v_and_b32_e32 v81, 0x7f00000, v23
	v_and_b32_e32 v80, 0x7f00000, v80
	v_and_b32_e32 v23, 0x80000000, v83
	v_pk_mul_f32 v[80:81], v[80:81], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v84, v85, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v81, v82, v81
	v_or_b32_e32 v80, v23, v80
	v_and_b32_e32 v23, 0x7f, v85
	v_lshlrev_b32_e32 v82, 12, v85
	v_and_b32_e32 v83, 0x7f00000, v82
	v_lshlrev_b32_e32 v82, 20, v23
	v_lshlrev_b32_e32 v23, 16, v85
	v_and_b32_e32 v23, 0x80000000, v23
	v_pk_mul_f32 v[82:83], v[82:83], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v86, 0x80000000, v85
	v_or_b32_e32 v83, v23, v83
	v_or_b32_e32 v82, v84, v82
	v_lshrrev_b32_e32 v23, 4, v85
	v_lshlrev_b32_e32 v84, 4, v85
	v_lshlrev_b32_e32 v87, 8, v85
	v_and_b32_e32 v85, 0x7f00000, v23
	v_and_b32_e32 v84, 0x7f00000, v84
	v_and_b32_e32 v23, 0x80000000, v87
	v_pk_mul_f32 v[84:85], v[84:85], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v88, v89, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v85, v86, v85
	v_or_b32_e32 v84, v23, v84
	v_and_b32_e32 v23, 0x7f, v89
	v_lshlrev_b32_e32 v86, 12, v89
	v_and_b32_e32 v87, 0x7f00000, v86
	v_lshlrev_b32_e32 v86, 20, v23
	v_lshlrev_b32_e32 v23, 16, v89
	v_and_b32_e32 v23, 0x80000000, v23
	v_pk_mul_f32 v[86:87], v[86:87], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v34, v91, v34
	v_or_b32_e32 v87, v23, v87
	v_or_b32_e32 v86, v88, v86
	v_lshrrev_b32_e32 v23, 4, v89
	v_lshlrev_b32_e32 v88, 4, v89
	v_and_b32_e32 v90, 0x80000000, v89
	v_lshlrev_b32_e32 v91, 8, v89
	v_and_b32_e32 v89, 0x7f00000, v23
	v_and_b32_e32 v88, 0x7f00000, v88
	v_and_b32_e32 v23, 0x80000000, v91
	v_pk_mul_f32 v[88:89], v[88:89], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v92, v93, s88 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v89, v90, v89
	v_or_b32_e32 v88, v23, v88
	v_and_b32_e32 v23, 0x7f, v93
	v_lshlrev_b32_e32 v90, 12, v93
	v_and_b32_e32 v91, 0x7f00000, v90
	v_lshlrev_b32_e32 v90, 20, v23
	v_lshlrev_b32_e32 v23, 16, v93
	v_and_b32_e32 v23, 0x80000000, v23
	v_pk_mul_f32 v[90:91], v[90:91], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v95, 0x80000000, v93
	v_or_b32_e32 v91, v23, v91
	v_or_b32_e32 v90, v92, v90
	v_lshrrev_b32_e32 v23, 4, v93
	v_lshlrev_b32_e32 v92, 4, v93
	v_lshlrev_b32_e32 v97, 8, v93
	v_and_b32_e32 v93, 0x7f00000, v23
	v_and_b32_e32 v92, 0x7f00000, v92
	v_pk_mul_f32 v[92:93], v[92:93], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v23, 0x80000000, v97
	v_or_b32_e32 v93, v95, v93
	v_cvt_pk_f32_fp8_sdwa v[94:95], v94 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v96 src0_sel:WORD_1
	v_or_b32_e32 v92, v23, v92
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[4:5], s84, v190
	v_cmp_eq_u16_e64 s[2:3], s84, v188
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v193, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v159 offset:64
	ds_read_u16 v94, v160 offset:64
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v192, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_perm_b32 v204, v96, v94, s87
	v_perm_b32 v203, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_perm_b32 v205, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v161 offset:64
	ds_read_u16 v94, v162 offset:64
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v194, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_perm_b32 v202, v96, v94, s87
	v_perm_b32 v197, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_perm_b32 v200, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v163 offset:64
	ds_read_u16 v94, v164 offset:64
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v198, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_perm_b32 v209, v96, v94, s87
	v_perm_b32 v199, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_perm_b32 v201, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v165 offset:64
	ds_read_u16 v94, v166 offset:64
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v195, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_perm_b32 v207, v96, v94, s87
	v_perm_b32 v206, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_perm_b32 v208, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v159 offset:96
	ds_read_u16 v94, v160 offset:96
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v196, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_perm_b32 v213, v96, v94, s87
	v_perm_b32 v210, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_perm_b32 v212, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v161 offset:96
	ds_read_u16 v94, v162 offset:96
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v211, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_perm_b32 v217, v96, v94, s87
	v_perm_b32 v216, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_perm_b32 v215, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v163 offset:96
	ds_read_u16 v94, v164 offset:96
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v214, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_perm_b32 v221, v96, v94, s87
	v_perm_b32 v220, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_perm_b32 v219, v96, v94, s87
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v23, v165 offset:96
	ds_read_u16 v94, v166 offset:96
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v218, v97, v95, s87
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v94, v23, s85
	v_and_b32_e32 v94, 0x7070707, v23
	v_perm_b32 v94, s86, v182, v94
	v_lshl_or_b32 v95, v23, 4, v183
	v_and_b32_e32 v98, v94, v95
	v_lshrrev_b32_e32 v94, 4, v23
	v_and_b32_e32 v94, 0x7070707, v94
	v_or_b32_e32 v23, 0x7f7f7f7f, v23
	v_perm_b32 v94, s86, v182, v94
	v_and_b32_e32 v23, v94, v23
	v_cvt_pk_f32_fp8_e32 v[94:95], v98
	v_cvt_pk_f32_fp8_e32 v[96:97], v23
	v_pk_mul_f32 v[120:121], v[22:23], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[118:119], v[22:23], v[28:29] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_e32 v22, 7, v187
	v_max_u16_sdwa v22, v22, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v224, v96, v94, s87
	v_perm_b32 v222, v97, v95, s87
	v_cvt_pk_f32_fp8_sdwa v[94:95], v98 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[96:97], v23 src0_sel:WORD_1
	v_fmac_f32_e32 v22, 0, v22
	v_pk_mul_f32 v[116:117], v[22:23], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[114:115], v[22:23], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[22:23], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[22:23], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[22:23], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[22:23], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[22:23], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[22:23], v[44:45] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_e32 v22, 7, v186
	v_max_u16_sdwa v22, v22, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v225, v96, v94, s87
	v_fmac_f32_e32 v22, 0, v22
	v_perm_b32 v223, v97, v95, s87
	v_pk_mul_f32 v[100:101], v[22:23], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[22:23], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[22:23], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[22:23], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[22:23], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[22:23], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[22:23], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[22:23], v[60:61] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_e32 v22, 7, v185
	v_max_u16_sdwa v22, v22, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v45, 16, v45
	v_fmac_f32_e32 v22, 0, v22
	v_pk_mul_f32 v[36:37], v[22:23], v[64:65] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[22:23], v[66:67] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v64, 16, v121
	v_lshrrev_b32_e32 v65, 16, v120
	v_lshrrev_b32_e32 v66, 16, v119
	v_lshrrev_b32_e32 v67, 16, v118
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v65, v65, v184, vcc
	v_cndmask_b32_e32 v64, v64, v184, vcc
	v_cndmask_b32_e32 v67, v67, v184, vcc
	v_cndmask_b32_e32 v66, v66, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[58:59], v[22:23], v[70:71] op_sel_hi:[0,1]
	v_perm_b32 v71, v66, v67, s85
	v_perm_b32 v70, v64, v65, s85
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_e32 vcc, s84, v187
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v64, 16, v117
	v_lshrrev_b32_e32 v65, 16, v116
	v_lshrrev_b32_e32 v66, 16, v115
	v_lshrrev_b32_e32 v67, 16, v114
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v65, v65, v184, vcc
	v_cndmask_b32_e32 v64, v64, v184, vcc
	v_cndmask_b32_e32 v67, v67, v184, vcc
	v_cndmask_b32_e32 v66, v66, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[28:29], v[22:23], v[72:73] op_sel_hi:[0,1]
	v_perm_b32 v73, v66, v67, s85
	v_perm_b32 v72, v64, v65, s85
	v_lshrrev_b32_e32 v64, 16, v113
	v_lshrrev_b32_e32 v65, 16, v112
	v_lshrrev_b32_e32 v66, 16, v111
	v_lshrrev_b32_e32 v67, 16, v110
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v65, v65, v184, vcc
	v_cndmask_b32_e32 v64, v64, v184, vcc
	v_cndmask_b32_e32 v67, v67, v184, vcc
	v_cndmask_b32_e32 v66, v66, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[34:35], v[22:23], v[68:69] op_sel_hi:[0,1]
	v_perm_b32 v69, v66, v67, s85
	v_perm_b32 v68, v64, v65, s85
	v_lshrrev_b32_e32 v64, 16, v109
	v_lshrrev_b32_e32 v65, 16, v108
	v_lshrrev_b32_e32 v66, 16, v107
	v_lshrrev_b32_e32 v67, 16, v106
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v65, v65, v184, vcc
	v_cndmask_b32_e32 v64, v64, v184, vcc
	v_cndmask_b32_e32 v67, v67, v184, vcc
	v_cndmask_b32_e32 v66, v66, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[56:57], v[22:23], v[74:75] op_sel_hi:[0,1]
	v_perm_b32 v67, v66, v67, s85
	v_perm_b32 v66, v64, v65, s85
	v_lshrrev_b32_e32 v65, 16, v104
	v_lshrrev_b32_e32 v74, 16, v103
	v_lshrrev_b32_e32 v75, 16, v102
	v_pk_mul_f32 v[62:63], v[22:23], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[22:23], v[76:77] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v64, 16, v105
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v76, v65, v184, vcc
	v_cndmask_b32_e32 v65, v75, v184, vcc
	v_cndmask_b32_e32 v74, v74, v184, vcc
	v_cndmask_b32_e32 v64, v64, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v65, v74, v65, s85
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_e32 vcc, s84, v186
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v74, 16, v101
	v_lshrrev_b32_e32 v75, 16, v100
	v_lshrrev_b32_e32 v44, 16, v44
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v75, v75, v184, vcc
	v_cndmask_b32_e32 v74, v74, v184, vcc
	v_cndmask_b32_e32 v44, v44, v184, vcc
	v_cndmask_b32_e32 v45, v45, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v45, v45, v44, s85
	v_perm_b32 v44, v74, v75, s85
	v_lshrrev_b32_e32 v74, 16, v99
	v_lshrrev_b32_e32 v75, 16, v98
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v42, 16, v42
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v75, v75, v184, vcc
	v_cndmask_b32_e32 v74, v74, v184, vcc
	v_cndmask_b32_e32 v42, v42, v184, vcc
	v_cndmask_b32_e32 v43, v43, v184, vcc
	v_lshlrev_b16_e32 v26, 7, v25
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v43, v43, v42, s85
	v_perm_b32 v42, v74, v75, s85
	v_lshrrev_b32_e32 v74, 16, v97
	v_lshrrev_b32_e32 v75, 16, v96
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v50, v26, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cndmask_b32_e32 v75, v75, v184, vcc
	v_cndmask_b32_e32 v74, v74, v184, vcc
	v_cndmask_b32_e32 v40, v40, v184, vcc
	v_cndmask_b32_e32 v41, v41, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v50, 0, v50
	v_perm_b32 v41, v41, v40, s85
	v_perm_b32 v40, v74, v75, s85
	v_lshrrev_b32_e32 v74, 16, v95
	v_lshrrev_b32_e32 v75, 16, v94
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	v_pk_mul_f32 v[54:55], v[50:51], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[50:51], v[80:81] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v75, v75, v184, vcc
	v_cndmask_b32_e32 v74, v74, v184, vcc
	v_cndmask_b32_e32 v38, v38, v184, vcc
	v_cndmask_b32_e32 v39, v39, v184, vcc
	v_cmp_eq_u16_e32 vcc, s84, v185
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v63, 16, v63
	v_lshrrev_b32_e32 v62, 16, v62
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	v_lshrrev_b32_e32 v61, 16, v61
	v_lshrrev_b32_e32 v60, 16, v60
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v59, 16, v59
	v_lshrrev_b32_e32 v58, 16, v58
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v57, 16, v57
	v_lshrrev_b32_e32 v56, 16, v56
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v22, 16, v22
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v62, v62, v184, vcc
	v_cndmask_b32_e32 v63, v63, v184, vcc
	v_cndmask_b32_e32 v36, v36, v184, vcc
	v_cndmask_b32_e32 v37, v37, v184, vcc
	v_cndmask_b32_e32 v60, v60, v184, vcc
	v_cndmask_b32_e32 v61, v61, v184, vcc
	v_cndmask_b32_e32 v34, v34, v184, vcc
	v_cndmask_b32_e32 v35, v35, v184, vcc
	v_cndmask_b32_e32 v58, v58, v184, vcc
	v_cndmask_b32_e32 v59, v59, v184, vcc
	v_cndmask_b32_e32 v28, v28, v184, vcc
	v_cndmask_b32_e32 v29, v29, v184, vcc
	v_cndmask_b32_e32 v56, v56, v184, vcc
	v_cndmask_b32_e32 v57, v57, v184, vcc
	v_cndmask_b32_e32 v22, v22, v184, vcc
	v_cndmask_b32_e32 v23, v23, v184, vcc
	v_cmp_eq_u16_e32 vcc, s84, v25
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v25, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_pk_mul_f32 v[48:49], v[50:51], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[50:51], v[84:85] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v54, v54, v184, vcc
	v_cndmask_b32_e32 v25, v25, v184, vcc
	v_cndmask_b32_e32 v26, v26, v184, vcc
	v_cndmask_b32_e32 v27, v27, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v27, v26, s85
	v_perm_b32 v26, v25, v54, s85
	v_lshrrev_b32_e32 v25, 16, v49
	v_lshrrev_b32_e32 v48, 16, v48
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	v_pk_mul_f32 v[46:47], v[50:51], v[86:87] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[50:51], v[88:89] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v48, v48, v184, vcc
	v_cndmask_b32_e32 v25, v25, v184, vcc
	v_cndmask_b32_e32 v30, v30, v184, vcc
	v_cndmask_b32_e32 v31, v31, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v31, v31, v30, s85
	v_perm_b32 v30, v25, v48, s85
	v_lshrrev_b32_e32 v25, 16, v47
	v_lshrrev_b32_e32 v46, 16, v46
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v46, v46, v184, vcc
	v_cndmask_b32_e32 v25, v25, v184, vcc
	v_cndmask_b32_e32 v32, v32, v184, vcc
	v_cndmask_b32_e32 v33, v33, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v33, v33, v32, s85
	v_perm_b32 v32, v25, v46, s85
	v_and_b32_e32 v47, 0xffff0000, v193
	v_lshlrev_b32_e32 v46, 16, v193
	v_and_b32_e32 v49, 0xffff0000, v192
	v_lshlrev_b32_e32 v48, 16, v192
	v_pk_mul_f32 v[46:47], v[24:25], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[24:25], v[48:49] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v47, 16, v47
	v_lshrrev_b32_e32 v46, 16, v46
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v46, v46, v184, s[0:1]
	v_cndmask_b32_e64 v47, v47, v184, s[0:1]
	v_cndmask_b32_e64 v24, v24, v184, s[0:1]
	v_cndmask_b32_e64 v25, v25, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v25, v24, s85
	v_perm_b32 v24, v47, v46, s85
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v54, 7, v191
	v_max_u16_sdwa v54, v54, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[70:71], v[0:15]
	v_and_b32_e32 v25, 0xffff0000, v204
	v_lshlrev_b32_e32 v24, 16, v204
	v_fmac_f32_e32 v54, 0, v54
	v_and_b32_e32 v47, 0xffff0000, v203
	v_lshlrev_b32_e32 v46, 16, v203
	v_pk_mul_f32 v[24:25], v[54:55], v[24:25] op_sel_hi:[0,1]
	v_perm_b32 v23, v23, v22, s85
	v_perm_b32 v22, v57, v56, s85
	v_lshrrev_b32_e32 v55, 16, v25
	v_lshrrev_b32_e32 v56, 16, v24
	v_pk_mul_f32 v[24:25], v[54:55], v[46:47] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[0:1], s84, v191
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v46, v56, v184, s[0:1]
	v_cndmask_b32_e64 v47, v55, v184, s[0:1]
	v_cndmask_b32_e64 v24, v24, v184, s[0:1]
	v_cndmask_b32_e64 v25, v25, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v25, v24, s85
	v_perm_b32 v24, v47, v46, s85
	v_and_b32_e32 v49, 0xffff0000, v205
	v_lshlrev_b32_e32 v48, 16, v205
	v_and_b32_e32 v47, 0xffff0000, v194
	v_lshlrev_b32_e32 v46, 16, v194
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[72:73], v[0:15]
	v_mul_f32_e64 v48, v54, v48
	v_mul_f32_e64 v49, v54, v49
	v_mul_f32_e64 v46, v54, v46
	v_mul_f32_e64 v47, v54, v47
	v_lshrrev_b32_e32 v49, 16, v49
	v_lshrrev_b32_e32 v48, 16, v48
	v_lshrrev_b32_e32 v47, 16, v47
	v_lshrrev_b32_e32 v46, 16, v46
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v48, v48, v184, s[0:1]
	v_cndmask_b32_e64 v49, v49, v184, s[0:1]
	v_cndmask_b32_e64 v46, v46, v184, s[0:1]
	v_cndmask_b32_e64 v47, v47, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v47, v47, v46, s85
	v_perm_b32 v46, v49, v48, s85
	v_and_b32_e32 v57, 0xffff0000, v202
	v_lshlrev_b32_e32 v56, 16, v202
	v_and_b32_e32 v25, 0xffff0000, v197
	v_lshlrev_b32_e32 v24, 16, v197
	v_pk_mul_f32 v[56:57], v[54:55], v[56:57] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[46:47], v[68:69], v[0:15]
	v_lshrrev_b32_e32 v55, 16, v57
	v_mul_f32_e64 v24, v54, v24
	v_mul_f32_e64 v25, v54, v25
	v_lshrrev_b32_e32 v56, 16, v56
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v56, v56, v184, s[0:1]
	v_cndmask_b32_e64 v55, v55, v184, s[0:1]
	v_cndmask_b32_e64 v24, v24, v184, s[0:1]
	v_cndmask_b32_e64 v25, v25, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v25, v24, s85
	v_perm_b32 v24, v55, v56, s85
	v_perm_b32 v35, v35, v34, s85
	v_perm_b32 v34, v61, v60, s85
	v_perm_b32 v29, v29, v28, s85
	v_perm_b32 v28, v59, v58, s85
	v_and_b32_e32 v59, 0xffff0000, v200
	v_lshlrev_b32_e32 v58, 16, v200
	v_and_b32_e32 v61, 0xffff0000, v198
	v_lshlrev_b32_e32 v60, 16, v198
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[66:67], v[0:15]
	v_mul_f32_e64 v58, v54, v58
	v_mul_f32_e64 v59, v54, v59
	v_pk_mul_f32 v[54:55], v[54:55], v[60:61] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v59, 16, v59
	v_lshrrev_b32_e32 v58, 16, v58
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v54, 16, v54
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v58, v58, v184, s[0:1]
	v_cndmask_b32_e64 v59, v59, v184, s[0:1]
	v_cndmask_b32_e64 v54, v54, v184, s[0:1]
	v_cndmask_b32_e64 v55, v55, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v55, v55, v54, s85
	v_perm_b32 v54, v59, v58, s85
	v_perm_b32 v64, v64, v76, s85
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v76, 7, v190
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v49, 0xffff0000, v199
	v_mfma_f32_32x32x8_bf16 v[0:15], v[54:55], v[64:65], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v64, v76, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshlrev_b32_e32 v48, 16, v199
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v82, 7, v188
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v64, 0, v64
	v_mul_f32_e64 v88, v64, v48
	v_mul_f32_e64 v89, v64, v49
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v48, v82, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v39, v39, v38, s85
	v_perm_b32 v38, v74, v75, s85
	v_perm_b32 v37, v37, v36, s85
	v_perm_b32 v36, v63, v62, s85
	v_and_b32_e32 v63, 0xffff0000, v209
	v_lshlrev_b32_e32 v62, 16, v209
	v_and_b32_e32 v71, 0xffff0000, v201
	v_lshlrev_b32_e32 v70, 16, v201
	v_and_b32_e32 v47, 0xffff0000, v195
	v_lshlrev_b32_e32 v46, 16, v195
	v_and_b32_e32 v69, 0xffff0000, v207
	v_lshlrev_b32_e32 v68, 16, v207
	v_and_b32_e32 v73, 0xffff0000, v206
	v_lshlrev_b32_e32 v72, 16, v206
	v_and_b32_e32 v75, 0xffff0000, v208
	v_lshlrev_b32_e32 v74, 16, v208
	v_and_b32_e32 v57, 0xffff0000, v196
	v_lshlrev_b32_e32 v56, 16, v196
	v_and_b32_e32 v61, 0xffff0000, v216
	v_lshlrev_b32_e32 v60, 16, v216
	v_and_b32_e32 v55, 0xffff0000, v214
	v_lshlrev_b32_e32 v54, 16, v214
	v_fmac_f32_e32 v48, 0, v48
	v_pk_mul_f32 v[52:53], v[50:51], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[64:65], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[64:65], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[64:65], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[64:65], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[64:65], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[64:65], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[64:65], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[48:49], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[48:49], v[54:55] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v54, 7, v189
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[50:51], v[50:51], v[92:93] op_sel_hi:[0,1]
	v_and_b32_e32 v79, 0xffff0000, v213
	v_lshlrev_b32_e32 v78, 16, v213
	v_and_b32_e32 v25, 0xffff0000, v210
	v_lshlrev_b32_e32 v24, 16, v210
	v_and_b32_e32 v67, 0xffff0000, v212
	v_lshlrev_b32_e32 v66, 16, v212
	v_and_b32_e32 v93, 0xffff0000, v211
	v_lshlrev_b32_e32 v92, 16, v211
	v_and_b32_e32 v95, 0xffff0000, v217
	v_lshlrev_b32_e32 v94, 16, v217
	v_and_b32_e32 v59, 0xffff0000, v215
	v_lshlrev_b32_e32 v58, 16, v215
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v106, v54, v181 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v99, 0xffff0000, v220
	v_lshlrev_b32_e32 v98, 16, v220
	v_and_b32_e32 v47, 0xffff0000, v219
	v_lshlrev_b32_e32 v46, 16, v219
	v_pk_mul_f32 v[82:83], v[48:49], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[48:49], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[48:49], v[66:67] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[48:49], v[92:93] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[48:49], v[94:95] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[48:49], v[58:59] op_sel_hi:[0,1]
	v_and_b32_e32 v49, 0xffff0000, v224
	v_lshlrev_b32_e32 v48, 16, v224
	v_and_b32_e32 v101, 0xffff0000, v222
	v_lshlrev_b32_e32 v100, 16, v222
	v_and_b32_e32 v103, 0xffff0000, v225
	v_lshlrev_b32_e32 v102, 16, v225
	v_fmac_f32_e32 v106, 0, v106
	v_and_b32_e32 v97, 0xffff0000, v221
	v_lshlrev_b32_e32 v96, 16, v221
	v_pk_mul_f32 v[92:93], v[106:107], v[98:99] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[106:107], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[106:107], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[106:107], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[106:107], v[102:103] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v99, 16, v53
	v_lshrrev_b32_e32 v100, 16, v52
	v_lshrrev_b32_e32 v52, 16, v51
	v_lshrrev_b32_e32 v53, 16, v50
	v_lshrrev_b32_e32 v50, 16, v91
	v_lshrrev_b32_e32 v51, 16, v90
	v_lshrrev_b32_e32 v101, 16, v89
	v_lshrrev_b32_e32 v102, 16, v88
	v_pk_mul_f32 v[94:95], v[106:107], v[96:97] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v96, 16, v87
	v_lshrrev_b32_e32 v97, 16, v86
	v_lshrrev_b32_e32 v87, 16, v77
	v_lshrrev_b32_e32 v86, 16, v68
	v_lshrrev_b32_e32 v77, 16, v83
	v_lshrrev_b32_e32 v68, 16, v65
	v_lshrrev_b32_e32 v65, 16, v63
	v_lshrrev_b32_e32 v63, 16, v92
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v83, v51, v184, s[4:5]
	v_cndmask_b32_e64 v50, v50, v184, s[4:5]
	v_cndmask_b32_e64 v51, v102, v184, s[4:5]
	v_cndmask_b32_e64 v92, v101, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v51, v92, v51, s85
	v_perm_b32 v50, v50, v83, s85
	v_lshrrev_b32_e32 v91, 16, v85
	v_lshrrev_b32_e32 v98, 16, v84
	v_mfma_f32_32x32x8_bf16 v[0:15], v[50:51], v[44:45], v[0:15]
	v_lshrrev_b32_e32 v88, 16, v81
	v_lshrrev_b32_e32 v81, 16, v69
	v_lshrrev_b32_e32 v69, 16, v67
	v_lshrrev_b32_e32 v67, 16, v60
	v_lshrrev_b32_e32 v60, 16, v93
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v83, v97, v184, s[4:5]
	v_cndmask_b32_e64 v92, v96, v184, s[4:5]
	v_cndmask_b32_e64 v93, v98, v184, s[4:5]
	v_cndmask_b32_e64 v44, v91, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v45, v44, v93, s85
	v_perm_b32 v44, v92, v83, s85
	v_and_b32_e32 v25, 0xffff0000, v218
	v_lshlrev_b32_e32 v24, 16, v218
	v_mfma_f32_32x32x8_bf16 v[0:15], v[44:45], v[42:43], v[0:15]
	v_mul_f32_e64 v56, v106, v24
	v_mul_f32_e64 v57, v106, v25
	v_lshrrev_b32_e32 v89, 16, v80
	v_lshrrev_b32_e32 v90, 16, v76
	v_lshrrev_b32_e32 v50, 16, v57
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v51, v89, v184, s[4:5]
	v_cndmask_b32_e64 v57, v88, v184, s[4:5]
	v_cndmask_b32_e64 v83, v90, v184, s[4:5]
	v_cndmask_b32_e64 v42, v87, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v43, v42, v83, s85
	v_perm_b32 v42, v57, v51, s85
	v_lshrrev_b32_e32 v84, 16, v73
	v_lshrrev_b32_e32 v85, 16, v72
	v_mfma_f32_32x32x8_bf16 v[0:15], v[42:43], v[40:41], v[0:15]
	v_lshrrev_b32_e32 v44, 16, v56
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v45, v85, v184, s[4:5]
	v_cndmask_b32_e64 v51, v84, v184, s[4:5]
	v_cndmask_b32_e64 v56, v86, v184, s[4:5]
	v_cndmask_b32_e64 v40, v81, v184, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v40, v56, s85
	v_perm_b32 v40, v51, v45, s85
	v_lshrrev_b32_e32 v80, 16, v82
	v_lshrrev_b32_e32 v76, 16, v79
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	v_lshrrev_b32_e32 v78, 16, v78
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v43, v80, v184, s[2:3]
	v_cndmask_b32_e64 v45, v77, v184, s[2:3]
	v_cndmask_b32_e64 v51, v78, v184, s[2:3]
	v_cndmask_b32_e64 v38, v76, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v39, v38, v51, s85
	v_perm_b32 v38, v45, v43, s85
	v_lshrrev_b32_e32 v73, 16, v75
	v_lshrrev_b32_e32 v74, 16, v74
	v_mfma_f32_32x32x8_bf16 v[0:15], v[38:39], v[36:37], v[0:15]
	v_lshrrev_b32_e32 v72, 16, v71
	v_lshrrev_b32_e32 v75, 16, v70
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v41, v74, v184, s[2:3]
	v_cndmask_b32_e64 v43, v73, v184, s[2:3]
	v_cndmask_b32_e64 v45, v75, v184, s[2:3]
	v_cndmask_b32_e64 v36, v72, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v37, v36, v45, s85
	v_perm_b32 v36, v43, v41, s85
	v_lshrrev_b32_e32 v70, 16, v66
	v_lshrrev_b32_e32 v71, 16, v64
	v_mfma_f32_32x32x8_bf16 v[0:15], v[36:37], v[34:35], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v39, v70, v184, s[2:3]
	v_cndmask_b32_e64 v41, v69, v184, s[2:3]
	v_cndmask_b32_e64 v43, v71, v184, s[2:3]
	v_cndmask_b32_e64 v34, v68, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v35, v34, v43, s85
	v_perm_b32 v34, v41, v39, s85
	v_lshrrev_b32_e32 v66, 16, v62
	v_lshrrev_b32_e32 v64, 16, v61
	v_mfma_f32_32x32x8_bf16 v[0:15], v[34:35], v[28:29], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v37, v66, v184, s[2:3]
	v_cndmask_b32_e64 v39, v65, v184, s[2:3]
	v_cndmask_b32_e64 v41, v67, v184, s[2:3]
	v_cndmask_b32_e64 v28, v64, v184, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v28, v41, s85
	v_perm_b32 v28, v39, v37, s85
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[0:1], s84, v189
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v61, 16, v95
	v_mfma_f32_32x32x8_bf16 v[0:15], v[28:29], v[22:23], v[0:15]
	v_lshrrev_b32_e32 v62, 16, v94
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v35, v62, v184, s[0:1]
	v_cndmask_b32_e64 v37, v61, v184, s[0:1]
	v_cndmask_b32_e64 v39, v63, v184, s[0:1]
	v_cndmask_b32_e64 v22, v60, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v39, s85
	v_perm_b32 v22, v37, v35, s85
	v_lshrrev_b32_e32 v59, 16, v59
	v_lshrrev_b32_e32 v58, 16, v58
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[26:27], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v29, v58, v184, s[0:1]
	v_cndmask_b32_e64 v35, v59, v184, s[0:1]
	v_cndmask_b32_e64 v37, v44, v184, s[0:1]
	v_cndmask_b32_e64 v22, v50, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v37, s85
	v_perm_b32 v22, v35, v29, s85
	v_lshrrev_b32_e32 v42, 16, v55
	v_lshrrev_b32_e32 v40, 16, v54
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[30:31], v[0:15]
	v_lshrrev_b32_e32 v38, 16, v49
	v_lshrrev_b32_e32 v36, 16, v48
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v40, v184, s[0:1]
	v_cndmask_b32_e64 v27, v42, v184, s[0:1]
	v_cndmask_b32_e64 v29, v36, v184, s[0:1]
	v_cndmask_b32_e64 v22, v38, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v29, s85
	v_perm_b32 v22, v27, v26, s85
	v_and_b32_e32 v105, 0xffff0000, v223
	v_lshlrev_b32_e32 v104, 16, v223
	v_pk_mul_f32 v[24:25], v[106:107], v[104:105] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[32:33], v[0:15]
	v_lshrrev_b32_e32 v34, 16, v47
	v_lshrrev_b32_e32 v28, 16, v46
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v26, v28, v184, s[0:1]
	v_cndmask_b32_e64 v27, v34, v184, s[0:1]
	v_cndmask_b32_e64 v24, v24, v184, s[0:1]
	v_cndmask_b32_e64 v22, v25, v184, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v24, s85
	v_perm_b32 v22, v27, v26, s85
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v79, v100, v184, vcc
	v_cndmask_b32_e32 v82, v99, v184, vcc
	v_cndmask_b32_e32 v24, v53, v184, vcc
	v_cndmask_b32_e32 v25, v52, v184, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v25, v24, s85
	v_perm_b32 v24, v82, v79, s85
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[24:25], v[0:15]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s33, 0
	s_cbranch_scc0 .LBB0_6
.LBB0_4:                                ; %.critedge28
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_5:
	.loc	1 0 1 is_stmt 0                 ; k_mx.py:0:1
	v_mov_b32_e32 v15, 0
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
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	s_cmp_lg_u32 s33, 0
	s_cbranch_scc1 .LBB0_4
.LBB0_6:                                ; %.critedge
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v17, s15, v122
	.loc	1 47 22                         ; k_mx.py:47:22
	v_mul_lo_u32 v18, s13, v17
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v16, s82, v123
	.loc	1 47 14                         ; k_mx.py:47:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 47 5 is_stmt 0                ; k_mx.py:47:5
	s_nop 0
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
		.amdhsa_next_free_sgpr 89
		.amdhsa_accum_offset 228
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
	.set .Lmx_matmul.num_vgpr, 226
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 89
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16200
; TotalNumSgprs: 95
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
; NumSGPRsForWavesPerEU: 95
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
    .sgpr_count:     95
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     226
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

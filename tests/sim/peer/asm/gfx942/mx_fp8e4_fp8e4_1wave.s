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
; %bb.5:
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
; %bb.6:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	s_lshl_b32 s15, s15, 4
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_and_b32_e32 v2, 48, v0
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s33, s16, 4
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v58, 15, v0
	v_lshrrev_b32_e32 v59, 2, v2
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	v_mov_b32_e32 v1, 0
	s_cbranch_scc1 .LBB0_3
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
	s_add_i32 s1, s0, s14
	s_lshl1_add_u32 s12, s14, s0
	s_lshl2_add_u32 s24, s14, s0
	s_lshl3_add_u32 s34, s14, s0
	s_add_i32 s48, s0, s16
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
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s0, s14, 31
	s_lshr_b32 s0, s0, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v3, 2, v0
	.loc	1 39 50                         ; k_mx.py:39:50
	s_add_i32 s0, s14, s0
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v4, s15, v3
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s0, s0, 5
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v12, 1, v2
	.loc	1 39 35                         ; k_mx.py:39:35
	v_mul_lo_u32 v2, s0, v4
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v5, s33, v3
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[2:3]
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v2, s0, v5
	.loc	1 43 26 is_stmt 0               ; k_mx.py:43:26
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[2:3]
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	v_or_b32_e32 v2, s33, v58
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 2, v58
	v_lshlrev_b32_e32 v25, 7, v58
	v_xor_b32_e32 v26, v2, v59
	v_xor_b32_e32 v27, v2, v12
	v_or_b32_e32 v26, v26, v25
	v_or_b32_e32 v25, v27, v25
	v_add_u32_e32 v27, 0x67, v12
	v_mul_lo_u32 v60, s13, v27
	v_add_u32_e32 v27, 0x66, v12
	v_mul_lo_u32 v61, s13, v27
	v_add_u32_e32 v27, 0x65, v12
	v_mul_lo_u32 v62, s13, v27
	v_add_u32_e32 v27, 0x64, v12
	v_mul_lo_u32 v63, s13, v27
	v_add_u32_e32 v27, 0x63, v12
	v_mul_lo_u32 v64, s13, v27
	v_add_u32_e32 v27, 0x62, v12
	v_mul_lo_u32 v65, s13, v27
	v_add_u32_e32 v27, 0x61, v12
	v_mul_lo_u32 v66, s13, v27
	v_or_b32_e32 v27, 0x60, v12
	v_mul_lo_u32 v67, s13, v27
	v_add_u32_e32 v27, 0x47, v12
	v_mul_lo_u32 v68, s13, v27
	v_add_u32_e32 v27, 0x46, v12
	v_mul_lo_u32 v69, s13, v27
	v_add_u32_e32 v27, 0x45, v12
	v_mul_lo_u32 v70, s13, v27
	v_add_u32_e32 v27, 0x44, v12
	v_mul_lo_u32 v71, s13, v27
	v_add_u32_e32 v27, 0x43, v12
	v_mul_lo_u32 v72, s13, v27
	v_add_u32_e32 v27, 0x42, v12
	v_mul_lo_u32 v73, s13, v27
	v_add_u32_e32 v27, 0x41, v12
	v_mul_lo_u32 v74, s13, v27
	v_or_b32_e32 v27, 64, v12
	v_mul_lo_u32 v75, s13, v27
	v_add_u32_e32 v27, 39, v12
	v_mul_lo_u32 v76, s13, v27
	v_add_u32_e32 v27, 38, v12
	v_mul_lo_u32 v77, s13, v27
	v_add_u32_e32 v27, 37, v12
	v_mul_lo_u32 v78, s13, v27
	v_add_u32_e32 v27, 36, v12
	v_mul_lo_u32 v79, s13, v27
	v_add_u32_e32 v27, 35, v12
	v_mul_lo_u32 v80, s13, v27
	v_add_u32_e32 v27, 34, v12
	v_mul_lo_u32 v81, s13, v27
	v_add_u32_e32 v27, 33, v12
	v_mul_lo_u32 v82, s13, v27
	v_or_b32_e32 v27, 32, v12
	v_mul_lo_u32 v83, s13, v27
	v_add_u32_e32 v27, 7, v12
	v_mul_lo_u32 v84, s13, v27
	v_add_u32_e32 v27, 6, v12
	v_mul_lo_u32 v85, s13, v27
	v_add_u32_e32 v27, 5, v12
	v_mul_lo_u32 v86, s13, v27
	v_add_u32_e32 v27, 4, v12
	v_mul_lo_u32 v87, s13, v27
	v_add_u32_e32 v27, 3, v12
	v_xor_b32_e32 v3, 4, v0
	v_xor_b32_e32 v4, 8, v0
	v_mul_lo_u32 v88, s13, v27
	v_add_u32_e32 v27, 2, v12
	v_mul_lo_u32 v12, s13, v12
	v_add_u32_e32 v90, s13, v12
	v_lshrrev_b32_e32 v12, 4, v0
	v_add_u32_e32 v92, 0, v2
	v_add_u32_e32 v93, 0, v3
	v_add_u32_e32 v94, 0, v4
	v_xor_b32_e32 v2, 16, v26
	v_xor_b32_e32 v3, 32, v26
	v_xor_b32_e32 v4, 48, v26
	v_xor_b32_e32 v5, 12, v0
	v_xor_b32_e32 v13, 16, v0
	v_xor_b32_e32 v14, 20, v0
	v_xor_b32_e32 v15, 24, v0
	v_xor_b32_e32 v16, 28, v0
	v_xor_b32_e32 v17, 32, v0
	v_xor_b32_e32 v18, 36, v0
	v_xor_b32_e32 v19, 40, v0
	v_xor_b32_e32 v20, 44, v0
	v_xor_b32_e32 v21, 48, v0
	v_xor_b32_e32 v22, 52, v0
	v_xor_b32_e32 v23, 56, v0
	v_xor_b32_e32 v24, 60, v0
	v_mul_lo_u32 v12, s13, v12
	v_add_u32_e32 v109, 0, v2
	v_add_u32_e32 v110, 0, v3
	v_add_u32_e32 v111, 0, v4
	v_xor_b32_e32 v2, 4, v25
	v_xor_b32_e32 v3, 32, v25
	v_xor_b32_e32 v4, 36, v25
	s_lshl_b32 s52, s13, 7
	v_mul_lo_u32 v89, s13, v27
	v_lshlrev_b32_e32 v91, 3, v12
	s_mov_b32 s53, 0
	v_add_u32_e32 v95, 0, v5
	v_add_u32_e32 v96, 0, v13
	v_add_u32_e32 v97, 0, v14
	v_add_u32_e32 v98, 0, v15
	v_add_u32_e32 v99, 0, v16
	v_add_u32_e32 v100, 0, v17
	v_add_u32_e32 v101, 0, v18
	v_add_u32_e32 v102, 0, v19
	v_add_u32_e32 v103, 0, v20
	v_add_u32_e32 v104, 0, v21
	v_add_u32_e32 v105, 0, v22
	v_add_u32_e32 v106, 0, v23
	v_add_u32_e32 v107, 0, v24
	v_add_u32_e32 v108, 0, v26
	s_movk_i32 s54, 0xff
	s_mov_b32 s55, 0xc0c0004
	v_add_u32_e32 v112, 0, v25
	v_add_u32_e32 v113, 0, v2
	v_add_u32_e32 v114, 0, v3
	v_add_u32_e32 v115, 0, v4
	s_mov_b32 s12, 0x7b800000
	s_movk_i32 s56, 0x80
	s_mov_b32 s57, 0x5040100
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_mov_b32 s50, 0
	.loc	1 35 25                         ; k_mx.py:35:25
	v_and_b32_e32 v116, 3, v0
	v_mov_b32_e32 v117, 7
	v_mov_b32_e32 v118, 64
	v_mov_b32_e32 v119, 0x7fc0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 35 14                         ; k_mx.py:35:14
	v_add_u32_e32 v12, s50, v0
	.loc	1 36 21                         ; k_mx.py:36:21
	s_ashr_i32 s51, s50, 31
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[42:43], s[50:51], 0, v[0:1]
	v_lshl_add_u64 v[40:41], s[16:17], 0, v[12:13]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ubyte v129, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[16:17], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v130, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[18:19], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v131, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[18:19], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v132, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[20:21], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v133, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[20:21], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v134, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[22:23], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v135, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[22:23], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v136, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[24:25], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v137, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[24:25], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v138, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[26:27], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v139, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[26:27], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v140, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[28:29], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v141, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[28:29], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v142, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[30:31], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v143, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[30:31], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v144, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[34:35], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v145, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[34:35], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v146, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[36:37], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v147, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[36:37], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v148, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[38:39], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v149, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[38:39], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v150, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[40:41], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v151, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[40:41], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v152, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[42:43], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v153, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[42:43], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v154, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[44:45], 0, v[12:13]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v155, v[40:41], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[44:45], 0, v[42:43]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v156, v[40:41], off offset:64
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[46:47], 0, v[12:13]
	v_lshl_add_u64 v[12:13], s[48:49], 0, v[12:13]
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_add_u32_e32 v14, s53, v76
	v_add_u32_e32 v16, s53, v77
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v159, v[12:13], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[12:13], s[48:49], 0, v[42:43]
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_add_u32_e32 v54, s53, v88
	v_add_u32_e32 v38, s53, v84
	v_add_u32_e32 v56, s53, v85
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v157, v[40:41], off
	global_load_ubyte v160, v[12:13], off offset:64
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[40:41], s[46:47], 0, v[42:43]
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_add_u32_e32 v50, s53, v78
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v46, s53, v86
	v_add_u32_e32 v52, s53, v87
	v_add_u32_e32 v44, s53, v89
	v_add_u32_e32 v48, s53, v90
	v_add_u32_e32 v34, s53, v91
	v_add_u32_e32 v36, s53, v72
	v_add_u32_e32 v26, s53, v70
	v_add_u32_e32 v22, s53, v73
	v_add_u32_e32 v18, s53, v75
	v_add_u32_e32 v20, s53, v80
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	global_load_ubyte v158, v[40:41], off offset:64
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v40, s53, v79
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[14:15], v[10:11], 0, v[14:15]
	v_lshl_add_u64 v[16:17], v[10:11], 0, v[16:17]
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v30, s53, v68
	v_add_u32_e32 v28, s53, v71
	v_add_u32_e32 v24, s53, v74
	v_add_u32_e32 v42, s53, v81
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[54:55]
	v_lshl_add_u64 v[38:39], v[10:11], 0, v[38:39]
	v_lshl_add_u64 v[54:55], v[10:11], 0, v[56:57]
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v127, v[14:15], off
	global_load_ubyte v128, v[16:17], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[16:17], v[10:11], 0, v[50:51]
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	s_ashr_i32 s0, s50, 5
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v32, s53, v69
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v120, v[12:13], off
	global_load_ubyte v50, v[16:17], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v12, s53, v82
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v56, v[38:39], off
	s_nop 0
	global_load_ubyte v54, v[54:55], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v38, s53, v83
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[46:47], v[10:11], 0, v[46:47]
	v_lshl_add_u64 v[52:53], v[10:11], 0, v[52:53]
	v_lshl_add_u64 v[44:45], v[10:11], 0, v[44:45]
	v_lshl_add_u64 v[48:49], v[10:11], 0, v[48:49]
	v_lshl_add_u64 v[34:35], v[10:11], 0, v[34:35]
	v_lshl_add_u64 v[36:37], v[10:11], 0, v[36:37]
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[26:27], v[10:11], 0, v[26:27]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[22:23], v[10:11], 0, v[22:23]
	v_lshl_add_u64 v[18:19], v[10:11], 0, v[18:19]
	v_lshl_add_u64 v[20:21], v[10:11], 0, v[20:21]
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[16:17], v[10:11], 0, v[40:41]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v55, v[46:47], off
	s_nop 0
	global_load_ubyte v52, v[52:53], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v46, s53, v64
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v53, v[44:45], off
	s_nop 0
	global_load_ubyte v48, v[48:49], off
	s_nop 0
	global_load_ubyte v49, v[34:35], off
	s_nop 0
	global_load_ubyte v36, v[36:37], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v34, s53, v61
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[30:31], v[10:11], 0, v[30:31]
	v_lshl_add_u64 v[28:29], v[10:11], 0, v[28:29]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v121, v[26:27], off
	global_load_ubyte v122, v[28:29], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v26, s53, v63
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[24:25], v[10:11], 0, v[24:25]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v123, v[22:23], off
	global_load_ubyte v124, v[24:25], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v22, s53, v65
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v125, v[18:19], off
	global_load_ubyte v126, v[20:21], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v18, s53, v66
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[20:21], v[10:11], 0, v[42:43]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v40, v[16:17], off
	global_load_ubyte v41, v[20:21], off
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	v_or_b32_e32 v16, s0, v116
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v39, 31, v38
	v_add_u32_e32 v44, s53, v60
	v_lshl_add_u64 v[32:33], v[10:11], 0, v[32:33]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v37, v[30:31], off
	global_load_ubyte v57, v[32:33], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v30, s53, v62
	v_add_u32_e32 v14, s53, v67
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[12:13]
	v_lshl_add_u64 v[20:21], v[10:11], 0, v[38:39]
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[24:25], v[10:11], 0, v[46:47]
	v_lshl_add_u64 v[32:33], v[10:11], 0, v[34:35]
	v_lshl_add_u64 v[26:27], v[10:11], 0, v[26:27]
	v_lshl_add_u64 v[22:23], v[10:11], 0, v[22:23]
	v_lshl_add_u64 v[18:19], v[10:11], 0, v[18:19]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v34, v[12:13], off
	s_nop 0
	global_load_ubyte v20, v[20:21], off
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[16:17]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[28:29], v[10:11], 0, v[44:45]
	v_lshl_add_u64 v[30:31], v[10:11], 0, v[30:31]
	v_lshl_add_u64 v[14:15], v[10:11], 0, v[14:15]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v21, v[24:25], off
	s_nop 0
	global_load_ubyte v24, v[28:29], off
	s_nop 0
	global_load_ubyte v18, v[18:19], off
	s_nop 0
	global_load_ubyte v19, v[14:15], off
	s_nop 0
	global_load_ubyte v22, v[22:23], off
	s_nop 0
	global_load_ubyte v23, v[32:33], off
	global_load_ubyte v25, v[30:31], off
	s_nop 0
	global_load_ubyte v26, v[26:27], off
	.loc	1 39 18 is_stmt 1               ; k_mx.py:39:18
	v_add_u32_e32 v51, 0, v0
	global_load_ubyte v32, v[12:13], off
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[14:15], v[8:9], 0, v[16:17]
	.loc	1 39 18                         ; k_mx.py:39:18
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	; wave barrier
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s53, s53, s52
	s_addk_i32 s50, 0x80
	s_cmp_lt_i32 s50, s14
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(27)
	v_perm_b32 v28, v54, v56, s55
	s_waitcnt vmcnt(25)
	v_perm_b32 v27, v52, v55, s55
	s_waitcnt vmcnt(24)
	v_perm_b32 v13, v53, v120, s55
	s_waitcnt vmcnt(22)
	v_perm_b32 v12, v49, v48, s55
	v_lshl_or_b32 v12, v13, 16, v12
	s_waitcnt vmcnt(19)
	v_perm_b32 v29, v122, v121, s55
	s_waitcnt vmcnt(18)
	v_perm_b32 v17, v123, v36, s55
	s_waitcnt vmcnt(16)
	v_perm_b32 v16, v125, v124, s55
	v_lshl_or_b32 v13, v17, 16, v16
	v_lshl_or_b32 v16, v28, 16, v27
	s_waitcnt vmcnt(13)
	v_perm_b32 v31, v41, v126, s55
	s_waitcnt vmcnt(11)
	v_perm_b32 v30, v57, v37, s55
	v_lshl_or_b32 v17, v30, 16, v29
	s_waitcnt vmcnt(9)
	v_perm_b32 v20, v20, v34, s55
	s_waitcnt vmcnt(5)
	v_perm_b32 v18, v19, v18, s55
	s_waitcnt vmcnt(4)
	v_perm_b32 v19, v22, v21, s55
	v_perm_b32 v21, v40, v50, s55
	v_perm_b32 v22, v128, v127, s55
	s_waitcnt vmcnt(1)
	v_perm_b32 v25, v26, v25, s55
	v_perm_b32 v23, v23, v24, s55
	.loc	1 39 18                         ; k_mx.py:39:18
	s_waitcnt vmcnt(0)
	ds_write_b8 v51, v32
	; wave barrier
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ubyte v15, v[14:15], off
	.loc	1 39 18                         ; k_mx.py:39:18
	ds_read_b32 v38, v92
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshl_or_b32 v24, v19, 16, v18
	v_lshl_or_b32 v21, v22, 16, v21
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v14, v117, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshl_or_b32 v25, v23, 16, v25
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v28, v14, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshl_or_b32 v20, v31, 16, v20
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v28, 0, v28
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa vcc, v38, s54 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(0)
	ds_write_b8 v51, v15
	; wave barrier
	ds_read_b32 v39, v92
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_write_b8 v51, v129
	ds_write_b8 v51, v130 offset:64
	ds_write_b8 v93, v131 offset:128
	ds_write_b8 v93, v132 offset:192
	ds_write_b8 v94, v133 offset:256
	ds_write_b8 v94, v134 offset:320
	ds_write_b8 v95, v135 offset:384
	ds_write_b8 v95, v136 offset:448
	ds_write_b8 v96, v137 offset:512
	ds_write_b8 v96, v138 offset:576
	ds_write_b8 v97, v139 offset:640
	ds_write_b8 v97, v140 offset:704
	ds_write_b8 v98, v141 offset:768
	ds_write_b8 v98, v142 offset:832
	ds_write_b8 v99, v143 offset:896
	ds_write_b8 v99, v144 offset:960
	ds_write_b8 v100, v145 offset:1024
	ds_write_b8 v100, v146 offset:1088
	ds_write_b8 v101, v147 offset:1152
	ds_write_b8 v101, v148 offset:1216
	ds_write_b8 v102, v149 offset:1280
	ds_write_b8 v102, v150 offset:1344
	ds_write_b8 v103, v151 offset:1408
	ds_write_b8 v103, v152 offset:1472
	ds_write_b8 v104, v153 offset:1536
	ds_write_b8 v104, v154 offset:1600
	ds_write_b8 v105, v155 offset:1664
	ds_write_b8 v105, v156 offset:1728
	ds_write_b8 v106, v157 offset:1792
	ds_write_b8 v106, v158 offset:1856
	ds_write_b8 v107, v159 offset:1920
	ds_write_b8 v107, v160 offset:1984
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read2_b32 v[26:27], v108 offset1:16
	ds_read2_b32 v[22:23], v109 offset1:16
	ds_read2_b32 v[18:19], v110 offset1:16
	ds_read2_b32 v[14:15], v111 offset1:16
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v29, 0x7f, v26
	v_lshlrev_b32_e32 v30, 12, v26
	; wave barrier
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write2_b32 v112, v12, v13 offset1:16
	ds_write2_b32 v113, v16, v17 offset1:16
	ds_write2_b32 v114, v20, v24 offset1:16
	ds_write2_b32 v115, v21, v25 offset1:16
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read2_b32 v[24:25], v108 offset1:16
	ds_read2_b32 v[20:21], v109 offset1:16
	ds_read2_b32 v[16:17], v110 offset1:16
	ds_read2_b32 v[12:13], v111 offset1:16
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v31, 0x7f00000, v30
	v_lshlrev_b32_e32 v30, 20, v29
	v_lshlrev_b32_e32 v32, 16, v26
	v_and_b32_sdwa v33, v26, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v34, 4, v26
	v_lshlrev_b32_e32 v35, 4, v26
	v_pk_mul_f32 v[30:31], v[30:31], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v36, 8, v26
	s_waitcnt lgkmcnt(3)
	v_and_b32_e32 v37, 0x7f, v24
	v_lshlrev_b32_e32 v40, 12, v24
	v_and_b32_e32 v29, 0x80000000, v32
	v_or_b32_e32 v30, v33, v30
	v_and_b32_e32 v33, 0x7f00000, v34
	v_and_b32_e32 v32, 0x7f00000, v35
	v_lshlrev_b32_e32 v41, 16, v24
	v_lshrrev_b32_e32 v43, 4, v24
	v_lshlrev_b32_e32 v44, 4, v24
	v_and_b32_e32 v47, 0x7f, v22
	v_lshlrev_b32_e32 v48, 12, v22
	v_lshlrev_b32_e32 v49, 16, v22
	v_and_b32_sdwa v50, v22, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v51, 4, v22
	v_lshlrev_b32_e32 v52, 4, v22
	v_lshlrev_b32_e32 v53, 8, v22
	v_or_b32_e32 v31, v29, v31
	v_and_b32_e32 v29, 0x80000000, v22
	v_and_b32_e32 v22, 0x80000000, v36
	v_pk_mul_f32 v[32:33], v[32:33], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v35, 0x7f00000, v40
	v_lshlrev_b32_e32 v34, 20, v37
	v_lshlrev_b32_e32 v45, 8, v24
	v_or_b32_e32 v32, v22, v32
	v_and_b32_e32 v22, 0x80000000, v41
	v_pk_mul_f32 v[34:35], v[34:35], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v37, 0x7f00000, v43
	v_and_b32_e32 v36, 0x7f00000, v44
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v46, v117, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v35, v22, v35
	v_and_b32_e32 v22, 0x80000000, v45
	v_pk_mul_f32 v[36:37], v[36:37], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v42, v24, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v24, 0x80000000, v24
	v_or_b32_e32 v36, v22, v36
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v22, v46, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v34, v42, v34
	v_or_b32_e32 v37, v24, v37
	v_fmac_f32_e32 v22, 0, v22
	v_pk_mul_f32 v[34:35], v[22:23], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[22:23], v[36:37] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa s[0:1], v39, s54 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	v_and_b32_e32 v26, 0x80000000, v26
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v34, v34, v119, s[0:1]
	v_cndmask_b32_e64 v43, v35, v119, s[0:1]
	v_cndmask_b32_e64 v35, v36, v119, s[0:1]
	v_cndmask_b32_e64 v36, v37, v119, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v33, v26, v33
	v_perm_b32 v35, v36, v35, s57
	v_perm_b32 v34, v43, v34, s57
	v_pk_mul_f32 v[30:31], v[28:29], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[28:29], v[32:33] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v30, v30, v119, vcc
	v_cndmask_b32_e32 v36, v31, v119, vcc
	v_cndmask_b32_e32 v31, v32, v119, vcc
	v_cndmask_b32_e32 v32, v33, v119, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v31, v32, v31, s57
	v_perm_b32 v30, v36, v30, s57
	v_and_b32_e32 v32, 0x80000000, v49
	v_and_b32_e32 v33, 0x7f00000, v51
	v_mfma_f32_16x16x16_bf16 v[2:5], v[34:35], v[30:31], v[2:5]
	v_and_b32_e32 v31, 0x7f00000, v48
	v_lshlrev_b32_e32 v30, 20, v47
	v_pk_mul_f32 v[30:31], v[30:31], s[12:13] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_and_b32_e32 v54, 0x7f, v20
	v_or_b32_e32 v31, v32, v31
	v_and_b32_e32 v32, 0x7f00000, v52
	v_lshlrev_b32_e32 v26, 12, v20
	v_lshrrev_b32_e32 v41, 4, v20
	v_lshlrev_b32_e32 v24, 4, v20
	v_and_b32_e32 v34, 0x80000000, v53
	v_pk_mul_f32 v[32:33], v[32:33], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v55, 16, v20
	v_lshlrev_b32_e32 v42, 8, v20
	v_or_b32_e32 v32, v34, v32
	v_and_b32_e32 v35, 0x7f00000, v26
	v_lshlrev_b32_e32 v34, 20, v54
	v_and_b32_e32 v37, 0x7f00000, v41
	v_and_b32_e32 v36, 0x7f00000, v24
	v_and_b32_sdwa v40, v20, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v20, 0x80000000, v20
	v_and_b32_e32 v26, 0x80000000, v55
	v_pk_mul_f32 v[34:35], v[34:35], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v24, 0x80000000, v42
	v_pk_mul_f32 v[36:37], v[36:37], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v30, v50, v30
	v_or_b32_e32 v33, v29, v33
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v34, v40, v34
	v_or_b32_e32 v37, v20, v37
	v_or_b32_e32 v36, v24, v36
	v_pk_mul_f32 v[30:31], v[28:29], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[22:23], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[22:23], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v32, v32, v119, s[0:1]
	v_cndmask_b32_e64 v36, v33, v119, s[0:1]
	v_cndmask_b32_e64 v33, v34, v119, s[0:1]
	v_cndmask_b32_e64 v34, v35, v119, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v33, v34, v33, s57
	v_perm_b32 v32, v36, v32, s57
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v30, v30, v119, vcc
	v_cndmask_b32_e32 v31, v31, v119, vcc
	v_cndmask_b32_e32 v28, v28, v119, vcc
	v_cndmask_b32_e32 v29, v29, v119, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v43, 0x7f, v18
	v_lshlrev_b32_e32 v44, 12, v18
	v_perm_b32 v29, v29, v28, s57
	v_perm_b32 v28, v31, v30, s57
	v_lshlrev_b32_e32 v45, 16, v18
	v_lshrrev_b32_e32 v56, 4, v18
	v_mfma_f32_16x16x16_bf16 v[2:5], v[32:33], v[28:29], v[2:5]
	v_and_b32_e32 v29, 0x7f00000, v44
	v_lshlrev_b32_e32 v28, 20, v43
	v_lshlrev_b32_e32 v57, 4, v18
	v_and_b32_e32 v30, 0x80000000, v45
	v_pk_mul_f32 v[28:29], v[28:29], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 8, v18
	v_or_b32_e32 v29, v30, v29
	v_and_b32_e32 v31, 0x7f00000, v56
	v_and_b32_e32 v30, 0x7f00000, v57
	s_waitcnt lgkmcnt(1)
	v_and_b32_e32 v48, 0x7f, v16
	v_lshlrev_b32_e32 v49, 12, v16
	v_and_b32_e32 v32, 0x80000000, v47
	v_pk_mul_f32 v[30:31], v[30:31], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v33, 0x7f00000, v49
	v_or_b32_e32 v30, v32, v30
	v_lshlrev_b32_e32 v32, 20, v48
	v_lshlrev_b32_e32 v26, 16, v16
	v_and_b32_sdwa v40, v16, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v20, 4, v16
	v_lshlrev_b32_e32 v24, 4, v16
	v_lshlrev_b32_e32 v41, 8, v16
	v_and_b32_e32 v42, 0x7f, v14
	v_lshlrev_b32_e32 v22, 12, v14
	v_lshrrev_b32_e32 v52, 4, v14
	v_lshlrev_b32_e32 v53, 4, v14
	v_pk_mul_f32 v[32:33], v[32:33], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v50, 16, v14
	v_lshlrev_b32_e32 v54, 8, v14
	v_and_b32_e32 v26, 0x80000000, v26
	v_or_b32_e32 v32, v40, v32
	v_and_b32_e32 v35, 0x7f00000, v20
	v_and_b32_e32 v34, 0x7f00000, v24
	v_and_b32_e32 v20, 0x80000000, v41
	v_and_b32_e32 v37, 0x7f00000, v22
	v_lshlrev_b32_e32 v36, 20, v42
	v_and_b32_e32 v41, 0x7f00000, v52
	v_and_b32_e32 v40, 0x7f00000, v53
	v_and_b32_e32 v16, 0x80000000, v16
	v_and_b32_sdwa v51, v14, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v14, 0x80000000, v14
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v55, 0x7f, v12
	v_lshlrev_b32_e32 v120, 12, v12
	v_or_b32_e32 v33, v26, v33
	v_pk_mul_f32 v[34:35], v[34:35], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v22, 0x80000000, v50
	v_pk_mul_f32 v[36:37], v[36:37], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v26, 0x80000000, v54
	v_pk_mul_f32 v[40:41], v[40:41], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v46, v18, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v18, 0x80000000, v18
	v_lshlrev_b32_e32 v43, 16, v12
	v_or_b32_e32 v35, v16, v35
	v_or_b32_e32 v34, v20, v34
	v_and_b32_e32 v16, 0x7f, v27
	v_lshlrev_b32_e32 v20, 12, v27
	v_or_b32_e32 v37, v22, v37
	v_lshlrev_b32_e32 v22, 16, v27
	v_and_b32_sdwa v24, v27, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v41, v14, v41
	v_or_b32_e32 v40, v26, v40
	v_lshrrev_b32_e32 v14, 4, v27
	v_lshlrev_b32_e32 v47, 4, v27
	v_and_b32_e32 v48, 0x80000000, v27
	v_lshlrev_b32_e32 v49, 8, v27
	v_and_b32_e32 v27, 0x7f00000, v120
	v_lshlrev_b32_e32 v26, 20, v55
	v_and_b32_sdwa v44, v12, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v31, v18, v31
	v_lshrrev_b32_e32 v18, 4, v12
	v_lshlrev_b32_e32 v45, 4, v12
	v_and_b32_e32 v42, 0x80000000, v43
	v_pk_mul_f32 v[26:27], v[26:27], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v28, v46, v28
	v_lshlrev_b32_e32 v46, 8, v12
	v_or_b32_e32 v27, v42, v27
	v_or_b32_e32 v26, v44, v26
	v_and_b32_e32 v43, 0x7f00000, v18
	v_and_b32_e32 v42, 0x7f00000, v45
	v_and_b32_e32 v45, 0x7f00000, v20
	v_lshlrev_b32_e32 v44, 20, v16
	v_and_b32_e32 v12, 0x80000000, v12
	v_and_b32_e32 v18, 0x80000000, v46
	v_pk_mul_f32 v[42:43], v[42:43], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v16, 0x80000000, v22
	v_pk_mul_f32 v[44:45], v[44:45], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v36, v51, v36
	v_and_b32_e32 v50, 0x7f, v25
	v_lshlrev_b32_e32 v51, 12, v25
	v_or_b32_e32 v43, v12, v43
	v_or_b32_e32 v42, v18, v42
	v_lshlrev_b32_e32 v12, 16, v25
	v_and_b32_sdwa v18, v25, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v45, v16, v45
	v_or_b32_e32 v44, v24, v44
	v_lshrrev_b32_e32 v16, 4, v25
	v_lshlrev_b32_e32 v20, 4, v25
	v_and_b32_e32 v22, 0x80000000, v25
	v_lshlrev_b32_e32 v52, 8, v25
	v_and_b32_e32 v25, 0x7f00000, v14
	v_and_b32_e32 v24, 0x7f00000, v47
	v_pk_mul_f32 v[24:25], v[24:25], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v14, 0x80000000, v49
	v_or_b32_e32 v25, v48, v25
	v_and_b32_e32 v47, 0x7f00000, v51
	v_lshlrev_b32_e32 v46, 20, v50
	v_and_b32_e32 v49, 0x7f00000, v16
	v_and_b32_e32 v48, 0x7f00000, v20
	v_or_b32_e32 v24, v14, v24
	v_and_b32_e32 v14, 0x7f, v23
	v_lshlrev_b32_e32 v53, 12, v23
	v_and_b32_e32 v12, 0x80000000, v12
	v_pk_mul_f32 v[46:47], v[46:47], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v16, 0x80000000, v52
	v_pk_mul_f32 v[48:49], v[48:49], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v47, v12, v47
	v_or_b32_e32 v46, v18, v46
	v_lshlrev_b32_e32 v12, 16, v23
	v_and_b32_sdwa v18, v23, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v49, v22, v49
	v_or_b32_e32 v48, v16, v48
	v_lshrrev_b32_e32 v16, 4, v23
	v_lshlrev_b32_e32 v20, 4, v23
	v_and_b32_e32 v52, 0x80000000, v23
	v_lshlrev_b32_e32 v54, 8, v23
	v_and_b32_e32 v23, 0x7f00000, v53
	v_lshlrev_b32_e32 v22, 20, v14
	v_and_b32_e32 v12, 0x80000000, v12
	v_pk_mul_f32 v[22:23], v[22:23], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v51, 0x7f00000, v16
	v_and_b32_e32 v50, 0x7f00000, v20
	v_or_b32_e32 v23, v12, v23
	v_and_b32_e32 v12, 0x7f, v21
	v_lshlrev_b32_e32 v14, 12, v21
	v_and_b32_e32 v16, 0x80000000, v54
	v_pk_mul_f32 v[50:51], v[50:51], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v53, 0x7f00000, v14
	v_or_b32_e32 v51, v52, v51
	v_or_b32_e32 v50, v16, v50
	v_lshlrev_b32_e32 v16, 16, v21
	v_lshlrev_b32_e32 v52, 20, v12
	v_and_b32_e32 v12, 0x80000000, v16
	v_pk_mul_f32 v[52:53], v[52:53], s[12:13] op_sel_hi:[1,0]
	v_or_b32_e32 v22, v18, v22
	v_and_b32_sdwa v18, v21, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v53, v12, v53
	v_lshrrev_b32_e32 v12, 4, v21
	v_lshlrev_b32_e32 v14, 4, v21
	v_or_b32_e32 v52, v18, v52
	v_and_b32_e32 v16, 0x80000000, v21
	v_lshlrev_b32_e32 v18, 8, v21
	v_and_b32_e32 v21, 0x7f00000, v12
	v_and_b32_e32 v20, 0x7f00000, v14
	v_and_b32_e32 v12, 0x80000000, v18
	v_pk_mul_f32 v[20:21], v[20:21], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v14, 12, v19
	v_or_b32_e32 v20, v12, v20
	v_and_b32_e32 v12, 0x7f, v19
	v_and_b32_e32 v55, 0x7f00000, v14
	v_lshlrev_b32_e32 v54, 20, v12
	v_lshlrev_b32_e32 v12, 16, v19
	v_and_b32_e32 v12, 0x80000000, v12
	v_pk_mul_f32 v[54:55], v[54:55], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v14, v19, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v55, v12, v55
	v_or_b32_e32 v54, v14, v54
	v_lshrrev_b32_e32 v12, 4, v19
	v_lshlrev_b32_e32 v14, 4, v19
	v_or_b32_e32 v21, v16, v21
	v_and_b32_e32 v16, 0x80000000, v19
	v_lshlrev_b32_e32 v56, 8, v19
	v_and_b32_e32 v19, 0x7f00000, v12
	v_and_b32_e32 v18, 0x7f00000, v14
	v_and_b32_e32 v12, 0x80000000, v56
	v_pk_mul_f32 v[18:19], v[18:19], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v14, 12, v17
	v_or_b32_e32 v18, v12, v18
	v_and_b32_e32 v12, 0x7f, v17
	v_and_b32_e32 v57, 0x7f00000, v14
	v_lshlrev_b32_e32 v56, 20, v12
	v_lshlrev_b32_e32 v12, 16, v17
	v_and_b32_e32 v12, 0x80000000, v12
	v_pk_mul_f32 v[56:57], v[56:57], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v14, v17, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v57, v12, v57
	v_or_b32_e32 v56, v14, v56
	v_lshrrev_b32_e32 v12, 4, v17
	v_lshlrev_b32_e32 v14, 4, v17
	v_or_b32_e32 v19, v16, v19
	v_and_b32_e32 v120, 0x80000000, v17
	v_lshlrev_b32_e32 v121, 8, v17
	v_and_b32_e32 v17, 0x7f00000, v12
	v_and_b32_e32 v16, 0x7f00000, v14
	v_and_b32_e32 v12, 0x80000000, v121
	v_pk_mul_f32 v[16:17], v[16:17], s[12:13] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v14, 12, v15
	v_or_b32_e32 v121, v120, v17
	v_or_b32_e32 v120, v12, v16
	v_and_b32_e32 v12, 0x7f, v15
	v_and_b32_e32 v17, 0x7f00000, v14
	v_lshlrev_b32_e32 v16, 20, v12
	v_lshlrev_b32_e32 v12, 16, v15
	v_and_b32_e32 v12, 0x80000000, v12
	v_pk_mul_f32 v[16:17], v[16:17], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v14, v15, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v12, v17
	v_or_b32_e32 v16, v14, v16
	v_lshrrev_b32_e32 v12, 4, v15
	v_lshlrev_b32_e32 v14, 4, v15
	v_and_b32_e32 v122, 0x80000000, v15
	v_lshlrev_b32_e32 v123, 8, v15
	v_and_b32_e32 v15, 0x7f00000, v12
	v_and_b32_e32 v14, 0x7f00000, v14
	v_and_b32_e32 v12, 0x80000000, v123
	v_pk_mul_f32 v[14:15], v[14:15], s[12:13] op_sel_hi:[1,0]
	v_and_b32_sdwa v124, v13, s56 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v15, v122, v15
	v_or_b32_e32 v14, v12, v14
	v_and_b32_e32 v12, 0x7f, v13
	v_lshlrev_b32_e32 v122, 12, v13
	v_and_b32_e32 v123, 0x7f00000, v122
	v_lshlrev_b32_e32 v122, 20, v12
	v_lshlrev_b32_e32 v12, 16, v13
	v_and_b32_e32 v12, 0x80000000, v12
	v_pk_mul_f32 v[122:123], v[122:123], s[12:13] op_sel_hi:[1,0]
	v_and_b32_e32 v125, 0x80000000, v13
	v_or_b32_e32 v123, v12, v123
	v_or_b32_e32 v122, v124, v122
	v_lshrrev_b32_e32 v12, 4, v13
	v_lshlrev_b32_e32 v124, 4, v13
	v_lshlrev_b32_e32 v126, 8, v13
	v_and_b32_e32 v13, 0x7f00000, v12
	v_and_b32_e32 v12, 0x7f00000, v124
	v_and_b32_e32 v124, 0x80000000, v126
	v_pk_mul_f32 v[12:13], v[12:13], s[12:13] op_sel_hi:[1,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshrrev_b32_e32 v136, 8, v38
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v12, v124, v12
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v124, v117, v136 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v124, v124, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v137, 8, v39
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v124, 0, v124
	v_pk_mul_f32 v[28:29], v[124:125], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[124:125], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[124:125], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[124:125], v[40:41] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v124, v117, v137 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v124, v124, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_and_b32_sdwa v138, v38, s54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v124, 0, v124
	v_pk_mul_f32 v[126:127], v[124:125], v[26:27] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_e32 v26, 7, v138
	v_max_u16_sdwa v26, v26, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v13, v125, v13
	v_fmac_f32_e32 v26, 0, v26
	v_pk_mul_f32 v[130:131], v[26:27], v[50:51] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_and_b32_sdwa v50, v39, s54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[128:129], v[26:27], v[22:23] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v22, 7, v50
	v_max_u16_sdwa v22, v22, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[32:33], v[124:125], v[32:33] op_sel_hi:[0,1]
	v_fmac_f32_e32 v22, 0, v22
	v_pk_mul_f32 v[134:135], v[22:23], v[20:21] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v20, v117, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[46:47], v[22:23], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[132:133], v[22:23], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[22:23], v[52:53] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v22, v20, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[34:35], v[124:125], v[34:35] op_sel_hi:[0,1]
	v_fmac_f32_e32 v22, 0, v22
	v_pk_mul_f32 v[20:21], v[22:23], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[22:23], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[22:23], v[14:15] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v14, v117, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_max_u16_sdwa v14, v14, v118 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[42:43], v[124:125], v[42:43] op_sel_hi:[0,1]
	v_fmac_f32_e32 v14, 0, v14
	v_pk_mul_f32 v[44:45], v[26:27], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[124:125], v[26:27], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[22:23], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[14:15], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[14:15], v[120:121] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[14:15], v[122:123] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[14:15], v[12:13] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa s[0:1], v137, s54 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v12, 16, v33
	v_lshrrev_b32_e32 v13, 16, v32
	v_lshrrev_b32_e32 v14, 16, v35
	v_lshrrev_b32_e32 v15, 16, v34
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v32, v13, v119, s[0:1]
	v_cndmask_b32_e64 v12, v12, v119, s[0:1]
	v_cndmask_b32_e64 v13, v15, v119, s[0:1]
	v_cndmask_b32_e64 v14, v14, v119, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v13, v14, v13, s57
	v_perm_b32 v12, v12, v32, s57
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[6:7], v136, s54 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v14, 16, v29
	v_lshrrev_b32_e32 v15, 16, v28
	v_lshrrev_b32_e32 v28, 16, v31
	v_lshrrev_b32_e32 v29, 16, v30
	v_lshrrev_b32_e32 v34, 16, v127
	v_lshrrev_b32_e32 v48, 16, v126
	v_lshrrev_b32_e32 v35, 16, v43
	v_lshrrev_b32_e32 v49, 16, v42
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v30, v15, v119, s[6:7]
	v_cndmask_b32_e64 v14, v14, v119, s[6:7]
	v_cndmask_b32_e64 v15, v29, v119, s[6:7]
	v_cndmask_b32_e64 v28, v28, v119, s[6:7]
	v_cmp_eq_u16_sdwa vcc, v38, s54 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v43, 16, v40
	v_lshrrev_b32_e32 v40, 16, v55
	v_lshrrev_b32_e32 v55, 16, v56
	v_lshrrev_b32_e32 v56, 16, v17
	v_lshrrev_b32_e32 v16, 16, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v48, v48, v119, s[0:1]
	v_cndmask_b32_e64 v34, v34, v119, s[0:1]
	v_cndmask_b32_e64 v17, v49, v119, s[0:1]
	v_cndmask_b32_e64 v35, v35, v119, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v15, v28, v15, s57
	v_perm_b32 v14, v14, v30, s57
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v122, v16, v119, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v17, v35, v17, s57
	v_perm_b32 v16, v34, v48, s57
	v_mfma_f32_16x16x16_bf16 v[2:5], v[12:13], v[14:15], v[2:5]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[8:9], s54, v50
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v28, 16, v37
	v_lshrrev_b32_e32 v42, 16, v36
	v_lshrrev_b32_e32 v29, 16, v41
	v_lshrrev_b32_e32 v36, 16, v47
	v_lshrrev_b32_e32 v50, 16, v46
	v_lshrrev_b32_e32 v37, 16, v133
	v_lshrrev_b32_e32 v51, 16, v132
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa s[2:3], v39, s54 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v38, 16, v53
	v_lshrrev_b32_e32 v52, 16, v52
	v_lshrrev_b32_e32 v53, 16, v134
	v_lshrrev_b32_e32 v54, 16, v54
	v_lshrrev_b32_e32 v21, 16, v21
	v_lshrrev_b32_e32 v20, 16, v20
	v_lshrrev_b32_e32 v19, 16, v19
	v_lshrrev_b32_e32 v18, 16, v18
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v42, v42, v119, s[6:7]
	v_cndmask_b32_e64 v28, v28, v119, s[6:7]
	v_cndmask_b32_e64 v43, v43, v119, s[6:7]
	v_cndmask_b32_e64 v29, v29, v119, s[6:7]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v49, v50, v119, s[8:9]
	v_cndmask_b32_e64 v36, v36, v119, s[8:9]
	v_cndmask_b32_e64 v50, v51, v119, s[8:9]
	v_cndmask_b32_e64 v37, v37, v119, s[8:9]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v41, 16, v57
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v51, v52, v119, s[8:9]
	v_cndmask_b32_e64 v52, v53, v119, s[8:9]
	v_cndmask_b32_e64 v53, v54, v119, s[2:3]
	v_cndmask_b32_e64 v54, v55, v119, s[2:3]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v55, v20, v119, vcc
	v_cndmask_b32_e32 v57, v21, v119, vcc
	v_cndmask_b32_e32 v120, v18, v119, vcc
	v_cndmask_b32_e32 v121, v19, v119, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v19, v29, v43, s57
	v_perm_b32 v18, v28, v42, s57
	v_perm_b32 v21, v37, v50, s57
	v_perm_b32 v20, v36, v49, s57
	v_mfma_f32_16x16x16_bf16 v[2:5], v[16:17], v[18:19], v[2:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_e64 s[4:5], s54, v138
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v30, 16, v45
	v_lshrrev_b32_e32 v44, 16, v44
	v_lshrrev_b32_e32 v31, 16, v125
	v_lshrrev_b32_e32 v45, 16, v124
	v_lshrrev_b32_e32 v39, 16, v135
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v44, v44, v119, s[4:5]
	v_cndmask_b32_e64 v30, v30, v119, s[4:5]
	v_cndmask_b32_e64 v45, v45, v119, s[4:5]
	v_cndmask_b32_e64 v31, v31, v119, s[4:5]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v38, v38, v119, s[8:9]
	v_cndmask_b32_e64 v39, v39, v119, s[8:9]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v13, v31, v45, s57
	v_perm_b32 v12, v30, v44, s57
	v_perm_b32 v15, v39, v52, s57
	v_perm_b32 v14, v38, v51, s57
	v_mfma_f32_16x16x16_bf16 v[2:5], v[20:21], v[12:13], v[2:5]
	v_lshrrev_b32_e32 v32, 16, v129
	v_lshrrev_b32_e32 v46, 16, v128
	v_lshrrev_b32_e32 v33, 16, v131
	v_lshrrev_b32_e32 v47, 16, v130
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v46, v46, v119, s[4:5]
	v_cndmask_b32_e64 v32, v32, v119, s[4:5]
	v_cndmask_b32_e64 v47, v47, v119, s[4:5]
	v_cndmask_b32_e64 v33, v33, v119, s[4:5]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v40, v40, v119, s[2:3]
	v_cndmask_b32_e64 v41, v41, v119, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v17, v33, v47, s57
	v_perm_b32 v16, v32, v46, s57
	v_perm_b32 v13, v41, v54, s57
	v_perm_b32 v12, v40, v53, s57
	v_mfma_f32_16x16x16_bf16 v[2:5], v[14:15], v[16:17], v[2:5]
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v22, 16, v22
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v26, v26, v119, vcc
	v_cndmask_b32_e32 v27, v27, v119, vcc
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v24, v24, v119, s[2:3]
	v_cndmask_b32_e64 v25, v25, v119, s[2:3]
	v_cndmask_b32_e64 v22, v22, v119, s[2:3]
	v_cndmask_b32_e64 v23, v23, v119, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v19, v57, v55, s57
	v_perm_b32 v18, v27, v26, s57
	v_perm_b32 v15, v23, v22, s57
	v_perm_b32 v14, v25, v24, s57
	v_mfma_f32_16x16x16_bf16 v[2:5], v[12:13], v[18:19], v[2:5]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v12, v56, v119, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v13, v12, v122, s57
	v_perm_b32 v12, v121, v120, s57
	s_nop 1
	v_mfma_f32_16x16x16_bf16 v[2:5], v[14:15], v[12:13], v[2:5]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; k_mx.py:0:5
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_4:                                ; %._crit_edge
	.loc	1 29 10 is_stmt 1               ; k_mx.py:29:10
	v_or_b32_e32 v1, s15, v58
	.loc	1 47 22                         ; k_mx.py:47:22
	v_mul_lo_u32 v6, s13, v1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_or_b32_e32 v0, s33, v59
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
		.amdhsa_next_free_vgpr 161
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 164
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
	.set .Lmx_matmul.num_vgpr, 161
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 58
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7012
; TotalNumSgprs: 64
; NumVgprs: 161
; NumAgprs: 0
; TotalNumVgprs: 161
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 64
; NumVGPRsForWavesPerEU: 161
; AccumOffset: 164
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 40
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
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     161
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

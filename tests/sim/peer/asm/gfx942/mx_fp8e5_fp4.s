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
	s_lshr_b32 s12, s0, 6
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s1, s15, 5
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_and_b32_e32 v2, 31, v0
	v_and_b32_e32 v1, 32, v0
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v46, 3, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v47, s1, v2
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 29 34                         ; k_mx.py:29:34
	s_lshr_b32 s16, s12, 1
	.loc	1 29 10 is_stmt 0               ; k_mx.py:29:10
	s_or_b32 s1, s16, s1
	s_or_b32 s16, s1, 2
	s_or_b32 s17, s1, 4
	s_or_b32 s18, s1, 6
	s_or_b32 s19, s1, 8
	s_or_b32 s20, s1, 10
	s_or_b32 s21, s1, 12
	s_or_b32 s22, s1, 14
	s_or_b32 s23, s1, 16
	s_or_b32 s24, s1, 18
	s_or_b32 s25, s1, 20
	s_or_b32 s26, s1, 22
	s_or_b32 s27, s1, 24
	s_or_b32 s28, s1, 26
	s_or_b32 s29, s1, 28
	s_or_b32 s30, s1, 30
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s1, s1, s14
	s_mul_i32 s33, s17, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s17, s1, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s31, s16, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s16, s2, s1
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s1, s31, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s34, s18, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s18, s2, s31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s35, s19, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s19, s3, s1
	s_ashr_i32 s1, s33, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s36, s20, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s20, s2, s33
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s37, s21, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s21, s3, s1
	s_ashr_i32 s1, s34, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s38, s22, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s22, s2, s34
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s39, s23, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s23, s3, s1
	s_ashr_i32 s1, s35, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s40, s24, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s24, s2, s35
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s41, s25, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s25, s3, s1
	s_ashr_i32 s1, s36, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s42, s26, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s26, s2, s36
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s43, s27, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s27, s3, s1
	s_ashr_i32 s1, s37, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s44, s28, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s28, s2, s37
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s46, s29, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s29, s3, s1
	s_ashr_i32 s1, s38, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s48, s30, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s30, s2, s38
	s_addc_u32 s31, s3, s1
	s_ashr_i32 s1, s39, 31
	s_add_u32 s34, s2, s39
	s_addc_u32 s35, s3, s1
	s_ashr_i32 s1, s40, 31
	s_add_u32 s36, s2, s40
	s_addc_u32 s37, s3, s1
	s_ashr_i32 s1, s41, 31
	s_add_u32 s38, s2, s41
	s_addc_u32 s39, s3, s1
	s_ashr_i32 s1, s42, 31
	s_add_u32 s40, s2, s42
	s_addc_u32 s41, s3, s1
	s_ashr_i32 s1, s43, 31
	s_add_u32 s42, s2, s43
	s_addc_u32 s43, s3, s1
	s_ashr_i32 s1, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s1
	s_ashr_i32 s1, s46, 31
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s1
	s_ashr_i32 s1, s48, 31
	s_add_u32 s2, s2, s48
	s_addc_u32 s3, s3, s1
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s1, s14, 31
	s_lshr_b32 s1, s1, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v3, 63, v0
	.loc	1 39 50                         ; k_mx.py:39:50
	s_add_i32 s1, s14, s1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v5, s12, 6, v3
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s1, s1, 5
	v_and_b32_e32 v12, 15, v0
	v_and_b32_e32 v26, 14, v0
	v_bfe_i32 v0, v0, 4, 1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_and_b32_e32 v8, 0x7f, v5
	.loc	1 34 30                         ; k_mx.py:34:30
	v_lshrrev_b32_e32 v5, 2, v5
	.loc	1 39 35                         ; k_mx.py:39:35
	v_mul_lo_u32 v6, s1, v47
	v_and_b32_e32 v0, 0x402, v0
	v_lshrrev_b32_e32 v1, 4, v1
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v4, s15, v2
	.loc	1 34 30                         ; k_mx.py:34:30
	v_and_b32_e32 v48, 56, v5
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v7, 31, v6
	s_cmp_lt_u32 s12, 2
	v_lshlrev_b32_e32 v13, 2, v12
	v_xor_b32_e32 v27, v0, v26
	v_xor_b32_e32 v1, v26, v1
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v55, 7, v5
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[6:7]
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v6, s1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	s_cselect_b32 s1, 0, 0x84
	v_xor_b32_e32 v13, v13, v46
	v_lshlrev_b32_e32 v12, 6, v12
	v_xor_b32_e32 v27, v27, v48
	v_xor_b32_e32 v0, v1, v0
	.loc	1 43 26 is_stmt 0               ; k_mx.py:43:26
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[4:5]
	v_xor_b32_e32 v4, s1, v8
	v_lshl_or_b32 v2, v2, 7, v13
	v_or_b32_e32 v27, v27, v12
	v_or_b32_e32 v1, v0, v12
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[6:7]
	v_xor_b32_e32 v5, 8, v4
	v_xor_b32_e32 v6, 16, v4
	v_xor_b32_e32 v7, 24, v4
	v_xor_b32_e32 v8, 32, v4
	v_xor_b32_e32 v9, 40, v4
	v_xor_b32_e32 v10, 48, v4
	v_xor_b32_e32 v11, 56, v4
	v_xor_b32_e32 v13, 8, v2
	v_xor_b32_e32 v14, 16, v2
	v_xor_b32_e32 v15, 24, v2
	v_xor_b32_e32 v22, 32, v2
	v_xor_b32_e32 v23, 40, v2
	v_xor_b32_e32 v24, 48, v2
	v_xor_b32_e32 v25, 56, v2
	v_xor_b32_e32 v28, 2, v27
	v_xor_b32_e32 v29, 4, v27
	v_xor_b32_e32 v30, 6, v27
	v_xor_b32_e32 v12, 4, v1
	v_xor_b32_e32 v26, 8, v1
	v_xor_b32_e32 v31, 12, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	s_and_b32 s0, s0, 64
	v_mov_b32_e32 v0, 0
	.loc	1 34 30                         ; k_mx.py:34:30
	v_or_b32_e32 v49, 1, v48
	v_or_b32_e32 v50, 2, v48
	v_or_b32_e32 v51, 3, v48
	v_or_b32_e32 v52, 4, v48
	v_or_b32_e32 v53, 5, v48
	v_or_b32_e32 v54, 6, v48
	s_mov_b32 s4, 0
	.loc	1 32 5                          ; k_mx.py:32:5
	v_or_b32_e32 v56, s0, v3
	v_add_u32_e32 v57, 0, v4
	v_add_u32_e32 v58, 0, v5
	v_add_u32_e32 v59, 0, v6
	v_add_u32_e32 v60, 0, v7
	v_add_u32_e32 v61, 0, v8
	v_add_u32_e32 v62, 0, v9
	v_add_u32_e32 v63, 0, v10
	v_add_u32_e32 v64, 0, v11
	v_add_u32_e32 v65, 0, v2
	v_add_u32_e32 v66, 0, v13
	v_add_u32_e32 v67, 0, v14
	v_add_u32_e32 v68, 0, v15
	v_add_u32_e32 v69, 0, v22
	v_add_u32_e32 v70, 0, v23
	v_add_u32_e32 v71, 0, v24
	v_add_u32_e32 v72, 0, v25
	s_movk_i32 s5, 0xff
	v_add_u32_e32 v73, 0, v27
	v_add_u32_e32 v74, 0, v28
	v_add_u32_e32 v75, 0, v29
	v_add_u32_e32 v76, 0, v30
	v_add_u32_e32 v77, 0, v1
	v_add_u32_e32 v78, 0, v12
	v_add_u32_e32 v79, 0, v26
	v_add_u32_e32 v80, 0, v31
	s_mov_b32 s6, 0x5040100
	s_mov_b32 s7, 0xd4d0ccc8
	s_mov_b32 s8, 0x7060302
	v_mov_b32_e32 v81, 7
	v_mov_b32_e32 v82, 64
	v_mov_b32_e32 v83, 0xc4c0b800
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
	v_mov_b32_e32 v84, 0x7f7f7f7f
	v_mov_b32_e32 v85, 0x7fc0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 34 15                         ; k_mx.py:34:15
	v_add_u32_sdwa v22, v56, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 34 15                         ; k_mx.py:34:15
	s_ashr_i32 s9, s4, 1
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[24:25], s[16:17], 0, v[22:23]
	v_lshl_add_u64 v[26:27], s[18:19], 0, v[22:23]
	v_lshl_add_u64 v[28:29], s[20:21], 0, v[22:23]
	v_lshl_add_u64 v[30:31], s[22:23], 0, v[22:23]
	v_lshl_add_u64 v[32:33], s[24:25], 0, v[22:23]
	v_lshl_add_u64 v[34:35], s[26:27], 0, v[22:23]
	v_lshl_add_u64 v[36:37], s[28:29], 0, v[22:23]
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v39, s9, v49
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v90, v[24:25], off
	global_load_ubyte v91, v[26:27], off
	global_load_ubyte v92, v[28:29], off
	global_load_ubyte v93, v[30:31], off
	global_load_ubyte v94, v[32:33], off
	global_load_ubyte v95, v[34:35], off
	global_load_ubyte v96, v[36:37], off
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	v_lshl_add_u64 v[24:25], s[30:31], 0, v[22:23]
	v_lshl_add_u64 v[26:27], s[34:35], 0, v[22:23]
	v_lshl_add_u64 v[28:29], s[36:37], 0, v[22:23]
	v_lshl_add_u64 v[30:31], s[38:39], 0, v[22:23]
	v_lshl_add_u64 v[32:33], s[40:41], 0, v[22:23]
	v_lshl_add_u64 v[34:35], s[42:43], 0, v[22:23]
	v_lshl_add_u64 v[36:37], s[44:45], 0, v[22:23]
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	s_ashr_i32 s0, s4, 5
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v38, s9, v48
	v_or_b32_e32 v40, s9, v50
	v_or_b32_e32 v41, s9, v51
	v_or_b32_e32 v42, s9, v52
	v_or_b32_e32 v43, s9, v53
	v_or_b32_e32 v44, s9, v55
	v_or_b32_e32 v45, s9, v54
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v97, v[24:25], off
	global_load_ubyte v98, v[26:27], off
	global_load_ubyte v99, v[28:29], off
	global_load_ubyte v100, v[30:31], off
	global_load_ubyte v101, v[32:33], off
	global_load_ubyte v102, v[34:35], off
	global_load_ubyte v103, v[36:37], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v30, v39, s13
	.loc	1 39 26                         ; k_mx.py:39:26
	s_ashr_i32 s1, s0, 31
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[24:25], s[46:47], 0, v[22:23]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v38, v38, s13
	v_mul_lo_u32 v40, v40, s13
	v_mul_lo_u32 v32, v41, s13
	v_mul_lo_u32 v42, v42, s13
	v_mul_lo_u32 v34, v43, s13
	v_mul_lo_u32 v88, v44, s13
	v_mul_lo_u32 v36, v45, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 36 21 is_stmt 1               ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[22:23]
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[26:27], v[16:17], 0, s[0:1]
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[28:29], v[18:19], 0, s[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v104, v[24:25], off
	global_load_ubyte v105, v[22:23], off
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_dword v44, v[26:27], off
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_dword v86, v[28:29], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v89, 31, v88
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[24:25], v[20:21], 0, v[30:31]
	v_lshl_add_u64 v[22:23], v[20:21], 0, v[38:39]
	v_lshl_add_u64 v[26:27], v[20:21], 0, v[40:41]
	v_lshl_add_u64 v[28:29], v[20:21], 0, v[32:33]
	v_lshl_add_u64 v[30:31], v[20:21], 0, v[42:43]
	v_lshl_add_u64 v[32:33], v[20:21], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[20:21], 0, v[88:89]
	v_lshl_add_u64 v[36:37], v[20:21], 0, v[36:37]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v38, v[24:25], off
	global_load_ubyte v39, v[22:23], off
	global_load_ubyte v40, v[28:29], off
	global_load_ubyte v41, v[32:33], off
	global_load_ubyte v42, v[34:35], off
	global_load_ubyte v43, v[26:27], off
	global_load_ubyte v45, v[30:31], off
	global_load_ubyte v87, v[36:37], off
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	s_barrier
	.loc	1 32 5                          ; k_mx.py:32:5
	s_addk_i32 s4, 0x80
	s_cmp_lt_i32 s4, s14
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt vmcnt(25)
	ds_write_b8 v57, v90
	s_waitcnt vmcnt(17)
	ds_write_b8 v57, v98 offset:2048
	ds_write_b8 v58, v91 offset:256
	s_waitcnt vmcnt(16)
	ds_write_b8 v58, v99 offset:2304
	ds_write_b8 v59, v92 offset:512
	s_waitcnt vmcnt(15)
	ds_write_b8 v59, v100 offset:2560
	ds_write_b8 v60, v93 offset:768
	s_waitcnt vmcnt(14)
	ds_write_b8 v60, v101 offset:2816
	ds_write_b8 v61, v94 offset:1024
	s_waitcnt vmcnt(13)
	ds_write_b8 v61, v102 offset:3072
	ds_write_b8 v62, v95 offset:1280
	s_waitcnt vmcnt(12)
	ds_write_b8 v62, v103 offset:3328
	ds_write_b8 v63, v96 offset:1536
	s_waitcnt vmcnt(11)
	ds_write_b8 v63, v104 offset:3584
	ds_write_b8 v64, v97 offset:1792
	s_waitcnt vmcnt(10)
	ds_write_b8 v64, v105 offset:3840
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[36:37], v65 offset1:16
	ds_read2_b32 v[34:35], v66 offset1:16
	ds_read2_b32 v[32:33], v67 offset1:16
	ds_read2_b32 v[30:31], v68 offset1:16
	ds_read2_b32 v[28:29], v69 offset1:16
	ds_read2_b32 v[26:27], v70 offset1:16
	ds_read2_b32 v[24:25], v71 offset1:16
	.loc	1 39 18                         ; k_mx.py:39:18
	s_waitcnt vmcnt(9)
	v_cmp_eq_u16_sdwa s[0:1], v44, s5 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(8)
	v_cmp_eq_u16_sdwa vcc, v86, s5 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(7)
	v_lshlrev_b16_e32 v22, 8, v38
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v38, v39, v22
	s_waitcnt vmcnt(5)
	v_lshlrev_b16_e32 v39, 8, v40
	s_waitcnt vmcnt(4)
	v_lshlrev_b16_e32 v40, 8, v41
	s_waitcnt vmcnt(3)
	v_lshlrev_b16_e32 v41, 8, v42
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v39, v43, v39
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read2_b32 v[22:23], v72 offset1:16
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v40, v45, v40
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v41, v87, v41
	ds_write_b16 v73, v38
	ds_write_b16 v74, v39
	ds_write_b16 v75, v40
	ds_write_b16 v76, v41
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v38, v77
	ds_read_u16 v39, v78
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v38, v39, v38, s6
	v_and_b32_e32 v39, 0x7070707, v38
	v_lshrrev_b32_e32 v41, 4, v38
	v_lshl_or_b32 v40, v38, 4, v84
	v_perm_b32 v39, s7, v83, v39
	v_and_b32_e32 v41, 0x7070707, v41
	v_or_b32_e32 v38, 0x7f7f7f7f, v38
	v_and_b32_e32 v45, v39, v40
	v_perm_b32 v39, s7, v83, v41
	v_and_b32_e32 v87, v39, v38
	v_cvt_pk_f32_fp8_e32 v[38:39], v45
	v_cvt_pk_f32_fp8_e32 v[40:41], v87
	v_perm_b32 v42, v40, v38, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v38, 8, v36
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v38, v36, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v40, 24, v36
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v88, v41, v39, s8
	v_pk_lshlrev_b16 v39, 8, v38 op_sel_hi:[0,1]
	v_alignbit_b32 v36, v40, v36, 16
	v_cvt_f32_f16_e32 v38, v39
	v_cvt_f32_f16_sdwa v39, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v36, 8, v36 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v40, v36
	v_cvt_f32_f16_sdwa v41, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v36, v81, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v36, v36, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	s_nop 0
	v_fmac_f32_e32 v36, 0, v36
	v_pk_mul_f32 v[38:39], v[36:37], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v43, 16, v39
	v_lshrrev_b32_e32 v89, 16, v38
	v_pk_mul_f32 v[38:39], v[36:37], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v38, v85, s[0:1]
	v_cndmask_b32_e64 v39, v39, v85, s[0:1]
	v_cndmask_b32_e64 v40, v89, v85, s[0:1]
	v_cndmask_b32_e64 v41, v43, v85, s[0:1]
	v_perm_b32 v39, v39, v38, s6
	v_perm_b32 v38, v41, v40, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v88
	v_lshlrev_b32_e32 v40, 16, v88
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v88, v81, v86 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v88, v88, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v43, 0xffff0000, v42
	v_lshlrev_b32_e32 v42, 16, v42
	v_fmac_f32_e32 v88, 0, v88
	v_pk_mul_f32 v[42:43], v[88:89], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[88:89], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v42, 16, v42
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v42, v42, v85, vcc
	v_cndmask_b32_e32 v43, v43, v85, vcc
	v_cndmask_b32_e32 v40, v40, v85, vcc
	v_cndmask_b32_e32 v41, v41, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v41, v40, s6
	v_perm_b32 v40, v43, v42, s6
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[38:39], v45 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[40:41], v87 src0_sel:WORD_1
	v_perm_b32 v42, v40, v38, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v38, 8, v34
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v38, v34, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v40, 24, v34
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v45, v41, v39, s8
	v_pk_lshlrev_b16 v39, 8, v38 op_sel_hi:[0,1]
	v_alignbit_b32 v34, v40, v34, 16
	v_cvt_f32_f16_e32 v38, v39
	v_cvt_f32_f16_sdwa v39, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v34, 8, v34 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v40, v34
	v_cvt_f32_f16_sdwa v41, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[38:39], v[36:37], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v34, 16, v39
	v_lshrrev_b32_e32 v43, 16, v38
	v_pk_mul_f32 v[38:39], v[36:37], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v38, v85, s[0:1]
	v_cndmask_b32_e64 v39, v39, v85, s[0:1]
	v_cndmask_b32_e64 v40, v43, v85, s[0:1]
	v_cndmask_b32_e64 v34, v34, v85, s[0:1]
	v_perm_b32 v39, v39, v38, s6
	v_perm_b32 v38, v34, v40, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v42
	v_lshlrev_b32_e32 v40, 16, v42
	v_and_b32_e32 v43, 0xffff0000, v45
	v_lshlrev_b32_e32 v42, 16, v45
	v_pk_mul_f32 v[40:41], v[88:89], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v34, 16, v41
	v_lshrrev_b32_e32 v45, 16, v40
	v_pk_mul_f32 v[40:41], v[88:89], v[42:43] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v42, v45, v85, vcc
	v_cndmask_b32_e32 v34, v34, v85, vcc
	v_cndmask_b32_e32 v40, v40, v85, vcc
	v_cndmask_b32_e32 v41, v41, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v41, v40, s6
	v_perm_b32 v40, v34, v42, s6
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v34, v79
	ds_read_u16 v38, v80
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v34, v38, v34, s6
	v_and_b32_e32 v38, 0x7070707, v34
	v_lshl_or_b32 v39, v34, 4, v84
	v_perm_b32 v38, s7, v83, v38
	v_and_b32_e32 v45, v38, v39
	v_lshrrev_b32_e32 v38, 4, v34
	v_and_b32_e32 v38, 0x7070707, v38
	v_or_b32_e32 v34, 0x7f7f7f7f, v34
	v_perm_b32 v38, s7, v83, v38
	v_and_b32_e32 v34, v38, v34
	v_cvt_pk_f32_fp8_e32 v[38:39], v45
	v_cvt_pk_f32_fp8_e32 v[40:41], v34
	v_perm_b32 v42, v40, v38, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v38, 8, v32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v38, v32, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v40, 24, v32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v87, v41, v39, s8
	v_pk_lshlrev_b16 v39, 8, v38 op_sel_hi:[0,1]
	v_alignbit_b32 v32, v40, v32, 16
	v_cvt_f32_f16_e32 v38, v39
	v_cvt_f32_f16_sdwa v39, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v32, 8, v32 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v40, v32
	v_cvt_f32_f16_sdwa v41, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[38:39], v[36:37], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v32, 16, v39
	v_lshrrev_b32_e32 v43, 16, v38
	v_pk_mul_f32 v[38:39], v[36:37], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v38, v85, s[0:1]
	v_cndmask_b32_e64 v39, v39, v85, s[0:1]
	v_cndmask_b32_e64 v40, v43, v85, s[0:1]
	v_cndmask_b32_e64 v32, v32, v85, s[0:1]
	v_perm_b32 v39, v39, v38, s6
	v_perm_b32 v38, v32, v40, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v42
	v_lshlrev_b32_e32 v40, 16, v42
	v_and_b32_e32 v43, 0xffff0000, v87
	v_lshlrev_b32_e32 v42, 16, v87
	v_pk_mul_f32 v[40:41], v[88:89], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v32, 16, v41
	v_lshrrev_b32_e32 v87, 16, v40
	v_pk_mul_f32 v[40:41], v[88:89], v[42:43] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v42, v87, v85, vcc
	v_cndmask_b32_e32 v32, v32, v85, vcc
	v_cndmask_b32_e32 v40, v40, v85, vcc
	v_cndmask_b32_e32 v41, v41, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v41, v40, s6
	v_perm_b32 v40, v32, v42, s6
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[38:39], v45 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[40:41], v34 src0_sel:WORD_1
	v_perm_b32 v32, v40, v38, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v38, 24, v30
	v_lshrrev_b16_e32 v40, 8, v30
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v38, v38, v30, 16
	v_perm_b32 v30, v40, v30, s6
	v_perm_b32 v34, v41, v39, s8
	v_pk_lshlrev_b16 v39, 8, v38 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v30, 8, v30 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v38, v39
	v_cvt_f32_f16_sdwa v39, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v40, v30
	v_cvt_f32_f16_sdwa v41, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_and_b32_e32 v91, 0xffff0000, v34
	v_pk_mul_f32 v[38:39], v[36:37], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v39
	v_pk_mul_f32 v[40:41], v[36:37], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v30, 16, v41
	v_lshrrev_b32_e32 v36, 16, v40
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v38, v85, s[0:1]
	v_cndmask_b32_e64 v39, v39, v85, s[0:1]
	v_cndmask_b32_e64 v36, v36, v85, s[0:1]
	v_cndmask_b32_e64 v30, v30, v85, s[0:1]
	v_perm_b32 v39, v39, v38, s6
	v_perm_b32 v38, v30, v36, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v32
	v_lshlrev_b32_e32 v40, 16, v32
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v30, v77 offset:16
	ds_read_u16 v32, v78 offset:16
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshlrev_b32_e32 v90, 16, v34
	v_pk_mul_f32 v[42:43], v[88:89], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[88:89], v[90:91] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v34, 16, v42
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v30, v32, v30, s6
	v_lshrrev_b32_e32 v32, 16, v43
	v_lshrrev_b32_e32 v36, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v34, v34, v85, vcc
	v_cndmask_b32_e32 v32, v32, v85, vcc
	v_cndmask_b32_e32 v40, v40, v85, vcc
	v_cndmask_b32_e32 v36, v36, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v36, v40, s6
	v_perm_b32 v40, v32, v34, s6
	v_and_b32_e32 v32, 0x7070707, v30
	v_lshl_or_b32 v34, v30, 4, v84
	v_perm_b32 v32, s7, v83, v32
	v_and_b32_e32 v32, v32, v34
	v_lshrrev_b32_e32 v34, 4, v30
	v_and_b32_e32 v34, 0x7070707, v34
	v_or_b32_e32 v30, 0x7f7f7f7f, v30
	v_perm_b32 v34, s7, v83, v34
	v_and_b32_e32 v34, v34, v30
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[38:39], v32
	v_cvt_pk_f32_fp8_e32 v[40:41], v34
	v_perm_b32 v30, v40, v38, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v38, 8, v28
	v_lshrrev_b32_e32 v40, 24, v28
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v38, v28, s6
	v_alignbit_b32 v28, v40, v28, 16
	v_perm_b32 v36, v41, v39, s8
	v_pk_lshlrev_b16 v39, 8, v38 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v28, 8, v28 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v38, v39
	v_cvt_f32_f16_sdwa v39, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v40, v28
	v_cvt_f32_f16_sdwa v41, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshrrev_b32_e32 v28, 8, v44
	v_cmp_eq_u16_sdwa s[0:1], v28, s5 src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_sdwa v28, v81, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v28, v28, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	s_nop 0
	v_fmac_f32_e32 v28, 0, v28
	v_pk_mul_f32 v[38:39], v[28:29], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v42, 16, v39
	v_lshrrev_b32_e32 v43, 16, v38
	v_pk_mul_f32 v[38:39], v[28:29], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v38, v85, s[0:1]
	v_cndmask_b32_e64 v39, v39, v85, s[0:1]
	v_cndmask_b32_e64 v40, v43, v85, s[0:1]
	v_cndmask_b32_e64 v41, v42, v85, s[0:1]
	v_perm_b32 v39, v39, v38, s6
	v_perm_b32 v38, v41, v40, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v30
	v_lshlrev_b32_e32 v40, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v30, 8, v86
	v_cmp_eq_u16_sdwa vcc, v30, s5 src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_sdwa v30, v81, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v30, v30, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v43, 0xffff0000, v36
	v_fmac_f32_e32 v30, 0, v30
	v_lshlrev_b32_e32 v42, 16, v36
	v_pk_mul_f32 v[40:41], v[30:31], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v36, 16, v41
	v_lshrrev_b32_e32 v45, 16, v40
	v_pk_mul_f32 v[40:41], v[30:31], v[42:43] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v42, v45, v85, vcc
	v_cndmask_b32_e32 v36, v36, v85, vcc
	v_cndmask_b32_e32 v40, v40, v85, vcc
	v_cndmask_b32_e32 v41, v41, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v41, v40, s6
	v_perm_b32 v40, v36, v42, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v36, 8, v26
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v36, v36, v26, s6
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[38:39], v32 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[40:41], v34 src0_sel:WORD_1
	v_pk_lshlrev_b16 v36, 8, v36 op_sel_hi:[0,1]
	v_perm_b32 v32, v40, v38, s8
	v_perm_b32 v34, v41, v39, s8
	v_cvt_f32_f16_e32 v38, v36
	v_cvt_f32_f16_sdwa v39, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v36, 24, v26
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v26, v36, v26, 16
	v_pk_lshlrev_b16 v26, 8, v26 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v40, v26
	v_cvt_f32_f16_sdwa v41, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[38:39], v[28:29], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v26, 16, v39
	v_lshrrev_b32_e32 v36, 16, v38
	v_pk_mul_f32 v[38:39], v[28:29], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	v_and_b32_e32 v41, 0xffff0000, v32
	v_lshlrev_b32_e32 v40, 16, v32
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v38, v85, s[0:1]
	v_cndmask_b32_e64 v39, v39, v85, s[0:1]
	v_cndmask_b32_e64 v36, v36, v85, s[0:1]
	v_cndmask_b32_e64 v26, v26, v85, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[40:41], v[30:31], v[40:41] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v39, v39, v38, s6
	v_perm_b32 v38, v26, v36, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v43, 0xffff0000, v34
	v_lshlrev_b32_e32 v42, 16, v34
	v_lshrrev_b32_e32 v26, 16, v41
	v_lshrrev_b32_e32 v32, 16, v40
	v_pk_mul_f32 v[40:41], v[30:31], v[42:43] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v32, v32, v85, vcc
	v_cndmask_b32_e32 v26, v26, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v36, 16, v40
	v_perm_b32 v40, v26, v32, s6
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v26, v79 offset:16
	ds_read_u16 v32, v80 offset:16
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v34, 16, v41
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v36, v36, v85, vcc
	v_cndmask_b32_e32 v34, v34, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v34, v36, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v26, v32, v26, s6
	v_and_b32_e32 v32, 0x7070707, v26
	v_lshl_or_b32 v34, v26, 4, v84
	v_perm_b32 v32, s7, v83, v32
	v_and_b32_e32 v32, v32, v34
	v_lshrrev_b32_e32 v34, 4, v26
	v_and_b32_e32 v34, 0x7070707, v34
	v_or_b32_e32 v26, 0x7f7f7f7f, v26
	v_perm_b32 v34, s7, v83, v34
	v_and_b32_e32 v26, v34, v26
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[38:39], v32
	v_cvt_pk_f32_fp8_e32 v[40:41], v26
	v_perm_b32 v34, v40, v38, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v38, 8, v24
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v38, v24, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v40, 24, v24
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v36, v41, v39, s8
	v_pk_lshlrev_b16 v39, 8, v38 op_sel_hi:[0,1]
	v_alignbit_b32 v24, v40, v24, 16
	v_cvt_f32_f16_e32 v38, v39
	v_cvt_f32_f16_sdwa v39, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v24, 8, v24 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v40, v24
	v_cvt_f32_f16_sdwa v41, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[38:39], v[28:29], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v24, 16, v39
	v_lshrrev_b32_e32 v42, 16, v38
	v_pk_mul_f32 v[38:39], v[28:29], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v38, v85, s[0:1]
	v_cndmask_b32_e64 v39, v39, v85, s[0:1]
	v_cndmask_b32_e64 v40, v42, v85, s[0:1]
	v_cndmask_b32_e64 v24, v24, v85, s[0:1]
	v_perm_b32 v39, v39, v38, s6
	v_perm_b32 v38, v24, v40, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v34
	v_lshlrev_b32_e32 v40, 16, v34
	v_and_b32_e32 v43, 0xffff0000, v36
	v_lshlrev_b32_e32 v42, 16, v36
	v_pk_mul_f32 v[40:41], v[30:31], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v24, 16, v41
	v_lshrrev_b32_e32 v34, 16, v40
	v_pk_mul_f32 v[40:41], v[30:31], v[42:43] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v36, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v34, v34, v85, vcc
	v_cndmask_b32_e32 v24, v24, v85, vcc
	v_cndmask_b32_e32 v40, v40, v85, vcc
	v_cndmask_b32_e32 v36, v36, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v36, v40, s6
	v_perm_b32 v40, v24, v34, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v36, 24, v22
	v_lshrrev_b32_e32 v24, 24, v37
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[38:39], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[38:39], v32 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[40:41], v26 src0_sel:WORD_1
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v26, 8, v37
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v36, v36, v22, 16
	v_alignbit_b32 v24, v24, v37, 16
	v_perm_b32 v32, v40, v38, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v38, 8, v22
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v22, v38, v22, s6
	v_perm_b32 v26, v26, v37, s6
	v_pk_lshlrev_b16 v37, 8, v36 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v22, 8, v22 op_sel_hi:[0,1]
	v_perm_b32 v34, v41, v39, s8
	v_cvt_f32_f16_e32 v36, v37
	v_cvt_f32_f16_sdwa v37, v37 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v38, v22
	v_cvt_f32_f16_sdwa v39, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_and_b32_e32 v43, 0xffff0000, v34
	v_pk_mul_f32 v[36:37], v[28:29], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v37, 16, v37
	v_pk_mul_f32 v[38:39], v[28:29], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v22, 16, v39
	v_lshrrev_b32_e32 v28, 16, v38
	v_lshrrev_b32_e32 v36, 16, v36
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v36, v36, v85, s[0:1]
	v_cndmask_b32_e64 v37, v37, v85, s[0:1]
	v_cndmask_b32_e64 v28, v28, v85, s[0:1]
	v_cndmask_b32_e64 v22, v22, v85, s[0:1]
	v_perm_b32 v37, v37, v36, s6
	v_perm_b32 v36, v22, v28, s6
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v22, v77 offset:32
	ds_read_u16 v28, v78 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v39, 0xffff0000, v32
	v_lshlrev_b32_e32 v38, 16, v32
	v_lshlrev_b32_e32 v42, 16, v34
	v_pk_mul_f32 v[40:41], v[30:31], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[30:31], v[42:43] op_sel_hi:[0,1]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v22, v28, v22, s6
	v_lshrrev_b32_e32 v28, 16, v41
	v_lshrrev_b32_e32 v30, 16, v40
	v_lshrrev_b32_e32 v32, 16, v39
	v_lshrrev_b32_e32 v34, 16, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v30, v30, v85, vcc
	v_cndmask_b32_e32 v28, v28, v85, vcc
	v_cndmask_b32_e32 v34, v34, v85, vcc
	v_cndmask_b32_e32 v32, v32, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v28, v30, s6
	v_and_b32_e32 v28, 0x7070707, v22
	v_perm_b32 v39, v32, v34, s6
	v_lshl_or_b32 v30, v22, 4, v84
	v_perm_b32 v28, s7, v83, v28
	v_and_b32_e32 v28, v28, v30
	v_lshrrev_b32_e32 v30, 4, v22
	v_and_b32_e32 v30, 0x7070707, v30
	v_or_b32_e32 v22, 0x7f7f7f7f, v22
	v_perm_b32 v30, s7, v83, v30
	v_and_b32_e32 v30, v30, v22
	v_mfma_f32_32x32x8_bf16 v[0:15], v[38:39], v[36:37], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[36:37], v28
	v_cvt_pk_f32_fp8_e32 v[38:39], v30
	v_pk_lshlrev_b16 v26, 8, v26 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v24, 8, v24 op_sel_hi:[0,1]
	v_perm_b32 v22, v38, v36, s8
	v_perm_b32 v32, v39, v37, s8
	v_cvt_f32_f16_e32 v36, v26
	v_cvt_f32_f16_sdwa v37, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v38, v24
	v_cvt_f32_f16_sdwa v39, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 39 18                         ; k_mx.py:39:18
	v_and_b32_sdwa v24, v44, s5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_eq_u16_e64 s[0:1], s5, v24
	v_lshlrev_b16_e32 v24, 7, v24
	v_max_u16_sdwa v24, v24, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v32
	v_fmac_f32_e32 v24, 0, v24
	v_pk_mul_f32 v[36:37], v[24:25], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v26, 16, v37
	v_lshrrev_b32_e32 v34, 16, v36
	v_pk_mul_f32 v[36:37], v[24:25], v[38:39] op_sel_hi:[0,1]
	v_and_b32_e32 v39, 0xffff0000, v22
	v_lshlrev_b32_e32 v38, 16, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	v_and_b32_sdwa v22, v86, s5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_eq_u16_e32 vcc, s5, v22
	v_lshlrev_b16_e32 v22, 7, v22
	v_max_u16_sdwa v22, v22, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	v_fmac_f32_e32 v22, 0, v22
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v36, v36, v85, s[0:1]
	v_cndmask_b32_e64 v37, v37, v85, s[0:1]
	v_cndmask_b32_e64 v34, v34, v85, s[0:1]
	v_cndmask_b32_e64 v26, v26, v85, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshlrev_b32_e32 v40, 16, v32
	v_pk_mul_f32 v[38:39], v[22:23], v[38:39] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v37, v37, v36, s6
	v_perm_b32 v36, v26, v34, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v26, 16, v39
	v_lshrrev_b32_e32 v32, 16, v38
	v_pk_mul_f32 v[38:39], v[22:23], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v34, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v32, v32, v85, vcc
	v_cndmask_b32_e32 v26, v26, v85, vcc
	v_cndmask_b32_e32 v38, v38, v85, vcc
	v_cndmask_b32_e32 v34, v34, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v39, v34, v38, s6
	v_perm_b32 v38, v26, v32, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v26, 24, v35
	v_lshrrev_b16_e32 v32, 8, v35
	v_lshrrev_b32_e32 v34, 24, v33
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v26, v26, v35, 16
	v_perm_b32 v32, v32, v35, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v35, 8, v33
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x8_bf16 v[0:15], v[38:39], v[36:37], v[0:15]
	v_alignbit_b32 v38, v34, v33, 16
	v_perm_b32 v39, v35, v33, s6
	v_pk_lshlrev_b16 v36, 8, v32 op_sel_hi:[0,1]
	v_cvt_pk_f32_fp8_sdwa v[32:33], v28 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[34:35], v30 src0_sel:WORD_1
	v_pk_lshlrev_b16 v26, 8, v26 op_sel_hi:[0,1]
	v_perm_b32 v28, v34, v32, s8
	v_perm_b32 v30, v35, v33, s8
	v_cvt_f32_f16_e32 v32, v36
	v_cvt_f32_f16_sdwa v33, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v34, v26
	v_cvt_f32_f16_sdwa v35, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v26, v79 offset:32
	ds_read_u16 v36, v80 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[32:33], v[24:25], v[32:33] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v37, 16, v32
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v26, v36, v26, s6
	v_lshrrev_b32_e32 v36, 16, v33
	v_pk_mul_f32 v[32:33], v[24:25], v[34:35] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v32, v32, v85, s[0:1]
	v_cndmask_b32_e64 v33, v33, v85, s[0:1]
	v_cndmask_b32_e64 v34, v37, v85, s[0:1]
	v_cndmask_b32_e64 v35, v36, v85, s[0:1]
	v_perm_b32 v33, v33, v32, s6
	v_perm_b32 v32, v35, v34, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v35, 0xffff0000, v28
	v_lshlrev_b32_e32 v34, 16, v28
	v_and_b32_e32 v37, 0xffff0000, v30
	v_lshlrev_b32_e32 v36, 16, v30
	v_pk_mul_f32 v[34:35], v[22:23], v[34:35] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v28, 16, v35
	v_lshrrev_b32_e32 v30, 16, v34
	v_pk_mul_f32 v[34:35], v[22:23], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v30, v30, v85, vcc
	v_cndmask_b32_e32 v28, v28, v85, vcc
	v_cndmask_b32_e32 v34, v34, v85, vcc
	v_cndmask_b32_e32 v35, v35, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v35, v35, v34, s6
	v_perm_b32 v34, v28, v30, s6
	v_and_b32_e32 v28, 0x7070707, v26
	v_lshl_or_b32 v30, v26, 4, v84
	v_perm_b32 v28, s7, v83, v28
	v_and_b32_e32 v28, v28, v30
	v_lshrrev_b32_e32 v30, 4, v26
	v_and_b32_e32 v30, 0x7070707, v30
	v_or_b32_e32 v26, 0x7f7f7f7f, v26
	v_perm_b32 v30, s7, v83, v30
	v_and_b32_e32 v26, v30, v26
	v_mfma_f32_32x32x8_bf16 v[0:15], v[34:35], v[32:33], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[32:33], v28
	v_cvt_pk_f32_fp8_e32 v[34:35], v26
	v_pk_lshlrev_b16 v36, 8, v39 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v37, 8, v38 op_sel_hi:[0,1]
	v_perm_b32 v30, v34, v32, s8
	v_perm_b32 v38, v35, v33, s8
	v_cvt_f32_f16_e32 v34, v36
	v_cvt_f32_f16_sdwa v35, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v32, v37
	v_cvt_f32_f16_sdwa v33, v37 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v36, v77 offset:48
	ds_read_u16 v37, v78 offset:48
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[34:35], v[24:25], v[34:35] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v35, 16, v35
	v_pk_mul_f32 v[32:33], v[24:25], v[32:33] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v32, v32, v85, s[0:1]
	v_cndmask_b32_e64 v33, v33, v85, s[0:1]
	v_cndmask_b32_e64 v34, v34, v85, s[0:1]
	v_cndmask_b32_e64 v35, v35, v85, s[0:1]
	v_perm_b32 v33, v33, v32, s6
	v_perm_b32 v32, v35, v34, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v35, 0xffff0000, v30
	v_lshlrev_b32_e32 v34, 16, v30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v39, v37, v36, s6
	v_and_b32_e32 v37, 0xffff0000, v38
	v_lshlrev_b32_e32 v36, 16, v38
	v_pk_mul_f32 v[34:35], v[22:23], v[34:35] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v30, 16, v35
	v_lshrrev_b32_e32 v38, 16, v34
	v_pk_mul_f32 v[34:35], v[22:23], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v36, v38, v85, vcc
	v_cndmask_b32_e32 v30, v30, v85, vcc
	v_cndmask_b32_e32 v34, v34, v85, vcc
	v_cndmask_b32_e32 v35, v35, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v35, v35, v34, s6
	v_perm_b32 v34, v30, v36, s6
	v_and_b32_e32 v30, 0x7070707, v39
	v_lshl_or_b32 v36, v39, 4, v84
	v_perm_b32 v30, s7, v83, v30
	v_and_b32_e32 v30, v30, v36
	v_lshrrev_b32_e32 v36, 4, v39
	v_and_b32_e32 v36, 0x7070707, v36
	v_or_b32_e32 v37, 0x7f7f7f7f, v39
	v_perm_b32 v36, s7, v83, v36
	v_and_b32_e32 v40, v36, v37
	v_cvt_pk_f32_fp8_sdwa v[36:37], v28 src0_sel:WORD_1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[34:35], v[32:33], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[34:35], v26 src0_sel:WORD_1
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v26, v79 offset:48
	ds_read_u16 v28, v80 offset:48
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_pk_f32_fp8_e32 v[32:33], v30
	v_perm_b32 v39, v34, v36, s8
	v_perm_b32 v38, v35, v37, s8
	v_cvt_pk_f32_fp8_e32 v[34:35], v40
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v26, v28, v26, s6
	v_and_b32_e32 v28, 0x7070707, v26
	v_perm_b32 v28, s7, v83, v28
	v_perm_b32 v37, v34, v32, s8
	v_perm_b32 v35, v35, v33, s8
	v_cvt_pk_f32_fp8_sdwa v[32:33], v30 src0_sel:WORD_1
	v_lshl_or_b32 v30, v26, 4, v84
	v_cvt_pk_f32_fp8_sdwa v[40:41], v40 src0_sel:WORD_1
	v_and_b32_e32 v28, v28, v30
	v_lshrrev_b32_e32 v30, 4, v26
	v_and_b32_e32 v30, 0x7070707, v30
	v_or_b32_e32 v26, 0x7f7f7f7f, v26
	v_perm_b32 v30, s7, v83, v30
	v_and_b32_e32 v26, v30, v26
	v_perm_b32 v36, v40, v32, s8
	v_perm_b32 v34, v41, v33, s8
	v_cvt_pk_f32_fp8_e32 v[32:33], v28
	v_cvt_pk_f32_fp8_e32 v[40:41], v26
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v30, 24, v29
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v30, v30, v29, 16
	v_perm_b32 v45, v40, v32, s8
	v_perm_b32 v87, v41, v33, s8
	v_cvt_pk_f32_fp8_sdwa v[32:33], v28 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[40:41], v26 src0_sel:WORD_1
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v26, 24, v31
	v_lshrrev_b16_e32 v28, 8, v31
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v26, v26, v31, 16
	v_perm_b32 v28, v28, v31, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v31, 8, v29
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v31, v31, v29, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v29, 24, v27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v95, v40, v32, s8
	v_alignbit_b32 v40, v29, v27, 16
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v29, 8, v27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v32, v29, v27, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v27, 24, v25
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v88, v27, v25, 16
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v27, 8, v25
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v42, v27, v25, s6
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b32_e32 v25, 24, v23
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v90, v25, v23, 16
	.loc	1 36 13                         ; k_mx.py:36:13
	v_lshrrev_b16_e32 v25, 8, v23
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v25, v23, s6
	v_pk_lshlrev_b16 v25, 8, v26 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v26, v25
	v_cvt_f32_f16_sdwa v27, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v25, 8, v28 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v28, v25
	v_cvt_f32_f16_sdwa v29, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[26:27], v[24:25], v[26:27] op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v91, 8, v90 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v23, 8, v23 op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v29, 8, v31 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v31, 8, v30 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v28, v29
	v_cvt_f32_f16_sdwa v29, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v30, v31
	v_cvt_f32_f16_sdwa v31, v31 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_perm_b32 v100, v41, v33, s8
	v_pk_lshlrev_b16 v33, 8, v32 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v41, 8, v40 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v90, v91
	v_cvt_f32_f16_sdwa v91, v91 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v92, v23
	v_cvt_f32_f16_sdwa v93, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v23, v81, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_cvt_f32_f16_e32 v32, v33
	v_cvt_f32_f16_sdwa v33, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v40, v41
	v_cvt_f32_f16_sdwa v41, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v89, 8, v88 op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v94, v23, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_lshlrev_b16 v43, 8, v42 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v88, v89
	v_cvt_f32_f16_sdwa v89, v89 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_fmac_f32_e32 v94, 0, v94
	v_lshrrev_b32_e32 v23, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	v_lshrrev_b32_e32 v25, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_cvt_f32_f16_e32 v42, v43
	v_cvt_f32_f16_sdwa v43, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[28:29], v[94:95], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[94:95], v[30:31] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v26, v26, v85, s[0:1]
	v_cndmask_b32_e64 v25, v25, v85, s[0:1]
	v_cndmask_b32_e64 v24, v24, v85, s[0:1]
	v_cndmask_b32_e64 v23, v23, v85, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[30:31], v[94:95], v[90:91] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v91, v25, v26, s6
	v_perm_b32 v90, v23, v24, s6
	v_cmp_eq_u16_sdwa s[0:1], v44, s5 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v23, 16, v29
	v_lshrrev_b32_e32 v24, 16, v28
	v_lshrrev_b32_e32 v25, 16, v97
	v_lshrrev_b32_e32 v26, 16, v96
	v_pk_mul_f32 v[98:99], v[94:95], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[94:95], v[40:41] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v26, v26, v85, s[0:1]
	v_cndmask_b32_e64 v25, v25, v85, s[0:1]
	v_cndmask_b32_e64 v24, v24, v85, s[0:1]
	v_cndmask_b32_e64 v23, v23, v85, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v25, v25, v26, s6
	v_perm_b32 v24, v23, v24, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v23, 16, v99
	v_lshrrev_b32_e32 v26, 16, v98
	v_lshrrev_b32_e32 v27, 16, v41
	v_lshrrev_b32_e32 v28, 16, v40
	v_pk_mul_f32 v[42:43], v[94:95], v[42:43] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v28, v28, v85, s[0:1]
	v_cndmask_b32_e64 v27, v27, v85, s[0:1]
	v_cndmask_b32_e64 v26, v26, v85, s[0:1]
	v_cndmask_b32_e64 v23, v23, v85, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v29, 16, v89
	v_lshrrev_b32_e32 v40, 16, v88
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v27, v27, v28, s6
	v_perm_b32 v26, v23, v26, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v23, 16, v43
	v_lshrrev_b32_e32 v28, 16, v42
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v40, v40, v85, s[0:1]
	v_cndmask_b32_e64 v29, v29, v85, s[0:1]
	v_cndmask_b32_e64 v28, v28, v85, s[0:1]
	v_cndmask_b32_e64 v23, v23, v85, s[0:1]
	v_perm_b32 v29, v29, v40, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v39
	v_lshlrev_b32_e32 v40, 16, v39
	v_and_b32_e32 v39, 0xffff0000, v38
	v_lshlrev_b32_e32 v38, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_perm_b32 v28, v23, v28, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[40:41], v[22:23], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[22:23], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v38, 16, v41
	v_lshrrev_b32_e32 v39, 16, v40
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v22, 16, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v39, v39, v85, vcc
	v_cndmask_b32_e32 v38, v38, v85, vcc
	v_cndmask_b32_e32 v22, v22, v85, vcc
	v_cndmask_b32_e32 v23, v23, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v23, v22, s6
	v_perm_b32 v22, v38, v39, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v42, v81, v86 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[32:33], v[94:95], v[92:93] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v94, v42, v82 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v39, 0xffff0000, v37
	v_lshlrev_b32_e32 v38, 16, v37
	v_and_b32_e32 v41, 0xffff0000, v35
	v_lshlrev_b32_e32 v40, 16, v35
	v_fmac_f32_e32 v94, 0, v94
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[90:91], v[0:15]
	v_and_b32_e32 v23, 0xffff0000, v36
	v_lshlrev_b32_e32 v22, 16, v36
	v_and_b32_e32 v37, 0xffff0000, v45
	v_lshlrev_b32_e32 v36, 16, v45
	v_mul_f32_e64 v96, v94, v38
	v_mul_f32_e64 v97, v94, v39
	v_pk_mul_f32 v[98:99], v[94:95], v[40:41] op_sel_hi:[0,1]
	v_and_b32_e32 v89, 0xffff0000, v87
	v_lshlrev_b32_e32 v88, 16, v87
	v_pk_mul_f32 v[40:41], v[94:95], v[36:37] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v86, s5 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v36, 16, v97
	v_lshrrev_b32_e32 v37, 16, v96
	v_lshrrev_b32_e32 v86, 16, v99
	v_lshrrev_b32_e32 v87, 16, v98
	v_pk_mul_f32 v[38:39], v[94:95], v[88:89] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v88, v37, v85, vcc
	v_cndmask_b32_e32 v36, v36, v85, vcc
	v_cndmask_b32_e32 v37, v87, v85, vcc
	v_cndmask_b32_e32 v86, v86, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v37, v86, v37, s6
	v_perm_b32 v36, v36, v88, s6
	v_and_b32_e32 v35, 0xffff0000, v34
	v_lshlrev_b32_e32 v34, 16, v34
	v_pk_mul_f32 v[44:45], v[94:95], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[94:95], v[34:35] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[36:37], v[24:25], v[0:15]
	v_lshrrev_b32_e32 v45, 16, v45
	v_lshrrev_b32_e32 v44, 16, v44
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v42, 16, v42
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v44, v44, v85, vcc
	v_cndmask_b32_e32 v45, v45, v85, vcc
	v_cndmask_b32_e32 v42, v42, v85, vcc
	v_cndmask_b32_e32 v24, v43, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v24, v42, s6
	v_perm_b32 v24, v45, v44, s6
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[26:27], v[0:15]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v36, v40, v85, vcc
	v_cndmask_b32_e32 v37, v41, v85, vcc
	v_cndmask_b32_e32 v38, v38, v85, vcc
	v_cndmask_b32_e32 v24, v39, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v24, v38, s6
	v_perm_b32 v24, v37, v36, s6
	v_and_b32_e32 v91, 0xffff0000, v95
	v_lshlrev_b32_e32 v90, 16, v95
	v_and_b32_e32 v93, 0xffff0000, v100
	v_lshlrev_b32_e32 v92, 16, v100
	v_pk_mul_f32 v[34:35], v[94:95], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[94:95], v[92:93] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[28:29], v[0:15]
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v22, 16, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v26, v34, v85, vcc
	v_cndmask_b32_e32 v27, v35, v85, vcc
	v_cndmask_b32_e32 v22, v22, v85, vcc
	v_cndmask_b32_e32 v23, v23, v85, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v23, v22, s6
	v_perm_b32 v22, v27, v26, s6
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v30, v30, v85, s[0:1]
	v_cndmask_b32_e64 v31, v31, v85, s[0:1]
	v_cndmask_b32_e64 v24, v32, v85, s[0:1]
	v_cndmask_b32_e64 v26, v33, v85, s[0:1]
	v_perm_b32 v25, v31, v30, s6
	v_perm_b32 v24, v26, v24, s6
	.loc	1 46 15                         ; k_mx.py:46:15
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[24:25], v[0:15]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s12, 0
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
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc1 .LBB0_4
.LBB0_6:                                ; %.critedge
	.loc	1 47 22 is_stmt 0               ; k_mx.py:47:22
	v_mul_lo_u32 v18, s13, v47
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	v_or_b32_e32 v16, s15, v46
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
		.amdhsa_next_free_vgpr 106
		.amdhsa_next_free_sgpr 49
		.amdhsa_accum_offset 108
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
	.set .Lmx_matmul.num_vgpr, 106
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 49
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7508
; TotalNumSgprs: 55
; NumVgprs: 106
; NumAgprs: 0
; TotalNumVgprs: 106
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 55
; NumVGPRsForWavesPerEU: 106
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
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     106
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

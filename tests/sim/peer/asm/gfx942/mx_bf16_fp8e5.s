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
	s_lshr_b32 s26, s0, 6
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s12, s15, 5
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_and_b32_e32 v1, 32, v0
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v36, 31, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v37, 3, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 29 10                         ; k_mx.py:29:10
	s_or_b32 s0, s26, s12
	s_or_b32 s1, s0, 4
	s_or_b32 s5, s0, 8
	s_or_b32 s17, s0, 12
	s_or_b32 s19, s0, 16
	s_or_b32 s21, s0, 20
	s_or_b32 s23, s0, 24
	s_or_b32 s25, s0, 28
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s0, s0, s14
	s_mul_i32 s4, s1, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s16, s5, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s4, s2, s4
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s18, s17, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s5, s3, s5
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s20, s19, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s22, s21, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s24, s23, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s28, s25, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s2, s2, s28
	s_addc_u32 s3, s3, s29
	.loc	1 43 50 is_stmt 1               ; k_mx.py:43:50
	s_ashr_i32 s27, s14, 31
	s_lshr_b32 s27, s27, 27
	s_add_i32 s27, s14, s27
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v36
	.loc	1 43 50                         ; k_mx.py:43:50
	s_ashr_i32 s27, s27, 5
	.loc	1 43 35 is_stmt 0               ; k_mx.py:43:35
	v_mul_lo_u32 v4, s27, v2
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 29 34 is_stmt 1               ; k_mx.py:29:34
	v_and_b32_e32 v38, 63, v0
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[4:5]
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 1, v0
	v_and_b32_e32 v5, 15, v0
	v_bfe_i32 v0, v0, 4, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v6, s26, 6, v38
	v_and_b32_e32 v2, 28, v2
	v_and_b32_e32 v0, 0x404, v0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v7, 2, v6
	v_xor_b32_e32 v0, v2, v0
	v_and_b32_e32 v3, 60, v7
	v_xor_b32_e32 v0, v0, v37
	v_xor_b32_e32 v3, v3, v2
	v_lshl_or_b32 v2, v5, 6, v0
	v_lshlrev_b32_e32 v0, 1, v6
	s_lshl_b32 s6, s26, 3
	v_xor_b32_e32 v11, s6, v0
	v_lshlrev_b32_e32 v0, 3, v5
	v_lshrrev_b32_e32 v1, 2, v1
	v_xor_b32_e32 v0, v0, v1
	v_lshl_or_b32 v1, v36, 7, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshrrev_b32_e32 v0, 5, v6
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v8, 7, v7
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshlrev_b32_e32 v6, 3, v0
	v_mul_lo_u32 v39, v8, s13
	v_or_b32_e32 v8, 6, v6
	v_mul_lo_u32 v40, s13, v8
	v_or_b32_e32 v8, 5, v6
	v_mul_lo_u32 v41, s13, v8
	v_or_b32_e32 v8, 4, v6
	v_lshl_or_b32 v3, v36, 6, v3
	v_mul_lo_u32 v42, s13, v8
	v_or_b32_e32 v8, 3, v6
	v_mul_lo_u32 v0, s13, v0
	v_xor_b32_e32 v4, 4, v3
	v_xor_b32_e32 v7, 8, v2
	v_xor_b32_e32 v9, 16, v2
	v_xor_b32_e32 v10, 24, v2
	v_xor_b32_e32 v12, 32, v11
	v_xor_b32_e32 v13, 64, v11
	v_xor_b32_e32 v14, 0x60, v11
	v_xor_b32_e32 v5, 16, v1
	v_xor_b32_e32 v15, 32, v1
	v_xor_b32_e32 v20, 48, v1
	v_xor_b32_e32 v21, 64, v1
	v_xor_b32_e32 v22, 0x50, v1
	v_xor_b32_e32 v23, 0x60, v1
	v_xor_b32_e32 v24, 0x70, v1
	v_mul_lo_u32 v43, s13, v8
	v_or_b32_e32 v8, 2, v6
	v_mul_lo_u32 v6, s13, v6
	v_lshlrev_b32_e32 v46, 3, v0
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s6, s13, 6
	v_mul_lo_u32 v44, s13, v8
	v_add_u32_e32 v45, s13, v6
	s_mov_b32 s7, 0
	s_mov_b32 s8, 0xc0c0004
	v_add_u32_e32 v47, 0, v3
	v_add_u32_e32 v48, 0, v4
	v_add_u32_e32 v49, 0, v2
	v_add_u32_e32 v50, 0, v7
	v_add_u32_e32 v51, 0, v9
	v_add_u32_e32 v52, 0, v10
	s_movk_i32 s9, 0xff
	v_add_u32_e32 v53, 0, v11
	v_add_u32_e32 v54, 0, v12
	v_add_u32_e32 v55, 0, v13
	v_add_u32_e32 v56, 0, v14
	v_add_u32_e32 v57, 0, v1
	v_add_u32_e32 v58, 0, v5
	v_add_u32_e32 v59, 0, v15
	v_add_u32_e32 v60, 0, v20
	v_add_u32_e32 v61, 0, v21
	v_add_u32_e32 v62, 0, v22
	v_add_u32_e32 v63, 0, v23
	v_add_u32_e32 v64, 0, v24
	s_mov_b32 s27, 0x5040100
	v_mov_b32_e32 v65, 0x7fc0
	v_mov_b32_e32 v66, 7
	v_mov_b32_e32 v67, 64
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
	s_mov_b32 s28, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v26, s7, v43
	v_add_u32_e32 v28, s7, v41
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[26:27], v[18:19], 0, v[26:27]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v24, s7, v44
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[28:29], v[18:19], 0, v[28:29]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v30, v[26:27], off
	global_load_ubyte v31, v[28:29], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v26, s7, v42
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[24:25]
	v_lshl_add_u64 v[26:27], v[18:19], 0, v[26:27]
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	v_add_u32_e32 v20, s28, v38
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v22, s7, v46
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v28, v[26:27], off
	global_load_ubyte v29, v[24:25], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v24, s7, v45
	.loc	1 36 21 is_stmt 1               ; k_mx.py:36:21
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[24:25]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v26, v[24:25], off
	global_load_ubyte v27, v[22:23], off
	.loc	1 36 21 is_stmt 1               ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[20:21]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ushort v79, v[22:23], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[20:21]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v96, v[22:23], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[16:17], 0, v[20:21]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v97, v[22:23], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[18:19], 0, v[20:21]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v98, v[22:23], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[20:21], 0, v[20:21]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v99, v[22:23], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[22:23], 0, v[20:21]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v100, v[22:23], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[22:23], s[24:25], 0, v[20:21]
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v101, v[22:23], off
	global_load_ushort v102, v[20:21], off
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_add_u32_e32 v22, s7, v39
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v24, v[22:23], off
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v22, s7, v40
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v22, v[22:23], off
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	s_ashr_i32 s30, s28, 5
	.loc	1 43 26                         ; k_mx.py:43:26
	s_ashr_i32 s31, s30, 31
	v_lshl_add_u64 v[20:21], v[16:17], 0, s[30:31]
	.loc	1 43 18 is_stmt 0               ; k_mx.py:43:18
	global_load_ushort v68, v[20:21], off
	.loc	1 37 13 is_stmt 1               ; k_mx.py:37:13
	s_barrier
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s28, s28, 64
	s_add_i32 s7, s7, s6
	s_cmp_lt_i32 s28, s14
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(14)
	v_perm_b32 v23, v28, v31, s8
	s_waitcnt vmcnt(13)
	v_perm_b32 v21, v29, v30, s8
	s_waitcnt vmcnt(11)
	v_perm_b32 v20, v27, v26, s8
	v_lshl_or_b32 v20, v21, 16, v20
	s_waitcnt vmcnt(1)
	v_perm_b32 v22, v22, v24, s8
	v_lshl_or_b32 v21, v22, 16, v23
	ds_write_b32 v47, v20
	ds_write_b32 v48, v21
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[20:21], v49 offset1:8
	ds_read2_b32 v[22:23], v50 offset1:8
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(0)
	v_lshlrev_b16_sdwa v77, v66, v68 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v78, v77, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u16_sdwa vcc, v68, s9 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b16_e32 v24, 8, v20
	v_lshrrev_b32_e32 v25, 24, v20
	v_lshrrev_b16_e32 v26, 8, v21
	v_lshrrev_b32_e32 v27, 24, v21
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v25, v25, v20, 16
	v_perm_b32 v24, v24, v20, s27
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v20, 24, v22
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v74, v27, v21, 16
	v_perm_b32 v76, v26, v21, s27
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b32_e32 v21, 24, v23
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v26, v20, v22, 16
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b16_e32 v20, 8, v23
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v69, v21, v23, 16
	v_perm_b32 v71, v20, v23, s27
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read2_b32 v[20:21], v51 offset1:8
	v_lshrrev_b16_e32 v28, 8, v22
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v28, v22, s27
	v_pk_lshlrev_b16 v23, 8, v25 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v25, 8, v27 op_sel_hi:[0,1]
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v22, 24, v20
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v30, v22, v20, 16
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b16_e32 v22, 8, v20
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v28, v22, v20, s27
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b32_e32 v20, 24, v21
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v70, v20, v21, 16
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b16_e32 v20, 8, v21
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v73, v20, v21, s27
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read2_b32 v[20:21], v52 offset1:8
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_lshlrev_b16 v29, 8, v28 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v28, v29
	v_cvt_f32_f16_sdwa v29, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_fmac_f32_e32 v78, 0, v78
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v22, 24, v20
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v34, v22, v20, 16
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b16_e32 v22, 8, v20
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v32, v22, v20, s27
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b32_e32 v20, 24, v21
	.loc	1 46 15                         ; k_mx.py:46:15
	v_alignbit_b32 v72, v20, v21, 16
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshrrev_b16_e32 v20, 8, v21
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v75, v20, v21, s27
	v_pk_lshlrev_b16 v21, 8, v24 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v20, v21
	v_cvt_f32_f16_sdwa v21, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v24, v25
	v_cvt_f32_f16_sdwa v25, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v22, v23
	v_cvt_f32_f16_sdwa v23, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[90:91], v[78:79], v[28:29] op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v28, 8, v73 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v27, 8, v26 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v31, 8, v30 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v33, 8, v32 op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v35, 8, v34 op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[78:79], v[20:21] op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v21, 8, v76 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v76, v28
	v_cvt_f32_f16_sdwa v77, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v28, 8, v70 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v26, v27
	v_cvt_f32_f16_sdwa v27, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v30, v31
	v_cvt_f32_f16_sdwa v31, v31 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v32, v33
	v_cvt_f32_f16_sdwa v33, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v34, v35
	v_cvt_f32_f16_sdwa v35, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[86:87], v[78:79], v[24:25] op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v25, 8, v71 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v70, v28
	v_cvt_f32_f16_sdwa v71, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v28, 8, v75 op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[78:79], v[22:23] op_sel_hi:[0,1]
	v_pk_lshlrev_b16 v23, 8, v74 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v74, v28
	v_cvt_f32_f16_sdwa v75, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_lshlrev_b16 v28, 8, v72 op_sel_hi:[0,1]
	v_cvt_f32_f16_e32 v20, v21
	v_cvt_f32_f16_sdwa v21, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v24, v25
	v_cvt_f32_f16_sdwa v25, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v72, v28
	v_cvt_f32_f16_sdwa v73, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v28, v66, v68 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[84:85], v[78:79], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[78:79], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[78:79], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[78:79], v[32:33] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v78, v28, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_lshlrev_b16 v27, 8, v69 op_sel_hi:[0,1]
	v_fmac_f32_e32 v78, 0, v78
	v_pk_mul_f32 v[94:95], v[78:79], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[78:79], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[78:79], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[78:79], v[72:73] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v69, 16, v83
	v_lshrrev_b32_e32 v70, 16, v82
	v_lshrrev_b32_e32 v71, 16, v81
	v_lshrrev_b32_e32 v72, 16, v80
	v_cvt_f32_f16_e32 v22, v23
	v_cvt_f32_f16_sdwa v23, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v26, v27
	v_cvt_f32_f16_sdwa v27, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v72, v72, v65, vcc
	v_cndmask_b32_e32 v71, v71, v65, vcc
	v_cndmask_b32_e32 v70, v70, v65, vcc
	v_cndmask_b32_e32 v69, v69, v65, vcc
	v_perm_b32 v71, v71, v72, s27
	v_perm_b32 v70, v69, v70, s27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[92:93], v[78:79], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[78:79], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[78:79], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[78:79], v[74:75] op_sel_hi:[0,1]
	.loc	1 36 13                         ; k_mx.py:36:13
	s_barrier
	ds_write_b16 v53, v79
	ds_write_b16 v53, v99 offset:2048
	ds_write_b16 v54, v96 offset:512
	ds_write_b16 v54, v100 offset:2560
	ds_write_b16 v55, v97 offset:1024
	ds_write_b16 v55, v101 offset:3072
	ds_write_b16 v56, v98 offset:1536
	ds_write_b16 v56, v102 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[72:73], v57
	ds_read_b64 v[74:75], v58
	ds_read_b64 v[76:77], v59
	ds_read_b64 v[78:79], v60
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[70:71], v[72:73], v[0:15]
	v_lshrrev_b32_e32 v69, 16, v87
	v_lshrrev_b32_e32 v70, 16, v86
	v_lshrrev_b32_e32 v71, 16, v85
	v_lshrrev_b32_e32 v72, 16, v84
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v72, v72, v65, vcc
	v_cndmask_b32_e32 v71, v71, v65, vcc
	v_cndmask_b32_e32 v70, v70, v65, vcc
	v_cndmask_b32_e32 v69, v69, v65, vcc
	v_perm_b32 v71, v71, v72, s27
	v_perm_b32 v70, v69, v70, s27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v69, 16, v91
	v_lshrrev_b32_e32 v72, 16, v88
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[70:71], v[74:75], v[0:15]
	v_lshrrev_b32_e32 v70, 16, v90
	v_lshrrev_b32_e32 v71, 16, v89
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v72, v72, v65, vcc
	v_cndmask_b32_e32 v71, v71, v65, vcc
	v_cndmask_b32_e32 v70, v70, v65, vcc
	v_cndmask_b32_e32 v69, v69, v65, vcc
	v_perm_b32 v71, v71, v72, s27
	v_perm_b32 v70, v69, v70, s27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[70:71], v[76:77], v[0:15]
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v34, v34, v65, vcc
	v_cndmask_b32_e32 v35, v35, v65, vcc
	v_cndmask_b32_e32 v32, v32, v65, vcc
	v_cndmask_b32_e32 v69, v33, v65, vcc
	v_perm_b32 v33, v35, v34, s27
	v_perm_b32 v32, v69, v32, s27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v34, 16, v93
	v_lshrrev_b32_e32 v35, 16, v92
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[32:33], v[78:79], v[0:15]
	v_lshrrev_b32_e32 v32, 16, v95
	v_lshrrev_b32_e32 v33, 16, v94
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v68, s9 src0_sel:BYTE_1 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v35, v35, v65, vcc
	v_cndmask_b32_e32 v34, v34, v65, vcc
	v_cndmask_b32_e32 v68, v33, v65, vcc
	v_cndmask_b32_e32 v32, v32, v65, vcc
	v_perm_b32 v33, v34, v35, s27
	v_perm_b32 v32, v32, v68, s27
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b64 v[34:35], v61
	ds_read_b64 v[68:69], v62
	ds_read_b64 v[70:71], v63
	ds_read_b64 v[72:73], v64
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[32:33], v[34:35], v[0:15]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v28, v28, v65, vcc
	v_cndmask_b32_e32 v29, v29, v65, vcc
	v_cndmask_b32_e32 v30, v30, v65, vcc
	v_cndmask_b32_e32 v31, v31, v65, vcc
	v_perm_b32 v29, v29, v28, s27
	v_perm_b32 v28, v31, v30, s27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[28:29], v[68:69], v[0:15]
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	v_lshrrev_b32_e32 v30, 16, v23
	v_lshrrev_b32_e32 v31, 16, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v22, v24, v65, vcc
	v_cndmask_b32_e32 v23, v25, v65, vcc
	v_cndmask_b32_e32 v24, v26, v65, vcc
	v_cndmask_b32_e32 v25, v27, v65, vcc
	v_perm_b32 v23, v23, v22, s27
	v_perm_b32 v22, v25, v24, s27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v21, 16, v21
	v_lshrrev_b32_e32 v20, 16, v20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[70:71], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v20, v20, v65, vcc
	v_cndmask_b32_e32 v21, v21, v65, vcc
	v_cndmask_b32_e32 v24, v31, v65, vcc
	v_cndmask_b32_e32 v22, v30, v65, vcc
	v_perm_b32 v21, v21, v20, s27
	v_perm_b32 v20, v22, v24, s27
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[20:21], v[72:73], v[0:15]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s26, 0
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
	s_cmp_lg_u32 s26, 0
	s_cbranch_scc1 .LBB0_4
.LBB0_6:                                ; %.critedge
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v17, s12, v36
	.loc	1 47 22                         ; k_mx.py:47:22
	v_mul_lo_u32 v18, s13, v17
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v16, s15, v37
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
		.amdhsa_next_free_vgpr 103
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 104
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
	.set .Lmx_matmul.num_vgpr, 103
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 32
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3008
; TotalNumSgprs: 38
; NumVgprs: 103
; NumAgprs: 0
; TotalNumVgprs: 103
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 103
; AccumOffset: 104
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 25
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     103
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

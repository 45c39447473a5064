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
	s_lshr_b32 s28, s0, 6
	.loc	1 29 10                         ; k_mx.py:29:10
	s_lshl_b32 s12, s15, 5
	.loc	1 30 10                         ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v48, 31, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v49, 32, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 29 10                         ; k_mx.py:29:10
	s_or_b32 s0, s28, s12
	s_or_b32 s1, s0, 4
	s_or_b32 s4, s0, 8
	s_or_b32 s5, s0, 12
	s_or_b32 s17, s0, 16
	s_or_b32 s19, s0, 20
	s_or_b32 s21, s0, 24
	s_or_b32 s23, s0, 28
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s0, s0, s14
	s_mul_i32 s16, s1, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s18, s4, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s4, s2, s0
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s20, s5, s14
	s_mul_i32 s22, s17, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s5, s3, s1
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[0:1], s[16:17], 1
	s_add_u32 s16, s2, s0
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s24, s19, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s17, s3, s1
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[0:1], s[18:19], 1
	s_add_u32 s18, s2, s0
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s21, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s19, s3, s1
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[0:1], s[20:21], 1
	s_add_u32 s20, s2, s0
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s30, s23, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s21, s3, s1
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[0:1], s[22:23], 1
	s_add_u32 s22, s2, s0
	s_addc_u32 s23, s3, s1
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[0:1], s[24:25], 1
	s_add_u32 s24, s2, s0
	s_addc_u32 s25, s3, s1
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[0:1], s[26:27], 1
	s_add_u32 s26, s2, s0
	s_addc_u32 s27, s3, s1
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[0:1], s[30:31], 1
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	.loc	1 43 50 is_stmt 1               ; k_mx.py:43:50
	s_ashr_i32 s0, s14, 31
	s_lshr_b32 s0, s0, 27
	s_add_i32 s0, s14, s0
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v48
	.loc	1 43 50                         ; k_mx.py:43:50
	s_ashr_i32 s0, s0, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v50, 63, v0
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v4, s0, v2
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v1, s28, 6, v50
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v6, 3, v1
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[4:5]
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[2:3]
	v_lshrrev_b32_e32 v2, 1, v0
	v_and_b32_e32 v5, 15, v0
	v_bfe_i32 v0, v0, 4, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v51, 28, v6
	v_or_b32_e32 v54, 3, v6
	v_and_b32_e32 v3, 30, v6
	v_and_b32_e32 v0, 0x202, v0
	v_lshrrev_b32_e32 v6, 4, v49
	v_and_b32_e32 v2, 6, v2
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v3, v3, v2
	v_lshl_or_b32 v2, v5, 5, v0
	v_lshlrev_b32_e32 v0, 1, v1
	s_lshl_b32 s0, s28, 3
	v_xor_b32_e32 v1, s0, v0
	v_lshlrev_b32_e32 v0, 3, v5
	v_lshrrev_b32_e32 v5, 2, v49
	v_xor_b32_e32 v0, v0, v5
	v_lshl_or_b32 v3, v48, 5, v3
	v_lshl_or_b32 v5, v48, 7, v0
	v_xor_b32_e32 v4, 2, v3
	v_xor_b32_e32 v6, 4, v2
	v_xor_b32_e32 v7, 32, v1
	v_xor_b32_e32 v8, 64, v1
	v_xor_b32_e32 v9, 0x60, v1
	v_xor_b32_e32 v10, 16, v5
	v_xor_b32_e32 v11, 32, v5
	v_xor_b32_e32 v12, 48, v5
	v_xor_b32_e32 v13, 64, v5
	v_xor_b32_e32 v14, 0x50, v5
	v_xor_b32_e32 v15, 0x60, v5
	v_xor_b32_e32 v20, 0x70, v5
	v_mov_b32_e32 v0, 0
	v_or_b32_e32 v52, 1, v51
	v_or_b32_e32 v53, 2, v51
	s_mov_b32 s6, 0
	v_add_u32_e32 v55, 0, v3
	v_add_u32_e32 v56, 0, v4
	v_add_u32_e32 v57, 0, v2
	v_add_u32_e32 v58, 0, v6
	s_movk_i32 s7, 0xff
	s_mov_b32 s8, 0x5040100
	s_mov_b32 s9, 0xd4d0ccc8
	v_mov_b32_e32 v59, 0xc4c0b800
	v_mov_b32_e32 v60, 0x7f7f7f7f
	s_mov_b32 s29, 0x7060302
	v_add_u32_e32 v61, 0, v1
	v_add_u32_e32 v62, 0, v7
	v_add_u32_e32 v63, 0, v8
	v_add_u32_e32 v64, 0, v9
	v_add_u32_e32 v65, 0, v5
	v_add_u32_e32 v66, 0, v10
	v_add_u32_e32 v67, 0, v11
	v_add_u32_e32 v68, 0, v12
	v_add_u32_e32 v69, 0, v13
	v_add_u32_e32 v70, 0, v14
	v_add_u32_e32 v71, 0, v15
	v_add_u32_e32 v72, 0, v20
	v_mov_b32_e32 v73, 0x7fc0
	v_mov_b32_e32 v74, 7
	v_mov_b32_e32 v75, 64
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
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 34 15                         ; k_mx.py:34:15
	v_add_u32_e32 v20, s6, v50
	s_ashr_i32 s1, s6, 1
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s0, s6, 5
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v22, s1, v51
	v_or_b32_e32 v23, s1, v52
	v_or_b32_e32 v25, s1, v53
	v_or_b32_e32 v27, s1, v54
	.loc	1 43 26                         ; k_mx.py:43:26
	s_ashr_i32 s1, s0, 31
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v22, v22, s13
	v_mul_lo_u32 v24, v23, s13
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[30:31], v[16:17], 0, s[0:1]
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[20:21]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v26, v25, s13
	v_mul_lo_u32 v28, v27, s13
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[34:35], s[16:17], 0, v[20:21]
	v_lshl_add_u64 v[36:37], s[18:19], 0, v[20:21]
	v_lshl_add_u64 v[38:39], s[20:21], 0, v[20:21]
	v_lshl_add_u64 v[40:41], s[22:23], 0, v[20:21]
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ushort v76, v[30:31], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[30:31], s[24:25], 0, v[20:21]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ushort v77, v[32:33], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[32:33], s[26:27], 0, v[20:21]
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v80, v[34:35], off
	global_load_ushort v79, v[36:37], off
	global_load_ushort v78, v[38:39], off
	global_load_ushort v84, v[40:41], off
	global_load_ushort v83, v[30:31], off
	global_load_ushort v82, v[32:33], off
	global_load_ushort v81, v[20:21], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[24:25]
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[18:19], 0, v[28:29]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v28, v[22:23], off
	global_load_ubyte v29, v[26:27], off
	global_load_ubyte v30, v[20:21], off
	global_load_ubyte v31, v[24:25], off
	s_barrier
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_add_i32 s6, s6, 64
	s_cmp_lt_i32 s6, s14
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(12)
	v_cmp_eq_u16_sdwa vcc, v76, s7 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_eq_u16_sdwa s[0:1], v76, s7 src0_sel:BYTE_1 src1_sel:DWORD
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(3)
	v_lshlrev_b16_e32 v20, 8, v28
	s_waitcnt vmcnt(2)
	v_lshlrev_b16_e32 v21, 8, v29
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v20, v30, v20
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v21, v31, v21
	ds_write_b16 v55, v20
	ds_write_b16 v56, v21
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v20, v57
	ds_read_u16 v21, v57 offset:8
	ds_read_u16 v22, v57 offset:16
	ds_read_u16 v23, v58
	ds_read_u16 v24, v58 offset:8
	ds_read_u16 v25, v57 offset:24
	ds_read_u16 v26, v58 offset:16
	ds_read_u16 v27, v58 offset:24
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v20, v23, v20, s8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v21, v24, v21, s8
	v_and_b32_e32 v24, 0x7070707, v20
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v22, v26, v22, s8
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v23, v27, v25, s8
	v_lshrrev_b32_e32 v25, 4, v20
	v_and_b32_e32 v27, 0x7070707, v21
	v_lshrrev_b32_e32 v28, 4, v21
	v_lshl_or_b32 v29, v21, 4, v60
	v_or_b32_e32 v30, 0x7f7f7f7f, v21
	v_and_b32_e32 v21, 0x7070707, v22
	v_lshl_or_b32 v31, v22, 4, v60
	v_lshrrev_b32_e32 v32, 4, v22
	v_or_b32_e32 v33, 0x7f7f7f7f, v22
	v_and_b32_e32 v22, 0x7070707, v23
	v_lshl_or_b32 v34, v23, 4, v60
	v_lshrrev_b32_e32 v35, 4, v23
	v_or_b32_e32 v36, 0x7f7f7f7f, v23
	v_and_b32_e32 v23, 0x7070707, v25
	v_lshl_or_b32 v26, v20, 4, v60
	v_or_b32_e32 v20, 0x7f7f7f7f, v20
	v_perm_b32 v24, s9, v59, v24
	v_perm_b32 v23, s9, v59, v23
	v_perm_b32 v21, s9, v59, v21
	v_perm_b32 v22, s9, v59, v22
	v_and_b32_e32 v24, v24, v26
	v_and_b32_e32 v38, v23, v20
	v_and_b32_e32 v25, 0x7070707, v28
	v_and_b32_e32 v28, 0x7070707, v32
	v_and_b32_e32 v32, 0x7070707, v35
	v_and_b32_e32 v31, v21, v31
	v_and_b32_e32 v37, v22, v34
	v_cvt_pk_f32_fp8_e32 v[20:21], v24
	v_cvt_pk_f32_fp8_e32 v[34:35], v38
	v_cvt_pk_f32_fp8_sdwa v[22:23], v24 src0_sel:WORD_1
	v_perm_b32 v27, s9, v59, v27
	v_perm_b32 v25, s9, v59, v25
	v_perm_b32 v41, v34, v20, s29
	v_perm_b32 v42, v35, v21, s29
	v_cvt_pk_f32_fp8_sdwa v[34:35], v38 src0_sel:WORD_1
	v_and_b32_e32 v26, v27, v29
	v_and_b32_e32 v39, v25, v30
	v_cvt_pk_f32_fp8_e32 v[24:25], v26
	v_perm_b32 v34, v34, v22, s29
	v_perm_b32 v35, v35, v23, s29
	v_cvt_pk_f32_fp8_e32 v[22:23], v39
	v_perm_b32 v28, s9, v59, v28
	v_perm_b32 v32, s9, v59, v32
	v_cvt_pk_f32_fp8_sdwa v[26:27], v26 src0_sel:WORD_1
	v_and_b32_e32 v40, v28, v33
	v_and_b32_e32 v36, v32, v36
	v_cvt_pk_f32_fp8_e32 v[32:33], v37
	v_cvt_pk_f32_fp8_sdwa v[20:21], v37 src0_sel:WORD_1
	v_perm_b32 v37, v22, v24, s29
	v_perm_b32 v38, v23, v25, s29
	v_cvt_pk_f32_fp8_sdwa v[22:23], v39 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_e32 v[28:29], v31
	v_cvt_pk_f32_fp8_sdwa v[30:31], v31 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[24:25], v40 src0_sel:WORD_1
	v_perm_b32 v39, v22, v26, s29
	v_perm_b32 v43, v23, v27, s29
	v_cvt_pk_f32_fp8_e32 v[22:23], v40
	v_perm_b32 v91, v24, v30, s29
	v_perm_b32 v92, v25, v31, s29
	v_cvt_pk_f32_fp8_sdwa v[24:25], v36 src0_sel:WORD_1
	v_perm_b32 v85, v22, v28, s29
	v_perm_b32 v90, v23, v29, s29
	v_cvt_pk_f32_fp8_e32 v[22:23], v36
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v36, v74, v76 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_max_u16_sdwa v36, v36, v75 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v96, v24, v20, s29
	v_perm_b32 v93, v22, v32, s29
	v_perm_b32 v94, v23, v33, s29
	v_perm_b32 v98, v25, v21, s29
	v_and_b32_e32 v21, 0xffff0000, v41
	v_lshlrev_b32_e32 v20, 16, v41
	v_and_b32_e32 v23, 0xffff0000, v42
	v_lshlrev_b32_e32 v22, 16, v42
	v_fmac_f32_e32 v36, 0, v36
	v_pk_mul_f32 v[44:45], v[36:37], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[36:37], v[22:23] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v45, 16, v45
	v_lshrrev_b32_e32 v44, 16, v44
	v_lshrrev_b32_e32 v47, 16, v47
	v_lshrrev_b32_e32 v46, 16, v46
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v44, v44, v73, vcc
	v_cndmask_b32_e32 v45, v45, v73, vcc
	v_cndmask_b32_e32 v46, v46, v73, vcc
	v_cndmask_b32_e32 v47, v47, v73, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v47, v47, v46, s8
	v_perm_b32 v46, v45, v44, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	s_barrier
	ds_write_b16 v61, v77
	ds_write_b16 v61, v84 offset:2048
	ds_write_b16 v62, v80 offset:512
	ds_write_b16 v62, v83 offset:2560
	ds_write_b16 v63, v79 offset:1024
	ds_write_b16 v63, v82 offset:3072
	ds_write_b16 v64, v78 offset:1536
	ds_write_b16 v64, v81 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[78:79], v65
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v29, 0xffff0000, v37
	v_lshlrev_b32_e32 v28, 16, v37
	v_and_b32_e32 v31, 0xffff0000, v38
	v_lshlrev_b32_e32 v30, 16, v38
	v_and_b32_e32 v25, 0xffff0000, v34
	v_lshlrev_b32_e32 v24, 16, v34
	v_and_b32_e32 v27, 0xffff0000, v35
	v_lshlrev_b32_e32 v26, 16, v35
	v_and_b32_e32 v35, 0xffff0000, v43
	v_lshlrev_b32_e32 v34, 16, v43
	v_pk_mul_f32 v[42:43], v[36:37], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[36:37], v[30:31] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v42, 16, v42
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v42, v42, v73, vcc
	v_cndmask_b32_e32 v43, v43, v73, vcc
	v_cndmask_b32_e32 v40, v40, v73, vcc
	v_cndmask_b32_e32 v41, v41, v73, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[86:87], v[36:37], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[36:37], v[26:27] op_sel_hi:[0,1]
	v_perm_b32 v41, v41, v40, s8
	v_perm_b32 v40, v43, v42, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b64 v[42:43], v66
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[46:47], v[78:79], v[0:15]
	v_and_b32_e32 v21, 0xffff0000, v85
	v_lshlrev_b32_e32 v20, 16, v85
	v_lshrrev_b32_e32 v44, 16, v87
	v_lshrrev_b32_e32 v45, 16, v86
	v_lshrrev_b32_e32 v85, 16, v89
	v_lshrrev_b32_e32 v86, 16, v88
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v87, v45, v73, vcc
	v_cndmask_b32_e32 v44, v44, v73, vcc
	v_cndmask_b32_e32 v45, v86, v73, vcc
	v_cndmask_b32_e32 v85, v85, v73, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v45, v85, v45, s8
	v_perm_b32 v44, v44, v87, s8
	v_and_b32_e32 v33, 0xffff0000, v39
	v_lshlrev_b32_e32 v32, 16, v39
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[44:45], v[42:43], v[0:15]
	v_mul_f32_e64 v28, v36, v32
	v_mul_f32_e64 v29, v36, v33
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v32, v74, v76 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v23, 0xffff0000, v90
	v_lshlrev_b32_e32 v22, 16, v90
	v_and_b32_e32 v25, 0xffff0000, v91
	v_lshlrev_b32_e32 v24, 16, v91
	v_and_b32_e32 v31, 0xffff0000, v92
	v_lshlrev_b32_e32 v30, 16, v92
	v_and_b32_e32 v91, 0xffff0000, v93
	v_lshlrev_b32_e32 v90, 16, v93
	v_and_b32_e32 v93, 0xffff0000, v94
	v_lshlrev_b32_e32 v92, 16, v94
	v_and_b32_e32 v95, 0xffff0000, v96
	v_lshlrev_b32_e32 v94, 16, v96
	v_and_b32_e32 v97, 0xffff0000, v98
	v_lshlrev_b32_e32 v96, 16, v98
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v98, v32, v75 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[26:27], v[36:37], v[34:35] op_sel_hi:[0,1]
	v_fmac_f32_e32 v98, 0, v98
	.loc	1 36 13                         ; k_mx.py:36:13
	ds_read_b64 v[44:45], v67
	ds_read_b64 v[46:47], v68
	ds_read_b64 v[76:77], v69
	ds_read_b64 v[78:79], v70
	ds_read_b64 v[80:81], v71
	ds_read_b64 v[82:83], v72
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[44:45], v[0:15]
	v_mul_f32_e64 v34, v98, v24
	v_mul_f32_e64 v35, v98, v25
	v_mul_f32_e64 v24, v98, v92
	v_mul_f32_e64 v25, v98, v93
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v42, 16, v25
	v_lshrrev_b32_e32 v43, 16, v24
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v24, v28, v73, vcc
	v_cndmask_b32_e32 v28, v29, v73, vcc
	v_cndmask_b32_e32 v25, v26, v73, vcc
	v_cndmask_b32_e32 v26, v27, v73, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v26, v25, s8
	v_perm_b32 v24, v28, v24, s8
	v_pk_mul_f32 v[38:39], v[98:99], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[98:99], v[22:23] op_sel_hi:[0,1]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[46:47], v[0:15]
	v_mul_f32_e64 v22, v98, v94
	v_mul_f32_e64 v23, v98, v95
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	v_lshrrev_b32_e32 v26, 16, v23
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v23, v38, v73, s[0:1]
	v_cndmask_b32_e64 v27, v39, v73, s[0:1]
	v_cndmask_b32_e64 v28, v36, v73, s[0:1]
	v_cndmask_b32_e64 v24, v37, v73, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v24, v28, s8
	v_perm_b32 v24, v27, v23, s8
	v_pk_mul_f32 v[32:33], v[98:99], v[30:31] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v35, 16, v35
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[76:77], v[0:15]
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	v_lshrrev_b32_e32 v27, 16, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v22, v34, v73, s[0:1]
	v_cndmask_b32_e64 v28, v35, v73, s[0:1]
	v_cndmask_b32_e64 v23, v32, v73, s[0:1]
	v_cndmask_b32_e64 v24, v33, v73, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v24, v23, s8
	v_perm_b32 v22, v28, v22, s8
	v_pk_mul_f32 v[30:31], v[98:99], v[90:91] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v31, 16, v31
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[78:79], v[0:15]
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v24, v30, v73, s[0:1]
	v_cndmask_b32_e64 v25, v31, v73, s[0:1]
	v_cndmask_b32_e64 v28, v43, v73, s[0:1]
	v_cndmask_b32_e64 v22, v42, v73, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v28, s8
	v_perm_b32 v22, v25, v24, s8
	v_pk_mul_f32 v[20:21], v[98:99], v[96:97] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v21, 16, v21
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[80:81], v[0:15]
	v_lshrrev_b32_e32 v20, 16, v20
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v24, v27, v73, s[0:1]
	v_cndmask_b32_e64 v25, v26, v73, s[0:1]
	v_cndmask_b32_e64 v20, v20, v73, s[0:1]
	v_cndmask_b32_e64 v21, v21, v73, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v21, v21, v20, s8
	v_perm_b32 v20, v25, v24, s8
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[20:21], v[82:83], v[0:15]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s28, 0
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
	s_cmp_lg_u32 s28, 0
	s_cbranch_scc1 .LBB0_4
.LBB0_6:                                ; %.critedge
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v17, s12, v48
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v49
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
		.amdhsa_next_free_sgpr 32
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
; codeLenInByte = 3128
; TotalNumSgprs: 38
; NumVgprs: 100
; NumAgprs: 0
; TotalNumVgprs: 100
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 38
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     100
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

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
	v_and_b32_e32 v20, 31, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v21, 32, v0
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
	v_or_b32_e32 v2, s15, v20
	.loc	1 43 50                         ; k_mx.py:43:50
	s_ashr_i32 s0, s0, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v22, 63, v0
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v4, s0, v2
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v1, s28, 6, v22
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
	v_and_b32_e32 v23, 28, v6
	v_or_b32_e32 v26, 3, v6
	v_and_b32_e32 v3, 30, v6
	v_and_b32_e32 v0, 0x202, v0
	v_lshrrev_b32_e32 v6, 4, v21
	v_and_b32_e32 v2, 6, v2
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v3, v3, v2
	v_lshl_or_b32 v2, v5, 5, v0
	v_lshlrev_b32_e32 v0, 1, v1
	s_lshl_b32 s0, s28, 3
	v_xor_b32_e32 v1, s0, v0
	v_lshlrev_b32_e32 v0, 3, v5
	v_lshrrev_b32_e32 v5, 2, v21
	v_xor_b32_e32 v0, v0, v5
	v_lshl_or_b32 v3, v20, 5, v3
	v_lshl_or_b32 v5, v20, 7, v0
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
	v_xor_b32_e32 v45, 0x70, v5
	v_mov_b32_e32 v0, 0
	v_or_b32_e32 v24, 1, v23
	v_or_b32_e32 v25, 2, v23
	s_mov_b32 s6, 0
	v_add_u32_e32 v27, 0, v3
	v_add_u32_e32 v28, 0, v4
	v_add_u32_e32 v29, 0, v2
	v_add_u32_e32 v30, 0, v6
	s_movk_i32 s7, 0xff
	s_mov_b32 s8, 0x5040100
	s_mov_b32 s9, 0x46444240
	v_mov_b32_e32 v31, 0x3e3c3800
	s_mov_b32 s29, 0x80808080
	v_mov_b32_e32 v32, 0x5010400
	v_mov_b32_e32 v33, 0x7030602
	s_mov_b32 s30, 0x7060302
	v_add_u32_e32 v34, 0, v1
	v_add_u32_e32 v35, 0, v7
	v_add_u32_e32 v36, 0, v8
	v_add_u32_e32 v37, 0, v9
	v_add_u32_e32 v38, 0, v5
	v_add_u32_e32 v39, 0, v10
	v_add_u32_e32 v40, 0, v11
	v_add_u32_e32 v41, 0, v12
	v_add_u32_e32 v42, 0, v13
	v_add_u32_e32 v43, 0, v14
	v_add_u32_e32 v44, 0, v15
	v_add_u32_e32 v45, 0, v45
	v_mov_b32_e32 v46, 7
	v_mov_b32_e32 v47, 64
	v_mov_b32_e32 v48, 0x7e00
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
	v_add_u32_e32 v50, s6, v22
	s_ashr_i32 s1, s6, 1
	.loc	1 35 14                         ; k_mx.py:35:14
	s_ashr_i32 s0, s6, 5
	.loc	1 34 15                         ; k_mx.py:34:15
	v_or_b32_e32 v49, s1, v23
	v_or_b32_e32 v53, s1, v24
	v_or_b32_e32 v55, s1, v25
	v_or_b32_e32 v57, s1, v26
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 43 26                         ; k_mx.py:43:26
	s_ashr_i32 s1, s0, 31
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshlrev_b64 v[50:51], 1, v[50:51]
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[60:61], v[16:17], 0, s[0:1]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v52, v49, s13
	v_mul_lo_u32 v54, v53, s13
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_ushort v49, v[60:61], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[50:51]
	v_lshl_add_u64 v[62:63], s[16:17], 0, v[50:51]
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v56, v55, s13
	v_mul_lo_u32 v58, v57, s13
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[64:65], s[18:19], 0, v[50:51]
	v_lshl_add_u64 v[66:67], s[20:21], 0, v[50:51]
	v_lshl_add_u64 v[68:69], s[22:23], 0, v[50:51]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ushort v75, v[60:61], off
	global_load_ushort v76, v[62:63], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[60:61], s[24:25], 0, v[50:51]
	v_lshl_add_u64 v[62:63], s[26:27], 0, v[50:51]
	v_lshl_add_u64 v[50:51], s[2:3], 0, v[50:51]
	.loc	1 37 21 is_stmt 1               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v59, 31, v58
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ushort v77, v[64:65], off
	global_load_ushort v78, v[66:67], off
	global_load_ushort v79, v[68:69], off
	global_load_ushort v80, v[60:61], off
	global_load_ushort v81, v[62:63], off
	global_load_ushort v82, v[50:51], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[50:51], v[18:19], 0, v[52:53]
	v_lshl_add_u64 v[52:53], v[18:19], 0, v[54:55]
	v_lshl_add_u64 v[54:55], v[18:19], 0, v[56:57]
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[58:59]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v58, v[52:53], off
	global_load_ubyte v59, v[56:57], off
	global_load_ubyte v60, v[50:51], off
	global_load_ubyte v61, v[54:55], off
	s_barrier
	.loc	1 32 5 is_stmt 1                ; k_mx.py:32:5
	s_add_i32 s6, s6, 64
	s_cmp_lt_i32 s6, s14
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(12)
	v_lshlrev_b16_sdwa v51, v46, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b16_sdwa v50, v46, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_eq_u16_sdwa s[0:1], v49, s7 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_eq_u16_sdwa vcc, v49, s7 src0_sel:BYTE_1 src1_sel:DWORD
	v_max_u16_sdwa v49, v51, v47 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u16_sdwa v50, v50, v47 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v49, 0, v49
	v_fmac_f32_e32 v50, 0, v50
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(3)
	v_lshlrev_b16_e32 v51, 8, v58
	s_waitcnt vmcnt(2)
	v_lshlrev_b16_e32 v52, 8, v59
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v51, v60, v51
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v52, v61, v52
	ds_write_b16 v27, v51
	ds_write_b16 v28, v52
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v51, v29
	ds_read_u16 v68, v29 offset:8
	ds_read_u16 v69, v29 offset:16
	ds_read_u16 v70, v30
	ds_read_u16 v71, v30 offset:8
	ds_read_u16 v72, v29 offset:24
	ds_read_u16 v73, v30 offset:16
	ds_read_u16 v74, v30 offset:24
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v51, v70, v51, s8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v68, v71, v68, s8
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v69, v73, v69, s8
	v_perm_b32 v70, v74, v72, s8
	v_lshrrev_b32_e32 v72, 4, v51
	.loc	1 36 13                         ; k_mx.py:36:13
	s_barrier
	ds_write_b16 v34, v75
	ds_write_b16 v34, v79 offset:2048
	ds_write_b16 v35, v76 offset:512
	ds_write_b16 v35, v80 offset:2560
	ds_write_b16 v36, v77 offset:1024
	ds_write_b16 v36, v81 offset:3072
	ds_write_b16 v37, v78 offset:1536
	ds_write_b16 v37, v82 offset:3584
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v71, 0x7070707, v51
	v_and_b32_e32 v74, 0x7070707, v68
	v_lshrrev_b32_e32 v76, 4, v68
	v_lshrrev_b32_e32 v78, 4, v69
	v_lshrrev_b32_e32 v81, 4, v70
	v_and_b32_e32 v72, 0x7070707, v72
	v_lshlrev_b32_e32 v73, 4, v51
	v_lshlrev_b32_e32 v75, 4, v68
	v_and_b32_e32 v77, 0x7070707, v69
	v_and_b32_e32 v80, 0x7070707, v70
	v_perm_b32 v71, s9, v31, v71
	v_perm_b32 v74, s9, v31, v74
	v_and_b32_e32 v76, 0x7070707, v76
	v_and_b32_e32 v78, 0x7070707, v78
	v_and_b32_e32 v81, 0x7070707, v81
	v_perm_b32 v72, s9, v31, v72
	v_lshlrev_b32_e32 v79, 4, v69
	v_lshlrev_b32_e32 v82, 4, v70
	v_perm_b32 v77, s9, v31, v77
	v_perm_b32 v80, s9, v31, v80
	v_and_or_b32 v71, v73, s29, v71
	v_and_or_b32 v73, v75, s29, v74
	v_perm_b32 v74, s9, v31, v76
	v_perm_b32 v76, s9, v31, v78
	v_perm_b32 v78, s9, v31, v81
	v_and_or_b32 v51, v51, s29, v72
	v_and_or_b32 v75, v79, s29, v77
	v_and_or_b32 v77, v82, s29, v80
	v_perm_b32 v79, v71, 0, v32
	v_and_or_b32 v68, v68, s29, v74
	v_and_or_b32 v69, v69, s29, v76
	v_and_or_b32 v70, v70, s29, v78
	v_perm_b32 v78, v51, 0, v32
	v_perm_b32 v71, v71, 0, v33
	v_perm_b32 v72, v73, 0, v32
	v_perm_b32 v73, v73, 0, v33
	v_perm_b32 v74, v75, 0, v32
	v_perm_b32 v75, v75, 0, v33
	v_perm_b32 v76, v77, 0, v32
	v_perm_b32 v77, v77, 0, v33
	v_perm_b32 v51, v51, 0, v33
	v_perm_b32 v80, v68, 0, v32
	v_perm_b32 v68, v68, 0, v33
	v_perm_b32 v81, v69, 0, v32
	v_perm_b32 v69, v69, 0, v33
	v_perm_b32 v82, v70, 0, v32
	v_perm_b32 v70, v70, 0, v33
	v_perm_b32 v83, v78, v79, s8
	v_perm_b32 v78, v78, v79, s30
	v_perm_b32 v79, v51, v71, s8
	v_perm_b32 v51, v51, v71, s30
	v_perm_b32 v71, v80, v72, s8
	v_perm_b32 v72, v80, v72, s30
	v_perm_b32 v80, v68, v73, s8
	v_perm_b32 v73, v68, v73, s30
	v_perm_b32 v84, v81, v74, s8
	v_perm_b32 v74, v81, v74, s30
	v_perm_b32 v81, v69, v75, s8
	v_perm_b32 v75, v69, v75, s30
	v_perm_b32 v85, v82, v76, s8
	v_perm_b32 v76, v82, v76, s30
	v_perm_b32 v82, v70, v77, s8
	v_perm_b32 v70, v70, v77, s30
	v_fma_mixlo_f16 v68, v50, v83, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v69, v50, v83, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v77, v50, v78, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v78, v50, v78, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v68, v68, v48, s[0:1]
	v_cndmask_b32_e64 v87, v69, v48, s[0:1]
	v_cndmask_b32_e64 v69, v77, v48, s[0:1]
	v_cndmask_b32_e64 v77, v78, v48, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v69, v69, v77
	v_pack_b32_f16 v68, v68, v87
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[66:67], v38
	ds_read_b64 v[64:65], v39
	ds_read_b64 v[62:63], v40
	ds_read_b64 v[60:61], v41
	ds_read_b64 v[58:59], v42
	ds_read_b64 v[56:57], v43
	ds_read_b64 v[54:55], v44
	ds_read_b64 v[52:53], v45
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[66:67], v[0:15]
	v_fma_mixlo_f16 v83, v50, v79, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v79, v50, v79, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v86, v50, v51, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v51, v50, v51, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v77, v50, v71, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v71, v50, v71, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v78, v50, v72, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v72, v50, v72, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v66, v50, v80, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v67, v50, v80, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v68, v50, v73, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v69, v50, v73, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v50, v83, v48, s[0:1]
	v_cndmask_b32_e64 v79, v79, v48, s[0:1]
	v_cndmask_b32_e64 v83, v86, v48, s[0:1]
	v_cndmask_b32_e64 v51, v51, v48, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v51, v83, v51
	v_pack_b32_f16 v50, v50, v79
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v71, v71, v48, s[0:1]
	v_cndmask_b32_e64 v72, v72, v48, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[64:65], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v50, v77, v48, s[0:1]
	v_cndmask_b32_e64 v51, v78, v48, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v51, v51, v72
	v_pack_b32_f16 v50, v50, v71
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v66, v66, v48, s[0:1]
	v_cndmask_b32_e64 v67, v67, v48, s[0:1]
	v_cndmask_b32_e64 v68, v68, v48, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[62:63], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v50, v69, v48, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v51, v68, v50
	v_pack_b32_f16 v50, v66, v67
	v_fma_mixlo_f16 v73, v49, v84, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v80, v49, v84, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v79, v49, v74, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v74, v49, v74, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[60:61], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v63, v73, v48, vcc
	v_cndmask_b32_e32 v66, v80, v48, vcc
	v_cndmask_b32_e32 v67, v79, v48, vcc
	v_cndmask_b32_e32 v50, v74, v48, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v51, v67, v50
	v_pack_b32_f16 v50, v63, v66
	v_fma_mixlo_f16 v83, v49, v81, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v81, v49, v81, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[58:59], v[0:15]
	v_fma_mixlo_f16 v64, v49, v75, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v65, v49, v75, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v61, v83, v48, vcc
	v_cndmask_b32_e32 v63, v81, v48, vcc
	v_cndmask_b32_e32 v64, v64, v48, vcc
	v_cndmask_b32_e32 v50, v65, v48, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v51, v64, v50
	v_pack_b32_f16 v50, v61, v63
	v_fma_mixlo_f16 v75, v49, v85, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v84, v49, v85, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[56:57], v[0:15]
	v_fma_mixlo_f16 v71, v49, v76, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v72, v49, v76, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v59, v75, v48, vcc
	v_cndmask_b32_e32 v61, v84, v48, vcc
	v_cndmask_b32_e32 v63, v71, v48, vcc
	v_cndmask_b32_e32 v50, v72, v48, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v51, v63, v50
	v_pack_b32_f16 v50, v59, v61
	v_fma_mixlo_f16 v62, v49, v82, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v60, v49, v82, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[54:55], v[0:15]
	v_fma_mixlo_f16 v58, v49, v70, neg(0) op_sel_hi:[0,1,0]
	v_fma_mixlo_f16 v49, v49, v70, neg(0) op_sel:[0,1,0] op_sel_hi:[0,1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v56, v62, v48, vcc
	v_cndmask_b32_e32 v57, v60, v48, vcc
	v_cndmask_b32_e32 v58, v58, v48, vcc
	v_cndmask_b32_e32 v49, v49, v48, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pack_b32_f16 v51, v58, v49
	v_pack_b32_f16 v50, v56, v57
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[52:53], v[0:15]
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
	v_or_b32_e32 v17, s12, v20
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v21
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
		.amdhsa_next_free_vgpr 88
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 88
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
	.set .Lmx_matmul.num_vgpr, 88
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
; codeLenInByte = 2932
; TotalNumSgprs: 38
; NumVgprs: 88
; NumAgprs: 0
; TotalNumVgprs: 88
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 88
; AccumOffset: 88
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 21
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
    .vgpr_count:     88
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

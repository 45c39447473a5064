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
	s_lshl_b32 s1, s15, 4
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v2, 2, v0
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 4
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v40, 12, v2
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v41, s1, v1
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
	.loc	1 36 29 is_stmt 1               ; k_mx.py:36:29
	s_mul_i32 s1, s1, s14
	s_mul_i32 s24, s17, s14
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s17, s1, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s23, s16, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s16, s2, s1
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s1, s23, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s25, s18, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s18, s2, s23
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s19, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s19, s3, s1
	s_ashr_i32 s1, s24, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s27, s20, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s20, s2, s24
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s28, s21, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s21, s3, s1
	s_ashr_i32 s1, s25, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s30, s22, s14
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s22, s2, s25
	s_addc_u32 s23, s3, s1
	s_ashr_i32 s1, s26, 31
	s_add_u32 s24, s2, s26
	s_addc_u32 s25, s3, s1
	s_ashr_i32 s1, s27, 31
	s_add_u32 s26, s2, s27
	s_addc_u32 s27, s3, s1
	s_ashr_i32 s1, s28, 31
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s1
	s_ashr_i32 s1, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s1
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_ashr_i32 s1, s14, 31
	s_lshr_b32 s1, s1, 27
	s_add_i32 s1, s14, s1
	s_ashr_i32 s1, s1, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v0, 63, v0
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v1
	s_cmp_lt_u32 s12, 2
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v10, s12, 6, v0
	.loc	1 39 35                         ; k_mx.py:39:35
	v_mul_lo_u32 v4, s1, v41
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v6, s1, v2
	s_cselect_b32 s1, 0, 0x84
	.loc	1 32 5                          ; k_mx.py:32:5
	s_and_b32 s0, s0, 64
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v3, 1, v10
	.loc	1 32 5                          ; k_mx.py:32:5
	v_or_b32_e32 v42, s0, v0
	v_lshrrev_b32_e32 v0, 4, v10
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v12, 7, v3
	v_and_b32_e32 v13, 0x7f, v10
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshlrev_b32_e32 v10, 3, v0
	v_mul_lo_u32 v43, v12, s13
	v_or_b32_e32 v12, 6, v10
	.loc	1 33 30                         ; k_mx.py:33:30
	v_and_b32_e32 v11, 0x78, v3
	v_lshlrev_b32_e32 v19, 7, v1
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	v_mul_lo_u32 v44, s13, v12
	v_or_b32_e32 v12, 5, v10
	v_ashrrev_i32_e32 v3, 31, v2
	v_xor_b32_e32 v20, v1, v40
	v_xor_b32_e32 v1, v11, v1
	v_mul_lo_u32 v45, s13, v12
	v_or_b32_e32 v12, 4, v10
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[2:3]
	v_xor_b32_e32 v2, s1, v13
	v_or_b32_e32 v20, v20, v19
	v_or_b32_e32 v1, v1, v19
	v_mul_lo_u32 v46, s13, v12
	v_or_b32_e32 v12, 3, v10
	v_mul_lo_u32 v0, s13, v0
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v7, 31, v6
	v_xor_b32_e32 v3, 8, v2
	v_xor_b32_e32 v13, 16, v2
	v_xor_b32_e32 v14, 24, v2
	v_xor_b32_e32 v15, 32, v2
	v_xor_b32_e32 v16, 40, v2
	v_xor_b32_e32 v17, 48, v2
	v_xor_b32_e32 v18, 56, v2
	v_xor_b32_e32 v21, 16, v20
	v_xor_b32_e32 v22, 32, v20
	v_xor_b32_e32 v23, 48, v20
	v_xor_b32_e32 v11, 4, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	v_mul_lo_u32 v47, s13, v12
	v_or_b32_e32 v12, 2, v10
	v_mul_lo_u32 v10, s13, v10
	v_lshlrev_b32_e32 v50, 3, v0
	v_mov_b32_e32 v0, 0
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[6:7]
	s_mov_b32 s7, 0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_lshl_b32 s8, s13, 7
	v_mul_lo_u32 v48, s13, v12
	v_add_u32_e32 v49, s13, v10
	v_add_u32_e32 v51, 0, v2
	v_add_u32_e32 v52, 0, v3
	v_add_u32_e32 v53, 0, v13
	v_add_u32_e32 v54, 0, v14
	v_add_u32_e32 v55, 0, v15
	v_add_u32_e32 v56, 0, v16
	v_add_u32_e32 v57, 0, v17
	v_add_u32_e32 v58, 0, v18
	v_add_u32_e32 v59, 0, v20
	v_add_u32_e32 v60, 0, v21
	v_add_u32_e32 v61, 0, v22
	v_add_u32_e32 v62, 0, v23
	s_movk_i32 s9, 0xff
	s_mov_b32 s33, 0xc0c0004
	v_add_u32_e32 v63, 0, v1
	v_add_u32_e32 v64, 0, v11
	s_mov_b32 s6, 0x7b800000
	s_movk_i32 s34, 0x80
	v_mov_b32_e32 v65, 0x7fc0
	s_mov_b32 s35, 0x5040100
	v_mov_b32_e32 v66, 7
	v_mov_b32_e32 v67, 64
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s36, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 35 14                         ; k_mx.py:35:14
	v_add_u32_sdwa v10, v42, s36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_ashr_i32 s0, s36, 5
	.loc	1 37 29                         ; k_mx.py:37:29
	v_add_u32_e32 v12, s7, v50
	v_add_u32_e32 v14, s7, v49
	v_add_u32_e32 v16, s7, v48
	v_add_u32_e32 v18, s7, v47
	v_add_u32_e32 v20, s7, v46
	v_add_u32_e32 v22, s7, v45
	v_add_u32_e32 v24, s7, v44
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_add_u32_e32 v26, s7, v43
	.loc	1 36 21 is_stmt 1               ; k_mx.py:36:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 39 26                         ; k_mx.py:39:26
	s_ashr_i32 s1, s0, 31
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[10:11]
	v_lshl_add_u64 v[30:31], s[18:19], 0, v[10:11]
	v_lshl_add_u64 v[32:33], s[20:21], 0, v[10:11]
	v_lshl_add_u64 v[34:35], s[22:23], 0, v[10:11]
	v_lshl_add_u64 v[36:37], s[24:25], 0, v[10:11]
	v_lshl_add_u64 v[38:39], s[26:27], 0, v[10:11]
	v_lshl_add_u64 v[70:71], s[28:29], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[30:31], 0, v[10:11]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[12:13], v[8:9], 0, v[12:13]
	v_lshl_add_u64 v[14:15], v[8:9], 0, v[14:15]
	v_lshl_add_u64 v[16:17], v[8:9], 0, v[16:17]
	v_lshl_add_u64 v[18:19], v[8:9], 0, v[18:19]
	v_lshl_add_u64 v[20:21], v[8:9], 0, v[20:21]
	v_lshl_add_u64 v[22:23], v[8:9], 0, v[22:23]
	v_lshl_add_u64 v[24:25], v[8:9], 0, v[24:25]
	v_lshl_add_u64 v[26:27], v[8:9], 0, v[26:27]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v80, v[28:29], off
	global_load_ubyte v81, v[30:31], off
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[28:29], v[4:5], 0, s[0:1]
	.loc	1 43 26                         ; k_mx.py:43:26
	v_lshl_add_u64 v[30:31], v[6:7], 0, s[0:1]
	.loc	1 36 13                         ; k_mx.py:36:13
	global_load_ubyte v82, v[32:33], off
	global_load_ubyte v83, v[34:35], off
	global_load_ubyte v84, v[36:37], off
	global_load_ubyte v85, v[38:39], off
	global_load_ubyte v86, v[70:71], off
	global_load_ubyte v87, v[10:11], off
	.loc	1 37 13                         ; k_mx.py:37:13
	global_load_ubyte v72, v[18:19], off
	global_load_ubyte v73, v[20:21], off
	global_load_ubyte v74, v[16:17], off
	global_load_ubyte v75, v[14:15], off
	global_load_ubyte v76, v[12:13], off
	global_load_ubyte v77, v[22:23], off
	global_load_ubyte v78, v[26:27], off
	global_load_ubyte v79, v[24:25], off
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_dword v69, v[28:29], off
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr34_vgpr35
                                        ; kill: killed $vgpr22_vgpr23
                                        ; kill: killed $vgpr18_vgpr19
                                        ; kill: killed $vgpr70_vgpr71
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr36_vgpr37
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr20_vgpr21
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr16_vgpr17
                                        ; kill: killed $vgpr38_vgpr39
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_dword v68, v[30:31], off
	.loc	1 36 13                         ; k_mx.py:36:13
	s_barrier
	.loc	1 32 5                          ; k_mx.py:32:5
	s_addk_i32 s36, 0x80
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt vmcnt(17)
	ds_write_b8 v51, v80
	s_waitcnt vmcnt(16)
	ds_write_b8 v52, v81 offset:256
	s_waitcnt vmcnt(15)
	ds_write_b8 v53, v82 offset:512
	s_waitcnt vmcnt(14)
	ds_write_b8 v54, v83 offset:768
	s_waitcnt vmcnt(13)
	ds_write_b8 v55, v84 offset:1024
	s_waitcnt vmcnt(12)
	ds_write_b8 v56, v85 offset:1280
	s_waitcnt vmcnt(11)
	ds_write_b8 v57, v86 offset:1536
	s_waitcnt vmcnt(10)
	ds_write_b8 v58, v87 offset:1792
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(5)
	v_perm_b32 v18, v76, v75, s33
	v_perm_b32 v19, v74, v72, s33
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v73, v77, s33
	s_waitcnt vmcnt(2)
	v_perm_b32 v23, v79, v78, s33
	.loc	1 39 18                         ; k_mx.py:39:18
	s_waitcnt vmcnt(1)
	v_lshlrev_b16_sdwa v22, v66, v69 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 37 13                         ; k_mx.py:37:13
	v_lshl_or_b32 v18, v19, 16, v18
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[16:17], v59 offset1:16
	ds_read2_b32 v[14:15], v60 offset1:16
	ds_read2_b32 v[12:13], v61 offset1:16
	ds_read2_b32 v[10:11], v62 offset1:16
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshl_or_b32 v19, v23, 16, v20
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v26, v22, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b32 v63, v18
	ds_write_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[22:23], v59 offset1:16
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v28, 0x7f, v16
	v_lshlrev_b32_e32 v29, 12, v16
	v_lshlrev_b32_e32 v30, 16, v16
	v_lshrrev_b32_e32 v31, 4, v16
	v_lshlrev_b32_e32 v33, 4, v16
	v_and_b32_e32 v29, 0x7f00000, v29
	v_lshlrev_b32_e32 v28, 20, v28
	v_and_b32_sdwa v32, v16, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v34, 0x80000000, v16
	v_lshlrev_b32_e32 v16, 8, v16
	v_and_b32_e32 v35, 0x80000000, v30
	v_and_b32_e32 v31, 0x7f00000, v31
	v_and_b32_e32 v30, 0x7f00000, v33
	v_pk_mul_f32 v[28:29], v[28:29], s[6:7] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v36, 0x7f, v22
	v_lshlrev_b32_e32 v33, 12, v22
	v_and_b32_e32 v16, 0x80000000, v16
	v_pk_mul_f32 v[30:31], v[30:31], s[6:7] op_sel_hi:[1,0]
	v_or_b32_e32 v28, v32, v28
	v_lshlrev_b32_e32 v37, 16, v22
	v_and_b32_e32 v33, 0x7f00000, v33
	v_lshlrev_b32_e32 v32, 20, v36
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshrrev_b32_e32 v25, 8, v69
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v26, 0, v26
	v_or_b32_e32 v29, v35, v29
	v_and_b32_sdwa v35, v22, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v31, v34, v31
	v_or_b32_e32 v30, v16, v30
	v_lshrrev_b32_e32 v16, 4, v22
	v_lshlrev_b32_e32 v34, 4, v22
	v_and_b32_e32 v36, 0x80000000, v37
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(0)
	v_lshlrev_b16_sdwa v24, v66, v68 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v27, v66, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v33, v36, v33
	v_or_b32_e32 v32, v35, v32
	v_lshlrev_b32_e32 v36, 8, v22
	v_and_b32_e32 v35, 0x7f00000, v16
	v_and_b32_e32 v34, 0x7f00000, v34
	v_pk_mul_f32 v[28:29], v[26:27], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[26:27], v[30:31] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[4:5], v69, s9 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v24, v24, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v22, 0x80000000, v22
	v_and_b32_e32 v16, 0x80000000, v36
	v_pk_mul_f32 v[34:35], v[34:35], s[6:7] op_sel_hi:[1,0]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v21, 8, v68
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v24, 0, v24
	v_or_b32_e32 v35, v22, v35
	v_or_b32_e32 v34, v16, v34
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v37, v29, v65, s[4:5]
	v_cndmask_b32_e64 v29, v30, v65, s[4:5]
	v_cndmask_b32_e64 v30, v31, v65, s[4:5]
	v_cmp_eq_u16_sdwa s[0:1], v25, s9 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v25, v66, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v30, v29, s35
	v_pk_mul_f32 v[30:31], v[24:25], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[24:25], v[34:35] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa s[2:3], v68, s9 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v32, 16, v32
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v30, v30, v65, s[2:3]
	v_cndmask_b32_e64 v35, v31, v65, s[2:3]
	v_cndmask_b32_e64 v31, v32, v65, s[2:3]
	v_cndmask_b32_e64 v32, v33, v65, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v31, v32, v31, s35
	v_perm_b32 v30, v35, v30, s35
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v21, s9 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read2_b32 v[20:21], v60 offset1:16
	ds_read2_b32 v[18:19], v61 offset1:16
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v28, v28, v65, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v16, 0x7f, v14
	v_lshlrev_b32_e32 v22, 12, v14
	v_perm_b32 v28, v37, v28, s35
	v_lshrrev_b32_e32 v34, 4, v14
	v_lshlrev_b32_e32 v32, 4, v14
	v_lshlrev_b32_e32 v37, 16, v14
	v_mfma_f32_16x16x16_bf16 v[0:3], v[30:31], v[28:29], v[0:3]
	v_and_b32_e32 v29, 0x7f00000, v22
	v_lshlrev_b32_e32 v28, 20, v16
	v_and_b32_e32 v31, 0x7f00000, v34
	v_and_b32_e32 v30, 0x7f00000, v32
	v_and_b32_sdwa v36, v14, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v33, 0x80000000, v14
	v_lshlrev_b32_e32 v14, 8, v14
	v_and_b32_e32 v16, 0x80000000, v37
	v_pk_mul_f32 v[28:29], v[28:29], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], s[6:7] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_and_b32_e32 v22, 0x7f, v20
	v_lshlrev_b32_e32 v32, 12, v20
	v_and_b32_e32 v14, 0x80000000, v14
	v_or_b32_e32 v29, v16, v29
	v_lshlrev_b32_e32 v16, 16, v20
	v_or_b32_e32 v31, v33, v31
	v_and_b32_e32 v33, 0x7f00000, v32
	v_lshlrev_b32_e32 v32, 20, v22
	v_or_b32_e32 v28, v36, v28
	v_and_b32_sdwa v34, v20, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v30, v14, v30
	v_lshrrev_b32_e32 v14, 4, v20
	v_lshlrev_b32_e32 v36, 4, v20
	v_and_b32_e32 v16, 0x80000000, v16
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v35, 0x7f00000, v14
	v_or_b32_e32 v33, v16, v33
	v_or_b32_e32 v32, v34, v32
	v_lshlrev_b32_e32 v16, 8, v20
	v_and_b32_e32 v34, 0x7f00000, v36
	v_and_b32_e32 v20, 0x80000000, v20
	v_and_b32_e32 v14, 0x80000000, v16
	v_pk_mul_f32 v[34:35], v[34:35], s[6:7] op_sel_hi:[1,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v16, v27, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[28:29], v[26:27], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[26:27], v[30:31] op_sel_hi:[0,1]
	v_or_b32_e32 v35, v20, v35
	v_or_b32_e32 v34, v14, v34
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v14, v25, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[30:31], v[24:25], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v28, v28, v65, s[4:5]
	v_cndmask_b32_e64 v29, v29, v65, s[4:5]
	v_cndmask_b32_e64 v26, v26, v65, s[4:5]
	v_cndmask_b32_e64 v27, v27, v65, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v27, v26, s35
	v_perm_b32 v26, v29, v28, s35
	v_lshrrev_b32_e32 v29, 16, v31
	v_lshrrev_b32_e32 v30, 16, v30
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v30, v30, v65, s[2:3]
	v_cndmask_b32_e64 v29, v29, v65, s[2:3]
	v_cndmask_b32_e64 v24, v24, v65, s[2:3]
	v_cndmask_b32_e64 v25, v25, v65, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v25, v24, s35
	v_perm_b32 v24, v29, v30, s35
	v_and_b32_e32 v20, 0x7f, v12
	v_lshlrev_b32_e32 v22, 12, v12
	v_lshrrev_b32_e32 v33, 4, v12
	v_lshlrev_b32_e32 v28, 4, v12
	v_and_b32_sdwa v36, v12, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v32, 16, v12
	v_and_b32_e32 v31, 0x80000000, v12
	v_lshlrev_b32_e32 v12, 8, v12
	v_mfma_f32_16x16x16_bf16 v[0:3], v[24:25], v[26:27], v[0:3]
	v_and_b32_e32 v25, 0x7f00000, v22
	v_lshlrev_b32_e32 v24, 20, v20
	v_and_b32_e32 v27, 0x7f00000, v33
	v_and_b32_e32 v26, 0x7f00000, v28
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v22, 0x7f, v18
	v_lshlrev_b32_e32 v28, 12, v18
	v_and_b32_e32 v20, 0x80000000, v32
	v_and_b32_e32 v12, 0x80000000, v12
	v_pk_mul_f32 v[24:25], v[24:25], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v29, 0x7f00000, v28
	v_lshlrev_b32_e32 v28, 20, v22
	v_or_b32_e32 v25, v20, v25
	v_and_b32_sdwa v20, v18, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v30, 16, v18
	v_or_b32_e32 v26, v12, v26
	v_lshrrev_b32_e32 v12, 4, v18
	v_lshlrev_b32_e32 v32, 4, v18
	v_pk_mul_f32 v[28:29], v[28:29], s[6:7] op_sel_hi:[1,0]
	v_fmac_f32_e32 v16, 0, v16
	v_or_b32_e32 v24, v36, v24
	v_or_b32_e32 v27, v31, v27
	v_and_b32_e32 v22, 0x80000000, v30
	v_or_b32_e32 v28, v20, v28
	v_lshlrev_b32_e32 v20, 8, v18
	v_and_b32_e32 v31, 0x7f00000, v12
	v_and_b32_e32 v30, 0x7f00000, v32
	v_and_b32_e32 v18, 0x80000000, v18
	v_and_b32_e32 v12, 0x80000000, v20
	v_pk_mul_f32 v[30:31], v[30:31], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[16:17], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[16:17], v[26:27] op_sel_hi:[0,1]
	v_fmac_f32_e32 v14, 0, v14
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v31, v18, v31
	v_or_b32_e32 v30, v12, v30
	v_lshrrev_b32_e32 v20, 16, v25
	v_lshrrev_b32_e32 v22, 16, v24
	v_lshrrev_b32_e32 v24, 16, v27
	v_lshrrev_b32_e32 v25, 16, v26
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v22, v22, v65, s[0:1]
	v_cndmask_b32_e64 v20, v20, v65, s[0:1]
	v_cndmask_b32_e64 v25, v25, v65, s[0:1]
	v_cndmask_b32_e64 v24, v24, v65, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[26:27], v[14:15], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[14:15], v[30:31] op_sel_hi:[0,1]
	v_perm_b32 v25, v24, v25, s35
	v_perm_b32 v24, v20, v22, s35
	v_lshrrev_b32_e32 v22, 16, v27
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v27, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v26, v26, v65, vcc
	v_cndmask_b32_e32 v22, v22, v65, vcc
	v_cndmask_b32_e32 v28, v28, v65, vcc
	v_cndmask_b32_e32 v27, v27, v65, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v27, v27, v28, s35
	v_perm_b32 v26, v22, v26, s35
	v_and_b32_e32 v34, 0x7f, v10
	v_lshlrev_b32_e32 v35, 12, v10
	v_lshlrev_b32_e32 v18, 16, v10
	v_lshlrev_b32_e32 v20, 4, v10
	v_lshlrev_b32_e32 v29, 8, v10
	v_and_b32_e32 v22, 0x7f, v17
	v_mfma_f32_16x16x16_bf16 v[0:3], v[26:27], v[24:25], v[0:3]
	v_lshlrev_b32_e32 v28, 12, v17
	v_and_b32_e32 v25, 0x7f00000, v35
	v_lshlrev_b32_e32 v24, 20, v34
	v_and_b32_sdwa v12, v10, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v32, 4, v10
	v_and_b32_e32 v18, 0x80000000, v18
	v_pk_mul_f32 v[24:25], v[24:25], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v26, 0x7f00000, v20
	v_and_b32_e32 v20, 0x80000000, v29
	v_and_b32_e32 v29, 0x7f00000, v28
	v_lshlrev_b32_e32 v28, 20, v22
	v_and_b32_sdwa v30, v17, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v31, 16, v17
	v_or_b32_e32 v25, v18, v25
	v_or_b32_e32 v24, v12, v24
	v_lshrrev_b32_e32 v12, 4, v17
	v_lshlrev_b32_e32 v18, 4, v17
	v_and_b32_e32 v27, 0x7f00000, v32
	v_pk_mul_f32 v[28:29], v[28:29], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v10, 0x80000000, v10
	v_and_b32_e32 v33, 0x80000000, v17
	v_lshlrev_b32_e32 v17, 8, v17
	v_pk_mul_f32 v[26:27], v[26:27], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v22, 0x80000000, v31
	v_or_b32_e32 v28, v30, v28
	v_and_b32_e32 v31, 0x7f00000, v12
	v_and_b32_e32 v30, 0x7f00000, v18
	v_or_b32_e32 v27, v10, v27
	v_or_b32_e32 v26, v20, v26
	v_and_b32_e32 v10, 0x7f, v15
	v_lshlrev_b32_e32 v20, 12, v15
	v_and_b32_e32 v12, 0x80000000, v17
	v_pk_mul_f32 v[30:31], v[30:31], s[6:7] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v34, 16, v15
	v_or_b32_e32 v31, v33, v31
	v_or_b32_e32 v30, v12, v30
	v_lshrrev_b32_e32 v12, 4, v15
	v_lshlrev_b32_e32 v17, 4, v15
	v_and_b32_e32 v33, 0x7f00000, v20
	v_lshlrev_b32_e32 v32, 20, v10
	v_or_b32_e32 v29, v22, v29
	v_and_b32_sdwa v22, v15, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v18, 0x80000000, v15
	v_lshlrev_b32_e32 v15, 8, v15
	v_and_b32_e32 v10, 0x80000000, v34
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v35, 0x7f00000, v12
	v_and_b32_e32 v34, 0x7f00000, v17
	v_or_b32_e32 v33, v10, v33
	v_and_b32_e32 v10, 0x7f, v13
	v_lshlrev_b32_e32 v20, 12, v13
	v_and_b32_e32 v12, 0x80000000, v15
	v_pk_mul_f32 v[34:35], v[34:35], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v37, 0x7f00000, v20
	v_or_b32_e32 v34, v12, v34
	v_lshlrev_b32_e32 v12, 16, v13
	v_lshlrev_b32_e32 v36, 20, v10
	v_and_b32_e32 v10, 0x80000000, v12
	v_pk_mul_f32 v[36:37], v[36:37], s[6:7] op_sel_hi:[1,0]
	v_and_b32_sdwa v15, v13, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v37, v10, v37
	v_lshrrev_b32_e32 v10, 4, v13
	v_lshlrev_b32_e32 v12, 4, v13
	v_or_b32_e32 v36, v15, v36
	v_and_b32_e32 v15, 0x80000000, v13
	v_lshlrev_b32_e32 v17, 8, v13
	v_and_b32_e32 v13, 0x7f00000, v10
	v_and_b32_e32 v12, 0x7f00000, v12
	v_and_b32_e32 v10, 0x80000000, v17
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read2_b32 v[70:71], v62 offset1:16
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v13, v15, v13
	v_or_b32_e32 v12, v10, v12
	v_and_b32_e32 v10, 0x7f, v11
	v_lshlrev_b32_e32 v15, 12, v11
	v_and_b32_e32 v39, 0x7f00000, v15
	v_lshlrev_b32_e32 v38, 20, v10
	v_lshlrev_b32_e32 v10, 16, v11
	v_and_b32_e32 v10, 0x80000000, v10
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_and_b32_sdwa v15, v11, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v39, v10, v39
	v_or_b32_e32 v38, v15, v38
	v_lshrrev_b32_e32 v10, 4, v11
	v_lshlrev_b32_e32 v15, 4, v11
	v_or_b32_e32 v35, v18, v35
	v_and_b32_e32 v17, 0x80000000, v11
	v_lshlrev_b32_e32 v18, 8, v11
	v_and_b32_e32 v11, 0x7f00000, v10
	v_and_b32_e32 v10, 0x7f00000, v15
	v_and_b32_e32 v15, 0x80000000, v18
	v_pk_mul_f32 v[10:11], v[10:11], s[6:7] op_sel_hi:[1,0]
	v_or_b32_e32 v32, v22, v32
	v_or_b32_e32 v11, v17, v11
	v_or_b32_e32 v10, v15, v10
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v15, 0x7f, v70
	v_lshlrev_b32_e32 v17, 12, v70
	v_and_b32_e32 v73, 0x7f00000, v17
	v_lshlrev_b32_e32 v72, 20, v15
	v_lshlrev_b32_e32 v15, 16, v70
	v_and_b32_e32 v15, 0x80000000, v15
	v_pk_mul_f32 v[72:73], v[72:73], s[6:7] op_sel_hi:[1,0]
	v_and_b32_sdwa v17, v70, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v73, v15, v73
	v_or_b32_e32 v72, v17, v72
	v_lshrrev_b32_e32 v15, 4, v70
	v_lshlrev_b32_e32 v17, 4, v70
	v_and_b32_e32 v75, 0x7f00000, v15
	v_and_b32_e32 v74, 0x7f00000, v17
	v_lshlrev_b32_e32 v15, 8, v70
	v_and_b32_e32 v15, 0x80000000, v15
	v_pk_mul_f32 v[74:75], v[74:75], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v17, 0x80000000, v70
	v_or_b32_e32 v75, v17, v75
	v_or_b32_e32 v74, v15, v74
	v_and_b32_e32 v15, 0x7f, v23
	v_lshlrev_b32_e32 v17, 12, v23
	v_and_b32_e32 v77, 0x7f00000, v17
	v_lshlrev_b32_e32 v76, 20, v15
	v_lshlrev_b32_e32 v15, 16, v23
	v_and_b32_e32 v15, 0x80000000, v15
	v_pk_mul_f32 v[76:77], v[76:77], s[6:7] op_sel_hi:[1,0]
	v_and_b32_sdwa v17, v23, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v77, v15, v77
	v_or_b32_e32 v76, v17, v76
	v_lshrrev_b32_e32 v15, 4, v23
	v_lshlrev_b32_e32 v17, 4, v23
	v_and_b32_e32 v18, 0x80000000, v23
	v_lshlrev_b32_e32 v20, 8, v23
	v_and_b32_e32 v23, 0x7f00000, v15
	v_and_b32_e32 v22, 0x7f00000, v17
	v_and_b32_e32 v15, 0x80000000, v20
	v_pk_mul_f32 v[22:23], v[22:23], s[6:7] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v17, 12, v21
	v_or_b32_e32 v22, v15, v22
	v_and_b32_e32 v15, 0x7f, v21
	v_and_b32_e32 v79, 0x7f00000, v17
	v_lshlrev_b32_e32 v78, 20, v15
	v_lshlrev_b32_e32 v15, 16, v21
	v_and_b32_e32 v15, 0x80000000, v15
	v_pk_mul_f32 v[78:79], v[78:79], s[6:7] op_sel_hi:[1,0]
	v_and_b32_sdwa v17, v21, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v79, v15, v79
	v_or_b32_e32 v78, v17, v78
	v_lshrrev_b32_e32 v15, 4, v21
	v_lshlrev_b32_e32 v17, 4, v21
	v_or_b32_e32 v23, v18, v23
	v_and_b32_e32 v18, 0x80000000, v21
	v_lshlrev_b32_e32 v70, 8, v21
	v_and_b32_e32 v21, 0x7f00000, v15
	v_and_b32_e32 v20, 0x7f00000, v17
	v_and_b32_e32 v15, 0x80000000, v70
	v_pk_mul_f32 v[20:21], v[20:21], s[6:7] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v17, 12, v19
	v_or_b32_e32 v20, v15, v20
	v_and_b32_e32 v15, 0x7f, v19
	v_and_b32_e32 v81, 0x7f00000, v17
	v_lshlrev_b32_e32 v80, 20, v15
	v_lshlrev_b32_e32 v15, 16, v19
	v_and_b32_e32 v15, 0x80000000, v15
	v_pk_mul_f32 v[80:81], v[80:81], s[6:7] op_sel_hi:[1,0]
	v_and_b32_sdwa v17, v19, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v81, v15, v81
	v_or_b32_e32 v80, v17, v80
	v_lshrrev_b32_e32 v15, 4, v19
	v_lshlrev_b32_e32 v17, 4, v19
	v_or_b32_e32 v21, v18, v21
	v_and_b32_e32 v70, 0x80000000, v19
	v_lshlrev_b32_e32 v82, 8, v19
	v_and_b32_e32 v19, 0x7f00000, v15
	v_and_b32_e32 v18, 0x7f00000, v17
	v_and_b32_e32 v15, 0x80000000, v82
	v_pk_mul_f32 v[18:19], v[18:19], s[6:7] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v17, 12, v71
	v_or_b32_e32 v82, v15, v18
	v_and_b32_e32 v15, 0x7f, v71
	v_or_b32_e32 v83, v70, v19
	v_and_b32_e32 v19, 0x7f00000, v17
	v_lshlrev_b32_e32 v18, 20, v15
	v_lshlrev_b32_e32 v15, 16, v71
	v_and_b32_e32 v15, 0x80000000, v15
	v_pk_mul_f32 v[18:19], v[18:19], s[6:7] op_sel_hi:[1,0]
	v_and_b32_sdwa v17, v71, s34 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v85, v15, v19
	v_or_b32_e32 v84, v17, v18
	v_lshrrev_b32_e32 v15, 4, v71
	v_lshlrev_b32_e32 v17, 4, v71
	v_and_b32_e32 v70, 0x80000000, v71
	v_lshlrev_b32_e32 v71, 8, v71
	v_and_b32_e32 v19, 0x7f00000, v15
	v_and_b32_e32 v18, 0x7f00000, v17
	v_and_b32_e32 v15, 0x80000000, v71
	v_pk_mul_f32 v[18:19], v[18:19], s[6:7] op_sel_hi:[1,0]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_and_b32_sdwa v94, v69, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v71, v70, v19
	v_or_b32_e32 v70, v15, v18
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_e32 v15, 7, v94
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[24:25], v[16:17], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[16:17], v[26:27] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v16, v15, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_sdwa v15, v66, v69 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[28:29], v[16:17], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[16:17], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[16:17], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[16:17], v[34:35] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v16, v15, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 43 18                         ; k_mx.py:43:18
	v_and_b32_sdwa v95, v68, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[88:89], v[16:17], v[10:11] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_e32 v10, 7, v95
	v_max_u16_sdwa v10, v10, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[36:37], v[16:17], v[36:37] op_sel_hi:[0,1]
	v_fmac_f32_e32 v10, 0, v10
	v_pk_mul_f32 v[76:77], v[10:11], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[10:11], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[10:11], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[10:11], v[20:21] op_sel_hi:[0,1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v10, v66, v68 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_max_u16_sdwa v10, v10, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[86:87], v[16:17], v[12:13] op_sel_hi:[0,1]
	v_fmac_f32_e32 v10, 0, v10
	v_pk_mul_f32 v[38:39], v[16:17], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[14:15], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[14:15], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[10:11], v[80:81] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[10:11], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[10:11], v[84:85] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[10:11], v[70:71] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v10, 16, v25
	v_lshrrev_b32_e32 v11, 16, v24
	v_lshrrev_b32_e32 v20, 16, v27
	v_lshrrev_b32_e32 v21, 16, v26
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v22, v11, v65, s[0:1]
	v_cndmask_b32_e64 v10, v10, v65, s[0:1]
	v_cndmask_b32_e64 v11, v21, v65, s[0:1]
	v_cndmask_b32_e64 v20, v20, v65, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v10, v10, v22, s35
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_e64 s[0:1], s9, v94
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v21, 16, v28
	v_lshrrev_b32_e32 v22, 16, v31
	v_lshrrev_b32_e32 v23, 16, v30
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v24, v21, v65, s[0:1]
	v_cndmask_b32_e64 v21, v23, v65, s[0:1]
	v_cndmask_b32_e64 v22, v22, v65, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v11, v20, v11, s35
	v_lshrrev_b32_e32 v20, 16, v29
	v_perm_b32 v21, v22, v21, s35
	v_lshrrev_b32_e32 v22, 16, v33
	v_lshrrev_b32_e32 v23, 16, v32
	v_lshrrev_b32_e32 v30, 16, v73
	v_lshrrev_b32_e32 v31, 16, v72
	v_lshrrev_b32_e32 v32, 16, v75
	v_lshrrev_b32_e32 v33, 16, v74
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v20, v20, v65, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v70, 16, v15
	v_lshrrev_b32_e32 v71, 16, v13
	v_lshrrev_b32_e32 v72, 16, v12
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v12, v31, v65, vcc
	v_cndmask_b32_e32 v15, v30, v65, vcc
	v_cndmask_b32_e32 v13, v33, v65, vcc
	v_cndmask_b32_e32 v30, v32, v65, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v20, v20, v24, s35
	v_lshrrev_b32_e32 v24, 16, v35
	v_lshrrev_b32_e32 v25, 16, v34
	v_perm_b32 v13, v30, v13, s35
	v_perm_b32 v12, v15, v12, s35
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v26, v23, v65, s[0:1]
	v_cndmask_b32_e64 v23, v25, v65, s[0:1]
	v_cndmask_b32_e64 v24, v24, v65, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v24, v23, s35
	v_lshrrev_b32_e32 v24, 16, v37
	v_lshrrev_b32_e32 v25, 16, v36
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e64 s[4:5], s9, v95
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v34, 16, v77
	v_lshrrev_b32_e32 v35, 16, v76
	v_lshrrev_b32_e32 v36, 16, v91
	v_lshrrev_b32_e32 v37, 16, v90
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v22, v22, v65, s[0:1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa s[2:3], v68, s9 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v14, 16, v14
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v31, v35, v65, s[4:5]
	v_cndmask_b32_e64 v32, v34, v65, s[4:5]
	v_cndmask_b32_e64 v33, v37, v65, s[4:5]
	v_cndmask_b32_e64 v34, v36, v65, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v22, v22, v26, s35
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[0:1], v69, s9 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v26, 16, v87
	v_lshrrev_b32_e32 v27, 16, v86
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v30, v14, v65, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v15, v34, v33, s35
	v_perm_b32 v14, v32, v31, s35
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v28, v25, v65, s[0:1]
	v_cndmask_b32_e64 v25, v27, v65, s[0:1]
	v_cndmask_b32_e64 v26, v26, v65, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_16x16x16_bf16 v[0:3], v[12:13], v[10:11], v[0:3]
	v_perm_b32 v25, v26, v25, s35
	v_lshrrev_b32_e32 v26, 16, v39
	v_lshrrev_b32_e32 v27, 16, v38
	v_lshrrev_b32_e32 v38, 16, v79
	v_lshrrev_b32_e32 v39, 16, v78
	v_lshrrev_b32_e32 v68, 16, v93
	v_lshrrev_b32_e32 v69, 16, v92
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v35, v39, v65, s[4:5]
	v_cndmask_b32_e64 v36, v38, v65, s[4:5]
	v_cndmask_b32_e64 v37, v69, v65, s[4:5]
	v_cndmask_b32_e64 v38, v68, v65, s[4:5]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v11, v38, v37, s35
	v_perm_b32 v10, v36, v35, s35
	v_mfma_f32_16x16x16_bf16 v[0:3], v[14:15], v[20:21], v[0:3]
	v_lshrrev_b32_e32 v18, 16, v18
	v_lshrrev_b32_e32 v19, 16, v19
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v16, 16, v16
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v18, v18, v65, s[2:3]
	v_cndmask_b32_e64 v19, v19, v65, s[2:3]
	v_cndmask_b32_e64 v16, v16, v65, s[2:3]
	v_cndmask_b32_e64 v17, v17, v65, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v13, v17, v16, s35
	v_perm_b32 v12, v19, v18, s35
	v_mfma_f32_16x16x16_bf16 v[0:3], v[10:11], v[22:23], v[0:3]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v24, v24, v65, s[0:1]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v31, v70, v65, s[2:3]
	v_cndmask_b32_e64 v14, v72, v65, s[2:3]
	v_cndmask_b32_e64 v10, v71, v65, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v24, v24, v28, s35
	v_perm_b32 v11, v10, v14, s35
	v_perm_b32 v10, v31, v30, s35
	v_mfma_f32_16x16x16_bf16 v[0:3], v[12:13], v[24:25], v[0:3]
	v_lshrrev_b32_e32 v28, 16, v89
	v_lshrrev_b32_e32 v29, 16, v88
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v27, v27, v65, s[0:1]
	v_cndmask_b32_e64 v26, v26, v65, s[0:1]
	v_cndmask_b32_e64 v29, v29, v65, s[0:1]
	v_cndmask_b32_e64 v12, v28, v65, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v13, v12, v29, s35
	v_perm_b32 v12, v26, v27, s35
	.loc	1 32 5                          ; k_mx.py:32:5
	s_add_i32 s7, s7, s8
	s_cmp_lt_i32 s36, s14
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_16x16x16_bf16 v[0:3], v[10:11], v[12:13], v[0:3]
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge
	.loc	1 47 5                          ; k_mx.py:47:5
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc0 .LBB0_6
.LBB0_4:                                ; %.critedge4
	.loc	1 26 1                          ; k_mx.py:26:1
	s_endpgm
.LBB0_5:
	.loc	1 0 1 is_stmt 0                 ; k_mx.py:0:1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v0, v3
	.loc	1 47 5 is_stmt 1                ; k_mx.py:47:5
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc1 .LBB0_4
.LBB0_6:                                ; %.critedge
	.loc	1 47 22 is_stmt 0               ; k_mx.py:47:22
	v_mul_lo_u32 v6, s13, v41
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	v_or_b32_e32 v4, s15, v40
	.loc	1 47 14                         ; k_mx.py:47:14
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[6:7]
	.loc	1 47 5 is_stmt 0                ; k_mx.py:47:5
	global_store_dwordx4 v[4:5], v[0:3], off
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 37
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
	.set .Lmx_matmul.num_vgpr, 96
	.set .Lmx_matmul.num_agpr, 0
	.set .Lmx_matmul.numbered_sgpr, 37
	.set .Lmx_matmul.num_named_barrier, 0
	.set .Lmx_matmul.private_seg_size, 0
	.set .Lmx_matmul.uses_vcc, 1
	.set .Lmx_matmul.uses_flat_scratch, 0
	.set .Lmx_matmul.has_dyn_sized_stack, 0
	.set .Lmx_matmul.has_recursion, 0
	.set .Lmx_matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5124
; TotalNumSgprs: 43
; NumVgprs: 96
; NumAgprs: 0
; TotalNumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 96
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
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
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

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
	s_lshl_b32 s0, s15, 5
	.loc	1 29 34 is_stmt 0               ; k_mx.py:29:34
	v_and_b32_e32 v1, 31, v0
	.loc	1 30 10 is_stmt 1               ; k_mx.py:30:10
	s_lshl_b32 s15, s16, 5
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v44, 32, v0
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cmp_lt_i32 s14, 1
	.loc	1 29 10                         ; k_mx.py:29:10
	v_or_b32_e32 v45, s0, v1
	.loc	1 32 5                          ; k_mx.py:32:5
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 36 44                         ; k_mx.py:36:44
	s_lshr_b32 s22, s14, 31
	s_add_i32 s22, s14, s22
	.loc	1 29 10                         ; k_mx.py:29:10
	s_or_b32 s0, s12, s0
	.loc	1 36 44                         ; k_mx.py:36:44
	s_ashr_i32 s22, s22, 1
	.loc	1 29 10                         ; k_mx.py:29:10
	s_or_b32 s1, s0, 4
	s_or_b32 s16, s0, 8
	s_or_b32 s17, s0, 12
	s_or_b32 s18, s0, 16
	s_or_b32 s19, s0, 20
	s_or_b32 s20, s0, 24
	s_or_b32 s21, s0, 28
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s0, s0, s22
	s_mul_i32 s24, s17, s22
	.loc	1 36 21 is_stmt 0               ; k_mx.py:36:21
	s_ashr_i32 s17, s0, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s1, s1, s22
	s_mul_i32 s23, s16, s22
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s16, s2, s0
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s0, s1, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s25, s18, s22
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s18, s2, s1
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s26, s19, s22
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s19, s3, s0
	s_ashr_i32 s0, s23, 31
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s28, s20, s22
	.loc	1 36 21                         ; k_mx.py:36:21
	s_add_u32 s20, s2, s23
	.loc	1 36 29                         ; k_mx.py:36:29
	s_mul_i32 s30, s21, s22
	.loc	1 36 21                         ; k_mx.py:36:21
	s_addc_u32 s21, s3, s0
	s_ashr_i32 s0, s24, 31
	s_add_u32 s22, s2, s24
	s_addc_u32 s23, s3, s0
	s_ashr_i32 s0, s25, 31
	s_add_u32 s24, s2, s25
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
	.loc	1 36 44                         ; k_mx.py:36:44
	s_ashr_i32 s0, s14, 31
	.loc	1 39 50 is_stmt 1               ; k_mx.py:39:50
	s_lshr_b32 s0, s0, 27
	.loc	1 29 34                         ; k_mx.py:29:34
	v_and_b32_e32 v46, 63, v0
	.loc	1 39 50                         ; k_mx.py:39:50
	s_add_i32 s0, s14, s0
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshl_or_b32 v6, s12, 6, v46
	.loc	1 39 50                         ; k_mx.py:39:50
	s_ashr_i32 s0, s0, 5
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v2, s15, v1
	.loc	1 33 30                         ; k_mx.py:33:30
	v_lshrrev_b32_e32 v3, 2, v6
	.loc	1 39 35                         ; k_mx.py:39:35
	v_mul_lo_u32 v4, s0, v45
	.loc	1 33 30                         ; k_mx.py:33:30
	v_and_b32_e32 v47, 56, v3
	v_or_b32_e32 v52, 7, v3
	.loc	1 39 26                         ; k_mx.py:39:26
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[4:5]
	.loc	1 43 35                         ; k_mx.py:43:35
	v_mul_lo_u32 v4, s0, v2
	.loc	1 32 5                          ; k_mx.py:32:5
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[2:3]
	v_and_b32_e32 v2, 0x7f, v6
	v_and_b32_e32 v6, 14, v0
	v_lshlrev_b32_e32 v11, 6, v0
	v_bfe_i32 v0, v0, 4, 1
	v_lshrrev_b32_e32 v7, 4, v44
	v_and_b32_e32 v0, 0x402, v0
	s_cmp_lt_u32 s12, 2
	v_xor_b32_e32 v7, v7, v6
	v_xor_b32_e32 v6, v0, v6
	s_cselect_b32 s0, 0, 0x82
	v_and_b32_e32 v11, 0x3c0, v11
	v_xor_b32_e32 v6, v6, v47
	v_xor_b32_e32 v0, v7, v0
	.loc	1 43 26                         ; k_mx.py:43:26
	v_ashrrev_i32_e32 v5, 31, v4
	v_xor_b32_e32 v2, s0, v2
	v_lshl_or_b32 v1, v1, 6, v7
	v_or_b32_e32 v6, v6, v11
	v_or_b32_e32 v7, v0, v11
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[4:5]
	v_xor_b32_e32 v3, 4, v2
	v_xor_b32_e32 v4, 8, v2
	v_xor_b32_e32 v5, 12, v2
	v_xor_b32_e32 v8, 4, v1
	v_xor_b32_e32 v9, 8, v1
	v_xor_b32_e32 v10, 12, v1
	v_xor_b32_e32 v12, 2, v6
	v_xor_b32_e32 v13, 4, v6
	v_xor_b32_e32 v14, 6, v6
	v_xor_b32_e32 v11, 4, v7
	v_xor_b32_e32 v15, 8, v7
	v_xor_b32_e32 v22, 12, v7
	v_mov_b32_e32 v0, 0
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v48, 3, v47
	v_or_b32_e32 v49, 4, v47
	v_or_b32_e32 v50, 5, v47
	v_or_b32_e32 v51, 6, v47
	s_mov_b32 s4, 0
	v_add_u32_e32 v53, 0, v2
	v_add_u32_e32 v54, 0, v3
	v_add_u32_e32 v55, 0, v4
	v_add_u32_e32 v56, 0, v5
	v_add_u32_e32 v57, 0, v1
	v_add_u32_e32 v58, 0, v8
	v_add_u32_e32 v59, 0, v9
	v_add_u32_e32 v60, 0, v10
	s_movk_i32 s5, 0xff
	s_mov_b32 s6, 0x5040100
	s_mov_b32 s7, 0xd4d0ccc8
	v_mov_b32_e32 v61, 0xc4c0b800
	v_mov_b32_e32 v62, 0x7f7f7f7f
	s_mov_b32 s8, 0x7060302
	v_add_u32_e32 v63, 0, v6
	v_add_u32_e32 v64, 0, v12
	v_add_u32_e32 v65, 0, v13
	v_add_u32_e32 v66, 0, v14
	v_add_u32_e32 v67, 0, v7
	v_add_u32_e32 v68, 0, v11
	v_add_u32_e32 v69, 0, v15
	v_add_u32_e32 v70, 0, v22
	v_mov_b32_e32 v71, 0x7fc0
	v_mov_b32_e32 v72, 7
	v_mov_b32_e32 v73, 64
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
	.loc	1 33 15                         ; k_mx.py:33:15
	s_ashr_i32 s2, s4, 1
	.loc	1 33 30 is_stmt 0               ; k_mx.py:33:30
	v_or_b32_e32 v22, 1, v47
	.loc	1 35 14 is_stmt 1               ; k_mx.py:35:14
	s_ashr_i32 s0, s4, 5
	.loc	1 33 30                         ; k_mx.py:33:30
	v_or_b32_e32 v23, 2, v47
	.loc	1 33 15 is_stmt 0               ; k_mx.py:33:15
	v_or_b32_e32 v27, s2, v22
	v_or_b32_e32 v22, s2, v46
	v_or_b32_e32 v31, s2, v23
	.loc	1 39 26 is_stmt 1               ; k_mx.py:39:26
	s_ashr_i32 s1, s0, 31
	.loc	1 36 21                         ; k_mx.py:36:21
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 33 15                         ; k_mx.py:33:15
	v_or_b32_e32 v33, s2, v49
	v_or_b32_e32 v34, s2, v50
	v_or_b32_e32 v35, s2, v52
	v_or_b32_e32 v36, s2, v51
	.loc	1 39 26                         ; k_mx.py:39:26
	v_lshl_add_u64 v[24:25], v[16:17], 0, s[0:1]
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[86:87], s[16:17], 0, v[22:23]
	.loc	1 33 15                         ; k_mx.py:33:15
	v_or_b32_e32 v26, s2, v47
	v_or_b32_e32 v32, s2, v48
	.loc	1 37 29                         ; k_mx.py:37:29
	v_mul_lo_u32 v40, v27, s13
	v_mul_lo_u32 v78, v33, s13
	v_mul_lo_u32 v80, v34, s13
	v_mul_lo_u32 v82, v35, s13
	v_mul_lo_u32 v84, v36, s13
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[88:89], s[18:19], 0, v[22:23]
	v_lshl_add_u64 v[90:91], s[20:21], 0, v[22:23]
	v_lshl_add_u64 v[92:93], s[22:23], 0, v[22:23]
	v_lshl_add_u64 v[94:95], s[24:25], 0, v[22:23]
	.loc	1 39 18                         ; k_mx.py:39:18
	global_load_dword v27, v[24:25], off
	.loc	1 36 21                         ; k_mx.py:36:21
	v_lshl_add_u64 v[96:97], s[26:27], 0, v[22:23]
	v_lshl_add_u64 v[98:99], s[28:29], 0, v[22:23]
	v_lshl_add_u64 v[22:23], s[30:31], 0, v[22:23]
	.loc	1 36 13 is_stmt 0               ; k_mx.py:36:13
	global_load_ubyte v24, v[86:87], off
	global_load_ubyte v35, v[94:95], off
	global_load_ubyte v33, v[88:89], off
	global_load_ubyte v36, v[96:97], off
	global_load_ubyte v34, v[90:91], off
	global_load_ubyte v37, v[98:99], off
	global_load_ubyte v38, v[22:23], off
	global_load_ubyte v39, v[92:93], off
	.loc	1 37 29 is_stmt 1               ; k_mx.py:37:29
	v_mul_lo_u32 v30, v26, s13
	v_mul_lo_u32 v42, v31, s13
	v_mul_lo_u32 v76, v32, s13
	.loc	1 37 21 is_stmt 0               ; k_mx.py:37:21
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 43 26 is_stmt 1               ; k_mx.py:43:26
	v_lshl_add_u64 v[28:29], v[18:19], 0, s[0:1]
	.loc	1 37 21                         ; k_mx.py:37:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v77, 31, v76
	v_ashrrev_i32_e32 v79, 31, v78
	v_ashrrev_i32_e32 v81, 31, v80
	v_ashrrev_i32_e32 v83, 31, v82
	v_ashrrev_i32_e32 v85, 31, v84
	v_lshl_add_u64 v[40:41], v[20:21], 0, v[40:41]
	.loc	1 43 18                         ; k_mx.py:43:18
	global_load_dword v74, v[28:29], off
	.loc	1 37 21                         ; k_mx.py:37:21
	v_lshl_add_u64 v[86:87], v[20:21], 0, v[30:31]
	v_lshl_add_u64 v[42:43], v[20:21], 0, v[42:43]
	v_lshl_add_u64 v[76:77], v[20:21], 0, v[76:77]
	v_lshl_add_u64 v[78:79], v[20:21], 0, v[78:79]
	v_lshl_add_u64 v[80:81], v[20:21], 0, v[80:81]
	v_lshl_add_u64 v[82:83], v[20:21], 0, v[82:83]
	v_lshl_add_u64 v[84:85], v[20:21], 0, v[84:85]
	.loc	1 37 13 is_stmt 0               ; k_mx.py:37:13
	global_load_ubyte v23, v[40:41], off
	global_load_ubyte v25, v[76:77], off
	global_load_ubyte v26, v[80:81], off
	global_load_ubyte v28, v[82:83], off
	global_load_ubyte v29, v[84:85], off
	global_load_ubyte v30, v[78:79], off
	global_load_ubyte v31, v[42:43], off
	global_load_ubyte v32, v[86:87], off
	.loc	1 36 13 is_stmt 1               ; k_mx.py:36:13
	s_barrier
	.loc	1 32 5                          ; k_mx.py:32:5
	s_addk_i32 s4, 0x80
	s_cmp_lt_i32 s4, s14
	.loc	1 36 13                         ; k_mx.py:36:13
	s_waitcnt vmcnt(16)
	ds_write_b8 v53, v24
	s_waitcnt vmcnt(15)
	ds_write_b8 v53, v35 offset:1024
	s_waitcnt vmcnt(14)
	ds_write_b8 v54, v33 offset:256
	s_waitcnt vmcnt(13)
	ds_write_b8 v54, v36 offset:1280
	s_waitcnt vmcnt(12)
	ds_write_b8 v55, v34 offset:512
	s_waitcnt vmcnt(11)
	ds_write_b8 v55, v37 offset:1536
	s_waitcnt vmcnt(9)
	ds_write_b8 v56, v39 offset:768
	ds_write_b8 v56, v38 offset:1792
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v76, v57
	ds_read_u16 v40, v57 offset:16
	ds_read_u16 v39, v57 offset:32
	ds_read_u16 v77, v58
	ds_read_u16 v42, v58 offset:16
	ds_read_u16 v41, v58 offset:32
	ds_read_u16 v33, v58 offset:48
	ds_read_u16 v34, v57 offset:48
	ds_read_u16 v78, v59
	ds_read_u16 v43, v59 offset:16
	ds_read_u16 v36, v59 offset:32
	ds_read_u16 v35, v59 offset:48
	ds_read_u16 v79, v60
	ds_read_u16 v75, v60 offset:16
	ds_read_u16 v38, v60 offset:32
	ds_read_u16 v37, v60 offset:48
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v22, v72, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v84, v79, v78, s6
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v24, v22, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u16_sdwa vcc, v27, s5 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v24, 0, v24
	v_perm_b32 v40, v42, v40, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	s_waitcnt vmcnt(8)
	v_lshlrev_b16_sdwa v80, v72, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(7)
	v_lshlrev_b16_e32 v23, 8, v23
	s_waitcnt vmcnt(6)
	v_lshlrev_b16_e32 v25, 8, v25
	s_waitcnt vmcnt(5)
	v_lshlrev_b16_e32 v26, 8, v26
	s_waitcnt vmcnt(4)
	v_lshlrev_b16_e32 v28, 8, v28
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v28, v29, v28
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v77, v76, s6
	v_and_b32_e32 v76, 0x7070707, v29
	v_lshrrev_b32_e32 v78, 4, v29
	.loc	1 37 13                         ; k_mx.py:37:13
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v23, v32, v23
	v_or_b32_e32 v25, v31, v25
	v_or_b32_e32 v26, v30, v26
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshl_or_b32 v77, v29, 4, v62
	v_perm_b32 v76, s7, v61, v76
	v_and_b32_e32 v78, 0x7070707, v78
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v22, v80, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_write_b16 v63, v23
	ds_write_b16 v64, v25
	ds_write_b16 v65, v26
	ds_write_b16 v66, v28
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v26, v67
	ds_read_u16 v28, v68
	ds_read_u16 v23, v67 offset:16
	ds_read_u16 v25, v68 offset:16
	ds_read_u16 v31, v67 offset:32
	ds_read_u16 v80, v68 offset:32
	ds_read_u16 v81, v68 offset:48
	ds_read_u16 v82, v67 offset:48
	ds_read_u16 v30, v69
	ds_read_u16 v32, v70
	ds_read_u16 v83, v69 offset:16
	ds_read_u16 v86, v70 offset:16
	ds_read_u16 v87, v69 offset:32
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v29, 0x7f7f7f7f, v29
	v_and_b32_e32 v85, v76, v77
	v_perm_b32 v76, s7, v61, v78
	s_waitcnt lgkmcnt(11)
	v_perm_b32 v26, v28, v26, s6
	v_and_b32_e32 v88, v76, v29
	v_cvt_pk_f32_fp8_e32 v[28:29], v85
	v_and_b32_e32 v78, 0x7070707, v26
	v_lshrrev_b32_e32 v89, 4, v26
	v_cvt_pk_f32_fp8_e32 v[76:77], v88
	v_lshl_or_b32 v79, v26, 4, v62
	v_perm_b32 v78, s7, v61, v78
	v_and_b32_e32 v89, 0x7070707, v89
	v_or_b32_e32 v26, 0x7f7f7f7f, v26
	v_and_b32_e32 v90, v78, v79
	v_perm_b32 v78, s7, v61, v89
	v_and_b32_e32 v26, v78, v26
	v_cvt_pk_f32_fp8_e32 v[78:79], v90
	v_perm_b32 v76, v76, v28, s8
	v_perm_b32 v89, v77, v29, s8
	v_cvt_pk_f32_fp8_e32 v[28:29], v26
	v_and_b32_e32 v77, 0xffff0000, v76
	v_lshlrev_b32_e32 v76, 16, v76
	s_waitcnt lgkmcnt(9)
	v_pk_mul_f32 v[76:77], v[24:25], v[76:77] op_sel_hi:[0,1]
	v_perm_b32 v78, v28, v78, s8
	v_perm_b32 v91, v29, v79, s8
	v_and_b32_e32 v29, 0xffff0000, v89
	v_lshlrev_b32_e32 v28, 16, v89
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v77, 16, v77
	v_lshrrev_b32_e32 v76, 16, v76
	v_lshrrev_b32_e32 v79, 16, v29
	v_lshrrev_b32_e32 v89, 16, v28
	v_and_b32_e32 v29, 0xffff0000, v78
	v_lshlrev_b32_e32 v28, 16, v78
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v76, v76, v71, vcc
	v_cndmask_b32_e32 v78, v77, v71, vcc
	v_cndmask_b32_e32 v77, v89, v71, vcc
	v_cndmask_b32_e32 v79, v79, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v22, 0, v22
	v_perm_b32 v77, v79, v77, s6
	v_perm_b32 v76, v78, v76, s6
	v_and_b32_e32 v79, 0xffff0000, v91
	v_lshlrev_b32_e32 v78, 16, v91
	v_pk_mul_f32 v[28:29], v[22:23], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[22:23], v[78:79] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v79, 16, v79
	v_lshrrev_b32_e32 v78, 16, v78
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa s[0:1], v74, s5 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v30, v32, v30, s6
	v_lshrrev_b32_e32 v32, 4, v84
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v28, v28, v71, s[0:1]
	v_cndmask_b32_e64 v91, v29, v71, s[0:1]
	v_cndmask_b32_e64 v29, v78, v71, s[0:1]
	v_cndmask_b32_e64 v78, v79, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v78, v29, s6
	v_perm_b32 v28, v91, v28, s6
	v_and_b32_e32 v78, 0x7070707, v84
	v_lshl_or_b32 v79, v84, 4, v62
	v_perm_b32 v78, s7, v61, v78
	v_and_b32_e32 v32, 0x7070707, v32
	v_and_b32_e32 v91, v78, v79
	v_or_b32_e32 v78, 0x7f7f7f7f, v84
	v_perm_b32 v32, s7, v61, v32
	v_and_b32_e32 v94, v32, v78
	v_cvt_pk_f32_fp8_sdwa v[78:79], v85 src0_sel:WORD_1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[28:29], v[76:77], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[76:77], v88 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_e32 v[28:29], v91
	v_perm_b32 v39, v41, v39, s6
	v_perm_b32 v41, v38, v36, s6
	v_perm_b32 v32, v76, v78, s8
	v_perm_b32 v78, v77, v79, s8
	v_cvt_pk_f32_fp8_e32 v[76:77], v94
	v_perm_b32 v96, v25, v23, s6
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v83, v86, v83, s6
	.loc	1 37 13                         ; k_mx.py:37:13
	ds_read_u16 v92, v70 offset:32
	ds_read_u16 v89, v70 offset:48
	ds_read_u16 v93, v69 offset:48
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v84, v76, v28, s8
	v_perm_b32 v85, v77, v29, s8
	v_cvt_pk_f32_fp8_sdwa v[28:29], v90 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[76:77], v26 src0_sel:WORD_1
	v_or_b32_e32 v36, 0x7f7f7f7f, v40
	v_perm_b32 v98, v80, v31, s6
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v31, v92, v87, s6
	v_perm_b32 v26, v76, v28, s8
	v_and_b32_e32 v28, 0x7070707, v30
	v_lshrrev_b32_e32 v76, 4, v30
	v_perm_b32 v88, v77, v29, s8
	v_lshl_or_b32 v29, v30, 4, v62
	v_perm_b32 v28, s7, v61, v28
	v_and_b32_e32 v76, 0x7070707, v76
	v_or_b32_e32 v30, 0x7f7f7f7f, v30
	v_and_b32_e32 v90, v28, v29
	v_perm_b32 v28, s7, v61, v76
	v_and_b32_e32 v95, v28, v30
	v_and_b32_e32 v29, 0xffff0000, v32
	v_lshlrev_b32_e32 v28, 16, v32
	v_and_b32_e32 v77, 0xffff0000, v78
	v_lshlrev_b32_e32 v76, 16, v78
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v30, 16, v29
	v_lshrrev_b32_e32 v32, 16, v28
	v_pk_mul_f32 v[28:29], v[24:25], v[76:77] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_and_b32_e32 v77, 0xffff0000, v26
	v_lshlrev_b32_e32 v76, 16, v26
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v32, v32, v71, vcc
	v_cndmask_b32_e32 v30, v30, v71, vcc
	v_cndmask_b32_e32 v28, v28, v71, vcc
	v_cndmask_b32_e32 v29, v29, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v79, 0xffff0000, v88
	v_lshlrev_b32_e32 v78, 16, v88
	v_pk_mul_f32 v[76:77], v[22:23], v[76:77] op_sel_hi:[0,1]
	v_perm_b32 v29, v29, v28, s6
	v_perm_b32 v28, v30, v32, s6
	v_lshrrev_b32_e32 v26, 16, v77
	v_lshrrev_b32_e32 v30, 16, v76
	v_pk_mul_f32 v[76:77], v[22:23], v[78:79] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v32, 16, v77
	v_lshrrev_b32_e32 v76, 16, v76
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v30, v30, v71, s[0:1]
	v_cndmask_b32_e64 v26, v26, v71, s[0:1]
	v_cndmask_b32_e64 v76, v76, v71, s[0:1]
	v_cndmask_b32_e64 v32, v32, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v77, v32, v76, s6
	v_perm_b32 v76, v26, v30, s6
	v_cvt_pk_f32_fp8_e32 v[78:79], v90
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshrrev_b32_e32 v88, 8, v27
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x8_bf16 v[0:15], v[76:77], v[28:29], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[28:29], v95
	v_and_b32_e32 v77, 0xffff0000, v84
	v_lshlrev_b32_e32 v76, 16, v84
	v_mul_f32_e64 v76, v24, v76
	v_mul_f32_e64 v77, v24, v77
	v_perm_b32 v26, v28, v78, s8
	v_perm_b32 v30, v29, v79, s8
	v_and_b32_e32 v29, 0xffff0000, v85
	v_lshlrev_b32_e32 v28, 16, v85
	v_pk_mul_f32 v[28:29], v[24:25], v[28:29] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v32, 16, v77
	v_lshrrev_b32_e32 v76, 16, v76
	v_lshrrev_b32_e32 v77, 16, v29
	v_lshrrev_b32_e32 v78, 16, v28
	v_and_b32_e32 v29, 0xffff0000, v26
	v_lshlrev_b32_e32 v28, 16, v26
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v26, v76, v71, vcc
	v_cndmask_b32_e32 v76, v78, v71, vcc
	v_cndmask_b32_e32 v77, v77, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v79, v77, v76, s6
	v_and_b32_e32 v77, 0xffff0000, v30
	v_lshlrev_b32_e32 v76, 16, v30
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v32, v32, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[28:29], v[22:23], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[22:23], v[76:77] op_sel_hi:[0,1]
	v_perm_b32 v78, v32, v26, s6
	v_lshrrev_b32_e32 v26, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v29, 16, v77
	v_lshrrev_b32_e32 v30, 16, v76
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v28, v28, v71, s[0:1]
	v_cndmask_b32_e64 v26, v26, v71, s[0:1]
	v_cndmask_b32_e64 v30, v30, v71, s[0:1]
	v_cndmask_b32_e64 v29, v29, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v85, v29, v30, s6
	v_perm_b32 v84, v26, v28, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshrrev_b32_e32 v77, 8, v74
	.loc	1 39 18                         ; k_mx.py:39:18
	v_and_b32_sdwa v76, v27, s5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshlrev_b16_sdwa v26, v72, v88 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 46 15                         ; k_mx.py:46:15
	v_mfma_f32_32x32x8_bf16 v[0:15], v[84:85], v[78:79], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v28, v72, v77 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_e32 v78, 7, v76
	v_max_u16_sdwa v32, v26, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v26, v75, v43, s6
	v_perm_b32 v75, v33, v34, s6
	v_and_b32_e32 v33, 0x7070707, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v30, v28, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v28, v78, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v78, v37, v35, s6
	v_lshl_or_b32 v34, v40, 4, v62
	v_and_b32_e32 v35, 0x7070707, v26
	v_perm_b32 v33, s7, v61, v33
	v_and_b32_e32 v84, v33, v34
	v_lshl_or_b32 v33, v26, 4, v62
	v_perm_b32 v34, s7, v61, v35
	v_and_b32_e32 v85, v34, v33
	v_and_b32_e32 v33, 0x7070707, v39
	v_lshl_or_b32 v23, v39, 4, v62
	v_and_b32_e32 v25, 0x7070707, v41
	v_perm_b32 v33, s7, v61, v33
	v_and_b32_e32 v86, v33, v23
	v_lshl_or_b32 v23, v41, 4, v62
	v_perm_b32 v25, s7, v61, v25
	v_and_b32_e32 v97, v25, v23
	v_and_b32_e32 v25, 0x7070707, v75
	v_lshl_or_b32 v33, v75, 4, v62
	v_perm_b32 v25, s7, v61, v25
	v_and_b32_e32 v25, v25, v33
	v_and_b32_e32 v33, 0x7070707, v78
	v_lshl_or_b32 v34, v78, 4, v62
	v_perm_b32 v33, s7, v61, v33
	v_lshrrev_b32_e32 v23, 4, v40
	v_and_b32_e32 v33, v33, v34
	v_lshrrev_b32_e32 v34, 4, v26
	v_and_b32_e32 v23, 0x7070707, v23
	v_and_b32_e32 v34, 0x7070707, v34
	v_or_b32_e32 v26, 0x7f7f7f7f, v26
	v_perm_b32 v23, s7, v61, v23
	v_perm_b32 v37, s7, v61, v34
	v_cvt_pk_f32_fp8_sdwa v[34:35], v91 src0_sel:WORD_1
	v_and_b32_e32 v40, v23, v36
	v_and_b32_e32 v87, v37, v26
	v_cvt_pk_f32_fp8_sdwa v[36:37], v94 src0_sel:WORD_1
	.loc	1 43 18                         ; k_mx.py:43:18
	v_and_b32_sdwa v29, v74, s5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshlrev_b16_e32 v79, 7, v29
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v43, v81, v82, s6
	v_perm_b32 v23, v36, v34, s8
	v_perm_b32 v26, v37, v35, s8
	v_cvt_pk_f32_fp8_sdwa v[34:35], v90 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[36:37], v95 src0_sel:WORD_1
	v_or_b32_e32 v81, 0x7f7f7f7f, v39
	v_fmac_f32_e32 v32, 0, v32
	v_fmac_f32_e32 v30, 0, v30
	v_perm_b32 v38, v36, v34, s8
	v_perm_b32 v80, v37, v35, s8
	v_and_b32_e32 v35, 0xffff0000, v23
	v_lshlrev_b32_e32 v34, 16, v23
	v_and_b32_e32 v37, 0xffff0000, v26
	v_lshlrev_b32_e32 v36, 16, v26
	v_pk_mul_f32 v[34:35], v[24:25], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[24:25], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v23, 16, v35
	v_lshrrev_b32_e32 v24, 16, v34
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v26, v79, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v35, 0xffff0000, v38
	v_lshlrev_b32_e32 v34, 16, v38
	v_lshrrev_b32_e32 v79, 4, v39
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e32 v24, v24, v71, vcc
	v_cndmask_b32_e32 v23, v23, v71, vcc
	v_cndmask_b32_e32 v36, v36, v71, vcc
	v_cndmask_b32_e32 v37, v37, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v39, 0xffff0000, v80
	v_lshlrev_b32_e32 v38, 16, v80
	v_perm_b32 v37, v37, v36, s6
	v_perm_b32 v36, v23, v24, s6
	v_pk_mul_f32 v[34:35], v[22:23], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[22:23], v[38:39] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v38, 16, v23
	v_lshrrev_b32_e32 v39, 16, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e64 v34, v34, v71, s[0:1]
	v_cndmask_b32_e64 v80, v35, v71, s[0:1]
	v_cndmask_b32_e64 v35, v39, v71, s[0:1]
	v_cndmask_b32_e64 v38, v38, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v35, v38, v35, s6
	v_perm_b32 v34, v80, v34, s6
	v_cvt_pk_f32_fp8_e32 v[22:23], v84
	v_and_b32_e32 v38, 0x7070707, v96
	v_mfma_f32_32x32x8_bf16 v[0:15], v[34:35], v[36:37], v[0:15]
	v_lshrrev_b32_e32 v36, 4, v96
	v_cvt_pk_f32_fp8_e32 v[34:35], v40
	v_and_b32_e32 v36, 0x7070707, v36
	v_lshl_or_b32 v39, v96, 4, v62
	v_or_b32_e32 v37, 0x7f7f7f7f, v96
	v_perm_b32 v38, s7, v61, v38
	v_perm_b32 v36, s7, v61, v36
	v_and_b32_e32 v80, v38, v39
	v_and_b32_e32 v82, v36, v37
	v_cvt_pk_f32_fp8_e32 v[36:37], v80
	v_perm_b32 v34, v34, v22, s8
	v_perm_b32 v38, v35, v23, s8
	v_cvt_pk_f32_fp8_e32 v[22:23], v82
	v_and_b32_e32 v35, 0xffff0000, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[0:1], v88, s5 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v88, 4, v75
	v_perm_b32 v36, v22, v36, s8
	v_perm_b32 v39, v23, v37, s8
	v_and_b32_e32 v23, 0xffff0000, v34
	v_lshlrev_b32_e32 v22, 16, v34
	v_lshlrev_b32_e32 v34, 16, v38
	v_pk_mul_f32 v[22:23], v[32:33], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[32:33], v[34:35] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v37, 16, v22
	v_lshrrev_b32_e32 v38, 16, v23
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_and_b32_e32 v23, 0xffff0000, v36
	v_lshlrev_b32_e32 v22, 16, v36
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v36, v37, v71, s[0:1]
	v_cndmask_b32_e64 v37, v38, v71, s[0:1]
	v_cndmask_b32_e64 v34, v34, v71, s[0:1]
	v_cndmask_b32_e64 v35, v35, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v35, v35, v34, s6
	v_perm_b32 v34, v37, v36, s6
	v_and_b32_e32 v37, 0xffff0000, v39
	v_lshlrev_b32_e32 v36, 16, v39
	v_lshrrev_b32_e32 v38, 4, v78
	v_pk_mul_f32 v[22:23], v[30:31], v[22:23] op_sel_hi:[0,1]
	v_and_b32_e32 v39, 0x7070707, v79
	v_and_b32_e32 v38, 0x7070707, v38
	v_pk_mul_f32 v[36:37], v[30:31], v[36:37] op_sel_hi:[0,1]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v42, v89, v93, s6
	v_lshrrev_b32_e32 v22, 16, v22
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v77, s5 src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_or_b32_e32 v77, 0x7f7f7f7f, v78
	v_and_b32_e32 v78, 0x7070707, v88
	v_perm_b32 v79, s7, v61, v39
	v_perm_b32 v89, s7, v61, v38
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v38, 16, v37
	v_lshrrev_b32_e32 v39, 16, v36
	v_perm_b32 v88, s7, v61, v78
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v22, v22, v71, vcc
	v_cndmask_b32_e32 v78, v23, v71, vcc
	v_cndmask_b32_e32 v23, v39, v71, vcc
	v_cndmask_b32_e32 v38, v38, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v38, v23, s6
	v_perm_b32 v22, v78, v22, s6
	v_cvt_pk_f32_fp8_sdwa v[36:37], v84 src0_sel:WORD_1
	v_lshrrev_b32_e32 v24, 4, v41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[34:35], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[34:35], v40 src0_sel:WORD_1
	v_and_b32_e32 v24, 0x7070707, v24
	v_or_b32_e32 v41, 0x7f7f7f7f, v41
	v_or_b32_e32 v75, 0x7f7f7f7f, v75
	v_perm_b32 v24, s7, v61, v24
	v_and_b32_e32 v90, v24, v41
	v_and_b32_e32 v88, v88, v75
	v_cvt_pk_f32_fp8_sdwa v[40:41], v80 src0_sel:WORD_1
	v_perm_b32 v36, v34, v36, s8
	v_perm_b32 v75, v35, v37, s8
	v_cvt_pk_f32_fp8_sdwa v[34:35], v82 src0_sel:WORD_1
	v_and_b32_e32 v37, 0xffff0000, v36
	v_lshlrev_b32_e32 v36, 16, v36
	v_and_b32_e32 v84, v79, v81
	v_perm_b32 v40, v34, v40, s8
	v_perm_b32 v80, v35, v41, s8
	v_and_b32_e32 v35, 0xffff0000, v75
	v_lshlrev_b32_e32 v34, 16, v75
	v_and_b32_e32 v81, 0x7070707, v83
	v_pk_mul_f32 v[36:37], v[32:33], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[32:33], v[34:35] op_sel_hi:[0,1]
	v_perm_b32 v24, s7, v61, v81
	v_lshrrev_b32_e32 v41, 16, v37
	v_lshrrev_b32_e32 v75, 16, v36
	v_lshrrev_b32_e32 v81, 16, v35
	v_lshrrev_b32_e32 v82, 16, v34
	v_and_b32_e32 v35, 0xffff0000, v40
	v_lshlrev_b32_e32 v34, 16, v40
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v40, v75, v71, s[0:1]
	v_cndmask_b32_e64 v75, v41, v71, s[0:1]
	v_cndmask_b32_e64 v41, v82, v71, s[0:1]
	v_cndmask_b32_e64 v81, v81, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v41, v81, v41, s6
	v_and_b32_e32 v81, 0xffff0000, v80
	v_lshlrev_b32_e32 v80, 16, v80
	v_pk_mul_f32 v[34:35], v[30:31], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[30:31], v[80:81] op_sel_hi:[0,1]
	v_perm_b32 v40, v75, v40, s6
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v75, 16, v81
	v_lshrrev_b32_e32 v80, 16, v80
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v34, v34, v71, vcc
	v_cndmask_b32_e32 v81, v35, v71, vcc
	v_cndmask_b32_e32 v35, v80, v71, vcc
	v_cndmask_b32_e32 v75, v75, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v35, v75, v35, s6
	v_perm_b32 v34, v81, v34, s6
	v_lshrrev_b32_e32 v82, 4, v83
	v_cvt_pk_f32_fp8_e32 v[38:39], v85
	v_cvt_pk_f32_fp8_e32 v[80:81], v87
	v_and_b32_e32 v75, 0x7070707, v82
	v_cvt_pk_f32_fp8_sdwa v[78:79], v85 src0_sel:WORD_1
	v_lshl_or_b32 v85, v83, 4, v62
	v_or_b32_e32 v83, 0x7f7f7f7f, v83
	v_perm_b32 v75, s7, v61, v75
	v_and_b32_e32 v24, v24, v85
	v_and_b32_e32 v75, v75, v83
	v_mfma_f32_32x32x8_bf16 v[0:15], v[34:35], v[40:41], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[34:35], v24
	v_cvt_pk_f32_fp8_e32 v[40:41], v75
	v_perm_b32 v38, v80, v38, s8
	v_perm_b32 v80, v81, v39, s8
	v_and_b32_e32 v39, 0xffff0000, v38
	v_lshlrev_b32_e32 v38, 16, v38
	v_and_b32_e32 v81, 0xffff0000, v80
	v_lshlrev_b32_e32 v80, 16, v80
	v_pk_mul_f32 v[38:39], v[32:33], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[32:33], v[80:81] op_sel_hi:[0,1]
	v_perm_b32 v34, v40, v34, s8
	v_perm_b32 v40, v41, v35, s8
	v_lshrrev_b32_e32 v41, 16, v39
	v_lshrrev_b32_e32 v82, 16, v38
	v_lshrrev_b32_e32 v81, 16, v81
	v_lshrrev_b32_e32 v80, 16, v80
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v82, v82, v71, s[0:1]
	v_cndmask_b32_e64 v41, v41, v71, s[0:1]
	v_cndmask_b32_e64 v80, v80, v71, s[0:1]
	v_cndmask_b32_e64 v81, v81, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v35, 0xffff0000, v34
	v_lshlrev_b32_e32 v34, 16, v34
	v_perm_b32 v81, v81, v80, s6
	v_perm_b32 v80, v41, v82, s6
	v_and_b32_e32 v41, 0xffff0000, v40
	v_lshlrev_b32_e32 v40, 16, v40
	v_pk_mul_f32 v[34:35], v[30:31], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[30:31], v[40:41] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v82, 16, v41
	v_lshrrev_b32_e32 v83, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v34, v34, v71, vcc
	v_cndmask_b32_e32 v35, v35, v71, vcc
	v_cndmask_b32_e32 v83, v83, v71, vcc
	v_cndmask_b32_e32 v82, v82, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v83, v82, v83, s6
	v_perm_b32 v82, v35, v34, s6
	v_and_b32_e32 v92, 0x7070707, v31
	v_lshrrev_b32_e32 v93, 4, v31
	v_mfma_f32_32x32x8_bf16 v[0:15], v[82:83], v[80:81], v[0:15]
	v_cvt_pk_f32_fp8_sdwa v[80:81], v87 src0_sel:WORD_1
	v_or_b32_e32 v94, 0x7f7f7f7f, v31
	v_cvt_pk_f32_fp8_e32 v[22:23], v86
	v_cvt_pk_f32_fp8_sdwa v[36:37], v86 src0_sel:WORD_1
	v_perm_b32 v82, v80, v78, s8
	v_perm_b32 v83, v81, v79, s8
	v_cvt_pk_f32_fp8_sdwa v[78:79], v24 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[80:81], v75 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_e32 v[38:39], v97
	v_cvt_pk_f32_fp8_sdwa v[40:41], v97 src0_sel:WORD_1
	v_and_b32_e32 v85, 0x7070707, v98
	v_perm_b32 v24, v80, v78, s8
	v_perm_b32 v75, v81, v79, s8
	v_and_b32_e32 v79, 0xffff0000, v82
	v_lshlrev_b32_e32 v78, 16, v82
	v_and_b32_e32 v81, 0xffff0000, v83
	v_lshlrev_b32_e32 v80, 16, v83
	v_pk_mul_f32 v[78:79], v[32:33], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[32:33], v[80:81] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v82, 16, v78
	v_lshrrev_b32_e32 v32, 16, v79
	v_lshrrev_b32_e32 v81, 16, v81
	v_lshrrev_b32_e32 v80, 16, v80
	v_and_b32_e32 v79, 0xffff0000, v24
	v_lshlrev_b32_e32 v78, 16, v24
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v24, v82, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v83, 0xffff0000, v75
	v_lshlrev_b32_e32 v82, 16, v75
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v32, v32, v71, s[0:1]
	v_cndmask_b32_e64 v80, v80, v71, s[0:1]
	v_cndmask_b32_e64 v81, v81, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[78:79], v[30:31], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[30:31], v[82:83] op_sel_hi:[0,1]
	v_perm_b32 v81, v81, v80, s6
	v_perm_b32 v80, v32, v24, s6
	v_lshl_or_b32 v32, v31, 4, v62
	v_lshrrev_b32_e32 v24, 16, v79
	v_lshrrev_b32_e32 v30, 16, v78
	v_lshrrev_b32_e32 v31, 16, v83
	v_lshrrev_b32_e32 v75, 16, v82
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v30, v30, v71, vcc
	v_cndmask_b32_e32 v24, v24, v71, vcc
	v_cndmask_b32_e32 v75, v75, v71, vcc
	v_cndmask_b32_e32 v31, v31, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v79, v31, v75, s6
	v_perm_b32 v78, v24, v30, s6
	v_cvt_pk_f32_fp8_e32 v[34:35], v25
	v_lshl_or_b32 v86, v98, 4, v62
	v_mfma_f32_32x32x8_bf16 v[0:15], v[78:79], v[80:81], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[78:79], v84
	v_lshrrev_b32_e32 v87, 4, v98
	v_and_b32_e32 v89, v89, v77
	v_cvt_pk_f32_fp8_sdwa v[30:31], v25 src0_sel:WORD_1
	v_perm_b32 v80, v78, v22, s8
	v_perm_b32 v81, v79, v23, s8
	v_cvt_pk_f32_fp8_sdwa v[22:23], v84 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_e32 v[24:25], v33
	v_or_b32_e32 v91, 0x7f7f7f7f, v98
	v_and_b32_e32 v95, 0x7070707, v43
	v_perm_b32 v84, v22, v36, s8
	v_perm_b32 v96, v23, v37, s8
	v_cvt_pk_f32_fp8_e32 v[22:23], v90
	v_lshl_or_b32 v82, v43, 4, v62
	v_lshrrev_b32_e32 v83, 4, v43
	v_and_b32_e32 v36, 0x7070707, v42
	v_perm_b32 v79, v22, v38, s8
	v_perm_b32 v78, v23, v39, s8
	v_cvt_pk_f32_fp8_sdwa v[22:23], v90 src0_sel:WORD_1
	v_perm_b32 v38, s7, v61, v92
	v_lshl_or_b32 v37, v42, 4, v62
	v_fmac_f32_e32 v28, 0, v28
	v_perm_b32 v77, v22, v40, s8
	v_perm_b32 v75, v23, v41, s8
	v_cvt_pk_f32_fp8_sdwa v[22:23], v33 src0_sel:WORD_1
	v_perm_b32 v33, s7, v61, v85
	v_and_b32_e32 v85, v33, v86
	v_and_b32_e32 v86, v38, v32
	v_cvt_pk_f32_fp8_e32 v[32:33], v88
	v_and_b32_e32 v41, 0x7070707, v87
	v_perm_b32 v41, s7, v61, v41
	v_lshrrev_b32_e32 v40, 4, v42
	v_and_b32_e32 v90, v41, v91
	v_and_b32_e32 v41, 0x7070707, v93
	v_perm_b32 v38, s7, v61, v95
	v_and_b32_e32 v40, 0x7070707, v40
	v_perm_b32 v41, s7, v61, v41
	v_and_b32_e32 v87, v38, v82
	v_and_b32_e32 v82, 0x7070707, v83
	v_perm_b32 v83, s7, v61, v40
	v_and_b32_e32 v91, v41, v94
	v_cvt_pk_f32_fp8_e32 v[40:41], v85
	v_perm_b32 v94, v32, v34, s8
	v_perm_b32 v95, v33, v35, s8
	v_cvt_pk_f32_fp8_e32 v[32:33], v90
	v_or_b32_e32 v42, 0x7f7f7f7f, v42
	v_and_b32_e32 v93, v83, v42
	v_or_b32_e32 v43, 0x7f7f7f7f, v43
	v_perm_b32 v40, v32, v40, s8
	v_perm_b32 v42, v33, v41, s8
	v_and_b32_e32 v33, 0xffff0000, v80
	v_lshlrev_b32_e32 v32, 16, v80
	v_perm_b32 v82, s7, v61, v82
	v_and_b32_e32 v35, 0xffff0000, v81
	v_lshlrev_b32_e32 v34, 16, v81
	v_pk_mul_f32 v[32:33], v[28:29], v[32:33] op_sel_hi:[0,1]
	v_and_b32_e32 v92, v82, v43
	v_pk_mul_f32 v[34:35], v[28:29], v[34:35] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v41, 16, v32
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_e64 s[0:1], s5, v76
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v43, 16, v33
	v_lshrrev_b32_e32 v76, 16, v35
	v_lshrrev_b32_e32 v80, 16, v34
	v_and_b32_e32 v35, 0xffff0000, v40
	v_lshlrev_b32_e32 v34, 16, v40
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v40, v41, v71, s[0:1]
	v_cndmask_b32_e64 v41, v43, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_fmac_f32_e32 v26, 0, v26
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v43, v80, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v80, v41, v40, s6
	v_and_b32_e32 v41, 0xffff0000, v42
	v_lshlrev_b32_e32 v40, 16, v42
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v76, v76, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[34:35], v[26:27], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[26:27], v[40:41] op_sel_hi:[0,1]
	v_perm_b32 v81, v76, v43, s6
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v42, 16, v41
	v_lshrrev_b32_e32 v43, 16, v40
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_e32 vcc, s5, v29
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v36, s7, v61, v36
	v_cvt_pk_f32_fp8_sdwa v[38:39], v88 src0_sel:WORD_1
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v29, v34, v71, vcc
	v_cndmask_b32_e32 v34, v35, v71, vcc
	v_cndmask_b32_e32 v35, v43, v71, vcc
	v_cndmask_b32_e32 v42, v42, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v35, v42, v35, s6
	v_perm_b32 v34, v34, v29, s6
	v_and_b32_e32 v88, v36, v37
	v_cvt_pk_f32_fp8_e32 v[36:37], v89
	v_cvt_pk_f32_fp8_sdwa v[32:33], v89 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_sdwa v[40:41], v85 src0_sel:WORD_1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[34:35], v[80:81], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[34:35], v87
	v_cvt_pk_f32_fp8_sdwa v[80:81], v87 src0_sel:WORD_1
	v_perm_b32 v87, v36, v24, s8
	v_perm_b32 v89, v37, v25, s8
	v_cvt_pk_f32_fp8_sdwa v[24:25], v90 src0_sel:WORD_1
	v_and_b32_e32 v37, 0xffff0000, v84
	v_lshlrev_b32_e32 v36, 16, v84
	v_perm_b32 v29, v38, v30, s8
	v_perm_b32 v38, v24, v40, s8
	v_perm_b32 v40, v25, v41, s8
	v_and_b32_e32 v25, 0xffff0000, v96
	v_lshlrev_b32_e32 v24, 16, v96
	v_pk_mul_f32 v[36:37], v[28:29], v[36:37] op_sel_hi:[0,1]
	v_cvt_pk_f32_fp8_e32 v[42:43], v86
	v_cvt_pk_f32_fp8_sdwa v[82:83], v86 src0_sel:WORD_1
	v_perm_b32 v86, v39, v31, s8
	v_pk_mul_f32 v[24:25], v[28:29], v[24:25] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v39, 16, v37
	v_lshrrev_b32_e32 v41, 16, v36
	v_lshrrev_b32_e32 v76, 16, v25
	v_lshrrev_b32_e32 v84, 16, v24
	v_and_b32_e32 v25, 0xffff0000, v38
	v_lshlrev_b32_e32 v24, 16, v38
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v38, v41, v71, s[0:1]
	v_cndmask_b32_e64 v41, v39, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v38, v41, v38, s6
	v_and_b32_e32 v41, 0xffff0000, v40
	v_lshlrev_b32_e32 v40, 16, v40
	v_pk_mul_f32 v[24:25], v[26:27], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[26:27], v[40:41] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v39, v84, v71, s[0:1]
	v_cndmask_b32_e64 v76, v76, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v24, 16, v24
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	v_perm_b32 v39, v76, v39, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v24, v24, v71, vcc
	v_cndmask_b32_e32 v76, v25, v71, vcc
	v_cndmask_b32_e32 v25, v40, v71, vcc
	v_cndmask_b32_e32 v40, v41, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v40, v25, s6
	v_perm_b32 v24, v76, v24, s6
	v_cvt_pk_f32_fp8_sdwa v[84:85], v91 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_e32 v[40:41], v91
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[38:39], v[0:15]
	v_cvt_pk_f32_fp8_e32 v[24:25], v92
	v_cvt_pk_f32_fp8_sdwa v[38:39], v92 src0_sel:WORD_1
	v_cvt_pk_f32_fp8_e32 v[30:31], v88
	v_cvt_pk_f32_fp8_sdwa v[36:37], v88 src0_sel:WORD_1
	v_perm_b32 v88, v32, v22, s8
	v_perm_b32 v90, v33, v23, s8
	v_cvt_pk_f32_fp8_e32 v[22:23], v93
	v_cvt_pk_f32_fp8_sdwa v[32:33], v93 src0_sel:WORD_1
	v_perm_b32 v82, v84, v82, s8
	v_perm_b32 v83, v85, v83, s8
	v_perm_b32 v84, v24, v34, s8
	v_perm_b32 v85, v25, v35, s8
	v_and_b32_e32 v25, 0xffff0000, v75
	v_lshlrev_b32_e32 v24, 16, v75
	v_perm_b32 v75, v38, v80, s8
	.loc	1 39 18                         ; k_mx.py:39:18
	v_lshlrev_b16_sdwa v80, v72, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v91, v40, v42, s8
	v_perm_b32 v92, v41, v43, s8
	v_and_b32_e32 v41, 0xffff0000, v79
	v_lshlrev_b32_e32 v40, 16, v79
	v_and_b32_e32 v43, 0xffff0000, v78
	v_lshlrev_b32_e32 v42, 16, v78
	v_and_b32_e32 v79, 0xffff0000, v77
	v_lshlrev_b32_e32 v78, 16, v77
	.loc	1 39 18                         ; k_mx.py:39:18
	v_max_u16_sdwa v80, v80, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v35, 0xffff0000, v94
	v_lshlrev_b32_e32 v34, 16, v94
	v_and_b32_e32 v77, 0xffff0000, v29
	v_lshlrev_b32_e32 v76, 16, v29
	v_perm_b32 v93, v22, v30, s8
	v_perm_b32 v94, v23, v31, s8
	v_and_b32_e32 v23, 0xffff0000, v86
	v_lshlrev_b32_e32 v22, 16, v86
	v_and_b32_e32 v31, 0xffff0000, v87
	v_lshlrev_b32_e32 v30, 16, v87
	v_perm_b32 v86, v32, v36, s8
	v_perm_b32 v87, v33, v37, s8
	v_and_b32_e32 v33, 0xffff0000, v89
	v_lshlrev_b32_e32 v32, 16, v89
	v_pk_mul_f32 v[40:41], v[28:29], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[28:29], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[28:29], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[28:29], v[24:25] op_sel_hi:[0,1]
	v_and_b32_e32 v29, 0xffff0000, v90
	v_lshlrev_b32_e32 v28, 16, v90
	v_fmac_f32_e32 v80, 0, v80
	v_perm_b32 v81, v39, v81, s8
	v_pk_mul_f32 v[34:35], v[80:81], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[80:81], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[80:81], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[80:81], v[28:29] op_sel_hi:[0,1]
	v_and_b32_e32 v39, 0xffff0000, v95
	v_lshlrev_b32_e32 v38, 16, v95
	v_and_b32_e32 v37, 0xffff0000, v88
	v_lshlrev_b32_e32 v36, 16, v88
	v_pk_mul_f32 v[76:77], v[80:81], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[80:81], v[22:23] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v42, 16, v42
	v_lshrrev_b32_e32 v88, 16, v34
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cmp_eq_u16_sdwa s[2:3], v27, s5 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v27, 16, v79
	v_lshrrev_b32_e32 v89, 16, v35
	v_lshrrev_b32_e32 v100, 16, v31
	v_lshrrev_b32_e32 v101, 16, v30
	v_lshrrev_b32_e32 v102, 16, v33
	v_lshrrev_b32_e32 v103, 16, v32
	v_lshrrev_b32_e32 v106, 16, v29
	v_lshrrev_b32_e32 v107, 16, v28
	v_and_b32_e32 v29, 0xffff0000, v91
	v_lshlrev_b32_e32 v28, 16, v91
	v_and_b32_e32 v31, 0xffff0000, v92
	v_lshlrev_b32_e32 v30, 16, v92
	v_and_b32_e32 v33, 0xffff0000, v82
	v_lshlrev_b32_e32 v32, 16, v82
	v_and_b32_e32 v35, 0xffff0000, v83
	v_lshlrev_b32_e32 v34, 16, v83
	v_pk_mul_f32 v[38:39], v[80:81], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[80:81], v[36:37] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v79, 16, v25
	v_lshrrev_b32_e32 v80, 16, v24
	v_lshrrev_b32_e32 v96, 16, v77
	v_lshrrev_b32_e32 v97, 16, v76
	v_lshrrev_b32_e32 v98, 16, v23
	v_lshrrev_b32_e32 v99, 16, v22
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v22, v40, v71, s[0:1]
	v_cndmask_b32_e64 v23, v41, v71, s[0:1]
	v_cndmask_b32_e64 v24, v42, v71, s[0:1]
	v_cndmask_b32_e64 v25, v43, v71, s[0:1]
	v_cndmask_b32_e64 v27, v27, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_pk_mul_f32 v[42:43], v[26:27], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[26:27], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[26:27], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[26:27], v[34:35] op_sel_hi:[0,1]
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v26, v88, v71, s[2:3]
	v_cndmask_b32_e64 v28, v89, v71, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v95, 16, v38
	v_perm_b32 v25, v25, v24, s6
	v_perm_b32 v24, v23, v22, s6
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v23, v80, v71, s[0:1]
	v_cndmask_b32_e64 v38, v79, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v26, v28, v26, s6
	.loc	1 43 18                         ; k_mx.py:43:18
	v_lshlrev_b16_sdwa v30, v72, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v28, v97, v71, s[2:3]
	v_cndmask_b32_e64 v31, v96, v71, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_lshrrev_b32_e32 v78, 16, v78
	v_lshrrev_b32_e32 v90, 16, v39
	v_lshrrev_b32_e32 v104, 16, v37
	v_lshrrev_b32_e32 v105, 16, v36
	v_and_b32_e32 v37, 0xffff0000, v84
	v_lshlrev_b32_e32 v36, 16, v84
	v_perm_b32 v23, v38, v23, s6
	v_and_b32_e32 v39, 0xffff0000, v85
	v_lshlrev_b32_e32 v38, 16, v85
	v_perm_b32 v28, v31, v28, s6
	v_and_b32_e32 v85, 0xffff0000, v86
	v_lshlrev_b32_e32 v84, 16, v86
	.loc	1 43 18                         ; k_mx.py:43:18
	v_max_u16_sdwa v86, v30, v73 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v31, v103, v71, s[2:3]
	v_cndmask_b32_e64 v88, v102, v71, s[2:3]
	v_cndmask_b32_e64 v22, v78, v71, s[0:1]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_and_b32_e32 v41, 0xffff0000, v75
	v_lshlrev_b32_e32 v40, 16, v75
	v_and_b32_e32 v79, 0xffff0000, v81
	v_lshlrev_b32_e32 v78, 16, v81
	v_and_b32_e32 v81, 0xffff0000, v93
	v_lshlrev_b32_e32 v80, 16, v93
	v_and_b32_e32 v83, 0xffff0000, v94
	v_lshlrev_b32_e32 v82, 16, v94
	v_fmac_f32_e32 v86, 0, v86
	v_perm_b32 v31, v88, v31, s6
	v_and_b32_e32 v89, 0xffff0000, v87
	v_lshlrev_b32_e32 v88, 16, v87
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v42, 16, v42
	v_lshrrev_b32_e32 v77, 16, v77
	v_lshrrev_b32_e32 v76, 16, v76
	v_pk_mul_f32 v[36:37], v[86:87], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[86:87], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[86:87], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[86:87], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[86:87], v[80:81] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[86:87], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[86:87], v[84:85] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[86:87], v[88:89] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v88, 16, v33
	v_lshrrev_b32_e32 v89, 16, v32
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v32, v42, v71, vcc
	v_cndmask_b32_e32 v42, v43, v71, vcc
	v_cndmask_b32_e32 v33, v76, v71, vcc
	v_cndmask_b32_e32 v43, v77, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v33, v43, v33, s6
	v_perm_b32 v32, v42, v32, s6
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_mfma_f32_32x32x8_bf16 v[0:15], v[32:33], v[24:25], v[0:15]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v43, v89, v71, vcc
	v_cndmask_b32_e32 v76, v88, v71, vcc
	v_cndmask_b32_e32 v34, v34, v71, vcc
	v_cndmask_b32_e32 v24, v35, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v24, v34, s6
	v_perm_b32 v24, v76, v43, s6
	v_perm_b32 v22, v27, v22, s6
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	v_mfma_f32_32x32x8_bf16 v[0:15], v[24:25], v[22:23], v[0:15]
	v_lshrrev_b32_e32 v39, 16, v39
	v_lshrrev_b32_e32 v38, 16, v38
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cmp_eq_u16_sdwa vcc, v74, s5 src0_sel:BYTE_3 src1_sel:DWORD
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v27, v95, v71, s[2:3]
	v_cndmask_b32_e64 v29, v90, v71, s[2:3]
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v32, v36, v71, vcc
	v_cndmask_b32_e32 v33, v37, v71, vcc
	v_cndmask_b32_e32 v34, v38, v71, vcc
	v_cndmask_b32_e32 v22, v39, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v34, s6
	v_perm_b32 v22, v33, v32, s6
	v_perm_b32 v27, v29, v27, s6
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v40, 16, v40
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[26:27], v[0:15]
	v_lshrrev_b32_e32 v79, 16, v79
	v_lshrrev_b32_e32 v78, 16, v78
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v25, v40, v71, vcc
	v_cndmask_b32_e32 v32, v41, v71, vcc
	v_cndmask_b32_e32 v33, v78, v71, vcc
	v_cndmask_b32_e32 v22, v79, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v33, s6
	v_perm_b32 v22, v32, v25, s6
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v29, v99, v71, s[2:3]
	v_cndmask_b32_e64 v75, v98, v71, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v29, v75, v29, s6
	v_lshrrev_b32_e32 v81, 16, v81
	v_lshrrev_b32_e32 v80, 16, v80
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[28:29], v[0:15]
	v_lshrrev_b32_e32 v83, 16, v83
	v_lshrrev_b32_e32 v82, 16, v82
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v26, v80, v71, vcc
	v_cndmask_b32_e32 v27, v81, v71, vcc
	v_cndmask_b32_e32 v32, v82, v71, vcc
	v_cndmask_b32_e32 v22, v83, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v32, s6
	v_perm_b32 v22, v27, v26, s6
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v30, v101, v71, s[2:3]
	v_cndmask_b32_e64 v75, v100, v71, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v30, v75, v30, s6
	v_lshrrev_b32_e32 v42, 16, v85
	v_lshrrev_b32_e32 v24, 16, v84
	v_mfma_f32_32x32x8_bf16 v[0:15], v[22:23], v[30:31], v[0:15]
	v_lshrrev_b32_e32 v25, 16, v87
	v_lshrrev_b32_e32 v26, 16, v86
	.loc	1 43 18                         ; k_mx.py:43:18
	v_cndmask_b32_e32 v24, v24, v71, vcc
	v_cndmask_b32_e32 v27, v42, v71, vcc
	v_cndmask_b32_e32 v26, v26, v71, vcc
	v_cndmask_b32_e32 v22, v25, v71, vcc
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v23, v22, v26, s6
	v_perm_b32 v22, v27, v24, s6
	.loc	1 39 18                         ; k_mx.py:39:18
	v_cndmask_b32_e64 v75, v105, v71, s[2:3]
	v_cndmask_b32_e64 v90, v104, v71, s[2:3]
	v_cndmask_b32_e64 v24, v107, v71, s[2:3]
	v_cndmask_b32_e64 v25, v106, v71, s[2:3]
	.loc	1 46 15                         ; k_mx.py:46:15
	v_perm_b32 v25, v25, v24, s6
	v_perm_b32 v24, v90, v75, s6
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
	.loc	1 29 34                         ; k_mx.py:29:34
	v_lshrrev_b32_e32 v16, 3, v44
	.loc	1 47 22                         ; k_mx.py:47:22
	v_mul_lo_u32 v18, s13, v45
	.loc	1 30 10                         ; k_mx.py:30:10
	v_or_b32_e32 v16, s15, v16
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
		.amdhsa_next_free_vgpr 108
		.amdhsa_next_free_sgpr 32
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
	.set .Lmx_matmul.num_vgpr, 108
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
; codeLenInByte = 7456
; TotalNumSgprs: 38
; NumVgprs: 108
; NumAgprs: 0
; TotalNumVgprs: 108
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 108
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         mx_matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     108
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

	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.101:
	.file	1 "/work/main/tests/sim/peer" "k_matmul.py"
	.loc	1 42 0 prologue_end             ; k_matmul.py:42:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.102:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr67 : SGPR spill to VGPR lane
.Ltmp1:
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_readfirstlane_b32 s0, v0
	v_writelane_b32 v67, s6, 0
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_and_b32 s33, s0, 0x80
	s_and_b32 s80, s0, 64
	v_writelane_b32 v67, s7, 1
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_lshl_b32 s6, s16, 6
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s99, s17, 6
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v20, 31, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s10, 1
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v21, 32, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_67
; %bb.1:                                ; %.lr.ph
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_b32 s1, s0, 0xc0
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_bfe_u32 s0, s0, 0x20006
	s_lshr_b32 s81, s1, 3
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_or_b32 s1, s0, s6
	s_or_b32 s48, s1, 4
	s_or_b32 s49, s1, 8
	s_or_b32 s50, s1, 12
	s_or_b32 s51, s1, 16
	s_or_b32 s52, s1, 20
	s_or_b32 s53, s1, 24
	s_or_b32 s54, s1, 28
	s_or_b32 s55, s1, 32
	s_or_b32 s56, s1, 36
	s_or_b32 s57, s1, 40
	s_or_b32 s58, s1, 44
	s_or_b32 s59, s1, 48
	s_or_b32 s60, s1, 52
	s_or_b32 s61, s1, 56
	s_or_b32 s62, s1, 60
	.loc	1 50 74 is_stmt 1               ; k_matmul.py:50:74
	s_cmp_lt_i32 s1, s8
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s48, s8
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_lt_i32 s49, s8
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s50, s8
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_lt_i32 s51, s8
	s_cselect_b64 s[22:23], -1, 0
	s_cmp_lt_i32 s52, s8
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_lt_i32 s53, s8
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_lt_i32 s54, s8
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_lt_i32 s55, s8
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_lt_i32 s56, s8
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_lt_i32 s57, s8
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_lt_i32 s58, s8
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_lt_i32 s59, s8
	s_cselect_b64 s[40:41], -1, 0
	s_cmp_lt_i32 s60, s8
	s_cselect_b64 s[42:43], -1, 0
	s_cmp_lt_i32 s61, s8
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lt_i32 s62, s8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_mul_i32 s1, s1, s11
	.loc	1 50 74                         ; k_matmul.py:50:74
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s64, s49, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_ashr_i32 s49, s1, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s63, s48, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s48, s2, s1
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s1, s63, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s65, s50, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s50, s2, s63
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s66, s51, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_addc_u32 s51, s3, s1
	s_ashr_i32 s1, s64, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s67, s52, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s52, s2, s64
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s68, s53, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_addc_u32 s53, s3, s1
	s_ashr_i32 s1, s65, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s69, s54, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s54, s2, s65
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s70, s55, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_addc_u32 s55, s3, s1
	s_ashr_i32 s1, s66, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s71, s56, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s56, s2, s66
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s72, s57, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_addc_u32 s57, s3, s1
	s_ashr_i32 s1, s67, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s73, s58, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s58, s2, s67
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s74, s59, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_addc_u32 s59, s3, s1
	s_ashr_i32 s1, s68, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s75, s60, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s60, s2, s68
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s76, s61, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_addc_u32 s61, s3, s1
	s_ashr_i32 s1, s69, 31
	.loc	1 50 29                         ; k_matmul.py:50:29
	s_mul_i32 s11, s62, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	s_add_u32 s62, s2, s69
	s_addc_u32 s63, s3, s1
	s_ashr_i32 s1, s70, 31
	s_add_u32 s64, s2, s70
	s_addc_u32 s65, s3, s1
	s_ashr_i32 s1, s71, 31
	s_add_u32 s66, s2, s71
	s_addc_u32 s67, s3, s1
	s_ashr_i32 s1, s72, 31
	s_add_u32 s68, s2, s72
	s_addc_u32 s69, s3, s1
	s_ashr_i32 s1, s73, 31
	s_add_u32 s70, s2, s73
	s_addc_u32 s71, s3, s1
	s_ashr_i32 s1, s74, 31
	s_add_u32 s72, s2, s74
	s_addc_u32 s73, s3, s1
	s_ashr_i32 s1, s75, 31
	s_add_u32 s74, s2, s75
	s_addc_u32 s75, s3, s1
	s_ashr_i32 s1, s76, 31
	s_add_u32 s76, s2, s76
	s_addc_u32 s77, s3, s1
	s_ashr_i32 s1, s11, 31
	s_add_u32 s2, s2, s11
	s_addc_u32 s3, s3, s1
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	v_and_b32_e32 v22, 63, v0
	s_cmp_eq_u32 s33, 0
	v_or_b32_e32 v1, s80, v22
	s_cselect_b32 s1, 0, 0x88
	v_lshlrev_b32_e32 v6, 2, v0
	v_xor_b32_e32 v1, s1, v1
	v_and_b32_e32 v6, 56, v6
	v_lshrrev_b32_e32 v7, 2, v21
	s_lshl_b32 s1, s33, 4
	v_lshlrev_b32_e32 v5, 6, v20
	v_xor_b32_e32 v8, v6, v7
	s_cmp_eq_u32 s80, 0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_mul_i32 s0, s12, s0
	v_or3_b32 v5, s1, v5, v8
	s_cselect_b32 s1, 0, 0x810
	s_lshl_b32 s11, s0, 3
	s_or_b32 s0, s81, 39
	s_mul_i32 s82, s12, s0
	s_or_b32 s0, s81, 38
	s_mul_i32 s83, s12, s0
	s_or_b32 s0, s81, 37
	s_mul_i32 s84, s12, s0
	s_or_b32 s0, s81, 36
	s_mul_i32 s85, s12, s0
	s_or_b32 s0, s81, 35
	s_mul_i32 s86, s12, s0
	s_or_b32 s0, s81, 34
	s_mul_i32 s87, s12, s0
	s_or_b32 s0, s81, 33
	s_mul_i32 s88, s12, s0
	s_or_b32 s0, s81, 32
	s_mul_i32 s89, s12, s0
	s_or_b32 s0, s81, 7
	v_lshrrev_b32_e32 v11, 1, v0
	v_lshlrev_b32_e32 v13, 6, v0
	v_bfe_i32 v0, v0, 4, 1
	s_mul_i32 s90, s12, s0
	s_or_b32 s0, s81, 6
	v_and_b32_e32 v11, 24, v11
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v7, s1, v7
	s_mul_i32 s91, s12, s0
	s_or_b32 s0, s81, 5
	v_xor_b32_e32 v11, s81, v11
	v_xor_b32_e32 v0, v0, v7
	s_mul_i32 s92, s12, s0
	s_or_b32 s0, s81, 4
	v_xor_b32_e32 v11, v11, v6
	v_xor_b32_e32 v0, v0, v6
	s_movk_i32 s1, 0x3c0
	s_mul_i32 s93, s12, s0
	s_or_b32 s0, s81, 3
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v18, s99, v22
	v_lshl_or_b32 v11, v22, 6, v11
	v_and_or_b32 v6, v13, s1, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_mul_i32 s94, s12, s0
	s_or_b32 s0, s81, 2
	v_ashrrev_i32_e32 v19, 31, v18
	v_xor_b32_e32 v2, 16, v1
	v_xor_b32_e32 v3, 32, v1
	v_xor_b32_e32 v4, 48, v1
	v_xor_b32_e32 v8, 16, v5
	v_xor_b32_e32 v9, 32, v5
	v_xor_b32_e32 v10, 48, v5
	v_xor_b32_e32 v12, 32, v11
	v_xor_b32_e32 v7, 16, v6
	v_xor_b32_e32 v13, 32, v6
	v_xor_b32_e32 v14, 48, v6
	s_mul_i32 s95, s12, s0
	s_or_b32 s0, s81, 1
	v_mov_b32_e32 v0, 0
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[18:19]
	s_mul_i32 s96, s12, s0
	s_lshl_b32 s12, s12, 6
	v_add_u32_e32 v23, 0, v1
	v_add_u32_e32 v24, 0, v2
	v_add_u32_e32 v25, 0, v3
	v_add_u32_e32 v26, 0, v4
	v_add_u32_e32 v27, 0, v5
	v_add_u32_e32 v28, 0, v8
	v_add_u32_e32 v29, 0, v9
	v_add_u32_e32 v30, 0, v10
	v_add_u32_e32 v31, 0, v11
	v_add_u32_e32 v32, 0, v12
	v_add_u32_e32 v33, 0, v6
	v_add_u32_e32 v34, 0, v7
	v_add_u32_e32 v35, 0, v13
	v_add_u32_e32 v36, 0, v14
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
	s_mov_b32 s97, 0
	s_mov_b32 s98, 0
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_gt_i32_e32 vcc, s9, v18
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 94 is_stmt 0                ; k_matmul.py:0:94
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_waitcnt vmcnt(0)
	v_lshlrev_b16_e32 v38, 8, v38
	v_lshlrev_b16_e32 v18, 8, v18
	v_or_b32_sdwa v19, v19, v38 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v18, v37, v18
	v_or_b32_sdwa v38, v19, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v18, 8, v47
	v_lshlrev_b16_e32 v19, 8, v44
	v_or_b32_sdwa v18, v45, v18 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v19, v42, v19
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_lshlrev_b16_e32 v50, 8, v50
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_lshlrev_b16_e32 v43, 8, v43
	v_lshlrev_b16_e32 v40, 8, v40
	v_or_b32_sdwa v18, v18, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v19, 8, v48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_or_b32_sdwa v49, v49, v50 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_or_b32_sdwa v41, v41, v43 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v39, v39, v40
	v_or_b32_e32 v19, v46, v19
	v_or_b32_sdwa v39, v41, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_or_b32_sdwa v19, v49, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_barrier
	ds_write_b8 v23, v51
	ds_write_b8 v23, v55 offset:1024
	ds_write_b8 v23, v59 offset:2048
	ds_write_b8 v23, v63 offset:3072
	ds_write_b8 v24, v53 offset:256
	ds_write_b8 v24, v57 offset:1280
	ds_write_b8 v24, v61 offset:2304
	ds_write_b8 v24, v65 offset:3328
	ds_write_b8 v25, v52 offset:512
	ds_write_b8 v25, v56 offset:1536
	ds_write_b8 v25, v60 offset:2560
	ds_write_b8 v25, v64 offset:3584
	ds_write_b8 v26, v54 offset:768
	ds_write_b8 v26, v58 offset:1792
	ds_write_b8 v26, v62 offset:2816
	ds_write_b8 v26, v66 offset:3840
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[50:51], v27
	ds_read_b64 v[52:53], v28
	ds_read_b64 v[54:55], v29
	ds_read_b64 v[56:57], v30
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v31, v[38:39]
	ds_write_b64 v32, v[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[18:19], v33
	ds_read_b64 v[38:39], v34
	ds_read_b64 v[40:41], v35
	ds_read_b64 v[42:43], v36
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[18:19], v[50:51], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s98, s98, 64
	s_add_i32 s97, s97, s12
	s_cmp_lt_i32 s98, s10
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[38:39], v[52:53], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[40:41], v[54:55], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[42:43], v[56:57], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_68
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v18, s98, v22
	v_cmp_gt_i32_e64 s[0:1], s10, v18
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[14:15], s[0:1]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_mov_b32_e32 v51, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[38:39], s[48:49], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v51, v[38:39], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[16:17], s[0:1]
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[50:51], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v53, v[38:39], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[18:19], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[52:53], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v52, v[38:39], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[20:21], s[0:1]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[54:55], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v54, v[38:39], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[22:23], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[56:57], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v55, v[38:39], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[24:25], s[0:1]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[58:59], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v57, v[38:39], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[26:27], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[60:61], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v56, v[38:39], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[28:29], s[0:1]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[62:63], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v58, v[38:39], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[30:31], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[64:65], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v59, v[38:39], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[34:35], s[0:1]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[66:67], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v61, v[38:39], off
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[36:37], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[68:69], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v60, v[38:39], off
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[38:39], s[0:1]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[70:71], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v62, v[38:39], off
.LBB0_27:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[40:41], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[72:73], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v63, v[38:39], off
.LBB0_29:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[42:43], s[0:1]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[74:75], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v65, v[38:39], off
.LBB0_31:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[78:79], s[44:45], s[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], s[76:77], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v64, v[38:39], off
.LBB0_33:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[4:5], s[46:47], s[0:1]
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v66, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_35
; %bb.34:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ubyte v66, v[18:19], off
.LBB0_35:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s4, s81, s98
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_add_i32 s78, s11, s97
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v37, v[18:19], off
.LBB0_37:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 1
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s96, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[38:39], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v18, v[38:39], off
.LBB0_39:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 2
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s95, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[38:39], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v19, v[38:39], off
.LBB0_41:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 3
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s94, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[40:41], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v38, v[40:41], off
.LBB0_43:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 4
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s93, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[40:41], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v39, v[40:41], off
.LBB0_45:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 5
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s92, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[42:43], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v40, v[42:43], off
.LBB0_47:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 6
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_49
; %bb.48:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s91, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[42:43], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v41, v[42:43], off
.LBB0_49:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 7
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_51
; %bb.50:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s90, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[44:45], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v43, v[44:45], off
.LBB0_51:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 32
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s89, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[44:45], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v42, v[44:45], off
.LBB0_53:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 33
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_55
; %bb.54:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s88, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[46:47], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v44, v[46:47], off
.LBB0_55:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 34
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_57
; %bb.56:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s87, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[46:47], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v45, v[46:47], off
.LBB0_57:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 35
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_59
; %bb.58:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s86, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[48:49], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v47, v[48:49], off
.LBB0_59:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 36
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_61
; %bb.60:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s85, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[48:49], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v46, v[48:49], off
.LBB0_61:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 37
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_63
; %bb.62:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s84, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[68:69], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v48, v[68:69], off
.LBB0_63:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s0, s4, 38
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s0, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[78:79], vcc, s[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[78:79]
	s_cbranch_execz .LBB0_65
; %bb.64:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s78, s83, s97
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s79, s78, 31
	v_lshl_add_u64 v[68:69], v[16:17], 0, s[78:79]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v49, v[68:69], off
.LBB0_65:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s4, s4, 39
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s4, s10
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_mov_b32_e32 v50, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.66:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_add_i32 s4, s82, s97
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[68:69], v[16:17], 0, s[4:5]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ubyte v50, v[68:69], off
	s_branch .LBB0_2
.LBB0_67:
	.loc	1 0 13                          ; k_matmul.py:0:13
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
.LBB0_68:                               ; %._crit_edge
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_lshr_b32 s0, s33, 2
	v_lshrrev_b32_e32 v16, 3, v21
	s_lshr_b32 s1, s80, 1
	v_or_b32_e32 v16, s1, v16
	s_or_b32 s0, s0, s6
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v17, s0, v20
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v16, s99, v16
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v17
	.loc	1 56 90 is_stmt 0               ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v18, v17, s13
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s0, v67, 0
	v_ashrrev_i32_e32 v19, 31, v18
	v_readlane_b32 s1, v67, 1
	v_ashrrev_i32_e32 v17, 31, v16
	s_nop 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[0:1]
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_70
; %bb.69:
	global_store_dword v[18:19], v0, off
.LBB0_70:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 1, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_72
; %bb.71:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_72:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 2, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_74
; %bb.73:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_74:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 3, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_76
; %bb.75:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_76:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 8, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_78
; %bb.77:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_78:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 9, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_80
; %bb.79:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_80:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 10, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_82
; %bb.81:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_82:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 11, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_84
; %bb.83:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_84:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 16, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_86
; %bb.85:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_86:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 17, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_88
; %bb.87:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_88:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 18, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_90
; %bb.89:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_90:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 19, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_92
; %bb.91:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_92:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 24, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_94
; %bb.93:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_94:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 25, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_96
; %bb.95:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_96:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 26, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_98
; %bb.97:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_98:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 27, v16
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_100
; %bb.99:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_100:
	.loc	1 42 1 is_stmt 1                ; k_matmul.py:42:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 72
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
	.set .Lmatmul.num_vgpr, 70
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 100
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3868
; TotalNumSgprs: 106
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
	.asciz	"k_matmul.py"                   ; string offset=7 ; k_matmul.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=19 ; /work/main/tests/sim/peer
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 2
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     70
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

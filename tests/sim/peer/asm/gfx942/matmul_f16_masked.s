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
; %bb.70:
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
; %bb.71:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_readfirstlane_b32 s18, v0
	.loc	1 44 10                         ; k_matmul.py:44:10
	s_lshl_b32 s30, s16, 6
	.loc	1 44 39 is_stmt 0               ; k_matmul.py:44:39
	s_and_b32 s33, s18, 0x80
	s_and_b32 s34, s18, 64
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s31, s17, 6
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v36, 31, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s10, 1
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v37, 32, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_36
; %bb.1:                                ; %.lr.ph
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_b32 s19, s18, 0xc0
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v34, s19, v1
	v_lshrrev_b32_e32 v2, 5, v34
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v3, s30, v2
	v_or_b32_e32 v5, 8, v3
	v_or_b32_e32 v7, 16, v3
	v_or_b32_e32 v9, 24, v3
	v_or_b32_e32 v11, 32, v3
	v_or_b32_e32 v13, 40, v3
	v_or_b32_e32 v15, 48, v3
	v_or_b32_e32 v16, 56, v3
	.loc	1 50 29 is_stmt 1               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, v3, s11
	v_mul_lo_u32 v6, v5, s11
	v_mul_lo_u32 v8, v7, s11
	v_mul_lo_u32 v10, v9, s11
	v_mul_lo_u32 v12, v11, s11
	v_mul_lo_u32 v14, v13, s11
	v_mul_lo_u32 v28, v15, s11
	v_mul_lo_u32 v30, v16, s11
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v2, s31, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v5
	v_cmp_gt_i32_e64 s[22:23], s8, v7
	v_cmp_gt_i32_e64 s[20:21], s8, v9
	v_cmp_gt_i32_e64 s[24:25], s8, v11
	v_cmp_gt_i32_e64 s[28:29], s8, v13
	v_cmp_gt_i32_e64 s[26:27], s8, v15
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	s_lshr_b32 s35, s19, 4
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s8, v3
	v_cmp_gt_i32_e64 s[14:15], s8, v16
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[16:17], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[18:19], v[6:7], 1, s[2:3]
	v_lshl_add_u64 v[20:21], v[8:9], 1, s[2:3]
	v_lshl_add_u64 v[22:23], v[10:11], 1, s[2:3]
	v_lshl_add_u64 v[24:25], v[12:13], 1, s[2:3]
	v_lshl_add_u64 v[26:27], v[14:15], 1, s[2:3]
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshr_b32 s2, s19, 3
	s_lshl_b32 s3, s33, 4
	v_lshrrev_b32_e32 v10, 1, v0
	.loc	1 52 94 is_stmt 1               ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[16:17], s9, v2
	.loc	1 48 5                          ; k_matmul.py:48:5
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[4:5]
	v_lshlrev_b32_e32 v2, 1, v34
	v_lshlrev_b32_e32 v5, 2, v0
	v_and_b32_e32 v10, 24, v10
	s_cmp_eq_u32 s34, 0
	v_xor_b32_e32 v2, s2, v2
	v_and_b32_e32 v5, 56, v5
	v_lshrrev_b32_e32 v6, 2, v37
	v_xor_b32_e32 v10, s2, v10
	v_lshlrev_b32_e32 v11, 6, v0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s2, 0, 0x810
	v_xor_b32_e32 v7, v5, v6
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v6, s2, v6
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v0, v0, v5
	s_movk_i32 s2, 0x3c0
	v_xor_b32_e32 v10, v10, v5
	v_and_or_b32 v5, v11, s2, v0
	s_bfe_u32 s2, s18, 0x20006
	s_mul_i32 s2, s12, s2
	s_lshl_b32 s5, s2, 2
	s_or_b32 s2, s35, 19
	s_mul_i32 s36, s12, s2
	s_or_b32 s2, s35, 18
	s_mul_i32 s37, s12, s2
	s_or_b32 s2, s35, 17
	s_mul_i32 s38, s12, s2
	s_or_b32 s2, s35, 16
	v_lshlrev_b32_e32 v4, 6, v36
	s_mul_i32 s39, s12, s2
	s_or_b32 s2, s35, 3
	v_or3_b32 v4, s3, v4, v7
	v_lshl_or_b32 v1, v1, 6, v10
	s_mul_i32 s40, s12, s2
	s_or_b32 s2, s35, 2
	v_xor_b32_e32 v3, 32, v2
	v_xor_b32_e32 v7, 16, v4
	v_xor_b32_e32 v8, 32, v4
	v_xor_b32_e32 v9, 48, v4
	v_xor_b32_e32 v10, 32, v1
	v_xor_b32_e32 v6, 16, v5
	v_xor_b32_e32 v11, 32, v5
	v_xor_b32_e32 v12, 48, v5
	s_mul_i32 s41, s12, s2
	s_or_b32 s2, s35, 1
	v_mov_b32_e32 v0, 0
	s_mov_b32 s4, 0
	s_lshl_b32 s11, s12, 5
	s_mul_i32 s12, s12, s2
	v_add_u32_e32 v38, 0, v2
	v_add_u32_e32 v39, 0, v3
	v_add_u32_e32 v40, 0, v4
	v_add_u32_e32 v41, 0, v7
	v_add_u32_e32 v42, 0, v8
	v_add_u32_e32 v43, 0, v9
	s_mov_b32 s42, 0x5040100
	v_add_u32_e32 v44, 0, v1
	v_add_u32_e32 v45, 0, v10
	v_add_u32_e32 v46, 0, v5
	v_add_u32_e32 v47, 0, v6
	v_add_u32_e32 v48, 0, v11
	v_add_u32_e32 v49, 0, v12
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
	s_mov_b32 s43, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_waitcnt vmcnt(0)
	v_perm_b32 v51, v50, v51, s42
	v_perm_b32 v50, v34, v35, s42
	v_perm_b32 v34, v52, v53, s42
	v_perm_b32 v35, v55, v54, s42
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_barrier
	ds_write_b16 v38, v56
	ds_write_b16 v38, v58 offset:1024
	ds_write_b16 v38, v60 offset:2048
	ds_write_b16 v38, v62 offset:3072
	ds_write_b16 v39, v57 offset:512
	ds_write_b16 v39, v59 offset:1536
	ds_write_b16 v39, v61 offset:2560
	ds_write_b16 v39, v63 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[56:57], v40
	ds_read_b64 v[58:59], v41
	ds_read_b64 v[60:61], v42
	ds_read_b64 v[62:63], v43
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v44, v[50:51]
	ds_write_b64 v45, v[34:35]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[34:35], v46
	ds_read_b64 v[50:51], v47
	ds_read_b64 v[52:53], v48
	ds_read_b64 v[54:55], v49
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s43, s43, 32
	s_add_i32 s4, s4, s11
	s_cmp_lt_i32 s43, s10
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[58:59], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[60:61], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[62:63], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_35
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v34, s43, v36
	v_cmp_gt_i32_e64 s[18:19], s10, v34
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[44:45], vcc, s[18:19]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_mov_b32_e32 v56, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[50:51], v[34:35], 1, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v56, v[50:51], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[0:1], s[18:19]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[50:51], v[34:35], 1, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v57, v[50:51], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[22:23], s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[50:51], v[34:35], 1, v[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v58, v[50:51], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[20:21], s[18:19]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[50:51], v[34:35], 1, v[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v59, v[50:51], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[24:25], s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[50:51], v[34:35], 1, v[24:25]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v60, v[50:51], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[28:29], s[18:19]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[50:51], v[34:35], 1, v[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v61, v[50:51], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[44:45], s[26:27], s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[50:51], v[34:35], 1, v[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v62, v[50:51], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[14:15], s[18:19]
	v_mov_b32_e32 v63, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[34:35], v[34:35], 1, v[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v63, v[34:35], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s18, s35, s43
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s18, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v34, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	v_mov_b32_e32 v35, v34
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_add_i32 s44, s5, s4
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[50:51], s[44:45], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v35, v[50:51], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s18, 1
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s12, s4
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[50:51], s[44:45], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v34, v[50:51], off
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s18, 2
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v50, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	v_mov_b32_e32 v51, v50
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s41, s4
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[52:53], s[44:45], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v51, v[52:53], off
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s18, 3
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s40, s4
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[52:53], s[44:45], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v50, v[52:53], off
.LBB0_27:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s18, 16
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v52, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	v_mov_b32_e32 v53, v52
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s39, s4
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[54:55], s[44:45], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v53, v[54:55], off
.LBB0_29:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s18, 17
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s38, s4
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[54:55], s[44:45], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v52, v[54:55], off
.LBB0_31:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s2, s18, 18
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[44:45], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v54, 0
	s_and_saveexec_b64 s[2:3], s[44:45]
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_add_i32 s44, s37, s4
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_lshl_add_u64 v[54:55], s[44:45], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v54, v[54:55], off
.LBB0_33:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s18, s18, 19
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s18, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	v_mov_b32_e32 v55, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_2
; %bb.34:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_add_i32 s18, s36, s4
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[64:65], s[18:19], 1, v[32:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v55, v[64:65], off
	s_branch .LBB0_2
.LBB0_35:                               ; %._crit_edge.loopexit
	.loc	1 55 9 is_stmt 1                ; k_matmul.py:55:9
	s_nop 9
	v_cvt_f16_f32_e32 v24, v1
	v_cvt_f16_f32_e32 v23, v2
	v_cvt_f16_f32_e32 v22, v3
	v_cvt_f16_f32_e32 v21, v4
	v_cvt_f16_f32_e32 v20, v5
	v_cvt_f16_f32_e32 v19, v6
	v_cvt_f16_f32_e32 v18, v7
	v_cvt_f16_f32_e32 v17, v8
	v_cvt_f16_f32_e32 v16, v9
	v_cvt_f16_f32_e32 v9, v10
	v_cvt_f16_f32_e32 v8, v11
	v_cvt_f16_f32_e32 v7, v12
	v_cvt_f16_f32_e32 v6, v13
	v_cvt_f16_f32_e32 v5, v14
	v_cvt_f16_f32_e32 v4, v15
	v_cvt_f16_f32_e32 v10, v0
	s_branch .LBB0_37
.LBB0_36:
	.loc	1 0 9 is_stmt 0                 ; k_matmul.py:0:9
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v10, 0
.LBB0_37:                               ; %._crit_edge
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_lshr_b32 s0, s33, 2
	s_or_b32 s0, s0, s30
	v_lshrrev_b32_e32 v0, 3, v37
	s_lshr_b32 s1, s34, 1
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v1, s0, v36
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_or_b32_e32 v0, s1, v0
	.loc	1 56 22 is_stmt 1               ; k_matmul.py:56:22
	v_mul_lo_u32 v2, v1, s13
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v0, s31, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[2:3], v[0:1], 1, v[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_39
; %bb.38:
	global_store_short v[2:3], v10, off
.LBB0_39:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 1, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_41
; %bb.40:
	global_store_short v[2:3], v24, off offset:2
.LBB0_41:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 2, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_43
; %bb.42:
	global_store_short v[2:3], v23, off offset:4
.LBB0_43:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 3, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_45
; %bb.44:
	global_store_short v[2:3], v22, off offset:6
.LBB0_45:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 8, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_47
; %bb.46:
	global_store_short v[2:3], v21, off offset:16
.LBB0_47:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 9, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_49
; %bb.48:
	global_store_short v[2:3], v20, off offset:18
.LBB0_49:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 10, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_51
; %bb.50:
	global_store_short v[2:3], v19, off offset:20
.LBB0_51:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 11, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_53
; %bb.52:
	global_store_short v[2:3], v18, off offset:22
.LBB0_53:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 16, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_55
; %bb.54:
	global_store_short v[2:3], v17, off offset:32
.LBB0_55:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 17, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_57
; %bb.56:
	global_store_short v[2:3], v16, off offset:34
.LBB0_57:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 18, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_59
; %bb.58:
	global_store_short v[2:3], v9, off offset:36
.LBB0_59:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 19, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_61
; %bb.60:
	global_store_short v[2:3], v8, off offset:38
.LBB0_61:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 24, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_63
; %bb.62:
	global_store_short v[2:3], v7, off offset:48
.LBB0_63:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 25, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_65
; %bb.64:
	global_store_short v[2:3], v6, off offset:50
.LBB0_65:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v1, 26, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_67
; %bb.66:
	global_store_short v[2:3], v5, off offset:52
.LBB0_67:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 27, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_69
; %bb.68:
	global_store_short v[2:3], v4, off offset:54
.LBB0_69:
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 68
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
	.set .Lmatmul.num_vgpr, 66
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 46
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2760
; TotalNumSgprs: 52
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
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

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
; %bb.45:
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
; %bb.46:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_lshl_b32 s31, s16, 4
	.loc	1 44 39 is_stmt 0               ; k_matmul.py:44:39
	v_and_b32_e32 v1, 48, v0
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s30, s17, 4
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v5, 15, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s10, 1
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v4, 2, v1
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_35
; %bb.1:                                ; %.lr.ph
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v2, 5, v0
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v3, s31, v2
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v2, s30, v5
	v_lshlrev_b32_e32 v27, 2, v0
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v7, 2, v3
	v_or_b32_e32 v9, 4, v3
	v_or_b32_e32 v11, 6, v3
	v_or_b32_e32 v13, 8, v3
	v_or_b32_e32 v15, 10, v3
	v_or_b32_e32 v17, 12, v3
	v_or_b32_e32 v19, 14, v3
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s8, v3
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v6, s11, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_and_b32_e32 v27, 56, v27
	v_lshrrev_b32_e32 v1, 1, v1
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_and_b32_e32 v26, 31, v0
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[16:17], s9, v2
	.loc	1 48 5                          ; k_matmul.py:48:5
	v_lshl_add_u64 v[22:23], v[2:3], 1, s[4:5]
	v_lshlrev_b32_e32 v2, 1, v0
	v_xor_b32_e32 v1, v27, v1
	v_lshrrev_b32_e32 v0, 4, v0
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v8, s11, v7
	v_mul_lo_u32 v10, s11, v9
	v_mul_lo_u32 v12, s11, v11
	v_mul_lo_u32 v14, s11, v13
	v_mul_lo_u32 v16, s11, v15
	v_mul_lo_u32 v18, s11, v17
	v_mul_lo_u32 v20, s11, v19
	v_lshl_or_b32 v1, v5, 6, v1
	.loc	1 48 5                          ; k_matmul.py:48:5
	v_mul_lo_u32 v0, s12, v0
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v7
	v_cmp_gt_i32_e64 s[22:23], s8, v9
	v_cmp_gt_i32_e64 s[20:21], s8, v11
	v_cmp_gt_i32_e64 s[24:25], s8, v13
	v_cmp_gt_i32_e64 s[28:29], s8, v15
	v_cmp_gt_i32_e64 s[26:27], s8, v17
	v_cmp_gt_i32_e64 s[14:15], s8, v19
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_xor_b32_e32 v3, 8, v2
	v_xor_b32_e32 v24, 16, v2
	v_xor_b32_e32 v25, 24, v2
	v_xor_b32_e32 v39, 32, v2
	v_xor_b32_e32 v40, 40, v2
	v_xor_b32_e32 v41, 48, v2
	v_xor_b32_e32 v42, 56, v2
	v_xor_b32_e32 v44, 32, v1
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	v_add_u32_e32 v27, 19, v4
	v_add_u32_e32 v28, 18, v4
	v_add_u32_e32 v29, 17, v4
	v_or_b32_e32 v30, 16, v4
	v_add_u32_e32 v31, 3, v4
	v_add_u32_e32 v32, 2, v4
	v_mul_lo_u32 v33, s12, v4
	v_lshlrev_b32_e32 v34, 2, v0
	v_mov_b32_e32 v0, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[2:3]
	.loc	1 48 5                          ; k_matmul.py:48:5
	v_mul_lo_u32 v27, s12, v27
	s_lshl_b32 s4, s12, 5
	v_mul_lo_u32 v28, s12, v28
	v_mul_lo_u32 v29, s12, v29
	v_mul_lo_u32 v30, s12, v30
	v_mul_lo_u32 v31, s12, v31
	v_mul_lo_u32 v32, s12, v32
	v_add_u32_e32 v33, s12, v33
	s_mov_b32 s5, 0
	v_add_u32_e32 v35, 0, v2
	v_add_u32_e32 v36, 0, v3
	v_add_u32_e32 v37, 0, v24
	v_add_u32_e32 v38, 0, v25
	v_add_u32_e32 v39, 0, v39
	v_add_u32_e32 v40, 0, v40
	v_add_u32_e32 v41, 0, v41
	v_add_u32_e32 v42, 0, v42
	v_add_u32_e32 v43, 0, v1
	v_add_u32_e32 v44, 0, v44
	s_mov_b32 s11, 0x5040100
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s12, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_waitcnt vmcnt(0)
	v_perm_b32 v47, v46, v47, s11
	v_perm_b32 v46, v24, v25, s11
	v_perm_b32 v24, v48, v49, s11
	v_perm_b32 v25, v45, v50, s11
	; wave barrier
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b16 v35, v51
	ds_write_b16 v36, v53 offset:128
	ds_write_b16 v37, v52 offset:256
	ds_write_b16 v38, v55 offset:384
	ds_write_b16 v39, v54 offset:512
	ds_write_b16 v40, v57 offset:640
	ds_write_b16 v41, v56 offset:768
	ds_write_b16 v42, v58 offset:896
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[52:53], v43
	ds_read_b64 v[54:55], v44
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_write_b64 v43, v[46:47]
	ds_write_b64 v44, v[24:25]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[24:25], v43
	ds_read_b64 v[46:47], v44
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[0:3], v[24:25], v[52:53], v[0:3]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s12, s12, 32
	s_add_i32 s5, s5, s4
	s_cmp_lt_i32 s12, s10
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[46:47], v[54:55], v[0:3]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_36
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v24, s12, v26
	v_cmp_gt_i32_e64 s[18:19], s10, v24
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_mov_b32_e32 v51, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[46:47], v[24:25], 1, v[6:7]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v51, v[46:47], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], s[0:1], s[18:19]
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[46:47], v[24:25], 1, v[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v53, v[46:47], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], s[22:23], s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[46:47], v[24:25], 1, v[10:11]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v52, v[46:47], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], s[20:21], s[18:19]
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[46:47], v[24:25], 1, v[12:13]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v55, v[46:47], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], s[24:25], s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[46:47], v[24:25], 1, v[14:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v54, v[46:47], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], s[28:29], s[18:19]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[46:47], v[24:25], 1, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v57, v[46:47], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[34:35], s[26:27], s[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[46:47], v[24:25], 1, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v56, v[46:47], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[14:15], s[18:19]
	v_mov_b32_e32 v58, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[24:25], v[24:25], 1, v[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v58, v[24:25], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v45, s12, v4
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v45
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v24, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	v_mov_b32_e32 v25, v24
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_add_u32_e32 v46, s5, v34
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], v[46:47], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v25, v[46:47], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v46, 1, v45
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v46
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v46, s5, v33
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], v[46:47], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v24, v[46:47], off
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v46, 2, v45
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v46
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v46, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	v_mov_b32_e32 v47, v46
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v48, s5, v32
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], v[48:49], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v47, v[48:49], off
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v48, 3, v45
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v48
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v48, s5, v31
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], v[48:49], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v46, v[48:49], off
.LBB0_27:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v48, 16, v45
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v48
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v48, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	v_mov_b32_e32 v49, v48
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v60, s5, v30
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v49, v[60:61], off
.LBB0_29:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v50, 17, v45
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v50
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v60, s5, v29
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v48, v[60:61], off
.LBB0_31:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v50, 18, v45
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v50
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v50, 0
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v60, s5, v28
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v50, v[60:61], off
.LBB0_33:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v45, 19, v45
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v45
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[18:19], s[16:17], s[2:3]
	v_mov_b32_e32 v45, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_2
; %bb.34:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_add_u32_e32 v60, s5, v27
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[22:23]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_ushort v45, v[60:61], off
	s_branch .LBB0_2
.LBB0_35:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v0, v3
.LBB0_36:                               ; %._crit_edge
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v5, s31, v5
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v8, s30, v4
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v6, s13, v5
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v5
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[8:9], v0, off
.LBB0_38:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or3_b32 v0, v4, s30, 1
	.loc	1 56 14                         ; k_matmul.py:56:14
	s_ashr_i32 s31, s30, 31
	v_mov_b32_e32 v5, 0
	.loc	1 56 90 is_stmt 0               ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[6:7], v[8:9], 2, v[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_store_dword v[6:7], v1, off offset:4
.LBB0_40:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or3_b32 v0, v4, s30, 2
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_store_dword v[6:7], v2, off offset:8
.LBB0_42:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or3_b32 v0, v4, s30, 3
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_store_dword v[6:7], v3, off offset:12
.LBB0_44:
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 64
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
	.set .Lmatmul.num_vgpr, 62
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 36
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2000
; TotalNumSgprs: 42
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
    .max_flat_workgroup_size: 64
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
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

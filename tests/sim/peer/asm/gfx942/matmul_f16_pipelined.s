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
; %bb.72:
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
; %bb.73:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_readfirstlane_b32 s23, v0
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_b32 s26, s23, 0xc0
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v166, 63, v0
	v_or_b32_e32 v45, s26, v166
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_lshl_b32 s22, s16, 7
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v1, 3, v45
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v1, s22, v1
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v164, 56, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v2, v1, s11
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[20:21], s10, v164
	v_mov_b32_e32 v35, 0
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[130:131], v[2:3], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[14:15], s[20:21], vcc
	v_lshlrev_b32_e32 v34, 1, v164
	v_mov_b32_e32 v2, v35
	v_mov_b32_e32 v3, v35
	v_mov_b32_e32 v4, v35
	v_mov_b32_e32 v5, v35
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[2:3], v[130:131], 0, v[34:35]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v6, 32, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v6
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v6, v6, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[132:133], v[6:7], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[20:21], s[0:1]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[36:37], v[132:133], 0, v[34:35]
	v_mov_b32_e32 v6, v35
	v_mov_b32_e32 v7, v35
	v_mov_b32_e32 v8, v35
	v_mov_b32_e32 v9, v35
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_dwordx4 v[6:9], v[36:37], off
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v10, 64, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[14:15], s8, v10
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v10, v10, s11
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[134:135], v[10:11], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[20:21], s[14:15]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[38:39], v[134:135], 0, v[34:35]
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[18:19], s[24:25]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_dwordx4 v[10:13], v[38:39], off
.LBB0_6:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v1, 0x60, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v14, v1, s11
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[18:19], s8, v1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[136:137], v[14:15], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[20:21], s[20:21], s[18:19]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[40:41], v[136:137], 0, v[34:35]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_dwordx4 v[22:25], v[40:41], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v35, v22
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	v_and_b32_e32 v142, 15, v0
	v_lshlrev_b32_e32 v141, 3, v142
	.loc	1 45 10                         ; k_matmul.py:45:10
	s_lshl_b32 s11, s17, 7
	.loc	1 46 10                         ; k_matmul.py:46:10
	v_and_b32_e32 v46, 0xf0, v45
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v42, s11, v141
	.loc	1 46 10                         ; k_matmul.py:46:10
	v_lshrrev_b32_e32 v44, 2, v46
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[16:17], s9, v42
	.loc	1 52 74 is_stmt 0               ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v44
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v18, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, v18
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mul_lo_u32 v14, v44, s12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[42:43], 1, v[14:15]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[14:17], v[14:15], off
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v21, v18
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v1, 1, v44
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_mul_lo_u32 v18, v1, s12
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[4:5]
	v_lshl_add_u64 v[18:19], v[42:43], 1, v[18:19]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[18:21], v[18:19], off
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, v30
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v1, 2, v44
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_mul_lo_u32 v26, v1, s12
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	v_lshl_add_u64 v[26:27], v[42:43], 1, v[26:27]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[26:29], v[26:27], off
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v31, v30
	v_mov_b32_e32 v32, v30
	v_mov_b32_e32 v33, v30
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v1, 3, v44
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_mul_lo_u32 v30, v1, s12
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[42:43], 1, v[30:31]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[30:33], v[30:31], off
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v22, 4, v45
	v_and_b32_e32 v45, 0x78, v45
	v_xor_b32_e32 v45, v22, v45
	v_add_u32_e32 v143, 0, v45
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v143, v[2:3], v[6:7] offset1:8
	v_xor_b32_e32 v2, 8, v45
	v_mov_b32_e32 v22, v35
	v_add_u32_e32 v144, 0, v2
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_and_b32_e32 v2, 14, v0
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write2st64_b64 v143, v[10:11], v[22:23] offset0:16 offset1:24
	ds_write2st64_b64 v144, v[4:5], v[8:9] offset1:8
	ds_write2st64_b64 v144, v[12:13], v[24:25] offset0:16 offset1:24
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_lshlrev_b32_e32 v3, 2, v2
	v_bfe_i32 v5, v0, 0, 1
	s_movk_i32 s2, 0x440
	v_lshrrev_b32_e32 v4, 1, v46
	v_and_or_b32 v3, v5, s2, v3
	v_xor_b32_e32 v3, v3, v4
	v_lshl_or_b32 v4, v2, 10, v3
	s_mov_b32 s2, 0x5040100
	v_add_u32_e32 v145, 0, v4
	v_perm_b32 v3, v30, v26, s2
	v_perm_b32 v2, v18, v14, s2
	ds_write_b64 v145, v[2:3] offset:16384
	v_xor_b32_e32 v2, 8, v4
	s_mov_b32 s3, 0x7060302
	v_add_u32_e32 v146, 0, v2
	v_perm_b32 v3, v30, v26, s3
	v_perm_b32 v2, v18, v14, s3
	ds_write_b64 v146, v[2:3] offset:16512
	v_xor_b32_e32 v2, 16, v4
	v_add_u32_e32 v147, 0, v2
	v_perm_b32 v3, v31, v27, s2
	v_perm_b32 v2, v19, v15, s2
	ds_write_b64 v147, v[2:3] offset:16640
	v_xor_b32_e32 v2, 24, v4
	v_add_u32_e32 v148, 0, v2
	v_perm_b32 v3, v31, v27, s3
	v_perm_b32 v2, v19, v15, s3
	ds_write_b64 v148, v[2:3] offset:16768
	v_xor_b32_e32 v2, 32, v4
	v_add_u32_e32 v149, 0, v2
	v_perm_b32 v3, v32, v28, s2
	v_perm_b32 v2, v20, v16, s2
	ds_write_b64 v149, v[2:3] offset:16896
	v_xor_b32_e32 v2, 40, v4
	v_add_u32_e32 v150, 0, v2
	v_perm_b32 v3, v32, v28, s3
	v_perm_b32 v2, v20, v16, s3
	ds_write_b64 v150, v[2:3] offset:17024
	v_xor_b32_e32 v2, 48, v4
	v_add_u32_e32 v151, 0, v2
	v_perm_b32 v3, v33, v29, s2
	v_perm_b32 v2, v21, v17, s2
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_and_b32 s24, s23, 0x80
	s_and_b32 s23, s23, 64
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v151, v[2:3] offset:17152
	v_xor_b32_e32 v2, 56, v4
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_sub_i32 s25, s10, 64
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v140, 32, v0
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v152, 0, v2
	v_perm_b32 v3, v33, v29, s3
	v_perm_b32 v2, v21, v17, s3
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s25, 1
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v152, v[2:3] offset:17280
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_52
; %bb.17:                               ; %.lr.ph
	.loc	1 49 14                         ; k_matmul.py:49:14
	v_or_b32_e32 v2, 64, v164
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[28:29], vcc, s[2:3]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[20:21], s[28:29]
	s_cbranch_execz .LBB0_19
; %bb.18:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v35, v66
	v_lshl_add_u64 v[2:3], v[130:131], 0, v[34:35]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dwordx4 v[70:73], v[2:3], off offset:128
.LBB0_19:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[0:1], s[2:3]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[20:21], s[28:29]
	s_cbranch_execz .LBB0_21
; %bb.20:
	global_load_dwordx4 v[66:69], v[36:37], off offset:128
.LBB0_21:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[14:15], s[2:3]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[20:21], s[28:29]
	s_cbranch_execz .LBB0_23
; %bb.22:
	global_load_dwordx4 v[78:81], v[38:39], off offset:128
.LBB0_23:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[20:21], s[18:19], s[2:3]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_25
; %bb.24:
	global_load_dwordx4 v[74:77], v[40:41], off offset:128
.LBB0_25:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v2, 2, v140
	v_lshl_or_b32 v3, v1, 7, v141
	v_xor_b32_e32 v3, v3, v2
	v_lshl_or_b32 v4, s24, 5, v3
	v_xor_b32_e32 v5, 16, v4
	v_xor_b32_e32 v6, 32, v4
	v_xor_b32_e32 v7, 48, v4
	v_xor_b32_e32 v8, 64, v4
	v_xor_b32_e32 v9, 0x50, v4
	v_xor_b32_e32 v10, 0x60, v4
	v_xor_b32_e32 v11, 0x70, v4
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v153, 0, v4
	v_add_u32_e32 v154, 0, v5
	v_add_u32_e32 v155, 0, v6
	v_add_u32_e32 v156, 0, v7
	v_add_u32_e32 v157, 0, v8
	v_add_u32_e32 v158, 0, v9
	v_add_u32_e32 v159, 0, v10
	v_add_u32_e32 v160, 0, v11
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[122:125], v153 offset1:16
	ds_read2st64_b64 v[126:129], v154 offset1:16
	ds_read2st64_b64 v[118:121], v155 offset1:16
	ds_read2st64_b64 v[114:117], v156 offset1:16
	ds_read2st64_b64 v[102:105], v157 offset1:16
	ds_read2st64_b64 v[98:101], v158 offset1:16
	ds_read2st64_b64 v[86:89], v159 offset1:16
	ds_read2st64_b64 v[82:85], v160 offset1:16
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_or_b32_e32 v3, 64, v44
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v3
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v94, 0
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	v_lshl_add_u64 v[138:139], v[42:43], 1, s[4:5]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, v94
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_27
; %bb.26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mul_lo_u32 v4, v3, s12
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[90:93], v[4:5], off
.LBB0_27:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v95, v94
	v_mov_b32_e32 v96, v94
	v_mov_b32_e32 v97, v94
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_29
; %bb.28:
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_or_b32_e32 v3, 0x41, v44
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_mul_lo_u32 v4, v3, s12
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[94:97], v[4:5], off
.LBB0_29:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, v110
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_31
; %bb.30:
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_or_b32_e32 v3, 0x42, v44
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_mul_lo_u32 v4, v3, s12
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[106:109], v[4:5], off
.LBB0_31:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v111, v110
	v_mov_b32_e32 v112, v110
	v_mov_b32_e32 v113, v110
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_33
; %bb.32:
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_or_b32_e32 v3, 0x43, v44
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_mul_lo_u32 v4, v3, s12
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[110:113], v[4:5], off
.LBB0_33:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s23, 0
	s_cselect_b32 s2, 0, 0x1010
	v_bfe_i32 v3, v0, 4, 1
	v_mul_u32_u24_e32 v4, 0x88, v142
	v_or_b32_e32 v2, s2, v2
	v_and_b32_e32 v3, 0x808, v3
	v_xor_b32_e32 v2, v2, v4
	v_xor_b32_e32 v184, v2, v3
	v_xor_b32_e32 v2, 32, v184
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v161, 0, v184
	v_add_u32_e32 v162, 0, v2
	ds_read2st64_b64 v[168:171], v161 offset0:32 offset1:48
	ds_read2st64_b64 v[172:175], v162 offset0:32 offset1:48
	v_xor_b32_e32 v2, 16, v184
	v_add_u32_e32 v163, 0, v2
	v_xor_b32_e32 v2, 48, v184
	v_add_u32_e32 v165, 0, v2
	ds_read2st64_b64 v[176:179], v163 offset0:32 offset1:48
	ds_read2st64_b64 v[180:183], v165 offset0:32 offset1:48
	.loc	1 54 15 is_stmt 1               ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[50:65], v[168:169], v[122:123], 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_mov_b32 s20, 0x5040100
	s_mov_b32 s21, 0x7060302
	s_mov_b32 s27, 0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmpk_lt_u32 s25, 0x41
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[34:49], v[174:175], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[168:169], v[124:125], 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[174:175], v[124:125], 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[50:65], v[176:177], v[126:127], v[50:65]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[182:183], v[126:127], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[176:177], v[128:129], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[182:183], v[128:129], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[172:173], v[118:119], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[170:171], v[118:119], v[34:49]
	v_xor_b32_e32 v118, 0x60, v184
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v168, 0, v118
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[18:33], v[172:173], v[120:121], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[170:171], v[120:121], v[2:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[118:121], v168 offset0:32 offset1:48
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[50:65], v[180:181], v[114:115], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[178:179], v[114:115], v[34:49]
	v_xor_b32_e32 v114, 64, v184
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v167, 0, v114
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[18:33], v[180:181], v[116:117], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[178:179], v[116:117], v[2:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[114:117], v167 offset0:32 offset1:48
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[120:121], v[102:103], v[34:49]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[114:115], v[102:103], v[50:65]
	v_xor_b32_e32 v102, 0x50, v184
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v169, 0, v102
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[18:33], v[114:115], v[104:105], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[120:121], v[104:105], v[2:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[102:105], v169 offset0:32 offset1:48
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[102:103], v[98:99], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[102:103], v[100:101], v[18:33]
	v_xor_b32_e32 v102, 0x70, v184
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v170, 0, v102
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[50:65], v[118:119], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[118:119], v[88:89], v[18:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[118:121], v170 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v143, v[70:71], v[66:67] offset1:8
	ds_write2st64_b64 v144, v[72:73], v[68:69] offset1:8
	ds_write2st64_b64 v143, v[78:79], v[74:75] offset0:16 offset1:24
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v67, v110, v106, s20
	v_perm_b32 v66, v94, v90, s20
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[34:49], v[120:121], v[98:99], v[34:49]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v145, v[66:67] offset:16384
	v_perm_b32 v67, v110, v106, s21
	v_perm_b32 v66, v94, v90, s21
	ds_write_b64 v146, v[66:67] offset:16512
	v_perm_b32 v67, v111, v107, s20
	v_perm_b32 v66, v95, v91, s20
	ds_write_b64 v147, v[66:67] offset:16640
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[2:17], v[120:121], v[100:101], v[2:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v67, v111, v107, s21
	v_perm_b32 v66, v95, v91, s21
	ds_write_b64 v148, v[66:67] offset:16768
	v_perm_b32 v67, v112, v108, s20
	v_perm_b32 v66, v96, v92, s20
	ds_write_b64 v149, v[66:67] offset:16896
	v_perm_b32 v67, v112, v108, s21
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[34:49], v[116:117], v[86:87], v[34:49]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v66, v96, v92, s21
	ds_write_b64 v150, v[66:67] offset:17024
	v_perm_b32 v67, v113, v109, s20
	v_perm_b32 v66, v97, v93, s20
	ds_write_b64 v151, v[66:67] offset:17152
	v_perm_b32 v67, v113, v109, s21
	v_perm_b32 v66, v97, v93, s21
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[2:17], v[116:117], v[88:89], v[2:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write2st64_b64 v144, v[80:81], v[76:77] offset0:16 offset1:24
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v152, v[66:67] offset:17280
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[34:49], v[104:105], v[82:83], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[118:119], v[82:83], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[118:119], v[84:85], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[104:105], v[84:85], v[2:17]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_53
; %bb.34:                               ; %.peel.next
	v_add_u32_e32 v66, s26, v166
	v_lshrrev_b32_e32 v66, 2, v66
	v_and_b32_e32 v66, 0x7c, v66
	v_or_b32_e32 v67, 0x83, v66
	v_mul_lo_u32 v166, s12, v67
	v_or_b32_e32 v67, 0x82, v66
	v_mul_lo_u32 v171, s12, v67
	v_or_b32_e32 v67, 0x81, v66
	v_or_b32_e32 v173, 0x80, v66
	s_lshl_b32 s26, s12, 6
	v_mul_lo_u32 v172, s12, v67
	v_mul_lo_u32 v174, s12, v173
	v_or_b32_e32 v164, 0x80, v164
	s_mov_b32 s12, 0
	s_branch .LBB0_36
.LBB0_35:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	ds_read2st64_b64 v[176:179], v161 offset0:32 offset1:48
	ds_read2st64_b64 v[184:187], v162 offset0:32 offset1:48
	ds_read2st64_b64 v[180:183], v163 offset0:32 offset1:48
	ds_read2st64_b64 v[188:191], v165 offset0:32 offset1:48
	ds_read2st64_b64 v[192:195], v167 offset0:32 offset1:48
	ds_read2st64_b64 v[200:203], v168 offset0:32 offset1:48
	ds_read2st64_b64 v[196:199], v169 offset0:32 offset1:48
	ds_read2st64_b64 v[204:207], v170 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[50:65], v[176:177], v[126:127], v[50:65]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v143, v[70:71], v[66:67] offset1:8
	ds_write2st64_b64 v143, v[78:79], v[74:75] offset0:16 offset1:24
	ds_write2st64_b64 v144, v[72:73], v[68:69] offset1:8
	ds_write2st64_b64 v144, v[80:81], v[76:77] offset0:16 offset1:24
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v67, v114, v110, s20
	v_perm_b32 v66, v94, v90, s20
	ds_write_b64 v145, v[66:67] offset:16384
	v_perm_b32 v67, v114, v110, s21
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[34:49], v[186:187], v[126:127], v[34:49]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v66, v94, v90, s21
	ds_write_b64 v146, v[66:67] offset:16512
	v_perm_b32 v67, v115, v111, s20
	v_perm_b32 v66, v95, v91, s20
	ds_write_b64 v147, v[66:67] offset:16640
	v_perm_b32 v67, v115, v111, s21
	v_perm_b32 v66, v95, v91, s21
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[18:33], v[176:177], v[128:129], v[18:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v148, v[66:67] offset:16768
	v_perm_b32 v67, v116, v112, s20
	v_perm_b32 v66, v96, v92, s20
	ds_write_b64 v149, v[66:67] offset:16896
	v_perm_b32 v67, v116, v112, s21
	v_perm_b32 v66, v96, v92, s21
	ds_write_b64 v150, v[66:67] offset:17024
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[2:17], v[186:187], v[128:129], v[2:17]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v67, v117, v113, s20
	v_perm_b32 v66, v97, v93, s20
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s2, s27, 64
	s_add_i32 s3, s27, 0x80
	s_add_i32 s12, s12, s26
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v151, v[66:67] offset:17152
	v_perm_b32 v67, v117, v113, s21
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[50:65], v[180:181], v[122:123], v[50:65]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v66, v97, v93, s21
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s3, s25
	s_mov_b32 s27, s2
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b64 v152, v[66:67] offset:17280
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[34:49], v[190:191], v[122:123], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[180:181], v[124:125], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[190:191], v[124:125], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[184:185], v[118:119], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[178:179], v[118:119], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[184:185], v[120:121], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[178:179], v[120:121], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[188:189], v[106:107], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[182:183], v[106:107], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[188:189], v[108:109], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[182:183], v[108:109], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[192:193], v[102:103], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[202:203], v[102:103], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[192:193], v[104:105], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[202:203], v[104:105], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[196:197], v[98:99], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[206:207], v[98:99], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[196:197], v[100:101], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[206:207], v[100:101], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[200:201], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[194:195], v[86:87], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[200:201], v[88:89], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[194:195], v[88:89], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[204:205], v[82:83], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[198:199], v[82:83], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[204:205], v[84:85], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[198:199], v[84:85], v[2:17]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_53
.LBB0_36:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 49 14                         ; k_matmul.py:49:14
	v_add_u32_e32 v82, s27, v164
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[2:3], s10, v82
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	s_and_b64 s[28:29], vcc, s[2:3]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v83, 31, v82
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[28:29]
	s_cbranch_execz .LBB0_38
; %bb.37:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_lshl_add_u64 v[68:69], v[82:83], 1, v[130:131]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dwordx4 v[70:73], v[68:69], off
.LBB0_38:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[0:1], s[2:3]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[28:29]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[66:67], v[82:83], 1, v[132:133]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dwordx4 v[66:69], v[66:67], off
.LBB0_40:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[14:15], s[2:3]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[28:29]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[76:77], v[82:83], 1, v[134:135]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dwordx4 v[78:81], v[76:77], off
.LBB0_42:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[74:75], v[82:83], 1, v[136:137]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_dwordx4 v[74:77], v[74:75], off
.LBB0_44:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[126:129], v153 offset1:16
	ds_read2st64_b64 v[122:125], v154 offset1:16
	ds_read2st64_b64 v[118:121], v155 offset1:16
	ds_read2st64_b64 v[106:109], v156 offset1:16
	ds_read2st64_b64 v[102:105], v157 offset1:16
	ds_read2st64_b64 v[98:101], v158 offset1:16
	ds_read2st64_b64 v[86:89], v159 offset1:16
	ds_read2st64_b64 v[82:85], v160 offset1:16
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	v_add_u32_e32 v90, s27, v173
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_gt_i32_e64 s[2:3], s10, v90
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v94, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, v94
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_add_u32_e32 v90, s12, v174
	v_ashrrev_i32_e32 v91, 31, v90
	v_lshl_add_u64 v[90:91], v[90:91], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[90:93], v[90:91], off
.LBB0_46:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v95, v94
	v_mov_b32_e32 v96, v94
	v_mov_b32_e32 v97, v94
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v94, s12, v172
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshl_add_u64 v[94:95], v[94:95], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[94:97], v[94:95], off
.LBB0_48:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, v114
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 52 29                         ; k_matmul.py:52:29
	v_add_u32_e32 v110, s12, v171
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v111, 31, v110
	v_lshl_add_u64 v[110:111], v[110:111], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[110:113], v[110:111], off
.LBB0_50:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v115, v114
	v_mov_b32_e32 v116, v114
	v_mov_b32_e32 v117, v114
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_35
; %bb.51:                               ;   in Loop: Header=BB0_36 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_add_u32_e32 v114, s12, v166
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[114:115], v[114:115], 1, v[138:139]
	.loc	1 52 13                         ; k_matmul.py:52:13
	global_load_dwordx4 v[114:117], v[114:115], off
	s_branch .LBB0_35
.LBB0_52:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
	v_mov_b32_e32 v33, v17
	v_mov_b32_e32 v32, v17
	v_mov_b32_e32 v31, v17
	v_mov_b32_e32 v30, v17
	v_mov_b32_e32 v29, v17
	v_mov_b32_e32 v28, v17
	v_mov_b32_e32 v27, v17
	v_mov_b32_e32 v26, v17
	v_mov_b32_e32 v25, v17
	v_mov_b32_e32 v24, v17
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v22, v17
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v20, v17
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v49, v17
	v_mov_b32_e32 v48, v17
	v_mov_b32_e32 v47, v17
	v_mov_b32_e32 v46, v17
	v_mov_b32_e32 v45, v17
	v_mov_b32_e32 v44, v17
	v_mov_b32_e32 v43, v17
	v_mov_b32_e32 v42, v17
	v_mov_b32_e32 v41, v17
	v_mov_b32_e32 v40, v17
	v_mov_b32_e32 v39, v17
	v_mov_b32_e32 v38, v17
	v_mov_b32_e32 v37, v17
	v_mov_b32_e32 v36, v17
	v_mov_b32_e32 v35, v17
	v_mov_b32_e32 v34, v17
	v_mov_b32_e32 v65, v17
	v_mov_b32_e32 v64, v17
	v_mov_b32_e32 v63, v17
	v_mov_b32_e32 v62, v17
	v_mov_b32_e32 v61, v17
	v_mov_b32_e32 v60, v17
	v_mov_b32_e32 v59, v17
	v_mov_b32_e32 v58, v17
	v_mov_b32_e32 v57, v17
	v_mov_b32_e32 v56, v17
	v_mov_b32_e32 v55, v17
	v_mov_b32_e32 v54, v17
	v_mov_b32_e32 v53, v17
	v_mov_b32_e32 v52, v17
	v_mov_b32_e32 v51, v17
	v_mov_b32_e32 v50, v17
.LBB0_53:                               ; %._crit_edge
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_cbranch_scc1 .LBB0_55
; %bb.54:
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_cmp_eq_u32 s23, 0
	s_cselect_b32 s0, 0, 0x1010
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshrrev_b32_e32 v70, 2, v140
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_bfe_i32 v0, v0, 4, 1
	v_mul_u32_u24_e32 v66, 0x88, v142
	v_or_b32_e32 v67, s0, v70
	v_and_b32_e32 v0, 0x808, v0
	v_xor_b32_e32 v66, v67, v66
	v_xor_b32_e32 v0, v66, v0
	v_add_u32_e32 v66, 0, v0
	v_xad_u32 v82, v0, 32, 0
	ds_read2st64_b64 v[66:69], v66 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshl_or_b32 v71, v1, 7, v141
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[82:85], v82 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v70, v71, v70
	v_lshl_or_b32 v126, s24, 5, v70
	v_add_u32_e32 v70, 0, v126
	ds_read2st64_b64 v[70:73], v70 offset1:16
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_xad_u32 v74, v0, 16, 0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[70:71], v[50:65]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[74:77], v74 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xad_u32 v78, v126, 16, 0
	ds_read2st64_b64 v[78:81], v78 offset1:16
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[34:49], v[84:85], v[70:71], v[34:49]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xad_u32 v70, v126, 32, 0
	ds_read2st64_b64 v[86:89], v70 offset1:16
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_xad_u32 v70, v0, 48, 0
	ds_read2st64_b64 v[90:93], v70 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xad_u32 v70, v126, 48, 0
	ds_read2st64_b64 v[94:97], v70 offset1:16
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_xad_u32 v70, v0, 64, 0
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[72:73], v[18:33]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[98:101], v70 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xad_u32 v70, v126, 64, 0
	ds_read2st64_b64 v[102:105], v70 offset1:16
	v_xor_b32_e32 v70, 0x50, v0
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v70, 0, v70
	ds_read2st64_b64 v[106:109], v70 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v70, 0x50, v126
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[2:17], v[84:85], v[72:73], v[2:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v70, 0, v70
	ds_read2st64_b64 v[110:113], v70 offset1:16
	v_xor_b32_e32 v70, 0x60, v0
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v70, 0, v70
	ds_read2st64_b64 v[114:117], v70 offset0:32 offset1:48
	v_xor_b32_e32 v0, 0x70, v0
	v_add_u32_e32 v0, 0, v0
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[50:65], v[74:75], v[78:79], v[50:65]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read2st64_b64 v[122:125], v0 offset0:32 offset1:48
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_xor_b32_e32 v70, 0x60, v126
	v_add_u32_e32 v70, 0, v70
	ds_read2st64_b64 v[118:121], v70 offset1:16
	v_xor_b32_e32 v0, 0x70, v126
	v_add_u32_e32 v0, 0, v0
	ds_read2st64_b64 v[126:129], v0 offset1:16
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[34:49], v[92:93], v[78:79], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[80:81], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[92:93], v[80:81], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[82:83], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[68:69], v[86:87], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[82:83], v[88:89], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[68:69], v[88:89], v[2:17]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[50:65], v[90:91], v[94:95], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[76:77], v[94:95], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[90:91], v[96:97], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[76:77], v[96:97], v[2:17]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[50:65], v[98:99], v[102:103], v[50:65]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[34:49], v[116:117], v[102:103], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[98:99], v[104:105], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[116:117], v[104:105], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[106:107], v[110:111], v[50:65]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[34:49], v[124:125], v[110:111], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[106:107], v[112:113], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[124:125], v[112:113], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[50:65], v[114:115], v[118:119], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[100:101], v[118:119], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[114:115], v[120:121], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[100:101], v[120:121], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[122:123], v[126:127], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[108:109], v[126:127], v[34:49]
	v_mfma_f32_32x32x8_f16 v[18:33], v[122:123], v[128:129], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[108:109], v[128:129], v[2:17]
.LBB0_55:                               ; %._crit_edge._crit_edge
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_lshr_b32 s0, s24, 2
	v_or_b32_e32 v0, s0, v1
	v_lshrrev_b32_e32 v1, 3, v140
	s_lshr_b32 s0, s23, 1
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v68, s22, v0
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_or_b32_e32 v1, s0, v1
	.loc	1 56 22 is_stmt 1               ; k_matmul.py:56:22
	v_mul_lo_u32 v66, v68, s13
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v0, s11, v1
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e64 s[10:11], s8, v68
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e32 vcc, s9, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[66:67], v[66:67], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], s[10:11], vcc
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[66:67], v[0:1], 2, v[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_57
; %bb.56:
	global_store_dwordx4 v[66:67], v[50:53], off
	global_store_dwordx4 v[66:67], v[54:57], off offset:32
.LBB0_57:                               ; %.critedge
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v50, 16, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v50
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[4:5], s[10:11], s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_59
; %bb.58:
	global_store_dwordx4 v[66:67], v[58:61], off offset:64
	global_store_dwordx4 v[66:67], v[62:65], off offset:96
.LBB0_59:                               ; %.critedge2
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v50, 64, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[2:3], s9, v50
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[14:15], s[10:11], s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_61
; %bb.60:
	global_store_dwordx4 v[66:67], v[34:37], off offset:256
	global_store_dwordx4 v[66:67], v[38:41], off offset:288
.LBB0_61:                               ; %.critedge4
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v34, 0x50, v0
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[4:5], s9, v34
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[14:15], s[10:11], s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[10:11], s[14:15]
	s_cbranch_execz .LBB0_63
; %bb.62:
	global_store_dwordx4 v[66:67], v[42:45], off offset:320
	global_store_dwordx4 v[66:67], v[46:49], off offset:352
.LBB0_63:                               ; %.critedge6
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v34, 64, v68
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e64 s[8:9], s8, v34
	.loc	1 56 22 is_stmt 0               ; k_matmul.py:56:22
	v_mul_lo_u32 v34, v34, s13
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[6:7]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[10:11], vcc, s[8:9]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[34:35]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execnz .LBB0_68
; %bb.64:                               ; %.critedge8
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[6:7], s[8:9], s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_69
.LBB0_65:                               ; %.critedge10
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], s[8:9], s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_70
.LBB0_66:                               ; %.critedge12
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], s[8:9], s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_71
.LBB0_67:                               ; %.critedge14
	.loc	1 42 1 is_stmt 1                ; k_matmul.py:42:1
	s_endpgm
.LBB0_68:
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dwordx4 v[0:1], v[18:21], off
	global_store_dwordx4 v[0:1], v[22:25], off offset:32
	s_or_b64 exec, exec, s[6:7]
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[6:7], s[8:9], s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_65
.LBB0_69:
	global_store_dwordx4 v[0:1], v[26:29], off offset:64
	global_store_dwordx4 v[0:1], v[30:33], off offset:96
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], s[8:9], s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_66
.LBB0_70:
	global_store_dwordx4 v[0:1], v[2:5], off offset:256
	global_store_dwordx4 v[0:1], v[6:9], off offset:288
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], s[8:9], s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_67
.LBB0_71:
	global_store_dwordx4 v[0:1], v[10:13], off offset:320
	global_store_dwordx4 v[0:1], v[14:17], off offset:352
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
		.amdhsa_next_free_vgpr 208
		.amdhsa_next_free_sgpr 30
		.amdhsa_accum_offset 208
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
	.set .Lmatmul.num_vgpr, 208
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 30
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5288
; TotalNumSgprs: 36
; NumVgprs: 208
; NumAgprs: 0
; TotalNumVgprs: 208
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 208
; AccumOffset: 208
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 51
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
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     208
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

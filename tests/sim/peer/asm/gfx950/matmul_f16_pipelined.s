	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.90:
	.file	1 "/work/main/tests/sim/peer" "k_matmul.py"
	.loc	1 42 0 prologue_end             ; k_matmul.py:42:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.91:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[18:19], s[4:5], 0x20
	v_and_b32_e32 v76, 0x3ff, v0
.Ltmp1:
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	v_lshlrev_b32_e32 v6, 3, v76
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_readfirstlane_b32 s0, v76
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v77, 32, v0
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_bfe_u32 s24, s0, 0x20006
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v1, 64, v6
	v_and_b32_e32 v5, 16, v0
	v_lshrrev_b32_e32 v78, 1, v77
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	s_lshl_b32 s16, s16, 7
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v81, 63, v0
	v_lshlrev_b32_e32 v79, 1, v5
	v_or3_b32 v0, v1, s24, v78
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or3_b32 v8, v0, v79, s16
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_and_b32_e32 v4, 56, v6
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_le_i32_e64 s[0:1], s14, v8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s19, v8
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_le_i32_e64 s[2:3], s18, v4
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_mul_i32 s21, s24, 0x410
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e32 vcc, s14, v8
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v1, 31, v0
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_lshl_add_u32 v7, v81, 4, s21
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.1:                                ; %.critedge16
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v10
	ds_write_b128 v7, v[10:13] offset:34752
; %bb.2:                                ; %Flow116
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_saveexec_b64 s[2:3], s[2:3]
	v_lshl_add_u64 v[64:65], v[0:1], 1, s[8:9]
	v_lshlrev_b32_e32 v0, 1, v4
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 50 21 is_stmt 1               ; k_matmul.py:50:21
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[2:3], v[64:65], 0, v[0:1]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s21, 0x87c0
	s_nop 0
	global_load_lds_dwordx4 v[2:3], off
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v1, 4, v8
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v2, s19, v1
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.5:                                ; %.critedge18
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v10
	ds_write_b128 v7, v[10:13] offset:38912
; %bb.6:                                ; %Flow115
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_saveexec_b64 s[2:3], s[2:3]
	v_lshl_add_u64 v[66:67], v[2:3], 1, s[8:9]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 50 21 is_stmt 1               ; k_matmul.py:50:21
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[2:3], v[66:67], 0, v[0:1]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s21, 0x9800
	s_nop 0
	global_load_lds_dwordx4 v[2:3], off
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v1, 8, v8
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v2, s19, v1
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.9:                                ; %.critedge20
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v10
	ds_write_b128 v7, v[10:13] offset:43072
; %bb.10:                               ; %Flow114
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_saveexec_b64 s[2:3], s[2:3]
	v_lshl_add_u64 v[68:69], v[2:3], 1, s[8:9]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 50 21 is_stmt 1               ; k_matmul.py:50:21
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[2:3], v[68:69], 0, v[0:1]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s21, 0xa840
	s_nop 0
	global_load_lds_dwordx4 v[2:3], off
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v1, 12, v8
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v2, s19, v1
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.13:                               ; %.critedge22
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:47232
                                        ; implicit-def: $vgpr0
; %bb.14:                               ; %Flow113
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_lshl_add_u64 v[70:71], v[2:3], 1, s[8:9]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 50 21 is_stmt 1               ; k_matmul.py:50:21
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[70:71], 0, v[0:1]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s21, 0xb880
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	v_and_b32_e32 v80, 15, v76
	.loc	1 45 10                         ; k_matmul.py:45:10
	s_lshl_b32 s17, s17, 7
	.loc	1 46 10                         ; k_matmul.py:46:10
	v_and_b32_e32 v2, 48, v76
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_lshl_or_b32 v0, v80, 3, s17
	.loc	1 46 10                         ; k_matmul.py:46:10
	v_or_b32_e32 v3, s24, v2
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_le_i32_e64 s[2:3], s15, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s18, 1
	.loc	1 52 74                         ; k_matmul.py:52:74
	v_cmp_le_i32_e64 s[6:7], s18, v3
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[2:3], s[6:7], s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_mul_i32 s22, s24, 0x440
	.loc	1 52 94 is_stmt 0               ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v1, 31, v0
	s_or_b64 s[2:3], s[2:3], s[8:9]
	v_lshl_add_u32 v7, v81, 4, s22
	; asyncmark
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execnz .LBB0_27
; %bb.17:                               ; %Flow111
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s8, s[4:5], 0x28
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_28
.LBB0_18:
	s_or_b64 exec, exec, s[6:7]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execnz .LBB0_29
.LBB0_19:                               ; %Flow110
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_30
.LBB0_20:
	s_or_b64 exec, exec, s[6:7]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execnz .LBB0_31
.LBB0_21:                               ; %Flow109
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_32
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execnz .LBB0_33
.LBB0_23:                               ; %Flow108
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_25
.LBB0_24:
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v3, 12, v3
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v3, s8
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[10:11]
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s22, 0x3300
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_25:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_lshl_b32 s6, s24, 6
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_sub_i32 s23, s18, 64
	s_mov_b32 s26, 0
	s_cmp_gt_i32 s23, 0
	v_lshlrev_b32_e32 v3, 8, v76
	v_and_b32_e32 v84, 24, v6
	; asyncmark
	s_cbranch_scc1 .LBB0_34
; %bb.26:                               ; %.._crit_edge_crit_edge
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_and_b32_e32 v85, 0x2c00, v3
	v_lshrrev_b32_e32 v86, 4, v85
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_35
.LBB0_27:                               ; %.critedge24
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11]
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s8, s[4:5], 0x28
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_18
.LBB0_28:
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v3, s8
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[10:11]
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_mov_b32 m0, s22
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_19
.LBB0_29:                               ; %.critedge26
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:4352
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_20
.LBB0_30:
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v8, 4, v3
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, s8
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[10:11]
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s22, 0x1100
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_21
.LBB0_31:                               ; %.critedge28
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:8704
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_22
.LBB0_32:
	.loc	1 46 10 is_stmt 1               ; k_matmul.py:46:10
	v_or_b32_e32 v8, 8, v3
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, s8
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[10:11]
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s22, 0x2200
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_23
.LBB0_33:                               ; %.critedge30
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:13056
                                        ; implicit-def: $vgpr3
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_24
	s_branch .LBB0_25
.LBB0_34:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr85
                                        ; implicit-def: $vgpr86
.LBB0_35:                               ; %Flow105
	s_and_b32 s20, s6, 0x80
	s_and_b32 s19, s6, 64
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v82, 5, v5
	v_lshlrev_b32_e32 v83, 4, v80
	s_cbranch_scc1 .LBB0_70
; %bb.36:                               ; %.lr.ph
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	v_lshl_add_u64 v[72:73], v[0:1], 1, s[10:11]
	v_add_u32_e32 v0, s24, v2
	v_add_u32_e32 v1, 0x4c, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v88, s8, v1
	v_add_u32_e32 v1, 0x48, v0
	v_and_b32_e32 v85, 0x2c00, v3
	v_mul_lo_u32 v89, s8, v1
	v_add_u32_e32 v1, 0x44, v0
	v_add_u32_e32 v91, 64, v0
	v_mov_b32_e32 v96, 0
	v_lshlrev_b32_e32 v87, 10, v80
	s_lshl_b32 s10, s20, 1
	v_lshrrev_b32_e32 v86, 4, v85
	s_lshl_b32 s11, s8, 6
	v_mul_lo_u32 v90, s8, v1
	v_mul_lo_u32 v92, s8, v91
	s_mov_b32 s29, 0
	s_mov_b32 s27, 0x87c0
	v_or_b32_e32 v93, 64, v4
	s_xor_b64 s[2:3], vcc, -1
	s_xor_b64 s[0:1], s[0:1], -1
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	v_mov_b32_e32 v48, v96
	v_mov_b32_e32 v49, v96
	v_mov_b32_e32 v50, v96
	v_mov_b32_e32 v51, v96
	v_mov_b32_e32 v52, v96
	v_mov_b32_e32 v53, v96
	v_mov_b32_e32 v54, v96
	v_mov_b32_e32 v55, v96
	v_mov_b32_e32 v56, v96
	v_mov_b32_e32 v57, v96
	v_mov_b32_e32 v58, v96
	v_mov_b32_e32 v59, v96
	v_mov_b32_e32 v60, v96
	v_mov_b32_e32 v61, v96
	v_mov_b32_e32 v62, v96
	v_mov_b32_e32 v63, v96
	v_mov_b32_e32 v32, v96
	v_mov_b32_e32 v33, v96
	v_mov_b32_e32 v34, v96
	v_mov_b32_e32 v35, v96
	v_mov_b32_e32 v36, v96
	v_mov_b32_e32 v37, v96
	v_mov_b32_e32 v38, v96
	v_mov_b32_e32 v39, v96
	v_mov_b32_e32 v40, v96
	v_mov_b32_e32 v41, v96
	v_mov_b32_e32 v42, v96
	v_mov_b32_e32 v43, v96
	v_mov_b32_e32 v44, v96
	v_mov_b32_e32 v45, v96
	v_mov_b32_e32 v46, v96
	v_mov_b32_e32 v47, v96
	v_mov_b32_e32 v16, v96
	v_mov_b32_e32 v17, v96
	v_mov_b32_e32 v18, v96
	v_mov_b32_e32 v19, v96
	v_mov_b32_e32 v20, v96
	v_mov_b32_e32 v21, v96
	v_mov_b32_e32 v22, v96
	v_mov_b32_e32 v23, v96
	v_mov_b32_e32 v24, v96
	v_mov_b32_e32 v25, v96
	v_mov_b32_e32 v26, v96
	v_mov_b32_e32 v27, v96
	v_mov_b32_e32 v28, v96
	v_mov_b32_e32 v29, v96
	v_mov_b32_e32 v30, v96
	v_mov_b32_e32 v31, v96
	v_mov_b32_e32 v0, v96
	v_mov_b32_e32 v1, v96
	v_mov_b32_e32 v2, v96
	v_mov_b32_e32 v3, v96
	v_mov_b32_e32 v4, v96
	v_mov_b32_e32 v5, v96
	v_mov_b32_e32 v6, v96
	v_mov_b32_e32 v7, v96
	v_mov_b32_e32 v8, v96
	v_mov_b32_e32 v9, v96
	v_mov_b32_e32 v10, v96
	v_mov_b32_e32 v11, v96
	v_mov_b32_e32 v12, v96
	v_mov_b32_e32 v13, v96
	v_mov_b32_e32 v14, v96
	v_mov_b32_e32 v15, v96
	s_mov_b32 s28, 0
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_add_i32 s6, s29, s19
	v_add3_u32 v74, s6, v85, v84
	v_add3_u32 v74, v74, v79, v86
	; asyncmark
	ds_read_b64_tr_b16 v[134:135], v74 offset:4352
	ds_read_b64_tr_b16 v[132:133], v74
	ds_read_b64_tr_b16 v[136:137], v74 offset:256
	ds_read_b64_tr_b16 v[140:141], v74 offset:384
	ds_read_b64_tr_b16 v[144:145], v74 offset:128
	ds_read_b64_tr_b16 v[142:143], v74 offset:4736
	ds_read_b64_tr_b16 v[146:147], v74 offset:4480
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_f16 v[48:63], v[132:135], v[128:131], v[48:63]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64_tr_b16 v[138:139], v74 offset:4608
	ds_read_b64_tr_b16 v[150:151], v74 offset:4864
	ds_read_b64_tr_b16 v[148:149], v74 offset:512
	ds_read_b64_tr_b16 v[152:153], v74 offset:768
	ds_read_b64_tr_b16 v[156:157], v74 offset:896
	ds_read_b64_tr_b16 v[160:161], v74 offset:640
	ds_read_b64_tr_b16 v[158:159], v74 offset:5248
	ds_read_b64_tr_b16 v[162:163], v74 offset:4992
	ds_read_b64_tr_b16 v[154:155], v74 offset:5120
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s28, s28, 64
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_add_i32 s27, s30, 0x87c0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s24, s24, s11
	s_cmp_lt_i32 s28, s23
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x16_f16 v[32:47], v[144:147], v[128:131], v[32:47]
	s_mov_b32 s29, s26
	v_mfma_f32_32x32x16_f16 v[16:31], v[132:135], v[112:115], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[144:147], v[112:115], v[0:15]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x16_f16 v[48:63], v[136:139], v[124:127], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[140:143], v[124:127], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[136:139], v[108:111], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[140:143], v[108:111], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[48:63], v[148:151], v[120:123], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[32:47], v[160:163], v[120:123], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[148:151], v[104:107], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[160:163], v[104:107], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[152:155], v[116:119], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[156:159], v[116:119], v[32:47]
	v_mfma_f32_32x32x16_f16 v[16:31], v[152:155], v[100:103], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[156:159], v[100:103], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_71
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s6, s25, 1
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s25, s6, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_lshl_b32 s26, s25, 13
	s_lshl_b32 s31, s25, 14
	s_lshr_b32 s8, s26, 5
	.loc	1 49 14                         ; k_matmul.py:49:14
	v_add_u32_e32 v74, s28, v93
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_add_i32 s30, s31, s8
	.loc	1 50 94 is_stmt 0               ; k_matmul.py:50:94
	v_cmp_le_i32_e32 vcc, s18, v74
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_add_i32 s33, s30, s21
	s_or_b64 s[6:7], s[2:3], vcc
	v_lshl_add_u32 v94, v81, 4, s33
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB0_55
; %bb.39:                               ; %Flow101
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_ashrrev_i32_e32 v75, 31, v74
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_56
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[8:9]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB0_57
.LBB0_41:                               ; %Flow100
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execnz .LBB0_58
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[8:9]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB0_59
.LBB0_43:                               ; %Flow99
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execnz .LBB0_60
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[8:9]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
	s_cbranch_execnz .LBB0_61
.LBB0_45:                               ; %Flow98
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_47
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21 is_stmt 1               ; k_matmul.py:50:21
	v_lshl_add_u64 v[74:75], v[74:75], 1, v[70:71]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s33, 0xb880
	s_nop 0
	global_load_lds_dwordx4 v[74:75], off
.LBB0_47:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_add_u32_e32 v75, s27, v87
	v_add3_u32 v75, v75, v82, v78
	v_add3_u32 v75, v75, s10, v83
	; asyncmark
	ds_read_b128 v[128:131], v75
	ds_read_b128 v[124:127], v75 offset:32
	ds_read_b128 v[120:123], v75 offset:64
	ds_read_b128 v[116:119], v75 offset:96
	ds_read_b128 v[112:115], v75 offset:128
	ds_read_b128 v[108:111], v75 offset:160
	ds_read_b128 v[104:107], v75 offset:192
	ds_read_b128 v[100:103], v75 offset:224
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_lshr_b32 s8, s26, 3
	.loc	1 49 14                         ; k_matmul.py:49:14
	v_add_u32_e32 v74, s28, v91
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 s26, s31, s8
	.loc	1 52 74 is_stmt 0               ; k_matmul.py:52:74
	v_cmp_le_i32_e32 vcc, s18, v74
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 s27, s26, s22
	s_or_b64 s[6:7], s[0:1], vcc
	v_lshl_add_u32 v74, v81, 4, s27
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB0_62
; %bb.48:                               ; %Flow96
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execnz .LBB0_63
.LBB0_49:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[8:9]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB0_64
.LBB0_50:                               ; %Flow95
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execnz .LBB0_65
.LBB0_51:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[8:9]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB0_66
.LBB0_52:                               ; %Flow94
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execnz .LBB0_67
.LBB0_53:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[8:9]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
	s_cbranch_execnz .LBB0_68
.LBB0_54:                               ; %Flow
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_37
	s_branch .LBB0_69
.LBB0_55:                               ; %.critedge32
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	ds_write_b128 v94, v[96:99] offset:34752
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_ashrrev_i32_e32 v75, 31, v74
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_40
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[100:101], v[74:75], 1, v[64:65]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s33, 0x87c0
	s_nop 0
	global_load_lds_dwordx4 v[100:101], off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_41
.LBB0_57:                               ; %.critedge34
                                        ;   in Loop: Header=BB0_38 Depth=1
	ds_write_b128 v94, v[96:99] offset:38912
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_42
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21 is_stmt 1               ; k_matmul.py:50:21
	v_lshl_add_u64 v[100:101], v[74:75], 1, v[66:67]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s33, 0x9800
	s_nop 0
	global_load_lds_dwordx4 v[100:101], off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_43
.LBB0_59:                               ; %.critedge36
                                        ;   in Loop: Header=BB0_38 Depth=1
	ds_write_b128 v94, v[96:99] offset:43072
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_44
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 50 21 is_stmt 1               ; k_matmul.py:50:21
	v_lshl_add_u64 v[100:101], v[74:75], 1, v[68:69]
	.loc	1 50 13 is_stmt 0               ; k_matmul.py:50:13
	s_add_i32 m0, s33, 0xa840
	s_nop 0
	global_load_lds_dwordx4 v[100:101], off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
	s_cbranch_execz .LBB0_45
.LBB0_61:                               ; %.critedge38
                                        ;   in Loop: Header=BB0_38 Depth=1
	ds_write_b128 v94, v[96:99] offset:47232
                                        ; implicit-def: $vgpr74_vgpr75
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_46
	s_branch .LBB0_47
.LBB0_62:                               ; %.critedge40
                                        ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	ds_write_b128 v74, v[96:99]
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_49
.LBB0_63:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_add_u32_e32 v94, s24, v92
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshl_add_u64 v[94:95], v[94:95], 1, v[72:73]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_mov_b32 m0, s27
	s_nop 0
	global_load_lds_dwordx4 v[94:95], off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_50
.LBB0_64:                               ; %.critedge42
                                        ;   in Loop: Header=BB0_38 Depth=1
	ds_write_b128 v74, v[96:99] offset:4352
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_51
.LBB0_65:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	v_add_u32_e32 v94, s24, v90
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshl_add_u64 v[94:95], v[94:95], 1, v[72:73]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s27, 0x1100
	s_nop 0
	global_load_lds_dwordx4 v[94:95], off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_52
.LBB0_66:                               ; %.critedge44
                                        ;   in Loop: Header=BB0_38 Depth=1
	ds_write_b128 v74, v[96:99] offset:8704
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_53
.LBB0_67:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 29 is_stmt 1               ; k_matmul.py:52:29
	v_add_u32_e32 v94, s24, v89
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshl_add_u64 v[94:95], v[94:95], 1, v[72:73]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 m0, s27, 0x2200
	s_nop 0
	global_load_lds_dwordx4 v[94:95], off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
	s_cbranch_execz .LBB0_54
.LBB0_68:                               ; %.critedge46
                                        ;   in Loop: Header=BB0_38 Depth=1
	ds_write_b128 v74, v[96:99] offset:13056
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_37
.LBB0_69:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 52 21 is_stmt 1               ; k_matmul.py:52:21
	v_add_u32_e32 v74, s24, v88
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[74:75], 1, v[72:73]
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	s_add_i32 m0, s27, 0x3300
	s_nop 0
	global_load_lds_dwordx4 v[74:75], off
	s_branch .LBB0_37
.LBB0_70:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v15, 0
	s_mov_b32 s27, 0x87c0
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
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v32, v15
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v48, v15
.LBB0_71:                               ; %Flow106
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	s_add_i32 s0, s26, s19
	v_add3_u32 v64, s0, v85, v84
	v_add3_u32 v79, v64, v79, v86
	; wait_asyncmark(0)
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64_tr_b16 v[92:93], v79
	ds_read_b64_tr_b16 v[88:89], v79 offset:256
	ds_read_b64_tr_b16 v[64:65], v79 offset:384
	ds_read_b64_tr_b16 v[68:69], v79 offset:128
	ds_read_b64_tr_b16 v[94:95], v79 offset:4352
	ds_read_b64_tr_b16 v[90:91], v79 offset:4608
	ds_read_b64_tr_b16 v[66:67], v79 offset:4736
	ds_read_b64_tr_b16 v[70:71], v79 offset:4480
	ds_read_b64_tr_b16 v[100:101], v79 offset:512
	ds_read_b64_tr_b16 v[96:97], v79 offset:768
	ds_read_b64_tr_b16 v[72:73], v79 offset:896
	ds_read_b64_tr_b16 v[84:85], v79 offset:640
	ds_read_b64_tr_b16 v[102:103], v79 offset:4864
	ds_read_b64_tr_b16 v[98:99], v79 offset:5120
	ds_read_b64_tr_b16 v[74:75], v79 offset:5248
	ds_read_b64_tr_b16 v[86:87], v79 offset:4992
	s_load_dword s8, s[4:5], 0x2c
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s0, s18, 63
	s_cmp_lt_i32 s0, 64
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_lshl_add_u32 v79, v80, 10, s27
	s_lshl_b32 s0, s20, 1
	v_add3_u32 v78, v79, v82, v78
	v_add3_u32 v78, v78, s0, v83
	ds_read_b128 v[80:83], v78
	ds_read_b128 v[104:107], v78 offset:32
	ds_read_b128 v[108:111], v78 offset:64
	ds_read_b128 v[112:115], v78 offset:96
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[48:63], v[92:95], v[80:83], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[68:71], v[80:83], v[32:47]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b128 v[80:83], v78 offset:128
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[92:95], v[80:83], v[16:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b128 v[92:95], v78 offset:160
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[0:15], v[68:71], v[80:83], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[88:91], v[104:107], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[64:67], v[104:107], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[88:91], v[92:95], v[16:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b128 v[88:91], v78 offset:192
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[92:95], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[100:103], v[108:111], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[84:87], v[108:111], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[100:103], v[88:91], v[16:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b128 v[100:103], v78 offset:224
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[0:15], v[84:87], v[88:91], v[0:15]
	v_mfma_f32_32x32x16_f16 v[48:63], v[96:99], v[112:115], v[48:63]
	v_mfma_f32_32x32x16_f16 v[32:47], v[72:75], v[112:115], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[96:99], v[100:103], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[72:75], v[100:103], v[0:15]
.LBB0_73:                               ; %._crit_edge._crit_edge
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_lshr_b32 s0, s20, 2
	s_waitcnt lgkmcnt(0)
	v_and_or_b32 v64, v76, 31, s0
	v_lshrrev_b32_e32 v65, 3, v77
	s_lshr_b32 s0, s19, 1
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v68, s16, v64
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_or_b32_e32 v65, s0, v65
	.loc	1 56 22 is_stmt 1               ; k_matmul.py:56:22
	v_mul_lo_u32 v66, v68, s8
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v64, s17, v65
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e64 s[6:7], s14, v68
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e32 vcc, s15, v64
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[66:67], v[66:67], 2, s[12:13]
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], s[6:7], vcc
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[66:67], v[64:65], 2, v[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_75
; %bb.74:
	global_store_dwordx4 v[66:67], v[48:51], off
	global_store_dwordx4 v[66:67], v[52:55], off offset:32
.LBB0_75:                               ; %.critedge
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v48, 16, v64
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s15, v48
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[4:5], s[6:7], s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.76:
	global_store_dwordx4 v[66:67], v[56:59], off offset:64
	global_store_dwordx4 v[66:67], v[60:63], off offset:96
.LBB0_77:                               ; %.critedge2
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v48, 64, v64
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[2:3], s15, v48
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[10:11], s[6:7], s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_79
; %bb.78:
	global_store_dwordx4 v[66:67], v[32:35], off offset:256
	global_store_dwordx4 v[66:67], v[36:39], off offset:288
.LBB0_79:                               ; %.critedge4
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v32, 0x50, v64
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[4:5], s15, v32
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[10:11], s[6:7], s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_81
; %bb.80:
	global_store_dwordx4 v[66:67], v[40:43], off offset:320
	global_store_dwordx4 v[66:67], v[44:47], off offset:352
.LBB0_81:                               ; %.critedge6
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v32, 64, v68
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e64 s[6:7], s14, v32
	.loc	1 56 22 is_stmt 0               ; k_matmul.py:56:22
	v_mul_lo_u32 v32, v32, s8
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[12:13]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[10:11], vcc, s[6:7]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_lshl_add_u64 v[32:33], v[64:65], 2, v[32:33]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execnz .LBB0_86
; %bb.82:                               ; %.critedge8
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[8:9], s[6:7], s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_87
.LBB0_83:                               ; %.critedge10
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], s[6:7], s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_88
.LBB0_84:                               ; %.critedge12
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], s[6:7], s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_89
.LBB0_85:                               ; %.critedge14
	.loc	1 42 1 is_stmt 1                ; k_matmul.py:42:1
	s_endpgm
.LBB0_86:
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dwordx4 v[32:33], v[16:19], off
	global_store_dwordx4 v[32:33], v[20:23], off offset:32
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[8:9], s[6:7], s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_83
.LBB0_87:
	global_store_dwordx4 v[32:33], v[24:27], off offset:64
	global_store_dwordx4 v[32:33], v[28:31], off offset:96
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], s[6:7], s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_84
.LBB0_88:
	global_store_dwordx4 v[32:33], v[0:3], off offset:256
	global_store_dwordx4 v[32:33], v[4:7], off offset:288
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], s[6:7], s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_85
.LBB0_89:
	global_store_dwordx4 v[32:33], v[8:11], off offset:320
	global_store_dwordx4 v[32:33], v[12:15], off offset:352
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
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 164
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 164
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
	.set .Lmatmul.num_vgpr, 164
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 34
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4244
; TotalNumSgprs: 40
; NumVgprs: 164
; NumAgprs: 0
; TotalNumVgprs: 164
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 164
; AccumOffset: 164
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 40
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
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 256
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     164
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:

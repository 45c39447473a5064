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
; %bb.1035:
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
; %bb.1036:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr254 : SGPR spill to VGPR lane
.Ltmp1:
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_lshl_b32 s0, s16, 7
	v_writelane_b32 v254, s13, 0
	.loc	1 44 39 is_stmt 0               ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v1, 5, v0
	v_writelane_b32 v254, s6, 1
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v1, s0, v1
	.loc	1 50 29 is_stmt 1               ; k_matmul.py:50:29
	v_mul_lo_u32 v2, s11, v1
	v_writelane_b32 v254, s7, 2
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v246, 31, v0
	v_writelane_b32 v254, s0, 3
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v1
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[2:3]
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e32 vcc, s10, v246
	v_writelane_b32 v254, s0, 4
	scratch_store_dwordx2 off, v[2:3], off  ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 5
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v246
	v_mov_b32_e32 v70, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; k_matmul.py:0:13
	scratch_load_dwordx2 v[4:5], off, off   ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v70, v[4:5], off
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 2, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, s11, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_writelane_b32 v254, s0, 6
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 7
	scratch_store_dwordx2 off, v[4:5], off offset:8 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[4:5], off, off offset:8 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v3, v[4:5], off
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 4, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v4, s11, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_writelane_b32 v254, s0, 8
	scratch_store_dwordx2 off, v[4:5], off offset:16 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 9
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v71, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[6:7], off, off offset:16 ; 8-byte Folded Reload
	v_mov_b32_e32 v4, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v71, v[6:7], off
.LBB0_6:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 6, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v6, s11, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_writelane_b32 v254, s0, 10
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 11
	scratch_store_dwordx2 off, v[6:7], off offset:24 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[6:7], off, off offset:24 ; 8-byte Folded Reload
	v_mov_b32_e32 v4, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v5, v[4:5], off
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v4, 8, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v6, s11, v4
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[2:3]
	v_writelane_b32 v254, s0, 12
	scratch_store_dwordx2 off, v[6:7], off offset:32 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 13
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[8:9], off, off offset:32 ; 8-byte Folded Reload
	v_mov_b32_e32 v6, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[6:7]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v4, v[8:9], off
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v6, 10, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v6
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v8, s11, v6
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_writelane_b32 v254, s0, 14
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 15
	scratch_store_dwordx2 off, v[8:9], off offset:40 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[8:9], off, off offset:40 ; 8-byte Folded Reload
	v_mov_b32_e32 v6, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[6:7]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v7, v[6:7], off
.LBB0_12:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v6, 12, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v8, s11, v6
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v6
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	v_writelane_b32 v254, s0, 16
	scratch_store_dwordx2 off, v[8:9], off offset:48 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 17
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[10:11], off, off offset:48 ; 8-byte Folded Reload
	v_mov_b32_e32 v8, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v6, v[10:11], off
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v8, 14, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v8
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v10, s11, v8
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_writelane_b32 v254, s0, 18
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 19
	scratch_store_dwordx2 off, v[10:11], off offset:56 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[10:11], off, off offset:56 ; 8-byte Folded Reload
	v_mov_b32_e32 v8, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v9, v[8:9], off
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v8, 16, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v10, s11, v8
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v8
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	v_writelane_b32 v254, s0, 20
	scratch_store_dwordx2 off, v[10:11], off offset:64 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 21
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[12:13], off, off offset:64 ; 8-byte Folded Reload
	v_mov_b32_e32 v10, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[10:11]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v8, v[12:13], off
.LBB0_18:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v10, 18, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v10
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v12, s11, v10
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_writelane_b32 v254, s0, 22
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 23
	scratch_store_dwordx2 off, v[12:13], off offset:72 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[12:13], off, off offset:72 ; 8-byte Folded Reload
	v_mov_b32_e32 v10, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[10:11]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v11, v[10:11], off
.LBB0_20:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v10, 20, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v12, s11, v10
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v10
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	v_writelane_b32 v254, s0, 24
	scratch_store_dwordx2 off, v[12:13], off offset:80 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 25
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[14:15], off, off offset:80 ; 8-byte Folded Reload
	v_mov_b32_e32 v12, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[12:13]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v10, v[14:15], off
.LBB0_22:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v12, 22, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v12
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v14, s11, v12
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_writelane_b32 v254, s0, 26
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 27
	scratch_store_dwordx2 off, v[14:15], off offset:88 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[14:15], off, off offset:88 ; 8-byte Folded Reload
	v_mov_b32_e32 v12, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[12:13], v[14:15], 0, v[12:13]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v13, v[12:13], off
.LBB0_24:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v12, 24, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v14, s11, v12
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v12
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	v_writelane_b32 v254, s0, 28
	scratch_store_dwordx2 off, v[14:15], off offset:96 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 29
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[16:17], off, off offset:96 ; 8-byte Folded Reload
	v_mov_b32_e32 v14, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[14:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v12, v[16:17], off
.LBB0_26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v14, 26, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v14
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v16, s11, v14
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_writelane_b32 v254, s0, 30
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 31
	scratch_store_dwordx2 off, v[16:17], off offset:104 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[16:17], off, off offset:104 ; 8-byte Folded Reload
	v_mov_b32_e32 v14, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v15, v[14:15], off
.LBB0_28:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v14, 28, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v16, s11, v14
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v14
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[2:3]
	v_writelane_b32 v254, s0, 32
	scratch_store_dwordx2 off, v[16:17], off offset:112 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 33
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v14, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[18:19], off, off offset:112 ; 8-byte Folded Reload
	v_mov_b32_e32 v16, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v14, v[18:19], off
.LBB0_30:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v16, 30, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v16
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v18, s11, v16
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_writelane_b32 v254, s0, 34
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 35
	scratch_store_dwordx2 off, v[18:19], off offset:120 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[18:19], off, off offset:120 ; 8-byte Folded Reload
	v_mov_b32_e32 v16, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[16:17], v[18:19], 0, v[16:17]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v17, v[16:17], off
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v16, 32, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v18, s11, v16
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v16
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[2:3]
	v_writelane_b32 v254, s0, 36
	scratch_store_dwordx2 off, v[18:19], off offset:128 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 37
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[20:21], off, off offset:128 ; 8-byte Folded Reload
	v_mov_b32_e32 v18, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v16, v[20:21], off
.LBB0_34:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v18, 34, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v18
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v20, s11, v18
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_writelane_b32 v254, s0, 38
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 39
	scratch_store_dwordx2 off, v[20:21], off offset:136 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[20:21], off, off offset:136 ; 8-byte Folded Reload
	v_mov_b32_e32 v18, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[18:19], v[20:21], 0, v[18:19]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v19, v[18:19], off
.LBB0_36:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v18, 36, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v20, s11, v18
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v18
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[2:3]
	v_writelane_b32 v254, s0, 40
	scratch_store_dwordx2 off, v[20:21], off offset:144 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 41
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v18, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[22:23], off, off offset:144 ; 8-byte Folded Reload
	v_mov_b32_e32 v20, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v18, v[22:23], off
.LBB0_38:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v20, 38, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v20
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v22, s11, v20
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_writelane_b32 v254, s0, 42
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 43
	scratch_store_dwordx2 off, v[22:23], off offset:152 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[22:23], off, off offset:152 ; 8-byte Folded Reload
	v_mov_b32_e32 v20, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[20:21], v[22:23], 0, v[20:21]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v21, v[20:21], off
.LBB0_40:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v20, 40, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v22, s11, v20
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v20
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[2:3]
	v_writelane_b32 v254, s0, 44
	scratch_store_dwordx2 off, v[22:23], off offset:160 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 45
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[24:25], off, off offset:160 ; 8-byte Folded Reload
	v_mov_b32_e32 v22, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v20, v[24:25], off
.LBB0_42:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v22, 42, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v22
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v24, s11, v22
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_writelane_b32 v254, s0, 46
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 47
	scratch_store_dwordx2 off, v[24:25], off offset:168 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[24:25], off, off offset:168 ; 8-byte Folded Reload
	v_mov_b32_e32 v22, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[22:23], v[24:25], 0, v[22:23]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v23, v[22:23], off
.LBB0_44:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v22, 44, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v24, s11, v22
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v22
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[2:3]
	v_writelane_b32 v254, s0, 48
	scratch_store_dwordx2 off, v[24:25], off offset:176 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 49
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v22, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[26:27], off, off offset:176 ; 8-byte Folded Reload
	v_mov_b32_e32 v24, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[24:25]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v22, v[26:27], off
.LBB0_46:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v24, 46, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v24
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v26, s11, v24
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_writelane_b32 v254, s0, 50
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 51
	scratch_store_dwordx2 off, v[26:27], off offset:184 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[26:27], off, off offset:184 ; 8-byte Folded Reload
	v_mov_b32_e32 v24, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[24:25], v[26:27], 0, v[24:25]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v25, v[24:25], off
.LBB0_48:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v24, 48, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v26, s11, v24
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v24
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[2:3]
	v_writelane_b32 v254, s0, 52
	scratch_store_dwordx2 off, v[26:27], off offset:192 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 53
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v24, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[28:29], off, off offset:192 ; 8-byte Folded Reload
	v_mov_b32_e32 v26, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v24, v[28:29], off
.LBB0_50:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v26, 50, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v26
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v28, s11, v26
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_writelane_b32 v254, s0, 54
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 55
	scratch_store_dwordx2 off, v[28:29], off offset:200 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[28:29], off, off offset:200 ; 8-byte Folded Reload
	v_mov_b32_e32 v26, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[26:27], v[28:29], 0, v[26:27]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v27, v[26:27], off
.LBB0_52:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v26, 52, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v28, s11, v26
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v26
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[2:3]
	v_writelane_b32 v254, s0, 56
	scratch_store_dwordx2 off, v[28:29], off offset:208 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 57
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v26, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[30:31], off, off offset:208 ; 8-byte Folded Reload
	v_mov_b32_e32 v28, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v26, v[30:31], off
.LBB0_54:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v28, 54, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v28
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v30, s11, v28
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_writelane_b32 v254, s0, 58
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 59
	scratch_store_dwordx2 off, v[30:31], off offset:216 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[30:31], off, off offset:216 ; 8-byte Folded Reload
	v_mov_b32_e32 v28, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[28:29], v[30:31], 0, v[28:29]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v29, v[28:29], off
.LBB0_56:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v28, 56, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v30, s11, v28
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v28
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[2:3]
	v_writelane_b32 v254, s0, 60
	scratch_store_dwordx2 off, v[30:31], off offset:224 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 61
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v28, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:224 ; 8-byte Folded Reload
	v_mov_b32_e32 v30, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v28, v[32:33], off
.LBB0_58:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v30, 58, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v30
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v32, s11, v30
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v33, 31, v32
	v_writelane_b32 v254, s0, 62
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v254, s1, 63
	scratch_store_dwordx2 off, v[32:33], off offset:232 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:232 ; 8-byte Folded Reload
	v_mov_b32_e32 v30, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[30:31], v[32:33], 0, v[30:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v31, v[30:31], off
.LBB0_60:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v30, 60, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v32, s11, v30
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v30
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v33, 31, v32
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[2:3]
	v_writelane_b32 v255, s0, 0
	scratch_store_dwordx2 off, v[32:33], off offset:240 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 1
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v30, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[34:35], off, off offset:240 ; 8-byte Folded Reload
	v_mov_b32_e32 v32, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v30, v[34:35], off
.LBB0_62:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v32, 62, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v32
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v34, s11, v32
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_writelane_b32 v255, s0, 2
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 3
	scratch_store_dwordx2 off, v[34:35], off offset:248 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[34:35], off, off offset:248 ; 8-byte Folded Reload
	v_mov_b32_e32 v32, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[34:35], 0, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v33, v[32:33], off
.LBB0_64:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v32, 64, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v34, s11, v32
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v32
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[2:3]
	v_writelane_b32 v255, s0, 4
	scratch_store_dwordx2 off, v[34:35], off offset:256 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 5
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v32, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[36:37], off, off offset:256 ; 8-byte Folded Reload
	v_mov_b32_e32 v34, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[34:35]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v32, v[36:37], off
.LBB0_66:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v34, 0x42, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v34
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v36, s11, v34
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_writelane_b32 v255, s0, 6
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 7
	scratch_store_dwordx2 off, v[36:37], off offset:264 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[36:37], off, off offset:264 ; 8-byte Folded Reload
	v_mov_b32_e32 v34, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[34:35], v[36:37], 0, v[34:35]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v35, v[34:35], off
.LBB0_68:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v34, 0x44, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v36, s11, v34
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v34
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[2:3]
	v_writelane_b32 v255, s0, 8
	scratch_store_dwordx2 off, v[36:37], off offset:272 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 9
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_70
; %bb.69:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[38:39], off, off offset:272 ; 8-byte Folded Reload
	v_mov_b32_e32 v36, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v34, v[38:39], off
.LBB0_70:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v36, 0x46, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v36
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v38, s11, v36
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_writelane_b32 v255, s0, 10
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 11
	scratch_store_dwordx2 off, v[38:39], off offset:280 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_72
; %bb.71:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[38:39], off, off offset:280 ; 8-byte Folded Reload
	v_mov_b32_e32 v36, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[36:37], v[38:39], 0, v[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v37, v[36:37], off
.LBB0_72:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v36, 0x48, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v38, s11, v36
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v36
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[2:3]
	v_writelane_b32 v255, s0, 12
	scratch_store_dwordx2 off, v[38:39], off offset:288 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 13
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v36, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_74
; %bb.73:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[40:41], off, off offset:288 ; 8-byte Folded Reload
	v_mov_b32_e32 v38, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[38:39]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v36, v[40:41], off
.LBB0_74:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v38, 0x4a, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v38
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v40, s11, v38
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_writelane_b32 v255, s0, 14
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 15
	scratch_store_dwordx2 off, v[40:41], off offset:296 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[40:41], off, off offset:296 ; 8-byte Folded Reload
	v_mov_b32_e32 v38, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[38:39], v[40:41], 0, v[38:39]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v39, v[38:39], off
.LBB0_76:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v38, 0x4c, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v40, s11, v38
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v38
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[2:3]
	v_writelane_b32 v255, s0, 16
	scratch_store_dwordx2 off, v[40:41], off offset:304 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 17
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[42:43], off, off offset:304 ; 8-byte Folded Reload
	v_mov_b32_e32 v40, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[40:41]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v38, v[42:43], off
.LBB0_78:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v40, 0x4e, v1
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v40
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v42, s11, v40
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v43, 31, v42
	v_writelane_b32 v255, s0, 18
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[0:1], vcc
	v_writelane_b32 v255, s1, 19
	scratch_store_dwordx2 off, v[42:43], off offset:312 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[42:43], off, off offset:312 ; 8-byte Folded Reload
	v_mov_b32_e32 v40, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[40:41], v[42:43], 0, v[40:41]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v41, v[40:41], off
.LBB0_80:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v40, 0x50, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v42, s11, v40
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[82:83], s8, v40
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[2:3]
	scratch_store_dwordx2 off, v[42:43], off offset:320 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[82:83], vcc
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_82
; %bb.81:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[44:45], off, off offset:320 ; 8-byte Folded Reload
	v_mov_b32_e32 v42, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[42:43]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v40, v[44:45], off
.LBB0_82:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v42, 0x52, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v44, s11, v42
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[84:85], s8, v42
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[84:85], vcc
	scratch_store_dwordx2 off, v[44:45], off offset:328 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_84
; %bb.83:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[44:45], off, off offset:328 ; 8-byte Folded Reload
	v_mov_b32_e32 v42, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[42:43], v[44:45], 0, v[42:43]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v43, v[42:43], off
.LBB0_84:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v42, 0x54, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v44, s11, v42
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[86:87], s8, v42
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[2:3]
	scratch_store_dwordx2 off, v[44:45], off offset:336 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[86:87], vcc
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_86
; %bb.85:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[46:47], off, off offset:336 ; 8-byte Folded Reload
	v_mov_b32_e32 v44, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[44:45]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v42, v[46:47], off
.LBB0_86:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v44, 0x56, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v46, s11, v44
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[88:89], s8, v44
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], v[46:47], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[88:89], vcc
	scratch_store_dwordx2 off, v[46:47], off offset:344 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_88
; %bb.87:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[46:47], off, off offset:344 ; 8-byte Folded Reload
	v_mov_b32_e32 v44, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[44:45], v[46:47], 0, v[44:45]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v45, v[44:45], off
.LBB0_88:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v44, 0x58, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v46, s11, v44
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[90:91], s8, v44
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[46:47], v[46:47], 1, s[2:3]
	scratch_store_dwordx2 off, v[46:47], off offset:352 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[90:91], vcc
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_90
; %bb.89:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[48:49], off, off offset:352 ; 8-byte Folded Reload
	v_mov_b32_e32 v46, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[48:49], v[48:49], 0, v[46:47]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v44, v[48:49], off
.LBB0_90:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v46, 0x5a, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v48, s11, v46
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[92:93], s8, v46
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[92:93], vcc
	scratch_store_dwordx2 off, v[48:49], off offset:360 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_92
; %bb.91:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[48:49], off, off offset:360 ; 8-byte Folded Reload
	v_mov_b32_e32 v46, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[48:49], 0, v[46:47]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v47, v[46:47], off
.LBB0_92:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v46, 0x5c, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v48, s11, v46
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[94:95], s8, v46
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[2:3]
	scratch_store_dwordx2 off, v[48:49], off offset:368 ; 8-byte Folded Spill
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[94:95], vcc
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v46, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_94
; %bb.93:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[50:51], off, off offset:368 ; 8-byte Folded Reload
	v_mov_b32_e32 v48, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[50:51], v[50:51], 0, v[48:49]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v46, v[50:51], off
.LBB0_94:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v48, 0x5e, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v50, s11, v48
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[96:97], s8, v48
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], v[50:51], 1, s[2:3]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[96:97], vcc
	scratch_store_dwordx2 off, v[50:51], off offset:376 ; 8-byte Folded Spill
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_96
; %bb.95:
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[50:51], off, off offset:376 ; 8-byte Folded Reload
	v_mov_b32_e32 v48, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[48:49], v[50:51], 0, v[48:49]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v49, v[48:49], off
.LBB0_96:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v48, 0x60, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v50, s11, v48
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[98:99], s8, v48
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[50:51], v[50:51], 1, s[2:3]
	v_accvgpr_write_b32 a245, v51
	v_accvgpr_write_b32 a244, v50
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[6:7], s[98:99], vcc
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_98
; %bb.97:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v50, v2
	v_accvgpr_read_b32 v52, a244
	v_accvgpr_read_b32 v53, a245
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[50:51]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v48, v[52:53], off
.LBB0_98:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v50, 0x62, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v52, s11, v50
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v53, 31, v52
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[6:7], s8, v50
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[2:3]
	v_accvgpr_write_b32 a247, v53
	v_accvgpr_write_b32 a246, v52
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[14:15], s[6:7], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_100
; %bb.99:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v50, v2
	v_accvgpr_read_b32 v52, a246
	v_accvgpr_read_b32 v53, a247
	v_lshl_add_u64 v[50:51], v[52:53], 0, v[50:51]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v51, v[50:51], off
.LBB0_100:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v50, 0x64, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v52, s11, v50
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v53, 31, v52
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v50
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[2:3]
	v_accvgpr_write_b32 a249, v53
	v_accvgpr_write_b32 a248, v52
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[0:1], vcc
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_102
; %bb.101:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v52, v2
	v_accvgpr_read_b32 v54, a248
	v_accvgpr_read_b32 v55, a249
	v_lshl_add_u64 v[54:55], v[54:55], 0, v[52:53]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v50, v[54:55], off
.LBB0_102:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v52, 0x66, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v54, s11, v52
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[38:39], s8, v52
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[54:55], v[54:55], 1, s[2:3]
	v_accvgpr_write_b32 a251, v55
	v_accvgpr_write_b32 a250, v54
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[38:39], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_104
; %bb.103:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v52, v2
	v_accvgpr_read_b32 v54, a250
	v_accvgpr_read_b32 v55, a251
	v_lshl_add_u64 v[52:53], v[54:55], 0, v[52:53]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v53, v[52:53], off
.LBB0_104:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v52, 0x68, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v54, s11, v52
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[36:37], s8, v52
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[54:55], v[54:55], 1, s[2:3]
	v_accvgpr_write_b32 a253, v55
	v_accvgpr_write_b32 a252, v54
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[36:37], vcc
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_106
; %bb.105:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v54, v2
	v_accvgpr_read_b32 v56, a252
	v_accvgpr_read_b32 v57, a253
	v_lshl_add_u64 v[56:57], v[56:57], 0, v[54:55]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v52, v[56:57], off
.LBB0_106:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v54, 0x6a, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v56, s11, v54
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[40:41], s8, v54
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[2:3]
	v_accvgpr_write_b32 a255, v57
	v_accvgpr_write_b32 a254, v56
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[40:41], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_108
; %bb.107:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v54, v2
	v_accvgpr_read_b32 v56, a254
	v_accvgpr_read_b32 v57, a255
	v_lshl_add_u64 v[54:55], v[56:57], 0, v[54:55]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v55, v[54:55], off
.LBB0_108:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v54, 0x6c, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v56, s11, v54
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[42:43], s8, v54
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[2:3]
	v_accvgpr_write_b32 a221, v57
	v_accvgpr_write_b32 a220, v56
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[42:43], vcc
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_110
; %bb.109:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v56, v2
	v_accvgpr_read_b32 v58, a220
	v_accvgpr_read_b32 v59, a221
	v_lshl_add_u64 v[58:59], v[58:59], 0, v[56:57]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v54, v[58:59], off
.LBB0_110:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v56, 0x6e, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v58, s11, v56
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v59, 31, v58
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[34:35], s8, v56
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[58:59], v[58:59], 1, s[2:3]
	v_accvgpr_write_b32 a223, v59
	v_accvgpr_write_b32 a222, v58
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[18:19], s[34:35], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_112
; %bb.111:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v56, v2
	v_accvgpr_read_b32 v58, a222
	v_accvgpr_read_b32 v59, a223
	v_lshl_add_u64 v[56:57], v[58:59], 0, v[56:57]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v57, v[56:57], off
.LBB0_112:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v56, 0x70, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v58, s11, v56
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v59, 31, v58
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[14:15], s8, v56
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[58:59], v[58:59], 1, s[2:3]
	v_accvgpr_write_b32 a225, v59
	v_accvgpr_write_b32 a224, v58
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[20:21], s[14:15], vcc
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v56, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_114
; %bb.113:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v58, v2
	v_accvgpr_read_b32 v60, a224
	v_accvgpr_read_b32 v61, a225
	v_lshl_add_u64 v[60:61], v[60:61], 0, v[58:59]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v56, v[60:61], off
.LBB0_114:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v58, 0x72, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v60, s11, v58
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v61, 31, v60
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[44:45], s8, v58
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[60:61], v[60:61], 1, s[2:3]
	v_accvgpr_write_b32 a227, v61
	v_accvgpr_write_b32 a226, v60
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[20:21], s[44:45], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_116
; %bb.115:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v58, v2
	v_accvgpr_read_b32 v60, a226
	v_accvgpr_read_b32 v61, a227
	v_lshl_add_u64 v[58:59], v[60:61], 0, v[58:59]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v59, v[58:59], off
.LBB0_116:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v58, 0x74, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v60, s11, v58
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v61, 31, v60
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[18:19], s8, v58
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[60:61], v[60:61], 1, s[2:3]
	v_accvgpr_write_b32 a229, v61
	v_accvgpr_write_b32 a228, v60
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[22:23], s[18:19], vcc
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_118
; %bb.117:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v60, v2
	v_accvgpr_read_b32 v62, a228
	v_accvgpr_read_b32 v63, a229
	v_lshl_add_u64 v[62:63], v[62:63], 0, v[60:61]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v58, v[62:63], off
.LBB0_118:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v60, 0x76, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v62, s11, v60
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v63, 31, v62
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[20:21], s8, v60
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[2:3]
	v_accvgpr_write_b32 a231, v63
	v_accvgpr_write_b32 a230, v62
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[24:25], s[20:21], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_120
; %bb.119:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v60, v2
	v_accvgpr_read_b32 v62, a230
	v_accvgpr_read_b32 v63, a231
	v_lshl_add_u64 v[60:61], v[62:63], 0, v[60:61]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v61, v[60:61], off
.LBB0_120:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v60, 0x78, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v62, s11, v60
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v63, 31, v62
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[22:23], s8, v60
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[2:3]
	v_accvgpr_write_b32 a233, v63
	v_accvgpr_write_b32 a232, v62
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[26:27], s[22:23], vcc
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_122
; %bb.121:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v62, v2
	v_accvgpr_read_b32 v64, a232
	v_accvgpr_read_b32 v65, a233
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[62:63]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v60, v[64:65], off
.LBB0_122:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v62, 0x7a, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v64, s11, v62
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[24:25], s8, v62
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[64:65], v[64:65], 1, s[2:3]
	v_accvgpr_write_b32 a235, v65
	v_accvgpr_write_b32 a234, v64
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[28:29], s[24:25], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_124
; %bb.123:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v62, v2
	v_accvgpr_read_b32 v64, a234
	v_accvgpr_read_b32 v65, a235
	v_lshl_add_u64 v[62:63], v[64:65], 0, v[62:63]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v63, v[62:63], off
.LBB0_124:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v62, 0x7c, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v64, s11, v62
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[26:27], s8, v62
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[64:65], v[64:65], 1, s[2:3]
	v_accvgpr_write_b32 a237, v65
	v_accvgpr_write_b32 a236, v64
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[30:31], s[26:27], vcc
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v62, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_126
; %bb.125:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v64, v2
	v_accvgpr_read_b32 v66, a236
	v_accvgpr_read_b32 v67, a237
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[64:65]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v62, v[66:67], off
.LBB0_126:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v1, 0x7e, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v66, s11, v1
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[28:29], s8, v1
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[66:67], v[66:67], 1, s[2:3]
	v_accvgpr_write_b32 a239, v67
	v_accvgpr_write_b32 a238, v66
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[30:31], s[28:29], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[30:31]
	s_cbranch_execz .LBB0_128
; %bb.127:
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_mov_b32_e32 v64, v2
	v_accvgpr_read_b32 v66, a238
	v_accvgpr_read_b32 v67, a239
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[64:65]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort v65, v[64:65], off
.LBB0_128:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	s_lshl_b32 s2, s17, 7
	v_or_b32_e32 v66, s2, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s10, 0
	v_writelane_b32 v255, s2, 20
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[30:31], s9, v66
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[242:243], v[66:67], 1, s[4:5]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_130
; %bb.129:
	global_load_ushort v2, v[242:243], off
.LBB0_130:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v64, 64, v66
	.loc	1 52 94                         ; k_matmul.py:52:94
	v_cmp_gt_i32_e32 vcc, s9, v64
	.loc	1 52 73 is_stmt 0               ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_132
; %bb.131:
	global_load_ushort v1, v[242:243], off offset:128
.LBB0_132:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 1
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[12:13], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v72, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_134
; %bb.133:
	global_load_ushort v72, v[68:69], off
.LBB0_134:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_136
; %bb.135:
	global_load_ushort v64, v[68:69], off offset:128
.LBB0_136:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 2
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_lshl_b32 s16, s12, 1
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_138
; %bb.137:
	global_load_ushort v74, v[68:69], off
.LBB0_138:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_140
; %bb.139:
	global_load_ushort v73, v[68:69], off offset:128
.LBB0_140:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 3
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 3
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_142
; %bb.141:
	global_load_ushort v76, v[68:69], off
.LBB0_142:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_144
; %bb.143:
	global_load_ushort v75, v[68:69], off offset:128
.LBB0_144:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 4
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_lshl_b32 s16, s12, 2
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_146
; %bb.145:
	global_load_ushort v78, v[68:69], off
.LBB0_146:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_148
; %bb.147:
	global_load_ushort v77, v[68:69], off offset:128
.LBB0_148:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 5
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 5
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_150
; %bb.149:
	global_load_ushort v80, v[68:69], off
.LBB0_150:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_152
; %bb.151:
	global_load_ushort v79, v[68:69], off offset:128
.LBB0_152:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 6
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 6
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_154
; %bb.153:
	global_load_ushort v82, v[68:69], off
.LBB0_154:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_156
; %bb.155:
	global_load_ushort v81, v[68:69], off offset:128
.LBB0_156:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 7
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 7
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_158
; %bb.157:
	global_load_ushort v84, v[68:69], off
.LBB0_158:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_160
; %bb.159:
	global_load_ushort v83, v[68:69], off offset:128
.LBB0_160:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 8
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_lshl_b32 s16, s12, 3
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_162
; %bb.161:
	global_load_ushort v86, v[68:69], off
.LBB0_162:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_164
; %bb.163:
	global_load_ushort v85, v[68:69], off offset:128
.LBB0_164:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 9
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 9
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_166
; %bb.165:
	global_load_ushort v88, v[68:69], off
.LBB0_166:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_168
; %bb.167:
	global_load_ushort v87, v[68:69], off offset:128
.LBB0_168:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 10
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 10
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_170
; %bb.169:
	global_load_ushort v90, v[68:69], off
.LBB0_170:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_172
; %bb.171:
	global_load_ushort v89, v[68:69], off offset:128
.LBB0_172:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 11
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 11
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_174
; %bb.173:
	global_load_ushort v92, v[68:69], off
.LBB0_174:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_176
; %bb.175:
	global_load_ushort v91, v[68:69], off offset:128
.LBB0_176:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 12
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 12
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_178
; %bb.177:
	global_load_ushort v94, v[68:69], off
.LBB0_178:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_180
; %bb.179:
	global_load_ushort v93, v[68:69], off offset:128
.LBB0_180:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 13
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 13
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_182
; %bb.181:
	global_load_ushort v96, v[68:69], off
.LBB0_182:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_184
; %bb.183:
	global_load_ushort v95, v[68:69], off offset:128
.LBB0_184:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 14
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 14
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_186
; %bb.185:
	global_load_ushort v98, v[68:69], off
.LBB0_186:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_188
; %bb.187:
	global_load_ushort v97, v[68:69], off offset:128
.LBB0_188:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 15
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 15
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_190
; %bb.189:
	global_load_ushort v100, v[68:69], off
.LBB0_190:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_192
; %bb.191:
	global_load_ushort v99, v[68:69], off offset:128
.LBB0_192:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 16
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_lshl_b32 s16, s12, 4
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_194
; %bb.193:
	global_load_ushort v102, v[68:69], off
.LBB0_194:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_196
; %bb.195:
	global_load_ushort v101, v[68:69], off offset:128
.LBB0_196:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 17
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 17
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v104, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_198
; %bb.197:
	global_load_ushort v104, v[68:69], off
.LBB0_198:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_200
; %bb.199:
	global_load_ushort v103, v[68:69], off offset:128
.LBB0_200:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 18
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 18
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_202
; %bb.201:
	global_load_ushort v106, v[68:69], off
.LBB0_202:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_204
; %bb.203:
	global_load_ushort v105, v[68:69], off offset:128
.LBB0_204:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 19
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 19
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_206
; %bb.205:
	global_load_ushort v108, v[68:69], off
.LBB0_206:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_208
; %bb.207:
	global_load_ushort v107, v[68:69], off offset:128
.LBB0_208:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 20
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 20
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_210
; %bb.209:
	global_load_ushort v110, v[68:69], off
.LBB0_210:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_212
; %bb.211:
	global_load_ushort v109, v[68:69], off offset:128
.LBB0_212:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 21
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 21
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_214
; %bb.213:
	global_load_ushort v112, v[68:69], off
.LBB0_214:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_216
; %bb.215:
	global_load_ushort v111, v[68:69], off offset:128
.LBB0_216:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 22
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 22
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_218
; %bb.217:
	global_load_ushort v114, v[68:69], off
.LBB0_218:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_220
; %bb.219:
	global_load_ushort v113, v[68:69], off offset:128
.LBB0_220:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 23
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 23
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_222
; %bb.221:
	global_load_ushort v116, v[68:69], off
.LBB0_222:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_224
; %bb.223:
	global_load_ushort v115, v[68:69], off offset:128
.LBB0_224:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 24
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 24
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v118, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_226
; %bb.225:
	global_load_ushort v118, v[68:69], off
.LBB0_226:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_228
; %bb.227:
	global_load_ushort v117, v[68:69], off offset:128
.LBB0_228:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 25
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 25
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v120, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_230
; %bb.229:
	global_load_ushort v120, v[68:69], off
.LBB0_230:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_232
; %bb.231:
	global_load_ushort v119, v[68:69], off offset:128
.LBB0_232:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 26
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 26
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_234
; %bb.233:
	global_load_ushort v122, v[68:69], off
.LBB0_234:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_236
; %bb.235:
	global_load_ushort v121, v[68:69], off offset:128
.LBB0_236:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 27
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 27
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_238
; %bb.237:
	global_load_ushort v124, v[68:69], off
.LBB0_238:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_240
; %bb.239:
	global_load_ushort v123, v[68:69], off offset:128
.LBB0_240:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 28
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 28
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_242
; %bb.241:
	global_load_ushort v126, v[68:69], off
.LBB0_242:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_244
; %bb.243:
	global_load_ushort v125, v[68:69], off offset:128
.LBB0_244:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 29
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 29
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v128, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_246
; %bb.245:
	global_load_ushort v128, v[68:69], off
.LBB0_246:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_248
; %bb.247:
	global_load_ushort v127, v[68:69], off offset:128
.LBB0_248:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 30
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s16, s12, 30
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s17, s16, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[46:47], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[68:69], v[66:67], 1, s[16:17]
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v130, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[16:17], s[46:47]
	s_cbranch_execz .LBB0_250
; %bb.249:
	global_load_ushort v130, v[68:69], off
.LBB0_250:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_252
; %bb.251:
	global_load_ushort v129, v[68:69], off offset:128
.LBB0_252:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_gt_i32 s10, 31
	.loc	1 52 29                         ; k_matmul.py:52:29
	s_mul_i32 s46, s12, 31
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[16:17], s[30:31], s[2:3]
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s4, s4, s46
	s_addc_u32 s5, s5, s47
	v_lshl_add_u64 v[66:67], v[66:67], 1, s[4:5]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_254
; %bb.253:
	global_load_ushort v69, v[66:67], off
.LBB0_254:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_256
; %bb.255:
	global_load_ushort v68, v[66:67], off offset:128
.LBB0_256:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13 is_stmt 1               ; k_matmul.py:50:13
	v_lshlrev_b32_e32 v249, 1, v0
	v_add_u32_e32 v66, 0, v249
	s_waitcnt vmcnt(47)
	ds_write_b16 v66, v70
	s_waitcnt vmcnt(46)
	ds_write_b16 v66, v3 offset:128
	s_waitcnt vmcnt(39)
	ds_write_b16 v66, v8 offset:1024
	s_waitcnt vmcnt(38)
	ds_write_b16 v66, v11 offset:1152
	s_waitcnt vmcnt(31)
	ds_write_b16 v66, v16 offset:2048
	s_waitcnt vmcnt(30)
	ds_write_b16 v66, v19 offset:2176
	s_waitcnt vmcnt(23)
	ds_write_b16 v66, v24 offset:3072
	s_waitcnt vmcnt(22)
	ds_write_b16 v66, v27 offset:3200
	s_waitcnt vmcnt(15)
	ds_write_b16 v66, v32 offset:4096
	s_waitcnt vmcnt(14)
	ds_write_b16 v66, v35 offset:4224
	s_waitcnt vmcnt(7)
	ds_write_b16 v66, v40 offset:5120
	s_waitcnt vmcnt(6)
	ds_write_b16 v66, v43 offset:5248
	s_waitcnt vmcnt(0)
	ds_write_b16 v66, v48 offset:6144
	ds_write_b16 v66, v51 offset:6272
	ds_write_b16 v66, v56 offset:7168
	ds_write_b16 v66, v59 offset:7296
	v_xor_b32_e32 v3, 16, v249
	v_accvgpr_write_b32 a240, v3
	v_add_u32_e32 v3, 0, v3
	ds_write_b16 v3, v71 offset:256
	ds_write_b16 v3, v5 offset:384
	ds_write_b16 v3, v10 offset:1280
	ds_write_b16 v3, v13 offset:1408
	ds_write_b16 v3, v18 offset:2304
	ds_write_b16 v3, v21 offset:2432
	ds_write_b16 v3, v26 offset:3328
	ds_write_b16 v3, v29 offset:3456
	ds_write_b16 v3, v34 offset:4352
	ds_write_b16 v3, v37 offset:4480
	ds_write_b16 v3, v42 offset:5376
	ds_write_b16 v3, v45 offset:5504
	ds_write_b16 v3, v50 offset:6400
	ds_write_b16 v3, v53 offset:6528
	ds_write_b16 v3, v58 offset:7424
	ds_write_b16 v3, v61 offset:7552
	v_xor_b32_e32 v5, 32, v249
	v_accvgpr_write_b32 a241, v5
	v_add_u32_e32 v5, 0, v5
	ds_write_b16 v5, v4 offset:512
	ds_write_b16 v5, v7 offset:640
	ds_write_b16 v5, v12 offset:1536
	ds_write_b16 v5, v15 offset:1664
	ds_write_b16 v5, v20 offset:2560
	ds_write_b16 v5, v23 offset:2688
	ds_write_b16 v5, v28 offset:3584
	ds_write_b16 v5, v31 offset:3712
	ds_write_b16 v5, v36 offset:4608
	ds_write_b16 v5, v39 offset:4736
	ds_write_b16 v5, v44 offset:5632
	ds_write_b16 v5, v47 offset:5760
	ds_write_b16 v5, v52 offset:6656
	ds_write_b16 v5, v55 offset:6784
	ds_write_b16 v5, v60 offset:7680
	ds_write_b16 v5, v63 offset:7808
	v_xor_b32_e32 v4, 48, v249
	v_accvgpr_write_b32 a242, v4
	v_add_u32_e32 v4, 0, v4
	ds_write_b16 v4, v6 offset:768
	ds_write_b16 v4, v9 offset:896
	ds_write_b16 v4, v14 offset:1792
	ds_write_b16 v4, v17 offset:1920
	ds_write_b16 v4, v22 offset:2816
	ds_write_b16 v4, v25 offset:2944
	ds_write_b16 v4, v30 offset:3840
	ds_write_b16 v4, v33 offset:3968
	ds_write_b16 v4, v38 offset:4864
	ds_write_b16 v4, v41 offset:4992
	ds_write_b16 v4, v46 offset:5888
	ds_write_b16 v4, v49 offset:6016
	ds_write_b16 v4, v54 offset:6912
	ds_write_b16 v4, v57 offset:7040
	ds_write_b16 v4, v62 offset:7936
	ds_write_b16 v4, v65 offset:8064
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v66, v2 offset:16384
	ds_write_b16 v66, v1 offset:16512
	ds_write_b16 v66, v86 offset:18560
	ds_write_b16 v66, v85 offset:18432
	ds_write_b16 v66, v102 offset:20480
	ds_write_b16 v66, v101 offset:20608
	ds_write_b16 v66, v118 offset:22656
	ds_write_b16 v66, v117 offset:22528
	ds_write_b16 v3, v72 offset:16640
	ds_write_b16 v3, v64 offset:16768
	ds_write_b16 v3, v88 offset:18816
	ds_write_b16 v3, v87 offset:18688
	ds_write_b16 v3, v104 offset:20736
	ds_write_b16 v3, v103 offset:20864
	ds_write_b16 v3, v120 offset:22912
	ds_write_b16 v3, v119 offset:22784
	ds_write_b16 v5, v74 offset:16896
	ds_write_b16 v5, v73 offset:17024
	ds_write_b16 v5, v90 offset:19072
	ds_write_b16 v5, v89 offset:18944
	ds_write_b16 v5, v106 offset:20992
	ds_write_b16 v5, v105 offset:21120
	ds_write_b16 v5, v122 offset:23168
	ds_write_b16 v5, v121 offset:23040
	ds_write_b16 v4, v76 offset:17152
	ds_write_b16 v4, v75 offset:17280
	ds_write_b16 v4, v92 offset:19328
	ds_write_b16 v4, v91 offset:19200
	ds_write_b16 v4, v108 offset:21248
	ds_write_b16 v4, v107 offset:21376
	ds_write_b16 v4, v124 offset:23424
	ds_write_b16 v4, v123 offset:23296
	v_xor_b32_e32 v1, 64, v249
	v_accvgpr_write_b32 a243, v1
	v_add_u32_e32 v1, 0, v1
	v_xor_b32_e32 v240, 0x50, v249
	ds_write_b16 v1, v78 offset:17408
	ds_write_b16 v1, v77 offset:17536
	ds_write_b16 v1, v94 offset:19584
	ds_write_b16 v1, v93 offset:19456
	ds_write_b16 v1, v110 offset:21504
	ds_write_b16 v1, v109 offset:21632
	ds_write_b16 v1, v126 offset:23680
	ds_write_b16 v1, v125 offset:23552
	v_add_u32_e32 v1, 0, v240
	v_xor_b32_e32 v241, 0x60, v249
	ds_write_b16 v1, v80 offset:17664
	ds_write_b16 v1, v79 offset:17792
	ds_write_b16 v1, v96 offset:19840
	ds_write_b16 v1, v95 offset:19712
	ds_write_b16 v1, v112 offset:21760
	ds_write_b16 v1, v111 offset:21888
	ds_write_b16 v1, v128 offset:23936
	ds_write_b16 v1, v127 offset:23808
	v_add_u32_e32 v1, 0, v241
	v_xor_b32_e32 v250, 0x70, v249
	ds_write_b16 v1, v82 offset:17920
	ds_write_b16 v1, v81 offset:18048
	ds_write_b16 v1, v98 offset:20096
	ds_write_b16 v1, v97 offset:19968
	ds_write_b16 v1, v114 offset:22016
	ds_write_b16 v1, v113 offset:22144
	ds_write_b16 v1, v130 offset:24192
	ds_write_b16 v1, v129 offset:24064
	v_add_u32_e32 v1, 0, v250
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_sub_i32 s16, s10, 32
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_mov_b32 s13, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v1, v84 offset:18176
	ds_write_b16 v1, v83 offset:18304
	ds_write_b16 v1, v100 offset:20352
	ds_write_b16 v1, v99 offset:20224
	ds_write_b16 v1, v116 offset:22272
	ds_write_b16 v1, v115 offset:22400
	ds_write_b16 v1, v69 offset:24448
	ds_write_b16 v1, v68 offset:24320
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_gt_i32 s16, 0
	v_and_b32_e32 v1, 44, v0
	v_lshlrev_b32_e32 v2, 3, v0
	s_cbranch_scc1 .LBB0_258
; %bb.257:                              ; %.._crit_edge_crit_edge
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_and_b32_e32 v3, 24, v2
	v_lshlrev_b32_e32 v4, 2, v1
	v_lshl_or_b32 v3, v1, 6, v3
	v_bitop3_b32 v4, v4, v249, 32 bitop3:0x78
	v_xor_b32_e32 v247, v4, v3
	v_xor_b32_e32 v248, 0x80, v247
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_259
.LBB0_258:
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr247
                                        ; implicit-def: $vgpr248
.LBB0_259:                              ; %Flow827
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v3, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v32, 6, v246
	v_lshlrev_b32_e32 v33, 2, v0
	v_lshrrev_b32_e32 v34, 1, v3
	scratch_store_dword off, v3, off offset:384 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_518
; %bb.260:                              ; %.lr.ph
	v_and_b32_e32 v0, 48, v33
	v_bitop3_b32 v251, v32, v34, v0 bitop3:0x36
	v_and_b32_e32 v0, 24, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshl_or_b32 v0, v1, 6, v0
	v_bitop3_b32 v1, v2, v249, 32 bitop3:0x78
	v_xor_b32_e32 v247, v1, v0
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v33, off offset:388 ; 4-byte Folded Spill
	scratch_store_dword off, v34, off offset:392 ; 4-byte Folded Spill
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v35, v1
	v_mov_b32_e32 v36, v1
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v38, v1
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v224, 0
	v_mov_b32_e32 v225, v1
	v_mov_b32_e32 v226, v1
	v_mov_b32_e32 v227, v1
	v_mov_b32_e32 v228, v1
	v_mov_b32_e32 v229, v1
	v_mov_b32_e32 v230, v1
	v_mov_b32_e32 v231, v1
	v_mov_b32_e32 v232, v1
	v_mov_b32_e32 v233, v1
	v_mov_b32_e32 v234, v1
	v_mov_b32_e32 v235, v1
	v_mov_b32_e32 v236, v1
	v_mov_b32_e32 v237, v1
	v_mov_b32_e32 v238, v1
	v_mov_b32_e32 v239, v1
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	s_mul_i32 s17, s12, 33
	s_lshl_b32 s11, s12, 5
	s_mul_i32 s33, s12, 34
	s_mul_i32 s46, s12, 35
	s_mul_i32 s47, s12, 36
	s_mul_i32 s48, s12, 37
	s_mul_i32 s49, s12, 38
	s_mul_i32 s50, s12, 39
	s_mul_i32 s51, s12, 40
	s_mul_i32 s52, s12, 41
	s_mul_i32 s53, s12, 42
	s_mul_i32 s54, s12, 43
	s_mul_i32 s55, s12, 44
	s_mul_i32 s56, s12, 45
	s_mul_i32 s57, s12, 46
	s_mul_i32 s58, s12, 47
	s_mul_i32 s59, s12, 48
	s_mul_i32 s60, s12, 49
	s_mul_i32 s61, s12, 50
	s_mul_i32 s62, s12, 51
	s_mul_i32 s63, s12, 52
	s_mul_i32 s64, s12, 53
	s_mul_i32 s65, s12, 54
	s_mul_i32 s66, s12, 55
	s_mul_i32 s67, s12, 56
	s_mul_i32 s68, s12, 57
	s_mul_i32 s69, s12, 58
	s_mul_i32 s70, s12, 59
	s_mul_i32 s71, s12, 60
	s_mul_i32 s72, s12, 61
	s_mul_i32 s73, s12, 62
	s_mov_b32 s78, 0
	s_movk_i32 s77, 0x4000
	s_mov_b32 s74, 63
	s_mul_i32 s75, s12, 63
	s_mov_b32 s76, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v30, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v209, v1
	v_mov_b32_e32 v210, v1
	v_mov_b32_e32 v211, v1
	v_mov_b32_e32 v212, v1
	v_mov_b32_e32 v213, v1
	v_mov_b32_e32 v214, v1
	v_mov_b32_e32 v215, v1
	v_mov_b32_e32 v216, v1
	v_mov_b32_e32 v217, v1
	v_mov_b32_e32 v218, v1
	v_mov_b32_e32 v219, v1
	v_mov_b32_e32 v220, v1
	v_mov_b32_e32 v221, v1
	v_mov_b32_e32 v222, v1
	v_mov_b32_e32 v223, v1
	v_mov_b32_e32 v192, 0
	v_mov_b32_e32 v193, v1
	v_mov_b32_e32 v194, v1
	v_mov_b32_e32 v195, v1
	v_mov_b32_e32 v196, v1
	v_mov_b32_e32 v197, v1
	v_mov_b32_e32 v198, v1
	v_mov_b32_e32 v199, v1
	v_mov_b32_e32 v200, v1
	v_mov_b32_e32 v201, v1
	v_mov_b32_e32 v202, v1
	v_mov_b32_e32 v203, v1
	v_mov_b32_e32 v204, v1
	v_mov_b32_e32 v205, v1
	v_mov_b32_e32 v206, v1
	v_mov_b32_e32 v207, v1
	v_mov_b32_e32 v176, 0
	v_mov_b32_e32 v177, v1
	v_mov_b32_e32 v178, v1
	v_mov_b32_e32 v179, v1
	v_mov_b32_e32 v180, v1
	v_mov_b32_e32 v181, v1
	v_mov_b32_e32 v182, v1
	v_mov_b32_e32 v183, v1
	v_mov_b32_e32 v184, v1
	v_mov_b32_e32 v185, v1
	v_mov_b32_e32 v186, v1
	v_mov_b32_e32 v187, v1
	v_mov_b32_e32 v188, v1
	v_mov_b32_e32 v189, v1
	v_mov_b32_e32 v190, v1
	v_mov_b32_e32 v191, v1
	v_accvgpr_write_b32 a219, v47
	v_accvgpr_write_b32 a218, v46
	v_accvgpr_write_b32 a217, v45
	v_accvgpr_write_b32 a216, v44
	v_accvgpr_write_b32 a215, v43
	v_accvgpr_write_b32 a214, v42
	v_accvgpr_write_b32 a213, v41
	v_accvgpr_write_b32 a212, v40
	v_accvgpr_write_b32 a211, v39
	v_accvgpr_write_b32 a210, v38
	v_accvgpr_write_b32 a209, v37
	v_accvgpr_write_b32 a208, v36
	v_accvgpr_write_b32 a207, v35
	v_accvgpr_write_b32 a206, v34
	v_accvgpr_write_b32 a205, v33
	v_accvgpr_write_b32 a204, v32
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, v1
	v_mov_b32_e32 v162, v1
	v_mov_b32_e32 v163, v1
	v_mov_b32_e32 v164, v1
	v_mov_b32_e32 v165, v1
	v_mov_b32_e32 v166, v1
	v_mov_b32_e32 v167, v1
	v_mov_b32_e32 v168, v1
	v_mov_b32_e32 v169, v1
	v_mov_b32_e32 v170, v1
	v_mov_b32_e32 v171, v1
	v_mov_b32_e32 v172, v1
	v_mov_b32_e32 v173, v1
	v_mov_b32_e32 v174, v1
	v_mov_b32_e32 v175, v1
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, v1
	v_mov_b32_e32 v146, v1
	v_mov_b32_e32 v147, v1
	v_mov_b32_e32 v148, v1
	v_mov_b32_e32 v149, v1
	v_mov_b32_e32 v150, v1
	v_mov_b32_e32 v151, v1
	v_mov_b32_e32 v152, v1
	v_mov_b32_e32 v153, v1
	v_mov_b32_e32 v154, v1
	v_mov_b32_e32 v155, v1
	v_mov_b32_e32 v156, v1
	v_mov_b32_e32 v157, v1
	v_mov_b32_e32 v158, v1
	v_mov_b32_e32 v159, v1
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v129, v1
	v_mov_b32_e32 v130, v1
	v_mov_b32_e32 v131, v1
	v_mov_b32_e32 v132, v1
	v_mov_b32_e32 v133, v1
	v_mov_b32_e32 v134, v1
	v_mov_b32_e32 v135, v1
	v_mov_b32_e32 v136, v1
	v_mov_b32_e32 v137, v1
	v_mov_b32_e32 v138, v1
	v_mov_b32_e32 v139, v1
	v_mov_b32_e32 v140, v1
	v_mov_b32_e32 v141, v1
	v_mov_b32_e32 v142, v1
	v_mov_b32_e32 v143, v1
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, v1
	v_mov_b32_e32 v114, v1
	v_mov_b32_e32 v115, v1
	v_mov_b32_e32 v116, v1
	v_mov_b32_e32 v117, v1
	v_mov_b32_e32 v118, v1
	v_mov_b32_e32 v119, v1
	v_mov_b32_e32 v120, v1
	v_mov_b32_e32 v121, v1
	v_mov_b32_e32 v122, v1
	v_mov_b32_e32 v123, v1
	v_mov_b32_e32 v124, v1
	v_mov_b32_e32 v125, v1
	v_mov_b32_e32 v126, v1
	v_mov_b32_e32 v127, v1
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, v1
	v_mov_b32_e32 v98, v1
	v_mov_b32_e32 v99, v1
	v_mov_b32_e32 v100, v1
	v_mov_b32_e32 v101, v1
	v_mov_b32_e32 v102, v1
	v_mov_b32_e32 v103, v1
	v_mov_b32_e32 v104, v1
	v_mov_b32_e32 v105, v1
	v_mov_b32_e32 v106, v1
	v_mov_b32_e32 v107, v1
	v_mov_b32_e32 v108, v1
	v_mov_b32_e32 v109, v1
	v_mov_b32_e32 v110, v1
	v_mov_b32_e32 v111, v1
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, v1
	v_mov_b32_e32 v82, v1
	v_mov_b32_e32 v83, v1
	v_mov_b32_e32 v84, v1
	v_mov_b32_e32 v85, v1
	v_mov_b32_e32 v86, v1
	v_mov_b32_e32 v87, v1
	v_mov_b32_e32 v88, v1
	v_mov_b32_e32 v89, v1
	v_mov_b32_e32 v90, v1
	v_mov_b32_e32 v91, v1
	v_mov_b32_e32 v92, v1
	v_mov_b32_e32 v93, v1
	v_mov_b32_e32 v94, v1
	v_mov_b32_e32 v95, v1
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, v1
	v_mov_b32_e32 v66, v1
	v_mov_b32_e32 v67, v1
	v_mov_b32_e32 v68, v1
	v_mov_b32_e32 v69, v1
	v_mov_b32_e32 v70, v1
	v_mov_b32_e32 v71, v1
	v_mov_b32_e32 v72, v1
	v_mov_b32_e32 v73, v1
	v_mov_b32_e32 v74, v1
	v_mov_b32_e32 v75, v1
	v_mov_b32_e32 v76, v1
	v_mov_b32_e32 v77, v1
	v_mov_b32_e32 v78, v1
	v_mov_b32_e32 v79, v1
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v58, v1
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v61, v1
	v_mov_b32_e32 v62, v1
	v_mov_b32_e32 v63, v1
	v_accvgpr_write_b32 a188, v224
	v_accvgpr_write_b32 a189, v225
	v_accvgpr_write_b32 a190, v226
	v_accvgpr_write_b32 a191, v227
	v_accvgpr_write_b32 a192, v228
	v_accvgpr_write_b32 a193, v229
	v_accvgpr_write_b32 a194, v230
	v_accvgpr_write_b32 a195, v231
	v_accvgpr_write_b32 a196, v232
	v_accvgpr_write_b32 a197, v233
	v_accvgpr_write_b32 a198, v234
	v_accvgpr_write_b32 a199, v235
	v_accvgpr_write_b32 a200, v236
	v_accvgpr_write_b32 a201, v237
	v_accvgpr_write_b32 a202, v238
	v_accvgpr_write_b32 a203, v239
	v_mov_b32_e32 v224, 0
	v_xor_b32_e32 v248, 0x80, v247
	s_branch .LBB0_262
.LBB0_261:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_add_u32_e32 v244, s77, v247
	ds_read_b64_tr_b16 a[36:37], v244
	ds_read_b64_tr_b16 a[38:39], v244 offset:1088
	ds_read_b64_tr_b16 a[32:33], v244 offset:64
	ds_read_b64_tr_b16 a[34:35], v244 offset:1024
	ds_read_b64_tr_b16 a[44:45], v244 offset:4096
	ds_read_b64_tr_b16 a[46:47], v244 offset:5184
	ds_read_b64_tr_b16 a[40:41], v244 offset:4160
	ds_read_b64_tr_b16 a[42:43], v244 offset:5120
	v_add_u32_e32 v244, s77, v248
	ds_read_b64_tr_b16 a[52:53], v244
	ds_read_b64_tr_b16 a[54:55], v244 offset:1088
	ds_read_b64_tr_b16 a[48:49], v244 offset:64
	ds_read_b64_tr_b16 a[50:51], v244 offset:1024
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x16_f16 v[0:15], a[36:39], a[28:31], v[0:15]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s3, s76, 1
	s_cmp_lt_i32 s3, 2
	s_cselect_b32 s76, s3, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_lshl_b32 s13, s76, 13
	v_accvgpr_read_b32 v32, a240
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_add_i32 s77, s13, 0x4000
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s74, s74, 32
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x16_f16 a[204:219], a[32:35], a[20:23], a[204:219]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s79, s16
	s_mov_b32 s78, s2
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[176:191], a[36:39], a[20:23], v[176:191]
	v_mfma_f32_32x32x16_f16 v[112:127], a[32:35], a[8:11], v[112:127]
	v_mfma_f32_32x32x16_f16 v[16:31], a[32:35], a[28:31], v[16:31]
	v_mfma_f32_32x32x16_f16 v[128:143], a[36:39], a[8:11], v[128:143]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[192:207], a[48:51], a[28:31], v[192:207]
	v_mfma_f32_32x32x16_f16 v[208:223], a[52:55], a[28:31], v[208:223]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64_tr_b16 a[56:57], v244 offset:4096
	ds_read_b64_tr_b16 a[58:59], v244 offset:5184
	ds_read_b64_tr_b16 a[28:29], v244 offset:4160
	ds_read_b64_tr_b16 a[30:31], v244 offset:5120
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v244, s13, v249
	s_waitcnt vmcnt(0) lgkmcnt(0)
	; wave barrier
	ds_write_b16 v244, a62
	ds_write_b16 v244, a64 offset:128
	ds_write_b16 v244, a68 offset:1024
	ds_write_b16 v244, a72 offset:1152
	ds_write_b16 v244, a76 offset:2048
	ds_write_b16 v244, a80 offset:2176
	ds_write_b16 v244, a84 offset:3072
	ds_write_b16 v244, a88 offset:3200
	ds_write_b16 v244, a92 offset:4096
	ds_write_b16 v244, a96 offset:4224
	ds_write_b16 v244, a100 offset:5120
	ds_write_b16 v244, a104 offset:5248
	ds_write_b16 v244, a108 offset:6144
	ds_write_b16 v244, a112 offset:6272
	ds_write_b16 v244, a116 offset:7168
	ds_write_b16 v244, a120 offset:7296
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v244, a124 offset:16384
	ds_write_b16 v244, a128 offset:16512
	ds_write_b16 v244, a140 offset:18560
	ds_write_b16 v244, a144 offset:18432
	ds_write_b16 v244, a156 offset:20480
	ds_write_b16 v244, a160 offset:20608
	ds_write_b16 v244, a172 offset:22656
	ds_write_b16 v244, a176 offset:22528
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v244, s13, v32
	v_accvgpr_read_b32 v32, a241
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[160:175], a[52:55], a[20:23], v[160:175]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b16 v244, a60 offset:256
	ds_write_b16 v244, a65 offset:384
	ds_write_b16 v244, a69 offset:1280
	ds_write_b16 v244, a73 offset:1408
	ds_write_b16 v244, a77 offset:2304
	ds_write_b16 v244, a81 offset:2432
	ds_write_b16 v244, a85 offset:3328
	ds_write_b16 v244, a89 offset:3456
	ds_write_b16 v244, a93 offset:4352
	ds_write_b16 v244, a97 offset:4480
	ds_write_b16 v244, a101 offset:5376
	ds_write_b16 v244, a105 offset:5504
	ds_write_b16 v244, a109 offset:6400
	ds_write_b16 v244, a113 offset:6528
	ds_write_b16 v244, a117 offset:7424
	ds_write_b16 v244, a121 offset:7552
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v244, a125 offset:16640
	ds_write_b16 v244, a129 offset:16768
	ds_write_b16 v244, a141 offset:18816
	ds_write_b16 v244, a145 offset:18688
	ds_write_b16 v244, a157 offset:20736
	ds_write_b16 v244, a161 offset:20864
	ds_write_b16 v244, a173 offset:22912
	ds_write_b16 v244, a177 offset:22784
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v244, s13, v32
	v_accvgpr_read_b32 v32, a242
	ds_write_b16 v244, a61 offset:512
	ds_write_b16 v244, a66 offset:640
	ds_write_b16 v244, a70 offset:1536
	ds_write_b16 v244, a74 offset:1664
	ds_write_b16 v244, a78 offset:2560
	ds_write_b16 v244, a82 offset:2688
	ds_write_b16 v244, a86 offset:3584
	ds_write_b16 v244, a90 offset:3712
	ds_write_b16 v244, a94 offset:4608
	ds_write_b16 v244, a98 offset:4736
	ds_write_b16 v244, a102 offset:5632
	ds_write_b16 v244, a106 offset:5760
	ds_write_b16 v244, a110 offset:6656
	ds_write_b16 v244, a114 offset:6784
	ds_write_b16 v244, a118 offset:7680
	ds_write_b16 v244, a122 offset:7808
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v244, a126 offset:16896
	ds_write_b16 v244, a130 offset:17024
	ds_write_b16 v244, a142 offset:19072
	ds_write_b16 v244, a146 offset:18944
	ds_write_b16 v244, a158 offset:20992
	ds_write_b16 v244, a162 offset:21120
	ds_write_b16 v244, a174 offset:23168
	ds_write_b16 v244, a178 offset:23040
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v244, s13, v32
	v_accvgpr_read_b32 v32, a243
	ds_write_b16 v244, a63 offset:768
	ds_write_b16 v244, a67 offset:896
	ds_write_b16 v244, a71 offset:1792
	ds_write_b16 v244, a75 offset:1920
	ds_write_b16 v244, a79 offset:2816
	ds_write_b16 v244, a83 offset:2944
	ds_write_b16 v244, a87 offset:3840
	ds_write_b16 v244, a91 offset:3968
	ds_write_b16 v244, a95 offset:4864
	ds_write_b16 v244, a99 offset:4992
	ds_write_b16 v244, a103 offset:5888
	ds_write_b16 v244, a107 offset:6016
	ds_write_b16 v244, a111 offset:6912
	ds_write_b16 v244, a115 offset:7040
	ds_write_b16 v244, a119 offset:7936
	ds_write_b16 v244, a123 offset:8064
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v244, a127 offset:17152
	ds_write_b16 v244, a132 offset:17280
	ds_write_b16 v244, a143 offset:19328
	ds_write_b16 v244, a148 offset:19200
	ds_write_b16 v244, a159 offset:21248
	ds_write_b16 v244, a164 offset:21376
	ds_write_b16 v244, a175 offset:23424
	ds_write_b16 v244, a180 offset:23296
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[144:159], a[48:51], a[20:23], v[144:159]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_add_u32_e32 v244, s13, v32
	ds_write_b16 v244, a131 offset:17408
	ds_write_b16 v244, a134 offset:17536
	ds_write_b16 v244, a147 offset:19584
	ds_write_b16 v244, a150 offset:19456
	ds_write_b16 v244, a163 offset:21504
	ds_write_b16 v244, a166 offset:21632
	ds_write_b16 v244, a179 offset:23680
	ds_write_b16 v244, a182 offset:23552
	v_add_u32_e32 v244, s13, v240
	ds_write_b16 v244, a133 offset:17664
	ds_write_b16 v244, a136 offset:17792
	ds_write_b16 v244, a149 offset:19840
	ds_write_b16 v244, a152 offset:19712
	ds_write_b16 v244, a165 offset:21760
	ds_write_b16 v244, a168 offset:21888
	ds_write_b16 v244, a181 offset:23936
	ds_write_b16 v244, a184 offset:23808
	v_add_u32_e32 v244, s13, v241
	ds_write_b16 v244, a135 offset:17920
	ds_write_b16 v244, a138 offset:18048
	ds_write_b16 v244, a151 offset:20096
	ds_write_b16 v244, a154 offset:19968
	ds_write_b16 v244, a167 offset:22016
	ds_write_b16 v244, a170 offset:22144
	ds_write_b16 v244, a183 offset:24192
	ds_write_b16 v244, a186 offset:24064
	v_add_u32_e32 v244, s13, v250
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[96:111], a[52:55], a[8:11], v[96:111]
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_write_b16 v244, a137 offset:18176
	ds_write_b16 v244, a139 offset:18304
	ds_write_b16 v244, a153 offset:20352
	ds_write_b16 v244, a155 offset:20224
	ds_write_b16 v244, a169 offset:22272
	ds_write_b16 v244, a171 offset:22400
	ds_write_b16 v244, a185 offset:24448
	ds_write_b16 v244, a187 offset:24320
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x16_f16 v[80:95], a[48:51], a[8:11], v[80:95]
	v_mfma_f32_32x32x16_f16 v[64:79], a[36:39], a[0:3], v[64:79]
	v_mfma_f32_32x32x16_f16 v[48:63], a[32:35], a[0:3], v[48:63]
	v_mfma_f32_32x32x16_f16 a[188:203], a[52:55], a[0:3], a[188:203]
	v_mfma_f32_32x32x16_f16 v[224:239], a[48:51], a[0:3], v[224:239]
	v_mfma_f32_32x32x16_f16 v[16:31], a[40:43], a[24:27], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[44:47], a[24:27], v[0:15]
	v_mfma_f32_32x32x16_f16 v[176:191], a[44:47], a[16:19], v[176:191]
	v_mfma_f32_32x32x16_f16 a[204:219], a[40:43], a[16:19], a[204:219]
	v_mfma_f32_32x32x16_f16 v[160:175], a[56:59], a[16:19], v[160:175]
	v_mfma_f32_32x32x16_f16 v[208:223], a[56:59], a[24:27], v[208:223]
	v_mfma_f32_32x32x16_f16 v[192:207], a[28:31], a[24:27], v[192:207]
	v_mfma_f32_32x32x16_f16 v[144:159], a[28:31], a[16:19], v[144:159]
	v_mfma_f32_32x32x16_f16 v[128:143], a[44:47], a[12:15], v[128:143]
	v_mfma_f32_32x32x16_f16 v[112:127], a[40:43], a[12:15], v[112:127]
	v_mfma_f32_32x32x16_f16 v[96:111], a[56:59], a[12:15], v[96:111]
	v_mfma_f32_32x32x16_f16 v[80:95], a[28:31], a[12:15], v[80:95]
	v_mfma_f32_32x32x16_f16 v[64:79], a[44:47], a[4:7], v[64:79]
	v_mfma_f32_32x32x16_f16 v[48:63], a[40:43], a[4:7], v[48:63]
	v_mfma_f32_32x32x16_f16 a[188:203], a[56:59], a[4:7], a[188:203]
	v_mfma_f32_32x32x16_f16 v[224:239], a[28:31], a[4:7], v[224:239]
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_519
.LBB0_262:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_add_u32_e32 v244, s74, v246
	v_subrev_u32_e32 v244, 31, v244
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 4
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e64 s[2:3], s10, v244
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s5, v254, 5
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v245, 31, v244
	v_accvgpr_write_b32 a62, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_264
; %bb.263:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	scratch_load_dwordx2 v[32:33], off, off ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a62, v[252:253], off
.LBB0_264:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 6
	v_readlane_b32 s5, v254, 7
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a60, 0
	v_accvgpr_write_b32 a64, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_266
; %bb.265:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:8 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a64, v[252:253], off
.LBB0_266:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 8
	v_readlane_b32 s5, v254, 9
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_268
; %bb.267:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a60, v[252:253], off
.LBB0_268:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 10
	v_readlane_b32 s5, v254, 11
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a65, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_270
; %bb.269:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:24 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a65, v[252:253], off
.LBB0_270:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 12
	v_readlane_b32 s5, v254, 13
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_272
; %bb.271:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:32 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a61, v[252:253], off
.LBB0_272:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 14
	v_readlane_b32 s5, v254, 15
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a63, 0
	v_accvgpr_write_b32 a66, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_274
; %bb.273:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:40 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a66, v[252:253], off
.LBB0_274:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 16
	v_readlane_b32 s5, v254, 17
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_276
; %bb.275:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:48 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a63, v[252:253], off
.LBB0_276:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 18
	v_readlane_b32 s5, v254, 19
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a68, 0
	v_accvgpr_write_b32 a67, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_278
; %bb.277:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:56 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a67, v[252:253], off
.LBB0_278:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 20
	v_readlane_b32 s5, v254, 21
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_280
; %bb.279:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:64 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a68, v[252:253], off
.LBB0_280:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 22
	v_readlane_b32 s5, v254, 23
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a69, 0
	v_accvgpr_write_b32 a72, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_282
; %bb.281:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:72 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a72, v[252:253], off
.LBB0_282:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 24
	v_readlane_b32 s5, v254, 25
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_284
; %bb.283:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:80 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a69, v[252:253], off
.LBB0_284:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 26
	v_readlane_b32 s5, v254, 27
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a70, 0
	v_accvgpr_write_b32 a73, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_286
; %bb.285:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:88 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a73, v[252:253], off
.LBB0_286:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 28
	v_readlane_b32 s5, v254, 29
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_288
; %bb.287:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:96 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a70, v[252:253], off
.LBB0_288:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 30
	v_readlane_b32 s5, v254, 31
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a71, 0
	v_accvgpr_write_b32 a74, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_290
; %bb.289:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:104 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a74, v[252:253], off
.LBB0_290:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 32
	v_readlane_b32 s5, v254, 33
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_292
; %bb.291:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:112 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a71, v[252:253], off
.LBB0_292:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 34
	v_readlane_b32 s5, v254, 35
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a76, 0
	v_accvgpr_write_b32 a75, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_294
; %bb.293:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:120 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a75, v[252:253], off
.LBB0_294:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 36
	v_readlane_b32 s5, v254, 37
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_296
; %bb.295:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:128 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a76, v[252:253], off
.LBB0_296:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 38
	v_readlane_b32 s5, v254, 39
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a77, 0
	v_accvgpr_write_b32 a80, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_298
; %bb.297:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:136 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a80, v[252:253], off
.LBB0_298:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 40
	v_readlane_b32 s5, v254, 41
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_300
; %bb.299:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:144 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a77, v[252:253], off
.LBB0_300:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 42
	v_readlane_b32 s5, v254, 43
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a78, 0
	v_accvgpr_write_b32 a81, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_302
; %bb.301:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:152 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a81, v[252:253], off
.LBB0_302:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 44
	v_readlane_b32 s5, v254, 45
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_304
; %bb.303:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:160 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a78, v[252:253], off
.LBB0_304:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 46
	v_readlane_b32 s5, v254, 47
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a79, 0
	v_accvgpr_write_b32 a82, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_306
; %bb.305:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:168 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a82, v[252:253], off
.LBB0_306:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 48
	v_readlane_b32 s5, v254, 49
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_308
; %bb.307:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:176 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a79, v[252:253], off
.LBB0_308:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 50
	v_readlane_b32 s5, v254, 51
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a84, 0
	v_accvgpr_write_b32 a83, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_310
; %bb.309:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:184 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a83, v[252:253], off
.LBB0_310:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 52
	v_readlane_b32 s5, v254, 53
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_312
; %bb.311:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:192 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a84, v[252:253], off
.LBB0_312:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 54
	v_readlane_b32 s5, v254, 55
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a85, 0
	v_accvgpr_write_b32 a88, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_314
; %bb.313:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:200 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a88, v[252:253], off
.LBB0_314:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 56
	v_readlane_b32 s5, v254, 57
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_316
; %bb.315:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:208 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a85, v[252:253], off
.LBB0_316:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 58
	v_readlane_b32 s5, v254, 59
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a86, 0
	v_accvgpr_write_b32 a89, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_318
; %bb.317:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:216 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a89, v[252:253], off
.LBB0_318:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 60
	v_readlane_b32 s5, v254, 61
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_320
; %bb.319:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:224 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a86, v[252:253], off
.LBB0_320:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v254, 62
	v_readlane_b32 s5, v254, 63
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a87, 0
	v_accvgpr_write_b32 a90, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_322
; %bb.321:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:232 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a90, v[252:253], off
.LBB0_322:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 0
	v_readlane_b32 s5, v255, 1
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_324
; %bb.323:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:240 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a87, v[252:253], off
.LBB0_324:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 2
	v_readlane_b32 s5, v255, 3
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a92, 0
	v_accvgpr_write_b32 a91, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_326
; %bb.325:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:248 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a91, v[252:253], off
.LBB0_326:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 4
	v_readlane_b32 s5, v255, 5
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_328
; %bb.327:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:256 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a92, v[252:253], off
.LBB0_328:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 6
	v_readlane_b32 s5, v255, 7
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a93, 0
	v_accvgpr_write_b32 a96, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_330
; %bb.329:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:264 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a96, v[252:253], off
.LBB0_330:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 8
	v_readlane_b32 s5, v255, 9
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_332
; %bb.331:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:272 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a93, v[252:253], off
.LBB0_332:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 10
	v_readlane_b32 s5, v255, 11
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a94, 0
	v_accvgpr_write_b32 a97, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_334
; %bb.333:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:280 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a97, v[252:253], off
.LBB0_334:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 12
	v_readlane_b32 s5, v255, 13
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_336
; %bb.335:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:288 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a94, v[252:253], off
.LBB0_336:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 14
	v_readlane_b32 s5, v255, 15
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a95, 0
	v_accvgpr_write_b32 a98, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_338
; %bb.337:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:296 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a98, v[252:253], off
.LBB0_338:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 16
	v_readlane_b32 s5, v255, 17
	s_and_b64 s[80:81], s[4:5], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_340
; %bb.339:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:304 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a95, v[252:253], off
.LBB0_340:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s4, v255, 18
	v_readlane_b32 s5, v255, 19
	s_and_b64 s[80:81], s[4:5], s[2:3]
	v_accvgpr_write_b32 a100, 0
	v_accvgpr_write_b32 a99, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_342
; %bb.341:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:312 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a99, v[252:253], off
.LBB0_342:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[82:83], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_344
; %bb.343:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:320 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a100, v[252:253], off
.LBB0_344:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[84:85], s[2:3]
	v_accvgpr_write_b32 a101, 0
	v_accvgpr_write_b32 a104, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_346
; %bb.345:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:328 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a104, v[252:253], off
.LBB0_346:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[86:87], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_348
; %bb.347:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:336 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a101, v[252:253], off
.LBB0_348:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[88:89], s[2:3]
	v_accvgpr_write_b32 a102, 0
	v_accvgpr_write_b32 a105, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_350
; %bb.349:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:344 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a105, v[252:253], off
.LBB0_350:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[90:91], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_352
; %bb.351:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:352 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a102, v[252:253], off
.LBB0_352:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[92:93], s[2:3]
	v_accvgpr_write_b32 a103, 0
	v_accvgpr_write_b32 a106, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_354
; %bb.353:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:360 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a106, v[252:253], off
.LBB0_354:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[94:95], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_356
; %bb.355:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:368 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a103, v[252:253], off
.LBB0_356:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[96:97], s[2:3]
	v_accvgpr_write_b32 a108, 0
	v_accvgpr_write_b32 a107, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_358
; %bb.357:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[32:33], off, off offset:376 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a107, v[252:253], off
.LBB0_358:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[98:99], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_360
; %bb.359:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a244
	v_accvgpr_read_b32 v33, a245
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a108, v[252:253], off
.LBB0_360:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[6:7], s[2:3]
	v_accvgpr_write_b32 a109, 0
	v_accvgpr_write_b32 a112, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_362
; %bb.361:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a246
	v_accvgpr_read_b32 v33, a247
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a112, v[252:253], off
.LBB0_362:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[0:1], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_364
; %bb.363:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a248
	v_accvgpr_read_b32 v33, a249
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a109, v[252:253], off
.LBB0_364:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[38:39], s[2:3]
	v_accvgpr_write_b32 a110, 0
	v_accvgpr_write_b32 a113, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_366
; %bb.365:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a250
	v_accvgpr_read_b32 v33, a251
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a113, v[252:253], off
.LBB0_366:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[36:37], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_368
; %bb.367:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a252
	v_accvgpr_read_b32 v33, a253
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a110, v[252:253], off
.LBB0_368:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[40:41], s[2:3]
	v_accvgpr_write_b32 a111, 0
	v_accvgpr_write_b32 a114, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_370
; %bb.369:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a254
	v_accvgpr_read_b32 v33, a255
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a114, v[252:253], off
.LBB0_370:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[42:43], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_372
; %bb.371:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a220
	v_accvgpr_read_b32 v33, a221
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a111, v[252:253], off
.LBB0_372:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[34:35], s[2:3]
	v_accvgpr_write_b32 a116, 0
	v_accvgpr_write_b32 a115, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_374
; %bb.373:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a222
	v_accvgpr_read_b32 v33, a223
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a115, v[252:253], off
.LBB0_374:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[14:15], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_376
; %bb.375:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a224
	v_accvgpr_read_b32 v33, a225
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a116, v[252:253], off
.LBB0_376:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[44:45], s[2:3]
	v_accvgpr_write_b32 a117, 0
	v_accvgpr_write_b32 a120, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_378
; %bb.377:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a226
	v_accvgpr_read_b32 v33, a227
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a120, v[252:253], off
.LBB0_378:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[18:19], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_380
; %bb.379:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a228
	v_accvgpr_read_b32 v33, a229
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a117, v[252:253], off
.LBB0_380:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[20:21], s[2:3]
	v_accvgpr_write_b32 a118, 0
	v_accvgpr_write_b32 a121, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_382
; %bb.381:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a230
	v_accvgpr_read_b32 v33, a231
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a121, v[252:253], off
.LBB0_382:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[22:23], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_384
; %bb.383:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a232
	v_accvgpr_read_b32 v33, a233
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a118, v[252:253], off
.LBB0_384:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[24:25], s[2:3]
	v_accvgpr_write_b32 a119, 0
	v_accvgpr_write_b32 a122, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_386
; %bb.385:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a234
	v_accvgpr_read_b32 v33, a235
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a122, v[252:253], off
.LBB0_386:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[80:81], s[26:27], s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_388
; %bb.387:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a236
	v_accvgpr_read_b32 v33, a237
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[252:253], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a119, v[252:253], off
.LBB0_388:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[4:5], s[28:29], s[2:3]
	v_accvgpr_write_b32 a124, 0
	v_accvgpr_write_b32 a123, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_390
; %bb.389:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v32, a238
	v_accvgpr_read_b32 v33, a239
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[244:245], v[244:245], 1, v[32:33]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a123, v[244:245], off
.LBB0_390:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 50 13                         ; k_matmul.py:50:13
	v_add_u32_e32 v244, s13, v251
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b128 a[28:31], v244
	ds_read_b128 a[20:23], v244 offset:2048
	ds_read_b128 a[8:11], v244 offset:4096
	ds_read_b128 a[0:3], v244 offset:6144
	v_xor_b32_e32 v244, 32, v251
	v_add_u32_e32 v244, s13, v244
	ds_read_b128 a[24:27], v244
	ds_read_b128 a[16:19], v244 offset:2048
	ds_read_b128 a[12:15], v244 offset:4096
	ds_read_b128 a[4:7], v244 offset:6144
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s79, s74, 31
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s79, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s2, s11, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s3, s2, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[2:3], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_392
; %bb.391:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a124, v[244:245], off
.LBB0_392:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a125, 0
	v_accvgpr_write_b32 a128, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_394
; %bb.393:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a128, v[244:245], off offset:128
.LBB0_394:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 30
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s17, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_396
; %bb.395:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a125, v[244:245], off
.LBB0_396:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a126, 0
	v_accvgpr_write_b32 a129, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_398
; %bb.397:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a129, v[244:245], off offset:128
.LBB0_398:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 29
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s33, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_400
; %bb.399:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a126, v[244:245], off
.LBB0_400:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a127, 0
	v_accvgpr_write_b32 a130, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_402
; %bb.401:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a130, v[244:245], off offset:128
.LBB0_402:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 28
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s46, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_404
; %bb.403:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a127, v[244:245], off
.LBB0_404:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a131, 0
	v_accvgpr_write_b32 a132, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_406
; %bb.405:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a132, v[244:245], off offset:128
.LBB0_406:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 27
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s47, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_408
; %bb.407:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a131, v[244:245], off
.LBB0_408:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a133, 0
	v_accvgpr_write_b32 a134, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_410
; %bb.409:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a134, v[244:245], off offset:128
.LBB0_410:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 26
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s48, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_412
; %bb.411:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a133, v[244:245], off
.LBB0_412:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a135, 0
	v_accvgpr_write_b32 a136, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_414
; %bb.413:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a136, v[244:245], off offset:128
.LBB0_414:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 25
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s49, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_416
; %bb.415:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a135, v[244:245], off
.LBB0_416:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a137, 0
	v_accvgpr_write_b32 a138, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_418
; %bb.417:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a138, v[244:245], off offset:128
.LBB0_418:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 24
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s50, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_420
; %bb.419:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a137, v[244:245], off
.LBB0_420:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a140, 0
	v_accvgpr_write_b32 a139, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_422
; %bb.421:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a139, v[244:245], off offset:128
.LBB0_422:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 23
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s51, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_424
; %bb.423:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a140, v[244:245], off
.LBB0_424:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a141, 0
	v_accvgpr_write_b32 a144, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_426
; %bb.425:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a144, v[244:245], off offset:128
.LBB0_426:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 22
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s52, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_428
; %bb.427:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a141, v[244:245], off
.LBB0_428:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a142, 0
	v_accvgpr_write_b32 a145, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_430
; %bb.429:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a145, v[244:245], off offset:128
.LBB0_430:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 21
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s53, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_432
; %bb.431:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a142, v[244:245], off
.LBB0_432:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a143, 0
	v_accvgpr_write_b32 a146, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_434
; %bb.433:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a146, v[244:245], off offset:128
.LBB0_434:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 20
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s54, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_436
; %bb.435:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a143, v[244:245], off
.LBB0_436:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a147, 0
	v_accvgpr_write_b32 a148, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_438
; %bb.437:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a148, v[244:245], off offset:128
.LBB0_438:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 19
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s55, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_440
; %bb.439:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a147, v[244:245], off
.LBB0_440:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a149, 0
	v_accvgpr_write_b32 a150, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_442
; %bb.441:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a150, v[244:245], off offset:128
.LBB0_442:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 18
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s56, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_444
; %bb.443:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a149, v[244:245], off
.LBB0_444:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a151, 0
	v_accvgpr_write_b32 a152, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_446
; %bb.445:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a152, v[244:245], off offset:128
.LBB0_446:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_sub_i32 s3, s74, 17
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s57, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_448
; %bb.447:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a151, v[244:245], off
.LBB0_448:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a153, 0
	v_accvgpr_write_b32 a154, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_450
; %bb.449:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a154, v[244:245], off offset:128
.LBB0_450:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -16
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s58, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_452
; %bb.451:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a153, v[244:245], off
.LBB0_452:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a156, 0
	v_accvgpr_write_b32 a155, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_454
; %bb.453:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a155, v[244:245], off offset:128
.LBB0_454:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -15
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s59, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_456
; %bb.455:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a156, v[244:245], off
.LBB0_456:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a157, 0
	v_accvgpr_write_b32 a160, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_458
; %bb.457:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a160, v[244:245], off offset:128
.LBB0_458:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -14
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s60, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_460
; %bb.459:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a157, v[244:245], off
.LBB0_460:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a158, 0
	v_accvgpr_write_b32 a161, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_462
; %bb.461:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a161, v[244:245], off offset:128
.LBB0_462:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -13
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s61, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_464
; %bb.463:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a158, v[244:245], off
.LBB0_464:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a159, 0
	v_accvgpr_write_b32 a162, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_466
; %bb.465:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a162, v[244:245], off offset:128
.LBB0_466:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -12
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s62, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_468
; %bb.467:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a159, v[244:245], off
.LBB0_468:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a163, 0
	v_accvgpr_write_b32 a164, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_470
; %bb.469:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a164, v[244:245], off offset:128
.LBB0_470:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -11
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s63, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_472
; %bb.471:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a163, v[244:245], off
.LBB0_472:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a165, 0
	v_accvgpr_write_b32 a166, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_474
; %bb.473:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a166, v[244:245], off offset:128
.LBB0_474:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -10
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s64, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_476
; %bb.475:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a165, v[244:245], off
.LBB0_476:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a167, 0
	v_accvgpr_write_b32 a168, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_478
; %bb.477:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a168, v[244:245], off offset:128
.LBB0_478:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -9
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s65, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_480
; %bb.479:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a167, v[244:245], off
.LBB0_480:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a169, 0
	v_accvgpr_write_b32 a170, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_482
; %bb.481:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a170, v[244:245], off offset:128
.LBB0_482:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -8
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s66, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_484
; %bb.483:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a169, v[244:245], off
.LBB0_484:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a172, 0
	v_accvgpr_write_b32 a171, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_486
; %bb.485:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a171, v[244:245], off offset:128
.LBB0_486:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -7
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s67, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_488
; %bb.487:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a172, v[244:245], off
.LBB0_488:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a173, 0
	v_accvgpr_write_b32 a176, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_490
; %bb.489:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a176, v[244:245], off offset:128
.LBB0_490:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -6
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s68, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_492
; %bb.491:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a173, v[244:245], off
.LBB0_492:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a174, 0
	v_accvgpr_write_b32 a177, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_494
; %bb.493:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a177, v[244:245], off offset:128
.LBB0_494:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -5
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s69, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_496
; %bb.495:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a174, v[244:245], off
.LBB0_496:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a175, 0
	v_accvgpr_write_b32 a178, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_498
; %bb.497:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a178, v[244:245], off offset:128
.LBB0_498:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -4
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s70, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_500
; %bb.499:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a175, v[244:245], off
.LBB0_500:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a179, 0
	v_accvgpr_write_b32 a180, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_502
; %bb.501:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a180, v[244:245], off offset:128
.LBB0_502:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -3
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s71, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_504
; %bb.503:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a179, v[244:245], off
.LBB0_504:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a181, 0
	v_accvgpr_write_b32 a182, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_506
; %bb.505:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a182, v[244:245], off offset:128
.LBB0_506:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -2
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s72, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_508
; %bb.507:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a181, v[244:245], off
.LBB0_508:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a183, 0
	v_accvgpr_write_b32 a184, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_510
; %bb.509:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a184, v[244:245], off offset:128
.LBB0_510:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s3, s74, -1
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s12, s73, s78
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_512
; %bb.511:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a183, v[244:245], off
.LBB0_512:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a185, 0
	v_accvgpr_write_b32 a186, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_514
; %bb.513:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a186, v[244:245], off offset:128
.LBB0_514:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s74, s10
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_add_i32 s12, s75, s78
	s_ashr_i32 s13, s12, 31
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[80:81], s[30:31], s[4:5]
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[244:245], s[12:13], 1, v[242:243]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[12:13], s[80:81]
	s_cbranch_execz .LBB0_516
; %bb.515:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a185, v[244:245], off
.LBB0_516:                              ;   in Loop: Header=BB0_262 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[12:13], vcc, s[4:5]
	v_accvgpr_write_b32 a187, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_261
; %bb.517:                              ;   in Loop: Header=BB0_262 Depth=1
	global_load_ushort a187, v[244:245], off offset:128
	s_branch .LBB0_261
.LBB0_518:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v239, 0
	v_mov_b32_e32 v15, v239
	v_mov_b32_e32 v14, v239
	v_mov_b32_e32 v13, v239
	v_mov_b32_e32 v12, v239
	v_mov_b32_e32 v11, v239
	v_mov_b32_e32 v10, v239
	v_mov_b32_e32 v9, v239
	v_mov_b32_e32 v8, v239
	v_mov_b32_e32 v7, v239
	v_mov_b32_e32 v6, v239
	v_mov_b32_e32 v5, v239
	v_mov_b32_e32 v4, v239
	v_mov_b32_e32 v3, v239
	v_mov_b32_e32 v2, v239
	v_mov_b32_e32 v1, v239
	v_mov_b32_e32 v0, v239
	s_movk_i32 s77, 0x4000
	v_mov_b32_e32 v238, v239
	v_mov_b32_e32 v237, v239
	v_mov_b32_e32 v236, v239
	v_mov_b32_e32 v235, v239
	v_mov_b32_e32 v234, v239
	v_mov_b32_e32 v233, v239
	v_mov_b32_e32 v232, v239
	v_mov_b32_e32 v231, v239
	v_mov_b32_e32 v230, v239
	v_mov_b32_e32 v229, v239
	v_mov_b32_e32 v228, v239
	v_mov_b32_e32 v227, v239
	v_mov_b32_e32 v226, v239
	v_mov_b32_e32 v225, v239
	v_mov_b32_e32 v224, v239
	v_accvgpr_write_b32 a203, v15
	v_accvgpr_write_b32 a202, v14
	v_accvgpr_write_b32 a201, v13
	v_accvgpr_write_b32 a200, v12
	v_accvgpr_write_b32 a199, v11
	v_accvgpr_write_b32 a198, v10
	v_accvgpr_write_b32 a197, v9
	v_accvgpr_write_b32 a196, v8
	v_accvgpr_write_b32 a195, v7
	v_accvgpr_write_b32 a194, v6
	v_accvgpr_write_b32 a193, v5
	v_accvgpr_write_b32 a192, v4
	v_accvgpr_write_b32 a191, v3
	v_accvgpr_write_b32 a190, v2
	v_accvgpr_write_b32 a189, v1
	v_accvgpr_write_b32 a188, v0
	v_mov_b32_e32 v63, v239
	v_mov_b32_e32 v62, v239
	v_mov_b32_e32 v61, v239
	v_mov_b32_e32 v60, v239
	v_mov_b32_e32 v59, v239
	v_mov_b32_e32 v58, v239
	v_mov_b32_e32 v57, v239
	v_mov_b32_e32 v56, v239
	v_mov_b32_e32 v55, v239
	v_mov_b32_e32 v54, v239
	v_mov_b32_e32 v53, v239
	v_mov_b32_e32 v52, v239
	v_mov_b32_e32 v51, v239
	v_mov_b32_e32 v50, v239
	v_mov_b32_e32 v49, v239
	v_mov_b32_e32 v48, v239
	v_mov_b32_e32 v79, v239
	v_mov_b32_e32 v78, v239
	v_mov_b32_e32 v77, v239
	v_mov_b32_e32 v76, v239
	v_mov_b32_e32 v75, v239
	v_mov_b32_e32 v74, v239
	v_mov_b32_e32 v73, v239
	v_mov_b32_e32 v72, v239
	v_mov_b32_e32 v71, v239
	v_mov_b32_e32 v70, v239
	v_mov_b32_e32 v69, v239
	v_mov_b32_e32 v68, v239
	v_mov_b32_e32 v67, v239
	v_mov_b32_e32 v66, v239
	v_mov_b32_e32 v65, v239
	v_mov_b32_e32 v64, v239
	v_mov_b32_e32 v95, v239
	v_mov_b32_e32 v94, v239
	v_mov_b32_e32 v93, v239
	v_mov_b32_e32 v92, v239
	v_mov_b32_e32 v91, v239
	v_mov_b32_e32 v90, v239
	v_mov_b32_e32 v89, v239
	v_mov_b32_e32 v88, v239
	v_mov_b32_e32 v87, v239
	v_mov_b32_e32 v86, v239
	v_mov_b32_e32 v85, v239
	v_mov_b32_e32 v84, v239
	v_mov_b32_e32 v83, v239
	v_mov_b32_e32 v82, v239
	v_mov_b32_e32 v81, v239
	v_mov_b32_e32 v80, v239
	v_mov_b32_e32 v111, v239
	v_mov_b32_e32 v110, v239
	v_mov_b32_e32 v109, v239
	v_mov_b32_e32 v108, v239
	v_mov_b32_e32 v107, v239
	v_mov_b32_e32 v106, v239
	v_mov_b32_e32 v105, v239
	v_mov_b32_e32 v104, v239
	v_mov_b32_e32 v103, v239
	v_mov_b32_e32 v102, v239
	v_mov_b32_e32 v101, v239
	v_mov_b32_e32 v100, v239
	v_mov_b32_e32 v99, v239
	v_mov_b32_e32 v98, v239
	v_mov_b32_e32 v97, v239
	v_mov_b32_e32 v96, v239
	v_mov_b32_e32 v127, v239
	v_mov_b32_e32 v126, v239
	v_mov_b32_e32 v125, v239
	v_mov_b32_e32 v124, v239
	v_mov_b32_e32 v123, v239
	v_mov_b32_e32 v122, v239
	v_mov_b32_e32 v121, v239
	v_mov_b32_e32 v120, v239
	v_mov_b32_e32 v119, v239
	v_mov_b32_e32 v118, v239
	v_mov_b32_e32 v117, v239
	v_mov_b32_e32 v116, v239
	v_mov_b32_e32 v115, v239
	v_mov_b32_e32 v114, v239
	v_mov_b32_e32 v113, v239
	v_mov_b32_e32 v112, v239
	v_mov_b32_e32 v143, v239
	v_mov_b32_e32 v142, v239
	v_mov_b32_e32 v141, v239
	v_mov_b32_e32 v140, v239
	v_mov_b32_e32 v139, v239
	v_mov_b32_e32 v138, v239
	v_mov_b32_e32 v137, v239
	v_mov_b32_e32 v136, v239
	v_mov_b32_e32 v135, v239
	v_mov_b32_e32 v134, v239
	v_mov_b32_e32 v133, v239
	v_mov_b32_e32 v132, v239
	v_mov_b32_e32 v131, v239
	v_mov_b32_e32 v130, v239
	v_mov_b32_e32 v129, v239
	v_mov_b32_e32 v128, v239
	v_mov_b32_e32 v159, v239
	v_mov_b32_e32 v158, v239
	v_mov_b32_e32 v157, v239
	v_mov_b32_e32 v156, v239
	v_mov_b32_e32 v155, v239
	v_mov_b32_e32 v154, v239
	v_mov_b32_e32 v153, v239
	v_mov_b32_e32 v152, v239
	v_mov_b32_e32 v151, v239
	v_mov_b32_e32 v150, v239
	v_mov_b32_e32 v149, v239
	v_mov_b32_e32 v148, v239
	v_mov_b32_e32 v147, v239
	v_mov_b32_e32 v146, v239
	v_mov_b32_e32 v145, v239
	v_mov_b32_e32 v144, v239
	v_mov_b32_e32 v175, v239
	v_mov_b32_e32 v174, v239
	v_mov_b32_e32 v173, v239
	v_mov_b32_e32 v172, v239
	v_mov_b32_e32 v171, v239
	v_mov_b32_e32 v170, v239
	v_mov_b32_e32 v169, v239
	v_mov_b32_e32 v168, v239
	v_mov_b32_e32 v167, v239
	v_mov_b32_e32 v166, v239
	v_mov_b32_e32 v165, v239
	v_mov_b32_e32 v164, v239
	v_mov_b32_e32 v163, v239
	v_mov_b32_e32 v162, v239
	v_mov_b32_e32 v161, v239
	v_mov_b32_e32 v160, v239
	v_accvgpr_write_b32 a219, v15
	v_accvgpr_write_b32 a218, v14
	v_accvgpr_write_b32 a217, v13
	v_accvgpr_write_b32 a216, v12
	v_accvgpr_write_b32 a215, v11
	v_accvgpr_write_b32 a214, v10
	v_accvgpr_write_b32 a213, v9
	v_accvgpr_write_b32 a212, v8
	v_accvgpr_write_b32 a211, v7
	v_accvgpr_write_b32 a210, v6
	v_accvgpr_write_b32 a209, v5
	v_accvgpr_write_b32 a208, v4
	v_accvgpr_write_b32 a207, v3
	v_accvgpr_write_b32 a206, v2
	v_accvgpr_write_b32 a205, v1
	v_accvgpr_write_b32 a204, v0
	v_mov_b32_e32 v191, v239
	v_mov_b32_e32 v190, v239
	v_mov_b32_e32 v189, v239
	v_mov_b32_e32 v188, v239
	v_mov_b32_e32 v187, v239
	v_mov_b32_e32 v186, v239
	v_mov_b32_e32 v185, v239
	v_mov_b32_e32 v184, v239
	v_mov_b32_e32 v183, v239
	v_mov_b32_e32 v182, v239
	v_mov_b32_e32 v181, v239
	v_mov_b32_e32 v180, v239
	v_mov_b32_e32 v179, v239
	v_mov_b32_e32 v178, v239
	v_mov_b32_e32 v177, v239
	v_mov_b32_e32 v176, v239
	v_mov_b32_e32 v207, v239
	v_mov_b32_e32 v206, v239
	v_mov_b32_e32 v205, v239
	v_mov_b32_e32 v204, v239
	v_mov_b32_e32 v203, v239
	v_mov_b32_e32 v202, v239
	v_mov_b32_e32 v201, v239
	v_mov_b32_e32 v200, v239
	v_mov_b32_e32 v199, v239
	v_mov_b32_e32 v198, v239
	v_mov_b32_e32 v197, v239
	v_mov_b32_e32 v196, v239
	v_mov_b32_e32 v195, v239
	v_mov_b32_e32 v194, v239
	v_mov_b32_e32 v193, v239
	v_mov_b32_e32 v192, v239
	v_mov_b32_e32 v223, v239
	v_mov_b32_e32 v222, v239
	v_mov_b32_e32 v221, v239
	v_mov_b32_e32 v220, v239
	v_mov_b32_e32 v219, v239
	v_mov_b32_e32 v218, v239
	v_mov_b32_e32 v217, v239
	v_mov_b32_e32 v216, v239
	v_mov_b32_e32 v215, v239
	v_mov_b32_e32 v214, v239
	v_mov_b32_e32 v213, v239
	v_mov_b32_e32 v212, v239
	v_mov_b32_e32 v211, v239
	v_mov_b32_e32 v210, v239
	v_mov_b32_e32 v209, v239
	v_mov_b32_e32 v208, v239
	v_mov_b32_e32 v31, v239
	v_mov_b32_e32 v30, v239
	v_mov_b32_e32 v29, v239
	v_mov_b32_e32 v28, v239
	v_mov_b32_e32 v27, v239
	v_mov_b32_e32 v26, v239
	v_mov_b32_e32 v25, v239
	v_mov_b32_e32 v24, v239
	v_mov_b32_e32 v23, v239
	v_mov_b32_e32 v22, v239
	v_mov_b32_e32 v21, v239
	v_mov_b32_e32 v20, v239
	v_mov_b32_e32 v19, v239
	v_mov_b32_e32 v18, v239
	v_mov_b32_e32 v17, v239
	v_mov_b32_e32 v16, v239
	s_branch .LBB0_520
.LBB0_519:                              ; %Flow
	scratch_load_dword v33, off, off offset:388 ; 4-byte Folded Reload
	scratch_load_dword v34, off, off offset:392 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v32, 6, v246
.LBB0_520:                              ; %._crit_edge
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_add_u32_e32 v240, s77, v247
	v_add_u32_e32 v244, s77, v248
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 52 13                         ; k_matmul.py:52:13
	ds_read_b64_tr_b16 a[24:25], v240
	ds_read_b64_tr_b16 a[26:27], v240 offset:1088
	ds_read_b64_tr_b16 a[28:29], v240 offset:4096
	ds_read_b64_tr_b16 a[30:31], v240 offset:5184
	ds_read_b64_tr_b16 a[16:17], v240 offset:64
	ds_read_b64_tr_b16 a[18:19], v240 offset:1024
	ds_read_b64_tr_b16 a[20:21], v240 offset:4160
	ds_read_b64_tr_b16 a[22:23], v240 offset:5120
	ds_read_b64_tr_b16 a[8:9], v244
	ds_read_b64_tr_b16 a[10:11], v244 offset:1088
	ds_read_b64_tr_b16 a[12:13], v244 offset:4096
	ds_read_b64_tr_b16 a[14:15], v244 offset:5184
	ds_read_b64_tr_b16 v[240:241], v244 offset:64
	ds_read_b64_tr_b16 v[242:243], v244 offset:1024
	ds_read_b64_tr_b16 v[248:249], v244 offset:4160
	ds_read_b64_tr_b16 v[250:251], v244 offset:5120
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_cbranch_scc1 .LBB0_522
; %bb.521:
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v244, 48, v33
	s_waitcnt vmcnt(0)
	v_bitop3_b32 v244, v32, v34, v244 bitop3:0x36
	v_xad_u32 v245, v244, 32, s13
	v_add_u32_e32 v244, s13, v244
	ds_read_b128 a[4:7], v244 offset:6144
	ds_read_b128 a[44:47], v244 offset:4096
	ds_read_b128 a[48:51], v244 offset:2048
	ds_read_b128 a[52:55], v244
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[64:79], a[24:27], a[4:7], v[64:79]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read_b128 a[0:3], v245 offset:6144
	ds_read_b128 a[32:35], v245 offset:4096
	ds_read_b128 a[36:39], v245 offset:2048
	ds_read_b128 a[40:43], v245
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_f16 v[0:15], a[24:27], a[52:55], v[0:15]
	v_mfma_f32_32x32x16_f16 v[16:31], a[16:19], a[52:55], v[16:31]
	v_mfma_f32_32x32x16_f16 v[192:207], v[240:243], a[52:55], v[192:207]
	v_mfma_f32_32x32x16_f16 a[204:219], a[16:19], a[48:51], a[204:219]
	v_mfma_f32_32x32x16_f16 v[160:175], a[8:11], a[48:51], v[160:175]
	v_mfma_f32_32x32x16_f16 v[144:159], v[240:243], a[48:51], v[144:159]
	v_mfma_f32_32x32x16_f16 v[128:143], a[24:27], a[44:47], v[128:143]
	v_mfma_f32_32x32x16_f16 v[112:127], a[16:19], a[44:47], v[112:127]
	v_mfma_f32_32x32x16_f16 v[96:111], a[8:11], a[44:47], v[96:111]
	v_mfma_f32_32x32x16_f16 v[80:95], v[240:243], a[44:47], v[80:95]
	v_mfma_f32_32x32x16_f16 v[208:223], a[8:11], a[52:55], v[208:223]
	v_mfma_f32_32x32x16_f16 v[176:191], a[24:27], a[48:51], v[176:191]
	v_mfma_f32_32x32x16_f16 v[48:63], a[16:19], a[4:7], v[48:63]
	v_mfma_f32_32x32x16_f16 a[188:203], a[8:11], a[4:7], a[188:203]
	v_mfma_f32_32x32x16_f16 v[224:239], v[240:243], a[4:7], v[224:239]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], a[20:23], a[40:43], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], a[28:31], a[40:43], v[0:15]
	v_mfma_f32_32x32x16_f16 v[160:175], a[12:15], a[36:39], v[160:175]
	v_mfma_f32_32x32x16_f16 v[144:159], v[248:251], a[36:39], v[144:159]
	v_mfma_f32_32x32x16_f16 v[128:143], a[28:31], a[32:35], v[128:143]
	v_mfma_f32_32x32x16_f16 v[112:127], a[20:23], a[32:35], v[112:127]
	v_mfma_f32_32x32x16_f16 v[96:111], a[12:15], a[32:35], v[96:111]
	v_mfma_f32_32x32x16_f16 v[80:95], v[248:251], a[32:35], v[80:95]
	v_mfma_f32_32x32x16_f16 v[192:207], v[248:251], a[40:43], v[192:207]
	v_mfma_f32_32x32x16_f16 v[208:223], a[12:15], a[40:43], v[208:223]
	v_mfma_f32_32x32x16_f16 a[204:219], a[20:23], a[36:39], a[204:219]
	v_mfma_f32_32x32x16_f16 v[176:191], a[28:31], a[36:39], v[176:191]
	v_mfma_f32_32x32x16_f16 v[64:79], a[28:31], a[0:3], v[64:79]
	v_mfma_f32_32x32x16_f16 v[48:63], a[20:23], a[0:3], v[48:63]
	v_mfma_f32_32x32x16_f16 a[188:203], a[12:15], a[0:3], a[188:203]
	v_mfma_f32_32x32x16_f16 v[224:239], v[248:251], a[0:3], v[224:239]
.LBB0_522:                              ; %._crit_edge._crit_edge
	.loc	1 44 39                         ; k_matmul.py:44:39
	scratch_load_dword v32, off, off offset:384 ; 4-byte Folded Reload
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_readlane_b32 s0, v254, 3
	.loc	1 44 39                         ; k_matmul.py:44:39
	s_waitcnt vmcnt(0) lgkmcnt(3)
	v_lshrrev_b32_e32 v240, 3, v32
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v244, s0, v246
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_readlane_b32 s0, v255, 20
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v244
	.loc	1 45 10                         ; k_matmul.py:45:10
	s_nop 0
	v_or_b32_e32 v240, s0, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v240
	.loc	1 56 14 is_stmt 0               ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v241, 31, v240
	s_nop 0
	v_writelane_b32 v254, s0, 4
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 5
	.loc	1 56 22                         ; k_matmul.py:56:22
	s_nop 0
	v_readlane_b32 s0, v254, 0
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mul_lo_u32 v242, s0, v244
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s0, v254, 1
	v_ashrrev_i32_e32 v243, 31, v242
	v_readlane_b32 s1, v254, 2
	s_nop 1
	v_lshl_add_u64 v[242:243], v[242:243], 2, s[0:1]
	v_lshl_add_u64 v[242:243], v[240:241], 2, v[242:243]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_524
; %bb.523:
	global_store_dword v[242:243], v0, off
.LBB0_524:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 1, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 6
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 7
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_526
; %bb.525:
	global_store_dword v[242:243], v1, off offset:4
.LBB0_526:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 2, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 8
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 9
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_528
; %bb.527:
	global_store_dword v[242:243], v2, off offset:8
.LBB0_528:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 3, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 10
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 11
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_530
; %bb.529:
	global_store_dword v[242:243], v3, off offset:12
.LBB0_530:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 8, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 12
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 13
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_532
; %bb.531:
	global_store_dword v[242:243], v4, off offset:32
.LBB0_532:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 9, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 14
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 15
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_534
; %bb.533:
	global_store_dword v[242:243], v5, off offset:36
.LBB0_534:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 10, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 16
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 17
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_536
; %bb.535:
	global_store_dword v[242:243], v6, off offset:40
.LBB0_536:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 11, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 18
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 19
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_538
; %bb.537:
	global_store_dword v[242:243], v7, off offset:44
.LBB0_538:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 16, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 20
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 21
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_540
; %bb.539:
	global_store_dword v[242:243], v8, off offset:64
.LBB0_540:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 17, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 22
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 23
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_542
; %bb.541:
	global_store_dword v[242:243], v9, off offset:68
.LBB0_542:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 18, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 24
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 25
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_544
; %bb.543:
	global_store_dword v[242:243], v10, off offset:72
.LBB0_544:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 19, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 26
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 27
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_546
; %bb.545:
	global_store_dword v[242:243], v11, off offset:76
.LBB0_546:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 24, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 28
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 29
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_548
; %bb.547:
	global_store_dword v[242:243], v12, off offset:96
.LBB0_548:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 25, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 30
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 31
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_550
; %bb.549:
	global_store_dword v[242:243], v13, off offset:100
.LBB0_550:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 26, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 32
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 33
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_552
; %bb.551:
	global_store_dword v[242:243], v14, off offset:104
.LBB0_552:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 27, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 34
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 35
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_554
; %bb.553:
	global_store_dword v[242:243], v15, off offset:108
.LBB0_554:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 32, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 36
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 37
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_556
; %bb.555:
	global_store_dword v[242:243], v16, off offset:128
.LBB0_556:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 33, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v254, s0, 38
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v254, s1, 39
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_558
; %bb.557:
	global_store_dword v[242:243], v17, off offset:132
.LBB0_558:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 34, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[36:37], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_560
; %bb.559:
	global_store_dword v[242:243], v18, off offset:136
.LBB0_560:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 35, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[38:39], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_562
; %bb.561:
	global_store_dword v[242:243], v19, off offset:140
.LBB0_562:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 40, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[40:41], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_564
; %bb.563:
	global_store_dword v[242:243], v20, off offset:160
.LBB0_564:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 41, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[42:43], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_566
; %bb.565:
	global_store_dword v[242:243], v21, off offset:164
.LBB0_566:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 42, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[44:45], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_568
; %bb.567:
	global_store_dword v[242:243], v22, off offset:168
.LBB0_568:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 43, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[46:47], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_570
; %bb.569:
	global_store_dword v[242:243], v23, off offset:172
.LBB0_570:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 48, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[48:49], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_572
; %bb.571:
	global_store_dword v[242:243], v24, off offset:192
.LBB0_572:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 49, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[50:51], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_574
; %bb.573:
	global_store_dword v[242:243], v25, off offset:196
.LBB0_574:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 50, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[52:53], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_576
; %bb.575:
	global_store_dword v[242:243], v26, off offset:200
.LBB0_576:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 51, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[54:55], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_578
; %bb.577:
	global_store_dword v[242:243], v27, off offset:204
.LBB0_578:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 56, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[56:57], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_580
; %bb.579:
	global_store_dword v[242:243], v28, off offset:224
.LBB0_580:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 57, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[58:59], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_582
; %bb.581:
	global_store_dword v[242:243], v29, off offset:228
.LBB0_582:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 58, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[60:61], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_584
; %bb.583:
	global_store_dword v[242:243], v30, off offset:232
.LBB0_584:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 59, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[62:63], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_586
; %bb.585:
	global_store_dword v[242:243], v31, off offset:236
.LBB0_586:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 64, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[64:65], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_588
; %bb.587:
	global_store_dword v[242:243], v208, off offset:256
.LBB0_588:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x41, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[66:67], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_590
; %bb.589:
	global_store_dword v[242:243], v209, off offset:260
.LBB0_590:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x42, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[68:69], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_592
; %bb.591:
	global_store_dword v[242:243], v210, off offset:264
.LBB0_592:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x43, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[70:71], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_594
; %bb.593:
	global_store_dword v[242:243], v211, off offset:268
.LBB0_594:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x48, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[72:73], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_596
; %bb.595:
	global_store_dword v[242:243], v212, off offset:288
.LBB0_596:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x49, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[74:75], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_598
; %bb.597:
	global_store_dword v[242:243], v213, off offset:292
.LBB0_598:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x4a, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[76:77], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_600
; %bb.599:
	global_store_dword v[242:243], v214, off offset:296
.LBB0_600:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x4b, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[78:79], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_602
; %bb.601:
	global_store_dword v[242:243], v215, off offset:300
.LBB0_602:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x50, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[80:81], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_604
; %bb.603:
	global_store_dword v[242:243], v216, off offset:320
.LBB0_604:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x51, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[82:83], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_606
; %bb.605:
	global_store_dword v[242:243], v217, off offset:324
.LBB0_606:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x52, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[84:85], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_608
; %bb.607:
	global_store_dword v[242:243], v218, off offset:328
.LBB0_608:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x53, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[86:87], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_610
; %bb.609:
	global_store_dword v[242:243], v219, off offset:332
.LBB0_610:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x58, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[88:89], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_612
; %bb.611:
	global_store_dword v[242:243], v220, off offset:352
.LBB0_612:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x59, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[90:91], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_614
; %bb.613:
	global_store_dword v[242:243], v221, off offset:356
.LBB0_614:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x5a, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[92:93], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_616
; %bb.615:
	global_store_dword v[242:243], v222, off offset:360
.LBB0_616:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x5b, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[94:95], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_618
; %bb.617:
	global_store_dword v[242:243], v223, off offset:364
.LBB0_618:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x60, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[96:97], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_620
; %bb.619:
	global_store_dword v[242:243], v192, off offset:384
.LBB0_620:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x61, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[98:99], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_622
; %bb.621:
	global_store_dword v[242:243], v193, off offset:388
.LBB0_622:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x62, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_624
; %bb.623:
	global_store_dword v[242:243], v194, off offset:392
.LBB0_624:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x63, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[2:3], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[6:7], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_626
; %bb.625:
	global_store_dword v[242:243], v195, off offset:396
.LBB0_626:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x68, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[10:11], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_628
; %bb.627:
	global_store_dword v[242:243], v196, off offset:416
.LBB0_628:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x69, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[6:7], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[12:13], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_630
; %bb.629:
	global_store_dword v[242:243], v197, off offset:420
.LBB0_630:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x6a, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[28:29], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[12:13], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_632
; %bb.631:
	global_store_dword v[242:243], v198, off offset:424
.LBB0_632:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x6b, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[10:11], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[14:15], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_634
; %bb.633:
	global_store_dword v[242:243], v199, off offset:428
.LBB0_634:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[12:13]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x70, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[12:13], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[16:17], vcc, s[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[14:15], s[16:17]
	s_cbranch_execz .LBB0_636
; %bb.635:
	global_store_dword v[242:243], v200, off offset:448
.LBB0_636:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[14:15]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x71, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[14:15], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[18:19], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_638
; %bb.637:
	global_store_dword v[242:243], v201, off offset:452
.LBB0_638:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x72, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[16:17], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[20:21], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_640
; %bb.639:
	global_store_dword v[242:243], v202, off offset:456
.LBB0_640:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[18:19]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x73, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[18:19], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[22:23], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_642
; %bb.641:
	global_store_dword v[242:243], v203, off offset:460
.LBB0_642:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[20:21]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x78, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[20:21], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[24:25], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_644
; %bb.643:
	global_store_dword v[242:243], v204, off offset:480
.LBB0_644:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[22:23]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x79, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[22:23], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[26:27], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_646
; %bb.645:
	global_store_dword v[242:243], v205, off offset:484
.LBB0_646:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[24:25]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x7a, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[24:25], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB0_648
; %bb.647:
	global_store_dword v[242:243], v206, off offset:488
.LBB0_648:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[26:27]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x7b, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[26:27], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 vcc, s[30:31]
	s_cbranch_execz .LBB0_650
; %bb.649:
	global_store_dword v[242:243], v207, off offset:492
.LBB0_650:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, vcc
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v0, 32, v244
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 4
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s31, v254, 5
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_readlane_b32 s9, v254, 0
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s30, v254, 1
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v0, s9, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_readlane_b32 s31, v254, 2
	s_nop 1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[30:31]
	v_lshl_add_u64 v[0:1], v[240:241], 2, v[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_652
; %bb.651:
	global_store_dword v[0:1], v176, off
.LBB0_652:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 6
	v_readlane_b32 s31, v254, 7
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_654
; %bb.653:
	global_store_dword v[0:1], v177, off offset:4
.LBB0_654:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 8
	v_readlane_b32 s31, v254, 9
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_656
; %bb.655:
	global_store_dword v[0:1], v178, off offset:8
.LBB0_656:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 10
	v_readlane_b32 s31, v254, 11
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_658
; %bb.657:
	global_store_dword v[0:1], v179, off offset:12
.LBB0_658:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 12
	v_readlane_b32 s31, v254, 13
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_660
; %bb.659:
	global_store_dword v[0:1], v180, off offset:32
.LBB0_660:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 14
	v_readlane_b32 s31, v254, 15
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_662
; %bb.661:
	global_store_dword v[0:1], v181, off offset:36
.LBB0_662:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 16
	v_readlane_b32 s31, v254, 17
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_664
; %bb.663:
	global_store_dword v[0:1], v182, off offset:40
.LBB0_664:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 18
	v_readlane_b32 s31, v254, 19
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_666
; %bb.665:
	global_store_dword v[0:1], v183, off offset:44
.LBB0_666:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 20
	v_readlane_b32 s31, v254, 21
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_668
; %bb.667:
	global_store_dword v[0:1], v184, off offset:64
.LBB0_668:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 22
	v_readlane_b32 s31, v254, 23
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_670
; %bb.669:
	global_store_dword v[0:1], v185, off offset:68
.LBB0_670:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 24
	v_readlane_b32 s31, v254, 25
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_672
; %bb.671:
	global_store_dword v[0:1], v186, off offset:72
.LBB0_672:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 26
	v_readlane_b32 s31, v254, 27
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_674
; %bb.673:
	global_store_dword v[0:1], v187, off offset:76
.LBB0_674:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 28
	v_readlane_b32 s31, v254, 29
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_676
; %bb.675:
	global_store_dword v[0:1], v188, off offset:96
.LBB0_676:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 30
	v_readlane_b32 s31, v254, 31
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_678
; %bb.677:
	global_store_dword v[0:1], v189, off offset:100
.LBB0_678:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 32
	v_readlane_b32 s31, v254, 33
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_680
; %bb.679:
	global_store_dword v[0:1], v190, off offset:104
.LBB0_680:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 34
	v_readlane_b32 s31, v254, 35
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_682
; %bb.681:
	global_store_dword v[0:1], v191, off offset:108
.LBB0_682:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 36
	v_readlane_b32 s31, v254, 37
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_684
; %bb.683:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a204
	v_accvgpr_read_b32 v3, a205
	v_accvgpr_read_b32 v4, a206
	v_accvgpr_read_b32 v5, a207
	v_accvgpr_read_b32 v6, a208
	v_accvgpr_read_b32 v7, a209
	v_accvgpr_read_b32 v8, a210
	v_accvgpr_read_b32 v9, a211
	v_accvgpr_read_b32 v10, a212
	v_accvgpr_read_b32 v11, a213
	v_accvgpr_read_b32 v12, a214
	v_accvgpr_read_b32 v13, a215
	v_accvgpr_read_b32 v14, a216
	v_accvgpr_read_b32 v15, a217
	v_accvgpr_read_b32 v16, a218
	v_accvgpr_read_b32 v17, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:128
.LBB0_684:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 38
	v_readlane_b32 s31, v254, 39
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_896
; %bb.685:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_897
.LBB0_686:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_898
.LBB0_687:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_899
.LBB0_688:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_900
.LBB0_689:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_901
.LBB0_690:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_902
.LBB0_691:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_903
.LBB0_692:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_904
.LBB0_693:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_905
.LBB0_694:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_906
.LBB0_695:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_907
.LBB0_696:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_908
.LBB0_697:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_909
.LBB0_698:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_910
.LBB0_699:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_911
.LBB0_700:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_912
.LBB0_701:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_913
.LBB0_702:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_914
.LBB0_703:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_915
.LBB0_704:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_916
.LBB0_705:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_917
.LBB0_706:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_918
.LBB0_707:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_919
.LBB0_708:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_920
.LBB0_709:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_921
.LBB0_710:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_922
.LBB0_711:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_923
.LBB0_712:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_924
.LBB0_713:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_925
.LBB0_714:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_926
.LBB0_715:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_927
.LBB0_716:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_928
.LBB0_717:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_929
.LBB0_718:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_930
.LBB0_719:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_931
.LBB0_720:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_932
.LBB0_721:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_933
.LBB0_722:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_934
.LBB0_723:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_935
.LBB0_724:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_936
.LBB0_725:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_937
.LBB0_726:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_938
.LBB0_727:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_939
.LBB0_728:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_940
.LBB0_729:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_941
.LBB0_730:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_732
.LBB0_731:
	global_store_dword v[0:1], v159, off offset:492
.LBB0_732:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v0, 64, v244
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 4
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s31, v254, 5
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_readlane_b32 s9, v254, 0
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s30, v254, 1
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v0, s9, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_readlane_b32 s31, v254, 2
	s_nop 1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[30:31]
	v_lshl_add_u64 v[0:1], v[240:241], 2, v[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_734
; %bb.733:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[128:129]
	v_mov_b64_e32 v[4:5], v[130:131]
	v_mov_b64_e32 v[6:7], v[132:133]
	v_mov_b64_e32 v[8:9], v[134:135]
	v_mov_b64_e32 v[10:11], v[136:137]
	v_mov_b64_e32 v[12:13], v[138:139]
	v_mov_b64_e32 v[14:15], v[140:141]
	v_mov_b64_e32 v[16:17], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off
.LBB0_734:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 6
	v_readlane_b32 s31, v254, 7
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_736
; %bb.735:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v129
	v_mov_b64_e32 v[4:5], v[130:131]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:4
.LBB0_736:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 8
	v_readlane_b32 s31, v254, 9
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_738
; %bb.737:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[130:131]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:8
.LBB0_738:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 10
	v_readlane_b32 s31, v254, 11
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_740
; %bb.739:
	global_store_dword v[0:1], v131, off offset:12
.LBB0_740:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 12
	v_readlane_b32 s31, v254, 13
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_742
; %bb.741:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[132:133]
	v_mov_b64_e32 v[6:7], v[134:135]
	v_mov_b64_e32 v[8:9], v[136:137]
	v_mov_b64_e32 v[10:11], v[138:139]
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:32
.LBB0_742:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 14
	v_readlane_b32 s31, v254, 15
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_744
; %bb.743:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v133
	v_mov_b64_e32 v[6:7], v[134:135]
	v_mov_b64_e32 v[8:9], v[136:137]
	v_mov_b64_e32 v[10:11], v[138:139]
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:36
.LBB0_744:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 16
	v_readlane_b32 s31, v254, 17
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_746
; %bb.745:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[134:135]
	v_mov_b64_e32 v[8:9], v[136:137]
	v_mov_b64_e32 v[10:11], v[138:139]
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:40
.LBB0_746:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 18
	v_readlane_b32 s31, v254, 19
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_748
; %bb.747:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v135
	v_mov_b64_e32 v[8:9], v[136:137]
	v_mov_b64_e32 v[10:11], v[138:139]
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:44
.LBB0_748:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 20
	v_readlane_b32 s31, v254, 21
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_750
; %bb.749:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[136:137]
	v_mov_b64_e32 v[10:11], v[138:139]
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:64
.LBB0_750:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 22
	v_readlane_b32 s31, v254, 23
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_752
; %bb.751:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v137
	v_mov_b64_e32 v[10:11], v[138:139]
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:68
.LBB0_752:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 24
	v_readlane_b32 s31, v254, 25
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_754
; %bb.753:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[138:139]
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:72
.LBB0_754:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 26
	v_readlane_b32 s31, v254, 27
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_756
; %bb.755:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v139
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:76
.LBB0_756:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 28
	v_readlane_b32 s31, v254, 29
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_758
; %bb.757:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[140:141]
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:96
.LBB0_758:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 30
	v_readlane_b32 s31, v254, 31
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_760
; %bb.759:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v141
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:100
.LBB0_760:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 32
	v_readlane_b32 s31, v254, 33
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_762
; %bb.761:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[142:143]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:104
.LBB0_762:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 34
	v_readlane_b32 s31, v254, 35
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_764
; %bb.763:
	global_store_dword v[0:1], v143, off offset:108
.LBB0_764:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 36
	v_readlane_b32 s31, v254, 37
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_766
; %bb.765:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[112:113]
	v_mov_b64_e32 v[4:5], v[114:115]
	v_mov_b64_e32 v[6:7], v[116:117]
	v_mov_b64_e32 v[8:9], v[118:119]
	v_mov_b64_e32 v[10:11], v[120:121]
	v_mov_b64_e32 v[12:13], v[122:123]
	v_mov_b64_e32 v[14:15], v[124:125]
	v_mov_b64_e32 v[16:17], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:128
.LBB0_766:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v254, 38
	v_readlane_b32 s31, v254, 39
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_942
; %bb.767:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_943
.LBB0_768:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_944
.LBB0_769:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_945
.LBB0_770:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_946
.LBB0_771:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_947
.LBB0_772:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_948
.LBB0_773:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_949
.LBB0_774:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_950
.LBB0_775:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_951
.LBB0_776:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_952
.LBB0_777:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_953
.LBB0_778:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_954
.LBB0_779:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_955
.LBB0_780:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_956
.LBB0_781:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_957
.LBB0_782:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_958
.LBB0_783:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_959
.LBB0_784:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_960
.LBB0_785:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_961
.LBB0_786:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_962
.LBB0_787:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_963
.LBB0_788:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_964
.LBB0_789:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_965
.LBB0_790:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_966
.LBB0_791:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_967
.LBB0_792:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_968
.LBB0_793:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_969
.LBB0_794:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_970
.LBB0_795:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_971
.LBB0_796:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_972
.LBB0_797:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_973
.LBB0_798:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_974
.LBB0_799:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_975
.LBB0_800:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_976
.LBB0_801:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_977
.LBB0_802:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_978
.LBB0_803:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_979
.LBB0_804:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_980
.LBB0_805:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_981
.LBB0_806:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_982
.LBB0_807:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_983
.LBB0_808:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_984
.LBB0_809:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_985
.LBB0_810:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_986
.LBB0_811:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_987
.LBB0_812:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_814
.LBB0_813:
	global_store_dword v[0:1], v95, off offset:492
.LBB0_814:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v0, 0x60, v244
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 4
	v_readlane_b32 s9, v254, 5
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_readlane_b32 s8, v254, 0
	s_nop 1
	v_mul_lo_u32 v0, s8, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s8, v254, 1
	v_ashrrev_i32_e32 v1, 31, v0
	v_readlane_b32 s9, v254, 2
	s_nop 1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	v_lshl_add_u64 v[0:1], v[240:241], 2, v[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_816
; %bb.815:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[64:65]
	v_mov_b64_e32 v[4:5], v[66:67]
	v_mov_b64_e32 v[6:7], v[68:69]
	v_mov_b64_e32 v[8:9], v[70:71]
	v_mov_b64_e32 v[10:11], v[72:73]
	v_mov_b64_e32 v[12:13], v[74:75]
	v_mov_b64_e32 v[14:15], v[76:77]
	v_mov_b64_e32 v[16:17], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off
.LBB0_816:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 6
	v_readlane_b32 s9, v254, 7
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_818
; %bb.817:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v65
	v_mov_b64_e32 v[4:5], v[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:4
.LBB0_818:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 8
	v_readlane_b32 s9, v254, 9
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_820
; %bb.819:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:8
.LBB0_820:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 10
	v_readlane_b32 s9, v254, 11
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_822
; %bb.821:
	global_store_dword v[0:1], v67, off offset:12
.LBB0_822:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 12
	v_readlane_b32 s9, v254, 13
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_824
; %bb.823:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[68:69]
	v_mov_b64_e32 v[6:7], v[70:71]
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:32
.LBB0_824:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 14
	v_readlane_b32 s9, v254, 15
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_826
; %bb.825:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v69
	v_mov_b64_e32 v[6:7], v[70:71]
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:36
.LBB0_826:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 16
	v_readlane_b32 s9, v254, 17
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_828
; %bb.827:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[70:71]
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:40
.LBB0_828:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 18
	v_readlane_b32 s9, v254, 19
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_830
; %bb.829:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v71
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:44
.LBB0_830:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 20
	v_readlane_b32 s9, v254, 21
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_832
; %bb.831:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:64
.LBB0_832:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 22
	v_readlane_b32 s9, v254, 23
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_834
; %bb.833:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v73
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:68
.LBB0_834:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 24
	v_readlane_b32 s9, v254, 25
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_836
; %bb.835:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:72
.LBB0_836:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 26
	v_readlane_b32 s9, v254, 27
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_838
; %bb.837:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v75
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:76
.LBB0_838:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 28
	v_readlane_b32 s9, v254, 29
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_840
; %bb.839:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:96
.LBB0_840:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 30
	v_readlane_b32 s9, v254, 31
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_842
; %bb.841:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v77
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:100
.LBB0_842:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 32
	v_readlane_b32 s9, v254, 33
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_844
; %bb.843:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:104
.LBB0_844:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 34
	v_readlane_b32 s9, v254, 35
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_846
; %bb.845:
	global_store_dword v[0:1], v79, off offset:108
.LBB0_846:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 36
	v_readlane_b32 s9, v254, 37
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_848
; %bb.847:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[48:49]
	v_mov_b64_e32 v[4:5], v[50:51]
	v_mov_b64_e32 v[6:7], v[52:53]
	v_mov_b64_e32 v[8:9], v[54:55]
	v_mov_b64_e32 v[10:11], v[56:57]
	v_mov_b64_e32 v[12:13], v[58:59]
	v_mov_b64_e32 v[14:15], v[60:61]
	v_mov_b64_e32 v[16:17], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:128
.LBB0_848:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v254, 38
	v_readlane_b32 s9, v254, 39
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_988
; %bb.849:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_989
.LBB0_850:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_990
.LBB0_851:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_991
.LBB0_852:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_992
.LBB0_853:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_993
.LBB0_854:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_994
.LBB0_855:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_995
.LBB0_856:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_996
.LBB0_857:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_997
.LBB0_858:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_998
.LBB0_859:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_999
.LBB0_860:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1000
.LBB0_861:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1001
.LBB0_862:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1002
.LBB0_863:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1003
.LBB0_864:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1004
.LBB0_865:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1005
.LBB0_866:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1006
.LBB0_867:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1007
.LBB0_868:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1008
.LBB0_869:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1009
.LBB0_870:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1010
.LBB0_871:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1011
.LBB0_872:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1012
.LBB0_873:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1013
.LBB0_874:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1014
.LBB0_875:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1015
.LBB0_876:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1016
.LBB0_877:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1017
.LBB0_878:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1018
.LBB0_879:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1019
.LBB0_880:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_1020
.LBB0_881:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_1021
.LBB0_882:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1022
.LBB0_883:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1023
.LBB0_884:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1024
.LBB0_885:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1025
.LBB0_886:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1026
.LBB0_887:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1027
.LBB0_888:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1028
.LBB0_889:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1029
.LBB0_890:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1030
.LBB0_891:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1031
.LBB0_892:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1032
.LBB0_893:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_1033
.LBB0_894:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_1034
.LBB0_895:
	.loc	1 42 1 is_stmt 1                ; k_matmul.py:42:1
	s_endpgm
.LBB0_896:
	.loc	1 0 1 is_stmt 0                 ; k_matmul.py:0:1
	v_accvgpr_read_b32 v3, a205
	v_accvgpr_read_b32 v4, a206
	v_accvgpr_read_b32 v5, a207
	.loc	1 56 5 is_stmt 1                ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:132
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_686
.LBB0_897:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a206
	v_accvgpr_read_b32 v3, a207
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:136
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_687
.LBB0_898:
	global_store_dword v[0:1], a207, off offset:140
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_688
.LBB0_899:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v4, a208
	v_accvgpr_read_b32 v5, a209
	v_accvgpr_read_b32 v6, a210
	v_accvgpr_read_b32 v7, a211
	v_accvgpr_read_b32 v8, a212
	v_accvgpr_read_b32 v9, a213
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:160
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_689
.LBB0_900:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v5, a209
	v_accvgpr_read_b32 v6, a210
	v_accvgpr_read_b32 v7, a211
	v_accvgpr_read_b32 v8, a212
	v_accvgpr_read_b32 v9, a213
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:164
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_690
.LBB0_901:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v6, a210
	v_accvgpr_read_b32 v7, a211
	v_accvgpr_read_b32 v8, a212
	v_accvgpr_read_b32 v9, a213
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:168
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_691
.LBB0_902:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v7, a211
	v_accvgpr_read_b32 v8, a212
	v_accvgpr_read_b32 v9, a213
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:172
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_692
.LBB0_903:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v8, a212
	v_accvgpr_read_b32 v9, a213
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:192
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_693
.LBB0_904:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a213
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:196
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_694
.LBB0_905:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:200
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_695
.LBB0_906:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:204
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_696
.LBB0_907:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:224
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_697
.LBB0_908:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:228
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_698
.LBB0_909:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:232
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_699
.LBB0_910:
	global_store_dword v[0:1], a219, off offset:236
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_700
.LBB0_911:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[160:161]
	v_mov_b64_e32 v[4:5], v[162:163]
	v_mov_b64_e32 v[6:7], v[164:165]
	v_mov_b64_e32 v[8:9], v[166:167]
	v_mov_b64_e32 v[10:11], v[168:169]
	v_mov_b64_e32 v[12:13], v[170:171]
	v_mov_b64_e32 v[14:15], v[172:173]
	v_mov_b64_e32 v[16:17], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:256
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_701
.LBB0_912:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v161
	v_mov_b64_e32 v[4:5], v[162:163]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:260
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_702
.LBB0_913:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[162:163]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:264
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_703
.LBB0_914:
	global_store_dword v[0:1], v163, off offset:268
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_704
.LBB0_915:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[164:165]
	v_mov_b64_e32 v[6:7], v[166:167]
	v_mov_b64_e32 v[8:9], v[168:169]
	v_mov_b64_e32 v[10:11], v[170:171]
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:288
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_705
.LBB0_916:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v165
	v_mov_b64_e32 v[6:7], v[166:167]
	v_mov_b64_e32 v[8:9], v[168:169]
	v_mov_b64_e32 v[10:11], v[170:171]
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:292
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_706
.LBB0_917:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[166:167]
	v_mov_b64_e32 v[8:9], v[168:169]
	v_mov_b64_e32 v[10:11], v[170:171]
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:296
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_707
.LBB0_918:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v167
	v_mov_b64_e32 v[8:9], v[168:169]
	v_mov_b64_e32 v[10:11], v[170:171]
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:300
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_708
.LBB0_919:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[168:169]
	v_mov_b64_e32 v[10:11], v[170:171]
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:320
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_709
.LBB0_920:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v169
	v_mov_b64_e32 v[10:11], v[170:171]
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:324
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_710
.LBB0_921:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[170:171]
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:328
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_711
.LBB0_922:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v171
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:332
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_712
.LBB0_923:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[172:173]
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:352
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_713
.LBB0_924:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v173
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:356
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_714
.LBB0_925:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[174:175]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:360
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_715
.LBB0_926:
	global_store_dword v[0:1], v175, off offset:364
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_716
.LBB0_927:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[144:145]
	v_mov_b64_e32 v[4:5], v[146:147]
	v_mov_b64_e32 v[6:7], v[148:149]
	v_mov_b64_e32 v[8:9], v[150:151]
	v_mov_b64_e32 v[10:11], v[152:153]
	v_mov_b64_e32 v[12:13], v[154:155]
	v_mov_b64_e32 v[14:15], v[156:157]
	v_mov_b64_e32 v[16:17], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:384
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_717
.LBB0_928:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v145
	v_mov_b64_e32 v[4:5], v[146:147]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:388
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_718
.LBB0_929:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[146:147]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:392
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_719
.LBB0_930:
	global_store_dword v[0:1], v147, off offset:396
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_720
.LBB0_931:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[148:149]
	v_mov_b64_e32 v[6:7], v[150:151]
	v_mov_b64_e32 v[8:9], v[152:153]
	v_mov_b64_e32 v[10:11], v[154:155]
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:416
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_721
.LBB0_932:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v149
	v_mov_b64_e32 v[6:7], v[150:151]
	v_mov_b64_e32 v[8:9], v[152:153]
	v_mov_b64_e32 v[10:11], v[154:155]
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:420
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_722
.LBB0_933:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[150:151]
	v_mov_b64_e32 v[8:9], v[152:153]
	v_mov_b64_e32 v[10:11], v[154:155]
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:424
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_723
.LBB0_934:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v151
	v_mov_b64_e32 v[8:9], v[152:153]
	v_mov_b64_e32 v[10:11], v[154:155]
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:428
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_724
.LBB0_935:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[152:153]
	v_mov_b64_e32 v[10:11], v[154:155]
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:448
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_725
.LBB0_936:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v153
	v_mov_b64_e32 v[10:11], v[154:155]
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:452
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_726
.LBB0_937:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[154:155]
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:456
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_727
.LBB0_938:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v155
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:460
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_728
.LBB0_939:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[156:157]
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:480
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_729
.LBB0_940:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v157
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:484
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_730
.LBB0_941:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[158:159]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:488
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_731
	s_branch .LBB0_732
.LBB0_942:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v113
	v_mov_b64_e32 v[4:5], v[114:115]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:132
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_768
.LBB0_943:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[114:115]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:136
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_769
.LBB0_944:
	global_store_dword v[0:1], v115, off offset:140
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_770
.LBB0_945:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[116:117]
	v_mov_b64_e32 v[6:7], v[118:119]
	v_mov_b64_e32 v[8:9], v[120:121]
	v_mov_b64_e32 v[10:11], v[122:123]
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:160
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_771
.LBB0_946:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v117
	v_mov_b64_e32 v[6:7], v[118:119]
	v_mov_b64_e32 v[8:9], v[120:121]
	v_mov_b64_e32 v[10:11], v[122:123]
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:164
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_772
.LBB0_947:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[118:119]
	v_mov_b64_e32 v[8:9], v[120:121]
	v_mov_b64_e32 v[10:11], v[122:123]
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:168
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_773
.LBB0_948:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v119
	v_mov_b64_e32 v[8:9], v[120:121]
	v_mov_b64_e32 v[10:11], v[122:123]
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:172
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_774
.LBB0_949:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[120:121]
	v_mov_b64_e32 v[10:11], v[122:123]
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:192
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_775
.LBB0_950:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v121
	v_mov_b64_e32 v[10:11], v[122:123]
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:196
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_776
.LBB0_951:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[122:123]
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:200
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_777
.LBB0_952:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v123
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:204
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_778
.LBB0_953:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[124:125]
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:224
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_779
.LBB0_954:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v125
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:228
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_780
.LBB0_955:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[126:127]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:232
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_781
.LBB0_956:
	global_store_dword v[0:1], v127, off offset:236
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_782
.LBB0_957:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[96:97]
	v_mov_b64_e32 v[4:5], v[98:99]
	v_mov_b64_e32 v[6:7], v[100:101]
	v_mov_b64_e32 v[8:9], v[102:103]
	v_mov_b64_e32 v[10:11], v[104:105]
	v_mov_b64_e32 v[12:13], v[106:107]
	v_mov_b64_e32 v[14:15], v[108:109]
	v_mov_b64_e32 v[16:17], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:256
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_783
.LBB0_958:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v97
	v_mov_b64_e32 v[4:5], v[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:260
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_784
.LBB0_959:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:264
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_785
.LBB0_960:
	global_store_dword v[0:1], v99, off offset:268
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_786
.LBB0_961:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[100:101]
	v_mov_b64_e32 v[6:7], v[102:103]
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:288
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_787
.LBB0_962:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v101
	v_mov_b64_e32 v[6:7], v[102:103]
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:292
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_788
.LBB0_963:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[102:103]
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:296
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_789
.LBB0_964:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v103
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:300
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_790
.LBB0_965:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:320
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_791
.LBB0_966:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v105
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:324
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_792
.LBB0_967:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:328
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_793
.LBB0_968:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v107
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:332
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_794
.LBB0_969:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:352
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_795
.LBB0_970:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v109
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:356
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_796
.LBB0_971:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:360
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_797
.LBB0_972:
	global_store_dword v[0:1], v111, off offset:364
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_798
.LBB0_973:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[80:81]
	v_mov_b64_e32 v[4:5], v[82:83]
	v_mov_b64_e32 v[6:7], v[84:85]
	v_mov_b64_e32 v[8:9], v[86:87]
	v_mov_b64_e32 v[10:11], v[88:89]
	v_mov_b64_e32 v[12:13], v[90:91]
	v_mov_b64_e32 v[14:15], v[92:93]
	v_mov_b64_e32 v[16:17], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:384
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_799
.LBB0_974:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v81
	v_mov_b64_e32 v[4:5], v[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:388
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_800
.LBB0_975:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:392
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_801
.LBB0_976:
	global_store_dword v[0:1], v83, off offset:396
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_802
.LBB0_977:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[84:85]
	v_mov_b64_e32 v[6:7], v[86:87]
	v_mov_b64_e32 v[8:9], v[88:89]
	v_mov_b64_e32 v[10:11], v[90:91]
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:416
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_803
.LBB0_978:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v85
	v_mov_b64_e32 v[6:7], v[86:87]
	v_mov_b64_e32 v[8:9], v[88:89]
	v_mov_b64_e32 v[10:11], v[90:91]
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:420
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_804
.LBB0_979:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[86:87]
	v_mov_b64_e32 v[8:9], v[88:89]
	v_mov_b64_e32 v[10:11], v[90:91]
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:424
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_805
.LBB0_980:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v87
	v_mov_b64_e32 v[8:9], v[88:89]
	v_mov_b64_e32 v[10:11], v[90:91]
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:428
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_806
.LBB0_981:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[88:89]
	v_mov_b64_e32 v[10:11], v[90:91]
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:448
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_807
.LBB0_982:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v89
	v_mov_b64_e32 v[10:11], v[90:91]
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:452
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_808
.LBB0_983:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[90:91]
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:456
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_809
.LBB0_984:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v91
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:460
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_810
.LBB0_985:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[92:93]
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:480
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_811
.LBB0_986:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v93
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:484
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_812
.LBB0_987:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:488
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_813
	s_branch .LBB0_814
.LBB0_988:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v49
	v_mov_b64_e32 v[4:5], v[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:132
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_850
.LBB0_989:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:136
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_851
.LBB0_990:
	global_store_dword v[0:1], v51, off offset:140
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_852
.LBB0_991:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[52:53]
	v_mov_b64_e32 v[6:7], v[54:55]
	v_mov_b64_e32 v[8:9], v[56:57]
	v_mov_b64_e32 v[10:11], v[58:59]
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:160
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_853
.LBB0_992:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v53
	v_mov_b64_e32 v[6:7], v[54:55]
	v_mov_b64_e32 v[8:9], v[56:57]
	v_mov_b64_e32 v[10:11], v[58:59]
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:164
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_854
.LBB0_993:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[54:55]
	v_mov_b64_e32 v[8:9], v[56:57]
	v_mov_b64_e32 v[10:11], v[58:59]
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:168
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_855
.LBB0_994:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v55
	v_mov_b64_e32 v[8:9], v[56:57]
	v_mov_b64_e32 v[10:11], v[58:59]
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:172
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_856
.LBB0_995:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[56:57]
	v_mov_b64_e32 v[10:11], v[58:59]
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:192
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_857
.LBB0_996:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v57
	v_mov_b64_e32 v[10:11], v[58:59]
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:196
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_858
.LBB0_997:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[58:59]
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:200
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_859
.LBB0_998:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v59
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:204
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_860
.LBB0_999:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[60:61]
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:224
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_861
.LBB0_1000:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v61
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:228
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_862
.LBB0_1001:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:232
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_863
.LBB0_1002:
	global_store_dword v[0:1], v63, off offset:236
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_864
.LBB0_1003:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a188
	v_accvgpr_read_b32 v3, a189
	v_accvgpr_read_b32 v4, a190
	v_accvgpr_read_b32 v5, a191
	v_accvgpr_read_b32 v6, a192
	v_accvgpr_read_b32 v7, a193
	v_accvgpr_read_b32 v8, a194
	v_accvgpr_read_b32 v9, a195
	v_accvgpr_read_b32 v10, a196
	v_accvgpr_read_b32 v11, a197
	v_accvgpr_read_b32 v12, a198
	v_accvgpr_read_b32 v13, a199
	v_accvgpr_read_b32 v14, a200
	v_accvgpr_read_b32 v15, a201
	v_accvgpr_read_b32 v16, a202
	v_accvgpr_read_b32 v17, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:256
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_865
.LBB0_1004:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v3, a189
	v_accvgpr_read_b32 v4, a190
	v_accvgpr_read_b32 v5, a191
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:260
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_866
.LBB0_1005:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a190
	v_accvgpr_read_b32 v3, a191
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:264
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_867
.LBB0_1006:
	global_store_dword v[0:1], a191, off offset:268
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_868
.LBB0_1007:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v4, a192
	v_accvgpr_read_b32 v5, a193
	v_accvgpr_read_b32 v6, a194
	v_accvgpr_read_b32 v7, a195
	v_accvgpr_read_b32 v8, a196
	v_accvgpr_read_b32 v9, a197
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:288
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_869
.LBB0_1008:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v5, a193
	v_accvgpr_read_b32 v6, a194
	v_accvgpr_read_b32 v7, a195
	v_accvgpr_read_b32 v8, a196
	v_accvgpr_read_b32 v9, a197
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:292
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_870
.LBB0_1009:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v6, a194
	v_accvgpr_read_b32 v7, a195
	v_accvgpr_read_b32 v8, a196
	v_accvgpr_read_b32 v9, a197
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:296
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_871
.LBB0_1010:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v7, a195
	v_accvgpr_read_b32 v8, a196
	v_accvgpr_read_b32 v9, a197
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:300
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_872
.LBB0_1011:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v8, a196
	v_accvgpr_read_b32 v9, a197
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:320
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_873
.LBB0_1012:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a197
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:324
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_874
.LBB0_1013:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:328
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_875
.LBB0_1014:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:332
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_876
.LBB0_1015:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:352
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_877
.LBB0_1016:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:356
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_878
.LBB0_1017:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:360
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_879
.LBB0_1018:
	global_store_dword v[0:1], a203, off offset:364
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_880
.LBB0_1019:
	global_store_dword v[0:1], v224, off offset:384
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_881
.LBB0_1020:
	global_store_dword v[0:1], v225, off offset:388
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_882
.LBB0_1021:
	global_store_dword v[0:1], v226, off offset:392
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_883
.LBB0_1022:
	global_store_dword v[0:1], v227, off offset:396
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_884
.LBB0_1023:
	global_store_dword v[0:1], v228, off offset:416
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_885
.LBB0_1024:
	global_store_dword v[0:1], v229, off offset:420
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_886
.LBB0_1025:
	global_store_dword v[0:1], v230, off offset:424
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_887
.LBB0_1026:
	global_store_dword v[0:1], v231, off offset:428
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_888
.LBB0_1027:
	global_store_dword v[0:1], v232, off offset:448
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_889
.LBB0_1028:
	global_store_dword v[0:1], v233, off offset:452
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_890
.LBB0_1029:
	global_store_dword v[0:1], v234, off offset:456
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_891
.LBB0_1030:
	global_store_dword v[0:1], v235, off offset:460
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_892
.LBB0_1031:
	global_store_dword v[0:1], v236, off offset:480
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_893
.LBB0_1032:
	global_store_dword v[0:1], v237, off offset:484
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_894
.LBB0_1033:
	global_store_dword v[0:1], v238, off offset:488
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_895
.LBB0_1034:
	global_store_dword v[0:1], v239, off offset:492
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
		.amdhsa_private_segment_fixed_size 400
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 512
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
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
	.set .Lmatmul.num_vgpr, 256
	.set .Lmatmul.num_agpr, 256
	.set .Lmatmul.numbered_sgpr, 100
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 400
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 37236
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 256
; TotalNumVgprs: 512
; ScratchSize: 400
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 63
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 512
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
  - .agpr_count:     256
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
    .private_segment_fixed_size: 400
    .sgpr_count:     106
    .sgpr_spill_count: 121
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     512
    .vgpr_spill_count: 99
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:

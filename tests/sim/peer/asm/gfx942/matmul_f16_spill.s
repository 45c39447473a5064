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
; %bb.774:
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
; %bb.775:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
.Ltmp1:
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	s_lshl_b32 s0, s16, 7
	v_writelane_b32 v255, s6, 0
	.loc	1 45 10                         ; k_matmul.py:45:10
	s_lshl_b32 s1, s17, 7
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v240, 32, v0
	v_writelane_b32 v255, s7, 1
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cmp_lt_i32 s10, 1
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_and_b32_e32 v241, 31, v0
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc1 .LBB0_260
; %bb.1:                                ; %.lr.ph
	.loc	1 44 39                         ; k_matmul.py:44:39
	v_lshrrev_b32_e32 v1, 5, v240
	v_writelane_b32 v255, s13, 2
	.loc	1 44 10 is_stmt 0               ; k_matmul.py:44:10
	v_or_b32_e32 v2, s0, v1
	v_writelane_b32 v255, s0, 3
	s_mov_b32 s51, s1
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v16, s1, v0
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[0:1], s8, v2
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v3, 2, v2
	v_or_b32_e32 v4, 4, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 4
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v5, 6, v2
	v_or_b32_e32 v7, 8, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 5
	v_cmp_gt_i32_e64 s[0:1], s8, v3
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v9, 10, v2
	v_or_b32_e32 v11, 12, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 6
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v13, 14, v2
	v_or_b32_e32 v15, 16, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 7
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v17, 18, v2
	v_or_b32_e32 v37, 20, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 8
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v39, 22, v2
	v_or_b32_e32 v41, 24, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 9
	v_cmp_gt_i32_e64 s[0:1], s8, v5
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v43, 26, v2
	v_or_b32_e32 v45, 28, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 10
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v47, 30, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v6, s11, v2
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 11
	v_cmp_gt_i32_e64 s[0:1], s8, v7
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v49, 32, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v8, s11, v3
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 12
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v14, s11, v7
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 13
	v_cmp_gt_i32_e64 s[0:1], s8, v9
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v10, s11, v4
	v_mul_lo_u32 v38, s11, v9
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 14
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[2:3]
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 15
	v_cmp_gt_i32_e64 s[0:1], s8, v11
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v51, 34, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v12, s11, v5
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 16
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v40, s11, v11
	scratch_store_dwordx2 off, v[6:7], off offset:192 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 17
	v_cmp_gt_i32_e64 s[0:1], s8, v13
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[8:9], 1, s[2:3]
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 18
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v42, s11, v13
	scratch_store_dwordx2 off, v[6:7], off offset:200 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 19
	v_cmp_gt_i32_e64 s[0:1], s8, v15
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[10:11], 1, s[2:3]
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 20
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v53, 36, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v44, s11, v15
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 21
	v_cmp_gt_i32_e64 s[0:1], s8, v17
	scratch_store_dwordx2 off, v[6:7], off offset:208 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[12:13], 1, s[2:3]
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 22
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v50, s11, v39
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 23
	v_cmp_gt_i32_e64 s[0:1], s8, v37
	scratch_store_dwordx2 off, v[6:7], off offset:216 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[14:15], 1, s[2:3]
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 24
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v55, 38, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v52, s11, v41
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 25
	v_cmp_gt_i32_e64 s[0:1], s8, v39
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v39, 31, v38
	scratch_store_dwordx2 off, v[6:7], off offset:224 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 26
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[38:39], 1, s[2:3]
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v54, s11, v43
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 27
	v_cmp_gt_i32_e64 s[0:1], s8, v41
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v41, 31, v40
	scratch_store_dwordx2 off, v[6:7], off offset:232 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 28
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[40:41], 1, s[2:3]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v57, 40, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 29
	v_cmp_gt_i32_e64 s[0:1], s8, v43
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v46, s11, v17
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 30
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v56, s11, v45
	scratch_store_dwordx2 off, v[6:7], off offset:240 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 31
	v_cmp_gt_i32_e64 s[0:1], s8, v45
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[42:43], 1, s[2:3]
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 32
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v48, s11, v37
	v_mul_lo_u32 v58, s11, v47
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 33
	v_cmp_gt_i32_e64 s[0:1], s8, v47
	scratch_store_dwordx2 off, v[6:7], off offset:248 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[44:45], 1, s[2:3]
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 34
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v59, 42, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 35
	v_cmp_gt_i32_e64 s[0:1], s8, v49
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v60, s11, v49
	scratch_store_dwordx2 off, v[6:7], off offset:256 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 36
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[46:47], 1, s[2:3]
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 37
	v_cmp_gt_i32_e64 s[0:1], s8, v51
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v62, s11, v51
	scratch_store_dwordx2 off, v[6:7], off offset:264 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 38
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[48:49], 1, s[2:3]
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 39
	v_cmp_gt_i32_e64 s[0:1], s8, v53
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v61, 44, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v64, s11, v53
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 40
	scratch_store_dwordx2 off, v[6:7], off offset:272 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[50:51], 1, s[2:3]
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 41
	v_cmp_gt_i32_e64 s[0:1], s8, v55
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v53, 31, v52
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v66, s11, v55
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 42
	scratch_store_dwordx2 off, v[6:7], off offset:280 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[52:53], 1, s[2:3]
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 43
	v_cmp_gt_i32_e64 s[0:1], s8, v57
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v63, 46, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 44
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v68, s11, v57
	scratch_store_dwordx2 off, v[6:7], off offset:288 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 45
	v_cmp_gt_i32_e64 s[0:1], s8, v59
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[54:55], 1, s[2:3]
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 46
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v70, s11, v59
	scratch_store_dwordx2 off, v[6:7], off offset:296 ; 8-byte Folded Spill
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 47
	v_cmp_gt_i32_e64 s[0:1], s8, v61
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[56:57], 1, s[2:3]
	v_ashrrev_i32_e32 v59, 31, v58
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 48
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v65, 48, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v72, s11, v61
	.loc	1 50 74 is_stmt 0               ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 49
	v_cmp_gt_i32_e64 s[0:1], s8, v63
	scratch_store_dwordx2 off, v[6:7], off offset:304 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[58:59], 1, s[2:3]
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 50
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v61, 31, v60
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v74, s11, v63
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 51
	v_cmp_gt_i32_e64 s[0:1], s8, v65
	scratch_store_dwordx2 off, v[6:7], off offset:312 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[60:61], 1, s[2:3]
	v_ashrrev_i32_e32 v63, 31, v62
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v67, 50, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 52
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v76, s11, v65
	scratch_store_dwordx2 off, v[6:7], off offset:320 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[62:63], 1, s[2:3]
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v69, 52, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s1, 53
	v_cmp_gt_i32_e64 s[0:1], s8, v67
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v78, s11, v67
	scratch_store_dwordx2 off, v[6:7], off offset:328 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[64:65], 1, s[2:3]
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v71, 54, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[54:55], s8, v69
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v80, s11, v69
	scratch_store_dwordx2 off, v[6:7], off offset:336 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[66:67], 1, s[2:3]
	v_ashrrev_i32_e32 v69, 31, v68
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v73, 56, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[56:57], s8, v71
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v82, s11, v71
	scratch_store_dwordx2 off, v[6:7], off offset:344 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[68:69], 1, s[2:3]
	v_ashrrev_i32_e32 v71, 31, v70
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v75, 58, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[58:59], s8, v73
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v84, s11, v73
	scratch_store_dwordx2 off, v[6:7], off offset:352 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[70:71], 1, s[2:3]
	v_ashrrev_i32_e32 v73, 31, v72
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v77, 60, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[60:61], s8, v75
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v86, s11, v75
	scratch_store_dwordx2 off, v[6:7], off offset:360 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[72:73], 1, s[2:3]
	v_ashrrev_i32_e32 v75, 31, v74
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v79, 62, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[62:63], s8, v77
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v88, s11, v77
	scratch_store_dwordx2 off, v[6:7], off offset:368 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[74:75], 1, s[2:3]
	v_ashrrev_i32_e32 v77, 31, v76
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v81, 64, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[64:65], s8, v79
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v90, s11, v79
	scratch_store_dwordx2 off, v[6:7], off offset:376 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[76:77], 1, s[2:3]
	v_ashrrev_i32_e32 v79, 31, v78
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v83, 0x42, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[66:67], s8, v81
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v92, s11, v81
	scratch_store_dwordx2 off, v[6:7], off offset:384 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[78:79], 1, s[2:3]
	v_ashrrev_i32_e32 v81, 31, v80
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v85, 0x44, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[68:69], s8, v83
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v94, s11, v83
	scratch_store_dwordx2 off, v[6:7], off offset:392 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[80:81], 1, s[2:3]
	v_ashrrev_i32_e32 v83, 31, v82
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v87, 0x46, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[70:71], s8, v85
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v96, s11, v85
	scratch_store_dwordx2 off, v[6:7], off offset:400 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[82:83], 1, s[2:3]
	v_ashrrev_i32_e32 v85, 31, v84
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v89, 0x48, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[72:73], s8, v87
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v98, s11, v87
	scratch_store_dwordx2 off, v[6:7], off offset:408 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[84:85], 1, s[2:3]
	v_ashrrev_i32_e32 v87, 31, v86
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v91, 0x4a, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[74:75], s8, v89
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v100, s11, v89
	scratch_store_dwordx2 off, v[6:7], off offset:416 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[86:87], 1, s[2:3]
	v_ashrrev_i32_e32 v89, 31, v88
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v93, 0x4c, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[76:77], s8, v91
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v102, s11, v91
	scratch_store_dwordx2 off, v[6:7], off offset:424 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[88:89], 1, s[2:3]
	v_ashrrev_i32_e32 v91, 31, v90
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v95, 0x4e, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[78:79], s8, v93
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v104, s11, v93
	scratch_store_dwordx2 off, v[6:7], off offset:432 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[90:91], 1, s[2:3]
	v_ashrrev_i32_e32 v93, 31, v92
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v97, 0x50, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[80:81], s8, v95
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v106, s11, v95
	scratch_store_dwordx2 off, v[6:7], off offset:440 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[92:93], 1, s[2:3]
	v_ashrrev_i32_e32 v95, 31, v94
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v99, 0x52, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[82:83], s8, v97
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v108, s11, v97
	scratch_store_dwordx2 off, v[6:7], off offset:448 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[94:95], 1, s[2:3]
	v_ashrrev_i32_e32 v97, 31, v96
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v101, 0x54, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[84:85], s8, v99
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v110, s11, v99
	scratch_store_dwordx2 off, v[6:7], off offset:456 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[96:97], 1, s[2:3]
	v_ashrrev_i32_e32 v99, 31, v98
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v103, 0x56, v2
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[86:87], s8, v101
	.loc	1 50 29 is_stmt 0               ; k_matmul.py:50:29
	v_mul_lo_u32 v112, s11, v101
	scratch_store_dwordx2 off, v[6:7], off offset:464 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[98:99], 1, s[2:3]
	v_ashrrev_i32_e32 v101, 31, v100
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v114, s11, v103
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[88:89], s8, v103
	scratch_store_dwordx2 off, v[6:7], off offset:472 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[100:101], 1, s[2:3]
	v_ashrrev_i32_e32 v103, 31, v102
	scratch_store_dwordx2 off, v[6:7], off offset:480 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[102:103], 1, s[2:3]
	v_ashrrev_i32_e32 v105, 31, v104
	scratch_store_dwordx2 off, v[6:7], off offset:488 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[104:105], 1, s[2:3]
	v_ashrrev_i32_e32 v107, 31, v106
	scratch_store_dwordx2 off, v[6:7], off offset:496 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[106:107], 1, s[2:3]
	v_ashrrev_i32_e32 v109, 31, v108
	scratch_store_dwordx2 off, v[6:7], off offset:504 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[108:109], 1, s[2:3]
	v_ashrrev_i32_e32 v111, 31, v110
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v152, 0x58, v2
	scratch_store_dwordx2 off, v[6:7], off offset:512 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[110:111], 1, s[2:3]
	v_ashrrev_i32_e32 v113, 31, v112
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v1, 0x5a, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v116, s11, v152
	scratch_store_dwordx2 off, v[6:7], off offset:520 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[112:113], 1, s[2:3]
	v_ashrrev_i32_e32 v115, 31, v114
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v36, 0x5c, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v118, s11, v1
	scratch_store_dwordx2 off, v[6:7], off offset:528 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[114:115], 1, s[2:3]
	v_ashrrev_i32_e32 v117, 31, v116
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v27, 0x5e, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v120, s11, v36
	scratch_store_dwordx2 off, v[6:7], off offset:536 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[116:117], 1, s[2:3]
	v_ashrrev_i32_e32 v119, 31, v118
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v28, 0x60, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v122, s11, v27
	scratch_store_dwordx2 off, v[6:7], off offset:544 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[118:119], 1, s[2:3]
	v_ashrrev_i32_e32 v121, 31, v120
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v29, 0x62, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v124, s11, v28
	scratch_store_dwordx2 off, v[6:7], off offset:552 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[120:121], 1, s[2:3]
	v_ashrrev_i32_e32 v123, 31, v122
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v30, 0x64, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v126, s11, v29
	scratch_store_dwordx2 off, v[6:7], off offset:560 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[122:123], 1, s[2:3]
	v_ashrrev_i32_e32 v125, 31, v124
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v31, 0x66, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v128, s11, v30
	scratch_store_dwordx2 off, v[6:7], off offset:568 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[124:125], 1, s[2:3]
	v_ashrrev_i32_e32 v127, 31, v126
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v32, 0x68, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v130, s11, v31
	scratch_store_dwordx2 off, v[6:7], off offset:576 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[126:127], 1, s[2:3]
	v_ashrrev_i32_e32 v129, 31, v128
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v33, 0x6a, v2
	v_or_b32_e32 v18, 0x7e, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v132, s11, v32
	scratch_store_dwordx2 off, v[6:7], off offset:584 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[128:129], 1, s[2:3]
	v_ashrrev_i32_e32 v131, 31, v130
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v34, 0x6c, v2
	v_or_b32_e32 v35, 0x6e, v2
	v_or_b32_e32 v20, 0x70, v2
	v_or_b32_e32 v21, 0x72, v2
	v_or_b32_e32 v22, 0x74, v2
	v_or_b32_e32 v23, 0x76, v2
	v_or_b32_e32 v24, 0x78, v2
	v_or_b32_e32 v25, 0x7a, v2
	v_or_b32_e32 v26, 0x7c, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v134, s11, v33
	v_mul_lo_u32 v2, s11, v18
	scratch_store_dwordx2 off, v[6:7], off offset:592 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[130:131], 1, s[2:3]
	v_ashrrev_i32_e32 v133, 31, v132
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v136, s11, v34
	scratch_store_dwordx2 off, v[6:7], off offset:600 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[132:133], 1, s[2:3]
	v_ashrrev_i32_e32 v135, 31, v134
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v138, s11, v35
	scratch_store_dwordx2 off, v[6:7], off offset:608 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[134:135], 1, s[2:3]
	v_ashrrev_i32_e32 v137, 31, v136
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[2:3]
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v140, s11, v20
	scratch_store_dwordx2 off, v[6:7], off offset:616 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[136:137], 1, s[2:3]
	v_ashrrev_i32_e32 v139, 31, v138
	v_accvgpr_write_b32 a131, v3
	v_accvgpr_write_b32 a130, v2
	.loc	1 48 5 is_stmt 1                ; k_matmul.py:48:5
	v_lshl_add_u64 v[2:3], v[16:17], 1, s[4:5]
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v142, s11, v21
	scratch_store_dwordx2 off, v[6:7], off offset:624 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[138:139], 1, s[2:3]
	v_ashrrev_i32_e32 v141, 31, v140
	v_accvgpr_write_b32 a143, v3
	v_accvgpr_write_b32 a142, v2
	v_lshlrev_b32_e32 v2, 1, v0
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v144, s11, v22
	scratch_store_dwordx2 off, v[6:7], off offset:632 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[140:141], 1, s[2:3]
	v_ashrrev_i32_e32 v143, 31, v142
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[92:93], s8, v1
	v_and_b32_e32 v1, 56, v0
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v146, s11, v23
	scratch_store_dwordx2 off, v[6:7], off offset:640 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[142:143], 1, s[2:3]
	v_ashrrev_i32_e32 v145, 31, v144
	v_lshrrev_b32_e32 v10, 2, v240
	v_lshl_or_b32 v1, v241, 6, v1
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v148, s11, v24
	scratch_store_dwordx2 off, v[6:7], off offset:648 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[144:145], 1, s[2:3]
	v_ashrrev_i32_e32 v147, 31, v146
	v_xor_b32_e32 v10, v1, v10
	v_mov_b32_e32 v1, 0
	.loc	1 50 29                         ; k_matmul.py:50:29
	v_mul_lo_u32 v150, s11, v25
	v_mul_lo_u32 v4, s11, v26
	scratch_store_dwordx2 off, v[6:7], off offset:656 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[146:147], 1, s[2:3]
	v_ashrrev_i32_e32 v149, 31, v148
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v48, v1
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v53, v1
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v19, 64, v16
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_writelane_b32 v255, s0, 54
	scratch_store_dwordx2 off, v[6:7], off offset:664 ; 8-byte Folded Spill
	.loc	1 50 21 is_stmt 0               ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[148:149], 1, s[2:3]
	v_ashrrev_i32_e32 v151, 31, v150
	v_ashrrev_i32_e32 v5, 31, v4
	v_accvgpr_write_b32 a113, v53
	v_accvgpr_write_b32 a112, v52
	v_accvgpr_write_b32 a111, v51
	v_accvgpr_write_b32 a110, v50
	v_accvgpr_write_b32 a109, v49
	v_accvgpr_write_b32 a108, v48
	v_accvgpr_write_b32 a107, v47
	v_accvgpr_write_b32 a106, v46
	v_accvgpr_write_b32 a105, v45
	v_accvgpr_write_b32 a104, v44
	v_accvgpr_write_b32 a103, v43
	v_accvgpr_write_b32 a102, v42
	v_accvgpr_write_b32 a101, v41
	v_accvgpr_write_b32 a100, v40
	v_accvgpr_write_b32 a99, v39
	v_accvgpr_write_b32 a98, v38
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[94:95], s8, v36
	v_cmp_gt_i32_e64 s[4:5], s8, v32
	v_cmp_gt_i32_e64 s[40:41], s8, v33
	v_cmp_gt_i32_e64 s[42:43], s8, v34
	v_cmp_gt_i32_e64 s[38:39], s8, v35
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v35, v1
	v_mov_b32_e32 v36, v1
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v38, v1
	v_writelane_b32 v255, s1, 55
	scratch_store_dwordx2 off, v[6:7], off offset:672 ; 8-byte Folded Spill
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[6:7], v[150:151], 1, s[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[96:97], s8, v27
	v_cmp_gt_i32_e64 s[98:99], s8, v28
	v_cmp_gt_i32_e64 s[6:7], s8, v29
	v_cmp_gt_i32_e64 s[0:1], s8, v30
	v_cmp_gt_i32_e64 s[2:3], s8, v31
	v_cmp_gt_i32_e64 s[14:15], s8, v20
	v_cmp_gt_i32_e64 s[16:17], s8, v21
	v_cmp_gt_i32_e64 s[18:19], s8, v22
	v_cmp_gt_i32_e64 s[20:21], s8, v23
	v_cmp_gt_i32_e64 s[22:23], s8, v24
	v_cmp_gt_i32_e64 s[24:25], s8, v25
	v_cmp_gt_i32_e64 s[26:27], s8, v26
	v_cmp_gt_i32_e64 s[28:29], s8, v18
	.loc	1 52 94 is_stmt 1               ; k_matmul.py:52:94
	v_cmp_gt_i32_e64 s[30:31], s9, v16
	v_cmp_gt_i32_e64 s[34:35], s9, v19
	v_mov_b64_e32 v[16:17], v[32:33]
	v_mov_b64_e32 v[18:19], v[34:35]
	v_mov_b64_e32 v[20:21], v[36:37]
	v_mov_b64_e32 v[22:23], v[38:39]
	v_mov_b64_e32 v[24:25], v[40:41]
	v_mov_b64_e32 v[26:27], v[42:43]
	v_mov_b64_e32 v[28:29], v[44:45]
	v_mov_b64_e32 v[30:31], v[46:47]
	v_mov_b32_e32 v32, 0
	v_mov_b64_e32 v[78:79], v[46:47]
	v_mov_b64_e32 v[76:77], v[44:45]
	v_mov_b64_e32 v[74:75], v[42:43]
	v_mov_b64_e32 v[72:73], v[40:41]
	v_mov_b64_e32 v[70:71], v[38:39]
	v_mov_b64_e32 v[68:69], v[36:37]
	v_mov_b64_e32 v[66:67], v[34:35]
	v_mov_b64_e32 v[64:65], v[32:33]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v48, 0
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
	v_mov_b64_e32 v[94:95], v[46:47]
	v_mov_b64_e32 v[92:93], v[44:45]
	v_mov_b64_e32 v[90:91], v[42:43]
	v_mov_b64_e32 v[88:89], v[40:41]
	v_mov_b64_e32 v[86:87], v[38:39]
	v_mov_b64_e32 v[84:85], v[36:37]
	v_mov_b64_e32 v[82:83], v[34:35]
	v_mov_b64_e32 v[80:81], v[32:33]
	v_mov_b32_e32 v32, 0
	scratch_store_dwordx4 off, v[48:51], off offset:64 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[52:55], off offset:80 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[56:59], off offset:96 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[32:35], off offset:128 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[36:39], off offset:144 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[40:43], off offset:160 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[44:47], off offset:176 ; 16-byte Folded Spill
	v_xor_b32_e32 v3, 8, v2
	v_xor_b32_e32 v253, 0x80, v0
	v_add_u32_e32 v0, 0, v2
	v_accvgpr_write_b32 a255, v5
	v_accvgpr_write_b32 a254, v4
	v_xor_b32_e32 v4, 16, v2
	v_accvgpr_write_b32 a96, v0
	v_add_u32_e32 v0, 0, v3
	v_xor_b32_e32 v5, 24, v2
	v_accvgpr_write_b32 a132, v0
	v_add_u32_e32 v0, 0, v4
	v_accvgpr_write_b32 a253, v7
	v_accvgpr_write_b32 a252, v6
	v_xor_b32_e32 v6, 32, v2
	v_accvgpr_write_b32 a133, v0
	v_add_u32_e32 v0, 0, v5
	v_xor_b32_e32 v7, 40, v2
	v_accvgpr_write_b32 a134, v0
	v_add_u32_e32 v0, 0, v6
	v_xor_b32_e32 v8, 48, v2
	v_accvgpr_write_b32 a135, v0
	v_add_u32_e32 v0, 0, v7
	v_xor_b32_e32 v9, 56, v2
	v_accvgpr_write_b32 a136, v0
	v_add_u32_e32 v0, 0, v8
	v_accvgpr_write_b32 a137, v0
	v_add_u32_e32 v0, 0, v9
	v_xor_b32_e32 v11, 16, v10
	v_accvgpr_write_b32 a138, v0
	v_add_u32_e32 v0, 0, v10
	v_xor_b32_e32 v12, 32, v10
	v_accvgpr_write_b32 a139, v0
	v_add_u32_e32 v0, 0, v11
	v_xor_b32_e32 v13, 48, v10
	v_accvgpr_write_b32 a140, v0
	v_add_u32_e32 v0, 0, v12
	v_accvgpr_write_b32 a141, v0
	v_add_u32_e32 v0, 0, v13
	v_accvgpr_write_b32 a144, v0
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
	v_mov_b32_e32 v32, 0
	.loc	1 50 74                         ; k_matmul.py:50:74
	v_cmp_gt_i32_e64 s[90:91], s8, v152
	v_accvgpr_write_b32 a97, v241
	v_accvgpr_write_b32 a181, v253
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
	v_accvgpr_write_b32 a80, 0
	v_accvgpr_write_b32 a81, v1
	v_accvgpr_write_b32 a82, v1
	v_accvgpr_write_b32 a83, v1
	v_accvgpr_write_b32 a84, v1
	v_accvgpr_write_b32 a85, v1
	v_accvgpr_write_b32 a86, v1
	v_accvgpr_write_b32 a87, v1
	v_accvgpr_write_b32 a88, v1
	v_accvgpr_write_b32 a89, v1
	v_accvgpr_write_b32 a90, v1
	v_accvgpr_write_b32 a91, v1
	v_accvgpr_write_b32 a92, v1
	v_accvgpr_write_b32 a93, v1
	v_accvgpr_write_b32 a94, v1
	v_accvgpr_write_b32 a95, v1
	v_accvgpr_write_b32 a236, 0
	v_accvgpr_write_b32 a237, v1
	v_accvgpr_write_b32 a238, v1
	v_accvgpr_write_b32 a239, v1
	v_accvgpr_write_b32 a240, v1
	v_accvgpr_write_b32 a241, v1
	v_accvgpr_write_b32 a242, v1
	v_accvgpr_write_b32 a243, v1
	v_accvgpr_write_b32 a244, v1
	v_accvgpr_write_b32 a245, v1
	v_accvgpr_write_b32 a246, v1
	v_accvgpr_write_b32 a247, v1
	v_accvgpr_write_b32 a248, v1
	v_accvgpr_write_b32 a249, v1
	v_accvgpr_write_b32 a250, v1
	v_accvgpr_write_b32 a251, v1
	v_accvgpr_write_b32 a220, 0
	v_accvgpr_write_b32 a221, v1
	v_accvgpr_write_b32 a222, v1
	v_accvgpr_write_b32 a223, v1
	v_accvgpr_write_b32 a224, v1
	v_accvgpr_write_b32 a225, v1
	v_accvgpr_write_b32 a226, v1
	v_accvgpr_write_b32 a227, v1
	v_accvgpr_write_b32 a228, v1
	v_accvgpr_write_b32 a229, v1
	v_accvgpr_write_b32 a230, v1
	v_accvgpr_write_b32 a231, v1
	v_accvgpr_write_b32 a232, v1
	v_accvgpr_write_b32 a233, v1
	v_accvgpr_write_b32 a234, v1
	v_accvgpr_write_b32 a235, v1
	v_accvgpr_write_b32 a204, 0
	v_accvgpr_write_b32 a205, v1
	v_accvgpr_write_b32 a206, v1
	v_accvgpr_write_b32 a207, v1
	v_accvgpr_write_b32 a208, v1
	v_accvgpr_write_b32 a209, v1
	v_accvgpr_write_b32 a210, v1
	v_accvgpr_write_b32 a211, v1
	v_accvgpr_write_b32 a212, v1
	v_accvgpr_write_b32 a213, v1
	v_accvgpr_write_b32 a214, v1
	v_accvgpr_write_b32 a215, v1
	v_accvgpr_write_b32 a216, v1
	v_accvgpr_write_b32 a217, v1
	v_accvgpr_write_b32 a218, v1
	v_accvgpr_write_b32 a219, v1
	v_accvgpr_write_b32 a188, 0
	v_accvgpr_write_b32 a189, v1
	v_accvgpr_write_b32 a190, v1
	v_accvgpr_write_b32 a191, v1
	v_accvgpr_write_b32 a192, v1
	v_accvgpr_write_b32 a193, v1
	v_accvgpr_write_b32 a194, v1
	v_accvgpr_write_b32 a195, v1
	v_accvgpr_write_b32 a196, v1
	v_accvgpr_write_b32 a197, v1
	v_accvgpr_write_b32 a198, v1
	v_accvgpr_write_b32 a199, v1
	v_accvgpr_write_b32 a200, v1
	v_accvgpr_write_b32 a201, v1
	v_accvgpr_write_b32 a202, v1
	v_accvgpr_write_b32 a203, v1
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
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_lshl_b32 s11, s12, 5
	s_lshl_b32 s13, s12, 4
	s_lshl_b32 s33, s12, 3
	s_lshl_b32 s48, s12, 2
	s_lshl_b32 s49, s12, 1
	v_cmp_eq_u32_e64 s[36:37], 0, v240
	s_mov_b32 s44, 0
	v_mov_b64_e32 v[222:223], v[46:47]
	v_mov_b64_e32 v[220:221], v[44:45]
	v_mov_b64_e32 v[218:219], v[42:43]
	v_mov_b64_e32 v[216:217], v[40:41]
	v_mov_b64_e32 v[214:215], v[38:39]
	v_mov_b64_e32 v[212:213], v[36:37]
	v_mov_b64_e32 v[210:211], v[34:35]
	v_mov_b64_e32 v[208:209], v[32:33]
	v_accvgpr_write_b32 a187, v63           ;  Reload Reuse
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
	v_accvgpr_write_b32 a129, v15
	v_accvgpr_write_b32 a128, v14
	v_accvgpr_write_b32 a127, v13
	v_accvgpr_write_b32 a126, v12
	v_accvgpr_write_b32 a125, v11
	v_accvgpr_write_b32 a124, v10
	v_accvgpr_write_b32 a123, v9
	v_accvgpr_write_b32 a122, v8
	v_accvgpr_write_b32 a121, v7
	v_accvgpr_write_b32 a120, v6
	v_accvgpr_write_b32 a119, v5
	v_accvgpr_write_b32 a118, v4
	v_accvgpr_write_b32 a117, v3
	v_accvgpr_write_b32 a116, v2
	v_accvgpr_write_b32 a115, v1
	v_accvgpr_write_b32 a114, v0
	v_mov_b32_e32 v127, v1
	s_mov_b32 s50, 0
	scratch_store_dword off, v240, off offset:680 ; 4-byte Folded Spill
	scratch_store_dwordx3 off, v[60:62], off offset:112 ; 12-byte Folded Spill
	scratch_store_dwordx4 off, v[112:115], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[116:119], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[120:123], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[124:127], off offset:48 ; 16-byte Folded Spill
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[46:47]
	s_mov_b32 s45, 0x5040100
	.loc	1 52 13 is_stmt 1               ; k_matmul.py:52:13
	v_perm_b32 v0, v132, v131, s45
	v_accvgpr_write_b32 a185, v0
	v_perm_b32 v0, v246, v251, s45
	v_accvgpr_write_b32 a183, v0
	v_perm_b32 v0, v243, v250, s45
	v_accvgpr_write_b32 a182, v0
	v_perm_b32 v0, v244, v242, s45
	v_accvgpr_write_b32 a186, v0
	v_accvgpr_read_b32 v0, a96
	; wave barrier
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_write_b16 v0, a0
	ds_write_b16 v0, a8 offset:1024
	ds_write_b16 v0, a16 offset:2048
	ds_write_b16 v0, a24 offset:3072
	ds_write_b16 v0, a32 offset:4096
	ds_write_b16 v0, a40 offset:5120
	ds_write_b16 v0, a48 offset:6144
	ds_write_b16 v0, a56 offset:7168
	v_accvgpr_read_b32 v0, a132
	ds_write_b16 v0, a2 offset:128
	ds_write_b16 v0, a10 offset:1152
	ds_write_b16 v0, a18 offset:2176
	ds_write_b16 v0, a26 offset:3200
	ds_write_b16 v0, a34 offset:4224
	ds_write_b16 v0, a42 offset:5248
	ds_write_b16 v0, a50 offset:6272
	ds_write_b16 v0, a58 offset:7296
	v_accvgpr_read_b32 v0, a133
	ds_write_b16 v0, a1 offset:256
	ds_write_b16 v0, a9 offset:1280
	ds_write_b16 v0, a17 offset:2304
	ds_write_b16 v0, a25 offset:3328
	ds_write_b16 v0, a33 offset:4352
	ds_write_b16 v0, a41 offset:5376
	ds_write_b16 v0, a49 offset:6400
	ds_write_b16 v0, a57 offset:7424
	v_accvgpr_read_b32 v0, a134
	ds_write_b16 v0, a4 offset:384
	ds_write_b16 v0, a12 offset:1408
	ds_write_b16 v0, a20 offset:2432
	ds_write_b16 v0, a28 offset:3456
	ds_write_b16 v0, a36 offset:4480
	ds_write_b16 v0, a44 offset:5504
	ds_write_b16 v0, a52 offset:6528
	ds_write_b16 v0, a60 offset:7552
	v_accvgpr_read_b32 v0, a135
	ds_write_b16 v0, a3 offset:512
	ds_write_b16 v0, a11 offset:1536
	ds_write_b16 v0, a19 offset:2560
	ds_write_b16 v0, a27 offset:3584
	ds_write_b16 v0, a35 offset:4608
	ds_write_b16 v0, a43 offset:5632
	ds_write_b16 v0, a51 offset:6656
	ds_write_b16 v0, a59 offset:7680
	v_accvgpr_read_b32 v0, a136
	ds_write_b16 v0, a6 offset:640
	ds_write_b16 v0, a14 offset:1664
	ds_write_b16 v0, a22 offset:2688
	ds_write_b16 v0, a30 offset:3712
	ds_write_b16 v0, a38 offset:4736
	ds_write_b16 v0, a46 offset:5760
	ds_write_b16 v0, a54 offset:6784
	ds_write_b16 v0, a62 offset:7808
	v_accvgpr_read_b32 v0, a137
	ds_write_b16 v0, a5 offset:768
	ds_write_b16 v0, a13 offset:1792
	ds_write_b16 v0, a21 offset:2816
	ds_write_b16 v0, a29 offset:3840
	ds_write_b16 v0, a37 offset:4864
	ds_write_b16 v0, a45 offset:5888
	ds_write_b16 v0, a53 offset:6912
	ds_write_b16 v0, a61 offset:7936
	v_accvgpr_read_b32 v0, a138
	ds_write_b16 v0, a7 offset:896
	ds_write_b16 v0, a15 offset:1920
	ds_write_b16 v0, a23 offset:2944
	ds_write_b16 v0, a31 offset:3968
	ds_write_b16 v0, a39 offset:4992
	ds_write_b16 v0, a47 offset:6016
	ds_write_b16 v0, a55 offset:7040
	ds_write_b16 v0, a63 offset:8064
	s_waitcnt lgkmcnt(0)
	; wave barrier
	scratch_load_dwordx4 v[192:195], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[196:199], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[200:203], off, off offset:96 ; 16-byte Folded Reload
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v254, v130, v129, s45
	v_perm_b32 v246, v128, v127, s45
	scratch_load_dwordx4 v[144:147], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[148:151], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[152:155], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[156:159], off, off offset:176 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[128:131], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[132:135], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[136:139], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[140:143], off, off offset:48 ; 16-byte Folded Reload
	v_perm_b32 v240, v118, v115, s45
	v_perm_b32 v243, v126, v125, s45
	v_perm_b32 v241, v123, v121, s45
	v_perm_b32 v245, v247, v248, s45
	v_cndmask_b32_e64 v247, v240, v243, s[36:37]
	v_accvgpr_read_b32 v252, a181
	ds_bpermute_b32 v247, v252, v247
	v_cndmask_b32_e64 v248, v241, v246, s[36:37]
	v_perm_b32 v244, v249, v119, s45
	ds_bpermute_b32 v249, v252, v248
	v_perm_b32 v242, v116, v113, s45
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v250, v247, v240, s[36:37]
	v_perm_b32 v240, v124, v122, s45
	v_cndmask_b32_e64 v248, v243, v247, s[36:37]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v251, v249, v241, s[36:37]
	v_cndmask_b32_e64 v241, v242, v245, s[36:37]
	v_cndmask_b32_e64 v243, v244, v240, s[36:37]
	ds_bpermute_b32 v241, v252, v241
	ds_bpermute_b32 v243, v252, v243
	v_accvgpr_read_b32 v112, a139
	v_cndmask_b32_e64 v249, v246, v249, s[36:37]
	v_accvgpr_mov_b32 a16, a80
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v246, v241, v242, s[36:37]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v247, v243, v244, s[36:37]
	v_cndmask_b32_e64 v244, v245, v241, s[36:37]
	v_cndmask_b32_e64 v245, v240, v243, s[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v112 offset1:4
	v_accvgpr_mov_b32 a17, a81
	v_accvgpr_mov_b32 a18, a82
	v_accvgpr_mov_b32 a19, a83
	v_accvgpr_mov_b32 a20, a84
	v_accvgpr_mov_b32 a21, a85
	v_accvgpr_mov_b32 a22, a86
	v_accvgpr_mov_b32 a23, a87
	v_accvgpr_mov_b32 a24, a88
	v_accvgpr_mov_b32 a25, a89
	v_accvgpr_mov_b32 a26, a90
	v_accvgpr_mov_b32 a27, a91
	v_accvgpr_mov_b32 a28, a92
	v_accvgpr_mov_b32 a29, a93
	v_accvgpr_mov_b32 a30, a94
	v_accvgpr_mov_b32 a31, a95
	v_accvgpr_mov_b32 a0, a98
	v_accvgpr_mov_b32 a1, a99
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[16:31], v[244:245], v[240:241], a[16:31]
	v_accvgpr_mov_b32 a2, a100
	v_accvgpr_mov_b32 a3, a101
	v_accvgpr_mov_b32 a4, a102
	v_accvgpr_mov_b32 a5, a103
	v_accvgpr_mov_b32 a6, a104
	v_accvgpr_mov_b32 a7, a105
	v_accvgpr_mov_b32 a8, a106
	v_accvgpr_mov_b32 a9, a107
	v_accvgpr_mov_b32 a10, a108
	v_accvgpr_mov_b32 a11, a109
	v_accvgpr_mov_b32 a12, a110
	v_accvgpr_mov_b32 a47, a31
	v_accvgpr_mov_b32 a46, a30
	v_accvgpr_mov_b32 a45, a29
	v_accvgpr_mov_b32 a44, a28
	v_accvgpr_mov_b32 a43, a27
	v_accvgpr_mov_b32 a42, a26
	v_accvgpr_mov_b32 a41, a25
	v_accvgpr_mov_b32 a40, a24
	v_accvgpr_mov_b32 a39, a23
	v_accvgpr_mov_b32 a38, a22
	v_accvgpr_mov_b32 a37, a21
	v_accvgpr_mov_b32 a36, a20
	v_accvgpr_mov_b32 a35, a19
	v_accvgpr_mov_b32 a34, a18
	v_accvgpr_mov_b32 a33, a17
	v_accvgpr_mov_b32 a32, a16
	v_accvgpr_mov_b32 a16, a236
	v_accvgpr_mov_b32 a17, a237
	v_accvgpr_mov_b32 a18, a238
	s_waitcnt vmcnt(8)
	v_accvgpr_read_b32 v207, a187           ;  Reload Reuse
	scratch_load_dwordx3 v[204:206], off, off offset:112 ; 12-byte Folded Reload
	v_accvgpr_mov_b32 a19, a239
	v_accvgpr_mov_b32 a20, a240
	v_accvgpr_mov_b32 a21, a241
	v_accvgpr_mov_b32 a22, a242
	v_accvgpr_mov_b32 a23, a243
	v_accvgpr_mov_b32 a24, a244
	v_accvgpr_mov_b32 a25, a245
	v_accvgpr_mov_b32 a26, a246
	v_accvgpr_mov_b32 a27, a247
	v_accvgpr_mov_b32 a28, a248
	v_accvgpr_mov_b32 a29, a249
	v_accvgpr_mov_b32 a30, a250
	v_accvgpr_mov_b32 a31, a251
	v_accvgpr_mov_b32 a13, a111
	v_accvgpr_mov_b32 a14, a112
	v_mfma_f32_32x32x8_f16 a[16:31], v[250:251], v[242:243], a[16:31]
	v_accvgpr_mov_b32 a15, a113
	v_mov_b64_e32 v[174:175], v[30:31]
	v_mov_b64_e32 v[172:173], v[28:29]
	v_mov_b64_e32 v[170:171], v[26:27]
	v_mov_b64_e32 v[168:169], v[24:25]
	v_mov_b64_e32 v[166:167], v[22:23]
	v_mov_b64_e32 v[164:165], v[20:21]
	v_mfma_f32_32x32x8_f16 a[0:15], v[248:249], v[240:241], a[0:15]
	v_mov_b64_e32 v[162:163], v[18:19]
	v_mov_b64_e32 v[160:161], v[16:17]
	v_mov_b64_e32 v[176:177], v[208:209]
	v_accvgpr_mov_b32 a63, a31
	v_accvgpr_mov_b32 a62, a30
	v_accvgpr_mov_b32 a61, a29
	v_accvgpr_mov_b32 a60, a28
	v_accvgpr_mov_b32 a59, a27
	v_accvgpr_mov_b32 a58, a26
	v_accvgpr_mov_b32 a57, a25
	v_accvgpr_mov_b32 a56, a24
	v_accvgpr_mov_b32 a55, a23
	v_accvgpr_mov_b32 a54, a22
	v_accvgpr_mov_b32 a53, a21
	v_accvgpr_mov_b32 a52, a20
	v_accvgpr_mov_b32 a51, a19
	v_accvgpr_mov_b32 a50, a18
	v_accvgpr_mov_b32 a49, a17
	v_accvgpr_mov_b32 a48, a16
	v_accvgpr_mov_b32 a16, a220
	v_accvgpr_mov_b32 a17, a221
	v_accvgpr_mov_b32 a18, a222
	v_accvgpr_mov_b32 a19, a223
	v_accvgpr_mov_b32 a20, a224
	v_accvgpr_mov_b32 a21, a225
	v_accvgpr_mov_b32 a22, a226
	v_accvgpr_mov_b32 a23, a227
	v_accvgpr_mov_b32 a24, a228
	v_accvgpr_mov_b32 a25, a229
	v_accvgpr_mov_b32 a26, a230
	v_accvgpr_mov_b32 a27, a231
	v_accvgpr_mov_b32 a28, a232
	v_accvgpr_mov_b32 a29, a233
	v_accvgpr_mov_b32 a30, a234
	v_accvgpr_mov_b32 a31, a235
	v_accvgpr_read_b32 v47, a15
	v_accvgpr_read_b32 v46, a14
	v_mfma_f32_32x32x8_f16 a[16:31], v[248:249], v[242:243], a[16:31]
	v_accvgpr_read_b32 v45, a13
	v_accvgpr_read_b32 v44, a12
	v_accvgpr_read_b32 v43, a11
	v_accvgpr_read_b32 v42, a10
	v_accvgpr_read_b32 v41, a9
	v_accvgpr_read_b32 v40, a8
	v_accvgpr_read_b32 v39, a7
	v_accvgpr_read_b32 v38, a6
	v_accvgpr_read_b32 v37, a5
	v_accvgpr_read_b32 v36, a4
	v_accvgpr_read_b32 v35, a3
	v_accvgpr_read_b32 v63, a31
	v_accvgpr_read_b32 v62, a30
	v_accvgpr_read_b32 v61, a29
	v_accvgpr_read_b32 v60, a28
	v_accvgpr_read_b32 v59, a27
	v_accvgpr_read_b32 v58, a26
	v_accvgpr_read_b32 v57, a25
	v_accvgpr_read_b32 v56, a24
	v_accvgpr_read_b32 v55, a23
	v_accvgpr_read_b32 v54, a22
	v_accvgpr_read_b32 v53, a21
	v_accvgpr_read_b32 v52, a20
	v_accvgpr_read_b32 v51, a19
	v_accvgpr_read_b32 v50, a18
	v_accvgpr_read_b32 v49, a17
	v_accvgpr_read_b32 v48, a16
	v_accvgpr_mov_b32 a16, a204
	v_accvgpr_mov_b32 a17, a205
	v_accvgpr_mov_b32 a18, a206
	v_accvgpr_mov_b32 a19, a207
	v_accvgpr_mov_b32 a20, a208
	v_accvgpr_mov_b32 a21, a209
	v_accvgpr_mov_b32 a22, a210
	v_accvgpr_mov_b32 a23, a211
	v_accvgpr_mov_b32 a24, a212
	v_accvgpr_mov_b32 a25, a213
	v_accvgpr_mov_b32 a26, a214
	v_accvgpr_mov_b32 a27, a215
	v_accvgpr_mov_b32 a28, a216
	v_accvgpr_mov_b32 a29, a217
	v_accvgpr_mov_b32 a30, a218
	v_accvgpr_mov_b32 a31, a219
	v_accvgpr_read_b32 v34, a2
	v_accvgpr_read_b32 v33, a1
	v_mfma_f32_32x32x8_f16 a[16:31], v[246:247], v[242:243], a[16:31]
	v_accvgpr_read_b32 v32, a0
	v_accvgpr_mov_b32 a0, a114
	v_accvgpr_mov_b32 a1, a115
	v_accvgpr_mov_b32 a2, a116
	v_accvgpr_mov_b32 a3, a117
	v_accvgpr_mov_b32 a4, a118
	v_accvgpr_mov_b32 a5, a119
	v_accvgpr_mov_b32 a6, a120
	v_accvgpr_mov_b32 a7, a121
	v_accvgpr_mov_b32 a8, a122
	v_accvgpr_mov_b32 a9, a123
	v_accvgpr_mov_b32 a10, a124
	v_accvgpr_mov_b32 a11, a125
	v_accvgpr_mov_b32 a12, a126
	v_accvgpr_mov_b32 a13, a127
	v_accvgpr_mov_b32 a14, a128
	v_accvgpr_mov_b32 a15, a129
	v_accvgpr_mov_b32 a95, a31
	v_accvgpr_mov_b32 a94, a30
	v_accvgpr_mov_b32 a93, a29
	v_accvgpr_mov_b32 a92, a28
	v_accvgpr_mov_b32 a91, a27
	v_accvgpr_mov_b32 a90, a26
	v_accvgpr_mov_b32 a89, a25
	v_accvgpr_mov_b32 a88, a24
	v_accvgpr_mov_b32 a87, a23
	v_accvgpr_mov_b32 a86, a22
	v_accvgpr_mov_b32 a85, a21
	v_accvgpr_mov_b32 a84, a20
	v_accvgpr_mov_b32 a83, a19
	v_accvgpr_mov_b32 a82, a18
	v_accvgpr_mov_b32 a81, a17
	v_accvgpr_mov_b32 a80, a16
	v_accvgpr_mov_b32 a16, a188
	v_accvgpr_mov_b32 a17, a189
	v_accvgpr_mov_b32 a18, a190
	v_accvgpr_mov_b32 a19, a191
	v_accvgpr_mov_b32 a20, a192
	v_accvgpr_mov_b32 a21, a193
	v_accvgpr_mov_b32 a22, a194
	v_accvgpr_mov_b32 a23, a195
	v_accvgpr_mov_b32 a24, a196
	v_accvgpr_mov_b32 a25, a197
	v_accvgpr_mov_b32 a26, a198
	v_accvgpr_mov_b32 a27, a199
	v_accvgpr_mov_b32 a28, a200
	v_accvgpr_mov_b32 a29, a201
	v_accvgpr_mov_b32 a30, a202
	v_accvgpr_mov_b32 a31, a203
	v_mfma_f32_32x32x8_f16 v[224:239], v[246:247], v[240:241], v[224:239]
	v_mov_b64_e32 v[178:179], v[210:211]
	v_mov_b64_e32 v[180:181], v[212:213]
	v_mov_b64_e32 v[182:183], v[214:215]
	v_mov_b64_e32 v[184:185], v[216:217]
	v_mov_b64_e32 v[186:187], v[218:219]
	v_mov_b64_e32 v[188:189], v[220:221]
	v_mov_b64_e32 v[190:191], v[222:223]
	v_mfma_f32_32x32x8_f16 a[0:15], v[250:251], v[240:241], a[0:15]
	v_mov_b64_e32 v[222:223], v[78:79]
	v_mov_b64_e32 v[220:221], v[76:77]
	v_mov_b64_e32 v[218:219], v[74:75]
	v_mov_b64_e32 v[216:217], v[72:73]
	v_mov_b64_e32 v[214:215], v[70:71]
	v_mov_b64_e32 v[212:213], v[68:69]
	v_mov_b64_e32 v[210:211], v[66:67]
	v_mfma_f32_32x32x8_f16 a[16:31], v[244:245], v[242:243], a[16:31]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v112 offset0:8 offset1:12
	v_mov_b64_e32 v[208:209], v[64:65]
	v_accvgpr_write_b32 a64, v80
	v_accvgpr_write_b32 a65, v81
	v_accvgpr_write_b32 a66, v82
	v_accvgpr_write_b32 a67, v83
	v_accvgpr_write_b32 a68, v84
	v_accvgpr_write_b32 a69, v85
	v_accvgpr_write_b32 a70, v86
	v_accvgpr_write_b32 a71, v87
	v_accvgpr_write_b32 a72, v88
	v_accvgpr_write_b32 a73, v89
	v_accvgpr_write_b32 a74, v90
	v_accvgpr_write_b32 a75, v91
	v_accvgpr_write_b32 a76, v92
	v_accvgpr_write_b32 a77, v93
	v_accvgpr_write_b32 a78, v94
	v_accvgpr_write_b32 a79, v95
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[96:111], v[250:251], v[240:241], v[96:111]
	v_accvgpr_mov_b32 a113, a31
	v_accvgpr_mov_b32 a112, a30
	v_accvgpr_mov_b32 a111, a29
	v_accvgpr_mov_b32 a110, a28
	v_accvgpr_mov_b32 a109, a27
	v_accvgpr_mov_b32 a108, a26
	v_accvgpr_mov_b32 a107, a25
	v_mfma_f32_32x32x8_f16 v[160:175], v[248:249], v[240:241], v[160:175]
	v_accvgpr_mov_b32 a106, a24
	v_accvgpr_mov_b32 a105, a23
	v_accvgpr_mov_b32 a104, a22
	v_accvgpr_mov_b32 a103, a21
	v_accvgpr_mov_b32 a102, a20
	v_accvgpr_mov_b32 a101, a19
	v_accvgpr_mov_b32 a100, a18
	v_mfma_f32_32x32x8_f16 v[208:223], v[246:247], v[240:241], v[208:223]
	v_accvgpr_mov_b32 a99, a17
	v_accvgpr_mov_b32 a98, a16
	v_accvgpr_write_b32 a16, v32
	v_accvgpr_write_b32 a17, v33
	v_accvgpr_write_b32 a18, v34
	v_accvgpr_write_b32 a19, v35
	v_accvgpr_write_b32 a20, v36
	v_mfma_f32_32x32x8_f16 a[64:79], v[244:245], v[240:241], a[64:79]
	v_accvgpr_read_b32 v240, a151
	v_accvgpr_read_b32 v241, a154
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v240, v241, v240, s45
	v_accvgpr_write_b32 a21, v37
	v_accvgpr_write_b32 a22, v38
	v_accvgpr_write_b32 a23, v39
	v_accvgpr_write_b32 a24, v40
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt vmcnt(5)
	v_mfma_f32_32x32x8_f16 v[144:159], v[250:251], v[242:243], v[144:159]
	v_accvgpr_write_b32 a25, v41
	v_accvgpr_write_b32 a26, v42
	v_accvgpr_write_b32 a27, v43
	v_accvgpr_write_b32 a28, v44
	v_accvgpr_write_b32 a29, v45
	v_accvgpr_write_b32 a30, v46
	v_accvgpr_write_b32 a31, v47
	v_mfma_f32_32x32x8_f16 v[176:191], v[248:249], v[242:243], v[176:191]
	v_accvgpr_read_b32 v248, a153
	v_accvgpr_mov_b32 a129, a47
	v_accvgpr_mov_b32 a128, a46
	v_accvgpr_mov_b32 a127, a45
	v_accvgpr_mov_b32 a126, a44
	v_accvgpr_mov_b32 a125, a43
	v_accvgpr_mov_b32 a124, a42
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[192:207], v[246:247], v[242:243], v[192:207]
	v_accvgpr_read_b32 v246, a186
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_cndmask_b32_e64 v241, v254, v246, s[36:37]
	ds_bpermute_b32 v241, v252, v241
	v_accvgpr_mov_b32 a123, a41
	v_accvgpr_mov_b32 a122, a40
	v_accvgpr_mov_b32 a121, a39
	v_accvgpr_mov_b32 a120, a38
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[128:143], v[244:245], v[242:243], v[128:143]
	v_accvgpr_read_b32 v243, a185
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_cndmask_b32_e64 v242, v243, v240, s[36:37]
	ds_bpermute_b32 v242, v252, v242
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v244, v241, v254, s[36:37]
	v_cndmask_b32_e64 v246, v246, v241, s[36:37]
	v_accvgpr_read_b32 v241, a184
	v_accvgpr_read_b32 v254, a140
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v247, v240, v242, s[36:37]
	v_accvgpr_read_b32 v240, a145
	v_cndmask_b32_e64 v245, v242, v243, s[36:37]
	v_perm_b32 v240, v240, v241, s45
	v_accvgpr_read_b32 v241, a146
	v_accvgpr_read_b32 v242, a147
	v_perm_b32 v241, v242, v241, s45
	v_accvgpr_read_b32 v242, a148
	v_accvgpr_read_b32 v243, a149
	v_perm_b32 v242, v243, v242, s45
	v_accvgpr_read_b32 v243, a150
	v_perm_b32 v243, v248, v243, s45
	v_cndmask_b32_e64 v248, v240, v242, s[36:37]
	ds_bpermute_b32 v250, v252, v248
	v_cndmask_b32_e64 v248, v241, v243, s[36:37]
	ds_bpermute_b32 v251, v252, v248
	v_accvgpr_mov_b32 a119, a37
	v_accvgpr_mov_b32 a118, a36
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v248, v250, v240, s[36:37]
	v_cndmask_b32_e64 v250, v242, v250, s[36:37]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v249, v251, v241, s[36:37]
	v_cndmask_b32_e64 v251, v243, v251, s[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v254 offset1:4
	v_accvgpr_mov_b32 a117, a35
	v_accvgpr_mov_b32 a116, a34
	v_accvgpr_mov_b32 a115, a33
	v_accvgpr_mov_b32 a114, a32
	v_accvgpr_mov_b32 a251, a63
	v_accvgpr_mov_b32 a250, a62
	v_accvgpr_mov_b32 a249, a61
	v_accvgpr_mov_b32 a248, a60
	v_accvgpr_mov_b32 a247, a59
	v_accvgpr_mov_b32 a246, a58
	v_accvgpr_mov_b32 a245, a57
	v_accvgpr_mov_b32 a244, a56
	v_accvgpr_mov_b32 a243, a55
	v_accvgpr_mov_b32 a242, a54
	v_accvgpr_mov_b32 a241, a53
	v_accvgpr_mov_b32 a240, a52
	v_accvgpr_mov_b32 a239, a51
	v_accvgpr_mov_b32 a238, a50
	v_accvgpr_mov_b32 a237, a49
	v_accvgpr_mov_b32 a236, a48
	v_accvgpr_write_b32 a235, v63
	v_accvgpr_write_b32 a234, v62
	v_accvgpr_write_b32 a233, v61
	v_accvgpr_write_b32 a232, v60
	v_accvgpr_write_b32 a231, v59
	v_accvgpr_write_b32 a230, v58
	v_accvgpr_write_b32 a229, v57
	v_accvgpr_write_b32 a228, v56
	v_accvgpr_write_b32 a227, v55
	v_accvgpr_write_b32 a226, v54
	v_accvgpr_write_b32 a225, v53
	v_accvgpr_write_b32 a224, v52
	v_accvgpr_write_b32 a223, v51
	v_accvgpr_write_b32 a222, v50
	v_accvgpr_write_b32 a221, v49
	v_accvgpr_write_b32 a220, v48
	v_accvgpr_mov_b32 a219, a95
	v_accvgpr_mov_b32 a218, a94
	v_accvgpr_mov_b32 a217, a93
	v_accvgpr_mov_b32 a216, a92
	v_accvgpr_mov_b32 a215, a91
	v_accvgpr_mov_b32 a214, a90
	v_accvgpr_mov_b32 a213, a89
	v_accvgpr_mov_b32 a212, a88
	v_accvgpr_mov_b32 a211, a87
	v_accvgpr_mov_b32 a210, a86
	v_accvgpr_mov_b32 a209, a85
	v_accvgpr_mov_b32 a208, a84
	v_accvgpr_mov_b32 a207, a83
	v_accvgpr_mov_b32 a206, a82
	v_accvgpr_mov_b32 a205, a81
	v_accvgpr_mov_b32 a204, a80
	v_accvgpr_mov_b32 a203, a113
	v_accvgpr_mov_b32 a202, a112
	v_accvgpr_mov_b32 a201, a111
	v_accvgpr_mov_b32 a200, a110
	v_accvgpr_mov_b32 a199, a109
	v_accvgpr_mov_b32 a198, a108
	v_accvgpr_mov_b32 a197, a107
	v_accvgpr_mov_b32 a196, a106
	v_accvgpr_mov_b32 a195, a105
	v_accvgpr_mov_b32 a194, a104
	v_accvgpr_mov_b32 a193, a103
	v_accvgpr_mov_b32 a192, a102
	v_accvgpr_mov_b32 a191, a101
	v_accvgpr_mov_b32 a190, a100
	v_accvgpr_mov_b32 a189, a99
	v_accvgpr_mov_b32 a188, a98
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[16:31], v[246:247], v[240:241], a[16:31]
	v_accvgpr_mov_b32 a48, a64
	v_accvgpr_mov_b32 a49, a65
	v_accvgpr_mov_b32 a50, a66
	v_accvgpr_mov_b32 a51, a67
	v_accvgpr_mov_b32 a52, a68
	v_accvgpr_mov_b32 a53, a69
	v_accvgpr_mov_b32 a54, a70
	v_mfma_f32_32x32x8_f16 a[0:15], v[244:245], v[240:241], a[0:15]
	v_accvgpr_mov_b32 a55, a71
	v_accvgpr_mov_b32 a56, a72
	v_accvgpr_mov_b32 a57, a73
	v_accvgpr_mov_b32 a58, a74
	v_accvgpr_mov_b32 a59, a75
	v_accvgpr_mov_b32 a60, a76
	v_accvgpr_mov_b32 a61, a77
	v_mfma_f32_32x32x8_f16 v[224:239], v[248:249], v[240:241], v[224:239]
	v_accvgpr_mov_b32 a62, a78
	v_accvgpr_mov_b32 a63, a79
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_add_i32 s50, s50, 32
	s_add_i32 s44, s44, s11
	s_cmp_lt_i32 s50, s10
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 a[114:129], v[250:251], v[240:241], a[114:129]
	s_nop 4
	v_mov_b64_e32 v[0:1], v[224:225]
	v_mov_b64_e32 v[2:3], v[226:227]
	v_mov_b64_e32 v[4:5], v[228:229]
	v_mov_b64_e32 v[6:7], v[230:231]
	v_mfma_f32_32x32x8_f16 a[236:251], v[244:245], v[242:243], a[236:251]
	v_mov_b64_e32 v[8:9], v[232:233]
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	v_accvgpr_mov_b32 a80, a114
	v_accvgpr_mov_b32 a81, a115
	v_accvgpr_mov_b32 a82, a116
	v_mfma_f32_32x32x8_f16 a[220:235], v[246:247], v[242:243], a[220:235]
	v_accvgpr_mov_b32 a83, a117
	v_accvgpr_mov_b32 a84, a118
	v_accvgpr_mov_b32 a85, a119
	v_accvgpr_mov_b32 a86, a120
	v_accvgpr_mov_b32 a87, a121
	v_accvgpr_mov_b32 a88, a122
	v_accvgpr_mov_b32 a89, a123
	v_mfma_f32_32x32x8_f16 a[204:219], v[248:249], v[242:243], a[204:219]
	v_accvgpr_mov_b32 a90, a124
	v_accvgpr_mov_b32 a91, a125
	v_accvgpr_mov_b32 a92, a126
	v_accvgpr_mov_b32 a93, a127
	v_accvgpr_mov_b32 a94, a128
	v_accvgpr_mov_b32 a95, a129
	v_mfma_f32_32x32x8_f16 a[188:203], v[250:251], v[242:243], a[188:203]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v254 offset0:8 offset1:12
	v_accvgpr_read_b32 v254, a141
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[96:111], v[244:245], v[240:241], v[96:111]
	v_mfma_f32_32x32x8_f16 v[160:175], v[246:247], v[240:241], v[160:175]
	v_mfma_f32_32x32x8_f16 v[208:223], v[248:249], v[240:241], v[208:223]
	s_nop 9
	v_mov_b64_e32 v[112:113], v[160:161]
	v_mov_b64_e32 v[114:115], v[162:163]
	v_mov_b64_e32 v[116:117], v[164:165]
	v_mov_b64_e32 v[118:119], v[166:167]
	v_mfma_f32_32x32x8_f16 a[48:63], v[250:251], v[240:241], a[48:63]
	v_accvgpr_read_b32 v240, a159
	v_accvgpr_read_b32 v241, a161
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v240, v241, v240, s45
	v_accvgpr_read_b32 v241, a163
	v_mov_b64_e32 v[120:121], v[168:169]
	v_mov_b64_e32 v[122:123], v[170:171]
	v_mov_b64_e32 v[124:125], v[172:173]
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[144:159], v[244:245], v[242:243], v[144:159]
	v_accvgpr_read_b32 v244, a183
	v_accvgpr_read_b32 v245, a182
	v_mov_b64_e32 v[126:127], v[174:175]
	v_mfma_f32_32x32x8_f16 v[176:191], v[246:247], v[242:243], v[176:191]
	v_mfma_f32_32x32x8_f16 v[192:207], v[248:249], v[242:243], v[192:207]
	v_accvgpr_read_b32 v248, a165
	s_nop 8
	v_mov_b64_e32 v[160:161], v[176:177]
	v_mov_b64_e32 v[162:163], v[178:179]
	v_mov_b64_e32 v[164:165], v[180:181]
	v_mov_b64_e32 v[166:167], v[182:183]
	v_mfma_f32_32x32x8_f16 v[128:143], v[250:251], v[242:243], v[128:143]
	v_accvgpr_read_b32 v242, a167
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v241, v242, v241, s45
	v_cndmask_b32_e64 v242, v244, v240, s[36:37]
	v_cndmask_b32_e64 v243, v245, v241, s[36:37]
	ds_bpermute_b32 v242, v252, v242
	ds_bpermute_b32 v243, v252, v243
	v_mov_b64_e32 v[168:169], v[184:185]
	v_mov_b64_e32 v[170:171], v[186:187]
	v_mov_b64_e32 v[172:173], v[188:189]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v246, v240, v242, s[36:37]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v247, v241, v243, s[36:37]
	v_accvgpr_read_b32 v240, a152
	v_accvgpr_read_b32 v241, a155
	v_cndmask_b32_e64 v244, v242, v244, s[36:37]
	v_perm_b32 v240, v241, v240, s45
	v_accvgpr_read_b32 v241, a156
	v_accvgpr_read_b32 v242, a157
	v_cndmask_b32_e64 v245, v243, v245, s[36:37]
	v_perm_b32 v241, v242, v241, s45
	v_accvgpr_read_b32 v242, a158
	v_accvgpr_read_b32 v243, a160
	v_perm_b32 v242, v243, v242, s45
	v_accvgpr_read_b32 v243, a162
	v_perm_b32 v243, v248, v243, s45
	v_cndmask_b32_e64 v248, v240, v242, s[36:37]
	ds_bpermute_b32 v250, v252, v248
	v_cndmask_b32_e64 v248, v241, v243, s[36:37]
	ds_bpermute_b32 v251, v252, v248
	v_mov_b64_e32 v[174:175], v[190:191]
	v_mov_b64_e32 v[176:177], v[208:209]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v248, v250, v240, s[36:37]
	v_cndmask_b32_e64 v250, v242, v250, s[36:37]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v249, v251, v241, s[36:37]
	v_cndmask_b32_e64 v251, v243, v251, s[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v254 offset1:4
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[16:31], v[246:247], v[240:241], a[16:31]
	v_mov_b64_e32 v[178:179], v[210:211]
	v_mov_b64_e32 v[180:181], v[212:213]
	v_mov_b64_e32 v[182:183], v[214:215]
	v_mov_b64_e32 v[184:185], v[216:217]
	v_mov_b64_e32 v[186:187], v[218:219]
	v_mov_b64_e32 v[188:189], v[220:221]
	v_mov_b64_e32 v[190:191], v[222:223]
	v_mfma_f32_32x32x8_f16 a[0:15], v[244:245], v[240:241], a[0:15]
	v_accvgpr_write_b32 a32, v192
	v_accvgpr_write_b32 a33, v193
	v_accvgpr_write_b32 a34, v194
	v_accvgpr_write_b32 a35, v195
	v_accvgpr_write_b32 a36, v196
	v_accvgpr_write_b32 a37, v197
	v_accvgpr_write_b32 a38, v198
	v_mfma_f32_32x32x8_f16 v[0:15], v[248:249], v[240:241], v[0:15]
	v_accvgpr_write_b32 a39, v199
	v_accvgpr_write_b32 a40, v200
	v_accvgpr_write_b32 a41, v201
	v_accvgpr_write_b32 a42, v202
	v_accvgpr_write_b32 a43, v203
	v_accvgpr_write_b32 a44, v204
	v_accvgpr_write_b32 a45, v205
	v_mfma_f32_32x32x8_f16 a[80:95], v[250:251], v[240:241], a[80:95]
	v_accvgpr_write_b32 a46, v206
	v_accvgpr_write_b32 a47, v207
	v_accvgpr_mov_b32 a113, a31
	v_accvgpr_mov_b32 a112, a30
	v_accvgpr_mov_b32 a111, a29
	v_accvgpr_mov_b32 a110, a28
	v_accvgpr_mov_b32 a109, a27
	v_mfma_f32_32x32x8_f16 a[236:251], v[244:245], v[242:243], a[236:251]
	v_accvgpr_mov_b32 a108, a26
	v_accvgpr_mov_b32 a107, a25
	v_accvgpr_mov_b32 a106, a24
	v_accvgpr_mov_b32 a105, a23
	v_accvgpr_mov_b32 a104, a22
	v_accvgpr_mov_b32 a103, a21
	v_accvgpr_mov_b32 a102, a20
	v_mfma_f32_32x32x8_f16 a[220:235], v[246:247], v[242:243], a[220:235]
	v_accvgpr_mov_b32 a101, a19
	v_accvgpr_mov_b32 a100, a18
	v_accvgpr_mov_b32 a99, a17
	v_accvgpr_mov_b32 a98, a16
	v_mov_b64_e32 v[238:239], v[14:15]
	v_mov_b64_e32 v[236:237], v[12:13]
	v_mov_b64_e32 v[234:235], v[10:11]
	v_mfma_f32_32x32x8_f16 a[204:219], v[248:249], v[242:243], a[204:219]
	v_mov_b64_e32 v[232:233], v[8:9]
	v_mov_b64_e32 v[230:231], v[6:7]
	v_mov_b64_e32 v[228:229], v[4:5]
	v_mov_b64_e32 v[226:227], v[2:3]
	v_mov_b64_e32 v[224:225], v[0:1]
	v_accvgpr_mov_b32 a129, a15
	v_accvgpr_mov_b32 a128, a14
	v_mfma_f32_32x32x8_f16 a[188:203], v[250:251], v[242:243], a[188:203]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v254 offset0:8 offset1:12
	v_accvgpr_mov_b32 a127, a13
	v_accvgpr_mov_b32 a126, a12
	v_accvgpr_mov_b32 a125, a11
	v_accvgpr_mov_b32 a124, a10
	v_accvgpr_mov_b32 a123, a9
	v_accvgpr_mov_b32 a122, a8
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[96:111], v[244:245], v[240:241], v[96:111]
	v_accvgpr_mov_b32 a121, a7
	v_accvgpr_mov_b32 a120, a6
	v_accvgpr_mov_b32 a119, a5
	v_accvgpr_mov_b32 a118, a4
	v_accvgpr_mov_b32 a117, a3
	v_accvgpr_mov_b32 a116, a2
	v_accvgpr_mov_b32 a115, a1
	v_mfma_f32_32x32x8_f16 v[112:127], v[246:247], v[240:241], v[112:127]
	v_accvgpr_mov_b32 a114, a0
	v_mfma_f32_32x32x8_f16 v[176:191], v[248:249], v[240:241], v[176:191]
	s_nop 8
	v_mov_b64_e32 v[16:17], v[112:113]
	v_mov_b64_e32 v[18:19], v[114:115]
	v_mov_b64_e32 v[20:21], v[116:117]
	v_mov_b64_e32 v[22:23], v[118:119]
	v_mfma_f32_32x32x8_f16 a[48:63], v[250:251], v[240:241], a[48:63]
	v_accvgpr_read_b32 v240, a166
	v_accvgpr_read_b32 v241, a169
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v240, v241, v240, s45
	v_accvgpr_read_b32 v241, a171
	v_mov_b64_e32 v[24:25], v[120:121]
	v_mov_b64_e32 v[26:27], v[122:123]
	v_mov_b64_e32 v[28:29], v[124:125]
	.loc	1 54 15                         ; k_matmul.py:54:15
	v_mfma_f32_32x32x8_f16 v[144:159], v[244:245], v[242:243], v[144:159]
	v_accvgpr_read_b32 v244, a180
	v_mov_b64_e32 v[30:31], v[126:127]
	v_mov_b64_e32 v[64:65], v[176:177]
	v_accvgpr_read_b32 v207, a63
	v_accvgpr_read_b32 v206, a62
	v_accvgpr_read_b32 v205, a61
	v_accvgpr_read_b32 v204, a60
	v_mfma_f32_32x32x8_f16 v[160:175], v[246:247], v[242:243], v[160:175]
	v_accvgpr_read_b32 v203, a59
	v_accvgpr_read_b32 v202, a58
	v_accvgpr_read_b32 v201, a57
	v_accvgpr_read_b32 v200, a56
	v_accvgpr_read_b32 v199, a55
	v_accvgpr_read_b32 v198, a54
	v_accvgpr_read_b32 v197, a53
	v_mfma_f32_32x32x8_f16 a[32:47], v[248:249], v[242:243], a[32:47]
	v_accvgpr_read_b32 v196, a52
	v_accvgpr_read_b32 v195, a51
	v_accvgpr_read_b32 v194, a50
	v_mov_b64_e32 v[0:1], v[160:161]
	v_mov_b64_e32 v[2:3], v[162:163]
	v_mov_b64_e32 v[4:5], v[164:165]
	v_mov_b64_e32 v[6:7], v[166:167]
	v_mfma_f32_32x32x8_f16 v[128:143], v[250:251], v[242:243], v[128:143]
	v_accvgpr_read_b32 v242, a173
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_perm_b32 v241, v242, v241, s45
	v_accvgpr_read_b32 v242, a175
	v_accvgpr_read_b32 v243, a177
	v_perm_b32 v242, v243, v242, s45
	v_accvgpr_read_b32 v243, a178
	v_perm_b32 v243, v244, v243, s45
	v_cndmask_b32_e64 v244, v240, v242, s[36:37]
	ds_bpermute_b32 v246, v252, v244
	v_cndmask_b32_e64 v244, v241, v243, s[36:37]
	ds_bpermute_b32 v247, v252, v244
	v_mov_b64_e32 v[8:9], v[168:169]
	v_mov_b64_e32 v[10:11], v[170:171]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v244, v246, v240, s[36:37]
	v_accvgpr_read_b32 v240, a164
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v245, v247, v241, s[36:37]
	v_accvgpr_read_b32 v241, a168
	v_cndmask_b32_e64 v246, v242, v246, s[36:37]
	v_perm_b32 v240, v241, v240, s45
	v_accvgpr_read_b32 v241, a170
	v_accvgpr_read_b32 v242, a172
	v_cndmask_b32_e64 v247, v243, v247, s[36:37]
	v_perm_b32 v241, v242, v241, s45
	v_accvgpr_read_b32 v242, a174
	v_accvgpr_read_b32 v243, a176
	v_perm_b32 v242, v243, v242, s45
	v_accvgpr_read_b32 v243, a179
	v_perm_b32 v243, v253, v243, s45
	v_cndmask_b32_e64 v248, v240, v242, s[36:37]
	ds_bpermute_b32 v250, v252, v248
	v_cndmask_b32_e64 v248, v241, v243, s[36:37]
	ds_bpermute_b32 v251, v252, v248
	v_accvgpr_read_b32 v252, a144
	v_mov_b64_e32 v[12:13], v[172:173]
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v248, v250, v240, s[36:37]
	v_cndmask_b32_e64 v250, v242, v250, s[36:37]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v249, v251, v241, s[36:37]
	v_cndmask_b32_e64 v251, v243, v251, s[36:37]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v252 offset1:4
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[98:113], v[246:247], v[240:241], a[98:113]
	v_mov_b64_e32 v[14:15], v[174:175]
	v_accvgpr_read_b32 v193, a49
	v_accvgpr_read_b32 v192, a48
	v_mov_b64_e32 v[66:67], v[178:179]
	v_mov_b64_e32 v[68:69], v[180:181]
	v_mov_b64_e32 v[70:71], v[182:183]
	v_mov_b64_e32 v[72:73], v[184:185]
	v_mfma_f32_32x32x8_f16 v[224:239], v[248:249], v[240:241], v[224:239]
	v_mov_b64_e32 v[74:75], v[186:187]
	v_mov_b64_e32 v[76:77], v[188:189]
	v_mov_b64_e32 v[78:79], v[190:191]
	v_mfma_f32_32x32x8_f16 a[114:129], v[244:245], v[240:241], a[114:129]
	v_mfma_f32_32x32x8_f16 a[80:95], v[250:251], v[240:241], a[80:95]
	v_mfma_f32_32x32x8_f16 a[236:251], v[244:245], v[242:243], a[236:251]
	v_mfma_f32_32x32x8_f16 a[220:235], v[246:247], v[242:243], a[220:235]
	v_mfma_f32_32x32x8_f16 a[204:219], v[248:249], v[242:243], a[204:219]
	v_mfma_f32_32x32x8_f16 a[188:203], v[250:251], v[242:243], a[188:203]
	.loc	1 50 13                         ; k_matmul.py:50:13
	ds_read2st64_b64 v[240:243], v252 offset0:8 offset1:12
	.loc	1 54 15                         ; k_matmul.py:54:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[246:247], v[242:243], v[0:15]
	v_mfma_f32_32x32x8_f16 v[192:207], v[250:251], v[240:241], v[192:207]
	s_nop 9
	v_mov_b64_e32 v[222:223], v[14:15]
	v_mov_b64_e32 v[220:221], v[12:13]
	v_mov_b64_e32 v[218:219], v[10:11]
	v_mov_b64_e32 v[216:217], v[8:9]
	v_mov_b64_e32 v[214:215], v[6:7]
	v_mov_b64_e32 v[212:213], v[4:5]
	v_mov_b64_e32 v[210:211], v[2:3]
	v_mov_b64_e32 v[208:209], v[0:1]
	v_accvgpr_read_b32 v0, a32
	v_accvgpr_read_b32 v1, a33
	v_accvgpr_read_b32 v2, a34
	v_accvgpr_read_b32 v3, a35
	v_accvgpr_read_b32 v4, a36
	v_accvgpr_read_b32 v5, a37
	v_accvgpr_read_b32 v6, a38
	v_accvgpr_read_b32 v7, a39
	v_accvgpr_read_b32 v8, a40
	v_accvgpr_read_b32 v9, a41
	v_accvgpr_read_b32 v10, a42
	v_accvgpr_read_b32 v11, a43
	v_accvgpr_read_b32 v12, a44
	v_accvgpr_read_b32 v13, a45
	v_accvgpr_read_b32 v14, a46
	v_accvgpr_read_b32 v15, a47
	v_mfma_f32_32x32x8_f16 v[96:111], v[244:245], v[240:241], v[96:111]
	v_mov_b64_e32 v[80:81], v[192:193]
	v_mov_b64_e32 v[82:83], v[194:195]
	v_mov_b64_e32 v[84:85], v[196:197]
	v_mov_b64_e32 v[86:87], v[198:199]
	v_mov_b64_e32 v[88:89], v[200:201]
	v_mov_b64_e32 v[90:91], v[202:203]
	v_mov_b64_e32 v[92:93], v[204:205]
	v_mfma_f32_32x32x8_f16 v[0:15], v[248:249], v[242:243], v[0:15]
	s_nop 10
	scratch_store_dwordx4 off, v[0:3], off offset:64 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:80 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:96 ; 16-byte Folded Spill
	v_mfma_f32_32x32x8_f16 v[144:159], v[244:245], v[242:243], v[144:159]
	v_mov_b64_e32 v[94:95], v[206:207]
	s_nop 9
	scratch_store_dwordx4 off, v[144:147], off offset:128 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[148:151], off offset:144 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[152:155], off offset:160 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[156:159], off offset:176 ; 16-byte Folded Spill
	v_mfma_f32_32x32x8_f16 v[16:31], v[246:247], v[240:241], v[16:31]
	v_accvgpr_write_b32 a187, v15           ;  Reload Reuse
	v_mfma_f32_32x32x8_f16 v[64:79], v[248:249], v[240:241], v[64:79]
	scratch_store_dwordx3 off, v[12:14], off offset:112 ; 12-byte Folded Spill
	v_mfma_f32_32x32x8_f16 v[128:143], v[250:251], v[242:243], v[128:143]
	s_nop 10
	scratch_store_dwordx4 off, v[128:131], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[132:135], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[136:139], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[140:143], off offset:48 ; 16-byte Folded Spill
	.loc	1 48 5                          ; k_matmul.py:48:5
	s_cbranch_scc0 .LBB0_259
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	v_accvgpr_read_b32 v112, a97
	.loc	1 50 94 is_stmt 1               ; k_matmul.py:50:94
	v_add_u32_e32 v240, s50, v112
	.loc	1 50 73 is_stmt 0               ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 4
	.loc	1 50 94                         ; k_matmul.py:50:94
	v_cmp_gt_i32_e32 vcc, s10, v240
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s47, v255, 5
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_ashrrev_i32_e32 v241, 31, v240
	v_accvgpr_write_b32 a0, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	scratch_load_dwordx2 v[0:1], off, off offset:192 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a0, v[242:243], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 6
	v_readlane_b32 s47, v255, 7
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:200 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a2, v[242:243], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 8
	v_readlane_b32 s47, v255, 9
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:208 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a1, v[242:243], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 10
	v_readlane_b32 s47, v255, 11
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:216 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a4, v[242:243], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 12
	v_readlane_b32 s47, v255, 13
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:224 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a3, v[242:243], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 14
	v_readlane_b32 s47, v255, 15
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:232 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a6, v[242:243], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 16
	v_readlane_b32 s47, v255, 17
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:240 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a5, v[242:243], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 18
	v_readlane_b32 s47, v255, 19
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:248 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a7, v[242:243], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 20
	v_readlane_b32 s47, v255, 21
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:256 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a8, v[242:243], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 22
	v_readlane_b32 s47, v255, 23
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:264 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a10, v[242:243], off
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 24
	v_readlane_b32 s47, v255, 25
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:272 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a9, v[242:243], off
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 26
	v_readlane_b32 s47, v255, 27
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:280 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a12, v[242:243], off
.LBB0_27:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 28
	v_readlane_b32 s47, v255, 29
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:288 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a11, v[242:243], off
.LBB0_29:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 30
	v_readlane_b32 s47, v255, 31
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:296 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a14, v[242:243], off
.LBB0_31:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 32
	v_readlane_b32 s47, v255, 33
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:304 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a13, v[242:243], off
.LBB0_33:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 34
	v_readlane_b32 s47, v255, 35
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a16, 0
	v_accvgpr_write_b32 a15, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_35
; %bb.34:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:312 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a15, v[242:243], off
.LBB0_35:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 36
	v_readlane_b32 s47, v255, 37
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:320 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a16, v[242:243], off
.LBB0_37:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 38
	v_readlane_b32 s47, v255, 39
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a17, 0
	v_accvgpr_write_b32 a18, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:328 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a18, v[242:243], off
.LBB0_39:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 40
	v_readlane_b32 s47, v255, 41
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:336 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a17, v[242:243], off
.LBB0_41:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 42
	v_readlane_b32 s47, v255, 43
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a19, 0
	v_accvgpr_write_b32 a20, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:344 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a20, v[242:243], off
.LBB0_43:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 44
	v_readlane_b32 s47, v255, 45
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:352 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a19, v[242:243], off
.LBB0_45:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 46
	v_readlane_b32 s47, v255, 47
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a21, 0
	v_accvgpr_write_b32 a22, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:360 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a22, v[242:243], off
.LBB0_47:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 48
	v_readlane_b32 s47, v255, 49
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_49
; %bb.48:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:368 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a21, v[242:243], off
.LBB0_49:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 50
	v_readlane_b32 s47, v255, 51
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a24, 0
	v_accvgpr_write_b32 a23, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_51
; %bb.50:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:376 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a23, v[242:243], off
.LBB0_51:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 52
	v_readlane_b32 s47, v255, 53
	s_and_b64 s[52:53], s[46:47], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:384 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a24, v[242:243], off
.LBB0_53:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	v_readlane_b32 s46, v255, 54
	v_readlane_b32 s47, v255, 55
	s_and_b64 s[52:53], s[46:47], vcc
	v_accvgpr_write_b32 a25, 0
	v_accvgpr_write_b32 a26, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_55
; %bb.54:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:392 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a26, v[242:243], off
.LBB0_55:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[54:55], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_57
; %bb.56:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:400 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a25, v[242:243], off
.LBB0_57:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[56:57], vcc
	v_accvgpr_write_b32 a27, 0
	v_accvgpr_write_b32 a28, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_59
; %bb.58:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:408 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a28, v[242:243], off
.LBB0_59:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[58:59], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_61
; %bb.60:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:416 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a27, v[242:243], off
.LBB0_61:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[60:61], vcc
	v_accvgpr_write_b32 a29, 0
	v_accvgpr_write_b32 a30, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_63
; %bb.62:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:424 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a30, v[242:243], off
.LBB0_63:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[62:63], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_65
; %bb.64:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:432 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a29, v[242:243], off
.LBB0_65:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[64:65], vcc
	v_accvgpr_write_b32 a32, 0
	v_accvgpr_write_b32 a31, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_67
; %bb.66:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:440 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a31, v[242:243], off
.LBB0_67:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[66:67], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:448 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a32, v[242:243], off
.LBB0_69:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[68:69], vcc
	v_accvgpr_write_b32 a33, 0
	v_accvgpr_write_b32 a34, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_71
; %bb.70:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:456 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a34, v[242:243], off
.LBB0_71:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[70:71], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:464 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a33, v[242:243], off
.LBB0_73:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[72:73], vcc
	v_accvgpr_write_b32 a35, 0
	v_accvgpr_write_b32 a36, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_75
; %bb.74:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:472 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a36, v[242:243], off
.LBB0_75:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[74:75], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:480 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a35, v[242:243], off
.LBB0_77:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[76:77], vcc
	v_accvgpr_write_b32 a37, 0
	v_accvgpr_write_b32 a38, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:488 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a38, v[242:243], off
.LBB0_79:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[78:79], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:496 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a37, v[242:243], off
.LBB0_81:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[80:81], vcc
	v_accvgpr_write_b32 a40, 0
	v_accvgpr_write_b32 a39, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:504 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a39, v[242:243], off
.LBB0_83:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[82:83], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:512 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a40, v[242:243], off
.LBB0_85:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[84:85], vcc
	v_accvgpr_write_b32 a41, 0
	v_accvgpr_write_b32 a42, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:520 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a42, v[242:243], off
.LBB0_87:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[86:87], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:528 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a41, v[242:243], off
.LBB0_89:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[88:89], vcc
	v_accvgpr_write_b32 a43, 0
	v_accvgpr_write_b32 a44, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:536 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a44, v[242:243], off
.LBB0_91:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[90:91], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:544 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a43, v[242:243], off
.LBB0_93:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[92:93], vcc
	v_accvgpr_write_b32 a45, 0
	v_accvgpr_write_b32 a46, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_95
; %bb.94:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:552 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a46, v[242:243], off
.LBB0_95:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[94:95], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_97
; %bb.96:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:560 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a45, v[242:243], off
.LBB0_97:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[96:97], vcc
	v_accvgpr_write_b32 a48, 0
	v_accvgpr_write_b32 a47, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_99
; %bb.98:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:568 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a47, v[242:243], off
.LBB0_99:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[98:99], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_101
; %bb.100:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:576 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a48, v[242:243], off
.LBB0_101:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[6:7], vcc
	v_accvgpr_write_b32 a49, 0
	v_accvgpr_write_b32 a50, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_103
; %bb.102:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:584 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a50, v[242:243], off
.LBB0_103:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[0:1], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_105
; %bb.104:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:592 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a49, v[242:243], off
.LBB0_105:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[2:3], vcc
	v_accvgpr_write_b32 a51, 0
	v_accvgpr_write_b32 a52, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_107
; %bb.106:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:600 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a52, v[242:243], off
.LBB0_107:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[4:5], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_109
; %bb.108:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:608 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a51, v[242:243], off
.LBB0_109:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[40:41], vcc
	v_accvgpr_write_b32 a53, 0
	v_accvgpr_write_b32 a54, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_111
; %bb.110:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:616 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a54, v[242:243], off
.LBB0_111:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[42:43], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_113
; %bb.112:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:624 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a53, v[242:243], off
.LBB0_113:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[38:39], vcc
	v_accvgpr_write_b32 a56, 0
	v_accvgpr_write_b32 a55, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_115
; %bb.114:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:632 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a55, v[242:243], off
.LBB0_115:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[14:15], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_117
; %bb.116:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:640 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a56, v[242:243], off
.LBB0_117:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[16:17], vcc
	v_accvgpr_write_b32 a57, 0
	v_accvgpr_write_b32 a58, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_119
; %bb.118:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:648 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a58, v[242:243], off
.LBB0_119:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[18:19], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_121
; %bb.120:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:656 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a57, v[242:243], off
.LBB0_121:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[20:21], vcc
	v_accvgpr_write_b32 a59, 0
	v_accvgpr_write_b32 a60, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_123
; %bb.122:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:664 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a60, v[242:243], off
.LBB0_123:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[22:23], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 50 21                         ; k_matmul.py:50:21
	scratch_load_dwordx2 v[0:1], off, off offset:672 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a59, v[242:243], off
.LBB0_125:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[24:25], vcc
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a62, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_127
; %bb.126:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v0, a252
	v_accvgpr_read_b32 v1, a253
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a62, v[242:243], off
.LBB0_127:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[26:27], vcc
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_129
; %bb.128:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v0, a254
	v_accvgpr_read_b32 v1, a255
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[242:243], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a61, v[242:243], off
.LBB0_129:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 50 73                         ; k_matmul.py:50:73
	s_and_b64 s[52:53], s[28:29], vcc
	v_accvgpr_write_b32 a63, 0
	.loc	1 50 13                         ; k_matmul.py:50:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_131
; %bb.130:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_accvgpr_read_b32 v0, a130
	v_accvgpr_read_b32 v1, a131
	.loc	1 50 21                         ; k_matmul.py:50:21
	v_lshl_add_u64 v[240:241], v[240:241], 1, v[0:1]
	.loc	1 50 13                         ; k_matmul.py:50:13
	global_load_ushort a63, v[240:241], off
.LBB0_131:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 21 is_stmt 1               ; k_matmul.py:52:21
	s_ashr_i32 s45, s44, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13 is_stmt 0               ; k_matmul.py:52:13
	v_mov_b32_e32 v113, 0
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[44:45], 1, v[0:1]
	v_mov_b32_e32 v115, v113
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_133
; %bb.132:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v115, v[240:241], off
.LBB0_133:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[34:35]
	s_cbranch_execz .LBB0_135
; %bb.134:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v113, v[240:241], off offset:128
.LBB0_135:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 1
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s12, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v116, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v118, v116
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_137
; %bb.136:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v118, v[240:241], off
.LBB0_137:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_139
; %bb.138:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v116, v[240:241], off offset:128
.LBB0_139:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 2
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s49, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v119, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v121, v119
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_141
; %bb.140:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v121, v[240:241], off
.LBB0_141:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_143
; %bb.142:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v119, v[240:241], off offset:128
.LBB0_143:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 3
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 3
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v249, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v123, v249
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_145
; %bb.144:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v123, v[240:241], off
.LBB0_145:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_147
; %bb.146:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v249, v[240:241], off offset:128
.LBB0_147:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 4
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s48, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v248, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v125, v248
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_149
; %bb.148:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v125, v[240:241], off
.LBB0_149:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_151
; %bb.150:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v248, v[240:241], off offset:128
.LBB0_151:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 5
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 5
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v247, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v126, v247
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_153
; %bb.152:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v126, v[240:241], off
.LBB0_153:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_155
; %bb.154:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v247, v[240:241], off offset:128
.LBB0_155:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 6
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 6
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v122, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v127, v122
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_157
; %bb.156:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v127, v[240:241], off
.LBB0_157:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_159
; %bb.158:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v122, v[240:241], off offset:128
.LBB0_159:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 7
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 7
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v124, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v128, v124
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_161
; %bb.160:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v128, v[240:241], off
.LBB0_161:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_163
; %bb.162:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v124, v[240:241], off offset:128
.LBB0_163:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 8
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s33, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a184, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v129, a184
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_165
; %bb.164:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v129, v[240:241], off
.LBB0_165:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_167
; %bb.166:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a184, v[240:241], off offset:128
.LBB0_167:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 9
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 9
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a145, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v130, a145
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_169
; %bb.168:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v130, v[240:241], off
.LBB0_169:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_171
; %bb.170:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a145, v[240:241], off offset:128
.LBB0_171:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 10
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 10
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a146, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v131, a146
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_173
; %bb.172:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v131, v[240:241], off
.LBB0_173:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_175
; %bb.174:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a146, v[240:241], off offset:128
.LBB0_175:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 11
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 11
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a147, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v132, a147
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_177
; %bb.176:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v132, v[240:241], off
.LBB0_177:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_179
; %bb.178:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a147, v[240:241], off offset:128
.LBB0_179:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 12
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 12
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a148, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v242, a148
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_181
; %bb.180:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v242, v[240:241], off
.LBB0_181:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_183
; %bb.182:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a148, v[240:241], off offset:128
.LBB0_183:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 13
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 13
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v3, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v244, v3
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_185
; %bb.184:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v244, v[240:241], off
.LBB0_185:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_187
; %bb.186:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v3, v[240:241], off offset:128
.LBB0_187:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 14
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 14
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a150, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v4, a150
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_189
; %bb.188:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v4, v[240:241], off
.LBB0_189:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_191
; %bb.190:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a150, v[240:241], off offset:128
.LBB0_191:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 15
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 15
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a153, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_mov_b32 a154, a153
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_193
; %bb.192:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a154, v[240:241], off
.LBB0_193:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_195
; %bb.194:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a153, v[240:241], off offset:128
.LBB0_195:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 16
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s13, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a152, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v251, a152
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_197
; %bb.196:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v251, v[240:241], off
.LBB0_197:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_199
; %bb.198:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a152, v[240:241], off offset:128
.LBB0_199:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 17
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 17
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v7, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v246, v7
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_201
; %bb.200:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v246, v[240:241], off
.LBB0_201:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_203
; %bb.202:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v7, v[240:241], off offset:128
.LBB0_203:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 18
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 18
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a156, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v250, a156
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_205
; %bb.204:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v250, v[240:241], off
.LBB0_205:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_207
; %bb.206:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a156, v[240:241], off offset:128
.LBB0_207:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 19
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 19
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_mov_b32_e32 v9, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_mov_b32_e32 v243, v9
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_209
; %bb.208:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v243, v[240:241], off
.LBB0_209:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_211
; %bb.210:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v9, v[240:241], off offset:128
.LBB0_211:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 20
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 20
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a158, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v10, a158
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_213
; %bb.212:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v10, v[240:241], off
.LBB0_213:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_215
; %bb.214:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a158, v[240:241], off offset:128
.LBB0_215:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 21
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 21
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a160, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v11, a160
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_217
; %bb.216:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v11, v[240:241], off
.LBB0_217:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_219
; %bb.218:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a160, v[240:241], off offset:128
.LBB0_219:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 22
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 22
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a162, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v12, a162
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_221
; %bb.220:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v12, v[240:241], off
.LBB0_221:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_223
; %bb.222:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a162, v[240:241], off offset:128
.LBB0_223:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 23
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 23
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a165, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v14, a165
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_225
; %bb.224:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v14, v[240:241], off
.LBB0_225:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_227
; %bb.226:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a165, v[240:241], off offset:128
.LBB0_227:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 24
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 24
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a164, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_mov_b32 a166, a164
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_229
; %bb.228:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a166, v[240:241], off
.LBB0_229:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_231
; %bb.230:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a164, v[240:241], off offset:128
.LBB0_231:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 25
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 25
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a168, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v15, a168
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_233
; %bb.232:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v15, v[240:241], off
.LBB0_233:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_235
; %bb.234:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a168, v[240:241], off offset:128
.LBB0_235:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 26
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 26
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a170, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v112, a170
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_237
; %bb.236:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v112, v[240:241], off
.LBB0_237:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_239
; %bb.238:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a170, v[240:241], off offset:128
.LBB0_239:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 27
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 27
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a172, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v114, a172
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_241
; %bb.240:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v114, v[240:241], off
.LBB0_241:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_243
; %bb.242:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a172, v[240:241], off offset:128
.LBB0_243:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 28
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 28
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a174, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v117, a174
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_245
; %bb.244:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v117, v[240:241], off
.LBB0_245:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_247
; %bb.246:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a174, v[240:241], off offset:128
.LBB0_247:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 29
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 29
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a176, 0
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	v_accvgpr_read_b32 v120, a176
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_249
; %bb.248:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v120, v[240:241], off
.LBB0_249:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_251
; %bb.250:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a176, v[240:241], off offset:128
.LBB0_251:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 30
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 30
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 29 is_stmt 0               ; k_matmul.py:52:29
	s_add_i32 s46, s45, s44
	.loc	1 52 21                         ; k_matmul.py:52:21
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a178, 0
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_253
; %bb.252:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a178, v[240:241], off
.LBB0_253:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	v_accvgpr_write_b32 a179, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_255
; %bb.254:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a179, v[240:241], off offset:128
.LBB0_255:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 49 14 is_stmt 1               ; k_matmul.py:49:14
	s_add_i32 s45, s50, 31
	.loc	1 52 74                         ; k_matmul.py:52:74
	s_cmp_lt_i32 s45, s10
	s_mul_i32 s45, s12, 31
	s_cselect_b64 vcc, -1, 0
	.loc	1 52 21 is_stmt 0               ; k_matmul.py:52:21
	s_add_i32 s46, s45, s44
	s_ashr_i32 s47, s46, 31
	v_accvgpr_read_b32 v0, a142
	v_accvgpr_read_b32 v1, a143
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[30:31], vcc
	.loc	1 52 21                         ; k_matmul.py:52:21
	v_lshl_add_u64 v[240:241], s[46:47], 1, v[0:1]
	.loc	1 52 13                         ; k_matmul.py:52:13
	v_accvgpr_write_b32 a180, 0
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_257
; %bb.256:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort a180, v[240:241], off
.LBB0_257:                              ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_or_b64 exec, exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a177, v120
	v_accvgpr_write_b32 a175, v117
	v_accvgpr_write_b32 a173, v114
	v_accvgpr_write_b32 a171, v112
	v_accvgpr_write_b32 a169, v15
	v_accvgpr_write_b32 a167, v14
	v_accvgpr_write_b32 a163, v12
	v_accvgpr_write_b32 a161, v11
	v_accvgpr_write_b32 a159, v10
	v_accvgpr_write_b32 a157, v9
	v_accvgpr_write_b32 a155, v7
	v_accvgpr_write_b32 a151, v4
	v_accvgpr_write_b32 a149, v3
	.loc	1 52 73                         ; k_matmul.py:52:73
	s_and_b64 s[52:53], s[34:35], vcc
	v_mov_b32_e32 v253, 0
	.loc	1 52 13                         ; k_matmul.py:52:13
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_2
; %bb.258:                              ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v253, v[240:241], off offset:128
	s_branch .LBB0_2
.LBB0_259:                              ; %Flow
	.loc	1 0 13                          ; k_matmul.py:0:13
	scratch_load_dword v240, off, off offset:680 ; 4-byte Folded Reload
	v_readlane_b32 s13, v255, 2
	v_readlane_b32 s0, v255, 3
	s_mov_b32 s1, s51
	v_accvgpr_read_b32 v241, a97
	s_branch .LBB0_261
.LBB0_260:
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v15, v127
	v_mov_b32_e32 v14, v127
	v_mov_b32_e32 v13, v127
	v_mov_b32_e32 v12, v127
	v_mov_b32_e32 v11, v127
	v_mov_b32_e32 v10, v127
	v_mov_b32_e32 v9, v127
	v_mov_b32_e32 v8, v127
	v_mov_b32_e32 v7, v127
	v_mov_b32_e32 v6, v127
	v_mov_b32_e32 v5, v127
	v_mov_b32_e32 v4, v127
	v_mov_b32_e32 v3, v127
	v_mov_b32_e32 v2, v127
	v_mov_b32_e32 v1, v127
	v_mov_b32_e32 v0, v127
	scratch_store_dwordx4 off, v[0:3], off offset:64 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:80 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:96 ; 16-byte Folded Spill
	v_mov_b32_e32 v126, v127
	v_mov_b32_e32 v125, v127
	v_mov_b32_e32 v124, v127
	v_mov_b32_e32 v123, v127
	v_mov_b32_e32 v122, v127
	v_mov_b32_e32 v121, v127
	v_mov_b32_e32 v120, v127
	v_mov_b32_e32 v119, v127
	v_mov_b32_e32 v118, v127
	v_mov_b32_e32 v117, v127
	v_mov_b32_e32 v116, v127
	v_mov_b32_e32 v115, v127
	v_mov_b32_e32 v114, v127
	v_mov_b32_e32 v113, v127
	v_mov_b32_e32 v112, v127
	v_mov_b32_e32 v111, v127
	v_mov_b32_e32 v110, v127
	v_mov_b32_e32 v109, v127
	v_mov_b32_e32 v108, v127
	v_mov_b32_e32 v107, v127
	v_mov_b32_e32 v106, v127
	v_mov_b32_e32 v105, v127
	v_mov_b32_e32 v104, v127
	v_mov_b32_e32 v103, v127
	v_mov_b32_e32 v102, v127
	v_mov_b32_e32 v101, v127
	v_mov_b32_e32 v100, v127
	v_mov_b32_e32 v99, v127
	v_mov_b32_e32 v98, v127
	v_mov_b32_e32 v97, v127
	v_mov_b32_e32 v96, v127
	v_accvgpr_write_b32 a203, v127
	v_accvgpr_write_b32 a202, v127
	v_accvgpr_write_b32 a201, v127
	v_accvgpr_write_b32 a200, v127
	v_accvgpr_write_b32 a199, v127
	v_accvgpr_write_b32 a198, v127
	v_accvgpr_write_b32 a197, v127
	v_accvgpr_write_b32 a196, v127
	v_accvgpr_write_b32 a195, v127
	v_accvgpr_write_b32 a194, v127
	v_accvgpr_write_b32 a193, v127
	v_accvgpr_write_b32 a192, v127
	v_accvgpr_write_b32 a191, v127
	v_accvgpr_write_b32 a190, v127
	v_accvgpr_write_b32 a189, v127
	v_accvgpr_write_b32 a188, v127
	v_accvgpr_write_b32 a219, v127
	v_accvgpr_write_b32 a218, v127
	v_accvgpr_write_b32 a217, v127
	v_accvgpr_write_b32 a216, v127
	v_accvgpr_write_b32 a215, v127
	v_accvgpr_write_b32 a214, v127
	v_accvgpr_write_b32 a213, v127
	v_accvgpr_write_b32 a212, v127
	v_accvgpr_write_b32 a211, v127
	v_accvgpr_write_b32 a210, v127
	v_accvgpr_write_b32 a209, v127
	v_accvgpr_write_b32 a208, v127
	v_accvgpr_write_b32 a207, v127
	v_accvgpr_write_b32 a206, v127
	v_accvgpr_write_b32 a205, v127
	v_accvgpr_write_b32 a204, v127
	v_accvgpr_write_b32 a235, v127
	v_accvgpr_write_b32 a234, v127
	v_accvgpr_write_b32 a233, v127
	v_accvgpr_write_b32 a232, v127
	v_accvgpr_write_b32 a231, v127
	v_accvgpr_write_b32 a230, v127
	v_accvgpr_write_b32 a229, v127
	v_accvgpr_write_b32 a228, v127
	v_accvgpr_write_b32 a227, v127
	v_accvgpr_write_b32 a226, v127
	v_accvgpr_write_b32 a225, v127
	v_accvgpr_write_b32 a224, v127
	v_accvgpr_write_b32 a223, v127
	v_accvgpr_write_b32 a222, v127
	v_accvgpr_write_b32 a187, v15           ;  Reload Reuse
	scratch_store_dwordx3 off, v[12:14], off offset:112 ; 12-byte Folded Spill
	v_mov_b64_e32 v[222:223], v[14:15]
	v_mov_b64_e32 v[220:221], v[12:13]
	v_mov_b64_e32 v[218:219], v[10:11]
	v_mov_b64_e32 v[216:217], v[8:9]
	v_mov_b64_e32 v[214:215], v[6:7]
	v_mov_b64_e32 v[212:213], v[4:5]
	v_mov_b64_e32 v[210:211], v[2:3]
	v_mov_b64_e32 v[208:209], v[0:1]
	scratch_store_dwordx4 off, v[0:3], off offset:128 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:144 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:160 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[12:15], off offset:176 ; 16-byte Folded Spill
	v_accvgpr_write_b32 a221, v127
	v_accvgpr_write_b32 a220, v127
	v_accvgpr_write_b32 a251, v127
	v_accvgpr_write_b32 a250, v127
	v_accvgpr_write_b32 a249, v127
	v_accvgpr_write_b32 a248, v127
	v_accvgpr_write_b32 a247, v127
	v_accvgpr_write_b32 a246, v127
	v_accvgpr_write_b32 a245, v127
	v_accvgpr_write_b32 a244, v127
	v_accvgpr_write_b32 a243, v127
	v_accvgpr_write_b32 a242, v127
	v_accvgpr_write_b32 a241, v127
	v_accvgpr_write_b32 a240, v127
	v_accvgpr_write_b32 a239, v127
	v_accvgpr_write_b32 a238, v127
	v_accvgpr_write_b32 a237, v127
	v_accvgpr_write_b32 a236, v127
	v_accvgpr_write_b32 a95, v127
	v_accvgpr_write_b32 a94, v127
	v_accvgpr_write_b32 a93, v127
	v_accvgpr_write_b32 a92, v127
	v_accvgpr_write_b32 a91, v127
	v_accvgpr_write_b32 a90, v127
	v_accvgpr_write_b32 a89, v127
	v_accvgpr_write_b32 a88, v127
	v_accvgpr_write_b32 a87, v127
	v_accvgpr_write_b32 a86, v127
	v_accvgpr_write_b32 a85, v127
	v_accvgpr_write_b32 a84, v127
	v_accvgpr_write_b32 a83, v127
	v_accvgpr_write_b32 a82, v127
	v_accvgpr_write_b32 a81, v127
	v_accvgpr_write_b32 a80, v127
	v_mov_b32_e32 v239, v127
	v_mov_b32_e32 v238, v127
	v_mov_b32_e32 v237, v127
	v_mov_b32_e32 v236, v127
	v_mov_b32_e32 v235, v127
	v_mov_b32_e32 v234, v127
	v_mov_b32_e32 v233, v127
	v_mov_b32_e32 v232, v127
	v_mov_b32_e32 v231, v127
	v_mov_b32_e32 v230, v127
	v_mov_b32_e32 v229, v127
	v_mov_b32_e32 v228, v127
	v_mov_b32_e32 v227, v127
	v_mov_b32_e32 v226, v127
	v_mov_b32_e32 v225, v127
	v_mov_b32_e32 v224, v127
	scratch_store_dwordx4 off, v[112:115], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[116:119], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[120:123], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[124:127], off offset:48 ; 16-byte Folded Spill
	v_mov_b64_e32 v[94:95], v[14:15]
	v_mov_b64_e32 v[92:93], v[12:13]
	v_mov_b64_e32 v[90:91], v[10:11]
	v_mov_b64_e32 v[88:89], v[8:9]
	v_mov_b64_e32 v[86:87], v[6:7]
	v_mov_b64_e32 v[84:85], v[4:5]
	v_mov_b64_e32 v[82:83], v[2:3]
	v_mov_b64_e32 v[80:81], v[0:1]
	v_mov_b64_e32 v[78:79], v[14:15]
	v_mov_b64_e32 v[76:77], v[12:13]
	v_mov_b64_e32 v[74:75], v[10:11]
	v_mov_b64_e32 v[72:73], v[8:9]
	v_mov_b64_e32 v[70:71], v[6:7]
	v_mov_b64_e32 v[68:69], v[4:5]
	v_mov_b64_e32 v[66:67], v[2:3]
	v_mov_b64_e32 v[64:65], v[0:1]
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_accvgpr_write_b32 a113, v15
	v_accvgpr_write_b32 a112, v14
	v_accvgpr_write_b32 a111, v13
	v_accvgpr_write_b32 a110, v12
	v_accvgpr_write_b32 a109, v11
	v_accvgpr_write_b32 a108, v10
	v_accvgpr_write_b32 a107, v9
	v_accvgpr_write_b32 a106, v8
	v_accvgpr_write_b32 a105, v7
	v_accvgpr_write_b32 a104, v6
	v_accvgpr_write_b32 a103, v5
	v_accvgpr_write_b32 a102, v4
	v_accvgpr_write_b32 a101, v3
	v_accvgpr_write_b32 a100, v2
	v_accvgpr_write_b32 a99, v1
	v_accvgpr_write_b32 a98, v0
	v_accvgpr_write_b32 a129, v15
	v_accvgpr_write_b32 a128, v14
	v_accvgpr_write_b32 a127, v13
	v_accvgpr_write_b32 a126, v12
	v_accvgpr_write_b32 a125, v11
	v_accvgpr_write_b32 a124, v10
	v_accvgpr_write_b32 a123, v9
	v_accvgpr_write_b32 a122, v8
	v_accvgpr_write_b32 a121, v7
	v_accvgpr_write_b32 a120, v6
	v_accvgpr_write_b32 a119, v5
	v_accvgpr_write_b32 a118, v4
	v_accvgpr_write_b32 a117, v3
	v_accvgpr_write_b32 a116, v2
	v_accvgpr_write_b32 a115, v1
	v_accvgpr_write_b32 a114, v0
.LBB0_261:                              ; %._crit_edge
	.loc	1 44 39 is_stmt 1               ; k_matmul.py:44:39
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v240, 3, v240
	.loc	1 45 10                         ; k_matmul.py:45:10
	v_or_b32_e32 v240, s1, v240
	.loc	1 44 10                         ; k_matmul.py:44:10
	v_or_b32_e32 v244, s0, v241
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v240
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v244
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v242, s13, v244
	v_writelane_b32 v255, s0, 4
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_ashrrev_i32_e32 v243, 31, v242
	v_writelane_b32 v255, s1, 5
	v_ashrrev_i32_e32 v241, 31, v240
	v_readlane_b32 s0, v255, 0
	v_readlane_b32 s1, v255, 1
	s_nop 1
	v_lshl_add_u64 v[242:243], v[242:243], 2, s[0:1]
	v_lshl_add_u64 v[242:243], v[240:241], 2, v[242:243]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_263
; %bb.262:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v0, a114
	v_accvgpr_read_b32 v1, a115
	v_accvgpr_read_b32 v2, a116
	v_accvgpr_read_b32 v3, a117
	v_accvgpr_read_b32 v4, a118
	v_accvgpr_read_b32 v5, a119
	v_accvgpr_read_b32 v6, a120
	v_accvgpr_read_b32 v7, a121
	v_accvgpr_read_b32 v8, a122
	v_accvgpr_read_b32 v9, a123
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v0, off
.LBB0_263:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 1, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 6
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 7
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_265
; %bb.264:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v1, a115
	v_accvgpr_read_b32 v2, a116
	v_accvgpr_read_b32 v3, a117
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v1, off offset:4
.LBB0_265:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 2, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 8
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 9
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_267
; %bb.266:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a116
	v_accvgpr_read_b32 v3, a117
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v2, off offset:8
.LBB0_267:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 3, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 10
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 11
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_269
; %bb.268:
	global_store_dword v[242:243], a117, off offset:12
.LBB0_269:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 8, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 12
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 13
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_271
; %bb.270:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v4, a118
	v_accvgpr_read_b32 v5, a119
	v_accvgpr_read_b32 v6, a120
	v_accvgpr_read_b32 v7, a121
	v_accvgpr_read_b32 v8, a122
	v_accvgpr_read_b32 v9, a123
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v4, off offset:32
.LBB0_271:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 9, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 14
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 15
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_273
; %bb.272:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v5, a119
	v_accvgpr_read_b32 v6, a120
	v_accvgpr_read_b32 v7, a121
	v_accvgpr_read_b32 v8, a122
	v_accvgpr_read_b32 v9, a123
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v5, off offset:36
.LBB0_273:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 10, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 16
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 17
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_275
; %bb.274:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v6, a120
	v_accvgpr_read_b32 v7, a121
	v_accvgpr_read_b32 v8, a122
	v_accvgpr_read_b32 v9, a123
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v6, off offset:40
.LBB0_275:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 11, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 18
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 19
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_277
; %bb.276:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v7, a121
	v_accvgpr_read_b32 v8, a122
	v_accvgpr_read_b32 v9, a123
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v7, off offset:44
.LBB0_277:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 16, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 20
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 21
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_279
; %bb.278:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v8, a122
	v_accvgpr_read_b32 v9, a123
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v8, off offset:64
.LBB0_279:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 17, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 22
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 23
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_281
; %bb.280:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a123
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v9, off offset:68
.LBB0_281:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 18, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 24
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 25
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_283
; %bb.282:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a124
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v10, off offset:72
.LBB0_283:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 19, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 26
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 27
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_285
; %bb.284:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a125
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v11, off offset:76
.LBB0_285:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 24, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 28
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 29
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_287
; %bb.286:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a126
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v12, off offset:96
.LBB0_287:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 25, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 30
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 31
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_289
; %bb.288:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a127
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v13, off offset:100
.LBB0_289:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 26, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 32
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 33
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_291
; %bb.290:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a128
	v_accvgpr_read_b32 v15, a129
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v14, off offset:104
.LBB0_291:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 27, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 34
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 35
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_293
; %bb.292:
	global_store_dword v[242:243], a129, off offset:108
.LBB0_293:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 32, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 36
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 37
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_295
; %bb.294:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v0, a98
	v_accvgpr_read_b32 v1, a99
	v_accvgpr_read_b32 v2, a100
	v_accvgpr_read_b32 v3, a101
	v_accvgpr_read_b32 v4, a102
	v_accvgpr_read_b32 v5, a103
	v_accvgpr_read_b32 v6, a104
	v_accvgpr_read_b32 v7, a105
	v_accvgpr_read_b32 v8, a106
	v_accvgpr_read_b32 v9, a107
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v0, off offset:128
.LBB0_295:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 33, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 38
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 39
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_297
; %bb.296:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v1, a99
	v_accvgpr_read_b32 v2, a100
	v_accvgpr_read_b32 v3, a101
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v1, off offset:132
.LBB0_297:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 34, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_nop 1
	v_writelane_b32 v255, s0, 40
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[0:1]
	s_nop 0
	v_writelane_b32 v255, s1, 41
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_299
; %bb.298:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a100
	v_accvgpr_read_b32 v3, a101
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v2, off offset:136
.LBB0_299:
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
	s_cbranch_execz .LBB0_301
; %bb.300:
	global_store_dword v[242:243], a101, off offset:140
.LBB0_301:
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
	s_cbranch_execz .LBB0_303
; %bb.302:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v4, a102
	v_accvgpr_read_b32 v5, a103
	v_accvgpr_read_b32 v6, a104
	v_accvgpr_read_b32 v7, a105
	v_accvgpr_read_b32 v8, a106
	v_accvgpr_read_b32 v9, a107
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v4, off offset:160
.LBB0_303:
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
	s_cbranch_execz .LBB0_305
; %bb.304:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v5, a103
	v_accvgpr_read_b32 v6, a104
	v_accvgpr_read_b32 v7, a105
	v_accvgpr_read_b32 v8, a106
	v_accvgpr_read_b32 v9, a107
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v5, off offset:164
.LBB0_305:
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
	s_cbranch_execz .LBB0_307
; %bb.306:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v6, a104
	v_accvgpr_read_b32 v7, a105
	v_accvgpr_read_b32 v8, a106
	v_accvgpr_read_b32 v9, a107
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v6, off offset:168
.LBB0_307:
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
	s_cbranch_execz .LBB0_309
; %bb.308:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v7, a105
	v_accvgpr_read_b32 v8, a106
	v_accvgpr_read_b32 v9, a107
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v7, off offset:172
.LBB0_309:
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
	s_cbranch_execz .LBB0_311
; %bb.310:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v8, a106
	v_accvgpr_read_b32 v9, a107
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v8, off offset:192
.LBB0_311:
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
	s_cbranch_execz .LBB0_313
; %bb.312:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a107
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v9, off offset:196
.LBB0_313:
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
	s_cbranch_execz .LBB0_315
; %bb.314:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a108
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v10, off offset:200
.LBB0_315:
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
	s_cbranch_execz .LBB0_317
; %bb.316:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a109
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v11, off offset:204
.LBB0_317:
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
	s_cbranch_execz .LBB0_319
; %bb.318:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a110
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v12, off offset:224
.LBB0_319:
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
	s_cbranch_execz .LBB0_321
; %bb.320:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a111
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v13, off offset:228
.LBB0_321:
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
	s_cbranch_execz .LBB0_323
; %bb.322:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a112
	v_accvgpr_read_b32 v15, a113
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v14, off offset:232
.LBB0_323:
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
	s_cbranch_execz .LBB0_325
; %bb.324:
	global_store_dword v[242:243], a113, off offset:236
.LBB0_325:
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
	s_cbranch_execz .LBB0_327
; %bb.326:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[0:1], v[224:225]
	v_mov_b64_e32 v[2:3], v[226:227]
	v_mov_b64_e32 v[4:5], v[228:229]
	v_mov_b64_e32 v[6:7], v[230:231]
	v_mov_b64_e32 v[8:9], v[232:233]
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v0, off offset:256
.LBB0_327:
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
	s_cbranch_execz .LBB0_329
; %bb.328:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v1, v225
	v_mov_b64_e32 v[2:3], v[226:227]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v1, off offset:260
.LBB0_329:
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
	s_cbranch_execz .LBB0_331
; %bb.330:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[226:227]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v2, off offset:264
.LBB0_331:
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
	s_cbranch_execz .LBB0_333
; %bb.332:
	global_store_dword v[242:243], v227, off offset:268
.LBB0_333:
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
	s_cbranch_execz .LBB0_335
; %bb.334:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[228:229]
	v_mov_b64_e32 v[6:7], v[230:231]
	v_mov_b64_e32 v[8:9], v[232:233]
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v4, off offset:288
.LBB0_335:
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
	s_cbranch_execz .LBB0_337
; %bb.336:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v229
	v_mov_b64_e32 v[6:7], v[230:231]
	v_mov_b64_e32 v[8:9], v[232:233]
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v5, off offset:292
.LBB0_337:
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
	s_cbranch_execz .LBB0_339
; %bb.338:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[230:231]
	v_mov_b64_e32 v[8:9], v[232:233]
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v6, off offset:296
.LBB0_339:
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
	s_cbranch_execz .LBB0_341
; %bb.340:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v231
	v_mov_b64_e32 v[8:9], v[232:233]
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v7, off offset:300
.LBB0_341:
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
	s_cbranch_execz .LBB0_343
; %bb.342:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[232:233]
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v8, off offset:320
.LBB0_343:
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
	s_cbranch_execz .LBB0_345
; %bb.344:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v233
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v9, off offset:324
.LBB0_345:
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
	s_cbranch_execz .LBB0_347
; %bb.346:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[234:235]
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v10, off offset:328
.LBB0_347:
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
	s_cbranch_execz .LBB0_349
; %bb.348:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v235
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v11, off offset:332
.LBB0_349:
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
	s_cbranch_execz .LBB0_351
; %bb.350:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[236:237]
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v12, off offset:352
.LBB0_351:
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
	s_cbranch_execz .LBB0_353
; %bb.352:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v237
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v13, off offset:356
.LBB0_353:
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
	s_cbranch_execz .LBB0_355
; %bb.354:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[238:239]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v14, off offset:360
.LBB0_355:
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
	s_cbranch_execz .LBB0_357
; %bb.356:
	global_store_dword v[242:243], v239, off offset:364
.LBB0_357:
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
	s_cbranch_execz .LBB0_359
; %bb.358:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v0, a80
	v_accvgpr_read_b32 v1, a81
	v_accvgpr_read_b32 v2, a82
	v_accvgpr_read_b32 v3, a83
	v_accvgpr_read_b32 v4, a84
	v_accvgpr_read_b32 v5, a85
	v_accvgpr_read_b32 v6, a86
	v_accvgpr_read_b32 v7, a87
	v_accvgpr_read_b32 v8, a88
	v_accvgpr_read_b32 v9, a89
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v0, off offset:384
.LBB0_359:
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
	s_cbranch_execz .LBB0_361
; %bb.360:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v1, a81
	v_accvgpr_read_b32 v2, a82
	v_accvgpr_read_b32 v3, a83
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v1, off offset:388
.LBB0_361:
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
	s_cbranch_execz .LBB0_363
; %bb.362:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a82
	v_accvgpr_read_b32 v3, a83
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v2, off offset:392
.LBB0_363:
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
	s_cbranch_execz .LBB0_365
; %bb.364:
	global_store_dword v[242:243], a83, off offset:396
.LBB0_365:
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
	s_cbranch_execz .LBB0_367
; %bb.366:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v4, a84
	v_accvgpr_read_b32 v5, a85
	v_accvgpr_read_b32 v6, a86
	v_accvgpr_read_b32 v7, a87
	v_accvgpr_read_b32 v8, a88
	v_accvgpr_read_b32 v9, a89
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v4, off offset:416
.LBB0_367:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x69, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[6:7], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[14:15], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[10:11], s[14:15]
	s_cbranch_execz .LBB0_369
; %bb.368:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v5, a85
	v_accvgpr_read_b32 v6, a86
	v_accvgpr_read_b32 v7, a87
	v_accvgpr_read_b32 v8, a88
	v_accvgpr_read_b32 v9, a89
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v5, off offset:420
.LBB0_369:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x6a, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[36:37], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[14:15], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[10:11], s[14:15]
	s_cbranch_execz .LBB0_371
; %bb.370:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v6, a86
	v_accvgpr_read_b32 v7, a87
	v_accvgpr_read_b32 v8, a88
	v_accvgpr_read_b32 v9, a89
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v6, off offset:424
.LBB0_371:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x6b, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[10:11], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[16:17], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[14:15], s[16:17]
	s_cbranch_execz .LBB0_373
; %bb.372:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v7, a87
	v_accvgpr_read_b32 v8, a88
	v_accvgpr_read_b32 v9, a89
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v7, off offset:428
.LBB0_373:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[14:15]
	.loc	1 45 10 is_stmt 1               ; k_matmul.py:45:10
	v_or_b32_e32 v0, 0x70, v240
	.loc	1 56 90                         ; k_matmul.py:56:90
	v_cmp_gt_i32_e64 s[28:29], s9, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[16:17], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[14:15], s[16:17]
	s_cbranch_execz .LBB0_375
; %bb.374:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v8, a88
	v_accvgpr_read_b32 v9, a89
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v8, off offset:448
.LBB0_375:
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
	s_cbranch_execz .LBB0_377
; %bb.376:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a89
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v9, off offset:452
.LBB0_377:
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
	s_cbranch_execz .LBB0_379
; %bb.378:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a90
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v10, off offset:456
.LBB0_379:
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
	s_cbranch_execz .LBB0_381
; %bb.380:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a91
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v11, off offset:460
.LBB0_381:
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
	s_cbranch_execz .LBB0_383
; %bb.382:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a92
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v12, off offset:480
.LBB0_383:
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
	s_cbranch_execz .LBB0_385
; %bb.384:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a93
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v13, off offset:484
.LBB0_385:
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
	s_cbranch_execz .LBB0_387
; %bb.386:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a94
	v_accvgpr_read_b32 v15, a95
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[242:243], v14, off offset:488
.LBB0_387:
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
	s_cbranch_execz .LBB0_389
; %bb.388:
	global_store_dword v[242:243], a95, off offset:492
.LBB0_389:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, vcc
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v0, 32, v244
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 4
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s31, v255, 5
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v0, s13, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s30, v255, 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_readlane_b32 s31, v255, 1
	s_nop 1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[30:31]
	v_lshl_add_u64 v[0:1], v[240:241], 2, v[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_391
; %bb.390:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v112, a236
	v_accvgpr_read_b32 v113, a237
	v_accvgpr_read_b32 v114, a238
	v_accvgpr_read_b32 v115, a239
	v_accvgpr_read_b32 v116, a240
	v_accvgpr_read_b32 v117, a241
	v_accvgpr_read_b32 v118, a242
	v_accvgpr_read_b32 v119, a243
	v_accvgpr_read_b32 v120, a244
	v_accvgpr_read_b32 v121, a245
	v_accvgpr_read_b32 v122, a246
	v_accvgpr_read_b32 v123, a247
	v_accvgpr_read_b32 v124, a248
	v_accvgpr_read_b32 v125, a249
	v_accvgpr_read_b32 v126, a250
	v_accvgpr_read_b32 v127, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v112, off
.LBB0_391:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 6
	v_readlane_b32 s31, v255, 7
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_393
; %bb.392:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v113, a237
	v_accvgpr_read_b32 v114, a238
	v_accvgpr_read_b32 v115, a239
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v113, off offset:4
.LBB0_393:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 8
	v_readlane_b32 s31, v255, 9
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_395
; %bb.394:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a238
	v_accvgpr_read_b32 v3, a239
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:8
.LBB0_395:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 10
	v_readlane_b32 s31, v255, 11
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_397
; %bb.396:
	global_store_dword v[0:1], a239, off offset:12
.LBB0_397:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 12
	v_readlane_b32 s31, v255, 13
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_399
; %bb.398:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v4, a240
	v_accvgpr_read_b32 v5, a241
	v_accvgpr_read_b32 v6, a242
	v_accvgpr_read_b32 v7, a243
	v_accvgpr_read_b32 v8, a244
	v_accvgpr_read_b32 v9, a245
	v_accvgpr_read_b32 v10, a246
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:32
.LBB0_399:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 14
	v_readlane_b32 s31, v255, 15
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_401
; %bb.400:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v5, a241
	v_accvgpr_read_b32 v6, a242
	v_accvgpr_read_b32 v7, a243
	v_accvgpr_read_b32 v8, a244
	v_accvgpr_read_b32 v9, a245
	v_accvgpr_read_b32 v10, a246
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:36
.LBB0_401:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 16
	v_readlane_b32 s31, v255, 17
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_403
; %bb.402:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v6, a242
	v_accvgpr_read_b32 v7, a243
	v_accvgpr_read_b32 v8, a244
	v_accvgpr_read_b32 v9, a245
	v_accvgpr_read_b32 v10, a246
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:40
.LBB0_403:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 18
	v_readlane_b32 s31, v255, 19
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_405
; %bb.404:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v7, a243
	v_accvgpr_read_b32 v8, a244
	v_accvgpr_read_b32 v9, a245
	v_accvgpr_read_b32 v10, a246
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:44
.LBB0_405:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 20
	v_readlane_b32 s31, v255, 21
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_407
; %bb.406:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v8, a244
	v_accvgpr_read_b32 v9, a245
	v_accvgpr_read_b32 v10, a246
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:64
.LBB0_407:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 22
	v_readlane_b32 s31, v255, 23
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_409
; %bb.408:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a245
	v_accvgpr_read_b32 v10, a246
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:68
.LBB0_409:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 24
	v_readlane_b32 s31, v255, 25
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_411
; %bb.410:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a246
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:72
.LBB0_411:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 26
	v_readlane_b32 s31, v255, 27
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_413
; %bb.412:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a247
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:76
.LBB0_413:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 28
	v_readlane_b32 s31, v255, 29
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_415
; %bb.414:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a248
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:96
.LBB0_415:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 30
	v_readlane_b32 s31, v255, 31
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_417
; %bb.416:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a249
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:100
.LBB0_417:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 32
	v_readlane_b32 s31, v255, 33
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_419
; %bb.418:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a250
	v_accvgpr_read_b32 v15, a251
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:104
.LBB0_419:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 34
	v_readlane_b32 s31, v255, 35
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_421
; %bb.420:
	global_store_dword v[0:1], a251, off offset:108
.LBB0_421:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 36
	v_readlane_b32 s31, v255, 37
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_423
; %bb.422:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v112, a220
	v_accvgpr_read_b32 v113, a221
	v_accvgpr_read_b32 v114, a222
	v_accvgpr_read_b32 v115, a223
	v_accvgpr_read_b32 v116, a224
	v_accvgpr_read_b32 v117, a225
	v_accvgpr_read_b32 v118, a226
	v_accvgpr_read_b32 v119, a227
	v_accvgpr_read_b32 v120, a228
	v_accvgpr_read_b32 v121, a229
	v_accvgpr_read_b32 v122, a230
	v_accvgpr_read_b32 v123, a231
	v_accvgpr_read_b32 v124, a232
	v_accvgpr_read_b32 v125, a233
	v_accvgpr_read_b32 v126, a234
	v_accvgpr_read_b32 v127, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v112, off offset:128
.LBB0_423:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 38
	v_readlane_b32 s31, v255, 39
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_425
; %bb.424:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v113, a221
	v_accvgpr_read_b32 v114, a222
	v_accvgpr_read_b32 v115, a223
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v113, off offset:132
.LBB0_425:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 40
	v_readlane_b32 s31, v255, 41
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_638
; %bb.426:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_639
.LBB0_427:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_640
.LBB0_428:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_641
.LBB0_429:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_642
.LBB0_430:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_643
.LBB0_431:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_644
.LBB0_432:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_645
.LBB0_433:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_646
.LBB0_434:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_647
.LBB0_435:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_648
.LBB0_436:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_649
.LBB0_437:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_650
.LBB0_438:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_651
.LBB0_439:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_652
.LBB0_440:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_653
.LBB0_441:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_654
.LBB0_442:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_655
.LBB0_443:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_656
.LBB0_444:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_657
.LBB0_445:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_658
.LBB0_446:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_659
.LBB0_447:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_660
.LBB0_448:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_661
.LBB0_449:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_662
.LBB0_450:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_663
.LBB0_451:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_664
.LBB0_452:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_665
.LBB0_453:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_666
.LBB0_454:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_667
.LBB0_455:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_668
.LBB0_456:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_669
.LBB0_457:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_670
.LBB0_458:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_671
.LBB0_459:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_672
.LBB0_460:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_673
.LBB0_461:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_674
.LBB0_462:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_675
.LBB0_463:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_676
.LBB0_464:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_677
.LBB0_465:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_678
.LBB0_466:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_679
.LBB0_467:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_680
.LBB0_468:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_681
.LBB0_469:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_682
.LBB0_470:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_472
.LBB0_471:
	global_store_dword v[0:1], a203, off offset:492
.LBB0_472:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v0, 64, v244
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 4
	.loc	1 56 70 is_stmt 0               ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s31, v255, 5
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v0, s13, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s30, v255, 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_readlane_b32 s31, v255, 1
	s_nop 1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[30:31]
	v_lshl_add_u64 v[0:1], v[240:241], 2, v[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_474
; %bb.473:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[112:113], v[96:97]
	v_mov_b64_e32 v[126:127], v[110:111]
	v_mov_b64_e32 v[124:125], v[108:109]
	v_mov_b64_e32 v[122:123], v[106:107]
	v_mov_b64_e32 v[120:121], v[104:105]
	v_mov_b64_e32 v[118:119], v[102:103]
	v_mov_b64_e32 v[116:117], v[100:101]
	v_mov_b64_e32 v[114:115], v[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v112, off
.LBB0_474:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 6
	v_readlane_b32 s31, v255, 7
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_476
; %bb.475:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v113, v97
	v_mov_b64_e32 v[114:115], v[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v113, off offset:4
.LBB0_476:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 8
	v_readlane_b32 s31, v255, 9
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_478
; %bb.477:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:8
.LBB0_478:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 10
	v_readlane_b32 s31, v255, 11
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_480
; %bb.479:
	global_store_dword v[0:1], v99, off offset:12
.LBB0_480:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 12
	v_readlane_b32 s31, v255, 13
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_482
; %bb.481:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[100:101]
	v_mov_b64_e32 v[6:7], v[102:103]
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:32
.LBB0_482:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 14
	v_readlane_b32 s31, v255, 15
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_484
; %bb.483:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v101
	v_mov_b64_e32 v[6:7], v[102:103]
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:36
.LBB0_484:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 16
	v_readlane_b32 s31, v255, 17
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_486
; %bb.485:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[102:103]
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:40
.LBB0_486:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 18
	v_readlane_b32 s31, v255, 19
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_488
; %bb.487:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v103
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:44
.LBB0_488:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 20
	v_readlane_b32 s31, v255, 21
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_490
; %bb.489:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[104:105]
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:64
.LBB0_490:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 22
	v_readlane_b32 s31, v255, 23
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_492
; %bb.491:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v105
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:68
.LBB0_492:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 24
	v_readlane_b32 s31, v255, 25
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_494
; %bb.493:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[106:107]
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:72
.LBB0_494:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 26
	v_readlane_b32 s31, v255, 27
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_496
; %bb.495:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v107
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:76
.LBB0_496:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 28
	v_readlane_b32 s31, v255, 29
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_498
; %bb.497:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[108:109]
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:96
.LBB0_498:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 30
	v_readlane_b32 s31, v255, 31
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_500
; %bb.499:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v109
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:100
.LBB0_500:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 32
	v_readlane_b32 s31, v255, 33
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_502
; %bb.501:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[110:111]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:104
.LBB0_502:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 34
	v_readlane_b32 s31, v255, 35
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_504
; %bb.503:
	global_store_dword v[0:1], v111, off offset:108
.LBB0_504:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 36
	v_readlane_b32 s31, v255, 37
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_506
; %bb.505:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[128:129], v[16:17]
	v_mov_b64_e32 v[142:143], v[30:31]
	v_mov_b64_e32 v[140:141], v[28:29]
	v_mov_b64_e32 v[138:139], v[26:27]
	v_mov_b64_e32 v[136:137], v[24:25]
	v_mov_b64_e32 v[134:135], v[22:23]
	v_mov_b64_e32 v[132:133], v[20:21]
	v_mov_b64_e32 v[130:131], v[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v128, off offset:128
.LBB0_506:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 38
	v_readlane_b32 s31, v255, 39
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_508
; %bb.507:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v17
	v_mov_b64_e32 v[4:5], v[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:132
.LBB0_508:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s30, v255, 40
	v_readlane_b32 s31, v255, 41
	s_and_b64 s[34:35], vcc, s[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_683
; %bb.509:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_684
.LBB0_510:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_685
.LBB0_511:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_686
.LBB0_512:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_687
.LBB0_513:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_688
.LBB0_514:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_689
.LBB0_515:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_690
.LBB0_516:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_691
.LBB0_517:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_692
.LBB0_518:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_693
.LBB0_519:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_694
.LBB0_520:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_695
.LBB0_521:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_696
.LBB0_522:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_697
.LBB0_523:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_698
.LBB0_524:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_699
.LBB0_525:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_700
.LBB0_526:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_701
.LBB0_527:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_702
.LBB0_528:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_703
.LBB0_529:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_704
.LBB0_530:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_705
.LBB0_531:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_706
.LBB0_532:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_707
.LBB0_533:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_708
.LBB0_534:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_709
.LBB0_535:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_710
.LBB0_536:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_711
.LBB0_537:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_712
.LBB0_538:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_713
.LBB0_539:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_714
.LBB0_540:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_715
.LBB0_541:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_716
.LBB0_542:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_717
.LBB0_543:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_718
.LBB0_544:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_719
.LBB0_545:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_720
.LBB0_546:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_721
.LBB0_547:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_722
.LBB0_548:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_723
.LBB0_549:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_724
.LBB0_550:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_725
.LBB0_551:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_726
.LBB0_552:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_727
.LBB0_553:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_555
.LBB0_554:
	global_store_dword v[0:1], v95, off offset:492
.LBB0_555:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 44 10 is_stmt 1               ; k_matmul.py:44:10
	v_or_b32_e32 v0, 0x60, v244
	.loc	1 56 70                         ; k_matmul.py:56:70
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 4
	v_readlane_b32 s9, v255, 5
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 22                         ; k_matmul.py:56:22
	v_mul_lo_u32 v0, s13, v0
	.loc	1 56 14                         ; k_matmul.py:56:14
	v_readlane_b32 s8, v255, 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_readlane_b32 s9, v255, 1
	s_nop 1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	v_lshl_add_u64 v[0:1], v[240:241], 2, v[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_557
; %bb.556:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v2, off
.LBB0_557:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 6
	v_readlane_b32 s9, v255, 7
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_559
; %bb.558:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v3, off offset:4
.LBB0_559:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 8
	v_readlane_b32 s9, v255, 9
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_561
; %bb.560:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[2:3], v[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:8
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
.LBB0_561:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 10
	v_readlane_b32 s9, v255, 11
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_563
; %bb.562:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v3, v5
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:12
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
.LBB0_563:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 12
	v_readlane_b32 s9, v255, 13
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_565
; %bb.564:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v6, off offset:32
.LBB0_565:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 14
	v_readlane_b32 s9, v255, 15
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_567
; %bb.566:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v7, off offset:36
.LBB0_567:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 16
	v_readlane_b32 s9, v255, 17
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_569
; %bb.568:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v8, off offset:40
.LBB0_569:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 18
	v_readlane_b32 s9, v255, 19
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_571
; %bb.570:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v9, off offset:44
.LBB0_571:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 20
	v_readlane_b32 s9, v255, 21
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_573
; %bb.572:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v10, off offset:64
.LBB0_573:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 22
	v_readlane_b32 s9, v255, 23
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_575
; %bb.574:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v11, off offset:68
.LBB0_575:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 24
	v_readlane_b32 s9, v255, 25
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_577
; %bb.576:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v12, off offset:72
.LBB0_577:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 26
	v_readlane_b32 s9, v255, 27
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_579
; %bb.578:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v13, off offset:76
.LBB0_579:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 28
	v_readlane_b32 s9, v255, 29
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_581
; %bb.580:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v14, off offset:96
.LBB0_581:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 30
	v_readlane_b32 s9, v255, 31
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_583
; %bb.582:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v15, off offset:100
.LBB0_583:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 32
	v_readlane_b32 s9, v255, 33
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_585
; %bb.584:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v16, off offset:104
.LBB0_585:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 34
	v_readlane_b32 s9, v255, 35
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_587
; %bb.586:
	scratch_load_dwordx4 v[2:5], off, off offset:128 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:144 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:160 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:176 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v17, off offset:108
.LBB0_587:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 36
	v_readlane_b32 s9, v255, 37
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_589
; %bb.588:
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v2, off offset:128
.LBB0_589:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 38
	v_readlane_b32 s9, v255, 39
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_591
; %bb.590:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:132
.LBB0_591:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	v_readlane_b32 s8, v255, 40
	v_readlane_b32 s9, v255, 41
	s_and_b64 s[30:31], vcc, s[8:9]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_728
; %bb.592:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_729
.LBB0_593:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_730
.LBB0_594:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_731
.LBB0_595:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_732
.LBB0_596:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_733
.LBB0_597:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_734
.LBB0_598:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_735
.LBB0_599:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_736
.LBB0_600:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_737
.LBB0_601:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_738
.LBB0_602:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_739
.LBB0_603:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_740
.LBB0_604:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_741
.LBB0_605:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_742
.LBB0_606:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_743
.LBB0_607:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_744
.LBB0_608:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_745
.LBB0_609:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_746
.LBB0_610:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_747
.LBB0_611:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_748
.LBB0_612:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_749
.LBB0_613:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_750
.LBB0_614:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_751
.LBB0_615:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_752
.LBB0_616:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_753
.LBB0_617:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_754
.LBB0_618:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_755
.LBB0_619:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_756
.LBB0_620:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_757
.LBB0_621:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_758
.LBB0_622:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execnz .LBB0_759
.LBB0_623:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_760
.LBB0_624:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_761
.LBB0_625:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_762
.LBB0_626:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_763
.LBB0_627:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_764
.LBB0_628:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_765
.LBB0_629:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_766
.LBB0_630:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_767
.LBB0_631:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_768
.LBB0_632:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_769
.LBB0_633:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_770
.LBB0_634:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_771
.LBB0_635:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_772
.LBB0_636:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_773
.LBB0_637:
	.loc	1 42 1 is_stmt 1                ; k_matmul.py:42:1
	s_endpgm
.LBB0_638:
	.loc	1 0 1 is_stmt 0                 ; k_matmul.py:0:1
	v_accvgpr_read_b32 v2, a222
	v_accvgpr_read_b32 v3, a223
	.loc	1 56 5 is_stmt 1                ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:136
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69 is_stmt 0               ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_427
.LBB0_639:
	global_store_dword v[0:1], a223, off offset:140
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_428
.LBB0_640:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v4, a224
	v_accvgpr_read_b32 v5, a225
	v_accvgpr_read_b32 v6, a226
	v_accvgpr_read_b32 v7, a227
	v_accvgpr_read_b32 v8, a228
	v_accvgpr_read_b32 v9, a229
	v_accvgpr_read_b32 v10, a230
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:160
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_429
.LBB0_641:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v5, a225
	v_accvgpr_read_b32 v6, a226
	v_accvgpr_read_b32 v7, a227
	v_accvgpr_read_b32 v8, a228
	v_accvgpr_read_b32 v9, a229
	v_accvgpr_read_b32 v10, a230
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:164
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_430
.LBB0_642:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v6, a226
	v_accvgpr_read_b32 v7, a227
	v_accvgpr_read_b32 v8, a228
	v_accvgpr_read_b32 v9, a229
	v_accvgpr_read_b32 v10, a230
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:168
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_431
.LBB0_643:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v7, a227
	v_accvgpr_read_b32 v8, a228
	v_accvgpr_read_b32 v9, a229
	v_accvgpr_read_b32 v10, a230
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:172
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_432
.LBB0_644:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v8, a228
	v_accvgpr_read_b32 v9, a229
	v_accvgpr_read_b32 v10, a230
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:192
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_433
.LBB0_645:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a229
	v_accvgpr_read_b32 v10, a230
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:196
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_434
.LBB0_646:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a230
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:200
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_435
.LBB0_647:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a231
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:204
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_436
.LBB0_648:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a232
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:224
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_437
.LBB0_649:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a233
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:228
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_438
.LBB0_650:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a234
	v_accvgpr_read_b32 v15, a235
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:232
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_439
.LBB0_651:
	global_store_dword v[0:1], a235, off offset:236
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_440
.LBB0_652:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v112, a204
	v_accvgpr_read_b32 v113, a205
	v_accvgpr_read_b32 v114, a206
	v_accvgpr_read_b32 v115, a207
	v_accvgpr_read_b32 v116, a208
	v_accvgpr_read_b32 v117, a209
	v_accvgpr_read_b32 v118, a210
	v_accvgpr_read_b32 v119, a211
	v_accvgpr_read_b32 v120, a212
	v_accvgpr_read_b32 v121, a213
	v_accvgpr_read_b32 v122, a214
	v_accvgpr_read_b32 v123, a215
	v_accvgpr_read_b32 v124, a216
	v_accvgpr_read_b32 v125, a217
	v_accvgpr_read_b32 v126, a218
	v_accvgpr_read_b32 v127, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v112, off offset:256
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_441
.LBB0_653:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v113, a205
	v_accvgpr_read_b32 v114, a206
	v_accvgpr_read_b32 v115, a207
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v113, off offset:260
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_442
.LBB0_654:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a206
	v_accvgpr_read_b32 v3, a207
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:264
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_443
.LBB0_655:
	global_store_dword v[0:1], a207, off offset:268
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_444
.LBB0_656:
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
	global_store_dword v[0:1], v4, off offset:288
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_445
.LBB0_657:
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
	global_store_dword v[0:1], v5, off offset:292
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_446
.LBB0_658:
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
	global_store_dword v[0:1], v6, off offset:296
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_447
.LBB0_659:
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
	global_store_dword v[0:1], v7, off offset:300
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_448
.LBB0_660:
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
	global_store_dword v[0:1], v8, off offset:320
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_449
.LBB0_661:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a213
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:324
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_450
.LBB0_662:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a214
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:328
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_451
.LBB0_663:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a215
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:332
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_452
.LBB0_664:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a216
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:352
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_453
.LBB0_665:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a217
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:356
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_454
.LBB0_666:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a218
	v_accvgpr_read_b32 v15, a219
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:360
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_455
.LBB0_667:
	global_store_dword v[0:1], a219, off offset:364
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_456
.LBB0_668:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v112, a188
	v_accvgpr_read_b32 v113, a189
	v_accvgpr_read_b32 v114, a190
	v_accvgpr_read_b32 v115, a191
	v_accvgpr_read_b32 v116, a192
	v_accvgpr_read_b32 v117, a193
	v_accvgpr_read_b32 v118, a194
	v_accvgpr_read_b32 v119, a195
	v_accvgpr_read_b32 v120, a196
	v_accvgpr_read_b32 v121, a197
	v_accvgpr_read_b32 v122, a198
	v_accvgpr_read_b32 v123, a199
	v_accvgpr_read_b32 v124, a200
	v_accvgpr_read_b32 v125, a201
	v_accvgpr_read_b32 v126, a202
	v_accvgpr_read_b32 v127, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v112, off offset:384
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_457
.LBB0_669:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v113, a189
	v_accvgpr_read_b32 v114, a190
	v_accvgpr_read_b32 v115, a191
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v113, off offset:388
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_458
.LBB0_670:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v2, a190
	v_accvgpr_read_b32 v3, a191
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:392
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_459
.LBB0_671:
	global_store_dword v[0:1], a191, off offset:396
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_460
.LBB0_672:
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
	global_store_dword v[0:1], v4, off offset:416
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_461
.LBB0_673:
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
	global_store_dword v[0:1], v5, off offset:420
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_462
.LBB0_674:
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
	global_store_dword v[0:1], v6, off offset:424
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_463
.LBB0_675:
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
	global_store_dword v[0:1], v7, off offset:428
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_464
.LBB0_676:
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
	global_store_dword v[0:1], v8, off offset:448
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_465
.LBB0_677:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v9, a197
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:452
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_466
.LBB0_678:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v10, a198
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:456
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_467
.LBB0_679:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v11, a199
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:460
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_468
.LBB0_680:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v12, a200
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:480
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_469
.LBB0_681:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v13, a201
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:484
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_470
.LBB0_682:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_accvgpr_read_b32 v14, a202
	v_accvgpr_read_b32 v15, a203
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:488
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_471
	s_branch .LBB0_472
.LBB0_683:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:136
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_510
.LBB0_684:
	global_store_dword v[0:1], v19, off offset:140
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_511
.LBB0_685:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[20:21]
	v_mov_b64_e32 v[6:7], v[22:23]
	v_mov_b64_e32 v[8:9], v[24:25]
	v_mov_b64_e32 v[10:11], v[26:27]
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:160
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_512
.LBB0_686:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v21
	v_mov_b64_e32 v[6:7], v[22:23]
	v_mov_b64_e32 v[8:9], v[24:25]
	v_mov_b64_e32 v[10:11], v[26:27]
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:164
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_513
.LBB0_687:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[22:23]
	v_mov_b64_e32 v[8:9], v[24:25]
	v_mov_b64_e32 v[10:11], v[26:27]
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:168
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_514
.LBB0_688:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v23
	v_mov_b64_e32 v[8:9], v[24:25]
	v_mov_b64_e32 v[10:11], v[26:27]
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:172
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_515
.LBB0_689:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[24:25]
	v_mov_b64_e32 v[10:11], v[26:27]
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:192
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_516
.LBB0_690:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v25
	v_mov_b64_e32 v[10:11], v[26:27]
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:196
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_517
.LBB0_691:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[26:27]
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:200
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_518
.LBB0_692:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v27
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:204
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_519
.LBB0_693:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[28:29]
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:224
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_520
.LBB0_694:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v29
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:228
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_521
.LBB0_695:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[30:31]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:232
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_522
.LBB0_696:
	global_store_dword v[0:1], v31, off offset:236
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_523
.LBB0_697:
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
	global_store_dword v[0:1], v2, off offset:256
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_524
.LBB0_698:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v3, v65
	v_mov_b64_e32 v[4:5], v[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:260
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_525
.LBB0_699:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:264
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_526
.LBB0_700:
	global_store_dword v[0:1], v67, off offset:268
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_527
.LBB0_701:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[4:5], v[68:69]
	v_mov_b64_e32 v[6:7], v[70:71]
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v4, off offset:288
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_528
.LBB0_702:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v5, v69
	v_mov_b64_e32 v[6:7], v[70:71]
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v5, off offset:292
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_529
.LBB0_703:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[6:7], v[70:71]
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v6, off offset:296
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_530
.LBB0_704:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v7, v71
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v7, off offset:300
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_531
.LBB0_705:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[8:9], v[72:73]
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v8, off offset:320
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_532
.LBB0_706:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v9, v73
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v9, off offset:324
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_533
.LBB0_707:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[10:11], v[74:75]
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v10, off offset:328
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_534
.LBB0_708:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v11, v75
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v11, off offset:332
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_535
.LBB0_709:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[12:13], v[76:77]
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v12, off offset:352
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_536
.LBB0_710:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b32_e32 v13, v77
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v13, off offset:356
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_537
.LBB0_711:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:360
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_538
.LBB0_712:
	global_store_dword v[0:1], v79, off offset:364
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_539
.LBB0_713:
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
	s_cbranch_execz .LBB0_540
.LBB0_714:
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
	s_cbranch_execz .LBB0_541
.LBB0_715:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:392
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_542
.LBB0_716:
	global_store_dword v[0:1], v83, off offset:396
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_543
.LBB0_717:
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
	s_cbranch_execz .LBB0_544
.LBB0_718:
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
	s_and_b64 s[34:35], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_545
.LBB0_719:
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
	s_cbranch_execz .LBB0_546
.LBB0_720:
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
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_547
.LBB0_721:
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
	s_cbranch_execz .LBB0_548
.LBB0_722:
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
	s_cbranch_execz .LBB0_549
.LBB0_723:
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
	s_cbranch_execz .LBB0_550
.LBB0_724:
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
	s_cbranch_execz .LBB0_551
.LBB0_725:
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
	s_cbranch_execz .LBB0_552
.LBB0_726:
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
	s_cbranch_execz .LBB0_553
.LBB0_727:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[14:15], v[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v14, off offset:488
	s_or_b64 exec, exec, s[30:31]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[34:35], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execnz .LBB0_554
	s_branch .LBB0_555
.LBB0_728:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	v_mov_b64_e32 v[2:3], v[4:5]
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:136
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[38:39]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_593
.LBB0_729:
	.loc	1 0 5                           ; k_matmul.py:0:5
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	v_mov_b32_e32 v3, v5
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:140
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[40:41]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_594
.LBB0_730:
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[8:9], v[214:215]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v6, off offset:160
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[42:43]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_595
.LBB0_731:
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[8:9], v[214:215]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v7, off offset:164
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[44:45]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_596
.LBB0_732:
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v8, off offset:168
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[46:47]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_597
.LBB0_733:
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v9, off offset:172
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[48:49]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_598
.LBB0_734:
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v10, off offset:192
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[50:51]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_599
.LBB0_735:
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[12:13], v[218:219]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v11, off offset:196
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[52:53]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_600
.LBB0_736:
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[12:13], v[218:219]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[10:11], v[216:217]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v12, off offset:200
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[54:55]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_601
.LBB0_737:
	s_waitcnt vmcnt(2)
	v_mov_b64_e32 v[12:13], v[218:219]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[10:11], v[216:217]
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v13, off offset:204
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[56:57]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_602
.LBB0_738:
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v14, off offset:224
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[58:59]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_603
.LBB0_739:
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[14:15], v[220:221]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	v_mov_b64_e32 v[16:17], v[222:223]
	global_store_dword v[0:1], v15, off offset:228
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[60:61]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_604
.LBB0_740:
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[16:17], v[222:223]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	v_mov_b64_e32 v[14:15], v[220:221]
	global_store_dword v[0:1], v16, off offset:232
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[62:63]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_605
.LBB0_741:
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[16:17], v[222:223]
	v_mov_b64_e32 v[2:3], v[208:209]
	v_mov_b64_e32 v[4:5], v[210:211]
	v_mov_b64_e32 v[6:7], v[212:213]
	v_mov_b64_e32 v[8:9], v[214:215]
	v_mov_b64_e32 v[10:11], v[216:217]
	v_mov_b64_e32 v[12:13], v[218:219]
	v_mov_b64_e32 v[14:15], v[220:221]
	global_store_dword v[0:1], v17, off offset:236
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[64:65]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_606
.LBB0_742:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v2, off offset:256
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[66:67]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_607
.LBB0_743:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_nop 0
	global_store_dword v[0:1], v3, off offset:260
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[68:69]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_608
.LBB0_744:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	v_mov_b64_e32 v[2:3], v[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:264
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[70:71]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_609
.LBB0_745:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	v_mov_b32_e32 v3, v5
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:268
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[72:73]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_610
.LBB0_746:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v6, off offset:288
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[74:75]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_611
.LBB0_747:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v7, off offset:292
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[76:77]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_612
.LBB0_748:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v8, off offset:296
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[78:79]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_613
.LBB0_749:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v9, off offset:300
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[80:81]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_614
.LBB0_750:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v10, off offset:320
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[82:83]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_615
.LBB0_751:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v11, off offset:324
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[84:85]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_616
.LBB0_752:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v12, off offset:328
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[86:87]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_617
.LBB0_753:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v13, off offset:332
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[88:89]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_618
.LBB0_754:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v14, off offset:352
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[90:91]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_619
.LBB0_755:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v15, off offset:356
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[92:93]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_620
.LBB0_756:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v16, off offset:360
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[94:95]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_621
.LBB0_757:
	scratch_load_dwordx4 v[2:5], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:80 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:96 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v17, a187            ;  Reload Reuse
	scratch_load_dwordx3 v[14:16], off, off offset:112 ; 12-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v17, off offset:364
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[96:97]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_622
.LBB0_758:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v2, off offset:384
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[30:31], vcc, s[98:99]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[8:9], s[30:31]
	s_cbranch_execz .LBB0_623
.LBB0_759:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v3, off offset:388
	s_or_b64 exec, exec, s[8:9]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[8:9], vcc, s[0:1]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_624
.LBB0_760:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_mov_b64_e32 v[2:3], v[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v2, off offset:392
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_625
.LBB0_761:
	.loc	1 0 5                           ; k_matmul.py:0:5
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v3, v5
	.loc	1 56 5                          ; k_matmul.py:56:5
	global_store_dword v[0:1], v3, off offset:396
	s_waitcnt vmcnt(1)
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[8:9], v[10:11]
	v_mov_b64_e32 v[10:11], v[12:13]
	v_mov_b64_e32 v[12:13], v[14:15]
	v_mov_b64_e32 v[14:15], v[16:17]
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[4:5]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_626
.LBB0_762:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v6, off offset:416
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[6:7]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_627
.LBB0_763:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v7, off offset:420
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[36:37]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_628
.LBB0_764:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v8, off offset:424
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[10:11]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_629
.LBB0_765:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[0:1], v9, off offset:428
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[28:29]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_630
.LBB0_766:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v10, off offset:448
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[14:15]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_631
.LBB0_767:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v11, off offset:452
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[16:17]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_632
.LBB0_768:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v12, off offset:456
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[18:19]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_633
.LBB0_769:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v13, off offset:460
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[20:21]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_634
.LBB0_770:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v14, off offset:480
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[22:23]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_635
.LBB0_771:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v15, off offset:484
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[2:3], vcc, s[24:25]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_636
.LBB0_772:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v16, off offset:488
	s_or_b64 exec, exec, s[0:1]
	.loc	1 56 69                         ; k_matmul.py:56:69
	s_and_b64 s[0:1], vcc, s[26:27]
	.loc	1 56 5                          ; k_matmul.py:56:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_637
.LBB0_773:
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[10:13], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[14:17], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v17, off offset:492
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
		.amdhsa_private_segment_fixed_size 688
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
	.set .Lmatmul.private_seg_size, 688
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 39604
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 256
; TotalNumVgprs: 512
; ScratchSize: 688
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
    .private_segment_fixed_size: 688
    .sgpr_count:     106
    .sgpr_spill_count: 94
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     512
    .vgpr_spill_count: 267
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:

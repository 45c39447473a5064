	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_fwd                        ; -- Begin function attn_fwd
	.p2align	8
	.type	attn_fwd,@function
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.100:
	.file	1 "/work/main/tests/sim/peer" "k_matmul.py"
	.loc	1 82 0 prologue_end             ; k_matmul.py:82:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.101:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 108 11 is_stmt 1              ; k_matmul.py:108:11
	v_readfirstlane_b32 s31, v0
	.loc	1 85 12                         ; k_matmul.py:85:12
	s_mul_i32 s17, s17, s11
	s_lshl_b32 s0, s17, 6
	.loc	1 86 14                         ; k_matmul.py:86:14
	s_lshl_b32 s33, s16, 6
	.loc	1 86 34 is_stmt 0               ; k_matmul.py:86:34
	s_lshr_b32 s1, s31, 6
	s_or_b32 s48, s1, 4
	s_or_b32 s47, s1, 8
	s_or_b32 s46, s1, 12
	s_or_b32 s45, s1, 16
	s_or_b32 s44, s1, 20
	s_or_b32 s43, s1, 24
	s_or_b32 s42, s1, 28
	s_or_b32 s41, s1, 32
	s_or_b32 s40, s1, 36
	s_or_b32 s39, s1, 40
	s_or_b32 s38, s1, 44
	s_or_b32 s37, s1, 48
	s_or_b32 s36, s1, 52
	s_or_b32 s35, s1, 56
	s_or_b32 s34, s1, 60
	.loc	1 86 14                         ; k_matmul.py:86:14
	s_or_b32 s12, s1, s33
	.loc	1 89 17 is_stmt 1               ; k_matmul.py:89:17
	s_ashr_i32 s1, s0, 31
	.loc	1 109 5                         ; k_matmul.py:109:5
	s_and_b32 s30, s31, 0xc0
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_and_b32 s92, s31, 0x80
	s_bfe_i32 s11, s31, 0x10007
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	s_or_b32 s13, s48, s33
	s_or_b32 s15, s47, s33
	s_or_b32 s16, s46, s33
	s_or_b32 s17, s45, s33
	s_or_b32 s18, s44, s33
	s_or_b32 s19, s43, s33
	s_or_b32 s20, s42, s33
	s_or_b32 s21, s41, s33
	s_or_b32 s23, s40, s33
	s_or_b32 s25, s39, s33
	s_or_b32 s26, s38, s33
	s_or_b32 s27, s37, s33
	s_or_b32 s29, s36, s33
	s_or_b32 s49, s35, s33
	s_or_b32 s51, s34, s33
	.loc	1 89 17 is_stmt 1               ; k_matmul.py:89:17
	s_lshl_b64 s[68:69], s[0:1], 1
	s_add_u32 s66, s2, s68
	s_addc_u32 s67, s3, s69
	.loc	1 89 32 is_stmt 0               ; k_matmul.py:89:32
	s_lshl_b32 s12, s12, 6
	s_lshl_b32 s14, s13, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_ashr_i32 s13, s12, 31
	.loc	1 89 32                         ; k_matmul.py:89:32
	s_lshl_b32 s22, s15, 6
	s_lshl_b32 s24, s16, 6
	s_lshl_b32 s28, s17, 6
	s_lshl_b32 s50, s18, 6
	s_lshl_b32 s52, s19, 6
	s_lshl_b32 s54, s20, 6
	s_lshl_b32 s56, s21, 6
	s_lshl_b32 s58, s23, 6
	s_lshl_b32 s60, s25, 6
	s_lshl_b32 s62, s26, 6
	s_lshl_b32 s26, s27, 6
	s_lshl_b32 s20, s29, 6
	s_lshl_b32 s2, s49, 6
	s_lshl_b32 s0, s51, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s18, s66, s12
	s_addc_u32 s19, s67, s13
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[12:13], s[14:15], 1
	s_add_u32 s16, s66, s12
	s_addc_u32 s17, s67, s13
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[12:13], s[22:23], 1
	s_add_u32 s14, s66, s12
	s_addc_u32 s15, s67, s13
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[12:13], s[24:25], 1
	s_add_u32 s12, s66, s12
	s_addc_u32 s13, s67, s13
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[22:23], s[28:29], 1
	s_add_u32 s64, s66, s22
	s_addc_u32 s65, s67, s23
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[22:23], s[50:51], 1
	s_add_u32 s28, s66, s22
	s_addc_u32 s29, s67, s23
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[22:23], s[52:53], 1
	s_add_u32 s24, s66, s22
	s_addc_u32 s25, s67, s23
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[22:23], s[54:55], 1
	s_add_u32 s22, s66, s22
	s_addc_u32 s23, s67, s23
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[50:51], s[56:57], 1
	s_add_u32 s50, s66, s50
	s_addc_u32 s51, s67, s51
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[52:53], s[58:59], 1
	s_add_u32 s52, s66, s52
	s_addc_u32 s53, s67, s53
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[54:55], s[60:61], 1
	s_add_u32 s54, s66, s54
	s_addc_u32 s55, s67, s55
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[56:57], s[62:63], 1
	s_add_u32 s56, s66, s56
	s_addc_u32 s57, s67, s57
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s66, s26
	s_addc_u32 s27, s67, s27
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s66, s20
	s_addc_u32 s21, s67, s21
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s66, s2
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_addc_u32 s3, s67, s3
	s_ashr_i32 s1, s0, 31
	v_lshlrev_b32_e32 v2, 1, v1
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 89 9 is_stmt 0                ; k_matmul.py:89:9
	global_load_ushort v3, v2, s[18:19]
	global_load_ushort v4, v2, s[64:65]
	global_load_ushort v5, v2, s[50:51]
	global_load_ushort v7, v2, s[26:27]
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s0, s66, s0
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v8, v2, s[16:17]
	global_load_ushort v9, v2, s[28:29]
	global_load_ushort v10, v2, s[52:53]
	global_load_ushort v11, v2, s[20:21]
	global_load_ushort v12, v2, s[14:15]
	global_load_ushort v13, v2, s[24:25]
	global_load_ushort v14, v2, s[54:55]
	global_load_ushort v15, v2, s[2:3]
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_addc_u32 s1, s67, s1
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v16, v2, s[12:13]
	global_load_ushort v17, v2, s[22:23]
	global_load_ushort v18, v2, s[56:57]
	global_load_ushort v19, v2, s[0:1]
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_or_b32_e32 v68, s30, v1
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_cmp_eq_u32 s92, 0
	v_lshlrev_b32_e32 v6, 1, v68
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s0, s11, 0x110
	v_mov_b32_e32 v1, 0xfe
	v_bitop3_b32 v58, v6, s0, v1 bitop3:0x6c
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_add_u32 s0, s4, s68
	s_addc_u32 s1, s5, s69
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v1, 0, v58
	v_xor_b32_e32 v59, 32, v58
	v_xor_b32_e32 v60, 64, v58
	v_xor_b32_e32 v61, 0x60, v58
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cmp_lt_u32 s33, 0x7fffffc0
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_waitcnt vmcnt(15)
	ds_write_b16 v1, v3
	s_waitcnt vmcnt(14)
	ds_write_b16 v1, v4 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v1, v5 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v1, v7 offset:6144
	v_add_u32_e32 v3, 0, v59
	v_add_u32_e32 v4, 0, v60
	s_movk_i32 s11, 0x60
	v_add_u32_e32 v5, 0, v61
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_gt_u32 s33, 0x7fffffbf
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_waitcnt vmcnt(11)
	ds_write_b16 v3, v8 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v3, v9 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v3, v10 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v3, v11 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v4, v12 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v4, v13 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v4, v14 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v4, v15 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v5, v16 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v5, v17 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v5, v18 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v5, v19 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_lshl_b32 s12, s30, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v16, v2, s[12:13]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_3:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s14, s48, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s14, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v17, v2, s[12:13]
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_6:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s16, s47, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s16, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v18, v2, s[12:13]
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_9:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s17, s46, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s17, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v19, v2, s[12:13]
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_12:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s19, s45, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s19, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v20, v2, s[12:13]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_15:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s20, s44, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s20, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v21, v2, s[12:13]
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_18:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s21, s43, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s21, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v22, v2, s[12:13]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_21:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s22, s42, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s22, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v23, v2, s[12:13]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_24:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s24, s41, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s24, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v24, v2, s[12:13]
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_27:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s25, s40, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s25, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v25, v2, s[12:13]
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_30:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s26, s39, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s26, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v26, v2, s[12:13]
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_33:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s23, s38, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s23, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v27, v2, s[12:13]
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_36:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s18, s37, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s18, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v28, v2, s[12:13]
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_39:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s15, s36, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[12:13], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s15, 1
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v29, v2, s[12:13]
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_42:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s13, s35, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s12, s13, 1
	s_add_u32 s28, s0, s12
	s_addc_u32 s29, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v30, v2, s[28:29]
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v30, 0
.LBB0_45:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s12, s34, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s27, 1, 0
	s_cmp_lg_u32 s27, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s27, s12, 1
	s_add_u32 s28, s0, s27
	s_addc_u32 s29, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v31, v2, s[28:29]
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v31, 0
.LBB0_48:
	.loc	1 105 21 is_stmt 1              ; k_matmul.py:105:21
	s_add_u32 s6, s6, s68
	s_addc_u32 s7, s7, s69
	.loc	1 105 13 is_stmt 0              ; k_matmul.py:105:13
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s27, 1, 0
	s_cmp_lg_u32 s27, 1
	s_cbranch_scc1 .LBB0_60
; %bb.49:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_lshl_b32 s27, s30, 1
	s_add_u32 s28, s6, s27
	s_addc_u32 s29, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v32, v2, s[28:29]
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s27, 1, 0
	s_cmp_lg_u32 s27, 1
	s_cbranch_scc0 .LBB0_61
.LBB0_50:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_62
.LBB0_51:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v34, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_63
.LBB0_52:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v35, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_64
.LBB0_53:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v36, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_65
.LBB0_54:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v37, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_66
.LBB0_55:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v38, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_67
.LBB0_56:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v39, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_68
.LBB0_57:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v40, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_69
.LBB0_58:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v41, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_70
.LBB0_59:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v42, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_branch .LBB0_71
.LBB0_60:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s27, 1, 0
	s_cmp_lg_u32 s27, 1
	s_cbranch_scc1 .LBB0_50
.LBB0_61:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s14, 1
	s_add_u32 s28, s6, s14
	s_addc_u32 s29, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v33, v2, s[28:29]
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_51
.LBB0_62:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s16, 1
	s_add_u32 s28, s6, s14
	s_addc_u32 s29, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v34, v2, s[28:29]
	s_and_b64 s[28:29], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_52
.LBB0_63:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s17, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v35, v2, s[16:17]
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_53
.LBB0_64:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s19, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v36, v2, s[16:17]
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_54
.LBB0_65:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s20, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v37, v2, s[16:17]
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_55
.LBB0_66:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s21, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v38, v2, s[16:17]
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_56
.LBB0_67:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s22, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v39, v2, s[16:17]
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_57
.LBB0_68:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s24, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v40, v2, s[16:17]
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_58
.LBB0_69:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s25, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v41, v2, s[16:17]
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_59
.LBB0_70:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s26, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v42, v2, s[16:17]
.LBB0_71:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_and_b32 s94, s31, 64
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	v_and_b32_e32 v69, 32, v0
	s_cmp_lg_u32 s14, 1
	v_lshlrev_b32_e32 v7, 3, v0
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s14, s23, 1
	s_add_u32 s16, s6, s14
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v43, v2, s[16:17]
	s_branch .LBB0_74
.LBB0_73:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v43, 0
.LBB0_74:
	s_lshl_b32 s14, s94, 6
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s16, 1, 0
	v_and_b32_e32 v70, 31, v0
	v_and_b32_e32 v8, 0x70, v7
	s_cmp_lg_u32 s16, 1
	v_lshrrev_b32_e32 v9, 1, v69
	s_cbranch_scc1 .LBB0_76
; %bb.75:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s16, s18, 1
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v44, v2, s[16:17]
	s_branch .LBB0_77
.LBB0_76:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v44, 0
.LBB0_77:
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[16:17], s[4:5], exec
	s_cselect_b32 s16, 1, 0
	v_lshlrev_b32_e32 v10, 7, v70
	s_cmp_lg_u32 s16, 1
	v_bitop3_b32 v12, s14, v8, v9 bitop3:0xf6
	s_cbranch_scc1 .LBB0_79
; %bb.78:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s14, s15, 1
	s_add_u32 s14, s6, s14
	s_addc_u32 s15, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v45, v2, s[14:15]
	s_branch .LBB0_80
.LBB0_79:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v45, 0
.LBB0_80:
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[14:15], s[4:5], exec
	s_cselect_b32 s14, 1, 0
	v_or_b32_e32 v11, v12, v10
	s_cmp_lg_u32 s14, 1
	v_bitop3_b32 v12, v12, s11, v10 bitop3:0x36
	s_cbranch_scc1 .LBB0_82
; %bb.81:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s11, s13, 1
	s_add_u32 s14, s6, s11
	s_addc_u32 s15, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v46, v2, s[14:15]
	s_branch .LBB0_83
.LBB0_82:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v46, 0
.LBB0_83:
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	v_add_u32_e32 v13, 0, v11
	v_xad_u32 v14, v11, 32, 0
	v_xad_u32 v11, v11, 64, 0
	v_add_u32_e32 v15, 0, v12
	s_cmp_lg_u32 s4, 1
	v_and_b32_e32 v12, 0xfe, v6
	s_cbranch_scc1 .LBB0_85
; %bb.84:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s4, s12, 1
	s_add_u32 s4, s6, s4
	s_addc_u32 s5, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v47, v2, s[4:5]
	s_branch .LBB0_86
.LBB0_85:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v47, 0
.LBB0_86:
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	s_lshr_b32 s93, s94, 1
	ds_read_b128 v[144:147], v13
	ds_read_b128 v[140:143], v14
	ds_read_b128 v[136:139], v11
	ds_read_b128 v[132:135], v15
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 0, 0x108
	v_xor_b32_e32 v63, s2, v12
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v16
	ds_write_b16 v1, v20 offset:2048
	ds_write_b16 v1, v24 offset:4096
	ds_write_b16 v1, v28 offset:6144
	ds_write_b16 v3, v17 offset:512
	ds_write_b16 v3, v21 offset:2560
	ds_write_b16 v3, v25 offset:4608
	ds_write_b16 v3, v29 offset:6656
	ds_write_b16 v4, v18 offset:1024
	ds_write_b16 v4, v22 offset:3072
	ds_write_b16 v4, v26 offset:5120
	ds_write_b16 v4, v30 offset:7168
	ds_write_b16 v5, v19 offset:1536
	ds_write_b16 v5, v23 offset:3584
	ds_write_b16 v5, v27 offset:5632
	ds_write_b16 v5, v31 offset:7680
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_add_u32_e32 v1, 0, v63
	v_xor_b32_e32 v107, 16, v63
	ds_write_b16 v1, v32 offset:16384
	ds_write_b16 v1, v36 offset:18432
	ds_write_b16 v1, v40 offset:20480
	ds_write_b16 v1, v44 offset:22528
	v_add_u32_e32 v1, 0, v107
	v_xor_b32_e32 v108, 32, v63
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_lshrrev_b32_e32 v64, 3, v69
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_write_b16 v1, v33 offset:16896
	ds_write_b16 v1, v37 offset:18944
	ds_write_b16 v1, v41 offset:20992
	ds_write_b16 v1, v45 offset:23040
	v_add_u32_e32 v1, 0, v108
	v_xor_b32_e32 v109, 48, v63
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_or_b32_e32 v65, 1, v64
	v_or_b32_e32 v92, 3, v64
	v_or_b32_e32 v81, 2, v64
	v_or_b32_e32 v86, 11, v64
	v_or_b32_e32 v91, 10, v64
	v_or_b32_e32 v97, 9, v64
	v_or_b32_e32 v102, 8, v64
	v_or_b32_e32 v77, 32, v64
	v_or_b32_e32 v79, 27, v64
	v_or_b32_e32 v82, 26, v64
	v_or_b32_e32 v87, 25, v64
	v_or_b32_e32 v93, 24, v64
	v_or_b32_e32 v98, 19, v64
	v_or_b32_e32 v103, 18, v64
	v_or_b32_e32 v105, 17, v64
	v_or_b32_e32 v78, 49, v64
	v_or_b32_e32 v80, 48, v64
	v_or_b32_e32 v83, 43, v64
	v_or_b32_e32 v88, 42, v64
	v_or_b32_e32 v94, 41, v64
	v_or_b32_e32 v99, 40, v64
	v_or_b32_e32 v104, 35, v64
	v_or_b32_e32 v106, 34, v64
	v_or_b32_e32 v84, 58, v64
	v_or_b32_e32 v89, 57, v64
	v_or_b32_e32 v95, 56, v64
	v_or_b32_e32 v100, 51, v64
	v_or_b32_e32 v85, 59, v64
	v_or_b32_e32 v90, 50, v64
	v_or_b32_e32 v96, 33, v64
	v_or_b32_e32 v101, 16, v64
	v_or_b32_e32 v6, s33, v70
	.loc	1 93 16                         ; k_matmul.py:93:16
	v_mov_b32_e32 v11, 0x3fb8aa3b
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_mov_b32 s77, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_write_b16 v1, v34 offset:17408
	ds_write_b16 v1, v38 offset:19456
	ds_write_b16 v1, v42 offset:21504
	ds_write_b16 v1, v46 offset:23552
	v_add_u32_e32 v1, 0, v109
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cmp_gt_i32 s33, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_write_b16 v1, v35 offset:17920
	ds_write_b16 v1, v39 offset:19968
	ds_write_b16 v1, v43 offset:22016
	ds_write_b16 v1, v47 offset:24064
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_88
; %bb.87:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_89
.LBB0_88:
	s_mov_b64 s[2:3], -1
.LBB0_89:                               ; %Flow
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_or_b32_e32 v76, s93, v6
	v_mul_f32_e32 v66, s10, v11
	v_mov_b32_e32 v14, 0
	s_cmp_lg_u32 s2, 1
	v_bitop3_b32 v62, v10, v9, v8 bitop3:0x36
	v_bfe_i32 v71, v0, 3, 1
	v_lshlrev_b32_e32 v73, 5, v0
	v_and_b32_e32 v72, 24, v7
	v_lshlrev_b32_e32 v75, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v69
	v_lshlrev_b32_e32 v74, 1, v70
	s_cbranch_scc1 .LBB0_93
; %bb.90:                               ; %.lr.ph
	.loc	1 95 5 is_stmt 1                ; k_matmul.py:95:5
	v_mov_b32_e32 v3, v14
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[50:51], s[6:7], 0, v[2:3]
	v_mov_b32_e32 v2, 0x210
	s_movk_i32 s0, 0x180
	s_movk_i32 s2, 0x108
	v_and_b32_e32 v0, 0x48, v68
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_and_or_b32 v3, v73, s0, v72
	v_bitop3_b32 v9, v71, v72, s2 bitop3:0x6c
	v_bitop3_b32 v0, v0, v3, v2 bitop3:0x36
	v_xor_b32_e32 v4, v2, v74
	v_bitop3_b32 v5, s94, v2, v74 bitop3:0xf6
	v_and_b32_e32 v8, 0x80, v73
	s_lshr_b32 s1, s92, 1
	v_xor_b32_e32 v2, v9, v2
	v_and_b32_e32 v1, 32, v75
	v_or3_b32 v2, v8, s1, v2
	v_or_b32_e32 v113, v0, v1
	s_lshl_b32 s0, s94, 1
	v_lshl_add_u32 v3, v70, 2, 0
	v_bitop3_b32 v6, s94, 8, v4 bitop3:0x36
	v_bitop3_b32 v7, s94, 32, v4 bitop3:0x36
	v_bitop3_b32 v4, s94, 40, v4 bitop3:0x36
	v_or_b32_e32 v1, v2, v1
	v_bitop3_b32 v2, v2, 32, v75 bitop3:0x34
	v_xor_b32_e32 v110, 32, v62
	v_xor_b32_e32 v111, 64, v62
	v_xor_b32_e32 v112, 0x60, v62
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mov_b32_e32 v67, v66
	v_mov_b32_e32 v52, v66
	v_mov_b32_e32 v53, v66
	v_bitop3_b32 v114, v0, 32, v75 bitop3:0x34
	s_movk_i32 s73, 0x4000
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_or_b32 s70, s30, 0x1f00
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v125, 0xff800000
	v_add_u32_e32 v116, 0, v5
	v_add_u32_e32 v117, 0, v6
	v_add_u32_e32 v118, 0, v7
	v_add_u32_e32 v119, 0, v4
	v_add_u32_e32 v120, 0, v1
	v_add_u32_e32 v121, 0, v2
	v_mov_b32_e32 v54, v66
	v_mov_b32_e32 v55, v66
	v_mov_b32_e32 v122, 0xff800000
	v_add_u32_e32 v123, s0, v3
	v_add_u32_e32 v124, s92, v3
	s_mov_b32 s75, 0
	s_mov_b32 s95, 0
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v14
	.loc	1 0 5 is_stmt 0                 ; :0:5
.Ltmp2:
	.p2align	5, , 4
.LBB0_91:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_add_i32 s24, s70, 0xfffff100
	s_add_i32 s26, s70, 0xfffff200
	s_add_i32 s28, s70, 0xfffff300
	s_add_i32 s76, s70, 0xfffff800
	s_add_i32 s78, s70, 0xfffff900
	s_add_i32 s30, s70, 0xfffff400
	s_add_i32 s34, s70, 0xfffff500
	s_add_i32 s72, s70, 0xfffff600
	s_add_i32 s74, s70, 0xfffff700
	s_add_i32 s80, s70, 0xfffffa00
	s_add_i32 s82, s70, 0xfffffb00
	s_add_i32 s84, s70, 0xfffffc00
	s_add_i32 s86, s70, 0xfffffd00
	s_add_i32 s88, s70, 0xfffffe00
	s_add_i32 s90, s70, 0xffffff00
	.loc	1 97 21 is_stmt 0               ; k_matmul.py:97:21
	s_ashr_i32 s71, s70, 31
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_add_u32_e32 v32, s77, v62
	v_add_u32_e32 v33, s77, v110
	v_add_u32_e32 v34, s77, v111
	v_add_u32_e32 v126, s77, v112
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s77, s76, 31
	s_ashr_i32 s79, s78, 31
	.loc	1 96 16 is_stmt 1               ; k_matmul.py:96:16
	v_or_b32_e32 v16, s95, v91
	v_or_b32_e32 v17, s95, v86
	v_or_b32_e32 v18, s95, v102
	v_or_b32_e32 v19, s95, v97
	v_or_b32_e32 v20, s95, v92
	v_or_b32_e32 v21, s95, v81
	v_or_b32_e32 v22, s95, v65
	v_or_b32_e32 v23, s95, v64
	v_or_b32_e32 v38, s95, v85
	v_or_b32_e32 v39, s95, v90
	v_or_b32_e32 v40, s95, v84
	v_or_b32_e32 v41, s95, v87
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_add_u32_e32 v128, s73, v113
	v_add_u32_e32 v127, s73, v114
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_add_i32 s97, s75, 1
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s75, s74, 31
	s_ashr_i32 s81, s80, 31
	s_ashr_i32 s83, s82, 31
	s_ashr_i32 s85, s84, 31
	s_ashr_i32 s87, s86, 31
	s_ashr_i32 s89, s88, 31
	s_ashr_i32 s91, s90, 31
	s_lshl_b64 s[22:23], s[70:71], 1
	s_lshl_b64 s[24:25], s[24:25], 1
	s_lshl_b64 s[26:27], s[26:27], 1
	s_lshl_b64 s[28:29], s[28:29], 1
	s_lshl_b64 s[76:77], s[76:77], 1
	s_lshl_b64 s[78:79], s[78:79], 1
	.loc	1 96 16                         ; k_matmul.py:96:16
	v_or_b32_e32 v24, s95, v80
	v_or_b32_e32 v25, s95, v78
	v_or_b32_e32 v26, s95, v88
	v_or_b32_e32 v27, s95, v83
	v_or_b32_e32 v28, s95, v99
	v_or_b32_e32 v29, s95, v94
	v_or_b32_e32 v30, s95, v106
	v_or_b32_e32 v31, s95, v104
	v_or_b32_e32 v36, s95, v95
	v_or_b32_e32 v37, s95, v100
	v_or_b32_e32 v42, s95, v93
	v_or_b32_e32 v43, s95, v98
	v_or_b32_e32 v44, s95, v77
	v_or_b32_e32 v45, s95, v79
	v_or_b32_e32 v46, s95, v103
	v_or_b32_e32 v47, s95, v105
	v_or_b32_e32 v152, s95, v101
	v_or_b32_e32 v154, s95, v82
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[36:37], v76, v16
	v_cmp_ge_i32_e64 s[54:55], v76, v17
	v_cmp_ge_i32_e64 s[38:39], v76, v18
	v_cmp_ge_i32_e64 s[56:57], v76, v19
	v_cmp_ge_i32_e64 s[40:41], v76, v20
	v_cmp_ge_i32_e64 s[52:53], v76, v21
	v_cmp_ge_i32_e64 s[42:43], v76, v22
	v_cmp_ge_i32_e64 s[58:59], v76, v23
	v_cmp_ge_i32_e64 s[16:17], v76, v38
	v_cmp_ge_i32_e64 s[18:19], v76, v39
	v_cmp_ge_i32_e64 s[20:21], v76, v40
	v_cmp_ge_i32_e64 s[2:3], v76, v41
	.loc	1 97 21                         ; k_matmul.py:97:21
	v_lshl_add_u64 v[16:17], v[48:49], 0, s[22:23]
	v_lshl_add_u64 v[18:19], v[48:49], 0, s[24:25]
	v_lshl_add_u64 v[20:21], v[48:49], 0, s[26:27]
	v_lshl_add_u64 v[22:23], v[48:49], 0, s[28:29]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_lshl_b64 s[34:35], s[34:35], 1
	s_lshl_b64 s[72:73], s[72:73], 1
	s_lshl_b64 s[74:75], s[74:75], 1
	s_lshl_b64 s[80:81], s[80:81], 1
	s_lshl_b64 s[82:83], s[82:83], 1
	s_lshl_b64 s[84:85], s[84:85], 1
	s_lshl_b64 s[86:87], s[86:87], 1
	s_lshl_b64 s[88:89], s[88:89], 1
	s_lshl_b64 s[90:91], s[90:91], 1
	v_lshl_add_u64 v[38:39], v[48:49], 0, s[76:77]
	v_lshl_add_u64 v[40:41], v[48:49], 0, s[78:79]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[44:45], v76, v24
	v_cmp_ge_i32_e64 s[60:61], v76, v25
	v_cmp_ge_i32_e64 s[46:47], v76, v26
	v_cmp_ge_i32_e64 s[62:63], v76, v27
	v_cmp_ge_i32_e64 s[48:49], v76, v28
	v_cmp_ge_i32_e64 s[64:65], v76, v29
	v_cmp_ge_i32_e64 s[50:51], v76, v30
	v_cmp_ge_i32_e64 s[66:67], v76, v31
	v_cmp_ge_i32_e64 s[12:13], v76, v36
	v_cmp_ge_i32_e64 s[14:15], v76, v37
	v_cmp_ge_i32_e64 s[4:5], v76, v42
	v_cmp_ge_i32_e64 s[6:7], v76, v43
	v_cmp_ge_i32_e64 s[0:1], v76, v44
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[56:57], v[50:51], 0, s[22:23]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[22:23], v76, v45
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[36:37], v[50:51], 0, s[24:25]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[24:25], v76, v46
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[130:131], v[50:51], 0, s[26:27]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[26:27], v76, v47
	.loc	1 97 21                         ; k_matmul.py:97:21
	v_lshl_add_u64 v[24:25], v[48:49], 0, s[30:31]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[150:151], v[50:51], 0, s[30:31]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[30:31], v76, v152
	.loc	1 97 21                         ; k_matmul.py:97:21
	v_lshl_add_u64 v[26:27], v[48:49], 0, s[34:35]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[152:153], v[50:51], 0, s[34:35]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[34:35], v76, v154
	.loc	1 97 21                         ; k_matmul.py:97:21
	v_lshl_add_u64 v[28:29], v[48:49], 0, s[72:73]
	v_lshl_add_u64 v[30:31], v[48:49], 0, s[74:75]
	v_lshl_add_u64 v[42:43], v[48:49], 0, s[80:81]
	v_lshl_add_u64 v[44:45], v[48:49], 0, s[82:83]
	v_lshl_add_u64 v[46:47], v[48:49], 0, s[84:85]
	v_lshl_add_u64 v[154:155], v[48:49], 0, s[86:87]
	v_lshl_add_u64 v[156:157], v[48:49], 0, s[88:89]
	v_lshl_add_u64 v[158:159], v[48:49], 0, s[90:91]
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	global_load_ushort v194, v[16:17], off
	global_load_ushort v195, v[18:19], off
	global_load_ushort v196, v[20:21], off
	global_load_ushort v197, v[22:23], off
	global_load_ushort v198, v[24:25], off
	global_load_ushort v199, v[26:27], off
	global_load_ushort v200, v[28:29], off
	global_load_ushort v201, v[30:31], off
	global_load_ushort v202, v[38:39], off
	global_load_ushort v203, v[40:41], off
	global_load_ushort v204, v[42:43], off
	global_load_ushort v205, v[44:45], off
	global_load_ushort v206, v[46:47], off
	global_load_ushort v207, v[154:155], off
	global_load_ushort v208, v[156:157], off
	global_load_ushort v209, v[158:159], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[38:41], v32 offset:4096
	.loc	1 96 16 is_stmt 1               ; k_matmul.py:96:16
	v_or_b32_e32 v35, s95, v89
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[148:149], v[50:51], 0, s[28:29]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read_b128 v[154:157], v32
	ds_read_b128 v[174:177], v33 offset:4096
	ds_read_b128 v[178:181], v33
	ds_read_b128 v[182:185], v34
	ds_read_b128 v[186:189], v34 offset:4096
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[10:11], v76, v35
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[38:41], v[144:147], 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v210, v[36:37], off
	global_load_ushort v211, v[130:131], off
	global_load_ushort v212, v[148:149], off
	global_load_ushort v213, v[150:151], off
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	v_lshl_add_u64 v[168:169], v[50:51], 0, s[80:81]
	v_lshl_add_u64 v[160:161], v[50:51], 0, s[72:73]
	v_lshl_add_u64 v[162:163], v[50:51], 0, s[74:75]
	.loc	1 98 14 is_stmt 1               ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[154:157], v[144:147], 0
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[164:165], v[50:51], 0, s[76:77]
	v_lshl_add_u64 v[166:167], v[50:51], 0, s[78:79]
	v_lshl_add_u64 v[170:171], v[50:51], 0, s[82:83]
	v_lshl_add_u64 v[172:173], v[50:51], 0, s[84:85]
	v_lshl_add_u64 v[130:131], v[50:51], 0, s[86:87]
	v_lshl_add_u64 v[148:149], v[50:51], 0, s[88:89]
	v_lshl_add_u64 v[150:151], v[50:51], 0, s[90:91]
	.loc	1 105 13 is_stmt 0              ; k_matmul.py:105:13
	global_load_ushort v214, v[152:153], off
	global_load_ushort v215, v[160:161], off
	global_load_ushort v216, v[162:163], off
	global_load_ushort v217, v[164:165], off
	global_load_ushort v218, v[166:167], off
	.loc	1 98 14 is_stmt 1               ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[178:181], v[140:143], v[32:47]
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v178, v[168:169], off
	global_load_ushort v179, v[170:171], off
	global_load_ushort v180, v[172:173], off
	global_load_ushort v181, v[130:131], off
	global_load_ushort v219, v[148:149], off
	global_load_ushort v220, v[150:151], off
	global_load_ushort v221, v[56:57], off
	.loc	1 96 16                         ; k_matmul.py:96:16
	v_or_b32_e32 v129, s95, v96
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[28:29], v76, v129
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_read_b64_tr_b16 v[160:161], v128
	ds_read_b64_tr_b16 v[156:157], v128 offset:2048
	ds_read_b64_tr_b16 v[152:153], v128 offset:4096
	ds_read_b64_tr_b16 v[148:149], v128 offset:6144
	ds_read_b64_tr_b16 v[162:163], v127 offset:1024
	ds_read_b64_tr_b16 v[158:159], v127 offset:3072
	ds_read_b64_tr_b16 v[154:155], v127 offset:5120
	ds_read_b64_tr_b16 v[150:151], v127 offset:7168
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_add_i32 s96, s95, 64
	s_cmp_lt_i32 s97, 2
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x16_bf16 v[16:31], v[174:177], v[140:143], v[16:31]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read_b128 v[174:177], v126
	ds_read_b128 v[190:193], v126 offset:4096
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cselect_b32 s75, s97, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_lshl_b32 s77, s75, 13
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_addk_i32 s70, 0x1000
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_add_i32 s73, s77, 0x4000
	s_mov_b32 s95, s96
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_add_u32_e32 v131, s77, v61
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[186:189], v[136:139], v[16:31]
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_add_u32_e32 v127, s77, v108
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cmp_lt_i32 s96, s33
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_add_u32_e32 v128, s77, v58
	v_add_u32_e32 v126, s77, v59
	v_add_u32_e32 v56, s77, v60
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_add_u32_e32 v130, s77, v63
	v_add_u32_e32 v129, s77, v107
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x16_bf16 v[32:47], v[182:185], v[136:139], v[32:47]
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_add_u32_e32 v57, s77, v109
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[174:177], v[132:135], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[190:193], v[132:135], v[16:31]
	s_nop 9
	v_pk_mov_b32 v[164:165], v[40:41], v[42:43] op_sel:[1,0]
	v_pk_mul_f32 v[38:39], v[54:55], v[38:39]
	v_pk_mov_b32 v[166:167], v[44:45], v[46:47] op_sel:[1,0]
	v_pk_mov_b32 v[42:43], v[42:43], v[44:45] op_sel:[1,0]
	v_pk_mul_f32 v[34:35], v[54:55], v[34:35]
	v_pk_mul_f32 v[36:37], v[54:55], v[36:37]
	v_pk_mul_f32 v[32:33], v[52:53], v[32:33]
	v_mov_b32_e32 v41, v17
	v_pk_mov_b32 v[44:45], v[46:47], v[16:17] op_sel:[1,0]
	v_mov_b32_e32 v46, v27
	v_mov_b32_e32 v47, v28
	v_mov_b32_e32 v28, v29
	v_mov_b32_e32 v29, v30
	v_mov_b32_e32 v27, v31
	v_pk_mul_f32 v[16:17], v[66:67], v[40:41]
	v_pk_mul_f32 v[26:27], v[54:55], v[26:27]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v31, v122, v39, s[54:55]
	v_cndmask_b32_e64 v30, v122, v38, s[36:37]
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[28:29], v[54:55], v[28:29]
	v_pk_mul_f32 v[38:39], v[66:67], v[46:47]
	v_pk_mul_f32 v[40:41], v[54:55], v[166:167]
	v_pk_mul_f32 v[42:43], v[54:55], v[42:43]
	v_pk_mul_f32 v[44:45], v[54:55], v[44:45]
	v_pk_mul_f32 v[46:47], v[52:53], v[164:165]
	v_pk_mul_f32 v[18:19], v[52:53], v[18:19]
	v_pk_mul_f32 v[20:21], v[54:55], v[20:21]
	v_pk_mul_f32 v[22:23], v[54:55], v[22:23]
	v_pk_mul_f32 v[24:25], v[54:55], v[24:25]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v37, v122, v37, s[56:57]
	v_cndmask_b32_e64 v36, v122, v36, s[38:39]
	v_cndmask_b32_e64 v35, v122, v35, s[40:41]
	v_cndmask_b32_e64 v32, v122, v32, s[58:59]
	v_cndmask_b32_e64 v33, v122, v33, s[42:43]
	v_cndmask_b32_e64 v164, v122, v29, s[20:21]
	v_cndmask_b32_e64 v29, v122, v28, s[10:11]
	v_cndmask_b32_e64 v28, v122, v39, s[12:13]
	v_cndmask_b32_e64 v39, v122, v38, s[14:15]
	v_cndmask_b32_e64 v165, v122, v27, s[16:17]
	v_cndmask_b32_e64 v38, v122, v26, s[18:19]
	v_cndmask_b32_e64 v26, v122, v41, s[34:35]
	v_cndmask_b32_e64 v41, v122, v40, s[2:3]
	v_cndmask_b32_e64 v40, v122, v43, s[4:5]
	v_cndmask_b32_e64 v43, v122, v42, s[6:7]
	v_cndmask_b32_e64 v27, v122, v44, s[22:23]
	v_cndmask_b32_e64 v44, v122, v45, s[0:1]
	v_cndmask_b32_e64 v42, v122, v47, s[24:25]
	v_cndmask_b32_e64 v47, v122, v46, s[26:27]
	v_cndmask_b32_e64 v45, v122, v17, s[28:29]
	v_cndmask_b32_e64 v34, v122, v34, s[52:53]
	v_cndmask_b32_e64 v25, v122, v25, s[60:61]
	v_cndmask_b32_e64 v24, v122, v24, s[44:45]
	v_cndmask_b32_e64 v23, v122, v23, s[62:63]
	v_cndmask_b32_e64 v22, v122, v22, s[46:47]
	v_cndmask_b32_e64 v21, v122, v21, s[64:65]
	v_cndmask_b32_e64 v20, v122, v20, s[48:49]
	v_cndmask_b32_e64 v19, v122, v19, s[66:67]
	v_cndmask_b32_e64 v18, v122, v18, s[50:51]
	v_cndmask_b32_e64 v46, v122, v16, s[30:31]
.Ltmp3:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max_f32_e32 v166, v32, v33
	v_max3_f32 v167, v35, v36, v37
	v_max3_f32 v168, v47, v42, v43
	v_max3_f32 v169, v40, v41, v26
	v_max3_f32 v170, v27, v44, v45
	v_max3_f32 v16, v18, v19, v20
	v_max3_f32 v17, v21, v22, v23
	v_max3_f32 v171, v24, v25, v38
	v_max3_f32 v166, v166, v34, v167
	v_max3_f32 v167, v30, v31, v46
	v_max3_f32 v172, v39, v28, v29
	v_max3_f32 v168, v168, v169, v170
	v_max3_f32 v16, v16, v17, v171
	v_max3_f32 v17, v172, v164, v165
	v_max3_f32 v166, v166, v167, v168
	v_max3_f32 v16, v166, v16, v17
.Ltmp4:
	.loc	2 216 16                        ; standard.py:216:16 @[ k_matmul.py:101:33 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
.Ltmp5:
	.loc	1 101 17                        ; k_matmul.py:101:17
	v_max3_f32 v16, v125, v16, v17
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_pk_add_f32 v[32:33], v[32:33], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[164:165], v[164:165], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 103 30                        ; k_matmul.py:103:30
	v_sub_f32_e32 v17, v125, v16
	.loc	1 103 17 is_stmt 0              ; k_matmul.py:103:17
	v_exp_f32_e32 v167, v17
	.loc	1 102 13 is_stmt 1              ; k_matmul.py:102:13
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v34, v34
	.loc	1 106 15                        ; k_matmul.py:106:15
	ds_write_b32 v123, v167 offset:32768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v166, v124 offset:32768
	.loc	1 102 13                        ; k_matmul.py:102:13
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v30, v30
	v_exp_f32_e32 v31, v31
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v27, v27
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v25, v25
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v28, v28
	v_exp_f32_e32 v29, v29
	v_exp_f32_e32 v164, v164
	v_exp_f32_e32 v165, v165
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v17, v32, v33
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
.Ltmp7:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v168, v34, v35
	v_cvt_pk_bf16_f32 v169, v36, v37
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[34:35], v[36:37], v[30:31]
.Ltmp9:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v170, v30, v31
	v_cvt_pk_bf16_f32 v171, v46, v47
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[30:31], v[46:47], v[42:43]
.Ltmp11:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v42, v42, v43
	v_cvt_pk_bf16_f32 v43, v40, v41
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[36:37], v[40:41], v[26:27]
.Ltmp13:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v40, v26, v27
	v_cvt_pk_bf16_f32 v41, v44, v45
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[26:27], v[44:45], v[18:19]
.Ltmp15:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v44, v18, v19
	v_cvt_pk_bf16_f32 v45, v20, v21
	.loc	1 106 15 is_stmt 0              ; k_matmul.py:106:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], v[166:167] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[166:167] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[166:167] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[166:167] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[166:167] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[166:167] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[166:167] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[166:167] op_sel_hi:[1,0]
.Ltmp16:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
.Ltmp17:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v46, v22, v23
	v_cvt_pk_bf16_f32 v47, v24, v25
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[20:21], v[24:25], v[38:39]
.Ltmp19:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v24, v38, v39
	v_cvt_pk_bf16_f32 v25, v28, v29
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[22:23], v[28:29], v[164:165]
.Ltmp21:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v28, v164, v165
	s_barrier
	ds_write_b16 v116, v17 offset:32768
	ds_write_b16_d16_hi v116, v17 offset:32896
	ds_write_b16 v116, v171 offset:34816
	ds_write_b16_d16_hi v116, v171 offset:34944
	ds_write_b16 v116, v41 offset:36864
	ds_write_b16_d16_hi v116, v41 offset:36992
	ds_write_b16 v116, v47 offset:38912
	ds_write_b16_d16_hi v116, v47 offset:39040
	ds_write_b16 v117, v168 offset:33024
	ds_write_b16_d16_hi v117, v168 offset:33152
	ds_write_b16 v117, v42 offset:35072
	ds_write_b16_d16_hi v117, v42 offset:35200
	ds_write_b16 v117, v44 offset:37120
	ds_write_b16_d16_hi v117, v44 offset:37248
	ds_write_b16 v117, v24 offset:39168
	ds_write_b16_d16_hi v117, v24 offset:39296
	ds_write_b16 v118, v169 offset:33792
	ds_write_b16_d16_hi v118, v169 offset:33920
	ds_write_b16 v118, v43 offset:35840
	ds_write_b16_d16_hi v118, v43 offset:35968
	ds_write_b16 v118, v45 offset:37888
	ds_write_b16_d16_hi v118, v45 offset:38016
	ds_write_b16 v118, v25 offset:39936
	ds_write_b16_d16_hi v118, v25 offset:40064
	ds_write_b16 v119, v170 offset:34048
	ds_write_b16_d16_hi v119, v170 offset:34176
	ds_write_b16 v119, v40 offset:36096
	ds_write_b16_d16_hi v119, v40 offset:36224
	ds_write_b16 v119, v46 offset:38144
	ds_write_b16_d16_hi v119, v46 offset:38272
	ds_write_b16 v119, v28 offset:40192
	ds_write_b16_d16_hi v119, v28 offset:40320
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[40:41], v121 offset:33792
	ds_read_b64_tr_b16 v[38:39], v120 offset:32768
	ds_read_b64_tr_b16 v[42:43], v120 offset:34816
	ds_read_b64_tr_b16 v[168:169], v120 offset:36864
	ds_read_b64_tr_b16 v[172:173], v120 offset:38912
	ds_read_b64_tr_b16 v[44:45], v121 offset:35840
	ds_read_b64_tr_b16 v[170:171], v121 offset:37888
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[160:163], v[38:41], v[0:15]
	.loc	1 106 45                        ; k_matmul.py:106:45
	ds_read_b64_tr_b16 v[174:175], v121 offset:39936
.Ltmp22:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v24, v32, v34
	v_add_f32_e64 v25, v33, v35
	v_add_f32_e64 v28, v30, v36
	v_add_f32_e64 v29, v31, v37
	v_pk_add_f32 v[18:19], v[26:27], v[18:19]
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
	v_pk_add_f32 v[22:23], v[24:25], v[28:29]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp23:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[156:159], v[42:45], v[0:15]
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v18, v22, v18
	v_add_f32_e64 v19, v23, v19
	v_mov_b32_e32 v125, v16
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v17, v18, v19
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_mov_b32_e32 v18, v17
	s_nop 1
	v_permlane32_swap_b32_e32 v17, v18
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v17, v17, v18
.Ltmp28:
	.loc	1 104 15                        ; k_matmul.py:104:15
	v_fmac_f32_e32 v17, v115, v167
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[152:155], v[168:171], v[0:15]
	v_mov_b32_e32 v115, v17
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt vmcnt(31)
	ds_write_b16 v131, v194 offset:7680
	s_waitcnt vmcnt(30)
	ds_write_b16 v128, v195
	s_waitcnt vmcnt(26)
	ds_write_b16 v128, v199 offset:2048
	s_waitcnt vmcnt(22)
	ds_write_b16 v128, v203 offset:4096
	s_waitcnt vmcnt(18)
	ds_write_b16 v128, v207 offset:6144
	ds_write_b16 v126, v196 offset:512
	ds_write_b16 v126, v200 offset:2560
	ds_write_b16 v126, v204 offset:4608
	s_waitcnt vmcnt(17)
	ds_write_b16 v126, v208 offset:6656
	ds_write_b16 v56, v197 offset:1024
	ds_write_b16 v56, v201 offset:3072
	ds_write_b16 v56, v205 offset:5120
	s_waitcnt vmcnt(16)
	ds_write_b16 v56, v209 offset:7168
	ds_write_b16 v131, v198 offset:1536
	ds_write_b16 v131, v202 offset:3584
	ds_write_b16 v131, v206 offset:5632
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v130, v210 offset:16384
	s_waitcnt vmcnt(11)
	ds_write_b16 v130, v214 offset:18432
	s_waitcnt vmcnt(7)
	ds_write_b16 v130, v218 offset:20480
	s_waitcnt vmcnt(3)
	ds_write_b16 v130, v181 offset:22528
	ds_write_b16 v129, v211 offset:16896
	ds_write_b16 v129, v215 offset:18944
	ds_write_b16 v129, v178 offset:20992
	s_waitcnt vmcnt(2)
	ds_write_b16 v129, v219 offset:23040
	ds_write_b16 v127, v212 offset:17408
	ds_write_b16 v127, v216 offset:19456
	ds_write_b16 v127, v179 offset:21504
	s_waitcnt vmcnt(1)
	ds_write_b16 v127, v220 offset:23552
	ds_write_b16 v57, v213 offset:17920
	ds_write_b16 v57, v217 offset:19968
	ds_write_b16 v57, v180 offset:22016
	s_waitcnt vmcnt(0)
	ds_write_b16 v57, v221 offset:24064
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[148:151], v[172:175], v[0:15]
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_91
; %bb.92:                               ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_nop 10
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v14, v17
	s_branch .LBB0_94
.LBB0_93:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s73, 0x4000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v30, v1
.LBB0_94:                               ; %._crit_edge
	.loc	1 95 5 is_stmt 1                ; k_matmul.py:95:5
	s_add_i32 s3, s33, 0x7f
	s_ashr_i32 s0, s3, 31
	s_lshr_b32 s0, s0, 26
	s_add_i32 s0, s3, s0
	s_ashr_i32 s0, s0, 6
	s_max_i32 s2, s0, 1
	s_cmp_gt_i32 s3, 63
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s3, 64
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_cbranch_scc1 .LBB0_96
; %bb.95:
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_xor_b32_e32 v17, 0x60, v62
	v_add_u32_e32 v17, s77, v17
	ds_read_b128 v[20:23], v17 offset:4096
	ds_read_b128 v[24:27], v17
	v_xad_u32 v17, v62, 64, s77
	ds_read_b128 v[108:111], v17 offset:4096
	ds_read_b128 v[48:51], v17
	v_xad_u32 v17, v62, 32, s77
	ds_read_b128 v[112:115], v17 offset:4096
	ds_read_b128 v[52:55], v17
	v_add_u32_e32 v17, s77, v62
	ds_read_b128 v[116:119], v17 offset:4096
	ds_read_b128 v[56:59], v17
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[56:59], v[144:147], 0
	v_mfma_f32_32x32x16_bf16 v[32:47], v[52:55], v[140:143], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[48:51], v[136:139], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[116:119], v[144:147], 0
	v_mfma_f32_32x32x16_bf16 v[48:63], v[112:115], v[140:143], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[108:111], v[136:139], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[24:27], v[132:135], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[20:23], v[132:135], v[48:63]
	s_nop 10
	v_mov_b32_e32 v18, v40
	v_mov_b32_e32 v22, v41
	v_mov_b32_e32 v23, v42
	v_mov_b32_e32 v24, v43
	v_mov_b32_e32 v25, v44
	v_mov_b32_e32 v26, v45
	v_mov_b32_e32 v27, v46
	v_mov_b32_e32 v19, v49
	v_mov_b32_e32 v20, v58
	v_mov_b32_e32 v21, v63
	v_mov_b32_e32 v28, v47
	v_mov_b32_e32 v29, v48
	v_mov_b32_e32 v40, v59
	v_mov_b32_e32 v41, v60
	v_mov_b32_e32 v42, v61
	v_mov_b32_e32 v43, v62
	s_branch .LBB0_97
.LBB0_96:
	.loc	1 0 14 is_stmt 0                ; k_matmul.py:0:14
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v21, v18
	v_mov_b32_e32 v22, v18
	v_mov_b32_e32 v23, v18
	v_mov_b32_e32 v24, v18
	v_mov_b32_e32 v25, v18
	v_mov_b32_e32 v26, v18
	v_mov_b32_e32 v27, v18
	v_mov_b32_e32 v28, v18
	v_mov_b32_e32 v29, v18
	v_mov_b32_e32 v32, v18
	v_mov_b32_e32 v33, v18
	v_mov_b32_e32 v34, v18
	v_mov_b32_e32 v35, v18
	v_mov_b32_e32 v36, v18
	v_mov_b32_e32 v37, v18
	v_mov_b32_e32 v38, v18
	v_mov_b32_e32 v39, v18
	v_mov_b32_e32 v50, v18
	v_mov_b32_e32 v51, v18
	v_mov_b32_e32 v52, v18
	v_mov_b32_e32 v53, v18
	v_mov_b32_e32 v54, v18
	v_mov_b32_e32 v55, v18
	v_mov_b32_e32 v56, v18
	v_mov_b32_e32 v57, v18
	v_mov_b32_e32 v40, v18
	v_mov_b32_e32 v41, v18
	v_mov_b32_e32 v42, v18
	v_mov_b32_e32 v43, v18
.LBB0_97:
	.loc	1 95 5 is_stmt 1                ; k_matmul.py:95:5
	s_lshl_b32 s2, s2, 6
	s_sub_i32 s2, s2, 64
	.loc	1 96 16                         ; k_matmul.py:96:16
	v_or_b32_e32 v63, s2, v81
	v_or_b32_e32 v17, s2, v65
	v_or_b32_e32 v31, s2, v64
	v_or_b32_e32 v58, s2, v92
	v_or_b32_e32 v59, s2, v102
	v_or_b32_e32 v60, s2, v97
	v_or_b32_e32 v61, s2, v91
	v_or_b32_e32 v62, s2, v86
	v_or_b32_e32 v64, s2, v105
	v_or_b32_e32 v65, s2, v103
	v_or_b32_e32 v67, s2, v98
	v_or_b32_e32 v81, s2, v93
	v_or_b32_e32 v86, s2, v87
	v_or_b32_e32 v82, s2, v82
	v_or_b32_e32 v79, s2, v79
	v_or_b32_e32 v77, s2, v77
	v_or_b32_e32 v87, s2, v106
	v_or_b32_e32 v91, s2, v104
	v_or_b32_e32 v92, s2, v99
	v_or_b32_e32 v93, s2, v94
	v_or_b32_e32 v88, s2, v88
	v_or_b32_e32 v83, s2, v83
	v_or_b32_e32 v80, s2, v80
	v_or_b32_e32 v78, s2, v78
	v_or_b32_e32 v94, s2, v100
	v_or_b32_e32 v95, s2, v95
	v_or_b32_e32 v89, s2, v89
	v_or_b32_e32 v84, s2, v84
	v_or_b32_e32 v97, s2, v101
	v_or_b32_e32 v96, s2, v96
	v_or_b32_e32 v90, s2, v90
	v_or_b32_e32 v85, s2, v85
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[34:35], v[66:67], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[66:67], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[66:67], v[56:57] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_mov_b32_e32 v56, 0xff800000
	v_cmp_ge_i32_e64 s[2:3], v76, v63
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[38:39], v[66:67], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[66:67], v[36:37] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v34, v56, v34, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v62
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[32:33], v[66:67], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[66:67], v[28:29] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v39, v56, v39, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v61
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[46:47], v[66:67], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[66:67], v[26:27] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v38, v56, v38, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v60
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[24:25], v[66:67], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[66:67], v[22:23] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v37, v56, v37, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v59
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[48:49], v[66:67], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[66:67], v[42:43] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v36, v56, v36, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v58
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[40:41], v[66:67], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[66:67], v[20:21] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v35, v56, v35, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v31
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[18:19], v[66:67], v[18:19] op_sel_hi:[0,1]
	.loc	1 100 18                        ; k_matmul.py:100:18
	s_nop 0
	v_cndmask_b32_e64 v32, v56, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v17
	s_nop 1
	v_cndmask_b32_e64 v33, v56, v33, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v77
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max_f32_e32 v17, v32, v33
.Ltmp30:
	.loc	1 100 18                        ; k_matmul.py:100:18
	s_nop 0
	v_cndmask_b32_e64 v52, v56, v29, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v79
	s_nop 1
	v_cndmask_b32_e64 v29, v56, v28, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v82
	s_nop 1
	v_cndmask_b32_e64 v28, v56, v27, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v86
	s_nop 1
	v_cndmask_b32_e64 v27, v56, v26, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v81
	s_nop 1
	v_cndmask_b32_e64 v26, v56, v25, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v67
	s_nop 1
	v_cndmask_b32_e64 v25, v56, v24, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v65
	s_nop 1
	v_cndmask_b32_e64 v24, v56, v23, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v64
	s_nop 1
	v_cndmask_b32_e64 v23, v56, v22, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v78
	s_nop 1
	v_cndmask_b32_e64 v51, v56, v51, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v80
	s_nop 1
	v_cndmask_b32_e64 v50, v56, v50, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v83
	s_nop 1
	v_cndmask_b32_e64 v49, v56, v49, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v88
	s_nop 1
	v_cndmask_b32_e64 v48, v56, v48, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v93
	s_nop 1
	v_cndmask_b32_e64 v47, v56, v47, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v92
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v57, v47, v48, v49
.Ltmp32:
	.loc	1 100 18                        ; k_matmul.py:100:18
	s_nop 0
	v_cndmask_b32_e64 v46, v56, v46, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v91
	s_nop 1
	v_cndmask_b32_e64 v45, v56, v45, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v87
	s_nop 1
	v_cndmask_b32_e64 v44, v56, v44, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v84
	s_nop 1
	v_cndmask_b32_e64 v54, v56, v43, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v89
	s_nop 1
	v_cndmask_b32_e64 v43, v56, v42, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v95
	s_nop 1
	v_cndmask_b32_e64 v42, v56, v41, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v94
	s_nop 1
	v_cndmask_b32_e64 v41, v56, v40, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v85
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v59, v41, v42, v43
.Ltmp34:
	.loc	1 100 18                        ; k_matmul.py:100:18
	s_nop 0
	v_cndmask_b32_e64 v55, v56, v21, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v90
.Ltmp35:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v21, v26, v27, v28
.Ltmp36:
	.loc	1 100 18                        ; k_matmul.py:100:18
	s_nop 0
	v_cndmask_b32_e64 v40, v56, v20, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v96
.Ltmp37:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v20, v23, v24, v25
	v_max3_f32 v58, v50, v51, v40
.Ltmp38:
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v53, v56, v19, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v76, v97
.Ltmp39:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v31, v29, v52, v53
.Ltmp40:
	.loc	1 100 18                        ; k_matmul.py:100:18
	s_nop 0
	v_cndmask_b32_e64 v22, v56, v18, s[2:3]
.Ltmp41:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v18, v35, v36, v37
	v_max3_f32 v19, v38, v39, v22
	v_max3_f32 v56, v44, v45, v46
	v_max3_f32 v17, v17, v34, v18
	v_max3_f32 v18, v20, v21, v31
	v_max3_f32 v20, v56, v57, v58
	v_max3_f32 v21, v59, v54, v55
	v_max3_f32 v17, v17, v19, v18
	v_max3_f32 v17, v17, v20, v21
.Ltmp42:
	.loc	2 216 16                        ; standard.py:216:16 @[ k_matmul.py:101:33 ]
	v_mov_b32_e32 v18, v17
	s_nop 1
	v_permlane32_swap_b32_e32 v17, v18
.Ltmp43:
	.loc	1 101 17                        ; k_matmul.py:101:17
	v_max3_f32 v18, v16, v17, v18
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_pk_add_f32 v[20:21], v[32:33], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[34:35], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[36:37], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[38:39], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[52:53], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[54:55], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 102 13 is_stmt 0              ; k_matmul.py:102:13
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v54, v32
	v_exp_f32_e32 v55, v33
	v_exp_f32_e32 v56, v34
	v_exp_f32_e32 v57, v35
	v_exp_f32_e32 v58, v36
	v_exp_f32_e32 v59, v37
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v25, v25
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v27, v27
	v_exp_f32_e32 v28, v28
	v_exp_f32_e32 v29, v29
	v_exp_f32_e32 v60, v38
	v_exp_f32_e32 v61, v39
	v_exp_f32_e32 v62, v44
	v_exp_f32_e32 v63, v45
	v_exp_f32_e32 v64, v46
	v_exp_f32_e32 v65, v47
	v_exp_f32_e32 v66, v48
	v_exp_f32_e32 v67, v49
	v_exp_f32_e32 v76, v50
	v_exp_f32_e32 v77, v51
	v_exp_f32_e32 v78, v40
	v_exp_f32_e32 v79, v41
	v_exp_f32_e32 v80, v42
	v_exp_f32_e32 v81, v43
	v_exp_f32_e32 v82, v52
	v_exp_f32_e32 v83, v53
	.loc	1 103 30 is_stmt 1              ; k_matmul.py:103:30
	v_sub_f32_e32 v16, v16, v18
	.loc	1 103 17 is_stmt 0              ; k_matmul.py:103:17
	v_exp_f32_e32 v32, v16
.Ltmp44:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[16:17], v[20:21], v[54:55]
	v_pk_add_f32 v[18:19], v[56:57], v[58:59]
	v_pk_add_f32 v[34:35], v[22:23], v[24:25]
	v_pk_add_f32 v[36:37], v[26:27], v[28:29]
	v_pk_add_f32 v[38:39], v[60:61], v[62:63]
	v_pk_add_f32 v[40:41], v[64:65], v[66:67]
	v_pk_add_f32 v[42:43], v[76:77], v[78:79]
	v_pk_add_f32 v[44:45], v[80:81], v[82:83]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[34:35], v[36:37]
	v_pk_add_f32 v[34:35], v[38:39], v[40:41]
	v_pk_add_f32 v[36:37], v[42:43], v[44:45]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[34:35], v[36:37]
.Ltmp45:
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_movk_i32 s2, 0x180
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp47:
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_mov_b32_e32 v18, 0x210
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v33, v16, v17
.Ltmp49:
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_and_b32_e32 v16, 0x48, v68
	v_cndmask_b32_e64 v18, v18, 0, vcc
	v_and_or_b32 v19, v73, s2, v72
	v_and_b32_e32 v17, 32, v75
	v_bitop3_b32 v16, v16, v19, v18 bitop3:0x36
	v_or_b32_e32 v16, v16, v17
	v_add_u32_e32 v19, s73, v16
	v_xad_u32 v16, v16, 32, s73
	ds_read_b64_tr_b16 v[52:53], v16 offset:1024
	ds_read_b64_tr_b16 v[48:49], v16 offset:3072
	ds_read_b64_tr_b16 v[44:45], v16 offset:5120
	ds_read_b64_tr_b16 v[40:41], v16 offset:7168
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_lshlrev_b32_e32 v16, 2, v70
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_read_b64_tr_b16 v[50:51], v19
	ds_read_b64_tr_b16 v[46:47], v19 offset:2048
	ds_read_b64_tr_b16 v[42:43], v19 offset:4096
	ds_read_b64_tr_b16 v[38:39], v19 offset:6144
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_lshl_or_b32 v19, s94, 1, v16
	v_or_b32_e32 v16, s92, v16
	v_add_u32_e32 v35, 0, v19
	v_add_u32_e32 v36, 0, v16
	ds_write_b32 v35, v32 offset:32768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v36 offset:32768
	.loc	1 106 45 is_stmt 0              ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v19, v20, v21
	v_cvt_pk_bf16_f32 v21, v56, v57
	v_bitop3_b32 v57, s94, v18, v74 bitop3:0xf6
	v_cvt_pk_bf16_f32 v31, v58, v59
	v_add_u32_e32 v58, 0, v57
	v_cvt_pk_bf16_f32 v20, v54, v55
	v_cvt_pk_bf16_f32 v22, v22, v23
	v_cvt_pk_bf16_f32 v23, v24, v25
	v_cvt_pk_bf16_f32 v24, v26, v27
	v_cvt_pk_bf16_f32 v26, v60, v61
	v_cvt_pk_bf16_f32 v37, v76, v77
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v58, v19 offset:32768
	ds_write_b16_d16_hi v58, v19 offset:32896
	ds_write_b16 v58, v22 offset:34816
	ds_write_b16_d16_hi v58, v22 offset:34944
	ds_write_b16 v58, v26 offset:36864
	ds_write_b16_d16_hi v58, v26 offset:36992
	ds_write_b16 v58, v37 offset:38912
	ds_write_b16_d16_hi v58, v37 offset:39040
	v_xad_u32 v19, v57, 8, 0
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_and_b64 s[2:3], s[0:1], exec
.Ltmp50:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_mov_b32_e32 v34, v33
.Ltmp51:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v27, v62, v63
	v_cvt_pk_bf16_f32 v54, v78, v79
	ds_write_b16 v19, v20 offset:33024
	ds_write_b16_d16_hi v19, v20 offset:33152
	ds_write_b16 v19, v23 offset:35072
	ds_write_b16_d16_hi v19, v23 offset:35200
	ds_write_b16 v19, v27 offset:37120
	ds_write_b16_d16_hi v19, v27 offset:37248
	ds_write_b16 v19, v54 offset:39168
	ds_write_b16_d16_hi v19, v54 offset:39296
	v_xad_u32 v19, v57, 32, 0
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	s_cselect_b32 s2, 1, 0
.Ltmp52:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_permlane32_swap_b32_e32 v33, v34
.Ltmp53:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v25, v28, v29
	v_cvt_pk_bf16_f32 v28, v64, v65
	v_cvt_pk_bf16_f32 v55, v80, v81
	ds_write_b16 v19, v21 offset:33792
	ds_write_b16_d16_hi v19, v21 offset:33920
	ds_write_b16 v19, v24 offset:35840
	ds_write_b16_d16_hi v19, v24 offset:35968
	ds_write_b16 v19, v28 offset:37888
	ds_write_b16_d16_hi v19, v28 offset:38016
	ds_write_b16 v19, v55 offset:39936
	ds_write_b16_d16_hi v19, v55 offset:40064
	v_xad_u32 v19, v57, 40, 0
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	s_cmp_lg_u32 s2, 1
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_bf16_f32 v29, v66, v67
	v_cvt_pk_bf16_f32 v56, v82, v83
	ds_write_b16 v19, v31 offset:34048
	ds_write_b16_d16_hi v19, v31 offset:34176
	ds_write_b16 v19, v25 offset:36096
	ds_write_b16_d16_hi v19, v25 offset:36224
	ds_write_b16 v19, v29 offset:38144
	ds_write_b16_d16_hi v19, v29 offset:38272
	ds_write_b16 v19, v56 offset:40192
	ds_write_b16_d16_hi v19, v56 offset:40320
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_cbranch_scc1 .LBB0_99
; %bb.98:
	.loc	1 0 0                           ; k_matmul.py:0
	v_and_b32_e32 v19, 0x80, v73
	s_lshr_b32 s2, s92, 1
	v_or_b32_e32 v19, s2, v19
	s_movk_i32 s2, 0x108
	v_bitop3_b32 v20, v71, v72, s2 bitop3:0x6c
	v_xor_b32_e32 v18, v20, v18
	v_or3_b32 v17, v19, v18, v17
	v_add_u32_e32 v18, 0, v17
	v_xad_u32 v17, v17, 32, 0
	ds_read_b64_tr_b16 v[54:55], v18 offset:32768
	ds_read_b64_tr_b16 v[58:59], v18 offset:34816
	ds_read_b64_tr_b16 v[62:63], v18 offset:36864
	ds_read_b64_tr_b16 v[72:73], v18 offset:38912
	ds_read_b64_tr_b16 v[56:57], v17 offset:33792
	ds_read_b64_tr_b16 v[60:61], v17 offset:35840
	ds_read_b64_tr_b16 v[64:65], v17 offset:37888
	ds_read_b64_tr_b16 v[74:75], v17 offset:39936
	.loc	1 95 5 is_stmt 1                ; k_matmul.py:95:5
	v_mov_b32_e32 v31, v15
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_pk_mul_f32 v[30:31], v[30:31], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[12:13], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[10:11], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[8:9], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[6:7], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[4:5], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[2:3], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[0:1], v[16:17] op_sel_hi:[1,0]
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(3)
	s_nop 0
	v_mfma_f32_32x32x16_bf16 v[16:31], v[50:53], v[54:57], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[46:49], v[58:61], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[42:45], v[62:65], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[38:41], v[72:75], v[16:31]
	s_nop 11
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v13, v29
	v_mov_b32_e32 v12, v28
	v_mov_b32_e32 v11, v27
	v_mov_b32_e32 v10, v26
	v_mov_b32_e32 v9, v25
	v_mov_b32_e32 v8, v24
	v_mov_b32_e32 v7, v23
	v_mov_b32_e32 v6, v22
	v_mov_b32_e32 v5, v21
	v_mov_b32_e32 v4, v20
	v_mov_b32_e32 v3, v19
	v_mov_b32_e32 v2, v18
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v0, v16
.LBB0_99:
.Ltmp54:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v16, v33, v34
.Ltmp55:
	.loc	1 104 15                        ; k_matmul.py:104:15
	v_fmac_f32_e32 v16, v14, v32
	.loc	1 95 5                          ; k_matmul.py:95:5
	v_cndmask_b32_e64 v14, v14, v16, s[0:1]
	.loc	1 108 11                        ; k_matmul.py:108:11
	ds_write_b32 v35, v14
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v36
	.loc	1 89 61                         ; k_matmul.py:89:61
	v_lshrrev_b32_e32 v14, 2, v69
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_lshr_b32 s2, s92, 2
	.loc	1 89 61                         ; k_matmul.py:89:61
	v_or_b32_e32 v17, s93, v14
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_or_b32_e32 v14, s2, v70
	.loc	1 108 11                        ; k_matmul.py:108:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v18, s[0:1], v16, v16, v0
	v_rcp_f32_e32 v19, v18
	.loc	1 86 14                         ; k_matmul.py:86:14
	v_or_b32_e32 v14, s33, v14
	.loc	1 89 32                         ; k_matmul.py:89:32
	v_lshlrev_b32_e32 v14, 6, v14
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v20, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_div_scale_f32 v20, vcc, v0, v16, v0
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_scale_f32 v20, s[0:1], v16, v16, v1
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v0, v18, v16, v0
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v1, v16, v1
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v16, v16, v2
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v1, v18, v16, v1
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_pk_bf16_f32 v0, v0, v1
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v2, v16, v2
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v16, v16, v3
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v18, v18, v16, v2
	v_fma_f32 v2, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v2, v22
	v_div_scale_f32 v2, vcc, v3, v16, v3
	v_mul_f32_e32 v19, v2, v22
	v_fma_f32 v21, -v20, v19, v2
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v2, -v20, v19, v2
	v_div_scale_f32 v20, s[0:1], v16, v16, v4
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v2, v2, v22, v19
	v_div_fixup_f32 v3, v2, v16, v3
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_pk_bf16_f32 v1, v18, v3
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v2, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v2, v21
	v_div_scale_f32 v2, vcc, v4, v16, v4
	v_mul_f32_e32 v19, v2, v21
	v_fma_f32 v22, -v20, v19, v2
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v2, -v20, v19, v2
	v_div_scale_f32 v20, s[0:1], v16, v16, v5
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v2, v2, v21, v19
	v_div_fixup_f32 v2, v2, v16, v4
	v_fma_f32 v4, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v4, v22
	v_div_scale_f32 v4, vcc, v5, v16, v5
	v_mul_f32_e32 v19, v4, v22
	v_fma_f32 v21, -v20, v19, v4
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v4, -v20, v19, v4
	v_div_scale_f32 v20, s[0:1], v16, v16, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v4, v4, v22, v19
	v_div_fixup_f32 v4, v4, v16, v5
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_pk_bf16_f32 v2, v2, v4
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v6, v16, v6
	v_mul_f32_e32 v19, v5, v21
	v_fma_f32 v22, -v20, v19, v5
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v5, -v20, v19, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v5, v5, v21, v19
	v_div_fixup_f32 v19, v5, v16, v6
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v5, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v5, v22
	v_div_scale_f32 v5, vcc, v7, v16, v7
	v_mul_f32_e32 v6, v5, v22
	v_fma_f32 v21, -v20, v6, v5
	v_fmac_f32_e32 v6, v21, v22
	v_fma_f32 v5, -v20, v6, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v5, v5, v22, v6
	v_div_fixup_f32 v22, v5, v16, v7
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_pk_bf16_f32 v3, v19, v22
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v8, v16, v8
	v_mul_f32_e32 v6, v5, v21
	v_fma_f32 v7, -v20, v6, v5
	v_fmac_f32_e32 v6, v7, v21
	v_div_scale_f32 v7, s[0:1], v16, v16, v9
	v_fma_f32 v5, -v20, v6, v5
	v_rcp_f32_e32 v20, v7
	v_div_fmas_f32 v5, v5, v21, v6
	v_div_fixup_f32 v21, v5, v16, v8
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v5, -v7, v20, 1.0
	v_fmac_f32_e32 v20, v5, v20
	v_div_scale_f32 v5, vcc, v9, v16, v9
	v_mul_f32_e32 v6, v5, v20
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v20
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v10
	v_rcp_f32_e32 v8, v7
	v_div_fmas_f32 v5, v5, v20, v6
	v_div_fixup_f32 v20, v5, v16, v9
	v_fma_f32 v5, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v10, v16, v10
	v_mul_f32_e32 v6, v5, v8
	v_fma_f32 v9, -v7, v6, v5
	v_fmac_f32_e32 v6, v9, v8
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v11
	v_rcp_f32_e32 v9, v7
	v_div_fmas_f32 v5, v5, v8, v6
	v_div_fixup_f32 v10, v5, v16, v10
	v_fma_f32 v5, -v7, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_div_scale_f32 v5, vcc, v11, v16, v11
	v_mul_f32_e32 v6, v5, v9
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v9
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v12
	v_rcp_f32_e32 v8, v7
	v_div_fmas_f32 v5, v5, v9, v6
	v_div_fixup_f32 v11, v5, v16, v11
	v_fma_f32 v5, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v12, v16, v12
	v_mul_f32_e32 v6, v5, v8
	v_fma_f32 v9, -v7, v6, v5
	v_fmac_f32_e32 v6, v9, v8
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v13
	v_rcp_f32_e32 v9, v7
	v_div_fmas_f32 v5, v5, v8, v6
	v_div_fixup_f32 v12, v5, v16, v12
	v_fma_f32 v5, -v7, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_div_scale_f32 v5, vcc, v13, v16, v13
	v_mul_f32_e32 v6, v5, v9
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v9
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v30
	v_rcp_f32_e32 v8, v7
	v_div_fmas_f32 v5, v5, v9, v6
	v_div_fixup_f32 v13, v5, v16, v13
	v_fma_f32 v5, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v30, v16, v30
	v_mul_f32_e32 v6, v5, v8
	v_fma_f32 v9, -v7, v6, v5
	v_fmac_f32_e32 v6, v9, v8
	v_fma_f32 v5, -v7, v6, v5
	v_div_scale_f32 v7, s[0:1], v16, v16, v15
	v_rcp_f32_e32 v9, v7
	v_div_fmas_f32 v5, v5, v8, v6
	v_div_fixup_f32 v23, v5, v16, v30
	.loc	1 109 14                        ; k_matmul.py:109:14
	s_add_u32 s0, s8, s68
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v5, -v7, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_div_scale_f32 v5, vcc, v15, v16, v15
	v_mul_f32_e32 v6, v5, v9
	v_fma_f32 v8, -v7, v6, v5
	v_fmac_f32_e32 v6, v8, v9
	v_fma_f32 v5, -v7, v6, v5
	v_div_fmas_f32 v5, v5, v9, v6
	v_div_fixup_f32 v16, v5, v16, v15
	.loc	1 109 14                        ; k_matmul.py:109:14
	v_ashrrev_i32_e32 v15, 31, v14
	s_addc_u32 s1, s9, s69
	v_lshl_add_u64 v[4:5], v[14:15], 1, s[0:1]
	v_lshlrev_b32_e32 v6, 1, v17
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[8:9], v[4:5], 0, v[6:7]
	.loc	1 109 75 is_stmt 0              ; k_matmul.py:109:75
	v_cvt_pk_bf16_f32 v4, v21, v20
	v_cvt_pk_bf16_f32 v5, v10, v11
	v_cvt_pk_bf16_f32 v6, v12, v13
	v_cvt_pk_bf16_f32 v7, v23, v16
	s_nop 0
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 109 5                         ; k_matmul.py:109:5
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:32
	.loc	1 82 1 is_stmt 1                ; k_matmul.py:82:1
	s_endpgm
.Ltmp56:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_next_free_vgpr 222
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 224
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
	.set .Lattn_fwd.num_vgpr, 222
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 98
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11436
; TotalNumSgprs: 104
; NumVgprs: 222
; NumAgprs: 0
; TotalNumVgprs: 222
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 104
; NumVGPRsForWavesPerEU: 222
; AccumOffset: 224
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 55
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	101                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	104                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x66:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"k_matmul.py"                   ; string offset=7 ; k_matmul.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=19 ; /work/main/tests/sim/peer
.Linfo_string3:
	.asciz	"attn_fwd"                      ; string offset=45 ; attn_fwd
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
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           attn_fwd
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     222
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

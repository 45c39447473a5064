	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_i8                       ; -- Begin function matmul_i8
	.p2align	8
	.type	matmul_i8,@function
matmul_i8:                              ; @matmul_i8
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.5:
	.file	1 "/work/main/tests/sim/peer" "k_misc.py"
	.loc	1 85 0 prologue_end             ; k_misc.py:85:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.6:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 92 13 is_stmt 1               ; k_misc.py:92:13
	v_readfirstlane_b32 s0, v0
	.loc	1 86 10                         ; k_misc.py:86:10
	s_lshl_b32 s8, s16, 6
	.loc	1 86 39 is_stmt 0               ; k_misc.py:86:39
	s_and_b32 s11, s0, 0x80
	s_and_b32 s62, s0, 64
	.loc	1 87 10 is_stmt 1               ; k_misc.py:87:10
	s_lshl_b32 s33, s17, 6
	.loc	1 86 39                         ; k_misc.py:86:39
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v20, 32, v0
	.loc	1 90 5                          ; k_misc.py:90:5
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	.loc	1 86 39                         ; k_misc.py:86:39
	s_bfe_u32 s43, s0, 0x20006
	.loc	1 94 5                          ; k_misc.py:94:5
	s_and_b32 s1, s0, 0xc0
	.loc	1 86 10                         ; k_misc.py:86:10
	s_or_b32 s0, s43, s8
	.loc	1 86 39 is_stmt 0               ; k_misc.py:86:39
	s_lshr_b32 s42, s1, 3
	.loc	1 86 10                         ; k_misc.py:86:10
	s_or_b32 s1, s0, 4
	s_or_b32 s12, s0, 8
	s_or_b32 s13, s0, 12
	s_or_b32 s14, s0, 16
	s_or_b32 s15, s0, 20
	s_or_b32 s16, s0, 24
	s_or_b32 s17, s0, 28
	s_or_b32 s18, s0, 32
	s_or_b32 s19, s0, 36
	s_or_b32 s20, s0, 40
	s_or_b32 s21, s0, 44
	s_or_b32 s22, s0, 48
	s_or_b32 s23, s0, 52
	s_or_b32 s24, s0, 56
	s_or_b32 s25, s0, 60
	.loc	1 91 29 is_stmt 1               ; k_misc.py:91:29
	s_mul_i32 s0, s0, s10
	s_mul_i32 s26, s1, s10
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s28, s13, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s13, s26, 31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s27, s12, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_add_u32 s12, s2, s26
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s30, s15, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s13, s3, s13
	s_ashr_i32 s15, s27, 31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s29, s14, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_add_u32 s14, s2, s27
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s34, s17, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s15, s3, s15
	s_ashr_i32 s17, s28, 31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s31, s16, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_add_u32 s16, s2, s28
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s36, s19, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s19, s29, 31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s35, s18, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_add_u32 s18, s2, s29
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s38, s21, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s21, s30, 31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s37, s20, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_add_u32 s20, s2, s30
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s40, s23, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s23, s31, 31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s39, s22, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_add_u32 s22, s2, s31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s44, s25, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s25, s34, 31
	.loc	1 91 29                         ; k_misc.py:91:29
	s_mul_i32 s41, s24, s10
	.loc	1 91 21                         ; k_misc.py:91:21
	s_add_u32 s24, s2, s34
	s_addc_u32 s25, s3, s25
	s_ashr_i32 s27, s35, 31
	s_add_u32 s26, s2, s35
	s_addc_u32 s27, s3, s27
	s_ashr_i32 s29, s36, 31
	s_add_u32 s28, s2, s36
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s31, s37, 31
	s_add_u32 s30, s2, s37
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s35, s38, 31
	s_add_u32 s34, s2, s38
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s37, s39, 31
	s_add_u32 s36, s2, s39
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s39, s40, 31
	s_add_u32 s38, s2, s40
	s_addc_u32 s39, s3, s39
	s_ashr_i32 s45, s41, 31
	s_add_u32 s40, s2, s41
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	v_and_b32_e32 v21, 63, v0
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s41, s3, s45
	s_ashr_i32 s45, s44, 31
	s_add_u32 s2, s2, s44
	.loc	1 87 10                         ; k_misc.py:87:10
	v_or_b32_e32 v4, s33, v21
	.loc	1 91 21                         ; k_misc.py:91:21
	s_addc_u32 s3, s3, s45
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 90 5                          ; k_misc.py:90:5
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[4:5]
	s_cmp_eq_u32 s11, 0
	v_lshlrev_b32_e32 v4, 2, v0
	v_or_b32_e32 v3, s62, v21
	s_cselect_b32 s4, 0, 0x88
	v_and_b32_e32 v4, 56, v4
	v_lshrrev_b32_e32 v5, 2, v20
	v_xor_b32_e32 v22, s4, v3
	v_lshlrev_b32_e32 v3, 6, v1
	s_lshl_b32 s4, s11, 4
	v_xor_b32_e32 v6, v4, v5
	v_or3_b32 v26, s4, v3, v6
	v_lshrrev_b32_e32 v3, 1, v0
	v_and_b32_e32 v3, 24, v3
	v_xor_b32_e32 v3, s42, v3
	v_xor_b32_e32 v3, v3, v4
	s_cmp_eq_u32 s62, 0
	v_lshl_or_b32 v30, v21, 6, v3
	v_lshlrev_b32_e32 v3, 6, v0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s4, 0, 0x810
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v5, s4, v5
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v0, v0, v4
	s_movk_i32 s4, 0x3c0
	v_and_or_b32 v32, v3, s4, v0
	s_or_b32 s4, s42, 39
	s_mul_i32 s64, s9, s4
	s_or_b32 s4, s42, 38
	s_mul_i32 s66, s9, s4
	s_or_b32 s4, s42, 37
	s_mul_i32 s67, s9, s4
	s_or_b32 s4, s42, 36
	s_mul_i32 s68, s9, s4
	s_or_b32 s4, s42, 35
	s_mul_i32 s69, s9, s4
	s_or_b32 s4, s42, 34
	s_mul_i32 s70, s9, s4
	s_or_b32 s4, s42, 33
	s_mul_i32 s71, s9, s4
	s_or_b32 s4, s42, 32
	s_mul_i32 s72, s9, s4
	s_or_b32 s4, s42, 7
	s_mul_i32 s73, s9, s4
	s_or_b32 s4, s42, 6
	s_mul_i32 s74, s9, s4
	s_or_b32 s4, s42, 5
	s_mul_i32 s75, s9, s4
	s_or_b32 s4, s42, 4
	s_mul_i32 s76, s9, s4
	s_or_b32 s4, s42, 3
	s_mul_i32 s77, s9, s4
	s_or_b32 s4, s42, 2
	v_xor_b32_e32 v23, 16, v22
	v_xor_b32_e32 v24, 32, v22
	v_xor_b32_e32 v25, 48, v22
	v_xor_b32_e32 v27, 16, v26
	v_xor_b32_e32 v28, 32, v26
	v_xor_b32_e32 v29, 48, v26
	v_xor_b32_e32 v31, 32, v30
	v_xor_b32_e32 v33, 16, v32
	v_xor_b32_e32 v34, 32, v32
	v_xor_b32_e32 v35, 48, v32
	s_mul_i32 s78, s9, s4
	s_or_b32 s42, s42, 1
	s_mul_i32 s4, s9, s43
	s_mov_b32 s63, 0
	s_lshl_b32 s65, s9, 6
	s_mul_i32 s79, s9, s42
	s_lshl_b32 s80, s4, 3
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_add_u32_e32 v0, 0, v22
	v_add_u32_e32 v22, 0, v23
	v_add_u32_e32 v23, 0, v24
	v_add_u32_e32 v24, 0, v25
	v_add_u32_e32 v25, 0, v26
	v_add_u32_e32 v26, 0, v27
	v_add_u32_e32 v27, 0, v28
	v_add_u32_e32 v28, 0, v29
	s_mov_b32 s81, 0xc0c0004
	v_add_u32_e32 v29, 0, v30
	v_add_u32_e32 v30, 0, v31
	v_add_u32_e32 v31, 0, v32
	v_add_u32_e32 v32, 0, v33
	v_add_u32_e32 v33, 0, v34
	v_add_u32_e32 v34, 0, v35
	s_mov_b32 s82, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 91 21                         ; k_misc.py:91:21
	v_add_u32_e32 v36, s82, v21
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 92 29                         ; k_misc.py:92:29
	s_add_i32 s52, s80, s63
	s_add_i32 s54, s79, s63
	s_add_i32 s56, s78, s63
	s_add_i32 s84, s77, s63
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[36:37]
	v_lshl_add_u64 v[50:51], s[12:13], 0, v[36:37]
	v_lshl_add_u64 v[54:55], s[16:17], 0, v[36:37]
	v_lshl_add_u64 v[60:61], s[22:23], 0, v[36:37]
	.loc	1 92 29                         ; k_misc.py:92:29
	s_add_i32 s86, s76, s63
	s_add_i32 s50, s75, s63
	.loc	1 92 21 is_stmt 0               ; k_misc.py:92:21
	s_ashr_i32 s53, s52, 31
	.loc	1 92 29                         ; k_misc.py:92:29
	s_add_i32 s60, s69, s63
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s85, s84, 31
	.loc	1 91 13 is_stmt 1               ; k_misc.py:91:13
	global_load_ubyte v63, v[48:49], off
	global_load_ubyte v64, v[50:51], off
	global_load_ubyte v66, v[54:55], off
	global_load_ubyte v69, v[60:61], off
	.loc	1 91 21 is_stmt 0               ; k_misc.py:91:21
	v_lshl_add_u64 v[48:49], s[24:25], 0, v[36:37]
	v_lshl_add_u64 v[50:51], s[26:27], 0, v[36:37]
	v_lshl_add_u64 v[54:55], s[30:31], 0, v[36:37]
	v_lshl_add_u64 v[60:61], s[38:39], 0, v[36:37]
	.loc	1 92 29 is_stmt 1               ; k_misc.py:92:29
	s_add_i32 s48, s74, s63
	s_add_i32 s46, s73, s63
	s_add_i32 s4, s70, s63
	.loc	1 92 21 is_stmt 0               ; k_misc.py:92:21
	v_lshl_add_u64 v[38:39], v[18:19], 0, s[52:53]
	v_lshl_add_u64 v[40:41], v[18:19], 0, s[54:55]
	v_lshl_add_u64 v[42:43], v[18:19], 0, s[56:57]
	.loc	1 92 29                         ; k_misc.py:92:29
	s_add_i32 s56, s67, s63
	.loc	1 92 21                         ; k_misc.py:92:21
	v_lshl_add_u64 v[44:45], v[18:19], 0, s[84:85]
	.loc	1 92 29                         ; k_misc.py:92:29
	s_add_i32 s54, s66, s63
	.loc	1 92 21                         ; k_misc.py:92:21
	s_ashr_i32 s87, s86, 31
	s_add_i32 s52, s64, s63
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s61, s60, 31
	.loc	1 91 21 is_stmt 1               ; k_misc.py:91:21
	v_lshl_add_u64 v[52:53], s[14:15], 0, v[36:37]
	v_lshl_add_u64 v[56:57], s[18:19], 0, v[36:37]
	.loc	1 91 13 is_stmt 0               ; k_misc.py:91:13
	global_load_ubyte v70, v[48:49], off
	global_load_ubyte v71, v[50:51], off
	global_load_ubyte v73, v[54:55], off
	global_load_ubyte v75, v[60:61], off
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[48:49], s[40:41], 0, v[36:37]
	.loc	1 92 29 is_stmt 1               ; k_misc.py:92:29
	s_add_i32 s44, s72, s63
	s_add_i32 s42, s71, s63
	s_add_i32 s58, s68, s63
	.loc	1 92 21 is_stmt 0               ; k_misc.py:92:21
	v_lshl_add_u64 v[46:47], v[18:19], 0, s[86:87]
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s53, s52, 31
	.loc	1 91 21 is_stmt 1               ; k_misc.py:91:21
	v_lshl_add_u64 v[58:59], s[20:21], 0, v[36:37]
	.loc	1 91 13 is_stmt 0               ; k_misc.py:91:13
	global_load_ubyte v65, v[52:53], off
	global_load_ubyte v67, v[56:57], off
	global_load_ubyte v76, v[48:49], off
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[52:53], s[28:29], 0, v[36:37]
	.loc	1 92 21 is_stmt 1               ; k_misc.py:92:21
	v_lshl_add_u64 v[50:51], v[18:19], 0, s[50:51]
	.loc	1 92 13 is_stmt 0               ; k_misc.py:92:13
	global_load_ubyte v35, v[44:45], off
	.loc	1 92 21                         ; k_misc.py:92:21
	v_lshl_add_u64 v[44:45], v[18:19], 0, s[60:61]
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s59, s58, 31
	.loc	1 91 21 is_stmt 1               ; k_misc.py:91:21
	v_lshl_add_u64 v[56:57], s[34:35], 0, v[36:37]
	.loc	1 91 13 is_stmt 0               ; k_misc.py:91:13
	global_load_ubyte v68, v[58:59], off
	global_load_ubyte v72, v[52:53], off
	.loc	1 91 21                         ; k_misc.py:91:21
	v_lshl_add_u64 v[58:59], s[36:37], 0, v[36:37]
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[36:37]
	.loc	1 92 21 is_stmt 1               ; k_misc.py:92:21
	v_lshl_add_u64 v[52:53], v[18:19], 0, s[48:49]
	v_lshl_add_u64 v[54:55], v[18:19], 0, s[46:47]
	v_lshl_add_u64 v[48:49], v[18:19], 0, s[4:5]
	.loc	1 92 13 is_stmt 0               ; k_misc.py:92:13
	global_load_ubyte v50, v[50:51], off
	s_nop 0
	global_load_ubyte v51, v[46:47], off
	.loc	1 92 21                         ; k_misc.py:92:21
	v_lshl_add_u64 v[46:47], v[18:19], 0, s[56:57]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v42, v[42:43], off
	s_nop 0
	global_load_ubyte v43, v[40:41], off
	.loc	1 92 21                         ; k_misc.py:92:21
	v_lshl_add_u64 v[40:41], v[18:19], 0, s[54:55]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v62, v[38:39], off
	s_nop 0
	global_load_ubyte v44, v[44:45], off
	.loc	1 92 21                         ; k_misc.py:92:21
	v_lshl_add_u64 v[38:39], v[18:19], 0, s[52:53]
	.loc	1 91 13 is_stmt 1               ; k_misc.py:91:13
	global_load_ubyte v74, v[58:59], off
	.loc	1 92 21                         ; k_misc.py:92:21
	v_lshl_add_u64 v[58:59], v[18:19], 0, s[44:45]
	v_lshl_add_u64 v[60:61], v[18:19], 0, s[42:43]
	.loc	1 92 13 is_stmt 0               ; k_misc.py:92:13
	global_load_ubyte v54, v[54:55], off
	s_nop 0
	global_load_ubyte v55, v[52:53], off
	.loc	1 92 21                         ; k_misc.py:92:21
	v_lshl_add_u64 v[52:53], v[18:19], 0, s[58:59]
	.loc	1 92 13                         ; k_misc.py:92:13
	global_load_ubyte v38, v[38:39], off
	s_nop 0
	global_load_ubyte v39, v[40:41], off
	s_nop 0
	global_load_ubyte v40, v[46:47], off
	global_load_ubyte v41, v[52:53], off
	global_load_ubyte v45, v[48:49], off
	s_nop 0
	global_load_ubyte v46, v[60:61], off
	global_load_ubyte v47, v[58:59], off
	.loc	1 91 13 is_stmt 1               ; k_misc.py:91:13
	global_load_ubyte v48, v[56:57], off
	s_nop 0
	global_load_ubyte v36, v[36:37], off
	s_barrier
	s_waitcnt vmcnt(31)
	ds_write_b8 v0, v63
	s_waitcnt vmcnt(22)
	ds_write_b8 v0, v67 offset:1024
	ds_write_b8 v0, v71 offset:2048
	s_waitcnt vmcnt(11)
	ds_write_b8 v0, v74 offset:3072
	ds_write_b8 v22, v64 offset:256
	ds_write_b8 v22, v68 offset:1280
	ds_write_b8 v22, v72 offset:2304
	ds_write_b8 v22, v75 offset:3328
	ds_write_b8 v23, v65 offset:512
	ds_write_b8 v23, v69 offset:1536
	ds_write_b8 v23, v73 offset:2560
	ds_write_b8 v23, v76 offset:3584
	ds_write_b8 v24, v66 offset:768
	ds_write_b8 v24, v70 offset:1792
	s_waitcnt vmcnt(1)
	ds_write_b8 v24, v48 offset:2816
	s_waitcnt vmcnt(0)
	ds_write_b8 v24, v36 offset:3840
	.loc	1 92 13                         ; k_misc.py:92:13
	v_perm_b32 v36, v51, v50, s81
	v_perm_b32 v37, v55, v54, s81
	v_perm_b32 v43, v62, v43, s81
	v_perm_b32 v35, v42, v35, s81
	v_perm_b32 v40, v41, v40, s81
	v_perm_b32 v38, v39, v38, s81
	v_perm_b32 v41, v47, v46, s81
	v_perm_b32 v42, v45, v44, s81
	v_lshl_or_b32 v37, v37, 16, v36
	v_lshl_or_b32 v36, v35, 16, v43
	v_lshl_or_b32 v39, v38, 16, v40
	v_lshl_or_b32 v38, v42, 16, v41
	.loc	1 91 13                         ; k_misc.py:91:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[48:49], v25
	ds_read_b64 v[52:53], v26
	ds_read_b64 v[56:57], v27
	ds_read_b64 v[58:59], v28
	.loc	1 92 13                         ; k_misc.py:92:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v29, v[36:37]
	ds_write_b64 v30, v[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[36:37], v31
	ds_read_b64 v[38:39], v32
	ds_read_b64 v[40:41], v33
	ds_read_b64 v[42:43], v34
	.loc	1 93 15                         ; k_misc.py:93:15
	s_waitcnt lgkmcnt(3)
	v_mfma_i32_32x32x16_i8 v[2:17], v[36:37], v[48:49], v[2:17]
	.loc	1 90 5                          ; k_misc.py:90:5
	s_add_i32 s82, s82, 64
	s_add_i32 s63, s63, s65
	s_cmp_lt_i32 s82, s10
	.loc	1 93 15                         ; k_misc.py:93:15
	s_waitcnt lgkmcnt(2)
	v_mfma_i32_32x32x16_i8 v[2:17], v[38:39], v[52:53], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_i32_32x32x16_i8 v[2:17], v[40:41], v[56:57], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_i32_32x32x16_i8 v[2:17], v[42:43], v[58:59], v[2:17]
	.loc	1 90 5                          ; k_misc.py:90:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; k_misc.py:0:5
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
.LBB0_4:                                ; %._crit_edge
	.loc	1 86 39 is_stmt 1               ; k_misc.py:86:39
	v_lshrrev_b32_e32 v0, 3, v20
	s_lshr_b32 s0, s62, 1
	v_or_b32_e32 v0, s0, v0
	s_lshr_b32 s0, s11, 2
	v_or_b32_e32 v1, s0, v1
	.loc	1 86 10 is_stmt 0               ; k_misc.py:86:10
	v_or_b32_e32 v1, s8, v1
	.loc	1 94 22 is_stmt 1               ; k_misc.py:94:22
	v_mul_lo_u32 v18, v1, s9
	.loc	1 87 10                         ; k_misc.py:87:10
	v_or_b32_e32 v0, s33, v0
	.loc	1 94 14                         ; k_misc.py:94:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	.loc	1 94 5 is_stmt 0                ; k_misc.py:94:5
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[6:9], off offset:32
	global_store_dwordx4 v[0:1], v[10:13], off offset:64
	global_store_dwordx4 v[0:1], v[14:17], off offset:96
	.loc	1 85 1 is_stmt 1                ; k_misc.py:85:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul_i8, .Lfunc_end0-matmul_i8
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_i8
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
		.amdhsa_next_free_vgpr 77
		.amdhsa_next_free_sgpr 88
		.amdhsa_accum_offset 80
		.amdhsa_reserve_vcc 0
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
	.set .Lmatmul_i8.num_vgpr, 77
	.set .Lmatmul_i8.num_agpr, 0
	.set .Lmatmul_i8.numbered_sgpr, 88
	.set .Lmatmul_i8.num_named_barrier, 0
	.set .Lmatmul_i8.private_seg_size, 0
	.set .Lmatmul_i8.uses_vcc, 0
	.set .Lmatmul_i8.uses_flat_scratch, 0
	.set .Lmatmul_i8.has_dyn_sized_stack, 0
	.set .Lmatmul_i8.has_recursion, 0
	.set .Lmatmul_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2356
; TotalNumSgprs: 94
; NumVgprs: 77
; NumAgprs: 0
; TotalNumVgprs: 77
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 94
; NumVGPRsForWavesPerEU: 77
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
	.asciz	"k_misc.py"                     ; string offset=7 ; k_misc.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=17 ; /work/main/tests/sim/peer
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
    .name:           matmul_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     94
    .sgpr_spill_count: 0
    .symbol:         matmul_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     77
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

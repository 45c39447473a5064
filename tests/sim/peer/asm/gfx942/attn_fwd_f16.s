	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_fwd                        ; -- Begin function attn_fwd
	.p2align	8
	.type	attn_fwd,@function
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.9:
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
; %bb.10:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 108 11 is_stmt 1              ; k_matmul.py:108:11
	v_readfirstlane_b32 s22, v0
	.loc	1 85 12                         ; k_matmul.py:85:12
	s_mul_i32 s17, s17, s11
	s_lshl_b32 s0, s17, 6
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_lshr_b32 s13, s22, 6
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	s_lshl_b32 s12, s16, 6
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_or_b32 s14, s13, 4
	s_or_b32 s15, s13, 8
	s_or_b32 s16, s13, 12
	s_or_b32 s17, s13, 16
	s_or_b32 s18, s13, 20
	s_or_b32 s19, s13, 24
	s_or_b32 s20, s13, 28
	.loc	1 89 17 is_stmt 1               ; k_matmul.py:89:17
	s_ashr_i32 s1, s0, 31
	.loc	1 109 5                         ; k_matmul.py:109:5
	s_and_b32 s23, s22, 0xc0
	.loc	1 86 14                         ; k_matmul.py:86:14
	s_or_b32 s21, s13, s12
	s_or_b32 s24, s14, s12
	s_or_b32 s25, s15, s12
	s_or_b32 s27, s16, s12
	s_or_b32 s29, s17, s12
	s_or_b32 s31, s18, s12
	s_or_b32 s33, s19, s12
	s_or_b32 s35, s20, s12
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s40, s2, s0
	s_addc_u32 s41, s3, s1
	.loc	1 89 32 is_stmt 0               ; k_matmul.py:89:32
	s_lshl_b32 s2, s21, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_ashr_i32 s3, s2, 31
	.loc	1 89 32                         ; k_matmul.py:89:32
	s_lshl_b32 s24, s24, 6
	s_lshl_b32 s26, s25, 6
	s_lshl_b32 s28, s27, 6
	s_lshl_b32 s30, s29, 6
	s_lshl_b32 s34, s31, 6
	s_lshl_b32 s36, s33, 6
	s_lshl_b32 s38, s35, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s40, s2
	s_addc_u32 s3, s41, s3
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s40, s24
	s_addc_u32 s25, s41, s25
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s40, s26
	s_addc_u32 s27, s41, s27
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s40, s28
	s_addc_u32 s29, s41, s29
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s40, s30
	s_addc_u32 s31, s41, s31
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s34, s40, s34
	s_addc_u32 s35, s41, s35
	s_ashr_i32 s37, s36, 31
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v1
	s_lshl_b64 s[36:37], s[36:37], 1
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	.loc	1 89 9 is_stmt 0                ; k_matmul.py:89:9
	global_load_ushort v6, v2, s[2:3]
	global_load_ushort v7, v2, s[30:31]
	s_movk_i32 s2, 0x1000
	v_add_co_u32_e32 v4, vcc, s2, v4
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s2, s40, s36
	s_addc_u32 s3, s41, s37
	s_ashr_i32 s39, s38, 31
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_ushort v10, v2, s[24:25]
	global_load_ushort v11, v2, s[34:35]
	global_load_ushort v12, v[4:5], off offset:512
	global_load_ushort v13, v[4:5], off offset:2560
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[24:25], s[38:39], 1
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v14, v2, s[26:27]
	global_load_ushort v15, v2, s[2:3]
	global_load_ushort v16, v[4:5], off offset:1024
	global_load_ushort v17, v[4:5], off offset:3072
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s2, s40, s24
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v8, v[4:5], off
	global_load_ushort v9, v[4:5], off offset:2048
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_addc_u32 s3, s41, s25
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v18, v2, s[28:29]
	global_load_ushort v19, v2, s[2:3]
	global_load_ushort v20, v[4:5], off offset:1536
	global_load_ushort v21, v[4:5], off offset:3584
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_or_b32_e32 v3, s23, v1
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_lshlrev_b32_e32 v3, 1, v3
	s_lshr_b32 s30, s23, 3
	v_xor_b32_e32 v3, s30, v3
	v_xor_b32_e32 v4, 32, v3
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_and_b32_e32 v42, 31, v0
	.loc	1 89 61                         ; k_matmul.py:89:61
	s_and_b32 s21, s22, 64
	.loc	1 89 9 is_stmt 0                ; k_matmul.py:89:9
	v_add_u32_e32 v45, 0, v3
	v_add_u32_e32 v46, 0, v4
	v_xor_b32_e32 v4, 64, v3
	v_xor_b32_e32 v3, 0x60, v3
	v_add_u32_e32 v47, 0, v4
	v_add_u32_e32 v48, 0, v3
	.loc	1 95 5 is_stmt 1                ; k_matmul.py:95:5
	s_cmp_gt_i32 s11, 0
	v_lshlrev_b32_e32 v43, 2, v42
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_waitcnt vmcnt(15)
	ds_write_b16 v45, v6
	s_waitcnt vmcnt(14)
	ds_write_b16 v45, v7 offset:2048
	s_waitcnt vmcnt(5)
	ds_write_b16 v45, v8 offset:4096
	s_waitcnt vmcnt(4)
	ds_write_b16 v45, v9 offset:6144
	ds_write_b16 v46, v10 offset:512
	ds_write_b16 v46, v11 offset:2560
	ds_write_b16 v46, v12 offset:4608
	ds_write_b16 v46, v13 offset:6656
	ds_write_b16 v47, v14 offset:1024
	ds_write_b16 v47, v15 offset:3072
	ds_write_b16 v47, v16 offset:5120
	ds_write_b16 v47, v17 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v48, v18 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v48, v19 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v48, v20 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v48, v21 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 108 11                        ; k_matmul.py:108:11
	s_lshl_b32 s24, s21, 1
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v18, s24
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 11 is_stmt 0                ; k_matmul.py:0:11
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr18
.LBB0_3:                                ; %Flow
	s_and_b32 s22, s22, 0x80
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_and_b32_e32 v44, 32, v0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v14, 0
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	.loc	1 89 9 is_stmt 1                ; k_matmul.py:89:9
	v_and_b32_e32 v5, 15, v0
	v_lshlrev_b32_e32 v3, 3, v5
	v_lshrrev_b32_e32 v6, 2, v44
	v_lshlrev_b32_e32 v4, 7, v42
	s_lshl_b32 s29, s21, 6
	v_xor_b32_e32 v7, v3, v6
	v_or3_b32 v3, s29, v4, v7
	.loc	1 87 14                         ; k_matmul.py:87:14
	s_lshr_b32 s2, s23, 4
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v8, 0, v3
	v_xad_u32 v9, v3, 16, 0
	v_xad_u32 v10, v3, 32, 0
	.loc	1 87 14                         ; k_matmul.py:87:14
	s_or_b32 s3, s2, 1
	s_or_b32 s23, s2, 2
	s_or_b32 s24, s2, 3
	s_or_b32 s25, s2, 16
	s_or_b32 s26, s2, 17
	s_or_b32 s27, s2, 18
	s_or_b32 s28, s2, 19
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_xad_u32 v11, v3, 48, 0
	ds_read_b64 v[70:71], v8
	ds_read_b64 v[72:73], v9
	ds_read_b64 v[74:75], v10
	ds_read_b64 v[76:77], v11
	v_xad_u32 v8, v3, 64, 0
	v_xor_b32_e32 v9, 0x50, v3
	v_xor_b32_e32 v10, 0x60, v3
	v_xor_b32_e32 v3, 0x70, v3
	v_add_u32_e32 v3, 0, v3
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_add_u32 s4, s4, s0
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v9, 0, v9
	v_add_u32_e32 v10, 0, v10
	ds_read_b64 v[78:79], v8
	ds_read_b64 v[80:81], v9
	ds_read_b64 v[82:83], v10
	ds_read_b64 v[84:85], v3
	.loc	1 93 16                         ; k_matmul.py:93:16
	v_mov_b32_e32 v3, 0x3fb8aa3b
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_addc_u32 s5, s5, s1
	.loc	1 93 16                         ; k_matmul.py:93:16
	v_mul_f32_e32 v32, s10, v3
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_add_u32 s6, s6, s0
	.loc	1 95 5                          ; k_matmul.py:95:5
	v_mov_b32_e32 v3, v14
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_addc_u32 s7, s7, s1
	.loc	1 95 5                          ; k_matmul.py:95:5
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[2:3]
	s_lshl_b32 s4, s21, 1
	s_lshr_b32 s5, s22, 1
	v_lshlrev_b32_e32 v13, 4, v44
	s_cmp_eq_u32 s21, 0
	v_add_u32_e32 v15, s21, v13
	v_add_u32_e32 v13, s5, v13
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshrrev_b32_e32 v17, 1, v0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s5, 0, 0x810
	v_and_b32_e32 v17, 24, v17
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v6, s5, v6
	v_and_b32_e32 v16, 56, v16
	v_xor_b32_e32 v17, s30, v17
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v17, v17, v16
	v_xor_b32_e32 v0, v0, v16
	v_lshl_add_u64 v[36:37], s[6:7], 0, v[2:3]
	v_or_b32_e32 v2, v7, v4
	v_lshlrev_b32_e32 v12, 2, v1
	v_lshl_or_b32 v1, v1, 6, v17
	v_lshl_or_b32 v0, v5, 6, v0
	v_xor_b32_e32 v3, 16, v2
	v_xor_b32_e32 v4, 32, v2
	v_xor_b32_e32 v7, 48, v2
	v_xor_b32_e32 v8, 64, v2
	v_xor_b32_e32 v9, 0x50, v2
	v_xor_b32_e32 v10, 0x60, v2
	v_xor_b32_e32 v11, 0x70, v2
	v_xor_b32_e32 v49, 0x80, v12
	v_lshlrev_b32_e32 v12, 1, v42
	v_xor_b32_e32 v17, 32, v1
	v_xor_b32_e32 v5, 16, v0
	v_xor_b32_e32 v6, 32, v0
	v_xor_b32_e32 v16, 48, v0
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_mov_b32 s29, 0
	v_add_u32_e32 v50, 0, v43
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v38, v32
	v_mov_b32_e32 v39, v32
	v_mov_b32_e32 v40, v32
	v_mov_b32_e32 v41, v32
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v68, 0xff800000
	v_add_u32_e32 v52, 0, v2
	v_add_u32_e32 v53, 0, v3
	v_add_u32_e32 v54, 0, v4
	v_add_u32_e32 v55, 0, v7
	v_add_u32_e32 v56, 0, v8
	v_add_u32_e32 v57, 0, v9
	v_add_u32_e32 v58, 0, v10
	v_add_u32_e32 v59, 0, v11
	v_add_u32_e32 v60, v15, v12
	v_add_u32_e32 v61, v13, v12
	s_mov_b32 s5, 0x5040100
	v_add_u32_e32 v62, 0, v1
	v_add_u32_e32 v63, 0, v17
	v_add_u32_e32 v64, 0, v0
	v_add_u32_e32 v65, 0, v5
	v_add_u32_e32 v66, 0, v6
	v_add_u32_e32 v67, 0, v16
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
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 96 16                         ; k_matmul.py:96:16
	s_or_b32 s34, s29, s13
	s_or_b32 s35, s29, s14
	s_or_b32 s36, s29, s15
	s_or_b32 s37, s29, s16
	s_or_b32 s38, s29, s17
	s_or_b32 s39, s29, s18
	s_or_b32 s40, s29, s19
	s_or_b32 s41, s29, s20
	.loc	1 97 36                         ; k_matmul.py:97:36
	s_lshl_b32 s34, s34, 6
	s_lshl_b32 s42, s35, 6
	s_lshl_b32 s36, s36, 6
	s_lshl_b32 s44, s37, 6
	s_lshl_b32 s38, s38, 6
	s_lshl_b32 s46, s39, 6
	s_lshl_b32 s40, s40, 6
	s_lshl_b32 s48, s41, 6
	.loc	1 97 21 is_stmt 0               ; k_matmul.py:97:21
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s49, s48, 31
	v_lshl_add_u64 v[16:17], s[34:35], 1, v[34:35]
	v_lshl_add_u64 v[18:19], s[42:43], 1, v[34:35]
	v_lshl_add_u64 v[20:21], s[36:37], 1, v[34:35]
	v_lshl_add_u64 v[22:23], s[44:45], 1, v[34:35]
	v_lshl_add_u64 v[24:25], s[38:39], 1, v[34:35]
	v_lshl_add_u64 v[26:27], s[46:47], 1, v[34:35]
	v_lshl_add_u64 v[28:29], s[40:41], 1, v[34:35]
	v_lshl_add_u64 v[30:31], s[48:49], 1, v[34:35]
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v69, v[16:17], off
	global_load_ushort v86, v[24:25], off
	global_load_ushort v87, v[18:19], off
	global_load_ushort v88, v[26:27], off
	global_load_ushort v89, v[20:21], off
	global_load_ushort v90, v[28:29], off
	global_load_ushort v91, v[30:31], off
	global_load_ushort v92, v[22:23], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 96 16 is_stmt 1               ; k_matmul.py:96:16
	s_or_b32 s6, s29, s2
	s_or_b32 s35, s29, s28
	s_or_b32 s37, s29, s26
	s_or_b32 s7, s29, s3
	s_or_b32 s10, s29, s23
	s_or_b32 s30, s29, s24
	s_or_b32 s31, s29, s25
	s_or_b32 s33, s29, s27
	.loc	1 105 36                        ; k_matmul.py:105:36
	s_lshl_b32 s6, s6, 6
	s_lshl_b32 s42, s35, 6
	s_lshl_b32 s44, s37, 6
	s_lshl_b32 s34, s7, 6
	s_lshl_b32 s36, s10, 6
	s_lshl_b32 s30, s30, 6
	s_lshl_b32 s38, s31, 6
	s_lshl_b32 s40, s33, 6
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s41, s40, 31
	v_lshl_add_u64 v[98:99], s[42:43], 1, v[36:37]
	v_lshl_add_u64 v[100:101], s[44:45], 1, v[36:37]
	v_lshl_add_u64 v[94:95], s[38:39], 1, v[36:37]
	v_lshl_add_u64 v[96:97], s[40:41], 1, v[36:37]
	.loc	1 106 15 is_stmt 1              ; k_matmul.py:106:15
	v_add_u32_e32 v102, s4, v50
	v_add_u32_e32 v103, s22, v50
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_add_i32 s29, s29, 32
	s_cmp_lt_i32 s29, s11
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v45, v69
	s_waitcnt vmcnt(6)
	ds_write_b16 v45, v86 offset:2048
	s_waitcnt vmcnt(5)
	ds_write_b16 v46, v87 offset:512
	s_waitcnt vmcnt(4)
	ds_write_b16 v46, v88 offset:2560
	s_waitcnt vmcnt(3)
	ds_write_b16 v47, v89 offset:1024
	s_waitcnt vmcnt(2)
	ds_write_b16 v47, v90 offset:3072
	s_waitcnt vmcnt(0)
	ds_write_b16 v48, v92 offset:1536
	ds_write_b16 v48, v91 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[86:87], v52
	ds_read_b64 v[88:89], v53
	ds_read_b64 v[90:91], v54
	ds_read_b64 v[92:93], v55
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[70:71], 0
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[86:87], s[6:7], 1, v[36:37]
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[72:73], v[16:31]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read_b64 v[88:89], v56
	ds_read_b64 v[104:105], v57
	ds_read_b64 v[110:111], v58
	ds_read_b64 v[112:113], v59
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[74:75], v[16:31]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[90:91], s[36:37], 1, v[36:37]
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[76:77], v[16:31]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[92:93], s[30:31], 1, v[36:37]
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[78:79], v[16:31]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[88:89], s[34:35], 1, v[36:37]
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[16:31], v[104:105], v[80:81], v[16:31]
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v69, v[86:87], off
	global_load_ushort v104, v[88:89], off
	global_load_ushort v105, v[90:91], off
	global_load_ushort v106, v[92:93], off
	global_load_ushort v107, v[94:95], off
	global_load_ushort v108, v[96:97], off
	global_load_ushort v109, v[98:99], off
	s_nop 0
	global_load_ushort v98, v[100:101], off
	.loc	1 106 15                        ; k_matmul.py:106:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_f16 v[16:31], v[110:111], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_f16 v[16:31], v[112:113], v[84:85], v[16:31]
	s_nop 10
	v_pk_mul_f32 v[86:87], v[32:33], v[16:17]
	v_pk_mul_f32 v[88:89], v[40:41], v[20:21]
	v_pk_mul_f32 v[90:91], v[40:41], v[18:19]
	v_mov_b32_e32 v92, v27
	v_mov_b32_e32 v93, v28
	v_mov_b32_e32 v94, v25
	v_mov_b32_e32 v95, v26
	v_mov_b32_e32 v26, v29
	v_mov_b32_e32 v27, v30
	v_mul_f32_e32 v25, v32, v24
	v_pk_mul_f32 v[28:29], v[40:41], v[22:23]
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max_f32_e32 v99, v86, v87
	v_max3_f32 v91, v91, v88, v89
.Ltmp3:
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[86:87], v[40:41], v[92:93]
	v_pk_mul_f32 v[88:89], v[38:39], v[94:95]
	v_pk_mul_f32 v[96:97], v[40:41], v[26:27]
	v_mul_f32_e32 v30, v32, v31
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v25, v28, v29, v25
	v_max3_f32 v29, v88, v89, v86
	v_max3_f32 v86, v87, v96, v97
	v_max3_f32 v28, v99, v90, v91
	v_max3_f32 v29, v29, v86, v30
	v_max3_f32 v25, v28, v25, v29
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ k_matmul.py:101:33 ]
	ds_bpermute_b32 v30, v49, v25
.Ltmp6:
	.loc	1 101 17                        ; k_matmul.py:101:17
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v30, v68, v25, v30
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_fma_f32 v31, v32, v31, -v30
	v_pk_fma_f32 v[16:17], v[32:33], v[16:17], v[30:31] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 103 30                        ; k_matmul.py:103:30
	v_sub_f32_e32 v90, v68, v30
	.loc	1 102 13                        ; k_matmul.py:102:13
	v_exp_f32_e32 v16, v16
	.loc	1 103 17                        ; k_matmul.py:103:17
	v_exp_f32_e32 v91, v90
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_pk_fma_f32 v[18:19], v[40:41], v[18:19], v[30:31] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 102 13 is_stmt 0              ; k_matmul.py:102:13
	v_exp_f32_e32 v17, v17
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_pk_fma_f32 v[20:21], v[40:41], v[20:21], v[30:31] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], v[40:41], v[22:23], v[30:31] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[40:41], v[92:93], v[30:31] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[26:27], v[40:41], v[26:27], v[30:31] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 102 13                        ; k_matmul.py:102:13
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	.loc	1 106 15 is_stmt 1              ; k_matmul.py:106:15
	ds_write_b32 v102, v91
	s_waitcnt vmcnt(6) lgkmcnt(0)
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_perm_b32 v28, v104, v69, s5
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_fma_f32 v69, v32, v24, -v30
	v_pk_fma_f32 v[24:25], v[38:39], v[94:95], v[30:31] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 102 13 is_stmt 0              ; k_matmul.py:102:13
	v_exp_f32_e32 v68, v69
	v_exp_f32_e32 v69, v24
	v_exp_f32_e32 v24, v25
	v_exp_f32_e32 v25, v88
	v_exp_f32_e32 v88, v89
	v_exp_f32_e32 v89, v26
	v_exp_f32_e32 v26, v27
	v_exp_f32_e32 v27, v31
	.loc	1 106 15 is_stmt 1              ; k_matmul.py:106:15
	s_barrier
	ds_read_b32 v90, v103
	.loc	1 106 45 is_stmt 0              ; k_matmul.py:106:45
	v_cvt_f16_f32_e32 v31, v16
	v_cvt_f16_f32_e32 v92, v17
	v_cvt_f16_f32_e32 v93, v18
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_waitcnt vmcnt(4)
	v_perm_b32 v29, v106, v105, s5
	s_waitcnt vmcnt(1)
	v_perm_b32 v87, v109, v108, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v86, v98, v107, s5
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_f16_f32_e32 v94, v19
	v_cvt_f16_f32_e32 v95, v20
	v_cvt_f16_f32_e32 v96, v21
	v_cvt_f16_f32_e32 v97, v22
	v_cvt_f16_f32_e32 v98, v23
	v_cvt_f16_f32_e32 v99, v68
	v_cvt_f16_f32_e32 v100, v69
	v_cvt_f16_f32_e32 v101, v24
	v_cvt_f16_f32_e32 v102, v25
	v_cvt_f16_f32_e32 v103, v88
	v_cvt_f16_f32_e32 v104, v89
	v_cvt_f16_f32_e32 v105, v26
	v_cvt_f16_f32_e32 v106, v27
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v60, v31
	ds_write_b16 v60, v92 offset:128
	ds_write_b16 v60, v93 offset:256
	ds_write_b16 v60, v94 offset:384
	ds_write_b16 v60, v95 offset:1024
	ds_write_b16 v60, v96 offset:1152
	ds_write_b16 v60, v97 offset:1280
	ds_write_b16 v60, v98 offset:1408
	ds_write_b16 v60, v99 offset:2048
	ds_write_b16 v60, v100 offset:2176
	ds_write_b16 v60, v101 offset:2304
	ds_write_b16 v60, v102 offset:2432
	ds_write_b16 v60, v103 offset:3072
	ds_write_b16 v60, v104 offset:3200
	ds_write_b16 v60, v105 offset:3328
	ds_write_b16 v60, v106 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v31, v61
	ds_read_u16 v92, v61 offset:128
	ds_read_u16 v93, v61 offset:256
	ds_read_u16 v94, v61 offset:384
	ds_read_u16 v95, v61 offset:1024
	ds_read_u16 v96, v61 offset:1152
	ds_read_u16 v97, v61 offset:1280
	ds_read_u16 v98, v61 offset:1408
	ds_read_u16 v99, v61 offset:2048
	ds_read_u16 v100, v61 offset:2176
	ds_read_u16 v101, v61 offset:2304
	ds_read_u16 v102, v61 offset:2432
	ds_read_u16 v103, v61 offset:3072
	ds_read_u16 v104, v61 offset:3200
	ds_read_u16 v105, v61 offset:3328
	ds_read_u16 v106, v61 offset:3456
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v62, v[28:29]
	ds_write_b64 v63, v[86:87]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[86:87], v64
	ds_read_b64 v[108:109], v65
	ds_read_b64 v[110:111], v66
	ds_read_b64 v[112:113], v67
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_pk_mul_f32 v[0:1], v[0:1], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[90:91] op_sel_hi:[1,0]
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	v_perm_b32 v29, v94, v93, s5
	v_perm_b32 v28, v92, v31, s5
.Ltmp7:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
.Ltmp8:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[28:29], v[0:15]
	v_perm_b32 v29, v98, v97, s5
	v_perm_b32 v28, v96, v95, s5
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v20, v68, v24
	v_add_f32_e64 v21, v69, v25
.Ltmp10:
	.loc	1 106 38                        ; k_matmul.py:106:38
	v_perm_b32 v25, v102, v101, s5
	v_perm_b32 v24, v100, v99, s5
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[22:23], v[88:89], v[26:27]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp12:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[108:109], v[28:29], v[0:15]
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v18, v20, v22
	v_add_f32_e64 v19, v21, v23
	v_mov_b32_e32 v68, v30
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v18, v16, v17
.Ltmp15:
	.loc	1 106 38                        ; k_matmul.py:106:38
	v_perm_b32 v17, v106, v105, s5
	v_perm_b32 v16, v104, v103, s5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[110:111], v[24:25], v[0:15]
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	ds_bpermute_b32 v19, v49, v18
.Ltmp17:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[16:17], v[0:15]
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v18, v19
.Ltmp19:
	.loc	1 104 15                        ; k_matmul.py:104:15
	v_fmac_f32_e32 v16, v51, v91
	v_mov_b32_e32 v51, v16
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	v_mov_b32_e32 v18, s4
	s_nop 4
	v_mov_b32_e32 v17, v14
	v_mov_b32_e32 v14, v15
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
.LBB0_8:                                ; %._crit_edge
	.loc	1 108 11 is_stmt 1              ; k_matmul.py:108:11
	v_add_u32_e32 v15, 0, v43
	v_add_u32_e32 v18, v15, v18
	v_add_u32_e32 v15, s22, v15
	s_barrier
	ds_write_b32 v18, v16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v15, v15
	.loc	1 89 61                         ; k_matmul.py:89:61
	v_lshrrev_b32_e32 v16, 3, v44
	s_lshr_b32 s2, s21, 1
	v_or_b32_e32 v18, s2, v16
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_lshr_b32 s4, s22, 2
	.loc	1 108 11                        ; k_matmul.py:108:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v19, s[2:3], v15, v15, v0
	v_rcp_f32_e32 v20, v19
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_or_b32_e32 v16, s4, v42
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	v_or_b32_e32 v16, s12, v16
	.loc	1 89 32 is_stmt 1               ; k_matmul.py:89:32
	v_lshlrev_b32_e32 v16, 6, v16
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc, v0, v15, v0
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v19, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v19, -v19, v22, v21
	v_div_scale_f32 v21, s[2:3], v15, v15, v1
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v19, v19, v20, v22
	v_div_fixup_f32 v19, v19, v15, v0
	.loc	1 109 14                        ; k_matmul.py:109:14
	s_add_u32 s0, s8, s0
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v1, v15, v1
	v_mul_f32_e32 v20, v0, v23
	v_fma_f32 v22, -v21, v20, v0
	v_fmac_f32_e32 v20, v22, v23
	v_fma_f32 v0, -v21, v20, v0
	v_div_scale_f32 v21, s[2:3], v15, v15, v2
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v0, v0, v23, v20
	v_div_fixup_f32 v20, v0, v15, v1
	.loc	1 109 14                        ; k_matmul.py:109:14
	s_addc_u32 s1, s9, s1
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v2, v15, v2
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v23, -v21, v1, v0
	v_fmac_f32_e32 v1, v23, v22
	v_fma_f32 v0, -v21, v1, v0
	v_div_scale_f32 v21, s[2:3], v15, v15, v3
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v22, v0, v15, v2
	v_fma_f32 v0, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v3, v15, v3
	v_mul_f32_e32 v1, v0, v23
	v_fma_f32 v2, -v21, v1, v0
	v_fmac_f32_e32 v1, v2, v23
	v_div_scale_f32 v2, s[2:3], v15, v15, v4
	v_fma_f32 v0, -v21, v1, v0
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v23, v1
	v_div_fixup_f32 v23, v0, v15, v3
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v4, v15, v4
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v5
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v4, v0, v15, v4
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v4, v4
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v5, v15, v5
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v6
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v5, v0, v15, v5
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v5, v5
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v6, v15, v6
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v7
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v6, v0, v15, v6
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v6, v6
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v7, v15, v7
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v8
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v7, v0, v15, v7
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v7, v7
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v8, v15, v8
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v9
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v8, v0, v15, v8
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v8, v8
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v9, v15, v9
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v10
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v9, v0, v15, v9
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v9, v9
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v10, v15, v10
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v11
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v10, v0, v15, v10
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v10, v10
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v11, v15, v11
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v12
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v11, v0, v15, v11
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v11, v11
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v12, v15, v12
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v13
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v12, v0, v15, v12
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v12, v12
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v13, v15, v13
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v17
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v13, v0, v15, v13
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v13, v13
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v17, v15, v17
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[2:3], v15, v15, v14
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v21, v0, v15, v17
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v14, v15, v14
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v17, -v2, v1, v0
	v_fmac_f32_e32 v1, v17, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_fmas_f32 v0, v0, v3, v1
	.loc	1 109 14                        ; k_matmul.py:109:14
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_div_fixup_f32 v14, v0, v15, v14
	.loc	1 109 14                        ; k_matmul.py:109:14
	v_lshl_add_u64 v[0:1], v[16:17], 1, s[0:1]
	v_lshlrev_b32_e32 v2, 1, v18
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 109 75 is_stmt 0              ; k_matmul.py:109:75
	v_cvt_f16_f32_e32 v2, v19
	v_cvt_f16_f32_e32 v15, v20
	v_cvt_f16_f32_e32 v3, v22
	v_cvt_f16_f32_e32 v16, v23
	v_cvt_f16_f32_e32 v17, v21
	v_cvt_f16_f32_e32 v14, v14
	.loc	1 109 5                         ; k_matmul.py:109:5
	v_pack_b32_f16 v2, v2, v15
	v_pack_b32_f16 v3, v3, v16
	global_store_dwordx2 v[0:1], v[2:3], off
	v_pack_b32_f16 v3, v6, v7
	v_pack_b32_f16 v2, v4, v5
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	v_pack_b32_f16 v3, v10, v11
	v_pack_b32_f16 v2, v8, v9
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_pack_b32_f16 v3, v17, v14
	v_pack_b32_f16 v2, v12, v13
	global_store_dwordx2 v[0:1], v[2:3], off offset:48
	.loc	1 82 1 is_stmt 1                ; k_matmul.py:82:1
	s_endpgm
.Ltmp20:
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
		.amdhsa_next_free_vgpr 114
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 116
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
	.set .Lattn_fwd.num_vgpr, 114
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 50
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4884
; TotalNumSgprs: 56
; NumVgprs: 114
; NumAgprs: 0
; TotalNumVgprs: 114
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 114
; AccumOffset: 116
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
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
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
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
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     114
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

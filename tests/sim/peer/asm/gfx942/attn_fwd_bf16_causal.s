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
	v_readfirstlane_b32 s31, v0
	.loc	1 85 12                         ; k_matmul.py:85:12
	s_mul_i32 s17, s17, s11
	s_lshl_b32 s0, s17, 6
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_lshr_b32 s62, s31, 6
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	s_lshl_b32 s33, s16, 6
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_or_b32 s63, s62, 4
	s_or_b32 s64, s62, 8
	s_or_b32 s65, s62, 12
	s_or_b32 s66, s62, 16
	s_or_b32 s67, s62, 20
	s_or_b32 s68, s62, 24
	s_or_b32 s69, s62, 28
	s_or_b32 s70, s62, 32
	s_or_b32 s71, s62, 36
	s_or_b32 s72, s62, 40
	s_or_b32 s73, s62, 44
	s_or_b32 s74, s62, 48
	s_or_b32 s75, s62, 52
	s_or_b32 s76, s62, 56
	s_or_b32 s77, s62, 60
	.loc	1 89 17 is_stmt 1               ; k_matmul.py:89:17
	s_ashr_i32 s1, s0, 31
	.loc	1 109 5                         ; k_matmul.py:109:5
	s_and_b32 s30, s31, 0xc0
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_and_b32 s11, s31, 64
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	s_or_b32 s12, s62, s33
	s_or_b32 s13, s63, s33
	s_or_b32 s14, s64, s33
	s_or_b32 s15, s65, s33
	s_or_b32 s16, s66, s33
	s_or_b32 s17, s67, s33
	s_or_b32 s18, s68, s33
	s_or_b32 s19, s69, s33
	s_or_b32 s20, s70, s33
	s_or_b32 s21, s71, s33
	s_or_b32 s23, s72, s33
	s_or_b32 s25, s73, s33
	s_or_b32 s26, s74, s33
	s_or_b32 s27, s75, s33
	s_or_b32 s29, s76, s33
	s_or_b32 s35, s77, s33
	.loc	1 89 17 is_stmt 1               ; k_matmul.py:89:17
	s_lshl_b64 s[60:61], s[0:1], 1
	s_add_u32 s50, s2, s60
	s_addc_u32 s51, s3, s61
	.loc	1 89 32 is_stmt 0               ; k_matmul.py:89:32
	s_lshl_b32 s2, s12, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_ashr_i32 s3, s2, 31
	.loc	1 89 32                         ; k_matmul.py:89:32
	s_lshl_b32 s12, s13, 6
	s_lshl_b32 s22, s14, 6
	s_lshl_b32 s24, s15, 6
	s_lshl_b32 s28, s16, 6
	s_lshl_b32 s34, s17, 6
	s_lshl_b32 s36, s18, 6
	s_lshl_b32 s38, s19, 6
	s_lshl_b32 s40, s20, 6
	s_lshl_b32 s42, s21, 6
	s_lshl_b32 s44, s23, 6
	s_lshl_b32 s46, s25, 6
	s_lshl_b32 s26, s26, 6
	s_lshl_b32 s20, s27, 6
	s_lshl_b32 s18, s29, 6
	s_lshl_b32 s0, s35, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s16, s50, s2
	s_addc_u32 s17, s51, s3
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[2:3], s[12:13], 1
	s_add_u32 s14, s50, s2
	s_addc_u32 s15, s51, s3
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[2:3], s[22:23], 1
	s_add_u32 s12, s50, s2
	s_addc_u32 s13, s51, s3
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[2:3], s[24:25], 1
	s_add_u32 s2, s50, s2
	s_addc_u32 s3, s51, s3
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[22:23], s[28:29], 1
	s_add_u32 s48, s50, s22
	s_addc_u32 s49, s51, s23
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[22:23], s[34:35], 1
	s_add_u32 s28, s50, s22
	s_addc_u32 s29, s51, s23
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[22:23], s[36:37], 1
	s_add_u32 s24, s50, s22
	s_addc_u32 s25, s51, s23
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[22:23], s[38:39], 1
	s_add_u32 s22, s50, s22
	s_addc_u32 s23, s51, s23
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[34:35], s[40:41], 1
	s_add_u32 s34, s50, s34
	s_addc_u32 s35, s51, s35
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[36:37], s[42:43], 1
	s_add_u32 s36, s50, s36
	s_addc_u32 s37, s51, s37
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[38:39], s[44:45], 1
	s_add_u32 s38, s50, s38
	s_addc_u32 s39, s51, s39
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[40:41], s[46:47], 1
	s_add_u32 s40, s50, s40
	s_addc_u32 s41, s51, s41
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s50, s26
	s_addc_u32 s27, s51, s27
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s50, s20
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_addc_u32 s21, s51, s21
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 89 9 is_stmt 0                ; k_matmul.py:89:9
	global_load_ushort v5, v2, s[16:17]
	global_load_ushort v6, v2, s[48:49]
	global_load_ushort v7, v2, s[34:35]
	global_load_ushort v8, v2, s[26:27]
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s16, s50, s18
	s_addc_u32 s17, s51, s19
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s50, s0
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v9, v2, s[14:15]
	global_load_ushort v10, v2, s[28:29]
	global_load_ushort v11, v2, s[36:37]
	global_load_ushort v12, v2, s[20:21]
	global_load_ushort v13, v2, s[12:13]
	global_load_ushort v14, v2, s[24:25]
	global_load_ushort v15, v2, s[38:39]
	global_load_ushort v16, v2, s[16:17]
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_addc_u32 s1, s51, s1
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v17, v2, s[2:3]
	global_load_ushort v18, v2, s[22:23]
	global_load_ushort v19, v2, s[40:41]
	global_load_ushort v20, v2, s[0:1]
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_or_b32_e32 v3, s30, v1
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_lshlrev_b32_e32 v3, 1, v3
	s_lshr_b32 s2, s30, 3
	v_xor_b32_e32 v3, s2, v3
	v_add_u32_e32 v73, 0, v3
	s_waitcnt vmcnt(15)
	ds_write_b16 v73, v5
	s_waitcnt vmcnt(14)
	ds_write_b16 v73, v6 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v73, v7 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v73, v8 offset:6144
	v_xor_b32_e32 v5, 32, v3
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_and_b32_e32 v70, 31, v0
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v74, 0, v5
	v_xor_b32_e32 v5, 64, v3
	v_xor_b32_e32 v3, 0x60, v3
	.loc	1 94 10                         ; k_matmul.py:94:10
	s_add_i32 s80, s33, 64
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_and_b32_e32 v4, 32, v0
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v75, 0, v5
	v_add_u32_e32 v76, 0, v3
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cmp_gt_i32 s80, 0
	v_lshlrev_b32_e32 v71, 2, v70
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_waitcnt vmcnt(11)
	ds_write_b16 v74, v9 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v74, v10 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v74, v11 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v74, v12 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v75, v13 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v75, v14 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v75, v15 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v75, v16 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v76, v17 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v76, v18 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v76, v19 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v76, v20 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 108 11                        ; k_matmul.py:108:11
	s_lshl_b32 s3, s11, 1
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v18, s3
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 11 is_stmt 0                ; k_matmul.py:0:11
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr18
.LBB0_3:                                ; %Flow
	s_lshr_b32 s3, s11, 1
	s_and_b32 s79, s31, 0x80
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_lshrrev_b32_e32 v72, 3, v4
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v14, 0
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	.loc	1 89 9 is_stmt 1                ; k_matmul.py:89:9
	v_and_b32_e32 v6, 15, v0
	v_lshlrev_b32_e32 v7, 3, v6
	v_lshrrev_b32_e32 v8, 2, v4
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_lshr_b32 s81, s30, 4
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_lshlrev_b32_e32 v5, 7, v70
	s_lshl_b32 s0, s11, 6
	v_xor_b32_e32 v3, v7, v8
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_or_b32 s82, s81, 1
	s_or_b32 s83, s81, 2
	s_or_b32 s84, s81, 3
	s_or_b32 s85, s81, 16
	s_or_b32 s86, s81, 17
	s_or_b32 s87, s81, 18
	s_or_b32 s88, s81, 19
	s_or_b32 s89, s81, 32
	s_or_b32 s90, s81, 33
	s_or_b32 s91, s81, 34
	s_or_b32 s92, s81, 35
	s_or_b32 s93, s81, 48
	s_or_b32 s94, s81, 49
	s_or_b32 s95, s81, 50
	s_or_b32 s96, s81, 51
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_or3_b32 v3, s0, v3, v5
	v_add_u32_e32 v9, 0, v3
	v_xad_u32 v10, v3, 16, 0
	v_xad_u32 v11, v3, 32, 0
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_add_u32 s0, s4, s60
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_xad_u32 v12, v3, 48, 0
	ds_read_b64 v[166:167], v9
	ds_read_b64 v[168:169], v10
	ds_read_b64 v[170:171], v11
	ds_read_b64 v[172:173], v12
	v_xad_u32 v9, v3, 64, 0
	v_xor_b32_e32 v10, 0x50, v3
	v_xor_b32_e32 v11, 0x60, v3
	v_xor_b32_e32 v3, 0x70, v3
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_addc_u32 s1, s5, s61
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v3, 0, v3
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_add_u32 s4, s6, s60
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v10, 0, v10
	v_add_u32_e32 v11, 0, v11
	ds_read_b64 v[174:175], v9
	ds_read_b64 v[176:177], v10
	ds_read_b64 v[178:179], v11
	ds_read_b64 v[180:181], v3
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_addc_u32 s5, s7, s61
	.loc	1 95 5                          ; k_matmul.py:95:5
	v_mov_b32_e32 v3, v14
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[2:3]
	.loc	1 93 16                         ; k_matmul.py:93:16
	v_mov_b32_e32 v2, 0x3fb8aa3b
	s_lshl_b32 s98, s11, 1
	s_lshr_b32 s0, s79, 1
	v_mul_f32_e32 v52, s10, v2
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_or_b32_e32 v2, s33, v70
	v_lshlrev_b32_e32 v4, 4, v4
	s_cmp_eq_u32 s11, 0
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	v_or_b32_e32 v84, s3, v2
	v_or_b32_e32 v2, v5, v7
	v_add_u32_e32 v16, s11, v4
	v_add_u32_e32 v4, s0, v4
	v_lshrrev_b32_e32 v17, 1, v0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s0, 0, 0x1010
	v_xor_b32_e32 v2, v2, v8
	v_and_b32_e32 v17, 24, v17
	v_and_b32_e32 v0, 0x808, v0
	v_or_b32_e32 v8, s0, v8
	v_xor_b32_e32 v17, v7, v17
	v_xor_b32_e32 v0, v0, v8
	v_xor_b32_e32 v17, s2, v17
	v_xor_b32_e32 v0, v0, v7
	v_lshlrev_b32_e32 v15, 2, v1
	v_lshl_or_b32 v1, v1, 7, v17
	v_lshl_or_b32 v0, v6, 7, v0
	v_xor_b32_e32 v3, 16, v2
	v_xor_b32_e32 v5, 32, v2
	v_xor_b32_e32 v9, 48, v2
	v_xor_b32_e32 v10, 64, v2
	v_xor_b32_e32 v11, 0x50, v2
	v_xor_b32_e32 v12, 0x60, v2
	v_xor_b32_e32 v13, 0x70, v2
	v_xor_b32_e32 v85, 0x80, v15
	v_lshlrev_b32_e32 v15, 1, v70
	v_xor_b32_e32 v17, 32, v1
	v_xor_b32_e32 v18, 64, v1
	v_xor_b32_e32 v19, 0x60, v1
	v_xor_b32_e32 v6, 16, v0
	v_xor_b32_e32 v7, 32, v0
	v_xor_b32_e32 v8, 48, v0
	v_xor_b32_e32 v20, 64, v0
	v_xor_b32_e32 v21, 0x50, v0
	v_xor_b32_e32 v22, 0x60, v0
	v_xor_b32_e32 v23, 0x70, v0
	.loc	1 89 9 is_stmt 1                ; k_matmul.py:89:9
	s_mov_b32 s97, 0
	.loc	1 95 5                          ; k_matmul.py:95:5
	v_or_b32_e32 v77, 32, v72
	v_or_b32_e32 v78, 27, v72
	v_or_b32_e32 v79, 26, v72
	v_or_b32_e32 v80, 25, v72
	v_or_b32_e32 v81, 24, v72
	v_or_b32_e32 v82, 19, v72
	v_or_b32_e32 v83, 18, v72
                                        ; implicit-def: $vgpr214 : SGPR spill to VGPR lane
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mov_b32_e32 v54, v52
	v_mov_b32_e32 v55, v52
	v_add_u32_e32 v86, v16, v15
	v_add_u32_e32 v87, v4, v15
	v_mov_b32_e32 v56, v52
	v_mov_b32_e32 v57, v52
	v_add_u32_e32 v88, 0, v2
	v_add_u32_e32 v89, 0, v3
	v_add_u32_e32 v90, 0, v5
	v_add_u32_e32 v91, 0, v9
	v_add_u32_e32 v92, 0, v10
	v_add_u32_e32 v93, 0, v11
	v_add_u32_e32 v94, 0, v12
	v_add_u32_e32 v95, 0, v13
	s_movk_i32 s99, 0x7fff
	s_mov_b32 s78, 0x5040100
	v_add_u32_e32 v96, 0, v1
	v_add_u32_e32 v97, 0, v17
	v_add_u32_e32 v98, 0, v18
	v_add_u32_e32 v99, 0, v19
	v_add_u32_e32 v100, 0, v0
	v_add_u32_e32 v101, 0, v6
	v_add_u32_e32 v102, 0, v7
	v_add_u32_e32 v103, 0, v8
	v_add_u32_e32 v104, 0, v20
	v_add_u32_e32 v105, 0, v21
	v_add_u32_e32 v106, 0, v22
	v_add_u32_e32 v107, 0, v23
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
	.loc	1 95 5                          ; k_matmul.py:95:5
	v_or_b32_e32 v108, 17, v72
	v_or_b32_e32 v109, 49, v72
	v_or_b32_e32 v110, 48, v72
	v_or_b32_e32 v111, 43, v72
	v_or_b32_e32 v112, 42, v72
	v_or_b32_e32 v113, 41, v72
	v_or_b32_e32 v114, 40, v72
	v_or_b32_e32 v115, 35, v72
	v_or_b32_e32 v116, 34, v72
	v_or_b32_e32 v117, 58, v72
	v_or_b32_e32 v118, 57, v72
	v_or_b32_e32 v119, 56, v72
	v_or_b32_e32 v120, 51, v72
	v_or_b32_e32 v121, 59, v72
	v_or_b32_e32 v122, 50, v72
	v_or_b32_e32 v123, 33, v72
	v_or_b32_e32 v124, 16, v72
	v_or_b32_e32 v125, 11, v72
	v_or_b32_e32 v126, 10, v72
	v_or_b32_e32 v127, 9, v72
	v_or_b32_e32 v128, 8, v72
	v_or_b32_e32 v129, 3, v72
	v_or_b32_e32 v130, 2, v72
	v_or_b32_e32 v131, 1, v72
	v_add_u32_e32 v132, 0, v71
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v136, 0xff800000
	v_mov_b32_e32 v134, 0xff800000
	v_mov_b32_e32 v135, 0x7fff
	v_writelane_b32 v214, s3, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 96 16                         ; k_matmul.py:96:16
	s_or_b32 s0, s97, s62
	s_or_b32 s1, s97, s63
	s_or_b32 s2, s97, s64
	s_or_b32 s3, s97, s65
	s_or_b32 s4, s97, s66
	s_or_b32 s5, s97, s67
	s_or_b32 s6, s97, s68
	s_or_b32 s7, s97, s69
	s_or_b32 s10, s97, s70
	s_or_b32 s11, s97, s71
	s_or_b32 s12, s97, s72
	s_or_b32 s13, s97, s73
	s_or_b32 s14, s97, s74
	s_or_b32 s15, s97, s75
	s_or_b32 s16, s97, s76
	s_or_b32 s17, s97, s77
	.loc	1 97 36                         ; k_matmul.py:97:36
	s_lshl_b32 s26, s0, 6
	s_lshl_b32 s28, s1, 6
	s_lshl_b32 s30, s2, 6
	s_lshl_b32 s34, s3, 6
	s_lshl_b32 s36, s4, 6
	s_lshl_b32 s38, s5, 6
	s_lshl_b32 s40, s6, 6
	s_lshl_b32 s42, s7, 6
	s_lshl_b32 s44, s10, 6
	s_lshl_b32 s46, s11, 6
	s_lshl_b32 s12, s12, 6
	s_lshl_b32 s48, s13, 6
	s_lshl_b32 s14, s14, 6
	s_lshl_b32 s50, s15, 6
	s_lshl_b32 s16, s16, 6
	s_lshl_b32 s52, s17, 6
	.loc	1 97 21 is_stmt 0               ; k_matmul.py:97:21
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s53, s52, 31
	v_lshl_add_u64 v[16:17], s[26:27], 1, v[48:49]
	v_lshl_add_u64 v[18:19], s[28:29], 1, v[48:49]
	v_lshl_add_u64 v[20:21], s[30:31], 1, v[48:49]
	v_lshl_add_u64 v[22:23], s[34:35], 1, v[48:49]
	v_lshl_add_u64 v[24:25], s[36:37], 1, v[48:49]
	v_lshl_add_u64 v[26:27], s[38:39], 1, v[48:49]
	v_lshl_add_u64 v[28:29], s[40:41], 1, v[48:49]
	v_lshl_add_u64 v[30:31], s[42:43], 1, v[48:49]
	v_lshl_add_u64 v[32:33], s[44:45], 1, v[48:49]
	v_lshl_add_u64 v[34:35], s[46:47], 1, v[48:49]
	v_lshl_add_u64 v[36:37], s[12:13], 1, v[48:49]
	v_lshl_add_u64 v[38:39], s[48:49], 1, v[48:49]
	v_lshl_add_u64 v[40:41], s[14:15], 1, v[48:49]
	v_lshl_add_u64 v[42:43], s[50:51], 1, v[48:49]
	v_lshl_add_u64 v[44:45], s[16:17], 1, v[48:49]
	v_lshl_add_u64 v[46:47], s[52:53], 1, v[48:49]
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v16, v[16:17], off
	s_nop 0
	global_load_ushort v17, v[24:25], off
	s_nop 0
	global_load_ushort v24, v[32:33], off
	global_load_ushort v25, v[40:41], off
	s_nop 0
	global_load_ushort v18, v[18:19], off
	s_nop 0
	global_load_ushort v19, v[26:27], off
	s_nop 0
	global_load_ushort v26, v[34:35], off
	global_load_ushort v27, v[42:43], off
	s_nop 0
	global_load_ushort v20, v[20:21], off
	s_nop 0
	global_load_ushort v21, v[28:29], off
	s_nop 0
	global_load_ushort v28, v[36:37], off
	global_load_ushort v29, v[44:45], off
	s_nop 0
	global_load_ushort v30, v[30:31], off
	s_nop 0
	global_load_ushort v22, v[22:23], off
	s_nop 0
	global_load_ushort v23, v[46:47], off
	global_load_ushort v31, v[38:39], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 96 16 is_stmt 1               ; k_matmul.py:96:16
	s_or_b32 s18, s97, s81
	s_or_b32 s22, s97, s82
	s_or_b32 s23, s97, s83
	s_or_b32 s24, s97, s84
	s_or_b32 s25, s97, s85
	s_or_b32 s19, s97, s87
	s_or_b32 s58, s97, s93
	s_or_b32 vcc_hi, s97, s94
	s_or_b32 s20, s97, s88
	s_or_b32 s21, s97, s86
	s_or_b32 s54, s97, s89
	s_or_b32 s55, s97, s90
	s_or_b32 s56, s97, s91
	s_or_b32 s57, s97, s92
	s_or_b32 s59, s97, s95
	s_or_b32 vcc_lo, s97, s96
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v73, v16
	s_waitcnt vmcnt(14)
	ds_write_b16 v73, v17 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v73, v24 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v73, v25 offset:6144
	s_waitcnt vmcnt(11)
	ds_write_b16 v74, v18 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v74, v19 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v74, v26 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v74, v27 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v75, v20 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v75, v21 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v75, v28 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v75, v29 offset:7168
	s_waitcnt vmcnt(2)
	ds_write_b16 v76, v22 offset:1536
	ds_write_b16 v76, v30 offset:3584
	s_waitcnt vmcnt(0)
	ds_write_b16 v76, v31 offset:5632
	ds_write_b16 v76, v23 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[162:165], v88 offset1:8
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[162:163], v[166:167], 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read2st64_b64 v[182:185], v95 offset1:8
	.loc	1 105 36                        ; k_matmul.py:105:36
	s_lshl_b32 s10, s18, 6
	s_lshl_b32 s0, s22, 6
	s_lshl_b32 s2, s23, 6
	s_lshl_b32 s4, s24, 6
	s_lshl_b32 s6, s25, 6
	s_lshl_b32 s12, s19, 6
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[166:167], 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read2st64_b64 v[162:165], v89 offset1:8
	.loc	1 105 36                        ; k_matmul.py:105:36
	s_lshl_b32 s26, s58, 6
	s_lshl_b32 s34, vcc_hi, 6
	s_lshl_b32 s14, s20, 6
	s_lshl_b32 s16, s21, 6
	s_lshl_b32 s18, s54, 6
	s_lshl_b32 s20, s55, 6
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[162:163], v[168:169], v[16:31]
	.loc	1 105 36                        ; k_matmul.py:105:36
	s_lshl_b32 s22, s56, 6
	s_lshl_b32 s24, s57, 6
	s_lshl_b32 s28, s59, 6
	s_lshl_b32 s30, vcc_lo, 6
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s3, s2, 31
	.loc	1 98 14 is_stmt 1               ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[168:169], v[32:47]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read2st64_b64 v[162:165], v90 offset1:8
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s15, s14, 31
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[162:163], v[170:171], v[16:31]
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[170:171], v[32:47]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read2st64_b64 v[162:165], v91 offset1:8
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[60:61], s[10:11], 1, v[50:51]
	v_lshl_add_u64 v[186:187], s[0:1], 1, v[50:51]
	v_lshl_add_u64 v[188:189], s[2:3], 1, v[50:51]
	v_lshl_add_u64 v[190:191], s[4:5], 1, v[50:51]
	v_lshl_add_u64 v[192:193], s[6:7], 1, v[50:51]
	v_lshl_add_u64 v[194:195], s[12:13], 1, v[50:51]
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[162:163], v[172:173], v[16:31]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[208:209], s[26:27], 1, v[50:51]
	v_lshl_add_u64 v[196:197], s[14:15], 1, v[50:51]
	v_lshl_add_u64 v[198:199], s[16:17], 1, v[50:51]
	v_lshl_add_u64 v[200:201], s[18:19], 1, v[50:51]
	v_lshl_add_u64 v[202:203], s[20:21], 1, v[50:51]
	v_lshl_add_u64 v[204:205], s[22:23], 1, v[50:51]
	v_lshl_add_u64 v[206:207], s[24:25], 1, v[50:51]
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[172:173], v[32:47]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read2st64_b64 v[162:165], v92 offset1:8
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[210:211], s[28:29], 1, v[50:51]
	v_lshl_add_u64 v[212:213], s[30:31], 1, v[50:51]
	.loc	1 105 13 is_stmt 0              ; k_matmul.py:105:13
	global_load_ushort v161, v[60:61], off
	s_nop 0
	global_load_ushort v186, v[186:187], off
	s_nop 0
	global_load_ushort v187, v[188:189], off
	s_nop 0
	global_load_ushort v188, v[190:191], off
	global_load_ushort v189, v[192:193], off
	.loc	1 98 14 is_stmt 1               ; k_matmul.py:98:14
	v_mov_b32_e32 v53, v52
	.loc	1 96 16                         ; k_matmul.py:96:16
	v_or_b32_e32 v58, s97, v126
	v_or_b32_e32 v59, s97, v125
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[162:163], v[174:175], v[16:31]
	.loc	1 96 16                         ; k_matmul.py:96:16
	v_or_b32_e32 v62, s97, v128
	v_or_b32_e32 v63, s97, v127
	v_or_b32_e32 v138, s97, v129
	v_or_b32_e32 v139, s97, v130
	v_or_b32_e32 v140, s97, v131
	v_or_b32_e32 v141, s97, v72
	v_or_b32_e32 v147, s97, v118
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[174:175], v[32:47]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read2st64_b64 v[162:165], v93 offset1:8
	v_or_b32_e32 v150, s97, v119
	v_or_b32_e32 v152, s97, v120
	v_or_b32_e32 v153, s97, v121
	v_or_b32_e32 v154, s97, v122
	v_or_b32_e32 v64, s97, v117
	v_or_b32_e32 v155, s97, v80
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[162:163], v[176:177], v[16:31]
	v_or_b32_e32 v156, s97, v81
	v_or_b32_e32 v157, s97, v82
	v_or_b32_e32 v65, s97, v77
	v_or_b32_e32 v66, s97, v78
	v_or_b32_e32 v67, s97, v83
	v_or_b32_e32 v68, s97, v108
	v_or_b32_e32 v69, s97, v123
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[176:177], v[32:47]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read2st64_b64 v[162:165], v94 offset1:8
	v_or_b32_e32 v160, s97, v79
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[22:23], v84, v58
	v_cmp_ge_i32_e64 s[30:31], v84, v59
	v_cmp_ge_i32_e64 s[10:11], v84, v62
	v_cmp_ge_i32_e64 s[28:29], v84, v63
	v_cmp_ge_i32_e64 s[0:1], v84, v138
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[162:163], v[178:179], v[16:31]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[162:163], s[34:35], 1, v[50:51]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[20:21], v84, v139
	v_cmp_ge_i32_e32 vcc, v84, v140
	v_or_b32_e32 v142, s97, v110
	v_or_b32_e32 v143, s97, v109
	v_or_b32_e32 v144, s97, v112
	v_or_b32_e32 v145, s97, v111
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[178:179], v[32:47]
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v164, v[194:195], off
	global_load_ushort v165, v[196:197], off
	global_load_ushort v190, v[198:199], off
	global_load_ushort v191, v[200:201], off
	global_load_ushort v192, v[202:203], off
	global_load_ushort v193, v[204:205], off
	global_load_ushort v194, v[206:207], off
	v_or_b32_e32 v146, s97, v114
	v_or_b32_e32 v148, s97, v113
	v_or_b32_e32 v149, s97, v116
	v_or_b32_e32 v151, s97, v115
	v_or_b32_e32 v137, s97, v124
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[4:5], v84, v141
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[16:31], v[182:183], v[180:181], v[16:31]
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v182, v[208:209], off
	global_load_ushort v183, v[210:211], off
	global_load_ushort v195, v[212:213], off
	s_nop 0
	global_load_ushort v162, v[162:163], off
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[34:35], v84, v147
	v_cmp_ge_i32_e64 s[36:37], v84, v150
	v_cmp_ge_i32_e64 s[38:39], v84, v152
	v_cmp_ge_i32_e64 s[42:43], v84, v153
	v_cmp_ge_i32_e64 s[44:45], v84, v154
	v_cmp_ge_i32_e64 s[40:41], v84, v155
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mfma_f32_32x32x8_bf16 v[32:47], v[184:185], v[180:181], v[32:47]
	v_mul_f32_e64 v60, v52, v22
	v_mul_f32_e64 v61, v53, v23
	v_mul_f32_e64 v58, v52, v20
	v_mul_f32_e64 v59, v53, v21
	v_mul_f32_e64 v18, v52, v18
	v_mul_f32_e64 v19, v53, v19
	v_pk_mul_f32 v[16:17], v[56:57], v[16:17]
	v_pk_mov_b32 v[138:139], v[26:27], v[28:29] op_sel:[1,0]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[46:47], v84, v156
	v_cmp_ge_i32_e64 s[48:49], v84, v157
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_nop 0
	v_pk_mul_f32 v[20:21], v[52:53], v[40:41]
	v_pk_mul_f32 v[22:23], v[52:53], v[38:39]
	v_pk_mov_b32 v[40:41], v[24:25], v[26:27] op_sel:[1,0]
	v_mov_b32_e32 v25, v33
	v_pk_mov_b32 v[38:39], v[28:29], v[30:31] op_sel:[1,0]
	v_pk_mov_b32 v[62:63], v[30:31], v[32:33] op_sel:[1,0]
	v_mov_b32_e32 v26, v43
	v_mov_b32_e32 v27, v44
	v_mov_b32_e32 v28, v45
	v_mov_b32_e32 v29, v46
	v_mov_b32_e32 v43, v47
	v_pk_mul_f32 v[28:29], v[52:53], v[28:29]
	v_pk_mul_f32 v[26:27], v[54:55], v[26:27]
	v_pk_mul_f32 v[30:31], v[52:53], v[42:43]
	v_pk_mul_f32 v[38:39], v[52:53], v[38:39]
	v_pk_mul_f32 v[32:33], v[52:53], v[138:139]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cndmask_b32_e64 v43, v134, v61, s[30:31]
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[44:45], v[52:53], v[62:63]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[30:31], v84, v65
	v_cndmask_b32_e64 v42, v134, v60, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v84, v66
	v_cndmask_b32_e64 v47, v134, v59, s[28:29]
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[40:41], v[56:57], v[40:41]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[28:29], v84, v67
	v_cndmask_b32_e64 v46, v134, v58, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v84, v68
	v_cndmask_b32_e64 v18, v134, v18, s[20:21]
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[24:25], v[54:55], v[24:25]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[20:21], v84, v69
	v_cmp_ge_i32_e64 s[50:51], v84, v160
	v_cndmask_b32_e32 v59, v134, v17, vcc
	v_cmp_ge_i32_e32 vcc, v84, v64
	v_cmp_ge_i32_e64 s[2:3], v84, v142
	v_cmp_ge_i32_e64 s[12:13], v84, v143
	v_cmp_ge_i32_e64 s[6:7], v84, v144
	v_cmp_ge_i32_e64 s[16:17], v84, v145
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[36:37], v[52:53], v[36:37]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[14:15], v84, v146
	v_cmp_ge_i32_e64 s[24:25], v84, v148
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[34:35], v[56:57], v[34:35]
	.loc	1 100 18                        ; k_matmul.py:100:18
	v_cmp_ge_i32_e64 s[18:19], v84, v149
	v_cmp_ge_i32_e64 s[26:27], v84, v151
	v_cndmask_b32_e64 v19, v134, v19, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v84, v137
	v_cndmask_b32_e64 v58, v134, v16, s[4:5]
	v_cndmask_b32_e32 v60, v134, v29, vcc
	v_cndmask_b32_e64 v29, v134, v28, s[34:35]
	v_cndmask_b32_e64 v28, v134, v27, s[36:37]
	v_cndmask_b32_e64 v27, v134, v26, s[38:39]
	v_cndmask_b32_e64 v61, v134, v31, s[42:43]
	v_cndmask_b32_e64 v26, v134, v30, s[44:45]
	v_cndmask_b32_e64 v30, v134, v39, s[50:51]
	v_cndmask_b32_e64 v39, v134, v38, s[40:41]
	v_cndmask_b32_e64 v38, v134, v33, s[46:47]
	v_cndmask_b32_e64 v33, v134, v32, s[48:49]
	v_cndmask_b32_e64 v31, v134, v44, s[22:23]
	v_cndmask_b32_e64 v44, v134, v45, s[30:31]
	v_cndmask_b32_e64 v32, v134, v41, s[28:29]
	v_cndmask_b32_e64 v41, v134, v40, s[10:11]
	v_cndmask_b32_e64 v45, v134, v25, s[20:21]
	v_cndmask_b32_e64 v21, v134, v21, s[12:13]
	v_cndmask_b32_e64 v20, v134, v20, s[2:3]
	v_cndmask_b32_e64 v23, v134, v23, s[16:17]
	v_cndmask_b32_e64 v22, v134, v22, s[6:7]
	v_cndmask_b32_e64 v37, v134, v37, s[24:25]
	v_cndmask_b32_e64 v36, v134, v36, s[14:15]
	v_cndmask_b32_e64 v35, v134, v35, s[26:27]
	v_cndmask_b32_e64 v34, v134, v34, s[18:19]
	v_cndmask_b32_e64 v40, v134, v24, s[0:1]
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max_f32_e32 v24, v58, v59
	v_max3_f32 v25, v19, v46, v47
	v_max3_f32 v53, v41, v32, v33
	v_max3_f32 v62, v38, v39, v30
	v_max3_f32 v63, v31, v44, v45
	v_max3_f32 v16, v34, v35, v36
	v_max3_f32 v17, v37, v22, v23
	v_max3_f32 v64, v20, v21, v26
	v_max3_f32 v24, v24, v18, v25
	v_max3_f32 v25, v42, v43, v40
	v_max3_f32 v65, v27, v28, v29
	v_max3_f32 v53, v53, v62, v63
	v_max3_f32 v16, v16, v17, v64
	v_max3_f32 v17, v65, v60, v61
	v_max3_f32 v24, v24, v25, v53
	v_max3_f32 v16, v24, v16, v17
.Ltmp3:
	.loc	2 216 16                        ; standard.py:216:16 @[ k_matmul.py:101:33 ]
	ds_bpermute_b32 v17, v85, v16
.Ltmp4:
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_add_u32_e32 v159, s98, v132
	v_add_u32_e32 v158, s79, v132
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 101 17                        ; k_matmul.py:101:17
	v_max3_f32 v16, v136, v16, v17
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_pk_add_f32 v[24:25], v[58:59], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[42:43], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[138:139], v[44:45], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[140:141], v[22:23], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[142:143], v[20:21], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[144:145], v[26:27], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[146:147], v[28:29], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[16:17] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 103 30                        ; k_matmul.py:103:30
	v_sub_f32_e32 v17, v136, v16
	.loc	1 102 13                        ; k_matmul.py:102:13
	v_exp_f32_e32 v42, v24
	v_exp_f32_e32 v43, v25
	v_exp_f32_e32 v44, v18
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v18, v40
	v_exp_f32_e32 v22, v38
	v_exp_f32_e32 v24, v30
	v_exp_f32_e32 v26, v138
	v_exp_f32_e32 v28, v34
	v_exp_f32_e32 v30, v36
	v_exp_f32_e32 v34, v142
	v_exp_f32_e32 v36, v146
	.loc	1 103 17                        ; k_matmul.py:103:17
	v_exp_f32_e32 v17, v17
	.loc	1 102 13                        ; k_matmul.py:102:13
	v_exp_f32_e32 v45, v19
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v19, v41
	v_exp_f32_e32 v23, v39
	v_exp_f32_e32 v25, v31
	v_exp_f32_e32 v27, v139
	v_exp_f32_e32 v29, v35
	v_exp_f32_e32 v31, v37
	v_exp_f32_e32 v35, v143
	v_exp_f32_e32 v37, v147
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v20, v32
	v_exp_f32_e32 v21, v33
	v_exp_f32_e32 v32, v140
	v_exp_f32_e32 v33, v141
	v_exp_f32_e32 v38, v144
	v_exp_f32_e32 v39, v145
	v_exp_f32_e32 v40, v60
	v_exp_f32_e32 v41, v61
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_bfe_u32 v53, v42, 16, 1
	.loc	1 106 15 is_stmt 0              ; k_matmul.py:106:15
	s_waitcnt vmcnt(0)
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	v_perm_b32 v66, v162, v182, s78
	.loc	1 106 15                        ; k_matmul.py:106:15
	ds_write_b32 v159, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v60, v158
	.loc	1 106 45 is_stmt 0              ; k_matmul.py:106:45
	v_bfe_u32 v61, v43, 16, 1
	v_bfe_u32 v138, v46, 16, 1
	v_bfe_u32 v142, v18, 16, 1
	v_bfe_u32 v146, v22, 16, 1
	v_bfe_u32 v150, v26, 16, 1
	v_bfe_u32 v154, v30, 16, 1
	v_bfe_u32 v158, v34, 16, 1
	v_bfe_u32 v162, v36, 16, 1
	v_add3_u32 v182, v42, v53, s99
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	v_perm_b32 v67, v195, v183, s78
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_bfe_u32 v136, v44, 16, 1
	v_bfe_u32 v139, v47, 16, 1
	v_bfe_u32 v143, v19, 16, 1
	v_bfe_u32 v147, v23, 16, 1
	v_bfe_u32 v151, v27, 16, 1
	v_bfe_u32 v155, v31, 16, 1
	v_bfe_u32 v159, v35, 16, 1
	v_bfe_u32 v163, v37, 16, 1
	v_add3_u32 v183, v43, v61, s99
	v_add3_u32 v53, v46, v138, s99
	v_add3_u32 v138, v18, v142, s99
	v_add3_u32 v142, v22, v146, s99
	v_add3_u32 v146, v26, v150, s99
	v_add3_u32 v150, v30, v154, s99
	v_add3_u32 v154, v34, v158, s99
	v_add3_u32 v158, v36, v162, s99
	v_lshrrev_b32_e32 v162, 16, v182
	v_cmp_o_f32_e64 s[58:59], v42, v42
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_perm_b32 v62, v186, v161, s78
	v_perm_b32 v65, v165, v164, s78
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_bfe_u32 v137, v45, 16, 1
	v_bfe_u32 v140, v58, 16, 1
	v_bfe_u32 v141, v59, 16, 1
	v_bfe_u32 v144, v20, 16, 1
	v_bfe_u32 v145, v21, 16, 1
	v_bfe_u32 v148, v24, 16, 1
	v_bfe_u32 v149, v25, 16, 1
	v_bfe_u32 v152, v28, 16, 1
	v_bfe_u32 v153, v29, 16, 1
	v_bfe_u32 v156, v32, 16, 1
	v_bfe_u32 v157, v33, 16, 1
	v_bfe_u32 v160, v38, 16, 1
	v_bfe_u32 v161, v39, 16, 1
	v_bfe_u32 v164, v40, 16, 1
	v_bfe_u32 v165, v41, 16, 1
	v_add3_u32 v184, v44, v136, s99
	v_add3_u32 v61, v47, v139, s99
	v_add3_u32 v139, v19, v143, s99
	v_add3_u32 v143, v23, v147, s99
	v_add3_u32 v147, v27, v151, s99
	v_add3_u32 v151, v31, v155, s99
	v_add3_u32 v155, v35, v159, s99
	v_add3_u32 v159, v37, v163, s99
	v_lshrrev_b32_e32 v163, 16, v183
	v_cndmask_b32_e64 v162, v135, v162, s[58:59]
	v_cmp_o_f32_e64 s[58:59], v43, v43
	v_add3_u32 v185, v45, v137, s99
	v_add3_u32 v136, v58, v140, s99
	v_add3_u32 v137, v59, v141, s99
	v_add3_u32 v140, v20, v144, s99
	v_add3_u32 v141, v21, v145, s99
	v_add3_u32 v144, v24, v148, s99
	v_add3_u32 v145, v25, v149, s99
	v_add3_u32 v148, v28, v152, s99
	v_add3_u32 v149, v29, v153, s99
	v_add3_u32 v152, v32, v156, s99
	v_add3_u32 v153, v33, v157, s99
	v_add3_u32 v156, v38, v160, s99
	v_add3_u32 v157, v39, v161, s99
	v_add3_u32 v160, v40, v164, s99
	v_add3_u32 v161, v41, v165, s99
	v_lshrrev_b32_e32 v164, 16, v184
	v_cndmask_b32_e64 v163, v135, v163, s[58:59]
	v_cmp_o_f32_e64 s[58:59], v44, v44
	v_lshrrev_b32_e32 v53, 16, v53
	v_cmp_o_f32_e32 vcc, v46, v46
	v_lshrrev_b32_e32 v61, 16, v61
	v_cmp_o_f32_e64 s[0:1], v47, v47
	v_lshrrev_b32_e32 v136, 16, v136
	v_cmp_o_f32_e64 s[2:3], v58, v58
	v_lshrrev_b32_e32 v137, 16, v137
	v_cmp_o_f32_e64 s[4:5], v59, v59
	v_lshrrev_b32_e32 v138, 16, v138
	v_cmp_o_f32_e64 s[6:7], v18, v18
	v_lshrrev_b32_e32 v139, 16, v139
	v_cmp_o_f32_e64 s[10:11], v19, v19
	v_lshrrev_b32_e32 v140, 16, v140
	v_cmp_o_f32_e64 s[12:13], v20, v20
	v_lshrrev_b32_e32 v141, 16, v141
	v_cmp_o_f32_e64 s[14:15], v21, v21
	v_lshrrev_b32_e32 v142, 16, v142
	v_cmp_o_f32_e64 s[16:17], v22, v22
	v_lshrrev_b32_e32 v143, 16, v143
	v_cmp_o_f32_e64 s[18:19], v23, v23
	v_lshrrev_b32_e32 v144, 16, v144
	v_cmp_o_f32_e64 s[20:21], v24, v24
	v_lshrrev_b32_e32 v145, 16, v145
	v_cmp_o_f32_e64 s[22:23], v25, v25
	v_lshrrev_b32_e32 v146, 16, v146
	v_cmp_o_f32_e64 s[24:25], v26, v26
	v_lshrrev_b32_e32 v147, 16, v147
	v_cmp_o_f32_e64 s[26:27], v27, v27
	v_lshrrev_b32_e32 v148, 16, v148
	v_cmp_o_f32_e64 s[28:29], v28, v28
	v_lshrrev_b32_e32 v149, 16, v149
	v_cmp_o_f32_e64 s[30:31], v29, v29
	v_lshrrev_b32_e32 v150, 16, v150
	v_cmp_o_f32_e64 s[34:35], v30, v30
	v_lshrrev_b32_e32 v151, 16, v151
	v_cmp_o_f32_e64 s[36:37], v31, v31
	v_lshrrev_b32_e32 v152, 16, v152
	v_cmp_o_f32_e64 s[38:39], v32, v32
	v_lshrrev_b32_e32 v153, 16, v153
	v_cmp_o_f32_e64 s[40:41], v33, v33
	v_lshrrev_b32_e32 v154, 16, v154
	v_cmp_o_f32_e64 s[42:43], v34, v34
	v_lshrrev_b32_e32 v165, 16, v185
	v_lshrrev_b32_e32 v155, 16, v155
	v_cmp_o_f32_e64 s[44:45], v35, v35
	v_lshrrev_b32_e32 v156, 16, v156
	v_cmp_o_f32_e64 s[46:47], v38, v38
	v_lshrrev_b32_e32 v157, 16, v157
	v_cmp_o_f32_e64 s[48:49], v39, v39
	v_lshrrev_b32_e32 v158, 16, v158
	v_cmp_o_f32_e64 s[50:51], v36, v36
	v_lshrrev_b32_e32 v159, 16, v159
	v_cmp_o_f32_e64 s[52:53], v37, v37
	v_lshrrev_b32_e32 v160, 16, v160
	v_cmp_o_f32_e64 s[54:55], v40, v40
	v_lshrrev_b32_e32 v161, 16, v161
	v_cmp_o_f32_e64 s[56:57], v41, v41
	v_cndmask_b32_e64 v164, v135, v164, s[58:59]
	v_cmp_o_f32_e64 s[58:59], v45, v45
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_perm_b32 v63, v188, v187, s78
	v_perm_b32 v64, v190, v189, s78
	v_perm_b32 v69, v194, v193, s78
	v_perm_b32 v68, v192, v191, s78
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cndmask_b32_e64 v165, v135, v165, s[58:59]
	v_cndmask_b32_e32 v53, v135, v53, vcc
	v_cndmask_b32_e64 v61, v135, v61, s[0:1]
	v_cndmask_b32_e64 v136, v135, v136, s[2:3]
	v_cndmask_b32_e64 v137, v135, v137, s[4:5]
	v_cndmask_b32_e64 v138, v135, v138, s[6:7]
	v_cndmask_b32_e64 v139, v135, v139, s[10:11]
	v_cndmask_b32_e64 v140, v135, v140, s[12:13]
	v_cndmask_b32_e64 v141, v135, v141, s[14:15]
	v_cndmask_b32_e64 v142, v135, v142, s[16:17]
	v_cndmask_b32_e64 v143, v135, v143, s[18:19]
	v_cndmask_b32_e64 v144, v135, v144, s[20:21]
	v_cndmask_b32_e64 v145, v135, v145, s[22:23]
	v_cndmask_b32_e64 v146, v135, v146, s[24:25]
	v_cndmask_b32_e64 v147, v135, v147, s[26:27]
	v_cndmask_b32_e64 v148, v135, v148, s[28:29]
	v_cndmask_b32_e64 v149, v135, v149, s[30:31]
	v_cndmask_b32_e64 v150, v135, v150, s[34:35]
	v_cndmask_b32_e64 v151, v135, v151, s[36:37]
	v_cndmask_b32_e64 v152, v135, v152, s[38:39]
	v_cndmask_b32_e64 v153, v135, v153, s[40:41]
	v_cndmask_b32_e64 v154, v135, v154, s[42:43]
	v_cndmask_b32_e64 v155, v135, v155, s[44:45]
	v_cndmask_b32_e64 v156, v135, v156, s[46:47]
	v_cndmask_b32_e64 v157, v135, v157, s[48:49]
	v_cndmask_b32_e64 v158, v135, v158, s[50:51]
	v_cndmask_b32_e64 v159, v135, v159, s[52:53]
	v_cndmask_b32_e64 v160, v135, v160, s[54:55]
	v_cndmask_b32_e64 v161, v135, v161, s[56:57]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v86, v162
	ds_write_b16 v86, v163 offset:128
	ds_write_b16 v86, v164 offset:256
	ds_write_b16 v86, v165 offset:384
	ds_write_b16 v86, v53 offset:1024
	ds_write_b16 v86, v61 offset:1152
	ds_write_b16 v86, v136 offset:1280
	ds_write_b16 v86, v137 offset:1408
	ds_write_b16 v86, v138 offset:2048
	ds_write_b16 v86, v139 offset:2176
	ds_write_b16 v86, v140 offset:2304
	ds_write_b16 v86, v141 offset:2432
	ds_write_b16 v86, v142 offset:3072
	ds_write_b16 v86, v143 offset:3200
	ds_write_b16 v86, v144 offset:3328
	ds_write_b16 v86, v145 offset:3456
	ds_write_b16 v86, v146 offset:4096
	ds_write_b16 v86, v147 offset:4224
	ds_write_b16 v86, v148 offset:4352
	ds_write_b16 v86, v149 offset:4480
	ds_write_b16 v86, v150 offset:5120
	ds_write_b16 v86, v151 offset:5248
	ds_write_b16 v86, v152 offset:5376
	ds_write_b16 v86, v153 offset:5504
	ds_write_b16 v86, v154 offset:6144
	ds_write_b16 v86, v155 offset:6272
	ds_write_b16 v86, v156 offset:6400
	ds_write_b16 v86, v157 offset:6528
	ds_write_b16 v86, v158 offset:7168
	ds_write_b16 v86, v159 offset:7296
	ds_write_b16 v86, v160 offset:7424
	ds_write_b16 v86, v161 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v53, v87
	ds_read_u16 v136, v87 offset:128
	ds_read_u16 v61, v87 offset:256
	ds_read_u16 v137, v87 offset:384
	ds_read_u16 v138, v87 offset:1024
	ds_read_u16 v139, v87 offset:1152
	ds_read_u16 v140, v87 offset:1280
	ds_read_u16 v141, v87 offset:1408
	ds_read_u16 v142, v87 offset:2048
	ds_read_u16 v143, v87 offset:2176
	ds_read_u16 v144, v87 offset:2304
	ds_read_u16 v145, v87 offset:2432
	ds_read_u16 v146, v87 offset:3072
	ds_read_u16 v147, v87 offset:3200
	ds_read_u16 v148, v87 offset:3328
	ds_read_u16 v149, v87 offset:3456
	ds_read_u16 v150, v87 offset:4096
	ds_read_u16 v151, v87 offset:4224
	ds_read_u16 v152, v87 offset:4352
	ds_read_u16 v153, v87 offset:4480
	ds_read_u16 v154, v87 offset:5120
	ds_read_u16 v155, v87 offset:5248
	ds_read_u16 v156, v87 offset:5376
	ds_read_u16 v157, v87 offset:5504
	ds_read_u16 v158, v87 offset:6144
	ds_read_u16 v159, v87 offset:6272
	ds_read_u16 v160, v87 offset:6400
	ds_read_u16 v161, v87 offset:6528
	ds_read_u16 v162, v87 offset:7168
	ds_read_u16 v163, v87 offset:7296
	ds_read_u16 v164, v87 offset:7424
	ds_read_u16 v165, v87 offset:7552
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v96, v[62:63]
	ds_write_b64 v97, v[64:65]
	ds_write_b64 v98, v[68:69]
	ds_write_b64 v99, v[66:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[62:63], v100
	ds_read_b64 v[64:65], v101
	ds_read_b64 v[66:67], v102
	ds_read_b64 v[68:69], v103
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_pk_mul_f32 v[0:1], v[0:1], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[60:61] op_sel_hi:[1,0]
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	v_perm_b32 v61, v137, v61, s78
	v_perm_b32 v60, v136, v53, s78
.Ltmp5:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	v_pk_add_f32 v[44:45], v[46:47], v[58:59]
.Ltmp6:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[62:63], v[60:61], v[0:15]
	v_perm_b32 v61, v141, v140, s78
	v_perm_b32 v60, v139, v138, s78
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_read_b64 v[62:63], v104
	.loc	1 106 38                        ; k_matmul.py:106:38
	v_perm_b32 v47, v153, v152, s78
	v_perm_b32 v46, v151, v150, s78
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
.Ltmp8:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[60:61], v[0:15]
	v_perm_b32 v61, v145, v144, s78
	v_perm_b32 v60, v143, v142, s78
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v22, v26, v28
	v_add_f32_e64 v23, v27, v29
.Ltmp10:
	.loc	1 106 38                        ; k_matmul.py:106:38
	v_perm_b32 v29, v157, v156, s78
	v_perm_b32 v28, v155, v154, s78
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[24:25], v[30:31], v[32:33]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp12:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[66:67], v[60:61], v[0:15]
	v_perm_b32 v61, v149, v148, s78
	v_perm_b32 v60, v147, v146, s78
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v20, v22, v24
	v_add_f32_e64 v21, v23, v25
.Ltmp14:
	.loc	1 106 38                        ; k_matmul.py:106:38
	v_perm_b32 v25, v161, v160, s78
	v_perm_b32 v24, v159, v158, s78
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[26:27], v[34:35], v[38:39]
	v_pk_add_f32 v[30:31], v[42:43], v[44:45]
.Ltmp16:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[68:69], v[60:61], v[0:15]
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_read_b64 v[58:59], v105
	ds_read_b64 v[60:61], v106
	ds_read_b64 v[64:65], v107
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v18, v30, v18
	v_add_f32_e64 v19, v31, v19
	v_mov_b32_e32 v136, v16
.Ltmp18:
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_add_i32 s97, s97, 64
	s_cmp_lt_i32 s97, s80
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[62:63], v[46:47], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[58:59], v[28:29], v[0:15]
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v28, v36, v40
	v_add_f32_e64 v29, v37, v41
	v_add_f32_e64 v22, v26, v28
	v_add_f32_e64 v23, v27, v29
	v_add_f32_e64 v20, v20, v22
	v_add_f32_e64 v21, v21, v23
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
.Ltmp20:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[24:25], v[0:15]
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v20, v18, v19
.Ltmp22:
	.loc	1 106 38                        ; k_matmul.py:106:38
	v_perm_b32 v19, v165, v164, s78
	v_perm_b32 v18, v163, v162, s78
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	ds_bpermute_b32 v21, v85, v20
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v20, v21
.Ltmp25:
	.loc	1 106 38                        ; k_matmul.py:106:38
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[18:19], v[0:15]
	.loc	1 104 15                        ; k_matmul.py:104:15
	v_fmac_f32_e32 v16, v133, v17
	v_mov_b32_e32 v133, v16
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	v_mov_b32_e32 v18, s98
	s_nop 6
	v_mov_b32_e32 v17, v14
	v_mov_b32_e32 v14, v15
	v_readlane_b32 s3, v214, 0
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
	v_add_u32_e32 v15, 0, v71
	v_add_u32_e32 v18, v15, v18
	v_add_u32_e32 v15, s79, v15
	s_barrier
	ds_write_b32 v18, v16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v15, v15
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_lshr_b32 s2, s79, 2
	v_or_b32_e32 v16, s2, v70
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	v_or_b32_e32 v16, s33, v16
	.loc	1 89 32 is_stmt 1               ; k_matmul.py:89:32
	v_lshlrev_b32_e32 v16, 6, v16
	.loc	1 108 11                        ; k_matmul.py:108:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v19, s[0:1], v15, v15, v0
	v_rcp_f32_e32 v20, v19
	.loc	1 89 61                         ; k_matmul.py:89:61
	v_or_b32_e32 v18, s3, v72
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc, v0, v15, v0
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v19, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v19, -v19, v22, v21
	v_div_scale_f32 v21, s[0:1], v15, v15, v1
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v19, v19, v20, v22
	v_div_fixup_f32 v19, v19, v15, v0
	v_fma_f32 v0, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v1, v15, v1
	v_mul_f32_e32 v20, v0, v23
	v_fma_f32 v22, -v21, v20, v0
	v_fmac_f32_e32 v20, v22, v23
	v_fma_f32 v0, -v21, v20, v0
	v_div_scale_f32 v21, s[0:1], v15, v15, v2
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v0, v0, v23, v20
	v_div_fixup_f32 v20, v0, v15, v1
	v_fma_f32 v0, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v2, v15, v2
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v23, -v21, v1, v0
	v_fmac_f32_e32 v1, v23, v22
	v_fma_f32 v0, -v21, v1, v0
	v_div_scale_f32 v21, s[0:1], v15, v15, v3
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v22, v0, v15, v2
	v_fma_f32 v0, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v3, v15, v3
	v_mul_f32_e32 v1, v0, v23
	v_fma_f32 v2, -v21, v1, v0
	v_fmac_f32_e32 v1, v2, v23
	v_div_scale_f32 v2, s[0:1], v15, v15, v4
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
	v_div_scale_f32 v2, s[0:1], v15, v15, v5
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v4, v0, v15, v4
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v5, v15, v5
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v6
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v5, v0, v15, v5
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v6, v15, v6
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v7
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v6, v0, v15, v6
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v7, v15, v7
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v8
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v7, v0, v15, v7
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v8, v15, v8
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v9
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v8, v0, v15, v8
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v9, v15, v9
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v10
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v9, v0, v15, v9
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v10, v15, v10
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v11
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v10, v0, v15, v10
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v11, v15, v11
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v12
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v11, v0, v15, v11
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v12, v15, v12
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v13
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v12, v0, v15, v12
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v13, v15, v13
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v21, -v2, v1, v0
	v_fmac_f32_e32 v1, v21, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v17
	v_rcp_f32_e32 v21, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v13, v0, v15, v13
	v_fma_f32 v0, -v2, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v17, v15, v17
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v21
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v15, v15, v14
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v21, v0, v15, v17
	.loc	1 109 14                        ; k_matmul.py:109:14
	s_add_u32 s0, s8, s60
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v14, v15, v14
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v17, -v2, v1, v0
	v_fmac_f32_e32 v1, v17, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_fmas_f32 v0, v0, v3, v1
	.loc	1 109 14                        ; k_matmul.py:109:14
	s_addc_u32 s1, s9, s61
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 108 11                        ; k_matmul.py:108:11
	v_div_fixup_f32 v14, v0, v15, v14
	.loc	1 109 14                        ; k_matmul.py:109:14
	v_lshl_add_u64 v[0:1], v[16:17], 1, s[0:1]
	v_lshlrev_b32_e32 v2, 1, v18
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 109 75 is_stmt 0              ; k_matmul.py:109:75
	v_bfe_u32 v2, v19, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v19, v2, s0
	v_bfe_u32 v15, v20, 16, 1
	v_lshrrev_b32_e32 v2, 16, v2
	v_mov_b32_e32 v3, 0x7fff
	v_cmp_o_f32_e32 vcc, v19, v19
	v_add3_u32 v15, v20, v15, s0
	v_bfe_u32 v16, v22, 16, 1
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_lshrrev_b32_e32 v15, 16, v15
	v_cmp_o_f32_e32 vcc, v20, v20
	v_add3_u32 v16, v22, v16, s0
	v_bfe_u32 v17, v23, 16, 1
	v_cndmask_b32_e32 v15, v3, v15, vcc
	v_lshrrev_b32_e32 v16, 16, v16
	v_cmp_o_f32_e32 vcc, v22, v22
	v_add3_u32 v17, v23, v17, s0
	v_bfe_u32 v18, v4, 16, 1
	v_cndmask_b32_e32 v16, v3, v16, vcc
	v_lshrrev_b32_e32 v17, 16, v17
	v_cmp_o_f32_e32 vcc, v23, v23
	v_add3_u32 v18, v4, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e32 v17, v3, v17, vcc
	v_cmp_o_f32_e32 vcc, v4, v4
	v_bfe_u32 v19, v14, 16, 1
	v_add3_u32 v19, v14, v19, s0
	v_cndmask_b32_e32 v4, v3, v18, vcc
	v_bfe_u32 v18, v5, 16, 1
	v_add3_u32 v18, v5, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v5, v5
	v_lshrrev_b32_e32 v19, 16, v19
	s_nop 0
	v_cndmask_b32_e32 v5, v3, v18, vcc
	v_bfe_u32 v18, v6, 16, 1
	v_add3_u32 v18, v6, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v3, v18, vcc
	v_bfe_u32 v18, v7, 16, 1
	v_add3_u32 v18, v7, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v3, v18, vcc
	v_bfe_u32 v18, v8, 16, 1
	v_add3_u32 v18, v8, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v3, v18, vcc
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v3, v18, vcc
	v_bfe_u32 v18, v10, 16, 1
	v_add3_u32 v18, v10, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v3, v18, vcc
	v_bfe_u32 v18, v11, 16, 1
	v_add3_u32 v18, v11, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v3, v18, vcc
	v_bfe_u32 v18, v12, 16, 1
	v_add3_u32 v18, v12, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v3, v18, vcc
	v_bfe_u32 v18, v13, 16, 1
	v_add3_u32 v18, v13, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v13, v3, v18, vcc
	v_bfe_u32 v18, v21, 16, 1
	v_add3_u32 v18, v21, v18, s0
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc, v21, v21
	.loc	1 109 5                         ; k_matmul.py:109:5
	s_mov_b32 s0, 0x5040100
	v_perm_b32 v2, v15, v2, s0
	.loc	1 109 75                        ; k_matmul.py:109:75
	v_cndmask_b32_e32 v18, v3, v18, vcc
	v_cmp_o_f32_e32 vcc, v14, v14
	s_nop 1
	v_cndmask_b32_e32 v14, v3, v19, vcc
	.loc	1 109 5                         ; k_matmul.py:109:5
	v_perm_b32 v3, v17, v16, s0
	global_store_dwordx2 v[0:1], v[2:3], off
	v_perm_b32 v3, v7, v6, s0
	v_perm_b32 v2, v5, v4, s0
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	v_perm_b32 v3, v11, v10, s0
	v_perm_b32 v2, v9, v8, s0
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_perm_b32 v3, v14, v18, s0
	v_perm_b32 v2, v13, v12, s0
	global_store_dwordx2 v[0:1], v[2:3], off offset:48
	.loc	1 82 1 is_stmt 1                ; k_matmul.py:82:1
	s_endpgm
.Ltmp26:
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
		.amdhsa_next_free_vgpr 215
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 216
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
	.set .Lattn_fwd.num_vgpr, 215
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 100
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9016
; TotalNumSgprs: 106
; NumVgprs: 215
; NumAgprs: 0
; TotalNumVgprs: 215
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 215
; AccumOffset: 216
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 53
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
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
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
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
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
	.byte	7                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xb:0x7b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x55 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x29 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp2                          ; DW_AT_low_pc
	.long	.Ltmp4-.Ltmp2                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	101                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x55:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp2                          ; DW_AT_low_pc
	.long	.Ltmp3-.Ltmp2                   ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x6a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	104                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x76:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp5-.Lfunc_begin0
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
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
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
    .sgpr_count:     106
    .sgpr_spill_count: 1
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     215
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

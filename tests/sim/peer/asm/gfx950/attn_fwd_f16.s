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
; %bb.56:
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
; %bb.57:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 108 11 is_stmt 1              ; k_matmul.py:108:11
	v_readfirstlane_b32 s15, v0
	.loc	1 85 12                         ; k_matmul.py:85:12
	s_mul_i32 s17, s17, s11
	s_lshl_b32 s0, s17, 6
	.loc	1 86 14                         ; k_matmul.py:86:14
	s_lshl_b32 s22, s16, 6
	.loc	1 86 34 is_stmt 0               ; k_matmul.py:86:34
	s_lshr_b32 s1, s15, 6
	s_or_b32 s25, s1, 4
	s_or_b32 s24, s1, 8
	s_or_b32 s21, s1, 12
	s_or_b32 s20, s1, 16
	s_or_b32 s19, s1, 20
	s_or_b32 s18, s1, 24
	s_or_b32 s16, s1, 28
	.loc	1 86 14                         ; k_matmul.py:86:14
	s_or_b32 s26, s1, s22
	.loc	1 89 17 is_stmt 1               ; k_matmul.py:89:17
	s_ashr_i32 s1, s0, 31
	.loc	1 109 5                         ; k_matmul.py:109:5
	s_and_b32 s14, s15, 0xc0
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_and_b32 s23, s15, 0x80
	s_bfe_i32 s17, s15, 0x10007
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	s_or_b32 s27, s25, s22
	s_or_b32 s28, s24, s22
	s_or_b32 s29, s21, s22
	s_or_b32 s31, s20, s22
	s_or_b32 s33, s19, s22
	s_or_b32 s35, s18, s22
	s_or_b32 s37, s16, s22
	.loc	1 89 17 is_stmt 1               ; k_matmul.py:89:17
	s_lshl_b64 s[12:13], s[0:1], 1
	s_add_u32 s40, s2, s12
	s_addc_u32 s41, s3, s13
	.loc	1 89 32 is_stmt 0               ; k_matmul.py:89:32
	s_lshl_b32 s2, s26, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_ashr_i32 s3, s2, 31
	.loc	1 89 32                         ; k_matmul.py:89:32
	s_lshl_b32 s26, s27, 6
	s_lshl_b32 s28, s28, 6
	s_lshl_b32 s30, s29, 6
	s_lshl_b32 s34, s31, 6
	s_lshl_b32 s36, s33, 6
	s_lshl_b32 s38, s35, 6
	s_lshl_b32 s0, s37, 6
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s40, s2
	s_addc_u32 s3, s41, s3
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
	s_add_u32 s34, s40, s34
	s_addc_u32 s35, s41, s35
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s36, s40, s36
	s_addc_u32 s37, s41, s37
	s_ashr_i32 s39, s38, 31
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v1
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	.loc	1 89 9 is_stmt 0                ; k_matmul.py:89:9
	global_load_ushort v6, v2, s[2:3]
	global_load_ushort v8, v2, s[34:35]
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[2:3], s[38:39], 1
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_movk_i32 s1, 0x1000
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s2, s40, s2
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_co_u32_e32 v4, vcc, s1, v4
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_addc_u32 s3, s41, s3
	s_ashr_i32 s1, s0, 31
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v9, v[4:5], off
	global_load_ushort v10, v[4:5], off offset:2048
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_add_u32 s0, s40, s0
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v11, v2, s[26:27]
	global_load_ushort v12, v2, s[36:37]
	global_load_ushort v13, v[4:5], off offset:512
	global_load_ushort v14, v[4:5], off offset:2560
	global_load_ushort v15, v2, s[28:29]
	global_load_ushort v16, v2, s[2:3]
	global_load_ushort v17, v[4:5], off offset:1024
	global_load_ushort v18, v[4:5], off offset:3072
	.loc	1 89 17                         ; k_matmul.py:89:17
	s_addc_u32 s1, s41, s1
	.loc	1 89 9                          ; k_matmul.py:89:9
	global_load_ushort v19, v2, s[30:31]
	global_load_ushort v20, v2, s[0:1]
	global_load_ushort v21, v[4:5], off offset:1536
	global_load_ushort v22, v[4:5], off offset:3584
	.loc	1 86 34 is_stmt 1               ; k_matmul.py:86:34
	v_or_b32_e32 v51, s14, v1
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_cmp_eq_u32 s23, 0
	v_lshlrev_b32_e32 v7, 1, v51
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s0, s17, 0x110
	v_mov_b32_e32 v1, 0xfe
	v_bitop3_b32 v40, v7, s0, v1 bitop3:0x6c
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_add_u32 s0, s4, s12
	s_addc_u32 s1, s5, s13
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v1, 0, v40
	v_xor_b32_e32 v41, 32, v40
	v_xor_b32_e32 v42, 64, v40
	v_xor_b32_e32 v43, 0x60, v40
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cmp_gt_i32 s11, 0
	.loc	1 89 9                          ; k_matmul.py:89:9
	v_add_u32_e32 v4, 0, v41
	v_add_u32_e32 v5, 0, v42
	s_movk_i32 s17, 0x60
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s11, 1
	.loc	1 89 9                          ; k_matmul.py:89:9
	s_waitcnt vmcnt(15)
	ds_write_b16 v1, v6
	s_waitcnt vmcnt(14)
	ds_write_b16 v1, v8 offset:2048
	s_waitcnt vmcnt(13)
	ds_write_b16 v1, v9 offset:4096
	s_waitcnt vmcnt(12)
	ds_write_b16 v1, v10 offset:6144
	v_add_u32_e32 v6, 0, v43
	s_waitcnt vmcnt(11)
	ds_write_b16 v4, v11 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b16 v4, v12 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v4, v13 offset:4608
	s_waitcnt vmcnt(8)
	ds_write_b16 v4, v14 offset:6656
	s_waitcnt vmcnt(7)
	ds_write_b16 v5, v15 offset:1024
	s_waitcnt vmcnt(6)
	ds_write_b16 v5, v16 offset:3072
	s_waitcnt vmcnt(5)
	ds_write_b16 v5, v17 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v5, v18 offset:7168
	s_waitcnt vmcnt(3)
	ds_write_b16 v6, v19 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b16 v6, v20 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b16 v6, v21 offset:5632
	s_waitcnt vmcnt(0)
	ds_write_b16 v6, v22 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; k_matmul.py:0:13
	s_lshl_b32 s26, s14, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v3, v2, s[26:27]
.LBB0_2:
	.loc	1 97 36                         ; k_matmul.py:97:36
	s_lshl_b32 s25, s25, 6
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s26, s25, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v13, v2, s[26:27]
	s_branch .LBB0_5
.LBB0_4:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_5:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s24, s24, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_7
; %bb.6:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s26, s24, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v14, v2, s[26:27]
	s_branch .LBB0_8
.LBB0_7:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_8:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s21, s21, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s26, s21, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v15, v2, s[26:27]
	s_branch .LBB0_11
.LBB0_10:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_11:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s20, s20, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s26, s20, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v16, v2, s[26:27]
	s_branch .LBB0_14
.LBB0_13:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_14:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s19, s19, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s26, s19, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v17, v2, s[26:27]
	s_branch .LBB0_17
.LBB0_16:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_17:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s18, s18, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_19
; %bb.18:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s26, s18, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v18, v2, s[26:27]
	s_branch .LBB0_20
.LBB0_19:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_20:
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_lshl_b32 s16, s16, 6
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_22
; %bb.21:
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_lshl_b32 s26, s16, 1
	s_add_u32 s26, s0, s26
	s_addc_u32 s27, s1, 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v19, v2, s[26:27]
	s_branch .LBB0_23
.LBB0_22:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_23:
	.loc	1 105 21 is_stmt 1              ; k_matmul.py:105:21
	s_add_u32 s6, s6, s12
	s_addc_u32 s7, s7, s13
	.loc	1 105 13 is_stmt 0              ; k_matmul.py:105:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_27
; %bb.24:
	.loc	1 0 13                          ; k_matmul.py:0:13
	s_lshl_b32 s26, s14, 1
	s_add_u32 s26, s6, s26
	s_addc_u32 s27, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v20, v2, s[26:27]
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_28
.LBB0_25:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s25, s25, 1
	s_add_u32 s26, s6, s25
	s_addc_u32 s27, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v21, v2, s[26:27]
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s25, 1, 0
	s_cmp_lg_u32 s25, 1
	s_cbranch_scc1 .LBB0_29
.LBB0_26:
	.loc	1 105 21                        ; k_matmul.py:105:21
	s_lshl_b32 s24, s24, 1
	s_add_u32 s24, s6, s24
	s_addc_u32 s25, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v22, v2, s[24:25]
	s_branch .LBB0_30
.LBB0_27:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v20, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc0 .LBB0_25
.LBB0_28:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v21, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s25, 1, 0
	s_cmp_lg_u32 s25, 1
	s_cbranch_scc0 .LBB0_26
.LBB0_29:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_30:
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[24:25], s[4:5], exec
	s_cselect_b32 s24, 1, 0
	v_and_b32_e32 v50, 31, v0
	s_cmp_lg_u32 s24, 1
	v_and_b32_e32 v52, 32, v0
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s21, s21, 1
	s_add_u32 s24, s6, s21
	s_addc_u32 s25, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v23, v2, s[24:25]
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_33:
	s_and_b32 s24, s15, 64
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[26:27], s[4:5], exec
	s_cselect_b32 s15, 1, 0
	v_lshlrev_b32_e32 v58, 7, v50
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshrrev_b32_e32 v9, 1, v52
	s_cmp_lg_u32 s15, 1
	s_movk_i32 s15, 0x70
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s20, s20, 1
	s_add_u32 s20, s6, s20
	s_addc_u32 s21, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v24, v2, s[20:21]
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_36:
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[20:21], s[4:5], exec
	s_cselect_b32 s20, 1, 0
	v_lshl_or_b32 v10, s24, 6, v58
	s_cmp_lg_u32 s20, 1
	v_bitop3_b32 v59, v8, v9, s15 bitop3:0x6c
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s15, s19, 1
	s_add_u32 s20, s6, s15
	s_addc_u32 s21, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v25, v2, s[20:21]
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_39:
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[20:21], s[4:5], exec
	s_cselect_b32 s15, 1, 0
	v_or_b32_e32 v9, v10, v59
	s_cmp_lg_u32 s15, 1
	v_bitop3_b32 v12, v10, s17, v59 bitop3:0x36
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s15, s18, 1
	s_add_u32 s18, s6, s15
	s_addc_u32 s19, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v26, v2, s[18:19]
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_42:
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	v_add_u32_e32 v10, 0, v9
	v_xad_u32 v11, v9, 32, 0
	v_xad_u32 v9, v9, 64, 0
	v_add_u32_e32 v12, 0, v12
	s_cmp_lg_u32 s4, 1
	v_and_b32_e32 v7, 0xfe, v7
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 105 21 is_stmt 0              ; k_matmul.py:105:21
	s_lshl_b32 s4, s16, 1
	s_add_u32 s4, s6, s4
	s_addc_u32 s5, s7, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v27, v2, s[4:5]
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; k_matmul.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_45:
	ds_read_b128 v[88:91], v10
	ds_read_b128 v[84:87], v11
	ds_read_b128 v[80:83], v9
	ds_read_b128 v[76:79], v12
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 0, 0x108
	v_xor_b32_e32 v44, s2, v7
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v3
	ds_write_b16 v1, v16 offset:2048
	ds_write_b16 v4, v13 offset:512
	ds_write_b16 v4, v17 offset:2560
	ds_write_b16 v5, v14 offset:1024
	ds_write_b16 v5, v18 offset:3072
	ds_write_b16 v6, v15 offset:1536
	ds_write_b16 v6, v19 offset:3584
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_add_u32_e32 v1, 0, v44
	v_xor_b32_e32 v45, 16, v44
	.loc	1 93 16                         ; k_matmul.py:93:16
	v_mov_b32_e32 v9, 0x3fb8aa3b
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_write_b16 v1, v20 offset:8192
	ds_write_b16 v1, v24 offset:10240
	v_add_u32_e32 v1, 0, v45
	v_xor_b32_e32 v46, 32, v44
	.loc	1 93 16                         ; k_matmul.py:93:16
	v_mul_f32_e32 v48, s10, v9
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_write_b16 v1, v21 offset:8704
	ds_write_b16 v1, v25 offset:10752
	v_add_u32_e32 v1, 0, v46
	v_xor_b32_e32 v47, 48, v44
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_sub_i32 s10, s11, 32
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_mov_b32 s15, 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_movk_i32 s4, 0x108
	ds_write_b16 v1, v22 offset:9216
	ds_write_b16 v1, v26 offset:11264
	v_add_u32_e32 v1, 0, v47
	v_mov_b32_e32 v14, 0
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cmp_lt_i32 s10, 1
	v_or_b32_e32 v60, v59, v58
	v_bfe_i32 v53, v0, 3, 1
	v_lshlrev_b32_e32 v55, 5, v0
	v_and_b32_e32 v54, 24, v8
	v_lshlrev_b32_e32 v57, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v52
	v_lshlrev_b32_e32 v56, 1, v50
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_write_b16 v1, v23 offset:9728
	ds_write_b16 v1, v27 offset:11776
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_49
; %bb.46:                               ; %.lr.ph
	v_mov_b32_e32 v3, v14
	v_lshl_add_u64 v[32:33], s[0:1], 0, v[2:3]
	s_movk_i32 s0, 0x60
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[2:3]
	v_bitop3_b32 v63, v59, s0, v58 bitop3:0x36
	v_mov_b32_e32 v2, 0x210
	s_movk_i32 s0, 0x180
	v_and_b32_e32 v0, 0x48, v51
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_and_or_b32 v3, v55, s0, v54
	v_bitop3_b32 v8, v53, v54, s4 bitop3:0x6c
	v_bitop3_b32 v0, v0, v3, v2 bitop3:0x36
	v_xor_b32_e32 v3, v2, v56
	v_bitop3_b32 v4, s24, v2, v56 bitop3:0xf6
	v_and_b32_e32 v7, 0x80, v55
	s_lshr_b32 s0, s23, 1
	v_xor_b32_e32 v2, v8, v2
	v_and_b32_e32 v1, 32, v57
	v_or3_b32 v2, v7, s0, v2
	v_or_b32_e32 v64, v0, v1
	v_bitop3_b32 v5, s24, 8, v3 bitop3:0x36
	v_bitop3_b32 v6, s24, 32, v3 bitop3:0x36
	v_bitop3_b32 v3, s24, 40, v3 bitop3:0x36
	v_or_b32_e32 v1, v2, v1
	v_bitop3_b32 v2, v2, 32, v57 bitop3:0x34
	v_bitop3_b32 v61, v59, 32, v58 bitop3:0x36
	v_bitop3_b32 v62, v59, 64, v58 bitop3:0x36
	s_lshl_b32 s25, s24, 1
	v_lshl_add_u32 v65, v50, 2, 0
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v36, v48
	v_mov_b32_e32 v37, v48
	v_mov_b32_e32 v38, v48
	v_mov_b32_e32 v39, v48
	v_bitop3_b32 v66, v0, 32, v57 bitop3:0x34
	s_movk_i32 s3, 0x2000
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_or_b32 s0, s14, 0xf00
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v74, 0xff800000
	v_add_u32_e32 v68, 0, v4
	v_add_u32_e32 v69, 0, v5
	v_add_u32_e32 v70, 0, v6
	v_add_u32_e32 v71, 0, v3
	v_add_u32_e32 v72, 0, v1
	v_add_u32_e32 v73, 0, v2
	s_mov_b32 s5, 0
	s_mov_b32 s26, 0
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
.LBB0_47:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 97 36 is_stmt 1               ; k_matmul.py:97:36
	s_add_i32 s2, s0, 0xfffff900
	s_add_i32 s16, s0, 0xfffffd00
	s_add_i32 s4, s0, 0xfffffa00
	s_add_i32 s6, s0, 0xfffffb00
	s_add_i32 s14, s0, 0xfffffc00
	s_add_i32 s18, s0, 0xfffffe00
	s_add_i32 s20, s0, 0xffffff00
	.loc	1 97 21 is_stmt 0               ; k_matmul.py:97:21
	s_ashr_i32 s1, s0, 31
	.loc	1 105 13 is_stmt 1              ; k_matmul.py:105:13
	v_add_u32_e32 v111, s3, v64
	v_add_u32_e32 v112, s3, v66
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s17, s16, 31
	.loc	1 97 13 is_stmt 0               ; k_matmul.py:97:13
	v_add_u32_e32 v75, s15, v60
	v_add_u32_e32 v108, s15, v61
	v_add_u32_e32 v109, s15, v62
	v_add_u32_e32 v110, s15, v63
	.loc	1 95 5 is_stmt 1                ; k_matmul.py:95:5
	s_add_i32 s27, s5, 1
	.loc	1 97 21                         ; k_matmul.py:97:21
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[28:29], s[0:1], 1
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[16:17], s[16:17], 1
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[6:7], s[6:7], 1
	s_lshl_b64 s[14:15], s[14:15], 1
	s_lshl_b64 s[18:19], s[18:19], 1
	s_lshl_b64 s[20:21], s[20:21], 1
	v_lshl_add_u64 v[16:17], v[32:33], 0, s[28:29]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[94:95], v[34:35], 0, s[2:3]
	v_lshl_add_u64 v[102:103], v[34:35], 0, s[16:17]
	v_lshl_add_u64 v[92:93], v[34:35], 0, s[28:29]
	.loc	1 97 21                         ; k_matmul.py:97:21
	v_lshl_add_u64 v[18:19], v[32:33], 0, s[2:3]
	v_lshl_add_u64 v[20:21], v[32:33], 0, s[4:5]
	v_lshl_add_u64 v[22:23], v[32:33], 0, s[6:7]
	v_lshl_add_u64 v[24:25], v[32:33], 0, s[14:15]
	v_lshl_add_u64 v[26:27], v[32:33], 0, s[16:17]
	v_lshl_add_u64 v[28:29], v[32:33], 0, s[18:19]
	v_lshl_add_u64 v[30:31], v[32:33], 0, s[20:21]
	.loc	1 105 21                        ; k_matmul.py:105:21
	v_lshl_add_u64 v[96:97], v[34:35], 0, s[4:5]
	v_lshl_add_u64 v[98:99], v[34:35], 0, s[6:7]
	v_lshl_add_u64 v[100:101], v[34:35], 0, s[14:15]
	v_lshl_add_u64 v[104:105], v[34:35], 0, s[18:19]
	v_lshl_add_u64 v[106:107], v[34:35], 0, s[20:21]
	.loc	1 97 13                         ; k_matmul.py:97:13
	global_load_ushort v115, v[16:17], off
	global_load_ushort v136, v[18:19], off
	global_load_ushort v137, v[20:21], off
	global_load_ushort v138, v[22:23], off
	global_load_ushort v139, v[24:25], off
	global_load_ushort v140, v[26:27], off
	global_load_ushort v141, v[28:29], off
	global_load_ushort v142, v[30:31], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 105 13                        ; k_matmul.py:105:13
	global_load_ushort v143, v[94:95], off
	global_load_ushort v144, v[96:97], off
	global_load_ushort v145, v[98:99], off
	global_load_ushort v146, v[100:101], off
	global_load_ushort v147, v[102:103], off
	global_load_ushort v148, v[104:105], off
	global_load_ushort v149, v[106:107], off
	global_load_ushort v150, v[92:93], off
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read_b128 v[116:119], v75
	ds_read_b128 v[120:123], v108
	ds_read_b128 v[124:127], v109
	ds_read_b128 v[128:131], v110
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[16:31], v[116:119], v[88:91], 0
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_read_b64_tr_b16 v[116:117], v111
	ds_read_b64_tr_b16 v[132:133], v111 offset:2048
	ds_read_b64_tr_b16 v[118:119], v112 offset:1024
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_add_u32_e32 v113, s25, v65
	v_add_u32_e32 v114, s23, v65
	.loc	1 105 13                        ; k_matmul.py:105:13
	ds_read_b64_tr_b16 v[134:135], v112 offset:3072
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_add_i32 s26, s26, 32
	s_cmp_lt_i32 s27, 2
	s_cselect_b32 s5, s27, 0
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[16:31], v[120:123], v[84:87], v[16:31]
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_lshl_b32 s15, s5, 12
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_addk_i32 s0, 0x800
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_add_i32 s3, s15, 0x2000
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_add_u32_e32 v106, s15, v43
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cmp_lt_i32 s26, s10
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_add_u32_e32 v75, s15, v40
	v_add_u32_e32 v104, s15, v41
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_f16 v[16:31], v[124:127], v[80:83], v[16:31]
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_add_u32_e32 v105, s15, v42
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_add_u32_e32 v107, s15, v44
	v_add_u32_e32 v108, s15, v45
	v_add_u32_e32 v109, s15, v46
	v_add_u32_e32 v110, s15, v47
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_f16 v[16:31], v[128:131], v[76:79], v[16:31]
	s_nop 11
	v_pk_mul_f32 v[92:93], v[38:39], v[20:21]
	v_pk_mul_f32 v[94:95], v[38:39], v[18:19]
	v_pk_mul_f32 v[96:97], v[48:49], v[16:17]
	v_mov_b32_e32 v98, v27
	v_mov_b32_e32 v99, v28
	v_mov_b32_e32 v100, v25
	v_mov_b32_e32 v101, v26
	v_mov_b32_e32 v28, v29
	v_mov_b32_e32 v29, v30
	v_pk_mul_f32 v[26:27], v[38:39], v[22:23]
	v_mul_f32_e32 v25, v48, v24
.Ltmp3:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max_f32_e32 v111, v96, v97
	v_max3_f32 v95, v95, v92, v93
.Ltmp4:
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_pk_mul_f32 v[92:93], v[38:39], v[98:99]
	v_pk_mul_f32 v[96:97], v[36:37], v[100:101]
	v_pk_mul_f32 v[102:103], v[38:39], v[28:29]
	v_mul_f32_e32 v30, v48, v31
.Ltmp5:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max3_f32 v25, v26, v27, v25
	v_max3_f32 v27, v96, v97, v92
	v_max3_f32 v92, v93, v102, v103
	v_max3_f32 v26, v111, v94, v95
	v_max3_f32 v27, v27, v92, v30
	v_max3_f32 v25, v26, v25, v27
.Ltmp6:
	.loc	2 216 16                        ; standard.py:216:16 @[ k_matmul.py:101:33 ]
	v_mov_b32_e32 v26, v25
	s_nop 1
	v_permlane32_swap_b32_e32 v25, v26
.Ltmp7:
	.loc	1 101 17                        ; k_matmul.py:101:17
	v_max3_f32 v26, v74, v25, v26
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_pk_fma_f32 v[16:17], v[48:49], v[16:17], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_fma_f32 v27, v48, v24, -v26
	v_pk_fma_f32 v[20:21], v[38:39], v[20:21], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], v[38:39], v[22:23], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 103 30                        ; k_matmul.py:103:30
	v_sub_f32_e32 v95, v74, v26
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_fma_f32 v94, v48, v31, -v26
	v_pk_fma_f32 v[18:19], v[38:39], v[18:19], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[24:25], v[36:37], v[100:101], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[30:31], v[38:39], v[98:99], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[28:29], v[38:39], v[28:29], v[26:27] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 102 13 is_stmt 0              ; k_matmul.py:102:13
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v92, v27
	.loc	1 103 17 is_stmt 1              ; k_matmul.py:103:17
	v_exp_f32_e32 v27, v95
	.loc	1 102 13                        ; k_matmul.py:102:13
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v93, v24
	v_exp_f32_e32 v24, v25
	v_exp_f32_e32 v25, v30
	v_exp_f32_e32 v30, v31
	v_exp_f32_e32 v31, v28
	v_exp_f32_e32 v28, v29
	v_exp_f32_e32 v29, v94
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[96:97], v[20:21], v[22:23]
.Ltmp9:
	.loc	1 106 15                        ; k_matmul.py:106:15
	ds_write_b32 v113, v27 offset:16384
	.loc	1 106 45 is_stmt 0              ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v21, v20, v21
	.loc	1 106 15                        ; k_matmul.py:106:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v20, v114 offset:16384
.Ltmp10:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[94:95], v[16:17], v[18:19]
.Ltmp11:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v98, v16, v17
	v_cvt_pk_f16_f32 v99, v18, v19
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[18:19], v[30:31], v[28:29]
.Ltmp13:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v28, v28, v29
	v_cvt_pk_f16_f32 v100, v22, v23
	v_cvt_pk_f16_f32 v101, v92, v93
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[16:17], v[92:93], v[24:25]
.Ltmp15:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v24, v24, v25
	v_cvt_pk_f16_f32 v25, v30, v31
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[22:23], v[94:95], v[96:97]
.Ltmp17:
	.loc	1 106 45                        ; k_matmul.py:106:45
	ds_write_b16 v68, v98 offset:16384
	ds_write_b16_d16_hi v68, v98 offset:16512
	ds_write_b16 v68, v101 offset:18432
	ds_write_b16_d16_hi v68, v101 offset:18560
	ds_write_b16 v69, v99 offset:16640
	ds_write_b16_d16_hi v69, v99 offset:16768
	ds_write_b16 v69, v24 offset:18688
	ds_write_b16_d16_hi v69, v24 offset:18816
	ds_write_b16 v70, v21 offset:17408
	ds_write_b16_d16_hi v70, v21 offset:17536
	ds_write_b16 v70, v25 offset:19456
	ds_write_b16_d16_hi v70, v25 offset:19584
	ds_write_b16 v71, v100 offset:17664
	ds_write_b16_d16_hi v71, v100 offset:17792
	ds_write_b16 v71, v28 offset:19712
	ds_write_b16_d16_hi v71, v28 offset:19840
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[28:29], v72 offset:16384
	ds_read_b64_tr_b16 v[92:93], v72 offset:18432
	ds_read_b64_tr_b16 v[30:31], v73 offset:17408
	ds_read_b64_tr_b16 v[94:95], v73 offset:19456
	.loc	1 106 15 is_stmt 0              ; k_matmul.py:106:15
	v_pk_mul_f32 v[0:1], v[0:1], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[20:21] op_sel_hi:[1,0]
.Ltmp18:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_mov_b32_e32 v74, v26
.Ltmp19:
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[116:119], v[28:31], v[0:15]
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_add_f32_e64 v16, v22, v16
	v_add_f32_e64 v17, v23, v17
.Ltmp21:
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v106, v115 offset:3584
	s_waitcnt vmcnt(14)
	ds_write_b16 v75, v136
	s_waitcnt vmcnt(10)
	ds_write_b16 v75, v140 offset:2048
	ds_write_b16 v104, v137 offset:512
	s_waitcnt vmcnt(9)
	ds_write_b16 v104, v141 offset:2560
	ds_write_b16 v105, v138 offset:1024
	s_waitcnt vmcnt(8)
	ds_write_b16 v105, v142 offset:3072
	ds_write_b16 v106, v139 offset:1536
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_waitcnt vmcnt(7)
	ds_write_b16 v107, v143 offset:8192
	s_waitcnt vmcnt(3)
	ds_write_b16 v107, v147 offset:10240
	ds_write_b16 v108, v144 offset:8704
	s_waitcnt vmcnt(2)
	ds_write_b16 v108, v148 offset:10752
	ds_write_b16 v109, v145 offset:9216
	s_waitcnt vmcnt(1)
	ds_write_b16 v109, v149 offset:11264
	ds_write_b16 v110, v146 offset:9728
	s_waitcnt vmcnt(0)
	ds_write_b16 v110, v150 offset:11776
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp25:
	.loc	1 104 15                        ; k_matmul.py:104:15
	v_fmac_f32_e32 v16, v67, v27
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x16_f16 v[0:15], v[132:135], v[92:95], v[0:15]
	v_mov_b32_e32 v67, v16
	.loc	1 95 5                          ; k_matmul.py:95:5
	s_cbranch_scc1 .LBB0_47
; %bb.48:                               ; %Flow
	.loc	1 0 5 is_stmt 0                 ; k_matmul.py:0:5
	s_nop 9
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v14, v16
	s_branch .LBB0_50
.LBB0_49:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s3, 0x2000
	v_mov_b32_e32 v26, 0xff800000
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
.LBB0_50:                               ; %._crit_edge
	.loc	1 95 5 is_stmt 1                ; k_matmul.py:95:5
	s_add_i32 s11, s11, 31
	s_cmp_gt_i32 s11, 31
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s11, 32
	.loc	1 97 13                         ; k_matmul.py:97:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_cbranch_scc1 .LBB0_52
; %bb.51:
	.loc	1 97 13                         ; k_matmul.py:97:13
	v_add_u32_e32 v16, s15, v60
	ds_read_b128 v[18:21], v16
	v_xad_u32 v16, v60, 32, s15
	s_movk_i32 s2, 0x60
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[18:21], v[88:91], 0
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read_b128 v[18:21], v16
	v_xad_u32 v16, v60, 64, s15
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[18:21], v[84:87], v[32:47]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read_b128 v[18:21], v16
	v_bitop3_b32 v16, v59, s2, v58 bitop3:0x36
	v_add_u32_e32 v16, s15, v16
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[18:21], v[80:83], v[32:47]
	.loc	1 97 13                         ; k_matmul.py:97:13
	ds_read_b128 v[16:19], v16
	.loc	1 98 14                         ; k_matmul.py:98:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[32:47], v[16:19], v[76:79], v[32:47]
	s_nop 11
	v_mov_b32_e32 v16, v45
	v_mov_b32_e32 v17, v46
	v_mov_b32_e32 v18, v41
	v_mov_b32_e32 v19, v42
	v_mov_b32_e32 v20, v43
	v_mov_b32_e32 v21, v44
	s_branch .LBB0_53
.LBB0_52:
	.loc	1 0 14 is_stmt 0                ; k_matmul.py:0:14
	v_mov_b32_e32 v16, 0
	.loc	1 98 14                         ; k_matmul.py:98:14
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v32, v16
	v_mov_b32_e32 v33, v16
	v_mov_b32_e32 v34, v16
	v_mov_b32_e32 v35, v16
	v_mov_b32_e32 v36, v16
	v_mov_b32_e32 v37, v16
	v_mov_b32_e32 v38, v16
	v_mov_b32_e32 v39, v16
.LBB0_53:
	v_pk_mul_f32 v[22:23], v[48:49], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[48:49], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[48:49], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[48:49], v[32:33] op_sel_hi:[0,1]
	v_mul_f32_e32 v27, v48, v40
	v_pk_mul_f32 v[44:45], v[48:49], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[48:49], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[48:49], v[16:17] op_sel_hi:[0,1]
	v_mul_f32_e32 v31, v48, v47
.Ltmp26:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ k_matmul.py:101:33 ] ]
	v_max_f32_e32 v41, v42, v43
	v_max3_f32 v24, v29, v24, v25
	v_max3_f32 v22, v22, v23, v27
	v_max3_f32 v23, v58, v59, v44
	v_max3_f32 v25, v45, v60, v61
	v_max3_f32 v24, v41, v28, v24
	v_max3_f32 v23, v23, v25, v31
	v_max3_f32 v22, v24, v22, v23
.Ltmp27:
	.loc	2 216 16                        ; standard.py:216:16 @[ k_matmul.py:101:33 ]
	v_mov_b32_e32 v23, v22
	s_nop 1
	v_permlane32_swap_b32_e32 v22, v23
.Ltmp28:
	.loc	1 105 13                        ; k_matmul.py:105:13
	s_movk_i32 s2, 0x180
	.loc	1 101 17                        ; k_matmul.py:101:17
	v_max3_f32 v22, v26, v22, v23
	.loc	1 102 26                        ; k_matmul.py:102:26
	v_pk_fma_f32 v[24:25], v[48:49], v[32:33], v[22:23] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[28:29], v[48:49], v[34:35], v[22:23] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[48:49], v[36:37], v[22:23] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[48:49], v[38:39], v[22:23] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_fma_f32 v23, v48, v40, -v22
	v_pk_fma_f32 v[18:19], v[48:49], v[18:19], v[22:23] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[20:21], v[48:49], v[20:21], v[22:23] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[48:49], v[16:17], v[22:23] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_fma_f32 v27, v48, v47, -v22
	.loc	1 102 13 is_stmt 0              ; k_matmul.py:102:13
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v25, v25
	v_exp_f32_e32 v28, v28
	v_exp_f32_e32 v29, v29
	v_exp_f32_e32 v46, v32
	v_exp_f32_e32 v47, v33
	v_exp_f32_e32 v48, v34
	v_exp_f32_e32 v49, v35
	v_exp_f32_e32 v58, v23
	v_exp_f32_e32 v59, v18
	v_exp_f32_e32 v60, v19
	v_exp_f32_e32 v61, v20
	v_exp_f32_e32 v20, v21
	v_exp_f32_e32 v21, v16
	v_exp_f32_e32 v62, v17
	v_exp_f32_e32 v63, v27
	.loc	1 103 30 is_stmt 1              ; k_matmul.py:103:30
	v_sub_f32_e32 v16, v26, v22
	.loc	1 103 17 is_stmt 0              ; k_matmul.py:103:17
	v_exp_f32_e32 v32, v16
.Ltmp29:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[16:17], v[24:25], v[28:29]
	v_pk_add_f32 v[18:19], v[46:47], v[48:49]
	v_pk_add_f32 v[22:23], v[58:59], v[60:61]
	v_pk_add_f32 v[26:27], v[20:21], v[62:63]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[22:23], v[26:27]
.Ltmp30:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v22, v28, v29
.Ltmp31:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
.Ltmp32:
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_mov_b32_e32 v18, 0x210
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v33, v16, v17
.Ltmp34:
	.loc	1 105 13                        ; k_matmul.py:105:13
	v_and_b32_e32 v16, 0x48, v51
	v_cndmask_b32_e64 v18, v18, 0, vcc
	v_and_or_b32 v19, v55, s2, v54
	v_and_b32_e32 v17, 32, v57
	v_bitop3_b32 v16, v16, v19, v18 bitop3:0x36
	v_or_b32_e32 v16, v16, v17
	v_add_u32_e32 v19, s3, v16
	v_xad_u32 v16, v16, 32, s3
	ds_read_b64_tr_b16 v[42:43], v19
	ds_read_b64_tr_b16 v[38:39], v19 offset:2048
	ds_read_b64_tr_b16 v[44:45], v16 offset:1024
	ds_read_b64_tr_b16 v[40:41], v16 offset:3072
	.loc	1 106 15                        ; k_matmul.py:106:15
	v_lshlrev_b32_e32 v16, 2, v50
	v_lshl_or_b32 v19, s24, 1, v16
	v_or_b32_e32 v16, s23, v16
	v_add_u32_e32 v35, 0, v19
	v_add_u32_e32 v36, 0, v16
	ds_write_b32 v35, v32 offset:16384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v36 offset:16384
	.loc	1 106 45 is_stmt 0              ; k_matmul.py:106:45
	v_bitop3_b32 v27, s24, v18, v56 bitop3:0xf6
	v_cvt_pk_f16_f32 v19, v24, v25
	v_add_u32_e32 v28, 0, v27
	v_cvt_pk_f16_f32 v25, v58, v59
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v28, v19 offset:16384
	ds_write_b16_d16_hi v28, v19 offset:16512
	ds_write_b16 v28, v25 offset:18432
	ds_write_b16_d16_hi v28, v25 offset:18560
	v_xad_u32 v19, v27, 8, 0
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_and_b64 s[2:3], s[0:1], exec
.Ltmp35:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_mov_b32_e32 v34, v33
.Ltmp36:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v23, v46, v47
	v_cvt_pk_f16_f32 v26, v60, v61
	ds_write_b16 v19, v22 offset:16640
	ds_write_b16_d16_hi v19, v22 offset:16768
	ds_write_b16 v19, v26 offset:18688
	ds_write_b16_d16_hi v19, v26 offset:18816
	v_xad_u32 v19, v27, 32, 0
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	s_cselect_b32 s2, 1, 0
.Ltmp37:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_matmul.py:104:29 ]
	v_permlane32_swap_b32_e32 v33, v34
.Ltmp38:
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v24, v48, v49
	v_cvt_pk_f16_f32 v20, v20, v21
	ds_write_b16 v19, v23 offset:17408
	ds_write_b16_d16_hi v19, v23 offset:17536
	ds_write_b16 v19, v20 offset:19456
	ds_write_b16_d16_hi v19, v20 offset:19584
	v_xad_u32 v19, v27, 40, 0
	.loc	1 106 38 is_stmt 0              ; k_matmul.py:106:38
	s_cmp_lg_u32 s2, 1
	.loc	1 106 45                        ; k_matmul.py:106:45
	v_cvt_pk_f16_f32 v21, v62, v63
	ds_write_b16 v19, v24 offset:17664
	ds_write_b16_d16_hi v19, v24 offset:17792
	ds_write_b16 v19, v21 offset:19712
	ds_write_b16_d16_hi v19, v21 offset:19840
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 106 38                        ; k_matmul.py:106:38
	s_cbranch_scc1 .LBB0_55
; %bb.54:
	.loc	1 0 0                           ; k_matmul.py:0
	v_and_b32_e32 v19, 0x80, v55
	s_lshr_b32 s2, s23, 1
	v_or_b32_e32 v19, s2, v19
	s_movk_i32 s2, 0x108
	v_bitop3_b32 v20, v53, v54, s2 bitop3:0x6c
	v_xor_b32_e32 v18, v20, v18
	v_or3_b32 v17, v19, v18, v17
	v_add_u32_e32 v18, 0, v17
	v_xad_u32 v17, v17, 32, 0
	ds_read_b64_tr_b16 v[46:47], v18 offset:16384
	ds_read_b64_tr_b16 v[54:55], v18 offset:18432
	ds_read_b64_tr_b16 v[48:49], v17 offset:17408
	ds_read_b64_tr_b16 v[56:57], v17 offset:19456
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
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_mfma_f32_32x32x16_f16 v[16:31], v[42:45], v[46:49], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[38:41], v[54:57], v[16:31]
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
.LBB0_55:
.Ltmp39:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ k_matmul.py:104:29 ] ]
	v_add_f32_e32 v16, v33, v34
.Ltmp40:
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
	v_lshrrev_b32_e32 v14, 2, v52
	s_lshr_b32 s0, s24, 1
	v_or_b32_e32 v17, s0, v14
	.loc	1 86 34                         ; k_matmul.py:86:34
	s_lshr_b32 s2, s23, 2
	.loc	1 108 11                        ; k_matmul.py:108:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v18, s[0:1], v16, v16, v0
	v_rcp_f32_e32 v19, v18
	.loc	1 86 34                         ; k_matmul.py:86:34
	v_or_b32_e32 v14, s2, v50
	.loc	1 86 14 is_stmt 0               ; k_matmul.py:86:14
	v_or_b32_e32 v14, s22, v14
	.loc	1 89 32 is_stmt 1               ; k_matmul.py:89:32
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
	v_cvt_pk_f16_f32 v0, v0, v1
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
	v_cvt_pk_f16_f32 v1, v18, v3
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
	v_cvt_pk_f16_f32 v2, v2, v4
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
	v_cvt_pk_f16_f32 v3, v19, v22
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
	s_add_u32 s0, s8, s12
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
	s_addc_u32 s1, s9, s13
	v_lshl_add_u64 v[4:5], v[14:15], 1, s[0:1]
	v_lshlrev_b32_e32 v6, 1, v17
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[8:9], v[4:5], 0, v[6:7]
	.loc	1 109 75 is_stmt 0              ; k_matmul.py:109:75
	v_cvt_pk_f16_f32 v4, v21, v20
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v6, v12, v13
	v_cvt_pk_f16_f32 v7, v23, v16
	s_nop 0
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 109 5                         ; k_matmul.py:109:5
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:32
	.loc	1 82 1 is_stmt 1                ; k_matmul.py:82:1
	s_endpgm
.Ltmp41:
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
		.amdhsa_next_free_vgpr 151
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 152
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
	.set .Lattn_fwd.num_vgpr, 151
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 42
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6696
; TotalNumSgprs: 48
; NumVgprs: 151
; NumAgprs: 0
; TotalNumVgprs: 151
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 151
; AccumOffset: 152
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 37
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
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
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
	.quad	.Ltmp25-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
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
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     151
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

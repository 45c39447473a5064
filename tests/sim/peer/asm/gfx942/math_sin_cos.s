	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	math_sin_cos                    ; -- Begin function math_sin_cos
	.p2align	8
	.type	math_sin_cos,@function
math_sin_cos:                           ; @math_sin_cos
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.15:
	.file	1 "/work/main/tests/sim/peer" "k_elementwise.py"
	.loc	1 133 0 prologue_end            ; k_elementwise.py:133:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.16:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 134 39 is_stmt 1              ; k_elementwise.py:134:39
	v_readfirstlane_b32 s0, v0
	.loc	1 138 5                         ; k_elementwise.py:138:5
	s_and_b32 s0, s0, 0xc0
	.loc	1 136 9                         ; k_elementwise.py:136:9
	v_mov_b32_e32 v2, 0
	.loc	1 134 39                        ; k_elementwise.py:134:39
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 134 12 is_stmt 0              ; k_elementwise.py:134:12
	v_lshl_or_b32 v0, s14, 8, v0
	.loc	1 135 12 is_stmt 1              ; k_elementwise.py:135:12
	v_cmp_gt_i32_e32 vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 136 9                         ; k_elementwise.py:136:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; k_elementwise.py:0:9
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 136 9                         ; k_elementwise.py:136:9
	global_load_dword v2, v[2:3], off
.LBB0_2:
	.loc	1 0 9                           ; k_elementwise.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 137 30 is_stmt 1              ; k_elementwise.py:137:30
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0x7fffffff, v2
	s_brev_b32 s0, 18
	v_cmp_nlt_f32_e64 s[12:13], |v2|, s0
	v_lshrrev_b32_e32 v4, 23, v3
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_xor_b64 s[14:15], exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_add_u32_e32 v5, 0xffffff88, v4
	v_not_b32_e32 v6, 63
	v_cmp_lt_u32_e64 s[0:1], 63, v5
	s_mov_b32 s10, 0xfe5163ab
	v_mov_b32_e32 v7, 0
	v_cndmask_b32_e64 v6, 0, v6, s[0:1]
	v_add_u32_e32 v5, v6, v5
	v_not_b32_e32 v6, 31
	v_cmp_lt_u32_e64 s[2:3], 31, v5
	s_nop 1
	v_cndmask_b32_e64 v8, 0, v6, s[2:3]
	v_add_u32_e32 v5, v8, v5
	v_cmp_lt_u32_e64 s[8:9], 31, v5
	s_nop 1
	v_cndmask_b32_e64 v6, 0, v6, s[8:9]
	v_add_u32_e32 v5, v6, v5
	v_and_b32_e32 v6, 0x7fffff, v3
	v_or_b32_e32 v20, 0x800000, v6
	v_mad_u64_u32 v[8:9], s[10:11], v20, s10, 0
	v_mov_b32_e32 v6, v9
	s_mov_b32 s10, 0x3c439041
	v_mad_u64_u32 v[10:11], s[10:11], v20, s10, v[6:7]
	v_mov_b32_e32 v6, v11
	s_mov_b32 s10, 0xdb629599
	v_mad_u64_u32 v[12:13], s[10:11], v20, s10, v[6:7]
	v_mov_b32_e32 v6, v13
	s_mov_b32 s10, 0xf534ddc0
	v_mad_u64_u32 v[14:15], s[10:11], v20, s10, v[6:7]
	v_mov_b32_e32 v6, v15
	s_mov_b32 s10, 0xfc2757d1
	v_mad_u64_u32 v[16:17], s[10:11], v20, s10, v[6:7]
	v_mov_b32_e32 v6, v17
	s_mov_b32 s10, 0x4e441529
	v_mad_u64_u32 v[18:19], s[10:11], v20, s10, v[6:7]
	v_mov_b32_e32 v6, v19
	s_mov_b32 s10, 0xa2f9836e
	v_mad_u64_u32 v[6:7], s[10:11], v20, s10, v[6:7]
	v_cndmask_b32_e64 v9, v18, v14, s[0:1]
	v_cndmask_b32_e64 v6, v6, v16, s[0:1]
	v_cndmask_b32_e64 v7, v7, v18, s[0:1]
	v_cndmask_b32_e64 v11, v6, v9, s[2:3]
	v_cndmask_b32_e64 v6, v7, v6, s[2:3]
	v_cndmask_b32_e64 v7, v16, v12, s[0:1]
	v_cndmask_b32_e64 v9, v9, v7, s[2:3]
	v_sub_u32_e32 v13, 32, v5
	v_cmp_eq_u32_e64 s[10:11], 0, v5
	v_cndmask_b32_e64 v5, v14, v10, s[0:1]
	v_cndmask_b32_e64 v6, v6, v11, s[8:9]
	v_cndmask_b32_e64 v11, v11, v9, s[8:9]
	v_cndmask_b32_e64 v7, v7, v5, s[2:3]
	v_alignbit_b32 v15, v6, v11, v13
	v_cndmask_b32_e64 v9, v9, v7, s[8:9]
	v_cndmask_b32_e64 v6, v15, v6, s[10:11]
	v_alignbit_b32 v10, v11, v9, v13
	v_cndmask_b32_e64 v8, v12, v8, s[0:1]
	v_cndmask_b32_e64 v10, v10, v11, s[10:11]
	v_bfe_u32 v15, v6, 29, 1
	v_cndmask_b32_e64 v5, v5, v8, s[2:3]
	v_alignbit_b32 v11, v6, v10, 30
	v_sub_u32_e32 v16, 0, v15
	v_cndmask_b32_e64 v5, v7, v5, s[8:9]
	v_xor_b32_e32 v11, v11, v16
	v_alignbit_b32 v7, v9, v5, v13
	v_cndmask_b32_e64 v7, v7, v9, s[10:11]
	v_ffbh_u32_e32 v9, v11
	v_alignbit_b32 v8, v10, v7, 30
	v_min_u32_e32 v9, 32, v9
	v_alignbit_b32 v5, v7, v5, 30
	v_xor_b32_e32 v8, v8, v16
	v_sub_u32_e32 v10, 31, v9
	v_xor_b32_e32 v5, v5, v16
	v_alignbit_b32 v11, v11, v8, v10
	v_alignbit_b32 v5, v8, v5, v10
	v_alignbit_b32 v7, v11, v5, 9
	v_ffbh_u32_e32 v8, v7
	v_min_u32_e32 v8, 32, v8
	v_not_b32_e32 v10, v8
	v_lshrrev_b32_e32 v14, 29, v6
	v_alignbit_b32 v5, v7, v5, v10
	v_not_b32_e32 v7, v9
	v_sub_u32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 31, v14
	v_lshrrev_b32_e32 v5, 9, v5
	v_lshl_add_u32 v7, v7, 23, v8
	v_add_u32_e32 v9, 1, v9
	v_or_b32_e32 v5, v7, v5
	v_add_u32_e32 v7, 0x33800000, v5
	v_alignbit_b32 v5, v9, v11, 9
	v_or_b32_e32 v5, v5, v8
	v_xor_b32_e32 v8, 1.0, v5
	s_mov_b32 s0, 0x3fc90fda
	v_mul_f32_e32 v5, 0x3fc90fda, v8
	v_fma_f32 v5, v8, s0, -v5
	v_fmamk_f32 v5, v8, 0x33a22168, v5
	v_fmac_f32_e32 v5, 0x3fc90fda, v7
	v_lshrrev_b32_e32 v6, 30, v6
	v_fmac_f32_e32 v5, 0x3fc90fda, v8
	v_add_u32_e32 v6, v15, v6
.LBB0_4:                                ; %Flow1
	.loc	1 0 30 is_stmt 0                ; k_elementwise.py:0:30
	s_andn2_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mov_b32 s2, 0x3f22f983
	.loc	1 137 30 is_stmt 1              ; k_elementwise.py:137:30
	v_mul_f32_e64 v5, |v2|, s2
	v_rndne_f32_e32 v5, v5
	s_mov_b32 s2, 0xbfc90fda
	v_cvt_i32_f32_e32 v6, v5
	v_fma_f32 v7, v5, s2, |v2|
	v_fmamk_f32 v7, v5, 0xb3a22168, v7
	v_fmamk_f32 v5, v5, 0xa7c234c4, v7
.LBB0_6:                                ; %__ocml_sin_f32.exit
	.loc	1 0 30 is_stmt 0                ; k_elementwise.py:0:30
	s_or_b64 exec, exec, s[0:1]
	.loc	1 137 30 is_stmt 1              ; k_elementwise.py:137:30
	s_movk_i32 s0, 0x1f8
	v_cmp_class_f32_e64 s[0:1], v2, s0
	.loc	1 137 5 is_stmt 0               ; k_elementwise.py:137:5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 137 30                        ; k_elementwise.py:137:30
	v_lshlrev_b32_e32 v10, 30, v6
	v_xor_b32_e32 v7, v3, v2
	v_and_b32_e32 v10, 0x80000000, v10
	v_xor_b32_e32 v7, v7, v10
	v_mul_f32_e32 v10, v5, v5
	v_mov_b32_e32 v11, 0x3c0881c4
	v_fmac_f32_e32 v11, 0xb94c1982, v10
	v_fmaak_f32 v11, v10, v11, 0xbe2aaa9d
	v_mul_f32_e32 v11, v10, v11
	v_fmac_f32_e32 v5, v5, v11
	v_mov_b32_e32 v11, 0xbab64f3b
	v_fmac_f32_e32 v11, 0x37d75334, v10
	v_fmaak_f32 v11, v10, v11, 0x3d2aabf7
	v_and_b32_e32 v6, 1, v6
	v_fmaak_f32 v11, v10, v11, 0xbf000004
	v_fma_f32 v10, v10, v11, 1.0
	v_cmp_eq_u32_e64 s[2:3], 0, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[4:5]
	v_cndmask_b32_e64 v5, v10, v5, s[2:3]
	v_xor_b32_e32 v5, v7, v5
	v_cndmask_b32_e64 v5, v6, v5, s[0:1]
	.loc	1 137 5                         ; k_elementwise.py:137:5
	global_store_dword v[8:9], v5, off
.LBB0_8:
	.loc	1 0 5                           ; k_elementwise.py:0:5
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
	.loc	1 138 30 is_stmt 1              ; k_elementwise.py:138:30
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_xor_b64 s[12:13], exec, s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.9:
	v_add_u32_e32 v2, 0xffffff88, v4
	v_not_b32_e32 v4, 63
	v_cmp_lt_u32_e64 s[2:3], 63, v2
	s_mov_b32 s10, 0xfe5163ab
	v_mov_b32_e32 v5, 0
	v_cndmask_b32_e64 v4, 0, v4, s[2:3]
	v_add_u32_e32 v2, v4, v2
	v_not_b32_e32 v4, 31
	v_cmp_lt_u32_e64 s[4:5], 31, v2
	s_nop 1
	v_cndmask_b32_e64 v6, 0, v4, s[4:5]
	v_add_u32_e32 v2, v6, v2
	v_cmp_lt_u32_e64 s[8:9], 31, v2
	s_nop 1
	v_cndmask_b32_e64 v4, 0, v4, s[8:9]
	v_add_u32_e32 v16, v4, v2
	v_and_b32_e32 v2, 0x7fffff, v3
	v_or_b32_e32 v17, 0x800000, v2
	v_mad_u64_u32 v[2:3], s[10:11], v17, s10, 0
	v_mov_b32_e32 v4, v3
	s_mov_b32 s10, 0x3c439041
	v_mad_u64_u32 v[6:7], s[10:11], v17, s10, v[4:5]
	v_mov_b32_e32 v4, v7
	s_mov_b32 s10, 0xdb629599
	v_mad_u64_u32 v[8:9], s[10:11], v17, s10, v[4:5]
	v_mov_b32_e32 v4, v9
	s_mov_b32 s10, 0xf534ddc0
	v_mad_u64_u32 v[10:11], s[10:11], v17, s10, v[4:5]
	v_mov_b32_e32 v4, v11
	s_mov_b32 s10, 0xfc2757d1
	v_mad_u64_u32 v[12:13], s[10:11], v17, s10, v[4:5]
	v_mov_b32_e32 v4, v13
	s_mov_b32 s10, 0x4e441529
	v_mad_u64_u32 v[14:15], s[10:11], v17, s10, v[4:5]
	v_mov_b32_e32 v4, v15
	s_mov_b32 s10, 0xa2f9836e
	v_mad_u64_u32 v[4:5], s[10:11], v17, s10, v[4:5]
	v_cndmask_b32_e64 v3, v14, v10, s[2:3]
	v_cndmask_b32_e64 v4, v4, v12, s[2:3]
	v_cndmask_b32_e64 v5, v5, v14, s[2:3]
	v_cndmask_b32_e64 v7, v4, v3, s[4:5]
	v_cndmask_b32_e64 v4, v5, v4, s[4:5]
	v_cndmask_b32_e64 v5, v12, v8, s[2:3]
	v_cndmask_b32_e64 v3, v3, v5, s[4:5]
	v_cndmask_b32_e64 v6, v10, v6, s[2:3]
	v_cndmask_b32_e64 v4, v4, v7, s[8:9]
	v_cndmask_b32_e64 v7, v7, v3, s[8:9]
	v_sub_u32_e32 v9, 32, v16
	v_cndmask_b32_e64 v5, v5, v6, s[4:5]
	v_alignbit_b32 v11, v4, v7, v9
	v_cmp_eq_u32_e64 s[10:11], 0, v16
	v_cndmask_b32_e64 v3, v3, v5, s[8:9]
	v_alignbit_b32 v10, v7, v3, v9
	v_cndmask_b32_e64 v4, v11, v4, s[10:11]
	v_cndmask_b32_e64 v2, v8, v2, s[2:3]
	v_cndmask_b32_e64 v7, v10, v7, s[10:11]
	v_bfe_u32 v12, v4, 29, 1
	v_cndmask_b32_e64 v2, v6, v2, s[4:5]
	v_alignbit_b32 v10, v4, v7, 30
	v_sub_u32_e32 v13, 0, v12
	v_cndmask_b32_e64 v2, v5, v2, s[8:9]
	v_xor_b32_e32 v10, v10, v13
	v_alignbit_b32 v5, v3, v2, v9
	v_cndmask_b32_e64 v3, v5, v3, s[10:11]
	v_ffbh_u32_e32 v6, v10
	v_alignbit_b32 v5, v7, v3, 30
	v_min_u32_e32 v6, 32, v6
	v_alignbit_b32 v2, v3, v2, 30
	v_xor_b32_e32 v5, v5, v13
	v_sub_u32_e32 v7, 31, v6
	v_xor_b32_e32 v2, v2, v13
	v_alignbit_b32 v8, v10, v5, v7
	v_alignbit_b32 v2, v5, v2, v7
	v_alignbit_b32 v3, v8, v2, 9
	v_ffbh_u32_e32 v5, v3
	v_min_u32_e32 v5, 32, v5
	v_not_b32_e32 v7, v5
	v_lshrrev_b32_e32 v11, 29, v4
	v_alignbit_b32 v2, v3, v2, v7
	v_not_b32_e32 v3, v6
	v_sub_u32_e32 v3, v3, v5
	v_lshlrev_b32_e32 v5, 31, v11
	v_lshrrev_b32_e32 v2, 9, v2
	v_add_u32_e32 v6, 1, v6
	v_lshl_add_u32 v3, v3, 23, v5
	v_or_b32_e32 v2, v3, v2
	v_alignbit_b32 v3, v6, v8, 9
	v_or_b32_e32 v3, v3, v5
	v_xor_b32_e32 v3, 1.0, v3
	s_mov_b32 s2, 0x3fc90fda
	v_mul_f32_e32 v5, 0x3fc90fda, v3
	v_fma_f32 v5, v3, s2, -v5
	v_add_u32_e32 v2, 0x33800000, v2
	v_fmamk_f32 v5, v3, 0x33a22168, v5
	v_fmac_f32_e32 v5, 0x3fc90fda, v2
	v_lshrrev_b32_e32 v2, 30, v4
	v_fmac_f32_e32 v5, 0x3fc90fda, v3
	v_add_u32_e32 v6, v12, v2
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execnz .LBB0_13
.LBB0_10:                               ; %__ocml_cos_f32.exit
	.loc	1 0 30 is_stmt 0                ; k_elementwise.py:0:30
	s_or_b64 exec, exec, s[2:3]
	.loc	1 138 5 is_stmt 1               ; k_elementwise.py:138:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_14
.LBB0_11:
	.loc	1 138 30 is_stmt 0              ; k_elementwise.py:138:30
	v_lshlrev_b32_e32 v2, 30, v6
	v_and_b32_e32 v3, 1, v6
	v_mul_f32_e32 v4, v5, v5
	v_mov_b32_e32 v6, 0xbab64f3b
	v_fmac_f32_e32 v6, 0x37d75334, v4
	v_mov_b32_e32 v7, 0x3c0881c4
	v_fmaak_f32 v6, v4, v6, 0x3d2aabf7
	v_fmac_f32_e32 v7, 0xb94c1982, v4
	v_fmaak_f32 v6, v4, v6, 0xbf000004
	v_fmaak_f32 v7, v4, v7, 0xbe2aaa9d
	v_fma_f32 v6, v4, v6, 1.0
	v_mul_f32_e32 v4, v4, v7
	v_fmac_f32_e32 v5, v5, v4
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_and_b32_e32 v2, 0x80000000, v2
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_cndmask_b32_e64 v3, -v5, v6, vcc
	v_xor_b32_e32 v2, v2, v3
	v_mov_b32_e32 v3, 0x7fc00000
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	.loc	1 138 5                         ; k_elementwise.py:138:5
	global_store_dword v[0:1], v2, off
	.loc	1 133 1 is_stmt 1               ; k_elementwise.py:133:1
	s_endpgm
.LBB0_12:                               ; %Flow
	.loc	1 0 1 is_stmt 0                 ; k_elementwise.py:0:1
	s_andn2_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execz .LBB0_10
.LBB0_13:
	s_mov_b32 s4, 0x3f22f983
	.loc	1 138 30 is_stmt 1              ; k_elementwise.py:138:30
	v_mul_f32_e64 v3, |v2|, s4
	v_rndne_f32_e32 v3, v3
	s_mov_b32 s4, 0xbfc90fda
	v_cvt_i32_f32_e32 v6, v3
	v_fma_f32 v2, v3, s4, |v2|
	v_fmamk_f32 v2, v3, 0xb3a22168, v2
	v_fmamk_f32 v5, v3, 0xa7c234c4, v2
	s_or_b64 exec, exec, s[2:3]
	.loc	1 138 5 is_stmt 0               ; k_elementwise.py:138:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_11
.LBB0_14:
	.loc	1 133 1 is_stmt 1               ; k_elementwise.py:133:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	math_sin_cos, .Lfunc_end0-math_sin_cos
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel math_sin_cos
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 24
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
	.set .Lmath_sin_cos.num_vgpr, 21
	.set .Lmath_sin_cos.num_agpr, 0
	.set .Lmath_sin_cos.numbered_sgpr, 16
	.set .Lmath_sin_cos.num_named_barrier, 0
	.set .Lmath_sin_cos.private_seg_size, 0
	.set .Lmath_sin_cos.uses_vcc, 1
	.set .Lmath_sin_cos.uses_flat_scratch, 0
	.set .Lmath_sin_cos.has_dyn_sized_stack, 0
	.set .Lmath_sin_cos.has_recursion, 0
	.set .Lmath_sin_cos.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2144
; TotalNumSgprs: 22
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.asciz	"k_elementwise.py"              ; string offset=7 ; k_elementwise.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=24 ; /work/main/tests/sim/peer
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           math_sin_cos
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         math_sin_cos.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
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

	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	math_floor_erf_tanh             ; -- Begin function math_floor_erf_tanh
	.p2align	8
	.type	math_floor_erf_tanh,@function
math_floor_erf_tanh:                    ; @math_floor_erf_tanh
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.31:
	.file	1 "/work/main/tests/sim/peer" "k_fmath.py"
	.loc	1 30 0 prologue_end             ; k_fmath.py:30:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.32:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 34 39 is_stmt 1               ; k_fmath.py:34:39
	v_readfirstlane_b32 s0, v0
	.loc	1 45 5                          ; k_fmath.py:45:5
	s_and_b32 s0, s0, 0xc0
	v_mov_b32_e32 v2, 0
	.loc	1 34 39                         ; k_fmath.py:34:39
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 34 12 is_stmt 0               ; k_fmath.py:34:12
	v_lshl_or_b32 v0, s16, 8, v0
	.loc	1 35 12 is_stmt 1               ; k_fmath.py:35:12
	v_cmp_gt_i32_e32 vcc, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v3, 0
	.loc	1 36 9                          ; k_fmath.py:36:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_17
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; k_fmath.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 37 9 is_stmt 1                ; k_fmath.py:37:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_18
.LBB0_2:
	.loc	1 0 9 is_stmt 0                 ; k_fmath.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 38 5 is_stmt 1                ; k_fmath.py:38:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; k_fmath.py:0:5
	s_waitcnt vmcnt(0)
	v_floor_f32_e32 v6, v3
	v_ceil_f32_e32 v7, v2
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	v_add_f32_e32 v6, v6, v7
	.loc	1 38 5                          ; k_fmath.py:38:5
	global_store_dword v[4:5], v6, off
.LBB0_4:
	.loc	1 0 5                           ; k_fmath.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 39 37 is_stmt 1               ; k_fmath.py:39:37
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e64 s[0:1], |v3|, |v2|
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_19
; %bb.5:                                ; %Flow5
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_20
.LBB0_6:                                ; %Flow6
	s_or_b64 exec, exec, s[2:3]
	.loc	1 39 5 is_stmt 1                ; k_fmath.py:39:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_25
.LBB0_7:
	.loc	1 0 5 is_stmt 0                 ; k_fmath.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 23 is_stmt 1               ; k_fmath.py:40:23
	s_lshl_b32 s2, s10, 1
	.loc	1 40 5 is_stmt 0                ; k_fmath.py:40:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
.LBB0_8:                                ; %.critedge
	.loc	1 40 14                         ; k_fmath.py:40:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s6, s4
	s_addc_u32 s5, s7, s5
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	.loc	1 41 23 is_stmt 1               ; k_fmath.py:41:23
	s_mul_i32 s4, s10, 3
	.loc	1 41 14 is_stmt 0               ; k_fmath.py:41:14
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s6, s4
	.loc	1 40 46 is_stmt 1               ; k_fmath.py:40:46
	v_mul_f32_e64 v8, v3, v2 clamp
	.loc	1 41 14                         ; k_fmath.py:41:14
	s_addc_u32 s5, s7, s5
	.loc	1 40 5                          ; k_fmath.py:40:5
	global_store_dword v[6:7], v8, off
	.loc	1 41 14                         ; k_fmath.py:41:14
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	.loc	1 42 23                         ; k_fmath.py:42:23
	s_lshl_b32 s4, s10, 2
	.loc	1 42 14 is_stmt 0               ; k_fmath.py:42:14
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	.loc	1 41 46 is_stmt 1               ; k_fmath.py:41:46
	v_add_f32_e64 v8, v3, v2 clamp
	.loc	1 42 14                         ; k_fmath.py:42:14
	s_add_u32 s4, s6, s4
	.loc	1 41 5                          ; k_fmath.py:41:5
	global_store_dword v[6:7], v8, off
	.loc	1 42 46                         ; k_fmath.py:42:46
	v_fmaak_f32 v6, v3, v2, 0x3e800000
	.loc	1 42 14 is_stmt 0               ; k_fmath.py:42:14
	s_addc_u32 s5, s7, s5
	.loc	1 42 37                         ; k_fmath.py:42:37
	v_max_f32_e64 v6, v6, v6 clamp
	.loc	1 42 14                         ; k_fmath.py:42:14
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	.loc	1 42 5                          ; k_fmath.py:42:5
	global_store_dword v[4:5], v6, off
.LBB0_9:                                ; %.critedge4
	.loc	1 0 5                           ; k_fmath.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 43 37 is_stmt 1               ; k_fmath.py:43:37
	v_cmp_nlt_f32_e64 s[0:1], |v3|, 1.0
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execnz .LBB0_26
; %bb.10:                               ; %Flow2
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	s_or_saveexec_b64 s[0:1], s[4:5]
	v_mul_f32_e32 v4, v3, v3
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_27
.LBB0_11:                               ; %__ocml_erf_f32.exit
	s_or_b64 exec, exec, s[0:1]
	.loc	1 43 5 is_stmt 1                ; k_fmath.py:43:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_13
.LBB0_12:
	.loc	1 43 37 is_stmt 0               ; k_fmath.py:43:37
	s_brev_b32 s3, -2
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[8:9]
	v_bfi_b32 v5, s3, v5, v3
	.loc	1 43 5                          ; k_fmath.py:43:5
	global_store_dword v[6:7], v5, off
.LBB0_13:
	.loc	1 0 5                           ; k_fmath.py:0:5
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s0, 0x3f200000
	.loc	1 44 37 is_stmt 1               ; k_fmath.py:44:37
	v_cmp_nlt_f32_e64 s[0:1], |v3|, s0
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execnz .LBB0_28
; %bb.14:                               ; %Flow
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_29
.LBB0_15:                               ; %__ocml_tanh_f32.exit
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 5 is_stmt 1                ; k_fmath.py:44:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_30
.LBB0_16:                               ; %.critedge6
	.loc	1 30 1                          ; k_fmath.py:30:1
	s_endpgm
.LBB0_17:
	.loc	1 0 1 is_stmt 0                 ; k_fmath.py:0:1
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[2:3]
	.loc	1 36 9 is_stmt 1                ; k_fmath.py:36:9
	global_load_dword v3, v[4:5], off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 37 9                          ; k_fmath.py:37:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.LBB0_18:
	.loc	1 0 9 is_stmt 0                 ; k_fmath.py:0:9
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[4:5]
	.loc	1 37 9                          ; k_fmath.py:37:9
	global_load_dword v2, v[4:5], off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 38 5 is_stmt 1                ; k_fmath.py:38:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_3
	s_branch .LBB0_4
.LBB0_19:
	.loc	1 39 37                         ; k_fmath.py:39:37
	v_and_b32_e32 v4, 0x80000000, v3
	v_cmp_eq_f32_e64 s[0:1], |v3|, |v2|
	s_nop 1
	v_cndmask_b32_e64 v4, v3, v4, s[0:1]
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_6
.LBB0_20:
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	v_and_b32_e32 v4, 0x7fffffff, v3
	.loc	1 39 37 is_stmt 1               ; k_fmath.py:39:37
	v_cvt_f64_f32_e32 v[4:5], v4
	v_frexp_exp_i32_f64_e32 v10, v[4:5]
	v_frexp_mant_f32_e64 v4, |v3|
	v_mul_f32_e32 v6, 0x45800000, v4
	v_frexp_mant_f32_e64 v4, |v2|
	v_and_b32_e32 v7, 0x7fffffff, v2
	v_add_f32_e32 v4, v4, v4
	v_cvt_f64_f32_e32 v[8:9], v7
	v_rcp_f32_e32 v5, v4
	v_frexp_exp_i32_f64_e32 v7, v[8:9]
	v_sub_u32_e32 v8, v10, v7
	v_cmp_lt_i32_e64 s[0:1], 12, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_24
; %bb.21:                               ; %.preheader.i.preheader
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	s_mov_b64 s[12:13], 0
.LBB0_22:                               ; %.preheader.i
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 39 37 is_stmt 1               ; k_fmath.py:39:37
	v_mul_f32_e32 v9, v5, v6
	v_rndne_f32_e32 v9, v9
	v_fma_f32 v6, -v9, v4, v6
	v_add_f32_e32 v9, v4, v6
	v_cmp_gt_f32_e64 s[0:1], 0, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v9, s[0:1]
	v_add_u32_e32 v9, -12, v8
	v_cmp_gt_u32_e64 s[0:1], 25, v8
	v_mul_f32_e32 v6, 0x45800000, v6
	s_or_b64 s[12:13], s[0:1], s[12:13]
	v_mov_b32_e32 v8, v9
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_22
; %bb.23:                               ; %Flow3
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v8, v9
.LBB0_24:                               ; %Flow4
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 37 is_stmt 1               ; k_fmath.py:39:37
	v_add_u32_e32 v8, -11, v8
	v_ldexp_f32 v6, v6, v8
	v_mul_f32_e32 v5, v5, v6
	v_rndne_f32_e32 v5, v5
	v_fma_f32 v5, -v5, v4, v6
	v_add_f32_e32 v4, v4, v5
	v_cmp_gt_f32_e64 s[0:1], 0, v5
	v_add_u32_e32 v7, -1, v7
	s_nop 0
	v_cndmask_b32_e64 v4, v5, v4, s[0:1]
	v_ldexp_f32 v4, v4, v7
	s_brev_b32 s0, 1
	v_bitop3_b32 v4, v3, v4, s0 bitop3:0x6c
	s_or_b64 exec, exec, s[2:3]
	.loc	1 39 5 is_stmt 0                ; k_fmath.py:39:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_7
.LBB0_25:
	.loc	1 0 5                           ; k_fmath.py:0:5
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[0:1], s[10:11], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 39 37                         ; k_fmath.py:39:37
	s_movk_i32 s4, 0x1f8
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], 0, v2
	v_cmp_class_f32_e64 s[4:5], v3, s4
	v_mov_b32_e32 v5, 0x7fc00000
	s_and_b64 s[0:1], s[4:5], s[0:1]
	v_cndmask_b32_e64 v4, v5, v4, s[0:1]
	.loc	1 39 5                          ; k_fmath.py:39:5
	global_store_dword v[6:7], v4, off
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 23 is_stmt 1               ; k_fmath.py:40:23
	s_lshl_b32 s2, s10, 1
	.loc	1 40 5 is_stmt 0                ; k_fmath.py:40:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_8
	s_branch .LBB0_9
.LBB0_26:
	.loc	1 0 5                           ; k_fmath.py:0:5
	s_mov_b32 s0, 0x378e98ab
	.loc	1 43 37 is_stmt 1               ; k_fmath.py:43:37
	v_mov_b32_e32 v4, 0xb9c68948
	v_fma_f32 v4, |v3|, s0, v4
	s_mov_b32 s0, 0x3b7cd369
	v_fma_f32 v4, |v3|, v4, s0
	s_mov_b32 s0, 0xbcc618b2
	v_fma_f32 v4, |v3|, v4, s0
	s_mov_b32 s0, 0x3dda74e4
	v_fma_f32 v4, |v3|, v4, s0
	s_mov_b32 s0, 0x3f228afd
	v_fma_f32 v4, |v3|, v4, s0
	s_mov_b32 s0, 0x3e03c728
	v_fma_f32 v4, |v3|, v4, s0
	v_fma_f32 v4, |v3|, v4, |v3|
	s_mov_b32 s0, 0xbfb8aa3b
	v_mul_f32_e32 v5, 0xbfb8aa3b, v4
	v_fma_f32 v6, v4, s0, -v5
	v_rndne_f32_e32 v7, v5
	v_fmamk_f32 v6, v4, 0xb2a5705f, v6
	v_sub_f32_e32 v5, v5, v7
	v_add_f32_e32 v5, v5, v6
	v_exp_f32_e32 v5, v5
	v_cvt_i32_f32_e32 v6, v7
	s_mov_b32 s0, 0x42ce8ed0
	v_cmp_nlt_f32_e64 s[0:1], s0, v4
	v_ldexp_f32 v5, v5, v6
	s_nop 0
	v_cndmask_b32_e64 v5, 0, v5, s[0:1]
	s_mov_b32 s0, 0xc2b17218
	v_mov_b32_e32 v6, 0x7f800000
	v_cmp_ngt_f32_e64 s[0:1], s0, v4
	s_nop 1
	v_cndmask_b32_e64 v4, v6, v5, s[0:1]
	v_sub_f32_e32 v5, 1.0, v4
	s_or_saveexec_b64 s[0:1], s[4:5]
	v_mul_f32_e32 v4, v3, v3
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_11
.LBB0_27:
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	v_mov_b32_e32 v5, 0x3ba10414
	.loc	1 43 37 is_stmt 1               ; k_fmath.py:43:37
	v_fmac_f32_e32 v5, 0xba1345e1, v4
	v_fmaak_f32 v5, v4, v5, 0xbcdac9b8
	v_fmaak_f32 v5, v4, v5, 0x3de703be
	v_fmaak_f32 v5, v4, v5, 0xbec09330
	v_fmaak_f32 v5, v4, v5, 0x3e0375d0
	v_fma_f32 v5, |v3|, v5, |v3|
	s_or_b64 exec, exec, s[0:1]
	.loc	1 43 5 is_stmt 0                ; k_fmath.py:43:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_12
	s_branch .LBB0_13
.LBB0_28:
	.loc	1 44 37 is_stmt 1               ; k_fmath.py:44:37
	v_add_f32_e64 v4, |v3|, |v3|
	v_mul_f32_e32 v5, 0x3fb8aa3b, v4
	s_mov_b32 s0, 0x3fb8aa3b
	v_rndne_f32_e32 v6, v5
	v_sub_f32_e32 v7, v5, v6
	v_fma_f32 v5, v4, s0, -v5
	v_fmamk_f32 v5, v4, 0x32a5705f, v5
	v_add_f32_e32 v5, v7, v5
	v_exp_f32_e32 v5, v5
	v_cvt_i32_f32_e32 v6, v6
	s_mov_b32 s0, 0xc2ce8ed0
	v_cmp_ngt_f32_e64 s[0:1], s0, v4
	v_ldexp_f32 v5, v5, v6
	s_nop 0
	v_cndmask_b32_e64 v5, 0, v5, s[0:1]
	s_mov_b32 s0, 0x42b17218
	v_mov_b32_e32 v6, 0x7f800000
	v_cmp_nlt_f32_e64 s[0:1], s0, v4
	s_nop 1
	v_cndmask_b32_e64 v4, v6, v5, s[0:1]
	v_add_f32_e32 v4, 1.0, v4
	v_rcp_f32_e32 v4, v4
	s_nop 0
	v_fma_f32 v5, v4, -2.0, 1.0
                                        ; implicit-def: $vgpr4
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_15
.LBB0_29:
	.loc	1 0 37 is_stmt 0                ; k_fmath.py:0:37
	v_mov_b32_e32 v5, 0x3ca908c9
	.loc	1 44 37 is_stmt 1               ; k_fmath.py:44:37
	v_fmac_f32_e32 v5, 0xbbbac73d, v4
	v_fmaak_f32 v5, v4, v5, 0xbd5c1c4e
	v_fmaak_f32 v5, v4, v5, 0x3e088382
	v_fmaak_f32 v5, v4, v5, 0xbeaaaa99
	v_mul_f32_e64 v5, |v3|, v5
	v_fma_f32 v5, v4, v5, |v3|
	s_or_b64 exec, exec, s[0:1]
	.loc	1 44 5 is_stmt 0                ; k_fmath.py:44:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
.LBB0_30:
	.loc	1 0 5                           ; k_fmath.py:0:5
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[0:1], s[10:11], 2
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[0:1]
	.loc	1 44 37                         ; k_fmath.py:44:37
	s_brev_b32 s0, -2
	s_ashr_i32 s3, s2, 31
	v_bfi_b32 v3, s0, v5, v3
	s_lshl_b64 s[0:1], s[2:3], 2
	.loc	1 44 5                          ; k_fmath.py:44:5
	global_store_dword v[6:7], v3, off
	s_add_u32 s0, s8, s0
	.loc	1 45 37 is_stmt 1               ; k_fmath.py:45:37
	v_add_f32_e64 v3, |v2|, 1.0
	s_addc_u32 s1, s9, s1
	v_cvt_f64_f32_e32 v[4:5], v3
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	v_frexp_exp_i32_f64_e32 v4, v[4:5]
	v_frexp_mant_f32_e32 v5, v3
	s_mov_b32 s0, 0x3f2aaaab
	v_cmp_gt_f32_e32 vcc, s0, v5
	v_add_f32_e32 v7, -1.0, v3
	v_sub_f32_e64 v8, |v2|, v7
	v_subbrev_co_u32_e32 v5, vcc, 0, v4, vcc
	v_cvt_f32_i32_e32 v4, v5
	v_sub_u32_e32 v5, 0, v5
	v_ldexp_f32 v6, v3, v5
	v_sub_f32_e32 v3, v7, v3
	v_add_f32_e32 v3, 1.0, v3
	v_add_f32_e32 v3, v8, v3
	v_ldexp_f32 v3, v3, v5
	v_add_f32_e32 v5, -1.0, v6
	v_add_f32_e32 v7, 1.0, v5
	v_sub_f32_e32 v7, v6, v7
	v_add_f32_e32 v11, v3, v7
	v_add_f32_e32 v7, 1.0, v6
	v_add_f32_e32 v8, -1.0, v7
	v_sub_f32_e32 v6, v6, v8
	v_add_f32_e32 v3, v3, v6
	v_add_f32_e32 v14, v7, v3
	v_rcp_f32_e32 v15, v14
	v_sub_f32_e32 v6, v7, v14
	v_add_f32_e32 v7, v5, v11
	v_add_f32_e32 v3, v3, v6
	v_mul_f32_e32 v6, v7, v15
	v_mul_f32_e32 v8, v14, v6
	v_fma_f32 v10, v6, v14, -v8
	v_fmac_f32_e32 v10, v6, v3
	v_fma_f32 v6, v14, v6, v10
	v_sub_f32_e32 v9, v7, v6
	v_sub_f32_e32 v5, v5, v7
	v_add_f32_e32 v5, v11, v5
	v_pk_add_f32 v[12:13], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v11, v6
	v_pk_add_f32 v[10:11], v[12:13], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	s_mov_b32 s1, 2.0
	v_add_f32_e32 v5, v5, v11
	v_add_f32_e32 v5, v10, v5
	v_add_f32_e32 v11, v9, v5
	v_mul_f32_e32 v10, v15, v11
	v_fma_f32 v16, v7, v15, v10
	v_fma_f32 v6, -v7, v15, v16
	v_fma_f32 v17, v15, v11, -v6
	v_mul_f32_e32 v6, v14, v10
	v_fma_f32 v8, v10, v14, -v6
	v_fmac_f32_e32 v8, v10, v3
	v_fma_f32 v10, v14, v10, v8
	v_sub_f32_e32 v7, v11, v10
	v_sub_f32_e32 v3, v9, v11
	v_pk_add_f32 v[12:13], v[10:11], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v9, v10
	v_add_f32_e32 v3, v5, v3
	v_pk_add_f32 v[8:9], v[12:13], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_mov_b32 s0, 0x3f317218
	v_add_f32_e32 v3, v3, v9
	v_add_f32_e32 v3, v8, v3
	v_add_f32_e32 v3, v7, v3
	v_fmac_f32_e32 v17, v15, v3
	v_add_f32_e32 v5, v16, v17
	v_mul_f32_e32 v3, v5, v5
	v_mov_b32_e32 v7, 0x3ecc95a3
	v_fmac_f32_e32 v7, 0x3e9b6dac, v3
	v_mul_f32_e32 v6, v5, v3
	v_fmaak_f32 v8, v3, v7, 0x3f2aaada
	v_sub_f32_e32 v3, v5, v16
	v_sub_f32_e32 v7, v17, v3
	v_mov_b32_e32 v9, s1
	v_pk_mul_f32 v[6:7], v[6:7], v[8:9]
	v_pk_mul_f32 v[8:9], v[4:5], s[0:1]
	v_mov_b32_e32 v11, v6
	v_fma_f32 v3, v4, s0, -v8
	v_fmamk_f32 v10, v4, 0xb102e308, v3
	v_pk_fma_f32 v[12:13], v[4:5], s[0:1], v[10:11]
	s_mov_b32 s2, 0x33800000
	v_sub_f32_e32 v3, v13, v9
	v_sub_f32_e32 v3, v6, v3
	v_add_f32_e32 v9, v7, v3
	v_pk_fma_f32 v[4:5], v[4:5], s[0:1], v[12:13] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_add_f32 v[6:7], v[12:13], v[8:9]
	v_mov_b32_e32 v11, v12
	v_mov_b32_e32 v5, v7
	v_pk_add_f32 v[14:15], v[10:11], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[4:5], v[10:11], v[4:5]
	v_mov_b32_e32 v16, v14
	v_sub_f32_e32 v11, v5, v12
	v_sub_f32_e32 v17, v7, v11
	v_mov_b32_e32 v4, v7
	v_pk_mov_b32 v[6:7], v[12:13], v[12:13] op_sel:[1,0]
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v10, v6
	v_pk_add_f32 v[10:11], v[4:5], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v6, v9
	v_pk_add_f32 v[6:7], v[6:7], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	s_mov_b32 s0, 0x7f800000
	v_pk_add_f32 v[8:9], v[16:17], v[6:7]
	v_cmp_neq_f32_e64 vcc, |v2|, s0
	v_add_f32_e32 v7, v8, v9
	v_add_f32_e32 v9, v5, v7
	v_pk_add_f32 v[4:5], v[8:9], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_lt_f32_e64 s[0:1], |v2|, s2
	v_sub_f32_e32 v3, v8, v4
	v_sub_f32_e32 v3, v14, v3
	v_pk_add_f32 v[4:5], v[6:7], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v4, v3
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, v9, v3
	v_mov_b32_e32 v4, 0x7f800000
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_cndmask_b32_e64 v2, v3, |v2|, s[0:1]
	.loc	1 45 5 is_stmt 0                ; k_fmath.py:45:5
	global_store_dword v[0:1], v2, off
	.loc	1 30 1 is_stmt 1                ; k_fmath.py:30:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	math_floor_erf_tanh, .Lfunc_end0-math_floor_erf_tanh
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel math_floor_erf_tanh
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 20
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
	.set .Lmath_floor_erf_tanh.num_vgpr, 18
	.set .Lmath_floor_erf_tanh.num_agpr, 0
	.set .Lmath_floor_erf_tanh.numbered_sgpr, 17
	.set .Lmath_floor_erf_tanh.num_named_barrier, 0
	.set .Lmath_floor_erf_tanh.private_seg_size, 0
	.set .Lmath_floor_erf_tanh.uses_vcc, 1
	.set .Lmath_floor_erf_tanh.uses_flat_scratch, 0
	.set .Lmath_floor_erf_tanh.has_dyn_sized_stack, 0
	.set .Lmath_floor_erf_tanh.has_recursion, 0
	.set .Lmath_floor_erf_tanh.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2428
; TotalNumSgprs: 23
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
	.asciz	"k_fmath.py"                    ; string offset=7 ; k_fmath.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=18 ; /work/main/tests/sim/peer
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
    .name:           math_floor_erf_tanh
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         math_floor_erf_tanh.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
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

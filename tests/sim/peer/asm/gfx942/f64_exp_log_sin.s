	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	f64_exp_log_sin                 ; -- Begin function f64_exp_log_sin
	.p2align	8
	.type	f64_exp_log_sin,@function
f64_exp_log_sin:                        ; @f64_exp_log_sin
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.13:
	.file	1 "/work/main/tests/sim/peer" "k_fmath.py"
	.loc	1 89 0 prologue_end             ; k_fmath.py:89:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.14:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 100 39 is_stmt 1              ; k_fmath.py:100:39
	v_readfirstlane_b32 s0, v0
	.loc	1 107 5                         ; k_fmath.py:107:5
	s_and_b32 s0, s0, 0xc0
	v_mov_b64_e32 v[4:5], 0
	.loc	1 100 39                        ; k_fmath.py:100:39
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 100 12 is_stmt 0              ; k_fmath.py:100:12
	v_lshl_or_b32 v0, s16, 8, v0
	.loc	1 101 12 is_stmt 1              ; k_fmath.py:101:12
	v_cmp_le_i32_e64 s[0:1], s10, v0
	v_cmp_gt_i32_e32 vcc, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b64_e32 v[2:3], 0
	.loc	1 102 9                         ; k_fmath.py:102:9
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; k_fmath.py:0:9
	v_lshl_add_u64 v[2:3], v[0:1], 3, s[2:3]
	.loc	1 102 9                         ; k_fmath.py:102:9
	global_load_dwordx2 v[2:3], v[2:3], off
.LBB0_2:
	.loc	1 0 9                           ; k_fmath.py:0:9
	s_or_b64 exec, exec, s[12:13]
	.loc	1 103 9 is_stmt 1               ; k_fmath.py:103:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 0 9 is_stmt 0                 ; k_fmath.py:0:9
	v_lshl_add_u64 v[4:5], v[0:1], 3, s[4:5]
	.loc	1 103 9                         ; k_fmath.py:103:9
	global_load_dwordx2 v[4:5], v[4:5], off
.LBB0_4:
	.loc	1 0 9                           ; k_fmath.py:0:9
	s_or_b64 exec, exec, s[2:3]
	.loc	1 105 45 is_stmt 1              ; k_fmath.py:105:45
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0x7fffffff, v5
	v_mov_b32_e32 v6, v4
	.loc	1 104 5                         ; k_fmath.py:104:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_andn2_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 0 5 is_stmt 0                 ; k_fmath.py:0:5
	s_mov_b32 s0, 0x652b82fe
	s_mov_b32 s1, 0x3ff71547
	.loc	1 104 38                        ; k_fmath.py:104:38
	v_mul_f64 v[8:9], v[2:3], s[0:1]
	v_rndne_f64_e32 v[8:9], v[8:9]
	s_mov_b32 s13, 0xbfe62e42
	s_mov_b32 s12, 0xfefa39ef
	v_fma_f64 v[10:11], s[12:13], v[8:9], v[2:3]
	s_mov_b32 s15, 0xbc7abc9e
	s_mov_b32 s14, 0x3b39803f
	v_fmac_f64_e32 v[10:11], s[14:15], v[8:9]
	v_mov_b32_e32 v12, 0xfca7ab0c
	v_mov_b32_e32 v13, 0x3e928af3
	s_mov_b32 s0, 0x6a5dcb37
	s_mov_b32 s1, 0x3e5ade15
	v_fmac_f64_e32 v[12:13], s[0:1], v[10:11]
	v_mov_b32_e32 v14, 0x623fde64
	v_mov_b32_e32 v15, 0x3ec71dee
	v_fmac_f64_e32 v[14:15], v[10:11], v[12:13]
	v_mov_b32_e32 v12, 0x7c89e6b0
	v_mov_b32_e32 v13, 0x3efa0199
	v_fmac_f64_e32 v[12:13], v[10:11], v[14:15]
	v_mov_b32_e32 v14, 0x14761f6e
	v_mov_b32_e32 v15, 0x3f2a01a0
	v_fmac_f64_e32 v[14:15], v[10:11], v[12:13]
	v_mov_b32_e32 v12, 0x1852b7b0
	v_mov_b32_e32 v13, 0x3f56c16c
	v_fmac_f64_e32 v[12:13], v[10:11], v[14:15]
	v_mov_b32_e32 v14, 0x11122322
	v_mov_b32_e32 v15, 0x3f811111
	v_fmac_f64_e32 v[14:15], v[10:11], v[12:13]
	v_mov_b32_e32 v12, 0x555502a1
	v_mov_b32_e32 v13, 0x3fa55555
	v_fmac_f64_e32 v[12:13], v[10:11], v[14:15]
	v_mov_b32_e32 v14, 0x55555511
	v_mov_b32_e32 v15, 0x3fc55555
	v_fmac_f64_e32 v[14:15], v[10:11], v[12:13]
	v_mov_b32_e32 v12, 11
	v_mov_b32_e32 v13, 0x3fe00000
	v_fmac_f64_e32 v[12:13], v[10:11], v[14:15]
	v_fma_f64 v[12:13], v[10:11], v[12:13], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], 1.0
	v_cvt_i32_f64_e32 v8, v[8:9]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40900000
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0xc090cc00
	v_ldexp_f64 v[8:9], v[10:11], v8
	v_mov_b32_e32 v24, 0x7ff00000
	v_cmp_nlt_f64_e64 s[0:1], s[0:1], v[2:3]
	v_cmp_ngt_f64_e64 s[2:3], s[2:3], v[2:3]
	.loc	1 105 14 is_stmt 1              ; k_fmath.py:105:14
	s_ashr_i32 s11, s10, 31
	.loc	1 104 38                        ; k_fmath.py:104:38
	v_cndmask_b32_e64 v9, v24, v9, s[0:1]
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	.loc	1 105 14                        ; k_fmath.py:105:14
	s_lshl_b64 s[0:1], s[10:11], 3
	.loc	1 104 14                        ; k_fmath.py:104:14
	v_lshlrev_b64 v[10:11], 3, v[0:1]
	.loc	1 105 14                        ; k_fmath.py:105:14
	s_add_u32 s0, s6, s0
	.loc	1 104 38                        ; k_fmath.py:104:38
	v_cndmask_b32_e64 v9, 0, v9, s[2:3]
	.loc	1 104 14 is_stmt 0              ; k_fmath.py:104:14
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[10:11]
	.loc	1 105 14 is_stmt 1              ; k_fmath.py:105:14
	s_addc_u32 s1, s7, s1
	.loc	1 104 5                         ; k_fmath.py:104:5
	global_store_dwordx2 v[12:13], v[8:9], off
	.loc	1 105 14                        ; k_fmath.py:105:14
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[10:11]
	.loc	1 105 38 is_stmt 0              ; k_fmath.py:105:38
	v_frexp_mant_f64_e32 v[10:11], v[6:7]
	s_mov_b32 s0, 0x55555555
	s_mov_b32 s1, 0x3fe55555
	v_cmp_gt_f64_e64 s[0:1], s[0:1], v[10:11]
	v_frexp_exp_i32_f64_e32 v12, v[6:7]
	s_mov_b32 s13, 0x3fe62e42
	v_cndmask_b32_e64 v13, 0, 1, s[0:1]
	v_ldexp_f64 v[10:11], v[10:11], v13
	v_subbrev_co_u32_e64 v25, s[0:1], 0, v12, s[0:1]
	v_add_f64 v[12:13], v[10:11], 1.0
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_add_f64 v[18:19], v[12:13], -1.0
	v_add_f64 v[16:17], v[10:11], -1.0
	v_add_f64 v[10:11], v[10:11], -v[18:19]
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[18:19], v[14:15]
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[18:19], v[14:15]
	v_mul_f64 v[18:19], v[16:17], v[14:15]
	v_mul_f64 v[20:21], v[12:13], v[18:19]
	v_fma_f64 v[12:13], v[18:19], v[12:13], -v[20:21]
	v_fmac_f64_e32 v[12:13], v[18:19], v[10:11]
	v_add_f64 v[10:11], v[20:21], v[12:13]
	v_add_f64 v[22:23], v[16:17], -v[10:11]
	v_add_f64 v[20:21], v[10:11], -v[20:21]
	v_add_f64 v[16:17], v[16:17], -v[22:23]
	v_add_f64 v[10:11], v[16:17], -v[10:11]
	v_add_f64 v[12:13], v[20:21], -v[12:13]
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_add_f64 v[10:11], v[22:23], v[10:11]
	v_mul_f64 v[10:11], v[14:15], v[10:11]
	v_add_f64 v[12:13], v[18:19], v[10:11]
	v_add_f64 v[14:15], v[12:13], -v[18:19]
	v_add_f64 v[10:11], v[10:11], -v[14:15]
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mov_b32_e32 v16, 0x6b47b09a
	v_mov_b32_e32 v17, 0x3fc38538
	s_mov_b32 s0, 0xbf559e2b
	s_mov_b32 s1, 0x3fc3ab76
	v_fmac_f64_e32 v[16:17], s[0:1], v[14:15]
	v_mov_b32_e32 v18, 0xd7f4df2e
	v_mov_b32_e32 v19, 0x3fc7474d
	v_fmac_f64_e32 v[18:19], v[14:15], v[16:17]
	v_mov_b32_e32 v16, 0x16291751
	v_mov_b32_e32 v17, 0x3fcc71c0
	v_fmac_f64_e32 v[16:17], v[14:15], v[18:19]
	v_mov_b32_e32 v18, 0x9b27acf1
	v_mov_b32_e32 v19, 0x3fd24924
	v_fmac_f64_e32 v[18:19], v[14:15], v[16:17]
	v_mov_b32_e32 v16, 0x998ef7b6
	v_mov_b32_e32 v17, 0x3fd99999
	v_fmac_f64_e32 v[16:17], v[14:15], v[18:19]
	v_mov_b32_e32 v18, 0x55555780
	v_mov_b32_e32 v19, 0x3fe55555
	v_fmac_f64_e32 v[18:19], v[14:15], v[16:17]
	v_add_f64 v[16:17], v[12:13], v[12:13]
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_mul_f64 v[12:13], v[12:13], v[18:19]
	v_add_f64 v[14:15], v[16:17], v[12:13]
	v_add_f64 v[16:17], v[14:15], -v[16:17]
	v_add_f64 v[10:11], v[10:11], v[10:11]
	v_add_f64 v[12:13], v[12:13], -v[16:17]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[14:15], v[10:11]
	v_add_f64 v[14:15], v[12:13], -v[14:15]
	v_add_f64 v[10:11], v[10:11], -v[14:15]
	v_cvt_f64_i32_e32 v[14:15], v25
	v_mul_f64 v[16:17], v[14:15], s[12:13]
	v_fma_f64 v[18:19], v[14:15], s[12:13], -v[16:17]
	s_mov_b32 s15, 0x3c7abc9e
	v_fmac_f64_e32 v[18:19], s[14:15], v[14:15]
	v_add_f64 v[14:15], v[16:17], v[18:19]
	v_add_f64 v[16:17], v[14:15], -v[16:17]
	v_add_f64 v[16:17], v[18:19], -v[16:17]
	v_add_f64 v[18:19], v[14:15], v[12:13]
	v_add_f64 v[20:21], v[18:19], -v[14:15]
	v_add_f64 v[22:23], v[18:19], -v[20:21]
	v_add_f64 v[14:15], v[14:15], -v[22:23]
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[16:17], v[10:11]
	v_add_f64 v[20:21], v[14:15], -v[16:17]
	v_add_f64 v[22:23], v[14:15], -v[20:21]
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_add_f64 v[16:17], v[16:17], -v[22:23]
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	v_add_f64 v[14:15], v[18:19], v[12:13]
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[16:17], v[14:15], -v[18:19]
	v_add_f64 v[12:13], v[12:13], -v[16:17]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x7ff00000
	v_add_f64 v[10:11], v[14:15], v[10:11]
	v_cmp_neq_f64_e64 s[0:1], s[0:1], v[6:7]
	v_cmp_neq_f64_e64 s[2:3], 0, v[4:5]
	v_mov_b32_e32 v12, 0xfff00000
	v_cndmask_b32_e64 v11, v24, v11, s[0:1]
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_cndmask_b32_e64 v11, v12, v11, s[2:3]
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	.loc	1 105 5                         ; k_fmath.py:105:5
	global_store_dwordx2 v[8:9], v[10:11], off
.LBB0_6:                                ; %.critedge
	.loc	1 0 5                           ; k_fmath.py:0:5
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x41d00000
	.loc	1 106 38 is_stmt 1              ; k_fmath.py:106:38
	v_cmp_ngt_f64_e64 s[0:1], s[0:1], v[6:7]
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr10_vgpr11
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execnz .LBB0_10
; %bb.7:                                ; %Flow
	.loc	1 0 38 is_stmt 0                ; k_fmath.py:0:38
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_11
.LBB0_8:                                ; %__ocml_sin_f64.exit
	s_or_b64 exec, exec, s[0:1]
	.loc	1 106 5 is_stmt 1               ; k_fmath.py:106:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_12
.LBB0_9:                                ; %.critedge2
	.loc	1 89 1                          ; k_fmath.py:89:1
	s_endpgm
.LBB0_10:
	.loc	1 0 1 is_stmt 0                 ; k_fmath.py:0:1
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x7b000000
	.loc	1 106 38 is_stmt 1              ; k_fmath.py:106:38
	s_movk_i32 s2, 0xff80
	v_ldexp_f64 v[14:15], v[6:7], s2
	v_cmp_le_f64_e64 s[0:1], s[0:1], v[6:7]
	v_trig_preop_f64 v[10:11], v[4:5], 0
	v_trig_preop_f64 v[12:13], v[4:5], 1
	v_cndmask_b32_e64 v15, v7, v15, s[0:1]
	v_cndmask_b32_e64 v14, v6, v14, s[0:1]
	v_mul_f64 v[18:19], v[10:11], v[14:15]
	v_mul_f64 v[16:17], v[12:13], v[14:15]
	v_fma_f64 v[10:11], v[10:11], v[14:15], -v[18:19]
	v_add_f64 v[20:21], v[16:17], v[10:11]
	v_add_f64 v[28:29], v[20:21], -v[16:17]
	v_add_f64 v[10:11], v[10:11], -v[28:29]
	v_add_f64 v[28:29], v[28:29], -v[20:21]
	v_add_f64 v[28:29], v[16:17], v[28:29]
	v_fma_f64 v[12:13], v[12:13], v[14:15], -v[16:17]
	v_trig_preop_f64 v[16:17], v[4:5], 2
	v_add_f64 v[10:11], v[10:11], v[28:29]
	v_mul_f64 v[28:29], v[16:17], v[14:15]
	v_add_f64 v[30:31], v[28:29], v[12:13]
	v_add_f64 v[22:23], v[18:19], v[20:21]
	v_add_f64 v[32:33], v[30:31], v[10:11]
	v_ldexp_f64 v[24:25], v[22:23], -2
	v_add_f64 v[18:19], v[18:19], -v[22:23]
	v_add_f64 v[22:23], v[32:33], -v[30:31]
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	v_add_f64 v[22:23], v[22:23], -v[32:33]
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_add_f64 v[10:11], v[10:11], v[22:23]
	v_add_f64 v[22:23], v[30:31], -v[28:29]
	v_add_f64 v[12:13], v[12:13], -v[22:23]
	v_add_f64 v[22:23], v[22:23], -v[30:31]
	v_add_f64 v[22:23], v[28:29], v[22:23]
	v_add_f64 v[12:13], v[12:13], v[22:23]
	v_fract_f64_e32 v[26:27], v[24:25]
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_fma_f64 v[12:13], v[16:17], v[14:15], -v[28:29]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x7ff00000
	v_add_f64 v[18:19], v[20:21], v[18:19]
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_mul_f64 v[12:13], v[26:27], 4.0
	v_cmp_neq_f64_e64 s[0:1], |v[24:25]|, s[0:1]
	v_add_f64 v[20:21], v[18:19], v[32:33]
	v_mov_b32_e32 v4, 0x40100000
	v_cndmask_b32_e64 v13, 0, v13, s[0:1]
	v_cndmask_b32_e64 v12, 0, v12, s[0:1]
	v_add_f64 v[14:15], v[20:21], v[12:13]
	v_cmp_gt_f64_e64 s[0:1], 0, v[14:15]
	v_mov_b32_e32 v8, 0
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	v_cndmask_b32_e64 v9, 0, v4, s[0:1]
	v_add_f64 v[12:13], v[12:13], v[8:9]
	v_add_f64 v[14:15], v[20:21], v[12:13]
	v_cvt_i32_f64_e32 v4, v[14:15]
	v_cvt_f64_i32_e32 v[14:15], v4
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[14:15], v[20:21], v[12:13]
	v_add_f64 v[18:19], v[32:33], v[18:19]
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[10:11], v[18:19], v[10:11]
	v_add_f64 v[12:13], v[20:21], v[12:13]
	v_cmp_le_f64_e64 s[0:1], 0.5, v[14:15]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	s_nop 0
	v_addc_co_u32_e64 v12, s[2:3], 0, v4, s[0:1]
	v_mov_b32_e32 v4, 0x3ff00000
	v_cndmask_b32_e64 v9, 0, v4, s[0:1]
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	v_add_f64 v[14:15], v[8:9], v[10:11]
	v_add_f64 v[8:9], v[8:9], -v[14:15]
	s_mov_b32 s0, 0x54442d18
	s_mov_b32 s1, 0x3ff921fb
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_mul_f64 v[10:11], v[14:15], s[0:1]
	v_fma_f64 v[16:17], v[14:15], s[0:1], -v[10:11]
	s_mov_b32 s2, 0x33145c07
	s_mov_b32 s3, 0x3c91a626
	v_fmac_f64_e32 v[16:17], s[2:3], v[14:15]
	v_fmac_f64_e32 v[16:17], s[0:1], v[8:9]
	v_add_f64 v[8:9], v[10:11], v[16:17]
	v_add_f64 v[10:11], v[8:9], -v[10:11]
	v_add_f64 v[10:11], v[16:17], -v[10:11]
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_8
.LBB0_11:
	.loc	1 0 38 is_stmt 0                ; k_fmath.py:0:38
	s_mov_b32 s2, 0x6dc9c883
	s_mov_b32 s3, 0x3fe45f30
	.loc	1 106 38 is_stmt 1              ; k_fmath.py:106:38
	v_mul_f64 v[8:9], v[6:7], s[2:3]
	v_rndne_f64_e32 v[12:13], v[8:9]
	s_mov_b32 s2, 0x54442d18
	s_mov_b32 s3, 0xbff921fb
	v_fma_f64 v[8:9], s[2:3], v[12:13], v[6:7]
	s_mov_b32 s3, 0xbc91a626
	s_mov_b32 s2, 0x33145c00
	v_mul_f64 v[14:15], v[12:13], s[2:3]
	v_add_f64 v[18:19], v[8:9], v[14:15]
	v_fma_f64 v[10:11], s[2:3], v[12:13], v[8:9]
	s_mov_b32 s3, 0x3c91a626
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_fma_f64 v[16:17], s[2:3], v[12:13], v[14:15]
	v_add_f64 v[8:9], v[8:9], v[14:15]
	v_add_f64 v[14:15], v[18:19], -v[10:11]
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_add_f64 v[14:15], v[8:9], -v[16:17]
	s_mov_b32 s2, 0x252049c0
	s_mov_b32 s3, 0xb97b839a
	v_fmac_f64_e32 v[14:15], s[2:3], v[12:13]
	v_add_f64 v[8:9], v[10:11], v[14:15]
	v_add_f64 v[10:11], v[8:9], -v[10:11]
	v_add_f64 v[10:11], v[14:15], -v[10:11]
	v_cvt_i32_f64_e32 v12, v[12:13]
	s_or_b64 exec, exec, s[0:1]
	.loc	1 106 5 is_stmt 0               ; k_fmath.py:106:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
.LBB0_12:
	.loc	1 106 38                        ; k_fmath.py:106:38
	v_mul_f64 v[14:15], v[8:9], v[8:9]
	v_mov_b32_e32 v18, 0xb42fdfa7
	v_mov_b32_e32 v19, 0xbe5ae600
	s_mov_b32 s2, 0xf9a43bb8
	s_mov_b32 s3, 0x3de5e0b2
	v_fmac_f64_e32 v[18:19], s[2:3], v[14:15]
	v_mov_b32_e32 v20, 0x796cde01
	v_mov_b32_e32 v21, 0x3ec71de3
	v_fmac_f64_e32 v[20:21], v[14:15], v[18:19]
	v_mov_b32_e32 v18, 0x19e83e5c
	v_mov_b32_e32 v19, 0xbf2a01a0
	v_fmac_f64_e32 v[18:19], v[14:15], v[20:21]
	v_mov_b32_e32 v20, 0x11110bb3
	v_mov_b32_e32 v21, 0x3f811111
	v_mul_f64 v[16:17], v[8:9], -v[14:15]
	v_fmac_f64_e32 v[20:21], v[14:15], v[18:19]
	v_mul_f64 v[18:19], v[10:11], 0.5
	v_fmac_f64_e32 v[18:19], v[16:17], v[20:21]
	v_fma_f64 v[18:19], v[14:15], v[18:19], -v[10:11]
	s_mov_b32 s2, 0x55555555
	s_mov_b32 s3, 0xbfc55555
	v_fmac_f64_e32 v[18:19], s[2:3], v[16:17]
	v_mov_b32_e32 v24, 0x9037ab78
	v_mov_b32_e32 v25, 0x3e21eeb6
	s_mov_b32 s2, 0x46cc5e42
	s_mov_b32 s3, 0xbda907db
	v_fmac_f64_e32 v[24:25], s[2:3], v[14:15]
	v_mov_b32_e32 v26, 0xa17f65f6
	v_mov_b32_e32 v27, 0xbe927e4f
	v_fmac_f64_e32 v[26:27], v[14:15], v[24:25]
	v_mov_b32_e32 v24, 0x19f4ec90
	v_mov_b32_e32 v25, 0x3efa01a0
	v_add_f64 v[16:17], v[8:9], -v[18:19]
	v_mul_f64 v[18:19], v[14:15], 0.5
	v_fmac_f64_e32 v[24:25], v[14:15], v[26:27]
	v_mov_b32_e32 v26, 0x16c16967
	v_mov_b32_e32 v27, 0xbf56c16c
	v_add_f64 v[20:21], -v[18:19], 1.0
	v_fmac_f64_e32 v[26:27], v[14:15], v[24:25]
	v_mov_b32_e32 v24, 0x55555555
	v_mov_b32_e32 v25, 0x3fa55555
	v_mul_f64 v[22:23], v[14:15], v[14:15]
	v_fmac_f64_e32 v[24:25], v[14:15], v[26:27]
	v_add_f64 v[14:15], -v[20:21], 1.0
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	v_fma_f64 v[8:9], v[8:9], -v[10:11], v[14:15]
	v_and_b32_e32 v4, 1, v12
	v_fmac_f64_e32 v[8:9], v[22:23], v[24:25]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x7ff00000
	v_add_f64 v[8:9], v[20:21], v[8:9]
	v_cmp_eq_u32_e32 vcc, 0, v4
	.loc	1 106 14                        ; k_fmath.py:106:14
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	.loc	1 106 38                        ; k_fmath.py:106:38
	s_nop 0
	v_cndmask_b32_e32 v4, v8, v16, vcc
	v_cndmask_b32_e32 v8, v9, v17, vcc
	v_cmp_lg_f64_e32 vcc, s[0:1], v[6:7]
	.loc	1 106 24                        ; k_fmath.py:106:24
	s_lshl_b32 s0, s10, 1
	.loc	1 106 38                        ; k_fmath.py:106:38
	v_lshlrev_b32_e32 v9, 30, v12
	.loc	1 106 14                        ; k_fmath.py:106:14
	s_ashr_i32 s1, s0, 31
	.loc	1 106 38                        ; k_fmath.py:106:38
	v_xor_b32_e32 v5, v9, v5
	.loc	1 106 14                        ; k_fmath.py:106:14
	s_lshl_b64 s[0:1], s[0:1], 3
	.loc	1 106 38                        ; k_fmath.py:106:38
	v_and_b32_e32 v5, 0x80000000, v5
	.loc	1 106 14                        ; k_fmath.py:106:14
	s_add_u32 s0, s6, s0
	.loc	1 106 38                        ; k_fmath.py:106:38
	v_xor_b32_e32 v5, v8, v5
	v_mov_b32_e32 v6, 0x7ff80000
	.loc	1 106 14                        ; k_fmath.py:106:14
	s_addc_u32 s1, s7, s1
	.loc	1 106 38                        ; k_fmath.py:106:38
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cndmask_b32_e32 v5, v6, v5, vcc
	.loc	1 106 14                        ; k_fmath.py:106:14
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[0:1]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40080000
	.loc	1 106 5                         ; k_fmath.py:106:5
	global_store_dwordx2 v[6:7], v[4:5], off
	.loc	1 107 51 is_stmt 1              ; k_fmath.py:107:51
	v_mul_f64 v[6:7], v[2:3], s[0:1]
	.loc	1 107 29 is_stmt 0              ; k_fmath.py:107:29
	v_floor_f64_e32 v[4:5], v[2:3]
	.loc	1 107 43                        ; k_fmath.py:107:43
	v_ceil_f64_e32 v[6:7], v[6:7]
	.loc	1 107 62                        ; k_fmath.py:107:62
	v_cvt_i32_f64_e32 v2, v[2:3]
	.loc	1 107 29                        ; k_fmath.py:107:29
	v_add_f64 v[4:5], v[4:5], v[6:7]
	.loc	1 107 62                        ; k_fmath.py:107:62
	v_cvt_f64_i32_e32 v[2:3], v2
	.loc	1 107 14                        ; k_fmath.py:107:14
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[0:1]
	.loc	1 107 29                        ; k_fmath.py:107:29
	v_add_f64 v[2:3], v[4:5], v[2:3]
	.loc	1 107 5                         ; k_fmath.py:107:5
	global_store_dwordx2 v[0:1], v[2:3], off
	.loc	1 89 1 is_stmt 1                ; k_fmath.py:89:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	f64_exp_log_sin, .Lfunc_end0-f64_exp_log_sin
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_exp_log_sin
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 36
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
	.set .Lf64_exp_log_sin.num_vgpr, 34
	.set .Lf64_exp_log_sin.num_agpr, 0
	.set .Lf64_exp_log_sin.numbered_sgpr, 17
	.set .Lf64_exp_log_sin.num_named_barrier, 0
	.set .Lf64_exp_log_sin.private_seg_size, 0
	.set .Lf64_exp_log_sin.uses_vcc, 1
	.set .Lf64_exp_log_sin.uses_flat_scratch, 0
	.set .Lf64_exp_log_sin.has_dyn_sized_stack, 0
	.set .Lf64_exp_log_sin.has_recursion, 0
	.set .Lf64_exp_log_sin.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3004
; TotalNumSgprs: 23
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
    .name:           f64_exp_log_sin
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         f64_exp_log_sin.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
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

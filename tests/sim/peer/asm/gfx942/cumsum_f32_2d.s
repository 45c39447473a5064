	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	cumsum_f32_2d                   ; -- Begin function cumsum_f32_2d
	.p2align	8
	.type	cumsum_f32_2d,@function
cumsum_f32_2d:                          ; @cumsum_f32_2d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.17:
	.file	1 "/work/main/tests/sim/peer" "k_reduce.py"
	.loc	1 173 0 prologue_end            ; k_reduce.py:173:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.18:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 176 33 is_stmt 1              ; k_reduce.py:176:33
	v_readfirstlane_b32 s0, v0
	.loc	1 174 10                        ; k_reduce.py:174:10
	s_lshl_b32 s1, s12, 4
	.loc	1 174 39 is_stmt 0              ; k_reduce.py:174:39
	s_lshr_b32 s0, s0, 6
	.loc	1 174 10                        ; k_reduce.py:174:10
	s_or_b32 s8, s0, s1
	.loc	1 174 39                        ; k_reduce.py:174:39
	v_and_b32_e32 v1, 63, v0
	.loc	1 176 13 is_stmt 1              ; k_reduce.py:176:13
	s_cmp_lt_i32 s8, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 176 33 is_stmt 0              ; k_reduce.py:176:33
	v_cmp_gt_i32_e32 vcc, s7, v1
	.loc	1 177 9 is_stmt 1               ; k_reduce.py:177:9
	v_mov_b32_e32 v2, 0
	.loc	1 176 12                        ; k_reduce.py:176:12
	s_and_b64 s[14:15], vcc, s[0:1]
	.loc	1 177 25                        ; k_reduce.py:177:25
	s_mul_i32 s12, s8, s7
	v_lshlrev_b32_e32 v0, 2, v1
	v_mov_b32_e32 v5, v2
	.loc	1 177 9 is_stmt 0               ; k_reduce.py:177:9
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; k_reduce.py:0:9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[10:11], s[12:13], 2
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	.loc	1 177 9                         ; k_reduce.py:177:9
	global_load_dword v5, v0, s[10:11]
.LBB0_2:
	.loc	1 0 9                           ; k_reduce.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 174 10 is_stmt 1              ; k_reduce.py:174:10
	s_or_b32 s0, s8, 4
	.loc	1 176 13                        ; k_reduce.py:176:13
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 177 25                        ; k_reduce.py:177:25
	s_lshl2_add_u32 s16, s7, s12
	.loc	1 176 12                        ; k_reduce.py:176:12
	s_and_b64 s[18:19], vcc, s[0:1]
	.loc	1 177 17                        ; k_reduce.py:177:17
	s_ashr_i32 s17, s16, 31
	.loc	1 177 9 is_stmt 0               ; k_reduce.py:177:9
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 177 17                        ; k_reduce.py:177:17
	s_lshl_b64 s[10:11], s[16:17], 2
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	.loc	1 177 9                         ; k_reduce.py:177:9
	global_load_dword v2, v0, s[10:11]
.LBB0_4:
	.loc	1 0 9                           ; k_reduce.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 174 10 is_stmt 1              ; k_reduce.py:174:10
	s_or_b32 s0, s8, 8
	.loc	1 176 13                        ; k_reduce.py:176:13
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 177 25                        ; k_reduce.py:177:25
	s_lshl3_add_u32 s20, s7, s12
	.loc	1 177 9 is_stmt 0               ; k_reduce.py:177:9
	v_mov_b32_e32 v3, 0
	.loc	1 176 12 is_stmt 1              ; k_reduce.py:176:12
	s_and_b64 s[22:23], vcc, s[0:1]
	.loc	1 177 17                        ; k_reduce.py:177:17
	s_ashr_i32 s21, s20, 31
	v_mov_b32_e32 v4, v3
	.loc	1 177 9 is_stmt 0               ; k_reduce.py:177:9
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 177 17                        ; k_reduce.py:177:17
	s_lshl_b64 s[10:11], s[20:21], 2
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	.loc	1 177 9                         ; k_reduce.py:177:9
	global_load_dword v4, v0, s[10:11]
.LBB0_6:
	.loc	1 0 9                           ; k_reduce.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 174 10 is_stmt 1              ; k_reduce.py:174:10
	s_or_b32 s8, s8, 12
	.loc	1 176 13                        ; k_reduce.py:176:13
	s_cmp_lt_i32 s8, s6
	.loc	1 177 25                        ; k_reduce.py:177:25
	s_mul_i32 s7, s7, 12
	.loc	1 176 13                        ; k_reduce.py:176:13
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 177 25                        ; k_reduce.py:177:25
	s_add_i32 s24, s12, s7
	.loc	1 176 12                        ; k_reduce.py:176:12
	s_and_b64 s[26:27], vcc, s[0:1]
	.loc	1 177 17                        ; k_reduce.py:177:17
	s_ashr_i32 s25, s24, 31
	.loc	1 177 9 is_stmt 0               ; k_reduce.py:177:9
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 177 17                        ; k_reduce.py:177:17
	s_lshl_b64 s[6:7], s[24:25], 2
	s_add_u32 s2, s2, s6
	s_addc_u32 s3, s3, s7
	.loc	1 177 9                         ; k_reduce.py:177:9
	global_load_dword v3, v0, s[2:3]
.LBB0_8:
	.loc	1 0 9                           ; k_reduce.py:0:9
	s_or_b64 exec, exec, s[0:1]
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 358 12 is_stmt 1              ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_sub_u32_e64 v6, v1, 1 clamp
	v_lshlrev_b32_e32 v6, 2, v6
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v7, v6, v5
	v_add_u32_e32 v8, -8, v0
	v_cmp_gt_u32_e32 vcc, 2, v1
	v_add_u32_e32 v9, -16, v0
	v_cmp_gt_u32_e64 s[0:1], 4, v1
	v_cndmask_b32_e32 v8, v8, v0, vcc
.Ltmp3:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v5, v7
.Ltmp4:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v9, v9, v0, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], 1, v1
	v_cndmask_b32_e32 v5, v7, v5, vcc
	ds_bpermute_b32 v7, v8, v5
	v_subrev_u32_e32 v10, 32, v0
	v_cmp_gt_u32_e64 s[2:3], 8, v1
	v_subrev_u32_e32 v12, 64, v0
	v_cmp_lt_u32_e64 s[6:7], 7, v1
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v5, v7
.Ltmp6:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v5, v5, v7, s[0:1]
	ds_bpermute_b32 v7, v9, v5
	v_cndmask_b32_e64 v10, v10, v0, s[2:3]
	v_cmp_lt_u32_e64 s[2:3], 3, v1
	v_cmp_gt_u32_e64 s[8:9], 16, v1
	ds_bpermute_b32 v14, v6, v4
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v5, v7
.Ltmp8:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v5, v5, v7, s[2:3]
	ds_bpermute_b32 v7, v6, v2
	ds_bpermute_b32 v11, v10, v5
	ds_bpermute_b32 v6, v6, v3
	v_cmp_gt_u32_e64 s[10:11], 32, v1
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v7, v2, v7
.Ltmp10:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e32 v2, v7, v2, vcc
	ds_bpermute_b32 v7, v8, v2
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v11, v5, v11
.Ltmp12:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v5, v5, v11, s[6:7]
	v_cndmask_b32_e64 v11, v12, v0, s[8:9]
	ds_bpermute_b32 v12, v11, v5
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v2, v7
.Ltmp14:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v7, v2, v7, s[0:1]
	ds_bpermute_b32 v13, v9, v7
.Ltmp15:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	v_add_f32_e32 v6, v3, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v5, v12
.Ltmp16:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e32 v3, v6, v3, vcc
	ds_bpermute_b32 v6, v8, v3
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v7, v13
.Ltmp18:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v7, v7, v12, s[2:3]
	ds_bpermute_b32 v12, v10, v7
	v_cmp_lt_u32_e64 s[8:9], 15, v1
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v3, v6
.Ltmp20:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v3, v3, v6, s[0:1]
	ds_bpermute_b32 v6, v9, v3
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v7, v12
.Ltmp22:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v7, v7, v12, s[6:7]
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	v_add_f32_e32 v12, v4, v14
.Ltmp24:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e32 v4, v12, v4, vcc
	ds_bpermute_b32 v12, v8, v4
	ds_bpermute_b32 v8, v11, v7
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v6, v3, v6
.Ltmp26:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v3, v3, v6, s[2:3]
	ds_bpermute_b32 v6, v10, v3
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v12, v4, v12
.Ltmp28:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v4, v4, v12, s[0:1]
	ds_bpermute_b32 v12, v9, v4
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v8, v7, v8
.Ltmp30:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v8, v7, v8, s[8:9]
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v3, v6
.Ltmp32:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v3, v3, v6, s[6:7]
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v4, v12
.Ltmp34:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v4, v4, v9, s[2:3]
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v11, v3
	v_cndmask_b32_e64 v2, v5, v2, s[8:9]
	v_add_u32_e32 v5, 0xffffff80, v0
	v_cndmask_b32_e64 v13, v5, v0, s[10:11]
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v4, v9
.Ltmp36:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v4, v4, v7, s[6:7]
	ds_bpermute_b32 v7, v11, v4
	ds_bpermute_b32 v5, v13, v2
	ds_bpermute_b32 v9, v13, v8
	v_cmp_lt_u32_e32 vcc, 31, v1
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v6, v4, v7
.Ltmp38:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v6, v4, v6, s[8:9]
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	v_add_f32_e32 v4, v3, v10
.Ltmp40:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e64 v3, v3, v4, s[8:9]
	ds_bpermute_b32 v7, v13, v6
	ds_bpermute_b32 v4, v13, v3
.Ltmp41:
	.loc	1 178 5                         ; k_reduce.py:178:5
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execnz .LBB0_13
; %bb.9:
	.loc	1 0 5 is_stmt 0                 ; k_reduce.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 178 5                         ; k_reduce.py:178:5
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execnz .LBB0_14
.LBB0_10:
	.loc	1 0 5                           ; k_reduce.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 178 5                         ; k_reduce.py:178:5
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execnz .LBB0_15
.LBB0_11:
	.loc	1 0 5                           ; k_reduce.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 178 5                         ; k_reduce.py:178:5
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execnz .LBB0_16
.LBB0_12:
	.loc	1 173 1 is_stmt 1               ; k_reduce.py:173:1
	s_endpgm
.LBB0_13:
	.loc	1 0 1 is_stmt 0                 ; k_reduce.py:0:1
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[2:3], s[12:13], 2
	s_add_u32 s2, s4, s2
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v2, v5
	s_addc_u32 s3, s5, s3
	v_cndmask_b32_e32 v1, v2, v1, vcc
	.loc	1 178 5 is_stmt 1               ; k_reduce.py:178:5
	global_store_dword v0, v1, s[2:3]
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_10
.LBB0_14:
	.loc	1 178 14 is_stmt 0              ; k_reduce.py:178:14
	s_lshl_b64 s[2:3], s[16:17], 2
	s_add_u32 s2, s4, s2
.Ltmp42:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v8, v9
.Ltmp43:
	.loc	1 178 14                        ; k_reduce.py:178:14
	s_addc_u32 s3, s5, s3
.Ltmp44:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e32 v1, v8, v1, vcc
.Ltmp45:
	.loc	1 178 5                         ; k_reduce.py:178:5
	global_store_dword v0, v1, s[2:3]
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB0_11
.LBB0_15:
	.loc	1 178 14 is_stmt 0              ; k_reduce.py:178:14
	s_lshl_b64 s[2:3], s[20:21], 2
	s_add_u32 s2, s4, s2
.Ltmp46:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v6, v7
.Ltmp47:
	.loc	1 178 14                        ; k_reduce.py:178:14
	s_addc_u32 s3, s5, s3
.Ltmp48:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e32 v1, v6, v1, vcc
.Ltmp49:
	.loc	1 178 5                         ; k_reduce.py:178:5
	global_store_dword v0, v1, s[2:3]
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_12
.LBB0_16:
	.loc	1 178 14 is_stmt 0              ; k_reduce.py:178:14
	s_lshl_b64 s[0:1], s[24:25], 2
	s_add_u32 s0, s4, s0
.Ltmp50:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:358:12 @[ k_reduce.py:178:55 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v3, v4
.Ltmp51:
	.loc	1 178 14                        ; k_reduce.py:178:14
	s_addc_u32 s1, s5, s1
.Ltmp52:
	.loc	2 358 12                        ; standard.py:358:12 @[ k_reduce.py:178:55 ]
	v_cndmask_b32_e32 v1, v3, v1, vcc
.Ltmp53:
	.loc	1 178 5                         ; k_reduce.py:178:5
	global_store_dword v0, v1, s[0:1]
	.loc	1 173 1                         ; k_reduce.py:173:1
	s_endpgm
.Ltmp54:
.Lfunc_end0:
	.size	cumsum_f32_2d, .Lfunc_end0-cumsum_f32_2d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cumsum_f32_2d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 16
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
	.set .Lcumsum_f32_2d.num_vgpr, 15
	.set .Lcumsum_f32_2d.num_agpr, 0
	.set .Lcumsum_f32_2d.numbered_sgpr, 28
	.set .Lcumsum_f32_2d.num_named_barrier, 0
	.set .Lcumsum_f32_2d.private_seg_size, 0
	.set .Lcumsum_f32_2d.uses_vcc, 1
	.set .Lcumsum_f32_2d.uses_flat_scratch, 0
	.set .Lcumsum_f32_2d.has_dyn_sized_stack, 0
	.set .Lcumsum_f32_2d.has_recursion, 0
	.set .Lcumsum_f32_2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1380
; TotalNumSgprs: 34
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
	.byte	1                               ; Abbrev [1] 0xb:0x52 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x2c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	178                             ; DW_AT_call_line
	.byte	55                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	358                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
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
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
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
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"k_reduce.py"                   ; string offset=7 ; k_reduce.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=19 ; /work/main/tests/sim/peer
.Linfo_string3:
	.asciz	"cumsum_f32_2d"                 ; string offset=45 ; cumsum_f32_2d
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name:           cumsum_f32_2d
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         cumsum_f32_2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
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

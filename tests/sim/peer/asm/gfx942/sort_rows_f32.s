	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	sort_rows                       ; -- Begin function sort_rows
	.p2align	8
	.type	sort_rows,@function
sort_rows:                              ; @sort_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/work/main/tests/sim/peer" "k_misc.py"
	.loc	1 70 0 prologue_end             ; k_misc.py:70:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.2:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_readfirstlane_b32 s22, v0
.Ltmp2:
	.loc	1 74 5                          ; k_misc.py:74:5
	s_and_b32 s0, s22, 0xc0
	.loc	1 71 38                         ; k_misc.py:71:38
	v_and_b32_e32 v1, 63, v0
	.loc	1 71 12 is_stmt 0               ; k_misc.py:71:12
	s_lshl_b32 s1, s10, 9
	.loc	1 71 38                         ; k_misc.py:71:38
	v_or_b32_e32 v6, s0, v1
	s_and_b32 s0, s22, 0x80
	.loc	1 71 12                         ; k_misc.py:71:12
	s_or_b32 s0, s0, s1
	.loc	1 73 17 is_stmt 1               ; k_misc.py:73:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[18:19], s[0:1], 2
	s_add_u32 s0, s2, s18
	.loc	1 73 45 is_stmt 0               ; k_misc.py:73:45
	v_and_b32_e32 v2, 0x7f, v6
	.loc	1 73 17                         ; k_misc.py:73:17
	s_addc_u32 s1, s3, s19
	v_lshlrev_b32_e32 v7, 2, v2
	.loc	1 73 9                          ; k_misc.py:73:9
	global_load_dword v2, v7, s[0:1]
	global_load_dword v3, v7, s[0:1] offset:1024
.Ltmp3:
	.loc	2 383 10 is_stmt 1              ; standard.py:383:10 @[ standard.py:420:16 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_bfe_u32 v13, v0, 1, 1
	v_and_b32_e32 v14, 1, v0
.Ltmp4:
	.loc	1 74 14                         ; k_misc.py:74:14
	s_add_u32 s20, s4, s18
.Ltmp5:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e32 vcc, v13, v14
.Ltmp6:
	.loc	1 74 14                         ; k_misc.py:74:14
	s_addc_u32 s21, s5, s19
.Ltmp7:
	.loc	2 383 10                        ; standard.py:383:10 @[ standard.py:420:16 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_bfe_u32 v4, v0, 2, 1
.Ltmp8:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[0:1], v4, v13
	v_cmp_ne_u32_e64 s[2:3], v4, v14
.Ltmp9:
	.loc	2 383 10                        ; standard.py:383:10 @[ standard.py:420:16 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_bfe_u32 v5, v0, 3, 1
.Ltmp10:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[6:7], v5, v4
	v_cmp_ne_u32_e64 s[8:9], v5, v13
	v_cmp_ne_u32_e64 s[10:11], v5, v14
.Ltmp11:
	.loc	2 383 10                        ; standard.py:383:10 @[ standard.py:420:16 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_bfe_u32 v10, v0, 4, 1
.Ltmp12:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[12:13], v10, v5
	v_cmp_ne_u32_e64 s[14:15], v10, v4
	v_cmp_ne_u32_e64 s[16:17], v10, v13
.Ltmp13:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_lshlrev_b32_e32 v1, 2, v1
	v_xor_b32_e32 v17, 64, v1
.Ltmp14:
	.loc	2 383 10                        ; standard.py:383:10 @[ standard.py:420:16 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_bfe_u32 v12, v0, 5, 1
.Ltmp15:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_xor_b32_e32 v1, 0x80, v1
.Ltmp16:
	.loc	2 383 10                        ; standard.py:383:10 @[ standard.py:420:16 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_and_b32_e32 v8, 4, v0
	v_and_b32_e32 v9, 16, v0
	v_and_b32_e32 v11, 32, v0
	v_and_b32_e32 v18, 2, v0
	v_bfe_i32 v19, v0, 0, 1
.Ltmp17:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	s_waitcnt vmcnt(1)
	v_mov_b32_dpp v15, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(0)
	v_mov_b32_dpp v16, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v3, v16
	v_cmp_gt_f32_e64 s[18:19], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], vcc, s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v16, s[4:5]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, vcc, s[18:19]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp19:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp21:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[0:1], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[0:1], s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp23:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp25:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp26:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp27:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp28:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[2:3], v10, v14
.Ltmp29:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp30:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v3, v16
.Ltmp31:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp32:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[0:1], s[6:7], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v16, s[0:1]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[6:7], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp33:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp34:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp35:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp36:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[8:9], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[8:9], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp37:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp38:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp39:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp40:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[10:11], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[10:11], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp41:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp42:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp43:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp44:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[12:13], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[12:13], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp45:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp46:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[4:5], v12, v10
.Ltmp47:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp48:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp49:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp50:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[14:15], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[14:15], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp51:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp52:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp53:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp54:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[16:17], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[16:17], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp55:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp56:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v3, v16
.Ltmp57:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp58:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[0:1], s[2:3], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v16, s[0:1]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp59:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	ds_bpermute_b32 v15, v17, v3
	ds_bpermute_b32 v16, v17, v2
.Ltmp60:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[6:7], v12, v5
	v_cmp_ne_u32_e32 vcc, v12, v4
	v_cmp_ne_u32_e64 s[0:1], v12, v13
	.loc	2 403 23 is_stmt 0              ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e64 s[8:9], v3, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s[10:11], v2, v16
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[8:9], s[4:5], s[8:9]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v15, s[8:9]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], s[4:5], s[10:11]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v2, v2, v16, s[4:5]
.Ltmp61:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp62:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v3, v16
.Ltmp63:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp64:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[8:9], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], s[6:7], s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v16, s[4:5]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], s[6:7], s[8:9]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v2, v2, v15, s[4:5]
.Ltmp65:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp66:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[2:3], v12, v14
.Ltmp67:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v16, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp68:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v3, v16
.Ltmp69:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp70:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], vcc, s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v16, s[4:5]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, vcc, s[6:7]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp71:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp72:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp73:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp74:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[0:1], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[0:1], s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp75:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v16, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp76:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v16
.Ltmp77:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v15, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp78:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v15
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v16, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp79:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	ds_bpermute_b32 v16, v1, v3
	ds_bpermute_b32 v15, v1, v2
.Ltmp80:
	.loc	2 383 10                        ; standard.py:383:10 @[ standard.py:420:16 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_bfe_u32 s8, s22, 0x10006
.Ltmp81:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[2:3], s8, v12
	v_cmp_ne_u32_e64 s[6:7], s8, v5
	.loc	2 403 23 is_stmt 0              ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e64 s[0:1], v3, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v2, v15
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[0:1], s[2:3], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v16, s[0:1]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v15, vcc
.Ltmp82:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	ds_bpermute_b32 v5, v17, v3
.Ltmp83:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e64 s[4:5], s8, v10
.Ltmp84:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	ds_bpermute_b32 v10, v17, v2
.Ltmp85:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e32 vcc, s8, v4
	v_cmp_ne_u32_e64 s[0:1], s8, v13
	v_cmp_ne_u32_e64 s[2:3], s8, v14
	.loc	2 403 23 is_stmt 0              ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e64 s[8:9], v3, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s[10:11], v2, v10
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[8:9], s[4:5], s[8:9]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v5, s[8:9]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], s[4:5], s[10:11]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v2, v2, v10, s[4:5]
.Ltmp86:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v5, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp87:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v3, v5
.Ltmp88:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v4, v2 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp89:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[8:9], v2, v4
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], s[6:7], s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v5, s[4:5]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], s[6:7], s[8:9]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v2, v2, v4, s[4:5]
.Ltmp90:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v5, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v10, 0xc8, v6
	v_mov_b32_dpp v4, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v5, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp91:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v3, v5
.Ltmp92:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v4, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp93:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v2, v4
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[4:5], vcc, s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v5, s[4:5]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, vcc, s[6:7]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v4, vcc
.Ltmp94:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v5, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp95:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v5
.Ltmp96:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v4, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp97:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[4:5], v2, v4
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[0:1], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v5, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[0:1], s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v4, vcc
.Ltmp98:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v5, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp99:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v3, v5
.Ltmp100:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v4, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp101:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v4
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v3, v3, v5, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v4, vcc
.Ltmp102:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_lshlrev_b32_e32 v4, 4, v6
	s_movk_i32 s0, 0x420
	v_lshlrev_b32_e32 v5, 6, v14
	v_lshlrev_b32_e32 v12, 2, v8
	v_lshlrev_b32_e32 v13, 5, v9
	v_lshlrev_b32_e32 v15, 3, v11
	v_and_or_b32 v4, v4, s0, v10
	v_or_b32_e32 v16, v12, v13
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v5, 0, v15
	v_add3_u32 v4, v5, v4, v16
	v_lshl_add_u32 v5, v18, 4, v5
	ds_write_b64 v4, v[2:3]
	v_and_b32_e32 v4, 0x440, v19
	v_add3_u32 v12, v5, v13, v12
	v_xad_u32 v4, v10, v4, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v4
	v_add_u32_e32 v10, v12, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp103:
	.loc	2 319 12                        ; standard.py:319:12 @[ standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ] ]
	v_xor_b32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_xor_b32_dpp v5, v5, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp104:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	ds_write_b64 v10, v[4:5]
	v_and_b32_e32 v5, 3, v0
	v_bfrev_b32_e32 v5, v5
	v_and_b32_e32 v4, 0x88, v6
	v_lshrrev_b32_e32 v5, 25, v5
	v_add3_u32 v4, 0, v4, v5
	v_add3_u32 v4, v4, v16, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v4
.Ltmp105:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_bitcmp1_b32 s22, 6
	s_cselect_b64 s[2:3], -1, 0
	v_and_b32_e32 v0, 8, v0
	.loc	2 396 10                        ; standard.py:396:10 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v3
	v_xor_b32_e32 v4, v4, v2
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v3, v5
	v_cmp_gt_f32_e32 vcc, v2, v4
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v5, s[0:1]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, vcc, s[2:3]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v4, vcc
.Ltmp106:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	ds_bpermute_b32 v4, v1, v3
	ds_bpermute_b32 v1, v1, v2
.Ltmp107:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	.loc	2 403 23 is_stmt 0              ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e64 s[2:3], v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s[4:5], v2, v1
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[2:3], vcc, s[2:3]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v3, v3, v4, s[2:3]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, vcc, s[4:5]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v1, v2, v1, vcc
.Ltmp108:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	ds_bpermute_b32 v2, v17, v3
	ds_bpermute_b32 v4, v17, v1
.Ltmp109:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cmp_ne_u32_e64 s[2:3], 0, v8
	v_cmp_ne_u32_e64 s[4:5], 0, v18
	.loc	2 403 23 is_stmt 0              ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e64 s[6:7], v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s[8:9], v1, v4
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[6:7], s[0:1], s[6:7]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v0, v3, v2, s[6:7]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[0:1], s[0:1], s[8:9]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v1, v1, v4, s[0:1]
.Ltmp110:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v3, v0 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp111:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v0, v3
.Ltmp112:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v2, v1 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp113:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[6:7], v1, v2
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[0:1], s[0:1], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v0, v0, v3, s[0:1]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[6:7], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v1, v1, v2, vcc
.Ltmp114:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v3, v0 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_mov_b32_dpp v2, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp115:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v0, v3
.Ltmp116:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v2, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp117:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v2
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v0, v0, v3, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[2:3], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v1, v1, v2, vcc
.Ltmp118:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v3, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp119:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v0, v3
.Ltmp120:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v2, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp121:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v2
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[4:5], vcc
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v0, v0, v3, vcc
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, s[4:5], s[0:1]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v1, v1, v2, vcc
.Ltmp122:
	.loc	2 330 12 is_stmt 1              ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v3, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp123:
	.loc	2 403 33                        ; standard.py:403:33 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_eq_u32_e64 s[2:3], 1, v14
.Ltmp124:
	.loc	2 330 12                        ; standard.py:330:12 @[ standard.py:396:15 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ] ]
	v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp125:
	.loc	2 403 23                        ; standard.py:403:23 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v2
	v_cmp_gt_f32_e32 vcc, v0, v3
	.loc	2 403 22 is_stmt 0              ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e64 v1, v1, v2, s[0:1]
	.loc	2 403 22                        ; standard.py:403:22 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	s_xor_b64 vcc, vcc, s[2:3]
	.loc	2 403 11                        ; standard.py:403:11 @[ standard.py:425:13 @[ standard.py:475:17 @[ standard.py:490:12 @[ k_misc.py:74:59 ] ] ] ]
	v_cndmask_b32_e32 v0, v0, v3, vcc
.Ltmp126:
	.loc	1 74 5 is_stmt 1                ; k_misc.py:74:5
	global_store_dword v7, v1, s[20:21]
	global_store_dword v7, v0, s[20:21] offset:1024
	.loc	1 70 1                          ; k_misc.py:70:1
	s_endpgm
.Ltmp127:
.Lfunc_end0:
	.size	sort_rows, .Lfunc_end0-sort_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sort_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 23
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
	.set .Lsort_rows.num_vgpr, 20
	.set .Lsort_rows.num_agpr, 0
	.set .Lsort_rows.numbered_sgpr, 23
	.set .Lsort_rows.num_named_barrier, 0
	.set .Lsort_rows.private_seg_size, 0
	.set .Lsort_rows.uses_vcc, 1
	.set .Lsort_rows.uses_flat_scratch, 0
	.set .Lsort_rows.has_dyn_sized_stack, 0
	.set .Lsort_rows.has_recursion, 0
	.set .Lsort_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2348
; TotalNumSgprs: 29
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	6                               ; Abbreviation Code
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
	.byte	5                               ; DW_FORM_data2
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
	.byte	1                               ; Abbrev [1] 0xb:0x9f DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x79 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x67 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	74                              ; DW_AT_call_line
	.byte	59                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0x5a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	490                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x5a:0x4c DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	475                             ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x67:0x31 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	425                             ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x74:0x23 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	396                             ; DW_AT_call_line
	.byte	15                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x81:0x15 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp103                        ; DW_AT_low_pc
	.long	.Ltmp104-.Ltmp103               ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.short	330                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x98:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	420                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
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
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"k_misc.py"                     ; string offset=7 ; k_misc.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=17 ; /work/main/tests/sim/peer
.Linfo_string3:
	.asciz	"sort_rows"                     ; string offset=43 ; sort_rows
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .name:           sort_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         sort_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
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

	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	argmax_rows                     ; -- Begin function argmax_rows
	.p2align	8
	.type	argmax_rows,@function
argmax_rows:                            ; @argmax_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_reduce.py"
	.loc	1 40 0 prologue_end             ; k_reduce.py:40:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.4:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 44 5 is_stmt 1                ; k_reduce.py:44:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s7, s0, 6
	.loc	1 42 12                         ; k_reduce.py:42:12
	v_and_b32_e32 v4, 63, v0
	s_and_b32 s0, s0, 0x1c0
	v_or_b32_e32 v1, s0, v4
	.loc	1 43 25                         ; k_reduce.py:43:25
	s_mul_i32 s0, s6, s12
	.loc	1 43 17 is_stmt 0               ; k_reduce.py:43:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s8, s2, s0
	.loc	1 42 12 is_stmt 1               ; k_reduce.py:42:12
	v_or_b32_e32 v2, 0x200, v1
	.loc	1 43 17                         ; k_reduce.py:43:17
	s_addc_u32 s0, s3, s1
	.loc	1 43 9 is_stmt 0                ; k_reduce.py:43:9
	v_lshlrev_b32_e32 v3, 1, v1
	v_bfrev_b32_e32 v5, 1
	.loc	1 43 46                         ; k_reduce.py:43:46
	v_cmp_gt_i32_e32 vcc, s6, v1
	.loc	1 43 9                          ; k_reduce.py:43:9
	s_and_b32 s9, s0, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_lshlrev_b32_e32 v6, 1, v2
	.loc	1 43 46                         ; k_reduce.py:43:46
	v_cmp_gt_i32_e64 s[0:1], s6, v2
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 206 20 is_stmt 1              ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	s_lshl_b32 s2, s7, 1
	v_mov_b32_e32 v8, s2
.Ltmp3:
	.loc	1 43 9                          ; k_reduce.py:43:9
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	buffer_load_ushort v6, v3, s[8:11], 0 offen
	buffer_load_ushort v7, v5, s[8:11], 0 offen
	v_mov_b32_e32 v3, 0xfc00
.Ltmp4:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	s_add_i32 s2, s2, s2
	v_mov_b32_e32 v9, s2
	v_and_b32_e32 v0, 7, v0
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_u32_e32 v5, 0, v0
	v_add_u32_e32 v0, v5, v0
.Ltmp5:
	.loc	1 44 5                          ; k_reduce.py:44:5
	v_or_b32_e32 v4, s7, v4
	.loc	1 43 9                          ; k_reduce.py:43:9
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e32 v6, v3, v6, vcc
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v3, v3, v7, s[0:1]
.Ltmp6:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_ge_f16_e32 vcc, v6, v3
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v6, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v1, v2, v1, vcc
.Ltmp7:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v2, v3, 0, 16
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v11, v1
	v_permlane32_swap_b32_e32 v6, v7
	s_nop 0
	v_permlane32_swap_b32_e32 v10, v11
	v_cmp_eq_u32_e32 vcc, v6, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v6, v7, vcc
	v_cmp_eq_u32_e32 vcc, v10, v1
.Ltmp8:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e64 s[2:3], v3, v2
.Ltmp9:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	s_nop 0
	v_cndmask_b32_e32 v6, v10, v11, vcc
.Ltmp10:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v3, v2
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v6
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_or_b64 vcc, s[2:3], s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v2, v2, v3, vcc
.Ltmp11:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v3, v2, 0, 16
.Ltmp12:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v1, v6, v1, vcc
.Ltmp13:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v11, v1
	v_permlane16_swap_b32_e32 v6, v7
	s_nop 0
	v_permlane16_swap_b32_e32 v10, v11
	v_cmp_eq_u32_e32 vcc, v6, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v6, v7, vcc
	v_cmp_eq_u32_e32 vcc, v10, v1
.Ltmp14:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e64 s[2:3], v2, v3
.Ltmp15:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	s_nop 0
	v_cndmask_b32_e32 v6, v10, v11, vcc
.Ltmp16:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v6
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_or_b64 vcc, s[2:3], s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v2, v3, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v1, v6, v1, vcc
.Ltmp17:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v3, v2, 0, 16
	s_nop 0
	v_mov_b32_dpp v6, v1 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v6
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e64 s[2:3], v2, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_or_b64 vcc, s[2:3], s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v2, v3, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v1, v6, v1, vcc
.Ltmp19:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v3, v2, 0, 16
	s_nop 0
	v_mov_b32_dpp v6, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_mov_b32_dpp v6, v6 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v6
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e64 s[2:3], v2, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_or_b64 vcc, s[2:3], s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v2, v3, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v1, v6, v1, vcc
.Ltmp21:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v3, v2, 0, 16
	s_nop 0
	v_mov_b32_dpp v6, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v6
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e64 s[2:3], v2, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_or_b64 vcc, s[2:3], s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v2, v3, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v1, v6, v1, vcc
.Ltmp23:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v3, v2, 0, 16
	s_nop 0
	v_mov_b32_dpp v6, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v1, v6
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e64 s[2:3], v2, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_or_b64 vcc, s[2:3], s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v2, v3, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v1, v6, v1, vcc
.Ltmp25:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	ds_write_b16 v8, v2 offset:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v2, v5 offset:32
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	v_bfe_i32 v1, v2, 0, 16
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v3, v0 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp26:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v2, v1
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v0, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e32 vcc, v2, v1
	s_or_b64 vcc, vcc, s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v2, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v0, v3, v0, vcc
.Ltmp27:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v2, v1, 0, 16
	s_nop 0
	v_mov_b32_dpp v3, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v2, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp28:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e32 vcc, v1, v2
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[0:1], v0, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e32 vcc, v1, v2
	s_or_b64 vcc, vcc, s[0:1]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e32 v1, v2, v1, vcc
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v0, v3, v0, vcc
.Ltmp29:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	v_bfe_i32 v2, v1, 0, 16
.Ltmp30:
	.loc	1 44 5                          ; k_reduce.py:44:5
	v_cmp_eq_u32_e32 vcc, 0, v4
.Ltmp31:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ]
	s_nop 0
	v_mov_b32_dpp v3, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v2, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp32:
	.loc	1 44 5                          ; k_reduce.py:44:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
.Ltmp33:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_eq_f16_e64 s[0:1], v1, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v0, v2
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cmp_gt_f16_e32 vcc, v1, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_and_b64 s[0:1], s[0:1], s[2:3]
.Ltmp34:
	.loc	1 44 14                         ; k_reduce.py:44:14
	s_ashr_i32 s13, s12, 31
.Ltmp35:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	s_or_b64 vcc, vcc, s[0:1]
.Ltmp36:
	.loc	1 44 14                         ; k_reduce.py:44:14
	s_lshl_b64 s[0:1], s[12:13], 2
	s_add_u32 s0, s4, s0
.Ltmp37:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ k_reduce.py:44:29 ] ] ] ]
	v_cndmask_b32_e32 v0, v2, v0, vcc
.Ltmp38:
	.loc	1 44 14                         ; k_reduce.py:44:14
	s_addc_u32 s1, s5, s1
	v_mov_b32_e32 v1, 0
	.loc	1 44 5 is_stmt 0                ; k_reduce.py:44:5
	global_store_dword v1, v0, s[0:1]
.LBB0_2:
	.loc	1 40 1 is_stmt 1                ; k_reduce.py:40:1
	s_endpgm
.Ltmp39:
.Lfunc_end0:
	.size	argmax_rows, .Lfunc_end0-argmax_rows
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel argmax_rows
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 12
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
	.set .Largmax_rows.num_vgpr, 12
	.set .Largmax_rows.num_agpr, 0
	.set .Largmax_rows.numbered_sgpr, 14
	.set .Largmax_rows.num_named_barrier, 0
	.set .Largmax_rows.private_seg_size, 0
	.set .Largmax_rows.uses_vcc, 1
	.set .Largmax_rows.uses_flat_scratch, 0
	.set .Largmax_rows.has_dyn_sized_stack, 0
	.set .Largmax_rows.has_recursion, 0
	.set .Largmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1232
; TotalNumSgprs: 20
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
	.byte	4                               ; Abbrev [4] 0x41:0x33 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x26 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	223                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x59:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	206                             ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x65:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	186                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
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
	.asciz	"argmax_rows"                   ; string offset=45 ; argmax_rows
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
    .max_flat_workgroup_size: 512
    .name:           argmax_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         argmax_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
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

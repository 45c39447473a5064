	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	atomic_add_f32                  ; -- Begin function atomic_add_f32
	.p2align	8
	.type	atomic_add_f32,@function
atomic_add_f32:                         ; @atomic_add_f32
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.17:
	.file	1 "/work/main/tests/sim/peer" "k_atomic.py"
	.loc	1 56 0 prologue_end             ; k_atomic.py:56:0
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
	.loc	1 60 5 is_stmt 1                ; k_atomic.py:60:5
	v_readfirstlane_b32 s0, v0
	.loc	1 61 5                          ; k_atomic.py:61:5
	s_lshr_b32 s7, s0, 6
	.loc	1 58 12                         ; k_atomic.py:58:12
	s_lshl_b32 s1, s12, 8
	.loc	1 58 26 is_stmt 0               ; k_atomic.py:58:26
	s_and_b32 s0, s0, 0xc0
	v_and_b32_e32 v5, 63, v0
	.loc	1 58 12                         ; k_atomic.py:58:12
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v2, s0, v5
	.loc	1 59 36 is_stmt 1               ; k_atomic.py:59:36
	v_cmp_gt_i32_e32 vcc, s6, v2
	.loc	1 59 9 is_stmt 0                ; k_atomic.py:59:9
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; k_atomic.py:0:9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[2:3]
	.loc	1 59 9                          ; k_atomic.py:59:9
	global_load_dword v1, v[6:7], off
.LBB0_2:
	.loc	1 0 9                           ; k_atomic.py:0:9
	s_or_b64 exec, exec, s[0:1]
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ k_atomic.py:60:38 ] ]
	s_waitcnt vmcnt(0)
	v_add_f32_dpp v3, v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp3:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_atomic.py:60:38 ]
	v_lshlrev_b32_e32 v0, 2, v0
	s_lshl2_add_u32 s1, s7, 0
.Ltmp4:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_atomic.py:60:38 ] ]
	v_add_f32_dpp v3, v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp5:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_atomic.py:60:38 ]
	v_and_b32_e32 v0, 12, v0
	v_add_u32_e32 v0, 0, v0
.Ltmp6:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_atomic.py:60:38 ] ]
	v_add_f32_dpp v3, v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_atomic.py:60:38 ]
	v_mov_b32_e32 v4, v3
	s_nop 1
	v_mov_b32_dpp v4, v4 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_atomic.py:60:38 ] ]
	v_add_f32_e32 v3, v3, v4
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_atomic.py:60:38 ]
	s_nop 0
	v_readlane_b32 s0, v3, 63
	v_mov_b32_e32 v3, s1
	s_nop 0
	v_mov_b32_e32 v4, s0
	ds_write_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
.Ltmp10:
	.loc	1 60 5                          ; k_atomic.py:60:5
	v_or_b32_e32 v4, s7, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_atomic.py:60:38 ] ]
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_atomic.py:60:38 ]
	s_nop 1
	v_mov_b32_dpp v3, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	1 60 19                         ; k_atomic.py:60:19
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_7
; %bb.3:
	.loc	1 0 19 is_stmt 0                ; k_atomic.py:0:19
	s_mov_b64 s[0:1], exec
	v_add_f32_e32 v3, v0, v3
	.loc	1 60 19                         ; k_atomic.py:60:19
	v_bfrev_b32_e32 v0, 1
.LBB0_4:                                ; %ComputeLoop
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[0:1]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[0:1], s[0:1], s[6:7]
	v_add_f32_e32 v0, s8, v0
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %ComputeEnd
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e64 s[0:1], 0, v3
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_7
; %bb.6:
	.loc	1 60 29                         ; k_atomic.py:60:29
	s_mul_hi_i32 s0, s12, 0x55555556
	s_lshr_b32 s1, s0, 31
	s_add_i32 s0, s0, s1
	s_mul_i32 s0, s0, 3
	s_sub_i32 s0, s12, s0
	.loc	1 60 19                         ; k_atomic.py:60:19
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_mov_b32_e32 v3, 0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_add_f32 v3, v0, s[0:1]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_7:                                ; %Flow6
	.loc	1 0 19                          ; k_atomic.py:0:19
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 33 is_stmt 1               ; k_atomic.py:61:33
	s_mov_b32 s0, 0x92492493
	v_mul_hi_i32 v0, v2, s0
	v_add_u32_e32 v0, v0, v2
	v_lshrrev_b32_e32 v3, 31, v0
	v_ashrrev_i32_e32 v0, 2, v0
	v_add_u32_e32 v0, v0, v3
	v_mul_lo_u32 v0, v0, 7
	.loc	1 61 5 is_stmt 0                ; k_atomic.py:61:5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	.loc	1 61 33                         ; k_atomic.py:61:33
	v_sub_u32_e32 v2, v2, v0
	.loc	1 61 5                          ; k_atomic.py:61:5
	v_add_u32_dpp v0, v6, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v6 row_shr:2 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v7, v6 row_shr:3 row_mask:0xf bank_mask:0xf
	v_add3_u32 v0, v0, v4, v7
	.loc	1 61 19                         ; k_atomic.py:61:19
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	.loc	1 61 5                          ; k_atomic.py:61:5
	v_add_u32_dpp v0, v0, v0 row_shr:4 row_mask:0xf bank_mask:0xe
	v_bfrev_b32_e32 v7, 0.5
	.loc	1 61 19                         ; k_atomic.py:61:19
	v_lshl_add_u64 v[2:3], v[2:3], 0, 12
	.loc	1 61 5                          ; k_atomic.py:61:5
	v_add_u32_dpp v0, v0, v0 row_shr:8 row_mask:0xf bank_mask:0xc
	.loc	1 60 5 is_stmt 1                ; k_atomic.py:60:5
	s_barrier
	.loc	1 61 5                          ; k_atomic.py:61:5
	s_nop 0
	v_add_u32_dpp v0, v0, v0 row_bcast:15 row_mask:0xa bank_mask:0xf
	s_nop 1
	v_add_u32_dpp v0, v0, v0 row_bcast:31 row_mask:0xc bank_mask:0xf
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_lshl_add_u32 v4, v0, 2, -4
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_barrier
	s_nop 0
	v_cndmask_b32_e32 v7, v7, v4, vcc
	ds_permute_b32 v4, v7, v1
	ds_permute_b32 v0, v7, v2
	ds_permute_b32 v1, v7, v3
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_bcnt1_i32_b64 s0, vcc
	v_mov_b32_e32 v3, 0
	v_cmp_gt_u32_e32 vcc, s0, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
; %bb.8:
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v3, v1 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_lshl_add_u64 v[6:7], v[0:1], 0, 4
	v_mov_b32_dpp v2, v0 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_eq_u64_e32 vcc, v[6:7], v[2:3]
	s_lshr_b64 s[2:3], vcc, 1
	s_and_b32 s3, s3, 0x55555555
	s_and_b32 s2, s2, 0x55555555
	s_sub_u32 s2, vcc_lo, s2
	s_mov_b32 s4, 0x33333333
	s_subb_u32 s3, vcc_hi, s3
	s_mov_b32 s5, s4
	s_and_b64 s[6:7], s[2:3], s[4:5]
	s_lshr_b64 s[2:3], s[2:3], 2
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_add_u32 s2, s2, s6
	s_addc_u32 s3, s3, s7
	s_lshr_b64 s[4:5], s[2:3], 4
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_and_b32 s2, s2, 0xf0f0f0f
	s_and_b32 s3, s3, 0xf0f0f0f
	s_mul_i32 s4, s2, 0x1010101
	s_mul_hi_u32 s2, s2, 0x1010101
	s_add_i32 s2, s2, s4
	s_mul_i32 s3, s3, 0x1010101
	s_add_i32 s2, s2, s3
	s_cmp_gt_u32 s2, 0x1fffffff
	s_cbranch_scc1 .LBB0_14
; %bb.9:                                ; %.preheader.preheader
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_mov_b32 s4, 0
	s_mov_b64 s[2:3], 0
.LBB0_10:                               ; %.preheader
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 61 5 is_stmt 1                ; k_atomic.py:61:5
	v_readfirstlane_b32 s6, v0
	v_readfirstlane_b32 s7, v1
	v_mov_b32_e32 v5, s4
	s_nop 0
	v_cmp_eq_u64_e64 s[6:7], s[6:7], v[0:1]
	s_bcnt1_i32_b64 s5, s[6:7]
	s_add_i32 s4, s4, s5
	v_mov_b64_e32 v[2:3], s[6:7]
	v_mov_b32_e32 v6, s5
	s_or_b64 s[2:3], s[6:7], s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_10
; %bb.11:
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 5                          ; k_atomic.py:61:5
	v_mbcnt_lo_u32_b32 v2, v2, 0
	v_mbcnt_hi_u32_b32 v2, v3, v2
	v_sub_u32_e32 v3, v6, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_add_lshl_u32 v5, v2, v5, 2
	v_lshlrev_b32_e32 v3, 8, v3
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_or3_b32 v2, v3, v2, v5
	ds_permute_b32 v2, v5, v2
	ds_permute_b32 v0, v5, v0
	ds_permute_b32 v1, v5, v1
	ds_permute_b32 v4, v5, v4
	v_mov_b32_e32 v3, 1
	s_waitcnt lgkmcnt(3)
	v_cmp_ne_u32_sdwa vcc, v2, v3 src0_sel:BYTE_1 src1_sel:DWORD
	s_cbranch_vccz .LBB0_13
; %bb.12:
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v5, v2, v4 offset:128
	v_mov_b32_e32 v6, 32
	v_cmp_gt_u32_sdwa vcc, v2, v6 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v4, v5
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:64
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:32
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:16
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:8
	v_cmp_gt_u32_sdwa vcc, v2, v7 src0_sel:BYTE_1 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v5, v4, v5, vcc
	ds_bpermute_b32 v6, v2, v5 offset:4
	v_cmp_gt_u32_sdwa vcc, v2, v3 src0_sel:BYTE_1 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v4, v4, v5, vcc
.LBB0_13:
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_and_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_15
	s_branch .LBB0_16
.LBB0_14:
	.loc	1 0 5                           ; k_atomic.py:0:5
	s_mov_b64 s[2:3], -1
	s_and_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_16
.LBB0_15:
	.loc	1 61 5 is_stmt 1                ; k_atomic.py:61:5
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_add_f32 v[0:1], v4, off
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_16:
	.loc	1 0 5 is_stmt 0                 ; k_atomic.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 61 5 is_stmt 1                ; k_atomic.py:61:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 56 1                          ; k_atomic.py:56:1
	s_endpgm
.Ltmp14:
.Lfunc_end0:
	.size	atomic_add_f32, .Lfunc_end0-atomic_add_f32
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_add_f32
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
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
	.set .Latomic_add_f32.num_vgpr, 8
	.set .Latomic_add_f32.num_agpr, 0
	.set .Latomic_add_f32.numbered_sgpr, 13
	.set .Latomic_add_f32.num_named_barrier, 0
	.set .Latomic_add_f32.private_seg_size, 0
	.set .Latomic_add_f32.uses_vcc, 1
	.set .Latomic_add_f32.uses_flat_scratch, 0
	.set .Latomic_add_f32.has_dyn_sized_stack, 0
	.set .Latomic_add_f32.has_recursion, 0
	.set .Latomic_add_f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1516
; TotalNumSgprs: 19
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.byte	60                              ; DW_AT_call_line
	.byte	38                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
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
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"k_atomic.py"                   ; string offset=7 ; k_atomic.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=19 ; /work/main/tests/sim/peer
.Linfo_string3:
	.asciz	"atomic_add_f32"                ; string offset=45 ; atomic_add_f32
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
    .max_flat_workgroup_size: 256
    .name:           atomic_add_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         atomic_add_f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
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

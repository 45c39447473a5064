	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	atomic_add_f16_bf16             ; -- Begin function atomic_add_f16_bf16
	.p2align	8
	.type	atomic_add_f16_bf16,@function
atomic_add_f16_bf16:                    ; @atomic_add_f16_bf16
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.21:
	.file	1 "/work/main/tests/sim/peer" "k_narrow.py"
	.loc	1 112 0 prologue_end            ; k_narrow.py:112:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.22:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 117 39 is_stmt 1              ; k_narrow.py:117:39
	v_readfirstlane_b32 s0, v0
	s_and_b32 s0, s0, 0xc0
	.loc	1 119 9                         ; k_narrow.py:119:9
	v_mov_b32_e32 v10, 0
	.loc	1 117 39                        ; k_narrow.py:117:39
	v_and_or_b32 v1, v0, 63, s0
	.loc	1 117 12 is_stmt 0              ; k_narrow.py:117:12
	v_lshl_or_b32 v2, s14, 8, v1
	.loc	1 118 12 is_stmt 1              ; k_narrow.py:118:12
	v_cmp_gt_i32_e32 vcc, s8, v2
	v_mov_b32_e32 v1, 0
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 119 9                         ; k_narrow.py:119:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; k_narrow.py:0:9
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
	.loc	1 119 9                         ; k_narrow.py:119:9
	global_load_dword v10, v[4:5], off
.LBB0_2:
	.loc	1 0 9                           ; k_narrow.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 120 27 is_stmt 1              ; k_narrow.py:120:27
	v_lshrrev_b32_e32 v3, 29, v3
	.loc	1 120 37 is_stmt 0              ; k_narrow.py:120:37
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v8, v10
	.loc	1 120 27                        ; k_narrow.py:120:27
	v_add_u32_e32 v3, v2, v3
	v_and_b32_e32 v3, -8, v3
	.loc	1 120 5                         ; k_narrow.py:120:5
	v_and_b32_e32 v12, 1, v0
	.loc	1 120 27                        ; k_narrow.py:120:27
	v_sub_u32_e32 v2, v2, v3
	.loc	1 120 5                         ; k_narrow.py:120:5
	v_lshlrev_b32_e32 v0, 4, v12
	s_mov_b32 s0, 0xffff
	.loc	1 120 19                        ; k_narrow.py:120:19
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 120 5                         ; k_narrow.py:120:5
	v_lshlrev_b32_e64 v11, v0, s0
	v_pack_b32_f16 v0, v8, v8
	.loc	1 120 19                        ; k_narrow.py:120:19
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[4:5]
	.loc	1 120 5                         ; k_narrow.py:120:5
	v_and_b32_e32 v0, v11, v0
	v_cndmask_b32_e32 v5, -1, v7, vcc
	v_cndmask_b32_e32 v4, -1, v6, vcc
	v_cndmask_b32_e32 v8, 0, v0, vcc
	v_mov_b32_e32 v0, 0
	v_mov_b32_dpp v1, v5 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v9, 0
	v_mov_b32_dpp v0, v4 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[2:3], -1, v[0:1]
	s_or_b64 s[4:5], vcc, s[2:3]
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_mov_b32_dpp v9, v8 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[4:5], s[0:1], s[4:5]
	s_barrier
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_11
; %bb.3:
	v_lshl_add_u64 v[14:15], v[4:5], 0, 2
	v_cmp_eq_u64_e64 s[4:5], v[14:15], v[0:1]
	v_and_b32_e32 v14, 3, v4
	v_mov_b32_e32 v15, 0
	v_cmp_eq_u64_e64 s[8:9], 0, v[14:15]
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e32 v7, v1, v7, vcc
	s_and_b64 s[4:5], s[2:3], s[4:5]
	v_or_b32_e32 v12, v8, v9
	v_cndmask_b32_e32 v8, v0, v6, vcc
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[12:13], 0
	s_xor_b64 s[4:5], s[4:5], -1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_9
; %bb.4:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v8, 3, v8
	v_lshlrev_b32_e32 v13, 3, v8
	s_mov_b32 s4, 0xffff
	v_lshlrev_b32_e64 v8, v13, s4
	v_not_b32_e32 v14, v8
.LBB0_5:                                ; %atomicrmw.start10
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v8, v13, v9
	v_add_f16_e32 v8, v8, v12
	v_lshlrev_b32_e32 v8, v13, v8
	v_and_or_b32 v8, v9, v14, v8
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_eq_u32_e64 s[4:5], v8, v9
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %atomicrmw.end9
	.loc	1 0 5                           ; k_narrow.py:0:5
	s_or_b64 exec, exec, s[12:13]
	.loc	1 120 5                         ; k_narrow.py:120:5
	v_cndmask_b32_e64 v4, v4, v0, s[2:3]
	v_cndmask_b32_e64 v1, v5, v1, s[2:3]
	v_and_b32_e32 v0, -4, v4
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v4, 3, v4
	v_lshlrev_b32_e32 v6, 3, v4
	s_mov_b32 s2, 0xffff
	v_lshlrev_b32_e64 v4, v6, s2
	v_not_b32_e32 v7, v4
	s_mov_b64 s[4:5], 0
.LBB0_7:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v4, v6, v5
	v_add_f16_sdwa v4, v4, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshlrev_b32_e32 v4, v6, v4
	v_and_or_b32 v4, v5, v7, v4
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_eq_u32_e64 s[2:3], v4, v5
	s_or_b64 s[4:5], s[2:3], s[4:5]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ; %atomicrmw.end
	.loc	1 0 5                           ; k_narrow.py:0:5
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr12
.LBB0_9:                                ; %Flow63
	s_andn2_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_11
; %bb.10:
	.loc	1 120 5 is_stmt 1               ; k_narrow.py:120:5
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_pk_add_f16 v[8:9], v12, off
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_11:
	.loc	1 0 5 is_stmt 0                 ; k_narrow.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 121 37 is_stmt 1              ; k_narrow.py:121:37
	v_bfe_u32 v0, v10, 16, 1
	s_movk_i32 s2, 0x7fff
	v_add3_u32 v0, v10, v0, s2
	v_lshrrev_b32_e32 v0, 16, v0
	v_mov_b32_e32 v1, 0x7fff
	v_cmp_o_f32_e64 s[2:3], v10, v10
	.loc	1 121 19 is_stmt 0              ; k_narrow.py:121:19
	v_lshl_add_u64 v[4:5], v[2:3], 1, s[6:7]
	.loc	1 121 5                         ; k_narrow.py:121:5
	v_mov_b32_e32 v3, 0
	.loc	1 121 37                        ; k_narrow.py:121:37
	v_cndmask_b32_e64 v2, v1, v0, s[2:3]
	.loc	1 121 5                         ; k_narrow.py:121:5
	s_mov_b32 s2, 0x5040100
	v_perm_b32 v2, v2, v2, s2
	v_and_b32_e32 v2, v11, v2
	v_cndmask_b32_e32 v1, -1, v5, vcc
	v_cndmask_b32_e32 v0, -1, v4, vcc
	v_cndmask_b32_e32 v6, 0, v2, vcc
	v_mov_b32_e32 v2, 0
	v_mov_b32_dpp v3, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v7, 0
	v_mov_b32_dpp v2, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[2:3], -1, v[2:3]
	s_or_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v9, 0
	v_mov_b32_dpp v7, v6 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[0:1], s[0:1], s[4:5]
	.loc	1 120 5 is_stmt 1               ; k_narrow.py:120:5
	s_barrier
	.loc	1 121 5                         ; k_narrow.py:121:5
	s_barrier
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_20
; %bb.12:
	v_lshl_add_u64 v[12:13], v[0:1], 0, 2
	v_and_b32_e32 v8, 3, v0
	v_cmp_eq_u64_e64 s[0:1], v[12:13], v[2:3]
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_and_b64 s[0:1], s[4:5], s[0:1]
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e32 v5, v3, v5, vcc
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_or_b32_e32 v10, v7, v6
	v_cndmask_b32_e32 v6, v2, v4, vcc
	v_mov_b32_e32 v7, v5
	s_mov_b64 s[8:9], 0
	s_xor_b64 s[0:1], s[0:1], -1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_18
; %bb.13:
	v_and_b32_e32 v4, -4, v6
	global_load_dword v7, v[4:5], off
	v_and_b32_e32 v6, 3, v6
	v_lshlrev_b32_e32 v8, 3, v6
	s_mov_b32 s4, 0xffff
	v_lshlrev_b32_e64 v6, v8, s4
	v_not_b32_e32 v9, v6
	v_lshlrev_b32_e32 v11, 16, v10
	s_movk_i32 s4, 0x7fff
.LBB0_14:                               ; %atomicrmw.start48
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v6, v8, v7 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v6, v6, v11
	v_bfe_u32 v12, v6, 16, 1
	v_or_b32_e32 v13, 0x400000, v6
	v_add3_u32 v12, v12, v6, s4
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v12, v13, vcc
	v_lshlrev_b32_sdwa v6, v8, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_and_or_b32 v6, v7, v9, v6
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v6, v[4:5], v[6:7], off sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v7, v6
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_14
; %bb.15:                               ; %atomicrmw.end47
	.loc	1 0 5 is_stmt 0                 ; k_narrow.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 121 5                         ; k_narrow.py:121:5
	v_cndmask_b32_e64 v2, v0, v2, s[2:3]
	v_cndmask_b32_e64 v1, v1, v3, s[2:3]
	v_and_b32_e32 v0, -4, v2
	global_load_dword v3, v[0:1], off
	v_and_b32_e32 v2, 3, v2
	v_lshlrev_b32_e32 v4, 3, v2
	s_mov_b32 s2, 0xffff
	v_lshrrev_b32_e32 v6, 16, v10
	v_lshlrev_b32_e64 v2, v4, s2
	v_not_b32_e32 v5, v2
	s_mov_b64 s[2:3], 0
	v_lshlrev_b32_e32 v6, 16, v6
	s_movk_i32 s4, 0x7fff
.LBB0_16:                               ; %atomicrmw.start29
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v2, v4, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v2, v2, v6
	v_bfe_u32 v7, v2, 16, 1
	v_or_b32_e32 v8, 0x400000, v2
	v_add3_u32 v7, v7, v2, s4
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v7, v8, vcc
	v_lshlrev_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_and_or_b32 v2, v3, v5, v2
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v2, v[0:1], v[2:3], off sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_16
; %bb.17:                               ; %atomicrmw.end28
	.loc	1 0 5                           ; k_narrow.py:0:5
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr6_vgpr7
                                        ; implicit-def: $vgpr10
.LBB0_18:                               ; %Flow
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 121 5 is_stmt 1               ; k_narrow.py:121:5
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_pk_add_bf16 v[6:7], v10, off
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_20:
	.loc	1 0 5 is_stmt 0                 ; k_narrow.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 121 5 is_stmt 1               ; k_narrow.py:121:5
	s_barrier
	.loc	1 112 1                         ; k_narrow.py:112:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	atomic_add_f16_bf16, .Lfunc_end0-atomic_add_f16_bf16
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_add_f16_bf16
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 15
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
	.set .Latomic_add_f16_bf16.num_vgpr, 16
	.set .Latomic_add_f16_bf16.num_agpr, 0
	.set .Latomic_add_f16_bf16.numbered_sgpr, 15
	.set .Latomic_add_f16_bf16.num_named_barrier, 0
	.set .Latomic_add_f16_bf16.private_seg_size, 0
	.set .Latomic_add_f16_bf16.uses_vcc, 1
	.set .Latomic_add_f16_bf16.uses_flat_scratch, 0
	.set .Latomic_add_f16_bf16.has_dyn_sized_stack, 0
	.set .Latomic_add_f16_bf16.has_recursion, 0
	.set .Latomic_add_f16_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1540
; TotalNumSgprs: 21
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
	.asciz	"k_narrow.py"                   ; string offset=7 ; k_narrow.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=19 ; /work/main/tests/sim/peer
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
    .name:           atomic_add_f16_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         atomic_add_f16_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
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

	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	reduce_cols                     ; -- Begin function reduce_cols
	.p2align	8
	.type	reduce_cols,@function
reduce_cols:                            ; @reduce_cols
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.23:
	.file	1 "/work/main/tests/sim/peer" "k_reduce.py"
	.loc	1 57 0 prologue_end             ; k_reduce.py:57:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.24:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 64 5 is_stmt 1                ; k_reduce.py:64:5
	v_readfirstlane_b32 s0, v0
	.loc	1 58 39                         ; k_reduce.py:58:39
	v_and_b32_e32 v1, 63, v0
	.loc	1 64 5                          ; k_reduce.py:64:5
	s_lshr_b32 s8, s0, 6
	.loc	1 58 10                         ; k_reduce.py:58:10
	v_lshl_or_b32 v2, s12, 6, v1
	.loc	1 62 37                         ; k_reduce.py:62:37
	v_cmp_gt_i32_e32 vcc, s7, v2
	.loc	1 60 5                          ; k_reduce.py:60:5
	s_cmp_lt_i32 s6, 1
	v_ashrrev_i32_e32 v3, 31, v2
	s_cbranch_scc1 .LBB0_19
; %bb.1:                                ; %.lr.ph
	.loc	1 58 39                         ; k_reduce.py:58:39
	s_lshl_b32 s0, s8, 6
	v_mov_b32_e32 v6, s8
	v_bitop3_b32 v6, s0, v6, v1 bitop3:0x36
	.loc	1 60 5                          ; k_reduce.py:60:5
	s_add_i32 s0, s8, 28
	s_mul_i32 s10, s7, s0
	s_add_i32 s0, s8, 24
	s_mul_i32 s11, s7, s0
	s_add_i32 s0, s8, 20
	s_mul_i32 s12, s7, s0
	s_add_i32 s0, s8, 16
	v_lshlrev_b32_e32 v7, 8, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mul_i32 s13, s7, s0
	s_add_i32 s0, s8, 12
	s_lshl_b32 s1, s8, 2
	v_and_b32_e32 v7, 0x300, v7
	v_lshlrev_b32_e32 v1, 2, v1
	v_and_b32_e32 v0, 0xf0, v0
	s_mul_i32 s14, s7, s0
	s_add_i32 s0, s8, 8
	v_lshlrev_b32_e32 v6, 2, v6
	v_xor_b32_e32 v8, s1, v1
	v_add_u32_e32 v7, 0, v7
	v_add_u32_e32 v0, 0, v0
	s_mul_i32 s15, s7, s0
	s_add_i32 s0, s8, 4
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
	s_mov_b32 s2, 0
	s_mul_i32 s3, s7, s8
	s_lshl_b32 s9, s7, 5
	s_mul_i32 s7, s7, s0
	v_add_u32_e32 v10, 0, v6
	v_add_u32_e32 v11, v7, v8
	v_add_u32_e32 v12, s1, v0
	v_add_u32_e32 v13, 0, v1
	v_mov_b32_e32 v8, v9
	s_mov_b32 s16, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 5 is_stmt 0                 ; k_reduce.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_reduce.py:63:16 ]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v14, v16
	v_add_f32_e32 v15, v15, v17
	v_pk_add_f32 v[0:1], v[0:1], v[6:7]
	s_nop 0
	v_pk_add_f32 v[0:1], v[14:15], v[0:1]
	s_barrier
.Ltmp3:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:63:16 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:63:16 ]
	ds_write_b32 v10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v11
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp5:
	.loc	1 60 5                          ; k_reduce.py:60:5
	s_add_i32 s16, s16, 32
.Ltmp6:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:63:16 ] ]
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp7:
	.loc	1 60 5                          ; k_reduce.py:60:5
	s_add_i32 s2, s2, s9
	s_cmp_lt_i32 s16, s6
.Ltmp8:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:63:16 ] ]
	v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:63:16 ]
	ds_write_b32 v12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v13
.Ltmp10:
	.loc	1 63 9                          ; k_reduce.py:63:9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v0
	.loc	1 60 5                          ; k_reduce.py:60:5
	s_cbranch_scc0 .LBB0_20
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 61 14                         ; k_reduce.py:61:14
	s_add_i32 s17, s8, s16
	.loc	1 62 17                         ; k_reduce.py:62:17
	s_cmp_lt_i32 s17, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 62 16 is_stmt 0               ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v14, v9
	.loc	1 63 23 is_stmt 1               ; k_reduce.py:63:23
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23 is_stmt 0                ; k_reduce.py:0:23
	s_add_i32 s18, s3, s2
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[0:1], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v14, v[0:1], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23                          ; k_reduce.py:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	1 61 14 is_stmt 1               ; k_reduce.py:61:14
	s_add_i32 s0, s17, 4
	.loc	1 62 17                         ; k_reduce.py:62:17
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 63 23                         ; k_reduce.py:63:23
	v_mov_b32_e32 v16, 0
	.loc	1 62 16                         ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v15, v16
	.loc	1 63 23                         ; k_reduce.py:63:23
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 63 39 is_stmt 0               ; k_reduce.py:63:39
	s_add_i32 s18, s7, s2
	.loc	1 63 31                         ; k_reduce.py:63:31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[0:1], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v15, v[0:1], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23                          ; k_reduce.py:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	1 61 14 is_stmt 1               ; k_reduce.py:61:14
	s_add_i32 s0, s17, 8
	.loc	1 62 17                         ; k_reduce.py:62:17
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 62 16 is_stmt 0               ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	.loc	1 63 23 is_stmt 1               ; k_reduce.py:63:23
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 63 39 is_stmt 0               ; k_reduce.py:63:39
	s_add_i32 s18, s15, s2
	.loc	1 63 31                         ; k_reduce.py:63:31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[0:1], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v16, v[0:1], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23                          ; k_reduce.py:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	1 61 14 is_stmt 1               ; k_reduce.py:61:14
	s_add_i32 s0, s17, 12
	.loc	1 62 17                         ; k_reduce.py:62:17
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 62 16 is_stmt 0               ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	.loc	1 63 23 is_stmt 1               ; k_reduce.py:63:23
	v_mov_b32_e32 v17, 0
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 63 39 is_stmt 0               ; k_reduce.py:63:39
	s_add_i32 s18, s14, s2
	.loc	1 63 31                         ; k_reduce.py:63:31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[0:1], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v17, v[0:1], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23                          ; k_reduce.py:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	1 61 14 is_stmt 1               ; k_reduce.py:61:14
	s_add_i32 s0, s17, 16
	.loc	1 62 17                         ; k_reduce.py:62:17
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 62 16 is_stmt 0               ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	.loc	1 63 23 is_stmt 1               ; k_reduce.py:63:23
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 63 39 is_stmt 0               ; k_reduce.py:63:39
	s_add_i32 s18, s13, s2
	.loc	1 63 31                         ; k_reduce.py:63:31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[6:7], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v0, v[6:7], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23                          ; k_reduce.py:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	1 61 14 is_stmt 1               ; k_reduce.py:61:14
	s_add_i32 s0, s17, 20
	.loc	1 62 17                         ; k_reduce.py:62:17
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 62 16 is_stmt 0               ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	.loc	1 63 23 is_stmt 1               ; k_reduce.py:63:23
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 63 39 is_stmt 0               ; k_reduce.py:63:39
	s_add_i32 s18, s12, s2
	.loc	1 63 31                         ; k_reduce.py:63:31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[6:7], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v1, v[6:7], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23                          ; k_reduce.py:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	1 61 14 is_stmt 1               ; k_reduce.py:61:14
	s_add_i32 s0, s17, 24
	.loc	1 62 17                         ; k_reduce.py:62:17
	s_cmp_lt_i32 s0, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 62 16 is_stmt 0               ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	.loc	1 63 23 is_stmt 1               ; k_reduce.py:63:23
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 63 39 is_stmt 0               ; k_reduce.py:63:39
	s_add_i32 s18, s11, s2
	.loc	1 63 31                         ; k_reduce.py:63:31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[18:19], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v6, v[18:19], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 23                          ; k_reduce.py:0:23
	s_or_b64 exec, exec, s[0:1]
	.loc	1 62 17 is_stmt 1               ; k_reduce.py:62:17
	s_add_i32 s17, s17, 28
	s_cmp_lt_i32 s17, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 62 16 is_stmt 0               ; k_reduce.py:62:16
	s_and_b64 s[18:19], vcc, s[0:1]
	.loc	1 63 23 is_stmt 1               ; k_reduce.py:63:23
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_2
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 63 31 is_stmt 0               ; k_reduce.py:63:31
	s_add_i32 s18, s10, s2
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[18:19], s[18:19], 2, v[4:5]
	.loc	1 63 23                         ; k_reduce.py:63:23
	global_load_dword v7, v[18:19], off
	s_branch .LBB0_2
.LBB0_19:
	.loc	1 0 23                          ; k_reduce.py:0:23
	v_mov_b32_e32 v8, 0
.LBB0_20:                               ; %._crit_edge
	.loc	1 64 5 is_stmt 1                ; k_reduce.py:64:5
	s_cmp_eq_u32 s8, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 0 5 is_stmt 0                 ; k_reduce.py:0:5
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	.loc	1 64 5                          ; k_reduce.py:64:5
	global_store_dword v[0:1], v8, off
.LBB0_22:
	.loc	1 57 1 is_stmt 1                ; k_reduce.py:57:1
	s_endpgm
.Ltmp11:
.Lfunc_end0:
	.size	reduce_cols, .Lfunc_end0-reduce_cols
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_cols
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 20
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
	.set .Lreduce_cols.num_vgpr, 20
	.set .Lreduce_cols.num_agpr, 0
	.set .Lreduce_cols.numbered_sgpr, 20
	.set .Lreduce_cols.num_named_barrier, 0
	.set .Lreduce_cols.private_seg_size, 0
	.set .Lreduce_cols.uses_vcc, 1
	.set .Lreduce_cols.uses_flat_scratch, 0
	.set .Lreduce_cols.has_dyn_sized_stack, 0
	.set .Lreduce_cols.has_recursion, 0
	.set .Lreduce_cols.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1096
; TotalNumSgprs: 26
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
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	.byte	63                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
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
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
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
	.asciz	"reduce_cols"                   ; string offset=45 ; reduce_cols
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
    .name:           reduce_cols
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         reduce_cols.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
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

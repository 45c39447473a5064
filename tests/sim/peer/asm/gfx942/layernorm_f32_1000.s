	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	layernorm                       ; -- Begin function layernorm
	.p2align	8
	.type	layernorm,@function
layernorm:                              ; @layernorm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_reduce.py"
	.loc	1 98 0 prologue_end             ; k_reduce.py:98:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
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
	.loc	1 110 5 is_stmt 1               ; k_reduce.py:110:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s17, s0, 6
	.loc	1 100 12                        ; k_reduce.py:100:12
	v_and_b32_e32 v1, 63, v0
	s_and_b32 s0, s0, 0xc0
	v_or_b32_e32 v2, s0, v1
	.loc	1 102 25                        ; k_reduce.py:102:25
	s_mul_i32 s0, s14, s16
	.loc	1 102 17 is_stmt 0              ; k_reduce.py:102:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[22:23], s[0:1], 2
	s_add_u32 s24, s2, s22
	.loc	1 100 12 is_stmt 1              ; k_reduce.py:100:12
	v_or_b32_e32 v3, 0x100, v2
	.loc	1 102 17                        ; k_reduce.py:102:17
	s_addc_u32 s0, s3, s23
	.loc	1 100 12                        ; k_reduce.py:100:12
	v_or_b32_e32 v4, 0x200, v2
	v_or_b32_e32 v5, 0x300, v2
	.loc	1 102 9                         ; k_reduce.py:102:9
	s_and_b32 s25, s0, 0xffff
	v_lshlrev_b32_e32 v6, 2, v2
	v_bfrev_b32_e32 v7, 1
	.loc	1 101 12                        ; k_reduce.py:101:12
	v_cmp_gt_i32_e64 s[0:1], s14, v2
	.loc	1 102 9                         ; k_reduce.py:102:9
	v_lshlrev_b32_e32 v2, 2, v3
	.loc	1 101 12                        ; k_reduce.py:101:12
	v_cmp_gt_i32_e64 s[2:3], s14, v3
	v_cmp_gt_i32_e64 s[20:21], s14, v4
	.loc	1 102 9                         ; k_reduce.py:102:9
	s_mov_b32 s27, 0x27000
	v_cndmask_b32_e64 v8, v7, v2, s[2:3]
	v_lshlrev_b32_e32 v2, 2, v4
	s_mov_b32 s26, 0x7ffffffe
	v_cndmask_b32_e64 v6, v7, v6, s[0:1]
	v_cndmask_b32_e64 v9, v7, v2, s[20:21]
	v_lshlrev_b32_e32 v2, 2, v5
	.loc	1 101 12                        ; k_reduce.py:101:12
	v_cmp_gt_i32_e64 s[18:19], s14, v5
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:103:12 ]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
.Ltmp3:
	.loc	1 102 9                         ; k_reduce.py:102:9
	v_cndmask_b32_e64 v7, v7, v2, s[18:19]
	buffer_load_dword v2, v6, s[24:27], 0 offen
	buffer_load_dword v3, v8, s[24:27], 0 offen
	buffer_load_dword v4, v9, s[24:27], 0 offen
	buffer_load_dword v5, v7, s[24:27], 0 offen
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:103:12 ]
	v_add_u32_e32 v11, 0, v0
.Ltmp5:
	.loc	1 103 12                        ; k_reduce.py:103:12
	v_cvt_f32_i32_e32 v10, s14
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:103:12 ]
	s_lshl2_add_u32 s14, s17, 0
	v_mov_b32_e32 v12, s14
	s_mov_b64 s[28:29], s[6:7]
.Ltmp7:
	.loc	1 106 9                         ; k_reduce.py:106:9
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	s_and_b32 s5, s5, 0xffff
	.loc	1 107 9                         ; k_reduce.py:107:9
	s_mov_b32 s30, s26
	s_mov_b32 s31, s27
	s_and_b32 s29, s29, 0xffff
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:103:12 ]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v2, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v13, v3, v5
.Ltmp9:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:103:12 ] ]
	v_add_f32_e32 v0, v0, v13
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:103:12 ]
	v_mov_b32_e32 v13, v0
	s_nop 1
	v_mov_b32_dpp v13, v13 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:103:12 ] ]
	v_add_f32_e32 v0, v13, v0
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:103:12 ]
	s_nop 0
	v_readlane_b32 s14, v0, 63
	s_nop 1
	v_mov_b32_e32 v0, s14
	ds_write_b32 v12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v11
.Ltmp13:
	.loc	2 314 12 is_stmt 0              ; standard.py:314:12 @[ k_reduce.py:105:26 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp14:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:103:12 ] ]
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp15:
	.loc	1 103 12                        ; k_reduce.py:103:12
	v_div_scale_f32 v13, s[24:25], v10, v10, v0
	v_rcp_f32_e32 v14, v13
	v_div_scale_f32 v15, vcc, v0, v10, v0
	.loc	1 108 14                        ; k_reduce.py:108:14
	s_add_u32 s24, s8, s22
	.loc	1 103 12                        ; k_reduce.py:103:12
	v_fma_f32 v16, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v16, v14
	v_mul_f32_e32 v16, v15, v14
	v_fma_f32 v17, -v13, v16, v15
	v_fmac_f32_e32 v16, v17, v14
	v_fma_f32 v13, -v13, v16, v15
	v_div_fmas_f32 v13, v13, v14, v16
	v_div_fixup_f32 v0, v13, v10, v0
	.loc	1 104 25                        ; k_reduce.py:104:25
	v_sub_f32_e32 v2, v2, v0
	v_sub_f32_e32 v3, v3, v0
	v_sub_f32_e32 v4, v4, v0
	v_sub_f32_e32 v5, v5, v0
	.loc	1 104 10 is_stmt 0              ; k_reduce.py:104:10
	v_cndmask_b32_e64 v13, 0, v2, s[0:1]
	v_cndmask_b32_e64 v14, 0, v3, s[2:3]
	v_cndmask_b32_e64 v15, 0, v4, s[20:21]
	v_cndmask_b32_e64 v16, 0, v5, s[18:19]
	.loc	1 105 33 is_stmt 1              ; k_reduce.py:105:33
	v_mul_f32_e32 v2, v13, v13
	v_mul_f32_e32 v3, v14, v14
	v_mul_f32_e32 v4, v15, v15
	v_mul_f32_e32 v5, v16, v16
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:105:26 ]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:105:26 ] ]
	s_nop 0
	v_add_f32_e32 v2, v2, v3
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:105:26 ]
	v_mov_b32_e32 v3, v2
	s_nop 1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:105:26 ] ]
	v_add_f32_e32 v2, v3, v2
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:105:26 ]
	s_nop 0
	v_readlane_b32 s0, v2, 63
	s_nop 1
	v_mov_b32_e32 v2, s0
	ds_write_b32 v12, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp21:
	.loc	1 106 9                         ; k_reduce.py:106:9
	buffer_load_dword v2, v6, s[4:7], 0 offen
	buffer_load_dword v3, v8, s[4:7], 0 offen
	buffer_load_dword v4, v9, s[4:7], 0 offen
	buffer_load_dword v5, v7, s[4:7], 0 offen
	.loc	1 107 9                         ; k_reduce.py:107:9
	buffer_load_dword v12, v6, s[28:31], 0 offen
	buffer_load_dword v17, v8, s[28:31], 0 offen
	buffer_load_dword v18, v9, s[28:31], 0 offen
	buffer_load_dword v19, v7, s[28:31], 0 offen
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:105:26 ]
	ds_read_b32 v11, v11
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:105:26 ] ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v11, v11, v11 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v11, v11, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	1 105 26                        ; k_reduce.py:105:26
	v_div_scale_f32 v20, s[0:1], v10, v10, v11
	v_rcp_f32_e32 v21, v20
	v_div_scale_f32 v22, vcc, v11, v10, v11
	v_fma_f32 v23, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v23, v21
	v_mul_f32_e32 v23, v22, v21
	v_fma_f32 v24, -v20, v23, v22
	v_fmac_f32_e32 v23, v24, v21
	v_fma_f32 v20, -v20, v23, v22
	v_div_fmas_f32 v20, v20, v21, v23
	v_div_fixup_f32 v10, v20, v10, v11
	v_add_f32_e32 v10, s15, v10
	.loc	1 105 18 is_stmt 0              ; k_reduce.py:105:18
	v_sqrt_f32_e32 v10, v10
	.loc	1 109 5 is_stmt 1               ; k_reduce.py:109:5
	v_or_b32_e32 v11, s17, v1
	.loc	1 105 12                        ; k_reduce.py:105:12
	v_div_scale_f32 v1, s[0:1], v10, v10, 1.0
	v_rcp_f32_e32 v20, v1
	v_div_scale_f32 v21, vcc, 1.0, v10, 1.0
	.loc	1 108 14                        ; k_reduce.py:108:14
	s_addc_u32 s0, s9, s23
	.loc	1 108 5 is_stmt 0               ; k_reduce.py:108:5
	s_and_b32 s25, s0, 0xffff
	.loc	1 105 12 is_stmt 1              ; k_reduce.py:105:12
	v_fma_f32 v22, -v1, v20, 1.0
	v_fmac_f32_e32 v20, v22, v20
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v1, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v1, -v1, v22, v21
	v_div_fmas_f32 v1, v1, v20, v22
	v_div_fixup_f32 v1, v1, v10, 1.0
	.loc	1 108 39                        ; k_reduce.py:108:39
	v_mul_f32_e32 v10, v13, v1
	v_mul_f32_e32 v13, v14, v1
	v_mul_f32_e32 v14, v15, v1
	v_mul_f32_e32 v15, v16, v1
	.loc	1 109 5                         ; k_reduce.py:109:5
	v_cmp_eq_u32_e32 vcc, 0, v11
	.loc	1 108 39                        ; k_reduce.py:108:39
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v12, v2, v10
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v17, v3, v13
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v18, v4, v14
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v19, v5, v15
	.loc	1 108 5 is_stmt 0               ; k_reduce.py:108:5
	buffer_store_dword v12, v6, s[24:27], 0 offen
	buffer_store_dword v17, v8, s[24:27], 0 offen
	buffer_store_dword v18, v9, s[24:27], 0 offen
	buffer_store_dword v19, v7, s[24:27], 0 offen
	.loc	1 109 5 is_stmt 1               ; k_reduce.py:109:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 5 is_stmt 0                 ; k_reduce.py:0:5
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[0:1], s[16:17], 2
	s_add_u32 s2, s12, s0
	s_addc_u32 s3, s13, s1
	s_add_u32 s0, s10, s0
	v_mov_b32_e32 v2, 0
	s_addc_u32 s1, s11, s1
	.loc	1 109 5                         ; k_reduce.py:109:5
	global_store_dword v2, v0, s[0:1]
	.loc	1 110 5 is_stmt 1               ; k_reduce.py:110:5
	global_store_dword v2, v1, s[2:3]
.LBB0_2:                                ; %.critedge
	.loc	1 98 1                          ; k_reduce.py:98:1
	s_endpgm
.Ltmp25:
.Lfunc_end0:
	.size	layernorm, .Lfunc_end0-layernorm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel layernorm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 28
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
	.set .Llayernorm.num_vgpr, 25
	.set .Llayernorm.num_agpr, 0
	.set .Llayernorm.numbered_sgpr, 32
	.set .Llayernorm.num_named_barrier, 0
	.set .Llayernorm.private_seg_size, 0
	.set .Llayernorm.uses_vcc, 1
	.set .Llayernorm.uses_flat_scratch, 0
	.set .Llayernorm.has_dyn_sized_stack, 0
	.set .Llayernorm.has_recursion, 0
	.set .Llayernorm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1376
; TotalNumSgprs: 38
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 25
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.byte	1                               ; Abbrev [1] 0xb:0x6c DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x46 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	103                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	105                             ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x67:0xd DW_TAG_inlined_subroutine
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
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
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
	.asciz	"layernorm"                     ; string offset=45 ; layernorm
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           layernorm
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         layernorm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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

	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	rmsnorm                         ; -- Begin function rmsnorm
	.p2align	8
	.type	rmsnorm,@function
rmsnorm:                                ; @rmsnorm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/work/main/tests/sim/peer" "k_reduce.py"
	.loc	1 77 0 prologue_end             ; k_reduce.py:77:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
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
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	v_readfirstlane_b32 s16, v0
	s_mov_b64 s[0:1], s[6:7]
.Ltmp2:
	.loc	1 79 12                         ; k_reduce.py:79:12
	s_and_b32 s6, s16, 0x3c0
	v_and_or_b32 v1, v0, 63, s6
	.loc	1 81 25                         ; k_reduce.py:81:25
	s_mul_i32 s6, s8, s14
	.loc	1 81 17 is_stmt 0               ; k_reduce.py:81:17
	s_ashr_i32 s7, s6, 31
	.loc	1 79 12 is_stmt 1               ; k_reduce.py:79:12
	v_or_b32_e32 v2, 0x400, v1
	.loc	1 81 17                         ; k_reduce.py:81:17
	s_lshl_b64 s[10:11], s[6:7], 2
	.loc	1 81 9 is_stmt 0                ; k_reduce.py:81:9
	v_lshlrev_b32_e32 v5, 2, v1
	v_bfrev_b32_e32 v6, 1
	.loc	1 80 12 is_stmt 1               ; k_reduce.py:80:12
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 79 12                         ; k_reduce.py:79:12
	v_or_b32_e32 v3, 0x800, v1
	v_or_b32_e32 v4, 0xc00, v1
	.loc	1 81 17                         ; k_reduce.py:81:17
	s_add_u32 s12, s2, s10
	.loc	1 81 9 is_stmt 0                ; k_reduce.py:81:9
	v_cndmask_b32_e32 v1, v6, v5, vcc
	v_lshlrev_b32_e32 v5, 2, v2
	.loc	1 80 12 is_stmt 1               ; k_reduce.py:80:12
	v_cmp_gt_i32_e32 vcc, s8, v2
	.loc	1 81 17                         ; k_reduce.py:81:17
	s_addc_u32 s2, s3, s11
	.loc	1 81 9 is_stmt 0                ; k_reduce.py:81:9
	v_lshlrev_b32_e32 v2, 2, v3
	v_cndmask_b32_e32 v8, v6, v5, vcc
	.loc	1 80 12 is_stmt 1               ; k_reduce.py:80:12
	v_cmp_gt_i32_e32 vcc, s8, v3
	.loc	1 81 9                          ; k_reduce.py:81:9
	s_and_b32 s13, s2, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e32 v9, v6, v2, vcc
	v_lshlrev_b32_e32 v2, 2, v4
	.loc	1 80 12                         ; k_reduce.py:80:12
	v_cmp_gt_i32_e32 vcc, s8, v4
.Ltmp3:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	s_lshr_b32 s2, s16, 4
	s_and_b32 s2, s2, 60
.Ltmp4:
	.loc	1 81 9                          ; k_reduce.py:81:9
	v_cndmask_b32_e32 v10, v6, v2, vcc
	buffer_load_dword v2, v1, s[12:15], 0 offen
	buffer_load_dword v4, v9, s[12:15], 0 offen
	buffer_load_dword v5, v10, s[12:15], 0 offen
	buffer_load_dword v3, v8, s[12:15], 0 offen
.Ltmp5:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	v_mov_b32_e32 v11, s2
.Ltmp6:
	.loc	1 83 9                          ; k_reduce.py:83:9
	s_mov_b32 s6, s14
	s_mov_b32 s7, s15
	s_and_b32 s5, s5, 0xffff
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 60, v0
	v_add_u32_e32 v0, 0, v0
.Ltmp8:
	.loc	1 82 21                         ; k_reduce.py:82:21
	v_cvt_f32_i32_e32 v13, s8
	.loc	1 84 14                         ; k_reduce.py:84:14
	s_add_u32 s12, s0, s10
	s_addc_u32 s0, s1, s11
	.loc	1 84 5 is_stmt 0                ; k_reduce.py:84:5
	s_and_b32 s13, s0, 0xffff
	.loc	1 82 28 is_stmt 1               ; k_reduce.py:82:28
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[6:7], v[4:5], v[4:5]
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[2:3], v[2:3], v[6:7]
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:82:21 ] ]
	s_nop 0
	v_add_f32_e32 v6, v6, v7
	s_nop 1
	v_add_f32_dpp v6, v6, v6 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v6, v6, v6 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v6, v6, v6 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v6, v6, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	v_mov_b32_e32 v7, v6
	s_nop 1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:82:21 ] ]
	v_add_f32_e32 v6, v7, v6
	s_nop 1
	v_add_f32_dpp v6, v6, v6 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	s_nop 0
	v_readlane_b32 s2, v6, 63
	s_nop 1
	v_mov_b32_e32 v6, s2
	ds_write_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp14:
	.loc	1 83 9                          ; k_reduce.py:83:9
	buffer_load_dword v6, v1, s[4:7], 0 offen
	buffer_load_dword v7, v8, s[4:7], 0 offen
	buffer_load_dword v11, v9, s[4:7], 0 offen
	buffer_load_dword v12, v10, s[4:7], 0 offen
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	ds_read_b32 v0, v0
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:82:21 ] ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v0, v0, v0 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ k_reduce.py:82:21 ]
	s_nop 1
	v_mov_b32_dpp v14, v0 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ k_reduce.py:82:21 ] ]
	s_nop 1
	v_add_f32_dpp v0, v14, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	1 82 21                         ; k_reduce.py:82:21
	v_div_scale_f32 v14, s[2:3], v13, v13, v0
	v_rcp_f32_e32 v15, v14
	v_div_scale_f32 v16, vcc, v0, v13, v0
	v_fma_f32 v17, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v17, v15
	v_mul_f32_e32 v17, v16, v15
	v_fma_f32 v18, -v14, v17, v16
	v_fmac_f32_e32 v17, v18, v15
	v_fma_f32 v14, -v14, v17, v16
	v_div_fmas_f32 v14, v14, v15, v17
	v_div_fixup_f32 v0, v14, v13, v0
	v_add_f32_e32 v0, s9, v0
	.loc	1 82 12 is_stmt 0               ; k_reduce.py:82:12
	v_rsq_f32_e32 v0, v0
	.loc	1 84 41 is_stmt 1               ; k_reduce.py:84:41
	s_nop 0
	v_mul_f32_e32 v2, v2, v0
	v_mul_f32_e32 v3, v3, v0
	v_mul_f32_e32 v4, v4, v0
	v_mul_f32_e32 v0, v5, v0
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, v6, v2
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, v7, v3
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, v11, v4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v12
	.loc	1 84 5 is_stmt 0                ; k_reduce.py:84:5
	buffer_store_dword v2, v1, s[12:15], 0 offen
	buffer_store_dword v3, v8, s[12:15], 0 offen
	buffer_store_dword v4, v9, s[12:15], 0 offen
	buffer_store_dword v0, v10, s[12:15], 0 offen
	.loc	1 77 1 is_stmt 1                ; k_reduce.py:77:1
	s_endpgm
.Ltmp20:
.Lfunc_end0:
	.size	rmsnorm, .Lfunc_end0-rmsnorm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel rmsnorm
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
		.amdhsa_next_free_vgpr 19
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
	.set .Lrmsnorm.num_vgpr, 19
	.set .Lrmsnorm.num_agpr, 0
	.set .Lrmsnorm.numbered_sgpr, 17
	.set .Lrmsnorm.num_named_barrier, 0
	.set .Lrmsnorm.private_seg_size, 0
	.set .Lrmsnorm.uses_vcc, 1
	.set .Lrmsnorm.uses_flat_scratch, 0
	.set .Lrmsnorm.has_dyn_sized_stack, 0
	.set .Lrmsnorm.has_recursion, 0
	.set .Lrmsnorm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 912
; TotalNumSgprs: 23
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
	.byte	82                              ; DW_AT_call_line
	.byte	21                              ; DW_AT_call_column
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
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
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
	.asciz	"rmsnorm"                       ; string offset=45 ; rmsnorm
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
      - .offset:         28
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
    .max_flat_workgroup_size: 1024
    .name:           rmsnorm
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         rmsnorm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
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

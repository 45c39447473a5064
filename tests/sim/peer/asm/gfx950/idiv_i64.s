	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	idiv_i64                        ; -- Begin function idiv_i64
	.p2align	8
	.type	idiv_i64,@function
idiv_i64:                               ; @idiv_i64
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.7:
	.file	1 "/work/main/tests/sim/peer" "k_integer.py"
	.loc	1 122 0 prologue_end            ; k_integer.py:122:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.8:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 123 39 is_stmt 1              ; k_integer.py:123:39
	v_readfirstlane_b32 s0, v0
	.loc	1 128 5                         ; k_integer.py:128:5
	s_and_b32 s0, s0, 0xc0
	.loc	1 123 39                        ; k_integer.py:123:39
	s_nop 0
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 123 12 is_stmt 0              ; k_integer.py:123:12
	v_lshl_or_b32 v0, s16, 8, v0
	.loc	1 124 12 is_stmt 1              ; k_integer.py:124:12
	v_cmp_gt_i32_e32 vcc, s10, v0
	.loc	1 125 9                         ; k_integer.py:125:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	.loc	1 125 17 is_stmt 0              ; k_integer.py:125:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
	.loc	1 126 17 is_stmt 1              ; k_integer.py:126:17
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	.loc	1 125 9                         ; k_integer.py:125:9
	global_load_dwordx2 v[0:1], v[0:1], off
	.loc	1 126 9                         ; k_integer.py:126:9
	s_nop 0
	global_load_dwordx2 v[4:5], v[4:5], off
	.loc	1 127 28                        ; k_integer.py:127:28
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v6, v1, v5
	v_cmp_ne_u32_e32 vcc, 0, v6
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_ashrrev_i32_e32 v6, 31, v5
	v_mov_b32_e32 v7, v6
	v_lshl_add_u64 v[8:9], v[4:5], 0, v[6:7]
	v_xor_b32_e32 v7, v9, v6
	v_xor_b32_e32 v16, v8, v6
	v_cvt_f32_u32_e32 v8, v16
	v_cvt_f32_u32_e32 v9, v7
	v_sub_co_u32_e32 v17, vcc, 0, v16
	v_mov_b32_e32 v13, 0
	v_fmamk_f32 v8, v9, 0x4f800000, v8
	v_rcp_f32_e32 v8, v8
	v_subb_co_u32_e32 v18, vcc, 0, v7, vcc
	v_mul_f32_e32 v8, 0x5f7ffffc, v8
	v_mul_f32_e32 v9, 0x2f800000, v8
	v_trunc_f32_e32 v9, v9
	v_fmamk_f32 v8, v9, 0xcf800000, v8
	v_cvt_u32_f32_e32 v14, v9
	v_cvt_u32_f32_e32 v15, v8
	v_mul_lo_u32 v10, v17, v14
	v_mul_lo_u32 v11, v18, v15
	v_mad_u64_u32 v[8:9], s[0:1], v17, v15, 0
	v_add3_u32 v19, v9, v10, v11
	v_mad_u64_u32 v[10:11], s[0:1], v15, v19, 0
	v_mul_hi_u32 v12, v15, v8
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[10:11]
	v_mad_u64_u32 v[8:9], s[0:1], v14, v8, 0
	v_add_co_u32_e32 v8, vcc, v10, v8
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v11, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v14, v19, 0
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[8:9]
	v_add_co_u32_e32 v19, vcc, v15, v8
	s_nop 1
	v_addc_co_u32_e32 v20, vcc, v14, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v17, v19, 0
	v_mul_lo_u32 v12, v17, v20
	v_mul_lo_u32 v14, v18, v19
	v_add3_u32 v17, v9, v12, v14
	v_mad_u64_u32 v[14:15], s[0:1], v19, v17, 0
	v_mul_hi_u32 v12, v19, v8
	v_mad_u64_u32 v[10:11], s[0:1], v20, v8, 0
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[14:15]
	v_add_co_u32_e32 v8, vcc, v8, v10
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v9, v11, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v20, v17, 0
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[8:9]
	v_add_co_u32_e32 v14, vcc, v19, v8
	v_ashrrev_i32_e32 v8, 31, v1
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, v20, v9, vcc
	v_mov_b32_e32 v9, v8
	v_lshl_add_u64 v[10:11], v[0:1], 0, v[8:9]
	v_xor_b32_e32 v18, v10, v8
	v_xor_b32_e32 v9, v11, v8
	v_mad_u64_u32 v[10:11], s[0:1], v18, v17, 0
	v_mul_hi_u32 v12, v18, v14
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[10:11]
	v_mad_u64_u32 v[14:15], s[0:1], v9, v14, 0
	v_add_co_u32_e32 v10, vcc, v10, v14
	v_xor_b32_e32 v8, v8, v6
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v11, v15, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v9, v17, 0
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[10:11]
	v_mul_lo_u32 v14, v7, v10
	v_mul_lo_u32 v15, v16, v11
	v_mad_u64_u32 v[12:13], s[0:1], v16, v10, 0
	v_add3_u32 v17, v13, v15, v14
	v_sub_u32_e32 v13, v9, v17
	v_sub_co_u32_e32 v18, vcc, v18, v12
	s_nop 1
	v_subb_co_u32_e64 v12, s[0:1], v13, v7, vcc
	v_sub_co_u32_e64 v13, s[0:1], v18, v16
	v_subb_co_u32_e32 v9, vcc, v9, v17, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v12, v7
	v_cmp_ge_u32_e32 vcc, v9, v7
	s_nop 0
	v_cndmask_b32_e64 v14, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v16
	s_nop 1
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v12, v7
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v13, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, 2
	v_lshl_add_u64 v[14:15], v[10:11], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v13, v15, v13, s[0:1]
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v18, v16
	s_nop 1
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v9, v7
	v_cndmask_b32_e64 v9, v14, v12, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v7, v15, v16, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_cndmask_b32_e32 v7, v11, v13, vcc
	v_xor_b32_e32 v6, v9, v8
	v_xor_b32_e32 v7, v7, v8
	v_sub_co_u32_e32 v6, vcc, v6, v8
	s_nop 1
	v_subb_co_u32_e32 v7, vcc, v7, v8, vcc
.LBB0_3:                                ; %Flow
	.loc	1 0 28 is_stmt 0                ; k_integer.py:0:28
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_5
; %bb.4:
	.loc	1 127 28 is_stmt 1              ; k_integer.py:127:28
	v_cvt_f32_u32_e32 v6, v4
	v_sub_u32_e32 v7, 0, v4
	v_rcp_iflag_f32_e32 v6, v6
	s_nop 0
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_u32_e32 v6, v6, v7
	v_mul_hi_u32 v6, v0, v6
	v_mul_lo_u32 v7, v6, v4
	v_sub_u32_e32 v7, v0, v7
	v_add_u32_e32 v8, 1, v6
	v_sub_u32_e32 v9, v7, v4
	v_cmp_ge_u32_e32 vcc, v7, v4
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_add_u32_e32 v8, 1, v6
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_mov_b32_e32 v7, 0
	s_nop 0
	v_cndmask_b32_e32 v6, v6, v8, vcc
.LBB0_5:                                ; %.split
	.loc	1 0 28 is_stmt 0                ; k_integer.py:0:28
	s_or_b64 exec, exec, s[0:1]
	.loc	1 127 14 is_stmt 1              ; k_integer.py:127:14
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[2:3]
	.loc	1 127 5 is_stmt 0               ; k_integer.py:127:5
	global_store_dwordx2 v[8:9], v[6:7], off
	.loc	1 128 28 is_stmt 1              ; k_integer.py:128:28
	v_mul_lo_u32 v7, v7, v4
	v_mul_lo_u32 v8, v6, v5
	v_mad_u64_u32 v[4:5], s[0:1], v6, v4, 0
	v_add3_u32 v5, v5, v8, v7
	v_sub_co_u32_e32 v0, vcc, v0, v4
	.loc	1 128 14 is_stmt 0              ; k_integer.py:128:14
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	.loc	1 128 28                        ; k_integer.py:128:28
	s_nop 0
	v_subb_co_u32_e32 v1, vcc, v1, v5, vcc
	.loc	1 128 5                         ; k_integer.py:128:5
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB0_6:                                ; %.critedge
	.loc	1 122 1 is_stmt 1               ; k_integer.py:122:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	idiv_i64, .Lfunc_end0-idiv_i64
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel idiv_i64
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 24
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
	.set .Lidiv_i64.num_vgpr, 21
	.set .Lidiv_i64.num_agpr, 0
	.set .Lidiv_i64.numbered_sgpr, 17
	.set .Lidiv_i64.num_named_barrier, 0
	.set .Lidiv_i64.private_seg_size, 0
	.set .Lidiv_i64.uses_vcc, 1
	.set .Lidiv_i64.uses_flat_scratch, 0
	.set .Lidiv_i64.has_dyn_sized_stack, 0
	.set .Lidiv_i64.has_recursion, 0
	.set .Lidiv_i64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1244
; TotalNumSgprs: 23
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.asciz	"k_integer.py"                  ; string offset=7 ; k_integer.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=20 ; /work/main/tests/sim/peer
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
    .name:           idiv_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         idiv_i64.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
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

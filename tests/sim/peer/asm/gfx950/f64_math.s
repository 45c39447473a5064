	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	f64_math                        ; -- Begin function f64_math
	.p2align	8
	.type	f64_math,@function
f64_math:                               ; @f64_math
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_extra.py"
	.loc	1 152 0 prologue_end            ; k_extra.py:152:0
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
	s_load_dword s0, s[0:1], 0x38
.Ltmp1:
	.loc	1 153 39 is_stmt 1              ; k_extra.py:153:39
	v_readfirstlane_b32 s1, v0
	.loc	1 161 5                         ; k_extra.py:161:5
	s_and_b32 s1, s1, 0xc0
	.loc	1 153 39                        ; k_extra.py:153:39
	s_nop 0
	v_and_or_b32 v0, v0, 63, s1
	.loc	1 153 12 is_stmt 0              ; k_extra.py:153:12
	v_lshl_or_b32 v0, s16, 8, v0
	.loc	1 154 12 is_stmt 1              ; k_extra.py:154:12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v0
	.loc	1 155 9                         ; k_extra.py:155:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	.loc	1 155 17 is_stmt 0              ; k_extra.py:155:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 157 17 is_stmt 1              ; k_extra.py:157:17
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[0:1]
	.loc	1 155 9                         ; k_extra.py:155:9
	global_load_dwordx2 v[2:3], v[2:3], off
	.loc	1 156 17                        ; k_extra.py:156:17
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[0:1]
	.loc	1 157 9                         ; k_extra.py:157:9
	global_load_dwordx2 v[8:9], v[6:7], off
	.loc	1 156 9                         ; k_extra.py:156:9
	global_load_dwordx2 v[10:11], v[4:5], off
	s_brev_b32 s2, 8
	.loc	1 160 31                        ; k_extra.py:160:31
	v_mov_b32_e32 v20, 0x100
	.loc	1 158 14                        ; k_extra.py:158:14
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_mov_b32_e32 v21, 0xffffff80
	v_mov_b32_e32 v28, 0x260
	.loc	1 159 14                        ; k_extra.py:159:14
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[0:1]
	.loc	1 160 14                        ; k_extra.py:160:14
	v_lshl_add_u64 v[12:13], s[12:13], 0, v[0:1]
	.loc	1 161 14                        ; k_extra.py:161:14
	v_lshl_add_u64 v[0:1], s[14:15], 0, v[0:1]
	.loc	1 161 29 is_stmt 0              ; k_extra.py:161:29
	s_waitcnt vmcnt(2)
	v_cvt_f32_f64_e32 v23, v[2:3]
	.loc	1 160 39 is_stmt 1              ; k_extra.py:160:39
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v22, 0x7fffffff, v9
	.loc	1 159 30                        ; k_extra.py:159:30
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[16:17], s[0:1], v[10:11], v[10:11], v[2:3]
	.loc	1 158 30                        ; k_extra.py:158:30
	v_fma_f64 v[14:15], v[2:3], v[10:11], v[8:9]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_cmp_gt_i32_e64 s[0:1], s2, v22
	.loc	1 158 5                         ; k_extra.py:158:5
	global_store_dwordx2 v[4:5], v[14:15], off
	.loc	1 159 30                        ; k_extra.py:159:30
	v_rcp_f64_e32 v[4:5], v[16:17]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_cndmask_b32_e64 v20, 0, v20, s[0:1]
	v_ldexp_f64 v[8:9], |v[8:9]|, v20
	v_cndmask_b32_e64 v29, 0, v21, s[0:1]
	v_rsq_f64_e32 v[20:21], v[8:9]
	.loc	1 161 29                        ; k_extra.py:161:29
	v_cvt_f64_f32_e32 v[14:15], v23
	.loc	1 159 30                        ; k_extra.py:159:30
	v_fma_f64 v[22:23], -v[16:17], v[4:5], 1.0
	v_fmac_f64_e32 v[4:5], v[4:5], v[22:23]
	v_fma_f64 v[22:23], -v[16:17], v[4:5], 1.0
	.loc	1 160 31                        ; k_extra.py:160:31
	v_mul_f64 v[24:25], v[8:9], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	.loc	1 159 30                        ; k_extra.py:159:30
	v_div_scale_f64 v[18:19], vcc, v[2:3], v[10:11], v[2:3]
	v_fmac_f64_e32 v[4:5], v[4:5], v[22:23]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_fma_f64 v[22:23], -v[20:21], v[24:25], 0.5
	.loc	1 159 30                        ; k_extra.py:159:30
	v_mul_f64 v[26:27], v[18:19], v[4:5]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_fmac_f64_e32 v[24:25], v[24:25], v[22:23]
	v_fmac_f64_e32 v[20:21], v[20:21], v[22:23]
	.loc	1 159 30                        ; k_extra.py:159:30
	v_fma_f64 v[16:17], -v[16:17], v[26:27], v[18:19]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_fma_f64 v[18:19], -v[24:25], v[24:25], v[8:9]
	.loc	1 159 30                        ; k_extra.py:159:30
	v_div_fmas_f64 v[4:5], v[16:17], v[4:5], v[26:27]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_fmac_f64_e32 v[24:25], v[18:19], v[20:21]
	.loc	1 161 29                        ; k_extra.py:161:29
	v_add_f64 v[14:15], v[14:15], -v[2:3]
	.loc	1 159 30                        ; k_extra.py:159:30
	v_div_fixup_f64 v[2:3], v[4:5], v[10:11], v[2:3]
	.loc	1 160 31                        ; k_extra.py:160:31
	v_fma_f64 v[4:5], -v[24:25], v[24:25], v[8:9]
	v_fmac_f64_e32 v[24:25], v[4:5], v[20:21]
	.loc	1 159 5                         ; k_extra.py:159:5
	global_store_dwordx2 v[6:7], v[2:3], off
	.loc	1 160 31                        ; k_extra.py:160:31
	v_ldexp_f64 v[2:3], v[24:25], v29
	v_cmp_class_f64_e32 vcc, v[8:9], v28
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v9, vcc
	v_cndmask_b32_e32 v2, v2, v8, vcc
	.loc	1 160 5 is_stmt 0               ; k_extra.py:160:5
	global_store_dwordx2 v[12:13], v[2:3], off
	.loc	1 161 5 is_stmt 1               ; k_extra.py:161:5
	global_store_dwordx2 v[0:1], v[14:15], off
.LBB0_2:                                ; %.critedge4
	.loc	1 152 1                         ; k_extra.py:152:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	f64_math, .Lfunc_end0-f64_math
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 32
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
	.set .Lf64_math.num_vgpr, 30
	.set .Lf64_math.num_agpr, 0
	.set .Lf64_math.numbered_sgpr, 17
	.set .Lf64_math.num_named_barrier, 0
	.set .Lf64_math.private_seg_size, 0
	.set .Lf64_math.uses_vcc, 1
	.set .Lf64_math.uses_flat_scratch, 0
	.set .Lf64_math.has_dyn_sized_stack, 0
	.set .Lf64_math.has_recursion, 0
	.set .Lf64_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 704
; TotalNumSgprs: 23
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
	.asciz	"k_extra.py"                    ; string offset=7 ; k_extra.py
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           f64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         f64_math.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
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

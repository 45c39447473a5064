	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	cvt_narrow_f16                  ; -- Begin function cvt_narrow_f16
	.p2align	8
	.type	cvt_narrow_f16,@function
cvt_narrow_f16:                         ; @cvt_narrow_f16
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_narrow.py"
	.loc	1 66 0 prologue_end             ; k_narrow.py:66:0
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
	s_load_dword s17, s[0:1], 0x50
.Ltmp1:
	.loc	1 71 39 is_stmt 1               ; k_narrow.py:71:39
	v_readfirstlane_b32 s18, v0
	.loc	1 82 5                          ; k_narrow.py:82:5
	s_and_b32 s18, s18, 0xc0
	.loc	1 71 39                         ; k_narrow.py:71:39
	s_nop 0
	v_and_or_b32 v0, v0, 63, s18
	.loc	1 71 12 is_stmt 0               ; k_narrow.py:71:12
	v_lshl_or_b32 v0, s16, 8, v0
	.loc	1 72 12 is_stmt 1               ; k_narrow.py:72:12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s17, v0
	.loc	1 73 9                          ; k_narrow.py:73:9
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	.loc	1 73 17 is_stmt 0               ; k_narrow.py:73:17
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 74 17 is_stmt 1               ; k_narrow.py:74:17
	v_lshlrev_b64 v[4:5], 1, v[0:1]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	.loc	1 73 17                         ; k_narrow.py:73:17
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 74 9                          ; k_narrow.py:74:9
	global_load_ushort v10, v[6:7], off
	.loc	1 75 17                         ; k_narrow.py:75:17
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	.loc	1 75 9 is_stmt 0                ; k_narrow.py:75:9
	global_load_ushort v11, v[6:7], off
	.loc	1 79 28 is_stmt 1               ; k_narrow.py:79:28
	global_load_ubyte v12, v[2:3], off
	.loc	1 78 17                         ; k_narrow.py:78:17
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	.loc	1 76 17                         ; k_narrow.py:76:17
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[4:5]
	.loc	1 78 17                         ; k_narrow.py:78:17
	v_lshl_add_u64 v[8:9], s[12:13], 0, v[2:3]
	.loc	1 78 9 is_stmt 0                ; k_narrow.py:78:9
	global_load_dword v13, v[8:9], off
	.loc	1 76 9 is_stmt 1                ; k_narrow.py:76:9
	global_load_ushort v14, v[6:7], off
	.loc	1 77 17                         ; k_narrow.py:77:17
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[4:5]
	.loc	1 77 9 is_stmt 0                ; k_narrow.py:77:9
	global_load_ushort v8, v[6:7], off
	s_load_dwordx4 s[4:7], s[0:1], 0x38
	s_load_dwordx2 s[2:3], s[0:1], 0x48
	.loc	1 79 14 is_stmt 1               ; k_narrow.py:79:14
	v_lshl_add_u64 v[2:3], s[14:15], 0, v[2:3]
	.loc	1 80 14                         ; k_narrow.py:80:14
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	.loc	1 81 14                         ; k_narrow.py:81:14
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	.loc	1 82 14                         ; k_narrow.py:82:14
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 79 72                         ; k_narrow.py:79:72
	s_waitcnt vmcnt(4)
	v_cvt_i16_f16_e32 v15, v11
	.loc	1 79 28 is_stmt 0               ; k_narrow.py:79:28
	s_waitcnt vmcnt(3)
	v_cvt_f32_ubyte0_e32 v9, v12
	.loc	1 79 47                         ; k_narrow.py:79:47
	v_cvt_f32_i32_sdwa v12, sext(v10) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	.loc	1 79 72                         ; k_narrow.py:79:72
	v_cvt_f32_i32_sdwa v15, sext(v15) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	.loc	1 80 29 is_stmt 1               ; k_narrow.py:80:29
	s_waitcnt vmcnt(2)
	v_cvt_i32_f32_e32 v13, v13
	.loc	1 81 31                         ; k_narrow.py:81:31
	v_add_f16_e32 v11, v11, v11
	.loc	1 81 55 is_stmt 0               ; k_narrow.py:81:55
	v_cvt_f16_i16_e32 v10, v10
	.loc	1 82 39 is_stmt 1               ; k_narrow.py:82:39
	s_waitcnt vmcnt(0)
	v_mul_f16_e32 v16, v14, v8
	.loc	1 82 46 is_stmt 0               ; k_narrow.py:82:46
	v_add_f16_e32 v17, v14, v8
	.loc	1 82 55                         ; k_narrow.py:82:55
	v_max_f16_e32 v8, v8, v8
	v_max_f16_e32 v18, v14, v14
	.loc	1 79 28 is_stmt 1               ; k_narrow.py:79:28
	v_fmac_f32_e32 v9, 0.5, v12
	.loc	1 81 30                         ; k_narrow.py:81:30
	v_cvt_i16_f16_e32 v11, v11
	.loc	1 81 55 is_stmt 0               ; k_narrow.py:81:55
	v_cvt_i16_f16_e32 v10, v10
	.loc	1 82 28 is_stmt 1               ; k_narrow.py:82:28
	v_max_f16_e32 v16, v16, v17
	.loc	1 82 55 is_stmt 0               ; k_narrow.py:82:55
	v_min_f16_e32 v8, v18, v8
	.loc	1 79 28 is_stmt 1               ; k_narrow.py:79:28
	v_add_f32_e32 v9, v9, v15
	.loc	1 81 30                         ; k_narrow.py:81:30
	v_add_u16_e32 v10, v11, v10
	.loc	1 82 28                         ; k_narrow.py:82:28
	v_fma_f16 v8, -v14, v8, v16
	.loc	1 79 5                          ; k_narrow.py:79:5
	global_store_dword v[2:3], v9, off
	.loc	1 80 5                          ; k_narrow.py:80:5
	global_store_byte v[0:1], v13, off
	.loc	1 81 5                          ; k_narrow.py:81:5
	global_store_short v[6:7], v10, off
	.loc	1 82 5                          ; k_narrow.py:82:5
	global_store_short v[4:5], v8, off
.LBB0_2:                                ; %.critedge4
	.loc	1 66 1                          ; k_narrow.py:66:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	cvt_narrow_f16, .Lfunc_end0-cvt_narrow_f16
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_narrow_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 19
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
	.set .Lcvt_narrow_f16.num_vgpr, 19
	.set .Lcvt_narrow_f16.num_agpr, 0
	.set .Lcvt_narrow_f16.numbered_sgpr, 19
	.set .Lcvt_narrow_f16.num_named_barrier, 0
	.set .Lcvt_narrow_f16.private_seg_size, 0
	.set .Lcvt_narrow_f16.uses_vcc, 1
	.set .Lcvt_narrow_f16.uses_flat_scratch, 0
	.set .Lcvt_narrow_f16.has_dyn_sized_stack, 0
	.set .Lcvt_narrow_f16.has_recursion, 0
	.set .Lcvt_narrow_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 620
; TotalNumSgprs: 25
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
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
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .offset:         80
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           cvt_narrow_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         cvt_narrow_f16.kd
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

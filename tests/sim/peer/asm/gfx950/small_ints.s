	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	small_ints                      ; -- Begin function small_ints
	.p2align	8
	.type	small_ints,@function
small_ints:                             ; @small_ints
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.25:
	.file	1 "/work/main/tests/sim/peer" "k_extra.py"
	.loc	1 57 0 prologue_end             ; k_extra.py:57:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.26:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 58 39 is_stmt 1               ; k_extra.py:58:39
	v_readfirstlane_b32 s0, v0
	.loc	1 65 5                          ; k_extra.py:65:5
	s_and_b32 s0, s0, 0xc0
	v_mov_b32_e32 v4, 0
	.loc	1 58 39                         ; k_extra.py:58:39
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 58 12 is_stmt 0               ; k_extra.py:58:12
	v_lshl_or_b32 v0, s15, 9, v0
	.loc	1 60 17 is_stmt 1               ; k_extra.py:60:17
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 59 12                         ; k_extra.py:59:12
	v_cmp_gt_i32_e32 vcc, s14, v0
	.loc	1 60 17                         ; k_extra.py:60:17
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	v_mov_b32_e32 v5, 0
	.loc	1 60 9 is_stmt 0                ; k_extra.py:60:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ubyte v5, v[2:3], off
.LBB0_2:
	.loc	1 0 9                           ; k_extra.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 58 12 is_stmt 1               ; k_extra.py:58:12
	v_or_b32_e32 v6, 0x100, v0
	.loc	1 59 12                         ; k_extra.py:59:12
	v_cmp_gt_i32_e64 s[0:1], s14, v6
	.loc	1 60 9                          ; k_extra.py:60:9
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ubyte v4, v[2:3], off offset:256
.LBB0_4:
	.loc	1 0 9 is_stmt 0                 ; k_extra.py:0:9
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 17 is_stmt 1               ; k_extra.py:61:17
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 61 9 is_stmt 0                ; k_extra.py:61:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ubyte v7, v[2:3], off
.LBB0_6:
	.loc	1 0 9                           ; k_extra.py:0:9
	s_or_b64 exec, exec, s[2:3]
	.loc	1 61 9                          ; k_extra.py:61:9
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ubyte v6, v[2:3], off offset:256
.LBB0_8:
	.loc	1 0 9                           ; k_extra.py:0:9
	s_or_b64 exec, exec, s[2:3]
	.loc	1 62 17 is_stmt 1               ; k_extra.py:62:17
	v_lshl_add_u64 v[2:3], v[0:1], 1, s[6:7]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 62 9 is_stmt 0                ; k_extra.py:62:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_17
; %bb.9:
	.loc	1 0 9                           ; k_extra.py:0:9
	s_or_b64 exec, exec, s[2:3]
	.loc	1 62 9                          ; k_extra.py:62:9
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_18
.LBB0_10:
	.loc	1 0 9                           ; k_extra.py:0:9
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 14 is_stmt 1               ; k_extra.py:63:14
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[0:1]
	.loc	1 63 5 is_stmt 0                ; k_extra.py:63:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_19
.LBB0_11:
	.loc	1 0 5                           ; k_extra.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 5                          ; k_extra.py:63:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_20
.LBB0_12:
	.loc	1 0 5                           ; k_extra.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 64 14 is_stmt 1               ; k_extra.py:64:14
	v_lshl_add_u64 v[2:3], v[0:1], 1, s[10:11]
	.loc	1 64 5 is_stmt 0                ; k_extra.py:64:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_21
.LBB0_13:
	.loc	1 0 5                           ; k_extra.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 64 5                          ; k_extra.py:64:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_22
.LBB0_14:
	.loc	1 0 5                           ; k_extra.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 65 14 is_stmt 1               ; k_extra.py:65:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[12:13]
	.loc	1 65 5 is_stmt 0                ; k_extra.py:65:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_23
.LBB0_15:
	.loc	1 0 5                           ; k_extra.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 65 5                          ; k_extra.py:65:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_24
.LBB0_16:
	.loc	1 57 1 is_stmt 1                ; k_extra.py:57:1
	s_endpgm
.LBB0_17:
	.loc	1 62 9                          ; k_extra.py:62:9
	global_load_ushort v9, v[2:3], off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
.LBB0_18:
	global_load_ushort v8, v[2:3], off offset:512
	s_or_b64 exec, exec, s[2:3]
	.loc	1 63 14                         ; k_extra.py:63:14
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[0:1]
	.loc	1 63 5 is_stmt 0                ; k_extra.py:63:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_11
.LBB0_19:
	.loc	1 63 30                         ; k_extra.py:63:30
	s_waitcnt vmcnt(0)
	v_mad_legacy_u16 v10, v5, 3, v7
	.loc	1 63 5                          ; k_extra.py:63:5
	global_store_byte v[2:3], v10, off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_12
.LBB0_20:
	.loc	1 63 30                         ; k_extra.py:63:30
	s_waitcnt vmcnt(0)
	v_mad_legacy_u16 v10, v4, 3, v6
	.loc	1 63 5                          ; k_extra.py:63:5
	global_store_byte v[2:3], v10, off offset:256
	s_or_b64 exec, exec, s[2:3]
	.loc	1 64 14 is_stmt 1               ; k_extra.py:64:14
	v_lshl_add_u64 v[2:3], v[0:1], 1, s[10:11]
	.loc	1 64 5 is_stmt 0                ; k_extra.py:64:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_13
.LBB0_21:
	.loc	1 64 31                         ; k_extra.py:64:31
	s_waitcnt vmcnt(0)
	v_ashrrev_i16_e32 v10, 3, v9
	.loc	1 64 41                         ; k_extra.py:64:41
	v_mul_lo_u16_sdwa v11, v7, sext(v5) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 64 30                         ; k_extra.py:64:30
	v_sub_u16_e32 v10, v10, v11
	.loc	1 64 5                          ; k_extra.py:64:5
	global_store_short v[2:3], v10, off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_14
.LBB0_22:
	.loc	1 64 31                         ; k_extra.py:64:31
	s_waitcnt vmcnt(0)
	v_ashrrev_i16_e32 v10, 3, v8
	.loc	1 64 41                         ; k_extra.py:64:41
	v_mul_lo_u16_sdwa v11, v6, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	1 64 30                         ; k_extra.py:64:30
	v_sub_u16_e32 v10, v10, v11
	.loc	1 64 5                          ; k_extra.py:64:5
	global_store_short v[2:3], v10, off offset:512
	s_or_b64 exec, exec, s[2:3]
	.loc	1 65 14 is_stmt 1               ; k_extra.py:65:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[12:13]
	.loc	1 65 5 is_stmt 0                ; k_extra.py:65:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_15
.LBB0_23:
	.loc	1 65 30                         ; k_extra.py:65:30
	s_movk_i32 s4, 0x3e8
	s_waitcnt vmcnt(0)
	v_mul_i32_i24_sdwa v2, sext(v5), s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 65 54                         ; k_extra.py:65:54
	v_and_b32_e32 v3, 0xffff, v7
	.loc	1 65 71                         ; k_extra.py:65:71
	v_bfe_i32 v5, v9, 0, 16
	.loc	1 65 30                         ; k_extra.py:65:30
	v_mad_i32_i24 v2, v5, v3, v2
	.loc	1 65 5                          ; k_extra.py:65:5
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_16
.LBB0_24:
	.loc	1 65 30                         ; k_extra.py:65:30
	s_movk_i32 s0, 0x3e8
	s_waitcnt vmcnt(0)
	v_mul_i32_i24_sdwa v2, sext(v4), s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	.loc	1 65 54                         ; k_extra.py:65:54
	v_and_b32_e32 v3, 0xffff, v6
	.loc	1 65 71                         ; k_extra.py:65:71
	v_bfe_i32 v4, v8, 0, 16
	.loc	1 65 30                         ; k_extra.py:65:30
	v_mad_i32_i24 v2, v4, v3, v2
	.loc	1 65 5                          ; k_extra.py:65:5
	global_store_dword v[0:1], v2, off offset:1024
	.loc	1 57 1 is_stmt 1                ; k_extra.py:57:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	small_ints, .Lfunc_end0-small_ints
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel small_ints
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
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
		.amdhsa_next_free_sgpr 16
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
	.set .Lsmall_ints.num_vgpr, 12
	.set .Lsmall_ints.num_agpr, 0
	.set .Lsmall_ints.numbered_sgpr, 16
	.set .Lsmall_ints.num_named_barrier, 0
	.set .Lsmall_ints.private_seg_size, 0
	.set .Lsmall_ints.uses_vcc, 1
	.set .Lsmall_ints.uses_flat_scratch, 0
	.set .Lsmall_ints.has_dyn_sized_stack, 0
	.set .Lsmall_ints.has_recursion, 0
	.set .Lsmall_ints.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 876
; TotalNumSgprs: 22
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
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
      - .offset:         48
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
    .name:           small_ints
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         small_ints.kd
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

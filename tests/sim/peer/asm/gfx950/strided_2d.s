	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	strided_2d                      ; -- Begin function strided_2d
	.p2align	8
	.type	strided_2d,@function
strided_2d:                             ; @strided_2d
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.17:
	.file	1 "/work/main/tests/sim/peer" "k_elementwise.py"
	.loc	1 205 0 prologue_end            ; k_elementwise.py:205:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
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
	.loc	1 206 39 is_stmt 1              ; k_elementwise.py:206:39
	v_readfirstlane_b32 s0, v0
	.loc	1 210 5                         ; k_elementwise.py:210:5
	s_and_b32 s0, s0, 0xc0
	.loc	1 209 9                         ; k_elementwise.py:209:9
	v_mov_b32_e32 v4, -1.0
	.loc	1 206 39                        ; k_elementwise.py:206:39
	v_and_or_b32 v1, v0, 32, s0
	v_lshrrev_b32_e32 v1, 5, v1
	v_and_b32_e32 v0, 31, v0
	.loc	1 206 10 is_stmt 0              ; k_elementwise.py:206:10
	v_lshl_or_b32 v5, s14, 5, v1
	.loc	1 207 10 is_stmt 1              ; k_elementwise.py:207:10
	v_lshl_or_b32 v0, s15, 5, v0
	.loc	1 208 13                        ; k_elementwise.py:208:13
	v_cmp_gt_i32_e64 s[0:1], s6, v5
	.loc	1 208 33 is_stmt 0              ; k_elementwise.py:208:33
	v_cmp_gt_i32_e32 vcc, s7, v0
	.loc	1 209 50 is_stmt 1              ; k_elementwise.py:209:50
	v_mul_lo_u32 v2, s9, v0
	.loc	1 208 12                        ; k_elementwise.py:208:12
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 209 17                        ; k_elementwise.py:209:17
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v8, v4
	.loc	1 209 9 is_stmt 0               ; k_elementwise.py:209:9
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; k_elementwise.py:0:9
	v_mul_lo_u32 v6, v5, s8
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[2:3], 2, v[6:7]
	.loc	1 209 9                         ; k_elementwise.py:209:9
	global_load_dword v8, v[6:7], off
.LBB0_2:
	.loc	1 0 9                           ; k_elementwise.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 206 10 is_stmt 1              ; k_elementwise.py:206:10
	v_or_b32_e32 v7, 8, v5
	.loc	1 208 13                        ; k_elementwise.py:208:13
	v_cmp_gt_i32_e64 s[0:1], s6, v7
	.loc	1 208 12 is_stmt 0              ; k_elementwise.py:208:12
	s_and_b64 s[12:13], vcc, s[0:1]
	.loc	1 209 9 is_stmt 1               ; k_elementwise.py:209:9
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 209 25 is_stmt 0              ; k_elementwise.py:209:25
	v_mul_lo_u32 v10, v7, s8
	.loc	1 209 17                        ; k_elementwise.py:209:17
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	v_lshl_add_u64 v[10:11], v[2:3], 2, v[10:11]
	.loc	1 209 9                         ; k_elementwise.py:209:9
	global_load_dword v4, v[10:11], off
.LBB0_4:
	.loc	1 0 9                           ; k_elementwise.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 206 10 is_stmt 1              ; k_elementwise.py:206:10
	v_or_b32_e32 v9, 16, v5
	.loc	1 208 13                        ; k_elementwise.py:208:13
	v_cmp_gt_i32_e64 s[0:1], s6, v9
	.loc	1 209 9                         ; k_elementwise.py:209:9
	v_mov_b32_e32 v6, -1.0
	.loc	1 208 12                        ; k_elementwise.py:208:12
	s_and_b64 s[14:15], vcc, s[0:1]
	v_mov_b32_e32 v10, v6
	.loc	1 209 9                         ; k_elementwise.py:209:9
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 209 25 is_stmt 0              ; k_elementwise.py:209:25
	v_mul_lo_u32 v10, v9, s8
	.loc	1 209 17                        ; k_elementwise.py:209:17
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	v_lshl_add_u64 v[10:11], v[2:3], 2, v[10:11]
	.loc	1 209 9                         ; k_elementwise.py:209:9
	global_load_dword v10, v[10:11], off
.LBB0_6:
	.loc	1 0 9                           ; k_elementwise.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 206 10 is_stmt 1              ; k_elementwise.py:206:10
	v_or_b32_e32 v11, 24, v5
	.loc	1 208 13                        ; k_elementwise.py:208:13
	v_cmp_gt_i32_e64 s[0:1], s6, v11
	.loc	1 208 12 is_stmt 0              ; k_elementwise.py:208:12
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 209 9 is_stmt 1               ; k_elementwise.py:209:9
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execnz .LBB0_12
; %bb.7:
	.loc	1 0 9 is_stmt 0                 ; k_elementwise.py:0:9
	s_or_b64 exec, exec, s[16:17]
	.loc	1 210 14 is_stmt 1              ; k_elementwise.py:210:14
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 210 5 is_stmt 0               ; k_elementwise.py:210:5
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execnz .LBB0_13
.LBB0_8:
	.loc	1 0 5                           ; k_elementwise.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 210 5                         ; k_elementwise.py:210:5
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execnz .LBB0_14
.LBB0_9:
	.loc	1 0 5                           ; k_elementwise.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 210 5                         ; k_elementwise.py:210:5
	s_and_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execnz .LBB0_15
.LBB0_10:
	.loc	1 0 5                           ; k_elementwise.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 210 5                         ; k_elementwise.py:210:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_16
.LBB0_11:
	.loc	1 205 1 is_stmt 1               ; k_elementwise.py:205:1
	s_endpgm
.LBB0_12:
	.loc	1 209 25                        ; k_elementwise.py:209:25
	v_mul_lo_u32 v12, v11, s8
	.loc	1 209 17 is_stmt 0              ; k_elementwise.py:209:17
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[12:13]
	.loc	1 209 9                         ; k_elementwise.py:209:9
	global_load_dword v6, v[2:3], off
	s_or_b64 exec, exec, s[16:17]
	.loc	1 210 14 is_stmt 1              ; k_elementwise.py:210:14
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 210 5 is_stmt 0               ; k_elementwise.py:210:5
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_8
.LBB0_13:
	.loc	1 210 24                        ; k_elementwise.py:210:24
	v_mul_lo_u32 v2, v5, s7
	.loc	1 210 14                        ; k_elementwise.py:210:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	.loc	1 210 55                        ; k_elementwise.py:210:55
	s_waitcnt vmcnt(0)
	v_fma_f32 v8, v8, 2.0, 1.0
	.loc	1 210 14                        ; k_elementwise.py:210:14
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	.loc	1 210 5                         ; k_elementwise.py:210:5
	global_store_dword v[2:3], v8, off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execz .LBB0_9
.LBB0_14:
	.loc	1 210 24                        ; k_elementwise.py:210:24
	v_mul_lo_u32 v2, v7, s7
	.loc	1 210 14                        ; k_elementwise.py:210:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	.loc	1 210 55                        ; k_elementwise.py:210:55
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, 2.0, 1.0
	.loc	1 210 5                         ; k_elementwise.py:210:5
	global_store_dword v[2:3], v4, off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execz .LBB0_10
.LBB0_15:
	.loc	1 210 24                        ; k_elementwise.py:210:24
	v_mul_lo_u32 v2, v9, s7
	.loc	1 210 14                        ; k_elementwise.py:210:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	.loc	1 210 55                        ; k_elementwise.py:210:55
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v10, 2.0, 1.0
	.loc	1 210 5                         ; k_elementwise.py:210:5
	global_store_dword v[2:3], v4, off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_11
.LBB0_16:
	.loc	1 210 24                        ; k_elementwise.py:210:24
	v_mul_lo_u32 v2, v11, s7
	.loc	1 210 14                        ; k_elementwise.py:210:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	.loc	1 210 55                        ; k_elementwise.py:210:55
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v6, 2.0, 1.0
	.loc	1 210 5                         ; k_elementwise.py:210:5
	global_store_dword v[0:1], v2, off
	.loc	1 205 1 is_stmt 1               ; k_elementwise.py:205:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	strided_2d, .Lfunc_end0-strided_2d
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel strided_2d
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 18
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
	.set .Lstrided_2d.num_vgpr, 14
	.set .Lstrided_2d.num_agpr, 0
	.set .Lstrided_2d.numbered_sgpr, 18
	.set .Lstrided_2d.num_named_barrier, 0
	.set .Lstrided_2d.private_seg_size, 0
	.set .Lstrided_2d.uses_vcc, 1
	.set .Lstrided_2d.uses_flat_scratch, 0
	.set .Lstrided_2d.has_dyn_sized_stack, 0
	.set .Lstrided_2d.has_recursion, 0
	.set .Lstrided_2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 884
; TotalNumSgprs: 24
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
	.asciz	"k_elementwise.py"              ; string offset=7 ; k_elementwise.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=24 ; /work/main/tests/sim/peer
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
    .max_flat_workgroup_size: 256
    .name:           strided_2d
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         strided_2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
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

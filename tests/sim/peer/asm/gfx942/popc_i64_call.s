	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	popc_i64_call                   ; -- Begin function popc_i64_call
	.p2align	8
	.type	popc_i64_call,@function
popc_i64_call:                          ; @popc_i64_call
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_narrow.py"
	.loc	1 197 0 prologue_end            ; k_narrow.py:197:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
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
	.loc	1 200 39 is_stmt 1              ; k_narrow.py:200:39
	v_readfirstlane_b32 s0, v0
	.loc	1 203 5                         ; k_narrow.py:203:5
	s_and_b32 s0, s0, 0xc0
	s_mov_b32 s32, 0
	.loc	1 200 39                        ; k_narrow.py:200:39
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 200 12 is_stmt 0              ; k_narrow.py:200:12
	v_lshl_or_b32 v44, s12, 8, v0
	.loc	1 201 12 is_stmt 1              ; k_narrow.py:201:12
	v_cmp_gt_i32_e32 vcc, s6, v44
	.loc	1 202 9                         ; k_narrow.py:202:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 202 17 is_stmt 0              ; k_narrow.py:202:17
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[0:1], v[44:45], 3, s[2:3]
	.loc	1 202 9                         ; k_narrow.py:202:9
	global_load_dwordx2 v[40:41], v[0:1], off
	.loc	1 203 30 is_stmt 1              ; k_narrow.py:203:30
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, __ockl_popcount_u64@rel32@lo+4
	s_addc_u32 s37, s37, __ockl_popcount_u64@rel32@hi+12
	s_mov_b64 s[34:35], s[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v42, v0
	.loc	1 203 70 is_stmt 0              ; k_narrow.py:203:70
	v_ashrrev_i64 v[0:1], 7, v[40:41]
	.loc	1 203 65                        ; k_narrow.py:203:65
	v_xor_b32_e32 v1, v1, v41
	v_xor_b32_e32 v0, v0, v40
	.loc	1 203 50                        ; k_narrow.py:203:50
	s_swappc_b64 s[30:31], s[36:37]
	s_movk_i32 s0, 0x64
	.loc	1 203 30                        ; k_narrow.py:203:30
	v_mad_u64_u32 v[0:1], s[0:1], v0, s0, v[42:43]
	.loc	1 203 14                        ; k_narrow.py:203:14
	v_lshl_add_u64 v[2:3], v[44:45], 2, s[34:35]
	.loc	1 203 5                         ; k_narrow.py:203:5
	global_store_dword v[2:3], v0, off
.LBB0_2:                                ; %.critedge
	.loc	1 197 1 is_stmt 1               ; k_narrow.py:197:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	popc_i64_call, .Lfunc_end0-popc_i64_call
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel popc_i64_call
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size .Lpopc_i64_call.private_seg_size
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack ((8|((.Lpopc_i64_call.has_dyn_sized_stack|.Lpopc_i64_call.has_recursion)<<11))&2048)>>11
		.amdhsa_enable_private_segment ((((alignto(.Lpopc_i64_call.private_seg_size*64, 1024)/1024)>0)||(.Lpopc_i64_call.has_dyn_sized_stack|.Lpopc_i64_call.has_recursion))|152)&1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr max(totalnumvgprs(.Lpopc_i64_call.num_agpr, .Lpopc_i64_call.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(max(.Lpopc_i64_call.numbered_sgpr+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1), 12+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1)), 1, 0)-extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1)
		.amdhsa_accum_offset (((((alignto(max(1, .Lpopc_i64_call.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc .Lpopc_i64_call.uses_vcc
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
	.set .Lpopc_i64_call.num_vgpr, max(46, .L__ockl_popcount_u64.num_vgpr)
	.set .Lpopc_i64_call.num_agpr, max(0, .L__ockl_popcount_u64.num_agpr)
	.set .Lpopc_i64_call.numbered_sgpr, max(38, .L__ockl_popcount_u64.numbered_sgpr)
	.set .Lpopc_i64_call.num_named_barrier, max(0, .L__ockl_popcount_u64.num_named_barrier)
	.set .Lpopc_i64_call.private_seg_size, 0+max(.L__ockl_popcount_u64.private_seg_size)
	.set .Lpopc_i64_call.uses_vcc, or(1, .L__ockl_popcount_u64.uses_vcc)
	.set .Lpopc_i64_call.uses_flat_scratch, or(0, .L__ockl_popcount_u64.uses_flat_scratch)
	.set .Lpopc_i64_call.has_dyn_sized_stack, or(0, .L__ockl_popcount_u64.has_dyn_sized_stack)
	.set .Lpopc_i64_call.has_recursion, or(0, .L__ockl_popcount_u64.has_recursion)
	.set .Lpopc_i64_call.has_indirect_call, or(0, .L__ockl_popcount_u64.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 416
; TotalNumSgprs: max(.Lpopc_i64_call.numbered_sgpr+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1), 12+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1))
; NumVgprs: .Lpopc_i64_call.num_vgpr
; NumAgprs: .Lpopc_i64_call.num_agpr
; TotalNumVgprs: totalnumvgprs(.Lpopc_i64_call.num_agpr, .Lpopc_i64_call.num_vgpr)
; ScratchSize: .Lpopc_i64_call.private_seg_size
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(max(.Lpopc_i64_call.numbered_sgpr+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1), 12+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1)), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(.Lpopc_i64_call.num_agpr, .Lpopc_i64_call.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(max(.Lpopc_i64_call.numbered_sgpr+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1), 12+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1)), 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(.Lpopc_i64_call.num_agpr, .Lpopc_i64_call.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, .Lpopc_i64_call.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 800, 16, 16, max(max(.Lpopc_i64_call.numbered_sgpr+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1), 12+extrasgprs(.Lpopc_i64_call.uses_vcc, .Lpopc_i64_call.uses_flat_scratch, 1)), 1, 0), max(totalnumvgprs(.Lpopc_i64_call.num_agpr, .Lpopc_i64_call.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: ((alignto(.Lpopc_i64_call.private_seg_size*64, 1024)/1024)>0)||(.Lpopc_i64_call.has_dyn_sized_stack|.Lpopc_i64_call.has_recursion)
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, .Lpopc_i64_call.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	6                               ; -- Begin function __ockl_popcount_u64
	.type	__ockl_popcount_u64,@function
__ockl_popcount_u64:                    ; @__ockl_popcount_u64
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.cfi_escape 0x0f, 0x09, 0x90, 0x40, 0x94, 0x04, 0x36, 0x24, 0x36, 0xe9, 0x02 ; 
	.cfi_llvm_register_pair 16, 62, 32, 63, 32
	.cfi_undefined 2560
	.cfi_undefined 2561
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_bcnt_u32_b32 v0, v0, 0
	v_bcnt_u32_b32 v0, v1, v0
	v_mov_b32_e32 v1, 0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__ockl_popcount_u64, .Lfunc_end1-__ockl_popcount_u64
	.cfi_endproc
                                        ; -- End function
	.set .L__ockl_popcount_u64.num_vgpr, 2
	.set .L__ockl_popcount_u64.num_agpr, 0
	.set .L__ockl_popcount_u64.numbered_sgpr, 32
	.set .L__ockl_popcount_u64.num_named_barrier, 0
	.set .L__ockl_popcount_u64.private_seg_size, 0
	.set .L__ockl_popcount_u64.uses_vcc, 0
	.set .L__ockl_popcount_u64.uses_flat_scratch, 0
	.set .L__ockl_popcount_u64.has_dyn_sized_stack, 0
	.set .L__ockl_popcount_u64.has_recursion, 0
	.set .L__ockl_popcount_u64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 28
; TotalNumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 2
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
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
    .name:           popc_i64_call
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         popc_i64_call.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
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

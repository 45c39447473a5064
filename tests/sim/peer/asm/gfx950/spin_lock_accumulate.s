	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	locked_accumulate               ; -- Begin function locked_accumulate
	.p2align	8
	.type	locked_accumulate,@function
locked_accumulate:                      ; @locked_accumulate
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.13:
	.file	1 "/work/main/tests/sim/peer" "k_atomic.py"
	.loc	1 112 0 prologue_end            ; k_atomic.py:112:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.14:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 117 13 is_stmt 1              ; k_atomic.py:117:13
	s_mul_hi_i32 s1, s16, 0x55555556
	.loc	1 130 5                         ; k_atomic.py:130:5
	v_readfirstlane_b32 s0, v0
	.loc	1 117 13                        ; k_atomic.py:117:13
	s_lshr_b32 s12, s1, 31
	.loc	1 130 5                         ; k_atomic.py:130:5
	s_lshr_b32 s11, s0, 6
	.loc	1 117 13                        ; k_atomic.py:117:13
	s_add_i32 s1, s1, s12
	.loc	1 118 12                        ; k_atomic.py:118:12
	v_and_b32_e32 v0, 63, v0
	s_and_b32 s0, s0, 0xc0
	.loc	1 117 13                        ; k_atomic.py:117:13
	s_mul_i32 s1, s1, 3
	.loc	1 118 12                        ; k_atomic.py:118:12
	v_or_b32_e32 v1, s0, v0
	.loc	1 120 25                        ; k_atomic.py:120:25
	s_mul_i32 s0, s10, s16
	.loc	1 117 13                        ; k_atomic.py:117:13
	s_sub_i32 s12, s16, s1
	.loc	1 120 17                        ; k_atomic.py:120:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 120 9 is_stmt 0               ; k_atomic.py:120:9
	v_lshlrev_b32_e32 v2, 2, v1
	v_bfrev_b32_e32 v3, 1
	.loc	1 119 12 is_stmt 1              ; k_atomic.py:119:12
	v_cmp_gt_i32_e32 vcc, s10, v1
	.loc	1 120 9                         ; k_atomic.py:120:9
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_load_dword v3, v2, s[0:3], 0 offen
	.loc	1 121 25                        ; k_atomic.py:121:25
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s2, s6, s14
	v_or_b32_e32 v0, s11, v0
	s_addc_u32 s3, s7, s15
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 1
	s_branch .LBB0_2
.LBB0_1:                                ; %.critedge
                                        ;   in Loop: Header=BB0_2 Depth=1
	.loc	1 0 25 is_stmt 0                ; k_atomic.py:0:25
	s_or_b64 exec, exec, s[6:7]
	.loc	1 121 11                        ; k_atomic.py:121:11
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_cbranch_vccz .LBB0_4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_barrier
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_1
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v4, v1, v[0:1], s[2:3] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	ds_write_b32 v1, v4
	s_branch .LBB0_1
.LBB0_4:
	.loc	1 123 21 is_stmt 1              ; k_atomic.py:123:21
	s_add_u32 s8, s8, s14
	s_addc_u32 s9, s9, s15
	v_mov_b32_e32 v0, 0
	.loc	1 123 13 is_stmt 0              ; k_atomic.py:123:13
	global_load_dword v0, v0, s[8:9]
	s_mul_i32 s6, s10, s12
	.loc	1 124 8 is_stmt 1               ; k_atomic.py:124:8
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v0
	.loc	1 124 5 is_stmt 0               ; k_atomic.py:124:5
	s_cbranch_vccz .LBB0_6
; %bb.5:
	.loc	1 127 22 is_stmt 1              ; k_atomic.py:127:22
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[10:11], s[6:7], 2
	s_add_u32 s12, s4, s10
	s_addc_u32 s10, s5, s11
	.loc	1 127 14 is_stmt 0              ; k_atomic.py:127:14
	s_and_b32 s13, s10, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	buffer_load_dword v0, v2, s[12:15], 0 offen
	s_mov_b64 s[10:11], 0
	.loc	1 127 9                         ; k_atomic.py:127:9
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v0, v3
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s10, 1, 0
	s_cmp_lg_u32 s10, 1
	s_cbranch_scc0 .LBB0_7
	s_branch .LBB0_10
.LBB0_6:
	.loc	1 0 9                           ; k_atomic.py:0:9
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $vgpr0
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s10, 1, 0
	s_cmp_lg_u32 s10, 1
	s_cbranch_scc1 .LBB0_10
.LBB0_7:
	.loc	1 125 9 is_stmt 1               ; k_atomic.py:125:9
	s_barrier
	.loc	1 123 21                        ; k_atomic.py:123:21
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 1
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_swap v0, v1, s[8:9]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_9:
	.loc	1 0 21 is_stmt 0                ; k_atomic.py:0:21
	s_or_b64 exec, exec, s[10:11]
	.loc	1 128 14 is_stmt 1              ; k_atomic.py:128:14
	s_ashr_i32 s7, s6, 31
	v_mov_b32_e32 v0, v3
	.loc	1 125 9                         ; k_atomic.py:125:9
	s_barrier
.LBB0_10:
	.loc	1 128 14                        ; k_atomic.py:128:14
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s4, s4, s6
	s_addc_u32 s5, s5, s7
	.loc	1 128 5 is_stmt 0               ; k_atomic.py:128:5
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	buffer_store_dword v0, v2, s[4:7], 0 offen
	.loc	1 129 5 is_stmt 1               ; k_atomic.py:129:5
	s_barrier
	.loc	1 130 5                         ; k_atomic.py:130:5
	s_barrier
	.loc	1 121 25                        ; k_atomic.py:121:25
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v0, 0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_swap v0, v0, s[2:3]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_12:
	.loc	1 0 25 is_stmt 0                ; k_atomic.py:0:25
	s_or_b64 exec, exec, s[4:5]
	.loc	1 130 5 is_stmt 1               ; k_atomic.py:130:5
	s_barrier
	.loc	1 112 1                         ; k_atomic.py:112:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	locked_accumulate, .Lfunc_end0-locked_accumulate
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel locked_accumulate
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 8
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
	.set .Llocked_accumulate.num_vgpr, 5
	.set .Llocked_accumulate.num_agpr, 0
	.set .Llocked_accumulate.numbered_sgpr, 17
	.set .Llocked_accumulate.num_named_barrier, 0
	.set .Llocked_accumulate.private_seg_size, 0
	.set .Llocked_accumulate.uses_vcc, 1
	.set .Llocked_accumulate.uses_flat_scratch, 0
	.set .Llocked_accumulate.has_dyn_sized_stack, 0
	.set .Llocked_accumulate.has_recursion, 0
	.set .Llocked_accumulate.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 812
; TotalNumSgprs: 23
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.asciz	"k_atomic.py"                   ; string offset=7 ; k_atomic.py
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
    .name:           locked_accumulate
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         locked_accumulate.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
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

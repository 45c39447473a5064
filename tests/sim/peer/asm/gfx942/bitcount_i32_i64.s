	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	bitcount_i32_i64                ; -- Begin function bitcount_i32_i64
	.p2align	8
	.type	bitcount_i32_i64,@function
bitcount_i32_i64:                       ; @bitcount_i32_i64
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_narrow.py"
	.loc	1 159 0 prologue_end            ; k_narrow.py:159:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
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
	.loc	1 163 39 is_stmt 1              ; k_narrow.py:163:39
	v_readfirstlane_b32 s0, v0
	.loc	1 170 5                         ; k_narrow.py:170:5
	s_and_b32 s0, s0, 0xc0
	.loc	1 163 39                        ; k_narrow.py:163:39
	s_nop 0
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 163 12 is_stmt 0              ; k_narrow.py:163:12
	v_lshl_or_b32 v0, s14, 8, v0
	.loc	1 164 12 is_stmt 1              ; k_narrow.py:164:12
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 165 9                         ; k_narrow.py:165:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	.loc	1 165 17 is_stmt 0              ; k_narrow.py:165:17
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 166 17 is_stmt 1              ; k_narrow.py:166:17
	v_lshl_add_u64 v[2:3], v[0:1], 3, s[4:5]
	.loc	1 166 9 is_stmt 0               ; k_narrow.py:166:9
	global_load_dwordx2 v[2:3], v[2:3], off
	.loc	1 165 17 is_stmt 1              ; k_narrow.py:165:17
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[0:1]
	.loc	1 165 9 is_stmt 0               ; k_narrow.py:165:9
	global_load_dword v8, v[4:5], off
	.loc	1 168 14 is_stmt 1              ; k_narrow.py:168:14
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 170 24                        ; k_narrow.py:170:24
	s_lshl_b32 s2, s8, 1
	.loc	1 170 14 is_stmt 0              ; k_narrow.py:170:14
	s_ashr_i32 s3, s2, 31
	.loc	1 168 14 is_stmt 1              ; k_narrow.py:168:14
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[0:1]
	.loc	1 170 14                        ; k_narrow.py:170:14
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s6, s0
	.loc	1 170 46 is_stmt 0              ; k_narrow.py:170:46
	s_movk_i32 s4, 0x64
	.loc	1 167 14 is_stmt 1              ; k_narrow.py:167:14
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	.loc	1 170 14                        ; k_narrow.py:170:14
	s_addc_u32 s1, s7, s1
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	1 169 46                        ; k_narrow.py:169:46
	s_waitcnt vmcnt(1)
	v_bcnt_u32_b32 v9, v3, 0
	.loc	1 170 46                        ; k_narrow.py:170:46
	v_ffbh_u32_e32 v10, v2
	v_ffbh_u32_e32 v3, v3
	.loc	1 169 13                        ; k_narrow.py:169:13
	v_bcnt_u32_b32 v2, v2, v9
	.loc	1 170 46                        ; k_narrow.py:170:46
	v_add_u32_e64 v9, v10, 32 clamp
	.loc	1 167 38                        ; k_narrow.py:167:38
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v11, v8, 0
	.loc	1 168 38                        ; k_narrow.py:168:38
	v_ffbh_u32_e32 v8, v8
	.loc	1 170 46                        ; k_narrow.py:170:46
	v_min3_u32 v3, v9, v3, 64
	.loc	1 167 5                         ; k_narrow.py:167:5
	global_store_dword v[4:5], v11, off
	.loc	1 168 38                        ; k_narrow.py:168:38
	v_min_u32_e32 v4, 32, v8
	.loc	1 170 38                        ; k_narrow.py:170:38
	v_mad_u32_u24 v2, v3, s4, v2
	.loc	1 168 5                         ; k_narrow.py:168:5
	global_store_dword v[6:7], v4, off
	.loc	1 170 5                         ; k_narrow.py:170:5
	global_store_dword v[0:1], v2, off
.LBB0_2:                                ; %.critedge2
	.loc	1 159 1                         ; k_narrow.py:159:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	bitcount_i32_i64, .Lfunc_end0-bitcount_i32_i64
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitcount_i32_i64
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 15
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
	.set .Lbitcount_i32_i64.num_vgpr, 12
	.set .Lbitcount_i32_i64.num_agpr, 0
	.set .Lbitcount_i32_i64.numbered_sgpr, 15
	.set .Lbitcount_i32_i64.num_named_barrier, 0
	.set .Lbitcount_i32_i64.private_seg_size, 0
	.set .Lbitcount_i32_i64.uses_vcc, 1
	.set .Lbitcount_i32_i64.uses_flat_scratch, 0
	.set .Lbitcount_i32_i64.has_dyn_sized_stack, 0
	.set .Lbitcount_i32_i64.has_recursion, 0
	.set .Lbitcount_i32_i64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; TotalNumSgprs: 21
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
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
      - .offset:         24
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
    .name:           bitcount_i32_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         bitcount_i32_i64.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
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

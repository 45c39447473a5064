	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	idiv_runtime                    ; -- Begin function idiv_runtime
	.p2align	8
	.type	idiv_runtime,@function
idiv_runtime:                           ; @idiv_runtime
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_integer.py"
	.loc	1 86 0 prologue_end             ; k_integer.py:86:0
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
	.loc	1 87 39 is_stmt 1               ; k_integer.py:87:39
	v_readfirstlane_b32 s0, v0
	.loc	1 98 5                          ; k_integer.py:98:5
	s_and_b32 s0, s0, 0xc0
	.loc	1 87 39                         ; k_integer.py:87:39
	s_nop 0
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 87 12 is_stmt 0               ; k_integer.py:87:12
	v_lshl_or_b32 v0, s16, 8, v0
	.loc	1 88 12 is_stmt 1               ; k_integer.py:88:12
	v_cmp_gt_i32_e32 vcc, s12, v0
	.loc	1 89 9                          ; k_integer.py:89:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	.loc	1 89 17 is_stmt 0               ; k_integer.py:89:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 89 9                          ; k_integer.py:89:9
	global_load_dword v10, v[2:3], off
	.loc	1 90 17 is_stmt 1               ; k_integer.py:90:17
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	.loc	1 90 9 is_stmt 0                ; k_integer.py:90:9
	global_load_dword v11, v[2:3], off
	.loc	1 92 18 is_stmt 1               ; k_integer.py:92:18
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[0:1]
	.loc	1 92 10 is_stmt 0               ; k_integer.py:92:10
	global_load_dword v12, v[2:3], off
	.loc	1 91 18 is_stmt 1               ; k_integer.py:91:18
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	.loc	1 91 10 is_stmt 0               ; k_integer.py:91:10
	global_load_dword v13, v[2:3], off
	.loc	1 93 38 is_stmt 1               ; k_integer.py:93:38
	s_abs_i32 s7, s13
	v_cvt_f32_u32_e32 v6, s7
	s_sub_i32 s9, 0, s7
	s_ashr_i32 s6, s13, 31
	s_mov_b32 s8, s13
	v_rcp_f32_e32 v8, v6
	.loc	1 94 14                         ; k_integer.py:94:14
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[2:3], s[12:13], 2
	.loc	1 93 14                         ; k_integer.py:93:14
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[0:1]
	.loc	1 93 38 is_stmt 0               ; k_integer.py:93:38
	v_mul_f32_e32 v8, 0x4f7ffffe, v8
	v_cvt_u32_f32_e32 v14, v8
	.loc	1 94 14 is_stmt 1               ; k_integer.py:94:14
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	.loc	1 95 24                         ; k_integer.py:95:24
	s_lshl_b32 s4, s12, 1
	.loc	1 93 38                         ; k_integer.py:93:38
	v_mul_lo_u32 v15, s9, v14
	v_mul_hi_u32 v15, v14, v15
	v_add_u32_e32 v14, v14, v15
	.loc	1 94 14                         ; k_integer.py:94:14
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[0:1]
	.loc	1 95 14                         ; k_integer.py:95:14
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[2:3], s[4:5], 2
	.loc	1 96 24                         ; k_integer.py:96:24
	s_mul_i32 s0, s12, 3
	.loc	1 95 14                         ; k_integer.py:95:14
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	.loc	1 96 14                         ; k_integer.py:96:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s10, s0
	.loc	1 95 14                         ; k_integer.py:95:14
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[0:1]
	.loc	1 96 14                         ; k_integer.py:96:14
	s_addc_u32 s1, s11, s1
	.loc	1 97 24                         ; k_integer.py:97:24
	s_lshl_b32 s2, s12, 2
	.loc	1 97 14 is_stmt 0               ; k_integer.py:97:14
	s_ashr_i32 s3, s2, 31
	.loc	1 96 14 is_stmt 1               ; k_integer.py:96:14
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[0:1]
	.loc	1 97 14                         ; k_integer.py:97:14
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s2, s10, s0
	s_addc_u32 s3, s11, s1
	.loc	1 93 38                         ; k_integer.py:93:38
	s_waitcnt vmcnt(3)
	v_sub_u32_e32 v16, 0, v10
	v_max_i32_e32 v16, v16, v10
	v_ashrrev_i32_e32 v15, 31, v10
	.loc	1 95 38                         ; k_integer.py:95:38
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v17, 31, v11
	v_sub_u32_e32 v18, 0, v11
	.loc	1 97 39                         ; k_integer.py:97:39
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v19, v12
	.loc	1 93 38                         ; k_integer.py:93:38
	v_mul_hi_u32 v14, v16, v14
	v_xor_b32_e32 v21, s6, v15
	.loc	1 95 38                         ; k_integer.py:95:38
	v_xor_b32_e32 v15, v15, v17
	v_max_i32_e32 v17, v18, v11
	.loc	1 93 38                         ; k_integer.py:93:38
	v_mul_lo_u32 v23, v14, s7
	.loc	1 95 38                         ; k_integer.py:95:38
	v_cvt_f32_u32_e32 v18, v17
	.loc	1 93 38                         ; k_integer.py:93:38
	v_sub_u32_e32 v23, v16, v23
	v_add_u32_e32 v24, 1, v14
	v_cmp_le_u32_e32 vcc, s7, v23
	.loc	1 97 39                         ; k_integer.py:97:39
	v_rcp_f32_e32 v19, v19
	.loc	1 95 38                         ; k_integer.py:95:38
	v_rcp_f32_e32 v18, v18
	.loc	1 93 38                         ; k_integer.py:93:38
	v_cndmask_b32_e32 v14, v14, v24, vcc
	v_subrev_u32_e32 v24, s7, v23
	v_cndmask_b32_e32 v23, v23, v24, vcc
	v_add_u32_e32 v24, 1, v14
	v_cmp_le_u32_e32 vcc, s7, v23
	.loc	1 97 39                         ; k_integer.py:97:39
	v_mul_f32_e32 v19, 0x4f7ffffe, v19
	v_cvt_u32_f32_e32 v19, v19
	.loc	1 93 38                         ; k_integer.py:93:38
	v_cndmask_b32_e32 v14, v14, v24, vcc
	v_xor_b32_e32 v14, v14, v21
	v_sub_u32_e32 v14, v14, v21
	.loc	1 93 5 is_stmt 0                ; k_integer.py:93:5
	global_store_dword v[2:3], v14, off
	.loc	1 95 38 is_stmt 1               ; k_integer.py:95:38
	v_mul_f32_e32 v3, 0x4f7ffffe, v18
	.loc	1 94 38                         ; k_integer.py:94:38
	v_mul_lo_u32 v2, v14, s8
	.loc	1 95 38                         ; k_integer.py:95:38
	v_cvt_u32_f32_e32 v3, v3
	.loc	1 97 39                         ; k_integer.py:97:39
	v_sub_u32_e32 v20, 0, v12
	.loc	1 94 38                         ; k_integer.py:94:38
	v_sub_u32_e32 v2, v10, v2
	.loc	1 94 5 is_stmt 0                ; k_integer.py:94:5
	global_store_dword v[4:5], v2, off
	.loc	1 97 39 is_stmt 1               ; k_integer.py:97:39
	v_mul_lo_u32 v2, v20, v19
	.loc	1 95 38                         ; k_integer.py:95:38
	v_sub_u32_e32 v22, 0, v17
	.loc	1 97 39                         ; k_integer.py:97:39
	v_mul_hi_u32 v2, v19, v2
	.loc	1 95 38                         ; k_integer.py:95:38
	v_mul_lo_u32 v4, v22, v3
	.loc	1 97 39                         ; k_integer.py:97:39
	v_add_u32_e32 v2, v19, v2
	.loc	1 95 38                         ; k_integer.py:95:38
	v_mul_hi_u32 v4, v3, v4
	.loc	1 97 39                         ; k_integer.py:97:39
	s_waitcnt vmcnt(2)
	v_mul_hi_u32 v2, v13, v2
	.loc	1 95 38                         ; k_integer.py:95:38
	v_add_u32_e32 v3, v3, v4
	.loc	1 97 39                         ; k_integer.py:97:39
	v_mul_lo_u32 v4, v2, v12
	v_sub_u32_e32 v4, v13, v4
	v_add_u32_e32 v5, 1, v2
	.loc	1 95 38                         ; k_integer.py:95:38
	v_mul_hi_u32 v3, v16, v3
	.loc	1 97 39                         ; k_integer.py:97:39
	v_cmp_ge_u32_e32 vcc, v4, v12
	.loc	1 95 38                         ; k_integer.py:95:38
	v_mul_lo_u32 v14, v3, v17
	v_sub_u32_e32 v14, v16, v14
	.loc	1 97 39                         ; k_integer.py:97:39
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_sub_u32_e32 v5, v4, v12
	v_cndmask_b32_e32 v4, v4, v5, vcc
	.loc	1 95 38                         ; k_integer.py:95:38
	v_add_u32_e32 v18, 1, v3
	.loc	1 97 39                         ; k_integer.py:97:39
	v_add_u32_e32 v5, 1, v2
	.loc	1 95 38                         ; k_integer.py:95:38
	v_cmp_ge_u32_e32 vcc, v14, v17
	v_sub_u32_e32 v16, v14, v17
	.loc	1 97 39                         ; k_integer.py:97:39
	v_cmp_ge_u32_e64 s[0:1], v4, v12
	.loc	1 95 38                         ; k_integer.py:95:38
	v_cndmask_b32_e32 v3, v3, v18, vcc
	.loc	1 97 39                         ; k_integer.py:97:39
	s_nop 0
	v_cndmask_b32_e64 v4, v2, v5, s[0:1]
	.loc	1 95 38                         ; k_integer.py:95:38
	v_cndmask_b32_e32 v2, v14, v16, vcc
	v_add_u32_e32 v5, 1, v3
	v_cmp_ge_u32_e32 vcc, v2, v17
	.loc	1 98 24                         ; k_integer.py:98:24
	s_mul_i32 s0, s12, 5
	.loc	1 98 14 is_stmt 0               ; k_integer.py:98:14
	s_ashr_i32 s1, s0, 31
	.loc	1 95 38 is_stmt 1               ; k_integer.py:95:38
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_xor_b32_e32 v2, v2, v15
	v_sub_u32_e32 v2, v2, v15
	.loc	1 95 5 is_stmt 0                ; k_integer.py:95:5
	global_store_dword v[6:7], v2, off
	.loc	1 96 38 is_stmt 1               ; k_integer.py:96:38
	v_mul_lo_u32 v2, v2, v11
	v_sub_u32_e32 v2, v10, v2
	.loc	1 98 14                         ; k_integer.py:98:14
	s_lshl_b64 s[0:1], s[0:1], 2
	.loc	1 96 5                          ; k_integer.py:96:5
	global_store_dword v[8:9], v2, off
	.loc	1 97 14                         ; k_integer.py:97:14
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 98 14                         ; k_integer.py:98:14
	s_add_u32 s0, s10, s0
	.loc	1 97 5                          ; k_integer.py:97:5
	global_store_dword v[2:3], v4, off
	.loc	1 98 14                         ; k_integer.py:98:14
	s_addc_u32 s1, s11, s1
	.loc	1 98 39 is_stmt 0               ; k_integer.py:98:39
	v_mul_lo_u32 v2, v4, v12
	.loc	1 98 14                         ; k_integer.py:98:14
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	1 98 39                         ; k_integer.py:98:39
	v_sub_u32_e32 v2, v13, v2
	.loc	1 98 5                          ; k_integer.py:98:5
	global_store_dword v[0:1], v2, off
.LBB0_2:                                ; %.critedge8
	.loc	1 86 1 is_stmt 1                ; k_integer.py:86:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	idiv_runtime, .Lfunc_end0-idiv_runtime
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel idiv_runtime
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_sgpr 17
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
	.set .Lidiv_runtime.num_vgpr, 25
	.set .Lidiv_runtime.num_agpr, 0
	.set .Lidiv_runtime.numbered_sgpr, 17
	.set .Lidiv_runtime.num_named_barrier, 0
	.set .Lidiv_runtime.private_seg_size, 0
	.set .Lidiv_runtime.uses_vcc, 1
	.set .Lidiv_runtime.uses_flat_scratch, 0
	.set .Lidiv_runtime.has_dyn_sized_stack, 0
	.set .Lidiv_runtime.has_recursion, 0
	.set .Lidiv_runtime.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 984
; TotalNumSgprs: 23
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 23
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           idiv_runtime
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         idiv_runtime.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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

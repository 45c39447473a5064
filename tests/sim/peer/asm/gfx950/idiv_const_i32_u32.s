	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	idiv_const                      ; -- Begin function idiv_const
	.p2align	8
	.type	idiv_const,@function
idiv_const:                             ; @idiv_const
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_integer.py"
	.loc	1 54 0 prologue_end             ; k_integer.py:54:0
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
	.loc	1 55 39 is_stmt 1               ; k_integer.py:55:39
	v_readfirstlane_b32 s0, v0
	.loc	1 68 5                          ; k_integer.py:68:5
	s_and_b32 s0, s0, 0xc0
	.loc	1 55 39                         ; k_integer.py:55:39
	s_nop 0
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 55 12 is_stmt 0               ; k_integer.py:55:12
	v_lshl_or_b32 v0, s14, 8, v0
	.loc	1 56 12 is_stmt 1               ; k_integer.py:56:12
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 57 9                          ; k_integer.py:57:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	.loc	1 57 17 is_stmt 0               ; k_integer.py:57:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 57 9                          ; k_integer.py:57:9
	global_load_dword v18, v[2:3], off
	.loc	1 58 18 is_stmt 1               ; k_integer.py:58:18
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	.loc	1 58 10 is_stmt 0               ; k_integer.py:58:10
	global_load_dword v19, v[2:3], off
	.loc	1 60 14 is_stmt 1               ; k_integer.py:60:14
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s12, s6, s12
	s_addc_u32 s13, s7, s13
	.loc	1 61 24                         ; k_integer.py:61:24
	s_lshl_b32 s14, s8, 1
	.loc	1 61 14 is_stmt 0               ; k_integer.py:61:14
	s_ashr_i32 s15, s14, 31
	.loc	1 60 14 is_stmt 1               ; k_integer.py:60:14
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[0:1]
	.loc	1 61 14                         ; k_integer.py:61:14
	s_lshl_b64 s[12:13], s[14:15], 2
	.loc	1 62 24                         ; k_integer.py:62:24
	s_mul_i32 s0, s8, 3
	.loc	1 61 14                         ; k_integer.py:61:14
	s_add_u32 s12, s6, s12
	s_addc_u32 s13, s7, s13
	.loc	1 62 14                         ; k_integer.py:62:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	.loc	1 61 14                         ; k_integer.py:61:14
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[0:1]
	.loc	1 62 14                         ; k_integer.py:62:14
	s_addc_u32 s1, s7, s1
	.loc	1 63 24                         ; k_integer.py:63:24
	s_lshl_b32 s12, s8, 2
	.loc	1 63 14 is_stmt 0               ; k_integer.py:63:14
	s_ashr_i32 s13, s12, 31
	.loc	1 62 14 is_stmt 1               ; k_integer.py:62:14
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[0:1]
	.loc	1 63 14                         ; k_integer.py:63:14
	s_lshl_b64 s[0:1], s[12:13], 2
	.loc	1 64 24                         ; k_integer.py:64:24
	s_mul_i32 s2, s8, 5
	.loc	1 63 14                         ; k_integer.py:63:14
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 64 14                         ; k_integer.py:64:14
	s_ashr_i32 s3, s2, 31
	.loc	1 63 14                         ; k_integer.py:63:14
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[0:1]
	.loc	1 64 14                         ; k_integer.py:64:14
	s_lshl_b64 s[0:1], s[2:3], 2
	.loc	1 65 24                         ; k_integer.py:65:24
	s_mul_i32 s4, s8, 6
	.loc	1 64 14                         ; k_integer.py:64:14
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 65 14                         ; k_integer.py:65:14
	s_ashr_i32 s5, s4, 31
	.loc	1 64 14                         ; k_integer.py:64:14
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[0:1]
	.loc	1 65 14                         ; k_integer.py:65:14
	s_lshl_b64 s[0:1], s[4:5], 2
	.loc	1 66 24                         ; k_integer.py:66:24
	s_mul_i32 s10, s8, 7
	.loc	1 65 14                         ; k_integer.py:65:14
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 66 14                         ; k_integer.py:66:14
	s_ashr_i32 s11, s10, 31
	.loc	1 59 38                         ; k_integer.py:59:38
	s_mov_b32 s16, 0x92492493
	.loc	1 65 14                         ; k_integer.py:65:14
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[0:1]
	.loc	1 66 14                         ; k_integer.py:66:14
	s_lshl_b64 s[0:1], s[10:11], 2
	.loc	1 62 38                         ; k_integer.py:62:38
	s_mov_b32 s18, 0x55555556
	.loc	1 66 14                         ; k_integer.py:66:14
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 67 24                         ; k_integer.py:67:24
	s_lshl_b32 s2, s8, 3
	.loc	1 61 38                         ; k_integer.py:61:38
	s_mov_b32 s17, 0x55555555
	.loc	1 65 39                         ; k_integer.py:65:39
	s_mov_b32 s19, 0xcccccccd
	.loc	1 67 14                         ; k_integer.py:67:14
	s_ashr_i32 s3, s2, 31
	.loc	1 59 14                         ; k_integer.py:59:14
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	.loc	1 66 14                         ; k_integer.py:66:14
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[0:1]
	.loc	1 67 14                         ; k_integer.py:67:14
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 67 39 is_stmt 0               ; k_integer.py:67:39
	s_mov_b32 s20, 0x663d81
	.loc	1 59 38 is_stmt 1               ; k_integer.py:59:38
	s_waitcnt vmcnt(1)
	v_mul_hi_i32 v20, v18, s16
	.loc	1 62 38                         ; k_integer.py:62:38
	v_mul_hi_i32 v22, v18, s18
	.loc	1 59 38                         ; k_integer.py:59:38
	v_add_u32_e32 v20, v20, v18
	.loc	1 63 38                         ; k_integer.py:63:38
	v_ashrrev_i32_e32 v23, 31, v18
	.loc	1 62 38                         ; k_integer.py:62:38
	v_lshrrev_b32_e32 v26, 31, v22
	.loc	1 59 38                         ; k_integer.py:59:38
	v_lshrrev_b32_e32 v27, 31, v20
	v_ashrrev_i32_e32 v20, 2, v20
	.loc	1 61 38                         ; k_integer.py:61:38
	v_mul_hi_i32 v21, v18, s17
	.loc	1 65 39                         ; k_integer.py:65:39
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v24, v19, s19
	.loc	1 63 38                         ; k_integer.py:63:38
	v_lshrrev_b32_e32 v23, 28, v23
	.loc	1 62 38                         ; k_integer.py:62:38
	v_add_u32_e32 v22, v22, v26
	.loc	1 59 38                         ; k_integer.py:59:38
	v_add_u32_e32 v20, v20, v27
	.loc	1 61 38                         ; k_integer.py:61:38
	v_sub_u32_e32 v21, v21, v18
	.loc	1 65 39                         ; k_integer.py:65:39
	v_lshrrev_b32_e32 v24, 3, v24
	.loc	1 63 38                         ; k_integer.py:63:38
	v_add_u32_e32 v23, v18, v23
	.loc	1 62 38                         ; k_integer.py:62:38
	v_lshl_add_u32 v22, v22, 1, v22
	.loc	1 59 5                          ; k_integer.py:59:5
	global_store_dword v[2:3], v20, off
	.loc	1 60 38                         ; k_integer.py:60:38
	v_mul_lo_u32 v2, v20, 7
	.loc	1 61 38                         ; k_integer.py:61:38
	v_lshrrev_b32_e32 v28, 31, v21
	v_ashrrev_i32_e32 v21, 1, v21
	.loc	1 66 39                         ; k_integer.py:66:39
	v_mul_lo_u32 v26, v24, 10
	.loc	1 63 38                         ; k_integer.py:63:38
	v_ashrrev_i32_e32 v27, 4, v23
	.loc	1 64 38                         ; k_integer.py:64:38
	v_and_b32_e32 v23, -16, v23
	.loc	1 62 38                         ; k_integer.py:62:38
	v_sub_u32_e32 v3, v18, v22
	.loc	1 60 38                         ; k_integer.py:60:38
	v_sub_u32_e32 v2, v18, v2
	.loc	1 61 38                         ; k_integer.py:61:38
	v_add_u32_e32 v21, v21, v28
	.loc	1 66 39                         ; k_integer.py:66:39
	v_sub_u32_e32 v26, v19, v26
	.loc	1 64 38                         ; k_integer.py:64:38
	v_sub_u32_e32 v20, v18, v23
	.loc	1 60 5                          ; k_integer.py:60:5
	global_store_dword v[4:5], v2, off
	.loc	1 61 5                          ; k_integer.py:61:5
	global_store_dword v[6:7], v21, off
	.loc	1 62 5                          ; k_integer.py:62:5
	global_store_dword v[8:9], v3, off
	.loc	1 63 5                          ; k_integer.py:63:5
	global_store_dword v[10:11], v27, off
	.loc	1 64 5                          ; k_integer.py:64:5
	global_store_dword v[12:13], v20, off
	.loc	1 65 5                          ; k_integer.py:65:5
	global_store_dword v[14:15], v24, off
	.loc	1 66 5                          ; k_integer.py:66:5
	global_store_dword v[16:17], v26, off
	.loc	1 67 14                         ; k_integer.py:67:14
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[0:1]
	.loc	1 68 24                         ; k_integer.py:68:24
	s_mul_i32 s0, s8, 9
	.loc	1 68 14 is_stmt 0               ; k_integer.py:68:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	.loc	1 67 39 is_stmt 1               ; k_integer.py:67:39
	v_mul_hi_u32 v25, v19, s20
	.loc	1 68 14                         ; k_integer.py:68:14
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	1 68 39 is_stmt 0               ; k_integer.py:68:39
	s_mov_b32 s0, 0xc6f4545
	.loc	1 67 5 is_stmt 1                ; k_integer.py:67:5
	global_store_dword v[2:3], v25, off
	.loc	1 68 39                         ; k_integer.py:68:39
	v_mul_hi_u32 v2, v19, s0
	v_sub_u32_e32 v3, v19, v2
	v_lshrrev_b32_e32 v3, 1, v3
	v_add_u32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v2, 19, v2
	v_mul_u32_u24_e32 v2, 0xf4243, v2
	v_sub_u32_e32 v2, v19, v2
	.loc	1 68 5 is_stmt 0                ; k_integer.py:68:5
	global_store_dword v[0:1], v2, off
.LBB0_2:                                ; %.critedge16
	.loc	1 54 1 is_stmt 1                ; k_integer.py:54:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	idiv_const, .Lfunc_end0-idiv_const
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel idiv_const
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 21
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
	.set .Lidiv_const.num_vgpr, 29
	.set .Lidiv_const.num_agpr, 0
	.set .Lidiv_const.numbered_sgpr, 21
	.set .Lidiv_const.num_named_barrier, 0
	.set .Lidiv_const.private_seg_size, 0
	.set .Lidiv_const.uses_vcc, 1
	.set .Lidiv_const.uses_flat_scratch, 0
	.set .Lidiv_const.has_dyn_sized_stack, 0
	.set .Lidiv_const.has_recursion, 0
	.set .Lidiv_const.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 920
; TotalNumSgprs: 27
; NumVgprs: 29
; NumAgprs: 0
; TotalNumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 29
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
    .name:           idiv_const
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         idiv_const.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     29
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

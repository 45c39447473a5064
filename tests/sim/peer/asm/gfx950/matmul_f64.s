	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_ab                       ; -- Begin function matmul_ab
	.p2align	8
	.type	matmul_ab,@function
matmul_ab:                              ; @matmul_ab
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/work/main/tests/sim/peer" "k_extra.py"
	.loc	1 210 0 prologue_end            ; k_extra.py:210:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.2:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	v_readfirstlane_b32 s0, v0
	.loc	1 215 5                         ; k_extra.py:215:5
	s_and_b32 s1, s0, 0xc0
	.loc	1 213 25                        ; k_extra.py:213:25
	v_and_b32_e32 v1, 63, v0
	v_mov_b32_e32 v2, 0xe0
	v_bitop3_b32 v2, s1, v2, v1 bitop3:0xc8
	.loc	1 213 17 is_stmt 0              ; k_extra.py:213:17
	v_lshlrev_b32_e32 v30, 3, v2
	v_mov_b32_e32 v31, 0
	.loc	1 213 43                        ; k_extra.py:213:43
	v_and_b32_e32 v4, 31, v0
	.loc	1 213 17                        ; k_extra.py:213:17
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[30:31]
	v_lshlrev_b32_e32 v4, 3, v4
	v_mov_b32_e32 v5, v31
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	.loc	1 213 9                         ; k_extra.py:213:9
	s_movk_i32 s2, 0x1000
	v_add_co_u32_e32 v6, vcc, s2, v2
	.loc	1 213 25                        ; k_extra.py:213:25
	s_and_b32 s3, s0, 0x80
	.loc	1 213 9                         ; k_extra.py:213:9
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v3, vcc
	global_load_dwordx2 v[8:9], v[2:3], off
	global_load_dwordx2 v[10:11], v[2:3], off offset:2048
	global_load_dwordx2 v[12:13], v[6:7], off
	global_load_dwordx2 v[14:15], v[6:7], off offset:2048
	.loc	1 214 17 is_stmt 1              ; k_extra.py:214:17
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[30:31]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	.loc	1 214 9 is_stmt 0               ; k_extra.py:214:9
	v_add_co_u32_e32 v4, vcc, s2, v2
	.loc	1 213 25 is_stmt 1              ; k_extra.py:213:25
	v_and_b32_e32 v30, 15, v0
	.loc	1 214 9                         ; k_extra.py:214:9
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_load_dwordx2 v[6:7], v[2:3], off
	global_load_dwordx2 v[26:27], v[2:3], off offset:2048
	global_load_dwordx2 v[28:29], v[4:5], off
	global_load_dwordx2 v[32:33], v[4:5], off offset:2048
	.loc	1 213 43                        ; k_extra.py:213:43
	v_and_b32_e32 v2, 48, v0
	.loc	1 213 9 is_stmt 0               ; k_extra.py:213:9
	v_lshlrev_b32_e32 v3, 8, v30
	v_lshlrev_b32_e32 v4, 3, v30
	v_lshrrev_b32_e32 v5, 1, v2
	.loc	1 213 25                        ; k_extra.py:213:25
	v_or_b32_e32 v1, s1, v1
	.loc	1 213 43                        ; k_extra.py:213:43
	s_and_b32 s0, s0, 64
	.loc	1 213 9                         ; k_extra.py:213:9
	v_lshl_or_b32 v3, s3, 5, v3
	v_xor_b32_e32 v5, v4, v5
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshrrev_b32_e32 v1, 2, v1
	s_movk_i32 s2, 0x60
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	v_lshlrev_b32_e32 v2, 4, v2
	s_lshl1_add_u32 s1, s0, 0
	.loc	1 213 9                         ; k_extra.py:213:9
	v_or_b32_e32 v17, v3, v5
	v_bitop3_b32 v1, v1, v16, 56 bitop3:0x6c
	v_bitop3_b32 v3, v3, s2, v5 bitop3:0x36
	.loc	1 214 9                         ; k_extra.py:214:9
	v_add3_u32 v34, s1, v2, v4
	.loc	1 213 9                         ; k_extra.py:213:9
	v_add_u32_e32 v2, 0, v17
	.loc	1 214 9                         ; k_extra.py:214:9
	v_add_u32_e32 v35, 0, v16
	.loc	1 213 9                         ; k_extra.py:213:9
	v_add_u32_e32 v16, 0, v1
	v_xad_u32 v4, v17, 32, 0
	v_xad_u32 v5, v17, 64, 0
	v_add_u32_e32 v3, 0, v3
	v_xad_u32 v1, v1, 64, 0
	.loc	1 213 25 is_stmt 0              ; k_extra.py:213:25
	s_lshr_b32 s1, s3, 3
	.loc	1 213 43                        ; k_extra.py:213:43
	v_lshrrev_b32_e32 v0, 4, v0
	s_lshr_b32 s0, s0, 2
	.loc	1 213 9                         ; k_extra.py:213:9
	s_waitcnt vmcnt(5)
	ds_write2st64_b64 v16, v[8:9], v[12:13] offset1:8
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v1, v[10:11], v[14:15] offset0:4 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[10:13], v2 offset1:16
	ds_read2_b64 v[14:17], v4 offset1:16
	ds_read2_b64 v[18:21], v5 offset1:16
	ds_read2_b64 v[22:25], v3 offset1:16
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v35, v[6:7], v[26:27] offset1:4
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v35, v[28:29], v[32:33] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[26:29], v34 offset1:2
	.loc	1 213 25                        ; k_extra.py:213:25
	v_or_b32_e32 v1, s1, v30
	.loc	1 215 14                        ; k_extra.py:215:14
	v_lshlrev_b32_e32 v30, 8, v1
	.loc	1 215 53 is_stmt 0              ; k_extra.py:215:53
	s_waitcnt lgkmcnt(0)
	v_mfma_f64_16x16x4_f64 v[2:9], v[26:27], v[10:11], 0
	v_mfma_f64_16x16x4_f64 v[2:9], v[28:29], v[14:15], v[2:9]
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	ds_read2st64_b64 v[26:29], v34 offset0:4 offset1:6
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(0)
	v_mfma_f64_16x16x4_f64 v[2:9], v[26:27], v[18:19], v[2:9]
	v_mfma_f64_16x16x4_f64 v[2:9], v[28:29], v[22:23], v[2:9]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read2st64_b64 v[26:29], v34 offset0:8 offset1:10
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(0)
	v_mfma_f64_16x16x4_f64 v[2:9], v[26:27], v[12:13], v[2:9]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read2st64_b64 v[10:13], v34 offset0:12 offset1:14
	.loc	1 215 53                        ; k_extra.py:215:53
	v_mfma_f64_16x16x4_f64 v[2:9], v[28:29], v[16:17], v[2:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f64_16x16x4_f64 v[2:9], v[10:11], v[20:21], v[2:9]
	.loc	1 213 43                        ; k_extra.py:213:43
	v_and_or_b32 v10, v0, 3, s0
	.loc	1 215 14                        ; k_extra.py:215:14
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[30:31]
	v_lshlrev_b32_e32 v30, 3, v10
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[30:31]
	.loc	1 215 53 is_stmt 0              ; k_extra.py:215:53
	v_mfma_f64_16x16x4_f64 v[2:9], v[12:13], v[24:25], v[2:9]
	.loc	1 215 5                         ; k_extra.py:215:5
	s_nop 15
	s_nop 1
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[0:1], v[4:5], off offset:32
	global_store_dwordx2 v[0:1], v[6:7], off offset:64
	global_store_dwordx2 v[0:1], v[8:9], off offset:96
	.loc	1 210 1 is_stmt 1               ; k_extra.py:210:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul_ab, .Lfunc_end0-matmul_ab
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_ab
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
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
	.set .Lmatmul_ab.num_vgpr, 36
	.set .Lmatmul_ab.num_agpr, 0
	.set .Lmatmul_ab.numbered_sgpr, 12
	.set .Lmatmul_ab.num_named_barrier, 0
	.set .Lmatmul_ab.private_seg_size, 0
	.set .Lmatmul_ab.uses_vcc, 1
	.set .Lmatmul_ab.uses_flat_scratch, 0
	.set .Lmatmul_ab.has_dyn_sized_stack, 0
	.set .Lmatmul_ab.has_recursion, 0
	.set .Lmatmul_ab.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 876
; TotalNumSgprs: 18
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name:           matmul_ab
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         matmul_ab.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
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

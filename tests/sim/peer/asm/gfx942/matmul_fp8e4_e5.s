	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_ab                       ; -- Begin function matmul_ab
	.p2align	8
	.type	matmul_ab,@function
matmul_ab:                              ; @matmul_ab
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_extra.py"
	.loc	1 210 0 prologue_end            ; k_extra.py:210:0
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
	.loc	1 215 5 is_stmt 1               ; k_extra.py:215:5
	v_readfirstlane_b32 s8, v0
	s_lshr_b32 s9, s8, 6
	.loc	1 213 25                        ; k_extra.py:213:25
	s_and_b32 s0, s8, 0xc0
	.loc	1 213 17 is_stmt 0              ; k_extra.py:213:17
	s_add_u32 s0, s2, s0
	.loc	1 213 25                        ; k_extra.py:213:25
	v_and_b32_e32 v1, 63, v0
	.loc	1 213 17                        ; k_extra.py:213:17
	s_addc_u32 s1, s3, 0
	.loc	1 213 9                         ; k_extra.py:213:9
	global_load_ubyte v30, v1, s[0:1]
	global_load_ubyte v31, v1, s[0:1] offset:1024
	global_load_ubyte v34, v1, s[0:1] offset:256
	global_load_ubyte v35, v1, s[0:1] offset:1280
	global_load_ubyte v36, v1, s[0:1] offset:512
	global_load_ubyte v37, v1, s[0:1] offset:1536
	global_load_ubyte v38, v1, s[0:1] offset:768
	global_load_ubyte v39, v1, s[0:1] offset:1792
	.loc	1 214 25 is_stmt 1              ; k_extra.py:214:25
	s_lshl_b32 s2, s9, 3
	s_lshl_b32 s0, s9, 9
	.loc	1 214 17 is_stmt 0              ; k_extra.py:214:17
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, 0
	.loc	1 214 9                         ; k_extra.py:214:9
	global_load_ubyte v2, v1, s[0:1] offset:192
	global_load_ubyte v3, v1, s[0:1] offset:448
	global_load_ubyte v4, v1, s[0:1] offset:384
	global_load_ubyte v5, v1, s[0:1] offset:320
	global_load_ubyte v6, v1, s[0:1] offset:256
	global_load_ubyte v7, v1, s[0:1] offset:64
	global_load_ubyte v8, v1, s[0:1]
	global_load_ubyte v9, v1, s[0:1] offset:128
	global_load_ubyte v10, v1, s[0:1] offset:2240
	global_load_ubyte v11, v1, s[0:1] offset:2496
	global_load_ubyte v12, v1, s[0:1] offset:2368
	global_load_ubyte v13, v1, s[0:1] offset:2304
	global_load_ubyte v14, v1, s[0:1] offset:2432
	global_load_ubyte v15, v1, s[0:1] offset:2112
	global_load_ubyte v16, v1, s[0:1] offset:2048
	global_load_ubyte v17, v1, s[0:1] offset:2176
	v_lshrrev_b32_e32 v20, 1, v0
	.loc	1 213 43 is_stmt 1              ; k_extra.py:213:43
	v_and_b32_e32 v32, 32, v0
	.loc	1 213 9 is_stmt 0               ; k_extra.py:213:9
	v_lshlrev_b32_e32 v19, 2, v0
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	v_and_b32_e32 v20, 24, v20
	.loc	1 213 25                        ; k_extra.py:213:25
	v_lshlrev_b32_e32 v18, 6, v0
	.loc	1 213 9 is_stmt 0               ; k_extra.py:213:9
	v_and_b32_e32 v19, 56, v19
	v_lshrrev_b32_e32 v22, 2, v32
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	v_xor_b32_e32 v20, s2, v20
	.loc	1 213 9                         ; k_extra.py:213:9
	s_cmp_lt_u32 s9, 2
	.loc	1 214 9                         ; k_extra.py:214:9
	s_mov_b32 s0, 0xc0c0004
	.loc	1 213 25                        ; k_extra.py:213:25
	v_and_b32_e32 v33, 0x7c0, v18
	.loc	1 213 9 is_stmt 0               ; k_extra.py:213:9
	v_and_or_b32 v21, s8, 64, v1
	v_xor_b32_e32 v23, v19, v22
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	v_xor_b32_e32 v20, v20, v19
	.loc	1 213 9                         ; k_extra.py:213:9
	s_cselect_b32 s1, 0, 0x88
	v_or_b32_e32 v23, v23, v33
	.loc	1 214 9                         ; k_extra.py:214:9
	v_lshl_or_b32 v1, v1, 6, v20
	.loc	1 213 9                         ; k_extra.py:213:9
	v_xor_b32_e32 v21, s1, v21
	v_add_u32_e32 v24, 0, v23
	.loc	1 214 9                         ; k_extra.py:214:9
	v_add_u32_e32 v20, 0, v1
	.loc	1 213 9                         ; k_extra.py:213:9
	v_add_u32_e32 v27, 0, v21
	v_xad_u32 v25, v23, 16, 0
	v_xad_u32 v26, v23, 32, 0
	v_xad_u32 v23, v23, 48, 0
	v_xad_u32 v28, v21, 16, 0
	v_xad_u32 v29, v21, 32, 0
	v_xad_u32 v21, v21, 48, 0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_xad_u32 v1, v1, 32, 0
	v_bfe_i32 v0, v0, 4, 1
	v_and_b32_e32 v0, 0x408, v0
	.loc	1 215 5                         ; k_extra.py:215:5
	s_cmp_lg_u32 s9, 0
	.loc	1 213 9                         ; k_extra.py:213:9
	s_waitcnt vmcnt(23)
	ds_write_b8 v27, v30
	s_waitcnt vmcnt(22)
	ds_write_b8 v27, v31 offset:1024
	s_waitcnt vmcnt(21)
	ds_write_b8 v28, v34 offset:256
	s_waitcnt vmcnt(20)
	ds_write_b8 v28, v35 offset:1280
	s_waitcnt vmcnt(19)
	ds_write_b8 v29, v36 offset:512
	s_waitcnt vmcnt(18)
	ds_write_b8 v29, v37 offset:1536
	s_waitcnt vmcnt(17)
	ds_write_b8 v21, v38 offset:768
	s_waitcnt vmcnt(16)
	ds_write_b8 v21, v39 offset:1792
	.loc	1 214 9                         ; k_extra.py:214:9
	s_waitcnt vmcnt(11)
	v_perm_b32 v5, v6, v5, s0
	v_perm_b32 v3, v4, v3, s0
	s_waitcnt vmcnt(9)
	v_perm_b32 v4, v8, v7, s0
	s_waitcnt vmcnt(8)
	v_perm_b32 v2, v9, v2, s0
	v_lshl_or_b32 v3, v3, 16, v5
	v_lshl_or_b32 v2, v2, 16, v4
	.loc	1 213 9                         ; k_extra.py:213:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[48:49], v24
	ds_read_b64 v[50:51], v25
	ds_read_b64 v[52:53], v26
	ds_read_b64 v[54:55], v23
	.loc	1 214 9                         ; k_extra.py:214:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v20, v[2:3]
	s_waitcnt vmcnt(4)
	v_perm_b32 v2, v13, v12, s0
	s_waitcnt vmcnt(3)
	v_perm_b32 v3, v14, v11, s0
	v_lshl_or_b32 v3, v3, 16, v2
	s_waitcnt vmcnt(1)
	v_perm_b32 v2, v16, v15, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v17, v10, s0
	v_lshl_or_b32 v2, v4, 16, v2
	s_movk_i32 s0, 0x3c0
	ds_write_b64 v1, v[2:3]
	v_and_or_b32 v1, v18, s0, v19
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v46, v0, v22
	v_add_u32_e32 v0, 0, v46
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[34:37], v0 offset1:4
	v_xad_u32 v0, v46, 16, 0
	ds_read2st64_b64 v[38:41], v0 offset1:4
	v_xad_u32 v0, v46, 32, 0
	ds_read2st64_b64 v[42:45], v0 offset1:4
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[40:41], v[48:49], 0
	v_mfma_f32_32x32x16_bf8_fp8 v[16:31], v[34:35], v[48:49], 0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_xad_u32 v34, v46, 48, 0
	.loc	1 215 53                        ; k_extra.py:215:53
	v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[36:37], v[50:51], v[0:15]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read2st64_b64 v[34:37], v34 offset1:4
	.loc	1 215 53                        ; k_extra.py:215:53
	v_mfma_f32_32x32x16_bf8_fp8 v[16:31], v[38:39], v[50:51], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf8_fp8 v[16:31], v[42:43], v[52:53], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[36:37], v[52:53], v[0:15]
	v_mfma_f32_32x32x16_bf8_fp8 v[16:31], v[34:35], v[54:55], v[16:31]
	v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[44:45], v[54:55], v[0:15]
	.loc	1 215 5 is_stmt 0               ; k_extra.py:215:5
	s_cbranch_scc0 .LBB0_2
; %bb.1:                                ; %.critedge60
	.loc	1 210 1 is_stmt 1               ; k_extra.py:210:1
	s_endpgm
.LBB0_2:                                ; %.critedge
	.loc	1 215 14                        ; k_extra.py:215:14
	v_lshlrev_b32_e32 v34, 2, v33
	v_mov_b32_e32 v35, 0
	v_lshl_add_u64 v[36:37], s[6:7], 0, v[34:35]
	v_lshrrev_b32_e32 v34, 1, v32
	v_lshl_add_u64 v[32:33], v[36:37], 0, v[34:35]
	.loc	1 215 5 is_stmt 0               ; k_extra.py:215:5
	s_nop 3
	global_store_dwordx4 v[32:33], v[16:19], off
	global_store_dwordx4 v[32:33], v[20:23], off offset:32
	global_store_dwordx4 v[32:33], v[24:27], off offset:64
	global_store_dwordx4 v[32:33], v[28:31], off offset:96
	global_store_dwordx4 v[32:33], v[0:3], off offset:128
	global_store_dwordx4 v[32:33], v[4:7], off offset:160
	global_store_dwordx4 v[32:33], v[8:11], off offset:192
	global_store_dwordx4 v[32:33], v[12:15], off offset:224
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
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 0
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
	.set .Lmatmul_ab.num_vgpr, 56
	.set .Lmatmul_ab.num_agpr, 0
	.set .Lmatmul_ab.numbered_sgpr, 12
	.set .Lmatmul_ab.num_named_barrier, 0
	.set .Lmatmul_ab.private_seg_size, 0
	.set .Lmatmul_ab.uses_vcc, 0
	.set .Lmatmul_ab.uses_flat_scratch, 0
	.set .Lmatmul_ab.has_dyn_sized_stack, 0
	.set .Lmatmul_ab.has_recursion, 0
	.set .Lmatmul_ab.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1228
; TotalNumSgprs: 18
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 56
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
    .vgpr_count:     56
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

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
	v_readfirstlane_b32 s8, v0
	.loc	1 213 25                        ; k_extra.py:213:25
	s_and_b32 s10, s8, 0x80
	.loc	1 215 5                         ; k_extra.py:215:5
	s_and_b32 s9, s8, 0xc0
	.loc	1 213 25                        ; k_extra.py:213:25
	s_lshr_b32 s11, s10, 2
	.loc	1 213 17 is_stmt 0              ; k_extra.py:213:17
	s_add_u32 s0, s2, s9
	.loc	1 213 25                        ; k_extra.py:213:25
	v_and_b32_e32 v1, 63, v0
	.loc	1 213 17                        ; k_extra.py:213:17
	s_addc_u32 s1, s3, 0
	.loc	1 213 9                         ; k_extra.py:213:9
	global_load_ubyte v9, v1, s[0:1]
	global_load_ubyte v10, v1, s[0:1] offset:1024
	global_load_ubyte v11, v1, s[0:1] offset:2048
	global_load_ubyte v12, v1, s[0:1] offset:3072
	global_load_ubyte v13, v1, s[0:1] offset:256
	global_load_ubyte v14, v1, s[0:1] offset:1280
	global_load_ubyte v15, v1, s[0:1] offset:2304
	global_load_ubyte v16, v1, s[0:1] offset:3328
	global_load_ubyte v17, v1, s[0:1] offset:512
	global_load_ubyte v18, v1, s[0:1] offset:1536
	global_load_ubyte v19, v1, s[0:1] offset:2560
	global_load_ubyte v20, v1, s[0:1] offset:3584
	global_load_ubyte v21, v1, s[0:1] offset:768
	global_load_ubyte v22, v1, s[0:1] offset:1792
	global_load_ubyte v23, v1, s[0:1] offset:2816
	global_load_ubyte v24, v1, s[0:1] offset:3840
	.loc	1 213 43                        ; k_extra.py:213:43
	s_lshr_b32 s0, s8, 1
	s_and_b32 s2, s0, 32
	.loc	1 214 17 is_stmt 1              ; k_extra.py:214:17
	s_add_u32 s0, s4, s9
	s_addc_u32 s1, s5, 0
	.loc	1 214 9 is_stmt 0               ; k_extra.py:214:9
	global_load_ubyte v26, v1, s[0:1]
	global_load_ubyte v27, v1, s[0:1] offset:1024
	global_load_ubyte v28, v1, s[0:1] offset:2048
	global_load_ubyte v29, v1, s[0:1] offset:3072
	global_load_ubyte v30, v1, s[0:1] offset:256
	global_load_ubyte v31, v1, s[0:1] offset:1280
	global_load_ubyte v32, v1, s[0:1] offset:2304
	global_load_ubyte v33, v1, s[0:1] offset:3328
	global_load_ubyte v34, v1, s[0:1] offset:512
	global_load_ubyte v35, v1, s[0:1] offset:1536
	global_load_ubyte v36, v1, s[0:1] offset:2560
	global_load_ubyte v37, v1, s[0:1] offset:3584
	global_load_ubyte v38, v1, s[0:1] offset:768
	global_load_ubyte v39, v1, s[0:1] offset:1792
	global_load_ubyte v40, v1, s[0:1] offset:2816
	global_load_ubyte v41, v1, s[0:1] offset:3840
	.loc	1 213 43 is_stmt 1              ; k_extra.py:213:43
	v_and_b32_e32 v3, 32, v0
	.loc	1 213 25 is_stmt 0              ; k_extra.py:213:25
	v_and_b32_e32 v2, 31, v0
	.loc	1 213 9                         ; k_extra.py:213:9
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshrrev_b32_e32 v6, 1, v3
	v_lshlrev_b32_e32 v5, 6, v2
	v_bitop3_b32 v4, v4, v6, 48 bitop3:0x6c
	s_lshl_b32 s0, s10, 4
	.loc	1 213 25                        ; k_extra.py:213:25
	v_or_b32_e32 v1, s9, v1
	.loc	1 213 9                         ; k_extra.py:213:9
	v_or3_b32 v4, s0, v5, v4
	v_add_u32_e32 v6, 0, v1
	v_xad_u32 v7, v1, 16, 0
	v_xad_u32 v8, v1, 32, 0
	v_xad_u32 v1, v1, 48, 0
	v_add_u32_e32 v5, 0, v4
	v_xad_u32 v4, v4, 32, 0
	s_waitcnt vmcnt(31)
	ds_write_b8 v6, v9
	s_waitcnt vmcnt(30)
	ds_write_b8 v6, v10 offset:1024
	s_waitcnt vmcnt(29)
	ds_write_b8 v6, v11 offset:2048
	s_waitcnt vmcnt(28)
	ds_write_b8 v6, v12 offset:3072
	s_waitcnt vmcnt(27)
	ds_write_b8 v7, v13 offset:256
	s_waitcnt vmcnt(26)
	ds_write_b8 v7, v14 offset:1280
	s_waitcnt vmcnt(25)
	ds_write_b8 v7, v15 offset:2304
	s_waitcnt vmcnt(24)
	ds_write_b8 v7, v16 offset:3328
	s_waitcnt vmcnt(23)
	ds_write_b8 v8, v17 offset:512
	s_waitcnt vmcnt(22)
	ds_write_b8 v8, v18 offset:1536
	s_waitcnt vmcnt(21)
	ds_write_b8 v8, v19 offset:2560
	s_waitcnt vmcnt(20)
	ds_write_b8 v8, v20 offset:3584
	s_waitcnt vmcnt(19)
	ds_write_b8 v1, v21 offset:768
	s_waitcnt vmcnt(18)
	ds_write_b8 v1, v22 offset:1792
	s_waitcnt vmcnt(17)
	ds_write_b8 v1, v23 offset:2816
	s_waitcnt vmcnt(16)
	ds_write_b8 v1, v24 offset:3840
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[18:21], v5
	ds_read_b128 v[22:25], v4
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(15)
	ds_write_b8 v6, v26
	s_waitcnt vmcnt(14)
	ds_write_b8 v6, v27 offset:1024
	s_waitcnt vmcnt(13)
	ds_write_b8 v6, v28 offset:2048
	s_waitcnt vmcnt(12)
	ds_write_b8 v6, v29 offset:3072
	s_waitcnt vmcnt(11)
	ds_write_b8 v7, v30 offset:256
	s_waitcnt vmcnt(10)
	ds_write_b8 v7, v31 offset:1280
	s_waitcnt vmcnt(9)
	ds_write_b8 v7, v32 offset:2304
	s_waitcnt vmcnt(8)
	ds_write_b8 v7, v33 offset:3328
	s_waitcnt vmcnt(7)
	ds_write_b8 v8, v34 offset:512
	s_waitcnt vmcnt(6)
	ds_write_b8 v8, v35 offset:1536
	s_waitcnt vmcnt(5)
	ds_write_b8 v8, v36 offset:2560
	s_waitcnt vmcnt(4)
	ds_write_b8 v8, v37 offset:3584
	s_waitcnt vmcnt(3)
	ds_write_b8 v1, v38 offset:768
	s_waitcnt vmcnt(2)
	ds_write_b8 v1, v39 offset:1792
	s_waitcnt vmcnt(1)
	ds_write_b8 v1, v40 offset:2816
	s_waitcnt vmcnt(0)
	ds_write_b8 v1, v41 offset:3840
	v_lshlrev_b32_e32 v1, 5, v0
	v_bfe_i32 v5, v0, 3, 1
	v_and_b32_e32 v1, 0x4c0, v1
	v_lshlrev_b32_e32 v4, 3, v0
	v_and_b32_e32 v5, 0x110, v5
	v_and_b32_e32 v0, 16, v0
	v_and_b32_e32 v4, 8, v4
	v_bitop3_b32 v0, v5, v0, v1 bitop3:0x36
	v_or3_b32 v0, v4, v0, s2
	v_add_u32_e32 v1, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v0, v0, 32, 0
	ds_read_b64_tr_b8 v[26:27], v1
	ds_read_b64_tr_b8 v[30:31], v1 offset:2048
	ds_read_b64_tr_b8 v[28:29], v0 offset:512
	ds_read_b64_tr_b8 v[32:33], v0 offset:2560
	.loc	1 213 25                        ; k_extra.py:213:25
	v_or_b32_e32 v0, s11, v2
	.loc	1 213 43 is_stmt 0              ; k_extra.py:213:43
	v_lshrrev_b32_e32 v1, 3, v3
	v_or_b32_e32 v4, s2, v1
	.loc	1 215 14 is_stmt 1              ; k_extra.py:215:14
	v_lshlrev_b32_e32 v0, 8, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v4
	v_lshl_add_u64 v[16:17], v[2:3], 0, v[0:1]
	.loc	1 215 53 is_stmt 0              ; k_extra.py:215:53
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[26:33], v[18:25], 0 cbsz:1 blgp:1
	.loc	1 215 5                         ; k_extra.py:215:5
	s_nop 15
	s_nop 3
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
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
	.set .Lmatmul_ab.num_vgpr, 42
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
; codeLenInByte = 1268
; TotalNumSgprs: 18
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
    .vgpr_count:     42
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

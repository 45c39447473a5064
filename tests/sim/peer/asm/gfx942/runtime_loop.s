	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	runtime_loop                    ; -- Begin function runtime_loop
	.p2align	8
	.type	runtime_loop,@function
runtime_loop:                           ; @runtime_loop
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.9:
	.file	1 "/work/main/tests/sim/peer" "k_extra.py"
	.loc	1 181 0 prologue_end            ; k_extra.py:181:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.10:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 183 26 is_stmt 1              ; k_extra.py:183:26
	v_readfirstlane_b32 s0, v0
	.loc	1 189 5                         ; k_extra.py:189:5
	s_and_b32 s0, s0, 64
	.loc	1 184 21                        ; k_extra.py:184:21
	s_ashr_i32 s13, s12, 31
	.loc	1 183 26                        ; k_extra.py:183:26
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 183 12 is_stmt 0              ; k_extra.py:183:12
	v_lshl_or_b32 v0, s12, 7, v0
	.loc	1 185 17 is_stmt 1              ; k_extra.py:185:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 185 9 is_stmt 0               ; k_extra.py:185:9
	global_load_dword v2, v[2:3], off
	.loc	1 184 21 is_stmt 1              ; k_extra.py:184:21
	s_lshl_b64 s[0:1], s[12:13], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 184 13 is_stmt 0              ; k_extra.py:184:13
	s_load_dword s0, s[0:1], 0x0
	.loc	1 187 5 is_stmt 1               ; k_extra.py:187:5
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 1
	s_cbranch_scc1 .LBB0_6
; %bb.1:                                ; %.lr.ph.preheader
	s_and_b32 s2, s0, 7
	s_cmp_lt_u32 s0, 8
	s_cbranch_scc1 .LBB0_7
; %bb.2:                                ; %.lr.ph.preheader.new
	s_and_b32 s0, s0, 0x7ffffff8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
.LBB0_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 188 15                        ; k_extra.py:188:15
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	.loc	1 187 5                         ; k_extra.py:187:5
	s_add_i32 s0, s0, -8
	s_cmp_lg_u32 s0, 0
	.loc	1 188 15                        ; k_extra.py:188:15
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	.loc	1 187 5                         ; k_extra.py:187:5
	s_cbranch_scc1 .LBB0_3
; %bb.4:                                ; %._crit_edge.loopexit.unr-lcssa
	s_cmp_lg_u32 s2, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_8
.LBB0_5:                                ; %._crit_edge
	.loc	1 189 14                        ; k_extra.py:189:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	.loc	1 189 5 is_stmt 0               ; k_extra.py:189:5
	global_store_dword v[0:1], v3, off
	.loc	1 181 1 is_stmt 1               ; k_extra.py:181:1
	s_endpgm
.LBB0_6:
	.loc	1 0 1 is_stmt 0                 ; k_extra.py:0:1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	.loc	1 189 14 is_stmt 1              ; k_extra.py:189:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	.loc	1 189 5 is_stmt 0               ; k_extra.py:189:5
	global_store_dword v[0:1], v3, off
	.loc	1 181 1 is_stmt 1               ; k_extra.py:181:1
	s_endpgm
.LBB0_7:
	.loc	1 0 1 is_stmt 0                 ; k_extra.py:0:1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	s_cbranch_execz .LBB0_5
.LBB0_8:                                ; %.lr.ph.epil
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 187 5 is_stmt 1               ; k_extra.py:187:5
	s_add_i32 s2, s2, -1
	s_cmp_lg_u32 s2, 0
	.loc	1 188 15                        ; k_extra.py:188:15
	v_fmamk_f32 v3, v3, 0x3f000000, v2
	s_cbranch_scc1 .LBB0_8
	s_branch .LBB0_5
.Ltmp2:
.Lfunc_end0:
	.size	runtime_loop, .Lfunc_end0-runtime_loop
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel runtime_loop
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 4
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
	.set .Lruntime_loop.num_vgpr, 4
	.set .Lruntime_loop.num_agpr, 0
	.set .Lruntime_loop.numbered_sgpr, 14
	.set .Lruntime_loop.num_named_barrier, 0
	.set .Lruntime_loop.private_seg_size, 0
	.set .Lruntime_loop.uses_vcc, 1
	.set .Lruntime_loop.uses_flat_scratch, 0
	.set .Lruntime_loop.has_dyn_sized_stack, 0
	.set .Lruntime_loop.has_recursion, 0
	.set .Lruntime_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 540
; TotalNumSgprs: 20
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
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
    .max_flat_workgroup_size: 128
    .name:           runtime_loop
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         runtime_loop.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
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

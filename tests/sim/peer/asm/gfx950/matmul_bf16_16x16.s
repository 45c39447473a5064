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
	.loc	1 213 17 is_stmt 1              ; k_extra.py:213:17
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 1, v0
	.loc	1 214 17                        ; k_extra.py:214:17
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	.loc	1 214 9 is_stmt 0               ; k_extra.py:214:9
	s_movk_i32 s0, 0x1000
	v_add_co_u32_e32 v6, vcc, s0, v6
	.loc	1 213 9 is_stmt 1               ; k_extra.py:213:9
	global_load_ushort v8, v4, s[2:3]
	global_load_ushort v9, v4, s[2:3] offset:128
	global_load_ushort v10, v4, s[2:3] offset:256
	global_load_ushort v11, v4, s[2:3] offset:384
	global_load_ushort v12, v4, s[2:3] offset:512
	global_load_ushort v13, v4, s[2:3] offset:640
	global_load_ushort v14, v4, s[2:3] offset:768
	global_load_ushort v15, v4, s[2:3] offset:896
	global_load_ushort v16, v4, s[2:3] offset:1024
	global_load_ushort v17, v4, s[2:3] offset:1152
	global_load_ushort v18, v4, s[2:3] offset:1280
	global_load_ushort v19, v4, s[2:3] offset:1408
	global_load_ushort v20, v4, s[2:3] offset:1536
	global_load_ushort v21, v4, s[2:3] offset:1664
	global_load_ushort v22, v4, s[2:3] offset:1792
	global_load_ushort v23, v4, s[2:3] offset:1920
	.loc	1 214 9                         ; k_extra.py:214:9
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	global_load_ushort v26, v4, s[4:5]
	global_load_ushort v27, v4, s[4:5] offset:128
	global_load_ushort v28, v4, s[4:5] offset:256
	global_load_ushort v29, v4, s[4:5] offset:384
	global_load_ushort v30, v4, s[4:5] offset:512
	global_load_ushort v31, v4, s[4:5] offset:640
	global_load_ushort v32, v4, s[4:5] offset:768
	global_load_ushort v33, v4, s[4:5] offset:896
	global_load_ushort v34, v4, s[4:5] offset:1024
	global_load_ushort v35, v4, s[4:5] offset:1152
	global_load_ushort v36, v4, s[4:5] offset:1280
	global_load_ushort v37, v4, s[4:5] offset:1408
	global_load_ushort v38, v4, s[4:5] offset:1536
	global_load_ushort v39, v4, s[4:5] offset:1664
	global_load_ushort v40, v4, s[4:5] offset:1792
	global_load_ushort v41, v4, s[4:5] offset:1920
	global_load_ushort v42, v4, s[4:5] offset:2048
	global_load_ushort v43, v4, s[4:5] offset:2176
	global_load_ushort v44, v4, s[4:5] offset:2304
	global_load_ushort v45, v4, s[4:5] offset:2432
	global_load_ushort v46, v4, s[4:5] offset:2560
	global_load_ushort v47, v4, s[4:5] offset:2688
	global_load_ushort v48, v4, s[4:5] offset:2816
	global_load_ushort v49, v4, s[4:5] offset:2944
	global_load_ushort v50, v[6:7], off
	global_load_ushort v51, v[6:7], off offset:128
	global_load_ushort v52, v[6:7], off offset:256
	global_load_ushort v53, v[6:7], off offset:384
	global_load_ushort v54, v[6:7], off offset:2048
	global_load_ushort v55, v[6:7], off offset:2176
	global_load_ushort v56, v[6:7], off offset:2304
	global_load_ushort v57, v[6:7], off offset:2432
	global_load_ushort v58, v4, s[4:5] offset:3072
	global_load_ushort v59, v4, s[4:5] offset:3200
	global_load_ushort v60, v4, s[4:5] offset:3328
	global_load_ushort v61, v4, s[4:5] offset:3456
	global_load_ushort v62, v4, s[4:5] offset:3584
	global_load_ushort v63, v4, s[4:5] offset:3712
	global_load_ushort v64, v4, s[4:5] offset:3840
	global_load_ushort v65, v4, s[4:5] offset:3968
	global_load_ushort v66, v[6:7], off offset:512
	global_load_ushort v67, v[6:7], off offset:640
	global_load_ushort v68, v[6:7], off offset:768
	global_load_ushort v69, v[6:7], off offset:896
	global_load_ushort v70, v[6:7], off offset:2560
	global_load_ushort v71, v[6:7], off offset:2688
	global_load_ushort v72, v[6:7], off offset:2816
	global_load_ushort v73, v[6:7], off offset:2944
	global_load_ushort v74, v[6:7], off offset:1024
	global_load_ushort v75, v[6:7], off offset:1152
	global_load_ushort v76, v[6:7], off offset:1280
	global_load_ushort v77, v[6:7], off offset:1408
	global_load_ushort v78, v[6:7], off offset:1536
	global_load_ushort v79, v[6:7], off offset:1664
                                        ; kill: killed $sgpr4_sgpr5
	global_load_ushort v80, v[6:7], off offset:1792
	global_load_ushort v81, v[6:7], off offset:1920
	global_load_ushort v82, v[6:7], off offset:3072
	global_load_ushort v83, v[6:7], off offset:3200
	global_load_ushort v84, v[6:7], off offset:3328
	global_load_ushort v85, v[6:7], off offset:3456
	global_load_ushort v86, v[6:7], off offset:3584
	global_load_ushort v87, v[6:7], off offset:3712
	global_load_ushort v88, v[6:7], off offset:3840
	global_load_ushort v89, v[6:7], off offset:3968
	.loc	1 213 9                         ; k_extra.py:213:9
	v_add_u32_e32 v3, 0, v4
	v_xad_u32 v7, v4, 32, 0
	.loc	1 213 25 is_stmt 0              ; k_extra.py:213:25
	v_and_b32_e32 v1, 15, v0
	.loc	1 213 43                        ; k_extra.py:213:43
	v_and_b32_e32 v2, 48, v0
	.loc	1 213 9                         ; k_extra.py:213:9
	v_xad_u32 v6, v4, 16, 0
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	s_movk_i32 s0, 0x110
	.loc	1 213 9                         ; k_extra.py:213:9
	s_waitcnt vmcnt(62)
	ds_write_b16 v3, v8
	ds_write_b16 v3, v9 offset:128
	ds_write_b16 v7, v12 offset:512
	ds_write_b16 v7, v13 offset:640
	v_xad_u32 v8, v4, 48, 0
	v_lshlrev_b32_e32 v13, 3, v0
	ds_write_b16 v8, v14 offset:768
	ds_write_b16 v8, v15 offset:896
	v_lshlrev_b32_e32 v12, 7, v1
	v_and_b32_e32 v14, 0x70, v13
	ds_write_b16 v6, v10 offset:256
	ds_write_b16 v6, v11 offset:384
	v_xad_u32 v9, v4, 64, 0
	v_xor_b32_e32 v10, 0x50, v4
	v_xor_b32_e32 v11, 0x60, v4
	v_xor_b32_e32 v4, 0x70, v4
	v_bitop3_b32 v12, v14, v12, v2 bitop3:0xde
	v_add_u32_e32 v10, 0, v10
	v_add_u32_e32 v11, 0, v11
	v_add_u32_e32 v4, 0, v4
	v_add_u32_e32 v14, 0, v12
	ds_write_b16 v9, v16 offset:1024
	ds_write_b16 v9, v17 offset:1152
	ds_write_b16 v10, v18 offset:1280
	ds_write_b16 v10, v19 offset:1408
	ds_write_b16 v11, v20 offset:1536
	ds_write_b16 v11, v21 offset:1664
	ds_write_b16 v4, v22 offset:1792
	ds_write_b16 v4, v23 offset:1920
	s_waitcnt lgkmcnt(0)
	; wave barrier
	v_xad_u32 v12, v12, 64, 0
	ds_read_b128 v[18:21], v14
	ds_read_b128 v[22:25], v12
	.loc	1 214 9                         ; k_extra.py:214:9
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_write_b16 v3, v26
	ds_write_b16 v3, v27 offset:128
	s_waitcnt vmcnt(47)
	ds_write_b16 v3, v42 offset:2048
	s_waitcnt vmcnt(46)
	ds_write_b16 v3, v43 offset:2176
	s_waitcnt vmcnt(39)
	ds_write_b16 v3, v50 offset:4096
	s_waitcnt vmcnt(38)
	ds_write_b16 v3, v51 offset:4224
	s_waitcnt vmcnt(35)
	ds_write_b16 v3, v54 offset:6144
	s_waitcnt vmcnt(34)
	ds_write_b16 v3, v55 offset:6272
	ds_write_b16 v6, v28 offset:256
	ds_write_b16 v6, v29 offset:384
	ds_write_b16 v6, v44 offset:2304
	ds_write_b16 v6, v45 offset:2432
	ds_write_b16 v6, v52 offset:4352
	ds_write_b16 v6, v53 offset:4480
	s_waitcnt vmcnt(33)
	ds_write_b16 v6, v56 offset:6400
	s_waitcnt vmcnt(32)
	ds_write_b16 v6, v57 offset:6528
	ds_write_b16 v7, v30 offset:512
	ds_write_b16 v7, v31 offset:640
	ds_write_b16 v7, v46 offset:2560
	ds_write_b16 v7, v47 offset:2688
	s_waitcnt vmcnt(23)
	ds_write_b16 v7, v66 offset:4608
	s_waitcnt vmcnt(22)
	ds_write_b16 v7, v67 offset:4736
	s_waitcnt vmcnt(19)
	ds_write_b16 v7, v70 offset:6656
	s_waitcnt vmcnt(18)
	ds_write_b16 v7, v71 offset:6784
	ds_write_b16 v8, v32 offset:768
	ds_write_b16 v8, v33 offset:896
	ds_write_b16 v8, v48 offset:2816
	ds_write_b16 v8, v49 offset:2944
	ds_write_b16 v8, v68 offset:4864
	ds_write_b16 v8, v69 offset:4992
	s_waitcnt vmcnt(17)
	ds_write_b16 v8, v72 offset:6912
	s_waitcnt vmcnt(16)
	ds_write_b16 v8, v73 offset:7040
	ds_write_b16 v9, v34 offset:1024
	ds_write_b16 v9, v35 offset:1152
	ds_write_b16 v9, v58 offset:3072
	ds_write_b16 v9, v59 offset:3200
	s_waitcnt vmcnt(15)
	ds_write_b16 v9, v74 offset:5120
	s_waitcnt vmcnt(14)
	ds_write_b16 v9, v75 offset:5248
	s_waitcnt vmcnt(7)
	ds_write_b16 v9, v82 offset:7168
	s_waitcnt vmcnt(6)
	ds_write_b16 v9, v83 offset:7296
	ds_write_b16 v10, v36 offset:1280
	ds_write_b16 v10, v37 offset:1408
	ds_write_b16 v10, v60 offset:3328
	ds_write_b16 v10, v61 offset:3456
	ds_write_b16 v10, v76 offset:5376
	ds_write_b16 v10, v77 offset:5504
	s_waitcnt vmcnt(5)
	ds_write_b16 v10, v84 offset:7424
	s_waitcnt vmcnt(4)
	ds_write_b16 v10, v85 offset:7552
	ds_write_b16 v11, v38 offset:1536
	ds_write_b16 v11, v39 offset:1664
	ds_write_b16 v11, v62 offset:3584
	ds_write_b16 v11, v63 offset:3712
	ds_write_b16 v11, v78 offset:5632
	ds_write_b16 v11, v79 offset:5760
	s_waitcnt vmcnt(3)
	ds_write_b16 v11, v86 offset:7680
	s_waitcnt vmcnt(2)
	ds_write_b16 v11, v87 offset:7808
	ds_write_b16 v4, v40 offset:1792
	ds_write_b16 v4, v41 offset:1920
	ds_write_b16 v4, v64 offset:3840
	ds_write_b16 v4, v65 offset:3968
	ds_write_b16 v4, v80 offset:5888
	ds_write_b16 v4, v81 offset:6016
	s_waitcnt vmcnt(1)
	ds_write_b16 v4, v88 offset:7936
	s_waitcnt vmcnt(0)
	ds_write_b16 v4, v89 offset:8064
	v_and_b32_e32 v3, 24, v13
	v_lshlrev_b32_e32 v4, 5, v0
	v_bfe_i32 v6, v0, 3, 1
	v_and_b32_e32 v4, 0x80, v4
	v_bfe_i32 v7, v0, 4, 1
	v_lshlrev_b32_e32 v0, 6, v0
	v_bitop3_b32 v3, v6, v3, s0 bitop3:0x6c
	s_movk_i32 s0, 0x800
	v_and_b32_e32 v7, 0x440, v7
	v_and_or_b32 v0, v0, s0, v4
	v_or3_b32 v0, v0, v7, v3
	v_add_u32_e32 v3, 0, v0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64_tr_b16 v[8:9], v3 offset:544
	ds_read_b64_tr_b16 v[6:7], v3
	ds_read_b64_tr_b16 v[10:11], v3 offset:32
	ds_read_b64_tr_b16 v[12:13], v3 offset:512
	ds_read_b64_tr_b16 v[14:15], v3 offset:4096
	ds_read_b64_tr_b16 v[16:17], v3 offset:4640
	ds_read_b64_tr_b16 v[26:27], v3 offset:4128
	ds_read_b64_tr_b16 v[28:29], v3 offset:4608
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_bf16 v[6:9], v[6:9], v[18:21], 0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_xad_u32 v0, v0, 64, 0
	ds_read_b64_tr_b16 v[30:31], v0 offset:4096
	ds_read_b64_tr_b16 v[32:33], v0 offset:4640
	ds_read_b64_tr_b16 v[34:35], v0 offset:4128
	ds_read_b64_tr_b16 v[36:37], v0 offset:4608
	.loc	1 215 14                        ; k_extra.py:215:14
	v_mov_b32_e32 v3, v5
	.loc	1 215 53 is_stmt 0              ; k_extra.py:215:53
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_16x16x32_bf16 v[10:13], v[10:13], v[18:21], 0
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_bf16 v[6:9], v[14:17], v[22:25], v[6:9]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x32_bf16 v[10:13], v[26:29], v[22:25], v[10:13]
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	ds_read_b64_tr_b16 v[16:17], v0 offset:544
	ds_read_b64_tr_b16 v[14:15], v0
	ds_read_b64_tr_b16 v[26:27], v0 offset:32
	ds_read_b64_tr_b16 v[28:29], v0 offset:512
	.loc	1 215 14                        ; k_extra.py:215:14
	v_lshlrev_b32_e32 v0, 8, v1
	v_mov_b32_e32 v1, v5
	.loc	1 215 53 is_stmt 0              ; k_extra.py:215:53
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_bf16 v[14:17], v[14:17], v[18:21], 0
	.loc	1 215 14                        ; k_extra.py:215:14
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[4:5], v[0:1], 0, v[2:3]
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[18:21], v[26:29], v[18:21], 0
	v_mfma_f32_16x16x32_bf16 v[14:17], v[30:33], v[22:25], v[14:17]
	v_mfma_f32_16x16x32_bf16 v[0:3], v[34:37], v[22:25], v[18:21]
	.loc	1 215 5                         ; k_extra.py:215:5
	global_store_dwordx4 v[4:5], v[6:9], off
	global_store_dwordx4 v[4:5], v[10:13], off offset:64
	s_nop 4
	global_store_dwordx4 v[4:5], v[14:17], off offset:128
	global_store_dwordx4 v[4:5], v[0:3], off offset:192
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
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 92
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
	.set .Lmatmul_ab.num_vgpr, 90
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
; codeLenInByte = 2180
; TotalNumSgprs: 18
; NumVgprs: 90
; NumAgprs: 0
; TotalNumVgprs: 90
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 90
; AccumOffset: 92
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 22
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
    .max_flat_workgroup_size: 64
    .name:           matmul_ab
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         matmul_ab.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     90
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

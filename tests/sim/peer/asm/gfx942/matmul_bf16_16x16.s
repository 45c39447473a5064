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
	v_lshlrev_b32_e32 v2, 1, v0
	.loc	1 213 9 is_stmt 0               ; k_extra.py:213:9
	global_load_ushort v61, v2, s[2:3]
	global_load_ushort v62, v2, s[2:3] offset:128
	global_load_ushort v63, v2, s[2:3] offset:256
	global_load_ushort v64, v2, s[2:3] offset:384
	global_load_ushort v69, v2, s[2:3] offset:512
	global_load_ushort v70, v2, s[2:3] offset:640
	global_load_ushort v71, v2, s[2:3] offset:768
	global_load_ushort v72, v2, s[2:3] offset:896
	global_load_ushort v73, v2, s[2:3] offset:1024
	global_load_ushort v74, v2, s[2:3] offset:1152
	global_load_ushort v75, v2, s[2:3] offset:1280
	global_load_ushort v76, v2, s[2:3] offset:1408
	global_load_ushort v77, v2, s[2:3] offset:1536
	global_load_ushort v78, v2, s[2:3] offset:1664
	global_load_ushort v79, v2, s[2:3] offset:1792
	global_load_ushort v80, v2, s[2:3] offset:1920
	.loc	1 213 17                        ; k_extra.py:213:17
	v_mov_b32_e32 v3, 0
	.loc	1 214 17 is_stmt 1              ; k_extra.py:214:17
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	.loc	1 214 9 is_stmt 0               ; k_extra.py:214:9
	s_movk_i32 s0, 0x1000
	v_add_co_u32_e32 v4, vcc, s0, v4
	global_load_ushort v1, v2, s[4:5]
	global_load_ushort v6, v2, s[4:5] offset:128
	global_load_ushort v7, v2, s[4:5] offset:256
	global_load_ushort v8, v2, s[4:5] offset:384
	global_load_ushort v9, v2, s[4:5] offset:512
	global_load_ushort v10, v2, s[4:5] offset:640
	global_load_ushort v11, v2, s[4:5] offset:768
	global_load_ushort v12, v2, s[4:5] offset:896
	global_load_ushort v13, v2, s[4:5] offset:1024
	global_load_ushort v14, v2, s[4:5] offset:1152
	global_load_ushort v15, v2, s[4:5] offset:1280
	global_load_ushort v16, v2, s[4:5] offset:1408
	global_load_ushort v17, v2, s[4:5] offset:1536
	global_load_ushort v18, v2, s[4:5] offset:1664
	global_load_ushort v19, v2, s[4:5] offset:1792
	global_load_ushort v20, v2, s[4:5] offset:1920
	global_load_ushort v21, v2, s[4:5] offset:2048
	global_load_ushort v22, v2, s[4:5] offset:2176
	global_load_ushort v23, v2, s[4:5] offset:2304
	global_load_ushort v24, v2, s[4:5] offset:2432
	global_load_ushort v25, v2, s[4:5] offset:2560
	global_load_ushort v26, v2, s[4:5] offset:2688
	global_load_ushort v27, v2, s[4:5] offset:2816
	global_load_ushort v28, v2, s[4:5] offset:2944
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_ushort v29, v[4:5], off
	global_load_ushort v30, v[4:5], off offset:128
	global_load_ushort v31, v[4:5], off offset:256
	global_load_ushort v32, v[4:5], off offset:384
	global_load_ushort v33, v[4:5], off offset:512
	global_load_ushort v34, v[4:5], off offset:640
	global_load_ushort v35, v[4:5], off offset:768
	global_load_ushort v36, v[4:5], off offset:896
	global_load_ushort v37, v[4:5], off offset:1024
	global_load_ushort v38, v[4:5], off offset:1152
	global_load_ushort v39, v[4:5], off offset:1280
	global_load_ushort v40, v[4:5], off offset:1408
	global_load_ushort v41, v[4:5], off offset:1536
	global_load_ushort v42, v[4:5], off offset:1664
	global_load_ushort v43, v[4:5], off offset:1792
	global_load_ushort v44, v[4:5], off offset:1920
	global_load_ushort v45, v[4:5], off offset:2048
	global_load_ushort v46, v[4:5], off offset:2176
	global_load_ushort v47, v[4:5], off offset:2304
	global_load_ushort v48, v[4:5], off offset:2432
	global_load_ushort v49, v[4:5], off offset:2560
	global_load_ushort v50, v[4:5], off offset:2688
	global_load_ushort v51, v[4:5], off offset:2816
	global_load_ushort v52, v[4:5], off offset:2944
	global_load_ushort v53, v[4:5], off offset:3072
	global_load_ushort v54, v[4:5], off offset:3200
	global_load_ushort v55, v[4:5], off offset:3328
	global_load_ushort v56, v[4:5], off offset:3456
	global_load_ushort v57, v[4:5], off offset:3584
	global_load_ushort v58, v[4:5], off offset:3712
	global_load_ushort v59, v[4:5], off offset:3840
	global_load_ushort v60, v[4:5], off offset:3968
	.loc	1 213 9 is_stmt 1               ; k_extra.py:213:9
	v_add_u32_e32 v4, 0, v2
	.loc	1 214 9                         ; k_extra.py:214:9
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(52)
	v_perm_b32 v5, v8, v7, s0
	.loc	1 213 9                         ; k_extra.py:213:9
	ds_write_b16 v4, v61
	v_xad_u32 v4, v2, 8, 0
	ds_write_b16 v4, v62 offset:128
	v_xad_u32 v4, v2, 16, 0
	ds_write_b16 v4, v63 offset:256
	v_xad_u32 v4, v2, 24, 0
	ds_write_b16 v4, v64 offset:384
	.loc	1 214 9                         ; k_extra.py:214:9
	global_load_ushort v61, v2, s[4:5] offset:3072
	global_load_ushort v62, v2, s[4:5] offset:3328
	global_load_ushort v63, v2, s[4:5] offset:3456
	global_load_ushort v64, v2, s[4:5] offset:3584
	global_load_ushort v65, v2, s[4:5] offset:3840
	global_load_ushort v66, v2, s[4:5] offset:3968
	global_load_ushort v67, v2, s[4:5] offset:3712
	global_load_ushort v68, v2, s[4:5] offset:3200
	.loc	1 213 9                         ; k_extra.py:213:9
	v_xad_u32 v4, v2, 32, 0
	ds_write_b16 v4, v69 offset:512
	v_xad_u32 v4, v2, 40, 0
	ds_write_b16 v4, v70 offset:640
	v_xad_u32 v4, v2, 48, 0
	ds_write_b16 v4, v71 offset:768
	v_xad_u32 v4, v2, 56, 0
	ds_write_b16 v4, v72 offset:896
	v_xad_u32 v4, v2, 64, 0
	ds_write_b16 v4, v73 offset:1024
	v_xor_b32_e32 v4, 0x48, v2
	v_add_u32_e32 v4, 0, v4
	ds_write_b16 v4, v74 offset:1152
	v_xor_b32_e32 v4, 0x50, v2
	v_add_u32_e32 v4, 0, v4
	ds_write_b16 v4, v75 offset:1280
	v_xor_b32_e32 v4, 0x58, v2
	v_add_u32_e32 v4, 0, v4
	ds_write_b16 v4, v76 offset:1408
	v_xor_b32_e32 v4, 0x60, v2
	v_add_u32_e32 v4, 0, v4
	ds_write_b16 v4, v77 offset:1536
	v_xor_b32_e32 v4, 0x68, v2
	v_add_u32_e32 v4, 0, v4
	ds_write_b16 v4, v78 offset:1664
	v_xor_b32_e32 v4, 0x70, v2
	v_xor_b32_e32 v2, 0x78, v2
	v_add_u32_e32 v2, 0, v2
	ds_write_b16 v2, v80 offset:1920
	.loc	1 213 25 is_stmt 0              ; k_extra.py:213:25
	v_and_b32_e32 v69, 15, v0
	.loc	1 213 43                        ; k_extra.py:213:43
	v_and_b32_e32 v2, 48, v0
	.loc	1 213 9                         ; k_extra.py:213:9
	v_add_u32_e32 v4, 0, v4
	v_lshlrev_b32_e32 v7, 3, v69
	v_lshrrev_b32_e32 v8, 1, v2
	ds_write_b16 v4, v79 offset:1792
	.loc	1 214 9 is_stmt 1               ; k_extra.py:214:9
	v_perm_b32 v4, v6, v1, s0
	.loc	1 213 9                         ; k_extra.py:213:9
	v_lshlrev_b32_e32 v6, 7, v69
	v_xor_b32_e32 v1, v7, v8
	v_or_b32_e32 v70, v1, v6
	v_add_u32_e32 v71, 0, v70
	v_xad_u32 v72, v70, 32, 0
	v_xad_u32 v73, v70, 64, 0
	v_xor_b32_e32 v70, 0x60, v70
	v_add_u32_e32 v70, 0, v70
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[74:75], v71
	ds_read_b64 v[76:77], v72
	ds_read_b64 v[72:73], v73
	ds_read_b64 v[78:79], v70
	.loc	1 214 9                         ; k_extra.py:214:9
	v_lshl_or_b32 v70, v0, 7, v1
	v_add_u32_e32 v0, 0, v70
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_write_b64 v0, v[4:5]
	s_waitcnt vmcnt(56)
	v_perm_b32 v1, v12, v11, s0
	v_perm_b32 v0, v10, v9, s0
	v_xad_u32 v4, v70, 8, 0
	ds_write_b64 v4, v[0:1]
	s_waitcnt vmcnt(52)
	v_perm_b32 v1, v16, v15, s0
	v_perm_b32 v0, v14, v13, s0
	v_xad_u32 v4, v70, 16, 0
	ds_write_b64 v4, v[0:1]
	s_waitcnt vmcnt(48)
	v_perm_b32 v1, v20, v19, s0
	v_perm_b32 v0, v18, v17, s0
	v_xad_u32 v4, v70, 24, 0
	ds_write_b64 v4, v[0:1]
	v_xad_u32 v4, v70, 32, 0
	s_waitcnt vmcnt(44)
	v_perm_b32 v1, v24, v23, s0
	v_perm_b32 v0, v22, v21, s0
	ds_write_b64 v4, v[0:1]
	v_xad_u32 v4, v70, 40, 0
	s_waitcnt vmcnt(40)
	v_perm_b32 v1, v28, v27, s0
	v_perm_b32 v0, v26, v25, s0
	ds_write_b64 v4, v[0:1]
	v_xad_u32 v4, v70, 48, 0
	s_waitcnt vmcnt(5)
	v_perm_b32 v1, v63, v62, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v68, v61, s0
	ds_write_b64 v4, v[0:1]
	v_xad_u32 v4, v70, 56, 0
	v_perm_b32 v1, v66, v65, s0
	v_perm_b32 v0, v67, v64, s0
	ds_write_b64 v4, v[0:1]
	v_xad_u32 v4, v70, 64, 0
	v_perm_b32 v1, v32, v31, s0
	v_perm_b32 v0, v30, v29, s0
	ds_write_b64 v4, v[0:1]
	v_xor_b32_e32 v0, 0x48, v70
	v_add_u32_e32 v4, 0, v0
	v_perm_b32 v1, v36, v35, s0
	v_perm_b32 v0, v34, v33, s0
	ds_write_b64 v4, v[0:1]
	v_xor_b32_e32 v0, 0x50, v70
	v_add_u32_e32 v4, 0, v0
	v_perm_b32 v1, v40, v39, s0
	v_perm_b32 v0, v38, v37, s0
	ds_write_b64 v4, v[0:1]
	v_xor_b32_e32 v0, 0x58, v70
	v_add_u32_e32 v4, 0, v0
	v_perm_b32 v1, v44, v43, s0
	v_perm_b32 v0, v42, v41, s0
	ds_write_b64 v4, v[0:1]
	v_xor_b32_e32 v0, 0x60, v70
	v_add_u32_e32 v4, 0, v0
	v_perm_b32 v1, v48, v47, s0
	v_perm_b32 v0, v46, v45, s0
	ds_write_b64 v4, v[0:1]
	v_xor_b32_e32 v0, 0x68, v70
	v_add_u32_e32 v4, 0, v0
	v_perm_b32 v1, v52, v51, s0
	v_perm_b32 v0, v50, v49, s0
	ds_write_b64 v4, v[0:1]
	v_xor_b32_e32 v0, 0x70, v70
	v_add_u32_e32 v4, 0, v0
	v_perm_b32 v1, v56, v55, s0
	v_perm_b32 v0, v54, v53, s0
	ds_write_b64 v4, v[0:1]
	v_xor_b32_e32 v0, 0x78, v70
	v_add_u32_e32 v4, 0, v0
	v_perm_b32 v1, v60, v59, s0
	v_perm_b32 v0, v58, v57, s0
	ds_write_b64 v4, v[0:1]
	v_or_b32_e32 v0, v6, v7
	v_xor_b32_e32 v0, v0, v8
	v_add_u32_e32 v1, 0, v0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[6:7], v1
	v_xad_u32 v1, v0, 32, 0
	ds_read_b64 v[8:9], v1
	v_xor_b32_e32 v4, 0x60, v0
	v_xad_u32 v1, v0, 64, 0
	v_add_u32_e32 v4, 0, v4
	ds_read_b64 v[10:11], v1
	ds_read_b64 v[12:13], v4
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[74:75], 0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_xad_u32 v1, v0, 8, 0
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[4:7], v[8:9], v[76:77], v[4:7]
	v_xor_b32_e32 v8, 0x68, v0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_add_u32_e32 v8, 0, v8
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[4:7], v[10:11], v[72:73], v[4:7]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read_b64 v[10:11], v1 offset:2048
	v_xad_u32 v1, v0, 40, 0
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[4:7], v[12:13], v[78:79], v[4:7]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read_b64 v[12:13], v1 offset:2048
	v_xor_b32_e32 v1, 0x48, v0
	v_add_u32_e32 v1, 0, v1
	ds_read_b64 v[14:15], v1 offset:2048
	ds_read_b64 v[16:17], v8 offset:2048
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_bf16 v[8:11], v[10:11], v[74:75], 0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_xad_u32 v1, v0, 16, 0
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[8:11], v[12:13], v[76:77], v[8:11]
	v_xor_b32_e32 v12, 0x70, v0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_add_u32_e32 v12, 0, v12
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[8:11], v[14:15], v[72:73], v[8:11]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read_b64 v[14:15], v1 offset:4096
	v_xad_u32 v1, v0, 48, 0
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[8:11], v[16:17], v[78:79], v[8:11]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read_b64 v[16:17], v1 offset:4096
	v_xor_b32_e32 v1, 0x50, v0
	v_add_u32_e32 v1, 0, v1
	ds_read_b64 v[18:19], v1 offset:4096
	ds_read_b64 v[20:21], v12 offset:4096
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_bf16 v[12:15], v[14:15], v[74:75], 0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_xad_u32 v1, v0, 24, 0
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[12:15], v[16:17], v[76:77], v[12:15]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read_b64 v[16:17], v1 offset:6144
	v_xad_u32 v1, v0, 56, 0
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[12:15], v[18:19], v[72:73], v[12:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[12:15], v[20:21], v[78:79], v[12:15]
	.loc	1 214 9                         ; k_extra.py:214:9
	ds_read_b64 v[20:21], v1 offset:6144
	v_xor_b32_e32 v1, 0x58, v0
	v_add_u32_e32 v1, 0, v1
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[16:19], v[16:17], v[74:75], 0
	v_xor_b32_e32 v0, 0x78, v0
	.loc	1 214 9                         ; k_extra.py:214:9
	v_add_u32_e32 v0, 0, v0
	ds_read_b64 v[22:23], v1 offset:6144
	ds_read_b64 v[24:25], v0 offset:6144
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_bf16 v[16:19], v[20:21], v[76:77], v[16:19]
	.loc	1 215 14 is_stmt 0              ; k_extra.py:215:14
	v_lshlrev_b32_e32 v0, 8, v69
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[16:19], v[22:23], v[72:73], v[16:19]
	.loc	1 215 14                        ; k_extra.py:215:14
	v_lshl_add_u64 v[20:21], v[0:1], 0, v[2:3]
	.loc	1 215 53                        ; k_extra.py:215:53
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[0:3], v[24:25], v[78:79], v[16:19]
	.loc	1 215 5                         ; k_extra.py:215:5
	global_store_dwordx4 v[20:21], v[4:7], off
	global_store_dwordx4 v[20:21], v[8:11], off offset:64
	global_store_dwordx4 v[20:21], v[12:15], off offset:128
	s_nop 3
	global_store_dwordx4 v[20:21], v[0:3], off offset:192
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
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 84
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
	.set .Lmatmul_ab.num_vgpr, 81
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
; codeLenInByte = 2436
; TotalNumSgprs: 18
; NumVgprs: 81
; NumAgprs: 0
; TotalNumVgprs: 81
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 81
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 20
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
    .vgpr_count:     81
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

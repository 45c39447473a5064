	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	transpose                       ; -- Begin function transpose
	.p2align	8
	.type	transpose,@function
transpose:                              ; @transpose
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.65:
	.file	1 "/work/main/tests/sim/peer" "k_matmul.py"
	.loc	1 23 0 prologue_end             ; k_matmul.py:23:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.66:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 28 5 is_stmt 1                ; k_matmul.py:28:5
	v_readfirstlane_b32 s24, v0
	.loc	1 24 10                         ; k_matmul.py:24:10
	s_lshl_b32 s9, s12, 6
	.loc	1 24 39 is_stmt 0               ; k_matmul.py:24:39
	s_lshr_b32 s25, s24, 6
	v_and_b32_e32 v2, 63, v0
	.loc	1 24 10                         ; k_matmul.py:24:10
	s_or_b32 s10, s25, s9
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_lshl_b32 s8, s13, 6
	v_or_b32_e32 v0, s8, v2
	.loc	1 26 62                         ; k_matmul.py:26:62
	s_cmp_lt_i32 s10, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 82 is_stmt 0               ; k_matmul.py:26:82
	v_cmp_gt_i32_e32 vcc, s7, v0
	.loc	1 26 61                         ; k_matmul.py:26:61
	s_and_b64 s[12:13], vcc, s[0:1]
	.loc	1 26 17                         ; k_matmul.py:26:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_mul_i32 s10, s10, s7
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[10:11]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v4, v[4:5], off
.LBB0_2:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s10, s25, 4
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s11, s10, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[12:13], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s12, s11, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[12:13]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v3, v[6:7], off
.LBB0_4:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s11, s25, 8
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s12, s11, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s12, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[14:15], vcc, s[0:1]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s12, s12, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[12:13]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v6, v[6:7], off
.LBB0_6:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s12, s25, 12
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s13, s12, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s13, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[14:15], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s14, s13, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[14:15]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v5, v[8:9], off
.LBB0_8:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s13, s25, 16
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s14, s13, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s14, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[16:17], vcc, s[0:1]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s14, s14, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[14:15]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v8, v[8:9], off
.LBB0_10:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s14, s25, 20
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s15, s14, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s15, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[16:17], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s16, s15, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[16:17]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v7, v[10:11], off
.LBB0_12:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s15, s25, 24
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s16, s15, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s16, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s16, s16, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[16:17]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v10, v[10:11], off
.LBB0_14:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s16, s25, 28
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s17, s16, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s17, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[18:19], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s18, s17, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[18:19]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v9, v[12:13], off
.LBB0_16:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s17, s25, 32
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s18, s17, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s18, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[20:21], vcc, s[0:1]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[20:21]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s18, s18, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[18:19]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v12, v[12:13], off
.LBB0_18:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s18, s25, 36
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s19, s18, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s19, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[20:21], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[20:21]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s20, s19, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[20:21]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v11, v[14:15], off
.LBB0_20:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s19, s25, 40
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s20, s19, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s20, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[22:23], vcc, s[0:1]
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s20, s20, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[20:21]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v14, v[14:15], off
.LBB0_22:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s20, s25, 44
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s21, s20, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s21, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[22:23], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s22, s21, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	v_lshl_add_u64 v[16:17], v[0:1], 2, s[22:23]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v13, v[16:17], off
.LBB0_24:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s21, s25, 48
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s22, s21, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s22, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[26:27], vcc, s[0:1]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s22, s22, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	v_lshl_add_u64 v[16:17], v[0:1], 2, s[22:23]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v16, v[16:17], off
.LBB0_26:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s22, s25, 52
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s23, s22, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s23, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[26:27], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s26, s23, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[26:27]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v15, v[18:19], off
.LBB0_28:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s23, s25, 56
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s26, s23, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s26, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[28:29], vcc, s[0:1]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s26, s26, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[26:27]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v18, v[18:19], off
.LBB0_30:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	s_and_b32 s26, s24, 0xc0
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	s_or_b32 s24, s25, 60
	.loc	1 24 10 is_stmt 0               ; k_matmul.py:24:10
	s_or_b32 s27, s24, s9
	.loc	1 26 62 is_stmt 1               ; k_matmul.py:26:62
	s_cmp_lt_i32 s27, s6
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 26 61 is_stmt 0               ; k_matmul.py:26:61
	s_and_b64 s[28:29], vcc, s[0:1]
	.loc	1 26 9                          ; k_matmul.py:26:9
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 26 25                         ; k_matmul.py:26:25
	s_mul_i32 s28, s27, s7
	.loc	1 26 17                         ; k_matmul.py:26:17
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s2, s2, s28
	s_addc_u32 s3, s3, s29
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	.loc	1 26 9                          ; k_matmul.py:26:9
	global_load_dword v17, v[0:1], off
.LBB0_32:
	.loc	1 0 9                           ; k_matmul.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s25, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 5 is_stmt 0                ; k_matmul.py:28:5
	v_lshlrev_b32_e32 v1, 8, v2
	v_lshlrev_b32_e32 v19, 2, v2
	s_lshr_b32 s3, s26, 4
	v_xor_b32_e32 v20, s3, v19
	v_bitop3_b32 v19, s3, v1, v19 bitop3:0xde
	v_add_u32_e32 v21, 0, v19
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v4
	v_xad_u32 v4, v19, 16, 0
	ds_write_b32 v4, v3
	v_xad_u32 v3, v19, 32, 0
	ds_write_b32 v3, v6
	v_xad_u32 v3, v19, 48, 0
	ds_write_b32 v3, v5
	v_xad_u32 v3, v19, 64, 0
	s_movk_i32 s25, 0x50
	ds_write_b32 v3, v8
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0x60
	ds_write_b32 v3, v7
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0x70
	ds_write_b32 v3, v10
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0x80
	ds_write_b32 v3, v9
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0x90
	ds_write_b32 v3, v12
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0xa0
	ds_write_b32 v3, v11
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0xb0
	ds_write_b32 v3, v14
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0xc0
	ds_write_b32 v3, v13
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0xd0
	ds_write_b32 v3, v16
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	s_movk_i32 s25, 0xe0
	.loc	1 24 39 is_stmt 1               ; k_matmul.py:24:39
	v_or_b32_e32 v0, s26, v2
	.loc	1 28 5                          ; k_matmul.py:28:5
	ds_write_b32 v3, v15
	v_bitop3_b32 v3, v20, s25, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v3
	v_lshlrev_b32_e32 v0, 2, v0
	ds_write_b32 v3, v18
	s_movk_i32 s25, 0xf0
	v_xor_b32_e32 v3, s3, v0
	v_bitop3_b32 v1, v20, s25, v1 bitop3:0x36
	v_xor_b32_e32 v6, 0x50, v3
	v_xor_b32_e32 v7, 0x60, v3
	v_add_u32_e32 v1, 0, v1
	v_xad_u32 v0, v3, 16, 0
	v_xad_u32 v4, v3, 48, 0
	v_xad_u32 v5, v3, 64, 0
	v_add_u32_e32 v6, 0, v6
	v_add_u32_e32 v7, 0, v7
	v_xor_b32_e32 v8, 0x70, v3
	v_xor_b32_e32 v9, 0x80, v3
	ds_write_b32 v1, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v1, v3, 32, 0
	v_add_u32_e32 v8, 0, v8
	v_add_u32_e32 v9, 0, v9
	ds_read_b32 v18, v0 offset:1024
	ds_read_b32 v17, v1 offset:2048
	ds_read_b32 v16, v4 offset:3072
	ds_read_b32 v15, v5 offset:4096
	ds_read_b32 v14, v6 offset:5120
	ds_read_b32 v13, v7 offset:6144
	ds_read_b32 v12, v8 offset:7168
	ds_read_b32 v11, v9 offset:8192
	v_xor_b32_e32 v0, 0x90, v3
	v_xor_b32_e32 v4, 0xb0, v3
	v_xor_b32_e32 v5, 0xc0, v3
	v_xor_b32_e32 v6, 0xd0, v3
	v_xor_b32_e32 v7, 0xe0, v3
	v_add_u32_e32 v0, 0, v0
	v_xor_b32_e32 v1, 0xa0, v3
	v_add_u32_e32 v4, 0, v4
	v_add_u32_e32 v5, 0, v5
	v_add_u32_e32 v6, 0, v6
	v_add_u32_e32 v19, 0, v7
	v_xor_b32_e32 v7, 0xf0, v3
	v_add_u32_e32 v1, 0, v1
	v_add_u32_e32 v20, 0, v7
	ds_read_b32 v10, v0 offset:9216
	ds_read_b32 v9, v1 offset:10240
	ds_read_b32 v8, v4 offset:11264
	ds_read_b32 v7, v5 offset:12288
	ds_read_b32 v6, v6 offset:13312
	ds_read_b32 v5, v19 offset:14336
	ds_read_b32 v4, v20 offset:15360
	.loc	1 24 10                         ; k_matmul.py:24:10
	v_or_b32_e32 v0, s9, v2
	.loc	1 28 92                         ; k_matmul.py:28:92
	v_cmp_gt_i32_e32 vcc, s6, v0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[26:27], vcc, s[0:1]
	.loc	1 28 14                         ; k_matmul.py:28:14
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_add_u32_e32 v2, 0, v3
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 5                          ; k_matmul.py:28:5
	ds_read_b32 v19, v2
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v19, off
.LBB0_34:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s10, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[26:27], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(14)
	global_store_dword v[2:3], v18, off
.LBB0_36:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s11, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(13)
	global_store_dword v[2:3], v17, off
.LBB0_38:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s12, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(12)
	global_store_dword v[2:3], v16, off
.LBB0_40:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s13, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(11)
	global_store_dword v[2:3], v15, off
.LBB0_42:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s14, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(10)
	global_store_dword v[2:3], v14, off
.LBB0_44:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s15, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(9)
	global_store_dword v[2:3], v13, off
.LBB0_46:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s16, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(8)
	global_store_dword v[2:3], v12, off
.LBB0_48:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s17, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(7)
	global_store_dword v[2:3], v11, off
.LBB0_50:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s18, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(6)
	global_store_dword v[2:3], v10, off
.LBB0_52:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s19, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(5)
	global_store_dword v[2:3], v9, off
.LBB0_54:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s20, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(4)
	global_store_dword v[2:3], v8, off
.LBB0_56:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s21, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(3)
	global_store_dword v[2:3], v7, off
.LBB0_58:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s22, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(2)
	global_store_dword v[2:3], v6, off
.LBB0_60:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s2, s23, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s2, s7
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[10:11], vcc, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s2, s2, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v5, off
.LBB0_62:
	.loc	1 0 5                           ; k_matmul.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 25 10 is_stmt 1               ; k_matmul.py:25:10
	s_or_b32 s0, s24, s8
	.loc	1 28 72                         ; k_matmul.py:28:72
	s_cmp_lt_i32 s0, s7
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 28 71 is_stmt 0               ; k_matmul.py:28:71
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 28 22                         ; k_matmul.py:28:22
	s_mul_i32 s0, s0, s6
	.loc	1 28 14                         ; k_matmul.py:28:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	.loc	1 28 5                          ; k_matmul.py:28:5
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB0_64:
	.loc	1 23 1 is_stmt 1                ; k_matmul.py:23:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	transpose, .Lfunc_end0-transpose
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 30
		.amdhsa_accum_offset 24
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
	.set .Ltranspose.num_vgpr, 22
	.set .Ltranspose.num_agpr, 0
	.set .Ltranspose.numbered_sgpr, 30
	.set .Ltranspose.num_named_barrier, 0
	.set .Ltranspose.private_seg_size, 0
	.set .Ltranspose.uses_vcc, 1
	.set .Ltranspose.uses_flat_scratch, 0
	.set .Ltranspose.has_dyn_sized_stack, 0
	.set .Ltranspose.has_recursion, 0
	.set .Ltranspose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3228
; TotalNumSgprs: 36
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.asciz	"k_matmul.py"                   ; string offset=7 ; k_matmul.py
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
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
    .name:           transpose
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         transpose.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
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

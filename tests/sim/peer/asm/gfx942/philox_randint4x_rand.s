	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	philox_rand                     ; -- Begin function philox_rand
	.p2align	8
	.type	philox_rand,@function
philox_rand:                            ; @philox_rand
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/sim/peer" "k_misc.py"
	.loc	1 40 0 prologue_end             ; k_misc.py:40:0
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
	.loc	1 41 39 is_stmt 1               ; k_misc.py:41:39
	v_readfirstlane_b32 s1, v0
	.loc	1 48 5                          ; k_misc.py:48:5
	s_and_b32 s1, s1, 0xc0
	s_mov_b32 s0, s7
	.loc	1 41 39                         ; k_misc.py:41:39
	v_and_or_b32 v0, v0, 63, s1
	.loc	1 41 12 is_stmt 0               ; k_misc.py:41:12
	v_lshl_or_b32 v0, s12, 8, v0
	.loc	1 42 12 is_stmt 1               ; k_misc.py:42:12
	v_cmp_gt_i32_e32 vcc, s0, v0
	.loc	1 44 5                          ; k_misc.py:44:5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	.loc	1 0 5 is_stmt 0                 ; k_misc.py:0:5
	s_mov_b32 s1, 0xd2511f53
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "random.py"
	.loc	2 57 19 is_stmt 1               ; random.py:57:19 @[ random.py:110:12 @[ k_misc.py:43:22 ] ]
	s_ashr_i32 s9, s6, 31
.Ltmp3:
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v1, v0, s1
	v_xor_b32_e32 v1, s9, v1
	s_mov_b32 s10, 0xcd9e8d57
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s8, s6, 0x9e3779b9
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v2, v1, s10
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_mul_i32 s7, s6, 0xd2511f53
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v2, s8, v2
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s8, s9, 0x76cf5d0a
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v3, v2, s1
	s_xor_b32 s7, s8, s7
	v_xor_b32_e32 v3, s7, v3
	s_mul_hi_u32 s7, s6, 0xd2511f53
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s8, s9, 0xbb67ae85
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v5, v0, s1
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_xor_b32 s7, s8, s7
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v1, v1, s10
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v5, s7, v5
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s6, 0x3c6ef372
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v2, v2, s1
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v6, v5, s10
	v_xor_b32_e32 v1, s7, v1
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s9, 0x32370b8f
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v4, v3, s10
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v1, v1, v6
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v2, s7, v2
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s6, 0x78dde6e4
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v6, v1, s1
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v4, s7, v4
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v5, v5, s10
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s6, 0xdaa66d2b
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v2, v2, v6
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v3, v3, s10
	v_xor_b32_e32 v5, s7, v5
	v_mul_hi_u32 v6, v2, s10
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v1, v1, s1
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v3, v5, v3
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s9, 0xed9eba14
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v4, v4, v6
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v2, v2, s10
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v5, v3, s1
	v_xor_b32_e32 v1, s7, v1
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s6, 0x1715609d
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v6, v4, s1
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v1, v1, v5
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v2, s7, v2
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s9, 0x646e171e
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v5, v1, s10
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v6, s7, v6
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v3, v3, s1
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s9, 0xa9066899
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v2, v2, v5
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v4, v4, s1
	v_xor_b32_e32 v3, s7, v3
	v_mul_hi_u32 v5, v2, s1
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v1, v1, s10
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v3, v3, v4
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s6, 0xb54cda56
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v5, v6, v5
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v2, v2, s1
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v4, v3, s10
	v_xor_b32_e32 v1, s7, v1
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s9, 0x1fd5c5a3
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v6, v5, s10
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v1, v1, v4
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v2, s7, v2
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s6, 0xf1bbcdc8
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v4, v1, s1
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v6, s7, v6
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v3, v3, s10
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s6, 0x5384540f
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v2, v2, v4
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v5, v5, s10
	v_xor_b32_e32 v3, s7, v3
	v_mul_hi_u32 v4, v2, s10
	v_xor_b32_e32 v3, v3, v5
	v_xor_b32_e32 v4, v6, v4
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v5, v3, s1
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s7, s9, 0x96a522ad
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v1, v1, s1
	.loc	2 41 14                         ; random.py:41:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s9, s9, 0xdb3d7428
	.loc	2 38 14                         ; random.py:38:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v6, v4, s1
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v4, v4, s1
	v_xor_b32_e32 v5, s7, v5
	v_mul_hi_u32 v3, v3, s1
	v_xor_b32_e32 v1, s9, v1
	v_xor_b32_e32 v4, v5, v4
	.loc	2 37 14                         ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v2, v2, s10
	.loc	2 36 14                         ; random.py:36:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v5, v1, v3
	.loc	2 40 14                         ; random.py:40:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	s_add_i32 s6, s6, 0x8ff34781
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_hi_u32 v1, v5, s10
	v_xor_b32_e32 v2, s6, v2
.Ltmp4:
	.loc	1 45 14                         ; k_misc.py:45:14
	s_ashr_i32 s1, s0, 31
.Ltmp5:
	.loc	2 35 14                         ; random.py:35:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_xor_b32_e32 v7, v2, v1
.Ltmp6:
	.loc	1 44 14                         ; k_misc.py:44:14
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 45 14                         ; k_misc.py:45:14
	s_lshl_b64 s[6:7], s[0:1], 2
	.loc	1 44 14                         ; k_misc.py:44:14
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	.loc	1 45 14                         ; k_misc.py:45:14
	s_add_u32 s6, s2, s6
	.loc	1 44 14                         ; k_misc.py:44:14
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 45 14                         ; k_misc.py:45:14
	s_addc_u32 s7, s3, s7
	.loc	1 44 5                          ; k_misc.py:44:5
	global_store_dword v[2:3], v7, off
	.loc	1 45 14                         ; k_misc.py:45:14
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	.loc	1 46 24                         ; k_misc.py:46:24
	s_lshl_b32 s6, s0, 1
	.loc	1 46 14 is_stmt 0               ; k_misc.py:46:14
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s6, s2, s6
.Ltmp7:
	.loc	2 37 14 is_stmt 1               ; random.py:37:14 @[ random.py:69:12 @[ random.py:110:12 @[ k_misc.py:43:22 ] ] ]
	v_mul_lo_u32 v5, v5, s10
.Ltmp8:
	.loc	1 46 14                         ; k_misc.py:46:14
	s_addc_u32 s7, s3, s7
	.loc	1 45 5                          ; k_misc.py:45:5
	global_store_dword v[2:3], v5, off
	.loc	1 46 14                         ; k_misc.py:46:14
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	.loc	1 46 5 is_stmt 0                ; k_misc.py:46:5
	global_store_dword v[2:3], v4, off
	.loc	1 47 24 is_stmt 1               ; k_misc.py:47:24
	s_mul_i32 s0, s0, 3
.Ltmp9:
	.loc	2 142 9                         ; random.py:142:9 @[ random.py:156:12 @[ k_misc.py:48:30 ] ]
	v_ashrrev_i32_e32 v2, 31, v7
.Ltmp10:
	.loc	1 47 14                         ; k_misc.py:47:14
	s_ashr_i32 s1, s0, 31
.Ltmp11:
	.loc	2 142 9                         ; random.py:142:9 @[ random.py:156:12 @[ k_misc.py:48:30 ] ]
	v_xor_b32_e32 v2, v2, v7
.Ltmp12:
	.loc	1 47 14                         ; k_misc.py:47:14
	s_lshl_b64 s[0:1], s[0:1], 2
.Ltmp13:
	.loc	2 143 12                        ; random.py:143:12 @[ random.py:156:12 @[ k_misc.py:48:30 ] ]
	v_cvt_f32_i32_e32 v4, v2
.Ltmp14:
	.loc	1 47 14                         ; k_misc.py:47:14
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[0:1]
	.loc	1 47 5 is_stmt 0                ; k_misc.py:47:5
	global_store_dword v[2:3], v6, off
.Ltmp15:
	.loc	2 143 12 is_stmt 1              ; random.py:143:12 @[ random.py:156:12 @[ k_misc.py:48:30 ] ]
	v_mul_f32_e32 v2, 0x2fffffff, v4
.Ltmp16:
	.loc	1 48 14                         ; k_misc.py:48:14
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	.loc	1 48 5 is_stmt 0                ; k_misc.py:48:5
	global_store_dword v[0:1], v2, off
.LBB0_2:                                ; %.critedge9
	.loc	1 40 1 is_stmt 1                ; k_misc.py:40:1
	s_endpgm
.Ltmp17:
.Lfunc_end0:
	.size	philox_rand, .Lfunc_end0-philox_rand
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel philox_rand
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
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
	.set .Lphilox_rand.num_vgpr, 8
	.set .Lphilox_rand.num_agpr, 0
	.set .Lphilox_rand.numbered_sgpr, 13
	.set .Lphilox_rand.num_named_barrier, 0
	.set .Lphilox_rand.private_seg_size, 0
	.set .Lphilox_rand.uses_vcc, 1
	.set .Lphilox_rand.uses_flat_scratch, 0
	.set .Lphilox_rand.has_dyn_sized_stack, 0
	.set .Lphilox_rand.has_recursion, 0
	.set .Lphilox_rand.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1084
; TotalNumSgprs: 19
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0x77 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x51 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x26 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	43                              ; DW_AT_call_line
	.byte	22                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x59:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	69                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x67:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	48                              ; DW_AT_call_line
	.byte	30                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x73:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	156                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"k_misc.py"                     ; string offset=7 ; k_misc.py
.Linfo_string2:
	.asciz	"/work/main/tests/sim/peer"     ; string offset=17 ; /work/main/tests/sim/peer
.Linfo_string3:
	.asciz	"philox_rand"                   ; string offset=43 ; philox_rand
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
    .name:           philox_rand
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         philox_rand.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
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

"""Scalar ALU (SOP1/SOP2/SOPK/SOPC) and program-control (SOPP) instructions, CDNA3 ISA chapter 4-5."""

from .records import parse_table


def _sop2_lines() -> str:
    lines = []
    for op in ("add_u32", "sub_u32", "add_i32", "sub_i32", "addc_u32", "subb_u32"):
        lines.append(f"s_{op} SOP2 sdst:1 ssrc:1 ssrc:1 !writes_scc" + (" !reads_scc" if "c_" in op or "bb_" in op else ""))
    for op in ("min_i32", "min_u32", "max_i32", "max_u32", "mul_i32", "mul_hi_u32", "mul_hi_i32",
               "lshl1_add_u32", "lshl2_add_u32", "lshl3_add_u32", "lshl4_add_u32", "pack_ll_b32_b16",
               "pack_lh_b32_b16", "pack_hh_b32_b16", "absdiff_i32"):
        scc = "" if op.startswith(("mul", "pack")) else " !writes_scc"
        lines.append(f"s_{op} SOP2 sdst:1 ssrc:1 ssrc:1{scc}")
    for bits, w in (("b32", 1), ("b64", 2)):
        for op in ("and", "or", "xor", "andn2", "orn2", "nand", "nor", "xnor"):
            lines.append(f"s_{op}_{bits} SOP2 sdst:{w} ssrc:{w} ssrc:{w} !writes_scc")
        for op in ("lshl", "lshr"):
            lines.append(f"s_{op}_{bits} SOP2 sdst:{w} ssrc:{w} ssrc:1 !writes_scc")
        lines.append(f"s_ashr_i{bits[1:]} SOP2 sdst:{w} ssrc:{w} ssrc:1 !writes_scc")
        lines.append(f"s_cselect_{bits} SOP2 sdst:{w} ssrc:{w} ssrc:{w} !reads_scc")
        lines.append(f"s_bfe_{'u' if bits == 'b32' else 'u'}{bits[1:]} SOP2 sdst:{w} ssrc:{w} ssrc:1 !writes_scc")
        lines.append(f"s_bfe_i{bits[1:]} SOP2 sdst:{w} ssrc:{w} ssrc:1 !writes_scc")
        lines.append(f"s_bfm_{bits} SOP2 sdst:{w} ssrc:1 ssrc:1")
    return "\n".join(lines)


def _sop1_lines() -> str:
    lines = []
    for bits, w in (("b32", 1), ("b64", 2)):
        lines += [f"s_mov_{bits} SOP1 sdst:{w} ssrc:{w}", f"s_cmov_{bits} SOP1 sdst:{w} ssrc:{w} !reads_scc !reads_dst",
                  f"s_not_{bits} SOP1 sdst:{w} ssrc:{w} !writes_scc", f"s_brev_{bits} SOP1 sdst:{w} ssrc:{w}",
                  f"s_bcnt1_i32_{bits} SOP1 sdst:1 ssrc:{w} !writes_scc",
                  f"s_bcnt0_i32_{bits} SOP1 sdst:1 ssrc:{w} !writes_scc",
                  f"s_ff1_i32_{bits} SOP1 sdst:1 ssrc:{w}", f"s_ff0_i32_{bits} SOP1 sdst:1 ssrc:{w}",
                  f"s_flbit_i32_{bits} SOP1 sdst:1 ssrc:{w}",
                  f"s_flbit_i32{'' if bits == 'b32' else '_i64'} SOP1 sdst:1 ssrc:{w}",  # signed: leading sign bits
                  f"s_wqm_{bits} SOP1 sdst:{w} ssrc:{w} !writes_scc"]
        for op in ("and", "or", "xor", "andn2", "orn2", "nand", "nor", "xnor", "andn1", "orn1"):
            if bits == "b64":
                lines.append(f"s_{op}_saveexec_b64 SOP1 sdst:2 ssrc:2 !writes_scc !writes_exec")
    lines += ["s_sext_i32_i8 SOP1 sdst:1 ssrc:1", "s_sext_i32_i16 SOP1 sdst:1 ssrc:1",
              "s_abs_i32 SOP1 sdst:1 ssrc:1 !writes_scc", 
              # PC forms: calls and returns in LLVM's output (the simulator's code layout: sim/code_layout.py)
              "s_getpc_b64 SOP1 sdst:2 !reads_pc", "s_setpc_b64 SOP1 sgpr:2 !branch !reads_pc !ends_flow",
              "s_swappc_b64 SOP1 sdst:2 sgpr:2 !branch !reads_pc",
              "s_andn1_wrexec_b64 SOP1 sdst:2 ssrc:2 !writes_scc !writes_exec",
              "s_andn2_wrexec_b64 SOP1 sdst:2 ssrc:2 !writes_scc !writes_exec",
              "s_bitset0_b32 SOP1 sdst:1 ssrc:1 !reads_dst", "s_bitset1_b32 SOP1 sdst:1 ssrc:1 !reads_dst",
              "s_movk_i32 SOPK sdst:1 simm:1", "s_cmovk_i32 SOPK sdst:1 simm:1 !reads_scc !reads_dst",
              "s_addk_i32 SOPK sdst:1 simm:1 !writes_scc !reads_dst",
              "s_mulk_i32 SOPK sdst:1 simm:1 !reads_dst",
              "s_setreg_b32 SOPK simm:1 sgpr:1 !side_effect !writes_mode", "s_getreg_b32 SOPK sdst:1 simm:1",
              "s_setreg_imm32_b32 SOPK simm:1 simm:1 !side_effect !writes_mode"]
    for cmp in ("eq", "lg", "gt", "ge", "lt", "le"):
        for t in ("i32", "u32"):
            lines.append(f"s_cmp_{cmp}_{t} SOPC ssrc:1 ssrc:1 !writes_scc")
            lines.append(f"s_cmpk_{cmp}_{t} SOPK sgpr:1 simm:1 !writes_scc")
    lines += ["s_cmp_eq_u64 SOPC ssrc:2 ssrc:2 !writes_scc", "s_cmp_lg_u64 SOPC ssrc:2 ssrc:2 !writes_scc",
              "s_bitcmp0_b32 SOPC ssrc:1 ssrc:1 !writes_scc", "s_bitcmp1_b32 SOPC ssrc:1 ssrc:1 !writes_scc",
              "s_bitcmp0_b64 SOPC ssrc:2 ssrc:1 !writes_scc", "s_bitcmp1_b64 SOPC ssrc:2 ssrc:1 !writes_scc",
              # wave modes (ISA "SOPC"/"SOP1"): VSKIP = S0[S1[4:0]]; VGPR indexing on, with M0[7:0] = S0[7:0]
              # and M0[15:12] = the raw SRC1 field (LLVM prints it as gpr_idx(SRC0,SRC1,SRC2,DST))
              "s_setvskip SOPC ssrc:1 ssrc:1 !side_effect", "s_set_gpr_idx_on SOPC ssrc:1 simm:1 !side_effect",
              "s_set_gpr_idx_idx SOP1 ssrc:1 !side_effect"]
    return "\n".join(lines)


SOPP = """
s_nop            SOPP simm:1 !nop
s_endpgm         SOPP !branch !endpgm !ends_flow
s_branch         SOPP label:1 !branch !ends_flow
s_cbranch_scc0   SOPP label:1 !branch !reads_scc
s_cbranch_scc1   SOPP label:1 !branch !reads_scc
s_cbranch_vccz   SOPP label:1 !branch !tests_vcc
s_cbranch_vccnz  SOPP label:1 !branch !tests_vcc
s_cbranch_execz  SOPP label:1 !branch !tests_exec
s_cbranch_execnz SOPP label:1 !branch !tests_exec
s_barrier        SOPP !barrier
s_waitcnt        SOPP simm:1 !waitcnt
s_sleep          SOPP simm:1
s_setprio        SOPP simm:1
s_sendmsg        SOPP simm:1 !side_effect !reads_m0
s_trap           SOPP simm:1 !side_effect
s_icache_inv     SOPP
s_set_gpr_idx_off SOPP !side_effect
s_set_gpr_idx_mode SOPP simm:1 !side_effect
s_setkill        SOPP simm:1
s_denorm_mode    SOPP simm:1 !side_effect !writes_mode
s_round_mode     SOPP simm:1 !side_effect !writes_mode
"""

RECORDS = parse_table(_sop2_lines() + "\n" + _sop1_lines() + "\n" + SOPP)

"""Test-only DSL helpers: move per-lane values between memory and VGPRs with scalar memory and lane moves
(so VALU code can be tested on the simulator without vector memory)."""

from __future__ import annotations


def load_lanes(J, ptr, dtype: str = "i32", lanes: int = 64):
    """A VGPR whose lane i holds the i-th dword at ``ptr`` (s_load_dword + v_writelane_b32)."""
    v = J.gpr("v" + dtype)
    s = J.gpr(16, "s" + dtype)
    for base in range(0, lanes, 16):
        J.s_load_dwordx16(s, ptr, base * 4)
        J.s_waitcnt(mod="lgkmcnt(0)")
        for i in range(16):
            J.v_writelane_b32(v, s[i], base + i)
    return v


def store_lanes(J, v, ptr, lanes: int = 64, offset: int = 0):
    """Store lane i of VGPR ``v`` to dword i at ``ptr`` + ``offset`` (v_readlane_b32 + s_store_dword)."""
    s = J.gpr("su32")
    for i in range(lanes):
        J.v_readlane_b32(s, v, i)
        J.s_store_dword(s, ptr, offset + 4 * i)
    J.s_waitcnt(mod="lgkmcnt(0)")

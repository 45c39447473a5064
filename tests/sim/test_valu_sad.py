"""Sum-of-absolute-differences instructions against a Python model of the ISA definitions."""

import pytest
import torch

from tests.sim import asmkit


def _fields(x: int, width: int) -> list[int]:
    return [(x >> s) & ((1 << width) - 1) for s in range(0, 32, width)]


MODELS = {
    "v_sad_u8": lambda a, b, c: (sum(abs(p - q) for p, q in zip(_fields(a, 8), _fields(b, 8))) + c) & 0xFFFFFFFF,
    "v_sad_hi_u8": lambda a, b, c: ((sum(abs(p - q) for p, q in zip(_fields(a, 8), _fields(b, 8))) << 16) + c)
    & 0xFFFFFFFF,
    "v_sad_u16": lambda a, b, c: (sum(abs(p - q) for p, q in zip(_fields(a, 16), _fields(b, 16))) + c) & 0xFFFFFFFF,
    "v_sad_u32": lambda a, b, c: (abs(a - b) + c) & 0xFFFFFFFF,
}


@pytest.mark.parametrize("mnemonic", sorted(MODELS))
def test_sad_matches_model(mnemonic, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    a, b, c = (torch.randint(-2**31, 2**31, (64,), generator=g, dtype=torch.int64).to(torch.int32) for _ in range(3))
    out = asmkit.lanes(f"{mnemonic} v4, v1, v2, v3", {"v1": a, "v2": b, "v3": c}, {"v4": torch.int32})["v4"]
    u = lambda t: [int(x) & 0xFFFFFFFF for x in t]  # noqa: E731
    expected = [MODELS[mnemonic](x, y, z) for x, y, z in zip(u(a), u(b), u(c))]
    assert u(out) == expected


def test_wqm_and_bfm64():
    out = torch.full((4,), -1, dtype=torch.int64)
    body = f"""
    s_mov_b32 s20, 0x00100801
    s_wqm_b32 s20, s20
    s_mov_b32 s21, 0
    s_bfm_b64 s[22:23], 40, 10
    s_store_dwordx4 s[20:23], {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [out])
    got = out.view(torch.int32).tolist()
    assert got[0] & 0xFFFFFFFF == 0x00F00F0F
    assert (got[2] & 0xFFFFFFFF) | ((got[3] & 0xFFFFFFFF) << 32) == ((1 << 40) - 1) << 10

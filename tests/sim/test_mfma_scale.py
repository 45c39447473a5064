"""gfx950's microscaling instructions against the OCP MX definitions, with registers filled by formulas written
here in the register -> element direction:

- ``v_mfma_scale_f32_{32x32x64,16x16x128}_f8f6f4`` and the unscaled ``f8f6f4`` forms with fp4 operands: fp4 lane
  ``l`` holds row ``l % M`` and ``k = 32*(l // M) + slot`` (two per byte, low nibble first); fp8/bf8 lanes hold
  ``k = (slot // 16)*(K/2) + 16*(l // M) + slot % 16``. The scale of ``A[i][k]`` is byte
  ``op_sel[0] + 2*op_sel_hi[0]`` of the scale VGPR in lane ``i + M*(k // 32)`` (B likewise with op_sel[1]).
  The layouts were settled by Triton's scaled matmuls (tests/sim/peer/k_mx.py), which pass only with them.
- ``v_cvt_scalef32_pk_{f32,f16,bf16}_fp4`` and ``..._pk_{f16,bf16}_{fp8,bf8}``: dequantising conversions.
"""

import numpy as np
import pytest
import torch

from tests.sim.asmkit import lanes
from torch_cdna.errors import UnsupportedInstruction

FP4 = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0],
                   dtype=torch.float64)
FORMAT_CODE = {"fp8": 0, "bf8": 1, "fp4": 4}
OCP = {"fp8": torch.float8_e4m3fn, "bf8": torch.float8_e5m2}
SHAPES = {"v_mfma_scale_f32_32x32x64_f8f6f4": (32, 64), "v_mfma_scale_f32_16x16x128_f8f6f4": (16, 128)}


def _values(codes: torch.Tensor, fmt: str) -> torch.Tensor:
    return FP4[codes.long()] if fmt == "fp4" else codes.to(torch.uint8).view(OCP[fmt]).double()


def _random_codes(gen: torch.Generator, fmt: str, rows: int, k: int) -> torch.Tensor:
    """Codes whose values keep every sum of products exact in float64 (fp8/bf8: normal values in
    [2**-3, 2**3]), so the reference has a single rounding to f32 whatever its summation order."""
    if fmt == "fp4":
        return torch.randint(0, 16, (rows, k), generator=gen)
    man_bits, lo_exp = (3, 4) if fmt == "fp8" else (2, 12)  # biased exponents for 2**-3
    sign = torch.randint(0, 2, (rows, k), generator=gen)
    exp = torch.randint(lo_exp, lo_exp + 7, (rows, k), generator=gen)
    man = torch.randint(0, 1 << man_bits, (rows, k), generator=gen)
    return (sign << 7) | (exp << man_bits) | man


def _element(lane: int, slot: int, rows: int, k: int, fmt: str) -> tuple[int, int]:
    group, row = lane // rows, lane % rows
    if fmt == "fp4":
        return row, 32 * group + slot
    return row, (slot // 16) * (k // 2) + 16 * group + slot % 16


def _registers(codes: torch.Tensor, fmt: str, k: int) -> torch.Tensor:
    """(64, dwords) int32 holding the (rows, k) codes in the f8f6f4 operand layout of ``fmt``."""
    rows = codes.shape[0]
    nbytes = 16 if fmt == "fp4" else 32
    data = np.zeros((64, nbytes), dtype=np.uint8)
    for lane in range(64):
        for slot in range(32):
            code = int(codes[_element(lane, slot, rows, k, fmt)])
            if fmt == "fp4":
                data[lane, slot // 2] |= code << (4 * (slot % 2))
            else:
                data[lane, slot] = code
    return torch.from_numpy(data).view(torch.int32)


def _d_element(lane: int, reg: int, m: int) -> tuple[int, int]:
    """(i, j) of D in register ``reg`` of ``lane`` (32x32 and 16x16 single-block layouts)."""
    groups = 64 // m
    return (reg // 4) * 4 * groups + (lane // m) * 4 + reg % 4, lane % m


def _unpack_d(out: torch.Tensor, m: int) -> torch.Tensor:
    """The m x m D matrix from per-lane result registers (64, m*m/64)."""
    d = torch.empty(m, m)
    for lane in range(64):
        for reg in range(m * m // 64):
            d[_d_element(lane, reg, m)] = out[lane, reg]
    return d


def _block_scaled(values: torch.Tensor, exps: torch.Tensor) -> torch.Tensor:
    """(rows, k) values times 2**(e - 127), ``e`` of lane ``row + rows*(k // 32)`` (``exps`` per lane)."""
    rows, k = values.shape
    return values * torch.exp2(exps.double() - 127).reshape(k // 32, rows).t().repeat_interleave(32, dim=1)


def _scale_words(gen: torch.Generator, byte: int) -> tuple[torch.Tensor, torch.Tensor]:
    """(64,) int32 words whose selected byte is an E8M0 exponent in 124..130 and whose other bytes are any
    value, 0xFF (NaN) included; and the selected exponents."""
    words = torch.randint(0, 256, (64, 4), generator=gen)
    chosen = torch.randint(124, 131, (64,), generator=gen)
    words[:, byte] = chosen
    packed = words[:, 0] | (words[:, 1] << 8) | (words[:, 2] << 16) | (words[:, 3] << 24)
    return packed.to(torch.int64).to(torch.int32), chosen


def _scaled_mfma(name: str, fa: str, fb: str, gen: torch.Generator, byte_a: int, byte_b: int,
                 nan_lane: int | None = None):
    m, k = SHAPES[name]
    codes_a, codes_b = _random_codes(gen, fa, m, k), _random_codes(gen, fb, m, k)
    sa, ea = _scale_words(gen, byte_a)
    sb, eb = _scale_words(gen, byte_b)
    if nan_lane is not None:
        sa = sa | torch.tensor(0xFF << (8 * byte_a), dtype=torch.int64).to(torch.int32) * (
            torch.arange(64) == nan_lane).to(torch.int32)
    c = torch.randn(m, m, generator=gen)
    c_regs = torch.zeros(64, m * m // 64)
    for lane in range(64):
        for reg in range(m * m // 64):
            c_regs[lane, reg] = c[_d_element(lane, reg, m)]
    na, nb, nd = _registers(codes_a, fa, k).shape[1], _registers(codes_b, fb, k).shape[1], m * m // 64
    op_sel = f"op_sel:[{byte_a & 1},{byte_b & 1},0] op_sel_hi:[{byte_a >> 1},{byte_b >> 1},0]"
    body = (f"{name} v[100:{99 + nd}], v[40:{39 + na}], v[60:{59 + nb}], v[100:{99 + nd}], v80, v81 {op_sel} "
            f"cbsz:{FORMAT_CODE[fa]} blgp:{FORMAT_CODE[fb]}\ns_nop 7\ns_nop 7\ns_nop 7\ns_nop 7")
    out = lanes(body, {f"v[40:{39 + na}]": _registers(codes_a, fa, k), f"v[60:{59 + nb}]": _registers(codes_b, fb, k),
                       f"v[100:{99 + nd}]": c_regs, "v80": sa, "v81": sb},
                {f"v[100:{99 + nd}]": torch.float32}, arch="gfx950")[f"v[100:{99 + nd}]"].reshape(64, nd)
    a, b = _block_scaled(_values(codes_a, fa), ea), _block_scaled(_values(codes_b, fb), eb)
    return _unpack_d(out, m), (a @ b.t() + c.double()).float()


@pytest.mark.parametrize("name", list(SHAPES))
@pytest.mark.parametrize("fa,fb", [("fp4", "fp4"), ("fp8", "fp8"), ("bf8", "fp4"), ("fp4", "bf8")])
def test_scaled_mfma_matches_mx_definition(name, fa, fb, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    byte_a, byte_b = (int(x) for x in torch.randint(0, 4, (2,), generator=gen))
    d, want = _scaled_mfma(name, fa, fb, gen, byte_a, byte_b)
    assert torch.equal(d, want), (byte_a, byte_b, (d - want).abs().max())


def test_nan_scale_makes_its_rows_nan(rng_seed):
    """E8M0 0xFF is NaN: every output of the A row whose block (lane 37: row 5, k 32-63 of 32x32x64) it
    scales is NaN; the other rows are unaffected."""
    gen = torch.Generator().manual_seed(rng_seed)
    d, want = _scaled_mfma("v_mfma_scale_f32_32x32x64_f8f6f4", "fp4", "fp8", gen, 2, 1, nan_lane=37)
    assert torch.isnan(d[5]).all()
    rows = [i for i in range(32) if i != 5]
    assert torch.equal(d[rows], want[rows])


def test_unscaled_f8f6f4_with_fp4_operands(rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    codes_a, codes_b = _random_codes(gen, "fp4", 16, 128), _random_codes(gen, "bf8", 16, 128)
    body = ("v_mfma_f32_16x16x128_f8f6f4 v[100:103], v[40:43], v[60:67], 0 cbsz:4 blgp:1\n"
            "s_nop 7\ns_nop 7\ns_nop 7")
    out = lanes(body, {"v[40:43]": _registers(codes_a, "fp4", 128), "v[60:67]": _registers(codes_b, "bf8", 128)},
                {"v[100:103]": torch.float32}, arch="gfx950")["v[100:103]"].reshape(64, 4)
    assert torch.equal(_unpack_d(out, 16), (_values(codes_a, "fp4") @ _values(codes_b, "bf8").t()).float())


@pytest.mark.parametrize("line,match", [
    # llvm-mc: "wrong register tuple size for cbsz value 4"
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[8:15], v[16:23], v[0:3], v30, v31 cbsz:4", "4 registers|takes 4"),
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[8:13], v[16:21], v[0:3] cbsz:2 blgp:2", "fp6"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[8:15], v[16:23], v[0:3], v30, v31 op_sel:[0,0,1]", "op_sel"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[8:15], v[16:23], v[0:3], s30, v31", "VGPR"),
])
def test_refused_forms_name_the_problem(line, match):
    with pytest.raises(UnsupportedInstruction, match=match):
        lanes(line, arch="gfx950")


# ------------------------------------------------------------------------------------------ conversions
def _f16_rne(x: torch.Tensor) -> torch.Tensor:
    with np.errstate(over="ignore"):
        return torch.from_numpy(x.numpy().astype(np.float16))


@pytest.mark.parametrize("dst", ["f32", "f16", "bf16"])
def test_pk_dequant_fp4(dst, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    words = torch.randint(-2**31, 2**31, (64,), generator=gen, dtype=torch.int64).to(torch.int32)
    exps = torch.randint(-20, 21, (64,), generator=gen)
    scale = torch.exp2(exps.double()).float()
    outs = {f"v{10 + byte}" if dst != "f32" else f"v[{10 + 2 * byte}:{11 + 2 * byte}]": byte for byte in range(4)}
    body = "\n".join(f"v_cvt_scalef32_pk_{dst}_fp4 {reg}, v1, v2 op_sel:[{b & 1},{b >> 1},0]"
                     for reg, b in outs.items())
    odt = {"f32": torch.float32, "f16": torch.int32, "bf16": torch.int32}[dst]
    got = lanes(body, {"v1": words, "v2": scale}, {r: odt for r in outs}, arch="gfx950")
    u = words.to(torch.int64) & 0xFFFFFFFF
    for reg, byte in outs.items():
        nib = [(u >> (8 * byte + 4 * h)) & 0xF for h in (0, 1)]
        vals = [FP4[n] * torch.exp2(exps.double()) for n in nib]
        if dst == "f32":
            assert torch.equal(got[reg].reshape(64, 2), torch.stack([v.float() for v in vals], 1)), byte
            continue
        conv = _f16_rne if dst == "f16" else (lambda v: v.float().to(torch.bfloat16))
        halves = got[reg].contiguous().view(torch.float16 if dst == "f16" else torch.bfloat16).reshape(64, 2)
        assert torch.equal(halves, torch.stack([conv(v) for v in vals], 1)), byte


@pytest.mark.parametrize("dst", ["f16", "bf16"])
@pytest.mark.parametrize("src", ["fp8", "bf8"])
def test_pk_dequant_fp8(dst, src, rng_seed):
    """Two fp8/bf8 of a 16-bit half (op_sel[0]) times 2**e, rounded once; large scales overflow to inf (f16)."""
    gen = torch.Generator().manual_seed(rng_seed)
    words = torch.randint(-2**31, 2**31, (64,), generator=gen, dtype=torch.int64).to(torch.int32)
    exps = torch.randint(-30, 21, (64,), generator=gen)
    body = f"v_cvt_scalef32_pk_{dst}_{src} v10, v1, v2\nv_cvt_scalef32_pk_{dst}_{src} v11, v1, v2 op_sel:[1,0,0]"
    got = lanes(body, {"v1": words, "v2": torch.exp2(exps.double()).float()}, {"v10": torch.int32, "v11": torch.int32},
                arch="gfx950")
    codes = (words.to(torch.int64) & 0xFFFFFFFF)
    dec = torch.stack([((codes >> (8 * i)) & 0xFF).to(torch.uint8) for i in range(4)], 1).view(OCP[src]).double()
    vals = dec * torch.exp2(exps.double())[:, None]
    want = _f16_rne(vals) if dst == "f16" else vals.float().to(torch.bfloat16)
    tdt = torch.float16 if dst == "f16" else torch.bfloat16
    got_all = torch.cat([got["v10"].contiguous().view(tdt).reshape(64, 2), got["v11"].contiguous().view(tdt).reshape(64, 2)], 1)
    nan = torch.isnan(want.float())
    assert torch.equal(torch.isnan(got_all.float()), nan)
    assert torch.equal(got_all[~nan], want[~nan])

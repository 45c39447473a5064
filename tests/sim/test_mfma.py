"""MFMA semantics against torch matmuls, with the operands placed in registers by the lane/register formulas of
AMD's matrix instruction calculator (written here in the register -> element direction, independently of the
simulator's element -> register tables)."""

import numpy as np
import pytest
import torch

from torch_cdna.errors import UnsupportedInstruction
from torch_cdna.isa.mfma import shape_of
from tests.sim import asmkit

GEN = torch.Generator()  # reseeded for every test by _fresh_inputs
TORCH_FP8 = {("fp8", "gfx942"): torch.float8_e4m3fnuz, ("bf8", "gfx942"): torch.float8_e5m2fnuz,
             ("fp8", "gfx950"): torch.float8_e4m3fn, ("bf8", "gfx950"): torch.float8_e5m2}


@pytest.fixture(autouse=True)
def _fresh_inputs(rng_seed: int) -> None:
    """Fresh inputs in every test; a failure's report names the seed (tests/conftest.py)."""
    GEN.manual_seed(rng_seed)


def _input_element(lane: int, slot: int, rows: int, k: int, blocks: int) -> tuple[int, int, int]:
    """(block, row, k) held in ``slot`` of ``lane`` for an A (rows = M) or B (rows = N) operand."""
    per_lane = k * rows * blocks // 64
    return (lane // rows) % blocks, lane % rows, (lane // (rows * blocks)) * per_lane + slot


def _output_element(lane: int, reg: int, m: int, n: int, blocks: int) -> tuple[int, int, int]:
    """(block, i, j) of D held in register ``reg`` of ``lane`` (32-bit results)."""
    if m == 4:  # 4x4 with 16 blocks: a block per 4 lanes, a row per register
        return lane // 4, reg, lane % 4
    regs_per_block = m * n // 64
    blk, r = reg // regs_per_block, reg % regs_per_block
    groups = 64 // n  # row groups of 4 side by side in one register
    return blk, (r // 4) * 4 * groups + (lane // n) * 4 + r % 4, lane % n


def _random(ty: str, shape, arch: str) -> torch.Tensor:
    if ty in ("f16", "bf16", "f32"):
        dt = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}[ty]
        return torch.randn(shape, generator=GEN).to(dt)
    if ty == "i8":
        return torch.randint(-128, 128, shape, generator=GEN, dtype=torch.int8)
    codes = torch.randint(0, 256, shape, generator=GEN, dtype=torch.uint8)
    vals = codes.view(TORCH_FP8[(ty, arch)]).to(torch.float32)
    codes[~torch.isfinite(vals)] = 0x10  # keep the test about the arithmetic, not NaN propagation
    return codes.view(TORCH_FP8[(ty, arch)])


def _pack(x: torch.Tensor, rows_dim_first: bool, rows: int, k: int, blocks: int) -> torch.Tensor:
    """Registers (as per-lane dwords, lane-major) holding operand ``x`` (blocks, rows, k)."""
    per_lane = k * rows * blocks // 64
    esize = x.element_size()
    lanes = np.zeros((64, per_lane * esize), dtype=np.uint8)
    raw = x.contiguous().view(torch.uint8).numpy().reshape(blocks, rows, k, esize)
    for lane in range(64):
        for slot in range(per_lane):
            blk, r, kk = _input_element(lane, slot, rows, k, blocks)
            lanes[lane, slot * esize:(slot + 1) * esize] = raw[blk, r, kk]
    return torch.from_numpy(lanes.reshape(-1).copy()).view(torch.int32)


def _unpack_d(words: torch.Tensor, m: int, n: int, blocks: int, dtype) -> torch.Tensor:
    regs = m * n * blocks // 64
    w = words.view(dtype).reshape(64, regs)
    d = torch.zeros(blocks, m, n, dtype=dtype)
    for lane in range(64):
        for reg in range(regs):
            d[_output_element(lane, reg, m, n, blocks)] = w[lane, reg]
    return d


def _pack_c(c: torch.Tensor, m: int, n: int, blocks: int) -> torch.Tensor:
    regs = m * n * blocks // 64
    w = torch.zeros(64, regs, dtype=c.dtype)
    for lane in range(64):
        for reg in range(regs):
            w[lane, reg] = c[_output_element(lane, reg, m, n, blocks)]
    return w.reshape(-1).view(torch.int32)


def _run_mfma(name: str, arch: str, a, bt, c, mods: str = "", acc: str = "v", c_text: str | None = None):
    sh = shape_of(name)
    na, nb, nd = (sh.in_dwords(sh.m, sh.a_type), sh.in_dwords(sh.n, sh.b_type), sh.out_dwords)
    ra = f"v[40:{39 + na}]" if na > 1 else "v40"
    rb = f"v[60:{59 + nb}]" if nb > 1 else "v60"
    rd = f"v[100:{99 + nd}]"
    dst = f"{acc}[100:{99 + nd}]" if acc == "a" else rd
    src_c = c_text or dst
    pre = "".join(f"v_accvgpr_write_b32 a{100 + r}, v{100 + r}\n" for r in range(nd)) if acc == "a" else ""
    post = "".join(f"v_accvgpr_read_b32 v{100 + r}, a{100 + r}\n" for r in range(nd)) if acc == "a" else ""
    body = f"""{pre}
    {name} {dst}, {ra}, {rb}, {src_c} {mods}
    s_nop 7
    s_nop 7
    s_nop 2
    {post}"""
    out = torch.zeros(64 * nd, dtype=torch.int32)
    a_regs = _pack(a, True, sh.m, sh.k, sh.blocks)
    b_regs = _pack(bt, True, sh.n, sh.k, sh.blocks)
    asmkit.run(body, [a_regs, b_regs, c, out], loads={ra: 0, rb: 1, rd: 2}, stores={rd: 3}, arch=arch)
    return out


CASES = [
    ("v_mfma_f32_32x32x8_f16", "gfx942"), ("v_mfma_f32_16x16x16_f16", "gfx942"),
    ("v_mfma_f32_32x32x8_bf16", "gfx942"), ("v_mfma_f32_16x16x16_bf16", "gfx950"),
    ("v_mfma_f32_32x32x16_bf16", "gfx950"), ("v_mfma_f32_16x16x32_f16", "gfx950"),
    ("v_mfma_f32_32x32x16_f16", "gfx950"),
    ("v_mfma_f32_32x32x2_f32", "gfx942"), ("v_mfma_f32_16x16x4_f32", "gfx942"),
    ("v_mfma_f32_32x32x1_2b_f32", "gfx942"), ("v_mfma_f32_16x16x1_4b_f32", "gfx942"),
    ("v_mfma_f32_4x4x1_16b_f32", "gfx942"), ("v_mfma_f32_32x32x4_2b_f16", "gfx942"),
    ("v_mfma_f32_32x32x16_fp8_fp8", "gfx942"), ("v_mfma_f32_16x16x32_bf8_fp8", "gfx942"),
    ("v_mfma_f32_32x32x16_fp8_bf8", "gfx950"), ("v_mfma_f32_16x16x32_fp8_fp8", "gfx950"),
    ("v_mfma_f32_32x32x64_f8f6f4", "gfx950"), ("v_mfma_f32_16x16x128_f8f6f4", "gfx950"),
    ("v_mfma_i32_32x32x16_i8", "gfx942"), ("v_mfma_i32_16x16x64_i8", "gfx950"),
    ("v_mfma_f32_32x32x8bf16_1k", "gfx942"),
]


def _as_f64(x: torch.Tensor) -> torch.Tensor:
    return x.to(torch.float32).to(torch.float64) if x.dtype != torch.int8 else x.to(torch.int64)


@pytest.mark.parametrize("name,arch", CASES)
def test_mfma_matches_matmul(name, arch):
    sh = shape_of(name)
    ta = "fp8" if sh.a_type == "f8f6f4" else sh.a_type
    tb = "fp8" if sh.b_type == "f8f6f4" else sh.b_type
    a = _random(ta, (sh.blocks, sh.m, sh.k), arch)
    bt = _random(tb, (sh.blocks, sh.n, sh.k), arch)  # B stored transposed: (blocks, n, k)
    integer = sh.out == "i32"
    c = (torch.randint(-1000, 1000, (sh.blocks, sh.m, sh.n), generator=GEN, dtype=torch.int32) if integer
         else torch.randn(sh.blocks, sh.m, sh.n, generator=GEN))
    out = _run_mfma(name, arch, a, bt, _pack_c(c, sh.m, sh.n, sh.blocks))
    d = _unpack_d(out, sh.m, sh.n, sh.blocks, torch.int32 if integer else torch.float32)
    if integer:
        want = (a.to(torch.int64) @ bt.to(torch.int64).transpose(1, 2) + c).to(torch.int32)
        assert torch.equal(d, want)
        return
    ref64 = _as_f64(a) @ _as_f64(bt).transpose(1, 2) + c.to(torch.float64)
    assert torch.equal(d, ref64.to(torch.float32)), (d - ref64).abs().max()  # the documented rounding model
    scale = float((_as_f64(a).abs() @ _as_f64(bt).abs().transpose(1, 2)).max()) + 1.0
    torch.testing.assert_close(d, _as_f64(a).float() @ _as_f64(bt).float().transpose(1, 2) + c,
                               rtol=1e-5, atol=1e-6 * scale)  # float32 torch.matmul, summation order differs


def test_accvgpr_operands_and_constant_c():
    name, arch = "v_mfma_f32_32x32x8_f16", "gfx942"
    a = _random("f16", (1, 32, 8), arch)
    bt = _random("f16", (1, 32, 8), arch)
    zero_c = torch.zeros(64 * 16, dtype=torch.int32)
    out = _run_mfma(name, arch, a, bt, zero_c, acc="a", c_text="0")
    d = _unpack_d(out, 32, 32, 1, torch.float32)
    ref = (a.double() @ bt.double().transpose(1, 2)).float()
    assert torch.equal(d, ref)


def test_mfma_ignores_exec():
    sh = shape_of("v_mfma_f32_16x16x16_f16")
    a, bt = _random("f16", (1, 16, 16), "gfx942"), _random("f16", (1, 16, 16), "gfx942")
    out = torch.zeros(64 * 4, dtype=torch.int32)
    body = """
    s_mov_b64 exec, 1
    v_mfma_f32_16x16x16_f16 v[100:103], v[40:41], v[60:61], 0
    s_nop 7
    s_nop 3
    s_mov_b64 exec, -1
    """
    asmkit.run(body, [_pack(a, True, 16, 16, 1), _pack(bt, True, 16, 16, 1), out],
               loads={"v[40:41]": 0, "v[60:61]": 1}, stores={"v[100:103]": 2})
    d = _unpack_d(out, sh.m, sh.n, 1, torch.float32)
    assert torch.equal(d, (a.double() @ bt.double().transpose(1, 2)).float())


def test_cbsz_abid_broadcast_a_block_and_blgp():
    """16x16x1_4b with cbsz:2 abid:1: every block uses A block 1; blgp:3 rotates B lanes down by 16."""
    name, arch = "v_mfma_f32_16x16x1_4b_f32", "gfx942"
    a = _random("f32", (4, 16, 1), arch)
    bt = _random("f32", (4, 16, 1), arch)
    c = torch.zeros(4, 16, 16)
    out = _run_mfma(name, arch, a, bt, _pack_c(c, 16, 16, 4), mods="cbsz:2 abid:1 blgp:3")
    d = _unpack_d(out, 16, 16, 4, torch.float32)
    b_rot = torch.roll(bt, shifts=-1, dims=0)  # lane l reads lane l+16: block b sees block b+1's B
    want = (a[1:2].double() @ b_rot.double().transpose(1, 2)).float()
    assert torch.equal(d, want)


def test_invalid_modifiers_and_formats_are_rejected():
    z = torch.zeros(64 * 16, dtype=torch.int32)
    with pytest.raises(UnsupportedInstruction, match="abid"):
        asmkit.run("v_mfma_f32_32x32x8_f16 v[100:115], v[40:41], v[60:61], 0 abid:1", [z])
    with pytest.raises(UnsupportedInstruction, match="fp6"):
        asmkit.run("v_mfma_f32_32x32x64_f8f6f4 v[100:115], v[40:45], v[60:67], 0 cbsz:2", [z], arch="gfx950")
    with pytest.raises(UnsupportedInstruction, match="gfx950"):
        asmkit.run("v_mfma_f32_32x32x16_f16 v[100:115], v[40:43], v[60:63], 0", [z], arch="gfx942")


def test_fp8_decoding_fnuz_vs_ocp():
    from torch_cdna.isa.targets import SUPPORTED_ARCHS, arch_info
    from torch_cdna.sim.semantics.mfma import FP8_TABLES
    codes = torch.arange(256, dtype=torch.int32).to(torch.uint8)
    assert {flavour for _, flavour in FP8_TABLES} == {arch_info(a).fp8_flavour for a in SUPPORTED_ARCHS}
    for (fmt, flavour), table in FP8_TABLES.items():
        arch = next(a for a in SUPPORTED_ARCHS if arch_info(a).fp8_flavour == flavour)
        want = codes.view(TORCH_FP8[(fmt, arch)]).to(torch.float64).numpy()
        assert np.array_equal(table, want, equal_nan=True), (fmt, flavour)


# ---------------------------------------------------------------------------------------------- f64 (DGEMM)
def _f64_d_element(lane: int, pair: int, name: str) -> tuple[int, int, int]:
    """(block, i, j) of D in register pair ``pair`` of ``lane`` (AMD's calculator, CDNA3:
    16x16x4: i = 4*pair + lane//16, j = lane%16; 4x4x4_4b: i = lane//16, j = lane%4, block = (lane//4)%4)."""
    if "4x4x4" in name:
        return (lane // 4) % 4, lane // 16, lane % 4
    return 0, 4 * pair + lane // 16, lane % 16


def _run_f64(name: str, arch: str, a, bt, c, c_text: str | None = None, acc: str = "v"):
    sh = shape_of(name)
    nd = sh.out_dwords
    assert (sh.in_dwords(sh.m, sh.a_type), sh.in_dwords(sh.n, sh.b_type), nd) == (2, 2, nd)
    pairs = nd // 2
    cw = torch.zeros(64, pairs, dtype=torch.float64)
    for lane in range(64):
        for p in range(pairs):
            cw[lane, p] = c[_f64_d_element(lane, p, name)]
    dst = f"{acc}[100:{99 + nd}]"
    pre = "".join(f"v_accvgpr_write_b32 a{100 + r}, v{100 + r}\n" for r in range(nd)) if acc == "a" else ""
    post = "".join(f"v_accvgpr_read_b32 v{100 + r}, a{100 + r}\n" for r in range(nd)) if acc == "a" else ""
    body = f"""{pre}
    v_mov_b32_e32 v120, v40
    s_nop 1
    {name} {dst}, v[40:41], v[60:61], {c_text or dst}
    s_nop 7
    s_nop 7
    s_nop 7
    {post}"""
    out = torch.full((64 * nd,), -1, dtype=torch.int32)  # poison
    rd = f"v[100:{99 + nd}]"
    asmkit.run(body, [_pack(a, True, sh.m, sh.k, sh.blocks), _pack(bt, True, sh.n, sh.k, sh.blocks),
                      cw.reshape(-1).view(torch.int32), out],
               loads={"v[40:41]": 0, "v[60:61]": 1, rd: 2}, stores={rd: 3}, arch=arch)
    w = out.view(torch.float64).reshape(64, pairs)
    d = torch.full((sh.blocks, sh.m, sh.n), float("nan"), dtype=torch.float64)
    for lane in range(64):
        for p in range(pairs):
            d[_f64_d_element(lane, p, name)] = w[lane, p]
    return d


@pytest.mark.parametrize("name,arch,acc", [
    ("v_mfma_f64_16x16x4_f64", "gfx942", "v"), ("v_mfma_f64_16x16x4_f64", "gfx950", "a"),
    ("v_mfma_f64_4x4x4_4b_f64", "gfx942", "v"), ("v_mfma_f64_4x4x4_4b_f64", "gfx950", "v"),
    ("v_mfma_f64_16x16x4f64", "gfx942", "v"), ("v_mfma_f64_4x4x4f64", "gfx942", "a"),
])
def test_f64_mfma_matches_float64_matmul(name, arch, acc):
    sh = shape_of(name)
    a = torch.randn(sh.blocks, sh.m, sh.k, generator=GEN, dtype=torch.float64)
    bt = torch.randn(sh.blocks, sh.n, sh.k, generator=GEN, dtype=torch.float64)
    c = torch.randn(sh.blocks, sh.m, sh.n, generator=GEN, dtype=torch.float64) * 1e3
    d = _run_f64(name, arch, a, bt, c, acc=acc)
    ref = a @ bt.transpose(1, 2) + c
    assert not d.isnan().any()
    torch.testing.assert_close(d, ref, rtol=1e-15, atol=1e-12)  # float64 throughout: last-bit differences only
    # the result is not f32-rounded anywhere
    assert not torch.equal(d, d.float().double())
    zero = _run_f64(name, arch, a, bt, torch.zeros_like(c), c_text="0")
    torch.testing.assert_close(zero, a @ bt.transpose(1, 2), rtol=1e-15, atol=1e-13)


def test_f64_mfma_rejects_blgp_and_checks_register_widths():
    z = torch.zeros(64 * 8, dtype=torch.int32)
    with pytest.raises(UnsupportedInstruction, match="blgp"):
        asmkit.run("v_mfma_f64_16x16x4_f64 v[100:107], v[40:41], v[60:61], 0 blgp:1", [z])
    from torch_cdna import isa
    assert [o.dwords for o in isa.lookup("v_mfma_f64_16x16x4_f64", "gfx942").operands] == [8, 2, 2, 8]
    assert [o.dwords for o in isa.lookup("v_mfma_f64_4x4x4_4b_f64", "gfx950").operands] == [2, 2, 2, 2]


def _xf32(x: torch.Tensor) -> torch.Tensor:
    """f32 -> xf32 as the simulator documents it: the low 13 mantissa bits dropped (NaNs kept)."""
    return torch.where(x.isnan(), x, (x.view(torch.int32) & ~0x1FFF).view(torch.float32))


@pytest.mark.parametrize("name", ["v_mfma_f32_16x16x8_xf32", "v_mfma_f32_32x32x4_xf32"])
def test_xf32_mfma_uses_ten_mantissa_bits(name):
    sh = shape_of(name)
    a = torch.randn(1, sh.m, sh.k, generator=GEN)
    bt = torch.randn(1, sh.n, sh.k, generator=GEN)
    c = torch.randn(1, sh.m, sh.n, generator=GEN)
    out = _run_mfma(name, "gfx942", a, bt, _pack_c(c, sh.m, sh.n, sh.blocks))
    d = _unpack_d(out, sh.m, sh.n, 1, torch.float32)
    want = (_xf32(a).double() @ _xf32(bt).double().transpose(1, 2) + c.double()).float()
    assert torch.equal(d, want), (d - want).abs().max()
    full = (a.double() @ bt.double().transpose(1, 2) + c.double()).float()
    assert (d != full).float().mean() > 0.5, "randn inputs have low mantissa bits: xf32 must differ from f32"
    torch.testing.assert_close(d, full, rtol=2e-3, atol=2e-3 * sh.k)  # still a matmul, at xf32 precision


def test_xf32_nan_inputs_and_refusals():
    sh = shape_of("v_mfma_f32_16x16x8_xf32")
    a = torch.randn(1, 16, 8, generator=GEN)
    a[0, 3, 5] = (torch.tensor([0x7F800001], dtype=torch.int32)).view(torch.float32)  # NaN in the low bits only
    bt = torch.randn(1, 16, 8, generator=GEN)
    out = _run_mfma("v_mfma_f32_16x16x8_xf32", "gfx942", a, bt, _pack_c(torch.zeros(1, 16, 16), 16, 16, 1))
    d = _unpack_d(out, 16, 16, 1, torch.float32)
    assert d[0, 3].isnan().all() and not d[0, :3].isnan().any(), "a NaN stays NaN (not inf) after truncation"
    z = torch.zeros(64 * 4, dtype=torch.int32)
    with pytest.raises(UnsupportedInstruction, match="no BLGP"):
        asmkit.run("v_mfma_f32_16x16x8_xf32 v[100:103], v[40:41], v[60:61], 0 blgp:1", [z])
    with pytest.raises(UnsupportedInstruction, match="only on gfx942"):
        asmkit.run("v_mfma_f32_16x16x8_xf32 v[100:103], v[40:41], v[60:61], 0", [z], arch="gfx950")
    assert sh.in_dwords(sh.m, sh.a_type) == 2 and sh.out_dwords == 4

"""LDS semantics (ds_read/ds_write and their two-address forms, atomics, cross-lane permutes and swizzles,
gfx950 transposing reads) against values computed from the ISA's definitions."""

import numpy as np
import pytest
import torch

from torch_cdna.errors import SimFault, UnsupportedInstruction
from torch_cdna.sim.semantics.lds import swizzle_pattern
from tests.sim import asmkit

GEN = torch.Generator()  # reseeded for every test by _fresh_inputs


@pytest.fixture(autouse=True)
def _fresh_inputs(rng_seed: int) -> None:
    """Fresh inputs in every test; a failure's report names the seed (tests/conftest.py)."""
    GEN.manual_seed(rng_seed)


def _rand_i32(n: int) -> torch.Tensor:
    return torch.randint(-2**31, 2**31 - 1, (n,), generator=GEN, dtype=torch.int64).to(torch.int32)


def _i32(values) -> torch.Tensor:
    return torch.tensor(np.asarray(values, dtype=np.int64) & 0xFFFFFFFF, dtype=torch.int64).to(torch.int32)


@pytest.mark.parametrize("ty,n", [("b32", 1), ("b64", 2), ("b96", 3), ("b128", 4)])
def test_write_then_read_back_permuted(ty, n):
    data, out = _rand_i32(64 * n), torch.zeros(64 * n, dtype=torch.int32)
    waddr = _i32(np.arange(64) * 16)
    raddr = _i32(torch.randperm(64, generator=GEN).numpy() * 16)
    regs = f"v[10:{9 + n}]" if n > 1 else "v10"
    dst = f"v[20:{19 + n}]" if n > 1 else "v20"
    body = f"""
    ds_write_{ty} v1, {regs} offset:32
    ds_read_{ty} {dst}, v2 offset:32
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data, waddr, raddr, out], loads={regs: 0, "v1": 1, "v2": 2}, stores={dst: 3},
                       lds_bytes=64 * 16 + 32)
    perm = raddr.numpy() // 16
    assert torch.equal(out.reshape(64, n), data.reshape(64, n)[torch.tensor(perm)])
    assert stats.lds_bytes == 2 * 64 * 4 * n


def test_subdword_reads_writes_and_d16():
    data = _rand_i32(64)
    addr = _i32(np.arange(64) * 8)
    outs = [torch.zeros(64, dtype=torch.int32) for _ in range(5)]
    body = """
    ds_write_b32 v1, v10
    ds_write_b8 v1, v10 offset:4
    ds_write_b16_d16_hi v1, v10 offset:6
    ds_read_u8 v20, v1 offset:1
    ds_read_i8 v21, v1 offset:3
    ds_read_u16 v22, v1 offset:2
    ds_read_i16 v23, v1 offset:6
    v_mov_b32_e32 v24, 0x11112222
    ds_read_u16_d16_hi v24, v1
    ds_read_u8_d16 v24, v1 offset:4
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [data, addr, *outs], loads={"v10": 0, "v1": 1},
               stores={"v20": 2, "v21": 3, "v22": 4, "v23": 5, "v24": 6}, lds_bytes=512)
    d = data.numpy().view(np.uint8).reshape(64, 4).astype(np.int64)
    s8 = lambda x: np.where(x > 127, x - 256, x)  # noqa: E731
    s16 = lambda x: np.where(x > 32767, x - 65536, x)  # noqa: E731
    assert outs[0].tolist() == d[:, 1].tolist()
    assert outs[1].tolist() == s8(d[:, 3]).tolist()
    assert outs[2].tolist() == (d[:, 2] | d[:, 3] << 8).tolist()
    assert outs[3].tolist() == s16(d[:, 2] | d[:, 3] << 8).tolist()
    want = ((d[:, 0] | d[:, 1] << 8) << 16) | d[:, 0]
    assert (outs[4].numpy().astype(np.int64) & 0xFFFFFFFF).tolist() == want.tolist()


@pytest.mark.parametrize("form,unit", [("ds_read2_b32", 4), ("ds_read2st64_b32", 256), ("ds_read2_b64", 8),
                                       ("ds_read2st64_b64", 512)])
def test_read2_offsets(form, unit):
    n = 2 if form.endswith("b64") else 1
    lds_bytes = 4096
    table = _rand_i32(lds_bytes // 4)
    out = torch.zeros(64 * 2 * n, dtype=torch.int32)
    base = _i32(np.arange(64) * 8)
    off0, off1 = 1, 3
    # fill LDS from the table: every lane writes 16 dwords
    fill = "\n".join(f"ds_write_b32 v3, v{30 + j} offset:{4 * j}" for j in range(16))
    body = f"""
    v_lshlrev_b32_e32 v3, 6, v0
    {fill}
    s_waitcnt lgkmcnt(0)
    {form} v[20:{19 + 2 * n}], v1 offset0:{off0} offset1:{off1}
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [table, base, out], loads={"v[30:45]": 0, "v1": 1}, stores={f"v[20:{19 + 2 * n}]": 2},
               lds_bytes=lds_bytes)
    mem = table.numpy().view(np.uint8)
    got = out.numpy().reshape(64, 2 * n)
    for lane in range(64):
        a0, a1 = 8 * lane + off0 * unit, 8 * lane + off1 * unit
        want = np.concatenate([mem[a0:a0 + 4 * n], mem[a1:a1 + 4 * n]]).view(np.int32)
        assert got[lane].tolist() == want.tolist(), lane


def test_write2_offsets_second_wins_on_overlap():
    d0, d1 = _rand_i32(64), _rand_i32(64)
    out = torch.zeros(64 * 3, dtype=torch.int32)
    body = """
    v_lshlrev_b32_e32 v1, 4, v0
    ds_write2_b32 v1, v10, v11 offset0:0 offset1:2
    ds_write2_b32 v1, v10, v11 offset0:1 offset1:1
    s_waitcnt lgkmcnt(0)
    ds_read_b96 v[20:22], v1
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [d0, d1, out], loads={"v10": 0, "v11": 1}, stores={"v[20:22]": 2}, lds_bytes=1024)
    got = out.reshape(64, 3)
    assert torch.equal(got[:, 0], d0) and torch.equal(got[:, 1], d1) and torch.equal(got[:, 2], d1)


def test_lds_out_of_bounds_faults_naming_lane():
    addr = _i32(np.where(np.arange(64) == 21, 1022, np.arange(64) * 4))
    with pytest.raises(SimFault) as info:
        asmkit.run("ds_write_b32 v1, v1\ns_waitcnt lgkmcnt(0)", [addr], loads={"v1": 0}, lds_bytes=1024)
    assert info.value.lane == 21 and info.value.address == 1022 and "1024-byte LDS" in str(info.value)


def test_gds_is_rejected():
    with pytest.raises(UnsupportedInstruction, match="gds"):
        asmkit.run("ds_write_b32 v0, v0 gds\ns_waitcnt lgkmcnt(0)", [], lds_bytes=1024)


# ---------------------------------------------------------------------------------------------- atomics
def test_ds_add_rtn_conflicting_lanes():
    vals = torch.randint(0, 2**31 - 1, (64,), generator=GEN, dtype=torch.int32)
    slot = torch.randint(0, 3, (64,), generator=GEN)
    out, final = torch.zeros(64, dtype=torch.int32), torch.zeros(64, dtype=torch.int32)
    body = """
    v_mov_b32_e32 v5, 0
    v_lshlrev_b32_e32 v6, 2, v0
    ds_write_b32 v6, v5
    s_waitcnt lgkmcnt(0)
    ds_add_rtn_u32 v20, v1, v10
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v21, v1
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [vals, _i32(slot.numpy() * 4), out, final], loads={"v10": 0, "v1": 1},
               stores={"v20": 2, "v21": 3}, lds_bytes=256)
    acc, want = [0, 0, 0], []
    for lane in range(64):
        want.append(acc[slot[lane]])
        acc[slot[lane]] = (acc[slot[lane]] + int(vals[lane])) & 0xFFFFFFFF
    as_u32 = out.numpy().astype(np.int64) & 0xFFFFFFFF
    assert as_u32.tolist() == want
    assert (final.numpy().astype(np.int64) & 0xFFFFFFFF).tolist() == [acc[s] for s in slot.tolist()]


def test_ds_max_i32_cmpst_and_add_f32():
    vals = _rand_i32(64)
    fvals = torch.randn(64, generator=GEN) * 1e3
    out = torch.zeros(64 * 3, dtype=torch.int32)
    body = """
    v_mov_b32_e32 v5, 0x80000000
    v_mov_b32_e32 v6, 0
    v_mov_b32_e32 v7, 0x4b189680
    ds_write_b96 v6, v[5:7]
    s_waitcnt lgkmcnt(0)
    ds_max_i32 v6, v10
    v_mov_b32_e32 v8, 0
    v_mov_b32_e32 v9, 5
    ds_cmpst_b32 v6, v8, v9 offset:4
    ds_cmpst_b32 v6, v8, v10 offset:4
    ds_add_f32 v6, v11 offset:8
    s_waitcnt lgkmcnt(0)
    ds_read_b96 v[20:22], v6
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [vals, fvals, out], loads={"v10": 0, "v11": 1}, stores={"v[20:22]": 2}, lds_bytes=64)
    got = out.reshape(64, 3)[0]
    assert got[0].item() == vals.max().item()
    assert got[1].item() == 5  # lane 0 swaps 0 -> 5, later lanes compare against 0 and fail
    acc = np.float32(1e7)
    for x in fvals.numpy():
        acc = np.float32(acc + x)
    assert got[2:3].view(torch.float32).item() == acc


# ---------------------------------------------------------------------------------------------- cross-lane
def test_bpermute_and_permute_lane_maps():
    data = _rand_i32(64)
    src = torch.randint(0, 64, (64,), generator=GEN)
    addr = _i32(src.numpy() * 4 + 256 * torch.randint(0, 3, (64,), generator=GEN).numpy())  # high bits ignored
    outs = [torch.zeros(64, dtype=torch.int32) for _ in range(3)]
    body = """
    ds_bpermute_b32 v20, v1, v10
    ds_permute_b32 v21, v1, v10
    s_mov_b64 exec, 0xffffffff0000ffff
    ds_bpermute_b32 v22, v1, v10 offset:4
    s_mov_b64 exec, -1
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [data, addr, *outs], loads={"v10": 0, "v1": 1}, stores={"v20": 2, "v21": 3, "v22": 4})
    d, s = data.numpy(), src.numpy()
    assert outs[0].numpy().tolist() == d[s].tolist()
    perm = np.zeros(64, dtype=np.int64)
    for lane in range(64):  # later (higher) lanes win
        perm[s[lane]] = d[lane]
    assert outs[1].numpy().tolist() == perm.tolist()
    active = np.r_[np.ones(16, bool), np.zeros(16, bool), np.ones(32, bool)]
    s2 = (s + 1) % 64
    want = np.where(active[s2], d[s2], 0)
    got = outs[2].numpy()
    assert got[active].tolist() == want[active].tolist()


@pytest.mark.parametrize("text,encoding", [("swizzle(SWAP,16)", 0x401F), ('swizzle(BITMASK_PERM,"01pip")', 0x0907),
                                           ("swizzle(REVERSE,8)", 0x1C1F), ("swizzle(BROADCAST,8,3)", 0x0078),
                                           ("swizzle(QUAD_PERM,1,2,3,0)", 0x8039), ("0x2a5", 0x2A5)])
def test_swizzle(text, encoding):
    # encodings as llvm-mc -show-encoding prints them for gfx942
    assert swizzle_pattern(int(text, 0) if text.startswith("0x") else text) == encoding
    data, out = _rand_i32(64), torch.zeros(64, dtype=torch.int32)
    asmkit.run(f"ds_swizzle_b32 v20, v10 offset:{text}\ns_waitcnt lgkmcnt(0)", [data, out], loads={"v10": 0},
               stores={"v20": 1})
    lane = np.arange(64)
    if encoding & 0x8000:
        src = (lane & ~3) | ((encoding >> (2 * (lane & 3))) & 3)
    else:
        a, o, x = encoding & 31, (encoding >> 5) & 31, (encoding >> 10) & 31
        src = (lane & 32) | ((((lane & 31) & a) | o) ^ x)
    assert out.numpy().tolist() == data.numpy()[src].tolist()


@pytest.mark.parametrize("bits", [16, 8, 4])
def test_ds_read_b64_tr_gfx950(bits):
    """Each 16-lane group reads a (16/n) x 16 block of n-element rows and hands lane d the d-th column."""
    n = 64 // bits
    lds = torch.randint(0, 256, (1024,), generator=GEN, dtype=torch.uint8)
    addr = torch.randperm(64, generator=GEN).numpy() * 16
    out = torch.zeros(128, dtype=torch.int32)
    fill = "\n".join(f"ds_write_b128 v3, v[{30 + 4 * j}:{33 + 4 * j}] offset:{16 * j}" for j in range(1))
    body = f"""
    v_lshlrev_b32_e32 v3, 4, v0
    {fill}
    s_waitcnt lgkmcnt(0)
    ds_read_b64_tr_b{bits} v[20:21], v1
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [lds.view(torch.int32), _i32(addr), out], loads={"v[30:33]": 0, "v1": 1},
               stores={"v[20:21]": 2}, lds_bytes=1024, arch="gfx950")
    raw = lds.numpy().reshape(64, 16)[addr // 16, :8]  # the 8 bytes each lane reads
    as_int = raw.view(np.uint64)[:, 0]
    elems = [[(int(as_int[s]) >> (bits * e)) & ((1 << bits) - 1) for e in range(n)] for s in range(64)]
    got = out.numpy().view(np.uint64)
    for d in range(64):
        g = d - d % 16
        want = sum(elems[g + (16 // n) * j + (d % 16) // n][d % n] << (bits * j) for j in range(n))
        assert int(got[d]) == want, d
    with pytest.raises(UnsupportedInstruction, match="gfx950"):
        asmkit.run(body, [lds.view(torch.int32), _i32(addr), out], loads={"v[30:33]": 0, "v1": 1},
                   lds_bytes=1024, arch="gfx942")


def test_ds_read_b64_tr_b16_transposes_mn_contiguous_tile():
    """The use case it exists for (Triton's LDS layout notes): a 16(M) x 4(K) f16 tile stored M-contiguous;
    lane 4*k + q points at M rows 4q..4q+3 of column k, and afterwards lane m holds A[m, 0..3]."""
    a = torch.randint(0, 2**16, (4, 16, 4), generator=GEN, dtype=torch.int32)  # 4 groups: (M=16, K=4) each
    lds = torch.zeros(4, 4, 16, dtype=torch.int32)  # group, k, m (each element in 16 bits)
    lds[:] = a.permute(0, 2, 1)
    lds16 = lds.to(torch.int16)
    lane = np.arange(64)
    g, s = lane // 16, lane % 16
    addr = g * 128 + (s // 4) * 32 + (s % 4) * 8  # column k = s // 4, rows 4q..4q+3, q = s % 4
    out = torch.zeros(128, dtype=torch.int32)
    flat = lds16.reshape(-1).view(torch.int32)  # 256 dwords = 512 bytes
    body = """
    v_lshlrev_b32_e32 v3, 3, v0
    ds_write_b64 v3, v[30:31]
    s_waitcnt lgkmcnt(0)
    ds_read_b64_tr_b16 v[20:21], v1
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [flat, _i32(addr), out], loads={"v[30:31]": 0, "v1": 1}, stores={"v[20:21]": 2},
               lds_bytes=512, arch="gfx950")
    got = out.view(torch.int16).reshape(4, 16, 4).to(torch.int32) & 0xFFFF
    assert torch.equal(got, a & 0xFFFF)

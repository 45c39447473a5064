"""Float semantics compute once per wave when every operand holds one bit pattern per wave (``vcommon.one_lane``):
results must equal the lane-by-lane computation, and lanes that only compare equal (+0/-0, NaN payloads) must
not be merged."""

import numpy as np
import torch

from torch_cdna.sim.semantics.valu_special import div_fixup, div_scale
from torch_cdna.sim.semantics.vcommon import fma_f32, one_lane
from tests.sim import asmkit


def test_one_lane_tells_bit_patterns_apart():
    x = np.zeros((3, 64), dtype=np.float32)
    x[1] = 2.5
    assert [a.shape for a in one_lane(x, x[:, :1], None)[:2]] == [(3, 1), (3, 1)]
    y = x.copy()
    y[2, 9] = -0.0  # compares equal to 0.0, different bits
    assert one_lane(y) is None
    z = np.full((2, 64), np.nan, dtype=np.float32)
    z.view(np.uint32)[1, 63] |= 1  # another NaN payload
    assert one_lane(z) is None
    w = np.ones((2, 64), dtype=np.float32)
    w[1, 0] = 3  # wave 0 uniform, wave 1 not
    assert one_lane(w) is None
    assert one_lane(np.broadcast_to(np.float32(1), (4, 64))) is not None


def _waves(rng: np.random.Generator, n_waves: int) -> np.ndarray:
    """Per-wave uniform f32 values, with some waves broken by one lane (+0/-0, a NaN payload, a nearby value)."""
    vals = rng.standard_normal(n_waves).astype(np.float32)
    vals[0] = 0.0
    vals[1] = np.nan
    x = np.repeat(vals[:, None], 64, axis=1)
    return x


def _run(body: str, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> dict[str, np.ndarray]:
    n = a.size
    ins = [torch.from_numpy(v.reshape(-1).copy()) for v in (a, b, c)]
    outs = [torch.full((n,), -1, dtype=torch.int32) for _ in range(3)]
    asmkit.run(body, ins + outs, loads={"v1": 0, "v2": 1, "v3": 2}, stores={"v4": 3, "v5": 4, "v6": 5},
               block=256, grid=n // 256)
    return {k: o.numpy().view(np.float32).reshape(a.shape) for k, o in zip(("v4", "v5", "v6"), outs)}


def test_uniform_and_nearly_uniform_waves_match_lane_by_lane(rng_seed):
    rng = np.random.default_rng(rng_seed)
    for trial in range(3):
        a, b, c = (_waves(rng, 16) for _ in range(3))
        # break uniformity in some waves by one lane only
        a[2, 5] = -a[2, 5] if a[2, 5] != 0 else -0.0
        a[0, 7] = -0.0  # +0 wave with one -0 lane
        a.view(np.uint32)[1, 3] |= 1  # NaN wave with another payload
        b[4, 63] = np.nextafter(b[4, 63], np.float32(np.inf))
        c[6, 0] = 0.0
        body = """
    v_fma_f32 v4, v1, v2, v3
    v_rcp_f32_e32 v5, v1
    v_div_fixup_f32 v6, v2, v1, v3
    """
        got = _run(body, a, b, c)
        with np.errstate(all="ignore"):
            want_fma = fma_f32(a.reshape(-1), b.reshape(-1), c.reshape(-1)).reshape(a.shape)
            rcp = (1.0 / a.astype(np.float64)).astype(np.float32)
            rcp = np.where(np.abs(a) < np.float32(2.0**-126), np.copysign(np.float32(np.inf), a), rcp)
            want_fix = div_fixup(b.reshape(-1), a.reshape(-1), c.reshape(-1), "f32").reshape(a.shape)
        for name, want in (("v4", want_fma), ("v5", rcp), ("v6", want_fix)):
            g, w = got[name].view(np.uint32), want.astype(np.float32).view(np.uint32)
            same = (g == w) | (np.isnan(got[name]) & np.isnan(want))
            assert same.all(), (trial, name, np.argwhere(~same)[:3])


def test_div_scale_vcc_per_lane_when_not_uniform(rng_seed):
    """v_div_scale's VCC is per lane: narrowed waves broadcast it, others keep their lanes."""
    rng = np.random.default_rng(rng_seed)
    num = np.repeat(rng.standard_normal(8).astype(np.float32)[:, None], 64, axis=1)
    den = num.copy()
    den[3] = den[5] = np.float32(1000)
    num[3, :32] = np.float32(1e-38)  # denormal quotient in half of wave 3: VCC set there only
    num[5] = np.float32(1e-38)
    out = torch.full((512,), -1, dtype=torch.int32)
    body = """
    v_div_scale_f32 v4, vcc, v1, v2, v1
    s_nop 1
    v_cndmask_b32_e64 v5, 0, 1, vcc
    """
    asmkit.run(body, [torch.from_numpy(num.reshape(-1).copy()), torch.from_numpy(den.reshape(-1).copy()), out],
               loads={"v1": 0, "v2": 1}, stores={"v5": 2}, block=256, grid=2)
    _, want = div_scale(num, den, num, "f32")
    assert np.array_equal(out.numpy().reshape(8, 64).astype(bool), want)
    assert want[3, :32].all() and not want[3, 32:].any() and want[5].all()

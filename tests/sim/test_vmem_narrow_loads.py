"""Zero-extending byte/short loads write the narrow values straight into the register (full EXEC) or through the
masked path (partial EXEC): both must leave exactly the loaded, zero-extended value in active lanes and the old
register value in the others, over several waves, with buffer (SGPR V#) and global (SGPR base) addressing."""

import numpy as np
import pytest
import torch

from tests.sim import asmkit

M32 = (1 << 32) - 1


@pytest.mark.parametrize("form,size", [("ushort", 2), ("ubyte", 1)])
@pytest.mark.parametrize("partial", [False, True])
def test_zero_extending_loads(form, size, partial, rng_seed):
    g = np.random.default_rng(rng_seed)
    src = torch.from_numpy(g.integers(0, 256, 1024, dtype=np.int64).astype(np.uint8))
    out = torch.full((256,), -1, dtype=torch.int32)
    out2 = torch.full((256,), -1, dtype=torch.int32)
    mask = """
    v_and_b32_e32 v9, 3, v0
    v_cmp_ne_u32_e32 vcc, 0, v9
    s_and_saveexec_b64 s[30:31], vcc
""" if partial else ""
    body = f"""
    v_mov_b32_e32 v4, 0x5a5a5a5a
    v_mov_b32_e32 v5, 0x5a5a5a5a
    v_mul_u32_u24_e32 v1, {size}, v0
    s_mov_b32 s22, -1
    s_mov_b32 s23, 0x27000
    s_mov_b32 s20, s{asmkit.ARG_SGPR0}
    s_mov_b32 s21, s{asmkit.ARG_SGPR0 + 1}
    s_and_b32 s21, s21, 0xffff
{mask}
    buffer_load_{form} v4, v1, s[20:23], 0 offen
    global_load_{form} v5, v1, {asmkit.ptr(0)}
    s_waitcnt vmcnt(0)
"""
    if partial:
        body += "    s_or_b64 exec, exec, s[30:31]\n"
    asmkit.run(body, [src, out, out2], stores={"v4": 1, "v5": 2}, block=256)
    data = src.numpy()
    lane = np.arange(256)
    want = data[lane].astype(np.int64) if size == 1 else \
        data[2 * lane].astype(np.int64) | (data[2 * lane + 1].astype(np.int64) << 8)
    if partial:
        want = np.where(lane % 4 != 0, want, 0x5A5A5A5A)
    assert [v & M32 for v in out.tolist()] == want.tolist()
    assert [v & M32 for v in out2.tolist()] == want.tolist()

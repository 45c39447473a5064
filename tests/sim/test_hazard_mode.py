"""``sim.launch(..., hazards="warn")``: wait-state hazards and reads of loads not yet waited for become warnings
(prefixed ``timing:``) and the launch runs on with the simulator's values; by default they stay errors, and an
overwrite racing an outstanding load stays an error in both modes."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from torch_cdna import sim
from torch_cdna.errors import SanitizerError

from tests.sim.asmkit import pointer_kernel

# v_exp_f32's result read by the next VALU (trans_use: needs 1 wait state), then stored
HAZARD = ["s_load_dwordx2 s[2:3], s[0:1], 0x0", "v_lshlrev_b32_e32 v2, 2, v0", "s_waitcnt lgkmcnt(0)",
          "global_load_dword v1, v2, s[2:3]", "s_waitcnt vmcnt(0)",
          "v_exp_f32_e32 v3, v1", "v_add_f32_e32 v4, v3, v3", "global_store_dword v2, v4, s[2:3]",
          "s_waitcnt vmcnt(0)", "s_endpgm"]
# the load's register read before s_waitcnt vmcnt(0)
UNWAITED = ["s_load_dwordx2 s[2:3], s[0:1], 0x0", "v_lshlrev_b32_e32 v2, 2, v0", "s_waitcnt lgkmcnt(0)",
            "global_load_dword v1, v2, s[2:3]", "v_add_f32_e32 v4, v1, v1", "s_waitcnt vmcnt(0)",
            "global_store_dword v2, v4, s[2:3]", "s_waitcnt vmcnt(0)", "s_endpgm"]
# the load's register overwritten before s_waitcnt: on hardware the load would land afterwards
OVERWRITE = ["s_load_dwordx2 s[2:3], s[0:1], 0x0", "v_lshlrev_b32_e32 v2, 2, v0", "s_waitcnt lgkmcnt(0)",
             "global_load_dword v1, v2, s[2:3]", "v_mov_b32_e32 v1, 0", "s_waitcnt vmcnt(0)",
             "global_store_dword v2, v1, s[2:3]", "s_waitcnt vmcnt(0)", "s_endpgm"]


def _data(rng_seed: int) -> torch.Tensor:
    return torch.from_numpy(np.random.default_rng(rng_seed).uniform(-2, 2, 64).astype(np.float32))


def test_hazard_is_an_error_by_default_and_a_warning_with_hazards_warn(rng_seed):
    text = pointer_kernel(HAZARD)
    x = _data(rng_seed)
    with pytest.raises(SanitizerError, match="trans_use|wait state"):
        sim.launch(text, "k", [1], [64], [x.clone()])
    out = x.clone()
    stats = sim.launch(text, "k", [1], [64], [out], hazards="warn")
    want = torch.exp2(x) * 2  # v_exp_f32 is 2**x; the value the simulator computes for the early read
    torch.testing.assert_close(out, want, rtol=1e-6, atol=0)
    timing = [w for w in stats.warnings if w.startswith("timing:")]
    assert len(timing) == 1 and "v_add_f32_e32 v4, v3, v3" in timing[0]


def test_unwaited_load_read_is_a_warning_with_hazards_warn(rng_seed):
    text = pointer_kernel(UNWAITED)
    x = _data(rng_seed)
    with pytest.raises(SanitizerError, match="missing s_waitcnt"):
        sim.launch(text, "k", [1], [64], [x.clone()])
    out = x.clone()
    stats = sim.launch(text, "k", [1], [64], [out], hazards="warn")
    torch.testing.assert_close(out, x + x, rtol=0, atol=0)
    assert any(w.startswith("timing: missing s_waitcnt") for w in stats.warnings)


def test_overwrite_racing_a_load_stays_an_error():
    text = pointer_kernel(OVERWRITE)
    for hazards in ("error", "warn"):
        with pytest.raises(SanitizerError, match="overwritten while a load into it is still outstanding"):
            sim.launch(text, "k", [1], [64], [torch.zeros(64)], hazards=hazards)


def test_hazard_mode_is_checked():
    with pytest.raises(ValueError, match=r"hazards must be one of \('error', 'warn'\)"):
        sim.launch(pointer_kernel(HAZARD), "k", [1], [64], [torch.zeros(64)], hazards="ignore")

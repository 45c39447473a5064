"""A launch that never ends stops at its time bound (``sim/limits.py``): on both executors (the one-wave fast
path and the general scheduler, ``TORCH_CDNA_SIM_FASTPATH=0``), for one wave and many, set per launch
(``sim.launch(time_limit=)``, a ``@jit`` kernel's ``sim_time_limit=``), through the config (what ops use) and
from the command line; the error names the bound, how to raise it and where the waves were."""

from __future__ import annotations

import time

import pytest
import torch

import torch_cdna
import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna.*
from tests.sim import asmkit
from torch_cdna import _config, sim
from torch_cdna.errors import SimFault, StepLimitExceeded, TimeLimitExceeded
from torch_cdna.sim.__main__ import main as sim_main

BOUND = 0.5  # seconds
SLACK = 20.0  # the machine running the tests may be busy: the bound must hold, not a tight stopping time

# an endless loop: SALU and VALU work, then a branch back (the fast path repeats it in place)
SPIN = """
s_mov_b32 s20, 0
.Lspin:
s_add_u32 s20, s20, 1
v_add_u32_e32 v1, v0, v1
s_branch .Lspin
"""


def _loop_pcs(text: str) -> set[int]:
    prog = sim.load_program(text, "k")
    start = prog.labels[".Lspin"]
    return {start, start + 1, start + 2}


def _spin_until_bound(fast: bool, grid: int, block: int, **launch_kw) -> tuple[TimeLimitExceeded, float]:
    text = asmkit.kernel(SPIN, 0)
    with _config.override(sim_fastpath=fast):
        started = time.monotonic()
        with pytest.raises(TimeLimitExceeded) as info:
            sim.launch(text, "k", [grid], [block], [], **launch_kw)
        return info.value, time.monotonic() - started


@pytest.mark.parametrize("fast", [True, False], ids=["fastpath", "general"])
@pytest.mark.parametrize("grid, block", [(1, 64), (3, 256)], ids=["one_wave", "twelve_waves"])
def test_endless_loop_stops_at_the_time_limit(fast, grid, block):
    err, took = _spin_until_bound(fast, grid, block, time_limit=BOUND)
    assert BOUND <= took < BOUND + SLACK
    text = str(err)
    assert isinstance(err, SimFault) and "time limit of 0.5 s" in text and "sim_time_limit" in text
    assert "time_limit=" in text and "--time-limit" in text and "TORCH_CDNA_SIM_TIME_LIMIT" in text
    waves = grid * block // 64
    assert f"Unfinished waves: {waves} at #" in text  # the waves stay together in this loop
    assert err.pc in _loop_pcs(asmkit.kernel(SPIN, 0)) and err.wave == 0 and err.kernel == "k"
    assert err.line == sim.load_program(asmkit.kernel(SPIN, 0), "k").instrs[err.pc].text


@pytest.mark.parametrize("fast", [True, False], ids=["fastpath", "general"])
def test_the_config_sets_the_default_bound(fast):
    with _config.override(sim_time_limit=BOUND):
        err, took = _spin_until_bound(fast, 2, 64)
    assert took < BOUND + SLACK and "time limit of 0.5 s" in str(err)


def test_a_launch_argument_beats_the_config():
    with _config.override(sim_time_limit=0.0):  # off: the launch's own bound still stops it
        err, _ = _spin_until_bound(True, 1, 64, time_limit=BOUND)
    assert "time limit of 0.5 s" in str(err)


def test_zero_turns_the_time_bound_off_and_the_step_bound_remains():
    text = asmkit.kernel(SPIN, 0)
    with pytest.raises(StepLimitExceeded, match=r"more than 5000 steps.*max_steps"):
        sim.launch(text, "k", [1], [64], [], time_limit=0, max_steps=5000)


def test_a_kernel_that_ends_is_not_touched_by_a_bound():
    x = torch.arange(64, dtype=torch.int32)
    out = torch.full((64,), -1, dtype=torch.int32)
    asmkit.run("v_add_u32_e32 v2, 5, v1", [x, out], loads={"v1": 0}, stores={"v2": 1})
    assert torch.equal(out, x + 5)


@pytest.mark.parametrize("bad", [-1, float("nan"), "10", True])
def test_bad_time_limits_are_refused_by_name(bad):
    text = asmkit.kernel("s_nop 0", 0)
    with pytest.raises(ValueError, match="time_limit must be a number of seconds"):
        sim.launch(text, "k", [1], [64], [], time_limit=bad)


def test_a_bad_environment_value_names_the_variable(monkeypatch):
    monkeypatch.setenv("TORCH_CDNA_SIM_TIME_LIMIT", "five minutes")
    _config.reload()
    try:
        with pytest.raises(ValueError, match="TORCH_CDNA_SIM_TIME_LIMIT must be a number of seconds"):
            _config.get("sim_time_limit")
    finally:
        monkeypatch.delenv("TORCH_CDNA_SIM_TIME_LIMIT")
        _config.reload()
    assert _config.get("sim_time_limit") == 300.0


# ---------------------------------------------------------------- @jit launches and the ops' route (the config)
@torch_cdna.asm.jit()
def _spin_kernel(J, out: "int*", n: "int"):
    count = J.gpr("si32", 0)
    with J.While(n > 0):  # n is a runtime argument: the loop cannot be folded away
        count[0] = count[0] + 1
    J.s_store_dword(count, out, 0, mod="glc")
    J.s_waitcnt(mod="lgkmcnt(0)")


@pytest.mark.parametrize("fast", [True, False], ids=["fastpath", "general"])
def test_jit_launch_keyword_bounds_the_launch(fast):
    out = torch.full((1,), -1, dtype=torch.int32)
    with _config.override(sim_fastpath=fast):
        started = time.monotonic()
        with pytest.raises(TimeLimitExceeded, match="time limit of 0.5 s") as info:
            _spin_kernel([1], [64], out, 1, sim_time_limit=BOUND)
    assert time.monotonic() - started < BOUND + SLACK
    assert info.value.kernel == "_spin_kernel" and info.value.line


def test_jit_launch_follows_the_config_as_ops_do():
    out = torch.full((1,), -1, dtype=torch.int32)
    with _config.override(sim_time_limit=BOUND):
        with pytest.raises(TimeLimitExceeded, match="time limit of 0.5 s"):
            _spin_kernel([2], [64], out, 1)
    _spin_kernel([1], [64], out, 0, sim_time_limit=BOUND)  # ends: the loop is not entered
    assert int(out[0]) == 0


def test_jit_refuses_a_bad_bound_by_name():
    out = torch.zeros(1, dtype=torch.int32)
    with pytest.raises(ValueError, match="sim_time_limit must be a number of seconds"):
        _spin_kernel([1], [64], out, 0, sim_time_limit=-2)


def test_an_op_launch_follows_the_config():
    """Ops launch their kernels through @jit: a bound already past stops an op's launch at its first look
    at the clock (a softmax over many rows takes far more steps than one look's interval)."""
    x = torch.randn(512, 1000)
    with _config.override(sim_time_limit=1e-9, ops_impl="kernel"):
        with pytest.raises(TimeLimitExceeded, match="sim_time_limit"):
            torch.ops.cdna.softmax(x, -1)


# ---------------------------------------------------------------- the command line
def test_cli_time_limit(tmp_path, capsys):
    path = tmp_path / "spin.s"
    path.write_text(asmkit.kernel(SPIN, 0))
    assert sim_main([str(path), "--grid", "2", "--time-limit", str(BOUND)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "time limit of 0.5 s" in err and "Unfinished waves: 2 at #" in err, err
    assert sim_main([str(path), "--time-limit", "0", "--max-steps", "3000"]) == 1
    assert "more than 3000 steps" in capsys.readouterr().err


@pytest.mark.parametrize("argv, message", [(["--time-limit", "-1"], "bad --time-limit '-1'"),
                                           (["--max-steps", "0"], "bad --max-steps '0'")])
def test_cli_bad_bounds_stop_with_a_message(tmp_path, argv, message):
    path = tmp_path / "spin.s"
    path.write_text(asmkit.kernel(SPIN, 0))
    with pytest.raises(SystemExit, match=message):
        sim_main([str(path), *argv])

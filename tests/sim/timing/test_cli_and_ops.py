"""The timing model from the command line (``asm OP --timing``, ``sim FILE --timing``) and from the ops' simulator
path (``TORCH_CDNA_SIM_TIMING``): predictions appear, results stay exact, bad choices are refused by name."""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.__main__ import main
from torch_cdna._cli_asm import EXAMPLES
from torch_cdna._cli_timing import timed_op

from .kernels import stream_copy


def test_asm_op_timing_annotates_the_listing(capsys):
    assert main(["asm", "rmsnorm", "--timing", "mi355x", "--shape", "8x512"]) == 0
    out = capsys.readouterr().out
    assert "predicted on mi355x" in out and "(cdna::rmsnorm, gfx950)" in out
    assert "; mi355x: " in out and " us predicted (" in out
    assert "wave-cycles" in out and "mostly waitcnt" in out  # the loads' waits are annotated where they happen


@pytest.mark.parametrize("argv, message", [
    (["asm", "rmsnorm", "--timing", "h100"], "--timing 'h100' is not a GPU the timing model knows"),
    (["asm", "rmsnorm", "--timing", "mi355x", "--arch", "gfx942"], "--timing mi355x is a gfx950 GPU but --arch is gfx942"),
    (["asm", "k.s", "--timing", "mi300x"], "--timing times a cdna op"),
])
def test_asm_timing_refuses_bad_choices(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_sim_cli_timing(tmp_path, capsys):
    from torch_cdna.sim.__main__ import main as sim_main
    text, name = stream_copy()
    path = tmp_path / "copy.s"
    path.write_text(text)
    rc = sim_main([str(path), "--kernel", name, "--grid", "64", "--block", "256", "--arg", "f32:65536",
                   "--arg", "f32:65536", "--timing", "mi300x", "--sample", "full"])
    out = capsys.readouterr().out
    assert rc == 0 and "mi300x: " in out and "64/64 workgroups simulated (full)" in out


def test_ops_timing_keeps_results_exact(rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    x = torch.randn(16, 1024, generator=g).to(torch.bfloat16)
    w = torch.randn(1024, generator=g).to(torch.bfloat16)
    runs = []
    from torch_cdna import sim
    real = sim.launch

    def spy(*a, **k):
        runs.append(real(*a, **k))
        return runs[-1]

    import torch_cdna.ops  # noqa: F401
    with _config.override(ops_impl="kernel", sim_timing="mi300x", arch="gfx942"):
        sim.launch = spy
        try:
            got = torch.ops.cdna.rmsnorm(x, w, 1e-6)
        finally:
            sim.launch = real
    with _config.override(ops_impl="reference"):
        want = torch.ops.cdna.rmsnorm(x, w, 1e-6)
    torch.testing.assert_close(got, want, rtol=1.6e-2, atol=1e-2)
    assert runs and runs[0].timing is not None and runs[0].timing.method == "full"
    assert runs[0].timing.target == "mi300x" and runs[0].timing.microseconds > 0


def test_timed_op_helper_returns_each_launch():
    runs = timed_op("silu_and_mul", "mi300x", torch.float16, (8, 512), EXAMPLES)
    assert runs and all(st.timing.target == "mi300x" for _, st in runs)

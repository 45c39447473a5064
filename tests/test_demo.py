"""The demo a new user runs first must work end to end on a machine without an AMD GPU."""

import io

import pytest
import torch

from torch_cdna import demo
from torch_cdna._demo import record, run_model, tables
from torch_cdna._demo.progress import Progress


def test_demo_runs_and_checks_results(capsys):
    assert demo.main(["--parts", "kernel", "--n", "4096"]) == 0
    text = capsys.readouterr().out
    assert "matches torch: True" in text
    assert "global bytes moved / minimum = 49152 / 49152" in text
    assert "expected 240" in text and "all results match" in text


def test_demo_on_gfx950(capsys):
    assert demo.main(["--parts", "kernel", "--n", "1000", "--arch", "gfx950"]) == 0
    assert "arch=gfx950" in capsys.readouterr().out


def test_demo_rejects_unknown_part():
    with pytest.raises(SystemExit, match="unknown part"):
        demo.main(["--parts", "kernel,gpu"])


@pytest.mark.slow
def test_demo_model_part(capsys):
    """The transformer is compiled with substitution, kernels listed, logits match eager, counters shown."""
    assert demo.main(["--parts", "model", "--seq", "8"]) == 0
    text = capsys.readouterr().out
    assert "path: inductor-graphs" in text
    # 2 layers x 2 norms + the final norm: the first norm of the model plain, the 4 after residual adds fused
    assert "cdna ops in the compiled graphs: " in text
    assert "cdna::rmsnorm x1" in text and "cdna::fused_add_rmsnorm x4" in text and "cdna::silu_mul x2" in text
    kernels = text.split("== kernels compiled (gfx942)")[1].split("==")[0]
    assert "rmsnorm_fwd" in kernels and "gfx942" in kernels
    assert "[OK: tolerance" in text
    counters = text.split("== simulator counters per op")[1].split("==")[0]
    calls = {line.split()[0]: line.split()[1] for line in counters.splitlines() if line.strip().startswith("cdna::")}
    assert calls["cdna::rmsnorm"] == "1" and calls["cdna::fused_add_rmsnorm"] == "4"
    assert "skipped: no ROCm GPU" in text and "all results match" in text


def test_min_bytes_counts_broadcast_dims_once():
    x = torch.empty(4, 8, dtype=torch.bfloat16)
    cos = torch.empty(1, 8, dtype=torch.float32).expand(4, 8)   # stride 0 on dim 0: 8 distinct floats
    assert record.min_bytes((x, cos, 1e-6, "tanh")) == 4 * 8 * 2 + 8 * 4


def test_recorder_attributes_launches_to_ops():
    import torch_cdna.ops  # noqa: F401
    x, w = torch.randn(8, 64), torch.rand(64)
    with record.Recorder() as rec:
        y = torch.ops.cdna.rmsnorm(x, w, 1e-6)
    torch.testing.assert_close(y, x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w)
    use = rec.ops["rmsnorm"]
    assert use.calls == 1 and use.min_bytes == (2 * 8 * 64 + 64) * 4
    assert use.bytes_moved >= use.min_bytes and sum(use.counts.values()) > 0
    (kernel,) = rec.kernels.values()
    assert kernel.op == "rmsnorm" and kernel.launches == 1 and kernel.static_instructions > 10
    # launchers are restored: a launch outside the recorder is not counted
    torch.ops.cdna.rmsnorm(x, w, 1e-6)
    assert rec.ops["rmsnorm"].calls == 1


def test_coverage_says_when_a_kernel_is_missing():
    from torch_cdna.ops import kernels
    saved = kernels.table("softmax")[("sim", "gfx942")]
    kernels.unregister("softmax", "sim", "gfx942")
    try:
        lines = run_model.coverage(("softmax", "rmsnorm"), "sim", "gfx942", torch.bfloat16)
    finally:
        kernels.register("softmax", "sim", "gfx942", dtypes=saved.dtypes)(saved.fn)
    assert lines[0].startswith("cdna::softmax: NO KERNEL YET for bfloat16 on sim/gfx942")
    assert lines[1] == "cdna::rmsnorm: kernel for bfloat16 on sim/gfx942"


def test_errors_are_relative_to_the_reference_scale():
    e = run_model.errors(torch.tensor([1.0, 2.5]), torch.tensor([1.0, 2.0]))
    assert e.max_abs == 0.5 and e.max_rel == 0.25


def test_progress_heartbeat_and_step_time():
    out = io.StringIO()
    p = Progress(out=out, err=io.StringIO(), animate=False, heartbeat_s=0.0)
    with p.step("simulate: kernels"):
        p.detail("attn_fwd")
        import time
        time.sleep(1.3)
    text = out.getvalue()
    assert text.startswith("\n== simulate: kernels\n") and "attn_fwd" in text
    assert text.rstrip().endswith(" s)")


def test_table_alignment():
    text = tables.table(["op", "calls"], [["rmsnorm", 5], ["attention", 12]])
    lines = text.splitlines()
    assert lines[2] == "  rmsnorm        5" and lines[3] == "  attention     12"

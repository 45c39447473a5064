"""Smoke test of benchmarks/dispatch_overhead.py: every row and part is produced (tiny call counts), the ops
really take the launch-plan and full paths it names, and the op layer is left as it was."""

from __future__ import annotations

import json

import torch

from torch_cdna.ops import _registry, _support, kernels


def test_dispatch_overhead_benchmark_runs_end_to_end(tmp_path, monkeypatch, capsys):
    from benchmarks import dispatch_overhead as bench
    before = {name: kernels.table(name) for name in bench._inputs()}
    taken: dict[str, list[str]] = {}

    def once(fn, number=0, repeat=0):  # one call per sample; notes whether a plan existed for the op
        fn()
        return 1.0

    real_rounds = bench.paired_rounds

    def rounds(fns, baseline, n, number=1000):
        for name in fns:
            op = name.removeprefix("cdna::").split(" ")[0]
            if name.startswith("cdna::"):
                taken.setdefault(name, []).append(bool(_registry._PLANS[op].plans))
        return real_rounds(fns, baseline, n, number)

    monkeypatch.setattr(bench, "per_call_us", once)
    monkeypatch.setattr(bench, "paired_rounds", rounds)
    monkeypatch.setattr(bench, "RESULTS", tmp_path / "dispatch_overhead.json")
    monkeypatch.setattr(bench, "write_chart", lambda name: None)
    bench.main(["--rounds", "1"])
    summary = json.loads((tmp_path / "dispatch_overhead.json").read_text())
    ops = set(bench._inputs())
    assert set(summary["meets_target"]) == set(bench.TARGET_US) <= ops
    for op in ops:
        assert taken[f"cdna::{op} [plan]"] == [True], "the plan rows run with a plan in place"
        assert f"cdna::{op} [full path]" in summary["us_per_call"]
    assert summary["ratio_to_baseline"][bench.BASELINE] == 1.0
    parts = summary["plan_path_parts_us"]
    assert set(parts) == ops | {"common"}
    assert all({"signature (the plan's key)", "plan replay (alloc, kernargs, launch)"} <= set(parts[op]) for op in ops)
    assert len(summary["load_start"]) == 3 and summary["timer"] == "time.thread_time"
    assert "the target" in capsys.readouterr().out
    assert {name: kernels.table(name) for name in bench._inputs()} == before
    assert _support.cpu_kind == "sim" and not any(p.plans for p in _registry._PLANS.values())
    x, w = torch.randn(2, 8), torch.ones(8)  # the op still runs (reference mode: tests/ops/conftest.py)
    assert torch.ops.cdna.rmsnorm(x, w, 1e-6).shape == (2, 8)

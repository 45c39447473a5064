"""benchmarks/report.py: results JSON -> PNG charts and the README's generated benchmark section."""

from __future__ import annotations

import json
import random

import pytest

from benchmarks import report

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _ops_rows(n: int) -> list[dict]:
    rows = []
    for i in range(n):
        ours, peer = random.randint(1000, 10**6), random.randint(1000, 10**6)
        ours_us, peer_us = random.uniform(1, 50), random.uniform(1, 50)
        kind = {"peer_kind": "Inductor", "peer_config": f"config {i}"} if i % 2 == 0 else \
            {"peer_kind": "hand-written Triton (not Inductor's)", "peer_config": "fixed"}
        rows.append({"op": f"op{i}", "arch": "gfx942", "shape": [random.randint(1, 4096), 896], "dtype": "bfloat16",
                     "ours": {"instructions": ours}, "peer": {"instructions": peer},
                     "ours_resources": [{"kernel": "k", "vgprs": 40 + i, "occupancy": 8}],
                     "instr_ratio": ours / peer, "mem_instr_ratio": random.random(),
                     "ours_predicted_us": ours_us, "peer_predicted_us": peer_us,
                     "time_ratio_predicted": ours_us / peer_us, **kind,
                     "bytes_over_min": 1.0, "peer_bytes_over_min": 1.5})
    return rows


def _peer_cell(r: dict) -> str:
    return f"Inductor ({r['peer_config']})" if r["peer_kind"] == "Inductor" else r["peer_kind"]


def _results(tmp_path, n_ops=3):
    res = tmp_path / "results"
    res.mkdir()
    ops = _ops_rows(n_ops)
    (res / "ops.json").write_text(json.dumps(ops))
    (res / "attention_gfx942.json").write_text(json.dumps({"meta": {"arch": "gfx942"}, "rows": [
        {"shape": [1, 2, 128, 64, True], "kernel": "cdna", "instructions": random.randint(10, 10**5), "vgprs": 100,
         "config": "-", "predicted_us": 6.25, "instr_vs_peer": 0.625, "predicted_vs_peer": 0.75},
        {"shape": [1, 2, 128, 64, True], "kernel": "flash peer", "instructions": random.randint(10, 10**5),
         "vgprs": 100, "config": "m128_n64_w4", "predicted_us": 8.25}]}))
    (res / "compile_latency.json").write_text(json.dumps({"pipeline_ms": 58.6, "disk_hit_ms": 2.5,
                                                          "toolchain": "triton:3.9.0"}))
    return res, ops


def test_readme_section_replaced_between_markers_only(tmp_path):
    res, ops = _results(tmp_path)
    readme = tmp_path / "README.md"
    before, after = "# title\n\nintro text\n\n", "\n\n## Layout\n\nkept\n"
    readme.write_text(before + f"{report.START}\nstale table\n{report.END}" + after)
    assert report.main(["--results", str(res), "--readme", str(readme)]) == 0
    text = readme.read_text()
    assert text.startswith(before) and text.endswith(after) and "stale table" not in text
    block = text.split(report.START)[1].split(report.END)[0]
    for r in ops:  # every row with its numbers: peer (kind and config), counts, predicted times
        assert f"| {r['op']} | gfx942 | {r['shape'][0]}x896 | {_peer_cell(r)} | {r['ours']['instructions']} | " \
               f"{r['peer']['instructions']} | {r['instr_ratio']:.3g} | {r['mem_instr_ratio']:.3g} | " \
               f"{r['ours_predicted_us']:.3g} | {r['peer_predicted_us']:.3g} | {r['time_ratio_predicted']:.3g} |" \
               in block
    assert "| peer | our instrs | peer instrs |" in block
    assert "| time ratio, predicted (timing model) |" in block
    assert "(config 0)" in block and "| hand-written Triton (not Inductor's) |" in block
    assert "| gfx942 | 1x2x128x64 causal | cdna | - |" in block and "| 6.25 | 0.625 | 0.75 |" in block
    assert "| gfx942 | 1x2x128x64 causal | flash peer | m128_n64_w4 |" in block and "| 8.25 | - | - |" in block
    assert "| pipeline_ms | 58.6 |" in block
    assert "![Ops: our kernels vs the Triton peer (simulator)](results/ops.png)" in block
    assert "_no results yet (run `python -m benchmarks.sim_throughput`)_" in block
    for name in ("ops", "attention", "compile_latency"):
        assert (res / f"{name}.png").read_bytes()[:8] == PNG_MAGIC
    assert not (res / "sim_throughput.png").exists()
    # idempotent: a second run writes the same README
    assert report.main(["--results", str(res), "--readme", str(readme), "--no-charts"]) == 0
    assert readme.read_text() == text


def test_markers_appended_when_absent_and_half_markers_refused(tmp_path):
    assert report.update_readme("# t\n", "X").endswith(f"## Benchmarks\n\n{report.START}\nX\n{report.END}\n")
    with pytest.raises(ValueError, match="only one of"):
        report.update_readme(f"# t\n{report.START}\n", "X")


def test_unexpected_format_is_reported_not_fatal(tmp_path):
    res = tmp_path / "results"
    res.mkdir()
    (res / "ops.json").write_text(json.dumps([{"op": "rmsnorm"}]))        # no 'arch', 'ours', ...
    (res / "dispatch_overhead.json").write_text("{not json")
    text = report.render(res, charts=True)
    assert "_results in ops.json have an unexpected format (KeyError" in text
    assert "_could not read the results: JSONDecodeError" in text
    assert not (res / "ops.png").exists()


def test_repository_results_render(tmp_path):
    """The committed results files are all understood (no 'unexpected format' section)."""
    text = report.render(report.RESULTS, charts=False)
    assert "unexpected format" not in text and "could not read" not in text


def test_each_benchmark_writes_its_chart(tmp_path):
    """Every benchmark script ends by writing its section's PNG from its JSON (write_chart)."""
    import json
    from pathlib import Path

    from benchmarks import report
    root = Path(report.__file__).parent
    for name in report.SECTIONS:
        assert f'write_chart("{name}")' in (root / f"{name}.py").read_text()
    (tmp_path / "compile_latency.json").write_text(json.dumps({"pipeline_ms": 30.0, "assemble_ms": 5.0,
                                                               "cold_total_ms": 40.0}))
    path = report.write_chart("compile_latency", tmp_path)
    assert path is not None and path.read_bytes()[:4] == b"\x89PNG"
    assert report.write_chart("ops", tmp_path) is None  # no results yet: nothing to draw


def test_repository_ops_rows_name_their_peer_and_predicted_times():
    """The committed ops results name each peer (Inductor with its chosen config, or hand-written) and carry
    predicted times for both kernels; the rows Inductor covers use it."""
    from benchmarks import inductor_peers
    rows = report._op_rows(report.load(report.RESULTS, report.SECTIONS["ops"])[0])
    assert rows
    for r in rows:
        if r.get("peer") is None:
            continue
        kind = "Inductor" if r["op"] in inductor_peers.OPS else "hand-written Triton (not Inductor's)"
        assert r["peer_kind"] == kind, r["op"]
        assert r["peer_config"] in r["peer_candidates_predicted_us"]
        assert r["peer_predicted_us"] == min(r["peer_candidates_predicted_us"].values())
        assert r["time_ratio_predicted"] == pytest.approx(r["ours_predicted_us"] / r["peer_predicted_us"])
        assert r["timing_gpu"] == {"gfx942": "mi300x", "gfx950": "mi355x"}[r["arch"]]

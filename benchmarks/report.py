"""Charts and the generated benchmark document (``docs/benchmarks.md``) from ``benchmarks/results/*.json``.

Each benchmark writes its JSON into ``benchmarks/results/``; this script reads the latest of each, writes one
PNG chart per benchmark next to them (``benchmarks/results/<name>.png``, committed so the document can link
them) and replaces the document's text between ``<!-- bench:start -->`` and ``<!-- bench:end -->`` with the
tables and chart links (the markers are appended under a "## Benchmarks" heading when it has none). A results
file that is missing or unreadable gets a line saying so; nothing else in the document changes. (The README
links the document; ``--readme`` names another target file.)

Sections are table-driven: ``SECTIONS`` maps a name to (its JSON files, a table builder, a chart builder).

Usage:
    python -m benchmarks.report                       # results/ -> results/*.png + docs/benchmarks.md
    python -m benchmarks.report --results DIR --readme FILE --no-charts
"""

from __future__ import annotations

import argparse
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
README = ROOT / "docs" / "benchmarks.md"  # the document holding the generated section
START, END = "<!-- bench:start -->", "<!-- bench:end -->"


# ---------------------------------------------------------------------------------------------- helpers
def md_table(headers: list[str], rows: list[list[Any]]) -> str:
    """A GitHub markdown table; floats with 3 significant digits."""
    def cell(v: Any) -> str:
        if isinstance(v, float):
            return f"{v:.3g}"
        return str(v).replace("|", "\\|")
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(cell(v) for v in r) + " |" for r in rows]
    return "\n".join(lines)


def _shape(s: Any) -> str:
    """[1, 2, 128, 64, True] -> '1x2x128x64 causal' (a trailing bool is the causal flag)."""
    if not isinstance(s, (list, tuple)):
        return str(s)
    dims = "x".join(str(v) for v in s if not isinstance(v, bool))
    flags = [v for v in s if isinstance(v, bool)]
    return dims + ("" if not flags else " causal" if flags[0] else " full")


def _bar_chart(path: Path, title: str, labels: list[str], series: dict[str, list[float]], ylabel: str,
               log: bool = False, hline: float | None = None) -> None:
    """Grouped horizontal-label bar chart (one group per label, one bar per series)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    n = max(len(series), 1)
    width = 0.8 / n
    fig, ax = plt.subplots(figsize=(min(14.0, max(6.0, 0.3 * len(labels) * n + 2)), 4.8))
    for i, (name, values) in enumerate(series.items()):
        ax.bar([x + (i - (n - 1) / 2) * width for x in range(len(labels))], values, width, label=name)
    if hline is not None:
        ax.axhline(hline, color="black", linewidth=0.8, linestyle="--")
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=60, ha="right", fontsize=7)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=10)
    if log:
        ax.set_yscale("log")
    if len(series) > 1:
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})  # no version stamp: charts diff only on data
    plt.close(fig)


# ---------------------------------------------------------------------------------------------- sections
@dataclass
class Section:
    """One benchmark: ``files`` (glob patterns in results/), ``table(data) -> markdown``,
    ``chart(data, png_path)`` (None: no chart), ``intro`` text above the table."""
    title: str
    files: tuple[str, ...]
    table: Callable[[list], str]
    chart: Callable[[list, Path], None] | None
    intro: str = ""


def _op_rows(data: list) -> list[dict]:
    return [r for d in data for r in (d if isinstance(d, list) else [])]


def _peer_name(r: dict) -> str:
    """'Inductor (config 1)', "hand-written Triton (not Inductor's)" or '-' (no peer)."""
    if not r.get("peer"):
        return "-"
    kind = r.get("peer_kind", "Triton")
    config = r.get("peer_config")
    return f"{kind} ({config})" if config and config != "fixed" else kind


def _ops_table(data: list) -> str:
    rows = []
    for r in _op_rows(data):
        res = (r.get("ours_resources") or [{}])[0]
        peer = r.get("peer") or {}
        rows.append([r["op"], r["arch"], _shape(r["shape"]), _peer_name(r), r["ours"]["instructions"],
                     peer.get("instructions", "-"), r.get("instr_ratio", "-"), r.get("mem_instr_ratio", "-"),
                     r.get("ours_predicted_us", "-"), r.get("peer_predicted_us", "-"),
                     r.get("time_ratio_predicted", "-"),
                     r.get("bytes_over_min", "-"), r.get("unique_over_min", "-"),
                     r.get("peer_bytes_over_min", "-"), r.get("peer_unique_over_min", "-"), res.get("vgprs", "-"),
                     res.get("occupancy", "-")])
    return md_table(["op", "arch", "shape", "peer", "our instrs", "peer instrs", "instr ratio", "mem-instr ratio",
                     "our µs, predicted (timing model)", "peer µs, predicted (timing model)",
                     "time ratio, predicted (timing model)", "our bytes/min (total)",
                     "our bytes/min (DRAM, ideal cache)", "peer bytes/min (total)", "peer bytes/min (DRAM, ideal cache)",
                     "VGPRs", "waves/SIMD"], rows)


def _ops_chart(data: list, path: Path) -> None:
    rows = [r for r in _op_rows(data) if r.get("instr_ratio") is not None and r["arch"] == "gfx942"]
    labels = [f"{r['op']} {_shape(r['shape'])}" for r in rows]
    series = {"dynamic instructions": [r["instr_ratio"] for r in rows],
              "memory instructions": [r["mem_instr_ratio"] for r in rows]}
    if all("time_ratio_predicted" in r for r in rows):
        series["time, predicted (timing model, MI300X)"] = [r["time_ratio_predicted"] for r in rows]
    _bar_chart(path, "Our kernels / peer on the simulator, gfx942 (lower is better)", labels, series,
               "ratio ours / peer", hline=1.0)


def _attn_rows(data: list) -> list[dict]:
    # forward rows name the kernel (cdna / triton); decode rows name the path taken (decode / forward)
    return [{**r, "arch": d.get("meta", {}).get("arch", "?"),
             "kernel": r["kernel"] if "kernel" in r else f"cdna {r['path']}"}
            for d in data if isinstance(d, dict) for r in d.get("rows", [])]


def _attn_table(data: list) -> str:
    rows = [[r["arch"], _shape(r["shape"]), r["kernel"], r.get("config", "-"), r["instructions"],
             r.get("mfma_fraction", "-"), r.get("global_vs_min", "-"), r.get("vgprs", "-"), r.get("agprs", "-"),
             r.get("occupancy", "-"), r.get("predicted_us", "-"), r.get("instr_vs_peer", "-"),
             r.get("predicted_vs_peer", "-")]
            for r in _attn_rows(data)]
    return md_table(["arch", "B x H x S x D", "kernel", "peer config", "instrs", "MFMA fraction", "global bytes/min",
                     "VGPRs", "AGPRs", "waves/SIMD", "µs, predicted (timing model)", "instrs / peer's",
                     "time / peer's, predicted (timing model)"], rows)


def _attn_chart(data: list, path: Path) -> None:
    rows = [r for r in _attn_rows(data) if r["arch"] == "gfx942" and len(r["shape"]) == 5]  # forward shapes
    shapes = list(dict.fromkeys(_shape(r["shape"]) for r in rows))
    kernels = list(dict.fromkeys(r["kernel"] for r in rows))
    by = {(_shape(r["shape"]), r["kernel"]): r["instructions"] for r in rows}
    _bar_chart(path, "Flash-attention forward on the simulator, gfx942: dynamic instructions", shapes,
               {k: [by.get((s, k), 0) for s in shapes] for k in kernels}, "instructions (sum over waves)", log=True)


def _kv_table(data: list) -> str:
    d = data[0] if data else {}
    return md_table(["metric", "value"], [[k, v] for k, v in d.items() if isinstance(v, (int, float, str))])


def _compile_chart(data: list, path: Path) -> None:
    d = data[0]
    keys = [k for k in ("pipeline_ms", "assemble_ms", "cold_total_ms", "disk_hit_ms", "triton_compile_ms") if k in d]
    _bar_chart(path, "Compile latency (ms, log scale)", keys, {"ms": [d[k] for k in keys]}, "ms", log=True)


def _dispatch_table(data: list) -> str:
    d = data[0] if data else {}
    ratios = d.get("ratio_to_baseline", {})
    rows = [[k.strip(), v, ratios.get(k, "-")] for k, v in d.get("us_per_call", {}).items()]
    targets = ", ".join(f"{k} {v:g} µs" for k, v in d.get("target_us", {}).items())
    return md_table(["call", "µs per call (median)", "x baseline"], rows) + \
        f"\n\nbaseline: {d.get('baseline', '?')}; targets (plan path, issue 18): {targets}; " \
        f"{d.get('device', '?')}; torch {d.get('torch', '?')}; load average {d.get('load_start', '?')}; " \
        "method: benchmarks/dispatch_overhead.py's docstring"


def _dispatch_chart(data: list, path: Path) -> None:
    us = {k.strip(): v for k, v in data[0].get("us_per_call", {}).items() if not k.startswith(" ")}
    _bar_chart(path, "Per-call Python overhead (µs)", list(us), {"µs": list(us.values())}, "µs per call")


def _sim_table(data: list) -> str:
    d = data[0] if data else {}
    rows = [[r["kernel"], r["size"], r["waves"], r["wave_instructions"], r["seconds"], r.get("median_seconds", "-"),
             r.get("repeats", "-"), r["wave_instr_per_s"] / 1e6,
             r["active_lane_instr_per_s"] / 1e6 if "active_lane_instr_per_s" in r else "-", r["lane_instr_per_s"] / 1e6]
            for r in d.get("rows", [])]
    return md_table(["kernel", "size", "waves", "wave instrs", "best s", "median s", "runs", "M wave-instr/s (best)",
                     "M active lane-instr/s (best)", "M x64 lane-instr/s"], rows) + \
        f"\n\n{d.get('cpus', '?')} CPUs, load average at start {d.get('load_start', '?')}; the simulator's " \
        f"compiled helper (`torch_cdna.sim._native`; `valu loop np` runs without it): {d.get('native', '?')}; " \
        "best of up to 15 " \
        "runs per row (wall time; other tenants of the shared host only add time, in phases of seconds that " \
        "slow a run up to 2x). Active lane-instructions count the lanes EXEC enables in vector instructions; " \
        "x64 counts every instruction as 64 lanes (issue 3's unit). Issue 3's targets: " \
        ">= 1 M wave-instr/s on the single-wave loops, >= 200 M x64 lane-instr/s on a large memory-bound kernel."


def _sim_chart(data: list, path: Path) -> None:
    rows = data[0].get("rows", [])
    _bar_chart(path, "Simulator throughput (M active lane-instructions/s)", [f"{r['kernel']} {r['size']}" for r in rows],
               {"M active lane-instr/s": [r.get("active_lane_instr_per_s", r["lane_instr_per_s"]) / 1e6 for r in rows]},
               "M active lane-instr/s", log=True)


SECTIONS: dict[str, Section] = {
    "ops": Section("Ops: our kernels vs the Triton peer (simulator)", ("ops.json", "ops_pointwise.json"),
                   _ops_table, _ops_chart,
                   "Both kernels run on the CDNA simulator on the same inputs; ratios are ours / peer's, below 1 "
                   "means fewer instructions (or less predicted time) than the peer. Peer *Inductor*: the Triton "
                   "kernels TorchInductor itself generates on ROCm, captured with their ROCm configs and "
                   "divisibility hints (`benchmarks/inductor_peers.py`, [docs/peers.md](docs/peers.md)); "
                   "autotuning cannot run without a GPU, so every candidate config is run with the timing model "
                   "(MI300X for gfx942 rows, MI355X for gfx950 rows) and the one with the lowest predicted time "
                   "is the peer (the config is named). Ops the captured set does not cover (backward ops, "
                   "silu_mul) keep a *hand-written Triton (not Inductor's)* kernel in Inductor's style, without "
                   "Inductor's hints and configs, which flatters us. Instruction and byte counts come from full "
                   "runs; the µs columns are the timing model's predictions (docs/timing-model.md), not "
                   "measurements, and at these small shapes launch overhead dominates them. Bytes/min: global "
                   "bytes moved over the minimum (every input read once, every output written once), summed "
                   "over the op's launches. *Total* counts every access (L2-to-CU traffic: a weight re-read "
                   "by each workgroup counts each time, an fp32 atomic counts its read and its write); *DRAM, "
                   "ideal cache* counts each distinct byte once per launch (reads plus writes), the DRAM "
                   "traffic of a cache that holds everything."),
    "attention": Section("Flash-attention forward (simulator)", ("attention_*.json",), _attn_table, _attn_chart,
                         "Forward rows: ours (`cdna`) vs a tuned Triton flash attention (`flash peer`: "
                         "`benchmarks/flash_peer.py`, tutorial-06 structure with the causal on/off-band split and "
                         "ROCm's tuning space), on the same inputs. The peer config is the one with the lowest "
                         "predicted time (timing model: MI300X for gfx942, MI355X for gfx950) among the configs "
                         "whose BLOCK_M / BLOCK_N divide S (S 128: the three BLOCK_M 128 configs; S 256: all "
                         "five). Instruction counts are from full simulator runs; µs are predictions, not "
                         "measurements. Decode rows (`cdna decode` / `cdna forward`): the split-KV decode path vs "
                         "the forward kernel on the same S_q <= 16 shapes."),
    "compile_latency": Section("Compile latency", ("compile_latency.json",), _kv_table, _compile_chart),
    "dispatch_overhead": Section("Dispatch overhead", ("dispatch_overhead.json",), _dispatch_table,
                                 _dispatch_chart),
    "sim_throughput": Section("Simulator throughput", ("sim_throughput.json",), _sim_table, _sim_chart),
}


# ---------------------------------------------------------------------------------------------- driver
def load(results: Path, section: Section) -> tuple[list, list[str]]:
    """(parsed JSON documents of the section's files, their names) in file-name order."""
    files = sorted({p for pat in section.files for p in results.glob(pat)})
    return [json.loads(p.read_text()) for p in files], [p.name for p in files]


def render_section(name: str, section: Section, results: Path, charts: bool, link_base: str) -> str:
    """The markdown of one section (writes its chart when ``charts``)."""
    head = f"### {section.title}\n\n"
    try:
        data, files = load(results, section)
    except (OSError, ValueError) as exc:
        return head + f"_could not read the results: {type(exc).__name__}: {exc}_\n"
    if not data:
        return head + f"_no results yet (run `python -m benchmarks.{name}`)_\n"
    try:
        body = section.table(data)
        if charts and section.chart is not None:
            section.chart(data, results / f"{name}.png")
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        return head + f"_results in {', '.join(files)} have an unexpected format ({type(exc).__name__}: {exc})_\n"
    text = head + (section.intro + "\n\n" if section.intro else "")
    if section.chart is not None and (results / f"{name}.png").exists():
        text += f"![{section.title}]({link_base}/{name}.png)\n\n"
    return text + body + f"\n\n<sub>from {', '.join(files)}</sub>\n"


def write_chart(name: str, results: Path = RESULTS) -> Path | None:
    """Write one section's PNG chart from its results (each benchmark script calls this after its JSON)."""
    section = SECTIONS[name]
    data, _ = load(results, section)
    if not data or section.chart is None:
        return None
    path = results / f"{name}.png"
    section.chart(data, path)
    print(f"chart: {path}")
    return path


def render(results: Path, charts: bool = True, link_base: str = "benchmarks/results") -> str:
    """Everything that goes between the markers."""
    parts = [render_section(n, s, results, charts, link_base) for n, s in SECTIONS.items()]
    note = ("_Generated by `python -m benchmarks.report` from `benchmarks/results/*.json`; simulator numbers are "
            "instruction and byte counts, and timing-model predictions where a column says so, not hardware "
            "timings._\n")
    return note + "\n" + "\n".join(parts)


def replace_between(text: str, start: str, end: str, generated: str) -> str:
    """``text`` with what stands between the marker lines ``start`` and ``end`` replaced by ``generated``;
    ValueError naming the markers when ``text`` lacks them (a generated table must never be silently dropped).

    Example:
        >>> replace_between("a <!-- s --> old <!-- e --> b", "<!-- s -->", "<!-- e -->", "new")
        'a <!-- s -->\nnew\n<!-- e --> b'
    """
    if start not in text or end not in text:
        raise ValueError(f"the document lacks the marker {start if start not in text else end}; add {start} and "
                         f"{end} where the generated block goes")
    block = f"{start}\n{generated.rstrip()}\n{end}"
    return re.sub(re.escape(start) + r".*?" + re.escape(end), lambda _: block, text, count=1, flags=re.S)


def update_readme(text: str, generated: str) -> str:
    """``text`` with the block between the markers replaced (markers appended when absent)."""
    block = f"{START}\n{generated.rstrip()}\n{END}"
    if START in text and END in text:
        return replace_between(text, START, END, generated)
    if START in text or END in text:
        raise ValueError(f"README has only one of {START} / {END}; add the other or remove it")
    return text.rstrip("\n") + f"\n\n## Benchmarks\n\n{block}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--readme", type=Path, default=README)
    parser.add_argument("--no-charts", action="store_true", help="tables only (charts already present are linked)")
    ns = parser.parse_args(argv)
    # relative to the document's folder (docs/ -> ../benchmarks/results), so the links work on any checkout
    link_base = Path(os.path.relpath(ns.results.resolve(), ns.readme.resolve().parent)).as_posix()
    generated = render(ns.results, charts=not ns.no_charts, link_base=link_base)
    ns.readme.write_text(update_readme(ns.readme.read_text(), generated))
    charts = sorted(p.name for p in ns.results.glob("*.png"))
    print(f"updated {ns.readme} ({len(SECTIONS)} sections); charts: {', '.join(charts) or 'none'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

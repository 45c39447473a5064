"""Inductor's own mm template (``torch.compile(mode="max-autotune")`` on ROCm) as a GEMM peer on the simulator.

What Inductor does with ``x @ w.t()`` (bf16, static shape) on a ROCm build, torch 2.13:

- **plain ``torch.compile``**: ``tuned_mm`` (``torch/_inductor/kernel/mm.py``) offers only the ATen choice,
  because ``use_aten_gemm_kernels()`` is true and ``use_triton_template(..., check_max_autotune=True)`` false
  without ``max_autotune`` (``torch/_inductor/utils.py``: ``use_aten_gemm_kernels``, ``use_triton_template``).
  The wrapper calls ``extern_kernels.mm`` (``aten_mm = ExternKernelChoice(torch.mm, "at::mm_out")``), i.e. the
  platform BLAS (hipBLASLt/rocBLAS on ROCm), which is a closed binary library the simulator cannot run. The
  committed records show it: a plain capture has no Triton kernel and ``extern_calls`` holds the ``mm`` call.
- **``mode="max-autotune"``**: the choices are ATen plus Inductor's ``mm_template`` at every config of
  ``ROCmConfigHeuristic.mm_configs`` (``torch/_inductor/template_heuristics/triton.py``) that survives its
  shape clamping and de-duplication, each with ROCm options (``waves_per_eu``, ``matrix_instr_nonkdim``,
  ``kpack``, ``num_stages`` 2). Inductor benchmarks every choice on the GPU and keeps the fastest.

Autotuning cannot run here (no GPU). ``benchmarks.inductor_capture`` (``choice=i``) compiles the graph once per
Triton template choice ``i``, making Inductor's selection keep only that one (a single choice is taken without
benchmarking), and records the generated ``triton_tem_*`` kernel, its config and the launch plan. Records are
committed in ``benchmarks/data/inductor_mm_<arch>.json``. Where K >= 16 * max(M, N) ROCm Inductor also offers
a "contiguous" subgraph choice (``w.contiguous()`` then the extern mm, ``use_contiguous`` in utils.py); it ends
in the BLAS call the simulator cannot run and cannot be traced without a device, so the capture turns it off.
**Method** for the benchmark (``benchmarks.gemm``): every candidate runs on the simulator; the rows are
candidate 0 (Inductor's first) and the candidate with the fewest instructions on the busiest CU (``cu_instr``
in ``benchmarks.gemm``). The ATen/hipBLASLt choice is not run.

Example:
    >>> import torch
    >>> from benchmarks.gemm_inductor import run_candidate, candidates
    >>> a, w = torch.randn(16, 64).bfloat16(), torch.randn(64, 64).bfloat16()
    >>> len(candidates("gfx942", 16, 64, 64)) > 1
    True
    >>> out = torch.full((16, 64), float("nan"), dtype=torch.bfloat16)
    >>> stats = run_candidate("gfx942", a, w, out, choice=0)
    >>> bool(out.isnan().any())
    False
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Sequence

import torch

from benchmarks import inductor_peers as IP

DATA_DIR = IP.DATA_DIR


def _mm() -> Any:
    def mm(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        return x @ w.t()  # nn.Linear without bias: w is [N, K]
    return mm


# Launcher contract: (a [M, K], w [N, K], out [M, N]); the graph computes a @ w.t().
MM_OPS: dict[str, IP.OpSpec] = {"mm": IP.OpSpec(_mm, (0, 1), (2,), {})}


def request(arch: str, m: int, n: int, k: int, choice: int | None) -> dict:
    """Capture request of ``a @ w.t()`` (bf16, contiguous) at (M, N, K); ``choice=None``: plain ``torch.compile``."""
    spec = lambda *s: {"shape": list(s), "stride": [s[1], 1], "dtype": "bfloat16"}  # noqa: E731
    req = {"op": "mm", "arch": arch, "inputs": [spec(m, k), spec(n, k)], "scalars": {}}
    return req if choice is None else {**req, "choice": choice}


def data_file(arch: str) -> Path:
    """The committed mm records of ``arch``."""
    return DATA_DIR / f"inductor_mm_{arch}.json"


def _shape(rec: dict) -> tuple[int, int, int]:
    (m, k), (n, _) = rec["inputs"][0]["shape"], rec["inputs"][1]["shape"]
    return m, n, k


@functools.lru_cache(maxsize=None)
def _records(arch: str) -> dict[tuple[int, int, int], dict[Any, dict]]:
    out: dict[tuple[int, int, int], dict[Any, dict]] = {}
    path = data_file(arch)
    if path.exists():
        for rec in json.loads(path.read_text()):
            out.setdefault(_shape(rec), {})[rec.get("choice")] = rec
    return out


def capture(archs: Sequence[str], shapes: Sequence[tuple[int, int, int]]) -> None:
    """Capture the plain and every max-autotune template choice at ``shapes`` and rewrite the data files.

    Two rounds of child processes per arch: the plain compile plus choice 0 (which lists how many template
    choices Inductor offers at each shape), then every other choice."""
    for arch in archs:
        first = IP.capture([request(arch, *s, c) for s in shapes for c in (None, 0)])
        counts = {_shape(r): sum(c["type"] == "TritonTemplateCaller" for c in r["choices"])
                  for r in first if "choice" in r}
        rest = IP.capture([request(arch, *s, c) for s in shapes for c in range(1, counts[s])])
        for r in rest:
            del r["choices"]  # the same list as choice 0's record at that shape
        data_file(arch).write_text(json.dumps(first + rest, indent=1) + "\n")
    _records.cache_clear()


def record(arch: str, m: int, n: int, k: int, choice: int | None) -> dict:
    """The committed record of (M, N, K) and template ``choice`` (None: plain ``torch.compile``)."""
    try:
        return _records(arch)[(m, n, k)][choice]
    except KeyError:
        raise KeyError(f"inductor mm peer: no record for {arch} M,N,K={m},{n},{k} choice={choice}; run "
                       f"`python -m benchmarks.gemm --capture --arch {arch} --shapes {m}x{n}x{k}`") from None


def candidates(arch: str, m: int, n: int, k: int) -> list[str]:
    """Descriptions (template config) of the Triton template choices Inductor offers at (M, N, K), in order."""
    rec = record(arch, m, n, k, 0)
    return [c["description"] for c in rec["choices"] if c["type"] == "TritonTemplateCaller"]


def run_candidate(arch: str, a: torch.Tensor, w: torch.Tensor, out: torch.Tensor, choice: int) -> list:
    """Run template choice ``choice``'s kernels on the simulator: ``out = a @ w.t()``; LaunchStats per launch."""
    from torch_cdna import sim
    (m, k), n = a.shape, w.shape[0]
    rec = record(arch, m, n, k, choice)
    if any(IP._spec(t) != s for t, s in zip((a, w), rec["inputs"])):
        raise ValueError(f"inductor mm peer: a/w must be contiguous bf16 as captured ({rec['inputs']})")
    buffers = [torch.full(b["shape"], float("nan"), dtype=getattr(torch, b["dtype"])).as_strided(b["shape"], b["stride"])
               for b in rec["buffers"]]
    views: list[torch.Tensor] = []
    for v in rec["views"]:
        base = IP._resolve(v["base"], [a, w], buffers, views)
        views.append(base.as_strided(v["shape"], v["stride"], base.storage_offset() + v["offset"]))
    stats = []
    for launch in rec["launches"]:
        name = launch["kernel"]
        kernel = rec["kernels"][name]
        compiled = IP.compile_kernel(rec, name, 0)
        constants = kernel["configs"][0]["compile"]["constants"]
        values = [IP._resolve(r, [a, w], buffers, views) for r in launch["args"]]
        args = [v for name_, v in zip(kernel["arg_names"], values) if name_ not in constants]
        stats.append(sim.launch(compiled, grid=launch["grids"][0], args=args, arch=arch))
    out.copy_(IP._resolve(rec["outputs"][0], [a, w], buffers, views))
    return stats

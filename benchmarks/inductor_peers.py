"""The Triton kernels TorchInductor itself generates on ROCm, as benchmark peers run on the simulator.

For each op of ``OPS`` (rmsnorm, fused_add_rmsnorm, layernorm, softmax, silu_and_mul, gelu_and_mul,
gelu_and_mul_tanh, rope), ``benchmarks.inductor_capture`` ran Inductor (torch 2.13) on the op's PyTorch
formulation at a static shape, in a child process made to look like ROCm on an MI300X (gfx942) or MI355X
(gfx950). The result is data, committed in ``benchmarks/data/inductor_peers_<arch>.json``: per op and shape, each
generated kernel's source exactly as Inductor wrote it (its ``@triton_heuristics`` decorator carries the
``triton_meta``: signature, ``tt.divisibility`` 16 hints, constants), the candidate configs the ROCm heuristics
produce, each already translated by Inductor's own code into ``triton.compile`` inputs (constants such as
``XBLOCK``/``R0_BLOCK``, the divisibility attributes, ``num_warps``, ``num_stages``, ``waves_per_eu``) and the
grid, plus the wrapper's launch plan (buffers, argument bindings, outputs).

Here the kernel is compiled from that source with those inputs by the installed Triton's AMD backend for the
record's arch and run on ``torch_cdna.sim``. Autotuning cannot run without a GPU: ``config`` picks the candidate
(0, Inductor's first, by default; ``candidates`` lists them); see docs/peers.md. A shape with no committed record
is captured on first use (a child process, ~10 s) into ``<cache_dir>/inductor_peers``.

Arguments are the launcher contract of ``benchmarks.ops`` (the same as ``benchmarks.triton_peers``): e.g.
``rmsnorm``: ``x, weight, eps, out``; ``rope``: ``x [B,S,H,D], cos, sin [1,S,1,D/2] fp32, out, interleaved``.

Example:
    >>> import torch
    >>> from benchmarks.inductor_peers import run_inductor_peer
    >>> x, w = torch.randn(4, 4096, dtype=torch.bfloat16), torch.randn(4096, dtype=torch.bfloat16)
    >>> out = torch.full_like(x, float("nan"))
    >>> stats = run_inductor_peer("rmsnorm", "gfx942", x, w, 1e-6, out)
    >>> [s.workgroups for s in stats], bool(out.isnan().any())
    ([4], False)
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import torch

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton's default, set to silence its warning

DATA_DIR = Path(__file__).parent / "data"
REPO = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------------------------------------- the ops
# PyTorch formulations Inductor compiles (model-code style; fp32 math for bf16 inputs, as torch_cdna's references).
# Halves are taken with narrow(), which traces to the same aten.slice as x[..., :d] (Python indexing of a fake
# CUDA tensor needs a CUDA device guard, which a CPU build lacks).
def _rmsnorm(eps: float) -> Callable:
    def rmsnorm(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        xf = x.float()
        return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps) * w.float()).to(x.dtype)
    return rmsnorm


def _fused_add_rmsnorm(eps: float) -> Callable:
    norm = _rmsnorm(eps)

    def fused_add_rmsnorm(x: torch.Tensor, r: torch.Tensor, w: torch.Tensor) -> tuple:
        s = x + r  # the residual stream, rounded to x's dtype (vLLM/HF)
        return norm(s, w), s
    return fused_add_rmsnorm


def _layernorm(eps: float) -> Callable:
    def layernorm(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.layer_norm(x, (x.shape[-1],), w, b, eps)
    return layernorm


def _softmax() -> Callable:
    return lambda x: torch.softmax(x, -1)


def _gated(act: Callable) -> Callable:
    def gated(x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return act(x.narrow(-1, 0, d)) * x.narrow(-1, d, d)
    return lambda: gated


def _rope() -> Callable:
    # HF transformers' apply_rotary_pos_emb: q * cos + rotate_half(q) * sin, with rotate_half(q) = cat(-q2, q1)
    # and the [.., D/2] tables repeated to D (cat(freqs, freqs)); x [B, S, H, D], tables [1, S, 1, D/2] fp32.
    def rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        c, s = torch.cat((cos, cos), -1), torch.cat((sin, sin), -1)
        half = x.shape[-1] // 2
        rotated = torch.cat((-x.narrow(-1, half, half), x.narrow(-1, 0, half)), -1)
        return (x.float() * c + rotated.float() * s).to(x.dtype)
    return rope


def _no_interleave(args: tuple) -> None:
    if args[4]:
        raise ValueError("inductor peer rope: interleaved=True has no HF rotate_half formulation; pass False")


@dataclass(frozen=True)
class OpSpec:
    """``graph(**scalars)``: the PyTorch function Inductor compiles; ``inputs``/``outputs``: positions of the
    launcher-contract arguments that are the graph's inputs and receive its outputs; ``scalars``: name ->
    position of compile-time scalars (Inductor bakes them into the kernel)."""

    graph: Callable[..., Callable]
    inputs: tuple[int, ...]
    outputs: tuple[int, ...]
    scalars: Mapping[str, int]
    check: Callable[[tuple], None] = lambda args: None


OPS: dict[str, OpSpec] = {
    "rmsnorm": OpSpec(_rmsnorm, (0, 1), (3,), {"eps": 2}),
    "fused_add_rmsnorm": OpSpec(_fused_add_rmsnorm, (0, 1, 2), (4, 5), {"eps": 3}),
    "layernorm": OpSpec(_layernorm, (0, 1, 2), (4,), {"eps": 3}),
    "softmax": OpSpec(_softmax, (0,), (1,), {}),
    "silu_and_mul": OpSpec(_gated(torch.nn.functional.silu), (0,), (1,), {}),
    "gelu_and_mul": OpSpec(_gated(torch.nn.functional.gelu), (0,), (1,), {}),
    "gelu_and_mul_tanh": OpSpec(_gated(lambda t: torch.nn.functional.gelu(t, approximate="tanh")), (0,), (1,), {}),
    "rope": OpSpec(_rope, (0, 1, 2), (3,), {}, _no_interleave),
}


# ---------------------------------------------------------------------------------------------- records
def _spec(t: torch.Tensor) -> dict:
    return {"shape": list(t.shape), "stride": list(t.stride()), "dtype": str(t.dtype).split(".")[-1]}


def request(op: str, arch: str, *args: Any) -> dict:
    """The capture request (op, arch, graph-input layouts, scalars) of a launcher-contract call."""
    if op not in OPS:
        raise KeyError(f"inductor peer: unknown op {op!r}; known: {sorted(OPS)}")
    spec = OPS[op]
    spec.check(args)
    return {"op": op, "arch": arch, "inputs": [_spec(args[i]) for i in spec.inputs],
            "scalars": {k: float(args[i]) for k, i in spec.scalars.items()}}


def _key(req: Mapping) -> str:
    return json.dumps([req["op"], req["arch"], req["inputs"], req["scalars"]], sort_keys=True)


def _cache_file(arch: str) -> Path:
    from torch_cdna import _config
    return Path(_config.get("cache_dir")) / "inductor_peers" / f"captured_{arch}.json"


def data_file(arch: str) -> Path:
    """The committed records of ``arch``."""
    return DATA_DIR / f"inductor_peers_{arch}.json"


@functools.lru_cache(maxsize=None)
def _records(arch: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for path in (data_file(arch), _cache_file(arch)):
        if path.exists():
            for rec in json.loads(path.read_text()):
                out[_key(rec)] = rec
    return out


def capture(requests: Sequence[Mapping]) -> list[dict]:
    """Run Inductor's codegen for ``requests`` in child processes (one per arch: the ROCm emulation is
    process-wide) and return their records in order."""
    by_arch: dict[str, list[int]] = {}
    for i, r in enumerate(requests):
        by_arch.setdefault(r["arch"], []).append(i)
    out: list[dict] = [{}] * len(requests)
    for arch, idx in by_arch.items():
        with tempfile.TemporaryDirectory() as tmp:
            req, res = Path(tmp) / "requests.json", Path(tmp) / "records.json"
            req.write_text(json.dumps([requests[i] for i in idx]))
            env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
                   "TORCHINDUCTOR_CACHE_DIR": str(Path(tmp) / "inductor"), "TRITON_CACHE_DIR": str(Path(tmp) / "triton")}
            proc = subprocess.run([sys.executable, "-m", "benchmarks.inductor_capture", str(req), str(res)],
                                  cwd=REPO, env=env, capture_output=True, text=True)
            if proc.returncode:
                raise RuntimeError(f"inductor capture for {arch} failed:\n{proc.stderr[-4000:]}")
            for i, rec in zip(idx, json.loads(res.read_text())):
                out[i] = rec
    return out


def record(op: str, arch: str, *args: Any, capture_missing: bool = True) -> dict:
    """The captured record of ``op`` at these arguments' layouts (captured and cached when missing)."""
    req = request(op, arch, *args)
    key = _key(req)
    recs = _records(arch)
    if key not in recs:
        if not capture_missing:
            raise KeyError(f"inductor peer {op} on {arch}: no record for inputs {req['inputs']} scalars "
                           f"{req['scalars']}; run `python -m benchmarks.inductor_peers --capture` or pass "
                           "capture_missing=True")
        rec = capture([req])[0]
        path = _cache_file(arch)
        path.parent.mkdir(parents=True, exist_ok=True)
        old = json.loads(path.read_text()) if path.exists() else []
        path.write_text(json.dumps(old + [rec]))
        recs[key] = rec
    return recs[key]


def candidates(op: str, arch: str, *args: Any) -> dict[str, list[dict]]:
    """Kernel name -> the ROCm candidate configs Inductor would autotune over (kwargs, num_warps, num_stages,
    waves_per_eu in ``compile.options``)."""
    rec = record(op, arch, *args)
    return {name: k["configs"] for name, k in rec["kernels"].items()}


# ---------------------------------------------------------------------------------------------- compile
def _kernel_file(source: str) -> Path:
    """The kernel module without its ``@triton_heuristics`` decorator and driver switch (the jitted function
    and its imports untouched), written where Triton's ``inspect.getsource`` can read it."""
    tree = ast.parse(source)
    drop: set[int] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            for dec in node.decorator_list:
                if "triton_heuristics" in ast.unparse(dec):
                    drop.update(range(dec.lineno - 1, dec.end_lineno + 1))  # the '@' line through the ')'
        elif isinstance(node, ast.Expr) and "set_driver_to_gpu" in ast.unparse(node):
            drop.update(range(node.lineno, node.end_lineno + 1))
    lines = source.splitlines()
    text = "\n".join(l for i, l in enumerate(lines, 1) if i not in drop) + "\n"
    digest = hashlib.sha256(text.encode()).hexdigest()[:20]
    from torch_cdna import _config
    path = Path(_config.get("cache_dir")) / "inductor_peers" / "kernels" / f"k{digest}.py"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(text)
        tmp.replace(path)
    return path


@functools.lru_cache(maxsize=None)
def _jit_function(source: str, name: str) -> Any:
    path = _kernel_file(source)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return getattr(mod, name)


@functools.lru_cache(maxsize=None)
def _compile(source: str, name: str, compile_json: str) -> Any:
    import triton
    from triton.backends.compiler import GPUTarget
    c = json.loads(compile_json)
    attrs = {tuple(path): [tuple(a) for a in values] for path, values in c["attrs"]}
    src = triton.compiler.ASTSource(fn=_jit_function(source, name), signature=c["signature"],
                                    constexprs=c["constants"], attrs=attrs)
    kind, arch, warp = c["target"]
    return triton.compile(src, target=GPUTarget(kind, arch, warp), options=c["options"])


def compile_kernel(rec: dict, name: str, config: int = 0) -> Any:
    """Triton ``CompiledKernel`` of kernel ``name`` of a record with candidate ``config``."""
    k = rec["kernels"][name]
    if not 0 <= config < len(k["configs"]):
        raise IndexError(f"inductor peer {rec['op']}: kernel {name} has {len(k['configs'])} candidate configs; "
                         f"config={config}")
    return _compile(k["source"], name, json.dumps(k["configs"][config]["compile"], sort_keys=True))


# ---------------------------------------------------------------------------------------------- run
def _dtype(name: str) -> torch.dtype:
    return getattr(torch, name)


def _plan_tensors(rec: dict, args: tuple) -> tuple[list, list, list]:
    """Graph inputs, buffers (the caller's output tensors where layouts match) and views of a record."""
    spec = OPS[rec["op"]]
    inputs = [args[i] for i in spec.inputs]
    outs = [args[i] for i in spec.outputs]
    buffers: list[torch.Tensor | None] = [None] * len(rec["buffers"])
    for ref, out in zip(rec["outputs"], outs):
        b = ref.get("buffer")
        if b is not None and _spec(out) == {**rec["buffers"][b]}:
            buffers[b] = out
    for i, b in enumerate(rec["buffers"]):
        if buffers[i] is None:
            buffers[i] = torch.full(b["shape"], float("nan"), dtype=_dtype(b["dtype"])).as_strided(b["shape"], b["stride"])
    views: list[torch.Tensor] = []
    for v in rec["views"]:
        base = _resolve(v["base"], inputs, buffers, views)
        views.append(base.as_strided(v["shape"], v["stride"], base.storage_offset() + v["offset"]))
    return inputs, buffers, views


def _resolve(ref: Mapping, inputs: list, buffers: list, views: list) -> Any:
    for kind, items in (("input", inputs), ("buffer", buffers), ("view", views)):
        if kind in ref:
            return items[ref[kind]]
    return ref["int"] if "int" in ref else ref["float"]


def _config_for(config: int | Mapping[str, int], name: str) -> int:
    return config if isinstance(config, int) else config.get(name, 0)


def run_inductor_peer(op: str, arch: str, *args: Any, config: int | Mapping[str, int] = 0) -> list:
    """Run Inductor's kernels for ``op`` on the simulator with launcher-contract ``args`` (outputs written into
    the contract's output tensors); one LaunchStats per kernel launch, in the wrapper's order.

    ``config``: candidate index for every kernel, or kernel name -> index (default 0, Inductor's first).

    Example:
        >>> import torch
        >>> x = torch.randn(8, 200, dtype=torch.bfloat16)
        >>> out = torch.full_like(x, float("nan"))
        >>> [s.workgroups for s in run_inductor_peer("softmax", "gfx942", x, out)]
        [8]
        >>> torch.allclose(out.float(), torch.softmax(x.float(), -1), atol=1e-2)
        True
    """
    from torch_cdna import sim
    rec = record(op, arch, *args)
    inputs, buffers, views = _plan_tensors(rec, args)
    stats = []
    for launch in rec["launches"]:
        name = launch["kernel"]
        k = rec["kernels"][name]
        cfg = _config_for(config, name)
        compiled = compile_kernel(rec, name, cfg)
        constants = k["configs"][cfg]["compile"]["constants"]
        values = [_resolve(r, inputs, buffers, views) for r in launch["args"]]
        kernel_args = [v for n, v in zip(k["arg_names"], values) if n not in constants]
        stats.append(sim.launch(compiled, grid=launch["grids"][cfg], args=kernel_args, arch=arch))
    spec = OPS[op]
    for ref, i in zip(rec["outputs"], spec.outputs):
        produced = _resolve(ref, inputs, buffers, views)
        if produced is not args[i]:
            args[i].copy_(produced)
    return stats


# ---------------------------------------------------------------------------------------------- data
def _nan(*shape: int, dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    return torch.full(shape, float("nan"), dtype=dtype)


def contract_args(op: str, shape: tuple[int, int], dtype: torch.dtype = torch.bfloat16, eps: float | None = None,
                  gen: torch.Generator | None = None) -> list:
    """Random launcher-contract arguments of ``op`` at ``shape`` (rows, D) (rope: (S, D), x [2, S, 8, D]), the
    layouts of ``benchmarks.ops``; outputs NaN.

    Example:
        >>> [tuple(t.shape) for t in contract_args("silu_and_mul", (4, 64))]
        [(4, 128), (4, 64)]
    """
    n, d = shape

    def r(*s: int, dt: torch.dtype = dtype) -> torch.Tensor:
        return torch.randn(*s, generator=gen, dtype=torch.float32).to(dt)
    makers: dict[str, Callable[[], list]] = {
        "rmsnorm": lambda: [r(n, d), r(d), 1e-6 if eps is None else eps, _nan(n, d, dtype=dtype)],
        "fused_add_rmsnorm": lambda: [r(n, d), r(n, d), r(d), 1e-6 if eps is None else eps, _nan(n, d, dtype=dtype),
                                      _nan(n, d, dtype=dtype)],
        "layernorm": lambda: [r(n, d), r(d), r(d), 1e-5 if eps is None else eps, _nan(n, d, dtype=dtype)],
        "softmax": lambda: [r(n, d), _nan(n, d, dtype=dtype)],
        "silu_and_mul": lambda: [r(n, 2 * d), _nan(n, d, dtype=dtype)],
        "gelu_and_mul": lambda: [r(n, 2 * d), _nan(n, d, dtype=dtype)],
        "gelu_and_mul_tanh": lambda: [r(n, 2 * d), _nan(n, d, dtype=dtype)],
        "rope": lambda: _rope_args(n, d, dtype, gen),
    }
    return makers[op]()


def _rope_args(s: int, d: int, dtype: torch.dtype, gen: torch.Generator | None) -> list:
    ang = torch.rand(1, s, 1, d // 2, generator=gen) * 6.3
    x = torch.randn(2, s, 8, d, generator=gen).to(dtype)
    return [x, ang.cos(), ang.sin(), _nan(2, s, 8, d, dtype=dtype), False]


# Shapes committed: the benchmark shapes of benchmarks/ops.py and ops_pointwise.py, 4x4096 (the issue's
# comparison) and the small test shapes.
SHAPES: dict[str, list[tuple[int, int]]] = {
    "rmsnorm": [(2048, 896), (1024, 1000), (512, 4096), (128, 14336), (32768, 1024), (4, 4096), (8, 200)],
    "fused_add_rmsnorm": [(2048, 896), (1024, 1000), (512, 4096), (128, 14336), (4, 4096), (8, 200)],
    "layernorm": [(2048, 896), (1024, 1000), (512, 4096), (128, 14336), (4, 4096), (8, 200)],
    "softmax": [(64, 1000), (32, 4096), (8, 32000), (8, 200)],
    "silu_and_mul": [(64, 896), (32, 5120), (16, 14336), (8, 200)],
    "gelu_and_mul": [(64, 896), (32, 5120), (16, 14336), (8, 200)],
    "gelu_and_mul_tanh": [(64, 896), (32, 5120), (8, 200)],
    "rope": [(64, 128), (32, 64), (4, 64)],
}
ARCHS = ("gfx942", "gfx950")


def capture_all(ops: Sequence[str] = tuple(SHAPES), archs: Sequence[str] = ARCHS) -> None:
    """Re-capture every committed record (``SHAPES``) and rewrite ``benchmarks/data/inductor_peers_<arch>.json``."""
    for arch in archs:
        reqs = [request(op, arch, *contract_args(op, shape)) for op in ops for shape in SHAPES[op]]
        recs = capture(reqs)
        DATA_DIR.mkdir(parents=True, exist_ok=True)
        data_file(arch).write_text(json.dumps(recs, indent=1) + "\n")  # key order kept: signatures are ordered
        _records.cache_clear()


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--capture", action="store_true", help="re-capture the committed records")
    p.add_argument("--op", action="append", help="only these ops (with --capture)")
    p.add_argument("--arch", action="append", help="only these archs (with --capture)")
    a = p.parse_args()
    if a.capture:
        capture_all(a.op or tuple(SHAPES), a.arch or ARCHS)

"""``python -m torch_cdna asm OP_OR_FILE --arch gfx942``: the assembly of a kernel, with a resource header.

- an op name (``rmsnorm``, ``attention_backward``, ...): the op runs once on small example inputs (``--shape``,
  ``--dtype``) with launches captured instead of simulated, and every kernel it compiled is printed: a header
  (registers, LDS, occupancy, instruction mix) and the assembly;
- a ``.py`` file: every ``@jit`` kernel in it is compiled for the arch with its compile-time arguments taken
  from the signature's defaults or ``--const NAME=VALUE`` (``--const KERNEL.NAME=VALUE`` for one kernel);
- a ``.s`` file: a resource summary per kernel and the static hazard check (``sim.hazards.check_static``);
- a ``.co``/``.hsaco`` code object (AITER's, hipcc's, ours): per kernel its descriptor, arguments, instruction mix
  and static hazard check, and the disassembly (torch_cdna's own decoder: gfx942 and gfx950, no LLVM needed).

The DSL compiler ends each instruction with its source line as a ``; file.py:line`` comment (the header
counts them). ``--summary`` prints the headers only.

Example:
    $ python -m torch_cdna asm rmsnorm --arch gfx950 --dtype float16 --shape 64x1000
    $ python -m torch_cdna asm my_kernels.py --const BLOCK=256
    $ python -m torch_cdna asm dump.s
    $ python -m torch_cdna asm layer_norm.co --summary
"""

from __future__ import annotations

import argparse
import ast
import collections
import contextlib
import importlib.util
import inspect
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import torch

from . import _config

_SRC_RE = re.compile(r";\s*\S+\.py:\d+")


def _rows(shape: tuple, dt: torch.dtype, *, factor: int = 1) -> torch.Tensor:
    n, d = shape[-2], shape[-1]
    return torch.randn(n, d * factor, dtype=dt)


def _vec(shape: tuple, dt: torch.dtype) -> torch.Tensor:
    return torch.rand(shape[-1], dtype=dt) + 0.5


def _rope_tables(shape: tuple, dt: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    b, s, _, d = shape
    ang = torch.rand(b, s, 1, d // 2)
    return ang.cos().to(dt), ang.sin().to(dt)


def _attn(shape: tuple, dt: torch.dtype) -> list:
    return [torch.randn(*shape, dtype=dt) for _ in range(3)]


# op -> (default shape, example arguments, keyword arguments)
EXAMPLES: dict[str, tuple[tuple, Callable[[tuple, torch.dtype], list], dict]] = {
    "rmsnorm": ((64, 4096), lambda s, t: [_rows(s, t), _vec(s, t), 1e-6], {}),
    "rmsnorm_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t), _vec(s, t), 1e-6], {}),
    "fused_add_rmsnorm": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t), _vec(s, t), 1e-6], {}),
    "layernorm": ((64, 4096), lambda s, t: [_rows(s, t), _vec(s, t), _vec(s, t), 1e-5], {}),
    "layernorm_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t), _vec(s, t), 1e-5], {}),
    "fused_add_layernorm": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t), _vec(s, t), _vec(s, t), 1e-5], {}),
    "silu_and_mul": ((64, 4096), lambda s, t: [_rows(s, t, factor=2)], {}),
    "silu_and_mul_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t, factor=2)], {}),
    "gelu_and_mul": ((64, 4096), lambda s, t: [_rows(s, t, factor=2), "tanh"], {}),
    "gelu_and_mul_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t, factor=2), "tanh"], {}),
    "silu_mul": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t)], {}),
    "silu_mul_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t), _rows(s, t)], {}),
    "gelu_mul": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t), "tanh"], {}),
    "gelu_mul_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t), _rows(s, t), "tanh"], {}),
    "gelu": ((64, 4096), lambda s, t: [_rows(s, t)], {"approximate": "tanh"}),
    "gelu_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t)], {"approximate": "tanh"}),
    "softmax": ((64, 4096), lambda s, t: [_rows(s, t), -1], {}),
    "softmax_backward": ((64, 4096), lambda s, t: [_rows(s, t), _rows(s, t).softmax(-1), -1], {}),
    # tokens x experts, top-8 (DeepSeek-like 256 experts: --shape 64x256)
    "moe_topk_softmax": ((64, 128), lambda s, t: [_rows(s, t), 8], {"renormalize": True}),
    "moe_topk_softmax_backward": ((64, 128), lambda s, t: [torch.randn(s[0], 8),
                                                           torch.randn(s[0], s[1]).topk(8).indices, _rows(s, t)],
                                  {"renormalize": True}),
    "rope": ((1, 64, 8, 128), lambda s, t: [torch.randn(*s, dtype=t), *_rope_tables(s, t), False], {}),
    "rope_backward": ((1, 64, 8, 128), lambda s, t: [torch.randn(*s, dtype=t), *_rope_tables(s, t), False], {}),
    "attention": ((1, 4, 128, 128), _attn, {"causal": True, "scale": None, "enable_gqa": False}),
    # M x N x K; b = w.t() (an nn.Linear weight)
    "gemm": ((256, 256, 256), lambda s, t: [torch.randn(s[0], s[2], dtype=t), torch.randn(s[1], s[2], dtype=t).t()],
             {}),
    "attention_backward": ((1, 4, 128, 128),
                           lambda s, t: [torch.randn(*s, dtype=t), *_attn(s, t), torch.randn(*s, dtype=t),
                                         torch.zeros(*s[:3], dtype=torch.float32)],
                           {"causal": True, "scale": None, "enable_gqa": False}),
}


# ------------------------------------------------------------------------------------------ headers
def _instruction_mix(asm: str, name: str, arch: str) -> tuple[int, dict[str, int], list]:
    """(instruction count, {class: count}, parsed Program) of one kernel of an assembly file."""
    from .sim.parse import parse_program
    prog = parse_program(asm, name, arch)
    return len(prog.instrs), _mix_of(prog, arch), prog


def _annotated(asm: str) -> bool:
    return bool(_SRC_RE.search(asm)) or "\t.loc\t" in asm or "\n.loc " in asm


def _header(ck: Any, what: str) -> str:
    count, mix, prog = _instruction_mix(ck.asm, ck.name, ck.arch)
    located = sum(1 for ins in prog.instrs if ins.source)
    lines = [f"; ==== {ck.name}  ({what}, {ck.arch})",
             f"; {ck.sgprs} SGPRs, {ck.vgprs} VGPRs, {ck.agprs} AGPRs, {ck.lds_bytes} B LDS, "
             f"occupancy {ck.occupancy} waves/SIMD (registers)",
             f"; {count} instructions: " + ", ".join(f"{k} {v}" for k, v in mix.items()),
             "; DSL source lines: " + (f"{located} of {count} instructions annotated as '; file.py:line' comments"
                                       if _annotated(ck.asm) else "not annotated")]
    return "\n".join(lines)


def _emit(ck: Any, what: str, summary: bool) -> None:
    print(_header(ck, what))
    if not summary:
        print(ck.asm.rstrip())
    print()


# ------------------------------------------------------------------------------------------ op names
@contextlib.contextmanager
def _capture_launches() -> Iterator[list]:
    """Record the CompiledKernel of every simulator launch and skip running it (we only want the code)."""
    from . import sim
    from .sim.stats import LaunchStats
    seen: list = []
    real = sim.launch

    def launch(code: Any, *args: Any, **kwargs: Any) -> Any:
        if hasattr(code, "asm_kernel") and all(code.key != c.key for c in seen):
            seen.append(code)
        return LaunchStats()

    sim.launch = launch
    try:
        yield seen
    finally:
        sim.launch = real


def _shape(text: str | None, default: tuple) -> tuple:
    if text is None:
        return default
    try:
        shape = tuple(int(v) for v in re.split(r"[x,]", text))
    except ValueError:
        raise SystemExit(f"asm: --shape {text!r} is not integers separated by 'x' (e.g. {'x'.join(map(str, default))})")
    if len(shape) != len(default):
        raise SystemExit(f"asm: --shape {text!r} needs {len(default)} dims for this op, like "
                         f"{'x'.join(map(str, default))}")
    return shape


def op_kernels(op: str, arch: str, dtype: torch.dtype, shape: tuple | None = None) -> list:
    """The CompiledKernels ``cdna::<op>`` compiles for ``arch`` on example inputs of ``dtype``/``shape``."""
    import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
    default, make, kwargs = EXAMPLES[op]
    args = make(shape or default, dtype)
    with _config.override(arch=arch, ops_impl="kernel"), _capture_launches() as seen:
        getattr(torch.ops.cdna, op).default(*args, **kwargs)
    return seen


def _cmd_op(ns: argparse.Namespace) -> int:
    from .errors import MissingKernel
    dtype = getattr(torch, ns.dtype)
    shape = _shape(ns.shape, EXAMPLES[ns.target][0])
    if ns.timing:
        from ._cli_timing import print_timed
        return print_timed(ns.target, ns, shape, EXAMPLES, _header)
    try:
        kernels = op_kernels(ns.target, ns.arch, dtype, shape)
    except MissingKernel as exc:
        print(f"asm: {str(exc).split('. Set TORCH_CDNA')[0]}", file=sys.stderr)
        return 1
    if not kernels:
        print(f"asm: cdna::{ns.target} launched no kernel for shape {shape} (nothing to show)", file=sys.stderr)
        return 1
    print(f"; cdna::{ns.target} on {ns.dtype} {list(shape)} for {ns.arch}: {len(kernels)} kernel(s)\n")
    for ck in kernels:
        _emit(ck, f"cdna::{ns.target}", ns.summary)
    return 0


# ------------------------------------------------------------------------------------------ .py files
def _parse_consts(items: list[str]) -> dict[str | None, dict[str, Any]]:
    """``--const NAME=VALUE`` / ``KERNEL.NAME=VALUE`` -> {kernel or None: {name: value}}."""
    out: dict[str | None, dict[str, Any]] = {}
    for item in items:
        key, sep, text = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"asm: --const {item!r} is not NAME=VALUE (e.g. --const BLOCK=256)")
        kernel, _, name = key.rpartition(".")
        try:
            value = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            value = text  # a bare word is a string constant, e.g. DT=bf16
        out.setdefault(kernel or None, {})[name] = value
    return out


def _load_file(path: Path) -> Any:
    """Import ``path``: by its dotted name when it lives in a package (relative imports work), else alone."""
    path = path.resolve()
    if not path.is_file():
        raise SystemExit(f"asm: {path} does not exist")
    root, parts = path.parent, [path.stem]
    while (root / "__init__.py").is_file():
        parts.insert(0, root.name)
        root = root.parent
    if len(parts) > 1:
        if str(root) not in sys.path:
            sys.path.insert(0, str(root))
        return importlib.import_module(".".join(parts))
    spec = importlib.util.spec_from_file_location(f"_cdna_asm_{path.stem}", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"asm: cannot import {path}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def _constants(kernel: Any, consts: dict[str | None, dict[str, Any]]) -> dict[str, Any]:
    """Compile-time arguments of ``kernel``: --const (per kernel, then global), then signature defaults."""
    sig = inspect.signature(kernel.fn).parameters
    names = [p.name for p in kernel.params if not p.runtime]
    given = {**consts.get(None, {}), **consts.get(kernel.fn.__name__, {})}
    values, missing = {}, []
    for n in names:
        if n in given:
            values[n] = given[n]
        elif sig[n].default is not inspect.Parameter.empty:
            values[n] = sig[n].default
        else:
            missing.append(n)
    if missing:
        raise SystemExit(f"asm: kernel {kernel.fn.__name__}: compile-time parameter(s) {missing} have no default; "
                         f"pass " + " ".join(f"--const {n}=VALUE" for n in missing))
    return values


def _cmd_py(ns: argparse.Namespace) -> int:
    from .asm.jit import JitFunction
    mod = _load_file(Path(ns.target))
    kernels = [v for v in vars(mod).values() if isinstance(v, JitFunction) and v.fn.__module__ == mod.__name__]
    if ns.kernel:
        kernels = [k for k in kernels if k.fn.__name__ == ns.kernel]
    if not kernels:
        print(f"asm: no @jit kernel{' named ' + repr(ns.kernel) if ns.kernel else ''} in {ns.target}",
              file=sys.stderr)
        return 1
    consts = _parse_consts(ns.const)
    for k in kernels:
        values = _constants(k, consts)
        ck = k.compile(arch=ns.arch, **values)
        _emit(ck, ", ".join(f"{n}={v!r}" for n, v in values.items()) or "no compile-time args", ns.summary)
    return 0


# ------------------------------------------------------------------------------------------ .s files
def _descriptor_row(prog: Any) -> str:
    d, m = prog.descriptor, prog.metadata
    vgprs = m.get(".vgpr_count", d.get("next_free_vgpr", "?"))
    return (f"; {m.get('.sgpr_count', d.get('next_free_sgpr', '?'))} SGPRs, {vgprs} VGPRs, "
            f"{m.get('.agpr_count', 0)} AGPRs, {m.get('.group_segment_fixed_size', d.get('group_segment_fixed_size', 0))}"
            f" B LDS, {m.get('.private_segment_fixed_size', d.get('private_segment_fixed_size', 0))} B scratch, "
            f"kernarg {prog.kernarg_size} B")


def _occupancy(prog: Any, arch: str) -> str:
    from .asm.emit import occupancy
    from .isa.targets import ARCHS
    m = prog.metadata
    if arch.split(":", 1)[0] not in ARCHS:
        return f"occupancy unknown (no ArchInfo record for {arch})"
    try:
        regs = int(m[".sgpr_count"]), int(m[".vgpr_count"]), int(m.get(".agpr_count", 0))
    except (KeyError, TypeError, ValueError):
        return "occupancy unknown (no register counts in the metadata)"
    return f"occupancy {occupancy(*regs, arch)} waves/SIMD (registers)"


def _cmd_s(ns: argparse.Namespace) -> int:
    from .sim.hazards import check_static
    from .sim.parse import kernel_names
    text = Path(ns.target).read_text()
    names = kernel_names(text) or [None]
    if ns.kernel:
        names = [n for n in names if n == ns.kernel]
    bad = 0
    for name in names:
        count, mix, prog = _instruction_mix(text, name, ns.arch)
        print(f"; ==== {prog.name} ({prog.arch if prog.arch else ns.arch}, checked as {ns.arch})")
        print(_descriptor_row(prog) + ", " + _occupancy(prog, prog.arch or ns.arch))
        print(f"; {count} instructions: " + ", ".join(f"{k} {v}" for k, v in mix.items()))
        found = check_static(prog, ns.arch)
        bad += len(found)
        print(f"; static hazard check: {'no violations' if not found else f'{len(found)} violation(s)'}")
        for v in found[:50]:
            print(f";   #{v.producer} -> #{v.consumer} [{v.rule}] {v.register}: {v.actual} wait states, "
                  f"needs {v.required}: {v.message}")
        print()
    return 1 if bad else 0


# ------------------------------------------------------------------------------------------ code objects
def _mix_of(prog: Any, arch: str) -> dict[str, int]:
    from . import isa
    from .errors import UnsupportedInstruction
    mix: collections.Counter[str] = collections.Counter()
    for ins in prog.instrs:
        try:
            mix[isa.lookup(ins.mnemonic, arch).iclass] += 1  # the statistics class (sim.stats.CLASSES)
        except UnsupportedInstruction:
            mix["unknown"] += 1
    return dict(mix.most_common())


def _cmd_co(ns: argparse.Namespace) -> int:
    """A code object (.co/.hsaco): per kernel its descriptor, arguments, instruction mix, static hazard check and
    (without --summary) the disassembly with addresses and encodings, decoded by torch_cdna's own decoder."""
    from .sim.binary import decode_kernel, program_from_code_object
    from .sim.elf import read_code_object
    from .sim.hazards import check_static
    co = read_code_object(ns.target)
    names = [n for n in co.kernels if not ns.kernel or n == ns.kernel]
    if not names:
        print(f"asm: no kernel {ns.kernel!r} in {ns.target}; it holds {', '.join(co.kernels)}", file=sys.stderr)
        return 2
    print(f"; {ns.target}: {co.target_id}, code object v{co.version}, {len(co.kernels)} kernel(s): "
          + ", ".join(co.kernels))
    bad = 0
    for name in names:
        k, prog = co.kernels[name], program_from_code_object(co, name)
        d = k.descriptor
        print(f"; ==== {name}  (entry {k.entry:#x}, {co.arch})")
        print(_descriptor_row(prog) + ", " + _occupancy(prog, co.arch))
        print(f"; descriptor: next_free_vgpr {d.get('next_free_vgpr')} (granule), accum_offset "
              f"{d.get('accum_offset')}, user SGPRs {d.get('user_sgpr_count')}, workgroup ids "
              + "".join(a for a in "xyz" if d.get(f"system_sgpr_workgroup_id_{a}")) + ", workitem ids "
              f"{['x', 'xy', 'xyz'][d.get('system_vgpr_workitem_id', 0)]}, kernarg preload "
              f"{d.get('user_sgpr_kernarg_preload_length', 0)}")
        print("; args: " + ", ".join(f"{a.name}@{a.offset}:{a.size}" for a in prog.kernargs
                                     if not a.value_kind.startswith("hidden_")))
        print(f"; {len(prog.instrs)} instructions: " + ", ".join(f"{c} {n}" for c, n in _mix_of(prog, co.arch).items()))
        found = check_static(prog, co.arch)
        bad += len(found)
        print(f"; static hazard check: {'no violations' if not found else f'{len(found)} violation(s)'}")
        for v in found[:20]:
            print(f";   #{v.producer} -> #{v.consumer} [{v.rule}] {v.register}: {v.actual} wait states, "
                  f"needs {v.required}")
        if not ns.summary:
            decoded = decode_kernel(co, name)
            targets = {x.target for x in decoded if x.target is not None}
            for x in decoded:
                if x.address in targets or x.address in co.labels:
                    print(f"{co.labels.get(x.address, f'label_{x.address:x}')}:")
                words = " ".join(f"{int.from_bytes(co.text[o:o + 4], 'little'):08X}" for o in
                                 range(x.address - co.text_address, x.address - co.text_address + x.size, 4))
                print(f"  {x.text:<64} // {x.address:012X}: {words}")
        print()
    return 1 if bad else 0


def cmd_asm(ns: argparse.Namespace) -> int:
    """Dispatch on the target: a .py file, a .s file, or an op name."""
    try:
        return _dispatch(ns)
    except BrokenPipeError:  # `asm ... | head`: stop quietly
        sys.stdout = open(os.devnull, "w")
        return 0


def _dispatch(ns: argparse.Namespace) -> int:
    from .isa.targets import TARGETS
    from .runtime import device
    if ns.timing:
        if ns.timing not in TARGETS:
            print(f"asm: --timing {ns.timing!r} is not a GPU the timing model knows; choose one of {sorted(TARGETS)}",
                  file=sys.stderr)
            return 2
        if ns.arch not in (None, TARGETS[ns.timing].arch):
            print(f"asm: --timing {ns.timing} is a {TARGETS[ns.timing].arch} GPU but --arch is {ns.arch}",
                  file=sys.stderr)
            return 2
        ns.arch = TARGETS[ns.timing].arch
    ns.arch = ns.arch or "gfx942"
    try:
        device.check_arch(ns.arch, "--arch")
    except ValueError as exc:
        print(f"asm: {exc}", file=sys.stderr)
        return 2
    target = ns.target
    if ns.timing and not target.removeprefix("cdna::") in EXAMPLES:
        print("asm: --timing times a cdna op (its example inputs); for a .s/.co file use "
              "`python -m torch_cdna sim FILE --timing GPU` with its arguments", file=sys.stderr)
        return 2
    if target.endswith(".py"):
        return _cmd_py(ns)
    if target.endswith((".s", ".S", ".asm")):
        return _cmd_s(ns)
    if target.endswith((".co", ".hsaco")):
        return _cmd_co(ns)
    if target.startswith("cdna::"):
        ns.target = target = target[len("cdna::"):]
    if target not in EXAMPLES:
        print(f"asm: {target!r} is neither a .py/.s file nor a cdna op; ops: {', '.join(sorted(EXAMPLES))}",
              file=sys.stderr)
        return 2
    return _cmd_op(ns)


def add_parser(sub: Any) -> None:
    """Register the ``asm`` subcommand on ``sub`` (argparse subparsers)."""
    p = sub.add_parser("asm", help="print a kernel's assembly with its resources (op name, .py, .s or .co file)",
                       description=__doc__.split("\n\n")[0])
    p.add_argument("target", help="cdna op name (e.g. rmsnorm), a .py file with @jit kernels, a .s file or a "
                                  "code object (.co/.hsaco)")
    p.add_argument("--arch", default=None, help="gfx942 or gfx950 (default gfx942, or --timing's)")
    p.add_argument("--timing", default=None, metavar="GPU",
                   help="op only: run its kernels on the simulator and predict their time on GPU (mi300x, mi325x, "
                        "mi350x, mi355x), annotating each instruction with the cycles waves waited there")
    p.add_argument("--dtype", default="bfloat16", choices=("bfloat16", "float16", "float32"), help="op inputs")
    p.add_argument("--shape", default=None, help="op example shape, e.g. 64x4096 (rows x hidden) or 1x4x128x128")
    p.add_argument("--const", action="append", default=[], metavar="[KERNEL.]NAME=VALUE",
                   help="compile-time argument for .py kernels (repeatable)")
    p.add_argument("--kernel", default=None, help="only this kernel (.py / .s / .co)")
    p.add_argument("--summary", action="store_true", help="headers only, no assembly")
    p.set_defaults(func=cmd_asm)

"""``python -m torch_cdna.sim FILE.s --kernel NAME --grid 4 --block 256 --arg f32:1024 --arg i32=1000``

Runs a kernel from an assembly file or a code object (``.co``/``.hsaco``: its machine code is decoded) on the
simulator with freshly allocated arguments and prints the
launch statistics. ``--arg DTYPE:N`` allocates a tensor of N random elements (dtypes f32, f16, bf16, i32,
u8, i64); ``--arg i32=V`` / ``--arg f32=V`` passes a scalar; ``--arg ptr=0`` passes a null pointer.
"""

from __future__ import annotations

import argparse
import sys

import torch

from ..errors import CdnaError
from . import launch
from .executor import DEFAULT_MAX_STEPS, DEFAULT_STACK_SIZE

_DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "i32": torch.int32,
           "u8": torch.uint8, "i64": torch.int64, "f64": torch.float64}


def _parse_arg(spec: str):
    if "=" in spec:
        kind, value = spec.split("=", 1)
        return float(value) if kind.startswith("f") else int(value, 0)
    kind, _, count = spec.partition(":")
    if kind not in _DTYPES or not count.isdigit():
        raise SystemExit(f"bad --arg {spec!r}: use DTYPE:N (dtypes {', '.join(_DTYPES)}), i32=V, f32=V or ptr=0")
    dtype = _DTYPES[kind]
    n = int(count)
    return torch.randn(n).to(dtype) if dtype.is_floating_point else torch.randint(0, 100, (n,), dtype=dtype)


def _bytes(text: str) -> int:
    if not text.isdigit():
        raise SystemExit(f"bad --stack-size {text!r}: give a number of bytes >= 0")
    return int(text)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0:
        raise SystemExit(f"bad --time-limit {text!r}: give a number of seconds >= 0 (0: no limit)")
    return value


def _steps(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise SystemExit(f"bad --max-steps {text!r}: give a number of steps >= 1")
    return int(text)


def _dims(text: str) -> list[int]:
    return [int(x) for x in text.split(",")]


def main(argv: list[str] | None = None) -> int:
    """Run the kernel; 0 on success, 1 when the simulator reports an error (printed to stderr with its
    instruction, source line, wave and lane)."""
    parser = argparse.ArgumentParser(prog="python -m torch_cdna.sim", description=__doc__.split("\n\n")[0])
    parser.add_argument("file", help="assembly text as LLVM prints it (.s), with .amdhsa_kernel and metadata, or a "
                                     "code object (.co/.hsaco)")
    parser.add_argument("--kernel", default=None, help="kernel symbol (default: the file's only kernel)")
    parser.add_argument("--grid", type=_dims, default=[1], help="workgroups, e.g. 4 or 4,2 (default 1)")
    parser.add_argument("--block", type=_dims, default=[64], help="work-items per workgroup, e.g. 256 (default 64)")
    parser.add_argument("--arch", default=None, help="gfx942 or gfx950 (default: the file's .amdgcn_target)")
    parser.add_argument("--arg", action="append", default=[], metavar="SPEC",
                        help="one kernel argument, in order: DTYPE:N a tensor of N random elements "
                             f"({', '.join(_DTYPES)}), i32=V / f32=V a scalar, ptr=0 a null pointer")
    parser.add_argument("--strict", action="store_true", help="sanitizer warnings become errors")
    parser.add_argument("--hazards", choices=("error", "warn"), default="error",
                        help="wait-state hazards and reads of loads not yet waited for: errors (default) or "
                             "warnings, running on with the simulator's values (production code that relies on "
                             "undocumented timing, e.g. AMD AITER's kernels)")
    parser.add_argument("--timing", default=None, metavar="GPU",
                        help="also predict the launch's time on GPU (mi300x, mi325x, mi350x, mi355x): "
                             "see docs/timing-model.md")
    parser.add_argument("--sample", choices=("auto", "full"), default="auto",
                        help="with --timing: simulate one CU's sample of workgroups (auto, default) or all (full)")
    parser.add_argument("--stack-size", type=_bytes, default=DEFAULT_STACK_SIZE, metavar="BYTES",
                        help="private bytes per work-item for a kernel with a dynamic stack (recursion, indirect "
                             f"calls; default {DEFAULT_STACK_SIZE})")
    parser.add_argument("--time-limit", type=_seconds, default=None, metavar="SECONDS",
                        help="stop a launch that runs longer than this, with an error naming where its waves were "
                             "(0: no limit; default: TORCH_CDNA_SIM_TIME_LIMIT, else 300)")
    parser.add_argument("--max-steps", type=_steps, default=DEFAULT_MAX_STEPS, metavar="N",
                        help=f"stop a batch of waves after N steps (default {DEFAULT_MAX_STEPS})")
    ns = parser.parse_args(argv)
    try:
        with open(ns.file, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise SystemExit(f"cannot read {ns.file}: {e.strerror}") from None
    # a code object runs from its machine code; anything else is assembly text
    text = raw if raw[:4] == b"\x7fELF" else raw.decode(errors="replace")
    args = [_parse_arg(a) for a in ns.arg]
    try:
        stats = launch(text, ns.kernel, ns.grid, ns.block, args, arch=ns.arch, strict=ns.strict,
                       stack_size=ns.stack_size, time_limit=ns.time_limit, max_steps=ns.max_steps,
                       hazards=ns.hazards, timing=ns.timing, sample=ns.sample)
    except CdnaError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except (TypeError, ValueError) as e:  # the arguments do not fit the kernel's: say which, no traceback
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(stats.summary())
    if stats.timing is not None:
        print(stats.timing.summary())
    for w in stats.warnings:
        print("warning:", w)
    return 0


if __name__ == "__main__":
    sys.exit(main())

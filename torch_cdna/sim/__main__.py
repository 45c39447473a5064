"""``python -m torch_cdna.sim FILE.s --kernel NAME --grid 4 --block 256 --arg f32:1024 --arg i32=1000``

Runs a kernel from an assembly file on the simulator with freshly allocated arguments and prints the
launch statistics. ``--arg DTYPE:N`` allocates a tensor of N random elements (dtypes f32, f16, bf16, i32,
u8, i64); ``--arg i32=V`` / ``--arg f32=V`` passes a scalar; ``--arg ptr=0`` passes a null pointer.
"""

from __future__ import annotations

import argparse
import sys

import torch

from . import launch

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


def _dims(text: str) -> list[int]:
    return [int(x) for x in text.split(",")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m torch_cdna.sim", description=__doc__.split("\n\n")[0])
    parser.add_argument("file")
    parser.add_argument("--kernel", default=None)
    parser.add_argument("--grid", type=_dims, default=[1])
    parser.add_argument("--block", type=_dims, default=[64])
    parser.add_argument("--arch", default=None)
    parser.add_argument("--arg", action="append", default=[])
    parser.add_argument("--strict", action="store_true")
    ns = parser.parse_args(argv)
    with open(ns.file) as f:
        text = f.read()
    args = [_parse_arg(a) for a in ns.arg]
    stats = launch(text, ns.kernel, ns.grid, ns.block, args, arch=ns.arch, strict=ns.strict)
    print(stats.summary())
    for w in stats.warnings:
        print("warning:", w)
    return 0


if __name__ == "__main__":
    sys.exit(main())

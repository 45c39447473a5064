"""``python -m torch_cdna kernels [--family F] [--arch A]``: the kernel-variant registry (``ops/variants.py``) as
a table, with each family's selection rule in one line; ``--select`` shows what a family picks for a problem.

Example:
    $ python -m torch_cdna kernels --family gemm
    $ python -m torch_cdna kernels --family attention --select b=1,hq=32,hkv=8,sq=1,skv=4096,d=128
    $ python -m torch_cdna kernels --precompile --family paged_attention --arch gfx950
"""

from __future__ import annotations

import argparse
import ast
import sys
from typing import Any


def _problem(text: str) -> dict[str, Any]:
    """``"m=16,n=4096,k=4096,dtype=f16"`` -> keyword arguments (numbers/booleans/tuples parsed as literals)."""
    out: dict[str, Any] = {}
    for part in filter(None, text.split(",")):
        name, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"--select: {part!r} is not NAME=VALUE (e.g. m=16,n=4096,k=4096)")
        try:
            out[name.strip()] = ast.literal_eval(value.strip())
        except (ValueError, SyntaxError):
            out[name.strip()] = value.strip()
    return out


def cmd_kernels(args: argparse.Namespace) -> int:
    from .ops import variants
    try:
        if args.precompile:
            done = variants.precompile(args.family, args.arch)
            for c in done:
                print(f"  {c.family:<18} {c.variant:<16} {c.arch:<7} {c.dtype:<5} {c.kernel:<28} vgprs={c.vgprs:<4} "
                      f"{c.status} {c.seconds:.1f}s")
            print(f"{len(done)} kernels compiled or found in the cache")
            return 0
        if args.select is not None:
            if not args.family:
                raise ValueError("--select needs --family (e.g. --family gemm --select m=16,n=4096,k=4096)")
            problem = _problem(args.select)
            if args.arch:
                problem.setdefault("arch", args.arch)
            fam = variants.family(args.family)
            print(f"{fam.name} rule: {fam.rule}")
            for p in fam.select(**problem):
                print(f"  {p.variant.name:<20} {p.variant.kernel:<38} consts={p.consts}")
            return 0
        print(variants.format_table(args.family, args.arch))
    except (ValueError, TypeError) as exc:
        print(f"torch_cdna kernels: {exc}", file=sys.stderr)
        return 2
    return 0


def add_parser(sub: Any) -> None:
    """Register the ``kernels`` subcommand on ``sub`` (argparse subparsers)."""
    p = sub.add_parser("kernels", help="list the kernel variants and each family's selection rule",
                       description=__doc__.split("\n\n")[0])
    p.add_argument("--family", default=None, help="only this family (gemm, attention, attention_backward, norm, paged_attention, "
                        "append_kv; the table lists all)")
    p.add_argument("--arch", default=None, help="only variants for this arch (gfx942, gfx950)")
    p.add_argument("--select", default=None, metavar="NAME=VALUE,...",
                   help="print the variants --family picks for this problem (its arguments: see the table's rule)")
    p.add_argument("--precompile", action="store_true",
                   help="compile every listed variant (each for its example problem, every dtype) into the code-object "
                        "cache; --family/--arch narrow it")
    p.set_defaults(func=cmd_kernels)

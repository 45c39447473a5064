"""Command line: ``python -m torch_cdna {info,cache,demo,asm,kernels}``.

- ``info``: versions (torch, ROCm/HIP, hip-python, triton), GPUs and their archs, the toolchain per arch, the
  cache folder and its size, the active configuration.
- ``cache clear``: delete every cached code object (only files named like entries, and only in a folder the
  cache created: anything else is refused, exit status 1); ``cache`` alone prints where the cache is and its size.
- ``demo``: runs ``torch_cdna.demo.main`` (on the simulator when there is no AMD GPU).
- ``asm OP_OR_FILE --arch gfx942``: a kernel's assembly with registers/LDS/occupancy (``_cli_asm.py``).
- ``kernels [--family F] [--arch A]``: the kernel variants and each family's selection rule (``_cli_kernels.py``).

Example:
    $ python -m torch_cdna info
    $ python -m torch_cdna cache clear
    $ python -m torch_cdna asm rmsnorm --arch gfx950 --summary
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import sys
from typing import Callable

from . import __version__, _config


def _dist_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def _torch_row() -> str:
    import torch
    hip = getattr(torch.version, "hip", None)
    return f"{torch.__version__} ({'ROCm/HIP ' + hip if hip else 'no ROCm build'})"


def _hip_runtime_row() -> str:
    from .runtime import hip
    version = hip.runtime_version()
    return str(version) if version is not None else "not found (libamdhip64.so); CPU tensors run on the simulator"


def _gpus_row() -> str:
    from .runtime import device
    gpus = device.gpus()
    if not gpus:
        return "none (kernels run on the simulator)"
    return "; ".join(f"{i}: {name} ({arch})" for i, name, arch in gpus)


def _arch_row() -> str:
    from .runtime import device
    try:
        return device.target_arch(0) if device.rocm_available() else device.configured_arch()
    except Exception as exc:  # noqa: BLE001 -- info reports problems instead of failing
        return f"error: {exc}"


def _toolchain_rows() -> list[tuple[str, str]]:
    from .asm.toolchain import find_toolchain
    from .errors import ToolchainError
    rows = []
    from .isa.targets import SUPPORTED_ARCHS
    for arch in SUPPORTED_ARCHS:
        try:
            tc = find_toolchain(arch)
            rows.append((f"toolchain {arch}", f"{tc.name} {tc.version} ({tc.location})"))
        except ToolchainError as exc:
            rows.append((f"toolchain {arch}", "none: " + str(exc).splitlines()[0]))
    return rows


def _cache_row() -> str:
    from .asm.cache import default_cache
    cache = default_cache()
    count, size = cache.size()
    return f"{cache.root} ({count} entries, {size / 1024:.1f} KiB)"


def _config_row() -> str:
    names = ("backend", "arch", "llvm_dir", "dump", "sim_strict")
    return ", ".join(f"{n}={_config.get(n)!r}" for n in names)


ROWS: list[tuple[str, Callable[[], str]]] = [
    ("torch_cdna", lambda: __version__),
    ("python", lambda: f"{platform.python_version()} ({sys.executable})"),
    ("torch", _torch_row),
    ("hip-python", lambda: _dist_version("hip-python")),
    ("HIP runtime", _hip_runtime_row),
    ("triton", lambda: _dist_version("triton")),
    ("GPUs", _gpus_row),
    ("target arch", _arch_row),
    ("cache", _cache_row),
    ("config", _config_row),
]


def cmd_info(args: argparse.Namespace) -> int:
    rows = [(label, fn()) for label, fn in ROWS]
    rows[8:8] = _toolchain_rows()  # after 'target arch'
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"{label:<{width}}  {value}")
    return 0


def cmd_cache(args: argparse.Namespace) -> int:
    from .asm.cache import NotACacheError, default_cache
    cache = default_cache()
    if args.action == "clear":
        try:
            removed = cache.clear()
        except NotACacheError as exc:  # e.g. cache_dir pointed at a '.git': nothing was deleted
            print(f"torch_cdna: {exc}", file=sys.stderr)
            return 1
        print(f"removed {removed} cached code objects from {cache.root}")
    else:
        count, size = cache.size()
        print(f"{cache.root}: {count} entries, {size / 1024:.1f} KiB")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    return run_demo(args.demo_args)


def run_demo(demo_args: list[str]) -> int:
    """Hand every argument after ``demo`` to ``torch_cdna.demo.main`` (options included)."""
    import importlib
    try:
        demo = importlib.import_module("torch_cdna.demo")
    except ModuleNotFoundError as exc:
        if exc.name != "torch_cdna.demo":
            raise
        print("torch_cdna: the demo module (torch_cdna/demo.py) is not part of this install yet", file=sys.stderr)
        return 2
    result = demo.main(demo_args)
    return int(result or 0)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m torch_cdna", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("info", help="versions, GPUs, toolchain, cache").set_defaults(func=cmd_info)
    cache = sub.add_parser("cache", help="show or clear the code-object cache")
    cache.add_argument("action", nargs="?", choices=["clear", "show"], default="show")
    cache.set_defaults(func=cmd_cache)
    demo = sub.add_parser("demo", help="run the demo (simulator without an AMD GPU)")
    demo.add_argument("demo_args", nargs=argparse.REMAINDER)
    demo.set_defaults(func=cmd_demo)
    from ._cli_asm import add_parser as add_asm_parser
    add_asm_parser(sub)
    from ._cli_kernels import add_parser as add_kernels_parser
    add_kernels_parser(sub)
    sim = sub.add_parser("sim", help="run a kernel of a .s file or code object on the simulator "
                                     "(python -m torch_cdna sim FILE --help)")
    sim.add_argument("sim_args", nargs=argparse.REMAINDER)
    sim.set_defaults(func=lambda a: _run_sim(a.sim_args))
    return parser


def _run_sim(sim_args: list[str]) -> int:
    """Hand every argument after ``sim`` to ``torch_cdna.sim.__main__.main``."""
    from .sim.__main__ import main as sim_main
    return int(sim_main(sim_args) or 0)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["demo"]:  # argparse would try to parse the demo's own options
        return run_demo(argv[1:])
    if argv[:1] == ["sim"]:  # likewise the simulator's
        return _run_sim(argv[1:])
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())

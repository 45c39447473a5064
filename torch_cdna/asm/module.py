"""``torch_cdna.asm.module(path)``: launch hand-written kernels from ``.s``, ``.co`` or ``.cpp`` files.

- ``.s`` (also ``.S``, ``.asm``): assembled by the discovered toolchain (cached); runs on a ROCm GPU or, for
  CPU tensors, on the simulator (which executes the text itself).
- ``.co`` / ``.hsaco``: a ready code object (AITER's, hipcc's, ours); runs on a ROCm GPU or, for CPU tensors,
  on the simulator, which decodes its machine code (``torch_cdna.sim.binary``).
- ``.cpp`` / ``.hip``: compiled to assembly by ROCm's ``hipcc``, then handled like ``.s``.

The file is checked on every call (one ``stat``) and rebuilt when it changed.

Example:
    >>> k = torch_cdna.asm.module("store.s")                     # doctest: +SKIP
    >>> out = torch.zeros(64, dtype=torch.int32)                 # doctest: +SKIP
    >>> k([1], [64], out)                                        # CPU tensor: simulator  # doctest: +SKIP
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import torch

from .. import _config
from ..errors import ToolchainError
from ..runtime import device as devmod
from ..runtime.kernargs import pack, pointee_accepts
from .cache import cache_key, default_cache
from .codeobject import KernelInfo, find_kernel
from .toolchain import available_toolchain, find_toolchain

_TARGET_RE = re.compile(r'^\s*\.amdgcn_target\s+"[^"]*?(gfx[0-9a-f]+)[^"]*"', re.M)


@dataclass
class Built:
    """What a source file turned into: assembly text (None for .co), code object (None without a toolchain)."""

    asm: str | None
    code_object: bytes | None
    arch: str
    info: KernelInfo | None


def _arch_of_text(text: str, fallback: str) -> str:
    m = _TARGET_RE.search(text)
    return m.group(1) if m else fallback


def _build_asm_text(text: str, arch: str, kernel: str | None, origin: str) -> Built:
    arch = _arch_of_text(text, arch)
    tc = available_toolchain(arch)
    if tc is None:
        return Built(text, None, arch, None)
    key = cache_key(None, constants={"origin": origin}, arch=arch, options=None, toolchain=tc.ident, source=text)
    blobs = default_cache().get_or_build(key, lambda: {"co": tc.assemble(text, arch)})
    return Built(text, blobs["co"], arch, find_kernel(blobs["co"], kernel))


def _build_s(path: Path, arch: str, kernel: str | None) -> Built:
    return _build_asm_text(path.read_text(), arch, kernel, "module .s")


def _build_co(path: Path, arch: str, kernel: str | None) -> Built:
    from ..sim.elf import read_code_object
    co = path.read_bytes()
    return Built(None, co, read_code_object(co).arch, find_kernel(co, kernel))  # the arch it was built for


def find_hipcc() -> str:
    """Path of ROCm's hipcc; ToolchainError saying what to do when it is missing."""
    candidate = Path(_config.get("rocm_path")) / "bin" / "hipcc"
    if os.access(candidate, os.X_OK):
        return str(candidate)
    found = shutil.which("hipcc")
    if found:
        return found
    raise ToolchainError(f"hipcc not found (looked in {candidate} and on PATH): .cpp modules are compiled by ROCm's "
                         f"hipcc. Install ROCm (or set ROCM_PATH), or write the kernel as a .s file")


def _build_cpp(path: Path, arch: str, kernel: str | None) -> Built:
    hipcc = find_hipcc()
    with tempfile.TemporaryDirectory(prefix="torch_cdna_hipcc_") as tmp:
        out = Path(tmp) / "kernel.s"
        cmd = [hipcc, "-O3", "-S", "--offload-device-only", f"--offload-arch={arch}", f"-I{path.parent}",
               str(path), "-o", str(out)]
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        if res.returncode != 0:
            raise ToolchainError(f"hipcc failed on {path} (exit {res.returncode}):\n{res.stderr.strip()}")
        text = out.read_text()
    return _build_asm_text(text, arch, kernel, f"module .cpp {path}")


BUILDERS: dict[str, Callable[[Path, str, str | None], Built]] = {
    ".s": _build_s, ".S": _build_s, ".asm": _build_s,
    ".co": _build_co, ".hsaco": _build_co,
    ".cpp": _build_cpp, ".hip": _build_cpp, ".cc": _build_cpp,
}


class SourceModule:
    """A kernel from a hand-written file; call it as ``module(grid, block, *args)``."""

    def __init__(self, path: str | os.PathLike, kernel: str | None = None, arch: str | None = None) -> None:
        self.path = Path(path)
        if self.path.suffix not in BUILDERS:
            raise ValueError(f"torch_cdna.asm.module: {self.path}: unsupported file type {self.path.suffix!r}; "
                             f"use one of {', '.join(sorted(BUILDERS))}")
        self.kernel = kernel
        self.arch = devmod.check_arch(arch, "arch") if arch else None
        self._stamp: tuple[int, int] | None = None
        self._built: Built | None = None
        self._hip: Any = None
        self.builds = 0  # how many times the file was (re)built in this process

    def _target_arch(self) -> str:
        if self.arch:
            return self.arch
        return devmod.target_arch(torch.cuda.current_device()) if devmod.rocm_available() \
            else devmod.configured_arch()

    def built(self) -> Built:
        """The current build, redone when the file's size or modification time changed."""
        try:
            st = self.path.stat()
        except OSError as exc:
            raise FileNotFoundError(f"torch_cdna.asm.module: cannot read {self.path}: {exc}") from None
        stamp = (st.st_mtime_ns, st.st_size)
        if self._built is None or stamp != self._stamp:
            self._built = BUILDERS[self.path.suffix](self.path, self._target_arch(), self.kernel)
            self._stamp, self._hip = stamp, None
            self.builds += 1
        return self._built

    @property
    def asm(self) -> str | None:
        return self.built().asm

    @property
    def code_object(self) -> bytes | None:
        return self.built().code_object

    @property
    def info(self) -> KernelInfo | None:
        return self.built().info

    def __call__(self, grid: int | Sequence[int], block: int | Sequence[int], *args: Any) -> Any:
        b = self.built()
        target = devmod.choose_target(_tensor_device(args, self.path), str(self.path))
        if target == devmod.SIM:
            return self._launch_sim(b, grid, block, args)
        return self._launch_hip(b, grid, block, args, target)

    def _launch_sim(self, b: Built, grid: Any, block: Any, args: Sequence) -> Any:
        if b.info is not None:
            _check_args(self.path, b.info, args)
        from .. import sim
        code = b.asm if b.asm is not None else b.code_object  # a .co: the simulator runs its machine code
        return sim.launch(code, b.info.name if b.info else self.kernel, grid, block, list(args), arch=b.arch)

    def _launch_hip(self, b: Built, grid: Any, block: Any, args: Sequence, index: int) -> None:
        from ..runtime.hip import HipKernel
        if b.code_object is None:
            find_toolchain(b.arch)  # raises ToolchainError explaining what is missing
        info = b.info
        assert info is not None
        _check_args(self.path, info, args)
        gpu_arch = devmod.device_arch(index)
        if gpu_arch != b.arch:
            raise ValueError(f"{self.path} is built for {b.arch} but device {index} is {gpu_arch}")
        if self._hip is None:
            self._hip = HipKernel(b.code_object, info.name)
        vals = [a.data_ptr() if isinstance(a, torch.Tensor) else a for a in args]
        vals += [0] * (len(info.args) - len(vals))  # trailing pointers (checked by _check_args): null
        self._hip.launch(devmod.dims3(grid, "grid"), devmod.dims3(block, "block"),
                         pack(info.args, vals, info.kernarg_size), index)


def _tensor_device(args: Sequence, path: Path) -> torch.device | None:
    dev = None
    for i, a in enumerate(args):
        if isinstance(a, torch.Tensor):
            if dev is not None and a.device != dev:
                raise ValueError(f"{path}: tensors on different devices ({dev} and {a.device} for argument {i}); "
                                 f"move them to one device")
            dev = a.device
    return dev


def _check_args(path: Path, info: KernelInfo, args: Sequence) -> None:
    if len(args) > len(info.args):
        raise TypeError(f"{path}: kernel {info.name!r} takes {len(info.args)} arguments "
                        f"({', '.join(a.name for a in info.args)}), got {len(args)}")
    for a in info.args[len(args):]:
        if a.value_kind != "global_buffer":
            raise TypeError(f"{path}: kernel {info.name!r}: missing argument {a.name!r} ({a.size}-byte value)")
    for karg, v in zip(info.args, args):
        pointer = karg.value_kind == "global_buffer"
        if isinstance(v, torch.Tensor):
            if not pointer:
                raise TypeError(f"{path}: argument {karg.name!r} of {info.name!r} is a {karg.size}-byte value, "
                                f"got a tensor")
            if karg.hip_type is not None and not pointee_accepts(karg.hip_type, v.dtype):
                raise TypeError(f"{path}: argument {karg.name!r} of {info.name!r} is {karg.hip_type.spelling!r}, "
                                f"got a {v.dtype} tensor")
        elif not isinstance(v, (int, float)) or (pointer and not isinstance(v, int)):
            raise TypeError(f"{path}: argument {karg.name!r} of {info.name!r}: pass a tensor, int or float, got "
                            f"{type(v).__name__}")


def module(path: str | os.PathLike, *, kernel: str | None = None, arch: str | None = None) -> SourceModule:
    """Load a hand-written kernel file (``.s``, ``.co``, ``.cpp``); see the module docstring."""
    return SourceModule(path, kernel, arch)

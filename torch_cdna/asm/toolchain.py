"""Find an LLVM that assembles and links AMDGPU assembly, and turn its diagnostics into Python exceptions.

Candidates, in order (first usable wins):

1. ``_config llvm_dir`` (``TORCH_CDNA_LLVM_DIR``): a folder with ``llvm-mc`` and ``ld.lld``; when set it must work.
2. ROCm's LLVM: ``<rocm_path>/llvm/bin`` (``ROCM_PATH``, default ``/opt/rocm``).
3. ``llvm-mc`` and ``ld.lld`` on ``PATH`` whose AMDGPU target knows the requested arch.
4. The LLVM inside Triton's wheel (triton >= 3.6, < 3.10; private APIs, pinned and tested).

Every diagnostic LLVM prints -- warnings included -- becomes an ``AssemblerError`` that quotes the offending
source line, so nothing is lost on stderr. ``Toolchain.name`` and ``Toolchain.version`` enter the cache key.

Example:
    >>> tc = find_toolchain("gfx942")
    >>> co = tc.assemble(open("kernel.s").read(), "gfx942")   # doctest: +SKIP
    >>> co[:4]                                                  # doctest: +SKIP
    b'\\x7fELF'
"""

from __future__ import annotations

import contextlib
import functools
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from .. import _config
from ..errors import AssemblerError, ToolchainError

TRIPLE = "amdgcn-amd-amdhsa"
TRITON_SUPPORTED = ((3, 6), (3, 10))  # [low, high) of the pinned triton range in pyproject.toml

_DIAG_RE = re.compile(r"^(?P<file>[^\n]*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note|remark): "
                      r"(?P<msg>.*)$")
_BARE_RE = re.compile(r"^(?:(?P<tool>[\w.+-]+): )?(?P<sev>error|warning): (?P<msg>.*)$")


@dataclass(frozen=True)
class Diagnostic:
    """One LLVM diagnostic: 1-based ``line``/``column`` into the assembled text (None when LLVM gave none)."""

    severity: str
    message: str
    line: int | None = None
    column: int | None = None


def parse_diagnostics(text: str) -> list[Diagnostic]:
    """Parse LLVM's stderr (``file:line:col: severity: message`` plus echo/caret lines) into diagnostics.

    Lines that are neither a located nor a bare ``error:``/``warning:`` header (source echoes, carets) are
    dropped; any other unrecognised non-empty text becomes an 'error' so that nothing is silently ignored.
    """
    diags: list[Diagnostic] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        raw = lines[i]
        m = _DIAG_RE.match(raw)
        if m:
            diags.append(Diagnostic(m["sev"], m["msg"].strip(), int(m["line"]), int(m["col"])))
            # LLVM echoes the source line and a caret line after a located diagnostic.
            i += 3 if i + 2 < len(lines) and lines[i + 2].strip() == "^" else 1
            continue
        b = _BARE_RE.match(raw.strip())
        if b:
            diags.append(Diagnostic(b["sev"], b["msg"].strip()))
        elif raw.strip() and not raw.strip().startswith(">>>"):
            diags.append(Diagnostic("error", raw.strip()))
        i += 1
    return diags


def format_diagnostics(diags: list[Diagnostic], source: str, header: str) -> str:
    """Render diagnostics with the offending source line quoted and a caret under the column."""
    src_lines = source.splitlines()
    out = [header]
    for d in diags:
        if d.line is None:
            out.append(f"  {d.severity}: {d.message}")
            continue
        out.append(f"  line {d.line}, column {d.column}: {d.severity}: {d.message}")
        if 1 <= d.line <= len(src_lines):
            text = src_lines[d.line - 1].expandtabs(8)
            gutter = f"    {d.line:>5} | "
            out.append(gutter + text)
            if d.column:
                col = len(src_lines[d.line - 1][: d.column - 1].expandtabs(8))
                out.append(" " * (len(gutter) - 2) + "| " + " " * col + "^")
    return "\n".join(out)


def split_arch(arch: str) -> tuple[str, str]:
    """``"gfx942:sramecc+:xnack-"`` -> ``("gfx942", "+sramecc,-xnack")`` (processor, LLVM feature string)."""
    proc, *feats = arch.split(":")
    if not re.fullmatch(r"gfx[0-9a-f]{3,4}", proc):
        raise ToolchainError(f"invalid AMDGPU arch {arch!r}: expected e.g. 'gfx942' or 'gfx950' "
                             f"(optionally with features, 'gfx942:xnack-')")
    features = []
    for f in feats:
        if not f or f[-1] not in "+-":
            raise ToolchainError(f"invalid target feature {f!r} in arch {arch!r}: write e.g. 'xnack-' or 'sramecc+'")
        features.append(f[-1] + f[:-1])
    return proc, ",".join(features)


_FD2_LOCK = threading.Lock()


@contextlib.contextmanager
def capture_fd2() -> Iterator[list[str]]:
    """Redirect file descriptor 2 into a temporary file for the duration; yields a list that receives the text.

    LLVM libraries loaded in-process write diagnostics straight to fd 2 (not ``sys.stderr``), so only an
    fd-level redirect catches them. A lock serialises captures between threads.
    """
    result: list[str] = []
    with _FD2_LOCK, tempfile.TemporaryFile(mode="w+b") as tmp:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(tmp.fileno(), 2)
        try:
            yield result
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            result.append(tmp.read().decode("utf-8", "replace"))


@dataclass(frozen=True)
class Toolchain:
    """An LLVM able to assemble and link AMDGPU code objects.

    ``name`` says where it came from ('llvm-dir', 'rocm', 'path', 'triton'), ``version`` identifies its LLVM;
    both are part of the cache key. ``assemble`` returns a linked, loadable code object (ELF bytes).
    """

    name: str
    version: str
    location: str
    _assemble_object: Callable[[str, str, str], bytes] = field(repr=False, compare=False)
    _link: Callable[[bytes], bytes] = field(repr=False, compare=False)

    @property
    def ident(self) -> str:
        """Stable identity for cache keys: ``name:version``."""
        return f"{self.name}:{self.version}"

    def assemble(self, asm_text: str, arch: str) -> bytes:
        """Assemble ``asm_text`` for ``arch`` and link it into a code object; any diagnostic raises AssemblerError."""
        proc, features = split_arch(arch)
        obj = self._assemble_object(asm_text, proc, features)
        return self._link(obj)

    def fail(self, stderr: str, asm_text: str, arch: str, cause: str = "") -> AssemblerError:
        """Build the AssemblerError for LLVM's stderr text (public so back ends share one message format)."""
        diags = parse_diagnostics(stderr)
        if not diags:
            diags = [Diagnostic("error", cause or "the assembler failed without printing a diagnostic")]
        worst = "rejected" if any(d.severity == "error" for d in diags) else "warned about"
        header = f"LLVM ({self.name} {self.version}) {worst} the assembly for {arch}:"
        err = AssemblerError(format_diagnostics(diags, asm_text, header))
        err.diagnostics = diags  # type: ignore[attr-defined]
        return err


# ----------------------------------------------------------------------------------------------------------
# Back end 1: llvm-mc + ld.lld executables (ROCm, llvm_dir, PATH)

def _run(cmd: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, input=stdin, capture_output=True, timeout=120)


def _tools_toolchain(name: str, llvm_mc: str, ld_lld: str) -> Toolchain:
    first = _run([llvm_mc, "--version"]).stdout.decode(errors="replace")
    m = re.search(r"LLVM version (\S+)", first)
    version = m.group(1) if m else "unknown"
    holder: dict[str, Toolchain] = {}

    def assemble_object(text: str, proc: str, features: str) -> bytes:
        with tempfile.TemporaryDirectory(prefix="torch_cdna_as_") as tmp:
            out = Path(tmp) / "k.o"
            cmd = [llvm_mc, f"-triple={TRIPLE}", f"-mcpu={proc}", "-filetype=obj", "-o", str(out)]
            if features:
                cmd.append(f"-mattr={features}")
            res = _run(cmd, text.encode())
            err = res.stderr.decode(errors="replace")
            if res.returncode != 0 or err.strip():
                raise holder["tc"].fail(err, text, proc, f"llvm-mc exited with status {res.returncode}")
            return out.read_bytes()

    def link(obj: bytes) -> bytes:
        with tempfile.TemporaryDirectory(prefix="torch_cdna_ld_") as tmp:
            src, dst = Path(tmp) / "k.o", Path(tmp) / "k.co"
            src.write_bytes(obj)
            res = _run([ld_lld, "-shared", "--no-undefined", str(src), "-o", str(dst)])
            err = res.stderr.decode(errors="replace")
            if res.returncode != 0 or err.strip():
                raise ToolchainError(f"ld.lld ({ld_lld}) failed to link the code object: {err.strip()}")
            return dst.read_bytes()

    tc = Toolchain(name, version, str(Path(llvm_mc).parent), assemble_object, link)
    holder["tc"] = tc
    return tc


def _knows_arch(llvm_mc: str, proc: str) -> bool:
    """Whether this llvm-mc's AMDGPU target knows ``proc`` (unknown CPUs only produce a stderr warning)."""
    try:
        res = _run([llvm_mc, f"-triple={TRIPLE}", f"-mcpu={proc}", "-filetype=asm", "-o", os.devnull], b"")
    except (OSError, subprocess.SubprocessError):
        return False
    return res.returncode == 0 and not res.stderr.strip()


def _tools_in(folder: Path, proc: str, name: str) -> tuple[Toolchain | None, str]:
    mc, ld = folder / "llvm-mc", folder / "ld.lld"
    missing = [p.name for p in (mc, ld) if not os.access(p, os.X_OK)]
    if missing:
        return None, f"{name}: {', '.join(missing)} not found in {folder}"
    if not _knows_arch(str(mc), proc):
        return None, f"{name}: {mc} does not know {proc}"
    return _tools_toolchain(name, str(mc), str(ld)), ""


def _find_llvm_dir(proc: str) -> tuple[Toolchain | None, str]:
    folder = _config.get("llvm_dir")
    if not folder:
        return None, "llvm-dir: TORCH_CDNA_LLVM_DIR not set"
    tc, why = _tools_in(Path(folder), proc, "llvm-dir")
    if tc is None:  # an explicit request must not silently fall back to another LLVM
        raise ToolchainError(f"TORCH_CDNA_LLVM_DIR={folder!r} is unusable ({why}); it needs llvm-mc and ld.lld "
                             f"whose AMDGPU target knows {proc}; unset it to use the discovered toolchain")
    return tc, ""


def _find_rocm(proc: str) -> tuple[Toolchain | None, str]:
    return _tools_in(Path(_config.get("rocm_path")) / "llvm" / "bin", proc, "rocm")


def _find_path(proc: str) -> tuple[Toolchain | None, str]:
    mc, ld = shutil.which("llvm-mc"), shutil.which("ld.lld")
    return _path_tools(proc, mc, ld)


def _path_tools(proc: str, mc: str | None, ld: str | None) -> tuple[Toolchain | None, str]:
    if not mc or not ld:
        return None, "path: " + " and ".join(n for n, p in (("llvm-mc", mc), ("ld.lld", ld)) if not p) + \
            " not on PATH"
    if not _knows_arch(mc, proc):
        return None, f"path: {mc} does not know {proc}"
    return _tools_toolchain("path", mc, ld), ""


# ----------------------------------------------------------------------------------------------------------
# Back end 2: the LLVM inside Triton's wheel (in-process; diagnostics go to fd 2)

def _triton_assembler() -> Callable[[str, str, str], bytes]:
    """Triton >= 3.9: backends.amd.compiler.assemble_amdgcn raises; 3.6-3.8: libtriton.amd.assemble_amdgcn."""
    try:
        from triton.backends.amd import compiler as amd_compiler
        if hasattr(amd_compiler, "assemble_amdgcn"):
            return amd_compiler.assemble_amdgcn
    except ImportError:
        pass
    from triton._C import libtriton
    libtriton.llvm.init_targets()
    return libtriton.amd.assemble_amdgcn


def _triton_toolchain(version: str) -> Toolchain:
    holder: dict[str, Toolchain] = {}

    def assemble_object(text: str, proc: str, features: str) -> bytes:
        assemble = _triton_assembler()
        obj, cause = None, ""
        with capture_fd2() as captured:
            try:
                obj = assemble(text, proc, features)
            except Exception as exc:  # noqa: BLE001 -- triton raises RuntimeError; keep its text as the cause
                cause = str(exc)
        stderr = captured[0]
        if obj is None or stderr.strip():
            raise holder["tc"].fail(stderr, text, proc, cause)
        return bytes(obj)

    def link(obj: bytes) -> bytes:
        from triton._C import libtriton
        with tempfile.TemporaryDirectory(prefix="torch_cdna_ld_") as tmp:
            src, dst = Path(tmp) / "k.o", Path(tmp) / "k.co"
            src.write_bytes(obj)
            with capture_fd2() as captured:
                try:
                    libtriton.amd.link_hsaco(str(src), str(dst))
                    failure = ""
                except Exception as exc:  # noqa: BLE001
                    failure = str(exc)
            if failure or captured[0].strip() or not dst.exists():
                raise ToolchainError(f"Triton's ld.lld failed to link the code object: {failure} {captured[0]}")
            return dst.read_bytes()

    spec = importlib.util.find_spec("triton")
    location = str(Path(spec.origin).parent) if spec and spec.origin else "triton"
    tc = Toolchain("triton", version, location, assemble_object, link)
    holder["tc"] = tc
    return tc


def _find_triton(proc: str) -> tuple[Toolchain | None, str]:
    if importlib.util.find_spec("triton") is None:
        return None, "triton: not installed (pip install 'triton>=3.6,<3.10')"
    version = importlib.metadata.version("triton")
    nums = tuple(int(x) for x in re.findall(r"\d+", version)[:2])
    low, high = TRITON_SUPPORTED
    if not low <= nums < high:
        return None, f"triton: version {version} is outside the supported range >=3.6,<3.10"
    spec = importlib.util.find_spec("triton")  # a top-level find_spec does not import triton (~0.3 s)
    if not spec or not spec.origin or not (Path(spec.origin).parent / "backends" / "amd").is_dir():
        return None, f"triton: {version} has no AMD backend"
    return _triton_toolchain(version), ""


# Order matters: an explicit llvm_dir, then ROCm, then PATH, then Triton's wheel.
FINDERS: list[Callable[[str], tuple[Toolchain | None, str]]] = [_find_llvm_dir, _find_rocm, _find_path, _find_triton]


@functools.lru_cache(maxsize=None)
def _find_cached(proc: str, llvm_dir: str, rocm_path: str, path: str) -> Toolchain:
    reasons = []
    for finder in FINDERS:
        tc, why = finder(proc)
        if tc is not None:
            return tc
        reasons.append(why)
    raise ToolchainError(f"no LLVM toolchain that assembles {proc} was found:\n  " + "\n  ".join(reasons) +
                         "\nInstall ROCm, put llvm-mc and ld.lld (LLVM >= 19) on PATH, set TORCH_CDNA_LLVM_DIR, or "
                         "pip install 'triton>=3.6,<3.10'")


def find_toolchain(arch: str | None = None) -> Toolchain:
    """Return the first usable toolchain for ``arch`` (default: ``_config arch`` or gfx942); cached per process.

    Raises ToolchainError listing why each candidate was rejected.
    """
    proc, _ = split_arch(arch or _config.get("arch") or "gfx942")
    # PATH is part of the memo key (it may change); the lookups in it run only on a miss (two shutil.which
    # calls cost more than the rest of a disk-cache hit's toolchain step)
    return _find_cached(proc, str(_config.get("llvm_dir")), str(_config.get("rocm_path")),
                        os.environ.get("PATH", ""))


def available_toolchain(arch: str | None = None) -> Toolchain | None:
    """Like ``find_toolchain`` but returns None instead of raising when there is none."""
    try:
        return find_toolchain(arch)
    except ToolchainError:
        return None

"""Fetch vLLM's published source distribution at run time, cache it, and load its ``@triton.jit`` kernels.

Nothing of vLLM is committed here: benchmarks and tests download the sdist ``vllm-0.33.0.tar.gz`` (47 MB, the
smallest published file that holds vLLM's Triton kernels and its tuned-config JSONs; the wheels are ~335 MB)
from PyPI into ``<torch_cdna cache_dir>/vllm/<version>/`` (``TORCH_CDNA_CACHE_DIR``, default
``~/.cache/torch_cdna``), unpack only the members asked for, and build the kernels from their source text.

- ``sdist_path()``: the verified archive (checked against the SHA-256 PyPI publishes for it, pinned below);
- ``source_file(relpath)`` / ``source_files(pattern)``: members under the package root (``vllm/...``), unpacked
  once into ``<cache>/src/``; a pattern's member list is remembered so later calls do not reread the archive;
- ``load_kernels(relpath, *names)``: the named ``@triton.jit`` functions of one module, plus every
  ``@triton.jit`` function of that module they call (transitively), cut out by AST and written as a small
  module (``import triton``, ``import triton.language as tl``, the functions verbatim with their decorators)
  into ``<cache>/kernels/``, then imported, so Triton sees ordinary ``JITFunction`` objects with a real source
  file. Module-level names the functions read must be literal constants in the module or be given in
  ``extra_globals``; anything else is refused with its name;
- ``compile_launch(fn, arch, args, kwargs)``: such a function compiled by the installed Triton's AMD backend
  for a ROCm ``arch`` exactly as Triton's JIT launcher would specialise the launch ``fn[grid](*args, **kwargs)``
  there, with the argument list of the compiled kernel's ABI (for ``torch_cdna.sim.launch``).

Safety and failure: downloads (``benchmarks/pypi_pinned.py``) go to a private temporary file, are hash-checked,
then renamed into place; a cached archive with a wrong hash is deleted and fetched again; unpacking writes a
temporary file per member and renames it (concurrent processes race harmlessly). Any failure (offline, PyPI
down, a bad file twice, a missing member) raises ``VllmUnavailable`` naming the package, version and cause;
tests turn it into ``pytest.skip``.

Example:
    >>> from benchmarks import vllm_source
    >>> vllm_source.cache_dir().name == vllm_source.VERSION
    True
    >>> mod = vllm_source.load_kernels(MOE_MODULE, "fused_moe_kernel")          # doctest: +SKIP
    >>> type(mod.fused_moe_kernel).__name__                                    # doctest: +SKIP
    'JITFunction'
"""

from __future__ import annotations

import ast
import builtins
import fnmatch
import functools
import hashlib
import importlib.util
import json
import shutil
import tarfile
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterable, Mapping, Sequence

from benchmarks import pypi_pinned
from torch_cdna import _config

PACKAGE = "vllm"
VERSION = "0.33.0"
SDIST_NAME = f"vllm-{VERSION}.tar.gz"
# The digest PyPI lists for SDIST_NAME (https://pypi.org/pypi/vllm/json, releases["0.33.0"], uploaded 2026-11-02).
SDIST_SHA256 = "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112"
PYPI_JSON = "https://pypi.org/pypi/vllm/json"
ROOT = f"vllm-{VERSION}/"            # every member of the sdist sits under this folder
MOE_MODULE = "vllm/model_executor/layers/fused_moe/fused_moe.py"
MOE_CONFIGS = "vllm/model_executor/layers/fused_moe/configs/"
_CHUNK = 1 << 20


class VllmUnavailable(RuntimeError):
    """vLLM's sdist could not be fetched, verified or read (the message says which and why)."""


def cache_dir() -> Path:
    """``<cache_dir>/vllm/<VERSION>``: where the archive, its unpacked members and the kernel modules live."""
    return Path(_config.get("cache_dir")) / "vllm" / VERSION


def _pinned() -> pypi_pinned.Pinned:
    """The pinned sdist, read from the module constants at call time (so a test may swap one)."""
    return pypi_pinned.Pinned(PACKAGE, VERSION, SDIST_NAME, SDIST_SHA256, PYPI_JSON)


# Temporary file in the destination's folder, then a rename: also used for unpacked members and kernel modules.
_write_atomic = pypi_pinned.write_atomic


def _unavailable(what: str, exc: Exception) -> VllmUnavailable:
    return VllmUnavailable(f"{what} ({PACKAGE}=={VERSION}, {SDIST_NAME} from PyPI, cache {cache_dir()}): "
                           f"{type(exc).__name__}: {exc}")


def sdist_path(opener: Callable | None = None) -> Path:
    """The verified cached sdist, downloaded (again, if the cached copy is corrupt) when needed.

    ``opener`` stands in for ``urllib.request.urlopen`` in tests.
    """
    return pypi_pinned.fetch(_pinned(), cache_dir() / SDIST_NAME, opener, error=VllmUnavailable)


def _check_relpath(relpath: str) -> None:
    parts = Path(relpath).parts
    if not parts or Path(relpath).is_absolute() or ".." in parts:
        raise ValueError(f"vllm_source: relpath must be a relative path inside the package root, such as "
                         f"{MOE_MODULE!r}; got {relpath!r}")


def _unpack(relpaths: Iterable[str] | None, pattern: str | None, opener: Callable | None) -> list[str]:
    """One pass over the archive: write the wanted members (exact ``relpaths`` or those ``pattern`` matches)
    that are not cached yet under ``<cache>/src/``; returns the matched relpaths, sorted."""
    wanted = set(relpaths or ())
    src, found = cache_dir() / "src", []
    try:
        with tarfile.open(sdist_path(opener), "r:gz") as tf:
            for info in tf:
                rel = info.name[len(ROOT):] if info.name.startswith(ROOT) else ""
                if not info.isfile() or not rel or not (rel in wanted or (pattern and fnmatch.fnmatch(rel, pattern))):
                    continue
                _check_relpath(rel)  # refuse names that climb out of the cache
                found.append(rel)
                dest = src / rel
                if not dest.exists():
                    member = tf.extractfile(info)
                    _write_atomic(dest, lambda out: shutil.copyfileobj(member, out, _CHUNK))
                if not pattern and wanted <= set(found):
                    break  # exact members only: stop reading the archive once all are out
    except VllmUnavailable:
        raise
    except Exception as exc:
        raise _unavailable("cannot unpack", exc) from exc
    return sorted(found)


def source_file(relpath: str, opener: Callable | None = None) -> Path:
    """The unpacked member ``vllm-<VERSION>/<relpath>`` (e.g. ``MOE_MODULE``), read from the archive once.

    Example:
        >>> source_file(MOE_MODULE).name                                        # doctest: +SKIP
        'fused_moe.py'
    """
    _check_relpath(relpath)
    dest = cache_dir() / "src" / relpath
    if dest.exists():
        return dest
    if relpath not in _unpack([relpath], None, opener):
        raise VllmUnavailable(f"{PACKAGE}=={VERSION}: {SDIST_NAME} has no member {ROOT}{relpath}")
    return dest


def source_files(pattern: str, opener: Callable | None = None) -> list[Path]:
    """Unpacked members whose path under the package root matches the ``fnmatch`` ``pattern`` (``*`` also
    crosses ``/``), e.g. ``MOE_CONFIGS + "*device_name=AMD_Instinct_MI300X.json"``; sorted; may be empty.

    Example:
        >>> [p.name for p in source_files(MOE_CONFIGS + "E=8,N=2048,device_name=AMD_Instinct_MI300X.json")]
        ... # doctest: +SKIP
        ['E=8,N=2048,device_name=AMD_Instinct_MI300X.json']
    """
    _check_relpath(pattern)
    listing = cache_dir() / "globs" / (hashlib.sha256(pattern.encode()).hexdigest()[:16] + ".json")
    if listing.exists():
        rels = json.loads(listing.read_text())
        if all((cache_dir() / "src" / r).exists() for r in rels):
            return [cache_dir() / "src" / r for r in rels]
    rels = _unpack(None, pattern, opener)
    _write_atomic(listing, lambda out: json.dump(rels, out), text=True)
    return [cache_dir() / "src" / r for r in rels]


# ------------------------------------------------------------------------------------ kernel extraction
def _is_jit(node: ast.FunctionDef) -> bool:
    """True when one of ``node``'s decorators is ``triton.jit`` (bare or called with options)."""
    for dec in node.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        if isinstance(target, ast.Attribute) and target.attr == "jit":
            return True
    return False


def _closure(jits: dict[str, ast.FunctionDef], names: tuple[str, ...], relpath: str) -> list[str]:
    """``names`` and the jit functions they call, transitively, in source order."""
    todo, seen = list(names), set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in jits:
            raise KeyError(f"vllm_source: {relpath} has no @triton.jit function {name!r}; it has {sorted(jits)}")
        seen.add(name)
        todo += [n.id for n in ast.walk(jits[name]) if isinstance(n, ast.Name) and n.id in jits]
    return [n for n in jits if n in seen]


def _constants(tree: ast.Module, funcs: list[ast.FunctionDef], known: set[str], relpath: str) -> dict[str, Any]:
    """Module-level literal constants the functions read; any other free global is refused by name."""
    literal: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                literal[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    used: dict[str, Any] = {}
    for fn in funcs:
        local = {a.arg for a in ast.walk(fn.args) if isinstance(a, ast.arg)}
        local |= {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        for n in ast.walk(fn):
            if not isinstance(n, ast.Name) or not isinstance(n.ctx, ast.Load) or n.id in local | known:
                continue
            if n.id in literal:
                used[n.id] = literal[n.id]
            elif not hasattr(builtins, n.id):
                raise NameError(f"vllm_source: {fn.name} in {relpath} reads the module global {n.id!r}, which is "
                                f"not a literal constant there; pass it in extra_globals")
    return used


def kernel_source(relpath: str, *names: str, extra_globals: tuple[str, ...] = (),
                  opener: Callable | None = None) -> str:
    """The text of the module ``load_kernels`` builds: imports, literal constants, the functions verbatim."""
    text = source_file(relpath, opener).read_text()
    tree = ast.parse(text)
    jits = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef) and _is_jit(n)}
    chosen = [jits[n] for n in _closure(jits, names, relpath)]
    consts = _constants(tree, chosen, {"triton", "tl", *jits, *extra_globals}, relpath)
    lines = text.splitlines()
    parts = [f'"""@triton.jit functions {", ".join(f.name for f in chosen)} of {PACKAGE} {VERSION} {relpath}, '
             f'cut out by benchmarks/vllm_source.py (generated; not part of torch_cdna)."""',
             "import triton", "import triton.language as tl", ""]
    parts += [f"{k} = {v!r}" for k, v in consts.items()]
    for fn in chosen:
        first = min([fn.lineno] + [d.lineno for d in fn.decorator_list])
        parts += ["", "", *lines[first - 1:fn.end_lineno]]
    return "\n".join(parts) + "\n"


def load_kernels(relpath: str, *names: str, extra_globals: dict[str, Any] | None = None,
                 opener: Callable | None = None) -> ModuleType:
    """A module holding the named ``@triton.jit`` functions of vLLM's ``relpath`` and the jit helpers they call
    (``kernel_source``), written to ``<cache>/kernels/`` and imported; ``extra_globals`` are set on it first.

    Example:
        >>> mod = load_kernels(MOE_MODULE, "fused_moe_kernel")                 # doctest: +SKIP
        >>> sorted(n for n in vars(mod) if not n.startswith("_") and n not in ("triton", "tl"))  # doctest: +SKIP
        ['fused_moe_kernel', 'write_zeros_to_output']
    """
    if not names:
        raise ValueError("vllm_source.load_kernels: name at least one @triton.jit function, e.g. 'fused_moe_kernel'")
    extra = dict(extra_globals or {})
    text = kernel_source(relpath, *names, extra_globals=tuple(extra), opener=opener)
    stem = Path(relpath).stem + "_" + hashlib.sha256(text.encode()).hexdigest()[:12]
    path = cache_dir() / "kernels" / f"{stem}.py"
    if not path.exists():
        _write_atomic(path, lambda out: out.write(text), text=True, suffix=".py")
    spec = importlib.util.spec_from_file_location(f"_vllm_kernels_{stem}", path)
    module = importlib.util.module_from_spec(spec)
    module.__dict__.update(extra)
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------------------------ compiling for ROCm
# One cache for every loaded kernel: (the JITFunction, repr of arch, signature, constants, attributes, options).
_COMPILED: dict[tuple[Any, str], Any] = {}


@functools.lru_cache(maxsize=None)
def _launcher(fn: Any, arch: str) -> tuple[Any, Any]:
    """(Triton's HIP backend for ``arch``, the argument binder Triton's launcher builds for ``fn`` with it)."""
    from triton.backends.compiler import GPUTarget
    from triton.compiler import make_backend
    from triton.runtime.jit import create_function_from_signature
    backend = make_backend(GPUTarget("hip", arch, 64))
    return backend, create_function_from_signature(fn.signature, fn.params, backend)


def compile_launch(fn: Any, arch: str, args: Sequence[Any] = (), kwargs: Mapping[str, Any] | None = None
                   ) -> tuple[Any, list]:
    """(CompiledKernel, the argument list of its ABI) for the launch ``fn[grid](*args, **kwargs)`` of a
    ``@triton.jit`` function on a ROCm ``arch`` device (wave 64): Triton's binder specialises the arguments and
    ``_pack_args`` yields the signature, constants, attributes and HIP options; compiled once per distinct
    (fn, arch, signature, constants, attributes, options) in this process.

    Example:
        >>> mod = load_kernels(MOE_MODULE, "fused_moe_kernel")                 # doctest: +SKIP
        >>> ck, abi = compile_launch(mod.fused_moe_kernel, "gfx942", args, kwargs)  # doctest: +SKIP
        >>> stats = torch_cdna.sim.launch(ck, grid=(n,), args=abi, arch="gfx942")   # doctest: +SKIP
    """
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    backend, binder = _launcher(fn, arch)
    kwargs = {"debug": False, **(kwargs or {})}
    bound, spec, opts = binder(*args, **kwargs)
    options, signature, constexprs, attrs = fn._pack_args(backend, kwargs, bound, spec, opts)
    key = (fn, repr((arch, signature, sorted(constexprs.items()), sorted(attrs.items()), options)))
    if key not in _COMPILED:
        src = ASTSource(fn, signature, constexprs, attrs)
        _COMPILED[key] = triton.compile(src, target=GPUTarget("hip", arch, 64), options=options.__dict__)
    return _COMPILED[key], [v for name, v in bound.items() if signature[name] != "constexpr"]


__all__ = ["MOE_CONFIGS", "MOE_MODULE", "VERSION", "VllmUnavailable", "cache_dir", "compile_launch",
           "kernel_source", "load_kernels", "sdist_path", "source_file", "source_files"]

"""Probes of the code-object cache and of first use from several threads: a garbage entry, an entry copied
onto another key's path, ``cache clear`` pointed at a folder the cache did not write, and four threads
calling ops for the first time in a fresh process with an empty cache."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import torch

import torch_cdna
from torch_cdna import _config
from torch_cdna.errors import CdnaError

from .model import (REPO, Ctx, Either, FilesState, FinishesWithin, LeavesUntouched, Probe, Raises, Succeeds,
                    WrongValue, in_subprocess, snapshot)



@torch_cdna.asm.jit()
def store_value(J, VALUE, out: "int*"):
    s = J.gpr("su32", VALUE)
    J.s_store_dword(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


def _stored(value: int) -> int:
    out = torch.full((4,), -1, dtype=torch.int32)
    store_value([1], [64], value, out)
    return int(out[0])


def _entries(cache: Path) -> set[Path]:
    return set(cache.rglob("*.entry"))


def _fresh_entry(cache: Path, value: int) -> Path:
    """Compile (and run) ``store_value`` for ``value`` into ``cache``; the entry file it added."""
    before = _entries(cache)
    store_value.clear_memo()
    if _stored(value) != value:
        raise WrongValue(f"a fresh compile of VALUE={value} stored another value")
    added = sorted(_entries(cache) - before)
    if len(added) != 1:
        raise AssertionError(f"expected one new cache file, got {added}")
    return added[0]


def _garbage_entry(ctx: Ctx) -> bool:
    """A cache entry overwritten with garbage: rebuilt (right result), never a permanent failure."""
    value = 100 + ctx.seed % 1000
    with _config.override(cache_dir=ctx.tmp):
        entry = _fresh_entry(ctx.tmp, value)
        entry.write_bytes(os.urandom(entry.stat().st_size))
        for _ in range(2):  # the first call rebuilds; the second must use the rebuilt entry
            store_value.clear_memo()
            if (got := _stored(value)) != value:
                raise WrongValue(f"after a garbage entry, VALUE={value} stored {got}")
    return True


def _entry_on_other_key(ctx: Ctx) -> bool:
    """Key A's entry copied onto key B's path: B must not run A's code."""
    a, b = 200 + ctx.seed % 1000, 1300 + ctx.seed % 1000
    with _config.override(cache_dir=ctx.tmp):
        entry_a, entry_b = _fresh_entry(ctx.tmp, a), _fresh_entry(ctx.tmp, b)
        shutil.copyfile(entry_a, entry_b)
        store_value.clear_memo()
        if (got := _stored(b)) != b:
            raise WrongValue(f"with VALUE={a}'s entry at VALUE={b}'s path, VALUE={b} stored {got}")
    return True


def _clear_foreign(ctx: Ctx) -> FilesState:
    """``python -m torch_cdna cache clear`` with the cache dir set to a git folder: its objects/ survive."""
    foreign = ctx.tmp / "repo.git"
    for name, data in (("objects/ab/cdef0123", b"blob"), ("objects/pack/p.idx", b"idx"), ("HEAD", b"ref")):
        (foreign / name).parent.mkdir(parents=True, exist_ok=True)
        (foreign / name).write_bytes(data)
    before = snapshot(foreign)
    proc = subprocess.run([sys.executable, "-m", "torch_cdna", "cache", "clear"], cwd=REPO, capture_output=True,
                          text=True, timeout=60, env={**os.environ, "TORCH_CDNA_CACHE_DIR": str(foreign)})
    error = None if proc.returncode == 0 else CdnaError(proc.stderr.strip()[-300:])
    return FilesState(before, snapshot(foreign), error)


_FIRST_USE_THREADS = """
import tempfile, threading, torch, os
import torch_cdna.ops
from torch_cdna import _config
from torch_cdna.ops import OPS
gen = torch.Generator().manual_seed({seed})
x, w = torch.randn(5, 32, generator=gen), torch.randn(32, generator=gen)
barrier, results, errors = threading.Barrier(4), {{}}, []
def work(i):
    try:
        barrier.wait()
        if i % 2:
            results[i] = torch.ops.cdna.rmsnorm(x, w, 1e-5) - OPS["rmsnorm"].reference(x, w, 1e-5)
        else:
            results[i] = torch.ops.cdna.softmax(x, -1) - OPS["softmax"].reference(x, -1)
    except BaseException as err:
        errors.append(err)
threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
for t in threads: t.start()
for t in threads: t.join()
if errors:
    raise errors[0]
worst = max(float(r.abs().max()) for r in results.values())
if worst > 1e-5:
    raise AssertionError(f"a thread's result is off by {{worst}}")
RESULT = "4 threads ok"
"""


def _first_use_from_threads(ctx: Ctx) -> str:
    """Four threads' first op calls in a fresh process with an empty cache (concurrent compiles and writes)."""
    return in_subprocess(_FIRST_USE_THREADS.format(seed=ctx.seed), 90.0,
                         env={"TORCH_CDNA_CACHE_DIR": str(ctx.tmp / "cache"), "TORCH_CDNA_OPS_IMPL": "kernel"})


def probes() -> list[Probe]:
    def p(pid: str, fn: Callable, expect: Any, xfail: str | None = None) -> Probe:
        return Probe(f"cache.{pid}", "cache / threads", fn, expect, xfail=xfail)
    return [
        p("garbage_entry_rebuilt", _garbage_entry, Succeeds()),
        p("entry_copied_to_other_key", _entry_on_other_key,
          Either(Succeeds(), Raises(CdnaError, ("key",)))),
        p("clear_on_foreign_folder", _clear_foreign, LeavesUntouched()),
        p("first_use_from_four_threads", _first_use_from_threads, FinishesWithin(90.0, then=Succeeds())),
    ]

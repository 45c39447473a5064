"""The memoised cache key (issue 18): a repeated key reads no source, yet every change a fresh key sees still
changes it, to the same value a fresh computation gives (``cache.MEMOIZE = False`` is that reference)."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import os
import pkgutil
import random
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from torch_cdna import _config
from torch_cdna.asm import cache as cmod
from torch_cdna.asm.cache import cache_key
from torch_cdna.asm.kernel import AsmKernel, CompileOptions

sys.path.insert(0, str(Path(__file__).parent))
from asm_samples import scalar_store_kernel  # noqa: E402

jitmod = importlib.import_module("torch_cdna.asm.jit")  # the module; torch_cdna.asm.jit is the decorator
BASE = dict(constants={"N": 8}, arch="gfx942", options=CompileOptions(), toolchain="triton:3.9.0")


def _key(fn, deps=None):
    return cache_key(fn, **BASE, deps=deps)


def _fresh_key(fn, deps=None):
    """The key computed from scratch: no memoised source, entry or witness."""
    saved, cmod.MEMOIZE = cmod.MEMOIZE, False
    try:
        return _key(fn, deps)
    finally:
        cmod.MEMOIZE = saved


def _both(fn):
    """(memoised key, fresh key), asserting the memoised one read the same bindings."""
    mine, ref = cmod.Dependencies(), cmod.Dependencies()
    key = _key(fn, mine)
    fresh = _fresh_key(fn, ref)
    assert mine._bindings.keys() == ref._bindings.keys() and mine._cells.keys() == ref._cells.keys()
    return key, fresh


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _module(tmp_path, name, source):
    path = tmp_path / f"{name}.py"
    path.write_text(textwrap.dedent(source))
    return _load(path, name), path


class _Counter:
    """Counts calls of a wrapped function (the source reader, the fresh fingerprint of a function)."""

    def __init__(self, fn):
        self.fn, self.calls = fn, 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.fn(*args, **kwargs)


@pytest.fixture
def reads(monkeypatch):
    """(source reads, fresh function fingerprints) counters."""
    getsource = _Counter(cmod._definition_text)
    monkeypatch.setattr(cmod, "_definition_text", getsource)
    fresh = _Counter(cmod._Fingerprinter._function_entry)
    monkeypatch.setattr(cmod._Fingerprinter, "_function_entry",
                        lambda self, fn, where: fresh(self, fn, where))
    return getsource, fresh


HELPERS = """
    import types
    cfg = types.ModuleType("cfg_{tag}")
    cfg.TILE = 64
    SCALE = 3
    TABLE = {{"a": 1, "b": [1, 2]}}
    PAIRS = ((1, 2), [3, 4])
    MODES = {{"x": 1, "y": (2, 3)}}
    ARRAY = None

    class Kit:
        WIDTH = 4
        def emit(self, x):
            return x * self.WIDTH + leaf(x)
        def again(self):
            return Kit()

    def leaf(x):
        return abs(x) + SCALE + TABLE["a"] + PAIRS[0][0] + MODES["x"]

    def mid(x, bias=1):
        return leaf(x) + bias + cfg.TILE + (ARRAY[0] if ARRAY is not None else 0)

    def make(scale):
        def kernel(J, N):
            return mid(N) * scale + Kit().emit(N)
        return kernel

    kernel = make(2)
"""


# ----------------------------------------------------------------------------------------------------------
# No re-reading

def test_source_reader_gives_inspect_getsource_text():
    """The reader slices the definition's lines by the code's positions instead of tokenizing the file."""
    kernels = _op_kernels()
    helpers = {id(f): f for k in kernels for f in vars(inspect.getmodule(k.fn)).values()
               if inspect.isfunction(f) and f.__module__.startswith("torch_cdna.ops")}
    assert len(helpers) > 50
    for f in [k.fn for k in kernels] + list(helpers.values()):
        assert cmod._definition_text(f, f.__code__) == inspect.getsource(f), f.__qualname__


def test_repeated_key_reads_no_source_and_fingerprints_no_function(tmp_path, reads):
    mod, _ = _module(tmp_path, "k_reread", HELPERS.format(tag="r"))
    getsource, fresh = reads
    first = _key(mod.kernel)
    assert getsource.calls >= 4 and fresh.calls >= 4  # kernel, mid, leaf, Kit's methods
    getsource.calls = fresh.calls = 0
    for _ in range(3):
        assert _key(mod.kernel) == first
    assert getsource.calls == 0 and fresh.calls == 0
    # another closure of the same code: its source is memoised with the code, its helpers with themselves
    other = mod.make(5)
    assert _key(other) != first
    assert getsource.calls == 0 and fresh.calls == 1


def test_package_fingerprint_is_computed_once_per_process(monkeypatch):
    reads = _Counter(Path.read_bytes)
    monkeypatch.setattr(Path, "read_bytes", lambda self: reads(self))
    cmod.package_fingerprint.cache_clear()
    value = cmod.package_fingerprint()
    assert reads.calls > 10  # the compiler's sources
    reads.calls = 0

    def kernel(J, N):
        return N
    for _ in range(3):
        assert cmod.package_fingerprint() == value
        _key(kernel)
    assert reads.calls == 0


# ----------------------------------------------------------------------------------------------------------
# Every change still changes the key (to the fresh key's value)

def test_editing_a_helper_file_on_disk_changes_the_key(tmp_path, reads):
    mod, path = _module(tmp_path, "k_edit", HELPERS.format(tag="e"))
    before, fresh = _both(mod.kernel)
    assert before == fresh
    getsource, _ = reads
    text = path.read_text()
    path.write_text(text.replace("abs(x) + SCALE", "abs(x) - SCALE"))  # leaf's body: the module is not reloaded
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    getsource.calls = 0
    edited, fresh = _both(mod.kernel)
    assert edited != before and edited == fresh
    assert getsource.calls >= 1
    # the original text again (another mtime): the original key, the key being content-addressed
    path.write_text(text)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 2_000_000_000))
    assert _both(mod.kernel) == (before, before)


@pytest.mark.parametrize("change", [
    "rebind a global read by a deep helper",
    "rebind a module attribute",
    "rebind a closure cell",
    "rebind a class attribute",
    "add a class attribute",
    "replace a helper's defaults",
    "replace a helper's code",
    "shadow a builtin with a global",
    "redefine a helper",
    "redefine a helper with the same source",
    "mutate a dict in place",
    "mutate a list inside a dict",
    "mutate a list inside a tuple",
    "rebind an item of a table of scalars",
    "add an item to a table of scalars",
    "mutate a numpy array in place",
])
def test_each_change_changes_the_key_as_a_fresh_key_does(tmp_path, change, rng_seed):
    rng = random.Random(rng_seed)
    mod, _ = _module(tmp_path, f"k_change_{abs(hash(change))}", HELPERS.format(tag="c"))
    mod.ARRAY = np.arange(2000, dtype=np.int32)
    base, fresh = _both(mod.kernel)
    assert base == fresh and _key(mod.kernel) == base
    value = rng.randint(100, 10**6)
    if change == "rebind a global read by a deep helper":
        mod.SCALE = value
    elif change == "rebind a module attribute":
        mod.cfg.TILE = value
    elif change == "rebind a closure cell":
        mod.kernel.__closure__[0].cell_contents = value
    elif change == "rebind a class attribute":
        mod.Kit.WIDTH = value
    elif change == "add a class attribute":
        mod.Kit.EXTRA = value
    elif change == "replace a helper's defaults":
        mod.mid.__defaults__ = (value,)
    elif change == "replace a helper's code":
        mod.leaf.__code__ = (lambda x: x + 7).__code__
    elif change == "shadow a builtin with a global":
        mod.abs = lambda x: x
    elif change.startswith("redefine a helper"):
        body = "abs(x) + SCALE + TABLE['a'] + PAIRS[0][0] + MODES['x']" if change.endswith("same source") else \
            f"abs(x) + {value}"
        exec(f"def leaf(x):\n    return {body}\n", vars(mod))  # noqa: S102 (a test redefining a helper)
    elif change == "mutate a dict in place":
        mod.TABLE["a"] = value
    elif change == "mutate a list inside a dict":
        mod.TABLE["b"].append(value)
    elif change == "mutate a list inside a tuple":
        mod.PAIRS[1].append(value)
    elif change == "rebind an item of a table of scalars":
        mod.MODES["y"] = (2, value)
    elif change == "add an item to a table of scalars":
        mod.MODES["z"] = value
    else:
        mod.ARRAY[rng.randrange(1000, 2000)] += 1  # beyond numpy's repr abbreviation
    after, fresh = _both(mod.kernel)
    assert after == fresh, "the memoised key is the fresh key"
    # (a helper redefined with the same source by exec has no file: it is keyed by its bytecode, which differs)
    assert after != base, change


def test_undoing_a_rebinding_restores_the_key(tmp_path):
    mod, _ = _module(tmp_path, "k_undo", HELPERS.format(tag="u"))
    base = _key(mod.kernel)
    saved = mod.SCALE, mod.cfg.TILE, mod.Kit.WIDTH
    mod.SCALE, mod.cfg.TILE, mod.Kit.WIDTH = 9, 32, 8
    assert _key(mod.kernel) != base
    mod.SCALE, mod.cfg.TILE, mod.Kit.WIDTH = saved
    assert _key(mod.kernel) == base


CYCLES = """
    def ping(x):
        return pong(x - 1) if x else 0
    def pong(x):
        return ping(x - 1) if x else 1
    class Node:
        def child(self):
            return Node()
        def visit(self):
            return ping(3) + walk(self)
    def walk(node):
        return Node.visit(node)
    def k_ping(J, N):
        return ping(N)
    def k_pong(J, N):
        return pong(N) + walk(Node())
    def k_node(J, N):
        return Node().visit() + k_ping(J, N)
"""


def test_cycles_give_the_fresh_key_in_every_order(tmp_path, rng_seed):
    """A function or class on a cycle has a text that depends on the path to it: the memoised entries must
    still give the fresh key whichever kernel of the cycle is keyed first."""
    rng = random.Random(rng_seed)
    mod, _ = _module(tmp_path, "k_cycles", CYCLES)
    kernels = [mod.k_ping, mod.k_pong, mod.k_node]
    fresh = {k: _fresh_key(k) for k in kernels}
    assert len(set(fresh.values())) == 3
    for _ in range(3):
        cmod.forget_fingerprints()
        for k in rng.sample(kernels * 2, 6):
            assert _both(k) == (fresh[k], fresh[k])
    mod.Node.visit = lambda self: 0  # a rebinding on the cycle through Node (k_ping does not reach it)
    for k in kernels:
        key, ref = _both(k)
        assert key == ref and (key == fresh[k]) == (k is mod.k_ping)


# ----------------------------------------------------------------------------------------------------------
# The kernels the ops compile

def _op_kernels() -> list:
    import torch_cdna.ops.kernels as pkg
    found = {}
    for info in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        found.update({id(v): v for v in vars(mod).values() if isinstance(v, jitmod.JitFunction)})
    return list(found.values())


def test_op_kernels_memoised_key_is_the_fresh_key(reads):
    kernels = _op_kernels()
    assert len(kernels) >= 10
    getsource, _ = reads
    for k in kernels:
        key, fresh = _both(k.fn)
        assert key == fresh, k.fn.__qualname__
    keys = [_key(k.fn) for k in kernels]
    getsource.calls = 0
    assert [_key(k.fn) for k in kernels] == keys  # their witnesses hold: nothing is re-read
    assert getsource.calls == 0


# ----------------------------------------------------------------------------------------------------------
# A disk-cache hit does not read the stage dumps

class _StubCompiler:
    def __init__(self):
        self.calls = 0
        self.kept: list[bool] = []

    def __call__(self, fn, *, name, params, constants, arch, options, keep_stages=True):
        self.calls += 1
        self.kept.append(keep_stages)
        text = scalar_store_kernel(arch, constants["VALUE"], name)
        return AsmKernel(name=name, arch=arch, asm=text, kernargs=list(params), kernarg_size=8, sgprs=6, vgprs=3,
                         agprs=0, lds_bytes=0, occupancy=8, stages={"trace": "t" * 5000, "asm": text})


@jitmod.jit()
def _store_value(J, VALUE, out: "int*"):
    J.s_store(out, VALUE)  # never traced: the stub compiler stands in


def test_stage_dumps_are_printed_and_read_only_when_asked(tmp_path, monkeypatch, rng_seed):
    stub = _StubCompiler()
    monkeypatch.setattr(jitmod, "_compile_to_asm", stub)
    value = random.Random(rng_seed).randint(1, 1000)
    with _config.override(cache_dir=tmp_path, dump=""):
        ck = _store_value.compile(value, arch="gfx942")
        store = cmod.default_cache()
        gets = _Counter(store.get)
        monkeypatch.setattr(store, "get", gets)
        again = _store_value.compile(value, arch="gfx942")
        assert stub.calls == 1 and gets.calls == 1, "a hit reads the kernel's entry only"
        assert stub.kept == [False], "the JIT compiles without printing the stages"
        stages = dict(again.stages)  # the first read prints them (one compile keeping them) and stores them
        assert stub.kept == [False, True] and stages["asm"] == ck.asm and "trace" in stages
        assert dict(ck.stages) == stages and stub.calls == 2, "read back from the stored entry"
        # the dumps' entry gone (cleared, corrupt): the kernel still loads; its stages are printed again on read
        store.path(jitmod._stages_key(ck.key)).unlink()
        third = _store_value.compile(value, arch="gfx942")
        assert stub.calls == 2 and dict(third.stages) == stages and stub.kept == [False, True, True]


def test_a_wrapper_is_keyed_by_its_current_wrapped_function(tmp_path):
    """inspect.getsource reads a wrapper's __wrapped__ function: rebinding that must change the key."""
    mod, _ = _module(tmp_path, "k_wrapped", """
        import functools
        def one(x):
            return x + 1
        def two(x):
            return x + 2
        def decorate(f):
            @functools.wraps(f)
            def wrapper(x):
                return x
            return wrapper
        helper = decorate(one)
        def kernel(J, N):
            return helper(N)
        def plain(x):
            return x
        def kernel2(J, N):
            return plain(N)
    """)
    base, fresh = _both(mod.kernel)
    assert base == fresh and _key(mod.kernel) == base
    mod.helper.__wrapped__ = mod.two
    after, fresh = _both(mod.kernel)
    assert after == fresh and after != base
    # a function that becomes a wrapper after its key was memoised
    before = _key(mod.kernel2)
    assert _key(mod.kernel2) == before  # memoised, witness built
    mod.plain.__wrapped__ = mod.two
    after, fresh = _both(mod.kernel2)
    assert after == fresh and after != before

"""The cache key covers everything a kernel depends on; the store survives corruption and concurrency."""

from __future__ import annotations

import multiprocessing as mp
import os
import random
import struct
import textwrap
import types

import pytest
import torch

from torch_cdna.asm import cache as cmod
from torch_cdna.asm.cache import CodeObjectCache, cache_key, fingerprint
from torch_cdna.asm.kernel import CompileOptions

BASE = dict(constants={"N": 8}, arch="gfx942", options=CompileOptions(), toolchain="triton:3.9.0")


def _key(fn, **kw):
    return cache_key(fn, **{**BASE, **kw})


def _make_module(tmp_path, name, source):
    """Import ``source`` as a fresh module from a real file (so inspect.getsource works)."""
    path = tmp_path / f"{name}.py"
    path.write_text(textwrap.dedent(source))
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_key_changes_with_closed_over_constant():
    def make(scale):
        def kernel(J, N, out: "int*"):
            return N * scale
        return kernel
    a, b, a2 = make(3), make(4), make(3)
    assert _key(a) != _key(b)
    assert _key(a) == _key(a2)  # same source, same closed-over value: same key


def test_key_changes_with_global_helper_source(tmp_path):
    src = """
        SCALE = {scale}
        def helper(J, x):
            return x {op} SCALE
        def kernel(J, N, out: "int*"):
            return helper(J, N)
    """
    m1 = _make_module(tmp_path, "kmod_a", src.format(scale=2, op="+"))
    m2 = _make_module(tmp_path, "kmod_b", src.format(scale=2, op="-"))
    m3 = _make_module(tmp_path, "kmod_c", src.format(scale=5, op="+"))
    k1 = _key(m1.kernel)
    assert k1 != _key(m2.kernel), "helper source change must change the key"
    assert k1 != _key(m3.kernel), "a global read by the helper must change the key"


def test_key_follows_helpers_recursively_and_survives_recursion(tmp_path):
    src = """
        LIMIT = {limit}
        def leaf(x):
            return x if x < LIMIT else leaf(x - 1)
        def mid(x):
            return leaf(x) + 1
        def kernel(J, N):
            return mid(N)
    """
    a = _make_module(tmp_path, "rec_a", src.format(limit=3))
    b = _make_module(tmp_path, "rec_b", src.format(limit=4))
    assert _key(a.kernel) != _key(b.kernel)


def test_key_sees_module_attribute_reads(tmp_path):
    consts = types.ModuleType("consts_mod")
    consts.TILE = 64

    def closing(J, N):  # the module is closed over
        return consts.TILE * N
    k64 = _key(closing)
    consts.TILE = 128
    assert _key(closing) != k64
    # the module is a global of the kernel's file
    mod = _make_module(tmp_path, "reads_attr", """
        import types
        consts = types.ModuleType("consts_mod2")
        consts.TILE = 64
        def kernel(J, N):
            return consts.TILE * N
    """)
    before = _key(mod.kernel)
    mod.consts.TILE = 32
    assert _key(mod.kernel) != before


def test_key_covers_args_arch_options_toolchain_and_package(monkeypatch):
    def kernel(J, N, out: "int*"):
        return N
    base = _key(kernel)
    assert base != _key(kernel, constants={"N": 9})
    assert base != _key(kernel, constants={"N": 8.0})  # int vs float specialise differently
    assert base != _key(kernel, arch="gfx950")
    assert base != _key(kernel, options=CompileOptions(passes={"cse": False}))
    assert base != _key(kernel, options=CompileOptions(hazards=False))
    assert base != _key(kernel, toolchain="rocm:19.0.0")
    assert base != _key(kernel, params=[("out", "int*")])
    monkeypatch.setattr(cmod, "package_fingerprint", lambda: "9.9.9+other")
    assert base != _key(kernel)


def test_key_ignores_unrelated_globals():
    def kernel(J, N):
        return N
    base = _key(kernel)
    kernel.__globals__["_unrelated_value_for_test"] = random.random()
    try:
        assert _key(kernel) == base
    finally:
        del kernel.__globals__["_unrelated_value_for_test"]


def test_key_default_args_and_tensors():
    def mk(default):
        def kernel(J, N, scale=default):
            return N * scale
        return kernel
    assert _key(mk(1)) != _key(mk(2))
    t = torch.randn(4)

    def kernel(J, N):
        return N
    assert _key(kernel, constants={"T": t}) != _key(kernel, constants={"T": t + 1})


def test_unfingerprintable_global_names_itself():
    class Opaque:
        pass
    obj = Opaque()

    def kernel(J, N):
        return obj
    with pytest.raises(TypeError, match=r"closed-over 'obj'.*__cache_key__"):
        _key(kernel)


def test_fingerprint_is_order_independent_for_sets_and_dicts():
    assert fingerprint({"a": 1, "b": 2}) == fingerprint({"b": 2, "a": 1})
    assert fingerprint({3, 1, 2}) == fingerprint({2, 3, 1})
    assert fingerprint((1, 2)) != fingerprint([1, 2])


# ----------------------------------------------------------------------------------------------------------
# The store

def _blobs(seed: int) -> dict[str, bytes]:
    rng = random.Random(seed)
    return {"co": rng.randbytes(rng.randint(100, 5000)), "asm": f"kernel {seed}".encode(), "empty": b""}


def test_roundtrip(tmp_path):
    cache = CodeObjectCache(tmp_path)
    key = os.urandom(32).hex()
    assert cache.get(key) is None
    blobs = _blobs(random.randint(0, 10**6))
    cache.put(key, blobs)
    assert cache.get(key) == blobs
    assert cache.size()[0] == 1
    assert cache.clear() == 1 and cache.get(key) is None


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "garbage"])
def test_corrupt_entry_is_detected_and_rebuilt(tmp_path, damage):
    cache = CodeObjectCache(tmp_path)
    key = os.urandom(32).hex()
    blobs = _blobs(1)
    cache.put(key, blobs)
    path = cache.path(key)
    raw = bytearray(path.read_bytes())
    if damage == "truncate":
        raw = raw[: random.randint(1, len(raw) - 1)]
    elif damage == "flip":
        raw[random.randint(60, len(raw) - 1)] ^= 0x40
    elif damage == "empty":
        raw = bytearray()
    else:
        raw = bytearray(os.urandom(len(raw)))
    path.write_bytes(bytes(raw))
    with pytest.warns(UserWarning, match="discarding"):
        assert cache.get(key) is None and cache.stats["corrupt"] == 1
    assert not path.exists(), "a corrupt entry is removed"
    builds = []
    got = cache.get_or_build(key, lambda: builds.append(1) or blobs)
    assert got == blobs and builds == [1]
    assert cache.get(key) == blobs


def _worker(args):
    root, key, seed, rounds = args
    cache = CodeObjectCache(root)
    seen = []
    for _ in range(rounds):
        got = cache.get_or_build(key, lambda: _blobs(seed))
        seen.append(got == _blobs(seed))
        cache.put(key, _blobs(seed))  # keep rewriting while others read
    return all(seen), cache.stats["corrupt"]


def test_concurrent_processes_do_not_collide(tmp_path):
    key = os.urandom(32).hex()
    seed = random.randint(0, 10**6)
    ctx = mp.get_context("spawn" if os.name == "nt" else "fork")
    with ctx.Pool(4) as pool:
        results = pool.map(_worker, [(str(tmp_path), key, seed, 40)] * 4)
    assert all(ok for ok, _ in results), results
    assert sum(c for _, c in results) == 0, "a reader saw a partial entry"
    entry_dir = CodeObjectCache(tmp_path).path(key).parent
    assert [p.name for p in entry_dir.iterdir()] == [CodeObjectCache(tmp_path).path(key).name], \
        "no temporary files left behind"


def test_unwritable_cache_warns_once_and_still_builds(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    cache = CodeObjectCache(blocker)
    with pytest.warns(UserWarning, match="TORCH_CDNA_CACHE_DIR"):
        assert cache.get_or_build("ab" * 32, lambda: {"co": b"x"}) == {"co": b"x"}


def test_default_cache_follows_config(tmp_path):
    from torch_cdna import _config
    with _config.override(cache_dir=tmp_path):
        assert cmod.default_cache().root == tmp_path


def test_bad_key_rejected(tmp_path):
    with pytest.raises(ValueError, match="hex"):
        CodeObjectCache(tmp_path).path("../../etc/passwd")


def test_package_helpers_are_keyed_by_name():
    """torch_cdna's own compiler functions are covered by package_fingerprint(), not walked."""
    from torch_cdna.asm import toolchain
    assert fingerprint(toolchain.parse_diagnostics) == "libfn:torch_cdna.asm.toolchain.parse_diagnostics"

    def helper(x):
        return x
    assert fingerprint(helper).startswith("fn:")  # user code (tests, ops) is fingerprinted by source


def _same_named_modules(tmp_path, name, *sources):
    """One module per source, all with the same module and file name (only the content differs)."""
    mods = []
    for i, src in enumerate(sources):
        folder = tmp_path / f"v{i}"
        folder.mkdir()
        mods.append(_make_module(folder, name, src))
    return mods


def test_key_covers_methods_of_helper_classes(tmp_path):
    src = """
        class Base:
            def step(self):
                return {base}
        class Kit(Base):
            WIDTH = {width}
            def emit(self, J, x):
                return x {op} self.step()
            @property
            def lanes(self):
                return 64
        def kernel(J, N):
            return Kit().emit(J, N)
    """
    a, same, op, width, base = _same_named_modules(
        tmp_path, "kitmod", src.format(base=1, width=4, op="+"), src.format(base=1, width=4, op="+"),
        src.format(base=1, width=4, op="-"), src.format(base=1, width=8, op="+"),
        src.format(base=2, width=4, op="+"))
    assert _key(a.kernel) == _key(same.kernel)
    assert _key(a.kernel) != _key(op.kernel), "a method edit must change the key"
    assert _key(a.kernel) != _key(width.kernel), "a class attribute must change the key"
    assert _key(a.kernel) != _key(base.kernel), "a base-class method edit must change the key"


def test_key_covers_dataclass_methods_and_self_referencing_classes(tmp_path):
    src = """
        import dataclasses
        @dataclasses.dataclass(frozen=True)
        class Plan:
            d: int
            def stride(self):
                return self.d + {pad}
            def again(self):
                return Plan(self.d)
        PLAN = Plan(64)
        def kernel(J, N):
            return PLAN.stride() + N
    """
    a, b = _same_named_modules(tmp_path, "planmod", src.format(pad=4), src.format(pad=8))
    assert _key(a.kernel) != _key(b.kernel)


def test_key_changes_with_helper_source_under_the_same_module_name(tmp_path):
    src = """
        def helper(J, x):
            return x {op} 2
        def kernel(J, N):
            return helper(J, N)
    """
    a, b = _same_named_modules(tmp_path, "samemod", src.format(op="+"), src.format(op="-"))
    assert _key(a.kernel) != _key(b.kernel)


# ----------------------------------------------------------------------------------------------------------
# Fingerprints by content (issue 15 item 6)

def test_key_sees_numpy_table_content_beyond_the_repr_abbreviation(tmp_path, rng_seed):
    """numpy abbreviates repr() above 1000 elements: editing element >= 1000 of a global table kept the key."""
    import numpy as np
    rng = np.random.default_rng(rng_seed)
    mod = _make_module(tmp_path, "table_mod", """
        TABLE = None
        def kernel(J, N):
            return TABLE[N]
    """)
    mod.TABLE = rng.integers(0, 100, size=int(rng.integers(1001, 4000)), dtype=np.int32)
    before = _key(mod.kernel)
    edited = mod.TABLE.copy()
    edited[int(rng.integers(1000, edited.size))] += 1
    mod.TABLE = edited
    after = _key(mod.kernel)
    assert after != before
    mod.TABLE = edited.astype(np.int64)  # same values, another dtype
    assert _key(mod.kernel) != after
    assert fingerprint(edited) != fingerprint(edited.astype(np.int64))
    assert fingerprint(edited.reshape(-1, 1)) != fingerprint(edited)


def test_fingerprint_content_of_buffers_tensors_and_nested_containers(rng_seed):
    import numpy as np
    rng = random.Random(rng_seed)
    data = rng.randbytes(2000)
    flipped = bytearray(data)
    flipped[rng.randrange(1000, 2000)] ^= 1
    assert fingerprint(bytearray(data)) != fingerprint(flipped)
    assert fingerprint(memoryview(data)) != fingerprint(memoryview(bytes(flipped)))
    table = np.frombuffer(data, dtype=np.uint8)
    assert fingerprint({"t": [table, (1, 2)]}) != fingerprint({"t": [np.frombuffer(bytes(flipped), np.uint8), (1, 2)]})
    # 0-dim tensors of 2-byte types, views and conjugates are fingerprinted by their values
    assert fingerprint(torch.tensor(1.0, dtype=torch.bfloat16)) != fingerprint(torch.tensor(2.0, dtype=torch.bfloat16))
    t = torch.randn(3, 4, generator=torch.Generator().manual_seed(rng_seed))
    assert fingerprint(t.t()) == fingerprint(t.t().contiguous()) != fingerprint(t)
    z = torch.complex(t, t)
    assert fingerprint(z.conj()) == fingerprint(z.conj().resolve_conj()) != fingerprint(z)
    assert fingerprint(np.float32(-0.0)) != fingerprint(np.float32(0.0))
    assert fingerprint(-0.0) != fingerprint(0.0) and fingerprint(1) != fingerprint(1.0) != fingerprint(True)
    quiet, other = struct.unpack("<d", bytes.fromhex("000000000000f87f"))[0], \
        struct.unpack("<d", bytes.fromhex("010000000000f87f"))[0]
    assert fingerprint(quiet) != fingerprint(other), "NaN payloads differ"


def test_value_known_only_by_repr_is_refused():
    """Before: fingerprinted by repr(), so a state change its repr does not show kept the stale kernel."""
    class Table:
        def __init__(self, values):
            self.values = values

        def __repr__(self):
            return f"Table({len(self.values)} values)"
    table = Table([1, 2, 3])

    def kernel(J, N):
        return table.values[N]
    with pytest.raises(TypeError, match=r"closed-over 'table'.*Table.*repr\(\).*__cache_key__"):
        _key(kernel)
    Table.__cache_key__ = lambda self: repr(self.values)
    a = _key(kernel)
    table.values = [1, 2, 4]
    assert _key(kernel) != a


def test_tensors_without_data_are_refused():
    with pytest.raises(TypeError, match="only dense tensors"):
        fingerprint(torch.empty(3, device="meta"), "global 'T'")


def test_cache_key_records_the_bindings_it_read(tmp_path):
    mod = _make_module(tmp_path, "deps_mod", """
        import types
        cfg = types.ModuleType("cfg")
        cfg.TILE = 64
        LIMIT = 3
        def helper(x):
            return x + LIMIT
        def make(scale):
            def kernel(J, N):
                return helper(N) * scale * cfg.TILE
            return kernel
    """)
    kernel = mod.make(2)
    deps = cmod.Dependencies()
    _key(kernel, deps=deps)
    frozen = deps.freeze()
    assert frozen.current()
    for rebind in (lambda: setattr(mod, "LIMIT", 3.0), lambda: setattr(mod.cfg, "TILE", 64.0),
                   lambda: setattr(mod, "helper", lambda x: x)):
        saved = (mod.LIMIT, mod.cfg.TILE, mod.helper)
        rebind()
        assert not frozen.current()
        mod.LIMIT, mod.cfg.TILE, mod.helper = saved
        assert frozen.current()
    kernel.__closure__[0].cell_contents = 2.0
    assert not frozen.current()


# ----------------------------------------------------------------------------------------------------------
# Entries record their key (issue 15 item 7)

def test_entry_copied_onto_another_key_is_discarded_and_rebuilt(tmp_path, rng_seed):
    rng = random.Random(rng_seed)
    cache = CodeObjectCache(tmp_path)
    key_a, key_b = rng.randbytes(32).hex(), rng.randbytes(32).hex()
    blobs_a, blobs_b = _blobs(rng.randrange(10**6)), _blobs(rng.randrange(10**6))
    cache.put(key_a, blobs_a)
    cache.path(key_b).parent.mkdir(parents=True, exist_ok=True)
    cache.path(key_b).write_bytes(cache.path(key_a).read_bytes())
    with pytest.warns(UserWarning, match="another key"):
        assert cache.get(key_b) is None
    assert not cache.path(key_b).exists() and cache.stats["corrupt"] == 1
    assert cache.get_or_build(key_b, lambda: blobs_b) == blobs_b
    assert cache.get(key_b) == blobs_b and cache.get(key_a) == blobs_a


@pytest.mark.parametrize("payload", ["random", "bad_index", "out_of_range"])
def test_garbage_with_a_valid_checksum_is_discarded_and_rebuilt(tmp_path, rng_seed, payload):
    """Before: a valid checksum over a garbage payload raised from json/struct at every lookup, forever."""
    import hashlib
    import json
    rng = random.Random(rng_seed)
    cache = CodeObjectCache(tmp_path)
    key = rng.randbytes(32).hex()
    if payload == "random":
        body = rng.randbytes(rng.randint(1, 500))
    else:
        index = {"key": key, "blobs": {"co": [0, 10**6] if payload == "out_of_range" else "x"}}
        head = json.dumps(index).encode()
        body = struct.pack("<I", len(head)) + head + rng.randbytes(20)
    raw = cmod._HEADER.pack(cmod._MAGIC, len(body), hashlib.sha256(body).digest()) + body
    cache.path(key).parent.mkdir(parents=True, exist_ok=True)
    cache.path(key).write_bytes(raw)
    with pytest.warns(UserWarning, match="discarding the code-object cache entry"):
        assert cache.get_or_build(key, lambda: {"co": b"rebuilt"}) == {"co": b"rebuilt"}
    assert cache.get(key) == {"co": b"rebuilt"}

"""Every layout in layouts.py agrees with the metadata of every AITER code object it claims to describe."""

from __future__ import annotations

import pytest
import torch

from torch_cdna.asm import codeobject

from . import layouts as L


def _kernels(root, lay, arch):
    files = sorted({p for pattern in lay.files[arch] for p in root.glob(pattern)})
    assert files, f"{lay.family}: no code object under {root} matches {lay.files[arch]}"
    for path in files:
        for info in codeobject.kernels(path.read_bytes()):
            yield path, info


CASES = [(fam, arch) for fam, lay in L.LAYOUTS.items() for arch in lay.files]


@pytest.mark.parametrize("family,arch", CASES, ids=[f"{f}-{a}" for f, a in CASES])
def test_layout_matches_code_object_metadata(family, arch, aiter_hsa):
    lay = L.LAYOUTS[family]
    checked = 0
    for path, info in _kernels(aiter_hsa(arch), lay, arch):
        where = f"{path.name}::{info.name}"
        expected = L.canonical_entries(family, info.kernarg_size)
        named = [(a.name, a.offset, a.size) for a in info.args if a.name != "pad"]
        ours = [(n, o, s) for n, o, s in expected if n != "pad"]
        # Same slots (offset, size), in the same order, under one of the names the layout records.
        assert [(o, s) for _, o, s in named] == [(o, s) for _, o, s in ours], where
        for (meta_name, _, _), (field, _, _) in zip(named, ours):
            assert meta_name in lay.by_name[field].meta, f"{where}: slot {field} is called {meta_name!r}"
        pads = [(a.offset, a.size) for a in info.args if a.name == "pad"]
        if pads:  # where the code object lists its pads, they are exactly the struct's pads
            assert pads == [(o, s) for n, o, s in expected if n == "pad"], where
        assert max(a.offset + a.size for a in info.args) <= lay.size, f"{where}: lists arguments past the layout"
        checked += 1
    assert checked


@pytest.mark.parametrize("family,arch", CASES[:1])
def test_pack_args_follows_the_code_object(family, arch, aiter_hsa):
    """With the metadata list, pack_args gives one value per listed argument, fields at their offsets."""
    path, info = next(_kernels(aiter_hsa(arch), L.LAYOUTS[family], arch))
    lay = L.LAYOUTS[family]
    values = {f.name: (torch.zeros(1) if f.kind == "ptr" else i + 1) for i, f in enumerate(lay.fields)}
    packed = L.pack_args(family, meta=info.args, **values)
    assert len(packed) == len(info.args)
    by_offset = {f.offset: f for f in lay.fields}
    for arg, value in zip(info.args, packed):
        f = by_offset.get(arg.offset)
        if arg.name == "pad":
            assert value == 0
        elif f.kind == "ptr":
            assert value is values[f.name]
        else:
            assert value == values[f.name]


def test_pack_args_refuses_unknown_and_missing_fields():
    with pytest.raises(TypeError, match="unknown field"):
        L.pack_args("topksoftmax", nope=1)
    with pytest.raises(TypeError, match="'batch' needs a value"):
        L.pack_args("topksoftmax")


def test_shuffles_are_permutations():
    b = torch.arange(32 * 64, dtype=torch.int32).to(torch.uint8).reshape(32, 64)
    s = L.fp4_shuffle_b(b)
    assert sorted(s.flatten().tolist()) == sorted(b.flatten().tolist())
    # First 16 bytes of the shuffled tile are row 0's first 16 bytes; the next 16 are row 1's.
    assert torch.equal(s[0, :16], b[0, :16]) and torch.equal(s[0, 16:32], b[1, :16])
    sc = torch.arange(256 * 8, dtype=torch.int32).to(torch.uint8).reshape(256, 8)
    assert sorted(L.e8m0_shuffle(sc).flatten().tolist()) == sorted(sc.flatten().tolist())

"""``_causal_symbolic``: its verdict on random index-arithmetic masks, traced with symbolic sizes, against the
masks' values at concrete sizes. Soundness: whatever it proves causal is the top-left causal mask at every
size tried; and it is not vacuous: the causal spellings among the random masks are proven."""

from __future__ import annotations

import random

import torch
from torch.fx.experimental.proxy_tensor import make_fx

from torch_cdna.inductor._causal_symbolic import symbolic_causal_reason

CMP = {"le": torch.le, "lt": torch.lt, "ge": torch.ge, "gt": torch.gt}


def _random_mask(rng: random.Random):
    """A mask program: compare two affine forms of the query index i and key index j, maybe negate it,
    maybe turn it into an additive mask, maybe broadcast it to [B, 1, L, S]."""
    forms = [tuple(rng.choice((-2, -1, 0, 0, 1, 1, 2)) for _ in range(3)) for _ in range(2)]
    if rng.random() < 0.5:  # bias towards the causal spellings (j <= i, i >= j, j < i + 1, ...)
        forms = [(0, 1, 0), (1, 0, rng.choice((0, 0, 1)))]
    cmp, negate = rng.choice(sorted(CMP)), rng.random() < 0.25
    additive = rng.choice((None, (0.0, float("-inf")), (float("-inf"), 0.0), (0.0, -1e4), (0.0, -70000.0)))
    expand = rng.random() < 0.5

    def mask(x):
        n = x.shape[0]
        i, j = torch.arange(n)[:, None], torch.arange(n)[None, :]
        a, b = (p * i + q * j + r for p, q, r in forms)
        m = CMP[cmp](a, b)
        if negate:
            m = ~m
        if additive is not None:
            m = torch.where(m, *additive)
        return m[None, None].expand(2, 1, n, n) if expand else m
    return mask, (forms, cmp, negate, additive, expand)


def _is_top_left_causal(m: torch.Tensor, n: int) -> bool:
    causal = torch.ones(n, n, dtype=torch.bool).tril().expand(m.shape)
    if m.dtype == torch.bool:
        return torch.equal(m, causal)
    return torch.equal(m == 0, causal) and bool(((m == 0) | (m <= -65504)).all())


def _verdict(mask) -> str | None:
    graph = make_fx(mask, tracing_mode="symbolic")(torch.empty(5)).graph
    node = next(n for n in graph.nodes if n.op == "output").args[0]
    n = node.meta["val"].shape[-1]
    return symbolic_causal_reason(node, (2, 4, n, 8), (2, 4, n, 8))


def test_random_masks_proven_causal_are_causal_at_every_size():
    rng = random.Random()
    for _ in range(40):
        mask, desc = _random_mask(rng)
        if _verdict(mask) is None:
            assert all(_is_top_left_causal(mask(torch.empty(size)), size) for size in range(1, 8)), desc


def _ij(x):
    n = x.shape[0]
    return torch.arange(n)[:, None], torch.arange(n)[None, :]


CAUSAL_SPELLINGS = {
    "j <= i": lambda x: (lambda i, j: j <= i)(*_ij(x)),
    "i >= j": lambda x: (lambda i, j: i >= j)(*_ij(x)),
    "j < i + 1": lambda x: (lambda i, j: j < i + 1)(*_ij(x)),
    "~(j > i)": lambda x: (lambda i, j: ~(j > i))(*_ij(x)),
    "2i - 2j + 1 >= 0": lambda x: (lambda i, j: 2 * i - 2 * j + 1 >= 0)(*_ij(x)),
    "where(j <= i, 0, -inf) expanded": lambda x: torch.where((lambda i, j: j <= i)(*_ij(x)), 0.0, float("-inf"))
    [None, None].expand(2, 1, x.shape[0], x.shape[0]),
    "where(j > i, finfo.min, 0)": lambda x: torch.where((lambda i, j: j > i)(*_ij(x)), torch.finfo(torch.float32).min,
                                                        0.0),
    "ones.tril()": lambda x: torch.ones(x.shape[0], x.shape[0], dtype=torch.bool).tril(),
}


def test_causal_spellings_are_proven():
    for name, mask in CAUSAL_SPELLINGS.items():
        assert _is_top_left_causal(mask(torch.empty(6)), 6), name  # the list itself is right
        assert _verdict(mask) is None, (name, _verdict(mask))


def test_offsets_that_are_sizes_are_not_proven():
    def mask(q, k):  # bottom-right alignment: the offset S - L is a symbol, not a constant
        i, j = torch.arange(q.shape[0])[:, None], torch.arange(k.shape[0])[None, :]
        return j <= i + (k.shape[0] - q.shape[0])
    graph = make_fx(mask, tracing_mode="symbolic")(torch.empty(4), torch.empty(6)).graph
    node = next(n for n in graph.nodes if n.op == "output").args[0]
    length, s = node.meta["val"].shape
    reason = symbolic_causal_reason(node, (1, 1, length, 8), (1, 1, s, 8))
    assert reason is not None and "not provable" in reason, reason


def test_huge_index_arithmetic_is_not_proven():
    # (2^40 i) >= (2^40 j) is causal in exact integers, but its int64 products can overflow: not proven
    def mask(x):
        i, j = _ij(x)
        return i * 2**40 >= j * 2**40
    assert "overflow" in _verdict(mask)


def _band_mask(n: int, band) -> torch.Tensor:
    d = torch.arange(n)[None, :] - torch.arange(n)[:, None]
    keep = torch.ones(n, n, dtype=torch.bool)
    if band.lo is not None:
        keep &= d >= band.lo
    if band.hi is not None:
        keep &= d <= band.hi
    return keep


def _random_condition(rng: random.Random):
    """``a cmp b`` of two affine forms of (i, j); half the time a band side (``j <= i + r``, ``j > i - w``)."""
    forms = [tuple(rng.choice((-2, -1, 0, 1, 1, 2)) for _ in range(2)) + (rng.randint(-3, 3),) for _ in range(2)]
    if rng.random() < 0.7:
        forms = [(0, 1, 0), (1, 0, rng.randint(-3, 3))]
    cmp = rng.choice(sorted(CMP))
    return lambda i, j: CMP[cmp](*(p * i + q * j + r for p, q, r in forms))


def _conjunction(first, second):
    def mask(x):
        i, j = _ij(x)
        return first(i, j) & second(i, j)
    return mask


def test_random_conjunctions_proven_bands_are_those_bands_at_every_size(rng_seed):
    """Soundness of ``symbolic_band``: a conjunction of two random comparisons (sliding windows among them)
    that it proves a band is that band at every size tried, and every query row sees a key."""
    from torch_cdna.inductor._causal_symbolic import symbolic_band
    rng, proven = random.Random(rng_seed), 0
    hf_window = _conjunction(lambda i, j: j > i - 3, lambda i, j: j <= i)  # not vacuous: proven every run
    for mask in [hf_window] + [_conjunction(_random_condition(rng), _random_condition(rng)) for _ in range(20)]:
        graph = make_fx(mask, tracing_mode="symbolic")(torch.empty(5)).graph
        node = next(n for n in graph.nodes if n.op == "output").args[0]
        n = node.meta["val"].shape[-1]
        band = symbolic_band(node, (2, 4, n, 8), (2, 4, n, 8))
        if isinstance(band, str):
            continue
        proven += 1
        for size in range(1, 8):
            keep = mask(torch.empty(size))
            assert torch.equal(keep, _band_mask(size, band)), (band, size)
            assert bool(keep.any(-1).all()), (band, size)
    assert proven > 0

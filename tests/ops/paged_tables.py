"""Paged caches for the paged-attention and MLA tests: blocks in random order, NaN where no sequence's row is.

``paged_caches(lens, bs, spare, row_shapes, dtype)`` draws ``sum(ceil(len / bs)) + spare`` blocks in a random
order, fills each sequence's rows with ``randn`` (one tensor per entry of ``row_shapes``, drawn in that order per
row), leaves unused blocks and rows past each sequence's end NaN, and writes garbage ids (-1, num_blocks + 7, or a
real block of another sequence) past each sequence's blocks in the table, so a read of any of them shows.

Example:
    >>> import torch
    >>> (k, v), table = paged_caches([3, 0], 2, 1, [(1, 4), (1, 4)], torch.float32)
    >>> k.shape, table.shape, int(torch.isnan(k).all(-1).sum())
    (torch.Size([3, 2, 1, 4]), torch.Size([2, 3]), 3)
"""

from __future__ import annotations

import random

import torch


def paged_caches(lens: list[int], bs: int, spare: int, row_shapes: list[tuple[int, ...]],
                 dtype: torch.dtype) -> tuple[list[torch.Tensor], torch.Tensor]:
    need = [-(-n // bs) for n in lens]
    nb = sum(need) + spare
    order = torch.randperm(nb).tolist()
    caches = [torch.full((nb, bs, *shape), float("nan"), dtype=dtype) for shape in row_shapes]
    table = torch.empty(len(lens), max(need) + 1, dtype=torch.int32)
    for i, (n, k) in enumerate(zip(lens, need)):
        blocks = [order.pop() for _ in range(k)]
        table[i, :k] = torch.tensor(blocks, dtype=torch.int32)
        table[i, k:] = random.choice((-1, nb + 7, order[0]))
        for j in range(n):
            for cache, shape in zip(caches, row_shapes):
                cache[blocks[j // bs], j % bs] = torch.randn(*shape).to(dtype)
    return caches, table

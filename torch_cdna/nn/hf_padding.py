"""A padded batch's attention through ``cdna::varlen_attention``: Hugging Face's boolean masks for batches
padded on the left (batched generation) or on the right (training), recognised and run without padding.

HF's SDPA mask of a padded batch is ``band(i, j) & valid[b, j]``: the causal band (bottom-right aligned where
the queries are the last ``S_q`` keys, a dynamic cache; at the queries' cache positions in a static cache's
longer buffer, whose unwritten slots are not valid; optionally HF's sliding window) and, per batch row, the
keys that are not padding. ``padded_band`` accepts it when each row's valid keys are one contiguous run
``[lo_b, hi_b)`` and the mask equals that product exactly; ``varlen_forward`` then packs each row's valid
keys and runs:

- the queries ``i < q_end_b = hi_b - offset`` (query i sees keys ``j <= i + offset``) as one varlen sequence
  with those keys: varlen aligns causality to a sequence's last query and last key, which for these rows is
  the same diagonal as the full mask's; rows that see no key (left padding) get 0, as
  PyTorch's SDPA gives a fully masked row (HF's eager attention gives the mean of all values there: those are
  padding positions, which no loss or generated token reads);
- the queries ``i >= q_end_b`` (right padding: rows past the last valid key, which see every valid key), when
  any, as a second, non-causal varlen call over the same keys. With a sliding window those rows would see a
  window of their own: not handled, the caller falls back.

Outputs come back in ``[B, S_q, H, D]`` order (HF's attention-function output), one ``index_select`` when
rows were split, none when no row is past its keys. Gradients flow through the varlen ops' autograd and the
packing gathers.

Example:
    >>> import torch
    >>> keep = torch.ones(4, 4, dtype=torch.bool).tril()
    >>> mask = (keep & torch.tensor([[0, 1, 1, 1], [1, 1, 1, 1]], dtype=torch.bool)[:, None])[:, None]
    >>> padded_band(mask, 4, 4, None)
    PaddedBand(band={'causal': True, 'window_left': -1}, lo=(1, 0), hi=(4, 4), offset=0)
"""

from __future__ import annotations

from typing import Any, NamedTuple

import torch


class PaddedBand(NamedTuple):
    """A mask recognised as a causal band (query i sees keys ``j <= i + offset``, and ``j >= i + offset -
    window_left`` with a window) restricted to keys ``[lo[b], hi[b])`` in batch row ``b``."""
    band: dict          # cdna::varlen_attention's causal / window_left
    lo: tuple[int, ...]
    hi: tuple[int, ...]
    offset: int


def _offsets(rows: torch.Tensor, hi: torch.Tensor, s_q: int, s_kv: int) -> list[int]:
    """Diagonals to try: the queries as the last S_q positions (a dynamic cache), and the one the first query
    row shows where it stops short of its row's last key (a static cache's buffer, longer than the keys)."""
    offsets = [s_kv - s_q]
    seen = rows[:, 0].any(1)
    last = torch.where(rows[:, 0], torch.arange(s_kv, device=rows.device), -1).amax(1)
    short = seen & (last < hi - 1)
    if bool(short.any()):
        offsets.append(int(last[short][0]))
    return offsets


def padded_band(mask: torch.Tensor, s_q: int, s_kv: int, sliding_window: int | None) -> PaddedBand | None:
    """The padded band equal to the boolean ``mask`` ([B, 1, S_q, S_kv], True = attend), or None."""
    if mask.dtype != torch.bool or mask.dim() != 4 or tuple(mask.shape[1:]) != (1, s_q, s_kv):
        return None
    rows = mask[:, 0]
    valid = rows.any(1)                                   # [B, S_kv]: keys some query sees
    count = valid.sum(1)
    pos = torch.arange(s_kv, device=mask.device)
    lo = torch.where(count > 0, torch.where(valid, pos, s_kv).amin(1), 0)
    runs = (pos >= lo[:, None]) & (pos < (lo + count)[:, None])
    if not bool((runs == valid).all()):
        return None                                       # holes in a row's keys: not padding
    diagonal = torch.arange(s_q, device=mask.device)[:, None]
    for offset in _offsets(rows, lo + count, s_q, s_kv):
        for left in ([sliding_window - 1] if sliding_window else []) + [-1]:
            keep = pos <= diagonal + offset
            if left >= 0:
                keep &= pos >= diagonal + offset - left
            if bool((rows == (keep & valid[:, None, :])).all()):
                lo_list = [int(x) for x in lo.tolist()]
                hi = tuple(a + int(c) for a, c in zip(lo_list, count.tolist()))
                return PaddedBand({"causal": True, "window_left": left}, tuple(lo_list), hi, offset)
    return None


# Index tensors (packing gathers, cu_seqlens, the unpacking permutation) by what they are built from: every
# layer of a forward sees the same padded batch, so only the first builds them (a Python loop over B x S).
_INDEX_TENSORS: dict[tuple, torch.Tensor] = {}
_INDEX_CACHE_SIZE = 32


def _index_tensor(key: tuple, build: Any) -> torch.Tensor:
    """The tensor ``build()`` made for ``key`` (which names the device), built once; never written to."""
    hit = _INDEX_TENSORS.get(key)
    if hit is None:
        if len(_INDEX_TENSORS) >= _INDEX_CACHE_SIZE:
            _INDEX_TENSORS.pop(next(iter(_INDEX_TENSORS)))
        hit = _INDEX_TENSORS[key] = build()
    return hit


def _segments(lengths: list[int], device: torch.device) -> tuple[torch.Tensor, int]:
    def build() -> torch.Tensor:
        return torch.tensor([0, *lengths], dtype=torch.int64).cumsum(0).to(torch.int32).to(device)
    return _index_tensor(("cu", tuple(lengths), str(device)), build), max(lengths, default=0)


def _gather(t: torch.Tensor, rows: list[range], length: int) -> torch.Tensor:
    """Rows ``rows[b]`` of batch ``b`` of ``t`` [B, S, H, D], packed as [sum, H, D]."""
    flat = t.reshape(-1, *t.shape[2:])

    def build() -> torch.Tensor:
        index = [b * length + i for b, r in enumerate(rows) for i in r]
        return torch.tensor(index, dtype=torch.int64).to(t.device)
    spans = tuple((r.start, r.stop) for r in rows)
    return flat.index_select(0, _index_tensor(("gather", spans, length, str(t.device)), build))


def plan_rows(padded: PaddedBand, s_q: int, s_kv: int) -> tuple[list[range], list[range]]:
    """Per batch row: the queries run causally with the row's keys, and the ones past its last key."""
    ends = [max(0, min(s_q, hi - padded.offset)) for hi in padded.hi]
    return [range(0, e) for e in ends], [range(e, s_q) for e in ends]


def varlen_calls(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, padded: PaddedBand,
                 op_kwargs: dict) -> list[tuple] | str:
    """The ``cdna::varlen_attention`` calls (args, kwargs, query rows) for this padded batch, or why there are
    none. q/k/v are HF's [B, H, S, D]."""
    from .. import ops
    s_q, s_kv = query.shape[2], key.shape[2]
    banded, past = plan_rows(padded, s_q, s_kv)
    if any(past) and padded.band["window_left"] >= 0:
        return "padding after the keys with a sliding window"
    q, k, v = (t.transpose(1, 2) for t in (query, key, value))      # [B, S, H, D]
    keys = [range(a, b) for a, b in zip(padded.lo, padded.hi)]
    kp, vp = _gather(k, keys, s_kv), _gather(v, keys, s_kv)
    cu_k, max_k = _segments([len(r) for r in keys], query.device)
    extra = {n: op_kwargs[n] for n in ("scale", "softcap", "sinks") if op_kwargs.get(n) is not None}
    calls = []
    for rows, band in ((banded, padded.band), (past, {"causal": False})):
        if not any(rows):
            continue
        qp = q.reshape(-1, *q.shape[2:]) if all(len(r) == s_q for r in rows) else _gather(q, rows, s_q)
        cu_q, max_q = _segments([len(r) for r in rows], query.device)
        args, kwargs = (qp, kp, vp, cu_q, cu_k, max_q, max_k), dict(band, **extra)
        reason = ops.supports("varlen_attention", *args, **kwargs)
        if reason is None and torch.is_grad_enabled() and any(t.requires_grad for t in (query, key, value)):
            lse = torch.empty(qp.shape[1], qp.shape[0], dtype=torch.float32, device=qp.device)
            bwd = {n: x for n, x in kwargs.items() if n != "sinks"}
            reason = ops.supports("varlen_attention_backward", qp, qp, kp, vp, qp, lse, *args[3:], **bwd)
        if reason is not None:
            return reason
        calls.append((args, kwargs, rows))
    return calls


def varlen_forward(query: torch.Tensor, calls: list[tuple]) -> torch.Tensor:
    """Run ``calls`` (from ``varlen_calls``) and return the output as [B, S_q, H, D] (HF's order)."""
    b, h, s_q, d = query.shape
    outs, order = [], []
    for args, kwargs, rows in calls:
        out, _ = torch.ops.cdna.varlen_attention(*args, **kwargs)
        outs.append(out)
        order.extend(i * s_q + r for i, rs in enumerate(rows) for r in rs)
    if len(outs) == 1 and len(order) == b * s_q and order == sorted(order):
        return outs[0].view(b, s_q, h, d)
    packed = torch.cat(outs) if len(outs) > 1 else outs[0]

    def build() -> torch.Tensor:
        # rows no call computed (none: every query is in exactly one call) would be missing from ``inverse``
        inverse = torch.empty(b * s_q, dtype=torch.int64)
        inverse[torch.tensor(order, dtype=torch.int64)] = torch.arange(len(order))
        return inverse.to(packed.device)
    spans = tuple((r.start, r.stop) for _, _, rows in calls for r in rows)
    inverse = _index_tensor(("inverse", spans, s_q, str(packed.device)), build)
    return packed.index_select(0, inverse).view(b, s_q, h, d)

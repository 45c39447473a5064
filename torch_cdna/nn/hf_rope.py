"""Hugging Face ``apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1)`` rebuilt on ``cdna::rope``.

HF passes D-wide tables (``cos``/``sin`` [B, S, rot], rot <= head dim D) that hold each of their rot/2 angles
twice: ``cat((freqs, freqs), -1)`` for the *halves* form (Llama, Qwen, Gemma, Phi-3, GPT-NeoX, OLMo 2, ...:
``rotate_half`` pairs x[i] with x[i + rot/2]) or ``repeat_interleave(freqs, 2, -1)`` for the *pairs* form
(Cohere, GPT-J: pairs x[2i], x[2i+1]). ``cdna::rope`` takes the rot/2 angles once, so ``replacement``'s function
passes ``cos[..., :rot/2]`` (halves) or ``cos[..., ::2]`` (pairs). *Partial* rotary (GPT-NeoX ``rotary_pct``,
Phi-3 ``partial_rotary_factor``: rot < D) rotates ``x[..., :rot]`` and passes the rest through.

Inputs the op cannot compute exactly go to the family's original function, explicitly: tables whose two copies
differ (checked on every new table: a ``torch.equal`` of two [B, S, rot/2] halves, remembered for the table
objects of the last call, so the layers of one forward check once), cos/sin that require grad (the op
differentiates x only), an odd or too wide rot, or partial tables for a family whose original has no partial
rotary. Each fallback is counted in ``FALLBACKS`` (reason -> calls) and logged once per reason. Under
``torch.compile`` the original function is traced (the repeat check would read data and break the graph at
every layer); ``torch_cdna.inductor``'s RoPE fusion substitutes ``cdna::rope`` there where the graph proves
the tables repeat.

``probe(original, rope)`` checks, before anything is swapped, that the replacement equals ``original`` on random
q/k/cos/sin in both layouts HF uses (BHSD with ``unsqueeze_dim=1``, BSHD with 2), full and (if the family
has it) partial rotary, and learns the output dtype (``promote``: a bf16 q with fp32 tables comes back fp32 as
``q * cos + ...`` does; ``input``: q's dtype, as OLMo 2 and Cohere cast back).

Example:
    >>> import torch
    >>> from torch_cdna import _config
    >>> from torch_cdna.nn import hf_rope
    >>> def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):   # HF's Llama function
    ...     rot = lambda x: torch.cat((-x[..., x.shape[-1] // 2:], x[..., :x.shape[-1] // 2]), -1)
    ...     cos, sin = cos.unsqueeze(unsqueeze_dim), sin.unsqueeze(unsqueeze_dim)
    ...     return q * cos + rot(q) * sin, k * cos + rot(k) * sin
    >>> new = hf_rope.probe(apply_rotary_pos_emb, hf_rope.Rope())
    >>> q, freqs = torch.randn(1, 2, 4, 8), torch.randn(1, 4, 4)
    >>> emb = torch.cat((freqs, freqs), -1)
    >>> with _config.override(ops_impl="reference"):
    ...     torch.allclose(new(q, q, emb.cos(), emb.sin())[0], apply_rotary_pos_emb(q, q, emb.cos(), emb.sin())[0], atol=1e-6)
    True
"""

from __future__ import annotations

import collections
import functools
import inspect
import logging
import weakref
from dataclasses import dataclass
from typing import Callable

import torch

from .. import _config
import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna

log = logging.getLogger(__name__)

SIGNATURE = ("q", "k", "cos", "sin", "unsqueeze_dim")
FALLBACKS: collections.Counter[str] = collections.Counter()   # reason -> calls that ran the original function
_LOGGED: set[str] = set()


@dataclass(frozen=True)
class Rope:
    """A family's RoPE: the modeling module's ``function``, its form (``interleaved``: pairs, else halves) and
    whether rot may be smaller than the head dim (``partial``)."""
    function: str = "apply_rotary_pos_emb"
    interleaved: bool = False
    partial: bool = False

    def __str__(self) -> str:
        return f"{'pairs' if self.interleaved else 'halves'}{', partial' if self.partial else ''}"


def _angles(t: torch.Tensor, interleaved: bool) -> torch.Tensor:
    """The rot/2 angles' column of a table that holds each twice."""
    return t[..., 0::2] if interleaved else t[..., : t.shape[-1] // 2]


def _twins(t: torch.Tensor, interleaved: bool) -> torch.Tensor:
    return t[..., 1::2] if interleaved else t[..., t.shape[-1] // 2:]


class _Repeats:
    """Whether the last (cos, sin) pair held each angle twice; one entry, keyed by the tensors themselves
    (weak references, so a freed table never matches a new one) and their in-place version counters."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._answer = False

    def __call__(self, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> bool:
        key = self._key
        if (key is not None and key[0]() is cos and key[1]() is sin and key[2] == (cos._version, sin._version)
                and key[3] == interleaved):
            return self._answer
        with torch.no_grad():
            answer = all(torch.equal(_angles(t, interleaved), _twins(t, interleaved)) for t in (cos, sin))
        self._key, self._answer = (weakref.ref(cos), weakref.ref(sin), (cos._version, sin._version),
                                   interleaved), answer
        return answer


def _unsupported(q: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, rope: Rope, repeats: _Repeats
                 ) -> str | None:
    """Why ``cdna::rope`` cannot compute this call exactly, or None."""
    rot, d = cos.shape[-1], q.shape[-1]
    if cos.requires_grad or sin.requires_grad:
        return "cos/sin require grad (cdna::rope differentiates x only)"
    if cos.shape != sin.shape:
        return "cos and sin differ in shape"
    if rot % 2 or rot > d or rot == 0:
        return f"rotary dim {rot} is odd, zero or wider than the head dim {d}"
    if rot != d and not rope.partial:
        return f"rotary dim {rot} < head dim {d}, but this family's function has no partial rotary"
    if not repeats(cos, sin, rope.interleaved):
        return (f"cos/sin do not hold each angle twice ({'pairs' if rope.interleaved else 'halves'} differ): "
                f"cdna::rope applies one angle per rotated pair")
    return None


def replacement(original: Callable, rope: Rope, out_dtype: str) -> Callable:
    """``original``'s stand-in calling ``cdna::rope`` (``out_dtype``: ``"promote"`` or ``"input"``); inputs it
    cannot handle run ``original`` (counted in ``FALLBACKS``)."""
    repeats = _Repeats()

    def rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        if out_dtype == "promote":
            x = x.to(torch.promote_types(torch.promote_types(x.dtype, cos.dtype), sin.dtype))
        rot = cos.shape[-1]
        c, s = _angles(cos, rope.interleaved), _angles(sin, rope.interleaved)
        if rot == x.shape[-1]:
            return torch.ops.cdna.rope(x, c, s, rope.interleaved)
        return torch.cat((torch.ops.cdna.rope(x[..., :rot], c, s, rope.interleaved), x[..., rot:]), -1)

    @functools.wraps(original)
    def apply_rotary_pos_emb(q: torch.Tensor, k: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor,
                             unsqueeze_dim: int = 1) -> tuple[torch.Tensor, torch.Tensor]:
        if torch.compiler.is_compiling():
            # The repeat check reads the tables' values: traced, it would break the graph at every layer.
            # Inside a compiled graph the HF spelling is traced instead, and torch_cdna.inductor's RoPE
            # fusion substitutes cdna::rope where the graph proves the tables repeat.
            return original(q, k, cos, sin, unsqueeze_dim)
        reason = _unsupported(q, cos, sin, rope, repeats)
        if reason is not None:
            FALLBACKS[reason] += 1
            if reason not in _LOGGED:
                _LOGGED.add(reason)
                log.warning("torch_cdna.nn: %s.%s runs HF's function: %s", original.__module__,
                            original.__name__, reason)
            return original(q, k, cos, sin, unsqueeze_dim)
        cos, sin = cos.unsqueeze(unsqueeze_dim), sin.unsqueeze(unsqueeze_dim)
        return rotate(q, cos, sin), rotate(k, cos, sin)

    apply_rotary_pos_emb.__cdna_patched__ = True  # type: ignore[attr-defined]
    apply_rotary_pos_emb.__cdna_rope__ = (rope, out_dtype)  # type: ignore[attr-defined]
    return apply_rotary_pos_emb


# ---------------------------------------------------------------- probe

def _tables(b: int, s: int, rot: int, interleaved: bool, dtype: torch.dtype = torch.float32
            ) -> tuple[torch.Tensor, torch.Tensor]:
    freqs = torch.randn(b, s, rot // 2) * 3
    emb = torch.repeat_interleave(freqs, 2, -1) if interleaved else torch.cat((freqs, freqs), -1)
    return emb.cos().to(dtype), emb.sin().to(dtype)


def _agree(original: Callable, new: Callable, rope: Rope, rot: int, d: int = 16) -> bool:
    b, h, hk, s = 2, 4, 2, 5
    cos, sin = _tables(b, s, rot, rope.interleaved)
    for unsqueeze_dim in (1, 2):  # BHSD, BSHD
        shape = (lambda heads: (b, heads, s, d)) if unsqueeze_dim == 1 else (lambda heads: (b, s, heads, d))
        q, k = torch.randn(*shape(h)), torch.randn(*shape(hk))
        with torch.no_grad(), _config.override(ops_impl="reference"):
            try:
                want, got = original(q, k, cos, sin, unsqueeze_dim), new(q, k, cos, sin, unsqueeze_dim)
            except Exception:  # an unexpected signature or layout is simply not a match
                return False
        if not all(isinstance(w, torch.Tensor) and w.shape == g.shape and w.dtype == g.dtype
                   and torch.allclose(w, g, atol=1e-5, rtol=1e-4) for w, g in zip(want, got)):
            return False
    return True


def _out_dtype(original: Callable, rope: Rope, d: int = 16) -> str | None:
    """What a bf16 q with fp32 tables comes back as: 'promote' (fp32) or 'input' (bf16)."""
    cos, sin = _tables(1, 3, d, rope.interleaved)
    q = torch.randn(1, 2, 3, d, dtype=torch.bfloat16)
    try:
        with torch.no_grad():
            dtype = original(q, q, cos, sin)[0].dtype
    except Exception:
        return None
    return {torch.float32: "promote", torch.bfloat16: "input"}.get(dtype)


def probe(original: Callable, rope: Rope) -> Callable | str:
    """The ``cdna::rope`` stand-in for ``original`` if it agrees on random inputs, else the reason it does not."""
    if not callable(original):
        return "not a function"
    try:
        names = tuple(inspect.signature(original).parameters)
    except (TypeError, ValueError):
        return "signature cannot be read"
    if names != SIGNATURE:
        return f"signature {names} is not {SIGNATURE}"
    out_dtype = _out_dtype(original, rope)
    if out_dtype is None:
        return "fails or returns an unexpected dtype on a bf16 q with fp32 cos/sin"
    new = replacement(original, rope, out_dtype)
    calls = sum(FALLBACKS.values())
    for rot in (16, 8) if rope.partial else (16,):
        if not _agree(original, new, rope, rot):
            return f"probe disagrees ({rope} form, rotary dim {rot} of head dim 16)"
    if sum(FALLBACKS.values()) != calls:  # the probe's tables repeat: the op itself must have run
        return "the probe fell back to the original function"
    return new

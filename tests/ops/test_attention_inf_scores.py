"""``cdna::attention`` in kernel mode with +inf / -inf / NaN in q or k: lse follows ``torch.logsumexp``.

A +inf score (an inf in q or k times a nonzero element) makes the row's log-sum-exp +inf, with no NaN
involved; the softmax row (and so out) is inf/inf = NaN. Only a NaN score makes the lse NaN. The online
softmax used to subtract its running max from every score, so a +inf max gave inf - inf = NaN and an lse of
NaN where ``torch.logsumexp`` (and the float64 reference) give +inf. Covered: the forward kernel (one key tile;
several tiles with the inf key in a middle tile, and a row holding both +inf and NaN scores) and the split-KV
decode path (the inf in one partial, the combine's max). Float64 expectations written here: scores,
``torch.logsumexp``, ``torch.softmax(s) @ v``; NaN and inf must sit where they sit in the expectation."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import attention_decode as AD

from .numerics import rand
from .test_attention_kernels import ARCHS, DTYPES, LSE_TOL, OUT_TOL

cdna = torch.ops.cdna
INF, NAN = float("inf"), float("nan")


def expected64(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """(out, lse) in float64 (no GQA): softmax of the scaled, top-left-masked scores, and their logsumexp."""
    s = q.double() @ k.double().transpose(-1, -2) * q.shape[-1] ** -0.5
    if causal:
        s = s.masked_fill(torch.ones(q.shape[2], k.shape[2], dtype=torch.bool).triu(1), -INF)
    return torch.softmax(s, -1) @ v.double(), torch.logsumexp(s, -1)


def assert_specials_and_values(actual: torch.Tensor, expected: torch.Tensor, what: str, rel: float,
                               absolute: float) -> None:
    """NaN exactly where ``expected`` has NaN, +-inf where it has +-inf, the rest within tolerance."""
    a = actual.double()
    assert torch.equal(torch.isnan(a), torch.isnan(expected)), f"{what}: NaN placement differs"
    inf = torch.isinf(expected)
    assert torch.equal(a[inf], expected[inf]), f"{what}: {a[inf].tolist()} where expected {expected[inf].tolist()}"
    finite = torch.isfinite(expected)
    assert torch.isfinite(a[finite]).all(), f"{what}: non-finite where the expectation is finite"
    err = float((a[finite] - expected[finite]).abs().max()) if finite.any() else 0.0
    bound = absolute + rel * float(expected[finite].abs().max()) if finite.any() else 0.0
    assert err <= bound, f"{what}: max error {err:.3g} > {bound:.3g}"


def check(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool) -> torch.Tensor:
    out, lse = cdna.attention(q, k, v, causal=causal, scale=None, enable_gqa=False)
    ref_out, ref_lse = expected64(q, k, v, causal)
    assert_specials_and_values(lse, ref_lse, "lse", 0.0, LSE_TOL)
    assert_specials_and_values(out, ref_out, "out", OUT_TOL[q.dtype], 0.0)
    return ref_lse


@pytest.fixture
def kernel_mode():
    with _config.override(ops_impl="kernel", arch=random.choice(ARCHS), sim_strict=True), poisoned_outputs():
        yield


def test_inf_in_q_gives_inf_lse_in_one_tile(kernel_mode):
    """The probe's case: bf16/fp16 [1, 2, 5, 64], +inf, -inf and NaN in q (causal or not)."""
    dtype, causal = random.choice(DTYPES), random.choice((False, True))
    q, k, v = (rand((1, 2, 5, 64), dtype) for _ in range(3))
    k[0, 0, 0, 7] = k[0, 0, 0, 7].abs() + 0.5        # key 0 (seen by every row) scores +inf for row 3
    k[0, 1, 0, 5] = -(k[0, 1, 0, 5].abs() + 0.5)     # and +inf for row 2 of head 1 (q = -inf there)
    q[0, 0, 3, 7], q[0, 1, 2, 5], q[0, 1, 4, 0] = INF, -INF, NAN
    ref_lse = check(q, k, v, causal)
    assert ref_lse[0, 0, 3] == INF and ref_lse[0, 1, 2] == INF and torch.isnan(ref_lse[0, 1, 4])


def test_inf_key_in_a_middle_tile(kernel_mode):
    """An inf key in a middle tile of a longer KV: rows whose q element is > 0 turn +inf after finite tiles
    (the running max and row sum rescaled by alpha) and stay +inf through the tiles after; rows with a
    negative element see -inf there and stay finite. Head 1 also has a NaN key: its rows' lse is NaN, also
    where a +inf score is in the same row."""
    dtype, d = random.choice(DTYPES), 64
    q, k, v = rand((1, 2, 40, d), dtype), rand((1, 2, 160, d), dtype), rand((1, 2, 160, d), dtype)  # 3 tiles
    q[:, :, :2, 3] = torch.tensor([1.0, -1.0], dtype=dtype)   # at least one row of each sign
    k[0, :, 70, 3] = INF
    k[0, 1, 150, 9] = NAN
    ref_lse = check(q, k, v, causal=False)
    assert ref_lse[0, 0, 0] == INF and torch.isfinite(ref_lse[0, 0, 1]) and torch.isnan(ref_lse[0, 1]).all()


def test_inf_key_in_one_decode_partial(kernel_mode):
    """Split-KV decode (S_q = 1 over 300 keys: two partials): the partial with the inf key has lse +inf, the
    other a finite one; the combine's max must not compute inf - inf."""
    dtype = random.choice(DTYPES)
    q, k, v = rand((1, 2, 1, 64), dtype), rand((1, 2, 300, 64), dtype), rand((1, 2, 300, 64), dtype)
    assert AD.decode_partials(1, 2, 1, 300, 1, False) == 2, "not the decode path any more: pick another shape"
    q[0, :, 0, 11] = torch.tensor([1.0, -1.0], dtype=dtype)
    k[0, :, 280, 11] = INF
    ref_lse = check(q, k, v, causal=False)
    assert ref_lse[0, 0, 0] == INF and torch.isfinite(ref_lse[0, 1, 0])

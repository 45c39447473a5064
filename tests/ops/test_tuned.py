"""Tuned picks (ops/tuned.py): the KV partials of paged attention's decode and of cdna::attention's split-KV decode
come from the timing model's tables where they hold the problem's bucket, from the documented rules elsewhere;
the registry and the launchers agree; the stored predictions still describe the current kernels (a
re-prediction of one small paged problem)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from torch_cdna import _config
from torch_cdna.ops import tuned, variants
from torch_cdna.ops.kernels import paged_attention as PA

ARCHS = ("gfx942", "gfx950")
ARCH = "gfx942"
ROWS = tuned.entries("paged_attention", ARCH)
ALL = [(arch, r) for arch in ARCHS for r in tuned.entries("paged_attention", arch)]


@pytest.mark.parametrize("family", ["paged_attention", "attention_decode"])
@pytest.mark.parametrize("arch", ARCHS)
def test_the_table_exists_and_picks_its_fastest_candidate(family, arch):
    rows = tuned.entries(family, arch)
    assert rows, f"torch_cdna/ops/data/tuned_{family}.json has no {arch} rows: run benchmarks/tune_partials.py"
    for r in rows:
        us = {int(c): v for c, v in r["predicted_us"].items()}
        assert r["rule"] in us and r["pick"] == min(us, key=lambda c: (round(us[c], 3), c)), r


@pytest.mark.parametrize("arch,row", ALL, ids=lambda x: x if isinstance(x, str) else str(tuple(x["problem"])))
def test_decode_launch_plan_takes_the_tuned_pick(arch, row):
    seqs, hkv, ctx = row["problem"]
    plan = PA.launch_plan(seqs, hkv, 8, ctx // 16, 16, d=128, arch=arch)
    assert plan[0] == row["pick"]
    # the rule where the table does not apply: no head dim given, a window, another arch without rows
    assert PA.launch_plan(seqs, hkv, 8, ctx // 16, 16)[0] == row["rule"]
    assert PA.launch_plan(seqs, hkv, 8, ctx // 16, 16, window_left=ctx, d=128, arch=arch)[0] == PA.launch_plan(
        seqs, hkv, 8, ctx // 16, 16, window_left=ctx)[0]


def test_a_problem_off_the_grid_gets_the_rule():
    key = PA.tuned_key(64, 3, 2, 4, 700)
    assert tuned.pick("paged_attention", ARCH, key) is None
    assert PA.launch_plan(3, 2, 4, 44, 16, d=64, arch=ARCH)[0] == PA.paged_partials(3, 2, 4, 44 * 16)


def test_registry_and_launcher_agree_on_a_tuned_problem():
    """``variants.select`` and the launcher both read the table: the registry lists the kernels the launch runs."""
    row = next(r for r in ROWS if r["pick"] != r["rule"]) if any(r["pick"] != r["rule"] for r in ROWS) else ROWS[0]
    seqs, hkv, ctx = row["problem"]
    picks = variants.select("paged_attention", arch=ARCH, dtype="bf16", num_seqs=seqs, hq=8 * hkv,
                            hkv=hkv, d=128, max_blocks=ctx // 16, block_size=16)
    names = [p.variant.name for p in picks]
    assert names == (["single_d128"] if row["pick"] == 1 else ["split_d128", "combine"]), names


def test_stored_predictions_still_hold_for_the_smallest_problem():
    """Re-predicts the smallest problem's pick (the kernels or the model changed if this drifts: re-tune)."""
    row = min(ROWS, key=lambda r: r["problem"][0] * r["problem"][1] * r["problem"][2])
    seqs, hkv, ctx = row["problem"]
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from benchmarks.tune_partials import FAMILIES
    got = FAMILIES["paged_attention"].predict(ARCH, (seqs, hkv, ctx), row["pick"])
    want = row["predicted_us"][str(row["pick"])]
    assert abs(got - want) <= 0.1 * want, (got, want)


# ------------------------------------------------------------------------- cdna::attention's split-KV decode
DECODE = [(arch, r) for arch in ARCHS for r in tuned.entries("attention_decode", arch)]


@pytest.mark.parametrize("arch,row", DECODE, ids=lambda x: x if isinstance(x, str) else str(tuple(x["problem"])))
def test_forward_launcher_decodes_with_the_tuned_partials(arch, row, monkeypatch):
    """``launch_attention`` hands ``launch_decode`` the tuned count (normalised: no empty partial) for a one-token
    decode in the table; a 2-token decode of the same shape keeps the rule."""
    import torch
    from torch_cdna.ops.kernels import attention as AT
    from torch_cdna.ops.kernels import attention_decode as AD
    b, hkv, skv = row["problem"]
    seen = []
    monkeypatch.setattr(AD, "launch_decode", lambda *a, **k: seen.append(a[8]))
    q = torch.empty(b, 8 * hkv, 1, 128, dtype=torch.bfloat16)
    k = v = torch.empty(b, hkv, skv, 128, dtype=torch.bfloat16)
    with _config.override(arch=arch):
        AT.launch_attention(q, k, v, torch.empty_like(q), torch.empty(b, 8 * hkv, 1), False, 0.1, 8)
        AT.launch_attention(q.expand(b, 8 * hkv, 2, 128), k, v, torch.empty(b, 8 * hkv, 2, 128,
                            dtype=torch.bfloat16), torch.empty(b, 8 * hkv, 2), False, 0.1, 8)
    want = AD.cdiv(skv, AD.decode_chunk(skv, row["pick"], 32))
    assert seen == [want, AD.decode_partials(b, hkv, 2, skv, 8, False)]

"""benchmarks/predicted.py on small shapes: each row's ours/peer times are predictions from real runs (positive,
per config), the best peer is the fastest candidate, and the table renders."""

from __future__ import annotations

import pytest

from benchmarks import predicted as B
from tests.sim.aiter.conftest import aiter_hsa  # noqa: F401 - the wheel fixture (skips without network)


@pytest.mark.parametrize("op, shape", [("rmsnorm", (8, 200)), ("softmax", (8, 200))])
def test_row_op_rows_rank_every_inductor_config(op, shape, monkeypatch, rng_seed):
    monkeypatch.setitem(B.ROW_OPS, op, shape)
    r = B.row_op(op, "mi300x", rng_seed)
    assert r["ours_us"] > 0 and all(v > 0 for v in r["peers_us"].values())
    assert r["best_peer_us"] == min(r["peers_us"].values())
    assert r["ratio"] == pytest.approx(r["ours_us"] / r["best_peer_us"])
    assert r["unit"] == "TB/s" and 0 < r["ours_roofline"] < 1.5
    assert f"| {op} {shape[0]}x{shape[1]} | mi300x |" in B.table([r])


def test_attention_row_has_flash_and_aiter_peers(monkeypatch, rng_seed, aiter_hsa):
    aiter_hsa("gfx950")  # skips, naming the reason, when the AITER wheel cannot be fetched
    monkeypatch.setattr(B.flash_peer, "CONFIGS", {"m128_n64_w4": B.flash_peer.CONFIGS["m128_n64_w4"]})
    r = B.attention(1, 2, 1, 512, False, "mi355x", rng_seed)
    assert set(r["peers_us"]) == {"flash m128_n64_w4", "AITER fmha_v3"}
    assert r["ours_us"] > 0 and r["best_peer_us"] == min(r["peers_us"].values())


def test_attention_backward_row_has_the_aiter_peer(rng_seed, aiter_hsa):
    aiter_hsa("gfx942")
    r = B.attention_backward(1, 2, 1, 128, "mi300x", rng_seed)
    assert set(r["peers_us"]) == {"AITER fmha_v3 bwd a16"} and r["unit"] == "TFLOPs"
    assert r["ours_us"] > 0 and r["ratio"] == pytest.approx(r["ours_us"] / r["best_peer_us"])

"""The real-Inductor peers (benchmarks/inductor_peers.py): every captured op compiles for gfx942 and gfx950 with
Inductor's ROCm hints and config, and its kernels, run on the simulator, match float64 references; the
committed records carry what Inductor gives on ROCm (divisibility hints, waves_per_eu, wave64 warp counts)."""

from __future__ import annotations

import json

import pytest
import torch

from benchmarks import inductor_peers as P
from torch_cdna.ops import activations as A, norms as N, rope as R, softmax as S


def _d(t: torch.Tensor) -> torch.Tensor:
    return t.double()


# op -> float64 references of its outputs, from the launcher-contract arguments
REFERENCES = {
    "rmsnorm": lambda a: [N.rmsnorm_reference(_d(a[0]), _d(a[1]), a[2])],
    "fused_add_rmsnorm": lambda a: [N.rmsnorm_reference(_d(a[0] + a[1]), _d(a[2]), a[3]), _d(a[0] + a[1])],
    "layernorm": lambda a: [N.layernorm_reference(_d(a[0]), _d(a[1]), _d(a[2]), a[3])],
    "softmax": lambda a: [S.softmax_reference(_d(a[0]), -1)],
    "silu_and_mul": lambda a: [A.silu_and_mul_reference(_d(a[0]))],
    "gelu_and_mul": lambda a: [A.gelu_and_mul_reference(_d(a[0]), "none")],
    "gelu_and_mul_tanh": lambda a: [A.gelu_and_mul_reference(_d(a[0]), "tanh")],
    "rope": lambda a: [R.rope_reference(_d(a[0]), _d(a[1]), _d(a[2]), False)],
}
# (op, shape): persistent reductions and pointwise kernels at small shapes, and a looped (triton_red) reduction
CASES = [("rmsnorm", (8, 200)), ("rmsnorm", (4, 4096)), ("fused_add_rmsnorm", (8, 200)), ("layernorm", (8, 200)),
         ("softmax", (8, 200)), ("silu_and_mul", (8, 200)), ("gelu_and_mul", (8, 200)),
         ("gelu_and_mul_tanh", (8, 200)), ("rope", (4, 64))]


def test_every_op_has_a_reference_and_committed_shapes():
    assert set(REFERENCES) == set(P.OPS) == set(P.SHAPES)
    for op, shape in CASES:
        assert shape in P.SHAPES[op]


@pytest.mark.parametrize("arch", P.ARCHS)
@pytest.mark.parametrize("op,shape", CASES)
def test_inductor_peer_matches_float64_reference(op, shape, arch, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    args = P.contract_args(op, shape, gen=gen)
    outs = [args[i] for i in P.OPS[op].outputs]
    assert all(o.isnan().all() for o in outs)                      # poisoned before the launch
    stats = P.run_inductor_peer(op, arch, *args)
    rec = P.record(op, arch, *args, capture_missing=False)         # it ran from the committed record
    assert len(stats) == len(rec["launches"]) >= 1
    assert all(s.total > 0 and s.counts["vmem_store"] > 0 for s in stats)
    for out, ref in zip(outs, REFERENCES[op](args)):
        torch.testing.assert_close(out.double(), ref.to(out.dtype).double(), rtol=1e-2, atol=2e-2)


@pytest.mark.parametrize("arch", P.ARCHS)
def test_every_candidate_config_of_a_looped_reduction_runs(arch, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    args = P.contract_args("rmsnorm", (4, 4096), gen=gen)
    (cands,) = P.candidates("rmsnorm", arch, *args).values()
    assert [c["kwargs"]["R0_BLOCK"] for c in cands] == [4096, 2048]   # persistent-rblock config, then contiguous
    ref = REFERENCES["rmsnorm"](args)[0]
    totals = []
    for i in range(len(cands)):
        args[3].fill_(float("nan"))
        (st,) = P.run_inductor_peer("rmsnorm", arch, *args, config=i)
        torch.testing.assert_close(args[3].double(), ref.to(torch.bfloat16).double(), rtol=1e-2, atol=2e-2)
        totals.append(st.total)
    assert totals[0] != totals[1]                                    # the configs are distinct kernels
    with pytest.raises(IndexError, match="candidate configs"):
        P.run_inductor_peer("rmsnorm", arch, *args, config=len(cands))


@pytest.mark.parametrize("arch", P.ARCHS)
def test_records_carry_inductors_rocm_choices(arch):
    recs = json.loads(P.data_file(arch).read_text())
    assert {r["op"] for r in recs} == set(P.OPS)
    for rec in recs:
        assert rec["arch"] == arch and rec["device"]["warp_size"] == 64
        for k in rec["kernels"].values():
            assert "'is_hip': True" in k["source"] and f"cc='{arch}'" in k["source"]
            for cfg in k["configs"]:
                c = cfg["compile"]
                assert c["target"] == ["hip", arch, 64]
                assert c["options"]["num_warps"] == cfg["num_warps"] and c["options"]["debug"] is False
                ptrs = [i for i, t in enumerate(c["signature"].values()) if t.startswith("*")]
                hinted = {path[0] for path, attrs in c["attrs"] if ["tt.divisibility", 16] in attrs}
                assert set(ptrs) <= hinted                           # every pointer 16-byte aligned
        if rec["op"] == "silu_and_mul":                              # ROCm's extra pointwise configs
            (k,) = rec["kernels"].values()
            assert [c["compile"]["options"].get("waves_per_eu") for c in k["configs"]][2:] == [2, None, 1]


def test_unknown_op_and_missing_record_are_named():
    with pytest.raises(KeyError, match="unknown op"):
        P.request("rms", "gfx942")
    args = P.contract_args("rmsnorm", (3, 40))
    with pytest.raises(KeyError, match="--capture"):
        P.record("rmsnorm", "gfx942", *args, capture_missing=False)
    with pytest.raises(ValueError, match="interleaved"):
        P.request("rope", "gfx942", *P.contract_args("rope", (4, 64))[:4], True)

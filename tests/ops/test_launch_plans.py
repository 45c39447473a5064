"""Launch plans (ops/_plans.py): a replay issues exactly the launches of the full HIP path.

Run through ``benchmarks/dry_hip.py``: CPU tensors take the ROCm route with real code objects and real kernarg
packing, and the dry hip module records each ``hipModuleLaunchKernel`` (function, grid, block, stream and the
segment read back through ``extra``) instead of running it. Each case calls an op with fresh random tensors of
one signature until its plan exists, then compares the replay's launches with the full path's for the same
tensors, byte for byte (output pointers, which differ between the two calls, compared by position).
"""

from __future__ import annotations

import random
import struct
import sys
from pathlib import Path

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import HipError
from torch_cdna.ops import _plans, _registry, kernels
from torch_cdna.ops._layout import poisoned_outputs

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from benchmarks.dry_hip import dry_hip  # noqa: E402

DTYPES = (torch.bfloat16, torch.float16)


@pytest.fixture(autouse=True)
def kernel_mode():
    with _config.override(ops_impl="kernel"):
        yield


@pytest.fixture
def hip():
    with dry_hip(keep=True) as dry:
        yield dry


def _rows(rnd: random.Random) -> tuple[int, int]:
    return rnd.choice((1, 3, 64, 257)), rnd.choice((64, 96, 1000, 4096))


def _case(name: str, rnd: random.Random):
    """(op overload, make(): fresh args, kwargs) for a random signature of ``name``."""
    dt = rnd.choice(DTYPES)
    n, d = _rows(rnd)
    lead = rnd.choice(((n,), (1, n), (2, n)))
    approximate = rnd.choice(("none", "tanh"))
    cases = {
        "rmsnorm": lambda: ((torch.randn(*lead, d, dtype=dt), torch.randn(d, dtype=dt), 1e-5), {}),
        "fused_add_rmsnorm": lambda: ((torch.randn(n, d, dtype=dt), torch.randn(n, d, dtype=dt),
                                       torch.randn(d, dtype=torch.float32), 1e-6), {}),
        "layernorm": lambda: ((torch.randn(n, d, dtype=dt), torch.randn(d, dtype=dt),
                               torch.randn(d, dtype=dt) if d % 2 else None, 1e-5), {}),
        "fused_add_layernorm": lambda: ((torch.randn(n, d, dtype=dt), torch.randn(n, d, dtype=dt),
                                         torch.randn(d, dtype=dt), torch.randn(d) if d % 2 else None, 1e-5), {}),
        "silu_and_mul": lambda: ((torch.randn(*lead, 2 * d, dtype=dt),), {}),
        "gelu_and_mul": lambda: ((torch.randn(n, 2 * d, dtype=dt), approximate), {}),
        "gelu": lambda: ((torch.randn(*lead, d, dtype=dt),), dict(approximate=approximate)),
        "softmax": lambda: ((torch.randn(n, d, dtype=dt), -1), {}),
        "moe_topk_softmax": lambda: ((torch.randn(*lead, d % 200 + 8, dtype=dt), 1 + n % 8),
                                     dict(renormalize=approximate == "tanh")),
        # M past 32 where K allows split-K (M <= 32, K >= 256): one pass
        "gemm": lambda: ((torch.randn(n if d < 256 else n + 32, d, dtype=dt), torch.randn(24, d, dtype=dt).t()),
                         dict(bias=torch.randn(24, dtype=dt) if n % 2 else None)),  # read in-kernel
        # split-K: a per-call fp32 workspace the replay allocates itself, then the reduce launch
        "gemm_split_k": lambda: ((torch.randn(1 + n % 16, 1024, dtype=dt), torch.randn(24, 1024, dtype=dt).t()),
                                 dict(bias=torch.randn(24, dtype=dt) if n % 2 else None)),
        "rope": lambda: ((torch.randn(2, 4, n, 64, dtype=dt), torch.randn(n, 32), torch.randn(n, 32),
                          d % 2 == 0), {}),
        "qkv_rope": lambda: ((torch.randn(2, n, (4 + 2 * 2) * 64, dtype=dt), torch.randn(2, 1, n, 16),
                              torch.randn(2, 1, n, 16), 4, 2, 32, d % 2 == 0, "grouped"), {}),
        "attention": lambda: ((torch.randn(1, 4, 64, 64, dtype=dt), torch.randn(1, 2, 64, 64, dtype=dt),
                               torch.randn(1, 2, 64, 64, dtype=dt)),
                              dict(causal=d % 2 == 0, scale=None, enable_gqa=True)),
        # split-KV decode: fp32 partials (per-call workspaces) and the combine launch
        "attention_split_kv": lambda: ((torch.randn(1, 4, 1, 64, dtype=dt), torch.randn(1, 2, 1024, 64, dtype=dt),
                                        torch.randn(1, 2, 1024, 64, dtype=dt)),
                                       dict(causal=False, scale=None, enable_gqa=True)),
    }
    return getattr(torch.ops.cdna, name.split("_split_")[0]).default, cases[name]


def _normalised(launches, outputs, workspace_slots=()) -> list[tuple]:
    """Launches with each output's address replaced by its position (the one thing two calls differ in), and
    each per-call workspace's address (at ``workspace_slots``: (launch index, offset) pairs) by the order in
    which it first appears: so the comparison still checks which launches share a workspace."""
    outs = [o for o in outputs if o.numel()]
    workspaces: dict[int, int] = {}
    result = []
    for i, launch in enumerate(launches):
        segment = bytearray(launch.kernargs)
        for li, off in workspace_slots:
            if li == i:
                (value,) = struct.unpack_from("<Q", segment, off)
                assert value and value not in {o.data_ptr() for o in outs}
                struct.pack_into("<Q", segment, off, 0xEEEE_0000_0000_0000 + workspaces.setdefault(value, len(workspaces)))
        for off in range(0, len(segment) - 7, 8):
            (value,) = struct.unpack_from("<Q", segment, off)
            for j, o in enumerate(outs):
                if value == o.data_ptr():
                    struct.pack_into("<Q", segment, off, 0xFFFF_0000_0000_0000 + j)
        result.append((launch.function, launch.grid, launch.block, launch.shared_mem, launch.stream,
                       bytes(segment)))
    return result


def _as_tuple(out):
    return (out,) if isinstance(out, torch.Tensor) else tuple(out)


@pytest.mark.parametrize("allocation", ["fast", "dispatcher"])
@pytest.mark.parametrize("name", ["rmsnorm", "fused_add_rmsnorm", "layernorm", "fused_add_layernorm",
                                  "silu_and_mul", "gelu_and_mul", "gelu", "softmax", "rope", "qkv_rope",
                                  "attention", "attention_split_kv", "gemm", "gemm_split_k",
                                  "moe_topk_softmax"])
def test_replay_issues_the_full_paths_launches(hip, name, allocation, rng_seed, monkeypatch):
    """``allocation``: the replay allocates through Inductor's allocation entry point (``fast_allocator``), or
    through the dispatcher where the build has none (the fallback forced)."""
    if allocation == "dispatcher":
        monkeypatch.setattr(_plans, "fast_allocator", lambda device: None)
    rnd = random.Random(rng_seed)
    op, make = _case(name, rnd)
    plans = _registry._PLANS[op.name().removeprefix("cdna::")]
    for call in range(_plans.CALLS_TO_PLAN):  # a note, then two agreeing recordings make the plan
        args, kwargs = make()
        op(*args, **kwargs)
    assert len(plans.plans) == 1, f"no plan after two calls of one signature: {plans.pending}"
    (plan,) = plans.plans.values()
    args, kwargs = make()
    before = len(hip.launches)
    replayed = _as_tuple(op(*args, **kwargs))
    replay_launches = hip.launches[before:]
    plans.clear()  # the same call through the full path
    before = len(hip.launches)
    full = _as_tuple(op(*args, **kwargs))
    full_launches = hip.launches[before:]
    assert len(full_launches) >= 1
    workspace_slots = [(i, slot.offset) for i, launch in enumerate(plan.recording.launches)
                       for slot in launch.slots if slot.source.startswith("_ws")]
    assert bool(workspace_slots) == ("_split_" in name), workspace_slots   # only the split forms have one
    assert (_normalised(replay_launches, replayed, workspace_slots)
            == _normalised(full_launches, full, workspace_slots))
    for r, f in zip(replayed, full, strict=True):
        assert (r.shape, r.stride(), r.dtype, r.device) == (f.shape, f.stride(), f.dtype, f.device)
        assert r.untyped_storage().data_ptr() not in {t.untyped_storage().data_ptr() for t in args
                                                     if isinstance(t, torch.Tensor)}


def test_a_plan_is_not_used_for_another_signature(hip, rng_seed):
    torch.manual_seed(rng_seed)
    x, w = torch.randn(8, 128, dtype=torch.bfloat16), torch.randn(128, dtype=torch.bfloat16)
    for _ in range(_plans.CALLS_TO_PLAN):
        torch.ops.cdna.rmsnorm(x, w, 1e-6)
    plans = _registry._PLANS["rmsnorm"]
    assert len(plans.plans) == 1
    # another eps, another alignment (a view 2 bytes in), another row count: each its own signature
    shifted = torch.randn(8, 129, dtype=torch.bfloat16)[:, 1:]
    for args in ((x, w, 1e-5), (shifted, w, 1e-6), (torch.randn(9, 128, dtype=torch.bfloat16), w, 1e-6)):
        before = len(hip.launches)
        torch.ops.cdna.rmsnorm(*args)
        assert len(hip.launches) == before + 1
    assert len(plans.plans) == 1 and len(plans.pending) == 3


def test_tensor_eps_overload_shares_the_default_plans_keyed_by_the_eps_value(hip, rng_seed):
    """rmsnorm.tensor_eps reads eps, then runs rmsnorm's path: its calls make and replay rmsnorm's plans, and
    another eps value is another signature (never a replay with the old eps frozen in its kernargs)."""
    torch.manual_seed(rng_seed)
    x, w = torch.randn(8, 128, dtype=torch.bfloat16), torch.randn(128, dtype=torch.bfloat16)
    overload, plans = torch.ops.cdna.rmsnorm.tensor_eps, _registry._PLANS["rmsnorm"]
    for _ in range(_plans.CALLS_TO_PLAN):
        overload(x, w, torch.tensor(1e-6, dtype=torch.float64))
    assert len(plans.plans) == 1 and not plans.pending
    before = len(hip.launches)
    overload(x, w, torch.tensor(0.5, dtype=torch.float64))
    assert len(hip.launches) == before + 1 and len(plans.plans) == 1 and len(plans.pending) == 1
    assert struct.pack("<f", 0.5) in hip.launches[-1].kernargs


def test_layout_copies_and_workspaces_are_never_planned(hip, rng_seed):
    torch.manual_seed(rng_seed)
    w = torch.randn(64, dtype=torch.bfloat16)
    for _ in range(_plans.MAX_REFUSALS + 2):
        x = torch.randn(64, 32, dtype=torch.bfloat16).t()  # rows need a contiguous copy: a temporary
        torch.ops.cdna.rmsnorm(x, w, 1e-6)
        g = torch.randn(32, 64, dtype=torch.bfloat16)
        torch.ops.cdna.rmsnorm_backward(g, g, w, 1e-6)  # a cached fp32 workspace (atomic column sums)
    for name in ("rmsnorm", "rmsnorm_backward"):
        plans = _registry._PLANS[name]
        assert not plans.plans
        assert [refusals for _, refusals in plans.pending.values()] == [_plans.MAX_REFUSALS]


def test_aliased_arguments_are_not_frozen_into_a_plan(hip, rng_seed):
    torch.manual_seed(rng_seed)
    kw = dict(causal=False, scale=None, enable_gqa=False)
    q = torch.randn(1, 2, 32, 64, dtype=torch.bfloat16)
    for _ in range(3):
        torch.ops.cdna.attention(q, q, q, **kw)  # q, k, v alias: which one a pointer is cannot be told
    plans = _registry._PLANS["attention"]
    assert not plans.plans
    plans.clear()
    for _ in range(_plans.CALLS_TO_PLAN):
        torch.ops.cdna.attention(*(torch.randn(1, 2, 32, 64, dtype=torch.bfloat16) for _ in range(3)), **kw)
    assert len(plans.plans) == 1
    q, k, v = (torch.randn(1, 2, 32, 64, dtype=torch.bfloat16) for _ in range(3))
    torch.ops.cdna.attention(q, k, v, **kw)
    segment = hip.launches[-1].kernargs
    assert struct.unpack_from("<3Q", segment, 0) == (q.data_ptr(), k.data_ptr(), v.data_ptr())
    torch.ops.cdna.attention(q, q, q, **kw)  # the plan, with aliased arguments: still each one's pointer
    assert struct.unpack_from("<3Q", hip.launches[-1].kernargs, 0) == (q.data_ptr(),) * 3


def test_a_signature_seen_once_is_noted_not_recorded(hip, rng_seed, monkeypatch):
    """Recording costs about twice the full path; a shape that changes every call (a growing KV cache) must not
    pay it. The first call of a signature is only noted, the next two are recorded, the third makes the plan,
    the fourth replays."""
    torch.manual_seed(rng_seed)
    recorded = []
    real_record = _plans.record
    monkeypatch.setattr(_plans, "record", lambda *a: recorded.append(1) or real_record(*a))
    plans = _registry._PLANS["rmsnorm"]
    w = torch.randn(64, dtype=torch.bfloat16)
    for rows in range(1, 6):  # five signatures, each seen once
        torch.ops.cdna.rmsnorm(torch.randn(rows, 64, dtype=torch.bfloat16), w, 1e-6)
    assert not recorded and not plans.plans and set(plans.pending.values()) == {_plans._SEEN}
    x = torch.randn(8, 64, dtype=torch.bfloat16)
    for call in range(_plans.CALLS_TO_PLAN + 1):
        before = len(hip.launches)
        torch.ops.cdna.rmsnorm(x, w, 1e-6)
        assert len(hip.launches) == before + 1
        assert len(recorded) == min(call, _plans.CALLS_TO_PLAN - 1)
        assert len(plans.plans) == (call >= _plans.CALLS_TO_PLAN - 1)


def test_empty_inputs_replay_allocations_only(hip):
    w = torch.ones(64, dtype=torch.bfloat16)
    for _ in range(_plans.CALLS_TO_PLAN):
        before = len(hip.launches)
        y = torch.ops.cdna.rmsnorm(torch.empty(0, 64, dtype=torch.bfloat16), w, 1e-6)
        assert y.shape == (0, 64) and y.dtype == torch.bfloat16 and len(hip.launches) == before
    assert len(_registry._PLANS["rmsnorm"].plans) == 1


def _planned(name: str = "rmsnorm") -> dict:
    x, w = torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16)
    for _ in range(_plans.CALLS_TO_PLAN):
        torch.ops.cdna.rmsnorm(x, w, 1e-6)
    return _registry._PLANS[name].plans


def test_plans_are_dropped_when_configuration_launchers_or_poisoning_change(hip):
    plans = _planned()
    assert plans
    with _config.override(arch="gfx950"):
        assert not plans
    assert _planned()
    saved = kernels.table("softmax")[("sim", "gfx942")]
    kernels.unregister("softmax", "sim", "gfx942")  # any change of the launcher table
    try:
        assert not plans
    finally:
        kernels.register("softmax", "sim", "gfx942", dtypes=saved.dtypes)(saved.fn)
    assert _planned()
    with poisoned_outputs():
        assert not plans
        for _ in range(3):
            y = torch.ops.cdna.rmsnorm(torch.randn(4, 64, dtype=torch.bfloat16),
                                       torch.randn(64, dtype=torch.bfloat16), 1e-6)
            assert torch.isnan(y).all(), "outputs are poisoned (no kernel ran): the full path, not a plan"
        assert not plans


def test_replays_allocate_through_the_fast_entry_point_or_the_dispatcher(hip, monkeypatch):
    """The generated replay allocates with ``fast_allocator``'s function where the build has one, and through the
    dispatcher (``empty_like``) otherwise; the outputs are the same either way."""
    plan = next(iter(_planned().values()))
    assert "_alloc_out0((4, 64), (64, 1), _dtype_out0)" in _replay_source(plan)
    _registry._PLANS["rmsnorm"].clear()
    monkeypatch.setattr(_plans, "fast_allocator", lambda device: None)
    plan = next(iter(_planned().values()))
    assert "_empty_like(x)" in _replay_source(plan)
    y = torch.ops.cdna.rmsnorm(torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16),
                               1e-6)
    assert (y.shape, y.stride(), y.dtype, y.requires_grad) == ((4, 64), (64, 1), torch.bfloat16, False)


def test_the_fast_allocator_is_offered_only_where_it_allocates_on_the_tensors_device():
    """CPU: Inductor's CPU entry point. CUDA: its CUDA one only where the build has a GPU half that works and at
    most one GPU is visible (it allocates on the current device); other devices: none."""
    t = _plans.fast_allocator(torch.device("cpu"))((2, 3), (1, 2), torch.float16)
    assert (t.shape, t.stride(), t.dtype, t.device.type) == ((2, 3), (1, 2), torch.float16, "cpu")
    assert _plans.fast_allocator(torch.device("meta")) is None
    cuda = _plans.fast_allocator(torch.device("cuda"))
    if not torch.cuda.is_available():
        assert cuda is None
    elif torch.cuda.device_count() > 1:
        assert cuda is None
    else:
        assert cuda((4,), (1,), torch.float32).device == torch.device("cuda", 0)


def _replay_source(plan) -> str:
    import linecache
    return "".join(linecache.getlines(plan.__code__.co_filename))


def test_a_launch_returning_success_in_another_form_does_not_raise(hip, monkeypatch):
    """The replay compares a launch's result with ``(0,)`` at once; any other result (a bare 0, a success enum)
    goes through the full check, which raises only for an error."""
    calls = []
    monkeypatch.setattr(hip, "hipModuleLaunchKernel", lambda *args: calls.append(args) or 0)
    _planned()
    before = len(calls)
    torch.ops.cdna.rmsnorm(torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16), 1e-6)
    assert len(calls) == before + 1


def test_hip_pythons_success_result_passes_the_replays_one_comparison():
    """hip-python's ``hipModuleLaunchKernel`` returns a 1-tuple of a ``hipError_t`` enum: success must equal
    ``_plans._SUCCESS`` (the replay's fast check), an error must not."""
    hip_module = pytest.importorskip("hip", reason="hip-python is not installed").hip  # `from hip import hip`
    assert (hip_module.hipError_t.hipSuccess,) == _plans._SUCCESS
    assert (hip_module.hipError_t.hipErrorInvalidValue,) != _plans._SUCCESS


def test_a_failed_replayed_launch_raises_naming_the_kernel(hip):
    _planned()
    hip.fail = 1  # hipErrorInvalidValue from every launch
    with pytest.raises(HipError, match=r"hipModuleLaunchKernel\('rmsnorm_fwd'.*launch plan"):
        torch.ops.cdna.rmsnorm(torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16),
                               1e-6)


def test_the_simulator_path_records_nothing(rng_seed):
    torch.manual_seed(rng_seed)
    x, w = torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16)
    for _ in range(3):
        y = torch.ops.cdna.rmsnorm(x, w, 1e-6)
    assert not any(p.plans or p.pending for p in _registry._PLANS.values())
    ref = _registry.OPS["rmsnorm"].reference(x.double(), w.double(), 1e-6)
    torch.testing.assert_close(y.double(), ref, atol=2e-2, rtol=2e-2)


def test_a_mutating_op_records_no_plan_and_launches_every_call(hip):
    """``append_kv`` returns nothing (it writes its cache arguments): recordings are refused, every call takes
    the full path and launches its kernel."""
    kc, vc = torch.zeros(2, 16, 1, 64, dtype=torch.bfloat16), torch.zeros(2, 16, 1, 64, dtype=torch.bfloat16)
    k, v = torch.randn(3, 1, 64, dtype=torch.bfloat16), torch.randn(3, 1, 64, dtype=torch.bfloat16)
    before = len(hip.launches)
    for _ in range(_plans.MAX_REFUSALS + 2):
        assert torch.ops.cdna.append_kv(kc, vc, k, v, torch.tensor([0, 5, -1])) is None
    assert len(hip.launches) - before == _plans.MAX_REFUSALS + 2
    assert not _registry._PLANS["append_kv"].plans

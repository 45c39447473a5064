"""The per-call dispatch path (issue 4): cached configuration, the runner cache and what invalidates it, the
generated Autograd kernels (plain path, redispatch, multi-GPU branch), and ``check_plain`` == ``check`` on
tensors that share a device."""

from __future__ import annotations

import pytest
import torch

import torch_cdna
from torch_cdna import _config
from torch_cdna.ops import OPS, _autograd, _plans, _registry, kernels

from .cases import cases

cdna = torch.ops.cdna
ARCH = "gfx942"


# ---------------------------------------------------------------- configuration

@pytest.fixture
def env(monkeypatch):
    """monkeypatch for environment variables; the configuration is re-read from the restored environment."""
    yield monkeypatch
    monkeypatch.undo()
    _config.reload()


def test_environment_is_read_once_until_reload(env):
    env.delenv("TORCH_CDNA_SIM_STRICT", raising=False)
    _config.reload()
    assert _config.get("sim_strict") is False
    env.setenv("TORCH_CDNA_SIM_STRICT", "1")
    assert _config.get("sim_strict") is False  # cached: the environment is read once per process
    _config.reload()
    assert _config.get("sim_strict") is True


def test_set_config_persists_and_none_unsets(env):
    env.setenv("TORCH_CDNA_ARCH", "gfx950")
    _config.reload()
    try:
        torch_cdna.set_config(arch="gfx942")
        assert _config.get("arch") == "gfx942"
        with _config.override(arch="gfx950"):  # a scoped override wins over set_config
            assert _config.get("arch") == "gfx950"
        assert _config.get("arch") == "gfx942"
    finally:
        torch_cdna.set_config(arch=None)
    assert _config.get("arch") == "gfx950"  # back to the environment's value


def test_unknown_names_are_rejected_and_listeners_run():
    with pytest.raises(KeyError, match=r"unknown torch_cdna config variable\(s\): \['nope'\]"):
        torch_cdna.set_config(nope=1)
    with pytest.raises(KeyError, match="known:"):
        with _config.override(nope=1):
            pass
    calls = []
    _config.on_change(lambda: calls.append(_config.get("sim_strict")))
    try:
        with _config.override(sim_strict=True):
            pass
    finally:
        _config._listeners.pop()
    assert calls == [True, False]  # entering and leaving the override; each sees the new value


# ---------------------------------------------------------------- runner cache

@pytest.fixture
def recorder():
    """A stand-in rmsnorm launcher (bf16, sim, gfx942) that records its calls; real launchers set aside."""
    calls: list[str] = []
    saved = kernels.table("rmsnorm")
    for kind, arch in saved:
        kernels.unregister("rmsnorm", kind, arch)

    def install(tag: str) -> None:
        kernels.unregister("rmsnorm", "sim", ARCH)
        kernels.register("rmsnorm", "sim", ARCH, dtypes=(torch.bfloat16,))(
            lambda x, w, eps, out: (calls.append(tag), out.copy_(OPS["rmsnorm"].reference(x, w, eps))))
    install("first")
    try:
        with _config.override(ops_impl="kernel", arch=ARCH):
            yield calls, install
    finally:
        kernels.unregister("rmsnorm", "sim", ARCH)
        for (kind, arch), launcher in saved.items():
            kernels.register("rmsnorm", kind, arch, dtypes=launcher.dtypes)(launcher.fn)


def test_runner_cache_follows_launcher_table_and_configuration(recorder):
    calls, install = recorder
    x, w = torch.randn(4, 16, dtype=torch.bfloat16), torch.randn(16, dtype=torch.bfloat16)
    expected = OPS["rmsnorm"].reference(x, w, 1e-6)
    assert torch.equal(cdna.rmsnorm(x, w, 1e-6), expected)
    assert torch.equal(cdna.rmsnorm(x, w, 1e-6), expected)
    assert calls == ["first", "first"]
    assert (-1, torch.bfloat16) in _registry._RUNNERS["rmsnorm"]  # resolved once, then looked up
    install("second")  # (un)registering a launcher drops the cache
    cdna.rmsnorm(x, w, 1e-6)
    assert calls[-1] == "second"
    with _config.override(ops_impl="reference"):  # so does a configuration change
        assert torch.equal(cdna.rmsnorm(x, w, 1e-6), expected)
    assert calls == ["first", "first", "second"]
    torch_cdna.set_config(ops_impl="reference")  # overridden by the fixture's override: still the kernel
    try:
        cdna.rmsnorm(x, w, 1e-6)
        assert calls[-1] == "second" and len(calls) == 4
    finally:
        torch_cdna.set_config(ops_impl=None)
    with _config.override(arch="gfx950"), pytest.raises(NotImplementedError, match="on arch gfx950"):
        cdna.rmsnorm(x, w, 1e-6)  # no launcher for gfx950 now: an error, every call (not cached)


def test_unknown_mode_set_at_run_time_is_rejected():
    with _config.override(ops_impl="kernel"):
        torch_cdna.set_config(ops_impl="fast")
        try:
            with _config.override(ops_impl="fast"), pytest.raises(ValueError, match="TORCH_CDNA_OPS_IMPL='fast'"):
                cdna.softmax(torch.randn(3), 0)
        finally:
            torch_cdna.set_config(ops_impl=None)


# ---------------------------------------------------------------- generated Autograd kernels

def test_generated_kernel_source_uses_the_schema_names():
    src = _autograd.kernel_source("attention", cdna.attention.default._schema)
    band = "window_left=-1, window_right=-1, bottom_right=False, softcap=0.0, sinks=None"  # defaults kept
    assert src.startswith(f"def cdna_attention_autograd(_keyset, q, k, v, causal, scale, enable_gqa, {band}):")
    assert "q.requires_grad or k.requires_grad or v.requires_grad" in src
    assert ("_runner(q, k, v, causal, scale, enable_gqa, window_left, window_right, bottom_right, softcap, "
            "sinks)") in src
    assert "return _plan(q, k, v, sinks, _ptr_q, _ptr_k, _ptr_v)" in src  # tensors and pointers only
    src = _autograd.kernel_source("gemm", cdna.gemm.default._schema)  # keyword-only arguments stay so
    assert src.startswith("def cdna_gemm_autograd(_keyset, a, b, *, bias=None, out_dtype=None):")
    assert "_runner(a, b, bias=bias, out_dtype=out_dtype)" in src
    with pytest.raises(ValueError, match="'_x' starts with '_'"):
        lib = torch.library.Library("cdna_test_dispatch", "FRAGMENT")  # noqa: TOR901 - test namespace
        lib.define("bad(Tensor _x) -> Tensor")
        _autograd.kernel_source("bad", torch.ops.cdna_test_dispatch.bad.default._schema)


def test_mixed_devices_are_rejected_by_every_forward_op():
    meta = dict(device="meta")
    with pytest.raises(ValueError, match="weight is on meta but x is on cpu"):
        cdna.rmsnorm(torch.ones(2, 8), torch.ones(8, **meta), 1e-6)
    with pytest.raises(ValueError, match="residual is on meta but x is on cpu"):
        cdna.fused_add_rmsnorm(torch.ones(2, 8), torch.ones(2, 8, **meta), torch.ones(8), 1e-6)
    with pytest.raises(ValueError, match="bias is on meta but x is on cpu"):
        cdna.layernorm(torch.ones(2, 8), torch.ones(8), torch.ones(8, **meta), 1e-6)
    with pytest.raises(ValueError, match="residual is on meta but x is on cpu"):
        cdna.fused_add_layernorm(torch.ones(2, 8), torch.ones(2, 8, **meta), torch.ones(8), None, 1e-6)
    with pytest.raises(ValueError, match="bias is on meta but x is on cpu"):
        cdna.fused_add_layernorm(torch.ones(2, 8), torch.ones(2, 8), torch.ones(8), torch.ones(8, **meta), 1e-6)
    with pytest.raises(ValueError, match="b is on meta but a is on cpu"):
        cdna.silu_mul(torch.ones(2, 8), torch.ones(2, 8, **meta))
    with pytest.raises(ValueError, match="sin is on meta but x is on cpu"):
        cdna.rope(torch.ones(1, 2, 3, 8), torch.ones(1, 2, 1, 4), torch.ones(1, 2, 1, 4, **meta), False)
    q = torch.ones(1, 2, 3, 8)
    with pytest.raises(ValueError, match="v is on meta but q is on cpu"):
        cdna.attention(q, q, torch.ones(1, 2, 3, 8, **meta), causal=False, scale=None, enable_gqa=False)


def test_several_gpus_route_plain_cuda_calls_through_the_impl():
    """With more than one GPU a CUDA-only key set does not prove one device: the kernel calls the impl (which
    compares devices). Exercised on CPU tensors by handing the kernel a CUDA key set directly."""
    seen = []
    op, overload = OPS["rmsnorm"], cdna.rmsnorm.default
    function = _autograd.make_function("rmsnorm", overload, op.autograd.setup_context, op.autograd.backward)
    kernel = _autograd.make_autograd_kernel(
        "rmsnorm", overload, function, impl=lambda *a: seen.append(("impl", a)) or "impl",
        check_plain=lambda *a: seen.append(("check_plain", a)), runners={(-1, torch.float32): lambda *a: "runner"},
        resolve=lambda t: pytest.fail("runner is cached"), plans={})
    dk = torch._C.DispatchKey
    cuda_keys = torch._C.DispatchKeySet(dk.CUDA).add(dk.AutogradCUDA)
    cpu_keys = torch._C.DispatchKeySet(dk.CPU).add(dk.AutogradCPU)
    x, w = torch.randn(2, 8), torch.randn(8)
    assert kernel(cpu_keys, x, w, 1e-6) == "runner" and seen[-1][0] == "check_plain"
    kernel.__globals__["_one_gpu"] = lambda: False
    assert kernel(cuda_keys, x, w, 1e-6) == "impl" and seen[-1] == ("impl", (x, w, 1e-6))
    kernel.__globals__["_one_gpu"] = lambda: True
    assert kernel(cuda_keys, x, w, 1e-6) == "runner" and seen[-1][0] == "check_plain"


def test_a_launch_plan_for_the_signature_is_taken_before_validation():
    """A plan (ops/_plans.py) for the call's exact signature runs instead of check + runner; any other
    signature (here: another eps, another weight shape) goes the usual way."""
    seen = []
    op, overload = OPS["rmsnorm"], cdna.rmsnorm.default
    function = _autograd.make_function("rmsnorm", overload, op.autograd.setup_context, op.autograd.backward)
    x, w = torch.randn(2, 8), torch.randn(8)
    signature = _plans.signature_function("rmsnorm", overload._schema)
    plans = {signature(x, w, 1e-6): lambda *a: seen.append(("plan", a)) or "plan"}
    kernel = _autograd.make_autograd_kernel(
        "rmsnorm", overload, function, impl=lambda *a: pytest.fail("impl"),
        check_plain=lambda *a: seen.append(("check_plain", a)), runners={(-1, torch.float32): lambda *a: "runner"},
        resolve=lambda t: pytest.fail("runner is cached"), plans=plans)
    dk = torch._C.DispatchKey
    cpu_keys = torch._C.DispatchKeySet(dk.CPU).add(dk.AutogradCPU)
    assert kernel(cpu_keys, torch.randn(2, 8), torch.randn(8), 1e-6) == "plan" and seen[-1][0] == "plan"
    assert kernel(cpu_keys, x, w, 1e-5) == "runner" and seen[-1][0] == "check_plain"
    assert kernel(cpu_keys, x, torch.randn(1, 8), 1e-6) == "runner" and seen[-1][0] == "check_plain"


# ---------------------------------------------------------------- check_plain == check on one device

PLAIN_CHECKED = sorted(name for name, op in OPS.items() if op.check_plain is not None)


def _bad_inputs(name: str) -> list[tuple[tuple, dict]]:
    """Inputs each check must reject (one wrong property each), all on the CPU."""
    f, i = torch.float32, torch.int64
    t = lambda *s, dtype=f: torch.ones(s, dtype=dtype)  # noqa: E731
    q = t(1, 2, 3, 8)
    table = {
        "rmsnorm": [((t(2, 8), t(7), 1e-6), {}), ((t(2, 8), t(1, 8), 1e-6), {}), ((t(2, 8), t(8), -1.0), {}),
                    ((t(), t(1), 1e-6), {}), ((t(2, 8, dtype=i), t(8), 1e-6), {})],
        "fused_add_rmsnorm": [((t(2, 8), t(1, 8), t(8), 1e-6), {}),
                              ((t(2, 8), t(2, 8, dtype=torch.bfloat16), t(8), 1e-6), {})],
        "layernorm": [((t(2, 8), t(8), t(4), 1e-6), {}), ((t(2, 8), t(8), t(8, dtype=i), 1e-6), {})],
        "fused_add_layernorm": [((t(2, 8), t(1, 8), t(8), t(8), 1e-6), {}),
                                ((t(2, 8), t(2, 8, dtype=torch.bfloat16), t(8), None, 1e-6), {}),
                                ((t(2, 8), t(2, 8), t(8), t(4), 1e-6), {}), ((t(2, 8), t(2, 8), t(7), None, 1e-6), {})],
        "silu_mul": [((t(2, 8), t(2, 4)), {}), ((t(2, 8), t(2, 8, dtype=torch.bfloat16)), {})],
        "gelu_mul": [((t(2, 8), t(2, 4), "tanh"), {}), ((t(2, 8), t(2, 8, dtype=torch.bfloat16), "none"), {}),
                     ((t(2, 8), t(2, 8), "erf"), {})],
        "gelu": [((t(2, 8, dtype=i),), {}), ((t(2, 8),), dict(approximate="erf"))],
        "rope": [((t(1, 2, 3, 8), t(1, 2, 3, 3), t(1, 2, 3, 3), False), {}),
                 ((t(1, 2, 3, 8), t(1, 3, 3, 4), t(1, 3, 3, 4), False), {}),
                 ((t(1, 2, 3, 7), t(1, 2, 3, 3), t(1, 2, 3, 3), False), {}),
                 ((t(1, 2, 3, 8), t(1, 2, 3, 4, dtype=i), t(1, 2, 3, 4), False), {}), ((t(), t(1), t(1), False), {})],
        "attention": [((q, t(1, 2, 3, 4), q), dict(causal=False, scale=None, enable_gqa=False)),
                      ((q, t(1, 1, 3, 8), t(1, 1, 3, 8)), dict(causal=False, scale=None, enable_gqa=False)),
                      ((q, t(2, 2, 3, 8), t(2, 2, 3, 8)), dict(causal=False, scale=None, enable_gqa=False)),
                      ((t(2, 3, 8), q, q), dict(causal=False, scale=None, enable_gqa=False))],
    }
    return table[name]


def _error(check, args, kwargs):
    try:
        check(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - compared by type and text
        return type(exc), str(exc)
    return None


@pytest.mark.parametrize("name", PLAIN_CHECKED)
def test_check_plain_matches_check_on_one_device(name):
    op = OPS[name]
    assert set(PLAIN_CHECKED) >= {"rmsnorm", "fused_add_rmsnorm", "layernorm", "fused_add_layernorm", "silu_mul",
                                  "rope", "attention"}
    for dtype in (torch.float32, torch.bfloat16):
        args, kwargs = cases(dtype, grad=False)[name]()
        assert _error(op.check, args, kwargs) is None and _error(op.check_plain, args, kwargs) is None
    for args, kwargs in _bad_inputs(name):
        err = _error(op.check, args, kwargs)
        assert err is not None and err == _error(op.check_plain, args, kwargs), (args, err)
        assert err[0] in (TypeError, ValueError) and f"cdna::{name}" in err[1]

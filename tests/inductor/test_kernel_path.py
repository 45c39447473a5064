"""The real kernel path (compiled kernels on the simulator, ``ops_impl=kernel``): an op is substituted only
where a kernel exists for it, and then runs that kernel; elsewhere the graph is left alone with a reason."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti
from torch_cdna import _config
from torch_cdna.ops import kernels
from torch_cdna.runtime import device

from .helpers import cdna, compile_graphs
from .test_rmsnorm import hf


def has_kernel(op: str, dtype: torch.dtype) -> bool:
    return kernels.lookup(op, "sim", device.configured_arch(), dtype) is not None


@pytest.mark.slow
def test_rmsnorm_and_silu_follow_the_kernel_table():
    def fn(x, w, a, b):
        return hf(x, w), F.silu(a) * b

    args = [torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16),
            torch.randn(4, 32, dtype=torch.bfloat16), torch.randn(4, 32, dtype=torch.bfloat16)]
    with _config.override(ops_impl="kernel"):
        f, graphs = compile_graphs(fn, fusions=["rmsnorm", "silu_and_mul"])
        with torch.no_grad():
            y, z = f(*args)
    for op, out, ref in (("rmsnorm", y, hf(*args[:2])), ("silu_mul", z, F.silu(args[2]) * args[3])):
        torch.testing.assert_close(out.float(), ref.float(), atol=3e-2, rtol=3e-2)
        assert graphs.count(cdna(op)) == int(has_kernel(op, torch.bfloat16)), (op, graphs.code())
    if not has_kernel("silu_mul", torch.bfloat16):
        assert any("no sim kernel" in r for r in ti._log.REJECTS)


ATTN_KWARGS = dict(causal=True, scale=None, enable_gqa=True)


def _qkv(head_dim: int, gen: torch.Generator) -> list[torch.Tensor]:
    return [torch.randn(2, h, 16, head_dim, generator=gen, dtype=torch.bfloat16) for h in (4, 2, 2)]


@pytest.fixture
def backward_check_spy(monkeypatch):
    """Wrap cdna::attention_backward's kernel_check: record its arguments and validate them with the op's own
    input check (``check_attention_backward``), i.e. the check gets what the backward op takes."""
    import dataclasses

    from torch_cdna.ops import OPS
    from torch_cdna.ops.attention import check_attention_backward
    op = OPS["attention_backward"]
    calls = []

    def spy(arch, *args, **kwargs):
        calls.append((arch, args, kwargs))
        check_attention_backward(*args, **kwargs)
        return op.kernel_check(arch, *args, **kwargs)
    monkeypatch.setitem(OPS, "attention_backward", dataclasses.replace(op, kernel_check=spy))
    return calls


@pytest.mark.parametrize("fake", [False, True], ids=["real", "fake"])
def test_attention_backward_support_check_gets_the_backward_arguments(fake, backward_check_spy, rng_seed):
    """Kernel mode asks cdna::attention_backward's kernel_check with (grad_out, q, k, v, out, lse); passing the
    forward's (q, k, v) raised TypeError and crashed every training compile/patched model with attention."""
    from torch._subclasses import FakeTensorMode

    from torch_cdna.inductor import _support
    gen = torch.Generator().manual_seed(rng_seed)
    ok, bad = _qkv(64, gen), _qkv(32, gen)
    if fake:
        mode = FakeTensorMode()
        ok, bad = [mode.from_tensor(t) for t in ok], [mode.from_tensor(t) for t in bad]
    with _config.override(ops_impl="kernel"):
        assert _support.attention_unsupported(*ok, ATTN_KWARGS, backward=True) is None
        assert len(backward_check_spy) == 1
        grad_out, q, k, v, out, lse = backward_check_spy[0][1]
        assert (q, k, v) == tuple(ok) and out.shape == grad_out.shape == q.shape and lse.shape == q.shape[:3]
        reason = _support.attention_unsupported(*bad, ATTN_KWARGS, backward=True)
    assert reason is not None and "head dim 32" in reason, reason


@pytest.mark.slow  # ~20 s: two compiles (forward and backward graph)
def test_dynamic_length_attention_training_runs_the_kernels(rng_seed):
    """Kernel-mode training with a symbolic sequence length: the backward's support check is asked with
    stand-ins of symbolic shape; two lengths, one forward/backward graph pair, the kernels launch for each."""
    from .kernel_mode import assert_as_accurate_as_eager, kernel_mode

    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)

    gen = torch.Generator().manual_seed(rng_seed)
    f, graphs = compile_graphs(fn, dynamic=True)
    for length in (16, 24):
        inputs = [torch.randn(1, h, length, 64, generator=gen, dtype=torch.bfloat16) for h in (2, 1, 1)]
        grad = torch.randn(1, 2, length, 64, generator=gen, dtype=torch.bfloat16)
        results = {}
        for route in ("cdna", "eager", "fp32"):
            xs = [x.float().requires_grad_() if route == "fp32" else x.clone().requires_grad_() for x in inputs]
            if route == "cdna":
                with kernel_mode() as launches:
                    out = f(*xs)
                    out.backward(grad)
            else:
                out = fn(*xs)
                out.backward(grad.to(out.dtype))
            results[route] = [out] + [x.grad for x in xs]
        assert dict(launches) == {"attn_fwd": 1, "attn_bwd_dq": 1, "attn_bwd_dkv": 1}, dict(launches)
        for what, got, want, truth in zip(("out", "dq", "dk", "dv"), *results.values()):
            assert_as_accurate_as_eager(got, want, truth, f"{what} at length {length}")
    assert len(graphs) == 2, "a length recompiled: it was not symbolic"
    assert graphs.count(cdna("attention")) == 1 and graphs.count(cdna("attention_backward")) == 1, graphs.code()


def test_rows_longer_than_the_kernel_keep_aten(rng_seed):
    """Item 10 of issue 15: a row longer than the row kernels hold (rmsnorm takes at most 32,768 bf16
    elements, fused add + RMSNorm 16,384) is refused by the op's planner-backed kernel_check, so the pass
    keeps aten and the graph runs, where substituting it failed at run time. A short row beside it is
    substituted."""
    gen = torch.Generator().manual_seed(rng_seed)
    wide = 32768 + torch.randint(1, 4096, (), generator=gen).item()

    def fn(x, w, r, short, ws):
        return hf(x + r, w), hf(x, w), hf(short, ws)

    args = [torch.randn(2, wide, generator=gen, dtype=torch.bfloat16),
            torch.randn(wide, generator=gen, dtype=torch.bfloat16),
            torch.randn(2, wide, generator=gen, dtype=torch.bfloat16),
            torch.randn(2, 64, generator=gen, dtype=torch.bfloat16),
            torch.randn(64, generator=gen, dtype=torch.bfloat16)]
    with _config.override(ops_impl="kernel"):
        f, graphs = compile_graphs(fn, fusions=["rmsnorm", "fused_add_rmsnorm"])
        with torch.no_grad():
            outs = f(*args)
    for out, ref in zip(outs, fn(*args)):
        torch.testing.assert_close(out.float(), ref.float(), atol=3e-2, rtol=3e-2)
    assert graphs.count(cdna("fused_add_rmsnorm")) == 0, graphs.code()
    assert graphs.count(cdna("rmsnorm")) == int(has_kernel("rmsnorm", torch.bfloat16)), graphs.code()
    assert any(f"rows of {wide}" in r for r in ti._log.REJECTS), ti._log.REJECTS

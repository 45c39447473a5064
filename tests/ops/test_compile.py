"""torch.compile(fullgraph=True) traces every cdna op through its fake, without graph breaks, and training
graphs call the cdna backward ops (the autograd formulas)."""

from __future__ import annotations

import torch
from torch._dynamo.backends.common import aot_autograd
from torch._functorch.aot_autograd import make_boxed_func

cdna = torch.ops.cdna
FORWARD = {"rmsnorm", "fused_add_rmsnorm", "layernorm", "fused_add_layernorm", "silu_and_mul", "gelu_and_mul",
           "silu_mul", "gelu_mul", "gelu", "softmax", "rope", "qkv_rope", "attention", "gemm",
           "moe_topk_softmax"}
FUSED_ADD = {"fused_add_rmsnorm", "fused_add_layernorm"}  # their backward is the plain norm's
SELF_BACKWARD = {"gemm"}  # its backward is two gemms


def every_op(x, w, b, res, q, k, v, cos, sin):
    y = cdna.rmsnorm(x, w, 1e-6)
    y2, total = cdna.fused_add_rmsnorm(x, res, w, 1e-6)
    y3, total2 = cdna.fused_add_layernorm(total, res, w, b, 1e-5)
    y3 = cdna.layernorm(y3 + total2, w, b, 1e-5)
    act = cdna.silu_and_mul(y) + cdna.gelu_and_mul(y2, "tanh") + cdna.silu_mul(y3[..., ::2], y3[..., 1::2])
    act = act + cdna.gelu_mul(y3[..., 1::2], y3[..., ::2], "none") + cdna.gelu(y3[..., 1::2], approximate="tanh")
    s = cdna.softmax(act, -1)
    route, _ = cdna.moe_topk_softmax(act, 2, renormalize=True)
    qr = cdna.rope(q, cos, sin, False)
    out, lse = cdna.attention(qr, k, v, causal=True, scale=None, enable_gqa=True)
    qkv = torch.cat((q, k, v), 1).transpose(1, 2).flatten(2)  # [1, S, (4 + 2 + 2) * 8], grouped
    fused = sum(t.square().sum() for t in cdna.qkv_rope(qkv, cos[..., :2], sin[..., :2], 4, 2, 4, False, "grouped"))
    mm = cdna.gemm(y[0], torch.outer(w, b[:8]), bias=b[:8]).square().sum()
    return s.sum() + route.square().sum() + out.float().square().sum() + lse.sum() * 0 + fused + mm


def _inputs(seq: int):
    t = lambda *s: torch.randn(*s, requires_grad=True)  # noqa: E731
    return [t(2, seq, 16), t(16), t(16), t(2, seq, 16), t(1, 4, seq, 8), t(1, 2, seq, 8), t(1, 2, seq, 8),
            torch.randn(1, 1, seq, 4), torch.randn(1, 1, seq, 4)]


def _graph_ops(gm: torch.fx.GraphModule) -> set[str]:
    return {n.target._opname for n in gm.graph.nodes
            if n.op == "call_function" and isinstance(n.target, torch._ops.OpOverload)
            and n.target.namespace == "cdna"}


def test_training_graph_calls_forward_and_backward_ops_with_dynamic_shapes():
    graphs: dict[str, set[str]] = {"fw": set(), "bw": set()}
    compiles = {"fw": 0, "bw": 0}

    def compiler(kind):
        def compile_graph(gm, example_inputs):
            compiles[kind] += 1
            graphs[kind] |= _graph_ops(gm)
            return make_boxed_func(gm.forward)
        return compile_graph

    backend = aot_autograd(fw_compiler=compiler("fw"), bw_compiler=compiler("bw"))
    compiled = torch.compile(every_op, backend=backend, fullgraph=True, dynamic=True)
    for seq in (5, 7):  # the second length must reuse the dynamic graph
        inputs = _inputs(seq)
        loss = compiled(*inputs)
        grads = torch.autograd.grad(loss, inputs[:7])
        eager_inputs = [t.detach().requires_grad_(t.requires_grad) for t in inputs]
        eager_loss = every_op(*eager_inputs)
        eager_grads = torch.autograd.grad(eager_loss, eager_inputs[:7])
        torch.testing.assert_close(loss, eager_loss)
        for a, e in zip(grads, eager_grads):
            torch.testing.assert_close(a, e)
    assert compiles == {"fw": 1, "bw": 1}, compiles  # symbolic shapes: no recompile for the second length
    assert graphs["fw"] == FORWARD
    assert graphs["bw"] == {f"{n}_backward" for n in FORWARD - FUSED_ADD - SELF_BACKWARD} | SELF_BACKWARD


def test_backward_ops_trace_directly():
    def f(g, x, w, y):
        dx, dw = cdna.rmsnorm_backward(g, x, w, 1e-6)
        dx2, dw2, db2 = cdna.layernorm_backward(g, x, w, 1e-5)
        da, dbb = cdna.silu_mul_backward(g, x, y)
        da2, db3 = cdna.gelu_mul_backward(g, x, y, "tanh")
        return (dx + dx2 + da + dbb + da2 + db3 + cdna.softmax_backward(g, y, -1)
                + cdna.silu_and_mul_backward(g[..., :8], x)
                + cdna.gelu_and_mul_backward(g[..., :8], x, "none") + cdna.gelu_backward(g, x)
                + cdna.rope_backward(g, torch.ones(8), torch.zeros(8), True)).sum() + (dw + dw2 + db2).sum()
    args = [torch.randn(3, 16) for _ in range(2)] + [torch.randn(16), torch.randn(3, 16)]
    compiled = torch.compile(f, backend="eager", fullgraph=True)
    torch.testing.assert_close(compiled(*args), f(*args))


def test_inductor_keeps_the_cdna_ops():
    from torch._inductor.utils import run_and_get_code

    def block(x, w, a):
        return cdna.silu_mul(cdna.rmsnorm(x, w, 1e-6), a)

    x, w, a = torch.randn(4, 32, dtype=torch.bfloat16), torch.randn(32), torch.randn(4, 32, dtype=torch.bfloat16)
    compiled = torch.compile(block, backend="inductor", fullgraph=True)
    out, code = run_and_get_code(compiled, x, w, a)
    torch.testing.assert_close(out, block(x, w, a))
    assert "torch.ops.cdna.rmsnorm.default" in code[0] and "torch.ops.cdna.silu_mul.default" in code[0]

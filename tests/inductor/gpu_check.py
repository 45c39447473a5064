"""Substitution check on a CUDA build of PyTorch (run by hand on the lent NVIDIA machine; not collected by
pytest). CUDA tensors on a non-ROCm build run the cdna ops' references, but the graph forms are the GPU
path's: SDPA becomes the flash/efficient aten ops and Inductor's GPU lowering runs. Prints one line per case
and a summary; exit status 1 if any case failed.

    PYTHONPATH=. python tests/inductor/gpu_check.py
"""

from __future__ import annotations

import sys
import time
import traceback

import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti
from tests.inductor import test_hf_models as hf_models
from tests.inductor import test_rmsnorm as rms
from tests.inductor.helpers import cdna, compile_graphs

DEV = "cuda"
RESULTS: list[tuple[str, bool, str]] = []


def case(name):
    def wrap(fn):
        # Each case compiles fresh: the loops below define their lambdas from one code object, so without a
        # reset Dynamo's automatic-dynamic would make a later case's changed sizes (e.g. k's head count)
        # symbolic — a graph form of this script, not of the case it checks.
        torch._dynamo.reset()
        t = time.time()
        try:
            detail = fn() or ""
            RESULTS.append((name, True, f"{detail} ({time.time() - t:.1f}s)"))
        except Exception as e:  # noqa: BLE001 - report every case
            RESULTS.append((name, False, f"{type(e).__name__}: {str(e)[:300]}"))
            traceback.print_exc()
        print(("PASS " if RESULTS[-1][1] else "FAIL ") + name, RESULTS[-1][2], flush=True)
    return wrap


def close(a, b, tol):
    torch.testing.assert_close(a.float(), b.float(), atol=tol, rtol=tol)


def rmsnorm_cases():
    for fn in rms.SPELLINGS:
        for dtype in (torch.bfloat16, torch.float32):
            @case(f"rmsnorm {fn.__name__} {dtype} inference")
            def _():
                f, g = compile_graphs(fn, fusions=["rmsnorm"])
                x, w = torch.randn(3, 5, 64, dtype=dtype, device=DEV), torch.randn(64, dtype=dtype, device=DEV)
                with torch.no_grad():
                    close(f(x, w), fn(x, w), 3e-2)
                assert g.count(cdna("rmsnorm")) == 1, g.code()

    @case("rmsnorm hf bf16 training")
    def _():
        f, g = compile_graphs(rms.hf, fusions=["rmsnorm"])
        x, w = (torch.randn(s, dtype=torch.bfloat16, device=DEV, requires_grad=True) for s in ((3, 5, 64), (64,)))
        f(x, w).float().sum().backward()
        assert g.count(cdna("rmsnorm")) == 1 and g.count(cdna("rmsnorm_backward")) == 1, g.code()


def silu_cases():
    for name, fn, n in (("two_projections", lambda a, b: F.silu(a) * b, 2),
                        ("chunk", lambda x: F.silu(x.chunk(2, -1)[0]) * x.chunk(2, -1)[1], 1)):
        @case(f"silu_and_mul {name} bf16 inference+training")
        def _():
            f, g = compile_graphs(fn, fusions=["silu_and_mul"])
            args = [torch.randn(4, 7, 64, dtype=torch.bfloat16, device=DEV, requires_grad=True) for _ in range(n)]
            y = f(*args)
            close(y, fn(*args), 3e-2)
            y.float().sum().backward()
            op = "silu_mul" if n == 2 else "silu_and_mul"
            assert g.count(cdna(op)) == 1 and g.count(cdna(op + "_backward")) == 1, g.code()


def attention_cases():
    for dtype in (torch.bfloat16, torch.float32):
        for causal, gqa in ((False, False), (True, False), (True, True)):
            @case(f"attention sdpa {dtype} causal={causal} gqa={gqa} inference+training")
            def _():
                fn = lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=gqa)  # noqa: E731
                f, g = compile_graphs(fn, fusions=["attention"])
                q = torch.randn(2, 4, 32, 64, dtype=dtype, device=DEV, requires_grad=True)
                k, v = (torch.randn(2, 2 if gqa else 4, 32, 64, dtype=dtype, device=DEV, requires_grad=True)
                        for _ in range(2))
                y = f(q, k, v)
                close(y, fn(q, k, v), 3e-2)
                y.float().sum().backward()
                sdpa = sorted(str(t) for t in g.targets() if "scaled_dot_product" in str(t))
                assert g.count(cdna("attention")) == 1 and g.count(cdna("attention_backward")) == 1, \
                    f"left: {sdpa}\n{g.code()}"
                return "rewritten"


def model_cases():
    for name in ("Llama", "Qwen2", "Mistral"):
        @case(f"hf {name} bf16 inference")
        def _():
            model = hf_models.build(name, torch.bfloat16).to(DEV).eval()
            f, g = compile_graphs(model)
            ids = torch.randint(0, 512, (2, 16), device=DEV)
            with torch.no_grad():
                close(f(ids).logits, model(ids).logits, 5e-2)
            counts = {op: g.count(cdna(op)) for op in hf_models.expected_counts()}
            assert counts == hf_models.expected_counts(), (counts, sorted(map(str, g.targets())))
            return str(counts)

    for name in ("Llama", "Qwen2"):
        @case(f"hf {name} bf16 inference dynamic=True, two lengths")
        def _():
            # transformers' explicit causal mask (PyTorch < 2.14) has symbolic sizes here: proven causal for
            # every length by inductor/_causal_symbolic.py
            model = hf_models.build(name, torch.bfloat16).to(DEV).eval()
            f, g = compile_graphs(model, dynamic=True)
            for length in (16, 11):
                ids = torch.randint(0, 512, (2, length), device=DEV)
                with torch.no_grad():
                    close(f(ids).logits, model(ids).logits, 5e-2)
            expected = hf_models.expected_counts()
            counts = {op: g.count(cdna(op)) for op in expected}  # float eps, or a 0-d tensor eps:
            for op in ("rmsnorm", "fused_add_rmsnorm"):
                counts[op] += g.count(getattr(torch.ops.cdna, op).tensor_eps)
            counts["graphs"] = len(g)
            want = {**{op: n * len(g) for op, n in expected.items()}, "graphs": len(g)}
            assert counts == want and len(g) >= 1, (counts, sorted(map(str, g.targets())))
            return str(counts)

    @case("hf Llama fp32 training step")
    def _():
        model, twin = (hf_models.build("Llama", torch.float32).to(DEV).train() for _ in range(2))
        f, g = compile_graphs(model)
        ids = torch.randint(0, 512, (2, 16), device=DEV)
        loss, ref = f(ids, labels=ids).loss, twin(ids, labels=ids).loss
        loss.backward(), ref.backward()
        close(loss, ref, 1e-3)
        expected = hf_models.expected_counts()
        # the fused add+norm's backward is rmsnorm_backward (plus an add): every norm of the model has one
        backward = {op: "rmsnorm_backward" if op.endswith("rmsnorm") else op + "_backward" for op in expected}
        counts = {op: (g.count(cdna(op)), g.count(cdna(backward[op]))) for op in expected}
        norms = 2 * hf_models.LAYERS + 1
        assert all(a == expected[op] and b == (norms if op.endswith("rmsnorm") else expected[op])
                   for op, (a, b) in counts.items()), counts
        for p, q in zip(model.parameters(), twin.parameters()):
            close(p.grad, q.grad, 2e-3)
        return str(counts)


def real_inductor_case():
    @case("real Inductor (triton codegen) rmsnorm+silu bf16")
    def _():
        from torch._inductor.utils import run_and_get_code
        def fn(x, w, a, b):
            return rms.hf(x, w), F.silu(a) * b
        args = [torch.randn(s, dtype=torch.bfloat16, device=DEV) for s in ((4, 64), (64,), (4, 32), (4, 32))]
        _, code = run_and_get_code(torch.compile(fn, options=ti.options()), *args)
        assert "cdna.rmsnorm" in code[0] and "cdna.silu_mul" in code[0], code[0][:2000]


def main() -> int:
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config
    from torch_cdna import _config
    print("torch", torch.__version__, "device", torch.cuda.get_device_name(0), flush=True)
    with _config.override(ops_impl="reference"), inductor_config.patch(fx_graph_cache=False), \
            functorch_config.patch(enable_autograd_cache=False), torch._dynamo.config.patch(cache_size_limit=64):
        for group in (rmsnorm_cases, silu_cases, attention_cases, model_cases, real_inductor_case):
            group()
    failed = [r for r in RESULTS if not r[1]]
    print(f"SUMMARY {len(RESULTS) - len(failed)}/{len(RESULTS)} passed")
    for name, _, detail in failed:
        print("FAILED", name, "|", detail)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""FX graph cache correctness with real Inductor: enabling or disabling torch_cdna never reuses a stale graph,
and a pass's uuid changes with the enabled fusions and the support answers."""

import pytest
import torch
import torch._inductor.config as inductor_config
from torch._inductor.utils import fresh_cache, run_and_get_code

import torch_cdna.inductor as ti
from torch_cdna import _config


def norm(x, w):
    h = x.float()
    return w * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)).to(x.dtype)


def test_uuid_depends_on_stage_fusions_and_mode():
    a, b = ti.CdnaGraphPass("post_grad", ["rmsnorm"]), ti.CdnaGraphPass("post_grad", ["rmsnorm", "attention"])
    assert a.uuid() == ti.CdnaGraphPass("post_grad", ["rmsnorm"]).uuid()
    assert a.uuid() != b.uuid() != ti.CdnaGraphPass("joint", ["rmsnorm", "attention"]).uuid()
    reference_uuid = a.uuid()  # the tests run in reference mode
    with _config.override(ops_impl="kernel"):  # other support answers: another uuid
        assert a.uuid() != reference_uuid


def test_hooks_are_appended_and_restored():
    other = object()
    with inductor_config.patch(post_grad_custom_pre_pass=[other]):
        with ti.enabled(["rmsnorm"]):
            hooks = inductor_config.post_grad_custom_pre_pass
            assert hooks[0] is other and isinstance(hooks[1], ti.CdnaGraphPass)
            ti.enable(["rmsnorm"])  # idempotent: still one of ours
            assert sum(isinstance(p, ti.CdnaGraphPass) for p in inductor_config.post_grad_custom_pre_pass) == 1
        assert inductor_config.post_grad_custom_pre_pass == [other]


@pytest.mark.slow
def test_enabled_then_disabled_with_fx_graph_cache_on():
    x, w = torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16)
    with fresh_cache(), inductor_config.patch(fx_graph_cache=True):
        torch._dynamo.reset()
        with ti.enabled(["rmsnorm"]):
            _, (code,) = run_and_get_code(torch.compile(norm), x, w)
        assert "cdna.rmsnorm" in code
        torch._dynamo.reset()
        y, (code,) = run_and_get_code(torch.compile(norm), x, w)
        assert "cdna" not in code
        torch.testing.assert_close(y.float(), norm(x, w).float(), atol=3e-2, rtol=3e-2)
        torch._dynamo.reset()
        with ti.enabled(["rmsnorm"]):  # and back: the enabled entry, never the disabled one
            _, (code,) = run_and_get_code(torch.compile(norm), x, w)
        assert "cdna.rmsnorm" in code


def test_single_pass_hooks_get_a_chain(monkeypatch):
    """PyTorch builds before list-valued hooks (2.11 seen on the CUDA machine) get one ChainedPasses."""
    from torch_cdna.inductor import _passes
    monkeypatch.setattr(_passes, "hooks_take_lists", lambda: False)
    from torch._inductor.custom_graph_pass import CustomGraphPass

    class Other(CustomGraphPass):
        def __call__(self, graph):
            pass

        def uuid(self):
            return "other"

    other = Other()
    opts = ti.options(["rmsnorm"], base={"post_grad_custom_pre_pass": other})
    chain = opts["post_grad_custom_pre_pass"]
    assert isinstance(chain, _passes.ChainedPasses) and chain.passes[0] is other and chain.uuid()
    assert isinstance(opts["joint_custom_post_pass"], ti.CdnaGraphPass)
    assert _passes.ChainedPasses([other, lambda g: None]).uuid() is None  # a member without uuid: bypass

"""``cdna::attention`` in kernel mode: the DSL flash-attention kernels (torch_cdna/ops/kernels/attention*.py)
run on the simulator with strict sanitizers (waitcnt, hazards, LDS races, bounds), gfx942 and gfx950, against
float64 sdpa; outputs are poisoned with NaN before each launch. Shapes are small (simulator time) but cover
partial tiles, S_q != S_kv, causal, GQA ratios 1/4/8 and strided (BSHD) inputs."""

from __future__ import annotations

import math
import random
import time

import pytest
import torch
import torch.nn.functional as F

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import rand

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16)
# Relative max error of out (one rounding of O, P rounded to the dtype before P @ V) and absolute lse error.
OUT_TOL = {torch.bfloat16: 2e-2, torch.float16: 4e-3}
LSE_TOL = 2e-4


@pytest.fixture
def kernel_mode(request):
    arch = getattr(request, "param", "gfx942")
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        yield arch


def sdpa64(q, k, v, causal, scale):
    """(out, lse) in float64: sdpa's output and the log-sum-exp of the masked, scaled scores."""
    group = q.shape[1] // k.shape[1]
    kk, vv = (t.double().repeat_interleave(group, 1) for t in (k, v))
    out = F.scaled_dot_product_attention(q.double(), kk, vv, is_causal=causal, scale=scale)
    s = q.double() @ kk.transpose(-1, -2) * (scale if scale is not None else q.shape[-1] ** -0.5)
    if causal:
        s = s.masked_fill(torch.ones(q.shape[2], k.shape[2], dtype=torch.bool).triu(1), float("-inf"))
    return out, torch.logsumexp(s, -1)


def check_forward(q, k, v, causal, scale=None, gqa=False):
    t = time.perf_counter()
    out, lse = cdna.attention(q, k, v, causal=causal, scale=scale, enable_gqa=gqa)
    elapsed = time.perf_counter() - t
    check_out_lse(out, lse, q, k, v, causal, scale)
    return elapsed


def check_out_lse(out, lse, q, k, v, causal, scale=None):
    """out and lse against the float64 reference; a NaN left from the poisoning means an unwritten element."""
    ref, ref_lse = sdpa64(q, k, v, causal, scale)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    err = float((out.double() - ref).abs().max()) / max(float(ref.abs().max()), 1e-6)
    assert err <= OUT_TOL[q.dtype], f"out: relative max error {err:.3g} > {OUT_TOL[q.dtype]}"
    lerr = float((lse.double() - ref_lse).abs().max())
    assert lerr <= LSE_TOL, f"lse: max error {lerr:.3g}"


# ---------------------------------------------------------------------------------------------- forward
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("d", (64, 128))
@pytest.mark.parametrize("causal", (False, True))
def test_forward(kernel_mode, dtype, d, causal):
    sq = random.choice((64, 96, 37, 130, 5))
    skv = random.choice((sq, 64, 71, 160))
    q, k, v = rand((1, 2, sq, d), dtype), rand((1, 2, skv, d), dtype), rand((1, 2, skv, d), dtype)
    check_forward(q, k, v, causal)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("group", (4, 8))
def test_forward_gqa(kernel_mode, group):
    d, hkv = random.choice((64, 128)), 1
    q = rand((2, group * hkv, 40, d), torch.bfloat16)
    k, v = rand((2, hkv, 70, d), torch.bfloat16), rand((2, hkv, 70, d), torch.bfloat16)
    check_forward(q, k, v, causal=random.random() < 0.5, gqa=True)


@pytest.mark.parametrize("kernel_mode", ("gfx942",), indirect=True)
def test_forward_bshd_strides_and_scale(kernel_mode):
    """BSHD tensors passed as transposed views (the kernel takes their strides), and a non-default scale."""
    q, k, v = (rand((1, 50, 2, 64), torch.float16).transpose(1, 2) for _ in range(3))
    check_forward(q, k, v, causal=True, scale=0.3)


@pytest.mark.parametrize("kernel_mode", ("gfx942",), indirect=True)
def test_forward_large_scores(kernel_mode):
    """Scores of a few hundred: the running max must keep exp2 in range; lse grows with them."""
    q = rand((1, 1, 33, 64), torch.bfloat16, scale=6)
    k, v = rand((1, 1, 90, 64), torch.bfloat16, scale=6), rand((1, 1, 90, 64), torch.bfloat16)
    check_forward(q, k, v, causal=False)


def test_forward_memory_traffic():
    """Q, K, V read once per workgroup pass (K/V once per query block), out and lse written once."""
    from torch_cdna.ops.kernels import attention as A
    b, h, s, d = 1, 2, 128, 64
    q, k, v = (rand((b, h, s, d), torch.bfloat16) for _ in range(3))
    out, lse = torch.empty_like(q), torch.empty(b, h, s)
    with _config.override(arch="gfx942", sim_strict=True):
        st = A.launch_attention(q, k, v, out, lse, False, d ** -0.5, 1)
    p = A.plan_for("bf16", d, s, False, 1)
    blocks = math.ceil(s / p.bm)
    assert st.global_bytes_read == q.numel() * 2 + blocks * 2 * k.numel() * 2
    assert st.global_bytes_written == out.numel() * 2 + lse.numel() * 4
    # per wave and key tile: S^T (bn x 32 x d) and O^T (d x 32 x bn) in 32x32x8 steps
    waves = b * h * blocks * p.waves
    assert st.counts["mfma"] == waves * (s // p.bn) * 2 * (p.bn * d // 256)


# ---------------------------------------------------------------------------------------------- backward
def check_backward(q, k, v, causal, gqa=False, scale=None):
    from torch_cdna.ops.attention import attention_backward_reference
    with _config.override(ops_impl="reference"):
        out, lse = cdna.attention(q, k, v, causal=causal, scale=scale, enable_gqa=gqa)
    go = torch.randn_like(out)
    grads = cdna.attention_backward(go, q, k, v, out, lse, causal=causal, scale=scale, enable_gqa=gqa)
    ref = attention_backward_reference(go.double(), q.double(), k.double(), v.double(), out.double(),
                                       lse.double(), causal=causal, scale=scale, enable_gqa=gqa)
    for name, g, r in zip(("dq", "dk", "dv"), grads, ref):
        assert g.shape == r.shape and not torch.isnan(g).any(), f"{name}: unwritten output"
        err = float((g.double() - r).norm() / r.norm())
        assert err <= 2 * OUT_TOL[q.dtype], f"{name}: relative L2 error {err:.3g}"


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("d", (64, 128))
@pytest.mark.parametrize("causal", (False, True))
def test_backward(kernel_mode, d, causal):
    dtype = random.choice(DTYPES)
    sq, skv = random.choice(((64, 64), (45, 45), (70, 100), (100, 40), (7, 20)))
    q, k, v = rand((1, 2, sq, d), dtype), rand((1, 2, skv, d), dtype), rand((1, 2, skv, d), dtype)
    check_backward(q, k, v, causal)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("group", (4, 8))
def test_backward_gqa(kernel_mode, group):
    """dK/dV of a kv head sum the gradients of its ``group`` query heads."""
    d = random.choice((64, 128))
    q = rand((1, group, 33, d), torch.bfloat16)
    k, v = rand((1, 1, 50, d), torch.bfloat16), rand((1, 1, 50, d), torch.bfloat16)
    check_backward(q, k, v, causal=random.random() < 0.5, gqa=True)


@pytest.mark.parametrize("kernel_mode", ("gfx942",), indirect=True)
def test_training_loop_matches_reference(kernel_mode, rng_seed):
    """A few SGD steps through autograd (forward and backward kernels): the loss decreases like the
    reference's on the same seed."""
    def losses(impl: str) -> list[float]:
        gen = torch.Generator().manual_seed(rng_seed)  # the same start for both implementations
        x = torch.randn(1, 2, 40, 64, generator=gen).to(torch.bfloat16)
        w = [torch.nn.Parameter(torch.randn(64, 64, generator=gen) / 8) for _ in range(3)]
        target = torch.randn(1, 2, 40, 64, generator=gen)
        out = []
        with _config.override(ops_impl=impl):
            for _ in range(3):
                q, k, v = ((x.float() @ wi).to(torch.bfloat16) for wi in w)
                y, _ = cdna.attention(q, k, v, causal=True, scale=None, enable_gqa=False)
                loss = ((y.float() - target) ** 2).mean()
                loss.backward()
                with torch.no_grad():
                    for wi in w:
                        wi -= 2.0 * wi.grad
                        wi.grad = None
                out.append(float(loss))
        return out
    ours, ref = losses("kernel"), losses("reference")
    assert ours[-1] < ours[0]
    torch.testing.assert_close(torch.tensor(ours), torch.tensor(ref), rtol=2e-2, atol=0)


@pytest.mark.parametrize("kernel_mode", ("gfx942",), indirect=True)
def test_opcheck_kernel_mode(kernel_mode):
    q, k, v = (rand((1, 2, 20, 64), torch.bfloat16).requires_grad_() for _ in range(3))
    torch.library.opcheck(cdna.attention.default, (q, k, v), {"causal": True, "scale": None, "enable_gqa": False},
                          test_utils=("test_schema", "test_faketensor", "test_autograd_registration"))


@pytest.mark.parametrize("arch", ARCHS)
def test_kernels_assemble_without_diagnostics(arch):
    """Every kernel variant assembles and links with LLVM for both archs (any diagnostic raises)."""
    from torch_cdna.ops.kernels import attention as A, attention_bwd as B
    for dt, d in (("bf16", 64), ("f16", 128)):
        bn = 64 if d == 64 else 32
        for ck in (A.attn_fwd.compile(dt, d, 4, bn, True, 4, arch=arch),
                   B.attn_bwd_dq.compile(dt, d, 2, bn, False, 1, arch=arch),
                   B.attn_bwd_dkv.compile(dt, d, 4, bn if d == 64 else 32, True, 8, arch=arch)):
            assert ck.code_object[:4] == b"\x7fELF"
            assert ck.vgprs <= 512 and ck.agprs <= 256 and ck.lds_bytes <= 65536  # vgprs: VGPR + AGPR file

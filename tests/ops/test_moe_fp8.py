"""``cdna::fused_moe`` with fp8 block-scale weights (torch_cdna/ops/moe_fp8.py): kernel mode (the fp8 grouped GEMMs
of kernels/moe_fp8.py and the per-token-group quantisation kernel on the gfx942 and gfx950 simulators, strict
sanitizers, NaN-poisoned outputs) against a float64 composition written here from the dequantised weights and
the documented activation quantisation; ragged H, top-k 1/2/8, empty experts, another rank's ids; the reference
mode; the refusals (no backward, wrong formats, shapes).
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import assert_close64, rand

cdna = torch.ops.cdna
BF, F16 = torch.bfloat16, torch.float16
FP8 = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}


def _kernels(arch: str):
    return _config.override(ops_impl="kernel", arch=arch, sim_strict=True)


# ---------------------------------------------------------------------------------------------- float64 composition
def _blocks(s: torch.Tensor, rows: int, cols: int) -> torch.Tensor:
    """[..., ceil(rows/128), ceil(cols/128)] block scales expanded to [..., rows, cols], float64."""
    return s.double().repeat_interleave(128, -2)[..., :rows, :].repeat_interleave(128, -1)[..., :cols]


def _quant64(v: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """v [K] as the op quantises activations, dequantised: per 128-group s = max(amax / fmax, 1e-10 / fmax) in
    fp32, codes of (v * (1 / s)) clamped to fmax (224 for e4m3fnuz, 448 for e4m3fn)."""
    fmax = 224.0 if dtype == torch.float8_e4m3fnuz else 448.0
    out = torch.empty(v.shape[0], dtype=torch.float64)
    for g in range(0, v.shape[0], 128):
        part = v[g:g + 128].float()
        s = torch.clamp_min(part.abs().max() / fmax, torch.tensor(1e-10 / fmax, dtype=torch.float32))
        inv = torch.tensor(1.0, dtype=torch.float32) / s
        out[g:g + 128] = (part * inv).clamp(-fmax, fmax).to(dtype).double() * s.double()
    return out


def _moe_fp8_64(x, w13, s13, w2, s2, tw, ids) -> torch.Tensor:
    """Token by token, slot by slot: the dequantised weights, x and the activation quantised per 128-group, the
    activation rounded to x's dtype before its quantisation, the weighted sum over slots in float64."""
    e, two_i, h = w13.shape
    i = two_i // 2
    w13d, w2d = w13.double() * _blocks(s13, two_i, h), w2.double() * _blocks(s2, h, i)
    out = torch.zeros(x.shape, dtype=torch.float64)
    for t in range(ids.shape[0]):
        xq = _quant64(x[t], w13.dtype)
        for j in range(ids.shape[1]):
            ex = int(ids[t, j])
            if 0 <= ex < e:
                hv = w13d[ex] @ xq
                act = (hv[:i] / (1 + torch.exp(-hv[:i])) * hv[i:]).to(x.dtype)
                out[t] += float(tw[t, j]) * (w2d[ex] @ _quant64(act, w13.dtype))
    return out


def _fp8_weights(e: int, n: int, k: int, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """Random fp8 codes (magnitudes up to ~200) and positive block scales making values ~ N(0, 1/k)."""
    s = (torch.rand(e, -(-n // 128), -(-k // 128)) + 0.5) * (max(k, 1) ** -0.5 / 60)
    codes = (torch.randn(e, n, k) * 60).clamp(-200, 200).to(dtype)
    return codes, s


def _inputs(arch: str, t: int, h: int, i: int, e: int, k: int, dtype=BF) -> tuple:
    dt = FP8[arch]
    (w13, s13), (w2, s2) = _fp8_weights(e, 2 * i, h, dt), _fp8_weights(e, h, i, dt)
    ids = torch.stack([torch.randperm(e)[:k] for _ in range(t)]) if t else torch.zeros(0, k, dtype=torch.int64)
    return rand((t, h), dtype), w13, s13, w2, s2, torch.rand(t, k), ids


# ---------------------------------------------------------------------------------------------- kernel mode
FP8_CASES = [  # arch, T, H, I, E, k, x dtype
    ("gfx942", 5, 200, 64, 4, 2, BF),      # ragged H (two K blocks, the last one partial), I = 64
    ("gfx950", 3, 64, 32, 16, 8, BF),      # top-8 of 16: most experts empty
    ("gfx950", 1, 128, 96, 8, 1, F16),     # decode, top-1, fp16 activations, I = 96 (gate/up in one scale block)
    ("gfx942", 40, 64, 32, 1, 1, BF),      # 40 rows of one expert: block_m 64 tiles
]


@pytest.mark.parametrize("arch,t,h,i,e,k,dtype", FP8_CASES)
def test_fp8_fused_moe_matches_float64(arch, t, h, i, e, k, dtype):
    x, w13, s13, w2, s2, tw, ids = _inputs(arch, t, h, i, e, k, dtype)
    if t > 2:
        ids[1, 0] = e   # another rank's expert: no contribution
    with _kernels(arch), poisoned_outputs():
        out = cdna.fused_moe(x, w13, w2, tw, ids, w13_scale=s13, w2_scale=s2)
    assert_close64(out, _moe_fp8_64(x, w13, s13, w2, s2, tw, ids), dtype)


def test_fp8_reference_mode_matches_float64():
    x, w13, s13, w2, s2, tw, ids = _inputs("gfx950", 6, 136, 32, 4, 2)
    with _config.override(ops_impl="reference"):
        out = cdna.fused_moe(x, w13, w2, tw, ids, w13_scale=s13, w2_scale=s2)
    assert_close64(out, _moe_fp8_64(x, w13, s13, w2, s2, tw, ids), BF)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_activation_quantisation_kernel_is_bit_exact(arch):
    """The kernel path's per-token-group quantisation (cdna::quantize_fp8's kernel on rows of 128, vLLM's fmax
    and floor) gives the reference's codes and scales bit for bit, zeros in the padded tail; a zero group gets
    the floor 1e-10 / fmax."""
    from torch_cdna.ops import moe_fp8 as F8
    x = rand((3, 300), BF)
    x[1, 128:256] = 0
    dt = FP8[arch]
    with _config.override(arch=arch):
        q, s = F8.group_quant_kernel(x, dt, arch)
    rq, rs = F8.group_quant(x, dt)
    assert q.shape == (3, 384) and s.shape == rs.shape == (3, 3)
    assert torch.equal(q[:, :300].view(torch.uint8), rq.view(torch.uint8)) and not q[:, 300:].float().any()
    assert torch.equal(s, rs)
    assert float(s[1, 1]) == pytest.approx(1e-10 / F8.fmax(dt), rel=1e-6)


def test_fp8_gemm_tiles_assemble():
    """Every fp8 tile (plain weighted with fp32 out, gated with each activation) assembles for both archs."""
    from torch_cdna.ops.kernels import moe_fp8 as K
    for arch in ("gfx942", "gfx950"):
        for cfg in K.PLAIN_BY_BM.values():
            ck = K.grouped_fp8_kernel.compile("fp8", "fp8", "f32", cfg, True, None, arch=arch)
            assert ck.occupancy >= 2, (cfg.name, ck.vgprs)
        for cfg, act in zip(K.GATED_BY_BM.values(), ("silu", "gelu_none", "gelu_tanh")):
            ck = K.grouped_fp8_kernel.compile("fp8", "fp8", "bf16", cfg, False, act, arch=arch)
            assert ck.occupancy >= 2, (cfg.name, ck.vgprs)


@pytest.mark.parametrize("t,i", [(0, 32), (3, 0)])
def test_fp8_empty_tokens_and_intermediate(t, i):
    """No tokens: an empty result; I = 0: zeros (no activation to quantise); both modes."""
    x, w13, s13, w2, s2, tw, ids = _inputs("gfx950", t, 64, i, 2, 1)
    for mode in ("reference", "kernel"):
        with _config.override(ops_impl=mode, arch="gfx950", sim_strict=True), poisoned_outputs():
            out = cdna.fused_moe(x, w13, w2, tw, ids, w13_scale=s13, w2_scale=s2)
        assert out.shape == x.shape and out.dtype == x.dtype and not out.float().any(), mode


# ---------------------------------------------------------------------------------------------- refusals
def test_fp8_has_no_backward():
    x, w13, s13, w2, s2, tw, ids = _inputs("gfx950", 2, 64, 32, 2, 1)
    x.requires_grad_()
    with _config.override(ops_impl="reference"):
        out = cdna.fused_moe(x, w13, w2, tw, ids, w13_scale=s13, w2_scale=s2)
    with pytest.raises(RuntimeError, match="cdna::fused_moe with fp8 weights"):
        out.sum().backward()


@pytest.mark.parametrize("change,match", [
    (lambda a: {**a, "w2_scale": None}, "w2_scale"),
    (lambda a: {**a, "w13_scale": a["w13_scale"][:1]}, "w13_scale must be"),
    (lambda a: {**a, "w13_scale": a["w13_scale"].double()}, "float32"),
    (lambda a: {**a, "w2": a["w2"].to(torch.float8_e5m2)}, "w2 must be fp8 e4m3"),
])
def test_fp8_errors_name_the_argument(change, match):
    x, w13, s13, w2, s2, tw, ids = _inputs("gfx950", 2, 64, 32, 2, 1)
    args = change({"w13": w13, "w2": w2, "w13_scale": s13, "w2_scale": s2})
    with pytest.raises((TypeError, ValueError), match=match):
        cdna.fused_moe(x, args["w13"], args["w2"], tw, ids, w13_scale=args["w13_scale"], w2_scale=args["w2_scale"])


def test_fp8_kernels_refuse_what_they_do_not_cover():
    """Another arch's fp8 format, and I off the 32 grid (the up rows' scale blocks), raise MissingKernel."""
    x, w13, s13, w2, s2, tw, ids = _inputs("gfx950", 2, 64, 32, 2, 1)
    with _kernels("gfx942"), pytest.raises(MissingKernel, match="float8_e4m3fnuz"):
        cdna.fused_moe(x, w13, w2, tw, ids, w13_scale=s13, w2_scale=s2)
    x, w13, s13, w2, s2, tw, ids = _inputs("gfx950", 2, 64, 48, 2, 1)
    with _kernels("gfx950"), pytest.raises(MissingKernel, match="multiple of 32"):
        cdna.fused_moe(x, w13, w2, tw, ids, w13_scale=s13, w2_scale=s2)


def test_fp8_opcheck():
    """Fake tensor and autograd registration of the fp8 form (reference mode: torch's schema check compares fp8
    tensors with arithmetic CPU fp8 lacks, so that util is left to the bf16 case in cases.py)."""
    x, w13, s13, w2, s2, tw, ids = _inputs("gfx942", 3, 136, 32, 4, 2)
    with _config.override(ops_impl="reference"):
        torch.library.opcheck(cdna.fused_moe.default, (x, w13, w2, tw, ids),
                              dict(activation="silu", w13_scale=s13, w2_scale=s2),
                              test_utils=("test_faketensor", "test_autograd_registration"))

"""``cdna::append_kv`` (torch_cdna/ops/kv_cache.py, kernels/kv_cache.py): the kernel on the simulator with strict
sanitizers, gfx942 and gfx950, against the reference on caches filled with NaN sentinels (bitwise: every slot
not written keeps its sentinel); random slots in random order with skipped (negative) tokens; strided caches;
out-of-range slots; errors naming the argument; opcheck (schema mutation annotations) and torch.compile."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops.kernels import kv_cache as KV

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")


@pytest.fixture
def kernel_mode(request):
    arch = getattr(request, "param", "gfx942")
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True):
        yield arch


def _bits(t: torch.Tensor) -> torch.Tensor:
    """Bit patterns (NaN sentinels compare equal to themselves)."""
    return t.view({2: torch.int16, 4: torch.int32}[t.element_size()])


def caches(nb: int, bs: int, h: int, d: int, dtype: torch.dtype, pad: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
    """NaN-filled caches; ``pad`` > 0: a view of a wider buffer (strided rows and heads)."""
    make = lambda: torch.full((nb, bs, h, d + pad), float("nan"), dtype=dtype)[..., :d]  # noqa: E731
    return make(), make()


def new_kv(t: int, h: int, d: int, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    return torch.randn(t, h, d).to(dtype), torch.randn(t, h, d).to(dtype)


def random_slots(t: int, nslots: int, skipped: int) -> torch.Tensor:
    """Distinct slots in random order, ``skipped`` of them -1 (vLLM's padding)."""
    slots = torch.randperm(nslots)[:t]
    for i in random.sample(range(t), skipped):
        slots[i] = -random.randint(1, 5)
    return slots


def expected(kc, vc, k, v, slots):
    ek, ev = kc.clone(), vc.clone()
    with _config.override(ops_impl="reference"):
        cdna.append_kv(ek, ev, k, v, slots)
    return ek, ev


def assert_same_bits(actual: torch.Tensor, want: torch.Tensor) -> None:
    assert torch.equal(_bits(actual), _bits(want)), (actual - want).abs().nan_to_num(0).max()


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", (torch.bfloat16, torch.float16))
def test_scatter_matches_reference(kernel_mode, dtype):
    """Random slots in random order, skipped tokens; 8 heads of 128 (two workgroups per token) or GQA-ish
    shapes; everything outside the written rows keeps its NaN sentinel."""
    h, d = random.choice(((8, 128), (2, 64), (1, 128)))
    nb, bs, t = 6, 16, 9
    kc, vc = caches(nb, bs, h, d, dtype)
    k, v = new_kv(t, h, d, dtype)
    slots = random_slots(t, nb * bs, skipped=2)
    ek, ev = expected(kc, vc, k, v, slots)
    assert torch.isnan(ek).any() and not torch.isnan(ek[slots[0] // bs, slots[0] % bs]).any() or slots[0] < 0
    cdna.append_kv(kc, vc, k, v, slots)
    assert_same_bits(kc, ek)
    assert_same_bits(vc, ev)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_strided_caches_and_narrow_pieces(kernel_mode):
    """Caches that are views of padded buffers, fp32 and a head row of 36 bytes (4-byte pieces); a v cache
    with a strided head dim (through a copy and back); k with a transposed layout (copied to unit stride)."""
    dtype, d, pad = random.choice(((torch.float32, 64, 4), (torch.bfloat16, 18, 2)))
    nb, bs, h, t = 3, 8, 2, 5
    kc, _ = caches(nb, bs, h, d, dtype, pad=pad)
    vc = torch.full((nb, bs, h, 2 * d), float("nan"), dtype=dtype)[..., ::2]
    assert not kc.is_contiguous() and vc.stride(-1) == 2
    k = torch.randn(t, d, h).to(dtype).transpose(1, 2)
    v = torch.randn(t, h, d).to(dtype)
    slots = random_slots(t, nb * bs, skipped=1)
    ek, ev = expected(kc, vc, k, v, slots)
    cdna.append_kv(kc, vc, k, v, slots)
    assert_same_bits(kc, ek)
    assert_same_bits(vc, ev)


@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_drops_out_of_range_slots(arch):
    """The launcher (what a GPU runs; validation reads no slots there) skips slots past the cache: the caches
    stay exactly as before apart from the in-range tokens."""
    nb, bs, h, d = 2, 16, 1, 64
    kc, vc = caches(nb, bs, h, d, torch.bfloat16)
    k, v = new_kv(4, h, d, torch.bfloat16)
    slots = torch.tensor([nb * bs, 3, nb * bs + 100, 2 ** 40])
    ek, ev = expected(kc, vc, k[1:2], v[1:2], slots[1:2])
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True):
        KV.launch_append_kv(kc, vc, k, v, slots)
    assert_same_bits(kc, ek)
    assert_same_bits(vc, ev)


def test_out_of_range_slot_raises():
    kc, vc = caches(2, 16, 1, 64, torch.float32)
    k, v = new_kv(2, 1, 64, torch.float32)
    for mode in ("reference", "kernel"):
        with _config.override(ops_impl=mode), pytest.raises(ValueError, match=r"slot_mapping\[1\] = 32 is outside"):
            cdna.append_kv(kc, vc, k, v, torch.tensor([0, 32]))
    assert torch.isnan(kc).all()  # nothing written before the error


@pytest.mark.parametrize("bad, match", [
    (dict(k=torch.zeros(2, 2, 64)), r"k must be \[num_tokens, num_kv_heads, head_dim\] = \[T, 1, 64\]"),
    (dict(v=torch.zeros(3, 1, 64)), r"v has shape \(3, 1, 64\) but k has \(2, 1, 64\)"),
    (dict(slot_mapping=torch.zeros(2, dtype=torch.int32)), r"slot_mapping must be int64"),
    (dict(k_cache=torch.zeros(2, 16, 64)), r"k_cache must be 4-D"),
    (dict(v_cache=torch.zeros(2, 16, 1, 64, dtype=torch.bfloat16)), r"v_cache has dtype torch.bfloat16"),
    (dict(v_cache=torch.zeros(2, 1, 1, 64).expand(2, 16, 1, 64)), r"v_cache has elements sharing memory"),
])
def test_errors_name_the_argument(bad, match):
    args = dict(k_cache=torch.zeros(2, 16, 1, 64), v_cache=torch.zeros(2, 16, 1, 64), k=torch.zeros(2, 1, 64),
                v=torch.zeros(2, 1, 64), slot_mapping=torch.tensor([0, 1]))
    args.update(bad)
    with pytest.raises((ValueError, TypeError), match=match):
        cdna.append_kv(*args.values())


def test_opcheck_and_compile():
    kc, vc = torch.zeros(3, 16, 2, 8), torch.zeros(3, 16, 2, 8)
    k, v = torch.randn(4, 2, 8), torch.randn(4, 2, 8)
    slots = torch.tensor([5, -1, 40, 17])
    torch.library.opcheck(cdna.append_kv.default, (kc, vc, k, v, slots))

    def step(kc, vc, k, v, slots):
        cdna.append_kv(kc, vc, k, v, slots)
        return kc.sum() + vc.sum()
    ek, ev = expected(kc, vc, k, v, slots)
    total = torch.compile(step, backend="aot_eager", fullgraph=True)(kc, vc, k, v, slots)
    assert torch.equal(kc, ek) and torch.equal(vc, ev)
    torch.testing.assert_close(total, ek.sum() + ev.sum())


@pytest.mark.parametrize("mode", ("reference", "kernel"))
def test_inputs_requiring_grad_are_refused_by_name(mode):
    """No gradient: k (or v) requiring grad under grad mode raises naming the op and the argument, before any
    write; under no_grad the same call writes."""
    kc, vc = caches(2, 16, 1, 64, torch.bfloat16)
    k, v = new_kv(1, 1, 64, torch.bfloat16)
    with _config.override(ops_impl=mode, arch="gfx942"):
        with pytest.raises(RuntimeError, match=r"cdna::append_kv: v requires grad.*torch\.no_grad"):
            cdna.append_kv(kc, vc, k, v.requires_grad_(), torch.tensor([3]))
        assert torch.isnan(kc).all()
        with torch.no_grad():
            cdna.append_kv(kc, vc, k, v, torch.tensor([3]))
        assert torch.equal(kc[0, 3], k[0])


# ------------------------------------------------------------------------------------------- fp8 caches
FP8 = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}


def fp8_caches(nb: int, bs: int, h: int, d: int, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """Caches filled with a sentinel code (0x5a) that quantisation of the test values never has to keep."""
    make = lambda: torch.full((nb, bs, h, d), 0x5A, dtype=torch.uint8).view(dtype)  # noqa: E731
    return make(), make()


def fp8_values(t: int, h: int, d: int, dtype: torch.dtype, scale: torch.Tensor, fmax: float) -> torch.Tensor:
    """Values whose quotients by ``scale`` cover the format: ordinary ones, exact ties between two codes
    (round to nearest even), saturating ones, subnormal codes, signed zeros."""
    s = scale.reshape(-1, 1) if scale.numel() > 1 else scale
    q = torch.randn(t, h, d) * fmax / 4
    special = torch.tensor([1.0625, 1.1875, -2.125, 2 * fmax, -3 * fmax, 2.0 ** -9, -(2.0 ** -8) * 1.5, 0.0, -0.0,
                            fmax, fmax * 1.03, 0.015625 * 1.0625])
    q.view(-1, d)[:, :special.numel()] = special
    return (q * s).to(dtype)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("per_head", (False, True), ids=("per_tensor", "per_head"))
def test_fp8_cache_quantises_like_torch(arch, per_head):
    """fp8 caches (the arch's e4m3) with per-tensor / per-head scales: the kernel's codes equal
    ``(x.float() / scale).clamp(-max, max).to(fp8)`` bit for bit (ties, saturation, subnormals, zeros); rows not
    written keep their sentinel; k/v bf16, fp16 or fp32 (random), 2 heads, skipped tokens."""
    f8, dtype = FP8[arch], random.choice((torch.bfloat16, torch.float16, torch.float32))
    fmax = torch.finfo(f8).max
    nb, bs, h, d, t = 3, 16, 2, 64, 5
    kc, vc = fp8_caches(nb, bs, h, d, f8)
    k_scale = (torch.rand(h) + 0.5) * 2.0 ** random.randint(-6, 2) if per_head else torch.tensor(2.0 ** -3)
    if per_head:
        k_scale[0] = 1.0  # power-of-two scales keep the ties exact
    v_scale = torch.tensor([0.0137])
    k, v = fp8_values(t, h, d, dtype, k_scale, fmax), fp8_values(t, h, d, dtype, v_scale, fmax)
    slots = random_slots(t, nb * bs, skipped=1)
    ek, ev = kc.clone(), vc.clone()
    with _config.override(ops_impl="reference"):
        cdna.append_kv(ek, ev, k, v, slots, k_scale=k_scale, v_scale=v_scale)
    keep = slots >= 0
    ks = k_scale.reshape(-1, 1) if per_head else k_scale
    want = (k.float() / ks).clamp(-fmax, fmax).to(f8)[keep]  # the spec, spelled out
    assert torch.equal(ek[slots[keep] // bs, slots[keep] % bs].view(torch.uint8), want.view(torch.uint8))
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True):
        cdna.append_kv(kc, vc, k, v, slots, k_scale=k_scale, v_scale=v_scale)
    assert torch.equal(kc.view(torch.uint8), ek.view(torch.uint8))
    assert torch.equal(vc.view(torch.uint8), ev.view(torch.uint8))
    assert (kc.view(torch.uint8) == 0x5A).sum() >= (nb * bs - keep.sum()) * h * d  # sentinels kept


@pytest.mark.parametrize("arch", ARCHS)
def test_fp8_cache_of_the_other_arch_is_refused_by_name(arch):
    other = FP8["gfx950" if arch == "gfx942" else "gfx942"]
    kc, vc = fp8_caches(2, 16, 1, 64, other)
    k, v = new_kv(1, 1, 64, torch.bfloat16)
    with _config.override(ops_impl="kernel", arch=arch), pytest.raises(
            MissingKernel, match=rf"caches are {other}, but arch {arch} converts fp8 as {FP8[arch]}.*allocate the "
                                 rf"caches as {FP8[arch]}"):
        cdna.append_kv(kc, vc, k, v, torch.tensor([3]), k_scale=torch.tensor(1.0), v_scale=torch.tensor(1.0))


@pytest.mark.parametrize("bad, match", [
    (dict(k_scale=None), r"the caches are torch.float8_e4m3fnuz, so k_scale and v_scale are required"),
    (dict(v_scale=torch.ones(3)), r"v_scale must be a float32 tensor .* \[num_kv_heads\] = \[2\]"),
    (dict(k_scale=torch.tensor(1.0, dtype=torch.float64)), r"k_scale must be a float32 tensor"),
    (dict(k_cache=torch.zeros(2, 16, 2, 64), v_cache=torch.zeros(2, 16, 2, 64)),
     r"k_scale is given but the caches are torch.float32"),
])
def test_fp8_errors_name_the_argument(bad, match):
    kc, vc = fp8_caches(2, 16, 2, 64, torch.float8_e4m3fnuz)
    args = dict(k_cache=kc, v_cache=vc, k=torch.zeros(1, 2, 64), v=torch.zeros(1, 2, 64),
                slot_mapping=torch.tensor([0]), k_scale=torch.tensor(1.0), v_scale=torch.ones(2))
    args.update(bad)
    with pytest.raises((ValueError, TypeError), match=match):
        cdna.append_kv(**args)


def test_fp8_opcheck():
    """Fake tensor and autograd registration with fp8 caches and scales (torch's schema check compares fp8
    tensors with arithmetic CPU fp8 lacks: the bf16 opcheck covers the mutation annotations)."""
    kc, vc = fp8_caches(3, 16, 2, 8, torch.float8_e4m3fnuz)
    k, v = torch.randn(4, 2, 8), torch.randn(4, 2, 8)
    torch.library.opcheck(cdna.append_kv.default, (kc, vc, k, v, torch.tensor([5, -1, 40, 17])),
                          dict(k_scale=torch.tensor(0.05), v_scale=torch.tensor([0.1, 0.2])),
                          test_utils=("test_faketensor", "test_autograd_registration"))

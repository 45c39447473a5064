"""The norm ops in kernel mode: the DSL kernels of torch_cdna/ops/kernels/norms.py run on the simulator (CPU
tensors), gfx942 and gfx950, against float64 compositions; outputs are poisoned with NaN before each launch.
Also checks the kernels' memory behaviour through the simulator's counters (each row read and written once,
16-byte loads on the main path)."""

from __future__ import annotations

import random

import pytest
import torch
import torch.nn.functional as F

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import norms as K
from torch_cdna.ops.kernels import rowops

from .numerics import FORWARD_TOL, GRAD_TOL, assert_close64, assert_grad_close, grads64, op_grads, rand
from .test_norms import dw_terms

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# Row lengths: not powers of two, odd (16-bit rows then take the 2-byte-chunk path), multi-wave.
HIDDEN = (896, 1000, 17, 1, 200, 2056)


@pytest.fixture
def kernel_mode(request):
    arch = getattr(request, "param", "gfx942")
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        yield arch


def _shape(d: int) -> tuple[int, ...]:
    lead = random.choice([(), (3,), (2, 3), (5,)])
    return (*lead, d)


def _weight(d: int, dtype: torch.dtype, same: bool) -> torch.Tensor:
    return rand((d,), dtype if same else torch.float32) + 1


def rms64(x, w, eps):
    return F.rms_norm(x.double(), (x.shape[-1],), w.double(), eps)


def ln64(x, w, b, eps):
    return F.layer_norm(x.double(), (x.shape[-1],), w.double(), b.double(), eps)


def _check(y: torch.Tensor, expected: torch.Tensor, dtype: torch.dtype, scale: float = 1.0) -> None:
    assert not torch.isnan(y).any(), "an output element was not written (NaN poison survived)"
    assert_close64(y, expected, dtype, scale=scale)


# ---------------------------------------------------------------------------------------------- rmsnorm
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_rmsnorm_kernel(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 3):
        same = random.random() < 0.7
        x, w = rand(_shape(d), dtype, scale=3), _weight(d, dtype, same)
        eps = random.choice((1e-6, 1e-5, 0.1))
        _check(cdna.rmsnorm(x, w, eps), rms64(x, w, eps), dtype, scale=float(w.abs().max()))


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_rmsnorm_row_strided_and_unaligned_inputs(kernel_mode):
    base = rand((6, 1040), torch.bfloat16)
    x = base[:, 8:1008]                      # row stride 1040 elements, 16-byte aligned start
    w = _weight(1000, torch.bfloat16, True)
    _check(cdna.rmsnorm(x, w, 1e-6), rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))
    x = base[:, 1:1001]                      # starts 2 bytes past a dword: the 2-byte-chunk path
    _check(cdna.rmsnorm(x, w, 1e-6), rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))
    y = cdna.rmsnorm(base[::2, 4:1004], w[:1000], 1e-6)   # every other row
    _check(y, rms64(base[::2, 4:1004], w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("n, d, groups", [(40, 1000, 4), (9, 4096, 2), (5, 2056, 2), (3, 6200, 1)])
def test_rmsnorm_reads_and_writes_each_row_once(arch, n, d, groups):
    """Rows are read and written once; the weight once per workgroup (row groups share it through LDS); rows
    past the last one in a workgroup's last trip (n not a multiple of the groups) are neither read nor written."""
    x, w = rand((n, d), torch.bfloat16), _weight(d, torch.bfloat16, True)
    out = torch.full_like(x, float("nan"))
    with _config.override(arch=arch):
        launch = K.launch_rmsnorm(x, w, 1e-6, out)
    st, = launch.stats
    (kernel, consts), = launch.kernels
    p = rowops.plan(d, "bf16")
    g = rowops.grid(n, p.waves, groups=groups)
    assert consts[3] == groups and st.workgroups == g
    assert st.global_bytes_written == n * d * 2
    assert st.global_bytes_read == n * d * 2 + g * d * 2     # rows once, the weight once per workgroup
    assert st.global_unique_bytes_read == n * d * 2 + d * 2   # distinct bytes: the minimum
    assert st.global_unique_bytes_written == n * d * 2
    loop = kernel.compile(*consts, arch=arch).asm.split("_loop_")[1]
    assert "buffer_load_dwordx4" in loop and "buffer_store_dwordx4" in loop
    assert not st.warnings
    _check(out, rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype, wdtype", [(torch.bfloat16, torch.float32), (torch.float32, torch.bfloat16),
                                           (torch.float16, torch.float16)])
def test_forward_row_groups(kernel_mode, dtype, wdtype):
    """Row groups (several rows per workgroup at once, weight and bias staged once through LDS): row counts
    that leave groups idle in the last trip, row-strided inputs, a weight dtype other than x's (32- and
    8-byte vector chunks)."""
    for n, d in ((1, 896), (5, 1000), (13, 4096), (6, 2056)):
        base = rand((n, d + 8), dtype)
        x, r = base[:, 8:], rand((n, d), dtype)
        w, b = _weight(d, wdtype, True), rand((d,), wdtype)
        scale = float(w.abs().max())
        _check(cdna.rmsnorm(x, w, 1e-6), rms64(x, w, 1e-6), dtype, scale=scale)
        _check(cdna.layernorm(x, w, b, 1e-5), ln64(x, w, b, 1e-5), dtype, scale=scale + float(b.abs().max()))
        y, total = cdna.fused_add_rmsnorm(x, r, w, 1e-6)
        assert torch.equal(total, x + r)
        _check(y, rms64(x + r, w, 1e-6), dtype, scale=scale)


# ---------------------------------------------------------------------------------------------- fused add
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_fused_add_rmsnorm_kernel(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 2):
        shape = _shape(d)
        x, r, w = rand(shape, dtype), rand(shape, dtype), _weight(d, dtype, random.random() < 0.7)
        y, total = cdna.fused_add_rmsnorm(x, r, w, 1e-6)
        assert torch.equal(total, x + r), "residual_out must be x + residual rounded to the input dtype"
        _check(y, rms64(x + r, w, 1e-6), dtype, scale=float(w.abs().max()))


# ---------------------------------------------------------------------------------------------- layernorm
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_layernorm_kernel(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 3):
        x = rand(_shape(d), dtype, scale=2) + random.choice((0.0, 3.0))   # a mean away from 0 too
        w, b = _weight(d, dtype, random.random() < 0.7), rand((d,), dtype)
        y = cdna.layernorm(x, w, b, 1e-5)
        _check(y, ln64(x, w, b, 1e-5), dtype, scale=float(w.abs().max() + b.abs().max()))


# ---------------------------------------------------------------------------------------------- backward
def _dx_scale(x, w, g):
    x64 = x.double()
    return float((g.double() * w.double() * torch.rsqrt(x64.square().mean(-1, keepdim=True) + 1e-5)).norm())


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_rmsnorm_backward_kernel_matches_autograd(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 2):
        shape = _shape(d)
        x, w, g = rand(shape, dtype), _weight(d, dtype, random.random() < 0.7), rand(shape, dtype)
        ours = op_grads(lambda x, w: cdna.rmsnorm(x, w, 1e-5), [x, w], g)
        expected = grads64(lambda x, w: rms64(x, w, 1e-5), [x, w], g)
        assert ours[1].dtype == w.dtype and not any(torch.isnan(t).any() for t in ours)
        assert_grad_close(ours[0], expected[0], dtype, scale=_dx_scale(x, w, g))
        assert_grad_close(ours[1], expected[1], dtype, scale=dw_terms(x, g, 1e-5))  # rows can cancel (D = 1)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_fused_add_rmsnorm_backward_through_kernels(kernel_mode, dtype):
    d = random.choice(HIDDEN)
    shape = _shape(d)
    x, r, w = rand(shape, dtype), rand(shape, dtype), _weight(d, dtype, True)
    gy, gr = rand(shape, dtype), rand(shape, dtype)

    def fused(x, r, w):
        y, total = cdna.fused_add_rmsnorm(x, r, w, 1e-5)
        return y.float() * gy.float() + total.float() * gr.float()

    xs = [t.detach().clone().requires_grad_() for t in (x, r, w)]
    fused(*xs).sum().backward()
    total = (x + r).double().requires_grad_()
    w64 = w.double().requires_grad_()
    (rms64(total, w64, 1e-5) * gy.double() + total * gr.double()).sum().backward()
    scale = _dx_scale(x + r, w, gy)
    assert_grad_close(xs[0].grad, total.grad, dtype, scale=scale)
    assert torch.equal(xs[0].grad, xs[1].grad)
    assert_grad_close(xs[2].grad, w64.grad, dtype, scale=dw_terms(x + r, gy, 1e-5))


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_layernorm_backward_kernel_matches_autograd(kernel_mode, dtype):
    for d in random.sample([h for h in HIDDEN if h > 1], 2):
        shape = _shape(d)
        x = rand(shape, dtype) + random.choice((0.0, 2.0))
        w, b, g = _weight(d, dtype, random.random() < 0.7), rand((d,), dtype), rand(shape, dtype)
        ours = op_grads(lambda x, w, b: cdna.layernorm(x, w, b, 1e-5), [x, w, b], g)
        expected = grads64(lambda x, w, b: ln64(x, w, b, 1e-5), [x, w, b], g)
        assert not any(torch.isnan(t).any() for t in ours)
        assert_grad_close(ours[0], expected[0], dtype, scale=_dx_scale(x - x.double().mean(-1, True), w, g))
        assert_grad_close(ours[1], expected[1], dtype)
        assert_grad_close(ours[2], expected[2], dtype)


@pytest.fixture
def deterministic():
    """torch.use_deterministic_algorithms(True) for one test: the backward kernels take the partials path."""
    saved = torch.are_deterministic_algorithms_enabled()
    torch.use_deterministic_algorithms(True)
    try:
        yield
    finally:
        torch.use_deterministic_algorithms(saved)


def _launch_bwd(op: str, n: int, d: int, arch: str, dtype=torch.bfloat16, wdtype=None, x=None):
    """(launch, outputs, inputs) of a backward launcher on fresh inputs, outputs poisoned with NaN."""
    x = rand((n, d), dtype) if x is None else x
    w, g = rand((d,), wdtype or dtype) + 1, rand((n, d), dtype)
    dx, dw, db = torch.full_like(x, float("nan")), torch.full_like(w, float("nan")), torch.full_like(w, float("nan"))
    with _config.override(arch=arch):
        if op == "rms":
            launch = K.launch_rmsnorm_backward(g, x, w, 1e-5, dx, dw)
            return launch, (dx, dw), (g, x, w)
        launch = K.launch_layernorm_backward(g, x, w, 1e-5, dx, dw, db)
    return launch, (dx, dw, db), (g, x, w)


def _expected_bwd(op: str, g, x, w) -> list:
    if op == "rms":
        return grads64(lambda x, w: rms64(x, w, 1e-5), [x, w], g)
    b = torch.zeros_like(w)
    return grads64(lambda x, w, b: ln64(x, w, b, 1e-5), [x, w, b], g)


def _check_bwd(op: str, outs, inputs, dtype) -> None:
    g, x, w = inputs
    expected = _expected_bwd(op, g, x, w)
    assert not any(torch.isnan(t).any() for t in outs), "an output element was not written"
    centred = x if op == "rms" else x - x.double().mean(-1, True)
    assert_grad_close(outs[0], expected[0], dtype, scale=_dx_scale(centred, w, g))
    coarse = max((dtype, w.dtype), key=lambda t: torch.finfo(t).eps)   # dweight is rounded to w's dtype
    for ours, ref in zip(outs[1:], expected[1:]):
        assert_grad_close(ours, ref, coarse)


def _workspaces_zero() -> bool:
    return all(not ws.any() for ws in K._WORKSPACES.values())


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("op", ["rms", "ln"])
def test_backward_atomic_path_is_one_launch_at_the_minimum(arch, op):
    """Default (non-deterministic) path: one launch; grad and x read once, dx written once; dweight/dbias are
    fp32 atomics into [D] accumulators that the last workgroup rounds out and clears (workspace zero again)."""
    n, d = 90, 1000                        # 3 workgroups of 4 row groups (1 wave each), 8 rows per group
    launch, outs, inputs = _launch_bwd(op, n, d, arch)
    st, = launch.stats
    (kernel, consts), = launch.kernels
    nvec = 1 if op == "rms" else 2
    p = rowops.plan(d, "bf16", target_chunks=2)
    grid = rowops.grid(n, p.waves, rowops.ATOMIC_MIN_ROWS, groups=4)
    assert st.workgroups == grid == 3 and consts[3] == 4 and not st.warnings
    assert st.global_bytes_read - 2 * n * d * 2 == grid * d * 2 + grid * nvec * d * 4 + nvec * d * 4 + grid * 4
    acc = nvec * d * 4                                        # fp32 accumulators, read by the atomics, then zeroed
    assert st.global_unique_bytes_read == 2 * n * d * 2 + d * 2 + acc + 4
    assert st.global_unique_bytes_written == n * d * 2 + nvec * d * 2 + acc + 4
    # row group 0 of each workgroup adds the groups' sums (added through LDS): one set of atomics per workgroup
    assert st.mnemonics["buffer_atomic_add_f32"] == grid * p.waves * nvec * p.nch * p.elems
    assert _workspaces_zero()
    _check_bwd(op, outs, inputs, torch.bfloat16)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("op", ["rms", "ln"])
@pytest.mark.parametrize("n, d", [(40, 2056), (7, 17), (1, 200), (7, 200), (33, 896), (70, 512)])
def test_backward_atomic_path_many_rows_per_workgroup(arch, op, n, d):
    """Several rows per workgroup, row groups with idle groups in the last trip (33 x 896, 7 x 200),
    multi-wave rows (2056: 3 waves share the ticket through LDS), odd D (2-byte chunks, no row groups), a
    single workgroup; repeated launches reuse the cleared workspace."""
    for _ in range(2):
        launch, outs, inputs = _launch_bwd(op, n, d, arch)
        assert not launch.stats[0].warnings and len(launch.stats) == 1
        _check_bwd(op, outs, inputs, torch.bfloat16)
        assert _workspaces_zero()


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype, wdtype", [(torch.float32, torch.bfloat16), (torch.float16, torch.float32),
                                           (torch.float32, torch.float16)])
@pytest.mark.parametrize("d", [17, 1001, 1000])
def test_backward_atomic_path_mixed_dtypes(arch, dtype, wdtype, d):
    """dweight/dbias in the weight's dtype, also when it differs from x's (odd D: 16-bit stores one by one)."""
    for op in ("rms", "ln"):
        launch, outs, inputs = _launch_bwd(op, 10, d, arch, dtype, wdtype)
        assert outs[1].dtype == wdtype and not launch.stats[0].warnings
        _check_bwd(op, outs, inputs, dtype)


@pytest.mark.parametrize("arch", ARCHS)
def test_backward_row_strided_inputs(arch):
    base = rand((30, 1040), torch.bfloat16)
    for x in (base[:, 8:1008], base[:, 1:1001], base[::3, 4:1004]):   # strided, 2-byte aligned, every 3rd row
        for op in ("rms", "ln"):
            launch, outs, inputs = _launch_bwd(op, x.shape[0], x.shape[1], arch, x=x)
            _check_bwd(op, outs, inputs, torch.bfloat16)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_backward_deterministic_path(arch, dtype, deterministic):
    """With torch.use_deterministic_algorithms(True): fp32 partials, one row per workgroup, summed in a fixed
    order by column_sum (bitwise identical on a second run; no atomics)."""
    n, d = 24, random.choice((1000, 17, 2056))
    for op in ("rms", "ln"):
        x, runs = rand((n, d), dtype), []
        state = torch.get_rng_state()
        for _ in range(2):
            torch.set_rng_state(state)  # both runs draw the same weight and gradient
            launch, outs, inputs = _launch_bwd(op, n, d, arch, dtype, x=x)
            runs.append(outs)
        assert all(torch.equal(a, b) for a, b in zip(*runs))
        _check_bwd(op, runs[0], inputs, dtype)
        main = launch.stats[0]
        nvec = 1 if op == "rms" else 2
        p = rowops.plan(d, K.dtype_name(dtype), rowops.aligned4(d, x), target_chunks=2)
        grid = rowops.grid(n, p.waves, rowops.BACKWARD_MIN_ROWS)
        es = x.element_size()
        assert len(launch.stats) == 1 + nvec and "buffer_atomic_add_f32" not in main.mnemonics
        assert main.global_bytes_read == 2 * n * d * es + grid * d * es
        assert main.global_bytes_written == n * d * es + nvec * grid * d * 4
        assert not any(st.warnings for st in launch.stats)


@pytest.mark.parametrize("op", ["rms", "ln"])
def test_backward_at_the_longest_rows(op):
    """Rows of 12,289 to 16,384 bf16 elements run 13-16 waves, 4 on a SIMD, where a wave has at most 128 VGPRs:
    layernorm's backward then re-reads the weight with each row (converted into ``u`` itself) instead of
    holding it in registers, and the block sums read the waves' partials 4 waves at a time. Both weight dtypes,
    a partial last chunk (the centred padding is set back to 0 by ``_tail_room``); an even length (odd rows take
    2-byte chunks, up to 8,192 elements)."""
    d = 2 * random.randrange(6145, 8193)
    wdtype, arch = random.choice((torch.bfloat16, torch.float32)), random.choice(ARCHS)
    p = rowops.plan(d, "bf16", target_chunks=2, op="layernorm_backward" if op == "ln" else "rmsnorm_backward")
    assert p.waves > 12 and K._weight_per_row(p)
    launch, outs, inputs = _launch_bwd(op, 3, d, arch, torch.bfloat16, wdtype)
    _check_bwd(op, outs, inputs, torch.bfloat16)
    assert not any(st.warnings for st in launch.stats)


def test_workspace_is_dropped_when_a_launch_fails():
    d = 12345
    with pytest.raises(RuntimeError):
        with K._workspace(torch.device("cpu"), d, 1, 1, True) as (parts, cnt):
            parts[0][0] = 1.0                                  # a launch that died half way
            raise RuntimeError("launch failed")
    assert not any(key[2] == d for key in K._WORKSPACES)


@pytest.mark.parametrize("arch", ARCHS)
def test_norm_kernels_assemble_without_diagnostics(arch):
    """Every variant the launchers choose between assembles and links with LLVM (any diagnostic raises)."""
    for atomic, osplit in ((True, False), (True, True), (False, False)):
        for waves, groups, nch, chunk in ((1, 4, 2, 16), (2, 2, 1, 16), (3, 1, 1, 16), (1, 1, 2, 2)):
            if groups > 1 and not atomic:
                continue                                        # the deterministic path has no row groups
            K.rmsnorm_bwd.compile("bf16", "f32", waves, groups, nch, chunk, False, atomic, osplit, arch=arch)
            xdt = "f32" if chunk == 16 else "f16"               # 2-byte chunks exist for 16-bit rows only
            K.layernorm_bwd.compile(xdt, "bf16", waves, groups, nch, chunk, groups == 1, atomic, osplit, "f32",
                                    arch=arch)                  # an fp32 bias next to a bf16 weight
    for waves, groups, nch, chunk in ((1, 4, 2, 16), (2, 2, 4, 16), (7, 1, 4, 16), (1, 1, 2, 2)):
        K.rmsnorm_fwd.compile("bf16", "f32", waves, groups, nch, chunk, False, arch=arch)
        K.fused_add_rmsnorm_fwd.compile("f16", "f16", waves, groups, nch, chunk, False, arch=arch)
        xdt = "f32" if chunk == 16 else "bf16"
        K.layernorm_fwd.compile(xdt, "bf16", "f32", waves, groups, nch, chunk, False, False, arch=arch)
        K.layernorm_fwd.compile(xdt, "bf16", None, waves, groups, nch, chunk, False, False, arch=arch)  # no bias


# ---------------------------------------------------------------------------------------------- opcheck
@pytest.mark.parametrize("op", ["rmsnorm", "fused_add_rmsnorm", "layernorm", "rmsnorm_backward",
                                "layernorm_backward"])
def test_opcheck_in_kernel_mode(kernel_mode, op):
    d = 200
    x, w, b, g = rand((3, d), torch.bfloat16), _weight(d, torch.bfloat16, True), rand((d,), torch.bfloat16), \
        rand((3, d), torch.bfloat16)
    args = {"rmsnorm": (x, w, 1e-6), "fused_add_rmsnorm": (x, g, w, 1e-6), "layernorm": (x, w, b, 1e-5),
            "rmsnorm_backward": (g, x, w, 1e-6), "layernorm_backward": (g, x, w, 1e-5)}[op]
    torch.library.opcheck(getattr(cdna, op).default, args)


@pytest.mark.slow
@pytest.mark.parametrize("arch", ARCHS)
def test_large_rows_kernel(arch):
    """A multi-wave row (14336 bf16: 7 waves, LDS between them) forward and backward."""
    d = 14336
    x, w, g = rand((6, d), torch.bfloat16), _weight(d, torch.bfloat16, True), rand((6, d), torch.bfloat16)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        _check(cdna.rmsnorm(x, w, 1e-6), rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))
        ours = op_grads(lambda x, w: cdna.rmsnorm(x, w, 1e-5), [x, w], g)
    expected = grads64(lambda x, w: rms64(x, w, 1e-5), [x, w], g)
    assert_grad_close(ours[0], expected[0], torch.bfloat16, scale=_dx_scale(x, w, g))
    assert_grad_close(ours[1], expected[1], torch.bfloat16)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_layernorm_single_column_rows_with_a_large_mean(kernel_mode):
    """D = 1: the variance correction for the padded chunk (sq - pad * mean^2) rounded below -eps at
    |x| ~ 6 in fp32 and rsqrt gave NaN (found by CI on gfx950); every row is y = b, its gradients 0 and g."""
    x = torch.tensor([[6.0409440994262695], [3.590482234954834], [1.2295029163360596], [6.88700532913208],
                      [-0.9247856140136719]])
    w, b = torch.tensor([1.5]), torch.tensor([0.25])
    y = cdna.layernorm(x, w, b, 1e-5)
    _check(y, ln64(x, w, b, 1e-5), torch.float32, scale=1.75)
    g = rand(x.shape, torch.float32)
    dx, dw, db = op_grads(lambda x, w, b: cdna.layernorm(x, w, b, 1e-5), [x, w, b], g)
    assert not any(torch.isnan(t).any() for t in (dx, dw, db))
    # dx is 0 up to the rounding of its terms (rstd * g * w, rstd = eps^-1/2 here)
    assert_grad_close(dx, torch.zeros_like(dx, dtype=torch.float64), torch.float32,
                      scale=_dx_scale(x - x.double().mean(-1, True), w, g))
    torch.testing.assert_close(db, g.sum(0), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_layernorm_rows_with_a_large_mean_and_a_padded_last_chunk(kernel_mode):
    """fp32 rows with |mean| / std ~ 1e4 and D not a multiple of the 4-element chunk: the padded elements must
    not enter the sum of squares (as (0 - mean)^2 each, their rounding alone, ~pad * mean^2 * 2^-24, exceeded
    the true sum D * std^2).

    Tolerance, first order in u = 2^-24: the fp32 mean of a row is off by at most (D + 1) * u * M (M = max|x|;
    D - 1 additions of a sum of D values <= D * M, then 1/D and the product each round once); it shifts every
    centred value by that much, so y moves by |w| * rstd * (D + 1) * u * M (= |w| * delta below). dx moves by
    at most 2 * delta * rstd * ||g * w|| (the shift enters xhat in both of dx's xhat terms) and dweight by
    sum over rows of |g| * delta. Everything else is the usual fp32 rounding (FORWARD_TOL, GRAD_TOL)."""
    u, eps = 2.0 ** -24, 1e-5
    for d in (1, 3, 5, 6, 17):
        n = 6
        mean = (torch.rand(n, 1, dtype=torch.float64) + 0.5) * 1e3 * torch.where(torch.rand(n, 1) < 0.5, -1, 1)
        x = (mean + 0.1 * torch.randn(n, d, dtype=torch.float64)).float()
        w, b, g = _weight(d, torch.float32, True), rand((d,), torch.float32), rand((n, d), torch.float32)
        x64 = x.double()
        rstd = torch.rsqrt(x64.var(-1, unbiased=False, keepdim=True) + eps)
        delta = (d + 1) * u * x64.abs().amax(-1, keepdim=True) * rstd           # [n, 1]: xhat's shift bound
        y, want = cdna.layernorm(x, w, b, eps), ln64(x, w, b, eps)
        assert not torch.isnan(y).any()
        rtol, atol = FORWARD_TOL[torch.float32]
        bound = atol * (float(w.abs().max()) + 1) + rtol * want.abs() + w.double().abs() * delta
        err = (y.double() - want).abs()
        assert (err <= bound).all(), f"D={d}: forward error {float(err.max()):.3g}, bound {float(bound.min()):.3g}"
        dx, dw, db = op_grads(lambda x, w, b: cdna.layernorm(x, w, b, eps), [x, w, b], g)
        edx, edw, edb = grads64(lambda x, w, b: ln64(x, w, b, eps), [x, w, b], g)
        scale = (g.double() * w.double() * rstd).norm(dim=-1)                    # rstd * ||g * w|| per row
        rel = float((dx.double() - edx).norm() / max(float(edx.norm()), float(scale.norm())))
        assert rel <= GRAD_TOL[torch.float32] + 2 * float(delta.max()), f"D={d}: dx relative error {rel:.3g}"
        dw_bound = (g.double().abs() * delta).sum(0) + GRAD_TOL[torch.float32] * (edw.norm() + 1e-30)
        dw_err = (dw.double() - edw).abs()
        assert (dw_err <= dw_bound).all(), f"D={d}: dweight error {float(dw_err.max()):.3g}"
        torch.testing.assert_close(db.double(), edb, rtol=1e-5, atol=1e-5)

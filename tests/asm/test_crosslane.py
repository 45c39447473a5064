"""J.wave_reduce (DPP), J.readlane and J.readfirstlane on the simulator, against torch, with partial EXEC
(a per-lane If and a partial wave at launch), for f32/i32/u32 sum/max/min (and the bitwise reductions)."""

import random

import pytest
import torch

from tests.asm.helpers import ARCHS, assemble, build, run

COMBOS = [(op, dt) for dt in ("f32", "i32", "u32") for op in ("sum", "max", "min")]
COMBOS += [(op, "u32") for op in ("and", "or", "xor")]
PTR = {"f32": "float*", "i32": "int*", "u32": "uint*"}


def reduce_kernel(J, out: "int*", xf: "float*", xi: "int*", mask: "int*", lane: "int"):
    """out[k] = wave_reduce of the k-th (op, dtype) over the lanes where mask != 0; then lane reads."""
    tid = J.threadIdx.x
    vf, vi, m = J.gpr("vf32"), J.gpr("vi32"), J.gpr("vi32")
    J.global_load(vf, xf + tid * 4)
    J.global_load(vi, xi + tid * 4)
    J.global_load(m, mask + tid * 4)
    J.s_waitcnt(vmcnt=0)
    with J.If(m[0] != 0):
        res = []
        for op, dt in COMBOS:
            src = vf if dt == "f32" else (vi if dt == "i32" else vi.view("u32"))
            res.append(J.wave_reduce(src, op, dt))
        pair = J.wave_reduce([vf, vi], "max")           # interleaved form
        first = J.readfirstlane(vi)
        fixed = J.readlane(vi, 5)
        picked = J.readlane(vf, lane, dtype="f32")
        for k, r in enumerate(res + pair + [first, fixed, picked]):
            J.s_store_dword(r, out, 4 * k)
        J.s_waitcnt(lgkmcnt=0)


def _reference(xf, xi, active, lane):
    f, i = xf[active], xi[active]
    u = i.to(torch.int64) & 0xFFFFFFFF
    out = []
    for op, dt in COMBOS:
        if dt == "f32":
            out.append({"sum": f.sum(), "max": f.max(), "min": f.min()}[op].item())
        elif dt == "i32":
            out.append({"sum": i.to(torch.int64).sum(), "max": i.max(), "min": i.min()}[op].item())
        else:
            vals = u.tolist()
            acc = {"and": 0xFFFFFFFF, "or": 0, "xor": 0}
            for x in vals:
                acc["and"] &= x
                acc["or"] |= x
                acc["xor"] ^= x
            out.append({"sum": sum(vals), "max": max(vals), "min": min(vals), **acc}[op])
    out += [f.max().item(), i.max().item(), xi[active.nonzero()[0, 0]].item(), xi[5].item(),
            xf[lane].item()]
    return out


def _check(k, block, active_p):
    n = block
    xf = torch.randn(64) * 100
    xi = torch.randint(-2**31, 2**31 - 1, (64,), dtype=torch.int32)
    xi[::7] = torch.randint(-5, 5, (len(xi[::7]),), dtype=torch.int32)
    mask = (torch.rand(64) < active_p).to(torch.int32)
    mask[random.randrange(n)] = 1
    lane = random.randrange(n)
    out = torch.full((len(COMBOS) + 5,), 0x5A5A5A5A, dtype=torch.int32)
    run(k, [out, xf, xi, mask, lane], block=(block,))
    active = mask[:n].bool()
    active = torch.cat([active, torch.zeros(64 - n, dtype=torch.bool)])
    want = _reference(xf, xi, active, lane)
    got_i = out.tolist()
    got_f = out.view(torch.float32).tolist()
    for kk, ((op, dt), w) in enumerate(zip(COMBOS + [("max", "f32"), ("max", "i32")] + [("", "i32")] * 2 +
                                          [("", "f32")], want)):
        if dt == "f32":
            tol = 1e-4 * float(xf.abs().sum()) if op == "sum" else 0.0
            assert abs(got_f[kk] - w) <= tol, (kk, op, dt, got_f[kk], w)
        else:
            assert got_i[kk] & 0xFFFFFFFF == w & 0xFFFFFFFF, (kk, op, dt, got_i[kk], w)


@pytest.mark.parametrize("active_p", [1.0, 0.5, 0.05])
def test_wave_reduce_partial_exec(active_p):
    k = build(reduce_kernel)
    for _ in range(2):
        _check(k, 64, active_p)


def test_wave_reduce_partial_wave_at_launch():
    """A 40-lane block: lanes 40..63 are off in EXEC from the start (their registers hold stale values)."""
    k = build(reduce_kernel)
    _check(k, 40, 0.7)


def test_wave_reduce_needs_no_manual_nops():
    """The DPP chain's wait states come from the hazard pass; without it the simulator's sanitizer objects."""
    from torch_cdna.asm.kernel import CompileOptions
    from torch_cdna.errors import SanitizerError
    k = build(reduce_kernel)
    assert "s_nop" in k.asm and "row_bcast:31" in k.asm
    with pytest.raises(SanitizerError, match="dpp"):
        _check(build(reduce_kernel, options=CompileOptions(hazards=False)), 64, 1.0)


def test_wave_reduce_errors():
    from torch_cdna.errors import CompileError

    def bad(J, out: "int*"):
        v = J.gpr("vf32", 1.0)
        J.wave_reduce(v, "xor")
    with pytest.raises(CompileError, match="no 'xor' reduction on f32"):
        build(bad)


@pytest.mark.parametrize("arch", ARCHS)
def test_reduce_kernel_assembles(arch):
    assemble(build(reduce_kernel, arch))


def loop_reduce_kernel(J, out: "int*", x: "int*"):
    """wave_reduce inside a per-lane loop: each iteration sums over the lanes still looping."""
    tid = J.threadIdx.x
    v = J.gpr("vi32")
    J.global_load(v, x + tid * 4)
    J.s_waitcnt(vmcnt=0)
    i, acc = J.gpr("vi32", 0), J.gpr(2, "si32", 0)
    with J.While(i[0] < v[0]):
        acc[0] = acc[0] + J.wave_reduce(i[0] * 3 + 1, "sum")
        acc[1] = J.max(acc[1], J.wave_reduce(i[0] + v[0], "max"))
        i[0] = i[0] + 1
    J.s_store_dwordx2(acc, out, 0)
    J.s_waitcnt(lgkmcnt=0)


def test_wave_reduce_in_divergent_loop():
    x = torch.randint(0, 9, (64,), dtype=torch.int32)
    out = torch.full((2,), -7, dtype=torch.int32)
    run(build(loop_reduce_kernel), [out, x])
    vals = x.tolist()
    s = sum((k * 3 + 1) * sum(1 for n in vals if n > k) for k in range(max(vals)))
    m = max([k + n for k in range(max(vals)) for n in vals if n > k], default=0)
    assert out.tolist() == [s, m]


def test_accvgpr_float_init_runs():
    """J.gpr(n, 'af32', 0.0) (float constant into AccVGPRs) and reading them back."""
    def k(J, out: "float*"):
        a = J.gpr(2, "af32", 1.5)
        v = J.gpr(2, "vf32")
        for i in range(2):
            J.v_accvgpr_read_b32(v[i], a[i])
        J.global_store(out + J.threadIdx.x * 8, v)
    out = torch.zeros(128)
    run(build(k), [out])
    assert (out == 1.5).all()

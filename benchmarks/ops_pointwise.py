"""``benchmarks/ops.py`` entries of the gated activations, softmax and RoPE, with their peers.

Forward ops the captured Inductor set covers (silu_and_mul, gelu_and_mul, gelu_and_mul_tanh, softmax, rope)
compare with TorchInductor's own ROCm kernels (``benchmarks.ops.inductor_peer``). The rest keep a hand-written
Triton kernel in Inductor's style (flattened pointwise indexing with ``//``/``%`` by static sizes and an
``xmask``; persistent reductions over a power-of-two ``RBLOCK``; fp32 upcasts), compiled by Triton's AMD backend
through ``benchmarks.triton_peers``, labelled "hand-written Triton (not Inductor's)": silu_mul (two separate
inputs), silu_and_mul_backward and softmax_backward.

``entries()`` is ``benchmarks.ops.FAMILIES["ops_pointwise"]``.

Example:
    >>> from benchmarks.ops_pointwise import entries
    >>> sorted({e.op for e in entries() if e.peer.kind == "Inductor"})[:2]
    ['gelu_and_mul', 'gelu_and_mul_tanh']
"""

from __future__ import annotations

import math
from typing import Any

import torch
import triton
import triton.language as tl

# ============================================================ hand-written Triton peers (Inductor style)


@triton.jit
def triton_poi_silu_mul(in_ptr0, in_ptr1, out_ptr0, xnumel: tl.constexpr, XBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    tmp0 = tl.load(in_ptr0 + (xindex), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (xindex), xmask).to(tl.float32)
    tmp4 = tmp0 * tl.sigmoid(tmp0) * tmp3
    tl.store(out_ptr0 + (xindex), tmp4, xmask)


@triton.jit
def triton_poi_silu_and_mul_backward(in_ptr0, in_ptr1, out_ptr0, xnumel: tl.constexpr, D: tl.constexpr,
                                     XBLOCK: tl.constexpr):
    # one kernel over the N x 2D gradient, as Inductor fuses cat(dgate, dup)
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % (2 * D)
    x1 = xindex // (2 * D)
    first = x0 < D
    col = tl.where(first, x0, x0 - D)
    tmp0 = tl.load(in_ptr0 + (col + D * x1), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (col + 2 * D * x1), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (D + col + 2 * D * x1), xmask).to(tl.float32)
    tmp3 = tl.sigmoid(tmp1)
    tmp5 = tmp3 * (1.0 + tmp1 * (1.0 - tmp3))
    tmp6 = tl.where(first, tmp0 * tmp2 * tmp5, tmp0 * tmp1 * tmp3)
    tl.store(out_ptr0 + (xindex), tmp6, xmask)


@triton.jit
def triton_per_softmax_backward(in_ptr0, in_ptr1, out_ptr0, rnumel: tl.constexpr, RBLOCK: tl.constexpr):
    xindex = tl.program_id(0)
    rindex = tl.arange(0, RBLOCK)
    rmask = rindex < rnumel
    tmp0 = tl.load(in_ptr0 + (rindex + rnumel * xindex), rmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (rindex + rnumel * xindex), rmask, other=0.0).to(tl.float32)
    tmp2 = tmp0 * tmp1
    tmp5 = tl.sum(tl.where(rmask, tmp2, 0.0), 0)
    tmp6 = tmp2 - tmp1 * tmp5
    tl.store(out_ptr0 + (rindex + rnumel * xindex), tmp6, rmask)


# ============================================================================ runners (peer(arch, *args))
def _tp() -> Any:
    from benchmarks import triton_peers as P
    return P


def _pointwise(numel: int) -> tuple[int, int, int]:
    xblock = 1024
    return math.ceil(numel / xblock), xblock, 4


def _peer_silu_mul(arch: str, a, b, out) -> list:
    P = _tp()
    g, xb, w = _pointwise(a.numel())
    sig = {"in_ptr0": P._ptr(a), "in_ptr1": P._ptr(b), "out_ptr0": P._ptr(out)}
    return [P._launch(triton_poi_silu_mul, arch, g, [a, b, out], sig, {"xnumel": a.numel(), "XBLOCK": xb}, w)]


def _peer_silu_and_mul_bwd(arch: str, grad, x, dx) -> list:
    P = _tp()
    n, d = grad.shape
    g, xb, w = _pointwise(n * 2 * d)
    sig = {"in_ptr0": P._ptr(grad), "in_ptr1": P._ptr(x), "out_ptr0": P._ptr(dx)}
    return [P._launch(triton_poi_silu_and_mul_backward, arch, g, [grad, x, dx], sig,
                      {"xnumel": n * 2 * d, "D": d, "XBLOCK": xb}, w)]


def _peer_softmax_bwd(arch: str, grad, y, dx) -> list:
    P = _tp()
    n, d = y.shape
    rb = triton.next_power_of_2(d)
    sig = {"in_ptr0": P._ptr(grad), "in_ptr1": P._ptr(y), "out_ptr0": P._ptr(dx)}
    return [P._launch(triton_per_softmax_backward, arch, n, [grad, y, dx], sig, {"rnumel": d, "RBLOCK": rb},
                      P._warps(rb))]


# ============================================================================ our launches (Launch-like)
class _Launch:
    def __init__(self, kern: Any, grid: Any, block: int, consts: tuple, rt: tuple) -> None:
        self.kernels = [(kern, consts)]
        st = kern(grid, block, *consts, *rt)
        self.stats = [st] if st is not None else []


def _ours_act(act: str, mode: str) -> Any:
    """mode: 'packed' (x, out), 'pair' (a, b, out) or 'packed_bwd' (grad, x, dx)."""
    from torch_cdna.ops.kernels import activations as K

    def halves(t: torch.Tensor) -> list:
        d = t.shape[1] // 2
        return [t[:, :d], t[:, d:]]

    def run(*t: torch.Tensor) -> _Launch:
        ins, outs = {"packed": lambda: (halves(t[0]), [t[1]]), "pair": lambda: ([t[0], t[1]], [t[2]]),
                     "packed_bwd": lambda: ([t[0], *halves(t[1])], halves(t[2]))}[mode]()
        return _Launch(*K.prepare(act, ins, outs))
    return run


def _ours_softmax(*tensors: torch.Tensor) -> _Launch:
    from torch_cdna.ops.kernels import softmax as K
    return _Launch(*K.prepare(list(tensors)))


def _ours_rope(x, cos, sin, out, interleaved) -> _Launch:
    from torch_cdna.ops.kernels import rope as K
    target = (*x.shape[:-1], x.shape[-1] // 2)
    return _Launch(*K.prepare(x, cos.expand(target), sin.expand(target), out, interleaved))


# ============================================================================ entries
def entries() -> list:
    from benchmarks.ops import Entry, _nan, _rand, handwritten_peer, inductor_peer as ind
    act_shapes = [(64, 896), (32, 5120), (16, 14336)]
    none = {"vec_read": lambda d, e: 0}

    def packed(n, d, dt):
        return [_rand(n, 2 * d, dtype=dt), _nan(n, d, dtype=dt)]

    def pair(n, d, dt):
        return [_rand(n, d, dtype=dt), _rand(n, d, dtype=dt), _nan(n, d, dtype=dt)]

    def packed_bwd(n, d, dt):
        return [_rand(n, d, dtype=dt), _rand(n, 2 * d, dtype=dt), _nan(n, 2 * d, dtype=dt)]

    def rows(n, d, dt):
        return [_rand(n, d, dtype=dt), _nan(n, d, dtype=dt)]

    def rows_bwd(n, d, dt):
        y = torch.softmax(_rand(n, d, dtype=torch.float32), -1).to(dt)
        return [_rand(n, d, dtype=dt), y, _nan(n, d, dtype=dt)]

    def rope_args(s, d, dt):   # x [2, S, 8, D] BSHD, shared fp32 tables [1, S, 1, D/2]
        ang = torch.rand(1, s, 1, d // 2) * 6.3
        return [_rand(2, s, 8, d, dtype=dt), ang.cos(), ang.sin(), _nan(2, s, 8, d, dtype=dt), False]

    return [
        Entry("silu_and_mul", act_shapes, packed, _ours_act("silu", "packed"),
              ind("silu_and_mul"), lambda n, d, e: 3 * n * d * e, **none),
        Entry("gelu_and_mul", act_shapes, packed, _ours_act("gelu_none", "packed"),
              ind("gelu_and_mul"), lambda n, d, e: 3 * n * d * e,
              notes="approximate='none'", **none),
        Entry("gelu_and_mul_tanh", act_shapes[:2], packed, _ours_act("gelu_tanh", "packed"),
              ind("gelu_and_mul_tanh"), lambda n, d, e: 3 * n * d * e, **none),
        Entry("silu_mul", act_shapes[:2], pair, _ours_act("silu", "pair"), handwritten_peer(_peer_silu_mul),
              lambda n, d, e: 3 * n * d * e, **none),
        Entry("silu_and_mul_backward", act_shapes[:2], packed_bwd, _ours_act("silu", "packed_bwd"),
              handwritten_peer(_peer_silu_and_mul_bwd), lambda n, d, e: 5 * n * d * e, **none),
        Entry("softmax", [(64, 1000), (32, 4096), (8, 32000)], rows, _ours_softmax, ind("softmax"),
              lambda n, d, e: 2 * n * d * e, **none),
        Entry("softmax_backward", [(64, 1000), (32, 4096)], rows_bwd, _ours_softmax,
              handwritten_peer(_peer_softmax_bwd),
              lambda n, d, e: 3 * n * d * e, **none),
        Entry("rope", [(64, 128), (32, 64)], rope_args, _ours_rope, ind("rope"),
              lambda s, d, e: 2 * (2 * s * 8 * d) * e + 2 * s * (d // 2) * 4, notes="shape = (S, D), x [2, S, 8, D]",
              **none),
    ]

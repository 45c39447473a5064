"""DSL kernels of the gated activations (``cdna::silu_and_mul``, ``gelu_and_mul`` "none"/"tanh",
``silu_mul``, ``gelu_mul``), of the plain ``cdna::gelu`` and of their closed-form backwards, with "sim" and "hip"
launchers for gfx942 and gfx950.

Design: every op here is elementwise over ``[N, d]`` row views (the packed ``x = [N, 2d]`` is two views,
``x[:, :d]`` and ``x[:, d:]``, with the same row stride). A workgroup is one wave; ``blockIdx.x`` picks a
column block of ``64 * NCH`` lane chunks of 16 bytes and ``blockIdx.y`` the first row, and the wave loops
over rows ``blockIdx.y + i * gridDim.y``. Each tensor is read and written through a buffer resource whose
base is the block's first byte in the current row and whose size is what is left of the row, so the masked
tail (``d`` not a multiple of the block) costs nothing: chunks past the end read 0 and their stores are
dropped. Row strides are kernel arguments (row-strided inputs are not copied). 16-bit rows that are not
4-byte aligned take ``rowops``' 2-byte-chunk path (correct, slow, rare).

Math is fp32, two elements per instruction (``v_pk_mul/add/fma_f32``) except the transcendentals, then
rounded to the output dtype to nearest even (``rowops.RowKit.from_f32``):

- sigmoid(g) = rcp(1 + exp2(g * -log2(e))) (``v_exp_f32``, ``v_rcp_f32``: ~1 ulp each); silu = g * sigmoid.
  Large |g| saturate correctly (exp2 -> inf gives rcp 0; -> 0 gives 1).
- gelu "tanh": 0.5 * (1 + tanh(u)) = sigmoid(2u), so gelu = x * rcp(1 + exp2(x * (A + B x^2))) with
  A = -2 sqrt(2/pi) log2(e), B = 0.044715 A: an exact rewrite without the cancellation of 1 + tanh.
- gelu "none": Phi(x) = 1 - erfc(x/sqrt2)/2 (x >= 0) or erfc(|x|/sqrt2)/2 (x < 0), with the Chebyshev fit
  erfc(z) = t exp(-z^2 + P(t)), t = 1/(1 + z/2) (fractional error < 1.2e-7 for all z >= 0; Numerical
  Recipes' erfcc). log2(e) and the 1/2 are folded into P's coefficients, so one exp2 per element.

Accuracy of the fp32 activations (measured against cancellation-free float64 forms, in
tests/ops/test_activation_kernels.py): relative error < 1e-6 for |x| <= 3 and < 1e-5 for |x| <= 12 (it grows
with the exp2 argument, whose fp32 rounding is relative to its size), wherever the result is a normal fp32.
Backward closed forms: silu' = s + act (1 - s); gelu_tanh' = s + x s (1 - s) 2u'; gelu' = Phi + x phi.

Two forms share the body and the activation math: ``mul`` (gated: ``act(g) * u``; kernels ``act_mul_fwd`` /
``act_mul_bwd``) and ``plain`` (``act(x)``, GPT-2/GPT-NeoX MLPs; ``act_fwd`` / ``act_bwd``: dx = grad * act'(x)).

Example:
    >>> import torch, torch_cdna.ops
    >>> y = torch.ops.cdna.silu_and_mul(torch.randn(4, 2 * 896, dtype=torch.bfloat16))  # doctest: +SKIP
"""

from __future__ import annotations

import math
from typing import Any, Callable

import torch

from ...asm.jit import jit
from . import register
from .rowops import ESIZE, RowKit, RowPlan, aligned4, dtype_name

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
MAX_NCH = 4                 # 16-byte chunks per lane and tensor (registers: 3 tensors x 4 x 4 dwords)
# Fewer for activations with long fp32 math per element (live temporaries per chunk): gelu "none" at 4 chunks
# takes 192 VGPRs forward (2 waves/SIMD) and its backward does not fit 256; at 2: 102 (4) and 142 (3).
ACT_MAX_NCH = {"gelu_none": 2}
# about eight streaming waves per SIMD of an MI300X; rows loop beyond that. Chosen with the timing model:
# silu_and_mul 8192x14336 bf16 is predicted 273 us (MI300X) with one wave per SIMD, 181 with four, 171 with
# eight (the HBM bound; MI355X: 118 -> 113).
WAVES_IN_FLIGHT = 9728

LOG2E = 1.4426950408889634
_GELU_TANH_A = -2.0 * math.sqrt(2.0 / math.pi) * LOG2E
_GELU_TANH_B = 0.044715 * _GELU_TANH_A
# erfc(z) = t * exp(-z^2 + P(t)), t = 1 / (1 + z / 2); P's coefficients, constant term first.
_ERFC_P = (-1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398,
           1.48851587, -0.82215223, 0.17087277)
# exp2 form of erfc(|x| / sqrt2) / 2: P scaled by log2(e), the 1/2 as -1 in the constant term.
_ERFC_P2 = tuple(c * LOG2E - (1.0 if i == 0 else 0.0) for i, c in enumerate(_ERFC_P))
_HALF_RSQRT2 = 0.5 / math.sqrt(2.0)                      # t = rcp(1 + |x| * this)
_NEG_HALF_LOG2E = -0.5 * LOG2E                           # exp(-x^2 / 2) = exp2(x^2 * this)
_LOG2_RSQRT_2PI = math.log2(1.0 / math.sqrt(2.0 * math.pi))


# ------------------------------------------------------------------------------------------ packed fp32 math
class VecMath:
    """Emit fp32 math over register arrays, two elements per ``v_pk_*_f32`` (a lone last element: VOP2/3).

    Constants are register pairs made once (SGPR pairs; ``vconst`` for a second constant in one
    instruction, since gfx9 VALU reads at most one SGPR).
    """

    NEG = "neg_lo:[1,0] neg_hi:[1,0]"     # negate the first source of a packed op

    def __init__(self, J: Any) -> None:
        self.J = J
        self._s: dict[float, Any] = {}
        self._v: dict[float, Any] = {}
        self.dry = False

    def prepare(self, fn: Callable, *arrays: int) -> None:
        """Create every constant ``fn(self, *arrays)`` uses, emitting nothing else: call it before a loop so
        the constants are set once (``arrays``: element counts of the array arguments)."""
        self.dry = True
        try:
            fn(self, *[self.new(n) for n in arrays])
        finally:
            self.dry = False

    def const(self, value: float) -> Any:
        if value not in self._s:
            self._s[value] = self.J.gpr(2, "sf32", float(value))
        return self._s[value]

    def vconst(self, value: float) -> Any:
        if value not in self._v:
            self._v[value] = self.J.gpr(2, "vf32", float(value))
        return self._v[value]

    def new(self, n: int) -> Any:
        return self.J.gpr(n, "vf32")

    def _src(self, x: Any, n: int) -> list:
        """Per pair, the operand for source ``x``: an array of n, a constant (float), or a pair to broadcast."""
        if isinstance(x, float):
            x = self.const(x)
        if x.n == 2 and n != 2:            # a broadcast pair (constant or uniform value)
            return [x] * ((n + 1) // 2)
        return [x[i:i + 1] if i + 1 < n else x[i] for i in range(0, n, 2)]

    def _op(self, pk: str, single: Callable, dst: Any, srcs: list, mod: str = "") -> Any:
        n = dst.n
        cols = [self._src(s, n) for s in srcs]
        if self.dry:
            return dst
        for j, d in enumerate(self._src(dst, n)):
            ops = [c[j] for c in cols]
            if d.n == 2:
                getattr(self.J, pk)(d, *ops, mod=mod)
            else:
                single(d, *[o if o.n == 1 else o[0] for o in ops])
        return dst

    def mul(self, dst: Any, a: Any, b: Any) -> Any:
        return self._op("v_pk_mul_f32", lambda d, x, y: self._vop2("v_mul_f32", d, x, y), dst, [a, b])

    def add(self, dst: Any, a: Any, b: Any) -> Any:
        return self._op("v_pk_add_f32", lambda d, x, y: self._vop2("v_add_f32", d, x, y), dst, [a, b])

    def rsub(self, dst: Any, a: Any, b: Any) -> Any:
        """dst = b - a."""
        return self._op("v_pk_add_f32", lambda d, x, y: self._vop2("v_sub_f32", d, y, x), dst, [a, b],
                        mod=self.NEG)

    def fma(self, dst: Any, a: Any, b: Any, c: Any) -> Any:
        return self._op("v_pk_fma_f32", lambda d, x, y, z: self.J.v_fma_f32(d, x, y, z), dst, [a, b, c])

    def _vop2(self, op: str, d: Any, x: Any, y: Any) -> None:
        if x.regfile == "s" and y.regfile == "v":
            getattr(self.J, op)(d, x, y)
        elif y.regfile == "s":         # SGPR must be src0 in VOP2; swap when the op allows it
            if op == "v_sub_f32":
                self.J.v_subrev_f32(d, y, x)
            else:
                getattr(self.J, op)(d, y, x)
        else:
            getattr(self.J, op)(d, x, y)

    def _each(self, op: str, dst: Any, *srcs: Any) -> Any:
        if not self.dry:
            for i in range(dst.n):
                getattr(self.J, op)(dst[i], *[s if isinstance(s, int) else s[i] for s in srcs])
        return dst

    def exp2(self, dst: Any, a: Any) -> Any:
        return self._each("v_exp_f32", dst, a)

    def rcp(self, dst: Any, a: Any) -> Any:
        return self._each("v_rcp_f32", dst, a)

    def abs(self, dst: Any, a: Any) -> Any:
        return self._each("v_and_b32", dst, 0x7FFFFFFF, a)

    def select_nonneg(self, dst: Any, x: Any, a: Any, b: Any) -> Any:
        """dst = a where x >= 0 (+0, -0 included), else b (NaN x: b)."""
        if not self.dry:
            J = self.J
            for i in range(dst.n):
                J.v_cmp_le_f32(J.vcc, 0, x[i])
                J.v_cndmask_b32(dst[i], b[i], a[i], J.vcc)
        return dst

    def sigmoid(self, g: Any) -> Any:
        """rcp(1 + exp2(-g log2 e)) into a new array."""
        t = self.new(g.n)
        self.mul(t, g, -LOG2E)
        self.exp2(t, t)
        self.add(t, t, 1.0)
        return self.rcp(t, t)


# ------------------------------------------------------------------------------------ activation formulas
def _silu(m: VecMath, g: Any, with_grad: bool) -> tuple:
    """(silu(g), d silu/dg or None)."""
    s = m.sigmoid(g)
    act = m.mul(m.new(g.n), g, s)
    if not with_grad:
        return act, None
    # s * (1 + g (1 - s)) = s + act (1 - s)
    w = m.rsub(m.new(g.n), s, 1.0)
    return act, m.fma(w, act, w, s)


def _gelu_tanh(m: VecMath, x: Any, with_grad: bool) -> tuple:
    """x * sigmoid(2u), u = sqrt(2/pi) (x + 0.044715 x^3); derivative s + x s (1 - s) 2u'."""
    x2 = m.mul(m.new(x.n), x, x)
    p = m.fma(m.new(x.n), x2, _GELU_TANH_B, m.vconst(_GELU_TANH_A))
    m.mul(p, p, x)                     # -2u log2(e)
    m.exp2(p, p)
    m.add(p, p, 1.0)
    s = m.rcp(p, p)
    act = m.mul(m.new(x.n), x, s)
    if not with_grad:
        return act, None
    w = m.rsub(m.new(x.n), s, 1.0)
    m.mul(w, w, s)                     # s (1 - s)
    k = -_GELU_TANH_A / LOG2E          # d(2u)/dx = k (1 + 3 * 0.044715 x^2)
    du = m.fma(x2, x2, 3 * 0.044715 * k, m.vconst(k))
    m.mul(du, du, x)
    return act, m.fma(w, w, du, s)


def _gelu_erf(m: VecMath, x: Any, with_grad: bool) -> tuple:
    """x * Phi(x) with Phi from the erfc fit (module docstring); derivative Phi + x phi(x)."""
    n = x.n
    t = m.abs(m.new(n), x)
    m.fma(t, t, _HALF_RSQRT2, m.vconst(1.0))
    m.rcp(t, t)
    c = _ERFC_P2
    h = m.fma(m.new(n), t, c[-1], m.vconst(c[-2]))
    for coef in reversed(c[:-2]):
        m.fma(h, h, t, coef)
    x2 = m.mul(m.new(n), x, x)
    m.fma(h, x2, _NEG_HALF_LOG2E, h)
    m.exp2(h, h)
    m.mul(h, h, t)                     # erfc(|x| / sqrt2) / 2
    one_minus = m.rsub(t, h, 1.0)
    phi_cdf = m.select_nonneg(m.new(n), x, one_minus, h)   # no cancellation for negative x
    act = m.mul(m.new(n), x, phi_cdf)
    if not with_grad:
        return act, None
    pdf = m.fma(x2, x2, _NEG_HALF_LOG2E, m.vconst(_LOG2_RSQRT_2PI))
    m.exp2(pdf, pdf)
    return act, m.fma(pdf, pdf, x, phi_cdf)


ACTIVATIONS: dict[str, Callable] = {"silu": _silu, "gelu_tanh": _gelu_tanh, "gelu_none": _gelu_erf}


def _forward(m: VecMath, act: str, g: Any, u: Any) -> list:
    a, _ = ACTIVATIONS[act](m, g, False)
    return [m.mul(a, a, u)]


def _backward(m: VecMath, act: str, y: Any, g: Any, u: Any) -> list:
    """(dgate, dup) = (y * u * act'(g), y * act(g))."""
    a, da = ACTIVATIONS[act](m, g, True)
    m.mul(u, u, y)
    m.mul(da, da, u)
    return [da, m.mul(a, a, y)]


def _plain_forward(m: VecMath, act: str, x: Any) -> list:
    a, _ = ACTIVATIONS[act](m, x, False)
    return [a]


def _plain_backward(m: VecMath, act: str, y: Any, x: Any) -> list:
    """dx = y * act'(x) (the activation itself is a by-product of the derivative's math)."""
    _, da = ACTIVATIONS[act](m, x, True)
    return [m.mul(da, da, y)]


# (form, backward) -> the per-element formula: fp32 arrays of the inputs -> arrays of the outputs
FORMULAS: dict[tuple[str, bool], Callable] = {("mul", False): _forward, ("mul", True): _backward,
                                              ("plain", False): _plain_forward, ("plain", True): _plain_backward}


# ------------------------------------------------------------------------------------------------ kernels
def _block_resource(J: Any, base: Any, stride: Any, rec: Any, col: Any) -> Any:
    """V# over this block's part of row blockIdx.y: base + blockIdx.y * stride + col, ``rec`` bytes."""
    r = J.buffer_resource(base, rec)
    lo, hi = J.gpr("su32"), J.gpr("su32")
    J.s_mul_i32(lo, J.blockIdx.y, stride)
    J.s_mul_hi_u32(hi, J.blockIdx.y, stride)
    J.s_add_u32(lo, lo, col)
    J.s_addc_u32(hi, hi, 0)
    J.s_add_u32(r[0], r[0], lo)
    J.s_addc_u32(r[1], r[1], hi)
    return r


def _rows_body(J: Any, act: str, dt: str, nch: int, chunk: int, ins: list, outs: list, n_rows: Any,
               row_bytes: Any, n_groups: Any, formula: Callable) -> None:
    """The shared kernel body: ``ins``/``outs`` are (pointer, row stride bytes, grid step bytes) triples;
    ``formula(m, act, *inputs)`` (``FORMULAS``) computes the outputs from the inputs in fp32."""
    kit = RowKit(J, RowPlan(dt, chunk, 1, nch))
    col = J.gpr("su32")
    col[0] = J.blockIdx.x * (64 * nch * chunk)
    rec = J.gpr("su32")
    rec[0] = row_bytes - col
    rin = [_block_resource(J, p, s, rec, col) for p, s, _ in ins]
    rout = [_block_resource(J, p, s, rec, col) for p, s, _ in outs]
    data = [kit.alloc_data(dt) for _ in ins]
    kit.voffsets(chunk)                # lane offsets and constants are set once, before the row loop
    kit.prepare_from_f32(dt)
    m = VecMath(J)
    elems = data[0].n * (1 if dt == "f32" or chunk < 4 else 2)
    m.prepare(lambda mm, *fs: formula(mm, act, *fs), *[elems] * len(ins))
    row = J.gpr("si32", J.blockIdx.y)
    with J.While(row[0] < n_rows):
        for d, r in zip(data, rin):
            kit.load(d, r, dt)
        J.s_waitcnt(vmcnt=0)
        fs = [kit.to_f32(dt, d) for d in data]
        results = formula(m, act, *fs)
        for f, r in zip(results, rout):
            kit.store(kit.from_f32(dt, f), r, dt)
        row[0] = row[0] + n_groups
        for r, (_, _, step) in zip(rin + rout, ins + outs):
            RowKit.advance(J, r, step)


@jit()
def act_mul_fwd(J, ACT, DT, NCH, CHUNK, g: "void*", u: "void*", out: "void*", n_rows: "int",
                row_bytes: "uint", n_groups: "int", sg: "uint", su: "uint", so: "uint", step_g: "ulong",
                step_u: "ulong", step_o: "ulong"):
    """out = act(g) * u over [N, d] rows (column blocks x row groups)."""
    _rows_body(J, ACT, DT, NCH, CHUNK, [(g, sg, step_g), (u, su, step_u)], [(out, so, step_o)], n_rows,
               row_bytes, n_groups, _forward)


@jit()
def act_mul_bwd(J, ACT, DT, NCH, CHUNK, y: "void*", g: "void*", u: "void*", dg: "void*", du: "void*",
                n_rows: "int", row_bytes: "uint", n_groups: "int", sy: "uint", sg: "uint", su: "uint",
                sdg: "uint", sdu: "uint", step_y: "ulong", step_g: "ulong", step_u: "ulong", step_dg: "ulong",
                step_du: "ulong"):
    """(dg, du) = (y * u * act'(g), y * act(g)) over [N, d] rows."""
    _rows_body(J, ACT, DT, NCH, CHUNK, [(y, sy, step_y), (g, sg, step_g), (u, su, step_u)],
               [(dg, sdg, step_dg), (du, sdu, step_du)], n_rows, row_bytes, n_groups, _backward)


@jit()
def act_fwd(J, ACT, DT, NCH, CHUNK, x: "void*", out: "void*", n_rows: "int", row_bytes: "uint", n_groups: "int",
            sx: "uint", so: "uint", step_x: "ulong", step_o: "ulong"):
    """out = act(x) over [N, d] rows (the plain form: ``cdna::gelu``)."""
    _rows_body(J, ACT, DT, NCH, CHUNK, [(x, sx, step_x)], [(out, so, step_o)], n_rows, row_bytes, n_groups,
               _plain_forward)


@jit()
def act_bwd(J, ACT, DT, NCH, CHUNK, y: "void*", x: "void*", dx: "void*", n_rows: "int", row_bytes: "uint",
            n_groups: "int", sy: "uint", sx: "uint", sdx: "uint", step_y: "ulong", step_x: "ulong",
            step_dx: "ulong"):
    """dx = y * act'(x) over [N, d] rows (``cdna::gelu_backward``)."""
    _rows_body(J, ACT, DT, NCH, CHUNK, [(y, sy, step_y), (x, sx, step_x)], [(dx, sdx, step_dx)], n_rows,
               row_bytes, n_groups, _plain_backward)


# form -> (forward kernel, backward kernel)
KERNELS: dict[str, tuple[Any, Any]] = {"mul": (act_mul_fwd, act_mul_bwd), "plain": (act_fwd, act_bwd)}


# ---------------------------------------------------------------------------------------------- launchers
def plan(d: int, dt: str, aligned: bool, max_nch: int = MAX_NCH) -> tuple[int, int, int]:
    """(chunk bytes, chunks per lane, column blocks) for rows of ``d`` elements: the fewest lane slots
    (least masked-tail waste), then the most chunks per lane (fewest waves), at most ``max_nch``.

    >>> plan(896, "bf16", True), plan(5120, "bf16", True), plan(14336, "bf16", True)
    ((16, 2, 1), (16, 2, 5), (16, 4, 7))
    >>> plan(14336, "bf16", True, max_nch=ACT_MAX_NCH["gelu_none"])
    (16, 2, 14)
    """
    chunk = 16 if aligned or ESIZE[dt] == 4 else 2
    chunks = max(1, math.ceil(d * ESIZE[dt] / chunk))
    best = min(range(1, max_nch + 1), key=lambda k: (math.ceil(chunks / (64 * k)) * 64 * k, -k))
    return chunk, best, math.ceil(chunks / (64 * best))


def _grid(n_rows: int, blocks: int) -> tuple[int, int]:
    return blocks, max(1, min(n_rows, math.ceil(WAVES_IN_FLIGHT / blocks)))


def _strides(ts: list, gy: int) -> tuple[list, list]:
    sb = [t.stride(0) * t.element_size() for t in ts]
    return sb, [s * gy for s in sb]


def prepare(act: str, ins: list, outs: list, form: str = "mul") -> tuple:
    """(kernel, grid, block, compile-time args, runtime args) of one launch (benchmarks read resources).
    ``form``: "mul" (gated: forward 2 inputs, backward 3) or "plain" (forward 1 input, backward 2)."""
    n, d = outs[0].shape
    dt = dtype_name(outs[0].dtype)
    chunk, nch, blocks = plan(d, dt, aligned4(d, *ins, *outs), ACT_MAX_NCH.get(act, MAX_NCH))
    gx, gy = _grid(n, blocks)
    sb, steps = _strides(ins + outs, gy)
    fwd, bwd = KERNELS[form]
    kern = bwd if len(ins) == (3 if form == "mul" else 2) else fwd
    return kern, (gx, gy), 64, (act, dt, nch, chunk), (*ins, *outs, n, d * ESIZE[dt], gy, *sb, *steps)


def launch(act: str, ins: list, outs: list, form: str = "mul") -> Any:
    """Run the forward or backward kernel of ``form`` (``prepare``) on [N, d] row views; returns the
    simulator's LaunchStats (None on HIP)."""
    kern, grid, block, consts, args = prepare(act, ins, outs, form)
    return kern(grid, block, *consts, *args)


def _halves(x: torch.Tensor) -> list:
    d = x.shape[1] // 2
    return [x[:, :d], x[:, d:]]


def launch_silu_and_mul(x: torch.Tensor, out: torch.Tensor) -> Any:
    return launch("silu", _halves(x), [out])


def launch_gelu_and_mul(x: torch.Tensor, out: torch.Tensor, approximate: str) -> Any:
    return launch(f"gelu_{approximate}", _halves(x), [out])


def launch_silu_mul(a: torch.Tensor, b: torch.Tensor, out: torch.Tensor) -> Any:
    return launch("silu", [a, b], [out])


def launch_gelu_mul(a: torch.Tensor, b: torch.Tensor, out: torch.Tensor, approximate: str) -> Any:
    return launch(f"gelu_{approximate}", [a, b], [out])


def launch_silu_and_mul_backward(grad: torch.Tensor, x: torch.Tensor, dx: torch.Tensor) -> Any:
    return launch("silu", [grad, *_halves(x)], _halves(dx))


def launch_gelu_and_mul_backward(grad: torch.Tensor, x: torch.Tensor, dx: torch.Tensor, approximate: str) -> Any:
    return launch(f"gelu_{approximate}", [grad, *_halves(x)], _halves(dx))


def launch_silu_mul_backward(grad: torch.Tensor, a: torch.Tensor, b: torch.Tensor, da: torch.Tensor,
                             db: torch.Tensor) -> Any:
    return launch("silu", [grad, a, b], [da, db])


def launch_gelu_mul_backward(grad: torch.Tensor, a: torch.Tensor, b: torch.Tensor, da: torch.Tensor,
                             db: torch.Tensor, approximate: str) -> Any:
    return launch(f"gelu_{approximate}", [grad, a, b], [da, db])


def launch_gelu(x: torch.Tensor, out: torch.Tensor, approximate: str) -> Any:
    return launch(f"gelu_{approximate}", [x], [out], "plain")


def launch_gelu_backward(grad: torch.Tensor, x: torch.Tensor, dx: torch.Tensor, approximate: str) -> Any:
    return launch(f"gelu_{approximate}", [grad, x], [dx], "plain")


_LAUNCHERS = {"silu_and_mul": launch_silu_and_mul, "gelu_and_mul": launch_gelu_and_mul,
              "silu_mul": launch_silu_mul, "silu_and_mul_backward": launch_silu_and_mul_backward,
              "gelu_and_mul_backward": launch_gelu_and_mul_backward,
              "silu_mul_backward": launch_silu_mul_backward, "gelu_mul": launch_gelu_mul,
              "gelu_mul_backward": launch_gelu_mul_backward, "gelu": launch_gelu,
              "gelu_backward": launch_gelu_backward}

for _op, _fn in _LAUNCHERS.items():
    for _kind in ("sim", "hip"):
        register(_op, _kind, ARCHS, dtypes=DTYPES)(_fn)

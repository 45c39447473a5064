"""DSL kernels of ``cdna::rope`` and ``cdna::rope_backward`` (neox halves and GPT-J interleaved pairs; BSHD,
BHSD or any strides of the three leading dims) with "sim" and "hip" launchers for gfx942 and gfx950.

Tables: cos/sin come as the caller gave them (at most 4 dims, aligned right against [P, Q, R, D/2]); a dim they
lack, have with size 1, or have expanded (stride 0) is a broadcast dim, read with stride 0 — no expanded views
or copies per call (a copy of the small table is made only for a strided/broadcast D/2 dim, mixed cos/sin
dtypes (both then in their promoted dtype, exactly) or differing cos/sin strides). Everything the launch needs besides the tensors (grid, compile-time
args, strides) is planned once per shape/stride/dtype signature (``_PLANS``).

Design: the launcher sorts x's three leading dims (after dropping size-1 dims) into slots: ``B``
(``blockIdx.y``) and ``C`` (lanes and ``blockIdx.x``) along which cos/sin vary, and loop dims ``L1``, ``L2``
along which cos/sin are broadcast (stride 0): each lane loads its cos/sin chunk once (fp32 registers) and
loops over every head (BSHD: H; BHSD: H; shared tables: B too) that uses it, so x and cos/sin are read once
and out written once. (When cos/sin vary along all three dims, the third is ``L1`` and the tables are
reloaded per ``L1`` step: still once each.)

Lanes: ``LPH`` (a power of two) lanes per head vector; a lane owns one chunk of ``E`` x elements (16 bytes
for 16-bit dtypes when D allows): neox: chunk c of both halves (elements c*E.. and D/2 + c*E..) with cos/sin
elements c*E..; interleaved: chunk c of the row (E/2 pairs) with cos/sin elements c*E/2... Memory is read
with ``global_load`` from an SGPR base (one per (B, L1, L2) position, advanced by SALU adds) and a per-lane
32-bit offset computed once, so tensors must span < 2 GiB (checked).

Math (fp32, one packed instruction per output element): neox ``o1 = x1 c - x2 s``, ``o2 = x2 c + x1 s``
(``v_pk_mul_f32`` + ``v_pk_fma_f32`` with a negated addend); interleaved per pair ``[a, b]``:
``t = [b, a] * [-s, s]`` (op_sel swaps the halves), ``o = [a, b] * [c, c] + t``. The backward is the rotation
by -angle (``SIGN = -1``, sin negated at load). Outputs are rounded once to x's dtype (nearest even).

Example:
    >>> import torch, torch_cdna.ops
    >>> x = torch.randn(2, 16, 4, 128, dtype=torch.bfloat16)
    >>> cos, sin = torch.randn(16, 1, 64), torch.randn(16, 1, 64)   # [S, 1, D/2]: shared by B and H
    >>> y = torch.ops.cdna.rope(x, cos, sin, False)          # doctest: +SKIP
"""

from __future__ import annotations

import math
from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .rowops import ESIZE, RowKit, RowPlan, dtype_name

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
MAX_LANES_PER_HEAD = 64
_LOADS = {16: "dwordx4", 8: "dwordx2", 4: "dword", 2: "ushort"}
_STORES = {16: "dwordx4", 8: "dwordx2", 4: "dword", 2: "short"}


def _move(J: Any, store: bool, regs: Any, voff: Any, base: Any, nbytes: int, offset: int) -> None:
    """Load/store ``nbytes`` at ``base + voff + offset`` through ``regs`` (pieces of <= 16 bytes)."""
    o = 0
    while o < nbytes:
        n = min(16, nbytes - o)
        dw = max(1, n // 4)
        view = regs[o // 4:o // 4 + dw - 1] if dw > 1 else regs[o // 4]
        mod = f"offset:{offset + o}" if offset + o else ""
        if store:
            getattr(J, f"global_store_{_STORES[n]}")(voff, view, base, mod=mod)
        else:
            getattr(J, f"global_load_{_LOADS[n]}")(view, voff, base, mod=mod)
        o += n


def _regs(J: Any, nbytes: int) -> Any:
    return J.gpr(max(1, nbytes // 4), "vu32")


def _kit(J: Any, dt: str, elems: int) -> RowKit:
    """A RowKit for conversions of ``elems`` elements of ``dt`` (2-byte layout when they fill < 4 bytes)."""
    return RowKit(J, RowPlan(dt, 2 if elems * ESIZE[dt] < 4 else 16, 1, 1))


def _base(J: Any, ptr: Any, index: Any, stride: Any) -> Any:
    """An SGPR pair ``ptr + index * stride``."""
    b = J.gpr("su64")
    lo, hi = J.gpr("su32"), J.gpr("su32")
    J.s_mul_i32(lo, index, stride)
    J.s_mul_hi_u32(hi, index, stride)
    J.s_add_u32(b.dword(0), ptr.dword(0), lo)
    J.s_addc_u32(b.dword(1), ptr.dword(1), hi)
    return b


def _advance(J: Any, p: Any, stride: Any) -> None:
    J.s_add_u32(p.dword(0), p.dword(0), stride)
    J.s_addc_u32(p.dword(1), p.dword(1), 0)


def _load_angles(J: Any, ct: str, n: int, voff: Any, cbase: Any, sbase: Any, inter: bool, sign: int) -> tuple:
    """fp32 cos/sin of this lane (``n`` elements). Neox: (C, S) arrays with S = sign * sin. Interleaved:
    per pair p, C2[2p:2p+1] = [c, c] and S2[2p:2p+1] = [-sign s, sign s]."""
    nb = n * ESIZE[ct]
    cr, sr = _regs(J, nb), _regs(J, nb)
    _move(J, False, cr, voff, cbase, nb, 0)
    _move(J, False, sr, voff, sbase, nb, 0)
    J.s_waitcnt(vmcnt=0)
    kit = _kit(J, ct, n)
    cf, sf = kit.to_f32(ct, cr), kit.to_f32(ct, sr)
    if ct == "f32":                       # to_f32 returns the load registers: copy (they are reloaded)
        cf, sf = _copy(J, cf, n), _copy(J, sf, n)
    if not inter:
        if sign < 0:
            for i in range(n):
                J.v_mul_f32(sf[i], -1.0, sf[i])
        return cf, sf
    c2, s2 = J.gpr(2 * n, "vf32"), J.gpr(2 * n, "vf32")
    for p in range(n):
        J.v_mov_b32(c2[2 * p], cf[p])
        J.v_mov_b32(c2[2 * p + 1], cf[p])
        J.v_mul_f32(s2[2 * p], -1.0 * sign, sf[p])
        J.v_mul_f32(s2[2 * p + 1], 1.0 * sign, sf[p])
    return c2, s2


def _copy(J: Any, f: Any, n: int) -> Any:
    out = J.gpr(n, "vf32")
    for i in range(n):
        J.v_mov_b32(out[i], f[i])
    return out


_NEG_C = "neg_lo:[0,0,1] neg_hi:[0,0,1]"
_SWAP_A = "op_sel:[1,0] op_sel_hi:[0,1]"


def _rotate_halves(J: Any, f1: Any, f2: Any, c: Any, s: Any) -> tuple:
    """(x1 c - x2 s, x2 c + x1 s) elementwise (packed over pairs; a lone element with scalar ops)."""
    n = f1.n
    o1, o2, t = J.gpr(n, "vf32"), J.gpr(n, "vf32"), J.gpr(n, "vf32")
    for i in range(0, n - 1, 2):
        a, b, cc, ss = f1[i:i + 1], f2[i:i + 1], c[i:i + 1], s[i:i + 1]
        J.v_pk_mul_f32(t[i:i + 1], b, ss)
        J.v_pk_fma_f32(o1[i:i + 1], a, cc, t[i:i + 1], mod=_NEG_C)
        J.v_pk_mul_f32(t[i:i + 1], a, ss)
        J.v_pk_fma_f32(o2[i:i + 1], b, cc, t[i:i + 1])
    if n % 2:
        i = n - 1
        u = J.gpr("vf32")
        J.v_mul_f32(t[i], f2[i], s[i])
        J.v_mul_f32(u, f1[i], c[i])
        J.v_sub_f32(o1[i], u, t[i])
        J.v_mul_f32(t[i], f1[i], s[i])
        J.v_fma_f32(o2[i], f2[i], c[i], t[i])
    return o1, o2


def _rotate_pairs(J: Any, f: Any, c2: Any, s2: Any) -> Any:
    """Per pair [a, b]: [a, b] * [c, c] + [b, a] * [-s, s]."""
    o, t = J.gpr(f.n, "vf32"), J.gpr(f.n, "vf32")
    for i in range(0, f.n, 2):
        J.v_pk_mul_f32(t[i:i + 1], f[i:i + 1], s2[i:i + 1], mod=_SWAP_A)
        J.v_pk_fma_f32(o[i:i + 1], f[i:i + 1], c2[i:i + 1], t[i:i + 1])
    return o


@jit()
def rope_kernel(J, DT, CT, D, E, LPH, WAVES, INTER, SIGN, COS_L1, x: "void*", cs: "void*", sn: "void*",
                out: "void*", nc: "int", nl1: "int", nl2: "int", xb: "uint", xc: "uint", xl1: "uint",
                xl2: "uint", ob: "uint", oc: "uint", ol1: "uint", ol2: "uint", cb: "uint", cc: "uint",
                cl1: "uint"):
    """out = x rotated by the angles (SIGN = 1) or by their negatives (SIGN = -1); see the module docstring."""
    es, ces = ESIZE[DT], ESIZE[CT]
    nchunk = (D // 2 if not INTER else D) // E
    ncos = E if not INTER else E // 2
    tid = J.threadIdx.x
    shift = LPH.bit_length() - 1
    cpos, c = J.gpr("vu32"), J.gpr("vu32")
    cpos[0] = (tid >> shift) + J.blockIdx.x * (64 * WAVES // LPH)
    c[0] = tid & (LPH - 1)
    valid = (cpos < nc) & (c < nchunk) if nchunk < LPH else cpos < nc
    vx, vo, vc = J.gpr("vu32"), J.gpr("vu32"), J.gpr("vu32")
    vx[0] = cpos * xc + c * (E * es)
    vo[0] = cpos * oc + c * (E * es)
    vc[0] = cpos * cc + c * (ncos * ces)
    bx, bo = _base(J, x, J.blockIdx.y, xb), _base(J, out, J.blockIdx.y, ob)
    bc, bs = _base(J, cs, J.blockIdx.y, cb), _base(J, sn, J.blockIdx.y, cb)
    kit = _kit(J, DT, E)
    kit.prepare_from_f32(DT)
    half = (D // 2) * es
    with J.If(valid):
        if not COS_L1:
            ang = _load_angles(J, CT, ncos, vc, bc, bs, INTER, SIGN)
        i1 = J.gpr("si32", 0)
        with J.While(i1[0] < nl1):
            if COS_L1:
                ang = _load_angles(J, CT, ncos, vc, bc, bs, INTER, SIGN)
            px, po = J.gpr("su64", bx), J.gpr("su64", bo)
            i2 = J.gpr("si32", 0)
            with J.While(i2[0] < nl2):
                _rotate_one(J, kit, DT, E, INTER, vx, vo, px, po, half, ang)
                _advance(J, px, xl2)
                _advance(J, po, ol2)
                i2[0] = i2[0] + 1
            _advance(J, bx, xl1)
            _advance(J, bo, ol1)
            if COS_L1:
                _advance(J, bc, cl1)
                _advance(J, bs, cl1)
            i1[0] = i1[0] + 1


def _rotate_one(J: Any, kit: RowKit, dt: str, e: int, inter: bool, vx: Any, vo: Any, px: Any, po: Any,
                half: int, ang: tuple) -> None:
    """Load, rotate and store this lane's chunk(s) of one head vector."""
    nb = e * ESIZE[dt]
    if inter:
        d = _regs(J, nb)
        _move(J, False, d, vx, px, nb, 0)
        J.s_waitcnt(vmcnt=0)
        o = _rotate_pairs(J, kit.to_f32(dt, d), *ang)
        _move(J, True, kit.from_f32(dt, o), vo, po, nb, 0)
        return
    d1, d2 = _regs(J, nb), _regs(J, nb)
    _move(J, False, d1, vx, px, nb, 0)
    _move(J, False, d2, vx, px, nb, half)
    J.s_waitcnt(vmcnt=0)
    o1, o2 = _rotate_halves(J, kit.to_f32(dt, d1), kit.to_f32(dt, d2), *ang)
    _move(J, True, kit.from_f32(dt, o1), vo, po, nb, 0)
    _move(J, True, kit.from_f32(dt, o2), vo, po, nb, half)


# ---------------------------------------------------------------------------------------------- launchers
def chunk_elems(d: int, dt: str, inter: bool) -> int:
    """Elements per lane chunk: the largest power of two dividing the chunked length, at most 16 bytes."""
    length = d if inter else d // 2
    e = 16 // ESIZE[dt]
    while length % e:
        e //= 2
    return e


def _table_strides(t: torch.Tensor) -> tuple[int, int, int]:
    """Byte strides of table ``t`` along x's three leading dims: ``t``'s dims aligned right against [P, Q, R,
    D/2]; 0 along a dim ``t`` lacks or has size 1 (broadcast)."""
    off, es = 4 - t.dim(), t.element_size()
    return tuple(0 if i < off or t.shape[i - off] == 1 else t.stride(i - off) * es for i in range(3))


def _slots(x: torch.Tensor, cstr: tuple) -> tuple[list, bool]:
    """Leading dims (indices into x.shape[:3], or None for a size-1 slot) as [B, C, L1, L2], and whether
    cos/sin vary along L1 (``cstr``: the tables' byte strides along x's leading dims)."""
    dims = [i for i in range(3) if x.shape[i] > 1]
    varying = [i for i in dims if cstr[i] != 0]
    bcast = [i for i in dims if cstr[i] == 0]
    grid_dims = varying[-2:]
    rest = varying[:-2] + bcast
    grid_dims = [None] * (2 - len(grid_dims)) + grid_dims
    cos_l1 = bool(varying[:-2])
    if len(rest) > 2:         # three broadcast dims: the last one runs across lanes (tables reread per lane)
        grid_dims, rest = [None, rest[-1]], rest[:2]
    rest = rest + [None] * (2 - len(rest))
    return grid_dims + rest, cos_l1


def _dim(t: torch.Tensor, i: Any) -> tuple[int, int]:
    return (1, 0) if i is None else (t.shape[i], t.stride(i) * t.element_size())


def _fix_tables(cos: torch.Tensor, sin: torch.Tensor, half: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Tables the kernel can read: unit stride along D/2, one dtype, the same byte strides; only copies (of
    the small un-broadcast tables) when some of that does not hold already.

    Mixed dtypes become their promoted dtype (fp16 + fp32 -> fp32, bf16 + fp16 -> fp32), as eager
    ``x * cos + rotate(x) * sin`` promotes: the conversion is exact, so each table keeps its own precision
    (casting sin to cos's dtype rounded an fp32 sin to fp16)."""
    ok = []
    for t in (cos, sin):
        if t.dim() == 0:
            t = t.reshape(1)
        if t.shape[-1] != half or (t.stride(-1) != 1 and half > 1):   # a broadcast or strided D/2 dim
            t = t.expand(*t.shape[:-1], half).contiguous()
        ok.append(t)
    cos, sin = ok
    if cos.dtype != sin.dtype or _table_strides(cos) != _table_strides(sin):
        common = torch.promote_types(cos.dtype, sin.dtype)
        cos, sin = (t.contiguous() for t in torch.broadcast_tensors(cos.to(common), sin.to(common)))
    return cos, sin


def _tables_fixed(cos: torch.Tensor, sin: torch.Tensor, half: int) -> bool:
    return all(_fix_tables(cos, sin, half)[i] is t for i, t in enumerate((cos, sin)))


_PLANS: dict[tuple, tuple] = {}
_MAX_PLANS = 512


def _plan(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, out: torch.Tensor, interleaved: bool,
          sign: int) -> tuple:
    """(fix tables?, grid, block, compile-time args, runtime int args) of a launch; None for empty x."""
    d = x.shape[-1]
    if x.dim() != 4 or out.shape != x.shape or max(cos.dim(), sin.dim()) > 4:
        raise ValueError(f"cdna::rope kernel: x and out must be [P, Q, R, D] and cos/sin have at most 4 dims; "
                         f"got x {tuple(x.shape)}, out {tuple(out.shape)}, cos {tuple(cos.shape)}, sin "
                         f"{tuple(sin.shape)} (the op layer folds other shapes with ops._layout.dims4)")
    fix = not _tables_fixed(cos, sin, d // 2)
    if fix:
        cos, sin = _fix_tables(cos, sin, d // 2)
    if not x.numel():
        return None
    dt, ct = dtype_name(x.dtype), dtype_name(cos.dtype)
    e = chunk_elems(d, dt, interleaved)
    nchunk = (d if interleaved else d // 2) // e
    lph = 1 << (nchunk - 1).bit_length()
    if lph > MAX_LANES_PER_HEAD:
        raise ValueError(f"cdna::rope kernel: head dim {d} needs {lph} lanes per head vector; at most "
                         f"{MAX_LANES_PER_HEAD} (D <= {MAX_LANES_PER_HEAD * e * (1 if interleaved else 2)} for "
                         f"{dt}); use the reference (TORCH_CDNA_OPS_IMPL=reference)")
    for name, t in (("x", x), ("cos", cos), ("sin", sin), ("out", out)):
        span = sum((s - 1) * st for s, st in zip(t.shape, t.stride())) * t.element_size()
        if span >= 2 ** 31:
            raise ValueError(f"cdna::rope kernel: {name} spans {span} bytes; the kernel's 32-bit lane offsets "
                             f"cover < 2 GiB; split the call")
    cstr = _table_strides(cos)
    slots, cos_l1 = _slots(x, cstr)
    (nb, xb), (nc, xc), (nl1, xl1), (nl2, xl2) = (_dim(x, i) for i in slots)
    ob, oc, ol1, ol2 = (_dim(out, i)[1] for i in slots)
    cb, cc, cl1, _ = (0 if i is None else cstr[i] for i in slots)
    waves = max(1, min(4, math.ceil(nc * lph / 64)))
    per_wg = 64 * waves // lph
    grid = (math.ceil(nc / per_wg), nb)
    return (fix, grid, 64 * waves, (dt, ct, d, e, lph, waves, bool(interleaved), sign, cos_l1),
            (nc, nl1, nl2, xb, xc, xl1, xl2, ob, oc, ol1, ol2, cb, cc, cl1))


def launch(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, out: torch.Tensor, interleaved: bool,
           sign: int = 1) -> Any:
    """Rotate 4-D x [P, Q, R, D] (stride(-1) == 1) into out; returns the simulator's LaunchStats (None on
    HIP or for an empty x)."""
    prep = prepare(x, cos, sin, out, interleaved, sign)
    if prep is None:
        return None
    kern, grid, block, consts, rt = prep
    return kern(grid, block, *consts, *rt)


def prepare(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, out: torch.Tensor, interleaved: bool,
            sign: int = 1) -> tuple | None:
    """(kernel, grid, block, compile-time args, runtime args) of one launch, or None when x is empty. x and out
    are [P, Q, R, D] with stride(-1) == 1; cos/sin have at most 4 dims and broadcast to [P, Q, R, D/2] (dims
    aligned right; size-1 dims and expanded stride-0 dims are read once per position, never materialised).
    Everything but the tensors is planned once per shape/stride/dtype combination (``_PLANS``)."""
    key = (x.shape, x.stride(), out.stride(), cos.shape, cos.stride(), sin.shape, sin.stride(), x.dtype,
           cos.dtype, sin.dtype, interleaved, sign)
    plan = _PLANS.get(key, _PLANS)   # _PLANS itself marks a miss (None is a plan: empty x)
    if plan is _PLANS:
        plan = _plan(x, cos, sin, out, interleaved, sign)
        if len(_PLANS) >= _MAX_PLANS:
            _PLANS.clear()
        _PLANS[key] = plan
    if plan is None:
        return None
    fix, grid, block, consts, ints = plan
    if fix:
        cos, sin = _fix_tables(cos, sin, x.shape[-1] // 2)
    return rope_kernel, grid, block, consts, (x, cos, sin, out, *ints)


def launch_rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, out: torch.Tensor, interleaved: bool) -> Any:
    return launch(x, cos, sin, out, interleaved, 1)


def launch_rope_backward(grad: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, dx: torch.Tensor,
                         interleaved: bool) -> Any:
    return launch(grad, cos, sin, dx, interleaved, -1)


for _kind in ("sim", "hip"):
    register("rope", _kind, ARCHS, dtypes=DTYPES)(launch_rope)
    register("rope_backward", _kind, ARCHS, dtypes=DTYPES)(launch_rope_backward)

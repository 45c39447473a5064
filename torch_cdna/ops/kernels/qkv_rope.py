"""DSL kernel of ``cdna::qkv_rope`` and ``cdna::qkv_rope_backward`` with "sim" and "hip" launchers for gfx942
and gfx950 (bf16/fp16/fp32 data, fp32/bf16/fp16 tables).

One kernel moves head vectors from three *source* groups to three *destination* groups, rotating the first
``ROT`` elements of groups 0 and 1 (q, k) and copying the rest and all of group 2 (v):

- forward: sources are views of qkv [B, S, N] at the group offsets (grouped: 0, Hq D, (Hq + Hkv) D with head
  stride D; per_head: 0, D, 2D with head stride 3D), destinations q, k, v [B, H, S, D]; ``SIGN = 1``;
- backward: sources dq, dk, dv, destinations the same views of dqkv; ``SIGN = -1`` (rotation by -angle).

So qkv (or dq/dk/dv) is read once and q, k, v (or dqkv) written once; cos/sin are read once per token (not per
head): a lane loads its angle chunk into fp32 registers and reuses it for every q and k head.

Lanes: ``LPH`` (a power of two >= D/E) lanes per token, a lane owns chunk c of ``E`` elements (<= 16 bytes; E
divides D, D - ROT and the rotated length: ROT/2 for halves, ROT for pairs). ``blockIdx.y`` is the batch,
``blockIdx.x`` and the lane's token slot the token. Three passes over the heads of one token, each with its own
lane predicate: (1) rotation of q and k heads (lanes c < ROT/2/E halves, c < ROT/E pairs; the angle chunk is
loaded once), (2) the pass-through tail of q and k heads (partial rotary, c < (D - ROT)/E), (3) v heads
(c < D/E). Source and destination bases are SGPR pairs advanced per head by the head strides; per-lane offsets
(token and chunk) are 32-bit, so each tensor must span < 2 GiB (checked). The math is ``kernels.rope``'s
(fp32, rounded once to the data dtype).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> qkv, cos, sin = torch.randn(1, 4, 3 * 2 * 16), torch.randn(1, 1, 4, 8), torch.randn(1, 1, 4, 8)
    >>> with _config.override(ops_impl="kernel"):
    ...     q, k, v = torch.ops.cdna.qkv_rope(qkv, cos, sin, 2, 2, 16, False, "per_head")   # doctest: +SKIP
"""

from __future__ import annotations

import math
from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .rope import _advance, _base, _fix_tables, _kit, _load_angles, _move, _regs, _rotate_one, _table_strides
from .rowops import ESIZE, dtype_name

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
MAX_LANES_PER_TOKEN = 64


def _copy_chunk(J: Any, nb: int, vs: Any, vd: Any, ps: Any, pd: Any, offset: int) -> None:
    regs = _regs(J, nb)
    _move(J, False, regs, vs, ps, nb, offset)
    J.s_waitcnt(vmcnt=0)
    _move(J, True, regs, vd, pd, nb, offset)


@jit()
def qkv_rope_kernel(J, DT, CT, D, ROT, E, LPH, WAVES, INTER, SIGN,
                    s0: "void*", s1: "void*", s2: "void*", d0: "void*", d1: "void*", d2: "void*", cs: "void*",
                    sn: "void*", ns: "int", n0: "int", n1: "int", stok: "uint", dtok: "uint", shead: "uint",
                    dhead: "uint", sb0: "uint", sb1: "uint", db0: "uint", db1: "uint", cb: "uint", ctok: "uint"):
    """Groups 0/1 (q, k): rotate ROT, copy D - ROT; group 2 (v): copy D (see the module docstring)."""
    es, ces = ESIZE[DT], ESIZE[CT]
    nb = E * es
    nrot = (ROT // 2 if not INTER else ROT) // E
    npass, nfull = (D - ROT) // E, D // E
    ncos = E if not INTER else E // 2
    tid = J.threadIdx.x
    shift = LPH.bit_length() - 1
    tok, c = J.gpr("vu32"), J.gpr("vu32")
    tok[0] = (tid >> shift) + J.blockIdx.x * (64 * WAVES // LPH)
    c[0] = tid & (LPH - 1)
    vs, vd, vc = J.gpr("vu32"), J.gpr("vu32"), J.gpr("vu32")
    vs[0] = tok * stok + c * nb
    vd[0] = tok * dtok + c * nb
    vc[0] = tok * ctok + c * (ncos * ces)
    b = J.blockIdx.y
    groups = ((s0, d0, n0, sb0, db0), (s1, d1, n1, sb1, db1), (s2, d2, n1, sb1, db1))

    def heads(g: int, body: Any) -> None:
        src, dst, count, sb, db = groups[g]
        ps, pd = _base(J, src, b, sb), _base(J, dst, b, db)
        i = J.gpr("si32", 0)
        with J.While(i[0] < count):
            body(ps, pd)
            _advance(J, ps, shead)
            _advance(J, pd, dhead)
            i[0] = i[0] + 1

    # (1) rotation of the q and k heads: the angle chunk loaded once per lane
    with J.If((tok < ns) & (c < nrot) if nrot < LPH else tok < ns):
        kit = _kit(J, DT, E)
        kit.prepare_from_f32(DT)
        ang = _load_angles(J, CT, ncos, vc, _base(J, cs, b, cb), _base(J, sn, b, cb), INTER, SIGN)
        for g in (0, 1):
            heads(g, lambda ps, pd: _rotate_one(J, kit, DT, E, INTER, vs, vd, ps, pd, (ROT // 2) * es, ang))
    # (2) the pass-through tail of the q and k heads (partial rotary)
    if npass:
        with J.If((tok < ns) & (c < npass) if npass < LPH else tok < ns):
            for g in (0, 1):
                heads(g, lambda ps, pd: _copy_chunk(J, nb, vs, vd, ps, pd, ROT * es))
    # (3) v: a copy
    with J.If((tok < ns) & (c < nfull) if nfull < LPH else tok < ns):
        heads(2, lambda ps, pd: _copy_chunk(J, nb, vs, vd, ps, pd, 0))


# ---------------------------------------------------------------------------------------------- launchers
def chunk_elems(d: int, rot: int, es: int, inter: bool) -> int:
    """Elements per lane chunk: the largest power of two dividing D, D - ROT and the rotated length, at most
    16 bytes."""
    e = 16 // es
    for length in (d, d - rot, rot if inter else rot // 2):
        while length % e:
            e //= 2
    return e


def _group_offsets(layout: str, hq: int, hkv: int, d: int) -> tuple[tuple[int, int, int], int]:
    """Element offsets of the q, k, v groups in a row of qkv, and the head stride (elements)."""
    if layout == "grouped":
        return (0, hq * d, (hq + hkv) * d), d
    return (0, d, 2 * d), 3 * d


def _span_check(op: str, tensors: dict) -> None:
    for name, t in tensors.items():
        span = sum((s - 1) * st for s, st in zip(t.shape, t.stride())) * t.element_size()
        if span >= 2 ** 31:
            raise ValueError(f"cdna::{op} kernel: {name} spans {span} bytes; the kernel's 32-bit lane offsets "
                             f"cover < 2 GiB; split the call along the batch")


def _same_head_strides(ts: tuple) -> tuple:
    """dq, dk, dv with one (head, token) stride pair and a unit-stride last dim (copies only if not)."""
    if all(t.stride(-1) == 1 and t.stride(1) == ts[0].stride(1) and t.stride(2) == ts[0].stride(2) for t in ts) \
            and ts[1].stride(0) == ts[2].stride(0):
        return ts
    return tuple(t.contiguous() for t in ts)


def _launch(op: str, rows: torch.Tensor, bhsd: tuple, cos: torch.Tensor, sin: torch.Tensor, rot: int,
            inter: bool, layout: str, sign: int) -> Any:
    """rows: qkv or dqkv [B, S, N]; bhsd: (q, k, v) or (dq, dk, dv) [B, H, S, D]. sign 1: rows -> bhsd."""
    bsz, s, _ = rows.shape
    hq, hkv, d = bhsd[0].shape[1], bhsd[1].shape[1], bhsd[0].shape[3]
    if not bsz * s:
        return None
    cos, sin = _fix_tables(cos, sin, rot // 2)
    dt, ct = dtype_name(rows.dtype), dtype_name(cos.dtype)
    es = rows.element_size()
    e = chunk_elems(d, rot, es, inter)
    lph = 1 << (d // e - 1).bit_length()
    if lph > MAX_LANES_PER_TOKEN:
        raise ValueError(f"cdna::{op} kernel: head dim {d} needs {lph} lanes; at most {MAX_LANES_PER_TOKEN} "
                         f"(D <= {MAX_LANES_PER_TOKEN * e}); use the reference (TORCH_CDNA_OPS_IMPL=reference)")
    _span_check(op, {"qkv": rows, "q": bhsd[0], "k": bhsd[1], "v": bhsd[2]})
    offsets, hstride = _group_offsets(layout, hq, hkv, d)
    views = [rows[..., o:] for o in offsets]
    row_strides = (rows.stride(1) * es, hstride * es, rows.stride(0) * es, rows.stride(0) * es)
    q, k, _ = bhsd
    bhsd_strides = (q.stride(2) * es, q.stride(1) * es, q.stride(0) * es, k.stride(0) * es)
    cstr = _table_strides(cos)
    if cstr[1]:
        raise ValueError(f"cdna::{op} kernel: cos/sin vary along the heads dim (shape {tuple(cos.shape)}); they "
                         f"must be shared by every head")
    waves = max(1, min(4, math.ceil(s * lph / 64)))
    grid = (math.ceil(s / (64 * waves // lph)), bsz)
    src, dst = (views, bhsd) if sign > 0 else (bhsd, views)
    (st, sh, sb0, sb1), (dtk, dh, db0, db1) = ((row_strides, bhsd_strides) if sign > 0
                                              else (bhsd_strides, row_strides))
    return qkv_rope_kernel(grid, 64 * waves, dt, ct, d, rot, e, lph, waves, bool(inter), sign, *src, *dst, cos, sin,
                           s, hq, hkv, st, dtk, sh, dh, sb0, sb1, db0, db1, cstr[0], cstr[2])


def launch_qkv_rope(qkv: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, q: torch.Tensor, k: torch.Tensor,
                    v: torch.Tensor, rotary_dim: int, interleaved: bool, layout: str) -> Any:
    """qkv [B, S, N] (unit-stride N) -> contiguous q, k, v [B, H, S, D]; cos/sin broadcast to [B, 1, S, r/2]."""
    return _launch("qkv_rope", qkv, (q, k, v), cos, sin, rotary_dim, interleaved, layout, 1)


def launch_qkv_rope_backward(dq: torch.Tensor, dk: torch.Tensor, dv: torch.Tensor, cos: torch.Tensor,
                             sin: torch.Tensor, dqkv: torch.Tensor, rotary_dim: int, interleaved: bool,
                             layout: str) -> Any:
    """dq, dk, dv [B, H, S, D] -> dqkv [B, S, N] (contiguous)."""
    return _launch("qkv_rope_backward", dqkv, _same_head_strides((dq, dk, dv)), cos, sin, rotary_dim,
                   interleaved, layout, -1)


for _kind in ("sim", "hip"):
    register("qkv_rope", _kind, ARCHS, dtypes=DTYPES)(launch_qkv_rope)
    register("qkv_rope_backward", _kind, ARCHS, dtypes=DTYPES)(launch_qkv_rope_backward)

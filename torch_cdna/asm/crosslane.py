"""Cross-lane helpers of ``J``: lane reads into SGPRs and DPP wave reductions.

``J.readlane(v, lane)`` / ``J.readfirstlane(v)`` copy one lane of a VGPR value into SGPRs.
``J.wave_reduce(v, op, dtype)`` reduces a VGPR value over the wave's active lanes (``op``: 'sum', 'max',
'min', 'and', 'or', 'xor'; dtype f32, i32 or u32) into an SGPR. The inactive lanes are first filled with the
operation's identity under a full EXEC mask, so the DPP steps (butterflies inside each row, then
``row_bcast:15`` and ``row_bcast:31`` across rows) never read a stale lane, and lane 63 ends with the result
(``v_readlane_b32``); EXEC is restored afterwards. The wait states DPP needs after a VALU write of its source
(and ``v_readlane`` after a VALU write) come from the hazard pass, or from interleaving: a list of values is
reduced step by step together, so the values fill each other's wait states.

Example (inside a kernel)::

    s = J.wave_reduce(x, "sum")             # SGPR f32: the sum over the active lanes of VGPR x
    hi, lo = J.wave_reduce([a, b], "max")   # two reductions interleaved
"""

from __future__ import annotations

from typing import Any, Sequence

from .expr import _as_expr, dtype_dwords
from .gpr import RegView
from .ir import Imm, RegOp, Special
from .srcloc import compile_error

EXEC = Special("exec")

# DPP controls taking lane 63 to the reduction of all 64 lanes: butterflies inside each row of 16, then
# row 0 -> row 1 and row 2 -> row 3 (row_bcast:15), then row 1 -> rows 2 and 3 (row_bcast:31).
DPP_STEPS = ("quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
             "quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf",
             "row_half_mirror row_mask:0xf bank_mask:0xf",
             "row_mirror row_mask:0xf bank_mask:0xf",
             "row_bcast:15 row_mask:0xa bank_mask:0xf",
             "row_bcast:31 row_mask:0xc bank_mask:0xf")

# (op, dtype) -> (VOP2 mnemonic with a DPP form, identity value)
_F32_INF = float("inf")
REDUCTIONS: dict[tuple[str, str], tuple[str, Any]] = {
    ("sum", "f32"): ("v_add_f32", 0.0), ("sum", "i32"): ("v_add_u32", 0), ("sum", "u32"): ("v_add_u32", 0),
    ("max", "f32"): ("v_max_f32", -_F32_INF), ("max", "i32"): ("v_max_i32", -2**31),
    ("max", "u32"): ("v_max_u32", 0),
    ("min", "f32"): ("v_min_f32", _F32_INF), ("min", "i32"): ("v_min_i32", 2**31 - 1),
    ("min", "u32"): ("v_min_u32", 0xFFFFFFFF),
}
for _dt in ("i32", "u32"):
    REDUCTIONS.update({("and", _dt): ("v_and_b32", 0xFFFFFFFF), ("or", _dt): ("v_or_b32", 0),
                       ("xor", _dt): ("v_xor_b32", 0)})
_ALIASES = {"add": "sum", "+": "sum"}


def _imm32(value: Any, dtype: str) -> Imm:
    if dtype == "f32":
        return Imm(float(value))
    v = int(value) & 0xFFFFFFFF
    return Imm(v - (1 << 32) if v >= 1 << 31 else v)


class LaneOps:
    """Mixin for the JIT class (uses ``self._gen``, ``self._emit_internal``, ``self.gpr``)."""

    def _vgpr_value(self, v: Any, dtype: str | None, what: str) -> Any:
        e = _as_expr(v)
        dt = dtype or e.dtype or "i32"
        if dtype_dwords(dt) != 1:
            raise compile_error(f"{what}: 32-bit values only (f32, i32, u32), got {dt}; split 64-bit values with "
                                f".dword(0) / .dword(1)")
        val = self._gen.value(e, "v", dt)
        if val.file != "v":
            val = self._gen.to_vgpr(val)
        return val

    def readlane(self, v: Any, lane: Any, dtype: str | None = None) -> RegView:
        """An SGPR holding lane ``lane`` (int or SGPR value) of VGPR value ``v`` (``v_readlane_b32``).

        The result is typed ``dtype`` (default u32, as before; e.g. ``dtype="f32"`` for a float)."""
        self._close_pending()
        e = _as_expr(v)
        if e.dtype is not None and dtype_dwords(e.dtype) == 2:
            dst = self.gpr("s" + (dtype or e.dtype))
            src = self._gen.value(e, "v")
            ln = self._gen.value(_as_expr(lane), "s", "u32")
            for i in range(2):
                self._gen.emit("v_readlane_b32", RegOp(dst.vreg, i, 1), src.half(i).op, ln.op)
            return dst
        src = self._vgpr_value(e, None, "J.readlane")
        dst = self.gpr("s" + (dtype or "u32"))
        ln = self._gen.value(_as_expr(lane), "s", "u32")
        self._gen.emit("v_readlane_b32", dst.operand(), src.op, ln.op)
        return dst

    def readfirstlane(self, v: Any) -> RegView:
        """SGPRs holding the first active lane's value of ``v`` (``v_readfirstlane_b32``), typed like ``v``."""
        self._close_pending()
        e = _as_expr(v)
        src = self._gen.value(e, "v")
        if src.file != "v":
            src = self._gen.to_vgpr(src)
        dst = self.gpr("s" + src.dtype)
        for i in range(dst.n):
            part = src.half(i) if dst.n == 2 else src
            self._gen.emit("v_readfirstlane_b32", RegOp(dst.vreg, i, 1), part.op)
        return dst

    def wave_reduce(self, v: Any, op: str = "sum", dtype: str | None = None) -> Any:
        """The reduction (``op``: sum|max|min|and|or|xor) of VGPR value ``v`` over the wave's active lanes,
        as an SGPR typed ``dtype`` (default ``v``'s: f32, i32 or u32). No active lane: the identity (0,
        -inf/INT_MIN/0 for max, +inf/INT_MAX/UINT_MAX for min). ``v`` may be a list: reduced interleaved,
        one SGPR per value returned as a list.

        Example (inside a kernel): ``total = J.wave_reduce(x, "sum")``.
        """
        self._close_pending()
        many = isinstance(v, (list, tuple))
        values: Sequence[Any] = list(v) if many else [v]
        if not values:
            raise compile_error("J.wave_reduce of an empty list")
        op = _ALIASES.get(op, op)
        plans = []
        for x in values:
            dt = dtype or _as_expr(x).dtype or "i32"
            entry = REDUCTIONS.get((op, dt))
            if entry is None:
                ops = sorted({o for o, _ in REDUCTIONS})
                dts = sorted({d for o2, d in REDUCTIONS if o2 == op}) or ["f32", "i32", "u32"]
                raise compile_error(f"J.wave_reduce: no {op!r} reduction on {dt}; ops: {', '.join(ops)}; "
                                    f"dtypes: {', '.join(dts)} (pass dtype=...)")
            plans.append((self._vgpr_value(x, dt, "J.wave_reduce"), dt, entry))
        return self._reduce_lanes(plans) if many else self._reduce_lanes(plans)[0]

    def _reduce_lanes(self, plans: list) -> list[RegView]:
        saved = self.gpr("su64", name="wr_exec")
        temps = [self.gpr("v" + dt, name="wr_") for _, dt, _ in plans]
        emit = self._emit_internal
        emit("s_mov_b64", [saved.operand(), EXEC])
        emit("s_mov_b64", [EXEC, Imm(-1)])
        for t, (_, dt, (_, ident)) in zip(temps, plans):
            emit("v_mov_b32", [t.operand(), _imm32(ident, dt)])
        emit("s_mov_b64", [EXEC, saved.operand()])
        for t, (src, _, _) in zip(temps, plans):
            emit("v_mov_b32", [t.operand(), src.op]).masked = True  # the caller's lanes only
        emit("s_mov_b64", [EXEC, Imm(-1)])
        for step in DPP_STEPS:
            for t, (_, _, (mn, _)) in zip(temps, plans):
                emit(f"{mn}_dpp", [t.operand(), t.operand(), t.operand()], step)
        outs = []
        for t, (_, dt, _) in zip(temps, plans):
            dst = self.gpr("s" + dt, name="wr_sum_")
            emit("v_readlane_b32", [dst.operand(), t.operand(), Imm(63)])
            outs.append(dst)
        emit("s_mov_b64", [EXEC, saved.operand()])
        return outs

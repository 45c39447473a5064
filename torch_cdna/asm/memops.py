"""Memory helpers of ``J``: typed loads/stores that pick the instruction width from the register view.

``J.global_load(dst, addr)`` / ``J.global_store(addr, src)`` take a 64-bit address expression (per lane, or
uniform); ``J.buffer_load(dst, rsrc, voffset)`` / ``J.buffer_store(src, rsrc, voffset)`` go through a buffer
resource (``J.buffer_resource``); ``J.ds_read(dst, vaddr)`` / ``J.ds_write(vaddr, src)`` access LDS. Each
emits one instruction; the caller still waits (``J.s_waitcnt(vmcnt=0)`` / ``lgkmcnt``) before reading.

Example (inside a kernel)::

    v = J.gpr(4, "vf32")
    J.global_load(v, p_in + J.threadIdx.x * 16)     # global_load_dwordx4
    J.s_waitcnt(vmcnt=0)
"""

from __future__ import annotations

from typing import Any

from .expr import _as_expr
from .gpr import RegView
from .srcloc import compile_error

_GLOBAL_WIDTH = {1: "dword", 2: "dwordx2", 3: "dwordx3", 4: "dwordx4"}
_DS_WIDTH = {1: "b32", 2: "b64", 3: "b96", 4: "b128"}


def _data(view: Any, what: str) -> RegView:
    if not isinstance(view, RegView) or view.regfile == "s":
        raise compile_error(f"{what}: data must be a VGPR/AccVGPR register view (J.gpr(..., 'v...'))")
    if view.n not in _GLOBAL_WIDTH:
        raise compile_error(f"{what}: {view.n} dwords; one instruction moves 1-4 dwords (slice the array)")
    return view


def _offset_mod(offset: int, mod: str, limit: int, what: str) -> str:
    if not 0 <= offset < limit and not (what.startswith("global") and -4096 <= offset < 4096):
        raise compile_error(f"{what}: immediate offset {offset} out of range")
    parts = [f"offset:{offset}"] if offset else []
    return " ".join(parts + ([mod] if mod else []))


class MemOps:
    """Mixin for the JIT class."""

    def _vaddr64(self, addr: Any) -> Any:
        e = _as_expr(addr)
        if e.dtype not in ("u64", "i64"):
            raise compile_error(f"address must be a 64-bit value (su64/vu64 or pointer arithmetic), got {e.dtype}")
        if isinstance(e, RegView) and e.regfile == "v":
            return e
        v = self.gpr("vu64")
        v[0] = e
        return v

    def global_load(self, dst: Any, addr: Any, offset: int = 0, mod: str = "") -> None:
        """dst <- memory at the 64-bit address ``addr`` (+ ``offset`` bytes), one lane per address."""
        d = _data(dst, "global_load")
        va = self._vaddr64(addr)
        self._instr(f"global_load_{_GLOBAL_WIDTH[d.n]}", d, va, "off",
                    mod=_offset_mod(offset, mod, 4096, "global_load"))

    def global_store(self, addr: Any, src: Any, offset: int = 0, mod: str = "") -> None:
        """memory at ``addr`` (+ ``offset``) <- src (1-4 dwords per lane)."""
        s = self._as_vdata(src, "global_store")
        va = self._vaddr64(addr)
        self._instr(f"global_store_{_GLOBAL_WIDTH[s.n]}", va, s, "off",
                    mod=_offset_mod(offset, mod, 4096, "global_store"))

    def _as_vdata(self, src: Any, what: str) -> RegView:
        if isinstance(src, RegView) and src.regfile != "s":
            return _data(src, what)
        e = _as_expr(src)
        t = self.gpr("v" + (e.dtype or "i32"))
        t[0] = e
        return t

    def _voffset(self, voffset: Any) -> Any:
        e = _as_expr(voffset)
        if isinstance(e, RegView) and e.regfile == "v":
            return e
        v = self.gpr("vu32")
        v[0] = e
        return v

    def buffer_load(self, dst: Any, rsrc: RegView, voffset: Any, soffset: Any = 0, offset: int = 0,
                    mod: str = "") -> None:
        """dst <- buffer ``rsrc`` at byte ``voffset`` (+ ``soffset`` + ``offset``); out of range reads 0."""
        d = _data(dst, "buffer_load")
        self._instr(f"buffer_load_{_GLOBAL_WIDTH[d.n]}", d, self._voffset(voffset), rsrc, soffset,
                    mod=" ".join(["offen", _offset_mod(offset, mod, 4096, "buffer_load")]).strip())

    def buffer_store(self, src: Any, rsrc: RegView, voffset: Any, soffset: Any = 0, offset: int = 0,
                     mod: str = "") -> None:
        """buffer ``rsrc`` at byte ``voffset`` (+ ``soffset`` + ``offset``) <- src; out of range: dropped."""
        s = self._as_vdata(src, "buffer_store")
        self._instr(f"buffer_store_{_GLOBAL_WIDTH[s.n]}", s, self._voffset(voffset), rsrc, soffset,
                    mod=" ".join(["offen", _offset_mod(offset, mod, 4096, "buffer_store")]).strip())

    def ds_read(self, dst: Any, vaddr: Any, offset: int = 0, mod: str = "") -> None:
        """dst <- LDS at byte address ``vaddr`` + ``offset`` (``J.lds_alloc`` gives offsets)."""
        d = _data(dst, "ds_read")
        self._instr(f"ds_read_{_DS_WIDTH[d.n]}", d, self._voffset(vaddr),
                    mod=_offset_mod(offset, mod, 65536, "ds_read"))

    def ds_write(self, vaddr: Any, src: Any, offset: int = 0, mod: str = "") -> None:
        """LDS at byte address ``vaddr`` + ``offset`` <- src."""
        s = self._as_vdata(src, "ds_write")
        self._instr(f"ds_write_{_DS_WIDTH[s.n]}", self._voffset(vaddr), s,
                    mod=_offset_mod(offset, mod, 65536, "ds_write"))

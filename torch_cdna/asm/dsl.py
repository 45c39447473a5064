"""The tracer: the ``J`` object a DSL kernel receives, recording IR as the Python function runs.

``J`` offers register allocation (``J.gpr``), every ISA instruction as a method (``J.s_load_dword(...)``,
checked against ``torch_cdna.isa``), structured control flow (``J.While``, ``J.If``/``J.Elif``/``J.Else``,
``J.Break``/``J.Continue``), and helpers: thread/block ids, kernel arguments, LDS allocation, buffer
resource descriptors, lane reads and cross-lane reductions.

Example (a kernel body; ``compile_to_asm`` calls it with ``J`` and the arguments)::

    def kernel(J, N, s_pout: "int*"):
        s_i = J.gpr("si32", 0)
        s_cnt = J.gpr("si32", 0)
        with J.While(s_i[0] < N):
            with J.If((s_i[0] & 1) == 0):
                s_cnt[0] = s_cnt + s_i
            s_i[0] = s_i[0] + 1
        J.s_store_dword(s_cnt, s_pout, 0, mod="glc")
        J.s_waitcnt(mod="lgkmcnt(0)")
"""

from __future__ import annotations

import contextlib
import functools
import sys
from typing import Any, Iterator, Sequence

from ..isa.targets import arch_info
from ..runtime.kernargs import KernArg
from . import control, operands
from .crosslane import LaneOps
from .memops import MemOps
from .codegen import CodeGen
from .expr import BoolOp, Cmp, Const, Expr, Select, _as_expr, dtype_dwords, make_binop
from .gpr import RegView, gpr_type
from .ir import Block, Function, Imm, Instr, RegOp, Special
from .srcloc import SourceLoc, caller_loc, compile_error, known_site

_INSTR_PREFIXES = ("s_", "v_", "ds_", "global_", "buffer_", "flat_", "scratch_")
_MASKING = ("vif", "vloop")  # control constructs that run their body under a partial EXEC mask


class _Dim:
    """``J.threadIdx`` / ``J.blockIdx``: ``.x``, ``.y``, ``.z`` on first use."""

    def __init__(self, get: Any) -> None:
        self._get = get

    @property
    def x(self) -> RegView:
        return self._get(0)

    @property
    def y(self) -> RegView:
        return self._get(1)

    @property
    def z(self) -> RegView:
        return self._get(2)


class JIT(MemOps, LaneOps):
    """The tracing context handed to a DSL kernel as ``J``."""

    vcc = Special("vcc")
    exec = Special("exec")
    scc = Special("scc")
    m0 = Special("m0")
    vcc_lo, vcc_hi = Special("vcc_lo"), Special("vcc_hi")
    exec_lo, exec_hi = Special("exec_lo"), Special("exec_hi")
    off = Special("off")

    def __init__(self, name: str, arch: str) -> None:
        self.arch = arch
        self.func = Function(name, arch)
        self._gen = CodeGen(self)
        self._stack: list = []
        self._pending: Any = None
        self._user_exec = False
        # Whether code emitted now runs under a partial EXEC mask (``masked``), kept up to date by _push/_pop
        # and when user code writes EXEC: read for every traced instruction.
        self._masked = False
        info = arch_info(arch)  # the arch's register files (isa/targets.py), for J.gpr's size check
        self._limits = {"s": info.max_sgprs, "v": info.max_vgprs, "a": info.max_agprs}
        self._plans = operands.plans(arch)  # mnemonic -> operands._Plan, shared by every trace for ``arch``
        self._gpr_layouts = _GPR_LAYOUTS.setdefault(arch, {})  # J.gpr's (shape/type args, align) -> layout
        self._labels = 0
        self._loc: SourceLoc | None = None  # when set, the source location of what is emitted (see _at)
        # While code generation lowers one expression tree (tens of frames deep, no user code in between),
        # the user's line it was called from: caller_loc() would walk up to the same frame every time.
        self._user_loc: SourceLoc | None = None
        self.kernel_loc: SourceLoc | None = None  # the kernel's ``def`` line (set by the pipeline's trace)
        self.entry = self.func.new_block("entry")
        kp = self.func.new_vreg("s", 2, "u64", align=2, name="kernarg_ptr", fixed=0)
        self._kernarg_ptr = RegOp(kp)
        wg = [self.func.new_vreg("s", 1, "u32", name=f"wg_id_{d}", fixed=2 + i) for i, d in enumerate("xyz")]
        v0 = self.func.new_vreg("v", 1, "u32", name="workitem_ids", fixed=0)
        self._wg, self._v0 = wg, v0
        self.entry.instrs.append(Instr("entry_defs", [self._kernarg_ptr] + [RegOp(r) for r in wg] + [RegOp(v0)],
                                       pseudo=True))
        self._kernarg_waited = False
        self._tids: dict[int, RegView] = {}
        self.cur = self.func.new_block("body")
        self._ended = False  # whether ``cur`` ends with a branch or s_endpgm (the next instruction starts a block)
        self.threadIdx = _Dim(self._thread_id)
        self.blockIdx = _Dim(self._block_id)

    # -- blocks and emission -------------------------------------------------------------------------------
    def _fresh_label(self, hint: str) -> str:
        self._labels += 1
        return f"{hint}_{self._labels}"

    def _start_block(self, hint: str = "bb", name: str | None = None) -> Block:
        b = Block(name or self._fresh_label(hint))
        self.func.blocks.append(b)
        self.cur = b
        self._ended = False
        return b

    @property
    def masked(self) -> bool:
        """Whether code emitted now runs under a partial EXEC mask (a per-lane If/While, or user EXEC writes)."""
        return self._masked

    def _update_masked(self) -> None:
        self._masked = self._user_exec or any(c.kind in _MASKING for c in self._stack)

    def _emit_internal(self, op: str, ops: Sequence, mod: str = "") -> Instr:
        """``_emit`` with the operands in a sequence."""
        return self._emit(op, *ops, mod=mod)

    def _emit(self, op: str, *ops: Any, mod: str = "") -> Instr:
        """Append an instruction the compiler generates to the current block (a branch also ends the block).

        ``CodeGen.emit`` is this bound method (the expression lowering emits through it: no frame in between)."""
        if self._ended:
            self._start_block("dead")
        ends = _ENDS_BLOCK.get(op)
        if ends is None:
            ends = _internal_op(op, self.arch)
        ins = Instr(op, ops, mod, self._loc or self._user_loc or caller_loc(), self._masked)
        self.cur.instrs.append(ins)
        self._ended = ends
        return ins

    def _insert_at_start(self, block: Block, op: str, ops: list) -> None:
        block.instrs.insert(0, Instr(op, ops, "", self._loc or caller_loc(), masked=False))

    @contextlib.contextmanager
    def _at(self, loc: SourceLoc | None) -> Iterator[None]:
        """Attribute the instructions emitted inside to ``loc`` (code that closes a construct later, such as
        an If's EXEC restore, belongs to the construct's line, not to the statement that triggered it)."""
        saved = self._loc
        self._loc = loc or saved
        try:
            yield
        finally:
            self._loc = saved

    def _new_vreg(self, file: str, size: int, dtype: str, *, align: int = 1, temp: bool = False,
                  name: str = "", loc: SourceLoc | None = None) -> Any:
        """A new virtual register, attributed to ``loc`` (default: the user's line being traced)."""
        r = self.func.new_vreg(file, size, dtype, align=align, name=name,
                               loc=loc or self._user_loc or caller_loc())
        r.temp = temp  # type: ignore[attr-defined]
        return r

    def _push(self, ctx: Any) -> None:
        self._stack.append(ctx)
        self._update_masked()

    def _pop(self, ctx: Any) -> None:
        if not self._stack or self._stack[-1] is not ctx:
            raise compile_error("control-flow blocks closed out of order")
        self._stack.pop()
        self._update_masked()

    def _close_pending(self) -> None:
        if self._pending is not None:
            pending, self._pending = self._pending, None
            pending.close()

    def _take_pending(self, what: str) -> Any:
        if self._pending is None:
            raise compile_error(f"J.{what}() must directly follow a 'with J.If(...)' or 'with J.Elif(...)' block")
        pending, self._pending = self._pending, None
        return pending

    def finish(self) -> Function:
        """Close open constructs and end the program."""
        self._close_pending()
        if self._stack:
            raise compile_error("kernel returned inside an open While/If block")
        with self._at(self.kernel_loc):
            self._gen.emit("s_endpgm")
        return self.func

    # -- registers ----------------------------------------------------------------------------------------
    def gpr(self, *args: Any, align: int | None = None, name: str = "") -> RegView:
        """Allocate a register array: ``J.gpr(*shape, "<s|v|a><dtype>", *init, align=)``.

        ``J.gpr("si32")`` is one SGPR; ``J.gpr(4, "vf32", 0.0)`` four VGPRs set to 0.0;
        ``J.gpr(2, 4, "af32")`` a 2x4 AccVGPR array. ``init``: one value for every element, or one per element.
        """
        if self._pending is not None:
            self._close_pending()
        # the layout (type, shape, size, alignment) depends only on the shape and type arguments: worked out
        # once per spelling (a kernel repeats a few), keyed by the type string alone for the common J.gpr("vu32")
        a0 = args[0] if args else None
        if a0.__class__ is str:
            k, key = 0, (a0, align)
        else:
            k = _type_index(args)
            key = (args[:k + 1], align) if _int_shape(args, k) else None
        layout = self._gpr_layouts.get(key) if key is not None else None
        if layout is None:
            layout = self._gpr_layout(args, k, align)
            if key is not None:
                self._gpr_layouts[key] = layout
        file, dtype, size, al, shape, prefix = layout
        loc = self._user_loc
        if loc is None:
            frame = sys._getframe(1)  # the user's, unless a helper of J's allocates (see _instr)
            loc = known_site((frame.f_code, frame.f_lasti)) or caller_loc(frame)
        r = self.func.new_vreg(file, size, dtype, align=al, name=name or prefix, loc=loc)
        r.temp = False  # type: ignore[attr-defined]  # (as _new_vreg does)
        view = RegView(self, r, 0, shape, dtype, size)
        if len(args) > k + 1:
            init = args[k + 1:]
            value = init[0] if len(init) == 1 else list(init)
            if self._user_loc is not None:
                view.assign(value)
                return view
            self._user_loc = loc  # the initialisation's code belongs to this line too (see _user_loc)
            try:
                view.assign(value)
            finally:
                self._user_loc = None
        return view

    def _gpr_layout(self, args: tuple, k: int, align: int | None) -> tuple:
        """``J.gpr``'s checked layout for shape ``args[:k]`` and type ``args[k]``: (file, dtype, dwords,
        alignment, shape, default name prefix); raises CompileError naming a bad shape, type or size."""
        if k < 0:
            raise compile_error("J.gpr needs a register type string such as 'si32', 'vf32' or 'su64'")
        shape = args[:k] or (1,)
        count = 1
        for d in shape:
            if not (isinstance(d, int) and d > 0):
                raise compile_error(f"J.gpr shape must be positive ints, got {shape}")
            count *= d
        file, dtype, per = gpr_type(args[k])
        size = count * per
        limit = self._limits[file]
        if size > limit:
            raise compile_error(f"J.gpr of {size} dwords exceeds the {limit} {file}-registers of {self.arch}")
        if align is not None:
            al = align
        elif file == "s":
            al = 1 if size == 1 else (2 if size == 2 else 4)
        else:
            al = 1 if size == 1 else 2
        return file, dtype, size, al, shape, f"{file}{dtype}_"

    def _assign(self, dst: RegView, value: Any) -> None:
        self._close_pending()
        per = dtype_dwords(dst.dtype)
        if isinstance(value, (list, tuple)):
            if len(value) != dst.count:
                raise compile_error(f"{len(value)} values for {dst.count} register elements")
            for i, v in enumerate(value):
                self._assign(RegView(self, dst.vreg, dst.lo + i * per, (1,), dst.dtype), v)
            return
        if isinstance(value, RegView) and value.count > 1:
            if value.n != dst.n:
                raise compile_error(f"cannot copy {value.n} dwords into {dst.n}")
            for i in range(dst.count):
                src = RegView(self, value.vreg, value.lo + i * per, (1,), dst.dtype)
                self._assign(RegView(self, dst.vreg, dst.lo + i * per, (1,), dst.dtype), src)
            return
        expr = _as_expr(value)
        for i in range(dst.count):
            self._gen.into(expr, RegOp(dst.vreg, dst.lo + i * per, per), dst.dtype)

    # -- control flow -------------------------------------------------------------------------------------
    def While(self, cond: Any) -> control.While:
        """``with J.While(cond):`` loop while ``cond`` holds (per lane for VGPR conditions)."""
        return control.While(self, cond)

    def If(self, cond: Any) -> control.If:
        """``with J.If(cond):`` (per lane for VGPR conditions); may be followed by J.Elif / J.Else."""
        return control.If(self, cond)

    def Elif(self, cond: Any) -> control.Elif:
        return control.Elif(self, cond)

    def Else(self) -> control.Else:
        return control.Else(self)

    def _innermost_loop(self, word: str) -> Any:
        for ctx in reversed(self._stack):
            if isinstance(ctx, control.While):
                return ctx
        raise compile_error(f"J.{word}() outside a J.While loop")

    def Break(self) -> None:
        """Leave the innermost J.While (per lane inside per-lane loops)."""
        self._close_pending()
        self._break(self._innermost_loop("Break"), True)

    def Continue(self) -> None:
        """Go to the next iteration of the innermost J.While."""
        self._close_pending()
        self._break(self._innermost_loop("Continue"), False)

    def _break(self, loop: Any, is_break: bool) -> None:
        self._close_pending()
        if loop not in self._stack:
            raise compile_error("break/continue of a loop that is not open")
        control.emit_break(self, loop, self._stack, is_break)

    # -- expressions helpers ------------------------------------------------------------------------------
    def min(self, a: Any, b: Any) -> Expr:
        return make_binop("min", _as_expr(a), _as_expr(b))

    def max(self, a: Any, b: Any) -> Expr:
        return make_binop("max", _as_expr(a), _as_expr(b))

    def select(self, cond: Any, a: Any, b: Any) -> Expr:
        """``cond ? a : b`` (per lane for VGPR conditions)."""
        return Select(_as_expr(cond), _as_expr(a), _as_expr(b))

    # -- hardware ids and kernel arguments ---------------------------------------------------------------
    def _thread_id(self, dim: int) -> RegView:
        if dim not in self._tids:
            self.func.workitem_dims = max(self.func.workitem_dims, dim + 1)
            r = self._new_vreg("v", 1, "u32", name=f"tid_{'xyz'[dim]}")
            loc = self._loc or caller_loc()
            ins = (Instr("v_and_b32", [RegOp(r), Imm(0x3FF), RegOp(self._v0)], loc=loc) if dim == 0 else
                   Instr("v_bfe_u32", [RegOp(r), RegOp(self._v0), Imm(10 * dim), Imm(10)], loc=loc))
            self.entry.instrs.append(ins)
            self._tids[dim] = RegView(self, r, 0, (1,), "u32")
        return self._tids[dim]

    def _block_id(self, dim: int) -> RegView:
        self.func.workgroup_ids = max(self.func.workgroup_ids, dim + 1)
        return RegView(self, self._wg[dim], 0, (1,), "u32")

    def _kernarg(self, arg: KernArg) -> RegView:
        """Load kernel argument ``arg`` into SGPRs in the entry block."""
        ty = arg.hip_type
        if ty is not None and ty.is_pointer:
            dtype = "u64"
        elif ty is not None and ty.kind == "float" and arg.size == 4:
            dtype = "f32"
        elif arg.size == 8:
            dtype = "i64" if ty is None or ty.signed else "u64"
        else:
            dtype = "i32" if ty is not None and ty.signed and arg.size == 4 else "u32"
        n = dtype_dwords(dtype)
        r = self.func.new_vreg("s", n, dtype, align=n, name=f"arg_{arg.name}_")
        r.temp = False  # type: ignore[attr-defined]
        op = "s_load_dwordx2" if n == 2 else "s_load_dword"
        offset = arg.offset & ~3
        self.entry.instrs.append(Instr(op, [RegOp(r), self._kernarg_ptr, Imm(offset)], loc=self.kernel_loc))
        view = RegView(self, r, 0, (1,), dtype)
        if arg.size < 4:
            self._narrow_args.append((r, (arg.offset & 3) * 8, arg.size * 8, ty is not None and ty.signed))
        return view

    def load_kernargs(self, args: Sequence[KernArg]) -> dict[str, RegView]:
        """Emit the kernarg loads (one s_load per argument) and one wait; returns the views by name."""
        self._narrow_args: list = []
        views = {a.name: self._kernarg(a) for a in args}
        if args:
            self.entry.instrs.append(Instr("s_waitcnt", [], "lgkmcnt(0)", loc=self.kernel_loc))
        for r, shift, bits, signed in self._narrow_args:
            self.entry.instrs.append(Instr("s_bfe_i32" if signed else "s_bfe_u32",
                                           [RegOp(r), RegOp(r), Imm((bits << 16) | shift)], loc=self.kernel_loc))
        return views

    # -- memory helpers ----------------------------------------------------------------------------------
    def lds_alloc(self, nbytes: int, align: int = 16) -> int:
        """Reserve ``nbytes`` of LDS; returns the byte offset (a compile-time int)."""
        if nbytes <= 0 or align <= 0 or align & (align - 1):
            raise compile_error(f"lds_alloc({nbytes}, align={align}): size must be > 0, align a power of two")
        off = (self.func.lds_bytes + align - 1) // align * align
        self.func.lds_bytes = off + nbytes
        limit = arch_info(self.arch).lds_bytes_per_cu  # the arch's LDS (isa/targets.py)
        if self.func.lds_bytes > limit:
            raise compile_error(f"LDS use {self.func.lds_bytes} bytes exceeds the {limit} bytes of {self.arch}")
        return off

    alloc_lds = lds_alloc

    def buffer_resource(self, base: Any, num_bytes: Any, stride: int = 0) -> RegView:
        """A buffer resource descriptor (V#, 4 SGPRs) for ``num_bytes`` bytes at 64-bit address ``base``."""
        rsrc = self.gpr(4, "su32", align=4)
        b = _as_expr(base)
        if b.dtype not in ("u64", "i64"):
            raise compile_error(f"buffer_resource base must be a 64-bit address (su64), got {b.dtype}")
        self._gen.into(b, RegOp(rsrc.vreg, 0, 2), "u64")
        if stride:
            rsrc[1] = rsrc[1] | (stride << 16)
        rsrc[2] = num_bytes
        rsrc[3] = 0x00020000
        return rsrc

    # -- raw instructions ----------------------------------------------------------------------------------
    def s_waitcnt(self, *ops: Any, mod: str = "", vmcnt: int | None = None, lgkmcnt: int | None = None,
                  expcnt: int | None = None) -> None:
        """``J.s_waitcnt(mod="vmcnt(0) lgkmcnt(0)")`` or ``J.s_waitcnt(vmcnt=0)``."""
        self._close_pending()
        parts = [mod] if mod else []
        for name, v in (("vmcnt", vmcnt), ("expcnt", expcnt), ("lgkmcnt", lgkmcnt)):
            if v is not None:
                if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                    raise compile_error(f"J.s_waitcnt: {name} must be a non-negative int, got {v!r}")
                parts.append(f"{name}({v})")
        if not ops and not parts:
            raise compile_error("J.s_waitcnt needs counters, e.g. J.s_waitcnt(vmcnt=0) or mod='lgkmcnt(0)'")
        # (_instr checks the counter text once per distinct text: the plan remembers the ones it accepted)
        return self._instr("s_waitcnt", *ops, mod=" ".join(parts))

    def __getattr__(self, name: str) -> Any:
        if name.startswith(_INSTR_PREFIXES):
            # kept on the instance: the next J.<name> is found without calling __getattr__ again
            method = self.__dict__[name] = functools.partial(self._instr, name)
            return method
        raise AttributeError(f"J has no attribute {name!r} (instructions start with s_, v_, ds_, global_, "
                             f"buffer_, flat_ or scratch_)")

    def _instr(self, mnemonic: str, *args: Any, mod: str = "") -> None:
        """Trace ``J.<mnemonic>(*args, mod=...)``: check and convert the operands, append the instruction.

        Runs for every raw instruction a kernel issues, so what depends only on the mnemonic is looked up once
        (``operands.plan_for``) and the emission is inlined (``_emit_internal`` does the same)."""
        if self._pending is not None:
            self._close_pending()
        plan = self._plans.get(mnemonic)
        if plan is None:
            plan = operands.plan_for(mnemonic, self.arch)
        if mod.__class__ is not str or mod not in plan.mods_ok:
            operands.check_modifiers(mnemonic, plan.rec, mod)
            plan.mods_ok.add(mod)
        if plan.plain:
            ops, ndst = operands.convert(self, mnemonic, plan, args), None
        else:
            ops, ndst = operands.convert_reshaped(self, mnemonic, plan, args, mod)
        if self._ended:
            self._start_block("dead")
        loc = self._loc or self._user_loc
        if loc is None:
            # the caller's frame is the user's line for J.<mnemonic>(...) (functools.partial adds no frame);
            # a line seen before is one lookup
            frame = sys._getframe(1)
            loc = known_site((frame.f_code, frame.f_lasti)) or caller_loc(frame)
        # positional: (op, ops, mod, loc, masked, pseudo, comment, ndst)
        self.cur.instrs.append(Instr(mnemonic, ops, mod, loc, self._masked, False, "", ndst))
        self._ended = plan.ends_block
        if plan.writes_exec or (plan.special_dst and _names_exec(ops, plan.num_dst if ndst is None else ndst)):
            self._user_exec = self._masked = True


_GPR_LAYOUTS: dict[str, dict] = {}  # arch -> J.gpr's (shape and type arguments, align) -> checked layout


def _type_index(args: tuple) -> int:
    """The index of J.gpr's type string in ``args`` (-1: none)."""
    for i, a in enumerate(args):
        if isinstance(a, str):
            return i
    return -1


def _int_shape(args: tuple, k: int) -> bool:
    """Whether ``args[:k]`` are all plain ints, so the layout may be cached under them (2.0 hashes like 2, but
    only the int is a valid extent)."""
    return k >= 0 and all(a.__class__ is int for a in args[:k])


_ENDS_BLOCK: dict[str, bool] = {}  # op the compiler emits -> whether it ends a block (a branch, s_endpgm)


def _internal_op(op: str, arch: str) -> bool:
    """Check an op the compiler's own code emits (hazards and DCE read its record's flags) and note whether it
    ends a block; returns that."""
    ins = Instr(op, [])
    if ins.rec is None:
        raise compile_error(f"internal: {op} is not in torch_cdna's ISA table for {arch}")
    ends = _ENDS_BLOCK[op] = ins.is_terminator
    return ends


def _names_exec(ops: list, ndst: int) -> bool:
    """Whether one of the first ``ndst`` operands (the destinations) is EXEC."""
    for o in ops[:ndst]:
        if o.__class__ is Special and o.base == "exec":
            return True
    return False

"""Structured control flow for the DSL: ``J.While``, ``J.If`` / ``J.Elif`` / ``J.Else``, break/continue.

A condition over SGPRs branches on SCC (uniform control flow). A condition over VGPRs is per lane: the
region runs under an EXEC mask (saved with ``s_and_saveexec_b64``, restored after), is skipped with
``s_cbranch_execz`` when no lane is active, and a per-lane loop runs until no lane wants another iteration.

Per-lane break/continue inside a per-lane loop remove the current lanes from the loop (break) or park them
until the next iteration (continue): every enclosing per-lane ``If`` forgets them too, so they stay off
until the loop's end. A per-lane break out of a uniform (SGPR) loop is impossible and is a CompileError.

An ``If`` is closed lazily: an ``Else``/``Elif`` right after it attaches to it; anything else closes it.
"""

from __future__ import annotations

from typing import Any, Callable

from .codegen import space_of
from .expr import Const, Expr, _as_expr
from .ir import Imm, Label, Special
from .srcloc import caller_loc, compile_error

EXEC = Special("exec")


class _Ctx:
    """An entry of the tracer's control stack."""

    kind = ""  # 'sif', 'vif', 'sloop', 'vloop'
    saved: Any = None


class While(_Ctx):
    """``with J.While(cond) as loop:`` — ``loop.break_()`` / ``loop.continue_()`` or ``J.Break()``."""

    def __init__(self, jit: Any, cond: Any) -> None:
        self.jit, self.cond, self.loc = jit, _as_expr(cond), caller_loc()
        if isinstance(self.cond, Const):
            raise compile_error("While(<constant>) is decided at trace time: use a Python loop, or a "
                                "register condition")
        self.vector = space_of(self.cond) == "v" and self.cond.file == "v"
        self.kind = "vloop" if self.vector else "sloop"
        self.cont = None
        self.body_block = None

    def __enter__(self) -> "While":
        j = self.jit
        j._close_pending()
        if self.vector:
            self.saved = j._gen.tmp("s", "u64")
            j._gen.emit("s_mov_b64", self.saved, EXEC)
        self.header = j._start_block("loop")
        self.exit = j._fresh_label("endloop")
        if self.vector:
            m = j._gen.mask(self.cond)
            j._gen.emit("s_and_b64", EXEC, EXEC, m)
            j._gen.emit("s_cbranch_execz", Label(self.exit))
        else:
            pol = j._gen.scc(self.cond)
            j._gen.emit("s_cbranch_scc0" if pol else "s_cbranch_scc1", Label(self.exit))
        self.body_block = j._start_block("body")
        j._push(self)
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is not None:
            return False
        j = self.jit
        j._close_pending()
        j._pop(self)
        with j._at(self.loc):  # the loop's back edge and exit belong to the While line
            if self.cont is not None:
                j._gen.emit("s_or_b64", EXEC, EXEC, self.cont)
            j._gen.emit("s_branch", Label(self.header.name))
            j._start_block(name=self.exit)
            if self.vector:
                j._gen.emit("s_mov_b64", EXEC, self.saved)
        return False

    def break_(self) -> None:
        self.jit._break(self, is_break=True)

    def continue_(self) -> None:
        self.jit._break(self, is_break=False)


class If(_Ctx):
    """``with J.If(cond):`` — per-lane when ``cond`` reads VGPRs."""

    def __init__(self, jit: Any, cond: Any) -> None:
        self.jit, self.cond, self.loc = jit, _as_expr(cond), caller_loc()
        if isinstance(self.cond, Const):
            raise compile_error("If(<constant>) is decided at trace time: use a Python if")
        self.vector = space_of(self.cond) == "v" and self.cond.file == "v"
        self.kind = "vif" if self.vector else "sif"

    def __enter__(self) -> "If":
        j = self.jit
        j._close_pending()
        self.else_label = j._fresh_label("else")
        self.end_label = j._fresh_label("endif")
        if self.vector:
            m = j._gen.mask(self.cond)
            self.saved = j._gen.tmp("s", "u64")
            j._gen.emit("s_and_saveexec_b64", self.saved, m)
            j._gen.emit("s_cbranch_execz", Label(self.else_label))
        else:
            pol = j._gen.scc(self.cond)
            j._gen.emit("s_cbranch_scc0" if pol else "s_cbranch_scc1", Label(self.else_label))
        j._start_block("then")
        j._push(self)
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is not None:
            return False
        self.jit._close_pending()
        self.jit._pop(self)
        self.jit._pending = _PendingIf(self)
        return False


class _PendingIf:
    """An If whose body is closed but which may still get an Else."""

    def __init__(self, node: If) -> None:
        self.node = node

    def attach_else(self) -> Callable[[], None]:
        node, j = self.node, self.node.jit
        if node.vector:
            j._start_block(name=node.else_label)
            j._gen.emit("s_andn2_b64", EXEC, node.saved, EXEC)
            j._gen.emit("s_cbranch_execz", Label(node.end_label))
        else:
            j._gen.emit("s_branch", Label(node.end_label))
            j._start_block(name=node.else_label)
        j._start_block("else_body")
        j._push(node)

        def close() -> None:
            j._pop(node)
            j._start_block(name=node.end_label)
            if node.vector:
                with j._at(node.loc):
                    j._gen.emit("s_mov_b64", EXEC, node.saved)
        return close

    def close(self) -> None:
        node, j = self.node, self.node.jit
        j._start_block(name=node.else_label)
        if node.vector:  # emitted lazily (by whatever comes next): it belongs to the If line
            with j._at(node.loc):
                j._gen.emit("s_mov_b64", EXEC, node.saved)


class _ChainPending:
    """The pending state after an Elif: its inner If may take an Else; the outer Else closes after it."""

    def __init__(self, inner: Any, outer_close: Callable[[], None]) -> None:
        self.inner, self.outer_close = inner, outer_close

    def attach_else(self) -> Callable[[], None]:
        inner_close = self.inner.attach_else()

        def close() -> None:
            inner_close()
            self.outer_close()
        return close

    def close(self) -> None:
        self.inner.close()
        self.outer_close()


class Else:
    """``with J.Else():`` right after a ``with J.If(...)`` (or Elif) block."""

    def __init__(self, jit: Any) -> None:
        self.jit = jit

    def __enter__(self) -> "Else":
        pending = self.jit._take_pending("Else")
        self.close = pending.attach_else()
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is not None:
            return False
        self.jit._close_pending()
        self.close()
        return False


class Elif:
    """``with J.Elif(cond):`` — an Else holding an If."""

    def __init__(self, jit: Any, cond: Expr) -> None:
        self.jit, self.cond = jit, cond

    def __enter__(self) -> "Elif":
        pending = self.jit._take_pending("Elif")
        self.outer_close = pending.attach_else()
        self.inner = If(self.jit, self.cond)
        self.inner.__enter__()
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is not None:
            return False
        self.inner.__exit__(None, None, None)
        self.jit._pending = _ChainPending(self.jit._pending, self.outer_close)
        return False


def emit_break(jit: Any, loop: While, stack: list, is_break: bool) -> None:
    """Lower break/continue of ``loop`` given the control stack above it."""
    between = stack[stack.index(loop) + 1:]
    divergent = [c for c in between if c.kind == "vif"]
    gen = jit._gen
    word = "break" if is_break else "continue"
    if not loop.vector:
        if divergent:
            raise compile_error(f"per-lane {word} out of a uniform (SGPR) While: lanes cannot leave a scalar "
                                f"loop separately; make the loop condition per-lane (VGPR) or the If uniform")
        if any(c.kind == "vloop" for c in between):
            raise compile_error(f"{word} of an outer loop from inside a per-lane While is not supported")
        gen.emit("s_branch", Label(loop.exit if is_break else loop.header.name))
        jit._start_block("dead")
        return
    if any(c.kind in ("vloop", "sloop") for c in between):
        raise compile_error(f"{word} of an outer loop from inside an inner While is not supported")
    if not is_break:
        if loop.cont is None:
            loop.cont = gen.tmp("s", "u64")
            jit._insert_at_start(loop.body_block, "s_mov_b64", [loop.cont, Imm(0)])
        gen.emit("s_or_b64", loop.cont, loop.cont, EXEC)
    for ctx in divergent:
        gen.emit("s_andn2_b64", ctx.saved, ctx.saved, EXEC)
    gen.emit("s_mov_b64", EXEC, Imm(0))

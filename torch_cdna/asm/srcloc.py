"""Source locations of DSL calls, so compile errors point at the user's line with a caret.

``caller_loc()`` walks out of torch_cdna's own frames and records the first user frame: file, line and
(on Python >= 3.11) the column range of the expression being evaluated.

Example:
    >>> loc = SourceLoc("k.py", 3, "    J.s_foo(x)", 4, 14)
    >>> print(loc.format("unknown instruction 's_foo'"))
    k.py:3: unknown instruction 's_foo'
        J.s_foo(x)
        ^^^^^^^^^^
"""

from __future__ import annotations

import linecache
import os
import sys
from dataclasses import dataclass

from ..errors import CompileError

_PKG_DIR = os.path.dirname(os.path.abspath(__file__))


@dataclass(frozen=True)
class SourceLoc:
    """A position in the user's kernel source."""

    filename: str
    lineno: int
    line: str = ""
    col: int | None = None
    end_col: int | None = None

    def format(self, message: str) -> str:
        text = f"{self.filename}:{self.lineno}: {message}"
        if self.line.strip():
            stripped = self.line.rstrip()
            indent = len(stripped) - len(stripped.lstrip())
            col = self.col if self.col is not None else indent
            end = self.end_col if self.end_col is not None and self.end_col > col else len(stripped)
            text += f"\n    {stripped[indent:]}\n    {' ' * (col - indent)}{'^' * max(1, end - col)}"
        return text

    def __str__(self) -> str:
        return f"{os.path.basename(self.filename)}:{self.lineno}"


_INTERNAL: dict = {}    # code object -> whether it lives in torch_cdna/asm
_LOCS: dict = {}        # (code object, bytecode offset) -> SourceLoc
_POSITIONS: dict = {}   # code object -> list(co_positions()) (Python >= 3.11)


# A call site seen before: (code object, bytecode offset) -> its SourceLoc, or None. Only user frames are
# keys, so a hit is the answer; a tracer asks this for its caller's frame before walking (``caller_loc``).
known_site = _LOCS.get


def _is_internal(code) -> bool:
    hit = _INTERNAL.get(code)
    if hit is None:
        hit = _INTERNAL[code] = os.path.dirname(os.path.abspath(code.co_filename)).startswith(_PKG_DIR)
    return hit


def _make_loc(code, lasti: int, lineno: int) -> SourceLoc:
    col = end = None
    positions = _POSITIONS.get(code)
    if positions is None and hasattr(code, "co_positions"):
        positions = _POSITIONS[code] = list(code.co_positions())
    if positions is not None and 0 <= lasti // 2 < len(positions):
        pos = positions[lasti // 2]
        if pos[0] == lineno and pos[1] == lineno:
            col, end = pos[2], pos[3]
    return SourceLoc(code.co_filename, lineno, linecache.getline(code.co_filename, lineno), col, end)


def caller_loc(frame=None) -> SourceLoc | None:
    """The innermost frame outside torch_cdna/asm (the user's DSL call), searched from ``frame`` outwards
    (default: the caller's frame). A caller that knows the frame the user called it from passes it: the tracer
    passes its caller's frame, which is the user's for every ``J.<mnemonic>(...)`` call, so nothing is walked.

    Called for every traced instruction, so it is cached: whether a code object is internal, and the
    location of each (code object, bytecode offset) call site (a loop in the kernel hits the cache).
    """
    if frame is None:
        frame = sys._getframe(1)
    internal = _INTERNAL
    while frame is not None:  # _is_internal inlined: this walk runs ~8 frames per traced instruction
        hit = internal.get(frame.f_code)
        if hit is None:
            hit = _is_internal(frame.f_code)
        if not hit:
            break
        frame = frame.f_back
    if frame is None:
        return None
    code, lasti = frame.f_code, frame.f_lasti
    key = (code, lasti)
    loc = _LOCS.get(key)
    if loc is None:
        if len(_LOCS) > 100_000:  # bound the memory of long-running processes tracing many kernels
            _LOCS.clear()
            _POSITIONS.clear()
            _INTERNAL.clear()
        loc = _LOCS[key] = _make_loc(code, lasti, frame.f_lineno)
    return loc


def def_loc(fn) -> SourceLoc | None:
    """The ``def`` line of function ``fn`` (past its decorators), e.g. for the code of its kernel arguments."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return None
    lineno = code.co_firstlineno
    if linecache.getline(code.co_filename, lineno).lstrip().startswith("@"):
        for k in range(lineno + 1, lineno + 50):  # skip decorator lines (a decorator may span several lines)
            text = linecache.getline(code.co_filename, k).lstrip()
            if text.startswith(("def ", "async def ")):
                return SourceLoc(code.co_filename, k, text)
    return SourceLoc(code.co_filename, lineno, linecache.getline(code.co_filename, lineno))


def compile_error(message: str, loc: SourceLoc | None = None, cls: type = CompileError) -> CompileError:
    """A CompileError whose text names the user's file:line (captured now when ``loc`` is None)."""
    loc = loc or caller_loc()
    return cls(loc.format(message) if loc is not None else message)

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


def caller_loc() -> SourceLoc | None:
    """The innermost frame outside torch_cdna/asm (the user's DSL call)."""
    frame = sys._getframe(1)
    while frame is not None and os.path.dirname(os.path.abspath(frame.f_code.co_filename)).startswith(_PKG_DIR):
        frame = frame.f_back
    if frame is None:
        return None
    code, lineno = frame.f_code, frame.f_lineno
    col = end = None
    try:
        positions = list(code.co_positions())  # Python >= 3.11
        pos = positions[frame.f_lasti // 2]
        if pos[0] == lineno and pos[1] == lineno:
            col, end = pos[2], pos[3]
    except (AttributeError, IndexError):
        pass
    line = linecache.getline(code.co_filename, lineno)
    return SourceLoc(code.co_filename, lineno, line, col, end)


def compile_error(message: str, loc: SourceLoc | None = None, cls: type = CompileError) -> CompileError:
    """A CompileError whose text names the user's file:line (captured now when ``loc`` is None)."""
    loc = loc or caller_loc()
    return cls(loc.format(message) if loc is not None else message)

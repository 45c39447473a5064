"""Progress display for the demo's long steps (compiling, simulating).

On a terminal a ticker line on stderr shows the elapsed time and the current detail (which kernel is being
compiled or simulated); elsewhere (logs, pytest) a heartbeat line every ``heartbeat_s`` seconds says the
step is still running. Step headers and results go to stdout either way.

Example:
    >>> import io
    >>> p = Progress(out=io.StringIO(), err=io.StringIO(), animate=False)
    >>> with p.step("compile"):
    ...     p.detail("kernel rmsnorm_fwd")
    >>> "== compile" in p.out.getvalue()
    True
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from typing import IO, Iterator

_SPIN = "|/-\\"


class Progress:
    """Step headers on ``out``; a ticker (terminal) or heartbeat lines (elsewhere) on ``err``."""

    def __init__(self, out: IO[str] | None = None, err: IO[str] | None = None, animate: bool | None = None,
                 heartbeat_s: float = 10.0) -> None:
        self.out = out or sys.stdout
        self.err = err or sys.stderr
        self.animate = self.err.isatty() if animate is None else animate
        self.heartbeat_s = heartbeat_s
        self._detail = ""
        self._title = ""
        self._t0 = 0.0
        self._stop = threading.Event()
        self.started = time.perf_counter()

    def detail(self, text: str) -> None:
        """What the current step is doing now (shown by the ticker / next heartbeat)."""
        self._detail = text

    def _tick(self) -> None:
        last_beat = time.perf_counter()
        i = 0
        while not self._stop.wait(0.25 if self.animate else 1.0):
            now = time.perf_counter()
            if self.animate:
                line = f"\r{_SPIN[i % 4]} {now - self._t0:5.1f}s {self._title}: {self._detail}"[:118]
                self.err.write(line.ljust(119))
                self.err.flush()
                i += 1
            elif now - last_beat >= self.heartbeat_s:
                last_beat = now
                self.out.write(f"   ... {now - self._t0:.0f} s, {self._detail or 'working'}\n")
                self.out.flush()
        if self.animate:
            self.err.write("\r" + " " * 119 + "\r")
            self.err.flush()

    @contextlib.contextmanager
    def step(self, title: str) -> Iterator["Progress"]:
        """Print ``== title``, run the block with a ticker, then the time it took."""
        self.out.write(f"\n== {title}\n")
        self.out.flush()
        self._title, self._detail, self._t0 = title.split(":")[0], "", time.perf_counter()
        self._stop.clear()
        ticker = threading.Thread(target=self._tick, daemon=True)
        ticker.start()
        try:
            yield self
        finally:
            self._stop.set()
            ticker.join()
            self.out.write(f"   ({time.perf_counter() - self._t0:.1f} s)\n")
            self.out.flush()

    def elapsed(self) -> float:
        """Seconds since this Progress was made (the demo's total)."""
        return time.perf_counter() - self.started

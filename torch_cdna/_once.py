"""A loader run once, thread-safely: the lazily filled tables (kernel launchers in ``ops/kernels``, instruction
semantics in ``sim/semantics``) count as loaded only once the loader has finished.

Other threads wait on the lock until the table is complete (publishing it before the imports finish let a
second thread see a half-filled table: a spurious ``MissingKernel`` or ``UnsupportedInstruction``). A call
made by the loading thread itself (a module consulting the table while it imports) returns at once with what
is registered so far instead of loading again. A loader that raises leaves ``done`` False, so the next call
raises the same error instead of running with a partial table.

Example:
    >>> calls = []
    >>> load = LoadOnce(lambda: calls.append("loaded"))
    >>> load(); load(); (load.done, calls)
    (True, ['loaded'])
"""

from __future__ import annotations

import threading
from typing import Callable


class LoadOnce:
    """Calls ``load`` the first time it is called (see the module docstring); ``done`` says it finished."""

    __slots__ = ("_load", "_lock", "_loading_thread", "done")

    def __init__(self, load: Callable[[], None]) -> None:
        self._load = load
        self._lock = threading.RLock()
        self._loading_thread: int | None = None
        self.done = False

    def __call__(self) -> None:
        if self.done:
            return
        with self._lock:
            me = threading.get_ident()
            if self.done or self._loading_thread == me:
                return
            self._loading_thread = me
            try:
                self._load()
                self.done = True
            finally:
                self._loading_thread = None

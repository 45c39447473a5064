"""Record which ``cdna`` ops ran, which compiled kernels they launched, and the simulator's counters.

``Recorder`` is a context manager that (1) wraps every registered launcher of ``torch_cdna.ops.kernels``
(through the public ``register``/``unregister``) so a launch is attributed to its op, with the minimum
global bytes of the launch (every tensor argument's distinct elements once: inputs read once, outputs
written once), and (2) wraps ``torch_cdna.sim.launch`` (every simulated launch of a jit kernel goes
through it) and, on a ROCm GPU, the jit module's HIP launch, to see the ``CompiledKernel`` and its
``LaunchStats``. Both are restored on exit.

Example:
    >>> import torch, torch_cdna.ops
    >>> with Recorder() as rec:                                  # doctest: +SKIP
    ...     torch.ops.cdna.rmsnorm(torch.randn(4, 64), torch.ones(64), 1e-6)
    >>> rec.ops["rmsnorm"].calls                                 # doctest: +SKIP
    1
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass, field
from typing import Any, Callable

import torch

from ..sim.stats import CLASSES


def min_bytes(args: tuple) -> int:
    """Bytes of the distinct elements of the tensor arguments (broadcast dims, stride 0, counted once)."""
    total = 0
    for a in args:
        if isinstance(a, torch.Tensor):
            total += math.prod(s for s, st in zip(a.shape, a.stride()) if st != 0) * a.element_size()
    return total


@dataclass
class KernelUse:
    """One compiled kernel (name, arch, compile-time args) and what its launches did."""
    ck: Any                       # CompiledKernel
    op: str
    launches: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CLASSES, 0))
    bytes_moved: int = 0
    lds_bytes: int = 0
    warnings: list[str] = field(default_factory=list)

    @property
    def static_instructions(self) -> int:
        """Instructions in the kernel's code (not counting labels and directives)."""
        from ..sim.parse import parse_program
        return len(parse_program(self.ck.asm, self.ck.name).instrs)


@dataclass
class OpUse:
    """One ``cdna`` op: calls, the minimum global bytes of those calls, and the bytes its kernels moved."""
    op: str
    calls: int = 0
    min_bytes: int = 0
    bytes_moved: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CLASSES, 0))


class Recorder:
    """Context manager: attributes launches to ops and collects kernels and counters (module docstring).

    ``on_launch(kernel_name, op)`` is called before each kernel launch (progress display).
    """

    def __init__(self, on_launch: Callable[[str, str], None] | None = None) -> None:
        self.ops: dict[str, OpUse] = {}
        self.kernels: dict[Any, KernelUse] = {}
        self._current = "(no op)"
        self._on_launch = on_launch
        self._stack = contextlib.ExitStack()

    # -- hooks -------------------------------------------------------------------------------------------
    def _note_kernel(self, ck: Any) -> KernelUse:
        use = self.kernels.get(ck.key)
        if use is None:
            use = self.kernels[ck.key] = KernelUse(ck, self._current)
        use.launches += 1
        if self._on_launch is not None:
            self._on_launch(ck.name, self._current)
        return use

    def _add_stats(self, use: KernelUse, st: Any) -> None:
        moved = st.global_bytes_read + st.global_bytes_written
        use.bytes_moved += moved
        use.lds_bytes += st.lds_bytes
        use.warnings.extend(st.warnings)
        op = self.ops.get(use.op)
        for k, v in st.counts.items():
            use.counts[k] = use.counts.get(k, 0) + v
            if op is not None:
                op.counts[k] = op.counts.get(k, 0) + v
        if op is not None:
            op.bytes_moved += moved

    def _wrap_launcher(self, op: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def launcher(*args: Any, **kwargs: Any) -> Any:
            use = self.ops.setdefault(op, OpUse(op))
            use.calls += 1
            use.min_bytes += min_bytes(args) + min_bytes(tuple(kwargs.values()))
            outer, self._current = self._current, op
            try:
                return fn(*args, **kwargs)
            finally:
                self._current = outer
        launcher.__wrapped__ = fn  # type: ignore[attr-defined]
        return launcher

    def _install_launchers(self) -> None:
        from ..ops import OPS, kernels
        for op in OPS:
            for (kind, arch), l in kernels.table(op).items():
                kernels.unregister(op, kind, arch)
                kernels.register(op, kind, arch, dtypes=l.dtypes)(self._wrap_launcher(op, l.fn))
                self._stack.callback(self._restore_launcher, l)

    @staticmethod
    def _restore_launcher(l: Any) -> None:
        from ..ops import kernels
        kernels.unregister(l.op, l.kind, l.arch)
        kernels.register(l.op, l.kind, l.arch, dtypes=l.dtypes)(l.fn)

    def _install_launch_hooks(self) -> None:
        import importlib
        from .. import sim
        jit_module = importlib.import_module("torch_cdna.asm.jit")  # the module (``asm.jit`` is the decorator)
        sim_launch, hip_launch = sim.launch, jit_module._launch_hip

        def launch(code: Any, *args: Any, **kwargs: Any) -> Any:
            use = self._note_kernel(code) if hasattr(code, "key") else None
            st = sim_launch(code, *args, **kwargs)
            if use is not None and st is not None:
                self._add_stats(use, st)
            return st

        def launch_hip(ck: Any, *args: Any, **kwargs: Any) -> Any:
            self._note_kernel(ck)
            return hip_launch(ck, *args, **kwargs)

        sim.launch, jit_module._launch_hip = launch, launch_hip

        def restore() -> None:
            sim.launch, jit_module._launch_hip = sim_launch, hip_launch
        self._stack.callback(restore)

    def __enter__(self) -> "Recorder":
        self._install_launchers()
        self._install_launch_hooks()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stack.close()

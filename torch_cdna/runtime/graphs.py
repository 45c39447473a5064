"""Graph capture of HIP launches: record a sequence of launches once, replay it with one ``hipGraphLaunch``.

Two ways, both built on HIP stream capture:

- ``torch.cuda.graph`` (and ``torch.compile(mode="reduce-overhead")``) on a ROCm build: PyTorch's own graphs
  are hipGraphs there. torch_cdna launches on PyTorch's current stream, so its kernels are captured with the
  rest of the model, and their outputs come from the graph's private memory pool. Nothing to do but warm up
  first (see below).
- ``HipGraph`` for code that launches DSL kernels itself (``kernel(grid, block, ...)``) and manages its own
  buffers: ``with graph.capture(): ...`` runs the block on a side stream under ``hipStreamBeginCapture``
  (thread-local mode: other threads' HIP calls are not affected), then ``hipStreamEndCapture`` and
  ``hipGraphInstantiate``; ``graph.replay()`` launches it on the current stream. Tensors the captured
  launches read or write must outlive the graph, at the same addresses: allocate them before capturing.

Either way, the first launch of a kernel on a device loads its code object (``hipModuleLoadData``), which is
not a stream operation and may synchronise: it must not happen inside a capture. A launch that would load a
module while this thread captures raises ``HipError`` saying to run the work once before capturing.

Every HIP call's return code is checked; a failure raises ``HipError`` naming the call. An exception inside
the ``capture()`` block ends the capture, destroys the partial graph and propagates.

Example (needs a ROCm GPU):
    >>> graph = HipGraph()                                    # doctest: +SKIP
    >>> with graph.capture():                                 # doctest: +SKIP
    ...     fill(4, 256, 7, out, n)                           # a @jit kernel, out allocated before
    >>> graph.replay()                                        # doctest: +SKIP
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any, Iterator

from ..errors import HipError
from . import hip as hipmod


class _Capturing(threading.local):
    depth = 0


_capturing = _Capturing()


def capturing() -> bool:
    """Whether this thread is inside a stream capture (``HipGraph.capture`` or ``torch.cuda.graph``)."""
    if _capturing.depth:
        return True
    try:
        import torch
        return bool(torch.cuda.is_available() and torch.cuda.is_current_stream_capturing())
    except (AttributeError, RuntimeError):  # a build without CUDA/HIP: nothing can capture
        return False


def _side_stream(device: int) -> tuple[int, Any]:
    """(raw address, context making it PyTorch's current stream) of a fresh side stream on ``device``."""
    import torch
    stream = torch.cuda.Stream(device)
    return int(stream.cuda_stream), torch.cuda.stream(stream)


class HipGraph:
    """One captured sequence of HIP launches on ``device`` (default: PyTorch's current device)."""

    def __init__(self, device: int | None = None) -> None:
        self.device = device
        self._graph: Any = None
        self._exec: Any = None

    @property
    def captured(self) -> bool:
        return self._exec is not None

    @contextlib.contextmanager
    def capture(self) -> Iterator["HipGraph"]:
        """Capture the launches of the block (module docstring)."""
        if self._exec is not None:
            raise RuntimeError("HipGraph.capture: this graph holds a capture already; make a new HipGraph")
        h = hipmod.hip()
        if self.device is None:
            import torch
            self.device = torch.cuda.current_device()
        raw, make_current = _side_stream(self.device)
        with make_current:
            hipmod.check(h.hipStreamBeginCapture(raw, h.hipStreamCaptureMode.hipStreamCaptureModeThreadLocal),
                         "hipStreamBeginCapture")
            _capturing.depth += 1
            try:
                yield self
            except BaseException:
                _capturing.depth -= 1
                self._abandon(h, raw)
                raise
            _capturing.depth -= 1
            (graph,) = hipmod.check(h.hipStreamEndCapture(raw), "hipStreamEndCapture")
            self._graph = graph
            try:
                values = hipmod.check(h.hipGraphInstantiate(graph, 0), "hipGraphInstantiate")
            except HipError:
                self.close()
                raise
            self._exec = values[0]

    def _abandon(self, h: Any, raw: int) -> None:
        """End a capture whose block raised, destroying what was captured; never masks the block's error."""
        try:
            result = h.hipStreamEndCapture(raw)
            err, graph = result[0], result[1] if len(result) > 1 else None
            if int(err) == 0 and graph is not None:
                h.hipGraphDestroy(graph)
        except Exception:  # noqa: BLE001 - the original exception is what the caller needs to see
            pass

    def replay(self, stream: int | None = None) -> None:
        """Launch the captured graph on ``stream`` (default: PyTorch's current stream on the device)."""
        if self._exec is None:
            raise RuntimeError("HipGraph.replay: nothing captured yet; use `with graph.capture(): ...` first")
        h = hipmod.hip()
        if stream is None:
            stream = hipmod.current_stream(self.device)
        hipmod.check(h.hipGraphLaunch(self._exec, stream), "hipGraphLaunch")

    def close(self) -> None:
        """Destroy the executable graph and the graph (also done when the object is collected)."""
        h = hipmod._hip
        if h is None:
            return
        if self._exec is not None:
            exec_, self._exec = self._exec, None
            hipmod.check(h.hipGraphExecDestroy(exec_), "hipGraphExecDestroy")
        if self._graph is not None:
            graph, self._graph = self._graph, None
            hipmod.check(h.hipGraphDestroy(graph), "hipGraphDestroy")

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()

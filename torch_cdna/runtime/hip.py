"""Launching code objects on a ROCm GPU through hip-python (imported lazily, on the first launch).

A ``HipKernel`` holds one code object and one kernel name; it loads the code object once per device
(``hipModuleLoadData``), looks the function up (``hipModuleGetFunction``) and launches it on PyTorch's current
stream with the packed kernarg segment passed through ``extra`` (``HIP_LAUNCH_PARAM_BUFFER_POINTER``).
Every HIP return code is checked; a failure raises ``HipError`` with HIP's own error text.

Without ROCm, importing this module is silent; the first launch raises ``HipError`` saying so.

Example:
    >>> k = HipKernel(code_object, "store_value")            # doctest: +SKIP
    >>> k.launch((1, 1, 1), (64, 1, 1), kernargs_bytes, 0)  # doctest: +SKIP
"""

from __future__ import annotations

import ctypes
import threading
from typing import Any

from ..errors import HipError

NO_ROCM = "no ROCm runtime: libamdhip64.so not found; CPU tensors run on the simulator"
# hip_runtime_api.h: the markers of the ``extra`` array of hipModuleLaunchKernel.
LAUNCH_PARAM_BUFFER_POINTER, LAUNCH_PARAM_BUFFER_SIZE, LAUNCH_PARAM_END = 1, 2, 3

_hip: Any = None  # the hip-python module once loaded and probed


def _load_hip() -> Any:
    """Import hip-python and check that the HIP runtime library loads; cached."""
    global _hip
    if _hip is not None:
        return _hip
    try:
        from hip import hip as hip_module
    except ImportError as exc:
        raise HipError(f"hip-python is not installed ({exc}); pip install hip-python to launch on a ROCm GPU. "
                       f"CPU tensors run on the simulator") from None
    try:
        result = hip_module.hipRuntimeGetVersion()
    except RuntimeError as exc:  # hip-python raises when dlopen of libamdhip64.so fails
        raise HipError(f"{NO_ROCM} ({exc})") from None
    _check(hip_module, result, "hipRuntimeGetVersion")
    _hip = hip_module
    return _hip


def hip() -> Any:
    """The loaded hip-python ``hip`` module (raises HipError without ROCm)."""
    return _load_hip()


def runtime_version() -> int | None:
    """HIP runtime version number, or None without ROCm."""
    try:
        return int(_check(_load_hip(), _load_hip().hipRuntimeGetVersion(), "hipRuntimeGetVersion")[0])
    except HipError:
        return None


def _error_text(h: Any, err: Any) -> str:
    try:
        res = h.hipGetErrorString(err)
        text = res[-1] if isinstance(res, tuple) else res
        return text.decode() if isinstance(text, bytes) else str(text)
    except Exception:  # noqa: BLE001 -- the error text is a courtesy; never mask the original failure
        return "unknown error"


def _check(h: Any, result: Any, what: str) -> tuple:
    """Split a hip-python result ``(err, *values)`` (or a bare ``err``); raise HipError unless hipSuccess."""
    err, values = (result[0], tuple(result[1:])) if isinstance(result, tuple) else (result, ())
    if int(err) != 0:
        name = getattr(err, "name", str(err))
        raise HipError(f"{what} failed: {name} ({int(err)}): {_error_text(h, err)}")
    return values


def check(result: Any, what: str) -> tuple:
    """Check a hip-python call's result; return its values (public for callers making their own HIP calls)."""
    return _check(_load_hip(), result, what)


def kernarg_extra(kernargs: bytes) -> tuple[Any, ...]:
    """The ``extra`` array (and the buffers it points into, which must stay alive) for a kernarg segment."""
    buf = ctypes.create_string_buffer(bytes(kernargs), max(len(kernargs), 1))
    size = ctypes.c_size_t(len(kernargs))
    extra = (ctypes.c_void_p * 5)(LAUNCH_PARAM_BUFFER_POINTER, ctypes.addressof(buf),
                                  LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(size), LAUNCH_PARAM_END)
    return extra, buf, size


def current_stream(device: int) -> int:
    """PyTorch's current stream on ``device`` as a raw hipStream_t address (0 is the null stream).

    Through ``torch._C._cuda_getCurrentRawStream`` where the build has it (what Inductor's generated code calls:
    no Stream object is made), else ``torch.cuda.current_stream``; which one is decided on the first call."""
    global _raw_stream
    if _raw_stream is None:
        import torch
        _raw_stream = getattr(torch._C, "_cuda_getCurrentRawStream", None) or \
            (lambda index: torch.cuda.current_stream(index).cuda_stream)
    return int(_raw_stream(device))


_raw_stream: Any = None  # current_stream's query, bound on its first call (it runs on every launch)


class HipKernel:
    """One kernel of one code object, loaded lazily once per device."""

    def __init__(self, code_object: bytes, name: str) -> None:
        if not code_object:
            raise HipError(f"kernel {name!r} has no code object to load (no toolchain assembled it)")
        self.code_object = bytes(code_object)
        self.name = name
        self._functions: dict[int, Any] = {}
        self._modules: dict[int, Any] = {}
        # One reusable kernarg buffer and `extra` array: HIP copies the segment during the launch call, and
        # the lock keeps two threads from interleaving fill and launch.
        self._lock = threading.Lock()
        self._buf = ctypes.create_string_buffer(0)
        self._view = memoryview(self._buf).cast("B")
        self._size = ctypes.c_size_t(0)
        self._extra: Any = None

    def function(self, device: int) -> Any:
        """The hipFunction_t for ``device``, loading the module on first use."""
        fn = self._functions.get(device)
        if fn is None:
            fn = self._functions[device] = self._load(device)
        return fn

    def _load(self, device: int) -> Any:
        h = _load_hip()
        from .graphs import capturing
        if capturing():
            raise HipError(f"kernel {self.name!r} is launched for the first time on device {device} during a graph "
                           f"capture: loading its code object (hipModuleLoadData) cannot be captured. Run the same "
                           f"work once before capturing (a warm-up iteration), then capture")
        import torch
        with torch.cuda.device(device):  # modules load for the current device
            (module,) = _check(h, h.hipModuleLoadData(self.code_object), f"hipModuleLoadData (device {device})")
            self._modules[device] = module
            (fn,) = _check(h, h.hipModuleGetFunction(module, self.name.encode()),
                           f"hipModuleGetFunction({self.name!r}) (device {device})")
        return fn

    def _fill(self, kernargs: bytes) -> int:
        """Copy the kernarg segment into the reusable buffer (grown as needed); returns the ``extra`` address."""
        n = len(kernargs)
        if n > len(self._view) or self._extra is None:
            self._extra, self._buf, self._size = kernarg_extra(kernargs)
            self._view = memoryview(self._buf).cast("B")
        else:
            self._view[:n] = kernargs
            self._size.value = n
        return ctypes.addressof(self._extra)

    def launch(self, grid: tuple[int, int, int], block: tuple[int, int, int], kernargs: bytes, device: int,
               *, shared_mem: int = 0, stream: int | None = None) -> None:
        """Launch on ``device`` (PyTorch's current stream there unless ``stream`` is given)."""
        h = _hip if _hip is not None else _load_hip()
        fn = self._functions.get(device) or self.function(device)
        if stream is None:
            stream = current_stream(device)
        with self._lock:
            extra = self._fill(kernargs)
            result = h.hipModuleLaunchKernel(fn, grid[0], grid[1], grid[2], block[0], block[1], block[2],
                                             shared_mem, stream, None, extra)
        if int(result[0] if isinstance(result, tuple) else result) != 0:  # format the message only on failure
            _check(h, result, f"hipModuleLaunchKernel({self.name!r}, grid={grid}, block={block})")

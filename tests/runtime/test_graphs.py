"""HipGraph (runtime/graphs.py): the HIP call sequence of a capture and its replays, error handling, and the
refusal to load a module during a capture — checked against a fake hip-python (no GPU here); the real
capture test is marked and skips without a ROCm GPU."""

from __future__ import annotations

import contextlib
import random

import pytest
import torch

from torch_cdna.errors import HipError
from torch_cdna.runtime import device as devmod
from torch_cdna.runtime import graphs
from torch_cdna.runtime import hip as hipmod

from .test_hip import FakeHip


class GraphHip(FakeHip):
    """FakeHip plus stream capture: launches on a capturing stream are recorded into the graph."""

    class hipStreamCaptureMode:  # noqa: N801 - hip-python's enum name
        hipStreamCaptureModeThreadLocal = 1

    def __init__(self, fail=None):
        super().__init__(fail)
        self.capturing: dict[int, list] = {}
        self.graphs = 0

    def hipStreamBeginCapture(self, stream, mode):
        self.calls.append(("begin", stream, mode))
        if not self.fail.get("hipStreamBeginCapture"):
            self.capturing[stream] = []
        return self._ret("hipStreamBeginCapture")

    def hipStreamEndCapture(self, stream):
        nodes = self.capturing.pop(stream)
        self.graphs += 1
        self.calls.append(("end", stream, len(nodes)))
        return self._ret("hipStreamEndCapture", ("graph", self.graphs, tuple(nodes)))

    def hipGraphInstantiate(self, graph, size):
        self.calls.append(("instantiate", graph, size))
        return self._ret("hipGraphInstantiate", ("exec", graph), None, b"")

    def hipGraphLaunch(self, exec_, stream):
        self.calls.append(("graph_launch", exec_, stream))
        return self._ret("hipGraphLaunch")

    def hipGraphExecDestroy(self, exec_):
        self.calls.append(("exec_destroy", exec_))
        return self._ret("hipGraphExecDestroy")

    def hipGraphDestroy(self, graph):
        self.calls.append(("graph_destroy", graph))
        return self._ret("hipGraphDestroy")

    def hipModuleLaunchKernel(self, f, gx, gy, gz, bx, by, bz, smem, stream, params, extra):
        result = super().hipModuleLaunchKernel(f, gx, gy, gz, bx, by, bz, smem, stream, params, extra)
        if stream in self.capturing:
            self.capturing[stream].append(self.calls[-1])
        return result


SIDE = 0x7000


@pytest.fixture
def fake(monkeypatch):
    h = GraphHip()
    current = [0x5000]  # PyTorch's current stream, as the side-stream context switches it

    @contextlib.contextmanager
    def make_current():
        saved, current[0] = current[0], SIDE
        try:
            yield
        finally:
            current[0] = saved

    monkeypatch.setattr(hipmod, "_hip", h)
    monkeypatch.setattr(hipmod, "current_stream", lambda device: current[0])
    monkeypatch.setattr(graphs, "_side_stream", lambda device: (SIDE, make_current()))
    monkeypatch.setattr(torch.cuda, "device", lambda index: contextlib.nullcontext())
    return h


def _kernel(rng_seed):
    rnd = random.Random(rng_seed)
    return hipmod.HipKernel(b"\x7fELF" + rnd.randbytes(32), "k"), rnd


def test_capture_then_replay(fake, rng_seed):
    k, rnd = _kernel(rng_seed)
    k.launch((1, 1, 1), (64, 1, 1), b"warm", 0)  # warm-up: the module loads outside the capture
    segments = [rnd.randbytes(16) for _ in range(3)]
    graph = graphs.HipGraph(device=0)
    with graph.capture():
        assert graphs.capturing()
        for i, seg in enumerate(segments):
            k.launch((i + 1, 1, 1), (64, 1, 1), seg, 0)  # on the current stream: the side stream
    assert not graphs.capturing() and graph.captured
    kinds = [c[0] for c in fake.calls]
    assert kinds == ["load", "function", "launch", "begin", "launch", "launch", "launch", "end", "instantiate"]
    assert fake.calls[3] == ("begin", SIDE, 1), "thread-local capture mode on the side stream"
    captured = [c for c in fake.calls if c[0] == "launch"][1:]
    assert [c[5] for c in captured] == [SIDE] * 3 and [c[8] for c in captured] == segments
    graph.replay()
    graph.replay(stream=0x99)
    exec_ = ("exec", ("graph", 1, tuple(captured)))
    assert fake.calls[-2:] == [("graph_launch", exec_, 0x5000), ("graph_launch", exec_, 0x99)]
    graph.close()
    assert [c[0] for c in fake.calls[-2:]] == ["exec_destroy", "graph_destroy"] and not graph.captured
    graph.close()  # idempotent
    assert fake.calls[-1][0] == "graph_destroy"


def test_a_first_launch_inside_a_capture_is_refused(fake, rng_seed):
    k, _ = _kernel(rng_seed)
    graph = graphs.HipGraph(device=0)
    with pytest.raises(HipError, match="first time on device 0 during a graph capture.*Run the same work once"):
        with graph.capture():
            k.launch((1, 1, 1), (64, 1, 1), b"", 0)
    assert not graph.captured and not graphs.capturing()
    assert [c[0] for c in fake.calls] == ["begin", "end", "graph_destroy"], "the partial capture is ended"


def test_an_exception_in_the_block_ends_the_capture_and_propagates(fake):
    graph = graphs.HipGraph(device=0)
    with pytest.raises(KeyError, match="from the block"):
        with graph.capture():
            raise KeyError("from the block")
    assert [c[0] for c in fake.calls] == ["begin", "end", "graph_destroy"]
    with pytest.raises(RuntimeError, match="nothing captured yet"):
        graph.replay()


@pytest.mark.parametrize("call", ["hipStreamBeginCapture", "hipGraphInstantiate", "hipGraphLaunch"])
def test_hip_errors_name_the_call(fake, call):
    fake.fail[call] = 1
    graph = graphs.HipGraph(device=0)
    with pytest.raises(HipError, match=f"{call} failed: hipErrorInvalidValue"):
        with graph.capture():
            pass
        graph.replay()
    assert not graphs.capturing()
    if call == "hipGraphInstantiate":
        assert fake.calls[-1][0] == "graph_destroy", "the captured graph is destroyed when instantiation fails"


def test_a_graph_captures_once(fake):
    graph = graphs.HipGraph(device=0)
    with graph.capture():
        pass
    with pytest.raises(RuntimeError, match="holds a capture already"):
        with graph.capture():
            pass


@pytest.mark.hip
@pytest.mark.skipif(not devmod.rocm_available(), reason="needs a ROCm GPU (gfx942/gfx950)")
def test_real_capture_replays_a_kernel(rng_seed):  # pragma: no cover - needs hardware
    from asm_samples import store_kernel

    from torch_cdna.asm.toolchain import find_toolchain
    from torch_cdna.runtime.kernargs import layout, pack, parse_hip_type
    arch = devmod.device_arch(torch.cuda.current_device())
    value = random.Random(rng_seed).randint(1, 1000)
    kernel = hipmod.HipKernel(find_toolchain(arch).assemble(store_kernel(arch, value), arch), "store_value")
    out = torch.full((64,), -1, dtype=torch.int32, device="cuda")
    args, size = layout([("out", parse_hip_type("int*"))])
    segment = pack(args, [out.data_ptr()], size)
    kernel.launch((1, 1, 1), (64, 1, 1), segment, torch.cuda.current_device())  # warm-up: loads the module
    graph = graphs.HipGraph()
    with graph.capture():
        kernel.launch((1, 1, 1), (64, 1, 1), segment, torch.cuda.current_device())
    torch.cuda.synchronize()
    out.fill_(-1)
    graph.replay()
    torch.cuda.synchronize()
    assert (out == value).all()

"""The HIP launch runtime: silent import, clear errors without ROCm, call sequence and kernarg passing
(checked against a fake hip-python), kernarg packing; real-GPU tests are marked ``hip`` and skip without one."""

from __future__ import annotations

import contextlib
import ctypes
import random
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from torch_cdna.errors import HipError
from torch_cdna.runtime import device as devmod
from torch_cdna.runtime import hip as hipmod
from torch_cdna.runtime.kernargs import layout, pack, packer, parse_hip_type

sys.path.insert(0, str(Path(__file__).parent.parent / "asm"))
from asm_samples import store_kernel  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
needs_gpu = pytest.mark.skipif(not devmod.rocm_available(), reason="needs a ROCm GPU (gfx942/gfx950)")


def test_import_is_silent_and_lazy():
    code = ("import sys, torch_cdna, torch_cdna.asm, torch_cdna.runtime.hip, torch_cdna.runtime.device; "
            "print('hip' in sys.modules, 'triton' in sys.modules)")
    res = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    assert res.stdout == "False False\n" and res.stderr == ""


@pytest.mark.skipif(devmod.rocm_available(), reason="checks the no-ROCm error; this machine has ROCm")
def test_no_rocm_error_is_clear(monkeypatch, capfd):
    monkeypatch.setattr(hipmod, "_hip", None)
    with pytest.raises(HipError) as info:
        hipmod.HipKernel(b"\x7fELF", "k").launch((1, 1, 1), (64, 1, 1), b"", 0)
    assert str(info.value).startswith(hipmod.NO_ROCM)
    assert hipmod.runtime_version() is None
    assert capfd.readouterr() == ("", ""), "the failed dlopen must not print anything"


def test_missing_hip_python_is_clear(monkeypatch):
    monkeypatch.setattr(hipmod, "_hip", None)
    monkeypatch.setitem(sys.modules, "hip", None)  # makes `from hip import hip` raise ImportError
    with pytest.raises(HipError, match="hip-python is not installed.*pip install hip-python"):
        hipmod.hip()


def test_empty_code_object_rejected():
    with pytest.raises(HipError, match="no code object"):
        hipmod.HipKernel(b"", "k")


class FakeErr(int):
    @property
    def name(self):
        return {0: "hipSuccess", 1: "hipErrorInvalidValue", 98: "hipErrorInvalidImage"}.get(int(self), "hipError?")


class FakeHip:
    """Records the calls hip-python would receive; reads the kernarg buffer through ``extra`` at launch time."""

    def __init__(self, fail: dict[str, int] | None = None):
        self.calls, self.fail, self.loaded = [], fail or {}, 0

    def _ret(self, name, *values):
        return (FakeErr(self.fail.get(name, 0)), *values)

    def hipRuntimeGetVersion(self):
        return self._ret("hipRuntimeGetVersion", 60_400_000)

    def hipGetErrorString(self, err):
        return (FakeErr(0), b"device kernel image is invalid" if int(err) == 98 else b"invalid argument")

    def hipModuleLoadData(self, image):
        self.loaded += 1
        self.calls.append(("load", bytes(image)))
        return self._ret("hipModuleLoadData", f"module{self.loaded}")

    def hipModuleGetFunction(self, module, name):
        self.calls.append(("function", module, name))
        return self._ret("hipModuleGetFunction", f"fn:{module}:{name.decode()}")

    def hipModuleLaunchKernel(self, f, gx, gy, gz, bx, by, bz, smem, stream, params, extra):
        words = (ctypes.c_uint64 * 5).from_address(extra)
        size = ctypes.c_size_t.from_address(words[3]).value
        data = ctypes.string_at(words[1], size)
        self.calls.append(("launch", f, (gx, gy, gz), (bx, by, bz), smem, stream, params,
                           (words[0], words[2], words[4]), data))
        return self._ret("hipModuleLaunchKernel")


@pytest.fixture
def fake(monkeypatch):
    h = FakeHip()
    monkeypatch.setattr(hipmod, "_hip", h)
    monkeypatch.setattr(hipmod, "current_stream", lambda device: 0x5000 + device)
    monkeypatch.setattr(torch.cuda, "device", lambda index: contextlib.nullcontext())
    return h


def test_launch_sequence_and_kernargs(fake, rng_seed):
    rnd = random.Random(rng_seed)
    co = b"\x7fELF" + rnd.randbytes(64)
    k = hipmod.HipKernel(co, "store_value")
    args, size = layout([("out", parse_hip_type("int*")), ("n", parse_hip_type("int")),
                         ("x", parse_hip_type("float"))])
    segs = [pack(args, [rnd.randrange(1 << 48), rnd.randint(-99, 99), rnd.random()], size)
            for _ in range(3)]
    k.launch((2, 1, 1), (256, 1, 1), segs[0], 0)
    k.launch((3, 4, 1), (64, 2, 1), segs[1], 0, shared_mem=1024)
    k.launch((1, 1, 1), (64, 1, 1), segs[2], 1, stream=0x77)
    kinds = [c[0] for c in fake.calls]
    assert kinds == ["load", "function", "launch", "launch", "load", "function", "launch"], \
        "the module is loaded once per device"
    assert fake.calls[0][1] == co and fake.calls[1][2] == b"store_value"
    launches = [c for c in fake.calls if c[0] == "launch"]
    assert launches[0][1:7] == ("fn:module1:store_value", (2, 1, 1), (256, 1, 1), 0, 0x5000, None)
    assert launches[1][2:6] == ((3, 4, 1), (64, 2, 1), 1024, 0x5000)
    assert launches[2][1] == "fn:module2:store_value" and launches[2][5] == 0x77
    for launch, seg in zip(launches, segs):
        assert launch[7] == (hipmod.LAUNCH_PARAM_BUFFER_POINTER, hipmod.LAUNCH_PARAM_BUFFER_SIZE,
                             hipmod.LAUNCH_PARAM_END)
        assert launch[8] == seg


def test_kernarg_buffer_grows_and_shrinks(fake, rng_seed):
    rnd = random.Random(rng_seed)
    k = hipmod.HipKernel(b"\x7fELF", "k")
    for n in (8, 64, 4, 0, 128, 16):
        seg = rnd.randbytes(n)
        k.launch((1, 1, 1), (64, 1, 1), seg, 0)
        assert fake.calls[-1][8] == seg


@pytest.mark.parametrize("call, code, text", [("hipModuleLoadData", 98, "hipErrorInvalidImage (98): device kernel "
                                                                         "image is invalid"),
                                              ("hipModuleLaunchKernel", 1, "hipErrorInvalidValue (1): invalid "
                                                                           "argument")])
def test_hip_errors_carry_hip_text(fake, call, code, text):
    fake.fail[call] = code
    with pytest.raises(HipError) as info:
        hipmod.HipKernel(b"\x7fELF", "kern").launch((1, 1, 1), (64, 1, 1), b"\0" * 8, 0)
    assert call in str(info.value) and text in str(info.value)


def test_check_returns_values(fake):
    assert hipmod.check((FakeErr(0), 5, 6), "x") == (5, 6)
    with pytest.raises(HipError, match=r"hipFoo failed: hipErrorInvalidValue \(1\)"):
        hipmod.check(FakeErr(1), "hipFoo")


_TYPES = ["int*", "float*", "void*", "int", "uint", "int64_t", "uint64_t", "short", "uchar", "float", "double",
          "half", "bfloat16"]


def _random_value(rnd: random.Random, ty):
    if ty.is_pointer:
        return rnd.randrange(1 << 64)
    if ty.kind == "float":
        return rnd.uniform(-1e3, 1e3)
    bits = 8 * ty.size
    return rnd.randrange(-(1 << (bits - 1)), 1 << (bits - 1)) if ty.signed else rnd.randrange(1 << bits)


@pytest.mark.parametrize("case", range(20))
def test_fast_packer_matches_pack(case, rng_seed):
    rnd = random.Random(f"{rng_seed}/{case}")  # a local generator: the global ``random`` stays untouched
    params = [(f"a{i}", parse_hip_type(rnd.choice(_TYPES))) for i in range(rnd.randint(0, 8))]
    args, size = layout(params)
    fast = packer(args, size)
    values = [_random_value(rnd, ty) for _, ty in params]
    assert fast(values) == pack(args, values, size)
    if params:  # errors are pack's own
        bad = list(values)
        i = rnd.randrange(len(bad))
        ty = params[i][1]
        bad[i] = 1.5 if ty.kind != "float" else "x"
        with pytest.raises((TypeError, ValueError)) as want:
            pack(args, bad, size)
        with pytest.raises(type(want.value)) as got:
            fast(bad)
        assert str(got.value) == str(want.value)
    with pytest.raises(TypeError, match="expected"):
        fast(values + [1])


def test_packer_range_error_names_argument():
    args, size = layout([("p", parse_hip_type("int*")), ("n", parse_hip_type("int"))])
    with pytest.raises(TypeError, match=r"argument 'n' \(int\): 2147483648 is out of range"):
        packer(args, size)([0, 1 << 31])


@pytest.mark.parametrize("value, dims", [(4, (4, 1, 1)), ([2], (2, 1, 1)), ((2, 3), (2, 3, 1)),
                                         ([1, 2, 3], (1, 2, 3))])
def test_dims3(value, dims):
    assert devmod.dims3(value, "grid") == dims


@pytest.mark.parametrize("bad", [0, -1, [], [1, 2, 3, 4], [1.0], True, "4", [2, 0]])
def test_dims3_rejects(bad):
    with pytest.raises(TypeError, match="block must be a positive int"):
        devmod.dims3(bad, "block")


def test_target_arch_without_gpu():
    from torch_cdna import _config
    with _config.override(arch="gfx950"):
        assert devmod.target_arch() == "gfx950"
        assert devmod.target_arch(torch.device("cpu")) == "gfx950"
    with _config.override(arch=""):
        assert devmod.target_arch() == "gfx942"
    with _config.override(arch="gfx1100"), pytest.raises(ValueError, match="gfx942, gfx950"):
        devmod.target_arch()


@pytest.mark.hip
@needs_gpu
def test_store_kernel_on_gpu(rng_seed):
    from torch_cdna.asm.toolchain import find_toolchain
    arch = devmod.device_arch(torch.cuda.current_device())
    value = random.Random(rng_seed).randint(1, 1000)
    co = find_toolchain(arch).assemble(store_kernel(arch, value), arch)
    out = torch.full((64,), -1, dtype=torch.int32, device="cuda")
    args, size = layout([("out", parse_hip_type("int*"))])
    hipmod.HipKernel(co, "store_value").launch((1, 1, 1), (64, 1, 1), pack(args, [out.data_ptr()], size),
                                               torch.cuda.current_device())
    torch.cuda.synchronize()
    assert (out == value).all()


@pytest.mark.hip
@needs_gpu
def test_bad_code_object_on_gpu():
    with pytest.raises(HipError, match="hipModuleLoadData"):
        hipmod.HipKernel(b"\x7fELF-garbage", "k").launch((1, 1, 1), (64, 1, 1), b"", torch.cuda.current_device())


def test_jit_hip_launch_refuses_a_workgroup_that_does_not_fit_a_cu(fake, rng_seed):
    """A kernel whose registers allow ``occupancy`` waves per SIMD, launched with a workgroup needing more
    (16 waves = 4 per SIMD): refused naming the kernel before HIP is asked (HIP's own answer is a bare
    'invalid configuration'); a block that fits launches, and is checked only once."""
    import dataclasses

    import importlib
    jitmod = importlib.import_module("torch_cdna.asm.jit")
    from torch_cdna.errors import LaunchError

    @jitmod.jit()
    def store_tid(J, out: "int*"):
        J.global_store(out + J.threadIdx.x * 4, J.threadIdx.x)

    ck = store_tid.compile()
    occupancy = random.Random(rng_seed).randint(1, 3)
    ck = dataclasses.replace(ck, asm_kernel=dataclasses.replace(ck.asm_kernel, occupancy=occupancy),
                             _hip=None, _hip_launcher=None)
    launch = jitmod._make_hip_launcher(ck)
    too_many = 64 * 4 * (occupancy + 1)  # occupancy + 1 waves per SIMD
    with pytest.raises(LaunchError, match=rf"kernel store_tid: a workgroup of \({too_many}, 1, 1\) .* allow "
                                          rf"{occupancy} waves per SIMD"):
        launch((1,), (too_many,), [0x1000], 0)
    assert not [c for c in fake.calls if c[0] == "launch"]
    fits = 64 * 4 * occupancy
    launch((1,), (fits,), [0x1000], 0)
    launch((2,), (fits,), [0x2000], 0)
    assert [c[3] for c in fake.calls if c[0] == "launch"] == [(fits, 1, 1)] * 2

"""torch_cdna.asm.module: hand-written .s / .co / .cpp files, rebuilt when they change, launched on the
simulator (CPU tensors) or HIP (checked against a fake HipKernel; real GPU tests are marked ``hip``)."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest
import torch

import torch_cdna
from torch_cdna import _config
from torch_cdna.asm import module
from torch_cdna.asm.codeobject import CodeObjectError, kernels
from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.errors import AssemblerError, ToolchainError
from torch_cdna.runtime import device as devmod

sys.path.insert(0, str(Path(__file__).parent))
from asm_samples import line_of, scalar_store_kernel, store_kernel  # noqa: E402


@pytest.fixture(autouse=True)
def cache(tmp_path):
    with _config.override(cache_dir=tmp_path / "cache", backend="auto", arch=""):
        yield


def _write(path: Path, text: str) -> None:
    """Write and move the mtime forward so a rebuild is visible even within one filesystem tick."""
    old = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(text)
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, max(st.st_mtime_ns, old + 1_000_000)))


def _out():
    return torch.full((64,), -777, dtype=torch.int32)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_s_file_runs_on_the_simulator(tmp_path, arch):
    value = random.randint(1, 10**6)
    path = tmp_path / "k.s"
    _write(path, scalar_store_kernel(arch, value))
    k = module(path)
    out = _out()
    stats = k([1], [64], out)
    assert out[0].item() == value and (out[1:] == -777).all()
    assert stats.total > 0
    assert k.info.name == "store_value" and [a.name for a in k.info.args] == ["out"]
    assert k.code_object[:4] == b"\x7fELF" and k.built().arch == arch


def test_rebuilt_when_the_file_changes(tmp_path):
    a, b = random.sample(range(1, 10**6), 2)
    path = tmp_path / "k.s"
    _write(path, scalar_store_kernel("gfx942", a))
    k = module(path)
    out = _out()
    k([1], [64], out)
    k([1], [64], out)
    assert out[0].item() == a and k.builds == 1, "unchanged file: built once"
    _write(path, scalar_store_kernel("gfx942", b))
    out = _out()
    k([1], [64], out)
    assert out[0].item() == b and k.builds == 2
    assert f"s_mov_b32 s4, {b}" in k.asm


def test_assembler_error_quotes_the_file_line(tmp_path):
    text = scalar_store_kernel("gfx942").replace("s_mov_b32 s4,", "s_mov_b32 s999,")
    path = tmp_path / "bad.s"
    _write(path, text)
    with pytest.raises(AssemblerError) as info:
        module(path)([1], [64], _out())
    assert f"line {line_of(text, 's999')}," in str(info.value) and "s_mov_b32 s999" in str(info.value)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_co_file_runs_on_cpu_tensors(tmp_path, arch, rng_seed):
    """A .co runs on CPU tensors through the simulator (it decodes the machine code), as its .s does."""
    value = random.Random(rng_seed).randrange(1, 2**31)
    text = store_kernel(arch, value)
    co = find_toolchain(arch).assemble(text, arch)
    path = tmp_path / "k.co"
    path.write_bytes(co)
    k = module(path)
    assert k.info.name == "store_value" and k.info.kernarg_size == 8 and k.info.vgprs == 3
    out, from_text = _out(), _out()
    k([1], [64], out)
    (tmp_path / "k.s").write_text(text)
    module(tmp_path / "k.s")([1], [64], from_text)
    assert (out == value).all() and torch.equal(out, from_text)


def test_kernel_selection(tmp_path):
    text = scalar_store_kernel("gfx942", 1, "first") + scalar_store_kernel("gfx942", 2, "second").split(
        '.amdhsa_code_object_version 5\n', 1)[1].split("\t.amdgpu_metadata")[0]
    # one metadata block describing both kernels
    meta = scalar_store_kernel("gfx942", 1, "first").split("\t.amdgpu_metadata")[1]
    second = meta.split("amdhsa.kernels:\n")[1].split("...")[0].replace("first", "second")
    text = text.replace("...\n\t.end_amdgpu_metadata", second + "...\n\t.end_amdgpu_metadata")
    path = tmp_path / "two.s"
    _write(path, text)
    assert sorted(k.name for k in kernels(find_toolchain("gfx942").assemble(text, "gfx942"))) == ["first", "second"]
    with pytest.raises(CodeObjectError, match="holds 2 kernels.*pass kernel="):
        module(path).built()
    with pytest.raises(CodeObjectError, match="no kernel 'third'"):
        module(path, kernel="third").built()
    out = _out()
    module(path, kernel="second")([1], [64], out)
    assert out[0].item() == 2


def test_argument_checks(tmp_path):
    path = tmp_path / "k.s"
    _write(path, scalar_store_kernel("gfx942", 3))
    k = module(path)
    with pytest.raises(TypeError, match="takes 1 arguments"):
        k([1], [64], _out(), 5)
    with pytest.raises(TypeError, match=r"'out' of 'store_value' is 'int\*', got a torch.float32 tensor"):
        k([1], [64], _out().float())
    with pytest.raises(TypeError, match="pass a tensor, int or float, got str"):
        k([1], [64], "x")
    with pytest.raises(ValueError, match="different devices"):
        k([1], [64], _out(), torch.empty(1, device="meta"))


def test_cpp_without_hipcc(tmp_path, monkeypatch):
    path = tmp_path / "k.cpp"
    path.write_text('extern "C" __global__ void k(int* p) { p[0] = 1; }\n')
    monkeypatch.setenv("PATH", str(tmp_path))
    with _config.override(rocm_path=tmp_path / "no-rocm"), pytest.raises(ToolchainError) as info:
        module(path)([1], [64], _out())
    assert "hipcc not found" in str(info.value) and "ROCm" in str(info.value)


def test_unsupported_suffix_and_missing_file(tmp_path):
    with pytest.raises(ValueError, match=r"unsupported file type '\.ptx'.*\.co"):
        module(tmp_path / "k.ptx")
    with pytest.raises(FileNotFoundError, match="cannot read"):
        module(tmp_path / "missing.s").built()


class FakeHipKernel:
    def __init__(self):
        self.launches = []

    def launch(self, grid, block, kernargs, device, **kw):
        self.launches.append((grid, block, kernargs, device))


def test_hip_path_packs_metadata_arguments(tmp_path, monkeypatch):
    path = tmp_path / "k.s"
    _write(path, store_kernel("gfx942", 9))
    k = module(path)
    k.built()
    fake = k._hip = FakeHipKernel()
    monkeypatch.setattr(devmod, "device_arch", lambda index: "gfx942")
    k._launch_hip(k.built(), [2], (64,), [0x1234_5678_9ABC], 0)
    assert fake.launches == [((2, 1, 1), (64, 1, 1), (0x1234_5678_9ABC).to_bytes(8, "little"), 0)]
    k._launch_hip(k.built(), [1], [64], [], 0)  # trailing pointer arguments default to null
    assert fake.launches[-1][2] == bytes(8)
    monkeypatch.setattr(devmod, "device_arch", lambda index: "gfx950")
    with pytest.raises(ValueError, match="built for gfx942 but device 0 is gfx950"):
        k._launch_hip(k.built(), [1], [64], [0], 0)


@pytest.mark.hip
@pytest.mark.skipif(not devmod.rocm_available(), reason="needs a ROCm GPU (gfx942/gfx950)")
def test_s_file_on_gpu(tmp_path):
    arch = devmod.device_arch(torch.cuda.current_device())
    value = random.randint(1, 10**6)
    path = tmp_path / "k.s"
    _write(path, store_kernel(arch, value))
    out = torch.full((64,), -1, dtype=torch.int32, device="cuda")
    torch_cdna.asm.module(path)([1], [64], out)
    torch.cuda.synchronize()
    assert (out == value).all()

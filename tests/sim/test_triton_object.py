"""``sim.launch`` takes a Triton ``CompiledKernel`` compiled for AMD as it comes out of ``triton.compile``: the
assembly is its ``asm["amdgcn"]``, and the kernel name, workgroup size (num_warps x 64) and dynamic LDS bytes
come from its metadata, as Triton's own launcher takes them. Kernels are compiled here, at test time."""

from __future__ import annotations

import functools
import re
from types import SimpleNamespace

import pytest
import torch

triton = pytest.importorskip("triton", reason="the test extra installs triton (scripts/setup.sh)")
tl = pytest.importorskip("triton.language", reason="the test extra installs triton (scripts/setup.sh)")
from triton.backends.compiler import GPUTarget  # noqa: E402

from torch_cdna import sim  # noqa: E402
from torch_cdna.errors import SimFault, UnsupportedInstruction  # noqa: E402


@triton.jit
def _masked_add(x, y, out, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(out + i, tl.load(x + i, mask=m) + tl.load(y + i, mask=m), mask=m)


@triton.jit
def _row_sum(x, out, cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    i = tl.arange(0, BLOCK)
    v = tl.load(x + row * cols + i, mask=i < cols, other=0.0)
    tl.store(out + row, tl.sum(v, axis=0))


@triton.jit
def _checked_copy(x, out, PRINT: tl.constexpr):
    i = tl.arange(0, 64)
    v = tl.load(x + i)
    tl.device_assert(v >= 0, "negative input")
    if PRINT:
        tl.device_print("v", v)
    tl.store(out + i, v)


@functools.lru_cache(maxsize=None)
def _compiled(name: str, arch: str):
    fn, sig, consts, warps = {
        "add": (_masked_add, {"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32"}, {"BLOCK": 512}, 4),
        "row_sum": (_row_sum, {"x": "*fp32", "out": "*fp32", "cols": "i32"}, {"BLOCK": 1024}, 8),
        "assert": (_checked_copy, {"x": "*fp32", "out": "*fp32"}, {"PRINT": False}, 1),
        "print": (_checked_copy, {"x": "*fp32", "out": "*fp32"}, {"PRINT": True}, 1),
    }[name]
    src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=consts)
    return triton.compile(src, target=GPUTarget("hip", arch, 64),
                          options={"num_warps": warps, "enable_fp_fusion": True, "debug": name in ("assert", "print")})


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_masked_add_from_the_compiled_object(arch: str, rng_seed: int) -> None:
    kernel = _compiled("add", arch)
    gen = torch.Generator().manual_seed(rng_seed)
    n = int(torch.randint(1, 4 * 512, (1,), generator=gen))
    programs = -(-n // 512)
    x, y = torch.randn(programs * 512, generator=gen), torch.randn(programs * 512, generator=gen)
    out = torch.full_like(x, float("nan"))
    stats = sim.launch(kernel, grid=[programs], args=[x, y, out, n])
    assert stats.waves == programs * 4, "block defaults to num_warps x 64 threads"
    torch.testing.assert_close(out[:n], x[:n] + y[:n], rtol=0, atol=0)
    assert out[n:].isnan().all(), "masked-off elements were written"


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_reduction_gets_its_dynamic_lds_from_the_metadata(arch: str, rng_seed: int) -> None:
    kernel = _compiled("row_sum", arch)
    assert kernel.metadata.shared > 0, "the cross-warp reduction needs LDS"
    gen = torch.Generator().manual_seed(rng_seed)
    rows, cols = 3, int(torch.randint(600, 1025, (1,), generator=gen))
    x = torch.randn(rows, cols, generator=gen)
    out = torch.full((rows,), float("nan"))
    sim.launch(kernel, grid=[rows], args=[x, out, cols], strict=True)
    torch.testing.assert_close(out, x.double().sum(1).float(), rtol=1e-5, atol=1e-4)
    with pytest.raises(SimFault, match="outside the workgroup's 0-byte LDS"):  # the metadata's LDS is needed
        sim.launch(kernel, grid=[rows], args=[x, out, cols], shared_mem=0)


def test_module_of_a_compiled_object(rng_seed: int) -> None:
    mod = sim.Module(_compiled("add", "gfx942"))
    assert mod.kernels == ["_masked_add"]
    x = torch.randn(512, generator=torch.Generator().manual_seed(rng_seed))
    out = torch.full_like(x, float("nan"))
    mod.launch(grid=[1], args=[x, x, out, 512])
    torch.testing.assert_close(out, 2 * x, rtol=0, atol=0)


def test_objects_without_amd_assembly_are_refused() -> None:
    cuda_like = SimpleNamespace(asm={"ptx": "", "cubin": b""},
                                metadata=SimpleNamespace(target="GPUTarget(backend='cuda', arch=90, warp_size=32)"))
    with pytest.raises(TypeError, match=r"no AMDGPU assembly.*cuda.*\['cubin', 'ptx'\]"):
        sim.launch(cuda_like, grid=[1], args=[])
    with pytest.raises(TypeError, match="Triton CompiledKernel"):
        sim.launch(3.5, grid=[1])
    kernel = _compiled("add", "gfx942")
    scratchy = SimpleNamespace(asm=kernel.asm, metadata=SimpleNamespace(**{**kernel.metadata._asdict(),
                                                                          "global_scratch_size": 256}))
    x = torch.zeros(512)
    with pytest.raises(UnsupportedInstruction, match="256 bytes of global/profile scratch"):
        sim.launch(scratchy, grid=[1], args=[x, x, x, 512])


def test_device_print_and_assert_through_the_hostcall_buffer(rng_seed: int, capfd) -> None:
    """Triton's device_print and a failing device_assert's message are device printf: hostcalls through the
    hidden_hostcall_buffer argument and s_sendmsg MSG_INTERRUPT, which the simulated host serves
    (sim/hostcall.py). A kernel whose assert holds prints nothing and matches; one whose assert fails prints
    Triton's message on stderr and stops at its s_trap."""
    gen = torch.Generator().manual_seed(rng_seed)
    x = torch.rand(64, generator=gen)
    out = torch.full_like(x, float("nan"))
    checked = _compiled("assert", "gfx942")
    assert "hidden_hostcall_buffer" in checked.asm["amdgcn"]
    stats = sim.launch(checked, grid=[1], args=[x, out])
    torch.testing.assert_close(out, x, rtol=0, atol=0)
    assert stats.printed == []
    for arch in ("gfx942", "gfx950"):
        out.fill_(float("nan"))
        stats = sim.launch(_compiled("print", arch), grid=[1], args=[x, out])
        torch.testing.assert_close(out, x, rtol=0, atol=0)
        lines = [text for stream, text in stats.printed if stream == "stdout"]
        assert len(lines) == 64, lines[:3]
        seen = {}
        for line in lines:  # Triton's format: "pid (0, 0, 0) idx ( 5) v: 0.123456"
            m = re.fullmatch(r"pid \(0, 0, 0\) idx \(\s*(\d+)\) v: (\S+)\n", line)
            assert m, line
            seen[int(m.group(1))] = m.group(2)
        assert sorted(seen) == list(range(64))
        # %f of the f32 value promoted to double, correctly rounded to 6 digits, as Python's :f formats it (a
        # tolerance on the parsed number failed once: 5e-7 of rounding plus the parse's own f32 rounding)
        assert [seen[i] for i in range(64)] == [f"{float(v):f}" for v in x]
        assert "".join(lines) in capfd.readouterr().out
    bad = int(torch.randint(0, 64, (1,), generator=gen))
    x[bad] = -1.0
    with pytest.raises(SimFault, match="s_trap"):
        sim.launch(checked, grid=[1], args=[x, out])
    assert "device assertion failed: 'negative input'" in capfd.readouterr().err

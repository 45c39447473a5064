"""Issue 2's acceptance kernel: traced, allocated, emitted, assembled for both archs, run on the simulator."""

import pytest
import torch

from tests.asm.helpers import ARCHS, assemble, build, run
from tests.asm.kernels import even_sum  # the kernel exactly as issue 2 writes it


@pytest.mark.parametrize("arch", ARCHS)
def test_acceptance_assembles(arch):
    k = build(even_sum, arch, N=32)
    code = assemble(k)
    assert code[:4] == b"\x7fELF"
    assert f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"' in k.asm
    assert k.kernarg_size == 8 and k.sgprs >= 3 and k.vgprs >= 1


@pytest.mark.parametrize("n", [0, 1, 32, 37])
def test_acceptance_runs_on_simulator(n):
    out = torch.full((32,), -123456, dtype=torch.int32)
    run(build(even_sum, N=n), [out])
    assert out[0].item() == sum(i for i in range(n) if i % 2 == 0)
    assert (out[1:] == -123456).all()

"""torch_cdna: AMD CDNA assembly kernels for PyTorch, written in a Python JIT DSL.

Subpackages:
- ``torch_cdna.isa``: the instruction table (one record per instruction) shared by the DSL's operand checks,
  the hazard pass and the simulator's decoder.
- ``torch_cdna.asm``: the JIT DSL, its compiler passes, register allocation, emission, toolchain and cache.
- ``torch_cdna.sim``: a CDNA3/CDNA4 simulator executing gfx942/gfx950 assembly on the CPU.
- ``torch_cdna.runtime``: kernel-argument packing and the HIP launch path (hip-python, imported lazily).

``torch_cdna.set_config(**values)`` changes configuration at run time (``torch_cdna/_config.py`` lists the
variables; environment variables are read once per process). Importing this package registers the
``torch.ops.cdna.*`` ops (their kernels compile on first use) and never touches ROCm.

Example:
    >>> import torch, torch_cdna
    >>> torch.ops.cdna.rmsnorm(torch.ones(2, 8), torch.ones(8), 1e-6).shape
    torch.Size([2, 8])
"""

__version__ = "0.1.0"

_SUBPACKAGES = ("asm", "sim", "runtime", "isa", "ops", "nn", "inductor")

from . import ops  # noqa: E402 - registers torch.ops.cdna.* (cheap: no kernel compiles, no ROCm)


def __getattr__(name: str):
    """Import subpackages on first attribute access (``import torch_cdna; torch_cdna.asm.jit``)."""
    if name == "set_config":
        from ._config import set_config
        return set_config
    if name in _SUBPACKAGES:
        import importlib
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module 'torch_cdna' has no attribute {name!r}")

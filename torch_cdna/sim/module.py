"""A loaded code object on the simulator: kernels that share global variables across launches.

``sim.launch(text, ...)`` loads its assembly afresh on every call, so a kernel's global variables
(``.data``/``.bss``/``.rodata`` objects reached through ``@rel32`` or the GOT) start from their initial values
each time. On hardware they live as long as the module ``hipModuleLoadData`` loaded: a counter one launch
increments is there for the next launch, and for every kernel of the same code object. ``Module`` gives the
simulator that lifetime and the host a view of each global (``hipModuleGetGlobal``).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import torch

from .executor import launch
from .kernel_object import kernel_source
from .parse import data_object, kernel_names
from .stats import LaunchStats


class Module:
    """The kernels of one assembly file, sharing its global variables across launches.

    ``code`` is what ``sim.launch`` takes (assembly text, an object with ``.asm``, a Triton ``CompiledKernel``). ``get_global(name)`` returns a uint8 CPU tensor that
    aliases the global's storage: the host reads what launches wrote and writes what the next launch reads.

    Example:
        >>> import torch
        >>> from torch_cdna import sim
        >>> src = '''
        ... .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
        ... bump:
        ...   s_getpc_b64 s[2:3]
        ...   s_add_u32 s2, s2, counter@rel32@lo+4
        ...   s_addc_u32 s3, s3, counter@rel32@hi+12
        ...   s_load_dword s4, s[2:3], 0x0
        ...   s_waitcnt lgkmcnt(0)
        ...   s_add_u32 s4, s4, 1
        ...   s_store_dword s4, s[2:3], 0x0 glc
        ...   s_waitcnt lgkmcnt(0)
        ...   s_endpgm
        ... .amdhsa_kernel bump
        ... .end_amdhsa_kernel
        ... .amdgpu_metadata
        ... ---
        ... amdhsa.kernels:
        ...   - .name: bump
        ...     .kernarg_segment_size: 0
        ... ...
        ... .end_amdgpu_metadata
        ...   .type counter,@object
        ...   .p2align 2
        ... counter:
        ...   .long 0
        ...   .size counter, 4
        ... '''
        >>> mod = sim.Module(src)
        >>> for _ in range(3):
        ...     _ = mod.launch("bump", [1], [64])
        >>> int(mod.get_global("counter").view(torch.int32)[0])
        3
    """

    def __init__(self, code: str | Any, arch: str | None = None) -> None:
        self.code = code
        self.text = kernel_source(code).text
        self.arch = arch
        self._globals: dict[str, np.ndarray] = {}

    @property
    def kernels(self) -> list[str]:
        """Names of the kernels the assembly defines (``.amdhsa_kernel`` blocks)."""
        return kernel_names(self.text)

    def launch(self, kernel: str | None = None, grid: int | Sequence[int] = (1,), block: int | Sequence[int] | None = None,
               args: Sequence[Any] = (), **options: Any) -> LaunchStats:
        """``sim.launch`` of one of the module's kernels, with the module's globals (same ``options``)."""
        if "module_data" in options:
            raise TypeError("Module.launch passes the module's own globals; module_data= is not an option here")
        return launch(self.code, kernel, grid, block, args, arch=self.arch, module_data=self._globals, **options)

    def get_global(self, name: str) -> torch.Tensor:
        """The bytes of global variable ``name`` as a uint8 CPU tensor aliasing the module's storage."""
        if name not in self._globals:
            self._globals[name] = np.frombuffer(bytearray(data_object(self.text, name, self.arch)), dtype=np.uint8)
        return torch.from_numpy(self._globals[name])


__all__ = ["Module"]

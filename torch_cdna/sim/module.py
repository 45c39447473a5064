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

from .binary import binary_input
from .code_layout import CODE_BASE
from .elf import read_code_object
from .executor import launch
from .kernel_object import kernel_source
from .parse import data_object, kernel_names
from .stats import LaunchStats


class Module:
    """The kernels of one assembly file, sharing its global variables across launches.

    ``code`` is what ``sim.launch`` takes (assembly text, an object with ``.asm``, a Triton ``CompiledKernel``, or
    a code object: ELF bytes or a ``.co``/``.hsaco`` path). ``get_global(name)`` returns a uint8 CPU tensor that
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
        binary = binary_input(code)
        self.code = binary if binary is not None else code
        self.code_object = read_code_object(binary) if binary is not None else None
        self.text = kernel_source(code).text if binary is None else None
        self.arch = arch
        self._globals: dict[str, np.ndarray] = {}

    @property
    def kernels(self) -> list[str]:
        """Names of the kernels the module defines (``.amdhsa_kernel`` blocks, or the code object's kernels)."""
        if self.code_object is not None:
            return list(self.code_object.kernels)
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
            initial = data_object(self.text, name, self.arch) if self.text is not None else self._binary_global(name)
            self._globals[name] = np.frombuffer(bytearray(initial), dtype=np.uint8)
        return torch.from_numpy(self._globals[name])

    def _binary_global(self, name: str) -> bytes:
        """The initial bytes of data symbol ``name`` of the code object (relocated as the simulator loads it)."""
        co = self.code_object
        sym = co.symbols.get(name)
        if sym is None or sym.kind != "object" or name.endswith(".kd"):
            names = sorted(n for n, s in co.symbols.items() if s.kind == "object" and not n.endswith(".kd"))
            raise KeyError(f"the code object defines no global variable {name!r} (it defines: {names})")
        for sec in co.relocated_data(CODE_BASE):
            if sec.address <= sym.address < sec.address + max(len(sec.data), 1):
                return sec.data[sym.address - sec.address:sym.address - sec.address + sym.size]
        raise KeyError(f"global {name!r} lies in no data section of the code object")


__all__ = ["Module"]

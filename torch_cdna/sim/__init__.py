"""torch_cdna.sim: a CDNA3 (gfx942) / CDNA4 (gfx950) simulator that executes assembly text on the CPU.

``launch(code, kernel, grid, block, args)`` runs a kernel on CPU tensors and returns ``LaunchStats``
(instruction counts per class, global/LDS traffic); ``Module(code)`` keeps a code object's global variables
across launches, as a loaded HIP module does. See ``docs/architecture.md``.
"""

from .executor import launch, load_program
from .module import Module
from .stats import LaunchStats

__all__ = ["launch", "load_program", "LaunchStats", "Module"]

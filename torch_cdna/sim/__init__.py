"""torch_cdna.sim: a CDNA3 (gfx942) / CDNA4 (gfx950) simulator that executes assembly text on the CPU.

``launch(code, kernel, grid, block, args)`` runs a kernel on CPU tensors and returns ``LaunchStats``
(instruction counts per class, global/LDS traffic). See ``docs/architecture.md``.
"""

from .executor import launch, load_program
from .stats import LaunchStats

__all__ = ["launch", "load_program", "LaunchStats"]

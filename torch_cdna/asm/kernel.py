"""The compiler's input options and output record.

``CompileOptions`` is hashed into the code-object cache key, so it is a frozen dataclass of plain values.
``AsmKernel`` is what ``compile_to_asm`` returns: the complete assembly file plus the facts the runtime and
the user need (register counts, LDS size, kernel-argument layout, occupancy, a dump of each stage).

Example:
    >>> opts = CompileOptions(passes={"cse": False})
    >>> opts.enabled("cse"), opts.enabled("dce")
    (False, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from ..isa.targets import common_limit
from ..runtime.kernargs import KernArg

# Every pass the pipeline knows, in pipeline order; all on by default.
PASS_NAMES = ("remove_unreachable", "a2v", "cse", "dce", "split_arrays", "batch_kernarg_loads",
              "hide_kernarg_loads", "hide_dependencies")


@dataclass(frozen=True)
class CompileOptions:
    """Compiler switches. ``passes`` maps a pass name (see ``PASS_NAMES``) to on/off; missing names are on.

    ``hazards``: insert ``s_nop`` wait states for the hardware hazard rules (turn off only to test them).
    ``max_sgprs`` / ``max_vgprs`` / ``max_agprs``: register budgets (defaults: what the hardware allows).
    ``max_workgroup_size``: ``.max_flat_workgroup_size`` in the metadata.
    """

    passes: Mapping[str, bool] = field(default_factory=dict)
    hazards: bool = True
    max_sgprs: int = common_limit("max_sgprs")  # the ArchInfo records' limits (isa/targets.py), the same on
    max_vgprs: int = common_limit("max_vgprs")  # every supported arch: options are made before the arch is known
    max_agprs: int = common_limit("max_agprs")
    max_workgroup_size: int = 1024

    def __post_init__(self) -> None:
        unknown = set(self.passes) - set(PASS_NAMES)
        if unknown:
            raise ValueError(f"CompileOptions.passes: unknown pass(es) {sorted(unknown)}; known: {list(PASS_NAMES)}")
        # Freeze the mapping so the options stay hashable.
        object.__setattr__(self, "passes", _FrozenDict(self.passes))

    def enabled(self, name: str) -> bool:
        """Whether pass ``name`` runs."""
        if name not in PASS_NAMES:
            raise ValueError(f"unknown pass {name!r}; known: {list(PASS_NAMES)}")
        return bool(self.passes.get(name, True))

    def key(self) -> str:
        """A stable text form for cache keys."""
        passes = ",".join(f"{k}={int(self.enabled(k))}" for k in PASS_NAMES)
        return (f"passes[{passes}];hazards={int(self.hazards)};sgpr={self.max_sgprs};vgpr={self.max_vgprs};"
                f"agpr={self.max_agprs};wg={self.max_workgroup_size}")


class _FrozenDict(dict):
    """A dict that is hashable and refuses mutation (for frozen dataclass fields)."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items())))

    def _readonly(self, *args, **kwargs):
        raise TypeError("CompileOptions.passes is read-only; build a new CompileOptions instead")

    __setitem__ = __delitem__ = update = pop = clear = setdefault = popitem = _readonly  # type: ignore[assignment]


@dataclass(frozen=True)
class AsmKernel:
    """A compiled DSL kernel: the assembly file and its resource usage."""

    name: str
    arch: str
    asm: str
    kernargs: list[KernArg]
    kernarg_size: int
    sgprs: int
    vgprs: int
    agprs: int
    lds_bytes: int
    occupancy: int
    stages: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    def __hash__(self) -> int:
        return hash((self.name, self.arch, self.asm))

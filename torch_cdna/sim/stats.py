"""``LaunchStats``: the simulator's performance counters for one launch."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CLASSES = ("salu", "valu", "mfma", "vmem_load", "vmem_store", "smem", "lds", "branch", "waitcnt_nop", "other")


@dataclass
class LaunchStats:
    """Dynamic instruction counts (per wave executed) by class, memory traffic and launch shape.

    ``lane_instructions`` counts instructions times the waves' 64 lanes (the simulator's throughput unit).

    Global memory traffic, two ways (neither counts the kernarg segment or the dispatch packet):

    - ``global_bytes_read`` / ``global_bytes_written``: every access's bytes, so a byte read by two
      workgroups counts twice (the traffic the caches see, like L2 requests);
    - ``global_unique_bytes_read`` / ``global_unique_bytes_written``: the distinct bytes of the launch's tensors
      read / written at least once, the DRAM footprint under an ideal cache. ``unique <= total`` always; a
      kernel that reads a weight vector once per workgroup has total > unique and unique == the minimum.
    """

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CLASSES, 0))
    global_bytes_read: int = 0
    global_bytes_written: int = 0
    global_unique_bytes_read: int = 0
    global_unique_bytes_written: int = 0
    lds_bytes: int = 0
    waves: int = 0
    workgroups: int = 0
    steps: int = 0
    warnings: list[str] = field(default_factory=list)
    printed: list[tuple[str, str]] = field(default_factory=list)  # device printf: (stream, text) per call
    mnemonics: dict[str, int] = field(default_factory=dict)
    timing: Any = None  # launch(..., timing="mi300x"): the sim.timing.TimingReport of the predicted time

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def lane_instructions(self) -> int:
        return self.total * 64

    @property
    def memory_instructions(self) -> int:
        return self.counts["vmem_load"] + self.counts["vmem_store"] + self.counts["smem"] + self.counts["lds"]

    def __getattr__(self, name: str) -> int:
        counts = self.__dict__.get("counts", {})
        if name in counts:
            return counts[name]
        raise AttributeError(name)

    def summary(self) -> str:
        parts = [f"{k}={v}" for k, v in self.counts.items() if v]
        return (f"{self.workgroups} workgroups, {self.waves} waves, {self.total} instructions ({', '.join(parts)}); "
                f"global read {self.global_bytes_read} B, written {self.global_bytes_written} B, "
                f"LDS {self.lds_bytes} B")

"""Predicted time: a cycle-approximate model of a CDNA GPU replaying what the functional simulator executed.

``sim.launch(..., timing="mi300x")`` records each simulated wave's instruction stream (``trace.py``), replays
the waves of a compute unit on the CU model (``engine.py``: issue rules, units, memory queues, counters,
barriers) with each instruction's costs (``static.py``) and the GPU's parameters (``isa/targets.py``), and
extends the result to the whole chip (``model.py``: occupancy, dispatch, sampling, bandwidth, clock).
The result is ``stats.timing``, a ``TimingReport``. Method and validation: ``docs/timing-model.md``.
"""

from .model import SAMPLE_MODES, Plan, TimingReport, occupancy, plan, predict
from .trace import TraceRecorder, WaveTrace

__all__ = ["SAMPLE_MODES", "Plan", "TimingReport", "TraceRecorder", "WaveTrace", "occupancy", "plan", "predict"]

"""The simulator's fast path for batches of one wave: compiled basic blocks, memoised hazard verdicts, and
statistics counted per block, with every check of the general executor kept exact.

``run_single_wave`` replaces the executor's scheduling loop when a batch holds a single wave (the executor
decides; ``TORCH_CDNA_SIM_FASTPATH=0`` turns this off). Per block (``sim/blocks.py``):

- hazards: the verdict and the history a block leaves depend only on the history it is entered with
  (``hazards.BlockHazards``), so each (block, entry signature) is checked once per program. A block that
  breaks a rule runs instruction by instruction through ``HazardChecker.issue``, which raises exactly where
  the executor would;
- sanitizers: the block's specialised lines run only when the semantics' sanitizer calls would be no-ops or
  only mark rows written (no memory operation outstanding, every row they read first already written); then
  they mark the rows they write themselves. Otherwise the registered semantics run and make those calls, as do
  all instructions without a specialised form;
- statistics: executions are counted per block and added to ``LaunchStats`` at the end, in the order the
  executor would have first met each instruction; the step limit falls back to single steps near its end;
- the time limit (``sim/limits.py``): the clock is read between blocks once ``_CLOCK_STEPS`` steps have
  passed since the last look, and a self-loop repeats at most that many steps per call;
- self-loops: a block that branched back to itself, quiet, with a hazard signature that is a fixed point of
  the block, repeats in place (``loop``) until it exits or the step limit nears: each repetition would get
  the same verdicts as the one before.

Example:
    >>> import torch
    >>> from torch_cdna import sim
    >>> src = '''
    ... .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
    ... k:
    ...   s_load_dwordx2 s[2:3], s[0:1], 0x0
    ...   s_mov_b32 s4, 0
    ... .Lloop:
    ...   s_add_u32 s4, s4, 3
    ...   s_cmp_lt_u32 s4, 30
    ...   s_cbranch_scc1 .Lloop
    ...   s_waitcnt lgkmcnt(0)
    ...   s_store_dword s4, s[2:3], 0x0
    ...   s_waitcnt lgkmcnt(0)
    ...   s_endpgm
    ... .amdhsa_kernel k
    ...   .amdhsa_user_sgpr_kernarg_segment_ptr 1
    ... .end_amdhsa_kernel
    ... .amdgpu_metadata
    ... ---
    ... amdhsa.kernels:
    ...   - .args:
    ...       - .offset: 0
    ...         .size: 8
    ...         .value_kind: global_buffer
    ...     .kernarg_segment_size: 8
    ...     .name: k
    ... ...
    ... .end_amdgpu_metadata
    ... '''
    >>> out = torch.zeros(1, dtype=torch.int32)
    >>> stats = sim.launch(src, "k", [1], [64], [out])
    >>> int(out[0]), stats.counts["salu"], stats.counts["branch"]
    (30, 21, 11)
"""

from __future__ import annotations

import sys
from typing import Any, Callable

import numpy as np

from ..errors import SimFault
from . import native
from .barriers import release_arrived
from .blocks import BlockCode, FastProgram
from .fastops import fp_ignore_hooks
from .hazards import BlockHazards, HazardChecker
from .limits import RunLimits
from .semantics.vcommon import denorm_mode
from .state import bits_to_mask
from .stats import LaunchStats

_ALL = slice(None)
# Steps between two looks at the clock. A fast step costs ~0.1-1 us, a look ~0.1 us: every 4096 steps is
# free, and a deadline is overshot by a few milliseconds.
_CLOCK_STEPS = 4096


class _Env:
    """What the generated blocks of one launch bind: views of the wave's registers and helpers."""

    def __init__(self, b: Any, prog: Any) -> None:
        self.b, self.san, self.np, self.ALL, self.I = b, b.sanitizer, np, _ALL, prog.instrs
        self.S = memoryview(b.s[0])  # SGPRs as Python ints, read and written in place
        self.SC = memoryview(b.scc)
        self.DN = memoryview(b.done)
        self.V = [b.v[i, 0] for i in range(b.v.shape[0])]
        # scratch of the fast v_fma_f32 (fastvalu._fma)
        self.P64, self.B1, self.B2 = (np.empty(64, dtype=np.float64) for _ in range(3))
        self.TU32, self.TB = np.empty(128, dtype=np.uint32), np.empty(128, dtype=bool)
        self.TB16 = self.TB.view(np.uint16)  # per lane: nonzero when either of its words is flagged
        self.N1, self.N2 = np.empty(64, dtype=bool), np.empty(64, dtype=bool)  # per lane: inexact
        self.N16 = np.empty(64, dtype=np.uint16)  # per lane: flagged and inexact
        self.FMASK, self.FSUB, self.FTHR = (np.array(_f64_words(lo, hi) * 64, dtype=np.uint32) for lo, hi in
                                            ((0x1FFFFFFF, 0x7FF00000), (0x10000000, 0x00100000), (1, 0x38000000)))
        self.FPSET, self.FPRESET, self.FPIGN = fp_ignore_hooks()
        self.FmaF32 = native.FmaF32  # the compiled fma (blocks built with native.enabled() call it)
        self.denorm_mode = denorm_mode  # the semantics' own reading of the float mode (blocks test it)
        self.T32, self.T32B, self.TBL = np.empty(64, np.uint32), np.empty(64, np.uint32), np.empty(64, bool)
        self.lane_bits = _lane_bits
        masks: dict[tuple[int, int], np.ndarray] = {}

        def exec_mask(lo: int, hi: int) -> np.ndarray:
            m = masks.get((lo, hi))
            if m is None:
                m = masks[(lo, hi)] = bits_to_mask(np.array([lo]), np.array([hi]))[0]
                m.setflags(write=False)
            return m

        def after_control() -> int:
            """The executor's handling after a control instruction, for one wave: release a barrier."""
            if b.waiting.any():
                release_arrived(b, 1, 1)
            return -1 if b.done[0] else int(b.pc[0])

        self.XM, self.CTL = exec_mask, after_control


def _lane_bits(mask: np.ndarray) -> int:
    """A (64,) bool lane mask as the 64-bit integer ``WaveBatch.write_lane_mask`` stores."""
    return int(np.packbits(mask, bitorder="little").view("<u8")[0])


def _f64_words(lo: int, hi: int) -> list[int]:
    """The two uint32 words of one float64 in memory order."""
    return [lo, hi] if sys.byteorder == "little" else [hi, lo]


class _Live:
    """A block in one launch: its functions over this launch's registers, executions, checks, hazard memo."""

    __slots__ = ("code", "run", "loop", "rk", "marked", "execs", "hz", "n", "start")

    def __init__(self, code: BlockCode, env: _Env, bh: BlockHazards) -> None:
        self.code, self.n, self.execs, self.start = code, code.n, 0, code.start
        self.marked = False  # the rows its fast lines write are marked written (after one complete run)
        rk = self.rk = [False] * len(code.reads)  # per run of fast lines: the rows it reads first are written
        full_s, full_v = env.san.full["s"], env.san.full["v"]

        def rows_written(r: int) -> bool:  # rows stay written, so a True is kept
            s_rows, v_rows = code.reads[r]
            ok = rk[r] = full_s.issuperset(s_rows) and full_v.issuperset(v_rows)
            return ok

        self.run, self.loop = code.make(env, code.consts, rk, rows_written)
        self.hz = bh.table(code.start)


def run_single_wave(prog: Any, b: Any, hazards: HazardChecker, stats: LaunchStats, limits: RunLimits) -> None:
    """Run the one wave of batch ``b`` to ``s_endpgm`` (the executor's loop for one wave, block by block)."""
    fp, bh = FastProgram.of(prog, b.nv), BlockHazards.of(prog)
    env = _Env(b, prog)
    san = b.sanitizer
    live: dict[int, _Live] = {}
    order: list[_Live] = []

    def forget_written() -> None:
        """A return made rows unwritten again (``Sanitizer.on_return``): blocks re-check the rows they read and
        mark the rows they write on their next run."""
        for block in order:
            block.marked = False
            block.rk[:] = [False] * len(block.rk)
    san.on_unwrite.append(forget_written)
    sid = bh.intern(hazards.signature())
    steps, pc, n_instrs = b.step_count, int(b.pc[0]), len(prog.instrs)
    max_steps = limits.max_steps
    clock_at = steps + _CLOCK_STEPS
    while pc >= 0:
        if steps >= clock_at:
            if limits.expired():
                raise limits.time_error(prog.instrs, [pc], [int(b.global_wave_id[0])])
            clock_at = steps + _CLOCK_STEPS
        lv = live.get(pc)
        if lv is None:
            if pc >= n_instrs:
                raise SimFault("a wave ran past the last instruction without s_endpgm", kernel=prog.name, pc=pc)
            lv = live[pc] = _Live(fp.block(pc), env, bh)
            order.append(lv)
        nxt = lv.hz.get(sid)
        if nxt is None:
            nxt = bh.transfer(lv.code.start, lv.code.indices, sid)
        if nxt < 0 or steps + lv.n > max_steps:  # a hazard to report, or the step limit: single steps
            b.step_count = steps
            hazards.load_signature(bh.sig(sid))
            pc = _exact(prog, b, hazards, lv.code.indices, limits, env.CTL)
            sid, steps = bh.intern(hazards.signature()), b.step_count
        else:
            q = not san.outstanding
            if lv.marked:
                pc = lv.run(False, steps)
            else:
                epoch = san.unwrite_epoch
                pc = lv.run(True, steps)
                lv.marked = epoch == san.unwrite_epoch  # not if a return in it unwrote rows it had marked
            steps += lv.n
            if pc == lv.start and nxt == sid and q and lv.loop is not None and all(lv.rk):
                # a self-loop whose hazard history is a fixed point, quiet: repeat it in place
                limit = min(max_steps - steps, _CLOCK_STEPS) // lv.n
                if limit > 0:
                    pc, its = lv.loop(limit, steps)
                    steps += its * lv.n
                    lv.execs += its
            sid = nxt
        lv.execs += 1
    b.step_count = steps
    hazards.load_signature(bh.sig(sid))
    _count(stats, order, prog.instrs)


def _exact(prog: Any, b: Any, hazards: HazardChecker, indices: list[int], limits: RunLimits,
           after_control: Callable[[], int]) -> int:
    """One block, instruction by instruction exactly as the executor's lockstep loop runs one wave."""
    instrs = prog.instrs
    for idx in indices:
        ins = instrs[idx]
        b.select(_ALL, ins)
        hazards.issue(b, ins)
        extra = ins.extra
        if extra.get("reads_pc", True):
            b.pc[0] = idx + 1
        ins.fn(b, ins)
        b.step_count += 1
        if extra.get("control", True):
            waiting = bool(b.waiting.any())
            nxt = after_control()
            reported = idx if waiting or nxt < 0 else nxt  # the pc the executor names in its step-limit error
        else:
            nxt = reported = idx + 1
        if b.step_count > limits.max_steps:
            raise limits.step_error(reported)
    return nxt


def _count(stats: LaunchStats, order: list[_Live], instrs: list[Any]) -> None:
    """Add the blocks' executions to the statistics, instructions in the order they first ran (so the
    ``mnemonics`` dict gets its keys in the executor's order)."""
    per_ins: dict[int, int] = {}
    for lv in order:
        if lv.execs:
            for i in lv.code.indices:
                per_ins[i] = per_ins.get(i, 0) + lv.execs
    counts, mnemonics = stats.counts, stats.mnemonics
    for i, n in per_ins.items():
        ins = instrs[i]
        counts[ins.klass] += n
        mnemonics[ins.mnemonic] = mnemonics.get(ins.mnemonic, 0) + n


__all__ = ["run_single_wave"]

"""Run-time checkers that find bugs the hardware would not report: reads of registers whose memory load has
not been waited for (``s_waitcnt``), writes racing an outstanding load, and reads of never-written registers.

Counter model (CDNA3 ISA, "Data dependency resolution"): vector memory operations complete in issue order
(``vmcnt``); LDS operations complete in order among themselves, while scalar memory loads may return out of
order, so an SMEM result is only guaranteed after ``lgkmcnt(0)``. Results are written at issue time (the
values are right); what this module tracks is whether the program *waited* as the hardware requires.

Missing-wait findings are errors (the program is wrong on hardware); uninitialised reads are warnings unless
strict mode is on (compilers legitimately read undefined registers, e.g. for unused lanes).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import SanitizerError

KIND_VM, KIND_LDS, KIND_SMEM = 1, 2, 3
_KIND_NAMES = {KIND_VM: "vector memory (vmcnt)", KIND_LDS: "LDS (lgkmcnt)", KIND_SMEM: "scalar memory (lgkmcnt(0))"}
_KINDS = {"vm": KIND_VM, "lds": KIND_LDS, "smem": KIND_SMEM}
CALLEE_SAVED_FROM = 32  # the first VGPR / AGPR a callee may save and restore (see Sanitizer.on_call)
LAST_ADDRESSABLE_SGPR = 101  # s102+ are flat_scratch, xnack_mask, vcc, ttmp, m0, exec


# Findings about *when* results arrive, which the simulator computes as if they had arrived (loads are written at
# issue, every write is visible to the next instruction): a wait-state hazard, a read of a load not yet waited for.
# ``launch(..., hazards="warn")`` reports them in ``stats.warnings`` and runs on with those values; an overwrite
# racing an outstanding load ("waw") stays an error (the late load would clobber the new value on hardware).
TIMING_KINDS = frozenset({"hazard", "waitcnt"})
HAZARD_MODES = ("error", "warn")


def check_hazard_mode(hazards: str) -> str:
    """``hazards`` if it is one of ``HAZARD_MODES``; ValueError naming the choices otherwise."""
    if hazards not in HAZARD_MODES:
        raise ValueError(f"hazards must be one of {HAZARD_MODES}, got {hazards!r}")
    return hazards


@dataclass
class _CallFrame:
    """One wave's call in progress: the instruction index it returns to, and its registers' values and written
    flags at the call."""

    return_to: int
    s: np.ndarray
    v: np.ndarray
    written_s: np.ndarray
    written_v: np.ndarray


class Sanitizer:
    """Per-batch bookkeeping of written registers and outstanding memory operations."""

    def __init__(self, num_waves: int, num_vrows: int, nv: int, strict: bool, hazards: str = "error") -> None:
        self.strict = strict
        self.hazards = check_hazard_mode(hazards)
        self.nv = nv
        self.written = {"s": np.zeros((num_waves, 128), dtype=bool), "v": np.zeros((num_waves, num_vrows), dtype=bool)}
        self.pend_seq = {"s": np.zeros((num_waves, 128), dtype=np.int64),
                         "v": np.zeros((num_waves, num_vrows), dtype=np.int64)}
        self.pend_kind = {"s": np.zeros((num_waves, 128), dtype=np.int8),
                          "v": np.zeros((num_waves, num_vrows), dtype=np.int8)}
        self.issued = np.zeros((4, num_waves), dtype=np.int64)
        self.retired = np.zeros((4, num_waves), dtype=np.int64)
        self.outstanding = 0
        self.warnings: list[str] = []
        self._seen: set[tuple[str, int]] = set()
        # O(1) filters in front of the per-wave arrays (the arrays stay the truth):
        # rows every wave of the batch has written (writes with a slice selection), and, per kind, rows that
        # may hold a not-yet-waited-for result (dropped once that kind has fully retired in every wave)
        self.full = {"s": set(), "v": set()}
        self.pend_rows = {f: {KIND_VM: set(), KIND_LDS: set(), KIND_SMEM: set()} for f in ("s", "v")}
        # and per row and kind, the highest issue number any wave recorded for it, against the lowest retired
        # count over all waves: a row whose loads every wave has waited for needs no per-wave check (waves of
        # a batch mostly run in lockstep, where this settles every read after an s_waitcnt)
        self.row_seq = {"s": {k: [0] * 128 for k in (KIND_VM, KIND_LDS, KIND_SMEM)},
                        "v": {k: [0] * num_vrows for k in (KIND_VM, KIND_LDS, KIND_SMEM)}}
        self.min_retired = {KIND_VM: 0, KIND_LDS: 0, KIND_SMEM: 0}
        # calls in progress per wave (on_call / on_return), and what must forget cached "rows are written"
        # verdicts when a return makes rows unwritten again (the one-wave fast path registers itself)
        self.frames: dict[int, list[_CallFrame]] = {}
        self.unwrite_epoch = 0
        self.on_unwrite: list = []

    @staticmethod
    def _file(file: str) -> str:
        return "s" if file == "s" else "v"

    def _report(self, b, kind: str, message: str, error: bool) -> None:
        ins = b.ins
        key = (kind, ins.index if ins else -1)
        if key in self._seen:
            return
        self._seen.add(key)
        if self.hazards == "warn" and kind in TIMING_KINDS:  # the caller chose to run on and be told
            self.warnings.append(f"timing: {message} at #{ins.index}: {ins.text}" if ins else f"timing: {message}")
            return
        if error or self.strict:
            raise SanitizerError(message, pc=ins.index if ins else None, line=ins.text if ins else None,
                                 source=ins.source if ins else None,
                                 wave=int(b.global_wave_id[b.w][0]) if b.k else None)
        self.warnings.append(f"{message} at #{ins.index}: {ins.text}" if ins else message)

    def on_hazard(self, b, message: str, wave: int | None = None) -> None:
        """A wait-state hazard (``sim/hazards.py``) in global wave ``wave``: an error, the code is wrong on
        hardware by the documents (a warning with ``hazards="warn"``)."""
        ins = b.ins
        if self.hazards == "warn":
            self._report(b, "hazard", message, error=True)
            return
        raise SanitizerError(message, pc=ins.index if ins else None, line=ins.text if ins else None,
                             source=ins.source if ins else None,
                             wave=wave if wave is not None else int(b.global_wave_id[b.w][0]) if b.k else None)

    def on_hazard_effect(self, b, message: str) -> None:
        """A wait-state violation whose modelled effect (``torch_cdna.isa.hazards.EFFECTS``) leaves the result
        unchanged: a warning in the launch's ``stats.warnings`` (once per instruction), an error in strict
        mode."""
        self._report(b, "hazard", message, error=False)

    def mark_written(self, w, file: str, start: int, n: int) -> None:
        f = self._file(file)
        self.written[f][w, start:start + n] = True
        if isinstance(w, slice) and w == slice(None):
            self.full[f].update(range(start, start + n))

    def on_call(self, b, return_to: np.ndarray) -> None:
        """A call (``s_swappc_b64``) by the selected waves of batch ``b``, returning to instruction indices
        ``return_to`` (one per selected wave). A callee
        copies registers whatever they hold: its prologue saves the callee-saved ones (VGPRs/AGPRs from 32 on
        in LLVM's interleaved sets, whole-wave, and SGPRs from s32 on) and its epilogue restores them, and it
        forwards the ABI's special inputs (dispatch and queue pointers, workgroup ids, ... in SGPRs) to its own
        callees, set by the kernel or not. Those copies are no use of a value, but the sanitizer cannot tell
        them from uses, so from a call on every SGPR and every VGPR/AGPR from 32 on counts as written (reads of
        never-written argument VGPRs are still reported), until the matching return (``on_return``)."""
        waves = np.arange(self.written["s"].shape[0])[b.w].reshape(-1)
        for wave, ret in zip(waves.tolist(), np.broadcast_to(return_to, waves.shape).tolist()):
            self.frames.setdefault(wave, []).append(_CallFrame(
                return_to=int(ret), s=b.s[wave].copy(), v=b.v[:, wave].copy(),
                written_s=self.written["s"][wave].copy(), written_v=self.written["v"][wave].copy()))
        self.mark_written(b.w, "s", 0, LAST_ADDRESSABLE_SGPR + 1)
        rows = self.written["v"].shape[1]
        for first, end in ((CALLEE_SAVED_FROM, self.nv), (self.nv + CALLEE_SAVED_FROM, rows)):
            if end > first:
                self.mark_written(b.w, "v", first, end - first)

    def on_return(self, b) -> None:
        """An ``s_setpc_b64`` by the selected waves of ``b`` (pc already moved). Where it lands on the return
        address of a wave's innermost call, the call is over: a callee-saved register (SGPR from s32 on,
        VGPR/AGPR from 32 on) that holds the value it held at the call was preserved (untouched, or saved and
        restored by the callee), so it is written exactly when it was before the call; a read of a
        never-written one after the call is reported again. A register whose value changed keeps counting as
        written (the ABI's result registers are below 32)."""
        unwritten = False
        for wave in np.arange(self.written["s"].shape[0])[b.w].reshape(-1).tolist():
            stack = self.frames.get(wave)
            if not stack or stack[-1].return_to != int(b.pc[wave]):
                continue
            frame = stack.pop()
            keep_s = (b.s[wave] == frame.s)
            keep_s[:CALLEE_SAVED_FROM] = False
            keep_s[LAST_ADDRESSABLE_SGPR + 1:] = False
            keep_v = (b.v[:, wave] == frame.v).all(axis=1)
            keep_v[:CALLEE_SAVED_FROM] = False
            keep_v[self.nv:self.nv + CALLEE_SAVED_FROM] = False
            for f, keep, before in (("s", keep_s, frame.written_s), ("v", keep_v, frame.written_v)):
                lost = np.flatnonzero(keep & ~before)
                if lost.size:
                    self.written[f][wave, lost] = False
                    self.full[f].difference_update(int(r) for r in lost)
                    unwritten = True
        if unwritten:
            self.unwrite_epoch += 1
            for forget in self.on_unwrite:
                forget()

    def _maybe_pending(self, f: str, start: int, n: int) -> bool:
        rows = self.pend_rows[f]
        for kind_rows in rows.values():
            if kind_rows:
                for r in range(start, start + n):
                    if r in kind_rows:
                        return True
        return False

    def _maybe_late(self, f: str, start: int, n: int) -> bool:
        """Whether some wave may not have waited for a load into rows [start, start+n) (False is exact: every
        wave's issue number for those rows is at most the lowest retired count of their kind)."""
        for kind, kind_rows in self.pend_rows[f].items():
            if kind_rows and any(r in kind_rows for r in range(start, start + n)):
                seq = self.row_seq[f][kind]
                if max(seq[start:start + n]) > self.min_retired[kind]:
                    return True
        return False

    def _reg_name(self, file: str, row: int) -> str:
        if file == "s":
            return f"s{row}"
        return f"v{row}" if row < self.nv else f"a{row - self.nv}"

    def _first_late(self, b, f: str, start: int, n: int) -> tuple[int, int] | None:
        """(register offset, counter kind) of the first of rows [start, start+n) whose load the waves ``b.w``
        have not yet waited for, or None."""
        kinds = self.pend_kind[f][b.w, start:start + n]
        if not kinds.any():
            return None
        seq = self.pend_seq[f][b.w, start:start + n]
        late = np.zeros(kinds.shape, dtype=bool)
        for kind in (KIND_VM, KIND_LDS, KIND_SMEM):
            late |= (kinds == kind) & (seq > self.retired[kind][b.w][:, None])
        if not late.any():
            return None
        wave, col = np.argwhere(late)[0]
        return int(col), int(kinds[wave, col])

    def on_read(self, b, file: str, start: int, n: int) -> None:
        f = "s" if file == "s" else "v"
        full = self.full[f]
        pending = self.outstanding and self._maybe_late(f, start, n)
        if not pending and start in full and (n == 1 or all(r in full for r in range(start + 1, start + n))):
            return
        if pending:
            late = self._first_late(b, f, start, n)
            if late is not None:
                col, kind = late
                self._report(b, "waitcnt", f"missing s_waitcnt: {self._reg_name(f, start + col)} is read while "
                             f"its {_KIND_NAMES[kind]} load is still outstanding", error=True)
        if not self.written[f][b.w, start:start + n].all():
            self._report(b, "uninit", f"read of never-written register(s) starting at {self._reg_name(f, start)}",
                         error=False)

    def on_write(self, b, file: str, start: int, n: int) -> None:
        f = "s" if file == "s" else "v"
        whole = b.w.__class__ is slice
        if self.outstanding and self._maybe_pending(f, start, n):
            if self._maybe_late(f, start, n) and self.pend_kind[f][b.w, start:start + n].any():
                late = self._first_late(b, f, start, n)
                if late is not None:
                    self._report(b, "waw", f"missing s_waitcnt: {self._reg_name(f, start + late[0])} is overwritten "
                                 f"while a load into it is still outstanding", error=True)
                self.pend_kind[f][b.w, start:start + n] = 0
                if whole:
                    for kind_rows in self.pend_rows[f].values():
                        kind_rows.difference_update(range(start, start + n))
        full = self.full[f]
        if whole and start in full and (n == 1 or all(r in full for r in range(start + 1, start + n))):
            return
        self.written[f][b.w, start:start + n] = True
        if whole:
            full.update(range(start, start + n))

    def on_issue(self, b, kind_name: str, file: str | None, start: int, n: int) -> None:
        """A memory operation was issued; its destination registers (if any) become pending."""
        kind = _KINDS[kind_name]
        self.issued[kind][b.w] += 1
        self.outstanding += 1
        if file is not None and n:
            f = self._file(file)
            issued = self.issued[kind][b.w]
            self.pend_seq[f][b.w, start:start + n] = issued[:, None]
            self.pend_kind[f][b.w, start:start + n] = kind
            self.pend_rows[f][kind].update(range(start, start + n))
            top = int(issued.max()) if issued.size else 0
            seq = self.row_seq[f][kind]
            for r in range(start, start + n):
                if seq[r] < top:
                    seq[r] = top

    def on_waitcnt(self, b, vm: int, lgkm: int) -> None:
        w = b.w
        self.retired[KIND_VM][w] = np.maximum(self.retired[KIND_VM][w], self.issued[KIND_VM][w] - vm)
        self.retired[KIND_LDS][w] = np.maximum(self.retired[KIND_LDS][w], self.issued[KIND_LDS][w] - lgkm)
        if lgkm == 0:
            self.retired[KIND_SMEM][w] = self.issued[KIND_SMEM][w]
        for kind in (KIND_VM, KIND_LDS, KIND_SMEM):
            self.min_retired[kind] = int(self.retired[kind].min()) if self.retired[kind].size else 0
            if (self.pend_rows["s"][kind] or self.pend_rows["v"][kind]) and \
                    (self.retired[kind] >= self.issued[kind]).all():
                self.pend_rows["s"][kind].clear()  # every result of this kind has been waited for
                self.pend_rows["v"][kind].clear()
        if (self.retired >= self.issued).all():
            self.outstanding = 0

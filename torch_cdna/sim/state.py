"""Register state of a batch of waves and typed operand access for instruction semantics.

All waves of a batch live in arrays with a wave axis: SGPRs ``s[W, 128]`` (special registers at their
ISA encodings: vcc 106-107, m0 124, exec 126-127), VGPRs and AccVGPRs ``v[NV + NA, W, 64]`` (register-major;
AccVGPR ``a[i]`` is row ``NV + i``), ``scc[W]``, ``pc[W]``. An instruction executes on the subset ``w`` of waves whose PC is at
it; semantic functions read and write operands only through ``WaveBatch`` methods, which apply EXEC masking,
operand modifiers, constant materialisation and the sanitizers' bookkeeping in one place.

Types are spelled as in mnemonics: ``u32 i32 f32 b32 u64 i64 f64 b64 u16 i16 f16 b16 bf16``.
"""

from __future__ import annotations

import ctypes
import sys
from typing import TYPE_CHECKING, Any

import numpy as np

from .. import _config
from ..errors import SimFault, UnsupportedInstruction
from .operand_mods import transform_dest, transform_source
from .operands import EXEC, VCC, Aperture, Const, Instr, Label, Off, Reg, StatusBit
from .value_types import LANES, NP_TYPES, WIDTH

if TYPE_CHECKING:  # annotations only: these modules sit above state.py
    from .lds_race import LdsRaceDetector
    from .private import PrivateMemory
    from .semantics.modes import WaveModes

_XFORM_SUFFIXES = ("_dpp", "_sdwa")  # encodings whose operands operand_mods.py transforms
_LANE_BITS = np.arange(32, dtype=np.uint32)


_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # glibc mallopt parameters
_allocator_tuned = False


def keep_freed_memory() -> None:
    """Let glibc keep freed blocks of up to 32 MiB for reuse (once per process; Linux/glibc only). Opt-in
    (``sim_keep_freed_memory``, ``TORCH_CDNA_SIM_KEEP_FREED_MEMORY=1``): ``WaveBatch`` calls this only when it
    is on, since mallopt changes the allocator of the whole process, not only the simulator's.

    The simulator's numpy temporaries are 0.1-8 MiB arrays allocated and freed per instruction. By default
    glibc serves such sizes with fresh mmaps (or trims the heap top after frees), so every reuse page-faults
    the memory in again (in a VM, ~20% of a memory-bound launch went to page faults and their zeroing). The
    values set here (mmap threshold 32 MiB, trim threshold 64 MiB) are the ones glibc's own dynamic threshold
    converges to in a process that frees 32 MiB blocks; memory freed below them stays in the process heap."""
    global _allocator_tuned
    if _allocator_tuned:
        return
    _allocator_tuned = True
    if not sys.platform.startswith("linux"):
        return
    try:
        mallopt = ctypes.CDLL(None).mallopt  # absent from non-glibc C libraries (e.g. musl)
    except (OSError, AttributeError):
        return
    mallopt(_M_MMAP_THRESHOLD, 32 << 20)
    mallopt(_M_TRIM_THRESHOLD, 64 << 20)


def bits_to_mask(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """(k,) uint32 low/high halves of a 64-bit lane mask -> (k, 64) bool."""
    bits = np.stack([np.asarray(lo, dtype=np.uint32), np.asarray(hi, dtype=np.uint32)], axis=1).astype("<u4")
    return np.unpackbits(bits.view(np.uint8), axis=1, bitorder="little").view(bool)


def mask_to_bits(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(k, 64) bool -> (low, high) uint32 halves."""
    words = np.packbits(np.asarray(mask, dtype=bool), axis=1, bitorder="little").view("<u4")
    return words[:, 0].astype(np.uint32), words[:, 1].astype(np.uint32)


def _const_bits(c: Const, ty: str) -> int | float:
    """Materialise a constant for an operand of type ``ty`` as a value of that numpy type."""
    v = c.value
    if isinstance(v, float):
        if ty in ("f32", "f64", "f16"):
            val = float(NP_TYPES[ty](v))
        elif ty == "bf16":
            val = float(np.float32(v))
            bits = int(np.array(val, dtype=np.float32).view(np.uint32)) >> 16
            return bits
        else:  # a float constant used by an integer op: its f32 bit pattern (64-bit ops: f64 pattern)
            if WIDTH[ty] == 8:
                return int(np.array(v, dtype=np.float64).view(np.uint64))
            if WIDTH[ty] == 2:
                return int(np.array(v, dtype=np.float16).view(np.uint16))
            return int(np.array(v, dtype=np.float32).view(np.uint32))
        if c.abs:
            val = abs(val)
        return -val if c.neg else val
    # integer constant: a bit pattern for float types
    if ty == "f64":
        bits = (v & 0xFFFFFFFF) << 32 if c.literal else v & 0xFFFFFFFFFFFFFFFF
        val = float(np.array(bits, dtype=np.uint64).view(np.float64))
    elif ty in ("f32", "f16"):
        width_mask = 0xFFFFFFFF if ty == "f32" else 0xFFFF
        storage = np.uint32 if ty == "f32" else np.uint16
        val = float(np.array(v & width_mask, dtype=storage).view(NP_TYPES[ty]))
    else:
        return v
    if c.abs:
        val = abs(val)
    return -val if c.neg else val


class WaveBatch:
    """Architectural state of a batch of waves, and the operand-access API semantics use.

    Every field is declared here (``__slots__``): the executor fills the launch's fields after construction,
    semantics create their lazily built helpers (``lds_race``, ``wave_modes``) in fields that start as None,
    and assigning any other attribute raises ``AttributeError``, so the state a batch carries is this list.

    Example:
        >>> b = WaveBatch(2, num_vgprs=4, num_agprs=0, lds_bytes=0, num_groups=1, arch="gfx942")
        >>> b.v.shape, b.waiting.tolist(), b.step_count
        ((4, 2, 64), [False, False], 0)
        >>> b.exec_masks = None
        Traceback (most recent call last):
        ...
        AttributeError: 'WaveBatch' object has no attribute 'exec_masks'
    """

    # registers and per-wave control state
    arch: str
    nv: int  # VGPRs per wave (rows 0..nv-1 of v)
    na: int  # AccVGPRs per wave (rows nv.. of v)
    nw: int  # waves in the batch
    s: np.ndarray  # (W, 128) uint32 SGPRs and special registers
    v: np.ndarray  # (nv + na, W, 64) uint32 VGPRs, then AccVGPRs
    scc: np.ndarray  # (W,) bool
    pc: np.ndarray  # (W,) int64 instruction index
    done: np.ndarray  # (W,) bool: executed s_endpgm
    waiting: np.ndarray  # (W,) bool: at s_barrier, waiting for its workgroup (sim/barriers.py)
    clock: np.ndarray  # (W,) int64 issue turns used, compared within a workgroup (sim/wave_order.py)
    lds: np.ndarray  # (groups, bytes) uint8: each workgroup's LDS
    # where each wave belongs
    group_of_wave: np.ndarray  # (W,) int64 workgroup index within the batch
    global_wave_id: np.ndarray  # (W,) int64 wave id within the launch
    wave_groups: np.ndarray | None  # (W, 3) workgroup coordinates of each wave (faults name them)
    # the launch's program and memory
    modes: dict[str, int]  # the kernel descriptor's fields, MODE changes (s_setreg) merged in
    memory: Any  # sim/memory.GlobalMemory
    labels: dict[str, int]  # branch targets: label -> instruction index
    num_instrs: int  # of the program (code_layout addresses are checked against it)
    code_map: Any  # the program's code_layout.CodeMap: instruction addresses
    private: PrivateMemory | None  # scratch (sim/private.py); None: no private segment
    # checkers, observers and counters
    sanitizer: Any  # sim/sanitizers.Sanitizer, or None
    recorder: Any  # timing mode: sim/timing/trace.TraceRecorder, told what each wave ran
    step_hook: Any  # runs each instruction instead of ins.fn(b, ins) when set: hook(b, ins, pc)
    lds_race: LdsRaceDetector | None  # created by the first LDS access (semantics/lds.py)
    wave_modes: WaveModes | None  # created by the first VSKIP / GPR-index instruction (semantics/modes.py)
    step_count: int
    lds_bytes_moved: int
    # the instruction being executed and the waves executing it
    w: slice | np.ndarray
    k: int  # number of selected waves
    ins: Instr | None
    _xform: bool  # the instruction's operands go through sim/operand_mods.py (DPP/SDWA); cleared while a
    # transform reads the untransformed operand
    _exec: np.ndarray | None  # cached (k, 64) EXEC mask of the selection
    _full: np.ndarray | None  # the _exec array when it enables every lane (else None)

    __slots__ = tuple(__annotations__)

    def __init__(self, num_waves: int, num_vgprs: int, num_agprs: int, lds_bytes: int, num_groups: int,
                 arch: str) -> None:
        if _config.get("sim_keep_freed_memory"):
            keep_freed_memory()
        self.arch = arch
        self.nv, self.na, self.nw = num_vgprs, num_agprs, num_waves
        self.s = np.zeros((num_waves, 128), dtype=np.uint32)
        # register-major: one register of all waves is a contiguous (W, 64) block, so VALU operands and
        # results are contiguous arrays (several times faster in numpy than (W, NV, 64) row slices)
        self.v = np.zeros((num_vgprs + num_agprs, num_waves, LANES), dtype=np.uint32)
        self.scc = np.zeros(num_waves, dtype=bool)
        self.pc = np.zeros(num_waves, dtype=np.int64)
        self.done = np.zeros(num_waves, dtype=bool)
        self.waiting = np.zeros(num_waves, dtype=bool)
        self.clock = np.zeros(num_waves, dtype=np.int64)
        self.lds = np.zeros((num_groups, max(lds_bytes, 0)), dtype=np.uint8)
        self.group_of_wave = np.zeros(num_waves, dtype=np.int64)
        self.global_wave_id = np.arange(num_waves)
        self.wave_groups = None
        self.modes = {}
        self.memory = None
        self.labels = {}
        self.num_instrs = 0
        self.code_map = None
        self.private = None
        self.sanitizer = None
        self.recorder = None
        self.step_hook = None
        self.lds_race = None
        self.wave_modes = None
        self.step_count = 0
        self.lds_bytes_moved = 0
        self.w = slice(None)
        self.k = num_waves
        self.ins = None
        self._xform = False
        self._exec = None
        self._full = None

    # ------------------------------------------------------------------ selection
    def select(self, w: slice | np.ndarray, ins: Instr) -> None:
        # The EXEC mask cache survives while the same waves (all of them) keep executing and no
        # instruction wrote EXEC (every EXEC write goes through swrite, which drops the cache).
        if not (w.__class__ is slice and self.w.__class__ is slice):
            self._exec = None
        self.w, self.ins = w, ins
        self.k = self.nw if w.__class__ is slice else len(w)
        xf = ins.__dict__.get("_xf")
        if xf is None:
            xf = ins._xf = ins.mnemonic.endswith(_XFORM_SUFFIXES)
        self._xform = xf

    def fault(self, message: str, *, lane: int | None = None, address: int | None = None,
              wave: int | None = None) -> SimFault:
        """A SimFault pointing at the current instruction (``wave`` is an index into the selection)."""
        ins = self.ins
        waves = self.global_wave_id[self.w]
        gw = int(waves[wave]) if wave is not None else (int(waves[0]) if len(waves) else None)
        return SimFault(message, pc=ins.index if ins else None, line=ins.text if ins else None, wave=gw,
                        lane=lane, address=address, source=ins.source if ins else None)

    def fault_context(self, exc: Exception, kernel: str, instrs: list[Instr]) -> Exception:
        """``exc``, raised while this batch ran, completed with where it happened, so that every fault names
        the kernel, the instruction (index, text, DSL ``file.py:line``), the workgroup and the wave. A fault
        raised below the semantics (global memory, hostcall) names no instruction: it gets the one executing.
        A fault the scheduler raised (step limit, deadlock) keeps its own, possibly none."""
        ins = self.ins
        if isinstance(exc, SimFault):
            fields: dict[str, Any] = {"kernel": kernel}
            if exc.pc is None and exc.kernel is None and ins is not None:
                fields.update(pc=ins.index, line=ins.text, source=ins.source)
                waves = self.global_wave_id[self.w]
                if exc.wave is None and len(waves):
                    fields["wave"] = int(waves[0])
            pc = exc.pc if exc.pc is not None else fields.get("pc")
            if pc is not None and exc.line is None and 0 <= pc < len(instrs):
                fields.update(line=instrs[pc].text, source=instrs[pc].source)
            wave = exc.wave if exc.wave is not None else fields.get("wave")
            groups = self.wave_groups
            if wave is not None and groups is not None:
                local = wave - int(self.global_wave_id[0])
                if 0 <= local < len(groups):
                    fields["workgroup"] = tuple(int(g) for g in groups[local])
            return exc.with_context(**fields)
        if isinstance(exc, UnsupportedInstruction) and ins is not None and ins.source and ins.source not in str(exc):
            return UnsupportedInstruction(f"{exc}\n    from {ins.source}")
        return exc

    def unsupported(self, what: str) -> UnsupportedInstruction:
        ins = self.ins
        return UnsupportedInstruction(f"{what} in `{ins.text}` (instruction #{ins.index})" if ins else what)

    # ------------------------------------------------------------------ exec / masks
    def exec_mask(self) -> np.ndarray:
        """(k, 64) bool: the lanes EXEC enables for the current waves."""
        if self._exec is None:
            s = self.s[self.w]
            lo, hi = s[:, EXEC], s[:, EXEC + 1]
            if (lo == 0xFFFFFFFF).all() and (hi == 0xFFFFFFFF).all():
                self._exec = self._full = np.ones((len(lo), LANES), dtype=bool)
            else:
                self._exec, self._full = bits_to_mask(lo, hi), None
        return self._exec

    def exec_full(self) -> bool:
        """Whether EXEC enables every lane of every selected wave (masked writes become plain copies)."""
        e = self._exec
        if e is None:
            e = self.exec_mask()
        return e is self._full

    def invalidate_exec(self) -> None:
        self._exec = None

    def read_lane_mask(self, op: Reg | Const) -> np.ndarray:
        """A 64-bit lane mask operand (SGPR pair, vcc, exec, constant) as (k, 64) bool."""
        bits = self.sread(op, "u64")
        lo = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        hi = (bits >> np.uint64(32)).astype(np.uint32)
        return bits_to_mask(lo, hi)

    def write_lane_mask(self, op: Reg, mask: np.ndarray) -> None:
        bits = np.packbits(np.broadcast_to(np.asarray(mask, dtype=bool), (self.k, LANES)), axis=1,
                           bitorder="little").view("<u8")[:, 0]
        self.swrite(op, bits.astype(np.uint64), "u64")

    # ------------------------------------------------------------------ register rows
    def _vrow(self, reg: Reg, i: int) -> int:
        if reg.file == "v":
            if reg.index + i >= self.nv:
                raise self.fault(f"v{reg.index + i} is beyond the {self.nv} VGPRs the kernel allocates")
            return reg.index + i
        if reg.index + i >= self.na:
            raise self.fault(f"a{reg.index + i} is beyond the {self.na} AccVGPRs the kernel allocates")
        return self.nv + reg.index + i

    # ------------------------------------------------------------------ scalar access
    def sread(self, op: Any, ty: str = "u32") -> np.ndarray:
        """A scalar operand as a (k,) array of ``ty`` (SGPR, special register, constant)."""
        dt = NP_TYPES[ty]
        if op.__class__ is Const:
            return np.full(self.k, _const_bits(op, ty)).astype(dt)
        if op.__class__ is not Reg or op.file != "s":
            if op.__class__ is Aperture:
                return np.full(self.k, op.value(64 if WIDTH[ty] == 8 else 32)).astype(dt)
            if op.__class__ is StatusBit:
                return self.status_bit(op.name).astype(dt)
            raise self.unsupported(f"operand {op} where a scalar operand is required")
        if self.sanitizer is not None:
            self.sanitizer.on_read(self, "s", op.index, 2 if WIDTH[ty] == 8 else 1)
        if WIDTH[ty] == 4:  # common case: one SGPR, returned as a fresh array (never a view of the file)
            out = self.s[:, op.index] if self.w.__class__ is slice else self.s[self.w, op.index]
            return out.copy().view(dt) if self.w.__class__ is slice else out.view(dt)  # bits, not a conversion
        rows = self.s[self.w]
        if WIDTH[ty] == 8:
            val = rows[:, op.index].astype(np.uint64) | (rows[:, op.index + 1].astype(np.uint64) << np.uint64(32))
            out = val.view(dt) if dt != np.uint64 else val
        else:
            out = rows[:, op.index]
            if WIDTH[ty] < 4:
                out = out.astype(NP_TYPES["u16" if WIDTH[ty] == 2 else "u8"])
            out = out.view(dt)
        # with a slice selection the rows are a view of the register file: copy, so that a value read
        # before a write to the same register (e.g. SCC computed after `s_add_u32 s10, s2, s10`) stays put
        return out.copy() if isinstance(self.w, slice) else out

    def swrite(self, op: Reg, value: Any, ty: str = "u32") -> None:
        """Write a (k,) array (or scalar) of ``ty`` to an SGPR (pair) destination."""
        if op.__class__ is not Reg or op.file != "s":
            raise self.unsupported(f"destination {op} where an SGPR is required")
        arr = np.asarray(value).astype(NP_TYPES[ty], copy=False)
        if arr.shape != (self.k,):
            arr = np.broadcast_to(arr, (self.k,))
        if WIDTH[ty] == 4:
            if self.w.__class__ is slice:
                self.s[:, op.index] = arr.view(np.uint32)
            else:
                self.s[self.w, op.index] = arr.view(np.uint32)
            if self.sanitizer is not None:
                self.sanitizer.on_write(self, "s", op.index, 1)
            if op.index == EXEC or op.index == EXEC + 1:
                self._exec = None
            return
        if WIDTH[ty] == 8:
            bits = arr.view(np.uint64) if arr.dtype != np.uint64 else arr
            words = [(bits & np.uint64(0xFFFFFFFF)).astype(np.uint32), (bits >> np.uint64(32)).astype(np.uint32)]
        else:
            words = [arr.view(NP_TYPES["u32"]) if WIDTH[ty] == 4 else arr.astype(np.uint32)]
        for i, word in enumerate(words[: op.count] if op.count < len(words) else words):
            self.s[self.w, op.index + i] = word
        if self.sanitizer is not None:
            self.sanitizer.on_write(self, "s", op.index, len(words))
        if op.index <= EXEC + 1 and op.index + len(words) > EXEC:
            self._exec = None

    # ------------------------------------------------------------------ vector access
    def vread(self, op: Any, ty: str = "u32") -> np.ndarray:
        """A vector operand as a (k, 64) (or broadcastable (k, 1)) array of ``ty``, modifiers applied."""
        dt = NP_TYPES[ty]
        if (not self._xform and op.__class__ is Reg and op.file == "v" and WIDTH[ty] == 4
                and not (op.neg or op.abs)):  # hot path: a plain 32-bit VGPR
            row = op.index
            if row >= self.nv:
                self._vrow(op, 0)
            if self.sanitizer is not None:
                self.sanitizer.on_read(self, "v", row, 1)
            out = self.v[row] if self.w.__class__ is slice else self.v[row, self.w]
            return out if dt is np.uint32 else out.view(dt)
        if self._xform:
            moved = transform_source(self, self.ins, op, ty)  # DPP lane moves / SDWA selects of sources
            if moved is not None:
                return moved
        if isinstance(op, Reg) and op.file == "s":
            out = self.sread(Reg("s", op.index, op.count), ty)[:, None]
        elif isinstance(op, Const):
            return np.full((self.k, 1), _const_bits(op, ty)).astype(dt)
        elif isinstance(op, (Aperture, StatusBit)):
            return self.sread(op, ty)[:, None]
        elif isinstance(op, Reg):
            words = max(1, WIDTH[ty] // 4)
            if self.sanitizer is not None:
                self.sanitizer.on_read(self, op.file, self._vrow(op, 0), words)
            if words == 2:
                lo, hi = self.v[self._vrow(op, 0), self.w], self.v[self._vrow(op, 1), self.w]
                if np.little_endian:  # interleave the two dwords: one pass, viewed as 64-bit values
                    out = np.stack((lo, hi), axis=-1).view(np.uint64)[..., 0].view(dt)
                else:
                    out = (lo.astype(np.uint64) | (hi.astype(np.uint64) << np.uint64(32))).view(dt)
            else:
                out = self.v[self._vrow(op, 0), self.w]
                if WIDTH[ty] < 4:
                    out = out.astype(np.uint16 if WIDTH[ty] == 2 else np.uint8)
                out = out.view(dt)
        else:
            raise self.unsupported(f"operand {op} where a vector operand is required")
        if isinstance(op, Reg) and (op.abs or op.neg) and ty in ("f32", "f64", "f16"):
            out = np.abs(out) if op.abs else out
            out = -out if op.neg else out
        return out

    def vread_words(self, op: Reg, count: int) -> np.ndarray:
        """``count`` consecutive VGPRs/AccVGPRs as a (k, count, 64) uint32 array (memory data, MFMA)."""
        if self.sanitizer is not None:
            self.sanitizer.on_read(self, op.file, self._vrow(op, 0), count)
        start = self._vrow(op, 0)
        self._vrow(op, count - 1)
        return self.v[start:start + count, self.w].transpose(1, 0, 2)

    def vwrite(self, op: Reg, value: Any, ty: str = "u32", mask: np.ndarray | None = None) -> None:
        """Write (k, 64) values of ``ty`` to a VGPR/AccVGPR destination in the lanes EXEC (and ``mask``) enable."""
        if not isinstance(op, Reg) or op.file not in ("v", "a"):
            raise self.unsupported(f"destination {op} where a VGPR is required")
        if WIDTH[ty] == 4 and not self._xform and mask is None and self.w.__class__ is slice and op.file == "v":
            # hot path: a 32-bit result for all waves of the batch
            row = self._vrow(op, 0)
            src = np.asarray(value).astype(NP_TYPES[ty], copy=False).view(np.uint32)
            if self.exec_full():
                self.v[row] = src
            else:
                np.copyto(self.v[row], src, where=self._exec)
            if self.sanitizer is not None:
                self.sanitizer.on_write(self, op.file, row, 1)
            return
        arr = np.broadcast_to(np.asarray(value).astype(NP_TYPES[ty], copy=False), (self.k, LANES))
        if WIDTH[ty] == 8 and np.little_endian:  # (k, 2, 64): the low and high dwords, a view of the values
            stacked = np.ascontiguousarray(arr.view(np.uint64)).view(np.uint32).reshape(self.k, LANES, 2)
            stacked = stacked.transpose(0, 2, 1)
        else:
            if WIDTH[ty] == 8:
                bits = arr.view(np.uint64)
                words = [(bits & np.uint64(0xFFFFFFFF)).astype(np.uint32),
                         (bits >> np.uint64(32)).astype(np.uint32)]
            elif WIDTH[ty] == 4:
                words = [arr.view(np.uint32)]
            else:  # 16-bit results zero the upper half (no SDWA/op_sel preserve here)
                words = [arr.view(np.uint16 if WIDTH[ty] == 2 else np.uint8).astype(np.uint32)]
            stacked = words[0][:, None, :] if len(words) == 1 else np.stack(words, axis=1)  # one word: a view
        if self._xform:
            stacked, mask = transform_dest(self, self.ins, op, stacked, mask)  # DPP write masks / SDWA dst_sel
        self.vwrite_words(op, stacked, mask)

    def vwrite_words(self, op: Reg, words: np.ndarray, mask: np.ndarray | None = None) -> None:
        """Write a (k, n, 64) uint32 array to ``n`` consecutive registers starting at ``op`` (EXEC-masked)."""
        n = words.shape[1]
        start = self._vrow(op, 0)
        self._vrow(op, n - 1)
        rows = words.transpose(1, 0, 2)  # (n, k, 64) like the register file
        if mask is None and self.exec_full():
            self.v[start:start + n, self.w] = rows
        else:
            enabled = self.exec_mask() if mask is None else (self.exec_mask() & mask)
            if self.w.__class__ is slice:
                np.copyto(self.v[start:start + n], rows, where=enabled[None])
            else:
                old = self.v[start:start + n, self.w]
                self.v[start:start + n, self.w] = np.where(enabled[None], rows, old)
        if self.sanitizer is not None:
            self.sanitizer.on_write(self, op.file, start, n)

    # ------------------------------------------------------------------ scc / control
    def read_scc(self) -> np.ndarray:
        return self.scc[self.w]

    def status_bit(self, name: str) -> np.ndarray:
        """(k,) uint32 0/1 per selected wave: ``vccz`` (VCC is zero), ``execz`` (EXEC is zero) or ``scc``."""
        if name == "scc":
            return self.read_scc().astype(np.uint32)
        first = VCC if name == "vccz" else EXEC
        s = self.s[self.w]
        return ((s[:, first] == 0) & (s[:, first + 1] == 0)).astype(np.uint32)

    def write_scc(self, value: Any) -> None:
        self.scc[self.w] = value

    def branch(self, taken: np.ndarray | bool, target: Any) -> None:
        """Jump to label ``target`` in the waves where ``taken`` is true (others fall through)."""
        if not isinstance(target, Label):
            raise self.unsupported(f"branch target {target}")
        dest = self.labels.get(target.name)
        if dest is None:
            raise self.fault(f"branch to unknown label {target.name}")
        self.pc[self.w] = np.where(taken, dest, self.pc[self.w])


__all__ = ["WaveBatch", "bits_to_mask", "mask_to_bits", "NP_TYPES", "WIDTH", "LANES", "Off", "Const", "Reg"]

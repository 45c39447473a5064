"""Returning atomics own their destination until an s_waitcnt covers them, like loads (issue 15, item 9).

A returning atomic (``global_atomic_add ... sc0``, ``ds_add_rtn_u32``, ``buffer_atomic_add ... sc0`` which returns
into its data register) writes its destination when the memory returns, not at issue. If nothing reads the old value, the register allocator used to free the destination right
after the atomic and hand it to the next value; on hardware the late return then overwrote that value. Each
kernel here computes several values between the atomic and its wait, with the scheduling pass off so they stay
there, which is exactly where the register would be reused.
"""

import re

import pytest
import torch

from torch_cdna.asm.kernel import CompileOptions
from tests.asm.helpers import build, run

# keep the values computed after the atomic where they are written (the scheduler would hoist them above it)
_IN_ORDER = CompileOptions(passes={"hide_dependencies": False})
_REG_RE = re.compile(r"\b([sva])(?:(\d+)|\[(\d+):(\d+)\])")


def _global_atomic_unused(J, WAIT, ctr: "int*", out: "int*", k: "int"):
    """``WAIT``: None, or an explicit ``s_waitcnt vmcnt(WAIT)`` right after the atomic."""
    tid = J.threadIdx.x
    addr = J.gpr("vu64")
    addr[0] = out + tid * 4
    old = J.gpr("vu32")
    one = J.gpr("vu32", 1)
    J.global_atomic_add(old, ctr + 0 * tid, one, "off", mod="sc0")  # old value never read
    if WAIT is not None:
        J.s_waitcnt(vmcnt=WAIT)
    xs = J.gpr(4, "vu32")
    for i in range(4):
        xs[i] = tid * (k + i) + 1
    total = J.gpr("vu32")
    total[0] = xs[0] + xs[1] + xs[2] + xs[3]
    J.global_store_dword(addr, total, "off")
    J.s_waitcnt(vmcnt=0)


def _ds_atomic_unused(J, out: "int*", k: "int"):
    tid = J.threadIdx.x
    base = J.lds_alloc(4)
    zero = J.gpr("vu32", 0)
    J.ds_write_b32(zero, zero, mod=f"offset:{base}")
    J.s_waitcnt(lgkmcnt=0)
    old = J.gpr("vu32")
    one = J.gpr("vu32", 1)
    J.ds_add_rtn_u32(old, zero, one, mod=f"offset:{base}")  # old value never read
    xs = J.gpr(4, "vu32")
    for i in range(4):
        xs[i] = tid * (k + i) + 1
    total = J.gpr("vu32")
    total[0] = xs[0] + xs[1] + xs[2] + xs[3]
    J.s_waitcnt(lgkmcnt=0)
    J.global_store_dword(out + tid * 4, total, "off")
    J.s_waitcnt(vmcnt=0)


def _buffer_atomic_unused(J, ctr: "int*", out: "int*", k: "int"):
    tid = J.threadIdx.x
    rsrc = J.buffer_resource(ctr, 4)
    one = J.gpr("vu32", 1)
    zero = J.gpr("vu32", 0)
    J.buffer_atomic_add(one, zero, rsrc, 0, mod="offen sc0")  # returns the old value into 'one', never read
    xs = J.gpr(4, "vu32")
    for i in range(4):
        xs[i] = tid * (k + i) + 1
    total = J.gpr("vu32")
    total[0] = xs[0] + xs[1] + xs[2] + xs[3]
    J.global_store_dword(out + tid * 4, total, "off")
    J.s_waitcnt(vmcnt=0)


def _registers(text: str) -> set[str]:
    out = set()
    for m in _REG_RE.finditer(text):
        lo = int(m.group(2) if m.group(2) is not None else m.group(3))
        hi = int(m.group(2) if m.group(2) is not None else m.group(4))
        out |= {f"{m.group(1)}{r}" for r in range(lo, hi + 1)}
    return out


def _writes_before_wait(asm: str, atomic: str, counter: str) -> tuple[set[str], list[str]]:
    """The atomic's destination registers, and the instructions between it and the wait on ``counter`` that
    write one of them."""
    lines = [line.split(";")[0].strip() for line in asm.split(".Lfunc_end")[0].splitlines()]
    i = next(n for n, line in enumerate(lines) if line.startswith(atomic + " "))
    dest = _registers(lines[i].split(None, 1)[1].split(",")[0])
    clobbers = []
    for line in lines[i + 1:]:
        if line.startswith("s_waitcnt") and f"{counter}(0)" in line:
            break
        parts = line.split(None, 1)
        if len(parts) == 2 and not parts[0].startswith(("global_store", "ds_write", "s_store")) and \
                _registers(parts[1].split(",")[0]) & dest:
            clobbers.append(line)
    return dest, clobbers


def _expected(k: int) -> torch.Tensor:
    tid = torch.arange(64, dtype=torch.int64)
    return sum(tid * (k + i) + 1 for i in range(4)).to(torch.int32)


def _check_counter_atomic(kern, mnemonic: str, counter: str, gen: torch.Generator) -> None:
    """The atomic's destination is not rewritten before its wait, and the kernel (a returning atomic on a counter,
    then the per-lane sums of ``_expected``) runs right on the simulator from a random counter start."""
    dest, clobbers = _writes_before_wait(kern.asm, mnemonic, counter)
    assert dest and not clobbers, f"{sorted(dest)} reused while the atomic is in flight: {clobbers}"
    k = int(torch.randint(2, 1000, (1,), generator=gen))
    start = int(torch.randint(-1000, 1000, (1,), generator=gen))
    ctr = torch.tensor([start], dtype=torch.int32)
    out = torch.full((64,), -7, dtype=torch.int32)
    run(kern, [ctr, out, k])  # strict: the waitcnt sanitizer raises on a write to an in-flight destination
    assert ctr.item() == start + 64
    assert torch.equal(out, _expected(k))


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_global_atomic_destination_is_not_reused_before_its_wait(arch, rng_seed):
    kern = build(_global_atomic_unused, arch=arch, options=_IN_ORDER, WAIT=None)
    _check_counter_atomic(kern, "global_atomic_add", "vmcnt", torch.Generator().manual_seed(rng_seed))


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_buffer_atomic_data_register_is_not_reused_before_its_wait(arch, rng_seed):
    kern = build(_buffer_atomic_unused, arch=arch, options=_IN_ORDER)
    _check_counter_atomic(kern, "buffer_atomic_add", "vmcnt", torch.Generator().manual_seed(rng_seed))


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_ds_atomic_destination_is_not_reused_before_its_wait(arch, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    k = int(torch.randint(2, 1000, (1,), generator=gen))
    kern = build(_ds_atomic_unused, arch=arch, options=_IN_ORDER)
    dest, clobbers = _writes_before_wait(kern.asm, "ds_add_rtn_u32", "lgkmcnt")
    assert dest and not clobbers, f"{sorted(dest)} reused while the atomic is in flight: {clobbers}"
    out = torch.full((64,), -7, dtype=torch.int32)
    run(kern, [out, k])
    assert torch.equal(out, _expected(k))


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_a_wait_allowing_as_many_in_flight_as_were_issued_since_does_not_land_the_atomic(arch, rng_seed):
    """vmcnt(n) guarantees a load or returning atomic landed only when at least n of its counter's instructions
    were issued after it (they return in order); the allocator read that backwards (landed when at most n)."""
    # vmcnt(1) lets one vector-memory instruction stay in flight: with nothing issued after the atomic, that is
    # the atomic itself, so its destination is still owned by it after this wait
    kern = build(_global_atomic_unused, arch=arch, options=_IN_ORDER, WAIT=1)
    assert "vmcnt(1)" in kern.asm, kern.asm
    _check_counter_atomic(kern, "global_atomic_add", "vmcnt", torch.Generator().manual_seed(rng_seed))

"""Scalar kernel arguments are range-checked against their declared type (issue 15, item 5).

An ``int`` argument of 2**31 used to arrive in the kernel as -2**31 and a ``uint`` accepted negatives: the
simulator packs from the assembly's metadata, which has sizes but no signedness, and the JIT only checked that
an int was an int. Every value is now checked against the declared type, by ``kernargs.pack`` (both back ends
pack through it) and by the JIT before it launches; the error names the argument.
"""

import random
import struct

import pytest
import torch

import torch_cdna
from torch_cdna.runtime import kernargs
from torch_cdna.runtime.kernargs import KernArg, layout, pack, packer, parse_hip_type

_INT_TYPES = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"]
_STRUCT = {"char": "b", "uchar": "B", "short": "h", "ushort": "H", "int": "i", "uint": "I", "long": "q", "ulong": "Q"}


def _bounds(spelling: str) -> tuple[int, int]:
    ty = parse_hip_type(spelling)
    bits = 8 * ty.size
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if ty.signed else (0, (1 << bits) - 1)


@pytest.mark.parametrize("spelling", _INT_TYPES)
def test_in_range_integers_pack_exactly(spelling, rng_seed):
    rng = random.Random(rng_seed)
    lo, hi = _bounds(spelling)
    args, size = layout([("x", parse_hip_type(spelling))])
    fast = packer(args, size)
    for value in (lo, hi, rng.randint(lo, hi)):
        data = pack(args, [value], size)
        assert struct.unpack("<" + _STRUCT[spelling], data[:args[0].size])[0] == value
        assert fast([value]) == data


@pytest.mark.parametrize("spelling", _INT_TYPES)
def test_out_of_range_integers_are_refused_by_name(spelling, rng_seed):
    rng = random.Random(rng_seed)
    lo, hi = _bounds(spelling)
    args, size = layout([("count", parse_hip_type(spelling))])
    fast = packer(args, size)
    for value in (lo - 1, hi + 1, lo - rng.randint(1, 2**70), hi + rng.randint(1, 2**70)):
        for pack_fn in (lambda v: pack(args, [v], size), lambda v: fast([v])):
            with pytest.raises(TypeError, match=rf"argument 'count' \({spelling}\): {value} is out of range"):
                pack_fn(value)


def test_pointer_arguments_refuse_floats_and_negative_addresses():
    args, size = layout([("out", parse_hip_type("float*"))])
    for bad, needle in ((1.5, "got float 1.5"), (-8, "-8 is out of range"), (2**64, "is out of range")):
        with pytest.raises(TypeError, match=rf"'out'.*{needle}"):
            pack(args, [bad], size)
        with pytest.raises(TypeError, match=rf"'out'.*{needle}"):
            packer(args, size)([bad])


def test_untyped_metadata_pointer_refuses_a_float():
    """Foreign code objects may carry no type name: a global_buffer is still an address, never a double."""
    arg = KernArg("ptr", 0, 8, "global_buffer", None)
    with pytest.raises(TypeError, match=r"'ptr'.*got float 2.5"):
        pack([arg], [2.5], 8)
    assert pack([arg], [0x1000], 8) == (0x1000).to_bytes(8, "little")


def test_float_arguments_that_would_become_inf_are_refused():
    args, size = layout([("scale", parse_hip_type("half")), ("alpha", parse_hip_type("float"))])
    with pytest.raises(TypeError, match=r"'scale' \(half\): 70000.0 is beyond the largest finite half"):
        pack(args, [70000.0, 1.0], size)
    with pytest.raises(TypeError, match=r"'alpha' \(float\).*beyond the largest finite float"):
        pack(args, [1.0, 2**200], size)
    pack(args, [float("inf"), float("nan")], size)  # asked for, not overflowed: packed as given
    assert kernargs.check_value("alpha", parse_hip_type("float"), 3) is None


@torch_cdna.asm.jit()
def _store_args(J, out: "int*", n: "int", u: "uint"):
    s = J.gpr(2, "su32")
    s[0] = n
    s[1] = u
    J.s_store_dwordx2(s, out, 0)
    J.s_waitcnt(lgkmcnt=0)


def test_jit_launch_delivers_boundary_values_and_refuses_the_next_ones(rng_seed):
    rng = random.Random(rng_seed)
    out = torch.zeros(2, dtype=torch.int32)
    for n, u in ((-2**31, 0), (2**31 - 1, 2**32 - 1), (rng.randint(-2**31, 2**31 - 1), rng.randint(0, 2**32 - 1))):
        out.fill_(0x5A5A5A5A)
        _store_args([1], [64], out, n, u)
        assert out.tolist() == [n, u - 2**32 if u >= 2**31 else u]
    with pytest.raises(TypeError, match=r"_store_args: argument 'n' \(int\): 2147483648 is out of range"):
        _store_args([1], [64], out, 2**31, 0)
    with pytest.raises(TypeError, match=r"_store_args: argument 'u' \(uint\): -1 is out of range"):
        _store_args([1], [64], out, 0, -1)
    with pytest.raises(TypeError, match=r"_store_args: parameter 'out' is 'int\*': pass a tensor or an int "
                                        r"address, got float 1.5"):
        _store_args([1], [64], 1.5, 0, 0)
    with pytest.raises(TypeError, match=r"_store_args: parameter 'out' is 'int\*': got bool"):
        _store_args([1], [64], True, 0, 0)


@pytest.mark.parametrize("grid", [(2.5, 1, 1), [2.0], (1, 0.5)])
def test_jit_launch_refuses_a_fractional_grid(grid):
    from torch_cdna.runtime.device import dims3
    out = torch.zeros(2, dtype=torch.int32)
    with pytest.raises((TypeError, ValueError), match="grid"):
        _store_args(grid, [64], out, 1, 1)  # the simulator's launch
    with pytest.raises(TypeError, match="grid"):
        dims3(grid, "grid")  # the HIP launcher's

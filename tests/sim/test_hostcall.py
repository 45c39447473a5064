"""The simulated host side of the hostcall buffer (``sim/hostcall.py``): printf formatting against the C
library's own ``snprintf``, and the buffer protocol driven by hand (Triton kernels drive it end to end in
``test_triton_object.py``)."""

from __future__ import annotations

import ctypes
import ctypes.util
import random
import struct

import numpy as np
import pytest

from torch_cdna.errors import SimFault
from torch_cdna.sim.hostcall import SERVICE_PRINTF, HostcallServer, format_printf
from torch_cdna.sim.memory import GlobalMemory

LIBC = ctypes.CDLL(ctypes.util.find_library("c"))


def _packed(text: bytes) -> list[int]:
    data = text + b"\0" * (8 - len(text) % 8)
    return [int.from_bytes(data[i:i + 8], "little") for i in range(0, len(data), 8)]


def _libc(fmt: bytes, args: list) -> str:
    buf = ctypes.create_string_buffer(1024)
    LIBC.snprintf(buf, 1024, fmt, *args)
    return buf.value.decode()


def _case(rng: random.Random) -> tuple[bytes, list, list[int]]:
    """A random conversion: (C format, ctypes arguments, message words for the same call)."""
    kind = rng.choice(["d", "ld", "u", "x", "lx", "o", "hd", "hhu", "c", "f", "e", "g", "s", "X", "E", "G", "%"])
    flags = "".join(rng.sample("-+ #0", rng.randint(0, 2))) if kind not in "sc%" else rng.choice(["", "-"])
    width = str(rng.randint(1, 12)) if rng.random() < 0.5 else ""
    prec = "." + str(rng.randint(0, 8)) if rng.random() < 0.5 and kind not in "c%" else ""
    if kind == "%":
        return b"%%", [], []
    fmt = f"%{flags}{width}{prec}{kind}".encode()
    if kind in ("f", "e", "g", "E", "G"):
        v = rng.choice([rng.uniform(-1e6, 1e6), rng.uniform(-1, 1) * 10.0 ** rng.randint(-30, 30), 0.0, -0.0,
                        float("inf"), float("-inf"), float("nan"), -float("nan")])
        return fmt, [ctypes.c_double(v)], [struct.unpack("<Q", struct.pack("<d", v))[0]]
    if kind == "s":
        s = "".join(rng.choice("abcxyz 09_") for _ in range(rng.randint(0, 20))).encode()
        return fmt, [ctypes.c_char_p(s)], _packed(s)
    v = rng.choice([rng.randrange(-2**63, 2**63), rng.randrange(-300, 300), 0])
    if kind == "c":
        v = rng.randrange(33, 127)
    word = v & (2**64 - 1)
    arg = ctypes.c_longlong(v) if "l" in kind else ctypes.c_int(ctypes.c_int(v).value)
    return fmt, [arg], [word]


def test_printf_formatting_matches_libc(rng_seed: int) -> None:
    rng = random.Random(rng_seed)
    for _ in range(300):
        parts = [_case(rng) for _ in range(rng.randint(1, 4))]
        fmt = b"<" + b"|".join(p[0] for p in parts) + b">\n"
        args = [a for p in parts for a in p[1]]
        words = _packed(fmt) + [w for p in parts for w in p[2]]
        assert format_printf(words) == _libc(fmt, args), (fmt, args)


def test_star_width_pointer_and_missing_arguments() -> None:
    assert format_printf(_packed(b"[%*d]") + [6, 42]) == _libc(b"[%*d]", [ctypes.c_int(6), ctypes.c_int(42)])
    assert format_printf(_packed(b"%p %p") + [0x1234, 0]) == "0x1234 (nil)"
    assert format_printf(_packed(b"%a") + [struct.unpack("<Q", struct.pack("<d", 3.0))[0]]) == "0x1.8p+1"
    with pytest.raises(SimFault, match="fewer arguments"):
        format_printf(_packed(b"%d %d") + [1])


class _Device:
    """Plays the device side of one hostcall by hand, as the ockl code does it."""

    def __init__(self, server: HostcallServer) -> None:
        self.s = server

    def call(self, service: int, lanes: dict[int, list[int]]) -> dict[int, tuple[int, int]]:
        s = self.s
        top = s._get(24)
        index = top & s.mask
        s._set(24, s._get(256 + index * 24))  # pop the free stack
        header = 256 + index * 24
        s._set(header + 8, sum(1 << lane for lane in lanes))
        s._set(header + 16, service, 4)
        s._set(header + 20, 1, 4)  # READY
        base = s.payloads - s.base + index * 4096
        for lane, args in lanes.items():
            s.data[base + lane * 64:base + lane * 64 + 64] = np.array(args + [0] * (8 - len(args)),
                                                                       dtype=np.uint64).view(np.uint8)
        s._set(header, s._get(32))  # push onto the ready stack
        s._set(32, index)
        s.serve()
        assert s._get(header + 20, 4) & 1 == 0, "READY cleared"
        out = {lane: (s._get(base + lane * 64), s._get(base + lane * 64 + 8)) for lane in lanes}
        s._set(header, s._get(24))  # the device returns the packet
        s._set(24, index + s.mask + 1)
        return out


def test_printf_message_over_several_hostcalls_per_lane() -> None:
    server = HostcallServer(GlobalMemory(), packets=4, echo=False)
    dev = _Device(server)
    begun = dev.call(SERVICE_PRINTF, {0: [1 | 1 << 5, 0], 5: [1 | 1 << 5, 1]})  # BEGIN, stdout / stderr
    ids = {lane: ret[0] for lane, ret in begun.items()}
    assert ids[0] != ids[5] and all(i & 0xFF == 0 for i in ids.values())
    fmt = _packed(b"lane %d: %s!\n")
    dev.call(SERVICE_PRINTF, {lane: [ids[lane] | len(fmt) << 5, *fmt] for lane in ids})
    dev.call(SERVICE_PRINTF, {lane: [ids[lane] | 1 << 5, lane] for lane in ids})
    name = {0: _packed(b"zero"), 5: _packed(b"five")}
    done = dev.call(SERVICE_PRINTF, {lane: [ids[lane] | 2 | len(name[lane]) << 5, *name[lane]] for lane in ids})
    assert server.printed == [("stdout", "lane 0: zero!\n"), ("stderr", "lane 5: five!\n")]
    assert done[0][0] == len("lane 0: zero!\n") and not server.messages


def test_unknown_service_and_unknown_message_are_faults() -> None:
    dev = _Device(HostcallServer(GlobalMemory(), packets=2, echo=False))
    with pytest.raises(SimFault, match="service 1 is not simulated"):
        dev.call(1, {0: [0]})
    dev = _Device(HostcallServer(GlobalMemory(), packets=2, echo=False))
    with pytest.raises(SimFault, match="never begun"):
        dev.call(SERVICE_PRINTF, {0: [7 << 8 | 2]})

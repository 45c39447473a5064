"""The host side of ROCm's hostcall buffer, so that device printf works on the simulator.

A kernel whose metadata declares ``hidden_hostcall_buffer`` gets a pointer to a buffer shared with the host.
Device printf (HIP's ``printf``, Triton's ``tl.device_print`` and the message of a failing
``tl.device_assert``, all lowered by ROCm's device libraries) talks to the host through it: the first active
lane of a wave pops a packet off a lock-free free stack, fills its header (active lanes, service id, a READY
control bit) and each lane's 8-ulong payload slot, pushes the packet onto the ready stack, increments the
doorbell signal and, when the signal has an event mailbox, writes the event id there and sends
``s_sendmsg MSG_INTERRUPT``. It then spins until the host clears READY, reads each lane's two result ulongs
and pushes the packet back onto the free stack.

Layouts (as the device code reads them; ROCm-Device-Libs ``ockl`` hostcall and services):

- buffer: ``headers`` ptr (+0), ``payloads`` ptr (+8), ``doorbell`` signal handle (+16), ``free_stack`` (+24),
  ``ready_stack`` (+32), index mask (+40). Stack entries are packet indices with an ABA tag above the mask;
  0 is the empty stack, so packet 0 is never handed out.
- header (24 bytes): ``next`` (+0), ``activemask`` (+8), ``service`` u32 (+16), ``control`` u32 (+20, bit 0 =
  READY). Payload: 64 lanes x 8 ulongs (4096 bytes per packet).
- signal (``amd_signal_t``): value (+8), event mailbox pointer (+16), event id (+24).
- service 2 (printf): a message is a stream of ulongs spread over hostcalls; ulong 0 of a payload is the
  descriptor (bit 0 BEGIN, bit 1 END, bits 5-7 count of ulongs that follow, bits 8-63 message id). A message
  is: the stream (0 stdout, 1 stderr), the format string (NUL-terminated, packed 8 bytes per ulong), then one
  ulong per argument, a ``%s`` argument as another packed string. The host answers BEGIN with the new
  message id and END with printf's return value (the byte count).

The simulator serves the buffer synchronously when the interrupt instruction executes (``serve``), so the
waiting wave finds READY cleared on its first look.
"""

from __future__ import annotations

import math
import re
import struct
import sys
from typing import Any, Callable

import numpy as np

from ..errors import SimFault

HEADER_BYTES, PAYLOAD_BYTES, LANES = 24, 4096, 64
SERVICE_PRINTF = 2
_STRUCT, _SIGNAL, _MAILBOX, _HEADERS = 0, 64, 128, 256
_READY_FLAG = 1


class HostcallServer:
    """A hostcall buffer of ``packets`` packets in ``memory`` and the host that serves it (printf only).

    ``printed`` collects (stream, text) of every completed printf; ``echo`` writes them to sys.stdout/stderr.
    """

    def __init__(self, memory: Any, packets: int, echo: bool = True) -> None:
        self.packets = packets
        self.mask = (1 << (packets + 1).bit_length()) - 1
        payload_at = -(-(_HEADERS + (packets + 1) * HEADER_BYTES) // PAYLOAD_BYTES) * PAYLOAD_BYTES
        size = payload_at + (packets + 1) * PAYLOAD_BYTES
        self.base = memory.add_zeroed(size, "hostcall buffer")
        self.data = memory.bytes_at(self.base)
        self.payloads = self.base + payload_at
        self._set(_STRUCT + 0, self.base + _HEADERS)
        self._set(_STRUCT + 8, self.payloads)
        self._set(_STRUCT + 16, self.base + _SIGNAL)
        self._set(_STRUCT + 24, 1)  # packet 1 on top; packet i's next is i + 1, the last one's 0
        self._set(_STRUCT + 40, self.mask)
        nexts = self.data[_HEADERS:_HEADERS + (packets + 1) * HEADER_BYTES].view(np.uint64)[::HEADER_BYTES // 8]
        nexts[1:packets] = np.arange(2, packets + 1, dtype=np.uint64)
        self._set(_SIGNAL + 16, self.base + _MAILBOX)
        self._set(_SIGNAL + 24, 1, 4)
        self.messages: dict[int, list[int]] = {}
        self._next_id = 1
        self.printed: list[tuple[str, str]] = []
        self.echo = echo
        self._services: dict[int, Callable[[list[int]], tuple[int, int]]] = {SERVICE_PRINTF: self._printf}

    # ------------------------------------------------------------------------------------- buffer access
    def _get(self, offset: int, size: int = 8) -> int:
        return int.from_bytes(self.data[offset:offset + size].tobytes(), "little")

    def _set(self, offset: int, value: int, size: int = 8) -> None:
        self.data[offset:offset + size] = np.frombuffer(int(value).to_bytes(size, "little"), dtype=np.uint8)

    def serve(self, b: Any = None) -> None:
        """Take every packet off the ready stack, run its service for each active lane, write the lanes'
        results and clear READY."""
        top, ready = self._get(_STRUCT + 32), []
        self._set(_STRUCT + 32, 0)
        while top:
            index = top & self.mask
            if not 1 <= index <= self.packets:
                raise SimFault(f"hostcall ready stack holds packet index {index} (the buffer has 1..{self.packets})")
            ready.append(index)
            top = self._get(_HEADERS + index * HEADER_BYTES)
        for index in reversed(ready):  # a stack: the first packet pushed is served (and printed) first
            header = _HEADERS + index * HEADER_BYTES
            active = self._get(header + 8)
            service = self._get(header + 16, 4)
            handler = self._services.get(service)
            if handler is None:
                raise SimFault(f"hostcall service {service} is not simulated (only printf, service {SERVICE_PRINTF}, "
                               "is: device function calls, device memory and sanitizer reports are not)")
            for lane in range(LANES):
                if active >> lane & 1:
                    slot = self.payloads - self.base + index * PAYLOAD_BYTES + lane * 64
                    args = list(self.data[slot:slot + 64].view(np.uint64).tolist())
                    ret = handler(args)
                    self._set(slot, ret[0])
                    self._set(slot + 8, ret[1])
            self._set(header + 20, self._get(header + 20, 4) & ~_READY_FLAG, 4)

    # ------------------------------------------------------------------------------------------ printf
    def _printf(self, args: list[int]) -> tuple[int, int]:
        desc = args[0]
        count, msg_id = (desc >> 5) & 7, desc >> 8
        if desc & 1:
            msg_id, self._next_id = self._next_id, self._next_id + 1
            self.messages[msg_id] = []
        if msg_id not in self.messages:
            raise SimFault(f"device printf continues message {msg_id}, which was never begun")
        self.messages[msg_id].extend(args[1:1 + count])
        if not desc & 2:
            return msg_id << 8, 0
        words = self.messages.pop(msg_id)
        stream = "stderr" if words and words[0] & 1 else "stdout"
        text = format_printf(words[1:])
        self.printed.append((stream, text))
        if self.echo:
            out = sys.stderr if stream == "stderr" else sys.stdout
            out.write(text)
            out.flush()
        return len(text.encode()), 0


_SPEC = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|j|z|t|L)?([diouxXeEfFgGaAcspn%])")
_INT_BITS = {"hh": 8, "h": 16, None: 32, "l": 64, "ll": 64, "j": 64, "z": 64, "t": 64, "L": 64}


class _Words:
    """The ulongs of a printf message after its format string, read in order."""

    def __init__(self, words: list[int]) -> None:
        self.words, self.pos = words, 0

    def next(self) -> int:
        if self.pos >= len(self.words):
            fmt = bytes(b for w in self.words for b in w.to_bytes(8, "little")).split(b"\0")[0].decode("utf-8", "replace")
            raise SimFault(f"device printf of {fmt!r} has fewer arguments ({len(self.words)} words in all) than its "
                           "format string converts")
        self.pos += 1
        return self.words[self.pos - 1]

    def string(self) -> str:
        """A packed NUL-terminated string; one that runs to the end of the message without its NUL (Triton's
        assert message is sent with the length of its text alone) ends there."""
        out = bytearray()
        while self.pos < len(self.words):
            chunk = self.next().to_bytes(8, "little")
            if 0 in chunk:
                return (out + chunk[:chunk.index(0)]).decode("utf-8", "replace")
            out += chunk
        return out.decode("utf-8", "replace")


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def _int_text(value: int, conv: str, flags: str, width: str | None, precision: str | None) -> str:
    """C's integer conversions (Python's % differs for unsigned '+'/' ', '#o', '#x' of 0 and '0' with a
    precision)."""
    magnitude = abs(value)
    digits = format(magnitude, {"o": "o", "x": "x", "X": "X"}.get(conv, "d"))
    if precision is not None:
        digits = "" if int(precision or 0) == 0 and magnitude == 0 else digits.rjust(int(precision or 0), "0")
    prefix = ""
    if conv in "di":
        prefix = "-" if value < 0 else "+" if "+" in flags else " " if " " in flags else ""
    elif "#" in flags and conv == "o" and not digits.startswith("0"):
        digits = "0" + digits
    elif "#" in flags and conv in "xX" and magnitude:
        prefix = "0" + conv
    body, w = prefix + digits, int(width or 0)
    if len(body) >= w:
        return body
    if "-" in flags:
        return body.ljust(w)
    if "0" in flags and precision is None:
        return prefix + digits.rjust(w - len(prefix), "0")
    return body.rjust(w)


def _hex_float(x: float, upper: bool) -> str:
    """C's %a: 0x1.8p+1 (Python's float.hex keeps all 13 hex digits)."""
    if not math.isfinite(x) or x == 0:
        text = "0x0p+0" if x == 0 else repr(x)
        text = ("-" if math.copysign(1, x) < 0 and x == 0 else "") + text
    else:
        mant, exp = float.hex(x).split("p")
        text = (mant.rstrip("0").rstrip(".") if "." in mant else mant) + "p" + exp
    return text.upper() if upper else text


def format_printf(words: list[int]) -> str:
    """C printf of a device message: ``words`` are the format string (packed) followed by the arguments.

    Example:
        >>> fmt = int.from_bytes(b"x=%d y=%", "little"), int.from_bytes(b".2f\\n\\0\\0\\0\\0", "little")
        >>> format_printf([*fmt, 7, struct.unpack("<Q", struct.pack("<d", 2.5))[0]])
        'x=7 y=2.50\\n'
    """
    stream = _Words(words)
    fmt = stream.string()
    out, last = [], 0
    for m in _SPEC.finditer(fmt):
        out.append(fmt[last:m.start()])
        last = m.end()
        flags, width, precision, length, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if width == "*":
            width = str(_signed(stream.next(), 32))
        if precision == "*":
            precision = str(max(_signed(stream.next(), 32), 0))
        spec = "%" + flags + (width or "") + ("." + (precision or "0") if precision is not None else "")
        if conv == "s":
            out.append((spec + "s") % stream.string())
        elif conv == "n":
            stream.next()  # the pointer argument; nothing is stored back
        elif conv in "di":
            out.append(_int_text(_signed(stream.next(), _INT_BITS[length]), conv, flags, width, precision))
        elif conv in "ouxX":
            out.append(_int_text(stream.next() & ((1 << _INT_BITS[length]) - 1), conv, flags, width, precision))
        elif conv == "c":
            out.append((spec + "c") % chr(stream.next() & 0xFF))
        elif conv == "p":
            value = stream.next()
            out.append((spec + "s") % (f"0x{value:x}" if value else "(nil)"))
        else:
            value = struct.unpack("<d", struct.pack("<Q", stream.next()))[0]
            if conv in "aA":
                out.append((spec + "s") % _hex_float(value, conv == "A"))
            elif not math.isfinite(value):  # C pads inf/nan with spaces even under the '0' flag
                spec = "%" + flags.replace("0", "") + (width or "")
                text = "nan" if value != value else "inf"
                negative = math.copysign(1.0, value) < 0  # glibc prints the sign of a NaN too
                sign = "-" if negative else "+" if "+" in flags else " " if " " in flags else ""
                out.append((spec.replace("+", "").replace(" ", "") + "s") % (sign + (text.upper() if conv in "EFG" else text)))
            else:
                out.append((spec + conv) % value)
    out.append(fmt[last:])
    return "".join(out)


__all__ = ["HostcallServer", "format_printf", "SERVICE_PRINTF"]

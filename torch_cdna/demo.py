"""``python -m torch_cdna demo``: torch_cdna end to end in under a minute, on the simulator when no AMD GPU.

1. A DSL kernel (``scale_add``: 16-byte loads, per-lane predication) is traced, compiled by our passes and
   register allocator, assembled by LLVM for gfx942 and gfx950, and run; its result is checked against torch.
2. The issue-2 acceptance kernel (scalar loop with If) runs the same way.
3. The simulator's counters show what the kernel did: instructions per class, global bytes vs the minimum.

Example:
    $ python -m torch_cdna demo            # add --arch gfx950 to simulate MI355X instead of MI300X
"""

from __future__ import annotations

import argparse
import time

import torch

from . import _config
from .asm import jit


@jit()
def scale_add(J, BLOCK, x: "float*", y: "float*", out: "float*", alpha: "float", n: "int"):
    """out[i] = alpha * x[i] + y[i]: four floats per lane with 16-byte loads and stores."""
    i = J.gpr("vi32")
    i[0] = (J.blockIdx.x * BLOCK + J.threadIdx.x) * 4
    with J.If(i[0] < n):
        vx = J.gpr(4, "vf32")
        vy = J.gpr(4, "vf32")
        J.global_load(vx, x + i * 4)
        J.global_load(vy, y + i * 4)
        J.s_waitcnt(vmcnt=0)
        for k in range(4):
            vx[k] = vx[k] * alpha + vy[k]
        J.global_store(out + i * 4, vx)


@jit()
def even_sum(J, N, s_pout: "int*"):
    """The sum of the even numbers below N, with a scalar While/If."""
    s_i = J.gpr("si32")
    s_cnt = J.gpr("si32")
    s_i[0] = 0
    s_cnt[0] = 0
    with J.While(s_i[0] < N):
        with J.If((s_i[0] & 1) == 0):
            s_cnt[0] = s_cnt + s_i
        s_i[0] = s_i[0] + 1
    J.s_store_dword(s_cnt, s_pout, 0, mod="glc")
    J.s_waitcnt(mod="lgkmcnt(0)")


def _step(title: str) -> float:
    print(f"\n== {title}")
    return time.perf_counter()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m torch_cdna demo")
    parser.add_argument("--arch", default=None, choices=("gfx942", "gfx950"),
                        help="simulated arch when there is no AMD GPU (default gfx942)")
    parser.add_argument("--n", type=int, default=1 << 16, help="elements for scale_add")
    ns = parser.parse_args(argv)
    device = "cuda" if torch.cuda.is_available() and getattr(torch.version, "hip", None) else "cpu"
    arch = ns.arch or _config.get("arch") or "gfx942"
    print(f"torch_cdna demo: device={device} ({'ROCm GPU' if device == 'cuda' else 'CDNA simulator'}), arch={arch}")

    with _config.override(arch=arch):
        t0 = _step("compile scale_add (DSL -> IR -> passes -> regalloc -> assembly -> LLVM code object)")
        for a in ("gfx942", "gfx950"):
            ck = scale_add.compile(64, arch=a)
            print(f"  {ck.resources()}; {len(ck.asm.splitlines())} lines of assembly, "
                  f"code object {len(ck.code_object or b'')} bytes")
        print(f"  compiled both archs in {time.perf_counter() - t0:.2f} s")

        n = ns.n
        x, y = torch.randn(n, device=device), torch.randn(n, device=device)
        out = torch.full((n,), float("nan"), device=device)  # poisoned: unwritten elements would show
        t0 = _step(f"run scale_add on {n} floats")
        stats = scale_add([-(-n // 256)], [64], 64, x, y, out, 0.5, n)
        ok = torch.allclose(out, 0.5 * x + y, rtol=1e-6, atol=1e-6)
        print(f"  matches torch: {ok}  ({time.perf_counter() - t0:.2f} s)")
        if stats is not None:
            minimum = 3 * 4 * n
            moved = stats.global_bytes_read + stats.global_bytes_written
            print(f"  simulator: {stats.summary()}")
            print(f"  global bytes moved / minimum = {moved} / {minimum} = {moved / minimum:.3f}")

        t0 = _step("run the issue-2 acceptance kernel (scalar While/If)")
        res = torch.zeros(1, dtype=torch.int32, device=device)
        even_sum([1], [64], 32, res)
        expected = sum(i for i in range(32) if i % 2 == 0)
        print(f"  sum of even numbers below 32 = {int(res[0])} (expected {expected})"
              f"  ({time.perf_counter() - t0:.2f} s)")
        ok = ok and int(res[0]) == expected
    print("\nall results match" if ok else "\nMISMATCH: see above")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())

"""AITER's hand-written bf16 GEMM (``bf16gemm_outf32_tn_<tileM>x64_pf3.co``) as a peer on the simulator.

The code objects come from the pinned AITER wheel (``tests/sim/aiter/wheel.py``: fetched once into the cache;
``WheelUnavailable`` when it cannot be). Arguments are packed with ``tests/sim/aiter/layouts.py`` (family
``bf16gemm``) as AITER's launcher ``gemm_a16w16_asm`` (``csrc/py_itfs_cu/asm_gemm_a16w16.cu``) fills them:
A [M, K] and B [N, K] row-major bf16 (the nn.Linear weight, "tn"), out [M, N] **float32** (the only output the
launcher takes), byte strides K*2 and N*4.

Selection (``select``) follows the launcher's ``get_heuristic_kernel`` with the CU count of the device
(MI300X 304, MI355X 256): among the kernels of ``bf16gemm_outf32.csv`` with N % tileN == 0, split-K is
min(CUs // tiles, 64) when the tiles (ceil(M/tileM) * N/tileN) are fewer than the CUs (K must be a multiple of
64), and a kernel replaces the current pick when it needs fewer rounds of CUs, or as many with more CUs left
empty or less M padding, or (same round, empty CUs and padding) a larger tileM*tileN/(tileM+tileN). The
launcher walks an ``std::unordered_map``, whose order is the library's; we walk the CSV's order, which only
matters for ties. With split-K > 1 the launcher zeroes ``out`` (the kernel adds into it) and sets gdz = split.

Example:
    >>> select("gfx942", 256, 256, 2048), select("gfx950", 256, 256, 2048)
    (('bf16gemm_outf32_tn_64x64_pf3', 64, 19), ('bf16gemm_outf32_tn_32x64_pf3', 32, 8))
"""

from __future__ import annotations

import torch

from tests.sim.aiter import layouts as L, wheel

CUS = {"gfx942": 304, "gfx950": 256}  # multiProcessorCount of MI300X / MI355X, which num_cu is read from
# bf16gemm_outf32.csv (identical for both archs): name, tileM, tileN.
KERNELS = (("bf16gemm_outf32_tn_32x64_pf3", 32, 64), ("bf16gemm_outf32_tn_48x64_pf3", 48, 64),
           ("bf16gemm_outf32_tn_64x64_pf3", 64, 64), ("bf16gemm_outf32_tn_96x64_pf3", 96, 64))

Unavailable = wheel.WheelUnavailable


def supported(m: int, n: int, k: int) -> str | None:
    """None when the launcher takes (M, N, K), else why not."""
    if n % 64:
        return "N % 64 != 0 (no kernel has a tileN dividing N)"
    if k % 64:
        return "K % 64 != 0 (the launcher requires it)"
    return None


def select(arch: str, m: int, n: int, k: int, splitk: int | None = None) -> tuple[str, int, int]:
    """``(kernel, tileM, splitK)`` AITER's launcher picks for (M, N, K) on ``arch``'s device; ``splitk``: the
    launcher's optional explicit split-K (None: its automatic choice)."""
    why = supported(m, n, k)
    if why:
        raise ValueError(f"AITER bf16gemm: M,N,K={m},{n},{k}: {why}")
    cus = CUS[arch]
    best, rounds, empty, oob, effi = None, 2**32 - 1, cus, m, 1.0
    for name, tm, tn in KERNELS:
        tiles = -(-m // tm) * (n // tn)
        split = splitk if splitk is not None else min(cus // tiles, 64) if tiles < cus else 1
        tg = tiles * split
        r = -(-tg // cus)
        e = tm * tn / (tm + tn)
        pad = (tm - m % tm) if m % tm else 0
        less_oob = oob > 0 if m % tm == 0 else tm - m % tm < oob
        same_oob = (tm - m % tm) == oob
        if (r < rounds or (r == rounds and (empty > r * cus - tg or less_oob))
                or (r == rounds and empty == r * cus - tg and same_oob and e > effi)):
            best, rounds, empty, effi, oob = (name, tm, split), r, r * cus - tg, e, pad
    return best


def run(arch: str, a: torch.Tensor, b: torch.Tensor, out: torch.Tensor,
        splitk: int | None = None) -> tuple[object, str]:
    """``out`` (f32 [M, N]) = a @ b.t() with the kernel AITER selects (``splitk``: as ``select``); returns
    (LaunchStats, label)."""
    from torch_cdna import sim
    from torch_cdna.asm import codeobject
    m, k = a.shape
    n = b.shape[0]
    if out.dtype != torch.float32 or a.dtype != torch.bfloat16 or b.dtype != torch.bfloat16:
        raise ValueError("AITER bf16gemm: a, b bf16 and out float32 (the launcher's only output dtype)")
    name, tm, split = select(arch, m, n, k, splitk)
    path = wheel.hsa_dir(arch) / f"bf16gemm/{name}.co"
    kernel = L.mangle(name)
    info = codeobject.find_kernel(path.read_bytes(), kernel)
    if split > 1:
        out.zero_()  # the launcher's out.zero_(): split-K workgroups add their partial sums
    row_d, row_ab = n * 4, k * 2
    args = L.pack_args("bf16gemm", meta=info.args, D=out, A=a.contiguous(), B=b.contiguous(), alpha=1.0, beta=0.0,
                       stride_D0=row_d, stride_D1=row_d, stride_C0=row_d, stride_C1=row_d, stride_A0=row_ab,
                       stride_A1=row_ab, stride_B0=row_ab, stride_B1=row_ab, M=m, N=n, K=k, splitk=split)
    grid, block = L.grid_block("bf16gemm", M=m, N=n, tile_m=tm, splitk=split)
    stats = sim.launch(path, kernel=kernel, grid=list(grid), block=list(block), args=args, arch=arch)
    return stats, f"AITER {name.removeprefix('bf16gemm_outf32_tn_')} splitK {split}"

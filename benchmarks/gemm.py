"""``cdna::gemm`` beside a Triton ``tl.dot`` matmul, both run on the simulator: executed instructions (per wave,
summed over the launch), MFMA instructions, global bytes and LDS bytes per shape. **Counts, not times**: the
simulator executes both kernels; nothing here was measured on a GPU and no time is predicted (the timing model
would be the next step, issue 21).

Peer: a plain Triton matmul written here (a [BM, BK] x [BK, BN] ``tl.dot`` per K step, masked edges, fp32
accumulator, static shapes and strides as constexprs, as Inductor specialises them), compiled by Triton's AMD
backend for the arch (``benchmarks.triton_peers.compile_peer``) with two tile configs: 64x64x32 on 4 warps and
128x128x32 on 8 warps. It is not Inductor's autotuned template output; it is the same algorithm at the tiles
named in each row. b is the nn.Linear weight layout (``w.t()``, column-major) for both.

Usage: ``python -m benchmarks.gemm [--arch gfx942] [--shapes 256x256x256,1x256x256]`` prints a markdown table.

Example:
    >>> rows = measure("gfx942", (64, 64, 64))   # doctest: +SKIP
"""

from __future__ import annotations

import argparse
import math

import torch

from benchmarks.triton_peers import compile_peer, tl, triton
from torch_cdna import sim
from torch_cdna.ops.kernels import gemm as K

SHAPES = ((1, 256, 256), (16, 256, 256), (70, 72, 40), (256, 256, 256))
PEER_CONFIGS = ((64, 64, 32, 4), (128, 128, 32, 8))  # BM, BN, BK, num_warps


@triton.jit
def mm_peer(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr, SAM: tl.constexpr,
            SBK: tl.constexpr, SBN: tl.constexpr, SCM: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
            BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * SAM + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + rk[:, None] * SBK + rn[None, :] * SBN, mask=(rk[:, None] < K) & (rn[None, :] < N),
                    other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * SCM + rn[None, :], acc.to(c_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


def _row(who: str, stats, out: torch.Tensor, ref: torch.Tensor) -> dict:
    c = stats.counts
    return dict(kernel=who, instructions=stats.total, mfma=c["mfma"], valu=c["valu"], salu=c["salu"],
                vmem=c["vmem_load"] + c["vmem_store"], lds_instr=c["lds"], read=stats.global_bytes_read,
                written=stats.global_bytes_written, lds_bytes=stats.lds_bytes,
                max_err=float((out.double() - ref).abs().max()))


def measure(arch: str, shape: tuple[int, int, int], seed: int = 0) -> list[dict]:
    """Rows for ``cdna::gemm``'s kernel and each Triton peer config on one (M, N, K), bf16, b = w.t()."""
    m, n, k = shape
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(m, k, generator=g).to(torch.bfloat16)
    b = torch.randn(n, k, generator=g).to(torch.bfloat16).t()
    ref = a.double() @ b.double()
    rows = []
    out = torch.empty(m, n, dtype=torch.bfloat16)
    from torch_cdna import _config
    with _config.override(arch=arch):
        stats = K.launch_gemm(a, b, None, out)
    rows.append(_row(f"cdna::gemm {K.config_for(m, n, k).name}", stats, out, ref))
    for bm, bn, bk, warps in PEER_CONFIGS:
        out = torch.empty(m, n, dtype=torch.bfloat16)
        consts = dict(M=m, N=n, K=k, SAM=a.stride(0), SBK=b.stride(0), SBN=b.stride(1), SCM=n, BM=bm, BN=bn, BK=bk)
        sig = (("a_ptr", "*bf16"), ("b_ptr", "*bf16"), ("c_ptr", "*bf16"))
        asm, name, shared = compile_peer(mm_peer, arch, sig, tuple(consts.items()), warps)
        grid = (math.ceil(m / bm), math.ceil(n / bn))
        stats = sim.launch(asm, name, grid, (64 * warps,), [a, b, out], arch=arch, shared_mem=shared)
        rows.append(_row(f"triton {bm}x{bn}x{bk} w{warps}", stats, out, ref))
    return rows


def table(archs: list[str], shapes: list[tuple[int, int, int]]) -> str:
    cols = ["kernel", "instructions", "mfma", "valu", "salu", "vmem", "lds_instr", "read", "written", "lds_bytes"]
    lines = ["| arch | M x N x K | " + " | ".join(cols) + " |", "|" + "---|" * (len(cols) + 2)]
    for arch in archs:
        for shape in shapes:
            for r in measure(arch, shape):
                assert r["max_err"] < 0.05 * math.sqrt(shape[2]), r   # both kernels computed the product
                lines.append(f"| {arch} | {'x'.join(map(str, shape))} | " + " | ".join(str(r[c]) for c in cols) + " |")
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--arch", action="append", choices=("gfx942", "gfx950"))
    p.add_argument("--shapes", default=",".join("x".join(map(str, s)) for s in SHAPES))
    args = p.parse_args()
    shapes = [tuple(int(v) for v in s.split("x")) for s in args.shapes.split(",")]
    print("Executed instructions (per wave, summed over the launch) and bytes on the simulator; bf16, b = w.t().")
    print("Counts, not times: no GPU measurement, no timing prediction.\n")
    print(table(args.arch or ["gfx942", "gfx950"], shapes))


if __name__ == "__main__":
    main()

"""``python -m torch_cdna demo``: torch_cdna end to end in under two minutes, on the simulator when no AMD GPU.

Part ``kernel`` (a few seconds): a DSL kernel (``scale_add``: 16-byte loads, per-lane predication) is traced,
compiled by our passes and register allocator, assembled by LLVM for gfx942 and gfx950, run and checked
against torch, with the simulator's counters; then the issue-2 acceptance kernel (scalar loop with If).

Part ``model``: a 2-layer Llama-style transformer (hidden 256, random weights; ``--model hf`` builds HF's
LlamaForCausalLM from a config when ``transformers`` is installed) is compiled with torch_cdna's Inductor
substitution (``torch_cdna.nn.patch`` when the Inductor path is missing; the output says which ran), and the
demo shows what was substituted, the kernels compiled (arch, instructions, registers, LDS, occupancy), the
errors against eager, the simulator's counters per op (instruction classes, global bytes vs the minimum),
and on a ROCm GPU the timings of eager / torch.compile / torch.compile + torch_cdna.

Example:
    $ python -m torch_cdna demo                    # add --arch gfx950 to simulate MI355X instead of MI300X
    $ python -m torch_cdna demo --parts model --model hf --seq 32
"""

from __future__ import annotations

import argparse

import torch

from . import _config
from ._demo.progress import Progress
from .asm import jit
from .isa.targets import SUPPORTED_ARCHS


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


def _part_kernel(ns: argparse.Namespace, device: str, progress: Progress) -> bool:
    """Part 'kernel': a DSL kernel compiled for both archs, run and checked; the scalar-loop kernel."""
    with progress.step("compile scale_add (DSL -> IR -> passes -> regalloc -> assembly -> LLVM code object)"):
        for a in SUPPORTED_ARCHS:
            progress.detail(f"compiling scale_add for {a}")
            ck = scale_add.compile(64, arch=a)
            print(f"  {ck.resources()}; {len(ck.asm.splitlines())} lines of assembly, "
                  f"code object {len(ck.code_object or b'')} bytes")
    n = ns.n
    x, y = torch.randn(n, device=device), torch.randn(n, device=device)
    out = torch.full((n,), float("nan"), device=device)  # poisoned: unwritten elements would show
    with progress.step(f"run scale_add on {n} floats"):
        stats = scale_add([-(-n // 256)], [64], 64, x, y, out, 0.5, n)
        ok = torch.allclose(out, 0.5 * x + y, rtol=1e-6, atol=1e-6)
        print(f"  matches torch: {ok}")
        if stats is not None:
            minimum = 3 * 4 * n
            moved = stats.global_bytes_read + stats.global_bytes_written
            print(f"  simulator: {stats.summary()}")
            print(f"  global bytes moved / minimum = {moved} / {minimum} = {moved / minimum:.3f}")
    with progress.step("run the issue-2 acceptance kernel (scalar While/If)"):
        res = torch.zeros(1, dtype=torch.int32, device=device)
        even_sum([1], [64], 32, res)
        expected = sum(i for i in range(32) if i % 2 == 0)
        print(f"  sum of even numbers below 32 = {int(res[0])} (expected {expected})")
    return ok and int(res[0]) == expected


PARTS = ("kernel", "model")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m torch_cdna demo", description=__doc__.split("\n\n")[0])
    parser.add_argument("--arch", default=None, choices=SUPPORTED_ARCHS,
                        help="simulated arch when there is no AMD GPU (default gfx942)")
    parser.add_argument("--parts", default=",".join(PARTS),
                        help=f"comma-separated parts to run, of {PARTS} (default: all)")
    parser.add_argument("--n", type=int, default=1 << 16, help="elements for scale_add")
    parser.add_argument("--model", default="builtin", choices=("builtin", "hf", "auto"),
                        help="builtin Llama-style modules, HF LlamaForCausalLM (needs transformers), or auto "
                             "(hf when installed)")
    parser.add_argument("--inductor", default="auto", choices=("auto", "graphs", "full", "patch"),
                        help="auto: full Inductor on a ROCm GPU, graph passes only on the simulator; "
                             "patch: torch_cdna.nn.patch instead of Inductor")
    parser.add_argument("--dtype", default="bfloat16", choices=("bfloat16", "float16", "float32"))
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--seq", type=int, default=16, help="sequence length (kept small for the simulator)")
    return parser


def main(argv: list[str] | None = None) -> int:
    ns = _parser().parse_args(argv)
    parts = [p.strip() for p in ns.parts.split(",") if p.strip()]
    bad = [p for p in parts if p not in PARTS]
    if bad:
        raise SystemExit(f"demo: unknown part(s) {bad}; choose from {PARTS}, e.g. --parts kernel,model")
    device = "cuda" if torch.cuda.is_available() and getattr(torch.version, "hip", None) else "cpu"
    arch = ns.arch or _config.get("arch") or "gfx942"
    print(f"torch_cdna demo: device={device} ({'ROCm GPU' if device == 'cuda' else 'CDNA simulator'}), arch={arch}")
    if _config.get("ops_impl") != "kernel":
        print(f"  note: TORCH_CDNA_OPS_IMPL={_config.get('ops_impl')!r} is ignored here: the demo runs the kernels")
    progress = Progress()
    ok = True
    with _config.override(arch=arch, ops_impl="kernel"):
        if "kernel" in parts:
            ok = _part_kernel(ns, device, progress) and ok
        if "model" in parts:
            from ._demo import run_model
            ok = run_model.run(ns, device, arch, progress) and ok
    print(f"\n{'all results match' if ok else 'MISMATCH: see above'} (demo took {progress.elapsed():.0f} s)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())

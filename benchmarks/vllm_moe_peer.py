"""vLLM's Triton fused-MoE kernel as the MoE benchmark's Triton peer, run on the simulator.

The kernel is vLLM's own ``fused_moe_kernel`` (and the ``write_zeros_to_output`` helper it calls), cut out of
``vllm/model_executor/layers/fused_moe/fused_moe.py`` of the vllm 0.33.0 sdist that ``benchmarks/vllm_source``
fetches at run time; nothing of it is committed. It is compiled by the installed Triton's AMD backend for
gfx942 or gfx950 exactly as Triton's JIT launcher would on a ROCm device (``vllm_source.compile_launch``):
Triton's own binder and ``_pack_args`` (with the HIP backend of the target) turn the launch arguments into the
signature, the specialisations (pointers and multiples of 16: ``tt.divisibility`` 16; integers equal to 1 and ``None``
pointers: constants) and the options.

What this module re-implements from reading vLLM (no code taken), for bf16/fp16 without quantisation:

- **config** (``pick_config``): vLLM's ``try_get_optimal_moe_config``: the tuned JSON
  ``E={E},N={I},device_name={card}.json`` of the sdist when it exists (gfx942: ``AMD_Instinct_MI300X``;
  gfx950: ``AMD_Instinct_MI355X``, for which 0.33.0 ships none), its entry whose batch key is nearest the token
  count; otherwise its default rule on ROCm (``default_config``, the tables below), ``num_stages`` 2;
- **routing** (``expert_assignment``): ``T * k * 4 <= E`` takes vLLM's naive path (no sorting; one block per
  (token, slot), ``expert_ids = topk_ids``); otherwise ``cdna::moe_align`` (vLLM's definition) with its outputs
  copied into buffers of vLLM's sizes (``n + E * (BLOCK_M - 1)``, capped at ``n * BLOCK_M`` when ``n < E``);
- **launch** (``invoke``): ``invoke_fused_moe_triton_kernel``'s arguments, strides and grid
  (``cdiv(EM, BLOCK_M) * cdiv(N, BLOCK_N)``; ``EM`` shrunk to ``T * k * BLOCK_M`` when ``T < BLOCK_M``);
  GEMM1 ``x @ W13^T`` into ``[T, k, 2I]`` (top_k k, no routed weight), GEMM2 ``act @ W2^T`` into ``[T, k, H]``
  (top_k 1, ``MUL_ROUTED_WEIGHT``: the fp32 router weight times the fp32 accumulator before the bf16 store);
- between and after (``run_vllm_moe``): vLLM runs its ``silu_and_mul`` HIP kernel on the ``[T*k, 2I]`` GEMM1
  output; here ``cdna::silu_and_mul`` on the kernel path (our kernel, one counted launch) stands in for it.
  vLLM's final ``moe_sum`` over the k slots and its ``moe_align_block_size`` kernel are torch here and not
  counted, as ``cdna::fused_moe``'s own moe_align and final sum are torch and not counted either.

Example:
    >>> import torch
    >>> from benchmarks.vllm_moe_peer import run_vllm_moe
    >>> x = torch.randn(8, 128).to(torch.bfloat16)
    >>> w13, w2 = torch.randn(4, 128, 128).bfloat16() * 0.1, torch.randn(4, 128, 64).bfloat16() * 0.1
    >>> tw, ids = torch.rand(8, 2), torch.randint(0, 4, (8, 2))
    >>> out, stats, info = run_vllm_moe("gfx942", x, w13, w2, tw, ids)     # doctest: +SKIP
    >>> len(stats), info["config_source"]                                   # doctest: +SKIP
    (3, 'default rule')
"""

from __future__ import annotations

import functools
import json
import os
from typing import Any

import torch

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton's default, set to silence its warning

import triton  # noqa: E402
import triton.language as tl  # noqa: E402

from benchmarks import vllm_source  # noqa: E402

ARCHS = ("gfx942", "gfx950")
# The device name vLLM builds its config file name from (``get_device_name_as_file_name``) on each card.
DEVICE_NAMES = {"gfx942": "AMD_Instinct_MI300X", "gfx950": "AMD_Instinct_MI355X"}
KERNEL = "fused_moe_kernel"
_TL = {torch.bfloat16: tl.bfloat16, torch.float16: tl.float16}
# Launch options a tuned JSON entry may carry besides the constexpr tile sizes (HIP options of Triton).
OPTION_KEYS = ("num_warps", "num_stages", "waves_per_eu", "matrix_instr_nonkdim", "kpack")

# vLLM's default rule for unquantised bf16/fp16 (``get_default_config``), as (upper bound on M, value) steps;
# M is the token count. Past the last bound: the final value.
DEFAULT_STEPS: dict[str, tuple[tuple[float, int], ...]] = {
    "BLOCK_SIZE_M": ((32, 16), (96, 32), (512, 64), (float("inf"), 128)),
    "BLOCK_SIZE_N": ((64, 64), (float("inf"), 128)),
    "BLOCK_SIZE_K": ((64, 128), (float("inf"), 64)),
    "num_warps": ((128, 4), (float("inf"), 8)),
}
ROCM_NUM_STAGES = 2
# GROUP_SIZE_M: 16 when an expert averages more than this many tokens (M // E), else 1.
GROUP_M_TOKENS_PER_EXPERT = 128


def default_config(m: int, experts: int) -> dict[str, int]:
    """vLLM's default fused-MoE config on ROCm for ``m`` tokens and ``experts`` experts (bf16/fp16).

    Example:
        >>> default_config(4, 8)
        {'BLOCK_SIZE_M': 16, 'BLOCK_SIZE_N': 64, 'BLOCK_SIZE_K': 128, 'GROUP_SIZE_M': 1, 'SPLIT_K': 1, \
'num_warps': 4, 'num_stages': 2}
    """
    pick = {name: next(v for bound, v in steps if m <= bound) for name, steps in DEFAULT_STEPS.items()}
    group = 16 if m // max(experts, 1) > GROUP_M_TOKENS_PER_EXPERT else 1
    return {"BLOCK_SIZE_M": pick["BLOCK_SIZE_M"], "BLOCK_SIZE_N": pick["BLOCK_SIZE_N"],
            "BLOCK_SIZE_K": pick["BLOCK_SIZE_K"], "GROUP_SIZE_M": group, "SPLIT_K": 1,
            "num_warps": pick["num_warps"], "num_stages": ROCM_NUM_STAGES}


def config_file(arch: str, experts: int, inter: int) -> str:
    """The tuned-config file name vLLM looks for (bf16/fp16: no dtype part), e.g.
    ``E=8,N=2048,device_name=AMD_Instinct_MI300X.json``; ``inter`` is w2's last dim (I)."""
    if arch not in DEVICE_NAMES:
        raise ValueError(f"vllm moe peer: arch must be one of {sorted(DEVICE_NAMES)}, got {arch!r}")
    return f"E={experts},N={inter},device_name={DEVICE_NAMES[arch]}.json"


@functools.lru_cache(maxsize=None)
def tuned_configs(arch: str, experts: int, inter: int) -> tuple[tuple[int, dict], ...] | None:
    """The sdist's tuned table for (arch's card, E, I) as (batch, config) pairs in file order, or None."""
    paths = vllm_source.source_files(vllm_source.MOE_CONFIGS + config_file(arch, experts, inter))
    if not paths:
        return None
    table = json.loads(paths[0].read_text())
    table.pop("triton_version", None)
    return tuple((int(k), v) for k, v in table.items())


def pick_config(arch: str, m: int, experts: int, inter: int) -> tuple[dict, str]:
    """(config, where it came from) as vLLM picks it for ``m`` tokens: the tuned entry whose batch is nearest
    ``m`` (the first such in file order on a tie), else ``default_config``.

    Example:
        >>> pick_config("gfx950", 4, 8, 512)[1]                                # doctest: +SKIP
        'default rule'
    """
    table = tuned_configs(arch, experts, inter)
    if table is None:
        return default_config(m, experts), "default rule"
    batch, cfg = min(table, key=lambda kv: abs(kv[0] - m))
    return dict(cfg), f"{config_file(arch, experts, inter)} [batch {batch}]"


def vllm_align_length(n: int, experts: int, block_m: int) -> int:
    """Length of vLLM's ``sorted_token_ids`` buffer for ``n`` routed ids.

    Example:
        >>> vllm_align_length(16, 4, 16), vllm_align_length(2, 8, 16)
        (76, 32)
    """
    length = n + experts * (block_m - 1)
    return min(n * block_m, length) if n < experts else length


def expert_assignment(topk_ids: torch.Tensor, experts: int, block_m: int
                      ) -> tuple[torch.Tensor | None, torch.Tensor, torch.Tensor]:
    """(sorted_token_ids or None, expert_ids, num_tokens_post_padded) as vLLM prepares them."""
    n = topk_ids.numel()
    if n * 4 <= experts:  # vLLM's naive path: one block per (token, slot), no sorting
        return None, topk_ids.reshape(-1).to(torch.int32), torch.tensor([n * block_m], dtype=torch.int32)
    s, e, npad = torch.ops.cdna.moe_align(topk_ids, experts, block_m)
    length = vllm_align_length(n, experts, block_m)
    sorted_ids = torch.full((length,), n, dtype=torch.int32)
    expert_ids = torch.full((-(-length // block_m),), -1, dtype=torch.int32)
    valid = int(npad[0])  # every entry past the padded total is a sentinel the kernel never reads
    sorted_ids[:valid] = s[:valid]
    expert_ids[:valid // block_m] = e[:valid // block_m]
    return sorted_ids, expert_ids, npad.to(torch.int32)


@functools.lru_cache(maxsize=None)
def kernel() -> Any:
    """vLLM's ``fused_moe_kernel`` JITFunction (fetched and loaded once per process)."""
    return getattr(vllm_source.load_kernels(vllm_source.MOE_MODULE, KERNEL), KERNEL)


def invoke(arch: str, a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, topk_weights: torch.Tensor,
           sorted_ids: torch.Tensor | None, expert_ids: torch.Tensor, npad: torch.Tensor, mul_routed_weight: bool,
           top_k: int, config: dict) -> Any:
    """One ``fused_moe_kernel`` launch on the simulator as vLLM's ``invoke_fused_moe_triton_kernel`` makes it
    (unquantised, no bias): a [M, K], b [E, N, K], c [M, top_k, N]; returns its LaunchStats."""
    from torch_cdna import sim
    m, block_m = a.shape[0], config["BLOCK_SIZE_M"]
    if sorted_ids is None:
        em = m * top_k * block_m
    else:
        em = sorted_ids.numel() if m >= block_m else min(sorted_ids.numel(), m * top_k * block_m)
    grid = triton.cdiv(em, block_m) * triton.cdiv(b.shape[1], config["BLOCK_SIZE_N"])
    tiles = {k: v for k, v in config.items() if k not in OPTION_KEYS}
    args = [a, b, c, None, None, None, topk_weights, sorted_ids, expert_ids, npad, b.shape[1], b.shape[2], em,
            m * top_k, a.stride(0), a.stride(1), b.stride(0), b.stride(2), b.stride(1), c.stride(1), c.stride(2),
            0, 0, 0, 0, 0, 0, 0, 0, 0]
    kwargs = dict(MUL_ROUTED_WEIGHT=mul_routed_weight, top_k=top_k, compute_type=_TL[a.dtype], use_fp8_w8a8=False,
                  use_int8_w8a8=False, use_int8_w8a16=False, per_channel_quant=False,
                  naive_block_assignment=sorted_ids is None, HAS_BIAS=False, SWAP_AB=False, USE_TD=False,
                  **{**tiles, "SPLIT_K": 1}, **{k: config[k] for k in OPTION_KEYS if k in config})
    ck, abi = vllm_source.compile_launch(kernel(), arch, args, kwargs)
    return sim.launch(ck, grid=(grid,), args=abi, arch=arch)


def _check(x: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor, topk_weights: torch.Tensor,
           topk_ids: torch.Tensor) -> None:
    if x.dtype not in _TL or w13.dtype != x.dtype or w2.dtype != x.dtype:
        raise ValueError(f"vllm moe peer: x, w13, w2 must share dtype bf16 or fp16; got {x.dtype}, {w13.dtype}, "
                         f"{w2.dtype}")
    e, two_i, h = w13.shape
    if x.dim() != 2 or h != x.shape[1] or w2.shape != (e, h, two_i // 2) or two_i % 2:
        raise ValueError(f"vllm moe peer: x [T, H], w13 [E, 2I, H], w2 [E, H, I]; got {tuple(x.shape)}, "
                         f"{tuple(w13.shape)}, {tuple(w2.shape)}")
    if topk_ids.shape != topk_weights.shape or topk_ids.dim() != 2 or topk_ids.shape[0] != x.shape[0]:
        raise ValueError(f"vllm moe peer: topk_ids and topk_weights [T, k] with T={x.shape[0]}; got "
                         f"{tuple(topk_ids.shape)} and {tuple(topk_weights.shape)}")


def run_vllm_moe(arch: str, x: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor, topk_weights: torch.Tensor,
                 topk_ids: torch.Tensor, *, out: torch.Tensor | None = None) -> tuple[torch.Tensor, list, dict]:
    """vLLM's unquantised SiLU fused-MoE forward (``fused_experts_impl``'s steps) on the simulator.

    Returns (out [T, H] in x's dtype, the LaunchStats of GEMM1, silu_and_mul and GEMM2, info: the config and
    where it came from, naive or aligned routing). Intermediate buffers are NaN-filled before their launches.
    """
    from benchmarks.moe import capture
    from torch_cdna import _config
    _check(x, w13, w2, topk_weights, topk_ids)
    t, k = topk_ids.shape
    e, two_i, h = w13.shape
    config, source = pick_config(arch, t, e, two_i // 2)
    x, tw = x.contiguous(), topk_weights.float().contiguous()
    with _config.override(ops_impl="kernel", arch=arch):
        sorted_ids, expert_ids, npad = expert_assignment(topk_ids, e, config["BLOCK_SIZE_M"])
        cache1 = torch.full((t, k, two_i), float("nan"), dtype=x.dtype)
        s1 = invoke(arch, x, w13, cache1, tw, sorted_ids, expert_ids, npad, False, k, config)
        with capture() as act_stats:  # cdna::silu_and_mul's launch, standing in for vLLM's HIP kernel
            cache2 = torch.ops.cdna.silu_and_mul(cache1.view(-1, two_i))
    cache3 = torch.full((t, k, h), float("nan"), dtype=x.dtype)
    s2 = invoke(arch, cache2, w2, cache3, tw, sorted_ids, expert_ids, npad, True, 1, config)
    result = cache3.sum(1).to(x.dtype)  # vLLM's moe_sum (torch here, not counted)
    if out is not None:
        out.copy_(result)
        result = out
    info = {"config": config, "config_source": source, "naive": sorted_ids is None}
    return result, [s1, *act_stats, s2], info


def reference(x: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor, topk_weights: torch.Tensor,
              topk_ids: torch.Tensor) -> torch.Tensor:
    """float64 MoE layer: ``sum_j w_j * W2[e] @ (silu(gate) * up)``, ``[gate | up] = W13[e] @ x``.

    Example:
        >>> x = torch.randn(2, 4); w13 = torch.randn(3, 6, 4); w2 = torch.randn(3, 4, 3)
        >>> tuple(reference(x, w13, w2, torch.rand(2, 2), torch.tensor([[0, 2], [1, 0]])).shape)
        (2, 4)
    """
    xd, out = x.double(), torch.zeros(x.shape, dtype=torch.float64)
    inter = w13.shape[1] // 2
    for t in range(x.shape[0]):
        for j in range(topk_ids.shape[1]):
            e = int(topk_ids[t, j])
            h = w13[e].double() @ xd[t]
            a = torch.nn.functional.silu(h[:inter]) * h[inter:]
            out[t] += float(topk_weights[t, j]) * (w2[e].double() @ a)
    return out


__all__ = ["ARCHS", "DEFAULT_STEPS", "DEVICE_NAMES", "config_file", "default_config", "expert_assignment",
           "invoke", "kernel", "pick_config", "reference", "run_vllm_moe", "tuned_configs", "vllm_align_length"]

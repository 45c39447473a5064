"""vLLM's Triton unified attention (the ``TRITON_ATTN`` backend's decode path) as the paged-attention benchmark's
Triton peer, compiled for gfx942/gfx950 and run on the simulator.

The kernels are vLLM's own ``kernel_unified_attention`` and ``reduce_segments`` (with the ``@triton.jit`` helpers
they call, from ``vllm/v1/attention/ops/triton_unified_attention.py`` and ``triton_attention_helpers.py``), cut
out of the vllm 0.33.0 sdist that ``benchmarks/vllm_source`` fetches at run time; nothing of them is committed.
They are compiled by the installed Triton's AMD backend as Triton's JIT launcher would on a ROCm device
(``vllm_source.compile_launch``): its own binder and ``_pack_args`` with the HIP backend of the target give the
signature, the specialisations (pointers and multiples of 16: ``tt.divisibility`` 16; tensors under 2 GiB:
``tt.pointer_range`` 32, i.e. buffer loads; ``None`` and integers equal to 1: constants) and the options. vLLM
passes no ``num_warps``/``num_stages`` on ROCm (its tuned 8-warp path is for NVIDIA capability 10.x only), so
Triton's HIP defaults apply (4 warps, ``num_stages`` 2).

Which vLLM backend: on CDNA, vLLM 0.33's first ROCm choice (``ROCM_ATTN``) decodes these shapes (bf16/fp16, head
64/128, block 16/32, GQA <= 16) with its HIP C++ kernel ``paged_attention_rocm``, not Triton; its Triton path
is the ``TRITON_ATTN`` backend (``--attention-backend TRITON_ATTN``, and the fallback), which is what runs here.

What this module re-implements from reading vLLM (no code taken), for a decode step (one query token per
sequence, causal, no window, sinks, ALiBi, soft-cap or quantisation):

- **tiles** (``plan``): ``BLOCK_M`` 16 (the next power of two of the GQA group when it exceeds 16),
  ``BLOCK_Q = BLOCK_M // group``; KV tile 16 keys for 2-byte dtypes in the split (3D) kernel, 32 in the 2D one;
- **2D or 3D** (``plan``): the split-KV ("3D") kernel with ``NUM_PAR_SOFTMAX_SEGMENTS`` (16) segments plus
  ``reduce_segments`` when ``num_seqs * cdiv(max_q, BLOCK_Q) <= MIN_LAUNCH_GRID_SIZE_2D // num_kv_heads``
  (128 // Hkv: the backend's ``seq_threshold_3D``; with CUDA graphs vLLM rounds it to the nearest capture size,
  which for power-of-two Hkv <= 16 is the same number), else the single 2D kernel; both constants are read
  from the fetched ``triton_attn.py``;
- **grids**: 3D ``(T // BLOCK_Q + S, Hkv, segments)``, reduce ``(T, Hq)``, 2D ``(T // BLOCK_Q + S, Hkv)``;
- **arguments**: those ``TritonAttentionImpl.forward`` passes: ``cu_seqlens_q`` 0..S, ``seqused_k`` the lengths,
  ``k/v_descale`` [S, Hkv] ones (vLLM's one-element scale expanded; unread for bf16), fp32 scratch
  ``[T, Hq, segments, D_pad]`` / ``[T, Hq, segments]``, ``softcap`` 0, window (-1, -1), the
  ``rswa_prefix_lens`` pointer given ``seqused_k`` as vLLM does when R-SWA is off; the block table padded with
  zero columns to whole tiles (``pad_table``: the kernels read a block id per key of a tile without a mask,
  and vLLM's tables are ``max_model_len / block_size`` wide, so those reads stay inside them there).

KV cache layout: vLLM 0.33 allocates one tensor per layer in its default layout ``LBNHC``: [num_blocks,
block_size, Hkv, 2 * D], K in the first D of the last axis and V in the second; ``TRITON_ATTN`` passes the two
halves as views. So the peer reads the same logical [num_blocks, block_size, Hkv, D] layout as
``cdna::paged_attention`` with a row stride of 2 D instead of D (``pack_kv`` builds it from K and V).

Example:
    >>> import torch
    >>> from benchmarks.vllm_paged_peer import plan
    >>> p = plan(num_seqs=4, q_heads=8, kv_heads=1, head_dim=128, dtype=torch.bfloat16)
    >>> p.three_d, p.block_m, p.block_q, p.tile, p.segments
    (True, 16, 2, 16, 16)
"""

from __future__ import annotations

import ast
import functools
import os
from dataclasses import dataclass
from typing import Any

import torch

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton's default, set to silence its warning

import triton  # noqa: E402

from benchmarks import vllm_source  # noqa: E402

UNIFIED = "vllm/v1/attention/ops/triton_unified_attention.py"
HELPERS = "vllm/v1/attention/ops/triton_attention_helpers.py"
BACKEND = "vllm/v1/attention/backends/triton_attn.py"
KERNELS = ("kernel_unified_attention", "reduce_segments")
ARCHS = ("gfx942", "gfx950")
# The fp8 format vLLM's ROCm platform reports (``fp8_dtype``): fnuz on gfx942, OCP on gfx950. It only sets the
# kernels' FP8_MIN/FP8_MAX defaults, unused without fp8 output, but they are part of the compiled signature.
FP8 = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}
DTYPES = (torch.bfloat16, torch.float16)


# ------------------------------------------------------------------------------------------- source
def _module_literal(relpath: str, name: str) -> Any:
    """The value of the module-level literal assignment ``name = <literal>`` in vLLM's ``relpath``."""
    tree = ast.parse(vllm_source.source_file(relpath).read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise KeyError(f"vllm paged peer: {relpath} of vllm {vllm_source.VERSION} has no literal {name}; "
                   "the selection rule this module re-implements changed: re-read it")


def _imported_helpers() -> tuple[str, ...]:
    """The names the unified-attention module imports from the helpers module (its ``from ... import``)."""
    tree = ast.parse(vllm_source.source_file(UNIFIED).read_text())
    module = HELPERS[:-3].replace("/", ".")
    return tuple(a.name for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == module for a in n.names)


@functools.lru_cache(maxsize=None)
def kernels(arch: str) -> Any:
    """The module holding vLLM's ``kernel_unified_attention`` and ``reduce_segments`` as ``JITFunction`` s, with
    the helpers they import bound and ``float8_info`` as vLLM's platform gives it on ``arch``."""
    helpers = vllm_source.load_kernels(HELPERS, *_imported_helpers())
    extra = {n: getattr(helpers, n) for n in _imported_helpers()}
    extra["float8_info"] = torch.finfo(FP8[arch])
    return vllm_source.load_kernels(UNIFIED, *KERNELS, extra_globals=extra)


@functools.lru_cache(maxsize=None)
def constants() -> dict[str, int]:
    """The selection constants read from the fetched source (``MIN_LAUNCH_GRID_SIZE_2D``,
    ``NUM_PAR_SOFTMAX_SEGMENTS`` of the backend, ``MAX_3D_QUERY_LEN`` of the op module)."""
    return {"MIN_LAUNCH_GRID_SIZE_2D": _module_literal(BACKEND, "MIN_LAUNCH_GRID_SIZE_2D"),
            "NUM_PAR_SOFTMAX_SEGMENTS": _module_literal(BACKEND, "NUM_PAR_SOFTMAX_SEGMENTS"),
            "MAX_3D_QUERY_LEN": _module_literal(UNIFIED, "MAX_3D_QUERY_LEN")}


# --------------------------------------------------------------------------------------------- plan
@dataclass(frozen=True)
class Plan:
    """vLLM's launch choice for a decode batch (see the module docstring)."""

    three_d: bool
    block_m: int
    block_q: int
    tile: int
    segments: int
    q_blocks: int

    def grids(self, kv_heads: int, tokens: int, q_heads: int) -> list[tuple[int, ...]]:
        """Grid of each launch: [attention] or [attention 3D, reduce_segments]."""
        if not self.three_d:
            return [(self.q_blocks, kv_heads)]
        return [(self.q_blocks, kv_heads, self.segments), (tokens, q_heads)]


def plan(num_seqs: int, q_heads: int, kv_heads: int, head_dim: int, dtype: torch.dtype, max_q: int = 1,
         force: str | None = None) -> Plan:
    """The tiles and kernel vLLM's ``TRITON_ATTN`` picks for ``num_seqs`` sequences of ``max_q`` (decode: 1)
    query tokens; ``force`` ``"2d"``/``"3d"`` overrides the 2D/3D rule (tests).

    Example:
        >>> plan(200, 32, 8, 128, torch.bfloat16)                # 200 > 128 // 8: one 2D launch, 32-key tiles
        Plan(three_d=False, block_m=16, block_q=4, tile=32, segments=16, q_blocks=250)
    """
    group = q_heads // kv_heads
    block_m = 16 if group <= 16 else triton.next_power_of_2(group)
    block_q = block_m // group
    c = constants()
    threshold = c["MIN_LAUNCH_GRID_SIZE_2D"] // kv_heads
    three_d = max_q <= c["MAX_3D_QUERY_LEN"] and num_seqs * triton.cdiv(max_q, block_q) <= threshold
    if force is not None:
        if force not in ("2d", "3d"):
            raise ValueError(f"vllm paged peer: force must be None, '2d' or '3d'; got {force!r}")
        three_d = force == "3d"
    small = torch.tensor([], dtype=dtype).element_size() < 2    # fp8 needs 32-key tiles
    tile = 16 if three_d and not small else 32
    return Plan(three_d, block_m, block_q, tile, c["NUM_PAR_SOFTMAX_SEGMENTS"], num_seqs * max_q // block_q + num_seqs)


# ---------------------------------------------------------------------------------------------- run
def pack_kv(k: torch.Tensor, v: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """vLLM 0.33's default per-layer cache (``LBNHC``: [blocks, block_size, Hkv, 2 D], K then V on the last
    axis) holding ``k``/``v`` [blocks, block_size, Hkv, D]; returns the K and V views ``TRITON_ATTN`` passes.

    Example:
        >>> kc, vc = pack_kv(torch.zeros(2, 16, 1, 64), torch.ones(2, 16, 1, 64))
        >>> kc.stride(), float(vc.sum())
        ((2048, 128, 128, 1), 2048.0)
    """
    if k.shape != v.shape or k.dim() != 4:
        raise ValueError(f"vllm paged peer: k and v must both be [blocks, block_size, Hkv, D]; got "
                         f"{tuple(k.shape)} and {tuple(v.shape)}")
    d = k.shape[-1]
    kv = torch.cat([k, v], dim=-1).contiguous()
    return kv[..., :d], kv[..., d:]


def pad_table(table: torch.Tensor, tile: int, block_size: int) -> torch.Tensor:
    """``table`` with zero columns appended up to a multiple of ``tile // block_size``: the kernels read the
    block id of every key of a tile, past a sequence's last block, without a mask (only the K/V loads are
    masked). vLLM's tables are ``cdiv(max_model_len, block_size)`` wide, so those reads stay inside them; a
    table exactly as wide as the longest sequence may not be (a 32-key tile over 16-key blocks, odd width).

    Example:
        >>> pad_table(torch.ones(2, 3, dtype=torch.int32), 32, 16).tolist()
        [[1, 1, 1, 0], [1, 1, 1, 0]]
    """
    step = max(tile // block_size, 1)
    extra = -table.shape[1] % step
    return torch.nn.functional.pad(table, (0, extra)) if extra else table


def _check(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, table: torch.Tensor,
           lens: torch.Tensor) -> None:
    if q.dim() != 3 or k_cache.dim() != 4 or k_cache.shape != v_cache.shape or q.shape[2] != k_cache.shape[3]:
        raise ValueError(f"vllm paged peer: q [S, Hq, D] and caches [blocks, block_size, Hkv, D]; got "
                         f"{tuple(q.shape)}, {tuple(k_cache.shape)}, {tuple(v_cache.shape)}")
    if q.dtype not in DTYPES or k_cache.dtype != q.dtype or v_cache.dtype != q.dtype:
        raise ValueError(f"vllm paged peer: q and caches must share dtype bf16 or fp16; got {q.dtype}, "
                         f"{k_cache.dtype}, {v_cache.dtype}")
    if q.shape[1] % k_cache.shape[2] or k_cache.shape[1] % 16:
        raise ValueError(f"vllm paged peer: Hq={q.shape[1]} must be a multiple of Hkv={k_cache.shape[2]} and the "
                         f"block size {k_cache.shape[1]} a multiple of 16 (TRITON_ATTN's kernel block sizes)")
    if table.dtype != torch.int32 or lens.dtype != torch.int32 or table.shape[0] != q.shape[0] != lens.shape[0]:
        raise ValueError(f"vllm paged peer: block_table int32 [S, W] and seq_lens int32 [S] for S={q.shape[0]}; "
                         f"got {table.dtype} {tuple(table.shape)}, {lens.dtype} {tuple(lens.shape)}")


def _attention_kwargs(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, table: torch.Tensor,
                      lens: torch.Tensor, out: torch.Tensor, scale: float, p: Plan, scratch: tuple) -> dict:
    """The keyword arguments of vLLM's ``kernel_unified_attention`` launch for a plain decode batch."""
    s, d = q.shape[0], q.shape[2]
    # vLLM passes its one-element scale expanded to [S, Hkv] (unread for bf16/fp16 caches; only its address
    # reaches the kernel)
    descale = torch.ones(1, dtype=torch.float32).expand(s, k.shape[2])
    segm_out, segm_max, segm_sum = scratch[:3] if p.three_d else (None, None, None)
    return dict(
        output_ptr=out, segm_output_ptr=segm_out, segm_max_ptr=segm_max, segm_expsum_ptr=segm_sum, query_ptr=q,
        key_cache_ptr=k, value_cache_ptr=v, sink_ptr=None, block_tables_ptr=table, seq_lens_ptr=lens,
        alibi_slopes_ptr=None, qq_bias_ptr=None, k_scale_cache_ptr=None, v_scale_cache_ptr=None, scale=scale,
        q_scale=None, k_scale=descale, v_scale=descale, out_scale=1.0, softcap=0, num_query_heads=q.shape[1],
        num_queries_per_kv=q.shape[1] // k.shape[2], block_table_stride=table.stride(0),
        query_stride_0=q.stride(0), query_stride_1=q.stride(1), output_stride_0=out.stride(0),
        output_stride_1=out.stride(1), qq_bias_stride_0=0, BLOCK_SIZE=v.shape[1], TILE_SIZE=p.tile, HEAD_SIZE=d,
        HEAD_SIZE_PADDED=triton.next_power_of_2(d), USE_ALIBI_SLOPES=False, USE_ALIBI_SQRT=False,
        USE_QQ_BIAS=False, USE_SOFTCAP=False, USE_SINKS=False, SLIDING_WINDOW=0, USE_CAUSAL=True,
        USE_PER_SEQ_CAUSAL=False, per_seq_causal_ptr=None, USE_MM_PREFIX=False, MAX_MM_RANGES=0,
        mm_prefix_range_ptr=None, rswa_prefix_lens_ptr=lens, R_SWA_WINDOW=0, USE_R_SWA=False,
        **{f"stride_k_cache_{i}": k.stride(i) for i in range(4)},
        **{f"stride_v_cache_{i}": v.stride(i) for i in range(4)},
        stride_ks_blk=None, stride_ks_slot=None, stride_ks_head=None, stride_vs_blk=None, stride_vs_slot=None,
        stride_vs_head=None, query_start_len_ptr=scratch[3], BLOCK_Q=p.block_q, num_seqs=s, BLOCK_M=p.block_m,
        NUM_SEGMENTS_PER_SEQ=p.segments if p.three_d else 1, USE_FP8=False, IS_3D=p.three_d, KV_QUANT_MODE=0,
        Q_IS_FP8=False, CHUNK_LOOKBACK=-1, CHUNK_SIZE=-1, USE_TD=False, USE_TD_QO=False, MM_PREFIX_CLAMP_SW=False)


def _reduce_kwargs(q: torch.Tensor, table: torch.Tensor, lens: torch.Tensor, out: torch.Tensor, p: Plan,
                   scratch: tuple) -> dict:
    """The keyword arguments of vLLM's ``reduce_segments`` launch after the 3D kernel."""
    d = q.shape[2]
    return dict(output_ptr=out, segm_output_ptr=scratch[0], segm_max_ptr=scratch[1], segm_expsum_ptr=scratch[2],
                seq_lens_ptr=lens, num_seqs=q.shape[0], num_query_heads=q.shape[1], out_scale_inv=1.0,
                output_stride_0=out.stride(0), output_stride_1=out.stride(1), block_table_stride=table.stride(0),
                TILE_SIZE=p.tile, HEAD_SIZE=d, HEAD_SIZE_PADDED=triton.next_power_of_2(d),
                query_start_len_ptr=scratch[3], BLOCK_Q=p.block_q, NUM_SEGMENTS_PER_SEQ=p.segments, USE_FP8=False)


def run_vllm_paged(arch: str, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor,
                   block_table: torch.Tensor, seq_lens: torch.Tensor, out: torch.Tensor, scale: float, *,
                   force: str | None = None, **launch: Any) -> list:
    """One decode step of vLLM's ``TRITON_ATTN`` on the simulator: q [S, Hq, D] (one token per sequence),
    caches [blocks, block_size, Hkv, D] (any strides with a unit last dim; ``pack_kv`` gives vLLM's), int32
    ``block_table`` [S, W] and ``seq_lens`` [S]; writes ``out`` (like q). ``launch`` goes to ``sim.launch``
    (e.g. ``timing="mi300x", sample="auto"``). Returns the LaunchStats of each launch (3D + reduce, or 2D).

    Example:
        >>> import torch
        >>> q = torch.randn(2, 8, 64).bfloat16()
        >>> kc, vc = pack_kv(*(torch.randn(4, 16, 2, 64).bfloat16() for _ in range(2)))
        >>> table, lens = torch.tensor([[0, 1], [3, 2]], dtype=torch.int32), torch.tensor([20, 9], dtype=torch.int32)
        >>> out = torch.full_like(q, float("nan"))
        >>> [s.workgroups for s in run_vllm_paged("gfx942", q, kc, vc, table, lens, out, 0.125)]  # doctest: +SKIP
        [..., 16]
    """
    from torch_cdna import sim
    if arch not in ARCHS:
        raise ValueError(f"vllm paged peer: arch must be one of {ARCHS}; got {arch!r}")
    _check(q, k_cache, v_cache, block_table, seq_lens)
    s, hq, d = q.shape
    p = plan(s, hq, k_cache.shape[2], d, q.dtype, force=force)
    block_table = pad_table(block_table, p.tile, k_cache.shape[1])
    width = (s, hq, p.segments)
    scratch = (torch.empty(*width, triton.next_power_of_2(d)), torch.empty(width), torch.empty(width),
               torch.arange(s + 1, dtype=torch.int32))
    grids = p.grids(k_cache.shape[2], s, hq)
    calls = [("kernel_unified_attention", _attention_kwargs(q, k_cache, v_cache, block_table, seq_lens, out,
                                                            scale, p, scratch))]
    if p.three_d:
        calls.append(("reduce_segments", _reduce_kwargs(q, block_table, seq_lens, out, p, scratch)))
    stats = []
    for (name, kwargs), grid in zip(calls, grids):
        ck, abi = vllm_source.compile_launch(getattr(kernels(arch), name), arch, kwargs=kwargs)
        stats.append(sim.launch(ck, grid=grid, args=abi, arch=arch, **launch))
    return stats


__all__ = ["ARCHS", "KERNELS", "Plan", "constants", "kernels", "pack_kv", "pad_table", "plan", "run_vllm_paged"]

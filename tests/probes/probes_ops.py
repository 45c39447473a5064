"""Probes of every ``torch.ops.cdna.*`` op (listed from ``torch_cdna.ops.OPS``): bad dtype/rank/shape/device
and eps must be clear errors naming the argument; hostile layouts (non-contiguous, transposed, stride-0,
overlapping, storage offset), zero-size dims and NaN/inf must match a float64 reference. Kernel mode on the
simulator (tiny shapes), so the layouts reach the real DSL kernels and the op layer's copies."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

import torch

from torch_cdna import _config
from torch_cdna.errors import CdnaError
from torch_cdna.ops import OPS, _registry

from .model import Compared, Ctx, Either, MatchesReference, Probe, Raises, as_list, reference_outputs

CHECK_ERRORS = (TypeError, ValueError, CdnaError)
FP32_TOL = MatchesReference(rtol=2e-5, atol=2e-5)
BF16_TOL = MatchesReference(rtol=2e-2, atol=2e-2)


@dataclass(frozen=True)
class OpSpec:
    """How to call one op on tiny valid inputs: ``make(ctx, dtype, n)`` -> (args, kwargs), n the leading size.

    ``derive(args, kwargs)`` recomputes arguments that must stay consistent with others after a layout change
    (attention_backward's out/lse from q/k/v). ``overload``: probes of a non-default overload (``tensor_eps``)
    build the default's arguments and spell them for the overload only in ``call``, so every probe applies.
    """
    name: str
    make: Callable[[Ctx, torch.dtype, int], tuple[list, dict]]
    dtype: torch.dtype = torch.float32
    derive: Callable[[list, dict], list] | None = None
    overload: str = "default"
    index_first: bool = False   # the first tensor holds indices (moe_align's ids): no dtype_int/nan_inf probes
    # outputs compared relative to their largest magnitude: ops that round intermediates to the input dtype
    # (fused_moe's h and act(h) in bf16, as vLLM's and HF's eager path do) differ from the unrounded float64
    # reference by a rounding of the terms, not of the result
    scale_free: bool = False
    joint_scale: bool = False   # with scale_free: one scale, the largest over all outputs (sums that cancel)
    tolerance: MatchesReference | None = None   # replaces the dtype's (``tol``)
    arch: str | None = None     # the arch its kernels run on (quantize_mxfp4: gfx950 only); None: configured

    @property
    def id(self) -> str:
        """The probe id prefix: ``op.<name>``, ``op.<name>.<overload>`` for a non-default overload."""
        return f"op.{self.name}" + ("" if self.overload == "default" else f".{self.overload}")

    @property
    def tol(self) -> MatchesReference:
        if self.tolerance is not None:
            return self.tolerance
        return FP32_TOL if self.dtype == torch.float32 else BF16_TOL

    def tensor_names(self) -> list[str]:
        schema = getattr(torch.ops.cdna, self.name).default._schema
        return [a.name for a in schema.arguments if str(a.type) == "Tensor"]

    def has_eps(self) -> bool:
        return "eps" in [a.name for a in getattr(torch.ops.cdna, self.name).default._schema.arguments]


D = 16


def _rows(ctx: Ctx, dtype: torch.dtype, n: int, d: int = D) -> torch.Tensor:
    return ctx.randn(n, 3, d, dtype=dtype)


def _norm(with_grad: bool, extra: int) -> Callable:
    def make(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
        tensors = [_rows(ctx, dtype, n) for _ in range(1 + with_grad + extra)]
        return [*tensors, ctx.randn(D, dtype=dtype), 1e-5], {}
    return make


def _layernorm(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n), ctx.randn(D, dtype=dtype), ctx.randn(D, dtype=dtype), 1e-5], {}


def _fused_add_layernorm(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n), _rows(ctx, dtype, n), ctx.randn(D, dtype=dtype), ctx.randn(D, dtype=dtype), 1e-5], {}


def _packed(n_grad: int, *extra: Any) -> Callable:
    def make(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
        grads = [_rows(ctx, dtype, n) for _ in range(n_grad)]
        return [*grads, _rows(ctx, dtype, n, 2 * D), *extra], {}
    return make


def _pair(n_grad: int, *extra: Any) -> Callable:
    def make(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
        return [*(_rows(ctx, dtype, n) for _ in range(n_grad + 2)), *extra], {}
    return make


def _plain(n_grad: int, **kwargs: Any) -> Callable:
    """A pointwise op's rows (x, after ``n_grad`` gradients) and its keyword arguments."""
    def make(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
        return [_rows(ctx, dtype, n) for _ in range(n_grad + 1)], dict(kwargs)
    return make


def _softmax(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n), -1], {}


def _softmax_backward(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    y = torch.softmax(_rows(ctx, torch.float32, n), -1).to(dtype)
    return [_rows(ctx, dtype, n), y, -1], {}


def _rope(interleaved: bool) -> Callable:
    def make(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
        angles = torch.rand(n, 3, 1, D // 2, generator=ctx.rng) * 6.0
        return [ctx.randn(n, 3, 2, D, dtype=dtype), angles.cos().to(dtype), angles.sin().to(dtype),
                interleaved], {}
    return make


def _qkv_rope(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    """Grouped GQA (Hq 2, Hkv 1), partial rotary (D/2 of D rotated); cos/sin [n, 1, 3, D/4]."""
    angles = torch.rand(n, 1, 3, D // 4, generator=ctx.rng) * 6.0
    return [ctx.randn(n, 3, 4 * D, dtype=dtype), angles.cos().to(dtype), angles.sin().to(dtype), 2, 1, D // 2,
            False, "grouped"], {}


def _qkv_rope_backward(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    angles = torch.rand(n, 1, 3, D // 2, generator=ctx.rng) * 6.0
    return [*(ctx.randn(n, 2, 3, D, dtype=dtype) for _ in range(3)), angles.cos().to(dtype),
            angles.sin().to(dtype), D, True, "per_head"], {}


ATTN_KW = dict(causal=True, scale=None, enable_gqa=False)


def _attention(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [ctx.randn(n, 2, 5, 64, dtype=dtype) for _ in range(3)], dict(ATTN_KW)


def _attention_backward(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    q, k, v = (ctx.randn(n, 2, 5, 64, dtype=dtype) for _ in range(3))
    args = [ctx.randn(n, 2, 5, 64, dtype=dtype), q, k, v, None, None]
    return _attention_outputs(args, dict(ATTN_KW)), dict(ATTN_KW)


def _attention_outputs(args: list, kwargs: dict) -> list:
    """out and lse of the reference attention for the (possibly re-laid-out) q, k, v."""
    grad, q, k, v = args[:4]
    if q.device.type == "meta" or q.dtype not in (torch.bfloat16, torch.float16, torch.float32):
        out, lse = torch.empty_like(q), torch.empty(q.shape[:3], device=q.device)
    else:
        out, lse = OPS["attention"].reference(q, k, v, **kwargs)
    return [grad, q, k, v, out.to(q.dtype) if out.is_floating_point() else out, lse]


def _gemm(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [ctx.randn(n, D, dtype=dtype), ctx.randn(D, 8, dtype=dtype)], dict(bias=ctx.randn(8, dtype=dtype))


def _scaled_mm(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    """fp8 (``dtype``) a [n, D] and a weight's b = w.t() [D, 8], per-token x per-channel scales."""
    return [ctx.randn(n, D, dtype=dtype), ctx.randn(8, D, dtype=dtype).t(), ctx.randn(n, 1).abs() + 0.5,
            ctx.randn(1, 8).abs() + 0.5], dict(out_dtype=torch.float32, bias=ctx.randn(8))


def _append_kv(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    """n new tokens into 3 blocks of 4 slots (2 kv heads of D), one of them skipped."""
    slots = torch.randperm(12, generator=ctx.rng)[:n]
    slots[:1] = -1
    return [ctx.randn(3, 4, 2, D, dtype=dtype), ctx.randn(3, 4, 2, D, dtype=dtype), ctx.randn(n, 2, D, dtype=dtype),
            ctx.randn(n, 2, D, dtype=dtype), slots], {}


def _paged_attention(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    """n sequences (lengths up to 20) over 2 kv heads of 64 in blocks of 8 (tables in random order), GQA 2."""
    table = torch.randperm(3 * max(n, 1), generator=ctx.rng)[:3 * n].view(n, 3).int()
    lens = torch.randint(1, 21, (n,), generator=ctx.rng, dtype=torch.int32)
    blocks = 3 * max(n, 1)
    return [ctx.randn(n, 4, 64, dtype=dtype), ctx.randn(blocks, 8, 2, 64, dtype=dtype),
            ctx.randn(blocks, 8, 2, 64, dtype=dtype), table, lens], dict(scale=0.125)


def _paged_valid(args: list, kwargs: dict) -> list:
    """A block table a layout probe built over random storage (``overlapping``: ids outside the cache, which the
    op refuses by name) keeps its layout, its storage refilled with valid block ids (rows sharing entries then
    share blocks, which a read-only table allows)."""
    q, k_cache, v_cache, table, lens = args
    if (isinstance(table, torch.Tensor) and table.device.type != "meta" and table.numel()
            and (int(table.min()) < 0 or int(table.max()) >= k_cache.shape[0])):
        store = table.untyped_storage()
        flat = torch.empty(0, dtype=table.dtype).set_(store, 0, (store.nbytes() // table.element_size(),), (1,))
        flat.copy_(torch.arange(flat.numel(), dtype=table.dtype) % k_cache.shape[0])
    return [q, k_cache, v_cache, table, lens]


def _mla_decode(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    """n sequences (lengths up to 20) over a 576-wide latent cache in blocks of 8 (tables in random order), 4
    heads."""
    table = torch.randperm(3 * max(n, 1), generator=ctx.rng)[:3 * n].view(n, 3).int()
    lens = torch.randint(1, 21, (n,), generator=ctx.rng, dtype=torch.int32)
    return [ctx.randn(n, 4, 576, dtype=dtype), ctx.randn(3 * max(n, 1), 8, 1, 576, dtype=dtype), table, lens,
            0.07], {}


def _mla_valid(args: list, kwargs: dict) -> list:
    """``_paged_valid`` for mla_decode's arguments (one cache, then the table)."""
    q, kv, table, lens, scale = args
    return [*_paged_valid([q, kv, kv, table, lens], kwargs)[:1], kv, table, lens, scale]


def _varlen_attention(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    """n query rows in 2 sequences (the second possibly empty) over 2 kv heads of 64, GQA 2, causal."""
    cq = torch.tensor([0, (n + 1) // 2, n], dtype=torch.int32)
    ck = torch.tensor([0, 7, 19], dtype=torch.int32)
    longest = max(int(cq[1]), n - int(cq[1]))
    return [ctx.randn(n, 4, 64, dtype=dtype), ctx.randn(19, 2, 64, dtype=dtype), ctx.randn(19, 2, 64, dtype=dtype),
            cq, ck, longest, 12], dict(causal=True)


def _varlen_valid(args: list, kwargs: dict) -> list:
    """cu_seqlens a layout probe changed into invalid offsets (a stride-0 expansion repeats the first entry) are
    rebuilt as two sequences over the packed rows, and the max lengths follow; valid ones keep their layout."""
    q, k, v, cq, ck, mq, mk = args

    def fix(cu: Any, total: int) -> Any:
        if not isinstance(cu, torch.Tensor) or cu.dtype != torch.int32 or cu.dim() != 1 or cu.device.type == "meta":
            return cu
        vals = cu.tolist()
        if vals and vals[0] == 0 and vals[-1] == total and all(a <= b for a, b in zip(vals, vals[1:])):
            return cu
        return torch.tensor([0, total // 2, total], dtype=torch.int32)

    cq, ck = fix(cq, q.shape[0]), fix(ck, k.shape[0])
    lens = [max([int(b - a) for a, b in zip(c.tolist(), c.tolist()[1:])] + [m]) if isinstance(c, torch.Tensor)
            and c.dtype == torch.int32 and c.device.type != "meta" else m for c, m in ((cq, mq), (ck, mk))]
    return [q, k, v, cq, ck, *lens]


def _varlen_attention_backward(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    args, kw = _varlen_attention(ctx, dtype, n)
    return _varlen_outputs([ctx.randn(n, 4, 64, dtype=dtype), *args[:3], None, None, *args[3:]], kw), kw


def _varlen_outputs(args: list, kwargs: dict) -> list:
    """``_varlen_valid`` on the forward's arguments, then out and lse of the reference for them."""
    grad, q, k, v, _, _, *rest = args
    q, k, v, cq, ck, mq, mk = _varlen_valid([q, k, v, *rest], kwargs)
    if q.device.type == "meta" or q.dtype not in (torch.bfloat16, torch.float16, torch.float32) or \
            not isinstance(cq, torch.Tensor) or cq.dtype != torch.int32:
        out, lse = torch.empty_like(q), torch.empty(q.shape[1::-1], device=q.device)
    else:
        out, lse = OPS["varlen_attention"].reference(q, k, v, cq, ck, mq, mk, **kwargs)
    return [grad, q, k, v, out.to(q.dtype) if out.is_floating_point() else out, lse, cq, ck, mq, mk]


def _moe_topk_softmax(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n), 2], dict(renormalize=True)


def _moe_ids(logits: torch.Tensor) -> torch.Tensor:
    return torch.topk(torch.softmax(logits.float(), -1), 2).indices


def _moe_topk_softmax_backward(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    logits = _rows(ctx, dtype, n)
    return [ctx.randn(n, 3, 2), _moe_ids(logits), logits], dict(renormalize=True)


def _moe_topk_sigmoid(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n), 2], dict(bias=ctx.randn(D), n_group=4, topk_group=2, renormalize=True,
                                           routed_scaling_factor=2.5)


def _moe_topk_sigmoid_backward(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    args, _ = _moe_topk_softmax_backward(ctx, dtype, n)
    return args, dict(renormalize=True, routed_scaling_factor=2.5)


def _moe_valid_ids(args: list, kwargs: dict) -> list:
    """Ids a layout probe filled with random storage (``overlapping``: values out of 0..E-1, which no backward
    defines) are recomputed from the logits; every other layout of them is kept."""
    grad, ids, logits = args
    if ids.device.type != "meta" and ids.dtype == torch.int64 and ids.numel() and (
            int(ids.min()) < 0 or int(ids.max()) >= logits.shape[-1]):
        ids = _moe_ids(logits)
    return [grad, ids, logits]


def _expert_ids(ctx: Ctx, n: int, experts: int = 4) -> torch.Tensor:
    return torch.randint(0, experts, (n, 2), generator=ctx.rng)


def _moe_align(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_expert_ids(ctx, n), 4, 32], {}


def _grouped_gemm(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    s, e, npad = OPS["moe_align"].reference(_expert_ids(ctx, n), 4, 32)
    return [ctx.randn(n, D, dtype=dtype), (ctx.randn(4, 24, D) / 4).to(dtype), s, e], dict(num_tokens_post_pad=npad,
                                                                                         topk=2)


def _fused_moe(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    w13, w2 = (ctx.randn(4, 48, D) / 4).to(dtype), (ctx.randn(4, D, 24) / 5).to(dtype)   # outputs of order 1
    return [ctx.randn(n, D, dtype=dtype), w13, w2, ctx.randn(n, 2), _expert_ids(ctx, n)], {}


def _fused_moe_backward(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    args, kw = _fused_moe(ctx, dtype, n)
    return [ctx.randn(n, D, dtype=dtype), *args], kw


def _quantize_fp8(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n)], dict(granularity="token")


def _rmsnorm_quant_fp8(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n), ctx.randn(D, dtype=dtype), 1e-5], {}


def _quantize_mxfp4(ctx: Ctx, dtype: torch.dtype, n: int) -> tuple[list, dict]:
    return [_rows(ctx, dtype, n, 64)], {}


SPECS = [
    OpSpec("rmsnorm", _norm(False, 0)),
    OpSpec("rmsnorm_backward", _norm(True, 0)),
    OpSpec("fused_add_rmsnorm", _norm(False, 1)),
    OpSpec("layernorm", _layernorm),
    OpSpec("fused_add_layernorm", _fused_add_layernorm),
    OpSpec("layernorm_backward", _norm(True, 0)),
    OpSpec("silu_and_mul", _packed(0)),
    OpSpec("silu_and_mul_backward", _packed(1)),
    OpSpec("gelu_and_mul", _packed(0, "tanh")),
    OpSpec("gelu_and_mul_backward", _packed(1, "none")),
    OpSpec("silu_mul", _pair(0)),
    OpSpec("silu_mul_backward", _pair(1)),
    OpSpec("gelu_mul", _pair(0, "tanh")),
    OpSpec("gelu_mul_backward", _pair(1, "none")),
    OpSpec("gelu", _plain(0, approximate="tanh")),
    OpSpec("gelu_backward", _plain(1)),
    OpSpec("softmax", _softmax),
    OpSpec("softmax_backward", _softmax_backward),
    OpSpec("rope", _rope(False)),
    OpSpec("rope_backward", _rope(True)),
    OpSpec("qkv_rope", _qkv_rope),
    OpSpec("qkv_rope_backward", _qkv_rope_backward),
    OpSpec("gemm", _gemm, torch.bfloat16),
    OpSpec("attention", _attention, torch.bfloat16),
    OpSpec("attention_backward", _attention_backward, torch.bfloat16, derive=lambda a, kw: _attention_outputs(a, kw)),
    OpSpec("append_kv", _append_kv, torch.bfloat16),
    OpSpec("paged_attention", _paged_attention, torch.bfloat16, derive=_paged_valid),
    OpSpec("mla_decode", _mla_decode, torch.bfloat16, derive=_mla_valid),
    OpSpec("scaled_mm", _scaled_mm, torch.float8_e4m3fnuz, arch="gfx942"),
    OpSpec("varlen_attention", _varlen_attention, torch.bfloat16, derive=_varlen_valid),
    OpSpec("varlen_attention_backward", _varlen_attention_backward, torch.bfloat16, derive=_varlen_outputs),
    OpSpec("moe_topk_softmax", _moe_topk_softmax),
    OpSpec("moe_topk_softmax_backward", _moe_topk_softmax_backward, derive=_moe_valid_ids),
    OpSpec("moe_topk_sigmoid", _moe_topk_sigmoid),
    OpSpec("moe_topk_sigmoid_backward", _moe_topk_sigmoid_backward, derive=_moe_valid_ids),
    OpSpec("moe_align", _moe_align, index_first=True),
    OpSpec("grouped_gemm", _grouped_gemm, torch.bfloat16),
    OpSpec("fused_moe", _fused_moe, torch.bfloat16, scale_free=True),
    # dtopk_weights = <grad, y> over H can cancel (all of it, when every token is the same): its error is a
    # rounding of the terms, so the scale is the op's largest output (tests/ops/test_moe.py checks it alone)
    OpSpec("fused_moe_backward", _fused_moe_backward, torch.bfloat16, scale_free=True, joint_scale=True),
    OpSpec("quantize_fp8", _quantize_fp8),
    OpSpec("rmsnorm_quant_fp8", _rmsnorm_quant_fp8),
    OpSpec("quantize_mxfp4", _quantize_mxfp4, arch="gfx950"),
]
SPECS += [replace(spec, overload=ov.name) for spec in list(SPECS) for ov in OPS[spec.name].overloads]


# ------------------------------------------------------------------ calling and comparing

def mutated(spec: OpSpec) -> list[int]:
    """Positions of the arguments the op writes (``Tensor(a!)``): a mutating op's results (append_kv)."""
    schema = getattr(torch.ops.cdna, spec.name).default._schema
    return [i for i, a in enumerate(schema.arguments) if a.alias_info is not None and a.alias_info.is_write]


def call(spec: OpSpec, args: list, kwargs: dict) -> list[torch.Tensor]:
    packet = getattr(torch.ops.cdna, spec.name)
    if spec.overload != "default":
        ov = _registry.OVERLOADS[f"{spec.name}.{spec.overload}"].overload
        args, kwargs = ov.example_args(packet.default._schema, tuple(args), kwargs)
    with _config.override(ops_impl="kernel", **({"arch": spec.arch} if spec.arch else {})):
        out = getattr(packet, spec.overload)(*args, **kwargs)
    return [args[i] for i in mutated(spec)] if mutated(spec) else as_list(out)


def compared(spec: OpSpec, args: list, kwargs: dict) -> Compared:
    written = mutated(spec)
    if written:  # the reference writes float64 copies taken before the kernel writes the arguments
        copies = [a.detach().to(torch.float64, copy=True) if isinstance(a, torch.Tensor) and a.is_floating_point()
                  else a for a in args]
        actual = call(spec, args, kwargs)
        OPS[spec.name].reference(*copies, **kwargs)
        return Compared(actual, [copies[i] for i in written])
    actual = call(spec, args, kwargs)
    result = Compared(actual, reference_outputs(OPS[spec.name].reference, *args, **kwargs))
    return _scaled(result, spec.joint_scale) if spec.scale_free else result


def _largest(e: torch.Tensor) -> Any:
    finite = e[torch.isfinite(e)] if e.is_floating_point() and not e.is_meta else e.new_empty(0)
    return finite.abs().max() if finite.numel() else 0


def _scaled(c: Compared, joint: bool = False) -> Compared:
    """Each output pair divided by the expected one's largest finite magnitude (``joint``: the largest over all
    expected outputs), when there is one."""
    pairs = []
    overall = max((float(_largest(e)) for e in c.expected), default=0.0) if joint else None
    for a, e in zip(c.actual, c.expected):
        big = overall if joint else _largest(e)
        pairs.append((a, e) if big == 0 else (a.double() / big, e / big))
    return Compared([a for a, _ in pairs], [e for _, e in pairs])


def _tensor_positions(args: list) -> list[int]:
    return [i for i, a in enumerate(args) if isinstance(a, torch.Tensor)]


# ------------------------------------------------------------------ hostile layouts (same shape)

def strided(t: torch.Tensor, ctx: Ctx) -> torch.Tensor:
    """Every other element of a twice-as-wide tensor: stride 2 on the last dim."""
    base = torch.zeros(*t.shape[:-1], 2 * t.shape[-1], dtype=t.dtype)
    base[..., ::2] = t
    return base[..., ::2]


def transposed(t: torch.Tensor, ctx: Ctx) -> torch.Tensor:
    """The last two dims stored swapped (column-major rows)."""
    return t.transpose(-1, -2).contiguous().transpose(-1, -2) if t.dim() >= 2 else strided(t, ctx)


def expanded(t: torch.Tensor, ctx: Ctx) -> torch.Tensor:
    """Stride 0 along the first dim of size > 1 (every slice aliases the first)."""
    for dim, size in enumerate(t.shape):
        if size > 1:
            return t.narrow(dim, 0, 1).expand(t.shape)
    return t


def overlapping(t: torch.Tensor, ctx: Ctx) -> torch.Tensor:
    """Rows that share half their elements (stride of dim -2 is half the row), over random storage."""
    if t.dim() < 2 or t.shape[-1] < 2:
        return t
    strides = [0] * t.dim()
    strides[-1], strides[-2] = 1, t.shape[-1] // 2
    for dim in range(t.dim() - 3, -1, -1):
        strides[dim] = strides[dim + 1] * max(t.shape[dim + 1], 1) + t.shape[-1]
    size = 1 + sum((s - 1) * st for s, st in zip(t.shape, strides))
    return ctx.randn(size, dtype=t.dtype).as_strided(t.shape, strides)


def offset(t: torch.Tensor, ctx: Ctx) -> torch.Tensor:
    """The same values at storage offset 5."""
    base = torch.zeros(t.numel() + 5, dtype=t.dtype)
    base[5:] = t.reshape(-1)
    return base[5:].view(t.shape)


LAYOUTS = {"noncontiguous": strided, "transposed": transposed, "expanded_stride0": expanded,
           "overlapping": overlapping, "storage_offset": offset}


def _layout_probe(spec: OpSpec, layout: Callable) -> Callable[[Ctx], Compared]:
    def probe(ctx: Ctx) -> Compared:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        args = [layout(a, ctx) if isinstance(a, torch.Tensor) else a for a in args]
        if spec.derive:
            args = spec.derive(args, kwargs)
        return compared(spec, args, kwargs)
    return probe


# ------------------------------------------------------------------ bad inputs

def _replace(spec: OpSpec, position: int, change: Callable[[torch.Tensor], torch.Tensor]) -> Callable:
    def probe(ctx: Ctx) -> Any:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        index = _tensor_positions(args)[position]
        args[index] = change(args[index])
        return call(spec, args, kwargs)
    return probe


def _all_tensors(spec: OpSpec, change: Callable[[torch.Tensor], torch.Tensor], compare: bool) -> Callable:
    def probe(ctx: Ctx) -> Any:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        args = [change(a) if isinstance(a, torch.Tensor) else a for a in args]
        return compared(spec, args, kwargs) if compare else call(spec, args, kwargs)
    return probe


def _mixed(spec: OpSpec) -> Callable[[Ctx], Compared]:
    """The second tensor in another float dtype: accepted (then exact as a reference) or refused by name."""
    def probe(ctx: Ctx) -> Compared:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        index = _tensor_positions(args)[1]
        other = torch.float16 if spec.dtype != torch.float16 else torch.float32
        args[index] = args[index].to(other)
        if spec.derive:
            args = spec.derive(args, kwargs)
        return compared(spec, args, kwargs)
    return probe


def _zero_size(spec: OpSpec) -> Callable[[Ctx], Compared]:
    def probe(ctx: Ctx) -> Compared:
        args, kwargs = spec.make(ctx, spec.dtype, 0)
        return compared(spec, args, kwargs)
    return probe


def _meta(spec: OpSpec) -> Callable[[Ctx], Compared]:
    """Meta tensors: shapes and dtypes as the reference gives them on meta, nothing launched."""
    def probe(ctx: Ctx) -> Compared:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        args = [a.to("meta") if isinstance(a, torch.Tensor) else a for a in args]
        kwargs = {k: v.to("meta") if isinstance(v, torch.Tensor) else v for k, v in kwargs.items()}  # gemm's bias
        actual = call(spec, args, kwargs)
        expected = as_list(OPS[spec.name].reference(*args, **kwargs))
        return Compared(actual, [args[i] for i in mutated(spec)] if mutated(spec) else expected)
    return probe


def _nan_inf(spec: OpSpec) -> Callable[[Ctx], Compared]:
    """NaN, +inf and -inf in the first tensor: they propagate as in the reference (same positions)."""
    def probe(ctx: Ctx) -> Compared:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        first = _tensor_positions(args)[0]
        flat = args[first].reshape(-1).clone()
        flat[1], flat[-1], flat[flat.numel() // 2 + 3] = float("nan"), float("inf"), float("-inf")
        args[first] = flat.view(args[first].shape)
        if spec.derive:
            args = spec.derive(args, kwargs)
        return compared(spec, args, kwargs)
    return probe


def _eps(spec: OpSpec, eps: float) -> Callable:
    def probe(ctx: Ctx) -> Any:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        return call(spec, args[:-1] + [eps], kwargs)
    return probe


def _rank0(spec: OpSpec) -> Callable[[Ctx], Compared]:
    def probe(ctx: Ctx) -> Compared:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        index = _tensor_positions(args)[0]
        args[index] = args[index].reshape(-1)[0]
        return compared(spec, args, kwargs)
    return probe


def _wider(t: torch.Tensor) -> torch.Tensor:
    return torch.cat([t, t.narrow(-1, 0, 1)], dim=-1)


# Findings of this suite that no one owns yet (see the report of issue 15's probe suite).
KNOWN: dict[str, str] = {}


def probes_for(spec: OpSpec) -> list[Probe]:
    names = spec.tensor_names()
    first, second = names[0], names[1] if len(names) > 1 else None
    pid = spec.id
    out = [
        Probe(f"{pid}.dtype_int", "op dtype", _replace(spec, 0, lambda t: t.to(torch.int32)),
              Raises(CHECK_ERRORS, (first, "int32"))),
        Probe(f"{pid}.dtype_fp64", "op dtype", _all_tensors(spec, lambda t: t.to(torch.float64), False),
              Raises(CHECK_ERRORS, ("float64",))),
        # a 0-d first input: refused by name, or (softmax, as torch.softmax does) computed like the reference
        Probe(f"{pid}.rank0", "op shape", _rank0(spec), Either(spec.tol, Raises(CHECK_ERRORS, (first,)))),
        Probe(f"{pid}.zero_size", "op shape", _zero_size(spec), spec.tol),
        Probe(f"{pid}.meta", "op device", _meta(spec), spec.tol),
        Probe(f"{pid}.nan_inf", "op values", _nan_inf(spec), spec.tol),
    ]
    if spec.index_first:
        out = [p for p in out if not p.id.endswith((".dtype_int", ".nan_inf"))]
    if second is not None:
        out += [
            Probe(f"{pid}.dtype_mixed", "op dtype", _mixed(spec), Either(spec.tol, Raises(CHECK_ERRORS, (second,)))),
            Probe(f"{pid}.shape_mismatch", "op shape", _replace(spec, 1, _wider), Raises(CHECK_ERRORS, (second,))),
            Probe(f"{pid}.device_mismatch", "op device", _replace(spec, 1, lambda t: t.to("meta")),
                  Raises(CHECK_ERRORS, (second, "device"))),
        ]
    if spec.has_eps():
        out += [Probe(f"{pid}.eps_negative", "op values", _eps(spec, -1e-3), Raises(CHECK_ERRORS, ("eps",))),
                Probe(f"{pid}.eps_nan", "op values", _eps(spec, float("nan")), Raises(CHECK_ERRORS, ("eps",)))]
    # a written argument whose elements share memory has no meaning: refused by name, or matching
    self_overlap = Either(spec.tol, Raises(CHECK_ERRORS, (first, "sharing memory"))) if mutated(spec) else spec.tol
    out += [Probe(f"{pid}.layout_{name}", "op layout", _layout_probe(spec, layout),
                  self_overlap if name in ("expanded_stride0", "overlapping") else spec.tol)
            for name, layout in LAYOUTS.items()]
    return out


def _check_every_op_has_a_spec() -> None:
    missing = set(OPS) - {s.name for s in SPECS}
    if missing:
        raise AssertionError(f"tests/probes: no OpSpec for cdna ops {sorted(missing)}; add one to SPECS")


def probes() -> list[Probe]:
    _check_every_op_has_a_spec()
    records = [p for spec in SPECS for p in probes_for(spec)]
    return [replace(p, xfail=KNOWN[p.id]) if p.id in KNOWN else p for p in records]

"""``torch._scaled_mm`` (``aten._scaled_mm``) -> ``cdna::scaled_mm``, for the forms the cdna op computes.

A single-node rewrite (like ``attention``'s SDPA rewrite), not a traced pattern: the aten op is already the
whole computation, and its optional arguments (``bias``, ``scale_result``, ``out_dtype``,
``use_fast_accum``) would need one traced spelling per combination, while here they are read from the
node's normalized arguments. Post-grad stage only: it sees inference graphs and the forward and backward
graphs of training after the partition, so nothing needs the cdna op's (refused) gradient.

Replaced when (otherwise left alone, with the reason logged at DEBUG and counted in ``_log.REJECTS``):

- ``out_dtype`` is bf16/fp16/fp32 (an fp8 output, ``out_dtype=None`` or ``scale_result``, stays aten);
- a and b are fp8 tensors, the scales fp32 in one of the op's forms (``ops.scaled_mm.scale_mode``: per
  tensor, per token x per channel, 128 x 128 blocks);
- the op layer has a kernel (or runs the reference) for them on their device (``ops._support.kernel_reason``:
  e.g. e4m3fn on a gfx942 target is refused there).

``use_fast_accum`` is dropped: the cdna kernel always accumulates in fp32.

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def f(a, w, sa, sb): return torch._scaled_mm(a, w.t(), sa, sb, out_dtype=torch.bfloat16)
    >>> g = torch.compile(f, options=ti.options(["scaled_mm"]))   # the compiled graph calls cdna::scaled_mm
"""

from __future__ import annotations

from typing import Any

import torch

from . import _log

FUSION = "scaled_mm"
SPELLING = "aten._scaled_mm"
OUT_DTYPES = (torch.bfloat16, torch.float16, torch.float32)


def _arguments(node: torch.fx.Node) -> dict[str, Any]:
    """The node's arguments by schema name, defaults filled in."""
    schema = node.target._schema
    bound = {a.name: a.default_value if a.has_default_value() else None for a in schema.arguments}
    positional = [a.name for a in schema.arguments if not a.kwarg_only]
    bound.update(zip(positional, node.args))
    bound.update(node.kwargs)
    return bound


def _val(x: Any) -> Any:
    return x.meta.get("val") if isinstance(x, torch.fx.Node) else x


def scaled_mm_check(args: dict[str, Any]) -> str | None:
    """Why this ``aten._scaled_mm`` call must stay as it is (None: replace it)."""
    from ..ops import _support
    from ..ops.scaled_mm import FP8_DTYPES, scale_mode
    if args.get("scale_result") is not None:
        return "scale_result is set (an fp8 output); cdna::scaled_mm writes bf16/fp16/fp32"
    out_dtype = args.get("out_dtype")
    if out_dtype not in OUT_DTYPES:
        return f"out_dtype is {out_dtype} (None: a's fp8 dtype); cdna::scaled_mm writes bf16/fp16/fp32"
    a, b, sa, sb, bias = (_val(args[n]) for n in ("self", "mat2", "scale_a", "scale_b", "bias"))
    if not all(isinstance(t, torch.Tensor) for t in (a, b, sa, sb)):
        return "an operand has no tensor metadata"
    if a.dtype not in FP8_DTYPES or b.dtype not in FP8_DTYPES:
        return f"a and b are {a.dtype} and {b.dtype}, not fp8"
    if sa.dtype != torch.float32 or sb.dtype != torch.float32:
        return f"scales are {sa.dtype} and {sb.dtype}, not float32"
    if a.dim() != 2 or b.dim() != 2:
        return "a and b are not 2-D"
    try:
        scale_mode(a, b, sa, sb)
    except ValueError as e:
        return str(e)
    if bias is not None and (not isinstance(bias, torch.Tensor) or bias.dim() != 1):
        return "bias is not a [N] tensor"
    return _support.kernel_reason("scaled_mm", a, b, sa, sb, out_dtype=out_dtype, bias=bias)


def scaled_mm_replacement(graph: torch.fx.Graph, node: torch.fx.Node, args: dict[str, Any]) -> torch.fx.Node:
    """Insert ``cdna::scaled_mm`` in place of ``node`` (same output metadata: a fresh [M, N] tensor)."""
    with graph.inserting_before(node):
        new = graph.call_function(torch.ops.cdna.scaled_mm.default,
                                  (args["self"], args["mat2"], args["scale_a"], args["scale_b"]),
                                  {"out_dtype": args["out_dtype"], "bias": args["bias"]})
    new.meta.update(node.meta)
    node.replace_all_uses_with(new)
    graph.erase_node(node)
    return new


def rewrite(stage: str, graph: torch.fx.Graph) -> None:
    """Replace every supported ``aten._scaled_mm`` node of ``graph`` (module docstring)."""
    if stage != "post_grad":
        return
    for node in list(graph.find_nodes(op="call_function", target=torch.ops.aten._scaled_mm.default)):
        args = _arguments(node)
        reason = scaled_mm_check(args)
        if reason is not None:
            _log.record_reject(FUSION, SPELLING, node, reason)
            continue
        scaled_mm_replacement(graph, node, args)
        _log.record_match(FUSION, SPELLING)

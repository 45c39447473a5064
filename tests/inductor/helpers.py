"""Compile helpers for the inductor/nn tests.

``compile_graphs(fn, *args, ...)`` runs the real Dynamo + AOTAutograd + Inductor graph passes (joint passes,
post-grad passes, torch_cdna's passes among them) but executes the post-grad graphs eagerly instead of
generating C++ code (which costs tens of seconds per graph on a shared 2-core machine). It returns the
compiled callable and the list of post-grad graphs for assertions. A few tests use real Inductor
(``torch._inductor.utils.run_and_get_code``) end to end.
"""

from __future__ import annotations

from typing import Any, Callable

import torch
import torch._inductor.config as inductor_config
from torch._functorch.aot_autograd import make_boxed_func
from torch._inductor.compile_fx import _recursive_post_grad_passes, compile_fx, fake_tensor_prop
from torch._inductor.fx_passes.post_grad import view_to_reshape
from torch._inductor.virtualized import V

import torch_cdna.inductor as ti


def op_arg(node: torch.fx.Node, name: str) -> Any:
    """An op node's argument ``name``, whether the graph passes it by position or by keyword (a replacement
    traced by the pattern matcher passes positional schema arguments by position), or the schema's default."""
    for i, a in enumerate(node.target._schema.arguments):
        if a.name == name:
            if name in node.kwargs:
                return node.kwargs[name]
            return node.args[i] if i < len(node.args) else a.default_value
    raise KeyError(f"{node.target} has no argument {name!r}")


class Graphs(list):
    """Post-grad GraphModules captured by ``graph_backend``, in compile order."""

    def count(self, op: Any) -> int:  # type: ignore[override]
        return sum(len(gm.graph.find_nodes(op="call_function", target=op)) for gm in self)

    def targets(self) -> set:
        return {n.target for gm in self for n in gm.graph.nodes if n.op == "call_function"}

    def code(self) -> str:
        return "\n".join(gm.code for gm in self)


def graph_backend(graphs: Graphs) -> Callable:
    """A torch.compile backend: Inductor's passes, then the post-grad graph run eagerly."""
    def inner(gm: torch.fx.GraphModule, example_inputs: Any, **kwargs: Any) -> Any:
        view_to_reshape(gm)
        with torch.no_grad():
            fake_mode = fake_tensor_prop(gm, example_inputs)
        with V.set_fake_mode(fake_mode):
            _recursive_post_grad_passes(gm, is_inference=kwargs.get("is_inference", False))
        gm.graph.eliminate_dead_code()
        gm.recompile()
        graphs.append(gm)
        return make_boxed_func(gm.forward)

    def backend(gm: torch.fx.GraphModule, example_inputs: Any) -> Any:
        return compile_fx(gm, example_inputs, inner_compile=inner)
    return backend


def compile_graphs(fn: Callable, *, fusions: Any = None, dynamic: bool | None = None,
                   enable: bool = True) -> tuple[Callable, Graphs]:
    """``torch.compile(fn)`` through ``graph_backend`` with torch_cdna's passes (unless ``enable=False``)."""
    graphs = Graphs()
    compiled = torch.compile(fn, backend=graph_backend(graphs), dynamic=dynamic)
    opts = ti.options(fusions) if enable else {}

    def run(*args: Any, **kwargs: Any) -> Any:
        with inductor_config.patch(opts):
            return compiled(*args, **kwargs)
    return run, graphs


def hf_twins(cls: type, config: Any, seed: int, init: Callable[[Any], None] | None = None) -> tuple[Any, Any]:
    """An HF model built from ``config`` under ``seed`` (``init`` may change its weights), and a twin holding the
    same weights: one to compile, one to run eagerly."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = cls(config)
        if init is not None:
            init(model)
    twin = cls(config)
    twin.load_state_dict(model.state_dict())
    return model, twin


def cdna(name: str) -> Any:
    return getattr(torch.ops.cdna, name).default

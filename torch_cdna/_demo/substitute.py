"""How the demo puts ``cdna`` ops into the model, and what it found.

Paths, in order of preference (the demo says which one ran):

- ``inductor``: ``torch.compile`` with torch_cdna's Inductor passes, full Inductor code generation (the
  default on a ROCm GPU; ``--inductor full`` elsewhere: Inductor's C++ code generation for the CPU costs
  about two minutes on a loaded 2-core machine);
- ``inductor-graphs``: the same Dynamo + AOTAutograd + Inductor graph passes (torch_cdna's pattern passes
  among them), with the rewritten post-grad graph executed by PyTorch instead of Inductor-generated C++ (the
  CPU default: what is substituted is identical, only the code around the cdna ops differs);
- ``nn.patch``: ``torch_cdna.nn.patch(model)`` swaps known modules (when ``torch_cdna.inductor`` is missing).

Fusions whose module is not written yet are listed as unavailable rather than silently skipped.
"""

from __future__ import annotations

import collections
import importlib
import importlib.util
import re
from dataclasses import dataclass, field
from typing import Any, Callable

import torch

# Aten ops that mark a candidate a fusion could have replaced (counted when left in the graph).
ANCHORS = {
    "rmsnorm": ("aten.rsqrt.default",),
    "silu_and_mul": ("aten.silu.default", "aten.sigmoid.default"),
    "attention": ("aten._scaled_dot_product_flash_attention_for_cpu.default",
                  "aten._scaled_dot_product_flash_attention.default",
                  "aten._scaled_dot_product_efficient_attention.default",
                  "aten._scaled_dot_product_cudnn_attention.default"),
    "softmax": ("aten._softmax.default",),
}


@dataclass
class Substitution:
    """What one path did: ``compiled`` runs the model; the rest is filled in after the first call."""
    path: str
    description: str
    compiled: Callable[..., Any]
    fusions: tuple[str, ...] = ()
    unavailable: dict[str, str] = field(default_factory=dict)    # fusion -> why
    matches: collections.Counter = field(default_factory=collections.Counter)   # "fusion/spelling" -> n
    rejects: collections.Counter = field(default_factory=collections.Counter)   # "fusion/...: reason" -> n
    cdna_calls: collections.Counter = field(default_factory=collections.Counter)  # op -> calls in graphs
    left_aten: collections.Counter = field(default_factory=collections.Counter)   # fusion -> anchors left
    patched: list[str] = field(default_factory=list)             # nn.patch report lines
    _finish: Callable[["Substitution"], None] | None = None

    def finish(self) -> None:
        """Collect matches / graph contents after the first (compiling) call."""
        if self._finish is not None:
            self._finish(self)
            self._finish = None


def inductor_available() -> str | None:
    """None when ``torch_cdna.inductor`` imports, else the reason."""
    try:
        importlib.import_module("torch_cdna.inductor")
    except Exception as exc:  # noqa: BLE001 -- any failure means the path is not usable; say why
        return f"torch_cdna.inductor does not import ({type(exc).__name__}: {exc})"
    return None


# The fusions issue 6 asks for; those torch_cdna.inductor does not offer yet are reported, not hidden.
EXPECTED_FUSIONS = ("fused_add_rmsnorm", "rmsnorm", "silu_and_mul", "gelu_and_mul", "attention", "softmax",
                    "layernorm", "rope")


def available_fusions() -> tuple[tuple[str, ...], dict[str, str]]:
    """(fusions torch_cdna.inductor offers whose module exists, {fusion not offered yet: reason})."""
    import torch_cdna.inductor as ti
    ok, missing = [], {}
    for name in ti.DEFAULT_FUSIONS:
        if importlib.util.find_spec(f"torch_cdna.inductor.{name}") is None:
            missing[name] = f"no pattern module yet (torch_cdna/inductor/{name}.py)"
        else:
            ok.append(name)
    for name in EXPECTED_FUSIONS:
        if name not in ti.DEFAULT_FUSIONS:
            missing[name] = "not offered by torch_cdna.inductor yet"
    return tuple(ok), missing


def _graph_backend(graphs: list) -> Callable[..., Any]:
    """A torch.compile backend: Inductor's graph passes, then the post-grad graph run by PyTorch."""
    from torch._functorch.aot_autograd import make_boxed_func
    from torch._inductor.compile_fx import _recursive_post_grad_passes, compile_fx, fake_tensor_prop
    from torch._inductor.fx_passes.post_grad import view_to_reshape
    from torch._inductor.virtualized import V

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


def _count_graphs(sub: Substitution, graphs: list) -> None:
    for gm in graphs:
        for n in gm.graph.nodes:
            if n.op != "call_function":
                continue
            name = str(n.target)
            if name.startswith("cdna."):
                sub.cdna_calls[name.split(".")[1]] += 1
            for fusion, anchors in ANCHORS.items():
                if name in anchors:
                    sub.left_aten[fusion] += 1


def _count_code(sub: Substitution, code: list[str]) -> None:
    text = "\n".join(code)
    for op in re.findall(r"torch\.ops\.cdna\.(\w+)", text):
        sub.cdna_calls[op] += 1
    for fusion, anchors in ANCHORS.items():
        for a in anchors:
            sub.left_aten[fusion] += len(re.findall(r"\b" + re.escape(a.split(".")[1]) + r"\b", text))


def _stats_snapshot() -> tuple[collections.Counter, collections.Counter]:
    import torch_cdna.inductor as ti
    from torch_cdna.inductor import _log
    return ti.stats(), collections.Counter(getattr(_log, "REJECTS", {}))


def via_inductor(model: torch.nn.Module, full: bool, fusions: tuple[str, ...] | None = None) -> Substitution:
    """``torch.compile`` the model with torch_cdna's passes (``full``: Inductor code generation too)."""
    import torch._inductor.config as inductor_config
    import torch_cdna.inductor as ti
    found, missing = available_fusions()
    fusions = found if fusions is None else fusions
    graphs: list = []
    code: list[str] = []
    before = _stats_snapshot()
    if full:
        from torch._inductor.utils import run_and_get_code
        compiled_model = torch.compile(model, options=ti.options(fusions))
        desc = "torch.compile (Dynamo + AOTAutograd + Inductor code generation) with torch_cdna's passes"
    else:
        compiled_model = torch.compile(model, backend=_graph_backend(graphs))
        desc = ("torch.compile: Dynamo + AOTAutograd + Inductor's graph passes (torch_cdna's pattern passes "
                "among them); the rewritten graph runs in PyTorch instead of Inductor-generated C++ "
                "(--inductor full generates it)")
    first = [True]

    def run(*args: Any) -> Any:
        with inductor_config.patch(ti.options(fusions)):
            if full and first[0]:
                first[0] = False
                out, texts = run_and_get_code(compiled_model, *args)
                code.extend(texts)
                return out
            return compiled_model(*args)

    def finish(sub: Substitution) -> None:
        after = _stats_snapshot()
        sub.matches = after[0] - before[0]
        sub.rejects = after[1] - before[1]
        _count_code(sub, code) if full else _count_graphs(sub, graphs)

    return Substitution("inductor" if full else "inductor-graphs", desc, run, fusions, missing, _finish=finish)


def via_patch(model: torch.nn.Module) -> Substitution:
    """``torch_cdna.nn.patch(model)`` (module swap), when the Inductor path is not available."""
    nn_mod = importlib.import_module("torch_cdna.nn")
    patch = getattr(nn_mod, "patch", None)
    if patch is None:
        raise RuntimeError("torch_cdna.nn.patch does not exist yet")
    report = patch(model)
    sub = Substitution("nn.patch", "torch_cdna.nn.patch(model): known modules replaced in place", model)
    sub.patched = [str(line) for line in (report if isinstance(report, (list, tuple)) else str(report).splitlines())]
    return sub


def choose(model: torch.nn.Module, want: str, on_gpu: bool) -> tuple[Substitution | None, list[str]]:
    """The substitution for ``want`` ("auto", "full", "graphs", "patch"), and notes on paths not taken."""
    notes: list[str] = []
    reason = inductor_available() if want != "patch" else "--inductor patch asked for nn.patch"
    if reason is None:
        full = want == "full" or (want == "auto" and on_gpu)
        return via_inductor(model, full), notes
    notes.append(f"Inductor path not available: {reason}; trying torch_cdna.nn.patch")
    try:
        return via_patch(model), notes
    except Exception as exc:  # noqa: BLE001 -- report and carry on without substitution
        notes.append(f"nn.patch path not available: {type(exc).__name__}: {exc}")
        return None, notes

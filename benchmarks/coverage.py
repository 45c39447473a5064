"""Coverage of Hugging Face decoder families by torch_cdna: which norms, MLPs, RoPEs, attentions and MoE blocks
become ``cdna::`` ops (or ``torch_cdna.nn`` modules) under each way of using torch_cdna.

Each family is a tiny random-weight model built from its config class (no downloads; ``FAMILIES`` holds the
config overrides). What a model *should* have is counted from its modules (``EXPECTED``: norm modules, MLP
modules, two RoPEs per rotary attention, attention modules, sparse-MoE blocks); what was substituted is counted
per ``MODES`` entry:

- ``compile inference`` / ``compile training``: ``torch.compile`` with the ``torch_cdna.inductor`` passes; the
  post-grad graphs are captured (Inductor's real passes, graphs run eagerly instead of code-generated, as
  tests/inductor/helpers.py does) and their forward ``cdna::`` ops counted per category. Logits (and, training,
  loss and gradients) are compared with eager. ``--impl kernel`` (the default) runs the cdna ops' DSL kernels on
  the CDNA simulator (outputs NaN-poisoned before each launch; the launches are counted per kernel);
  ``--impl reference`` their pure-PyTorch implementations (the graph rewrite is the same).
- ``nn.patch``: ``torch_cdna.nn.patch(model)``; ``nn.patch_transformers``: ``patch_transformers([family])``
  before the model is built. Counted as the ``cdna::`` ops one eager forward calls (``CdnaCalls``: what really
  ran, a drop-in's fallback to the original excluded); logits compared with the unpatched twin.
- ``TP/FSDP2`` (``--distributed`` only): 2 gloo CPU processes train a patched tiny Llama one step under tensor +
  sequence parallelism and under FSDP2; cells say whether loss and gradients equal one process's.

A cell is ``n/m`` (substituted / expected) when all are substituted, else ``n/m: <reason>`` (a refusal the
passes logged, or the diagnosis recorded in ``DIAGNOSES``), ``-`` when the family has none, ``not run``.

Usage:
    python -m benchmarks.coverage                      # prints the tables, rewrites docs/coverage.md
    python -m benchmarks.coverage --families llama gpt2 --modes "compile inference" --no-write
    python -m benchmarks.coverage --distributed        # also the TP/FSDP2 column (2 gloo processes)
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import logging
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import torch
from torch import nn

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "coverage.md"
CATEGORIES = ("norm", "mlp", "rope", "attention", "moe")
DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16}

# ---------------------------------------------------------------------------------------------- families
COMMON = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=1, num_attention_heads=2,
              num_key_value_heads=1, head_dim=64, vocab_size=128, max_position_embeddings=64)
MOE = dict(num_local_experts=4, num_experts=4, num_experts_per_tok=2, moe_intermediate_size=64,
           shared_expert_intermediate_size=128, decoder_sparse_step=1, mlp_only_layers=[])


@dataclass(frozen=True)
class Family:
    """One HF family: ``transformers.<config>(**COMMON, **kwargs)`` builds ``transformers.<model>``."""
    name: str
    config: str
    model: str
    kwargs: dict = field(default_factory=dict)
    common: bool = True      # start from COMMON (GPT-2 names its sizes differently)
    attn: str = "sdpa"       # attn_implementation


FAMILIES: dict[str, Family] = {f.name: f for f in (
    Family("llama", "LlamaConfig", "LlamaForCausalLM"),
    Family("mistral", "MistralConfig", "MistralForCausalLM"),
    Family("mixtral", "MixtralConfig", "MixtralForCausalLM", MOE),
    Family("qwen2", "Qwen2Config", "Qwen2ForCausalLM"),
    Family("qwen3", "Qwen3Config", "Qwen3ForCausalLM"),
    Family("qwen2_moe", "Qwen2MoeConfig", "Qwen2MoeForCausalLM", MOE),
    Family("qwen3_moe", "Qwen3MoeConfig", "Qwen3MoeForCausalLM", MOE),
    Family("gemma", "GemmaConfig", "GemmaForCausalLM"),
    # soft-capped attention logits: transformers refuses SDPA for Gemma 2
    Family("gemma2", "Gemma2Config", "Gemma2ForCausalLM", attn="eager"),
    Family("gemma3", "Gemma3TextConfig", "Gemma3ForCausalLM"),
    Family("phi3", "Phi3Config", "Phi3ForCausalLM", dict(pad_token_id=0)),
    Family("gpt_neox", "GPTNeoXConfig", "GPTNeoXForCausalLM"),
    Family("gpt2", "GPT2Config", "GPT2LMHeadModel",
           dict(n_embd=128, n_layer=1, n_head=2, n_inner=256, vocab_size=128, n_positions=64, resid_pdrop=0.0,
                embd_pdrop=0.0, attn_pdrop=0.0), common=False),  # no dropout: training compares with eager
    Family("granite", "GraniteConfig", "GraniteForCausalLM"),
    Family("olmo2", "Olmo2Config", "Olmo2ForCausalLM"),
    Family("cohere", "CohereConfig", "CohereForCausalLM", dict(use_qk_norm=False)),
)}


def build(family: Family, seed: int = 0, dtype: torch.dtype = torch.float32) -> nn.Module:
    """The tiny random-weight model of ``family`` in ``dtype``, weights drawn from ``seed``."""
    import transformers
    kwargs = {**(COMMON if family.common else {}), **family.kwargs, "attn_implementation": family.attn}
    config = getattr(transformers, family.config)(**kwargs)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = getattr(transformers, family.model)(config)
        with torch.no_grad():  # HF inits norms to ones/zeros: random weights make a wrong substitution visible
            for name, p in model.named_parameters():
                if "norm" in name or "ln" in name:
                    p.add_(torch.rand_like(p) * 0.5)
    return model.to(dtype)


# ---------------------------------------------------------------------------------------------- expected
def _type(m: nn.Module) -> str:
    return type(m).__name__


def _is_norm(m: nn.Module) -> bool:
    return isinstance(m, nn.LayerNorm) or (_type(m).endswith("Norm") and getattr(m, "weight", None) is not None)


def _is_attention(m: nn.Module) -> bool:
    return _type(m).endswith("Attention")


def _rotary(model: nn.Module) -> bool:
    return any(_type(m).endswith("RotaryEmbedding") for m in model.modules())


EXPECTED: dict[str, Callable[[nn.Module], int]] = {
    "norm": lambda model: sum(_is_norm(m) for m in model.modules()),
    # dense MLPs (shared experts among them) and each MoE block's experts (one gated activation each)
    "mlp": lambda model: sum(_type(m).endswith(("MLP", "Experts")) for m in model.modules()),
    "rope": lambda model: 2 * sum(_is_attention(m) for m in model.modules()) if _rotary(model) else 0,
    "attention": lambda model: sum(_is_attention(m) for m in model.modules()),
    "moe": lambda model: sum(_type(m).endswith(("SparseMoeBlock", "MoeBlock")) for m in model.modules()),
}


def expected(model: nn.Module) -> dict[str, int]:
    return {c: EXPECTED[c](model) for c in CATEGORIES}


# ---------------------------------------------------------------------------------------------- graphs
# cdna forward ops per category (their backward ops are counted separately in training)
CATEGORY_OPS = {
    "norm": ("rmsnorm", "fused_add_rmsnorm", "layernorm", "fused_add_layernorm"),
    # fused_moe: a MoE block's experts (both projections and the gated activation in one op)
    "mlp": ("silu_and_mul", "silu_mul", "gelu_and_mul", "gelu_mul", "gelu", "fused_moe"),
    "rope": ("rope", "qkv_rope"),
    "attention": ("attention",),
    "moe": ("moe_topk_softmax",),   # one router per MoE block
}
# ops standing for several of a category's modules: cdna::qkv_rope rotates q and k (two RoPEs)
WEIGHTS = {"qkv_rope": 2, "qkv_rope_backward": 2}
FUSION_CATEGORY = {"qkv_rope": "rope", "rmsnorm": "norm", "fused_add_rmsnorm": "norm", "layernorm": "norm",
                   "silu_and_mul": "mlp", "gelu_and_mul": "mlp", "gelu": "mlp", "rope": "rope",
                   "attention": "attention", "softmax": "attention", "moe_topk_softmax": "moe"}


class Graphs(list):
    """Post-grad graphs captured by ``capture_backend``."""

    def cdna_counts(self) -> collections.Counter[str]:
        c: collections.Counter[str] = collections.Counter()
        for gm in self:
            for n in gm.graph.nodes:
                if n.op == "call_function" and getattr(n.target, "namespace", None) == "cdna":
                    c[n.target._opname] += 1
        return c


def capture_backend(graphs: Graphs) -> Callable:
    """A torch.compile backend running Inductor's passes (torch_cdna's among them) and then the post-grad graph
    eagerly, instead of generating code (tens of seconds per graph on a small CPU machine): the demo's
    ``inductor-graphs`` path, so the table and the demo substitute exactly alike."""
    from torch_cdna._demo.substitute import _graph_backend
    return _graph_backend(graphs)


LAUNCHES: collections.Counter[str] = collections.Counter()   # simulator launches per kernel (kernel mode)


@contextlib.contextmanager
def _ops_env(impl: str) -> Any:
    """The cdna ops in ``impl`` mode; in kernel mode outputs are NaN-poisoned before each simulator launch and
    the launches counted per kernel name (``LAUNCHES``)."""
    from torch_cdna import _config
    import importlib
    from torch_cdna.ops import _layout
    asm_jit = importlib.import_module("torch_cdna.asm.jit")   # the package re-exports a function of that name
    if impl != "kernel":
        with _config.override(ops_impl=impl):
            yield
        return
    real = asm_jit._launch_sim

    def counting(ck: Any, *args: Any, **kwargs: Any) -> Any:
        LAUNCHES[ck.name] += 1
        return real(ck, *args, **kwargs)
    asm_jit._launch_sim = counting
    try:
        with _config.override(ops_impl="kernel"), _layout.poisoned_outputs():
            yield
    finally:
        asm_jit._launch_sim = real


@contextlib.contextmanager
def _compile_env(impl: str) -> Any:
    """The ops in ``impl`` mode, no compile caches (a hit would skip the passes), a fresh Dynamo."""
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config
    import torch_cdna.inductor as ti
    torch._dynamo.reset()
    ti.reset_stats()
    with _ops_env(impl), inductor_config.patch(fx_graph_cache=False), \
            functorch_config.patch(enable_autograd_cache=False), \
            torch._dynamo.config.patch(cache_size_limit=64), inductor_config.patch(ti.options()):
        yield


# ---------------------------------------------------------------------------------------------- results
@dataclass
class Cell:
    got: int | None = None
    want: int = 0
    reason: str = ""

    def __str__(self) -> str:
        if self.got is None:
            return self.reason or "not run"
        if self.want == 0 and self.got == 0:
            return "-"
        text = f"{self.got}/{self.want}"
        return f"{text}: {self.reason}" if self.reason else text


@dataclass
class Result:
    cells: dict[str, Cell]
    note: str = ""   # the family-wide outcome: matches eager, or what went wrong


def _ids(seed: int, batch: int = 2, length: int = 8) -> torch.Tensor:
    return torch.randint(0, 128, (batch, length), generator=torch.Generator().manual_seed(seed))


# Diagnoses of shortfalls nothing logged a reason for, keyed (mode or "compile"/"nn"/"*", family or "*", category);
# the most specific key wins. A diagnosis is shown only while the count falls short.
DIAGNOSES: dict[tuple[str, str, str], str] = {
    ("*", "*", "moe"): "the router's softmax + top-k is cdna::moe_topk_softmax under torch.compile (fusion "
                       "'moe_router'), nn.patch (rule 'router') and patch_transformers (router classes); the experts (cdna::fused_moe "
                       "through the 'cdna' experts function of the nn routes) are counted under mlp",
    ("TP/FSDP2", "*", "rope"): "the run uses patch(model), which swaps modules, not the RoPE function",
    ("compile", "cohere", "norm"): "CohereLayerNorm (mean/variance by hand in fp32, no bias) is not a spelling "
                                   "the layernorm fusion matches",
    ("nn.patch", "*", "rope"): "patch(model) swaps modules; RoPE is a function (patch_transformers swaps it)",
    ("nn", "*", "rope"): "no cdna RoPE in this route",
    ("nn", "phi3", "mlp"): "Phi3MLP's fused gate_up_proj: not a gate_proj/up_proj/down_proj MLP",
    ("nn", "gemma2", "attention"): "soft-capped logits: cdna attention has no soft-capping",
    ("nn.patch_transformers", "*", "attention"): "patch_transformers leaves attention alone: patch(model) or "
                                                 "attn_implementation='cdna' switches it",
}
_GROUP = {"compile inference": "compile", "compile training": "compile", "nn.patch": "nn",
          "nn.patch_transformers": "nn", "TP/FSDP2": "nn"}


def diagnosis(mode: str, family: str, category: str) -> str:
    """The recorded diagnosis of a shortfall (most specific key first), or a generic one.

    Example:
        >>> diagnosis("nn.patch", "llama", "rope")
        'patch(model) swaps modules; RoPE is a function (patch_transformers swaps it)'
    """
    for m in (mode, _GROUP.get(mode, mode), "*"):
        for f in (family, "*"):
            if (m, f, category) in DIAGNOSES:
                return DIAGNOSES[m, f, category]
    return "no candidate found" if _GROUP.get(mode) == "nn" else "aten spelling not matched (undiagnosed)"


def _diagnose(mode: str, family: str, category: str, rejects: dict[str, int]) -> str:
    logged = [k for k in rejects if FUSION_CATEGORY.get(k.split("/")[0]) == category]
    if logged:
        return "refused: " + "; ".join(sorted(set(k.split(": ", 1)[-1] for k in logged)))
    return diagnosis(mode, family, category)


# allowed max |compiled - eager| relative to max(1, max |eager|): (outputs, gradients) per model dtype. The cdna
# ops compute in fp32 and round once, so bf16 models differ from eager by bf16 roundings (2**-8 each).
TOLERANCE = {torch.float32: (2e-4, 2e-3), torch.bfloat16: (5e-2, 1e-1)}


def _close(a: torch.Tensor, b: torch.Tensor, grad: bool = False) -> str:
    tol = TOLERANCE[b.dtype][grad] if b.dtype in TOLERANCE else TOLERANCE[torch.float32][grad]
    err = (a.float() - b.float()).abs().max().item()
    return "" if err <= tol * max(1.0, b.float().abs().max().item()) else f"max error {err:.2e}"


def _backward_of(op: str) -> str:
    """The backward op of a forward cdna op (the fused residual-add norms share the plain norm's)."""
    return op.removeprefix("fused_add_") + "_backward"


def _graph_cells(mode: str, family: Family, model: nn.Module, counts: collections.Counter[str]
                 ) -> dict[str, Cell]:
    """Cells from the cdna op counts; in training, a forward op whose backward stayed on aten is named."""
    import torch_cdna.inductor._log as log
    rejects = dict(log.REJECTS)
    cells = {}
    for cat, want in expected(model).items():
        got = sum(counts[op] * WEIGHTS.get(op, 1) for op in CATEGORY_OPS[cat])
        reason = "" if got >= want else _diagnose(mode, family.name, cat, rejects)
        if mode == "compile training" and got:
            # one backward op per forward op (a fused residual-add norm's is the plain norm's)
            backward = sum(counts[b] * WEIGHTS.get(b, 1) for b in {_backward_of(op) for op in CATEGORY_OPS[cat]})
            if backward < got:
                reason = "; ".join(r for r in (reason, f"{got - backward} backward(s) left on aten") if r)
        cells[cat] = Cell(got, want, reason)
    return cells


def run_compile_inference(family: Family, seed: int, dtype: torch.dtype, impl: str = "kernel") -> Result:
    model = build(family, seed, dtype).eval()
    graphs = Graphs()
    ids = _ids(seed)
    with _compile_env(impl), torch.no_grad():
        f = torch.compile(model, backend=capture_backend(graphs))
        logits, ref = f(ids).logits, model(ids).logits
        cells = _graph_cells("compile inference", family, model, graphs.cdna_counts())
    err = _close(logits, ref)
    return Result(cells, f"logits {'differ from eager: ' + err if err else 'match eager'}; {len(graphs)} graph(s)")


def run_compile_training(family: Family, seed: int, dtype: torch.dtype, impl: str = "kernel") -> Result:
    model, twin = build(family, seed, dtype).train(), build(family, seed, dtype).train()
    graphs = Graphs()
    ids = _ids(seed)
    with _compile_env(impl):
        f = torch.compile(model, backend=capture_backend(graphs))
        loss = f(ids, labels=ids).loss
        loss.backward()
        ref = twin(ids, labels=ids).loss
        ref.backward()
        counts = graphs.cdna_counts()
        cells = _graph_cells("compile training", family, model, counts)
    errs = [e for e in [_close(loss, ref)] + [_close(p.grad, q.grad, grad=True) for p, q in
                                               zip(model.parameters(), twin.parameters()) if p.grad is not None]
            if e]
    note = "loss and gradients " + (f"differ from eager ({errs[0]})" if errs else "match eager")
    return Result(cells, note + f"; {len(graphs)} graph(s)")


# ---------------------------------------------------------------------------------------------- nn.patch
class CdnaCalls:
    """Counts the ``cdna::`` ops a block of eager code calls (a dispatch mode: what really ran, fallbacks of the
    drop-ins excluded; nested calls inside an op's implementation are not counted).

    Example:
        >>> import torch, torch_cdna.ops
        >>> with CdnaCalls() as calls:
        ...     _ = torch.ops.cdna.rmsnorm(torch.ones(2, 8), torch.ones(8), 1e-6)
        >>> calls.counts["rmsnorm"]
        1
    """

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()
        self._mode: Any = None

    def __enter__(self) -> "CdnaCalls":
        from torch.utils._python_dispatch import TorchDispatchMode
        counts = self.counts

        class Mode(TorchDispatchMode):
            def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
                if func.namespace == "cdna":
                    counts[func._opname] += 1
                return func(*args, **(kwargs or {}))
        self._mode = Mode()
        self._mode.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._mode.__exit__(*exc)


def _categories(counts: collections.Counter[str]) -> collections.Counter[str]:
    """cdna op counts summed per category (forward ops only)."""
    return collections.Counter({cat: sum(counts[op] * WEIGHTS.get(op, 1) for op in ops)
                                for cat, ops in CATEGORY_OPS.items()})


def _nn_cells(mode: str, family: str, model: nn.Module, counts: collections.Counter[str],
              skipped: list[tuple[str, str]]) -> dict[str, Cell]:
    cells = {}
    for cat, want in expected(model).items():
        got = counts[cat]
        reason = ""
        if got < want:
            why = sorted({w for path, w in skipped if _skip_category(path) == cat})
            reason = "; ".join(why) or diagnosis(mode, family, cat)
        cells[cat] = Cell(got, want, reason)
    return cells


def _skip_category(path: str) -> str:
    p = path.lower()
    return ("norm" if "norm" in p or "ln" in p else "moe" if p.endswith(".gate") else
            "mlp" if "mlp" in p or "expert" in p else
            "attention" if "attention" in p or "attn" in p else "")


def _patched_forward(model: nn.Module, twin: nn.Module, seed: int, impl: str
                     ) -> tuple[collections.Counter[str], str]:
    """One forward of the patched ``model`` (cdna op calls per category) against its unpatched twin."""
    ids = _ids(seed)
    with torch.no_grad():
        with _ops_env(impl), CdnaCalls() as calls:
            got = model(ids).logits
        err = _close(got, twin(ids).logits)
    return _categories(calls.counts), f"logits {'differ from eager: ' + err if err else 'match eager'}"


def run_nn_patch(family: Family, seed: int, dtype: torch.dtype, impl: str = "kernel") -> Result:
    import torch_cdna.nn as cnn
    model, twin = build(family, seed, dtype).eval(), build(family, seed, dtype).eval()
    report = cnn.patch(model)
    counts, note = _patched_forward(model, twin, seed, impl)
    return Result(_nn_cells("nn.patch", family.name, model, counts, report.skipped), note)


def run_patch_transformers(family: Family, seed: int, dtype: torch.dtype, impl: str = "kernel") -> Result:
    import torch_cdna.nn as cnn
    twin = build(family, seed, dtype).eval()
    try:
        patch = cnn.patch_transformers([family.name])
    except ValueError as e:
        reason = str(e).split(": ", 1)[-1].split(";")[0]
        return Result({c: Cell(None, 0, f"not patched ({reason})") for c in CATEGORIES})
    with patch:  # module-level functions (RoPE) are swapped only while the patch holds
        model = build(family, seed, dtype).eval()
        counts, note = _patched_forward(model, twin, seed, impl)
    return Result(_nn_cells("nn.patch_transformers", family.name, model, counts, patch.skipped), note)


def run_not_run(family: Family, seed: int, dtype: torch.dtype, impl: str = "kernel") -> Result:
    return Result({c: Cell(None, 0, "not run") for c in CATEGORIES}, "not run")


def run_distributed(family: Family, seed: int, dtype: torch.dtype, impl: str = "kernel") -> Result:
    from benchmarks import coverage_distributed
    # reference ops in fp32, whatever the table's dtype: the column asks whether sharding changes the result, so
    # the comparison with one process must not drown in bf16 rounding (tests/ops/test_sharding_hf.py runs the
    # kernels in bf16 with an ulp bound)
    return coverage_distributed.run(family, seed, torch.float32)


@dataclass(frozen=True)
class Mode:
    name: str
    run: Callable[[Family, int, torch.dtype, str], Result]
    about: str
    dtype: str | None = None   # the model dtype this mode always uses (None: the table's)


MODES: dict[str, Mode] = {m.name: m for m in (
    Mode("compile inference", run_compile_inference,
         "`torch.compile` + `torch_cdna.inductor`, `model.eval()` under `no_grad`: forward cdna ops in the "
         "post-grad graphs"),
    Mode("compile training", run_compile_training,
         "`torch.compile` + `torch_cdna.inductor`, a training step (`loss.backward()`): forward cdna ops in "
         "the graphs of the joint-graph rewrite"),
    Mode("nn.patch", run_nn_patch, "`torch_cdna.nn.patch(model)` on the built model"),
    Mode("nn.patch_transformers", run_patch_transformers,
         "`torch_cdna.nn.patch_transformers([family])`, then the model is built"),
    Mode("TP/FSDP2", run_distributed,
         "`torch_cdna.nn.patch(model)`, then one training step on 2 gloo CPU processes under tensor parallelism "
         "(the config's `base_model_tp_plan`) and under FSDP2 (`fully_shard` per layer and at the root), with "
         "`--distributed`; only the families in `benchmarks/coverage_distributed.py`'s `RUN` are run; reference ops "
         "(the question is whether sharding changes the result)", "fp32"),
)}


# ---------------------------------------------------------------------------------------------- driver
def run(families: list[str], modes: list[str], seed: int = 0, distributed: bool = False,
        dtype: torch.dtype = torch.bfloat16, impl: str = "kernel") -> dict[str, dict[str, Result]]:
    """``{mode: {family: Result}}``; a mode that raises gives every category the exception as its reason.
    In kernel mode each outcome also says how many simulator launches the run made."""
    out: dict[str, dict[str, Result]] = {}
    for mode in modes:
        out[mode] = {}
        for name in families:
            runner = MODES[mode].run
            if mode == "TP/FSDP2":
                runner = run_distributed if distributed else run_not_run
            t0, launches = time.perf_counter(), sum(LAUNCHES.values())
            try:
                result = runner(FAMILIES[name], seed, dtype, impl)
                if impl == "kernel" and runner not in (run_not_run, run_distributed):
                    result.note += f"; {sum(LAUNCHES.values()) - launches} simulator launches"
            except Exception as e:  # noqa: BLE001 - the table reports it
                msg = f"{type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"
                result = Result({c: Cell(None, 0, "error") for c in CATEGORIES}, f"error: {msg}")
                logging.getLogger(__name__).debug("%s/%s\n%s", mode, name, traceback.format_exc())
            out[mode][name] = result  # the time is printed, not written: the document changes only with results
            print(f"  {mode:22s} {name:10s} " + "  ".join(f"{c}={result.cells[c]}" for c in CATEGORIES)
                  + f"  [{result.note}] ({time.perf_counter() - t0:.1f} s)", flush=True)
    return out


def render(results: dict[str, dict[str, Result]], dtype: str = "fp32") -> str:
    """The markdown tables, one per mode; reasons become numbered notes under each table.

    Example:
        >>> r = {"nn.patch": {"gpt2": Result({c: Cell(1, 1) for c in CATEGORIES}, "logits match eager")}}
        >>> print(render(r).splitlines()[6])
        | gpt2 | 1/1 | 1/1 | 1/1 | 1/1 | 1/1 | logits match eager |
    """
    from benchmarks.report import md_table
    parts = []
    for mode, by_family in results.items():
        notes: dict[str, int] = {}

        def cell(c: Cell) -> str:
            if not c.reason or c.got is None and c.reason in ("not run", "error"):
                return str(c)
            n = notes.setdefault(c.reason, len(notes) + 1)
            return f"{c.got}/{c.want} [{n}]" if c.got is not None else f"[{n}]"
        rows = [[name, *(cell(r.cells[c]) for c in CATEGORIES), r.note] for name, r in by_family.items()]
        parts.append(f"### {mode}\n\n{MODES[mode].about} (model dtype {MODES[mode].dtype or dtype}).\n")
        parts.append(md_table(["family", *CATEGORIES, "outcome"], rows) + "\n")
        if notes:
            parts.append("\n".join(f"{n}. {reason}" for reason, n in notes.items()) + "\n")
    return "\n".join(parts)


HEADER = """# Coverage: Hugging Face decoder families

What torch_cdna substitutes in each family's tiny random-weight model (1 decoder layer, hidden 128, head dim 64,
built from the config class: no downloads), per way of using it. A cell is *substituted / expected*: expected is
counted from the model's modules (norm modules; MLP modules and each MoE block's experts; two RoPEs, q and k,
per rotary attention; attention modules; sparse-MoE blocks' routers (softmax + top-k): a block's experts are counted
under mlp, as `cdna::fused_moe` in the nn routes), substituted from the `cdna::` ops in the compiled
graphs, or those one eager forward of the patched model calls. `[n]` points at the reason below the table: a
refusal the passes logged, or the recorded diagnosis (`DIAGNOSES` in `benchmarks/coverage.py`). `-`: the family
has none. The *outcome* column compares with eager (or, TP/FSDP2, with one process). The sequences (8 tokens) are
shorter than every family's sliding window; windows shorter than the sequence become `cdna::attention`'s
`window_left` (tests/inductor/test_attention_window.py, tests/nn/test_attention_band_routing.py).
"""


IMPLS = {"kernel": "the cdna ops ran their DSL kernels on the CDNA simulator (gfx942), outputs NaN-poisoned "
                   "before each launch; TP/FSDP2 ran reference ops",
         "reference": "the cdna ops in reference mode (pure PyTorch), the graph rewrites as in kernel mode"}


def document(results: dict[str, dict[str, Result]], dtype: str, command: str, impl: str = "kernel") -> str:
    import transformers
    stamp = (f"_Generated by `{command}` (transformers {transformers.__version__}, torch "
             f"{torch.__version__.split('+')[0]}; {IMPLS[impl]}); do not edit by hand._\n")
    return "\n".join([HEADER, stamp, render(results, dtype)])


def main(argv: list[str] | None = None) -> None:
    import sys
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--families", nargs="+", default=list(FAMILIES), choices=list(FAMILIES))
    ap.add_argument("--modes", nargs="+", default=list(MODES), choices=list(MODES))
    ap.add_argument("--distributed", action="store_true", help="run the TP/FSDP2 column (2 gloo processes)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--impl", choices=list(IMPLS), default="kernel",
                    help="kernel: the DSL kernels on the simulator; reference: the ops' PyTorch implementations")
    ap.add_argument("--dtype", choices=list(DTYPES), default=None,
                    help="model dtype (default bf16 with kernels, whose attention takes bf16/fp16; else fp32)")
    ap.add_argument("--out", type=Path, default=DOC, help="the generated document")
    ap.add_argument("--no-write", action="store_true", help="print only; leave the document alone")
    args = ap.parse_args(argv)
    import warnings
    import transformers
    transformers.logging.set_verbosity_error()  # the tiny vocab is below the configs' special token ids
    warnings.filterwarnings("ignore")            # deprecations from transformers/Dynamo, not our findings
    dtype = args.dtype or ("bf16" if args.impl == "kernel" else "fp32")
    results = run(args.families, args.modes, args.seed, args.distributed, DTYPES[dtype], args.impl)
    given = list(sys.argv[1:] if argv is None else argv)
    if "--out" in given:  # where the document went is not how it was made
        del given[given.index("--out"):given.index("--out") + 2]
    command = " ".join(["python -m benchmarks.coverage", *given])
    text = document(results, dtype, command, args.impl)
    print(text)
    if not args.no_write:
        args.out.write_text(text)


if __name__ == "__main__":
    main()
